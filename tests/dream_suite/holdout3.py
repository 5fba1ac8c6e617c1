"""A third frozen holdout: eight families in new domains (dental practice, school IT, wedding planning chat, farm
log, podcast team, property office, research cruise, bakery orders), written blind to the engine and to the other
families, frozen at the end of the session that tuned on `tuning2`; run once on the final integrator, never tuned
on."""

from tests.dream_suite import Fact, Family, Note

# 1. Dental practice staff meetings, minutes under agenda headings. Two surgeries named only by their section
#    heading ("the surgery", "this site"); a fee changes by value, the autoclave servicer and the practice
#    manager change by name.
DENTAL = Family(
    "dental",
    "dental practice",
    "minutes",
    [
        Fact("north-opening", "wiki", now=[r"07:30"], was=[r"08:00"]),
        Fact("harbour-opening", "wiki"),
        Fact("north-autoclave", "wiki", now=[r"steriline"], was=[r"mediserv"]),
        Fact("harbour-autoclave", "wiki"),
        Fact("recall-interval", "wiki", detail=[r"periodontal"]),
        Fact("late-cancel-fee", "wiki", now=[r"45 pounds"], was=[r"30 pounds"]),
        Fact("bitewing-steps", "procedure", detail=[r"radiation register"]),
        Fact("new-patient-intake", "procedure"),
        Fact("osei-extractions", "personal"),
        Fact("practice-manager", "wiki", now=[r"tom hale"], was=[r"priya"]),
        Fact("no-phones-rule", "personal"),
        Fact("crown-lab", "wiki"),
        Fact("whitening-price", "wiki"),
        Fact("emergency-slots", "wiki"),
    ],
    [
        Note(
            "2026-02-09",
            "staff-meeting",
            "Practice meeting 9 February",
            [
                ("Attendance", [(None, "oneoff", "Present: Priya, Dr Osei, Dr Lind, Sam and Bea from reception.")]),
                (
                    "North Street surgery",
                    [
                        ("north-opening", "", "The surgery opens at 08:00 on weekdays."),
                        ("north-autoclave", "", "Autoclave servicing at this site is done by MediServ."),
                    ],
                ),
                (
                    "Harbour Road surgery",
                    [
                        ("harbour-opening", "", "The surgery opens at 09:00 on weekdays."),
                        ("harbour-autoclave", "", "Autoclave servicing at this site is done by MediServ."),
                    ],
                ),
                (
                    "Clinical",
                    [
                        ("recall-interval", "", "Routine recall for adult patients is every six months."),
                        (
                            "bitewing-steps",
                            "",
                            "1. Confirm the patient is not pregnant\n2. Put the lead apron and thyroid collar on"
                            "\n3. Position the sensor holder and expose",
                        ),
                        ("osei-extractions", "", "Dr Osei does not book surgical extractions before 10am."),
                    ],
                ),
                (
                    "Admin",
                    [
                        ("practice-manager", "", "Priya remains practice manager and signs off the rota."),
                        ("late-cancel-fee", "", "Appointments cancelled with under 24 hours' notice cost 30 pounds."),
                        (None, "chat", "Morning everyone, coffee and pastries are in the staff room."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-11",
            "reception-briefing",
            "Reception briefing",
            [
                (
                    "Front desk",
                    [
                        (
                            "new-patient-intake",
                            "",
                            "New patients complete the medical history form on the reception tablet, then the "
                            "nurse scans their photo ID.",
                        ),
                        ("whitening-price", "", "Home whitening kits are 250 pounds including the trays."),
                        ("emergency-slots", "", "Two emergency slots are held every morning, at 11:00 and 11:20."),
                        ("no-phones-rule", "", "House rule: no personal phones inside the surgeries."),
                    ],
                ),
                (
                    "Misc",
                    [
                        (None, "oneoff", "Glove order DX-44821 was confirmed this morning."),
                        (None, "chat", "Could someone rephrase the GDPR paragraph for the newsletter?"),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-16",
            "staff-meeting",
            "Practice meeting 16 February",
            [
                ("Attendance", [(None, "oneoff", "Present: Priya, Tom Hale, Dr Osei and Sam.")]),
                (
                    "North Street surgery",
                    [
                        ("north-opening", "correct", "From next Monday the surgery opens at 07:30 on weekdays."),
                        ("north-autoclave", "correct", "Steriline services the autoclave here."),
                        (None, "oneoff", "Today's incident: the suction unit in surgery 2 failed at 10:15."),
                    ],
                ),
                (
                    "Harbour Road surgery",
                    [
                        ("harbour-opening", "", "Doors here are unlocked at nine, Monday to Friday."),
                        ("harbour-autoclave", "", "MediServ still look after the steriliser at this one."),
                    ],
                ),
                (
                    "Clinical",
                    [
                        (
                            "recall-interval",
                            "refine",
                            "Routine recall for adult patients is every six months, and every three months for "
                            "anyone with periodontal disease.",
                        ),
                        ("crown-lab", "", "Crowns go to Castle Dental Lab, ten working days turnaround."),
                        ("osei-extractions", "", "Nothing surgical in Dr Osei's diary until after ten."),
                    ],
                ),
                (
                    "Admin",
                    [
                        ("practice-manager", "correct", "Practice manager role moved to Tom Hale this week."),
                        ("late-cancel-fee", "correct", "The late cancellation fee changed to 45 pounds."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-18",
            "reception-briefing",
            "Reception briefing",
            [
                (
                    "Front desk",
                    [
                        ("emergency-slots", "", "Keep 11:00 and 11:20 free each day for people in pain."),
                        ("no-phones-rule", "", "Mobiles stay in the lockers, never in a treatment room."),
                        ("crown-lab", "", "Castle takes about two weeks to return a crown."),
                        (
                            "bitewing-steps",
                            "refine",
                            "1. Confirm the patient is not pregnant\n2. Put the lead apron and thyroid collar on"
                            "\n3. Position the sensor holder and expose\n4. Record the exposure in the radiation "
                            "register",
                        ),
                    ],
                ),
                ("Misc", [(None, "chat", "Thanks all, and mind the ice in the car park.")]),
            ],
        ),
    ],
)

# 2. A school's IT admin: resource notes on the IT handbook pages. Two buildings' print queues named only by the
#    page title; the filter vendor changes by name, the backup time by value without a marker.
SCHOOL_IT = Family(
    "school_it",
    "school IT administration",
    "resource",
    [
        Fact("main-print-queue", "wiki"),
        Fact("science-print-queue", "wiki", now=[r"sci-mono"], was=[r"sci-colour"]),
        Fact("pupil-password-reset", "procedure", detail=[r"reset log"]),
        Fact("chromebook-enrol", "procedure"),
        Fact("web-filter", "wiki", now=[r"lightspeed"], was=[r"smoothwall"]),
        Fact("mis", "wiki"),
        Fact("backup-time", "wiki", now=[r"01:30"], was=[r"23:00"]),
        Fact("dpo", "wiki"),
        Fact("no-usb-rule", "personal"),
        Fact("rhys-tickets", "personal"),
        Fact("laptop-loans", "wiki", detail=[r"loan sheet"]),
        Fact("new-staff-account", "procedure"),
        Fact("projector-lamps", "wiki"),
        Fact("exam-week-freeze", "personal"),
    ],
    [
        Note(
            "2026-01-12",
            "handbook-main-building",
            "Main building printing",
            [
                ("Queues", [("main-print-queue", "", "The building's default print queue is MAIN-MONO on print01.")]),
                ("Supplies", [("projector-lamps", "", "Spare projector lamps are in the locked cupboard in B12.")]),
            ],
        ),
        Note(
            "2026-01-12",
            "handbook-science-block",
            "Science block printing",
            [
                (
                    "Queues",
                    [("science-print-queue", "", "The building's default print queue is SCI-COLOUR on print01.")],
                ),
                ("Changes", [(None, "oneoff", "Ticket 5521: the projector in S4 was replaced today.")]),
            ],
        ),
        Note(
            "2026-01-13",
            "handbook-accounts",
            "Accounts and passwords",
            [
                (
                    "Pupil passwords",
                    [
                        (
                            "pupil-password-reset",
                            "",
                            "1. Open the Google Admin console\n2. Find the pupil by admission number\n3. Set a "
                            "temporary password and tick change at next sign-in",
                        )
                    ],
                ),
                (
                    "New staff",
                    [
                        (
                            "new-staff-account",
                            "",
                            "For a new member of staff, create the AD account, add it to the Staff group, then "
                            "assign a Microsoft 365 A3 licence.",
                        )
                    ],
                ),
                (
                    "Systems",
                    [
                        ("mis", "", "Arbor is the school's MIS; registers are taken in it."),
                        ("dpo", "", "Mrs Adebayo is the data protection officer."),
                        ("web-filter", "", "Web filtering for staff and pupils is provided by Smoothwall."),
                    ],
                ),
                (
                    "Rules",
                    [
                        ("no-usb-rule", "", "The head teacher does not allow USB sticks on staff laptops."),
                        (
                            "rhys-tickets",
                            "",
                            "Rhys, our technician, only takes requests through the helpdesk form, not corridor chats.",
                        ),
                    ],
                ),
                ("Page history", [(None, "chat", "Thanks Rhys for tidying this page up over the holidays.")]),
            ],
        ),
        Note(
            "2026-01-14",
            "handbook-devices",
            "Devices and backups",
            [
                (
                    "Chromebooks",
                    [
                        (
                            "chromebook-enrol",
                            "",
                            "1. Power-wash the Chromebook\n2. Press Ctrl+Alt+E on the sign-in screen\n3. Sign in "
                            "with the enrolment account",
                        ),
                        (None, "oneoff", "This term's audit counted 412 Chromebooks."),
                    ],
                ),
                (
                    "Loans",
                    [("laptop-loans", "", "Staff may borrow a laptop for up to two weeks.")],
                ),
                (
                    "Backups",
                    [("backup-time", "", "The file server backup runs every night at 23:00.")],
                ),
                ("Exams", [("exam-week-freeze", "", "The IT team never installs software during exam weeks.")]),
            ],
        ),
        Note(
            "2026-01-16",
            "handbook-science-block",
            "Science block printing",
            [
                ("Queues", [("science-print-queue", "correct", "Jobs from here now go to SCI-MONO on print02.")]),
                ("Notes", [(None, "chat", "Bit of a grey Friday, hope the heating comes on soon.")]),
            ],
        ),
        Note(
            "2026-01-16",
            "handbook-devices",
            "Devices and backups",
            [
                ("Backups", [("backup-time", "correct", "The file server backup runs every night at 01:30.")]),
                (
                    "Loans",
                    [
                        (
                            "laptop-loans",
                            "refine",
                            "Staff may borrow a laptop for up to two weeks, signed out on the loan sheet in the IT "
                            "office.",
                        )
                    ],
                ),
                (
                    "Chromebooks",
                    [
                        (
                            "chromebook-enrol",
                            "",
                            "Wipe it, hit the enterprise enrolment keys at login, then use the enrolment user.",
                        )
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-19",
            "handbook-accounts",
            "Accounts and passwords",
            [
                (
                    "Pupil passwords",
                    [
                        (
                            "pupil-password-reset",
                            "refine",
                            "1. Open the Google Admin console\n2. Find the pupil by admission number\n3. Set a "
                            "temporary password and tick change at next sign-in\n4. Write the temporary password "
                            "in the reset log, never email it",
                        )
                    ],
                ),
                (
                    "Systems",
                    [
                        ("web-filter", "correct", "We have switched web filtering over to Lightspeed."),
                        ("dpo", "", "Data protection questions go to Mrs Adebayo."),
                        ("mis", "", "Attendance marks live in Arbor."),
                    ],
                ),
                (
                    "Rules",
                    [
                        ("no-usb-rule", "", "Memory sticks are banned on teachers' machines, by order of the head."),
                        ("exam-week-freeze", "", "No new installs while exams are running."),
                        ("rhys-tickets", "", "Log it on the helpdesk or Rhys won't pick it up."),
                    ],
                ),
                ("Supplies", [("projector-lamps", "", "Replacement bulbs for projectors: B12, locked cupboard.")]),
            ],
        ),
    ],
)

# 3. A wedding planner chat, session notes, first person (the couple). Two venues named only by the note title
#    ("the venue"); the barn's deposit and the colours change without a marker word; the photographer by name.
WEDDING = Family(
    "wedding",
    "wedding planning",
    "session",
    [
        Fact("aidans-deposit", "wiki"),
        Fact("barn-deposit", "wiki", now=[r"2,?000"], was=[r"1,?500"]),
        Fact("aidans-access", "wiki"),
        Fact("barn-access", "wiki"),
        Fact("no-seafood", "personal"),
        Fact("colours", "personal", now=[r"dusty blue"], was=[r"sage"]),
        Fact("photographer", "wiki", now=[r"owen pike"], was=[r"lena marsh"]),
        Fact("rsvp-deadline", "wiki"),
        Fact("guest-cap", "personal", detail=[r"children"]),
        Fact("seating-plan", "procedure", detail=[r"20 august"]),
        Fact("cake", "wiki"),
        Fact("caterer-changes", "procedure"),
        Fact("rain-plan", "procedure"),
        Fact("first-dance", "personal"),
    ],
    [
        Note(
            "2026-04-06",
            "st-aidans",
            "Ceremony at St Aidan's",
            [
                (
                    "Venue",
                    [
                        ("aidans-deposit", "", "The venue needs a 300 pound deposit to hold the date."),
                        ("aidans-access", "", "We can get into the venue from 11:00 to set up the flowers."),
                    ],
                ),
                (
                    "Us",
                    [
                        ("no-seafood", "", "I don't want any seafood on the menu; my dad is allergic."),
                        ("colours", "", "Our colour scheme is sage green and ivory."),
                        ("guest-cap", "", "We want to keep it under 90 guests."),
                    ],
                ),
                ("Chat", [(None, "chat", "Hiya! Sorry, long day at work, brain is mush.")]),
            ],
        ),
        Note(
            "2026-04-06",
            "millbrook-barn",
            "Reception at Millbrook Barn",
            [
                (
                    "Venue",
                    [
                        ("barn-deposit", "", "The venue needs a 1,500 pound deposit to hold the date."),
                        ("barn-access", "", "Setup access at the venue starts at 09:00 on the day."),
                        (
                            "rain-plan",
                            "",
                            "If it rains, the ceremony moves into the east wing and the chairs go in rows of eight.",
                        ),
                    ],
                ),
                ("Payments", [(None, "oneoff", "The deposit payment reference is WED-88213.")]),
            ],
        ),
        Note(
            "2026-04-08",
            "suppliers",
            "Suppliers",
            [
                (
                    "Suppliers",
                    [
                        ("photographer", "", "Our photographer is Lena Marsh."),
                        ("cake", "", "The cake is from Crumb & Co: three tiers, lemon and elderflower."),
                        (
                            "caterer-changes",
                            "",
                            "To change anything with the caterer, email Hannah at Feast Kitchen and copy me in.",
                        ),
                    ],
                ),
                (
                    "Guests",
                    [
                        ("rsvp-deadline", "", "RSVPs are due by 1 August."),
                        (
                            "seating-plan",
                            "",
                            "1. Export the RSVP sheet\n2. Group guests by family\n3. Drag the names into the table "
                            "planner app",
                        ),
                    ],
                ),
                (
                    "Us",
                    [("first-dance", "", "My partner wants our first dance to be Perfect by Ed Sheeran, live.")],
                ),
                ("Chat", [(None, "chat", "Ugh, it's pouring here again.")]),
            ],
        ),
        Note(
            "2026-04-10",
            "millbrook-barn",
            "Reception at Millbrook Barn",
            [
                (
                    "Venue",
                    [
                        ("barn-deposit", "correct", "The deposit is 2,000 pounds; they updated their price list."),
                        ("barn-access", "", "Doors open to our suppliers at nine in the morning."),
                    ],
                ),
                ("Tasting", [(None, "oneoff", "Had the menu tasting today, six of us went.")]),
                (
                    "Us",
                    [
                        ("colours", "correct", "Our colours are dusty blue and ivory."),
                        ("no-seafood", "", "Keep fish and shellfish off every course, please."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-12",
            "suppliers",
            "Suppliers",
            [
                (
                    "Suppliers",
                    [
                        ("photographer", "correct", "Lena had to pull out, so Owen Pike is shooting the wedding."),
                        ("cake", "", "Crumb & Co are baking it: lemon with elderflower, three layers high."),
                        ("caterer-changes", "", "Menu tweaks go to Hannah at Feast by email, with me on copy."),
                    ],
                ),
                (
                    "Guests",
                    [
                        ("rsvp-deadline", "", "People have until the first of August to reply."),
                        ("guest-cap", "refine", "We want to keep it under 90 guests, children included."),
                        (
                            "seating-plan",
                            "refine",
                            "1. Export the RSVP sheet\n2. Group guests by family\n3. Drag the names into the table "
                            "planner app\n4. Send the finished plan to the barn coordinator by 20 August",
                        ),
                    ],
                ),
                (
                    "Chat",
                    [
                        (None, "chat", "Could you put that more simply? I'm reading it on my phone."),
                        (None, "chat", "Perfect, thank you so much!"),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-13",
            "st-aidans",
            "Ceremony at St Aidan's",
            [
                (
                    "Venue",
                    [
                        ("aidans-deposit", "", "Three hundred quid secures our Saturday with the church."),
                        ("aidans-access", "", "Florists are allowed in from eleven."),
                    ],
                ),
                ("Chat", [(None, "chat", "Sun's finally out, we're off for a walk.")]),
            ],
        ),
    ],
)

# 4. A farm's season log, terse bullets, third person. Two fields named only by the section heading; a seed rate
#    is corrected by value, the spraying contractor by name, milking time with a marker.
FARM = Family(
    "farm",
    "mixed farm",
    "log",
    [
        Fact("north-seed-rate", "wiki"),
        Fact("meadow-seed-rate", "wiki", now=[r"200 ?kg"], was=[r"180 ?kg"]),
        Fact("north-variety", "wiki"),
        Fact("meadow-variety", "wiki"),
        Fact("spray-contractor", "wiki", now=[r"fenwick"], was=[r"hollins"]),
        Fact("milking-time", "wiki", now=[r"05:00"], was=[r"05:30"]),
        Fact("tractor-check", "procedure", detail=[r"grease"]),
        Fact("lambing-pens", "wiki"),
        Fact("no-sunday-spray", "personal"),
        Fact("gareth-texts", "personal"),
        Fact("frost-troughs", "procedure"),
        Fact("grain-contract", "wiki", detail=[r"november"]),
        Fact("vet", "wiki"),
        Fact("visitor-biosecurity", "procedure"),
    ],
    [
        Note(
            "2026-03-23",
            "farm-log",
            "Farm log Mon 23 Mar",
            [
                (
                    "North field",
                    [
                        ("north-variety", "", "Spring barley, Laureate."),
                        ("north-seed-rate", "", "Drilled at 160 kg/ha."),
                    ],
                ),
                (
                    "Long Meadow",
                    [
                        ("meadow-variety", "", "Spring barley, Planet."),
                        ("meadow-seed-rate", "", "Drilled at 180 kg/ha."),
                    ],
                ),
                (
                    "Yard",
                    [
                        ("milking-time", "", "Morning milking 05:30."),
                        (
                            "tractor-check",
                            "",
                            "Tractor daily check:\n1. Engine oil\n2. Coolant\n3. Tyre pressures",
                        ),
                        ("spray-contractor", "", "Spraying by Hollins Agri this season."),
                        (None, "oneoff", "Counted 143 lambs today."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-24",
            "farm-log",
            "Farm log Tue 24 Mar",
            [
                (
                    "Sheep",
                    [
                        ("lambing-pens", "", "Lambing shed: pens 1-20 singles, 21-30 twins."),
                        ("vet", "", "Vet is Meadowbank Vets, ask for Ms Carr."),
                        (None, "oneoff", "Ewe 214 lost a lamb overnight."),
                    ],
                ),
                (
                    "Rules",
                    [
                        ("no-sunday-spray", "", "Gareth's rule: no spraying on Sundays."),
                        ("gareth-texts", "", "Gareth wants updates by text, not phone calls."),
                        ("visitor-biosecurity", "", "Visitors sign the book and dip boots at the yard gate."),
                    ],
                ),
                ("Misc", [(None, "chat", "Rain all day, miserable. Cheers Tom for covering the evening feed.")]),
            ],
        ),
        Note(
            "2026-03-26",
            "farm-log",
            "Farm log Thu 26 Mar",
            [
                (
                    "Long Meadow",
                    [("meadow-seed-rate", "correct", "Rate was logged wrong: 200 kg/ha went on.")],
                ),
                ("North field", [("north-variety", "", "Laureate in the ground here.")]),
                (
                    "Yard",
                    [
                        ("milking-time", "correct", "Morning milking moved to 05:00."),
                        ("frost-troughs", "", "Frost: break ice on troughs by 07:00, check the ball valves."),
                        ("grain-contract", "", "Barley sold forward to Openfield at 185 pounds a tonne."),
                        (None, "oneoff", "Delivery note 77310: 12 t fertiliser in the shed."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-27",
            "farm-log",
            "Farm log Fri 27 Mar",
            [
                (
                    "Yard",
                    [
                        ("spray-contractor", "correct", "Fenwick & Sons doing the spraying."),
                        (
                            "tractor-check",
                            "refine",
                            "Tractor daily check:\n1. Engine oil\n2. Coolant\n3. Tyre pressures\n4. Grease the "
                            "loader pins",
                        ),
                        (
                            "grain-contract",
                            "refine",
                            "Barley sold forward to Openfield at 185 pounds a tonne, for November delivery.",
                        ),
                    ],
                ),
                (
                    "Rules",
                    [
                        ("no-sunday-spray", "", "Sprayer stays in the shed Sundays, boss's orders."),
                        ("visitor-biosecurity", "", "Anyone coming on: name in the book, boots through the dip."),
                        ("gareth-texts", "", "Message Gareth, don't ring him."),
                    ],
                ),
                (
                    "Sheep",
                    [
                        ("lambing-pens", "", "Twins go in pens 21 to 30, singles up front."),
                        ("vet", "", "Meadowbank out for the lame tup; Carr's our vet there."),
                    ],
                ),
                ("North field", [("north-seed-rate", "", "Went on at 160 kilos a hectare.")]),
                ("Misc", [(None, "chat", "Lunch at the Plough, good pie.")]),
            ],
        ),
    ],
)

# 5. A podcast production team, minutes with one resource note (the show bible). Two shows named only by the
#    section heading; a release day moves ("moved to"), the sponsor rate is corrected ("actually"), the editor
#    changes by name without a marker.
PODCAST = Family(
    "podcast",
    "podcast production",
    "minutes",
    [
        Fact("longtable-release", "wiki", now=[r"wednesday"], was=[r"tuesday"]),
        Fact("nightshift-release", "wiki"),
        Fact("longtable-length", "wiki"),
        Fact("nightshift-length", "wiki"),
        Fact("amara-mic", "personal"),
        Fact("editor", "wiki", now=[r"kezia"], was=[r"joel"]),
        Fact("loudness", "wiki", detail=[r"-1 ?dbtp"]),
        Fact("publish-steps", "procedure", detail=[r"instagram"]),
        Fact("guest-release", "procedure"),
        Fact("no-gambling-ads", "personal"),
        Fact("sponsor-rate", "wiki", now=[r"30 cpm"], was=[r"25 cpm"]),
        Fact("hosting", "wiki"),
        Fact("studio-booking", "procedure"),
        Fact("dan-rough-cuts", "personal"),
    ],
    [
        Note(
            "2026-06-15",
            "production-meeting",
            "Production meeting 15 June",
            [
                ("Attendees", [(None, "oneoff", "Present: Amara, Dan, Kezia and Joel.")]),
                (
                    "The Long Table",
                    [
                        ("longtable-release", "", "The show drops on Tuesdays at 06:00."),
                        ("longtable-length", "", "Episodes run about 45 minutes."),
                        ("amara-mic", "", "Amara always records on the SM7B and never on the condenser."),
                    ],
                ),
                (
                    "Night Shift",
                    [
                        ("nightshift-release", "", "The show drops on Fridays at 18:00."),
                        ("nightshift-length", "", "Episodes are capped at 25 minutes."),
                    ],
                ),
                (
                    "Team",
                    [
                        ("editor", "", "Joel edits both shows."),
                        ("dan-rough-cuts", "", "Dan, our producer, wants rough cuts by Thursday noon."),
                        (None, "chat", "Morning all, who brought the pastries?"),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-16",
            "show-bible",
            "Show bible",
            [
                (
                    "Audio",
                    [("loudness", "", "Masters are normalised to -16 LUFS.")],
                ),
                (
                    "Publishing",
                    [
                        (
                            "publish-steps",
                            "",
                            "1. Upload the master to Transistor\n2. Paste the show notes\n3. Schedule the episode",
                        ),
                        ("hosting", "", "Both shows are hosted on Transistor."),
                    ],
                ),
                (
                    "Guests and studio",
                    [
                        (
                            "guest-release",
                            "",
                            "Every guest signs the release form in DocuSign before we hit record.",
                        ),
                        (
                            "studio-booking",
                            "",
                            "Book Studio B through the shared calendar at least 48 hours ahead.",
                        ),
                    ],
                ),
                (
                    "Sponsorship",
                    [
                        ("sponsor-rate", "", "The mid-roll sponsor slot is sold at 25 CPM."),
                        ("no-gambling-ads", "", "The team never runs gambling ads."),
                    ],
                ),
            ],
            style="resource",
        ),
        Note(
            "2026-06-18",
            "production-meeting",
            "Production meeting 18 June",
            [
                (
                    "The Long Table",
                    [
                        ("longtable-release", "correct", "Release moved to Wednesdays at 06:00."),
                        ("amara-mic", "", "Amara sticks to the Shure dynamic; keep the condenser away."),
                    ],
                ),
                (
                    "Night Shift",
                    [("nightshift-length", "", "Nothing longer than twenty-five minutes for this one.")],
                ),
                (
                    "Sponsorship",
                    [
                        ("sponsor-rate", "correct", "The mid-roll rate is actually 30 CPM, not 25."),
                        ("no-gambling-ads", "", "Betting sponsors are a hard no for us."),
                    ],
                ),
                (
                    "Incidents",
                    [
                        (None, "oneoff", "Studio B lost power during today's recording."),
                        (None, "chat", "Can we say that in plain English for the sponsor email?"),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-22",
            "production-meeting",
            "Production meeting 22 June",
            [
                (
                    "Team",
                    [
                        ("editor", "correct", "Kezia edits both shows."),
                        ("dan-rough-cuts", "", "First edits to Dan before midday on Thursdays."),
                        ("studio-booking", "", "Reserve B on the team calendar two days in advance."),
                    ],
                ),
                (
                    "Night Shift",
                    [("nightshift-release", "", "Goes out Friday evenings at six.")],
                ),
                (
                    "The Long Table",
                    [("longtable-length", "", "Roughly three quarters of an hour per instalment.")],
                ),
                (
                    "Numbers",
                    [(None, "oneoff", "Episode 112 got 8,400 downloads in its first week.")],
                ),
            ],
        ),
        Note(
            "2026-06-23",
            "show-bible",
            "Show bible",
            [
                (
                    "Audio",
                    [("loudness", "refine", "Masters are normalised to -16 LUFS with true peak at -1 dBTP.")],
                ),
                (
                    "Publishing",
                    [
                        (
                            "publish-steps",
                            "refine",
                            "1. Upload the master to Transistor\n2. Paste the show notes\n3. Schedule the episode"
                            "\n4. Post the teaser clip to Instagram",
                        ),
                        ("hosting", "", "Transistor carries the feeds for both podcasts."),
                    ],
                ),
                (
                    "Guests and studio",
                    [("guest-release", "", "No recording until the guest's DocuSign consent is back.")],
                ),
            ],
            style="resource",
        ),
    ],
)

# 6. A property management office, hand-written prose notes, third person. Two buildings named only by the
#    section heading ("the building", "here", "it"); bin day changes without a marker, the caretaker by name
#    ("from today"), the late fee with "changed to".
PROPERTY = Family(
    "property",
    "property management office",
    "prose",
    [
        Fact("alder-bins", "wiki"),
        Fact("birch-bins", "wiki", now=[r"sunday"], was=[r"thursday"]),
        Fact("alder-caretaker", "wiki", now=[r"irena"], was=[r"doyle"]),
        Fact("birch-caretaker", "wiki"),
        Fact("rent-due", "wiki"),
        Fact("late-fee", "wiki", now=[r"40 pounds"], was=[r"25 pounds"]),
        Fact("repair-steps", "procedure", detail=[r"appointment"]),
        Fact("move-out", "procedure"),
        Fact("marion-weekends", "personal"),
        Fact("reply-rule", "personal"),
        Fact("boiler-service", "wiki"),
        Fact("alder-parking", "wiki"),
        Fact("deposit-scheme", "wiki", detail=[r"30 days"]),
        Fact("landlord-quotes", "personal"),
    ],
    [
        Note(
            "2026-09-07",
            "office-notes",
            "Office notes, Monday",
            [
                (
                    "Alder Court",
                    [
                        ("alder-bins", "", "Bins at the building go out on Tuesday nights."),
                        ("alder-caretaker", "", "The building's caretaker is Mr Doyle."),
                        ("alder-parking", "", "It has 12 parking bays, allocated by flat number."),
                    ],
                ),
                (
                    "Birch House",
                    [
                        ("birch-bins", "", "Bins go out on Thursday nights here."),
                        ("birch-caretaker", "", "The caretaker here is Sunil Rao."),
                    ],
                ),
                (
                    "General",
                    [
                        ("rent-due", "", "Rent is due on the 1st of each month."),
                        ("late-fee", "", "The late rent fee is 25 pounds."),
                        (None, "chat", "What a grey morning; the heating is on already."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-08",
            "office-notes",
            "Office notes, Tuesday",
            [
                (
                    "How we work",
                    [
                        (
                            "repair-steps",
                            "",
                            "When a tenant reports a repair we log it in Fixflo, give it a priority and assign a "
                            "contractor.",
                        ),
                        (
                            "move-out",
                            "",
                            "At move-out we walk the flat with the inventory, photograph every room, take the meter "
                            "readings and count the keys.",
                        ),
                        (
                            "marion-weekends",
                            "",
                            "Marion, the office manager, won't take calls at weekends; emergencies go to the on-call "
                            "line.",
                        ),
                        (
                            "reply-rule",
                            "",
                            "Our house rule is that every tenant email gets an answer within one working day.",
                        ),
                    ],
                ),
                (
                    "Today",
                    [
                        (None, "oneoff", "A leak in flat 4B at Alder Court was fixed at 3pm."),
                        (None, "chat", "Thanks to Jo for the biscuits."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-10",
            "office-notes",
            "Office notes, Thursday",
            [
                (
                    "Alder Court",
                    [
                        ("alder-caretaker", "correct", "From today caretaking at the building passes to Irena Novak."),
                        (
                            "alder-bins",
                            "",
                            "Refuse collection is Wednesday morning, so the wheelie bins go out the evening before.",
                        ),
                    ],
                ),
                (
                    "Birch House",
                    [
                        ("birch-bins", "correct", "Bins at this block go out on Sunday nights."),
                        ("birch-caretaker", "", "Sunil looks after it day to day."),
                    ],
                ),
                (
                    "Contracts",
                    [
                        ("boiler-service", "", "Boilers in both buildings are serviced by Warmline every October."),
                        ("deposit-scheme", "", "Tenancy deposits are protected with the DPS."),
                        (
                            "landlord-quotes",
                            "",
                            "The landlord, Mr Whitcombe, wants any quote over 500 pounds to come with two "
                            "alternatives.",
                        ),
                    ],
                ),
                ("Accounts", [(None, "oneoff", "Invoice INV-20931 from Warmline was paid today.")]),
            ],
        ),
        Note(
            "2026-09-11",
            "office-notes",
            "Office notes, Friday",
            [
                (
                    "General",
                    [
                        ("late-fee", "correct", "The late rent fee changed to 40 pounds this month."),
                        ("rent-due", "", "Tenants pay on the first."),
                        ("reply-rule", "", "Nobody writing to us waits more than a day for a response."),
                        (
                            "repair-steps",
                            "refine",
                            "When a tenant reports a repair we log it in Fixflo, give it a priority, assign a "
                            "contractor and text the tenant the appointment slot.",
                        ),
                        (
                            "deposit-scheme",
                            "refine",
                            "Tenancy deposits are protected with the DPS within 30 days of receipt.",
                        ),
                    ],
                ),
                (
                    "People",
                    [
                        ("marion-weekends", "", "Saturday and Sunday Marion is off the phone; use the on-call number."),
                        ("landlord-quotes", "", "Whitcombe likes to see two other options for big jobs."),
                    ],
                ),
                ("Alder Court", [("alder-parking", "", "Each flat there gets its own numbered space, twelve in all.")]),
                ("Birch House", [("boiler-service", "", "Warmline do the autumn boiler checks here too.")]),
            ],
        ),
    ],
)

# 7. A research cruise, terse watch-log bullets with one prose diary note in the first person. Two stations named
#    only by the section heading; a station depth corrected by value, the chief scientist by name, dinner ("now").
CRUISE = Family(
    "cruise",
    "oceanographic research cruise",
    "log",
    [
        Fact("st4-depth", "wiki"),
        Fact("st7-depth", "wiki", now=[r"1,?480"], was=[r"1,?150"]),
        Fact("ctd-cast", "procedure", detail=[r"three minutes|3 min"]),
        Fact("watch-system", "wiki"),
        Fact("chief-scientist", "wiki", now=[r"mbeki"], was=[r"halvorsen"]),
        Fact("dinner-time", "wiki", now=[r"18:00"], was=[r"17:30"]),
        Fact("no-boots-dry-lab", "personal"),
        Fact("my-sample-log", "personal"),
        Fact("sample-labels", "procedure"),
        Fact("freezer", "wiki"),
        Fact("small-boat", "procedure"),
        Fact("internet-quota", "wiki", detail=[r"midnight utc"]),
        Fact("bosun-lashing", "personal"),
        Fact("port-return", "wiki"),
    ],
    [
        Note(
            "2026-05-11",
            "watch-log",
            "Watch log 11 May",
            [
                (
                    "Station 4",
                    [
                        ("st4-depth", "", "Water depth at the station 2,310 m."),
                        (None, "oneoff", "CTD cast 17 complete, 24 bottles fired."),
                    ],
                ),
                (
                    "Station 7",
                    [("st7-depth", "", "Water depth at the station 1,150 m.")],
                ),
                (
                    "Ship",
                    [
                        ("watch-system", "", "Watches 4 on / 8 off, first watch starts 00:00."),
                        ("chief-scientist", "", "Chief scientist: Dr Halvorsen."),
                        ("dinner-time", "", "Dinner in the mess 17:30."),
                        ("no-boots-dry-lab", "", "Ship rule: no sea boots in the dry lab."),
                        ("port-return", "", "Due back in Southampton 28 May."),
                    ],
                ),
                (
                    "Procedures",
                    [
                        (
                            "ctd-cast",
                            "",
                            "CTD cast:\n1. Pre-cast check of bottles and lanyards\n2. Lower at 1 m/s\n3. Fire "
                            "bottles on the upcast",
                        ),
                        (
                            "sample-labels",
                            "",
                            "Label each sample cruise-station-cast-bottle, e.g. JC301-04-02-11.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-12",
            "diary",
            "Cruise diary, day two",
            [
                (
                    "",
                    [
                        (None, "chat", "The swell picked up overnight and half the lab is seasick."),
                        (
                            "my-sample-log",
                            "",
                            "I prefer to log my samples straight into the spreadsheet rather than on paper.",
                        ),
                        ("freezer", "", "Our -80 freezer sits at the aft end of the wet lab."),
                        (
                            "internet-quota",
                            "",
                            "The satellite link gives each of us 200 MB a day, which goes nowhere.",
                        ),
                        (
                            "bosun-lashing",
                            "",
                            "The bosun insists every bit of deck gear is lashed down before 22:00.",
                        ),
                        (None, "chat", "Whoever left the chocolate in the lab, thank you."),
                    ],
                ),
            ],
            style="prose",
        ),
        Note(
            "2026-05-13",
            "watch-log",
            "Watch log 13 May",
            [
                (
                    "Station 7",
                    [("st7-depth", "correct", "Depth 1,480 m; echo sounder was misreading.")],
                ),
                (
                    "Ship",
                    [
                        ("chief-scientist", "correct", "Dr Mbeki takes over as chief scientist from today."),
                        ("dinner-time", "correct", "Dinner now at 18:00."),
                        (
                            "small-boat",
                            "",
                            "Small boat: bridge permission, lifejackets on, radio check on channel 72 before launch.",
                        ),
                        (None, "oneoff", "Incident: winch hydraulic leak at 14:10, fixed by 15:00."),
                    ],
                ),
                (
                    "Procedures",
                    [
                        (
                            "ctd-cast",
                            "refine",
                            "CTD cast:\n1. Pre-cast check of bottles and lanyards\n2. Lower at 1 m/s\n3. Hold three "
                            "minutes at each bottle depth, then fire bottles on the upcast",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-15",
            "watch-log",
            "Watch log 15 May",
            [
                ("Station 4", [("st4-depth", "", "Sounding here 2310 metres.")]),
                (
                    "Ship",
                    [
                        ("watch-system", "", "Four hours on, eight off, rotation from midnight."),
                        ("no-boots-dry-lab", "", "Boots off before entering the dry lab."),
                        ("bosun-lashing", "", "Bosun: everything on deck tied down by ten pm."),
                        ("port-return", "", "Alongside in Southampton on the 28th."),
                        (
                            "internet-quota",
                            "refine",
                            "Satellite internet 200 MB a day per person, reset at midnight UTC.",
                        ),
                    ],
                ),
                (
                    "Procedures",
                    [
                        ("sample-labels", "", "Sample IDs: cruise, station, cast, bottle, dash-separated."),
                        ("small-boat", "", "Nobody launches the RIB without the bridge's OK and a radio check."),
                        ("freezer", "", "Wet lab, aft: the minus eighty."),
                    ],
                ),
                ("Misc", [(None, "chat", "Flat calm at last, lovely sunset.")]),
            ],
        ),
        Note(
            "2026-05-15",
            "diary",
            "Cruise diary, day five",
            [
                (
                    "",
                    [
                        (
                            "my-sample-log",
                            "",
                            "Paper logs drive me mad, so everything of mine goes into the shared sheet.",
                        ),
                        (None, "oneoff", "We recovered the mooring at station 7 this afternoon."),
                    ],
                ),
            ],
            style="prose",
        ),
    ],
)

# 8. A bakery's wholesale orders, session notes with the owner in the first person. Two cafés named only by the
#    note title ("the client", "they"); a delivery window and the sourdough price change by value (one with
#    "from today"), the driver by name without a marker.
BAKERY = Family(
    "bakery",
    "bakery wholesale orders",
    "session",
    [
        Fact("lumen-window", "wiki"),
        Fact("greenway-window", "wiki", now=[r"08:00"], was=[r"07:00"]),
        Fact("lumen-order", "wiki", detail=[r"saturday"]),
        Fact("lumen-terms", "wiki"),
        Fact("greenway-terms", "wiki"),
        Fact("driver", "wiki", now=[r"marta"], was=[r"kit"]),
        Fact("sourdough-price", "wiki", now=[r"2\.65"], was=[r"2\.40"]),
        Fact("no-sunday", "personal"),
        Fact("change-cutoff", "personal"),
        Fact("invoice-steps", "procedure", detail=[r"delivery notes"]),
        Fact("allergen-sheet", "procedure"),
        Fact("flour-supplier", "wiki"),
        Fact("whatsapp-pref", "personal"),
        Fact("bake-order", "procedure"),
    ],
    [
        Note(
            "2026-10-05",
            "cafe-lumen",
            "Café Lumen",
            [
                (
                    "The client",
                    [
                        ("lumen-window", "", "The client wants deliveries between 06:00 and 06:30."),
                        ("lumen-order", "", "Standing order: 40 sourdough loaves on weekdays."),
                        ("lumen-terms", "", "They pay on 30-day terms."),
                        (None, "oneoff", "Today's order number for them is WO-3391."),
                    ],
                ),
                (
                    "Me",
                    [
                        ("no-sunday", "", "I don't bake on Sundays, so no Sunday orders for anyone."),
                        ("change-cutoff", "", "My rule for wholesale: no changes after 2pm the day before."),
                    ],
                ),
                ("Chat", [(None, "chat", "Morning! Up since three as usual.")]),
            ],
        ),
        Note(
            "2026-10-05",
            "greenway-deli",
            "Greenway Deli",
            [
                (
                    "The client",
                    [
                        ("greenway-window", "", "They take delivery between 07:00 and 07:30."),
                        ("greenway-terms", "", "Payment terms for the client are 14 days."),
                    ],
                ),
                (
                    "Logistics",
                    [
                        ("driver", "", "Kit does the morning delivery run."),
                        ("sourdough-price", "", "Wholesale price for a sourdough loaf is 2.40 pounds."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-10-06",
            "bakery-admin",
            "Bakery admin",
            [
                (
                    "How I do things",
                    [
                        (
                            "invoice-steps",
                            "",
                            "1. Export the week's deliveries from the order sheet\n2. Create the invoices in Xero"
                            "\n3. Email them out on Monday",
                        ),
                        (
                            "allergen-sheet",
                            "",
                            "Every crate goes out with a printed allergen sheet taped inside the lid.",
                        ),
                        (
                            "bake-order",
                            "",
                            "1. Rye first at 250 degrees\n2. Then the sourdough\n3. Baguettes last as the oven cools",
                        ),
                    ],
                ),
                (
                    "Suppliers",
                    [("flour-supplier", "", "Flour comes from Shipton Mill, delivered every Tuesday.")],
                ),
                (
                    "Me",
                    [
                        (
                            "whatsapp-pref",
                            "",
                            "I prefer clients to message me on WhatsApp, not email, for same-day changes.",
                        ),
                    ],
                ),
                (
                    "Chat",
                    [
                        (None, "chat", "Can you say that shorter? I'm covered in flour."),
                        (None, "oneoff", "Oven 2 tripped the breaker this morning."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-10-08",
            "greenway-deli",
            "Greenway Deli",
            [
                (
                    "The client",
                    [
                        ("greenway-window", "correct", "Their drop is 08:00 to 08:30 from Monday."),
                        ("greenway-terms", "", "Greenway settle a fortnight after the invoice."),
                    ],
                ),
                (
                    "Logistics",
                    [
                        ("driver", "correct", "Marta does the morning delivery run."),
                        ("sourdough-price", "correct", "From today sourdough wholesale is 2.65 pounds a loaf."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-10-09",
            "cafe-lumen",
            "Café Lumen",
            [
                (
                    "The client",
                    [
                        (
                            "lumen-order",
                            "refine",
                            "Standing order: 40 sourdough loaves on weekdays, plus 12 on Saturdays.",
                        ),
                        ("lumen-window", "", "Their bread needs to arrive from six, and no later than half past."),
                        ("lumen-terms", "", "Lumen settle a month after invoicing."),
                    ],
                ),
                (
                    "Me",
                    [
                        ("no-sunday", "", "Sunday is my day off; the ovens stay cold."),
                        ("change-cutoff", "", "After two in the afternoon, tomorrow's order is locked."),
                        ("whatsapp-pref", "", "Quick changes: text me on WhatsApp, emails get missed."),
                    ],
                ),
                (
                    "How I do things",
                    [
                        (
                            "invoice-steps",
                            "refine",
                            "1. Export the week's deliveries from the order sheet\n2. Create the invoices in Xero"
                            "\n3. Email them out on Monday, attaching the signed delivery notes",
                        ),
                        ("allergen-sheet", "", "Allergen info printed and stuck under each crate lid."),
                        ("flour-supplier", "", "Shipton's lorry brings the flour on Tuesdays."),
                        ("bake-order", "", "Rye goes in hottest, sourdough next, baguettes at the end."),
                    ],
                ),
                ("Chat", [(None, "chat", "Brilliant, thanks, that's exactly it.")]),
            ],
        ),
    ],
)

FAMILIES = [DENTAL, SCHOOL_IT, WEDDING, FARM, PODCAST, PROPERTY, CRUISE, BAKERY]

"""A fourth tuning half: four families written blind to the engine (a dairy farmer's prose journal, an IT helpdesk
runbook's resource notes for two offices, a family's chat sessions about the kids' schools, clubs and doctors, a film
production unit's call-sheet log). Tuned on from the commit that added them."""

from tests.dream_suite import Fact, Family, Note

# 1. Dairy farm journal, hand-written prose, first person. Two fields (Top Field, Lower Meadow) are sibling subjects;
#    the milk price is corrected by a bare new value, the vet by name with "now", the herd manager by name with no
#    marker; the buyer is restated in words that share almost nothing with the first statement.
DAIRY = Family(
    "dairy",
    "dairy farm journal",
    "prose",
    [
        Fact("herd-size", "wiki"),
        Fact("milk-buyer", "wiki"),
        Fact("milk-price", "wiki", now=[r"41\.5\s*p"], was=[r"\b38\s*p"]),
        Fact("herd-vet", "wiki", now=[r"kofi|mensah"], was=[r"aileen|moss"]),
        Fact("herd-manager", "wiki", now=[r"bethan|rees"], was=[r"owen|pritchard"]),
        Fact("top-field-size", "wiki"),
        Fact("lower-meadow-size", "wiki"),
        Fact("top-field-rest", "wiki"),
        Fact("lower-meadow-rest", "wiki"),
        Fact("bulk-tank", "wiki", detail=[r"6\s*(°|degrees)"]),
        Fact("withdrawal-rule", "personal"),
        Fact("sunday-rule", "personal"),
        Fact("pre-milking", "procedure"),
        Fact("calving", "procedure", detail=[r"bcms"]),
    ],
    [
        Note(
            "2026-03-02",
            "farm-journal",
            "Farm journal",
            [
                (
                    "",
                    [
                        ("herd-size", "", "I am milking 140 Holstein-Friesians through the herringbone parlour."),
                        (
                            "milk-buyer",
                            "",
                            "All of our milk is sold to Carrow Valley Creamery, whose tanker collects every other "
                            "morning.",
                        ),
                        ("milk-price", "", "Carrow pays us 38p a litre on the standard contract."),
                        ("herd-manager", "", "Owen Pritchard manages the herd day to day while I do the books."),
                        ("herd-vet", "", "Our herd vet is Dr Aileen Moss from Tarnbrook Vets."),
                        (None, "chat", "No swallows back yet, but the rooks are building in the ash trees."),
                    ],
                ),
                (
                    "Grazing",
                    [
                        ("top-field-size", "", "Top Field is 12 hectares of ryegrass and clover."),
                        ("top-field-rest", "", "I give Top Field 21 days of rest between grazings."),
                        ("lower-meadow-size", "", "Lower Meadow is smaller, 9 hectares, and wetter."),
                        ("lower-meadow-rest", "", "Lower Meadow needs 28 days before the cows go back on."),
                    ],
                ),
                (
                    "The parlour",
                    [
                        (
                            "pre-milking",
                            "",
                            "Before every cow is milked:\n1. Fore-strip three squirts from each teat.\n2. Pre-dip "
                            "the teats in iodine and leave it thirty seconds.\n3. Wipe each cow dry with her own "
                            "paper towel.\n4. Attach the cluster within ninety seconds.",
                        ),
                        (
                            "withdrawal-rule",
                            "",
                            "I never let milk from a cow on antibiotics into the tank; she wears red tape on her "
                            "legs and is milked last into the dump bucket.",
                        ),
                        ("bulk-tank", "", "The bulk tank holds 8,000 litres and cools the milk to 4 degrees."),
                        (None, "oneoff", "This morning's collection was 3,912 litres."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-03",
            "farm-journal",
            "Farm journal",
            [
                (
                    "Calving",
                    [
                        (
                            "calving",
                            "",
                            "When a cow starts calving:\n1. Move her into the straw calving pen.\n2. Leave her an "
                            "hour once the feet show.\n3. Call for help if nothing has moved by then.\n4. Get three "
                            "litres of colostrum into the calf within six hours.",
                        ),
                        (None, "oneoff", "Cow 217 calved a bull calf at two this morning, no trouble."),
                    ],
                ),
                (
                    "",
                    [
                        (
                            "sunday-rule",
                            "",
                            "I don't book contractors on a Sunday; that day is chapel and family, silage or no silage.",
                        ),
                        ("herd-size", "", "There are seven score cows in milk on the place."),
                        (
                            "milk-buyer",
                            "",
                            "The co-op up the dale sends its lorry for our whole output on alternate days.",
                        ),
                        (None, "chat", "Ate my lunch in the tractor cab again."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-05",
            "farm-journal",
            "Farm journal",
            [
                (
                    "",
                    [
                        ("milk-price", "correct", "The creamery is paying 41.5p a litre."),
                        (
                            "herd-vet",
                            "correct",
                            "Dr Kofi Mensah now does our routine herd visits; Aileen has given up farm work.",
                        ),
                        (
                            "bulk-tank",
                            "refine",
                            "The 8,000-litre tank keeps the milk at 4 degrees and texts my phone if it climbs "
                            "above 6 degrees.",
                        ),
                        ("top-field-rest", "", "Three weeks' recovery is what Top Field gets after each grazing."),
                        ("lower-meadow-size", "", "The meadow down by the brook measures nine hectares."),
                    ],
                ),
                (
                    "The parlour",
                    [
                        (
                            "withdrawal-rule",
                            "",
                            "A treated cow's milk goes down the drain until her withdrawal period is over, never "
                            "in the tank.",
                        ),
                        (
                            "pre-milking",
                            "",
                            "Prep goes: strip three squirts, iodine dip for half a minute, dry with a towel per cow, "
                            "units on inside ninety seconds.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-09",
            "farm-journal",
            "Farm journal",
            [
                (
                    "",
                    [
                        ("herd-manager", "correct", "The herd is in Bethan Rees's hands day to day."),
                        ("herd-vet", "", "Kofi Mensah from Tarnbrook is the vet who comes out to the herd."),
                        ("milk-price", "", "Carrow's rate stays at 41.5p per litre this month."),
                        ("sunday-rule", "", "No hired machinery on the Sabbath; that is for family."),
                        (None, "oneoff", "The AI technician came and served six heifers."),
                        (None, "chat", "Thanks to Mam for the Welsh cakes."),
                    ],
                ),
                (
                    "Grazing",
                    [
                        ("lower-meadow-rest", "", "Four weeks between grazings for the wet meadow by the brook."),
                        ("top-field-size", "", "Top Field covers twelve hectares."),
                    ],
                ),
                (
                    "Calving",
                    [
                        (
                            "calving",
                            "refine",
                            "After a calving the calf needs its colostrum within six hours, and then it must be "
                            "tagged and registered with BCMS within 27 days.",
                        ),
                    ],
                ),
            ],
        ),
    ],
)

# 2. IT helpdesk runbook, resource notes. The two offices (Harbour Street, Mill Lane) are named only by section
#    headings ("here", "this office"); Mill Lane's desk-side engineer changes by name without a marker word, the
#    service desk manager by name with "now", the P1 response target by a bare new value.
HELPDESK = Family(
    "helpdesk",
    "IT helpdesk runbook",
    "resource",
    [
        Fact("hs-onsite", "wiki"),
        Fact("ml-onsite", "wiki", now=[r"raj|bhatt"], was=[r"lucy|amadi"]),
        Fact("hs-printer", "wiki"),
        Fact("ml-printer", "wiki"),
        Fact("desk-manager", "wiki", now=[r"dmitri|volkov"], was=[r"farah|quint"]),
        Fact("desk-hours", "personal"),
        Fact("p1-response", "personal", now=[r"\b10 minutes"], was=[r"\b15 minutes"]),
        Fact("no-local-admin", "personal"),
        Fact("ticketing", "wiki"),
        Fact("vpn", "wiki", detail=[r"okta"]),
        Fact("backups", "wiki"),
        Fact("laptop-model", "wiki"),
        Fact("password-reset", "procedure"),
        Fact("new-starter", "procedure", detail=[r"mfa"]),
    ],
    [
        Note(
            "2026-05-11",
            "service-desk-runbook",
            "Service desk runbook",
            [
                (
                    "Overview",
                    [
                        ("ticketing", "", "Tickets live in Freshservice at help.kestrelgroup.io."),
                        ("desk-hours", "", "The desk is staffed from 07:30 to 18:00 on weekdays."),
                        ("p1-response", "", "A P1 ticket must get a first response within 15 minutes."),
                        ("desk-manager", "", "Major incidents escalate to Farah Quint, the service desk manager."),
                        (
                            "no-local-admin",
                            "",
                            "We never grant local admin rights without a signed exception form.",
                        ),
                    ],
                ),
                (
                    "Harbour Street",
                    [
                        ("hs-onsite", "", "The on-site engineer here is Gavin Pryce."),
                        ("hs-printer", "", "The main printer here is PRN-HS-02, second floor by the kitchen."),
                        (None, "oneoff", "Toner stock counted today: 6 cartridges."),
                    ],
                ),
                (
                    "Mill Lane",
                    [
                        ("ml-onsite", "", "Desk-side support at this office is Lucy Amadi."),
                        ("ml-printer", "", "This office prints to PRN-ML-01 next to reception."),
                        (None, "chat", "The kitchen finally has a working kettle."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-12",
            "access-and-accounts",
            "Access and accounts",
            [
                (
                    "Passwords",
                    [
                        (
                            "password-reset",
                            "",
                            "Password reset:\n1. Verify the caller with their employee ID and their manager's "
                            "name.\n2. Reset in the Entra admin centre with 'change at next sign-in' ticked.\n3. "
                            "Read the temporary password over the phone, never by email.\n4. Log the reset on "
                            "the ticket.",
                        ),
                        (
                            "no-local-admin",
                            "",
                            "Admin rights on a laptop need a signed exception; no form, no rights.",
                        ),
                    ],
                ),
                (
                    "New starters",
                    [
                        (
                            "new-starter",
                            "",
                            "New starter:\n1. Build the laptop from the Autopilot profile.\n2. Add the user to "
                            "their department group.\n3. Book a 20-minute welcome call for their first morning.",
                        ),
                        ("laptop-model", "", "The standard issue laptop is the Dell Latitude 5450."),
                    ],
                ),
                (
                    "Infrastructure",
                    [
                        ("vpn", "", "Remote staff connect through GlobalProtect, gateway vpn.kestrelgroup.io."),
                        ("backups", "", "The file servers back up nightly at 01:00 to Wasabi object storage."),
                        (None, "oneoff", "INC-40921 closed after the core switch was rebooted."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-14",
            "service-desk-runbook",
            "Service desk runbook",
            [
                (
                    "Overview",
                    [
                        (
                            "desk-manager",
                            "correct",
                            "The service desk manager is now Dmitri Volkov; major incidents go to him.",
                        ),
                        ("p1-response", "correct", "P1 first-response target: 10 minutes."),
                        ("desk-hours", "", "Phones are answered half seven till six, Monday to Friday."),
                        ("ticketing", "", "Every request is logged in the Freshservice portal."),
                        (None, "chat", "Thanks everyone for covering Friday's outage."),
                    ],
                ),
                (
                    "Harbour Street",
                    [
                        ("hs-onsite", "", "Gavin Pryce handles hands-on fixes at this site."),
                        ("hs-printer", "", "Print jobs here go to PRN-HS-02 near the second-floor kitchen."),
                    ],
                ),
                (
                    "Mill Lane",
                    [
                        (
                            "ml-onsite",
                            "correct",
                            "Raj Bhatt covers desk-side support at this office; Lucy Amadi has moved to projects.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-18",
            "remote-and-onboarding",
            "Remote working and onboarding",
            [
                (
                    "Remote access",
                    [
                        (
                            "vpn",
                            "refine",
                            "GlobalProtect on vpn.kestrelgroup.io only lets a user in once they approve the Okta "
                            "push on their phone.",
                        ),
                        ("backups", "", "Shared drives are copied to Wasabi every night at one in the morning."),
                    ],
                ),
                (
                    "Onboarding",
                    [
                        (
                            "new-starter",
                            "refine",
                            "For a new starter, build the laptop with Autopilot, add them to their department "
                            "group, enrol them in Okta MFA before handover, then hold the 20-minute welcome call.",
                        ),
                        ("laptop-model", "", "Everyone gets a Latitude 5450 from Dell as standard."),
                        (
                            "password-reset",
                            "",
                            "Resets: check employee ID and line manager, reset in Entra forcing a change, give the "
                            "temporary password by voice only, note it on the ticket.",
                        ),
                        ("desk-manager", "", "Dmitri Volkov runs the service desk."),
                    ],
                ),
                (
                    "Mill Lane",
                    [
                        ("ml-printer", "", "PRN-ML-01 by the front desk is the printer for this building."),
                        (None, "oneoff", "Raj swapped the fuser on PRN-ML-01 at 11:20 today."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. A parent's chat sessions with an assistant about the kids, first person. The two children (Maya, Theo) are
#    sibling subjects for teachers and clubs; Theo's teacher changes by name (someone "is covering"), his club day
#    with "actually", the swim squad's coordinator by name with "took over"; bedtime is restated in other words.
FAMILY = Family(
    "kids",
    "family school and activity logistics",
    "session",
    [
        Fact("school", "wiki"),
        Fact("maya-teacher", "wiki"),
        Fact("theo-teacher", "wiki", now=[r"harrow"], was=[r"lindqvist"]),
        Fact("maya-club", "wiki"),
        Fact("theo-club", "wiki", now=[r"wednesday"], was=[r"thursday"]),
        Fact("otters-coordinator", "wiki", now=[r"greg|ilori"], was=[r"dawn|felton"]),
        Fact("gp", "wiki"),
        Fact("dentist", "wiki"),
        Fact("peanut-allergy", "personal", detail=[r"school office"]),
        Fact("bedtime", "personal"),
        Fact("school-run", "personal"),
        Fact("lunchbox", "personal"),
        Fact("report-absence", "procedure"),
        Fact("inhaler-repeat", "procedure"),
    ],
    [
        Note(
            "2026-09-07",
            "kids-term-start",
            "Kids' new school term",
            [
                (
                    "School",
                    [
                        ("school", "", "Both my kids go to Hollins Park Primary, where the gates open at 8:40."),
                        ("maya-teacher", "", "Maya is in Year 4 and her class teacher is Mrs Okafor."),
                        ("theo-teacher", "", "Theo's Year 1 teacher is Mr Lindqvist."),
                        (
                            "school-run",
                            "",
                            "I do the school run Monday to Wednesday and Idris does Thursday and Friday.",
                        ),
                        (None, "chat", "Hi again! Thanks for helping me get organised."),
                    ],
                ),
                (
                    "Clubs",
                    [
                        ("maya-club", "", "Maya swims with the Riverside Otters on Tuesdays at 17:00."),
                        ("theo-club", "", "Theo does judo at St Aidan's hall on Thursdays at 16:15."),
                        ("otters-coordinator", "", "Dawn Felton coordinates the Otters' squad sessions."),
                    ],
                ),
                (
                    "Home",
                    [
                        ("bedtime", "", "Lights out is at 7:30 on school nights for both of them."),
                        ("lunchbox", "", "I don't put sweets or fizzy drinks in their lunchboxes."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-08",
            "kids-health",
            "Kids' doctors and health",
            [
                (
                    "",
                    [
                        ("gp", "", "Our GP is Dr Santos at Meadowbank Surgery."),
                        ("dentist", "", "The kids see Mr Achebe at Brightsmile Dental every six months."),
                        (
                            "peanut-allergy",
                            "",
                            "Theo is allergic to peanuts and carries an EpiPen in his school bag.",
                        ),
                        (
                            "inhaler-repeat",
                            "",
                            "To reorder Maya's inhaler:\n1. Open the NHS App.\n2. Request the salbutamol repeat "
                            "prescription.\n3. Collect it from Boots on Station Road two working days later.",
                        ),
                        (None, "oneoff", "Booking reference for the October check-ups: BSD-5521."),
                        (None, "chat", "Could you put that more simply? I'm reading this on my phone."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-10",
            "kids-school-admin",
            "School admin",
            [
                (
                    "",
                    [
                        (
                            "report-absence",
                            "",
                            "When one of them is off sick:\n1. Ring the school office before 9:15.\n2. Choose "
                            "option 1 for absences.\n3. Also send a message on the ParentMail app.",
                        ),
                        (
                            "theo-teacher",
                            "correct",
                            "Ms Harrow is covering Theo's class for the rest of the year while Mr Lindqvist is on "
                            "paternity leave.",
                        ),
                        ("theo-club", "correct", "Actually Theo's judo moved to Wednesdays, still at 16:15."),
                        ("maya-teacher", "", "Mrs Okafor has Maya's Year 4 class."),
                        (
                            "bedtime",
                            "",
                            "On weekdays both children should be asleep, or meant to be, by half past seven.",
                        ),
                        (None, "oneoff", "Maya's parents' evening slot is 18:10 this Thursday."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-14",
            "kids-week-plan",
            "Planning the kids' week",
            [
                (
                    "Activities",
                    [
                        ("otters-coordinator", "correct", "Greg Ilori took over coordinating the Otters from Dawn."),
                        ("maya-club", "", "Tuesday at five is Maya's swimming with the Otters at Riverside."),
                        ("theo-club", "", "Wednesday afternoons are judo for Theo at St Aidan's."),
                        ("school-run", "", "Idris takes them in on Thursdays and Fridays; the rest of the week is me."),
                    ],
                ),
                (
                    "Health and food",
                    [
                        (
                            "peanut-allergy",
                            "refine",
                            "Theo's peanut allergy: he carries one EpiPen and a second one is kept in the school "
                            "office.",
                        ),
                        ("lunchbox", "", "No chocolate, no sugary drinks in the packed lunches I make."),
                        ("gp", "", "Meadowbank is our surgery and Dr Santos our family doctor."),
                        ("dentist", "", "Check-ups at Brightsmile with Mr Achebe, twice a year."),
                        (
                            "inhaler-repeat",
                            "",
                            "Maya's salbutamol is reordered through the NHS App and picked up at Boots on Station "
                            "Road after two working days.",
                        ),
                        ("school", "", "Hollins Park opens its gates at twenty to nine."),
                        (None, "chat", "Brilliant, thank you, that's everything for now."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Film production call-sheet log, terse bullets, third person. Main and splinter units are sibling subjects
#    named only by section headings; the unit base is corrected by a bare new value, the 1st AD by name ("replaces"),
#    the schedule length with "now".
FILM = Family(
    "filmunit",
    "film production call-sheet log",
    "log",
    [
        Fact("unit-base", "wiki", now=[r"fenwick"], was=[r"harrowgate"]),
        Fact("first-ad", "wiki", now=[r"rosa|vidal"], was=[r"ned|calloway"]),
        Fact("shoot-days", "wiki", now=[r"\b34\b"], was=[r"\b32\b"]),
        Fact("crew-call", "personal"),
        Fact("main-radio", "wiki"),
        Fact("splinter-radio", "wiki"),
        Fact("main-director", "wiki"),
        Fact("splinter-director", "wiki"),
        Fact("hospital", "wiki"),
        Fact("catering", "wiki", detail=[r"10:00"]),
        Fact("drone-rule", "personal"),
        Fact("phones-rule", "personal"),
        Fact("rushes", "procedure"),
        Fact("wrap", "procedure"),
    ],
    [
        Note(
            "2026-06-15",
            "call-sheet-day-12",
            "Call sheet: Day 12",
            [
                (
                    "General",
                    [
                        ("unit-base", "", "Unit base: Harrowgate Quarry car park."),
                        ("first-ad", "", "1st AD: Ned Calloway."),
                        ("shoot-days", "", "Schedule: 32 shooting days."),
                        ("crew-call", "", "General crew call 06:30 unless the sheet says otherwise."),
                        ("catering", "", "Catering: Fork & Reel, lunch 12:30."),
                        (None, "oneoff", "Weather: bright, wind 12 mph from the west."),
                    ],
                ),
                (
                    "Main unit",
                    [
                        ("main-director", "", "Director: Anouk Steyn."),
                        ("main-radio", "", "Radio: channel 1."),
                    ],
                ),
                (
                    "Splinter unit",
                    [
                        ("splinter-director", "", "Director: Callum Reid."),
                        ("splinter-radio", "", "Radio: channel 4."),
                    ],
                ),
                (
                    "Safety",
                    [
                        ("hospital", "", "Nearest A&E: Royal Tregarth Hospital, 14 min drive."),
                        ("drone-rule", "", "No drone up without Kit (CAA operator) on set."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-16",
            "call-sheet-day-13",
            "Call sheet: Day 13",
            [
                (
                    "General",
                    [
                        (
                            "rushes",
                            "",
                            "Rushes:\n1. DIT offloads each card to two drives.\n2. Checksum verify both.\n3. "
                            "Shuttle drive couriered to the Bristol lab by 21:00.\n4. Only then clear the card.",
                        ),
                        (
                            "wrap",
                            "",
                            "Wrap:\n1. Radios back to the walkie tent.\n2. Timesheets signed with the 2nd AD.\n3. "
                            "Last vehicle out locks the base gate.",
                        ),
                        (
                            "phones-rule",
                            "",
                            "Phones silent on the floor; no photos of cast or set on social media.",
                        ),
                        ("crew-call", "", "Crew on set half six as standard."),
                        (None, "oneoff", "Sc 41 and 42: 2 3/8 pages."),
                        (None, "chat", "Cheers to sparks for the early rig."),
                    ],
                ),
                (
                    "Main unit",
                    [
                        ("main-radio", "", "Talk on ch 1."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-17",
            "call-sheet-day-14",
            "Call sheet: Day 14",
            [
                (
                    "General",
                    [
                        ("unit-base", "correct", "Unit base: Fenwick Farm yard, off the B3306."),
                        ("first-ad", "correct", "Rosa Vidal replaces Ned Calloway as 1st AD."),
                        (
                            "catering",
                            "refine",
                            "Fork & Reel lunch 12:30; vegan and gluten-free plates must be pre-ordered by 10:00.",
                        ),
                        ("hospital", "", "Casualty: Royal Tregarth, about a quarter hour by car."),
                        (None, "oneoff", "Cast 3 and 7 called 07:15 for hair and make-up."),
                    ],
                ),
                (
                    "Splinter unit",
                    [
                        ("splinter-director", "", "Callum Reid directing."),
                        ("splinter-radio", "", "Walkies on ch 4."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-19",
            "call-sheet-day-16",
            "Call sheet: Day 16",
            [
                (
                    "General",
                    [
                        ("shoot-days", "correct", "Schedule now 34 shooting days after the beach reshoots."),
                        ("first-ad", "", "Rosa Vidal running the floor as 1st AD."),
                        ("unit-base", "", "Base stays at Fenwick Farm yard."),
                        (
                            "rushes",
                            "",
                            "Cards: double offload, checksums, drive to the Bristol lab before 21:00, card wiped last.",
                        ),
                        (
                            "wrap",
                            "",
                            "At wrap: walkies to the tent, 2nd AD signs timesheets, final vehicle locks the gate.",
                        ),
                        ("phones-rule", "", "Mobiles on silent during takes; nothing from set goes online."),
                        (None, "chat", "Happy birthday to Jess in costume."),
                    ],
                ),
                (
                    "Main unit",
                    [
                        ("main-director", "", "Anouk Steyn directing."),
                        ("drone-rule", "", "Aerials only with Kit, our licensed drone pilot, present."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [DAIRY, HELPDESK, FAMILY, FILM]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "dairy": [("top-field-size", "lower-meadow-size"), ("top-field-rest", "lower-meadow-rest")],
    "helpdesk": [("hs-onsite", "ml-onsite"), ("hs-printer", "ml-printer")],
    "kids": [("maya-teacher", "theo-teacher"), ("maya-club", "theo-club")],
    "filmunit": [("main-radio", "splinter-radio"), ("main-director", "splinter-director")],
}

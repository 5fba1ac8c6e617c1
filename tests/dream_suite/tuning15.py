"""A fifteenth tuning half: four families written blind to the engine (a wedding DJ's chat sessions with an
assistant, a community makerspace's members' handbook, a tenants' and residents' association's committee minutes, a
ski resort patrol hut log). Tuned on from the commit that added them."""

from tests.dream_suite import Fact, Family, Note

# 1. Wedding and party DJ's chat sessions with an assistant, first person. The wedding and party packages are
#    sibling subjects (price for hours), as are two venues' music curfews; the wedding price is corrected with
#    "actually", one venue's curfew by a bare new time, the cover DJ by name with "now", the PAT tester by name with
#    no marker; refinements add a deposit deadline, a wireless mic and a final call to the booking routine.
WEDDING_DJ = Family(
    "wedding-dj",
    "self-employed wedding and party DJ",
    "session",
    [
        Fact("sober-rule", "personal"),
        Fact("no-games", "personal"),
        Fact("setup-time", "personal"),
        Fact("wedding-price", "wiki", now=[r"£\s*750|750 quid"], was=[r"£\s*695"]),
        Fact("party-price", "wiki"),
        Fact("mileage", "wiki"),
        Fact("deposit", "wiki", detail=[r"\b7 days|seven days"]),
        Fact("main-rig", "wiki", detail=[r"shure|wireless"]),
        Fact("pat-tester", "wiki", now=[r"voltcheck"], was=[r"ridings"]),
        Fact("oakley-curfew", "wiki"),
        Fact("mill-curfew", "wiki", now=[r"23:45|quarter to twelve"], was=[r"midnight|00:00"]),
        Fact("backup-dj", "wiki", now=[r"\bdev\b|mistry"], was=[r"kieran|walsh|sound affair"]),
        Fact("booking-steps", "procedure", detail=[r"final call"]),
        Fact("pack-down", "procedure"),
    ],
    [
        Note(
            "2026-05-04",
            "business-basics",
            "Sorting out my DJ business notes",
            [
                (
                    "How I work",
                    [
                        (
                            None,
                            "chat",
                            "Hiya! Wedding season's about to kick off and I want my notes sorted before it does.",
                        ),
                        ("sober-rule", "", "I never drink at a gig, not even a glass of fizz for the toasts."),
                        (
                            "no-games",
                            "",
                            "I'll do the announcements, but I don't run party games or do a cheesy MC act. "
                            "That's just not me.",
                        ),
                        (
                            "setup-time",
                            "",
                            "I like to be fully set up and sound-checked at least 90 minutes before the first dance.",
                        ),
                        ("mileage", "", "Travel's free within 30 miles of Wakefield; past that I charge 45p a mile."),
                    ],
                ),
                (
                    "Prices",
                    [
                        (
                            "wedding-price",
                            "",
                            "My wedding package is £695 for up to six hours of music, ceremony PA included.",
                        ),
                        (
                            "party-price",
                            "",
                            "My party package is £395 for up to four hours of music, uplighters included.",
                        ),
                        ("deposit", "", "A 25% non-refundable deposit holds the date."),
                    ],
                ),
                (
                    "Kit",
                    [
                        (
                            "main-rig",
                            "",
                            "Main rig is two RCF ART 745 tops on poles, an 18-inch sub and a Pioneer XDJ-RX3.",
                        ),
                        ("pat-tester", "", "All my kit gets PAT tested once a year by Ridings Electrical."),
                        (None, "oneoff", "Replacement fan for the lighting controller arrived this morning."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-06",
            "venues-and-bookings",
            "Venue rules and my booking routine",
            [
                (
                    "Venues",
                    [
                        ("oakley-curfew", "", "Oakley Barn has a hard music curfew at 23:30."),
                        ("mill-curfew", "", "Harewood Mill has a hard music curfew at midnight."),
                        (
                            "backup-dj",
                            "",
                            "If I'm ever ill, Kieran Walsh from Sound Affair covers my bookings.",
                        ),
                    ],
                ),
                (
                    "Bookings",
                    [
                        (
                            "booking-steps",
                            "",
                            "When a couple books:\n1. Send the contract through HoneyBook.\n2. Invoice the "
                            "deposit.\n3. Put the date in my Google calendar with the venue's postcode.\n4. Send "
                            "my music planning form eight weeks before the day.",
                        ),
                        (
                            "pack-down",
                            "",
                            "End-of-night pack-down:\n1. Last song, house lights up, thank-you on the mic.\n2. "
                            "Power everything down and unplug at the wall.\n3. Coil the cables and bag them by "
                            "length.\n4. Speakers into the van first, then one last walk round the room for "
                            "anything left behind.",
                        ),
                        (
                            None,
                            "chat",
                            "Can you say that more briefly? I'll be reading it on my phone in a dark car park.",
                        ),
                        (None, "oneoff", "Booking ref for the Hartley wedding on 13 June is WD-2611."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-13",
            "price-review",
            "Reviewing my prices and cover",
            [
                (
                    "",
                    [
                        (
                            "wedding-price",
                            "correct",
                            "Actually I'm putting weddings up to £750 for anything booked from today, still six hours.",
                        ),
                        (
                            "backup-dj",
                            "correct",
                            "Dev Mistry is now my cover DJ if I'm off sick; he runs the same RCF setup as me.",
                        ),
                        (
                            "party-price",
                            "",
                            "Birthday dos and anniversaries: three hundred and ninety-five quid, four-hour set.",
                        ),
                        (
                            "deposit",
                            "refine",
                            "The quarter-of-the-fee deposit has to be paid within 7 days of signing, otherwise the "
                            "date goes back on sale.",
                        ),
                        (
                            "sober-rule",
                            "",
                            "Zero alcohol for me while I'm working. I'm driving the van home at 1am anyway.",
                        ),
                        (None, "oneoff", "The Patel party deposit of £100 landed in my account today."),
                        (None, "chat", "Knackered, to be honest. Three weddings in three days last weekend."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-20",
            "kit-and-venues",
            "Kit check and venue updates",
            [
                (
                    "Venues",
                    [
                        (
                            "mill-curfew",
                            "correct",
                            "Harewood Mill's music curfew is 23:45, their events manager emailed over the licence.",
                        ),
                        ("oakley-curfew", "", "At Oakley Barn the music must be off by half eleven, no exceptions."),
                        (None, "oneoff", "Saturday's Oakley Barn couple left me a five-star review on Hitched."),
                    ],
                ),
                (
                    "Kit",
                    [
                        ("pat-tester", "correct", "Voltcheck in Morley do my yearly PAT tests."),
                        (
                            "main-rig",
                            "refine",
                            "I've added a Shure BLX wireless handheld to the main rig for speeches, alongside the "
                            "RCF tops, sub and XDJ-RX3.",
                        ),
                    ],
                ),
                (
                    "Admin",
                    [
                        (
                            "booking-steps",
                            "refine",
                            "After the planning form goes out I also book a final call with the couple two weeks "
                            "before the wedding to run through timings.",
                        ),
                        ("mileage", "", "Gigs further than 30 miles out cost the client an extra 45p/mile."),
                        (
                            "setup-time",
                            "",
                            "I want to be ready and tested an hour and a half before the couple take to the floor.",
                        ),
                        (None, "chat", "Cheers, that's spot on."),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Community makerspace members' handbook, resource notes in third person and imperative. The laser cutter and
#    the CNC router are sibling subjects (induction slot and leader, bed size); the weeknight closing time is
#    corrected with "changed to", the membership fee by a bare new value, the CNC induction leader by name with no
#    marker, the H&S officer by name with "from now on"; refinements add photo ID and the honeycomb bed check.
MAKERSPACE = Family(
    "makerspace",
    "community makerspace members' handbook",
    "resource",
    [
        Fact("weeknight-close", "wiki", now=[r"21:30"], was=[r"22:00"]),
        Fact("membership-fee", "wiki", now=[r"£\s*28"], was=[r"£\s*25"]),
        Fact("hs-officer", "wiki", now=[r"marcus|\blee\b"], was=[r"\bjen\b|okafor"]),
        Fact("laser-induction", "wiki"),
        Fact("cnc-induction", "wiki", now=[r"aled|morgan"], was=[r"\btom\b|beckett"]),
        Fact("laser-bed", "wiki"),
        Fact("cnc-bed", "wiki"),
        Fact("printers", "wiki"),
        Fact("offcuts", "wiki"),
        Fact("no-lone-working", "personal"),
        Fact("tidy-time", "personal"),
        Fact("under-18s", "personal"),
        Fact("onboarding", "procedure", detail=[r"photo id"]),
        Fact("laser-job", "procedure", detail=[r"honeycomb"]),
    ],
    [
        Note(
            "2026-02-09",
            "members-handbook",
            "Forge Lane Makerspace members' handbook",
            [
                (
                    "",
                    [
                        (
                            None,
                            "chat",
                            "Welcome to Forge Lane! The directors keep this handbook up to date; suggest edits in "
                            "#handbook on the Discord.",
                        ),
                    ],
                ),
                (
                    "Opening hours",
                    [
                        (
                            "weeknight-close",
                            "",
                            "On weeknights (Tue–Fri) the space opens at 18:00 and closes at 22:00.",
                        ),
                        (
                            "tidy-time",
                            "",
                            "The last 15 minutes of every session are tidy-up time: machines off, benches cleared, "
                            "floor swept.",
                        ),
                    ],
                ),
                (
                    "Membership",
                    [
                        ("membership-fee", "", "Full membership is £25 a month; concessions pay £15."),
                        (
                            "onboarding",
                            "",
                            "Joining the space:\n1. Sign up on the members' portal.\n2. Set up the monthly "
                            "standing order.\n3. Attend the general safety tour (Wednesdays, 19:00).\n4. Collect "
                            "your door fob from a director.",
                        ),
                    ],
                ),
                (
                    "House rules",
                    [
                        (
                            "no-lone-working",
                            "",
                            "Power tools are never used alone: at least two members must be in the building.",
                        ),
                        (
                            "under-18s",
                            "",
                            "Under-18s may visit only with a parent or guardian present, and may not use any "
                            "red-tagged machine.",
                        ),
                        ("hs-officer", "", "Health and safety questions go to the H&S officer, Jen Okafor."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-16",
            "machines",
            "Machines and inductions",
            [
                (
                    "Laser cutter",
                    [
                        (
                            "laser-induction",
                            "",
                            "Laser cutter inductions run on the first Tuesday of each month, led by Priya Nair.",
                        ),
                        ("laser-bed", "", "Laser cutter bed: 600 x 400 mm, up to 6 mm plywood or acrylic."),
                        (
                            "laser-job",
                            "",
                            "Running a laser job:\n1. Log in on the machine tablet with your fob.\n2. Switch on "
                            "the extraction and the air assist.\n3. Focus the lens with the brass gauge.\n4. Stay "
                            "with the machine for the whole cut.",
                        ),
                        (
                            None,
                            "oneoff",
                            "The replacement laser tube came on Friday and has been fitted; test cuts look good.",
                        ),
                    ],
                ),
                (
                    "CNC router",
                    [
                        (
                            "cnc-induction",
                            "",
                            "CNC router inductions run on the third Tuesday of each month, led by Tom Beckett.",
                        ),
                        ("cnc-bed", "", "CNC router bed: 1220 x 610 mm, up to 25 mm plywood or MDF."),
                    ],
                ),
                (
                    "3D printers",
                    [
                        (
                            "printers",
                            "",
                            "The three Prusa MK4 printers need no induction. Book a slot on the portal and bring "
                            "your own filament, or buy it at cost.",
                        ),
                    ],
                ),
                (
                    "Materials",
                    [
                        (
                            "offcuts",
                            "",
                            "Offcuts in the blue bins are free to anyone; stock on the red rack is paid for via the "
                            "honesty box.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-02",
            "members-handbook",
            "Forge Lane Makerspace members' handbook",
            [
                (
                    "Opening hours",
                    [
                        (
                            "weeknight-close",
                            "correct",
                            "Weeknight closing time changed to 21:30 to save on heating; doors still open at 18:00.",
                        ),
                        (
                            "tidy-time",
                            "",
                            "A quarter of an hour before closing, everyone stops work and cleans down their area.",
                        ),
                    ],
                ),
                (
                    "Membership",
                    [
                        ("membership-fee", "correct", "Full membership: £28 per month (concession rate stays £15)."),
                        (
                            "onboarding",
                            "refine",
                            "New members must bring photo ID when they collect a door fob, and sign the key register.",
                        ),
                        (
                            None,
                            "chat",
                            "Huge thanks to everyone who turned up on Saturday to repaint the entrance.",
                        ),
                    ],
                ),
                (
                    "House rules",
                    [
                        (
                            "hs-officer",
                            "correct",
                            "From now on, safety questions and near-miss reports go to Marcus Lee, the H&S officer.",
                        ),
                        (
                            "no-lone-working",
                            "",
                            "Nobody runs workshop machinery unless someone else is on site.",
                        ),
                        (
                            None,
                            "oneoff",
                            "The bandsaw is out of service until the new blade arrives (ordered 27 Feb).",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-16",
            "machines",
            "Machines and inductions",
            [
                (
                    "Laser cutter",
                    [
                        ("laser-bed", "", "Biggest sheet the laser takes is 60 by 40 cm; 6 mm is the thickest."),
                        (
                            "laser-job",
                            "refine",
                            "Before every laser job, check the honeycomb bed is clear: small scraps left underneath "
                            "catch fire.",
                        ),
                    ],
                ),
                (
                    "CNC router",
                    [
                        (
                            "cnc-induction",
                            "correct",
                            "CNC router inductions run on the third Tuesday of each month, led by Aled Morgan.",
                        ),
                    ],
                ),
                (
                    "3D printers",
                    [
                        ("printers", "", "Anyone can use the Prusas without being inducted; just reserve time online."),
                    ],
                ),
                (
                    "Materials",
                    [
                        (
                            "offcuts",
                            "",
                            "Help yourself to anything in the blue scrap bins. Sheets from the red rack must be "
                            "paid for.",
                        ),
                        (None, "oneoff", "Open evening on 28 March: two volunteers still needed on the door."),
                        (None, "chat", "If anything here is unclear, ask a director or post on the Discord."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Tenants' and residents' association committee minutes, third person with initials. Blocks A and B are sibling
#    subjects (bin day, block rep); the meeting time is corrected with "now", the room hire charge by a bare new
#    value, the housing officer by name with no marker, Block B's bin day with "changed to"; refinements add photos
#    to repair reports and a deposit for the garden key.
RESIDENTS_ASSOC = Family(
    "residents-assoc",
    "tenants' and residents' association committee minutes",
    "minutes",
    [
        Fact("quorum", "personal"),
        Fact("declare-interests", "personal"),
        Fact("two-signatories", "personal"),
        Fact("meeting-night", "wiki", now=[r"6\.30\s*pm|18:30|half six"], was=[r"\b7\s*pm|19:00"]),
        Fact("hall-hire", "wiki", now=[r"£\s*12\b"], was=[r"£\s*10\b"]),
        Fact("housing-officer", "wiki", now=[r"amina|farah"], was=[r"steve|rowlands"]),
        Fact("a-bins", "wiki"),
        Fact("b-bins", "wiki", now=[r"wednesday"], was=[r"tuesday"]),
        Fact("a-rep", "wiki"),
        Fact("b-rep", "wiki"),
        Fact("subs", "wiki"),
        Fact("garden-key", "wiki", detail=[r"£\s*5\b"]),
        Fact("repairs-reporting", "procedure", detail=[r"photo"]),
        Fact("grant-application", "procedure"),
    ],
    [
        Note(
            "2026-01-08",
            "committee-minutes",
            "Calder Court TARA committee meeting, 8 January",
            [
                (
                    "1. Attendance and apologies",
                    [
                        (None, "oneoff", "Present: MD (chair), FO (secretary), RB (treasurer), LH, DC. No apologies."),
                        ("quorum", "", "MD reminded members that the quorum is four committee members."),
                        (
                            "declare-interests",
                            "",
                            "Members must declare any personal interest before an agenda item is discussed.",
                        ),
                    ],
                ),
                (
                    "2. Meetings and the community room",
                    [
                        (
                            "meeting-night",
                            "",
                            "Committee meetings are held on the first Thursday of each month at 7pm in the "
                            "community room.",
                        ),
                        ("hall-hire", "", "Residents can hire the community room for £10 an hour; bookings via FO."),
                        ("subs", "", "Membership of the TARA is free to all tenants and leaseholders."),
                    ],
                ),
                (
                    "3. Block reports",
                    [
                        ("a-bins", "", "Block A bins are collected on Mondays."),
                        ("b-bins", "", "Block B bins are collected on Tuesdays."),
                        ("a-rep", "", "Block A rep: Lorraine Hussey (LH)."),
                        ("b-rep", "", "Block B rep: Dennis Clarke (DC)."),
                    ],
                ),
                (
                    "4. Housing and repairs",
                    [
                        (
                            "housing-officer",
                            "",
                            "The estate's housing officer at Kirkgate Homes is Steve Rowlands.",
                        ),
                        (
                            "repairs-reporting",
                            "",
                            "Agreed process for communal repairs:\n1. Ring Kirkgate Homes repairs on 0113 496 "
                            "0812 and get a job number.\n2. Email the job number to FO.\n3. FO logs it on the "
                            "repairs tracker.\n4. Anything still open is raised at the next meeting.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-05",
            "committee-minutes",
            "Calder Court TARA committee meeting, 5 February",
            [
                (
                    "1. Apologies",
                    [
                        (None, "oneoff", "Apologies from DC (on nights this week)."),
                        (None, "chat", "MD welcomed two new residents from Block B who came to observe."),
                    ],
                ),
                (
                    "2. Finance",
                    [
                        (
                            "two-signatories",
                            "",
                            "RB confirmed that every payment out of the TARA account needs two signatories.",
                        ),
                        (
                            "grant-application",
                            "",
                            "Applying to the Kirkgate Community Chest, as agreed:\n1. The project is agreed at a "
                            "quorate committee meeting.\n2. RB gets two written quotes.\n3. FO completes the "
                            "Kirkgate Homes application form.\n4. Chair and treasurer both sign before it is sent.",
                        ),
                        (
                            "hall-hire",
                            "correct",
                            "Community room hire for residents: £12 per hour from 1 March, to cover the higher "
                            "electricity bills.",
                        ),
                    ],
                ),
                (
                    "3. Housing and repairs",
                    [
                        (
                            "housing-officer",
                            "correct",
                            "Housing officer for Calder Court: Amina Farah, Kirkgate Homes.",
                        ),
                        (None, "oneoff", "Action: MD to invite the housing officer to the March meeting."),
                        (
                            "repairs-reporting",
                            "refine",
                            "When reporting a communal repair, residents should also send FO photos of the fault "
                            "along with the job number.",
                        ),
                    ],
                ),
                (
                    "4. Block reports",
                    [
                        ("a-rep", "", "LH continues to speak for Block A residents."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-05",
            "committee-minutes",
            "Calder Court TARA committee meeting, 5 March",
            [
                (
                    "1. Apologies",
                    [
                        (None, "oneoff", "Apologies: RB. Amina Farah (Kirkgate Homes) attended for item 3."),
                        (
                            "quorum",
                            "",
                            "The chair noted that no decision can be taken unless at least four of the committee "
                            "are present.",
                        ),
                    ],
                ),
                (
                    "2. Meetings",
                    [
                        (
                            "meeting-night",
                            "correct",
                            "From April, committee meetings will now start at 6.30pm so that families can attend; "
                            "still the first Thursday, community room.",
                        ),
                    ],
                ),
                (
                    "3. Block reports",
                    [
                        (
                            "b-bins",
                            "correct",
                            "DC reported that Block B's bin collection day has changed to Wednesdays.",
                        ),
                        ("a-bins", "", "LH: no change for Block A, wheelie bins still go out for Monday."),
                        (
                            "garden-key",
                            "",
                            "The key to the residents' garden is kept by the caretaker, Paul, in the Block A office.",
                        ),
                    ],
                ),
                (
                    "4. Finance",
                    [
                        (
                            "subs",
                            "",
                            "RB (by email) confirmed again that residents pay nothing to join the association.",
                        ),
                        ("two-signatories", "", "No money leaves the account without sign-off from two officers."),
                        (None, "chat", "Thanks recorded to LH for the biscuits."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-02",
            "committee-minutes",
            "Calder Court TARA committee meeting, 2 April",
            [
                (
                    "1. Apologies",
                    [
                        (None, "oneoff", "Present: MD, FO, RB, LH, DC. No apologies."),
                        (
                            "declare-interests",
                            "",
                            "Reminder from the chair: anyone with a personal stake in an item must say so before it "
                            "is debated.",
                        ),
                    ],
                ),
                (
                    "2. Residents' garden",
                    [
                        (
                            "garden-key",
                            "refine",
                            "The garden key can be signed out from Paul against a £5 refundable deposit.",
                        ),
                        (None, "oneoff", "Action: DC to get quotes for two new raised beds before the May meeting."),
                    ],
                ),
                (
                    "3. Any other business",
                    [
                        ("meeting-night", "", "Next meeting: first Thursday in May, half six, community room."),
                        (None, "chat", "MD thanked everyone for a friendly and productive meeting."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Ski resort patrol hut log, terse timestamped bullets. The Cairn chair and Summit T-bar (wind hold limits) and
#    the Eagle and Corrie runs (sweep start) are sibling subjects; the briefing time is corrected with "now", the
#    patrol radio channel with "changed to", the head of patrol by name with no marker, the Corrie sweep by a bare
#    new time; refinements mark out the helicopter landing zone and add the vacuum mattress to the toboggan check.
SKI_PATROL = Family(
    "ski-patrol",
    "ski resort patrol hut log",
    "log",
    [
        Fact("pairs", "personal"),
        Fact("transceiver", "personal"),
        Fact("hut-staffed", "personal"),
        Fact("patrol-lead", "wiki", now=[r"kirsty|bain"], was=[r"ewan|macrae"]),
        Fact("briefing-time", "wiki", now=[r"08:00|8 sharp"], was=[r"08:15"]),
        Fact("radio-channel", "wiki", now=[r"\bch(annel)?\s*6\b"], was=[r"\bch(annel)?\s*4\b"]),
        Fact("cairn-wind", "wiki"),
        Fact("tbar-wind", "wiki"),
        Fact("eagle-sweep", "wiki"),
        Fact("corrie-sweep", "wiki", now=[r"16:45"], was=[r"16:30"]),
        Fact("heli-lz", "wiki", detail=[r"orange poles|windsock"]),
        Fact("medical-route", "wiki"),
        Fact("toboggan-check", "procedure", detail=[r"vacuum mattress|vac mat"]),
        Fact("beacon-check", "procedure"),
    ],
    [
        Note(
            "2026-01-12",
            "hut-log",
            "Patrol hut log, Mon 12 Jan",
            [
                (
                    "Standing",
                    [
                        ("patrol-lead", "", "Head of patrol: Ewan MacRae."),
                        ("briefing-time", "", "Briefing 08:15 in the hut, SAIS forecast read out."),
                        ("radio-channel", "", "Patrol radio on ch 4. Lift ops stay on ch 2."),
                        ("pairs", "", "Off-piste: pairs only, never solo."),
                        ("transceiver", "", "Transceivers on send from hut door to hut door."),
                        ("hut-staffed", "", "Hut is never left empty while anyone is out on the hill."),
                    ],
                ),
                (
                    "Lifts",
                    [
                        ("cairn-wind", "", "Cairn chair: stop when gusts exceed 45 mph."),
                        ("tbar-wind", "", "Summit T-bar: stop when gusts exceed 55 mph."),
                    ],
                ),
                (
                    "Sweep",
                    [
                        ("eagle-sweep", "", "Eagle Run sweep starts 16:15."),
                        ("corrie-sweep", "", "Corrie Run sweep starts 16:30."),
                    ],
                ),
                (
                    "Shift",
                    [
                        (
                            None,
                            "oneoff",
                            "09:40 knee inj. on Eagle, F approx 30, toboggan to base, handed over at first aid.",
                        ),
                        (None, "chat", "Cracking bluebird day, bitter cold though."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-13",
            "hut-log",
            "Patrol hut log, Tue 13 Jan",
            [
                (
                    "",
                    [
                        (
                            "toboggan-check",
                            "",
                            "Toboggan check, first thing:\n1. Runners and handles, no cracks.\n2. Straps and "
                            "buckles all present.\n3. Casualty bag: blanket, splints, O2 at least half full.\n4. "
                            "Sign the check sheet on the hut wall.",
                        ),
                        (
                            "beacon-check",
                            "",
                            "Beacon check at briefing:\n1. Everyone switches to send.\n2. Lead walks the line on "
                            "search and checks each one.\n3. Swap over and repeat.\n4. Tick it off in the log.",
                        ),
                        (
                            "medical-route",
                            "",
                            "Casualties go to the base first aid room, then on to Belford Hospital by road ambulance.",
                        ),
                        ("heli-lz", "", "Air ambulance LZ: flat ground below Cairn top station."),
                        (None, "oneoff", "Snow depth at top station 142 cm."),
                        (None, "chat", "Cheers Morag for the soup."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-17",
            "hut-log",
            "Patrol hut log, Sat 17 Jan",
            [
                (
                    "",
                    [
                        ("briefing-time", "correct", "Briefing now 08:00, lifts open 08:30."),
                        (
                            "radio-channel",
                            "correct",
                            "Patrol channel changed to ch 6; too much chatter on the old one.",
                        ),
                        ("pairs", "", "Nobody goes past the boundary rope on their own."),
                        ("cairn-wind", "", "Gusts over 45 on the Cairn = chair off."),
                        (
                            "heli-lz",
                            "refine",
                            "LZ below Cairn top station marked out with 4 orange poles and a windsock.",
                        ),
                        (None, "oneoff", "11:20 T-bar held 25 min, gusting 58 mph at the top. Running again 11:45."),
                        (None, "chat", "Busy Saturday, good shift all."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-24",
            "hut-log",
            "Patrol hut log, Sat 24 Jan",
            [
                (
                    "",
                    [
                        ("patrol-lead", "correct", "Head of patrol: Kirsty Bain."),
                        ("corrie-sweep", "correct", "Corrie Run sweep starts 16:45."),
                        (
                            "toboggan-check",
                            "refine",
                            "Toboggan check also covers the vacuum mattress: pump works, no leaks, valve shut.",
                        ),
                        ("transceiver", "", "Beacons transmitting the whole time you're out of the hut."),
                        ("eagle-sweep", "", "Eagle sweep away at quarter past four."),
                        (
                            "medical-route",
                            "",
                            "Anyone hurt comes down to first aid at the bottom; Belford by road from there.",
                        ),
                        ("briefing-time", "", "Morning brief at 8 sharp."),
                        (None, "oneoff", "14:10 two lost skiers reunited with their group at the Corrie café."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [WEDDING_DJ, MAKERSPACE, RESIDENTS_ASSOC, SKI_PATROL]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "wedding-dj": [("wedding-price", "party-price"), ("oakley-curfew", "mill-curfew")],
    "makerspace": [("laser-induction", "cnc-induction"), ("laser-bed", "cnc-bed")],
    "residents-assoc": [("a-bins", "b-bins"), ("a-rep", "b-rep")],
    "ski-patrol": [("cairn-wind", "tbar-wind"), ("eagle-sweep", "corrie-sweep")],
}

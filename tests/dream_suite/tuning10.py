"""A tenth tuning half: four families written blind to the engine (a furniture restorer's chat sessions with an
assistant, a community radio station's presenters' handbook resource notes, a school science department's meeting
minutes, a veterinary out-of-hours clinic's overnight log)."""

from tests.dream_suite import Fact, Family, Note

# 1. Freelance furniture restorer's chat sessions with an assistant, first person. Two pieces on the bench (the
#    Okafor bureau, the Pemberton chaise) are sibling subjects for due dates and quotes; the chaise's due date is
#    corrected with "actually", the hourly rate with "from next month", the upholsterer by name with "now", the
#    shellac supplier by name with no marker; two refinements (French polishing, veneer repair).
RESTORER = Family(
    "restorer",
    "furniture restoration business",
    "session",
    [
        Fact("hide-glue", "personal"),
        Fact("no-stripping", "personal"),
        Fact("workshop-days", "personal"),
        Fact("deposit", "personal"),
        Fact("hourly-rate", "wiki", now=[r"£\s*35|thirty-five pounds"], was=[r"£\s*32|thirty-two pounds"]),
        Fact("shellac-supplier", "wiki", now=[r"harlow"], was=[r"tatton|rowe"]),
        Fact("upholsterer", "wiki", now=[r"marcus|ivey"], was=[r"\bdeb\b|lyle|stitch"]),
        Fact("bureau-due", "wiki"),
        Fact("chaise-due", "wiki", now=[r"5(th)?\s+(of\s+)?july|fifth of july"], was=[r"28(th)?\s+(of\s+)?june"]),
        Fact("bureau-quote", "wiki"),
        Fact("chaise-quote", "wiki"),
        Fact("take-in", "procedure"),
        Fact("french-polish", "procedure", detail=[r"rottenstone"]),
        Fact("veneer-relay", "procedure", detail=[r"\biron\b"]),
    ],
    [
        Note(
            "2026-05-04",
            "workshop-basics",
            "Getting my restoration notes straight",
            [
                (
                    "How I run the workshop",
                    [
                        (
                            None,
                            "chat",
                            "Hiya! I restore old furniture for a living and my notes are everywhere, so bear with me.",
                        ),
                        (
                            "hide-glue",
                            "",
                            "On anything antique I glue with hot hide glue, never PVA; whoever restores it after "
                            "me has to be able to take the joint apart again.",
                        ),
                        (
                            "no-stripping",
                            "",
                            "I won't put chemical stripper on an original finish. I'd rather clean it and revive it.",
                        ),
                        (
                            "workshop-days",
                            "",
                            "Clients can only drop in at the barn Tuesday to Friday; Saturdays I'm on my stall at "
                            "Ludlow market so the workshop's shut.",
                        ),
                        ("hourly-rate", "", "My bench rate is £32 an hour."),
                        (
                            "deposit",
                            "",
                            "Nothing goes on the bench until the client has paid a third of the quote up front.",
                        ),
                    ],
                ),
                (
                    "On the bench at the moment",
                    [
                        (
                            "bureau-due",
                            "",
                            "Mrs Okafor's Georgian mahogany bureau is promised back to her by 14 June.",
                        ),
                        ("chaise-due", "", "The Pembertons' Victorian chaise longue is due back to them on 28 June."),
                        (
                            "bureau-quote",
                            "",
                            "I quoted £680 for the bureau: new cock beading, the fall re-veneered where it's "
                            "lifting, and a full repolish.",
                        ),
                        ("chaise-quote", "", "The chaise quote came to £1,150, and that includes reupholstering it."),
                        (None, "oneoff", "The bureau arrived today with a key snapped off in the bottom drawer lock."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-07",
            "how-i-work",
            "Writing down how I do things",
            [
                (
                    "",
                    [
                        (
                            "take-in",
                            "",
                            "When a piece comes in:\n1. Photograph it from every side, plus close-ups of any "
                            "damage.\n2. Write a condition report and get the client to initial it.\n3. Send a "
                            "written quote within a week.\n4. Agree a rough finish date with the client.",
                        ),
                        (
                            "french-polish",
                            "",
                            "My French polishing routine:\n1. Clean the surface down with white spirit and 0000 "
                            "wire wool.\n2. Fill the grain with pumice worked in on a rubber.\n3. Body up with "
                            "thin coats of shellac in figure-of-eight strokes.\n4. Spirit off with an almost dry "
                            "rubber for the final shine.",
                        ),
                        (
                            "veneer-relay",
                            "",
                            "Laying down lifted veneer:\n1. Pick the old glue out from under the blister with a "
                            "palette knife.\n2. Work fresh hide glue underneath with a syringe.\n3. Clamp it flat "
                            "with a caul over baking paper and leave it overnight.",
                        ),
                        ("shellac-supplier", "", "I get my shellac flakes and polishes from Tatton & Rowe in Leek."),
                        (
                            "upholsterer",
                            "",
                            "Upholstery isn't my thing, so Deb Lyle at Stitch & Frame does all of it for me.",
                        ),
                        (None, "chat", "Could you turn those into something I can pin up over the bench?"),
                        (
                            None,
                            "oneoff",
                            "Order #TR-55021 went off this morning: two kilos of blonde flakes and a tin of pumice.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-14",
            "chaise-and-rates",
            "The chaise running late, and my rates",
            [
                (
                    "",
                    [
                        (
                            "chaise-due",
                            "correct",
                            "Actually the Pembertons' chaise won't be ready till 5 July, the fabric is on back order.",
                        ),
                        (
                            "hourly-rate",
                            "correct",
                            "From next month my hourly rate goes up to £35; the barn rent has gone up again.",
                        ),
                        ("bureau-quote", "", "Okafor job: six hundred and eighty pounds all in, as agreed."),
                        (
                            "hide-glue",
                            "",
                            "PVA never goes near an old joint in my workshop. It's animal glue, so the repair "
                            "stays reversible.",
                        ),
                        (
                            "workshop-days",
                            "",
                            "No visitors at weekends: customers can only come to the barn midweek, Tues through Fri.",
                        ),
                        (None, "chat", "Honestly the heat in that barn this week, I've been polishing in a vest."),
                        (
                            None,
                            "oneoff",
                            "Mr Pemberton rang at lunchtime asking after the castors; told him they're bagged up "
                            "in the drawer.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-26",
            "suppliers",
            "Suppliers and the upholstery",
            [
                (
                    "",
                    [
                        (
                            "upholsterer",
                            "correct",
                            "Deb's retired, so Marcus Ivey now does my upholstery from his unit in Craven Arms.",
                        ),
                        (
                            "shellac-supplier",
                            "correct",
                            "Shellac, pumice and waxes all come from Harlow Finishes in Stoke.",
                        ),
                        (
                            "french-polish",
                            "refine",
                            "When I French polish, the last coat gets rubbed back with rottenstone and a drop of "
                            "oil before I spirit off, after the grain filling and bodying up.",
                        ),
                        (
                            "no-stripping",
                            "",
                            "Original finishes get cleaned and revived, never stripped off with chemicals.",
                        ),
                        ("chaise-quote", "", "For the chaise it's eleven hundred and fifty quid with the new cover."),
                        (None, "chat", "Cheers, that's that sorted then."),
                        (None, "oneoff", "Paid Marcus £210 today for the sample seat cushion."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-09",
            "bench-tips",
            "Veneer repairs and odds and ends",
            [
                (
                    "",
                    [
                        (
                            "veneer-relay",
                            "refine",
                            "With lifted veneer I've started warming the blister with an old clothes iron first "
                            "so the original glue softens, then I syringe in hide glue and clamp it under a caul "
                            "overnight.",
                        ),
                        (
                            "take-in",
                            "",
                            "Intake in short: photos of every face, a condition report the customer signs, a "
                            "written estimate inside seven days, then we fix a likely completion date.",
                        ),
                        (
                            "deposit",
                            "",
                            "I still insist on one-third of the estimate as a deposit before I start any work.",
                        ),
                        ("bureau-due", "", "Mrs Okafor gets her bureau home on the 14th of June as planned."),
                        ("chaise-due", "", "The chaise goes back to the Pembertons on the fifth of July."),
                        ("hourly-rate", "", "Bench time is billed at thirty-five pounds an hour."),
                        (
                            "shellac-supplier",
                            "",
                            "All my polishing supplies get ordered from Harlow in Stoke these days.",
                        ),
                        (None, "oneoff", "Got the broken key out of the bureau drawer with a drop of oil and a pick."),
                        (None, "chat", "Right, off to fetch a pine dresser. Speak soon!"),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Community radio presenters' handbook, resource notes (two dropped-in files, later versions on later days).
#    Breakfast and Drive are sibling subjects (slot, presenter) under one schedule heading; the breakfast slot is
#    corrected with "from 1 July", the travel allowance by a bare new value, the station manager by name with "now",
#    the Drive presenter by name with no marker; two refinements (idents, music logging).
RADIO = Family(
    "radio",
    "community radio presenters' handbook",
    "resource",
    [
        Fact("no-swearing", "personal"),
        Fact("arrive-early", "personal"),
        Fact("station-ident", "personal", detail=[r"ad break"]),
        Fact("lidded-drinks", "personal"),
        Fact("station-manager", "wiki", now=[r"omar|haddad"], was=[r"gwen|rhys"]),
        Fact("travel-expenses", "wiki", now=[r"£\s*12\b|twelve pounds"], was=[r"£\s*10\b|ten pounds"]),
        Fact("logger", "wiki"),
        Fact("breakfast-slot", "wiki", now=[r"\b6\s*am|\bsix\b"], was=[r"\b7\s*am|\bseven\b"]),
        Fact("drive-slot", "wiki"),
        Fact("breakfast-host", "wiki"),
        Fact("drive-host", "wiki", now=[r"tess|morrow"], was=[r"kwame|asante"]),
        Fact("studio-open", "procedure"),
        Fact("music-log", "procedure", detail=[r"monday"]),
        Fact("dead-air", "procedure"),
    ],
    [
        Note(
            "2026-06-01",
            "presenter-handbook",
            "Canalside 97.3 presenters' handbook",
            [
                (
                    "Welcome",
                    [
                        (None, "chat", "Welcome aboard! Canalside only stays on air because of volunteers like you."),
                        (
                            "station-manager",
                            "",
                            "The station manager is Gwen Rhys; anything about the future of your show goes to her.",
                        ),
                        ("travel-expenses", "", "Volunteers can claim back up to £10 of travel costs per show."),
                    ],
                ),
                (
                    "On-air rules",
                    [
                        (
                            "no-swearing",
                            "",
                            "No swearing on air before the 9pm watershed, and that includes lyrics: play the "
                            "radio edit.",
                        ),
                        ("arrive-early", "", "Be in the building at least 20 minutes before your show starts."),
                        ("station-ident", "", "Give the station ident, 'Canalside 97.3', at the top of every hour."),
                        (
                            "lidded-drinks",
                            "",
                            "Only drinks with a lid are allowed in the studios, and never on the desk itself.",
                        ),
                        (
                            "logger",
                            "",
                            "Everything we broadcast is captured by the off-air logger and kept for 42 days, as "
                            "Ofcom requires.",
                        ),
                    ],
                ),
                (
                    "Weekday schedule",
                    [
                        ("breakfast-slot", "", "Breakfast runs weekdays from 7am to 10am."),
                        ("breakfast-host", "", "Breakfast is presented by Lorna Figg."),
                        ("drive-slot", "", "Drive is on weekdays from 4pm to 7pm."),
                        ("drive-host", "", "Kwame Asante presents Drive."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-03",
            "studio-quickstart",
            "Studio A quick start",
            [
                (
                    "",
                    [
                        (
                            "studio-open",
                            "",
                            "Opening up Studio A:\n1. Sign the studio book at reception and collect the key.\n2. "
                            "Power up the mixing desk and both mic processors.\n3. Check the profanity delay "
                            "light is green.\n4. Fade the automation down under the handover jingle and go live.",
                        ),
                        (
                            "music-log",
                            "",
                            "Logging your music:\n1. Every track you play goes into the PlayIt log with artist, "
                            "title and duration.\n2. Add anything played from CD or vinyl by hand.\n3. Save the "
                            "log under your show name and the date.",
                        ),
                        (
                            "dead-air",
                            "",
                            "If we go off air or you hear dead air:\n1. Hit the red EMERGENCY button to bring the "
                            "automation back.\n2. Ring the duty engineer on the number taped to the desk.\n3. "
                            "Write the time and what happened in the fault book.",
                        ),
                        (
                            None,
                            "oneoff",
                            "The transmitter is being serviced on the night of 12 June, so we'll be off air from "
                            "1am to 3am.",
                        ),
                        (None, "oneoff", "Mic 2 has lost its foam windshield; a replacement is on order."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-15",
            "presenter-handbook",
            "Canalside 97.3 presenters' handbook (June revision)",
            [
                (
                    "Welcome",
                    [
                        (
                            "station-manager",
                            "correct",
                            "Omar Haddad is now station manager, taking over from Gwen Rhys, who has stepped down.",
                        ),
                        ("travel-expenses", "correct", "Travel expenses claimable: £12 per show at most."),
                        (None, "chat", "A huge thank you to Gwen for eleven years at the helm."),
                    ],
                ),
                (
                    "On-air rules",
                    [
                        (
                            "arrive-early",
                            "",
                            "Aim to turn up twenty minutes ahead of your slot so the handover isn't a scramble.",
                        ),
                        (
                            "station-ident",
                            "refine",
                            "Say the ident ('Canalside 97.3') on the hour and again coming out of every ad break.",
                        ),
                        (
                            "no-swearing",
                            "",
                            "Keep it clean until nine at night: no bad language on air, from you or from the songs.",
                        ),
                    ],
                ),
                (
                    "Weekday schedule",
                    [
                        ("breakfast-slot", "correct", "From 1 July breakfast moves to 6am to 9am."),
                        ("breakfast-host", "", "Lorna Figg stays on as the breakfast presenter."),
                        ("drive-host", "correct", "Drive: presented by Tess Morrow."),
                        (
                            None,
                            "oneoff",
                            "Outside broadcast from the Summer Fair on Saturday 20 June; OB crew meet at the van at 9.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-22",
            "studio-quickstart",
            "Studio A quick start",
            [
                (
                    "",
                    [
                        (
                            "music-log",
                            "refine",
                            "Music logging: every track into the PlayIt log (artist, title, duration), CDs and "
                            "vinyl added by hand, and the week's logs sent to the music team by Monday noon for "
                            "the PRS return.",
                        ),
                        (
                            "dead-air",
                            "",
                            "Silence on air? Red EMERGENCY button first so automation takes over, then phone the "
                            "engineer on duty, then note down when and what in the fault book.",
                        ),
                        ("lidded-drinks", "", "Cups with lids only in the studio, and keep them off the mixing desk."),
                        (
                            "studio-open",
                            "",
                            "Start-up in brief: sign in and grab the key, desk and mic processors on, confirm the "
                            "delay light shows green, then cross-fade from automation under the jingle.",
                        ),
                        ("logger", "", "The off-air recorder holds six weeks of output, which is the legal minimum."),
                        (None, "oneoff", "Studio B headphones have gone off for repair, ticket RP-7713."),
                        (None, "chat", "Please be gentle with the new coffee machine, it's temperamental."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-07-06",
            "presenter-handbook",
            "Canalside 97.3 presenters' handbook (July revision)",
            [
                (
                    "Welcome",
                    [
                        (
                            "station-manager",
                            "",
                            "Questions about where your show is heading go to Omar Haddad, our station manager.",
                        ),
                        (
                            "travel-expenses",
                            "",
                            "You can reclaim up to twelve pounds in travel for each show you present.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Our Ofcom licence renewal has been submitted, reference CR-2026-0419.",
                        ),
                    ],
                ),
                (
                    "On-air rules",
                    [
                        ("station-ident", "", "Idents: top of the hour, plus after each ad break."),
                    ],
                ),
                (
                    "Weekday schedule",
                    [
                        ("breakfast-slot", "", "The breakfast show goes out six till nine on weekdays."),
                        ("drive-slot", "", "Drive keeps its weekday slot, four in the afternoon till seven."),
                        ("drive-host", "", "Tess Morrow hosts drive time."),
                        (None, "chat", "Have a brilliant summer of shows, everyone!"),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Secondary school science department minutes, third person, agenda headings. The chemistry and biology
#    technicians and the Year 11 and Year 13 mocks are sibling subjects; the Year 11 mocks are corrected with
#    "actually", the biology technician by name with "now", the consumables budget by a bare new value, the lab
#    supplier by name with no marker; two refinements (spill procedure, practical requests).
SCIENCE = Family(
    "science",
    "secondary school science department minutes",
    "minutes",
    [
        Fact("meeting-day", "personal"),
        Fact("marking-pens", "personal"),
        Fact("eye-protection", "personal"),
        Fact("homework", "personal"),
        Fact("chem-tech", "wiki"),
        Fact("bio-tech", "wiki", now=[r"hollie|grant"], was=[r"anita|bose"]),
        Fact("y11-mocks", "wiki", now=[r"23(rd)?\s+nov"], was=[r"30(th)?\s+nov"]),
        Fact("y13-mocks", "wiki"),
        Fact("budget", "wiki", now=[r"£\s*3,?800|three thousand eight hundred"], was=[r"£\s*4,?200"]),
        Fact("lab-supplier", "wiki", now=[r"brackwell"], was=[r"lodestar"]),
        Fact("exam-board", "wiki"),
        Fact("spill", "procedure", detail=[r"incident form"]),
        Fact("practical-request", "procedure", detail=[r"hazcard"]),
        Fact("test-data", "procedure"),
    ],
    [
        Note(
            "2026-09-08",
            "dept-minutes",
            "Science department meeting, 8 September",
            [
                (
                    "Welcome and housekeeping",
                    [
                        (None, "chat", "Mrs Ellery welcomed everyone back and introduced the two new trainees."),
                        ("meeting-day", "", "Department meetings will be held every other Tuesday at 15:30 in S1."),
                        (
                            "marking-pens",
                            "",
                            "Reminder of the department convention: teachers mark in green pen and students "
                            "respond to feedback in purple.",
                        ),
                    ],
                ),
                (
                    "Health and safety",
                    [
                        (
                            "eye-protection",
                            "",
                            "Every student wears eye protection from the moment any heating or chemicals come "
                            "out until the bench is cleared.",
                        ),
                        (
                            "spill",
                            "",
                            "The chemical spill procedure was reissued:\n1. Move students well away from the "
                            "spill.\n2. Open the windows and switch on the fume cupboard extraction.\n3. Contain "
                            "it with the spill kit (vermiculite or sand).\n4. Call the technician to clear it.",
                        ),
                        (
                            None,
                            "oneoff",
                            "The S2 fume cupboard failed its annual test and is out of use until the engineer returns.",
                        ),
                    ],
                ),
                (
                    "Technicians and ordering",
                    [
                        ("chem-tech", "", "Dave Pryce is the chemistry technician, working from the S4 prep room."),
                        ("bio-tech", "", "Anita Bose is the biology technician, working from the S7 prep room."),
                        (
                            "practical-request",
                            "",
                            "To request kit for a practical:\n1. Add a line to the technician request sheet on "
                            "the shared drive.\n2. Give at least three working days' notice.\n3. Collect the "
                            "tray from the prep room the period before.",
                        ),
                        ("lab-supplier", "", "All chemical and glassware orders go through Lodestar Scientific."),
                        ("budget", "", "The consumables budget for this year is £4,200."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-22",
            "dept-minutes",
            "Science department meeting, 22 September",
            [
                (
                    "Exams",
                    [
                        ("y11-mocks", "", "Year 11 science mocks will run in the week beginning 30 November."),
                        ("y13-mocks", "", "Year 13 mocks are timetabled for the week beginning 11 January."),
                        (
                            "exam-board",
                            "",
                            "All GCSE groups follow AQA specifications; the combined science course is Trilogy.",
                        ),
                    ],
                ),
                (
                    "Assessment",
                    [
                        (
                            "test-data",
                            "",
                            "After each end-of-topic test:\n1. Mark it within ten school days.\n2. Enter the raw "
                            "scores in the department tracker.\n3. Flag any student two or more grades below "
                            "target to their head of year.",
                        ),
                        ("homework", "", "Each class is set one piece of science homework a week, on Satchel One."),
                    ],
                ),
                (
                    "AOB",
                    [
                        (None, "chat", "Thanks went to Mr Okoro for the biscuits."),
                        (None, "oneoff", "SLT learning walk this Thursday, periods 2 and 3."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-10-06",
            "dept-minutes",
            "Science department meeting, 6 October",
            [
                (
                    "Exams",
                    [
                        (
                            "y11-mocks",
                            "correct",
                            "The Year 11 mocks are actually in the week of 23 November, a week earlier than "
                            "minuted, so results are back before parents' evening.",
                        ),
                        ("y13-mocks", "", "No change for the sixth form: Y13 mock papers are sat from 11 January."),
                    ],
                ),
                (
                    "Staffing",
                    [
                        (
                            "bio-tech",
                            "correct",
                            "Hollie Grant is now the biology technician in S7; Anita Bose has moved to the "
                            "primary trust.",
                        ),
                        ("chem-tech", "", "Chemistry prep in S4 remains Dave Pryce's responsibility."),
                    ],
                ),
                (
                    "Budget",
                    [
                        (
                            "budget",
                            "correct",
                            "Consumables budget for the year: £3,800 following the trust's reallocation.",
                        ),
                    ],
                ),
                (
                    "Health and safety",
                    [
                        (
                            "eye-protection",
                            "",
                            "Staff were reminded that goggles go on whenever anything is heated or any chemical "
                            "is handled, with no exceptions.",
                        ),
                        (
                            "spill",
                            "refine",
                            "Spill procedure updated: once the technician has cleared the spill, the class "
                            "teacher completes a school incident form the same day.",
                        ),
                        (None, "oneoff", "Two boxes of out-of-date magnesium ribbon were found in S5 for disposal."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-10-20",
            "dept-minutes",
            "Science department meeting, 20 October",
            [
                (
                    "Ordering",
                    [
                        (
                            "lab-supplier",
                            "correct",
                            "Chemicals and glassware are ordered from Brackwell Lab Supplies under the trust "
                            "framework.",
                        ),
                        (
                            "practical-request",
                            "refine",
                            "Practical requests need three working days' notice on the request sheet, and any "
                            "hazardous chemical must have its CLEAPSS Hazcard number written next to it.",
                        ),
                        (
                            "budget",
                            "",
                            "Spending so far sits within the three thousand eight hundred pound consumables allowance.",
                        ),
                    ],
                ),
                (
                    "Teaching and learning",
                    [
                        (
                            "marking-pens",
                            "",
                            "Green-pen marking with purple-pen pupil responses remains the expectation in all books.",
                        ),
                        ("homework", "", "Homework: a single weekly task per class, posted on Satchel One."),
                        (
                            "test-data",
                            "",
                            "Tracker reminder: end-of-topic scores go in within ten school days of the test, and "
                            "anyone two grades under target is reported to the head of year.",
                        ),
                        (None, "chat", "The department congratulated Ms Varga on her engagement."),
                        (None, "oneoff", "Year 8 parents' evening is on Thursday 5 November, 4 to 7pm."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-11-03",
            "dept-minutes",
            "Science department meeting, 3 November",
            [
                (
                    "Housekeeping",
                    [
                        (
                            "meeting-day",
                            "",
                            "The fortnightly Tuesday meeting, half past three in S1, carries on after Christmas.",
                        ),
                        (None, "oneoff", "This week's fire alarm test has been moved to Wednesday."),
                    ],
                ),
                (
                    "Exams",
                    [
                        (
                            "exam-board",
                            "",
                            "It was confirmed that every GCSE science group is entered with AQA, combined on "
                            "the Trilogy route.",
                        ),
                        ("y11-mocks", "", "Year 11 mocks begin on Monday 23 November as planned."),
                    ],
                ),
                (
                    "Staffing",
                    [
                        ("bio-tech", "", "Hollie Grant has settled in well in the biology prep room."),
                        (None, "chat", "The meeting closed at 16:20 with thanks to all."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Veterinary out-of-hours clinic overnight log, terse bullets with abbreviations. The dog and cat wards
#    (capacity) and the ortho and neuro referral centres are sibling subjects; the cat ward is corrected by a bare
#    new value, the lab courier with "now", the night lead by name with "from tonight", the ortho referral centre
#    by name with no marker; two refinements (GDV, morning handover).
VETNIGHT = Family(
    "vetnight",
    "veterinary out-of-hours clinic overnight log",
    "log",
    [
        Fact("cd-double-sign", "personal"),
        Fact("door-rule", "personal"),
        Fact("estimate-rule", "personal"),
        Fact("shift-hours", "wiki"),
        Fact("night-lead", "wiki", now=[r"\bsam\b|oduya"], was=[r"\bbea\b|lund"]),
        Fact("dog-ward", "wiki"),
        Fact("cat-ward", "wiki", now=[r"\b9\b|\bnine\b"], was=[r"\b6\b|\bsix\b"]),
        Fact("lab-courier", "wiki", now=[r"06:00|\b6\s*am"], was=[r"06:30"]),
        Fact("blood-bank", "wiki"),
        Fact("ortho-referral", "wiki", now=[r"ridgeway"], was=[r"hallam"]),
        Fact("neuro-referral", "wiki"),
        Fact("gdv", "procedure", detail=[r"trocar"]),
        Fact("blocked-cat", "procedure"),
        Fact("handover", "procedure", detail=[r"fluid rate"]),
    ],
    [
        Note(
            "2026-08-03",
            "ooh-log",
            "OOH overnight log, Mon 3 Aug",
            [
                (
                    "",
                    [
                        ("shift-hours", "", "OOH shift 19:00-08:00."),
                        ("night-lead", "", "Night lead RVN: Bea Lund. Kennel + drug queries to her."),
                        ("cd-double-sign", "", "CDs: every dose double-signed in CD reg, no exceptions."),
                        (
                            "door-rule",
                            "",
                            "Front door locked after 00:00. Walk-ins not let in w/o 2nd staff member at door.",
                        ),
                        (None, "oneoff", "23:40 RTA collie, # L tibia, stabilised + splinted, to day team."),
                        (None, "chat", "Rain all night, car park flooded again."),
                    ],
                ),
                (
                    "Dog ward",
                    [
                        ("dog-ward", "", "10 kennels."),
                    ],
                ),
                (
                    "Cat ward",
                    [
                        ("cat-ward", "", "6 cages."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-08-04",
            "ooh-log",
            "OOH overnight log, Tue 4 Aug",
            [
                (
                    "",
                    [
                        (
                            "gdv",
                            "",
                            "GDV protocol:\n1. IV cannula both cephalics.\n2. Shock-rate fluid bolus.\n3. R lat "
                            "abdo rad to confirm.\n4. Call on-call surgeon, prep theatre.",
                        ),
                        (
                            "blocked-cat",
                            "",
                            "Blocked tom:\n1. Methadone IV.\n2. Bloods, K+ first.\n3. ECG if K+ > 6.0.\n4. "
                            "Sedate, unblock, indwelling urinary cath.",
                        ),
                        ("estimate-rule", "", "No tx beyond stabilisation until owner signs estimate."),
                        ("lab-courier", "", "Lab courier (Axiom) collects 06:30, samples in fridge box by then."),
                        ("blood-bank", "", "Canine blood: order from Pet Blood Bank UK, arrives ~3 h by courier."),
                        ("ortho-referral", "", "Ortho referrals -> Hallam Referrals, Sheffield."),
                        ("neuro-referral", "", "Neuro referrals -> Pennine Neurology, Leeds."),
                        (None, "chat", "Quiet till 02:00 then chaos. Coffee machine dead again."),
                        (None, "oneoff", "01:15 GDV, lab x, 7y MN, gastropexy by MR, stable at handover."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-08-10",
            "ooh-log",
            "OOH overnight log, Mon 10 Aug",
            [
                (
                    "",
                    [
                        ("night-lead", "correct", "From tonight night lead = Sam Oduya RVN (Bea to days)."),
                        ("cd-double-sign", "", "Reminder: 2 sigs per CD entry in the register."),
                        ("shift-hours", "", "Night cover runs 7pm to 8am."),
                        (
                            "handover",
                            "",
                            "08:00 handover:\n1. Update inpt whiteboard.\n2. Print hosp sheets for each inpt.\n"
                            "3. Verbal to day vet, case by case.",
                        ),
                        (None, "oneoff", "Inpts o/n: 7 dogs, 3 cats. 2 x parvo in iso."),
                        (None, "chat", "Thx day team for restocking the crash trolley."),
                    ],
                ),
                (
                    "Dog ward",
                    [
                        ("dog-ward", "", "Ten kennels, unchanged."),
                    ],
                ),
                (
                    "Cat ward",
                    [
                        ("cat-ward", "correct", "9 cages after refit."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-08-17",
            "ooh-log",
            "OOH overnight log, Mon 17 Aug",
            [
                (
                    "",
                    [
                        ("lab-courier", "correct", "Axiom courier now 06:00 pickup, samples boxed by 05:45."),
                        ("ortho-referral", "correct", "Ortho refs: Ridgeway Referrals, Harrogate."),
                        ("neuro-referral", "", "Neuro cases still to Pennine in Leeds."),
                        (
                            "gdv",
                            "refine",
                            "GDV: if stomach won't decompress by tube, trocarise R flank (14G) before theatre.",
                        ),
                        (
                            "estimate-rule",
                            "",
                            "Signed owner estimate before anything past first aid / stabilising.",
                        ),
                        ("door-rule", "", "No opening up to walk-ins after midnight on your own; get a 2nd person."),
                        ("blood-bank", "", "Blood via PBB UK, ~3h transit."),
                        ("handover", "", "Handover 08:00: whiteboard, hosp sheets, then verbal to day vet."),
                        (None, "oneoff", "Cat ward O2 cage alarm tripped 03:10, reset, ok since."),
                        (None, "chat", "Nice sunrise from the car park for once."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-08-24",
            "ooh-log",
            "OOH overnight log, Mon 24 Aug",
            [
                (
                    "",
                    [
                        (
                            "handover",
                            "refine",
                            "Handover: whiteboard updated, hosp sheets printed, current fluid rates written on "
                            "each kennel card, then verbal to day vet.",
                        ),
                        (
                            "blocked-cat",
                            "",
                            "Blocked cat: methadone, K+ first, ECG if >6, then sedate + unblock + indwelling cath.",
                        ),
                        ("cat-ward", "", "Cat ward capacity 9."),
                        ("night-lead", "", "Sam O. on as night lead."),
                        ("lab-courier", "", "Courier 06:00."),
                        ("ortho-referral", "", "Ortho -> Ridgeway."),
                        (None, "oneoff", "Insurance claim ref for Bramble (RTA 3 Aug): CLM-448120."),
                        (None, "chat", "Last night shift for me before leave, see you all in Sept!"),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [RESTORER, RADIO, SCIENCE, VETNIGHT]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "restorer": [("bureau-due", "chaise-due"), ("bureau-quote", "chaise-quote")],
    "radio": [("breakfast-slot", "drive-slot"), ("breakfast-host", "drive-host")],
    "science": [("chem-tech", "bio-tech"), ("y11-mocks", "y13-mocks")],
    "vetnight": [("dog-ward", "cat-ward"), ("ortho-referral", "neuro-referral")],
}

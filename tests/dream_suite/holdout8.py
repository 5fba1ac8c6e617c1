"""An eighth holdout half: four families written blind to the engine (a leisure centre pool's lifeguard duty log,
a language-school teacher's chat sessions with an assistant, a village hall management committee's minutes, a small
solar-panel installer's prose notes). Never tuned on."""

from tests.dream_suite import Fact, Family, Note

# 1. Leisure centre pool lifeguard duty log, terse bullets. The main and learner pools are sibling subjects (water
#    temperature, bather load), sometimes named only by section headings; the learner pool temperature is corrected by
#    a bare new value, the duty manager by name with "now", early lane swimming with "from now on"; one refinement
#    (the faecal release procedure).
POOL = Family(
    "lifeguard",
    "leisure centre pool lifeguard duty log",
    "log",
    [
        Fact("duty-manager", "wiki", now=[r"dev|patel"], was=[r"karen|ellis"]),
        Fact("main-temp", "wiki"),
        Fact("learner-temp", "wiki", now=[r"32\s*°"], was=[r"31\s*°"]),
        Fact("main-load", "wiki"),
        Fact("learner-load", "wiki"),
        Fact("chem-supplier", "wiki"),
        Fact("aed", "wiki"),
        Fact("lane-swim", "wiki", now=[r"06:00"], was=[r"06:30"]),
        Fact("rotation", "personal"),
        Fact("no-phones", "personal"),
        Fact("uniform", "personal"),
        Fact("nplq", "personal"),
        Fact("close-down", "procedure"),
        Fact("faecal", "procedure", detail=[r"turnover"]),
        Fact("eap", "procedure"),
    ],
    [
        Note(
            "2026-05-04",
            "duty-log",
            "Pool duty log, Mon 4 May",
            [
                (
                    "",
                    [
                        ("duty-manager", "", "Duty manager this month: Karen Ellis, ext 214."),
                        (
                            "rotation",
                            "",
                            "Chair positions rotate every 20 min. Nobody does more than 60 min poolside without a "
                            "break.",
                        ),
                        ("no-phones", "", "No phones on poolside while on duty. Lockers only."),
                        (
                            "chem-supplier",
                            "",
                            "Chemicals (hypo and acid) from Poolchem Direct, delivery Wednesdays.",
                        ),
                        (None, "oneoff", "Early lanes attendance: 34."),
                        (None, "chat", "Quiet start, sun out for once."),
                    ],
                ),
                (
                    "Main pool",
                    [
                        ("main-temp", "", "Water temp target 28°C."),
                        ("main-load", "", "Max bather load 120."),
                    ],
                ),
                (
                    "Learner pool",
                    [
                        ("learner-temp", "", "Water temp target 31°C."),
                        ("learner-load", "", "Max bather load 30."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-06",
            "duty-log",
            "Pool duty log, Wed 6 May",
            [
                (
                    "",
                    [
                        (
                            "close-down",
                            "",
                            "Close-down:\n1. Clear both pools, whistle and tannoy announcement.\n2. Walk the pool "
                            "edges and check the bottom from the high chair.\n3. Check every cubicle and toilet in "
                            "the changing village.\n4. Lock the chemical store and sign the close-down sheet.",
                        ),
                        (
                            "faecal",
                            "",
                            "Faecal release:\n1. Clear the affected pool straight away.\n2. Net it out, bag it, bin "
                            "it in the plant room.\n3. Duty manager to dose up the chlorine.\n4. Log time and pool "
                            "in the incident book.",
                        ),
                        ("lane-swim", "", "Early lane swim weekdays 06:30-08:00, main pool, 6 lanes."),
                        ("aed", "", "AED and O2 kit live in the first aid room behind reception."),
                        (
                            "uniform",
                            "",
                            "On the chair: red shorts, yellow top, whistle and rescue tube. No exceptions.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Child with a nosebleed in the learner pool 15:20, first aid given, parent informed.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-11",
            "duty-log",
            "Pool duty log, Mon 11 May",
            [
                (
                    "",
                    [
                        (
                            "nplq",
                            "",
                            "All guards must hold an in-date NPLQ and do 2 hrs in-service training a month. No "
                            "NPLQ, no chair.",
                        ),
                        (
                            "rotation",
                            "",
                            "Guards change position on the twenties; after an hour on poolside, off for a break.",
                        ),
                        (
                            "eap",
                            "",
                            "EAP, serious incident or suspected spinal:\n1. Long whistle blast and hit the poolside "
                            "alarm.\n2. Second guard clears the pool.\n3. Duty manager calls 999 and meets the "
                            "ambulance at the front door.\n4. Spinal board is on the learner pool wall.",
                        ),
                        (None, "oneoff", "Main pool shut 10:10-10:40, cloudy water after the schools gala."),
                        (None, "chat", "Thanks Sam for covering the late."),
                    ],
                ),
                (
                    "Main pool",
                    [
                        ("main-temp", "", "Holding at 28 degrees."),
                    ],
                ),
                (
                    "Learner pool",
                    [
                        ("learner-temp", "correct", "Up to 32°C for the parent and baby classes."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-18",
            "duty-log",
            "Pool duty log, Mon 18 May",
            [
                (
                    "",
                    [
                        (
                            "duty-manager",
                            "correct",
                            "Duty manager now Dev Patel; Karen has moved to the Riverside site.",
                        ),
                        ("lane-swim", "correct", "From now on early lanes open at 06:00, still finish 08:00."),
                        (
                            "faecal",
                            "refine",
                            "Faecal release: after clearing and netting, the pool stays shut for one full turnover "
                            "(approx 4 hrs) and chlorine is re-tested before reopening.",
                        ),
                        ("chem-supplier", "", "Poolchem drop came in as normal, Weds."),
                        ("learner-load", "", "Learner pool: 30 bathers max, count them in."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-26",
            "duty-log",
            "Pool duty log, Tue 26 May",
            [
                (
                    "",
                    [
                        ("no-phones", "", "Mobiles stay in the staff lockers for the whole shift."),
                        ("learner-temp", "", "Learner pool at 32°C."),
                        ("main-load", "", "Main pool capped at 120 swimmers."),
                        ("duty-manager", "", "Dev on as DM all week."),
                        ("aed", "", "Defib and oxygen: first aid room, behind reception."),
                        (
                            "close-down",
                            "",
                            "Close-down as usual: clear pools, bottom check from the high chair, check the changing "
                            "village, lock the chem store, sign the sheet.",
                        ),
                        (None, "chat", "Bank holiday mayhem, well done all."),
                        (None, "oneoff", "Public session 14:00: 96 in the main pool at peak."),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Language-school teacher's chat sessions with an assistant, first person. The B1 evening and A2 morning classes are
#    sibling subjects (time slot, coursebook); the B1 slot is corrected with "actually", the private lesson rate by a
#    bare new value, the director of studies by name with "now"; two refinements (B1 coursebook edition, new-student
#    steps).
LANGSCHOOL = Family(
    "eslteacher",
    "language-school teacher's chat sessions",
    "session",
    [
        Fact("identity", "personal"),
        Fact("no-fridays", "personal"),
        Fact("green-pen", "personal"),
        Fact("phones", "personal"),
        Fact("b1-slot", "wiki", now=[r"18:00|\bsix\b"], was=[r"18:30"]),
        Fact("a2-slot", "wiki"),
        Fact("b1-book", "wiki", detail=[r"third edition|3rd edition"]),
        Fact("a2-book", "wiki"),
        Fact("private-rate", "wiki", now=[r"£\s*35\b"], was=[r"£\s*32\b"]),
        Fact("dos", "wiki", now=[r"marco|rossi"], was=[r"helen"]),
        Fact("pay-day", "wiki"),
        Fact("placement", "procedure", detail=[r"welcome pack"]),
        Fact("sick", "procedure"),
        Fact("end-course", "procedure"),
    ],
    [
        Note(
            "2026-01-12",
            "teaching-setup",
            "Setting up my teaching notes for the term",
            [
                (
                    "About me and my classes",
                    [
                        (None, "chat", "Hi! I'd like to keep track of my teaching stuff with you this term."),
                        (
                            "identity",
                            "",
                            "I teach English to adults at Lingua House in Brighton, mostly general English classes.",
                        ),
                        ("no-fridays", "", "I don't teach on Fridays; I keep that day for planning and marking."),
                        ("b1-slot", "", "My B1 evening group meets on Tuesdays and Thursdays from 18:30 to 20:00."),
                        ("a2-slot", "", "The A2 morning group is Mondays and Wednesdays, 10:00 to 12:00."),
                        ("b1-book", "", "With the B1s I'm using Speakout Intermediate."),
                        ("a2-book", "", "The A2 class works from English File Elementary."),
                    ],
                ),
                (
                    "The school",
                    [
                        (
                            "dos",
                            "",
                            "Helen Price is our director of studies, so cover and timetable questions go to her.",
                        ),
                        (None, "oneoff", "Only 7 of the B1s made it tonight because of the train strike."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-14",
            "new-students",
            "New students and private lessons",
            [
                (
                    "",
                    [
                        (
                            "placement",
                            "",
                            "When a new student joins:\n1. They do the online placement test.\n2. I do a ten-minute "
                            "speaking interview with them.\n3. I place them in a class and tell reception.\n4. I "
                            "add them to the register in Class Manager.",
                        ),
                        ("private-rate", "", "I charge £32 an hour for private one-to-one lessons."),
                        (
                            "green-pen",
                            "",
                            "I always mark in green pen, never red; red feels too harsh for adult learners.",
                        ),
                        (
                            "phones",
                            "",
                            "My rule is phones face down on the desk in class, unless we're using them for an "
                            "activity.",
                        ),
                        (None, "chat", "Could you put that new-student list into a neater format for me?"),
                        (
                            None,
                            "oneoff",
                            "I've got a trial private lesson with a student called Yuki this Saturday at 11.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-21",
            "sick-and-pay",
            "Sick days, pay and the B1 timetable",
            [
                (
                    "",
                    [
                        (
                            "sick",
                            "",
                            "If I'm ill:\n1. Text the director of studies before 7am.\n2. Upload that day's lesson "
                            "plan to the shared drive.\n3. Email reception so they can warn the students.",
                        ),
                        ("pay-day", "", "Lingua House pays teachers on the 25th of every month."),
                        (
                            "b1-slot",
                            "correct",
                            "Actually the B1 evening class has moved to an 18:00 start, still Tuesday and Thursday.",
                        ),
                        ("a2-book", "", "The A2s are on the Elementary level of English File."),
                        (None, "chat", "It's freezing in the staffroom again, the heating's broken."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-02",
            "term-planning",
            "Planning the second half of term",
            [
                (
                    "Staff and prices",
                    [
                        (
                            "dos",
                            "correct",
                            "Marco Rossi is director of studies now; Helen has gone on maternity leave.",
                        ),
                        ("private-rate", "correct", "My one-to-one lessons are £35 an hour."),
                    ],
                ),
                (
                    "Classes",
                    [
                        (
                            "b1-book",
                            "refine",
                            "For the B1s it's Speakout Intermediate, third edition, and they each need the workbook "
                            "too.",
                        ),
                        ("no-fridays", "", "Fridays are off-limits for classes; that's when I plan."),
                        ("a2-slot", "", "Monday and Wednesday mornings from ten are the A2 lessons."),
                        (None, "oneoff", "The A2s averaged 68% on this week's progress test."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-16",
            "end-of-course",
            "Wrapping up the course",
            [
                (
                    "",
                    [
                        (
                            "end-course",
                            "",
                            "At the end of each course:\n1. Run the progress test in the last lesson.\n2. Enter "
                            "the scores in Class Manager.\n3. Ask reception to print the certificates.\n4. Hand "
                            "them out with a short feedback chat.",
                        ),
                        (
                            "placement",
                            "refine",
                            "For new joiners: placement test online, a ten-minute speaking interview, placement in "
                            "a class, onto the Class Manager register, and then I send them the welcome pack email "
                            "with the class rules and book list.",
                        ),
                        ("b1-slot", "", "B1 evenings kick off at six."),
                        ("green-pen", "", "Feedback on written work goes in green, as always."),
                        (None, "chat", "Thanks, this has made my term so much more organised!"),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Village hall management committee minutes, third person, agenda headings. The main hall and committee room hire
#    rates are sibling subjects (restated side by side when one changes); the main hall rate is corrected by a bare new
#    value, the bookings secretary by name with no marker, the bin day with "changed to"; two refinements (lock-up
#    windows, defibrillator registration).
VILLAGEHALL = Family(
    "villagehall",
    "village hall management committee minutes",
    "minutes",
    [
        Fact("main-rate", "wiki", now=[r"£\s*20\b"], was=[r"£\s*18\b"]),
        Fact("room-rate", "wiki"),
        Fact("main-capacity", "wiki"),
        Fact("booking-sec", "wiki", now=[r"paul|okafor"], was=[r"margaret|ashby"]),
        Fact("bins", "wiki", now=[r"thursday"], was=[r"tuesday"]),
        Fact("defib", "wiki", detail=[r"circuit"]),
        Fact("insurer", "wiki"),
        Fact("curfew", "personal"),
        Fact("spend-approval", "personal"),
        Fact("no-confetti", "personal"),
        Fact("dbs", "personal"),
        Fact("hall-booking", "procedure"),
        Fact("lock-up", "procedure", detail=[r"window"]),
    ],
    [
        Note(
            "2026-01-06",
            "committee-minutes",
            "Ashcombe Village Hall management committee, 6 January 2026",
            [
                (
                    "Welcome and apologies",
                    [
                        (None, "chat", "The chair welcomed everyone and wished members a happy new year."),
                    ],
                ),
                (
                    "Hire charges",
                    [
                        ("main-rate", "", "The main hall is hired out at £18 per hour."),
                        ("room-rate", "", "The committee room is hired at £10 per hour."),
                    ],
                ),
                (
                    "Bookings",
                    [
                        (
                            "booking-sec",
                            "",
                            "Margaret Ashby continues as bookings secretary; all hire enquiries go to her.",
                        ),
                        (
                            "hall-booking",
                            "",
                            "The booking process was confirmed:\n1. The hirer checks availability on the hall "
                            "website calendar.\n2. The hirer completes the booking form and returns it to the "
                            "bookings secretary.\n3. A £50 damage deposit is paid by bank transfer.\n4. The key "
                            "safe code is sent three days before the event.",
                        ),
                        (
                            "curfew",
                            "",
                            "Hirers must have left the building by 23:00, in line with the premises licence.",
                        ),
                        (None, "oneoff", "The Boxing Day quiz raised £412 for hall funds."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-03",
            "committee-minutes",
            "Ashcombe Village Hall management committee, 3 February 2026",
            [
                (
                    "Building",
                    [
                        (
                            "lock-up",
                            "",
                            "The last keyholder out locks up as follows:\n1. Switch off all lights and the urn.\n2. "
                            "Turn the heating down to the frost setting.\n3. Check the fire exits are bolted.\n4. "
                            "Set the alarm and lock the front door.",
                        ),
                        (
                            "bins",
                            "",
                            "General waste is collected by the district council on Tuesdays; the caretaker puts the "
                            "bins out on Monday evening.",
                        ),
                        (
                            "defib",
                            "",
                            "The defibrillator is in the yellow cabinet on the outside wall by the front door.",
                        ),
                        ("main-capacity", "", "The main hall holds 120 standing or 80 seated at tables."),
                    ],
                ),
                (
                    "Finance",
                    [
                        (
                            "spend-approval",
                            "",
                            "Any spending over £250 needs the approval of two committee members before it is "
                            "committed.",
                        ),
                        (
                            "insurer",
                            "",
                            "Buildings and public liability insurance is held with Ecclesiastical, renewing in "
                            "September.",
                        ),
                        (None, "oneoff", "The treasurer reported a bank balance of £8,934 at the end of January."),
                    ],
                ),
                (
                    "Any other business",
                    [
                        (
                            None,
                            "chat",
                            "Thanks were recorded to Tom Fairley for gritting the car park in the icy spell.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-03",
            "committee-minutes",
            "Ashcombe Village Hall management committee, 3 March 2026",
            [
                (
                    "Hire charges",
                    [
                        ("main-rate", "correct", "Main hall hire: £20 per hour, agreed unanimously."),
                        ("room-rate", "", "Committee room hire stays at £10 an hour."),
                    ],
                ),
                (
                    "Bookings",
                    [
                        (
                            "booking-sec",
                            "correct",
                            "Paul Okafor was elected bookings secretary following Margaret Ashby's resignation.",
                        ),
                        (
                            "no-confetti",
                            "",
                            "It was agreed that confetti, glitter and table sparklers are not permitted in the hall; "
                            "hirers who use them lose their deposit.",
                        ),
                        (
                            "dbs",
                            "",
                            "Anyone running a regular children's activity in the hall must hold a current DBS check, "
                            "with a copy given to the secretary.",
                        ),
                        (None, "oneoff", "The boiler service is booked for 12 March."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-07",
            "committee-minutes",
            "Ashcombe Village Hall management committee, 7 April 2026",
            [
                (
                    "Building",
                    [
                        (
                            "bins",
                            "correct",
                            "Council bin collection has changed to Thursdays, so the bins now go out on Wednesday "
                            "evening.",
                        ),
                        (
                            "lock-up",
                            "refine",
                            "The lock-up checklist was amended: before setting the alarm, check that all toilet "
                            "windows are shut and latched, as an open window set the alarm off in March.",
                        ),
                        (None, "chat", "The chair remarked on how lovely the daffodils by the front path look."),
                    ],
                ),
                (
                    "Finance",
                    [
                        (
                            "spend-approval",
                            "",
                            "Two signatures remain required for anything costing more than £250.",
                        ),
                        (
                            "main-rate",
                            "",
                            "The treasurer confirmed the £20 hourly rate for the main hall is being charged on all "
                            "new bookings.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-05",
            "committee-minutes",
            "Ashcombe Village Hall management committee, 5 May 2026",
            [
                (
                    "Safety",
                    [
                        (
                            "defib",
                            "refine",
                            "The defibrillator outside the front door is registered on The Circuit so that "
                            "ambulance control can direct callers to it.",
                        ),
                        (
                            "curfew",
                            "",
                            "Hirers are to be reminded that everyone must be off the premises by eleven at night.",
                        ),
                    ],
                ),
                (
                    "Bookings",
                    [
                        (
                            "no-confetti",
                            "",
                            "A line will be added to the booking form stating that glitter and confetti are banned.",
                        ),
                        ("booking-sec", "", "Booking queries continue to go to Paul Okafor."),
                        ("insurer", "", "The Ecclesiastical policy comes up for renewal in September."),
                        (None, "oneoff", "The plant sale on 25 April raised £236."),
                    ],
                ),
                (
                    "Close",
                    [
                        (None, "chat", "The meeting closed at 21:05 with thanks to all for attending."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Small solar-panel installer's prose notes, first person paragraphs. The 4 kW and 6 kW packages are sibling
#    subjects (fitted price); the 4 kW price is corrected by a bare new value, the scaffolder by name with "now", the
#    deposit with "from now on"; two refinements (panel warranty, handover certificate).
SOLAR = Family(
    "solarfit",
    "small solar-panel installer's notes",
    "prose",
    [
        Fact("identity", "personal"),
        Fact("sundays", "personal"),
        Fact("wind-rule", "personal"),
        Fact("harness", "personal"),
        Fact("pkg4-price", "wiki", now=[r"5,?450"], was=[r"5,?200"]),
        Fact("pkg6-price", "wiki"),
        Fact("panel", "wiki", detail=[r"25[- ]year"]),
        Fact("inverter", "wiki"),
        Fact("wholesaler", "wiki"),
        Fact("scaffolder", "wiki", now=[r"keane"], was=[r"hilltop"]),
        Fact("deposit", "wiki", now=[r"30\s*%"], was=[r"25\s*%"]),
        Fact("survey", "procedure"),
        Fact("dno", "procedure"),
        Fact("handover", "procedure", detail=[r"certificate"]),
    ],
    [
        Note(
            "2026-06-01",
            "solar-notes",
            "Running notes for Brightside Solar",
            [
                (
                    "The business",
                    [
                        (
                            "identity",
                            "",
                            "I run Brightside Solar with my brother Tom; it's just the two of us, covering "
                            "Shropshire and the Welsh borders.",
                        ),
                        ("sundays", "", "We don't work Sundays, whatever the customer offers."),
                        (
                            None,
                            "chat",
                            "It's been a glorious week of sunshine, which is good for business and bad for my sunburn.",
                        ),
                        (
                            "deposit",
                            "",
                            "I take a 25% deposit when a customer signs, with the rest due on completion.",
                        ),
                    ],
                ),
                (
                    "Prices",
                    [
                        (
                            "pkg4-price",
                            "",
                            "My 4 kW package, with ten panels and a hybrid inverter, is quoted at £5,200 fitted.",
                        ),
                        (
                            "pkg6-price",
                            "",
                            "The 6 kW package, fourteen panels on the same inverter, goes out at £6,900 fitted.",
                        ),
                        (
                            None,
                            "oneoff",
                            "The Hendersons' job at Church Stretton came to £7,340 with the extra battery.",
                        ),
                    ],
                ),
                (
                    "Kit",
                    [
                        (
                            "panel",
                            "",
                            "Our standard panel is the JA Solar 435 W all-black, which looks tidy on a slate roof.",
                        ),
                        (
                            "inverter",
                            "",
                            "I fit GivEnergy hybrid inverters as standard because the app is easy for customers.",
                        ),
                        (
                            "wholesaler",
                            "",
                            "I buy all the kit from Segen, who deliver next day to our yard in Craven Arms.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-03",
            "solar-notes",
            "Surveys, scaffolding and paperwork",
            [
                (
                    "Surveys",
                    [
                        (
                            "survey",
                            "",
                            "When I survey a house, I first check the roof pitch and orientation with the app, then "
                            "go up into the loft to look at the rafters, then photograph the consumer unit and the "
                            "meter, and finally measure the cable run from the loft to where the inverter will go.",
                        ),
                        (
                            "wind-rule",
                            "",
                            "Neither of us goes on a roof if gusts over 30 mph are forecast; that's a hard rule.",
                        ),
                    ],
                ),
                (
                    "Scaffolding",
                    [
                        (
                            "scaffolder",
                            "",
                            "Hilltop Scaffolding put up all our scaffolds, usually with a week's notice.",
                        ),
                        (
                            "harness",
                            "",
                            "Whoever is on the roof stays clipped on with a harness the whole time, even for a quick "
                            "look.",
                        ),
                        (None, "oneoff", "Hilltop's quote for the Ludlow bungalow was £640 for two lifts."),
                    ],
                ),
                (
                    "Paperwork",
                    [
                        (
                            "dno",
                            "",
                            "After every install I notify the DNO: I fill in the G98 form online, attach the "
                            "inverter's certificate, and submit it within 28 days of commissioning.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-10",
            "solar-notes",
            "Handovers and pricing",
            [
                (
                    "Handovers",
                    [
                        (
                            "handover",
                            "",
                            "At handover I walk the customer through the inverter app, show them where the isolators "
                            "are, give them the paperwork pack, and then register the install on the MCS database.",
                        ),
                        (None, "chat", "Tom says I should write all this down more often, and he's probably right."),
                    ],
                ),
                (
                    "Pricing",
                    [
                        (
                            "pkg4-price",
                            "correct",
                            "The 4 kW package is £5,450 fitted, ten panels and a hybrid inverter.",
                        ),
                        (
                            "pkg6-price",
                            "",
                            "I'm keeping the fourteen-panel 6 kW system at six thousand nine hundred pounds.",
                        ),
                        (
                            "wholesaler",
                            "",
                            "Segen is still where the panels and inverters come from, with next-day delivery.",
                        ),
                        (None, "oneoff", "We fitted twelve panels in Much Wenlock today and were home by six."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-22",
            "solar-notes",
            "Scaffolders, deposits and kit",
            [
                (
                    "Suppliers and terms",
                    [
                        (
                            "scaffolder",
                            "correct",
                            "Keane Access are now our scaffolders, since Hilltop have stopped doing domestic work.",
                        ),
                        (
                            "deposit",
                            "correct",
                            "From now on I'm asking for a 30% deposit on signing, because of how much kit I pay for "
                            "up front.",
                        ),
                    ],
                ),
                (
                    "Kit and safety",
                    [
                        (
                            "panel",
                            "refine",
                            "The JA Solar 435 W all-black is still our standard panel, and it carries a 25-year "
                            "product warranty, which customers love to hear.",
                        ),
                        (
                            "wind-rule",
                            "",
                            "If the forecast shows gusts above thirty miles an hour, the roof work waits for another "
                            "day.",
                        ),
                        ("inverter", "", "A GivEnergy hybrid is what goes in by default."),
                        (
                            None,
                            "oneoff",
                            "The Bishop's Castle job was called off this morning because of the storm.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-07-06",
            "solar-notes",
            "Midsummer catch-up",
            [
                (
                    "",
                    [
                        (
                            "handover",
                            "refine",
                            "At handover I go through the app, show the isolators, give them the paperwork pack, "
                            "register the job with MCS, and also email the customer their MCS certificate within "
                            "ten days.",
                        ),
                        (
                            "pkg4-price",
                            "",
                            "Ten panels and a hybrid inverter, the 4 kW option, comes to £5,450 fitted.",
                        ),
                        ("sundays", "", "Sunday stays a day off for both of us."),
                        ("scaffolder", "", "Keane Access handle all of our scaffolding."),
                        ("harness", "", "Harnesses stay clipped on whenever we're up on a roof."),
                        (
                            None,
                            "chat",
                            "Thanks to everyone who left us a review this month; it makes a real difference.",
                        ),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [POOL, LANGSCHOOL, VILLAGEHALL, SOLAR]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "lifeguard": [("main-temp", "learner-temp"), ("main-load", "learner-load")],
    "eslteacher": [("b1-slot", "a2-slot"), ("b1-book", "a2-book")],
    "villagehall": [("main-rate", "room-rate")],
    "solarfit": [("pkg4-price", "pkg6-price")],
}

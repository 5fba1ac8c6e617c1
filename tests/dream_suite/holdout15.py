"""A fifteenth holdout half: four families written blind to the engine (a wind-farm maintenance technician's chat
sessions with an assistant, a language school's staff handbook resource notes, a church bell-ringers' band meeting
minutes, an ice rink duty manager's shift log). Frozen before the dream first ran on them; never tuned on."""

from tests.dream_suite import Fact, Family, Note

# 1. Wind-farm technician's chat sessions with an assistant, first person. Turbines T07 and T12 are sibling subjects
#    twice over (gearbox oil, service interval); T12's oil is corrected by name with "now", the toolbox talk time by a
#    bare new value; the isolation procedure and the spares ordering rule are refined.
WINDFARM = Family(
    "windfarm",
    "wind-farm maintenance technician",
    "session",
    [
        Fact("rota", "personal"),
        Fact("climb-partner", "personal"),
        Fact("wind-limit", "personal"),
        Fact("toolbox-time", "wiki", now=[r"07:15|\b7:15|quarter past seven"], was=[r"06:45|\b6:45|quarter to seven"]),
        Fact("muster", "wiki"),
        Fact("control-room", "wiki"),
        Fact("t07-oil", "wiki"),
        Fact("t12-oil", "wiki", now=[r"optigear|castrol"], was=[r"omala|\bshell\b"]),
        Fact("t07-interval", "wiki"),
        Fact("t12-interval", "wiki"),
        Fact("spares", "wiki", detail=[r"£\s*500"]),
        Fact("loto", "procedure", detail=[r"yaw"]),
        Fact("fault-close", "procedure"),
        Fact("pre-climb", "procedure"),
    ],
    [
        Note(
            "2026-01-12",
            "site-basics",
            "Getting my Carrick Moor notes together",
            [
                (
                    "Me and the site",
                    [
                        (
                            "rota",
                            "",
                            "I'm on a four-on, four-off rota at Carrick Moor, doing 7am to 7pm shifts.",
                        ),
                        (
                            "climb-partner",
                            "",
                            "I never climb a tower on my own; there are always two of us on a climb.",
                        ),
                        (
                            "wind-limit",
                            "",
                            "My personal limit is 12 m/s at hub height. Above that I don't go up, even though site "
                            "rules would let me climb in up to 15.",
                        ),
                        (
                            "toolbox-time",
                            "",
                            "Toolbox talk is at 06:45 in the welfare cabin, before anyone drives out to the turbines.",
                        ),
                        ("muster", "", "The emergency muster point is the substation car park by the main gate."),
                        (
                            "control-room",
                            "",
                            "Our control room is in Inverness and they pick up on 01463 555210 at any hour.",
                        ),
                    ],
                ),
                (
                    "Turbines",
                    [
                        ("t07-oil", "", "T07's gearbox runs on Mobilgear SHC XMP 320."),
                        ("t12-oil", "", "T12 has a different gearbox and takes Shell Omala S4 GX 320."),
                        (
                            "t07-interval",
                            "",
                            "T07 gets a full service every six months because it's one of the oldest machines here.",
                        ),
                        ("t12-interval", "", "T12 is on the standard twelve-month service interval."),
                        (None, "oneoff", "Reset three faults on T04 today, all of them pitch-related."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-14",
            "lockout-and-faults",
            "Isolation, climbing and closing out faults",
            [
                (
                    "",
                    [
                        (
                            "loto",
                            "",
                            "Before anyone goes into the nacelle:\n1. Put the turbine into service mode from the base "
                            "controller.\n2. Engage the rotor lock.\n3. Lock off the main breaker with my own padlock "
                            "and tag.\n4. Prove dead with the voltage tester before touching anything.",
                        ),
                        (
                            "pre-climb",
                            "",
                            "My pre-climb checks, every single time:\n1. Look over harness and lanyards for cuts and "
                            "check the inspection tag is in date.\n2. Make sure the seal on the rescue kit at the "
                            "tower "
                            "base is intact.\n3. Do a radio check with control.\n4. Sign in on the board at the "
                            "bottom.",
                        ),
                        (
                            "fault-close",
                            "",
                            "When I close out a fault:\n1. Write down the alarm code from SCADA.\n2. Record the reset "
                            "in "
                            "the turbine logbook at the tower base.\n3. Close the work order in Maximo.\n4. Ring the "
                            "control room to hand the turbine back.",
                        ),
                        (
                            "spares",
                            "",
                            "Spares come out of the Dingwall stores; if I order before 2pm it turns up the next "
                            "working day.",
                        ),
                        (
                            None,
                            "chat",
                            "Could you boil the isolation steps down to something that fits on a laminated card?",
                        ),
                        (None, "oneoff", "Raised work order WO-558201 for the pitch battery on T09."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-19",
            "standby-day",
            "A windy standby day",
            [
                (
                    "",
                    [
                        (
                            None,
                            "chat",
                            "Blowing a hoolie up on the moor today, so it's paperwork and tea in the cabin.",
                        ),
                        (
                            "wind-limit",
                            "",
                            "Anything gusting past twelve metres a second up top and I stay on the ground, whatever "
                            "the site permits.",
                        ),
                        (
                            "climb-partner",
                            "",
                            "Solo ascents are out for me: I want a buddy with me, either in the nacelle or at the foot "
                            "of the ladder.",
                        ),
                        ("toolbox-time", "correct", "Morning toolbox talk: 07:15, welfare cabin."),
                        (
                            "t12-oil",
                            "correct",
                            "T12's gearbox is now filled with Castrol Optigear Synthetic X 320, after the last oil "
                            "sample came back poor.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-23",
            "t07-service",
            "The T07 service",
            [
                (
                    "",
                    [
                        ("t07-interval", "", "The old machine, T07, gets the full treatment twice a year."),
                        ("t07-oil", "", "Nothing but Mobil SHC XMP 320 goes into T07's gearbox."),
                        (
                            "loto",
                            "refine",
                            "Isolation before the nacelle: service mode at the base controller, rotor lock in, yaw "
                            "brake applied, main breaker locked off with my padlock and tag, then prove dead.",
                        ),
                        (
                            "pre-climb",
                            "",
                            "Before I go up: harness and lanyards looked over with tags in date, rescue kit seal "
                            "unbroken, radio check done, name on the sign-in board.",
                        ),
                        (
                            "spares",
                            "refine",
                            "Dingwall stores deliver next working day for anything ordered before 2pm, but any order "
                            "over £500 needs Fiona Rennie's sign-off first.",
                        ),
                        (None, "oneoff", "Pumped 14 litres of grease into T07's main bearing today."),
                        (None, "chat", "Cheers, that's exactly what I needed."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-28",
            "handover",
            "Handover before my days off",
            [
                (
                    "",
                    [
                        ("rota", "", "Four days on then four off, twelve hours a day from seven till seven."),
                        (
                            "muster",
                            "",
                            "If the site alarm sounds, everybody gathers at the substation next to the entrance.",
                        ),
                        ("control-room", "", "Inverness control answer round the clock on 01463 555210."),
                        ("toolbox-time", "", "The morning briefing is at quarter past seven in the cabin."),
                        ("t12-interval", "", "T12 only needs its big service once a year."),
                        ("t12-oil", "", "T12 takes Castrol Optigear Synthetic X 320; don't mix anything else in."),
                        (
                            "fault-close",
                            "",
                            "Closing a fault means: alarm code noted, logbook at the bottom of the tower updated, "
                            "Maximo job closed, then a call to control to give the machine back.",
                        ),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Language school staff handbook, resource notes over a few revisions. The B1 and B2 coursebooks and the morning
#    and afternoon class times are sibling subjects; the B2 coursebook is corrected by name with no marker, the hourly
#    rate by value with "as of"; the sick-leave procedure and the photocopy allowance are refined.
LANGSCHOOL = Family(
    "langschool",
    "language school staff handbook",
    "resource",
    [
        Fact("english-only", "personal"),
        Fact("no-contact", "personal"),
        Fact("arrival", "personal"),
        Fact("am-times", "wiki"),
        Fact("pm-times", "wiki"),
        Fact("b1-book", "wiki"),
        Fact("b2-book", "wiki", now=[r"roadmap"], was=[r"speakout"]),
        Fact("pay-rate", "wiki", now=[r"£\s*22\.50"], was=[r"£\s*21\b"]),
        Fact("payday", "wiki"),
        Fact("dos", "wiki"),
        Fact("copier", "wiki", detail=[r"colou?r"]),
        Fact("absence", "procedure", detail=[r"doctor|fit note"]),
        Fact("placement", "procedure"),
        Fact("student-absence", "procedure"),
    ],
    [
        Note(
            "2026-02-02",
            "staff-handbook",
            "Kingsgate School of English: staff handbook",
            [
                (
                    "Ground rules",
                    [
                        (
                            "english-only",
                            "",
                            "Staff speak English to students at all times in the building, including at break and "
                            "in the café.",
                        ),
                        (
                            "no-contact",
                            "",
                            "Teachers must not give students their personal phone number or connect with them on "
                            "social media.",
                        ),
                        (
                            "arrival",
                            "",
                            "Be in the building at least 15 minutes before your first class starts.",
                        ),
                    ],
                ),
                (
                    "Timetable",
                    [
                        ("am-times", "", "Morning classes run from 9:00 to 12:15, with a break at 10:30."),
                        ("pm-times", "", "Afternoon classes run from 13:30 to 15:00."),
                    ],
                ),
                (
                    "Coursebooks",
                    [
                        (
                            "b1-book",
                            "",
                            "B1 groups work from Navigate Intermediate, plus the school's own grammar booklet.",
                        ),
                        ("b2-book", "", "B2 groups use Speakout Upper Intermediate, third edition."),
                    ],
                ),
                (
                    "Pay and contacts",
                    [
                        ("pay-rate", "", "Teaching hours are paid at £21 an hour."),
                        ("payday", "", "Pay goes into your account on the last Friday of the month."),
                        (
                            "dos",
                            "",
                            "The Director of Studies is Marta Kowalczyk; take academic questions to her first.",
                        ),
                        (None, "oneoff", "Twelve new students start on Monday 9 February."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-04",
            "procedures",
            "Kingsgate staff procedures",
            [
                (
                    "If you are ill",
                    [
                        (
                            "absence",
                            "",
                            "If you are ill and can't teach:\n1. Phone the Director of Studies before 7:30 am.\n2. "
                            "Email your lesson plans and materials to cover@kingsgate-english.co.uk.\n3. Complete a "
                            "self-certification form on your first day back.",
                        ),
                    ],
                ),
                (
                    "Students",
                    [
                        (
                            "placement",
                            "",
                            "Placing a new student:\n1. The student sits the online placement test on arrival.\n2. A "
                            "teacher does a five-minute speaking interview.\n3. The DoS assigns a class using the "
                            "level "
                            "chart.\n4. Reception prints the student's timetable.",
                        ),
                        (
                            "student-absence",
                            "",
                            "When a student misses class:\n1. Mark them absent on the register in the first ten "
                            "minutes.\n2. Reception contacts the student by 11:00.\n3. For visa students, two "
                            "consecutive missed days are reported to the compliance officer the same day.",
                        ),
                    ],
                ),
                (
                    "Resources",
                    [
                        (
                            "copier",
                            "",
                            "Each teacher has a photocopying allowance of 200 pages a week, logged against your staff "
                            "PIN.",
                        ),
                        (None, "chat", "Thanks to everyone who sent comments on the first draft."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-16",
            "staff-handbook",
            "Kingsgate School of English: staff handbook (revised)",
            [
                (
                    "Ground rules",
                    [
                        (
                            "english-only",
                            "",
                            "Learners hear nothing but English from us, whether in lessons, in the corridors or out on "
                            "trips.",
                        ),
                        (
                            None,
                            "chat",
                            "This section has been reworded for clarity; the rules themselves are unchanged.",
                        ),
                    ],
                ),
                (
                    "Timetable",
                    [
                        (
                            "am-times",
                            "",
                            "The morning block starts at nine and finishes at quarter past twelve.",
                        ),
                    ],
                ),
                (
                    "Coursebooks",
                    [
                        ("b2-book", "correct", "B2 coursebook: Roadmap B2, with its workbook set for homework."),
                        (
                            None,
                            "oneoff",
                            "English UK inspectors visit on Tuesday 24 February; please have schemes of work up to "
                            "date.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-02",
            "staff-handbook",
            "Kingsgate School of English: staff handbook (March revision)",
            [
                (
                    "Ground rules",
                    [
                        (
                            "no-contact",
                            "",
                            "Keep your private number and social accounts to yourself; learners reach you through "
                            "school email only.",
                        ),
                        ("arrival", "", "Aim to get here a quarter of an hour ahead of your first lesson."),
                    ],
                ),
                (
                    "Timetable",
                    [
                        ("pm-times", "", "Afternoon lessons last an hour and a half, beginning at half past one."),
                    ],
                ),
                (
                    "Coursebooks",
                    [
                        ("b1-book", "", "Intermediate learners (B1): Navigate is the core text."),
                        ("b2-book", "", "Upper-intermediate groups: Roadmap B2 student's book and workbook."),
                    ],
                ),
                (
                    "Pay and resources",
                    [
                        ("pay-rate", "correct", "As of 1 March, the hourly teaching rate is £22.50."),
                        ("payday", "", "Salaries land on the final Friday of each month."),
                        (
                            "copier",
                            "refine",
                            "The photocopying allowance stays at 200 pages a week per teacher; colour copies need the "
                            "Director of Studies' approval.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-09",
            "procedures",
            "Kingsgate staff procedures (revised)",
            [
                (
                    "If you are ill",
                    [
                        (
                            "absence",
                            "refine",
                            "Off sick: phone the Director of Studies before 7:30, email plans to the cover address, "
                            "fill in the self-certification form when you're back, and bring a doctor's fit note for "
                            "any absence longer than five working days.",
                        ),
                    ],
                ),
                (
                    "Students",
                    [
                        (
                            "placement",
                            "",
                            "New arrivals do the level test online, then a short one-to-one speaking check, then get "
                            "slotted into a group from the level chart.",
                        ),
                        (
                            "student-absence",
                            "",
                            "Missed lessons: register it within ten minutes, reception chases the learner before 11, "
                            "and two missed days in a row for a visa holder go straight to compliance.",
                        ),
                        (
                            "dos",
                            "",
                            "Marta Kowalczyk (DoS) is the first port of call on anything academic.",
                        ),
                        (None, "oneoff", "Monday's fire drill: building cleared in 4 minutes 10 seconds."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Bell-ringers' band meeting minutes, third person with named officers. St Michael's and St Anne's are sibling
#    subjects twice over (practice night, Sunday service ringing); St Anne's practice night is corrected by value with
#    "actually", the steeple keeper by name with no marker; wedding bookings and Guild subscriptions are refined.
BELLRINGERS = Family(
    "bellringers",
    "church bell-ringers' band meeting minutes",
    "minutes",
    [
        Fact("learner-rule", "personal"),
        Fact("curfew", "personal"),
        Fact("service-standard", "personal"),
        Fact("tower-captain", "wiki"),
        Fact("steeple-keeper", "wiki", now=[r"\bken\b|lowther"], was=[r"\bdave\b|pritchard"]),
        Fact("smichael-practice", "wiki"),
        Fact("sanne-practice", "wiki", now=[r"wednesday"], was=[r"thursday"]),
        Fact("smichael-sunday", "wiki"),
        Fact("sanne-sunday", "wiki"),
        Fact("ropes-supplier", "wiki"),
        Fact("guild-subs", "wiki", detail=[r"£\s*5\b"]),
        Fact("lock-up", "procedure"),
        Fact("wedding-booking", "procedure", detail=[r"(six|6) weeks"]),
        Fact("peal-booking", "procedure"),
    ],
    [
        Note(
            "2026-01-08",
            "band-meeting",
            "Holbury and Fenwick ringers: band meeting, 8 January 2026",
            [
                (
                    "Officers",
                    [
                        (
                            "tower-captain",
                            "",
                            "Margaret Ellis remains tower captain for both St Michael's and St Anne's.",
                        ),
                        (
                            "steeple-keeper",
                            "",
                            "Dave Pritchard continues as steeple keeper, looking after clappers, stays and sliders.",
                        ),
                        (
                            None,
                            "chat",
                            "Margaret thanked everyone who turned out in the frost for the Christmas Eve ringing.",
                        ),
                    ],
                ),
                (
                    "Practice nights",
                    [
                        ("smichael-practice", "", "St Michael's practice night is Tuesday, 7:30 to 9pm."),
                        ("sanne-practice", "", "St Anne's practises on Thursdays, 7:30 to 9pm."),
                    ],
                ),
                (
                    "Sunday ringing",
                    [
                        (
                            "smichael-sunday",
                            "",
                            "At St Michael's the band rings from 10:00 for the 10:30 Sung Eucharist.",
                        ),
                        (
                            "sanne-sunday",
                            "",
                            "St Anne's is rung from 8:45 for the 9:15 Parish Communion, on the first and third Sundays "
                            "of the month only.",
                        ),
                        (
                            "service-standard",
                            "",
                            "For service ringing the band keeps to rounds, call changes and Plain Bob Doubles so that "
                            "learners can take part.",
                        ),
                    ],
                ),
                (
                    "Tower rules",
                    [
                        (
                            "learner-rule",
                            "",
                            "No learner rings unsupervised until the tower captain has signed them off as safe to "
                            "handle a bell alone.",
                        ),
                        (
                            "curfew",
                            "",
                            "The band does not ring after 9pm, out of consideration for the neighbours on Church Lane.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-05",
            "band-meeting",
            "Holbury and Fenwick ringers: band meeting, 5 February 2026",
            [
                (
                    "Matters arising",
                    [
                        (
                            "sanne-practice",
                            "correct",
                            "Correction to the January minutes: St Anne's practice is actually held on Wednesday "
                            "evenings, 7:30 to 9.",
                        ),
                    ],
                ),
                (
                    "Treasurer's report",
                    [
                        (
                            "guild-subs",
                            "",
                            "Alan Pike is collecting Guild subscriptions this month; they remain £12 per ringing "
                            "member.",
                        ),
                        (None, "oneoff", "The band account stands at £412.60."),
                    ],
                ),
                (
                    "Procedures",
                    [
                        (
                            "lock-up",
                            "",
                            "Margaret reminded members of the lock-up routine after practice:\n1. Ring the bells down "
                            "and leave them down.\n2. Loop the ropes up onto the rope spider.\n3. Switch off the "
                            "heater "
                            "and the ringing chamber lights.\n4. Lock the tower door and return the key to the vestry "
                            "key safe.",
                        ),
                        (
                            "wedding-booking",
                            "",
                            "Wedding ringing requests are handled as follows:\n1. The couple books through the parish "
                            "office.\n2. Sue Okafor emails the band for availability.\n3. Margaret confirms once at "
                            "least six ringers have said yes.\n4. The parish office invoices the couple for the "
                            "band's fee.",
                        ),
                    ],
                ),
                (
                    "Equipment",
                    [
                        (
                            "ropes-supplier",
                            "",
                            "It was agreed that replacement bell ropes continue to be bought from Avon Ropes in "
                            "Somerset.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-05",
            "band-meeting",
            "Holbury and Fenwick ringers: band meeting, 5 March 2026",
            [
                (
                    "Officers",
                    [
                        (
                            "steeple-keeper",
                            "correct",
                            "Steeple keeper: Ken Lowther, proposed by Sue Okafor and seconded by Alan Pike.",
                        ),
                    ],
                ),
                (
                    "Practice nights",
                    [
                        (
                            "smichael-practice",
                            "",
                            "The Tuesday evening session at St Michael's carries on from half past seven until nine "
                            "o'clock.",
                        ),
                        ("sanne-practice", "", "Wednesday nights at St Anne's are suiting everyone well."),
                    ],
                ),
                (
                    "Peals",
                    [
                        (
                            "peal-booking",
                            "",
                            "Before any peal or quarter peal:\n1. Check the church diary with the parish office.\n2. "
                            "Get the vicar's permission.\n3. Put a notice up in the porch at least a week ahead.",
                        ),
                        (
                            None,
                            "oneoff",
                            "A quarter peal of Plain Bob Doubles, 1260 changes, was rung at St Anne's on 21 February "
                            "in 43 minutes.",
                        ),
                    ],
                ),
                (
                    "Tower rules",
                    [
                        (
                            "learner-rule",
                            "",
                            "Nobody new is left alone on a rope until Margaret is satisfied they can control the bell.",
                        ),
                        (None, "chat", "Thanks to Pam for the lemon drizzle."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-02",
            "band-meeting",
            "Holbury and Fenwick ringers: band meeting, 2 April 2026",
            [
                (
                    "Weddings",
                    [
                        (
                            "wedding-booking",
                            "refine",
                            "Margaret asked that couples give at least six weeks' notice for wedding ringing; "
                            "otherwise bookings go as before: parish office, Sue's availability email, six ringers "
                            "confirmed, invoice from the parish office.",
                        ),
                    ],
                ),
                (
                    "Treasurer's report",
                    [
                        (
                            "guild-subs",
                            "refine",
                            "Alan Pike clarified that junior members under 18 pay a £5 Guild subscription; adults pay "
                            "£12.",
                        ),
                    ],
                ),
                (
                    "Sunday ringing",
                    [
                        (
                            "sanne-sunday",
                            "",
                            "Bells at St Anne's start a half hour before the 9:15 service on the 1st and 3rd Sundays.",
                        ),
                        (
                            "smichael-sunday",
                            "",
                            "Half an hour on the bells at St Michael's before the 10:30 Eucharist, starting at ten.",
                        ),
                        (
                            "curfew",
                            "",
                            "Practices must be finished by nine so residents nearby aren't disturbed late in the "
                            "evening.",
                        ),
                    ],
                ),
                (
                    "Equipment",
                    [
                        (
                            "steeple-keeper",
                            "",
                            "Ken Lowther, as steeple keeper, asked that any problem with ropes or stays be reported "
                            "to him.",
                        ),
                        (
                            None,
                            "oneoff",
                            "The stay on the 4th at St Anne's has cracked; Ken will fit a new one before Easter.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-07",
            "band-meeting",
            "Holbury and Fenwick ringers: band meeting, 7 May 2026",
            [
                (
                    "Officers",
                    [
                        ("tower-captain", "", "Margaret agreed to carry on leading both bands for another year."),
                    ],
                ),
                (
                    "Ringing",
                    [
                        (
                            "service-standard",
                            "",
                            "Sunday touches stay within the learners' reach; nothing harder than Bob Doubles before a "
                            "service.",
                        ),
                        (
                            "lock-up",
                            "",
                            "Last out after practice: bells down, ropes looped on the spider, heater and lights off, "
                            "door locked and the key back in the vestry safe.",
                        ),
                        (
                            "ropes-supplier",
                            "",
                            "New ropes for either tower still come from the Somerset ropemakers, Avon Ropes.",
                        ),
                        (
                            "peal-booking",
                            "",
                            "Peal attempts need the vicar's blessing, a free date in the church diary and seven days' "
                            "warning on the porch noticeboard.",
                        ),
                        (None, "chat", "The meeting closed at 8:55 with thanks to Margaret for chairing."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Ice rink duty manager's shift log, terse bullets with abbreviations. The two pads (ice temperature) and the two
#    hockey clubs (weekly ice slot) are sibling subjects; skate hire is corrected by a bare new price, the sharpening
#    contractor by name with "now"; the resurfacing routine and the defibrillator note are refined.
ICERINK = Family(
    "icerink",
    "ice rink duty manager's shift log",
    "log",
    [
        Fact("helmets-u12", "personal"),
        Fact("last-out", "personal"),
        Fact("driver-phone", "personal"),
        Fact("pad1-temp", "wiki"),
        Fact("pad2-temp", "wiki"),
        Fact("raiders-slot", "wiki"),
        Fact("wildcats-slot", "wiki"),
        Fact("skate-hire", "wiki", now=[r"£\s*4(\.00)?\b"], was=[r"£\s*3\.50"]),
        Fact("sharpening", "wiki", now=[r"northern blades"], was=[r"edgeworks"]),
        Fact("plant-oncall", "wiki"),
        Fact("aed", "wiki", detail=[r"spare pads"]),
        Fact("resurface", "procedure", detail=[r"edger"]),
        Fact("nh3-alarm", "procedure"),
        Fact("injury", "procedure"),
    ],
    [
        Note(
            "2026-02-06",
            "shift-log",
            "Shift log, Fri 6 Feb (DM: Leanne)",
            [
                (
                    "",
                    [
                        ("pad1-temp", "", "P1 (main pad) ice set to -5.5°C."),
                        ("pad2-temp", "", "P2 (training pad) ice at -4°C, softer for figure & LTS."),
                        ("raiders-slot", "", "Raiders U14: Tue 18:00-19:30, P1."),
                        ("wildcats-slot", "", "Wildcats women's team: Thu 20:30-22:00, P1."),
                        ("skate-hire", "", "Skate hire £3.50, adults & kids same."),
                        ("sharpening", "", "Hire skates sharpened by EdgeWorks. Van collects Mon a.m."),
                        ("helmets-u12", "", "U12s on public sessions: helmet on. No exceptions."),
                        (
                            "last-out",
                            "",
                            "DM last out every night. Full sweep incl. changing rooms + toilets before arming.",
                        ),
                        (None, "oneoff", "Public 19:30: 212 skaters."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-07",
            "shift-log",
            "Shift log, Sat 7 Feb (DM: Leanne)",
            [
                (
                    "",
                    [
                        (
                            "resurface",
                            "",
                            "Resurface:\n1. Clear ice, close all gates.\n2. Check water tank full & hot (60°C+).\n3. "
                            "Double-pass pattern, outside in.\n4. Snow to melt pit, hose down.\n5. Gates open once "
                            "ice has glazed.",
                        ),
                        ("driver-phone", "", "No phones while driving the Zamboni. Radio only."),
                        ("aed", "", "AED on the wall by Gate 3, rinkside."),
                        (
                            "plant-oncall",
                            "",
                            "Plant on-call (ammonia / fridge faults): Nick Varga, 07700 900412.",
                        ),
                        (None, "oneoff", "AB #0347: fall on public 14:00, wrist, sent to A&E by parent."),
                        (None, "chat", "Cheers Kev for covering the late."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-10",
            "shift-log",
            "Shift log, Tue 10 Feb (DM: Sam)",
            [
                (
                    "",
                    [
                        (
                            "nh3-alarm",
                            "",
                            "NH3 alarm:\n1. Evacuate plant room + rinkside by plant door.\n2. Nobody into plant room.\n"
                            "3. Ring plant on-call; 999 if alarm goes to stage 2.\n4. Log times + ppm readings.",
                        ),
                        (
                            "injury",
                            "",
                            "Injury on ice:\n1. Stop session, whistle, skaters to barriers.\n2. First aider on with "
                            "kit "
                            "(+ spine board if head/neck).\n3. Accident book before end of shift.\n4. Email H&S lead "
                            "if hospital.",
                        ),
                        ("raiders-slot", "", "Tues 6-7.30pm ice = Raiders juniors, main pad."),
                        ("skate-hire", "correct", "Skate hire: £4.00 all ages."),
                        (None, "chat", "Quiet one. Coffee machine working again, hallelujah."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-14",
            "shift-log",
            "Shift log, Sat 14 Feb (DM: Leanne)",
            [
                (
                    "",
                    [
                        ("pad1-temp", "", "Main pad holding minus 5.5."),
                        ("helmets-u12", "", "No lid, no ice for anyone under 12."),
                        (
                            "sharpening",
                            "correct",
                            "Hire skate sharpening now Northern Blades. Same Mon collection.",
                        ),
                        (
                            "aed",
                            "refine",
                            "Defib by Gate 3: spare pads + razor in the grab bag hanging under it.",
                        ),
                        ("driver-phone", "", "Resurfacer driver's mobile stays in the locker during floods."),
                        (None, "oneoff", "Resurfacer blade change 16:40, ice shut 25 min, public refunds x6."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-19",
            "shift-log",
            "Shift log, Thu 19 Feb (DM: Sam)",
            [
                (
                    "",
                    [
                        ("wildcats-slot", "", "Thurs late ice, 8.30-10pm main pad: Wildcats ladies."),
                        ("pad2-temp", "", "Training pad kept a degree and a half warmer than P1, at minus four."),
                        (
                            "resurface",
                            "refine",
                            "Resurface: clear ice, gates shut, tank full & hot, run the board edger round the kick "
                            "plates first, then double-pass outside in, snow to melt pit, gates open once glazed.",
                        ),
                        ("plant-oncall", "", "Fridge/ammonia problems out of hours -> Nick V on 07700 900412."),
                        ("skate-hire", "", "Hire skates a flat £4 a pair."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-24",
            "shift-log",
            "Shift log, Tue 24 Feb (DM: Leanne)",
            [
                (
                    "",
                    [
                        (
                            "last-out",
                            "",
                            "Lock-up is on me: every changing room and loo checked, then alarm set.",
                        ),
                        (
                            "injury",
                            "",
                            "Anyone hurt on the ice: halt the session, get the first aider on, accident book filled "
                            "in same shift, H&S lead emailed if they went to hospital.",
                        ),
                        ("nh3-alarm", "", "Ammonia alarm = clear plant area, stay out, call on-call, log readings."),
                        ("sharpening", "", "Northern Blades van in Mon for the hire skates."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [WINDFARM, LANGSCHOOL, BELLRINGERS, ICERINK]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "windfarm": [("t07-oil", "t12-oil"), ("t07-interval", "t12-interval")],
    "langschool": [("b1-book", "b2-book"), ("am-times", "pm-times")],
    "bellringers": [("smichael-practice", "sanne-practice"), ("smichael-sunday", "sanne-sunday")],
    "icerink": [("pad1-temp", "pad2-temp"), ("raiders-slot", "wildcats-slot")],
}

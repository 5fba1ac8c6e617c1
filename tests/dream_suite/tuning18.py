"""An eighteenth tuning half: four families written blind to the engine (a self-employed piano teacher's chat
sessions with an assistant, a coworking space's members' handbook resource notes, a chess club's committee minutes,
a small gin distillery's still-house log). Tuned on from the commit that added them."""

from tests.dream_suite import Fact, Family, Note

# 1. Piano teacher's chat sessions with an assistant, first person. Two pupils (Amelia, Oliver) are sibling subjects
#    for lesson slots and exam plans; Oliver's slot is corrected with "actually", the lesson fee by a bare new value,
#    the piano tuner by name with "now", the concert venue with "changed to"; three refinements (make-up lessons,
#    the entry closing date, insurance at pupils' homes).
PIANO = Family(
    "piano",
    "self-employed piano teacher",
    "session",
    [
        Fact("amelia-slot", "wiki"),
        Fact("oliver-slot", "wiki", now=[r"5:45|17:45|quarter to six"], was=[r"\b5\s*pm|17:00"]),
        Fact("amelia-exam", "wiki"),
        Fact("oliver-exam", "wiki"),
        Fact("fee", "wiki", now=[r"£\s*24|twenty-four"], was=[r"£\s*22"]),
        Fact("tuner", "wiki", now=[r"ellie|duggan"], was=[r"marcus|webb"]),
        Fact("concert-venue", "wiki", now=[r"quaker|fern street"], was=[r"st aidan"]),
        Fact("insurance", "wiki", detail=[r"pupils' (own )?homes"]),
        Fact("piano", "wiki"),
        Fact("cancellation", "personal", detail=[r"make-up"]),
        Fact("no-sundays", "personal"),
        Fact("parent-present", "personal"),
        Fact("no-cash", "personal"),
        Fact("exam-entry", "procedure", detail=[r"closing date"]),
        Fact("new-pupil", "procedure"),
    ],
    [
        Note(
            "2026-01-05",
            "term-planning",
            "Planning the spring term",
            [
                (
                    "My teaching set-up",
                    [
                        (
                            None,
                            "chat",
                            "Happy new year! Term starts on Monday and I'd love help getting my teaching admin "
                            "straight first.",
                        ),
                        (
                            "no-sundays",
                            "",
                            "I keep Sundays completely free, and on weekdays I won't take a lesson that finishes "
                            "after 7pm.",
                        ),
                        ("fee", "", "My standard rate is £22 for a half-hour lesson, paid termly in advance."),
                        ("no-cash", "", "I've stopped taking cash altogether; everyone pays me by bank transfer."),
                        (
                            "cancellation",
                            "",
                            "My cancellation rule: if I get less than 24 hours' notice, the lesson is charged in full.",
                        ),
                        ("piano", "", "I teach from home, on my Yamaha U1 upright in the front room."),
                    ],
                ),
                (
                    "Pupils",
                    [
                        (
                            "amelia-slot",
                            "",
                            "Amelia Ford, who's nine, has thirty minutes with me on Tuesdays at 4:15pm.",
                        ),
                        ("oliver-slot", "", "Oliver Kaur (14) comes on Thursdays at 5pm for a 45-minute lesson."),
                        ("amelia-exam", "", "Amelia is working towards ABRSM Grade 3 in the summer session."),
                        ("oliver-exam", "", "Oliver is going for Trinity Grade 5, aiming at the autumn."),
                        (
                            "parent-present",
                            "",
                            "With anyone under ten, a parent or carer has to stay in the house for the whole "
                            "lesson. That one's non-negotiable for me.",
                        ),
                        (None, "oneoff", "Amelia's mum paid the spring term this morning, reference FORD-SPR26."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-08",
            "exams-and-admin",
            "Exam entries and new pupils",
            [
                (
                    "",
                    [
                        (
                            "exam-entry",
                            "",
                            "How I enter a pupil for an exam:\n1. Agree the grade and the session with the pupil "
                            "and their parents.\n2. Book the entry on the exam board's online portal.\n3. Invoice "
                            "the parents for the entry fee.\n4. Send the family the date and venue once the board "
                            "confirms.",
                        ),
                        (
                            "new-pupil",
                            "",
                            "When someone new wants lessons:\n1. Offer a free 20-minute trial lesson.\n2. Email "
                            "over my terms and conditions.\n3. Have the parents fill in the contact and medical "
                            "form.\n4. Add the pupil to my timetable spreadsheet.",
                        ),
                        ("tuner", "", "Marcus Webb tunes the Yamaha for me twice a year, in January and July."),
                        ("concert-venue", "", "My pupils' summer concert is booked at St Aidan's church hall."),
                        (
                            "insurance",
                            "",
                            "My public liability insurance comes as part of my Musicians' Union membership.",
                        ),
                        (None, "chat", "Could you tidy the exam steps into something I can pin above the piano?"),
                        (None, "oneoff", "Oliver forgot his theory book today, so we did sight-reading instead."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-15",
            "timetable-changes",
            "Juggling the timetable",
            [
                (
                    "",
                    [
                        (
                            "oliver-slot",
                            "correct",
                            "Actually, Oliver's family have asked to move him to 5:45 on Thursdays because of "
                            "football; it's still 45 minutes.",
                        ),
                        ("fee", "correct", "Fees for a 30-minute lesson are £24."),
                        ("amelia-slot", "", "Tuesday 16:15 stays as Amelia's half-hour."),
                        (
                            "no-sundays",
                            "",
                            "Sunday is my day off, full stop, and school-night teaching has to wrap up by seven.",
                        ),
                        (None, "chat", "Fitting everyone around after-school clubs is like doing a sliding puzzle."),
                        (None, "oneoff", "The boiler packed up during lessons today, so I taught in a coat."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-26",
            "tuning-and-concert",
            "The piano tuner and the summer concert",
            [
                (
                    "",
                    [
                        (
                            "tuner",
                            "correct",
                            "Marcus has retired, so Ellie Duggan from Keynote Tuning now looks after my piano.",
                        ),
                        (
                            "concert-venue",
                            "correct",
                            "The summer concert venue has changed to the Quaker Meeting House on Fern Street, since "
                            "St Aidan's is having its roof redone.",
                        ),
                        (
                            "cancellation",
                            "refine",
                            "On cancellations: under 24 hours' notice still gets charged, but if a child is "
                            "genuinely ill I'll offer a make-up slot within a fortnight.",
                        ),
                        (
                            "insurance",
                            "refine",
                            "I checked with the MU and their cover also applies when I teach in pupils' own homes.",
                        ),
                        (
                            "parent-present",
                            "",
                            "For the little ones, under 10, mum, dad or another grown-up needs to be somewhere in "
                            "the building while we play.",
                        ),
                        (None, "oneoff", "Ellie's first visit is booked for 3 February at 10am."),
                        (None, "chat", "Thanks, that's a weight off my mind."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-09",
            "exam-season",
            "Getting ready for exam season",
            [
                (
                    "",
                    [
                        (
                            "exam-entry",
                            "refine",
                            "For exam entries: agree the grade and session, check the board's closing date for "
                            "entries, book on the portal, invoice the parents for the fee, then send the date and "
                            "venue once it's confirmed.",
                        ),
                        ("oliver-slot", "", "Oliver's Thursday lessons run from a quarter to six."),
                        ("fee", "", "A half-hour costs parents twenty-four pounds."),
                        ("amelia-exam", "", "Amelia will sit her third-grade ABRSM exam in June."),
                        ("no-cash", "", "Bank transfer is the only way I'll be paid; no more notes in envelopes."),
                        (None, "oneoff", "Oliver's mock went well today: 124 out of 150 on my marking."),
                        (None, "chat", "Right, I think that's everything for now. Thank you!"),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Coworking space members' handbook, resource notes revised over several days, headings per area. Resident and
#    flex access hours, and the Oak and Birch meeting rooms, are sibling subjects; the meeting-room credit is
#    corrected by a bare new value, the community manager by name with "now", the cleaning contractor by name with
#    "from next week", the parcel collection time with "changed to"; three refinements (shared milk, photo ID, the
#    back fire door).
COWORK = Family(
    "cowork",
    "coworking space members' handbook",
    "resource",
    [
        Fact("resident-access", "wiki"),
        Fact("flex-access", "wiki"),
        Fact("oak-room", "wiki"),
        Fact("birch-room", "wiki"),
        Fact("room-credits", "wiki", now=[r"\b8 hours|eight hours"], was=[r"\b6 hours"]),
        Fact("printer", "wiki"),
        Fact("community-manager", "wiki", now=[r"kwame|asante"], was=[r"sophie|\blane\b"]),
        Fact("cleaner", "wiki", now=[r"brightside"], was=[r"sparkleworks"]),
        Fact("parcels", "wiki", now=[r"18:00"], was=[r"17:30"]),
        Fact("clear-desk", "personal"),
        Fact("quiet-zone", "personal"),
        Fact("fridge", "personal", detail=[r"milk"]),
        Fact("dogs", "personal"),
        Fact("guest-signin", "procedure", detail=[r"photo id"]),
        Fact("last-out", "procedure", detail=[r"fire door"]),
    ],
    [
        Note(
            "2026-03-02",
            "handbook-desks-rooms",
            "Loom Works members' handbook: desks and meeting rooms",
            [
                (
                    "Desks",
                    [
                        ("resident-access", "", "Resident (fixed-desk) members have 24/7 fob access to the building."),
                        ("flex-access", "", "Flex members can use the space 8:00 to 19:00, Monday to Friday."),
                        (
                            "clear-desk",
                            "",
                            "Hot desks must be cleared at the end of every day; anything left behind goes in the "
                            "lost-property crate.",
                        ),
                        (
                            "quiet-zone",
                            "",
                            "The Library (the back room on the first floor) is a silent zone: no calls, and no "
                            "music without headphones.",
                        ),
                        (
                            "printer",
                            "",
                            "The shared printer is on the mezzanine; each membership includes 50 free pages a month.",
                        ),
                    ],
                ),
                (
                    "Meeting rooms",
                    [
                        ("oak-room", "", "Oak seats 10 around one table and has a 65-inch screen with Chromecast."),
                        ("birch-room", "", "Birch is the small room: 4 people, a whiteboard, no screen."),
                        (
                            "room-credits",
                            "",
                            "Every membership comes with 6 hours of meeting-room credit a month, booked in Nexudus.",
                        ),
                        (None, "oneoff", "Oak is out of use on Thursday morning while the screen is re-mounted."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-03",
            "handbook-kitchen-access",
            "Loom Works members' handbook: kitchen, access and security",
            [
                (
                    "Kitchen",
                    [
                        (
                            "fridge",
                            "",
                            "Label your food with your name and the date; the fridge is emptied every Friday at 4pm.",
                        ),
                        (
                            "cleaner",
                            "",
                            "SparkleWorks clean the kitchen and toilets on Monday, Wednesday and Friday evenings.",
                        ),
                        ("dogs", "", "Well-behaved dogs are welcome on the ground floor, but never in the kitchen."),
                    ],
                ),
                (
                    "Access and security",
                    [
                        (
                            "guest-signin",
                            "",
                            "Bringing a guest:\n1. Register them in Nexudus the day before.\n2. Meet them at "
                            "reception yourself.\n3. Give them a visitor lanyard from the front desk.\n4. Sign them "
                            "out and hand the lanyard back when they leave.",
                        ),
                        (
                            "last-out",
                            "",
                            "If you're the last one out:\n1. Close the windows on both floors.\n2. Switch off the "
                            "kitchen lights and the coffee machine.\n3. Set the alarm at the panel by the main "
                            "door.\n4. Pull the front door shut until it clicks.",
                        ),
                        (
                            "community-manager",
                            "",
                            "Sophie Lane is the community manager; go to her about memberships, invoices and "
                            "anything broken.",
                        ),
                        ("parcels", "", "Post and parcels are held at reception and can be collected until 17:30."),
                        (None, "chat", "Thanks to everyone who sent comments on the first draft of this handbook."),
                        (None, "oneoff", "Fire alarm test this Wednesday at 11:00; no need to leave the building."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-05",
            "handbook-revisions",
            "Members' handbook: revisions, 5 March",
            [
                (
                    "Meeting rooms",
                    [
                        ("room-credits", "correct", "Meeting-room allowance: 8 hours per member each month."),
                        (
                            "birch-room",
                            "",
                            "Birch suits pairs or a group of up to four; there's a wall-mounted board to write on "
                            "but nothing to plug a laptop into.",
                        ),
                    ],
                ),
                (
                    "Desks",
                    [
                        (
                            "quiet-zone",
                            "",
                            "Phone calls belong in the booths, never in the first-floor back room, which is kept "
                            "silent.",
                        ),
                        (None, "oneoff", "Desk 14's broken chair was swapped for a new one today."),
                    ],
                ),
                (
                    "Kitchen",
                    [
                        (
                            "fridge",
                            "refine",
                            "The Friday 4pm fridge clear-out takes anything unlabelled or out of date, but the milk "
                            "on the top 'shared' shelf is left alone.",
                        ),
                        (
                            None,
                            "chat",
                            "Someone keeps leaving lovely sourdough by the toaster. Thank you, whoever you are!",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-09",
            "handbook-contacts",
            "Members' handbook: contacts and cleaning",
            [
                (
                    "Who to ask",
                    [
                        (
                            "community-manager",
                            "correct",
                            "Kwame Asante is now our community manager; Sophie Lane has moved to the Leeds site.",
                        ),
                        (None, "oneoff", "The lift is out of service until Wednesday; an engineer is booked."),
                    ],
                ),
                (
                    "Kitchen",
                    [
                        (
                            "cleaner",
                            "correct",
                            "From next week the evening clean is done by Brightside Cleaning instead, on the same "
                            "three evenings.",
                        ),
                    ],
                ),
                (
                    "Access and security",
                    [
                        (
                            "guest-signin",
                            "refine",
                            "Guests, updated: register them in Nexudus the day before, meet them at reception, "
                            "check their photo ID, hand over a visitor lanyard, and sign them out when they go.",
                        ),
                        (
                            "flex-access",
                            "",
                            "A flex membership covers weekdays only, from eight in the morning until seven at night.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-12",
            "handbook-security-update",
            "Members' handbook: access and security, reworded",
            [
                (
                    "Access and security",
                    [
                        (
                            "last-out",
                            "refine",
                            "Whoever locks up also checks that the fire door at the back of the kitchen is shut "
                            "before arming the alarm.",
                        ),
                        (
                            "resident-access",
                            "",
                            "Residents' fobs open the front door at any hour, every day of the year.",
                        ),
                        (
                            "parcels",
                            "correct",
                            "Parcel collection from reception has changed to 18:00 so people can pick up after work.",
                        ),
                        (None, "chat", "Reworded this section so it reads less like a legal notice."),
                        (None, "oneoff", "Three fobs were reported lost this month and all have been deactivated."),
                    ],
                ),
                (
                    "Meeting rooms",
                    [
                        ("room-credits", "", "Each member gets eight hours of room bookings per month."),
                    ],
                ),
                (
                    "Desks",
                    [
                        ("printer", "", "Fifty prints a month are free for every member, on the machine upstairs."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Chess club committee minutes, third person with initials. The A and B league teams are sibling subjects
#    (captains, home match nights); the secretary is corrected by name with "now", the B team captain by name with no
#    marker, the home match start with "changed to", the adult subs with "from next season"; three refinements
#    (the increment, the results deadline, the junior consent form).
CHESS = Family(
    "chessclub",
    "chess club committee minutes",
    "minutes",
    [
        Fact("secretary", "wiki", now=[r"tunde|okafor"], was=[r"james|moreton"]),
        Fact("a-captain", "wiki"),
        Fact("b-captain", "wiki", now=[r"colin|fenwick"], was=[r"priya|wallace"]),
        Fact("a-home-night", "wiki"),
        Fact("b-home-night", "wiki"),
        Fact("match-start", "wiki", now=[r"19:45|quarter to eight"], was=[r"19:30"]),
        Fact("subs", "wiki", now=[r"£\s*45"], was=[r"£\s*40"]),
        Fact("venue-rent", "wiki"),
        Fact("time-control", "wiki", detail=[r"increment"]),
        Fact("championship", "wiki"),
        Fact("phones", "personal"),
        Fact("junior-collection", "personal", detail=[r"consent"]),
        Fact("paid-up", "personal"),
        Fact("results", "procedure", detail=[r"noon"]),
        Fact("pack-away", "procedure"),
    ],
    [
        Note(
            "2026-01-14",
            "minutes-jan",
            "Millbrook Chess Club committee, 14 January 2026",
            [
                (
                    "Officers",
                    [
                        (
                            None,
                            "chat",
                            "Present: RP (chair), JM, DK, MS, PW. RP welcomed everyone and thanked DK for running "
                            "the Christmas blitz.",
                        ),
                        (
                            "secretary",
                            "",
                            "James Moreton (JM) continues as club secretary and handles all league correspondence.",
                        ),
                        ("subs", "", "DK confirmed that adult subs remain £40 a year, juniors £15."),
                    ],
                ),
                (
                    "League teams",
                    [
                        (
                            "a-captain",
                            "",
                            "Mei Sato (MS) captains the A team in Division 1 of the Dales & District League.",
                        ),
                        ("b-captain", "", "Priya Wallace (PW) captains the B team in Division 3."),
                        ("a-home-night", "", "A team home fixtures are played on Tuesdays, alongside club night."),
                        ("b-home-night", "", "B team home fixtures are played on Wednesdays in the same room."),
                        ("match-start", "", "Home matches start at 19:30; captains to have the boards out by 19:15."),
                        (
                            "paid-up",
                            "",
                            "The committee agreed that only paid-up members may be selected for league matches.",
                        ),
                        (None, "oneoff", "MS reported that the A team beat Ripley 4½–1½ last Tuesday."),
                    ],
                ),
                (
                    "Venue",
                    [
                        (
                            "venue-rent",
                            "",
                            "The club rents the upstairs room at the Railway Institute for £25 a night.",
                        ),
                        (
                            "phones",
                            "",
                            "A notice is to go up: mobile phones must be switched off in the playing room during "
                            "all games.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-11",
            "minutes-feb",
            "Millbrook Chess Club committee, 11 February 2026",
            [
                (
                    "Matters arising",
                    [
                        (
                            "results",
                            "",
                            "Procedure for league results agreed:\n1. The home captain collects both scoresheets at "
                            "the end of the match.\n2. The result is entered on the league website.\n3. A photo of "
                            "the scoresheets is emailed to the league results secretary.\n4. The captain posts the "
                            "score in the club WhatsApp group.",
                        ),
                        (
                            "pack-away",
                            "",
                            "At the end of each club night:\n1. Stop the clocks and switch them off.\n2. Count the "
                            "pieces back into their boxes, 32 to a set.\n3. Lock boards and clocks in the cupboard "
                            "on the landing.\n4. Return the key to the Institute bar.",
                        ),
                        ("time-control", "", "League games are played at 75 minutes per player for the whole game."),
                        (
                            "junior-collection",
                            "",
                            "Juniors under 14 must be collected from the door by a parent or carer by 21:00.",
                        ),
                        (
                            "championship",
                            "",
                            "The club championship is a seven-round Swiss, with one round on the first Tuesday of "
                            "each month.",
                        ),
                        (None, "chat", "DK thanked PW for sourcing the new scorebooks."),
                        (None, "oneoff", "Eleven members played in the January rapidplay."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-11",
            "minutes-mar",
            "Millbrook Chess Club committee, 11 March 2026",
            [
                (
                    "Officers",
                    [
                        (
                            "secretary",
                            "correct",
                            "JM has stood down for work reasons; Tunde Okafor (TO) is now club secretary and takes "
                            "over correspondence with the league.",
                        ),
                    ],
                ),
                (
                    "League teams",
                    [
                        ("b-captain", "correct", "B team captain: Colin Fenwick (CF), with PW staying on board one."),
                        (
                            "match-start",
                            "correct",
                            "Start time for home matches changed to 19:45 to give players coming from work more time.",
                        ),
                        (
                            "time-control",
                            "refine",
                            "Clarified for new members: the league time control is 75 minutes each plus a "
                            "15-second increment per move from move one.",
                        ),
                        ("a-home-night", "", "The first team still hosts its league opponents on Tuesday club nights."),
                        (None, "oneoff", "The B team lost 2–4 away at Thornby."),
                        (None, "chat", "Thanks recorded to CF for repairing two of the older clocks."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-08",
            "minutes-apr",
            "Millbrook Chess Club committee, 8 April 2026",
            [
                (
                    "Treasurer's report",
                    [
                        (
                            "subs",
                            "correct",
                            "DK proposed and the committee agreed that from next season adult subs go up to £45; "
                            "juniors stay at £15.",
                        ),
                        ("venue-rent", "", "The Institute charges us £25 for each evening we use the upstairs room."),
                    ],
                ),
                (
                    "League teams",
                    [
                        (
                            "results",
                            "refine",
                            "Results: the home captain enters the score on the league website by noon the day after "
                            "the match, then emails the scoresheet photo to the results secretary and posts in the "
                            "WhatsApp group.",
                        ),
                        ("b-home-night", "", "Wednesday evenings remain the second team's home match night."),
                    ],
                ),
                (
                    "Juniors",
                    [
                        (
                            "junior-collection",
                            "refine",
                            "Juniors under 14 may leave on their own only if a parent has signed the club's consent "
                            "form; otherwise they wait inside to be picked up by 21:00.",
                        ),
                        (
                            None,
                            "oneoff",
                            "The Institute car park is being resurfaced on 21 April; park on Station Road.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-13",
            "minutes-may",
            "Millbrook Chess Club committee, 13 May 2026",
            [
                (
                    "Officers",
                    [
                        ("secretary", "", "League correspondence goes through Tunde, as secretary."),
                    ],
                ),
                (
                    "League teams",
                    [
                        ("b-captain", "", "Colin will pick the B side for the last two fixtures."),
                        ("match-start", "", "Home boards get under way at a quarter to eight."),
                        (None, "oneoff", "The A team finished second in Division 1."),
                    ],
                ),
                (
                    "Club nights",
                    [
                        ("phones", "", "Members were reminded that phones stay off while any game is in progress."),
                        (
                            "championship",
                            "",
                            "Championship rounds carry on monthly, first Tuesday, seven rounds in total under Swiss "
                            "pairings.",
                        ),
                        (None, "chat", "RP thanked the committee for all their work over a good season."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Gin distillery still-house log, terse bullets. The two pot stills (Agnes, Maud) have similar settings and are
#    sibling subjects named mostly by section headings (charge, tails cut); Agnes's cut is corrected by a bare new
#    value, the neutral spirit supplier by name with "changed to", bottling strength with "now", the spent-botanicals
#    collector by name with no marker; three refinements (vent valve, citric wash, feints on Maud only).
DISTILLERY = Family(
    "distillery",
    "gin distillery still-house log",
    "log",
    [
        Fact("agnes-charge", "wiki"),
        Fact("maud-charge", "wiki"),
        Fact("agnes-cut", "wiki", now=[r"\b70\s*%|seventy"], was=[r"\b72\s*%"]),
        Fact("maud-cut", "wiki"),
        Fact("steep", "wiki"),
        Fact("ngs-supplier", "wiki", now=[r"calder"], was=[r"ashcombe"]),
        Fact("bottle-strength", "wiki", now=[r"\b43\b"], was=[r"41\.5"]),
        Fact("spent-botanicals", "wiki", now=[r"ridley"], was=[r"hollin"]),
        Fact("bond-store", "wiki"),
        Fact("feints", "wiki", detail=[r"maud only"]),
        Fact("lone-working", "personal"),
        Fact("sample-labels", "personal"),
        Fact("recipe-safe", "personal"),
        Fact("start-up", "procedure", detail=[r"vent"]),
        Fact("clean-down", "procedure", detail=[r"citric"]),
    ],
    [
        Note(
            "2026-04-13",
            "still-log-0413",
            "Still house, Mon 13 Apr",
            [
                (
                    "",
                    [
                        ("ngs-supplier", "", "NGS from Ashcombe Spirits, 1,000 L IBC at 96.3%."),
                        ("bond-store", "", "Finished spirit to bonded store, cage 2. Key on Fiona's ring only."),
                        ("steep", "", "Botanicals steep 16 h in the charge before heat-up."),
                        ("lone-working", "", "No lone running after 18:00. Two on site or the still goes off."),
                        (
                            "recipe-safe",
                            "",
                            "Recipe sheet lives in the office safe. Not on the whiteboard, not on phones.",
                        ),
                        ("feints", "", "Heads and tails to the feints tank; redistil when it reaches 200 L."),
                        (None, "oneoff", "Run A-112: 41 L hearts."),
                    ],
                ),
                (
                    "Agnes",
                    [
                        ("agnes-charge", "", "Charge 300 L at 45% ABV."),
                        ("agnes-cut", "", "Hearts to tails at 72%."),
                    ],
                ),
                (
                    "Maud",
                    [
                        ("maud-charge", "", "Charge 250 L at 45% ABV."),
                        ("maud-cut", "", "Hearts to tails at 68%."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-14",
            "still-log-0414",
            "Still house, Tue 14 Apr",
            [
                (
                    "",
                    [
                        (
                            "start-up",
                            "",
                            "Start-up:\n1. Condenser water on, check flow.\n2. Charge the still, close the manway.\n"
                            "3. Full power until first drips.\n4. Drop to run power, collect foreshots.",
                        ),
                        (
                            "clean-down",
                            "",
                            "Clean-down after a run:\n1. Drain spent charge to the effluent tank.\n2. Hot water "
                            "rinse, twice.\n3. Wipe sight glass and swan-neck joints.\n4. Leave manway open to dry.",
                        ),
                        ("sample-labels", "", "Fiona wants every hearts sample jar labelled: run no., still, time."),
                        ("spent-botanicals", "", "Spent botanicals bagged; Hollin Farm collect Tue for compost."),
                        ("bottle-strength", "", "Bottling strength 41.5% ABV."),
                        (None, "chat", "Radio's died. Someone bring batteries."),
                        (None, "oneoff", "Gauge on Maud's condenser line reading high; reseated, fine."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-16",
            "still-log-0416",
            "Still house, Thu 16 Apr",
            [
                (
                    "",
                    [
                        ("steep", "", "Overnight soak for the botanicals, sixteen hours, before firing."),
                        (None, "chat", "Cheers Sam for the coffee run."),
                    ],
                ),
                (
                    "Agnes",
                    [
                        ("agnes-cut", "correct", "Cut to tails at 70%."),
                        (None, "oneoff", "Run A-113: 43 L hearts, slightly soapy at the end."),
                    ],
                ),
                (
                    "Maud",
                    [
                        ("maud-cut", "", "Tails jar goes on at sixty-eight."),
                        (None, "oneoff", "Run M-047: 28 L hearts, nose clean."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-20",
            "still-log-0420",
            "Still house, Mon 20 Apr",
            [
                (
                    "",
                    [
                        (
                            "ngs-supplier",
                            "correct",
                            "NGS supplier changed to Calder Neutral Spirits; the current Ashcombe IBC is the last.",
                        ),
                        ("bottle-strength", "correct", "Bottling at 43% now, per Fiona after the tasting panel."),
                        (
                            "start-up",
                            "refine",
                            "Start-up: water on, charge, close manway, open the vent valve on the pot before any "
                            "heat, full power to first drips, then run power.",
                        ),
                        (
                            "lone-working",
                            "",
                            "Evenings: never one person alone with a still running. Second person in after six.",
                        ),
                        (None, "oneoff", "HMRC visit pencilled in for Thu 23rd."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-23",
            "still-log-0423",
            "Still house, Thu 23 Apr",
            [
                (
                    "",
                    [
                        ("spent-botanicals", "correct", "Spent botanicals to Ridley's Pigs, collected Tue and Fri."),
                        (
                            "clean-down",
                            "refine",
                            "Clean-down as normal, plus a citric acid wash every fifth run on each still.",
                        ),
                        ("feints", "refine", "Feints redistilled on Maud only, once the tank hits 200 L."),
                        (None, "oneoff", "HMRC visit done, no actions."),
                    ],
                ),
                (
                    "Agnes",
                    [
                        ("agnes-charge", "", "Filled with three hundred litres of 45% spirit."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-27",
            "still-log-0427",
            "Still house, Mon 27 Apr",
            [
                (
                    "",
                    [
                        ("bottle-strength", "", "Reduce to 43 for bottling."),
                        ("recipe-safe", "", "Reminder: the recipe stays locked away in the safe."),
                        (None, "chat", "Good week, all. Beers on Friday."),
                    ],
                ),
                (
                    "Agnes",
                    [
                        ("agnes-cut", "", "Tails at seventy."),
                    ],
                ),
                (
                    "Maud",
                    [
                        ("maud-charge", "", "Loaded 250 litres at forty-five per cent."),
                        (None, "oneoff", "Run M-049: 27 L hearts."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [PIANO, COWORK, CHESS, DISTILLERY]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "piano": [("amelia-slot", "oliver-slot"), ("amelia-exam", "oliver-exam")],
    "cowork": [("resident-access", "flex-access"), ("oak-room", "birch-room")],
    "chessclub": [("a-captain", "b-captain"), ("a-home-night", "b-home-night")],
    "distillery": [("agnes-charge", "maud-charge"), ("agnes-cut", "maud-cut")],
}

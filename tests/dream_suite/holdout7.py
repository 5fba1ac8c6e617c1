"""A seventh holdout half: four families written blind to the engine (a community pharmacy's shift handover log,
a theatre company's production meeting minutes, a retired man's household prose notes, a small hotel's reception
resource notes). Frozen: never tuned on."""

from tests.dream_suite import Fact, Family, Note

# 1. Community pharmacy shift handover log, terse bullets, third person. The two care homes supplied with dosette
#    trays (Elmwood House, Brackenfield Lodge) are sibling subjects named only by section headings; Brackenfield's
#    contact changes by name with no marker, the wholesaler cut-off by value with "now", the delivery run by a bare
#    new time, the area manager by name with "from today".
PHARMACY = Family(
    "pharmacy",
    "community pharmacy shift handover log",
    "log",
    [
        Fact("opening-hours", "wiki"),
        Fact("elmwood-day", "wiki"),
        Fact("bracken-day", "wiki"),
        Fact("elmwood-contact", "wiki"),
        Fact("bracken-contact", "wiki", now=[r"priya|nair"], was=[r"luke|farr"]),
        Fact("order-cutoff", "wiki", now=[r"15:30"], was=[r"16:00"]),
        Fact("driver-run", "wiki", now=[r"12:30"], was=[r"13:00"]),
        Fact("area-manager", "wiki", now=[r"sandra|bell"], was=[r"rob|tennant"]),
        Fact("fridge", "wiki", detail=[r"reset"]),
        Fact("returns", "wiki"),
        Fact("cd-rule", "personal"),
        Fact("supervised-rule", "personal"),
        Fact("rp-signin", "procedure"),
        Fact("owings", "procedure"),
    ],
    [
        Note(
            "2026-06-01",
            "handover",
            "Shift handover, Mon 1 Jun",
            [
                (
                    "",
                    [
                        (
                            "rp-signin",
                            "",
                            "RP at start of shift:\n1. Sign in on the RP log with GPhC number and time.\n2. Put "
                            "the RP notice up on the counter.\n3. Sign out on the log at the end of the shift.",
                        ),
                        (
                            "cd-rule",
                            "",
                            "CD register: every entry checked and initialled by two people, no exceptions.",
                        ),
                        ("order-cutoff", "", "Alliance order cut-off 16:00 for next-morning delivery."),
                        ("opening-hours", "", "Open 8:30 to 18:30 Mon to Fri, 9 to 13 Sat."),
                        ("area-manager", "", "Area manager: Rob Tennant (ring him for staffing problems)."),
                        (None, "oneoff", "Alliance order ref AH-55721 sent 15:42."),
                    ],
                ),
                (
                    "Elmwood House",
                    [
                        ("elmwood-day", "", "MDS trays go out Tuesdays."),
                        ("elmwood-contact", "", "Contact: Sister Jane Obi."),
                    ],
                ),
                (
                    "Brackenfield Lodge",
                    [
                        ("bracken-day", "", "Trays delivered Fridays."),
                        ("bracken-contact", "", "Contact: deputy manager Luke Farr."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-03",
            "handover",
            "Shift handover, Wed 3 Jun",
            [
                (
                    "",
                    [
                        (
                            "owings",
                            "",
                            "Owings:\n1. Give the patient an owing slip with item and quantity.\n2. Log it in "
                            "the owings book.\n3. Text the patient when it arrives.\n4. Tick it off when "
                            "collected.",
                        ),
                        ("fridge", "", "Fridge range 2 to 8°C; min/max read and logged morning and evening."),
                        ("driver-run", "", "Driver leaves on the delivery run at 13:00."),
                        (
                            "returns",
                            "",
                            "Patient returns go in the blue DOOP bin behind the counter, never back into stock.",
                        ),
                        (
                            "supervised-rule",
                            "",
                            "Supervised doses: taken in the consultation room in front of the pharmacist, never "
                            "handed over to take away.",
                        ),
                        (None, "chat", "Thanks Mel for covering lunch."),
                        (
                            None,
                            "oneoff",
                            "Fridge alarm 10:15, door left ajar, max 9.1°C, back in range by 10:40, logged.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-09",
            "handover",
            "Shift handover, Tue 9 Jun",
            [
                (
                    "",
                    [
                        (
                            "order-cutoff",
                            "correct",
                            "Alliance cut-off is now 15:30; anything later goes the day after next.",
                        ),
                        ("cd-rule", "", "Two signatures on every CD entry."),
                        (None, "oneoff", "Owing for Mr Hughes's Fostair collected."),
                    ],
                ),
                (
                    "Elmwood House",
                    [
                        ("elmwood-contact", "", "Jane Obi is the nurse to call there."),
                    ],
                ),
                (
                    "Brackenfield Lodge",
                    [
                        ("bracken-contact", "correct", "Contact: Priya Nair, deputy manager."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-16",
            "handover",
            "Shift handover, Tue 16 Jun",
            [
                (
                    "",
                    [
                        (
                            "area-manager",
                            "correct",
                            "From today the area manager is Sandra Bell; Rob Tennant has moved to the north region.",
                        ),
                        ("driver-run", "correct", "Delivery driver goes out 12:30."),
                        (
                            "fridge",
                            "refine",
                            "Fridge: min/max read at opening and close, 2 to 8°C, thermometer reset after each "
                            "reading.",
                        ),
                        (
                            "supervised-rule",
                            "",
                            "No takeaway on supervised scripts; dose swallowed in the consultation room with the "
                            "pharmacist watching.",
                        ),
                        (None, "chat", "Heatwave, fans on in the dispensary."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-24",
            "handover",
            "Shift handover, Wed 24 Jun",
            [
                (
                    "",
                    [
                        ("order-cutoff", "", "Order in by half three."),
                        (None, "oneoff", "NMS consultation booked for 10:20 Thursday."),
                    ],
                ),
                (
                    "Brackenfield Lodge",
                    [
                        ("bracken-contact", "", "Priya Nair is who to speak to there."),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Theatre company production meeting minutes, third person. The two tour venues (Corn Exchange, Lyric) are
#    sibling subjects for get-in and technical manager, the managers named only under venue headings; the first
#    performance is corrected by a bare new date, the props budget with "actually", the company stage manager by
#    name with "now", the Lyric's technical manager by name with no marker.
THEATRE = Family(
    "theatre",
    "theatre company production meeting minutes",
    "minutes",
    [
        Fact("first-show", "wiki", now=[r"\b15 may"], was=[r"\b14 may"]),
        Fact("company-sm", "wiki", now=[r"tom|barker"], was=[r"nia|roberts"]),
        Fact("props-budget", "wiki", now=[r"2,?200"], was=[r"1,?800"]),
        Fact("rehearsal-room", "wiki"),
        Fact("set-builder", "wiki"),
        Fact("corn-getin", "wiki"),
        Fact("lyric-getin", "wiki"),
        Fact("corn-tm", "wiki"),
        Fact("lyric-tm", "wiki", now=[r"lorna|fitch"], was=[r"kwame|asante"]),
        Fact("rehearsal-hours", "personal"),
        Fact("haze-rule", "personal"),
        Fact("notes-rule", "personal"),
        Fact("preshow", "procedure", detail=[r"glow ?tape"]),
        Fact("fight-call", "procedure"),
    ],
    [
        Note(
            "2026-03-30",
            "production-meeting",
            "Production meeting 1: The Salt Road",
            [
                (
                    "Schedule",
                    [
                        (None, "chat", "Welcome, all, and thanks to Dev for the biscuits."),
                        ("first-show", "", "First performance is Thursday 14 May at the Corn Exchange."),
                        ("rehearsal-room", "", "Rehearsals are at St Jude's church hall on Paxton Street."),
                        (
                            "rehearsal-hours",
                            "",
                            "Rehearsal calls are 10:00 to 18:00, six days a week, with Mondays off.",
                        ),
                    ],
                ),
                (
                    "Stage management",
                    [
                        ("company-sm", "", "Nia Roberts is company stage manager and will run the book."),
                    ],
                ),
                (
                    "Design",
                    [
                        ("set-builder", "", "The set is being built by Anvil Scenic in Leeds."),
                        ("props-budget", "", "Props budget agreed at £1,800."),
                    ],
                ),
                (
                    "Touring",
                    [
                        ("corn-getin", "", "Corn Exchange get-in is Sunday 10 May from 08:00."),
                        ("lyric-getin", "", "The Lyric get-in is Monday 25 May from 09:00."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-06",
            "production-meeting",
            "Production meeting 2: The Salt Road",
            [
                (
                    "Corn Exchange",
                    [
                        ("corn-tm", "", "Technical manager is Faisal Haddad; all tech specs go to him."),
                    ],
                ),
                (
                    "Lyric",
                    [
                        ("lyric-tm", "", "Technical manager is Kwame Asante."),
                    ],
                ),
                (
                    "Safety",
                    [
                        (
                            "haze-rule",
                            "",
                            "No haze or smoke on stage unless the venue has isolated its detectors and a fire "
                            "watch is named.",
                        ),
                        (
                            "fight-call",
                            "",
                            "A fight call is held thirty minutes before the half at every performance, led by "
                            "the fight captain.",
                        ),
                    ],
                ),
                (
                    "Company",
                    [
                        (
                            "notes-rule",
                            "",
                            "Only the director gives acting notes; cast members do not give each other notes.",
                        ),
                        (None, "oneoff", "Ade's costume fitting moved to Wednesday at 2pm."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-20",
            "production-meeting",
            "Production meeting 3: The Salt Road",
            [
                (
                    "Schedule",
                    [
                        ("first-show", "correct", "First performance: Friday 15 May, Corn Exchange."),
                    ],
                ),
                (
                    "Design",
                    [
                        (
                            "props-budget",
                            "correct",
                            "The props budget is actually £2,200; the extra was signed off for the boat.",
                        ),
                    ],
                ),
                (
                    "Stage management",
                    [
                        (
                            "preshow",
                            "",
                            "Pre-show checks by the DSM:\n1. Check the preset against the props table plot.\n2. "
                            "Test cue lights and cans.\n3. Sweep and mop the stage.\n4. Call the half 35 minutes "
                            "before curtain up.",
                        ),
                        (None, "oneoff", "Rehearsal report 14 sent to all departments."),
                    ],
                ),
                (
                    "Lyric",
                    [
                        ("lyric-getin", "", "Load-in there on the Monday, 25 May, at nine."),
                        (None, "chat", "Congratulations to Nia on her engagement!"),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-27",
            "production-meeting",
            "Production meeting 4: The Salt Road",
            [
                (
                    "Stage management",
                    [
                        (
                            "company-sm",
                            "correct",
                            "Tom Barker is now company stage manager; Nia Roberts has left for the West End transfer.",
                        ),
                        (
                            "preshow",
                            "refine",
                            "Pre-show: preset checked against the props plot, cue lights and cans tested, stage "
                            "swept and mopped, glow tape checked on every step and entrance, half called at 35 "
                            "minutes.",
                        ),
                    ],
                ),
                (
                    "Lyric",
                    [
                        ("lyric-tm", "correct", "Technical manager: Lorna Fitch."),
                    ],
                ),
                (
                    "Safety and company",
                    [
                        (
                            "haze-rule",
                            "",
                            "Reminder: smoke and haze only once the fire alarm is isolated and someone is named "
                            "as fire watch.",
                        ),
                        (None, "oneoff", "Van hire confirmed for the get-out, ref VH-20931."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-05",
            "production-meeting",
            "Production meeting 5: The Salt Road",
            [
                (
                    "Schedule",
                    [
                        ("first-show", "", "Opening night is 15 May at the Corn Exchange."),
                        ("props-budget", "", "Props holding within the £2,200 budget."),
                    ],
                ),
                (
                    "Stage management",
                    [
                        (
                            "fight-call",
                            "",
                            "The fight captain runs the fight call 30 minutes before the half at every show.",
                        ),
                        ("company-sm", "", "Tom Barker will call the show."),
                        (None, "chat", "Thanks, everyone; see you in tech."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. A retired man's household notes, hand-written prose, first person. The bins and the grandchildren (Ella, Sam)
#    are sibling subjects, the children named only by section headings; the GP is corrected by name with no marker,
#    the window cleaner's price with "now", bridge night with "actually"; the boiler service gets its price later.
HOUSEHOLD = Family(
    "household",
    "retired person's household notes",
    "prose",
    [
        Fact("gp", "wiki", now=[r"ferreira"], was=[r"malik"]),
        Fact("spare-key", "wiki"),
        Fact("paper", "wiki"),
        Fact("green-bin", "wiki"),
        Fact("black-bin", "wiki"),
        Fact("window-cleaner", "wiki", now=[r"£\s*20\b"], was=[r"£\s*18\b"]),
        Fact("boiler", "wiki", detail=[r"£\s*85"]),
        Fact("bridge", "wiki", now=[r"wednesday"], was=[r"thursday"]),
        Fact("ella-bday", "wiki"),
        Fact("sam-bday", "wiki"),
        Fact("bank-rule", "personal"),
        Fact("dark-driving", "personal"),
        Fact("dosette", "procedure"),
        Fact("meter", "procedure"),
    ],
    [
        Note(
            "2026-10-05",
            "household-notes",
            "Household notes",
            [
                (
                    "",
                    [
                        (
                            None,
                            "chat",
                            "I am writing the household things down so that Claire or Martin can find them if "
                            "they ever need to.",
                        ),
                        ("gp", "", "My doctor is Dr Malik at the Riverside Practice."),
                        ("spare-key", "", "A spare front door key is with Mrs Patel at number 9."),
                        (
                            "bank-rule",
                            "",
                            "I never give my bank details to anyone who telephones me; I hang up and ring the "
                            "number on the back of my card.",
                        ),
                        (
                            "paper",
                            "",
                            "The Telegraph is delivered every morning except Sunday by Hollis's the newsagent.",
                        ),
                    ],
                ),
                (
                    "Bins",
                    [
                        ("green-bin", "", "The green garden bin is emptied every other Monday."),
                        (
                            "black-bin",
                            "",
                            "The black bin goes out on Wednesday night for the Thursday morning collection.",
                        ),
                    ],
                ),
                (
                    "The house",
                    [
                        ("window-cleaner", "", "Darren the window cleaner comes every six weeks and charges £18."),
                        ("boiler", "", "The boiler is serviced each October by Glen from HeatRight."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-10-08",
            "household-notes",
            "Household notes",
            [
                (
                    "Tablets",
                    [
                        (
                            "dosette",
                            "",
                            "Every Sunday evening I fill the pill organiser:\n1. Lay out the box with all seven "
                            "days open.\n2. Put the morning tablets in the top row and the evening ones in the "
                            "bottom row.\n3. Tick the week off on the chart on the fridge.",
                        ),
                    ],
                ),
                (
                    "Going out",
                    [
                        ("bridge", "", "Bridge is on Thursday evenings at seven at the community centre."),
                        (
                            "dark-driving",
                            "",
                            "I no longer drive once it is dark; my eyes are not up to the glare of the headlights.",
                        ),
                        (None, "oneoff", "The plumber came this morning about the dripping tap and charged £45."),
                    ],
                ),
                (
                    "Ella",
                    [
                        ("ella-bday", "", "Her birthday is the 3rd of June."),
                    ],
                ),
                (
                    "Sam",
                    [
                        ("sam-bday", "", "His birthday is the 19th of November."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-10-15",
            "household-notes",
            "Household notes",
            [
                (
                    "",
                    [
                        (
                            "meter",
                            "",
                            "To give the electricity reading:\n1. Open the cupboard under the stairs.\n2. Write "
                            "down the five black numbers, not the red one.\n3. Ring Octopus on the number on the "
                            "bill, or type it into the app Claire set up.",
                        ),
                        ("gp", "correct", "Dr Ferreira at the Riverside Practice is my doctor."),
                        ("green-bin", "", "Garden waste is collected fortnightly, on a Monday."),
                        (
                            "bank-rule",
                            "",
                            "If someone rings saying they are from the bank, I put the phone down and call the "
                            "number printed on my card.",
                        ),
                        (None, "chat", "A lovely bright morning; the robin was on the fence again."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-10-26",
            "household-notes",
            "Household notes",
            [
                (
                    "",
                    [
                        (
                            "bridge",
                            "correct",
                            "Bridge has actually moved to Wednesday afternoons at two, which suits me much better.",
                        ),
                        ("window-cleaner", "correct", "Darren now charges £20 a visit, still every six weeks."),
                        (
                            "boiler",
                            "refine",
                            "Glen from HeatRight services the boiler every October for £85, and he sends a "
                            "reminder card in September.",
                        ),
                        (None, "oneoff", "Paid the council tax for November, reference 7730-1142."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-11-09",
            "household-notes",
            "Household notes",
            [
                (
                    "",
                    [
                        (
                            "dosette",
                            "",
                            "Sunday night is pill-box night: a week laid out, mornings in the top row, evenings "
                            "in the bottom, then tick the chart.",
                        ),
                        ("gp", "", "Dr Ferreira is the one to ask for at Riverside."),
                        (None, "chat", "Claire rang on Sunday; they are all well."),
                    ],
                ),
                (
                    "Sam",
                    [
                        ("sam-bday", "", "He turns ten on the nineteenth of November."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. A small hotel's reception notes, resource notes. Rooms 4 and 7 are sibling subjects (feature, rate) named only
#    by section headings; room 7's rate is corrected by a bare new value, check-out with "changed to", the laundry by
#    name with no marker, the duty manager by name with "now"; the parking note gains the permit detail.
HOTEL = Family(
    "hotel",
    "small hotel reception notes",
    "resource",
    [
        Fact("checkout", "wiki", now=[r"10:30|half past ten"], was=[r"11:00"]),
        Fact("breakfast", "wiki"),
        Fact("pms", "wiki"),
        Fact("room4-feature", "wiki"),
        Fact("room7-feature", "wiki"),
        Fact("room4-rate", "wiki"),
        Fact("room7-rate", "wiki", now=[r"£\s*105"], was=[r"£\s*95"]),
        Fact("laundry", "wiki", now=[r"brightwash"], was=[r"coastline"]),
        Fact("duty-manager", "wiki", now=[r"steve|ince"], was=[r"carol|dunne"]),
        Fact("parking", "wiki", detail=[r"permit"]),
        Fact("card-email", "personal"),
        Fact("dog-rule", "personal"),
        Fact("late-arrival", "procedure"),
        Fact("complaint", "procedure"),
    ],
    [
        Note(
            "2026-07-06",
            "reception-notes",
            "Reception notes: The Quay House",
            [
                (
                    "General",
                    [
                        ("checkout", "", "Check-in is from 15:00 and check-out is by 11:00."),
                        (
                            "breakfast",
                            "",
                            "Breakfast is served 7:30 to 9:30 on weekdays and 8:00 to 10:00 at weekends.",
                        ),
                        ("pms", "", "All bookings, including the Booking.com ones, come through Little Hotelier."),
                        (
                            "card-email",
                            "",
                            "We never take card details by email; if a guest sends them, delete the email and "
                            "phone the guest.",
                        ),
                        ("dog-rule", "", "We don't accept dogs, apart from assistance dogs."),
                    ],
                ),
                (
                    "Room 4",
                    [
                        ("room4-feature", "", "Ground floor with a walk-in shower; our only accessible room."),
                        ("room4-rate", "", "Rate £120 a night, B&B for two."),
                    ],
                ),
                (
                    "Room 7",
                    [
                        (
                            "room7-feature",
                            "",
                            "Attic room with low beams, up three flights and no lift; warn guests when they book.",
                        ),
                        ("room7-rate", "", "Rate £95 a night, B&B for two."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-07-08",
            "reception-procedures",
            "Reception procedures",
            [
                (
                    "",
                    [
                        (
                            "late-arrival",
                            "",
                            "Late arrivals (after 21:00):\n1. Text the guest the key-box code on the day.\n2. "
                            "Leave their room key in the key box by the side door.\n3. Put a welcome card with "
                            "the breakfast times in the room.",
                        ),
                        (
                            "complaint",
                            "",
                            "If a guest complains, listen, apologise, log it in the complaints book and tell the "
                            "duty manager the same day.",
                        ),
                        ("duty-manager", "", "Out of hours the duty manager is Carol Dunne, on the red phone."),
                        ("laundry", "", "Linen and towels go to Coastline Laundry, collected Mondays and Thursdays."),
                        (
                            "parking",
                            "",
                            "Guests park in the rear yard (six spaces); overflow goes to the Quay Street car park.",
                        ),
                        (None, "oneoff", "Key-box code this week: 2580."),
                        (None, "chat", "Thank you, Lily, for the flowers on the desk."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-07-15",
            "reception-notes",
            "Reception notes: The Quay House",
            [
                (
                    "General",
                    [
                        (
                            "checkout",
                            "correct",
                            "Check-out changed to 10:30 so housekeeping can turn the rooms by three.",
                        ),
                        (
                            "breakfast",
                            "",
                            "Breakfast half seven to half nine Monday to Friday, eight till ten on Saturday and "
                            "Sunday.",
                        ),
                        (None, "oneoff", "Mr and Mrs Ahmed in room 2 want a taxi at 6:30 tomorrow."),
                    ],
                ),
                (
                    "Room 7",
                    [
                        ("room7-rate", "correct", "£105 per night, bed and breakfast for two."),
                    ],
                ),
                (
                    "Room 4",
                    [
                        ("room4-feature", "", "The step-free room on the ground floor, with the level-access shower."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-07-22",
            "reception-procedures",
            "Reception procedures",
            [
                (
                    "",
                    [
                        (
                            "duty-manager",
                            "correct",
                            "The out-of-hours duty manager is now Steve Ince; Carol has gone part-time.",
                        ),
                        ("laundry", "correct", "Linen and towels: Brightwash, collected Monday and Thursday."),
                        (
                            "parking",
                            "refine",
                            "Rear yard parking is six spaces; overflow guests use the Quay Street car park with "
                            "a permit from reception on the dashboard.",
                        ),
                        (None, "chat", "Lovely weather; the terrace was full all afternoon."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-08-03",
            "reception-notes",
            "Reception notes: The Quay House",
            [
                (
                    "General",
                    [
                        (
                            "late-arrival",
                            "",
                            "Anyone arriving after nine gets the key-box code by text, their key in the box at "
                            "the side door and a welcome card in the room.",
                        ),
                        ("checkout", "", "Check-out is half past ten."),
                        (None, "oneoff", "Room 5 shower leaking; plumber booked for Tuesday."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [PHARMACY, THEATRE, HOUSEHOLD, HOTEL]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "pharmacy": [("elmwood-day", "bracken-day"), ("elmwood-contact", "bracken-contact")],
    "theatre": [("corn-getin", "lyric-getin"), ("corn-tm", "lyric-tm")],
    "household": [("green-bin", "black-bin"), ("ella-bday", "sam-bday")],
    "hotel": [("room4-feature", "room7-feature"), ("room4-rate", "room7-rate")],
}

"""A seventeenth tuning half: four families written blind to the engine (a self-employed mobile hairdresser's chat
sessions with an assistant, a youth hostel's volunteer wardens' handbook resource notes, a model railway club's
committee minutes, a commercial laundry's shift log). Tuned on from the commit that added them."""

from tests.dream_suite import Fact, Family, Note

# 1. Mobile hairdresser's chat sessions with an assistant, first person. Two regular clients (Pat, Margaret) are
#    sibling subjects for appointment slots, the ladies' and gents' prices are siblings, and so are the colour and
#    sundries suppliers; Pat's slot is corrected with "actually", the ladies' price by a bare new value, the colour
#    supplier by name with no marker, the accountant by name with "now"; the no-show charge, the recycling step and
#    the reminder texts are refinements; a one-off visit to Margaret must not touch her slot.
HAIRDRESSER = Family(
    "hairdresser",
    "self-employed mobile hairdresser",
    "session",
    [
        Fact("travel-area", "personal"),
        Fact("days-off", "personal"),
        Fact("patch-test", "personal"),
        Fact("cancel-policy", "personal", detail=[r"no[- ]show|full price"]),
        Fact("cut-price", "wiki", now=[r"£\s*42\b|forty[- ]two"], was=[r"£\s*38\b"]),
        Fact("gents-price", "wiki"),
        Fact("pat-slot", "wiki", now=[r"10:15|quarter past ten"], was=[r"9:30|half nine"]),
        Fact("margaret-slot", "wiki"),
        Fact("colour-supplier", "wiki", now=[r"aston|fincher"], was=[r"salon services"]),
        Fact("sundries-supplier", "wiki"),
        Fact("accountant", "wiki", now=[r"carol|whitham"], was=[r"\bdev\b|\brao\b|ledgerline"]),
        Fact("booking-app", "wiki", detail=[r"remind"]),
        Fact("colour-visit", "procedure", detail=[r"recycl|green salon"]),
        Fact("tool-clean", "procedure"),
    ],
    [
        Note(
            "2026-01-12",
            "getting-organised",
            "Sorting out my hairdressing round",
            [
                (
                    "About me and the round",
                    [
                        (
                            None,
                            "chat",
                            "Hiya! I'm Nadia, I do mobile hairdressing round Stockport, and I'd love a hand keeping "
                            "all my bits and pieces straight.",
                        ),
                        (
                            "travel-area",
                            "",
                            "I only go out to clients within eight miles of my house in Bramhall; anything further "
                            "isn't worth the diesel.",
                        ),
                        ("days-off", "", "I don't work Sundays or Mondays, full stop. That's my family time."),
                        (
                            "patch-test",
                            "",
                            "Any new colour client gets a patch test at least 48 hours before I'll put colour on "
                            "them, even if they swear they've had it done before.",
                        ),
                        ("cut-price", "", "A ladies' cut and blow-dry is £38."),
                        ("gents-price", "", "Gents' cuts are £18."),
                    ],
                ),
                (
                    "Regulars",
                    [
                        (
                            "pat-slot",
                            "",
                            "Pat Holloway has a wash and set every Friday at 9:30 at her flat in Cheadle Hulme.",
                        ),
                        (
                            "margaret-slot",
                            "",
                            "Margaret Dunne at Beech Lodge care home has a cut every six weeks, on a Tuesday at 14:00.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Pat's granddaughter wants an updo for her wedding on 7 February, just the once.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-14",
            "suppliers-and-admin",
            "Suppliers, bookings and the boring admin",
            [
                (
                    "",
                    [
                        (None, "chat", "Sorry if this is all over the place, I'm typing in the car between clients."),
                        (
                            "colour-supplier",
                            "",
                            "I buy my Wella Koleston tubes and developer from Salon Services, on the trade counter "
                            "in Stockport.",
                        ),
                        (
                            "sundries-supplier",
                            "",
                            "Foils, gloves, neck strips and capes come from Hairtools online; they usually turn up "
                            "in two days.",
                        ),
                        (
                            "accountant",
                            "",
                            "Dev Rao at Ledgerline Accountants in Hazel Grove does my books and my tax return.",
                        ),
                        (
                            "booking-app",
                            "",
                            "All my bookings go through the Fresha app; I've stopped taking them over Facebook "
                            "messages.",
                        ),
                        (
                            "cancel-policy",
                            "",
                            "If someone cancels with less than 24 hours' notice I charge half the price of the "
                            "appointment.",
                        ),
                        (None, "oneoff", "Paid this month's trade counter invoice today, £164.20."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-26",
            "colour-and-cleaning",
            "How I do colours and keep my kit clean",
            [
                (
                    "",
                    [
                        (
                            "colour-visit",
                            "",
                            "When I do a colour in someone's home:\n1. Put my dust sheet down and a towel over the "
                            "sink.\n2. Check the patch test result is on their record card.\n3. Mix the colour on "
                            "the kitchen side, never over carpet.\n4. Rinse off at their sink with my shower "
                            "attachment.\n5. Take all the waste and empty tubes home with me.",
                        ),
                        (
                            "tool-clean",
                            "",
                            "At the end of every working day:\n1. Soak combs and brushes in Barbicide for ten "
                            "minutes.\n2. Wipe scissors and clipper blades with disinfectant spray.\n3. Wash capes "
                            "and towels at 60 degrees.",
                        ),
                        (
                            "patch-test",
                            "",
                            "No skin test two days ahead, no tint. That's non-negotiable for me.",
                        ),
                        ("gents-price", "", "Men's trims are still eighteen quid."),
                        (None, "chat", "Could you put those as numbered lists so I can stick them in my kit box?"),
                        (
                            None,
                            "oneoff",
                            "Margaret had a fall last week, so today I only did a quick fringe trim in her room.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-09",
            "price-rise",
            "New prices and a few changes",
            [
                (
                    "",
                    [
                        ("cut-price", "correct", "Cut and blow-dry for women: £42."),
                        (
                            "pat-slot",
                            "correct",
                            "Actually Pat's moved her Friday set to 10:15, so her carer can get her up first.",
                        ),
                        (
                            "colour-supplier",
                            "correct",
                            "Wella colour and developer: Aston & Fincher on Greg Street, trade account in my name.",
                        ),
                        (
                            "sundries-supplier",
                            "",
                            "Hairtools still send my gloves, foil and neck strips by post, two-day delivery.",
                        ),
                        (
                            "cancel-policy",
                            "refine",
                            "Late cancellations, under 24 hours, pay half; a no-show pays the full price.",
                        ),
                        (
                            "margaret-slot",
                            "",
                            "Beech Lodge: Margaret's six-weekly trim is always a Tuesday, 2pm.",
                        ),
                        (None, "oneoff", "Fresha went down for an hour this morning and I had to ring everyone."),
                        (None, "chat", "Thanks, you're a star."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-23",
            "year-end",
            "Year-end bits and a tidy-up",
            [
                (
                    "",
                    [
                        (
                            "accountant",
                            "correct",
                            "Carol Whitham at Whitham & Co now does my books; Dev retired at Christmas.",
                        ),
                        (
                            "booking-app",
                            "refine",
                            "Fresha sends every client an automatic reminder text the evening before their booking.",
                        ),
                        (
                            "travel-area",
                            "",
                            "Anyone living more than 8 miles from home, I politely turn down.",
                        ),
                        (
                            "colour-visit",
                            "refine",
                            "Colours at a client's house: dust sheet down, check the patch test card, mix in the "
                            "kitchen, rinse at their sink, and bring all the waste home; the empty tubes and foils "
                            "go in my Green Salon Collective recycling bag.",
                        ),
                        (
                            "tool-clean",
                            "",
                            "Every night: Barbicide soak for combs and brushes, spray on the scissors, capes in a "
                            "60° wash.",
                        ),
                        ("days-off", "", "Sundays and Mondays are never bookable."),
                        (None, "oneoff", "Sent my self-assessment figures over to Carol today, reference WC-2291."),
                        (None, "chat", "Right, I'm off to Beech Lodge, speak soon!"),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Youth hostel volunteer wardens' handbook, resource notes revised over time, imperative and third person. The
#    Kinder and Mam Tor dorms are sibling subjects (named only by headings in the revision), and so are the adult
#    and under-18 prices; check-in hours are corrected by a bare new value, the adult price with "now", the linen
#    supplier by name with "no longer", the fire assembly point by place with "actually"; the boot-room rule, the
#    fire drill and the kitchen close-down are refined; a one-off mentions the new linen supplier.
HOSTEL = Family(
    "hostel",
    "youth hostel volunteer wardens' handbook",
    "resource",
    [
        Fact("checkin-hours", "wiki", now=[r"16:00|4\s*pm"], was=[r"17:00|5\s*pm"]),
        Fact("quiet-hours", "personal"),
        Fact("no-alcohol", "personal"),
        Fact("boots-rule", "personal", detail=[r"waterproof"]),
        Fact("kinder-beds", "wiki"),
        Fact("mamtor-beds", "wiki"),
        Fact("adult-price", "wiki", now=[r"£\s*28\b"], was=[r"£\s*26\b"]),
        Fact("under18-price", "wiki"),
        Fact("linen-supplier", "wiki", now=[r"pennine"], was=[r"dales"]),
        Fact("fire-assembly", "wiki", now=[r"car park|gritting"], was=[r"front gate|noticeboard"]),
        Fact("ooh-manager", "wiki"),
        Fact("checkin", "procedure"),
        Fact("fire-drill", "procedure", detail=[r"guest list"]),
        Fact("kitchen-close", "procedure", detail=[r"label"]),
    ],
    [
        Note(
            "2026-03-02",
            "wardens-handbook",
            "Castleton Edge Youth Hostel: volunteer wardens' handbook",
            [
                (
                    "Arrivals",
                    [
                        (
                            "checkin-hours",
                            "",
                            "Reception is staffed for check-in from 17:00 to 22:00; guests arriving later must ring "
                            "ahead.",
                        ),
                        (
                            "checkin",
                            "",
                            "Checking a guest in:\n1. Find the booking in Beds24 and mark it arrived.\n2. Ask every "
                            "adult for photo ID.\n3. Take payment for anything still owing.\n4. Hand over the "
                            "bedding pack and a door fob.\n5. Show them the fire exits and the boot room on the way "
                            "to their dorm.",
                        ),
                        ("adult-price", "", "Adults pay £26 a night for a dorm bed."),
                        ("under18-price", "", "Under-18s pay £19 a night."),
                    ],
                ),
                (
                    "Dormitories",
                    [
                        (
                            "kinder-beds",
                            "",
                            "Kinder dorm: eight beds in four bunks, on the ground floor next to the drying room.",
                        ),
                        (
                            "mamtor-beds",
                            "",
                            "Mam Tor dorm: six beds in three bunks, on the first floor, with its own shower.",
                        ),
                    ],
                ),
                (
                    "House rules",
                    [
                        (
                            "quiet-hours",
                            "",
                            "Quiet hours run from 22:30 to 07:00; wardens ask noisy groups to settle down or move "
                            "to the lounge.",
                        ),
                        (
                            "no-alcohol",
                            "",
                            "No alcohol in the dormitories; guests may drink only in the dining room with a meal.",
                        ),
                        (
                            "boots-rule",
                            "",
                            "Boots come off in the boot room by the back door and are never worn upstairs.",
                        ),
                        (
                            None,
                            "chat",
                            "Welcome to the team, and thank you for giving up your weekends for the hostel.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-09",
            "kitchen-and-linen",
            "Kitchen, linen, fire safety and out-of-hours",
            [
                (
                    "Self-catering kitchen",
                    [
                        (
                            "kitchen-close",
                            "",
                            "Closing the self-catering kitchen at 22:00:\n1. Switch the cooker off at the wall "
                            "isolator.\n2. Wipe down the worktops and the hob.\n3. Start the dishwasher on the hot "
                            "cycle.\n4. Lock the kitchen door and hang the key in reception.",
                        ),
                    ],
                ),
                (
                    "Linen",
                    [
                        (
                            "linen-supplier",
                            "",
                            "Bed linen comes from Dales Linen Services of Skipton; they swap the dirty bags for "
                            "clean ones every Monday morning.",
                        ),
                        (None, "oneoff", "The Hope Valley Scouts (booking HV-2231) arrive this Friday, 22 people."),
                    ],
                ),
                (
                    "Fire safety",
                    [
                        ("fire-assembly", "", "The fire assembly point is the front gate, by the noticeboard."),
                        (
                            "fire-drill",
                            "",
                            "Running the monthly fire drill:\n1. Warn the guests at breakfast that a drill will "
                            "happen.\n2. Set off the alarm from the panel in reception with the drill key.\n3. Sweep "
                            "each floor, including the toilets and showers.\n4. Count everyone at the assembly "
                            "point.\n5. Reset the panel and write the time in the fire log.",
                        ),
                    ],
                ),
                (
                    "Out of hours",
                    [
                        (
                            "ooh-manager",
                            "",
                            "Out of hours, the duty manager is on 07700 900412 for anything the warden can't "
                            "handle alone.",
                        ),
                        (None, "oneoff", "The boiler service is booked for Wednesday 11 March at 9am."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-06",
            "wardens-handbook",
            "Castleton Edge Youth Hostel: volunteer wardens' handbook (April revision)",
            [
                (
                    "Arrivals",
                    [
                        ("checkin-hours", "correct", "Check-in: 16:00 to 22:00."),
                        ("adult-price", "correct", "A dorm bed for an adult is now £28 a night."),
                        ("under18-price", "", "Young people under eighteen: nineteen pounds per night."),
                    ],
                ),
                (
                    "Kinder dorm",
                    [
                        ("kinder-beds", "", "Sleeps 8, downstairs."),
                    ],
                ),
                (
                    "Mam Tor dorm",
                    [
                        ("mamtor-beds", "", "Sleeps 6, upstairs, en-suite shower."),
                    ],
                ),
                (
                    "House rules",
                    [
                        (
                            "quiet-hours",
                            "",
                            "Between half past ten at night and seven in the morning the building must be silent.",
                        ),
                        (
                            "boots-rule",
                            "refine",
                            "Boots stay in the boot room by the back door, never upstairs; wet waterproofs hang in "
                            "the drying room, not in the dorms.",
                        ),
                        (None, "chat", "Thanks to everyone who turned out for the spring clean on 28 March."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-04",
            "kitchen-and-linen",
            "Kitchen, linen, fire safety and out-of-hours (May revision)",
            [
                (
                    "Self-catering kitchen",
                    [
                        (
                            "kitchen-close",
                            "refine",
                            "At kitchen close, anything in the fridge without a name and departure-date label goes "
                            "in the bin.",
                        ),
                        (
                            "no-alcohol",
                            "",
                            "Drinking is allowed with meals in the dining room and nowhere else, certainly not in "
                            "the bedrooms.",
                        ),
                    ],
                ),
                (
                    "Linen",
                    [
                        (
                            "linen-supplier",
                            "correct",
                            "We no longer use Dales Linen; Pennine Laundry Co. of Keighley now delivers and "
                            "collects, still on Monday mornings.",
                        ),
                        (
                            None,
                            "oneoff",
                            "The first Pennine delivery was 12 pillowcases short; a credit note has been requested.",
                        ),
                    ],
                ),
                (
                    "Fire safety",
                    [
                        (
                            "fire-assembly",
                            "correct",
                            "The assembly point is actually the far end of the car park, by the gritting bin, so "
                            "fire engines can get in.",
                        ),
                        (
                            "fire-drill",
                            "refine",
                            "During a drill the warden takes the printed guest list from reception to the assembly "
                            "point and ticks everyone off it.",
                        ),
                        (None, "oneoff", "Drill held on 2 May: building clear in 2 min 40 s."),
                    ],
                ),
                (
                    "Out of hours",
                    [
                        (
                            "ooh-manager",
                            "",
                            "Can't sort something at night? Phone the duty manager: 07700 900412.",
                        ),
                        (None, "chat", "Many thanks to Rob and Jan for covering the whole Easter weekend."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Model railway club committee minutes, third person with initials. The two club layouts (Ashdown Junction,
#    Pendle Quarry) are sibling subjects for their specification and their lead, named only by headings in the last
#    meeting; the treasurer is corrected by name with "from now on", the hall hire with "now", the subscription by a
#    bare new value, the exhibition venue by name with no marker (and later a short form, "Brockley CC"); the
#    exhibition set-up and the insurance are refined; attendance, balances and breakdowns are one-offs.
RAILWAYCLUB = Family(
    "railway-club",
    "model railway club committee minutes",
    "minutes",
    [
        Fact("exhibition-date", "wiki"),
        Fact("exhibition-venue", "wiki", now=[r"brockley"], was=[r"st\.? aidan"]),
        Fact("club-nights", "wiki"),
        Fact("hall-hire", "wiki", now=[r"£\s*52\b"], was=[r"£\s*45\b"]),
        Fact("treasurer", "wiki", now=[r"linda|ferris"], was=[r"keith|amos"]),
        Fact("subs", "wiki", now=[r"£\s*42\b"], was=[r"£\s*40\b"]),
        Fact("insurance", "wiki", detail=[r"transit"]),
        Fact("ashdown-spec", "wiki"),
        Fact("pendle-spec", "wiki"),
        Fact("ashdown-lead", "wiki"),
        Fact("pendle-lead", "wiki"),
        Fact("junior-rule", "personal"),
        Fact("decoder-rule", "personal"),
        Fact("new-member", "procedure"),
        Fact("exhibition-setup", "procedure", detail=[r"\bPAT\b"]),
    ],
    [
        Note(
            "2026-01-08",
            "committee-minutes",
            "Wyvern Valley Model Railway Club: committee meeting, 8 January 2026",
            [
                (
                    "Present and apologies",
                    [
                        (None, "oneoff", "Present: AP (chair), JC (secretary), KA, RD, GP, SO. Apologies: LF."),
                        (
                            None,
                            "chat",
                            "AP wished everyone a happy new year and thanked GP for hosting the Christmas running "
                            "night.",
                        ),
                    ],
                ),
                (
                    "Exhibition 2026",
                    [
                        (
                            "exhibition-date",
                            "",
                            "The 2026 exhibition will be held over the weekend of Saturday 17 and Sunday 18 October.",
                        ),
                        (
                            "exhibition-venue",
                            "",
                            "RD confirmed St Aidan's Church Hall, Northwich, as the exhibition venue.",
                        ),
                        (
                            "exhibition-setup",
                            "",
                            "Set-up procedure agreed:\n1. Hall access from 16:00 on the Friday.\n2. Tables down "
                            "first, following RD's floor plan.\n3. Layouts in, then fascias and lighting.\n4. Every "
                            "layout test-run before the hall is locked for the night.",
                        ),
                    ],
                ),
                (
                    "Treasurer's report",
                    [
                        ("treasurer", "", "Keith Amos (KA) remains club treasurer and holds the cheque book."),
                        (None, "oneoff", "Bank balance at 31 December: £3,412.50."),
                        ("subs", "", "The annual subscription stays at £40 for adult members."),
                    ],
                ),
                (
                    "Club room",
                    [
                        (
                            "club-nights",
                            "",
                            "Club nights continue on Wednesdays from 19:30 at the 1st Hartford Scout Hut on Chester "
                            "Road.",
                        ),
                        ("hall-hire", "", "The scouts charge £45 per club night for the hut."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-05",
            "committee-minutes",
            "Wyvern Valley Model Railway Club: committee meeting, 5 February 2026",
            [
                (
                    "Layouts",
                    [
                        (
                            "ashdown-spec",
                            "",
                            "Ashdown Junction is the club's OO gauge DCC layout, 24 ft long on six baseboards.",
                        ),
                        ("ashdown-lead", "", "Graham Pike (GP) leads the work on Ashdown Junction."),
                        (
                            "pendle-spec",
                            "",
                            "Pendle Quarry is the N gauge end-to-end layout, 8 ft long, still on DC control.",
                        ),
                        ("pendle-lead", "", "Sue Okafor (SO) is layout lead for Pendle Quarry."),
                        (
                            "decoder-rule",
                            "",
                            "Agreed: no member's locomotive runs on Ashdown Junction until its decoder has been "
                            "tested on the programming track.",
                        ),
                        (
                            None,
                            "oneoff",
                            "GP reported that the Ashdown Junction fiddle yard point motor failed on 28 January; he "
                            "has replaced it.",
                        ),
                    ],
                ),
                (
                    "Membership",
                    [
                        (
                            "new-member",
                            "",
                            "Joining process confirmed:\n1. The prospective member attends three club nights.\n2. "
                            "They complete the membership form.\n3. They pay the first year's subscription to the "
                            "treasurer.\n4. The committee approves the application at its next meeting.",
                        ),
                        (
                            "junior-rule",
                            "",
                            "Members under 16 must be accompanied by a parent or guardian at all club nights.",
                        ),
                    ],
                ),
                (
                    "Insurance",
                    [
                        (
                            "insurance",
                            "",
                            "The club's public liability cover is £5 million, through Walker Midgley's model "
                            "railway clubs scheme.",
                        ),
                    ],
                ),
                (
                    "Any other business",
                    [
                        (None, "chat", "JC thanked SO for the lemon drizzle cake."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-05",
            "committee-minutes",
            "Wyvern Valley Model Railway Club: committee meeting, 5 March 2026 (after the AGM)",
            [
                (
                    "Officers",
                    [
                        ("treasurer", "correct", "Linda Ferris (LF) takes over as treasurer from now on."),
                        (None, "chat", "The committee thanked KA for nine years of keeping the books."),
                    ],
                ),
                (
                    "Club room",
                    [
                        ("hall-hire", "correct", "The Scout Group now charges £52 a night for the hut."),
                        (
                            "club-nights",
                            "",
                            "Members meet every Wednesday evening, half seven start, at the scout hut.",
                        ),
                    ],
                ),
                (
                    "Subscriptions",
                    [
                        ("subs", "correct", "Adult subscription for 2026-27: £42."),
                    ],
                ),
                (
                    "Exhibition 2026",
                    [
                        (
                            "exhibition-date",
                            "",
                            "RD reminded members that the show is the third weekend of October, Saturday and Sunday.",
                        ),
                        (
                            "exhibition-venue",
                            "correct",
                            "Exhibition venue: Brockley Community Centre, Winsford Road.",
                        ),
                        (None, "oneoff", "RD has booked 14 visiting layouts so far."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-02",
            "committee-minutes",
            "Wyvern Valley Model Railway Club: committee meeting, 2 April 2026",
            [
                (
                    "Exhibition 2026",
                    [
                        ("exhibition-venue", "", "RD confirmed Brockley CC for the show weekend."),
                        (
                            "exhibition-setup",
                            "refine",
                            "Set-up as agreed (Friday access from 16:00, tables to RD's plan, layouts then fascias "
                            "and lights, test-run before lock-up), and every layout power supply must carry a PAT "
                            "test label dated within the last year.",
                        ),
                    ],
                ),
                (
                    "Insurance",
                    [
                        (
                            "insurance",
                            "refine",
                            "LF confirmed the Walker Midgley policy also covers members' layouts and stock in "
                            "transit to and from exhibitions.",
                        ),
                    ],
                ),
                (
                    "Ashdown Junction",
                    [
                        ("ashdown-lead", "", "Work on the layout remains under GP."),
                        (
                            "decoder-rule",
                            "",
                            "Reminder: untested decoders do not go on this layout; programming track first.",
                        ),
                        (None, "oneoff", "New baseboard 7 was glued and pinned on 25 March."),
                    ],
                ),
                (
                    "Pendle Quarry",
                    [
                        ("pendle-spec", "", "N gauge, eight feet, end-to-end, DC-controlled."),
                        ("pendle-lead", "", "SO continues to lead."),
                    ],
                ),
                (
                    "Membership",
                    [
                        (
                            "junior-rule",
                            "",
                            "Under-sixteens need a parent or guardian with them whenever they attend.",
                        ),
                        ("treasurer", "", "Treasurer: LF."),
                        (None, "chat", "AP thanked everyone for attending."),
                        (None, "oneoff", "Meeting closed at 21:40; next meeting 7 May."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Commercial laundry shift log, terse bullets with abbreviations. The two washer-extractors (W1, W2) are sibling
#    subjects for what they wash and their temperature, named only by section headings, and the two customers
#    (Grange Hotel, Meadowbank care home) are siblings for collection and delivery days; W2's temperature is
#    corrected by a bare new value, the Grange pickup with "actually", the late supervisor by name with no marker,
#    the chemicals supplier by name with "now"; the red-bag procedure and the ironer are refined; tonnage, engineer
#    visits and short deliveries are one-offs.
LAUNDRY = Family(
    "laundry",
    "commercial laundry shift log",
    "log",
    [
        Fact("w1-use", "wiki"),
        Fact("w2-use", "wiki"),
        Fact("w1-temp", "wiki"),
        Fact("w2-temp", "wiki", now=[r"\b65\b"], was=[r"\b71\b"]),
        Fact("chem-supplier", "wiki", now=[r"ecolab"], was=[r"christeyns"]),
        Fact("grange-collect", "wiki", now=[r"07:30|7\.30|half seven"], was=[r"08:00"]),
        Fact("meadow-collect", "wiki"),
        Fact("shifts", "wiki"),
        Fact("late-sup", "wiki", now=[r"kasia"], was=[r"dariusz"]),
        Fact("ironer-temp", "wiki", detail=[r"12\s*m/min"]),
        Fact("ppe-rule", "personal"),
        Fact("no-phones", "personal"),
        Fact("lint-clean", "procedure"),
        Fact("foul-bags", "procedure", detail=[r"spill kit"]),
    ],
    [
        Note(
            "2026-05-11",
            "shift-log",
            "Brightwell Laundry shift log, Mon 11 May",
            [
                (
                    "",
                    [
                        (None, "chat", "Morning all. Kettle's fixed."),
                        ("shifts", "", "Shifts: early 06:00-14:00, late 14:00-22:00."),
                        ("late-sup", "", "Late shift sup = Dariusz W."),
                        ("chem-supplier", "", "Chems: Christeyns, auto-dosed, drums delivered Weds."),
                        ("grange-collect", "", "Grange Hotel: van collects Mon/Wed/Fri 08:00."),
                        ("meadow-collect", "", "Meadowbank CH: we deliver Tue + Sat, 10:00."),
                        ("ppe-rule", "", "Soiled area: apron + nitrile gloves on, no exceptions."),
                        (None, "oneoff", "1,480 kg processed on earlies."),
                    ],
                ),
                (
                    "W1",
                    [
                        ("w1-use", "", "60 kg Electrolux. Hotel flatwork only."),
                        ("w1-temp", "", "Main wash 75°C."),
                    ],
                ),
                (
                    "W2",
                    [
                        ("w2-use", "", "35 kg Girbau. Care-home foul/infected only."),
                        ("w2-temp", "", "Disinfect 71°C, 3 min hold."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-12",
            "shift-log",
            "Brightwell Laundry shift log, Tue 12 May",
            [
                (
                    "",
                    [
                        (
                            "lint-clean",
                            "",
                            "Dryer lint screens, every 2 h:\n1. Stop dryer, wait for the drum to stop.\n2. Pull "
                            "the screen.\n3. Brush lint into the metal bin, never general waste.\n4. Initial the "
                            "sheet on the dryer door.",
                        ),
                        (
                            "foul-bags",
                            "",
                            "Red bags (foul/infected):\n1. Do NOT open.\n2. Straight into W2 in the dissolvable "
                            "inner bag.\n3. Gloves off, wash hands.\n4. Bag count on the W2 sheet.",
                        ),
                        ("ironer-temp", "", "Ironer (Kannegiesser) set 170°C."),
                        ("no-phones", "", "No phones on the ironer floor. Lockers only."),
                        ("meadow-collect", "", "Meadowbank = Tues & Sats, ten o'clock drop."),
                        (None, "oneoff", "W1 door seal weeping. Electrolux engineer called, job ELX-44812."),
                        (None, "chat", "Cheers Kasia for the brews."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-19",
            "shift-log",
            "Brightwell Laundry shift log, Tue 19 May",
            [
                (
                    "",
                    [
                        ("grange-collect", "correct", "Grange Hotel pickup is actually 07:30, M/W/F."),
                        ("late-sup", "correct", "Late shift sup = Kasia N."),
                        ("ppe-rule", "", "Gloves & apron every time you go near soiled."),
                        ("shifts", "", "6-2 earlies, 2-10 lates."),
                        (None, "oneoff", "Grange short 40 pillowcases on Mon's drop, re-sent today."),
                        (None, "chat", "Radio on the blink again."),
                    ],
                ),
                (
                    "W1",
                    [
                        ("w1-temp", "", "75 deg main wash, unchanged."),
                    ],
                ),
                (
                    "W2",
                    [
                        ("w2-temp", "correct", "Disinfect 65°C, 10 min hold."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-27",
            "shift-log",
            "Brightwell Laundry shift log, Wed 27 May",
            [
                (
                    "",
                    [
                        (
                            "chem-supplier",
                            "correct",
                            "Chems now Ecolab; Christeyns contract ended Fri. Ecolab drums Weds.",
                        ),
                        (
                            "foul-bags",
                            "refine",
                            "Red bag splits: stop, get the sup, use the spill kit by W2, then re-bag in a fresh "
                            "red bag before it goes in.",
                        ),
                        ("ironer-temp", "refine", "Ironer 170°C, speed 12 m/min for sheets."),
                        (
                            "lint-clean",
                            "",
                            "Lint screens: stop, pull, brush into metal bin, sign door sheet. Two-hourly.",
                        ),
                        ("no-phones", "", "Mobiles stay in lockers, not on the flatwork floor."),
                        (None, "oneoff", "Fire alarm test 10:00, all out in 2 min."),
                        (None, "chat", "Good shift, thanks all."),
                    ],
                ),
                (
                    "W1",
                    [
                        ("w1-use", "", "Hotel sheets, pillowcases, duvet covers. Nothing else."),
                    ],
                ),
                (
                    "W2",
                    [
                        ("w2-use", "", "Foul and infected linen from care homes, nothing else."),
                        ("w2-temp", "", "65 deg / 10 min confirmed on the controller."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [HAIRDRESSER, HOSTEL, RAILWAYCLUB, LAUNDRY]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "hairdresser": [
        ("pat-slot", "margaret-slot"),
        ("cut-price", "gents-price"),
        ("colour-supplier", "sundries-supplier"),
    ],
    "hostel": [("kinder-beds", "mamtor-beds"), ("adult-price", "under18-price")],
    "railway-club": [("ashdown-spec", "pendle-spec"), ("ashdown-lead", "pendle-lead")],
    "laundry": [("w1-use", "w2-use"), ("w1-temp", "w2-temp"), ("grange-collect", "meadow-collect")],
}

"""A sixth holdout half: four families written blind to the engine (a marina office's terse log with two pontoons, a
museum exhibitions team's meeting minutes with two galleries, a freelance photographer's chat sessions about two
clients, a community garden handbook written as prose). Frozen: never tuned on."""

from tests.dream_suite import Fact, Family, Note

# 1. Marina office log, terse bullets, third person. Two pontoons (A, C) are sibling subjects named only by section
#    headings; the diesel price changes by a bare new value, the lock hours "from today", the yard foreman by name
#    with "now"; the hoist booking is refined with the weight certificate.
MARINA = Family(
    "marina",
    "marina office log",
    "log",
    [
        Fact("diesel-price", "wiki", now=[r"1\.48"], was=[r"1\.42"]),
        Fact("lock-hours", "wiki", now=[r"0700"], was=[r"0600"]),
        Fact("yard-foreman", "wiki", now=[r"lorna|keogh"], was=[r"stan|greaves"]),
        Fact("vhf", "wiki"),
        Fact("visitor-rate", "wiki"),
        Fact("a-use", "wiki"),
        Fact("a-depth", "wiki"),
        Fact("c-use", "wiki"),
        Fact("c-depth", "wiki"),
        Fact("pump-out", "wiki"),
        Fact("hot-work", "personal"),
        Fact("no-liveaboard", "personal"),
        Fact("hoist-booking", "procedure", detail=[r"weight certificate"]),
        Fact("fuelling", "procedure"),
    ],
    [
        Note(
            "2026-08-03",
            "office-log",
            "Pelham Marina office log: Mon 3 Aug",
            [
                (
                    "",
                    [
                        ("diesel-price", "", "Diesel (marine) £1.42/L at the fuel berth."),
                        ("vhf", "", "Office on VHF 80, call 'Pelham Marina'."),
                        ("lock-hours", "", "Sea lock manned 0600-2200."),
                        ("yard-foreman", "", "Yard foreman: Stan Greaves."),
                        ("visitor-rate", "", "Visitors £3.20/m/night incl. water and electric."),
                        (None, "oneoff", "Visitor 'Salty Dog' on A12, 2 nights, paid by card."),
                        (None, "chat", "Rain all morning, cleared by 1100."),
                    ],
                ),
                (
                    "A pontoon",
                    [
                        ("a-use", "", "Visitors' pontoon, max LOA 12 m."),
                        ("a-depth", "", "2.1 m at LAT."),
                    ],
                ),
                (
                    "C pontoon",
                    [
                        ("c-use", "", "Resident berths, boats to 18 m."),
                        ("c-depth", "", "3.0 m at LAT."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-08-05",
            "office-log",
            "Pelham Marina office log: Wed 5 Aug",
            [
                (
                    "",
                    [
                        (
                            "hoist-booking",
                            "",
                            "Hoist booking:\n1. Get LOA, beam and weight; hoist max 25 t.\n2. Take 50% deposit.\n3. "
                            "Book the slot in HarbourAssist.\n4. Tell the yard the keel type for strop placement.",
                        ),
                        (
                            "fuelling",
                            "",
                            "Fuelling a boat:\n1. Engines off, no smoking, galley gas off.\n2. Spill kit open on the "
                            "berth.\n3. Nozzle in the diesel filler, not the water filler; check the cap label.\n4. "
                            "Take the meter reading and payment in the office.",
                        ),
                        ("hot-work", "", "No hot work (welding, grinding) on pontoons without an office permit."),
                        ("no-liveaboard", "", "No one lives aboard on the visitors' pontoon."),
                        ("pump-out", "", "Pump-out at the head of B pontoon, free to berth holders."),
                        (None, "oneoff", "Shower block door code this week: 4471."),
                    ],
                ),
                (
                    "A pontoon",
                    [
                        ("a-depth", "", "Two point one metres at chart datum."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-08-10",
            "office-log",
            "Pelham Marina office log: Mon 10 Aug",
            [
                (
                    "",
                    [
                        ("diesel-price", "correct", "Diesel £1.48/L."),
                        ("yard-foreman", "correct", "Yard foreman now Lorna Keogh; Stan retired Friday."),
                        (
                            "visitor-rate",
                            "",
                            "Visitor berthing three pounds twenty a metre per night, shore power and water included.",
                        ),
                        (None, "oneoff", "Fuel delivery 6,000 L diesel from Harcourt Oils, 0930."),
                        (None, "chat", "Thanks to the RNLI crew for the cake."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-08-17",
            "office-log",
            "Pelham Marina office log: Mon 17 Aug",
            [
                (
                    "",
                    [
                        (
                            "lock-hours",
                            "correct",
                            "From today sea lock manned 0700-2100 (short-staffed through September).",
                        ),
                        (
                            "hoist-booking",
                            "refine",
                            "Hoist: boats over 15 t must show their weight certificate before the lift.",
                        ),
                        (
                            "fuelling",
                            "",
                            "Fuel berth: engines off, no smoking, gas off, spill kit out, diesel filler not water, "
                            "pay in office.",
                        ),
                        (None, "oneoff", "Fender lost off A4, found at the slip."),
                    ],
                ),
                (
                    "A pontoon",
                    [
                        ("a-use", "", "Visitors only, 12 m max."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-08-24",
            "office-log",
            "Pelham Marina office log: Mon 24 Aug",
            [
                (
                    "",
                    [
                        ("diesel-price", "", "Diesel still £1.48 a litre."),
                        ("yard-foreman", "", "Lorna running the yard."),
                        ("lock-hours", "", "Lock 0700-2100 until end Sept."),
                        (None, "chat", "Busy bank holiday ahead, fingers crossed for the weather."),
                    ],
                ),
                (
                    "C pontoon",
                    [
                        ("c-depth", "", "Three metres at lowest astronomical tide."),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Museum exhibitions team minutes, third person. Galleries 3 and 5 are sibling subjects, later named only by the
#    agenda heading; the opening date changes with "now", the budget by a bare new value, the transport contractor by
#    name with "changed to"; the indemnity is refined with the facility report deadline.
MUSEUM = Family(
    "museum",
    "museum exhibitions team minutes",
    "minutes",
    [
        Fact("opening-date", "wiki", now=[r"26 june"], was=[r"12 june"]),
        Fact("budget", "wiki", now=[r"92,?000"], was=[r"85,?000"]),
        Fact("shipping-agent", "wiki", now=[r"crate & canvas"], was=[r"hallam"]),
        Fact("indemnity", "wiki", detail=[r"facility report"]),
        Fact("g3-lux", "wiki"),
        Fact("g5-lux", "wiki"),
        Fact("g3-curator", "wiki"),
        Fact("g5-curator", "wiki"),
        Fact("paper-rotation", "wiki"),
        Fact("meeting-slot", "wiki"),
        Fact("courier-rule", "personal"),
        Fact("label-style", "personal"),
        Fact("photo-rule", "personal"),
        Fact("install", "procedure"),
    ],
    [
        Note(
            "2026-02-03",
            "exhibitions-meeting",
            "Exhibitions team meeting, 3 February",
            [
                (
                    "1. Tides of Trade",
                    [
                        (
                            "opening-date",
                            "",
                            "'Tides of Trade' will open to the public on Friday 12 June in Gallery 3.",
                        ),
                        ("budget", "", "Total exhibition budget is £85,000, including transport and insurance."),
                        (
                            "shipping-agent",
                            "",
                            "Hallam Fine Art Logistics will handle crating and transport of the loans.",
                        ),
                        ("indemnity", "", "The incoming loans will be covered by the Government Indemnity Scheme."),
                    ],
                ),
                (
                    "2. Galleries",
                    [
                        (
                            "g3-lux",
                            "",
                            "Gallery 3 is kept at a maximum of 50 lux because of the works on paper.",
                        ),
                        ("g5-lux", "", "Gallery 5 can go up to 200 lux."),
                        ("g3-curator", "", "Dr Imogen Reyes is lead curator for Gallery 3."),
                        ("g5-curator", "", "Tomasz Nowak leads on Gallery 5."),
                    ],
                ),
                (
                    "3. AOB",
                    [
                        ("meeting-slot", "", "The team meets on Tuesdays at 10:00 in the Board Room."),
                        (None, "oneoff", "Action: Imogen to circulate the draft object list by Friday."),
                        (None, "chat", "Welcome back to Priti after her leave."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-10",
            "exhibitions-meeting",
            "Exhibitions team meeting, 10 February",
            [
                (
                    "1. Loans",
                    [
                        (
                            "courier-rule",
                            "",
                            "The team agreed, as standing practice, that no lent object is unpacked unless the "
                            "lender's courier is present.",
                        ),
                        (
                            "install",
                            "",
                            "Installation sequence for each loan:\n1. The crate acclimatises in the gallery for 24 "
                            "hours unopened.\n2. Unpack with the courier present.\n3. Conservator and registrar "
                            "complete a joint condition report.\n4. Photograph the object before it goes on "
                            "display.\n5. Install, lock the case and have the courier sign off.",
                        ),
                        (
                            "shipping-agent",
                            "correct",
                            "Transport contractor changed to Crate & Canvas Ltd after Hallam's quote came in over "
                            "budget.",
                        ),
                        (None, "oneoff", "Facility report from the Maritime Trust received today."),
                    ],
                ),
                (
                    "2. Interpretation",
                    [
                        ("label-style", "", "Labels: no more than 80 words, plain English, 18 pt minimum."),
                        (
                            "paper-rotation",
                            "",
                            "Works on paper in Gallery 3 are rotated every 12 weeks to limit their light exposure.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-24",
            "exhibitions-meeting",
            "Exhibitions team meeting, 24 February",
            [
                (
                    "1. Tides of Trade",
                    [
                        (
                            "opening-date",
                            "correct",
                            "Opening of Tides of Trade now Friday 26 June, to allow an extra fortnight for the "
                            "Rotterdam loan.",
                        ),
                        ("budget", "correct", "Budget stands at £92,000 following the trustees' top-up."),
                    ],
                ),
                (
                    "2. Gallery 3",
                    [
                        ("g3-lux", "", "Light levels held at fifty lux or below."),
                        ("g3-curator", "", "Imogen is curating."),
                    ],
                ),
                (
                    "3. Gallery 5",
                    [
                        ("g5-lux", "", "Up to two hundred lux is fine here."),
                    ],
                ),
                (
                    "4. Visitor experience",
                    [
                        (
                            "photo-rule",
                            "",
                            "Visitors may take photos without flash everywhere except the loan galleries, where "
                            "photography is not allowed.",
                        ),
                        (None, "chat", "The coffee machine on the second floor is fixed at last."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-10",
            "exhibitions-meeting",
            "Exhibitions team meeting, 10 March",
            [
                (
                    "1. Loans",
                    [
                        (
                            "indemnity",
                            "refine",
                            "Government Indemnity for the loans needs the facility report lodged with the Arts "
                            "Council three months before opening.",
                        ),
                        (
                            "courier-rule",
                            "",
                            "Reminder that crates stay shut until the lender's courier is in the room.",
                        ),
                        ("shipping-agent", "", "Crate & Canvas confirmed for the Rotterdam pickup on 2 June."),
                    ],
                ),
                (
                    "2. Interpretation and galleries",
                    [
                        (
                            "paper-rotation",
                            "",
                            "Paper works come off display after twelve weeks and go back to store to rest.",
                        ),
                    ],
                ),
                (
                    "4. AOB",
                    [
                        (None, "oneoff", "Press preview invitations to go out on 15 May."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Freelance photographer's chat sessions with an assistant, first person. Two clients (Fenwick Homes, Lumen Yoga)
#    are sibling subjects named by section headings; the day rate changes with "actually", Fenwick's contact by a
#    bare new name, the gallery platform by name with "now"; the insurance is refined with its kit limit.
PHOTO = Family(
    "photographer",
    "freelance photographer business sessions",
    "session",
    [
        Fact("day-rate", "wiki", now=[r"£\s*700"], was=[r"£\s*650"]),
        Fact("camera-kit", "wiki"),
        Fact("editing", "wiki"),
        Fact("gallery-platform", "wiki", now=[r"pixieset"], was=[r"pic-?time"]),
        Fact("studio-hire", "wiki"),
        Fact("insurance", "wiki", detail=[r"15,?000"]),
        Fact("fenwick-contact", "wiki", now=[r"joel|abara"], was=[r"sara|whitlock"]),
        Fact("lumen-contact", "wiki"),
        Fact("fenwick-turnaround", "wiki"),
        Fact("lumen-turnaround", "wiki"),
        Fact("raw-rule", "personal"),
        Fact("invoice-terms", "personal"),
        Fact("card-ingest", "procedure"),
        Fact("quoting", "procedure"),
    ],
    [
        Note(
            "2026-03-16",
            "business-setup",
            "Writing down my photography business basics",
            [
                (
                    "",
                    [
                        (None, "chat", "Hey, I want to get my business stuff written down in one place."),
                        ("day-rate", "", "My day rate for commercial work is £650."),
                        ("camera-kit", "", "I shoot on a Sony A7 IV, with an A7 III as the backup body."),
                        ("editing", "", "I cull and grade in Lightroom Classic and do retouching in Photoshop."),
                        ("raw-rule", "", "I don't hand over RAW files to clients, only edited JPEGs."),
                        ("invoice-terms", "", "My invoices are due within 14 days."),
                        ("gallery-platform", "", "I deliver client galleries through Pic-Time."),
                        (
                            "studio-hire",
                            "",
                            "When I need a studio I hire Northlight in Ancoats at £45 an hour.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-18",
            "regular-clients",
            "My regular clients",
            [
                (
                    "Fenwick Homes",
                    [
                        ("fenwick-contact", "", "Sara Whitlock in their marketing team books me."),
                        ("fenwick-turnaround", "", "They need the property photos back within 48 hours."),
                        (None, "oneoff", "Shoot tomorrow at 14 Alder Close, 10 am."),
                    ],
                ),
                (
                    "Lumen Yoga",
                    [
                        ("lumen-contact", "", "The owner, Dev Mistry, is who I deal with."),
                        ("lumen-turnaround", "", "Their class photos are due seven days after the shoot."),
                        (None, "chat", "Can you make that a bit shorter?"),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-25",
            "workflow",
            "Card ingest and quoting",
            [
                (
                    "",
                    [
                        (
                            "card-ingest",
                            "",
                            "After every shoot:\n1. Copy the cards to the Samsung T7 and the NAS.\n2. Import into "
                            "Lightroom with my 'Base' preset.\n3. Let Backblaze sync overnight.\n4. Only format the "
                            "cards once all three copies exist.",
                        ),
                        (
                            "quoting",
                            "",
                            "When I quote a commercial job:\n1. Ask where and for how long the images will be "
                            "used.\n2. Price the day rate plus a licence fee.\n3. Send the proposal through "
                            "HoneyBook.\n4. Take a 30% deposit to hold the date.",
                        ),
                        (
                            "day-rate",
                            "correct",
                            "Actually my day rate went up to £700 this month; I forgot to update it.",
                        ),
                        (
                            "insurance",
                            "",
                            "My public liability and equipment cover is with Aaduki and renews on 1 March.",
                        ),
                        (None, "chat", "Thanks, that's perfect."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-06",
            "client-updates",
            "Client updates",
            [
                (
                    "Fenwick Homes",
                    [
                        ("fenwick-contact", "correct", "Joel Abara in marketing books my shoots."),
                        ("fenwick-turnaround", "", "Two-day turnaround on their listings."),
                    ],
                ),
                (
                    "Lumen Yoga",
                    [
                        ("lumen-turnaround", "", "They get their gallery a week after the session."),
                        (None, "oneoff", "Invoice INV-0142 paid today."),
                    ],
                ),
                (
                    "Delivery",
                    [
                        ("gallery-platform", "correct", "I've now moved all client galleries over to Pixieset."),
                        ("raw-rule", "", "Clients get finished JPEGs; the raws stay with me."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-13",
            "admin-catch-up",
            "Admin catch-up",
            [
                (
                    "",
                    [
                        (None, "chat", "It's been a mad week, sorry for the scattered messages."),
                        (
                            "insurance",
                            "refine",
                            "My Aaduki policy covers kit up to £15,000 and includes £5 million public liability.",
                        ),
                        ("invoice-terms", "", "Payment terms are two weeks from the invoice date."),
                        (
                            "card-ingest",
                            "",
                            "Cards go to the T7 and the NAS, into Lightroom with the Base preset, Backblaze "
                            "overnight, then format.",
                        ),
                        ("day-rate", "", "£700 for a full commercial day."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Community garden handbook, prose, written to members ("we"/"you"). Two compost bays and two communal areas are
#    sibling subjects named by section headings; the plot fee changes by a bare new value, the plot coordinator by
#    name with "now", the work day with "from June"; tool borrowing is refined with the key safe.
GARDEN = Family(
    "garden",
    "community garden handbook",
    "prose",
    [
        Fact("landlord", "wiki"),
        Fact("no-chemicals", "personal"),
        Fact("no-bonfires", "personal"),
        Fact("plot-fee", "wiki", now=[r"£\s*40"], was=[r"£\s*35"]),
        Fact("coordinator", "wiki", now=[r"martin|oduya"], was=[r"rosa|quinn"]),
        Fact("new-plot", "procedure"),
        Fact("water-rule", "personal"),
        Fact("bay1", "wiki"),
        Fact("bay2", "wiki"),
        Fact("herb-group", "wiki"),
        Fact("sensory-group", "wiki"),
        Fact("workday", "wiki", now=[r"third sunday"], was=[r"first sunday"]),
        Fact("tool-borrow", "procedure", detail=[r"key safe"]),
        Fact("manure", "wiki"),
    ],
    [
        Note(
            "2026-04-04",
            "handbook-welcome",
            "Eastfield Community Garden: Welcome",
            [
                (
                    "About the garden",
                    [
                        (None, "chat", "We're so glad you've joined us!"),
                        (
                            "landlord",
                            "",
                            "The garden sits on land we lease from Eastfield Parish Council, and the lease runs "
                            "until 2031.",
                        ),
                        (
                            "no-chemicals",
                            "",
                            "We garden organically, so please don't bring slug pellets, weedkillers or synthetic "
                            "fertilisers onto the site.",
                        ),
                        ("no-bonfires", "", "Bonfires are not allowed at any time of year."),
                    ],
                ),
                (
                    "Plots",
                    [
                        ("plot-fee", "", "A half plot costs £35 a year, payable each April."),
                        ("coordinator", "", "Rosa Quinn looks after plot allocations and the waiting list."),
                        (
                            "new-plot",
                            "",
                            "To take on a plot:\n1. Put your name on the waiting list.\n2. Come on an induction walk "
                            "round the site.\n3. Sign the plot agreement.\n4. Pay the annual fee.",
                        ),
                    ],
                ),
                (
                    "Water",
                    [
                        (
                            "water-rule",
                            "",
                            "Hoses are not allowed; please fill watering cans from the water butts and the trough.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-11",
            "handbook-communal",
            "Eastfield Community Garden: Communal areas",
            [
                (
                    "The compost bays",
                    [
                        (
                            "bay1",
                            "",
                            "Bay one takes fresh green waste from your plots: seedless weeds, peelings and grass.",
                        ),
                        ("bay2", "", "Bay two has been turned and is ready to use, so help yourself."),
                    ],
                ),
                (
                    "The herb spiral",
                    [
                        ("herb-group", "", "It is looked after by the Tuesday morning volunteers."),
                    ],
                ),
                (
                    "The sensory garden",
                    [
                        ("sensory-group", "", "The Saturday youth group from St Luke's tends this area."),
                    ],
                ),
                (
                    "Work days and tools",
                    [
                        (
                            "workday",
                            "",
                            "Communal work days are held on the first Sunday of each month, from ten until one.",
                        ),
                        (
                            "tool-borrow",
                            "",
                            "Borrowing tools:\n1. Write your name and the tool in the shed book.\n2. Clean the tool "
                            "before you put it back.\n3. Return everything by dusk the same day.",
                        ),
                        (
                            "manure",
                            "",
                            "Hollybank Stables deliver a load of well-rotted manure each October, free of charge.",
                        ),
                        (None, "oneoff", "This spring's seed swap raised £212 towards the new polytunnel."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-25",
            "handbook-welcome",
            "Eastfield Community Garden: Welcome (revised)",
            [
                (
                    "About the garden",
                    [
                        (
                            "no-chemicals",
                            "",
                            "Everything here is grown without chemicals: no pellets, no weedkiller, no artificial "
                            "feeds.",
                        ),
                        (None, "chat", "Thank you to everyone who came to the spring clean-up."),
                    ],
                ),
                (
                    "Plots",
                    [
                        ("plot-fee", "correct", "A half plot is £40 a year, paid in April."),
                        (
                            "coordinator",
                            "correct",
                            "Plot allocations and the waiting list are now handled by Martin Oduya, as Rosa has "
                            "stepped down.",
                        ),
                    ],
                ),
                (
                    "Water",
                    [
                        ("water-rule", "", "Watering is by can only, from the butts or the trough; no hosepipes."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-09",
            "handbook-communal",
            "Eastfield Community Garden: Communal areas (revised)",
            [
                (
                    "The compost bays",
                    [
                        ("bay1", "", "The first bay is for new material straight off your plot."),
                        ("bay2", "", "The second bay holds finished compost, free for anyone to use."),
                    ],
                ),
                (
                    "The herb spiral",
                    [
                        ("herb-group", "", "On Tuesday mornings the volunteer group keeps it weeded and cut back."),
                    ],
                ),
                (
                    "The sensory garden",
                    [
                        (None, "oneoff", "New lavender plants went in on 2 May."),
                    ],
                ),
                (
                    "Work days and tools",
                    [
                        (
                            "workday",
                            "correct",
                            "From June, communal work days move to the third Sunday of the month, still ten till one.",
                        ),
                        (
                            "tool-borrow",
                            "refine",
                            "The shed key is kept in the key safe by the gate; ask the plot coordinator for the code "
                            "before you borrow tools.",
                        ),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [MARINA, MUSEUM, PHOTO, GARDEN]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "marina": [("a-use", "c-use"), ("a-depth", "c-depth")],
    "museum": [("g3-lux", "g5-lux"), ("g3-curator", "g5-curator")],
    "photographer": [("fenwick-contact", "lumen-contact"), ("fenwick-turnaround", "lumen-turnaround")],
    "garden": [("bay1", "bay2"), ("herb-group", "sensory-group")],
}

"""A seventh tuning half: four families written blind to the engine (a food-truck owner's chat sessions with an
assistant, a sailing school's instructor handbook kept as resource notes, an allotment society's committee minutes,
an independent garage's workshop log). Tuned on from the commit that added them."""

from tests.dream_suite import Fact, Family, Note

# 1. Food-truck owner's chat sessions with an assistant, first person. The Tuesday and Saturday pitches are sibling
#    subjects (place and hours); the Saturday hours are corrected with "actually", the taco price by a bare new value
#    ("menu board updated"), the tortilla supplier by name with no marker; two refinements (card fees, grey water).
FOODTRUCK = Family(
    "foodtruck",
    "taco food truck business",
    "session",
    [
        Fact("monday-off", "personal"),
        Fact("no-peanuts", "personal"),
        Fact("card-only", "personal"),
        Fact("min-event", "personal"),
        Fact("tue-pitch", "wiki"),
        Fact("sat-pitch", "wiki", now=[r"\b9:00|nine"], was=[r"10:00"]),
        Fact("taco-price", "wiki", now=[r"£\s*9\.50"], was=[r"£\s*9(?![.\d])"]),
        Fact("tortilla-supplier", "wiki", now=[r"azteca"], was=[r"milpa"]),
        Fact("commissary", "wiki"),
        Fact("card-reader", "wiki", detail=[r"1\.69\s*%"]),
        Fact("hygiene-rating", "wiki"),
        Fact("setup", "procedure"),
        Fact("close-down", "procedure", detail=[r"grey water"]),
        Fact("oil-change", "procedure"),
    ],
    [
        Note(
            "2026-05-04",
            "truck-basics",
            "Writing down the basics of the taco truck",
            [
                (
                    "About me and the truck",
                    [
                        (
                            None,
                            "chat",
                            "Hi again! I'd like to keep all the boring truck stuff written down so I stop "
                            "forgetting it.",
                        ),
                        (
                            "monday-off",
                            "",
                            "I never trade on Mondays; that's my one day with the kids and I'm not giving it up.",
                        ),
                        (
                            "no-peanuts",
                            "",
                            "No peanuts or peanut oil ever come on the truck, because my son has a severe allergy.",
                        ),
                        (
                            "card-only",
                            "",
                            "I stopped taking cash last year, so it's card and phone payments only at the hatch.",
                        ),
                    ],
                ),
                (
                    "Where I trade",
                    [
                        (
                            "tue-pitch",
                            "",
                            "On Tuesdays I park up at Hollins Business Park and serve from 11:30 to 14:00.",
                        ),
                        ("sat-pitch", "", "Saturdays I'm at Canal Street Market from 10:00 until 16:00."),
                        (None, "oneoff", "We sold 142 tacos at the market last Saturday, a new record."),
                    ],
                ),
                (
                    "Menu",
                    [
                        ("taco-price", "", "Three tacos cost £9 on the menu board."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-06",
            "prep-and-suppliers",
            "Prep kitchen, suppliers and routines",
            [
                (
                    "Suppliers and kitchen",
                    [
                        (
                            "commissary",
                            "",
                            "I do all my prep at a kitchen I rent by the hour from Foundry Yard Kitchens, Unit 4.",
                        ),
                        (
                            "tortilla-supplier",
                            "",
                            "My corn tortillas come from La Milpa in Bradford, delivered on Thursday mornings.",
                        ),
                        (
                            "card-reader",
                            "",
                            "Payments go through a SumUp Solo reader linked to my business account.",
                        ),
                        (
                            "hygiene-rating",
                            "",
                            "The truck has a food hygiene rating of 5 from Leeds City Council.",
                        ),
                    ],
                ),
                (
                    "Routines",
                    [
                        (
                            "setup",
                            "",
                            "Setting up at a pitch:\n1. Chock the wheels and level the truck.\n2. Connect the gas "
                            "and do a leak check with spray on every joint.\n3. Switch on the fridges and check "
                            "they're below 5°C.\n4. Put the allergen board out by the hatch.",
                        ),
                        (
                            "close-down",
                            "",
                            "Closing down after service:\n1. Turn the gas off at the bottle before anything else.\n"
                            "2. Bin any cooked meat that's been hot-held for more than two hours.\n3. Wipe down "
                            "and sanitise every surface.\n4. Fill in the day's temperature sheet.",
                        ),
                        (None, "chat", "Could you turn those into a checklist I can laminate?"),
                        (
                            None,
                            "oneoff",
                            "I've booked a pitch at the Roundhay food festival, booking reference RF-2291.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-13",
            "busy-week",
            "A busy week and a price rise",
            [
                (
                    "",
                    [
                        (
                            "min-event",
                            "",
                            "For private parties and weddings I only take bookings of 40 guests or more.",
                        ),
                        ("taco-price", "correct", "Menu board updated: three tacos, £9.50."),
                        (
                            "no-peanuts",
                            "",
                            "Nothing with nuts in it goes anywhere near my van — it's my lad's allergy.",
                        ),
                        ("tue-pitch", "", "Business park Tuesdays are half eleven till two."),
                        (
                            "oil-change",
                            "",
                            "How I change the fryer oil:\n1. Let it cool below 40°C.\n2. Drain it through the "
                            "filter cone into the waste drum.\n3. Wipe the tank out with kitchen roll.\n4. Refill "
                            "to the line with fresh rapeseed oil.",
                        ),
                        (None, "chat", "The forecast says it'll be glorious for the market this weekend."),
                        (None, "oneoff", "The generator cut out twice during today's lunch service."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-20",
            "supplier-change",
            "New tortilla supplier and market hours",
            [
                (
                    "Suppliers",
                    [
                        (
                            "tortilla-supplier",
                            "correct",
                            "Corn tortillas are from Tortilleria Azteca in Leeds, dropped off Thursday mornings.",
                        ),
                        (
                            "card-reader",
                            "refine",
                            "The SumUp reader takes 1.69% of each transaction, and the money lands in my account "
                            "the next working day.",
                        ),
                    ],
                ),
                (
                    "Hours",
                    [
                        (
                            "sat-pitch",
                            "correct",
                            "Actually the market has moved my Saturday start to 9:00; I still finish at 16:00.",
                        ),
                        ("monday-off", "", "Mondays stay sacred — the truck doesn't move."),
                        (None, "oneoff", "Today's takings were £1,184, best Wednesday so far."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-01",
            "event-enquiries",
            "Event enquiries and closing up",
            [
                (
                    "",
                    [
                        (
                            "min-event",
                            "",
                            "Anything under forty people I turn down, even if it's a friend's birthday.",
                        ),
                        (
                            "close-down",
                            "refine",
                            "End of service: gas off at the bottle, bin meat held hot over two hours, sanitise "
                            "every surface, drain the grey water tank into the drain at the unit, then do the "
                            "temperature sheet.",
                        ),
                        ("sat-pitch", "", "Canal Street on Saturdays runs nine till four."),
                        ("commissary", "", "Prep days are in the Foundry Yard unit as usual."),
                        ("card-only", "", "People still ask, but I don't handle cash at all."),
                        (None, "chat", "Thanks, that's exactly what I needed."),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Sailing school instructor handbook, resource notes, imperative / third person. The two safety boats (Puffin,
#    Gannet) are sibling subjects (hull and outboard); Gannet's outboard is corrected by name and value with "now",
#    the VHF channel by a bare new value, the senior instructor by name with "from now on"; two refinements (gust
#    limit, transom bung).
SAILING = Family(
    "sailing",
    "sailing school instructor handbook",
    "resource",
    [
        Fact("buoyancy-aid", "personal"),
        Fact("wind-limit", "personal", detail=[r"gust|25 knots"]),
        Fact("ratio", "personal"),
        Fact("no-solo", "personal"),
        Fact("first-aid-cert", "personal"),
        Fact("puffin", "wiki"),
        Fact("gannet", "wiki", now=[r"20\s*hp|suzuki"], was=[r"15\s*hp|tohatsu"]),
        Fact("vhf", "wiki", now=[r"\b72\b"], was=[r"\b77\b"]),
        Fact("senior-instructor", "wiki", now=[r"tom|ashworth"], was=[r"megan|lloyd"]),
        Fact("wetsuit-hire", "wiki"),
        Fact("evening-course", "wiki"),
        Fact("capsize-drill", "procedure"),
        Fact("rigging-check", "procedure", detail=[r"bung"]),
        Fact("sign-out", "procedure"),
    ],
    [
        Note(
            "2026-03-02",
            "instructor-handbook",
            "Harbourside Sailing School instructor handbook: on the water",
            [
                (
                    "",
                    [
                        (None, "chat", "Welcome to the new instructors joining us for the 2026 season."),
                    ],
                ),
                (
                    "Safety rules",
                    [
                        (
                            "buoyancy-aid",
                            "",
                            "Everyone afloat wears a buoyancy aid, zipped and fastened, students and instructors "
                            "alike.",
                        ),
                        (
                            "wind-limit",
                            "",
                            "Beginner groups do not go out if the forecast mean wind is above force 4.",
                        ),
                        ("ratio", "", "One instructor to no more than six students in dinghies."),
                        (
                            "no-solo",
                            "",
                            "Never launch a safety boat alone; someone must stay ashore with the handheld radio.",
                        ),
                    ],
                ),
                (
                    "Safety boats",
                    [
                        ("puffin", "", "Puffin: 4.8 m RIB with a 40 hp Yamaha outboard, moored on the pontoon."),
                        (
                            "gannet",
                            "",
                            "Gannet: 3.9 m inflatable with a 15 hp Tohatsu, kept on its trolley in the boat park.",
                        ),
                    ],
                ),
                (
                    "Radio",
                    [
                        ("vhf", "", "Shore and safety boats work on VHF channel 77."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-04",
            "drills-and-checks",
            "Drills and pre-launch checks",
            [
                (
                    "Drills",
                    [
                        (
                            "capsize-drill",
                            "",
                            "Capsize recovery drill for students:\n1. Brief it ashore with a boat lying on its "
                            "side.\n2. Students swim round to the centreboard.\n3. One stands on the board and "
                            "leans back on the gunwale to right the boat.\n4. The other is scooped in and helps "
                            "the first aboard over the transom.",
                        ),
                    ],
                ),
                (
                    "Before launching",
                    [
                        (
                            "rigging-check",
                            "",
                            "Before any dinghy is launched:\n1. Check every shackle is done up and moused.\n2. "
                            "Check the rudder clips and tiller extension.\n3. Run the sheets through and tie "
                            "figure-of-eight stopper knots.\n4. Make sure the centreboard moves freely.",
                        ),
                        (
                            "sign-out",
                            "",
                            "Signing boats out:\n1. Write the boat, crew names and expected return time on the "
                            "whiteboard.\n2. Take a handheld VHF from the charging rack.\n3. Wipe the names off "
                            "only when the boat is back on its trolley.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Pico sail 14 has a torn batten pocket; it is in the sail loft for repair.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-16",
            "instructor-handbook",
            "Harbourside Sailing School instructor handbook: people and courses",
            [
                (
                    "People",
                    [
                        (
                            "senior-instructor",
                            "",
                            "The senior instructor is Megan Lloyd; all course changes go through her.",
                        ),
                        (
                            "first-aid-cert",
                            "",
                            "Every instructor must hold an in-date first-aid certificate before teaching.",
                        ),
                        ("ratio", "", "Keep dinghy groups to six students or fewer per instructor."),
                    ],
                ),
                (
                    "Courses",
                    [
                        (
                            "evening-course",
                            "",
                            "Adult evening courses run on Tuesdays and Thursdays, 18:00 to 20:30.",
                        ),
                        ("wetsuit-hire", "", "Students can hire a wetsuit for £8 per session."),
                        (None, "oneoff", "RYA inspection visit booked for 28 March, reference RYA-INS-4410."),
                    ],
                ),
                (
                    "Radio and boats",
                    [
                        ("vhf", "correct", "Working channel for all school traffic: VHF 72."),
                        ("gannet", "", "Gannet's outboard is the little fifteen horsepower Tohatsu."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-30",
            "drills-and-checks",
            "Drills and pre-launch checks",
            [
                (
                    "Before launching",
                    [
                        (
                            "rigging-check",
                            "refine",
                            "Pre-launch check on every dinghy: shackles moused, rudder clips on, stopper knots "
                            "tied, centreboard free, and the transom bung pushed in tight.",
                        ),
                        (
                            "wind-limit",
                            "refine",
                            "No beginner sessions when the mean wind forecast is over force 4, or when gusts "
                            "above 25 knots are forecast.",
                        ),
                        (
                            "buoyancy-aid",
                            "",
                            "No one goes on the water without a fastened buoyancy aid; staff are not exempt.",
                        ),
                        (None, "chat", "Thanks to Jo for re-laminating the drill cards."),
                        (
                            None,
                            "oneoff",
                            "Saturday's session was cancelled because of the gale warning; students have been "
                            "rebooked.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-13",
            "instructor-handbook",
            "Harbourside Sailing School instructor handbook: season update",
            [
                (
                    "People",
                    [
                        (
                            "senior-instructor",
                            "correct",
                            "From now on Tom Ashworth is senior instructor; Megan has moved to running the youth "
                            "squad.",
                        ),
                        (
                            "no-solo",
                            "",
                            "A safety boat only goes out when a second person is ashore with a radio.",
                        ),
                    ],
                ),
                (
                    "Safety boats",
                    [
                        (
                            "gannet",
                            "correct",
                            "Gannet now runs a 20 hp Suzuki after the old outboard failed its service.",
                        ),
                        ("puffin", "", "The pontoon RIB, Puffin, keeps her 40 horsepower Yamaha."),
                    ],
                ),
                (
                    "Courses and radio",
                    [
                        (
                            "evening-course",
                            "",
                            "Tuesday and Thursday evenings, six until half eight, are the adult course nights.",
                        ),
                        ("vhf", "", "Stay on 72 for all school radio traffic."),
                        (None, "chat", "Here's hoping for a sunnier season than last year."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Allotment society committee minutes, third person, agenda headings. Full and half plot rents are sibling
#    subjects; the full rent is corrected by a bare new value, the secretary by name with "now", the manure supplier
#    by name with no marker word; two refinements (card payments at the trading hut, 28 days in the
#    non-cultivation process).
ALLOTMENT = Family(
    "allotment",
    "allotment society committee minutes",
    "minutes",
    [
        Fact("bonfire", "personal"),
        Fact("hose", "personal"),
        Fact("cultivation", "personal"),
        Fact("full-rent", "wiki", now=[r"£\s*68|sixty-eight"], was=[r"£\s*62"]),
        Fact("half-rent", "wiki"),
        Fact("secretary", "wiki", now=[r"dev|patel"], was=[r"lorna|fielding"]),
        Fact("manure", "wiki", now=[r"greenacre"], was=[r"hollybrook"]),
        Fact("water-season", "wiki"),
        Fact("trading-hut", "wiki", detail=[r"card"]),
        Fact("skip", "wiki"),
        Fact("agm", "wiki"),
        Fact("waiting-list", "procedure"),
        Fact("non-cult", "procedure", detail=[r"28 days"]),
        Fact("gate-key", "procedure"),
    ],
    [
        Note(
            "2026-01-14",
            "committee-minutes",
            "Millbrook Allotment Society committee meeting, 14 January",
            [
                (
                    "Present and apologies",
                    [
                        (None, "chat", "Apologies were received from Ken Ball."),
                        (
                            "secretary",
                            "",
                            "Lorna Fielding continues as secretary and handles all correspondence.",
                        ),
                    ],
                ),
                (
                    "Finance",
                    [
                        ("full-rent", "", "Full plot rent for 2026 is £62 a year."),
                        ("half-rent", "", "Half plots are £34 a year."),
                        (None, "oneoff", "The treasurer reported a balance of £1,842.17 at 31 December."),
                    ],
                ),
                (
                    "Site rules",
                    [
                        ("bonfire", "", "No bonfires on site between 1 April and 30 September."),
                        (
                            "hose",
                            "",
                            "Hosepipes are not permitted; plots are watered by can from the troughs only.",
                        ),
                    ],
                ),
                (
                    "Deliveries and events",
                    [
                        (
                            "manure",
                            "",
                            "Hollybrook Stables deliver well-rotted manure free of charge to the car park bay.",
                        ),
                        (
                            "agm",
                            "",
                            "The AGM is held on the last Saturday of March in Millbrook village hall.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-11",
            "committee-minutes",
            "Millbrook Allotment Society committee meeting, 11 February",
            [
                (
                    "Lettings",
                    [
                        (
                            "waiting-list",
                            "",
                            "Procedure agreed for letting a vacant plot:\n1. The lettings officer offers it to the "
                            "top name on the waiting list.\n2. The applicant views the plot within two weeks.\n3. "
                            "The applicant signs the tenancy agreement and pays the rent.",
                        ),
                        (
                            "cultivation",
                            "",
                            "Tenants must keep at least three quarters of their plot under cultivation.",
                        ),
                        (
                            "non-cult",
                            "",
                            "Non-cultivation process:\n1. The site rep photographs the plot at the quarterly "
                            "walk.\n2. The secretary sends a first letter.\n3. If nothing has changed by the next "
                            "walk, a notice to quit is sent.",
                        ),
                    ],
                ),
                (
                    "Trading hut",
                    [
                        (
                            "trading-hut",
                            "",
                            "The trading hut is open Sunday mornings 10:00 to 12:00 and sells compost, seed "
                            "potatoes and netting.",
                        ),
                    ],
                ),
                (
                    "Site",
                    [
                        (
                            "water-season",
                            "",
                            "Water to the troughs is turned on on 1 April and off on 31 October.",
                        ),
                        (
                            None,
                            "oneoff",
                            "The shed on plot 31 was broken into on 6 February; police reference CR/0206/26.",
                        ),
                        (None, "chat", "The chair thanked Marjorie for the flapjacks."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-11",
            "committee-minutes",
            "Millbrook Allotment Society committee meeting, 11 March",
            [
                (
                    "Finance",
                    [
                        (
                            "full-rent",
                            "correct",
                            "Following the rise in the water bill, full plot rent is set at £68 a year from the "
                            "next renewal.",
                        ),
                        ("half-rent", "", "Half-plot rent remains thirty-four pounds."),
                    ],
                ),
                (
                    "Officers",
                    [
                        (
                            "secretary",
                            "correct",
                            "Dev Patel is now secretary, Lorna having stepped down after eleven years.",
                        ),
                    ],
                ),
                (
                    "Site",
                    [
                        ("skip", "", "A communal skip is hired twice a year, in March and October."),
                        (
                            "bonfire",
                            "",
                            "Members are reminded that burning anything is banned over the summer months, April "
                            "to September inclusive.",
                        ),
                        (None, "oneoff", "This spring's skip arrives on Friday 20 March."),
                    ],
                ),
                (
                    "Gate",
                    [
                        (
                            "gate-key",
                            "",
                            "Gate keys:\n1. Ask the secretary for a key.\n2. Pay the £10 deposit.\n3. Sign the "
                            "key register.\n4. Hand the key back when giving up the plot to get the deposit "
                            "returned.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-08",
            "committee-minutes",
            "Millbrook Allotment Society committee meeting, 8 April",
            [
                (
                    "Deliveries",
                    [
                        (
                            "manure",
                            "correct",
                            "Manure is coming from Greenacre Farm since Hollybrook sold their horses; still free "
                            "and still dropped at the car park bay.",
                        ),
                    ],
                ),
                (
                    "Trading hut",
                    [
                        (
                            "trading-hut",
                            "refine",
                            "The trading hut (Sundays, 10 till 12) can take card payments as well as cash.",
                        ),
                    ],
                ),
                (
                    "Site",
                    [
                        ("hose", "", "Watering cans only: hoses are banned on every plot."),
                        (
                            "water-season",
                            "",
                            "The troughs have water from the start of April until they are drained at the end of "
                            "October.",
                        ),
                        (None, "oneoff", "The AGM on 28 March was attended by 37 members."),
                        (None, "chat", "Members agreed the spring has been miserably wet so far."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-13",
            "committee-minutes",
            "Millbrook Allotment Society committee meeting, 13 May",
            [
                (
                    "Lettings",
                    [
                        (
                            "non-cult",
                            "refine",
                            "Non-cultivation: after the first letter the tenant has 28 days to show visible "
                            "progress before a notice to quit is issued.",
                        ),
                        ("cultivation", "", "At least 75% of every plot must be cultivated."),
                    ],
                ),
                (
                    "Finance and officers",
                    [
                        ("full-rent", "", "Full plots will be invoiced at sixty-eight pounds."),
                        ("secretary", "", "All correspondence to Dev, as secretary."),
                        (
                            None,
                            "chat",
                            "Thanks were recorded to everyone who helped clear the brambles by the car park.",
                        ),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Independent garage workshop log, terse bullets. Ramp 1 and Ramp 2 are sibling subjects (type and capacity);
#    the labour rate is corrected by a bare new value, the parts supplier by name with "changed to", the waste oil
#    collection day with "from now on"; two refinements (re-torque after 50 miles, ramp 2's jacking beam).
GARAGE = Family(
    "garage",
    "independent car-repair garage workshop log",
    "log",
    [
        Fact("no-customers", "personal"),
        Fact("axle-stands", "personal"),
        Fact("keys-safe", "personal"),
        Fact("gaz-days", "personal"),
        Fact("labour-rate", "wiki", now=[r"£\s*72|seventy-two"], was=[r"£\s*68"]),
        Fact("parts-supplier", "wiki", now=[r"euro car parts"], was=[r"gsf"]),
        Fact("mot-tester", "wiki"),
        Fact("ramp1", "wiki"),
        Fact("ramp2", "wiki", detail=[r"jacking beam"]),
        Fact("waste-oil", "wiki", now=[r"tuesday"], was=[r"friday"]),
        Fact("mot-fee", "wiki"),
        Fact("booking-in", "procedure"),
        Fact("wheel-refit", "procedure", detail=[r"50 miles"]),
        Fact("lock-up", "procedure"),
    ],
    [
        Note(
            "2026-09-07",
            "workshop-log",
            "Workshop log, Mon 7 Sep",
            [
                (
                    "",
                    [
                        ("labour-rate", "", "Labour rate £68/hr + VAT."),
                        ("parts-supplier", "", "Parts account with GSF, Halton branch. Two drops a day."),
                        ("no-customers", "", "Customers stay in reception. Not in the workshop - insurance."),
                        ("axle-stands", "", "Never under a car on the trolley jack alone. Axle stands every time."),
                        ("ramp1", "", "Ramp 1: two-post, 3.5 t max. Cars and small vans."),
                        ("ramp2", "", "Ramp 2: four-post in the MOT bay, 3.0 t max."),
                        (None, "oneoff", "Golf EK62 XYZ: clutch done, 5.5 hrs."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-09",
            "workshop-log",
            "Workshop log, Wed 9 Sep",
            [
                (
                    "",
                    [
                        (
                            "booking-in",
                            "",
                            "Booking a car in:\n1. Walk round with the customer, mark damage on the job card.\n2. "
                            "Note mileage and fuel level.\n3. Customer signs the job card.\n4. Numbered tag on "
                            "the keys, keys into the key safe.",
                        ),
                        ("keys-safe", "", "Customer keys live in the key safe. Never left in the car or on the bench."),
                        ("mot-tester", "", "MOT tester: Gaz (Gary Pike)."),
                        ("gaz-days", "", "Gaz works Mon-Thu only. No Fridays, no Saturdays."),
                        ("mot-fee", "", "MOT £54.85, class 4."),
                        ("waste-oil", "", "Waste oil collected by Oilbrook Recycling, alternate Fridays."),
                        (None, "chat", "Kettle's died again. Someone buy a new one."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-15",
            "workshop-log",
            "Workshop log, Tue 15 Sep",
            [
                (
                    "",
                    [
                        (
                            "wheel-refit",
                            "",
                            "Wheels back on:\n1. Hand-start every nut/bolt.\n2. Tighten in a star pattern.\n3. "
                            "Torque to the book figure with the wrench, never the air gun alone.\n4. Tick it on "
                            "the job card.",
                        ),
                        (
                            "lock-up",
                            "",
                            "Lock-up:\n1. Compressor off and drained.\n2. Roller doors down and bolted.\n3. Keys "
                            "counted against the board.\n4. Alarm set.",
                        ),
                        ("labour-rate", "correct", "Labour £72/hr + VAT. Price board in reception updated."),
                        ("ramp1", "", "Two-poster (ramp 1) rated three and a half tonnes."),
                        (None, "oneoff", "Ramp 2 out of use this pm, hydraulic leak, engineer Thursday."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-23",
            "workshop-log",
            "Workshop log, Wed 23 Sep",
            [
                (
                    "",
                    [
                        (
                            "parts-supplier",
                            "correct",
                            "Parts account changed to Euro Car Parts, Halton. Better prices on brakes.",
                        ),
                        (
                            "waste-oil",
                            "correct",
                            "Oilbrook collect on Tuesdays from now on, still every other week.",
                        ),
                        ("axle-stands", "", "Jack lifts it, stands hold it. Nobody goes underneath without them."),
                        ("mot-tester", "", "MOTs: Gary Pike tests."),
                        (None, "chat", "Cheers Sal for the doughnuts."),
                        (None, "oneoff", "Job 4471 Corsa: £386.20 total, paid card."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-10-05",
            "workshop-log",
            "Workshop log, Mon 5 Oct",
            [
                (
                    "",
                    [
                        (
                            "wheel-refit",
                            "refine",
                            "Wheels: hand-start, star pattern, torque wrench. Tell the customer to have the "
                            "torque rechecked after 50 miles.",
                        ),
                        ("ramp2", "refine", "Ramp 2 (four-post, 3 t) has a jacking beam for wheels-free work."),
                        ("no-customers", "", "Reception is as far as customers go."),
                        ("gaz-days", "", "Fridays: no Gaz. Book MOTs Monday to Thursday."),
                        ("labour-rate", "", "Seventy-two an hour plus VAT on all quotes."),
                        ("mot-fee", "", "MOT still £54.85."),
                        (None, "chat", "Cold one this morning, heaters on."),
                        (None, "oneoff", "Took delivery of 2 x 205 L drums of 5W-30."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [FOODTRUCK, SAILING, ALLOTMENT, GARAGE]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "foodtruck": [("tue-pitch", "sat-pitch")],
    "sailing": [("puffin", "gannet")],
    "allotment": [("full-rent", "half-rent")],
    "garage": [("ramp1", "ramp2")],
}

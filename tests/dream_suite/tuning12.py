"""A twelfth tuning half: four families written blind to the engine (a self-employed mobile bicycle mechanic's chat
sessions with an assistant, an allotment society's plot-holders' handbook resource notes, a small theatre company's
production meeting minutes, a fishing harbour master's office log). Tuned on from the commit that added them."""

from tests.dream_suite import Fact, Family, Note

# 1. Mobile bicycle mechanic's chat sessions with an assistant, first person. Two fleet clients (Greenleaf Grocers,
#    Swiftpost Couriers) are sibling subjects for service day and contact; Swiftpost's day is corrected with
#    "actually", the call-out fee by a bare new value, the parts supplier by name with "from next month", the Saturday
#    helper by name with "now"; both procedures get a later detail.
BIKEMECH = Family(
    "bikemech",
    "mobile bicycle repair business",
    "session",
    [
        Fact("radius", "personal"),
        Fact("hours", "personal"),
        Fact("ebike-rule", "personal"),
        Fact("payment", "personal"),
        Fact("callout-fee", "wiki", now=[r"£\s*30\b"], was=[r"£\s*25\b"]),
        Fact("service-price", "wiki"),
        Fact("parts-supplier", "wiki", now=[r"brookes|vane"], was=[r"fenland"]),
        Fact("greenleaf-day", "wiki"),
        Fact("swiftpost-day", "wiki", now=[r"friday"], was=[r"thursday"]),
        Fact("greenleaf-contact", "wiki"),
        Fact("swiftpost-contact", "wiki"),
        Fact("saturday-helper", "wiki", now=[r"ruby|acheampong"], was=[r"callum"]),
        Fact("booking", "procedure", detail=[r"24\s*h"]),
        Fact("safety-check", "procedure", detail=[r"5\s*nm"]),
    ],
    [
        Note(
            "2026-05-04",
            "business-basics",
            "Sorting out my mobile bike repair admin",
            [
                (
                    "How I work",
                    [
                        (
                            None,
                            "chat",
                            "Hiya! I fix bikes out of a van and my notes are all over the place, so I'd like to get "
                            "them straight with you.",
                        ),
                        (
                            "radius",
                            "",
                            "I only take jobs within ten miles of home in Costessey; anything further out I pass on "
                            "to someone else.",
                        ),
                        ("hours", "", "I work Monday to Saturday, and the latest appointment I'll book starts at 5pm."),
                        (
                            "ebike-rule",
                            "",
                            "I don't open up e-bike motors or batteries. Brakes, gears and tyres on an e-bike are "
                            "fine, but motor faults go back to the dealer.",
                        ),
                        (
                            "saturday-helper",
                            "",
                            "My nephew Callum comes out with me on Saturdays to help with the bigger jobs.",
                        ),
                    ],
                ),
                (
                    "Prices and parts",
                    [
                        ("callout-fee", "", "There's a £25 call-out fee on top of labour for every home visit."),
                        (
                            "service-price",
                            "",
                            "A standard service (gears, brakes, chain clean, wheel true and a bolt check) costs £65.",
                        ),
                        (
                            "parts-supplier",
                            "",
                            "Nearly all my parts come on a trade account with Fenland Cycle Distribution, next-day if "
                            "I order before 4.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Did a puncture and a brake bleed in Eaton this morning, £70 paid on the spot.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-06",
            "fleet-contracts",
            "My two business fleet contracts",
            [
                (
                    "",
                    [
                        (
                            "greenleaf-day",
                            "",
                            "Greenleaf Grocers have three cargo bikes, and I service them every other Tuesday morning "
                            "at their shop on Magdalen Street.",
                        ),
                        (
                            "swiftpost-day",
                            "",
                            "Swiftpost Couriers' six bikes get a check-over every Thursday afternoon at their depot "
                            "on Hall Road.",
                        ),
                        (
                            "greenleaf-contact",
                            "",
                            "At Greenleaf I deal with Mo Rahman, the shop manager, for anything bike-related.",
                        ),
                        ("swiftpost-contact", "", "My contact at Swiftpost is Dana Whitlock, who runs the depot."),
                        (
                            "payment",
                            "",
                            "I don't take cash: customers pay by card on my SumUp reader or by bank transfer.",
                        ),
                        (None, "chat", "Sorry, I'm typing this in the van between jobs, so excuse the typos."),
                        (
                            None,
                            "oneoff",
                            "One of the Swiftpost bikes snapped its chain yesterday; I swapped it at the depot.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-08",
            "job-routines",
            "How I take bookings and finish jobs",
            [
                (
                    "",
                    [
                        (
                            "booking",
                            "",
                            "How a booking works:\n1. The customer fills in the form on my website with their address "
                            "and what's wrong.\n2. I text back to confirm a time slot.\n3. I ask for a photo of the "
                            "bike so I bring the right parts.\n4. They pay a £10 deposit through a payment link.",
                        ),
                        (
                            "safety-check",
                            "",
                            "Before I hand any bike back:\n1. Check both wheels are secure, quick releases closed or "
                            "thru-axles done up.\n2. Squeeze the brakes hard and look at pad contact and lever "
                            "travel.\n3. Run through every gear on the stand.\n4. Ride it up and down the street "
                            "myself.",
                        ),
                        (None, "chat", "Could you lay those out so I can stick them on the inside of the van door?"),
                        (None, "oneoff", "Got a five-star review from the lady in Hellesdon today."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-15",
            "price-check",
            "Going over my prices and the fleet jobs",
            [
                (
                    "",
                    [
                        (
                            "callout-fee",
                            "correct",
                            "Call-out charge for a home visit: £30, what with diesel costing what it does.",
                        ),
                        ("service-price", "", "Sixty-five quid gets you my standard tune-up."),
                        (
                            "swiftpost-day",
                            "correct",
                            "Actually the Swiftpost check is moving to Friday mornings, ahead of their weekend rush.",
                        ),
                        ("radius", "", "Anything past roughly a ten-mile drive from my house is outside my patch."),
                        (None, "chat", "Cheers, that's a weight off my mind."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-22",
            "supplier-switch",
            "Changing parts supplier",
            [
                (
                    "",
                    [
                        (
                            "parts-supplier",
                            "correct",
                            "From next month my trade account moves to Brookes & Vane; better prices on Shimano and "
                            "the same next-day delivery.",
                        ),
                        (
                            "booking",
                            "refine",
                            "On bookings: if someone cancels with less than 24 hours' notice, they lose the £10 "
                            "deposit.",
                        ),
                        (
                            "ebike-rule",
                            "",
                            "Electric bike motors and battery packs are a no from me; those people get sent back to "
                            "the shop they bought it from.",
                        ),
                        ("greenleaf-day", "", "Fortnightly Tuesday mornings are still the Greenleaf cargo bikes."),
                        ("greenleaf-contact", "", "Mo, their manager, is my go-to at the grocer's."),
                        (
                            None,
                            "oneoff",
                            "Fenland still owe me a credit note for a wrong cassette, reference CN-55107.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-01",
            "june-catchup",
            "Catching up at the start of June",
            [
                (
                    "",
                    [
                        (
                            "saturday-helper",
                            "correct",
                            "Ruby Acheampong is now my Saturday helper; Callum has started a full-time job.",
                        ),
                        (
                            "safety-check",
                            "refine",
                            "I've added a step to my hand-back check: stem and seatpost bolts get the torque wrench "
                            "at 5 Nm.",
                        ),
                        ("swiftpost-day", "", "Courier fleet: Friday AM at the Hall Road depot."),
                        ("payment", "", "Card or transfer only; I never carry a float."),
                        ("hours", "", "No Sunday work, and nothing booked in after five."),
                        ("parts-supplier", "", "The Brookes & Vane account is live and the first order came next day."),
                        (None, "chat", "Thanks again, this is so much tidier than my old notebook!"),
                        (None, "oneoff", "The van's in for new brake pads on Wednesday, so I've got no jobs that day."),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Allotment society handbook, resource notes, rules in the third person and the imperative. The two sites (Mill
#    Lane, Orchard Road) are sibling subjects for trough season and site rep, named only by section headings; the
#    Orchard Road rep is corrected by name with no marker, the rent by a bare new value, the secretary by name with
#    "now", the trading hut's day with "from next month".
ALLOTMENT = Family(
    "allotment",
    "allotment society plot-holders' handbook",
    "resource",
    [
        Fact("cultivation", "personal"),
        Fact("bonfire", "personal"),
        Fact("dogs", "personal"),
        Fact("hosepipe", "personal"),
        Fact("rent", "wiki", now=[r"£\s*54\b"], was=[r"£\s*48\b"]),
        Fact("mill-water", "wiki"),
        Fact("orchard-water", "wiki"),
        Fact("mill-rep", "wiki"),
        Fact("orchard-rep", "wiki", now=[r"tariq|hussain"], was=[r"bernadette|kaye"]),
        Fact("secretary", "wiki", now=[r"desmond|achebe"], was=[r"pauline|crewe"]),
        Fact("trading-hut", "wiki", now=[r"saturday"], was=[r"sunday"]),
        Fact("manure", "wiki"),
        Fact("new-tenant", "procedure", detail=[r"six[- ]month|6[- ]month|probation"]),
        Fact("leaving", "procedure", detail=[r"carpet"]),
    ],
    [
        Note(
            "2026-02-07",
            "plot-handbook",
            "Fernbrook Allotment Society plot-holders' handbook",
            [
                (
                    "General rules",
                    [
                        (
                            "cultivation",
                            "",
                            "At least 75% of every plot must be kept under cultivation through the growing season.",
                        ),
                        (
                            "bonfire",
                            "",
                            "Bonfires are allowed only from November to February, and never at weekends or on bank "
                            "holidays.",
                        ),
                        ("dogs", "", "Dogs must be kept on a lead at all times on society land."),
                        (
                            "hosepipe",
                            "",
                            "Do not connect hosepipes or sprinklers to the water troughs; fill cans by dipping.",
                        ),
                    ],
                ),
                (
                    "Rent",
                    [
                        ("rent", "", "Rent for a full plot (250 square metres) is £48 per year, due on 1 October."),
                    ],
                ),
                (
                    "Mill Lane site",
                    [
                        ("mill-water", "", "Water troughs are turned on from 1 April to 31 October."),
                        ("mill-rep", "", "Site rep: Jim Halloran, plot 14."),
                    ],
                ),
                (
                    "Orchard Road site",
                    [
                        ("orchard-water", "", "Water troughs are turned on from 15 April to 15 October."),
                        ("orchard-rep", "", "Site rep: Bernadette Kaye, plot 3B."),
                    ],
                ),
                (
                    "Committee and trading hut",
                    [
                        (
                            "secretary",
                            "",
                            "The society secretary is Pauline Crewe; tenancy and waiting-list queries go to her.",
                        ),
                        (
                            "trading-hut",
                            "",
                            "The trading hut at Mill Lane sells seed potatoes, compost, canes and netting to members "
                            "on Sunday mornings, 10 to 12.",
                        ),
                        (None, "oneoff", "This year's AGM is on Saturday 14 March at 2pm in the Scout hut."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-09",
            "tenancy-procedures",
            "Taking on and giving up a plot",
            [
                (
                    "Taking on a plot",
                    [
                        (
                            "new-tenant",
                            "",
                            "To take on a plot:\n1. Add your name to the waiting list on the society website.\n2. "
                            "When a plot is offered, view it with the site rep.\n3. Sign the tenancy agreement and "
                            "pay the first year's rent.\n4. Collect a gate key from the secretary against a £10 "
                            "deposit.",
                        ),
                    ],
                ),
                (
                    "Giving up a plot",
                    [
                        (
                            "leaving",
                            "",
                            "To give up a plot:\n1. Tell the secretary in writing.\n2. Remove any shed or structure "
                            "you put up, unless the incoming tenant agrees to take it on.\n3. Hand back your gate key "
                            "to have the deposit refunded.",
                        ),
                    ],
                ),
                (
                    "Manure",
                    [
                        (
                            "manure",
                            "",
                            "Home Farm Stables deliver free horse manure to the bay by the Mill Lane car park; "
                            "plot-holders may help themselves.",
                        ),
                        (None, "chat", "Thank you to everyone who sent comments on the draft of this handbook."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-16",
            "plot-handbook",
            "Fernbrook Allotment Society plot-holders' handbook",
            [
                (
                    "Rent",
                    [
                        ("rent", "correct", "Full plot (250 m²): £54 a year, payable by 1 October."),
                    ],
                ),
                (
                    "Committee and trading hut",
                    [
                        (
                            "secretary",
                            "correct",
                            "Desmond Achebe is now the society secretary, taking over from Pauline Crewe, who has "
                            "stood down.",
                        ),
                        (
                            None,
                            "chat",
                            "A big thank-you to Pauline for nearly a decade of keeping the society running.",
                        ),
                    ],
                ),
                (
                    "General rules",
                    [
                        ("cultivation", "", "Three-quarters of each plot has to be dug, planted or growing something."),
                        (None, "oneoff", "Thirty-one members came to the AGM, and last year's accounts were approved."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-30",
            "site-notes",
            "Site notes for the new season",
            [
                (
                    "Mill Lane site",
                    [
                        (
                            "mill-water",
                            "",
                            "The troughs get switched on at the start of April and drained down at the end of October.",
                        ),
                        ("mill-rep", "", "Jim Halloran on plot 14 remains the rep here."),
                        (None, "oneoff", "A new padlock has been fitted to the main gate; existing keys still work."),
                    ],
                ),
                (
                    "Orchard Road site",
                    [
                        ("orchard-rep", "correct", "Site rep: Tariq Hussain, plot 22."),
                        (None, "oneoff", "The burst pipe by the trough near plot 19 was repaired on 27 March."),
                    ],
                ),
                (
                    "New tenants",
                    [
                        (
                            "new-tenant",
                            "refine",
                            "New tenants serve a six-month probation, at the end of which the site rep walks the plot "
                            "with them.",
                        ),
                    ],
                ),
                (
                    "Dogs",
                    [
                        ("dogs", "", "No loose dogs anywhere on the allotments, please; keep them leashed."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-20",
            "plot-handbook",
            "Fernbrook Allotment Society plot-holders' handbook",
            [
                (
                    "Committee and trading hut",
                    [
                        (
                            "trading-hut",
                            "correct",
                            "From next month the trading hut moves to Saturday mornings; opening times stay 10 to 12.",
                        ),
                    ],
                ),
                (
                    "Giving up a plot",
                    [
                        (
                            "leaving",
                            "refine",
                            "Outgoing tenants must also lift any old carpet or plastic sheeting used as mulch before "
                            "handing the plot back.",
                        ),
                    ],
                ),
                (
                    "General rules",
                    [
                        (
                            "bonfire",
                            "",
                            "Fires may be lit on weekdays only, and only in the winter months (November through "
                            "February).",
                        ),
                        ("hosepipe", "", "Watering is by can only; nothing may be plumbed into the troughs."),
                    ],
                ),
                (
                    "Manure",
                    [
                        (
                            "manure",
                            "",
                            "There's a heap of free muck from Home Farm beside the Mill Lane parking; take what you "
                            "need.",
                        ),
                        (None, "chat", "Good luck to everyone with this year's onion sets!"),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-11",
            "site-notes",
            "Site notes for May",
            [
                (
                    "Orchard Road site",
                    [
                        (
                            "orchard-rep",
                            "",
                            "Tariq Hussain (plot 22) is the person to contact about anything on this site.",
                        ),
                        ("orchard-water", "", "Water is available from mid-April until mid-October."),
                    ],
                ),
                (
                    "Trading hut",
                    [
                        ("trading-hut", "", "Saturday mornings, 10am till noon, at the Mill Lane hut."),
                    ],
                ),
                (
                    "Rent",
                    [
                        ("rent", "", "£54 per full plot per year."),
                        (
                            None,
                            "oneoff",
                            "Plots 7 and 31 at Mill Lane are vacant and are being offered to the waiting list this "
                            "week.",
                        ),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Small theatre company's production meeting minutes, third person. The two touring venues (Corn Exchange,
#    Wrenfield Arts Centre) are sibling subjects for get-in time; Wrenfield's is corrected with "actually", the ticket
#    price by a bare new value, the stage manager by name with no marker, the lighting hire company by name with
#    "now"; both procedures get a later detail.
THEATRE = Family(
    "theatre",
    "small theatre company production meetings",
    "minutes",
    [
        Fact("stage-manager", "wiki", now=[r"rosa|mendes"], was=[r"eilidh|fraser"]),
        Fact("rehearsals", "wiki"),
        Fact("call-time", "personal"),
        Fact("no-flame", "personal"),
        Fact("bsl", "personal"),
        Fact("wardrobe-food", "personal"),
        Fact("corn-getin", "wiki"),
        Fact("wren-getin", "wiki", now=[r"12:00|12 ?noon|midday|\bnoon"], was=[r"10:00|10 ?am"]),
        Fact("van-hire", "wiki"),
        Fact("tickets", "wiki", now=[r"£\s*16\b|sixteen pounds"], was=[r"£\s*14\b"]),
        Fact("lighting-hire", "wiki", now=[r"stagewise"], was=[r"northlight"]),
        Fact("fire-check", "procedure", detail=[r"show report"]),
        Fact("get-out", "procedure", detail=[r"curfew|23:00|11 ?pm"]),
        Fact("costumes-lead", "wiki"),
    ],
    [
        Note(
            "2026-08-04",
            "production-meeting",
            "The Salt Road: production meeting, 4 August",
            [
                (
                    "Welcome",
                    [
                        (
                            None,
                            "chat",
                            "Nadia welcomed everyone to the first production meeting and thanked the cast for a "
                            "lively read-through.",
                        ),
                    ],
                ),
                (
                    "Company",
                    [
                        ("stage-manager", "", "Eilidh Fraser is confirmed as stage manager and will call the show."),
                        (
                            "rehearsals",
                            "",
                            "Rehearsals are on Tuesday and Thursday evenings, 7pm to 10pm, at the Drill Hall.",
                        ),
                        ("call-time", "", "Cast call is 90 minutes before curtain up for every performance."),
                        (
                            "no-flame",
                            "",
                            "Company policy remains no naked flames on stage; all candles and lanterns will be LED.",
                        ),
                        ("costumes-lead", "", "Margaret Oyelaran is making and sourcing the costumes."),
                    ],
                ),
                (
                    "Tour",
                    [
                        ("corn-getin", "", "Corn Exchange, Hadley: get-in from 14:00 on the day of the show."),
                        ("wren-getin", "", "Wrenfield Arts Centre: get-in from 10:00 on the day of the show."),
                        (
                            "van-hire",
                            "",
                            "A Luton van will be hired from Dawson's Van Hire for each tour date and collected the "
                            "morning before.",
                        ),
                    ],
                ),
                (
                    "Front of house",
                    [
                        ("tickets", "", "Tickets are priced at £14 full price and £10 concessions."),
                        (
                            "bsl",
                            "",
                            "As with every Tin Lantern show, one performance in each run will be BSL interpreted.",
                        ),
                        (None, "oneoff", "Box office reported 46 tickets sold in the first week of sales."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-08-11",
            "production-meeting",
            "The Salt Road: production meeting, 11 August",
            [
                (
                    "Safety",
                    [
                        (
                            "fire-check",
                            "",
                            "Pre-show safety walk, before every house opens:\n1. Check all fire exits are clear and "
                            "the exit signs are lit.\n2. Check the backstage extinguishers are in place.\n3. Make "
                            "sure any cables across walkways are taped down.\n4. Tell the front-of-house manager the "
                            "stage is clear to open the house.",
                        ),
                        (
                            "get-out",
                            "",
                            "Order of the get-out:\n1. Props and costumes packed into the labelled crates.\n2. "
                            "Lighting crew derig and coil the cables.\n3. Flats come down last and go into the van.\n"
                            "4. Walk round the venue with the duty manager before leaving.",
                        ),
                    ],
                ),
                (
                    "Design",
                    [
                        (
                            "lighting-hire",
                            "",
                            "Lanterns and the lighting desk are to be hired from Northlight Hire for the run.",
                        ),
                        (
                            "wardrobe-food",
                            "",
                            "No food or drink is allowed in the wardrobe room, to protect the costumes.",
                        ),
                        (None, "oneoff", "The designer delivered the model box; the set build starts Monday."),
                        (None, "chat", "Thanks to Gareth for the biscuits."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-08-18",
            "production-meeting",
            "The Salt Road: production meeting, 18 August",
            [
                (
                    "Tour",
                    [
                        (
                            "wren-getin",
                            "correct",
                            "Wrenfield have actually said the get-in cannot start until 12:00 because of a morning "
                            "schools booking.",
                        ),
                        ("corn-getin", "", "Hadley confirmed access to the stage from 2pm on show days."),
                    ],
                ),
                (
                    "Front of house",
                    [
                        ("tickets", "correct", "Full price: £16. Concessions: £10."),
                        (None, "oneoff", "The local paper wants a photo call at the Drill Hall next Thursday."),
                    ],
                ),
                (
                    "Rehearsals",
                    [
                        ("rehearsals", "", "Tues/Thurs nights, 19:00 till 22:00, Drill Hall."),
                        (None, "chat", "Everyone agreed Tuesday's run of Act 2 was the best yet."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-08-25",
            "production-meeting",
            "The Salt Road: production meeting, 25 August",
            [
                (
                    "Company",
                    [
                        ("stage-manager", "correct", "Stage manager for the tour: Rosa Mendes."),
                        (
                            None,
                            "chat",
                            "Best wishes to Eilidh, who has had to step back from the production for family reasons.",
                        ),
                        ("costumes-lead", "", "Wardrobe is in Margaret's hands; fittings go through her."),
                    ],
                ),
                (
                    "Design",
                    [
                        (
                            "lighting-hire",
                            "correct",
                            "Lighting kit now comes from Stagewise Rentals instead, as Northlight could not cover the "
                            "tour dates.",
                        ),
                    ],
                ),
                (
                    "Safety",
                    [
                        (
                            "fire-check",
                            "refine",
                            "The safety walk is to be signed off in the show report, with the time it was done.",
                        ),
                        ("no-flame", "", "LED candles only: nothing lit with a match goes on that stage."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-01",
            "production-meeting",
            "The Salt Road: production meeting, 1 September",
            [
                (
                    "Tour",
                    [
                        (
                            "get-out",
                            "refine",
                            "Get-out: the van must be fully loaded by 23:00, as both venues have an 11pm curfew.",
                        ),
                        ("wren-getin", "", "Wrenfield access from midday on show days."),
                        ("van-hire", "", "Dawson's will have the Luton ready to pick up the morning before each date."),
                        (None, "oneoff", "The tech run overran by 40 minutes; cue 34 is to be re-plotted."),
                    ],
                ),
                (
                    "Company",
                    [
                        (
                            "call-time",
                            "",
                            "Actors are to be in the building an hour and a half before the show starts.",
                        ),
                        (
                            "bsl",
                            "",
                            "Each run keeps one signed performance with a BSL interpreter, as is company practice.",
                        ),
                        (None, "oneoff", "The interpreter is booked for the Saturday night at Wrenfield."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-08",
            "production-meeting",
            "The Salt Road: production meeting, 8 September",
            [
                (
                    "Company",
                    [
                        ("stage-manager", "", "Rosa will call the show from the prompt desk at both venues."),
                        ("wardrobe-food", "", "Reminder: eat and drink in the green room, never among the costumes."),
                    ],
                ),
                (
                    "Front of house",
                    [
                        ("tickets", "", "Sixteen pounds full, ten concessions."),
                        (None, "chat", "Thanks all; a great last production meeting before we open."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Harbour master's office daily log of a small fishing port, terse bullets with abbreviations. Two fishing vessels
#    (Girl Mairi, Ocean Dawn) are sibling subjects for their berth; Ocean Dawn's is corrected with "actually", the
#    fuel price by a bare new value, the assistant harbour master by name with "now", the crane hire firm by name with
#    no marker; both procedures get a later detail.
HARBOUR = Family(
    "harbour",
    "fishing harbour master's office log",
    "log",
    [
        Fact("vhf", "wiki"),
        Fact("office-hours", "wiki"),
        Fact("asst-hm", "wiki", now=[r"kerenza|hosking"], was=[r"\bdai\b|pengelly"]),
        Fact("speed-limit", "personal"),
        Fact("hot-work", "personal"),
        Fact("lifejackets", "personal"),
        Fact("girlmairi-berth", "wiki"),
        Fact("oceandawn-berth", "wiki", now=[r"\be(ast)?\.?\s*quay"], was=[r"\bn(orth)?\.?\s*quay"]),
        Fact("fuel-price", "wiki", now=[r"1\.04"], was=[r"0?\.98|98\s*p"]),
        Fact("crane-hire", "wiki", now=[r"carrick"], was=[r"penwith"]),
        Fact("gate", "wiki"),
        Fact("auction", "wiki"),
        Fact("arrival", "procedure", detail=[r"letter ?box"]),
        Fact("spill", "procedure", detail=[r"yellow"]),
    ],
    [
        Note(
            "2026-10-05",
            "hm-log",
            "Porthcarrow HM office log, Mon 5 Oct",
            [
                (
                    "",
                    [
                        ("vhf", "", "Hbr office listening VHF Ch 12, call sign Porthcarrow Harbour."),
                        ("office-hours", "", "Office manned 0700-1900 daily. OOH: duty mob."),
                        ("asst-hm", "", "Asst HM: Dai Pengelly. Berthing queries to him."),
                        ("speed-limit", "", "Max 3 kn inside the breakwater, all vessels."),
                        ("girlmairi-berth", "", "FV Girl Mairi (PZ 112): N Quay berth 3."),
                        ("oceandawn-berth", "", "FV Ocean Dawn (FH 27): N Quay berth 5."),
                        ("fuel-price", "", "MGO at fuel berth £0.98/L, card only."),
                        (None, "oneoff", "FV Morwenna landed 42 boxes mackerel, 0540."),
                        (None, "chat", "Coffee machine fixed, ta Jen."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-10-06",
            "hm-log",
            "Porthcarrow HM office log, Tue 6 Oct",
            [
                (
                    "",
                    [
                        (
                            "arrival",
                            "",
                            "Visiting vsl arrival:\n1. Call Ch 12 at the fairway buoy.\n2. Berth where directed; raft "
                            "up if told.\n3. Skipper to office w/ vessel docs within 1 hr.\n4. Dues paid before "
                            "departure.",
                        ),
                        (
                            "hot-work",
                            "",
                            "No hot work on the quays w/o a permit from the office. Welding, grinding, all of it.",
                        ),
                        ("crane-hire", "", "Mobile crane for lifts: Penwith Lifting, 48 h notice."),
                        ("gate", "", "Inner hbr flap gate open HW ±2 h."),
                        ("auction", "", "Fish market auction 0630 Tue-Fri, market hall."),
                        (None, "oneoff", "Yacht Saoirse in, 11.2 m LOA, 2 nts, dues pd."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-10-09",
            "hm-log",
            "Porthcarrow HM office log, Fri 9 Oct",
            [
                (
                    "",
                    [
                        (
                            "spill",
                            "",
                            "Oil in the water:\n1. Stop the source if safe.\n2. Call the office, Ch 12 or duty mob.\n"
                            "3. Deploy boom from the spill kit at the fuel berth.\n4. HM notifies MCA and EA.",
                        ),
                        (
                            "lifejackets",
                            "",
                            "Lifejackets on for anyone working the pontoons after dark. No exceptions.",
                        ),
                        (
                            "oceandawn-berth",
                            "correct",
                            "FV Ocean Dawn actually lies E Quay no. 2; more water there for her draught.",
                        ),
                        ("speed-limit", "", "Reminder to skippers: three knots tops between the pier heads."),
                        (None, "oneoff", "NE F7 fcst tonight; extra lines on pontoon B."),
                        (None, "oneoff", "Girl Mairi crew report fouled prop; diver booked am."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-10-13",
            "hm-log",
            "Porthcarrow HM office log, Tue 13 Oct",
            [
                (
                    "",
                    [
                        ("fuel-price", "correct", "MGO £1.04/L."),
                        ("asst-hm", "correct", "Asst HM now Kerenza Hosking. Dai retired Fri, all the best."),
                        (
                            "arrival",
                            "refine",
                            "Visitors arriving OOH: fill in the arrival form and post it in the office letterbox.",
                        ),
                        ("gate", "", "Inner harbour accessible 2 hrs either side of high water."),
                        (None, "chat", "Quiet day, rain all am."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-10-20",
            "hm-log",
            "Porthcarrow HM office log, Tue 20 Oct",
            [
                (
                    "",
                    [
                        ("crane-hire", "correct", "Crane hire: Carrick Cranes, 48 h notice."),
                        (
                            "spill",
                            "refine",
                            "Spill kit = yellow bin by the fuel berth; 20 m boom, 2 persons to deploy.",
                        ),
                        ("girlmairi-berth", "", "Girl Mairi on her usual N Quay 3."),
                        ("office-hours", "", "Office staffed 7am to 7pm, 7 days. Out of hrs ring the duty phone."),
                        ("auction", "", "Market: bidding starts half six, Tues to Fri."),
                        (None, "oneoff", "Lifeboat exercise in outer hbr 1400-1530."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-10-27",
            "hm-log",
            "Porthcarrow HM office log, Tue 27 Oct",
            [
                (
                    "",
                    [
                        ("oceandawn-berth", "", "Ocean Dawn's berth: E Quay 2."),
                        ("asst-hm", "", "Berthing queries to Kerenza, Asst HM."),
                        ("fuel-price", "", "Fuel berth MGO still £1.04 a litre."),
                        ("hot-work", "", "Reminder: permit needed before any welding/grinding on the quay."),
                        ("vhf", "", "Working channel 12."),
                        ("lifejackets", "", "Pontoons after dark = LJ on, whoever you are."),
                        (None, "oneoff", "Carrick lifted FV Morwenna out for survey, 1100."),
                        (None, "chat", "Thanks all for the cake on Kerenza's first full week."),
                    ],
                ),
            ],
        ),
    ],
)


# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "bikemech": [("greenleaf-day", "swiftpost-day"), ("greenleaf-contact", "swiftpost-contact")],
    "allotment": [("mill-water", "orchard-water"), ("mill-rep", "orchard-rep")],
    "theatre": [("corn-getin", "wren-getin")],
    "harbour": [("girlmairi-berth", "oceandawn-berth")],
}

FAMILIES = [BIKEMECH, ALLOTMENT, THEATRE, HARBOUR]

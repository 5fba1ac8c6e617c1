"""A nineteenth holdout half: four families written blind to the engine (a freelance genealogist's chat sessions
with an assistant, a community ceramics studio's members' handbook resource notes, a community cinema committee's
minutes, a plant nursery's glasshouse log). Frozen before the dream first runs on it; never tuned on."""

from tests.dream_suite import Fact, Family, Note

# 1. Freelance genealogist's chat sessions with an assistant, first person. Two clients (Carol Pennington, Mr
#    Harwood) are sibling subjects for hour budgets and the archive each case is worked at, and two subscriptions
#    (Ancestry, Findmypast) for renewal month and price; Harwood's budget is corrected with "actually", the hourly
#    rate by a bare new value, the accountant by name with no marker, the Dublin record agent by name with "now";
#    the new-client steps gain a deposit and the Kew routine gains pencils.
GENEALOGIST = Family(
    "genealogist",
    "freelance genealogist's practice",
    "session",
    [
        Fact("specialism", "personal"),
        Fact("no-living", "personal"),
        Fact("friday-archive", "personal"),
        Fact("hourly-rate", "wiki", now=[r"£\s*40\b|forty pounds"], was=[r"£\s*35\b"]),
        Fact("pennington-budget", "wiki"),
        Fact("harwood-budget", "wiki", now=[r"\b15 hours|fifteen hours"], was=[r"\b12 hours|twelve hours"]),
        Fact("pennington-archive", "wiki"),
        Fact("harwood-archive", "wiki"),
        Fact("ancestry-sub", "wiki"),
        Fact("findmypast-sub", "wiki"),
        Fact("accountant", "wiki", now=[r"penrose"], was=[r"\blowe\b|harriet"]),
        Fact("irish-agent", "wiki", now=[r"declan|murphy"], was=[r"siobh[aá]n|kelly"]),
        Fact("new-client", "procedure", detail=[r"50\s*%|deposit"]),
        Fact("kew-visit", "procedure", detail=[r"pencil"]),
    ],
    [
        Note(
            "2026-01-12",
            "practice-admin",
            "Getting my genealogy practice organised",
            [
                (
                    "About me and the business",
                    [
                        (
                            None,
                            "chat",
                            "Hi! I've finally decided to keep my business notes with you instead of on a pile of "
                            "sticky notes.",
                        ),
                        (
                            "specialism",
                            "",
                            "I'm a freelance genealogist working out of Truro, and most of my work is Cornish mining "
                            "families and their emigration to South Australia and Michigan.",
                        ),
                        (
                            "no-living",
                            "",
                            "One firm rule of mine: I never research a living person unless they have given me "
                            "written consent.",
                        ),
                        ("hourly-rate", "", "I charge £35 an hour for research and report writing."),
                        ("friday-archive", "", "Fridays are my archive day, so I don't take client calls then."),
                        (
                            "accountant",
                            "",
                            "Harriet Lowe at Lowe & Co in Falmouth does my books and my tax return.",
                        ),
                    ],
                ),
                (
                    "Subscriptions",
                    [
                        ("ancestry-sub", "", "My Ancestry Worldwide membership renews every March, at £189.99 a year."),
                        ("findmypast-sub", "", "Findmypast Pro renews in October; that one is £159.99 a year."),
                        (
                            None,
                            "oneoff",
                            "I picked up a new reader's ticket at Kresen Kernow this morning, number KK-40718.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-14",
            "current-clients",
            "My two current clients",
            [
                (
                    "",
                    [
                        (
                            "pennington-budget",
                            "",
                            "Carol Pennington has booked 20 hours of research on her great-great-grandfather, a tin "
                            "miner at Dolcoath.",
                        ),
                        (
                            "pennington-archive",
                            "",
                            "Her family's parish registers and the mine records are at Kresen Kernow in Redruth, so "
                            "that's where I'll be working on her case.",
                        ),
                        ("harwood-budget", "", "Mr Harwood's budget is 12 hours."),
                        (
                            "harwood-archive",
                            "",
                            "The Harwoods were Preston cotton weavers, so for him I'll be at Lancashire Archives in "
                            "Preston.",
                        ),
                        (
                            "new-client",
                            "",
                            "How I take on a new client:\n1. A free 20-minute call to scope the question.\n2. Send my "
                            "terms of engagement and get them signed.\n3. Open a case file in RootsMagic with "
                            "everything the client already knows.\n4. Agree the hour budget in writing.",
                        ),
                        (
                            "irish-agent",
                            "",
                            "For Irish records I use a Dublin record agent, Siobhán Kelly, who does lookups at the "
                            "National Archives of Ireland.",
                        ),
                        (None, "chat", "Sorry, that was a lot all at once!"),
                        (
                            None,
                            "oneoff",
                            "Mr Harwood emailed a scan of his grandmother's 1921 census entry today.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-03",
            "kew-trip",
            "Planning a trip to Kew",
            [
                (
                    "",
                    [
                        (None, "chat", "The weather's dreadful, so a whole day indoors at Kew sounds lovely."),
                        (
                            "kew-visit",
                            "",
                            "My routine for a day at The National Archives in Kew:\n1. Order documents online at "
                            "least three days ahead.\n2. Take my reader's ticket.\n3. Leave my bag and coat in a "
                            "locker before going up to the reading rooms.\n4. Photograph every document on the "
                            "camera stand rather than transcribing by hand.",
                        ),
                        (
                            "harwood-budget",
                            "correct",
                            "Actually, Mr Harwood has stretched his budget to 15 hours after seeing the first "
                            "findings.",
                        ),
                        ("hourly-rate", "correct", "Research rate: £40 an hour."),
                        (
                            "no-living",
                            "",
                            "Still true: nobody who is alive gets looked up by me until they've signed a consent form.",
                        ),
                        (
                            None,
                            "oneoff",
                            "I've booked Kew for 12 February and ordered six documents, including WO 97/1254.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-19",
            "after-kew",
            "Back from Kew and catching up on admin",
            [
                (
                    "",
                    [
                        (
                            "kew-visit",
                            "refine",
                            "Lesson learned at Kew: only pencils are allowed in the reading rooms, so pencils go in "
                            "the bag with my reader's ticket, on top of ordering three days ahead and using the "
                            "lockers.",
                        ),
                        (
                            "accountant",
                            "correct",
                            "Janet Penrose of Penrose Accounts in Truro does my bookkeeping and tax return.",
                        ),
                        (
                            "irish-agent",
                            "correct",
                            "Declan Murphy is now my Dublin record agent, since Siobhán has retired.",
                        ),
                        ("pennington-budget", "", "Mrs Pennington's allowance stays at twenty hours in total."),
                        (
                            "specialism",
                            "",
                            "People mostly hire me to trace Cornish miners and follow them to wherever they sailed.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Found the Dolcoath pay book with Carol's ancestor in it for 1871, a real breakthrough.",
                        ),
                        (None, "chat", "Thanks, you're a star."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-09",
            "renewals",
            "Renewals and a new enquiry",
            [
                (
                    "",
                    [
                        (
                            "ancestry-sub",
                            "",
                            "The Ancestry Worldwide sub falls due each March, £189.99 for twelve months.",
                        ),
                        (
                            "findmypast-sub",
                            "",
                            "The £159.99 Findmypast Pro plan comes up again every October.",
                        ),
                        (
                            "new-client",
                            "refine",
                            "New-client steps: the scoping call, signed terms, then a 50% deposit paid before I start "
                            "any research, then the RootsMagic case file and the agreed hours.",
                        ),
                        (
                            "friday-archive",
                            "",
                            "No phone calls with clients on a Friday; that's when I'm in the record offices.",
                        ),
                        ("harwood-budget", "", "Mr Harwood: fifteen hours in all."),
                        ("harwood-archive", "", "The Harwood case is worked from the Lancashire record office."),
                        ("hourly-rate", "", "Forty pounds an hour is what I bill for research."),
                        (
                            None,
                            "oneoff",
                            "A new enquiry came in today from a Mrs Trelawny about an ancestor in Bodmin workhouse.",
                        ),
                        (None, "chat", "Right, I'm off to put the kettle on."),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Community ceramics studio members' handbook, resource notes revised over time. The two kilns (the Rohde and
#    the Cromartie) are sibling subjects for what they fire and their loading day, named mostly by section
#    headings; closing time is corrected with "now", the small kiln's day and the clay price by bare new values, the
#    clay supplier by name with "no longer", the technician by name with no marker; three refinements (oversize
#    firing fee, glaze-free foot, HEPA vacuum).
CERAMICS = Family(
    "ceramics",
    "community ceramics studio members' handbook",
    "resource",
    [
        Fact("glaze-rule", "personal"),
        Fact("no-sweeping", "personal", detail=[r"hepa"]),
        Fact("induction", "personal"),
        Fact("studio-hours", "wiki", now=[r"20:00|\b8\s*pm"], was=[r"21:00|\b9\s*pm"]),
        Fact("rohde-use", "wiki"),
        Fact("cromartie-use", "wiki"),
        Fact("rohde-day", "wiki"),
        Fact("cromartie-day", "wiki", now=[r"tuesday"], was=[r"monday"]),
        Fact("clay-supplier", "wiki", now=[r"potclays"], was=[r"valentine"]),
        Fact("clay-price", "wiki", now=[r"£\s*15\.50"], was=[r"£\s*14\b"]),
        Fact("technician", "wiki", now=[r"\btom\b|reyes"], was=[r"\bruth\b|okonjo"]),
        Fact("firing-fee", "wiki", detail=[r"40\s*cm"]),
        Fact("submit-work", "procedure", detail=[r"5\s*mm"]),
        Fact("reclaim", "procedure"),
    ],
    [
        Note(
            "2026-04-01",
            "members-handbook",
            "Northgate Clay Studio members' handbook",
            [
                (
                    "Opening hours",
                    [
                        ("studio-hours", "", "The studio is open Tuesday to Sunday, 10:00 to 21:00."),
                        (
                            "induction",
                            "",
                            "New members must complete a two-hour induction before using the wheels or the glaze "
                            "room on their own.",
                        ),
                    ],
                ),
                (
                    "Big kiln (Rohde TE 200)",
                    [
                        ("rohde-use", "", "Used for stoneware glaze firings to cone 6, about 1,220°C."),
                        ("rohde-day", "", "Loaded on Thursdays and unloaded on Saturday morning."),
                    ],
                ),
                (
                    "Small kiln (Cromartie Hobbytech)",
                    [
                        ("cromartie-use", "", "Bisque firings only, to 1,000°C."),
                        ("cromartie-day", "", "Loaded every Monday, while the studio is closed to members."),
                    ],
                ),
                (
                    "Glazes",
                    [
                        (
                            "glaze-rule",
                            "",
                            "Only the studio's own glazes from the glaze room may be used; members may not bring in "
                            "commercial or home-mixed glazes.",
                        ),
                        (
                            None,
                            "oneoff",
                            "The celadon bucket is being remixed this week and is out of use until Friday.",
                        ),
                    ],
                ),
                (
                    "Clay",
                    [
                        ("clay-supplier", "", "All studio clay comes from Valentine Clays in Stoke-on-Trent."),
                        ("clay-price", "", "Members buy clay from the studio at £14 for a 12.5 kg bag."),
                    ],
                ),
                (
                    "Who's who",
                    [
                        ("technician", "", "Ruth Okonjo is the studio technician and looks after both kilns."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-03",
            "studio-procedures",
            "Northgate Clay Studio procedures",
            [
                (
                    "Firing your work",
                    [
                        (
                            "submit-work",
                            "",
                            "To put work in for firing:\n1. Scratch your member number into the base.\n2. Put "
                            "bone-dry greenware on the bisque shelf and glazed pieces on the glaze shelf.\n3. Enter "
                            "each piece on the firing sheet with its shelf size.\n4. Pay the firing fee at the front "
                            "desk.",
                        ),
                        (
                            "firing-fee",
                            "",
                            "Firing costs £6 per half shelf, covering both the bisque and the glaze firing.",
                        ),
                    ],
                ),
                (
                    "Clay and cleaning",
                    [
                        (
                            "reclaim",
                            "",
                            "Reclaiming clay:\n1. Put dry scraps in the blue reclaim bin, never down the sink.\n2. "
                            "Cover them with water and leave to slake for 48 hours.\n3. Scoop the slurry onto the "
                            "plaster bats to stiffen.\n4. Wedge it and bag it for the communal reclaim shelf.",
                        ),
                        (
                            "no-sweeping",
                            "",
                            "Never sweep the floor: clay dust contains silica, so all floors are cleaned wet.",
                        ),
                        (
                            None,
                            "chat",
                            "Thank you to everyone who helped repaint the glaze room over the Easter weekend.",
                        ),
                        (None, "oneoff", "Open studio day this Saturday, 18 April, from 11:00 to 16:00."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-22",
            "members-handbook",
            "Northgate Clay Studio members' handbook",
            [
                (
                    "Opening hours",
                    [
                        (
                            "studio-hours",
                            "correct",
                            "The studio now closes at 20:00; it still opens at 10:00, Tuesday to Sunday.",
                        ),
                    ],
                ),
                (
                    "Big kiln (Rohde TE 200)",
                    [
                        ("rohde-day", "", "Thursday is its packing day; it is emptied on Saturday mornings."),
                    ],
                ),
                (
                    "Small kiln (Cromartie Hobbytech)",
                    [
                        ("cromartie-day", "correct", "Loaded on Tuesdays."),
                        (
                            "cromartie-use",
                            "",
                            "It only ever does biscuit loads, topping out at a thousand degrees.",
                        ),
                    ],
                ),
                (
                    "Clay",
                    [
                        (
                            "clay-supplier",
                            "correct",
                            "We no longer buy from Valentine Clays; the studio's clay now comes from Potclays, also "
                            "in Stoke.",
                        ),
                        (
                            None,
                            "oneoff",
                            "A pallet of St Thomas buff arrived on 20 April and is stacked by the back door.",
                        ),
                    ],
                ),
                (
                    "Who's who",
                    [
                        ("technician", "correct", "Studio technician: Tom Reyes, who looks after both kilns."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-06",
            "studio-procedures",
            "Northgate Clay Studio procedures",
            [
                (
                    "Firing your work",
                    [
                        (
                            "firing-fee",
                            "refine",
                            "Firing is £6 per half shelf, bisque and glaze included; any piece taller or wider than "
                            "40 cm is charged as a full shelf.",
                        ),
                        (
                            "submit-work",
                            "refine",
                            "Glazed work handed in for firing must have a clean foot, with at least 5 mm of bare "
                            "clay above the base, or it is returned unfired.",
                        ),
                    ],
                ),
                (
                    "Clay and cleaning",
                    [
                        (
                            "no-sweeping",
                            "refine",
                            "No dry sweeping anywhere: wet-mop the floors and use the HEPA vacuum for dust on "
                            "shelves and wedging tables.",
                        ),
                        ("clay-price", "correct", "Studio clay: £15.50 per 12.5 kg bag."),
                        (None, "chat", "A warm welcome to the twelve new members who joined in April."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-20",
            "members-handbook",
            "Northgate Clay Studio members' handbook",
            [
                (
                    "Opening hours",
                    [
                        ("studio-hours", "", "Doors shut at eight in the evening, Tuesday through Sunday."),
                        (
                            "induction",
                            "",
                            "Nobody throws or glazes unsupervised until they have done the introductory two-hour "
                            "session.",
                        ),
                    ],
                ),
                (
                    "Big kiln (Rohde TE 200)",
                    [
                        ("rohde-use", "", "The big electric kiln takes the cone 6 stoneware glaze loads."),
                        (
                            None,
                            "oneoff",
                            "Its elements were replaced on 14 May and the first firing since reached temperature "
                            "normally.",
                        ),
                    ],
                ),
                (
                    "Glazes",
                    [
                        (
                            "glaze-rule",
                            "",
                            "Bring-your-own glazes are not permitted; use what is mixed on site.",
                        ),
                        (None, "chat", "Lovely to see so many mugs on the sale shelf this month."),
                    ],
                ),
                (
                    "Clay",
                    [
                        ("clay-supplier", "", "Potclays supplies every bag of clay we stock."),
                    ],
                ),
                (
                    "Who's who",
                    [
                        ("technician", "", "Ask Tom about anything to do with the kilns."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Community cinema committee minutes, third person with initials. The Friday screening and the Silver Screen
#    matinee are sibling subjects (start time, projectionist); the Friday start is corrected with "actually", the
#    matinee projectionist by name with no marker (subject only in the line's wording), the venue by name with "from
#    now on", the door price by a bare new value, the treasurer by name with "now"; two refinements (VAT on the
#    Filmbank licence, BBFC certificate check when booking).
CINEMA = Family(
    "cinema",
    "community cinema committee minutes",
    "minutes",
    [
        Fact("venue", "wiki", now=[r"corn exchange"], was=[r"st\.? aidan"]),
        Fact("friday-time", "wiki", now=[r"19:00|\b7\s*pm|\b7:00|seven"], was=[r"19:30|7:30|half seven"]),
        Fact("matinee-time", "wiki"),
        Fact("friday-projectionist", "wiki"),
        Fact("matinee-projectionist", "wiki", now=[r"owen|fairley"], was=[r"\bpat\b|bramley"]),
        Fact("ticket-price", "wiki", now=[r"£\s*6\b"], was=[r"£\s*5\b"]),
        Fact("treasurer", "wiki", now=[r"nadia|kowalczyk"], was=[r"\balan\b|pryce"]),
        Fact("film-licence", "wiki", detail=[r"\bvat\b"]),
        Fact("kiosk", "wiki"),
        Fact("no-hot-food", "personal"),
        Fact("matinee-lights", "personal"),
        Fact("not-for-profit", "personal"),
        Fact("film-booking", "procedure", detail=[r"bbfc"]),
        Fact("projector-setup", "procedure"),
    ],
    [
        Note(
            "2026-05-12",
            "committee-minutes",
            "Wyebridge Community Cinema committee, 12 May",
            [
                (
                    "Present",
                    [
                        (
                            None,
                            "oneoff",
                            "Present: RA (chair), GH, PB, AP, NK. Apologies: none. Meeting opened at 19:35.",
                        ),
                        (
                            "not-for-profit",
                            "",
                            "RA reminded members that the cinema is volunteer-run and not for profit; any surplus "
                            "goes to the equipment fund.",
                        ),
                    ],
                ),
                (
                    "Venue",
                    [
                        ("venue", "", "Screenings continue at St Aidan's Church Hall on Bridge Street."),
                        (
                            "no-hot-food",
                            "",
                            "House rule: no hot food in the auditorium; only drinks and sweets from our own kiosk.",
                        ),
                        (
                            "kiosk",
                            "",
                            "The interval kiosk is run by the 1st Wyebridge Scouts, who keep the takings.",
                        ),
                    ],
                ),
                (
                    "Programme",
                    [
                        (
                            "friday-time",
                            "",
                            "Main screenings are on the second Friday of each month at 19:30.",
                        ),
                        (
                            "matinee-time",
                            "",
                            "The Silver Screen matinee runs on the last Wednesday of the month at 14:00.",
                        ),
                        (
                            "matinee-lights",
                            "",
                            "Matinees stay dementia-friendly: house lights half up, volume turned down and no "
                            "trailers.",
                        ),
                        (None, "oneoff", "April's Friday screening of The Holdovers sold 74 tickets."),
                    ],
                ),
                (
                    "Projection",
                    [
                        (
                            "friday-projectionist",
                            "",
                            "Gareth Hughes (GH) runs the projector at the Friday screenings.",
                        ),
                        ("matinee-projectionist", "", "Pat Bramley (PB) runs the projector at the matinees."),
                        (
                            "projector-setup",
                            "",
                            "Projection checklist agreed:\n1. Switch the Epson projector on 45 minutes before doors "
                            "so the lamp settles.\n2. Play the test clip and check the sound from the back row.\n3. "
                            "Check the fire exits are clear and the exit signs are lit.\n4. Lower the house lights "
                            "at the advertised start time.",
                        ),
                    ],
                ),
                (
                    "Finance",
                    [
                        (
                            "treasurer",
                            "",
                            "Alan Pryce (AP) continues as treasurer and banks the takings on the Monday after each "
                            "screening.",
                        ),
                        ("ticket-price", "", "Tickets are £5 on the door; under-16s £3."),
                        (
                            "film-licence",
                            "",
                            "Each film is licensed individually through Filmbank, at £90 or 35% of the box office, "
                            "whichever is higher.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-09",
            "committee-minutes",
            "Wyebridge Community Cinema committee, 9 June",
            [
                (
                    "Programme",
                    [
                        (
                            "friday-time",
                            "correct",
                            "The Friday screenings actually start at 19:00, not 19:30, so the hall can be locked by "
                            "22:00; GH to fix the posters.",
                        ),
                        (
                            "film-booking",
                            "",
                            "Process for booking a film, agreed:\n1. Members vote for a title from the committee's "
                            "shortlist.\n2. NK checks it is in the Filmbank catalogue.\n3. Book the licence online "
                            "at least four weeks ahead.\n4. Order the Blu-ray from the distributor.",
                        ),
                        (
                            None,
                            "oneoff",
                            "The members' vote for July picked Wicked over Conclave by 31 votes to 19.",
                        ),
                    ],
                ),
                (
                    "Projection",
                    [
                        ("friday-projectionist", "", "GH stays on projection for the Friday shows."),
                    ],
                ),
                (
                    "Finance",
                    [
                        (
                            "treasurer",
                            "correct",
                            "Nadia Kowalczyk (NK) is now treasurer; AP has stepped down after six years.",
                        ),
                        ("ticket-price", "correct", "Door price £6; under-16s £3."),
                        (None, "chat", "Thanks to PB for the homemade flapjacks."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-07-14",
            "committee-minutes",
            "Wyebridge Community Cinema committee, 14 July",
            [
                (
                    "Venue",
                    [
                        (
                            "venue",
                            "correct",
                            "From now on screenings will be held at the Corn Exchange on Market Place, which has "
                            "raked seating.",
                        ),
                        (
                            "no-hot-food",
                            "",
                            "Same rule in the new room: nothing hot to eat in the seats, refreshments only from our "
                            "counter.",
                        ),
                        (
                            "kiosk",
                            "",
                            "The Scouts carry on serving at the interval and keep whatever they make.",
                        ),
                        (None, "chat", "RA thanked everyone for making the move so smooth."),
                    ],
                ),
                (
                    "Projection",
                    [
                        ("matinee-projectionist", "correct", "Owen Fairley (OF) runs the projector at the matinees."),
                    ],
                ),
                (
                    "Finance",
                    [
                        (
                            "film-licence",
                            "refine",
                            "Filmbank single-title licences cost £90 or 35% of takings, whichever is more, plus VAT.",
                        ),
                        (
                            None,
                            "oneoff",
                            "July's screening of Wicked sold out: 120 seats and £720 taken on the door.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-08-11",
            "committee-minutes",
            "Wyebridge Community Cinema committee, 11 August",
            [
                (
                    "Programme",
                    [
                        (
                            "film-booking",
                            "refine",
                            "Booking a film: the members' vote, NK's catalogue check, then a check that the BBFC "
                            "certificate suits the audience, before the licence is booked four weeks ahead.",
                        ),
                        ("friday-time", "", "Friday shows begin at seven in the evening."),
                        ("venue", "", "All shows are in the Corn Exchange's main hall."),
                        ("matinee-time", "", "Silver Screen: final Wednesday, 2pm."),
                        (
                            "matinee-lights",
                            "",
                            "Afternoon audiences get half lighting, softer sound and no adverts before the film.",
                        ),
                    ],
                ),
                (
                    "Finance",
                    [
                        ("treasurer", "", "Nadia remains in charge of the money."),
                        ("ticket-price", "", "Six pounds a head at the door, three for under-16s."),
                        (
                            "not-for-profit",
                            "",
                            "Nobody is paid and nothing is kept as profit; spare money buys kit.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Projector lamp at 2,950 hours; replacement lamp ELPLP97 ordered by GH.",
                        ),
                        (None, "chat", "Thanks to the Corn Exchange staff for the tea and biscuits."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Plant nursery glasshouse log, terse bullets. The two glasshouses (GH1, GH2) are sibling subjects for crop and
#    night minimum temperature, named by section headings (GH2 also as "the veg house"), and compost and pots are
#    sibling deliveries; GH1's night minimum is corrected by a bare new value, watering times with "now", the
#    bio-control supplier by name with no marker, the supervisor by name with "from today"; two refinements
#    (blue thrips traps in the pest check, peat-free SylvaGrow on the compost drop).
NURSERY = Family(
    "nursery",
    "plant nursery glasshouse log",
    "log",
    [
        Fact("supervisor", "wiki", now=[r"lorna|kerr"], was=[r"\bdev\b|patel"]),
        Fact("watering-times", "wiki", now=[r"16:30"], was=[r"15:30"]),
        Fact("gh1-crop", "wiki"),
        Fact("gh2-crop", "wiki"),
        Fact("gh1-heat", "wiki", now=[r"\b12\s*°"], was=[r"\b10\s*°"]),
        Fact("gh2-heat", "wiki"),
        Fact("compost-delivery", "wiki", detail=[r"sylvagrow|peat-free"]),
        Fact("pots-delivery", "wiki"),
        Fact("biocontrol-supplier", "wiki", now=[r"koppert"], was=[r"dragonfli"]),
        Fact("boot-dip", "personal"),
        Fact("no-chem-gh2", "personal"),
        Fact("two-person-lift", "personal"),
        Fact("pest-check", "procedure", detail=[r"blue"]),
        Fact("order-picking", "procedure"),
    ],
    [
        Note(
            "2026-03-16",
            "glasshouse-log",
            "Glasshouse log, Mon 16 Mar",
            [
                (
                    "",
                    [
                        ("supervisor", "", "Glasshouse supervisor: Dev Patel. Rota + staff queries to him."),
                        ("watering-times", "", "Hand watering 07:30 + 15:30, both houses."),
                        ("boot-dip", "", "Boots thru the Virkon dip at every GH door. No exceptions."),
                        ("compost-delivery", "", "Compost: Melcourt, drop Wed a.m."),
                        ("pots-delivery", "", "Pots/trays: Teku via LBS, Fri p.m."),
                        (None, "oneoff", "06:40 GH2 heater tripped, reset. Low of 9°C overnight."),
                    ],
                ),
                (
                    "GH1",
                    [
                        ("gh1-crop", "", "Bedding + plugs only (pansies, bacopa, petunias)."),
                        ("gh1-heat", "", "Min night 10°C."),
                    ],
                ),
                (
                    "GH2",
                    [
                        ("gh2-crop", "", "Veg plants for sale: toms, cues, peppers."),
                        ("gh2-heat", "", "Min night 14°C."),
                        ("no-chem-gh2", "", "Bio only, no chem sprays ever (Soil Assoc. cert)."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-18",
            "glasshouse-log",
            "Glasshouse log, Wed 18 Mar",
            [
                (
                    "",
                    [
                        (
                            "pest-check",
                            "",
                            "Weekly pest check, Mon:\n1. Count whitefly on yellow sticky traps, 1 per bay.\n2. Over "
                            "10/trap -> order Encarsia.\n3. Log counts on pest sheet.\n4. Swap traps every 4 wks.",
                        ),
                        (
                            "order-picking",
                            "",
                            "Picking a cust. order:\n1. Print pick list from Sage at 08:00.\n2. Pick trays, check "
                            "each for pests + dry compost.\n3. Label trays w/ order no.\n4. Stage in dispatch shed "
                            "bay A, sign off list.",
                        ),
                        ("biocontrol-supplier", "", "Bio-controls from Dragonfli, posted Tues."),
                        ("two-person-lift", "", "Anything over 20 kg = two-person lift. Compost bags incl."),
                        ("compost-delivery", "", "Melcourt lorry comes Weds mornings."),
                        (
                            None,
                            "oneoff",
                            "Hartley's GC order 3318 picked: 24 trays petunias, collected 14:20.",
                        ),
                        (None, "chat", "Cheers Sam for the doughnuts."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-25",
            "glasshouse-log",
            "Glasshouse log, Wed 25 Mar",
            [
                (
                    "",
                    [
                        ("watering-times", "correct", "Watering now 07:00 + 16:30, longer days."),
                        ("biocontrol-supplier", "correct", "Bio-controls: Koppert, posted Tues."),
                        ("pots-delivery", "", "Fri afternoons = Teku pots & trays in from LBS."),
                        (None, "oneoff", "Whitefly 14/trap in bay 2 -> Encarsia ordered."),
                    ],
                ),
                (
                    "GH1",
                    [
                        ("gh1-heat", "correct", "Min night 12°C."),
                        ("gh1-crop", "", "Pansy, petunia + bacopa plugs & bedding trays, nothing else in here."),
                    ],
                ),
                (
                    "GH2",
                    [
                        ("gh2-heat", "", "Nights held no lower than 14°C."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-01",
            "glasshouse-log",
            "Glasshouse log, Wed 1 Apr",
            [
                (
                    "",
                    [
                        (
                            "supervisor",
                            "correct",
                            "From today Lorna Kerr is glasshouse supervisor; Dev moves to dispatch.",
                        ),
                        (
                            "pest-check",
                            "refine",
                            "Pest check Mon: yellow traps for whitefly + blue traps for thrips, 1 each per bay, "
                            "counts on pest sheet.",
                        ),
                        (
                            "compost-delivery",
                            "refine",
                            "Melcourt Weds a.m.: peat-free SylvaGrow, 1 pallet (39 bags), stack under cover in shed 2.",
                        ),
                        (
                            "no-chem-gh2",
                            "",
                            "Nothing chemical sprayed in the veg house; predators + parasites only.",
                        ),
                        (None, "oneoff", "Frost 02:00, -2°C outside; both houses held temp."),
                        (None, "chat", "Lovely sunrise over the polytunnels."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-08",
            "glasshouse-log",
            "Glasshouse log, Wed 8 Apr",
            [
                (
                    "",
                    [
                        ("boot-dip", "", "Everyone steps through the disinfectant tray going in. Always."),
                        ("two-person-lift", "", "Heavy sacks (20 kg+) need 2 people."),
                        ("watering-times", "", "Waterings at 7 and half four."),
                        ("supervisor", "", "Lorna = sup. Rota questions to her."),
                        (
                            None,
                            "oneoff",
                            "LBS delivery short 2 boxes of 9 cm pots; credit note CN-2291.",
                        ),
                    ],
                ),
                (
                    "GH1",
                    [
                        ("gh1-heat", "", "Not below twelve degrees at night."),
                    ],
                ),
                (
                    "GH2",
                    [
                        ("gh2-crop", "", "Tomatoes, cucumbers + peppers, all for plant sales."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [GENEALOGIST, CERAMICS, CINEMA, NURSERY]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "genealogist": [
        ("pennington-budget", "harwood-budget"),
        ("pennington-archive", "harwood-archive"),
        ("ancestry-sub", "findmypast-sub"),
    ],
    "ceramics": [("rohde-use", "cromartie-use"), ("rohde-day", "cromartie-day")],
    "cinema": [("friday-time", "matinee-time"), ("friday-projectionist", "matinee-projectionist")],
    "nursery": [("gh1-crop", "gh2-crop"), ("gh1-heat", "gh2-heat"), ("compost-delivery", "pots-delivery")],
}

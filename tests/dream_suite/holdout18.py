"""A frozen holdout half (holdout 18), never tuned on: four families written blind to the engine.

A self-employed tree surgeon's chat sessions with an assistant, an amateur theatre's backstage crew handbook
(resource notes revised over a production), a housing co-operative's general meeting minutes, and a heritage
railway's signal box and station log. Written without reading the engine; kept frozen to measure it, not to tune it.
"""

from tests.dream_suite import Fact, Family, Note

# 1. Tree surgeon's chat sessions with an assistant, first person, chatty. The machines' service intervals (chipper,
#    stump grinder) and the two inspection contracts (churchyard, school) are sibling subjects; the school survey
#    month is corrected with "actually", the day rate by value with "from Monday", the groundsman by name with "now",
#    the green-waste site by name with no marker word (the old site mentioned in passing).
TREE_SURGEON = Family(
    "tree-surgeon",
    "self-employed tree surgery business",
    "session",
    [
        Fact("no-climb-wind", "personal"),
        Fact("work-days", "personal"),
        Fact("chainsaw-ppe", "personal"),
        Fact("nesting-rule", "personal"),
        Fact("day-rate", "wiki", now=[r"£\s*450"], was=[r"£\s*420"]),
        Fact("groundie", "wiki", now=[r"lewis|mbeki"], was=[r"kieran|walsh"]),
        Fact("waste-site", "wiki", now=[r"brookfield"], was=[r"haywood"]),
        Fact("chipper-service", "wiki"),
        Fact("stumper-service", "wiki"),
        Fact("church-visit", "wiki"),
        Fact("school-visit", "wiki", now=[r"october"], was=[r"august"]),
        Fact("tpo", "wiki", detail=[r"conservation area"]),
        Fact("quote", "procedure", detail=[r"photo"]),
        Fact("aerial-rescue", "procedure", detail=[r"second climber"]),
    ],
    [
        Note(
            "2026-05-04",
            "business-basics",
            "Getting my tree work notes straight",
            [
                (
                    "Me and how I work",
                    [
                        (
                            None,
                            "chat",
                            "Hiya! Hoping you can help me keep my tree surgery notes straight, my diary is "
                            "basically a pile of sticky notes at this point.",
                        ),
                        (
                            "no-climb-wind",
                            "",
                            "Hard rule of mine: if the forecast shows gusts over 30 mph I don't go up a tree, full "
                            "stop.",
                        ),
                        (
                            "work-days",
                            "",
                            "I work Monday to Friday; Saturdays are only for storm call-outs and I never work Sundays.",
                        ),
                        (
                            "chainsaw-ppe",
                            "",
                            "Anyone running a saw on my jobs wears class 1 chainsaw trousers, chainsaw boots and a "
                            "helmet with a mesh visor and ear defenders.",
                        ),
                        ("day-rate", "", "My day rate for me plus a groundie is £420, chipper included."),
                        ("groundie", "", "Kieran Walsh is my groundsman, he's been with me three seasons now."),
                    ],
                ),
                (
                    "Contracts",
                    [
                        (
                            "church-visit",
                            "",
                            "St Aldhelm's parish council pays me to inspect the churchyard limes and yews every March.",
                        ),
                        (
                            "school-visit",
                            "",
                            "Millbrook Primary has me survey the playground trees every August while the kids are off.",
                        ),
                        (None, "oneoff", "Quoted the Hendersons £680 for the leylandii reduction today, ref Q-2605."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-06",
            "kit-and-waste",
            "Machines, waste and the council",
            [
                (
                    "",
                    [
                        (
                            "chipper-service",
                            "",
                            "The Timberwolf chipper goes in for a service every 250 engine hours at Ridgeway Plant.",
                        ),
                        (
                            "stumper-service",
                            "",
                            "The Predator stump grinder goes in for a service every 100 engine hours at Ridgeway "
                            "Plant.",
                        ),
                        (
                            "waste-site",
                            "",
                            "Arisings I can't give away as mulch get tipped at Haywood Recycling on the bypass.",
                        ),
                        (
                            "tpo",
                            "",
                            "Before I cut anything I check Wexcombe District Council's online map for Tree "
                            "Preservation Orders.",
                        ),
                        (
                            "quote",
                            "",
                            "How I put a quote together:\n1. Visit the site and look at access, targets and the "
                            "tree's condition.\n2. Check the council's TPO map.\n3. Work out days, crew and "
                            "disposal.\n4. Send a written quote from Tradify within two working days.",
                        ),
                        (None, "chat", "Can you put that in plainer English? I want to show it to Kieran."),
                        (None, "oneoff", "Chipper clocked 1,184 hours when I checked this morning."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-12",
            "windy-week",
            "A windy week and a price rise",
            [
                (
                    "",
                    [
                        (
                            "no-climb-wind",
                            "",
                            "Breezy forecast? If it's blowing past thirty I keep my feet on the floor and "
                            "reschedule the job.",
                        ),
                        (
                            "day-rate",
                            "correct",
                            "From Monday the two-man day rate goes up to £450, diesel's gone mad.",
                        ),
                        (
                            "groundie",
                            "correct",
                            "Lewis Mbeki is now my groundie; Kieran's left to start his arb degree at Myerscough.",
                        ),
                        (
                            "school-visit",
                            "correct",
                            "Actually Millbrook want their playground survey done over the October half-term instead.",
                        ),
                        (
                            "aerial-rescue",
                            "",
                            "Aerial rescue plan before every climb:\n1. Name the rescuer on the ground and make "
                            "sure they're climbing-competent.\n2. Keep a spare rescue kit rigged at the base of "
                            "the tree.\n3. Check phone signal and write down the grid reference for the ambulance.",
                        ),
                        (None, "chat", "Weather's been rubbish, that's the third day I've been rained off."),
                        (
                            None,
                            "oneoff",
                            "Storm call-out on Ferris Lane: an ash limb down across the drive, cleared by 11am.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-19",
            "admin-catchup",
            "Catching up on admin",
            [
                (
                    "",
                    [
                        (
                            "waste-site",
                            "correct",
                            "Chip and brash go to Brookfield Composting at Stoke Wick; Haywood have stopped taking "
                            "commercial green waste.",
                        ),
                        (
                            "tpo",
                            "refine",
                            "On top of the TPO map I have to check whether the address is in a conservation area, "
                            "because then Wexcombe wants six weeks' notice before any work.",
                        ),
                        (
                            "quote",
                            "refine",
                            "Quotes also get a photo of each tree attached in Tradify so the customer knows "
                            "exactly which one we mean.",
                        ),
                        (
                            "chainsaw-ppe",
                            "",
                            "Nobody touches a running saw on site unless they've got protective leggings, proper "
                            "boots and a lid with a visor on.",
                        ),
                        (
                            "church-visit",
                            "",
                            "The churchyard at St Aldhelm's gets its yearly look-over in March for the parish.",
                        ),
                        (
                            "nesting-rule",
                            "",
                            "Between March and August I don't fell or cut a hedge until I've checked it properly "
                            "for nesting birds.",
                        ),
                        (None, "chat", "Cheers, that's a weight off my mind."),
                        (None, "oneoff", "Invoice TS-0519 paid by the Hendersons this afternoon."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-27",
            "summer-plan",
            "Planning the summer",
            [
                (
                    "",
                    [
                        (
                            "aerial-rescue",
                            "refine",
                            "For any climb above 15 metres there has to be a second climber on site as part of the "
                            "rescue plan.",
                        ),
                        ("day-rate", "", "£450 a day covers me, the lad on the ground and the chipper."),
                        ("groundie", "", "Lewis has settled into the ground crew job like he was born to it."),
                        ("school-visit", "", "Millbrook's tree survey is in the diary for the October half-term."),
                        ("work-days", "", "Weekends stay off limits, apart from emergency storm work on a Saturday."),
                        (
                            "chipper-service",
                            "",
                            "Ridgeway look after the Timberwolf; it's booked in at each 250-hour interval.",
                        ),
                        (
                            "stumper-service",
                            "",
                            "Grinder maintenance: the Predator heads to Ridgeway every hundred hours on its clock.",
                        ),
                        (
                            "nesting-rule",
                            "",
                            "Spring into summer is bird season, so no felling or hedging till I've done a nest check.",
                        ),
                        (
                            "no-climb-wind",
                            "",
                            "Thirty mile an hour gusts is my limit for going aloft, no matter how keen the customer "
                            "is.",
                        ),
                        (None, "chat", "Lovely sunny day for once, had lunch in the van with the doors wide open."),
                        (None, "oneoff", "Delivery of 20 m of new climbing line arrived today, order RP-77310."),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Amateur theatre backstage crew handbook, resource notes revised over a production, third person / imperative.
#    The two wings (props table stage left, quick-change booth stage right) and the two rehearsal calls (tech, dress)
#    are sibling subjects; the dress call is corrected by a bare new value, the get-in with "changed to", the timber
#    supplier by name with "from this production on", the stage manager by name with no marker word.
THEATRE_CREW = Family(
    "theatre-crew",
    "amateur theatre backstage crew handbook",
    "resource",
    [
        Fact("no-naked-flame", "personal"),
        Fact("blacks", "personal"),
        Fact("tallescope", "personal"),
        Fact("stage-manager", "wiki", now=[r"\btom\b|ridley"], was=[r"fiona|grant"]),
        Fact("get-in-time", "wiki", now=[r"10:00|ten o'clock"], was=[r"09:00"]),
        Fact("timber-supplier", "wiki", now=[r"castle"], was=[r"hendry"]),
        Fact("tech-call", "wiki"),
        Fact("dress-call", "wiki", now=[r"17:45|quarter to six"], was=[r"18:30"]),
        Fact("props-sl", "wiki"),
        Fact("quickchange-sr", "wiki"),
        Fact("lx-hire", "wiki"),
        Fact("paint-store", "wiki", detail=[r"spray"]),
        Fact("preset", "procedure", detail=[r"torch"]),
        Fact("get-out", "procedure", detail=[r"screw|tub"]),
    ],
    [
        Note(
            "2026-06-01",
            "crew-handbook",
            "Larkhill Players backstage crew handbook",
            [
                (
                    "Who's who",
                    [
                        (
                            None,
                            "chat",
                            "Welcome to the crew! Please read this before your first call, and ask if anything is "
                            "unclear.",
                        ),
                        (
                            "stage-manager",
                            "",
                            "The stage manager for the summer production is Fiona Grant; all backstage questions "
                            "go through her.",
                        ),
                    ],
                ),
                (
                    "Standing rules",
                    [
                        (
                            "no-naked-flame",
                            "",
                            "No naked flames anywhere on stage: every candle, lantern and fire effect must be LED "
                            "or battery powered.",
                        ),
                        ("blacks", "", "During performances crew wear full blacks and soft-soled shoes."),
                        (
                            "tallescope",
                            "",
                            "Never climb the tallescope unless two people are footing it, and never move it with "
                            "someone up top.",
                        ),
                    ],
                ),
                (
                    "Wings",
                    [
                        ("props-sl", "", "Stage left wing holds the props table, laid out on taped outlines."),
                        (
                            "quickchange-sr",
                            "",
                            "Stage right wing holds the quick-change booth, with a hanging rail and a mirror.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-01",
            "production-schedule",
            "Production week schedule",
            [
                (
                    "Calls",
                    [
                        (
                            "get-in-time",
                            "",
                            "Get-in is Saturday 13 June at 09:00, at the dock doors on Tanner Street.",
                        ),
                        ("tech-call", "", "Technical rehearsal: crew called for 18:00 on the Tuesday."),
                        ("dress-call", "", "Dress rehearsal: crew called for 18:30 on the Wednesday."),
                    ],
                ),
                (
                    "Suppliers",
                    [
                        (
                            "lx-hire",
                            "",
                            "Extra lanterns and the haze machine come from Limelight Hire in Doncaster; order them "
                            "by the Monday of production week.",
                        ),
                        (
                            "timber-supplier",
                            "",
                            "Timber, ply and material for flats are ordered from Hendry's Timber Yard, who deliver "
                            "on Thursdays.",
                        ),
                        (None, "oneoff", "Set build this Sunday: 11 volunteers signed up so far."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-03",
            "crew-handbook",
            "Larkhill Players backstage crew handbook",
            [
                (
                    "Procedures",
                    [
                        (
                            "preset",
                            "",
                            "Show preset, before the house opens:\n1. Walk the set and check every door and truck "
                            "brake.\n2. Lay the props table against the checklist.\n3. Check the quick-change booth "
                            "is set for Act 1.\n4. Report 'stage ready' to the stage manager on cans.",
                        ),
                        (
                            "get-out",
                            "",
                            "Get-out after the last show:\n1. Strike props and costumes first and bag them by "
                            "scene.\n2. LX crew de-rig and coil the cables.\n3. Unscrew the flats and stack timber "
                            "by length.\n4. Sweep the stage and hand the keys back to the venue.",
                        ),
                    ],
                ),
                (
                    "Stores",
                    [
                        ("paint-store", "", "Scenic paint is kept in the metal cabinet under the fly gallery stairs."),
                        ("blacks", "", "Show nights: dress in black from head to toe, with quiet footwear."),
                        (None, "chat", "Thanks to Dev for the brilliant new cue-light box."),
                        (
                            None,
                            "oneoff",
                            "Fuse on dimmer 12 blew during tonight's run; replaced, but spare fuses are running low.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-08",
            "production-schedule",
            "Production week schedule",
            [
                (
                    "Calls",
                    [
                        (
                            "get-in-time",
                            "correct",
                            "Get-in changed to 10:00 on the Saturday; the venue caretaker can't unlock any earlier.",
                        ),
                        ("dress-call", "correct", "Dress rehearsal: crew called for 17:45 on the Wednesday."),
                        ("tech-call", "", "Tuesday's tech begins with everyone backstage at six in the evening."),
                    ],
                ),
                (
                    "Suppliers",
                    [
                        (
                            "timber-supplier",
                            "correct",
                            "From this production on, timber comes from Castle Builders' Merchants; Hendry's have "
                            "closed their yard.",
                        ),
                        (
                            "lx-hire",
                            "",
                            "Hired kit (additional fixtures plus haze) is Limelight's; get the order in before the "
                            "Monday we open.",
                        ),
                        (None, "oneoff", "Skip for the get-out booked for Sunday 21st, ref SK-4410."),
                        (None, "chat", "Sunny afternoon, so the build crew ate lunch out on the loading dock."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-15",
            "crew-handbook",
            "Larkhill Players backstage crew handbook",
            [
                (
                    "Who's who",
                    [
                        (
                            "stage-manager",
                            "correct",
                            "Tom Ridley runs the stage this summer, with Fiona Grant moving across to direct the "
                            "autumn show.",
                        ),
                    ],
                ),
                (
                    "Standing rules",
                    [
                        (
                            "no-naked-flame",
                            "",
                            "Real fire is banned on the stage; candles and lamps used in scenes are battery units.",
                        ),
                        (
                            "tallescope",
                            "",
                            "Tallescope work needs a two-person foot at the base, and nobody rides it while it is "
                            "being wheeled.",
                        ),
                        (
                            None,
                            "chat",
                            "Could someone reword the fly rail section? At the moment it reads like a legal contract.",
                        ),
                    ],
                ),
                (
                    "Wings",
                    [
                        ("props-sl", "", "Props table: SL wing, on the tape marks."),
                        ("quickchange-sr", "", "Quick changes happen in the booth in the SR wing."),
                    ],
                ),
                (
                    "Procedures and stores",
                    [
                        (
                            "paint-store",
                            "refine",
                            "Spray cans and thinners also live in the fire-rated paint cabinet under the fly "
                            "gallery stairs, never in the wings.",
                        ),
                        (
                            "preset",
                            "refine",
                            "The preset also includes checking that each wing has a working blue torch.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-22",
            "production-schedule",
            "Get-out and wrap",
            [
                (
                    "",
                    [
                        (
                            "get-out",
                            "refine",
                            "At the get-out, screws go into the labelled tubs and the skip is only for broken "
                            "timber; everything else goes back into store.",
                        ),
                        ("get-in-time", "", "Saturday get-in: ten o'clock at the dock doors."),
                        ("dress-call", "", "Crew call for the Wednesday dress stays at quarter to six."),
                        ("timber-supplier", "", "Our timber account is with Castle Builders' Merchants."),
                        (None, "oneoff", "Closing night house: 163 seats sold, our best this year."),
                        (None, "chat", "Huge thanks to everyone, the get-out was done in under four hours."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Housing co-operative general meeting minutes, third person, formal, reported speech. The two council collections
#    (general waste, recycling) and the two shared rooms' hours (laundry, common room) are sibling subjects; recycling
#    day is corrected with "now", the rent by value "with effect from", the secretary by name with no marker (an
#    election), the repairs contractor by name with no marker (a contract award).
HOUSING_COOP = Family(
    "housing-coop",
    "housing co-operative general meeting minutes",
    "minutes",
    [
        Fact("quorum", "personal"),
        Fact("pets", "personal", detail=[r"microchip"]),
        Fact("no-subletting", "personal"),
        Fact("rent", "wiki", now=[r"£\s*118"], was=[r"£\s*112"]),
        Fact("secretary", "wiki", now=[r"femi|oduya"], was=[r"aileen|moss"]),
        Fact("repairs-contractor", "wiki", now=[r"northgate"], was=[r"harrow"]),
        Fact("bins-day", "wiki"),
        Fact("recycling-day", "wiki", now=[r"thursday"], was=[r"friday"]),
        Fact("laundry-hours", "wiki"),
        Fact("common-room-hours", "wiki"),
        Fact("gm-frequency", "wiki"),
        Fact("sinking-fund", "wiki", detail=[r"ecology"]),
        Fact("repair-report", "procedure", detail=[r"0800|24-hour"]),
        Fact("new-member", "procedure", detail=[r"£\s*1 share"]),
    ],
    [
        Note(
            "2026-01-07",
            "general-meeting",
            "Calder Row Housing Co-operative: general meeting, 7 January 2026",
            [
                (
                    "1. Welcome and apologies",
                    [
                        (
                            None,
                            "chat",
                            "The chair welcomed members and thanked those who had braved the snow to attend.",
                        ),
                        (
                            "quorum",
                            "",
                            "The chair reminded members that a general meeting is quorate only when at least eight "
                            "members are present.",
                        ),
                        (None, "oneoff", "Fourteen members were present, so the meeting was quorate."),
                    ],
                ),
                (
                    "2. Officers' reports",
                    [
                        ("secretary", "", "Aileen Moss confirmed that she would continue as secretary for the year."),
                        (
                            "rent",
                            "",
                            "The treasurer reported that the weekly rent for a two-bedroom flat stands at £112.",
                        ),
                        (
                            "sinking-fund",
                            "",
                            "The treasurer reminded members that ten per cent of all rent received is transferred "
                            "to the major repairs sinking fund.",
                        ),
                        (
                            "repairs-contractor",
                            "",
                            "The secretary reported that Harrow & Sons remain the co-operative's contracted "
                            "repairs firm.",
                        ),
                    ],
                ),
                (
                    "3. Housekeeping",
                    [
                        (
                            "bins-day",
                            "",
                            "General waste is collected by the council on Tuesday mornings; bins should be out by 7am.",
                        ),
                        (
                            "recycling-day",
                            "",
                            "Recycling is collected by the council on Friday mornings; boxes should be out by 7am.",
                        ),
                        ("laundry-hours", "", "The shared laundry room is open from 07:00 to 22:00 every day."),
                        ("common-room-hours", "", "The common room is open from 09:00 to 23:00 every day."),
                        (
                            None,
                            "oneoff",
                            "ACTION: the secretary to chase the council about the broken bin store lock before the "
                            "end of January.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-04",
            "general-meeting",
            "Calder Row Housing Co-operative: general meeting, 4 March 2026",
            [
                (
                    "1. Rules and policies",
                    [
                        (
                            "no-subletting",
                            "",
                            "Members were reminded that subletting any part of a co-operative home is not "
                            "permitted under the rules.",
                        ),
                        (
                            "pets",
                            "",
                            "AGREED: the pets policy stands; each household may keep one cat or one small dog, with "
                            "the committee's written permission.",
                        ),
                        (
                            None,
                            "chat",
                            "The chair asked the secretary to read the wording of the pets motion back more plainly "
                            "before the vote.",
                        ),
                        (
                            "gm-frequency",
                            "",
                            "It was confirmed that general meetings are held on the first Wednesday of every second "
                            "month, at 19:30 in the common room.",
                        ),
                    ],
                ),
                (
                    "2. Procedures",
                    [
                        (
                            "repair-report",
                            "",
                            "The maintenance officer set out how repairs are to be reported:\n1. Log the repair in "
                            "the repairs book in the common room, or email repairs@calderrow.coop.\n2. The "
                            "maintenance officer triages it within two working days.\n3. The officer raises a job "
                            "with the repairs contractor.\n4. The member confirms when the work is complete.",
                        ),
                        (
                            "new-member",
                            "",
                            "The membership process was restated:\n1. The applicant completes the application "
                            "form.\n2. Two members of the allocations panel interview the applicant.\n3. The "
                            "general meeting votes on admission.\n4. The new member signs the tenancy agreement.",
                        ),
                    ],
                ),
                (
                    "3. Finance",
                    [
                        (
                            "rent",
                            "correct",
                            "AGREED: with effect from 1 April the weekly rent for a two-bedroom flat will be £118, "
                            "up from £112.",
                        ),
                        (None, "oneoff", "The bin store lock was replaced on 20 February at a cost of £86."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-06",
            "general-meeting",
            "Calder Row Housing Co-operative: general meeting, 6 May 2026",
            [
                (
                    "1. Officers",
                    [
                        (
                            "secretary",
                            "correct",
                            "The chair reported that Aileen Moss had stood down as secretary; Femi Oduya was elected "
                            "in her place.",
                        ),
                        (None, "chat", "Members thanked Aileen for six years of service to the co-operative."),
                        (None, "oneoff", "ACTION: Femi to update the bank mandate by 31 May."),
                        (
                            "quorum",
                            "",
                            "It was noted that no decision may be taken unless eight or more members attend.",
                        ),
                    ],
                ),
                (
                    "2. Repairs and housekeeping",
                    [
                        (
                            "repairs-contractor",
                            "correct",
                            "Following complaints about response times, AGREED: the repairs contract is awarded to "
                            "Northgate Property Services, ending the arrangement with Harrow & Sons.",
                        ),
                        (
                            "recycling-day",
                            "correct",
                            "The secretary reported that the council now collects recycling on Thursday mornings, "
                            "not Fridays.",
                        ),
                        ("bins-day", "", "Rubbish bins continue to go out for the Tuesday collection."),
                    ],
                ),
                (
                    "3. Finance and policies",
                    [
                        (
                            "sinking-fund",
                            "refine",
                            "The treasurer confirmed that the sinking fund money is held in a separate instant-"
                            "access account with the Ecology Building Society.",
                        ),
                        (
                            "pets",
                            "refine",
                            "AGREED: dogs kept under the pets policy must also be microchipped and registered with "
                            "the secretary.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-07-01",
            "general-meeting",
            "Calder Row Housing Co-operative: general meeting, 1 July 2026",
            [
                (
                    "1. Repairs",
                    [
                        (
                            "repair-report",
                            "refine",
                            "Urgent repairs (no heating, a water leak, a door that will not lock) should be "
                            "phoned through to Northgate's 24-hour line on 0800 612 4470 rather than written in "
                            "the book.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Gas safety checks have been completed in 19 of the 22 flats; three remain to be booked.",
                        ),
                    ],
                ),
                (
                    "2. Membership and finance",
                    [
                        (
                            "new-member",
                            "refine",
                            "The secretary clarified that admission is completed when the applicant buys a single "
                            "£1 share in the co-operative.",
                        ),
                        (
                            "rent",
                            "",
                            "The treasurer reported that every household is now paying £118 a week for a two-bed.",
                        ),
                    ],
                ),
                (
                    "3. Shared spaces",
                    [
                        (
                            "laundry-hours",
                            "",
                            "Members were asked to respect the laundry's hours of seven in the morning until ten "
                            "at night.",
                        ),
                        (
                            "common-room-hours",
                            "",
                            "Use of the common room is permitted between nine a.m. and eleven p.m.",
                        ),
                        (
                            "no-subletting",
                            "",
                            "A reminder was issued that letting a spare bedroom to a lodger breaches the occupancy "
                            "rules.",
                        ),
                        (
                            "gm-frequency",
                            "",
                            "Meetings remain bimonthly, on a first Wednesday evening at half past seven.",
                        ),
                        (
                            None,
                            "chat",
                            "The chair remarked on the heat in the room and thanked Jo for bringing fans and cold "
                            "drinks.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-02",
            "general-meeting",
            "Calder Row Housing Co-operative: general meeting, 2 September 2026",
            [
                (
                    "1. Correspondence and reports",
                    [
                        ("secretary", "", "Femi Oduya, as secretary, presented the correspondence received."),
                        (
                            "repairs-contractor",
                            "",
                            "Members expressed satisfaction with Northgate Property Services' handling of repairs.",
                        ),
                        ("recycling-day", "", "Recycling boxes should be put out for the Thursday collection."),
                        (None, "oneoff", "The garden working party raised £240 at the plant sale."),
                        (
                            None,
                            "chat",
                            "The chair thanked everyone for attending and closed the meeting at 21:05.",
                        ),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Heritage railway signal box and station log, terse bullets, abbreviations, times. The two sections' line
#    speeds and the two booking offices' opening times are sibling subjects; the upper section's line speed is
#    corrected by value ("reduced to ... wef"), the first departure by a bare new value, the duty RO by name with
#    "now", the loco coal supplier by name with "from w/c".
HERITAGE_RAILWAY = Family(
    "heritage-railway",
    "heritage railway signal box and station log",
    "log",
    [
        Fact("token-rule", "personal"),
        Fact("hi-vis", "personal"),
        Fact("no-visitors", "personal"),
        Fact("first-train", "wiki", now=[r"10[:.]30|half ten"], was=[r"10[:.]15"]),
        Fact("ro", "wiki", now=[r"kwame|osei"], was=[r"geoff|tandy"]),
        Fact("coal-supplier", "wiki", now=[r"dalby"], was=[r"cwm"]),
        Fact("ls-lower", "wiki"),
        Fact("ls-upper", "wiki", now=[r"\b15\s*mph"], was=[r"\b25\s*mph"]),
        Fact("bo-ashcombe", "wiki"),
        Fact("bo-fenby", "wiki"),
        Fact("control-phone", "wiki"),
        Fact("fire-patrol", "wiki", detail=[r"beater|knapsack"]),
        Fact("box-opening", "procedure", detail=[r"lamp"]),
        Fact("token-failure", "procedure", detail=[r"armlet"]),
    ],
    [
        Note(
            "2026-08-01",
            "box-log",
            "Ashcombe Rd SB log, Sat 1 Aug",
            [
                (
                    "",
                    [
                        (None, "chat", "Morning all. Kettle's fixed at last."),
                        (
                            "box-opening",
                            "",
                            "Box opening:\n1. Sign on in TRS, note time.\n2. Test block bells both directions "
                            "with FBY.\n3. Pull off and restore each signal lever, check repeaters.\n4. Ring out "
                            "'box open' to Control.",
                        ),
                        ("first-train", "", "1st dep ASH 10:15 (DMU), daily TT."),
                        ("ro", "", "Duty RO this season: Geoff Tandy, mob via Control."),
                        ("control-phone", "", "Control = FBY booking hall office, box phone ext 204."),
                        (
                            "token-rule",
                            "",
                            "No token, no train. Driver to have ASH-FBY token in hand before road is given.",
                        ),
                        ("ls-lower", "", "Line speed ASH-FBY: 25 mph."),
                        ("ls-upper", "", "Line speed FBY-Kirk Dale: 25 mph."),
                        (None, "oneoff", "10:15 away 10:17, 112 pass."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-08-02",
            "station-log",
            "Ashcombe Road station log, Sun 2 Aug",
            [
                (
                    "",
                    [
                        ("bo-ashcombe", "", "Booking office ASH opens 09:45."),
                        ("bo-fenby", "", "Booking office FBY opens 10:30."),
                        (
                            "hi-vis",
                            "",
                            "Hi-vis on for anyone using the barrow crossing or going on the ballast. Staff & vols "
                            "alike.",
                        ),
                        ("no-visitors", "", "No visitors in the box unless duty signalman agrees."),
                        ("coal-supplier", "", "Loco coal: Cwm Traders, 20 t drops to coal stage at FBY."),
                        (None, "oneoff", "Lost property: child's blue coat off 2nd down train, left in BO."),
                        (None, "chat", "Rained all morning, v. quiet til 13:00."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-08-08",
            "box-log",
            "Ashcombe Rd SB log, Sat 8 Aug",
            [
                (
                    "",
                    [
                        ("first-train", "correct", "1st dep ASH 10:30 (DMU)."),
                        ("ro", "correct", "RO now Kwame Osei; G. Tandy off rest of season (knee)."),
                        (
                            "token-failure",
                            "",
                            "Token instrument failure:\n1. Stop all movements, advise Control.\n2. RO appoints "
                            "pilotman.\n3. Pilotman rides on or conducts every train over the section.\n4. Book "
                            "each pilotman movement in TRS.",
                        ),
                        ("token-rule", "", "Section not to be entered w/o staff in driver's hand. No exceptions."),
                        ("fire-patrol", "", "Fire risk HIGH: lineside patrol walks ASH-FBY after each steam train."),
                        ("control-phone", "", "Ring 204 for Control (Fenby)."),
                        (None, "oneoff", "TRS: 6 trains each way, no late running >5 min."),
                        (None, "chat", "Thanks Sue for the flapjack."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-08-15",
            "box-log",
            "Ashcombe Rd SB log, Sat 15 Aug",
            [
                (
                    "",
                    [
                        (
                            "coal-supplier",
                            "correct",
                            "From w/c 17 Aug coal from Dalby Fuels; Cwm Traders no longer supplying.",
                        ),
                        (
                            "ls-upper",
                            "correct",
                            "FBY-KD line speed reduced to 15 mph wef today, per PW inspection.",
                        ),
                        ("ls-lower", "", "Lower section ASH-FBY: max 25, unchanged."),
                        (
                            "box-opening",
                            "refine",
                            "Opening checks also: all signal lamps lit and trimmed before ringing out to Control.",
                        ),
                        ("hi-vis", "", "Orange vest mandatory on or near the line, no matter who."),
                        ("first-train", "", "Half ten first dep from ASH per revised TT."),
                        (
                            None,
                            "oneoff",
                            "Hot axle box on coach 43012 found at FBY; coach stopped and shunted to the siding.",
                        ),
                        (None, "chat", "Scorcher. Box at 31°C by noon."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-08-22",
            "station-log",
            "Ashcombe Road station log, Sat 22 Aug",
            [
                (
                    "",
                    [
                        (
                            "token-failure",
                            "refine",
                            "Pilotman to wear the red armlet at all times while pilot working is in force.",
                        ),
                        (
                            "fire-patrol",
                            "refine",
                            "Fire patrol to carry beaters + knapsack sprayer; any lineside fire reported to Control "
                            "at once.",
                        ),
                        ("ro", "", "K. Osei duty RO, contact via Control."),
                        ("bo-ashcombe", "", "ASH BO open 09:45 as usual."),
                        ("bo-fenby", "", "Fenby BO not open till half ten."),
                        ("ls-upper", "", "Kirk Dale end: 15 mph max."),
                        ("coal-supplier", "", "Coal merchant: Dalby Fuels."),
                        ("no-visitors", "", "Reminder: box is staff only, guests need the signalman's say-so."),
                        (None, "oneoff", "Coal drop 20 t at FBY stage, delivery note DF-20931."),
                        (
                            None,
                            "chat",
                            "Can we reword the pilot working notice on the box door? Vols finding it confusing.",
                        ),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [TREE_SURGEON, THEATRE_CREW, HOUSING_COOP, HERITAGE_RAILWAY]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "tree-surgeon": [("chipper-service", "stumper-service"), ("church-visit", "school-visit")],
    "theatre-crew": [("props-sl", "quickchange-sr"), ("tech-call", "dress-call")],
    "housing-coop": [("bins-day", "recycling-day"), ("laundry-hours", "common-room-hours")],
    "heritage-railway": [("ls-lower", "ls-upper"), ("bo-ashcombe", "bo-fenby")],
}

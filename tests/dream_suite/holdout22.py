"""A twenty-second holdout half: four families written blind to the engine (a self-employed farrier's chat sessions
with an assistant, a wholefood co-operative shop's members' handbook, a brass band's committee minutes, a mainline
signalling centre's shift log). Frozen before the dream first ran on it."""

from tests.dream_suite import Fact, Family, Note

# 1. Farrier's chat sessions with an assistant, first person. Two clients' horses (Bramble, Duke) are sibling
#    subjects for shoeing cycle and shoe spec; Duke's cycle is corrected with "actually" under a heading that names
#    him (the line says only "he"), the full-set price by a bare new value, the shoe stockist by name with "now";
#    the forge gas and the new-client routine are refined.
FARRIER = Family(
    "farrier",
    "self-employed farrier",
    "session",
    [
        Fact("rounds", "personal"),
        Fact("holder-rule", "personal"),
        Fact("payment", "personal"),
        Fact("apprentice-rule", "personal"),
        Fact("full-set-price", "wiki", now=[r"£\s*105|hundred and five"], was=[r"£\s*95\b"]),
        Fact("trim-price", "wiki"),
        Fact("shoe-supplier", "wiki", now=[r"hartley"], was=[r"pennine"]),
        Fact("apprentice", "wiki"),
        Fact("bramble-cycle", "wiki"),
        Fact("duke-cycle", "wiki", now=[r"\bfour\b|\b4\b"], was=[r"\bfive\b|\b5\b"]),
        Fact("bramble-shoes", "wiki"),
        Fact("duke-shoes", "wiki"),
        Fact("forge-gas", "wiki", detail=[r"19\s*kg|spare"]),
        Fact("hot-shoe", "procedure"),
        Fact("new-client", "procedure", detail=[r"photo"]),
    ],
    [
        Note(
            "2026-01-12",
            "getting-organised",
            "Getting my farriery notes straight",
            [
                (
                    "The business",
                    [
                        (
                            None,
                            "chat",
                            "Hiya, I've got bits of paper all over the van, so I want my farrier stuff written "
                            "down properly.",
                        ),
                        (
                            "rounds",
                            "",
                            "I work Tuesday to Saturday on the road; Monday's my forge day for making up shoes and "
                            "doing the books, and I never shoe on a Sunday.",
                        ),
                        (
                            "holder-rule",
                            "",
                            "I won't shoe a horse unless there's somebody there to hold it, owner or groom, not "
                            "just tied up to a ring.",
                        ),
                        ("full-set-price", "", "A full set, hot shod, is £95."),
                        ("trim-price", "", "A trim is £35 a horse."),
                        (
                            "shoe-supplier",
                            "",
                            "I get my shoes, nails and pads from Pennine Farrier Supplies in Skipton.",
                        ),
                        (
                            "apprentice",
                            "",
                            "My apprentice is Callum Reid; he's in his second year and does his college blocks in "
                            "Hereford.",
                        ),
                    ],
                ),
                (
                    "Regulars",
                    [
                        (
                            "bramble-cycle",
                            "",
                            "Bramble, Sarah Pickering's cob at Yew Tree Livery, is on a six-week cycle.",
                        ),
                        ("duke-cycle", "", "Duke, Tom Ashworth's hunter at Home Farm, is on a five-week cycle."),
                        (
                            "bramble-shoes",
                            "",
                            "Bramble wears size 2 Kerckhaert Legacy fronts and goes barefoot behind.",
                        ),
                        (
                            "duke-shoes",
                            "",
                            "Duke wears size 4 Kerckhaert Legacy all round, with side clips on the hinds.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Bramble pulled a front shoe in the field yesterday, so I'm back there Thursday to tack "
                            "it on.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-15",
            "routine",
            "How I do a set and take on new clients",
            [
                (
                    "",
                    [
                        (
                            "hot-shoe",
                            "",
                            "My routine for a hot-shod set:\n1. Take the old shoes off and pick out the feet.\n"
                            "2. Trim and rasp level.\n3. Heat the shoe in the gas forge and shape it on the anvil.\n"
                            "4. Hot fit to check the bearing, then cool it in the bucket.\n5. Nail on, clench up "
                            "and finish with the rasp.",
                        ),
                        (
                            "new-client",
                            "",
                            "When somebody new rings:\n1. Get the horse's name, age and what work it does.\n2. Ask "
                            "who their vet is.\n3. Book a longer first visit and watch the horse walk and trot up "
                            "before I touch a foot.",
                        ),
                        (
                            "payment",
                            "",
                            "I get paid on the day, cash or bank transfer; the only ones I invoice monthly are the "
                            "two livery yards.",
                        ),
                        (
                            "forge-gas",
                            "",
                            "The gas forge runs off a 47kg propane bottle, which lasts me about three weeks.",
                        ),
                        (
                            "apprentice-rule",
                            "",
                            "Callum can pull shoes, trim and rasp on his own, but he doesn't nail on unless I'm "
                            "stood right next to him.",
                        ),
                        (None, "chat", "Can you tidy that up into something I could stick on the van door?"),
                        (None, "oneoff", "Spent £212 at Pennine today on nails and a box of size 4s."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-29",
            "price-rise",
            "Putting my prices up",
            [
                (
                    "Prices",
                    [
                        (None, "chat", "Steel's gone up again so I've finally bitten the bullet."),
                        ("full-set-price", "correct", "Full set hot shod: £105."),
                        ("trim-price", "", "Trims stay at thirty-five quid."),
                        ("rounds", "", "Days on the road: Tue–Sat. Mon = forge and admin."),
                    ],
                ),
                (
                    "Duke",
                    [
                        (
                            "duke-cycle",
                            "correct",
                            "Actually he needs doing every four weeks while he's hunting; Tom says he's wearing "
                            "them out.",
                        ),
                        (None, "oneoff", "He lost a hind at the meet on Saturday and came home on three."),
                    ],
                ),
                (
                    "Bramble",
                    [
                        ("bramble-cycle", "", "Sarah's cob: every 6 weeks, same as always."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-10",
            "suppliers",
            "Sorting out suppliers and gas",
            [
                (
                    "",
                    [
                        (
                            "shoe-supplier",
                            "correct",
                            "Hartley & Sons in Kendal are my stockist now; they've got the sizes in and they deliver.",
                        ),
                        (
                            "forge-gas",
                            "refine",
                            "The 47kg bottle on the forge does roughly three weeks, and I carry a 19kg spare "
                            "strapped in the back of the van so I never run dry mid-set.",
                        ),
                        ("holder-rule", "", "If nobody's about to hold the horse, I don't shoe it, simple as that."),
                        ("apprentice", "", "Apprentice: Callum Reid (2nd year)."),
                        (None, "oneoff", "The bottle ran out at Home Farm today, so Duke got done cold."),
                        (None, "chat", "Cheers, that's a weight off."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-24",
            "new-horses",
            "Taking on a couple of new horses",
            [
                (
                    "",
                    [
                        (
                            "new-client",
                            "refine",
                            "With a new horse I also photograph all four feet, sole and side-on, on the first "
                            "visit, so there's a before picture to compare against.",
                        ),
                        ("full-set-price", "", "Hot shoeing, all four: a hundred and five."),
                        ("duke-shoes", "", "Tom's hunter is in 4s all round, clips on the back."),
                        (
                            "payment",
                            "",
                            "Private owners settle up when I'm finished; the liveries get a bill at month end.",
                        ),
                        (
                            None,
                            "oneoff",
                            "New client Jo Whitfield, two ponies at Lowfield, first visit Friday 6 March.",
                        ),
                        (None, "chat", "Right, that's me done for today, thanks."),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Wholefood co-op members' handbook, resource notes ("we" and third person). The two coordinator roles and the
#    two fresh deliveries (Brook Farm veg, Rise Bakery bread) are sibling subjects, the deliveries named later only by
#    headings ("their van"); the member discount is corrected with "changed to", the pre-order deadline by a bare new
#    value, the dry-goods wholesaler by name with no marker; bin refilling and shift swaps are refined.
FOODCOOP = Family(
    "foodcoop",
    "wholefood co-operative shop",
    "resource",
    [
        Fact("opening-hours", "wiki"),
        Fact("shift-commitment", "personal"),
        Fact("no-plastic", "personal"),
        Fact("scoop-rule", "personal"),
        Fact("shift-coord", "wiki"),
        Fact("ordering-coord", "wiki"),
        Fact("discount", "wiki", now=[r"15\s*%|15 per ?cent"], was=[r"10\s*%|10 per ?cent"]),
        Fact("share", "wiki"),
        Fact("order-deadline", "wiki", now=[r"monday"], was=[r"sunday"]),
        Fact("dry-supplier", "wiki", now=[r"harvest"], was=[r"greenleaf"]),
        Fact("veg-delivery", "wiki"),
        Fact("bread-delivery", "wiki"),
        Fact("bulk-bins", "procedure", detail=[r"lot number|bin book"]),
        Fact("shift-swap", "procedure", detail=[r"48\s*h"]),
        Fact("closing", "procedure"),
    ],
    [
        Note(
            "2026-03-02",
            "members-handbook",
            "Riverside Wholefoods Co-op: members' handbook",
            [
                (
                    "Opening and shifts",
                    [
                        (
                            None,
                            "chat",
                            "Welcome to the co-op! This handbook is written and kept up to date by members.",
                        ),
                        (
                            "opening-hours",
                            "",
                            "The shop is open Tuesday to Saturday, 10am to 6pm, with a late opening until 8pm on "
                            "Thursdays.",
                        ),
                        ("shift-commitment", "", "Every working member does one three-hour shift every four weeks."),
                        ("shift-coord", "", "The shift coordinator is Omar Reyes; he keeps the rota."),
                        (
                            "ordering-coord",
                            "",
                            "The ordering coordinator is Nell Baxter; she places the wholesale orders.",
                        ),
                        ("discount", "", "Working members get 10% off at the till."),
                    ],
                ),
                (
                    "Membership",
                    [
                        ("share", "", "Joining means buying a one-off £25 share, refunded if you leave."),
                        (
                            "no-plastic",
                            "",
                            "We don't give out plastic bags: bring your own containers or use the paper bags by "
                            "the scales.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-04",
            "ordering-guide",
            "Ordering and deliveries",
            [
                (
                    "Pre-orders and wholesale",
                    [
                        ("order-deadline", "", "Members' pre-orders close at 6pm on Sunday for that week's delivery."),
                        ("dry-supplier", "", "Dry goods, grains and pulses come from Greenleaf Wholesale in Bristol."),
                        ("veg-delivery", "", "Organic veg from Brook Farm arrives on Tuesday and Friday mornings."),
                        ("bread-delivery", "", "Sourdough from Rise Bakery arrives on Tuesday and Saturday mornings."),
                    ],
                ),
                (
                    "Bulk bins",
                    [
                        (
                            "bulk-bins",
                            "",
                            "Refilling a bulk bin:\n1. Wash your hands and put on gloves.\n2. Tip what's left into "
                            "a clean tub.\n3. Wipe the bin out and dry it.\n4. Pour in the new stock, then the old "
                            "stock on top so it sells first.\n5. Check the label and the allergen card match.",
                        ),
                        (
                            "scoop-rule",
                            "",
                            "Each bin keeps its own scoop; never move a scoop from one bin to another, because of "
                            "nut and gluten cross-contact.",
                        ),
                        (
                            None,
                            "oneoff",
                            "The lentil delivery on 27 February was two 25kg sacks short; the wholesaler is "
                            "crediting us.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-20",
            "members-handbook",
            "Members' handbook (spring update)",
            [
                (
                    "Shifts",
                    [
                        (
                            "shift-swap",
                            "",
                            "Swapping a shift:\n1. Post in the #shifts group chat.\n2. Find someone to cover.\n"
                            "3. Change the names on the rota sheet yourself.",
                        ),
                        ("shift-commitment", "", "Working members: one 3-hr stint per four-week rota."),
                        (
                            "closing",
                            "",
                            "Closing up:\n1. Cash up the till and put the float in the safe.\n2. Sweep the shop "
                            "floor.\n3. Read the fridge thermometer and write it on the sheet.\n4. Lights off, "
                            "alarm on, lock the front door.",
                        ),
                    ],
                ),
                (
                    "Discounts",
                    [
                        (
                            "discount",
                            "correct",
                            "The working-member discount has changed to 15%, as agreed at the general meeting.",
                        ),
                        (None, "chat", "A big thank-you to everyone who helped repaint the shop front."),
                    ],
                ),
                (
                    "Opening times",
                    [
                        ("opening-hours", "", "Hours: Tue–Sat 10:00–18:00, Thu till 20:00."),
                        (None, "oneoff", "Closed Saturday 4 April for the Easter stock-take."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-01",
            "ordering-guide",
            "Ordering and deliveries",
            [
                (
                    "Pre-orders and wholesale",
                    [
                        ("order-deadline", "correct", "Pre-orders close at 12 noon on Monday."),
                        (
                            "dry-supplier",
                            "correct",
                            "Grains, pulses, nuts and dried fruit are supplied by Harvest Co-operative Supplies "
                            "of Gloucester.",
                        ),
                        ("ordering-coord", "", "Nell does the wholesale ordering."),
                        (None, "oneoff", "This week's order total was £1,842, our biggest yet."),
                    ],
                ),
                (
                    "Brook Farm",
                    [
                        ("veg-delivery", "", "Their van comes Tuesdays and Fridays, first thing."),
                    ],
                ),
                (
                    "Rise Bakery",
                    [
                        ("bread-delivery", "", "Loaves drop off Tuesdays and Saturdays before we open."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-15",
            "members-handbook",
            "Members' handbook",
            [
                (
                    "Bulk bins",
                    [
                        (
                            "bulk-bins",
                            "refine",
                            "When refilling a bin, copy the lot number off the sack into the bin book, so we can "
                            "trace a recall.",
                        ),
                        ("scoop-rule", "", "One scoop per bin, no swapping."),
                    ],
                ),
                (
                    "Shifts and membership",
                    [
                        (
                            "shift-swap",
                            "refine",
                            "Shift swaps need at least 48 hours' notice in the group chat, unless you're ill.",
                        ),
                        ("no-plastic", "", "Bring jars and tubs from home; the till doesn't hand out carriers."),
                        ("share", "", "£25 buys you in, and it's repaid if you ever go."),
                        (None, "oneoff", "The rota for May is up on the noticeboard."),
                        (None, "chat", "Any questions about this handbook, just ask on shift; we're a friendly bunch."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Brass band committee minutes, third person with some "we". Senior and training band rehearsals are sibling
#    subjects, as are the secretary and treasurer; the training band's time is corrected with "from now on", adult
#    subs by a bare new value, the musical director by name with no marker (sharing almost no words with the old
#    line); the instrument loan procedure and the insurance are refined.
BANDCOMMITTEE = Family(
    "bandcommittee",
    "brass band committee minutes",
    "minutes",
    [
        Fact("secretary", "wiki"),
        Fact("treasurer", "wiki"),
        Fact("conductor", "wiki", now=[r"pryce|kerry"], was=[r"hindle|gareth"]),
        Fact("senior-rehearsal", "wiki"),
        Fact("training-rehearsal", "wiki", now=[r"6[.:]00"], was=[r"6[.:]15"]),
        Fact("attendance-rule", "personal"),
        Fact("uniform-rule", "personal"),
        Fact("subs", "wiki", now=[r"£\s*7\b|seven pounds"], was=[r"£\s*6\b"]),
        Fact("bandroom-rent", "wiki"),
        Fact("engagement-fee", "wiki"),
        Fact("section", "wiki"),
        Fact("instrument-officer", "wiki"),
        Fact("insurance", "wiki", detail=[r"home|transit"]),
        Fact("instrument-loan", "procedure", detail=[r"£\s*50|deposit"]),
        Fact("contest-registration", "procedure"),
    ],
    [
        Note(
            "2026-01-08",
            "committee-minutes",
            "Hebden Vale Brass Band, committee meeting, 8 January 2026",
            [
                (
                    "Welcome and officers",
                    [
                        (None, "chat", "Chair welcomed everyone and wished them a happy new year."),
                        ("secretary", "", "Janet Crossley continues as band secretary."),
                        ("treasurer", "", "Dave Ollerton continues as band treasurer."),
                        ("conductor", "", "Gareth Hindle remains musical director on his current terms."),
                    ],
                ),
                (
                    "Rehearsals",
                    [
                        (
                            "senior-rehearsal",
                            "",
                            "Senior band rehearses Tuesdays and Thursdays, 7.30 to 9.30pm, in the bandroom.",
                        ),
                        (
                            "training-rehearsal",
                            "",
                            "Training band rehearses Tuesdays, 6.15 to 7.15pm, in the bandroom.",
                        ),
                        (
                            "attendance-rule",
                            "",
                            "Standing rule restated: any player missing more than two of the last six rehearsals "
                            "before a contest will not be selected for it.",
                        ),
                    ],
                ),
                (
                    "Treasurer's report",
                    [
                        ("subs", "", "Adult subs stay at £6 per week."),
                        ("bandroom-rent", "", "Bandroom rent to the Chapel Street trustees is £220 a month."),
                        (
                            None,
                            "oneoff",
                            "Balance at 31 December: £4,812.33 in the current account, £6,100 in reserve.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-05",
            "committee-minutes",
            "Committee meeting, 5 February 2026",
            [
                (
                    "Instrument bank",
                    [
                        (
                            "instrument-officer",
                            "",
                            "Phil Dunn is instrument bank officer and holds the master list of band-owned instruments.",
                        ),
                        (
                            "instrument-loan",
                            "",
                            "Loan procedure agreed:\n1. Player signs the band's loan agreement.\n2. Phil records "
                            "the make and serial number against the player's name.\n3. Treasurer adds the "
                            "instrument to the insurance schedule.\n4. It comes back to the bandroom when the "
                            "player leaves the band.",
                        ),
                        (
                            "insurance",
                            "",
                            "Band instruments are insured with Allegro Mutual under one policy, renewed each April.",
                        ),
                        (None, "oneoff", "Eb bass no. 3 back from repair; invoice of £185 paid."),
                    ],
                ),
                (
                    "Contests",
                    [
                        ("section", "", "The band competes in the Third Section."),
                        (
                            "contest-registration",
                            "",
                            "To play at a contest a player must be registered with the band:\n1. Secretary "
                            "collects the player's signed registration form.\n2. She submits it on the registry "
                            "website at least 14 days before the contest.\n3. A copy of the confirmation goes in "
                            "the contest file.",
                        ),
                        (None, "oneoff", "Area contest is on Saturday 7 March at Harrogate; test piece still awaited."),
                    ],
                ),
                (
                    "Musical director",
                    [
                        ("conductor", "correct", "Kerry-Ann Pryce accepted the post of MD, starting 1 March."),
                        (
                            "senior-rehearsal",
                            "",
                            "She'll take the seniors on both nights, Tue and Thu, half seven till half nine.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-05",
            "committee-minutes",
            "Committee meeting, 5 March 2026",
            [
                (
                    "Treasurer's report",
                    [
                        ("subs", "correct", "Adult subs: £7 a week, agreed unanimously."),
                        (
                            "engagement-fee",
                            "",
                            "Standard fee for a concert engagement is £450, plus mileage beyond 30 miles.",
                        ),
                        (None, "chat", "Dave thanked members for paying promptly in January."),
                    ],
                ),
                (
                    "Rehearsals",
                    [
                        (
                            "training-rehearsal",
                            "correct",
                            "From now on the training band will start at 6.00 and finish at 7.00pm, so parents "
                            "aren't collecting in the dark.",
                        ),
                        (
                            "attendance-rule",
                            "",
                            "Reminder: miss three or more of the six practices before a contest and you won't be "
                            "picked.",
                        ),
                    ],
                ),
                (
                    "Instrument bank",
                    [
                        (
                            "instrument-loan",
                            "refine",
                            "Juniors taking a band instrument home also pay a refundable deposit of £50 when the "
                            "loan form is signed.",
                        ),
                        ("instrument-officer", "", "Instrument queries to Phil."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-02",
            "committee-minutes",
            "Committee meeting, 2 April 2026",
            [
                (
                    "Contests",
                    [
                        (None, "oneoff", "Area result: 4th of 14, and Leanne Hirst won best euphonium."),
                        (None, "chat", "Chair congratulated everyone on the Area performance."),
                        ("section", "", "Grading unchanged: still third section."),
                        (
                            "uniform-rule",
                            "",
                            "Full uniform at every engagement and contest: jacket, band tie, black trousers or "
                            "skirt, black shoes; no trainers.",
                        ),
                    ],
                ),
                (
                    "Instrument bank",
                    [
                        (
                            "insurance",
                            "refine",
                            "The Allegro Mutual policy covers instruments at players' homes and in transit, not "
                            "just in the bandroom.",
                        ),
                        ("treasurer", "", "Dave O. still treasurer."),
                    ],
                ),
                (
                    "Rehearsals and rent",
                    [
                        ("conductor", "", "MD: Kerry-Ann Pryce."),
                        ("bandroom-rent", "", "The trustees still charge £220 monthly for the room."),
                        ("subs", "", "Seven pounds a week for adults."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Signalling centre shift log, terse bullets. The two level crossings and the two depots' S&T on-call phones are
#    sibling subjects (one crossing restated only under its heading, as "it"); the Route Control extension is
#    corrected by a bare new value, the renewals contractor by name with no marker, the PSR with "now"; the
#    possession and fault-reporting procedures are refined.
SIGNALBOX = Family(
    "signalbox",
    "mainline railway signalling centre shift log",
    "log",
    [
        Fact("handover", "personal"),
        Fact("comms", "personal"),
        Fact("no-phones", "personal"),
        Fact("control-ext", "wiki", now=[r"4460"], was=[r"4417"]),
        Fact("mom", "wiki"),
        Fact("mill-lane-lc", "wiki"),
        Fact("harkers-lc", "wiki"),
        Fact("eldon-oncall", "wiki"),
        Fact("castleford-oncall", "wiki"),
        Fact("contractor", "wiki", now=[r"ardent"], was=[r"kestrel"]),
        Fact("line-speed", "wiki", now=[r"\b60\b"], was=[r"\b50\b"]),
        Fact("ole-isolation", "wiki"),
        Fact("possession", "procedure", detail=[r"weekly operating notice|\bWON\b"]),
        Fact("line-block", "procedure"),
        Fact("fault-report", "procedure", detail=[r"FMS (number|no|ref)"]),
    ],
    [
        Note(
            "2026-05-09",
            "shift-log",
            "Eldon SC shift log, Sat 9 May, nights",
            [
                (
                    "",
                    [
                        (
                            "handover",
                            "",
                            "Handover face to face at the panel: outgoing signaller talks incoming through every "
                            "open possession and line block. No handovers by phone.",
                        ),
                        (
                            "comms",
                            "",
                            "All safety-critical calls on recorded lines, phonetic alphabet, full repeat-back.",
                        ),
                        ("control-ext", "", "Route Control: ext 4417."),
                        ("mom", "", "MOM for the patch: Gary Finch (callsign MOM Eldon)."),
                        (
                            None,
                            "oneoff",
                            "23:52 possession P-2231 taken, Up & Down Main Eldon Jn–Castleford, PICOP S. Hale.",
                        ),
                    ],
                ),
                (
                    "Level crossings",
                    [
                        ("mill-lane-lc", "", "Mill Lane LC is MCB-CCTV, operated from WS1."),
                        ("harkers-lc", "", "Harker's Lane LC is MCB-CCTV, operated from WS2."),
                    ],
                ),
                (
                    "S&T on-call",
                    [
                        ("eldon-oncall", "", "Eldon depot on-call phone: 07700 900412."),
                        ("castleford-oncall", "", "Castleford depot on-call phone: 07700 900587."),
                        (None, "chat", "Quiet one so far, kettle's on."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-10",
            "shift-log",
            "Eldon SC shift log, Sun 10 May, days",
            [
                (
                    "",
                    [
                        (
                            "possession",
                            "",
                            "Granting a possession:\n1. PICOP requests it on a recorded line.\n2. Confirm the "
                            "protecting signals are at danger with reminder appliances on.\n3. Enter it in the "
                            "possession register with the time.\n4. Give the PICOP the possession number and get it "
                            "read back.",
                        ),
                        (
                            "fault-report",
                            "",
                            "Any fault: log it on FMS, then ring the depot on-call, then tell Route Control.",
                        ),
                        ("contractor", "", "Weekend track renewals contractor: Kestrel Rail Services."),
                        ("line-speed", "", "PSR on the Down Main at Eldon Jn is 50 mph."),
                        ("no-phones", "", "Personal mobiles stay in the lockers, never on the operating floor."),
                        (
                            None,
                            "oneoff",
                            "10:14 TC EL123 Down Main showing occupied, no train. FMS 0912-4471 raised, tech "
                            "attended, cleared 11:02.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-16",
            "shift-log",
            "Eldon SC shift log, Sat 16 May, nights",
            [
                (
                    "",
                    [
                        (
                            "line-block",
                            "",
                            "Line blockage:\n1. COSS asks on the recorded line, giving name, Sentinel number and "
                            "limits.\n2. Check the line is clear of trains.\n3. Reminder appliances on the signals "
                            "protecting the block.\n4. Log the time granted in the line block book, and again when "
                            "it's given back.",
                        ),
                        ("control-ext", "correct", "Route Control: ext 4460."),
                        ("handover", "", "Changeover: face-to-face only, outgoing briefs all live works."),
                        ("eldon-oncall", "", "Eldon S&T, 07700 900412."),
                        (None, "chat", "Cheers days for leaving the milk."),
                    ],
                ),
                (
                    "Harker's Lane LC",
                    [
                        ("harkers-lc", "", "It's a CCTV crossing, worked off WS2."),
                        (None, "oneoff", "Camera picture lost 02:10–02:35; attendant sent to work it by hand."),
                    ],
                ),
                (
                    "Possessions",
                    [
                        ("contractor", "correct", "Weekend relaying is Ardent Track Ltd's job these days."),
                        (
                            "possession",
                            "refine",
                            "Before granting a possession, check its limits and times against the Weekly "
                            "Operating Notice (WON).",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-23",
            "shift-log",
            "Eldon SC shift log, Sat 23 May, days",
            [
                (
                    "",
                    [
                        (
                            "line-speed",
                            "correct",
                            "Down Main PSR at Eldon Jn now 60 mph, per the new Sectional Appendix entry.",
                        ),
                        (
                            "fault-report",
                            "refine",
                            "When reporting a fault, give the on-call tech the FMS number so they can close it off "
                            "on site.",
                        ),
                        ("comms", "", "Safety-critical: taped lines, NATO alphabet, read back."),
                        ("mom", "", "Gary Finch is our MOM."),
                        ("castleford-oncall", "", "Castleford tech line 07700 900587."),
                        ("no-phones", "", "No personal phones at the workstations."),
                        (
                            None,
                            "oneoff",
                            "1P21 held 6 min at EL45 for trespass near Mill Lane; BTP informed, ref 339.",
                        ),
                        (None, "chat", "Roasting in here again, somebody chase the aircon."),
                    ],
                ),
                (
                    "OLE",
                    [
                        (
                            "ole-isolation",
                            "",
                            "OLE isolations are booked through Hallam ECR; planned ones need 24 hours' notice.",
                        ),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [FARRIER, FOODCOOP, BANDCOMMITTEE, SIGNALBOX]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "farrier": [("bramble-cycle", "duke-cycle"), ("bramble-shoes", "duke-shoes")],
    "foodcoop": [("shift-coord", "ordering-coord"), ("veg-delivery", "bread-delivery")],
    "bandcommittee": [("senior-rehearsal", "training-rehearsal"), ("secretary", "treasurer")],
    "signalbox": [("mill-lane-lc", "harkers-lc"), ("eldon-oncall", "castleford-oncall")],
}

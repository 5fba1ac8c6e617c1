"""An eleventh holdout half: four families written blind to the engine (a freelance piano tuner's chat sessions
with an assistant about his round, a county archive's reading-room staff handbook kept as resource notes, a rural
community transport charity's trustees' minutes, a brewpub kitchen's terse prep-and-service log). Frozen before the
dream first ran on it; never tuned on."""

from tests.dream_suite import Fact, Family, Note

# 1. Piano tuner's chat sessions with an assistant, first person. Two clients' pianos (the school's Yamaha, Mrs
#    Okafor's Bechstein) are sibling subjects for the instrument and the visit slot; the school slot is corrected with
#    "actually", the tuning fee by a bare new value, the free travel radius with "from next month", the parts supplier
#    by name with no marker, the accountant by name with "now"; refinements add the pitch-raise threshold and a
#    hygrometer reading to the routine.
PIANO = Family(
    "pianotuner",
    "freelance piano tuning round",
    "session",
    [
        Fact("working-days", "personal"),
        Fact("pitch-standard", "personal", detail=[r"15 cents|pitch raise"]),
        Fact("settle-rule", "personal"),
        Fact("tuning-fee", "wiki", now=[r"£\s*80|eighty"], was=[r"£\s*75"]),
        Fact("travel-radius", "wiki", now=[r"\b20 miles"], was=[r"\b15 miles"]),
        Fact("payment-terms", "wiki"),
        Fact("school-piano", "wiki"),
        Fact("okafor-piano", "wiki"),
        Fact("school-slot", "wiki", now=[r"3:45|quarter to four"], was=[r"\b8:00\b"]),
        Fact("okafor-slot", "wiki"),
        Fact("parts-supplier", "wiki", now=[r"carlow|finch"], was=[r"brindley"]),
        Fact("accountant", "wiki", now=[r"patel|northgate"], was=[r"sheila|marr\b"]),
        Fact("tuning-routine", "procedure", detail=[r"hygrometer|humidity"]),
        Fact("booking-round", "procedure"),
    ],
    [
        Note(
            "2026-05-05",
            "round-basics",
            "Sorting out my tuning round",
            [
                (
                    "How I work",
                    [
                        (
                            None,
                            "chat",
                            "Hi. I'm trying to get my tuning round out of my head and into some sort of order, "
                            "so bear with me.",
                        ),
                        (
                            "working-days",
                            "",
                            "I work Tuesday to Saturday. Mondays I'm in the workshop on repairs and I don't take "
                            "tunings then.",
                        ),
                        (
                            "pitch-standard",
                            "",
                            "Everything gets tuned to A440 unless a client specifically wants something else "
                            "(the odd baroque lot ask for 415).",
                        ),
                        (
                            "settle-rule",
                            "",
                            "Rule of mine: if a piano's just been moved I won't tune it for at least a fortnight. "
                            "It has to settle in the room first.",
                        ),
                        (
                            "tuning-fee",
                            "",
                            "Standard tune is £75, and that includes small adjustments, sticking keys etc.",
                        ),
                        ("travel-radius", "", "No travel charge within 15 miles of home; past that it's 45p a mile."),
                        (
                            "payment-terms",
                            "",
                            "Private clients pay on the day. Cash, card reader or transfer, I'm not fussy.",
                        ),
                    ],
                ),
                (
                    "Clients",
                    [
                        (
                            "school-piano",
                            "",
                            "St Aldhelm's Primary has a Yamaha U1 in the main hall, black, about 1989. The kids "
                            "absolutely hammer it.",
                        ),
                        (
                            "school-slot",
                            "",
                            "I do the school one once a term, in half-term week, Tuesday morning at 8:00 before "
                            "assembly.",
                        ),
                        ("okafor-piano", "", "Mrs Okafor on Fenwick Road has a 1912 Bechstein model A, a grand."),
                        ("okafor-slot", "", "She has hers done every six months, always a Thursday afternoon."),
                        (None, "oneoff", "Left a voicemail with the school bursar today, nothing back yet."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-07",
            "kit-and-admin",
            "Parts, paperwork and my routine",
            [
                (
                    "",
                    [
                        (
                            "tuning-routine",
                            "",
                            "My routine on a standard tune:\n1. Check A4 against the fork.\n2. Set the temperament "
                            "octave, F3 to F4.\n3. Tune out to the top, then down through the bass.\n4. Clean up "
                            "the unisons.\n5. Play-test and fill in the service card.",
                        ),
                        (
                            "booking-round",
                            "",
                            "How I book the round:\n1. First of the month, filter the spreadsheet for everyone "
                            "who's due.\n2. Text them two weeks ahead offering a couple of dates.\n3. Confirm by "
                            "text the evening before.",
                        ),
                        (
                            "parts-supplier",
                            "",
                            "Strings, felts, centre pins, all of it comes from Brindley Piano Supplies. Next-day "
                            "post, usually.",
                        ),
                        ("accountant", "", "Sheila Marr does my books, Marr & Co on the high street."),
                        (
                            None,
                            "chat",
                            "Sorry, that was a bit of a ramble. Could you rephrase it into something tidier?",
                        ),
                        (None, "oneoff", "Ordered a set of bass strings for the Broadwood job today, ref BPS-30418."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-14",
            "round-changes",
            "Changes to the round",
            [
                (
                    "",
                    [
                        (
                            "school-slot",
                            "correct",
                            "Actually the school want me after the kids go home: 3:45 on the Tuesday, not first thing.",
                        ),
                        ("tuning-fee", "correct", "A normal tune is £80, adjustments included."),
                        ("okafor-slot", "", "Twice a year for the Bechstein. Thursday p.m. suits her best."),
                        (
                            "settle-rule",
                            "",
                            "Freshly delivered instruments get two weeks' grace before I put a lever on the pins.",
                        ),
                        (
                            "pitch-standard",
                            "refine",
                            "On pitch: A440 is the target, but anything sitting more than 15 cents flat gets a "
                            "pitch raise pass first, then the fine tune.",
                        ),
                        (None, "chat", "Weather's foul. I've been sat in a lay-by waiting for the hail to stop."),
                        (
                            None,
                            "oneoff",
                            "Dead note on the school piano today, E5: snapped hammer shank, glued it on site.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-26",
            "admin-catchup",
            "Admin catch-up",
            [
                (
                    "",
                    [
                        (
                            "accountant",
                            "correct",
                            "Dev Patel at Northgate Accounts is now doing my books; Sheila's retired.",
                        ),
                        ("parts-supplier", "correct", "Wire, felts, pins: Carlow & Finch in Bristol. Cheaper postage."),
                        (
                            "travel-radius",
                            "correct",
                            "From next month I'll travel free up to 20 miles; mileage beyond that stays at 45p.",
                        ),
                        (
                            "tuning-routine",
                            "refine",
                            "Full routine, then: hygrometer reading first and the humidity goes on the service card, "
                            "then A4 off the fork, temperament octave, out to the treble, the bass, unisons, "
                            "play-test.",
                        ),
                        ("tuning-fee", "", "Eighty pounds for a regular tune, like I said."),
                        ("school-piano", "", "The Yamaha at St Aldhelm's is a U1, late eighties."),
                        ("okafor-slot", "", "Mrs O's Bechstein: Thursdays, every six months."),
                        ("payment-terms", "", "Private folk settle up when I finish; transfer or cash is fine."),
                        ("working-days", "", "No tunings on Mondays, that's workshop day. Tue to Sat otherwise."),
                        (None, "chat", "Cheers, that's much clearer. I'll print it for the van."),
                        (None, "oneoff", "Car booked in for new tyres Friday, ref KF-7720."),
                    ],
                ),
            ],
        ),
    ],
)

# 2. County archive reading-room staff handbook, resource notes, third person and imperative. The search room and
#    the map room are sibling subjects for seating, parish registers and tithe maps for how they are produced; the
#    search-room seating is corrected with "now", the daily item limit by a bare new value, the photography permit
#    with "changed to", the conservator by name with no marker; refinements add the clear bags and the ticket's
#    four-year validity.
ARCHIVE = Family(
    "archive",
    "county archive reading-room handbook",
    "resource",
    [
        Fact("opening-hours", "wiki"),
        Fact("search-room-seats", "wiki", now=[r"\b16\b|sixteen"], was=[r"\b20\b"]),
        Fact("map-room-seats", "wiki"),
        Fact("pencil-only", "personal"),
        Fact("bags-lockers", "personal", detail=[r"clear (plastic )?bag"]),
        Fact("strongroom-pairs", "personal"),
        Fact("document-limit", "wiki", now=[r"\b8 items|eight items"], was=[r"six items|\b6 items"]),
        Fact("photo-permit", "wiki", now=[r"£\s*12"], was=[r"£\s*10"]),
        Fact("parish-registers", "wiki"),
        Fact("tithe-maps", "wiki"),
        Fact("conservator", "wiki", now=[r"\btom\b|ashdown"], was=[r"\bruth\b|emsley"]),
        Fact("research-service", "wiki"),
        Fact("registration", "procedure", detail=[r"\b4 years|four years"]),
        Fact("production", "procedure"),
    ],
    [
        Note(
            "2026-06-02",
            "reading-room-handbook",
            "Search room handbook (reading room staff)",
            [
                (
                    "Opening and space",
                    [
                        (
                            "opening-hours",
                            "",
                            "Search room open Tue–Fri 09:30–16:30, plus the first Saturday of each month "
                            "09:30–13:00. Closed Sun, Mon and bank holidays.",
                        ),
                        ("search-room-seats", "", "Main search room: 20 reader seats, first come first served."),
                        (
                            "map-room-seats",
                            "",
                            "Map room: four large tables, advance booking only (readers phone or email).",
                        ),
                        (None, "chat", "Thanks to Maureen for pulling this together after the catalogue migration."),
                    ],
                ),
                (
                    "Reader rules",
                    [
                        (
                            "pencil-only",
                            "",
                            "Pencils only. Swap any pen you spot at a desk for one from the pencil tray; no "
                            "highlighters or erasers either.",
                        ),
                        ("bags-lockers", "", "Bags, coats, umbrellas: lockers downstairs (£1 coin, returned)."),
                        ("document-limit", "", "Readers may order up to six items a day."),
                        (
                            "photo-permit",
                            "",
                            "Self-service photography on a £10 day permit. No flash, no standing on chairs.",
                        ),
                    ],
                ),
                (
                    "Collections",
                    [
                        (
                            "parish-registers",
                            "",
                            "Parish registers are NOT produced in original. Point readers to the microfilm "
                            "(cabinet B) or to Ancestry on the public PCs.",
                        ),
                        (
                            "tithe-maps",
                            "",
                            "Tithe maps: readers view the digitised images on terminal 3. Originals only with "
                            "Conservation's say-so.",
                        ),
                        (None, "oneoff", "Terminal 3 froze this morning; IT ticket INC0048812 raised."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-04",
            "staff-procedures",
            "Reading room procedures",
            [
                (
                    "Readers and documents",
                    [
                        (
                            "registration",
                            "",
                            "New reader registration:\n1. See photo ID plus proof of address under three months "
                            "old.\n2. Enter the reader on CALM and take a webcam photo.\n3. Print the reader's "
                            "ticket and hand it over.\n4. Walk them through the house rules before they sit down.",
                        ),
                        (
                            "production",
                            "",
                            "Producing documents:\n1. Check the order slip reference against the catalogue.\n2. "
                            "Fetch from the strongroom and leave a green tracer card in the gap.\n3. Log the item "
                            "in the production book.\n4. Issue at the desk with foam wedges and snake weights.",
                        ),
                        (
                            "conservator",
                            "",
                            "Fragile or damaged item? Stop, don't produce it, and email Ruth Emsley in Conservation.",
                        ),
                    ],
                ),
                (
                    "Staff safety",
                    [
                        (
                            "strongroom-pairs",
                            "",
                            "Never go into a strongroom on your own after 16:00. Radio the desk or take a colleague.",
                        ),
                        (None, "oneoff", "Strongroom 2 RH read 62% at 11:00; logged, facilities told."),
                    ],
                ),
                (
                    "Enquiries",
                    [
                        (
                            "research-service",
                            "",
                            "Remote enquiries: first 30 minutes of research free, then the paid research service "
                            "at £28 per half hour.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-16",
            "reading-room-handbook",
            "Search room handbook (reading room staff)",
            [
                (
                    "Opening and space",
                    [
                        (
                            "search-room-seats",
                            "correct",
                            "Search room now seats 16 readers; two desks went to make room for the new microfilm "
                            "scanners.",
                        ),
                        ("map-room-seats", "", "Map room bookable only, 4 tables, no walk-ins."),
                        (
                            "opening-hours",
                            "",
                            "Hours unchanged: Tuesday to Friday half nine till half four, and one Saturday morning "
                            "a month (the first).",
                        ),
                    ],
                ),
                (
                    "Reader rules",
                    [
                        ("document-limit", "correct", "Max 8 items per reader per day."),
                        (
                            "photo-permit",
                            "correct",
                            "Photography day permit changed to £12. Same conditions, no flash.",
                        ),
                        (
                            "bags-lockers",
                            "refine",
                            "Everything bar pencils, laptop and loose notes goes in a locker; those few things "
                            "go into one of the clear plastic bags kept at the desk.",
                        ),
                        ("pencil-only", "", "Ink of any kind is banned at the desks. Graphite only."),
                    ],
                ),
                (
                    "Collections",
                    [
                        (
                            "parish-registers",
                            "",
                            "Baptisms, marriages, burials: film and fiche copies only. The registers themselves "
                            "stay in the strongroom.",
                        ),
                        (None, "chat", "Staff: tell Maureen if anything here reads oddly or is out of date."),
                        (
                            None,
                            "oneoff",
                            "Reader complaint today about the lift (out of order again), logged CMP-2231.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-30",
            "staff-procedures",
            "Reading room procedures",
            [
                (
                    "Readers and documents",
                    [
                        (
                            "conservator",
                            "correct",
                            "Damaged or fragile items: withhold and email Tom Ashdown (Conservation).",
                        ),
                        (
                            "registration",
                            "refine",
                            "Registering a reader: photo ID and proof of address, entry on CALM with a photo, "
                            "printed ticket (valid four years from issue), house rules talk.",
                        ),
                        (
                            "production",
                            "",
                            "Anything out of a strongroom means a tracer card in its place and a line in the "
                            "production book. Always.",
                        ),
                        ("document-limit", "", "Eight items a day is the cap per reader."),
                        (
                            "tithe-maps",
                            "",
                            "Tithe apportionments and maps: digital copies on terminal 3; originals need "
                            "Conservation's approval.",
                        ),
                        ("opening-hours", "", "Open Tuesdays to Fridays 9.30 to 4.30, plus first-Saturday mornings."),
                    ],
                ),
                (
                    "Staff safety",
                    [
                        ("strongroom-pairs", "", "After four o'clock the strongrooms are two-person only."),
                        (None, "oneoff", "Search room closed 14:00–15:00 today for the fire drill."),
                    ],
                ),
                (
                    "Enquiries",
                    [
                        (
                            "research-service",
                            "",
                            "Half an hour's free research for remote enquirers; beyond that, £28 per 30 minutes.",
                        ),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Rural community transport charity trustees' minutes, under agenda headings, third person. The two minibuses
#    are sibling subjects for seating, the Tuesday and Friday runs for departure times; Bus 2's seats are corrected
#    by a bare new value, the Friday departure "with effect from" a date, the fare by a bare new value, the garage by
#    name with no marker, the safeguarding trustee by name with "now"; refinements add the MiDAS refresher, the tail
#    lift check and the grant's trip condition.
RURALBUS = Family(
    "ruralbus",
    "rural community transport charity trustees' minutes",
    "minutes",
    [
        Fact("bus1-seats", "wiki"),
        Fact("bus2-seats", "wiki", now=[r"\b10 seats"], was=[r"\b12 seats"]),
        Fact("tuesday-run", "wiki"),
        Fact("friday-run", "wiki", now=[r"10:15|quarter past ten"], was=[r"09:45"]),
        Fact("fare", "wiki", now=[r"£\s*4\.50"], was=[r"£\s*4\.00"]),
        Fact("coordinator", "wiki"),
        Fact("safeguarding-lead", "wiki", now=[r"janet|coulson"], was=[r"peter|dunn"]),
        Fact("garage", "wiki", now=[r"allen valley"], was=[r"tynedale"]),
        Fact("grant", "wiki", detail=[r"2,?500"]),
        Fact("driver-eligibility", "personal", detail=[r"refresher|every (four|4) years"]),
        Fact("driver-hours", "personal"),
        Fact("wheelchair-escort", "personal"),
        Fact("booking", "procedure"),
        Fact("walkaround", "procedure", detail=[r"tail ?lift|restraint"]),
    ],
    [
        Note(
            "2026-01-20",
            "trustees-minutes",
            "Dale Link Community Transport: trustees' meeting, 20 January 2026",
            [
                (
                    "1. Apologies",
                    [
                        (None, "chat", "Apologies received from Rev. Peter Dunn (snowed in at Sinderhope)."),
                    ],
                ),
                (
                    "2. Fleet",
                    [
                        ("bus1-seats", "", "Bus 1 (Ford Transit, NK19 KDL) carries 16 seated passengers; no lift."),
                        ("bus2-seats", "", "Bus 2 (Peugeot Boxer with tail-lift): 12 seats plus one wheelchair space."),
                        ("garage", "", "Both vehicles continue to be serviced and MOT'd by Tynedale Motors, Hexham."),
                        (
                            None,
                            "oneoff",
                            "Bus 1 would not start on 14 Jan (flat battery); Tuesday run cancelled, passengers rung.",
                        ),
                    ],
                ),
                (
                    "3. Services",
                    [
                        (
                            "tuesday-run",
                            "",
                            "Tuesday: Allenheads–Hexham market run, dep. 09:15, returning from Hexham bus station "
                            "13:30.",
                        ),
                        ("friday-run", "", "Friday: shopping run to Morrisons, Prudhoe, dep. Allendale 09:45."),
                        ("fare", "", "Adult return fare remains £4.00; under-16s free."),
                        (None, "oneoff", "December: 412 passenger trips."),
                    ],
                ),
                (
                    "4. Volunteers",
                    [
                        (
                            "driver-eligibility",
                            "",
                            "Drivers must be 25 or over and hold either D1 on their licence or a current MiDAS "
                            "certificate.",
                        ),
                        ("driver-hours", "", "Max 4 hrs driving per volunteer per day; trustees reaffirmed this."),
                        ("safeguarding-lead", "", "Rev. Peter Dunn continues as designated safeguarding trustee."),
                    ],
                ),
                (
                    "5. AOB",
                    [
                        (None, "chat", "Chair thanked everyone for turning out in the snow."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-17",
            "trustees-minutes",
            "Dale Link Community Transport: trustees' meeting, 17 February 2026",
            [
                (
                    "1. Apologies",
                    [
                        (None, "chat", "Apologies: none. Chair welcomed Janet Coulson to her first meeting."),
                    ],
                ),
                (
                    "2. Operations",
                    [
                        (
                            "booking",
                            "",
                            "Booking procedure (AK to circulate):\n1. Passenger phones the office by 12 noon the "
                            "working day before travel.\n2. AK enters them on the weekly booking sheet, flagging "
                            "wheelchair users.\n3. Driver gets the passenger list by text the evening before.\n4. "
                            "Driver hands the sheet back with no-shows marked.",
                        ),
                        (
                            "walkaround",
                            "",
                            "Pre-trip walkaround, all drivers:\n1. Tyres, lights, mirrors, wipers.\n2. Fuel and "
                            "AdBlue.\n3. Sign the defect book in the cab; anything serious, don't drive and ring AK.",
                        ),
                        (
                            "coordinator",
                            "",
                            "Alison Kerr (AK), coordinator, works Mon/Wed/Fri 9–1 in the village hall office.",
                        ),
                        (
                            "wheelchair-escort",
                            "",
                            "Wheelchair users travel only with a trained passenger assistant on board as well as "
                            "the driver.",
                        ),
                    ],
                ),
                (
                    "3. Finance",
                    [
                        (
                            "grant",
                            "",
                            "County Rural Transport Fund grant: £18,000 p.a., current agreement runs to 31 March 2027.",
                        ),
                        (
                            "fare",
                            "",
                            "Treasurer noted the £4.00 return covers roughly a third of the cost of each trip.",
                        ),
                        (None, "oneoff", "January takings £1,126.50, banked 3 Feb."),
                    ],
                ),
                (
                    "4. AOB",
                    [
                        (None, "chat", "Thanks to Doreen for the flapjack."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-17",
            "trustees-minutes",
            "Dale Link Community Transport: trustees' meeting, 17 March 2026",
            [
                (
                    "1. Apologies",
                    [
                        (None, "chat", "Apologies from Margaret Ridley; GH took the chair."),
                    ],
                ),
                (
                    "2. Fleet",
                    [
                        ("bus2-seats", "correct", "Bus 2 back from the refit with 10 seats and 2 wheelchair spaces."),
                        ("garage", "correct", "Servicing/MOT: Allen Valley Garage, Catton (labour £58/hr)."),
                        ("bus1-seats", "", "The Transit stays as is, room for sixteen sat down."),
                        (
                            "walkaround",
                            "refine",
                            "Walkaround revised: tyres, lights, mirrors, wipers, fuel/AdBlue, then cycle the tail "
                            "lift and check all wheelchair restraints are aboard; sign the defect book.",
                        ),
                    ],
                ),
                (
                    "3. Services",
                    [
                        (
                            "friday-run",
                            "correct",
                            "With effect from 1 April the Friday run leaves Allendale at 10:15, to miss the "
                            "school traffic.",
                        ),
                        ("tuesday-run", "", "Market day service unchanged: away 9.15, back out of Hexham half one."),
                    ],
                ),
                (
                    "4. Volunteers",
                    [
                        (
                            "driver-eligibility",
                            "refine",
                            "Minimum age 25; D1 entitlement or MiDAS, and MiDAS holders must take the refresher "
                            "every four years.",
                        ),
                        (
                            "driver-hours",
                            "",
                            "Reminder: nobody does more than four hours behind the wheel in a day, dead miles "
                            "included.",
                        ),
                        (None, "oneoff", "Two new volunteer drivers (CB, TW) started shadowing this week."),
                    ],
                ),
                (
                    "5. AOB",
                    [
                        (None, "oneoff", "Next meeting 21 April, 7pm, village hall."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-21",
            "trustees-minutes",
            "Dale Link Community Transport: trustees' meeting, 21 April 2026",
            [
                (
                    "1. Apologies",
                    [
                        (None, "chat", "Apologies from Alison Kerr (on leave)."),
                    ],
                ),
                (
                    "2. Safeguarding",
                    [
                        (
                            "safeguarding-lead",
                            "correct",
                            "Janet Coulson is now the designated safeguarding trustee, having completed Level 3 "
                            "training.",
                        ),
                        (
                            "wheelchair-escort",
                            "",
                            "Trustees reiterated: no wheelchair passenger goes out without an assistant riding "
                            "along besides the driver.",
                        ),
                        (None, "chat", "The chair thanked Peter Dunn for six years in the role."),
                    ],
                ),
                (
                    "3. Finance",
                    [
                        ("fare", "correct", "Adult return £4.50 from the May timetable; under-16s still free."),
                        (
                            "grant",
                            "refine",
                            "Rural Transport Fund: £18k a year to March 2027, conditional on at least 2,500 "
                            "passenger trips annually.",
                        ),
                        (None, "oneoff", "March: 468 passenger trips, the highest since 2019."),
                    ],
                ),
                (
                    "4. Fleet and services",
                    [
                        ("friday-run", "", "Quarter past ten Friday departure working well; no complaints."),
                        ("garage", "", "First service at Allen Valley done, no problems found."),
                        ("coordinator", "", "AK's office hours stay Monday, Wednesday and Friday mornings."),
                        (
                            "booking",
                            "",
                            "Bookings still by phone before noon the day before; AK texts drivers their list.",
                        ),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Brewpub kitchen prep-and-service log, terse bullets and fragments. The left and right fryers are sibling
#    subjects for temperature, the fish and veg suppliers for who delivers; the right fryer is corrected by a bare
#    new value, the fish supplier by name with no marker, the roast price with "from this Sun", the sous chef by name
#    with "from today"; refinements add patting the chips dry and the spent grain's 24 h limit.
BREWPUB = Family(
    "brewpub",
    "brewpub kitchen prep-and-service log",
    "log",
    [
        Fact("fryer-l-temp", "wiki"),
        Fact("fryer-r-temp", "wiki", now=[r"\b185"], was=[r"\b180"]),
        Fact("fish-supplier", "wiki", now=[r"hodgson"], was=[r"latimer"]),
        Fact("veg-supplier", "wiki"),
        Fact("walk-in", "wiki"),
        Fact("roast-price", "wiki", now=[r"17\.50"], was=[r"16\.50"]),
        Fact("sous-chef", "wiki", now=[r"lewis"], was=[r"dani"]),
        Fact("last-orders", "wiki"),
        Fact("spent-grain", "wiki", detail=[r"24\s*h"]),
        Fact("labels", "personal"),
        Fact("no-phones", "personal"),
        Fact("allergens", "personal"),
        Fact("chip-prep", "procedure", detail=[r"pat(ted)? dry"]),
        Fact("close-down", "procedure"),
    ],
    [
        Note(
            "2026-07-03",
            "kitchen-log",
            "Kitchen log, Fri 3 Jul",
            [
                (
                    "",
                    [
                        ("sous-chef", "", "Sous: Dani P. Orders + rota q's to her."),
                        ("fryer-l-temp", "", "L fryer: chips only. 175°C."),
                        ("fryer-r-temp", "", "R fryer: fish + GF only, 180°C. Nothing breaded goes in."),
                        ("fish-supplier", "", "Fish: Latimer's (Whitburn). Drops Tue + Fri, order by 2pm day before."),
                        ("veg-supplier", "", "Veg/fruit: Ferguson's, daily, in before 8."),
                        ("labels", "", "Everything in the walk-in labelled: item / date / initials. No label = bin."),
                        ("no-phones", "", "Phones in lockers. Not on the line, not on the pass."),
                        (None, "oneoff", "86 sea bass @ 19:40. 62 covers."),
                        (None, "chat", "Hot one. Cheers for the ice lollies Sam."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-07-04",
            "kitchen-log",
            "Kitchen log, Sat 4 Jul",
            [
                (
                    "",
                    [
                        (
                            "chip-prep",
                            "",
                            "Chips:\n1. Maris Piper, cut 12 mm, skin on.\n2. Soak in cold water 1 h.\n3. Blanch "
                            "140°C, 6 min.\n4. Cool on racks, walk-in till service.",
                        ),
                        (
                            "close-down",
                            "",
                            "Close-down:\n1. Fryers off, lids on.\n2. Degrease range + flat top.\n3. Probe & log "
                            "the walk-in.\n4. Bins out, floor mopped, gas off at the isolator.",
                        ),
                        ("walk-in", "", "Walk-in must sit 1–4°C. Over 5 = tell sous, high-risk into the reach-ins."),
                        ("roast-price", "", "Sun roast (beef / pork / nut roast) 16.50 on the board."),
                        ("spent-grain", "", "Spent grain for the sourdough from brewhouse, Tue + Thu brew days."),
                        ("last-orders", "", "Last food orders 21:00 Mon–Sat, Sun 17:00."),
                        (
                            "allergens",
                            "",
                            "Allergy on a ticket = pass calls it out loud, purple board + purple knife, plated apart, "
                            "runner takes it on its own.",
                        ),
                        (None, "oneoff", "Food takings Sat £3,412. Busiest of the summer so far."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-07-10",
            "kitchen-log",
            "Kitchen log, Fri 10 Jul",
            [
                (
                    "",
                    [
                        (None, "chat", "Sorry all, forgot to write yesterday's log."),
                        ("fryer-r-temp", "correct", "R fryer: 185°C. Fish & GF."),
                        ("fryer-l-temp", "", "L = chips, 175."),
                        ("fish-supplier", "correct", "Fish, Hodgson's of North Shields. Tue/Fri drops."),
                        ("labels", "", "Unlabelled tub in walk-in → binned. Label says what, when, who."),
                        (
                            "chip-prep",
                            "refine",
                            "Chips: cut 12 mm, soak 1 h, drain and pat dry on cloths before blanching (wet chips "
                            "spit), blanch 140 / 6 min, cool on racks.",
                        ),
                        ("no-phones", "", "Reminder: mobiles stay in lockers during service."),
                        (None, "oneoff", "Ferguson's short 2 cases toms today, subbed from cash & carry."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-07-17",
            "kitchen-log",
            "Kitchen log, Fri 17 Jul",
            [
                (
                    "",
                    [
                        ("sous-chef", "correct", "From today sous = Lewis K. (Dani → Leeds site)."),
                        ("roast-price", "correct", "Roast goes to 17.50 from this Sun. Board + till."),
                        (
                            "spent-grain",
                            "refine",
                            "Spent grain: brewhouse Tue/Thu, use within 24 h or it sours; compost after that.",
                        ),
                        ("walk-in", "", "Walk-in target 1–4°C, anything 5+ → tell the sous."),
                        ("last-orders", "", "Kitchen stops taking food 9pm, Sundays 5pm."),
                        (
                            "allergens",
                            "",
                            "Allergens: called at pass, purple kit, separate plate, own runner. Every time.",
                        ),
                        (None, "oneoff", "EHO visit 11:00, no issues, kept the 5 stars."),
                        (None, "chat", "Good luck Dani, we'll miss you."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-07-24",
            "kitchen-log",
            "Kitchen log, Fri 24 Jul",
            [
                (
                    "",
                    [
                        ("fish-supplier", "", "Hodgson's haddock excellent this week, sticking with them."),
                        (
                            "close-down",
                            "",
                            "Close: fryers off + lidded, degrease range/flat top, probe walk-in, bins, mop, gas "
                            "isolator off.",
                        ),
                        ("veg-supplier", "", "Ferguson's daily drop before 8 as usual."),
                        ("sous-chef", "", "Lewis on sous. Rota q's to him."),
                        ("last-orders", "", "Food till 21:00, Sun till 17:00."),
                        (None, "oneoff", "Walk-in door seal split, maintenance ticket #5521."),
                        (None, "chat", "Cheers for covering Tue, Jess."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [PIANO, ARCHIVE, RURALBUS, BREWPUB]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "pianotuner": [("school-piano", "okafor-piano"), ("school-slot", "okafor-slot")],
    "archive": [("search-room-seats", "map-room-seats"), ("parish-registers", "tithe-maps")],
    "ruralbus": [("bus1-seats", "bus2-seats"), ("tuesday-run", "friday-run")],
    "brewpub": [("fryer-l-temp", "fryer-r-temp"), ("fish-supplier", "veg-supplier")],
}

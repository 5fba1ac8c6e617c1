"""A fourteenth holdout half: four families written blind to the engine (a self-employed dog groomer's chat
sessions with an assistant, a sailing club's race officers' handbook resource notes, a village hall management
committee's minutes, a hospital pharmacy dispensary's shift log). Frozen when added; never tuned on."""

from tests.dream_suite import Fact, Family, Note

# 1. Dog groomer's chat sessions with an assistant, first person. Two regular dogs (Pepper, Otto) are sibling
#    subjects for their rebooking cycles; only Otto's is corrected, with "actually". The small-dog price is corrected
#    by a bare new value, the deposit with "from next month", the shampoo supplier by name with no marker; the daily
#    limit, sedation and matting rules are restated in other words.
GROOMER = Family(
    "groomer",
    "self-employed dog grooming business",
    "session",
    [
        Fact("working-days", "personal"),
        Fact("max-dogs", "personal"),
        Fact("no-sedation", "personal"),
        Fact("matted-coats", "personal"),
        Fact("muzzle-rule", "personal"),
        Fact("small-price", "wiki", now=[r"£\s*45\b|forty-five"], was=[r"£\s*40\b"]),
        Fact("deposit", "wiki", now=[r"£\s*15\b|fifteen"], was=[r"£\s*10\b"]),
        Fact("shampoo-supplier", "wiki", now=[r"pet ?pro"], was=[r"groomers direct"]),
        Fact("pepper-cycle", "wiki"),
        Fact("otto-cycle", "wiki", now=[r"five weeks|5 weeks|five-week|5-week"], was=[r"four[- ]weeks?|4[- ]weeks?"]),
        Fact("blade-sharpening", "wiki"),
        Fact("insurance", "wiki", detail=[r"care,? custody"]),
        Fact("puppy-intro", "procedure", detail=[r"second vacc|vaccinat"]),
        Fact("end-clean", "procedure", detail=[r"brush|comb|nozzle"]),
    ],
    [
        Note(
            "2026-05-04",
            "business-basics",
            "Setting out how my grooming business runs",
            [
                (
                    "How I work",
                    [
                        (
                            None,
                            "chat",
                            "Hi! I've just gone full-time with the grooming van and I'd love some help keeping my "
                            "notes straight.",
                        ),
                        (
                            "working-days",
                            "",
                            "I groom Tuesday to Saturday. Mondays are kept free for admin, ordering and giving the "
                            "van a proper clean.",
                        ),
                        (
                            "max-dogs",
                            "",
                            "I book a maximum of five dogs a day, so nobody gets rushed and my back survives the week.",
                        ),
                        (
                            "no-sedation",
                            "",
                            "I will not groom a dog that its owner has sedated; those dogs have to go to the vet's "
                            "own groomer instead.",
                        ),
                        (
                            "matted-coats",
                            "",
                            "If a coat is badly matted I clip it short rather than brush the knots out, even when "
                            "the owner wanted the length kept.",
                        ),
                    ],
                ),
                (
                    "Prices and bookings",
                    [
                        (
                            "small-price",
                            "",
                            "A full groom for a small dog (bath, dry, clip, nails and ears) is £40.",
                        ),
                        ("deposit", "", "New clients pay a £10 deposit to secure their first appointment."),
                        (
                            "shampoo-supplier",
                            "",
                            "I order my shampoo and conditioner in five-litre drums from Groomers Direct.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Mrs Kaur paid her deposit by bank transfer this morning, reference KAUR-0504.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-06",
            "regulars",
            "My regular clients and bits of kit",
            [
                (
                    "Regulars",
                    [
                        (
                            "pepper-cycle",
                            "",
                            "Pepper, Liz Archer's miniature schnauzer, comes in every six weeks for a hand-strip.",
                        ),
                        (
                            "otto-cycle",
                            "",
                            "Otto, the Gilberts' standard poodle, is on a four-week cycle for a full clip.",
                        ),
                        (None, "chat", "Otto is honestly the best-behaved dog I've ever had on the table."),
                        (
                            None,
                            "oneoff",
                            "Pepper had a small skin tag on her left shoulder today; I showed Liz at pick-up.",
                        ),
                    ],
                ),
                (
                    "Kit and cover",
                    [
                        (
                            "blade-sharpening",
                            "",
                            "My clipper blades get posted to Keen Edge in Stroud for sharpening when they start "
                            "to drag.",
                        ),
                        ("insurance", "", "I'm insured with PawGuard Business for public liability."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-11",
            "routines",
            "Puppy intros and closing down the van",
            [
                (
                    "",
                    [
                        (
                            "puppy-intro",
                            "",
                            "For a puppy's first visit:\n1. Book a short 30-minute slot, never a full groom.\n2. "
                            "Bath with puppy shampoo and dry on the lowest dryer setting.\n3. Tidy the face, feet "
                            "and bottom only.\n4. Stop before the pup gets overwhelmed and finish with a treat.",
                        ),
                        (
                            "end-clean",
                            "",
                            "My end-of-day clean-down:\n1. Sweep up all the hair and bag it.\n2. Disinfect the "
                            "table, bath and floor with F10 diluted 1 in 250.\n3. Put every towel through a "
                            "60-degree wash.\n4. Empty the van's waste-water tank.",
                        ),
                        (
                            "muzzle-rule",
                            "",
                            "Any dog with a bite history wears a muzzle for nails and face work, whatever the "
                            "owner says.",
                        ),
                        (
                            "max-dogs",
                            "",
                            "Once there are five names in the diary for one date, I say that date's full.",
                        ),
                        (None, "oneoff", "The water heater tripped twice this afternoon, so I reset the RCD."),
                        (None, "chat", "Thanks, that's exactly the list I needed."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-18",
            "price-review",
            "Reviewing my prices",
            [
                (
                    "",
                    [
                        (None, "chat", "Raising prices always makes me nervous, ha."),
                        ("small-price", "correct", "Full groom, small breeds: £45."),
                        (
                            "otto-cycle",
                            "correct",
                            "Actually the Gilberts want Otto in every five weeks; they think four was too often "
                            "for his skin.",
                        ),
                        ("pepper-cycle", "", "Liz's schnauzer keeps her slot every sixth week."),
                        (
                            "deposit",
                            "correct",
                            "From next month the booking deposit for anyone new goes up to £15.",
                        ),
                        (
                            "no-sedation",
                            "",
                            "If an owner has dosed their dog with something to make it drowsy, I cancel; the "
                            "vet practice's groomer can take it.",
                        ),
                        (None, "oneoff", "Two clients rebooked for June today after the price email went out."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-26",
            "suppliers",
            "Suppliers, insurance and kit",
            [
                (
                    "",
                    [
                        (
                            "shampoo-supplier",
                            "correct",
                            "My shampoo and conditioner drums come from Pet Pro Wholesale in Bristol; delivery "
                            "is free over £60.",
                        ),
                        (
                            "insurance",
                            "refine",
                            "The PawGuard policy also has care, custody and control cover, so an injury to a dog "
                            "while it's with me is insured too.",
                        ),
                        (
                            "end-clean",
                            "refine",
                            "As part of the end-of-day clean I also spray the dryer nozzles and every brush and "
                            "comb with F10 before the van's locked.",
                        ),
                        (
                            "blade-sharpening",
                            "",
                            "Whenever they start pulling hair, the Stroud firm (Keen Edge) sharpen them by post.",
                        ),
                        (
                            "muzzle-rule",
                            "",
                            "If a dog has ever nipped, it's muzzled before I go anywhere near its feet or face.",
                        ),
                        (None, "oneoff", "The new dryer hose arrived today, order number PW-31877."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-02",
            "puppies",
            "Taking on puppies",
            [
                (
                    "",
                    [
                        (
                            "puppy-intro",
                            "refine",
                            "I only book a puppy's intro session once it's had its second vaccinations and a "
                            "week to settle after them.",
                        ),
                        (
                            "matted-coats",
                            "",
                            "Pelted dogs get shaved down; welfare comes before whatever look the owner had in mind.",
                        ),
                        (
                            "working-days",
                            "",
                            "No grooming on Sundays or Mondays; Monday is my paperwork day.",
                        ),
                        ("otto-cycle", "", "Otto's next few visits are booked five weeks apart."),
                        ("small-price", "", "That's forty-five pounds for a small dog's full groom."),
                        (None, "chat", "Thanks so much, talk next week!"),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Sailing club race officers' handbook, resource notes. The handicap and ILCA fleets are sibling subjects for
#    their warning signals, named mostly by section headings; only the ILCA one is corrected, by a bare new time.
#    The race fee is corrected with "from next month", the rota keeper by name with "now", the fuel supplier by name
#    with no marker; the wind limit, safety cover, VHF channel and buoyancy rule are restated with abbreviations.
RACEOFFICERS = Family(
    "raceofficers",
    "sailing club race officers' handbook",
    "resource",
    [
        Fact("safety-cover", "personal"),
        Fact("wind-limit", "personal"),
        Fact("buoyancy", "personal"),
        Fact("no-alcohol", "personal"),
        Fact("committee-boat", "wiki"),
        Fact("vhf", "wiki"),
        Fact("handicap-start", "wiki"),
        Fact("ilca-start", "wiki", now=[r"10:45|quarter to eleven"], was=[r"10:35"]),
        Fact("race-fee", "wiki", now=[r"£\s*4\b|four pounds"], was=[r"£\s*3\b"]),
        Fact("rota", "wiki", now=[r"\bphil\b|okonjo"], was=[r"\bhelen\b|\bcarr\b"]),
        Fact("fuel", "wiki", now=[r"shell|quay road"], was=[r"esso|marsh lane"]),
        Fact("race-hut-key", "wiki"),
        Fact("start-sequence", "procedure", detail=[r"first substitute|first sub\b"]),
        Fact("results", "procedure", detail=[r"back ?up|shared drive"]),
    ],
    [
        Note(
            "2026-04-01",
            "race-officer-handbook",
            "Wyvern Sailing Club race officers' handbook",
            [
                (
                    "Before racing",
                    [
                        (
                            "safety-cover",
                            "",
                            "No race may start unless at least two safety boats are crewed and afloat.",
                        ),
                        (
                            "wind-limit",
                            "",
                            "Do not start racing if the gusts on the clubhouse anemometer are above 25 knots.",
                        ),
                        (
                            "buoyancy",
                            "",
                            "Competitors must wear buoyancy aids at all times while afloat; fly flag Y to show this.",
                        ),
                        (
                            "committee-boat",
                            "",
                            "The committee boat is Osprey, a converted fishing boat kept on mooring B3.",
                        ),
                        ("vhf", "", "Race management and the safety boats work on VHF channel 37 (M1)."),
                        (None, "oneoff", "Osprey had a new raw-water impeller fitted on 28 March."),
                    ],
                ),
                (
                    "Handicap fleet",
                    [
                        ("handicap-start", "", "The handicap fleet's warning signal is at 10:30 on Sundays."),
                    ],
                ),
                (
                    "ILCA fleet",
                    [
                        ("ilca-start", "", "The ILCA fleet's warning signal is at 10:35 on Sundays."),
                    ],
                ),
                (
                    "Entries",
                    [
                        (
                            "race-fee",
                            "",
                            "Race entry is £3 per boat per day; the money goes in the honesty box in the race hut.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-03",
            "starting-and-results",
            "Starting races and posting results",
            [
                (
                    "Starting",
                    [
                        (
                            "start-sequence",
                            "",
                            "Starting sequence for each fleet (5-4-1-go):\n1. At 5 minutes, hoist the class flag "
                            "with one sound.\n2. At 4 minutes, hoist flag P with one sound.\n3. At 1 minute, "
                            "lower P with one long sound.\n4. At the start, lower the class flag with one sound.",
                        ),
                        (None, "chat", "Thanks to Derek for rewriting the sequence section so clearly."),
                    ],
                ),
                (
                    "Results",
                    [
                        (
                            "results",
                            "",
                            "To publish results:\n1. Type the finish times into Sailwave.\n2. Check the "
                            "Portsmouth Yardstick numbers are this year's.\n3. Pin the provisional results on the "
                            "clubhouse noticeboard.\n4. Upload to the website once the protest time has closed.",
                        ),
                    ],
                ),
                (
                    "Duties",
                    [
                        (
                            "rota",
                            "",
                            "The duty rota is kept by the Sailing Secretary, Helen Carr; all swaps go through her.",
                        ),
                        ("race-hut-key", "", "The race hut key lives in the key safe by the dinghy park gate."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-10",
            "safety-boats",
            "Safety boats and fuel",
            [
                (
                    "",
                    [
                        (
                            "fuel",
                            "",
                            "Petrol for the safety RIBs is bought at the Esso on Marsh Lane; hand the receipts to "
                            "the treasurer.",
                        ),
                        (
                            "no-alcohol",
                            "",
                            "Nobody on race duty or safety boat crew drinks alcohol before or during their duty.",
                        ),
                        ("safety-cover", "", "Two manned RIBs on the water is the minimum before any start gun."),
                        ("vhf", "", "Ch 37 / M1 is our working channel."),
                        (None, "oneoff", "Kittiwake's kill cord was found frayed on 6 April and has been replaced."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-17",
            "race-officer-handbook",
            "Wyvern Sailing Club race officers' handbook",
            [
                (
                    "Before racing",
                    [
                        ("wind-limit", "", "Over 25 kn in the gusts means no start."),
                        ("committee-boat", "", "Our start boat Osprey lies on B3."),
                        (None, "chat", "Well done everyone on a brilliant first Sunday of the season."),
                    ],
                ),
                (
                    "Handicap fleet",
                    [
                        ("handicap-start", "", "First warning of the day stays at half past ten."),
                    ],
                ),
                (
                    "ILCA fleet",
                    [
                        ("ilca-start", "correct", "Warning signal: 10:45, so the handicap starters get a clear line."),
                    ],
                ),
                (
                    "Entries",
                    [
                        ("race-fee", "correct", "From next month the daily race fee is £4 per boat."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-24",
            "starting-and-results",
            "Starting races and posting results",
            [
                (
                    "Starting",
                    [
                        (
                            "start-sequence",
                            "refine",
                            "After a general recall, hoist the First Substitute with two sounds, then run the "
                            "sequence again from the warning signal.",
                        ),
                    ],
                ),
                (
                    "Results",
                    [
                        (
                            "results",
                            "refine",
                            "Before leaving the hut, save a backup of the Sailwave file to the club's shared drive.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Race 3 provisionals had the wrong PY for the Solo; corrected and re-posted.",
                        ),
                    ],
                ),
                (
                    "Duties",
                    [
                        (
                            "rota",
                            "correct",
                            "Phil Okonjo now keeps the duty rota, having taken over as Sailing Secretary from "
                            "Helen Carr.",
                        ),
                        ("race-hut-key", "", "Spare for the race hut: key safe at the dinghy park entrance."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-01",
            "safety-boats",
            "Safety boats and fuel",
            [
                (
                    "",
                    [
                        (
                            "fuel",
                            "correct",
                            "Fuel for the RIBs comes from the Shell garage on Quay Road; receipts to the "
                            "treasurer as before.",
                        ),
                        ("buoyancy", "", "Everyone racing keeps a PFD on from launching until they're ashore."),
                        (
                            "no-alcohol",
                            "",
                            "Duty team: nothing from the bar until racing is over and the boats are in.",
                        ),
                        (None, "oneoff", "The ILCA fleet had 14 starters last Sunday, a club record."),
                        (None, "chat", "Thanks all, see you on the water."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Village hall management committee minutes, third person. The Main Hall and the Committee Room are sibling
#    subjects for hire rates; only the Main Hall's is corrected, with "from next month". The thermostat is corrected
#    with "actually", the cleaning contractor by name with "now", the bookings secretary by name with no marker;
#    three refinements (capacity at tables, checking the toilets at lock-up, insurance for regular hirers).
VILLAGEHALL = Family(
    "villagehall",
    "village hall management committee minutes",
    "minutes",
    [
        Fact("main-hall-rate", "wiki", now=[r"£\s*20\b|twenty pounds"], was=[r"£\s*18\b"]),
        Fact("room-rate", "wiki"),
        Fact("main-capacity", "wiki", detail=[r"\b80\b|eighty"]),
        Fact("bookings-sec", "wiki", now=[r"\bsue\b|whitlock"], was=[r"\btom\b|ellery"]),
        Fact("treasurer", "wiki"),
        Fact("cleaner", "wiki", now=[r"brightway"], was=[r"sparkle"]),
        Fact("thermostat", "wiki", now=[r"18\s*°|18 ?degrees|eighteen"], was=[r"19\s*°|19 ?degrees|nineteen"]),
        Fact("damage-deposit", "wiki"),
        Fact("defib", "wiki"),
        Fact("no-confetti", "personal"),
        Fact("music-curfew", "personal"),
        Fact("no-smoking", "personal"),
        Fact("lock-up", "procedure", detail=[r"toilet"]),
        Fact("booking-process", "procedure", detail=[r"liability|insurance"]),
    ],
    [
        Note(
            "2026-01-13",
            "committee-minutes",
            "Little Haddon Village Hall management committee, 13 January",
            [
                (
                    "Welcome",
                    [
                        (None, "chat", "The Chair welcomed everyone and thanked Jean for the mince pies."),
                    ],
                ),
                (
                    "Officers",
                    [
                        (
                            "treasurer",
                            "",
                            "Alan Birch continues as Treasurer and reported that the accounts are in order.",
                        ),
                        (
                            "bookings-sec",
                            "",
                            "Tom Ellery remains Bookings Secretary; all hire enquiries should go to him.",
                        ),
                    ],
                ),
                (
                    "Hire charges",
                    [
                        ("main-hall-rate", "", "The Main Hall is hired at £18 per hour."),
                        ("room-rate", "", "The Committee Room is hired at £10 per hour."),
                        (
                            "damage-deposit",
                            "",
                            "A refundable damage deposit of £50 is taken for every one-off hire.",
                        ),
                    ],
                ),
                (
                    "Building",
                    [
                        ("cleaner", "", "Sparkle Cleaning clean the hall every Monday and Thursday morning."),
                        (
                            "thermostat",
                            "",
                            "The heating thermostat is set at 19°C and hirers are asked not to alter it.",
                        ),
                        (
                            None,
                            "oneoff",
                            "A slipped tile on the porch roof was reported; J. Fenn to ask a roofer to look at it.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-10",
            "committee-minutes",
            "Little Haddon Village Hall management committee, 10 February",
            [
                (
                    "Hall rules",
                    [
                        (
                            "no-confetti",
                            "",
                            "The committee reaffirmed that confetti, glitter and indoor sparklers are banned in "
                            "the hall.",
                        ),
                        ("music-curfew", "", "Amplified music at any hire must finish by 11pm."),
                        (
                            "no-smoking",
                            "",
                            "Smoking and vaping are not permitted anywhere on the premises, including the porch "
                            "and the car park.",
                        ),
                    ],
                ),
                (
                    "Procedures",
                    [
                        (
                            "lock-up",
                            "",
                            "The committee agreed the following lock-up routine for hirers:\n1. Check every fire "
                            "exit is shut and barred.\n2. Switch off the urn and the cooker at the wall.\n3. Turn "
                            "off all lights except the emergency lighting.\n4. Set the alarm at the panel in the "
                            "lobby.\n5. Lock the front door and return the key to the key safe.",
                        ),
                        (
                            "booking-process",
                            "",
                            "Bookings will be taken as follows:\n1. The hirer checks availability on the hall's "
                            "online calendar.\n2. The hirer completes and signs the hire agreement.\n3. The "
                            "damage deposit is paid by bank transfer.\n4. The Bookings Secretary confirms the "
                            "booking by email.",
                        ),
                    ],
                ),
                (
                    "Any other business",
                    [
                        (
                            "defib",
                            "",
                            "The defibrillator is in the yellow cabinet on the outside wall by the car park; the "
                            "ambulance service gives the code when 999 is called.",
                        ),
                        ("main-capacity", "", "The Main Hall's fire certificate allows up to 120 people."),
                        (None, "chat", "Thanks were recorded to R. Osei for repainting the toilets."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-10",
            "committee-minutes",
            "Little Haddon Village Hall management committee, 10 March",
            [
                (
                    "Hire charges",
                    [
                        (
                            "main-hall-rate",
                            "correct",
                            "From next month the Main Hall rate will rise to £20 an hour to cover higher oil prices.",
                        ),
                        (
                            "room-rate",
                            "",
                            "No change for the Committee Room, which stays at ten pounds hourly.",
                        ),
                        (
                            "music-curfew",
                            "",
                            "Following a neighbour's complaint, hirers will be reminded that the sound system "
                            "goes off at eleven.",
                        ),
                    ],
                ),
                (
                    "Building",
                    [
                        (
                            "thermostat",
                            "correct",
                            "The Treasurer pointed out that the heating is actually set to 18°C, to save oil.",
                        ),
                        (
                            "cleaner",
                            "correct",
                            "Brightway Cleaning now do the Monday and Thursday cleans, as Sparkle's contract "
                            "ended in February.",
                        ),
                        (None, "oneoff", "The roofer replaced the porch tile; his invoice of £85 has been paid."),
                        (None, "chat", "The Chair thanked members for braving the snow to attend."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-14",
            "committee-minutes",
            "Little Haddon Village Hall management committee, 14 April",
            [
                (
                    "Officers",
                    [
                        (
                            "bookings-sec",
                            "correct",
                            "Bookings Secretary: Sue Whitlock; hire enquiries to her.",
                        ),
                        ("treasurer", "", "The accounts were presented by A. Birch in his role as Treasurer."),
                    ],
                ),
                (
                    "Procedures",
                    [
                        (
                            "booking-process",
                            "refine",
                            "Regular hirers must also supply a copy of their public liability insurance before a "
                            "booking is confirmed.",
                        ),
                        (
                            "lock-up",
                            "refine",
                            "Whoever locks up should also check the toilets and kitchen to make sure nobody is "
                            "left inside.",
                        ),
                        (
                            "no-confetti",
                            "",
                            "Nothing that scatters, such as glitter or paper confetti, may be thrown indoors.",
                        ),
                        (None, "oneoff", "The Easter craft fair raised £412 for hall funds."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-12",
            "committee-minutes",
            "Little Haddon Village Hall management committee, 12 May",
            [
                (
                    "Hall use",
                    [
                        (
                            "main-capacity",
                            "refine",
                            "Set out with tables for a dinner, the Main Hall seats 80; the 120 limit applies to "
                            "standing events.",
                        ),
                        ("main-hall-rate", "", "Main Hall hire has been twenty pounds per hour since April."),
                        (
                            "damage-deposit",
                            "",
                            "Every one-off hirer still leaves fifty pounds against breakages and mess.",
                        ),
                        ("no-smoking", "", "No-one may light up or vape in the porch or on the car park."),
                    ],
                ),
                (
                    "Any other business",
                    [
                        (
                            "defib",
                            "",
                            "Members were reminded that the AED hangs in the yellow box on the car-park wall.",
                        ),
                        (None, "chat", "The meeting closed at 9.05pm with thanks to the Chair."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Hospital pharmacy dispensary shift log, terse bullets with abbreviations. Ward 7 and Ward 12 are sibling
#    subjects for top-up days; only Ward 12's is corrected, by a bare new value. Saturday hours are corrected with
#    "actually" (weekday hours stay), the wholesaler by name with "from next month", the rota lead by name with no
#    marker; the CD, tabard and near-miss rules are restated in other words.
DISPENSARY = Family(
    "dispensary",
    "hospital pharmacy dispensary shift log",
    "log",
    [
        Fact("weekday-hours", "wiki"),
        Fact("sat-hours", "wiki", now=[r"14:00|2\s*pm"], was=[r"13:00|1\s*pm"]),
        Fact("w7-topup", "wiki"),
        Fact("w12-topup", "wiki", now=[r"\bwed"], was=[r"\btue"]),
        Fact("wholesaler", "wiki", now=[r"alliance"], was=[r"\baah\b"]),
        Fact("rota-lead", "wiki", now=[r"nadia|qureshi"], was=[r"\bsam\b|whitford"]),
        Fact("porter-rounds", "wiki"),
        Fact("on-call", "wiki"),
        Fact("emergency-cupboard", "wiki"),
        Fact("cd-double-sign", "personal"),
        Fact("red-tabard", "personal"),
        Fact("near-miss", "personal"),
        Fact("fridge-check", "procedure", detail=[r"quarantin"]),
        Fact("tto-process", "procedure", detail=[r"\b2\s*hrs?\b|\b2\s*hours|two hours"]),
    ],
    [
        Note(
            "2026-06-01",
            "shift-log",
            "Dispensary shift log, Mon 1 Jun",
            [
                (
                    "",
                    [
                        ("weekday-hours", "", "Disp open Mon–Fri 08:30–18:30."),
                        ("sat-hours", "", "Sat opening 09:00–13:00, 1 pharm + 1 tech."),
                        ("rota-lead", "", "Rota lead: Sam Whitford (snr tech). All swaps via Sam."),
                        ("wholesaler", "", "Main wholesaler AAH; order cut-off 17:00 for next-day del."),
                        (
                            "cd-double-sign",
                            "",
                            "CDs: two signatures in the CD register for every receipt & issue. No exceptions.",
                        ),
                        ("w7-topup", "", "W7 (COTE) top-up Mon + Thu AM."),
                        ("w12-topup", "", "W12 (surg) top-up Tue + Fri AM."),
                        (None, "oneoff", "AAH order placed 16:40, ref 558213."),
                        (None, "chat", "Welcome Jo (new rotational pre-reg), first day."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-03",
            "shift-log",
            "Dispensary shift log, Wed 3 Jun",
            [
                (
                    "",
                    [
                        (
                            "fridge-check",
                            "",
                            "Fridge check, start of shift:\n1. Read current/min/max on each fridge display.\n2. "
                            "Write on temp log sheet + initial.\n3. Reset min/max.\n4. Outside 2–8 °C → tell "
                            "duty pharm straight away.",
                        ),
                        (
                            "tto-process",
                            "",
                            "TTO flow:\n1. Clinical screen by pharm.\n2. Label + assemble.\n3. Accuracy check "
                            "(ACPT or 2nd pharm).\n4. Bag, seal, send via porter or pod.",
                        ),
                        ("red-tabard", "", "Red tabard on = accuracy checking. Don't interrupt."),
                        ("near-miss", "", "Near misses → NM sheet same shift, even trivial ones."),
                        ("porter-rounds", "", "Porters collect from the hatch every hr at half past."),
                        (None, "oneoff", "Fridge 2 max 8.4 °C overnight, current 5.1 °C. Reset, QA informed."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-08",
            "shift-log",
            "Dispensary shift log, Mon 8 Jun",
            [
                (
                    "",
                    [
                        ("on-call", "", "OOH queries: on-call pharm via switchboard, bleep 2240."),
                        ("emergency-cupboard", "", "Emergency drugs cupboard on AMU; key held by site manager."),
                        ("cd-double-sign", "", "Nothing leaves the CD cabinet on one signature."),
                        (None, "chat", "Thx Priya for covering lunches today."),
                        (None, "oneoff", "Datix 44120 raised: wrong strength picked, caught at accuracy check."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-12",
            "shift-log",
            "Dispensary shift log, Fri 12 Jun",
            [
                (
                    "",
                    [
                        ("sat-hours", "correct", "Sat hours actually 09:00–14:00; printed rota was wrong."),
                        ("w12-topup", "correct", "W12 (surg) top-up: Wed + Sat."),
                        ("w7-topup", "", "COTE ward stock: Mondays and Thursdays."),
                        (
                            "fridge-check",
                            "refine",
                            "Fridge out of range: quarantine the stock in a labelled bag, not to be used until QA "
                            "OKs it.",
                        ),
                        ("red-tabard", "", "If someone's in the red tabard, leave them to finish the check."),
                        (None, "chat", "Cake in the office for Bev's leaving do."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-17",
            "shift-log",
            "Dispensary shift log, Wed 17 Jun",
            [
                (
                    "",
                    [
                        ("rota-lead", "correct", "Rota lead: Nadia Qureshi. Swap requests to Nadia."),
                        (
                            "wholesaler",
                            "correct",
                            "From next month main wholesaler → Alliance Healthcare. Cut-off stays 17:00.",
                        ),
                        (
                            "tto-process",
                            "refine",
                            "TTOs: target 2 hrs from receipt to sent, incl. accuracy check.",
                        ),
                        ("porter-rounds", "", "Portering pick-ups xx:30, hourly."),
                        ("near-miss", "", "Log every NM before you go home."),
                        (None, "oneoff", "Pod system down 11:00–13:20; TTOs went by porter."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-22",
            "shift-log",
            "Dispensary shift log, Mon 22 Jun",
            [
                (
                    "",
                    [
                        (
                            "on-call",
                            "",
                            "Out of hours, go through switchboard for the on-call pharmacist (bleep 2240).",
                        ),
                        ("weekday-hours", "", "Weekdays we're open half eight till half six."),
                        ("w12-topup", "", "Surgical ward stock: Weds and Sats."),
                        ("emergency-cupboard", "", "AMU emergency cupboard key: ask the site manager."),
                        (None, "chat", "Quiet Monday for once."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [GROOMER, RACEOFFICERS, VILLAGEHALL, DISPENSARY]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "groomer": [("pepper-cycle", "otto-cycle")],
    "raceofficers": [("handicap-start", "ilca-start")],
    "villagehall": [("main-hall-rate", "room-rate")],
    "dispensary": [("w7-topup", "w12-topup"), ("weekday-hours", "sat-hours")],
}

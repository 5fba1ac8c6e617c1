"""A fourteenth tuning half: four families written blind to the engine (a self-employed tattoo artist's chat
sessions with an assistant, a cricket club's groundstaff handbook resource notes, a water-polo club committee's
meeting minutes, a hospital radiology department's night-shift log). Tuned on from the commit that added them."""

from tests.dream_suite import Fact, Family, Note

# 1. Tattoo artist's chat sessions with an assistant, first person. Two ongoing clients (Maya, Theo) are sibling
#    subjects for their pieces and sitting schedules; Theo's start time is corrected with "actually", the deposit by
#    a bare new value, the ink supplier by name with "now", the booking app by name with no marker. Maya's sitting
#    pattern and the hands/neck/face rule are restated twice in other words; the aftercare sheet and the touch-up
#    policy get a refinement each.
TATTOO = Family(
    "tattoo-artist",
    "self-employed tattoo artist",
    "session",
    [
        Fact("no-hands", "personal"),
        Fact("no-walkins", "personal"),
        Fact("no-copying", "personal"),
        Fact("hourly-rate", "wiki"),
        Fact("deposit", "wiki", now=[r"£\s*60\b"], was=[r"£\s*50\b"]),
        Fact("booking-app", "wiki", now=[r"fresha"], was=[r"square"]),
        Fact("maya-piece", "wiki"),
        Fact("theo-piece", "wiki"),
        Fact("maya-session", "wiki"),
        Fact("theo-session", "wiki", now=[r"\b13:00\b|\bone o'clock\b|\b1\s*pm\b"], was=[r"\b10:00\b|\b10\s*am\b"]),
        Fact("ink-supplier", "wiki", now=[r"barber"], was=[r"killer ink"]),
        Fact("touch-ups", "wiki", detail=[r"photo"]),
        Fact("aftercare", "procedure", detail=[r"swim|sunbed"]),
        Fact("station-setup", "procedure"),
    ],
    [
        Note(
            "2026-05-05",
            "studio-admin",
            "Sorting out my tattoo studio notes",
            [
                (
                    "Me and how I work",
                    [
                        (
                            None,
                            "chat",
                            "Hiya! Got a few minutes? I want my studio stuff written down properly before the "
                            "summer rush kicks off.",
                        ),
                        ("no-hands", "", "Hard rule: I don't do hands, necks or faces, no matter who's asking."),
                        ("no-walkins", "", "I don't take walk-ins at all; every tattoo is booked in advance."),
                        (
                            "no-copying",
                            "",
                            "People can bring reference pictures, but I will never copy another artist's tattoo "
                            "line for line.",
                        ),
                        ("hourly-rate", "", "I charge £90 an hour, with a two-hour minimum for anything new."),
                        (
                            "deposit",
                            "",
                            "To hold a slot I take a £50 deposit. It's non-refundable and it comes off the last "
                            "session.",
                        ),
                        (
                            "booking-app",
                            "",
                            "All my bookings go through Square Appointments, which is linked from my Instagram bio.",
                        ),
                    ],
                ),
                (
                    "Ongoing clients",
                    [
                        (
                            "maya-piece",
                            "",
                            "Maya Osei is getting a Japanese koi and peony sleeve on her left arm.",
                        ),
                        ("maya-session", "", "She comes in every third Thursday at 11:00."),
                        ("theo-piece", "", "Theo Brandt's project is a blackwork geometric back piece."),
                        (
                            "theo-session",
                            "",
                            "Theo is booked every other Saturday at 10:00, usually for about four hours.",
                        ),
                        (
                            None,
                            "oneoff",
                            "He paid up front for his next three sittings this morning, payment ref TB-3318.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-07",
            "aftercare-sheet",
            "Rewriting my aftercare sheet",
            [
                (
                    "",
                    [
                        (
                            "aftercare",
                            "",
                            "The aftercare I give every client:\n1. Keep the Saniderm on for three to four days.\n"
                            "2. Peel it off slowly under a warm shower.\n3. Wash with unscented soap and pat dry "
                            "with kitchen roll.\n4. Put on a thin layer of Bepanthen twice a day for two weeks.",
                        ),
                        (
                            None,
                            "chat",
                            "Could you put that in plainer words? Half my clients only skim it on their phone.",
                        ),
                        (
                            "station-setup",
                            "",
                            "And this is how I set up my station before each client:\n1. Wipe every surface down "
                            "with Madacide.\n2. Bag the machine, clip cord and wash bottle in barrier film.\n3. "
                            "Pour fresh ink caps for that client only.\n4. Open the sealed needle cartridges in "
                            "front of them.",
                        ),
                        (
                            "touch-ups",
                            "",
                            "Touch-ups are free if they're within three months of the final session.",
                        ),
                        ("ink-supplier", "", "I buy all my ink and cartridges from Killer Ink in Sheffield."),
                        (None, "chat", "Thanks, that reads way better than my old version."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-14",
            "diary-shuffle",
            "Shuffling my diary around",
            [
                (
                    "",
                    [
                        (
                            "theo-session",
                            "correct",
                            "Actually Theo is going to come in at 13:00 on his Saturdays from now on, he's got "
                            "football in the mornings.",
                        ),
                        (
                            "maya-session",
                            "",
                            "Maya's sittings stay on a Thursday, once every three weeks, starting at eleven.",
                        ),
                        (
                            "deposit",
                            "correct",
                            "Deposits are £60 to secure a date; still non-refundable, still off the final bill.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Some lad messaged this morning wanting knuckle lettering done this Saturday.",
                        ),
                        ("no-hands", "", "Fingers, throat and face are all off the table for me, full stop."),
                        (None, "chat", "Sorry, I'm rambling a bit, it's been a long week."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-22",
            "suppliers-bookings",
            "Suppliers and bookings",
            [
                (
                    "",
                    [
                        (
                            "ink-supplier",
                            "correct",
                            "I now order all my ink and cartridges from Barber DTS; their next-day delivery is far "
                            "more reliable.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Half of today's order turned up this afternoon, the second box is still missing.",
                        ),
                        ("booking-app", "correct", "New clients book through Fresha, and the link's in my bio."),
                        (
                            "no-walkins",
                            "",
                            "If someone wanders in off the street I point them at the booking link. Nobody gets "
                            "tattooed on the spot.",
                        ),
                        (
                            "hourly-rate",
                            "",
                            "Ninety quid per hour is what I ask, and nothing new takes less than two hours.",
                        ),
                        (
                            "aftercare",
                            "refine",
                            "One more thing for the aftercare sheet: no swimming, sunbeds or sea water for four "
                            "weeks after a session.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-02",
            "june-catch-up",
            "June catch-up",
            [
                (
                    "",
                    [
                        (
                            "touch-ups",
                            "refine",
                            "For a free touch-up within the three months, I need a photo of the healed tattoo "
                            "before I'll book it in.",
                        ),
                        ("theo-session", "", "Theo's fortnightly Saturdays start at one o'clock."),
                        ("maya-session", "", "Maya: Thursdays at 11, every third week."),
                        (None, "oneoff", "Her sleeve is about two-thirds done as of today."),
                        (
                            "station-setup",
                            "",
                            "Before anyone sits in the chair, everything gets disinfected, the machine and cord "
                            "get wrapped, each person gets their own ink pots and sealed needles are opened where "
                            "they can see.",
                        ),
                        (
                            "no-copying",
                            "",
                            "I'm happy to take inspiration from a picture, but reproducing someone else's finished "
                            "work is a no.",
                        ),
                        (None, "chat", "Thanks for all the help with this, honestly saves me so much time."),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Cricket club groundstaff handbook, resource notes, third person. The square and the outfield are sibling
#    subjects for height of cut, junior and senior nets for their evenings (subjects mostly in the headings); the
#    outfield height is corrected by a bare new value, senior nets with "changed to" (by day), the head groundsman
#    by name with "from now on", the mower servicing firm by name with no marker. Two numbered how-tos get a
#    refinement each (match prep's Friday cut, watering after renovation); the wet-rolling rule is restated twice.
GROUNDSTAFF = Family(
    "cricket-ground",
    "cricket club groundstaff handbook",
    "resource",
    [
        Fact("no-roll-wet", "personal"),
        Fact("ear-defenders", "personal"),
        Fact("off-square", "personal"),
        Fact("head-groundsman", "wiki", now=[r"\bdev\b|chauhan"], was=[r"\bpete\b|lomas"]),
        Fact("square-height", "wiki"),
        Fact("outfield-height", "wiki", now=[r"\b12\s*mm"], was=[r"\b15\s*mm"]),
        Fact("nets-juniors", "wiki"),
        Fact("nets-seniors", "wiki", now=[r"thursday"], was=[r"wednesday"]),
        Fact("water-source", "wiki"),
        Fact("mower-service", "wiki", now=[r"lister"], was=[r"greenfield"]),
        Fact("loam-supplier", "wiki"),
        Fact("pitch-prep", "procedure", detail=[r"\b4\s*mm"]),
        Fact("covers", "procedure"),
        Fact("renovation", "procedure", detail=[r"every evening"]),
    ],
    [
        Note(
            "2026-03-30",
            "groundstaff-handbook",
            "Hollins Bridge CC groundstaff handbook",
            [
                (
                    "",
                    [
                        (
                            None,
                            "chat",
                            "This handbook is for everyone who helps out on the ground at weekends; ask if anything "
                            "in it doesn't make sense.",
                        ),
                    ],
                ),
                (
                    "Who's who",
                    [
                        (
                            "head-groundsman",
                            "",
                            "Pete Lomas is head groundsman. Any decision about which strip gets played on is his.",
                        ),
                    ],
                ),
                (
                    "The square",
                    [
                        ("square-height", "", "Mown at 10 mm, three times a week from April to September."),
                        (
                            "off-square",
                            "",
                            "Keep off the square unless you are groundstaff or an umpire; walk round the edge.",
                        ),
                        (
                            "no-roll-wet",
                            "",
                            "Never roll it when it's wet enough that water shows when you press a thumb in.",
                        ),
                    ],
                ),
                (
                    "Outfield",
                    [
                        ("outfield-height", "", "Mown at 15 mm, twice a week from April to September."),
                    ],
                ),
                (
                    "Nets",
                    [
                        (
                            "nets-juniors",
                            "",
                            "Junior nets are on Monday evenings, 6 to 7.30pm; have the grass lane cut and marked by 5.",
                        ),
                        ("nets-seniors", "", "Senior nets are on Wednesday evenings, 6.30 to 8.30pm."),
                    ],
                ),
                (
                    "Water",
                    [
                        (
                            "water-source",
                            "",
                            "Irrigation for the square comes from the borehole pump in the old scorebox, not the "
                            "mains.",
                        ),
                        (None, "oneoff", "Rainfall last week was 31 mm, so no watering needed yet."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-02",
            "match-prep",
            "Match pitch preparation and covers",
            [
                (
                    "Preparing a match pitch",
                    [
                        (
                            "pitch-prep",
                            "",
                            "For a Saturday game:\n1. Monday: check the rota and peg out the chosen strip.\n2. "
                            "Monday to Wednesday: brush, then light roll for 20 minutes each day.\n3. Thursday: "
                            "heavy roll with the 2-tonne roller in a cross pattern.\n4. Friday: paint the creases "
                            "and cut the stump holes.",
                        ),
                    ],
                ),
                (
                    "Covers",
                    [
                        (
                            "covers",
                            "",
                            "Getting the covers on when rain comes:\n1. Never fewer than two people.\n2. Roll the "
                            "flat sheets out from the pavilion end.\n3. Weight every edge with sandbags.\n4. Push "
                            "the wheeled cover over the match strip last.",
                        ),
                    ],
                ),
                (
                    "Machinery",
                    [
                        (
                            "ear-defenders",
                            "",
                            "Ear defenders and steel-toe boots are worn whenever a mower, roller or strimmer is "
                            "running.",
                        ),
                        (
                            "mower-service",
                            "",
                            "Both cylinder mowers go to Greenfield Turf Machinery for their annual service every "
                            "February.",
                        ),
                        (
                            None,
                            "oneoff",
                            "The new sightscreen arrives Tuesday 7 April in the morning; leave the top gate unlocked.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-13",
            "groundstaff-handbook",
            "Hollins Bridge CC groundstaff handbook",
            [
                (
                    "Who's who",
                    [
                        (
                            "head-groundsman",
                            "correct",
                            "From now on Dev Chauhan is head groundsman and has the final say on pitch selection.",
                        ),
                        (None, "chat", "Big thanks to Pete for eleven years of looking after this ground."),
                    ],
                ),
                (
                    "The square",
                    [
                        ("square-height", "", "Ten millimetres is the height of cut; three mows a week in season."),
                        (
                            "no-roll-wet",
                            "",
                            "If the surface is saturated, the heavy roller stays in the shed until it drains.",
                        ),
                    ],
                ),
                (
                    "Outfield",
                    [
                        ("outfield-height", "correct", "Height of cut 12 mm, twice weekly through the season."),
                    ],
                ),
                (
                    "Nets",
                    [
                        (
                            "nets-seniors",
                            "correct",
                            "Senior nets changed to Thursday evenings, same times, 6.30 to 8.30pm.",
                        ),
                        ("nets-juniors", "", "The kids' session in the nets is Mondays, six till half past seven."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-27",
            "machinery-and-loam",
            "Machinery, loam and renovation",
            [
                (
                    "Machinery",
                    [
                        (
                            "mower-service",
                            "correct",
                            "The mowers are serviced by Lister Turf Care in Colne, once a year in February.",
                        ),
                        (
                            "ear-defenders",
                            "",
                            "Hearing protection and safety footwear on for any powered kit, no exceptions.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Mower 2 snapped its drive belt this morning; a replacement is on order, due Thursday.",
                        ),
                    ],
                ),
                (
                    "Loam and renovation",
                    [
                        (
                            "loam-supplier",
                            "",
                            "We use Surrey Loam from Boughton and order 30 bags every September.",
                        ),
                        (
                            "renovation",
                            "",
                            "End-of-season renovation, for each used pitch:\n1. Scarify hard in two directions.\n"
                            "2. Hollow-tine aerate.\n3. Overseed at 35 g per square metre.\n4. Top-dress with "
                            "loam, about 7 bags a pitch, and lute it level.",
                        ),
                    ],
                ),
                (
                    "Preparing a match pitch",
                    [
                        (
                            "pitch-prep",
                            "refine",
                            "Addition to match prep: on the Friday the match strip gets a final cut down to 4 mm "
                            "before the creases go on.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-11",
            "groundstaff-handbook",
            "Hollins Bridge CC groundstaff handbook",
            [
                (
                    "Who's who",
                    [
                        ("head-groundsman", "", "Dev is the person to ask about anything to do with the middle."),
                    ],
                ),
                (
                    "The square",
                    [
                        (
                            "off-square",
                            "",
                            "Players, parents and dogs stay off the middle; only the ground team and match "
                            "officials may walk across it.",
                        ),
                        ("no-roll-wet", "", "Don't put any roller on a soaked surface."),
                        (None, "oneoff", "Machinery shed key safe code for May: 2719."),
                    ],
                ),
                (
                    "Outfield",
                    [
                        ("outfield-height", "", "It stays at 12 mm for the rest of the summer."),
                    ],
                ),
                (
                    "Covers",
                    [
                        (
                            "covers",
                            "",
                            "When a shower's coming, it's a two-person job at least: sheets out starting at the "
                            "pavilion end, sandbags along the edges, and the wheeled one goes over the match strip "
                            "last.",
                        ),
                        (None, "chat", "Cheers to the colts' parents who helped drag them on last Saturday."),
                    ],
                ),
                (
                    "Loam and renovation",
                    [
                        (
                            "renovation",
                            "refine",
                            "Once the loam is on, water the renovated pitches every evening for three weeks unless "
                            "it rains.",
                        ),
                        (
                            "loam-supplier",
                            "",
                            "Top-dressing comes from Boughton (Surrey Loam); thirty bags are ordered each autumn.",
                        ),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Water-polo club committee minutes, third person, numbered agenda headings with apologies, AOB and actions.
#    Senior and junior squads are sibling subjects for training slots and coaches; the junior slot is corrected
#    with "actually" (by day), the junior coach by name with "now", the home match fee by a bare new value, the kit
#    supplier by name with no marker. The DBS rule is restated twice; subs and away travel are refined.
WATERPOLO = Family(
    "waterpolo-committee",
    "water-polo club committee minutes",
    "minutes",
    [
        Fact("caps-rule", "personal"),
        Fact("dbs-rule", "personal"),
        Fact("no-betting", "personal"),
        Fact("senior-training", "wiki"),
        Fact("junior-training", "wiki", now=[r"sunday"], was=[r"saturday"]),
        Fact("senior-coach", "wiki"),
        Fact("junior-coach", "wiki", now=[r"callum|\breid\b"], was=[r"hannah|greer"]),
        Fact("subs", "wiki", detail=[r"£\s*20\b"]),
        Fact("match-fee", "wiki", now=[r"£\s*6\b"], was=[r"£\s*5\b"]),
        Fact("kit-supplier", "wiki", now=[r"poolside teamwear"], was=[r"aquasport"]),
        Fact("home-matches", "wiki"),
        Fact("secretary", "wiki"),
        Fact("away-travel", "procedure", detail=[r"\bd1\b"]),
        Fact("new-member", "procedure"),
    ],
    [
        Note(
            "2026-09-02",
            "committee-minutes",
            "Riverside Otters WPC committee meeting, 2 September 2026",
            [
                (
                    "1. Welcome and apologies",
                    [
                        (None, "chat", "The chair welcomed everyone back after the summer break."),
                        (None, "oneoff", "Apologies: Gill Parry, Tom Asante."),
                    ],
                ),
                (
                    "2. Training",
                    [
                        (
                            "senior-training",
                            "",
                            "Senior squad training stays on Tuesdays, 20:00 to 21:30, in the main pool at Kingsmead.",
                        ),
                        (
                            "junior-training",
                            "",
                            "The junior squad trains on Saturday mornings, 08:00 to 09:30, also at Kingsmead.",
                        ),
                        ("senior-coach", "", "Marko Ilić continues as senior coach."),
                        ("junior-coach", "", "Hannah Greer is junior coach again this season."),
                        (
                            "caps-rule",
                            "",
                            "MI reminded members that nobody gets in the water at training without a club cap with "
                            "ear guards.",
                        ),
                    ],
                ),
                (
                    "3. Finance",
                    [
                        (
                            "subs",
                            "",
                            "The treasurer (SR) confirmed adult subs remain £32 a month, paid by direct debit.",
                        ),
                        (
                            "match-fee",
                            "",
                            "Players pay £5 for each home league match, which goes towards referees and pool time.",
                        ),
                        (None, "oneoff", "Bank balance at 31 August: £4,812.60."),
                    ],
                ),
                (
                    "4. Welfare",
                    [
                        (
                            "dbs-rule",
                            "",
                            "GP asked by email that the rule be restated: every adult helping on poolside with the "
                            "juniors must hold a current DBS check.",
                        ),
                    ],
                ),
                (
                    "5. AOB",
                    [
                        (
                            "no-betting",
                            "",
                            "A bookmaker has offered shirt sponsorship. The committee reaffirmed that the club does "
                            "not take sponsorship from betting companies.",
                        ),
                        (
                            "secretary",
                            "",
                            "Dan Whitlock, as club secretary, handles all correspondence with the league.",
                        ),
                        (None, "oneoff", "Action: DW to reply to the bookmaker declining the offer."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-16",
            "committee-minutes",
            "Riverside Otters WPC committee meeting, 16 September 2026",
            [
                (
                    "1. Apologies",
                    [
                        (None, "oneoff", "Apologies: Marko Ilić."),
                    ],
                ),
                (
                    "2. Matters arising",
                    [
                        (
                            "junior-training",
                            "correct",
                            "Kingsmead has given the early weekend slot to swimming lessons, so the juniors "
                            "actually train on Sundays, 09:00 to 10:30, starting on the 27th.",
                        ),
                        (
                            "dbs-rule",
                            "",
                            "Nobody works with the under-16s on poolside unless their background check is in date.",
                        ),
                    ],
                ),
                (
                    "3. Fixtures and travel",
                    [
                        ("home-matches", "", "Home league games are played at Kingsmead on Sunday afternoons."),
                        (
                            "away-travel",
                            "",
                            "Away match arrangements were agreed:\n1. The team manager posts the squad on Spond by "
                            "Wednesday.\n2. Players confirm availability by Thursday 20:00.\n3. The secretary books "
                            "the club minibus.\n4. Drivers claim 30p a mile on the expenses form.",
                        ),
                        (None, "oneoff", "The first away fixture is at Bristol Central on 4 October."),
                    ],
                ),
                (
                    "4. Membership and kit",
                    [
                        (
                            "new-member",
                            "",
                            "Process for new members:\n1. Two free trial sessions.\n2. A swim test of 200 m without "
                            "touching the bottom or the side.\n3. Join on the club website and set up the direct "
                            "debit.\n4. The membership secretary registers them with England Water Polo.",
                        ),
                        ("kit-supplier", "", "Club caps and costumes come from Aquasport Direct."),
                        (
                            None,
                            "oneoff",
                            "Action: TA to collect costume sizes from the seniors before the next meeting.",
                        ),
                        (None, "chat", "Thanks to Tom for finally sorting out the lost property box."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-30",
            "committee-minutes",
            "Riverside Otters WPC committee meeting, 30 September 2026",
            [
                (
                    "1. Apologies",
                    [
                        (None, "oneoff", "No apologies received; all eight committee members present."),
                    ],
                ),
                (
                    "2. Coaching",
                    [
                        (
                            "junior-coach",
                            "correct",
                            "Callum Reid is now junior coach; the committee thanked him for stepping in at short "
                            "notice.",
                        ),
                        ("senior-coach", "", "Marko will carry on leading the seniors on Tuesday nights."),
                        ("senior-training", "", "Seniors: Tuesday, 8pm to half nine, Kingsmead main pool."),
                    ],
                ),
                (
                    "3. Finance",
                    [
                        (
                            "match-fee",
                            "correct",
                            "Home match fee set at £6 per player from October, as referee costs have gone up.",
                        ),
                        (
                            "subs",
                            "refine",
                            "Subs: adults £32 a month; students and unwaged members pay £20.",
                        ),
                        (None, "oneoff", "SR reported 41 paid-up members as of today."),
                    ],
                ),
                (
                    "4. AOB",
                    [
                        (
                            "caps-rule",
                            "",
                            "The coaches will send anyone without protective headgear out of the pool.",
                        ),
                        (None, "chat", "The chair thanked everyone for a quick meeting."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-10-07",
            "committee-minutes",
            "Riverside Otters WPC committee meeting, 7 October 2026 (AGM planning)",
            [
                (
                    "1. Apologies",
                    [
                        (None, "oneoff", "Apologies: Sunita Rao."),
                    ],
                ),
                (
                    "2. AGM",
                    [
                        (None, "oneoff", "The AGM will be held on 12 November, 19:30, in the Kingsmead function room."),
                        (
                            "secretary",
                            "",
                            "League emails and registrations all go through Dan in his role as secretary.",
                        ),
                    ],
                ),
                (
                    "3. Membership",
                    [
                        (
                            "new-member",
                            "",
                            "Anyone new gets a couple of free tries, must swim 200 metres unaided, then signs up "
                            "online before being registered nationally.",
                        ),
                    ],
                ),
                (
                    "4. Kit and sponsorship",
                    [
                        (
                            "kit-supplier",
                            "correct",
                            "Kit will be ordered from Poolside Teamwear, who quoted £14 per cap.",
                        ),
                        (
                            "no-betting",
                            "",
                            "The committee agreed again that gambling firms are not acceptable as club sponsors.",
                        ),
                        (None, "chat", "Cake was provided by Callum's mum, which was much appreciated."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-10-14",
            "committee-minutes",
            "Riverside Otters WPC committee meeting, 14 October 2026",
            [
                (
                    "1. Apologies",
                    [
                        (None, "oneoff", "Apologies: Callum Reid, Gill Parry."),
                    ],
                ),
                (
                    "2. Training",
                    [
                        (
                            "junior-training",
                            "",
                            "TA said the juniors' Sunday nine o'clock session suits families far better.",
                        ),
                        (None, "oneoff", "18 juniors attended last weekend."),
                    ],
                ),
                (
                    "3. Travel",
                    [
                        (
                            "away-travel",
                            "refine",
                            "Minibus drivers for away trips must be over 25 and hold D1 on their licence.",
                        ),
                        (
                            "dbs-rule",
                            "",
                            "No volunteer goes on the junior poolside until their clearance is confirmed as up to "
                            "date.",
                        ),
                    ],
                ),
                (
                    "4. AOB",
                    [
                        ("home-matches", "", "Sunday afternoons at Kingsmead remain home for league fixtures."),
                        ("match-fee", "", "Team captains will collect the £6 a head at home matches."),
                        (None, "oneoff", "Action: DW to circulate the AGM agenda by 29 October."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Hospital radiology night-shift log, terse bullets and abbreviations. CT1 and CT2 are sibling subjects (daily
#    QA time, vendor fault line), named only by section headings; CT2's QA time is corrected by a bare new value,
#    overnight reporting by name with "now", the night porter bleep with "changed to" (by number). The MRI rule is
#    restated twice, CT1's QA twice; the CT-down and extravasation procedures get a refinement each. Scanner faults,
#    totals and Datix refs are one-offs.
RADIOLOGY = Family(
    "radiology-nights",
    "hospital radiology night-shift log",
    "log",
    [
        Fact("night-team", "personal"),
        Fact("no-ooh-mri", "personal"),
        Fact("preg-check", "personal"),
        Fact("mri-pair", "personal"),
        Fact("ct1-qa", "wiki"),
        Fact("ct2-qa", "wiki", now=[r"\b06:00\b"], was=[r"\b06:30\b"]),
        Fact("ct1-engineer", "wiki"),
        Fact("ct2-engineer", "wiki"),
        Fact("reporting-cover", "wiki", now=[r"everlight"], was=[r"telemedicus"]),
        Fact("porter-bleep", "wiki", now=[r"\b4419\b"], was=[r"\b4412\b"]),
        Fact("contrast-stock", "wiki"),
        Fact("ct-down", "procedure", detail=[r"datix"]),
        Fact("extravasation", "procedure", detail=[r"skin marker"]),
        Fact("stroke-ct", "procedure"),
    ],
    [
        Note(
            "2026-11-03",
            "nights-log",
            "Radiology nights log, Tue 3 Nov",
            [
                (
                    "",
                    [
                        ("night-team", "", "Nights: 2 radiographers (1 CT, 1 plain film) + HCA until 02:00."),
                        ("reporting-cover", "", "O/N reporting 23:00–08:00 by Telemedicus; request via ICE as normal."),
                        ("porter-bleep", "", "Night porter bleep 4412."),
                        (
                            "no-ooh-mri",
                            "",
                            "No MRI o/n unless ?cord compression or ?cauda equina, and only with cons approval.",
                        ),
                        ("mri-pair", "", "If MRI does run o/n: 2 staff in the controlled area, never alone."),
                        (None, "oneoff", "Totals: CT 19, XR 27, portables 4."),
                    ],
                ),
                (
                    "CT1",
                    [
                        ("ct1-qa", "", "Daily QA at 07:00, warm-up + water phantom before first pt."),
                        ("ct1-engineer", "", "Faults: Siemens UpTime line 0800 731 4455, have system no. ready."),
                    ],
                ),
                (
                    "CT2",
                    [
                        ("ct2-qa", "", "QA every morning 06:30: warm-up, phantom."),
                        ("ct2-engineer", "", "Faults → Canon service desk 0345 602 1188."),
                        (None, "oneoff", "02:14 table wouldn't move, error E-217; rebooted, OK by 02:40."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-11-06",
            "nights-log",
            "Radiology nights log, Fri 6 Nov",
            [
                (
                    "",
                    [
                        (
                            "ct-down",
                            "",
                            "If a CT goes down:\n1. One full reboot.\n2. Still down → ring the vendor line for that "
                            "scanner.\n3. Divert ED to the other CT, tell the ED NIC.\n4. Inform site manager.",
                        ),
                        (
                            "extravasation",
                            "",
                            "Contrast extravasation:\n1. Stop injection, leave cannula in, aspirate what you can.\n"
                            "2. Elevate limb, cold pack 20 min.\n3. ED/ward dr to review.\n4. Complete the "
                            "extravasation form, give pt the leaflet.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Datix W-88314 for the 01:30 one (L ACF, small vol), pt reviewed by ED SHO.",
                        ),
                        (
                            "contrast-stock",
                            "",
                            "Spare Omnipaque 350 is in the CT1 prep room, cupboard B, bottom shelf.",
                        ),
                        (
                            "preg-check",
                            "",
                            "Reminder: no abdo/pelvis imaging on F 12–55 without preg status documented on the "
                            "request.",
                        ),
                        (None, "chat", "Quiet after 03:00, thx Mo for the coffee run."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-11-10",
            "nights-log",
            "Radiology nights log, Tue 10 Nov",
            [
                (
                    "",
                    [
                        (
                            "reporting-cover",
                            "correct",
                            "O/N reporting now Everlight, same hrs, ICE requests unchanged.",
                        ),
                        (
                            "no-ooh-mri",
                            "",
                            "Out of hours the magnet's closed to everything except spinal emergencies the on-call "
                            "cons has OK'd.",
                        ),
                        (
                            "stroke-ct",
                            "",
                            "Code stroke:\n1. ED pre-alert on the red phone in CT2.\n2. NCCT head, then CTA arch to "
                            "vertex.\n3. Push to PACS + Brainomix.\n4. Phone stroke reg: 'scan done'.",
                        ),
                        (None, "oneoff", "Totals: CT 24, XR 30. 2x code stroke, both scanned < 20 min."),
                    ],
                ),
                (
                    "CT2",
                    [
                        ("ct2-qa", "correct", "QA every morning 06:00: warm-up, phantom."),
                    ],
                ),
                (
                    "CT1",
                    [
                        ("ct1-qa", "", "Seven o'clock phantom as usual before anyone goes on the table."),
                        (None, "oneoff", "Gantry fan noisy ~04:00, Siemens aware, monitoring."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-11-15",
            "nights-log",
            "Radiology nights log, Sun 15 Nov",
            [
                (
                    "",
                    [
                        ("porter-bleep", "correct", "Night porter bleep changed to 4419 (new bleep system)."),
                        (
                            "night-team",
                            "",
                            "Standard o/n staffing = CT radiographer + general radiographer; HCA leaves at 2am.",
                        ),
                        (
                            "ct-down",
                            "refine",
                            "CT down: also Datix it before end of shift, even if a reboot fixed it.",
                        ),
                        (
                            None,
                            "oneoff",
                            "CT2 down 03:20–04:45 (E-217 again); ED diverted to CT1, Canon ticket 7731-KX.",
                        ),
                        (None, "chat", "Handover to days 08:00 — Priya."),
                    ],
                ),
                (
                    "CT2",
                    [
                        ("ct2-engineer", "", "Vendor desk (Canon): 0345 602 1188."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-11-21",
            "nights-log",
            "Radiology nights log, Sat 21 Nov",
            [
                (
                    "",
                    [
                        (
                            "extravasation",
                            "refine",
                            "Extravasation: draw round the swelling with a skin marker and photo it (with consent) "
                            "before the pt leaves.",
                        ),
                        (
                            "preg-check",
                            "",
                            "Women of childbearing age: pregnancy status must be on the form before any abdomen or "
                            "pelvis exposure.",
                        ),
                        ("contrast-stock", "", "Omnipaque backup: CT1 prep, cupbd B."),
                        (
                            None,
                            "oneoff",
                            "Declined o/n MRI L-spine from AMU (not ?CES), rebooked for days.",
                        ),
                        ("mri-pair", "", "Nobody goes through the MR door on their own at night."),
                        (None, "oneoff", "Totals: CT 21, XR 25, portables 6."),
                    ],
                ),
                (
                    "CT1",
                    [
                        ("ct1-qa", "", "Phantom scan at 7 every morning, pts only after."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-11-27",
            "nights-log",
            "Radiology nights log, Fri 27 Nov",
            [
                (
                    "",
                    [
                        ("reporting-cover", "", "Everlight covering reporting overnight."),
                        ("no-ooh-mri", "", "Reminder: o/n MRI = spinal emergencies with cons sign-off only."),
                        (
                            "stroke-ct",
                            "",
                            "Stroke call: plain head first then angio on CT2, images off to PACS and Brainomix, ring "
                            "the reg when done.",
                        ),
                        ("porter-bleep", "", "Porters o/n: 4419."),
                        (None, "oneoff", "Ice on the ambulance ramp, estates gritted 22:30."),
                        (None, "chat", "Cheers to ED for the biscuits."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [TATTOO, GROUNDSTAFF, WATERPOLO, RADIOLOGY]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "tattoo-artist": [("maya-session", "theo-session"), ("maya-piece", "theo-piece")],
    "cricket-ground": [("square-height", "outfield-height"), ("nets-juniors", "nets-seniors")],
    "waterpolo-committee": [("senior-training", "junior-training"), ("senior-coach", "junior-coach")],
    "radiology-nights": [("ct1-qa", "ct2-qa"), ("ct1-engineer", "ct2-engineer")],
}

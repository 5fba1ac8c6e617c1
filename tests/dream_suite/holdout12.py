"""A twelfth holdout half: four families written blind to the engine (a mobile dog groomer's chat sessions with an
assistant, a city farm's volunteer handbook resource notes, a small housing charity's trustee board minutes, a
former lighthouse keeper's hand-written notes on his holiday cottages). Never tuned on."""

from tests.dream_suite import Fact, Family, Note

# 1. Mobile dog groomer's chat sessions with an assistant, first person. Two regular clients' dogs (Pickle, Bramble)
#    are sibling subjects for grooming cycle and clip, named only by the section heading once; Bramble's cycle is
#    corrected with "actually", the shampoo supplier by name with no marker, the blade sharpener by a new person
#    with "now", the booking deposit by value with "from next month"; two refinements (Bramble's clip, van clean).
GROOMER = Family(
    "groomer",
    "mobile dog grooming business",
    "session",
    [
        Fact("days-off", "personal"),
        Fact("day-limit", "personal"),
        Fact("no-sedation", "personal"),
        Fact("matted-coats", "personal"),
        Fact("pickle-cycle", "wiki"),
        Fact("bramble-cycle", "wiki", now=[r"\b(5|five)[- ]weeks?"], was=[r"\b(4|four)[- ]weeks?"]),
        Fact("pickle-clip", "wiki"),
        Fact("bramble-clip", "wiki", detail=[r"pom.?pom"]),
        Fact("supplier", "wiki", now=[r"pawfect"], was=[r"groomkit"]),
        Fact("sharpening", "wiki", now=[r"sharp ?tails|dawn"], was=[r"edgeright|keith"]),
        Fact("deposit", "wiki", now=[r"£\s*15\b|fifteen"], was=[r"£\s*10\b"]),
        Fact("van-setup", "procedure"),
        Fact("van-clean", "procedure", detail=[r"barbicide"]),
        Fact("first-groom", "procedure"),
    ],
    [
        Note(
            "2026-05-04",
            "getting-organised",
            "Sorting out my grooming business notes",
            [
                (
                    "Me and the van",
                    [
                        (
                            None,
                            "chat",
                            "Hiya! I'm finally getting the grooming side of things written down somewhere that isn't "
                            "the back of a receipt.",
                        ),
                        (
                            "days-off",
                            "",
                            "I don't groom on Sundays or Wednesdays; Wednesday is kept clear for admin and "
                            "restocking the van.",
                        ),
                        (
                            "day-limit",
                            "",
                            "Six dogs a day is my ceiling. Any more and my back and wrists pay for it the next "
                            "morning.",
                        ),
                        (
                            "no-sedation",
                            "",
                            "One hard rule: if a dog has to be sedated to get through a groom, I won't do it, and I "
                            "send those owners to the vet nurse groomer at Castle Vets.",
                        ),
                        (
                            "deposit",
                            "",
                            "New clients pay a £10 deposit when they book, and it comes off the bill on the day.",
                        ),
                        ("supplier", "", "My shampoos, conditioners and spare blades all come from GroomKit Direct."),
                    ],
                ),
                (
                    "Regulars",
                    [
                        (
                            "pickle-cycle",
                            "",
                            "Pickle, Mrs Okafor's mini schnauzer, is booked in every six weeks, always on a Tuesday "
                            "morning.",
                        ),
                        (
                            "bramble-cycle",
                            "",
                            "Bramble, the Fenwicks' standard poodle, comes round every 4 weeks on a Friday afternoon.",
                        ),
                        (None, "oneoff", "Took £42 cash off Mrs Okafor today, receipt no. 118."),
                        (None, "chat", "Lovely sunny start to the week for once, long may it last."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-06",
            "how-i-work",
            "Writing down how I actually work",
            [
                (
                    "On the job",
                    [
                        (
                            "van-setup",
                            "",
                            "When I pull up at a client's house:\n1. Park so the side door faces the pavement, "
                            "handbrake on and a chock under the back wheel.\n2. Run the hook-up lead to their "
                            "outside socket.\n3. Switch the water heater on and give it ten minutes.\n4. Put the "
                            "rubber mat down and clip the grooming loop onto the table arm.",
                        ),
                        (
                            "van-clean",
                            "",
                            "End of the day, the van gets cleaned like this:\n1. Pull the hair out of the bath drain "
                            "trap.\n2. Spray the table, bath and walls with F10 and wipe them down.\n3. Blow the "
                            "dryer hose through.\n4. Empty the grey water at the yard.",
                        ),
                        (
                            "matted-coats",
                            "",
                            "If a coat's badly matted I shave it short rather than spend an hour dematting, because "
                            "it's kinder to the dog, and I always ring the owner before I start.",
                        ),
                        (
                            "sharpening",
                            "",
                            "Blunt blades go in the post to Keith at EdgeRight in Harrogate to be sharpened.",
                        ),
                    ],
                ),
                (
                    "How the regulars are cut",
                    [
                        (
                            "pickle-clip",
                            "",
                            "Pickle has the classic schnauzer trim: body clipped short with a 7F blade, beard and "
                            "eyebrows left long.",
                        ),
                        (
                            "bramble-clip",
                            "",
                            "Bramble gets a lamb clip, about an inch all over with the legs scissored.",
                        ),
                        (None, "chat", "Sorry, I know that's a lot in one go!"),
                        (None, "oneoff", "Dropped my good 10 blade on the drive this morning and chipped it. Typical."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-13",
            "week-ahead",
            "Planning the week and a few changes",
            [
                (
                    "",
                    [
                        (
                            "bramble-cycle",
                            "correct",
                            "Actually, the Fenwicks have asked me to space Bramble out to every five weeks; her "
                            "coat's holding up better than they expected.",
                        ),
                        (
                            "supplier",
                            "correct",
                            "Shampoo, conditioner and blades are ordered from Pawfect Supplies, whose next-day "
                            "delivery beats waiting a week.",
                        ),
                        ("day-limit", "", "Half a dozen dogs between breakfast and teatime, tops. I know my limits."),
                        (
                            "pickle-cycle",
                            "",
                            "The schnauzer from the Okafor house is on a six-weekly rota, first thing on Tuesdays.",
                        ),
                        (
                            "van-clean",
                            "refine",
                            "One more bit of the evening clean-down: after the F10 wipe, brushes and combs soak "
                            "overnight in Barbicide.",
                        ),
                        (
                            "first-groom",
                            "",
                            "With a brand-new dog I:\n1. Send the owner my health and consent form to fill in before "
                            "the day.\n2. Keep the first visit to a bath, brush and tidy, no full clip.\n3. Take a "
                            "before and an after photo for their file.",
                        ),
                        (None, "chat", "Weather's been foul; the dryer has barely kept up with all the wet dogs."),
                        (None, "oneoff", "Van's booked in for a new leisure battery on Thursday, ref BT-4402."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-27",
            "client-changes",
            "Client notes and a price tweak",
            [
                (
                    "Money and kit",
                    [
                        (
                            "deposit",
                            "correct",
                            "From next month the booking deposit goes up to £15; I've had too many no-shows lately.",
                        ),
                        (
                            "sharpening",
                            "correct",
                            "Keith's retired, so my blades now go to Dawn at Sharp Tails in Ripon.",
                        ),
                        (
                            "days-off",
                            "",
                            "Sunday is family time and midweek is paperwork and topping up stock, so neither gets "
                            "any bookings.",
                        ),
                        (
                            "no-sedation",
                            "",
                            "Still not touching any dog that needs knocking out to be groomed; those go to the vet's "
                            "groomer.",
                        ),
                        (None, "chat", "Thanks for turning my scribbles into something readable, by the way."),
                    ],
                ),
                (
                    "Pickle",
                    [
                        ("pickle-clip", "", "Short on the body, long furnishings on the face: the usual look."),
                    ],
                ),
                (
                    "Bramble",
                    [
                        (
                            "bramble-clip",
                            "refine",
                            "Same inch-long lamb clip, but the tail is left as a pom-pom and the topknot gets "
                            "scissored round.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Mrs Fenwick's cheque for the last two grooms bounced; she's transferring the £110 "
                            "tonight.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-10",
            "catch-up",
            "Catching up after half-term",
            [
                (
                    "",
                    [
                        (None, "chat", "Half-term was chaos; every family wanted a groom before going on holiday."),
                        ("bramble-cycle", "", "Bramble's five-week gap is working nicely, still Friday afternoons."),
                        (
                            "supplier",
                            "",
                            "Everything for the bath and the clippers now comes from Pawfect, and they've been great.",
                        ),
                        ("sharpening", "", "Dawn at Sharp Tails does all my blade sharpening these days."),
                        (
                            "deposit",
                            "",
                            "Anyone new pays fifteen quid up front to hold the slot, knocked off the total when I "
                            "groom.",
                        ),
                        (
                            "matted-coats",
                            "",
                            "A properly felted coat gets clipped right down, not brushed out for ages, and the owner "
                            "gets a phone call first.",
                        ),
                        (
                            "van-setup",
                            "",
                            "On arrival I angle the van so I step out onto the pavement, wedge a chock behind a rear "
                            "tyre, borrow power from the client's outdoor plug, let the boiler warm for ten minutes, "
                            "and lay the anti-slip mat with the safety loop fitted.",
                        ),
                        (
                            "first-groom",
                            "",
                            "First-timers: paperwork on health and consent back before I arrive, bath-and-tidy only "
                            "on visit one, and photos at both ends for their record.",
                        ),
                        (None, "oneoff", "Got a five-star review from the Okafors on Google today."),
                    ],
                ),
            ],
        ),
    ],
)

# 2. City farm volunteer handbook, resource notes (two files, re-issued on later days). The goats and pigs are
#    sibling subjects (feed times, lead keeper) named only by section headings; the pigs' morning feed is corrected
#    by a bare new value in the next edition, the pig keeper by name with no marker, the minimum commitment with
#    "now", the feed supplier by name with "from July"; two refinements (morning checks, lock-up).
CITYFARM = Family(
    "cityfarm",
    "city farm volunteer handbook",
    "resource",
    [
        Fact("boots", "personal"),
        Fact("handwash", "personal"),
        Fact("under-16", "personal"),
        Fact("commitment", "personal", now=[r"per week|a week|every week|weekly"], was=[r"fortnight"]),
        Fact("opening", "wiki"),
        Fact("coordinator", "wiki"),
        Fact("goat-feed", "wiki"),
        Fact("pig-feed", "wiki", now=[r"9:30|half (past )?nine"], was=[r"\b9:00|\b9\s*am\b|nine o'clock"]),
        Fact("goat-keeper", "wiki"),
        Fact("pig-keeper", "wiki", now=[r"\bdev\b|mistry"], was=[r"lorna|stapleton"]),
        Fact("feed-supplier", "wiki", now=[r"allens"], was=[r"marsh farm"]),
        Fact("sign-in", "procedure"),
        Fact("morning-checks", "procedure", detail=[r"initial"]),
        Fact("lock-up", "procedure", detail=[r"dusk"]),
    ],
    [
        Note(
            "2026-06-01",
            "volunteer-handbook",
            "Heron Lane City Farm volunteer handbook",
            [
                (
                    "Welcome",
                    [
                        (
                            "opening",
                            "",
                            "The farm is open to visitors from 10am to 4pm, Tuesday to Sunday, and closed to the "
                            "public on Mondays.",
                        ),
                        (
                            "coordinator",
                            "",
                            "Nadia Haddad is the volunteer coordinator: shifts, holidays and questions all go to her.",
                        ),
                        ("commitment", "", "We ask every volunteer to do at least one shift a fortnight."),
                        (
                            "under-16",
                            "",
                            "Under-16s can volunteer only alongside a parent or guardian who stays on site the whole "
                            "time.",
                        ),
                    ],
                ),
                (
                    "Safety on the yard",
                    [
                        (
                            "boots",
                            "",
                            "Sturdy closed-toe boots in every animal area. Trainers, sandals and crocs are not "
                            "allowed.",
                        ),
                        (
                            "handwash",
                            "",
                            "Wash your hands at the yard-gate sinks after handling any animal, and always before you "
                            "eat or drink.",
                        ),
                    ],
                ),
                (
                    "Your shift",
                    [
                        (
                            "sign-in",
                            "",
                            "Starting a shift:\n1. Sign the volunteer book at reception.\n2. Pick up a hi-vis "
                            "tabard.\n3. Check the job board for your task.\n4. Find your lead keeper before you "
                            "start.",
                        ),
                        (None, "oneoff", "The spring open day raised £1,240 for the new hay barn."),
                    ],
                ),
                (
                    "Goats",
                    [
                        ("goat-keeper", "", "Lead keeper: Femi Adeyinka."),
                        ("goat-feed", "", "Fed at 8:30 and 15:30: hay in the racks and one scoop of goat mix each."),
                    ],
                ),
                (
                    "Pigs",
                    [
                        ("pig-keeper", "", "Lead keeper: Lorna Stapleton."),
                        ("pig-feed", "", "Fed at 9:00 and 15:00 on sow nuts, plus checked veg from the kitchen bin."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-03",
            "animal-care-sheet",
            "Animal care sheet",
            [
                (
                    "Daily routines",
                    [
                        (
                            "morning-checks",
                            "",
                            "Morning animal check:\n1. Count every animal against the board in the feed room.\n2. "
                            "Make sure water troughs are full and clean.\n3. Look for limping, runny eyes or anyone "
                            "off their food.\n4. Write anything odd in the daybook and tell the lead keeper.",
                        ),
                        (
                            "lock-up",
                            "",
                            "Closing the farm:\n1. Walk the whole site and check no visitors are left.\n2. Shut the "
                            "hens in the coop.\n3. Padlock the goat paddock and the main gate.\n4. Set the office "
                            "alarm (keyholders only).",
                        ),
                        (None, "chat", "Thank you for giving your time to the farm; we couldn't run it without you!"),
                    ],
                ),
                (
                    "Feed store",
                    [
                        (
                            "feed-supplier",
                            "",
                            "All animal feed is delivered by Marsh Farm Supplies on Monday mornings; stack the sacks "
                            "on the pallets, never on the floor.",
                        ),
                        (None, "oneoff", "Bella the Saanen goat kidded twins on 2 June; mum and both kids doing well."),
                    ],
                ),
                (
                    "Pigs",
                    [
                        ("pig-feed", "", "Two meals a day, at 9am and 3pm."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-15",
            "volunteer-handbook",
            "Heron Lane City Farm volunteer handbook",
            [
                (
                    "Welcome",
                    [
                        ("commitment", "correct", "We now ask each volunteer for at least one shift per week."),
                        (
                            "coordinator",
                            "",
                            "Questions about rotas or time off? Speak to Nadia Haddad, who looks after all our "
                            "helpers.",
                        ),
                        (
                            "opening",
                            "",
                            "Public hours: Tuesday–Sunday, 10:00 to 16:00. On Mondays the gates stay shut to visitors.",
                        ),
                    ],
                ),
                (
                    "Safety on the yard",
                    [
                        (
                            "boots",
                            "",
                            "Footwear in the pens must cover and protect the whole foot; no open shoes of any kind.",
                        ),
                        (
                            "under-16",
                            "",
                            "Anyone younger than sixteen needs a responsible adult with them for the full session.",
                        ),
                        (None, "chat", "Thanks for reading this far, you're a star."),
                    ],
                ),
                (
                    "Goats",
                    [
                        (
                            "goat-feed",
                            "",
                            "Half eight and half three: racks topped up with hay and a scoop of mix per goat.",
                        ),
                    ],
                ),
                (
                    "Pigs",
                    [
                        ("pig-keeper", "correct", "Lead keeper: Dev Mistry."),
                        (
                            "pig-feed",
                            "correct",
                            "Fed at 9:30 and 15:00 on sow nuts, plus checked veg from the kitchen bin.",
                        ),
                    ],
                ),
                (
                    "Dates",
                    [
                        (None, "oneoff", "Summer fair on Saturday 27 June: extra volunteers needed 9 till 5."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-17",
            "animal-care-sheet",
            "Animal care sheet",
            [
                (
                    "Daily routines",
                    [
                        (
                            "morning-checks",
                            "refine",
                            "Morning checks as before (headcount, water, health look-over, daybook), and initial the "
                            "whiteboard in the feed room when you're done so the next person knows.",
                        ),
                        (
                            "lock-up",
                            "refine",
                            "Hens must be shut in before dusk, not left until final lock-up; a fox has been seen "
                            "along the canal path.",
                        ),
                        (
                            "handwash",
                            "",
                            "Soap and water after any contact with the animals, and definitely before food; the "
                            "basins are by the yard entrance.",
                        ),
                        (None, "chat", "Big thank you to the Saturday team for clearing the brambles by the pond."),
                    ],
                ),
                (
                    "Feed store",
                    [
                        (
                            "feed-supplier",
                            "correct",
                            "From July, feed orders and deliveries are handled by Allens Agricultural instead of "
                            "Marsh Farm Supplies; still Mondays.",
                        ),
                        (None, "oneoff", "Daybook ref 0617: Hamish the pig treated for a torn ear."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-07-01",
            "volunteer-handbook",
            "Heron Lane City Farm volunteer handbook",
            [
                (
                    "Welcome",
                    [
                        (None, "chat", "A warm welcome to all our new summer volunteers!"),
                        ("commitment", "", "Weekly commitment: one shift minimum."),
                        (
                            "sign-in",
                            "",
                            "On arrival, write your name and time in the reception book, put on one of the bright "
                            "tabards, read what's on the jobs board, then go and find whoever leads your section "
                            "before doing anything.",
                        ),
                    ],
                ),
                (
                    "Feed store",
                    [
                        ("feed-supplier", "", "Sacks now come in from Allens Agricultural every Monday."),
                    ],
                ),
                (
                    "Goats",
                    [
                        ("goat-keeper", "", "Femi Adeyinka leads on the herd."),
                        (None, "oneoff", "Goat walk bookings for July: 14 so far."),
                    ],
                ),
                (
                    "Pigs",
                    [
                        ("pig-keeper", "", "Dev Mistry looks after this unit."),
                        ("pig-feed", "", "Breakfast at half nine, tea at three."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Small housing charity's board of trustees minutes, third person under agenda headings. The two properties
#    (Alder House, Quay Street) are sibling subjects for rent and support worker; the chair is corrected by a new
#    person after the AGM, Quay Street rent by a bare new value, the papers deadline with "from now on", the chief
#    officer's spending limit by value with no marker; three refinements (reserves, repairs, complaints).
HOUSING = Family(
    "housing",
    "housing charity board minutes",
    "minutes",
    [
        Fact("quorum", "personal"),
        Fact("interests", "personal"),
        Fact("papers", "personal", now=[r"\b(ten|10)[- ]days?"], was=[r"seven days|7 days|a (full )?week"]),
        Fact("spend-limit", "personal", now=[r"£\s*3,?000"], was=[r"£\s*2,?000"]),
        Fact("chair", "wiki", now=[r"simon|achterberg"], was=[r"helen|oduya"]),
        Fact("treasurer", "wiki"),
        Fact("alder-rent", "wiki"),
        Fact("quay-rent", "wiki", now=[r"£\s*132"], was=[r"£\s*125"]),
        Fact("alder-worker", "wiki"),
        Fact("quay-worker", "wiki"),
        Fact("reserves", "wiki", detail=[r"48,?000"]),
        Fact("repairs", "procedure", detail=[r"on-?call"]),
        Fact("move-in", "procedure"),
        Fact("complaints", "procedure", detail=[r"ombudsman"]),
    ],
    [
        Note(
            "2026-01-13",
            "board-minutes",
            "Northgate Homes Trust: board of trustees, 13 January 2026",
            [
                (
                    "Welcome and apologies",
                    [
                        ("chair", "", "Revd Helen Oduya, chair of trustees, opened the meeting."),
                        (None, "chat", "The chair thanked everyone for braving the snow."),
                        (None, "oneoff", "Apologies were received from Dorothy Finch."),
                        (
                            "quorum",
                            "",
                            "The secretary confirmed the meeting was quorate: the constitution requires four "
                            "trustees, one of whom must be the chair or vice-chair.",
                        ),
                        (
                            "interests",
                            "",
                            "As at every meeting, trustees were reminded to declare any interest at the start of the "
                            "relevant item and to step out before that item is voted on.",
                        ),
                        (
                            "papers",
                            "",
                            "It was noted that board papers are to be circulated a full week before each meeting.",
                        ),
                    ],
                ),
                (
                    "Finance",
                    [
                        ("treasurer", "", "Graham Beaumont, treasurer, presented the December management accounts."),
                        (None, "oneoff", "Bank balance at 31 December: £61,420."),
                        (
                            "reserves",
                            "",
                            "The reserves policy stands: the trust keeps three months of running costs in reserve.",
                        ),
                    ],
                ),
                (
                    "Properties",
                    [
                        ("alder-rent", "", "Alder House rooms remain at £98 per week, bills included."),
                        (
                            "quay-rent",
                            "",
                            "Quay Street flats are let at £125 per week, with tenants paying their own utilities.",
                        ),
                        ("alder-worker", "", "Kemi Bello is the support worker for the Alder House residents."),
                        ("quay-worker", "", "Martin Rourke provides tenancy support at Quay Street."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-27",
            "finance-committee",
            "Finance and properties sub-committee, 27 January 2026",
            [
                (
                    "Delegated authority",
                    [
                        (
                            "spend-limit",
                            "",
                            "Members confirmed the delegated limit: the chief officer, Priti Lal, can authorise "
                            "spending up to £2,000; above that two trustees must sign.",
                        ),
                        (None, "chat", "Members thanked Graham for hosting at his kitchen table."),
                    ],
                ),
                (
                    "Procedures for the tenants' handbook",
                    [
                        (
                            "repairs",
                            "",
                            "Repairs process agreed:\n1. The tenant reports the repair to their support worker or "
                            "the repairs line.\n2. It is logged on the repairs spreadsheet the same day.\n3. "
                            "Emergencies (no heating, water or power, or anything unsafe) go to the contractor "
                            "within 24 hours.\n4. Routine repairs are completed within 28 days.",
                        ),
                        (
                            "move-in",
                            "",
                            "Move-in procedure agreed:\n1. Referrals are accepted from the council's housing options "
                            "team.\n2. The support worker carries out an assessment visit.\n3. A panel of two "
                            "trustees and the chief officer approves the offer.\n4. The tenant signs the licence "
                            "agreement and pays the deposit.",
                        ),
                    ],
                ),
                (
                    "Properties",
                    [
                        (
                            "quay-rent",
                            "",
                            "The weekly charge of £125 at Quay Street was noted as below the local housing allowance.",
                        ),
                        (
                            None,
                            "oneoff",
                            "The Alder House boiler was replaced on 20 January, invoice GX-3317 for £1,860.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-10",
            "board-minutes",
            "Northgate Homes Trust: board of trustees, 10 February 2026",
            [
                (
                    "Governance",
                    [
                        (
                            "papers",
                            "correct",
                            "From now on, papers will go out ten days ahead of the meeting so trustees have time to "
                            "read them properly.",
                        ),
                        (
                            "interests",
                            "",
                            "The board's practice on personal connections was restated: anyone affected names it "
                            "when the item opens and withdraws while the vote is taken.",
                        ),
                        (
                            "complaints",
                            "",
                            "A complaints procedure was adopted:\n1. Acknowledge the complaint in writing within 5 "
                            "working days.\n2. The chief officer investigates.\n3. A full written reply is sent "
                            "within 20 working days.\n4. A complainant who is still unhappy can appeal to the chair.",
                        ),
                    ],
                ),
                (
                    "Properties",
                    [
                        ("quay-rent", "correct", "The board approved a Quay Street rent of £132 per week."),
                        (
                            "alder-rent",
                            "",
                            "No change at Alder House: ninety-eight pounds a room weekly, all bills covered.",
                        ),
                        (None, "chat", "The chair thanked Kemi for the photos of the Alder House garden makeover."),
                    ],
                ),
                (
                    "Finance",
                    [
                        (
                            "reserves",
                            "refine",
                            "The treasurer noted that three months of running costs currently comes to about "
                            "£48,000, which the reserve account covers.",
                        ),
                        (
                            None,
                            "oneoff",
                            "A grant of £5,000 was received from the Cullen Community Fund for furniture.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-10",
            "board-minutes",
            "Northgate Homes Trust: board of trustees, 10 March 2026",
            [
                (
                    "Chair's report",
                    [
                        (
                            "chair",
                            "correct",
                            "Simon Achterberg, elected chair at the AGM on 3 March, took the chair for the first "
                            "time; Helen Oduya remains a trustee.",
                        ),
                        (None, "chat", "Trustees thanked Helen warmly for six years in the chair."),
                        (
                            "quorum",
                            "",
                            "Five present. The board reminded itself that no decision can be taken with fewer than "
                            "four in the room, one being the chair or vice-chair.",
                        ),
                        ("treasurer", "", "Graham Beaumont was re-elected to look after the trust's finances."),
                    ],
                ),
                (
                    "Finance",
                    [
                        (
                            "spend-limit",
                            "correct",
                            "The chief officer's delegated spending limit was raised to £3,000; above that, two "
                            "trustee signatures are still needed.",
                        ),
                        ("reserves", "", "Reserves: a quarter's worth of operating costs, as per policy."),
                    ],
                ),
                (
                    "Properties",
                    [
                        (
                            "repairs",
                            "refine",
                            "Out-of-hours emergencies: tenants ring the on-call trustee phone, and that trustee "
                            "contacts the contractor.",
                        ),
                        ("alder-worker", "", "Kemi Bello continues to support the young people at Alder House."),
                        (None, "oneoff", "Two Quay Street tenants moved on to council tenancies this month."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-14",
            "board-minutes",
            "Northgate Homes Trust: board of trustees, 14 April 2026",
            [
                (
                    "Chair's report",
                    [
                        ("chair", "", "Simon Achterberg chaired."),
                        ("papers", "", "Board papers continue to be sent ten days before each meeting."),
                    ],
                ),
                (
                    "Properties",
                    [
                        ("quay-rent", "", "Quay Street tenants pay £132 a week, utilities on top."),
                        ("quay-worker", "", "Martin Rourke remains the Quay Street support worker."),
                        (
                            "move-in",
                            "",
                            "Reminder of how someone moves in: the council's housing options service refers them, "
                            "staff visit to assess needs, a three-person panel (two trustees plus Priti) says yes or "
                            "no, and finally the licence is signed and a deposit paid.",
                        ),
                        (None, "oneoff", "Gas safety certificate for Alder House renewed, ref GS-22871."),
                    ],
                ),
                (
                    "Governance",
                    [
                        (
                            "complaints",
                            "refine",
                            "Complaints: if the chair's review does not resolve matters, the complainant is told "
                            "they can take it to the Housing Ombudsman.",
                        ),
                        ("spend-limit", "", "Priti may sign off up to £3,000 on her own authority."),
                        (None, "chat", "The meeting closed at 8.05pm with thanks to the Friends Meeting House."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Former lighthouse keeper's hand-written notes on his two holiday cottages, prose paragraphs, first person. Gull
#    Cottage and the Watch House are sibling subjects (arrival time, dogs); the Watch House arrival time is corrected
#    with "actually", the cleaner by a new person with "now", the laundry by a new supplier with no marker, the
#    agency commission by value with "from next month"; three refinements (dogs, arrival prep, gale prep).
COTTAGES = Family(
    "cottages",
    "holiday cottages run by a former lighthouse keeper",
    "prose",
    [
        Fact("former-keeper", "personal"),
        Fact("weather-log", "personal"),
        Fact("changeover-day", "personal"),
        Fact("no-parties", "personal"),
        Fact("gull-arrival", "wiki"),
        Fact(
            "watch-arrival",
            "wiki",
            now=[r"\b5\s*pm|five o'clock|five in the afternoon|17:00"],
            was=[r"\b3\s*pm|three o'clock|15:00"],
        ),
        Fact("gull-dogs", "wiki", detail=[r"downstairs|bedroom"]),
        Fact("watch-dogs", "wiki"),
        Fact("cleaner", "wiki", now=[r"jenna|tregear"], was=[r"morwenna|pengelly"]),
        Fact("laundry", "wiki", now=[r"sandy"], was=[r"atlantic"]),
        Fact("agency", "wiki", now=[r"15\s*%|fifteen per ?cent"], was=[r"18\s*%|eighteen per ?cent"]),
        Fact("arrival-prep", "procedure", detail=[r"tide table"]),
        Fact("boiler-reset", "procedure"),
        Fact("gale-prep", "procedure", detail=[r"paraffin"]),
    ],
    [
        Note(
            "2026-03-02",
            "notebook",
            "The cottages, first pages",
            [
                (
                    "",
                    [
                        (
                            "former-keeper",
                            "",
                            "I kept the light at Carrick Point for twenty-two years, until they automated it in "
                            "1998, and I have lived in the old keepers' row ever since.",
                        ),
                        (
                            "weather-log",
                            "",
                            "Old habits stick: I still write up the wind, sea state and visibility twice a day, at "
                            "six in the morning and six at night, in a ledger by the back door.",
                        ),
                        (
                            None,
                            "chat",
                            "It has been a grey, blustery week and the gulls have been noisier than the guests.",
                        ),
                    ],
                ),
                (
                    "",
                    [
                        (
                            "gull-arrival",
                            "",
                            "Guests at Gull Cottage can let themselves in from four o'clock on the day they arrive.",
                        ),
                        (
                            "gull-dogs",
                            "",
                            "Gull Cottage takes dogs, two at most, and I charge £20 a stay for having them.",
                        ),
                        ("watch-arrival", "", "The Watch House is ready for its guests from 3pm."),
                        (
                            "watch-dogs",
                            "",
                            "No dogs at all in the Watch House; the spiral stair is too steep for them and the "
                            "floors are the original pine.",
                        ),
                    ],
                ),
                (
                    "",
                    [
                        (
                            "agency",
                            "",
                            "Both cottages are let through Cornish Hideaways, who keep 18% of every booking for "
                            "their trouble.",
                        ),
                        (
                            "cleaner",
                            "",
                            "Morwenna Pengelly from the village does the changeover cleaning for me, as she has for "
                            "years.",
                        ),
                        (
                            "changeover-day",
                            "",
                            "Friday is changeover day for both places, and I will not move it to Saturday; the lanes "
                            "are impossible with holiday traffic then.",
                        ),
                        (
                            None,
                            "oneoff",
                            "The Hendersons paid the balance for their August fortnight today, booking CH-20931.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-09",
            "notebook",
            "Getting ready for the season",
            [
                (
                    "",
                    [
                        (
                            "arrival-prep",
                            "",
                            "Before anyone arrives I open every window for an hour, put the heating on, set out the "
                            "welcome basket of saffron buns, milk and Trewithen butter, and text the guests the "
                            "key-safe code on the morning they travel.",
                        ),
                        (
                            "boiler-reset",
                            "",
                            "If the oil boiler in the Watch House locks out, I press the red reset button once and "
                            "wait two minutes; if it still won't fire I look at the gauge on the tank by the wall "
                            "before ringing anyone, and I never press reset more than twice.",
                        ),
                    ],
                ),
                (
                    "",
                    [
                        (
                            "laundry",
                            "",
                            "Sheets and towels go to Atlantic Laundry in Penzance; their van collects on Friday "
                            "morning and brings clean sets back by noon.",
                        ),
                        (
                            "no-parties",
                            "",
                            "I don't let either cottage to stag or hen parties, and I won't take a booking from "
                            "anyone under twenty-five travelling without an older adult.",
                        ),
                        (
                            "agency",
                            "",
                            "Every booking comes to me by way of the Hideaways agency, at eighteen per cent a time.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Replaced the kettle in Gull Cottage today; the old one had furred up past saving.",
                        ),
                        (None, "chat", "It is strange how, after all these years, I still listen for the foghorn."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-23",
            "notebook",
            "Late March",
            [
                (
                    "",
                    [
                        (
                            "watch-arrival",
                            "correct",
                            "Actually, I am going to make the Watch House a five o'clock arrival; with all those "
                            "stairs it takes longer to turn round than I allowed for.",
                        ),
                        (
                            "gull-arrival",
                            "",
                            "Gull Cottage stays as it was, with the door open to new guests from 4pm.",
                        ),
                        (
                            "changeover-day",
                            "",
                            "Turnarounds happen on Fridays and only Fridays; Saturday roads round here are hopeless.",
                        ),
                        (
                            "weather-log",
                            "",
                            "The ledger is kept just as it was on the light, with readings at 0600 and 1800: wind, "
                            "swell and how far I can see.",
                        ),
                    ],
                ),
                (
                    "",
                    [
                        (
                            "gale-prep",
                            "",
                            "When the Met Office puts out a gale warning I close the seaward shutters on both "
                            "cottages, bring the benches and bins round behind the wall, check the torches in each "
                            "kitchen drawer, and text the guests to warn them.",
                        ),
                        (
                            None,
                            "oneoff",
                            "The force nine on the 19th took two slates off the Watch House roof; Jory is fixing "
                            "them on Thursday.",
                        ),
                        (None, "chat", "The first primroses are out along the cliff path."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-06",
            "notebook",
            "Early April",
            [
                (
                    "",
                    [
                        (
                            "cleaner",
                            "correct",
                            "Morwenna has retired at last, so Jenna Tregear now does the changeover cleans for both "
                            "cottages.",
                        ),
                        (
                            "laundry",
                            "correct",
                            "The linen is supplied and laundered by Sandy's Linen Hire of Hayle, who pick up and "
                            "drop off on Friday mornings.",
                        ),
                        (None, "chat", "Jenna brought me a pasty on her first day, which bodes well."),
                    ],
                ),
                (
                    "",
                    [
                        (
                            "gull-dogs",
                            "refine",
                            "Dogs at Gull Cottage, still two at most and £20 a stay, must be kept downstairs; none "
                            "on the beds or up in the bedrooms.",
                        ),
                        (
                            "arrival-prep",
                            "refine",
                            "To the welcome routine I have added a printed tide table, left on the kitchen table, "
                            "because too many guests get cut off at Polgwidden.",
                        ),
                        (
                            "former-keeper",
                            "",
                            "I was the last man to keep Carrick Point before it went automatic, after more than two "
                            "decades out there.",
                        ),
                        (
                            "no-parties",
                            "",
                            "No bachelor or bachelorette weekends, and nobody younger than twenty-five unless an "
                            "older adult is in the party.",
                        ),
                        (None, "oneoff", "Easter week was full: nine guests across the two cottages."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-20",
            "notebook",
            "Mid April",
            [
                (
                    "",
                    [
                        (
                            "agency",
                            "correct",
                            "From next month Cornish Hideaways are cutting their commission to 15% for owners who "
                            "have been with them five years, which includes me.",
                        ),
                        ("watch-arrival", "", "Watch House guests are welcome from five in the afternoon."),
                        (
                            "watch-dogs",
                            "",
                            "The tower is a pet-free house, however much guests plead; that steep winding stair "
                            "would be dangerous for a dog.",
                        ),
                        (
                            "boiler-reset",
                            "",
                            "Watch House heating dead? One press of the reset, two minutes' patience, then see how "
                            "much oil is left; a second press is the absolute limit.",
                        ),
                    ],
                ),
                (
                    "",
                    [
                        (
                            "gale-prep",
                            "refine",
                            "With a gale forecast I also leave a paraffin lamp and matches in each cottage, since "
                            "the power on this stretch of coast goes off at the first big blow.",
                        ),
                        ("cleaner", "", "Jenna does a lovely job of the Friday cleans."),
                        ("laundry", "", "Sandy's van comes for the linen every Friday."),
                        (None, "oneoff", "Booked the chimney sweep for 4 May, £75 for both cottages."),
                        (None, "chat", "Saw the first swallows over the headland this morning."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [GROOMER, CITYFARM, HOUSING, COTTAGES]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "groomer": [("pickle-cycle", "bramble-cycle"), ("pickle-clip", "bramble-clip")],
    "cityfarm": [("goat-feed", "pig-feed"), ("goat-keeper", "pig-keeper")],
    "housing": [("alder-rent", "quay-rent"), ("alder-worker", "quay-worker")],
    "cottages": [("gull-arrival", "watch-arrival"), ("gull-dogs", "watch-dogs")],
}

"""A nineteenth tuning half: four families written blind to the engine (a self-employed electrician's chat sessions
with an assistant, a village pre-school's staff handbook resource notes, a canoe club committee's minutes, a small
bakery's overnight production log). Tuned on from the commit that added them."""

from tests.dream_suite import Fact, Family, Note

# 1. Self-employed electrician's chat sessions with an assistant, first person. Two customers (Mrs Okafor, Mr Ferris)
#    are sibling subjects for contact preference and booked job, written in the same sentence shape; Mr Ferris's job
#    week is corrected with "actually", the day rate by a bare new value sharing few words, the wholesaler by name
#    with "now", the accountant by name with no marker and few shared words.
ELECTRICIAN = Family(
    "electrician",
    "self-employed electrician",
    "session",
    [
        Fact("part-p", "wiki"),
        Fact("hours", "personal"),
        Fact("dust-sheets", "personal"),
        Fact("no-cash", "personal"),
        Fact("day-rate", "wiki", now=[r"£\s*320"], was=[r"£\s*280"]),
        Fact("wholesaler", "wiki", now=[r"edmundson"], was=[r"\bCEF\b"]),
        Fact("accountant", "wiki", now=[r"kwame|boateng"], was=[r"debbie|marsh"]),
        Fact("okafor-contact", "wiki"),
        Fact("ferris-contact", "wiki"),
        Fact("okafor-job", "wiki"),
        Fact("ferris-job", "wiki", now=[r"\b22(nd)?\b"], was=[r"\b15 june"]),
        Fact("payment-terms", "wiki"),
        Fact("van-insurance", "wiki", detail=[r"tools in transit|£\s*5,?000"]),
        Fact("tester-cal", "wiki"),
        Fact("notify", "procedure", detail=[r"30 days"]),
        Fact("quote", "procedure"),
    ],
    [
        Note(
            "2026-05-04",
            "business-basics",
            "Getting my electrical business notes straight",
            [
                (
                    "",
                    [
                        (
                            None,
                            "chat",
                            "Hiya, I'm a sole-trader sparky and my admin is all over the place. Can you help me "
                            "keep it together?",
                        ),
                        ("part-p", "", "I'm NICEIC registered, so I can self-certify my own Part P work."),
                        ("hours", "", "I don't start on site before 8am and I don't work Sundays."),
                        (
                            "dust-sheets",
                            "",
                            "I always lay dust sheets and put shoe covers on when I'm working in someone's house.",
                        ),
                        ("day-rate", "", "My day rate is £280 plus VAT."),
                        (
                            "wholesaler",
                            "",
                            "Most of my cable and fittings come from CEF on Station Road, where I've got a trade "
                            "account.",
                        ),
                        ("accountant", "", "Debbie Marsh at Marsh & Co does my bookkeeping and VAT returns."),
                        (None, "oneoff", "Picked up four drums of 2.5mm twin and earth today, order ref E-55120."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-06",
            "customers",
            "Customers coming up in June",
            [
                (
                    "Two jobs in the diary",
                    [
                        (
                            "okafor-contact",
                            "",
                            "Mrs Okafor on Linden Close wants a text the evening before I come round.",
                        ),
                        (
                            "ferris-contact",
                            "",
                            "Mr Ferris on Quarry Lane wants a phone call an hour before I come round.",
                        ),
                        (
                            "okafor-job",
                            "",
                            "Mrs Okafor's job is a full rewire of her three-bed semi, pencilled in for the week of "
                            "8 June.",
                        ),
                        (
                            "ferris-job",
                            "",
                            "Mr Ferris's job is a consumer unit swap in his two-bed bungalow, pencilled in for the "
                            "week of 15 June.",
                        ),
                        ("payment-terms", "", "My invoices are payable within 14 days of the job being signed off."),
                        (None, "oneoff", "Mrs Okafor paid her £600 deposit by bank transfer this morning."),
                        (None, "chat", "Could you lay those two out side by side so I don't mix them up?"),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-11",
            "paperwork",
            "Certificates, quotes and the van",
            [
                (
                    "Paperwork",
                    [
                        (
                            "notify",
                            "",
                            "How I notify a Part P job:\n1. Finish the testing and fill in the EIC on the iCertifi "
                            "app.\n2. Submit the notification on the NICEIC portal.\n3. Email the customer a PDF of "
                            "the certificate.\n4. Building control's compliance certificate goes to them by post.",
                        ),
                        (
                            "quote",
                            "",
                            "How I quote a job:\n1. Go round and look at it in person.\n2. Price it up in Tradify "
                            "the same evening.\n3. Send the quote within two working days.\n4. Ask for a 25% "
                            "deposit to lock in the date.",
                        ),
                        ("no-cash", "", "I don't do cash-in-hand work; every job gets a proper invoice."),
                    ],
                ),
                (
                    "Van and kit",
                    [
                        ("van-insurance", "", "The van's insured with Tradesure on a business-use policy."),
                        (
                            "tester-cal",
                            "",
                            "My Megger multifunction tester goes away for calibration every January, to Cal-Tek "
                            "in Reading.",
                        ),
                        (None, "oneoff", "Slow puncture on the nearside rear today, got it plugged at Kwik Fit."),
                        (None, "chat", "Thanks, that's loads better than my scribbled notebook."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-18",
            "catch-up",
            "Catching up after a busy week",
            [
                (
                    "",
                    [
                        ("day-rate", "correct", "Full days on site get invoiced at £320, before tax."),
                        (
                            "ferris-job",
                            "correct",
                            "Actually Mr Ferris has asked to move his board change to the week of 22 June.",
                        ),
                        ("hours", "", "Sundays are off-limits, and nothing kicks off earlier than eight."),
                        ("okafor-contact", "", "For the Linden Close rewire I message her the night before."),
                        (None, "chat", "Long one today, three consumer units on the same estate."),
                        (None, "oneoff", "Found a borrowed neutral on a kitchen circuit in Hatton today."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-26",
            "admin-changes",
            "A few changes to my suppliers and admin",
            [
                (
                    "Suppliers and accounts",
                    [
                        (
                            "wholesaler",
                            "correct",
                            "My main wholesaler is now Edmundson Electrical in Kingsmere; their cable prices beat "
                            "CEF's.",
                        ),
                        (
                            "accountant",
                            "correct",
                            "Kwame Boateng handles the tax side for me, quarterly figures and year-end.",
                        ),
                        (
                            "van-insurance",
                            "refine",
                            "Checked the Tradesure policy: besides business use it includes tools in transit up "
                            "to £5,000, as long as the van's locked.",
                        ),
                        ("payment-terms", "", "Customers get two weeks from completion to settle up."),
                    ],
                ),
                (
                    "On the job",
                    [
                        (
                            "notify",
                            "refine",
                            "The Part P notification has to go in on the portal within 30 days of finishing the "
                            "work, or NICEIC adds a late fee.",
                        ),
                        ("dust-sheets", "", "Overshoes on and sheets down in every home I work in, no arguments."),
                        (
                            "quote",
                            "",
                            "Quoting, short version: visit first, price in Tradify that night, quote out inside "
                            "two working days, a quarter up front to secure the booking.",
                        ),
                        (None, "chat", "Can you reword that so it sounds less grumpy for my website?"),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-01",
            "june-jobs",
            "Lining up June",
            [
                (
                    "",
                    [
                        ("ferris-job", "", "So the Quarry Lane board swap is the week of the 22nd."),
                        ("ferris-contact", "", "Mr Ferris prefers I ring him sixty minutes before I arrive."),
                        ("day-rate", "", "Standard labour charge stays at £320 per day plus VAT."),
                        ("tester-cal", "", "Cal-Tek do the yearly calibration on the Megger, always in January."),
                        (None, "oneoff", "Quote Q-0418 sent to a landlord on Mill Street for an EICR."),
                        (None, "chat", "Cheers, that's me sorted for the month."),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Village pre-school staff handbook, resource notes revised over several days, headed per area. The morning and
#    afternoon pick-ups, the two children's allergies and the two rooms' ratios are sibling subjects in the same
#    sentence shape; the afternoon pick-up is corrected with "changed to", drop-off by a bare new time sharing few
#    words, the SENCo by name with no marker, the manager by name with "from Monday".
PRESCHOOL = Family(
    "preschool",
    "village pre-school staff handbook",
    "resource",
    [
        Fact("dropoff", "wiki", now=[r"half eight|8:30"], was=[r"8:45"]),
        Fact("am-pickup", "wiki"),
        Fact("pm-pickup", "wiki", now=[r"15:00|3pm|three o'clock"], was=[r"15:15"]),
        Fact("password", "personal"),
        Fact("late-collection", "procedure", detail=[r"duty line|children's services"]),
        Fact("nut-free", "personal"),
        Fact("snack-time", "wiki"),
        Fact("ruby-allergy", "personal"),
        Fact("theo-allergy", "personal"),
        Fact("wellies", "personal"),
        Fact("garden-check", "procedure", detail=[r"climbing frame|decking"]),
        Fact("suncream", "wiki", detail=[r"own (named )?bottle"]),
        Fact("acorns-ratio", "wiki"),
        Fact("oaks-ratio", "wiki"),
        Fact("manager", "wiki", now=[r"helen|okoro"], was=[r"claire|dunmore"]),
        Fact("senco", "wiki", now=[r"gemma|rowe"], was=[r"priya|\blal\b"]),
    ],
    [
        Note(
            "2026-04-13",
            "staff-handbook",
            "Little Acorns Pre-School staff handbook",
            [
                (
                    "Drop-off and pick-up",
                    [
                        ("dropoff", "", "Drop-off runs 8:45 to 9:00 at the side gate; the front door stays shut."),
                        ("am-pickup", "", "Morning-session children are collected at 12:00 from the side gate."),
                        ("pm-pickup", "", "Afternoon-session children are collected at 15:15 from the side gate."),
                        (
                            "password",
                            "",
                            "Nobody other than a parent may collect a child without giving that family's "
                            "collection password.",
                        ),
                    ],
                ),
                (
                    "Snacks and allergies",
                    [
                        (
                            "nut-free",
                            "",
                            "We are a nut-free setting: no nuts or anything containing nuts, packed lunches included.",
                        ),
                        ("snack-time", "", "Snack is at 10:15: fruit, crackers, and milk or water."),
                        (
                            "ruby-allergy",
                            "",
                            "Ruby M. is allergic to sesame; her auto-injector is in the red pouch on the kitchen door.",
                        ),
                        (
                            "theo-allergy",
                            "",
                            "Theo K. is allergic to egg; his auto-injector is in the blue pouch on the office door.",
                        ),
                    ],
                ),
                (
                    "Outdoor play",
                    [
                        ("wellies", "", "Every child keeps named wellies and a waterproof on their peg."),
                        (
                            "garden-check",
                            "",
                            "Before anyone goes outside:\n1. Walk the fence line and check both gates are bolted.\n"
                            "2. Lift the sandpit cover and rake the sand.\n3. Clear litter and any fox mess.\n4. "
                            "Sign the daily outdoor check sheet by the back door.",
                        ),
                        (
                            "suncream",
                            "",
                            "From May to September parents put sun cream on before drop-off, and staff reapply "
                            "after lunch.",
                        ),
                    ],
                ),
                (
                    "Staffing",
                    [
                        ("acorns-ratio", "", "Acorns room (two-year-olds): one adult to every four children."),
                        ("oaks-ratio", "", "Oaks room (three- and four-year-olds): one adult to every eight children."),
                        ("manager", "", "Setting manager: Claire Dunmore."),
                        ("senco", "", "Our SENCo is Priya Lal; talk to her about any child with additional needs."),
                        (None, "chat", "Please read the whole handbook before your first session with us."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-15",
            "late-collection-policy",
            "Late collection policy",
            [
                (
                    "Drop-off and pick-up",
                    [
                        (
                            "late-collection",
                            "",
                            "If a child has not been collected:\n1. After 10 minutes, phone both parents.\n2. "
                            "After 20 minutes, ring the emergency contacts on the registration form.\n3. Two staff "
                            "stay with the child until someone arrives.\n4. Record the times on the late "
                            "collection sheet.",
                        ),
                        (
                            "password",
                            "",
                            "A grandparent, childminder or friend must say the agreed family code word at the gate "
                            "or the child stays inside.",
                        ),
                        (None, "oneoff", "Fire drill on Tuesday 14 April: building cleared in 2 minutes 10 seconds."),
                        (None, "chat", "Thanks to Maggie for laminating the new allergy cards."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-20",
            "staff-handbook-rev2",
            "Little Acorns Pre-School staff handbook (revised)",
            [
                (
                    "Drop-off and pick-up",
                    [
                        ("dropoff", "correct", "Doors open for arrivals at half eight and close at ten to nine."),
                        ("am-pickup", "", "The morning group goes home at midday, handed over at the side gate."),
                    ],
                ),
                (
                    "Snacks and allergies",
                    [
                        (
                            "ruby-allergy",
                            "",
                            "Sesame is Ruby's trigger: keep her snacks seed-free; the red pouch by the kitchen "
                            "holds her pen.",
                        ),
                        ("nut-free", "", "Nothing with nuts comes through the door, not even in a lunchbox."),
                        (None, "oneoff", "New sandpit sand delivered this morning, 20 bags, left by the shed."),
                    ],
                ),
                (
                    "Staffing",
                    [
                        ("senco", "correct", "Questions about a child's extra support plan go to Gemma Rowe."),
                        ("oaks-ratio", "", "In the pre-school room we never go above eight children per adult."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-27",
            "outdoor-play-notes",
            "Outdoor play notes",
            [
                (
                    "Outdoor play",
                    [
                        (
                            "garden-check",
                            "refine",
                            "Garden check also after rain: sweep standing water off the decking and make sure the "
                            "climbing frame is dry before anyone uses it.",
                        ),
                        (
                            "suncream",
                            "refine",
                            "When staff reapply sun cream after lunch they use the child's own named bottle from "
                            "their bag, never a shared one.",
                        ),
                        ("wellies", "", "Named boots and a rain jacket live on each child's peg all year."),
                        (None, "chat", "The new mud kitchen is a huge hit, thank you to the parents who built it."),
                    ],
                ),
                (
                    "Snacks and allergies",
                    [
                        ("snack-time", "", "Mid-morning snack at quarter past ten, fruit and crackers with a drink."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-05",
            "staff-handbook-rev3",
            "Little Acorns Pre-School staff handbook (May revision)",
            [
                (
                    "Drop-off and pick-up",
                    [
                        (
                            "pm-pickup",
                            "correct",
                            "Afternoon pick-up changed to 15:00 after the parents' survey; same gate as before.",
                        ),
                        (
                            "late-collection",
                            "refine",
                            "Late collection: if no parent or emergency contact can be reached after 45 minutes, "
                            "the manager calls the children's services duty line.",
                        ),
                    ],
                ),
                (
                    "Staffing",
                    [
                        (
                            "manager",
                            "correct",
                            "From Monday Helen Okoro takes over as setting manager; Claire Dunmore is retiring.",
                        ),
                        ("acorns-ratio", "", "Acorns (the twos): never more than four children per adult."),
                        (None, "oneoff", "Staff first aid refresher booked for Saturday 16 May, 9:30 to 1pm."),
                    ],
                ),
                (
                    "Snacks and allergies",
                    [
                        ("theo-allergy", "", "Egg is Theo's allergy; his pen stays in the blue pouch in the office."),
                        (None, "oneoff", "Theo's mum dropped off a new in-date pen today; old one returned to her."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Canoe club committee minutes, third person, initials for people. The two sheds, the two weekly sessions and
#    their two leads are sibling subjects in the same sentence shape; the chair changes by name with "now", the safety
#    officer by name with no marker and few shared words, the Thursday session with "from next week", the adult fee
#    with "actually" and few shared words.
CANOE = Family(
    "canoe",
    "canoe club committee minutes",
    "minutes",
    [
        Fact("chair", "wiki", now=[r"\bPK\b|pooja|kaur"], was=[r"\bTH\b|hargreaves"]),
        Fact("safety-officer", "wiki", now=[r"\bAL\b|anna|lowe"], was=[r"\bGD\b|gareth|davies"]),
        Fact("upper-shed", "wiki"),
        Fact("lower-shed", "wiki"),
        Fact("tue-session", "wiki"),
        Fact("thu-session", "wiki", now=[r"19:00|seven"], was=[r"18:30"]),
        Fact("tue-lead", "wiki"),
        Fact("thu-lead", "wiki"),
        Fact("fee", "wiki", now=[r"£\s*72"], was=[r"£\s*65"]),
        Fact("buoyancy", "personal"),
        Fact("river-level", "personal", detail=[r"0\.9"]),
        Fact("capsize", "procedure"),
        Fact("lock-up", "procedure", detail=[r"dehumidifier"]),
        Fact("boat-loan", "wiki", detail=[r"48 hours"]),
        Fact("affiliation", "wiki"),
    ],
    [
        Note(
            "2026-02-03",
            "committee-feb-03",
            "Wyebank Canoe Club committee meeting, 3 February",
            [
                (
                    "Attendance and officers",
                    [
                        (
                            None,
                            "oneoff",
                            "Present: TH, MB, GD, RN, CF, SO. Apologies: JW (working away).",
                        ),
                        ("chair", "", "TH (Tom Hargreaves) continues as chair for the season."),
                        ("safety-officer", "", "GD (Gareth Davies) remains safety officer."),
                        (
                            "affiliation",
                            "",
                            "The club is affiliated to British Canoeing, which provides the club's insurance.",
                        ),
                    ],
                ),
                (
                    "Sheds",
                    [
                        ("upper-shed", "", "The upper shed holds the K1 racing boats and the sea kayaks."),
                        ("lower-shed", "", "The lower shed holds the Canadian canoes and the beginner kayaks."),
                    ],
                ),
                (
                    "Sessions",
                    [
                        ("tue-session", "", "The Tuesday junior session runs 18:00 to 19:30 from the lower slipway."),
                        ("thu-session", "", "The Thursday adult session runs 18:30 to 20:00 from the lower slipway."),
                        ("tue-lead", "", "RN (Rachel Nwosu) leads the Tuesday juniors."),
                        ("thu-lead", "", "CF (Callum Fry) leads the Thursday adults."),
                    ],
                ),
                (
                    "Safety",
                    [
                        (
                            "buoyancy",
                            "",
                            "GD reminded members that buoyancy aids are worn by everyone on the water, coaches "
                            "included, without exception.",
                        ),
                        (
                            "river-level",
                            "",
                            "Committee confirmed no club paddling when the Sandford gauge reads over 1.2 m.",
                        ),
                        (None, "chat", "TH thanked everyone for turning out on such a wet evening."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-17",
            "committee-feb-17",
            "Wyebank Canoe Club committee meeting, 17 February",
            [
                (
                    "Membership",
                    [
                        ("fee", "", "MB reported adult membership stays at £65 per year; juniors pay £30."),
                        (
                            "boat-loan",
                            "",
                            "Members may borrow club boats for private trips at £5 per boat per day.",
                        ),
                        (None, "oneoff", "MB reported a balance of £4,312 in the current account."),
                    ],
                ),
                (
                    "Coaching",
                    [
                        (
                            "capsize",
                            "",
                            "CF tabled the capsize drill for new members, agreed as standard:\n1. Coach in the "
                            "water beside the boat.\n2. Paddler tucks forward, pulls the spraydeck loop and pushes "
                            "out.\n3. Swim the boat to the bank holding the end loop.\n4. Empty it with a partner "
                            "before getting back in.",
                        ),
                        (
                            "lock-up",
                            "",
                            "Closing the sheds after a session:\n1. Rinse the boats and rack them hull up.\n2. Hang "
                            "buoyancy aids and cags on the drying rail.\n3. Sign the boats back in the boat book.\n"
                            "4. Lock both sheds and scramble the padlock codes.",
                        ),
                        ("tue-lead", "", "Juniors on Tuesdays remain in RN's hands."),
                        (None, "chat", "SO provided tea and flapjack; much appreciated."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-03",
            "egm-mar-03",
            "Wyebank Canoe Club extraordinary general meeting, 3 March",
            [
                (
                    "Officers",
                    [
                        (
                            "chair",
                            "correct",
                            "PK (Pooja Kaur) is now chair, elected unopposed following TH's resignation.",
                        ),
                        (
                            "safety-officer",
                            "correct",
                            "Incident reports and rescue-kit checks sit with AL (Anna Lowe).",
                        ),
                        (None, "chat", "The meeting thanked TH for six years in the chair."),
                    ],
                ),
                (
                    "Subscriptions",
                    [
                        (
                            "fee",
                            "correct",
                            "MB clarified that grown-up members actually pay £72 a season following the AGM vote.",
                        ),
                        (None, "oneoff", "Thirty-one members attended; quorum was met."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-17",
            "committee-mar-17",
            "Wyebank Canoe Club committee meeting, 17 March",
            [
                (
                    "Sessions",
                    [
                        (
                            "thu-session",
                            "correct",
                            "From next week the Thursday adults start at 19:00 and finish at 20:30, once the "
                            "light allows.",
                        ),
                        ("thu-lead", "", "CF continues to run the Thursday evening adult group."),
                        (
                            "river-level",
                            "refine",
                            "AL proposed, and the committee agreed, that juniors come off the water at 0.9 m on "
                            "the Sandford gauge; adults may continue up to 1.2 m.",
                        ),
                    ],
                ),
                (
                    "Boats and sheds",
                    [
                        (
                            "boat-loan",
                            "refine",
                            "Private boat loans must be entered in the boat book at least 48 hours ahead; the £5 "
                            "daily charge is unchanged.",
                        ),
                        ("upper-shed", "", "Racing K1s and the sea boats are kept up top."),
                        (None, "oneoff", "Two Canadians damaged on the 14 March trip; repair quote £180."),
                        (None, "chat", "PK thanked JW for clearing the brambles behind the sheds."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-31",
            "committee-mar-31",
            "Wyebank Canoe Club committee meeting, 31 March",
            [
                (
                    "Safety",
                    [
                        (
                            "buoyancy",
                            "",
                            "AL restated that no-one launches without a BA on, and that includes the coaching team.",
                        ),
                        (
                            "lock-up",
                            "refine",
                            "Shed closing procedure amended: the upper shed dehumidifier is switched off before "
                            "the padlocks are locked and scrambled.",
                        ),
                        (
                            "capsize",
                            "",
                            "Newcomers practise a wet exit with a coach alongside, swim their boat in by the "
                            "grab handle and drain it with a buddy before re-launching.",
                        ),
                    ],
                ),
                (
                    "Sessions and insurance",
                    [
                        (
                            "thu-session",
                            "",
                            "Thursday adults meet at seven o'clock and are off the water by half eight.",
                        ),
                        (
                            "affiliation",
                            "",
                            "Cover continues through our British Canoeing club membership.",
                        ),
                        (None, "oneoff", "The sponsored paddle on 28 March raised £640 for the air ambulance."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Small bakery's overnight production log, terse bullets. The two deck ovens and the two spiral mixers are sibling
#    subjects with near-identical settings written in the same shape; Oven 2's temperature is corrected by a bare
#    new value, the flour supplier by name with no marker and few shared words, the night lead by name with "from
#    tonight", the dispatch time with "now" and few shared words.
BAKERY = Family(
    "bakery",
    "small bakery overnight production log",
    "log",
    [
        Fact("oven1", "wiki"),
        Fact("oven2", "wiki", now=[r"\b250\b"], was=[r"\b240\b"]),
        Fact("mixer-a", "wiki"),
        Fact("mixer-b", "wiki"),
        Fact("dough-temp", "wiki"),
        Fact("walk-in", "wiki", detail=[r"8\s*°|alarm"]),
        Fact("retard", "wiki"),
        Fact("night-lead", "wiki", now=[r"\bade\b|bello"], was=[r"gosia"]),
        Fact("flour", "wiki", now=[r"shipton"], was=[r"wessex"]),
        Fact("dispatch", "wiki", now=[r"05:00|5am|five"], was=[r"05:30"]),
        Fact("levain", "procedure", detail=[r"keep back|seed"]),
        Fact("end-clean", "procedure"),
        Fact("sesame", "personal"),
        Fact("ppe", "personal"),
    ],
    [
        Note(
            "2026-06-08",
            "night-log-0608",
            "Night log, Mon 8 Jun",
            [
                (
                    "",
                    [
                        ("night-lead", "", "Night lead: Gosia. Problems go to her."),
                        ("oven1", "", "Oven 1: sourdough at 240°C, 12 s steam, 40 min."),
                        ("oven2", "", "Oven 2: baguettes at 240°C, 8 s steam, 22 min."),
                        ("mixer-a", "", "Mixer A: white doughs, 4 min slow, 6 min fast."),
                        ("mixer-b", "", "Mixer B: rye doughs, 4 min slow, 3 min fast."),
                        ("dough-temp", "", "Target dough temp off the mixer 25°C."),
                        ("flour", "", "Flour from Wessex Mill, delivered Tue and Fri."),
                        (None, "oneoff", "240 baguettes, 96 sourdough, 60 rye tins out tonight."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-09",
            "night-log-0609",
            "Night log, Tue 9 Jun",
            [
                (
                    "",
                    [
                        (
                            "levain",
                            "",
                            "Levain build:\n1. Take 200 g ripe starter at 21:00.\n2. Feed 1:2:2 with T65 and water "
                            "at 26°C.\n3. Cover, leave on the proving shelf.\n4. Ready when domed and doubled, "
                            "around 03:00.",
                        ),
                        ("walk-in", "", "Walk-in at 3°C. Log it start and end of shift."),
                        ("retard", "", "Sourdough retards in the walk-in min 12 h before baking."),
                        ("dispatch", "", "Café orders boxed and on the van by 05:30."),
                        ("sesame", "", "Seeded and sesame bakes on the end bench only. Never the main bench."),
                        ("ppe", "", "Hairnet on and blue plasters only before touching dough."),
                        (None, "oneoff", "Flour drop 40 min late, driver stuck behind roadworks."),
                        (None, "chat", "Radio on, quiet night."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-11",
            "night-log-0611",
            "Night log, Thu 11 Jun",
            [
                (
                    "",
                    [
                        (
                            "end-clean",
                            "",
                            "End of shift clean:\n1. Scrape and wash both mixer bowls.\n2. Brush out the oven "
                            "decks.\n3. Wipe the benches down with sanitiser.\n4. Mop the floor and sign the "
                            "cleaning sheet.",
                        ),
                        ("dough-temp", "", "Aim for 25 degrees coming out of the bowl."),
                        ("oven2", "", "Oven 2: baguettes at 240°C, 8 s steam, 22 min. Colour good."),
                        ("sesame", "", "Anything with seeds stays off the main table; end bench for those."),
                        (None, "oneoff", "Batch 14 baguettes over-proved, binned 18."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-15",
            "night-log-0615",
            "Night log, Mon 15 Jun",
            [
                (
                    "",
                    [
                        (
                            "night-lead",
                            "correct",
                            "From tonight Ade Bello is night lead. Gosia moved to the day shift.",
                        ),
                        ("oven2", "correct", "Oven 2: baguettes at 250°C, 8 s steam, 20 min."),
                        ("oven1", "", "Oven 1: sourdough at 240°C, 12 s steam, 40 min. No change."),
                        ("flour", "correct", "Shipton Mill is who we buy our flour from, same twice-weekly drop."),
                        (
                            "walk-in",
                            "refine",
                            "Walk-in alarm trips above 8°C: move the retarding dough to the reach-in and ring the "
                            "night lead.",
                        ),
                        (None, "oneoff", "Engineer replaced the Oven 2 door seal, job ref HT-2291."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-18",
            "night-log-0618",
            "Night log, Thu 18 Jun",
            [
                (
                    "",
                    [
                        ("dispatch", "correct", "Driver now leaves at 05:00 sharp with the wholesale crates."),
                        (
                            "levain",
                            "refine",
                            "Levain: keep back 100 g of the ripe build as seed for tomorrow, in the fridge.",
                        ),
                        ("mixer-a", "", "Mixer A, whites: 4 slow then 6 fast."),
                        (None, "chat", "Ovens took ages to come up to heat, cold night for June."),
                        ("ppe", "", "No net, no dough. Blue plasters only."),
                        (None, "chat", "Cheers Marek for covering the last hour."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-22",
            "night-log-0622",
            "Night log, Mon 22 Jun",
            [
                (
                    "",
                    [
                        ("retard", "", "Sourdough needs its 12 hours cold in the walk-in before it goes in."),
                        ("mixer-b", "", "Mixer B: rye doughs, 4 min slow, 3 min fast."),
                        ("oven2", "", "Baguettes in Oven 2 at 250, 20 min."),
                        (
                            "end-clean",
                            "",
                            "Clean-down done: bowls scraped, decks brushed, benches sanitised, floor mopped, sheet "
                            "signed.",
                        ),
                        ("dispatch", "", "Van away five o'clock with the café boxes."),
                        (None, "oneoff", "Ade off sick at 02:00; Marek finished the shift."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [ELECTRICIAN, PRESCHOOL, CANOE, BAKERY]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "electrician": [("okafor-contact", "ferris-contact"), ("okafor-job", "ferris-job")],
    "preschool": [("am-pickup", "pm-pickup"), ("ruby-allergy", "theo-allergy"), ("acorns-ratio", "oaks-ratio")],
    "canoe": [("upper-shed", "lower-shed"), ("tue-session", "thu-session"), ("tue-lead", "thu-lead")],
    "bakery": [("oven1", "oven2"), ("mixer-a", "mixer-b")],
}

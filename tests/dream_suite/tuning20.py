"""A twentieth tuning half: four families written blind to the engine (a freelance wedding photographer's chat
sessions with an assistant, a climbing centre's route-setters' handbook resource notes, a church council's minutes, a
hospital pathology lab's night-shift log). Tuned on from the commit that added them."""

from tests.dream_suite import Fact, Family, Note

# 1. Wedding photographer's chat sessions with an assistant, first person. Two couples marrying at the same venue
#    (Priya and Tom, Chloe and Sam) and the full-day / half-day packages are sibling subjects worded almost alike;
#    the full-day price is corrected by a bare new value in other words, the album printer by name with no marker
#    and few shared words, the second shooter by name with "from now on", the gallery turnaround with "changed to".
WEDDING = Family(
    "wedding",
    "freelance wedding photography",
    "session",
    [
        Fact("full-day-price", "wiki", now=[r"2,?100"], was=[r"1,?850"]),
        Fact("half-day-price", "wiki"),
        Fact("travel", "wiki", detail=[r"overnight|hotel"]),
        Fact("second-shooter", "wiki", now=[r"maya|osei"], was=[r"\bdan\b|whitlock"]),
        Fact("no-flash", "personal"),
        Fact("no-raw", "personal"),
        Fact("contact-hours", "personal"),
        Fact("priya-wedding", "wiki"),
        Fact("chloe-wedding", "wiki"),
        Fact("editing-workflow", "procedure", detail=[r"photoshop|retouch"]),
        Fact("turnaround", "wiki", now=[r"eight weeks|8 weeks"], was=[r"six weeks|6 weeks"]),
        Fact("sneak-peek", "wiki", detail=[r"private"]),
        Fact("album-supplier", "wiki", now=[r"folio"], was=[r"graphistudio"]),
        Fact("booking", "procedure"),
    ],
    [
        Note(
            "2026-05-04",
            "business-basics",
            "Getting my photography business notes together",
            [
                (
                    "Packages and prices",
                    [
                        (
                            None,
                            "chat",
                            "Hi! Wedding season is about to go mad, so I'd like my business notes in one place "
                            "before it does.",
                        ),
                        (
                            "full-day-price",
                            "",
                            "My full-day package is £1,850, covering the morning prep through to the first dance.",
                        ),
                        (
                            "half-day-price",
                            "",
                            "My half-day package is £1,100, covering the ceremony through to the speeches.",
                        ),
                        ("travel", "", "Travel is free within 40 miles of Bristol; past that I charge 45p a mile."),
                        (
                            "second-shooter",
                            "",
                            "My second shooter this season is Dan Whitlock; he takes the groom's prep and the "
                            "guest candids.",
                        ),
                    ],
                ),
                (
                    "How I work",
                    [
                        ("no-flash", "", "I never use flash during a ceremony, even if the registrar says it's fine."),
                        ("no-raw", "", "I don't hand RAW files over to couples, only the edited JPEGs."),
                        (
                            "contact-hours",
                            "",
                            "I don't reply to client messages on Sundays or after 7pm on weekdays.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Just had an enquiry from a couple in Bath for 4 October; I've sent them the brochure.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-06",
            "couples-and-editing",
            "This summer's couples and my editing workflow",
            [
                (
                    "Booked couples",
                    [
                        (
                            "priya-wedding",
                            "",
                            "Priya and Tom are getting married on Saturday 13 June at Fernleigh Manor.",
                        ),
                        (
                            "chloe-wedding",
                            "",
                            "Chloe and Sam are getting married on Saturday 27 June at Fernleigh Manor.",
                        ),
                        (None, "oneoff", "Chloe paid her £500 retainer this morning, bank reference FM-0627."),
                    ],
                ),
                (
                    "Editing and delivery",
                    [
                        (
                            "editing-workflow",
                            "",
                            "My editing workflow:\n1. Back up both cards to two SSDs the same night.\n2. Cull in "
                            "Photo Mechanic.\n3. Colour grade in Lightroom with my Warm Film preset.\n4. Export "
                            "and upload the gallery to Pic-Time.",
                        ),
                        ("turnaround", "", "Couples get their full edited gallery within six weeks of the wedding."),
                        ("sneak-peek", "", "Every couple gets a sneak peek of about twenty images within 48 hours."),
                        ("album-supplier", "", "My albums are printed by Graphistudio in Italy."),
                        (None, "chat", "Could you turn the workflow into something I can stick above my desk?"),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-13",
            "taking-bookings",
            "How I take a booking",
            [
                (
                    "",
                    [
                        (
                            "booking",
                            "",
                            "When a new couple books:\n1. Have a 30-minute video call to check we get on.\n2. "
                            "Send the contract through HoneyBook.\n3. Take a £500 retainer to hold the date.\n4. "
                            "Block the date in my Google calendar.",
                        ),
                        (
                            "full-day-price",
                            "correct",
                            "Anyone booking a 2026 date pays £2,100 to have me from getting ready until the "
                            "evening do.",
                        ),
                        (
                            "no-flash",
                            "",
                            "Flashguns stay in the bag while vows are being said; that's non-negotiable for me.",
                        ),
                        ("half-day-price", "", "Five hours of just me, vows to speeches, still comes to £1,100."),
                        (None, "chat", "Ugh, my laptop fan sounds like a jet engine today."),
                        (None, "oneoff", "Invoice 2026-031 went to Priya and Tom for their balance today."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-20",
            "team-and-suppliers",
            "Second shooter and album changes",
            [
                (
                    "",
                    [
                        (
                            "second-shooter",
                            "correct",
                            "Maya Osei is shooting alongside me from now on; Dan has gone full-time at the "
                            "Evening Post.",
                        ),
                        (
                            "album-supplier",
                            "correct",
                            "Folio Albums in Leeds make the books for my couples: lay-flat pages, linen covers.",
                        ),
                        (
                            "travel",
                            "refine",
                            "Travel stays free within 40 miles of Bristol and 45p a mile beyond, plus an overnight "
                            "hotel if the venue is more than 100 miles away.",
                        ),
                        (
                            "sneak-peek",
                            "refine",
                            "The sneak peek goes out as a private Pic-Time link, never on social media before the "
                            "couple has seen it.",
                        ),
                        ("priya-wedding", "", "13 June at Fernleigh is Priya and Tom's big day."),
                        (
                            None,
                            "oneoff",
                            "Maya came along to the Cotswolds shoot today as a trial and it went really well.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-01",
            "peak-season",
            "Planning for peak season",
            [
                (
                    "",
                    [
                        (
                            "turnaround",
                            "correct",
                            "Gallery turnaround has changed to eight weeks for the summer rush; I've updated the "
                            "contract.",
                        ),
                        (
                            "editing-workflow",
                            "refine",
                            "I've added a step to my editing: after the Lightroom grade, portraits get light skin "
                            "retouching in Photoshop before I export and upload to Pic-Time.",
                        ),
                        (
                            "no-raw",
                            "",
                            "Unedited files never leave my hard drives; couples only receive finished images.",
                        ),
                        ("contact-hours", "", "Evenings after seven and the whole of Sunday, I'm offline for clients."),
                        (
                            "chloe-wedding",
                            "",
                            "Chloe and Sam's wedding is on the 27th of June, also at Fernleigh Manor.",
                        ),
                        (None, "oneoff", "Backed up Saturday's wedding twice tonight: 2,340 frames."),
                        (None, "chat", "Thanks, that's everything for now!"),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Climbing centre route-setters' handbook, resource notes revised over several days, one heading per area. The
#    bouldering and lead walls are sibling subjects with near-identical sentences (reset cycle, head setter); the
#    lead head setter is corrected by name with few shared words and no marker, hold washing by a bare new method,
#    the hold supplier by name with "now", the setting days with "from next week".
ROUTESET = Family(
    "routeset",
    "climbing centre route-setters' handbook",
    "resource",
    [
        Fact("boulder-reset", "wiki"),
        Fact("lead-reset", "wiki"),
        Fact("boulder-head", "wiki"),
        Fact("lead-head", "wiki", now=[r"femi|adeyinka"], was=[r"rhys|bennett"]),
        Fact("rope-retire", "wiki"),
        Fact("hold-supplier", "wiki", now=[r"summit"], was=[r"crag forge"]),
        Fact("hold-wash", "wiki", now=[r"soak"], was=[r"pressure wash"]),
        Fact("torque", "wiki", detail=[r"35\s*nm"]),
        Fact("setting-day", "wiki", now=[r"monday.*thursday"], was=[r"tuesday.*wednesday"]),
        Fact("no-solo", "personal"),
        Fact("helmet-zone", "personal"),
        Fact("two-points", "personal"),
        Fact("forerun", "procedure", detail=[r"photo"]),
        Fact("strip", "procedure", detail=[r"red tape"]),
    ],
    [
        Note(
            "2026-03-02",
            "setters-handbook",
            "Route-setters' handbook, Granite Works",
            [
                (
                    "Bouldering wall",
                    [
                        (
                            "boulder-reset",
                            "",
                            "The bouldering wall gets a full reset every four weeks, one sector at a time.",
                        ),
                        ("boulder-head", "", "Head setter for the bouldering wall is Kasia Nowak."),
                    ],
                ),
                (
                    "Lead wall",
                    [
                        ("lead-reset", "", "The lead wall gets a full reset every eight weeks, one sector at a time."),
                        ("lead-head", "", "Head setter for the lead wall is Rhys Bennett."),
                        (
                            "rope-retire",
                            "",
                            "Lead ropes are retired after twelve months in use or 400 logged falls, whichever "
                            "comes first.",
                        ),
                    ],
                ),
                (
                    "Holds and cleaning",
                    [
                        ("hold-supplier", "", "New holds are ordered from Crag Forge Holds in Sheffield."),
                        (
                            "hold-wash",
                            "",
                            "Dirty holds go through the pressure washer in the yard with a citrus degreaser.",
                        ),
                        ("torque", "", "Bolt-on holds are tightened to 25 Nm with the torque driver, never by feel."),
                    ],
                ),
                (
                    "Safety",
                    [
                        (
                            "no-solo",
                            "",
                            "Nobody sets on their own: a second setter must be in the building the whole time.",
                        ),
                        (
                            "helmet-zone",
                            "",
                            "The floor below any setting work is taped off, and anyone inside the tape wears a helmet.",
                        ),
                        (None, "oneoff", "Sector C reset today: 14 new problems, yellow to black."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-04",
            "setters-handbook",
            "Route-setters' handbook, Granite Works",
            [
                (
                    "Setting schedule",
                    [
                        (
                            "setting-day",
                            "",
                            "Setting days are Tuesday and Wednesday; the wall being set stays closed to the "
                            "public until 2pm.",
                        ),
                    ],
                ),
                (
                    "Bouldering wall",
                    [
                        (
                            "forerun",
                            "",
                            "Forerunning a new problem:\n1. The setter climbs it twice from the start holds.\n2. A "
                            "second setter climbs it and agrees the grade.\n3. Spin-check every hold by hand.\n4. "
                            "Tag it with the grade, the date and the setter's initials.",
                        ),
                    ],
                ),
                (
                    "Holds and cleaning",
                    [
                        (
                            "strip",
                            "",
                            "Stripping a sector:\n1. Tape off the floor below.\n2. Unbolt the holds from the top "
                            "down.\n3. Bag the holds by colour.\n4. Brush the panels and check every T-nut.",
                        ),
                    ],
                ),
                (
                    "Safety",
                    [
                        (
                            "two-points",
                            "",
                            "Above three metres, setters stay clipped in with two points of attachment at all times.",
                        ),
                        (None, "chat", "Cheers to Mo for sorting out the drill batteries."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-09",
            "setters-handbook",
            "Route-setters' handbook, Granite Works",
            [
                (
                    "Setting schedule",
                    [
                        (
                            "setting-day",
                            "correct",
                            "From next week we set on Mondays and Thursdays instead, because of the school bookings.",
                        ),
                    ],
                ),
                (
                    "Bouldering wall",
                    [
                        (
                            "boulder-reset",
                            "",
                            "Sector by sector, the boulders are stripped and put up fresh on a four-week cycle.",
                        ),
                    ],
                ),
                (
                    "Lead wall",
                    [
                        (
                            "lead-head",
                            "correct",
                            "Femi Adeyinka has taken over the ropes side from Rhys, so route plans go to him.",
                        ),
                    ],
                ),
                (
                    "Holds and cleaning",
                    [
                        (
                            "torque",
                            "refine",
                            "Bolt-on holds stay at 25 Nm; volumes are the exception and get 35 Nm with two bolts.",
                        ),
                        (None, "oneoff", "Panel 14 has a spun T-nut; reported to the duty manager."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-16",
            "setters-handbook",
            "Route-setters' handbook, Granite Works",
            [
                (
                    "Holds and cleaning",
                    [
                        (
                            "hold-supplier",
                            "correct",
                            "Hold orders now go to Summit Shapes; Crag Forge has stopped trading.",
                        ),
                        (
                            "hold-wash",
                            "correct",
                            "Grubby holds soak overnight in a tub of warm soapy water, then get scrubbed by hand.",
                        ),
                        (
                            "strip",
                            "refine",
                            "When stripping, any damaged T-nut is marked with red tape and logged for maintenance.",
                        ),
                    ],
                ),
                (
                    "Safety",
                    [
                        ("no-solo", "", "Lone setting is banned; there must always be a second setter on site."),
                        (None, "chat", "Put more simply for the new starters: if in doubt, ask before you drill."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-23",
            "setters-handbook",
            "Route-setters' handbook, Granite Works",
            [
                (
                    "Bouldering wall",
                    [
                        (
                            "forerun",
                            "refine",
                            "After forerunning, photograph the problem and upload it to the app with its grade "
                            "before the wall reopens.",
                        ),
                        ("boulder-head", "", "Kasia Nowak leads the boulder setting team."),
                    ],
                ),
                (
                    "Lead wall",
                    [
                        ("lead-reset", "", "Lines on the ropes get swapped out over an eight-week cycle."),
                        ("rope-retire", "", "A rope goes in the bin at a year old, or at 400 falls if that's sooner."),
                    ],
                ),
                (
                    "Safety",
                    [
                        (
                            "helmet-zone",
                            "",
                            "Helmets on for anybody underneath the setters; the area beneath stays cordoned.",
                        ),
                        (None, "oneoff", "Two new setters started today, Lou and Priti."),
                        (None, "chat", "Great work everyone on the comp set."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Parochial church council minutes, third person, people by initials. St Michael's and St Anne's are sibling
#    subjects with near-identical sentences (Sunday Eucharist time, hall hire); St Anne's time is corrected with
#    "from next month", the parish share by a bare new value in other words, the treasurer by name with no marker
#    and few shared words, the safeguarding officer by name with "now".
PCC = Family(
    "pcc",
    "parochial church council minutes",
    "minutes",
    [
        Fact("stmichael-time", "wiki"),
        Fact("stanne-time", "wiki", now=[r"10\.45"], was=[r"11\.00"]),
        Fact("stmichael-hire", "wiki"),
        Fact("stanne-hire", "wiki"),
        Fact("treasurer", "wiki", now=[r"\bGH\b"], was=[r"\bMP\b"]),
        Fact("safeguarding", "wiki", now=[r"\bDW\b"], was=[r"\bKS\b"]),
        Fact("parish-share", "wiki", now=[r"41,?250"], was=[r"38,?400"]),
        Fact("meeting-day", "wiki", detail=[r"third tuesday"]),
        Fact("quinquennial", "wiki"),
        Fact("spend-rule", "personal"),
        Fact("apologies", "personal"),
        Fact("no-flames", "personal"),
        Fact("hall-booking", "procedure", detail=[r"insurance"]),
        Fact("collection", "procedure", detail=[r"gift aid"]),
    ],
    [
        Note(
            "2026-01-13",
            "pcc-minutes",
            "PCC of Upper Hadley with Marsden, minutes of 13 January",
            [
                (
                    "Opening and apologies",
                    [
                        (None, "chat", "The Rector (CF) opened the meeting with prayer and welcomed members."),
                        (
                            "apologies",
                            "",
                            "Members were reminded that apologies for absence are sent to the secretary (JT), "
                            "not to the Rector.",
                        ),
                        (
                            "meeting-day",
                            "",
                            "The PCC meets on the second Tuesday of alternate months at 7.30pm in St Michael's hall.",
                        ),
                    ],
                ),
                (
                    "Officers",
                    [
                        ("treasurer", "", "MP continues as PCC treasurer."),
                        (
                            "safeguarding",
                            "",
                            "KS remains the parish safeguarding officer; concerns go to her in the first instance.",
                        ),
                        (None, "oneoff", "MP presented the draft year-end accounts, showing a deficit of £2,310."),
                    ],
                ),
                (
                    "Services",
                    [
                        ("stmichael-time", "", "The Sunday Eucharist at St Michael's is at 9.30am."),
                        ("stanne-time", "", "The Sunday Eucharist at St Anne's is at 11.00am."),
                    ],
                ),
                (
                    "Finance",
                    [
                        ("parish-share", "", "The parish share requested by the diocese for 2026 is £38,400."),
                        (
                            "spend-rule",
                            "",
                            "Council agreed that no spending over £500 is approved without a written report from "
                            "the treasurer.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-10",
            "pcc-minutes",
            "PCC of Upper Hadley with Marsden, minutes of 10 March",
            [
                (
                    "Buildings",
                    [
                        ("stmichael-hire", "", "Hire of St Michael's hall is £18 per hour."),
                        ("stanne-hire", "", "Hire of St Anne's hall is £14 per hour."),
                        (
                            "hall-booking",
                            "",
                            "Hall bookings are handled as follows:\n1. The hirer completes a booking form from the "
                            "parish office.\n2. The secretary checks the hall diary.\n3. A £50 deposit is paid by "
                            "bank transfer.\n4. Keys are collected from the verger the day before.",
                        ),
                        (
                            "no-flames",
                            "",
                            "Council reaffirmed that no naked flames are permitted in either hall, under the terms "
                            "of the insurance.",
                        ),
                        (
                            "quinquennial",
                            "",
                            "The next quinquennial inspection of both churches is due in spring 2027, to be carried "
                            "out by Holt & Partners.",
                        ),
                    ],
                ),
                (
                    "Finance",
                    [
                        (
                            "collection",
                            "",
                            "The collection is counted as follows:\n1. Two unrelated people count it together.\n2. "
                            "Totals are entered on the counting sheet and both sign.\n3. The cash is bagged and "
                            "locked in the vestry safe.\n4. The treasurer banks it on the Monday.",
                        ),
                        (
                            "parish-share",
                            "correct",
                            "Following the deanery review, Upper Hadley with Marsden will pay £41,250 this year.",
                        ),
                        (None, "oneoff", "The Lent lunches raised £412 for the Marsden food bank."),
                    ],
                ),
                (
                    "Any other business",
                    [
                        (None, "chat", "AL thanked the flower guild for the Candlemas arrangements."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-21",
            "standing-committee",
            "Standing committee, 21 April",
            [
                (
                    "",
                    [
                        (
                            "treasurer",
                            "correct",
                            "GH has taken on the parish accounts, MP having stepped down at Easter.",
                        ),
                        (
                            "stanne-time",
                            "correct",
                            "From next month the St Anne's Eucharist will begin at 10.45am, giving the Rector time "
                            "to travel from Upper Hadley.",
                        ),
                        (
                            "spend-rule",
                            "",
                            "It was confirmed that any outlay above £500 needs the treasurer's report in writing "
                            "before approval.",
                        ),
                        (None, "oneoff", "The Easter offering totalled £1,186 across both churches."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-12",
            "pcc-minutes",
            "PCC of Upper Hadley with Marsden, minutes of 12 May",
            [
                (
                    "Officers",
                    [
                        (
                            "safeguarding",
                            "correct",
                            "DW is now the parish safeguarding officer, KS having completed her term.",
                        ),
                    ],
                ),
                (
                    "Buildings",
                    [
                        (
                            "hall-booking",
                            "refine",
                            "For events of more than 50 people, hirers must also show public liability insurance "
                            "before the keys are released.",
                        ),
                        ("stmichael-hire", "", "Eighteen pounds an hour remains the rate for St Michael's hall."),
                        (
                            "no-flames",
                            "",
                            "Candles, tea lights and any other open flame may not be used in the halls "
                            "(an insurance condition).",
                        ),
                    ],
                ),
                (
                    "Services",
                    [
                        ("stmichael-time", "", "St Michael's: the Sunday Eucharist continues at half past nine."),
                        (None, "chat", "The Rector thanked everyone for their hard work over Holy Week."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-07-14",
            "pcc-minutes",
            "PCC of Upper Hadley with Marsden, minutes of 14 July",
            [
                (
                    "Matters arising",
                    [
                        (
                            "meeting-day",
                            "refine",
                            "When the second Tuesday falls in the school holidays, the meeting moves to the third "
                            "Tuesday of that month.",
                        ),
                        ("apologies", "", "Members sending apologies should do so to JT as secretary."),
                        ("stanne-time", "", "The 10.45 Eucharist at St Anne's has settled in well."),
                    ],
                ),
                (
                    "Finance and fabric",
                    [
                        (
                            "collection",
                            "refine",
                            "Gift Aid envelopes are kept apart at the count and handed to the Gift Aid secretary, "
                            "not banked with the loose cash.",
                        ),
                        (
                            "quinquennial",
                            "",
                            "Holt & Partners will carry out the five-yearly survey of both churches next spring.",
                        ),
                        (None, "oneoff", "The summer fete on 4 July made £2,870."),
                        (None, "chat", "The meeting closed with the Grace at 9.05pm."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Hospital pathology lab night-shift log, terse bullets. The two chemistry analysers (CH1, CH2) are sibling
#    subjects with near-identical lines (QC times, panels); CH2's QC time is corrected with "now", the potassium
#    phone limit by a bare new value in other words, the on-call biochemist by name with no marker, the porters'
#    extension with "changed to".
PATHNIGHT = Family(
    "pathnight",
    "hospital pathology lab night-shift log",
    "log",
    [
        Fact("ch1-qc", "wiki"),
        Fact("ch2-qc", "wiki", now=[r"23:00"], was=[r"22:30"]),
        Fact("ch1-panels", "wiki"),
        Fact("ch2-panels", "wiki"),
        Fact("k-critical", "wiki", now=[r"6\.0\b"], was=[r"6\.5"]),
        Fact("oncall", "wiki", now=[r"siddiqui"], was=[r"hughes"]),
        Fact("porter-ext", "wiki", now=[r"4460"], was=[r"4411"]),
        Fact("trop-tat", "wiki"),
        Fact("haemolysis", "wiki", detail=[r"repeat"]),
        Fact("handover", "personal"),
        Fact("lone-worker", "personal"),
        Fact("no-food", "personal"),
        Fact("critical-call", "procedure", detail=[r"15 min|escalat"]),
        Fact("restart", "procedure", detail=[r"water blank"]),
    ],
    [
        Note(
            "2026-02-09",
            "night-log",
            "Biochemistry night log, Mon 9 Feb",
            [
                (
                    "",
                    [
                        (
                            "handover",
                            "",
                            "Handover to day staff 07:45, face to face at the bench, never by note alone.",
                        ),
                        ("ch1-qc", "", "CH1 IQC at 22:00 and 04:00, both levels."),
                        ("ch2-qc", "", "CH2 IQC at 22:30 and 04:30, both levels."),
                        ("ch1-panels", "", "CH1 runs U&E, LFT and CRP."),
                        ("ch2-panels", "", "CH2 runs troponin, TFT and lipids."),
                        ("k-critical", "", "Potassium above 6.5 mmol/L phoned to the ward."),
                        ("oncall", "", "On-call biochemist: Dr Hughes, via switchboard."),
                        ("porter-ext", "", "Night porters on ext 4411."),
                        (None, "oneoff", "212 samples through by 02:00, A&E busy."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-10",
            "night-log",
            "Biochemistry night log, Tue 10 Feb",
            [
                (
                    "",
                    [
                        (
                            "critical-call",
                            "",
                            "Phoning a critical:\n1. Recheck the result and sample ID.\n2. Ring the ward, ask for "
                            "the nurse in charge or a doctor.\n3. Read back name, DOB and result.\n4. Log the call "
                            "in LIMS with recipient and time.",
                        ),
                        ("lone-worker", "", "Lone worker: check in with security every 2 h."),
                        ("no-food", "", "No food or drink at the bench. Break room only."),
                        ("trop-tat", "", "Troponin TAT target 60 min from receipt."),
                        ("haemolysis", "", "Haemolysed samples (HI over 100): K+ suppressed, comment added."),
                        (None, "chat", "Thanks Jo for the biscuits."),
                        (None, "oneoff", "CH1 probe clot 01:12, cleared, QC rerun OK."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-12",
            "night-log",
            "Biochemistry night log, Thu 12 Feb",
            [
                (
                    "",
                    [
                        (
                            "restart",
                            "",
                            "Analyser restart after a hard stop:\n1. Finish or park running samples.\n2. Power "
                            "down from the software, not the switch.\n3. Wait 60 s, power up.\n4. Run both IQC "
                            "levels before releasing results.",
                        ),
                        ("ch2-qc", "correct", "CH2 IQC now 23:00 and 05:00, staggered from haem."),
                        ("ch1-qc", "", "CH1: controls at ten pm and four am, L1 + L2."),
                        ("no-food", "", "Eating/drinking not permitted in the lab area."),
                        (None, "oneoff", "LIMS down 03:10-03:35; results held, released after."),
                        (None, "chat", "Break room kettle fixed at last, cheers estates."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-16",
            "night-log",
            "Biochemistry night log, Mon 16 Feb",
            [
                (
                    "",
                    [
                        ("k-critical", "correct", "Critical K+ call threshold: 6.0 mmol/L (lab director sign-off)."),
                        ("oncall", "correct", "Consultant calls overnight go to Dr Siddiqui; Dr Hughes off the rota."),
                        (
                            "haemolysis",
                            "refine",
                            "Haemolysed (HI > 100): suppress K+, add comment, and ask the ward for a repeat sample.",
                        ),
                        ("lone-worker", "", "Security check-in two-hourly when working alone."),
                        ("trop-tat", "", "Trop: result out within the hour of arrival."),
                        (None, "chat", "Quiet night for once."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-19",
            "night-log",
            "Biochemistry night log, Thu 19 Feb",
            [
                (
                    "",
                    [
                        ("porter-ext", "correct", "Porter ext changed to 4460 after the switchboard move."),
                        (
                            "critical-call",
                            "refine",
                            "Criticals: no answer from the ward in 15 min, escalate to the on-call doctor via "
                            "switchboard.",
                        ),
                        ("restart", "refine", "Restart: after power-up do a water blank before the IQC."),
                        (
                            "handover",
                            "",
                            "Day shift gets a verbal handover at quarter to eight; written notes alone don't count.",
                        ),
                        (None, "oneoff", "Troponin reagent lot 24-117 loaded on CH2, cal passed."),
                        (None, "oneoff", "Courier from St Luke's 40 min late."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [WEDDING, ROUTESET, PCC, PATHNIGHT]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "wedding": [("priya-wedding", "chloe-wedding"), ("full-day-price", "half-day-price")],
    "routeset": [("boulder-reset", "lead-reset"), ("boulder-head", "lead-head")],
    "pcc": [("stmichael-time", "stanne-time"), ("stmichael-hire", "stanne-hire")],
    "pathnight": [("ch1-qc", "ch2-qc"), ("ch1-panels", "ch2-panels")],
}

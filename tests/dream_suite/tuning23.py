"""A twenty-third tuning half: four families written blind to the engine (a freelance translator's chat sessions
with an assistant, a climbing wall's staff handbook, a parish council's planning committee minutes, a veterinary
practice's kennel ward log). Tuned on from the commit that adds them."""

from tests.dream_suite import Fact, Family, Note

# 1. Freelance translator's chat sessions with an assistant, first person. The two language pairs' word rates and
#    the two agencies' project managers and payment terms are sibling subjects; the French rate is corrected by a
#    bare new value while the German rate keeps its value, the minimum charge with "actually ... now", the Nordtext
#    project manager by name with no marker.
TRANSLATOR = Family(
    "translator",
    "freelance translation business",
    "session",
    [
        Fact("daily-cap", "personal"),
        Fact("no-weekends", "personal"),
        Fact("no-mtpe", "personal"),
        Fact("rate-de", "wiki"),
        Fact("rate-fr", "wiki", now=[r"£\s*0?\.10\b|\b10\s*p\b"], was=[r"£\s*0?\.08\b|\b8\s*p\b"]),
        Fact("min-fee", "wiki", now=[r"£\s*40\b"], was=[r"£\s*35\b"]),
        Fact("brightwell-pm", "wiki"),
        Fact("nordtext-pm", "wiki", now=[r"anja|vogel"], was=[r"karl|becker"]),
        Fact("brightwell-terms", "wiki"),
        Fact("nordtext-terms", "wiki", detail=[r"end of (the )?(calendar )?month"]),
        Fact("cat-tool", "wiki"),
        Fact("rush-fee", "wiki"),
        Fact("insurance", "wiki"),
        Fact("delivery-qa", "procedure", detail=[r"\bunits?\b"]),
        Fact("invoicing", "procedure"),
    ],
    [
        Note(
            "2026-01-12",
            "rates-setup",
            "Setting out my rates and working rules",
            [
                (
                    "How I work",
                    [
                        (
                            None,
                            "chat",
                            "Hi! I went freelance full time at New Year and my notes are all over the place, "
                            "can you help me keep them straight?",
                        ),
                        (
                            "daily-cap",
                            "",
                            "I translate German and French into English, and I never take on more than 2,500 words "
                            "a day, because past that my quality drops off.",
                        ),
                        (
                            "no-weekends",
                            "",
                            "Weekends are off limits: I don't accept any job whose deadline would have me working "
                            "on a Saturday or Sunday.",
                        ),
                        (
                            "no-mtpe",
                            "",
                            "I turn down machine translation post-editing work, whatever rate an agency offers.",
                        ),
                    ],
                ),
                (
                    "Rates",
                    [
                        ("rate-de", "", "For German into English I charge £0.09 per source word."),
                        (
                            "rate-fr",
                            "",
                            "French into English is a little cheaper at £0.08 per source word, since there's more "
                            "competition for it.",
                        ),
                        ("min-fee", "", "Anything tiny gets my minimum charge of £35."),
                        (
                            "rush-fee",
                            "",
                            "If a client needs it back in under 48 hours, I add a 25% rush surcharge on top.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-14",
            "agencies",
            "Notes on my two agencies",
            [
                (
                    "Brightwell Language Services",
                    [
                        (
                            "brightwell-pm",
                            "",
                            "My project manager at Brightwell is Sophie Laurent; she sends me most of the medical "
                            "device jobs.",
                        ),
                        ("brightwell-terms", "", "They pay 30 days after the invoice date."),
                    ],
                ),
                (
                    "Nordtext",
                    [
                        ("nordtext-pm", "", "At Nordtext in Hamburg everything goes through Karl Becker."),
                        ("nordtext-terms", "", "Their payment terms are 45 days, which is long but they're reliable."),
                        (None, "oneoff", "Karl sent over PO 88-1142 today for a 6,000-word machinery manual."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-21",
            "delivery-routine",
            "My checks before delivering a job",
            [
                (
                    "",
                    [
                        (
                            "delivery-qa",
                            "",
                            "Before I deliver any job:\n1. Run the Xbench QA check against the client's termbase.\n"
                            "2. Spellcheck the target file.\n3. Read the English through on its own, without "
                            "looking at the source.\n4. Upload through the agency portal and email the PM.",
                        ),
                        (
                            "cat-tool",
                            "",
                            "Trados Studio 2024 is my CAT tool for everything; the licence only lives on the "
                            "desktop, not the laptop.",
                        ),
                        (
                            "invoicing",
                            "",
                            "How I invoice:\n1. On the last working day of the month, list every delivered job "
                            "with its PO number.\n2. Make one invoice per agency in QuickFile.\n3. Send it as a PDF "
                            "to the agency's accounts address, copying in the PM.",
                        ),
                        (
                            "insurance",
                            "",
                            "My professional indemnity cover is with Hiscox and renews every March; the agencies "
                            "sometimes ask for the certificate.",
                        ),
                        (None, "chat", "Could you turn that into a checklist I can stick above the monitor?"),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-03",
            "rate-review",
            "Reviewing my rates for 2026",
            [
                (
                    "Rates",
                    [
                        ("rate-fr", "correct", "French into English, per source word: £0.10."),
                        (
                            "min-fee",
                            "correct",
                            "Actually, I've put the minimum up: small jobs are now £40, however short they are.",
                        ),
                        ("rate-de", "", "The German jobs stay at nine pence for each word of the original text."),
                        (None, "oneoff", "Brightwell paid invoice 2026-004 this morning, a few days early."),
                    ],
                ),
                (
                    "Workload",
                    [
                        (
                            "daily-cap",
                            "",
                            "Roughly two and a half thousand words is my ceiling for one day's output.",
                        ),
                        ("no-weekends", "", "Saturdays and Sundays stay free; I won't book anything over them."),
                        (
                            "rush-fee",
                            "",
                            "Turnarounds shorter than two days cost the client a quarter extra.",
                        ),
                        (None, "chat", "Sorry, January has been so quiet that I'm venting a bit."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-17",
            "agency-changes",
            "Changes at Nordtext and my delivery checks",
            [
                (
                    "Nordtext",
                    [
                        (
                            "nordtext-pm",
                            "correct",
                            "Karl Becker has left Nordtext, so Anja Vogel handles my projects there.",
                        ),
                        (
                            "nordtext-terms",
                            "refine",
                            "Their 45 days run from the end of the month I invoice in, not from the invoice date, "
                            "so the money takes a while.",
                        ),
                    ],
                ),
                (
                    "Delivery",
                    [
                        (
                            "delivery-qa",
                            "refine",
                            "I've added a step to my pre-delivery checks: after the Xbench run and the spellcheck, "
                            "compare every number, date and unit against the source, then do the read-through and "
                            "upload.",
                        ),
                        ("cat-tool", "", "All my translation happens in Studio 2024."),
                        (
                            "brightwell-pm",
                            "",
                            "Sophie is still the one assigning me Brightwell's med-tech work.",
                        ),
                        (None, "chat", "Thanks, that's everything for today!"),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Climbing wall staff handbook, resource notes (third person and imperative). The main hall and the boulder barn
#    are sibling subjects for opening hours and setting leads, named mostly by headings; the barn's weekday opening
#    is corrected with "from now on" while the main hall keeps its hours, the peak price by a bare new value, the
#    senior first aider by name with no marker.
CLIMBING = Family(
    "climbwall",
    "climbing wall staff handbook",
    "resource",
    [
        Fact("main-hours", "wiki"),
        Fact("barn-hours", "wiki", now=[r"11:00|11\s*am|eleven"], was=[r"12:00|noon|midday"]),
        Fact("main-setter", "wiki"),
        Fact("barn-setter", "wiki"),
        Fact("peak-price", "wiki", now=[r"£\s*15\.50"], was=[r"£\s*14\b"]),
        Fact("shoe-hire", "wiki"),
        Fact("first-aider", "wiki", now=[r"marta|silva"], was=[r"dale|okafor"]),
        Fact("rope-retire", "wiki", detail=[r"\bcore\b"]),
        Fact("lost-property", "wiki"),
        Fact("staff-climbing", "personal"),
        Fact("floor-cover", "personal"),
        Fact("phones", "personal"),
        Fact("auto-belay-check", "procedure", detail=[r"log ?book"]),
        Fact("incident", "procedure"),
        Fact("induction", "procedure"),
    ],
    [
        Note(
            "2026-02-02",
            "staff-handbook",
            "Gritstone Climbing Centre staff handbook",
            [
                (
                    "Opening and areas",
                    [
                        (
                            "main-hours",
                            "",
                            "The main hall is open 10:00 to 22:00 on weekdays and 09:00 to 20:00 at weekends.",
                        ),
                        (
                            "barn-hours",
                            "",
                            "The boulder barn opens at 12:00 on weekdays and closes at 22:00 with the main hall.",
                        ),
                        (
                            "main-setter",
                            "",
                            "Route setting in the main hall is led by Owen Pritchard, who plans the weekly reset.",
                        ),
                        ("barn-setter", "", "Kasia Nowak leads the setting team in the barn."),
                    ],
                ),
                (
                    "Prices",
                    [
                        ("peak-price", "", "Adult peak entry is £14; off-peak prices are on the till screen."),
                        ("shoe-hire", "", "Shoe hire costs £4 a pair, sizes 1 to 13."),
                    ],
                ),
                (
                    "Staff rules",
                    [
                        ("staff-climbing", "", "Staff do not climb while on shift, even on quiet afternoons."),
                        (
                            "floor-cover",
                            "",
                            "There must always be at least two staff on the floor whenever climbers are in the "
                            "building.",
                        ),
                        ("phones", "", "Personal phones stay in the staff lockers, never on the matted areas."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-04",
            "safety-procedures",
            "Safety procedures",
            [
                (
                    "Opening checks",
                    [
                        (
                            "auto-belay-check",
                            "",
                            "Before opening, check every auto belay:\n1. Pull the webbing out fully and look for "
                            "cuts or fraying.\n2. Let it retract from full height and watch that it returns "
                            "smoothly.\n3. Check the carabiner gate closes and locks.\n4. Put the red barrier gate "
                            "across any unit that fails.",
                        ),
                        (
                            "rope-retire",
                            "",
                            "Top ropes are retired after two years in service, or sooner if they look damaged.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Auto belay 3 is out of service today; the replacement unit is on order, ref HX-3381.",
                        ),
                    ],
                ),
                (
                    "Accidents",
                    [
                        (
                            "incident",
                            "",
                            "If a climber is hurt:\n1. Stop climbing on the walls nearby.\n2. Radio the duty first "
                            "aider.\n3. Do not move the casualty unless they are in danger where they are.\n4. "
                            "Fill in the accident book before the end of the shift.",
                        ),
                        (
                            "first-aider",
                            "",
                            "The senior first aider is Dale Okafor; he restocks the kits on the first of each month.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-09",
            "staff-handbook",
            "Gritstone Climbing Centre staff handbook",
            [
                (
                    "New visitors",
                    [
                        (
                            "induction",
                            "",
                            "Registering a new visitor:\n1. They fill in the registration form on the desk tablet.\n"
                            "2. Ask whether they have climbed indoors before.\n3. Novices get the ten-minute "
                            "bouldering induction: falling, landing zones, and keeping off the mats under other "
                            "climbers.\n4. Give them a wristband in the colour of their area.",
                        ),
                        (None, "chat", "This section replaces the laminated sheet that used to be taped to the desk."),
                    ],
                ),
                (
                    "Opening and areas",
                    [
                        (
                            "barn-hours",
                            "correct",
                            "From now on the barn opens at 11:00 on weekdays, an hour earlier than it used to.",
                        ),
                        (
                            "main-hours",
                            "",
                            "Weekday sessions in the big hall run from ten in the morning till ten at night; "
                            "Saturday and Sunday it's nine till eight.",
                        ),
                        (None, "oneoff", "The barn closes at 18:00 this Saturday for the club bouldering comp."),
                    ],
                ),
                (
                    "Staff rules",
                    [
                        ("staff-climbing", "", "No climbing for anyone who is working a shift."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-18",
            "prices-and-people",
            "Prices and who to ask",
            [
                (
                    "Prices",
                    [
                        ("peak-price", "correct", "Adult entry at peak times: £15.50."),
                        ("shoe-hire", "", "Hiring a pair of climbing shoes is four pounds."),
                    ],
                ),
                (
                    "Who to ask",
                    [
                        (
                            "first-aider",
                            "correct",
                            "Marta Silva is senior first aider and keeps the first aid kits stocked.",
                        ),
                        ("main-setter", "", "Questions about routes in the big hall go to Owen."),
                        (None, "chat", "Thanks to Jess for proofreading this page."),
                    ],
                ),
                (
                    "Desk",
                    [
                        (
                            "lost-property",
                            "",
                            "Lost property is kept behind the desk for 30 days, then goes to the hospice charity shop.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-02",
            "safety-procedures",
            "Safety procedures",
            [
                (
                    "Equipment",
                    [
                        (
                            "rope-retire",
                            "refine",
                            "Retire a top rope after two years of use, or straight away if the sheath is worn "
                            "through and the core shows.",
                        ),
                        (
                            "auto-belay-check",
                            "refine",
                            "Daily auto belay checks: pull out the full length of webbing and inspect it, watch "
                            "it retract, test the gate, then sign the auto belay logbook at the desk; any unit that "
                            "fails gets the red barrier.",
                        ),
                        (None, "oneoff", "Fire alarm test on Wednesday at 9:30, before we open."),
                    ],
                ),
                (
                    "Staff rules",
                    [
                        (
                            "floor-cover",
                            "",
                            "If a colleague goes on break and you would be left alone out there, climbing stops "
                            "until they're back.",
                        ),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Parish council planning committee minutes, third person under agenda headings. The chair and vice-chair are
#    sibling roles (the vice-chair changes by name, the chair stays), and the two villages' notice boards are
#    sibling places (Ashcombe's moves by a bare new value, Ludworth's stays); the meeting time is corrected with
#    "now".
PARISH = Family(
    "parishplan",
    "parish council planning committee",
    "minutes",
    [
        Fact("chair", "wiki"),
        Fact("vice-chair", "wiki", now=[r"priya|nair"], was=[r"\btom\b|ashdown"]),
        Fact("meeting-slot", "wiki", now=[r"7[.:]30|half past seven"], was=[r"\b7\s*pm|7[.:]00"]),
        Fact("clerk", "wiki"),
        Fact("ludworth-board", "wiki"),
        Fact("ashcombe-board", "wiki", now=[r"shop"], was=[r"lychgate|church"]),
        Fact("district-officer", "wiki"),
        Fact("advice-budget", "wiki"),
        Fact("quorum", "personal"),
        Fact("declare-interest", "personal", detail=[r"28 days"]),
        Fact("site-visits", "personal"),
        Fact("public-speaking", "procedure"),
        Fact("response", "procedure", detail=[r"21 days"]),
        Fact("neighbourhood-plan", "wiki"),
    ],
    [
        Note(
            "2026-01-13",
            "planning-minutes",
            "Planning Committee minutes, 13 January 2026",
            [
                (
                    "1. Apologies and declarations",
                    [
                        (
                            "chair",
                            "",
                            "Cllr Margaret Ellery took the chair, having been re-elected committee chair for the year.",
                        ),
                        (
                            "declare-interest",
                            "",
                            "Members were reminded that any interest in an item must be declared at the start of "
                            "the meeting, before that item is discussed.",
                        ),
                        (
                            "quorum",
                            "",
                            "The committee is quorate with three members present; with fewer, no decisions can be "
                            "taken.",
                        ),
                    ],
                ),
                (
                    "2. Committee arrangements",
                    [
                        ("vice-chair", "", "Cllr Tom Ashdown continues as vice-chair."),
                        (
                            "meeting-slot",
                            "",
                            "The committee meets on the second Tuesday of each month at 7pm in the Village Hall "
                            "committee room.",
                        ),
                        (
                            "clerk",
                            "",
                            "The clerk to the committee is Jenny Hollis; agendas are sent out by her a week ahead.",
                        ),
                    ],
                ),
                (
                    "3. Notices",
                    [
                        ("ludworth-board", "", "Ludworth notices are displayed on the board outside the post office."),
                        ("ashcombe-board", "", "In Ashcombe, the notice board is the one in the church lychgate."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-10",
            "planning-minutes",
            "Planning Committee minutes, 10 February 2026",
            [
                (
                    "1. Public participation",
                    [
                        (
                            "public-speaking",
                            "",
                            "Members of the public wishing to speak on an application:\n1. Register with the clerk "
                            "by noon on the day of the meeting.\n2. Speak during the public participation item, not "
                            "during the debate.\n3. Keep to three minutes each; the chair may allow longer.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Four residents spoke against application 26/0041/HH (rear extension, 12 Mill Lane).",
                        ),
                    ],
                ),
                (
                    "2. Consultation responses",
                    [
                        (
                            "response",
                            "",
                            "Responding to a district consultation:\n1. The clerk circulates the application to "
                            "all members on receipt.\n2. Members comment by email or at the next meeting.\n3. The "
                            "chair agrees the wording with the clerk.\n4. The clerk submits the response on the "
                            "Westvale District Council planning portal.",
                        ),
                        (
                            "district-officer",
                            "",
                            "Westvale's case officer for applications in the parish is Alan Reeve.",
                        ),
                        (None, "chat", "The chair thanked the clerk for the clearer agenda layout."),
                    ],
                ),
                (
                    "3. Committee arrangements",
                    [
                        (
                            "meeting-slot",
                            "correct",
                            "Meetings will now start at 7.30pm so that members can get back from work; same day "
                            "and venue.",
                        ),
                        (
                            "quorum",
                            "",
                            "No business may be decided unless a minimum of three councillors are in the room.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-10",
            "planning-minutes",
            "Planning Committee minutes, 10 March 2026",
            [
                (
                    "1. Apologies and declarations",
                    [
                        (
                            "declare-interest",
                            "refine",
                            "Declarations of interest are taken at the start, and any interest not already on the "
                            "register must be added to it within 28 days.",
                        ),
                        (
                            "site-visits",
                            "",
                            "Members agreed that none of them will visit an application site alone or discuss an "
                            "application with the applicant outside a meeting.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Cllr Dunn declared an interest in item 4 as a neighbour of the site and left the room.",
                        ),
                    ],
                ),
                (
                    "2. Committee arrangements",
                    [
                        (
                            "vice-chair",
                            "correct",
                            "Cllr Priya Nair was elected vice-chair following Cllr Ashdown's resignation from the "
                            "committee.",
                        ),
                        ("chair", "", "Cllr Ellery remains in post as chair."),
                    ],
                ),
                (
                    "3. Notices",
                    [
                        ("ashcombe-board", "correct", "Ashcombe: notices to go up on the board by the village shop."),
                        ("ludworth-board", "", "For Ludworth, the post office board will carry on being used."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-14",
            "planning-minutes",
            "Planning Committee minutes, 14 April 2026",
            [
                (
                    "1. Consultation responses",
                    [
                        (
                            "response",
                            "refine",
                            "Responses must reach the district within 21 days of the consultation letter; where the "
                            "next meeting falls too late, the clerk asks the case officer for an extension.",
                        ),
                        (
                            "district-officer",
                            "",
                            "Mr Reeve at Westvale is still the officer handling the parish's applications.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Resolved to object to 26/0078/FUL (four houses off Church Road) on highway safety "
                            "grounds.",
                        ),
                    ],
                ),
                (
                    "2. Neighbourhood plan and budget",
                    [
                        (
                            "neighbourhood-plan",
                            "",
                            "The Ludworth with Ashcombe Neighbourhood Plan was made in 2021 and is due for review "
                            "in 2027.",
                        ),
                        (
                            "advice-budget",
                            "",
                            "The committee has £1,500 a year to spend on independent planning advice.",
                        ),
                        (None, "chat", "Members welcomed the new projector in the committee room."),
                    ],
                ),
                (
                    "3. Committee arrangements",
                    [
                        ("meeting-slot", "", "Second Tuesday, half past seven, Village Hall."),
                        (
                            "clerk",
                            "",
                            "All planning correspondence should continue to go to Jenny Hollis in her role as clerk.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-12",
            "planning-minutes",
            "Planning Committee minutes, 12 May 2026",
            [
                (
                    "1. Apologies and declarations",
                    [
                        (
                            "site-visits",
                            "",
                            "The chair repeated that councillors should not go to sites on their own or talk "
                            "privately with applicants about their plans.",
                        ),
                    ],
                ),
                (
                    "2. Budget",
                    [
                        (
                            "advice-budget",
                            "",
                            "Outside planning advice remains funded at fifteen hundred pounds annually.",
                        ),
                        (
                            None,
                            "oneoff",
                            "£420 has been spent so far this year on the heritage consultant's report on "
                            "Ashcombe Mill.",
                        ),
                        (
                            None,
                            "chat",
                            "The chair noted this was the last meeting before the summer and thanked members.",
                        ),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Veterinary practice kennel ward log, terse bullets with abbreviations. The dog ward and the cat ward are sibling
#    subjects (thermostat setting, lead nurse) named only by section headings; the cat ward's thermostat is
#    corrected by a bare new value while the dog ward's stays, the dog ward lead by name with "from today", the meds
#    rounds with "now"; the disinfectant dilution is restated in other units.
KENNELS = Family(
    "kennelward",
    "veterinary practice kennel ward log",
    "log",
    [
        Fact("dog-temp", "wiki"),
        Fact("cat-temp", "wiki", now=[r"\b24\s*°"], was=[r"\b22\s*°"]),
        Fact("dog-lead", "wiki", now=[r"\bjo\b|kemp"], was=[r"\bsam\b|price"]),
        Fact("cat-lead", "wiki"),
        Fact("meds-round", "wiki", now=[r"0?7:30"], was=[r"08:00"]),
        Fact("f10", "wiki"),
        Fact("drug-fridge", "wiki", detail=[r"min\W*max"]),
        Fact("ooh", "wiki"),
        Fact("o2", "wiki"),
        Fact("iso-ppe", "personal"),
        Fact("two-lift", "personal"),
        Fact("slip-lead", "personal"),
        Fact("admit", "procedure", detail=[r"allerg"]),
        Fact("cage-clean", "procedure"),
        Fact("discharge", "procedure"),
    ],
    [
        Note(
            "2026-03-02",
            "ward-log",
            "Kennel ward log, Mon 2 Mar",
            [
                (
                    "",
                    [
                        ("meds-round", "", "Meds rounds 08:00 + 20:00, both wards. Night RVN does the 20:00."),
                        ("f10", "", "Disinfectant: F10SC 1:250 for all kennels + floors."),
                        (
                            "ooh",
                            "",
                            "OOH: inpatients to Vets Now Hadley after 22:00, transfer sheet in blue folder.",
                        ),
                        ("iso-ppe", "", "Iso kennel: gown, gloves, boot dip. No exceptions, incl. vets."),
                        (None, "oneoff", "Adm Bella (Lab, 32 kg) for TPLO, kennel 4."),
                    ],
                ),
                (
                    "Dog ward",
                    [
                        ("dog-temp", "", "Thermostat 20°C."),
                        ("dog-lead", "", "Lead: RVN Sam Price."),
                    ],
                ),
                (
                    "Cat ward",
                    [
                        ("cat-temp", "", "Thermostat 22°C."),
                        ("cat-lead", "", "Lead: RVN Ella Ford."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-04",
            "ward-log",
            "Kennel ward log, Wed 4 Mar",
            [
                (
                    "",
                    [
                        (
                            "admit",
                            "",
                            "Admission:\n1. Weigh, wt on cage card.\n2. Scan chip, check vs consent form.\n3. ID "
                            "collar on.\n4. Kennel, vetbed, water unless NBM.",
                        ),
                        (
                            "cage-clean",
                            "",
                            "Kennel clean between pts:\n1. All bedding out to laundry.\n2. Scrub w/ F10.\n3. Leave "
                            "10 min contact.\n4. Dry, fresh bedding, old cage card off.",
                        ),
                        ("two-lift", "", "Dogs >25 kg: 2-person lift. Always."),
                        ("slip-lead", "", "Any dog out of its kennel = slip lead on. Every dog, every time."),
                        ("drug-fridge", "", "Drug fridge range 2–8°C."),
                        ("o2", "", "Spare O2 cyl in store under stairs; BOC order no. on the wall by the phone."),
                        (None, "chat", "Ta Mo for fixing the coffee machine!!"),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-09",
            "ward-log",
            "Kennel ward log, Mon 9 Mar",
            [
                (
                    "",
                    [
                        ("meds-round", "correct", "Meds rounds now 07:30 + 19:30, to fit the shift change."),
                        ("f10", "", "F10 = 4 ml per L of water."),
                        (None, "oneoff", "K6 door latch sticking, maint. job 2231 raised."),
                    ],
                ),
                (
                    "Cat ward",
                    [
                        ("cat-temp", "correct", "Thermostat 24°C."),
                    ],
                ),
                (
                    "Dog ward",
                    [
                        ("dog-temp", "", "Kept at twenty degrees."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-16",
            "ward-log",
            "Kennel ward log, Mon 16 Mar",
            [
                (
                    "",
                    [
                        (
                            "drug-fridge",
                            "refine",
                            "Drug fridge: keep 2–8°C, read + reset min/max at start and end of each shift, "
                            "initial the sheet.",
                        ),
                        ("iso-ppe", "", "Anyone into isolation: full PPE + footbath."),
                        (None, "chat", "Quiet night, all pts settled."),
                    ],
                ),
                (
                    "Dog ward",
                    [
                        ("dog-lead", "correct", "RVN Jo Kemp in charge from today, Sam P moved to theatre."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-23",
            "ward-log",
            "Kennel ward log, Mon 23 Mar",
            [
                (
                    "",
                    [
                        (
                            "admit",
                            "refine",
                            "Adm: weigh, scan chip vs consent, ID collar, red allergy tag on collar + cage card if "
                            "any known allergy, then kennel.",
                        ),
                        (
                            "discharge",
                            "",
                            "Discharge:\n1. Vet signs off d/c notes.\n2. Meds labelled + bagged.\n3. Go through "
                            "notes w/ owner in consult 2.\n4. Collar off, kennel onto the clean list.",
                        ),
                        ("ooh", "", "Overnight pts go across to Vets Now (Hadley) after 10pm."),
                        (None, "oneoff", "Fridge alarm 03:10, door left ajar, max 9.1°C. Pharmacy informed."),
                    ],
                ),
                (
                    "Dog ward",
                    [
                        ("dog-lead", "", "Jo K running the ward."),
                    ],
                ),
                (
                    "Cat ward",
                    [
                        ("cat-lead", "", "Ella F still lead."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [TRANSLATOR, CLIMBING, PARISH, KENNELS]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "translator": [("rate-de", "rate-fr"), ("brightwell-pm", "nordtext-pm"), ("brightwell-terms", "nordtext-terms")],
    "climbwall": [("main-hours", "barn-hours"), ("main-setter", "barn-setter")],
    "parishplan": [("chair", "vice-chair"), ("ludworth-board", "ashcombe-board")],
    "kennelward": [("dog-temp", "cat-temp"), ("dog-lead", "cat-lead")],
}

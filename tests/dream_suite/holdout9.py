"""A ninth holdout half: four families written blind to the engine (a physiotherapist's chat sessions with an
assistant about running her private practice, a youth football club's volunteer coaches' handbook kept as resource
notes, a housing co-operative's general meeting minutes, a canal-boat hire yard manager's notes in prose).
Frozen before the dream first ran on it; never tuned on."""

from tests.dream_suite import Fact, Family, Note

# 1. Physiotherapist's chat sessions with an assistant, first person. Her two work sites (her own room on Harbour
#    Street, the treatment room at Riverside Gym) are sibling subjects for opening hours, and the initial assessment
#    and follow-up are sibling prices. The follow-up price is corrected by a bare new value, the gym hours with
#    "actually", the accountant by name with "now", the consumables supplier by name with no marker; two
#    refinements (acupuncture cover on the indemnity, the surgeon's letter for post-op new patients).
PHYSIO = Family(
    "physio",
    "physiotherapy private practice",
    "session",
    [
        Fact("initial-fee", "wiki"),
        Fact("followup-fee", "wiki", now=[r"£\s*55|fifty-five"], was=[r"£\s*50\b"]),
        Fact("harbour-hours", "wiki"),
        Fact("gym-hours", "wiki", now=[r"\b4\s*pm|16:00"], was=[r"\b5 till|17:00"]),
        Fact("harbour-rent", "wiki"),
        Fact("booking-system", "wiki"),
        Fact("supplier", "wiki", now=[r"medisave"], was=[r"physio ?supplies"]),
        Fact("accountant", "wiki", now=[r"marcus|bell|ledgerline"], was=[r"deborah|flint"]),
        Fact("insurance", "wiki", detail=[r"acupuncture"]),
        Fact("cancellation", "personal"),
        Fact("under-16s", "personal"),
        Fact("caseload-cap", "personal"),
        Fact("new-patient", "procedure", detail=[r"post-op|surgeon"]),
        Fact("insurer-claims", "procedure"),
    ],
    [
        Note(
            "2026-01-12",
            "practice-setup",
            "Sorting out the admin for my physio practice",
            [
                (
                    "The practice",
                    [
                        (
                            None,
                            "chat",
                            "Hi! New year, new spreadsheet. I'd like to get the business side of the practice "
                            "written down properly, if you don't mind.",
                        ),
                        ("harbour-hours", "", "Mon, Wed and Fri I'm in my own room on Harbour Street, 8am to 6pm."),
                        (
                            "gym-hours",
                            "",
                            "Tuesday and Thursday evenings I work out of the treatment room at Riverside Gym, "
                            "5 till 8.30.",
                        ),
                        (
                            "harbour-rent",
                            "",
                            "The Harbour St room is sublet from Dr Okafor's GP surgery downstairs: £450 a month, "
                            "paid on the 1st.",
                        ),
                        ("initial-fee", "", "Initial assessment is an hour and costs £65."),
                        ("followup-fee", "", "Follow-ups are 45 mins at £50."),
                        (
                            "cancellation",
                            "",
                            "Cancellation policy: less than 24 hours' notice and they pay the full fee, unless "
                            "it's a genuine emergency.",
                        ),
                        (None, "oneoff", "Took £1,130 in the first week back, which isn't bad for January."),
                    ],
                ),
                (
                    "Suppliers and admin",
                    [
                        ("booking-system", "", "All bookings and clinical notes live in Cliniko."),
                        (
                            "supplier",
                            "",
                            "Tape, couch roll and gel I buy from PhysioSupplies Direct, usually one big order a "
                            "quarter.",
                        ),
                        (
                            "accountant",
                            "",
                            "My accountant is Deborah Flint at Flint & Co; she does my self-assessment every January.",
                        ),
                        (
                            None,
                            "oneoff",
                            "The couch roll that was due today never turned up, DPD tracking 15501234887.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-14",
            "new-patients",
            "New patient paperwork and insurers",
            [
                (
                    "",
                    [
                        (
                            "new-patient",
                            "",
                            "New patient flow:\n1. Cliniko sends the intake questionnaire when they book.\n"
                            "2. I read it the night before and screen for red flags.\n3. Consent form signed at "
                            "the start of the first session.\n4. Full assessment, then we agree a plan and a rough "
                            "number of sessions.",
                        ),
                        (
                            None,
                            "chat",
                            "Sorry, could you put the insurer bit into steps? It's a bit of a wall of text.",
                        ),
                        (
                            "insurer-claims",
                            "",
                            "Insured patients (Bupa, AXA, Vitality):\n1. Get the pre-authorisation number from the "
                            "patient before the first appointment.\n2. Invoice the insurer through their provider "
                            "portal, not the patient.\n3. Bill any excess to the patient separately.\n4. Chase the "
                            "insurer if it's not paid within 30 days.",
                        ),
                        (
                            "under-16s",
                            "",
                            "I don't treat under-16s; they go to Sarah at Little Steps paediatric physio.",
                        ),
                        (
                            "caseload-cap",
                            "",
                            "Hard cap of 28 patient contacts a week, otherwise my own back goes and the notes slip.",
                        ),
                        ("insurance", "", "Professional indemnity is through my CSP membership."),
                        (None, "oneoff", "A new Bupa patient's pre-auth came through today, ref BP-2291-7730."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-27",
            "prices-and-gym",
            "February prices and the gym evenings",
            [
                (
                    "",
                    [
                        (None, "chat", "Right, I've redone the price list, bear with me."),
                        ("followup-fee", "correct", "Follow-up (45 min): £55."),
                        (
                            "initial-fee",
                            "",
                            "The first appointment, the hour-long assessment, stays at sixty-five quid.",
                        ),
                        (
                            "gym-hours",
                            "correct",
                            "Actually the gym want me starting at 4pm on Tuesdays and Thursdays, still finishing "
                            "at half eight, because the spin class has the room before that.",
                        ),
                        ("harbour-hours", "", "Harbour Street stays as is: Monday, Wednesday, Friday, eight till six."),
                        (
                            "cancellation",
                            "",
                            "If someone cancels on the day, or with under a day's warning, they're charged in "
                            "full. I'm trying to be firmer about that.",
                        ),
                        (None, "chat", "Freezing in the clinic today, the storage heater's given up."),
                        (None, "oneoff", "Two no-shows this morning, both new patients."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-10",
            "suppliers-accounts",
            "Changing accountant, stock and cover",
            [
                (
                    "",
                    [
                        (
                            "accountant",
                            "correct",
                            "Marcus Bell at Ledgerline now does my books; Deborah has retired, so he'll file next "
                            "year's return.",
                        ),
                        (
                            "supplier",
                            "correct",
                            "Tape, couch roll and ultrasound gel all come from Medisave: cheaper, and next-day.",
                        ),
                        (
                            "insurance",
                            "refine",
                            "The CSP policy covers my acupuncture as well, since I'm on the AACP register.",
                        ),
                        (
                            "caseload-cap",
                            "",
                            "Twenty-eight contacts in a week is my ceiling; I'd rather run a waiting list than "
                            "burn out.",
                        ),
                        ("gym-hours", "", "Riverside Gym sessions: Tue/Thu, 4pm-8.30pm."),
                        ("cancellation", "", "Late cancellations (inside 24h) pay the whole session."),
                        (None, "oneoff", "January takings came to £5,480 all in."),
                        (None, "chat", "Thanks, that's so much clearer than my spreadsheet."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-24",
            "intake-update",
            "Tightening up new-patient intake",
            [
                (
                    "",
                    [
                        (None, "chat", "Sorry I went quiet last week, it was half term with the kids."),
                        (
                            "new-patient",
                            "refine",
                            "For post-op patients I also want the surgeon's discharge letter or rehab protocol "
                            "before I see them, on top of the intake form, red-flag screen and consent.",
                        ),
                        ("followup-fee", "", "Reminder to self: a 45-minute follow-up is fifty-five pounds."),
                        ("initial-fee", "", "New patients' first hour is still £65."),
                        (
                            "insurer-claims",
                            "",
                            "With insurer-funded patients I never bill them for the session itself: pre-auth "
                            "code first, claim through the insurer's portal, and only the excess goes to the "
                            "patient.",
                        ),
                        ("under-16s", "", "Children under sixteen still get referred on to Little Steps, not me."),
                        ("booking-system", "", "Diary and notes: Cliniko, same as ever."),
                        (None, "oneoff", "Medisave order MS-660412 arrived a day late."),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Youth football club coaches' handbook, resource notes, third person and imperative. The Under-9s and
#    Under-12s are sibling subjects (training slot, head coach), named only by section headings; the U12 training
#    day is corrected with "from next month", the U12 head coach by name with no marker, the fixtures secretary by
#    name with "now", the subs with "changed to"; two refinements (cup games in the playing-time rule,
#    concussion in the injury steps).
FOOTBALL = Family(
    "football",
    "youth football club coaches' handbook",
    "resource",
    [
        Fact("u9-training", "wiki"),
        Fact("u12-training", "wiki", now=[r"thursday"], was=[r"wednesday"]),
        Fact("u9-coach", "wiki"),
        Fact("u12-coach", "wiki", now=[r"kwame|osei"], was=[r"sophie|lanyon"]),
        Fact("welfare-officer", "wiki"),
        Fact("fixtures-sec", "wiki", now=[r"aisha|rahman"], was=[r"paul|greaves"]),
        Fact("subs", "wiki", now=[r"£\s*24"], was=[r"£\s*20\b"]),
        Fact("first-aid-kit", "wiki"),
        Fact("dbs", "personal"),
        Fact("car-rule", "personal"),
        Fact("sideline", "personal"),
        Fact("playing-time", "personal", detail=[r"\bcup"]),
        Fact("injury", "procedure", detail=[r"concussion"]),
        Fact("matchday", "procedure"),
    ],
    [
        Note(
            "2026-03-02",
            "coaches-handbook",
            "Greenway Juniors FC coaches' handbook",
            [
                (
                    "Under-9s",
                    [
                        (
                            "u9-training",
                            "",
                            "Training: Saturday mornings 9:00-10:00 in the small-sided cages at Greenway Rec.",
                        ),
                        ("u9-coach", "", "Head coach: Dean Whitlock (FA Playmaker + Level 1)."),
                    ],
                ),
                (
                    "Under-12s",
                    [
                        ("u12-training", "", "Training: Wednesdays 18:00-19:15 on Pitch 3 at Greenway Rec (floodlit)."),
                        ("u12-coach", "", "Head coach: Sophie Lanyon."),
                    ],
                ),
                (
                    "Club rules for coaches",
                    [
                        (
                            "dbs",
                            "",
                            "Nobody coaches, helps at training or runs a line until their enhanced DBS has "
                            "cleared. No exceptions, including parents who are 'just helping out'.",
                        ),
                        (
                            "car-rule",
                            "",
                            "Never give a player a lift in your own car unless it's your own child or the "
                            "parents have signed the travel consent.",
                        ),
                        (
                            "sideline",
                            "",
                            "Parents and spectators stand behind the Respect barrier on the far touchline; "
                            "coaches stay in their technical area and don't argue with the ref.",
                        ),
                        (
                            "playing-time",
                            "",
                            "Every registered player gets at least half of every match. Winning is not a reason "
                            "to bench anyone.",
                        ),
                    ],
                ),
                (
                    "Contacts",
                    [
                        (
                            "welfare-officer",
                            "",
                            "Club Welfare Officer: Linda Marsh. Any safeguarding worry goes to her the same day.",
                        ),
                        (
                            "fixtures-sec",
                            "",
                            "Fixtures secretary: Paul Greaves. Postponements, ref requests and pitch swaps all "
                            "go through Paul.",
                        ),
                        (None, "oneoff", "Pitch 3 floodlight fault logged with the council, ref GRC-20931."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-09",
            "matchday-and-injuries",
            "Matchdays, injuries and money",
            [
                (
                    "Matchday",
                    [
                        (
                            "matchday",
                            "",
                            "On a matchday:\n1. Arrive 45 minutes before kick-off.\n2. Check the goals are pegged "
                            "or weighted; nobody swings on a crossbar.\n3. Put the team sheet on the FA Full-Time "
                            "app.\n4. Pay the referee in cash from the envelope in the kit bag and get a receipt.",
                        ),
                        (None, "oneoff", "Ref's fee for the U12 home game on 14 March is £35, paid on the day."),
                    ],
                ),
                (
                    "Injuries",
                    [
                        (
                            "injury",
                            "",
                            "If a player gets hurt:\n1. Stop play and go to them; don't move them if it's head, "
                            "neck or back.\n2. Send for the pitchside first aider.\n3. Phone the parent if "
                            "they're not there.\n4. Write it up in the accident book in the clubhouse before you "
                            "leave.",
                        ),
                        (
                            "first-aid-kit",
                            "",
                            "Each coach carries a pitchside first-aid bag; the full kit, spare ice packs and the "
                            "defib are kept in the clubhouse kitchen.",
                        ),
                    ],
                ),
                (
                    "Money",
                    [
                        ("subs", "", "Player subs: £20 a month, collected by direct debit through Pitchero."),
                        (
                            None,
                            "chat",
                            "If anything in here is unclear, ask in the coaches' WhatsApp. Nobody minds.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-30",
            "coaches-handbook",
            "Greenway Juniors FC coaches' handbook",
            [
                (
                    "Under-9s",
                    [
                        ("u9-training", "", "Saturday 9 till 10, cages at the Rec."),
                        ("u9-coach", "", "Sessions run by Dean Whitlock."),
                        (None, "chat", "(Thanks to Dean for proof-reading this section.)"),
                    ],
                ),
                (
                    "Under-12s",
                    [
                        (
                            "u12-training",
                            "correct",
                            "From next month training moves to Thursdays, same time and same pitch.",
                        ),
                        ("u12-coach", "correct", "Lead coach is Kwame Osei (UEFA C)."),
                    ],
                ),
                (
                    "Club rules for coaches",
                    [
                        (
                            "playing-time",
                            "refine",
                            "Minimum 50% pitch time for every player applies in cup ties and tournaments too, "
                            "not just league games.",
                        ),
                        (
                            "dbs",
                            "",
                            "Enhanced DBS clearance comes first; volunteers without it can't help at sessions.",
                        ),
                        (
                            "first-aid-kit",
                            "",
                            "Defib and main first aid box: clubhouse kitchen. Your own bag comes pitchside.",
                        ),
                        (
                            None,
                            "oneoff",
                            "U12 kit bag was left at the Rec on Saturday; it's in clubhouse lost property.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-20",
            "safeguarding-and-money",
            "Safeguarding, money and fixtures",
            [
                (
                    "Contacts",
                    [
                        (
                            "fixtures-sec",
                            "correct",
                            "Aisha Rahman now deals with all fixtures and postponements, as Paul Greaves has "
                            "stepped down.",
                        ),
                        ("welfare-officer", "", "Safeguarding concerns: contact the CWO, Linda Marsh."),
                    ],
                ),
                (
                    "Money",
                    [
                        (
                            "subs",
                            "correct",
                            "Subs changed to £24 a month at the AGM, to cover the rise in pitch hire.",
                        ),
                    ],
                ),
                (
                    "Safeguarding and conduct",
                    [
                        (
                            "injury",
                            "refine",
                            "Any suspected concussion: the player comes off and doesn't go back on that day (if "
                            "in doubt, sit them out), and the parent is told to keep an eye on them for 24 hours.",
                        ),
                        (
                            "car-rule",
                            "",
                            "Coaches don't drive other people's children to away games without written consent "
                            "from home.",
                        ),
                        ("sideline", "", "Spectators keep behind the rope on the opposite side to the benches."),
                    ],
                ),
                (
                    "Training and matchdays",
                    [
                        ("u12-training", "", "U12s: Thursday evenings, 6pm, Pitch 3."),
                        (
                            "matchday",
                            "",
                            "Matchday checklist unchanged: be there three-quarters of an hour early, goals "
                            "secured, team sheet on Full-Time, ref paid in cash.",
                        ),
                        (None, "chat", "Thanks to all the volunteers who turned up for the pitch clean-up!"),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Housing co-operative general meeting minutes, third person, under agenda headings. The two blocks (Rowan
#    House, Elm Court) are sibling subjects for bin collection day, and the maintenance and finance convenors are
#    sibling roles. Elm Court's collection day is corrected by a bare new value, the two-bed rent with "from
#    April", the finance convenor by name with no marker, the repairs contractor by name with "now"; two
#    refinements (the participation rota sheet, a photo on repair forms).
COOP = Family(
    "coop",
    "housing co-operative general meeting minutes",
    "minutes",
    [
        Fact("rent", "wiki", now=[r"£\s*133"], was=[r"£\s*128"]),
        Fact("finance-convenor", "wiki", now=[r"\bola\b|bankole"], was=[r"priya|nair"]),
        Fact("maint-convenor", "wiki"),
        Fact("repairs-contractor", "wiki", now=[r"castle"], was=[r"hanlon"]),
        Fact("insurance", "wiki"),
        Fact("rowan-bins", "wiki"),
        Fact("elm-bins", "wiki", now=[r"thursday"], was=[r"friday"]),
        Fact("laundry-price", "wiki"),
        Fact("garden-budget", "wiki"),
        Fact("quorum", "personal"),
        Fact("participation", "personal", detail=[r"rota"]),
        Fact("pets", "personal"),
        Fact("repair-report", "procedure", detail=[r"photo"]),
        Fact("allocations", "procedure"),
    ],
    [
        Note(
            "2026-01-05",
            "general-meeting",
            "Ferncliffe Housing Co-op general meeting, 5 January 2026",
            [
                (
                    "1. Apologies and quorum",
                    [
                        (None, "chat", "Apologies from Mags (flat 4) and Davey (flat 11)."),
                        (
                            "quorum",
                            "",
                            "Chair reminded members that a general meeting needs a quarter of all members present "
                            "to be quorate.",
                        ),
                        (None, "oneoff", "19 members present; meeting quorate."),
                    ],
                ),
                (
                    "2. Finance",
                    [
                        ("rent", "", "Weekly rent for a two-bed flat is £128."),
                        ("finance-convenor", "", "Priya Nair continues as convenor of the finance sub-committee."),
                        ("insurance", "", "Buildings insurance renewed with Zurich Municipal for another year."),
                    ],
                ),
                (
                    "3. Maintenance",
                    [
                        ("maint-convenor", "", "Gerry O'Neill convenes the maintenance sub-committee."),
                        ("repairs-contractor", "", "Hanlon Building Services remain the general repairs contractor."),
                        (
                            "repair-report",
                            "",
                            "Repair reporting, reconfirmed:\n1. Fill in the repair form on the co-op website (or a "
                            "paper slip in the office).\n2. The maintenance convenor triages it within 48 hours.\n"
                            "3. Floods, no heating or no power: ring the out-of-hours number instead.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Leak in the Rowan House stairwell roof reported 2 Jan; Hanlon attending Thursday.",
                        ),
                    ],
                ),
                (
                    "4. Bins and grounds",
                    [
                        ("rowan-bins", "", "Rowan House bins go out Tuesday night for Wednesday collection."),
                        ("elm-bins", "", "Elm Court bins are emptied on Fridays."),
                        ("laundry-price", "", "Laundry room tokens are £1.50 a wash, sold in the office."),
                    ],
                ),
                (
                    "5. AOB",
                    [
                        (
                            "pets",
                            "",
                            "Pets policy stands: cats and small caged animals are fine; a dog needs the approval "
                            "of a general meeting.",
                        ),
                        (None, "chat", "Thanks to Olu for the leftover mince pies."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-02",
            "general-meeting",
            "Ferncliffe Housing Co-op general meeting, 2 February 2026",
            [
                (
                    "1. Apologies",
                    [
                        (None, "chat", "Apologies: Jen (flat 7), who is away with work."),
                    ],
                ),
                (
                    "2. Membership and allocations",
                    [
                        (
                            "allocations",
                            "",
                            "Allocating a vacant flat:\n1. Allocations panel contacts the top of the waiting list."
                            "\n2. Panel shortlists and does home visits.\n3. The shortlisted applicant attends an "
                            "induction session.\n4. The GM votes on accepting them as a member.",
                        ),
                        (
                            "participation",
                            "",
                            "All members are expected to put in at least four hours of co-op work per month.",
                        ),
                        (None, "oneoff", "Flat 9 falls vacant on 28 February; keys back to the office."),
                    ],
                ),
                (
                    "3. Finance",
                    [
                        ("finance-convenor", "correct", "Ola Bankole elected finance convenor, unopposed."),
                        ("rent", "", "Two-bed rent stays at £128 per week until the budget is set."),
                        ("garden-budget", "", "Garden group allocated £600 for the year."),
                    ],
                ),
                (
                    "4. Maintenance",
                    [
                        (
                            "repairs-contractor",
                            "correct",
                            "Following the tender, Castle Property Maintenance now hold the general repairs "
                            "contract; Hanlon to finish their open jobs only.",
                        ),
                        ("elm-bins", "correct", "Elm Court bins: Thursday collection."),
                        ("rowan-bins", "", "Rowan House: bins out on Tuesday evening, lifted Wednesday."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-02",
            "general-meeting",
            "Ferncliffe Housing Co-op general meeting, 2 March 2026",
            [
                (
                    "1. Apologies and quorum",
                    [
                        ("quorum", "", "As per the rules, decisions need at least one member in four present."),
                        (None, "oneoff", "22 present, no apologies received."),
                    ],
                ),
                (
                    "2. Finance",
                    [
                        (
                            "rent",
                            "correct",
                            "Budget agreed: from April the weekly rent on a two-bed goes up to £133.",
                        ),
                        ("laundry-price", "", "Washing machine: £1.50 per load, token from the office."),
                        ("insurance", "", "Zurich Municipal confirmed buildings cover; policy docs in the office."),
                    ],
                ),
                (
                    "3. Members' duties",
                    [
                        (
                            "participation",
                            "refine",
                            "Participation hours (4 a month minimum) must be logged on the rota sheet in the "
                            "laundry room by the end of each month.",
                        ),
                        ("pets", "", "Dogs still need the general meeting's say-so; cats don't."),
                    ],
                ),
                (
                    "4. AOB",
                    [
                        (None, "chat", "Members thanked the garden group for clearing the back courtyard."),
                        (None, "oneoff", "Fire alarm test in Elm Court on 10 March, 10am."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-06",
            "general-meeting",
            "Ferncliffe Housing Co-op general meeting, 6 April 2026",
            [
                (
                    "2. Maintenance",
                    [
                        (
                            "repair-report",
                            "refine",
                            "Repair forms should include a photo of the problem wherever possible; the convenor "
                            "still triages within two days.",
                        ),
                        ("maint-convenor", "", "Gerry O'Neill re-confirmed as maintenance convenor."),
                        ("repairs-contractor", "", "Castle stay on as repairs contractor for the rest of the year."),
                        ("elm-bins", "", "Elm Court's collection remains Thursday."),
                    ],
                ),
                (
                    "3. Finance",
                    [
                        ("finance-convenor", "", "Finance questions to Ola Bankole as convenor."),
                        ("rent", "", "New rent of £133/week for two-beds took effect on 1 April."),
                        ("garden-budget", "", "The garden group's annual pot remains six hundred pounds."),
                    ],
                ),
                (
                    "4. Membership",
                    [
                        (
                            "allocations",
                            "",
                            "Reminder on allocations: the panel works down the waiting list, visits, runs an "
                            "induction, and the GM has the final vote.",
                        ),
                        (None, "oneoff", "Flat 9: Hamid Yousuf accepted into membership, 20 votes to 0."),
                        (None, "chat", "Meeting closed at 20:45 with tea and biscuits."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Canal-boat hire yard manager's notes, prose paragraphs, first person plural and singular mixed. The two boats
#    (Kingfisher, Heron) are sibling subjects for berth and high-season weekly price; Heron's price is corrected
#    with "actually", her berth by a bare new value, the gas supplier by name with no marker, the engine engineer
#    by name with "changed to"; two refinements (when the deposit comes back, buoyancy aids for children at
#    handover). Procedures are written as sentences, not numbered steps.
CANAL = Family(
    "canal",
    "canal-boat hire yard",
    "prose",
    [
        Fact("kingfisher-berth", "wiki"),
        Fact("heron-berth", "wiki", now=[r"berth\s*5\b"], was=[r"berth\s*7\b"]),
        Fact("kingfisher-price", "wiki"),
        Fact("heron-price", "wiki", now=[r"1,?240"], was=[r"1,?180"]),
        Fact("gas-supplier", "wiki", now=[r"bridge stores"], was=[r"aqueduct"]),
        Fact("engineer", "wiki", now=[r"lorna|beck"], was=[r"dave|pritchard"]),
        Fact("office-hours", "wiki"),
        Fact("deposit", "wiki", detail=[r"seven days|7 days"]),
        Fact("crt-licence", "wiki"),
        Fact("speed-rule", "personal"),
        Fact("dogs", "personal"),
        Fact("pontoon-lifejacket", "personal"),
        Fact("turnaround", "procedure"),
        Fact("handover", "procedure", detail=[r"buoyancy aid"]),
    ],
    [
        Note(
            "2026-03-14",
            "yard-notes",
            "Yard notes: getting ready for the season",
            [
                (
                    "The fleet",
                    [
                        (
                            None,
                            "chat",
                            "Season starts in a fortnight and the yard still looks like a bomb site, but we're "
                            "getting there.",
                        ),
                        (
                            "kingfisher-berth",
                            "",
                            "Kingfisher is back on berth 3, next to the sanitary station, now her blacking's done.",
                        ),
                        ("heron-berth", "", "Heron is tied up on berth 7 at the far end of the pontoon."),
                        (
                            "kingfisher-price",
                            "",
                            "We're charging £1,450 a week for Kingfisher in high season (she sleeps six).",
                        ),
                        ("heron-price", "", "Heron, the little four-berth, goes out at £1,180 a week in high season."),
                    ],
                ),
                (
                    "Running the yard",
                    [
                        ("office-hours", "", "The office is open 9 till 5, seven days a week, April to October."),
                        ("gas-supplier", "", "We get our Calor bottles from the chandlery at Aqueduct Marina."),
                        (
                            "engineer",
                            "",
                            "Engines are serviced by Dave Pritchard of River Marine Engineering, who comes out "
                            "every other Monday.",
                        ),
                        (
                            "crt-licence",
                            "",
                            "All the boat licences with the Canal & River Trust renew on 1 April and I pay them "
                            "in one go.",
                        ),
                        (None, "oneoff", "Six new mattresses arrived today, two days later than promised."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-21",
            "yard-notes",
            "Yard notes: handovers and turnaround",
            [
                (
                    "Handover",
                    [
                        (
                            "handover",
                            "",
                            "Every hirer gets the same handover: they watch the safety video in the office, one "
                            "of us takes them through the lock at Hatherton, and they steer under supervision "
                            "until they're confident on the tiller.",
                        ),
                        (
                            "speed-rule",
                            "",
                            "We tell every crew the rules plainly: 4 mph maximum, tick over past moored boats, "
                            "and no cruising after dark.",
                        ),
                        (
                            "dogs",
                            "",
                            "Dogs are welcome, two at most, and never on the beds or the dinette seats; hirers "
                            "agree to that when they book.",
                        ),
                    ],
                ),
                (
                    "Saturdays",
                    [
                        (
                            "turnaround",
                            "",
                            "Saturday turnaround runs in a fixed order: pump out the toilet tank first, then fill "
                            "the water, top up the diesel, clean through from bow to stern, and last of all check "
                            "the gas for leaks.",
                        ),
                        (
                            "pontoon-lifejacket",
                            "",
                            "Anybody working on the pontoons wears a lifejacket, and that includes me.",
                        ),
                        ("deposit", "", "Hirers pay a £300 damage deposit when they collect the boat."),
                        (
                            None,
                            "chat",
                            "Sam asked if I could go over the turnaround again more slowly; fair enough, it's his "
                            "first season.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-04",
            "yard-notes",
            "Yard notes: first week of the season",
            [
                (
                    "",
                    [
                        (
                            "heron-price",
                            "correct",
                            "I had last year's figure written down for Heron; she's actually £1,240 a week in "
                            "high season.",
                        ),
                        (
                            "heron-berth",
                            "correct",
                            "Heron has gone to berth 5, nearer the gate, so the cleaners can get at her easier.",
                        ),
                        ("kingfisher-berth", "", "Kingfisher stays where she was, on 3 by the Elsan point."),
                        ("crt-licence", "", "CRT licences all paid on the first of the month, as every year."),
                        (
                            "engineer",
                            "correct",
                            "Engine servicing has changed to Lorna Beck at Gailey Marine, Dave having retired.",
                        ),
                        (
                            "speed-rule",
                            "",
                            "Walking pace is the limit on the cut, four miles an hour, and boats are moored up by "
                            "sunset.",
                        ),
                        (None, "oneoff", "This week's takings: £7,860 across the fleet."),
                        (
                            None,
                            "oneoff",
                            "Booking ref KF-2604-118 for the Andersons moved to the 18th at their request.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-18",
            "yard-notes",
            "Yard notes: deposits, gas and the pontoon",
            [
                (
                    "",
                    [
                        (
                            "deposit",
                            "refine",
                            "The £300 deposit goes back by bank transfer within seven days of the boat coming "
                            "back, once we've checked her over.",
                        ),
                        (
                            "gas-supplier",
                            "correct",
                            "Calor bottles come from Bridge Stores at Gailey, who deliver to the yard.",
                        ),
                        (
                            "handover",
                            "refine",
                            "At handover every child under 12 is fitted with a buoyancy aid before the boat "
                            "leaves, on top of the video, the Hatherton lock and the tiller practice.",
                        ),
                        (
                            "pontoon-lifejacket",
                            "",
                            "No one works on the pontoon without a life jacket on, staff or volunteer.",
                        ),
                        ("office-hours", "", "In season the office keeps nine-to-five hours every day."),
                        (None, "chat", "Glorious sunshine all week, for once."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-02",
            "yard-notes",
            "Yard notes: May bank holiday",
            [
                (
                    "",
                    [
                        (None, "chat", "Sorry these notes are late, it's been mad."),
                        (
                            "turnaround",
                            "",
                            "Turnaround on a Saturday: pump-out, water, diesel, clean, gas check, in that order "
                            "and no skipping.",
                        ),
                        ("heron-price", "", "Heron's high-season rate is £1,240 a week."),
                        ("heron-berth", "", "Heron, on berth 5 by the gate, is booked solid through June."),
                        ("kingfisher-price", "", "Kingfisher's summer week stays at £1,450."),
                        ("dogs", "", "Two dogs per boat is the limit, and they keep off the furniture."),
                        (None, "oneoff", "Bank holiday Monday: all eight boats out, a first for us."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [PHYSIO, FOOTBALL, COOP, CANAL]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "physio": [("harbour-hours", "gym-hours"), ("initial-fee", "followup-fee")],
    "football": [("u9-training", "u12-training"), ("u9-coach", "u12-coach")],
    "coop": [("rowan-bins", "elm-bins"), ("maint-convenor", "finance-convenor")],
    "canal": [("kingfisher-berth", "heron-berth"), ("kingfisher-price", "heron-price")],
}

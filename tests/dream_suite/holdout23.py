"""The twenty-third holdout half: four families written blind to the engine (a self-employed piano tuner's chat
sessions with an assistant, a community allotment society's plot-holders' handbook, a sixth-form college exams
office's weekly minutes, a small brewery's cellar and brewhouse log). Frozen before the dream first runs on it."""

from tests.dream_suite import Fact, Family, Note

# 1. Piano tuner's chat sessions with an assistant, first person. Two institutional clients (Grange Hall, Holloway
#    Primary) are sibling subjects for tuning cycle and contact, named by section headings; the two prices (standard
#    tuning, pitch raise) are siblings too. The Grange cycle is corrected with "actually", the standard price by a
#    bare new value, the Holloway contact by name with "now"; their siblings keep their values.
PIANO = Family(
    "pianotuner",
    "self-employed piano tuner",
    "session",
    [
        Fact("pitch-standard", "personal"),
        Fact("work-days", "personal"),
        Fact("travel-radius", "personal"),
        Fact("no-digital", "personal"),
        Fact("standard-fee", "wiki", now=[r"£\s*80\b|eighty"], was=[r"£\s*75\b|seventy-five"]),
        Fact("pitch-raise-fee", "wiki"),
        Fact("grange-cycle", "wiki", now=[r"six weeks|6 weeks|six-weekly"], was=[r"once a month|monthly|every month"]),
        Fact("holloway-cycle", "wiki"),
        Fact("grange-contact", "wiki"),
        Fact("holloway-contact", "wiki", now=[r"leanne|\bfry\b"], was=[r"pritchard"]),
        Fact("parts-supplier", "wiki", detail=[r"£\s*50|free deliver"]),
        Fact("membership", "wiki"),
        Fact("accountant", "wiki"),
        Fact("damp-piano", "procedure"),
        Fact("booking", "procedure", detail=[r"deposit"]),
    ],
    [
        Note(
            "2026-01-12",
            "tuning-business",
            "Getting my piano tuning notes in one place",
            [
                (
                    "How I work",
                    [
                        (
                            None,
                            "chat",
                            "Hello! I'd like to keep the running details of my tuning work somewhere I can actually "
                            "find them. Can you help me with that?",
                        ),
                        (
                            "pitch-standard",
                            "",
                            "Unless a client asks for something different, I tune everything to A440, concert pitch.",
                        ),
                        (
                            "work-days",
                            "",
                            "I tune on Mondays, Tuesdays, Thursdays and Fridays. Wednesday is my workshop day for "
                            "repairs, and I never work on a Sunday.",
                        ),
                        (
                            "travel-radius",
                            "",
                            "I won't take a home tuning more than 25 miles from Ludlow; past that the diesel eats "
                            "the whole fee.",
                        ),
                        (
                            "no-digital",
                            "",
                            "I don't touch digital pianos or keyboards at all, I point those people to Hansons Music "
                            "in Hereford.",
                        ),
                        (
                            "membership",
                            "",
                            "I'm a member of the Pianoforte Tuners' Association, which is the first thing schools "
                            "ask to see.",
                        ),
                    ],
                ),
                (
                    "Prices",
                    [
                        ("standard-fee", "", "A standard tuning costs £75 and covers up to an hour and a half."),
                        (
                            "pitch-raise-fee",
                            "",
                            "If the piano is badly flat and has to have a pitch raise first, I add £35 to that.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-14",
            "regular-clients",
            "My two institutional clients",
            [
                (
                    "Grange Hall",
                    [
                        (
                            "grange-cycle",
                            "",
                            "Their Yamaha C3 grand gets tuned once a month, on the first Tuesday, ahead of the "
                            "weekend concerts.",
                        ),
                        (
                            "grange-contact",
                            "",
                            "Denise Okafor, the hall manager, is the one I deal with for keys and for payment.",
                        ),
                    ],
                ),
                (
                    "Holloway Primary",
                    [
                        (
                            "holloway-cycle",
                            "",
                            "The school has four uprights, and they are done twice a year: in the summer holiday "
                            "and over February half-term.",
                        ),
                        ("holloway-contact", "", "Bookings go through Mr Pritchard, the school business manager."),
                        (None, "oneoff", "Holloway still haven't paid for the October visit, invoice 2025-117."),
                    ],
                ),
                (
                    "Supplies",
                    [
                        (
                            "parts-supplier",
                            "",
                            "Strings, hammer heads and felts all come from Brindley Piano Supplies in Leeds.",
                        ),
                        (None, "chat", "Sorry, that's a lot to throw at you in one go."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-21",
            "week-review",
            "Looking back over this week's jobs",
            [
                (
                    "",
                    [
                        (
                            None,
                            "oneoff",
                            "Today's job at Marsh Farm was an old Broadwood sitting 40 cents flat; it took two passes.",
                        ),
                        (
                            "pitch-raise-fee",
                            "",
                            "Anything that needs bringing up to pitch before the real tune is thirty-five pounds "
                            "extra.",
                        ),
                        (
                            "damp-piano",
                            "",
                            "When a piano has been in storage or in a damp room:\n1. Check the room with my "
                            "hygrometer before I start.\n2. Look along the strings for rust and test the tuning "
                            "pins for looseness.\n3. If it's more than 15 cents flat, do a rough pitch raise "
                            "first.\n4. Book a second visit two weeks later for the fine tuning.",
                        ),
                        (
                            "booking",
                            "",
                            "How I take a new booking:\n1. Ask for the make, a rough age and where the piano stands "
                            "in the house.\n2. Ask when it was last tuned.\n3. Block out a 90-minute slot in the "
                            "diary.\n4. Text the client a confirmation with the price.",
                        ),
                        ("standard-fee", "correct", "A standard tuning is £80."),
                        (
                            "work-days",
                            "",
                            "My tuning days are Mon, Tue, Thu and Fri; midweek I'm at the bench, and Sundays are "
                            "off-limits.",
                        ),
                        (None, "chat", "Could you lay the damp-piano bit out as a checklist I can print?"),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-03",
            "clients-update",
            "News from the Grange and the school",
            [
                (
                    "Grange Hall",
                    [
                        (
                            "grange-cycle",
                            "correct",
                            "Actually Denise would rather I come every six weeks, since they've cut back the "
                            "concert programme.",
                        ),
                        ("grange-contact", "", "Access and invoices still go via Denise, who runs the place."),
                    ],
                ),
                (
                    "Holloway Primary",
                    [
                        (
                            "holloway-contact",
                            "correct",
                            "Leanne Fry is now the business manager there (Mr Pritchard retired at Christmas), so "
                            "I book with her.",
                        ),
                        (
                            "holloway-cycle",
                            "",
                            "Two visits a year for their pianos: one in the long summer break, one at the February "
                            "half-term.",
                        ),
                        (None, "oneoff", "Half-term visit booked for Tuesday 17 February, all four pianos."),
                    ],
                ),
                (
                    "Supplies",
                    [
                        (
                            "parts-supplier",
                            "refine",
                            "Brindley's deliver free on orders over £50, so I save up my string orders and send "
                            "them in one batch.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-17",
            "diary-admin",
            "Diary and admin odds and ends",
            [
                (
                    "",
                    [
                        (
                            "booking",
                            "refine",
                            "For a first-time client I also take a £20 deposit when I block out the slot; the rest "
                            "of the booking goes as before.",
                        ),
                        ("standard-fee", "", "Eighty pounds is what I charge for an ordinary tune."),
                        ("pitch-standard", "", "My default reference is 440 Hz for the A above middle C."),
                        ("travel-radius", "", "Jobs further out than 25 miles from home I turn down."),
                        (
                            "accountant",
                            "",
                            "Gwen Probert does my books, and my self-assessment papers go to her by the end of "
                            "October.",
                        ),
                        (None, "oneoff", "Ordered two sets of bass strings from Brindley today, order BPS-30418."),
                        (None, "chat", "Thanks, this has been really useful."),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Allotment society plot-holders' handbook, resource notes. The two sites (Ferncliffe Road, Hollins Lane) are
#    sibling subjects for site rep and water season, named only by section headings; the full and half plot rents
#    are siblings too. The full rent is corrected by a bare new value, the Hollins Lane rep by name with "now", the
#    Hollins Lane water season with "from now on"; their siblings keep their values.
ALLOTMENT = Family(
    "allotment",
    "community allotment society handbook",
    "resource",
    [
        Fact("full-rent", "wiki", now=[r"£\s*54\b"], was=[r"£\s*48\b"]),
        Fact("half-rent", "wiki"),
        Fact("ferncliffe-rep", "wiki"),
        Fact("hollins-rep", "wiki", now=[r"amina|yusuf"], was=[r"derek|mallory"]),
        Fact("ferncliffe-water", "wiki"),
        Fact(
            "hollins-water",
            "wiki",
            now=[r"15(th)? october|october 15|mid-october"],
            was=[r"30(th)? september|september 30|end of september"],
        ),
        Fact("trading-hut", "wiki", detail=[r"cash only|no card"]),
        Fact("manure", "wiki"),
        Fact("secretary", "wiki"),
        Fact("cultivation", "personal"),
        Fact("bonfires", "personal"),
        Fact("hosepipes", "personal"),
        Fact("animals", "personal"),
        Fact("getting-a-plot", "procedure"),
        Fact("inspections", "procedure", detail=[r"photo"]),
    ],
    [
        Note(
            "2026-03-02",
            "plot-holders-handbook",
            "Ferncliffe and Hollins Allotment Society: plot-holders' handbook",
            [
                (
                    "Rent",
                    [
                        ("full-rent", "", "Rent for a full plot is £48 per year."),
                        ("half-rent", "", "Half plots are £26 per year."),
                        (
                            None,
                            "chat",
                            "This handbook replaces the photocopied 2019 version; please recycle the old one.",
                        ),
                    ],
                ),
                (
                    "Ferncliffe Road site",
                    [
                        ("ferncliffe-rep", "", "Site rep: Gordon Ashworth (plot 7)."),
                        ("ferncliffe-water", "", "Water troughs run from 1 April to 31 October."),
                        (
                            "trading-hut",
                            "",
                            "The trading hut by the main gate opens on Sunday mornings from 10 until 12 and sells "
                            "seed potatoes, compost and canes at cost.",
                        ),
                    ],
                ),
                (
                    "Hollins Lane site",
                    [
                        ("hollins-rep", "", "Site rep: Derek Mallory (plot 22)."),
                        (
                            "hollins-water",
                            "",
                            "The water is on from 15 April to 30 September; the supply pipe up here freezes early "
                            "in the autumn.",
                        ),
                        (
                            "manure",
                            "",
                            "Every October, Top Farm stables tip free horse manure just inside this gate for members "
                            "of both sites.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-04",
            "site-rules",
            "Site rules",
            [
                (
                    "Cultivation and fires",
                    [
                        (
                            "cultivation",
                            "",
                            "At least three quarters of every plot must be under cultivation from May onwards.",
                        ),
                        (
                            "bonfires",
                            "",
                            "Bonfires are allowed only between 1 November and the end of February, and only on "
                            "weekdays, so that neighbours can hang out washing at the weekend.",
                        ),
                    ],
                ),
                (
                    "Water and animals",
                    [
                        (
                            "hosepipes",
                            "",
                            "Never leave a hosepipe running unattended; sprinklers are banned on both sites.",
                        ),
                        (
                            "animals",
                            "",
                            "Dogs must be kept on a lead. Hens may be kept with the committee's permission, but "
                            "no cockerels.",
                        ),
                        (None, "oneoff", "A skip will be at the Ferncliffe gate from 11 to 13 April for rubbish."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-16",
            "plot-holders-handbook",
            "Ferncliffe and Hollins Allotment Society: plot-holders' handbook",
            [
                (
                    "Rent",
                    [
                        ("full-rent", "correct", "Full plot: £54 a year."),
                        ("half-rent", "", "A half-size plot costs twenty-six pounds annually."),
                    ],
                ),
                (
                    "Hollins Lane site",
                    [
                        (
                            "hollins-rep",
                            "correct",
                            "Amina Yusuf (plot 31) is now the rep for this site, taking over from Derek Mallory.",
                        ),
                    ],
                ),
                (
                    "Committee",
                    [
                        (
                            "secretary",
                            "",
                            "The society secretary, Pauline Hargreaves, keeps the waiting list and the signed "
                            "tenancy agreements.",
                        ),
                        (None, "oneoff", "The AGM is on Saturday 21 March at 2pm in St Aidan's church hall."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-30",
            "tenancies-and-inspections",
            "Tenancies and inspections",
            [
                (
                    "Getting a plot",
                    [
                        (
                            "getting-a-plot",
                            "",
                            "To get a plot:\n1. Ask the secretary to put your name on the waiting list.\n2. When "
                            "your turn comes you will be offered a plot to view.\n3. Sign the tenancy agreement and "
                            "pay the year's rent.\n4. Collect a gate key against a £10 deposit.",
                        ),
                        ("secretary", "", "Pauline answers every query about tenancies and where you stand."),
                    ],
                ),
                (
                    "Inspections",
                    [
                        (
                            "inspections",
                            "",
                            "Plot inspections:\n1. The committee walks both sites in the first week of June and "
                            "again in September.\n2. A plot that is not being worked gets a first letter.\n3. The "
                            "tenant then has 28 days to bring it back into use.\n4. If nothing changes, a second "
                            "letter gives notice to quit.",
                        ),
                        ("cultivation", "", "Remember that 75% of your ground has to be growing something by May."),
                        (
                            None,
                            "chat",
                            "If anything in this handbook reads badly, tell a site rep and it will be reworded.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-13",
            "plot-holders-handbook",
            "Ferncliffe and Hollins Allotment Society: plot-holders' handbook",
            [
                (
                    "Ferncliffe Road site",
                    [
                        ("ferncliffe-water", "", "Taps and troughs here are live April through October."),
                        (
                            "trading-hut",
                            "refine",
                            "The trading hut is cash only, as there is no card reader; it still opens 10 to 12 on "
                            "Sundays.",
                        ),
                        ("ferncliffe-rep", "", "Gordon on plot 7 looks after this site."),
                    ],
                ),
                (
                    "Hollins Lane site",
                    [
                        (
                            "hollins-water",
                            "correct",
                            "From now on the water here stays on until 15 October, since the pipe has been lagged.",
                        ),
                        ("hollins-rep", "", "Your contact up here is Amina, plot 31."),
                        (None, "oneoff", "Plot 14B on Hollins Lane has been relet this month."),
                    ],
                ),
                (
                    "Inspections",
                    [
                        (
                            "inspections",
                            "refine",
                            "Inspectors photograph each plot on the walk round, so a first letter always comes "
                            "with a dated photo.",
                        ),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Sixth-form college exams office weekly minutes, third person under agenda headings. The two session starts
#    (morning, afternoon), the two rooms' capacities (sports hall, library) and the two lead invigilators (main hall,
#    access arrangements rooms) are sibling pairs. The afternoon start is corrected by a bare new value, the sports
#    hall capacity with "now", the access lead by name with no marker; their siblings keep their values.
EXAMS = Family(
    "examsoffice",
    "sixth-form college exams office",
    "minutes",
    [
        Fact("am-start", "wiki"),
        Fact(
            "pm-start",
            "wiki",
            now=[r"13[:.]45|1[:.]45|quarter to two"],
            was=[r"13[:.]30|1[:.]30|half past one"],
        ),
        Fact("hall-capacity", "wiki", now=[r"\b204\b"], was=[r"\b220\b"]),
        Fact("library-capacity", "wiki"),
        Fact("hall-lead", "wiki"),
        Fact("access-lead", "wiki", now=[r"nadia|rahman"], was=[r"tony|baines"]),
        Fact("invigilator-pay", "wiki"),
        Fact("exams-officer", "wiki"),
        Fact("private-fee", "wiki"),
        Fact("entry-changes", "personal"),
        Fact("calculators", "personal"),
        Fact("phones", "personal"),
        Fact("clash", "procedure", detail=[r"overnight"]),
        Fact("special-consideration", "procedure", detail=[r"seven days|7 days"]),
        Fact("evacuation", "procedure"),
    ],
    [
        Note(
            "2026-01-15",
            "exams-office-minutes",
            "Exams office weekly meeting, 15 January",
            [
                (
                    "Minutes and actions",
                    [
                        (None, "chat", "Minutes of the 8 January meeting were agreed as accurate."),
                        (None, "oneoff", "Y13 mock results go out to tutors on Monday 26 January."),
                    ],
                ),
                (
                    "Summer series planning",
                    [
                        ("am-start", "", "Morning papers will start at 9:00 in all rooms."),
                        ("pm-start", "", "Afternoon papers will start at 13:30."),
                        (
                            "hall-capacity",
                            "",
                            "The sports hall takes 220 desks when it is laid out in the standard grid.",
                        ),
                        ("library-capacity", "", "The library will be the overflow room, seating 48 candidates."),
                    ],
                ),
                (
                    "Invigilation",
                    [
                        ("hall-lead", "", "Margaret Ellis will be lead invigilator in the sports hall."),
                        (
                            "access-lead",
                            "",
                            "Tony Baines leads the access arrangements rooms in C block (readers, scribes and extra "
                            "time).",
                        ),
                        (
                            "invigilator-pay",
                            "",
                            "Invigilators are paid £12.60 an hour, claimed on the casual staff timesheet.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-22",
            "exams-office-minutes",
            "Exams office weekly meeting, 22 January",
            [
                (
                    "Office procedures",
                    [
                        (
                            "exams-officer",
                            "",
                            "Carol Whitfield, as exams officer, reminded the meeting that all correspondence with "
                            "the awarding bodies goes through her.",
                        ),
                        (
                            "entry-changes",
                            "",
                            "The office will not accept entry changes emailed in by students; a change is only made "
                            "on the signed amendment form, countersigned by the subject teacher.",
                        ),
                        (
                            "calculators",
                            "",
                            "The office does not lend calculators on exam days; candidates must bring their own.",
                        ),
                        (
                            "phones",
                            "",
                            "Phones and smartwatches are switched off and handed in to the labelled trays at the "
                            "front of the room before candidates sit down.",
                        ),
                    ],
                ),
                (
                    "Clashes",
                    [
                        (
                            "clash",
                            "",
                            "Timetable clashes:\n1. The exams officer checks the clash report once entries close."
                            "\n2. The candidate sits the first paper at its normal time.\n3. Between papers the "
                            "candidate is supervised in the exams office, without a phone.\n4. The second paper is "
                            "sat straight afterwards.",
                        ),
                        (
                            None,
                            "chat",
                            "SO asked for the clash rules to be put into plainer English for the student guide.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-29",
            "exams-office-minutes",
            "Exams office weekly meeting, 29 January",
            [
                (
                    "Summer series planning",
                    [
                        ("pm-start", "correct", "Afternoon papers: 13:45 start, to allow for the lunch queue."),
                        ("am-start", "", "Morning sessions begin at nine o'clock."),
                        ("library-capacity", "", "Up to 48 candidates can sit in the library."),
                    ],
                ),
                (
                    "Invigilation",
                    [
                        (
                            "access-lead",
                            "correct",
                            "Nadia Rahman will lead the access arrangements rooms; Tony Baines moves across to the "
                            "main hall team.",
                        ),
                        ("hall-lead", "", "Margaret remains in charge of the sports hall."),
                        ("invigilator-pay", "", "The hourly rate for invigilation stays at £12.60."),
                        (None, "oneoff", "Invigilator training was held on 27 January; 11 attended."),
                    ],
                ),
                (
                    "Emergencies",
                    [
                        (
                            "evacuation",
                            "",
                            "If the fire alarm sounds during an exam:\n1. Stop the clock and note the time.\n2. "
                            "Tell candidates to leave their papers face down and not to talk.\n3. Lead them out to "
                            "the tennis courts and keep them in seat order.\n4. Record the interruption on the "
                            "incident log and report it to the board.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-05",
            "exams-office-minutes",
            "Exams office weekly meeting, 5 February",
            [
                (
                    "Rooms",
                    [
                        (
                            "hall-capacity",
                            "correct",
                            "The sports hall now takes 204 desks; the new fire exit route has cost a row.",
                        ),
                        (None, "oneoff", "Summer entries went to AQA, OCR and Pearson on 4 February: 1,184 in all."),
                    ],
                ),
                (
                    "Special consideration and clashes",
                    [
                        (
                            "special-consideration",
                            "",
                            "Special consideration:\n1. The student hands in the college form with evidence, such "
                            "as a doctor's note, to the exams office.\n2. The exams officer checks it against the "
                            "JCQ criteria.\n3. The application is submitted on the board's portal.\n4. The student "
                            "is told the outcome once the board replies.",
                        ),
                        (
                            "clash",
                            "refine",
                            "Where a clash would leave a candidate with more than three hours of exams in one "
                            "afternoon, the later paper may move to the next morning, with the candidate under "
                            "overnight supervision by a parent.",
                        ),
                    ],
                ),
                (
                    "Private candidates",
                    [
                        ("private-fee", "", "Private candidates pay £65 per paper plus a £20 admin charge."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-12",
            "exams-office-minutes",
            "Exams office weekly meeting, 12 February",
            [
                (
                    "Special consideration",
                    [
                        (
                            "special-consideration",
                            "refine",
                            "Applications must reach the board within seven days of the candidate's last paper in "
                            "that subject, so forms need to come in promptly.",
                        ),
                    ],
                ),
                (
                    "Summer series planning",
                    [
                        ("pm-start", "", "The afternoon session will begin at a quarter to two."),
                        (
                            "phones",
                            "",
                            "No candidate keeps a mobile or watch on them in the room; everything goes in the trays "
                            "up front.",
                        ),
                        (None, "chat", "Thanks were given to the site team for putting up the new wall clocks."),
                    ],
                ),
                (
                    "AOB",
                    [
                        (None, "oneoff", "Fire alarm test in C block on Tuesday at 10:00; no papers affected."),
                        ("exams-officer", "", "Only Carol contacts the exam boards, in her exams officer role."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Small brewery cellar and brewhouse log, terse bullets with abbreviations. The two core beers (Gorse Bitter,
#    Slackwater Porter) are sibling subjects for mash temperature, named only by section headings; the two pubs
#    (Plough, Fleece) are siblings for delivery day. The porter mash is corrected by a bare new value, the Fleece's
#    delivery day with "now", the weekend checks by name; their siblings keep their values.
BREWHOUSE = Family(
    "brewhouse",
    "small brewery cellar and brewhouse log",
    "log",
    [
        Fact("gorse-mash", "wiki"),
        Fact("porter-mash", "wiki", now=[r"\b67\s*°"], was=[r"\b68\s*°"]),
        Fact("plough-delivery", "wiki"),
        Fact("fleece-delivery", "wiki", now=[r"\bthu"], was=[r"\bfri"]),
        Fact("weekend-checks", "wiki", now=[r"bex|lowe"], was=[r"owen"]),
        Fact("liquor", "wiki"),
        Fact("spent-grain", "wiki"),
        Fact("yeast", "wiki", detail=[r"brink"]),
        Fact("cask-deposit", "wiki"),
        Fact("duty-return", "wiki"),
        Fact("vessel-entry", "personal"),
        Fact("two-tasters", "personal"),
        Fact("no-friday-racking", "personal"),
        Fact("knockout", "procedure", detail=[r"\bO2\b|oxygen"]),
        Fact("racking", "procedure"),
    ],
    [
        Note(
            "2026-05-04",
            "brew-log",
            "Brewhouse log, Mon 4 May",
            [
                (
                    "",
                    [
                        ("liquor", "", "Liquor treatment: CRS 0.5 ml/L, target alk ~30 ppm."),
                        (
                            "vessel-entry",
                            "",
                            "Vessel entry (MT, copper, HLT) = 2-person job. 1 in, 1 outside at the manway. No "
                            "exceptions.",
                        ),
                        ("spent-grain", "", "Spent grain -> Hall Farm, collected Wed + Sat am."),
                        (None, "oneoff", "Brewed Gorse #112, 10 bbl, OG 1.040."),
                    ],
                ),
                (
                    "Gorse Bitter",
                    [
                        ("gorse-mash", "", "Mash in @ 66°C, 60 min rest."),
                    ],
                ),
                (
                    "Slackwater Porter",
                    [
                        ("porter-mash", "", "Mash @ 68°C, 75 min, for the fuller body."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-06",
            "brew-log",
            "Brewhouse log, Wed 6 May",
            [
                (
                    "",
                    [
                        (
                            "knockout",
                            "",
                            "KO:\n1. Whirlpool 15 min, stand 20 min.\n2. Run off through HX, wort to 19°C.\n3. "
                            "Transfer to FV, log vol.\n4. Pitch yeast, pull OG sample.",
                        ),
                        ("yeast", "", "House yeast repitched up to 5 gens, then fresh pitch from the lab."),
                        (
                            "two-tasters",
                            "",
                            "Nothing gets racked till 2 of us have tasted it off the FV sample cock.",
                        ),
                        ("weekend-checks", "", "Wknd gravity + temp checks: Owen."),
                        (None, "chat", "Cheers Kasia for covering the early start."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-12",
            "trade-log",
            "Trade & deliveries, Tue 12 May",
            [
                (
                    "Plough, Ellerby",
                    [
                        ("plough-delivery", "", "Deliv Tues am, usually 3 firkins Gorse."),
                    ],
                ),
                (
                    "Fleece, Rowton",
                    [
                        ("fleece-delivery", "", "Deliv Fri, 2 firkins + 1 pin of porter."),
                        (None, "oneoff", "Fleece 2 empties short this wk, chased."),
                    ],
                ),
                (
                    "Office",
                    [
                        ("cask-deposit", "", "Cask deposit £40/cask for free trade, refunded on return."),
                        ("duty-return", "", "Duty return to HMRC by the 15th, Joe files it."),
                        (
                            "no-friday-racking",
                            "",
                            "No racking or packaging on Fri - nobody in Sat to check for leaks.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-19",
            "brew-log",
            "Brewhouse log, Tue 19 May",
            [
                (
                    "",
                    [
                        ("weekend-checks", "correct", "Bex Lowe on wknd checks from this wk, Owen off to uni."),
                        (
                            "knockout",
                            "refine",
                            "KO: O2 in-line at 1 L/min during transfer to FV, then pitch as usual.",
                        ),
                        (
                            "racking",
                            "",
                            "Racking:\n1. FG steady 2 days running.\n2. Sanitise casks, check shives + keystones."
                            "\n3. Finings in, approx 1 pint/firkin.\n4. Fill, shive, label w/ batch # + date.",
                        ),
                        ("vessel-entry", "", "Reminder: never go into a tank alone, someone stays at the hatch."),
                        (None, "oneoff", "HX gasket leaking hot side, replaced, approx 40 min lost."),
                    ],
                ),
                (
                    "Slackwater Porter",
                    [
                        ("porter-mash", "correct", "Mash @ 67°C, 75 min; last batch came out too thick."),
                    ],
                ),
                (
                    "Gorse Bitter",
                    [
                        ("gorse-mash", "", "Sixty-six degrees in the tun, hour's stand."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-27",
            "trade-log",
            "Trade & deliveries, Wed 27 May",
            [
                (
                    "Fleece, Rowton",
                    [
                        (
                            "fleece-delivery",
                            "correct",
                            "Now Thurs drop - landlord wants the beer settled before the wknd.",
                        ),
                    ],
                ),
                (
                    "Plough, Ellerby",
                    [
                        ("plough-delivery", "", "Plough run stays Tuesday morning."),
                    ],
                ),
                (
                    "Office",
                    [
                        (
                            "yeast",
                            "refine",
                            "Yeast slurry held in 20 L brinks in the cold store, max 7 days before repitch.",
                        ),
                        ("spent-grain", "", "Hall Farm take the draff twice a wk (Wed, Sat)."),
                        ("duty-return", "", "Joe does the HMRC duty, due mid-month."),
                        (None, "chat", "Note to self: tidy this log up, too many abbrevs."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [PIANO, ALLOTMENT, EXAMS, BREWHOUSE]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "pianotuner": [
        ("grange-cycle", "holloway-cycle"),
        ("grange-contact", "holloway-contact"),
        ("standard-fee", "pitch-raise-fee"),
    ],
    "allotment": [
        ("ferncliffe-rep", "hollins-rep"),
        ("ferncliffe-water", "hollins-water"),
        ("full-rent", "half-rent"),
    ],
    "examsoffice": [
        ("am-start", "pm-start"),
        ("hall-capacity", "library-capacity"),
        ("hall-lead", "access-lead"),
    ],
    "brewhouse": [
        ("gorse-mash", "porter-mash"),
        ("plough-delivery", "fleece-delivery"),
    ],
}

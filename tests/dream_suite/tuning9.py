"""A ninth tuning half: four families written blind to the engine (a freelance sign-language interpreter's chat
sessions with an assistant, a makerspace's members' handbook kept as resource notes, a parish council planning
committee's minutes, a ferry terminal's terse operations log). Tuned on from the commit that added them."""

from tests.dream_suite import Fact, Family, Note

# 1. Freelance BSL interpreter's chat sessions with an assistant, first person. Two agencies (Signpost Access,
#    HandsUp) are sibling subjects for payment terms, and two regular bookings (the Tuesday hospital clinic, the
#    Thursday university lecture) for slots; HandsUp's terms are corrected with "actually", the lecture slot with
#    "from next month", the half-day rate by a bare new value, the regular co-worker by name with "now", the
#    accountant by name with no marker; refinements add the 48-hour prep deadline and the CPD points.
INTERPRETER = Family(
    "interpreter",
    "freelance sign-language interpreting",
    "session",
    [
        Fact("solo-limit", "personal"),
        Fact("dark-top", "personal"),
        Fact("no-criminal", "personal"),
        Fact("prep-rule", "personal", detail=[r"48 hours|two days"]),
        Fact("half-day-rate", "wiki", now=[r"£\s*195\b"], was=[r"£\s*180\b"]),
        Fact("mileage", "wiki"),
        Fact("signpost-terms", "wiki"),
        Fact("handsup-terms", "wiki", now=[r"\b21\b|three weeks"], was=[r"\b14\b|two weeks|fortnight"]),
        Fact("hospital-slot", "wiki"),
        Fact("uni-slot", "wiki", now=[r"\b2 ?pm|14:00|two o'clock"], was=[r"\b10 ?am|10:00"]),
        Fact("co-worker", "wiki", now=[r"mel|fitch"], was=[r"dana|okafor"]),
        Fact("accountant", "wiki", now=[r"fenwick"], was=[r"barlow"]),
        Fact("registration", "wiki", detail=[r"24 (cpd )?points"]),
        Fact("invoicing", "procedure"),
    ],
    [
        Note(
            "2026-01-12",
            "bookings-setup",
            "Sorting out my interpreting bookings and rules",
            [
                (
                    "Ground rules",
                    [
                        (
                            None,
                            "chat",
                            "Hi! New year, new spreadsheet. I want my work rules written down somewhere I can "
                            "actually find them.",
                        ),
                        (
                            "solo-limit",
                            "",
                            "Anything longer than an hour I don't do on my own, full stop. Over sixty minutes it "
                            "has to be booked with a co-worker or I turn it down.",
                        ),
                        (
                            "dark-top",
                            "",
                            "Work clothes: plain dark top, no patterns, no chunky rings or bracelets. Deaf clients "
                            "need contrast behind my hands.",
                        ),
                        (
                            "no-criminal",
                            "",
                            "I don't take police interviews or criminal court work. Not qualified for it and not "
                            "going there.",
                        ),
                        (
                            "prep-rule",
                            "",
                            "For conferences and lectures I need the slides or a script in advance, otherwise I "
                            "charge the prep-free surcharge.",
                        ),
                    ],
                ),
                (
                    "Money",
                    [
                        (
                            "half-day-rate",
                            "",
                            "Half day (up to 3.5 hrs) is £180 direct, agencies take their cut on top.",
                        ),
                        ("mileage", "", "Mileage I bill at 45p a mile from my front door."),
                        ("signpost-terms", "", "Signpost Access pay at 30 days from invoice. Usually on time."),
                        ("handsup-terms", "", "HandsUp Agency pay in 14 days, which is why I like them."),
                        ("accountant", "", "My books go to Barlow & Co in town, they do my self-assessment."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-14",
            "regulars",
            "My regular bookings and who I work with",
            [
                (
                    "",
                    [
                        (
                            "hospital-slot",
                            "",
                            "Every Tuesday 9:30 I'm at St Anne's audiology outpatients, same deaf patient group, "
                            "usually done by half eleven.",
                        ),
                        (
                            "uni-slot",
                            "",
                            "Thursdays at 10am it's the second-year law lecture at Northgate Uni, Room B12, "
                            "booked through their disability service.",
                        ),
                        (
                            "co-worker",
                            "",
                            "When I need a co-worker I pair with Dana Okafor. We've worked together for years.",
                        ),
                        (
                            "registration",
                            "",
                            "I'm NRCPD registered (RSLI), renewal is every March.",
                        ),
                        (
                            "invoicing",
                            "",
                            "After every job:\n1. Log hours and miles in the bookings sheet that evening.\n"
                            "2. Get the timesheet signed by the client or the venue.\n3. Invoice the agency "
                            "within 7 days, timesheet attached.\n4. Mark it unpaid until it lands.",
                        ),
                        (None, "chat", "Sorry, that was a lot at once. Can you put it in a table?"),
                        (None, "oneoff", "Booking ref SA-88213 for the council tenancy meeting on Friday."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-26",
            "changes",
            "Rate change and a few updates",
            [
                (
                    "",
                    [
                        (None, "chat", "Freezing today, the car wouldn't start. Anyway."),
                        ("half-day-rate", "correct", "Half day: £195. Emailed both agencies the sheet."),
                        (
                            "handsup-terms",
                            "correct",
                            "Actually HandsUp changed their terms in the new contract, it's 21 days now not what "
                            "I said before.",
                        ),
                        (
                            "solo-limit",
                            "",
                            "Reminder to self: a two-hour meeting means two interpreters. I don't sign past the "
                            "hour alone.",
                        ),
                        (
                            "prep-rule",
                            "refine",
                            "Prep material has to reach me 48 hours before the booking; later than that and the "
                            "surcharge applies.",
                        ),
                        ("signpost-terms", "", "Signpost still settle a month after the invoice date."),
                        (None, "oneoff", "Signpost invoice #1047 went out today for £390."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-09",
            "feb-admin",
            "February admin and diary",
            [
                (
                    "Diary",
                    [
                        (
                            "uni-slot",
                            "correct",
                            "From next month the Northgate law lecture moves to Thursday 2pm, same room.",
                        ),
                        ("hospital-slot", "", "St Anne's clinic stays Tuesday mornings, half nine start."),
                        (
                            "co-worker",
                            "correct",
                            "Dana's gone in-house at the council, so my usual co-worker is now Mel Fitch.",
                        ),
                        (
                            "solo-limit",
                            "",
                            "Said no to a 90-minute museum tour on my own. Second terp or it doesn't happen.",
                        ),
                        (
                            "dark-top",
                            "",
                            "Wore the navy jumper again, nothing busy on it, no jewellery. That's the uniform.",
                        ),
                    ],
                ),
                (
                    "Paperwork",
                    [
                        ("accountant", "correct", "Self-assessment's done by Fenwick Tax Services, Priya there."),
                        (
                            "registration",
                            "refine",
                            "NRCPD renewal in March needs 24 CPD points logged first; I'm on 17.",
                        ),
                        ("mileage", "", "Travel claimed at forty-five pence per mile, door to door."),
                        (
                            "invoicing",
                            "",
                            "Billing routine, same as always:\n1. Hours and mileage into the sheet the same "
                            "night.\n2. Signed timesheet from whoever booked me.\n3. Agency invoiced inside a "
                            "week with the timesheet.\n4. Leave it flagged unpaid till the money arrives.",
                        ),
                        (None, "chat", "Thanks, that's loads clearer. Have a good week!"),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Makerspace members' handbook, resource notes, third person / imperative. The laser cutter and the CNC router
#    are sibling subjects for hourly rates, and the laser and woodshop areas for stewards (named by section
#    headings); the laser rate is corrected by a bare new value, the woodshop steward by name with "changed to",
#    the fob hours with "from next month", the acrylic supplier by name with no marker; refinements add ear
#    defenders to the PPE rule and the 15-minute no-show release to laser booking.
MAKERSPACE = Family(
    "makerspace",
    "makerspace members' handbook",
    "resource",
    [
        Fact("red-tag", "personal"),
        Fact("clean-down", "personal"),
        Fact("ppe", "personal", detail=[r"ear (defenders|protection)"]),
        Fact("guests", "personal"),
        Fact("laser-rate", "wiki", now=[r"£\s*8\b"], was=[r"£\s*6\b"]),
        Fact("cnc-rate", "wiki"),
        Fact("laser-steward", "wiki"),
        Fact("wood-steward", "wiki", now=[r"kwame|asante"], was=[r"bev|hollis"]),
        Fact("fee", "wiki"),
        Fact("fob-hours", "wiki", now=[r"\b7 ?am|07:00"], was=[r"\b8 ?am|08:00"]),
        Fact("acrylic", "wiki", now=[r"perspex direct"], was=[r"clearcut"]),
        Fact("printers", "wiki"),
        Fact("laser-booking", "procedure", detail=[r"15 min"]),
        Fact("induction", "procedure"),
    ],
    [
        Note(
            "2026-02-16",
            "members-handbook",
            "Forge Lane Makerspace: members' handbook",
            [
                (
                    "House rules",
                    [
                        (
                            "red-tag",
                            "",
                            "Machines with a red tag need an induction first. No induction, no use, even for a "
                            "quick cut.",
                        ),
                        (
                            "clean-down",
                            "",
                            "Leave ten minutes before you go to clear your bench, sweep up and put tools back on "
                            "the shadow board.",
                        ),
                        ("ppe", "", "Safety glasses on in the workshop areas whenever anything is running."),
                        (
                            "guests",
                            "",
                            "Members may bring up to two guests. Guests sign the visitor book and don't touch "
                            "powered tools.",
                        ),
                    ],
                ),
                (
                    "Membership",
                    [
                        ("fee", "", "Full membership is £35 a month by standing order."),
                        ("fob-hours", "", "Door fobs work 8am to 10pm, seven days."),
                    ],
                ),
                (
                    "Laser room",
                    [
                        ("laser-rate", "", "Machine time on the 60W laser: £6/hr, paid via the kiosk."),
                        ("laser-steward", "", "Steward: Tomás Reyes. Faults and lens cleaning go to him."),
                    ],
                ),
                (
                    "Woodshop",
                    [
                        ("cnc-rate", "", "CNC router time is charged at £10 per hour."),
                        ("wood-steward", "", "Steward: Bev Hollis."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-18",
            "how-to",
            "How-to: inductions, bookings, materials",
            [
                (
                    "Inductions",
                    [
                        (
                            "induction",
                            "",
                            "Getting inducted on a machine:\n1. Watch the safety video for that machine on the "
                            "wiki.\n2. Book a slot with the area steward.\n3. Do a supervised job start to "
                            "finish.\n4. Steward signs you off on the sheet by the door.",
                        ),
                    ],
                ),
                (
                    "Laser room",
                    [
                        (
                            "laser-booking",
                            "",
                            "To book the laser:\n1. Reserve on the online calendar, two hours max per slot.\n"
                            "2. Tap your fob on the reader to start the session.\n3. Log material and minutes "
                            "at the kiosk when done.",
                        ),
                    ],
                ),
                (
                    "Materials",
                    [
                        (
                            "acrylic",
                            "",
                            "Acrylic sheet for the shared rack comes from Clearcut Plastics; 3 mm and 5 mm in stock.",
                        ),
                        (
                            "printers",
                            "",
                            "3D printing: two Prusa MK4s. PLA and PETG only, no ABS (fumes).",
                        ),
                        (None, "oneoff", "Plywood delivery is late, now expected Friday."),
                        (None, "chat", "Huge thanks to whoever fixed the kettle."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-02",
            "members-handbook",
            "Forge Lane Makerspace: members' handbook (March revision)",
            [
                (
                    "House rules",
                    [
                        (
                            "ppe",
                            "refine",
                            "Eye protection whenever machines run; on the CNC router and planer, ear defenders "
                            "too (hooks by the door).",
                        ),
                        (
                            "guests",
                            "",
                            "Max two visitors per member; they sign in at the front and stay off anything with a plug.",
                        ),
                    ],
                ),
                (
                    "Membership",
                    [
                        (
                            "fob-hours",
                            "correct",
                            "From next month fob access runs 7am to 11pm after the committee vote.",
                        ),
                        ("fee", "", "Monthly sub is still thirty-five pounds."),
                    ],
                ),
                (
                    "Laser room",
                    [
                        ("laser-rate", "correct", "Laser: £8 an hour, tube replacement fund included."),
                    ],
                ),
                (
                    "Woodshop",
                    [
                        (
                            "wood-steward",
                            "correct",
                            "Steward changed to Kwame Asante; Bev is stepping back after five years, thank you Bev.",
                        ),
                        ("cnc-rate", "", "Router: a tenner an hour."),
                        (None, "oneoff", "Table saw out of action this week, blade guard on order."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-16",
            "how-to",
            "How-to: inductions, bookings, materials",
            [
                (
                    "Laser room",
                    [
                        (
                            "laser-booking",
                            "refine",
                            "Laser slots are booked on the calendar (2 h max) and started with your fob; if you "
                            "haven't started within 15 min the slot is released to the next person.",
                        ),
                        ("laser-steward", "", "Ask Tomás about anything laser-related, he looks after it."),
                    ],
                ),
                (
                    "Inductions",
                    [
                        (
                            "induction",
                            "",
                            "Sign-off route: safety video first, then a session booked with whoever stewards the "
                            "area, one supervised job, and the steward initials the induction sheet.",
                        ),
                        (
                            "red-tag",
                            "",
                            "Red tag = inducted members only. No exceptions, no 'I've used one at work'.",
                        ),
                        (
                            "clean-down",
                            "",
                            "Bench cleared and swept before leaving, tools back where their outline is.",
                        ),
                    ],
                ),
                (
                    "Materials",
                    [
                        ("acrylic", "correct", "Acrylic for the shared rack: Perspex Direct, ordered monthly."),
                        ("printers", "", "The MK4s take PLA or PETG. Don't load ABS."),
                        ("fee", "", "£35/month covers everything except machine time and materials."),
                        (None, "oneoff", "Open evening raised £212 in donations."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Parish council planning committee minutes, third person, under agenda headings. The Mill Barn and Orchard
#    Field applications are sibling subjects (the committee's position), and the district and county councillors
#    are siblings (a person in a role); the clerk is corrected by name with "now", the meeting start with "from
#    next month", the Orchard Field position and the county councillor with no marker, the advice budget by a bare
#    new value; refinements add photographs to the consultation steps and policy H2 to the neighbourhood plan.
PARISH = Family(
    "parish",
    "parish council planning committee minutes",
    "minutes",
    [
        Fact("clerk", "wiki", now=[r"whitcombe"], was=[r"pardoe"]),
        Fact("meeting-time", "personal", now=[r"\b7 ?pm|19:00"], was=[r"7\.30|19:30"]),
        Fact("quorum", "personal"),
        Fact("interests", "personal"),
        Fact("public-speaking", "personal"),
        Fact("response-window", "wiki"),
        Fact("consult-steps", "procedure", detail=[r"photo"]),
        Fact("minutes-steps", "procedure"),
        Fact("mill-barn", "wiki"),
        Fact("orchard-field", "wiki", now=[r"no objection"], was=[r"\bobjects\b|\bobject\b"]),
        Fact("district-cllr", "wiki"),
        Fact("county-cllr", "wiki", now=[r"bains"], was=[r"lowe"]),
        Fact("advice-budget", "wiki", now=[r"£\s*2,?000"], was=[r"£\s*1,?500"]),
        Fact("np-policy", "wiki", detail=[r"\bH2\b"]),
    ],
    [
        Note(
            "2026-05-12",
            "planning-minutes",
            "Little Haddon Parish Council, Planning Committee, 12 May 2026",
            [
                (
                    "1. Apologies and quorum",
                    [
                        (None, "chat", "Apologies received from Cllr Dean (holiday)."),
                        ("quorum", "", "Quorum for this committee is three members; meeting quorate."),
                        (
                            "meeting-time",
                            "",
                            "Committee meets on the second Tuesday of each month, 7.30pm, Village Hall small room.",
                        ),
                        ("clerk", "", "Clerk to the committee: Mrs Jean Pardoe."),
                    ],
                ),
                (
                    "2. Declarations of interest",
                    [
                        (
                            "interests",
                            "",
                            "Members to declare any interest at the start; where an interest is pecuniary the "
                            "member leaves the room for that item and does not vote.",
                        ),
                    ],
                ),
                (
                    "3. Public participation",
                    [
                        (
                            "public-speaking",
                            "",
                            "Members of the public may speak for up to three minutes each, before the item is debated.",
                        ),
                        (None, "oneoff", "Two residents spoke about the Orchard Field drainage."),
                    ],
                ),
                (
                    "4. Applications",
                    [
                        (
                            "mill-barn",
                            "",
                            "24/0311/FUL Mill Barn, Church Lane, conversion to a dwelling: committee supports, "
                            "subject to the bat survey.",
                        ),
                        (
                            "orchard-field",
                            "",
                            "24/0298/OUT Orchard Field, six houses: the committee objects (outside the settlement "
                            "boundary, access onto the B4420).",
                        ),
                        (
                            "response-window",
                            "",
                            "Reminder that responses must reach the district within 21 days of the consultation "
                            "notice.",
                        ),
                    ],
                ),
                (
                    "5. Councillors' reports",
                    [
                        ("district-cllr", "", "District Cllr Ruth Ames (Haddon ward) reported on the Local Plan."),
                        ("county-cllr", "", "County Cllr Peter Lowe sent a written report on highways."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-09",
            "planning-minutes",
            "Little Haddon Parish Council, Planning Committee, 9 June 2026",
            [
                (
                    "1. Apologies and quorum",
                    [
                        ("quorum", "", "Quorate: the minimum of three councillors attended."),
                        (None, "chat", "The chair thanked Mrs Pardoe for the tea and biscuits."),
                    ],
                ),
                (
                    "2. Procedure",
                    [
                        (
                            "consult-steps",
                            "",
                            "Agreed process for each consultation:\n1. Clerk circulates the application within "
                            "two days of receipt.\n2. Two members make a site visit.\n3. Committee votes on a "
                            "response at the next meeting.\n4. Clerk submits the response on the planning portal.",
                        ),
                        (
                            "minutes-steps",
                            "",
                            "Minutes:\n1. Clerk drafts within seven days.\n2. Chair checks the draft.\n3. Draft "
                            "goes on the website and the noticeboard, marked DRAFT until approved.",
                        ),
                        (
                            "advice-budget",
                            "",
                            "Budget for professional planning advice this year: £1,500.",
                        ),
                    ],
                ),
                (
                    "3. Neighbourhood Plan",
                    [
                        (
                            "np-policy",
                            "",
                            "The Little Haddon Neighbourhood Plan (made 2024) sets the settlement boundary and is "
                            "to be cited in every response.",
                        ),
                    ],
                ),
                (
                    "4. Applications",
                    [
                        ("mill-barn", "", "Mill Barn: support confirmed, bat survey now received."),
                        (
                            "response-window",
                            "",
                            "The clerk noted the three-week deadline from the district's notice.",
                        ),
                        (None, "oneoff", "Enforcement case ENF/26/044 (shed at 3 Pound Close) noted."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-07-14",
            "planning-minutes",
            "Little Haddon Parish Council, Planning Committee, 14 July 2026",
            [
                (
                    "1. Apologies and administration",
                    [
                        (
                            "clerk",
                            "correct",
                            "Mrs Pardoe has retired; Mr Alan Whitcombe is now clerk to the committee.",
                        ),
                        (
                            "meeting-time",
                            "correct",
                            "From next month meetings will start at 7pm, same room, to finish before the hall's "
                            "evening hire.",
                        ),
                        (
                            "interests",
                            "",
                            "Cllr Moss declared a pecuniary interest in item 4b and left the room; reminder that "
                            "anyone with such an interest withdraws and abstains.",
                        ),
                    ],
                ),
                (
                    "2. Finance",
                    [
                        ("advice-budget", "correct", "Professional advice budget: £2,000 for the year."),
                    ],
                ),
                (
                    "3. Applications",
                    [
                        (
                            "orchard-field",
                            "correct",
                            "Orchard Field (amended plans, four houses, new access off Back Lane): no objection.",
                        ),
                        (
                            "consult-steps",
                            "refine",
                            "Site visits: the two visiting members take dated photographs and upload them to the "
                            "shared drive before the vote.",
                        ),
                        (
                            "np-policy",
                            "refine",
                            "Neighbourhood Plan policy H2 limits infill within the boundary to schemes of five "
                            "dwellings or fewer.",
                        ),
                    ],
                ),
                (
                    "4. Reports",
                    [
                        (
                            "county-cllr",
                            "correct",
                            "Cllr Sunita Bains, elected at the June by-election, attended as county member.",
                        ),
                        ("district-cllr", "", "Cllr Ames sent apologies; her district report was circulated."),
                        (None, "chat", "Warm evening; windows open, apologies to anyone who got bitten."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-08-11",
            "planning-minutes",
            "Little Haddon Parish Council, Planning Committee, 11 August 2026",
            [
                (
                    "1. Apologies and quorum",
                    [
                        ("meeting-time", "", "Meeting opened at 7pm, the new start time."),
                        ("clerk", "", "Mr Whitcombe in attendance as clerk."),
                        ("quorum", "", "Four councillors present, comfortably over the quorum of three."),
                    ],
                ),
                (
                    "2. Public participation",
                    [
                        (
                            "public-speaking",
                            "",
                            "Each resident gets a three-minute slot; the chair keeps time.",
                        ),
                    ],
                ),
                (
                    "3. Applications",
                    [
                        (
                            "minutes-steps",
                            "",
                            "Clerk to circulate draft minutes inside a week, chair to check, then publish as a "
                            "draft online and on the board.",
                        ),
                        (None, "oneoff", "Three new applications received this month, all householder."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Ferry terminal operations log, terse bullets. The two vessels (MV Skerry Lass, MV Calder) are sibling subjects
#    for capacity and berth, named in section headings; the first sailing is corrected with "from" (summer
#    timetable), the duty manager by name with "now", the fuel supplier by name with no marker, the car fare by a
#    bare new value; refinements add the placard check to DG loading and the pierhead anemometer to the wind limit.
FERRY = Family(
    "ferry",
    "ferry terminal operations log",
    "log",
    [
        Fact("skerry-cap", "wiki"),
        Fact("calder-cap", "wiki"),
        Fact("skerry-berth", "wiki"),
        Fact("calder-berth", "wiki"),
        Fact("first-sailing", "wiki", now=[r"06:20"], was=[r"06:40"]),
        Fact("duty-manager", "wiki", now=[r"mowat"], was=[r"sinclair"]),
        Fact("fuel-supplier", "wiki", now=[r"northlink"], was=[r"bayview"]),
        Fact("car-fare", "wiki", now=[r"£\s*41\b"], was=[r"£\s*38\b"]),
        Fact("wind-limit", "wiki", detail=[r"pierhead|anemometer"]),
        Fact("hi-vis", "personal"),
        Fact("no-phones", "personal"),
        Fact("handover", "personal"),
        Fact("dg-loading", "procedure", detail=[r"placard"]),
        Fact("linkspan-fault", "procedure"),
    ],
    [
        Note(
            "2026-03-02",
            "ops-log",
            "Kilbrae terminal ops log, Mon 02/03",
            [
                (
                    "",
                    [
                        ("duty-manager", "", "DM this rota: R. Sinclair. Escalations to DM first."),
                        ("first-sailing", "", "First dep 06:40, last 21:15."),
                        ("car-fare", "", "Car + driver single £38 (winter tariff)."),
                        ("hi-vis", "", "Hi-vis on in marshalling lanes at ALL times. Incl. office staff."),
                        ("handover", "", "Shift handover 14:00, face to face at the ops desk, not by text."),
                        (None, "oneoff", "06:40 dep 12 min late, HGV ramp hold-up."),
                    ],
                ),
                (
                    "MV Skerry Lass",
                    [
                        ("skerry-cap", "", "42 CEU / 250 pax."),
                        ("skerry-berth", "", "Berths LS1 (north linkspan)."),
                    ],
                ),
                (
                    "MV Calder",
                    [
                        ("calder-cap", "", "28 CEU / 180 pax."),
                        ("calder-berth", "", "Berths LS2 (south)."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-04",
            "ops-log",
            "Kilbrae terminal ops log, Wed 04/03",
            [
                (
                    "",
                    [
                        (
                            "dg-loading",
                            "",
                            "DG vehicles:\n1. Check DG declaration at check-in.\n2. Hold in lane 5, away from "
                            "the pax queue.\n3. Load last, nearest the stern door.\n4. Tell the master before the "
                            "ramp goes up.",
                        ),
                        (
                            "linkspan-fault",
                            "",
                            "Linkspan fault:\n1. Stop loading, clear the ramp.\n2. Call on-call engineer "
                            "(number on ops board).\n3. Write it up in the defect book.\n4. Tell DM + vessel.",
                        ),
                        ("wind-limit", "", "Linkspan ops suspended if gusts >45 kn."),
                        ("no-phones", "", "No mobiles on the linkspan. Radio only."),
                        ("fuel-supplier", "", "Bunkers: Bayview Oils, tanker Tues am."),
                        (None, "chat", "Wind howling, coffee machine broken. Great start."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-16",
            "ops-log",
            "Kilbrae terminal ops log, Mon 16/03",
            [
                (
                    "",
                    [
                        ("duty-manager", "correct", "K. Mowat now DM, R.S. moved to Stornhaven."),
                        ("car-fare", "correct", "Car + driver single £41."),
                        (
                            "wind-limit",
                            "refine",
                            "Linkspan closed gusts over 45 kn, reading off the pierhead anemometer, not the vessel's.",
                        ),
                        ("hi-vis", "", "Reminder: no vest, no lanes. Anyone."),
                        (None, "oneoff", "Ticket machine 2 u/s, ref INC-30412 raised."),
                    ],
                ),
                (
                    "MV Calder",
                    [
                        ("calder-cap", "", "Max 180 passengers, 28 cars. Full both am runs."),
                        ("calder-berth", "", "South linkspan as normal."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-30",
            "ops-log",
            "Kilbrae terminal ops log, Mon 30/03",
            [
                (
                    "",
                    [
                        ("first-sailing", "correct", "Summer tt from 01/04: first dep 06:20."),
                        ("fuel-supplier", "correct", "Bunkers: Northlink Marine Fuels, tanker Tues am."),
                        (
                            "dg-loading",
                            "refine",
                            "DG: declaration checked, placards checked against it before lane 5, load last by the "
                            "stern door, master told.",
                        ),
                        ("no-phones", "", "Phones away on the ramp; VHF only."),
                        ("hi-vis", "", "Everyone in the lanes wears a vest. Everyone."),
                        (
                            "handover",
                            "",
                            "Handover at 2pm in person at the desk. Texting a handover doesn't count.",
                        ),
                        (
                            "linkspan-fault",
                            "",
                            "If LS1 or LS2 plays up: halt loading, ramp cleared, ring duty engineer, defect book "
                            "entry, then DM and vessel informed.",
                        ),
                        (None, "chat", "Cheers to night shift for the tidy office."),
                        (None, "oneoff", "Takings w/e 29/03: £18,460."),
                    ],
                ),
                (
                    "MV Skerry Lass",
                    [
                        ("skerry-cap", "", "Licensed for 250 passengers; car deck 42."),
                        ("skerry-berth", "", "North linkspan."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [INTERPRETER, MAKERSPACE, PARISH, FERRY]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "interpreter": [("signpost-terms", "handsup-terms"), ("hospital-slot", "uni-slot")],
    "makerspace": [("laser-rate", "cnc-rate"), ("laser-steward", "wood-steward")],
    "parish": [("mill-barn", "orchard-field"), ("district-cllr", "county-cllr")],
    "ferry": [("skerry-cap", "calder-cap"), ("skerry-berth", "calder-berth")],
}

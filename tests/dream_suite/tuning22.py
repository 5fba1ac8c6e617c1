"""A twenty-second tuning half: four families written blind to the engine (a self-employed swimming teacher's chat
sessions with an assistant, a village community shop's volunteers' handbook, an alpaca farm and trekking business's
weekly team minutes, a small print shop's production log). Tuned on from the commit that added them."""

from tests.dream_suite import Fact, Family, Note

# 1. Swimming teacher's chat sessions with an assistant, first person. Two pools (Riverside, Kingsmead), two lesson
#    types (group, private) and two stages (1, 4) are sibling subjects; the Kingsmead hire and the group price are
#    corrected by a bare new value on a later day while their siblings keep theirs, the cover teacher by name with
#    "now".
SWIMCOACH = Family(
    "swimcoach",
    "self-employed swimming teacher",
    "session",
    [
        Fact("hire-riverside", "wiki"),
        Fact("hire-kingsmead", "wiki", now=[r"£\s*34\b"], was=[r"£\s*30\b"]),
        Fact("price-group", "wiki", now=[r"£\s*13\b"], was=[r"£\s*12\b"]),
        Fact("price-private", "wiki"),
        Fact("stage1-cap", "wiki"),
        Fact("stage4-cap", "wiki"),
        Fact("cover", "wiki", now=[r"tomasz|nowak"], was=[r"leanne|pryce"]),
        Fact("booking-system", "wiki"),
        Fact("insurance", "wiki"),
        Fact("badges", "wiki"),
        Fact("qualification", "personal"),
        Fact("no-under4", "personal"),
        Fact("water-hours", "personal"),
        Fact("cancellation", "personal", detail=[r"make-?up"]),
        Fact("intake", "procedure", detail=[r"face in|bubbles"]),
    ],
    [
        Note(
            "2026-01-12",
            "term-setup",
            "Setting up the spring term",
            [
                (
                    "Pools",
                    [
                        (None, "chat", "Sorry, bit scattered today, I've just come off a 7am session."),
                        (
                            "hire-riverside",
                            "",
                            "Pool hire at Riverside Leisure Centre is £38 an hour (learner pool, Tuesday and "
                            "Thursday evenings).",
                        ),
                        (
                            "hire-kingsmead",
                            "",
                            "Pool hire at Kingsmead School is £30 an hour (main pool, Saturday mornings).",
                        ),
                        (
                            "booking-system",
                            "",
                            "All my bookings and payments go through the Splashdesk app; parents pay by card when "
                            "they book a block.",
                        ),
                    ],
                ),
                (
                    "Prices",
                    [
                        ("price-group", "", "Group lessons are £12 per child for 30 minutes."),
                        ("price-private", "", "Private lessons are £28 per child for 30 minutes."),
                        (
                            "cancellation",
                            "",
                            "My cancellation rule: if a family gives me less than 24 hours' notice, the lesson is "
                            "still charged.",
                        ),
                        (None, "oneoff", "Twelve kids on the Saturday waiting list as of this morning."),
                    ],
                ),
                (
                    "About me",
                    [
                        (
                            "qualification",
                            "",
                            "I'm a Swim England Level 2 teacher and I've been self-employed since 2019.",
                        ),
                        (
                            "no-under4",
                            "",
                            "I don't take children under four; I point those families to the parent-and-baby "
                            "sessions the council runs.",
                        ),
                        (
                            "water-hours",
                            "",
                            "Because of my shoulder I never do more than five hours poolside in one day.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-26",
            "levels-and-cover",
            "Lesson levels and cover",
            [
                (
                    "Levels",
                    [
                        ("stage1-cap", "", "Stage 1 classes are capped at four children."),
                        ("stage4-cap", "", "Stage 4 classes are capped at eight children."),
                        (
                            "intake",
                            "",
                            "When a new pupil signs up:\n1. Book a free 15-minute assessment swim.\n2. Place them "
                            "in a stage from what they can do in the water, not their age.\n3. Parent fills in the "
                            "medical and consent form on Splashdesk.\n4. First block is paid before the first "
                            "lesson.",
                        ),
                        (None, "oneoff", "Ellie Marsh moved up to Stage 3 today after her assessment."),
                    ],
                ),
                (
                    "Cover and insurance",
                    [
                        (
                            "cover",
                            "",
                            "If I'm off sick, Leanne Pryce takes my classes; she's Level 2 as well and knows both "
                            "pools.",
                        ),
                        (
                            "insurance",
                            "",
                            "My public liability insurance is with Harbourline, £5 million cover, renewing each "
                            "September.",
                        ),
                        (
                            "badges",
                            "",
                            "Badges and certificates come from Tideway Awards; I order a batch at the start of "
                            "each term.",
                        ),
                        (None, "chat", "That's really helpful, thanks, I'll copy it into my planner."),
                    ],
                ),
                (
                    "Riverside",
                    [
                        ("hire-riverside", "", "They bill me thirty-eight pounds per hour for the small pool."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-09",
            "summer-prices",
            "Prices for the summer term",
            [
                (
                    "Money",
                    [
                        ("hire-kingsmead", "correct", "Saturday pool at Kingsmead is £34 per hour."),
                        ("hire-riverside", "", "Riverside is £38/hr, same as last term."),
                        ("price-group", "correct", "A place in a group class costs £13 a head per half hour."),
                        ("price-private", "", "1:1s are £28 a half-hour."),
                        (None, "chat", "Could you turn all that into a little price table for the website later?"),
                    ],
                ),
                (
                    "Lessons",
                    [
                        (
                            "cancellation",
                            "refine",
                            "If I'm the one who cancels, the family gets a make-up lesson within two weeks or "
                            "their money back.",
                        ),
                        ("stage4-cap", "", "Eight swimmers is the most I'll have in a Stage 4 group."),
                        (
                            None,
                            "oneoff",
                            "Riverside learner pool is closed on Tuesday 17 February for a plant-room repair.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-23",
            "cover-and-admin",
            "Cover, badges and the shoulder",
            [
                (
                    "Cover",
                    [
                        (
                            "cover",
                            "correct",
                            "My cover teacher is now Tomasz Nowak, because Leanne has moved to Bristol.",
                        ),
                        ("insurance", "", "Harbourline insure me for public liability up to five million."),
                    ],
                ),
                (
                    "Admin",
                    [
                        (
                            "intake",
                            "refine",
                            "At the assessment swim I also check they'll put their face in and blow bubbles; if "
                            "not, they start in Stage 1 whatever their age.",
                        ),
                        ("badges", "", "Tideway do my certificates and cloth badges."),
                        ("water-hours", "", "Max 5 hrs poolside per day, shoulder permitting."),
                        ("no-under4", "", "Minimum age for my lessons is four."),
                        (None, "oneoff", "Paid the Tideway invoice today, ref TW-20931."),
                        (None, "chat", "Right, I think that's everything for today."),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Village community shop's volunteers' handbook, resource notes. Weekday and Sunday opening hours, the bread and
#    milk suppliers and their delivery days are sibling subjects; the Sunday opening time and the bread days are
#    corrected by a bare new value (the siblings restated unchanged), the rota organiser by name with "now".
COMMUNITYSHOP = Family(
    "communityshop",
    "village community shop",
    "resource",
    [
        Fact("hours-weekday", "wiki"),
        Fact("hours-sunday", "wiki", now=[r"\b10\s*am"], was=[r"\b9\s*am"]),
        Fact("bread-supplier", "wiki"),
        Fact("milk-supplier", "wiki"),
        Fact("bread-days", "wiki", now=[r"wednesday"], was=[r"tuesday|thursday"]),
        Fact("milk-days", "wiki"),
        Fact("rota", "wiki", now=[r"dev|kapoor"], was=[r"margaret|ellis"]),
        Fact("chair", "wiki"),
        Fact("float", "wiki"),
        Fact("card-machine", "wiki"),
        Fact("discount", "wiki"),
        Fact("two-volunteers", "personal"),
        Fact("age-check", "personal"),
        Fact("cashup", "procedure", detail=[r"treasurer"]),
        Fact("delivery-check", "procedure", detail=[r"15 min"]),
    ],
    [
        Note(
            "2026-02-02",
            "volunteer-handbook",
            "Thornby Community Shop volunteer handbook",
            [
                (
                    "Opening hours",
                    [
                        (None, "chat", "Welcome to all our new volunteers from the January open evening!"),
                        ("hours-weekday", "", "Monday to Saturday the shop is open 8am to 6pm."),
                        ("hours-sunday", "", "On Sundays the shop is open 9am to 1pm."),
                    ],
                ),
                (
                    "On shift",
                    [
                        (
                            "two-volunteers",
                            "",
                            "There must be at least two volunteers behind the counter at all times; never run the "
                            "shop single-handed.",
                        ),
                        (
                            "age-check",
                            "",
                            "We operate Challenge 25 for alcohol, tobacco and lottery, and volunteers under 18 may "
                            "not serve any of these.",
                        ),
                        (
                            "discount",
                            "",
                            "Volunteers get 10% off their own shopping on any day they work a shift.",
                        ),
                        (
                            "rota",
                            "",
                            "Margaret Ellis organises the shift rota; tell her by Thursday if you can't make your "
                            "slot the following week.",
                        ),
                        ("chair", "", "The management committee is chaired by Rosemary Thwaite."),
                    ],
                ),
                (
                    "The till",
                    [
                        ("float", "", "The till float is £80, made up of coins and £5 notes."),
                        (
                            "cashup",
                            "",
                            "Cashing up at close:\n1. Press Z-read on the till and keep the slip.\n2. Count the "
                            "drawer and take out the float.\n3. Record the takings on the cash sheet and sign it."
                            "\n4. Put takings and slip in the blue bag and drop it in the back-room safe.",
                        ),
                        (
                            "card-machine",
                            "",
                            "The card reader is supplied by Paycroft; their helpline number is on the sticker "
                            "underneath.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-16",
            "deliveries-suppliers",
            "Deliveries and suppliers",
            [
                (
                    "Bread",
                    [
                        ("bread-supplier", "", "Bread and cakes come from Hollins Bakery in Market Weston."),
                        ("bread-days", "", "Hollins deliver on Tuesday, Thursday and Saturday, before 7:30am."),
                    ],
                ),
                (
                    "Milk",
                    [
                        ("milk-supplier", "", "Milk, cream and butter come from Brookfield Dairy in Thornby."),
                        ("milk-days", "", "Brookfield deliver on Monday, Wednesday and Friday, before 7:30am."),
                    ],
                ),
                (
                    "Taking a delivery",
                    [
                        (
                            "delivery-check",
                            "",
                            "Checking in a delivery:\n1. Count crates or trays against the delivery note.\n2. "
                            "Check use-by dates and refuse anything with under two days left.\n3. Sign the "
                            "driver's docket.\n4. Write it up in the deliveries book by the till.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Hollins shorted us two sourdough loaves last Saturday; they'll credit it on the next "
                            "invoice.",
                        ),
                        (None, "chat", "Any questions, grab a committee member, we don't bite."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-02",
            "volunteer-handbook",
            "Thornby Community Shop volunteer handbook",
            [
                (
                    "Opening hours",
                    [
                        ("hours-sunday", "correct", "Sunday trading is 10am until 1pm."),
                        ("hours-weekday", "", "Weekdays and Saturdays: doors open at eight, close at six."),
                    ],
                ),
                (
                    "On shift",
                    [
                        (
                            "rota",
                            "correct",
                            "Dev Kapoor has taken over the rota from Margaret, so swap requests now go to him.",
                        ),
                        ("two-volunteers", "", "Never fewer than two people on duty."),
                        ("age-check", "", "Ask for ID from anyone who looks younger than 25 when they buy drink."),
                        (None, "chat", "A big thank you to Margaret for four years of keeping the rota going."),
                    ],
                ),
                (
                    "The till",
                    [
                        (
                            "cashup",
                            "refine",
                            "The blue cash bag is collected from the safe for banking by the treasurer each "
                            "Monday morning.",
                        ),
                        ("float", "", "Leave eighty pounds in the drawer for the morning volunteer."),
                        (None, "oneoff", "Shop takings for February came to £11,482."),
                        (None, "oneoff", "Till roll ran out at 4pm on Friday; Sue fetched some from the post office."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-16",
            "deliveries-suppliers",
            "Deliveries and suppliers",
            [
                (
                    "Bread",
                    [
                        ("bread-days", "correct", "The Hollins van comes Wednesdays and Saturdays, before half seven."),
                        ("bread-supplier", "", "Our baker is Hollins of Market Weston."),
                    ],
                ),
                (
                    "Milk",
                    [
                        ("milk-days", "", "They drop off Mon/Wed/Fri, early."),
                    ],
                ),
                (
                    "Taking a delivery",
                    [
                        (
                            "delivery-check",
                            "refine",
                            "Chilled goods go into the fridges within 15 minutes of arriving, before you do any "
                            "paperwork.",
                        ),
                        ("discount", "", "Ten per cent off what you buy yourself on a day you volunteer."),
                        (
                            None,
                            "oneoff",
                            "The delivery note from 11 March is missing; if you find it, put it in the office tray.",
                        ),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Alpaca farm and trekking business's weekly team minutes. The Meadow Walk and the Ridge Trek are sibling subjects
#    for price, group size and trek leader; the Ridge Trek price and the Meadow Walk group size are corrected by a
#    bare new value (the sibling restated unchanged), the Ridge Trek leader by name with "now".
ALPACAFARM = Family(
    "alpacafarm",
    "alpaca farm and trekking business",
    "minutes",
    [
        Fact("price-short", "wiki"),
        Fact("price-long", "wiki", now=[r"£\s*80\b"], was=[r"£\s*75\b"]),
        Fact("meadow-cap", "wiki", now=[r"\b10\b|\bten\b"], was=[r"\b8\b|\beight\b"]),
        Fact("ridge-cap", "wiki"),
        Fact("lead-meadow", "wiki"),
        Fact("lead-ridge", "wiki", now=[r"sian|rhys"], was=[r"callum"]),
        Fact("vet", "wiki"),
        Fact("shearing", "wiki"),
        Fact("feed", "wiki"),
        Fact("booking", "wiki"),
        Fact("min-age", "personal"),
        Fact("no-dogs", "personal"),
        Fact("weather-call", "personal"),
        Fact("herd-health", "procedure", detail=[r"famacha|eyelid"]),
        Fact("briefing", "procedure", detail=[r"hand gel|feeding"]),
    ],
    [
        Note(
            "2026-03-04",
            "team-meeting",
            "High Gill Alpacas weekly meeting, 4 March",
            [
                (
                    "Treks",
                    [
                        (
                            "price-short",
                            "",
                            "Meadow Walk, one hour: £45 per alpaca, up to two people sharing an alpaca.",
                        ),
                        (
                            "price-long",
                            "",
                            "Ridge Trek, two and a half hours: £75 per alpaca, up to two people sharing an alpaca.",
                        ),
                        ("meadow-cap", "", "Meadow Walk groups are limited to 8 alpacas."),
                        ("ridge-cap", "", "Ridge Trek groups are limited to 6 alpacas."),
                    ],
                ),
                (
                    "Herd",
                    [
                        (
                            "herd-health",
                            "",
                            "Monthly herd check, first Monday:\n1. Weigh each animal on the walk-on scale.\n2. "
                            "Body-score by hand over the spine.\n3. Check teeth and toenails and trim if needed."
                            "\n4. Write it all up in the herd book.",
                        ),
                        (
                            "vet",
                            "",
                            "Our vets are Fellside Veterinary in Kirkby; ask for Anna Moreau, who does the "
                            "camelid work.",
                        ),
                        (None, "oneoff", "Juniper's cria born Sunday night, 7.2 kg, both doing well."),
                    ],
                ),
                (
                    "AOB",
                    [
                        (None, "chat", "Thanks to Rob for the flapjack."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-11",
            "team-meeting",
            "High Gill Alpacas weekly meeting, 11 March",
            [
                (
                    "Staff",
                    [
                        ("lead-meadow", "", "Poppy is trek leader for the Meadow Walks."),
                        ("lead-ridge", "", "Callum is trek leader for the Ridge Treks."),
                    ],
                ),
                (
                    "Trek safety",
                    [
                        (
                            "briefing",
                            "",
                            "Pre-trek briefing for every group:\n1. Introduce the alpacas by name.\n2. Show how "
                            "to hold the lead rope, never wrapped round a hand.\n3. Keep a full alpaca length "
                            "between animals.\n4. Nobody walks directly behind an alpaca.",
                        ),
                        (
                            "min-age",
                            "",
                            "Children under 8 walk alongside a parent and don't hold a halter rope by themselves.",
                        ),
                        (
                            "no-dogs",
                            "",
                            "No dogs on any trek, however well behaved; they can wait in the kennel by the car park.",
                        ),
                        (
                            "weather-call",
                            "",
                            "HG makes the weather call by 8am: if gusts over 40 mph are forecast for the tops, the "
                            "Ridge Trek is cancelled.",
                        ),
                    ],
                ),
                (
                    "Herd",
                    [
                        (
                            "shearing",
                            "",
                            "Shearing is done once a year by Woolpack Shearing, a travelling team, usually in late "
                            "May.",
                        ),
                        ("feed", "", "Hay comes from Hartley's at Low Row, around 40 small bales a month in winter."),
                        (None, "oneoff", "Bramble lame on the back left; RG to keep him off treks until Thursday."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-25",
            "team-meeting",
            "High Gill Alpacas weekly meeting, 25 March",
            [
                (
                    "Pricing",
                    [
                        ("price-long", "correct", "Ridge Trek: £80 for each alpaca."),
                        ("price-short", "", "The one-hour walk is forty-five pounds an animal."),
                        (None, "chat", "HG: good to see bookings picking up after a slow February."),
                    ],
                ),
                (
                    "Treks",
                    [
                        ("meadow-cap", "correct", "Up to 10 alpacas can go out on a Meadow Walk."),
                        ("ridge-cap", "", "Six is the maximum on the ridge."),
                        (
                            "booking",
                            "",
                            "Online bookings are taken through Trailpass, linked from the website's treks page.",
                        ),
                        (None, "oneoff", "Easter weekend: 46 trek bookings so far."),
                    ],
                ),
                (
                    "Trek safety",
                    [
                        (
                            "briefing",
                            "refine",
                            "Add to the briefing: hand gel before and after, and no feeding the alpacas from "
                            "your hand.",
                        ),
                        ("no-dogs", "", "Dogs stay off the treks."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-08",
            "team-meeting",
            "High Gill Alpacas weekly meeting, 8 April",
            [
                (
                    "Staff",
                    [
                        (
                            "lead-ridge",
                            "correct",
                            "Ridge Treks are now led by Sian Rhys; Callum moves across to herd work full-time.",
                        ),
                        ("lead-meadow", "", "Poppy keeps the Meadow Walks."),
                    ],
                ),
                (
                    "Herd",
                    [
                        (
                            "herd-health",
                            "refine",
                            "Monthly check: a FAMACHA eyelid score for worms goes in the herd book next to the weight.",
                        ),
                        ("vet", "", "Anna at Fellside remains our go-to for the camelids."),
                        (None, "oneoff", "Woolpack have confirmed 27 May for this year's shearing."),
                    ],
                ),
                (
                    "Trek safety",
                    [
                        (
                            "weather-call",
                            "",
                            "Forecast gusts above 40 mph up top means the ridge is off, decided by eight.",
                        ),
                        (None, "chat", "Thanks everyone, short one today."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Print shop's production log, terse shift bullets. The SM52 and the Ricoh (service contractor), silk and uncoated
#    stock (reorder point) and the two paper merchants (delivery day) are sibling subjects; the silk reorder point and
#    the uncoated delivery day are corrected by a bare new value (siblings restated), the Ricoh contractor by name
#    with a marker.
PRINTSHOP = Family(
    "printshop",
    "small print shop",
    "log",
    [
        Fact("sm52-engineer", "wiki"),
        Fact("ricoh-engineer", "wiki", now=[r"copyline"], was=[r"docuserve"]),
        Fact("silk-reorder", "wiki", now=[r"\b15\b"], was=[r"\b10\b"]),
        Fact("uncoated-reorder", "wiki"),
        Fact("coated-delivery", "wiki"),
        Fact("uncoated-delivery", "wiki", now=[r"wednesday"], was=[r"thursday"]),
        Fact("shift-lead", "wiki"),
        Fact("ink", "wiki"),
        Fact("waste", "wiki"),
        Fact("rush", "wiki"),
        Fact("min-run", "personal"),
        Fact("proof-signoff", "personal"),
        Fact("ear-defenders", "personal"),
        Fact("makeready", "procedure", detail=[r"12 months"]),
        Fact("guillotine", "procedure", detail=[r"signed off"]),
    ],
    [
        Note(
            "2026-04-06",
            "production-log",
            "Production log, Mon 6 Apr",
            [
                (
                    "",
                    [
                        ("shift-lead", "", "Day shift lead: Dawn Rees (DR)."),
                        (
                            "proof-signoff",
                            "",
                            "Nothing goes on press without a customer-signed proof in the job bag. No exceptions.",
                        ),
                        (
                            "min-run",
                            "",
                            "Runs under 300 sheets go on the Ricoh, not litho; SM52 makeready isn't worth it.",
                        ),
                        (
                            "makeready",
                            "",
                            "SM52 makeready:\n1. Hang plates, check plate codes against the ticket.\n2. Ink up "
                            "from the duct, run 20 waste sheets.\n3. Check register and colour against the proof."
                            "\n4. Lead signs the OK sheet before the run starts.",
                        ),
                        ("ink", "", "Litho inks from Carnforth Inks, next-day if ordered before 2pm."),
                        (None, "oneoff", "Job 4471 (Harlow Dental leaflets, 5k) finished 14:20, boxed for collection."),
                    ],
                ),
                (
                    "Presses",
                    [
                        ("sm52-engineer", "", "SM52 serviced by Kestrel Print Services, contract visit quarterly."),
                        ("ricoh-engineer", "", "Ricoh C7200 serviced by DocuServe, contract visit quarterly."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-13",
            "production-log",
            "Production log, Mon 13 Apr",
            [
                (
                    "Stock",
                    [
                        ("silk-reorder", "", "130gsm silk SRA3: reorder when we're down to 10 reams."),
                        ("uncoated-reorder", "", "120gsm uncoated SRA3: reorder when we're down to 6 reams."),
                        ("coated-delivery", "", "Marwood Paper deliver coated stock on Tuesdays."),
                        ("uncoated-delivery", "", "Fenton & Hale deliver uncoated stock on Thursdays."),
                        (None, "oneoff", "Stock count: 14 reams silk, 9 reams uncoated, 3 boxes 350gsm board."),
                    ],
                ),
                (
                    "Floor",
                    [
                        (
                            "ear-defenders",
                            "",
                            "Ear defenders on whenever the SM52 is running; applies to everyone on the floor, "
                            "visitors too.",
                        ),
                        (
                            "guillotine",
                            "",
                            "Guillotine blade change:\n1. Isolate at the wall and lock off with your own padlock."
                            "\n2. Fit the blade-change bar and ease the old blade out.\n3. Blades are carried by "
                            "two people, always in the case.\n4. Test cut with the guard down before handing back.",
                        ),
                        ("min-run", "", "Short runs (<300 sh) = digital."),
                        (
                            "waste",
                            "",
                            "Paper waste: Greencycle empty the baler cage Fridays, it's round the back of unit 4.",
                        ),
                        (None, "chat", "Quiet afternoon, radio back on."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-20",
            "production-log",
            "Production log, Mon 20 Apr",
            [
                (
                    "",
                    [
                        ("silk-reorder", "correct", "Silk 130 SRA3 reorder point: 15 reams."),
                        ("uncoated-reorder", "", "Uncoated 120, order more at 6 reams left."),
                        (
                            "ricoh-engineer",
                            "correct",
                            "Ricoh service contract has moved to Copyline from this month; DocuServe no longer "
                            "cover it.",
                        ),
                        (
                            "makeready",
                            "refine",
                            "OK sheet initialled by the lead and stapled inside the job bag, kept for 12 months.",
                        ),
                        ("rush", "", "Same-day jobs carry a 50% rush surcharge on the quoted price."),
                        ("shift-lead", "", "DR leading days as usual."),
                        (None, "oneoff", "SM52 down 09:10-10:40, blanket wash fault; Kestrel talked us through it."),
                        (None, "chat", "Cheers to Mo for staying late on the Brennan job."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-27",
            "production-log",
            "Production log, Mon 27 Apr",
            [
                (
                    "Deliveries",
                    [
                        ("uncoated-delivery", "correct", "Fenton & Hale's uncoated comes in on Wednesdays."),
                        ("coated-delivery", "", "Coated from Marwood, Tuesday drop as normal."),
                    ],
                ),
                (
                    "Floor",
                    [
                        (
                            "guillotine",
                            "refine",
                            "Blade changes only by someone signed off on the guillotine; the list is on the board "
                            "by the cutter.",
                        ),
                        ("ear-defenders", "", "Hearing protection is compulsory while the litho is printing."),
                        ("proof-signoff", "", "No signed proof, no print."),
                        (None, "oneoff", "Copyline engineer booked Thu 30 Apr, ref CL-5582."),
                        (None, "chat", "Good week all."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [SWIMCOACH, COMMUNITYSHOP, ALPACAFARM, PRINTSHOP]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "swimcoach": [("hire-riverside", "hire-kingsmead"), ("price-group", "price-private"), ("stage1-cap", "stage4-cap")],
    "communityshop": [
        ("hours-weekday", "hours-sunday"),
        ("bread-supplier", "milk-supplier"),
        ("bread-days", "milk-days"),
    ],
    "alpacafarm": [("price-short", "price-long"), ("meadow-cap", "ridge-cap"), ("lead-meadow", "lead-ridge")],
    "printshop": [
        ("sm52-engineer", "ricoh-engineer"),
        ("silk-reorder", "uncoated-reorder"),
        ("coated-delivery", "uncoated-delivery"),
    ],
}

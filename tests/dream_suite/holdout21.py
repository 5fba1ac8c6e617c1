"""A twenty-first holdout half: four families written blind to the engine (a self-employed window cleaner's chat
sessions with an assistant, a youth hostel's staff handbook resource notes, a village hall management committee's
minutes, a small water treatment works' operators' shift log). Frozen before the dream first ran on it."""

from tests.dream_suite import Fact, Family, Note

# 1. Window cleaner's chat sessions with an assistant, first person. The Thornbury and Millbrook rounds are sibling
#    subjects (frequency and week), as are two customers on Larch Close (gate access); the semi price is corrected by
#    a bare new value, the resin change point with "actually", the resin supplier by name with "from now on".
WINDOWCLEAN = Family(
    "windowclean",
    "self-employed window cleaning round",
    "session",
    [
        Fact("work-days", "personal"),
        Fact("ladder-rule", "personal"),
        Fact("payment-rule", "personal"),
        Fact("price-semi", "wiki", now=[r"£\s*20\b"], was=[r"£\s*18\b"]),
        Fact("thornbury-round", "wiki"),
        Fact("millbrook-round", "wiki"),
        Fact("okafor-access", "wiki"),
        Fact("bellamy-access", "wiki"),
        Fact("van-tank", "wiki"),
        Fact("pole-kit", "wiki", detail=[r"14.?inch|hybrid"]),
        Fact("resin-supplier", "wiki", now=[r"clearwater"], was=[r"purepole"]),
        Fact("tds-limit", "wiki", now=[r"\b5\s*ppm"], was=[r"\b10\s*ppm"]),
        Fact("helper", "wiki"),
        Fact("frame-method", "procedure", detail=[r"\bsills?\b"]),
        Fact("new-customer", "procedure"),
    ],
    [
        Note(
            "2026-02-09",
            "round-setup",
            "Getting my window round written down",
            [
                (
                    "The business",
                    [
                        (
                            None,
                            "chat",
                            "Morning! I want my round written down properly before the spring rush, can you help?",
                        ),
                        (
                            "work-days",
                            "",
                            "I work Monday to Friday only; Saturdays are for the kids and I don't budge on that.",
                        ),
                        (
                            "ladder-rule",
                            "",
                            "I won't go up a ladder above first-floor height, anything higher gets done off the "
                            "pole from the ground.",
                        ),
                        (
                            "payment-rule",
                            "",
                            "I don't take cash any more; customers pay by bank transfer or through GoCardless.",
                        ),
                        ("price-semi", "", "A three-bed semi, outside only, frames and sills included, is £18."),
                    ],
                ),
                (
                    "Rounds",
                    [
                        (
                            "thornbury-round",
                            "",
                            "The Thornbury round is every four weeks and I do it the first week of the month.",
                        ),
                        (
                            "millbrook-round",
                            "",
                            "The Millbrook round is every eight weeks and I do it the third week of the month.",
                        ),
                        (
                            "okafor-access",
                            "",
                            "At Mrs Okafor's on Larch Close the side gate is bolted from inside, so I text her the "
                            "night before.",
                        ),
                        (
                            "bellamy-access",
                            "",
                            "At Mr Bellamy's on Larch Close the side gate is padlocked, so I knock and he unlocks "
                            "it for me.",
                        ),
                        (None, "oneoff", "Did 26 houses on Thornbury today, three weren't in so I left cards."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-12",
            "wfp-kit",
            "My water-fed pole kit",
            [
                (
                    "The van",
                    [
                        (
                            "van-tank",
                            "",
                            "It's got a 650-litre tank with a 12V pump on the reel, enough for about 40 houses a fill.",
                        ),
                        ("pole-kit", "", "My main pole is a 35ft carbon fibre one from Gardiner."),
                        (
                            "resin-supplier",
                            "",
                            "I buy my DI resin in 25-litre sacks from PurePole Supplies in Bristol.",
                        ),
                        ("tds-limit", "", "When the TDS meter on the hose shows more than 10 ppm I change the resin."),
                        (None, "oneoff", "Ordered two sacks of resin today, order PP-30418, due Friday."),
                    ],
                ),
                (
                    "How I work",
                    [
                        (
                            "frame-method",
                            "",
                            "How I do a window with the pole:\n1. Wet the top edge of the frame first.\n2. Scrub the "
                            "glass edges, then the middle.\n3. Rinse top to bottom with the jets on.\n4. Leave it "
                            "to dry, no squeegee, the pure water dries spot-free.",
                        ),
                        (None, "chat", "Can you turn those steps into a short list I can show Kyle?"),
                        (
                            "helper",
                            "",
                            "Kyle, my nephew, comes out with me on Tuesdays for the shops on the parade.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-26",
            "pricing-review",
            "Going over prices and customers",
            [
                (
                    "",
                    [
                        (None, "chat", "Freezing this morning, the hose kept icing up on the reel."),
                        ("price-semi", "correct", "Outside of a three-bed semi: £20."),
                        (
                            "tds-limit",
                            "correct",
                            "Actually I'll change the resin at 5 ppm, at 10 I was getting spotting on the sunny side.",
                        ),
                        ("thornbury-round", "", "Thornbury: four-weekly, week one."),
                        ("payment-rule", "", "No notes or coins, it's transfer or direct debit and that's it."),
                        (
                            None,
                            "oneoff",
                            "Mrs Okafor paid last month's £18 this morning, a fortnight late.",
                        ),
                        (
                            "new-customer",
                            "",
                            "When I take on a new customer:\n1. Quote from the pavement and text them the price.\n"
                            "2. Add them to the right round in the RoundPro app.\n3. Send the welcome text with "
                            "my bank details.\n4. Do the first clean within a fortnight.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-11",
            "suppliers-kit",
            "Suppliers and kit",
            [
                (
                    "Suppliers",
                    [
                        (
                            "resin-supplier",
                            "correct",
                            "From now on the resin's coming from Clearwater Trade in Yate; they deliver free over "
                            "£100.",
                        ),
                        (
                            "pole-kit",
                            "refine",
                            "The carbon pole takes a 14-inch hybrid bristle brush, and I swap the bristles every "
                            "six months.",
                        ),
                        (None, "oneoff", "Van got a puncture on the A38 on Monday, lost half a day."),
                    ],
                ),
                (
                    "Working",
                    [
                        (
                            "frame-method",
                            "refine",
                            "After the final rinse I flush each sill as well, so the runoff doesn't leave tide marks.",
                        ),
                        ("ladder-rule", "", "Second storey up is pole-only for me, no climbing."),
                        ("van-tank", "", "One fill of the 650 L does roughly forty houses."),
                        (
                            "okafor-access",
                            "",
                            "Remember to message Mrs O the evening before; her gate only opens from the garden.",
                        ),
                        (None, "chat", "Cheers, that's everything I needed for now."),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Youth hostel staff handbook, resource notes. The Skiddaw and Helvellyn dorms are sibling subjects named only by
#    section headings ("it"), as are the early and late shifts; check-out is corrected with "changed to", the dorm
#    price with "now", the linen laundry by name with no marker; two refinements (key card deposit, order cut-off).
HOSTEL = Family(
    "hostel",
    "youth hostel staff handbook",
    "resource",
    [
        Fact("checkin-proc", "procedure", detail=[r"£\s*10|deposit"]),
        Fact("fire-proc", "procedure"),
        Fact("checkout", "wiki", now=[r"10:30|half ten"], was=[r"10:00"]),
        Fact("bed-price", "wiki", now=[r"£\s*26"], was=[r"£\s*24"]),
        Fact("manager", "wiki"),
        Fact("skiddaw-dorm", "wiki"),
        Fact("helvellyn-dorm", "wiki"),
        Fact("early-shift", "wiki"),
        Fact("late-shift", "wiki"),
        Fact("food-supplier", "wiki", detail=[r"portal|monday noon"]),
        Fact("linen-supplier", "wiki", now=[r"brightwater"], was=[r"fellside"]),
        Fact("drying-room", "wiki"),
        Fact("kitchen-label", "personal"),
        Fact("quiet-hours", "personal"),
        Fact("no-alcohol", "personal"),
    ],
    [
        Note(
            "2026-03-02",
            "staff-handbook",
            "Raven Crag Hostel staff handbook",
            [
                (
                    "Arrivals and departures",
                    [
                        (
                            "checkin-proc",
                            "",
                            "Checking a guest in:\n1. Find the booking on the Bookings screen by surname.\n2. Ask "
                            "for photo ID and, for members, the membership card.\n3. Take any balance owing on the "
                            "card machine.\n4. Hand over the key card and a locker padlock and show them the fire "
                            "exits on the floor plan.",
                        ),
                        (
                            "checkout",
                            "",
                            "Guests must be out of their rooms by 10:00; dorms are then shut for cleaning until 15:00.",
                        ),
                        ("bed-price", "", "A dorm bed costs £24 a night for members and £27 for non-members."),
                        (None, "oneoff", "Keswick Scouts have 22 beds booked from 3 to 5 April."),
                    ],
                ),
                (
                    "Skiddaw",
                    [
                        ("skiddaw-dorm", "", "Eight bunks, mixed, ground floor. It has its own shower room."),
                    ],
                ),
                (
                    "Helvellyn",
                    [
                        ("helvellyn-dorm", "", "Eight bunks, female only, first floor. It shares the landing shower."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-04",
            "house-rules",
            "House rules, staffing and suppliers",
            [
                (
                    "Staffing",
                    [
                        ("manager", "", "The hostel manager is Fiona Lindqvist; anything you can't sort goes to her."),
                        (
                            "early-shift",
                            "",
                            "The early shift runs 07:00 to 15:00 and covers breakfast, check-outs and the dorm clean.",
                        ),
                        (
                            "late-shift",
                            "",
                            "The late shift runs 15:00 to 23:00 and covers check-ins, the evening meal and lock-up.",
                        ),
                        (None, "chat", "Thanks to everyone who stayed late to repaint the lounge."),
                    ],
                ),
                (
                    "House rules and fire",
                    [
                        (
                            "kitchen-label",
                            "",
                            "Anything a guest puts in the self-catering fridge needs their name and leaving date on "
                            "it; unlabelled food goes on the free shelf.",
                        ),
                        (
                            "quiet-hours",
                            "",
                            "Quiet hours are 23:00 to 07:00. Staff ask once, politely; if it carries on, call the "
                            "duty manager.",
                        ),
                        ("no-alcohol", "", "No alcohol in the dorms; guests may drink in the lounge until 22:30."),
                        (
                            "drying-room",
                            "",
                            "The drying room is in the basement next to the boot store; the heaters run on a "
                            "two-hour timer.",
                        ),
                        (
                            "fire-proc",
                            "",
                            "When the fire alarm goes:\n1. The shift lead takes the guest register and the master "
                            "key.\n2. Sweep your floor, knocking on every door.\n3. Everyone to the muster point at "
                            "the car park gate.\n4. Check names against the register and report to the fire "
                            "service on arrival.",
                        ),
                    ],
                ),
                (
                    "Suppliers",
                    [
                        (
                            "food-supplier",
                            "",
                            "Breakfast food and shop stock come from Lakeland Catering Supplies, delivered on "
                            "Wednesdays.",
                        ),
                        (
                            "linen-supplier",
                            "",
                            "Bed linen and towels go to Fellside Laundry, who collect on Mondays and Thursdays.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-16",
            "staff-handbook",
            "Raven Crag Hostel staff handbook",
            [
                (
                    "Arrivals and departures",
                    [
                        (
                            "checkout",
                            "correct",
                            "Check-out changed to 10:30 after guest feedback; the dorm clean still finishes by three.",
                        ),
                        ("bed-price", "correct", "Members now pay £26 a night for a dorm bed, non-members £29."),
                        (
                            "checkin-proc",
                            "refine",
                            "Check-in also involves a £10 deposit on the key card, refunded when the card is "
                            "handed back at departure.",
                        ),
                    ],
                ),
                (
                    "Skiddaw",
                    [
                        ("skiddaw-dorm", "", "The downstairs mixed room sleeps eight and is en-suite."),
                        (None, "oneoff", "Lost property: blue waterproof left here, handed in on 14 March."),
                    ],
                ),
                (
                    "Shifts",
                    [
                        ("early-shift", "", "Earlies: 7 till 3, breakfasts, departures, cleaning."),
                        (None, "oneoff", "Boiler engineer came on 12 March and replaced the pressure valve."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-30",
            "house-rules",
            "House rules, staffing and suppliers",
            [
                (
                    "",
                    [
                        (None, "chat", "This page was tidied up after the spring staff meeting."),
                    ],
                ),
                (
                    "Suppliers",
                    [
                        (
                            "linen-supplier",
                            "correct",
                            "Linen and towels: Brightwater Linen of Penrith, pick-up Mon/Thu.",
                        ),
                        (
                            "food-supplier",
                            "refine",
                            "Lakeland Catering orders must be in on their web portal by Monday noon for the "
                            "Wednesday drop.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Next week's food delivery comes on Thursday instead because of the Easter closure.",
                        ),
                    ],
                ),
                (
                    "House rules",
                    [
                        ("kitchen-label", "", "No name and date on it? Then it's up for grabs on the share shelf."),
                        ("quiet-hours", "", "Lights and noise down from eleven at night till seven in the morning."),
                        ("manager", "", "Fiona is the escalation point for anything out of the ordinary."),
                        (None, "chat", "Please tell Fiona if anything on this page looks out of date."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Village hall management committee minutes, third person. Treasurer and secretary are sibling subjects (same
#    sentence shape), as are the main hall and committee room hourly rates; the main hall rate is corrected by a bare
#    new value, the party deposit with "now", the caretaker by name with no marker; two refinements (meter reading on
#    the heating procedure, the insurer's bouncy castle exclusion).
VILLAGEHALL = Family(
    "villagehall",
    "village hall management committee minutes",
    "minutes",
    [
        Fact("treasurer", "wiki"),
        Fact("secretary", "wiki"),
        Fact("caretaker", "wiki", now=[r"denise|farr"], was=[r"brian|hollis"]),
        Fact("main-hall-rate", "wiki", now=[r"£\s*20\b"], was=[r"£\s*18\b"]),
        Fact("committee-room-rate", "wiki"),
        Fact("deposit", "wiki", now=[r"£\s*100\b"], was=[r"£\s*50\b"]),
        Fact("pilates-hirer", "wiki"),
        Fact("defib", "wiki"),
        Fact("insurer", "wiki", detail=[r"bouncy castle"]),
        Fact("extinguishers", "wiki"),
        Fact("key-safe", "wiki"),
        Fact("hirers-clean", "personal"),
        Fact("bar-rule", "personal"),
        Fact("booking-proc", "procedure"),
        Fact("heating-proc", "procedure", detail=[r"meter reading"]),
    ],
    [
        Note(
            "2026-01-14",
            "committee-minutes",
            "Ashcombe Village Hall management committee, 14 January 2026",
            [
                (
                    "Matters arising",
                    [
                        (None, "chat", "The minutes of the December meeting were agreed and signed as a true record."),
                        (None, "oneoff", "The quiz night on 10 January raised £412 towards the roof fund."),
                    ],
                ),
                (
                    "Officers",
                    [
                        (
                            "treasurer",
                            "",
                            "Sue Pannell continues as treasurer and looks after the bank account and the hire "
                            "invoices.",
                        ),
                        (
                            "secretary",
                            "",
                            "Keith Dorling continues as secretary and looks after the bookings diary and the hire "
                            "agreements.",
                        ),
                        (
                            "caretaker",
                            "",
                            "Brian Hollis is caretaker; he does the weekly building checks and the Monday clean.",
                        ),
                    ],
                ),
                (
                    "Hiring",
                    [
                        ("main-hall-rate", "", "Main hall hire for village groups stays at £18 per hour."),
                        ("committee-room-rate", "", "Committee room hire for village groups stays at £9 per hour."),
                        (
                            "deposit",
                            "",
                            "A £50 damage deposit is taken for every private party and returned after the "
                            "caretaker's check.",
                        ),
                        (
                            "key-safe",
                            "",
                            "The spare hall key is kept in the key safe by the side door; the secretary gives "
                            "hirers the code.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-11",
            "committee-minutes",
            "Ashcombe Village Hall management committee, 11 February 2026",
            [
                (
                    "Hirers",
                    [
                        ("pilates-hirer", "", "Tara's Pilates class has the main hall every Tuesday, 7 to 8pm."),
                        (
                            "hirers-clean",
                            "",
                            "Hirers must leave the hall as they found it: chairs stacked, tables folded away and "
                            "floors swept.",
                        ),
                        (
                            "bar-rule",
                            "",
                            "The committee holds no premises licence, so any hirer selling alcohol must get their "
                            "own Temporary Event Notice.",
                        ),
                        (
                            "booking-proc",
                            "",
                            "Bookings procedure:\n1. Enquiries go to the secretary by email or the hall phone.\n2. "
                            "Check the date in the bookings diary.\n3. Send out the hire agreement and the invoice."
                            "\n4. Pencil it in; the booking is confirmed once the deposit is paid.",
                        ),
                    ],
                ),
                (
                    "Building",
                    [
                        (
                            "heating-proc",
                            "",
                            "To put the heating on:\n1. Boiler switch is in the kitchen cupboard.\n2. Set the "
                            "programmer for the hire times only.\n3. Hall thermostat no higher than 21°C.",
                        ),
                        (
                            "defib",
                            "",
                            "The defibrillator is in the yellow cabinet by the porch and is registered with the "
                            "ambulance service.",
                        ),
                        ("insurer", "", "The hall is insured with Parish Mutual; the policy renews each October."),
                        ("extinguishers", "", "Fire extinguishers are serviced every February by Blaze Safety."),
                        (
                            None,
                            "oneoff",
                            "Storm on 3 February took two slates off the porch roof; Brian has patched it temporarily.",
                        ),
                        (None, "chat", "The chair thanked Pat and Derek for running the quiz."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-11",
            "committee-minutes",
            "Ashcombe Village Hall management committee, 11 March 2026",
            [
                (
                    "Officers",
                    [
                        (
                            "caretaker",
                            "correct",
                            "Denise Farr agreed to take on the caretaking when Brian retires at the end of March.",
                        ),
                        ("treasurer", "", "The accounts stay with Sue."),
                    ],
                ),
                (
                    "Hire rates",
                    [
                        ("main-hall-rate", "correct", "Main hall, village groups: £20 per hour."),
                        (
                            "deposit",
                            "correct",
                            "The deposit for private parties is now £100, following the damage after the January "
                            "birthday party.",
                        ),
                        ("committee-room-rate", "", "Small room still £9/hr for locals."),
                    ],
                ),
                (
                    "Building",
                    [
                        (
                            "heating-proc",
                            "refine",
                            "Whoever switches the heating on also writes the gas meter reading in the log book by "
                            "the cupboard, before and after the hire.",
                        ),
                        ("defib", "", "Reminder: the AED hangs on the porch wall for anyone in the village to use."),
                        (None, "oneoff", "Bank balance at 28 February: £8,214.56."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-08",
            "committee-minutes",
            "Ashcombe Village Hall management committee, 8 April 2026",
            [
                (
                    "Hirers",
                    [
                        ("pilates-hirer", "", "Tara keeps her Tuesday seven o'clock slot."),
                        ("hirers-clean", "", "Hall to be left tidy: stack, fold, sweep."),
                        ("bar-rule", "", "No TEN, no bar."),
                    ],
                ),
                (
                    "Insurance",
                    [
                        (
                            "insurer",
                            "refine",
                            "Parish Mutual confirmed the policy does not cover bouncy castles; hirers bringing one "
                            "need their own cover.",
                        ),
                    ],
                ),
                (
                    "Any other business",
                    [
                        (None, "chat", "The chair thanked Brian for his eleven years looking after the hall."),
                        (None, "oneoff", "Next meeting 13 May at 7.30pm in the committee room."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Water treatment works operators' shift log, terse bullets. RGF1 and RGF2 are sibling subjects named only by
#    section headings (backwash triggers), as are the contact tank and clear water tank low level alarms; the ferric
#    dose is corrected by a bare new value, the pH set point with "changed to", the analyser contractor by name with
#    "now"; two refinements (run to waste turbidity, sludge tanker notice).
WATERWORKS = Family(
    "waterworks",
    "water treatment works operators' shift log",
    "log",
    [
        Fact("works-manager", "wiki"),
        Fact("coag-dose", "wiki", now=[r"\b32\s*mg"], was=[r"\b28\s*mg"]),
        Fact("cl2-target", "wiki"),
        Fact("ph-set", "wiki", now=[r"7\.8"], was=[r"7\.6"]),
        Fact("rgf1-backwash", "wiki"),
        Fact("rgf2-backwash", "wiki"),
        Fact("contact-tank", "wiki"),
        Fact("cwt", "wiki"),
        Fact("analyser-contractor", "wiki", now=[r"kestrel"], was=[r"hydra"]),
        Fact("sludge-tanker", "wiki", detail=[r"48\s*h"]),
        Fact("low-cl2-rule", "personal"),
        Fact("hypo-ppe", "personal"),
        Fact("lone-working", "personal"),
        Fact("backwash-proc", "procedure", detail=[r"0\.2\s*NTU"]),
        Fact("delivery-proc", "procedure"),
    ],
    [
        Note(
            "2026-05-04",
            "shift-log",
            "Low Fell WTW shift log, Mon 4 May, nights",
            [
                (
                    "",
                    [
                        ("works-manager", "", "Works manager: Gill Hartley. Anything non-routine to her in the a.m."),
                        ("coag-dose", "", "Ferric sulphate dose set point 28 mg/l."),
                        ("cl2-target", "", "Final water free Cl2 target 0.50 mg/l at the outlet analyser."),
                        ("ph-set", "", "Post-lime pH set point 7.6."),
                        (
                            "low-cl2-rule",
                            "",
                            "Outlet free Cl2 below 0.30 = ring the on-call duty manager straight away. Don't wait "
                            "for a second reading.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Raw turb up to 14 NTU at 03:10 after heavy rain, ferric trimmed by hand for 2 h.",
                        ),
                    ],
                ),
                (
                    "RGF1",
                    [
                        ("rgf1-backwash", "", "Backwash at 48 h run time or 1.8 m headloss, whichever first."),
                    ],
                ),
                (
                    "RGF2",
                    [
                        ("rgf2-backwash", "", "Backwash at 36 h run time or 1.8 m headloss, whichever first."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-06",
            "shift-log",
            "Low Fell WTW shift log, Wed 6 May, days",
            [
                (
                    "",
                    [
                        (
                            "backwash-proc",
                            "",
                            "Manual backwash:\n1. Take the filter out of service on SCADA.\n2. Drain down to 300 mm "
                            "above the media.\n3. Air scour 3 min.\n4. Combined air/water 5 min, then water only 8 "
                            "min.\n5. Run to waste 10 min, then back into service.",
                        ),
                        ("hypo-ppe", "", "Face visor and gauntlets for any hypo or caustic work. No exceptions."),
                        (
                            "lone-working",
                            "",
                            "Nights are single-manned: check in with Hallbrook control every 2 h on the lone worker "
                            "handset.",
                        ),
                        ("analyser-contractor", "", "Cl2 and pH analysers serviced quarterly by Hydra Instruments."),
                        ("contact-tank", "", "Contact tank low level alarm 1.2 m."),
                        ("cwt", "", "Clear water tank low level alarm 1.5 m."),
                        (None, "chat", "Cheers Rob for the brews and the biscuits."),
                        (None, "oneoff", "Ferric delivery 19.6 t, docket 77120, tank now at 88%."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-13",
            "shift-log",
            "Low Fell WTW shift log, Wed 13 May, nights",
            [
                (
                    "",
                    [
                        ("coag-dose", "correct", "Ferric dose SP: 32 mg/l."),
                        (
                            "delivery-proc",
                            "",
                            "Bulk chemical delivery:\n1. Check the delivery note against the tank label.\n2. Check "
                            "tank level and ullage on SCADA before the driver connects.\n3. Operator stays at the "
                            "fill point for the whole offload.\n4. Sign the docket and log the tonnage.",
                        ),
                        ("sludge-tanker", "", "Sludge tanker (Greenvale Waste) lifts from the thickener Mon and Thu."),
                        ("cl2-target", "", "Aim for half a mg/l free chlorine leaving site."),
                        (None, "oneoff", "HLP2 tripped on overload 22:40, reset, ran OK rest of shift."),
                        (None, "chat", "Quiet one. Fox on the lagoon bank again."),
                    ],
                ),
                (
                    "RGF1",
                    [
                        ("rgf1-backwash", "", "Two days' run or 1.8 m HL, then wash."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-20",
            "shift-log",
            "Low Fell WTW shift log, Wed 20 May, days",
            [
                (
                    "",
                    [
                        (
                            "ph-set",
                            "correct",
                            "pH set point changed to 7.8 on instruction from the water quality scientist.",
                        ),
                        (
                            "analyser-contractor",
                            "correct",
                            "Analyser servicing contract now with Kestrel Process Controls; Hydra's has ended.",
                        ),
                        (
                            "backwash-proc",
                            "refine",
                            "Run to waste until turbidity is under 0.2 NTU, not just the 10 min, before the filter "
                            "goes back in.",
                        ),
                        ("lone-working", "", "Reminder, on nights: two-hourly welfare call to control."),
                        ("works-manager", "", "Non-routine stuff -> Gill."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-27",
            "shift-log",
            "Low Fell WTW shift log, Wed 27 May, nights",
            [
                (
                    "",
                    [
                        ("sludge-tanker", "refine", "Extra sludge loads need 48 h notice to Greenvale."),
                        ("hypo-ppe", "", "Visor + gloves on before touching the hypo lines."),
                        ("coag-dose", "", "Ferric still on 32."),
                        (None, "oneoff", "RGF2 washed early at 05:15, headloss 1.9 m after the turb spike."),
                        (None, "chat", "Handover to days, nothing outstanding."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [WINDOWCLEAN, HOSTEL, VILLAGEHALL, WATERWORKS]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "windowclean": [("thornbury-round", "millbrook-round"), ("okafor-access", "bellamy-access")],
    "hostel": [("skiddaw-dorm", "helvellyn-dorm"), ("early-shift", "late-shift")],
    "villagehall": [("treasurer", "secretary"), ("main-hall-rate", "committee-room-rate")],
    "waterworks": [("rgf1-backwash", "rgf2-backwash"), ("contact-tank", "cwt")],
}

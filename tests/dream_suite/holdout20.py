"""A twentieth holdout half: four families written blind to the engine (a self-employed chimney sweep's chat sessions
with an assistant, a repair café's volunteers' handbook resource notes, a lawn bowls club committee's minutes, a
cheese dairy's maturing-room log). Frozen before the dream first ran on them; never tuned on."""

from tests.dream_suite import Fact, Family, Note

# 1. Chimney sweep's chat sessions with an assistant, first person. Two regular customers (Mrs Okafor, the Old
#    Rectory) are sibling subjects for sweep months and access; the two vans are sibling subjects for the kit they
#    carry. The sweep price is corrected by a bare new value, the Old Rectory month with "actually", the rods supplier
#    by name with "changed to", the Saturday helper by name with "now"; two refinements (emailed PDF certificate,
#    smoke pellet draw test).
SWEEP = Family(
    "sweep",
    "self-employed chimney sweep",
    "session",
    [
        Fact("work-days", "personal"),
        Fact("cold-stove", "personal"),
        Fact("roof-limit", "personal"),
        Fact("sweep-price", "wiki", now=[r"£\s*70\b|seventy"], was=[r"£\s*65\b"]),
        Fact("okafor-visit", "wiki"),
        Fact("rectory-visit", "wiki", now=[r"november"], was=[r"october"]),
        Fact("okafor-access", "wiki"),
        Fact("rectory-access", "wiki"),
        Fact("transit-kit", "wiki"),
        Fact("berlingo-kit", "wiki"),
        Fact("rods-supplier", "wiki", now=[r"flueline"], was=[r"hearthstone"]),
        Fact("saturday-helper", "wiki", now=[r"dylan"], was=[r"kieran"]),
        Fact("certificate", "wiki", detail=[r"pdf|e-?mail"]),
        Fact("sweep-steps", "procedure", detail=[r"smoke (pellet|test)"]),
        Fact("booking-steps", "procedure"),
    ],
    [
        Note(
            "2026-09-01",
            "getting-organised",
            "Getting my sweeping business notes straight",
            [
                (
                    "How I work",
                    [
                        (
                            None,
                            "chat",
                            "Hi! The autumn rush is starting and I'd like my chimney business notes sorted before "
                            "it gets mad.",
                        ),
                        (
                            "work-days",
                            "",
                            "I don't work Sundays, and I never book a job to start before 8 in the morning.",
                        ),
                        (
                            "cold-stove",
                            "",
                            "Customers have to let the fire or stove go out at least 12 hours before I arrive; I "
                            "won't sweep a warm flue.",
                        ),
                        (
                            "roof-limit",
                            "",
                            "I don't go up on roofs above two storeys myself, anything taller I pass on to Corbett "
                            "Roofing.",
                        ),
                        ("sweep-price", "", "My standard sweep for one flue is £65, certificate included."),
                    ],
                ),
                (
                    "Vans",
                    [
                        (
                            "transit-kit",
                            "",
                            "The Transit carries the rotary power-sweeping kit, the CCTV camera and the long ladders.",
                        ),
                        (
                            "berlingo-kit",
                            "",
                            "The little Berlingo only has hand rods, brushes and the spare vacuum, so that's the "
                            "one I take for easy open fires.",
                        ),
                        (
                            None,
                            "oneoff",
                            "A lady in Ashcombe just rang about a jackdaw nest, so I've put her in for Thursday "
                            "afternoon.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-03",
            "customers-suppliers",
            "Regular customers and suppliers",
            [
                (
                    "Regulars",
                    [
                        (
                            "okafor-visit",
                            "",
                            "Mrs Okafor on Beech Lane has her open fire swept twice a year, in March and September.",
                        ),
                        (
                            "okafor-access",
                            "",
                            "At Mrs Okafor's I park on her drive and go in through the side gate, because the front "
                            "door sticks.",
                        ),
                        (
                            "rectory-visit",
                            "",
                            "The Pemburys at the Old Rectory get their wood burner done once a year, every October.",
                        ),
                        (
                            "rectory-access",
                            "",
                            "For the Old Rectory I come up the farm track and phone ahead, as their two lurchers "
                            "run loose in the yard.",
                        ),
                        (None, "chat", "Could you put the regulars into a little table for me?"),
                    ],
                ),
                (
                    "Suppliers and help",
                    [
                        (
                            "rods-supplier",
                            "",
                            "I buy my rods, brushes and heads from Hearthstone Trade Supplies in Wexley.",
                        ),
                        (
                            "saturday-helper",
                            "",
                            "Kieran Walsh helps me out on Saturdays; he does the sheeting and lugs the kit.",
                        ),
                        (
                            "certificate",
                            "",
                            "Every customer gets a Guild sweeping certificate from me when the job's finished.",
                        ),
                        (None, "oneoff", "The Old Rectory paid invoice 2231 this morning."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-08",
            "how-i-work",
            "Writing down how I do a sweep",
            [
                (
                    "",
                    [
                        (
                            "sweep-steps",
                            "",
                            "My routine for a standard sweep:\n1. Sheet the hearth and seal off the fireplace "
                            "opening.\n2. Brush the flue from the bottom up with the rods.\n3. Vacuum out the soot "
                            "and clear the smoke shelf.\n4. Fill in the certificate and hand it over.",
                        ),
                        (
                            "booking-steps",
                            "",
                            "How I take a booking:\n1. Get the address and what kind of appliance it is.\n2. Ask "
                            "what fuel they burn and when it was last swept.\n3. Put the job in my Jobber "
                            "calendar.\n4. Text them a reminder the evening before.",
                        ),
                        (
                            "cold-stove",
                            "",
                            "Twelve hours with no fire beforehand, minimum; I'm not putting rods up a hot chimney.",
                        ),
                        ("sweep-price", "correct", "One flue, swept and certified: £70."),
                        (None, "chat", "Thanks, that reads a lot better than my scribbles."),
                        (None, "oneoff", "Today's tally was five flues, two of them with old nests in."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-15",
            "autumn-changes",
            "A few changes for the autumn",
            [
                (
                    "",
                    [
                        (
                            "rectory-visit",
                            "correct",
                            "Actually the Old Rectory want their yearly sweep in November from now on, once the "
                            "shooting season has started.",
                        ),
                        (
                            "saturday-helper",
                            "correct",
                            "Dylan Price now comes out with me on Saturdays, since Kieran has started college full "
                            "time.",
                        ),
                        (
                            "rods-supplier",
                            "correct",
                            "I've changed my supplier for rods and brushes to Flueline Direct; Hearthstone kept "
                            "letting me down on deliveries.",
                        ),
                        ("okafor-visit", "", "Beech Lane, Mrs O.: spring and autumn, open fireplace."),
                        (
                            "certificate",
                            "refine",
                            "After each job I also email the customer a PDF of their certificate the same day, so "
                            "they can send it straight to their insurer.",
                        ),
                        (None, "oneoff", "Clipped the Transit's nearside mirror in a lane near Ashcombe today."),
                        (None, "chat", "Ugh, what a week it's been."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-22",
            "busy-week",
            "Planning a busy week",
            [
                (
                    "",
                    [
                        (
                            "sweep-steps",
                            "refine",
                            "I've added a step to my sweep: once the vacuuming's done I light a smoke pellet in the "
                            "grate to check the draw, and only then write the certificate.",
                        ),
                        ("roof-limit", "", "Three-storey houses aren't for me, Corbett get those jobs."),
                        (
                            "work-days",
                            "",
                            "Sunday is my day off, always, and first appointments are eight o'clock at the earliest.",
                        ),
                        ("sweep-price", "", "Seventy pounds a flue is what I charge everybody."),
                        (
                            "berlingo-kit",
                            "",
                            "Berlingo: hand rods, brushes, back-up vac, fine for the simple fireplaces.",
                        ),
                        (None, "oneoff", "Booking reference for the Harrow Street flat is JB-5521."),
                        (None, "chat", "Cheers for sorting all of this out for me."),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Repair café volunteers' handbook, resource notes revised over several days, headings per area. The three bench
#    leads are sibling subjects named only by headings, as are the two sewing machines' needles; the electricals lead
#    is corrected by name with "now", the last intake time by a bare new value, the Singer's needle with "actually",
#    the donation with "from next month"; three refinements (class II exception, van permit, photo at intake).
REPAIRCAFE = Family(
    "repaircafe",
    "repair café volunteers' handbook",
    "resource",
    [
        Fact("venue-hours", "wiki"),
        Fact("last-intake", "wiki", now=[r"12:15|quarter past twelve"], was=[r"12:30"]),
        Fact("donation", "wiki", now=[r"£\s*4\b"], was=[r"£\s*3\b"]),
        Fact("intake", "procedure", detail=[r"photo"]),
        Fact("stay-with-item", "personal"),
        Fact("pat-test", "procedure", detail=[r"class ii|double[- ]insulated"]),
        Fact("no-microwaves", "personal"),
        Fact("brake-check", "personal"),
        Fact("electricals-lead", "wiki", now=[r"sunita|rao"], was=[r"dave|kinsella"]),
        Fact("textiles-lead", "wiki"),
        Fact("bikes-lead", "wiki"),
        Fact("janome-needle", "wiki"),
        Fact("singer-needle", "wiki", now=[r"\b110\b"], was=[r"100/16"]),
        Fact("weee-dropoff", "wiki", detail=[r"permit"]),
    ],
    [
        Note(
            "2026-03-02",
            "volunteer-handbook",
            "Tanner Street Repair Café volunteers' handbook",
            [
                (
                    "Front desk",
                    [
                        (
                            "venue-hours",
                            "",
                            "The Repair Café runs on the second Saturday of every month, 10:00 to 13:00, in St "
                            "Aidan's church hall on Tanner Street.",
                        ),
                        ("last-intake", "", "Last items are booked in at 12:30 so the benches can finish by one."),
                        ("donation", "", "We ask for a suggested donation of £3 per item, into the tin on the desk."),
                        (
                            "intake",
                            "",
                            "Booking an item in:\n1. Greet the visitor and ask what's wrong with it.\n2. Fill in a "
                            "repair ticket with their name and the fault.\n3. Ask them to sign the disclaimer.\n4. "
                            "Give them a numbered card and point them to the right bench.",
                        ),
                        (
                            "stay-with-item",
                            "",
                            "Visitors stay at the bench with their item for the whole repair: we fix things with "
                            "people, not for them.",
                        ),
                    ],
                ),
                (
                    "Electricals",
                    [
                        ("electricals-lead", "", "Bench lead: Dave Kinsella."),
                        (
                            "no-microwaves",
                            "",
                            "We never open microwaves, CRT televisions or anything else with a big capacitor "
                            "inside; turn them away politely.",
                        ),
                    ],
                ),
                (
                    "Textiles",
                    [
                        ("textiles-lead", "", "Bench lead: Maureen Oduya."),
                        (
                            "janome-needle",
                            "",
                            "The Janome is threaded with 80/12 universal needles for shirts, cottons and other "
                            "light stuff.",
                        ),
                        (
                            "singer-needle",
                            "",
                            "The old Singer 201 takes 100/16 denim needles, for jeans, canvas bags and heavy coats.",
                        ),
                    ],
                ),
                (
                    "Bikes",
                    [
                        ("bikes-lead", "", "Bench lead: Fergus Lamb."),
                        (
                            "brake-check",
                            "",
                            "No bike goes home until someone has test-ridden it round the car park and both brakes "
                            "stop it properly.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-04",
            "electrical-safety",
            "Electrical safety and waste",
            [
                (
                    "Testing",
                    [
                        (
                            "pat-test",
                            "",
                            "Every electrical repair is PAT tested before it leaves:\n1. Visual check of the plug, "
                            "flex and casing.\n2. Earth continuity test.\n3. Insulation resistance test.\n4. Pass "
                            "sticker on the plug and a line in the test log.",
                        ),
                        (
                            "no-microwaves",
                            "",
                            "Microwave ovens and old tube TVs are off limits, full stop: the stored charge can kill.",
                        ),
                        (
                            None,
                            "oneoff",
                            "The PAT tester's calibration certificate came back today; it's in the red folder.",
                        ),
                    ],
                ),
                (
                    "Waste",
                    [
                        (
                            "weee-dropoff",
                            "",
                            "Anything we can't fix that the owner doesn't want back goes to the WEEE cage at the "
                            "Hartley Road recycling centre.",
                        ),
                        (None, "chat", "Thanks to Lesley for typing these up from the old binder."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-16",
            "volunteer-handbook",
            "Tanner Street Repair Café volunteers' handbook",
            [
                (
                    "Front desk",
                    [
                        ("last-intake", "correct", "Last item booked in: 12:15."),
                        (
                            "stay-with-item",
                            "",
                            "Owners don't drop things off and wander away; they sit alongside the fixer until it's "
                            "done.",
                        ),
                        (None, "oneoff", "Saturday's session: 41 items in, 29 fixed, 6 waiting on parts."),
                    ],
                ),
                (
                    "Electricals",
                    [
                        (
                            "electricals-lead",
                            "correct",
                            "Sunita Rao now leads the electricals bench; Dave is stepping back to fixing.",
                        ),
                    ],
                ),
                (
                    "Textiles",
                    [
                        (
                            "singer-needle",
                            "correct",
                            "Actually the Singer wants 110/18 needles for denim; the 100s kept snapping on jean seams.",
                        ),
                        ("janome-needle", "", "Janome: size-eighty general-purpose needle, cottons and shirting."),
                    ],
                ),
                (
                    "Bikes",
                    [
                        (None, "chat", "Fergus says thank you for the donated track pump."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-18",
            "electrical-safety",
            "Electrical safety and waste",
            [
                (
                    "Testing",
                    [
                        (
                            "pat-test",
                            "refine",
                            "PAT testing: class II (double-insulated) items skip the earth continuity test; the "
                            "insulation test, sticker and log entry still apply.",
                        ),
                    ],
                ),
                (
                    "Waste",
                    [
                        (
                            "weee-dropoff",
                            "refine",
                            "Whoever drives the dead electricals to the Hartley Road cage needs the council van "
                            "permit from the front-desk folder.",
                        ),
                        (None, "oneoff", "Hartley Road tip is shut next Wednesday for resurfacing."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-25",
            "volunteer-handbook",
            "Tanner Street Repair Café volunteers' handbook",
            [
                (
                    "Front desk",
                    [
                        (
                            "donation",
                            "correct",
                            "From next month the suggested donation is £4 per item, to help with the hall hire.",
                        ),
                        (
                            "intake",
                            "refine",
                            "When booking something in, also take a photo of the item and its rating label on the "
                            "café phone, so the fixer can look up parts before it reaches the bench.",
                        ),
                        ("venue-hours", "", "Second Saturday monthly, ten till one, church hall in Tanner Street."),
                        (None, "chat", "Lovely turnout last time, well done everyone."),
                    ],
                ),
                (
                    "Bikes",
                    [
                        ("bikes-lead", "", "Fergus runs the bike stand."),
                        (
                            "brake-check",
                            "",
                            "Each bicycle gets a spin outside and a stopping test before it's handed back.",
                        ),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Lawn bowls club committee minutes, third person, initials for people. The two captains and the two greens'
#    cutting heights are sibling subjects; the secretary is corrected by name with no marker, the lower green height
#    with "now", the subscription with "from next season", the green fee by a bare new value; two refinements
#    (greys for roll-ups, the sprinkler timer at lock-up).
BOWLS = Family(
    "bowls",
    "lawn bowls club committee minutes",
    "minutes",
    [
        Fact("secretary", "wiki", now=[r"dunmore|\bRD\b"], was=[r"pryce|\bMP\b"]),
        Fact("treasurer", "wiki"),
        Fact("mens-captain", "wiki"),
        Fact("ladies-captain", "wiki"),
        Fact("top-green-cut", "wiki"),
        Fact("lower-green-cut", "wiki", now=[r"4\.5\s*mm"], was=[r"(?<![.\d])5\s*mm"]),
        Fact("groundsman", "wiki"),
        Fact("season-opening", "wiki"),
        Fact("subs", "wiki", now=[r"£\s*130"], was=[r"£\s*120"]),
        Fact("green-fee", "wiki", now=[r"£\s*6\b"], was=[r"£\s*5\b"]),
        Fact("dress-code", "personal", detail=[r"grey"]),
        Fact("frost-rule", "personal"),
        Fact("quorum", "personal"),
        Fact("lock-up", "procedure", detail=[r"sprinkler"]),
        Fact("new-member", "procedure"),
    ],
    [
        Note(
            "2026-04-07",
            "committee-minutes",
            "Kingsmead Bowls Club committee meeting, 7 April",
            [
                (
                    "Present and officers",
                    [
                        (None, "chat", "Present: TH (chair), MP, AQ, KW, EF, JB. Apologies from LS."),
                        (
                            "secretary",
                            "",
                            "Hon. Secretary: Margaret Pryce (MP). All club correspondence to go through her.",
                        ),
                        ("treasurer", "", "Treasurer: Alan Quayle (AQ), who also keeps the bar accounts."),
                        (
                            "quorum",
                            "",
                            "The chair reminded the committee that a meeting is only quorate with five committee "
                            "members present.",
                        ),
                    ],
                ),
                (
                    "Greens",
                    [
                        ("top-green-cut", "", "Top green to be cut at 4 mm, three times a week in season."),
                        ("lower-green-cut", "", "Lower green, used for roll-ups and coaching, to be cut at 5 mm."),
                        ("groundsman", "", "Greensward Turf Care hold the green maintenance contract for 2026."),
                        (
                            "frost-rule",
                            "",
                            "No play on either green when there is frost or standing water; the greenkeeper's "
                            "decision is final.",
                        ),
                    ],
                ),
                (
                    "Season",
                    [
                        (
                            "season-opening",
                            "",
                            "The greens open for play on the last Saturday in April each year, with the President v "
                            "Captain match.",
                        ),
                        (None, "oneoff", "Pre-season work party on Saturday 11 April at 9am; bring gloves."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-21",
            "committee-minutes",
            "Kingsmead Bowls Club committee meeting, 21 April",
            [
                (
                    "Captains",
                    [
                        (
                            "mens-captain",
                            "",
                            "Men's captain: Keith Webb (KW). Availability for men's league sides to him by Sunday "
                            "evening.",
                        ),
                        ("ladies-captain", "", "EF (Eileen Fraser) is ladies' captain and picks the ladies' sides."),
                    ],
                ),
                (
                    "Membership",
                    [
                        ("subs", "", "Full playing membership is £120 a year."),
                        ("green-fee", "", "Visitors pay a green fee of £5 per session."),
                        (
                            "new-member",
                            "",
                            "New member process agreed:\n1. Application form signed by a proposer and a seconder.\n"
                            "2. Three free coaching sessions on the lower green.\n3. Committee approves at its next "
                            "meeting.\n4. Subscription paid to the treasurer before league selection.",
                        ),
                    ],
                ),
                (
                    "Dress",
                    [
                        (
                            "dress-code",
                            "",
                            "Whites to be worn for all league and county matches, and flat-soled bowls shoes on the "
                            "green at all times.",
                        ),
                    ],
                ),
                (
                    "Any other business",
                    [
                        (None, "chat", "TH thanked the work party for an excellent job on the banks and ditches."),
                        (None, "oneoff", "AQ reported £1,840 in the current account after the insurance payment."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-05",
            "committee-minutes",
            "Kingsmead Bowls Club committee meeting, 5 May",
            [
                (
                    "Officers",
                    [
                        (
                            "secretary",
                            "correct",
                            "Hon. Secretary: Roger Dunmore (RD), elected at the special general meeting on 2 May.",
                        ),
                        (None, "chat", "TH thanked MP warmly for her eleven years of service."),
                    ],
                ),
                (
                    "Greens",
                    [
                        (
                            "lower-green-cut",
                            "correct",
                            "The lower green is now to be cut at 4.5 mm, as the coaching group found it running slow.",
                        ),
                        ("top-green-cut", "", "Height on the top green unchanged at four millimetres."),
                        (
                            "frost-rule",
                            "",
                            "Members reminded: if the greens are white over or waterlogged nobody bowls, and that "
                            "is the greenkeeper's call.",
                        ),
                    ],
                ),
                (
                    "Pavilion",
                    [
                        (
                            "lock-up",
                            "",
                            "Locking up after play:\n1. Bring in the rink markers and mats.\n2. Switch off the urn, "
                            "the bar fridge and the lights.\n3. Set the alarm.\n4. Padlock the shed and the car "
                            "park gate.",
                        ),
                        (None, "oneoff", "The urn was left on overnight on 29 April; no harm done."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-19",
            "committee-minutes",
            "Kingsmead Bowls Club committee meeting, 19 May",
            [
                (
                    "Membership",
                    [
                        ("green-fee", "correct", "Green fee for visitors: £6 per session."),
                        (
                            "subs",
                            "correct",
                            "From next season the full playing subscription will be £130, as agreed at the SGM.",
                        ),
                        (
                            "new-member",
                            "",
                            "Anyone joining needs a proposer and seconder on the form, three coaching sessions and "
                            "committee sign-off before paying.",
                        ),
                    ],
                ),
                (
                    "Dress and teams",
                    [
                        (
                            "dress-code",
                            "refine",
                            "Club greys are acceptable for roll-ups and friendlies; whites remain compulsory for "
                            "league and county fixtures.",
                        ),
                        ("ladies-captain", "", "Selection of the women's teams stays with EF."),
                        (None, "oneoff", "County Triples first round drawn away at Ferrybridge on 6 June."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-02",
            "committee-minutes",
            "Kingsmead Bowls Club committee meeting, 2 June",
            [
                (
                    "Officers",
                    [
                        ("secretary", "", "RD, as secretary, will circulate the fixture card by email."),
                        ("treasurer", "", "AQ continues to look after the club's money and the bar takings."),
                        (
                            "quorum",
                            "",
                            "Reminder that any decision needs at least five of the committee in the room.",
                        ),
                    ],
                ),
                (
                    "Pavilion",
                    [
                        (
                            "lock-up",
                            "refine",
                            "The last person out should also check the sprinkler timer on the pavilion wall is set "
                            "for 5am before setting the alarm.",
                        ),
                        (None, "oneoff", "Mower back from its service; invoice of £212 for AQ to pay."),
                        (None, "chat", "Meeting closed at 8.40pm with thanks to EF for the sandwiches."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Cheese dairy maturing-room log, terse bullets. Rooms 1 and 2 are sibling subjects named only by section
#    headings (cheese, climate, turning days); Room 1's humidity is corrected with "now", the affineur by name with
#    "from tomorrow", the cloth and lard supplier by name with no marker, the minimum age by a bare new value; three
#    refinements (alarm texts on-call, boiling point check, resting the bound truckles).
CHEESE = Family(
    "cheese",
    "cheese dairy maturing-room log",
    "log",
    [
        Fact("room1-cheese", "wiki"),
        Fact("room2-cheese", "wiki"),
        Fact("room1-climate", "wiki", now=[r"\b90\s*%"], was=[r"\b85\s*%"]),
        Fact("room2-climate", "wiki"),
        Fact("room1-turn", "wiki"),
        Fact("room2-turn", "wiki"),
        Fact("affineur", "wiki", now=[r"owain"], was=[r"gwen"]),
        Fact("cloth-supplier", "wiki", now=[r"moorland"], was=[r"pennant"]),
        Fact("min-age", "wiki", now=[r"\b10\s*months|ten months"], was=[r"\b9\s*months|nine months"]),
        Fact("temp-alarm", "wiki", detail=[r"on-?call|texts?"]),
        Fact("batch-code", "wiki"),
        Fact("footbath", "personal"),
        Fact("raw-separate", "personal"),
        Fact("probe-cal", "procedure", detail=[r"boiling|100\s*°"]),
        Fact("cloth-binding", "procedure", detail=[r"24\s*h"]),
    ],
    [
        Note(
            "2026-10-05",
            "maturing-log",
            "Maturing rooms, Mon 5 Oct",
            [
                (
                    "",
                    [
                        ("affineur", "", "Affineur: Gwen. Room sign-off sheet is hers."),
                        ("footbath", "", "Boots through the footbath before either room. Every time."),
                        ("min-age", "", "Mature cheddar not released before 9 months."),
                        ("cloth-supplier", "", "Muslin + lard from Pennant Dairy Supplies, delivered Weds."),
                        (None, "oneoff", "Made 14 truckles off vat A today."),
                    ],
                ),
                (
                    "Room 1",
                    [
                        ("room1-cheese", "", "Cloth-bound cheddar truckles only."),
                        ("room1-climate", "", "Set 10°C / 85% RH."),
                        ("room1-turn", "", "Turn truckles Mon + Thu."),
                    ],
                ),
                (
                    "Room 2",
                    [
                        ("room2-cheese", "", "Washed-rind: Bramble Cross only."),
                        ("room2-climate", "", "Set 12°C / 95% RH."),
                        ("room2-turn", "", "Turn + brine-wash Tue + Fri."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-10-07",
            "maturing-log",
            "Maturing rooms, Wed 7 Oct",
            [
                (
                    "",
                    [
                        (
                            "cloth-binding",
                            "",
                            "Binding cheddar:\n1. Lard the whole truckle.\n2. Wrap muslin, caps top and bottom "
                            "first.\n3. Second coat of lard over the cloth.\n4. Label with batch code, into Room 1.",
                        ),
                        (
                            "probe-cal",
                            "",
                            "Probe check, weekly:\n1. Probe in ice slurry for 2 min.\n2. Should read 0°C ±0.5.\n3. "
                            "Adjust offset if out.\n4. Log on HACCP sheet.",
                        ),
                        ("batch-code", "", "Batch code = make date YYMMDD + vat letter."),
                        ("raw-separate", "", "Raw-milk batches never share a rack with pasteurised."),
                        ("temp-alarm", "", "High-temp alarm in both rooms at 15°C."),
                        (None, "chat", "Cheers Bethan for the coffee run."),
                        (None, "oneoff", "Pennant van late, 2pm instead of 9."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-10-12",
            "maturing-log",
            "Maturing rooms, Mon 12 Oct",
            [
                (
                    "Room 1",
                    [
                        ("room1-climate", "correct", "RH now 90%, rinds were cracking. Temp still 10°C."),
                        ("room1-turn", "", "Truckles flipped twice weekly, Monday and Thursday."),
                    ],
                ),
                (
                    "Room 2",
                    [
                        ("room2-climate", "", "Twelve degrees, ninety-five per cent humidity, holding steady."),
                        (None, "oneoff", "Door seal split; taped up, engineer Thurs."),
                    ],
                ),
                (
                    "",
                    [
                        ("footbath", "", "No entry to Room 1 or 2 without dipping boots first."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-10-19",
            "maturing-log",
            "Maturing rooms, Mon 19 Oct",
            [
                (
                    "",
                    [
                        ("affineur", "correct", "From tomorrow Owain does room sign-off; Gwen off till Feb."),
                        ("cloth-supplier", "correct", "Muslin + lard: Moorland Sundries, Thurs delivery."),
                        ("temp-alarm", "refine", "15°C alarm also texts the on-call mobile."),
                        (
                            "probe-cal",
                            "refine",
                            "Probe check: add a boiling-water point, 100°C ±1, after the ice slurry.",
                        ),
                        (None, "chat", "Quiet day."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-10-26",
            "maturing-log",
            "Maturing rooms, Mon 26 Oct",
            [
                (
                    "",
                    [
                        ("min-age", "correct", "Mature cheddar: min. 10 months before release."),
                        (
                            "cloth-binding",
                            "refine",
                            "Bound truckles rest 24 h on the bench before they go into Room 1.",
                        ),
                        ("batch-code", "", "Codes: day of make as year-month-day digits, then A or B for the vat."),
                        ("raw-separate", "", "Unpasteurised cheeses kept on their own racks, always."),
                        (None, "oneoff", "6 truckles out to Marlow's deli, batch 251214A."),
                        (None, "chat", "Owain settling in fine."),
                    ],
                ),
                (
                    "Room 2",
                    [
                        ("room2-cheese", "", "All Bramble Cross in here."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [SWEEP, REPAIRCAFE, BOWLS, CHEESE]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "sweep": [("okafor-visit", "rectory-visit"), ("okafor-access", "rectory-access"), ("transit-kit", "berlingo-kit")],
    "repaircafe": [("electricals-lead", "textiles-lead", "bikes-lead"), ("janome-needle", "singer-needle")],
    "bowls": [("mens-captain", "ladies-captain"), ("top-green-cut", "lower-green-cut")],
    "cheese": [("room1-cheese", "room2-cheese"), ("room1-climate", "room2-climate"), ("room1-turn", "room2-turn")],
}

"""A tenth holdout half: four families written blind to the engine (a wedding-cake baker's chat sessions with an
assistant, a climbing wall's route-setting handbook kept as resource notes, a primary school PTA's committee minutes,
a hospital pharmacy aseptic unit's terse shift log). Frozen before the dream first ran on it; never tuned on."""

from tests.dream_suite import Fact, Family, Note

# 1. Wedding-cake baker's chat sessions with an assistant, first person. The two signature flavours (lemon, chocolate)
#    are sibling subjects for fillings, and the 6-inch and 10-inch tins for bake settings; the 10-inch bake time is
#    corrected with "actually", the portion price by a bare new value, the flour supplier by name with no marker, the
#    delivery helper by name with "now", the tasting slot with "from next month"; two refinements (the balance due
#    date on the deposit, the venue check in the booking steps).
WEDDINGCAKE = Family(
    "weddingcake",
    "wedding-cake home bakery",
    "session",
    [
        Fact("weekend-cap", "personal"),
        Fact("nut-free", "personal"),
        Fact("portion-price", "wiki", now=[r"7\.25"], was=[r"6\.50"]),
        Fact("deposit", "wiki", detail=[r"four weeks|4 weeks"]),
        Fact("flour", "wiki", now=[r"shipton"], was=[r"bako"]),
        Fact("delivery-helper", "wiki", now=[r"\bdan\b|okafor"], was=[r"ruth"]),
        Fact("hygiene-rating", "wiki"),
        Fact("lemon-filling", "wiki"),
        Fact("choc-filling", "wiki"),
        Fact("tin6-bake", "wiki"),
        Fact("tin10-bake", "wiki", now=[r"\b80\b|eighty"], was=[r"\b70\b"]),
        Fact("tasting-slot", "wiki", now=[r"thursday"], was=[r"saturday"]),
        Fact("stacking", "procedure"),
        Fact("booking-steps", "procedure", detail=[r"fridge|cake table"]),
    ],
    [
        Note(
            "2026-05-05",
            "business-basics",
            "Sorting out my cake business notes",
            [
                (
                    "The business",
                    [
                        (
                            None,
                            "chat",
                            "Hiya! I've got three weddings in June and my notes are all over the place, can we get "
                            "them straight?",
                        ),
                        (
                            "weekend-cap",
                            "",
                            "Hard limit: two wedding cakes a weekend, max. Learned that the hard way in 2024 and I'm "
                            "not doing a 4am tier-stacking panic again.",
                        ),
                        (
                            "nut-free",
                            "",
                            "My kitchen is completely nut-free. No praline, no marzipan, no almond flour, nothing - "
                            "half my couples book me because of it.",
                        ),
                        (
                            "portion-price",
                            "",
                            "Pricing starts at £6.50 a portion for a standard buttercream tiered cake.",
                        ),
                        ("deposit", "", "To hold a date I take a 30% deposit, non-refundable."),
                        (
                            "flour",
                            "",
                            "Flour comes from Bako Wholesale - Carr's Supreme sponge flour, 16kg sacks, delivered "
                            "every fortnight.",
                        ),
                        (
                            "delivery-helper",
                            "",
                            "My sister Ruth helps me deliver and set up on the day. She drives, I hold the cake and "
                            "pray.",
                        ),
                        (
                            "hygiene-rating",
                            "",
                            "I'm registered as a home food business with Wealden council and got a 5 food hygiene "
                            "rating at the last inspection.",
                        ),
                    ],
                ),
                (
                    "Flavours",
                    [
                        (
                            "lemon-filling",
                            "",
                            "Lemon & elderflower: lemon drizzle sponge layered with lemon curd and elderflower Swiss "
                            "meringue buttercream.",
                        ),
                        (
                            "choc-filling",
                            "",
                            "Dark chocolate: chocolate fudge sponge, filled with salted caramel and a dark chocolate "
                            "ganache.",
                        ),
                        (None, "oneoff", "Booking ref NC-0613 for the Hartley wedding came through this morning."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-07",
            "baking-and-stacking",
            "Bake times and stacking tiers",
            [
                (
                    "Tins",
                    [
                        ("tin6-bake", "", "6-inch tins: 160°C fan, 35 minutes, middle shelf."),
                        (
                            "tin10-bake",
                            "",
                            "The 10-inch goes in at 150°C fan for 70 minutes, with a bake-even strip wrapped round "
                            "the tin.",
                        ),
                        (None, "oneoff", "Oven thermostat tripped this afternoon, lost a whole tray of cupcakes."),
                    ],
                ),
                (
                    "How I do things",
                    [
                        (
                            "stacking",
                            "",
                            "How I stack a tiered cake:\n1. Chill every tier overnight.\n2. Push 4 plastic dowels "
                            "into each lower tier and trim them flush.\n3. Sit each tier on its own thin cake board."
                            "\n4. Stack on site, never in the van, and pipe the border last.",
                        ),
                        (
                            "booking-steps",
                            "",
                            "When a new enquiry comes in:\n1. Send the price guide and my free dates.\n2. Book them "
                            "in for a tasting.\n3. Send the contract once they've picked a design.\n4. The date is "
                            "only held once the deposit lands.",
                        ),
                        (
                            "tasting-slot",
                            "",
                            "Tastings happen here at home on Saturday mornings, 10 till 12, one couple at a time.",
                        ),
                        (None, "chat", "Sorry, can you say that last bit in plain English? I'm half asleep."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-14",
            "price-rethink",
            "Rethinking prices and suppliers",
            [
                (
                    "",
                    [
                        (None, "chat", "It's boiling in the kitchen today and the buttercream is sulking."),
                        ("portion-price", "correct", "Buttercream tiered cakes: £7.25 per portion."),
                        (
                            "flour",
                            "correct",
                            "My flour order goes to Shipton Mill - their soft white, 25kg sacks, they drop off on "
                            "Mondays.",
                        ),
                        (
                            "tin10-bake",
                            "correct",
                            "Actually the ten-inch needs 80 minutes at 150. At seventy the middle was still wet.",
                        ),
                        (
                            "weekend-cap",
                            "",
                            "Note to self: never more than a pair of weddings on one Saturday-Sunday.",
                        ),
                        (
                            "deposit",
                            "refine",
                            "The rest of the balance is due four weeks before the wedding; the 30% to secure the "
                            "date still isn't refundable.",
                        ),
                        (
                            "choc-filling",
                            "",
                            "The chocolate one is fudge sponge with caramel-and-sea-salt and ganache between layers.",
                        ),
                        (None, "oneoff", "Took £1,140 in final balances this week."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-21",
            "june-logistics",
            "Getting June's deliveries organised",
            [
                (
                    "",
                    [
                        (
                            "delivery-helper",
                            "correct",
                            "Dan Okafor from next door now does the driving and set-up with me - Ruth's started a "
                            "job with weekend shifts.",
                        ),
                        (
                            "tasting-slot",
                            "correct",
                            "From next month tastings move to Thursday evenings, 6 till 8, still at my kitchen table.",
                        ),
                        (
                            "stacking",
                            "",
                            "Tiers: everything chilled the night before, four dowels cut level in each supporting "
                            "tier, every tier on a thin board, assembled at the venue, piped border done at the end.",
                        ),
                        (
                            "nut-free",
                            "",
                            "Nothing containing nuts comes through my door. Not even a bag of ground almonds.",
                        ),
                        (
                            "booking-steps",
                            "refine",
                            "New enquiries: price guide + dates, tasting, contract, deposit - and before the contract "
                            "goes out I ring the venue to check they've got a fridge I can use and a sturdy cake "
                            "table.",
                        ),
                        ("hygiene-rating", "", "Food hygiene: five stars from the council's last visit."),
                        (None, "oneoff", "Ordered 200 dowels from Cake Craft Shop, order #88341."),
                        (None, "chat", "Thank you, you're a lifesaver."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-02",
            "after-first-weekend",
            "After the first June weekend",
            [
                (
                    "",
                    [
                        (None, "oneoff", "The Hartley cake survived a 32°C marquee - photos going on Instagram."),
                        ("portion-price", "", "Every buttercream quote is going out at £7.25 per head."),
                        ("tin10-bake", "", "Ten-inch: eighty minutes at 150 fan, strip on."),
                        ("tin6-bake", "", 'Small tier (6") is still 35 min at 160.'),
                        (
                            "lemon-filling",
                            "",
                            "The citrus one: drizzle sponge, curd, and the elderflower SMBC.",
                        ),
                        (
                            "weekend-cap",
                            "",
                            "Turned down a third wedding for 20 June. Two a weekend is my ceiling, end of.",
                        ),
                        (
                            "tasting-slot",
                            "",
                            "First Thursday-evening tasting went well; 6pm suits couples who work.",
                        ),
                        (None, "chat", "Right, off to wash about forty cake boards."),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Climbing wall route-setting handbook, resource notes, third person / imperative. The Cave and the Slab are sibling
#    subjects (grade range, reset cycle) named only by section headings; the Slab's cycle is corrected with "changed
#    to", the setting closure with "now", the hold supplier by name with no marker, the head setter by name with "from
#    May"; two refinements (hot water on PU holds, QR code on start tags).
ROUTESET = Family(
    "routeset",
    "climbing wall route-setting handbook",
    "resource",
    [
        Fact("head-setter", "wiki", now=[r"tom|reyes"], was=[r"maya|lindqvist"]),
        Fact("two-person", "personal"),
        Fact("ppe", "personal"),
        Fact("set-window", "wiki", now=[r"07:00"], was=[r"08:00"]),
        Fact("torque", "wiki"),
        Fact("cave-grades", "wiki"),
        Fact("cave-cycle", "wiki"),
        Fact("slab-grades", "wiki"),
        Fact("slab-cycle", "wiki", now=[r"\b5 weeks|five weeks"], was=[r"\b6 weeks|six weeks"]),
        Fact("hold-wash", "procedure", detail=[r"40\s*°"]),
        Fact("hold-supplier", "wiki", now=[r"rockcandy"], was=[r"flathold"]),
        Fact("bolt-store", "wiki"),
        Fact("tagging", "personal", detail=[r"\bqr\b"]),
        Fact("forerun", "procedure"),
    ],
    [
        Note(
            "2026-03-02",
            "setting-handbook",
            "Granite Works route-setting handbook",
            [
                (
                    "The team",
                    [
                        (
                            "head-setter",
                            "",
                            "Head setter: Maya Lindqvist. She signs off every new set before it opens.",
                        ),
                        (
                            "two-person",
                            "",
                            "Setters never work alone: a second setter or trained member of staff has to be in the "
                            "hall whenever anyone is up a ladder or in the scissor lift.",
                        ),
                        (
                            "ppe",
                            "",
                            "Eye protection on whenever a drill or impact driver is running; helmets for anyone "
                            "working under the lip of the Cave.",
                        ),
                    ],
                ),
                (
                    "Setting day",
                    [
                        (
                            "set-window",
                            "",
                            "The bouldering hall closes to the public 08:00-13:00 on Tuesdays for setting.",
                        ),
                        (
                            "torque",
                            "",
                            "Bolt-on holds get torqued to 25 Nm - final tighten by wrench, not the impact.",
                        ),
                    ],
                ),
                (
                    "The Cave",
                    [
                        ("cave-grades", "", "Steep 45° overhang. Graded V2 to V7, mostly powerful, compact problems."),
                        ("cave-cycle", "", "Stripped and reset every 3 weeks."),
                    ],
                ),
                (
                    "The Slab",
                    [
                        ("slab-grades", "", "Off-vertical, for footwork and balance; grades VB to V4."),
                        ("slab-cycle", "", "Full reset every 6 weeks."),
                        (None, "oneoff", "Ticket SET-112: split seam on the Slab landing mat, reported to facilities."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-04",
            "hold-care",
            "Holds: stock, washing and ordering",
            [
                (
                    "Washing",
                    [
                        (
                            "hold-wash",
                            "",
                            "Washing holds:\n1. Strip out bolts and washers into the bolt tub.\n2. Soak holds "
                            "overnight in the grey tub with sugar soap.\n3. Pressure-wash in the yard, texture "
                            "side up.\n4. Rack to dry for 48 hours before anything goes back on the wall.",
                        ),
                    ],
                ),
                (
                    "Stock and ordering",
                    [
                        (
                            "hold-supplier",
                            "",
                            "Holds are ordered from Flathold on the trade account; lead time roughly two weeks.",
                        ),
                        (
                            "bolt-store",
                            "",
                            "Spare M10 bolts, washers and T-nut repair kits live in the blue Stanley cabinet in the "
                            "setting room.",
                        ),
                        (
                            "tagging",
                            "",
                            "Every new problem gets a start tag with the grade, the setter's initials and the date "
                            "it went up.",
                        ),
                        (None, "chat", "Cheers to Aled for sorting the hold wall by colour - looks amazing."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-16",
            "setting-handbook",
            "Granite Works route-setting handbook",
            [
                (
                    "Forerunning",
                    [
                        (
                            "forerun",
                            "",
                            "Forerunning a new set:\n1. At least two setters climb every problem, not only whoever "
                            "set it.\n2. Tweak feet or swap holds until the moves flow.\n3. Agree a grade; if you "
                            "can't, it goes up as a range (e.g. V3-4).\n4. Tag it and brush off the chalk before "
                            "doors open.",
                        ),
                    ],
                ),
                (
                    "Setting day",
                    [
                        (
                            "set-window",
                            "",
                            "Tuesday setting: public out of the boulder hall from 08:00, back in at 13:00.",
                        ),
                        ("two-person", "", "Lone setting is banned. One other person on the floor, always."),
                    ],
                ),
                (
                    "The Slab",
                    [
                        (
                            "slab-cycle",
                            "correct",
                            "Reset cycle changed to 5 weeks; the easy stuff was getting polished too quickly.",
                        ),
                    ],
                ),
                (
                    "The Cave",
                    [
                        ("cave-grades", "", "Problems in here run from V2 up to V7."),
                        (None, "oneoff", "Ticket SET-118: two spinning jugs on the lip, re-tightened 16 March."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-30",
            "hold-care",
            "Holds: stock, washing and ordering",
            [
                (
                    "Washing",
                    [
                        (
                            "hold-wash",
                            "refine",
                            "Polyurethane holds must never go in water hotter than 40°C - it warps the bolt hole. "
                            "Soak, pressure-wash and 48 h drying as before.",
                        ),
                    ],
                ),
                (
                    "Stock and ordering",
                    [
                        (
                            "hold-supplier",
                            "correct",
                            "Trade orders go to Rockcandy Holds; account number is on the setting-room whiteboard.",
                        ),
                        (
                            "tagging",
                            "refine",
                            "Start tags: grade, setter initials, date set, plus a QR code linking to the feedback "
                            "form.",
                        ),
                        ("torque", "", "Torque setting for bolt-ons is twenty-five newton-metres."),
                        (None, "oneoff", "Delivery in today: 3 boxes of jugs and 2 volumes, invoice RC-2291."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-13",
            "setting-handbook",
            "Granite Works route-setting handbook",
            [
                (
                    "The team",
                    [
                        (
                            "head-setter",
                            "correct",
                            "From May the head setter is Tom Reyes; Maya stays on two days a week as a setter.",
                        ),
                        (
                            "ppe",
                            "",
                            "Safety glasses for any power tool. Anyone under the roof of the overhang wears a lid.",
                        ),
                        (None, "chat", "Welcome to the team, Priti! Ask Tom for a tour of the hold store."),
                    ],
                ),
                (
                    "Setting day",
                    [
                        (
                            "set-window",
                            "correct",
                            "Setting closure now runs 07:00 to 12:00, so the lunchtime regulars get the hall back "
                            "an hour earlier.",
                        ),
                        ("torque", "", "Wrench every bolt-on to 25 Nm before the tag goes on."),
                    ],
                ),
                (
                    "The Cave",
                    [
                        ("cave-cycle", "", "New problems in here every three weeks."),
                    ],
                ),
                (
                    "The Slab",
                    [
                        ("slab-grades", "", "Keep it beginner-friendly: VB up to V4 only."),
                        ("slab-cycle", "", "Every five weeks."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Primary school PTA committee minutes under agenda headings, third person. The KS1 and KS2 discos are sibling
#    subjects (times, ticket prices), and the tombola and BBQ stall leads; the KS2 ticket price is corrected with
#    "actually", the meeting time with "from next term", the pre-loved uniform price by a bare new value, the treasurer
#    by name with no marker; two refinements (cash book in the banking steps, £200 vote in spending requests).
PTA = Family(
    "pta",
    "primary school PTA committee minutes",
    "minutes",
    [
        Fact("chair", "wiki"),
        Fact("treasurer", "wiki", now=[r"lucy|marsh"], was=[r"femi|adeyinka"]),
        Fact("float", "wiki"),
        Fact("two-counters", "personal"),
        Fact("banking", "procedure", detail=[r"cash book"]),
        Fact("summer-fair", "wiki"),
        Fact("tombola-lead", "wiki"),
        Fact("bbq-lead", "wiki"),
        Fact("meeting-time", "wiki", now=[r"6[.:]30"], was=[r"\b7\s*pm"]),
        Fact("ks1-disco", "wiki"),
        Fact("ks2-disco", "wiki", now=[r"£\s*5\b"], was=[r"£\s*4\b"]),
        Fact("no-photos", "personal"),
        Fact("uniform-price", "wiki", now=[r"£\s*2\b"], was=[r"£\s*1\b"]),
        Fact("spending-request", "procedure", detail=[r"£\s*200"]),
    ],
    [
        Note(
            "2026-02-03",
            "committee-minutes",
            "Friends of Larkfield Primary - committee meeting, 3 February",
            [
                (
                    "Welcome and apologies",
                    [
                        (
                            None,
                            "chat",
                            "Apologies from Sam (Y4 rep) and Harriet. Welcome to two new Reception parents.",
                        ),
                        ("chair", "", "Deborah Quinn chaired the meeting as PTA Chair."),
                    ],
                ),
                (
                    "Treasurer's report",
                    [
                        (
                            "treasurer",
                            "",
                            "Femi Adeyinka continues as Treasurer and holds the cheque book and online banking.",
                        ),
                        (None, "oneoff", "Christmas fair raised £2,318.40 after costs."),
                        ("float", "", "Event cash float is £150 in coins, kept in the school safe between events."),
                        (
                            "two-counters",
                            "",
                            "Reminder of the rule: event cash is always counted by two adults who are not related, "
                            "and both sign the count sheet.",
                        ),
                        (
                            "banking",
                            "",
                            "After any event:\n1. Two counters count the takings and sign the count sheet.\n2. Cash "
                            "goes in a sealed bag in the school safe overnight.\n3. Treasurer pays it in at the bank "
                            "within 3 working days.",
                        ),
                    ],
                ),
                (
                    "Summer term events",
                    [
                        ("summer-fair", "", "Summer fair fixed for Saturday 20 June, 12-3pm on the school field."),
                        ("tombola-lead", "", "Tombola: Priya Nair to run it again."),
                        ("bbq-lead", "", "BBQ: Gareth Evans (Y5 dad) volunteered to run it."),
                    ],
                ),
                (
                    "AOB",
                    [
                        (
                            "meeting-time",
                            "",
                            "Committee meetings continue on the first Tuesday of each month, 7pm, in the school "
                            "library.",
                        ),
                        (None, "chat", "Thanks to Mrs Okoye for the biscuits."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-03",
            "committee-minutes",
            "Friends of Larkfield Primary - committee meeting, 3 March",
            [
                (
                    "Welcome and apologies",
                    [
                        ("chair", "", "Chair: Deborah Quinn."),
                        (None, "chat", "No apologies received. Sorry the hall heating was off again!"),
                    ],
                ),
                (
                    "Discos",
                    [
                        ("ks1-disco", "", "KS1 disco: 4.30-5.30pm in the hall, tickets £3."),
                        ("ks2-disco", "", "KS2 disco: 6-7.30pm, tickets £4 each."),
                        (
                            "no-photos",
                            "",
                            "No photos or videos of children from PTA events are to go on the FOLP Facebook page; "
                            "staff take any official pictures using the school consent list.",
                        ),
                        (None, "oneoff", "DJ booked for 27 March, deposit paid, ref DJK-4471."),
                    ],
                ),
                (
                    "Uniform",
                    [
                        (
                            "uniform-price",
                            "",
                            "Second-hand uniform stall: every item £1, proceeds to the library fund.",
                        ),
                    ],
                ),
                (
                    "Spending",
                    [
                        (
                            "spending-request",
                            "",
                            "How staff ask for PTA money:\n1. Teacher fills in the wish-list form on the staff "
                            "drive.\n2. Committee discusses it at the next meeting.\n3. Once approved, buy the item "
                            "and give the receipt to the Treasurer to be reimbursed.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-21",
            "committee-minutes",
            "Friends of Larkfield Primary - committee meeting, 21 April",
            [
                (
                    "Treasurer's report",
                    [
                        ("treasurer", "correct", "Lucy Marsh (Treasurer) presented the Q1 accounts."),
                        (None, "oneoff", "Easter egg raffle raised £412."),
                        (
                            "banking",
                            "refine",
                            "Event cash: counted and signed for by two, sealed bag in the school safe overnight, "
                            "banked within three working days - and the total goes in the FOLP cash book the same "
                            "evening.",
                        ),
                        (
                            "two-counters",
                            "",
                            "Takings are never counted by one person alone, nor by a couple or family members "
                            "together.",
                        ),
                    ],
                ),
                (
                    "Summer fair",
                    [
                        ("summer-fair", "", "The fair on 20th June runs noon to 3 on the field."),
                        ("bbq-lead", "", "Gareth has the barbecue again; gas bottles from the caretaker."),
                    ],
                ),
                (
                    "Discos",
                    [
                        ("ks2-disco", "correct", "KS2 tickets are actually £5 - £4 didn't cover the DJ."),
                    ],
                ),
                (
                    "AOB",
                    [
                        (
                            "meeting-time",
                            "correct",
                            "From next term committee meetings start at 6.30pm; still the first Tuesday, still the "
                            "library.",
                        ),
                        (None, "chat", "Lovely to see so many new faces."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-05",
            "committee-minutes",
            "Friends of Larkfield Primary - committee meeting, 5 May",
            [
                (
                    "Welcome",
                    [
                        ("chair", "", "Deborah, as Chair, opened the meeting."),
                    ],
                ),
                (
                    "Uniform",
                    [
                        ("uniform-price", "correct", "Pre-loved uniform: £2 per item, jumpers and book bags included."),
                    ],
                ),
                (
                    "Spending",
                    [
                        (
                            "spending-request",
                            "refine",
                            "Any wish-list request over £200 has to be voted on at a full committee meeting, not "
                            "agreed by email.",
                        ),
                        (None, "oneoff", "Approved tonight: £180 for Y3 outdoor-learning tarps."),
                    ],
                ),
                (
                    "Summer fair",
                    [
                        ("tombola-lead", "", "Priya is collecting bottles and prizes for the tombola from 1 June."),
                        ("summer-fair", "", "Fair: Sat 20/6, 12 till 3."),
                        ("float", "", "Fair float: the usual £150 in change from the safe."),
                        (
                            "no-photos",
                            "",
                            "Reminder - nothing showing pupils' faces on our social media; the school handles photos.",
                        ),
                    ],
                ),
                (
                    "Discos",
                    [
                        ("ks1-disco", "", "Infants' disco stays £3, half four to half five."),
                        (None, "chat", "Thanks all - see you at the fair!"),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Hospital pharmacy aseptic unit shift log, terse bullets and fragments. The two isolators (ISO1, ISO2) are sibling
#    subjects (what they make, gauntlet change interval) named only by section headings; ISO2's gauntlet interval is
#    corrected with "now", the same-day cut-off with "changed to", the accountable pharmacist by name with "actually",
#    the outsourcing supplier by name with no marker; two refinements (settle plate action limit, IPA in gowning).
ASEPTIC = Family(
    "aseptic",
    "hospital pharmacy aseptic unit shift log",
    "log",
    [
        Fact("ap", "wiki", now=[r"kieran|doherty"], was=[r"rachel|mensah"]),
        Fact("cutoff", "wiki", now=[r"13:30"], was=[r"14:00"]),
        Fact("double-check", "personal"),
        Fact("no-jewellery", "personal"),
        Fact("fridge-range", "wiki"),
        Fact("iso1-use", "wiki"),
        Fact("iso2-use", "wiki"),
        Fact("iso1-gloves", "wiki"),
        Fact("iso2-gloves", "wiki", now=[r"10[- ]?d|q10"], was=[r"14[- ]?d|q14"]),
        Fact("gowning", "procedure", detail=[r"\bipa\b"]),
        Fact("settle-plates", "wiki", detail=[r"cfu"]),
        Fact("spill-kit", "wiki"),
        Fact("outsourcer", "wiki", now=[r"qualasept"], was=[r"baxter"]),
        Fact("cyto-waste", "wiki"),
    ],
    [
        Note(
            "2026-01-12",
            "shift-log",
            "Aseptic unit shift log - Mon 12 Jan, AM",
            [
                (
                    "",
                    [
                        ("ap", "", "AP this block: Rachel Mensah. Release queries to her."),
                        (
                            "cutoff",
                            "",
                            "Ward orders for same-day: cut-off 14:00. Later = next day unless consultant rings.",
                        ),
                        ("double-check", "", "2nd-person check on every cyto pre-release. No self-checking, ever."),
                        ("no-jewellery", "", "No jewellery, watches or make-up past the changing room line."),
                        ("fridge-range", "", "Fridges F1/F2 2-8 °C, logged 09:00 + 15:00."),
                        (None, "oneoff", "Batch TPN-260112-03 x6 bags released 11:40."),
                        (None, "chat", "Quiet one. Kettle finally fixed."),
                    ],
                ),
                (
                    "ISO1",
                    [
                        ("iso1-use", "", "Cytos only. Neg pressure."),
                        ("iso1-gloves", "", "Gauntlets changed q7d, Mon AM."),
                    ],
                ),
                (
                    "ISO2",
                    [
                        ("iso2-use", "", "TPN + IV abx. Pos pressure."),
                        ("iso2-gloves", "", "Gauntlets q14d."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-14",
            "shift-log",
            "Aseptic unit shift log - Wed 14 Jan",
            [
                (
                    "",
                    [
                        (
                            "gowning",
                            "",
                            "Gowning:\n1. Wash hands, hair net + mask in change rm.\n2. Over the bench: sterile "
                            "coverall + overshoes.\n3. Sterile gloves on.\n4. Mirror check, enter.",
                        ),
                        ("settle-plates", "", "Settle plates out every session ISO1 + ISO2, 4 h max exposure."),
                        ("spill-kit", "", "Cyto spill kit: anteroom, top shelf L of hatch."),
                        (
                            "outsourcer",
                            "",
                            "Outsourced cyto (FU pumps, bortezomib): Baxter Compounding, order by Weds 12:00.",
                        ),
                        ("cyto-waste", "", "Cyto waste -> purple-lid bins, Veolia collect Thurs."),
                        (None, "oneoff", "Datix 88213: ISO1 pressure alarm 10:05, reset, estates informed."),
                        (None, "chat", "Happy birthday Gemma, cake in the office."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-20",
            "shift-log",
            "Aseptic unit shift log - Tue 20 Jan",
            [
                (
                    "",
                    [
                        ("cutoff", "correct", "Same-day cut-off changed to 13:30 (capacity)."),
                        ("no-jewellery", "", "Reminder: nothing on hands/wrists, no cosmetics in cleanroom."),
                        ("fridge-range", "", "Both fridges kept between 2 and 8 degrees, read twice a day."),
                        (None, "oneoff", "09:00 readings F1 4.6 °C, F2 5.1 °C."),
                        (
                            "double-check",
                            "",
                            "Every cyto gets an independent check by someone other than whoever made it.",
                        ),
                    ],
                ),
                (
                    "ISO1",
                    [
                        ("iso1-gloves", "", "Weekly gauntlet change, Mondays."),
                    ],
                ),
                (
                    "ISO2",
                    [
                        ("iso2-gloves", "correct", "Gauntlets now every 10 days, per QA audit."),
                        (None, "oneoff", "Glove tear L port 14:20, session stopped, gauntlet swapped, plates sent."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-02",
            "shift-log",
            "Aseptic unit shift log - Mon 2 Feb",
            [
                (
                    "",
                    [
                        ("ap", "correct", "AP actually Kieran Doherty from today; R. Mensah on secondment."),
                        ("outsourcer", "correct", "Outsourced cyto: Qualasept, Bath. Order by Tues 12:00."),
                        (
                            "settle-plates",
                            "refine",
                            "Settle plates: every session, 4 h max, read by micro Mon/Thu; grade A action limit "
                            ">1 cfu -> Datix + QA.",
                        ),
                        (
                            "gowning",
                            "refine",
                            "Gowning: wash, hair net/mask -> coverall/overshoes over the bench -> sterile gloves, "
                            "sprayed with 70% IPA before entering.",
                        ),
                        ("cutoff", "", "13:30 = last call for same-day."),
                        (None, "chat", "Snow - 2 staff late, thanks to those who stayed on."),
                        (None, "oneoff", "TPN-260202-01 quarantined, pH fail, QA notified."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-09",
            "shift-log",
            "Aseptic unit shift log - Mon 9 Feb",
            [
                (
                    "",
                    [
                        ("spill-kit", "", "Spill kit (cyto) lives by the hatch in the anteroom, top shelf."),
                        ("double-check", "", "2nd check != maker. Always."),
                        ("cyto-waste", "", "Purple-lid bins picked up by Veolia Thu."),
                        (None, "oneoff", "F2 alarm 03:10, door ajar, 7.9 °C max, product OK per QA."),
                        (None, "chat", "Thanks nights for the restock."),
                    ],
                ),
                (
                    "ISO1",
                    [
                        ("iso1-use", "", "Still cyto-only, nothing else goes in."),
                    ],
                ),
                (
                    "ISO2",
                    [
                        ("iso2-use", "", "Nutrition bags and antibiotics."),
                        ("iso2-gloves", "", "Gauntlets due (10-day cycle)."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [WEDDINGCAKE, ROUTESET, PTA, ASEPTIC]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "weddingcake": [("lemon-filling", "choc-filling"), ("tin6-bake", "tin10-bake")],
    "routeset": [("cave-grades", "slab-grades"), ("cave-cycle", "slab-cycle")],
    "pta": [("ks1-disco", "ks2-disco"), ("tombola-lead", "bbq-lead")],
    "aseptic": [("iso1-use", "iso2-use"), ("iso1-gloves", "iso2-gloves")],
}

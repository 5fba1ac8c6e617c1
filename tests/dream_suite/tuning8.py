"""An eighth tuning half: four families written blind to the engine (an independent bookshop owner's chat sessions
with an assistant, a ski and snowboard rental shop's staff handbook kept as resource notes, a residents' association's
committee minutes, a data-centre network operations shift log). Tuned on from the commit that added them."""

from tests.dream_suite import Fact, Family, Note

# 1. Independent bookshop owner's chat sessions with an assistant, first person. The shop and the monthly market
#    stall are sibling subjects for opening hours, book club and storytime are sibling event slots; storytime's time is
#    corrected with "actually", the market stall's hours with "from next month", the Saturday assistant by name with no
#    marker, the book club discount by a bare new value. Two refinements (the wholesaler's order cut-off, paying up
#    front for big customer orders).
BOOKSHOP = Family(
    "bookshop",
    "independent bookshop",
    "session",
    [
        Fact("reps-appointment", "personal"),
        Fact("no-amazon", "personal"),
        Fact("short-lists", "personal"),
        Fact("secondhand-buying", "personal"),
        Fact("shop-hours", "wiki"),
        Fact("stall-hours", "wiki", now=[r"\b9\s*am\b|\bnine\b"], was=[r"\b10\s*am\b"]),
        Fact("bookclub-slot", "wiki"),
        Fact("storytime-slot", "wiki", now=[r"\b11\b|eleven"], was=[r"10:30|half ten"]),
        Fact("saturday-staff", "wiki", now=[r"\btom\b|okafor"], was=[r"ellie|marsh"]),
        Fact("wholesaler", "wiki", detail=[r"\b3\s*pm|15:00"]),
        Fact("club-discount", "wiki", now=[r"15\s*%|fifteen per ?cent"], was=[r"10\s*%"]),
        Fact("book-tokens", "wiki"),
        Fact("customer-order", "procedure", detail=[r"£\s*30|up ?front"]),
        Fact("returns", "procedure"),
    ],
    [
        Note(
            "2026-01-12",
            "shop-basics",
            "Getting the shop's admin straight",
            [
                (
                    "The shop",
                    [
                        (
                            None,
                            "chat",
                            "Hi! New year, new attempt at being organised. Can you help me keep track of the shop "
                            "stuff?",
                        ),
                        (
                            "shop-hours",
                            "",
                            "We're open Tuesday to Saturday, 9:30 till 5:30. Sunday and Monday the door stays shut.",
                        ),
                        (
                            "stall-hours",
                            "",
                            "Second Sunday of every month I take a trestle table of stock to the makers' market in "
                            "Malvern, 10am to 3pm.",
                        ),
                        (
                            "no-amazon",
                            "",
                            "For the record: I don't list anything on Amazon Marketplace. Not new, not secondhand. "
                            "Point of principle.",
                        ),
                        (
                            "reps-appointment",
                            "",
                            "Publishers' reps by appointment only - I won't see drop-ins, and never on a Saturday.",
                        ),
                        ("wholesaler", "", "Nearly all the new stock comes through Gardners."),
                        ("book-tokens", "", "We take National Book Tokens, paper cards and the e-ones."),
                    ],
                ),
                (
                    "Events",
                    [
                        (
                            "bookclub-slot",
                            "",
                            "Book club's the last Thursday of the month, 7pm, in the back room (with wine, obviously).",
                        ),
                        (
                            "storytime-slot",
                            "",
                            "Storytime for the little ones every Saturday at 10:30, on the rug in the children's "
                            "corner.",
                        ),
                        ("club-discount", "", "Book club members get 10% off whatever the month's book is."),
                        (
                            None,
                            "oneoff",
                            "Gardners van turned up at 2pm today instead of first thing, so the new releases "
                            "went out late.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-14",
            "staff-and-orders",
            "Staff, customer orders and returns",
            [
                (
                    "",
                    [
                        (None, "chat", "Sorry I vanished on Tuesday, the boiler packed in."),
                        (
                            "short-lists",
                            "",
                            "Quick thing about me: I'm dyslexic, so keep anything you write for me short and in "
                            "bullets, please.",
                        ),
                        (
                            "saturday-staff",
                            "",
                            "Ellie Marsh does Saturdays for me. Sixth-former, very good with the kids' section.",
                        ),
                        (
                            "customer-order",
                            "",
                            "How I do a customer order:\n1. Check availability on the Gardners site while "
                            "they're at the counter.\n2. Write name, phone number and ISBN in the orders book.\n"
                            "3. Put the order in that afternoon.\n4. Text them when it lands and put it on the held "
                            "shelf under the till.",
                        ),
                        (
                            "returns",
                            "",
                            "Sending unsold stock back to Gardners:\n1. Request a returns authorisation on their "
                            "site.\n2. Print the RA note and tape it inside the box.\n3. Book the courier "
                            "collection from the shop.",
                        ),
                        (
                            "secondhand-buying",
                            "",
                            "Rule when buying secondhand off the public: get a name and address every time, and we "
                            "don't take ex-library copies or book club editions at all.",
                        ),
                        (None, "oneoff", "Customer order for Mrs Pryce, ISBN 9780241997918, went in today."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-27",
            "january-catchup",
            "End of January catch-up",
            [
                (
                    "",
                    [
                        (
                            "storytime-slot",
                            "correct",
                            "Actually storytime has to go to 11 - half ten clashes with swimming lessons at the "
                            "leisure centre and we were getting three kids.",
                        ),
                        (
                            "saturday-staff",
                            "correct",
                            "Tom Okafor is my Saturday person; Ellie's gone to the garden centre for more hours.",
                        ),
                        (
                            "wholesaler",
                            "refine",
                            "Gardners' cut-off is 3pm - order before that and it's here the next working day.",
                        ),
                        ("shop-hours", "", "Half nine to half five, Tues through Sat. Same as ever."),
                        (None, "chat", "Ha, that's much better than my version. Thank you!"),
                        (None, "oneoff", "Till total this week was £2,310, best January week since we opened."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-09",
            "february-events",
            "Events and the book club",
            [
                (
                    "Book club",
                    [
                        ("club-discount", "correct", "Book club discount: 15% on the book of the month."),
                        (
                            "bookclub-slot",
                            "",
                            "Book group - final Thursday of each month, seven o'clock, back room.",
                        ),
                        (None, "chat", "Can you rephrase the orders bit so it fits on an index card?"),
                    ],
                ),
                (
                    "Other bits",
                    [
                        (
                            "stall-hours",
                            "correct",
                            "From next month the Malvern market is changing its times, so my stall there will run "
                            "9am to 2pm.",
                        ),
                        (
                            "customer-order",
                            "refine",
                            "Add to the customer orders routine: anything over £30 gets paid for up front before I "
                            "order it. Got burnt twice at Christmas.",
                        ),
                        (
                            "secondhand-buying",
                            "",
                            "Bloke tried to sell me a box of withdrawn library hardbacks - no. Never ex-library, and "
                            "always a name and address.",
                        ),
                        ("short-lists", "", "Remember - bullet points please, not paragraphs. The dyslexia thing."),
                        (None, "chat", "Snow forecast for Thursday so I might be shut, we'll see."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-23",
            "late-feb",
            "Quick check-in",
            [
                (
                    "",
                    [
                        ("storytime-slot", "", "Eleven o'clock Saturdays for storytime, that's settled."),
                        ("stall-hours", "", "Malvern stall: second Sunday, nine till two from March."),
                        (
                            "no-amazon",
                            "",
                            "Some aggregator rang again wanting to put my stock on Amazon. Still no.",
                        ),
                        (
                            "reps-appointment",
                            "",
                            "Penguin's rep wanted to pop in on Saturday; told her it's appointments only, weekdays.",
                        ),
                        (
                            "returns",
                            "",
                            "Returns: RA online first, RA slip inside the box, then book the pickup.",
                        ),
                        ("book-tokens", "", "Yes we still accept book tokens - we're on the NBT scheme."),
                        ("club-discount", "", "Fifteen percent off the club read, as agreed."),
                        (None, "oneoff", "Gardners returns collection booked for Tuesday, ref GRD-55130."),
                        (None, "chat", "Right, that's me, the cat's sitting on the keyboard."),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Ski and snowboard rental shop staff handbook, resource notes, third person and imperative. The village shop and
#    the lift-base kiosk are sibling subjects for opening hours, the ski pack and the snowboard pack for day prices;
#    the kiosk's closing time is corrected with "from 1 February", the snowboard price by a bare new value, the
#    workshop lead by name with "now", the boot-fitting referral by name with no marker. Two refinements (express
#    tune, recording the DIN on the contract).
SKIRENTAL = Family(
    "skirental",
    "ski and snowboard rental shop staff handbook",
    "resource",
    [
        Fact("village-hours", "wiki"),
        Fact("kiosk-hours", "wiki", now=[r"17:30"], was=[r"16:30"]),
        Fact("ski-price", "wiki"),
        Fact("board-price", "wiki", now=[r"€\s*45|45\s*€|forty-five"], was=[r"€\s*42|42\s*€"]),
        Fact("damage-waiver", "wiki"),
        Fact("head-tech", "wiki", now=[r"in[eè]s|garnier"], was=[r"matthieu|berthod"]),
        Fact("tune-service", "wiki", detail=[r"same[- ]day|express"]),
        Fact("fleet-supplier", "wiki"),
        Fact("footbed-referral", "wiki", now=[r"glisse"], was=[r"podium"]),
        Fact("deposit", "personal"),
        Fact("helmet-kids", "personal"),
        Fact("staff-dress", "personal"),
        Fact("din-setting", "procedure", detail=[r"contract"]),
        Fact("returns-check", "procedure"),
    ],
    [
        Note(
            "2026-01-05",
            "staff-handbook",
            "Glacier Rentals staff handbook",
            [
                (
                    "Shops",
                    [
                        (
                            "village-hours",
                            "",
                            "Village shop (Rue de la Poste): open 08:00-19:00, every day of the season.",
                        ),
                        (
                            "kiosk-hours",
                            "",
                            "Kiosk at the foot of the Palafour chair: 08:30-16:30, shuts when the lifts do.",
                        ),
                    ],
                ),
                (
                    "Prices",
                    [
                        ("ski-price", "", "Adult ski pack (skis, boots, poles): €38/day."),
                        ("board-price", "", "Snowboard pack (board + boots): €42/day."),
                        (
                            "damage-waiver",
                            "",
                            "Damage waiver €3/day per pack. Covers breakage, NOT theft - say so when you sell it.",
                        ),
                    ],
                ),
                (
                    "Front of house",
                    [
                        (
                            "deposit",
                            "",
                            "No kit leaves the shop without either a passport/ID card held at the desk or a €200 "
                            "pre-authorisation on a card.",
                        ),
                        (
                            "helmet-kids",
                            "",
                            "Under-14s always go out in a helmet. It's in every kids' pack; staff fit it before "
                            "they leave the shop.",
                        ),
                        (
                            "staff-dress",
                            "",
                            "On shift: red Glacier fleece, name badge, no earbuds on the shop floor.",
                        ),
                    ],
                ),
                (
                    "Workshop",
                    [
                        (
                            "head-tech",
                            "",
                            "Workshop lead is Matthieu Berthod - bindings, base repairs, anything odd, ask him.",
                        ),
                        (
                            "tune-service",
                            "",
                            "Wax + edge tune on customers' own skis or boards: €25, ready in 24 h.",
                        ),
                        (
                            "fleet-supplier",
                            "",
                            "Whole rental fleet is leased from Rossignol for the season; their area rep swaps "
                            "faulty kit.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-07",
            "workshop-procedures",
            "Workshop procedures",
            [
                (
                    "Bindings",
                    [
                        (
                            "din-setting",
                            "",
                            "Setting bindings:\n1. Get weight, height, age and skier type (1, 2 or 3) on the rental "
                            "form.\n2. Read the boot sole length off the heel (mm).\n3. Look up the DIN on the "
                            "ISO 11088 chart.\n4. Set toe and heel to it, check forward pressure.\n5. Customer "
                            "signs the form.",
                        ),
                    ],
                ),
                (
                    "Returns",
                    [
                        (
                            "returns-check",
                            "",
                            "When kit comes back:\n1. Scan the barcode to close the rental.\n2. Check bases and "
                            "edges, flag any core shots.\n3. Boots on the dryer rack, liners pulled out.\n4. "
                            "Anything damaged: red tag, straight to the workshop.",
                        ),
                    ],
                ),
                (
                    "Referrals",
                    [
                        (
                            "footbed-referral",
                            "",
                            "Custom footbeds / proper boot-fitting: we don't do it, send them to Podium Sport "
                            "across the square.",
                        ),
                        (None, "oneoff", "Grinder 2 down today, stone needs dressing - tech booked Thursday."),
                        (None, "chat", "Welcome to the seasonnaires who started this week!"),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-19",
            "staff-handbook",
            "Glacier Rentals staff handbook",
            [
                (
                    "Prices",
                    [
                        ("board-price", "correct", "Snowboard pack: €45/day."),
                        ("ski-price", "", "Skis, boots and poles for an adult - thirty-eight euros a day."),
                        (None, "oneoff", "Saturday changeover: 212 contracts out, a shop record."),
                    ],
                ),
                (
                    "Workshop",
                    [
                        (
                            "head-tech",
                            "correct",
                            "Inès Garnier now runs the workshop; Matthieu has gone back to Annecy.",
                        ),
                        (
                            "tune-service",
                            "refine",
                            "Tunes €25, 24 h turnaround - or same-day express for €10 extra if it's in before 10:00.",
                        ),
                    ],
                ),
                (
                    "Front of house",
                    [
                        ("staff-dress", "", "Fleece and badge on, headphones out, whenever you're on the floor."),
                        (None, "chat", "40 cm overnight at the top. Enjoy your days off, you've earned them."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-02",
            "front-desk",
            "Front desk notes",
            [
                (
                    "Hours",
                    [
                        (
                            "kiosk-hours",
                            "correct",
                            "From 1 February the Palafour kiosk closes at 17:30, to catch the last-lift returns.",
                        ),
                        ("village-hours", "", "Village shop unchanged: 8 am to 7 pm daily."),
                    ],
                ),
                (
                    "Contracts",
                    [
                        (
                            "deposit",
                            "",
                            "ID or a card pre-auth (€200) - one or the other, on every rental, no exceptions.",
                        ),
                        ("helmet-kids", "", "Kids under 14: helmet on their head before they're out the door."),
                        (
                            "din-setting",
                            "refine",
                            "Once the bindings are set, write the DIN on the rental contract and initial it so the "
                            "next shift knows who set it.",
                        ),
                    ],
                ),
                (
                    "Referrals",
                    [
                        (
                            "footbed-referral",
                            "correct",
                            "Boot-fitting and footbeds: Glisse Lab, first floor of the Galerie.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Lost property: black Burton glove left at the kiosk, in the box behind the desk.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-16",
            "staff-handbook",
            "Glacier Rentals staff handbook",
            [
                (
                    "",
                    [
                        ("board-price", "", "Board + boots is €45 per day."),
                        ("damage-waiver", "", "Waiver: three euros per day, breakage only."),
                        (
                            "returns-check",
                            "",
                            "On returns: scan first to close the contract, then inspect, dry the boots, red-tag "
                            "anything broken.",
                        ),
                        (
                            "fleet-supplier",
                            "",
                            "Faulty skis or boots get swapped through the Rossignol rep - it's their fleet, we "
                            "lease it.",
                        ),
                        ("head-tech", "", "Workshop questions go to Inès."),
                        (None, "chat", "Thanks all for a mad half-term week."),
                        (None, "oneoff", "Half-term week 2: 1,046 rental days."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Residents' association committee minutes, third person, under agenda headings. The North and South block reps
#    are sibling subjects (North named only by its heading on the day it changes), as are general waste and recycling
#    collection days; the North rep is corrected by name with no marker, the housing officer by name with "now", the
#    sub by value with "from next April", the recycling day with "changed to". Two refinements (room hire curfew,
#    visitor permit night limit). One first statement says "now installed" without correcting anything.
RESIDENTS = Family(
    "residents",
    "residents' association committee minutes",
    "minutes",
    [
        Fact("north-rep", "wiki", now=[r"priti|desai"], was=[r"alan|fisk"]),
        Fact("south-rep", "wiki"),
        Fact("subs", "wiki", now=[r"£\s*6\b"], was=[r"£\s*5\b"]),
        Fact("waste-day", "wiki"),
        Fact("recycling-day", "wiki", now=[r"wednesday"], was=[r"friday"]),
        Fact("room-hire", "wiki", detail=[r"10\s*pm|22:00"]),
        Fact("housing-officer", "wiki", now=[r"darren|cole"], was=[r"gemma|nwosu"]),
        Fact("meeting-slot", "wiki"),
        Fact("defib", "wiki"),
        Fact("quiet-hours", "personal"),
        Fact("dog-rule", "personal"),
        Fact("minutes-rule", "personal"),
        Fact("visitor-permit", "procedure", detail=[r"(three|3) consecutive"]),
        Fact("repair-report", "procedure"),
    ],
    [
        Note(
            "2026-03-02",
            "committee-minutes",
            "Marlowe Court Residents' Association committee, 2 March 2026",
            [
                (
                    "Apologies",
                    [
                        (None, "chat", "Apologies from Tunde (hospital appointment) and Kwame (working late)."),
                    ],
                ),
                (
                    "Matters arising",
                    [
                        (
                            "meeting-slot",
                            "",
                            "Committee to carry on meeting on the first Monday of each month, 7pm, in the "
                            "community room.",
                        ),
                        (
                            "minutes-rule",
                            "",
                            "Minutes to go round by email within a week of each meeting, and be pinned up by the "
                            "lifts once approved.",
                        ),
                        (
                            "housing-officer",
                            "",
                            "Gemma Nwosu remains Havenbrook Homes' housing officer for the estate; she hopes to "
                            "attend in April.",
                        ),
                    ],
                ),
                (
                    "Block reps",
                    [
                        ("north-rep", "", "North block: Alan Fisk."),
                        ("south-rep", "", "South block: Maureen Kelly."),
                    ],
                ),
                (
                    "Treasurer's report",
                    [
                        ("subs", "", "Membership sub stays at £5 per household per year."),
                        (None, "oneoff", "Balance at 28 Feb: £1,284.60 in the current account."),
                    ],
                ),
                (
                    "Bins and recycling",
                    [
                        (
                            "waste-day",
                            "",
                            "General waste is collected on Tuesdays; bins to the bin-store gate the night before, "
                            "not left on the pavement.",
                        ),
                        ("recycling-day", "", "Recycling (blue lids) - every other Friday."),
                    ],
                ),
                (
                    "AOB",
                    [
                        (
                            "quiet-hours",
                            "",
                            "Residents reminded: no drilling or hammering before 9am or after 8pm, and none at all "
                            "on Sundays.",
                        ),
                        (
                            "dog-rule",
                            "",
                            "Dogs to be on a lead in the communal gardens and kept out of the children's play area.",
                        ),
                        (None, "chat", "Dorothy thanked everyone for the turnout at the Pancake Day coffee morning."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-06",
            "committee-minutes",
            "Marlowe Court Residents' Association committee, 6 April 2026",
            [
                (
                    "Apologies",
                    [
                        (None, "chat", "Apologies: Kwame. Dorothy apologised for the late start (lift stuck again)."),
                    ],
                ),
                (
                    "Housing association",
                    [
                        (
                            "housing-officer",
                            "correct",
                            "Darren Cole is now our housing officer at Havenbrook; Gemma has moved to the Westfield "
                            "patch.",
                        ),
                        (
                            "repair-report",
                            "",
                            "Agreed wording for the noticeboard on reporting repairs:\n1. Report it to Havenbrook on "
                            "the online portal or on 0300 124 7700.\n2. Write down the job reference they give you."
                            "\n3. If nothing has happened after 10 working days, email the secretary with the "
                            "reference and the committee will chase.",
                        ),
                        (None, "oneoff", "South block lift out of service since Thursday, Havenbrook ref HB-209331."),
                    ],
                ),
                (
                    "North block",
                    [
                        ("north-rep", "correct", "Rep: Priti Desai (flat 14), elected unopposed."),
                    ],
                ),
                (
                    "Community room",
                    [
                        (
                            "room-hire",
                            "",
                            "Hire rates agreed: £12 an hour for residents, £20 an hour for outside groups.",
                        ),
                        (
                            "defib",
                            "",
                            "Defibrillator now installed on the wall outside the community room entrance.",
                        ),
                    ],
                ),
                (
                    "Parking",
                    [
                        (
                            "visitor-permit",
                            "",
                            "Visitor parking permits:\n1. Email the secretary with the visitor's registration and "
                            "dates.\n2. Collect the hanger from the caretaker's office.\n3. Hang it from the "
                            "rear-view mirror and return it afterwards.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-04",
            "committee-minutes",
            "Marlowe Court Residents' Association committee, 4 May 2026",
            [
                (
                    "Minutes of the last meeting",
                    [
                        ("minutes-rule", "", "Reminder that drafts must reach the committee within seven days."),
                    ],
                ),
                (
                    "Treasurer's report",
                    [
                        (
                            "subs",
                            "correct",
                            "From next April the annual sub goes up to £6 a household (agreed 5 votes to 1).",
                        ),
                        (None, "oneoff", "Spring plant sale raised £212."),
                    ],
                ),
                (
                    "Bins and recycling",
                    [
                        (
                            "recycling-day",
                            "correct",
                            "Letter from the council: recycling collection day changed to Wednesday, still "
                            "fortnightly, starting 13 May.",
                        ),
                        ("waste-day", "", "Black bins still go on Tuesdays."),
                    ],
                ),
                (
                    "Community room",
                    [
                        (
                            "room-hire",
                            "refine",
                            "Room bookings to finish by 10pm at the latest; music to be turned down from 9pm.",
                        ),
                    ],
                ),
                (
                    "AOB",
                    [
                        (
                            "dog-rule",
                            "",
                            "Complaint about a dog running loose by the swings. Leads are compulsory in the gardens "
                            "and the play area is dog-free - newsletter to say so.",
                        ),
                        (None, "chat", "Chair thanked Priti for the new-look newsletter."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-01",
            "committee-minutes",
            "Marlowe Court Residents' Association committee, 1 June 2026",
            [
                (
                    "Block reps",
                    [
                        (
                            "north-rep",
                            "",
                            "Priti Desai, as North block rep, will do the door-knocking for the parking survey.",
                        ),
                        ("south-rep", "", "Maureen Kelly continues as rep for South block."),
                    ],
                ),
                (
                    "Parking",
                    [
                        (
                            "visitor-permit",
                            "refine",
                            "Visitor permits limited to three consecutive nights; anything longer needs the "
                            "committee's OK.",
                        ),
                    ],
                ),
                (
                    "Repairs",
                    [
                        (
                            "repair-report",
                            "",
                            "Residents reminded: Havenbrook first, keep the job number, and only come to us once "
                            "ten working days have gone by.",
                        ),
                        ("housing-officer", "", "Darren Cole attended and took away the list of outstanding jobs."),
                        (None, "oneoff", "Roof leak over flats 31-33 reported today, Havenbrook ref HB-214877."),
                    ],
                ),
                (
                    "AOB",
                    [
                        (
                            "quiet-hours",
                            "",
                            "Noise: nothing loud before nine or after eight, and Sundays kept quiet, please.",
                        ),
                        ("defib", "", "The AED by the community room door is now registered on The Circuit."),
                        (None, "chat", "Someone asked if we could have biscuits that aren't custard creams. Noted."),
                    ],
                ),
                (
                    "Date of next meeting",
                    [
                        ("meeting-slot", "", "Monday 6 July, 7pm - first Monday as usual, community room."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Data-centre network operations shift log, terse bullets and fragments. The two edge routers' transit links are
#    sibling subjects, as are the fabric MTU and the transit-facing MTU; edge2's transit is corrected by name with no
#    marker, the uplink utilisation alert by a bare new value, the change window with "from next month", the net lead
#    by name with "now". Two refinements (break-glass account for OOB access, syslog mirror).
NETOPS = Family(
    "netops",
    "data-centre network operations shift log",
    "log",
    [
        Fact("edge1-transit", "wiki"),
        Fact("edge2-transit", "wiki", now=[r"lumen"], was=[r"cogent"]),
        Fact("fabric-mtu", "wiki"),
        Fact("transit-mtu", "wiki"),
        Fact("util-alert", "wiki", now=[r"70\s*%"], was=[r"80\s*%"]),
        Fact("net-lead", "wiki", now=[r"karin|holt"], was=[r"ravi|menon"]),
        Fact("spares", "wiki"),
        Fact("syslog", "wiki", detail=[r"syslog-02"]),
        Fact("change-window", "personal", now=[r"01:00"], was=[r"02:00"]),
        Fact("peer-review", "personal"),
        Fact("handover", "personal"),
        Fact("no-friday", "personal"),
        Fact("oob-access", "procedure", detail=[r"break[- ]glass"]),
        Fact("rma", "procedure"),
    ],
    [
        Note(
            "2026-06-08",
            "noc-shift-log",
            "NOC shift log, Mon 08 Jun (days)",
            [
                (
                    "",
                    [
                        (None, "chat", "morning all, coffee machine on 2F dead again"),
                        (
                            "handover",
                            "",
                            "Handover 07:00 / 19:00 on the NOC bridge; outgoing lead reads out open INCs first.",
                        ),
                        ("edge1-transit", "", "ams-edge1: transit Arelion, 100G."),
                        ("edge2-transit", "", "ams-edge2: transit Cogent, 10G. Congests evenings."),
                        ("fabric-mtu", "", "Fabric MTU 9216 end to end, spines + leaves."),
                        ("transit-mtu", "", "Transit-facing ifaces MTU 1500 - don't touch."),
                        (
                            "change-window",
                            "",
                            "Change window Tue + Thu 02:00-05:00 UTC. Outside that = emergency CAB only.",
                        ),
                        (None, "oneoff", "INC-40812: leaf-b07 PSU2 failed 03:14, running on single PSU."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-09",
            "noc-shift-log",
            "NOC shift log, Tue 09 Jun (days)",
            [
                (
                    "",
                    [
                        (
                            "peer-review",
                            "",
                            "Reminder: no config push without a 2nd engineer's +1 in the CHG ticket.",
                        ),
                        (
                            "rma",
                            "",
                            "RMA flow:\n1. Open vendor case (JTAC / Arista TAC) with serial + show chassis output."
                            "\n2. Get the RMA no., note it in the INC.\n3. Swap from spares, ship the failed part "
                            "back in the same box within 10 days.",
                        ),
                        ("spares", "", "Spares: cage 4, hall 2. Key at security desk, sign for it."),
                        ("util-alert", "", "Util alert = 80% over 15 min on any uplink."),
                        ("net-lead", "", "Net lead: Ravi Menon. P1 open > 30 min -> page him."),
                        ("no-friday", "", "Read-only Fridays: no non-emergency changes after 12:00 Fri."),
                        (None, "oneoff", "leaf-b07 PSU swapped 14:20, RMA R-778120 shipped."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-15",
            "noc-shift-log",
            "NOC shift log, Mon 15 Jun (nights)",
            [
                (
                    "",
                    [
                        ("edge2-transit", "correct", "ams-edge2 transit: Lumen 100G. Cogent decomm'd Sat."),
                        ("util-alert", "correct", "uplink util alert: 70% / 15m"),
                        (
                            "oob-access",
                            "",
                            "OOB when mgmt is down:\n1. VPN to oob-gw.ams.\n2. ssh cs-h2-01 (Opengear), pmshell, "
                            "pick the port.\n3. Log the session in the INC.",
                        ),
                        ("syslog", "", "All kit logs to syslog-01 (10.20.0.15, udp/514)."),
                        ("fabric-mtu", "", "fabric: jumbo, 9216 everywhere"),
                        ("handover", "", "bridge handover 0700/1900, open INCs read out first"),
                        (None, "oneoff", "CHG-11503 done: ams-edge2 turn-up, BGP established 02:41 UTC."),
                        (None, "chat", "quiet night, thx to whoever left the biscuits"),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-22",
            "noc-shift-log",
            "NOC shift log, Mon 22 Jun (days)",
            [
                (
                    "",
                    [
                        (
                            "change-window",
                            "correct",
                            "From next month change window moves to 01:00-04:00 UTC, still Tue/Thu.",
                        ),
                        ("net-lead", "correct", "Net lead now Karin Holt. Ravi moved to SRE."),
                        (
                            "oob-access",
                            "refine",
                            "OOB: break-glass local acct ONLY if TACACS unreachable - rotate pw after, note in INC.",
                        ),
                        ("transit-mtu", "", "edge/transit ports stay at 1500"),
                        ("edge1-transit", "", "edge1 = Arelion 100G, unchanged"),
                        ("no-friday", "", "fri pm = no changes, read-only"),
                        (None, "oneoff", "DDoS on customer /24 22:10-22:35, dropped via RTBH, INC-41002."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-29",
            "noc-shift-log",
            "NOC shift log, Mon 29 Jun (nights)",
            [
                (
                    "",
                    [
                        (
                            "syslog",
                            "refine",
                            "syslog now mirrored to syslog-02 (10.20.0.16) as well, both udp/514.",
                        ),
                        ("peer-review", "", "CHG-11620 bounced - no +1 from a 2nd eng. rule is rule."),
                        (
                            "rma",
                            "",
                            "RMA: vendor case -> RMA # in the INC -> swap from spares -> failed unit back in "
                            "its original box inside 10d.",
                        ),
                        ("spares", "", "spare optics/PSUs: hall 2 cage 4, key from security"),
                        ("change-window", "", "new window 01:00-04:00 UTC Tue/Thu from 1 Jul"),
                        ("net-lead", "", "P1 > 30 min -> page Karin"),
                        (None, "oneoff", "INC-41177: xe-0/0/3 on leaf-a02 flapping, 10G-LR optic replaced."),
                        (None, "chat", "last shift before leave, see you all in 2 wks"),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [BOOKSHOP, SKIRENTAL, RESIDENTS, NETOPS]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "bookshop": [("shop-hours", "stall-hours"), ("bookclub-slot", "storytime-slot")],
    "skirental": [("village-hours", "kiosk-hours"), ("ski-price", "board-price")],
    "residents": [("north-rep", "south-rep"), ("waste-day", "recycling-day")],
    "netops": [("edge1-transit", "edge2-transit"), ("fabric-mtu", "transit-mtu")],
}

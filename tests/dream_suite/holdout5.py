"""A fifth frozen holdout: four families written blind to the engine (a primary school office's staff briefing
minutes, a small shop owner's chat sessions, an airport ground-handling shift log, a community orchestra's resource
notes), frozen before the dream ran on them; never tuned on."""

from tests.dream_suite import Fact, Family, Note

# 1. Primary school staff briefing minutes under agenda headings. The two sites are named only by their heading
#    ("here", "this building"); the Beech Street site lead changes by name without a marker word, parents' evening
#    moves with "now", the residential deposit by a bare new value.
SCHOOL = Family(
    "school-office",
    "primary school office staff briefings",
    "minutes",
    [
        Fact("beech-lunch", "wiki"),
        Fact("canal-lunch", "wiki"),
        Fact("beech-lead", "wiki", now=[r"brannigan"], was=[r"okafor"]),
        Fact("canal-lead", "wiki"),
        Fact("office-hours", "wiki"),
        Fact("attendance-line", "wiki"),
        Fact("visitor-signin", "procedure"),
        Fact("late-arrival", "procedure"),
        Fact("fire-drill", "procedure", detail=[r"visitors' book"]),
        Fact("head-pref", "personal"),
        Fact("lanyards", "personal"),
        Fact("parents-evening", "wiki", now=[r"\b19 march"], was=[r"\b12 march"]),
        Fact("trip-deposit", "wiki", now=[r"55"], was=[r"40"]),
        Fact("photocopier", "wiki", detail=[r"colour", r"business manager"]),
    ],
    [
        Note(
            "2026-01-12",
            "staff-briefing",
            "Staff briefing, spring term week 2",
            [
                (
                    "Beech Street site",
                    [
                        ("beech-lunch", "", "First lunch sitting starts at 11:50 for Reception and Key Stage 1."),
                        (
                            "beech-lead",
                            "",
                            "Mrs Yewande Okafor is site lead; cover requests for this building go through her.",
                        ),
                    ],
                ),
                (
                    "Canal Walk site",
                    [
                        ("canal-lunch", "", "Lunch begins at 12:15, one sitting for all classes."),
                        ("canal-lead", "", "Site lead here is Mr Stavros Petrakis."),
                        (None, "oneoff", "The boiler engineer came on Monday and the heating was back on by 10:00."),
                    ],
                ),
                (
                    "Office",
                    [
                        ("office-hours", "", "The school office is staffed from 8:00 until 16:30 on term days."),
                        (
                            "attendance-line",
                            "",
                            "Parents must report an absence on the attendance line, 01632 448 210, before 9:15.",
                        ),
                        (
                            "visitor-signin",
                            "",
                            "Visitors:\n1. Sign in on the InVentry tablet in reception.\n2. Show photo ID to the "
                            "office.\n3. Wear the red visitor lanyard until they sign out.",
                        ),
                        (None, "chat", "Thank you to everyone who helped with the nativity clear-up."),
                    ],
                ),
                (
                    "Headteacher's items",
                    [
                        (
                            "head-pref",
                            "",
                            "Ruth Amadi asks that staff who are off sick phone her mobile before 7:00 rather than "
                            "send an email.",
                        ),
                        (
                            "lanyards",
                            "",
                            "All staff keep their ID lanyard visible while on site, including at breakfast club.",
                        ),
                        ("parents-evening", "", "Spring parents' evening is on Thursday 12 March, 15:30 to 19:00."),
                        (None, "oneoff", "Present: RA, YO, SP and the office team; apologies from two TAs."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-19",
            "staff-briefing",
            "Staff briefing, spring term week 3",
            [
                (
                    "Office",
                    [
                        (
                            "late-arrival",
                            "",
                            "Children arriving after the bell:\n1. The parent signs them in at the office hatch.\n"
                            "2. The office enters the reason code in Arbor.\n3. The office adds them to the dinner "
                            "numbers and lets the class teacher know.",
                        ),
                        (
                            "photocopier",
                            "",
                            "The main photocopier in the office needs each person's four-digit staff PIN.",
                        ),
                        (
                            "attendance-line",
                            "",
                            "Families ring 01632 448 210 if a child will be off, and must do so by quarter past nine.",
                        ),
                        (
                            "trip-deposit",
                            "",
                            "The Year 6 residential to Kingswood needs a £40 deposit per child by 6 February.",
                        ),
                    ],
                ),
                (
                    "Beech Street site",
                    [
                        (
                            "beech-lead",
                            "correct",
                            "Mr Declan Brannigan leads this site; Mrs Okafor is back teaching Year 4 full time.",
                        ),
                        ("beech-lunch", "", "Infants and Reception eat first, at ten to twelve."),
                    ],
                ),
                (
                    "Canal Walk site",
                    [
                        ("canal-lead", "", "Stavros Petrakis remains in charge of this building."),
                        (
                            "canal-lunch",
                            "",
                            "The whole school here goes into the hall together at quarter past twelve.",
                        ),
                        (None, "chat", "Cake in the staffroom for Mo's birthday."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-26",
            "staff-briefing",
            "Staff briefing, spring term week 4",
            [
                (
                    "Headteacher's items",
                    [
                        (
                            "parents-evening",
                            "correct",
                            "Parents' evening has now moved to Thursday 19 March because of the Year 6 moderation "
                            "visit.",
                        ),
                        (
                            "head-pref",
                            "",
                            "If you can't come in, ring Ruth early, before seven; no emails please.",
                        ),
                        ("lanyards", "", "Badges must be on show at every point of the working day."),
                        ("trip-deposit", "correct", "The Kingswood residential deposit is £55 per child."),
                    ],
                ),
                (
                    "Office",
                    [
                        (
                            "photocopier",
                            "refine",
                            "Photocopying uses your staff PIN, and colour copies need approval from the business "
                            "manager, Alison Key.",
                        ),
                        ("office-hours", "", "Reception is manned eight till half four on school days."),
                        (
                            "visitor-signin",
                            "",
                            "Anyone visiting signs in on the reception tablet, shows ID and keeps the red lanyard on "
                            "until leaving.",
                        ),
                        (None, "oneoff", "The photocopier jammed twice on Tuesday; engineer ticket KM-30418 raised."),
                    ],
                ),
                (
                    "Health and safety",
                    [
                        (
                            "fire-drill",
                            "",
                            "Fire evacuation:\n1. Leave by the nearest exit without collecting belongings.\n2. Line "
                            "up by class on the top playground.\n3. Class teachers check their register and report "
                            "to the office.",
                        ),
                        (
                            "late-arrival",
                            "",
                            "Latecomers are signed in by a parent at the hatch, coded in Arbor and added to the lunch "
                            "count.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-02",
            "staff-briefing",
            "Staff briefing, spring term week 5",
            [
                (
                    "Health and safety",
                    [
                        (
                            "fire-drill",
                            "refine",
                            "In a fire evacuation classes leave by the nearest exit and line up on the top playground, "
                            "and the office brings the visitors' book to account for every adult.",
                        ),
                    ],
                ),
                (
                    "Beech Street site",
                    [
                        ("beech-lead", "", "Declan is the person to see about anything in this building."),
                        (None, "chat", "Well done everyone on a smooth walk-through with the governors."),
                    ],
                ),
            ],
        ),
    ],
)

# 2. A small shop owner's chat sessions, first person. The wholesaler's account manager changes by name with "now",
#    the coffee price by a bare new value, the closing time with "changed".
SHOP = Family(
    "corner-shop",
    "small shop owner's business notes",
    "session",
    [
        Fact("bread-delivery", "wiki"),
        Fact("veg-delivery", "wiki"),
        Fact("wholesale-rep", "wiki", now=[r"sunita|rao"], was=[r"gary|todd"]),
        Fact("stock-order", "procedure"),
        Fact("markup", "personal", detail=[r"dairy", r"20%"]),
        Fact("coffee-price", "wiki", now=[r"2\.60"], was=[r"2\.40"]),
        Fact("opening-hours", "wiki", now=[r"7\s*pm"], was=[r"close at 6"]),
        Fact("sunday-hours", "wiki"),
        Fact("saturday-staff", "wiki"),
        Fact("weekday-staff", "wiki"),
        Fact("staff-pay", "wiki"),
        Fact("supplier-calls", "personal"),
        Fact("cash-up", "procedure", detail=[r"red cash book"]),
        Fact("keyholder", "wiki"),
    ],
    [
        Note(
            "2026-03-02",
            "shop-suppliers",
            "Suppliers and prices",
            [
                (
                    "Suppliers",
                    [
                        (None, "chat", "Morning! I want to get the shop's suppliers straight in my head."),
                        (
                            "bread-delivery",
                            "",
                            "Our bread comes from Ottoline Bakehouse and their van drops it off at 7:15 every morning.",
                        ),
                        ("veg-delivery", "", "Fruit and veg come from Brookfield Farm on Tuesdays and Fridays."),
                        ("wholesale-rep", "", "My account manager at Fenwick Wholesale is Gary Todd."),
                        (
                            "stock-order",
                            "",
                            "To order dry goods from Fenwick:\n1. Count the shelves on Tuesday evening.\n2. Put the "
                            "order into the Fenwick app before noon on Wednesday.\n3. Check the Thursday delivery "
                            "against the invoice.",
                        ),
                        (None, "oneoff", "Today's Fenwick invoice came to £1,184.60, number FW-228731."),
                    ],
                ),
                (
                    "Prices",
                    [
                        ("markup", "", "My rule is a 30% markup on cost for everything on the grocery shelves."),
                        ("coffee-price", "", "A takeaway coffee costs £2.40."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-04",
            "shop-hours-staff",
            "Opening hours and staff",
            [
                (
                    "Hours",
                    [
                        ("opening-hours", "", "Monday to Saturday we open at 8 and close at 6."),
                        ("sunday-hours", "", "On Sundays we trade from 10 until 2 only."),
                        ("keyholder", "", "My brother Sam is the second keyholder for the shop alarm."),
                    ],
                ),
                (
                    "Staff",
                    [
                        ("saturday-staff", "", "Jodie works the till on Saturdays, 8 till 2."),
                        ("weekday-staff", "", "Marek does weekday afternoons, from 2 until close, Monday to Friday."),
                        ("staff-pay", "", "I pay both of them £12.60 an hour."),
                        (
                            "supplier-calls",
                            "",
                            "I'd rather suppliers text me than ring while the shop is open; I can't talk on the till.",
                        ),
                        (
                            "cash-up",
                            "",
                            "Closing cash-up:\n1. Print the Z report from the till.\n2. Count the drawer down to a "
                            "£100 float.\n3. Bag the takings and put them in the safe with the Z slip.",
                        ),
                        (None, "chat", "Sorry, can you say that again more simply?"),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-09",
            "shop-suppliers",
            "Suppliers and prices",
            [
                (
                    "Suppliers",
                    [
                        (
                            "wholesale-rep",
                            "correct",
                            "Fenwick moved Gary to their Leeds depot, so Sunita Rao is my account manager there now.",
                        ),
                        ("bread-delivery", "", "Loaves arrive from Ottoline's at quarter past seven each day."),
                        ("veg-delivery", "", "Brookfield's lorry brings produce twice a week, Tue and Fri."),
                        (
                            "stock-order",
                            "",
                            "Dry-goods orders go through the Fenwick app by Wednesday midday after a Tuesday shelf "
                            "count, and turn up on Thursday.",
                        ),
                        (None, "oneoff", "Brookfield shorted us two boxes of leeks today; credit note CN-4471."),
                    ],
                ),
                (
                    "Prices",
                    [
                        ("coffee-price", "correct", "A takeaway coffee is £2.60."),
                        (
                            "markup",
                            "refine",
                            "I keep to 30% over cost on groceries, except dairy, which gets 20% so milk stays "
                            "competitive.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-12",
            "shop-hours-staff",
            "Opening hours and staff",
            [
                (
                    "Hours",
                    [
                        (
                            "opening-hours",
                            "correct",
                            "We've changed closing time to 7pm Monday to Saturday; opening is still 8.",
                        ),
                        ("sunday-hours", "", "Sunday is a short day: ten to two."),
                        ("keyholder", "", "If the alarm goes off at night and I can't get there, Sam has keys."),
                    ],
                ),
                (
                    "Staff",
                    [
                        ("saturday-staff", "", "Saturday mornings at the counter are Jodie's shift."),
                        ("weekday-staff", "", "Marek covers Monday-Friday from two o'clock until we lock up."),
                        ("staff-pay", "", "Both staff get twelve sixty per hour."),
                        ("supplier-calls", "", "Messages, not phone calls, from reps during trading hours please."),
                        (
                            "cash-up",
                            "refine",
                            "At close I print the Z report, count the drawer down to the £100 float, bag the takings "
                            "into the safe, and write the day's total in the red cash book.",
                        ),
                        (None, "chat", "Brilliant, thanks, that's everything for today."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. An airport ground-handling team's terse bullet shift log. The two terminals are named only by the log title;
#    the Terminal 1 duty manager changes by name, the radio channel with "changed", the reclaim belt by a bare value.
RAMP = Family(
    "ramp-ops",
    "airport ground-handling shift log",
    "log",
    [
        Fact("t1-duty-mgr", "wiki", now=[r"okonjo"], was=[r"brennan"]),
        Fact("t3-duty-mgr", "wiki"),
        Fact("t1-bag-cutoff", "wiki"),
        Fact("t3-bag-cutoff", "wiki"),
        Fact("radio-channel", "wiki", now=[r"channel 6"], was=[r"channel 4"]),
        Fact("fod-walk", "procedure", detail=[r"fod sheet"]),
        Fact("hivis", "personal"),
        Fact("tug-fleet", "wiki"),
        Fact("defib", "wiki"),
        Fact("stands", "wiki"),
        Fact("lightning", "procedure", detail=[r"pager"]),
        Fact("breaks", "personal"),
        Fact("belt", "wiki", now=[r"belt 5"], was=[r"belt 3"]),
        Fact("deicing", "procedure"),
    ],
    [
        Note(
            "2026-02-09",
            "t1-ramp-log",
            "Terminal 1 ramp log",
            [
                (
                    "",
                    [
                        ("t1-duty-mgr", "", "duty mgr this terminal: Niall Brennan, callsign Ramp One"),
                        ("t1-bag-cutoff", "", "bag make-up closes 40 min before STD, all flights here"),
                        ("radio-channel", "", "ramp ops talk on channel 4"),
                        ("fod-walk", "", "FOD walk stands 1-12 at 05:30 before first wave, two people per line"),
                        ("hivis", "", "hi-vis + ear defenders on the apron at all times, no exceptions"),
                        ("tug-fleet", "", "baggage tractor fleet here: 9 units"),
                        ("defib", "", "defib + first aid kit in the ops cabin by door 3"),
                        (None, "oneoff", "EZY412 late inbound, turned round in 28 min"),
                        (None, "oneoff", "11 staff on shift"),
                    ],
                )
            ],
        ),
        Note(
            "2026-02-09",
            "t3-ramp-log",
            "Terminal 3 ramp log",
            [
                (
                    "",
                    [
                        ("t3-duty-mgr", "", "duty mgr: Lucía Ferraz"),
                        ("t3-bag-cutoff", "", "bag make-up closes 50 min before STD, long-haul rule"),
                        ("stands", "", "widebodies on stands 21-24 only; nothing bigger than A321 on 25-30"),
                        (
                            "lightning",
                            "",
                            "lightning within 5 km: stop all ramp work, everyone to the crew room, resume 15 min "
                            "after last strike",
                        ),
                        ("breaks", "", "breaks staggered, max two off at once per team"),
                        ("belt", "", "domestic arrivals reclaim: belt 3"),
                        (None, "oneoff", "belt 2 jammed 14:10, cleared 14:25"),
                    ],
                )
            ],
        ),
        Note(
            "2026-02-11",
            "t1-ramp-log",
            "Terminal 1 ramp log",
            [
                (
                    "",
                    [
                        (
                            "t1-duty-mgr",
                            "correct",
                            "duty mgr from this shift: Adaeze Okonjo; Brennan moved to cargo",
                        ),
                        ("radio-channel", "correct", "radio plan changed: ramp ops moved to channel 6"),
                        ("t1-bag-cutoff", "", "hold baggage shuts forty minutes pre-departure"),
                        (
                            "fod-walk",
                            "refine",
                            "FOD walk 05:30 stands 1-12, two per line; lead signs the FOD sheet in the ops cabin after",
                        ),
                        ("tug-fleet", "", "nine tractors on strength this side"),
                        ("defib", "", "AED and first-aid box: ops cabin, next to door 3"),
                        (
                            "deicing",
                            "",
                            "de-icing:\n1. flight crew asks the turnaround coordinator\n2. coordinator books a slot "
                            "on the ops screen\n3. tow to Pad D, rig gives hold-over time to crew",
                        ),
                        (None, "oneoff", "INC-40772 raised: loader scraped cargo door on stand 7"),
                    ],
                )
            ],
        ),
        Note(
            "2026-02-13",
            "t3-ramp-log",
            "Terminal 3 ramp log",
            [
                (
                    "",
                    [
                        ("t3-duty-mgr", "", "Ferraz still running this terminal's shifts"),
                        ("t3-bag-cutoff", "", "check-in luggage for the big jets: fifty minutes out, then it's shut"),
                        ("belt", "correct", "domestic reclaim: belt 5"),
                        (
                            "lightning",
                            "refine",
                            "lightning inside 5 km: all ramp work stops, crew room, restart 15 min after last strike; "
                            "alert comes from the Met desk by pager",
                        ),
                        ("breaks", "", "no more than two per team on break at one time"),
                        ("hivis", "", "apron: high-visibility vest and hearing protection always"),
                        ("stands", "", "A330/B787 only on 21-24"),
                        (
                            "deicing",
                            "",
                            "de-ice: ask turnaround coordinator, slot booked on ops screen, tow to Pad D, hold-over "
                            "time passed to crew",
                        ),
                        (None, "chat", "cheers all, grim weather, good shift"),
                    ],
                )
            ],
        ),
    ],
)

# 4. A community orchestra's resource notes. The librarian changes by name (a role taken on, no marker word), the
#    rehearsal venue with "actually", the subscription by a bare new value.
ORCHESTRA = Family(
    "community-orchestra",
    "community orchestra handbook",
    "resource",
    [
        Fact("rehearsal-night", "wiki"),
        Fact("rehearsal-venue", "wiki", now=[r"brackley"], was=[r"aldhelm"]),
        Fact("setup", "procedure"),
        Fact("absence-rule", "personal"),
        Fact("conductor", "wiki"),
        Fact("strings-rep", "wiki"),
        Fact("winds-rep", "wiki"),
        Fact("md-pref", "personal"),
        Fact("librarian", "wiki", now=[r"agnieszka|wolny"], was=[r"hugh|penrose"]),
        Fact("catalogue", "wiki"),
        Fact("score-loan", "procedure", detail=[r"pencil"]),
        Fact("strings-sectional", "wiki"),
        Fact("winds-sectional", "wiki"),
        Fact("subs", "wiki", now=[r"105"], was=[r"90"]),
    ],
    [
        Note(
            "2026-04-06",
            "orchestra-handbook",
            "Orchestra handbook",
            [
                (
                    "Rehearsals",
                    [
                        ("rehearsal-night", "", "Full rehearsals run on Tuesday evenings from 19:30 to 21:30."),
                        ("rehearsal-venue", "", "We rehearse in St Aldhelm's church hall on Quarry Road."),
                        (
                            "setup",
                            "",
                            "Setting up the hall:\n1. Take the chairs from the side store and lay out four rows in a "
                            "horseshoe.\n2. Bring the music stands from the cupboard under the stage.\n3. Wheel the "
                            "timpani out of the locked back room; the key is in the kitchen drawer.",
                        ),
                        (
                            "absence-rule",
                            "",
                            "Members who can't make a rehearsal tell their section rep by Monday evening.",
                        ),
                    ],
                ),
                (
                    "People",
                    [
                        ("conductor", "", "Our musical director is Ines Carvalho."),
                        ("strings-rep", "", "Strings section rep: Tom Ashdown."),
                        ("winds-rep", "", "Wind and brass section rep: Priya Mehta."),
                        (
                            "md-pref",
                            "",
                            "Ines wants everyone seated and tuned to the oboe's A by 19:30 sharp, with phones away.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-08",
            "score-library",
            "Score library",
            [
                (
                    "",
                    [
                        ("librarian", "", "Hugh Penrose is the orchestra's librarian and looks after the scores."),
                        (
                            "catalogue",
                            "",
                            "The catalogue of our 412 sets of parts lives in a shared spreadsheet called OrchLib on "
                            "Google Drive.",
                        ),
                        (
                            "score-loan",
                            "",
                            "To borrow parts:\n1. Write the title, the part and your name in the loan book.\n2. Take "
                            "the folder home.\n3. Return it within a week of the concert.",
                        ),
                        (None, "oneoff", "This week Hugh found three missing second violin parts for the Dvořák."),
                        (None, "chat", "Huge thanks to Hugh for sorting out the cupboard."),
                    ],
                )
            ],
        ),
        Note(
            "2026-04-13",
            "orchestra-handbook",
            "Orchestra handbook",
            [
                (
                    "Rehearsals",
                    [
                        (
                            "rehearsal-venue",
                            "correct",
                            "Actually, rehearsals have moved to Brackley Community Centre on Mill Street while the "
                            "church hall roof is repaired.",
                        ),
                        ("rehearsal-night", "", "We meet weekly on Tuesdays, half seven to half nine."),
                        (
                            "strings-sectional",
                            "",
                            "Strings hold sectionals on Thursday evenings in the Greyfield School music room.",
                        ),
                        (
                            "winds-sectional",
                            "",
                            "Wind sectionals are on the second Saturday of each month, 10:00 to 12:00.",
                        ),
                        (
                            "setup",
                            "",
                            "Before we play: chairs out of the side store in a horseshoe, stands from under the stage, "
                            "timpani from the back room (key in the kitchen drawer).",
                        ),
                    ],
                ),
                (
                    "Membership",
                    [
                        ("subs", "", "The annual subscription is £90, payable in September."),
                        (
                            "absence-rule",
                            "",
                            "If you'll be away on a Tuesday, let your section rep know the night before.",
                        ),
                        (None, "oneoff", "Attendance tonight: 38 players plus two depping percussionists."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-15",
            "score-library",
            "Score library",
            [
                (
                    "",
                    [
                        (
                            "librarian",
                            "correct",
                            "Questions about scores and parts go to Agnieszka Wolny, who took on the librarian role "
                            "when Hugh stepped down.",
                        ),
                        (
                            "score-loan",
                            "refine",
                            "Borrowing parts: sign them out in the loan book, take them home, mark them in pencil "
                            "only, and bring them back within a week of the concert.",
                        ),
                        ("catalogue", "", "OrchLib, the Drive sheet, lists every set we own: 412 at last count."),
                    ],
                )
            ],
        ),
        Note(
            "2026-04-20",
            "orchestra-handbook",
            "Orchestra handbook",
            [
                (
                    "People",
                    [
                        ("conductor", "", "Ines Carvalho conducts and chooses the programme."),
                        ("strings-rep", "", "Tom Ashdown speaks for the violins, violas, cellos and basses."),
                        ("winds-rep", "", "Priya Mehta represents woodwind and brass players."),
                        (
                            "md-pref",
                            "",
                            "Be in your chair, instrument ready, when the oboe sounds at half past; mobiles silenced "
                            "and out of sight.",
                        ),
                    ],
                ),
                (
                    "Membership",
                    [
                        ("subs", "correct", "Yearly subscription: £105, concession £50."),
                        (
                            "strings-sectional",
                            "",
                            "String players meet separately on Thursday nights in Greyfield School's music room.",
                        ),
                        (
                            "winds-sectional",
                            "",
                            "Woodwind and brass run their own session one Saturday morning a month (the second).",
                        ),
                        (None, "chat", "See you all at the summer concert!"),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [SCHOOL, SHOP, RAMP, ORCHESTRA]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "school-office": [("beech-lunch", "canal-lunch"), ("beech-lead", "canal-lead")],
    "corner-shop": [("bread-delivery", "veg-delivery"), ("saturday-staff", "weekday-staff")],
    "ramp-ops": [("t1-duty-mgr", "t3-duty-mgr"), ("t1-bag-cutoff", "t3-bag-cutoff")],
    "community-orchestra": [("strings-rep", "winds-rep"), ("strings-sectional", "winds-sectional")],
}

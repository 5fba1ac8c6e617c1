"""A fourth frozen holdout: four families written blind to the engine (climbing gym staff meeting minutes, a
freelance translator's session notes, a hotel night-audit log, a university lab's prose journal), frozen before
the dream ran on them; never tuned on."""

from tests.dream_suite import Fact, Family, Note

# 1. Climbing gym staff meetings, minutes under agenda headings. The two gyms are named only by their section
#    headings ("here", "this site"); the Harbour Street manager changes by name without a marker word, the day
#    pass price with "now", the kids' club day by a bare new value.
GYM = Family(
    "climbgym",
    "climbing gym staff meetings",
    "minutes",
    [
        Fact("harbour-reset", "wiki"),
        Fact("mill-reset", "wiki"),
        Fact("harbour-manager", "wiki", now=[r"ravi|okonkwo"], was=[r"dana|whitfield"]),
        Fact("mill-manager", "wiki"),
        Fact("day-pass", "wiki", now=[r"\b18\b"], was=[r"\b16\b"]),
        Fact("kids-club", "wiki", now=[r"saturday"], was=[r"sunday"]),
        Fact("chalk-supplier", "wiki"),
        Fact("rope-retire", "wiki", detail=[r"core|sheath"]),
        Fact("rota-app", "wiki"),
        Fact("peak-climbing", "personal"),
        Fact("owner-incidents", "personal"),
        Fact("autobelay-check", "procedure"),
        Fact("induction", "procedure", detail=[r"waiver"]),
        Fact("shoe-cleaning", "procedure"),
    ],
    [
        Note(
            "2026-06-01",
            "staff-meeting",
            "Staff meeting, 1 June",
            [
                (
                    "Attendance",
                    [
                        (None, "oneoff", "Present: Marisol, Dana, Jonas, Lotte, Femi; Ravi joined late."),
                        (None, "chat", "Cake for Lotte's birthday afterwards, thanks to Femi for baking."),
                    ],
                ),
                (
                    "Harbour Street",
                    [
                        ("harbour-reset", "", "Routes here are stripped and reset every Monday morning."),
                        ("harbour-manager", "", "Dana Whitfield manages this site day to day."),
                    ],
                ),
                (
                    "Old Mill",
                    [
                        ("mill-reset", "", "This site resets its boulders on Thursdays."),
                        ("mill-manager", "", "Jonas Pelt is the site manager here."),
                        ("kids-club", "", "The kids' club at this location meets on Sunday mornings."),
                    ],
                ),
                (
                    "Prices and stock",
                    [
                        ("day-pass", "", "An adult day pass costs 16 pounds at both gyms."),
                        ("chalk-supplier", "", "Loose chalk and chalk balls are ordered from Grippa Supplies."),
                    ],
                ),
                (
                    "Staff rules",
                    [
                        (
                            "peak-climbing",
                            "",
                            "Staff may not climb for themselves between 5 and 8 pm on weekdays; the floor comes first.",
                        ),
                        (
                            "owner-incidents",
                            "",
                            "Marisol wants every incident report emailed to her within 24 hours of it happening.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-03",
            "safety-meeting",
            "Safety meeting, 3 June",
            [
                (
                    "Auto-belays",
                    [
                        (
                            "autobelay-check",
                            "",
                            "Daily auto-belay check before opening:\n1. Pull each lanyard out fully and let it "
                            "retract.\n2. Inspect the carabiner gate and the webbing for wear.\n3. Sign the check "
                            "sheet on the clipboard by the front desk.",
                        ),
                        (None, "oneoff", "Service visit for unit 4 booked under job number AB-30917."),
                    ],
                ),
                (
                    "Ropes",
                    [
                        ("rope-retire", "", "Top ropes are taken out of service after 18 months of use."),
                    ],
                ),
                (
                    "New climbers",
                    [
                        (
                            "induction",
                            "",
                            "Induction for first-timers:\n1. Show the fall zones and the mat gaps.\n2. Teach how "
                            "to down-climb and jump off safely.\n3. Watch them do one easy problem before letting "
                            "them loose.",
                        ),
                        (
                            "owner-incidents",
                            "",
                            "Reports of accidents go to Marisol by email, no later than a day after.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-08",
            "staff-meeting",
            "Staff meeting, 8 June",
            [
                (
                    "Harbour Street",
                    [
                        ("harbour-manager", "correct", "Ravi Okonkwo runs this site from this week."),
                        ("harbour-reset", "", "Monday is still the setting day for the walls here."),
                        (None, "oneoff", "A climber sprained an ankle on Saturday; the report is filed."),
                    ],
                ),
                (
                    "Old Mill",
                    [
                        ("kids-club", "correct", "Kids' club here meets on Saturday mornings."),
                        ("mill-manager", "", "Jonas remains in charge of this gym."),
                        ("mill-reset", "", "New boulder problems go up here every Thursday."),
                    ],
                ),
                (
                    "Prices and stock",
                    [
                        ("day-pass", "correct", "The adult day pass is now 18 pounds after the price review."),
                        ("chalk-supplier", "", "We keep buying our chalk through Grippa."),
                        ("rota-app", "", "Shifts are published in the Rotaboard app every Friday."),
                    ],
                ),
                (
                    "Any other business",
                    [
                        (None, "chat", "Thanks everyone for covering the bank holiday."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-10",
            "safety-meeting",
            "Safety meeting, 10 June",
            [
                (
                    "Ropes",
                    [
                        (
                            "rope-retire",
                            "refine",
                            "Top ropes are retired after 18 months, or at once if the sheath is worn through to "
                            "the core.",
                        ),
                    ],
                ),
                (
                    "New climbers",
                    [
                        (
                            "induction",
                            "refine",
                            "First-timers must sign the waiver at the desk before the induction, which covers fall "
                            "zones, down-climbing and one supervised easy problem.",
                        ),
                    ],
                ),
                (
                    "Hire shoes",
                    [
                        (
                            "shoe-cleaning",
                            "",
                            "Hire shoes after each return:\n1. Spray the inside with disinfectant.\n2. Leave them "
                            "on the drying rack for an hour.\n3. Put them back on the shelf by size.",
                        ),
                    ],
                ),
                (
                    "Staff rules",
                    [
                        (
                            "peak-climbing",
                            "",
                            "During the weekday evening rush, 17:00 to 20:00, staff stay off the walls.",
                        ),
                        (
                            "autobelay-check",
                            "",
                            "Each morning the auto-belays get a full pull test, a look at gates and straps, and a "
                            "signature on the sheet.",
                        ),
                        ("rota-app", "", "The weekly rota goes out on Rotaboard."),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Freelance translator, chat session notes, first person. The two clients are named by their section headings
#    ("the client"); the Brightwater contact changes by name without a marker, its deadline by a bare new value,
#    the word rate with "actually".
TRANSLATOR = Family(
    "translator",
    "freelance translation business",
    "session",
    [
        Fact("languages", "personal"),
        Fact("word-rate", "personal", now=[r"0\.12"], was=[r"0\.10"]),
        Fact("minimum-fee", "personal"),
        Fact("no-weekends", "personal"),
        Fact("no-medical", "personal"),
        Fact("hallberg-contact", "wiki"),
        Fact("bw-contact", "wiki", now=[r"felix|brandt"], was=[r"noor|haddad"]),
        Fact("hallberg-deadline", "wiki"),
        Fact("bw-deadline", "wiki", now=[r"\b12 june"], was=[r"\b5 june"]),
        Fact("hallberg-payment", "wiki"),
        Fact("cat-tool", "wiki"),
        Fact("invoicing", "procedure", detail=[r"purchase order|po number"]),
        Fact("glossary", "procedure", detail=[r"excel|xlsx"]),
        Fact("backup", "procedure"),
    ],
    [
        Note(
            "2026-05-18",
            "translation-work",
            "Translation work and clients",
            [
                (
                    "About me",
                    [
                        (None, "chat", "Good morning! Can you help me get my client notes in order?"),
                        ("languages", "", "I translate from German and Dutch into English, nothing else."),
                        ("word-rate", "", "My standard rate is 0.10 euros per source word."),
                        ("minimum-fee", "", "Any job, however short, is billed at least 35 euros."),
                        ("no-weekends", "", "I don't work Saturdays or Sundays, so deadlines must avoid them."),
                        ("no-medical", "", "I turn down medical and pharmaceutical texts."),
                    ],
                ),
                (
                    "Hallberg Verlag",
                    [
                        ("hallberg-contact", "", "My editor at the client is Sabine Ostermann."),
                        (
                            "hallberg-deadline",
                            "",
                            "The novel translation for them is due on 30 June.",
                        ),
                        ("hallberg-payment", "", "They pay invoices 45 days after receipt."),
                    ],
                ),
                (
                    "Brightwater",
                    [
                        ("bw-contact", "", "Noor Haddad is my project manager at the client."),
                        ("bw-deadline", "", "Their app string batch has to be delivered by 5 June."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-20",
            "workflow",
            "My translation workflow",
            [
                (
                    "Tools",
                    [
                        ("cat-tool", "", "I do all my translation work in memoQ."),
                        (
                            "glossary",
                            "",
                            "When a new client starts:\n1. Ask them for any existing terminology.\n2. Build a "
                            "termbase for them in the CAT tool.\n3. Send the key terms back for approval.",
                        ),
                        (
                            "backup",
                            "",
                            "Backing up:\n1. Export the memoQ project each evening.\n2. Copy the export to the "
                            "external drive.\n3. Sync the drive folder to my cloud storage.",
                        ),
                    ],
                ),
                (
                    "Billing",
                    [
                        (
                            "invoicing",
                            "",
                            "How I invoice:\n1. Count the source words in the final file.\n2. Create the invoice "
                            "in my accounting app.\n3. Email it as a PDF to the client's accounts address.",
                        ),
                        ("minimum-fee", "", "Small jobs still cost the client 35 euros at minimum."),
                        (None, "oneoff", "Invoice 2026-041 went to Hallberg today for 2,310 euros."),
                        (None, "chat", "Could you say that last part more simply?"),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-25",
            "client-update",
            "Client update",
            [
                (
                    "Rates",
                    [
                        ("word-rate", "correct", "Actually, I've raised my per-word price to 0.12 euros."),
                        ("languages", "", "My language pairs stay German to English and Dutch to English."),
                        ("no-medical", "", "I still refuse anything pharmaceutical or clinical."),
                    ],
                ),
                (
                    "Brightwater",
                    [
                        ("bw-contact", "correct", "Felix Brandt manages my projects at the client."),
                        ("bw-deadline", "correct", "The app strings are due on 12 June."),
                        (None, "oneoff", "Their portal gave me access code BW-7730 for this batch."),
                    ],
                ),
                (
                    "Hallberg Verlag",
                    [
                        ("hallberg-contact", "", "Sabine remains my editor there."),
                        (
                            "hallberg-payment",
                            "",
                            "The publisher settles its bills a month and a half after I send them.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-28",
            "workflow",
            "Workflow check",
            [
                (
                    "Tools and billing",
                    [
                        (
                            "invoicing",
                            "refine",
                            "Every invoice I send must quote the client's purchase order number, along with the "
                            "source word count.",
                        ),
                        (
                            "glossary",
                            "refine",
                            "New clients get their key terms sent to them as an Excel sheet for sign-off before I "
                            "translate.",
                        ),
                        ("cat-tool", "", "memoQ is the CAT tool I use for every project."),
                        (
                            "backup",
                            "",
                            "Every night the project export goes to the external disk and then up to the cloud.",
                        ),
                        ("no-weekends", "", "Weekends are off for me; no delivery dates on them."),
                        (
                            "hallberg-deadline",
                            "",
                            "Hallberg expects the finished novel at the end of June, on the 30th.",
                        ),
                        (None, "chat", "Thanks, that's really helpful."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Hotel night audit, terse bullet log. The main building and the annex are sibling subjects; the on-call
#    manager changes by name without a marker, the audit start with "moved", the float with "actually".
AUDIT = Family(
    "nightaudit",
    "hotel night audit",
    "log",
    [
        Fact("audit-time", "wiki", now=[r"01:30"], was=[r"02:00"]),
        Fact("pms", "wiki"),
        Fact("main-firepanel", "wiki"),
        Fact("annex-firepanel", "wiki"),
        Fact("main-masterkeys", "wiki"),
        Fact("annex-masterkeys", "wiki"),
        Fact("oncall-manager", "wiki", now=[r"beatriz|lume"], was=[r"stig|halvorsen"]),
        Fact("cash-float", "wiki", now=[r"\b250\b"], was=[r"\b300\b"]),
        Fact("city-tax", "wiki", detail=[r"under 12|children"]),
        Fact("walkin-preauth", "personal"),
        Fact("desk-rule", "personal"),
        Fact("gm-flash", "personal"),
        Fact("noshow", "procedure"),
        Fact("day-close", "procedure", detail=[r"in-house list|in house list"]),
    ],
    [
        Note(
            "2026-07-06",
            "night-audit",
            "Night audit log",
            [
                (
                    "",
                    [
                        ("audit-time", "", "audit roll at 02:00"),
                        ("pms", "", "PMS = HostPoint, audit module under Reports > Night"),
                        ("main-firepanel", "", "main building fire panel: behind reception, left door"),
                        ("annex-firepanel", "", "annex fire panel: laundry corridor, ground floor"),
                        ("oncall-manager", "", "on-call duty manager: Stig Halvorsen, 0471 220 914"),
                        ("cash-float", "", "desk float 300 EUR, count at start of shift"),
                        (None, "oneoff", "occupancy 182/214 rooms"),
                        (None, "oneoff", "rm 214 heating complaint 03:10, engineer called"),
                    ],
                )
            ],
        ),
        Note(
            "2026-07-07",
            "night-audit",
            "Night audit log",
            [
                (
                    "",
                    [
                        ("main-masterkeys", "", "main bldg master keycards: 4 in the safe"),
                        ("annex-masterkeys", "", "annex master keycards: 2, in the annex key box"),
                        ("walkin-preauth", "", "rule: walk-ins after midnight -> 150 EUR card pre-auth, no cash"),
                        ("desk-rule", "", "never leave desk unmanned; call security for cover"),
                        ("gm-flash", "", "GM Odile wants flash report in her inbox by 06:00"),
                        (
                            "noshow",
                            "",
                            "no-shows:\n1. check guaranteed flag\n2. post 1 night charge to card on file\n"
                            "3. cancel rest of stay, note in profile",
                        ),
                        ("city-tax", "", "city tax 3.50 EUR per person per night"),
                        (None, "chat", "quiet night, thanks Karim for the coffee"),
                    ],
                )
            ],
        ),
        Note(
            "2026-07-09",
            "night-audit",
            "Night audit log",
            [
                (
                    "",
                    [
                        ("audit-time", "correct", "audit roll moved to 01:30"),
                        ("oncall-manager", "correct", "duty mgr on call: Beatriz Lume, 0471 338 605"),
                        ("cash-float", "correct", "float is actually 250 EUR, not what I wrote before"),
                        (
                            "day-close",
                            "",
                            "end of day close:\n1. balance cash + cards\n2. run audit in HostPoint\n"
                            "3. print reports to the audit binder",
                        ),
                        ("pms", "", "HostPoint still the property system"),
                        ("main-firepanel", "", "fire alarm panel for main bldg sits behind reception"),
                        (None, "oneoff", "late arrival conf RX-55102 checked in 02:40"),
                    ],
                )
            ],
        ),
        Note(
            "2026-07-11",
            "night-audit",
            "Night audit log",
            [
                (
                    "",
                    [
                        ("city-tax", "refine", "city tax 3.50 pp/night; children under 12 exempt"),
                        (
                            "day-close",
                            "refine",
                            "day close: balance, run audit, print reports, also print in-house list for the desk",
                        ),
                        ("annex-firepanel", "", "annex alarm panel = laundry corridor"),
                        ("main-masterkeys", "", "4 master cards for main building, safe"),
                        ("annex-masterkeys", "", "annex key box holds the 2 annex masters"),
                        ("walkin-preauth", "", "no cash walk-ins past 00:00, 150 pre-auth on a card"),
                        ("desk-rule", "", "desk staffed at all times, security covers breaks"),
                        ("gm-flash", "", "flash report to Odile before 06:00"),
                        ("noshow", "", "no-show = guaranteed? charge first night, cancel the rest"),
                        ("audit-time", "", "audit rolled 01:30 as scheduled"),
                    ],
                )
            ],
        ),
    ],
)

# 4. University lab journal, hand-written prose, third person. The confocal and the cytometer are sibling
#    instruments; the safety officer changes by name with "now", the waste day with "actually", the lone-working
#    hour by a bare new value.
LAB = Family(
    "labjournal",
    "university research lab journal",
    "prose",
    [
        Fact("confocal-booking", "wiki"),
        Fact("cytometer-booking", "wiki"),
        Fact("confocal-tech", "wiki"),
        Fact("cytometer-tech", "wiki"),
        Fact("safety-officer", "wiki", now=[r"hiroshi|tan\b"], was=[r"felix|arnau"]),
        Fact("waste-day", "wiki", now=[r"tuesday"], was=[r"wednesday"]),
        Fact("ln2", "wiki"),
        Fact("pipettes", "wiki", detail=[r"calitek"]),
        Fact("freezer", "wiki"),
        Fact("goggles", "personal"),
        Fact("lone-working", "personal", now=[r"18:00"], was=[r"19:00"]),
        Fact("pi-orders", "personal"),
        Fact("spill", "procedure", detail=[r"vermiculite"]),
        Fact("autoclave", "procedure"),
    ],
    [
        Note(
            "2026-09-07",
            "lab-journal",
            "Lab journal",
            [
                (
                    "Equipment",
                    [
                        (
                            "confocal-booking",
                            "",
                            "The confocal microscope is reserved through the faculty's SlotBook calendar.",
                        ),
                        (
                            "cytometer-booking",
                            "",
                            "The flow cytometer, by contrast, is booked on the paper sheet taped to its door.",
                        ),
                        ("confocal-tech", "", "Agnieszka Wrona looks after the confocal."),
                        ("cytometer-tech", "", "Bram Oduya is the technician responsible for the cytometer."),
                        ("freezer", "", "The minus eighty freezer stands in room B214."),
                        (None, "oneoff", "Today Kemal ran 48 samples on the cytometer before lunch."),
                    ],
                ),
                (
                    "Rules",
                    [
                        ("goggles", "", "Everyone wears safety goggles once past the yellow line on the floor."),
                        ("lone-working", "", "No one may work alone in the lab after 19:00."),
                        (
                            "pi-orders",
                            "",
                            "Professor Mensah insists that any order above 500 pounds is approved by her first.",
                        ),
                        ("safety-officer", "", "The department safety officer is Dr Felix Arnau."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-09",
            "lab-journal",
            "Lab journal",
            [
                (
                    "Protocols",
                    [
                        (
                            "spill",
                            "",
                            "For a chemical spill:\n1. Warn others and clear the area.\n2. Put on gloves and "
                            "goggles.\n3. Contain the spill from the edges inwards.\n4. Bag the waste and log the "
                            "spill.",
                        ),
                        (
                            "autoclave",
                            "",
                            "Running the autoclave:\n1. Loosen bottle caps and add indicator tape.\n2. Choose "
                            "the 121 degree liquid cycle.\n3. Wait until the chamber reads below 80 degrees before "
                            "opening.",
                        ),
                    ],
                ),
                (
                    "Supplies and services",
                    [
                        ("waste-day", "", "Chemical waste is collected from the store on Wednesdays."),
                        ("ln2", "", "Cryoline refills the liquid nitrogen dewar every Monday."),
                        ("pipettes", "", "The lab's pipettes are calibrated twice a year."),
                        (None, "chat", "Someone left a very good lemon cake in the tea room."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-14",
            "lab-journal",
            "Lab journal",
            [
                (
                    "Rules",
                    [
                        ("lone-working", "correct", "Lone working in the lab is not allowed after 18:00."),
                        (
                            "safety-officer",
                            "correct",
                            "Hiroshi Tan is now the department's safety officer.",
                        ),
                        ("goggles", "", "Eye protection stays on beyond the yellow floor marking."),
                        (
                            "pi-orders",
                            "",
                            "Purchases over 500 pounds still need the professor's sign-off before they go in.",
                        ),
                    ],
                ),
                (
                    "Equipment",
                    [
                        ("confocal-booking", "", "Confocal time is claimed on SlotBook."),
                        ("cytometer-booking", "", "Cytometer slots go on the sign-up sheet on its door."),
                        ("cytometer-tech", "", "Problems with the cytometer go to Bram."),
                        ("freezer", "", "Samples at minus eighty are kept in B214."),
                        (None, "oneoff", "The confocal laser tripped at 15:20 and was restarted."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-16",
            "lab-journal",
            "Lab journal",
            [
                (
                    "Supplies and services",
                    [
                        ("waste-day", "correct", "Chemical waste actually goes out on Tuesdays."),
                        (
                            "pipettes",
                            "refine",
                            "The six-monthly pipette calibration is done on site by Calitek.",
                        ),
                        ("ln2", "", "The nitrogen dewar is topped up by Cryoline at the start of each week."),
                        ("confocal-tech", "", "Agnieszka is the person to ask about the confocal."),
                    ],
                ),
                (
                    "Protocols",
                    [
                        (
                            "spill",
                            "refine",
                            "A spill is to be contained with vermiculite from the spill kit, working from the "
                            "edges inwards, after clearing the area and putting on gloves and goggles.",
                        ),
                        (
                            "autoclave",
                            "",
                            "Autoclave loads run on the 121 degree liquid cycle with caps loose and indicator tape, "
                            "and the door stays shut until the chamber drops under 80.",
                        ),
                        (None, "chat", "Kemal asked for the protocol to be rephrased more plainly."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [GYM, TRANSLATOR, AUDIT, LAB]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "climbgym": [("harbour-reset", "mill-reset"), ("harbour-manager", "mill-manager")],
    "translator": [("hallberg-contact", "bw-contact"), ("hallberg-deadline", "bw-deadline")],
    "nightaudit": [("main-firepanel", "annex-firepanel"), ("main-masterkeys", "annex-masterkeys")],
    "labjournal": [("confocal-booking", "cytometer-booking"), ("confocal-tech", "cytometer-tech")],
}

"""A second tuning half: four families written blind to the engine (law firm matter notes, a home renovation,
an e-commerce warehouse log, a hospital ward handover). Tuned on from the commit that added them."""

from tests.dream_suite import Fact, Family, Note

# 1. Law firm matter notes, hand-written prose, third person. Orion Shipping is named only by its notes' title
#    ("the client"); the supervising partner changes by name without a marker word; the limitation date is
#    corrected by a bare new value.
LAW = Family(
    "lawfirm",
    "law firm matter notes",
    "prose",
    [
        Fact("henley-retainer", "wiki"),
        Fact("orion-retainer", "wiki"),
        Fact("henley-contact", "wiki"),
        Fact("orion-contact", "wiki"),
        Fact("henley-partner", "wiki", now=[r"tom[aá]s|reyes"], was=[r"priya|nair"]),
        Fact("orion-limitation", "wiki", now=[r"\b2 september"], was=[r"\b14 september"]),
        Fact("fee-cap", "wiki", now=[r"30,000"], was=[r"25,000"]),
        Fact("expert-witness", "wiki", detail=[r"30 june"]),
        Fact("paralegal-days", "personal", now=[r"thursday"], was=[r"friday"]),
        Fact("billing-units", "personal"),
        Fact("email-subject", "personal"),
        Fact("partner-pref", "personal"),
        Fact("conflict-check", "procedure", detail=[r"identity"]),
        Fact("court-bundle", "procedure"),
        Fact("file-closing", "procedure"),
    ],
    [
        Note(
            "2026-04-13",
            "henley-matter",
            "Henley Foods matter",
            [
                (
                    "Background",
                    [
                        (
                            "henley-retainer",
                            "",
                            "Henley Foods pays the firm a monthly retainer of 4,000 pounds for general "
                            "commercial advice.",
                        ),
                        ("henley-partner", "", "Priya Nair is the supervising partner on the matter."),
                        ("henley-contact", "", "Our instructing contact there is Gareth Lowe, the general counsel."),
                        (
                            "fee-cap",
                            "",
                            "The engagement letter caps fees for the trademark opposition at 25,000 pounds.",
                        ),
                    ],
                ),
                (
                    "Working practice",
                    [
                        (
                            "partner-pref",
                            "",
                            "Priya wants draft letters sent to her in Word with tracked changes, never as PDF.",
                        ),
                        (
                            "email-subject",
                            "",
                            "Every email to a client must carry the matter number in its subject line.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Today's call with Gareth ran to 45 minutes and was billed to the trademark workstream.",
                        ),
                        (None, "chat", "The coffee machine on the fourth floor is broken again."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-13",
            "orion-matter",
            "Orion Shipping matter",
            [
                (
                    "Background",
                    [
                        ("orion-retainer", "", "The client pays a retainer of 6,500 pounds a month."),
                        ("orion-contact", "", "Our contact at the client is Ines Varga, head of legal."),
                        ("orion-limitation", "", "Limitation on the cargo damage claim runs out on 14 September 2026."),
                        ("expert-witness", "", "Dr Colm Healy, a marine surveyor, has been instructed as the expert."),
                    ],
                ),
                (
                    "Office",
                    [
                        ("paralegal-days", "", "Marta, the team's paralegal, works from home on Fridays."),
                        (None, "chat", "Thanks to Marta for staying late to finish the bundle."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-14",
            "team-meeting",
            "Litigation team meeting",
            [
                (
                    "Opening new matters",
                    [
                        (
                            "conflict-check",
                            "",
                            "Before a new matter is opened:\n1. Run the conflict search in Intapp.\n"
                            "2. Get the supervising partner's sign-off.\n3. Send the engagement letter for "
                            "countersignature.",
                        )
                    ],
                ),
                (
                    "Time and correspondence",
                    [
                        ("billing-units", "", "The firm records time in units of six minutes."),
                        (
                            "email-subject",
                            "",
                            "Nothing goes out to a client without the file number heading the email.",
                        ),
                    ],
                ),
                (
                    "Hearings and closing",
                    [
                        (
                            "court-bundle",
                            "",
                            "Court bundles are paginated, indexed and filed electronically via CE-File at least "
                            "seven days before a hearing.",
                        ),
                        (
                            "file-closing",
                            "",
                            "To close a file:\n1. Remove duplicate documents.\n2. Export the file to the iManage "
                            "archive.\n3. Set a destruction date seven years out.",
                        ),
                    ],
                ),
                (
                    "Attendance",
                    [
                        (None, "oneoff", "Present: Priya, Tomás, Marta and two trainees; apologies from Sam."),
                        (None, "chat", "Lunch was sandwiches from the place across the road."),
                    ],
                ),
            ],
            style="minutes",
        ),
        Note(
            "2026-04-16",
            "henley-matter",
            "Henley Foods matter",
            [
                (
                    "Update",
                    [
                        ("henley-partner", "correct", "Tomás Reyes has taken over supervision of the matter."),
                        (
                            "fee-cap",
                            "correct",
                            "The fee cap for the trademark opposition was changed to 30,000 pounds after the "
                            "scope grew.",
                        ),
                        ("henley-retainer", "", "Four thousand a month remains the standing sum Henley pays us."),
                        (
                            "henley-contact",
                            "",
                            "Gareth Lowe still heads their in-house lawyers and gives us instructions.",
                        ),
                        ("billing-units", "", "Hours are logged in tenths."),
                    ],
                ),
                (
                    "Office",
                    [
                        ("paralegal-days", "correct", "From today Marta works from home on Thursdays instead."),
                        (None, "oneoff", "Official fee receipt TM-88213 arrived from the IPO this morning."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-17",
            "orion-matter",
            "Orion Shipping matter",
            [
                (
                    "Update",
                    [
                        (
                            "orion-limitation",
                            "correct",
                            "The limitation period for the cargo claim ends on 2 September 2026.",
                        ),
                        (
                            "expert-witness",
                            "refine",
                            "Dr Colm Healy, our marine surveyor expert, must deliver his report by 30 June.",
                        ),
                        ("orion-retainer", "", "Their standing monthly payment to us is unchanged at 6,500."),
                        ("orion-contact", "", "Instructions on the claim come from Ines Varga."),
                    ],
                ),
                (
                    "Procedure",
                    [
                        (
                            "conflict-check",
                            "refine",
                            "Before opening a matter, run the Intapp conflict search, obtain the partner's sign-off, "
                            "verify the client's identity documents and only then send the engagement letter.",
                        ),
                        (
                            "file-closing",
                            "",
                            "Closing a matter means de-duplicating, archiving to iManage and diarising destruction "
                            "for year seven.",
                        ),
                        (
                            "court-bundle",
                            "",
                            "Hearing bundles need to be on CE-File, page-numbered with an index, a week ahead.",
                        ),
                        (
                            "partner-pref",
                            "",
                            "Send Priya editable documents that show revisions; she will not read PDFs.",
                        ),
                        (None, "chat", "It has rained all week; umbrellas by the door please."),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Home renovation, chat session notes, first person. The two rooms are named only by section headings ("the
#    floor", "here"); the plumber changes by name with "now", the electrician's date by a bare new value.
RENO = Family(
    "renovation",
    "home renovation project",
    "session",
    [
        Fact("budget", "personal", detail=[r"contingency"]),
        Fact("induction", "personal"),
        Fact("lena-colours", "personal"),
        Fact("noisy-days", "personal"),
        Fact("kitchen-tiles", "wiki"),
        Fact("bath-tiles", "wiki"),
        Fact("kitchen-trade", "wiki"),
        Fact("bath-trade", "wiki", now=[r"aqua service"], was=[r"van loon"]),
        Fact("floor-heating", "wiki", detail=[r"\b22\b"]),
        Fact("cabinets", "wiki"),
        Fact("payment-terms", "wiki"),
        Fact("electrician-date", "wiki", now=[r"\b19 may"], was=[r"\b12 may"]),
        Fact("paint", "wiki", now=[r"sage"], was=[r"linen"]),
        Fact("permit", "procedure"),
        Fact("skip", "procedure"),
    ],
    [
        Note(
            "2026-05-04",
            "renovation-plan",
            "Renovation plan",
            [
                (
                    "Budget and preferences",
                    [
                        (None, "chat", "Hi! Let's go over the renovation again."),
                        (
                            "budget",
                            "",
                            "My total budget for the whole renovation is 45,000 euros and I don't want to go over it.",
                        ),
                        ("induction", "", "I want an induction hob in the new kitchen; no gas."),
                        ("lena-colours", "", "My partner Lena has the final say on colours and finishes."),
                        (
                            "noisy-days",
                            "",
                            "I work from home except on Tuesdays and Wednesdays, so noisy demolition should happen "
                            "on those days.",
                        ),
                    ],
                ),
                (
                    "Kitchen",
                    [
                        ("kitchen-tiles", "", "The floor will be 60x60 matt grey porcelain tiles."),
                        ("kitchen-trade", "", "Kowalski Bouw is fitting the kitchen."),
                        ("cabinets", "", "The cabinets are due to be delivered on 26 May."),
                        (
                            "payment-terms",
                            "",
                            "Kowalski wants 30% upfront, 40% when the units are installed and the last 30% on "
                            "completion.",
                        ),
                    ],
                ),
                (
                    "Bathroom",
                    [
                        (
                            "bath-tiles",
                            "",
                            "For the floor I picked 30x60 white glazed tiles with an anti-slip texture.",
                        ),
                        ("bath-trade", "", "Dirk from Van Loon Installaties is doing the plumbing."),
                        ("floor-heating", "", "Underfloor heating goes in here only, on its own thermostat."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-05",
            "permits-and-waste",
            "Permits and waste",
            [
                (
                    "Steps",
                    [
                        (
                            "permit",
                            "",
                            "To get a permit for taking out the load-bearing wall:\n1. Have a structural engineer "
                            "do the calculations.\n2. Submit them through the Omgevingsloket portal.\n3. Wait for "
                            "approval, which can take up to 8 weeks.",
                        ),
                        (
                            "skip",
                            "",
                            "For the rubble, order a skip from Renewi and have it placed on the driveway, because "
                            "the street needs a separate permit.",
                        ),
                    ],
                ),
                (
                    "Schedule",
                    [
                        ("electrician-date", "", "The electrician comes on 12 May to rewire the kitchen."),
                        (None, "oneoff", "The skip order number is RN-55102."),
                        (None, "chat", "Ugh, it's raining, so the roofers packed up early."),
                    ],
                ),
                (
                    "Living room",
                    [("paint", "", "The living room walls will be Flexa 'Warm Linen' in an eggshell finish.")],
                ),
            ],
        ),
        Note(
            "2026-05-07",
            "renovation-plan",
            "Renovation plan",
            [
                (
                    "Budget and preferences",
                    [
                        (
                            "budget",
                            "refine",
                            "My 45,000 euro ceiling includes a 10% contingency that I keep aside for surprises.",
                        ),
                        ("induction", "", "Cooking will be electric: an induction top, nothing on a flame."),
                        (
                            "noisy-days",
                            "",
                            "Loud jobs like breaking out tiles are best on Tue/Wed, since those are my office days.",
                        ),
                    ],
                ),
                (
                    "Kitchen",
                    [
                        ("kitchen-tiles", "", "Big grey squares, sixty by sixty, porcelain without shine, as planned."),
                        ("electrician-date", "correct", "The electrician is booked for 19 May."),
                    ],
                ),
                ("Living room", [("paint", "correct", "Actually the living room is going to be 'Soft Sage'.")]),
                (
                    "Bathroom",
                    [
                        (
                            "bath-trade",
                            "correct",
                            "Van Loon can't fit us in, so Aqua Service is now doing the bathroom plumbing.",
                        ),
                        (
                            "floor-heating",
                            "refine",
                            "The underfloor heating here gets its own thermostat, set to 22 degrees.",
                        ),
                        (None, "oneoff", "Today the plumber found a small leak under the old sink and patched it."),
                        (None, "chat", "Could you put that in simpler words?"),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-08",
            "contractor-call",
            "Contractor call",
            [
                (
                    "Kitchen",
                    [
                        (
                            "payment-terms",
                            "",
                            "Invoices come in three stages: a deposit before work starts, the biggest chunk on "
                            "install day, the remainder at sign-off.",
                        ),
                        ("cabinets", "", "Units arrive on the 26th."),
                        ("kitchen-trade", "", "The Kowalski Bouw crew are our fitters for this room."),
                    ],
                ),
                ("Bathroom", [("bath-tiles", "", "White 30 by 60 with grip underfoot.")]),
                (
                    "Admin",
                    [
                        ("lena-colours", "", "Anything to do with colour, Lena decides, not me."),
                        (
                            "skip",
                            "",
                            "Renewi's container goes on the drive; putting it on the road would need council approval.",
                        ),
                        (
                            "permit",
                            "",
                            "Approval for the wall through Omgevingsloket can take two months once the engineer's "
                            "figures are in.",
                        ),
                        (None, "oneoff", "Kowalski's deposit invoice 2026-118 came in today."),
                        (None, "chat", "Thanks, that's exactly what I needed."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. E-commerce warehouse shift logs, terse bullets. Each site is named only by its log's title ("here"); the
#    Venlo night lead changes by a bare new name, the agency with "actually"; a standards note in resource style.
WAREHOUSE = Family(
    "warehouse",
    "e-commerce warehouse operations",
    "log",
    [
        Fact("tlb-cutoff", "wiki", now=[r"18:45"], was=[r"18:00"]),
        Fact("vnl-cutoff", "wiki"),
        Fact("tlb-night-lead", "wiki"),
        Fact("vnl-night-lead", "wiki", now=[r"joost"], was=[r"sanne"]),
        Fact("wms", "wiki"),
        Fact("dock-doors", "wiki"),
        Fact("batteries", "wiki"),
        Fact("damaged-inbound", "procedure"),
        Fact("returns", "procedure", detail=[r"photograph"]),
        Fact("cycle-count", "procedure"),
        Fact("reach-cert", "personal"),
        Fact("overtime-cap", "personal"),
        Fact("pick-target", "personal", now=[r"\b135\b"], was=[r"\b120\b"]),
        Fact("temp-agency", "wiki", now=[r"tempo-team"], was=[r"randstad"]),
        Fact("default-box", "procedure", detail=[r"paper"]),
    ],
    [
        Note(
            "2026-06-08",
            "tilburg-log",
            "Tilburg DC shift log",
            [
                (
                    "",
                    [
                        ("tlb-cutoff", "", "PostNL last collection 18:00"),
                        ("tlb-night-lead", "", "night shift lead: Ruud"),
                        ("wms", "", "WMS = Manhattan Active, handhelds are Zebra TC52"),
                        ("dock-doors", "", "doors 1-6 inbound, 7-12 outbound"),
                        (None, "oneoff", "shipped 14,212 orders today"),
                        (None, "oneoff", "conveyor jam on line 2, 10:40-11:05"),
                        (None, "chat", "coffee machine fixed, thanks Ahmed"),
                    ],
                )
            ],
        ),
        Note(
            "2026-06-08",
            "venlo-log",
            "Venlo DC shift log",
            [
                (
                    "",
                    [
                        ("vnl-cutoff", "", "carrier cut-off here 17:30"),
                        ("vnl-night-lead", "", "night lead: Sanne"),
                        ("batteries", "", "lithium batteries only in aisle 40, never above level 2"),
                        (
                            "damaged-inbound",
                            "",
                            "damaged inbound pallet: photo, note it on the CMR, refuse at the dock",
                        ),
                        (None, "oneoff", "PO 4500187723 received 3 cartons short"),
                        (None, "chat", "mezzanine hot again, fans out"),
                    ],
                )
            ],
        ),
        Note(
            "2026-06-09",
            "ops-standards",
            "Warehouse ops standards",
            [
                (
                    "Returns",
                    [
                        (
                            "returns",
                            "",
                            "Returns:\n1. Scan the RMA label.\n2. Inspect and grade A, B or C.\n3. A goes back to "
                            "stock, B to the outlet, C to recycling.",
                        )
                    ],
                ),
                (
                    "Counting",
                    [
                        (
                            "cycle-count",
                            "",
                            "Cycle count:\n1. Print the count list from the WMS at 06:00.\n2. Count blind, without "
                            "system quantities.\n3. Any variance above 2% is recounted by the shift lead.",
                        )
                    ],
                ),
                (
                    "People",
                    [
                        ("reach-cert", "", "Only staff holding a valid reach-truck certificate may drive one."),
                        (
                            "overtime-cap",
                            "",
                            "Nobody works more than 10 hours a day, overtime included; this is a works council rule.",
                        ),
                        ("pick-target", "", "Target pick rate is 120 lines per hour per picker."),
                        ("temp-agency", "", "Temporary staff come through Randstad."),
                    ],
                ),
                ("Packing", [("default-box", "", "Single items ship in box S2 (30x20x10) by default.")]),
            ],
            style="resource",
        ),
        Note(
            "2026-06-10",
            "tilburg-log",
            "Tilburg DC shift log",
            [
                (
                    "",
                    [
                        ("tlb-cutoff", "correct", "from today PostNL collects at 18:45"),
                        ("overtime-cap", "", "no shift over ten hours, even in peak (works council)"),
                        (
                            "default-box",
                            "refine",
                            "single-item orders: S2 box, paper void fill only, no plastic air pillows",
                        ),
                        ("returns", "", "RMA parcels: scan, grade, then stock / outlet / recycle by grade"),
                        ("wms", "", "TC52 guns talk to Manhattan"),
                        (None, "oneoff", "12,980 orders out"),
                        (None, "chat", "quiet morning, rain"),
                    ],
                )
            ],
        ),
        Note(
            "2026-06-12",
            "venlo-log",
            "Venlo DC shift log",
            [
                (
                    "",
                    [
                        ("vnl-night-lead", "correct", "night lead here is Joost"),
                        ("vnl-cutoff", "", "last truck leaves 17:30"),
                        ("pick-target", "correct", "pick target now 135 lines/h"),
                        ("temp-agency", "correct", "agency is actually Tempo-Team since this week"),
                        ("batteries", "", "Li-ion stock: aisle 40, levels 1-2 only"),
                        ("returns", "refine", "grade C returns get photographed before they go to recycling"),
                        ("reach-cert", "", "reach trucks: certified drivers only, check the card"),
                        (None, "oneoff", "fire drill 14:00, evacuation took 3m40s"),
                        (None, "chat", "thanks all for covering Monday"),
                    ],
                )
            ],
        ),
        Note(
            "2026-06-12",
            "ops-weekly",
            "Weekly ops meeting",
            [
                (
                    "Tilburg",
                    [
                        ("tlb-night-lead", "", "Ruud keeps running nights."),
                        (
                            "dock-doors",
                            "",
                            "Deliveries use doors one to six; seven to twelve are for trailers going out.",
                        ),
                    ],
                ),
                (
                    "Both sites",
                    [
                        (
                            "damaged-inbound",
                            "",
                            "Broken supplier pallets are turned away at the door after pictures and a remark on the "
                            "consignment note.",
                        ),
                        (
                            "cycle-count",
                            "",
                            "Blind counts start from the 6 am list; the lead redoes anything off by more than two "
                            "percent.",
                        ),
                        (None, "oneoff", "Attendance: Ruud, Joost, Ahmed and both site managers."),
                    ],
                ),
            ],
            style="minutes",
        ),
    ],
)

# 4. Hospital ward handover minutes, third person. The two wards are named only by section headings ("the
#    ward", "here"); visiting hours change with "changed to", a matron by a bare new name, pharmacy with "actually".
WARD = Family(
    "ward",
    "hospital ward handover",
    "minutes",
    [
        Fact("w5-visiting", "wiki", now=[r"11:00"], was=[r"15:00"]),
        Fact("w7-visiting", "wiki"),
        Fact("w5-matron", "wiki"),
        Fact("w7-matron", "wiki", now=[r"claire|dunn"], was=[r"helen|price"]),
        Fact("ecg-spare", "wiki"),
        Fact("post-op-obs", "procedure", detail=[r"news2"]),
        Fact("handover-time", "personal"),
        Fact("sbar", "personal"),
        Fact("sepsis", "procedure"),
        Fact("cd-check", "procedure"),
        Fact("agency-keys", "personal"),
        Fact("pharmacy-cutoff", "wiki", now=[r"15:00"], was=[r"16:00"]),
        Fact("allergy-band", "procedure"),
        Fact("bed-manager", "wiki", detail=[r"switchboard"]),
    ],
    [
        Note(
            "2026-01-19",
            "handover",
            "Morning handover",
            [
                ("Opening", [(None, "chat", "Morning all, coffee's in the staff room.")]),
                (
                    "Ward 5",
                    [
                        ("w5-visiting", "", "Visiting hours are 15:00 to 19:00."),
                        ("w5-matron", "", "The matron is Grace Okafor."),
                        ("ecg-spare", "", "The spare ECG machine is kept in the treatment room."),
                    ],
                ),
                (
                    "Ward 7",
                    [
                        ("w7-visiting", "", "Visitors are welcome from 14:00 to 20:00, two per bed."),
                        ("w7-matron", "", "Helen Price is matron here."),
                        (
                            "post-op-obs",
                            "",
                            "Post-op patients get observations every 15 minutes for the first hour, then hourly for "
                            "four hours.",
                        ),
                    ],
                ),
                (
                    "General",
                    [
                        ("handover-time", "", "Handover starts at 07:30 and 19:30 at the nurses' station."),
                        ("sbar", "", "Tom Becker, the nurse in charge, wants every handover given in SBAR format."),
                        (None, "oneoff", "3 admissions and 2 discharges overnight."),
                        (None, "oneoff", "Present: 6 registered nurses, 2 healthcare assistants, 1 student."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-20",
            "ward-policies",
            "Ward policies folder",
            [
                (
                    "Deterioration",
                    [
                        (
                            "sepsis",
                            "",
                            "If NEWS2 is 5 or more:\n1. Call the critical care outreach team on bleep 4411.\n"
                            "2. Take blood cultures before antibiotics.\n3. Give antibiotics within one hour.",
                        )
                    ],
                ),
                (
                    "Medicines",
                    [
                        (
                            "cd-check",
                            "",
                            "Controlled drugs are counted by two registered nurses at every shift change and signed "
                            "in the CD register.",
                        ),
                        ("agency-keys", "", "Agency nurses must not hold the drug keys."),
                        ("pharmacy-cutoff", "", "Pharmacy accepts discharge prescriptions until 16:00 on weekdays."),
                        (
                            "allergy-band",
                            "",
                            "A patient with an allergy gets a red wristband, and the allergy is written on the drug "
                            "chart as well.",
                        ),
                    ],
                ),
                ("Contacts", [("bed-manager", "", "The site bed manager is on extension 5520.")]),
            ],
            style="resource",
        ),
        Note(
            "2026-01-21",
            "handover",
            "Morning handover",
            [
                (
                    "Ward 5",
                    [
                        (
                            "w5-visiting",
                            "correct",
                            "Visiting has changed to 11:00-19:00 to help families of elderly patients.",
                        ),
                        ("w5-matron", "", "Questions for the senior nurse manager go to Grace Okafor."),
                        (None, "oneoff", "Datix 2026-0419 raised for a fall in bay C at 03:10."),
                    ],
                ),
                (
                    "Ward 7",
                    [
                        ("w7-matron", "correct", "The ward's matron is Claire Dunn."),
                        (
                            "post-op-obs",
                            "refine",
                            "For post-operative patients, record a NEWS2 score with each set of obs: every 15 "
                            "minutes in the first hour, then hourly for four hours.",
                        ),
                        ("w7-visiting", "", "Two visitors per bedside, any time between 2 and 8 pm."),
                    ],
                ),
                (
                    "General",
                    [
                        ("handover-time", "", "Shift briefing happens at half past seven, morning and evening."),
                        ("pharmacy-cutoff", "correct", "Actually pharmacy's cut-off for discharge meds is 15:00."),
                        (None, "chat", "Thanks everyone for covering the sickness this week."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-23",
            "handover",
            "Morning handover",
            [
                (
                    "General",
                    [
                        (
                            "sbar",
                            "",
                            "Tom asks that we structure reports as situation, background, assessment, recommendation.",
                        ),
                        ("agency-keys", "", "Keys to the medicine cupboards stay with permanent staff, never cover."),
                        ("cd-check", "", "At each change of shift two RNs check the CD cupboard together."),
                        (
                            "sepsis",
                            "",
                            "Suspected sepsis: outreach on 4411, cultures first, antibiotics inside the hour.",
                        ),
                        ("bed-manager", "refine", "The bed manager is on 5520; out of hours go through switchboard."),
                        ("allergy-band", "", "Red band on the wrist means allergy; check the chart."),
                        (None, "chat", "Snow forecast tonight, leave a bit early if you can."),
                    ],
                ),
                (
                    "Ward 5",
                    [
                        ("ecg-spare", "", "If the main ECG is busy, borrow the backup from the treatment room."),
                        (None, "oneoff", "Bed 12 transferred to CCU at 09:45."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [LAW, RENO, WAREHOUSE, WARD]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "lawfirm": [("henley-retainer", "orion-retainer"), ("henley-contact", "orion-contact")],
    "renovation": [("kitchen-tiles", "bath-tiles"), ("kitchen-trade", "bath-trade")],
    "warehouse": [("tlb-cutoff", "vnl-cutoff"), ("tlb-night-lead", "vnl-night-lead")],
    "ward": [("w5-visiting", "w7-visiting"), ("w5-matron", "w7-matron")],
}

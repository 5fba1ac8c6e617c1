"""A twenty-first tuning half: four families written blind to the engine (a self-employed yoga teacher's chat
sessions with an assistant, a scuba dive centre's instructor handbook, a golf club greens committee's minutes, a
horse livery yard's daily yard log). Tuned on from the commit that added them."""

from tests.dream_suite import Fact, Family, Note

# 1. Self-employed yoga teacher's chat sessions with an assistant, first person. The Tuesday and Thursday classes
#    and the two venues' hire terms are sibling subjects; the Thursday start is corrected with "actually", the
#    drop-in price by a bare new value, the cover teacher by name; the insurer refinement leans on its heading.
YOGA = Family(
    "yoga",
    "self-employed yoga teacher",
    "session",
    [
        Fact("late-door", "personal"),
        Fact("consent-card", "personal"),
        Fact("sunday-off", "personal"),
        Fact("class-cap", "personal"),
        Fact("dropin-price", "wiki", now=[r"£\s*13\b"], was=[r"£\s*12\b"]),
        Fact("class-pass", "wiki"),
        Fact("tue-class", "wiki"),
        Fact("thu-class", "wiki", now=[r"7:15|19:15|quarter past seven"], was=[r"\b7\s*pm|19:00"]),
        Fact("stmarks-hire", "wiki"),
        Fact("riverside-hire", "wiki"),
        Fact("insurer", "wiki", detail=[r"zoom|online"]),
        Fact("cover-teacher", "wiki", now=[r"\bdeb\b|okafor"], was=[r"sian|morgan"]),
        Fact("music-licence", "wiki"),
        Fact("booking", "procedure"),
        Fact("new-student", "procedure", detail=[r"three years|3 years"]),
    ],
    [
        Note(
            "2026-01-12",
            "my-classes",
            "Setting out my classes and prices",
            [
                (
                    "My classes",
                    [
                        (
                            None,
                            "chat",
                            "Hi! I'd like to get all the admin for my yoga teaching written down somewhere sensible.",
                        ),
                        ("tue-class", "", "Tuesday is Hatha at St Mark's church hall, 6:30pm to 7:45pm."),
                        ("thu-class", "", "Thursday is Vinyasa flow at Riverside Community Centre, 7pm to 8:15pm."),
                        ("class-cap", "", "I cap every class at 14 people so I can get round everyone properly."),
                        (
                            "sunday-off",
                            "",
                            "I never teach on a Sunday; that's family time and I won't budge on it.",
                        ),
                    ],
                ),
                (
                    "Prices and booking",
                    [
                        ("dropin-price", "", "A drop-in class is £12, card or cash on the door."),
                        (
                            "class-pass",
                            "",
                            "The five-class pass costs £55 and is valid for 8 weeks from the first class.",
                        ),
                        (
                            "booking",
                            "",
                            "How booking works:\n1. Students reserve a mat space on Momoyoga.\n2. They pay there by "
                            "card or use a pass credit.\n3. If they cancel 12 hours or more ahead they get the "
                            "credit back.\n4. Later cancellations lose the class.",
                        ),
                        (None, "oneoff", "Twelve came to Tuesday's class last night, my best turnout since September."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-15",
            "venues-and-cover",
            "Venues, insurance and cover",
            [
                (
                    "Venues",
                    [
                        ("stmarks-hire", "", "St Mark's hall costs me £22 an hour, booked through the parish office."),
                        (
                            "riverside-hire",
                            "",
                            "Riverside's studio costs me £28 an hour, booked through the centre manager.",
                        ),
                        (
                            "music-licence",
                            "",
                            "I hold a PPL PRS licence for the music I play in class, and it renews every April.",
                        ),
                        (None, "oneoff", "Paid St Mark's for January today, reference SM-0126."),
                        (None, "chat", "Could you pop the venue stuff into a little table for me?"),
                    ],
                ),
                (
                    "Insurance and cover",
                    [
                        (
                            "insurer",
                            "",
                            "My insurance is with Pranacover: public liability plus professional indemnity.",
                        ),
                        ("cover-teacher", "", "If I'm ill or away, Sian Morgan covers my classes."),
                        (
                            "consent-card",
                            "",
                            "I only give hands-on adjustments to people who've left their consent card face up on "
                            "the mat.",
                        ),
                        (
                            "late-door",
                            "",
                            "The door gets locked five minutes after we start; latecomers don't come in because it "
                            "breaks the settling-in for everyone.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-26",
            "new-students",
            "New students and a timetable change",
            [
                (
                    "",
                    [
                        (
                            "new-student",
                            "",
                            "When someone new comes along:\n1. They fill in my health questionnaire before class.\n"
                            "2. I ask about injuries, recent surgery and pregnancy.\n3. I put them where I can see "
                            "them easily.\n4. I have a quick word with them at the end.",
                        ),
                        (
                            "thu-class",
                            "correct",
                            "Actually the Riverside class is moving to 7:15pm, because the Zumba before me keeps "
                            "overrunning.",
                        ),
                        ("dropin-price", "correct", "Single drop-in sessions are £13."),
                        ("sunday-off", "", "Sundays stay completely work-free for me."),
                        ("class-cap", "", "Fourteen mats in the room is my limit."),
                        (None, "chat", "Sorry, bit frazzled today, I've got three things going on at once."),
                        (None, "oneoff", "Jess from Thursdays has sprained her wrist, so she's off for about a month."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-09",
            "changing-cover",
            "Changing my cover teacher",
            [
                (
                    "Cover",
                    [
                        (
                            "cover-teacher",
                            "correct",
                            "Deb Okafor will be taking my classes whenever I'm away, since Sian has gone back to "
                            "full-time office work.",
                        ),
                        ("tue-class", "", "Hatha's on Tuesday evenings in the church hall, half six start."),
                        (
                            "stmarks-hire",
                            "",
                            "The parish office invoices me twenty-two pounds per hour for the hall.",
                        ),
                    ],
                ),
                (
                    "Pranacover",
                    [
                        (
                            "insurer",
                            "refine",
                            "Checked the policy wording and it covers me teaching online over Zoom as well.",
                        ),
                    ],
                ),
                (
                    "Passes",
                    [
                        (
                            "class-pass",
                            "",
                            "Five sessions for fifty-five quid, expiring eight weeks after first use.",
                        ),
                        (None, "oneoff", "The 7 March workshop is fully booked with 18 people."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-23",
            "paperwork",
            "Tidying up my paperwork",
            [
                (
                    "",
                    [
                        (
                            "new-student",
                            "refine",
                            "The health questionnaires go in my locked file box, and I keep them for three years "
                            "before shredding.",
                        ),
                        ("music-licence", "", "Playlists are all covered under PPL PRS, up for renewal each April."),
                        ("late-door", "", "No entry once we're more than five minutes in."),
                        ("thu-class", "", "Riverside Thursdays: Vinyasa, quarter past seven start."),
                        (None, "chat", "Thanks, that's really useful!"),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Scuba dive centre instructor handbook, resource notes. The two boats (Sea Otter, Gannet) and two sites
#    (Pinnacle Reef, Kettle Cove) are sibling subjects; the morning boat time is corrected with "from now on",
#    the nitrox price by a bare new value, the centre manager by name with no marker; a boat restatement leans
#    on its heading ("she").
DIVECENTRE = Family(
    "divecentre",
    "scuba dive centre instructor handbook",
    "resource",
    [
        Fact("sea-otter", "wiki"),
        Fact("gannet", "wiki"),
        Fact("pinnacle", "wiki"),
        Fact("kettle-cove", "wiki"),
        Fact("morning-boat", "wiki", now=[r"08:?00|\b8\s*am"], was=[r"08:?30"]),
        Fact("o2-kit", "wiki", detail=[r"150\s*bar"]),
        Fact("chamber", "wiki"),
        Fact("nitrox-price", "wiki", now=[r"£\s*11\b"], was=[r"£\s*9\b"]),
        Fact("kit-supplier", "wiki"),
        Fact("manager", "wiki", now=[r"luis|ferreira"], was=[r"karen|sowerby"]),
        Fact("no-solo", "personal"),
        Fact("student-depth", "personal"),
        Fact("rinse-rule", "personal"),
        Fact("fill-procedure", "procedure", detail=[r"\bMOD\b"]),
        Fact("boat-brief", "procedure"),
    ],
    [
        Note(
            "2026-03-02",
            "boats-and-sites",
            "Boats and dive sites",
            [
                (
                    "Boats",
                    [
                        (
                            "sea-otter",
                            "",
                            "Sea Otter is our 7.5 m RIB: takes 8 divers plus crew and launches from the slipway.",
                        ),
                        (
                            "gannet",
                            "",
                            "Gannet is our 10 m hardboat: takes 12 divers plus crew and leaves from the harbour wall.",
                        ),
                        (
                            "morning-boat",
                            "",
                            "The morning boat leaves at 08:30; divers kitted up and aboard by a quarter past.",
                        ),
                        ("o2-kit", "", "Each boat carries an O2 kit and a first aid kit in the dry box."),
                        (None, "oneoff", "Gannet is out of the water 14-18 April for antifouling."),
                    ],
                ),
                (
                    "Sites",
                    [
                        ("pinnacle", "", "Pinnacle Reef: max depth 28 m, for AOW and above."),
                        ("kettle-cove", "", "Kettle Cove: max depth 12 m, for OW training dives."),
                        (
                            "chamber",
                            "",
                            "Nearest recompression chamber is the hyperbaric unit at Portreath General, about 40 "
                            "min by road.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-04",
            "gas-and-kit",
            "Gas fills and hire kit",
            [
                (
                    "Fill station",
                    [
                        (
                            "fill-procedure",
                            "",
                            "Filling a cylinder:\n1. Check the test stamp is in date (hydro 5 yr, visual yearly).\n"
                            "2. Check the valve and O-ring.\n3. Fill slowly to 232 bar.\n4. Analyse any nitrox and "
                            "sign the fill log.",
                        ),
                        ("nitrox-price", "", "Nitrox fills (EAN32) cost £9 a cylinder."),
                        (None, "oneoff", "Compressor hour meter read 1,842 h at close today."),
                    ],
                ),
                (
                    "Hire kit",
                    [
                        (
                            "kit-supplier",
                            "",
                            "Hire regs and BCDs are bought from Ocean Edge in Falmouth, who also service our regs "
                            "annually.",
                        ),
                        (
                            "rinse-rule",
                            "",
                            "All hire kit is rinsed in the freshwater tanks straight after the dive by the "
                            "instructor, never left to the student.",
                        ),
                        (None, "chat", "Handbook kept up to date by Jo; shout if something's wrong."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-09",
            "staff-and-safety",
            "Staff roles and safety rules",
            [
                (
                    "Roles and rules",
                    [
                        (
                            "manager",
                            "",
                            "Centre manager: Karen Sowerby. She signs off all rosters and course paperwork.",
                        ),
                        ("no-solo", "", "No solo diving from our boats, whatever the certification card says."),
                        (
                            "student-depth",
                            "",
                            "Open Water students are kept to 18 m on every dive, training or fun.",
                        ),
                        (None, "chat", "Kettle's on in the shop for anyone writing up logbooks."),
                    ],
                ),
                (
                    "Boat brief",
                    [
                        (
                            "boat-brief",
                            "",
                            "Every boat brief covers:\n1. Site, max depth and conditions.\n2. Entry and exit, and "
                            "the pickup signal.\n3. Max dive time and turn pressure of 50 bar.\n4. Lost buddy: "
                            "search one minute, then surface.",
                        ),
                        (None, "oneoff", "Viz at the Pinnacle on Saturday was 15 m, best this year."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-23",
            "boats-and-sites",
            "Boats and dive sites",
            [
                (
                    "Boats",
                    [
                        (
                            "morning-boat",
                            "correct",
                            "From now on the morning boat goes at 08:00 to catch slack water on the outer reefs.",
                        ),
                        (
                            "o2-kit",
                            "refine",
                            "The O2 cylinder on each boat is checked before the first trip of the day and must "
                            "read over 150 bar.",
                        ),
                    ],
                ),
                (
                    "Sea Otter",
                    [
                        ("sea-otter", "", "She goes off the slip, eight divers max."),
                    ],
                ),
                (
                    "Sites",
                    [
                        ("kettle-cove", "", "Trainee OW dives happen at Kettle Cove, 12 m maximum."),
                        ("chamber", "", "Suspected DCI goes to Portreath General's hyperbaric unit."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-06",
            "gas-and-kit",
            "Gas fills and hire kit",
            [
                (
                    "Fill station",
                    [
                        ("nitrox-price", "correct", "EAN32: £11 a fill."),
                        (
                            "fill-procedure",
                            "refine",
                            "Nitrox is analysed by the diver who'll breathe it, who writes the O2 % and MOD in the "
                            "fill log and signs it.",
                        ),
                        (None, "chat", "Big thanks to everyone who helped repaint the fill station."),
                    ],
                ),
                (
                    "Staff and kit",
                    [
                        (
                            "manager",
                            "correct",
                            "Luis Ferreira runs the centre since Karen left for Malta; rosters go to him.",
                        ),
                        ("no-solo", "", "Buddy pairs or a guided group on every boat dive: nobody goes in alone."),
                        ("kit-supplier", "", "Regs and BCs for hire: Ocean Edge, Falmouth."),
                        ("boat-brief", "", "Briefs: site, depth, entry/exit, time and 50 bar turn, lost-buddy drill."),
                        (
                            None,
                            "oneoff",
                            "Two new hire BCDs (M and L) arrived from Ocean Edge today, tagged H21 and H22.",
                        ),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Golf club greens committee minutes, third person. Tees and fairways (heights and frequency of cut) and the two
#    mowers (servicing dealers) are sibling subjects; the greens height of cut is corrected with "changed to", the
#    hollow tining week by a bare new value, the drainage contractor by name; a staff restatement leans on its
#    heading ("they").
GOLFGREENS = Family(
    "golfgreens",
    "golf club greens committee minutes",
    "minutes",
    [
        Fact("chair", "wiki"),
        Fact("head-greenkeeper", "wiki"),
        Fact("green-height", "wiki", now=[r"3\.5\s*mm"], was=[r"\b4\s*mm"]),
        Fact("tees-cut", "wiki"),
        Fact("fairways-cut", "wiki"),
        Fact("triple-service", "wiki"),
        Fact("fairway-mower-service", "wiki"),
        Fact("drainage", "wiki", now=[r"brackley"], was=[r"fenwick"]),
        Fact("tining", "wiki", now=[r"august"], was=[r"september"]),
        Fact("sand", "wiki"),
        Fact("irrigation", "wiki", detail=[r"60\s*m"]),
        Fact("frost-rule", "personal"),
        Fact("staff-start", "personal"),
        Fact("course-walk", "personal"),
        Fact("spraying", "procedure", detail=[r"24\s*h"]),
    ],
    [
        Note(
            "2026-02-03",
            "greens-minutes",
            "Hollins Park GC greens committee, 3 February",
            [
                (
                    "Present and apologies",
                    [
                        ("chair", "", "Mrs Pauline Lomax chairs the greens committee."),
                        (None, "oneoff", "Apologies received from Mr D. Hirst."),
                    ],
                ),
                (
                    "Course manager's report",
                    [
                        (
                            "head-greenkeeper",
                            "",
                            "Alan Reddish continues as head greenkeeper and presented the course report.",
                        ),
                        ("green-height", "", "Summer height of cut on the greens is 4 mm."),
                        ("tees-cut", "", "Tees are mown at 10 mm, three times a week in season."),
                        ("fairways-cut", "", "Fairways are mown at 12 mm, twice a week in season."),
                        (
                            "frost-rule",
                            "",
                            "Committee reaffirmed that greens are closed to play whenever there is frost on them, "
                            "with temporary greens in use until it lifts.",
                        ),
                        (None, "oneoff", "January rainfall was 142 mm, the wettest since 2014."),
                    ],
                ),
                (
                    "Machinery and contractors",
                    [
                        (
                            "triple-service",
                            "",
                            "The greens triple (Toro 3250) is serviced by Fairholme Turf Machinery each February.",
                        ),
                        (
                            "fairway-mower-service",
                            "",
                            "The fairway mower (John Deere 7500) is serviced by Hallam Agri each January.",
                        ),
                        ("drainage", "", "Fenwick Land Drainage Ltd hold the club's drainage contract."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-03",
            "greens-minutes",
            "Hollins Park GC greens committee, 3 March",
            [
                (
                    "Course",
                    [
                        (
                            "spraying",
                            "",
                            "Spraying procedure agreed:\n1. Check the forecast: wind under 10 mph and no rain for 6 "
                            "hours.\n2. Operator must hold PA1 and PA6 certificates.\n3. Record product, rate and "
                            "area in the spray log.\n4. Put warning signs on the 1st and 10th tees.",
                        ),
                        ("tining", "", "Hollow tining of the greens takes place in the first week of September."),
                        ("sand", "", "Top-dressing sand is a 70/30 rootzone from Mendip Sands."),
                        (
                            "irrigation",
                            "",
                            "Greens and tees are irrigated from the club borehole through the Rain Bird system.",
                        ),
                    ],
                ),
                (
                    "Working practices",
                    [
                        (
                            "staff-start",
                            "",
                            "Greens staff start at 6am from April to October so they stay ahead of the first tee time.",
                        ),
                        (
                            "course-walk",
                            "",
                            "The committee walks the course with the head greenkeeper on the first Saturday of "
                            "every month.",
                        ),
                        (None, "chat", "The Chair thanked the greens staff for their efforts through the storms."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-07",
            "greens-minutes",
            "Hollins Park GC greens committee, 7 April",
            [
                (
                    "Course manager's report",
                    [
                        (
                            "green-height",
                            "correct",
                            "Greens height of cut changed to 3.5 mm for the season ahead.",
                        ),
                        (
                            "irrigation",
                            "refine",
                            "The abstraction licence caps the borehole at 60 m³ a day, which Alan says is enough "
                            "for greens and tees.",
                        ),
                        ("fairways-cut", "", "Fairway mowing twice weekly, 12 mm."),
                        ("tees-cut", "", "Teeing grounds: three cuts a week at ten millimetres."),
                        ("frost-rule", "", "Frosted greens: no play, temporaries only."),
                    ],
                ),
                (
                    "Contractors",
                    [
                        (
                            "drainage",
                            "correct",
                            "Brackley Turf Services will take on all drainage work for the club in place of Fenwick.",
                        ),
                        (None, "oneoff", "Brackley's quote for the 14th fairway drain was £8,450 plus VAT."),
                    ],
                ),
                (
                    "AOB",
                    [
                        (
                            None,
                            "chat",
                            "Mr Hirst remarked that the greens have never putted better; general agreement.",
                        ),
                        (None, "oneoff", "Tree down by the 11th tee after Storm Ewan, cleared by staff on 24 March."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-05",
            "greens-minutes",
            "Hollins Park GC greens committee, 5 May",
            [
                (
                    "Course manager's report",
                    [
                        ("head-greenkeeper", "", "HG: Alan Reddish."),
                        ("tining", "correct", "The greens get their hollow-core in the last week of August."),
                        (
                            "spraying",
                            "refine",
                            "Spray warning signs are to stay up for 24 hours after each application.",
                        ),
                        ("green-height", "", "Greens to stay at 3.5 mm all summer."),
                        ("sand", "", "Mendip's 70/30 mix remains the dressing."),
                    ],
                ),
                (
                    "Greens staff",
                    [
                        ("staff-start", "", "They begin at 06:00 through the summer months."),
                        ("course-walk", "", "Monthly first-Saturday walk round with Alan to continue."),
                        (
                            None,
                            "chat",
                            "Mrs Lomax thanked members for their patience with the temporary greens over winter.",
                        ),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Horse livery yard daily log, terse bullets. Two liveries (Bramble, Jasper) are sibling subjects for feeds and
#    turnout; Jasper's feed is corrected by a bare new value, the DIY rate with "now", the farrier by name; two
#    restatements lean on the horse's heading.
LIVERY = Family(
    "livery",
    "horse livery yard log",
    "log",
    [
        Fact("bramble-feed", "wiki"),
        Fact("jasper-feed", "wiki", now=[r"1½|1\.5|one and a half"], was=[r"\b1 scoop"]),
        Fact("bramble-turnout", "wiki"),
        Fact("jasper-turnout", "wiki"),
        Fact("farrier", "wiki", now=[r"emma|hurst"], was=[r"\brob\b|tighe"]),
        Fact("vet", "wiki"),
        Fact("diy-price", "wiki", now=[r"£\s*50\b"], was=[r"£\s*45\b"]),
        Fact("haylage", "wiki", detail=[r"dutch barn"]),
        Fact("yard-manager", "wiki"),
        Fact("worming", "wiki"),
        Fact("gate-rule", "personal"),
        Fact("no-smoking", "personal"),
        Fact("hat-rule", "personal"),
        Fact("evening-check", "procedure", detail=[r"key safe"]),
        Fact("colic", "procedure"),
    ],
    [
        Note(
            "2026-01-06",
            "yard-log",
            "Yard log, Tue 6 Jan",
            [
                (
                    "",
                    [
                        ("yard-manager", "", "YM: Lisa Penrose. Owners go through Lisa for anything livery-related."),
                        ("gate-rule", "", "Gates shut behind you EVERY time, incl. empty fields."),
                        ("no-smoking", "", "No smoking anywhere on the yard or car park."),
                        ("diy-price", "", "DIY livery £45/wk, inc. stable, grazing and use of the school."),
                        ("haylage", "", "Haylage from Thornbury Farm, delivered every other Friday."),
                        ("vet", "", "Vets: Meadowside Equine, same no. out of hours."),
                        ("farrier", "", "Farrier: Rob Tighe, 6-wkly, Tuesdays."),
                        ("bramble-feed", "", "Bramble: ½ scoop Fast Fibre + balancer, am & pm."),
                        ("jasper-feed", "", "Jasper: 1 scoop conditioning cubes + Fast Fibre, am & pm."),
                        ("bramble-turnout", "", "Bramble out in Top Paddock 8-3, rugged."),
                        ("jasper-turnout", "", "Jasper out in Long Field 8-3, rugged."),
                        (None, "oneoff", "Trough in Top Paddock frozen, broke the ice 07:10."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-09",
            "yard-log",
            "Yard log, Fri 9 Jan",
            [
                (
                    "",
                    [
                        (
                            "evening-check",
                            "",
                            "Evening check:\n1. Water buckets full, auto-drinkers working.\n2. Rugs on if forecast "
                            "below 5°C.\n3. Haynets filled for the night.\n4. Lights off, tack room locked.",
                        ),
                        (
                            "colic",
                            "",
                            "Suspected colic:\n1. Take away feed and hay.\n2. Ring the vet, then the owner.\n3. "
                            "Walk in hand if trying to roll.\n4. Note pulse, temp and gut sounds every 30 min.",
                        ),
                        ("hat-rule", "", "Hats on for all ridden work and when leading youngstock."),
                        ("worming", "", "Worming by FEC: samples every 12 wks, posted to Westgate Labs."),
                        (None, "chat", "Cheers Megan for the bacon butties."),
                        (None, "oneoff", "Bramble temp 37.8, all normal after yesterday's cough."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-16",
            "yard-log",
            "Yard log, Fri 16 Jan",
            [
                (
                    "",
                    [
                        ("jasper-feed", "correct", "Jasper on 1½ scoops cubes + Fast Fibre, both feeds."),
                        (
                            "haylage",
                            "refine",
                            "Thornbury haylage comes as big bales, ~250 kg, stacked in the Dutch barn; oldest used "
                            "first.",
                        ),
                        ("gate-rule", "", "Shut every gate you go through, even if nobody's in the field."),
                        ("vet", "", "Meadowside for vet calls, day or night."),
                        (None, "oneoff", "Thornbury drop today: 14 bales, signed for by Chloe."),
                        (None, "chat", "Proper frosty one this morning, lovely light."),
                    ],
                ),
                (
                    "Bramble",
                    [
                        ("bramble-turnout", "", "Top Paddock as usual, 8 till 3."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-27",
            "yard-log",
            "Yard log, Tue 27 Jan",
            [
                (
                    "",
                    [
                        (
                            "farrier",
                            "correct",
                            "Emma Hurst of Hurst Forge doing all our feet from this cycle, Rob has retired.",
                        ),
                        ("diy-price", "correct", "DIY is now £50/wk, owners told by letter."),
                        (
                            "evening-check",
                            "refine",
                            "Tack room key back in the key safe by the office after evening check, not in anyone's "
                            "pocket.",
                        ),
                        ("hat-rule", "", "Helmet for riding and leading young horses, no exceptions."),
                        ("no-smoking", "", "Nobody lights up anywhere on site."),
                        (None, "oneoff", "Jasper pulled a front shoe in the field, Emma booked Thu."),
                    ],
                ),
                (
                    "Jasper",
                    [
                        ("jasper-turnout", "", "Out in the Long Field 8 till 3, rugs on."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-10",
            "yard-log",
            "Yard log, Tue 10 Feb",
            [
                (
                    "",
                    [
                        ("yard-manager", "", "Lisa's the YM, all livery queries via her."),
                        ("colic", "", "Colic: feed off, vet, owner, walk if rolling, obs every 30 min."),
                        ("jasper-feed", "", "Jasper's cubes staying at 1½ scoops, weight picking up."),
                        ("bramble-feed", "", "Bramble still on half a scoop of Fast Fibre with her balancer."),
                        ("worming", "", "FEC kits out to Westgate, every 12 weeks."),
                        ("farrier", "", "Hurst Forge round: every 6 weeks on a Tuesday."),
                        (None, "chat", "Radio's back on in the tack room, thank god."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [YOGA, DIVECENTRE, GOLFGREENS, LIVERY]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "yoga": [("tue-class", "thu-class"), ("stmarks-hire", "riverside-hire")],
    "divecentre": [("sea-otter", "gannet"), ("pinnacle", "kettle-cove")],
    "golfgreens": [("tees-cut", "fairways-cut"), ("triple-service", "fairway-mower-service")],
    "livery": [("bramble-feed", "jasper-feed"), ("bramble-turnout", "jasper-turnout")],
}

"""A seventeenth holdout half: four families written blind to the engine (an upholsterer's chat sessions with an
assistant, a public observatory's volunteer handbook resource notes, a parish council planning committee's minutes,
an inshore lifeboat station's crew log). Frozen before the dream first ran on it: never tuned on."""

from tests.dream_suite import Fact, Family, Note

# 1. Self-employed upholsterer's chat sessions with an assistant, first person. Two fabric suppliers' trade discounts
#    and two jobs on the bench (fabric and due date) are sibling subjects; the Bramleys' due date is corrected with
#    "actually", the labour rate by a bare new value, the foam supplier by name with "from now on", the van man by
#    name with no marker; the insurance, quoting steps and frame stripping steps are refined.
UPHOLSTERER = Family(
    "upholsterer",
    "self-employed upholsterer",
    "session",
    [
        Fact("workdays", "personal"),
        Fact("fire-foam", "personal"),
        Fact("martindale", "personal"),
        Fact("no-marine", "personal"),
        Fact("labour-rate", "wiki", now=[r"£\s*32\b|thirty-two"], was=[r"£\s*28\b"]),
        Fact("foam-supplier", "wiki", now=[r"midland"], was=[r"foamline"]),
        Fact("courier", "wiki", now=[r"kieran|walsh"], was=[r"\bdave\b|pryce"]),
        Fact("romo-discount", "wiki"),
        Fact("linwood-discount", "wiki"),
        Fact("okafor-job", "wiki"),
        Fact("bramley-job", "wiki", now=[r"\b3(rd)? april|april 3"], was=[r"\b27(th)? march"]),
        Fact("insurance", "wiki", detail=[r"in transit"]),
        Fact("quoting", "procedure", detail=[r"pattern"]),
        Fact("stripping", "procedure", detail=[r"woodworm"]),
    ],
    [
        Note(
            "2026-03-02",
            "workshop-admin",
            "Getting my workshop notes in one place",
            [
                (
                    "How I work",
                    [
                        (
                            None,
                            "chat",
                            "Morning! I've got bits of paper all over the bench, can you help me keep my upholstery "
                            "business details in one place?",
                        ),
                        (
                            "workdays",
                            "",
                            "I only take drop-offs and collections Tuesday to Friday, 9 till 4. Mondays are admin and "
                            "Saturdays are for my own pieces.",
                        ),
                        (
                            "fire-foam",
                            "",
                            "Whatever the customer says, old foam comes out and the seat gets new CMHR foam with the "
                            "fire label. I won't re-use old stuffing.",
                        ),
                        (
                            "martindale",
                            "",
                            "For dining chairs or anything in daily use I won't use a fabric under 25,000 Martindale "
                            "rubs, even if the customer has fallen in love with it.",
                        ),
                        ("labour-rate", "", "I charge £28 an hour for labour; materials go on the bill separately."),
                        (
                            "insurance",
                            "",
                            "My Hiscox policy covers customers' furniture while it's in my workshop, up to £15,000.",
                        ),
                    ],
                ),
                (
                    "Suppliers",
                    [
                        (
                            "foam-supplier",
                            "",
                            "Foam comes cut to size from Foamline in Bradford; they deliver on Thursdays if I order "
                            "by Monday.",
                        ),
                        ("romo-discount", "", "Romo give me 30% off their list price on my trade account."),
                        ("linwood-discount", "", "Linwood give me 25% off their list price on my trade account."),
                        (
                            "courier",
                            "",
                            "For sofas and anything too big for the Berlingo I get Dave Pryce to fetch it in his "
                            "Luton van.",
                        ),
                        (None, "oneoff", "Foamline order FL-22819 came this morning: two sheets of 50mm, one of 75mm."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-04",
            "jobs-and-quotes",
            "Jobs on the bench and how I quote",
            [
                (
                    "On the bench",
                    [
                        (
                            "okafor-job",
                            "",
                            "Mrs Okafor's wingback chair is being done in Linwood Fenton velvet, colour moss, due "
                            "back to her on 13 March.",
                        ),
                        (
                            "bramley-job",
                            "",
                            "The Bramleys' chaise longue is being done in Romo Kelby linen, colour oyster, due back "
                            "to them on 27 March.",
                        ),
                        (
                            None,
                            "oneoff",
                            "A pub in Settle wants a price for 14 banquette seat pads, I need to get back to them by "
                            "Friday.",
                        ),
                    ],
                ),
                (
                    "How I do things",
                    [
                        (
                            "quoting",
                            "",
                            "How I quote a job:\n1. Get photos from the customer: front, side and underneath.\n2. "
                            "Measure up and work out the fabric metres with a cutting plan.\n3. Estimate labour "
                            "hours and add foam and sundries.\n4. Email the quote, valid for 30 days.",
                        ),
                        (
                            "stripping",
                            "",
                            "Stripping a chair back to the frame:\n1. Photograph every layer before it comes off.\n"
                            "2. Take the tacks and staples out with the ripping chisel and mallet.\n3. Keep the old "
                            "covers as templates.\n4. Check the joints and reglue anything loose.",
                        ),
                        (
                            "no-marine",
                            "",
                            "I don't do boat cushions, caravan seats or car interiors. Marine vinyl just isn't my "
                            "trade.",
                        ),
                        (None, "chat", "Could you put the stripping steps more briefly? I want to pin them up."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-09",
            "price-review",
            "Putting my prices up",
            [
                (
                    "",
                    [
                        ("labour-rate", "correct", "Labour: £32 per hour, materials billed on top."),
                        (
                            "foam-supplier",
                            "correct",
                            "From now on I'm ordering all my foam from Midland Foam Co in Wakefield; they cut it "
                            "and label it properly.",
                        ),
                        (
                            "bramley-job",
                            "correct",
                            "Actually the Bramleys are away over Easter, so their chaise goes back on 3 April.",
                        ),
                        (
                            "workdays",
                            "",
                            "Nobody comes to the unit on a Monday or a weekend: furniture in or out is midweek only, "
                            "nine to four.",
                        ),
                        (
                            "martindale",
                            "",
                            "If it's going to be sat on every day it needs a rub count of at least 25k, or I say no.",
                        ),
                        (None, "chat", "It's freezing in the unit today, I can barely feel my fingers."),
                        (None, "oneoff", "The Settle pub paid their deposit today, £420 for the banquette pads."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-16",
            "deliveries-paperwork",
            "Deliveries and paperwork",
            [
                (
                    "Moving furniture",
                    [
                        (
                            "courier",
                            "correct",
                            "Big pieces go in and out with Kieran Walsh of Walsh Removals, £45 a local run.",
                        ),
                        (
                            "insurance",
                            "refine",
                            "Checked the Hiscox schedule: the £15,000 cover for customers' furniture also applies "
                            "while it's in transit in the van, not only in the workshop.",
                        ),
                    ],
                ),
                (
                    "Quotes and frames",
                    [
                        (
                            "quoting",
                            "refine",
                            "Quoting, updated: photos from the customer, measure up, work out the metres and add 10% "
                            "extra for pattern matching on anything with a repeat, estimate labour and sundries, "
                            "email the quote valid 30 days.",
                        ),
                        (
                            "stripping",
                            "refine",
                            "Once a frame is stripped I also go over every rail for woodworm holes and treat them "
                            "before anything gets reglued.",
                        ),
                        (
                            "fire-foam",
                            "",
                            "Every cushion I rebuild gets fresh fire-retardant filling with the compliance tag sewn "
                            "in; nothing original goes back inside.",
                        ),
                        ("romo-discount", "", "On the Romo account I pay 70% of what the catalogue says."),
                        ("labour-rate", "", "My time is charged at thirty-two quid an hour."),
                        (None, "oneoff", "Mrs Okafor's velvet arrived today, 6.5 metres, batch 0417."),
                        (None, "chat", "Thanks, that's brilliant, exactly what I needed."),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Public observatory volunteers' handbook, resource notes, third person and imperative. The two domes'
#    telescopes and their lead volunteers are sibling subjects; the open-night doors time is corrected with
#    "changed to", the ticket price by a bare new value, the volunteer coordinator by name with "now", the Dome 2
#    lead by name with no marker; first aid and the dome opening steps are refined.
OBSERVATORY = Family(
    "observatory",
    "public observatory volunteers' handbook",
    "resource",
    [
        Fact("red-light", "personal"),
        Fact("two-on-site", "personal"),
        Fact("solar-filter", "personal"),
        Fact("under-16s", "personal"),
        Fact("open-nights", "wiki", now=[r"20:00|\b8 ?pm"], was=[r"19:30|7\.30"]),
        Fact("tickets", "wiki", now=[r"£\s*7\b"], was=[r"£\s*6\b"]),
        Fact("coordinator", "wiki", now=[r"marcus|reid"], was=[r"helen|ashworth"]),
        Fact("dome1-scope", "wiki"),
        Fact("dome2-scope", "wiki"),
        Fact("dome1-lead", "wiki"),
        Fact("dome2-lead", "wiki", now=[r"\btom\b|adair"], was=[r"fiona|blake"]),
        Fact("first-aid", "wiki", detail=[r"child|paediatric"]),
        Fact("opening-dome", "procedure", detail=[r"\bdew\b"]),
        Fact("closing-up", "procedure"),
    ],
    [
        Note(
            "2026-01-12",
            "volunteer-handbook",
            "Hollins Hill Observatory volunteer handbook",
            [
                (
                    "Welcome",
                    [
                        (
                            None,
                            "chat",
                            "Welcome to the team, and thank you for giving up your evenings. If anything here is out "
                            "of date, please say so.",
                        ),
                        (
                            "coordinator",
                            "",
                            "The volunteer coordinator is Helen Ashworth. She runs the rota and the DBS checks, and "
                            "volunteer questions go to her first.",
                        ),
                        (
                            "two-on-site",
                            "",
                            "Never open up the building alone: at least two volunteers must be on site whenever the "
                            "domes are in use or the public are in.",
                        ),
                    ],
                ),
                (
                    "Open nights",
                    [
                        (
                            "open-nights",
                            "",
                            "Public open nights run on the first and third Friday of each month, September to April. "
                            "Doors open at 19:30 and the first talk starts at 19:45.",
                        ),
                        (
                            "tickets",
                            "",
                            "Open night tickets are £6 for adults and £3 for under-16s; members get in free.",
                        ),
                        (
                            "under-16s",
                            "",
                            "Under-16s must be with an adult at all times in the domes and on the viewing terrace.",
                        ),
                    ],
                ),
                (
                    "Telescopes",
                    [
                        ("dome1-scope", "", "Dome 1 houses the 14-inch Celestron EdgeHD on a Paramount ME mount."),
                        ("dome2-scope", "", "Dome 2 houses the 6-inch Takahashi refractor on an EM-200 mount."),
                        ("dome1-lead", "", "Dome 1 lead volunteer: Ravi Menon."),
                        ("dome2-lead", "", "Dome 2 lead volunteer: Fiona Blake."),
                    ],
                ),
                (
                    "Safety",
                    [
                        (
                            "red-light",
                            "",
                            "Red torches only on the observing floor and the terrace after dark. No phone screens "
                            "unless they're in night mode.",
                        ),
                        (
                            "solar-filter",
                            "",
                            "No telescope is ever pointed at the Sun unless the full-aperture solar filter is fitted "
                            "and the dome lead has checked it for pinholes.",
                        ),
                        (
                            "first-aid",
                            "",
                            "The first-aid kit and the defibrillator (AED) are in the foyer cupboard next to the "
                            "kettle.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-19",
            "dome-procedures",
            "Opening and closing the domes",
            [
                (
                    "Opening",
                    [
                        (
                            "opening-dome",
                            "",
                            "Opening a dome:\n1. Check the weather station: wind under 25 mph, humidity under 85%.\n"
                            "2. Switch on mount and camera power at the wall panel.\n3. Unlock the shutter and "
                            "rotate the dome to face the first target.\n4. Take the caps off and let the optics "
                            "cool for 30 minutes before the public come up.",
                        ),
                        (
                            None,
                            "oneoff",
                            "The Dome 2 focuser is away for repair; Dome 2 stays closed to the public until it's back.",
                        ),
                    ],
                ),
                (
                    "Closing",
                    [
                        (
                            "closing-up",
                            "",
                            "End of the night:\n1. Park both telescopes at the home position.\n2. Cap the optics.\n"
                            "3. Close the shutters and check the rain sensor light is green.\n4. Power down at the "
                            "wall panel and sign the logbook.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-02",
            "volunteer-handbook",
            "Hollins Hill Observatory volunteer handbook",
            [
                (
                    "Open nights",
                    [
                        (
                            "open-nights",
                            "correct",
                            "Doors time changed to 20:00 from this month, first talk at 20:15, to give the domes "
                            "longer to cool.",
                        ),
                        ("tickets", "correct", "Open night tickets: £7 adult, £3 under-16, members free."),
                        (None, "oneoff", "Open night on 16 January: 48 visitors; Jupiter and M42 through Dome 1."),
                    ],
                ),
                (
                    "People",
                    [
                        (
                            "coordinator",
                            "correct",
                            "Marcus Reid is now the volunteer coordinator, so rota swaps and DBS paperwork go to him.",
                        ),
                        ("dome2-lead", "correct", "Dome 2 lead volunteer: Tom Adair."),
                        (
                            None,
                            "chat",
                            "A big thank you to everyone who turned out for the Stargazing weekend.",
                        ),
                    ],
                ),
                (
                    "Safety",
                    [
                        (
                            "red-light",
                            "",
                            "White light of any kind is banned outside after sunset; eyes take half an hour to "
                            "re-adapt.",
                        ),
                        (
                            "two-on-site",
                            "",
                            "Lone working is not allowed here. A second volunteer has to be present before anything "
                            "is unlocked.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-16",
            "safety-and-kit",
            "Safety, first aid and kit",
            [
                (
                    "First aid",
                    [
                        (
                            "first-aid",
                            "refine",
                            "Paediatric pads for the foyer defibrillator are kept in the red pouch clipped to its "
                            "case; use them for anyone under eight.",
                        ),
                    ],
                ),
                (
                    "Telescopes",
                    [
                        (
                            "opening-dome",
                            "refine",
                            "When opening a dome, switch on the dew heaters on the finder and corrector plate as "
                            "soon as the power is on; in damp weather the optics fog within minutes.",
                        ),
                        (
                            "solar-filter",
                            "",
                            "Sun sessions: the front of the scope must be fully covered by certified solar film, "
                            "held up to a lamp beforehand to look for holes.",
                        ),
                        (
                            "dome1-scope",
                            "",
                            "The main instrument, in Dome 1, is a 356 mm Schmidt-Cassegrain made by Celestron.",
                        ),
                        (
                            None,
                            "oneoff",
                            "New box of 20 red-film torches delivered; it's in the store under the stairs.",
                        ),
                    ],
                ),
                (
                    "Open nights",
                    [
                        (
                            "open-nights",
                            "",
                            "Public evenings are the 1st & 3rd Fri of the month over the winter season; we let people "
                            "in at 8pm.",
                        ),
                        (None, "chat", "Clear skies, everyone."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Parish council planning committee minutes, third person with names and initials, under agenda headings. Two
#    householder applications and two Neighbourhood Plan site allocations are sibling subjects; the meeting time is
#    corrected with "changed to", the Old Dairy allocation by a bare new number, the Clerk by name with "now", the
#    district planning contact by name with no marker; the response procedure and the Glebe Field allocation are
#    refined.
PARISH_PLANNING = Family(
    "parish-planning",
    "parish council planning committee minutes",
    "minutes",
    [
        Fact("quorum", "personal"),
        Fact("interests", "personal"),
        Fact("no-lobbying", "personal"),
        Fact("consultation-window", "personal"),
        Fact("chair", "wiki"),
        Fact("meeting-time", "wiki", now=[r"7\.00|19:00|\b7 ?pm"], was=[r"7\.30|19:30"]),
        Fact("clerk", "wiki", now=[r"ferris"], was=[r"pattinson"]),
        Fact("district-officer", "wiki", now=[r"oyelaran"], was=[r"dunmore"]),
        Fact("mill-lane", "wiki"),
        Fact("church-close", "wiki"),
        Fact("glebe-field", "wiki", detail=[r"affordable|40\s*%"]),
        Fact("old-dairy", "wiki", now=[r"\b10\b|\bten\b"], was=[r"\b8\b|\beight\b"]),
        Fact("responses", "procedure", detail=[r"(three|3) working days"]),
        Fact("public-speaking", "procedure"),
    ],
    [
        Note(
            "2026-01-13",
            "planning-minutes",
            "Ashcombe Parish Council Planning Committee, minutes of 13 January 2026",
            [
                (
                    "1. Present and apologies",
                    [
                        (
                            None,
                            "oneoff",
                            "Present: Cllrs Ashdown, Quayle, Singh and Ellis; three members of the public.",
                        ),
                        (None, "chat", "The Chair welcomed everyone and wished members a happy new year."),
                    ],
                ),
                (
                    "2. Committee arrangements",
                    [
                        ("chair", "", "Cllr R. Ashdown is Chair of the committee and Cllr P. Quayle Vice-Chair."),
                        (
                            "quorum",
                            "",
                            "The quorum for the committee is three members; no decision may be taken with fewer "
                            "present.",
                        ),
                        (
                            "meeting-time",
                            "",
                            "The committee meets on the second Tuesday of each month at 7.30pm in the Village Hall "
                            "committee room.",
                        ),
                        ("clerk", "", "Mrs J. Pattinson continues as Clerk to the committee and takes the minutes."),
                        (
                            "district-officer",
                            "",
                            "The committee's contact at MWDC Development Management is Ms K. Dunmore, Senior "
                            "Planning Officer.",
                        ),
                    ],
                ),
                (
                    "3. Declarations of interest",
                    [
                        (
                            "interests",
                            "",
                            "Members were reminded that any interest must be declared at the start of the relevant "
                            "item, and that a member with a prejudicial interest leaves the room for that item.",
                        ),
                        (None, "oneoff", "Cllr Ellis declared an interest in item 4a (neighbour) and left the room."),
                    ],
                ),
                (
                    "4. Planning applications",
                    [
                        (
                            "mill-lane",
                            "",
                            "4a. 25/01871/HH, 12 Mill Lane (Mr and Mrs Dale): single-storey rear extension. "
                            "Resolved: no objection.",
                        ),
                        (
                            "church-close",
                            "",
                            "4b. 25/01904/HH, 3 Church Close (Ms Varga): two-storey side extension. Resolved: "
                            "objection, loss of light to No. 5.",
                        ),
                    ],
                ),
                (
                    "5. Neighbourhood Plan",
                    [
                        (
                            "glebe-field",
                            "",
                            "Policy H2 of the draft Neighbourhood Plan allocates Glebe Field for up to 12 dwellings.",
                        ),
                        (
                            "old-dairy",
                            "",
                            "Policy H3 of the draft Neighbourhood Plan allocates the Old Dairy yard for up to 8 "
                            "dwellings.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-10",
            "planning-minutes",
            "Ashcombe Parish Council Planning Committee, minutes of 10 February 2026",
            [
                (
                    "1. Apologies",
                    [
                        (None, "oneoff", "Apologies were received from Cllr T. Ellis (unwell)."),
                        (None, "chat", "The Chair wished Cllr Ellis a speedy recovery."),
                    ],
                ),
                (
                    "2. Committee arrangements",
                    [
                        (
                            "meeting-time",
                            "correct",
                            "Start time changed to 7.00pm from the March meeting onwards, to suit members travelling "
                            "from work.",
                        ),
                        (
                            "quorum",
                            "",
                            "Members noted that business cannot proceed unless a minimum of 3 councillors attend.",
                        ),
                    ],
                ),
                (
                    "3. Standing procedures",
                    [
                        (
                            "responses",
                            "",
                            "Procedure for the committee's response to an application:\n1. The Clerk circulates "
                            "the plans link to members a week before the meeting.\n2. The committee agrees its "
                            "response by majority vote.\n3. The Clerk submits the response on the MWDC planning "
                            "portal.\n4. The response is published on the parish website.",
                        ),
                        (
                            "public-speaking",
                            "",
                            "Public participation:\n1. Members of the public register with the Clerk by noon on the "
                            "day of the meeting.\n2. Each speaker may address the committee for up to three "
                            "minutes.\n3. Applicants speak after objectors.\n4. The public take no part in the "
                            "committee's debate.",
                        ),
                        (
                            "no-lobbying",
                            "",
                            "Members do not discuss live applications with applicants or objectors outside meetings "
                            "and do not make individual site visits.",
                        ),
                        (
                            "consultation-window",
                            "",
                            "The committee responds to every MWDC consultation within the 21-day period; where no "
                            "meeting falls in time, the Chair and Clerk respond under delegated authority.",
                        ),
                    ],
                ),
                (
                    "4. Neighbourhood Plan",
                    [
                        (
                            "old-dairy",
                            "correct",
                            "Policy H3, Old Dairy yard: allocation 10 dwellings, following the examiner's report.",
                        ),
                    ],
                ),
                (
                    "5. Actions",
                    [
                        (
                            None,
                            "oneoff",
                            "Action: Clerk to chase MWDC Highways about the damaged verge on Mill Lane by 20 February.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-10",
            "planning-minutes",
            "Ashcombe Parish Council Planning Committee, minutes of 10 March 2026",
            [
                (
                    "1. Welcome",
                    [
                        (
                            "clerk",
                            "correct",
                            "The Chair welcomed Mr D. Ferris, who is now Clerk to the Council and to this committee.",
                        ),
                        (
                            None,
                            "chat",
                            "Cllr Singh thanked the outgoing Clerk for eleven years of service, and flowers were "
                            "presented on behalf of members.",
                        ),
                    ],
                ),
                (
                    "2. Committee arrangements",
                    [
                        (
                            "meeting-time",
                            "",
                            "Members noted that meetings remain monthly on the second Tuesday, starting at 7pm, in "
                            "the hall's small room.",
                        ),
                        (
                            "district-officer",
                            "correct",
                            "MWDC contact for parish planning consultations: Mr S. Oyelaran, Development Management.",
                        ),
                    ],
                ),
                (
                    "3. Standing procedures",
                    [
                        (
                            "responses",
                            "refine",
                            "Resolved that the Clerk shall upload each agreed response to the MWDC portal within "
                            "three working days of the meeting.",
                        ),
                        (
                            "interests",
                            "",
                            "Any councillor with a personal or prejudicial stake must say so when the matter comes "
                            "up; a prejudicial one means stepping outside until the vote is over.",
                        ),
                    ],
                ),
                (
                    "4. Neighbourhood Plan",
                    [
                        (
                            "glebe-field",
                            "refine",
                            "Policy H2, Glebe Field (up to 12 dwellings): at least 40% of the homes to be affordable, "
                            "as requested by the district housing team.",
                        ),
                        (None, "oneoff", "The meeting closed at 9.04pm."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-14",
            "planning-minutes",
            "Ashcombe Parish Council Planning Committee, minutes of 14 April 2026",
            [
                (
                    "1. Present",
                    [
                        (None, "oneoff", "Present: Cllrs Ashdown, Quayle, Singh and Ellis. No members of the public."),
                    ],
                ),
                (
                    "2. Conduct of members",
                    [
                        (
                            "no-lobbying",
                            "",
                            "Councillors were reminded not to talk privately with developers or neighbours about any "
                            "undecided scheme, nor to go and look at a site on their own.",
                        ),
                        (
                            "consultation-window",
                            "",
                            "Replies to the district go in within three weeks; if the calendar rules out a meeting, "
                            "the Chair and Clerk answer on members' behalf.",
                        ),
                    ],
                ),
                (
                    "3. Any other business",
                    [
                        (None, "chat", "The Chair thanked members for a short and good-humoured meeting."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Inshore lifeboat station crew log, terse bullets, impersonal. The two boats (D-851 and B-912) are sibling
#    subjects for engine service interval and launch method; exercise night is corrected by number with "now", the
#    pager test by a bare new time, the LOM by name with no marker, the station mechanic by name with "from today";
#    the launch and recovery steps are refined.
LIFEBOAT_STATION = Family(
    "lifeboat-station",
    "inshore lifeboat station crew log",
    "log",
    [
        Fact("ppe-check", "personal"),
        Fact("alcohol", "personal"),
        Fact("helm-rule", "personal"),
        Fact("d-service", "wiki"),
        Fact("b-service", "wiki"),
        Fact("d-launch", "wiki"),
        Fact("b-launch", "wiki"),
        Fact("lom", "wiki", now=[r"carys|lloyd"], was=[r"gareth|pugh"]),
        Fact("mechanic", "wiki", now=[r"rhys|edwards"], was=[r"owain|hughes"]),
        Fact("exercise", "wiki", now=[r"\b1830\b|18:30|6\.30 ?pm"], was=[r"\b1900\b|19:00"]),
        Fact("pager-test", "wiki", now=[r"\b1200\b|12:00|midday"], was=[r"\b1000\b|10:00"]),
        Fact("vhf", "wiki"),
        Fact("launch", "procedure", detail=[r"kill ?cord"]),
        Fact("recovery", "procedure", detail=[r"\bprops?\b"]),
    ],
    [
        Note(
            "2026-03-07",
            "crew-log",
            "Crew log, Sat 7 Mar",
            [
                (
                    "",
                    [
                        (None, "oneoff", "0930 Boat checks both boats, all OK. Fuel D-851 3/4, B-912 full."),
                        ("lom", "", "LOM is Gareth Pugh, 07700 900412."),
                        ("mechanic", "", "Station mech: Owain Hughes, does all engine services."),
                        ("exercise", "", "Exercise night Thursdays 1900 at the boathouse."),
                        ("pager-test", "", "Pager test Sundays 1000."),
                        (
                            "helm-rule",
                            "",
                            "Only a passed helm takes the boat on a shout. Trainee helms helm on exercise only, with "
                            "a passed helm aboard.",
                        ),
                        (
                            "ppe-check",
                            "",
                            "Nobody goes afloat without drysuit, lifejacket and helmet, buddy-checked by another crew "
                            "member before leaving the slip.",
                        ),
                        (None, "chat", "Cheers shore crew for the bacon butties."),
                    ],
                ),
                (
                    "D-851",
                    [
                        ("d-service", "", "D-851: engine service due every 50 hrs."),
                        ("d-launch", "", "D-851: launched by hand on the trolley down the slip."),
                    ],
                ),
                (
                    "B-912",
                    [
                        ("b-service", "", "B-912: engine service due every 100 hrs."),
                        ("b-launch", "", "B-912: launched by tractor and carriage off the beach."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-12",
            "crew-log",
            "Crew log, Thu 12 Mar (exercise)",
            [
                (
                    "",
                    [
                        (
                            None,
                            "oneoff",
                            "1900 Exercise B-912, crew 4 (helm SE), MOB drills off the point. Back 2040.",
                        ),
                        (
                            "launch",
                            "",
                            "Launch on a shout:\n1. Pager goes, crew to station; first passed helm in takes charge.\n"
                            "2. Helm gets tasking from CG and picks crew.\n3. Kit up, buddy check.\n4. Boat down the "
                            "slip, engine start, radio check and go.",
                        ),
                        (
                            "recovery",
                            "",
                            "Recovery:\n1. Boat onto trolley or carriage at the slip.\n2. Fresh-water flush "
                            "engine(s) 10 min.\n3. Wash down hull and kit.\n4. Refuel to full.\n5. Engine hrs in the "
                            "boat book.",
                        ),
                        (
                            "alcohol",
                            "",
                            "No one crews within 8 hrs of a drink. If you've had one, don't answer the pager as boat "
                            "crew.",
                        ),
                        (
                            "vhf",
                            "",
                            "Radio: exercises worked on Ch 73; Holyhead CG told of launch and recovery on Ch 0.",
                        ),
                        (None, "chat", "Good turnout tonight, 11 crew. Well done all."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-19",
            "crew-log",
            "Crew log, Thu 19 Mar",
            [
                (
                    "",
                    [
                        ("exercise", "correct", "Exercise nights now Thursdays 1830, use the light while we have it."),
                        ("mechanic", "correct", "From today Rhys Edwards is station mech, all engine work via him."),
                        ("ppe-check", "", "Kit check in pairs every launch: suit, LJ, lid. No exceptions."),
                        ("d-service", "", "D-851 outboard wants servicing every fifty running hours."),
                        (
                            "launch",
                            "refine",
                            "Launch: helm clips the kill cord on before engine start, then radio check and go.",
                        ),
                        (
                            None,
                            "oneoff",
                            "1422 Shout: 2 kayakers cut off by tide at Porth Ddu. D-851 launched 1431, crew 3 (helm "
                            "SE). Both recovered to the slip 1510, handed to CG rescue team.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-29",
            "crew-log",
            "Crew log, Sun 29 Mar",
            [
                (
                    "",
                    [
                        ("pager-test", "correct", "Pager test: Sun 1200."),
                        ("lom", "correct", "LOM: Carys Lloyd, 07700 900587."),
                        (
                            "recovery",
                            "refine",
                            "After recovery also check the props for dings and fishing line before she goes back in "
                            "the boathouse.",
                        ),
                        ("alcohol", "", "Been drinking in the last eight hours = shore crew only, not the boat."),
                        ("exercise", "", "Thurs training starts 6.30pm."),
                        ("vhf", "", "Exercise comms ch73. CG (Holyhead) on ch0 when we go afloat and when back."),
                        ("b-launch", "", "B-912 goes in off the sand behind the Talus."),
                        (None, "oneoff", "Delivery: 6 new Crewsaver lifejackets, DN 44817, in the kit room."),
                        (None, "chat", "Foggy all day, quiet one."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [UPHOLSTERER, OBSERVATORY, PARISH_PLANNING, LIFEBOAT_STATION]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "upholsterer": [("romo-discount", "linwood-discount"), ("okafor-job", "bramley-job")],
    "observatory": [("dome1-scope", "dome2-scope"), ("dome1-lead", "dome2-lead")],
    "parish-planning": [("mill-lane", "church-close"), ("glebe-field", "old-dairy")],
    "lifeboat-station": [("d-service", "b-service"), ("d-launch", "b-launch")],
}

"""An eleventh tuning half: four families written blind to the engine (a wedding and events florist's chat sessions
with an assistant, a rowing club's safety handbook resource notes, a village primary school's governing board
minutes, a mountain rescue team's call-out and kit log). Tuned on from the commit that added them."""

from tests.dream_suite import Fact, Family, Note

# 1. Freelance wedding florist's chat sessions with an assistant, first person. Two venues (Copsey Barn, the Orangery
#    at Fenwick Hall) are sibling subjects for load-in times and venue contacts; the Fenwick load-in is corrected with
#    "actually", the booking deposit by value "from next month", the wholesaler by name with no marker, the Fenwick
#    coordinator by name with "now"; two refinements (cold-room alarm, searing woody stems).
FLORIST = Family(
    "florist",
    "freelance wedding and events florist",
    "session",
    [
        Fact("no-foam", "personal"),
        Fact("weekend-cap", "personal"),
        Fact("mondays-off", "personal"),
        Fact("photo-consent", "personal"),
        Fact("deposit", "wiki", now=[r"30\s*%|thirty per ?cent"], was=[r"25\s*%|quarter"]),
        Fact("wholesaler", "wiki", now=[r"zest"], was=[r"van dijk"]),
        Fact("copsey-access", "wiki"),
        Fact("fenwick-access", "wiki", now=[r"\b2\s*pm|14:00"], was=[r"\b4\s*pm|16:00"]),
        Fact("copsey-contact", "wiki"),
        Fact("fenwick-contact", "wiki", now=[r"\bdev\b|mistry"], was=[r"lorna|pike"]),
        Fact("cold-room", "wiki", detail=[r"\b8\s*°|eight degrees"]),
        Fact("consultation", "procedure"),
        Fact("conditioning", "procedure", detail=[r"boiling"]),
        Fact("breakdown", "procedure"),
    ],
    [
        Note(
            "2026-05-05",
            "business-basics",
            "Getting my flower business written down",
            [
                (
                    "",
                    [
                        (
                            None,
                            "chat",
                            "Hiya! Wedding season is about to go bonkers, so I'd love to get my business stuff "
                            "written down somewhere sensible before it does.",
                        ),
                        (
                            "no-foam",
                            "",
                            "First thing: I don't touch floral foam, full stop. It's basically microplastic, so "
                            "everything I make is built on chicken wire, moss or pin frogs.",
                        ),
                        (
                            "weekend-cap",
                            "",
                            "I cap myself at two weddings in any one weekend, otherwise the work gets sloppy and "
                            "I stop sleeping.",
                        ),
                        (
                            "mondays-off",
                            "",
                            "Mondays are sacred: no client calls, no emails, nothing. That's my recovery day after "
                            "the weekend installs.",
                        ),
                        ("deposit", "", "To book a date, couples pay a 25% deposit, and it's non-refundable."),
                        (
                            "wholesaler",
                            "",
                            "Most of my wholesale stems come from Van Dijk Flowers; their lorry drops off at the "
                            "studio on Tuesday mornings.",
                        ),
                        ("cold-room", "", "The walk-in cold room in my garden studio is set to 5°C."),
                        (
                            None,
                            "oneoff",
                            "This Saturday is the Hartley-Osei wedding: 14 table centres and a meadow arch.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-07",
            "venues",
            "The two venues I work at most",
            [
                (
                    "",
                    [
                        (
                            "copsey-access",
                            "",
                            "Copsey Barn only lets suppliers in on the wedding day itself, from 8am.",
                        ),
                        (
                            "copsey-contact",
                            "",
                            "At Copsey the person I deal with is their events manager, Harriet Quayle.",
                        ),
                        (
                            "fenwick-access",
                            "",
                            "The Orangery at Fenwick Hall is much kinder: I can set up the afternoon before, any "
                            "time after 4pm.",
                        ),
                        (
                            "fenwick-contact",
                            "",
                            "Fenwick's wedding coordinator is Lorna Pike, and she signs off anything I hang from "
                            "the glasshouse beams.",
                        ),
                        (
                            "photo-consent",
                            "",
                            "Another rule of mine: a couple's flowers never go on my Instagram until they've agreed "
                            "to it in writing.",
                        ),
                        (
                            "deposit",
                            "",
                            "Just so it's noted: a quarter of the quote is paid up front to hold the date, and I "
                            "keep it if they cancel.",
                        ),
                        (None, "chat", "Honestly, the Fenwick walled garden is so pretty I'd work there for free."),
                        (
                            None,
                            "oneoff",
                            "Harriet left a voicemail about a marquee tasting on the 19th; I need to ring her back.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-14",
            "how-i-work",
            "How I run consultations, deliveries and the clear-up",
            [
                (
                    "",
                    [
                        (
                            "consultation",
                            "",
                            "How a new enquiry goes:\n1. The couple fills in the enquiry form on my website.\n2. We "
                            "have a 45-minute video call about colours, season and budget.\n3. I send a mood board "
                            "and a quote within five working days.\n4. The date is only held once their payment "
                            "lands.",
                        ),
                        (
                            "conditioning",
                            "",
                            "When a delivery arrives:\n1. Strip every leaf that would sit below the waterline.\n2. "
                            "Recut each stem on a sharp angle.\n3. Put them into scrubbed buckets with flower "
                            "food.\n4. Leave them to drink in the cold room overnight before I design with them.",
                        ),
                        (
                            "breakdown",
                            "",
                            "After an event:\n1. Go back the next morning for the hired vases, urns and stands.\n2. "
                            "Bag the greenery for my compost heap.\n3. Scrub and sanitise every bucket.\n4. Write "
                            "any breakages on the hire sheet so the client can be billed.",
                        ),
                        (
                            "no-foam",
                            "",
                            "And remember that none of my arrangements sit in oasis; those green bricks are banned "
                            "from my studio.",
                        ),
                        ("cold-room", "", "Flowers live at five degrees in the studio chiller until they go out."),
                        (None, "chat", "Could you lay those out like little cards I can pin above the bench?"),
                        (None, "oneoff", "Wholesale order 55817 for Saturday has been confirmed."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-26",
            "june-changes",
            "A few changes before June",
            [
                (
                    "",
                    [
                        (None, "chat", "Sorry if I'm scatty today, I've been up since four wiring buttonholes."),
                        (
                            "wholesaler",
                            "correct",
                            "I'm getting my wholesale stems through Zest Flower Wholesale in Gloucester; they drop "
                            "off on Wednesdays and Fridays.",
                        ),
                        (
                            "deposit",
                            "correct",
                            "From next month the booking deposit goes up to 30%, still non-refundable.",
                        ),
                        (
                            "fenwick-access",
                            "correct",
                            "Actually Fenwick have said I can get into the Orangery from 2pm on the eve of the "
                            "wedding.",
                        ),
                        (
                            "cold-room",
                            "refine",
                            "The cold room stays at 5°C, and I've fitted a sensor that texts me if it creeps above "
                            "8°C.",
                        ),
                        (
                            "mondays-off",
                            "",
                            "Please don't book me anything at the start of the week; that's my rest day.",
                        ),
                        (
                            "conditioning",
                            "",
                            "Conditioning is non-negotiable for every delivery: lower leaves off, a fresh slanted "
                            "cut, clean water with feed, and a night's rest in the cold before designing.",
                        ),
                        (
                            None,
                            "oneoff",
                            "The Hartley-Osei arch survived the gale, thank goodness, and they've paid in full.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-09",
            "fenwick-prep",
            "Getting ready for a Fenwick wedding",
            [
                (
                    "",
                    [
                        (
                            "fenwick-contact",
                            "correct",
                            "Lorna has gone on maternity leave, so the person I now liaise with at Fenwick is Dev "
                            "Mistry.",
                        ),
                        ("fenwick-access", "", "Load-in at the Orangery: the day before the wedding, 2pm onwards."),
                        (
                            "copsey-access",
                            "",
                            "Note to self: no early access at Copsey; the barn doors open to me at eight on the "
                            "morning of the big day and not a minute sooner.",
                        ),
                        ("copsey-contact", "", "Harriet Quayle still runs events over at Copsey, so she's my call."),
                        (
                            "conditioning",
                            "refine",
                            "One more conditioning step: woody things like hydrangea and lilac get their stem ends "
                            "dipped in boiling water for 30 seconds before they go into the buckets.",
                        ),
                        ("photo-consent", "", "Posting-wise, nothing goes online without the couple's written okay."),
                        (
                            "weekend-cap",
                            "",
                            "Never more than a pair of wedding jobs between Friday and Sunday, however lovely the "
                            "enquiry.",
                        ),
                        ("wholesaler", "", "All my stems come via Zest these days."),
                        ("deposit", "", "New bookings pay thirty per cent up front to secure their date."),
                        (
                            "consultation",
                            "",
                            "New enquiries: web form first, then a video chat of about three-quarters of an hour, "
                            "then mood board plus price inside five working days.",
                        ),
                        (
                            "breakdown",
                            "",
                            "Morning-after routine: fetch back all the hire stock, compost the green waste, wash "
                            "out the buckets, and log anything that got broken.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Dev says the Fenwick lawn is being re-turfed on 12 June, so vans park on the gravel "
                            "that day.",
                        ),
                        (None, "chat", "Thank you so much, this is brilliant; I feel organised for once!"),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Rowing club safety handbook, resource notes (two dropped-in files, each revised later). The senior men's eight
#    and the novice women's four are sibling subjects (outing times, coxes) named only by section headings; the
#    red-board gauge level is corrected by a bare new value, the safety adviser by name with "now", the eight's
#    outing time "from next month", the four's cox by name with no marker; two refinements (kill cord, 24 hours).
ROWING = Family(
    "rowing",
    "rowing club safety handbook",
    "resource",
    [
        Fact("cox-lifejacket", "personal"),
        Fact("swim-test", "personal"),
        Fact("keep-starboard", "personal"),
        Fact("junior-sculls", "personal"),
        Fact("red-board", "wiki", now=[r"1\.1\s*m"], was=[r"1\.2\s*m"]),
        Fact("safety-adviser", "wiki", now=[r"marcus|oyelaran"], was=[r"jenny|whitlock"]),
        Fact("launch", "wiki", detail=[r"kill ?cord"]),
        Fact("eight-outings", "wiki", now=[r"5:45|quarter to six"], was=[r"6:00|\b6\s*am"]),
        Fact("four-outings", "wiki"),
        Fact("eight-cox", "wiki"),
        Fact("four-cox", "wiki", now=[r"bethan|lloyd"], was=[r"\btom\b|eggleton"]),
        Fact("sign-out", "procedure"),
        Fact("capsize", "procedure"),
        Fact("incident", "procedure", detail=[r"24\s*hours"]),
    ],
    [
        Note(
            "2026-02-02",
            "safety-handbook",
            "Wenbury Rowing Club safety handbook",
            [
                (
                    "",
                    [
                        (
                            None,
                            "chat",
                            "Welcome to the 2026 season, and a special hello to this year's novice intake!",
                        ),
                    ],
                ),
                (
                    "River conditions",
                    [
                        (
                            "red-board",
                            "",
                            "When the Abbey Weir gauge reads 1.2 m or higher the red board goes up and no crew may "
                            "boat.",
                        ),
                        (
                            "keep-starboard",
                            "",
                            "All boats keep to the starboard side of the river, the cox's right, in both directions.",
                        ),
                    ],
                ),
                (
                    "Everyone on the water",
                    [
                        (
                            "swim-test",
                            "",
                            "No one may row until they have passed the club swim test: 50 m in light clothing, "
                            "then treading water for two minutes.",
                        ),
                        (
                            "junior-sculls",
                            "",
                            "Juniors (under 18) never go out in a single scull unless a coach's launch is on the "
                            "water with them.",
                        ),
                        (
                            "cox-lifejacket",
                            "",
                            "Coxes wear a lifejacket at all times afloat, done up properly.",
                        ),
                    ],
                ),
                (
                    "Safety launch",
                    [
                        (
                            "launch",
                            "",
                            "The club safety launch is Kingfisher, a 4 m RIB with a 15 hp outboard; only members "
                            "holding RYA Powerboat Level 2 may drive it.",
                        ),
                    ],
                ),
                (
                    "Contacts",
                    [
                        (
                            "safety-adviser",
                            "",
                            "Club safety adviser: Jenny Whitlock. Take any concern about safety straight to her.",
                        ),
                        (None, "oneoff", "The ergs in the gym are being serviced on Saturday 7 February."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-04",
            "crew-guide",
            "Coxes' and crews' guide",
            [
                (
                    "Senior men's eight",
                    [
                        ("eight-outings", "", "Outings Tuesday and Thursday at 6:00am, boating from bay 2."),
                        ("eight-cox", "", "Coxed by Priya Nandakumar."),
                    ],
                ),
                (
                    "Novice women's four",
                    [
                        ("four-outings", "", "Outings on Wednesday at 18:30 and Saturday at 9:00."),
                        ("four-cox", "", "Cox: Tom Eggleton."),
                    ],
                ),
                (
                    "Going afloat",
                    [
                        (
                            "sign-out",
                            "",
                            "Before every outing:\n1. Check the flag board by the boathouse door.\n2. Write the "
                            "boat, the crew's names and your expected return time in the outings book.\n3. Check "
                            "heel restraints, bow ball and gates.\n4. Sign back in as soon as you land.",
                        ),
                        (
                            "capsize",
                            "",
                            "If a boat capsizes or swamps:\n1. Stay with the boat; it floats.\n2. The cox counts "
                            "heads and calls out names.\n3. Wave an arm and shout to attract the launch or the "
                            "bank.\n4. Kick the boat to the nearest bank only if no help comes.",
                        ),
                    ],
                ),
                (
                    "Reporting",
                    [
                        (
                            "incident",
                            "",
                            "After any incident or near miss:\n1. Make sure everyone is safe and warm.\n2. Tell "
                            "the safety adviser the same day.\n3. Fill in an incident report on the British Rowing "
                            "website.",
                        ),
                        (None, "oneoff", "Boathouse door code for February: 4183."),
                        (
                            None,
                            "chat",
                            "Questions about any of this? Grab a committee member in the bar after Saturday outings.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-16",
            "safety-handbook",
            "Wenbury Rowing Club safety handbook (revised)",
            [
                (
                    "River conditions",
                    [
                        ("red-board", "correct", "Red board (no boating): Abbey Weir gauge at 1.1 m or above."),
                        (
                            "keep-starboard",
                            "",
                            "Upstream or down, hold the bank that lies on your steersperson's right-hand side.",
                        ),
                    ],
                ),
                (
                    "Everyone on the water",
                    [
                        (
                            "swim-test",
                            "",
                            "Before a first outing each new member proves in the pool that they can cover fifty "
                            "metres dressed and stay afloat for a couple of minutes.",
                        ),
                        (
                            "cox-lifejacket",
                            "",
                            "Whoever is coxing has buoyancy on and fastened, with no exceptions even on warm days.",
                        ),
                    ],
                ),
                (
                    "Safety launch",
                    [
                        (
                            "launch",
                            "refine",
                            "Kingfisher's driver must wear the kill cord clipped on whenever the engine is running, "
                            "as well as holding Powerboat Level 2.",
                        ),
                    ],
                ),
                (
                    "Contacts",
                    [
                        (
                            "safety-adviser",
                            "correct",
                            "Marcus Oyelaran is now the club safety adviser; Jenny Whitlock has stepped down after "
                            "ten years.",
                        ),
                        (None, "chat", "Huge thanks to Jenny for a decade of keeping us all in one piece."),
                        (
                            None,
                            "oneoff",
                            "Launch Heron is out of the water this week for a new propeller.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-25",
            "crew-guide",
            "Coxes' and crews' guide (revised)",
            [
                (
                    "Senior men's eight",
                    [
                        (
                            "eight-outings",
                            "correct",
                            "From next month the eight boats at 5:45am on Tuesdays and Thursdays, to be off the "
                            "water before the school crews arrive.",
                        ),
                        ("eight-cox", "", "Priya Nandakumar steers and makes the calls."),
                    ],
                ),
                (
                    "Novice women's four",
                    [
                        (
                            "four-outings",
                            "",
                            "Midweek session Wednesday at half past six in the evening; weekend session Saturday "
                            "at nine.",
                        ),
                        ("four-cox", "correct", "Cox: Bethan Lloyd."),
                    ],
                ),
                (
                    "Going afloat",
                    [
                        (
                            "sign-out",
                            "",
                            "Nobody launches without first looking at the flags and logging boat, crew and ETA in "
                            "the book; log in again once you're ashore.",
                        ),
                        (
                            "capsize",
                            "",
                            "In a capsize everyone hangs on to the hull, the cox does a roll call, and swimming it "
                            "ashore is a last resort.",
                        ),
                        (None, "chat", "Thanks to everyone who turned out for the boathouse clean-up."),
                        (None, "oneoff", "Head of the Wen entries close on 20 March; £18 per seat."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-09",
            "safety-handbook",
            "Wenbury Rowing Club safety handbook (March revision)",
            [
                (
                    "River conditions",
                    [
                        ("red-board", "", "No outings at all with 1.1 metres or more showing at the weir."),
                    ],
                ),
                (
                    "Juniors",
                    [
                        (
                            "junior-sculls",
                            "",
                            "Under-18 scullers in singles may only go afloat with a coaching launch alongside.",
                        ),
                    ],
                ),
                (
                    "Safety launch",
                    [
                        (
                            "launch",
                            "",
                            "Kingfisher (RIB, 15 hp) is our safety boat; Powerboat Level 2 holders only, kill cord on.",
                        ),
                    ],
                ),
                (
                    "Reporting",
                    [
                        (
                            "incident",
                            "refine",
                            "Incident reports go on the British Rowing online system within 24 hours, and the "
                            "safety adviser gets a copy.",
                        ),
                        ("safety-adviser", "", "Safety worries to Marcus Oyelaran."),
                        (
                            None,
                            "oneoff",
                            "The towpath under Mill Bridge is closed until 13 March for resurfacing; coaches cycle "
                            "via Station Road.",
                        ),
                        (None, "chat", "Happy rowing, and see you at the boathouse."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Village primary school governing board minutes, third person, agenda headings. Willow and Oak classes are
#    sibling subjects for swimming slots, the SEND and safeguarding link governors are siblings too; Willow's slot is
#    corrected with "actually", the clerk by name with "now", the SEND link by name with no marker, the KS2 meal price
#    by value "from September"; two refinements (acknowledgement within five school days, section 128 check).
GOVERNORS = Family(
    "governors",
    "village primary school governing board minutes",
    "minutes",
    [
        Fact("quorum", "personal"),
        Fact("papers-deadline", "personal"),
        Fact("declare-interests", "personal"),
        Fact("part-b", "personal"),
        Fact("clerk", "wiki", now=[r"sunita|\brao\b"], was=[r"david|amos"]),
        Fact("send-link", "wiki", now=[r"gareth|pryce"], was=[r"paul|okafor"]),
        Fact("safeguarding-link", "wiki"),
        Fact("oak-swim", "wiki"),
        Fact("willow-swim", "wiki", now=[r"thursday"], was=[r"friday"]),
        Fact("meal-price", "wiki", now=[r"2\.75"], was=[r"2\.60"]),
        Fact("admission-number", "wiki"),
        Fact("complaints", "procedure", detail=[r"(five|5) school days"]),
        Fact("monitoring-visit", "procedure"),
        Fact("induction", "procedure", detail=[r"section 128"]),
    ],
    [
        Note(
            "2026-01-13",
            "fgb-minutes",
            "St Aldhelm's Primary, full governing board, 13 January 2026",
            [
                (
                    "1. Welcome and declarations",
                    [
                        (None, "chat", "The chair welcomed governors and thanked the PTA for the tea and biscuits."),
                        (
                            "declare-interests",
                            "",
                            "Governors were reminded that any pecuniary or business interest must be declared at "
                            "the start of each meeting, before agenda items are discussed.",
                        ),
                        (
                            "quorum",
                            "",
                            "The clerk reminded the board that decisions need a quorum of five governors present.",
                        ),
                    ],
                ),
                (
                    "2. Governance",
                    [
                        (
                            "clerk",
                            "",
                            "David Amos continues as clerk to the governing board and will minute all committees.",
                        ),
                        (
                            "papers-deadline",
                            "",
                            "Agreed convention: the clerk sends out papers at least seven days before each meeting, "
                            "and late papers will not be taken.",
                        ),
                        ("send-link", "", "Rev. Paul Okafor was confirmed as link governor for SEND."),
                        ("safeguarding-link", "", "Mrs Kate Bristow remains the safeguarding link governor."),
                    ],
                ),
                (
                    "3. Headteacher's report",
                    [
                        ("oak-swim", "", "Oak class (Years 5 and 6) swim on Monday afternoons at Kingsmead Pool."),
                        (
                            "willow-swim",
                            "",
                            "Willow class (Years 3 and 4) have their swimming lessons on Friday mornings, also at "
                            "Kingsmead.",
                        ),
                        (
                            "admission-number",
                            "",
                            "The published admission number remains 20 pupils per year group.",
                        ),
                        (
                            None,
                            "oneoff",
                            "The head reported 112 pupils on roll and autumn term attendance of 96.1%.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-27",
            "resources-committee",
            "St Aldhelm's Primary, resources committee, 27 January 2026",
            [
                (
                    "1. School meals",
                    [
                        (
                            "meal-price",
                            "",
                            "The committee noted that a Key Stage 2 school dinner costs parents £2.60 a day; "
                            "infant meals remain universally free.",
                        ),
                    ],
                ),
                (
                    "2. Policies",
                    [
                        (
                            "complaints",
                            "",
                            "The complaints procedure was reviewed and re-adopted:\n1. Concerns are first raised "
                            "informally with the class teacher.\n2. If unresolved, the parent meets the "
                            "headteacher.\n3. A formal complaint is then made in writing to the chair of "
                            "governors.\n4. If it is still unresolved, a panel of three governors hears it.",
                        ),
                        (
                            "part-b",
                            "",
                            "Members were reminded that confidential (Part B) items are minuted separately and "
                            "never published on the school website.",
                        ),
                        (
                            "papers-deadline",
                            "",
                            "Members agreed again that nothing will be tabled on the night: reports must be "
                            "circulated a full week ahead.",
                        ),
                    ],
                ),
                (
                    "3. Premises",
                    [
                        (None, "oneoff", "The £14,300 quote from Bramley Roofing for the hall roof was approved."),
                        (
                            None,
                            "chat",
                            "The committee thanked the school business manager for a very clear budget pack.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-24",
            "fgb-minutes",
            "St Aldhelm's Primary, full governing board, 24 February 2026",
            [
                (
                    "1. Welcome and declarations",
                    [
                        (
                            "declare-interests",
                            "",
                            "Before business began, each governor stated whether they had a financial or personal "
                            "stake in anything on the agenda.",
                        ),
                    ],
                ),
                (
                    "2. Clerking",
                    [
                        (
                            "clerk",
                            "correct",
                            "Mrs Sunita Rao is now clerk to the board, David Amos having retired at half-term.",
                        ),
                        (None, "chat", "Governors thanked Mr Amos warmly for twelve years of service."),
                    ],
                ),
                (
                    "3. Link governors",
                    [
                        ("send-link", "correct", "Link governor for special educational needs: Mr Gareth Pryce."),
                        ("safeguarding-link", "", "Safeguarding stays with Mrs Bristow as link."),
                    ],
                ),
                (
                    "4. Headteacher's report",
                    [
                        (
                            "willow-swim",
                            "correct",
                            "The head clarified that Years 3 and 4 actually swim on Thursday mornings, not Friday "
                            "as recorded in January.",
                        ),
                        ("oak-swim", "", "Monday afternoon swimming for the Year 5/6 class carries on at Kingsmead."),
                    ],
                ),
                (
                    "5. Policies and procedures",
                    [
                        (
                            "monitoring-visit",
                            "",
                            "The board agreed the procedure for monitoring visits:\n1. Agree the focus of the "
                            "visit with the headteacher beforehand.\n2. Sign in at the office and wear a visitor "
                            "badge throughout.\n3. Write up the visit on the governor visit template within a "
                            "week.\n4. Send the report to the head before it goes to the full board.",
                        ),
                        (
                            "complaints",
                            "",
                            "The chair reminded governors that a grievance goes to the teacher informally, then "
                            "the head, then in writing to the chair, and only then to a three-governor panel.",
                        ),
                        (None, "oneoff", "The summer fair was fixed for Saturday 27 June."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-17",
            "curriculum-committee",
            "St Aldhelm's Primary, curriculum and standards committee, 17 March 2026",
            [
                (
                    "1. Governance",
                    [
                        (
                            "induction",
                            "",
                            "New governors will follow this induction:\n1. The clerk arranges an enhanced DBS "
                            "check.\n2. They complete the online safeguarding course within their first month.\n3. "
                            "They read the governor handbook.\n4. They observe one committee meeting before joining "
                            "a committee.",
                        ),
                        (
                            "quorum",
                            "",
                            "It was noted that the full board cannot make decisions unless five or more governors "
                            "attend.",
                        ),
                        (
                            "part-b",
                            "",
                            "Anything discussed in closed session goes into a separate confidential minute and is "
                            "kept off the public record.",
                        ),
                        (None, "oneoff", "Ofsted correspondence reference 2204871 was noted."),
                    ],
                ),
                (
                    "2. Swimming",
                    [
                        ("willow-swim", "", "Willow class: Thursday mornings at Kingsmead."),
                    ],
                ),
                (
                    "3. Complaints",
                    [
                        (
                            "complaints",
                            "refine",
                            "Under the complaints procedure the clerk must acknowledge any written complaint to the "
                            "chair within five school days.",
                        ),
                        (
                            None,
                            "chat",
                            "The committee congratulated the Year 6 choir on their singing at the cathedral.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-21",
            "fgb-minutes",
            "St Aldhelm's Primary, full governing board, 21 April 2026",
            [
                (
                    "1. Welcome",
                    [
                        (None, "chat", "The chair welcomed everyone back after the Easter break."),
                    ],
                ),
                (
                    "2. Finance",
                    [
                        (
                            "meal-price",
                            "correct",
                            "From September the price of a Key Stage 2 meal will rise to £2.75 under the new "
                            "catering contract.",
                        ),
                        ("admission-number", "", "Intake stays capped at twenty children in each year."),
                    ],
                ),
                (
                    "3. Governance",
                    [
                        ("clerk", "", "Enquiries for the board should go to the clerk, Mrs Rao."),
                        ("send-link", "", "Mr Pryce holds the SEND link role."),
                        (
                            "induction",
                            "refine",
                            "Induction for new governors also includes a section 128 check alongside the enhanced "
                            "DBS, both arranged by the clerk.",
                        ),
                        (
                            "monitoring-visit",
                            "",
                            "Governor visits: settle the focus with the head, sign in and badge up at reception, "
                            "use the template for the write-up, and let the head see it before the board does.",
                        ),
                        (None, "oneoff", "The meeting closed at 8.05pm."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Mountain rescue team call-out and kit log, terse bullets and abbreviations. The north and south RVs and the two
#    vehicles (R1, R2, under section headings) are sibling subjects; the south RV is corrected by name with no
#    marker, the radio sched interval by value with "now", the O2 refill depot by name with "actually", the team
#    leader by name "from next month"; two refinements (O2 pressures in the kit check, the tally board).
MRT = Family(
    "mrt",
    "mountain rescue team call-out and kit log",
    "log",
    [
        Fact("no-solo", "personal"),
        Fact("radio-sched", "personal", now=[r"\b20\s*min|twenty min"], was=[r"\b30\s*min|thirty min"]),
        Fact("no-socials", "personal"),
        Fact("own-kit", "personal"),
        Fact("team-leader", "wiki", now=[r"callum|reid"], was=[r"morag|fraser"]),
        Fact("rv-north", "wiki"),
        Fact("rv-south", "wiki", now=[r"allt mor"], was=[r"inver"]),
        Fact("r1-load", "wiki"),
        Fact("r2-load", "wiki"),
        Fact("o2-refill", "wiki", now=[r"air liquide"], was=[r"\bboc\b"]),
        Fact("heli-lz", "wiki"),
        Fact("kit-check", "procedure", detail=[r"pressure"]),
        Fact("callout-response", "procedure", detail=[r"tally"]),
        Fact("cas-handover", "procedure"),
    ],
    [
        Note(
            "2026-01-10",
            "team-log",
            "Glen Arrin MRT log, Sat 10 Jan",
            [
                (
                    "",
                    [
                        ("team-leader", "", "TL: Morag Fraser."),
                        ("no-solo", "", "Nobody on the hill solo. Min 2 per party, always."),
                        ("radio-sched", "", "Hill parties radio base every 30 min."),
                        ("rv-north", "", "N side jobs: RV Glenbrae CP."),
                        ("rv-south", "", "S side jobs: RV at Inver Bridge layby."),
                        ("o2-refill", "", "O2 cyls swapped at BOC depot, Strathmore Ind Est."),
                        (
                            None,
                            "oneoff",
                            "Callout 0114: 2 walkers cragfast Coire Dubh. 9 members, 5 hrs, cas walked off.",
                        ),
                        (None, "chat", "Soup + rolls at base courtesy of Effie. Legend."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-12",
            "kit-log",
            "Glen Arrin MRT kit log, Mon 12 Jan",
            [
                (
                    "",
                    [
                        (
                            "kit-check",
                            "",
                            "Post-job kit check:\n1. Restock cas bags from store.\n2. Radios + headtorches on "
                            "charge.\n3. Wet ropes hung in drying room.\n4. Sign kit book.",
                        ),
                        ("no-socials", "", "No callout pics/posts on socials. Press stuff via PO only."),
                        ("heli-lz", "", "Heli LZ at base = football pitch behind village hall."),
                        (
                            "own-kit",
                            "",
                            "Own kit on every job: helmet, headtorch + spare batts, bivvy bag, 1 day food.",
                        ),
                        (None, "chat", "Kit store tidied, looks 10x better. Ta Jamie."),
                    ],
                ),
                (
                    "R1",
                    [
                        ("r1-load", "", "Defender. Carries Bell stretcher, vac mat, main cas bag."),
                    ],
                ),
                (
                    "R2",
                    [
                        ("r2-load", "", "Sprinter. Carries rope kit, 2nd cas bag, AED."),
                        (None, "oneoff", "Radio 6 batt swollen, binned. New one ordered, ref PO-3391."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-24",
            "team-log",
            "Glen Arrin MRT log, Sat 24 Jan",
            [
                (
                    "",
                    [
                        (
                            "callout-response",
                            "",
                            "On a SARCALL page:\n1. Reply Y/N + ETA.\n2. Go direct to RV, not base, unless told.\n"
                            "3. Book in with TL on arrival.\n4. Wait for a party + task.",
                        ),
                        ("rv-south", "correct", "S side RV: Allt Mor forestry gate. More room for vehicles."),
                        ("rv-north", "", "Glenbrae car park still the muster pt for northern jobs."),
                        ("radio-sched", "correct", "Scheds to base now every 20 min, not 30."),
                        ("no-solo", "", "Never deploy anyone by themselves. Buddy up."),
                        ("team-leader", "", "TL still Morag."),
                        (
                            "cas-handover",
                            "",
                            "Cas handover:\n1. Verbal ATMIST to paramedic/heli crew.\n2. Hand over cas card + obs "
                            "chart.\n3. Get receiving crew name for log.\n4. Recover team kit (vac mat etc).",
                        ),
                        (
                            None,
                            "oneoff",
                            "Callout 0121: missing walker Ben Arrin, found by SARDA dog 03:40, hypothermic, heli to "
                            "Raigmore.",
                        ),
                        (None, "chat", "Cold one. -9 at the CP. Frozen fingers all round."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-07",
            "kit-log",
            "Glen Arrin MRT kit log, Sat 7 Feb",
            [
                (
                    "",
                    [
                        ("o2-refill", "correct", "O2: actually taking cyls to Air Liquide at Dunmore these days."),
                        (
                            "kit-check",
                            "refine",
                            "Kit check also: note O2 cyl pressures in kit book, swap any below half full.",
                        ),
                        (
                            "no-socials",
                            "",
                            "Reminder: nothing about jobs online from personal accounts. Media = press officer.",
                        ),
                        (
                            "cas-handover",
                            "",
                            "Handing over a cas: ATMIST out loud, give them the card and obs, note who took "
                            "them, grab our gear back.",
                        ),
                        (None, "chat", "New drying room heater = ropes dry overnight. Magic."),
                    ],
                ),
                (
                    "R1",
                    [
                        ("r1-load", "", "Stretcher (Bell), vacuum mattress, No.1 casualty bag."),
                        (None, "oneoff", "Bell wheel bearing replaced, serial BS-0417."),
                    ],
                ),
                (
                    "R2",
                    [
                        ("r2-load", "", "Ropes, spare casualty bag, defib."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-02",
            "team-log",
            "Glen Arrin MRT log, Mon 2 Mar",
            [
                (
                    "",
                    [
                        (
                            "team-leader",
                            "correct",
                            "From next month TL = Callum Reid. Morag stepping back to deputy.",
                        ),
                        (
                            "callout-response",
                            "refine",
                            "SARCALL: Y/N + ETA, straight to RV, move your tag on the tally board at RV, then book "
                            "in with TL.",
                        ),
                        ("heli-lz", "", "Helo landing site near HQ: the footy pitch out the back of the hall."),
                        ("radio-sched", "", "Comms check to base every twenty minutes on the hill."),
                        ("rv-south", "", "Southern jobs muster at the Allt Mor gate."),
                        (
                            "own-kit",
                            "",
                            "Personal gear each time: lid, torch w/ spare cells, bivvy, a day's grub.",
                        ),
                        (
                            "kit-check",
                            "",
                            "After each job: cas bags refilled, radios/torches charging, ropes drying, kit book "
                            "signed.",
                        ),
                        (None, "oneoff", "Weds training: 18 members, crag rescue at Creag Bheag."),
                        (None, "chat", "Snow line way up. Spring's coming."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [FLORIST, ROWING, GOVERNORS, MRT]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "florist": [("copsey-access", "fenwick-access"), ("copsey-contact", "fenwick-contact")],
    "rowing": [("eight-outings", "four-outings"), ("eight-cox", "four-cox")],
    "governors": [("oak-swim", "willow-swim"), ("send-link", "safeguarding-link")],
    "mrt": [("rv-north", "rv-south"), ("r1-load", "r2-load")],
}

"""A sixteenth holdout half: four families written blind to the engine (a self-employed driving instructor's chat
sessions with an assistant, a scout group's leaders' handbook kept as resource notes, a rugby club committee's meeting
minutes, a zoo keepers' daily section log). Frozen before the dream first ran on them; never tuned on."""

from tests.dream_suite import Fact, Family, Note

# 1. Driving instructor's chat sessions with an assistant, first person. Two pupils (Amira, Tom) are sibling subjects
#    for lesson slots and pick-up points; only Tom's slot is corrected, with "actually"; the hourly price by a bare new
#    value; the bookkeeper by name with "now". Refinements: the insurer's courtesy car, an eyesight check added to the
#    first-lesson routine. The pick-up facts lean on pronouns ("her", "that lad").
DRIVING = Family(
    "driving-instructor",
    "self-employed driving instructor",
    "session",
    [
        Fact("manual-only", "personal"),
        Fact("no-sundays", "personal"),
        Fact("pay-first", "personal"),
        Fact("hour-price", "wiki", now=[r"£\s*40\b"], was=[r"£\s*38\b"]),
        Fact("block-price", "wiki"),
        Fact("amira-slot", "wiki"),
        Fact("tom-slot", "wiki", now=[r"10:30|half ten"], was=[r"\b9am\b|09:00"]),
        Fact("amira-pickup", "wiki"),
        Fact("tom-pickup", "wiki"),
        Fact("bookkeeper", "wiki", now=[r"gemma|\bhart\b"], was=[r"lisa|okafor"]),
        Fact("insurer", "wiki", detail=[r"courtesy car"]),
        Fact("test-centre", "wiki"),
        Fact("first-lesson", "procedure", detail=[r"number ?plate|20 metres"]),
        Fact("book-test", "procedure"),
    ],
    [
        Note(
            "2026-05-04",
            "getting-organised",
            "Sorting out my driving school admin",
            [
                (
                    "About me and the work",
                    [
                        (
                            None,
                            "chat",
                            "Hiya! I'm hoping you can help me keep track of my driving school stuff, it's all on "
                            "scraps of paper in the glovebox at the moment.",
                        ),
                        (
                            "manual-only",
                            "",
                            "I'm an independent instructor and I only teach in a manual; I've never had an automatic "
                            "and I'm not planning to.",
                        ),
                        (
                            "no-sundays",
                            "",
                            "Sundays are off limits for lessons, no matter how close someone's test is.",
                        ),
                        ("hour-price", "", "A single hour's lesson is £38."),
                        ("block-price", "", "If they book ten hours up front it's £360 for the lot."),
                        (
                            "pay-first",
                            "",
                            "Everyone pays before the lesson starts, by card or bank transfer. I don't do "
                            "'I'll sort you out next week'.",
                        ),
                    ],
                ),
                (
                    "My regulars",
                    [
                        ("amira-slot", "", "Amira Khan has her lesson every Tuesday at 5pm."),
                        ("amira-pickup", "", "I collect her from the main gates of Ravensmoor College."),
                        ("tom-slot", "", "Tom Bell is on Saturdays at 9am, two hours at a time."),
                        ("tom-pickup", "", "That lad gets picked up outside his mum's bakery on Kings Road."),
                        (None, "oneoff", "Amira did her first proper roundabouts today and only stalled once."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-06",
            "lessons-and-tests",
            "First lessons and booking tests",
            [
                (
                    "",
                    [
                        (
                            "first-lesson",
                            "",
                            "For a brand-new pupil's first lesson:\n1. Check their provisional licence photocard "
                            "and the DVLA check code.\n2. Go through the cockpit drill in the Lidl car park on "
                            "Station Road.\n3. Move off and stop on the quiet roads of the Fernlea estate.\n4. Write "
                            "up what we covered in their progress log.",
                        ),
                        (
                            "book-test",
                            "",
                            "When someone's ready for their practical:\n1. Make sure they've passed the theory and "
                            "have the certificate number.\n2. They book on the GOV.UK test service and put in my "
                            "ADI number so it lands in my diary.\n3. I block out the test day plus an hour's "
                            "warm-up lesson just before it.",
                        ),
                        (
                            "test-centre",
                            "",
                            "All my pupils sit the practical at the Cheadle Lane test centre in Ravensmoor.",
                        ),
                        ("insurer", "", "The car's on a specialist instructor policy with Collingwood."),
                        (
                            "bookkeeper",
                            "",
                            "Lisa Okafor does my self-assessment and keeps my mileage records straight.",
                        ),
                        (
                            None,
                            "chat",
                            "Sorry, could you say that again but shorter? I want to stick it on the fridge.",
                        ),
                        (None, "oneoff", "Tom's test is booked for 18 June, booking reference 59301784."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-13",
            "diary-changes",
            "Changes to the diary and prices",
            [
                (
                    "",
                    [
                        (None, "chat", "Morning! Mad week, so bear with me if I jump about."),
                        (
                            "tom-slot",
                            "correct",
                            "Actually Tom's Saturday lessons start at 10:30 from this week; he's got football first "
                            "thing.",
                        ),
                        ("hour-price", "correct", "Fuel went up again, so a single hour costs £40."),
                        ("amira-slot", "", "Tuesdays at five belong to Amira, same as ever."),
                        (
                            "no-sundays",
                            "",
                            "Someone asked for a slot on the last day of the weekend again and the answer's still "
                            "no; that day belongs to my kids.",
                        ),
                        (None, "oneoff", "Filled the car up this morning, £71, ouch."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-21",
            "money-and-cover",
            "Accounts and insurance",
            [
                (
                    "",
                    [
                        (
                            "bookkeeper",
                            "correct",
                            "Gemma Hart at Ledgerline now handles my accounts and the tax return.",
                        ),
                        (
                            "insurer",
                            "refine",
                            "Collingwood's policy also gives me a courtesy car with dual controls fitted if mine's "
                            "ever off the road.",
                        ),
                        (
                            "pay-first",
                            "",
                            "No money, no lesson: it has to have cleared before we pull away from the kerb.",
                        ),
                        (
                            "manual-only",
                            "",
                            "When somebody asks about learning in an auto I point them to another school, since "
                            "clutch-pedal cars are all I do.",
                        ),
                        ("block-price", "", "The ten-hour bundle still comes to three hundred and sixty pounds."),
                        (None, "chat", "Cheers, that's a weight off my mind."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-02",
            "new-pupil",
            "Taking on a new pupil",
            [
                (
                    "",
                    [
                        (
                            "first-lesson",
                            "refine",
                            "First lesson with someone new: licence photocard and check code, then I get them to read "
                            "a number plate at 20 metres before they get in, cockpit drill in the Lidl car park, "
                            "moving off and stopping round Fernlea, and a write-up in their log.",
                        ),
                        ("tom-slot", "", "Tom's Saturdays at half ten are working much better for him."),
                        ("amira-slot", "", "Amira's Tuesday five o'clock stays fixed until she's passed."),
                        ("amira-pickup", "", "She waits for me outside the college, by the main entrance."),
                        ("test-centre", "", "Practicals for my lot all happen at Ravensmoor, on Cheadle Lane."),
                        (None, "oneoff", "Gave a free taster hour to my neighbour's son this afternoon."),
                        (None, "chat", "Thanks so much, you've been brilliant with all this."),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Scout group leaders' handbook, resource notes under topic headings. Fox and Otter patrols are sibling subjects
#    (patrol leaders); only Otter's is corrected, by name with no marker and with the subject only in the heading.
#    Troop night moves day and time with "from now on", subs by number with "changed to". Refinements: the minibus
#    mileage charge and a home-contact step in the hike notification. Two-leader rule restated twice.
SCOUTS = Family(
    "scout-handbook",
    "scout group leaders' handbook",
    "resource",
    [
        Fact("two-leaders", "personal"),
        Fact("phones", "personal"),
        Fact("necker", "personal"),
        Fact("troop-night", "wiki", now=[r"thursday"], was=[r"friday"]),
        Fact("hall", "wiki"),
        Fact("fox-pl", "wiki"),
        Fact("otter-pl", "wiki", now=[r"\bleo\b|carter"], was=[r"josh|fenwick"]),
        Fact("subs", "wiki", now=[r"£\s*50\b"], was=[r"£\s*45\b"]),
        Fact("gsl", "wiki"),
        Fact("campsite", "wiki"),
        Fact("minibus", "wiki", detail=[r"45p|£\s*0?\.45"]),
        Fact("badges", "wiki"),
        Fact("hike-notify", "procedure", detail=[r"home contact"]),
        Fact("tent-return", "procedure"),
    ],
    [
        Note(
            "2026-09-01",
            "leaders-handbook",
            "1st Harwick Scouts leaders' handbook",
            [
                (
                    "Who we are",
                    [
                        (
                            "necker",
                            "",
                            "The troop wears a bottle-green necker with a gold border; leaders wear the same one.",
                        ),
                        ("gsl", "", "Anne Riley is Group Scout Leader."),
                        ("hall", "", "Meetings are held in St Aidan's church hall on Fenn Street."),
                        ("troop-night", "", "Troop night runs every Friday from 19:00 to 20:30."),
                    ],
                ),
                (
                    "Safeguarding",
                    [
                        (
                            "two-leaders",
                            "",
                            "Never run a meeting with fewer than two DBS-checked adults present, and never be alone "
                            "one-to-one with a young person.",
                        ),
                        (
                            "phones",
                            "",
                            "Phones go in the box by the door on arrival and come back out after the closing flag.",
                        ),
                    ],
                ),
                (
                    "Patrols",
                    [
                        ("fox-pl", "", "Fox Patrol is led by Maya Okonkwo."),
                        ("otter-pl", "", "Otter Patrol is led by Josh Fenwick."),
                    ],
                ),
                (
                    "Money",
                    [
                        ("subs", "", "Subs are £45 per term, paid through OSM."),
                        (None, "oneoff", "The autumn term badge order went in on 28 August."),
                        (None, "chat", "Thank you to the Riley family for donating the new flagpole."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-03",
            "camps-and-trips",
            "Camps, hikes and kit",
            [
                (
                    "Camping and transport",
                    [
                        ("campsite", "", "Summer camp is normally at Broadwater Scout Campsite near Kelby."),
                        (
                            "minibus",
                            "",
                            "For trips, hire the 16-seat minibus from Harwick Community Transport; whoever drives "
                            "needs D1 on their licence.",
                        ),
                        (
                            "hike-notify",
                            "",
                            "Before any hike or expedition:\n1. Write the route card with grid references and escape "
                            "routes.\n2. Fill in the InTouch form in OSM with everyone who is going.\n3. Email both "
                            "to the District Commissioner at least 7 days before.\n4. Check the mountain forecast "
                            "the night before.",
                        ),
                        (
                            "tent-return",
                            "",
                            "Returning tents after a camp:\n1. Hang or pitch every tent until it is bone dry, however "
                            "long that takes.\n2. Count pegs and poles against the list on the bag tag.\n3. Write any "
                            "damage in the kit book in the store cupboard.\n4. Give the store key back to the "
                            "Quartermaster.",
                        ),
                        (None, "oneoff", "The two old Vango tents were written off after August's storm."),
                    ],
                ),
                (
                    "Badges",
                    [
                        ("badges", "", "Order badges from Scout Store online, on the group account."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-15",
            "leaders-handbook",
            "1st Harwick Scouts leaders' handbook",
            [
                (
                    "Who we are",
                    [
                        (
                            "troop-night",
                            "correct",
                            "From now on the troop meets on Thursdays, 18:45 to 20:15; the dance school has taken "
                            "our old evening.",
                        ),
                        (
                            "necker",
                            "",
                            "Uniform-wise it's a dark green scarf edged in gold, for young people and adults alike.",
                        ),
                        ("hall", "", "Home base is still St Aidan's, Fenn Street."),
                    ],
                ),
                (
                    "Otter Patrol",
                    [
                        ("otter-pl", "correct", "Patrol leader: Leo Carter."),
                        (None, "chat", "A big thank you to Josh for two great years running the Otters."),
                    ],
                ),
                (
                    "Fox Patrol",
                    [
                        ("fox-pl", "", "Maya carries on in charge of the patrol."),
                    ],
                ),
                (
                    "Safeguarding",
                    [
                        (
                            "two-leaders",
                            "",
                            "A second vetted grown-up must always be in the room; no Scout is ever left with a "
                            "single adult.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-29",
            "camps-and-trips",
            "Camps, hikes and kit",
            [
                (
                    "Camping and transport",
                    [
                        (
                            "minibus",
                            "refine",
                            "Harwick Community Transport charge 45p a mile for the minibus on top of the day rate, "
                            "and the driver still needs D1.",
                        ),
                        (
                            "hike-notify",
                            "refine",
                            "Hike notification, updated:\n1. Route card with grid references and escape routes.\n2. "
                            "InTouch form in OSM listing everyone going.\n3. Both emailed to the District "
                            "Commissioner 7 days ahead.\n4. A copy of both left with the home contact, who stays by "
                            "the phone until everyone is back.\n5. Mountain forecast checked the night before.",
                        ),
                        ("campsite", "", "Broadwater, out past Kelby, is where the troop goes every summer."),
                        (None, "oneoff", "Minibus booked for the 10 October climbing trip, ref HCT-4471."),
                    ],
                ),
                (
                    "Money",
                    [
                        ("subs", "correct", "Termly subs have changed to £50 to cover the hall's new rent."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-10-13",
            "leaders-handbook",
            "1st Harwick Scouts leaders' handbook",
            [
                (
                    "Who we are",
                    [
                        ("troop-night", "", "Thursday nights, quarter to seven until quarter past eight."),
                        ("gsl", "", "Anne remains GSL; take anything that needs group sign-off to her."),
                    ],
                ),
                (
                    "Patrols",
                    [
                        ("otter-pl", "", "The Otters are under Leo Carter this year."),
                    ],
                ),
                (
                    "Safeguarding",
                    [
                        (
                            "phones",
                            "",
                            "Mobiles are collected as Scouts come in and handed back when we finish.",
                        ),
                        (
                            "two-leaders",
                            "",
                            "Two adults, both with a current DBS, at every meeting: this is not negotiable.",
                        ),
                    ],
                ),
                (
                    "Money",
                    [
                        ("subs", "", "Term fee: £50, through OSM."),
                        (None, "chat", "Thanks to everyone who helped out at the jumble sale on Saturday."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Rugby club committee minutes, third person under numbered agenda items. The 1st XV and the Colts are sibling
#    subjects (training slots); only the Colts' time is corrected, with "actually". The fixtures secretary changes by
#    name with "now", the kit supplier by name with no marker, the match fee by a bare new value. Refinements: a
#    referee step in the waterlogged-pitch routine, the physio's massage offer. Apologies and actions are one-offs.
RUGBY = Family(
    "rugby-committee",
    "rugby club committee minutes",
    "minutes",
    [
        Fact("colours", "personal"),
        Fact("no-bar-juniors", "personal"),
        Fact("concussion", "personal"),
        Fact("firsts-training", "wiki"),
        Fact("colts-training", "wiki", now=[r"18:00|six o'clock"], was=[r"18:30|half six"]),
        Fact("fixtures-sec", "wiki", now=[r"si[aâ]n|morgan"], was=[r"gareth|lloyd"]),
        Fact("kit-supplier", "wiki", now=[r"blindside"], was=[r"halfway line"]),
        Fact("match-fee", "wiki", now=[r"£\s*6\b"], was=[r"£\s*5\b"]),
        Fact("physio", "wiki", detail=[r"massage"]),
        Fact("sponsor", "wiki"),
        Fact("groundsman", "wiki"),
        Fact("bar-hours", "wiki"),
        Fact("pitch-closure", "procedure", detail=[r"referee"]),
        Fact("registration", "procedure"),
    ],
    [
        Note(
            "2026-07-14",
            "committee-minutes",
            "Pendle Vale RFC committee meeting, 14 July",
            [
                (
                    "1. Apologies",
                    [
                        (None, "oneoff", "Apologies from Dave Price (working away) and Helen Shaw."),
                    ],
                ),
                (
                    "2. Chair's welcome",
                    [
                        (
                            None,
                            "chat",
                            "The chair welcomed everyone back for pre-season and thanked the bar team for a busy "
                            "end-of-season do.",
                        ),
                    ],
                ),
                (
                    "3. Playing",
                    [
                        (
                            "firsts-training",
                            "",
                            "Head coach Rob Ellis confirmed 1st XV training on Tuesdays and Thursdays at 19:00 on the "
                            "top pitch.",
                        ),
                        ("colts-training", "", "Colts will train on Wednesdays at 18:30 under the floodlights."),
                        (
                            "concussion",
                            "",
                            "Rob reminded the committee of the club's line: any player with a suspected concussion "
                            "comes off and takes no further part that day, whatever the score.",
                        ),
                        ("match-fee", "", "Match fees stay at £5 per player per game, collected by the captain."),
                    ],
                ),
                (
                    "4. Fixtures and admin",
                    [
                        (
                            "fixtures-sec",
                            "",
                            "Gareth Lloyd continues as fixtures secretary and will circulate the league calendar.",
                        ),
                        (
                            "registration",
                            "",
                            "The club secretary, Tony Walsh, outlined how a new player is registered:\n1. The "
                            "player creates an England Rugby ID.\n2. The membership secretary adds them on GMS under "
                            "the right team.\n3. The player uploads a photo and accepts the code of conduct.\n4. "
                            "Nobody is picked until GMS shows them as registered.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Action: Gareth to send this season's fixture list to all captains by Friday.",
                        ),
                    ],
                ),
                (
                    "5. AOB",
                    [
                        (
                            "colours",
                            "",
                            "Karen Moss asked that the new training tops stick to the club colours, maroon and "
                            "sky-blue hoops.",
                        ),
                        (None, "oneoff", "The junior presentation night raised £1,240 for the minibus fund."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-07-21",
            "committee-minutes",
            "Pendle Vale RFC committee meeting, 21 July",
            [
                (
                    "1. Apologies",
                    [
                        (None, "oneoff", "Apologies from Rob Ellis."),
                    ],
                ),
                (
                    "2. Clubhouse",
                    [
                        (
                            "bar-hours",
                            "",
                            "The steward said the bar opens at noon on home match days and closes at 23:00.",
                        ),
                        (
                            "no-bar-juniors",
                            "",
                            "Club policy was confirmed: no alcohol is served while any junior session is running.",
                        ),
                        ("sponsor", "", "Pennine Roofing remain the main shirt sponsor for the coming season."),
                    ],
                ),
                (
                    "3. Grounds",
                    [
                        (
                            "groundsman",
                            "",
                            "Mick Dawes looks after both pitches and the floodlights; all grounds issues go to him.",
                        ),
                        (
                            "pitch-closure",
                            "",
                            "Mick set out the routine for a waterlogged pitch:\n1. He walks the pitch by 9am on "
                            "match day.\n2. If it is unplayable he phones the fixtures secretary.\n3. The fixtures "
                            "secretary tells the opposition and updates GMS.\n4. The call-off goes out on the club's "
                            "social media.",
                        ),
                    ],
                ),
                (
                    "4. Kit",
                    [
                        ("kit-supplier", "", "Karen confirmed club kit is supplied by Halfway Line Sportswear."),
                    ],
                ),
                (
                    "5. AOB",
                    [
                        (
                            None,
                            "chat",
                            "Thanks were recorded to Mick for finding a second-hand line-marking machine.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-07-28",
            "committee-minutes",
            "Pendle Vale RFC committee meeting, 28 July",
            [
                (
                    "1. Apologies",
                    [
                        (None, "oneoff", "Apologies from Gareth Lloyd."),
                    ],
                ),
                (
                    "2. Playing",
                    [
                        (
                            "colts-training",
                            "correct",
                            "Sam Ortiz (Colts coach) pointed out that the Colts actually start at 18:00 on "
                            "Wednesdays; last week's minutes had it wrong.",
                        ),
                        ("match-fee", "correct", "After a vote, match fees are £6 per player per game."),
                        (
                            "firsts-training",
                            "",
                            "The first team keep their two weeknight sessions, Tues and Thurs from 7pm.",
                        ),
                        (
                            "concussion",
                            "",
                            "If in doubt, sit them out: Rob asked that this be printed on every team sheet.",
                        ),
                    ],
                ),
                (
                    "3. Medical",
                    [
                        (
                            "physio",
                            "",
                            "Kirsty Bell of Active Rehab will provide pitchside physio cover at home games this "
                            "season.",
                        ),
                    ],
                ),
                (
                    "4. AOB",
                    [
                        (None, "oneoff", "Pre-season friendly against Colne confirmed for 22 August, kick-off 15:00."),
                        (None, "oneoff", "Action: Sam to send the Colts' contact list to the welfare officer."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-08-04",
            "committee-minutes",
            "Pendle Vale RFC committee meeting, 4 August",
            [
                (
                    "1. Apologies",
                    [
                        (None, "oneoff", "Apologies from Karen Moss and Mick Dawes."),
                    ],
                ),
                (
                    "2. Officers",
                    [
                        (
                            "fixtures-sec",
                            "correct",
                            "Siân Morgan is now fixtures secretary, with immediate effect.",
                        ),
                        (None, "chat", "The chair thanked Gareth for eleven seasons in the role."),
                    ],
                ),
                (
                    "3. Kit",
                    [
                        ("kit-supplier", "correct", "Kit orders go to Blindside Kit Co. in Burnley."),
                        (
                            "colours",
                            "",
                            "The first-team shirt keeps its hooped maroon and light blue look, as it always has.",
                        ),
                    ],
                ),
                (
                    "4. Grounds",
                    [
                        (
                            "pitch-closure",
                            "refine",
                            "Mick added a step to the waterlogged-pitch routine: the fixtures secretary also rings "
                            "the referee society's appointments officer so no ref is sent out.",
                        ),
                        ("groundsman", "", "Anything to do with the grass or the lights, speak to Mick."),
                    ],
                ),
                (
                    "5. AOB",
                    [
                        (None, "oneoff", "The clubhouse boiler failed on Saturday; a plumber is booked for Tuesday."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-08-18",
            "committee-minutes",
            "Pendle Vale RFC committee meeting, 18 August",
            [
                (
                    "1. Apologies",
                    [
                        (None, "oneoff", "Apologies from Dave Price."),
                    ],
                ),
                (
                    "2. Playing",
                    [
                        (
                            "colts-training",
                            "",
                            "Sam said the Colts' six o'clock Wednesday start fits well with the school bus times.",
                        ),
                        ("firsts-training", "", "The 1st XV squad continues to meet Tuesday and Thursday at seven."),
                        ("match-fee", "", "Captains reported the £6 fee is being collected without complaint."),
                        (
                            "physio",
                            "refine",
                            "Kirsty from Active Rehab will also offer players sports massage on Thursday evenings at "
                            "a reduced rate.",
                        ),
                    ],
                ),
                (
                    "3. Clubhouse",
                    [
                        (
                            "no-bar-juniors",
                            "",
                            "Bar staff were reminded: nothing alcoholic goes over the counter while junior rugby is "
                            "on.",
                        ),
                        ("bar-hours", "", "Match-day bar: twelve till eleven."),
                        ("sponsor", "", "The Pennine Roofing logo will be on the front of the new shirts."),
                    ],
                ),
                (
                    "4. Admin",
                    [
                        ("fixtures-sec", "", "Siân will be the contact for all fixture changes."),
                    ],
                ),
                (
                    "5. AOB",
                    [
                        (
                            None,
                            "chat",
                            "The chair thanked everyone for a productive pre-season and wished all squads good luck.",
                        ),
                        (None, "oneoff", "Action: Dave to order 40 new tackle-bag covers."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Zoo keepers' daily section log (tropical house and aviary), terse fragments and abbreviations. Meerkats, lorikeets
#    and the cassowary are sibling subjects for feed times (enclosure in the heading or abbreviated); only the lori
#    nectar time is corrected, by a bare new value. Livefood supplier by name with no marker, section head by name with
#    "now", the tropical house temperature by number with "changed to". Refinements: roof netting in the aviary entry
#    routine, the sample fridge for vet rounds. Feed counts, an escaped lori and a vet visit are one-offs.
ZOO = Family(
    "zoo-section",
    "zoo keepers' section log",
    "log",
    [
        Fact("cass-two", "personal"),
        Fact("footdip", "personal"),
        Fact("radio", "personal"),
        Fact("meerkat-feed", "wiki"),
        Fact("lori-feed", "wiki", now=[r"13:30|half one"], was=[r"14:00"]),
        Fact("cass-feed", "wiki"),
        Fact("zuri", "wiki"),
        Fact("livefood", "wiki", now=[r"northern"], was=[r"bugbox"]),
        Fact("section-head", "wiki", now=[r"ravi|desai"], was=[r"carla|\bdunn\b"]),
        Fact("trop-temp", "wiki", now=[r"\b25\s*°"], was=[r"\b27\s*°"]),
        Fact("vet-round", "wiki", detail=[r"fridge"]),
        Fact("uv-lamps", "wiki"),
        Fact("aviary-entry", "procedure", detail=[r"netting"]),
        Fact("weigh-in", "procedure"),
    ],
    [
        Note(
            "2026-03-09",
            "section-log",
            "Tropical section log, Mon 9 Mar",
            [
                (
                    "",
                    [
                        ("section-head", "", "Section head: Carla Dunn. Rota queries to Carla."),
                        ("radio", "", "Radios on ch 4, carried by every keeper on shift, no exceptions."),
                        ("footdip", "", "Footdip at every aviary door, in AND out."),
                        ("trop-temp", "", "Trop house day temp 27°C, stat by the keeper door."),
                        (
                            "livefood",
                            "",
                            "Livefood (mealworms, crickets, locusts) from BugBox, drop Mon + Thu.",
                        ),
                        (None, "oneoff", "Feeds today: 600 mealworms, 2.5 kg chopped fruit, 1.2 L nectar."),
                    ],
                ),
                (
                    "Meerkats",
                    [
                        ("meerkat-feed", "", "Scatter feed 09:30 + 15:00."),
                        ("zuri", "", "Zuri = dominant female, eats first."),
                    ],
                ),
                (
                    "Lori aviary",
                    [
                        ("lori-feed", "", "Nectar out 08:45 and 14:00."),
                    ],
                ),
                (
                    "Cassowary",
                    [
                        ("cass-feed", "", "Fed once daily 10:00, fruit + ratite pellet, through hatch."),
                        ("cass-two", "", "2 keepers min for paddock entry. Never solo."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-10",
            "section-log",
            "Tropical section log, Tue 10 Mar",
            [
                (
                    "",
                    [
                        (
                            "aviary-entry",
                            "",
                            "Aviary entry:\n1. Check inner door shut before opening outer.\n2. In, close outer "
                            "behind you.\n3. Scan for birds near inner door, then open it.\n4. Headcount on way out.",
                        ),
                        (
                            "weigh-in",
                            "",
                            "Meerkat weigh:\n1. Scales on the flat rock, zeroed.\n2. One mealworm on the pan per "
                            "animal.\n3. Read once all four feet on.\n4. Log in ZIMS same day.",
                        ),
                        (
                            None,
                            "oneoff",
                            "10:20 green-naped lori (ring 0417) out via service hatch. Recaptured 10:55 in keeper "
                            "kitchen. Latch reported to works.",
                        ),
                        ("vet-round", "", "Vet round Wed AM, Dr Shaw from Riverbend Exotics."),
                        ("uv-lamps", "", "UV tubes in trop house: replace every 6 mths, fit date on tube in marker."),
                        (None, "chat", "Cheers Pete for covering the 07:00 start."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-12",
            "section-log",
            "Tropical section log, Thu 12 Mar",
            [
                (
                    "",
                    [
                        ("meerkat-feed", "", "Mob fed half nine, again 3pm."),
                        ("zuri", "", "Zuri still running things in the mob."),
                        ("footdip", "", "Boots through the disinfectant tray entering and leaving aviary. Every time."),
                        (
                            None,
                            "oneoff",
                            "Dr Shaw out for cass: L foot swelling, anti-inflam 5 days, recheck next wk.",
                        ),
                        ("cass-two", "", "Cass paddock = double-crewed only."),
                        (None, "oneoff", "Feeds: 450 mealworms, 2 kg fruit, 1 L nectar."),
                    ],
                ),
                (
                    "Lori aviary",
                    [
                        ("lori-feed", "correct", "Nectar 08:45 + 13:30 (clash w/ keeper talk)."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-17",
            "section-log",
            "Tropical section log, Tue 17 Mar",
            [
                (
                    "",
                    [
                        ("section-head", "correct", "Ravi Desai now section head; rota queries to him."),
                        ("livefood", "correct", "Livefood supplier: Northern Livefoods, Mon + Thu drop."),
                        ("trop-temp", "correct", "Trop house day setting changed to 25°C on vet advice."),
                        (
                            "aviary-entry",
                            "refine",
                            "Aviary entry: inner door checked shut, in, outer closed, scan, inner open; also eyeball "
                            "the roof netting for tears before going through; headcount out.",
                        ),
                        ("radio", "", "Everyone on shift has a handset tuned to channel 4."),
                        (None, "chat", "Sunny one, trop house rammed with visitors all afternoon."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-24",
            "section-log",
            "Tropical section log, Tue 24 Mar",
            [
                (
                    "",
                    [
                        (
                            "vet-round",
                            "refine",
                            "Vet round Wed AM (Dr Shaw, Riverbend): faecal samples in the sample fridge by 08:30.",
                        ),
                        ("lori-feed", "", "Loris: nectar early, then half one."),
                        ("cass-feed", "", "Cass: one meal a day at ten, via hatch."),
                        ("trop-temp", "", "Trop house holding 25°C, ok."),
                        (None, "oneoff", "Delivery: 6 bags ratite pellet, stored feed room B."),
                        (None, "oneoff", "Feeds: 500 mealworms, 2.2 kg fruit, 1.1 L nectar."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-31",
            "section-log",
            "Tropical section log, Tue 31 Mar",
            [
                (
                    "",
                    [
                        ("section-head", "", "Ravi signing off the rotas as section head."),
                        ("livefood", "", "Bugs from Northern Livefoods as usual."),
                        ("uv-lamps", "", "UV tubes on a six-month cycle; checked fit dates, fine."),
                        ("meerkat-feed", "", "Meerkat scatter 09:30 / 15:00 as normal."),
                        (None, "oneoff", "Lori ring 0417 off food, moved to hospital pen for obs."),
                        (None, "chat", "Thanks all for a smooth month."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [DRIVING, SCOUTS, RUGBY, ZOO]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "driving-instructor": [("amira-slot", "tom-slot"), ("amira-pickup", "tom-pickup")],
    "scout-handbook": [("fox-pl", "otter-pl")],
    "rugby-committee": [("firsts-training", "colts-training")],
    "zoo-section": [("meerkat-feed", "lori-feed"), ("meerkat-feed", "cass-feed"), ("lori-feed", "cass-feed")],
}

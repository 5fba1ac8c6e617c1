"""A thirteenth holdout half: four families written blind to the engine (a freelance charity bookkeeper's chat
sessions with an assistant, an open-water swimming lake's volunteer marshals' handbook resource notes, a community
choir's committee minutes, a small regional airport's airside operations and fire cover log). Frozen when added;
never tuned on."""

from tests.dream_suite import Fact, Family, Note

# 1. Freelance bookkeeper for small charities, chat sessions with an assistant, first person. Two client charities
#    (Riverside Food Bank, Hollins Community Garden) are sibling subjects for year-ends and treasurers; the food
#    bank's year-end is corrected with "actually", the hourly rate with "from next month", the garden's treasurer by
#    a new name ("taken over"), the food bank's independent examiner by a new firm with no marker.
CHARITYBOOKS = Family(
    "charitybooks",
    "freelance bookkeeping for small charities",
    "session",
    [
        Fact("working-days", "personal"),
        Fact("no-cash", "personal"),
        Fact("xero-only", "personal"),
        Fact("restricted-coding", "personal"),
        Fact("rate", "wiki", now=[r"£\s*35\b"], was=[r"£\s*32\b"]),
        Fact("foodbank-yearend", "wiki", now=[r"31(st)?\s+march|end of march"], was=[r"30(th)?\s+april"]),
        Fact("garden-yearend", "wiki"),
        Fact("foodbank-treasurer", "wiki"),
        Fact("garden-treasurer", "wiki", now=[r"tunde|okafor"], was=[r"margaret|\bbell\b"]),
        Fact("examiner", "wiki", now=[r"pennine"], was=[r"hartley"]),
        Fact("pi-insurance", "wiki"),
        Fact("month-end", "procedure", detail=[r"one[- ]page|plain english"]),
        Fact("gift-aid", "procedure", detail=[r"six years|\b6 years"]),
        Fact("new-client", "procedure"),
    ],
    [
        Note(
            "2026-05-04",
            "charity-clients",
            "Setting up notes on my charity bookkeeping",
            [
                (
                    "How I work",
                    [
                        (
                            None,
                            "chat",
                            "Hi! I've just gone properly freelance doing the books for little charities and I'd "
                            "love somewhere to keep all the details straight.",
                        ),
                        (
                            "working-days",
                            "",
                            "Client work only happens Tuesday to Thursday; Mondays and Fridays I keep for my own "
                            "admin and the school run.",
                        ),
                        (
                            "no-cash",
                            "",
                            "One hard line for me: I never touch cash, and I won't be a signatory on any client's "
                            "bank account.",
                        ),
                        (
                            "xero-only",
                            "",
                            "I only keep books in Xero. If a charity is still on Sage desktop they have to move "
                            "across before I'll take them on.",
                        ),
                        ("rate", "", "My rate is £32 an hour, whatever the job."),
                    ],
                ),
                (
                    "The two charities",
                    [
                        ("foodbank-yearend", "", "Riverside Food Bank's financial year ends on 30 April."),
                        (
                            "garden-yearend",
                            "",
                            "Hollins Community Garden runs its accounting year to 30 September.",
                        ),
                        (
                            "foodbank-treasurer",
                            "",
                            "At the food bank the person I report to is their treasurer, Diane Pryce.",
                        ),
                        (
                            "garden-treasurer",
                            "",
                            "The garden's treasurer is Margaret Bell, and she signs off whatever I send them.",
                        ),
                        (None, "oneoff", "Diane dropped off a carrier bag stuffed with March receipts this morning."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-07",
            "monthly-routine",
            "My month-end and Gift Aid routines",
            [
                (
                    "",
                    [
                        (
                            "month-end",
                            "",
                            "My month-end close for each charity:\n1. Pull the bank feed into Xero and reconcile "
                            "every line.\n2. Match receipts to spending and chase anything missing.\n3. Check the "
                            "restricted and unrestricted fund balances.\n4. Send the treasurer the management "
                            "accounts by the 10th.",
                        ),
                        (
                            "gift-aid",
                            "",
                            "How I do a Gift Aid claim:\n1. Export the donations from the donor spreadsheet.\n2. "
                            "Check every donor has a valid declaration on file.\n3. Build the schedule in HMRC's "
                            "Charities Online template.\n4. Submit it and note the claim reference.",
                        ),
                        (
                            "restricted-coding",
                            "",
                            "Every restricted grant gets its own tracking category named after the funder, so I "
                            "can show exactly what each pot was spent on.",
                        ),
                        ("examiner", "", "The food bank's independent examiner is Hartley & Co in Bradford."),
                        (
                            "pi-insurance",
                            "",
                            "I've got professional indemnity insurance through Hiscox, with £250,000 of cover.",
                        ),
                        (None, "chat", "Could you turn those into something I can tick off on my phone?"),
                        (None, "oneoff", "HMRC confirmed the garden's charity reference as XT48210 on the phone."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-19",
            "year-end-prep",
            "Getting ready for the food bank's year-end",
            [
                (
                    "",
                    [
                        (
                            "foodbank-yearend",
                            "correct",
                            "Actually I had the food bank's year-end wrong: their books close on 31 March, not "
                            "at the end of April. Diane put me straight.",
                        ),
                        (
                            "garden-yearend",
                            "",
                            "The community garden is different, their period finishes at the end of September.",
                        ),
                        (
                            "foodbank-treasurer",
                            "",
                            "Diane Pryce is still my go-to at Riverside for anything money-related.",
                        ),
                        (
                            "new-client",
                            "",
                            "When a new charity signs up with me:\n1. Send my engagement letter and get it "
                            "signed.\n2. Check ID for two trustees for anti-money-laundering.\n3. Ask for "
                            "read-only bank access and adviser access to their Xero.\n4. Get last year's examined "
                            "accounts and the closing trial balance.",
                        ),
                        (
                            "gift-aid",
                            "",
                            "For the tax reclaim on donations I go donor list, then declaration check, then the "
                            "Charities Online sheet, then submission, and I keep the ref.",
                        ),
                        (
                            "xero-only",
                            "",
                            "Reminder to myself: cloud Xero is the one package I'll work in, nothing else.",
                        ),
                        (
                            "no-cash",
                            "",
                            "Counting collection tins or co-signing payments isn't something I do, for anyone.",
                        ),
                        (None, "chat", "Ugh, year-end always sneaks up on me."),
                        (
                            None,
                            "oneoff",
                            "The food bank's April statement shows a £1,200 Co-op grant landing on the 14th.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-02",
            "rates-update",
            "Rates and a few changes at the charities",
            [
                (
                    "",
                    [
                        (
                            "rate",
                            "correct",
                            "From next month I'm putting my hourly rate up to £35; the letters go out this week.",
                        ),
                        (
                            "garden-treasurer",
                            "correct",
                            "Margaret has stepped down at the garden and Tunde Okafor has taken over as treasurer.",
                        ),
                        (
                            "examiner",
                            "correct",
                            "Pennine Community Accounts in Halifax are the ones examining Riverside's accounts.",
                        ),
                        (
                            "restricted-coding",
                            "",
                            "Grant money that comes with strings gets tagged by funder, one category each, so "
                            "the pots never blur together.",
                        ),
                        (
                            "working-days",
                            "",
                            "No client calls on a Monday or a Friday; my charity days are midweek.",
                        ),
                        ("pi-insurance", "", "My PI policy is with Hiscox and it's for a quarter of a million."),
                        (
                            "month-end",
                            "",
                            "Month-end in short: reconcile the feed, match the receipts, check the fund balances, "
                            "get the figures to the treasurer by the tenth.",
                        ),
                        (None, "chat", "Finally had lunch outside today, the sun was glorious."),
                        (None, "oneoff", "Sent the garden's May management accounts along with invoice 2026-031."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-16",
            "summer-catchup",
            "Catching up before the summer",
            [
                (
                    "",
                    [
                        (
                            "month-end",
                            "refine",
                            "I've added a step to my month-end: after reconciling and matching receipts I write a "
                            "one-page summary in plain English for the trustees to go with the management "
                            "accounts.",
                        ),
                        (
                            "gift-aid",
                            "refine",
                            "Gift Aid detail: every declaration has to be kept for six years after the last claim "
                            "it supported, in case HMRC audits.",
                        ),
                        (
                            "new-client",
                            "",
                            "Onboarding recap: signed engagement letter, two trustees' ID, bank and software "
                            "access, then the prior year's accounts.",
                        ),
                        ("rate", "", "Invoices from this month onwards are at £35 per hour across the board."),
                        ("foodbank-yearend", "", "Riverside closes its year on 31 March."),
                        ("garden-treasurer", "", "Tunde is settling in well as the garden's money person."),
                        ("examiner", "", "The food bank's examination is Pennine's job."),
                        (None, "chat", "Thanks, you've saved me a lot of scrolling!"),
                        (None, "oneoff", "Riverside's quarterly HMRC repayment of £2,316 arrived this morning."),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Open-water swimming lake, volunteer marshals' handbook, resource notes (two files, each dropped in again in
#    later versions). Early and evening sessions and the short and long loops are sibling subjects; the evening
#    session is corrected by a bare new time in a later version, the wetsuit threshold and the duty safety officer
#    with "now", the kayak supplier by a new club with no marker.
SWIMLAKE = Family(
    "swimlake",
    "open-water swimming lake marshals' handbook",
    "resource",
    [
        Fact("early-session", "wiki"),
        Fact("evening-session", "wiki", now=[r"18:00|6\s*pm"], was=[r"17:30|5:30\s*pm"]),
        Fact("short-loop", "wiki"),
        Fact("long-loop", "wiki"),
        Fact("wetsuit", "personal", now=[r"\b18\s*°|18 degrees"], was=[r"\b16\s*°|16 degrees"]),
        Fact("tow-float", "personal"),
        Fact("marshal-age", "personal"),
        Fact("no-phones", "personal"),
        Fact("safety-officer", "wiki", now=[r"nadia|brooks"], was=[r"gareth|\blowe\b"]),
        Fact("kayak-supplier", "wiki", now=[r"lakeside canoe"], was=[r"dee paddlesport"]),
        Fact("defib", "wiki"),
        Fact("swimmer-difficulty", "procedure", detail=[r"three (short )?blasts|3 (short )?blasts"]),
        Fact("head-count", "procedure", detail=[r"wristband"]),
        Fact("lightning", "procedure"),
    ],
    [
        Note(
            "2026-05-01",
            "marshals-handbook",
            "Tarnside Lake volunteer marshals' handbook",
            [
                (
                    "Welcome",
                    [
                        (
                            None,
                            "chat",
                            "Welcome to the 2026 season, and thank you for giving up your mornings and evenings "
                            "for us!",
                        ),
                    ],
                ),
                (
                    "Sessions",
                    [
                        ("early-session", "", "Early sessions: Tuesday and Thursday, 06:30 to 08:00."),
                        ("evening-session", "", "Evening sessions: Wednesday and Friday, 17:30 to 19:30."),
                    ],
                ),
                (
                    "Courses",
                    [
                        ("short-loop", "", "The short loop is 400 m and is marked by yellow buoys."),
                        ("long-loop", "", "The long loop runs 750 m around the orange buoys."),
                    ],
                ),
                (
                    "Swimmer rules",
                    [
                        ("wetsuit", "", "Wetsuits are compulsory whenever the water is below 16°C."),
                        ("tow-float", "", "Every swimmer must tow a bright float: no float, no swim."),
                    ],
                ),
                (
                    "Marshals",
                    [
                        (
                            "marshal-age",
                            "",
                            "Marshals must be at least 18 and must have completed the Tarnside water-safety "
                            "induction before their first shift.",
                        ),
                        (
                            "no-phones",
                            "",
                            "On bank duty your phone stays in your pocket unless you are calling 999.",
                        ),
                        (
                            "safety-officer",
                            "",
                            "Duty safety officer: Gareth Lowe, who is based in the hut during every session.",
                        ),
                    ],
                ),
                (
                    "This week",
                    [
                        (None, "oneoff", "Temperature at the jetty on 30 April read 13.5°C."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-02",
            "emergency-procedures",
            "Emergency procedures for marshals",
            [
                (
                    "Swimmer in difficulty",
                    [
                        (
                            "swimmer-difficulty",
                            "",
                            "If a swimmer is in difficulty:\n1. Blow your whistle and point at the swimmer so the "
                            "kayaks can see.\n2. The nearest kayak paddles over and lets the swimmer hold the "
                            "bow.\n3. The bank marshal radios the hut.\n4. Bring the swimmer in to the pontoon, "
                            "not the shingle beach.",
                        ),
                    ],
                ),
                (
                    "Thunder and lightning",
                    [
                        (
                            "lightning",
                            "",
                            "If you hear thunder or see lightning:\n1. Sound the long horn to clear the water.\n2. "
                            "Kayaks herd swimmers to the nearest exit.\n3. Everyone shelters in the boathouse, "
                            "never under the trees.\n4. No restart until 30 minutes after the last rumble.",
                        ),
                    ],
                ),
                (
                    "Counting in and out",
                    [
                        (
                            "head-count",
                            "",
                            "Checking swimmers in and out:\n1. Every swimmer signs in on the tablet at the hut.\n"
                            "2. The exit marshal ticks them off as they leave the water.\n3. Before the gate is "
                            "locked, the hut marshal confirms the sign-in and sign-out totals agree.",
                        ),
                    ],
                ),
                (
                    "Equipment",
                    [
                        (
                            "defib",
                            "",
                            "The defibrillator hangs on the boathouse wall next to the café door.",
                        ),
                        ("kayak-supplier", "", "Safety kayaks are hired from Dee Paddlesport in Chester."),
                        (None, "chat", "These pages are long, sorry, but please do read them all!"),
                        (
                            None,
                            "oneoff",
                            "First aid refresher for marshals: Saturday 9 May, 10:00, upstairs in the clubroom.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-22",
            "marshals-handbook",
            "Tarnside Lake volunteer marshals' handbook",
            [
                (
                    "Sessions",
                    [
                        ("early-session", "", "Dawn swims: Tuesdays and Thursdays from half six until eight."),
                        ("evening-session", "correct", "Evening sessions: Wednesday and Friday, 18:00 to 20:00."),
                    ],
                ),
                (
                    "Courses",
                    [
                        ("short-loop", "", "Yellow-buoy circuit: four hundred metres."),
                        ("long-loop", "", "Orange-buoy circuit: seven hundred and fifty metres."),
                    ],
                ),
                (
                    "Swimmer rules",
                    [
                        (
                            "wetsuit",
                            "correct",
                            "Wetsuits are now required whenever the lake reads under 18°C.",
                        ),
                        (
                            "tow-float",
                            "",
                            "Nobody goes in without a brightly coloured tow buoy clipped on.",
                        ),
                    ],
                ),
                (
                    "Marshals",
                    [
                        (
                            "safety-officer",
                            "correct",
                            "Nadia Brooks is now the duty safety officer; Gareth has stepped back to marshalling.",
                        ),
                        (None, "chat", "Huge thanks to everyone who has done a shift so far."),
                        (None, "oneoff", "The top gate stays shut until Monday while the car park is resurfaced."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-05",
            "emergency-procedures",
            "Emergency procedures for marshals",
            [
                (
                    "Swimmer in difficulty",
                    [
                        (
                            "swimmer-difficulty",
                            "refine",
                            "Swimmer in trouble: signal with three short blasts of the whistle and point; the "
                            "closest kayak goes to them and offers the bow; the bank radios the hut; land them at "
                            "the pontoon.",
                        ),
                    ],
                ),
                (
                    "Thunder and lightning",
                    [
                        (
                            "lightning",
                            "",
                            "Storm about: one long horn, everybody out, shelter indoors at the boathouse, and "
                            "wait half an hour from the final thunderclap before anyone swims again.",
                        ),
                    ],
                ),
                (
                    "Counting in and out",
                    [
                        (
                            "head-count",
                            "",
                            "The tablet total and the exit marshal's ticks must match before anyone locks up.",
                        ),
                    ],
                ),
                (
                    "Equipment",
                    [
                        ("defib", "", "AED: café end of the boathouse, on the outside wall."),
                        (
                            "kayak-supplier",
                            "correct",
                            "Safety kayaks come from Lakeside Canoe Club, who lend us four boats for the season.",
                        ),
                    ],
                ),
                (
                    "Who can marshal",
                    [
                        (
                            "marshal-age",
                            "",
                            "No one under eighteen marshals, and everybody does the induction first.",
                        ),
                        (None, "chat", "Thanks to all of you who sent comments on the first version."),
                        (
                            None,
                            "oneoff",
                            "Incident report IR-0611: a swimmer with cramp was helped out on 3 June, no injury.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-06-19",
            "marshals-handbook",
            "Tarnside Lake volunteer marshals' handbook",
            [
                (
                    "Sessions",
                    [
                        ("evening-session", "", "Evening swims run 6pm to 8pm on Wednesdays and Fridays."),
                    ],
                ),
                (
                    "Swimmer rules",
                    [
                        ("wetsuit", "", "Below 18°C on the jetty thermometer: wetsuit on."),
                    ],
                ),
                (
                    "Marshals",
                    [
                        ("safety-officer", "", "Safety officer on duty: Nadia Brooks."),
                        (
                            "no-phones",
                            "",
                            "Keep your mobile put away while you are watching the water; it's for a 999 call only.",
                        ),
                        (
                            "head-count",
                            "refine",
                            "At sign-in every swimmer also takes a numbered wristband and hangs it back on the "
                            "board as they leave; the hut marshal doesn't lock the gate until every hook is full "
                            "and the tablet totals agree.",
                        ),
                    ],
                ),
                (
                    "Kayaks",
                    [
                        ("kayak-supplier", "", "Our kayaks are on loan from Lakeside Canoe Club."),
                        (None, "chat", "Have a lovely midsummer, everyone."),
                        (None, "oneoff", "Open day on Saturday 27 June: extra marshals needed from 9 till 1."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Community choir committee minutes, third person, agenda headings. Upper and lower voices' sectional rooms and
#    the soprano and bass section reps are sibling subjects; the bass rep is corrected by name with "actually", the
#    lower voices' room by a new place with no marker, the subs with "from next term", the music hire library by a
#    new supplier with "from now on".
CHOIR = Family(
    "choir",
    "community choir committee minutes",
    "minutes",
    [
        Fact("rehearsal-night", "wiki"),
        Fact("subs", "wiki", now=[r"£\s*65\b"], was=[r"£\s*60\b"]),
        Fact("upper-room", "wiki"),
        Fact("lower-room", "wiki", now=[r"scout"], was=[r"side room"]),
        Fact("soprano-rep", "wiki"),
        Fact("bass-rep", "wiki", now=[r"ifan|\brees\b"], was=[r"colin|waite"]),
        Fact("music-hire", "wiki", now=[r"westshire"], was=[r"making music"]),
        Fact("md", "wiki"),
        Fact("non-auditioned", "personal"),
        Fact("attendance-rule", "personal"),
        Fact("concert-dress", "personal"),
        Fact("music-return", "procedure", detail=[r"£\s*5\b"]),
        Fact("new-member", "procedure", detail=[r"photo"]),
        Fact("lock-up", "procedure"),
    ],
    [
        Note(
            "2026-01-12",
            "committee-minutes",
            "Kelderton Community Choir committee, 12 January",
            [
                (
                    "1. Apologies and welcome",
                    [
                        (
                            None,
                            "chat",
                            "Apologies from Sue Kemp. The Chair welcomed Priyanka to her first committee meeting.",
                        ),
                    ],
                ),
                (
                    "2. Rehearsals",
                    [
                        (
                            "rehearsal-night",
                            "",
                            "Full rehearsals continue on Monday evenings, 19:30 to 21:30, in St Aidan's church hall.",
                        ),
                        ("md", "", "Rosalind Pike remains the choir's Musical Director."),
                        (
                            "upper-room",
                            "",
                            "Soprano and alto sectionals will use the vestry at St Aidan's.",
                        ),
                        (
                            "lower-room",
                            "",
                            "Tenor and bass sectionals will meet in the side room off the church hall.",
                        ),
                    ],
                ),
                (
                    "3. Membership",
                    [
                        ("subs", "", "Subscriptions stay at £60 per term."),
                        (
                            "non-auditioned",
                            "",
                            "The committee confirmed the choir remains non-auditioned: anyone who wants to sing "
                            "is welcome.",
                        ),
                        (
                            "new-member",
                            "",
                            "Process for new singers agreed:\n1. Come to two rehearsals free of charge.\n2. Have "
                            "a short voice-placement chat with the MD (not an audition).\n3. Complete the "
                            "membership form.\n4. Pay the term's subs.",
                        ),
                    ],
                ),
                (
                    "4. Sections",
                    [
                        ("soprano-rep", "", "Lorna Fitch is soprano section rep."),
                        ("bass-rep", "", "Colin Waite is bass section rep."),
                    ],
                ),
                (
                    "5. Finance",
                    [
                        (None, "oneoff", "The treasurer reported £3,412 in the current account at 31 December."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-09",
            "committee-minutes",
            "Kelderton Community Choir committee, 9 February",
            [
                (
                    "2. Music",
                    [
                        (
                            "music-hire",
                            "",
                            "Concert scores will again be hired from the Making Music library.",
                        ),
                        (
                            "music-return",
                            "",
                            "Returning hired music:\n1. Members rub out all pencil markings.\n2. Copies go to the "
                            "librarian at the last rehearsal before the return date.\n3. The librarian checks "
                            "copy numbers against the hire list and boxes them up for posting.",
                        ),
                    ],
                ),
                (
                    "3. Spring concert",
                    [
                        (
                            "concert-dress",
                            "",
                            "Concert dress is all black, with the choir's red scarf or tie.",
                        ),
                        (
                            "attendance-rule",
                            "",
                            "To sing in a concert, a member must attend at least two of the final four rehearsals "
                            "before it.",
                        ),
                        (
                            None,
                            "oneoff",
                            "The spring concert is confirmed for Saturday 21 March at St Aidan's, 7pm.",
                        ),
                    ],
                ),
                (
                    "4. Sections",
                    [
                        (
                            "bass-rep",
                            "correct",
                            "Correction to the January minutes: the bass rep is actually Ifan Rees; Colin Waite "
                            "stood down before Christmas.",
                        ),
                    ],
                ),
                (
                    "5. Hall",
                    [
                        (
                            "lock-up",
                            "",
                            "Closing the hall after rehearsal:\n1. Stack the chairs on the trolleys against the "
                            "back wall.\n2. Put the cover on the piano and lock it.\n3. Check the kitchen and "
                            "toilets are empty and the lights are off.\n4. Set the alarm and return the key to "
                            "the key safe.",
                        ),
                        (None, "chat", "The Chair thanked Ken for the biscuits."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-09",
            "committee-minutes",
            "Kelderton Community Choir committee, 9 March",
            [
                (
                    "2. Rehearsals",
                    [
                        (
                            "lower-room",
                            "correct",
                            "Tenors and basses will hold their sectionals in the Scout hut on Mill Lane, as the "
                            "hall's side room has been let to a nursery.",
                        ),
                        ("upper-room", "", "Upper voices carry on using the vestry for their part work."),
                        (
                            "rehearsal-night",
                            "",
                            "The whole-choir slot remains Mondays from half seven until half nine.",
                        ),
                    ],
                ),
                (
                    "3. Spring concert",
                    [
                        (
                            "attendance-rule",
                            "",
                            "Members were reminded that anyone missing three or more of the last four practices "
                            "before the 21st cannot perform.",
                        ),
                        ("concert-dress", "", "Black clothing plus red neckwear, as usual."),
                        (
                            "soprano-rep",
                            "",
                            "Lorna, as rep for the sopranos, will collect their availability for the concert.",
                        ),
                        (None, "oneoff", "112 tickets have been sold so far."),
                    ],
                ),
                (
                    "4. Membership",
                    [
                        (
                            "new-member",
                            "",
                            "The secretary reminded the committee that newcomers get two free evenings, meet "
                            "Rosalind to find their part, fill in the form and then pay.",
                        ),
                        (None, "chat", "Everyone agreed the new tea urn is a great improvement."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-13",
            "committee-minutes",
            "Kelderton Community Choir committee, 13 April",
            [
                (
                    "2. Finance",
                    [
                        (
                            "subs",
                            "correct",
                            "Subs will rise to £65 a term from next term; agreed unanimously.",
                        ),
                        (None, "oneoff", "The spring concert raised £860 for St Mary's Hospice."),
                    ],
                ),
                (
                    "3. Music",
                    [
                        (
                            "music-hire",
                            "correct",
                            "From now on concert scores will be borrowed from Westshire Libraries' music and "
                            "drama service, which works out cheaper.",
                        ),
                        (
                            "music-return",
                            "",
                            "Scores must come back erased and on time; the librarian matches every numbered copy "
                            "with the list before they are posted back.",
                        ),
                    ],
                ),
                (
                    "4. Sections and membership",
                    [
                        ("bass-rep", "", "Ifan Rees will organise a summer social for the basses."),
                        (
                            "non-auditioned",
                            "",
                            "Nobody is turned away for their voice; membership is open to all.",
                        ),
                        (None, "chat", "The Chair thanked everyone for a wonderful concert."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-11",
            "committee-minutes",
            "Kelderton Community Choir committee, 11 May",
            [
                (
                    "2. Membership",
                    [
                        (
                            "new-member",
                            "refine",
                            "New singers: two free rehearsals, an informal voice-placement chat with the MD, the "
                            "membership form together with a signed photo-consent slip, then subs.",
                        ),
                        ("subs", "", "Summer term subscriptions: £65."),
                    ],
                ),
                (
                    "3. Music",
                    [
                        (
                            "music-return",
                            "refine",
                            "A member who loses a hired copy will be charged £5 towards its replacement; the "
                            "return routine is otherwise unchanged.",
                        ),
                        ("music-hire", "", "Westshire's service will supply the autumn scores as well."),
                    ],
                ),
                (
                    "4. Rehearsals and hall",
                    [
                        (
                            "lower-room",
                            "",
                            "The Mill Lane Scout hut is working well for the tenors and basses.",
                        ),
                        ("md", "", "Rosalind Pike was confirmed as MD for another year."),
                        (
                            "lock-up",
                            "",
                            "Last out: chairs away, piano covered and locked, kitchen and loos checked, lights off, "
                            "alarm on, key back in its safe.",
                        ),
                        (None, "oneoff", "A burst pipe on 4 May meant one rehearsal moved to the primary school."),
                        (None, "chat", "The meeting closed at 21:05."),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Small regional airport airside operations and fire cover log, terse bullets, abbreviations. The two fire
#    tenders (MFV1, MFV2, named only by section headings in restatements) and stands 2 and 5 are sibling subjects;
#    the ops hours are corrected with "from", the day watch manager by name with "now", the fuel supplier by name
#    with no marker, the RFFS category by a bare new value.
AIRFIELD = Family(
    "airfield",
    "regional airport airside operations and fire cover log",
    "log",
    [
        Fact("ops-hours", "wiki", now=[r"23:?00"], was=[r"22:?00"]),
        Fact("rffs-cat", "wiki", now=[r"cat(egory)?\s*5\b"], was=[r"cat(egory)?\s*6\b"]),
        Fact("mfv1", "wiki"),
        Fact("mfv2", "wiki"),
        Fact("stand2", "wiki"),
        Fact("stand5", "wiki"),
        Fact("watch-mgr", "wiki", now=[r"mahmood|sana"], was=[r"garside"]),
        Fact("fuel", "wiki", now=[r"skyline"], was=[r"airfuel"]),
        Fact("hi-vis-pass", "personal"),
        Fact("readback", "personal"),
        Fact("shift-limit", "personal"),
        Fact("fod-walk", "procedure", detail=[r"magnet"]),
        Fact("low-vis", "procedure", detail=[r"gate"]),
        Fact("bird-ctrl", "procedure"),
    ],
    [
        Note(
            "2026-03-09",
            "ops-log",
            "Airside ops log, Mon 9 Mar",
            [
                (
                    "",
                    [
                        ("ops-hours", "", "A/D ops hrs 0600-2200L."),
                        ("rffs-cat", "", "RFFS Cat 6 throughout ops hrs."),
                        ("watch-mgr", "", "Day WM: Phil Garside."),
                        ("fuel", "", "Fuel (Jet A-1 + Avgas) by AirFuel Direct, bowser on call via ops."),
                        ("hi-vis-pass", "", "Airside = hi-vis + ID pass on show. No excuses."),
                        (None, "oneoff", "Mvmts 0600-1400: 31."),
                        (None, "chat", "Brews on the WM today."),
                    ],
                ),
                (
                    "MFV1",
                    [
                        ("mfv1", "", "Panther 6x6: 12,000 L water / 1,500 L foam."),
                    ],
                ),
                (
                    "MFV2",
                    [
                        ("mfv2", "", "Striker 4x4: 6,500 L water / 800 L foam."),
                    ],
                ),
                (
                    "Stands",
                    [
                        ("stand2", "", "Stand 2 reserved for HEMS (air ambulance). Keep clear at all times."),
                        ("stand5", "", "Stand 5: based flying school a/c (Skyhigh FTO) only."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-10",
            "ops-log",
            "Airside ops log, Tue 10 Mar",
            [
                (
                    "",
                    [
                        (
                            "fod-walk",
                            "",
                            "FOD walk, apron:\n1. Line abreast, arm's length apart.\n2. Stand 1 to stand 6, eyes "
                            "down.\n3. Bag all items, FOD bin at ops.\n4. Log finds + location in FOD book.",
                        ),
                        (
                            "bird-ctrl",
                            "",
                            "Bird disp:\n1. Distress call from ops veh speaker.\n2. Pyro if birds stay put.\n3. "
                            "Log species, count, action in bird log.",
                        ),
                        (
                            "low-vis",
                            "",
                            "LVP:\n1. ATC declares LVP.\n2. RFFS to standby at stn, MFVs nose-out, crews in PPE.\n"
                            "3. All non-essential airside driving stops.\n4. Ops confirms to ATC when airside "
                            "clear.",
                        ),
                        (
                            "readback",
                            "",
                            "Rwy crossings: ATC clearance + full readback before entering. No readback, no move.",
                        ),
                        ("shift-limit", "", "Max shift 12 h incl handover; min 11 h off between shifts."),
                        (
                            None,
                            "oneoff",
                            "0712 birdstrike rpt G-HXRA on final RWY 27, no dmg; rwy insp clear 0730.",
                        ),
                        (None, "chat", "Thx nights for the tidy stn."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-16",
            "ops-log",
            "Airside ops log, Mon 16 Mar",
            [
                (
                    "",
                    [
                        ("rffs-cat", "", "Fire cover: Category 6 standard."),
                        ("watch-mgr", "correct", "WM days now Sana Mahmood; P. Garside moved to training."),
                        (
                            "hi-vis-pass",
                            "",
                            "Anyone past the security gate wears a tabard and displays their pass.",
                        ),
                        (
                            "low-vis",
                            "",
                            "Reminder LVP drill: tower calls it, crews stand by at stn w/ trucks facing out, only "
                            "essential vehicles move, ops tells tower once clear.",
                        ),
                        ("fod-walk", "", "FOD: line up, sweep stands 1-6, bin it, book it."),
                        (None, "oneoff", "NOTAM A0341/26: TWY B closed 17-19 Mar for AGL works."),
                        (None, "chat", "Quiet one, wx grim."),
                    ],
                ),
                (
                    "MFV1",
                    [
                        ("mfv1", "", "12k ltrs H2O, 1.5k foam on board."),
                    ],
                ),
                (
                    "MFV2",
                    [
                        ("mfv2", "", "6.5k ltrs H2O, 800 foam."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-30",
            "ops-log",
            "Airside ops log, Mon 30 Mar",
            [
                (
                    "",
                    [
                        ("ops-hours", "correct", "From 29 Mar (summer sched) A/D open 0600-2300L."),
                        ("fuel", "correct", "Fuel: Skyline Aviation Fuels, bowser via ops ext 214."),
                        ("rffs-cat", "correct", "RFFS Cat 5."),
                        (
                            "readback",
                            "",
                            "Never onto the rwy unless tower has cleared you and you've read it back.",
                        ),
                        (
                            "bird-ctrl",
                            "",
                            "Birds on/near rwy: play distress calls, pyros if needed, write it up after.",
                        ),
                        (None, "oneoff", "Mvmts today 44, busiest since Oct."),
                        (None, "chat", "Cake from ATC for Sana's first fortnight."),
                    ],
                ),
                (
                    "Stands",
                    [
                        ("stand2", "", "S2: air amb only, nothing else parks there."),
                        ("stand5", "", "S5 = FTO training a/c parking, no visitors."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-13",
            "ops-log",
            "Airside ops log, Mon 13 Apr",
            [
                (
                    "",
                    [
                        (
                            "fod-walk",
                            "refine",
                            "FOD walk as std, then Fri: magnetic sweeper towed over whole apron after the walk.",
                        ),
                        (
                            "low-vis",
                            "refine",
                            "LVP add: airside access gates 2 + 3 locked until LVP cancelled.",
                        ),
                        ("ops-hours", "", "Open 0600 to 2300 local thru summer."),
                        ("watch-mgr", "", "WM (days): S. Mahmood."),
                        ("fuel", "", "Fuel orders -> Skyline via ops."),
                        ("rffs-cat", "", "Fire cat 5 holds for summer."),
                        ("shift-limit", "", "Crew rule: twelve hrs on max, eleven off before next duty."),
                        (None, "oneoff", "MFV2 pump test OK 0930, ref WO-5512."),
                        (None, "chat", "Swifts back over the field."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [CHARITYBOOKS, SWIMLAKE, CHOIR, AIRFIELD]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "charitybooks": [("foodbank-yearend", "garden-yearend"), ("foodbank-treasurer", "garden-treasurer")],
    "swimlake": [("early-session", "evening-session"), ("short-loop", "long-loop")],
    "choir": [("upper-room", "lower-room"), ("soprano-rep", "bass-rep")],
    "airfield": [("mfv1", "mfv2"), ("stand2", "stand5")],
}

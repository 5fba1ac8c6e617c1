"""A thirteenth tuning half: four families written blind to the engine (a self-employed locksmith's chat sessions
with an assistant, a community food bank's volunteer handbook resource notes, a pub quiz league committee's meeting
minutes, a mountain hut warden's terse daily log). Tuned on from the commit that added them."""

from tests.dream_suite import Fact, Family, Note

# 1. Locksmith's chat sessions with an assistant, first person. Two trade clients (Greenway Lettings, Harcourt Dental)
#    are sibling subjects for their service days; Harcourt's day is corrected with "actually", the daytime call-out
#    fee by a bare new value, the safe engineer he refers work to by name with "now". Refinements: a photo step in
#    the lockout routine, tools-in-van cover on the insurance.
LOCKSMITH = Family(
    "locksmith",
    "self-employed locksmith",
    "session",
    [
        Fact("proof-rule", "personal"),
        Fact("patch", "personal"),
        Fact("no-nights", "personal"),
        Fact("cylinder-brands", "personal"),
        Fact("lockout-steps", "procedure", detail=[r"photograph"]),
        Fact("cylinder-fit", "procedure"),
        Fact("quote-steps", "procedure"),
        Fact("callout-fee", "wiki", now=[r"£\s*70\b|seventy"], was=[r"£\s*65\b"]),
        Fact("greenway-day", "wiki"),
        Fact("harcourt-day", "wiki", now=[r"friday"], was=[r"thursday"]),
        Fact("supplier", "wiki"),
        Fact("insurance", "wiki", detail=[r"£\s*5,?000"]),
        Fact("safe-referral", "wiki", now=[r"nadia|okoro"], was=[r"\btom\b|blake"]),
        Fact("key-machine", "wiki"),
    ],
    [
        Note(
            "2026-01-12",
            "getting-organised",
            "Getting my locksmith business notes in one place",
            [
                (
                    "",
                    [
                        (
                            None,
                            "chat",
                            "Hiya. I've been meaning to get my work stuff written down somewhere that isn't the "
                            "back of a fuel receipt.",
                        ),
                        (
                            "proof-rule",
                            "",
                            "First rule, and I don't bend it: I won't open a house or flat for anyone who can't "
                            "prove they live there, so photo ID with the address on, or a recent bill plus a bank "
                            "card in the same name.",
                        ),
                        (
                            "patch",
                            "",
                            "I cover Leamington, Warwick and Kenilworth. Anything past the A46 I pass on.",
                        ),
                        (
                            "no-nights",
                            "",
                            "No call-outs after 10pm. I did years of nights when I started out and I'm done with it.",
                        ),
                        (
                            "callout-fee",
                            "",
                            "Daytime call-out is £65, which covers getting there and the first half hour on site.",
                        ),
                        (
                            "lockout-steps",
                            "",
                            "For a lockout I go through it in order:\n1. Check proof of residence before I touch "
                            "the door.\n2. Try a latch slip or the letterbox tool first.\n3. Pick the cylinder if "
                            "it isn't a high-security one.\n4. Drill only as a last resort, once the customer has "
                            "agreed to pay for a new cylinder.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Six jobs today: four lockouts, a knackered uPVC gearbox and a garage padlock someone "
                            "had lost the key to.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-14",
            "trade-clients",
            "My trade clients and suppliers",
            [
                (
                    "Trade clients",
                    [
                        (
                            "greenway-day",
                            "",
                            "Greenway Lettings give me all their lock changes between tenants, and I do those on "
                            "Tuesdays.",
                        ),
                        (
                            "harcourt-day",
                            "",
                            "Harcourt Dental get their locks and door entry serviced on Thursdays, after the "
                            "surgery shuts at six.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Greenway's job ref for next Tuesday is GW-3318, flat 2B on Clarendon Street.",
                        ),
                    ],
                ),
                (
                    "Suppliers and kit",
                    [
                        (
                            "supplier",
                            "",
                            "I buy cylinders, key blanks and most hardware from Lockstock Trade in Coventry; I've "
                            "got a trade account with them.",
                        ),
                        (
                            "key-machine",
                            "",
                            "The key machine in the van is a Silca Futura. It does flat keys; mortice keys I still "
                            "cut by hand on the old Bravo.",
                        ),
                        (
                            "safe-referral",
                            "",
                            "I don't touch safes. Anyone with a locked safe gets sent to Tom Blake at Midshires "
                            "Safe Engineers.",
                        ),
                        ("insurance", "", "My public liability is with Tradesafe Direct, £2 million of cover."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-19",
            "fitting-and-quotes",
            "Fitting cylinders and writing quotes",
            [
                (
                    "",
                    [
                        (
                            "cylinder-brands",
                            "",
                            "On front doors I'll only put in an Ultion or an ABS. If a customer wants the twelve "
                            "quid thing off the internet they can fit it themselves.",
                        ),
                        (
                            "cylinder-fit",
                            "",
                            "When I swap a euro cylinder:\n1. Measure both sides from the centre screw; never "
                            "trust the stamp on the old one.\n2. Undo the fixing screw, turn the cam and slide the "
                            "old cylinder out.\n3. Fit the new one so it sits no more than 3mm proud of the "
                            "handle.\n4. Test it with the door open, then shut, from both sides.\n5. Hand over the "
                            "keys and the key card and tell them to keep the card somewhere safe.",
                        ),
                        (
                            "quote-steps",
                            "",
                            "Anything bigger than a straight swap gets a written quote first:\n1. Ask the customer "
                            "to WhatsApp me photos of the door and the lock.\n2. Price up parts and labour.\n3. "
                            "Send the quote out through Tradify.\n4. Book the job in once they've accepted it.",
                        ),
                        (
                            "callout-fee",
                            "correct",
                            "Call-out charge in the daytime: £70, first half hour on site included.",
                        ),
                        (
                            "proof-rule",
                            "",
                            "If nobody can show me paperwork tying them to the address, the door stays shut, however "
                            "upset they get.",
                        ),
                        (None, "chat", "Cheers, that's a lot tidier than my version."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-26",
            "client-changes",
            "Changes to clients and referrals",
            [
                (
                    "",
                    [
                        (
                            "harcourt-day",
                            "correct",
                            "Actually Harcourt Dental want their servicing done on Friday afternoons, because the "
                            "practice closes at lunchtime that day.",
                        ),
                        (
                            "greenway-day",
                            "",
                            "Tuesday stays my Greenway day: tenancy changeovers, usually three or four doors.",
                        ),
                        (
                            "safe-referral",
                            "correct",
                            "Safe jobs now go to Nadia Okoro at Keyguard Safes; she's picked up all the safe work "
                            "round here.",
                        ),
                        (
                            "insurance",
                            "refine",
                            "Checked the Tradesafe policy: on top of the £2 million public liability it covers the "
                            "tools in my van up to £5,000, but only if they're out of sight overnight.",
                        ),
                        (
                            "patch",
                            "",
                            "My territory is the three towns, Kenilworth, Warwick and Leamington; further out than "
                            "that I refer people on.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-03",
            "website-copy",
            "Wording for my website",
            [
                (
                    "",
                    [
                        (
                            None,
                            "chat",
                            "Can you help me turn some of this into copy for the website? Keep it friendly, not "
                            "salesy.",
                        ),
                        (
                            "no-nights",
                            "",
                            "Once it's gone ten at night I don't pick up the phone for work. That's family time.",
                        ),
                        (
                            "lockout-steps",
                            "refine",
                            "I've added a step to lockouts: I photograph the door and lock before I start and "
                            "again when I've finished, so there's no argument later about damage.",
                        ),
                        ("cylinder-brands", "", "Front-door cylinders: Ultion or ABS, nothing else goes in."),
                        ("harcourt-day", "", "Friday afternoons are Harcourt Dental's."),
                        (
                            "callout-fee",
                            "",
                            "Daytime call-outs are seventy quid, with the first thirty minutes of work included.",
                        ),
                        ("safe-referral", "", "Nadia at Keyguard handles any safe opening I get asked about."),
                        ("supplier", "", "My parts account is with Lockstock, over in Coventry."),
                        ("key-machine", "", "Most keys I can cut on the spot on the Futura in the van."),
                        (None, "oneoff", "Silca service visit for the Futura booked for the 12th, ref SLC-20917."),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Community food bank volunteer handbook, resource notes, third person and imperative. The two distribution
#    sessions (St Aidan's, Brook Street) are sibling subjects for their times and their coordinators; Brook Street's
#    time is corrected "from next month", the bread donor by name with a bare new statement. Refinements: nappies for
#    households with a baby in the packing steps, the three-months-past-best-before rule in the intake steps.
FOODBANK = Family(
    "foodbank",
    "community food bank volunteer handbook",
    "resource",
    [
        Fact("dignity", "personal"),
        Fact("min-age", "personal"),
        Fact("no-photos", "personal"),
        Fact("allergy-rule", "personal"),
        Fact("parcel-packing", "procedure", detail=[r"nappies"]),
        Fact("donation-intake", "procedure", detail=[r"three months|3 months"]),
        Fact("sign-in", "procedure"),
        Fact("aidans-session", "wiki"),
        Fact("brook-session", "wiki", now=[r"16:30|half (past )?four"], was=[r"17:00"]),
        Fact("aidans-lead", "wiki"),
        Fact("brook-lead", "wiki"),
        Fact("warehouse", "wiki"),
        Fact("bread-donor", "wiki", now=[r"greggs"], was=[r"hadley"]),
        Fact("voucher-limit", "wiki"),
    ],
    [
        Note(
            "2026-03-02",
            "volunteer-handbook",
            "Millbrook Food Bank volunteer handbook",
            [
                (
                    "Welcome",
                    [
                        (
                            None,
                            "chat",
                            "Thank you for giving your time to Millbrook Food Bank. Every shift makes a difference "
                            "to someone.",
                        ),
                        (
                            "dignity",
                            "",
                            "Volunteers never ask a client why they have been referred or how they came to need "
                            "food. The voucher is all we need to see.",
                        ),
                        (
                            "min-age",
                            "",
                            "Volunteers must be at least 16, and anyone under 18 needs a consent form signed by a "
                            "parent or guardian.",
                        ),
                        (
                            "no-photos",
                            "",
                            "No photographs may be taken of clients, their parcels or the queue, not even for the "
                            "food bank's own social media.",
                        ),
                    ],
                ),
                (
                    "Distribution sessions",
                    [
                        ("aidans-session", "", "St Aidan's Church Hall: Tuesdays, 10:00 to 12:00."),
                        ("aidans-lead", "", "Session coordinator at St Aidan's: Maureen Kelly."),
                        ("brook-session", "", "Brook Street Community Centre: Thursdays, 17:00 to 19:00."),
                        ("brook-lead", "", "Session coordinator at Brook Street: Femi Okafor."),
                        (
                            "voucher-limit",
                            "",
                            "A household can redeem up to three vouchers in any six-month period; after that our "
                            "advice worker gets in touch to look at what else could help.",
                        ),
                    ],
                ),
                (
                    "On shift",
                    [
                        (
                            "sign-in",
                            "",
                            "Sign in on the tablet at the front desk when you arrive, put on a green lanyard, and "
                            "sign out again before you leave.",
                        ),
                        (None, "oneoff", "In February we handed out 412 parcels, feeding 1,036 people."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-09",
            "warehouse-guide",
            "Warehouse guide for volunteers",
            [
                (
                    "Finding us",
                    [
                        (
                            "warehouse",
                            "",
                            "The warehouse is Unit 7 on the Canal Side Industrial Estate, behind the tyre centre.",
                        ),
                    ],
                ),
                (
                    "Donations in",
                    [
                        (
                            "donation-intake",
                            "",
                            "When donations arrive:\n1. Weigh each crate and write the weight on the intake sheet."
                            "\n2. Check the dates on every item.\n3. Sort everything into the labelled bays (tins, "
                            "dry goods, toiletries, treats).\n4. Enter the day's total in the stock spreadsheet.",
                        ),
                        (
                            "bread-donor",
                            "",
                            "Hadley's Bakery drops off its unsold bread every Monday evening, so someone on the "
                            "evening shift has to be there to take it in.",
                        ),
                    ],
                ),
                (
                    "Parcels out",
                    [
                        (
                            "parcel-packing",
                            "",
                            "To pack a parcel:\n1. Check the household size on the voucher.\n2. Take the matching "
                            "checklist (single, couple, family of 3-4, family of 5+).\n3. Put tins and jars at the "
                            "bottom, dry goods on top, fresh items last.\n4. Tape the crate and write the voucher "
                            "number on the lid.",
                        ),
                        (
                            "allergy-rule",
                            "",
                            "If a voucher is marked with an allergy or a dietary need, do not swap any item without "
                            "asking the shift lead first.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-23",
            "volunteer-handbook",
            "Millbrook Food Bank volunteer handbook (revised)",
            [
                (
                    "Distribution sessions",
                    [
                        (
                            "brook-session",
                            "correct",
                            "From next month the Brook Street session runs 16:30 to 18:30 on Thursdays, so "
                            "families can come straight from the school run.",
                        ),
                        (
                            "aidans-session",
                            "",
                            "The Tuesday morning session in the church hall at St Aidan's carries on as before, "
                            "ten until noon.",
                        ),
                        ("aidans-lead", "", "At St Aidan's, questions on the day go to Maureen Kelly."),
                        (
                            None,
                            "oneoff",
                            "The spring collection at Sainsbury's on 14 March brought in 1.3 tonnes of food.",
                        ),
                    ],
                ),
                (
                    "Our values",
                    [
                        (
                            "dignity",
                            "",
                            "Please don't question people about their circumstances. Whoever turns up with a "
                            "voucher is served, and no explanation is expected.",
                        ),
                        (
                            None,
                            "chat",
                            "This section has been reworded after feedback at the February volunteers' meeting.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-06",
            "warehouse-guide",
            "Warehouse guide for volunteers (April update)",
            [
                (
                    "Finding us",
                    [
                        (
                            "warehouse",
                            "",
                            "Our store is on Canal Side, unit seven, tucked in behind the tyre place.",
                        ),
                        (None, "oneoff", "The warehouse will be shut on Monday 4 May for the bank holiday."),
                    ],
                ),
                (
                    "Donations in",
                    [
                        (
                            "bread-donor",
                            "correct",
                            "Bread comes from the Greggs on Market Street; the van driver picks it up on Monday "
                            "evenings.",
                        ),
                        (
                            "donation-intake",
                            "refine",
                            "Tins and dry goods up to three months past their best-before date can still go into "
                            "parcels; anything older, or anything past a use-by date, goes in the waste bin.",
                        ),
                    ],
                ),
                (
                    "Parcels out",
                    [
                        (
                            "allergy-rule",
                            "",
                            "Parcels flagged for allergies or special diets are packed exactly to the list, and "
                            "changes happen only on the shift lead's say-so.",
                        ),
                        (
                            "min-age",
                            "",
                            "Under-16s can't volunteer with us; 16- and 17-year-olds are welcome with written "
                            "permission from a parent or guardian.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-20",
            "volunteer-handbook",
            "Millbrook Food Bank volunteer handbook (revised)",
            [
                (
                    "Distribution sessions",
                    [
                        ("brook-session", "", "Thursday distribution at Brook Street: half four until half six."),
                        ("brook-lead", "", "Femi Okafor coordinates the Thursday session at the community centre."),
                        (
                            "voucher-limit",
                            "",
                            "After a third voucher within six months, the household is passed to the advice worker.",
                        ),
                    ],
                ),
                (
                    "Packing",
                    [
                        (
                            "parcel-packing",
                            "refine",
                            "When packing for a household with a baby, add a bag of nappies in the right size and "
                            "a pack of wipes from the toiletries bay alongside the usual crate.",
                        ),
                    ],
                ),
                (
                    "On shift",
                    [
                        (
                            "sign-in",
                            "",
                            "Arriving volunteers log in on the front-desk tablet and wear a lanyard; log out on the "
                            "way home.",
                        ),
                        (
                            "no-photos",
                            "",
                            "Please keep phones in your pocket around clients: no pictures of people or parcels, ever.",
                        ),
                        (None, "chat", "Huge thanks to the 23 new volunteers who joined us this spring."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Pub quiz league committee minutes, third person, named officers. Two teams (Quizteama Aguilera, The Fellowship
#    of the Pint) are sibling subjects for captain and home pub; the Fellowship's captain is corrected by name with a
#    bare statement, the season entry fee by value with "actually". Refinements: score-sheet photos to the league
#    WhatsApp group, a local history round in every question pack.
QUIZ = Family(
    "quizleague",
    "pub quiz league committee minutes",
    "minutes",
    [
        Fact("phones-rule", "personal"),
        Fact("team-size", "personal"),
        Fact("qm-final", "personal"),
        Fact("results", "procedure", detail=[r"whatsapp"]),
        Fact("question-setting", "procedure", detail=[r"local history"]),
        Fact("registration", "procedure"),
        Fact("fee", "wiki", now=[r"£\s*45\b|forty-five"], was=[r"£\s*40\b"]),
        Fact("fox-captain", "wiki"),
        Fact("pint-captain", "wiki", now=[r"lou|bannerman"], was=[r"gary|osei"]),
        Fact("fox-venue", "wiki"),
        Fact("pint-venue", "wiki"),
        Fact("start-time", "wiki"),
        Fact("format", "wiki"),
        Fact("engraver", "wiki"),
    ],
    [
        Note(
            "2026-01-13",
            "committee-minutes",
            "Marsden Valley Quiz League committee meeting, 13 January 2026",
            [
                (
                    "Season format",
                    [
                        ("start-time", "", "League quizzes begin at 8.30pm."),
                        (
                            "format",
                            "",
                            "Each match is eight rounds of ten questions, with the picture round handed out at the "
                            "start and collected at half-time.",
                        ),
                        (
                            "team-size",
                            "",
                            "Teams may field a maximum of six players on any one night; a seventh person may watch "
                            "but must not confer.",
                        ),
                        (
                            "phones-rule",
                            "",
                            "Phones stay in pockets or bags for the whole quiz. A team seen using one scores zero "
                            "for that round.",
                        ),
                    ],
                ),
                (
                    "Teams",
                    [
                        ("fox-captain", "", "Rhiannon Price is captain of Quizteama Aguilera."),
                        (
                            "fox-venue",
                            "",
                            "Quizteama Aguilera play their home matches at the Fox & Hounds, Upper Marsden.",
                        ),
                        ("pint-captain", "", "Gary Osei is captain of The Fellowship of the Pint."),
                        ("pint-venue", "", "The Fellowship of the Pint are based at the Crown on Bridge Street."),
                    ],
                ),
                (
                    "Treasurer's report",
                    [
                        (
                            "fee",
                            "",
                            "Alan Firth reported that season entry is £40 per team, due before the first fixture.",
                        ),
                        (None, "oneoff", "Bank balance at 31 December: £1,284.17."),
                        (None, "chat", "Sue Whitlock welcomed everyone and wished them a happy new year."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-10",
            "committee-minutes",
            "Marsden Valley Quiz League committee meeting, 10 February 2026",
            [
                (
                    "Results",
                    [
                        (
                            "results",
                            "",
                            "Bev Lyons set out the results process:\n1. The quizmaster totals the scores at the "
                            "end of the night.\n2. Both captains check and sign the score sheet.\n3. The home "
                            "captain photographs the sheet and sends it to Bev by midnight.\n4. Bev updates the "
                            "league table on the website by Wednesday evening.",
                        ),
                        (None, "oneoff", "Week 5 scores: Quizteama Aguilera 71, The Fellowship of the Pint 64."),
                    ],
                ),
                (
                    "Questions",
                    [
                        (
                            "question-setting",
                            "",
                            "Question setting runs on a rota:\n1. Paddy Moran circulates the rota at the start of "
                            "each half-season.\n2. The setting team emails its questions to the checker two weeks "
                            "before the date.\n3. The checker verifies every answer and flags anything "
                            "ambiguous.\n4. The setting team prints the final pack and brings it sealed on the "
                            "night.",
                        ),
                        (
                            "qm-final",
                            "",
                            "The committee reminded teams that the quizmaster's decision on the night is final; "
                            "any complaint must come to the committee in writing afterwards.",
                        ),
                    ],
                ),
                (
                    "Treasurer's report",
                    [
                        (
                            "fee",
                            "correct",
                            "Alan clarified that the season entry fee is actually £45 per team; last season's rate "
                            "had been quoted in error.",
                        ),
                        (None, "chat", "The chair thanked the Crown for the sandwiches."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-10",
            "committee-minutes",
            "Marsden Valley Quiz League committee meeting, 10 March 2026",
            [
                (
                    "Teams",
                    [
                        (
                            "pint-captain",
                            "correct",
                            "The Fellowship of the Pint's captain is Lou Bannerman; contact details passed to Bev.",
                        ),
                        (
                            "fox-captain",
                            "",
                            "Quizteama Aguilera confirmed Rhiannon Price as their skipper for the rest of the season.",
                        ),
                        (
                            "registration",
                            "",
                            "New teams joining for the summer season:\n1. Email the secretary with the team name, "
                            "captain and home pub.\n2. The home pub's landlord confirms in writing that they will "
                            "host on league nights.\n3. Pay the season entry to the treasurer.\n4. The committee "
                            "approves the team at its next meeting.",
                        ),
                    ],
                ),
                (
                    "Rules and results",
                    [
                        (
                            "phones-rule",
                            "",
                            "The committee restated that a team caught consulting any device forfeits that round's "
                            "points.",
                        ),
                        (
                            "results",
                            "refine",
                            "Bev asked that score sheet photos go to the league WhatsApp group rather than her own "
                            "phone, so there is a record if a sheet goes missing.",
                        ),
                        ("engraver", "", "The league's trophies are engraved by Keys & Cups on Market Street."),
                        (None, "chat", "Sue thanked Paddy for chasing up the late sheets."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-04-14",
            "committee-minutes",
            "Marsden Valley Quiz League committee meeting, 14 April 2026",
            [
                (
                    "Venues and teams",
                    [
                        (
                            "pint-venue",
                            "",
                            "The Crown on Bridge Street continues to host The Fellowship of the Pint's home fixtures.",
                        ),
                        ("fox-venue", "", "Home nights for Quizteama Aguilera stay at the Fox & Hounds."),
                        ("pint-captain", "", "Lou Bannerman leads The Fellowship of the Pint."),
                        (
                            "team-size",
                            "",
                            "Squads are capped at six on the night; any extra members sit out and spectate.",
                        ),
                    ],
                ),
                (
                    "Questions",
                    [
                        (
                            "question-setting",
                            "refine",
                            "Agreed that every question pack must include one round on local history and geography.",
                        ),
                        (
                            "start-time",
                            "",
                            "Teams are reminded that the first question is read at half past eight sharp.",
                        ),
                        (
                            "qm-final",
                            "",
                            "Disputed answers are settled by whoever is reading the questions; appeals go to the "
                            "committee on paper, after the event.",
                        ),
                    ],
                ),
                (
                    "Finance and awards",
                    [
                        ("fee", "", "Entry stays at forty-five pounds per team for the summer season."),
                        (
                            "engraver",
                            "",
                            "Keys & Cups will again do the engraving on the league shield and the cup.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Presentation night booked at the Fox & Hounds for Friday 29 May; £50 deposit paid.",
                        ),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Mountain hut warden's daily log, terse bullets and abbreviations. The two neighbouring huts (Tarn Hut, Stony Ck
#    Hut) are sibling subjects for walking time and bunk count, named only by section headings; Stony Ck's walking
#    time is corrected by a bare new value after a washout, the relief warden by name "from next wk". Refinements:
#    lime in the long drop barrel swap, police SAR in the overdue check.
HUT = Family(
    "hutwarden",
    "mountain hut warden's log",
    "log",
    [
        Fact("boots-rule", "personal"),
        Fact("quiet-hours", "personal"),
        Fact("warden-off", "personal"),
        Fact("radio-sched", "procedure"),
        Fact("toilet-change", "procedure", detail=[r"lime"]),
        Fact("overdue-check", "procedure", detail=[r"police|\bsar\b"]),
        Fact("hut-fee", "wiki"),
        Fact("tarn-walk", "wiki"),
        Fact("creek-walk", "wiki", now=[r"\b6\s*(h|hrs|hours)\b"], was=[r"4\.5\s*h"]),
        Fact("tarn-bunks", "wiki"),
        Fact("creek-bunks", "wiki"),
        Fact("heli-day", "wiki"),
        Fact("relief-warden", "wiki", now=[r"\bsam\b|tuilagi"], was=[r"aroha|ngata"]),
        Fact("water", "wiki"),
    ],
    [
        Note(
            "2026-01-05",
            "warden-log",
            "Ruru Saddle Hut warden log, Mon 5 Jan",
            [
                (
                    "",
                    [
                        (
                            "boots-rule",
                            "",
                            "Boots off at porch. Nothing past the mat, no exceptions, incl. guided groups.",
                        ),
                        ("quiet-hours", "", "Quiet from 21:30, bunkroom lights out same time."),
                        ("warden-off", "", "Warden off duty Weds. Hut unstaffed that day, honesty box only."),
                        ("hut-fee", "", "Hut fee $30 adult/night, under-18s free."),
                        (
                            "relief-warden",
                            "",
                            "Relief warden for days off: Aroha Ngata, walks up from road end Tues pm.",
                        ),
                    ],
                ),
                (
                    "Tarn Hut",
                    [
                        ("tarn-walk", "", "3 h from here via ridge track, poled route."),
                        ("tarn-bunks", "", "8 bunks, no warden."),
                    ],
                ),
                (
                    "Stony Ck Hut",
                    [
                        ("creek-walk", "", "4.5 h down valley, 2 swing bridges."),
                        ("creek-bunks", "", "12 bunks, no warden."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-06",
            "warden-log",
            "Ruru Saddle Hut warden log, Tue 6 Jan",
            [
                (
                    "",
                    [
                        (
                            "radio-sched",
                            "",
                            "19:00 sched, ch 2:\n1. Call DOC base, give hut name.\n2. Hut count + campers.\n3. Wx "
                            "obs: wind, cloud base, temp.\n4. Any overdue parties / incidents.\n5. Write base's "
                            "forecast in log.",
                        ),
                        ("water", "", "Water: roof tank. Boil or treat before drinking, signs up in kitchen."),
                        (
                            "toilet-change",
                            "",
                            "Long drop barrel swap:\n1. Gloves + mask on.\n2. Close toilet, sign on door.\n3. Cap "
                            "full barrel, roll to heli pad.\n4. Empty barrel in, reseat, check seal.\n5. Log "
                            "barrel no.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Treated 2 blisters + 1 mild hypo (couple came over saddle in cotton, soaked). Warm by "
                            "20:00.",
                        ),
                        (None, "chat", "Kea on roof again 05:30. Cheeky sods."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-09",
            "warden-log",
            "Ruru Saddle Hut warden log, Fri 9 Jan",
            [
                (
                    "",
                    [
                        (
                            "overdue-check",
                            "",
                            "Dusk: check intentions book against ETAs. Any party >2 h past ETA, radio base.",
                        ),
                        (
                            "heli-day",
                            "",
                            "Heli resupply every 2nd Thurs, am, wx permitting. Gas bottles + full barrels go out on "
                            "same lift.",
                        ),
                        (
                            "boots-rule",
                            "",
                            "Told trampers again: footwear stays outside, socks or hut shoes only indoors.",
                        ),
                        (None, "oneoff", "Hut count 24, full. 3 on floor mattresses."),
                        (None, "chat", "Clear night, stars unreal."),
                    ],
                ),
                (
                    "Stony Ck Hut",
                    [
                        (
                            "creek-walk",
                            "correct",
                            "Valley track washed out past 2nd swing bridge; allow 6 hrs with detour up the scree.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-15",
            "warden-log",
            "Ruru Saddle Hut warden log, Thu 15 Jan",
            [
                (
                    "",
                    [
                        (None, "oneoff", "Heli in 09:40. 2 barrels out, 2 gas bottles in, mail."),
                        (
                            "relief-warden",
                            "correct",
                            "From next wk relief warden is Sam Tuilagi (DOC Otira), up Tues pm as before.",
                        ),
                        (
                            "toilet-change",
                            "refine",
                            "Barrel swap: 2 scoops lime into fresh barrel before reseating. Cuts smell + flies.",
                        ),
                        ("quiet-hours", "", "Half nine = noise off, bunkroom dark."),
                        (
                            None,
                            "oneoff",
                            "School group (Yr 12, 14 ppl) loud till 22:00, spoke to teacher.",
                        ),
                        ("hut-fee", "", "Fees: thirty bucks per adult a night, kids nothing."),
                    ],
                ),
                (
                    "Tarn Hut",
                    [
                        ("tarn-walk", "", "Ridge route still ~3 hrs, all poles standing."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-20",
            "warden-log",
            "Ruru Saddle Hut warden log, Tue 20 Jan",
            [
                (
                    "",
                    [
                        (
                            "overdue-check",
                            "refine",
                            "Overdue: party 2 h past ETA, radio base; still no contact by 21:00, base calls police "
                            "SAR.",
                        ),
                        ("warden-off", "", "Day off tmrw (Wed) as usual."),
                        ("relief-warden", "", "Relief: Sam Tuilagi, up Tues arvo, down Thurs."),
                        (
                            "radio-sched",
                            "",
                            "Evening radio call 7pm on channel two as per: numbers, weather, anyone overdue.",
                        ),
                        ("water", "", "Drinking water from tank must be boiled or treated first."),
                        (None, "chat", "Someone left banana bread for the warden. Legends."),
                    ],
                ),
                (
                    "Stony Ck Hut",
                    [
                        ("creek-walk", "", "6 h with scree detour. Bridge 2 ok."),
                        ("creek-bunks", "", "Sleeps twelve."),
                    ],
                ),
                (
                    "Tarn Hut",
                    [
                        ("tarn-bunks", "", "Eight bunks."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [LOCKSMITH, FOODBANK, QUIZ, HUT]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "locksmith": [("greenway-day", "harcourt-day")],
    "foodbank": [("aidans-session", "brook-session"), ("aidans-lead", "brook-lead")],
    "quizleague": [("fox-captain", "pint-captain"), ("fox-venue", "pint-venue")],
    "hutwarden": [("tarn-walk", "creek-walk"), ("tarn-bunks", "creek-bunks")],
}

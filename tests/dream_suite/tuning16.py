"""A sixteenth tuning half: four families written blind to the engine (a freelance translator's chat sessions with an
assistant, a community radio station's volunteers' handbook, a food bank's trustees' minutes, a small vineyard's
harvest-season log). Tuned on from the commit that added them."""

from tests.dream_suite import Fact, Family, Note

# 1. Freelance translator's chat sessions with an assistant, first person, chatty. Two agencies (Lexway, Nordtext)
#    are sibling subjects for the project manager and the payment terms; the Lexway PM is corrected by name with
#    "now" (the old PM named in passing), the word rate by a bare new value, the minimum fee with "from June", the
#    certified-work proofreader by name with no marker; the language pair is restated twice.
TRANSLATOR = Family(
    "translator",
    "freelance translation business",
    "session",
    [
        Fact("languages", "personal"),
        Fact("daily-cap", "personal"),
        Fact("no-mt", "personal"),
        Fact("office-hours", "personal"),
        Fact("word-rate", "wiki", now=[r"0[.,]12|twelve cents"], was=[r"0[.,]11"]),
        Fact("min-fee", "wiki", now=[r"€\s*50"], was=[r"€\s*40"]),
        Fact("lexway-pm", "wiki", now=[r"clara|imhof"], was=[r"sabine|roth"]),
        Fact("nordtext-pm", "wiki"),
        Fact("lexway-terms", "wiki"),
        Fact("nordtext-terms", "wiki"),
        Fact("cat-tool", "wiki", detail=[r"termbase"]),
        Fact("proofreader", "wiki", now=[r"aoife|brennan"], was=[r"\btom\b|reilly"]),
        Fact("certified", "procedure", detail=[r"six years|6 years"]),
        Fact("delivery-qa", "procedure", detail=[r"numbers"]),
    ],
    [
        Note(
            "2026-05-04",
            "getting-organised",
            "Getting my translation admin organised",
            [
                (
                    "About me",
                    [
                        (
                            None,
                            "chat",
                            "Hi! I've finally decided to keep my freelance admin somewhere sensible, so bear with me "
                            "while I dump it all on you.",
                        ),
                        (
                            "languages",
                            "",
                            "I translate from German and Dutch into English, which is my native language; I don't "
                            "work into German or Dutch.",
                        ),
                        ("daily-cap", "", "My hard limit is 2,500 words a day, otherwise the quality goes downhill."),
                        (
                            "no-mt",
                            "",
                            "I don't take machine translation post-editing jobs. Ever. I tell agencies that up front.",
                        ),
                        (
                            "office-hours",
                            "",
                            "Clients only get replies from me between 9 and 6 on weekdays, and I stay offline at "
                            "weekends.",
                        ),
                    ],
                ),
                (
                    "Rates",
                    [
                        ("word-rate", "", "My standard rate is €0.11 per source word."),
                        ("min-fee", "", "Anything tiny gets billed at my minimum charge of €40."),
                    ],
                ),
                (
                    "Agencies",
                    [
                        ("lexway-pm", "", "At Lexway my project manager is Sabine Roth, she's lovely to work with."),
                        (
                            "nordtext-pm",
                            "",
                            "My contact at Nordtext is Joost van Dam, who sends over most of the technical manuals.",
                        ),
                        ("lexway-terms", "", "Lexway pays 30 days after the end of the month I invoice in."),
                        ("nordtext-terms", "", "Nordtext pays invoices within 45 days."),
                        (
                            None,
                            "oneoff",
                            "Lexway just confirmed job LX-40915, a 3,200-word patent abstract due Thursday.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-06",
            "workflow",
            "My translation workflow and tools",
            [
                (
                    "",
                    [
                        ("cat-tool", "", "Everything I translate goes through memoQ."),
                        (
                            "delivery-qa",
                            "",
                            "Before I deliver anything:\n1. Run the QA check in Xbench.\n2. Spellcheck the target "
                            "file.\n3. Read the English aloud without looking at the source.\n4. Upload through the "
                            "client's portal, never by email.",
                        ),
                        (
                            "certified",
                            "",
                            "For a certified translation:\n1. Translate it and get it proofread.\n2. Add my signed "
                            "translator's declaration on letterhead.\n3. Stamp every page with my ITI seal.\n4. Send "
                            "the paper copy by tracked post.",
                        ),
                        ("proofreader", "", "Tom Reilly proofreads my certified jobs for me; we swap work."),
                        (
                            None,
                            "chat",
                            "Could you put those steps into a table? Actually no, forget it, a plain list is fine.",
                        ),
                        (None, "oneoff", "Today's tally: 2,180 words of the Bosch dishwasher manual done."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-11",
            "rates-review",
            "Reviewing my rates and clients",
            [
                (
                    "Money",
                    [
                        ("word-rate", "correct", "Standard text: €0.12 a source word on the new rate card."),
                        ("min-fee", "correct", "From June my minimum charge goes up to €50."),
                        (
                            "nordtext-terms",
                            "",
                            "Nordtext usually settle up roughly six weeks after I bill them; that's what their "
                            "contract allows.",
                        ),
                        (None, "oneoff", "Invoice 2026-031 went to Nordtext this morning, €1,184."),
                    ],
                ),
                (
                    "Clients and tools",
                    [
                        ("lexway-pm", "correct", "Sabine has left Lexway, so Clara Imhof is now my PM there."),
                        (
                            "daily-cap",
                            "",
                            "Please remind me if I ever try to squeeze more than two and a half thousand into one day.",
                        ),
                        (
                            "cat-tool",
                            "refine",
                            "In memoQ I keep a separate termbase for every client so their terminology never bleeds "
                            "across.",
                        ),
                        (None, "chat", "Ugh, sorry, that came out jumbled; can you rephrase it a bit more clearly?"),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-14",
            "certified-job",
            "A certified birth certificate job",
            [
                (
                    "",
                    [
                        (None, "chat", "Gorgeous sunshine here, so I'm working from the garden today."),
                        (
                            "certified",
                            "refine",
                            "With certified work I also scan the stamped, signed pages to PDF and keep them for six "
                            "years, in case anyone ever needs to check.",
                        ),
                        (
                            "proofreader",
                            "correct",
                            "Aoife Brennan checks my certified translations before they go out.",
                        ),
                        (
                            "languages",
                            "",
                            "Source side is DE and NL, target side always EN — I never go the other direction.",
                        ),
                        (
                            "office-hours",
                            "",
                            "Saturdays and Sundays are sacred, and on weekdays nobody hears from me after six.",
                        ),
                        (
                            None,
                            "oneoff",
                            "The Müller birth certificate went out by Special Delivery, tracking RN 4407 1822 6GB.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-05-20",
            "month-end",
            "Month-end admin",
            [
                (
                    "Checks and quotes",
                    [
                        (
                            "delivery-qa",
                            "refine",
                            "Adding to my pre-delivery checks: compare every one of the numbers, dates and units in "
                            "the target against the source.",
                        ),
                        ("word-rate", "", "Quotes for ordinary jobs go out at twelve cents per word."),
                        (
                            "min-fee",
                            "",
                            "Jobs under about 400 words just get the €50 minimum from June onwards.",
                        ),
                        (
                            "no-mt",
                            "",
                            "Another agency asked me to 'just polish' some DeepL output. No: I don't post-edit "
                            "machine output, that's a firm line.",
                        ),
                    ],
                ),
                (
                    "Agencies",
                    [
                        ("lexway-pm", "", "Everything from Lexway comes through Clara Imhof these days."),
                        ("nordtext-pm", "", "Joost is still the one handing me the Nordtext manuals."),
                        ("lexway-terms", "", "Lexway: net 30, counted from month end."),
                        (None, "oneoff", "Lexway purchase order PO-77310 arrived for the June newsletter."),
                        (
                            "languages",
                            "",
                            "For the directory listing: German and Dutch in, English out, nothing the other way.",
                        ),
                        (None, "chat", "Thanks, that's everything for today. Lunch time!"),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Community radio station volunteers' handbook, resource notes revised over days, third person and imperative.
#    Studio A and Studio B are sibling subjects (volunteer hours, mixing desk), often named only by section headings;
#    Studio B's hours are corrected by a bare new value, the station manager by name with "from 1 March" (old one
#    named), the pre-record deadline with "changed to", the transmitter contractor by name with no marker.
RADIO = Family(
    "radio-handbook",
    "community radio volunteers' handbook",
    "resource",
    [
        Fact("station-identity", "personal"),
        Fact("watershed", "personal"),
        Fact("studio-drinks", "personal", detail=[r"floor"]),
        Fact("frequency", "wiki"),
        Fact("studio-a-hours", "wiki"),
        Fact("studio-b-hours", "wiki", now=[r"20:00|8\s*pm"], was=[r"21:00"]),
        Fact("studio-a-desk", "wiki"),
        Fact("studio-b-desk", "wiki"),
        Fact("station-manager", "wiki", now=[r"phil|garside"], was=[r"denise|okafor"]),
        Fact("logging", "wiki"),
        Fact("prerec-deadline", "wiki", now=[r"wednesday"], was=[r"thursday"]),
        Fact("tx-contractor", "wiki", now=[r"northwave"], was=[r"calder broadcast"]),
        Fact("show-handover", "procedure", detail=[r"station id"]),
        Fact("prerec-upload", "procedure", detail=[r"lufs"]),
    ],
    [
        Note(
            "2026-02-02",
            "studio-guide",
            "Hillside FM studio guide",
            [
                (
                    "About the station",
                    [
                        (
                            None,
                            "chat",
                            "Welcome to the team! This guide is a work in progress, so please flag anything that "
                            "looks out of date.",
                        ),
                        (
                            "station-identity",
                            "",
                            "Hillside FM is a not-for-profit community station, run entirely by volunteers, for "
                            "Ashworth and the upper Calder valley.",
                        ),
                        ("frequency", "", "The station broadcasts on 104.1 FM and streams online from the website."),
                    ],
                ),
                (
                    "Studio A",
                    [
                        ("studio-a-hours", "", "Studio A is open to volunteers from 07:00 to 23:00."),
                        ("studio-a-desk", "", "The desk is a Sonifex S2 with eight faders."),
                    ],
                ),
                (
                    "Studio B",
                    [
                        ("studio-b-hours", "", "Volunteers may use it from 09:00 to 21:00, seven days a week."),
                        ("studio-b-desk", "", "The desk is a Yamaha MG16 analogue mixer."),
                        (
                            None,
                            "oneoff",
                            "Studio B is closed on Saturday 14 February while the new carpet is fitted.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-02",
            "on-air-rules",
            "On-air rules",
            [
                (
                    "",
                    [
                        (
                            "watershed",
                            "",
                            "Before the 9pm watershed, play radio edits only; nothing with explicit lyrics goes out.",
                        ),
                        (
                            "studio-drinks",
                            "",
                            "No food in either studio, and the only drink allowed is water.",
                        ),
                        (
                            "logging",
                            "",
                            "All output is recorded on the logger and kept for 42 days, as the Ofcom licence requires.",
                        ),
                        (
                            "show-handover",
                            "",
                            "At the end of your show:\n1. Start your closing bed so you finish by :58.\n2. Hand over "
                            "to the next presenter on talkback.\n3. Log out of Myriad.\n4. If nobody follows you, "
                            "switch the studio to sustain.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-04",
            "who-to-call",
            "Who to call",
            [
                (
                    "People and contractors",
                    [
                        (
                            "station-manager",
                            "",
                            "Denise Okafor is the station manager; schedule changes and complaints go to her.",
                        ),
                        (
                            "tx-contractor",
                            "",
                            "Calder Broadcast Services maintain the transmitter; report any off-air fault to them "
                            "straight away.",
                        ),
                        (
                            None,
                            "chat",
                            "If this page is confusing, grab Sam at the Tuesday volunteers' evening and we'll "
                            "reword it.",
                        ),
                    ],
                ),
                (
                    "Pre-records",
                    [
                        (
                            "prerec-deadline",
                            "",
                            "Pre-recorded shows for the weekend must be uploaded by Thursday at 12:00.",
                        ),
                        (
                            "prerec-upload",
                            "",
                            "To submit a pre-record:\n1. Book Studio B on the shared calendar.\n2. Record in "
                            "Audition and export as a 48 kHz WAV.\n3. Name the file with the show name and broadcast "
                            "date.\n4. Upload it to the Pre-records folder on the station Dropbox.",
                        ),
                        (
                            None,
                            "oneoff",
                            "Booking reference for the Community Media Association training day: CMA-2291.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-11",
            "studio-guide",
            "Hillside FM studio guide",
            [
                (
                    "Studio A",
                    [
                        (
                            "studio-a-hours",
                            "",
                            "Volunteers can be in the live room any time between seven in the morning and eleven "
                            "at night.",
                        ),
                        ("studio-a-desk", "", "Live mixing is done on the eight-fader Sonifex."),
                        (
                            None,
                            "oneoff",
                            "The guest mic crackled through Sunday's folk show; a replacement XLR lead is on order.",
                        ),
                    ],
                ),
                (
                    "Studio B",
                    [
                        (
                            "studio-b-hours",
                            "correct",
                            "Volunteers in from 09:00 and out by 20:00, any day of the week.",
                        ),
                    ],
                ),
                (
                    "General",
                    [
                        (
                            "studio-drinks",
                            "refine",
                            "Water is fine in a bottle with a lid, kept on the floor and never on the desk; still "
                            "no food in the studios.",
                        ),
                        (
                            "station-identity",
                            "",
                            "We are volunteer-led and non-profit, serving Ashworth and the top end of the valley.",
                        ),
                        ("watershed", "", "Explicit lyrics are strictly a post-nine-o'clock thing."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-18",
            "who-to-call",
            "Who to call",
            [
                (
                    "People and contractors",
                    [
                        (
                            "station-manager",
                            "correct",
                            "Denise Okafor steps down at the end of February; from 1 March the station manager is "
                            "Phil Garside.",
                        ),
                        (
                            "tx-contractor",
                            "correct",
                            "Off-air or transmitter faults go to Northwave Engineering on their 24-hour line.",
                        ),
                        (None, "chat", "Thanks to Marcus for proofreading this page."),
                    ],
                ),
                (
                    "Pre-records",
                    [
                        (
                            "prerec-deadline",
                            "correct",
                            "The pre-record deadline has changed to Wednesday 18:00, giving the scheduler a day to "
                            "check files.",
                        ),
                        (
                            "logging",
                            "",
                            "Every minute that goes to air sits on the logger for six weeks; that is a licence "
                            "condition we must meet.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-03",
            "on-air-rules",
            "On-air rules",
            [
                (
                    "",
                    [
                        (
                            "show-handover",
                            "refine",
                            "End-of-show routine: closing bed so you're out by :58, play the station ID at the top "
                            "of the hour, hand over on talkback, log out of Myriad, and go to sustain if the next "
                            "slot is empty.",
                        ),
                        (
                            "watershed",
                            "",
                            "Until nine in the evening, clean versions only; anything with swearing waits.",
                        ),
                        ("frequency", "", "Listeners find us at 104.1 on the dial, or on the stream via the website."),
                        (
                            None,
                            "chat",
                            "Snow forecast for Thursday: check the WhatsApp group before travelling in for early "
                            "shows.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-03",
            "prerecords",
            "Pre-recorded shows",
            [
                (
                    "",
                    [
                        (
                            "prerec-upload",
                            "refine",
                            "Pre-records must be loudness-normalised to -23 LUFS before they go in the Dropbox folder.",
                        ),
                        ("studio-b-hours", "", "Studio B shuts to volunteers at 8pm."),
                        ("station-manager", "", "Phil Garside, as station manager, signs off schedule changes."),
                        (None, "oneoff", "February's listener survey got 212 responses."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Food bank trustees' minutes, third person, formal, reported speech. The two distribution sessions (Tuesday at
#    St Aidan's, Friday at the Grove) and the two named leads (safeguarding, food safety) are sibling pairs; the
#    Friday session is corrected with "from March" (old time in passing), the treasurer by name (resigned, co-opted),
#    the warehouse rent by a bare new value, the fresh-food supplier by name with "now".
FOODBANK = Family(
    "foodbank",
    "food bank trustees' minutes",
    "minutes",
    [
        Fact("identity", "personal"),
        Fact("no-cash", "personal"),
        Fact("voucher-limit", "personal", detail=[r"fourth"]),
        Fact("dbs-rule", "personal"),
        Fact("tue-session", "wiki"),
        Fact("fri-session", "wiki", now=[r"18:00|six to eight"], was=[r"17:30"]),
        Fact("treasurer", "wiki", now=[r"lorraine|mwangi"], was=[r"gordon|pike"]),
        Fact("warehouse-rent", "wiki", now=[r"£\s*495"], was=[r"£\s*450"]),
        Fact("fresh-supplier", "wiki", now=[r"neighbourly|lidl"], was=[r"fareshare"]),
        Fact("safeguarding-lead", "wiki"),
        Fact("foodsafety-lead", "wiki"),
        Fact("chiller", "wiki", detail=[r"haccp"]),
        Fact("intake", "procedure", detail=[r"dented"]),
        Fact("emergency-parcel", "procedure", detail=[r"two volunteers"]),
    ],
    [
        Note(
            "2026-01-15",
            "trustees-minutes",
            "Calder Valley Food Bank trustees' meeting, 15 January 2026",
            [
                (
                    "Welcome and apologies",
                    [
                        (
                            None,
                            "chat",
                            "The chair welcomed trustees and thanked them for coming out in the snow.",
                        ),
                        (None, "oneoff", "Apologies were received from Imran Siddiqui."),
                    ],
                ),
                (
                    "The charity",
                    [
                        (
                            "identity",
                            "",
                            "The chair reminded new trustees that Calder Valley Food Bank is an independent "
                            "registered charity (no. 1187342) and not part of the Trussell network.",
                        ),
                        (
                            "no-cash",
                            "",
                            "Trustees reaffirmed that the food bank never gives clients cash or gift cards.",
                        ),
                        (
                            "voucher-limit",
                            "",
                            "It was noted that no household may receive more than three vouchers in a six-month "
                            "period.",
                        ),
                    ],
                ),
                (
                    "Sessions",
                    [
                        (
                            "tue-session",
                            "",
                            "The coordinator reported that the Tuesday session at St Aidan's church hall runs from "
                            "10:00 to 12:30.",
                        ),
                        (
                            "fri-session",
                            "",
                            "The Friday session at the Grove Community Centre runs from 17:30 to 19:30.",
                        ),
                    ],
                ),
                (
                    "Finance",
                    [
                        ("treasurer", "", "Gordon Pike, as treasurer, presented the quarterly accounts."),
                        (
                            "warehouse-rent",
                            "",
                            "The treasurer reported that rent on the Unit 4 warehouse is £450 a month.",
                        ),
                        (None, "oneoff", "The bank balance at 31 December stood at £18,406.22."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-29",
            "trustees-minutes",
            "Calder Valley Food Bank trustees' meeting, 29 January 2026",
            [
                (
                    "Operations",
                    [
                        (
                            "intake",
                            "",
                            "The operations lead set out the donation intake routine:\n1. Weigh each donation and "
                            "note it on the intake sheet.\n2. Check best-before dates and remove anything out of "
                            "date.\n3. Sort items into the labelled crates by category.\n4. Shelve stock with the "
                            "earliest dates at the front.",
                        ),
                        (
                            "fresh-supplier",
                            "",
                            "Fresh produce continues to come from FareShare Yorkshire, collected on Mondays.",
                        ),
                        (
                            "chiller",
                            "",
                            "The walk-in chiller must be kept between 0 and 5°C and checked at opening and closing.",
                        ),
                        (
                            "emergency-parcel",
                            "",
                            "AGREED: the out-of-hours emergency parcel procedure:\n1. The referral agency phones "
                            "the duty coordinator.\n2. The coordinator checks the voucher on the system.\n3. A "
                            "parcel is made up from the emergency shelf.\n4. The client collects from the "
                            "warehouse side door.",
                        ),
                        (None, "oneoff", "The coordinator reported 1,142 parcels issued in December, a record."),
                    ],
                ),
                (
                    "Roles",
                    [
                        ("safeguarding-lead", "", "Ann Cole was confirmed as designated safeguarding lead."),
                        ("foodsafety-lead", "", "Imran Siddiqui was confirmed as food safety lead."),
                        (
                            "dbs-rule",
                            "",
                            "AGREED: no volunteer works with clients unsupervised until their DBS check has come "
                            "back clear.",
                        ),
                        (None, "chat", "The chair thanked St Aidan's for the tea and biscuits."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-12",
            "trustees-minutes",
            "Calder Valley Food Bank trustees' meeting, 12 February 2026",
            [
                (
                    "Finance",
                    [
                        (
                            "treasurer",
                            "correct",
                            "Gordon Pike has resigned as treasurer for health reasons; Lorraine Mwangi was co-opted "
                            "to the role.",
                        ),
                        (
                            "warehouse-rent",
                            "correct",
                            "Unit 4 warehouse rent: £495 per month, per the landlord's renewal letter.",
                        ),
                        (None, "oneoff", "ACTION: Lorraine to be added to the bank mandate before the next meeting."),
                    ],
                ),
                (
                    "Sessions",
                    [
                        (
                            "fri-session",
                            "correct",
                            "AGREED: from March the Friday session will run 18:00 to 20:00, as clients coming from "
                            "work were struggling to arrive by 17:30.",
                        ),
                        ("tue-session", "", "Tuesday opening at St Aidan's stays ten until half past twelve."),
                        (
                            "voucher-limit",
                            "",
                            "Trustees confirmed the cap of three referrals per household in any six months.",
                        ),
                    ],
                ),
                (
                    "Premises",
                    [
                        (
                            "chiller",
                            "refine",
                            "The chiller readings are to be entered on the HACCP sheet by the door at opening and "
                            "closing.",
                        ),
                        (
                            None,
                            "chat",
                            "The chair asked that future minutes use plainer wording so they can go in the newsletter.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-26",
            "trustees-minutes",
            "Calder Valley Food Bank trustees' meeting, 26 February 2026",
            [
                (
                    "Operations",
                    [
                        (
                            "fresh-supplier",
                            "correct",
                            "Fresh produce now comes through Neighbourly from the Lidl store on Kirk Road, the "
                            "FareShare membership having lapsed.",
                        ),
                        (
                            "intake",
                            "refine",
                            "Trustees added to the intake routine that tins dented on the seam, or swollen, are "
                            "discarded rather than shelved.",
                        ),
                        (None, "oneoff", "The Tesco winter collection brought in 1.9 tonnes of food."),
                    ],
                ),
                (
                    "Safeguarding",
                    [
                        (
                            "dbs-rule",
                            "",
                            "The safeguarding lead reminded trustees that new helpers are always paired with an "
                            "experienced volunteer while their background check is pending.",
                        ),
                        ("safeguarding-lead", "", "Concerns about a client's welfare continue to go to Ann Cole."),
                    ],
                ),
                (
                    "Governance",
                    [
                        (
                            "identity",
                            "",
                            "For the funder's form it was noted that the organisation operates on its own, outside "
                            "any national network, under charity number 1187342.",
                        ),
                        ("no-cash", "", "The chair confirmed that money is never handed to clients in any form."),
                        (
                            None,
                            "oneoff",
                            "Grant application NLCF-22918 was submitted to the National Lottery on 20 February.",
                        ),
                    ],
                ),
            ],
        ),
        Note(
            "2026-03-12",
            "trustees-minutes",
            "Calder Valley Food Bank trustees' meeting, 12 March 2026",
            [
                (
                    "Operations",
                    [
                        (
                            "emergency-parcel",
                            "refine",
                            "AGREED: out-of-hours emergency parcels are only handed over with two volunteers "
                            "present at the side door.",
                        ),
                        (
                            "voucher-limit",
                            "refine",
                            "A fourth voucher within six months requires the coordinator to speak to the referrer "
                            "about longer-term support.",
                        ),
                        ("fri-session", "", "The Grove evening times of six to eight on Fridays were working well."),
                        ("foodsafety-lead", "", "Questions on hygiene and allergens go to Imran Siddiqui."),
                    ],
                ),
                (
                    "Finance",
                    [
                        ("treasurer", "", "Lorraine Mwangi, treasurer, reported that the accounts were on track."),
                        (
                            "warehouse-rent",
                            "",
                            "The treasurer confirmed the standing order for the £495 monthly warehouse rent had been "
                            "updated.",
                        ),
                        (
                            None,
                            "chat",
                            "The meeting closed at 20:40; the chair thanked everyone for their time.",
                        ),
                    ],
                ),
            ],
        ),
    ],
)

# 4. Small vineyard's harvest log, terse bullets with abbreviations and times. Bacchus and Pinot Noir are sibling
#    subjects (pick target, tank), named only by section headings on some days; the PN target is corrected by a bare
#    new value, the crew boss by name with "from tmrw", the picker rate with "from Mon" (old rate in brackets), the
#    pressing winery by name with no marker (old one named in passing).
VINEYARD = Family(
    "vineyard",
    "vineyard harvest log",
    "log",
    [
        Fact("identity", "personal"),
        Fact("lug-weight", "personal"),
        Fact("no-wet-picking", "personal"),
        Fact("picking-start", "wiki"),
        Fact("bacchus-target", "wiki"),
        Fact("pinot-target", "wiki", now=[r"\b10(\.0)?\s*%"], was=[r"10\.5\s*%"]),
        Fact("bacchus-tank", "wiki"),
        Fact("pinot-tank", "wiki"),
        Fact("crew-boss", "wiki", now=[r"\bola\b"], was=[r"marek"]),
        Fact("picker-rate", "wiki", now=[r"14\.20"], was=[r"13\.50"]),
        Fact("winery", "wiki", now=[r"weald"], was=[r"chalkdown"]),
        Fact("so2", "wiki", detail=[r"metabisulphite"]),
        Fact("sort-table", "procedure", detail=[r"reject weight"]),
        Fact("sampling", "procedure", detail=[r"distilled"]),
    ],
    [
        Note(
            "2026-09-21",
            "harvest-log",
            "Harvest log, Mon 21 Sep",
            [
                (
                    "",
                    [
                        ("identity", "", "Hollow Lane Vyd: 4.2 ha, Bacchus / PN / Chard, family-run (the Ashdowns)."),
                        ("picking-start", "", "Picking 07:00 daily, crew on site 06:45 for briefing."),
                        ("crew-boss", "", "Crew boss: Marek. Crew qs → Marek."),
                        ("picker-rate", "", "Pickers £13.50/h, paid Fri."),
                        ("winery", "", "Fruit pressed at Chalkdown Wine Co, ~40 min by trailer."),
                        ("lug-weight", "", "Lugs max 12 kg. Don't overfill, bruises fruit."),
                        ("no-wet-picking", "", "No picking in rain. Wet fruit = rot + diluted juice."),
                        (None, "chat", "06:50 thick fog, burnt off by 8."),
                    ],
                ),
                (
                    "Bacchus",
                    [
                        ("bacchus-target", "", "Pick at 9.5% PA."),
                        ("bacchus-tank", "", "Juice → T3."),
                        (None, "oneoff", "Top Field sample 9.1% PA, TA 10.2 g/L."),
                    ],
                ),
                (
                    "Pinot Noir",
                    [
                        ("pinot-target", "", "Pick at 10.5% PA."),
                        ("pinot-tank", "", "Base → T5."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-22",
            "harvest-log",
            "Harvest log, Tue 22 Sep",
            [
                (
                    "",
                    [
                        (
                            "sampling",
                            "",
                            "Sampling:\n1. 100 berries per block, random rows, both sides of canopy.\n2. Crush in "
                            "zip bag.\n3. Strain, read juice on refractometer.\n4. Record PA + date on block sheet.",
                        ),
                        (
                            "sort-table",
                            "",
                            "Sorting table:\n1. Tip lugs slowly, one at a time.\n2. Pull leaves, MOG + any botrytis "
                            "bunches.\n3. Rejects in red bin.\n4. Weigh bins before loading trailer.",
                        ),
                        ("so2", "", "SO2 at press: 50 mg/L."),
                        ("picking-start", "", "Crew in by quarter to 7, cutting from 7 sharp."),
                        (None, "oneoff", "Top Field Bacchus picked: 2.84 t, 236 lugs, weighbridge ticket WB-5521."),
                        (None, "chat", "Lunch: pasties from farm shop, ta Mrs A."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-24",
            "harvest-log",
            "Harvest log, Thu 24 Sep",
            [
                (
                    "",
                    [
                        ("crew-boss", "correct", "From tmrw Ola runs the crew, Marek off w/ his back."),
                        ("so2", "refine", "SO2 50 mg/L at press pan, added as potassium metabisulphite in warm water."),
                        ("no-wet-picking", "", "Stopped when showers came in. Never harvest wet bunches."),
                        ("lug-weight", "", "Reminder: crates ≤12kg, no heaping."),
                        (None, "oneoff", "Wasp sting, Dani, L hand. Cream + antihistamine, back picking 10:20."),
                        (None, "oneoff", "20 new secateurs delivered from Vitiquip, inv V-30771."),
                    ],
                ),
                (
                    "Bacchus",
                    [
                        ("bacchus-target", "", "Ready once it reads nine and a half potential alc."),
                    ],
                ),
                (
                    "Pinot Noir",
                    [
                        ("pinot-target", "correct", "PN: pick at 10.0% PA (sparkling base, per winemaker)."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-28",
            "harvest-log",
            "Harvest log, Mon 28 Sep",
            [
                (
                    "",
                    [
                        ("winery", "correct", "Fruit to Weald Estate for pressing, 25 min. Chalkdown press down."),
                        ("picker-rate", "correct", "Picker rate £14.20/h from Mon (was £13.50)."),
                        (
                            "sort-table",
                            "refine",
                            "Sort table: log reject weight on whiteboard before bins go on trailer.",
                        ),
                        ("crew-boss", "", "Ola running pickers, all good."),
                        (None, "chat", "Cracking morning, blue sky. Cake from Mrs A at break."),
                        (None, "oneoff", "Long Meadow PN: 3.6 t, 300 lugs."),
                    ],
                ),
                (
                    "Bacchus",
                    [
                        ("bacchus-tank", "", "T3 = Bacchus only."),
                    ],
                ),
                (
                    "Pinot Noir",
                    [
                        ("pinot-tank", "", "T5 kept for PN base."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-10-01",
            "harvest-log",
            "Harvest log, Thu 1 Oct",
            [
                (
                    "",
                    [
                        (
                            "sampling",
                            "refine",
                            "Refractometer: calibrate w/ distilled water (zero) before each block's readings.",
                        ),
                        ("winery", "", "Weald Estate pressing again, quick turnaround."),
                        ("picker-rate", "", "Wages Fri @ £14.20/h."),
                        ("pinot-target", "", "PN trigger: 10% PA."),
                        ("identity", "", "Ashdown family vyd, 4.2 ha under vine, three varieties."),
                        (None, "chat", "Radio on, crew singing, good day."),
                        (None, "oneoff", "Chard block picked: 2.1 t, WB-5540."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [TRANSLATOR, RADIO, FOODBANK, VINEYARD]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "translator": [("lexway-pm", "nordtext-pm"), ("lexway-terms", "nordtext-terms")],
    "radio-handbook": [("studio-a-hours", "studio-b-hours"), ("studio-a-desk", "studio-b-desk")],
    "foodbank": [("tue-session", "fri-session"), ("safeguarding-lead", "foodsafety-lead")],
    "vineyard": [("bacchus-target", "pinot-target"), ("bacchus-tank", "pinot-tank")],
}

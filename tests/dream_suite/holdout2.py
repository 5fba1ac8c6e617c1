"""A second frozen holdout: four families written blind to the engine (a mobile app release team, a fitness coach
chat, a newsroom desk log, a nonprofit grants team), frozen before the integrator was changed; never tuned on."""

from tests.dream_suite import Fact, Family, Note

# 5. Mobile app release team: runbook resource notes per platform plus sync minutes. The Android runbook names its
#    platform only in the title; the certificate expiry is corrected by a bare new date, the captain by name.
RELEASE = Family(
    "release",
    "mobile app release engineering",
    "resource",
    [
        Fact("ios-rollout", "wiki"),
        Fact("android-rollout", "wiki", now=[r"\b1 ?%"], was=[r"\b5 ?%"]),
        Fact("ios-captain", "wiki"),
        Fact("android-captain", "wiki", now=[r"farah"], was=[r"jonas"]),
        Fact("min-ios", "wiki", now=[r"ios 17"], was=[r"ios 16"]),
        Fact("min-android", "wiki"),
        Fact("ios-cert", "wiki", now=[r"18 august"], was=[r"3 november"]),
        Fact("upload-key", "wiki"),
        Fact("review-buffer", "wiki"),
        Fact("cut-release", "procedure", detail=[r"changelog"]),
        Fact("hotfix", "procedure"),
        Fact("code-freeze", "personal"),
        Fact("no-friday", "personal"),
        Fact("release-gate", "personal"),
        Fact("crash-reporting", "wiki"),
        Fact("mei-notes", "personal"),
    ],
    [
        Note(
            "2026-07-13",
            "ios-runbook",
            "iOS release runbook",
            [
                (
                    "Rollout",
                    [
                        (
                            "ios-rollout",
                            "",
                            "Releases use phased release over 7 days, following Apple's 1-2-5-10-20-50-100% schedule.",
                        ),
                        ("ios-captain", "", "Mei Lin cuts and ships the iOS releases."),
                        ("min-ios", "", "The minimum supported version is iOS 16."),
                    ],
                ),
                ("Signing", [("ios-cert", "", "The distribution certificate expires on 3 November 2026.")]),
                (
                    "Review",
                    [
                        (
                            "review-buffer",
                            "",
                            "App Review usually takes about a day; plan two days of buffer before a launch date.",
                        )
                    ],
                ),
            ],
        ),
        Note(
            "2026-07-13",
            "android-runbook",
            "Android release runbook",
            [
                (
                    "Rollout",
                    [
                        ("android-rollout", "", "Staged rollout on Google Play starts at 5% of users."),
                        ("android-captain", "", "Jonas Berg is the release captain."),
                        ("min-android", "", "Lowest supported OS level is API 28, Android 9."),
                    ],
                ),
                ("Signing", [("upload-key", "", "The upload key is stored in the 1Password vault 'Mobile Signing'.")]),
            ],
        ),
        Note(
            "2026-07-14",
            "release-process",
            "Release process",
            [
                (
                    "Cutting a release",
                    [
                        (
                            "cut-release",
                            "",
                            "To cut a release:\n1. Branch release/x.y from main.\n2. Bump the version and build "
                            "number.\n3. Run the full UI test suite on Firebase Test Lab.\n4. Upload to TestFlight "
                            "and the Play internal track.",
                        )
                    ],
                ),
                (
                    "Hotfixes",
                    [
                        (
                            "hotfix",
                            "",
                            "Hotfixes branch from the release tag, not from main, and are cherry-picked back to main "
                            "afterwards.",
                        )
                    ],
                ),
                (
                    "Rules",
                    [
                        ("code-freeze", "", "Code freeze is Wednesday 12:00 before a Thursday release."),
                        ("no-friday", "", "The team never ships to production on a Friday."),
                        ("release-gate", "", "We never widen a rollout while crash-free sessions are below 99.5%."),
                        ("crash-reporting", "", "Crash reports go to Sentry, project mobile-prod."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-07-15",
            "release-sync",
            "Release sync",
            [
                (
                    "Android",
                    [
                        ("android-rollout", "correct", "Staged rollout now opens at 1% of users."),
                        ("android-captain", "correct", "Release captain changed to Farah Haddad from sprint 14."),
                    ],
                ),
                (
                    "iOS",
                    [
                        (
                            "ios-rollout",
                            "",
                            "Apple's seven-day phased schedule is what we use for every App Store version.",
                        ),
                        ("mei-notes", "", "Mei wants release notes in plain language, with no ticket numbers."),
                        (None, "oneoff", "Build 4.12.0 (4120) went to TestFlight today."),
                    ],
                ),
                (
                    "Incidents",
                    [
                        (
                            None,
                            "oneoff",
                            "Today's crash spike: 312 crashes from a null pointer on the login screen, "
                            "fixed in 4.12.1.",
                        )
                    ],
                ),
                (
                    "Attendance",
                    [
                        (None, "oneoff", "Mei, Jonas, Farah and two QA engineers attended."),
                        (None, "chat", "Thanks for the quick review, Jonas!"),
                    ],
                ),
            ],
            style="minutes",
        ),
        Note(
            "2026-07-17",
            "ios-runbook",
            "iOS release runbook",
            [
                ("Signing", [("ios-cert", "correct", "The distribution certificate is valid until 18 August 2026.")]),
                ("Requirements", [("min-ios", "correct", "From today the app requires iOS 17 or later.")]),
                (
                    "Rollout",
                    [
                        (
                            "review-buffer",
                            "",
                            "Leave 48 hours between submission and the planned launch; Apple normally clears us "
                            "within 24.",
                        ),
                        ("ios-captain", "", "Mei owns the App Store side of each version."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-07-17",
            "release-retro",
            "Release retro",
            [
                (
                    "Process",
                    [
                        (
                            "cut-release",
                            "refine",
                            "The release cut checklist gains a fifth step: post the changelog in #releases once the "
                            "builds are uploaded.",
                        ),
                        ("code-freeze", "", "Branch locks at noon on Wednesdays ahead of release day."),
                        ("no-friday", "", "Nothing goes live on Fridays."),
                        (
                            "release-gate",
                            "",
                            "Rollout percentage stays put unless crash-free sessions are at 99.5% or higher.",
                        ),
                        ("hotfix", "", "Fixes for a shipped version start from its tag and get merged back into main."),
                    ],
                ),
                (
                    "Housekeeping",
                    [
                        ("upload-key", "", "Play upload keystore: 1Password, Mobile Signing vault."),
                        ("crash-reporting", "", "Sentry's mobile-prod project collects the crash logs."),
                        ("mei-notes", "", "What's-new text should read well for users; Mei strips out Jira IDs."),
                        ("min-android", "", "Android 9 (API level 28) stays the floor."),
                        (None, "chat", "Can you rephrase the rollback bit? It was confusing."),
                        (None, "chat", "Morning! Coffee first."),
                    ],
                ),
            ],
            style="minutes",
        ),
    ],
)

# 6. Personal fitness coach chat, session notes, first person. The two gyms and the two strength sessions are named
#    only by section headings ("it", "the session"); the long-run day changes by a bare new value, the gels by name.
FITNESS = Family(
    "fitness",
    "personal fitness coaching",
    "session",
    [
        Fact("goal", "personal", now=[r"1:45"], was=[r"1:50"]),
        Fact("race-date", "wiki"),
        Fact("knee", "personal"),
        Fact("vegetarian", "personal"),
        Fact("long-run-day", "personal", now=[r"saturday"], was=[r"sunday"]),
        Fact("rest-day", "personal"),
        Fact("volume-cap", "personal", detail=[r"10 ?%"]),
        Fact("checkin-format", "personal"),
        Fact("warmup", "procedure", detail=[r"skipping"]),
        Fact("gym-centrum", "wiki"),
        Fact("gym-zuid", "wiki"),
        Fact("strength-a", "procedure"),
        Fact("strength-b", "procedure"),
        Fact("gels", "personal", now=[r"sis|beta fuel"], was=[r"maurten"]),
        Fact("cooldown", "procedure"),
    ],
    [
        Note(
            "2026-02-09",
            "coaching",
            "Half marathon coaching",
            [
                (
                    "Goals",
                    [
                        (None, "chat", "Hey coach!"),
                        ("goal", "", "I'm training for the Rotterdam half marathon and want to finish under 1:50."),
                        ("race-date", "", "The race is on Sunday 12 April."),
                        (
                            "knee",
                            "",
                            "My left knee hurts on downhill running, so keep steep descents out of my routes.",
                        ),
                        ("vegetarian", "", "I'm vegetarian, so any protein suggestions need to be meat-free."),
                    ],
                ),
                (
                    "Schedule",
                    [
                        ("long-run-day", "", "I do my long runs on Sunday mornings."),
                        ("rest-day", "", "Friday is always a rest day because I have choir practice."),
                        ("volume-cap", "", "Keep my weekly mileage at or below 40 km until the knee settles."),
                        (
                            "checkin-format",
                            "",
                            "I want one short summary from you every Monday evening, not long lists.",
                        ),
                    ],
                ),
                (
                    "Warm-up",
                    [
                        (
                            "warmup",
                            "",
                            "Before every run:\n1. Five minutes of brisk walking.\n2. Ten leg swings each side.\n"
                            "3. Four 20-second strides.",
                        ),
                        (None, "oneoff", "Today's run: 14.2 km at 5:58 per km average, heart rate 151."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-10",
            "gyms-and-strength",
            "Gyms and strength work",
            [
                (
                    "Basic-Fit Centrum",
                    [("gym-centrum", "", "It opens at 06:00 on weekdays, 5 minutes from my office.")],
                ),
                ("Basic-Fit Zuid", [("gym-zuid", "", "It opens at 07:00 on weekdays and is near my flat.")]),
                (
                    "Strength A",
                    [("strength-a", "", "The session is 3 sets of goblet squats, Romanian deadlifts and planks.")],
                ),
                ("Strength B", [("strength-b", "", "Three rounds of reverse lunges, hip thrusts and side planks.")]),
                (
                    "Fuel and recovery",
                    [
                        ("gels", "", "On long runs I take a Maurten gel every 40 minutes."),
                        (
                            "cooldown",
                            "",
                            "After long runs, foam roll calves and quads for 10 minutes, then stretch the hip flexors.",
                        ),
                        (None, "chat", "It's pouring, so I did today's run on the treadmill, haha."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-12",
            "coaching",
            "Half marathon coaching",
            [
                (
                    "Goals",
                    [
                        ("goal", "correct", "Actually I want to aim for 1:45 in Rotterdam."),
                        ("vegetarian", "", "No meat or fish for me, remember."),
                        ("knee", "", "Going down hills still aggravates the left one."),
                    ],
                ),
                (
                    "Schedule",
                    [
                        ("long-run-day", "correct", "Saturday is my long run day."),
                        (
                            "volume-cap",
                            "refine",
                            "Cap weekly distance at 40 km and don't raise it more than 10% from one week to the next.",
                        ),
                        ("checkin-format", "", "A Monday night recap of a few lines is all I need from you."),
                    ],
                ),
                (
                    "Fuel",
                    [
                        ("gels", "correct", "Maurten upsets my stomach, so I use SiS Beta Fuel gels now."),
                        (None, "chat", "Could you say that in fewer words?"),
                        (None, "oneoff", "My parkrun this morning was 24:31."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-15",
            "coaching",
            "Half marathon coaching",
            [
                (
                    "Warm-up and recovery",
                    [
                        (
                            "warmup",
                            "refine",
                            "Pre-run routine: brisk walk five minutes, leg swings, four strides, and finish with two "
                            "minutes of skipping.",
                        ),
                        (
                            "cooldown",
                            "",
                            "Post long run: ten minutes on the roller for calves and quads, hip flexor "
                            "stretches after.",
                        ),
                    ],
                ),
                (
                    "Schedule",
                    [
                        ("rest-day", "", "No training Fridays, that's choir night."),
                        ("race-date", "", "Rotterdam is on 12 April, so about eight weeks to go."),
                    ],
                ),
                (
                    "Gyms and strength",
                    [
                        ("gym-centrum", "", "Basic-Fit Centrum's doors open at six on weekday mornings."),
                        ("gym-zuid", "", "The Zuid branch lets people in from seven on weekdays."),
                        ("strength-a", "", "Strength A is goblet squats, RDLs and planks."),
                        (
                            "strength-b",
                            "",
                            "Day B: lunges stepping back, glute bridges with a bar, planks on the side.",
                        ),
                        (None, "oneoff", "The race registration confirmation number is RTM-HM-20931."),
                        (None, "chat", "Thanks, that helps a lot!"),
                    ],
                ),
            ],
        ),
    ],
)

# 7. Newsroom desk logs (terse) and news meeting minutes. Each desk's deadline is named only by its log's title;
#    the night editor changes by a bare new name, the duty lawyer's extension by a bare new number.
NEWSROOM = Family(
    "newsroom",
    "newsroom desk",
    "log",
    [
        Fact("metro-deadline", "wiki", now=[r"21:00"], was=[r"21:30"]),
        Fact("sports-deadline", "wiki"),
        Fact("night-editor", "wiki", now=[r"ruth|alvarez"], was=[r"kofi|mensah"]),
        Fact("legal-read", "procedure", now=[r"3318"], was=[r"3301"]),
        Fact("wires", "wiki"),
        Fact("podcast", "wiki"),
        Fact("numbers-style", "personal"),
        Fact("photo-credit", "personal"),
        Fact("no-social-scoops", "personal"),
        Fact("pitches", "personal", detail=[r"photo"]),
        Fact("correction-steps", "procedure"),
        Fact("embargo", "procedure", detail=[r"time ?zone"]),
        Fact("cms", "wiki"),
        Fact("longreads", "wiki"),
    ],
    [
        Note(
            "2026-09-14",
            "metro-log",
            "Metro desk log",
            [
                (
                    "",
                    [
                        ("metro-deadline", "", "copy deadline for print 21:30"),
                        ("night-editor", "", "night editor this month: Kofi Mensah"),
                        (
                            "legal-read",
                            "",
                            "court stories: legal read by the duty lawyer, ext. 3301, before publishing",
                        ),
                        ("wires", "", "wires: Reuters + ANP; AP cancelled in January"),
                        (None, "oneoff", "splash tonight: council budget vote"),
                        (None, "chat", "pizza for nights arrived, thanks Kofi"),
                    ],
                )
            ],
        ),
        Note(
            "2026-09-14",
            "sports-log",
            "Sports desk log",
            [
                (
                    "",
                    [
                        ("sports-deadline", "", "final copy deadline 23:15"),
                        ("podcast", "", "daily podcast records 15:00, studio B"),
                        (None, "oneoff", "homepage peak 41,000 concurrent at 22:10 (cup final)"),
                    ],
                )
            ],
        ),
        Note(
            "2026-09-15",
            "news-meeting",
            "Morning news meeting",
            [
                (
                    "House rules",
                    [
                        (None, "chat", "Good morning, everyone, grab a croissant."),
                        ("numbers-style", "", "House style: spell out one to nine, use figures from 10 upward."),
                        ("photo-credit", "", "No photo is published without a credit line and a caption."),
                        (
                            "no-social-scoops",
                            "",
                            "Reporters never post scoops on social media before they are on our site.",
                        ),
                        (
                            "pitches",
                            "",
                            "Anouk, the editor-in-chief, wants front-page pitches by 16:00, one line each.",
                        ),
                    ],
                ),
                (
                    "Corrections",
                    [
                        (
                            "correction-steps",
                            "",
                            "To publish a correction:\n1. Fix the online copy.\n2. Add a dated correction note at the "
                            "foot of the article.\n3. Log it in the corrections sheet.\n4. Tell the standards editor.",
                        )
                    ],
                ),
                (
                    "Embargoes",
                    [
                        (
                            "embargo",
                            "",
                            "Embargoed material goes into the Embargo queue in the CMS with the lift time set, so "
                            "nothing goes out early.",
                        )
                    ],
                ),
                (
                    "Tools",
                    [
                        ("cms", "", "Online runs on Arc XP; print pages are built in Méthode."),
                        (None, "oneoff", "Attendance: 14 in the room, 5 on the call."),
                    ],
                ),
            ],
            style="minutes",
        ),
        Note(
            "2026-09-16",
            "metro-log",
            "Metro desk log",
            [
                (
                    "",
                    [
                        ("metro-deadline", "correct", "print copy deadline now 21:00, the press starts earlier"),
                        ("night-editor", "correct", "night editor: Ruth Alvarez"),
                        ("legal-read", "correct", "duty lawyer line is ext. 3318"),
                        (
                            "photo-credit",
                            "",
                            "every picture needs the photographer named plus a caption before it goes live",
                        ),
                        (None, "oneoff", "print run 38,500"),
                        (None, "chat", "AC off again, it's sweltering"),
                    ],
                )
            ],
        ),
        Note(
            "2026-09-16",
            "sports-log",
            "Sports desk log",
            [
                (
                    "",
                    [
                        ("sports-deadline", "", "last pages closed at 23:15 as usual"),
                        ("podcast", "", "pod recording slot: 3 pm in B"),
                        (None, "oneoff", "three match reports filed late because of extra time"),
                    ],
                )
            ],
        ),
        Note(
            "2026-09-18",
            "news-meeting",
            "Morning news meeting",
            [
                (
                    "Front page",
                    [
                        (
                            "pitches",
                            "refine",
                            "Front-page pitches go to Anouk by 16:00, one line each, with a suggested photo.",
                        )
                    ],
                ),
                (
                    "Features",
                    [("longreads", "", "Longreads appear in the Saturday magazine and are filed by Wednesday noon.")],
                ),
                (
                    "Standards",
                    [
                        (
                            "correction-steps",
                            "",
                            "Corrections: amend the web version, footnote it with the date, enter it in the sheet, "
                            "notify standards.",
                        ),
                        ("numbers-style", "", "Numbers below ten are written as words."),
                        (
                            "embargo",
                            "refine",
                            "Embargoed copy sits in the CMS Embargo queue with the lift time set, and the desk head "
                            "double-checks the time zone.",
                        ),
                        ("no-social-scoops", "", "Exclusives hit the website first; personal accounts come after."),
                        ("wires", "", "We take Reuters and ANP only."),
                        ("cms", "", "Arc XP is the web CMS, Méthode is for print."),
                        (None, "chat", "Thanks for the great work on the cup final coverage."),
                    ],
                ),
            ],
            style="minutes",
        ),
    ],
)

# 8. Nonprofit grants team: prose notes per funder (the Ashworth Foundation named only by the title, "the
#    funder"), a policies resource note and team minutes. The grants lead changes by name with "now", the overhead
#    rate by a bare new value, the Ashworth report date with "moved to".
GRANTS = Family(
    "grants",
    "nonprofit grants team",
    "prose",
    [
        Fact("lotto-amount", "wiki", detail=[r"instalment"]),
        Fact("ashworth-amount", "wiki"),
        Fact("lotto-report", "wiki"),
        Fact("ashworth-report", "wiki", now=[r"15 may"], was=[r"30 april"]),
        Fact("ashworth-officer", "wiki"),
        Fact("grants-lead", "wiki", now=[r"daniel|cho"], was=[r"amara|osei"]),
        Fact("helena-budgets", "personal"),
        Fact("application-steps", "procedure", detail=[r"five working days"]),
        Fact("overhead-rate", "personal", now=[r"18 ?%"], was=[r"15 ?%"]),
        Fact("fossil-policy", "personal"),
        Fact("restricted-coding", "procedure"),
        Fact("crm", "wiki"),
        Fact("monitoring-survey", "wiki"),
        Fact("board-meeting", "wiki"),
        Fact("dbs", "personal"),
    ],
    [
        Note(
            "2026-10-05",
            "lotto-grant",
            "Community Lotto Fund grant",
            [
                (
                    "Award",
                    [
                        (
                            "lotto-amount",
                            "",
                            "The Community Lotto Fund awarded us 120,000 pounds for the youth mentoring project.",
                        ),
                        ("lotto-report", "", "The annual report to the fund is due on 31 March."),
                    ],
                ),
                (
                    "Team",
                    [
                        ("grants-lead", "", "Amara Osei leads on all trust and foundation bids."),
                        (
                            "helena-budgets",
                            "",
                            "Helena, our director, wants every budget in a single Excel workbook, never split across "
                            "files.",
                        ),
                        (None, "chat", "It was lovely to see everyone at the volunteers' picnic on Saturday."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-10-05",
            "ashworth-grant",
            "Ashworth Foundation grant",
            [
                (
                    "Award",
                    [
                        (
                            "ashworth-amount",
                            "",
                            "The foundation has granted 45,000 pounds towards the food bank expansion.",
                        ),
                        ("ashworth-report", "", "The funder expects an interim report by 30 April."),
                        ("ashworth-officer", "", "Our programme officer there is Gwen Harris."),
                        (None, "oneoff", "The grant agreement reference is AF-2026-0137."),
                    ],
                )
            ],
        ),
        Note(
            "2026-10-06",
            "grants-policy",
            "Grants team policies",
            [
                (
                    "Applications",
                    [
                        (
                            "application-steps",
                            "",
                            "Every application goes through:\n1. An eligibility check against the funder's criteria.\n"
                            "2. A budget drafted with finance.\n3. Sign-off by the director.\n4. Submission through "
                            "the funder's portal.",
                        ),
                        ("overhead-rate", "", "We charge overheads at 15% on every application."),
                        (
                            "fossil-policy",
                            "",
                            "The board does not allow applications to funders with fossil-fuel links.",
                        ),
                    ],
                ),
                (
                    "Finance",
                    [
                        (
                            "restricted-coding",
                            "",
                            "To code a restricted grant payment in Xero, use a project code starting with R and tag "
                            "the funder's name.",
                        )
                    ],
                ),
                (
                    "Records",
                    [
                        ("crm", "", "Grant records are kept in Salesforce Nonprofit Cloud."),
                        ("monitoring-survey", "", "Beneficiary numbers come from the quarterly monitoring survey."),
                    ],
                ),
                (
                    "Governance",
                    [
                        ("board-meeting", "", "Trustees meet on the first Tuesday of each quarter."),
                        (
                            "dbs",
                            "",
                            "New volunteers working with children need an enhanced DBS check before their first "
                            "session.",
                        ),
                    ],
                ),
            ],
            style="resource",
        ),
        Note(
            "2026-10-08",
            "grants-meeting",
            "Grants team meeting",
            [
                (
                    "Pipeline",
                    [
                        (
                            "grants-lead",
                            "correct",
                            "Foundation bids are now led by Daniel Cho; Amara has moved to major donors.",
                        ),
                        (
                            "overhead-rate",
                            "correct",
                            "Following the board decision, the overhead rate on applications is 18%.",
                        ),
                        (
                            "application-steps",
                            "refine",
                            "Applications go in at least five working days before the funder's deadline, after the "
                            "eligibility check, the finance budget and the director's sign-off.",
                        ),
                    ],
                ),
                (
                    "Reporting",
                    [
                        ("lotto-report", "", "Lotto's yearly monitoring return has to be in by the end of March."),
                        (
                            "monitoring-survey",
                            "",
                            "Headcounts of the people we help are taken from the survey we run every three months.",
                        ),
                        ("helena-budgets", "", "One workbook per budget, please: Helena's rule."),
                    ],
                ),
                (
                    "Attendance",
                    [
                        (
                            None,
                            "oneoff",
                            "Helena, Amara, Daniel and Priti from finance attended; Gwen joined for ten minutes.",
                        ),
                        (None, "chat", "Lunch was the leftover cake from Friday."),
                    ],
                ),
            ],
            style="minutes",
        ),
        Note(
            "2026-10-09",
            "ashworth-grant",
            "Ashworth Foundation grant",
            [
                (
                    "Update",
                    [
                        (
                            "ashworth-report",
                            "correct",
                            "The interim report deadline moved to 15 May after the officer's visit.",
                        ),
                        ("ashworth-amount", "", "Their contribution to the food bank work stands at 45,000."),
                        ("ashworth-officer", "", "Gwen Harris is the person to call at the foundation."),
                        (
                            "fossil-policy",
                            "",
                            "We turn down any funder tied to oil, gas or coal; that is a trustee decision.",
                        ),
                    ],
                )
            ],
        ),
        Note(
            "2026-10-12",
            "lotto-grant",
            "Community Lotto Fund grant",
            [
                (
                    "Award",
                    [
                        (
                            "lotto-amount",
                            "refine",
                            "The 120,000 pounds from the Lotto Fund is paid in three annual instalments.",
                        ),
                        (None, "oneoff", "Today's payment of 40,000 pounds from the fund cleared in the bank."),
                    ],
                ),
                (
                    "Admin",
                    [
                        ("crm", "", "Funder contacts and deadlines live in our Salesforce instance."),
                        (
                            "restricted-coding",
                            "",
                            "Restricted income in Xero gets an R-prefixed project code plus a funder tag.",
                        ),
                        ("board-meeting", "", "The trustee board sits quarterly, on that quarter's opening Tuesday."),
                        (
                            "dbs",
                            "",
                            "Anyone volunteering with young people must have cleared an enhanced DBS before starting.",
                        ),
                        (None, "chat", "Thanks, Daniel, for the rephrased summary; much clearer."),
                    ],
                ),
            ],
        ),
    ],
)


FAMILIES = [RELEASE, FITNESS, NEWSROOM, GRANTS]

# Facts of one shape about different subjects (they must stay separate nodes).
SIBLINGS = {
    "release": [("ios-rollout", "android-rollout"), ("ios-captain", "android-captain"), ("min-ios", "min-android")],
    "fitness": [("gym-centrum", "gym-zuid"), ("strength-a", "strength-b")],
    "newsroom": [("metro-deadline", "sports-deadline")],
    "grants": [("lotto-amount", "ashworth-amount"), ("lotto-report", "ashworth-report")],
}

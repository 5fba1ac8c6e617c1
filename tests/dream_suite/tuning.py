"""The tuning half of the dream suite: six families the integrator may be tuned on (see tests/dream_suite)."""

from tests.dream_suite import Fact, Family, Note

# 1. Travel assistant, chat session notes, first person. The city of a fact is named only by the note's title
#    ("the city", "the hotel"); booking codes are one-off; a correction without a marker word.
TRAVEL = Family(
    "travel",
    "travel planning",
    "session",
    [
        Fact("lis-tax", "wiki"),
        Fact("opo-tax", "wiki"),
        Fact("lis-checkin", "wiki", now=[r"13:00"], was=[r"14:00"]),
        Fact("opo-checkin", "wiki"),
        Fact("lis-transfer", "procedure"),
        Fact("aisle", "personal"),
        Fact("home-airport", "personal", now=[r"eindhoven"], was=[r"schiphol"]),
        Fact("hotel-budget", "personal", detail=[r"breakfast"]),
        Fact("opo-tram", "wiki"),
        Fact("no-redeye", "personal"),
        Fact("lis-museum", "wiki"),
        Fact("expenses", "procedure", detail=[r"receipt"]),
        Fact("loyalty", "personal"),
    ],
    [
        Note(
            "2026-03-02",
            "lisbon-trip",
            "Lisbon trip",
            [
                (
                    "Facts",
                    [
                        ("lis-tax", "", "The city charges a tourist tax of 2 euros per night, capped at 7 nights."),
                        ("lis-checkin", "", "Check-in at the hotel starts at 14:00."),
                        ("lis-museum", "", "The tile museum is closed on Mondays."),
                        (None, "oneoff", "The booking confirmation code is XK3P9Q."),
                    ],
                ),
                (
                    "Preferences",
                    [
                        ("aisle", "", "I always want an aisle seat when I fly."),
                        ("home-airport", "", "My home airport is Schiphol."),
                        ("hotel-budget", "", "Keep hotel costs under 150 euros per night on work trips."),
                    ],
                ),
                (
                    "Procedure",
                    [
                        (
                            "lis-transfer",
                            "",
                            "To get from Lisbon airport to the centre, take the red metro line "
                            "to Saldanha, then change to the yellow line.",
                        )
                    ],
                ),
                ("Context", [(None, "chat", "Thanks, that's really helpful!")]),
            ],
        ),
        Note(
            "2026-03-03",
            "porto-trip",
            "Porto trip",
            [
                (
                    "Facts",
                    [
                        ("opo-tax", "", "The city charges a tourist tax of 3 euros per night, capped at 7 nights."),
                        ("opo-checkin", "", "Check-in at the hotel starts at 15:00."),
                        ("opo-tram", "", "Tram 1 runs along the river to Foz every 30 minutes."),
                        (None, "oneoff", "Booking reference for this hotel is 7HD2LM."),
                    ],
                ),
                (
                    "Preferences",
                    [
                        ("aisle", "", "Book me on the aisle, never by the window."),
                        ("no-redeye", "", "I never take overnight flights; I arrive exhausted."),
                        ("loyalty", "", "I collect miles with Flying Blue, so prefer KLM and Air France."),
                    ],
                ),
                (
                    "Procedure",
                    [("expenses", "", "To file travel expenses, upload the invoices to Concur within 30 days.")],
                ),
                ("Notes", [(None, "chat", "Haha, I hope the weather is better than last time.")]),
            ],
        ),
        Note(
            "2026-03-05",
            "lisbon-trip",
            "Lisbon trip",
            [
                (
                    "Facts",
                    [
                        ("lis-checkin", "correct", "Check-in at the hotel actually starts at 13:00."),
                        ("lis-tax", "", "There is a 2 euro nightly city tax here, for at most seven nights."),
                        (None, "oneoff", "The flight TP662 landed 40 minutes late today."),
                    ],
                ),
                (
                    "Preferences",
                    [
                        (
                            "hotel-budget",
                            "refine",
                            "Keep hotel costs under 150 euros per night on work trips, "
                            "with breakfast included where possible.",
                        ),
                        ("no-redeye", "", "No red-eye flights for me, please."),
                    ],
                ),
                ("Context", [(None, "chat", "Can you say that again more briefly?")]),
            ],
        ),
        Note(
            "2026-03-06",
            "travel-admin",
            "Travel admin",
            [
                (
                    "Preferences",
                    [
                        ("home-airport", "correct", "My home airport is Eindhoven."),
                        ("loyalty", "", "Flying Blue is my frequent flyer programme; KLM or Air France first."),
                    ],
                ),
                (
                    "Procedure",
                    [
                        (
                            "expenses",
                            "refine",
                            "To file travel expenses, upload the invoices to Concur within 30 "
                            "days and attach the original receipt for anything over 25 euros.",
                        )
                    ],
                ),
                ("Facts", [("opo-tram", "", "The riverside tram line 1 to Foz leaves every half hour.")]),
            ],
        ),
    ],
)

# 2. Data loading runbooks as resource notes, per customer; numbered steps; the Acme / Vandelay profiles are
#    facts about two customers; a prerequisite names another procedure's subject.
LOADER = Family(
    "loader",
    "data loading",
    "resource",
    [
        Fact("acme-profile", "wiki"),
        Fact("vandelay-profile", "wiki"),
        Fact("acme-encoding", "wiki", now=[r"utf-8"], was=[r"latin-1"]),
        Fact("vandelay-encoding", "wiki"),
        Fact("load-steps", "procedure", detail=[r"row count"]),
        Fact("sftp-access", "procedure"),
        Fact("max-file", "wiki", now=[r"2 ?gb"], was=[r"500 ?mb"]),
        Fact("owner-loader", "wiki", now=[r"nadia"], was=[r"omar"]),
        Fact("retry-rule", "wiki"),
        Fact("pdf-limit", "wiki"),
        Fact("no-friday-loads", "personal"),
        Fact("staging-bucket", "wiki"),
    ],
    [
        Note(
            "2026-05-04",
            "acme-loader",
            "Acme Corp loader",
            [
                (
                    "Settings",
                    [
                        (
                            "acme-profile",
                            "",
                            "From now on we'll use the shared loader profile acme-corp-semicolon "
                            "for all Acme Corp files.",
                        ),
                        ("acme-encoding", "", "Acme Corp files are encoded in Latin-1."),
                        ("max-file", "", "The loader accepts files of at most 500 MB."),
                    ],
                ),
                (
                    "How to load a file",
                    [
                        (
                            "load-steps",
                            "",
                            "1. Copy the file to the staging bucket\n2. Run loader check "
                            "on it\n3. Run loader import with the customer profile",
                        )
                    ],
                ),
                ("Ownership", [("owner-loader", "", "Omar owns the loader service.")]),
                ("Log", [(None, "oneoff", "That worked, 80333 rows loaded.")]),
            ],
        ),
        Note(
            "2026-05-05",
            "vandelay-loader",
            "Vandelay Industries loader",
            [
                (
                    "Settings",
                    [
                        ("vandelay-profile", "", "We use the loader profile vandelay-tab for all Vandelay files."),
                        ("vandelay-encoding", "", "Vandelay files are encoded in UTF-16."),
                        ("staging-bucket", "", "Staged files live in the s3://loader-staging bucket."),
                    ],
                ),
                (
                    "Access",
                    [
                        (
                            "sftp-access",
                            "",
                            "To get SFTP access, request the loader-sftp group in the IT portal, "
                            "then add your public key to the bastion.",
                        )
                    ],
                ),
                (
                    "Rules",
                    [
                        ("retry-rule", "", "A failed import is retried at most 3 times before paging on-call."),
                        ("pdf-limit", "", "PDF attachments over 20 MB are rejected by the loader."),
                        ("no-friday-loads", "", "We never run customer backfills on Fridays."),
                    ],
                ),
                ("Log", [(None, "oneoff", "The nightly job finished at 02:14 with 66105 rows written.")]),
            ],
        ),
        Note(
            "2026-05-07",
            "loader-ops",
            "Loader operations",
            [
                (
                    "Settings",
                    [
                        ("max-file", "correct", "The loader now accepts files up to 2 GB."),
                        ("acme-encoding", "correct", "Acme Corp switched its exports to UTF-8."),
                        ("pdf-limit", "", "The loader refuses PDFs larger than 20 MB."),
                    ],
                ),
                (
                    "How to load a file",
                    [
                        (
                            "load-steps",
                            "refine",
                            "1. Copy the file to the staging bucket\n2. Run loader "
                            "check on it\n3. Run loader import with the customer "
                            "profile\n4. Compare the row count with the manifest",
                        )
                    ],
                ),
                ("Ownership", [("owner-loader", "correct", "Nadia owns the loader service since the reorg.")]),
                (
                    "Log",
                    [(None, "oneoff", "That worked, 91200 rows loaded."), (None, "chat", "Thanks for the quick help!")],
                ),
            ],
        ),
        Note(
            "2026-05-08",
            "acme-loader",
            "Acme Corp loader",
            [
                (
                    "Settings",
                    [
                        ("acme-profile", "", "Acme Corp files are loaded with the acme-corp-semicolon profile."),
                        ("staging-bucket", "", "loader-staging on S3 is where staged files are kept."),
                    ],
                ),
                (
                    "Rules",
                    [
                        ("retry-rule", "", "Imports that fail get three retries, then on-call is paged."),
                        ("no-friday-loads", "", "No customer backfills on a Friday."),
                    ],
                ),
            ],
        ),
    ],
)

# 3. Team meeting minutes, third person, agenda headings; owners change by name; two dashboards.
MINUTES = Family(
    "minutes",
    "product team meetings",
    "minutes",
    [
        Fact("billing-dash-owner", "wiki", now=[r"lena"], was=[r"marco"]),
        Fact("growth-dash-owner", "wiki"),
        Fact("release-day", "wiki", now=[r"wednesday"], was=[r"tuesday"]),
        Fact("design-signoff", "wiki", detail=[r"accessibility"]),
        Fact("standup-time", "wiki"),
        Fact("manager-format", "personal"),
        Fact("no-deploy-rule", "personal"),
        Fact("retro-procedure", "procedure"),
        Fact("okr-metric", "wiki"),
        Fact("sla-enterprise", "wiki"),
        Fact("sla-starter", "wiki"),
        Fact("hiring-freeze", "wiki", now=[r"lifted|no longer"], was=[r"freeze"]),
        Fact("jira-labels", "personal"),
    ],
    [
        Note(
            "2026-06-01",
            "weekly-sync",
            "Weekly product sync 2026-06-01",
            [
                ("Attendees", [(None, "oneoff", "Present: Marco, Lena, Sofia and Raj.")]),
                (
                    "Billing dashboard",
                    [("billing-dash-owner", "", "Marco owns the dashboard and answers questions about it.")],
                ),
                (
                    "Growth dashboard",
                    [("growth-dash-owner", "", "Sofia owns the dashboard and keeps its numbers honest.")],
                ),
                (
                    "Releases",
                    [
                        ("release-day", "", "Releases go out every Tuesday afternoon."),
                        ("no-deploy-rule", "", "The team does not deploy after 16:00 on any day."),
                    ],
                ),
                (
                    "Process",
                    [
                        ("design-signoff", "", "Every new screen needs a design sign-off before development starts."),
                        ("standup-time", "", "Standup is at 09:30 in the small meeting room."),
                        ("manager-format", "", "Raj wants status updates as three bullet points: done, next, blocked."),
                    ],
                ),
                ("Other", [(None, "chat", "Sofia brought cake for her birthday, thanks Sofia!")]),
            ],
        ),
        Note(
            "2026-06-08",
            "weekly-sync",
            "Weekly product sync 2026-06-08",
            [
                ("Billing dashboard", [("billing-dash-owner", "correct", "Lena owns it since the reorg.")]),
                (
                    "Support",
                    [
                        ("sla-enterprise", "", "Enterprise customers get a first response within 1 hour."),
                        ("sla-starter", "", "Starter customers get a first response within 24 hours."),
                    ],
                ),
                (
                    "Process",
                    [
                        (
                            "retro-procedure",
                            "",
                            "To run the retro: collect notes in the board for a week, vote on "
                            "three topics, then agree one action per topic.",
                        ),
                        ("okr-metric", "", "The quarter's key metric is weekly active teams."),
                        ("jira-labels", "", "Raj asks that every ticket carries a component label."),
                    ],
                ),
                ("Hiring", [("hiring-freeze", "", "There is a hiring freeze until the end of the quarter.")]),
                (
                    "Incidents",
                    [(None, "oneoff", "Checkout latency hit 2.3 seconds on Thursday; fixed by a cache flush.")],
                ),
            ],
        ),
        Note(
            "2026-06-15",
            "weekly-sync",
            "Weekly product sync 2026-06-15",
            [
                (
                    "Releases",
                    [
                        ("release-day", "correct", "Releases now go out on Wednesday afternoons."),
                        ("no-deploy-rule", "", "Nothing gets deployed after four in the afternoon."),
                    ],
                ),
                (
                    "Process",
                    [
                        (
                            "design-signoff",
                            "refine",
                            "Every new screen needs a design sign-off, including an "
                            "accessibility check, before development starts.",
                        ),
                        (
                            "manager-format",
                            "",
                            "Status for Raj: three bullets (done / next / blocked), nothing longer.",
                        ),
                        ("standup-time", "", "We meet for standup at half past nine, small room."),
                    ],
                ),
                (
                    "Growth dashboard",
                    [("growth-dash-owner", "", "Questions about its numbers go to Sofia, who owns it.")],
                ),
                ("Hiring", [("hiring-freeze", "correct", "The hiring freeze is lifted; two backend roles are open.")]),
                ("Other", [(None, "chat", "Raj asked to rephrase the last point of the agenda.")]),
            ],
        ),
    ],
)

# 4. Terse ops bullet log (no headings, no sentences to speak of), restatements of limits in other forms.
OPSLOG = Family(
    "opslog",
    "platform operations",
    "log",
    [
        Fact("api-limit", "wiki"),
        Fact("pdf-max", "wiki"),
        Fact("pg-version", "wiki", now=[r"16"], was=[r"15"]),
        Fact("redis-mem", "wiki", now=[r"8 ?gb"], was=[r"4 ?gb"]),
        Fact("grafana-url", "wiki"),
        Fact("cert-renew", "procedure", detail=[r"reload"]),
        Fact("pager-quiet", "personal"),
        Fact("backup-retention", "wiki", now=[r"30"], was=[r"14"]),
        Fact("disk-alert", "wiki"),
        Fact("deploy-freeze", "personal"),
        Fact("queue-drain", "procedure"),
        Fact("eu-region", "wiki"),
        Fact("us-region", "wiki"),
    ],
    [
        Note(
            "2026-07-01",
            "ops-log",
            "Ops log",
            [
                (
                    "",
                    [
                        ("api-limit", "", "public API: max 100 requests/s per key"),
                        ("pdf-max", "", "uploads: PDFs capped at 25 MB"),
                        ("pg-version", "", "prod postgres on 15.4"),
                        ("redis-mem", "", "redis maxmemory 4gb"),
                        ("grafana-url", "", "grafana lives at https://grafana.ops.example.com"),
                        ("eu-region", "", "EU tenants hosted in eu-central-1"),
                        ("us-region", "", "US tenants hosted in us-east-2"),
                        (None, "oneoff", "02:10 nightly backup done, 412 GB, took 38 min"),
                        (None, "chat", "morning all"),
                    ],
                )
            ],
        ),
        Note(
            "2026-07-02",
            "ops-log",
            "Ops log",
            [
                (
                    "",
                    [
                        ("api-limit", "", "each API key gets at most 100 req per second"),
                        ("cert-renew", "", "cert renewal: run certbot renew on edge-1, then copy the bundle to edge-2"),
                        ("pager-quiet", "", "don't page me (Ana) between 23:00 and 07:00 unless it's a P1"),
                        ("backup-retention", "", "backups kept 14 days"),
                        ("disk-alert", "", "disk alert fires at 85% full on db hosts"),
                        ("pdf-max", "", "a single PDF upload may not exceed 25 MB"),
                        (None, "oneoff", "incident 4411: 3 min of 502s on checkout, root cause a bad deploy"),
                    ],
                )
            ],
        ),
        Note(
            "2026-07-03",
            "ops-log",
            "Ops log",
            [
                (
                    "",
                    [
                        ("pg-version", "correct", "prod postgres upgraded to 16.2"),
                        ("redis-mem", "correct", "redis maxmemory bumped to 8gb"),
                        ("deploy-freeze", "", "team rule: no deploys during the Friday freeze, 12:00 onwards"),
                        (
                            "queue-drain",
                            "",
                            "to drain the job queue: pause the scheduler, wait for in-flight jobs, then stop "
                            "the workers",
                        ),
                        ("grafana-url", "", "dashboards: grafana.ops.example.com"),
                        (None, "oneoff", "p95 latency 420 ms today"),
                        (None, "chat", "thx, ttyl"),
                    ],
                )
            ],
        ),
        Note(
            "2026-07-06",
            "ops-log",
            "Ops log",
            [
                (
                    "",
                    [
                        (
                            "cert-renew",
                            "refine",
                            "cert renewal: run certbot renew on edge-1, copy the bundle to edge-2, then "
                            "reload nginx on both",
                        ),
                        ("backup-retention", "correct", "backup retention raised to 30 days"),
                        ("disk-alert", "", "db hosts alert when disks pass 85%"),
                        ("eu-region", "", "tenants in the EU live in eu-central-1"),
                        ("pager-quiet", "", "Ana: no pages at night (23-07) except P1"),
                        (None, "oneoff", "rotated the API key for the CI bot, new one in vault"),
                    ],
                )
            ],
        ),
    ],
)

# 5. Personal assistant, hand-written prose (no sections), first person: where I work, family, small talk.
PERSONAL = Family(
    "personal",
    "personal assistant",
    "prose",
    [
        Fact("employer", "personal", now=[r"northwind"], was=[r"contoso"]),
        Fact("commute", "personal"),
        Fact("allergy", "personal"),
        Fact("daughter-school", "wiki"),
        Fact("son-school", "wiki"),
        Fact("dentist", "wiki", now=[r"tuesday"], was=[r"thursday"]),
        Fact("plants", "procedure"),
        Fact("coffee", "personal"),
        Fact("wifi", "wiki", now=[r"maple-88"], was=[r"oak-12"]),
        Fact("car-service", "procedure", detail=[r"tyre|tire"]),
        Fact("manager-style", "personal"),
        Fact("running", "personal", detail=[r"10 ?km"]),
    ],
    [
        Note(
            "2026-04-01",
            "journal",
            "Journal",
            [
                (
                    "",
                    [
                        ("employer", "", "I work at Contoso as a data engineer."),
                        ("commute", "", "I cycle to the office, it takes about twenty minutes."),
                        ("allergy", "", "I'm allergic to peanuts."),
                        ("daughter-school", "", "Mia's school starts at 08:15."),
                        ("son-school", "", "Leo's school starts at 08:45."),
                        (None, "chat", "What a lovely sunny morning."),
                        ("wifi", "", "The home Wi-Fi password is oak-12."),
                    ],
                )
            ],
        ),
        Note(
            "2026-04-02",
            "journal",
            "Journal",
            [
                (
                    "",
                    [
                        ("dentist", "", "The dentist appointment is every six months on a Thursday."),
                        ("plants", "", "Water the fern twice a week and keep it out of direct sun."),
                        ("coffee", "", "I take my coffee black, no sugar."),
                        ("manager-style", "", "My manager wants written weekly summaries, not calls."),
                        ("running", "", "I run on Sunday mornings."),
                        (None, "oneoff", "Today I paid the electricity bill of 84 euros."),
                        ("allergy", "", "Peanuts give me a serious reaction, so no peanut dishes for me."),
                    ],
                )
            ],
        ),
        Note(
            "2026-04-04",
            "journal",
            "Journal",
            [
                (
                    "",
                    [
                        ("employer", "correct", "I joined Northwind last week as a data engineer."),
                        (
                            "car-service",
                            "",
                            "To get the car serviced, book a slot at the garage online and leave the key in the box.",
                        ),
                        ("wifi", "correct", "The home Wi-Fi password is maple-88."),
                        ("running", "refine", "I run 10 km on Sunday mornings."),
                        (None, "chat", "Thanks for reminding me yesterday!"),
                        ("commute", "", "Getting to work by bike takes me twenty minutes or so."),
                    ],
                )
            ],
        ),
        Note(
            "2026-04-06",
            "journal",
            "Journal",
            [
                (
                    "",
                    [
                        ("dentist", "correct", "The dentist moved my regular appointment to Tuesdays."),
                        (
                            "car-service",
                            "refine",
                            "To get the car serviced, book a slot at the garage online, leave the key in "
                            "the box and ask them to check the tyre pressure.",
                        ),
                        ("coffee", "", "Black coffee, never sugar."),
                        ("manager-style", "", "My boss prefers a written summary each week over a call."),
                        (None, "oneoff", "The plumber came at 10 and fixed the kitchen tap."),
                    ],
                )
            ],
        ),
    ],
)

# 6. Lab notebook, third person, experiments per strain under headings; measurements are one-off.
LAB = Family(
    "lab",
    "biology lab",
    "minutes",
    [
        Fact("incubator-temp", "wiki"),
        Fact("pcr-protocol", "procedure", detail=[r"72"]),
        Fact("strain-a-medium", "wiki"),
        Fact("strain-b-medium", "wiki"),
        Fact("freezer-log", "procedure"),
        Fact("centrifuge-limit", "wiki", now=[r"12,?000|12k"], was=[r"10,?000|10k"]),
        Fact("kate-gloves", "personal"),
        Fact("ordering", "procedure"),
        Fact("pi-format", "personal"),
        Fact("waste-rule", "personal"),
        Fact("scope-booking", "wiki", now=[r"labguru"], was=[r"calendar"]),
        Fact("antibody-lot", "wiki"),
        Fact("sample-naming", "personal"),
    ],
    [
        Note(
            "2026-09-07",
            "lab-notebook",
            "Lab notebook",
            [
                (
                    "General",
                    [
                        ("incubator-temp", "", "The main incubator is kept at 37 degrees with 5% CO2."),
                        ("centrifuge-limit", "", "The benchtop centrifuge must not exceed 10,000 rpm."),
                        ("kate-gloves", "", "Kate is allergic to latex, so the lab stocks nitrile gloves only."),
                        ("scope-booking", "", "The confocal microscope is booked through the shared calendar."),
                    ],
                ),
                (
                    "Strain A",
                    [
                        ("strain-a-medium", "", "It grows in LB medium with ampicillin."),
                        (None, "oneoff", "OD600 reached 0.62 after 4 hours."),
                    ],
                ),
                (
                    "Strain B",
                    [
                        ("strain-b-medium", "", "It grows in M9 minimal medium with glucose."),
                        (None, "oneoff", "Plate 3 was contaminated and discarded."),
                    ],
                ),
                (
                    "Protocols",
                    [
                        (
                            "pcr-protocol",
                            "",
                            "For colony PCR, denature at 95 degrees for 5 minutes, then run 30 "
                            "cycles of 95/55 degrees.",
                        )
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-08",
            "lab-notebook",
            "Lab notebook",
            [
                (
                    "General",
                    [
                        (
                            "freezer-log",
                            "",
                            "Every time a box goes into the -80 freezer, write its position in the freezer log.",
                        ),
                        (
                            "ordering",
                            "",
                            "To order reagents, add them to the order sheet and ask Tom to approve the purchase.",
                        ),
                        ("pi-format", "", "The PI wants results as one slide per experiment with the raw data linked."),
                        ("waste-rule", "", "The group never pours ethidium bromide waste down the sink."),
                        ("antibody-lot", "", "The anti-GFP antibody in use is lot 4471B."),
                    ],
                ),
                ("Strain A", [("strain-a-medium", "", "LB plus ampicillin is its growth medium.")]),
                ("Other", [(None, "chat", "Coffee machine talk: everyone agrees the new beans are better.")]),
            ],
        ),
        Note(
            "2026-09-10",
            "lab-notebook",
            "Lab notebook",
            [
                (
                    "General",
                    [
                        (
                            "centrifuge-limit",
                            "correct",
                            "The benchtop centrifuge is rated for 12,000 rpm after the service.",
                        ),
                        ("scope-booking", "correct", "Confocal bookings moved to Labguru."),
                        ("sample-naming", "", "Samples are named date_strain_replicate, for example 0910_A_2."),
                        ("kate-gloves", "", "Only nitrile gloves in the lab because of Kate's latex allergy."),
                    ],
                ),
                (
                    "Strain B",
                    [
                        ("strain-b-medium", "", "M9 minimal medium plus glucose is what it grows in."),
                        (None, "oneoff", "Growth curve finished at 22:40."),
                    ],
                ),
                (
                    "Protocols",
                    [
                        (
                            "pcr-protocol",
                            "refine",
                            "For colony PCR, denature at 95 degrees for 5 minutes, run 30 "
                            "cycles of 95/55 degrees, then extend at 72 degrees for 1 "
                            "minute per kb.",
                        )
                    ],
                ),
            ],
        ),
        Note(
            "2026-09-11",
            "lab-notebook",
            "Lab notebook",
            [
                (
                    "General",
                    [
                        ("incubator-temp", "", "Main incubator: 37 °C, 5% CO2."),
                        ("pi-format", "", "Results go to the PI as a single slide per experiment, raw data linked."),
                        ("waste-rule", "", "Ethidium bromide waste never goes into the sink."),
                        ("freezer-log", "", "Log the position of each box you put in the -80."),
                    ],
                ),
            ],
        ),
    ],
)

FAMILIES = [TRAVEL, LOADER, MINUTES, OPSLOG, PERSONAL, LAB]

"""The holdout half of the dream suite: six families frozen before the integrator was changed; never tuned on.

Report its figures beside the tuning half's; do not read its problem lists while changing the integrator.
"""

from tests.dream_suite import Fact, Family, Note

# 1. Customer support session notes, third person, one customer per heading; siblings of one shape.
SUPPORT = Family(
    "support",
    "customer support",
    "session",
    [
        Fact("globex-plan", "wiki", now=[r"enterprise"], was=[r"business"]),
        Fact("initech-plan", "wiki"),
        Fact("globex-contact", "wiki"),
        Fact("initech-contact", "wiki", now=[r"priya"], was=[r"bill"]),
        Fact("refund-limit", "wiki", now=[r"500"], was=[r"200"]),
        Fact("escalation", "procedure", detail=[r"status page"]),
        Fact("support-hours", "wiki"),
        Fact("macro-tone", "personal"),
        Fact("reset-2fa", "procedure"),
        Fact("sla-p1", "wiki"),
        Fact("sla-p2", "wiki"),
        Fact("no-phone", "personal"),
    ],
    [
        Note(
            "2026-02-09",
            "support-shift",
            "Support shift handover",
            [
                (
                    "Globex",
                    [
                        ("globex-plan", "", "They are on the Business plan, billed yearly."),
                        ("globex-contact", "", "Their technical contact is Dana Whitfield."),
                        (None, "oneoff", "Ticket 88213 about a failed export was closed today."),
                    ],
                ),
                (
                    "Initech",
                    [
                        ("initech-plan", "", "They are on the Starter plan, billed monthly."),
                        ("initech-contact", "", "Their technical contact is Bill Lumbergh."),
                    ],
                ),
                (
                    "Policies",
                    [
                        ("refund-limit", "", "Agents can refund up to 200 dollars without a manager's approval."),
                        ("support-hours", "", "Support is staffed from 08:00 to 20:00 CET on weekdays."),
                        ("sla-p1", "", "A P1 ticket must get a first answer within 30 minutes."),
                        ("sla-p2", "", "A P2 ticket must get a first answer within 4 hours."),
                    ],
                ),
                ("Context", [(None, "chat", "Hi team, quick handover before I log off.")]),
            ],
        ),
        Note(
            "2026-02-10",
            "support-shift",
            "Support shift handover",
            [
                (
                    "Procedures",
                    [
                        (
                            "escalation",
                            "",
                            "To escalate an outage, open an incident in PagerDuty and post the "
                            "ticket link in the incidents channel.",
                        ),
                        (
                            "reset-2fa",
                            "",
                            "To reset a customer's 2FA, verify their identity with the billing "
                            "email, then clear the second factor in the admin console.",
                        ),
                    ],
                ),
                (
                    "Team",
                    [
                        (
                            "macro-tone",
                            "",
                            "Our replies use first names and a friendly, short tone; no canned apologies.",
                        ),
                        ("no-phone", "", "The team never gives out personal phone numbers to customers."),
                    ],
                ),
                ("Globex", [("globex-contact", "", "Dana Whitfield handles technical questions on their side.")]),
                ("Other", [(None, "chat", "Thanks everyone, great week!")]),
            ],
        ),
        Note(
            "2026-02-12",
            "support-shift",
            "Support shift handover",
            [
                (
                    "Globex",
                    [
                        ("globex-plan", "correct", "They upgraded to the Enterprise plan this month."),
                        (None, "oneoff", "Their invoice INV-20931 was paid on Monday."),
                    ],
                ),
                (
                    "Initech",
                    [("initech-contact", "correct", "Priya Raman replaced Bill Lumbergh as their technical contact.")],
                ),
                (
                    "Policies",
                    [
                        ("refund-limit", "correct", "The refund limit without approval is 500 dollars now."),
                        ("sla-p1", "", "P1 tickets get a first response in half an hour at most."),
                        ("support-hours", "", "We answer tickets on weekdays between 8 and 20 CET."),
                    ],
                ),
                (
                    "Procedures",
                    [
                        (
                            "escalation",
                            "refine",
                            "To escalate an outage, open an incident in PagerDuty, post the "
                            "ticket link in the incidents channel and update the status "
                            "page.",
                        )
                    ],
                ),
            ],
        ),
        Note(
            "2026-02-13",
            "support-shift",
            "Support shift handover",
            [
                ("Initech", [("initech-plan", "", "Initech stays on the Starter plan, monthly billing.")]),
                ("Policies", [("sla-p2", "", "P2: first reply within four hours.")]),
                (
                    "Team",
                    [
                        ("no-phone", "", "Never share a private phone number with a customer."),
                        ("macro-tone", "", "Keep replies short and friendly, addressing people by first name."),
                    ],
                ),
            ],
        ),
    ],
)

# 2. Restaurant kitchen meeting minutes, third person; suppliers per product; an allergen rule.
KITCHEN = Family(
    "kitchen",
    "restaurant kitchen",
    "minutes",
    [
        Fact("fish-supplier", "wiki", now=[r"atlantic"], was=[r"nordsee"]),
        Fact("veg-supplier", "wiki"),
        Fact("allergen-rule", "personal"),
        Fact("closing", "procedure", detail=[r"alarm"]),
        Fact("walkin-temp", "wiki"),
        Fact("chef-day-off", "personal"),
        Fact("bread-delivery", "wiki", now=[r"06:00"], was=[r"07:30"]),
        Fact("menu-change", "wiki"),
        Fact("oil-change", "procedure"),
        Fact("tips-split", "wiki"),
        Fact("max-covers", "wiki", now=[r"90"], was=[r"80"]),
        Fact("knife-rule", "personal"),
        Fact("wine-list", "wiki"),
    ],
    [
        Note(
            "2026-10-05",
            "kitchen-meeting",
            "Kitchen meeting 5 October",
            [
                ("Present", [(None, "oneoff", "Chef Aline, Bruno, Kemal and Sara attended.")]),
                (
                    "Suppliers",
                    [
                        ("fish-supplier", "", "Fish comes from Nordsee Fisch, delivered Tuesdays and Fridays."),
                        ("veg-supplier", "", "Vegetables come from the Hofmann farm, delivered daily."),
                        ("bread-delivery", "", "The bakery drops the bread at 07:30."),
                    ],
                ),
                (
                    "Safety",
                    [
                        ("allergen-rule", "", "Every dish with nuts gets a red ticket and its own cutting board."),
                        ("walkin-temp", "", "The walk-in cooler is kept between 1 and 4 degrees."),
                        ("knife-rule", "", "Staff never leave knives in the sink."),
                    ],
                ),
                (
                    "Service",
                    [
                        ("max-covers", "", "The kitchen can handle at most 80 covers a night."),
                        ("tips-split", "", "Tips are split equally between kitchen and floor."),
                    ],
                ),
                ("Other", [(None, "chat", "Bruno told a very long story about his holiday in Crete.")]),
            ],
        ),
        Note(
            "2026-10-12",
            "kitchen-meeting",
            "Kitchen meeting 12 October",
            [
                (
                    "Procedures",
                    [
                        (
                            "closing",
                            "",
                            "Closing: turn off the gas at the main valve, clean the flat top, then lock the back door.",
                        ),
                        (
                            "oil-change",
                            "",
                            "Change the fryer oil every three days and write the date on the fryer sheet.",
                        ),
                    ],
                ),
                (
                    "Team",
                    [
                        ("chef-day-off", "", "Chef Aline is off on Mondays."),
                        ("allergen-rule", "", "Nut dishes get a red ticket and a separate board, always."),
                    ],
                ),
                (
                    "Menu",
                    [
                        ("menu-change", "", "The menu changes with the season, four times a year."),
                        ("wine-list", "", "The wine list is curated by Kemal and updated monthly."),
                    ],
                ),
                (
                    "Incidents",
                    [(None, "oneoff", "The dishwasher leaked on Saturday night; the repair cost 240 euros.")],
                ),
            ],
        ),
        Note(
            "2026-10-19",
            "kitchen-meeting",
            "Kitchen meeting 19 October",
            [
                (
                    "Suppliers",
                    [
                        (
                            "fish-supplier",
                            "correct",
                            "We buy our fish from Atlantic Seafood since the start of the month.",
                        ),
                        ("bread-delivery", "correct", "Bread now arrives at 06:00."),
                        ("veg-supplier", "", "The Hofmann farm still supplies our vegetables every day."),
                    ],
                ),
                (
                    "Service",
                    [
                        ("max-covers", "correct", "With the new line cook we can do 90 covers a night."),
                        ("tips-split", "", "Kitchen and floor share tips fifty-fifty."),
                    ],
                ),
                (
                    "Procedures",
                    [
                        (
                            "closing",
                            "refine",
                            "Closing: turn off the gas at the main valve, clean the flat top, "
                            "lock the back door and set the alarm.",
                        )
                    ],
                ),
                (
                    "Safety",
                    [
                        ("walkin-temp", "", "Walk-in: 1 to 4 °C."),
                        ("knife-rule", "", "No knives left lying in the sink, ever."),
                    ],
                ),
                ("Other", [(None, "chat", "Sara asked to repeat the point about the rota.")]),
            ],
        ),
    ],
)

# 3. Family organiser chat notes, first person, one child per note title; small talk; a correction by value.
FAMILY = Family(
    "family",
    "family organiser",
    "session",
    [
        Fact("emma-swim", "wiki", now=[r"thursday"], was=[r"wednesday"]),
        Fact("noah-swim", "wiki"),
        Fact("emma-allergy", "personal"),
        Fact("noah-teacher", "wiki"),
        Fact("emma-teacher", "wiki"),
        Fact("pickup-rule", "personal"),
        Fact("babysitter", "wiki", now=[r"jasmin"], was=[r"clara"]),
        Fact("screen-time", "personal", detail=[r"weekend"]),
        Fact("packed-lunch", "procedure"),
        Fact("pediatrician", "wiki"),
        Fact("car-seat", "wiki"),
        Fact("bedtime", "personal"),
    ],
    [
        Note(
            "2026-01-12",
            "emma",
            "Emma",
            [
                (
                    "Facts",
                    [
                        ("emma-swim", "", "Her swimming lesson is on Wednesday at 16:30."),
                        ("emma-teacher", "", "Her teacher this year is Mr. Okafor."),
                        ("emma-allergy", "", "She is allergic to strawberries."),
                        (None, "oneoff", "She scored 18 out of 20 on today's spelling test."),
                    ],
                ),
                (
                    "Family rules",
                    [
                        ("screen-time", "", "The kids get one hour of screen time on school days."),
                        ("bedtime", "", "Bedtime for both kids is 20:00 on school nights."),
                    ],
                ),
                ("Context", [(None, "chat", "Good morning! Hope you slept well.")]),
            ],
        ),
        Note(
            "2026-01-13",
            "noah",
            "Noah",
            [
                (
                    "Facts",
                    [
                        ("noah-swim", "", "His swimming lesson is on Wednesday at 17:15."),
                        ("noah-teacher", "", "His teacher this year is Ms. Varga."),
                        ("car-seat", "", "His car seat is the Cybex one in the blue car."),
                    ],
                ),
                (
                    "Family rules",
                    [
                        (
                            "pickup-rule",
                            "",
                            "Only my partner or I pick the kids up from school, nobody else without a note.",
                        ),
                        ("screen-time", "", "On school days the children may use screens for an hour."),
                    ],
                ),
                (
                    "How to",
                    [
                        (
                            "packed-lunch",
                            "",
                            "To pack a school lunch, put a sandwich, a piece of fruit and water in "
                            "the green box the evening before.",
                        )
                    ],
                ),
                ("Other", [(None, "chat", "Thanks, you're a lifesaver.")]),
            ],
        ),
        Note(
            "2026-01-15",
            "household",
            "Household",
            [
                (
                    "Facts",
                    [
                        ("babysitter", "", "Our regular babysitter is Clara, she charges 12 euros an hour."),
                        ("pediatrician", "", "The pediatrician is Dr. Haas at the Lindenstrasse practice."),
                        (None, "oneoff", "The car failed to start this morning because of the cold."),
                    ],
                ),
                (
                    "Family rules",
                    [
                        (
                            "screen-time",
                            "refine",
                            "The kids get one hour of screen time on school days and two hours on weekend days.",
                        ),
                        ("bedtime", "", "On school nights both children go to bed at eight."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-19",
            "emma",
            "Emma",
            [
                (
                    "Facts",
                    [
                        ("emma-swim", "correct", "Her swimming lesson moved to Thursday at 16:30."),
                        ("emma-allergy", "", "No strawberries for her, she reacts badly to them."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-01-20",
            "household",
            "Household",
            [
                (
                    "Facts",
                    [
                        ("babysitter", "correct", "Jasmin is our babysitter now; Clara moved away."),
                        ("pediatrician", "", "Dr. Haas on Lindenstrasse is the children's doctor."),
                    ],
                ),
                (
                    "Family rules",
                    [
                        (
                            "pickup-rule",
                            "",
                            "Nobody but the two of us collects the kids from school unless there is a note.",
                        )
                    ],
                ),
            ],
        ),
    ],
)

# 4. Kubernetes runbooks as resource notes; numbered steps; a prerequisite; host values corrected.
K8S = Family(
    "k8s",
    "infrastructure runbooks",
    "resource",
    [
        Fact("rotate-db-creds", "procedure"),
        Fact("drain-node", "procedure", detail=[r"uncordon"]),
        Fact("cluster-version", "wiki", now=[r"1\.30"], was=[r"1\.28"]),
        Fact("registry", "wiki"),
        Fact("ingress-class", "wiki"),
        Fact("prod-context", "wiki"),
        Fact("staging-context", "wiki"),
        Fact("backup-bucket", "wiki", now=[r"velero-backups-eu"], was=[r"velero-backups\b(?!-eu)"]),
        Fact("no-kubectl-edit", "personal"),
        Fact("node-pool-size", "wiki"),
        Fact("oncall-owner", "wiki"),
        Fact("restore-backup", "procedure"),
        Fact("log-query", "procedure"),
    ],
    [
        Note(
            "2026-11-02",
            "cluster-runbook",
            "Cluster runbook",
            [
                (
                    "Cluster",
                    [
                        ("cluster-version", "", "The production cluster runs Kubernetes 1.28."),
                        ("registry", "", "Images are pulled from registry.internal.example.com."),
                        ("ingress-class", "", "All public services use the nginx ingress class."),
                        ("prod-context", "", "The kubectl context for production is prod-eu-1."),
                        ("staging-context", "", "The kubectl context for staging is stg-eu-1."),
                    ],
                ),
                (
                    "Draining a node",
                    [
                        (
                            "drain-node",
                            "",
                            "1. Cordon the node\n2. Drain it with --ignore-daemonsets\n"
                            "3. Wait for the pods to reschedule",
                        )
                    ],
                ),
                (
                    "Rules",
                    [
                        (
                            "no-kubectl-edit",
                            "",
                            "We never change production objects with kubectl edit; every change goes through Git.",
                        )
                    ],
                ),
                ("Log", [(None, "oneoff", "Node ip-10-2-3-4 was drained at 14:05 for a kernel patch.")]),
            ],
        ),
        Note(
            "2026-11-03",
            "backup-runbook",
            "Backup runbook",
            [
                (
                    "Backups",
                    [
                        ("backup-bucket", "", "Velero writes cluster backups to the velero-backups bucket."),
                        (
                            "restore-backup",
                            "",
                            "To restore a namespace, run velero restore create with the backup "
                            "name and the namespace flag.",
                        ),
                    ],
                ),
                (
                    "Database",
                    [
                        (
                            "rotate-db-creds",
                            "",
                            "To rotate the database credentials, first drain the worker node "
                            "that runs the migrator, then update the secret in Vault and restart "
                            "the API pods.",
                        )
                    ],
                ),
                ("Sizing", [("node-pool-size", "", "The general node pool has 6 nodes of 8 vCPU each.")]),
                ("Owners", [("oncall-owner", "", "The platform team is on call for the cluster.")]),
            ],
        ),
        Note(
            "2026-11-05",
            "cluster-runbook",
            "Cluster runbook",
            [
                (
                    "Cluster",
                    [
                        ("cluster-version", "correct", "The production cluster was upgraded to Kubernetes 1.30."),
                        ("registry", "", "registry.internal.example.com is the image registry."),
                        ("prod-context", "", "Use the prod-eu-1 context for production."),
                    ],
                ),
                (
                    "Draining a node",
                    [
                        (
                            "drain-node",
                            "refine",
                            "1. Cordon the node\n2. Drain it with --ignore-daemonsets\n"
                            "3. Wait for the pods to reschedule\n4. Uncordon it after "
                            "maintenance",
                        )
                    ],
                ),
                (
                    "Logs",
                    [
                        (
                            "log-query",
                            "",
                            "To find a pod's logs from last week, query Loki with the namespace and pod "
                            "labels in Grafana Explore.",
                        )
                    ],
                ),
                (
                    "Log",
                    [
                        (None, "oneoff", "Upgrade took 47 minutes; 2 pods crash-looped briefly."),
                        (None, "chat", "Nice work everyone on the upgrade!"),
                    ],
                ),
            ],
        ),
        Note(
            "2026-11-06",
            "backup-runbook",
            "Backup runbook",
            [
                ("Backups", [("backup-bucket", "correct", "Backups now go to the velero-backups-eu bucket.")]),
                (
                    "Rules",
                    [("no-kubectl-edit", "", "Production changes go through Git only, never through kubectl edit.")],
                ),
                (
                    "Cluster",
                    [
                        ("ingress-class", "", "Public services are exposed through the nginx ingress class."),
                        ("staging-context", "", "stg-eu-1 is the staging kubectl context."),
                    ],
                ),
            ],
        ),
    ],
)

# 5. Sales CRM terse log, account owners change by name, renewal dates per account.
SALES = Family(
    "sales",
    "sales CRM",
    "log",
    [
        Fact("hooli-owner", "wiki", now=[r"marta"], was=[r"jens"]),
        Fact("pied-owner", "wiki"),
        Fact("hooli-renewal", "wiki"),
        Fact("pied-renewal", "wiki", now=[r"september"], was=[r"june"]),
        Fact("discount-cap", "wiki"),
        Fact("quote-process", "procedure", detail=[r"legal"]),
        Fact("crm-tool", "wiki", now=[r"hubspot"], was=[r"salesforce"]),
        Fact("call-notes", "personal"),
        Fact("demo-env", "wiki"),
        Fact("territory-dach", "wiki"),
        Fact("territory-nordics", "wiki"),
        Fact("no-cold-calls", "personal"),
        Fact("lead-routing", "procedure"),
    ],
    [
        Note(
            "2026-08-03",
            "crm-log",
            "CRM log",
            [
                (
                    "",
                    [
                        ("hooli-owner", "", "Hooli account: owned by Jens"),
                        ("pied-owner", "", "Pied Piper account: owned by Farah"),
                        ("hooli-renewal", "", "Hooli renews on 2027-03-31"),
                        ("pied-renewal", "", "Pied Piper renewal due in June"),
                        ("discount-cap", "", "max discount without VP sign-off: 15%"),
                        ("crm-tool", "", "pipeline tracked in Salesforce"),
                        ("territory-dach", "", "DACH territory covered by Jens"),
                        (None, "oneoff", "call with Hooli today, 45 min, went well"),
                        (None, "chat", "coffee?"),
                    ],
                )
            ],
        ),
        Note(
            "2026-08-04",
            "crm-log",
            "CRM log",
            [
                (
                    "",
                    [
                        ("quote-process", "", "quotes: build in CPQ, get manager approval, send as PDF"),
                        ("call-notes", "", "my rule: log call notes within 24h of the call"),
                        ("demo-env", "", "demo tenant is demo.acme-sales.io, reset nightly"),
                        ("territory-nordics", "", "Nordics territory covered by Farah"),
                        ("discount-cap", "", "anything above 15% off needs the VP"),
                        ("no-cold-calls", "", "we don't cold-call existing customers' staff"),
                        (None, "oneoff", "Q3 forecast call moved to 15:00 today"),
                    ],
                )
            ],
        ),
        Note(
            "2026-08-06",
            "crm-log",
            "CRM log",
            [
                (
                    "",
                    [
                        ("hooli-owner", "correct", "Marta takes over the Hooli account from Jens"),
                        ("pied-renewal", "correct", "Pied Piper renewal pushed to September"),
                        (
                            "quote-process",
                            "refine",
                            "quotes: build in CPQ, get manager approval, have legal check non-standard "
                            "terms, send as PDF",
                        ),
                        (
                            "lead-routing",
                            "",
                            "inbound leads: assign by territory in the router, then notify the owner in Slack",
                        ),
                        ("demo-env", "", "the demo tenant demo.acme-sales.io is wiped every night"),
                        (None, "oneoff", "closed-won: Initrode, 38k ARR"),
                    ],
                )
            ],
        ),
        Note(
            "2026-08-07",
            "crm-log",
            "CRM log",
            [
                (
                    "",
                    [
                        ("crm-tool", "correct", "we moved the pipeline from Salesforce to HubSpot"),
                        ("call-notes", "", "call notes go in within a day, my rule"),
                        ("hooli-renewal", "", "Hooli contract ends 2027-03-31, renewal then"),
                        ("no-cold-calls", "", "no cold calls to people at existing customers"),
                        (None, "chat", "thanks all, good week"),
                    ],
                )
            ],
        ),
    ],
)

# 6. University course administration, hand-written prose, third person; rooms per course; deadlines.
COURSES = Family(
    "courses",
    "university teaching",
    "prose",
    [
        Fact("db-room", "wiki", now=[r"h ?204"], was=[r"h ?101"]),
        Fact("ml-room", "wiki"),
        Fact("db-deadline", "wiki", now=[r"december 12"], was=[r"december 5"]),
        Fact("ml-deadline", "wiki"),
        Fact("grading", "procedure", detail=[r"moodle"]),
        Fact("office-hours", "wiki"),
        Fact("late-policy", "personal"),
        Fact("ta-name", "wiki", now=[r"yusuf"], was=[r"elif"]),
        Fact("exam-format", "wiki"),
        Fact("prof-email", "personal"),
        Fact("plagiarism", "procedure"),
        Fact("lecture-recording", "wiki"),
    ],
    [
        Note(
            "2026-10-12",
            "teaching-notes",
            "Teaching notes",
            [
                (
                    "Databases course",
                    [
                        ("db-room", "", "The lectures take place in room H101 on Mondays at 10:00."),
                        ("db-deadline", "", "The project is due on December 5."),
                        ("ta-name", "", "Elif is the teaching assistant for the labs."),
                    ],
                ),
                (
                    "Machine learning course",
                    [
                        ("ml-room", "", "The lectures take place in room B12 on Tuesdays at 14:00."),
                        ("ml-deadline", "", "The project is due on January 9."),
                    ],
                ),
                (
                    "General",
                    [
                        ("office-hours", "", "Professor Lind holds office hours on Wednesdays from 13:00 to 14:00."),
                        ("late-policy", "", "Professor Lind does not accept late submissions without a medical note."),
                        (
                            "prof-email",
                            "",
                            "She prefers students to write from their university address and to "
                            "put the course code in the subject.",
                        ),
                        (None, "chat", "It was a long, rainy day on campus."),
                    ],
                ),
            ],
        ),
        Note(
            "2026-10-19",
            "teaching-notes",
            "Teaching notes",
            [
                (
                    "General",
                    [
                        (
                            "grading",
                            "",
                            "To grade a project, score it against the rubric and send the feedback "
                            "to the student by email.",
                        ),
                        ("exam-format", "", "The final exams are written, closed book, two hours."),
                        ("lecture-recording", "", "All lectures are recorded and posted within two days."),
                        (
                            "plagiarism",
                            "",
                            "When plagiarism is suspected, the case goes to the exam board with the "
                            "similarity report attached.",
                        ),
                        (None, "oneoff", "The projector in B12 failed during today's lecture."),
                    ],
                ),
                ("Machine learning course", [("ml-deadline", "", "Projects are to be handed in by 9 January.")]),
            ],
        ),
        Note(
            "2026-10-26",
            "teaching-notes",
            "Teaching notes",
            [
                (
                    "Databases course",
                    [
                        ("db-room", "correct", "The lectures moved to room H204 because of the renovation."),
                        ("db-deadline", "correct", "The project deadline is December 12."),
                        ("ta-name", "correct", "Yusuf runs the labs as teaching assistant from this week."),
                    ],
                ),
                (
                    "General",
                    [
                        (
                            "grading",
                            "refine",
                            "To grade a project, score it against the rubric, send the feedback "
                            "to the student by email and enter the mark in Moodle.",
                        ),
                        ("late-policy", "", "Without a medical note, late work is not accepted by Professor Lind."),
                        ("office-hours", "", "Office hours with Professor Lind are on Wednesday, 1 to 2 pm."),
                        (None, "chat", "Thanks to everyone who came to the faculty party."),
                    ],
                ),
            ],
        ),
    ],
)

FAMILIES = [SUPPORT, KITCHEN, FAMILY, K8S, SALES, COURSES]

"""Three dream scenarios written to probe the offline integrator's generic weaknesses (not to tune on).

CHATOPS: terse bullets from an ops chat: the same sentence about two customers (the entity is the object, not
the subject), two environments on the same version, "actually ..." / "no longer ..." corrections, a runbook
refined with a step.
ASSISTANT: a personal assistant's prose notes: an allergy and seat preference restated, two siblings in one
city, "moved from X to Y", two door codes, a procedure refined with a new value.
PRODUCT: a product team's wiki notes: definitions with similar frames, decisions, a convention, API limits per
version, regions per market, a principle refined.
WAREHOUSE (written after the first round of fixes, then measured): shift-log bullets: two warehouses with the
same cut-off in one note, carriers per country ("Germany" / "German"), "no longer use SAP", a pallet limit
corrected with "actually ..., not ...", an avoid-rule restated with other words.
CLINIC (written after the second round, measured before any change for it: 9/10, the booking tool's switch
"from VetBook to PetDesk" became its own node): a vet clinic's notes: morning and evening shifts, "now",
"instead of", a definition and a procedure restated.
"""

from tests.dream_scenario import Fact, Scenario

CHATOPS_FACTS = [
    Fact("export-globex", "wiki", r"globex", final=[r"02:00"], superseded=[r"01:00"]),
    Fact("export-initech", "wiki", r"initech"),
    Fact("staging-db", "wiki", r"staging"),
    Fact("prod-db", "wiki", r"production database|prod database|prod db", final=[r"16"], superseded=[r"15"]),
    Fact("redis-maxmem", "wiki", r"maxmemory|redis", final=[r"8 ?gb"], superseded=[r"4 ?gb"]),
    Fact("deploy-api", "procedure", r"deploy the api|api deploy|make release", final=[r"canary"]),
    Fact("priya-pager", "personal", r"priya"),
    Fact("log-retention", "wiki", r"loki|app logs", final=[r"14 days"], superseded=[r"7 days"]),
    Fact("p0-def", "wiki", r"\bp0\b"),
    Fact("vpn", "procedure", r"vpn|wireguard"),
]

CHATOPS_NOTES = {
    "2026-09-01": {
        "ops-chat": {
            "Facts": [
                ("export-globex", "", "The nightly export job pushes to sftp://globex.example.net/in at 01:00 UTC."),
                (
                    "export-initech",
                    "",
                    "The nightly export job pushes to sftp://initech.example.net/drop at 01:00 UTC.",
                ),
                ("staging-db", "", "The staging database runs PostgreSQL 15."),
                ("prod-db", "", "The production database runs PostgreSQL 15."),
                ("redis-maxmem", "", "Redis cache maxmemory is 4gb."),
            ],
            "Procedure": [
                ("deploy-api", "", "To deploy the API: merge to main, wait for the green build, then run make release.")
            ],
            "Preferences": [
                ("priya-pager", "", "Don't page Priya between 22:00 and 07:00, she is not on call at night.")
            ],
            "Open items": [(None, "", "check disk on db-3 later")],
        }
    },
    "2026-09-02": {
        "ops-chat": {
            "Facts": [
                ("log-retention", "", "Loki keeps app logs for 7 days."),
                ("p0-def", "", "A P0 incident means customer-facing downtime or data loss."),
                ("export-globex", "", "Globex gets its nightly export on sftp://globex.example.net/in at 01:00 UTC."),
                ("staging-db", "", "Staging DB is on PostgreSQL 15."),
                (None, "", "the build was flaky this morning, rerun fixed it"),
            ],
            "Procedure": [
                (
                    "vpn",
                    "",
                    "To get on the VPN, install WireGuard, import the profile from the wiki and connect to vpn.example.net.",
                )
            ],
        }
    },
    "2026-09-03": {
        "ops-chat": {
            "Facts": [
                ("redis-maxmem", "correct", "Actually the Redis cache maxmemory is 8gb, not 4gb."),
                (
                    "export-initech",
                    "",
                    "Initech's nightly export lands on sftp://initech.example.net/drop at 01:00 UTC.",
                ),
                ("prod-db", "correct", "The production database was upgraded from PostgreSQL 15 to PostgreSQL 16."),
                ("p0-def", "", "P0 = customer-facing downtime or data loss."),
            ],
            "Procedure": [
                (
                    "deploy-api",
                    "refine",
                    "To deploy the API: merge to main, wait for the green build, run make release, then watch the canary dashboard for 10 minutes.",
                )
            ],
            "Preferences": [("priya-pager", "", "Priya must not be paged at night (22:00 to 07:00).")],
        }
    },
    "2026-09-04": {
        "ops-chat": {
            "Facts": [
                ("log-retention", "correct", "Loki no longer keeps app logs for 7 days; retention is 14 days now."),
                ("export-globex", "correct", "The nightly export job for Globex moved from 01:00 to 02:00 UTC."),
                ("redis-maxmem", "", "Redis maxmemory is set to 8gb."),
                (None, "", "lunch?"),
            ],
            "Procedure": [
                ("vpn", "", "VPN access: install WireGuard, import the wiki profile, connect to vpn.example.net.")
            ],
        }
    },
}

CHATOPS = Scenario(list(CHATOPS_NOTES), CHATOPS_FACTS, CHATOPS_NOTES)

ASSISTANT_FACTS = [
    Fact("allergy", "personal", r"penicillin"),
    Fact("seat", "personal", r"aisle"),
    Fact("sister", "personal", r"sister|lea\b"),
    Fact("brother", "personal", r"brother|tom\b", final=[r"berlin"], superseded=[r"lyon"]),
    Fact("garage-code", "wiki", r"garage"),
    Fact("bike-code", "wiki", r"bike room"),
    Fact("passport", "procedure", r"passport", final=[r"86"]),
    Fact(
        "car-insurance", "wiki", r"insurance", final=[r"october 1|1 october"], superseded=[r"september 1|1 september"]
    ),
    Fact("gym-fee", "wiki", r"gym|membership", final=[r"39"], superseded=[r"35"]),
    Fact("recycling", "wiki", r"recycl"),
]

_ASSISTANT = {
    "2026-04-06": {
        "assistant": [
            ("allergy", "", "I'm allergic to penicillin."),
            ("seat", "", "I prefer aisle seats on flights."),
            ("sister", "", "My sister Lea lives in Lyon."),
            ("brother", "", "My brother Tom lives in Lyon."),
            ("garage-code", "", "The parking garage door code is 4471."),
            ("gym-fee", "", "My gym membership costs 35 euros a month."),
            (None, "", "Remind me to call the plumber tomorrow."),
        ]
    },
    "2026-04-07": {
        "assistant": [
            ("bike-code", "", "The bike room door code is 2290."),
            (
                "passport",
                "",
                "To renew my passport, book an appointment at the town hall and bring two photos and the old passport.",
            ),
            ("car-insurance", "", "The car insurance renews on September 1."),
            ("recycling", "", "Recycling is collected on Tuesday mornings in our street."),
            ("allergy", "", "Penicillin gives me a bad reaction, never accept it for me."),
            (None, "", "It was sunny today and I walked to the market."),
        ]
    },
    "2026-04-08": {
        "assistant": [
            ("brother", "correct", "Tom moved from Lyon to Berlin."),
            ("seat", "", "When booking my flights, pick an aisle seat."),
            ("car-insurance", "correct", "Actually the car insurance renews on October 1, not September 1."),
            ("garage-code", "", "Garage door code: 4471."),
            (
                "passport",
                "refine",
                "To renew my passport, book an appointment at the town hall, bring two photos and the old passport, and pay the 86 euro fee online first.",
            ),
        ]
    },
    "2026-04-09": {
        "assistant": [
            (
                "gym-fee",
                "correct",
                "The gym no longer costs 35 euros; the membership is 39 euros a month since January.",
            ),
            ("sister", "", "Lea, my sister, still lives in Lyon."),
            ("recycling", "", "The recycling truck comes every Tuesday morning."),
            ("bike-code", "", "Code for the bike room: 2290."),
        ]
    },
}

ASSISTANT = Scenario(
    list(_ASSISTANT),
    ASSISTANT_FACTS,
    {day: {name: {"Notes": lines} for name, lines in notes.items()} for day, notes in _ASSISTANT.items()},
    prose=True,
)

PRODUCT_FACTS = [
    Fact("active-user", "wiki", r"active user", final=[r"30 days"], superseded=[r"28 days"]),
    Fact("churned", "wiki", r"churn"),
    Fact("queue", "wiki", r"rabbitmq|job queue"),
    Fact("eu-data", "wiki", r"\beu\b|frankfurt"),
    Fact("us-data", "wiki", r"\bus customer|virginia"),
    Fact("design-doc", "wiki", r"design doc", final=[r"platform team"]),
    Fact("flag-names", "personal", r"feature flag"),
    Fact("api-v2", "wiki", r"v2"),
    Fact("api-v1", "wiki", r"v1"),
    Fact("design-review", "wiki", r"design review", final=[r"thursday"], superseded=[r"monday"]),
    Fact("release", "procedure", r"release checklist|cut a release|e2e suite"),
]

PRODUCT_NOTES = {
    "2026-02-02": {
        "product-sync": {
            "Definitions": [
                ("active-user", "", "An active user is anyone who signed in during the last 28 days."),
                ("churned", "", "A churned account is one with no paid invoice for 60 days."),
            ],
            "Decisions": [
                ("queue", "", "We chose RabbitMQ over Kafka for the job queue."),
                ("eu-data", "", "EU customer data is stored in the Frankfurt region."),
                ("us-data", "", "US customer data is stored in the Virginia region."),
            ],
            "Facts": [
                ("api-v2", "", "The public API v2 allows 100 requests per second per key."),
                ("api-v1", "", "The public API v1 allows 20 requests per second per key."),
            ],
            "Open items": [(None, "", "Draft the Q3 roadmap slides.")],
        }
    },
    "2026-02-03": {
        "eng-wiki": {
            "Decisions": [
                ("design-doc", "", "Every public API change needs a design doc reviewed by two engineers."),
                ("design-review", "", "The design review is held every Monday at 14:00."),
            ],
            "Conventions": [
                ("flag-names", "", "Our convention: feature flag names follow team.feature.variant in lower case.")
            ],
            "Procedure": [
                (
                    "release",
                    "",
                    "To cut a release: freeze the branch, run the e2e suite, tag the version, then announce it in the releases channel.",
                )
            ],
            "Definitions": [("active-user", "", "Active users are people who signed in within the last 28 days.")],
        }
    },
    "2026-02-04": {
        "product-sync": {
            "Decisions": [
                ("queue", "", "The job queue runs on RabbitMQ; Kafka was rejected."),
                ("design-review", "correct", "The design review moved from Monday to Thursday at 14:00."),
                ("eu-data", "", "Data of EU customers stays in Frankfurt."),
            ],
            "Definitions": [("churned", "", "An account counts as churned after 60 days without a paid invoice.")],
            "Facts": [("api-v1", "", "API v1 is limited to 20 requests per second per key.")],
            "Context": [(None, "", "Can you find the churn dashboard?")],
        }
    },
    "2026-02-05": {
        "eng-wiki": {
            "Definitions": [
                ("active-user", "correct", "An active user now means anyone who signed in within the last 30 days.")
            ],
            "Decisions": [
                (
                    "design-doc",
                    "refine",
                    "Every public API change needs a design doc reviewed by two engineers, one of them from the platform team.",
                ),
                ("us-data", "", "Data of US customers stays in Virginia."),
            ],
            "Facts": [("api-v2", "", "API v2 is limited to 100 requests per second per key.")],
            "Conventions": [("flag-names", "", "Feature flag names are lower case: team.feature.variant.")],
            "Procedure": [
                (
                    "release",
                    "",
                    "Release checklist: freeze the branch, run the e2e suite, tag the version, announce in the releases channel.",
                )
            ],
        }
    },
}

PRODUCT = Scenario(list(PRODUCT_NOTES), PRODUCT_FACTS, PRODUCT_NOTES)

WAREHOUSE_FACTS = [
    Fact("north-cutoff", "wiki", r"north", final=[r"15:00"], superseded=[r"16:00"]),
    Fact("south-cutoff", "wiki", r"south"),
    Fact("carrier-dhl", "wiki", r"dhl"),
    Fact("carrier-ups", "wiki", r"\bups\b"),
    Fact("forklift", "procedure", r"forklift", final=[r"checklist"]),
    Fact("returns", "procedure", r"return"),
    Fact("sam-shift", "personal", r"\bsam\b"),
    Fact("pallet-def", "wiki", r"pallet", final=[r"1200"], superseded=[r"1000"]),
    Fact("hazmat", "personal", r"hazmat|hazardous"),
    Fact("wms", "wiki", r"wms|warehouse management", final=[r"manhattan"], superseded=[r"sap"]),
]
WAREHOUSE_NOTES = {
    "2026-07-06": {
        "shift-log": {
            "Facts": [
                ("north-cutoff", "", "Orders for the north warehouse must be picked by 16:00 for same-day shipping."),
                ("south-cutoff", "", "Orders for the south warehouse must be picked by 16:00 for same-day shipping."),
                ("carrier-dhl", "", "Parcels to Germany go out with DHL Express."),
                ("carrier-ups", "", "Parcels to the UK go out with UPS Standard."),
                ("pallet-def", "", "A standard pallet holds at most 1000 kg."),
                ("wms", "", "Stock levels are tracked in the SAP warehouse management system."),
            ],
            "Procedure": [("forklift", "", "Before using a forklift, check the brakes, the horn and the fork chains.")],
            "Open items": [(None, "", "order more shrink wrap")],
        }
    },
    "2026-07-07": {
        "shift-log": {
            "Facts": [
                ("north-cutoff", "", "North warehouse picking cutoff for same-day shipping is 16:00."),
                ("carrier-dhl", "", "DHL Express handles our German parcels."),
            ],
            "Preferences": [
                ("sam-shift", "", "Sam prefers early shifts and never works Sundays."),
                ("hazmat", "", "Never store hazmat boxes next to the loading dock."),
            ],
            "Procedure": [
                (
                    "returns",
                    "",
                    "To process a return, scan the RMA label, inspect the item and put it on the returns shelf.",
                )
            ],
        }
    },
    "2026-07-08": {
        "shift-log": {
            "Facts": [
                ("north-cutoff", "correct", "The north warehouse cutoff moved from 16:00 to 15:00."),
                ("carrier-ups", "", "UK parcels ship with UPS Standard."),
                ("pallet-def", "correct", "Actually a standard pallet holds up to 1200 kg, not 1000 kg."),
                ("south-cutoff", "", "South warehouse orders still need to be picked by 16:00 for same-day delivery."),
            ],
            "Procedure": [
                (
                    "forklift",
                    "refine",
                    "Before using a forklift, check the brakes, the horn and the fork chains, and sign the daily checklist.",
                )
            ],
        }
    },
    "2026-07-09": {
        "shift-log": {
            "Facts": [
                (
                    "wms",
                    "correct",
                    "We no longer use SAP; stock levels are now tracked in the Manhattan warehouse management system.",
                )
            ],
            "Preferences": [
                ("sam-shift", "", "Sam likes the early shift and is never scheduled on Sundays."),
                ("hazmat", "", "Hazardous goods boxes must not be stored near the loading dock."),
            ],
            "Procedure": [
                ("returns", "", "Returns: scan the RMA label, inspect the item, then place it on the returns shelf.")
            ],
            "Context": [(None, "", "Can you check who is on shift tomorrow?")],
        }
    },
}
WAREHOUSE = Scenario(list(WAREHOUSE_NOTES), WAREHOUSE_FACTS, WAREHOUSE_NOTES)

CLINIC_FACTS = [
    Fact("morning-shift", "wiki", r"morning shift|early shift", final=[r"06:30"], superseded=[r"07:00"]),
    Fact("evening-shift", "wiki", r"evening shift|late shift"),
    Fact("vaccine-fridge", "procedure", r"fridge|refrigerator", final=[r"log"]),
    Fact("dr-kim", "personal", r"kim"),
    Fact("booking-tool", "wiki", r"vetbook|petdesk|booking", final=[r"petdesk"], superseded=[r"vetbook"]),
    Fact("emergency-def", "wiki", r"emergency|urgent case"),
    Fact("no-cats-ward2", "personal", r"ward 2|ward two|\bcats?\b"),
    Fact("invoice-terms", "wiki", r"invoice", final=[r"14 days"], superseded=[r"30 days"]),
    Fact("xray-room", "wiki", r"x-?ray (?:room|is)"),
    Fact("closing", "procedure", r"clos(e|ing)|lock up"),
]
CLINIC_NOTES = {
    "2026-08-03": {
        "clinic-day": {
            "Facts": [
                ("morning-shift", "", "The morning shift starts at 07:00 and ends at 15:00."),
                ("booking-tool", "", "Appointments are booked in VetBook."),
                ("invoice-terms", "", "Client invoices are due within 30 days."),
                ("xray-room", "", "The X-ray room is in the basement, next to the lab."),
            ],
            "Definitions": [
                ("emergency-def", "", "An emergency is any case that cannot wait for the next free appointment slot.")
            ],
            "Preferences": [("dr-kim", "", "Dr. Kim prefers to do surgeries before lunch.")],
            "Procedure": [
                (
                    "vaccine-fridge",
                    "",
                    "Check the vaccine fridge temperature every morning; it must stay between 2 and 8 degrees.",
                )
            ],
        }
    },
    "2026-08-04": {
        "clinic-day": {
            "Facts": [
                ("evening-shift", "", "The evening shift starts at 14:00 and ends at 22:00."),
                ("invoice-terms", "", "Invoices to clients are payable within 30 days."),
            ],
            "Preferences": [("no-cats-ward2", "", "Never put cats in ward 2, it is next to the dog kennels.")],
            "Procedure": [
                (
                    "closing",
                    "",
                    "To close the clinic: switch off the X-ray machine, lock the drug cabinet, then set the alarm.",
                )
            ],
        }
    },
    "2026-08-05": {
        "clinic-day": {
            "Facts": [
                ("booking-tool", "correct", "We switched the booking system from VetBook to PetDesk."),
                ("morning-shift", "correct", "The morning shift now starts at 06:30."),
                ("xray-room", "", "X-ray is downstairs in the basement beside the lab."),
            ],
            "Preferences": [("dr-kim", "", "Dr. Kim likes to operate in the morning, before lunch.")],
            "Procedure": [
                (
                    "vaccine-fridge",
                    "refine",
                    "Check the vaccine fridge temperature every morning; it must stay between 2 and 8 degrees, and write the reading in the fridge log.",
                )
            ],
            "Open items": [(None, "", "order more gauze")],
        }
    },
    "2026-08-06": {
        "clinic-day": {
            "Facts": [
                ("invoice-terms", "correct", "Client invoices are now due within 14 days instead of 30 days."),
                ("evening-shift", "", "Late shift: 14:00 to 22:00."),
            ],
            "Definitions": [("emergency-def", "", "Emergency means the case cannot wait for the next free slot.")],
            "Preferences": [
                ("no-cats-ward2", "", "Cats must not be placed in ward 2 because of the kennels next door.")
            ],
            "Procedure": [
                ("closing", "", "Closing up: turn off the X-ray machine, lock the drug cabinet and set the alarm.")
            ],
            "Context": [(None, "", "How many patients did we see this week?")],
        }
    },
}
CLINIC = Scenario(list(CLINIC_NOTES), CLINIC_FACTS, CLINIC_NOTES)

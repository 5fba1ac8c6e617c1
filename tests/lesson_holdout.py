"""HOLDOUT clusters for the offline lesson sentence: frozen before the summariser was changed; never tuned on."""

from tests.lesson_cases import LessonCase

NOISE = [
    "Worked on: Answer customer ticket about invoices. Logged the result in the tracker. Completed as requested.",
    "Worked on: Summarise recent papers on heat pumps. Kept the summary short. Delivered to the requester.",
    "Worked on: Upgrade dependency for payroll service. Checked the inputs. Closed with no issues.",
]

HOLDOUT = [
    LessonCase(
        "h-thumbnail-timeout",
        episodes=[
            (
                "Generate thumbnails for album 2231",
                "Rendered 4,000 images in a single request.",
                "Gateway timeout after 60 s; failed.",
                0.1,
            ),
            (
                "Generate thumbnails for album 981",
                "Rendered 6,500 images in a single request.",
                "Gateway timeout after 60 s; failed.",
                0.2,
            ),
            ("Generate thumbnails for album 17", "Rendered 300 images per request in pages.", "Done in 40 s.", 0.9),
        ],
        background=NOISE,
        must=[["timeout"], ["single request", "images"], ["thumbnails"]],
        reports=["Gateway timeout after 60 s; failed.", "Rendered 4,000 images in a single request."],
    ),
    LessonCase(
        "h-deploy-migration",
        episodes=[
            (
                "Deploy billing service v2.3",
                "Deployed before running the schema migration.",
                "Crash loop: column invoice_ref missing; rolled back.",
                0.0,
            ),
            (
                "Deploy billing service v2.4",
                "Deployed before running the schema migration.",
                "Crash loop: column tax_code missing; rolled back.",
                0.1,
            ),
            (
                "Deploy billing service v2.5",
                "Deployed before running the schema migration.",
                "Crash loop on start; rolled back.",
                0.1,
            ),
        ],
        background=NOISE,
        must=[["migration"], ["crash"], ["billing"]],
        reports=["Deployed before running the schema migration.", "Crash loop on start; rolled back."],
    ),
    LessonCase(
        "h-translation-glossary",
        episodes=[
            (
                "Translate product sheet DE-44 to German",
                "Translated without the customer glossary.",
                "Rejected by the client: wrong terminology.",
                0.2,
            ),
            (
                "Translate product sheet FR-12 to French",
                "Translated without the customer glossary.",
                "Rejected by the client: wrong terminology for part names.",
                0.1,
            ),
            (
                "Translate product sheet IT-07 to Italian",
                "Loaded the customer glossary first.",
                "Accepted on first review.",
                0.9,
            ),
        ],
        background=NOISE,
        must=[["glossary"], ["rejected", "wrong terminology"]],
        reports=["Rejected by the client: wrong terminology.", "Translated without the customer glossary."],
    ),
    LessonCase(
        "h-pdf-rule",
        episodes=[
            (
                "Ingest report doc-101.pdf",
                "PDFs over 10MB exhaust the ingester; split them before ingesting.",
                "Failed on the first attempt; out of memory.",
                0.2,
            ),
            (
                "Ingest report doc-202.pdf",
                "The ingester ran out of memory on a 40MB PDF; large PDFs must be split first.",
                "Failed on the first attempt; out of memory.",
                0.1,
            ),
            ("Ingest report doc-303.pdf", "Split the 25MB PDF into parts before ingesting it.", "Done.", 0.8),
        ],
        background=NOISE,
        must=[["split"], ["pdf"]],
        reports=["Failed on the first attempt; out of memory."],
    ),
    LessonCase(
        "h-email-bounce",
        episodes=[
            (
                "Send renewal reminder to account 5521",
                "Sent from the marketing domain.",
                "Bounced: SPF check failed.",
                0.1,
            ),
            (
                "Send renewal reminder to account 7710",
                "Sent from the marketing domain.",
                "Bounced: SPF check failed.",
                0.0,
            ),
            (
                "Send renewal reminder to account 1203",
                "Sent from the marketing domain.",
                "Bounced: SPF check failed.",
                0.2,
            ),
        ],
        background=NOISE,
        must=[["spf", "bounced"], ["marketing domain"], ["renewal reminder"]],
        reports=["Bounced: SPF check failed.", "Sent from the marketing domain."],
    ),
]

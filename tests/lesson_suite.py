"""Tuning clusters for the offline lesson sentence (the holdout part is tests/lesson_holdout.py)."""

from tests.lesson_cases import LessonCase

NOISE = [
    "Worked on: Index the meeting transcripts folder. Followed the standard runbook. Completed as requested.",
    "Worked on: Compare three vendors offering e-invoicing. Double-checked the output format. Delivered.",
    "Worked on: Resolve login issue for account 4411. Coordinated with the requester. Closed with no issues.",
]

CASES = [
    LessonCase(
        "oom-etl",
        episodes=[
            ("Nightly ETL for sales", "Loaded 2.1M rows in one batch.", "OOM killed, failed.", 0.1),
            ("Nightly ETL for marketing", "Loaded 3M rows in one batch.", "OOM killed, failed.", 0.0),
            ("Nightly ETL for finance", "Loaded 2.4M rows in one batch.", "OOM killed, failed.", 0.2),
        ],
        background=NOISE,
        must=[["oom"], ["one batch"], ["nightly etl"]],
        reports=["OOM killed, failed.", "Loaded 2.1M rows in one batch."],
    ),
    LessonCase(
        "rate-limit-with-fix",
        episodes=[
            (
                "Research market size for heat pumps",
                "Fired 200 search queries at once.",
                "HTTP 429 from the search API; partial results.",
                0.2,
            ),
            (
                "Research market size for solar inverters",
                "Fired 150 search queries at once.",
                "HTTP 429 from the search API; partial results.",
                0.1,
            ),
            ("Research market size for e-invoicing", "Paced queries at 50 per minute.", "All results in.", 0.9),
        ],
        background=NOISE,
        must=[["429"], ["queries at once", "search queries"], ["research market size"]],
        reports=["HTTP 429 from the search API; partial results."],
    ),
    LessonCase(
        "stale-prices",
        episodes=[
            (
                "Compare vendors for payroll software",
                "Took prices from the vendor websites.",
                "Client found the prices were outdated.",
                0.2,
            ),
            (
                "Compare vendors for fraud detection",
                "Took prices from the vendor websites.",
                "Prices were outdated by a year.",
                0.1,
            ),
            ("Compare vendors for data residency", "Confirmed prices with each sales contact.", "Accepted.", 0.9),
        ],
        background=NOISE,
        must=[["outdated"], ["vendor websites"], ["compare vendors"]],
        reports=["Prices were outdated by a year.", "Took prices from the vendor websites."],
    ),
    LessonCase(
        "sso-legacy",
        episodes=[
            (
                "Resolve SSO issue for account 1001",
                "Customer is on the legacy plan.",
                "SSO login failed; escalated.",
                0.2,
            ),
            (
                "Resolve SSO issue for account 2002",
                "Customer is on the legacy plan.",
                "SSO login failed; escalated.",
                0.1,
            ),
            (
                "Resolve SSO issue for account 3003",
                "Customer is on the legacy plan.",
                "SSO login failed; escalated.",
                0.3,
            ),
        ],
        background=NOISE,
        must=[["legacy plan"], ["failed"], ["sso"]],
        reports=["SSO login failed; escalated.", "Customer is on the legacy plan."],
    ),
    LessonCase(
        "ocr-rule",
        episodes=[
            (
                "Parse vendor catalogue doc-1.pdf",
                "Scanned PDFs have no text layer; run OCR before extracting.",
                "Failed on the first attempt; empty pages.",
                0.2,
            ),
            (
                "Parse vendor catalogue doc-2.pdf",
                "Extraction returned empty pages because the PDF was a scan; OCR has to run first.",
                "Failed on the first attempt; empty pages.",
                0.1,
            ),
            (
                "Parse vendor catalogue doc-3.pdf",
                "No text came out of the scanned document until OCR was applied.",
                "Done; empty pages fixed.",
                0.7,
            ),
        ],
        background=NOISE,
        must=[["ocr"]],
        reports=["Failed on the first attempt; empty pages."],
    ),
    LessonCase(
        "cert-expired",
        episodes=[
            (
                "Call partner API for shipment 771",
                "Used the client certificate from 2024.",
                "TLS handshake error: certificate expired.",
                0.0,
            ),
            (
                "Call partner API for shipment 802",
                "Used the client certificate from 2024.",
                "TLS handshake error: certificate expired.",
                0.1,
            ),
            ("Call partner API for shipment 915", "Used the renewed client certificate.", "Shipment confirmed.", 0.9),
        ],
        background=NOISE,
        must=[["certificate"], ["error", "expired"], ["partner api"]],
        reports=["TLS handshake error: certificate expired.", "Used the client certificate from 2024."],
    ),
    LessonCase(
        "delimiter-variants-with-filler",
        episodes=[
            (
                "Load the CSV export doc-118.csv into the analytics store",
                "CSV exports from the billing system use semicolons, not commas, as delimiters. Checked the "
                "inputs and the configuration. Logged the result in the tracker.",
                "Failed on the first attempt; CSV exports from the billing system use semicolons, not commas, "
                "as delimiters.",
                0.2,
            ),
            (
                "Import the scanned contract doc-920.pdf for clause search",
                "The billing CSV parsed into a single column; the delimiter is a semicolon. Followed the "
                "standard runbook. Checked the inputs and the configuration.",
                "Failed on the first attempt; The billing CSV parsed into a single column.",
                0.1,
            ),
            (
                "Ingest the quarterly report doc-033.pdf into the knowledge base",
                "Set the delimiter to ';' for billing system CSV exports or every row collapses into one field. "
                "Double-checked the output format. Checked the inputs and the configuration.",
                "Done; Set the delimiter to ';' for billing system CSV exports or every row collapses into one field.",
                0.8,
            ),
        ],
        background=NOISE
        + [
            "Worked on: Ingest the quarterly report doc-7.pdf. Checked the inputs and the "
            "configuration. Followed the standard runbook. Completed as requested."
        ]
        * 3,
        must=[["semicolon", "';'"], ["billing"]],
        reports=["Failed on the first attempt; The billing CSV parsed into a single column."],
    ),
]

"""HOLDOUT cases for the offline distillers: frozen before the distiller was changed; never tuned on.

Scored by tests/test_distil_suite.py beside the tuning cases (tests/distil_suite.py).
"""

from tests.distil_cases import Case

HOLDOUT = [
    Case(
        "h-warehouse",
        turns=[
            ("user", "Hi there!"),
            ("assistant", "Hello, how can I help?"),
            (
                "user",
                "Quick brief on the Leeds warehouse. Dock 4 is closed for repairs until April. "
                "Forklift certification expires every 24 months. Karim Haddad runs the night shift. "
                "Pallets over 900 kg go to bay C.",
            ),
            ("assistant", "Thanks, noted."),
        ],
        facts=["Dock 4 is closed", "24 months", "Karim Haddad", "900 kg"],
        chatter=["how can I help"],
    ),
    Case(
        "h-spoken-deploy",
        turns=[
            ("user", "How do we ship a hotfix again?"),
            (
                "assistant",
                "To ship a hotfix: 1. branch from the release tag 2. cherry-pick the fix "
                "3. run the smoke suite 4. tag the build and deploy to canary",
            ),
            ("user", "Right. Canary runs on k8s cluster eu-west-3."),
        ],
        facts=["eu-west-3"],
        procedures=[
            [
                "ship a hotfix",
                "branch from the release tag",
                "cherry-pick the fix",
                "run the smoke suite",
                "deploy to canary",
            ]
        ],
    ),
    Case(
        "h-first-then",
        turns=[
            (
                "user",
                "For the month-end close, first export the ledger from Xero, then reconcile the Stripe "
                "payouts, then post the accrual journal, and finally send the pack to Ingrid.",
            ),
            ("user", "The close deadline is the third working day."),
        ],
        facts=["third working day"],
        procedures=[
            ["export the ledger", "reconcile the Stripe payouts", "post the accrual journal", "send the pack to Ingrid"]
        ],
    ),
    Case(
        "h-clinic",
        turns=[
            ("user", "My daughter Lena is allergic to penicillin."),
            ("assistant", "I'll keep that in mind."),
            (
                "user",
                "Her paediatrician is Dr. Osei at the Northside clinic. The clinic phone is 0161 555 0199. "
                "Appointments are only on Tuesdays and Thursdays.",
            ),
            ("user", "lol ok thanks"),
        ],
        facts=["penicillin", "Dr. Osei", "0161 555 0199", "Tuesdays and Thursdays"],
        chatter=["lol ok"],
    ),
    Case(
        "h-lines-steps",
        turns=[
            (
                "user",
                "Here is how to reset a user's 2FA:\n1. Verify their identity with two security questions\n"
                "2. Open the admin console\n3. Click Reset MFA on their profile\n4. Email them the recovery link",
            ),
            ("assistant", "Got it. Anything else?"),
            ("user", "Only team leads may reset 2FA for contractors."),
        ],
        facts=["Only team leads may reset 2FA"],
        procedures=[
            [
                "reset a user's 2FA",
                "Verify their identity",
                "Open the admin console",
                "Reset MFA",
                "Email them the recovery link",
            ]
        ],
    ),
    Case(
        "h-runbook-md",
        resource=(
            "resource/db-failover.md",
            "# Database failover\n\nThe primary database is pg-main-1 in Frankfurt. Replication lag above "
            "30 seconds pages the DBA on call.\n\n## Failover steps\n\n1. Freeze writes with `pgctl freeze`.\n"
            "2. Promote the replica pg-main-2.\n3. Repoint the connection pooler.\n4. Unfreeze writes and "
            "watch error rates for ten minutes.\n",
        ),
        facts=["pg-main-1", "30 seconds"],
        procedures=[["Freeze writes", "Promote the replica", "Repoint the connection pooler", "Unfreeze writes"]],
    ),
    Case(
        "h-recipe-txt",
        resource=(
            "resource/sourdough.txt",
            "Sourdough notes\n\nThe starter lives in the left fridge and is fed with rye flour.\n"
            "Hydration for the house loaf is 72 percent.\n\nMethod:\n1) Mix flour and water and rest for an "
            "hour.\n2) Add starter and salt.\n3) Stretch and fold four times.\n4) Shape and proof overnight.\n"
            "5) Bake at 250 C in a Dutch oven.\n",
        ),
        facts=["rye flour", "72 percent"],
        procedures=[
            ["Mix flour and water", "Add starter and salt", "Stretch and fold", "Shape and proof", "Bake at 250 C"]
        ],
    ),
    Case(
        "h-onboarding-html",
        resource=(
            "resource/onboarding.html",
            "<html><head><title>New hire onboarding</title></head><body><h1>New hire onboarding</h1>"
            "<p>Laptops are ordered through the IT portal and take five working days.</p>"
            "<h2>First day</h2><ol><li>Collect the badge at reception.</li><li>Sign the NDA in DocuSign.</li>"
            "<li>Join the #welcome channel on Slack.</li></ol></body></html>",
        ),
        facts=["five working days"],
        procedures=[["Collect the badge", "Sign the NDA", "Join the #welcome channel"]],
    ),
]

"""Tuning cases for the offline distillers (sessions and resources of several domains and styles).

The holdout part is tests/distil_holdout.py (frozen first, never tuned on).
"""

from tests.distil_cases import Case

CASES = [
    Case(
        "five-facts",
        turns=[
            (
                "user",
                "Some things about our setup. The staging database lives on pg-stage-2. Our on-call rotation "
                "changes every Monday. Maria owns the billing service. The VPN gateway is vpn.acme.io. "
                "Backups run nightly at 02:00.",
            ),
            ("assistant", "Noted."),
        ],
        facts=["pg-stage-2", "every Monday", "Maria owns the billing service", "vpn.acme.io", "02:00"],
    ),
    Case(
        "spoken-rotation",
        turns=[
            (
                "user",
                "To rotate the API key: 1. open the vault 2. generate a new key 3. update the billing config "
                "4. restart billing",
            ),
            ("assistant", "Sure, I'll remember that."),
        ],
        procedures=[
            [
                "rotate the API key",
                "open the vault",
                "generate a new key",
                "update the billing config",
                "restart billing",
            ]
        ],
    ),
    Case(
        "travel-preferences",
        turns=[
            ("user", "Good morning!"),
            ("assistant", "Good morning! What can I do for you?"),
            (
                "user",
                "I need help booking the Lisbon trip. I prefer aisle seats. My frequent flyer number is "
                "TP 448812. The conference starts on 14 May at the FIL venue.",
            ),
            ("assistant", "Would you like me to look at hotels too?"),
            ("user", "Yes, and I always stay within walking distance of the venue. Budget is 180 EUR a night."),
        ],
        facts=["aisle seats", "TP 448812", "14 May", "walking distance", "180 EUR"],
        chatter=["Good morning", "look at hotels"],
    ),
    Case(
        "numbered-lines-assistant",
        turns=[
            ("user", "How do I renew the TLS certificate on the edge proxy?"),
            (
                "assistant",
                "Here are the steps to renew the edge certificate:\n1. Run certbot renew on edge-1\n"
                "2. Copy the new fullchain.pem to /etc/haproxy/certs\n3. Reload haproxy\n"
                "4. Check the expiry date with openssl",
            ),
            ("user", "Thanks. The edge proxy is edge-1.prod and certs expire every 90 days."),
        ],
        facts=["edge-1.prod", "90 days"],
        procedures=[["renew the edge certificate", "certbot renew", "fullchain.pem", "Reload haproxy", "expiry date"]],
    ),
    Case(
        "step-words",
        turns=[
            (
                "user",
                "Onboarding a new vendor works like this. Step 1: collect their W-9. Step 2: create the vendor "
                "in NetSuite. Step 3: get approval from Priya. Step 4: schedule the first payment run.",
            ),
            ("user", "Payment runs happen on the 15th and the last day of the month."),
        ],
        facts=["15th and the last day"],
        procedures=[
            [
                "collect their W-9",
                "create the vendor in NetSuite",
                "approval from Priya",
                "schedule the first payment run",
            ]
        ],
    ),
    Case(
        "first-next-finally",
        turns=[
            (
                "user",
                "When the build cache is corrupted, first delete the .gradle folder, next run a clean build "
                "with --no-build-cache, then push an empty commit, and finally ask Tom to purge the CI cache.",
            ),
            ("assistant", "Okay."),
        ],
        procedures=[["delete the .gradle folder", "clean build", "push an empty commit", "purge the CI cache"]],
    ),
    Case(
        "decisions-and-facts",
        turns=[
            (
                "user",
                "We decided to move the newsletter from Mailchimp to Buttondown. The list has 12,400 "
                "subscribers. Anna handles the design. The first issue goes out on 3 June.",
            ),
            ("assistant", "Great choice. Buttondown supports Markdown natively."),
            ("user", "Haha yes. Remind me to export the list by Friday."),
        ],
        facts=["Buttondown", "12,400", "Anna handles the design", "3 June", "export the list"],
        chatter=["Haha"],
    ),
    Case(
        "household",
        turns=[
            (
                "user",
                "The boiler service is due in October. The plumber we use is Jim from FlowRight, 07700 900123. "
                "The water stopcock is under the kitchen sink. Bin collection is Wednesday morning.",
            ),
        ],
        facts=["October", "07700 900123", "under the kitchen sink", "Wednesday morning"],
    ),
    Case(
        "chatty-no-facts",
        turns=[
            ("user", "hey how's it going"),
            ("assistant", "All good here! How about you?"),
            ("user", "Not bad, just a long day honestly."),
            ("assistant", "Hope you get some rest."),
        ],
        chatter=["long day", "get some rest", "how's it going"],
    ),
    Case(
        "runbook-md",
        resource=(
            "resource/ingester-runbook.md",
            "# Ingester runbook\n\nThe ingester host is ingest-01.internal. It reads from the Kafka topic "
            "raw-events.\n\n## Restart procedure\n\n1. Drain the queue with `ingestctl drain`.\n"
            "2. Stop the ingester service.\n3. Start it again and check the lag dashboard.\n",
        ),
        facts=["ingest-01.internal", "raw-events"],
        procedures=[["Drain the queue", "Stop the ingester service", "check the lag dashboard"]],
    ),
    Case(
        "policy-txt",
        resource=(
            "resource/expenses.txt",
            "Expense policy 2026\n\nMeals are reimbursed up to 45 EUR per day. Taxis need a receipt. "
            "Flights over four hours may be booked in premium economy.\n\nTo file a claim:\n"
            "- photograph every receipt\n- enter the claim in Expensify within 30 days\n"
            "- submit it to your manager\n",
        ),
        facts=["45 EUR", "receipt", "premium economy"],
        procedures=[
            ["file a claim", "photograph every receipt", "Expensify within 30 days", "submit it to your manager"]
        ],
    ),
    Case(
        "release-md-two-procedures",
        resource=(
            "resource/release.md",
            "# Mobile release\n\nReleases go out every second Thursday. The App Store review usually takes "
            "two days.\n\n## Build\n\n1. Bump the version in build.gradle.\n2. Run the release lane in "
            "fastlane.\n\n## Rollback\n\n1. Halt the staged rollout in the Play Console.\n2. Revert the "
            "release commit.\n3. Post in #mobile-incidents.\n",
        ),
        facts=["every second Thursday", "two days"],
        procedures=[
            ["Bump the version", "release lane in fastlane"],
            ["Halt the staged rollout", "Revert the release commit", "#mobile-incidents"],
        ],
    ),
    Case(
        "yaml-config",
        resource=(
            "resource/service.yaml",
            "service: billing\nowner: payments-team\nnotes: The billing service retries failed charges "
            "three times before alerting.\n",
        ),
        facts=["three times"],
    ),
]

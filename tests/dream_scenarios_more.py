"""Two more dream scenarios, written after the offline integrator was tuned on tests/dream_scenario.py.

HOME: hand-written prose notes (no frontmatter, no sections) about a household and a thesis: a birthday and
an anniversary of one person, a password and a gym day that change, a deadline restated with other words.
SUPPORT: support-desk session notes: two customers' plans, P1 and P2 response times, a refund limit and
support hours that change, a lead and her preference.
"""

from tests.dream_scenario import Fact, Scenario

HOME_FACTS = [
    Fact("anna-bday", "personal", r"anna'?s? birthday|born on", final=[r"march 3|3 march"]),
    Fact("anna-anniv", "personal", r"anniversary"),
    Fact("oat-milk", "personal", r"oat milk|lactose|dairy"),
    Fact("wifi", "wiki", r"wi-?fi|wireless|router", final=[r"tangerine-77"], superseded=[r"blueberry-42"]),
    Fact("gym", "personal", r"gym|work ?out|exercise", final=[r"thursday"], superseded=[r"wednesday"]),
    Fact("thesis-deadline", "wiki", r"thesis|dissertation", final=[r"june 30"], superseded=[r"may 15"]),
    Fact("lab-access", "procedure", r"lab|badge", final=[r"safety"]),
    Fact("bus", "wiki", r"bus|line 12"),
    Fact("dog", "personal", r"dog|biscuit|walk", final=[r"7:00|07:00|7 am"]),
    Fact("plant", "procedure", r"monstera|water the plant|repot"),
    Fact("landlord", "wiki", r"landlord|rent"),
]

_HOME_NOTES = {
    "2026-03-01": {
        "journal": [
            ("anna-bday", "", "Anna's birthday is on March 3, I need to remember that every year."),
            ("oat-milk", "", "I am lactose intolerant, so I always take oat milk in my coffee."),
            ("wifi", "", "The home Wi-Fi password is blueberry-42."),
            ("gym", "", "I go to the gym every Wednesday evening."),
            ("thesis-deadline", "", "My thesis submission deadline is May 15."),
            (None, "", "It rained all afternoon today and I stayed inside."),
            ("bus", "", "The number 12 bus to the university leaves from the corner stop every 20 minutes."),
        ]
    },
    "2026-03-02": {
        "lab": [
            (
                "lab-access",
                "",
                "To get into the lab after hours, tap your badge at the side door and sign the visitor book.",
            ),
            ("thesis-deadline", "", "The deadline for handing in the dissertation is the 15th of May."),
            ("anna-anniv", "", "Our wedding anniversary with Anna is on June 12."),
            ("dog", "", "Biscuit the dog needs a walk every morning."),
            (None, "", "TODO: buy printer paper before Friday."),
        ],
        "home": [
            ("wifi", "", "Guests can join the wireless network with the password blueberry-42."),
            ("plant", "", "Water the monstera once a week and repot it every spring."),
            ("landlord", "", "The rent of 950 euros is due to the landlord on the first of each month."),
        ],
    },
    "2026-03-03": {
        "journal": [
            ("oat-milk", "", "Dairy upsets my stomach, oat milk is what I drink instead."),
            ("gym", "correct", "I moved my gym session from Wednesday to Thursday evenings."),
            ("wifi", "correct", "I changed the home Wi-Fi password to tangerine-77."),
            ("dog", "refine", "Biscuit the dog needs a walk every morning at 7:00 before breakfast."),
            ("anna-bday", "", "Bought flowers since it is Anna's birthday, March 3."),
        ]
    },
    "2026-03-04": {
        "uni": [
            ("thesis-deadline", "correct", "The thesis deadline was extended to June 30."),
            (
                "lab-access",
                "refine",
                "To get into the lab after hours, tap your badge at the side door, sign the visitor book, and complete the safety induction first.",
            ),
            ("bus", "", "Line 12 runs to campus every 20 minutes from the stop on the corner."),
            ("landlord", "", "Rent is 950 euros, paid to the landlord on the 1st."),
            (None, "", "Can you remind me to call the bank?"),
        ]
    },
}

HOME = Scenario(
    ["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04"],
    HOME_FACTS,
    {day: {name: {"Notes": lines} for name, lines in notes.items()} for day, notes in _HOME_NOTES.items()},
    prose=True,
)

SUPPORT_FACTS = [
    Fact("acme-plan", "wiki", r"acme", final=[r"enterprise"], superseded=[r"business"]),
    Fact("globex-plan", "wiki", r"globex"),
    Fact("sla-p1", "wiki", r"p1|priority.?1|sev.?1|severity.?1", final=[r"30 min"], superseded=[r"1 hour|60 min"]),
    Fact("sla-p2", "wiki", r"p2|priority.?2|sev.?2|severity.?2"),
    Fact("escalation", "procedure", r"escalate|escalating"),
    Fact("tone", "personal", r"emoji|tone"),
    Fact("refund-limit", "wiki", r"refund", final=[r"200"], superseded=[r"100"]),
    Fact("support-hours", "wiki", r"support hours|support desk is (?:open|staffed)|staffed", final=[r"20:00"]),
    Fact("lena-lead", "wiki", r"lena is"),
    Fact("lena-chat", "personal", r"lena prefers"),
    Fact("status-page", "wiki", r"status page|status\.example"),
]
_SUPPORT_NOTES = {
    "2026-05-04": {
        "acme-call": {
            "Facts": [
                ("acme-plan", "", "Acme is on the Business plan with 50 seats."),
                ("globex-plan", "", "Globex is on the Starter plan with 5 seats."),
                ("sla-p1", "", "P1 tickets must get a first response within 1 hour."),
                ("sla-p2", "", "P2 tickets must get a first response within 8 hours."),
            ],
            "Preferences": [("tone", "", "Never use emoji in replies to customers; keep the tone formal.")],
            "Open items": [(None, "", "Send Acme the renewal quote by Friday.")],
        },
        "desk": {
            "Facts": [
                ("refund-limit", "", "Agents may approve refunds up to 100 EUR without a manager."),
                ("support-hours", "", "The support desk is open from 08:00 to 18:00 CET on weekdays."),
                ("status-page", "", "Outages are announced on the status page at status.example.com."),
            ],
            "Procedure": [
                (
                    "escalation",
                    "",
                    "To escalate a ticket, tag it escalated, assign it to the on-duty lead and post the link in the support-leads channel.",
                )
            ],
        },
    },
    "2026-05-05": {
        "standup": {
            "Facts": [
                ("sla-p1", "", "First response for priority 1 tickets is due within one hour."),
                ("lena-lead", "", "Lena is the on-duty support lead this month."),
                ("acme-plan", "", "Acme has 50 seats on the Business plan."),
            ],
            "Preferences": [("tone", "", "Replies to customers stay formal and without emoji.")],
            "Context": [(None, "", "Can you summarise yesterday's tickets?")],
        },
        "policy": {
            "Facts": [
                ("refund-limit", "correct", "Agents may now approve refunds up to 200 EUR without a manager."),
                (
                    "support-hours",
                    "refine",
                    "The support desk is open from 08:00 to 18:00 CET on weekdays and until 20:00 CET on Mondays.",
                ),
                ("globex-plan", "", "Globex has 5 seats on the Starter plan."),
            ]
        },
    },
    "2026-05-06": {
        "review": {
            "Facts": [
                ("sla-p1", "correct", "P1 tickets must now get a first response within 30 minutes."),
                ("acme-plan", "correct", "Acme upgraded from the Business plan to the Enterprise plan with 50 seats."),
                ("sla-p2", "", "Priority 2 tickets get a first response within 8 hours."),
                ("status-page", "", "We post outage updates on status.example.com."),
            ],
            "Procedure": [
                (
                    "escalation",
                    "",
                    "Escalating a ticket: tag it escalated, assign the on-duty lead, and share the link in support-leads.",
                )
            ],
            "Preferences": [("lena-chat", "", "Lena prefers escalations by chat rather than email.")],
        }
    },
}

SUPPORT = Scenario(["2026-05-04", "2026-05-05", "2026-05-06"], SUPPORT_FACTS, _SUPPORT_NOTES)

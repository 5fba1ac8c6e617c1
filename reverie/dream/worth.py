"""What is worth keeping, by meaning: a unit that reads like talk about the conversation or a report of one
occasion is set aside even when no rule of `units.set_aside_reason` names it.

The signal is a nearest-example vote in the embedder's space: a unit whose three closest examples of chatter and
one-off reports (greetings, weather, lunch, this run's figures, an order number, last night's incident) are
closer, by `margin`, than its three closest examples of standing knowledge (facts, preferences, rules, how-tos)
is chatter. The examples below are written for no particular domain; the rules in `units` catch what they name
exactly, this catches their paraphrases ("quiet morning, rain", "mezzanine hot again, fans out").
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from reverie.embedding import Embedder

CHATTER = (
    "Thanks a lot, that helps!",
    "Good morning everyone.",
    "Can you say that again more simply?",
    "The weather is lovely today.",
    "It's pouring outside again.",
    "Lunch was pizza from the place downstairs.",
    "The coffee machine is out of order again.",
    "Haha, that's funny.",
    "The job finished at 03:12 with 48,211 rows written.",
    "Server load spiked to 95% around noon and then recovered.",
    "We shipped 8,450 parcels yesterday.",
    "Two new patients were admitted overnight.",
    "The order number for the replacement part is ZX-88231.",
    "Ticket 4471 was opened for the broken login page.",
    "The printer jammed twice this morning.",
    "Quiet day, nothing much happened.",
    "Ten people came to the meeting.",
    "The train was late so I arrived at half past nine.",
    "Alarm went off at 02:40, false alarm, reset at 02:55.",
    "Sorry, I meant the other file.",
    "Have a nice weekend!",
    "Great, let's continue tomorrow.",
    "Fire drill at 11, everyone out in four minutes.",
    "It was so hot in the office that we opened all the windows.",
    "The delivery van got stuck in traffic today.",
)

KNOWLEDGE = (
    # about people and teams: preferences, identity, rules
    "I prefer short answers without bullet points.",
    "My manager wants the weekly report as a PDF.",
    "Our team never deploys on Fridays.",
    "She is vegetarian and allergic to nuts.",
    "I work at the Berlin office as a data engineer.",
    "Every document we send to customers must be reviewed by a second person.",
    "Nobody on the team works more than ten hours a shift.",
    "We always write dates in ISO format.",
    "He doesn't want calls before 9 am.",
    "The team's rule is that pull requests need two approvals.",
    "Staff may only enter the lab with a badge.",
    "I'm based in Lisbon and my time zone is WET.",
    "Please keep my replies in Dutch.",
    "My budget for the trip is 2,000 euros and I won't go over it.",
    "Interns are not allowed to approve expenses.",
    "Our convention is to name branches after ticket numbers.",
    "The CFO expects numbers rounded to thousands.",
    "We bill clients in fifteen-minute increments.",
    "Anna decides on anything related to design.",
    "I train in the mornings before work.",
    # how things are done
    "To reset a password, open the admin console, find the user and click reset.",
    "Restart the worker, then clear the cache and rerun the job.",
    "When a pallet arrives damaged, photograph it, note it on the delivery note and refuse it.",
    "Backups: stop the service, copy the data folder, then start the service again.",
    "If the alarm fires, page the on-call engineer and open an incident.",
    "New hires get a laptop from IT, then sign the security policy, then get access.",
    "Samples are labelled, logged in the register and stored at minus 80.",
    "Invoices are checked against the purchase order before they are paid.",
    "Each evening the cash register is counted by two people and the total is logged.",
    "Steps to release: tag the commit, build the image, push it, deploy to staging first.",
    "Check the fuse box first, then test the outlet with a meter.",
    "For a refund, verify the receipt, issue a credit note and email the customer.",
    "Returned items are inspected, graded and put back into stock or scrapped.",
    "Patients with a fever get checked every hour and the reading goes on the chart.",
    "Rotate the keys every 90 days using the vault CLI.",
    # facts about things
    "The Berlin office opens at 8:00.",
    "The API rate limit is 100 requests per minute.",
    "Acme's contract renews on 1 March.",
    "The museum is closed on Mondays.",
    "The staging database runs PostgreSQL 15 on db2.internal.",
    "Maria is the account manager for Globex.",
    "Delivery from the supplier takes three working days.",
    "The warehouse in Lyon ships until 17:00.",
    "Plan B costs 40 euros a month.",
    "The conference room on floor 3 seats twelve.",
    "Our main competitor launched a cheaper tier last year.",
    "The grant covers 80% of eligible costs.",
    "The city's tourist tax is 3 euros per night.",
    "Tickets are handled in Zendesk.",
    "The printer on the second floor uses A3 paper.",
)


class ChatterFilter:
    """`chatter(statements)`: which statements read as chatter or a one-off report (module doc)."""

    def __init__(self, embedder: Embedder, margin: float = 0.1, k: int = 3) -> None:
        self.embedder = embedder
        self.margin = margin
        self.k = k
        self._examples: tuple[np.ndarray, np.ndarray] | None = None

    def _vectors(self) -> tuple[np.ndarray, np.ndarray]:
        if self._examples is None:
            vecs = np.asarray(self.embedder.embed([*CHATTER, *KNOWLEDGE]), dtype=np.float32)
            self._examples = (vecs[: len(CHATTER)], vecs[len(CHATTER) :])
        return self._examples

    def chatter(self, statements: Sequence[str]) -> list[bool]:
        if not statements:
            return []
        chatter, knowledge = self._vectors()
        vecs = np.asarray(self.embedder.embed(list(statements)), dtype=np.float32)
        near_chatter = np.sort(vecs @ chatter.T, axis=1)[:, -self.k :].mean(axis=1)
        near_knowledge = np.sort(vecs @ knowledge.T, axis=1)[:, -self.k :].mean(axis=1)
        return [bool(c > k + self.margin) for c, k in zip(near_chatter, near_knowledge, strict=True)]

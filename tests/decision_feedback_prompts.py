"""A varied suite for `human_feedback_reward`: rated episodes, and prompts related to one of them or to none.

HOLDOUT was written and committed before NO_WEIGHT_AT / FULL_WEIGHT_AT were
tuned (on TUNE only) and is never tuned on; docs/decisions.md reports both.
A related prompt paraphrases one episode's situation in other words; an
unrelated prompt shares no situation with any episode (some share words).
"""

from __future__ import annotations

# episode id -> (conflict_title, action_type, target_domain, reward, reasoning, rating 0-10)
EPISODES = {
    "ep-partner": (
        "Friday 6PM deadline clashes with anniversary dinner",
        "communicate",
        "relationships",
        0.8,
        "Called my partner to explain the late deadline and moved dinner to Saturday.",
        9,
    ),
    "ep-rent": (
        "Landlord raises the rent by 30%",
        "negotiate",
        "finances",
        0.6,
        "Argued with comparable rents in the neighbourhood to get a smaller increase.",
        2,
    ),
    "ep-health": (
        "Exhausted after weeks of overtime, doctor warns about burnout",
        "rest",
        "physical_health",
        0.7,
        "Took three days off and slept properly to recover energy.",
        8,
    ),
    "ep-car": (
        "Car breaks down on the way to work",
        "spend",
        "finances",
        0.3,
        "Paid for the premium repair the same day instead of comparing garages.",
        3,
    ),
    "ep-team": (
        "Two colleagues fight over who leads the release",
        "delegate",
        "career",
        0.6,
        "Handed release coordination to a neutral senior engineer.",
        7,
    ),
    "ep-sleep": (
        "Insomnia before the quarterly exam",
        "rest",
        "mental_wellbeing",
        0.5,
        "Cancelled evening plans and kept a strict bedtime for the week.",
        6,
    ),
}

# (prompt, the episode it is about, or None when it is about none of them)
TUNE = [
    ("I have to work late on Friday and it is our anniversary, how do I tell my partner", "ep-partner"),
    ("The landlord wants much more rent from next month", "ep-rent"),
    ("I feel burnt out from overtime and my doctor is worried", "ep-health"),
    ("My car broke down on the motorway this morning", "ep-car"),
    ("Two engineers are arguing about who should lead the launch", "ep-team"),
    ("I cannot sleep before my big exam next week", "ep-sleep"),
    ("quantum chromodynamics lecture", None),
    ("a recipe for sourdough bread with rye flour", None),
    ("the migration routes of arctic terns", None),
    ("how to compile the Linux kernel with clang", None),
    ("rules of test cricket and the follow-on", None),
    ("what the Treaty of Westphalia changed in 1648", None),
    ("best watercolour paper for wet-on-wet painting", None),
    ("tuning a guitar to drop D", None),
]

HOLDOUT = [
    ("My boss moved the deadline to Friday evening and I promised my wife a dinner", "ep-partner"),
    ("Our apartment lease renewal comes with a huge rent hike", "ep-rent"),
    ("After months of long hours I am completely exhausted and getting sick", "ep-health"),
    ("The car will not start and I need it to get to the office", "ep-car"),
    ("Conflict in my team about who owns the product release", "ep-team"),
    ("Stress keeps me awake at night before exams", "ep-sleep"),
    ("the lifecycle of stars and supernova nucleosynthesis", None),
    ("how to brew a pour-over coffee", None),
    ("Baroque counterpoint in Bach's fugues", None),
    ("configuring BGP route reflectors", None),
    ("the offside rule in football", None),
    ("photosynthesis in C4 plants", None),
    ("knitting a cable-pattern scarf", None),
]

"""The dream: daily notes become long-term digest nodes (personal / procedure / wiki), with interest topics.

No Dagster here; the `dream_inputs`, `digest_nodes` and `interest_topics`
assets call these functions:

    from reverie.dream import dream, make_integrator
    report = dream(workspace, ["2026-11-02"], make_integrator(llm_client_or_None), embedder)

Modules, in the order they build on each other:

- `nodes`: the node file format.
- `stated_values`: the values a statement commits to (numbers, times, dates, identifiers, names, weekdays) and
  its polarity.
- `subjects`: what a statement is about: its subject, key terms, the things and qualifiers it names, change cues.
- `contradictions`: `conflicts`, what a new statement contradicts in an old one.
- `learned`: linear models over the embedder's vectors, fitted on the dream suite's tuning halves
  (`python -m tests.dream_suite.train`); their weights ship in `reverie/dream/models/`.
- `buckets`: personal / procedure / wiki, by meaning (`BucketsByMeaning`, the learnt bucket model) where its
  embedder runs, by wording (`classify_bucket`) otherwise.
- `scope`: whose fact it is, when a statement leans on its note's heading or title.
- `worth`: what is worth keeping, by rule (`set_aside_reason`) and by meaning (`ChatterFilter`).
- `units`: a note's units (`Unit`, `extract_units`); also re-exports the names it held before the split.
- `speaker`: whose statement each unit is, and the units that instruct the agent.
- `catalog`: what was dreamed.
- `integrate`: node search and the offline / LLM integrators.
- `run`: the dream over days; `runs`: the dream over every collective.
- `topics`: interests.yaml.
"""

from reverie.dream.buckets import classify_bucket
from reverie.dream.contradictions import conflicts
from reverie.dream.integrate import Decision, LLMIntegrator, NodeIndex, OfflineIntegrator, make_integrator
from reverie.dream.nodes import BUCKETS, DigestNode, NodeFormatError, parse_node, render_node
from reverie.dream.run import (
    DreamBusyError,
    DreamInputs,
    DreamReport,
    dream,
    dream_inputs,
    dream_lock,
    node_problems,
    read_nodes,
    scan_inputs,
    window_days,
)
from reverie.dream.stated_values import values
from reverie.dream.topics import pick_topics, read_interests, write_interests
from reverie.dream.units import Unit, extract_units

__all__ = [
    "BUCKETS",
    "Decision",
    "DigestNode",
    "DreamBusyError",
    "DreamInputs",
    "DreamReport",
    "LLMIntegrator",
    "NodeFormatError",
    "NodeIndex",
    "OfflineIntegrator",
    "Unit",
    "classify_bucket",
    "conflicts",
    "dream",
    "dream_inputs",
    "dream_lock",
    "extract_units",
    "make_integrator",
    "node_problems",
    "parse_node",
    "pick_topics",
    "read_interests",
    "read_nodes",
    "render_node",
    "scan_inputs",
    "values",
    "window_days",
    "write_interests",
]

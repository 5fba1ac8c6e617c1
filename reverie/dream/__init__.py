"""The dream: daily notes become long-term digest nodes (personal / procedure / wiki), with interest topics.

No Dagster here; the `dream_inputs`, `digest_nodes` and `interest_topics`
assets call these functions:

    from reverie.dream import dream, make_integrator
    report = dream(workspace, ["2026-11-02"], make_integrator(llm_client_or_None), embedder)

Modules: `nodes` (the node file format), `units` (unit extraction, buckets,
values and conflicts), `integrate` (node search and the offline / LLM
integrators), `catalog` (what was dreamed), `run` (the dream over days),
`topics` (interests.yaml).
"""

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
from reverie.dream.topics import pick_topics, read_interests, write_interests
from reverie.dream.units import Unit, classify_bucket, conflicts, extract_units, values

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

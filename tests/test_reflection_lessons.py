"""Who decides that a cluster's summary is a lesson: the LLM when it answered, the English rule only offline."""

import json
from datetime import date
from pathlib import Path

import dagster as dg
import pytest

from assets.reflection import episodes, memory_notes, memory_notes_hot_cache
from pipelines.definitions import defs
from reverie.config import Settings
from reverie.sample import SampleSpec, write_sample
from reverie.stores.hotcache import read_memory_notes
from reverie.stores.lance import LanceStore

pytestmark = pytest.mark.integration  # reflection runs through Dagster

SAP = "SAP CSV exports use ';' as delimiter."


@pytest.fixture
def sample(reverie_env: Path) -> dict:
    s = Settings()
    return write_sample(
        s.episode_inbox, s.roles_dir, SampleSpec(episodes=300, days=1, end_day=date(2026, 3, 3), seed=3)
    )


def test_the_llms_lesson_is_kept_and_its_no_is_counted(sample, llm_server):
    llm_server.default = json.dumps({"lesson": True, "summary": SAP, "confidence": 0.8})
    llm_server.answers.append(json.dumps({"lesson": False}))  # the first cluster: the model says nothing learned
    result = dg.materialize(
        [episodes, memory_notes, memory_notes_hot_cache], resources=defs.resources, partition_key="2026-03-03"
    )
    assert result.success
    mat = result.asset_materializations_for_node("memory_notes")[-1]
    meta = {k: v.value for k, v in mat.metadata.items()}
    notes = LanceStore(Settings().lancedb_path).notes_for_days("0000", "9999").to_pylist()
    assert notes and all(n["summary"] == SAP for n in notes)  # no English problem word, kept all the same
    assert meta["notes"] == len(notes) == len(llm_server.requests) - 1
    assert meta["discarded_summaries"] == meta["clusters_without_a_lesson"] == 1
    assert "(llm): (no lesson)" in meta["first_discarded_summaries"][0]
    published = [
        e
        for cid in ("acme", "globex", "initech")
        for role in ("ingester", "researcher", "support")
        for e in read_memory_notes(cid, role)
    ]
    assert published and {e["summary"] for e in published} == {SAP}

"""What a ReMe `memory_search` caller relies on: `limit` and `min_score` bound everything returned (linked notes
included), one file cannot fill the list unless asked, and a note written a moment ago is found (search_sensor's
tick, or `search(refresh=True)`). Real LanceDB and files, hash embeddings."""

from __future__ import annotations

import json
from pathlib import Path

import dagster as dg
import pytest

from reverie.config import Settings
from reverie.search import index_collective, search
from tests.test_search import write


@pytest.fixture
def ws(reverie_env: Path) -> Path:
    root = Settings().workspace_dir / "default"
    write(
        root,
        "memory/2026-11-20/ingest.md",
        "# Ingest\nThe ingester crashed on a 48MB annual report.\n\nRetrying with smaller parts worked.\n",
    )
    write(
        root,
        "digest/wiki/ingester-limits.md",
        "---\nname: ingester-limits\ndescription: what the ingester can take\n---\n"
        "# Ingester limits\nDocuments above ten megabytes exhaust the ingester's memory.\n\n"
        "derived_from:: [[memory/2026-11-20/ingest.md]]\nrelates_to:: [[digest/procedure/split-pdf]]\n",
    )
    write(root, "digest/procedure/split-pdf.md", "# Split a PDF\nUse qpdf --split-pages before uploading.\n")
    write(
        root,
        "memory/2026-11-26/ingester-log.md",
        "# Ingester log\n"
        + "".join(f"\nThe ingester restarted at {h:02d}:00 after a memory spike.\n" for h in range(12)),
    )
    return root


QUERIES = [
    "documents above ten megabytes exhaust memory",
    "qpdf split pages uploading",
    "ingester memory",
    "annual report crashed",
    "ingester restarted after a memory spike",
]


@pytest.mark.parametrize("limit,min_score", [(1, 0.0), (2, 0.0), (2, 0.9), (3, 0.5), (10, 0.0)])
def test_limit_and_min_score_bound_every_hit_with_expansion_on(ws: Path, limit: int, min_score: float) -> None:
    index_collective()
    for query in QUERIES:
        hits = search(query, limit=limit, min_score=min_score)
        assert len(hits) <= limit and len(hits.linked) <= limit, (query, hits, hits.linked)
        assert all(h.score >= min_score for h in [*hits, *hits.linked]), query
        assert not any(h.expanded for h in hits) and all(h.expanded for h in hits.linked)
        assert {h.path for h in hits}.isdisjoint(h.path for h in hits.linked)
    # The case: limit=1 returned the hit and two linked notes; now one hit, linked notes on request.
    one = search("documents above ten megabytes exhaust memory", limit=1)
    assert len(one) == 1 and len(one.linked) == 1
    assert len(search("documents above ten megabytes exhaust memory", limit=1, linked_limit=0).linked) == 0


def test_one_file_cannot_take_all_of_the_limit_unless_asked(ws: Path) -> None:
    index_collective()
    hits = search("ingester restarted after a memory spike", limit=4, expand=False)
    per_path = {p: sum(h.path == p for h in hits) for p in {h.path for h in hits}}
    assert len(hits) == 4 and max(per_path.values()) == 3  # all but one of the limit; another file fills the rest
    assert len({h.path for h in hits}) >= 2
    asked = search("ingester restarted after a memory spike", limit=4, expand=False, per_file=4)
    assert [h.path for h in asked] == ["memory/2026-11-26/ingester-log.md"] * 4
    one_each = [h.path for h in search("ingester restarted", limit=6, per_file=1, expand=False)]
    assert len(one_each) == len(set(one_each)) >= 2  # each file with a match once


def test_a_note_written_after_indexing_is_found_with_refresh(ws: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    index_collective()
    write(ws, "memory/2026-12-01/vault.md", "# Vault\nThe vault token rotates every Tuesday at noon.\n")
    assert "memory/2026-12-01/vault.md" not in {h.path for h in search("vault token rotates", limit=3)}
    assert search("vault token rotates", limit=1, refresh=True)[0].path == "memory/2026-12-01/vault.md"
    write(ws, "digest/wiki/rota.md", "# Rota\nThe on-call rota changes on Thursdays.\n")
    monkeypatch.setenv("REVERIE_SEARCH_REFRESH", "1")
    assert search("on-call rota changes", limit=1)[0].path == "digest/wiki/rota.md"


def test_search_sensor_makes_a_fresh_note_searchable_within_one_tick(ws: Path) -> None:
    from pipelines.search_sensor import build_search_sensor
    from resources import ReverieSettings

    index_collective()
    sensor = build_search_sensor()
    assert sensor.default_status == dg.DefaultSensorStatus.RUNNING
    write(ws, "memory/2026-12-01/vault.md", "# Vault\nThe vault token rotates every Tuesday at noon.\n")
    (ws / "memory/2026-11-26/ingester-log.md").unlink()
    with dg.DagsterInstance.ephemeral() as instance:
        with dg.build_sensor_context(instance=instance, resources={"settings": ReverieSettings()}) as context:
            result = sensor.evaluate_tick(context)
        assert not result.run_requests and "1 changed, 1 deleted" in result.skip_message
        [observation] = result.asset_events
        assert observation.asset_key == dg.AssetKey("search_index")
        assert observation.metadata["files_changed"].value == 1
        assert search("vault token rotates", limit=1)[0].path == "memory/2026-12-01/vault.md"  # no refresh asked
        assert "memory/2026-11-26/ingester-log.md" not in {h.path for h in search("ingester restarted", limit=10)}
        with dg.build_sensor_context(instance=instance, resources={"settings": ReverieSettings()}) as context:
            again = sensor.evaluate_tick(context)
        assert not again.asset_events and "no memory/ or digest/ file changed" in again.skip_message


def test_search_sensor_setting_starts_it_stopped(reverie_env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from pipelines.search_sensor import build_search_sensor

    monkeypatch.setenv("REVERIE_SEARCH_SENSOR", "0")
    assert build_search_sensor().default_status == dg.DefaultSensorStatus.STOPPED


def test_cli_per_file_and_linked_notes_in_json(ws: Path, capsys) -> None:
    from pipelines.cli import main

    assert main(["search", "ingester restarted after a memory spike", "--limit", "3", "--per-file", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    paths = [r["path"] for r in out["results"]]
    assert len(paths) == len(set(paths)) <= 3 and len(out["linked"]) <= 3
    assert main(["search", "ingester", "--per-file", "0"]) == 2
    assert "--per-file 0 must be between 1 and 1000" in capsys.readouterr().out

"""The engine runs behind the thin assets, called without Dagster: ingest, reflect, publish, files layer."""

import logging
from datetime import date
from pathlib import Path

import pytest

from reverie.config import Settings
from reverie.embedding.model import HashEmbedder
from reverie.files import make_distiller
from reverie.files.runs import resource_notes_run, session_notes_run
from reverie.ingest import ingest_inbox
from reverie.llm import LLMOutage
from reverie.reflection.batch import HotCacheUnavailable, publish_hot_cache, reflect_days
from reverie.reflection.summarise import ExtractiveSummariser
from reverie.reporting import Markdown
from reverie.sample import SampleSpec, write_sample
from reverie.sample_files import FilesSampleSpec, write_sample_files
from reverie.stores.hotcache import SQLiteHotCache, read_memory_notes
from reverie.stores.lance import LanceStore
from reverie.workspace import collective_workspace

END = date(2026, 3, 4)
DAYS = ["2026-03-02", "2026-03-03", "2026-03-04"]
log = logging.getLogger("test_engine_runs")


def run_settings(root: Path, **fields: object) -> Settings:
    """What the runs read from the settings, as these tests set them (the rest at its default)."""
    values: dict[str, object] = {
        "timezone": "UTC",
        "max_inbox_file_bytes": 1 << 30,
        "roles_dir": root / "roles",
        "reflection_window_days": 1,
        "cluster_threshold": 0.6,
        "min_cluster_size": 2,
        "hot_cache_top_n": 8,
        "hot_cache_ttl_s": 3600,
        "hot_cache_same_lesson": 0.5,
        "hot_cache_key_template": "acc:{cid}:memory_notes:{role}",
        "workspace_dir": root,
        "auto_memory_interval": 5,
        "max_resource_bytes": 1 << 20,
    }
    return Settings(**{**values, **fields})


@pytest.fixture
def stores(tmp_path: Path):
    write_sample(
        tmp_path / "inbox" / "episodes", tmp_path / "roles", SampleSpec(episodes=600, days=3, end_day=END, seed=5)
    )
    return tmp_path, LanceStore(str(tmp_path / "lancedb")), HashEmbedder()


def test_ingest_reflect_and_publish_without_dagster(stores, caplog: pytest.LogCaptureFixture) -> None:
    root, store, embedder = stores
    inbox = ingest_inbox(store, root / "inbox" / "episodes", DAYS, embedder, run_settings(root), log=log)
    meta = inbox.metadata()
    assert meta["new_episodes"] == meta["stored_episodes_in_days"] > 0 and not inbox.errors
    assert isinstance(meta["lines_per_file"], Markdown) and meta["days"] == DAYS
    again = ingest_inbox(store, root / "inbox" / "episodes", DAYS, embedder, run_settings(root), log=log)
    assert again.added == 0 and again.metadata()["inbox_episodes"] == meta["inbox_episodes"], "ids are content hashes"

    cache = SQLiteHotCache(root / "hot.db")
    with caplog.at_level(logging.INFO, logger="test_engine_runs"):
        report = reflect_days(
            store,
            DAYS,
            run_settings(root),
            embedder=embedder,
            summariser=ExtractiveSummariser(embedder.embed),
            open_cache=lambda: cache,
            key_template="acc:{cid}:memory_notes:{role}",
            log=log,
        )
    assert report.metadata()["notes"] > 0 and report.stored_days == DAYS and not report.outage
    assert all(passed for passed, _ in report.checks().values()), report.checks()
    assert f"{DAYS[0]}:" in caplog.text and "clusters ->" in caplog.text, "one log line per day"

    published = publish_hot_cache(
        store, lambda: cache, DAYS[-1], run_settings(root), cache_name="sqlite", log=log, embed=embedder.embed
    )
    assert published.written > 0 and published.metadata()["as_of"] == DAYS[-1]
    cid, role = next(iter(published.ranking.entries))
    assert read_memory_notes(cid, role, cache=cache)


def test_an_unreachable_cache_fails_the_publish_saying_the_notes_are_safe(stores) -> None:
    root, store, embedder = stores
    ingest_inbox(store, root / "inbox" / "episodes", DAYS, embedder, run_settings(root), log=log)
    reflect_days(
        store,
        DAYS,
        run_settings(root),
        embedder=embedder,
        summariser=ExtractiveSummariser(embedder.embed),
        open_cache=lambda: SQLiteHotCache(root / "hot.db"),
        key_template="acc:{cid}:memory_notes:{role}",
        log=log,
    )

    def unreachable():
        raise ConnectionError("nothing listens there")

    with pytest.raises(HotCacheUnavailable, match="The notes are safe") as caught:
        publish_hot_cache(store, unreachable, DAYS[-1], run_settings(root), cache_name="redis://nowhere", log=log)
    assert caught.value.written == 0 and caught.value.pending > 0 and caught.value.as_of == DAYS[-1]


def test_the_files_layer_over_every_collective_without_dagster(tmp_path: Path) -> None:
    workspaces = {cid: collective_workspace(tmp_path, cid) for cid in ("acme", "globex")}
    for ws in workspaces.values():
        write_sample_files(ws, FilesSampleSpec(sessions=4, days=1, end_day=END, with_bad_line=False))
    days = [END.isoformat()]
    sessions = session_notes_run(run_settings(tmp_path), days, make_distiller(None), log=log)
    meta = sessions.metadata()
    assert set(sessions.runs) == {"acme", "globex"} and meta["days"] == days
    assert meta["turns_appended"] > 0 and not sessions.outage and isinstance(sessions.outage, LLMOutage)
    resources = resource_notes_run(run_settings(tmp_path), days, make_distiller(None), today=days[0], log=log)
    assert resources.metadata()["files_scanned"] > 0 and "acme" in resources.metadata()["collectives"]

"""A collective's workspace fed through every layer, where some of what a forgotten input fed has other sources.

`build(cid)` writes, for collective `cid`:

- sessions `s-forget` and `s-keep`; both state the deploy rule (so its digest node has two sources); `s-forget`
  alone states the vault fact (a node with one source) and corrects the staging host that `s-keep` stated (a
  correction from a forgotten source); the forgotten session's turns carry SESSION_MARK;
- resources `runbook-secret.md` (RESOURCE_MARK) and `price-list.md`;
- episodes of agent `ing-1` (role `ingester`, which reflects) on DAY1: a cluster of similar failures where one
  episode carries EPISODE_MARK and the others do not (its memory note keeps other sources), plus a DECISION,
  TRAJECTORY and FEEDBACK episode carrying EPISODE_MARK; episodes of agent `ing-2` (AGENT_MARK);
- daily notes, the dream's digest nodes and interest topics, memory notes, the hot cache (embedded SQLite),
  decision rows and the search index: all by the engine functions the pipelines call.
"""

from __future__ import annotations

import json
from datetime import datetime

from reverie.config import Settings
from reverie.decisions.episodes import ingest_day
from reverie.dream import OfflineIntegrator, dream, read_nodes
from reverie.dream.topics import pick_topics, write_interests
from reverie.embedding.model import make_embedder
from reverie.episodes import Episode
from reverie.files import distil_resources, flush_session, record_turns
from reverie.files.distil import OfflineDistiller
from reverie.reflection.reflect import rank_hot_notes, reflect_day
from reverie.reflection.summarise import ExtractiveSummariser
from reverie.search.index import update_index
from reverie.stores.hotcache import open_hot_cache, publish_memory_notes
from reverie.stores.lance import LanceStore
from reverie.workspace import Workspace, atomic_write_text, collective_workspace

DAY1, DAY2 = "2026-03-10", "2026-03-11"
SESSION_MARK = "zqxsessionmark"
RESOURCE_MARK = "zqxresourcemark"
EPISODE_MARK = "zqxepisodemark"
AGENT_MARK = "zqxagentmark"
DECISION_MARK = "zqxdecisionmark"
MARKS = (SESSION_MARK, RESOURCE_MARK, EPISODE_MARK, AGENT_MARK, DECISION_MARK)


def _turns(day: str, lines: list[tuple[str, str]]) -> list[dict]:
    return [{"role": r, "content": c, "created_at": f"{day}T09:{i:02d}:00Z"} for i, (r, c) in enumerate(lines)]


def embedder():
    return make_embedder("hash")


def episodes(cid: str) -> list[Episode]:
    at = datetime.fromisoformat(f"{DAY1}T10:00:00+00:00")
    out = [
        Episode(
            cid,
            "ing-1",
            "ingester",
            at.replace(minute=i),
            f"PDF upload over 10MB exhausted the ingester memory on batch {i}",
            kind="TASK",
            title="ingest pdf",
            outcome="failed",
            reward=0.1,
        )
        for i in range(3)
    ]
    out.append(
        Episode(
            cid,
            "ing-1",
            "ingester",
            at.replace(minute=5),
            f"PDF upload over 10MB exhausted the ingester memory on batch {EPISODE_MARK}",
            kind="TASK",
            title="ingest pdf",
            outcome="failed",
            reward=0.1,
        )
    )
    out.append(
        Episode(
            cid,
            "ing-1",
            "ingester",
            at.replace(minute=6),
            f"Split the upload {DECISION_MARK} into parts",
            kind="DECISION",
            title="Large PDF upload",
            reward=0.8,
            metadata={"action_type": "split", "target_domain": "ingest", "episode_id": "ep-big-pdf"},
        )
    )
    out.append(
        Episode(
            cid,
            "ing-1",
            "ingester",
            at.replace(minute=7),
            "Route via splitter",
            kind="TRAJECTORY",
            title="task-big-pdf",
            reward=1.5,
            metadata={"route_taken": "split->ingest"},
        )
    )
    out.append(
        Episode(
            cid,
            "ing-1",
            "ingester",
            at.replace(minute=8),
            "Worked, parts merged",
            kind="FEEDBACK",
            metadata={"episode_id": "ep-big-pdf", "overall_effectiveness": 8, "resolution_time_hours": 2},
        )
    )
    out += [
        Episode(
            cid,
            "ing-2",
            "ingester",
            at.replace(minute=20 + i),
            f"CSV export {AGENT_MARK} timed out on the nightly run {i}",
            kind="TASK",
            title="export csv",
            outcome="failed",
            reward=0.1,
        )
        for i in range(3)
    ]
    out.append(
        Episode(
            cid,
            "ing-2",
            "ingester",
            at.replace(minute=30),
            f"Retry the export {AGENT_MARK} at night",
            kind="DECISION",
            title="CSV export timeout",
            reward=0.6,
            metadata={"action_type": "retry", "target_domain": "export"},
        )
    )
    return out


EPISODE_WITH_MARK = 3  # index in episodes(): the clustered TASK episode carrying EPISODE_MARK
DECISION_WITH_MARK = 4  # the DECISION episode carrying DECISION_MARK


def build(cid: str = "acme", *, marks: bool = True) -> Workspace:
    """Feed every layer for `cid` (see the module doc); returns its workspace."""
    s = Settings()
    emb = embedder()
    ws = collective_workspace(s.workspace_dir, cid).ensure()
    role = s.roles_dir / "ingester" / "role.yaml"
    role.parent.mkdir(parents=True, exist_ok=True)
    role.write_text("memory_reflection: true\n")
    m = (lambda x: x) if marks else (lambda x: "plain")
    record_turns(
        ws,
        "s-keep",
        _turns(
            DAY1,
            [
                ("user", "We decided that deploys to production happen on Tuesdays after the change review."),
                ("user", "The staging database host is db-staging-three.internal on port 5432."),
                ("user", "I prefer release notes written in plain English for the Globex team."),
            ],
        ),
    )
    record_turns(
        ws,
        "s-forget",
        _turns(
            DAY2,
            [
                ("user", "We decided that deploys to production happen on Tuesdays after the change review."),
                ("user", f"The vault unlock phrase is {m(SESSION_MARK)} and only Dana may use it."),
                ("user", f"The staging database host is db-{m(SESSION_MARK)}.internal on port 5432."),
            ],
        ),
    )
    for sid in ("s-keep", "s-forget"):
        flush_session(ws, sid, OfflineDistiller())
    (ws.resource_dir / DAY1).mkdir(parents=True, exist_ok=True)
    atomic_write_text(
        ws.resource_dir / DAY1 / "runbook-secret.md",
        f"# Runbook\n\nThe ingester restart key is {m(RESOURCE_MARK)} for the Globex cluster.\n\n"
        "We decided that deploys to production happen on Tuesdays after the change review.\n",
    )
    atomic_write_text(
        ws.resource_dir / DAY1 / "price-list.md", "# Prices\n\nThe Globex plan costs 40 EUR per seat per month.\n"
    )
    distil_resources(ws, [DAY1], OfflineDistiller(), tz="UTC", max_bytes=1 << 20)
    dream(ws, [DAY1, DAY2], OfflineIntegrator(), emb, scan_days=2)
    write_interests(ws, DAY2, pick_topics(ws, DAY2, [DAY1, DAY2], read_nodes(ws), topic_count=5), 5, 7)
    store = LanceStore(s.lancedb_path)
    eps = episodes(cid)
    inbox = s.episode_inbox / f"{cid}.jsonl"  # as agents drop them; the store holds them too
    inbox.parent.mkdir(parents=True, exist_ok=True)
    inbox.write_text("".join(json.dumps(e.to_dict()) + "\n" for e in eps), encoding="utf-8")
    store.add_episodes(eps, emb.embed([e.embedding_text for e in eps]), emb.model_id)
    window = store.episodes_for_days(DAY1, DAY1, exclude_kinds=["MEMORY_NOTE"])
    import pyarrow.compute as pc

    window = window.filter(pc.equal(window["cid"], cid))
    report = reflect_day(
        DAY1,
        window,
        embed=emb.embed,
        embedding_model=emb.model_id,
        summariser=ExtractiveSummariser(emb.embed),
        threshold=s.cluster_threshold,
        min_cluster_size=s.min_cluster_size,
        reflects=lambda r: r == "ingester",
    )
    from reverie.forget import Stores, _upsert_notes

    _upsert_notes(Stores(s, ws, emb), report.notes)
    cache = open_hot_cache(s)  # embedded SQLite, or Redis when REDIS_URL is set
    from reverie.stores.recent import refresh_recent_days

    refresh_recent_days(store, cache, [DAY1], 3650)  # the prompt path's recent window holds the episodes too
    notes = store.notes_for_days(DAY1, DAY2, cid=cid)
    ranking = rank_hot_notes(notes, DAY2, s.hot_cache_top_n, embed=emb.embed, same_lesson=s.hot_cache_same_lesson)
    for (c, r), entries in ranking.entries.items():
        publish_memory_notes(cache, c, r, entries, DAY2, s.hot_cache_ttl_s, s.hot_cache_key_template)
    from reverie.decisions import DecisionMemory

    memory = DecisionMemory(s.lancedb_path, embedder=emb, cid=cid)
    rows = store.episodes_for_days(DAY1, DAY1, cid=cid).to_pylist()
    for kind in ("DECISION", "TRAJECTORY", "FEEDBACK"):
        ingest_day(memory, kind, [r for r in rows if r["kind"] == kind], DAY1)
    update_index(ws, cid, s.lancedb_path, emb)
    return ws

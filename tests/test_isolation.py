"""Isolation by construction: collective ids designed to collide never share a store.

Through the real search (LanceDB tables and their Arrow manifests), the real SQLite and Redis hot caches, real
decision memory and the collective folders: every name a collective's data lives under is an injective function
of its id (`reverie.ids.store_name`), each search table records its owner, and a case twin is refused.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from pipelines.cli import main as cli_main
from reverie.config import Settings
from reverie.decisions.memory import DecisionMemory
from reverie.embedding.model import HashEmbedder
from reverie.hashing import content_hash
from reverie.ids import store_name, store_name_id
from reverie.search import index_collective, search
from reverie.search.index import table_name
from reverie.stores.hotcache import (
    RedisHotCache,
    SQLiteHotCache,
    memory_notes_key,
    publish_memory_notes,
    read_memory_notes,
)
from reverie.workspace import WorkspacePathError, collective_workspace

# Pairs (and families) of ids built to collide under a naive name mapping: the hash-suffixed name the old mapping
# gave `a.b`, escapes that spell another id's escape, prefixes, and letter case.
COLLIDING = [
    "a.b",
    "a_b_24aeb340",
    "a.2eb",
    "a.2e2eb",
    "a_b",
    "a-b",
    "ab",
    "a",
    "a.b.c",
    "a.b_c",
    "x.41",
    "xA",
    "Acme",
    "acme",
    "ACME",
    "acme-eu",
    "acme.eu",
    "acme_eu",
    "acme.eu.2e",
]


def write(root: Path, rel: str, text: str) -> None:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def secret(cid: str) -> str:
    return f"password-{content_hash('secret', cid, length=12)}"


def test_store_names_are_injective_case_distinct_and_reversible() -> None:
    names = [store_name(c) for c in COLLIDING]
    assert len(set(names)) == len(COLLIDING)
    assert len({n.casefold() for n in names}) == len(COLLIDING)  # distinct on a file system that ignores case
    assert all(store_name_id(n) == c for n, c in zip(names, COLLIDING, strict=True))
    # ids of a-z 0-9 _ - keep the names they always had: nothing existing is renamed
    assert table_name("acme_eu") == "search__acme_eu" and table_name("a-b") == "search__a-b"
    assert table_name("a.b") != table_name("a_b_24aeb340")
    with pytest.raises(ValueError):
        store_name_id("a.zz")


def _index_all(cids: list[str]) -> None:
    s = Settings()
    for cid in cids:
        write(
            s.workspace_dir / cid,
            "memory/2026-11-20/vault.md",
            f"# Vault\nThe vault password of this collective is {secret(cid)} and only its owners know it.\n",
        )
    for cid in cids:
        report = index_collective(cid)
        assert report.errors == [] and report.files_changed == 1, (cid, report)


def test_search_never_returns_another_collectives_content(reverie_env: Path) -> None:
    # case twins cannot both be folders (tested below), so the search family takes one id of each case group
    cids = [c for c in COLLIDING if c not in ("acme", "ACME")]
    _index_all(cids)
    lancedb = Path(Settings().lancedb_path)
    manifests = sorted(p.name for p in lancedb.glob("search_files__*.arrow"))
    assert len(manifests) == len(cids)  # one manifest per collective, never shared
    for cid in cids:
        hits = search("vault password", collective=cid, limit=50, expand=False)
        texts = " ".join(h.text for h in hits)
        assert secret(cid) in texts, cid
        assert [o for o in cids if o != cid and secret(o) in texts] == [], cid
    # a second refresh of each reads its own manifest and changes nothing
    for cid in cids:
        assert index_collective(cid).files_changed == 0


def test_the_cli_search_of_the_colliding_id_sees_only_its_own_notes(reverie_env: Path, capsys) -> None:
    _index_all(["a.b"])
    write(Settings().workspace_dir / "a_b_24aeb340", "memory/2026-11-21/own.md", "# Own\nOur own roadmap notes.\n")
    assert cli_main(["search", "vault password", "--collective", "a_b_24aeb340", "--json"]) == 0
    out = capsys.readouterr().out
    assert "roadmap" in out or '"results": []' in out
    assert secret("a.b") not in out
    assert cli_main(["search", "vault password", "--collective", "a.b", "--json"]) == 0
    assert secret("a.b") in capsys.readouterr().out  # the victim still finds its own note


def test_a_table_without_its_owner_record_is_rebuilt_not_read(reverie_env: Path) -> None:
    """A table another collective wrote under this name (the old mapping's leak) is never searched."""
    import lancedb

    _index_all(["victim.b"])
    db = lancedb.connect(Settings().lancedb_path)
    victim = db.open_table(table_name("victim.b")).to_arrow()
    # forge: the victim's rows under the other id's table name, with the victim's owner record
    db.create_table(table_name("thief"), data=victim, schema=victim.schema)
    write(Settings().workspace_dir / "thief", "memory/2026-11-21/own.md", "# Own\nThe thief keeps a diary.\n")
    hits = search("vault password", collective="thief", limit=50, expand=False)
    assert secret("victim.b") not in " ".join(h.text for h in hits)
    assert index_collective("thief").files_changed == 1  # rebuilt from its own workspace
    texts = " ".join(h.text for h in search("diary vault", collective="thief", limit=50, expand=False))
    assert "diary" in texts and secret("victim.b") not in texts


def test_a_case_twin_of_an_existing_collective_is_refused(reverie_env: Path, capsys) -> None:
    root = Settings().workspace_dir
    collective_workspace(root, "Acme").ensure()
    with pytest.raises(WorkspacePathError, match="differs only by letter case"):
        collective_workspace(root, "acme")
    assert collective_workspace(root, "Acme").cid == "Acme"
    assert cli_main(["search", "anything", "--collective", "ACME"]) == 2
    assert "differs only by letter case" in capsys.readouterr().out


def _hot_cache_family(cache) -> None:
    cids, role = COLLIDING, "ingester"
    keys = {memory_notes_key(c, role) for c in cids}
    assert len(keys) == len(cids)
    for cid in cids:
        assert publish_memory_notes(cache, cid, role, [{"summary": secret(cid)}], "2026-11-20", 600)
    for cid in cids:
        notes = read_memory_notes(cid, role, cache=cache)
        assert [n["summary"] for n in notes] == [secret(cid)], cid


def test_sqlite_hot_cache_keys_never_collide(tmp_path: Path) -> None:
    _hot_cache_family(SQLiteHotCache(tmp_path / "hotcache.db"))


@pytest.mark.integration  # a real Redis
def test_redis_hot_cache_keys_never_collide(redis_url: str) -> None:
    _hot_cache_family(RedisHotCache(redis_url))


@pytest.mark.parametrize(
    "template",
    [
        "acc:memory_notes:{role}",
        "{cid}{role}",
        "{cid}_{role}",
        "{cid}:{cid}:{role}",
        "k:{cid}:{role}:{extra}",
        "{}:{role}",
        "{cid!r}:{role}",
    ],
)
def test_a_hot_cache_key_template_that_could_share_keys_is_refused_at_start(
    reverie_env: Path, monkeypatch: pytest.MonkeyPatch, capsys, template: str
) -> None:
    monkeypatch.setenv("REVERIE_HOT_CACHE_KEY", template)
    with pytest.raises(ValueError, match="REVERIE_HOT_CACHE_KEY"):
        Settings()
    assert cli_main(["show"]) == 2
    out = capsys.readouterr().out
    assert out.startswith("refused:") and "REVERIE_HOT_CACHE_KEY" in out and "Traceback" not in out


def test_a_separated_key_template_is_accepted(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REVERIE_HOT_CACHE_KEY", "mem/{role}/{cid}")
    assert Settings().hot_cache_key_template == "mem/{role}/{cid}"


def test_decision_memory_of_one_collective_never_returns_anothers(tmp_path: Path) -> None:
    uri = tmp_path / "lancedb"
    for cid in COLLIDING:
        DecisionMemory(uri, embedder=HashEmbedder(), hydrate=False, cid=cid).store_decision(
            "ingester out of memory", "split_input", "ingest", 0.9, {"memory": 0.1}, secret(cid)
        )
    for cid in COLLIDING:
        memory = DecisionMemory(uri, embedder=HashEmbedder(), hydrate=False, cid=cid)
        found = memory.retrieve_similar("ingester out of memory", {"memory": 0.1}, n=10)
        assert [d["reasoning"] for d in found] == [secret(cid)], cid
        assert memory.get_stats()["total_memories"] == 1

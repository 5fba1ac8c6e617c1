"""Hybrid memory search: chunking, incremental indexing, filters, link expansion, CJK, query limits, evaluation.

Real LanceDB and files; hash embeddings (the `reverie_env` fixture) so these run in seconds. The quality
figures with the real model come from `reverie eval retrieval` (docs/search-quality.md).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from reverie.config import Settings
from reverie.embedding.model import HashEmbedder
from reverie.search import SearchQueryError, index_collective, search
from reverie.search.chunks import chunk_markdown


class CountingEmbedder(HashEmbedder):
    """The hash embedder, counting the texts it is asked to embed."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []

    def embed(self, texts):  # type: ignore[override]
        self.texts += list(texts)
        return super().embed(texts)


def write(root: Path, rel: str, text: str) -> Path:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def ws(reverie_env: Path) -> Path:
    """The default collective's workspace, `<root>/default/`."""
    root = Settings().workspace_dir / "default"
    write(
        root,
        "memory/2026-11-20/ingest.md",
        "---\nname: pdf-ingest\ndescription: Split PDFs over 10MB before the ingester sees them\n---\n"
        "# Ingest\nThe ingester crashed on a 48MB annual report.\n\nRetrying with smaller parts worked.\n",
    )
    write(
        root,
        "memory/2026-11-25/billing.md",
        "# Billing\nThe customer prefers invoices as PDF attachments, sent on Mondays.\n",
    )
    write(
        root,
        "digest/wiki/ingester-limits.md",
        "---\nname: ingester-limits\ndescription: what the ingester can take\n---\n"
        "# Ingester limits\nDocuments above ten megabytes exhaust the ingester's memory.\n\n"
        "derived_from:: [[memory/2026-11-20/ingest.md]]\nrelates_to:: [[digest/procedure/split-pdf]]\n",
    )
    write(root, "digest/procedure/split-pdf.md", "# Split a PDF\nUse qpdf --split-pages before uploading.\n")
    return root


def paths(hits) -> list[str]:
    return [h.path for h in hits]


def test_chunks_by_heading_and_paragraph_with_frontmatter_links_and_day():
    chunks = chunk_markdown(
        "memory/2026-11-20/n.md",
        "---\nname: n1\ndescription: about things\n---\n# A\nfirst para ^b1\n\n## B\nsecond\n"
        "with [[digest/wiki/x|x]]\n\ndepends_on:: [[digest/wiki/y.md]]\n",
    )
    assert [(c.heading, c.text) for c in chunks] == [("A", "first para"), ("A > B", "second\nwith [[digest/wiki/x|x]]")]
    assert chunks[0].anchor == "b1" and chunks[0].title == "n1 about things" and chunks[0].day == "2026-11-20"
    assert chunks[1].before == "first para"
    assert {(lk.predicate, lk.target) for lk in chunks[0].links + chunks[1].links} == {
        ("link", "digest/wiki/x"),
        ("depends_on", "digest/wiki/y.md"),
    }


def test_search_finds_paragraph_and_frontmatter_description(ws):
    index_collective()
    hits = search("ingester crashed annual report", limit=3, expand=False)
    assert hits[0].path == "memory/2026-11-20/ingest.md" and hits[0].heading == "Ingest"
    assert "48MB annual report" in hits[0].text and 0 < hits[0].score <= 1
    # "megabytes" is only in the body of the digest node, "10MB" only in a note's frontmatter description
    assert search("10MB", limit=1, expand=False)[0].path == "memory/2026-11-20/ingest.md"
    # word forms: "invoice" finds "invoices", "Monday" finds "Mondays"
    assert search("invoice Monday", limit=1, expand=False)[0].path == "memory/2026-11-25/billing.md"


def test_incremental_index_add_change_delete_and_unchanged_rescan(ws):
    embedder = CountingEmbedder()
    first = index_collective(embedder=embedder)
    assert first.files_scanned == 4 and first.chunks_added == first.chunks_total == 5
    assert first.texts_embedded == len(embedder.texts) == 5

    embedder.texts.clear()
    again = index_collective(embedder=embedder)
    assert embedder.texts == [] and again.files_changed == 0 and again.chunks_added == again.chunks_changed == 0

    note = ws / "memory/2026-11-20/ingest.md"
    os.utime(note, ns=(note.stat().st_atime_ns, note.stat().st_mtime_ns + 5_000_000_000))  # touched, not changed
    touched = index_collective(embedder=embedder)
    assert embedder.texts == [] and touched.files_changed == 0
    note.write_text(note.read_text().replace("smaller parts", "twelve smaller parts"), encoding="utf-8")
    changed = index_collective(embedder=embedder)
    assert changed.files_changed == 1 and changed.chunks_changed >= 1 and changed.chunks_added == 0
    # only the edited paragraph (embedded with the one before it as context); the rest keep their vectors
    assert embedder.texts == [
        "Ingest: Retrying with twelve smaller parts worked.\n(after: The ingester crashed on a 48MB annual report.)"
    ]
    assert "twelve" in search("twelve smaller parts", limit=1, embedder=embedder)[0].text

    write(ws, "memory/2026-11-26/new.md", "# New\nA zebra crossed the datacenter.\n")
    added = index_collective(embedder=embedder)
    assert added.chunks_added == 1 and added.chunks_total == 6
    (ws / "memory/2026-11-25/billing.md").unlink()
    removed = index_collective(embedder=embedder)
    assert removed.files_deleted == 1 and removed.chunks_removed == 1 and removed.chunks_total == 5
    assert "memory/2026-11-25/billing.md" not in paths(
        search("invoices PDF attachments Mondays", limit=10, embedder=embedder)
    )


def test_unreadable_file_keeps_its_previous_chunks(ws):
    index_collective()
    (ws / "memory/2026-11-25/billing.md").write_text("---\nname: [broken\n---\nbody\n", encoding="utf-8")
    report = index_collective()
    assert report.errors and "memory/2026-11-25/billing.md" in report.errors[0]
    assert search("invoices PDF attachments", limit=1, expand=False)[0].path == "memory/2026-11-25/billing.md"


def test_filters_folder_date_and_collective(ws, reverie_env):
    other = Settings().workspace_dir / "acme"
    write(other, "memory/2026-11-20/secret.md", "# Secret\nThe ingester crashed on the acme launch codes.\n")
    index_collective()
    index_collective("acme")
    mine = search("ingester crashed launch codes", limit=50)
    assert mine and all("acme" not in h.text and "launch codes" not in h.text for h in mine)
    theirs = search("ingester crashed", collective="acme", limit=50)
    assert paths(theirs) == ["memory/2026-11-20/secret.md"]  # one note, nothing of the default collective
    assert search("ingester", collective="nobody", limit=5) == []

    assert set(paths(search("ingester", folder="digest", limit=20, expand=False))) <= {
        "digest/wiki/ingester-limits.md",
        "digest/procedure/split-pdf.md",
    }
    assert paths(search("ingester PDF", folder="digest/procedure", limit=20, expand=False)) == [
        "digest/procedure/split-pdf.md"
    ]
    dated = search("ingester invoices PDF", since="2026-11-21", until="2026-11-30", limit=20, expand=False)
    assert paths(dated) == ["memory/2026-11-25/billing.md"]
    with pytest.raises(SearchQueryError, match="YYYY-MM-DD"):
        search("x", since="last week")


def test_link_expansion_both_directions(ws):
    index_collective()
    hits = search("documents above ten megabytes exhaust memory", limit=1, linked_limit=3)
    assert len(hits) == 1 and hits[0].path == "digest/wiki/ingester-limits.md" and not hits[0].expanded
    assert {(lk.path, lk.predicate, lk.direction) for lk in hits[0].links} == {
        ("memory/2026-11-20/ingest.md", "derived_from", "out"),
        ("digest/procedure/split-pdf.md", "relates_to", "out"),
    }
    expanded = hits.linked  # linked notes come apart from the hits, with their own bound
    assert all(h.expanded for h in expanded) and {h.path for h in expanded} == {
        "memory/2026-11-20/ingest.md",
        "digest/procedure/split-pdf.md",
    }
    assert all(h.via == "digest/wiki/ingester-limits.md" and h.score < hits[0].score for h in expanded)

    back = search("qpdf split pages uploading", limit=1)
    assert back[0].path == "digest/procedure/split-pdf.md"
    assert [(h.path, h.expanded) for h in back.linked] == [("digest/wiki/ingester-limits.md", True)]
    assert back[0].links[0].direction == "in" and back[0].links[0].predicate == "relates_to"


def test_cjk_and_mixed_language(ws):
    write(ws, "memory/2026-11-27/zh.md", "# 笔记\n混合搜索把关键词检索和向量检索结合起来。\n")
    write(ws, "memory/2026-11-27/ja.md", "# メモ\n全文検索エンジンのインデックスを毎晩再構築する。\n")
    write(ws, "memory/2026-11-27/mixed.md", "# Mixed\nThe hybrid 搜索 pipeline runs nightly on the GPU box.\n")
    index_collective()
    assert search("混合搜索", limit=1, expand=False)[0].path == "memory/2026-11-27/zh.md"
    assert search("検索エンジン", limit=1, expand=False)[0].path == "memory/2026-11-27/ja.md"
    assert search("hybrid 搜索 nightly", limit=1, expand=False)[0].path == "memory/2026-11-27/mixed.md"


@pytest.mark.parametrize("query", ["", "   \n\t ", "x" * 100_000])
def test_empty_whitespace_and_huge_queries_are_refused_clearly(ws, query, capsys):
    index_collective()
    with pytest.raises(SearchQueryError, match="empty|limit"):
        search(query)
    from pipelines.cli import main

    assert main(["search", query, "--no-refresh"]) == 2
    assert "search refused" in capsys.readouterr().out


def test_cli_search_json(ws, capsys):
    from pipelines.cli import main

    assert main(["search", "ingester crashed", "--limit", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["collective"] == "default" and out["results"][0]["path"] == "memory/2026-11-20/ingest.md"
    assert {"path", "heading", "score", "text", "links", "expanded"} <= set(out["results"][0])


def test_eval_retrieval_matches_hand_computed_recall(reverie_env, tmp_path):
    """Three questions, recall@1 and hit@1 worked out by hand.

    q1 names words only its evidence turn has: found first (recall 1).
    q2 has two evidence turns; only one shares the question's words, so at k=1 recall is 1/2 (hit 1).
    q3's evidence turn shares no word with it, while another turn matches it: recall 0 at k=1.
    recall@1 = (1 + 0.5 + 0) / 3 = 0.5; hit@1 = 2/3; at k=3 the conversation has 3 turns: everything, 1.0.
    """
    from reverie.search.evaluate import evaluate_retrieval

    data = tmp_path / "evalset"
    data.mkdir()
    turns = [
        ("D1:1", "Ann", "I adopted a grey kitten named Pixel."),
        ("D1:2", "Bob", "My marathon is in Boston."),
        ("D2:1", "Ann", "Pottery class on Sunday was relaxing."),
    ]
    docs = [
        {
            "doc_id": f"c1:{d}",
            "sample_id": "c1",
            "dia_id": d,
            "session": int(d[1]),
            "date_time": f"1:00 pm on {d[1]} May, 2023",
            "speaker": s,
            "text": t,
        }
        for d, s, t in turns
    ]
    queries = [
        {
            "qid": "q1",
            "sample_id": "c1",
            "question": "What is the kitten Pixel like?",
            "category": 4,
            "category_name": "single-hop",
            "evidence": ["c1:D1:1"],
        },
        {
            "qid": "q2",
            "sample_id": "c1",
            "question": "Where is Bob's marathon?",
            "category": 1,
            "category_name": "multi-hop",
            "evidence": ["c1:D1:2", "c1:D2:1"],
        },
        {
            "qid": "q3",
            "sample_id": "c1",
            "question": "Which marathon city did Bob name?",
            "category": 1,
            "category_name": "multi-hop",
            "evidence": ["c1:D2:1"],
        },
    ]
    (data / "docs.jsonl").write_text("".join(json.dumps(d) + "\n" for d in docs), encoding="utf-8")
    (data / "queries.jsonl").write_text("".join(json.dumps(q) + "\n" for q in queries), encoding="utf-8")
    result = evaluate_retrieval(data, HashEmbedder(), ks=(1, 3)).as_json()
    from pipelines.cli import main

    assert main(["eval", "retrieval", str(data), "--k", "1,3", "--json", str(tmp_path / "out.json")]) == 0
    written = json.loads((tmp_path / "out.json").read_text())
    assert {k: written[k] for k in ("queries", "recall@1", "hit@1", "by_category")} == {
        k: result[k] for k in ("queries", "recall@1", "hit@1", "by_category")
    }
    assert main(["eval", "retrieval", str(tmp_path / "missing")]) == 2  # a clear refusal, not a traceback
    assert result["queries"] == 3
    assert result["recall@1"] == 0.5 and result["hit@1"] == round(2 / 3, 4)
    assert result["recall@3"] == 1.0 and result["hit@3"] == 1.0
    assert result["by_category"]["single-hop"]["recall@1"] == 1.0
    assert result["by_category"]["multi-hop"]["recall@1"] == 0.25  # (0.5 + 0) / 2


def write_evalset(folder: Path) -> Path:
    """A one-turn, one-question retrieval set in `folder` (docs.jsonl + queries.jsonl)."""
    folder.mkdir(parents=True, exist_ok=True)
    write(
        folder,
        "docs.jsonl",
        json.dumps(
            {
                "doc_id": "c1:D1:1",
                "sample_id": "c1",
                "dia_id": "D1:1",
                "session": 1,
                "date_time": "1:00 pm on 1 May, 2023",
                "speaker": "Ann",
                "text": "I adopted a grey kitten.",
            }
        )
        + "\n",
    )
    write(
        folder,
        "queries.jsonl",
        json.dumps({"qid": "q1", "sample_id": "c1", "question": "Which kitten?", "evidence": ["c1:D1:1"]}) + "\n",
    )
    return folder


def assert_one_line_refusal(code: int, captured, *fragments: str) -> None:
    """Exit status 2, one printed line naming what was wrong, no traceback (and no model loaded before it)."""
    assert code == 2
    assert "Traceback" not in captured.out + captured.err
    lines = captured.out.strip().splitlines()
    assert len(lines) == 1, captured.out
    for fragment in fragments:
        assert fragment in lines[0], (fragment, lines[0])


@pytest.mark.parametrize(
    "argv, fragments",
    [
        (["--set", "lexical_weight"], ["--set 'lexical_weight'", "NAME=VALUE", "lexical_weight, near_weight, rrf_k"]),
        (["--set", "unknown_name=1"], ["--set 'unknown_name=1'", "unknown search setting", "bm25_k1", "vector_weight"]),
        (["--set", "lexical_weight=abc"], ["--set 'lexical_weight=abc'", "a finite number, not 'abc'"]),
        (["--set", "stemming=maybe"], ["--set 'stemming=maybe'", "a boolean"]),  # once read as False, silently
        (["--set", "rrf_k=1.5"], ["--set 'rrf_k=1.5'", "an integer"]),
        (["--k", "abc"], ["--k 'abc'", "'abc' is not a cut-off"]),
        (["--k", "0"], ["--k '0'", "from 1 to"]),
        (["--k", ""], ["--k ''", "an empty cut-off"]),
        (["--k", "5,,10"], ["--k '5,,10'", "an empty cut-off"]),  # once taken for 5,10
        (["--k", "-1"], ["--k '-1'", "'-1' is not a cut-off"]),
        (["--k", "5,-3"], ["--k '5,-3'", "'-3' is not a cut-off"]),
        (["--k", "5000"], ["--k '5000'", "from 1 to 1000"]),  # more than a search returns
        (["--json", "{tmp}/no-such-folder/out.json"], ["--json", "no-such-folder", "does not exist"]),
    ],
)
def test_cli_eval_retrieval_refuses_bad_options_before_loading_the_model(
    reverie_env, tmp_path, capsys, argv, fragments
):
    from pipelines.cli import main

    data = write_evalset(tmp_path / "evalset")
    code = main(["eval", "retrieval", str(data), *(a.format(tmp=tmp_path) for a in argv)])
    assert_one_line_refusal(code, capsys.readouterr(), *fragments)


@pytest.mark.parametrize(
    "folder, fragments",
    [
        ("missing", ["DIR", "missing does not exist", "docs.jsonl and queries.jsonl"]),
        ("only-docs", ["DIR", "only-docs has no queries.jsonl"]),
        ("a-file", ["DIR", "a-file is not a folder"]),
    ],
)
def test_cli_eval_retrieval_refuses_a_dir_without_the_two_files(reverie_env, tmp_path, capsys, folder, fragments):
    from pipelines.cli import main

    (write_evalset(tmp_path / "only-docs") / "queries.jsonl").unlink()
    write(tmp_path, "a-file", "not a folder\n")
    assert_one_line_refusal(main(["eval", "retrieval", str(tmp_path / folder)]), capsys.readouterr(), *fragments)


def test_eval_options_parse_cutoffs_and_settings():
    from pipelines.search_cli import parse_cutoffs, parse_settings

    assert parse_cutoffs(" 10, 5,5") == [5, 10]
    overrides, config = parse_settings(["stemming=off", "rrf_k= 30", "lexical_weight=0"])
    assert overrides == {"stemming": "off", "rrf_k": " 30", "lexical_weight": "0"}
    assert (config.stemming, config.rrf_k, config.lexical_weight) == (False, 30, 0.0)


@pytest.mark.parametrize(
    "argv, fragments",
    [
        (["--limit", "0"], ["--limit 0", "between 1 and 1000"]),
        (["--limit", "-5"], ["--limit -5"]),
        (["--limit", "5000"], ["--limit 5000"]),
        (["--min-score", "5"], ["--min-score 5 ", "between 0 and 1"]),  # once: no results, silently
        (["--min-score", "nan"], ["--min-score nan"]),
        (["--since", "last week"], ["--since 'last week'", "YYYY-MM-DD"]),
        (["--until", "2026-13-01"], ["--until '2026-13-01'", "YYYY-MM-DD"]),
        (["--since", "2026-12-01", "--until", "2026-11-01"], ["--since 2026-12-01 is after --until 2026-11-01"]),
    ],
)
def test_cli_search_refuses_bad_options_before_refreshing_the_index(ws, capsys, argv, fragments):
    from pipelines.cli import main

    code = main(["search", "ingester", *argv])  # with the refresh: the refusal comes first, one line
    assert_one_line_refusal(code, capsys.readouterr(), "search refused", *fragments)


@pytest.mark.parametrize("option", ["--limit", "--min-score"])
def test_cli_search_non_number_is_an_argparse_usage_error(ws, capsys, option):
    from pipelines.cli import main

    with pytest.raises(SystemExit) as exit_:
        main(["search", "ingester", option, "abc"])
    captured = capsys.readouterr()
    assert exit_.value.code == 2 and "Traceback" not in captured.out + captured.err
    assert f"argument {option}: invalid" in captured.err and "'abc'" in captured.err


@pytest.mark.integration
def test_search_index_asset_reports_changes_and_unchanged_rerun(ws, reverie_env):
    import dagster as dg

    from assets.search import search_index
    from resources import EmbedderResource, ReverieSettings

    write(Settings().workspace_dir / "acme", "memory/2026-11-20/a.md", "# A\nAcme note.\n")
    resources = {"settings": ReverieSettings(), "embedder": EmbedderResource()}
    first = dg.materialize([search_index], resources=resources)
    meta = first.asset_materializations_for_node("search_index")[0].metadata
    assert meta["collectives"].value == 2 and meta["chunks_added"].value == 6 and meta["texts_embedded"].value == 6
    assert "| acme |" in meta["per_collective"].value
    (ws / "digest/procedure/split-pdf.md").unlink()
    again = dg.materialize([search_index], resources=resources)
    meta = again.asset_materializations_for_node("search_index")[0].metadata
    assert meta["chunks_added"].value == 0 and meta["texts_embedded"].value == 0
    assert meta["chunks_removed"].value == 1 and meta["chunks_total"].value == 5
    check = again.get_asset_check_evaluations()[0]
    assert check.passed


def test_update_of_named_paths_only(ws):
    embedder = CountingEmbedder()
    index_collective(embedder=embedder)
    from reverie.search.index import update_index
    from reverie.workspace import collective_workspace

    workspace = collective_workspace(Settings().workspace_dir, "default")
    (ws / "memory/2026-11-25/billing.md").write_text("# Billing\nInvoices go out on Fridays now.\n", encoding="utf-8")
    (ws / "digest/procedure/split-pdf.md").unlink()
    embedder.texts.clear()
    report = update_index(
        workspace,
        "default",
        Settings().lancedb_path,
        embedder,
        paths=["memory/2026-11-25/billing.md", "digest/procedure/split-pdf.md"],
    )
    assert report.files_scanned == 1 and report.files_changed == 1 and report.files_deleted == 1
    assert report.chunks_changed == 1 and report.chunks_removed == 1 and len(embedder.texts) == 1
    assert search("invoices Fridays", limit=1, embedder=embedder)[0].text == "Invoices go out on Fridays now."


def test_digest_nodes_the_dream_writes_are_searched_and_expanded(ws):
    """A node rendered by the dream's own writer: its statement is a hit, its typed links expand both ways."""
    from reverie.dream.nodes import DigestNode, Source, render_node

    node = DigestNode(
        path="digest/wiki/staging-database-host.md",
        name="staging-database-host",
        description="The staging database is db-staging-3.internal on port 5432.",
        bucket="wiki",
        created="2026-11-21",
        updated="2026-11-22",
        statement="The staging database is db-staging-3.internal on port 5432.",
        sources=[
            Source("memory/2026-11-20/ingest.md"),
            Source("memory/2026-11-19/gone.md", deleted=True, suffix="(source deleted)"),
        ],
    )
    node.add_relation("depends_on", "digest/procedure/split-pdf.md")
    write(ws, node.path, render_node(node))
    index_collective()
    hits = search("staging database host port", limit=1, linked_limit=3)
    assert hits[0].path == node.path and hits[0].heading == "Staging database host"
    assert "db-staging-3.internal" in hits[0].text and "derived_from" not in hits[0].text
    assert {(h.path, h.via) for h in hits.linked} == {
        ("memory/2026-11-20/ingest.md", node.path),
        ("digest/procedure/split-pdf.md", node.path),
    }
    back = search("ingester crashed on a 48MB annual report", limit=1)
    assert back[0].path == "memory/2026-11-20/ingest.md"
    assert ("digest/wiki/staging-database-host.md", "derived_from", "in") in {
        (lk.path, lk.predicate, lk.direction) for lk in back[0].links
    }


def test_projected_first_stage_gives_the_exact_ranking_when_the_pool_holds_everything(ws, monkeypatch):
    """Above REDUCE_ABOVE chunks vector recall scores a 128-d projection first, then the pool exactly."""
    import reverie.search.cache as cache_module
    import reverie.search.loaded as loaded_module
    from reverie.search.index import load_index

    index_collective()
    exact = [(h.path, h.ordinal) for h in search("ingester memory limits", limit=5, expand=False)]
    monkeypatch.setattr(loaded_module, "REDUCE_ABOVE", 2)
    cache_module._LOADED.clear()
    projected = load_index(Settings().lancedb_path, "default", 384)
    assert projected.reduced is not None and projected.reduced.shape == (5, 128)
    assert [(h.path, h.ordinal) for h in search("ingester memory limits", limit=5, expand=False)] == exact
    cache_module._LOADED.clear()


def test_expansion_brings_the_linked_notes_closest_to_the_query_once_each(ws):
    write(
        ws,
        "digest/wiki/hub.md",
        "# Hub\nThe hub note about export formats.\n\n"
        "- derived_from:: [[memory/2026-11-25/billing.md]]\n- relates_to:: [[digest/procedure/split-pdf.md]]\n"
        "- relates_to:: [[digest/wiki/ingester-limits.md]]\n- depends_on:: [[memory/2026-11-20/ingest.md]]\n"
        "See also [[memory/2026-11-25/billing.md]].\n",
    )
    index_collective()
    hits = search("hub note export formats", limit=1, linked_limit=10)
    assert hits[0].path == "digest/wiki/hub.md"
    linked = [h.path for h in hits.linked]
    assert len(linked) == 3 and len(set(linked)) == 3  # expand_per_hit, each note once
    assert all(h.score < hits[0].score for h in hits.linked)


def test_workspace_walk_finds_what_a_resolving_rglob_finds_and_never_a_link_out(ws, tmp_path):
    """The scandir walk resolves only links; it must keep exactly the files a walk that resolves every file keeps."""
    from reverie.search.index import covered, workspace_files
    from reverie.workspace import Workspace

    outside = tmp_path / "outside"
    write(outside, "secret.md", "SECRET host file.\n")
    write(outside, "wiki/secret2.md", "SECRET host file.\n")
    write(ws, "memory/2026-11-20/.hidden/skip.md", "hidden\n")
    write(ws, "memory/2026-11-20/folder.md/inner.md", "# Inner\nIn a folder named like a note.\n")
    write(ws, "memory/2026-11-20/a-b.md", "# A-b\nSorts between a/ and b.\n")
    write(ws, "memory/2026-11-20/a/deep.md", "# Deep\nOne folder down.\n")
    write(ws, "memory/2026-11-20/notes.txt", "not Markdown\n")
    os.symlink(outside / "secret.md", ws / "memory/2026-11-20/leak.md")
    os.symlink(ws / "memory/2026-11-25/billing.md", ws / "memory/2026-11-20/alias.md")  # a link inside: kept
    os.symlink(outside / "wiki", ws / "digest/linked")  # a link to a folder: not followed
    os.symlink(outside / "nowhere.md", ws / "memory/2026-11-20/dangling.md")
    workspace = Workspace(ws)

    def resolving_rglob(w: Workspace) -> list[str]:  # the walk before scandir: every file resolved
        return [
            p.relative_to(w.root).as_posix()
            for folder in ("memory", "digest")
            if (w.root / folder).is_dir()
            for p in sorted((w.root / folder).rglob("*.md"))
            if covered(p.relative_to(w.root).as_posix()) and p.is_file() and w.contains(p)
        ]

    found = list(workspace_files(workspace))
    assert found == resolving_rglob(workspace)
    assert "memory/2026-11-20/alias.md" in found and "memory/2026-11-20/folder.md/inner.md" in found
    assert not any("leak" in p or "secret" in p or "hidden" in p or "dangling" in p for p in found)
    assert found.index("memory/2026-11-20/a/deep.md") < found.index("memory/2026-11-20/a-b.md")  # as Paths sort

    # digest/ itself a link out of the workspace: nothing under it is indexed, a link in it back inside is
    os.rename(ws / "digest", outside / "digest")
    os.symlink(outside / "digest", ws / "digest")
    os.symlink(ws / "memory/2026-11-25/billing.md", outside / "digest/back-inside.md")
    found = list(workspace_files(workspace))
    assert found == resolving_rglob(workspace)
    assert found and all(p.startswith("memory/") for p in found[:-1]) and found[-1] == "digest/back-inside.md"


def test_file_manifest_follows_the_chunk_table_and_is_rebuilt_when_missing_or_stale(ws):
    """The per-file manifest a scan reads instead of every chunk row: always what the chunk rows say, kept in step
    by full scans and updates given paths; a missing, torn or stale one (another writer moved the table) is not
    trusted: the file state is read from the chunk rows once and the manifest written again."""
    from reverie.search.index import ChunkTable, update_index
    from reverie.workspace import collective_workspace

    workspace = collective_workspace(Settings().workspace_dir, "default")
    embedder = CountingEmbedder()
    store = ChunkTable(str(Settings().lancedb_path), "default", embedder.dim)
    index_collective(embedder=embedder)
    files, version = store.manifest()
    assert files == store.stored_files() and len(files) == 4 and version == store.open().version

    store.drop_manifest()  # as a version before this manifest (or a lost file) leaves it
    import pyarrow as pa

    store.db().create_table(store.manifest_name, pa.table({"path": ["x"]}))  # that version's manifest table
    note = ws / "memory/2026-11-20/ingest.md"
    note.write_text(note.read_text().replace("smaller parts", "twelve smaller parts"), encoding="utf-8")
    changed = index_collective(embedder=embedder)
    assert changed.files_changed == 1 and changed.chunks_changed >= 1 and changed.chunks_added == 0
    assert store.manifest()[0] == store.stored_files()
    assert store.manifest_name not in store.db().list_tables().tables  # dropped: the Arrow file replaces it

    (ws / "memory/2026-11-25/billing.md").write_text("# Billing\nInvoices go out on Fridays now.\n", encoding="utf-8")
    update_index(workspace, "default", Settings().lancedb_path, embedder, paths=["memory/2026-11-25/billing.md"])
    assert store.manifest()[0] == store.stored_files()  # an update given paths keeps it in step

    store.open().delete("path = 'memory/2026-11-25/billing.md'")  # a writer that does not keep the manifest
    assert store.manifest() is None
    (ws / "digest/procedure/split-pdf.md").unlink()
    rescan = index_collective(embedder=embedder)
    # the chunk rows say billing.md is not indexed: it is indexed again, from the file
    assert rescan.files_changed == 1 and rescan.files_deleted == 1 and rescan.chunks_removed == 1
    assert store.manifest()[0] == store.stored_files() and "digest/procedure/split-pdf.md" not in store.manifest()[0]

    store.manifest_path.write_bytes(store.manifest_path.read_bytes()[:100])  # torn
    assert store.manifest() is None
    embedder.texts.clear()
    unchanged = index_collective(embedder=embedder)
    assert unchanged.files_changed == unchanged.files_deleted == 0 and embedder.texts == []
    assert store.manifest()[0] == store.stored_files()
    assert search("invoices Fridays", limit=1, embedder=embedder)[0].text == "Invoices go out on Fridays now."


def test_a_writer_in_between_leaves_no_manifest_that_hides_its_change(ws):
    """Another writer commits to the chunk table while an update runs (between the state it read and its own
    commits): the update writes no manifest, so the next scan reads the chunk rows and repairs what they lack."""
    from reverie.search.index import ChunkTable

    store = ChunkTable(str(Settings().lancedb_path), "default", HashEmbedder().dim)

    class InterruptedEmbedder(CountingEmbedder):
        def embed(self, texts):  # type: ignore[override]
            store.open().delete("path = 'memory/2026-11-25/billing.md'")  # the other writer
            return super().embed(texts)

    index_collective(embedder=CountingEmbedder())
    note = ws / "memory/2026-11-20/ingest.md"
    note.write_text(note.read_text().replace("smaller parts", "twelve smaller parts"), encoding="utf-8")
    report = index_collective(embedder=InterruptedEmbedder())
    assert report.files_changed == 1
    assert store.manifest() is None  # stale: not trusted

    repaired = index_collective(embedder=CountingEmbedder())
    assert repaired.files_changed == 1  # billing.md, whose rows the other writer deleted
    assert store.manifest()[0] == store.stored_files() and len(store.manifest()[0]) == 4
    assert search("invoices Mondays", limit=1, embedder=CountingEmbedder())[0].path == "memory/2026-11-25/billing.md"


@pytest.mark.parametrize("projected", [False, True])
def test_a_loaded_index_is_patched_with_an_updates_files_and_ranks_as_a_full_load(ws, monkeypatch, projected):
    """After an update, the next search patches the loaded index with the files written (changed, added,
    deleted) instead of loading every row again, and ranks exactly as a full load of the same rows; past
    PATCH_LIMIT of the rows it loads whole again."""
    import numpy as np

    import reverie.search.cache as cache_module
    import reverie.search.loaded as loaded_module
    from reverie.search.index import ChunkTable, LoadedIndex, load_index
    from reverie.search.query import search_index

    for n in range(12):
        write(
            ws,
            f"memory/2026-11-{10 + n:02d}/note-{n}.md",
            f"# Note {n}\nThe export job {n} runs at {n}:00 UTC.\n\nIts owner is team {n % 3}.\n",
        )
    if projected:
        monkeypatch.setattr(loaded_module, "REDUCE_ABOVE", 2)
    cache_module._LOADED.clear()
    embedder = CountingEmbedder()
    uri, dim = str(Settings().lancedb_path), embedder.dim
    index_collective(embedder=embedder)
    first = load_index(uri, "default", dim)
    assert first.rows_since_full == 0

    def same_as_a_full_load(loaded: LoadedIndex) -> None:
        full = LoadedIndex(ChunkTable(uri, "default", dim).open().to_arrow(), dim, loaded.config)
        assert loaded.path == full.path and loaded.text == full.text and loaded.ordinal == full.ordinal
        assert loaded.by_path == full.by_path and list(loaded.prev_row) == list(full.prev_row)
        assert np.array_equal(loaded.vectors, full.vectors)
        patched_bm25, full_bm25 = loaded.bm25.toarray(), full.bm25.toarray()
        for term, j in full.vocab.items():  # the patched vocabulary may keep terms no row has any more
            assert np.allclose(patched_bm25[:, loaded.vocab[term]], full_bm25[:, j]), term
        for query in ("export job 3 owner", "team 2", "ingester crashed", "invoices Mondays", "Fridays 7:00"):
            vector = embedder.embed([query])[0]
            got = [(h.path, h.ordinal, h.score) for h in search_index(loaded, query, vector, limit=8)]
            if not projected:  # (the projection of a full load is fitted on other rows: its pool may differ)
                assert got == [(h.path, h.ordinal, h.score) for h in search_index(full, query, vector, limit=8)]
            assert {h.path for h in search_index(loaded, query, vector, limit=30)} <= set(full.by_path)

    monkeypatch.setattr(cache_module, "PATCH_LIMIT", 0.5)
    write(ws, "memory/2026-11-12/note-2.md", "# Note 2\nThe export job 2 moved to Fridays 7:00 UTC.\n")
    write(ws, "memory/2026-11-30/new.md", "# New\nA new note: team 2 owns the export job 3 now.\n\nMore.\n")
    (ws / "memory/2026-11-25/billing.md").unlink()
    index_collective(embedder=embedder)
    patched = load_index(uri, "default", dim)
    assert patched is not first and patched.rows_since_full == 2 + 1 + 2 + 1  # removed 2 + 1, added 1 + 2
    same_as_a_full_load(patched)

    (ws / "memory/2026-11-13/note-3.md").unlink()  # deletions only
    index_collective(embedder=embedder)
    again = load_index(uri, "default", dim)
    assert again.rows_since_full == 8 and "memory/2026-11-13/note-3.md" not in again.by_path
    same_as_a_full_load(again)
    assert search("export job 3", embedder=embedder, limit=30)  # and through the public function

    monkeypatch.setattr(cache_module, "PATCH_LIMIT", 0.2)  # 8 rows patched of 31: loaded whole again
    write(ws, "memory/2026-11-14/note-4.md", "# Note 4\nChanged once more.\n")
    index_collective(embedder=embedder)
    whole = load_index(uri, "default", dim)
    assert whole.rows_since_full == 0
    same_as_a_full_load(whole)
    cache_module._LOADED.clear()

"""LanceDB's own full-text and hybrid search vs Reverie's search, on a turn-level retrieval set (LoCoMo DEV).

Why Reverie ranks in memory instead of with LanceDB's FTS/hybrid query: this script measures both on the
same chunks and the same vectors. It indexes DIR through `update_index` (the product's indexing, real
all-MiniLM-L6-v2 vectors through Reverie's cache), copies each conversation's chunks into a plain LanceDB
table with a native FTS index on "heading: paragraph" (LanceDB's English tokenizer: lower case, stemming,
stop words), and scores recall@5/@10 and latency for:
  1. LanceDB FTS            table.search(q, query_type="fts")
  2. LanceDB hybrid         FTS + vector search fused by LanceDB's RRFReranker
  3. Reverie lexical only   (vector_weight=0)
  4. Reverie hybrid         (the defaults)
Run: .venv/bin/python bench/compare_lancedb_search.py DATA_DIR  (a LoCoMo split: docs.jsonl + queries.jsonl,
the format `reverie eval retrieval` reads)
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from reverie.config import Settings  # noqa: E402
from reverie.search import SearchConfig, search_index, settings_embedder  # noqa: E402
from reverie.search.evaluate import _read_jsonl, write_conversations  # noqa: E402
from reverie.search.index import ChunkTable, load_index, update_index  # noqa: E402
from reverie.workspace import collective_workspace  # noqa: E402


def main(data_dir: str) -> int:
    import lancedb
    from lancedb.rerankers import RRFReranker

    data = Path(data_dir)
    docs = _read_jsonl(data / "docs.jsonl", ("doc_id", "sample_id", "dia_id", "text"))
    queries = _read_jsonl(data / "queries.jsonl", ("qid", "sample_id", "question", "evidence"))
    embedder = settings_embedder(Settings())
    model = getattr(embedder, "embedder", embedder)
    qvecs = model.embed([q["question"] for q in queries])
    tmp = Path(tempfile.mkdtemp(prefix="reverie-lance-compare-"))
    root = tmp / "ws"
    anchors = write_conversations(docs, root)
    uri = str(tmp / "lance")
    sids = sorted({d["sample_id"] for d in docs})
    db = lancedb.connect(str(tmp / "plain"))
    plain: dict = {}
    for sid in sids:
        update_index(collective_workspace(root, sid), sid, uri, embedder)
        rows = ChunkTable(uri, sid, embedder.dim).open().to_arrow().select(["heading", "text", "anchor", "vector"])
        import pyarrow.compute as pc

        full = pc.binary_join_element_wise(rows.column("heading"), rows.column("text"), ": ")
        table = db.create_table(sid, rows.append_column("fulltext", full))
        table.create_fts_index("fulltext", stem=True, remove_stop_words=True, lower_case=True)
        plain[sid] = table
    hybrid, lexical = SearchConfig(), SearchConfig(vector_weight=0.0)
    loaded = {
        sid: (load_index(uri, sid, embedder.dim, hybrid), load_index(uri, sid, embedder.dim, lexical)) for sid in sids
    }
    reranker = RRFReranker()

    def lance_fts(q, v):
        return plain[q["sample_id"]].search(q["question"], query_type="fts").limit(10).to_list()

    def lance_hybrid(q, v):
        return (
            plain[q["sample_id"]]
            .search(query_type="hybrid")
            .vector(v)
            .text(q["question"])
            .rerank(reranker)
            .limit(10)
            .to_list()
        )

    def ours(cfg, which):
        def run(q, v):
            return [
                h.__dict__
                for h in search_index(
                    loaded[q["sample_id"]][which],
                    q["question"],
                    v if which == 0 else None,
                    limit=10,
                    expand=False,
                    config=cfg,
                )
            ]

        return run

    methods = [
        ("LanceDB FTS (native tokenizer, stemming)", lance_fts),
        ("LanceDB hybrid (FTS + vector, RRFReranker)", lance_hybrid),
        ("Reverie lexical (BM25 fields, no vectors)", ours(lexical, 1)),
        ("Reverie hybrid (defaults)", ours(hybrid, 0)),
    ]
    print(f"{len(queries)} queries, {len(docs)} turns; embedder {embedder.model_id}")
    print(f"{'method':46s} {'R@5':>6s} {'R@10':>6s} {'p50 ms':>7s}")
    for name, fn in methods:
        r5 = r10 = 0.0
        times = []
        for q, v in zip(queries, qvecs, strict=False):
            started = time.perf_counter()
            hits = fn(q, v)
            times.append(time.perf_counter() - started)
            found = list(dict.fromkeys(anchors.get(f"{q['sample_id']}#{h['anchor']}") for h in hits))
            ev = set(q["evidence"])
            r5 += len(ev & set(found[:5])) / len(ev)
            r10 += len(ev & set(found[:10])) / len(ev)
        n = len(queries)
        print(f"{name:46s} {r5 / n:6.3f} {r10 / n:6.3f} {1000 * statistics.median(times):7.2f}")
    print("(query embedding excluded from these latencies; it is the same for every hybrid method)")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: compare_lancedb_search.py DATA_DIR (docs.jsonl + queries.jsonl, as reverie eval retrieval)")
    sys.exit(main(sys.argv[1]))

"""`reverie eval retrieval DIR`: recall@k and hit@k of the product's search on a turn-level retrieval set.

DIR holds `docs.jsonl` (one conversation turn a line: doc_id, sample_id, dia_id,
session, date_time, speaker, text) and `queries.jsonl` (qid, sample_id,
question, category, category_name, evidence: [doc_id, ...]), the format of
LoCoMo's conversion in the team's shared data folder.

Nothing here ranks anything. Each conversation becomes a collective whose
workspace holds one daily note per session (`memory/<session day>/session-<N>.md`,
heading = the session's date and time, one paragraph per turn,
"<speaker>: <text> ^<turn id>"), exactly as an agent's notes would be written.
`update_index` indexes them and `search` answers each question in its own
collective, with the settings given (the defaults unless an ablation asks).
A hit's block id (`^D1-3`) maps it back to the turn.
"""

from __future__ import annotations

import json
import re
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from reverie.embedding import Embedder
from reverie.errors import ReverieError
from reverie.search.config import DEFAULT_CONFIG, SearchConfig

_TURN_ID = re.compile(r"^D(\d+):(\d+)$")


class EvalDataError(ReverieError, ValueError):
    """A docs/queries file that is not in the expected format (names file and line)."""


@dataclass
class EvalResult:
    queries: int
    ks: list[int]
    recall: dict[int, float]
    hit: dict[int, float]
    by_category: dict[str, dict[str, Any]]
    index_seconds: float
    search_seconds: float
    texts_embedded: int

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"queries": self.queries}
        for k in self.ks:
            out[f"recall@{k}"] = round(self.recall[k], 4)
        for k in self.ks:
            out[f"hit@{k}"] = round(self.hit[k], 4)
        out["by_category"] = self.by_category
        out["index_seconds"] = round(self.index_seconds, 2)
        out["search_ms_per_query"] = round(1000 * self.search_seconds / max(self.queries, 1), 2)
        return out


EVAL_FILES = ("docs.jsonl", "queries.jsonl")


def check_eval_dir(data_dir: Path) -> Path:
    """DIR itself when it is a folder holding docs.jsonl and queries.jsonl; else EvalDataError saying what is not."""
    data_dir = Path(data_dir)
    if not data_dir.exists():
        raise EvalDataError(f"DIR {data_dir} does not exist (expected a folder with {' and '.join(EVAL_FILES)})")
    if not data_dir.is_dir():
        raise EvalDataError(f"DIR {data_dir} is not a folder (expected a folder with {' and '.join(EVAL_FILES)})")
    missing = [name for name in EVAL_FILES if not (data_dir / name).is_file()]
    if missing:
        raise EvalDataError(f"DIR {data_dir} has no {' and no '.join(missing)}")
    return data_dir


def check_cutoffs(ks: Sequence[int]) -> list[int]:
    """The cut-offs k, sorted and unique; ValueError unless each is between 1 and the search's result limit."""
    from reverie.search.query import MAX_LIMIT

    if not ks or any(not 1 <= k <= MAX_LIMIT for k in ks):
        raise ValueError(f"--k {','.join(map(str, ks))!r}: each cut-off must be an integer from 1 to {MAX_LIMIT}")
    return sorted(set(ks))


def _read_jsonl(path: Path, required: Sequence[str]) -> list[dict[str, Any]]:
    if not path.is_file():
        raise EvalDataError(f"{path}: missing (expected a JSONL file)")
    rows = []
    with path.open(encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError as exc:
                raise EvalDataError(f"{path}:{n}: not JSON ({exc.msg})") from exc
            missing = [k for k in required if k not in row]
            if missing:
                raise EvalDataError(f"{path}:{n}: missing field(s) {', '.join(missing)}")
            rows.append(row)
    return rows


def session_day(date_time: str) -> str:
    """ "1:56 pm on 8 May, 2023" -> "2023-05-08" ("" when it cannot be read)."""
    text = date_time.split(" on ", 1)[-1].strip()
    for fmt in ("%d %B, %Y", "%d %B %Y", "%B %d, %Y", "%Y-%m-%d"):
        try:
            return datetime.strptime(text, fmt).date().isoformat()
        except ValueError:
            continue
    return ""


def write_conversations(docs: list[dict[str, Any]], root: Path) -> dict[str, str]:
    """Write each conversation's sessions as daily notes under `root/<sample_id>/memory/`; {anchor key: doc_id}."""
    from reverie.workspace import check_collective

    sessions: dict[tuple[str, int], list[dict[str, Any]]] = defaultdict(list)
    for d in docs:
        sessions[(d["sample_id"], int(d.get("session") or 0))].append(d)
    anchors: dict[str, str] = {}
    for (sid, num), turns in sorted(sessions.items()):
        check_collective(sid)
        when = str(turns[0].get("date_time") or "")
        day = session_day(when) or "1970-01-01"
        speakers = ", ".join(dict.fromkeys(str(t.get("speaker") or "") for t in turns))
        lines = [
            "---",
            f"name: session {num}",
            f"description: conversation of {speakers}, {when}",
            "---",
            f"# Session {num}, {when}",
            "",
        ]
        for t in turns:
            anchor = re.sub(r"[^A-Za-z0-9-]", "-", str(t["dia_id"]))
            anchors[f"{sid}#{anchor}"] = t["doc_id"]
            text = re.sub(r"\n\s*\n+", "\n", str(t["text"]).strip())
            lines += [f"{t.get('speaker') or 'someone'}: {text} ^{anchor}", ""]
        path = root / sid / "memory" / day / f"session-{num}.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("\n".join(lines), encoding="utf-8")
    return anchors


def _query_scores(found: list[str], evidence: set[str], ks: Sequence[int]) -> tuple[dict[int, float], dict[int, float]]:
    """(recall@k, hit@k) of one query's found anchors against its evidence, for each cutoff k."""
    rec, hit = {}, {}
    for k in ks:
        got = evidence & set(found[:k])
        rec[k] = len(got) / len(evidence) if evidence else 0.0
        hit[k] = 1.0 if got else 0.0
    return rec, hit


def _by_category(
    per_query: list[tuple[str, dict[int, float], dict[int, float]]], ks: Sequence[int]
) -> dict[str, dict[str, Any]]:
    """Queries, recall@k and hit@k per question category, rounded to 4 places."""
    by_cat: dict[str, dict[str, Any]] = {}
    for cat in sorted({c for c, _, _ in per_query}):
        rows = [(r, h) for c, r, h in per_query if c == cat]
        entry: dict[str, Any] = {"queries": len(rows)}
        for k in ks:
            entry[f"recall@{k}"] = round(sum(r[k] for r, _ in rows) / len(rows), 4)
        for k in ks:
            entry[f"hit@{k}"] = round(sum(h[k] for _, h in rows) / len(rows), 4)
        by_cat[cat] = entry
    return by_cat


def evaluate_retrieval(
    data_dir: Path,
    embedder: Embedder,
    ks: Sequence[int] = (5, 10),
    config: SearchConfig = DEFAULT_CONFIG,
    work_dir: Path | None = None,
    progress: Callable[[str], None] | None = None,
) -> EvalResult:
    """Index DIR's conversations through `update_index` and score `search` on DIR's queries."""
    from reverie.config import Settings
    from reverie.search import search
    from reverie.search.update import update_index
    from reverie.workspace import collective_workspace

    data_dir = check_eval_dir(data_dir)
    ks = check_cutoffs([int(k) for k in ks])
    docs = _read_jsonl(data_dir / "docs.jsonl", ("doc_id", "sample_id", "dia_id", "text"))
    queries = _read_jsonl(data_dir / "queries.jsonl", ("qid", "sample_id", "question", "evidence"))
    with tempfile.TemporaryDirectory(prefix="reverie-eval-", dir=work_dir) as tmp:
        root = Path(tmp) / "workspaces"
        anchors = write_conversations(docs, root)
        settings = Settings(workspace_dir=root, lancedb_uri=str(Path(tmp) / "lancedb"))
        started = time.perf_counter()
        embedded = 0
        for sid in sorted({d["sample_id"] for d in docs}):
            report = update_index(collective_workspace(root, sid), sid, settings.lancedb_path, embedder, config)
            embedded += report.texts_embedded
            if progress:
                progress(f"indexed {sid}: {report.chunks_total} chunks in {report.seconds:.1f} s")
        index_seconds = time.perf_counter() - started
        per_query: list[tuple[str, dict[int, float], dict[int, float]]] = []
        started = time.perf_counter()
        for q in queries:
            hits = search(
                q["question"],
                limit=max(ks),
                collective=q["sample_id"],
                expand=False,
                settings=settings,
                embedder=embedder,
                config=config,
            )
            found = list(dict.fromkeys(anchors.get(f"{q['sample_id']}#{h.anchor}", "") for h in hits))
            rec, hit = _query_scores(found, set(q["evidence"]), ks)
            per_query.append((str(q.get("category_name") or q.get("category") or "all"), rec, hit))
        search_seconds = time.perf_counter() - started
    n = len(per_query)
    recall = {k: sum(r[k] for _, r, _ in per_query) / max(n, 1) for k in ks}
    hitk = {k: sum(h[k] for _, _, h in per_query) / max(n, 1) for k in ks}
    return EvalResult(n, ks, recall, hitk, _by_category(per_query, ks), index_seconds, search_seconds, embedded)

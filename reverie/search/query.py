"""Hybrid search over one collective's index: BM25 + vectors, weighted reciprocal-rank fusion, link expansion.

    from reverie.search import search
    for hit in search("why did the ingester crash", collective="acme", limit=5):
        print(hit.score, hit.path, hit.heading, hit.text, hit.links)

The result is a list of direct hits, best first, at most `limit` of them,
each scored at least `min_score`, and by default at most `per_file` (all but
one of `limit`) from any one file, so one long note cannot fill the list.
When `expand` is on, the notes and digest nodes linked to or from those hits
(`derived_from::`, `relates_to::`, `depends_on::`, plain `[[links]]`) that are
not hits themselves come in the result's separate `linked` list, marked
`expanded`, scored below every direct hit, bounded by `linked_limit` (default:
`limit`) and by `min_score` too: every hit returned, in either list, keeps the
caller's bounds.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import PurePosixPath
from typing import Any

import numpy as np

from reverie.errors import ReverieError
from reverie.search.config import DEFAULT_CONFIG, SearchConfig
from reverie.search.loaded import LoadedIndex, top_rows
from reverie.text import search_terms
from reverie.workspace import is_day

MAX_QUERY_CHARS = 8192
MAX_LIMIT = 1000


class SearchQueryError(ReverieError, ValueError):
    """A query or option that cannot be searched (empty, too long, a bad date or folder)."""


@dataclass
class LinkedNote:
    path: str
    predicate: str  # derived_from, relates_to, depends_on, link
    direction: str  # "out": this note links to it; "in": it links to this note


@dataclass
class SearchHit:
    path: str  # workspace-relative
    heading: str
    score: float  # 0..1: 1 = first in both rankings
    text: str
    day: str = ""
    anchor: str = ""
    expanded: bool = False  # brought in by link expansion, not matched itself
    via: str = ""  # for an expanded hit: the direct hit it is linked to
    links: list[LinkedNote] = field(default_factory=list)
    ordinal: int = 0

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


class SearchResults(list):
    """The direct hits (a list of SearchHit, best first), with the linked notes of link expansion in `linked`."""

    def __init__(self, hits: Sequence[SearchHit] = (), linked: Sequence[SearchHit] = ()) -> None:
        super().__init__(hits)
        self.linked: list[SearchHit] = list(linked)

    def as_dict(self) -> dict[str, Any]:
        return {"results": [h.as_dict() for h in self], "linked": [h.as_dict() for h in self.linked]}


def default_per_file(limit: int) -> int:
    """How many chunks of one file a search returns unless told: all but one of `limit` (at least 1).

    Half of `limit` was measured too: on `reverie eval retrieval` (turn-level evidence, many answers in one
    conversation file) it cost 2.2 points of recall@10 (0.759 against 0.781); docs/search.md has both.
    """
    return max(1, limit - 1)


def check_query(query: str) -> str:
    if not isinstance(query, str) or not query.strip():
        raise SearchQueryError("the search query is empty; give some words to search for")
    if len(query) > MAX_QUERY_CHARS:
        raise SearchQueryError(
            f"the search query is {len(query):,} characters long; the limit is "
            f"{MAX_QUERY_CHARS:,} (search for a passage of it instead)"
        )
    return query.strip()


def _check_folder(folder: str | None) -> str | None:
    if folder is None or not folder.strip("/ "):
        return None
    folder = folder.strip("/ ")
    if ".." in PurePosixPath(folder).parts or folder.startswith("~"):
        raise SearchQueryError(f"folder {folder!r} must be a path inside the workspace, such as memory or digest/wiki")
    return folder


def _check_day(value: str | None, what: str) -> str | None:
    if value is None or value == "":
        return None
    if not is_day(value):
        raise SearchQueryError(f"{what} {value!r} is not a YYYY-MM-DD date")
    return value


def check_search_options(
    *,
    limit: int,
    min_score: float,
    folder: str | None,
    since: str | None,
    until: str | None,
    per_file: int | None = None,
    linked_limit: int | None = None,
) -> tuple[str | None, str | None, str | None]:
    """(folder, since, until) as searched; SearchQueryError naming the option and value that cannot be searched.

    `reverie search` calls it before refreshing the index, `search_index` on every search.
    """
    if not 1 <= limit <= MAX_LIMIT:
        raise SearchQueryError(f"--limit {limit} must be between 1 and {MAX_LIMIT}")
    if per_file is not None and not 1 <= per_file <= MAX_LIMIT:
        raise SearchQueryError(f"--per-file {per_file} must be between 1 and {MAX_LIMIT} (chunks of one file)")
    if linked_limit is not None and not 0 <= linked_limit <= MAX_LIMIT:
        raise SearchQueryError(f"--linked-limit {linked_limit} must be between 0 and {MAX_LIMIT}")
    if not 0.0 <= min_score <= 1.0:  # NaN fails too: it would silently drop every hit
        raise SearchQueryError(f"--min-score {min_score:g} must be between 0 and 1 (a hit's score)")
    folder = _check_folder(folder)
    since, until = _check_day(since, "--since"), _check_day(until, "--until")
    if since and until and since > until:
        raise SearchQueryError(f"--since {since} is after --until {until}: no day is between them")
    return folder, since, until


def filter_mask(index: LoadedIndex, folder: str | None, since: str | None, until: str | None) -> np.ndarray | None:
    """Boolean mask of the chunks the filters allow (None = all). A date filter leaves out chunks without a day."""
    mask = None
    if folder:
        prefix = folder + "/"
        mask = np.fromiter((p.startswith(prefix) or p == folder for p in index.path), bool, len(index))
    if since or until:
        days = index.day_arr
        m = days != ""
        if since:
            m &= days >= since
        if until:
            m &= days <= until
        mask = m if mask is None else mask & m
    return mask


def _lexical_ranking(scores: np.ndarray, allowed: np.ndarray | None, n: int) -> np.ndarray:
    """Rows of the top `n` positive BM25 scores (best first) among allowed chunks."""
    rows = np.flatnonzero(scores > 0)
    if allowed is not None:
        rows = rows[allowed[rows]]
    return rows[top_rows(scores[rows], n)]


def rrf(rankings: Sequence[tuple[np.ndarray, float]], k: int) -> dict[int, float]:
    """Weighted reciprocal-rank fusion: chunk -> sum of weight / (k + rank), ranks from 1."""
    fused: dict[int, float] = {}
    for order, weight in rankings:
        if weight <= 0:
            continue
        for rank, i in enumerate(order.tolist(), start=1):
            fused[i] = fused.get(i, 0.0) + weight / (k + rank)
    return fused


def rank_chunks(
    index: LoadedIndex,
    query: str,
    query_vector: np.ndarray | None,
    config: SearchConfig,
    mask: np.ndarray | None,
    limit: int,
) -> list[tuple[int, float]]:
    """(chunk row, score 0..1) of the best `limit` chunks, best first."""
    rankings = []
    terms = search_terms(query, config.stemming)
    if config.lexical_weight > 0 and terms:
        rankings.append((_lexical_ranking(index.bm25_scores(terms), mask, config.candidates), config.lexical_weight))
    if config.vector_weight > 0 and query_vector is not None and len(index):
        rankings.append(
            (
                index.vector_ranking(query_vector, mask, config.candidates, config.vector_context_weight),
                config.vector_weight,
            )
        )
    fused = rrf(rankings, config.rrf_k)
    best = sum(w for _, w in rankings) / (config.rrf_k + 1) or 1.0
    order = sorted(fused.items(), key=lambda kv: (-kv[1], kv[0]))[:limit]
    return [(i, s / best) for i, s in order]


def _resolve(target: str, index: LoadedIndex, stems: dict[str, list[str]]) -> str | None:
    """The indexed path a link target names: exact, with `.md`, or by file name when that is unambiguous."""
    t = target.strip().lstrip("/")
    for candidate in (t, f"{t}.md"):
        if candidate in index.by_path:
            return candidate
    name = PurePosixPath(t).name
    name = name[:-3] if name.endswith(".md") else name
    matches = stems.get(name, [])
    return matches[0] if len(matches) == 1 else None


def link_graph(index: LoadedIndex) -> dict[str, list[LinkedNote]]:
    """{path: notes it links to and notes linking to it}, among indexed files."""
    cached = getattr(index, "_graph", None)
    if cached is not None:
        return cached
    stems: dict[str, list[str]] = {}
    for p in index.by_path:
        stems.setdefault(PurePosixPath(p).stem, []).append(p)
    graph: dict[str, list[LinkedNote]] = {}
    seen: set[tuple[str, str, str, str]] = set()
    for i, links in index.links.items():
        src = index.path[i]
        for lk in links:
            dst = _resolve(lk.target, index, stems)
            if dst is None or dst == src:
                continue
            for a, b, direction in ((src, dst, "out"), (dst, src, "in")):
                if (a, b, lk.predicate, direction) not in seen:
                    seen.add((a, b, lk.predicate, direction))
                    graph.setdefault(a, []).append(LinkedNote(b, lk.predicate, direction))
    index._graph = graph  # type: ignore[attr-defined]
    return graph


def _hit(index: LoadedIndex, i: int, score: float, graph: dict[str, list[LinkedNote]], **kw: Any) -> SearchHit:
    return SearchHit(
        path=index.path[i],
        heading=index.heading[i] or "",
        score=round(float(score), 4),
        text=index.text[i],
        day=index.day[i] or "",
        anchor=index.anchor[i] or "",
        links=list(graph.get(index.path[i], [])),
        ordinal=int(index.ordinal[i]),
        **kw,
    )


def _bounded(
    ranked: list[tuple[int, float]], paths: list[str], limit: int, min_score: float, per_file: int
) -> list[tuple[int, float]]:
    """The best `limit` of `ranked` scored at least `min_score`, at most `per_file` of them from one file."""
    out: list[tuple[int, float]] = []
    taken: dict[str, int] = {}
    for i, s in ranked:
        if s < min_score or len(out) == limit:
            break
        if taken.get(paths[i], 0) < per_file:
            taken[paths[i]] = taken.get(paths[i], 0) + 1
            out.append((i, s))
    return out


def _linked_candidates(
    index: LoadedIndex, hit: SearchHit, shown: set[str], mask: np.ndarray | None, query_vector: np.ndarray | None
) -> list[tuple[float, int, int, str]]:
    """(-closeness, link order, row, path) of each note `hit` links to that is not shown yet and passes the filters.

    Each linked note by its paragraph closest to the query (its first without a query vector).
    """
    candidates: list[tuple[float, int, int, str]] = []
    for order, linked in enumerate(hit.links):
        if linked.path in shown or any(c[3] == linked.path for c in candidates):
            continue
        rows = index.by_path.get(linked.path, [])
        if mask is not None:
            rows = [r for r in rows if mask[r]]
        if not rows:
            continue
        if query_vector is not None:
            cos = index.vectors[rows] @ query_vector
            best = int(np.argmax(cos))
            candidates.append((-float(cos[best]), order, rows[best], linked.path))
        else:
            candidates.append((0.0, order, rows[0], linked.path))
    return candidates


def search_index(
    index: LoadedIndex,
    query: str,
    query_vector: np.ndarray | None,
    *,
    limit: int = 10,
    min_score: float = 0.0,
    folder: str | None = None,
    since: str | None = None,
    until: str | None = None,
    expand: bool = True,
    per_file: int | None = None,
    linked_limit: int | None = None,
    config: SearchConfig = DEFAULT_CONFIG,
) -> SearchResults:
    """Search a loaded index; `query_vector` is the query's embedding (None: lexical only). See the module doc."""
    query = check_query(query)
    folder, since, until = check_search_options(
        limit=limit,
        min_score=min_score,
        folder=folder,
        since=since,
        until=until,
        per_file=per_file,
        linked_limit=linked_limit,
    )
    per_file = default_per_file(limit) if per_file is None else per_file
    linked_limit = limit if linked_limit is None else linked_limit
    mask = filter_mask(index, folder, since, until)
    graph = link_graph(index)
    pool = limit if per_file >= limit else max(limit, 2 * config.candidates)  # room to skip a file's surplus
    ranked = rank_chunks(index, query, query_vector, config, mask, pool)
    hits = [_hit(index, i, s, graph) for i, s in _bounded(ranked, index.path, limit, min_score, per_file)]
    if not expand or not hits or linked_limit == 0:
        return SearchResults(hits)
    floor = min(h.score for h in hits)
    shown = {h.path for h in hits}
    expanded: list[SearchHit] = []
    for h in hits:
        # The `expand_per_hit` linked notes closest to the query come along.
        candidates = _linked_candidates(index, h, shown, mask, query_vector)
        for rank, (_, _, row, path) in enumerate(sorted(candidates)[: config.expand_per_hit]):
            shown.add(path)
            # Scored below every direct hit: a linked note is context, not a match.
            score = min(h.score * config.expand_factor, floor * 0.999) * (1 - 0.01 * rank)
            expanded.append(_hit(index, row, score, graph, expanded=True, via=h.path))
    expanded.sort(key=lambda e: -e.score)
    return SearchResults(hits, [e for e in expanded if e.score >= min_score][:linked_limit])

"""Reflection: cluster one agent's recent episodes and summarise each cluster into a memory note."""

from __future__ import annotations

import logging
import math
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from datetime import date, timedelta

import numpy as np
import pyarrow as pa

from reverie.episodes import embedding_text
from reverie.llm import LLMOutage, LLMUnavailableError
from reverie.reflection.clustering import clusters_from_labels, greedy_cluster, normalise
from reverie.reflection.lessons import states_lesson
from reverie.reflection.summarise import Summariser, Summary
from reverie.stores.lance import MemoryNote, note_id

log = logging.getLogger(__name__)
_TROUBLE = re.compile(
    r"\b(fail\w*|error\w*|exception|crash\w*|time[sd]? ?out|timeout|retr(?:y|ied|ies)|out of memory|oom|"
    r"rejected|denied|broke\w*|wrong|incorrect|mistake\w*|stale|outdated|withdrawn|429|5\d\d)\b",
    re.IGNORECASE,
)


def has_lesson_signal(row: dict, low_reward: float = 0.5) -> bool:
    """True for an episode something can be learned from: a low reward or trouble in its outcome."""
    reward = row.get("reward")
    if reward is not None and not math.isnan(reward) and reward < low_reward:
        return True
    return bool(_TROUBLE.search(row.get("outcome") or ""))


@dataclass
class ReflectionReport:
    """What one day's reflection did, for the materialisation's metadata."""

    notes: list[MemoryNote] = field(default_factory=list)
    groups: int = 0
    episodes: int = 0
    clusters: int = 0
    small_clusters: int = 0
    routine_clusters: int = 0
    no_lesson_clusters: int = 0  # the summary stated no lesson (routine success): no note
    # Every summary discarded as stating no lesson: "<who decided>: <summary>" (who: llm or offline).
    discarded: list[str] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    # Ids the notes of failed clusters would have (content-addressed, so the same as their previous notes)
    # and the groups that could not be clustered: a rerun keeps those previous notes instead of dropping them.
    kept_note_ids: list[str] = field(default_factory=list)
    kept_groups: list[tuple[str, str, str]] = field(default_factory=list)
    outage: LLMOutage = field(default_factory=LLMOutage)

    def keep_ids(self, previous: Sequence[dict]) -> list[str]:
        """Of a day's previous notes (dicts with id, cid, agent_id, role_label), the ids a rerun must keep."""
        groups = set(self.kept_groups)
        return sorted(
            set(self.kept_note_ids)
            | {r["id"] for r in previous if (r["cid"], r["agent_id"], r["role_label"]) in groups}
        )


def window_days(day: str, window: int) -> tuple[str, str]:
    """The first and last day (inclusive) of a `window`-day window ending on `day`."""
    last = date.fromisoformat(day)
    return (last - timedelta(days=max(window, 1) - 1)).isoformat(), last.isoformat()


def _by_agent(rows: list[dict]) -> dict[tuple[str, str, str], list[dict]]:
    """Episode rows grouped by (cid, agent_id, role_label)."""
    groups: dict[tuple[str, str, str], list[dict]] = {}
    for row in rows:
        groups.setdefault((row["cid"], row["agent_id"], row["role_label"]), []).append(row)
    return groups


def _reflect_cluster(
    day: str,
    agent: tuple[str, str, str],
    rows: list[dict],
    vectors: np.ndarray,
    texts: list[str],
    embedding_model: str,
    summariser: Summariser,
    where: str,
    report: ReflectionReport,
) -> None:
    """Summarise one cluster of an agent's episodes into `report`: a note, a discarded summary, or a failure."""
    cid, agent_id, role = agent
    try:
        note = _note_for_cluster(day, cid, agent_id, role, rows, vectors, embedding_model, summariser, background=texts)
    except LLMUnavailableError as exc:
        report.outage.record(where, exc)
        return
    except Exception as exc:  # noqa: BLE001 - best effort per cluster, reported
        msg = f"{where}: {type(exc).__name__}: {exc}"
        log.warning("memory note skipped: %s", msg)
        report.failures.append(msg)
        report.kept_note_ids.append(note_id(cid, agent_id, role, day, [r["id"] for r in rows]))
        return
    if isinstance(note, Summary):
        report.no_lesson_clusters += 1
        report.discarded.append(f"{where} ({note.decided_by}): {note.text or '(no lesson)'}")
    else:
        report.notes.append(note)


def reflect_day(
    day: str,
    episodes: pa.Table,
    *,
    embed: Callable[[Sequence[str]], np.ndarray],
    embedding_model: str,
    summariser: Summariser,
    threshold: float,
    min_cluster_size: int,
    reflects: Callable[[str], bool],
    min_signal_fraction: float = 0.2,
) -> ReflectionReport:
    """Notes for `day` from `episodes` (already limited to the window and to non-note kinds).

    Vectors stored under another embedding model are re-embedded with `embed`,
    so two models' vectors are never compared. Routine clusters (fewer than
    `min_signal_fraction` of their episodes had a low reward or trouble in the
    outcome) teach nothing and cost an LLM call, so they make no note. A content failure in one
    cluster is recorded in the report (its previous note, if any, is to be kept) and the other
    clusters go on; an LLM outage is recorded in `report.outage` with every cluster it hit, and
    the day's notes must then not be replaced at all.
    """
    report = ReflectionReport()
    if episodes.num_rows == 0:
        return report
    for (cid, agent_id, role), members in sorted(_by_agent(episodes.to_pylist()).items()):
        if not reflects(role):
            continue
        report.groups += 1
        members.sort(key=lambda r: (r["ts"], r["id"]))
        report.episodes += len(members)
        texts = [embedding_text(r["title"], r["text"], r["outcome"]) for r in members]
        try:
            vectors = _vectors_for(members, texts, embed, embedding_model)
        except Exception as exc:  # noqa: BLE001 - best effort per group, reported
            msg = f"{cid}/{agent_id}/{role}: embedding failed: {exc!r}"
            log.warning(msg)
            report.failures.append(msg)
            report.kept_groups.append((cid, agent_id, role))
            continue
        for cluster in clusters_from_labels(greedy_cluster(vectors, threshold)):
            report.clusters += 1
            if len(cluster) < min_cluster_size:
                report.small_clusters += 1
                continue
            rows = [members[i] for i in cluster]
            if sum(map(has_lesson_signal, rows)) < min_signal_fraction * len(rows):
                report.routine_clusters += 1
                continue
            where = f"{cid}/{agent_id}/{role} cluster of {len(cluster)}"
            _reflect_cluster(
                day, (cid, agent_id, role), rows, vectors[cluster], texts, embedding_model, summariser, where, report
            )
    if report.notes:
        # A note's vector is its summary's embedding: what the note says, which is what a search or the
        # hot cache's sameness test compares (the cluster's centroid stays recoverable from source_ids).
        said = np.asarray(embed([n.summary for n in report.notes]), dtype=np.float32)
        report.notes = [replace(n, embedding=v) for n, v in zip(report.notes, said, strict=False)]
    return report


def _vectors_for(members: list[dict], texts: list[str], embed, embedding_model: str) -> np.ndarray:
    """Stored vectors where the current model made them; fresh embeddings for the rest."""
    stale = [
        i for i, r in enumerate(members) if r.get("embedding_model") != embedding_model or r.get("embedding") is None
    ]
    if not stale:
        return np.asarray([r["embedding"] for r in members], dtype=np.float32)
    redone = np.asarray(embed([texts[i] for i in stale]), dtype=np.float32)
    vectors = np.empty((len(members), redone.shape[1]), dtype=np.float32)
    vectors[stale] = redone
    stale_set = set(stale)
    fresh = [i for i in range(len(members)) if i not in stale_set]
    if fresh:
        vectors[fresh] = np.asarray([members[i]["embedding"] for i in fresh], dtype=np.float32)
    return vectors


def _note_for_cluster(
    day, cid, agent_id, role, rows, vectors, embedding_model, summariser, background
) -> MemoryNote | Summary:
    """The cluster's note (its vector still the centroid; reflect_day embeds the summaries), or the
    discarded summary when it states no lesson (decided by the LLM when one answered, else offline)."""
    centroid = vectors.mean(axis=0)
    norm = float(np.linalg.norm(centroid)) or 1.0
    centroid = (centroid / norm).astype(np.float32)
    cohesion = float(np.clip((vectors @ centroid).mean(), 0.0, 1.0))
    # Most central episodes first, so a summariser that reads a prefix sees the typical ones.
    order = np.argsort(-(vectors @ centroid), kind="stable")
    summary = summariser.summarise([rows[i] for i in order], cohesion, background, centroid)
    if not summary.lesson:
        return summary
    return MemoryNote(
        cid=cid,
        agent_id=agent_id,
        role_label=role,
        day=day,
        ts=max(r["ts"] for r in rows),
        summary=summary.text,
        source_ids=tuple(sorted(r["id"] for r in rows)),
        confidence=summary.confidence,
        embedding=centroid,
        embedding_model=embedding_model,
        summary_model=summariser.model_id,
    )


NEAR_DUPLICATE_COSINE = 0.8  # what the hot cache's metadata measures: two entries this close say one thing


@dataclass
class HotRanking:
    """The hot cache's entries per (cid, role), and what ranking them measured."""

    entries: dict[tuple[str, str], list[dict]] = field(default_factory=dict)
    notes_considered: int = 0
    non_lessons_dropped: int = 0
    notes_merged: int = 0  # notes folded into an entry that states the same lesson
    max_pair_cosine: dict[tuple[str, str], float] = field(default_factory=dict)
    near_duplicate_pairs: int = 0  # pairs of entries in one key at or above NEAR_DUPLICATE_COSINE

    @property
    def entry_count(self) -> int:
        return sum(len(v) for v in self.entries.values())


def _merged_confidence(members: list[dict]) -> float:
    """Confidence rising with repetition, by how many independent times the lesson was learned.

    Each note counts as much as the share of its source episodes not already
    counted (the same episodes reflected on two days are one observation).
    With `n` such observations and their weighted mean confidence `c`, the
    entry's confidence is c + (1 - c) x (n - 1) / (n + 4): one observation
    keeps c, six close half the remaining doubt; it never reaches 1 (capped
    at 0.99), so entries stay comparable.
    """
    seen: set[str] = set()
    weights, confidences = [], []
    for m in sorted(members, key=lambda r: (-r["confidence"], r["id"])):
        sources = set(m["source_ids"])
        weights.append(len(sources - seen) / max(len(sources), 1))
        confidences.append(float(m["confidence"]))
        seen |= sources
    n = sum(weights)
    if n <= 0:
        return round(max(confidences, default=0.0), 3)
    c = sum(w * x for w, x in zip(weights, confidences, strict=False)) / n
    return round(min(0.99, c + (1.0 - c) * max(0.0, n - 1.0) / (n + 4.0)), 3)


def _entry(members: list[dict], vectors: np.ndarray, as_of: date, half_life_days: float) -> dict:
    """One hot-cache entry for notes that state one lesson: summed support, kept ids, clearest wording."""
    mean = vectors.mean(axis=0)
    central = vectors @ (mean / (np.linalg.norm(mean) or 1.0))
    # Clearest wording: the one most notes used (a wording with the incident's own numbers in it is rarer
    # than the general rule), then the most representative (cosine to the group's mean), then the shortest.
    said = Counter(" ".join(m["summary"].lower().split()) for m in members)
    best = min(
        range(len(members)),
        key=lambda i: (
            -said[" ".join(members[i]["summary"].lower().split())],
            -round(float(central[i]), 2),
            len(members[i]["summary"]),
            i,
        ),
    )
    sources = sorted({s for m in members for s in m["source_ids"]})
    newest = max(m["day"] for m in members)
    confidence = _merged_confidence(members)
    age = (as_of - date.fromisoformat(newest)).days
    return {
        "id": members[best]["id"],
        "summary": members[best]["summary"],
        "agent_id": members[best]["agent_id"],
        "agents": sorted({m["agent_id"] for m in members}),
        "day": newest,
        "first_day": min(m["day"] for m in members),
        "confidence": confidence,
        "source_count": len(sources),
        "score": round(confidence * float(np.log1p(len(sources))) * 0.5 ** (age / half_life_days), 4),
        "merged_notes": len(members),
        "note_ids": sorted(m["id"] for m in members),
        "source_ids": sources,
    }


def _lessons_by_role(notes: pa.Table, ranking: HotRanking) -> dict[tuple[str, str], list[dict]]:
    """The notes that state a lesson, by (cid, role_label); `ranking` counts those considered and dropped."""
    by_key: dict[tuple[str, str], list[dict]] = {}
    for row in notes.to_pylist():
        ranking.notes_considered += 1
        # The English rule judges offline summaries only; an LLM's note was kept because it (or the rule) said so.
        if not str(row.get("summary_model") or "").startswith("litellm:") and not states_lesson(row["summary"]):
            ranking.non_lessons_dropped += 1
            continue
        by_key.setdefault((row["cid"], row["role_label"]), []).append(row)
    return by_key


def _lesson_candidates(
    members: list[dict], vectors: np.ndarray, as_of_date: date, same_lesson: float, half_life_days: float
) -> list[tuple[dict, list[int]]]:
    """(entry, member indices) of each group of notes stating one lesson, best-scored first."""
    age = np.array([(as_of_date - date.fromisoformat(m["day"])).days for m in members], dtype=np.float32)
    score = np.array([m["confidence"] * np.log1p(m["source_count"]) for m in members]) * 0.5 ** (age / half_life_days)
    order = np.argsort(-score, kind="stable")
    labels = greedy_cluster(vectors[order], same_lesson)
    groups: dict[int, list[int]] = {}
    for pos, label in enumerate(labels):
        groups.setdefault(int(label), []).append(int(order[pos]))
    candidates = [
        (_entry([members[i] for i in idx], vectors[idx], as_of_date, half_life_days), idx) for idx in groups.values()
    ]
    candidates.sort(key=lambda c: -c[0]["score"])
    return candidates


def _distinct_lessons(
    candidates: list[tuple[dict, list[int]]],
    vectors: np.ndarray,
    position: dict[str, int],
    same_lesson: float,
    top_n: int,
) -> list[tuple[list[int], np.ndarray]]:
    """(member indices, wording vector) of at most `top_n` entries; a candidate worded like a kept one joins it."""
    kept: list[tuple[list[int], np.ndarray]] = []
    for entry, idx in candidates:
        wording = vectors[position[entry["id"]]]
        near = [k for k, (_, v) in enumerate(kept) if float(v @ wording) >= same_lesson]
        if near:
            kept[near[0]][0].extend(idx)
        elif len(kept) < top_n:
            kept.append((list(idx), wording))
    return kept


def rank_hot_notes(
    notes: pa.Table,
    as_of: str,
    top_n: int,
    *,
    embed: Callable[[Sequence[str]], np.ndarray] | None = None,
    same_lesson: float = 0.5,
    half_life_days: float = 14.0,
) -> HotRanking:
    """The top-N distinct lessons per (cid, role) as of a day, from the notes of the days before it.

    - Notes whose summary states no lesson are dropped (`states_lesson`).
    - Sameness is decided by what notes say: their summaries' embeddings (by
      `embed`; without it, the stored vectors, which are summary embeddings for
      notes written since they became so). Notes within `same_lesson` cosine of
      a better-ranked note state one lesson and become one entry: its support is
      the union of their source episodes, it keeps every note and source id, it
      takes the clearest wording, and its confidence rises with repetition.
    - Entries are ranked by confidence x log(1 + support) x recency (half-life
      `half_life_days`, from the newest note); an entry whose chosen wording is
      still within `same_lesson` of a higher one is folded into it, so no two
      entries of a key are near-duplicates. The measure is in the result.
    """
    ranking = HotRanking()
    if notes.num_rows == 0:
        return ranking
    as_of_date = date.fromisoformat(as_of)
    for key, members in sorted(_lessons_by_role(notes, ranking).items()):
        vectors = normalise(
            np.asarray(
                embed([m["summary"] for m in members]) if embed is not None else [m["embedding"] for m in members],
                dtype=np.float32,
            )
        )
        candidates = _lesson_candidates(members, vectors, as_of_date, same_lesson, half_life_days)
        position = {m["id"]: i for i, m in enumerate(members)}
        kept = _distinct_lessons(candidates, vectors, position, same_lesson, top_n)
        entries = [_entry([members[i] for i in idx], vectors[idx], as_of_date, half_life_days) for idx, _ in kept]
        entries.sort(key=lambda e: -e["score"])
        ranking.entries[key] = entries
        ranking.notes_merged += sum(e["merged_notes"] - 1 for e in entries)
        said = vectors[[position[e["id"]] for e in entries]]
        sims = said @ said.T
        upper = sims[np.triu_indices(len(entries), k=1)]
        ranking.max_pair_cosine[key] = round(float(upper.max()), 3) if upper.size else 0.0
        ranking.near_duplicate_pairs += int((upper >= NEAR_DUPLICATE_COSINE).sum())
    return ranking

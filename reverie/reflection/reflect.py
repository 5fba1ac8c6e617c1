"""Reflection: cluster one agent's recent episodes and summarise each cluster into a memory note."""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta, timezone
from typing import Callable, Sequence

import numpy as np
import pyarrow as pa

from reverie.episodes import embedding_text
from reverie.llm import LLMOutage, LLMUnavailableError
from reverie.reflection.clustering import clusters_from_labels, greedy_cluster
from reverie.reflection.summarise import Summariser
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
    if reward is not None and reward == reward and reward < low_reward:
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
    failures: list[str] = field(default_factory=list)
    # Ids the notes of failed clusters would have (content-addressed, so the same as their previous notes)
    # and the groups that could not be clustered: a rerun keeps those previous notes instead of dropping them.
    kept_note_ids: list[str] = field(default_factory=list)
    kept_groups: list[tuple[str, str, str]] = field(default_factory=list)
    outage: LLMOutage = field(default_factory=LLMOutage)

    def keep_ids(self, previous: Sequence[dict]) -> list[str]:
        """Of a day's previous notes (dicts with id, cid, agent_id, role_label), the ids a rerun must keep."""
        groups = set(self.kept_groups)
        return sorted(set(self.kept_note_ids) | {r["id"] for r in previous
                                                 if (r["cid"], r["agent_id"], r["role_label"]) in groups})


def window_days(day: str, window: int) -> tuple[str, str]:
    """The first and last day (inclusive) of a `window`-day window ending on `day`."""
    last = date.fromisoformat(day)
    return (last - timedelta(days=max(window, 1) - 1)).isoformat(), last.isoformat()


def end_of_day(day: str) -> datetime:
    return datetime.combine(date.fromisoformat(day), time.max, tzinfo=timezone.utc)


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
    rows = episodes.to_pylist()
    groups: dict[tuple[str, str, str], list[dict]] = {}
    for row in rows:
        groups.setdefault((row["cid"], row["agent_id"], row["role_label"]), []).append(row)
    for (cid, agent_id, role), members in sorted(groups.items()):
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
            try:
                report.notes.append(
                    _note_for_cluster(day, cid, agent_id, role, rows, vectors[cluster], embedding_model,
                                      summariser, background=texts)
                )
            except LLMUnavailableError as exc:
                report.outage.record(where, exc)
            except Exception as exc:  # noqa: BLE001 - best effort per cluster, reported
                msg = f"{where}: {type(exc).__name__}: {exc}"
                log.warning("memory note skipped: %s", msg)
                report.failures.append(msg)
                report.kept_note_ids.append(note_id(cid, agent_id, role, day, [r["id"] for r in rows]))
    return report


def _vectors_for(members: list[dict], texts: list[str], embed, embedding_model: str) -> np.ndarray:
    """Stored vectors where the current model made them; fresh embeddings for the rest."""
    stale = [i for i, r in enumerate(members)
             if r.get("embedding_model") != embedding_model or r.get("embedding") is None]
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


def _note_for_cluster(day, cid, agent_id, role, rows, vectors, embedding_model, summariser, background) -> MemoryNote:
    centroid = vectors.mean(axis=0)
    norm = float(np.linalg.norm(centroid)) or 1.0
    centroid = (centroid / norm).astype(np.float32)
    cohesion = float(np.clip((vectors @ centroid).mean(), 0.0, 1.0))
    # Most central episodes first, so a summariser that reads a prefix sees the typical ones.
    order = np.argsort(-(vectors @ centroid), kind="stable")
    summary = summariser.summarise([rows[i] for i in order], cohesion, background, centroid)
    return MemoryNote(
        cid=cid, agent_id=agent_id, role_label=role, day=day,
        ts=max(r["ts"] for r in rows),
        summary=summary.text, source_ids=tuple(sorted(r["id"] for r in rows)),
        confidence=summary.confidence, embedding=centroid,
        embedding_model=embedding_model, summary_model=summariser.model_id,
    )


def rank_hot_notes(notes: pa.Table, as_of: str, top_n: int, dedup_threshold: float = 0.75,
                   half_life_days: float = 14.0) -> dict[tuple[str, str], list[dict]]:
    """Top-N notes per (cid, role) as of a day: near-duplicates merged, support and recency ranked.

    Score = confidence x log(1 + sources) x recency decay. A note whose vector
    is within `dedup_threshold` cosine of a higher-ranked one is folded into it
    (its sources add to that note's support) instead of taking another slot;
    so is a note with the same summary text.
    """
    out: dict[tuple[str, str], list[dict]] = {}
    if notes.num_rows == 0:
        return out
    rows = notes.to_pylist()
    as_of_date = date.fromisoformat(as_of)
    by_role: dict[tuple[str, str], list[dict]] = {}
    for row in rows:
        by_role.setdefault((row["cid"], row["role_label"]), []).append(row)
    for key, members in sorted(by_role.items()):
        age = np.array([(as_of_date - date.fromisoformat(r["day"])).days for r in members], dtype=np.float32)
        score = np.array([r["confidence"] * np.log1p(r["source_count"]) for r in members]) * 0.5 ** (age / half_life_days)
        order = np.argsort(-score, kind="stable")
        vectors = np.asarray([members[i]["embedding"] for i in order], dtype=np.float32)
        labels = greedy_cluster(vectors, dedup_threshold)
        chosen: dict[int, dict] = {}
        by_text: dict[str, int] = {}
        for pos, label in enumerate(labels):
            row = members[order[pos]]
            # The same sentence from two clusters is one lesson, whatever the vectors say.
            label = by_text.setdefault(" ".join(row["summary"].lower().split()), int(label))
            if label not in chosen:
                if len(chosen) >= top_n:
                    continue
                chosen[label] = {
                    "id": row["id"], "summary": row["summary"], "agent_id": row["agent_id"], "day": row["day"],
                    "confidence": round(float(row["confidence"]), 3), "source_count": int(row["source_count"]),
                    "score": round(float(score[order[pos]]), 4), "merged_notes": 1,
                }
            else:
                chosen[label]["source_count"] += int(row["source_count"])
                chosen[label]["merged_notes"] += 1
        out[key] = list(chosen.values())
    return out

"""Reflection: cluster one agent's recent episodes and summarise each cluster into a memory note."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta, timezone
from typing import Callable, Sequence

import numpy as np
import pyarrow as pa

from reverie.clustering import clusters_from_labels, greedy_cluster
from reverie.store import MemoryNote
from reverie.summarise import Summariser

log = logging.getLogger(__name__)


@dataclass
class ReflectionReport:
    """What one day's reflection did, for the materialisation's metadata."""

    notes: list[MemoryNote] = field(default_factory=list)
    groups: int = 0
    episodes: int = 0
    clusters: int = 0
    small_clusters: int = 0
    failures: list[str] = field(default_factory=list)


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
) -> ReflectionReport:
    """Notes for `day` from `episodes` (already limited to the window and to non-note kinds).

    Vectors stored under another embedding model are re-embedded with `embed`,
    so two models' vectors are never compared. A failure in one cluster is
    recorded in the report and the other clusters go on.
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
        texts = ["\n".join(p for p in (r["title"], r["text"], r["outcome"]) if p) for r in members]
        try:
            vectors = _vectors_for(members, texts, embed, embedding_model)
        except Exception as exc:  # noqa: BLE001 - best effort per group, reported
            msg = f"{cid}/{agent_id}/{role}: embedding failed: {exc!r}"
            log.warning(msg)
            report.failures.append(msg)
            continue
        for cluster in clusters_from_labels(greedy_cluster(vectors, threshold)):
            report.clusters += 1
            if len(cluster) < min_cluster_size:
                report.small_clusters += 1
                continue
            try:
                report.notes.append(
                    _note_for_cluster(day, cid, agent_id, role, [members[i] for i in cluster],
                                      [texts[i] for i in cluster], vectors[cluster], embedding_model, summariser)
                )
            except Exception as exc:  # noqa: BLE001 - best effort per cluster, reported
                msg = f"{cid}/{agent_id}/{role} cluster of {len(cluster)}: {type(exc).__name__}: {exc}"
                log.warning("memory note skipped: %s", msg)
                report.failures.append(msg)
    return report


def _vectors_for(members: list[dict], texts: list[str], embed, embedding_model: str) -> np.ndarray:
    vectors = np.zeros((len(members), 0), dtype=np.float32)
    stale = [i for i, r in enumerate(members) if r.get("embedding_model") != embedding_model or r.get("embedding") is None]
    fresh = [i for i in range(len(members)) if i not in set(stale)]
    dim = None
    if fresh:
        stored = np.asarray([members[i]["embedding"] for i in fresh], dtype=np.float32)
        dim = stored.shape[1]
    redone = embed([texts[i] for i in stale]) if stale else None
    if redone is not None:
        dim = redone.shape[1]
    vectors = np.empty((len(members), dim), dtype=np.float32)
    if fresh:
        vectors[fresh] = stored
    if stale:
        vectors[stale] = redone
    return vectors


def _note_for_cluster(day, cid, agent_id, role, rows, texts, vectors, embedding_model, summariser) -> MemoryNote:
    centroid = vectors.mean(axis=0)
    norm = float(np.linalg.norm(centroid)) or 1.0
    centroid = (centroid / norm).astype(np.float32)
    cohesion = float(np.clip((vectors @ centroid).mean(), 0.0, 1.0))
    # Most central episodes first, so a summariser that reads a prefix sees the typical ones.
    order = np.argsort(-(vectors @ centroid), kind="stable")
    summary = summariser.summarise([texts[i] for i in order], cohesion)
    return MemoryNote(
        cid=cid, agent_id=agent_id, role_label=role, day=day,
        ts=max(r["ts"] for r in rows),
        summary=summary.text, source_ids=tuple(sorted(r["id"] for r in rows)),
        confidence=summary.confidence, embedding=centroid,
        embedding_model=embedding_model, summary_model=summariser.model_id,
    )


def rank_hot_notes(notes: pa.Table, as_of: str, top_n: int, dedup_threshold: float = 0.85,
                   half_life_days: float = 14.0) -> dict[tuple[str, str], list[dict]]:
    """Top-N notes per (cid, role) as of a day: near-duplicates merged, support and recency ranked.

    Score = confidence x log(1 + sources) x recency decay. A note whose vector
    is within `dedup_threshold` cosine of a higher-ranked one is folded into it
    (its sources add to that note's support) instead of taking another slot.
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
        for pos, label in enumerate(labels):
            row = members[order[pos]]
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

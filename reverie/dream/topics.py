"""Interest topics: what the last days' notes kept coming back to, for proactive follow-up.

`pick_topics` ranks the digest nodes fed by the notes of the scan window
(more sources, a correction or refinement, a recent update rank higher),
leaves out topics chosen on any of the `diversity_days` days before, and
keeps `topic_count`. `write_interests` writes `memory/<date>/interests.yaml`
(`date`, `topic_count`, `diversity_days`, `topics[title, reason, evidence,
keywords, paths]`) only when its content changes.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from datetime import date, timedelta
from typing import Any

import yaml

from reverie.dream.nodes import DigestNode, short_title, title_of
from reverie.text import content_words
from reverie.workspace import Workspace, atomic_write_text

INTERESTS = "interests.yaml"


def normalise_title(title: str) -> str:
    return re.sub(r"[^0-9a-z\u4e00-\u9fff]+", "", title.lower())


def read_interests(ws: Workspace, day: str) -> dict | None:
    """The interests file of `day`, or None when there is none; ValueError if it is not a valid one."""
    path = ws.memory_dir / day / INTERESTS
    if not path.exists():
        return None
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as exc:
        raise ValueError(f"{path}: not valid YAML ({exc})") from exc
    if not isinstance(data, dict) or not isinstance(data.get("topics", []), list):
        raise ValueError(f"{path}: expected a mapping with a topics list")
    return data


def recent_titles(ws: Workspace, day: str, diversity_days: int) -> set[str]:
    """The normalised titles and the node paths of the topics chosen on the `diversity_days` days before `day`."""
    d = date.fromisoformat(day)
    out: set[str] = set()
    for i in range(1, max(0, diversity_days) + 1):
        try:
            data = read_interests(ws, (d - timedelta(days=i)).isoformat())
        except ValueError:
            continue
        for t in (data or {}).get("topics", []) or []:
            if isinstance(t, dict) and t.get("title"):
                out.add(normalise_title(str(t["title"])))
            if isinstance(t, dict) and isinstance(t.get("paths"), list) and t["paths"]:
                out.add(str(t["paths"][0]))  # the node itself: a reworded node is still the same topic
    return out


def pick_topics(
    ws: Workspace,
    day: str,
    window: Sequence[str],
    nodes: Sequence[DigestNode],
    *,
    topic_count: int = 3,
    diversity_days: int = 7,
) -> list[dict]:
    in_window = {f"memory/{d}/" for d in window}
    avoid = recent_titles(ws, day, diversity_days)
    scored = []
    for node in nodes:
        fresh = [s.path for s in node.sources if any(s.path.startswith(p) for p in in_window)]
        if not fresh:
            continue
        corrected = any(day_ in s.note for s in node.superseded for day_ in window)
        score = len(fresh) * 2 + len(node.sources) + (3 if corrected else 0) + (1 if node.updated in window else 0)
        scored.append((score, node, fresh, corrected))
    scored.sort(key=lambda x: (-x[0], x[1].path))
    topics: list[dict[str, Any]] = []
    for _score, node, fresh, corrected in scored:
        title = short_title(node.statement, 60) if node.statement else node.title or title_of(node.name)
        if (
            normalise_title(title) in avoid
            or node.path in avoid
            or any(normalise_title(title) == normalise_title(t["title"]) for t in topics)
        ):
            continue
        why = []
        if corrected:
            why.append("corrected in the last days")
        why.append(f"mentioned in {len(fresh)} recent note(s), {len(node.sources)} in all")
        keywords = [
            w for w, _ in Counter(w for w in content_words(node.statement) if w.isalpha() and len(w) > 2).most_common(5)
        ]
        topics.append(
            {
                "title": title,
                "reason": "; ".join(why),
                "evidence": node.statement[:120],
                "keywords": keywords,
                "paths": [node.path] + fresh[:5],
            }
        )
        if len(topics) >= topic_count:
            break
    return topics


def write_interests(ws: Workspace, day: str, topics: list[dict], topic_count: int, diversity_days: int) -> bool:
    """Write `memory/<day>/interests.yaml`; False (no write) when it already says the same."""
    path = ws.memory_dir / day / INTERESTS
    data = {"date": day, "topic_count": topic_count, "diversity_days": diversity_days, "topics": topics}
    text = yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100000)
    if path.exists() and path.read_text(encoding="utf-8") == text:
        return False
    if not topics and not path.exists() and not (ws.memory_dir / day).is_dir():
        return False  # a day without notes gets no file
    atomic_write_text(path, text)
    return True

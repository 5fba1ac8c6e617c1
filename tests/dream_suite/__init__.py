"""A scenario suite for the dream: families of daily notes in many domains and writing styles, with their truth.

Each family is a few days of notes (session notes, meeting minutes, runbook resource notes, terse bullet logs,
hand-written prose; first and third person). Every line of a note is `(fact id or None, kind, text)`:

- kind "" states a fact or restates it (often in other words), "refine" adds a detail, "correct" changes a
  value (with or without "now" / "actually", by value or by name);
- fact id None with kind "chat" (small talk, thanks, rephrasing) or "oneoff" (this run's row count, a
  confirmation code, today's incident) marks what must not become a digest node.

`run_family` writes a family's notes into a workspace and runs the real dream (`reverie.dream.dream`, the
engine path of `reverie dream --from --to`) with the real embedder; `score` reads the nodes and the run's
actions and computes the figures of issue 20: one node per fact, false corrections, corrections applied
(superseded statement kept), refinements applied, junk / one-off node share, bucket accuracy, provenance.
Facts are matched to nodes through the unit each action integrated (its statement is traced back to the
note line it came from), not by keywords.

`tests/dream_suite/tuning.py` holds the families tuned on; `tests/dream_suite/holdout.py` the frozen holdout
(committed before the integrator was changed; never tuned on). Run both: `python -m tests.dream_suite`.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from reverie import frontmatter
from reverie.workspace import Workspace

Line = tuple  # (fact id | None, kind, text)


@dataclass
class Fact:
    fid: str
    bucket: str  # personal | procedure | wiki
    now: list[str] = field(default_factory=list)  # regexes the current statement must match (after a correction)
    was: list[str] = field(default_factory=list)  # regexes a superseded statement must match
    detail: list[str] = field(default_factory=list)  # regexes the statement must match after a refinement


@dataclass
class Note:
    day: str
    name: str
    title: str
    sections: list  # [(heading or "", [Line, ...])]
    style: str = ""  # session | minutes | resource | log | prose (default: the family's)


@dataclass
class Family:
    name: str
    domain: str
    style: str
    facts: list[Fact]
    notes: list[Note]

    @property
    def days(self) -> list[str]:
        return sorted({n.day for n in self.notes})


# --- writing the notes ------------------------------------------------------------------------------------------------
def _bullets(lines: list[Line]) -> list[str]:
    out = []
    for _, _, text in lines:
        if "\n" in text:  # numbered steps, one per line
            out += text.split("\n")
        else:
            out.append(f"- {text}")
    return out


def note_text(note: Note, style: str) -> str:
    style = note.style or style
    rel_day = note.day
    if style == "session":
        meta = {
            "name": note.name,
            "description": f"Conversation about {note.title.lower()}",
            "session_id": f"s-{rel_day}-{note.name}",
            "source_conversation": f"[[mem_session/dialog/s-{rel_day}-{note.name}.jsonl]]",
            "date": rel_day,
        }
        parts = [
            f"# {note.title}",
            "",
            f"Conversation of 12 turns (6 from the user). Source: [[mem_session/dialog/s-{rel_day}-{note.name}.jsonl]]",
            "",
        ]
        for heading, lines in note.sections:
            parts += ([f"## {heading}", ""] if heading else []) + _bullets(lines) + [""]
        return frontmatter.render(meta, "\n".join(parts))
    if style == "resource":
        meta = {
            "name": note.name,
            "description": f"Notes on {note.title}",
            "source_resource": f"[[resources/{note.name}.md]]",
            "date": rel_day,
        }
        parts = [f"# {note.title}", ""]
        for heading, lines in note.sections:
            parts += ([f"## {heading}", ""] if heading else []) + _bullets(lines) + [""]
        return frontmatter.render(meta, "\n".join(parts))
    if style == "prose":
        parts = [f"# {note.title}", ""]
        for heading, lines in note.sections:
            parts += ([f"## {heading}", ""] if heading else []) + [" ".join(t for _, _, t in lines), ""]
        return "\n".join(parts)
    # minutes and log: a heading, then bullets (minutes under agenda headings, a log without)
    parts = [f"# {note.title}", ""]
    for heading, lines in note.sections:
        parts += ([f"## {heading}", ""] if heading else []) + _bullets(lines) + [""]
    return "\n".join(parts)


def note_rel(note: Note) -> str:
    return f"memory/{note.day}/{note.name}.md"


def write_family(ws: Workspace, family: Family) -> None:
    ws.ensure()
    for note in family.notes:
        path = ws.root / note_rel(note)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(note_text(note, family.style), encoding="utf-8")


def run_family(ws: Workspace, family: Family, embedder, integrator=None):
    """Write the family's notes and dream over its days (the engine path of `reverie dream --from --to`)."""
    from reverie.dream import OfflineIntegrator, dream

    write_family(ws, family)
    return dream(ws, family.days, integrator or OfflineIntegrator(), embedder)


# --- scoring --------------------------------------------------------------------------------------------------------
def _norm(text: str) -> str:
    return " ".join(re.sub(r"[^\w%:.@/-]+", " ", text.lower()).split()).strip(" .")


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.lower()))


def line_of(family: Family, source: str, unit: str) -> tuple[str | None, str]:
    """The (fact id, kind) of the note line a unit statement came from ("?" kind when no line matches)."""
    lines = [ln for n in family.notes if note_rel(n) == source for _, ls in n.sections for ln in ls]
    u = _norm(unit)
    for fid, kind, text in lines:
        t = _norm(text)
        if u == t or (u and (u in t or t in u)):
            return fid, kind
    best, best_score = None, 0.0
    uw = _words(unit)
    for fid, kind, text in lines:
        tw = _words(text)
        score = len(uw & tw) / max(1, len(uw))
        if score > best_score:
            best, best_score = (fid, kind), score
    return best if best and best_score >= 0.6 else (None, "?")


def _redirects(nodes) -> dict[str, str]:
    out = {}
    for node in nodes:
        for old in node.extra_meta.get("merged_from") or []:
            out[str(old)] = node.path
    return out


def score(ws: Workspace, family: Family, report) -> dict:
    """The quality figures of one family's digest after a dream (see module doc)."""
    from reverie.dream import read_nodes

    nodes = {n.path: n for n in read_nodes(ws)}
    redirect = _redirects(nodes.values())

    def resolve(path: str) -> str:
        seen = set()
        while path in redirect and path not in seen:
            seen.add(path)
            path = redirect[path]
        return path

    facts = {f.fid: f for f in family.facts}
    landed: dict[str, list[tuple]] = defaultdict(list)  # node -> [(fid, kind, action, source)]
    fids_so_far: dict[str, set] = defaultdict(set)
    false_corrections, needless_corrections, problems = [], [], []
    for a in report.actions:
        unit = getattr(a, "unit", "") or a.statement
        fid, kind = line_of(family, a.source, unit)
        node = a.node
        if a.action == "CORRECT":
            before = fids_so_far[node]
            if fid is None or fid not in before:
                false_corrections.append(f"{node}: {unit!r} ({fid}) corrected a node of {sorted(before)}")
            elif kind != "correct":
                needless_corrections.append(f"{node}: {unit!r} ({fid}) restated, taken as a correction")
        if fid:
            fids_so_far[node].add(fid)
        landed[resolve(node)].append((fid, kind, a.action, a.source))
    for path in list(landed):
        if path not in nodes:  # a node deleted since (by hand): its lines count as lost
            landed.pop(path)
    nodes_of: dict[str, Counter] = defaultdict(Counter)
    for path, items in landed.items():
        for fid, *_ in items:
            if fid:
                nodes_of[fid][path] += 1
    notes_of: dict[str, set] = defaultdict(set)
    corrected, refined = set(), set()
    for n in family.notes:
        for _, lines in n.sections:
            for fid, kind, _ in lines:
                if fid:
                    notes_of[fid].add(note_rel(n))
                    if kind == "correct":
                        corrected.add(fid)
                    elif kind == "refine":
                        refined.add(fid)
    one, bucket_ok, prov_ok, kept = 0, 0, 0, 0
    corr_ok, ref_ok = 0, 0
    for fid, fact in facts.items():
        where = nodes_of.get(fid, Counter())
        if not where:
            problems.append(f"{fid}: lost (no node holds it)")
            continue
        kept += 1
        main = nodes[where.most_common(1)[0][0]]
        others = {f for f, *_ in landed[main.path] if f and f != fid}
        if len(where) == 1 and not others:
            one += 1
        else:
            problems.append(f"{fid}: {len(where)} node(s) {sorted(where)}; shares {main.path} with {sorted(others)}")
        if main.bucket == fact.bucket:
            bucket_ok += 1
        else:
            problems.append(f"{fid}: bucket {main.bucket}, expected {fact.bucket}")
        sources = {s.path for p in where for s in nodes[p].sources}
        if notes_of[fid] <= sources:
            prov_ok += 1
        else:
            problems.append(f"{fid}: sources miss {sorted(notes_of[fid] - sources)}")
        text = main.statement + "\n" + "\n".join(c for h, c in main.extra_sections if h == "Refinements")
        if fid in corrected:
            ok = all(re.search(r, main.statement, re.IGNORECASE) for r in fact.now) and all(
                any(re.search(r, s.statement, re.IGNORECASE) for s in main.superseded) for r in fact.was
            )
            corr_ok += ok
            if not ok:
                problems.append(
                    f"{fid}: correction not applied: {main.statement!r}, superseded "
                    f"{[s.statement for s in main.superseded]}"
                )
        if fid in refined:
            ok = all(re.search(r, text, re.IGNORECASE) for r in fact.detail)
            ref_ok += ok
            if not ok:
                problems.append(f"{fid}: refinement not applied: {main.statement!r}")
    outage = getattr(report, "outage", None)
    junk = [p for p in nodes if p in landed and all(f is None for f, *_ in landed[p])]
    unlanded = [p for p in nodes if p not in landed]
    problems += [f"junk node {p}: {nodes[p].statement[:80]!r}" for p in junk]
    problems += false_corrections
    return {
        "family": family.name,
        "facts": len(facts),
        "nodes": len(nodes),
        "kept": kept,
        "one_node": one,
        "false_corrections": len(false_corrections),
        "needless_corrections": len(needless_corrections),
        "corrections": len(corrected),
        "corrections_ok": corr_ok,
        "refinements": len(refined),
        "refinements_ok": ref_ok,
        "junk_nodes": len(junk) + len(unlanded),
        "bucket_ok": bucket_ok,
        "provenance_ok": prov_ok,
        "problems": problems,
        "set_aside": dict(getattr(report, "units_set_aside", {}) or {}),
        "llm_calls": int(getattr(report, "llm_calls", 0)),
        "llm_tokens": int(getattr(report, "llm_tokens", 0)),
        "llm_outage": outage.message("notes", "no figure of this family measures the model") if outage else "",
    }


def summarise(rows: list[dict]) -> dict:
    """Pooled figures over families (fractions over all facts / nodes of the half)."""
    t = Counter()
    for r in rows:
        for k, v in r.items():
            if isinstance(v, int):
                t[k] += v
    facts = max(1, t["facts"])
    return {
        "families": len(rows),
        "facts": t["facts"],
        "nodes": t["nodes"],
        "one_node_per_fact": t["one_node"] / facts,
        "facts_kept": t["kept"] / facts,
        "false_corrections": t["false_corrections"],
        "needless_corrections": t["needless_corrections"],
        "corrections_applied": t["corrections_ok"] / max(1, t["corrections"]),
        "refinements_applied": t["refinements_ok"] / max(1, t["refinements"]),
        "junk_node_share": t["junk_nodes"] / max(1, t["nodes"]),
        "bucket_accuracy": t["bucket_ok"] / facts,
        "provenance": t["provenance_ok"] / facts,
        "llm_calls": t["llm_calls"],
        "llm_tokens": t["llm_tokens"],
    }


def run_suite(families: list[Family], embedder, tmp_root, integrator_factory=None) -> list[dict]:
    from pathlib import Path

    rows = []
    for fam in families:
        ws = Workspace(Path(tmp_root) / fam.name).ensure()
        report = run_family(ws, fam, embedder, integrator_factory() if integrator_factory else None)
        rows.append(score(ws, fam, report))
    return rows


def table(name: str, s: dict) -> str:
    return (
        f"{name:9s} {s['families']:2d} fam {s['facts']:3d} facts {s['nodes']:3d} nodes | one-node/fact "
        f"{s['one_node_per_fact']:.2f} | kept {s['facts_kept']:.2f} | false corr {s['false_corrections']:2d} "
        f"(needless {s['needless_corrections']}) | corr applied {s['corrections_applied']:.2f} | refine applied "
        f"{s['refinements_applied']:.2f} | junk share {s['junk_node_share']:.2f} | bucket "
        f"{s['bucket_accuracy']:.2f} | provenance {s['provenance']:.2f}"
    )

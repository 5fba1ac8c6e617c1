"""The dream over days: catalog diff, unit extraction, integration into digest nodes, catalog advance.

    from reverie.dream import dream, make_integrator
    report = dream(ws, ["2026-11-02"], make_integrator(None), embedder)

For each day D (oldest first), the notes of the scan window (D and the
`scan_days - 1` days before it) are compared by content hash with the dream
catalog. Unchanged notes cost one hash and nothing else; with no change, a
day makes no write and no LLM call. Changed notes are read (a note whose
frontmatter is broken or hostile is refused with the reason, until it
changes), their units are stored as pending, and the pending units (of these
and of earlier runs) are integrated in batches of `max_units` until none is
left or `budget` units were tried in this run. A note is recorded as dreamed
only when all its units landed; a failed unit is retried on the next run.

One dream at a time per workspace: a lock file in `mem_metadata/`, and every
node write checks that the file is still what was read (a person's edit in
between is re-read and kept).
"""

from __future__ import annotations

import fcntl
import logging
import os
import time
from bisect import bisect_right
from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import date, timedelta
from itertools import accumulate
from pathlib import Path
from typing import Any

from reverie import frontmatter
from reverie.dream.buckets import BucketsByMeaning
from reverie.dream.catalog import DreamCatalog, open_dream_catalog
from reverie.dream.integrate import (
    SET_ASIDE,
    Decision,
    Integrator,
    NodeIndex,
    OfflineIntegrator,
    UnitFailed,
    unit_text,
)
from reverie.dream.nodes import (
    DigestNode,
    NodeFormatError,
    Superseded,
    new_slug,
    node_path,
    parse_node,
    render_node,
    short_title,
)
from reverie.dream.speaker import assign_speakers
from reverie.dream.units import Unit
from reverie.dream.worth import ChatterFilter
from reverie.embedding import Embedder
from reverie.errors import ReverieError
from reverie.files.links import wikilink
from reverie.files.markup import escape
from reverie.files.results_inbox import announce_dream
from reverie.hashing import content_hash, file_hash
from reverie.llm import LLMAnswerError, LLMOutage, LLMUnavailableError
from reverie.workspace import Workspace, atomic_create_text, atomic_write_text

log = logging.getLogger(__name__)
LOCK_NAME = "dream.lock"


class DreamBusyError(ReverieError, RuntimeError):
    """Another dream holds this workspace's lock for longer than the wait allowed."""


@dataclass
class NoteChange:
    path: str
    day: str
    content_hash: str
    change: str  # new | modified | retry | deleted


@dataclass
class DreamInputs:
    """What the catalog diff found for one day's scan window."""

    day: str
    window: list[str]
    notes_seen: int = 0
    changed: list[NoteChange] = field(default_factory=list)
    pending_notes: list[str] = field(default_factory=list)
    deleted: list[NoteChange] = field(default_factory=list)

    @property
    def no_change(self) -> bool:
        return not (self.changed or self.pending_notes or self.deleted)


@dataclass
class Action:
    day: str
    action: str
    node: str
    source: str
    statement: str
    reason: str = ""
    unit: str = ""  # the unit statement the action integrated


@dataclass
class DreamReport:
    generator: str = ""
    days: list[str] = field(default_factory=list)
    notes_seen: int = 0
    notes_changed: int = 0
    notes_deleted: int = 0
    notes_refused: list[str] = field(default_factory=list)
    units_extracted: int = 0
    units_integrated: int = 0
    units_failed: list[str] = field(default_factory=list)
    units_pending: int = 0
    units_set_aside: dict[str, int] = field(default_factory=dict)  # lines kept out of the digest, per reason
    corrections_refused: list[str] = field(default_factory=list)  # an LLM CORRECT across scopes, made a new node
    merged: list[str] = field(default_factory=list)  # "<merged node> -> <node that holds it now>"
    actions: list[Action] = field(default_factory=list)
    links_refused: list[str] = field(default_factory=list)
    instructions_set_aside: int = 0  # units of a file or the agent instructing the agent: never integrated
    nodes_marked_source_deleted: list[str] = field(default_factory=list)
    unreadable_nodes: list[str] = field(default_factory=list)
    writes: int = 0
    llm_calls: int = 0
    llm_tokens: int = 0
    per_day: list[dict] = field(default_factory=list)
    outage: LLMOutage = field(default_factory=LLMOutage)  # an LLM outage stopped the dream (nothing advanced past it)

    def counts(self) -> dict[str, int]:
        c = Counter(a.action for a in self.actions)
        return {k: c.get(k, 0) for k in ("CREATE", "CORROBORATE", "REFINE", "CORRECT")}


def window_days(day: str, scan_days: int) -> list[str]:
    d = date.fromisoformat(day)
    return [(d - timedelta(days=i)).isoformat() for i in reversed(range(max(1, scan_days)))]


@contextmanager
def dream_lock(ws: Workspace, timeout_s: float = 600.0) -> Iterator[None]:
    """Exclusive per-workspace lock (flock on mem_metadata/dream.lock); other workspaces are not held up."""
    ws.metadata_dir.mkdir(parents=True, exist_ok=True)
    fd = os.open(ws.metadata_dir / LOCK_NAME, os.O_CREAT | os.O_RDWR, 0o644)
    deadline = time.monotonic() + timeout_s
    try:
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise DreamBusyError(
                        f"another dream has held {ws.metadata_dir / LOCK_NAME} for over "
                        f"{timeout_s:.0f} s; nothing was changed"
                    ) from None
                time.sleep(0.05)
        yield
    finally:
        os.close(fd)  # closing releases the lock


def scan_inputs(
    ws: Workspace,
    cat: DreamCatalog,
    day: str,
    scan_days: int,
    check_all_deleted: bool = False,
    hashes: dict[str, str] | None = None,
) -> DreamInputs:
    """Catalog diff of the window ending at `day` (content hashes; no write).

    `hashes` carries the hashes of notes already read in this run, so a range of days hashes each note once.
    """
    window = window_days(day, scan_days)
    known = cat.dreamed_notes(days=window)
    inputs = DreamInputs(day, window)
    for d in window:
        folder = ws.memory_dir / d
        if not ws.contains(folder):
            continue  # a day folder (or memory/) linking out of the workspace is never read
        try:
            # A note that is a link is read only when it stays inside the workspace (ws.contains logs a refusal).
            entries = sorted(
                (e.name, e.path)
                for e in os.scandir(folder)
                if e.name.endswith(".md")
                and not e.name.startswith(".")
                and e.is_file()
                and (not e.is_symlink() or ws.contains(Path(e.path)))
            )
        except (FileNotFoundError, NotADirectoryError):
            continue
        for name, path in entries:
            rel = f"memory/{d}/{name}"
            inputs.notes_seen += 1
            h = hashes.get(rel) if hashes is not None else None
            if h is None:
                h = file_hash(path)
                if hashes is not None:
                    hashes[rel] = h
            rec = known.get(rel)
            if rec is None or rec.status == "deleted":
                inputs.changed.append(NoteChange(rel, d, h, "new"))
            elif rec.content_hash != h:
                inputs.changed.append(NoteChange(rel, d, h, "modified"))
            elif rec.status == "extract-failed":
                inputs.changed.append(NoteChange(rel, d, h, "retry"))
            elif rec.status == "pending":
                inputs.pending_notes.append(rel)
    in_window = {c.path for c in inputs.changed} | set(inputs.pending_notes)
    inputs.pending_notes += [n.path for n in cat.notes_with_status("pending", day) if n.path not in in_window]
    candidates = cat.dreamed_notes(up_to=day) if check_all_deleted else known
    for rec in candidates.values():
        if rec.status != "deleted" and not (ws.root / rec.path).exists():
            inputs.deleted.append(NoteChange(rec.path, rec.day, rec.content_hash, "deleted"))
    return inputs


class _Writer:
    """Applies decisions to node files: additive, hand edits kept, concurrent changes detected."""

    def __init__(self, ws: Workspace, cat: DreamCatalog, index: NodeIndex, report: DreamReport, day: str) -> None:
        self.ws, self.cat, self.index, self.report, self.day = ws, cat, index, report, day
        self.written = cat.node_hashes()

    def _read(self, rel: str) -> tuple[DigestNode, str, bool]:
        path = self.ws.root / rel
        try:
            text = path.read_text(encoding="utf-8")
            node = parse_node(rel, text)
        except FileNotFoundError:
            raise UnitFailed(f"{rel} was deleted while the dream ran") from None
        except (NodeFormatError, UnicodeDecodeError) as exc:
            raise UnitFailed(f"{rel} cannot be read ({exc}); fix or delete it") from None
        h = content_hash(text)
        return node, h, self.written.get(rel) != h  # a node the dream did not write as it is now: a person's

    def _write(self, node: DigestNode, expected: str | None, hand_edited: bool, absorbed: str = "") -> bool:
        path = self.ws.root / node.path
        text = render_node(node)
        h = content_hash(text)
        # Recorded before the file changes: a run killed right after the write still finds the file its own.
        self.cat.begin_node_write(node.path, h, absorbed, hand_edited)
        if expected is None:
            if not atomic_create_text(path, text):
                return False
        else:
            try:
                current = content_hash(path.read_text(encoding="utf-8"))
            except FileNotFoundError:
                current = None
            if current != expected:
                return False  # changed since it was read: re-read and apply again
            atomic_write_text(path, text)
        if not hand_edited:
            self.cat.set_node_hash(node.path, h)
            self.written[node.path] = h
        self.index.put(node, h, absorbed)
        self.cat.finish_node_write(node.path)
        self.report.writes += 1
        return True

    def apply(self, unit: Unit, decision: Decision) -> str:
        if decision.action == "CREATE" or decision.target is None:
            rel = self._create(unit, decision)
        else:
            rel = self._update(unit, decision)
        self.report.actions.append(
            Action(self.day, decision.action, rel, unit.source, decision.statement, decision.reason, unit.statement)
        )
        return rel

    def _create(self, unit: Unit, decision: Decision) -> str:
        bucket = decision.bucket if decision.bucket in ("personal", "procedure", "wiki") else unit.bucket
        for _ in range(5):
            folder = self.ws.digest_dir / bucket
            taken = {p.stem for p in folder.glob("*.md")} if folder.is_dir() else set()
            slug = new_slug(decision.name or unit.name, taken)
            node = DigestNode(
                path=node_path(bucket, slug),
                name=slug,
                description=_describe(decision.statement),
                bucket=bucket,
                created=unit.day,
                updated=unit.day,
                statement=decision.statement,
                title=short_title(decision.statement),
            )
            if decision.scope:
                node.extra_meta["scope"] = decision.scope
            if decision.context:
                node.extra_meta["context"] = decision.context
            node.add_source(unit.source)
            for rel, target in decision.relations:
                if target in self.index.nodes:
                    node.add_relation(rel, target)
            if self._write(node, None, False, unit_text(unit)):
                return node.path
        raise UnitFailed(f"no free node name for {decision.name!r} in digest/{bucket}/")

    def _update(self, unit: Unit, decision: Decision) -> str:
        rel = decision.target
        if rel is None:
            raise UnitFailed(f"{decision.action} of {unit.source} names no node to update")
        for _ in range(3):
            node, h, hand_edited = self._read(rel)
            if not _apply_to(node, unit, decision, hand_edited):
                return rel  # nothing new (the source is already there): no write
            if self._write(node, h, hand_edited, unit_text(unit)):
                return rel
        raise UnitFailed(f"{rel} kept changing while the dream updated it; retried next run")

    def merge_same(self, touched: set[str], threshold: float = 0.92) -> None:
        """Merge each node written this day into an older node that holds the same knowledge: statements this
        close in meaning, one bucket and scope, no conflicting value. The older node keeps every source and
        superseded line of both and names the merged one under `merged_from`; links to it follow."""
        from reverie.dream.contradictions import conflicts
        from reverie.dream.integrate import bare, node_scope

        for rel in sorted(touched):
            drop = self.index.nodes.get(rel)
            if drop is None or self.written.get(rel) != self.index.file_hashes.get(rel):
                continue  # gone, or a person's node: never merged away
            vec = self.index.embed([drop.statement])[0]
            for other, sim in self.index.search(vec, k=3):
                keep = self.index.nodes.get(other)
                if (
                    keep is None
                    or other == rel
                    or sim < threshold
                    or keep.bucket != drop.bucket
                    or node_scope(keep) != node_scope(drop)
                    or (keep.created, other) > (drop.created, rel)
                    or conflicts(bare(node_scope(keep), keep.statement), bare(node_scope(drop), drop.statement))
                ):
                    continue
                if self._merge(other, rel):
                    break

    def _merge(self, keep_rel: str, drop_rel: str) -> bool:
        try:
            keep, h, hand_edited = self._read(keep_rel)
            drop, _, _ = self._read(drop_rel)
        except UnitFailed:
            return False
        for src in drop.sources:
            if src.path not in keep.source_paths:
                keep.sources.append(src)
        for old in drop.superseded:
            if all(old.statement != s.statement for s in keep.superseded):
                keep.superseded.append(old)
        for rel, target in drop.relations:
            if target != keep_rel:
                keep.add_relation(rel, target)
        merged = [str(x) for x in keep.extra_meta.get("merged_from") or []]
        keep.extra_meta["merged_from"] = (
            merged + [drop_rel] + [str(x) for x in drop.extra_meta.get("merged_from") or [] if str(x) not in merged]
        )
        keep.updated = max(keep.updated or self.day, drop.updated or "", self.day)
        if not self._write(keep, h, hand_edited):
            return False
        for text in self.index.texts_of(drop_rel, headed=True):
            self.cat.add_node_text(keep_rel, text)
        (self.ws.root / drop_rel).unlink(missing_ok=True)
        self.index.nodes.pop(drop_rel, None)
        for rel, node in list(self.index.nodes.items()):  # links to the merged node follow it
            if any(t == drop_rel for _, t in node.relations):
                fresh, fh, fe = self._read(rel)
                fresh.relations = [
                    (r, keep_rel if t == drop_rel else t)
                    for r, t in fresh.relations
                    if not (t == drop_rel and (r, keep_rel) in fresh.relations)
                ]
                fresh.relations = [(r, t) for r, t in fresh.relations if t != rel]
                self._write(fresh, fh, fe)
        self.report.merged.append(f"{drop_rel} -> {keep_rel}")
        return True

    def mark_deleted(self, deleted: Sequence[NoteChange]) -> None:
        """Nodes lose the sources deleted since the last run (a node left with none is marked); the catalog drops
        the deleted notes' units."""
        self._mark_sources_deleted(deleted)
        for c in deleted:
            self.cat.replace_units(c.path, c.content_hash, c.day, [])
            self.cat.set_note(c.path, c.day, c.content_hash, "deleted")

    def _mark_sources_deleted(self, deleted: Sequence[NoteChange]) -> None:
        gone = {c.path for c in deleted}
        for rel, node in list(self.index.nodes.items()):
            if not any(s.path in gone and not s.deleted for s in node.sources):
                continue
            for _ in range(3):
                fresh, h, hand_edited = self._read(rel)
                for s in fresh.sources:
                    if s.path in gone and not s.deleted:
                        s.deleted, s.suffix = True, f"(source deleted, noticed {self.day})"
                if self._write(fresh, h, hand_edited):
                    self.report.nodes_marked_source_deleted.append(rel)
                    break


def _describe(statement: str) -> str:
    first = statement.strip().split("\n")[0]
    return first if len(first) <= 200 else first[:199].rstrip() + "…"


def _last_correction_day(node: DigestNode) -> str:
    days = [s.note.split("superseded on ")[1][:10] for s in node.superseded if "superseded on " in s.note]
    return max(days) if days else ""


def _note_beside(node: DigestNode, heading: str, line: str) -> None:
    """Add `line` to the node's section `heading` (created at the end) unless it is there."""
    at = next((i for i, (h, _) in enumerate(node.extra_sections) if h == heading), None)
    if at is None:
        node.extra_sections.append((heading, line))
    elif line.split(" (")[0] not in node.extra_sections[at][1]:
        node.extra_sections[at] = (heading, node.extra_sections[at][1].rstrip() + "\n" + line)


def _apply_to(node: DigestNode, unit: Unit, decision: Decision, hand_edited: bool) -> bool:
    """Change `node` for the decision; False when it already holds everything the unit brings."""
    before = render_node(node)
    node.add_source(unit.source)
    for rel, target in decision.relations:
        node.add_relation(rel, target)
    new = decision.statement.strip()
    if decision.action == "REFINE" and new:
        if hand_edited:  # a person's wording stays; the unit's detail is added beside it (not the merged text)
            _note_beside(node, "Refinements", f"- {escape(unit.statement)} ({wikilink(unit.source)}, {unit.day})")
        else:
            node.statement = new
    elif decision.action == "CORRECT" and new:
        if unit.day < _last_correction_day(node):
            # An older statement seen after a newer correction: it is history, not the current truth.
            if all(s.statement != new for s in node.superseded) and new != node.statement:
                node.superseded.append(Superseded(new, f"(older statement from {wikilink(unit.source)}, {unit.day})"))
        elif hand_edited:
            # The person's words stay current; the dream's reading is offered beside them, dated, with its source.
            _note_beside(
                node, "Suggested corrections", f"- {escape(new)} (suggested on {unit.day} from {wikilink(unit.source)})"
            )
        else:
            node.supersede(new, unit.day, unit.source)
    if decision.action in ("REFINE", "CORRECT"):
        node.description = _describe(node.statement)  # title and description follow the current statement
        node.title = short_title(node.statement)
    changed = render_node(node) != before
    if changed:
        node.updated = max(node.updated or unit.day, unit.day)
    return changed


def _read_note(ws: Workspace, change: NoteChange) -> tuple[dict, str]:
    text = (ws.root / change.path).read_text(encoding="utf-8")
    return frontmatter.split(text, change.path)


def dream(
    ws: Workspace,
    days: Sequence[str],
    integrator: Integrator,
    embedder: Embedder,
    *,
    scan_days: int = 2,
    max_units: int = 5,
    budget: int | None = None,
    hint: str = "",
    progress=None,
    lock_timeout_s: float = 600.0,
) -> DreamReport:
    """Dream over `days` (oldest first); see the module doc. `progress(day_summary)` is called after each day."""
    report = DreamReport(generator=integrator.generator)
    ws.ensure()
    max_units = max(1, max_units)
    left = budget if budget and budget > 0 else None
    failed_this_run: set[tuple[str, str]] = set()
    seen_hashes: dict[str, str] = {}  # a note in two days' windows is hashed once per run
    with dream_lock(ws, lock_timeout_s), open_dream_catalog(ws.metadata_dir) as cat:
        index: NodeIndex | None = None
        # What a run killed midway left unrecorded: node writes, notes whose last unit had landed.
        cat.settle_node_writes(ws.root)
        cat.settle_notes()
        for i, day in enumerate(sorted(days)):
            started = time.perf_counter()
            inputs = scan_inputs(ws, cat, day, scan_days, check_all_deleted=(i == 0), hashes=seen_hashes)
            summary = _open_day(report, day, inputs)
            if inputs.no_change:
                _close_day(report, summary, started, progress)
                continue
            if index is None:
                index = NodeIndex(ws.root, cat, embedder).load()
                report.unreadable_nodes = list(index.unreadable)
                _judge_by_meaning(integrator, index)
            writer = _Writer(ws, cat, index, report, day)
            n_actions = len(report.actions)
            if inputs.deleted:
                writer.mark_deleted(inputs.deleted)
            _extract_changed(ws, cat, integrator, inputs.changed, hint, report, summary)
            queue = [
                (note, Unit.from_json(u))
                for note, u, _ in cat.open_units(day)
                if (note, u["uid"]) not in failed_this_run
            ]
            touched, left = _integrate_units(
                cat, integrator, index, writer, queue, (max_units, left), hint, summary, failed_this_run
            )
            _take_in_lines_set_aside(cat, integrator, index, writer, day, report.actions[n_actions:])
            writer.merge_same({a.node for a in report.actions[n_actions:]})
            if touched:
                cat.settle_notes()
            summary["actions"] = dict(Counter(a.action for a in report.actions[n_actions:]))
            _close_day(report, summary, started, progress)
            if report.outage:
                break  # the model is down: later days wait for the retry
        report.units_pending = sum(not u.get("aside") for _, u, _ in cat.open_units("9999-12-31"))
    _integrator_tallies(report, integrator)
    announce_dream(ws, report)  # mem_metadata/inbox.jsonl, only when a digest node changed
    return report


def _judge_by_meaning(integrator: Integrator, index: NodeIndex) -> None:
    """The offline integrator also sets aside chatter by meaning (reverie.dream.worth) and reads units' buckets
    from their meaning (reverie.dream.buckets), embedding through the index so a unit's vector is computed once
    for these checks and the decision."""
    if isinstance(integrator, OfflineIntegrator):
        integrator.chatter = ChatterFilter(index.embed)
        integrator.buckets = BucketsByMeaning.for_embedder(index.embed, index.model, getattr(index.embedder, "dim", 0))


def _open_day(report: DreamReport, day: str, inputs: DreamInputs) -> dict[str, Any]:
    """The day's summary, started; the report counts the notes the day's window saw, changed and deleted."""
    report.days.append(day)
    report.notes_seen += inputs.notes_seen
    report.notes_changed += len(inputs.changed)
    report.notes_deleted += len(inputs.deleted)
    return {
        "day": day,
        "notes_seen": inputs.notes_seen,
        "notes_changed": len(inputs.changed),
        "notes_deleted": len(inputs.deleted),
        "units": 0,
        "actions": {},
        "failed": 0,
    }


def _close_day(report: DreamReport, summary: dict[str, Any], started: float, progress) -> None:
    """The day's summary, timed, goes into the report and to `progress`."""
    summary["seconds"] = round(time.perf_counter() - started, 3)
    report.per_day.append(summary)
    if progress:
        progress(summary)


def _integrator_tallies(report: DreamReport, integrator: Integrator) -> None:
    """What the integrator counted over the run: lines set aside, refused corrections, LLM calls and tokens."""
    report.units_set_aside = dict(sorted((getattr(integrator, "set_aside", None) or {}).items()))
    report.corrections_refused = list(getattr(integrator, "corrections_refused", None) or [])
    report.llm_calls = int(getattr(integrator, "llm_calls", 0))
    report.llm_tokens = int(getattr(integrator, "llm_tokens", 0))


def _extract_changed(
    ws: Workspace,
    cat,
    integrator: Integrator,
    changed: Sequence[NoteChange],
    hint: str,
    report: DreamReport,
    summary: dict[str, Any],
) -> None:
    """Units of each changed note, recorded in the catalog with the note's status (a note that cannot be read is
    refused; one the model cannot split is retried on the next run; an LLM outage stops here)."""
    for change in changed:
        try:
            meta, body = _read_note(ws, change)
        except (frontmatter.FrontmatterError, UnicodeDecodeError) as exc:
            reason = f"{change.path}: refused: {exc}" if change.path not in str(exc) else f"refused: {exc}"
            report.notes_refused.append(reason)
            cat.replace_units(change.path, change.content_hash, change.day, [])
            cat.set_note(change.path, change.day, change.content_hash, "refused", error=reason)
            continue
        try:
            units, refused = integrator.extract(change.path, change.day, meta, body, hint)
        except LLMUnavailableError as exc:
            report.outage.record(change.path, exc)  # the note stays changed: extracted on the retry
            return
        except LLMAnswerError as exc:
            report.units_failed.append(f"{change.path}: units could not be extracted: {exc}")
            cat.set_note(change.path, change.day, change.content_hash, "extract-failed", error=str(exc))
            continue
        units, set_aside = assign_speakers(ws, change.path, meta, units)
        report.instructions_set_aside += len(set_aside)
        report.links_refused += refused
        knowledge = sum(not u.aside for u in units)  # the rest only ever adds a source to a node that says it
        report.units_extracted += knowledge
        summary["units"] += knowledge
        with cat.transaction():  # units and the note's status land together, or neither does
            cat.replace_units(change.path, change.content_hash, change.day, [u.to_json() for u in units])
            status = "pending" if units else "integrated"
            cat.set_note(change.path, change.day, change.content_hash, status, units=len(units))


def _integrate_units(
    cat,
    integrator: Integrator,
    index: NodeIndex,
    writer: _Writer,
    queue: list[tuple[str, Unit]],
    sizes: tuple[int, int | None],
    hint: str,
    summary: dict[str, Any],
    failed_this_run: set[tuple[str, str]],
) -> tuple[set[str], int | None]:
    """Integrate the open units in batches of `max_units` (at most `left` of them when a budget is set:
    `sizes` = (max_units, left)); returns the notes touched and the budget left. A failed unit stays open for the
    next run (not retried in this one); an LLM outage stops here."""
    max_units, left = sizes
    report = writer.report
    touched: set[str] = set()
    for start in range(0, len(queue), max_units):
        if left is not None and left <= 0:
            break
        batch = queue[start : start + max_units]
        if left is not None:  # the budget counts units of knowledge; lines set aside only look for their node
            knowledge = list(accumulate(not u.aside for _, u in batch))
            batch = batch[: bisect_right(knowledge, left)]
            left -= knowledge[len(batch) - 1] if batch else 0
        if report.outage:
            break
        try:
            results = integrator.integrate([u for _, u in batch], index, hint, apply=writer.apply)
        except LLMUnavailableError as exc:
            for note, unit in batch:
                report.outage.record(f"{note}: {unit.statement[:60]}", exc)
            break
        for (note, unit), result in zip(batch, results, strict=False):
            touched.add(note)
            if isinstance(result, UnitFailed):
                failed_this_run.add((note, unit.uid))
                cat.unit_failed(note, unit.uid, str(result))
                report.units_failed.append(f"{note}: unit {unit.statement[:80]!r}: {result}")
                summary["failed"] += 1
            else:
                cat.unit_done(note, unit.uid)
                report.units_integrated += result.action != SET_ASIDE
                if result.action == SET_ASIDE and _waits_for_nodes(integrator):
                    cat.keep_aside(note, unit.to_json())
    return touched, left


# How long a line set aside waits for a node that says it (days of its note).
ASIDE_DAYS = 30


def _waits_for_nodes(integrator: Integrator) -> bool:
    """The integrator looks at lines set aside again when nodes change (the offline one): only then are they
    kept in the catalog."""
    return callable(getattr(integrator, "later_evidence", None))


def _take_in_lines_set_aside(cat, integrator: Integrator, index: NodeIndex, writer: _Writer, day: str, actions) -> None:
    """Lines set aside (told in the past tense, close to chatter) with no node saying them, from the notes of the
    last `ASIDE_DAYS` days: a node made or changed today that says what one of them says takes it in as a source
    (or its detail), as it would have had the node been there first ("No lone running after 18:00", read as a
    report, then "Evenings: never one person alone with a still running"). The offline integrator only."""
    if not _waits_for_nodes(integrator):
        return
    cat.forget_aside((date.fromisoformat(day) - timedelta(days=ASIDE_DAYS)).isoformat())
    # a node made or saying something new (a corroboration only adds a source: what it says is unchanged)
    changed = sorted({a.node for a in actions if a.node and a.action in ("CREATE", "REFINE", "CORRECT")})
    if not changed:
        return
    kept = [(note, Unit.from_json(data)) for note, data in cat.aside_units(day)]
    decisions = integrator.later_evidence([u for _, u in kept], index, changed)  # type: ignore[attr-defined]
    for (note, unit), decision in zip(kept, decisions, strict=True):
        if decision is None:
            continue
        try:
            writer.apply(unit, decision)
        except UnitFailed:
            continue  # the node kept changing: the line waits for the next run
        cat.drop_aside(note, unit.uid)


def dream_inputs(ws: Workspace, days: Sequence[str], scan_days: int = 2) -> list[DreamInputs]:
    """The catalog diff of each day, without changing anything (the `dream_inputs` asset)."""
    if not ws.metadata_dir.is_dir():
        return [DreamInputs(d, window_days(d, scan_days)) for d in sorted(days)]
    with open_dream_catalog(ws.metadata_dir) as cat:
        hashes: dict[str, str] = {}
        return [
            scan_inputs(ws, cat, d, scan_days, check_all_deleted=(i == 0), hashes=hashes)
            for i, d in enumerate(sorted(days))
        ]


def node_problems(ws: Workspace) -> tuple[list[str], list[str]]:
    """(nodes without a source, sources that no longer exist) for the asset check."""
    from reverie.dream.nodes import BUCKETS

    no_source, missing = [], []
    for bucket in BUCKETS:
        folder = ws.digest_dir / bucket
        for path in sorted(folder.glob("*.md")) if folder.is_dir() else []:
            if path.name.startswith(".") or not ws.contains(path):
                continue
            rel = f"digest/{bucket}/{path.name}"
            try:
                node = parse_node(rel, path.read_text(encoding="utf-8"))
            except (NodeFormatError, UnicodeDecodeError) as exc:
                no_source.append(f"{rel}: unreadable ({exc})")
                continue
            if not node.sources:
                no_source.append(rel)
            for s in node.sources:
                if not s.deleted and not (ws.root / s.path).exists():
                    missing.append(f"{rel} -> {s.path}")
    return no_source, missing


def read_nodes(ws: Workspace) -> list[DigestNode]:
    """Every readable digest node (for the CLI and tests)."""
    from reverie.dream.nodes import BUCKETS

    out = []
    for bucket in BUCKETS:
        folder = ws.digest_dir / bucket
        for path in sorted(folder.glob("*.md")) if folder.is_dir() else []:
            if not path.name.startswith(".") and ws.contains(path):
                try:
                    out.append(parse_node(f"digest/{bucket}/{path.name}", path.read_text(encoding="utf-8")))
                except (NodeFormatError, UnicodeDecodeError) as exc:
                    log.warning("digest node %s is unreadable: %s", path, exc)
    return out


__all__ = [
    "DreamBusyError",
    "DreamInputs",
    "DreamReport",
    "NoteChange",
    "dream",
    "dream_inputs",
    "dream_lock",
    "node_problems",
    "read_nodes",
    "scan_inputs",
    "window_days",
]

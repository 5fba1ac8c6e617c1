"""Daily notes in `memory/<date>/<note>.md`: written, updated, removed; hand edits kept; the day index.

Ownership: a session note is owned by (session_id, date), a resource note by
its `source_resource`; there is at most one note per owner and day. The
catalog remembers the content hash of what Reverie last wrote to each note,
so every update starts by comparing the file with it:

- the file is what Reverie wrote -> the note is rewritten from the new draft
  (its path never changes, so links to it keep working);
- the file differs (a person edited it) -> Reverie keeps the person's text
  byte for byte and appends only the items it does not hold yet, under
  "## Added by Reverie, <time>"; items the person deleted are not brought
  back (the catalog remembers what was written). From then on the note is
  append-only;
- the file is gone (a person deleted it) -> nothing is recreated unless the
  source brings new items, and then only those, in an append-only note.

Removing a note because its source was deleted leaves a tombstone that the
day index lists, and marks every `[[link]]` to it (or to the deleted source)
in memory/ and digest/ with "(deleted on <date>: <reason>)" (`reverie.files.links`).
Distilling sessions into these notes is `reverie.files.session_notes`.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path

from reverie import days, frontmatter
from reverie.files.distil import NoteDraft, item_key, normalise_item
from reverie.files.links import link_target, wikilink
from reverie.files.markup import escape
from reverie.hashing import content_hash
from reverie.stores.catalog import FilesCatalog, NoteRecord
from reverie.workspace import Workspace, atomic_create_text, atomic_write_text, safe_relpath

log = logging.getLogger(__name__)

OWNER_KEYS = {"session": "session_id", "resource": "source_resource"}
INDEX_START, INDEX_END = "<!-- notes:auto -->", "<!-- /notes:auto -->"
_HIDDEN_INDEX_KEYS = {
    "name",
    "description",
    "session_id",
    "source_conversation",
    "source_resource",
    "resource_hash",
    "generator",
    "schema_version",
}
_SINGULAR = {
    "Decisions": "Decision",
    "Preferences": "Preference",
    "Facts": "Fact",
    "Open items": "Open item",
    "Key points": "Key point",
    "Action items": "Action item",
}


@dataclass
class NoteWrite:
    """What happened to one owner's note in one day.

    action: created | updated | unchanged | appended (the note was edited by
    hand or deleted before; new items appended) | recreated (deleted by hand;
    a new note with only new items) | kept-deleted | kept-edited (edited by
    hand, nothing new) | nothing-to-note | deleted | kept-source-deleted.
    """

    path: str
    action: str
    owner: str
    day: str
    items_added: int = 0
    description: str = ""


def _owner_from_meta(kind: str, meta: dict) -> str | None:
    value = meta.get(OWNER_KEYS[kind])
    if not isinstance(value, str) or not value:
        return None
    if kind == "resource":
        return link_target(value)
    return value


class DayNotes:
    """The notes of one day folder, indexed by owner (parsed once, kept current as notes are written)."""

    def __init__(self, ws: Workspace, day: str) -> None:
        self.ws, self.day = ws, day
        self.dir = ws.day_dir(day)
        self._owners: dict[tuple[str, str], str] | None = None
        self._taken: set[str] = set()

    def _index(self) -> dict[tuple[str, str], str]:
        if self._owners is None:
            self._owners = {}
            for path in sorted(self.dir.glob("*.md")) if self.dir.is_dir() else []:
                if path.name.startswith(".") or not self.ws.contains(path):
                    continue
                try:
                    meta, _ = frontmatter.read(path)
                except (frontmatter.FrontmatterError, UnicodeDecodeError, OSError) as exc:
                    log.warning("note %s is unreadable, ignored when looking for owners: %s", path, exc)
                    continue
                for kind in OWNER_KEYS:
                    owner = _owner_from_meta(kind, meta)
                    if owner:
                        self._owners.setdefault((kind, owner), self.ws.rel(path))
        return self._owners

    def find(self, kind: str, owner: str) -> str | None:
        rel = self._index().get((kind, owner))
        return rel if rel and (self.ws.root / rel).exists() else None

    def set(self, kind: str, owner: str, rel: str) -> None:
        self._index()[(kind, owner)] = rel

    def forget(self, kind: str, owner: str) -> None:
        self._index().pop((kind, owner), None)

    def create(self, name: str, owner: str, text: str) -> str:
        """Write a new note under a free name (never over another note, even one another process just wrote)."""
        for _ in range(100):
            rel = self.free_path(name, owner)
            if atomic_create_text(self.ws.root / rel, text):
                return rel
            self._taken.add(rel)
        raise RuntimeError(f"no free note name for {name!r} in memory/{self.day}/")

    def free_path(self, name: str, owner: str) -> str:
        """`memory/<day>/<name>.md`, or with `--<hash>` / `-2`.. when another note holds that name."""
        safe_relpath(f"{name}.md", "note name")
        taken = set(self._index().values()) | self._taken
        candidates = [name, f"{name}--{content_hash(owner, length=8)}"]
        candidates += [f"{name}--{content_hash(owner, length=8)}-{i}" for i in range(2, 100)]
        for cand in candidates:
            rel = f"memory/{self.day}/{cand}.md"
            if rel not in taken and not (self.ws.root / rel).exists():
                return rel
        raise RuntimeError(f"no free note name for {name!r} in memory/{self.day}/")


def render_note(draft: NoteDraft, meta: dict, intro: str) -> str:
    """The full Markdown of a note written by Reverie."""
    head = {"name": draft.name, "description": draft.description, **meta, "generator": draft.generator}
    # Titles, summaries and items are content: escaped so they show as written and never become structure.
    parts = [f"# {escape(draft.title)}", "", intro, ""]
    if draft.summary:
        parts += ["## Summary", "", escape(draft.summary), ""]
    for section, items in draft.sections.items():
        if items:
            parts += [f"## {section}", ""] + [f"- {escape(i)}" for i in items] + [""]
    return frontmatter.render(head, "\n".join(parts).rstrip("\n") + "\n")


def _body_item_keys(text: str) -> set[str]:
    keys = set()
    for line in text.splitlines():
        if normalise_item(line):
            keys.add(item_key(line))
    return keys


def _append_section(current: str, draft: NoteDraft, new_keys: set[str]) -> tuple[str, int]:
    stamp = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    lines = []
    for section, items in draft.sections.items():
        for item in items:
            if item_key(item) in new_keys:
                lines.append(f"- {_SINGULAR.get(section, section)}: {escape(item)}")
    text = current.rstrip("\n") + f"\n\n## Added by Reverie, {stamp}\n\n" + "\n".join(lines) + "\n"
    return text, len(lines)


def _locate_note(
    ws: Workspace, cat: FilesCatalog, day_notes: DayNotes, rec: NoteRecord | None, kind: str, owner: str
) -> str | None:
    """Where `owner`'s note of the day is now, following a rename inside the day folder; None when it is gone."""
    if rec is None:
        return day_notes.find(kind, owner)  # a note Reverie has no record of (catalog rebuilt, or a person wrote it)
    if (ws.root / rec.path).exists():
        return rec.path
    moved = day_notes.find(kind, owner)  # a person renamed it inside the day folder
    if moved:
        cat.move_note(rec.path, moved)
        rec.path = moved
        return moved
    return None


def _append_to_edited(
    ws: Workspace,
    cat: FilesCatalog,
    rec: NoteRecord | None,
    rel: str,
    current: str,
    draft: NoteDraft,
    keys: list[str],
    *,
    kind: str,
    owner: str,
    day: str,
) -> NoteWrite:
    """Keep a person's text of a note and append only the items it does not hold yet."""
    known = set(rec.items if rec else []) | _body_item_keys(current)
    new_keys = {k for k in keys if k not in known}
    if not new_keys:
        if rec is None:
            cat.put_note(NoteRecord(rel, kind, owner, day, content_hash(current), True, keys, draft.generator))
        return NoteWrite(rel, "kept-edited", owner, day, 0, draft.description)
    text, added = _append_section(current, draft, new_keys)
    atomic_write_text(ws.root / rel, text)
    items = sorted(set(rec.items if rec else []) | set(keys))
    cat.put_note(NoteRecord(rel, kind, owner, day, content_hash(text), True, items, draft.generator))
    return NoteWrite(rel, "appended", owner, day, added, draft.description)


def _recreate_deleted(
    ws: Workspace,
    cat: FilesCatalog,
    day_notes: DayNotes,
    rec: NoteRecord,
    draft: NoteDraft,
    keys: list[str],
    meta: dict,
    intro: str,
    *,
    kind: str,
    owner: str,
    day: str,
) -> NoteWrite:
    """Bring back a note a person deleted, holding only the items it never held."""
    fresh = draft.without(set(rec.items))
    if not fresh.items():
        return NoteWrite(rec.path, "kept-deleted", owner, day, 0, draft.description)
    # Back at its old path, under the name that path carries (a name and its file agree: day_sync renames
    # a note whose name differs from its file); at a new path, under its new name.
    text = render_note(replace(fresh, name=rec.path.rsplit("/", 1)[-1][:-3].split("--")[0]), meta, intro)
    if atomic_create_text(ws.root / rec.path, text):
        rel = rec.path
    else:
        text = render_note(fresh, meta, intro)
        rel = day_notes.create(fresh.name, owner, text)
    cat.drop_note(rec.path)
    items = sorted(set(rec.items) | set(keys))
    cat.put_note(NoteRecord(rel, kind, owner, day, content_hash(text), True, items, draft.generator))
    cat.clear_tombstone(rel)
    day_notes.set(kind, owner, rel)
    return NoteWrite(rel, "recreated", owner, day, len(fresh.items()), draft.description)


def upsert_note(
    ws: Workspace,
    cat: FilesCatalog,
    day_notes: DayNotes,
    *,
    kind: str,
    owner: str,
    day: str,
    draft: NoteDraft | None,
    meta: dict,
    intro: str,
) -> NoteWrite:
    """Create or update `owner`'s note of `day` from `draft`, never overwriting a person's edits."""
    records = cat.notes_of(kind, owner, day)
    rec: NoteRecord | None = records[0] if records else None
    rel = _locate_note(ws, cat, day_notes, rec, kind, owner)
    current = (ws.root / rel).read_text(encoding="utf-8") if rel else None
    if draft is None:
        return NoteWrite(rel or "", "nothing-to-note", owner, day)
    keys = [item_key(i) for i in draft.items()]

    if (
        current is not None
        and rel is not None
        and rec is not None
        and not rec.hand_edited
        and content_hash(current) == rec.written_hash
    ):
        named = frontmatter.split(current, rel)[0].get("name")
        if isinstance(named, str) and named and named != draft.name:  # a note keeps its name (and file) as it grows
            draft = replace(draft, name=named)
        text = render_note(draft, meta, intro)
        if text == current:
            return NoteWrite(rel, "unchanged", owner, day, 0, draft.description)
        atomic_write_text(ws.root / rel, text)
        cat.put_note(NoteRecord(rel, kind, owner, day, content_hash(text), False, keys, draft.generator))
        return NoteWrite(rel, "updated", owner, day, len(keys), draft.description)

    if (
        current is not None and rel is not None
    ):  # edited by hand (or not written by Reverie): keep the person's text, append
        return _append_to_edited(ws, cat, rec, rel, current, draft, keys, kind=kind, owner=owner, day=day)

    if rec is not None:  # deleted by hand: only what is new may come back
        return _recreate_deleted(ws, cat, day_notes, rec, draft, keys, meta, intro, kind=kind, owner=owner, day=day)

    text = render_note(draft, meta, intro)
    rel = day_notes.create(draft.name, owner, text)
    cat.put_note(NoteRecord(rel, kind, owner, day, content_hash(text), False, keys, draft.generator))
    cat.clear_tombstone(rel)
    day_notes.set(kind, owner, rel)
    return NoteWrite(rel, "created", owner, day, len(keys), draft.description)


def remove_note(
    ws: Workspace, cat: FilesCatalog, day_notes: DayNotes, *, kind: str, owner: str, day: str, reason: str
) -> NoteWrite | None:
    """Delete `owner`'s note of `day` because its source is gone; a hand-edited note is kept and marked."""
    records = cat.notes_of(kind, owner, day)
    rec = records[0] if records else None
    rel = rec.path if rec and (ws.root / rec.path).exists() else day_notes.find(kind, owner)
    if rel is None:
        if rec is not None:
            cat.drop_note(rec.path)
        return None
    path = ws.root / rel
    current = path.read_text(encoding="utf-8")
    if rec is not None and not rec.hand_edited and content_hash(current) == rec.written_hash:
        path.unlink()
        cat.drop_note(rel)
        cat.add_tombstone(rel, day, reason)
        day_notes.forget(kind, owner)
        return NoteWrite(rel, "deleted", owner, day)
    # A person edited it: their text stays, and the note says its source is gone.
    banner = (
        f"> {reason} on {days.today()}. Reverie kept this note because "
        "it was edited by hand; delete it when it is no longer needed.\n\n"
    )
    try:
        meta, body = frontmatter.split(current, rel)
        text = (
            None
            if meta.get("source_status") == "deleted"
            else frontmatter.render({**meta, "source_status": "deleted"}, banner + body.lstrip("\n"))
        )
    except frontmatter.FrontmatterError:  # the person's frontmatter does not parse: say it at the end instead
        text = None if banner.strip() in current else current.rstrip("\n") + "\n\n" + banner
    if text is not None:
        atomic_write_text(path, text)
        cat.put_note(
            NoteRecord(
                rel, kind, owner, day, content_hash(text), True, rec.items if rec else [], rec.generator if rec else ""
            )
        )
    return NoteWrite(rel, "kept-source-deleted", owner, day)


# --- the day index -------------------------------------------------------------------------------------------------
def _index_value(value: object) -> str:
    return escape(" ".join(str(value).split())[:300])


def _source_link(value: object) -> str:
    """A resource note's source as the link Reverie wrote; any other value is content (escaped)."""
    target = link_target(str(value))
    if str(value).strip() == wikilink(target) and target.startswith("resource/") and escape(target) == target:
        return wikilink(target)
    return _index_value(value)


def _index_line(rel: str, meta: dict) -> str:
    """The day index's line for one note: its link, then name, description, session, source and other keys."""
    parts = [wikilink(rel)]
    for key in ("name", "description"):
        if meta.get(key):
            parts.append(f"{key}: {_index_value(meta[key])}")
    if meta.get("session_id"):
        parts.append(f"session: {_index_value(meta['session_id'])}")
    if meta.get("source_resource"):
        parts.append(f"source: {_source_link(meta['source_resource'])}")
    parts += [
        f"{k}: {_index_value(v)}"
        for k, v in meta.items()
        if k not in _HIDDEN_INDEX_KEYS
        and k not in ("date", "turns", "user_turns", "resource_type", "resource_bytes")
        and v not in (None, "", [])
    ]
    return "- " + " ".join(parts)


def _read_day_index(ws: Workspace, index: Path) -> tuple[dict, str]:
    """The day index's frontmatter and body; an unreadable index gives no frontmatter and its raw text as body."""
    if not index.exists():
        return {}, ""
    try:
        return frontmatter.read(index, ws.rel(index))
    except (frontmatter.FrontmatterError, UnicodeDecodeError) as exc:
        log.warning("day index %s is unreadable (%s); rewriting it, old text kept below the block", index, exc)
        return {}, index.read_text(encoding="utf-8", errors="replace")


def refresh_day_index(ws: Workspace, day: str, cat: FilesCatalog | None = None) -> bool:
    """Rewrite the auto block of `memory/<day>.md` (one line per note, then removed notes); True if it changed.

    Text outside `<!-- notes:auto -->` ... `<!-- /notes:auto -->` and extra
    frontmatter keys are kept; `description` is always set.
    """
    index = ws.day_index_path(day)
    folder = ws.day_dir(day)
    lines: list[str] = []
    count = 0
    for path in sorted(folder.glob("*.md")) if folder.is_dir() else []:
        if path.name.startswith(".") or not ws.contains(path):
            continue
        rel = ws.rel(path)
        try:
            meta, _ = frontmatter.read(path, rel)  # errors name the workspace path: the index is read by agents
        except (frontmatter.FrontmatterError, UnicodeDecodeError) as exc:
            lines.append(f"- {wikilink(rel)} (frontmatter unreadable: {_index_value(exc)})")
            count += 1
            continue
        lines.append(_index_line(rel, meta))
        count += 1
    removed = cat.tombstones(day) if cat is not None else []
    if removed:
        lines += ["", "Removed:"] + [f"- ~~{rel}~~ removed {at[:10]}: {reason}" for rel, reason, at in removed]
    if not lines and not index.exists():
        return False
    block = "\n".join([INDEX_START] + (lines or ["(none)"]) + [INDEX_END])
    meta, body = _read_day_index(ws, index)
    meta = {"name": day, **{k: v for k, v in meta.items() if k != "name"}}
    meta["name"] = day
    meta["description"] = f"{count} note(s) today." if count else "No notes today."
    if INDEX_START in body and INDEX_END in body:
        before, rest = body.split(INDEX_START, 1)
        after = rest.split(INDEX_END, 1)[1]
        body = before + block + after
    else:
        body = f"# {day}\n\n" + block + "\n" + (("\n" + body.strip() + "\n") if body.strip() else "")
    text = frontmatter.render(meta, body)
    if index.exists() and index.read_text(encoding="utf-8", errors="replace") == text:
        return False
    atomic_write_text(index, text)
    return True


def list_notes(ws: Workspace, days: Sequence[str] | None = None) -> list[tuple[str, dict, str]]:
    """(workspace-relative path, frontmatter, body) of the daily notes, newest day first."""
    out = []
    folders = sorted((p for p in ws.memory_dir.iterdir() if p.is_dir()), reverse=True) if ws.memory_dir.is_dir() else []
    for folder in folders:
        if days is not None and folder.name not in days:
            continue
        for path in sorted(folder.glob("*.md")):
            if path.name.startswith(".") or not ws.contains(path):
                continue
            rel = ws.rel(path)
            try:
                meta, body = frontmatter.read(path, rel)
            except (frontmatter.FrontmatterError, UnicodeDecodeError) as exc:
                meta, body = {"error": str(exc)}, ""
            out.append((rel, meta, body))
    return out

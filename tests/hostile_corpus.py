"""A hostile-input corpus for every input surface: episode inbox, session inbox, resource folder.

`write_corpus(...)` drops good and bad files the way a careless or hostile
user would, and returns what must happen to them: the good records that must
be stored and the places (`file:line` or `resource/<path>`) where each bad
one must be reported. Classes covered: billion-laughs YAML (in files and in
frontmatter), deep JSON/YAML nesting, BOM, CRLF, NaN/Infinity/1e999, huge
integers, trailing-newline ids, Windows-reserved names, 5,000-character ids,
path tricks in every id and name, symlinks out of the workspace (files and
directories, dangling and looping links), truncated and empty files, invalid
and mixed encodings (Latin-1, UTF-16), NUL bytes, lone surrogates, huge lines
and huge files, wrong JSON types, non-object lines, many keys, hostile /
unterminated / non-mapping frontmatter, YAML tags, a CSV field over the csv
module's limit, deeply nested HTML, a FIFO.

`secrets` are strings that live only outside the workspace; none of them
may ever show up in a store, a note or an index.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path

BIG_LINE = 5 << 20  # over the default REVERIE_MAX_LINE_BYTES (4 MiB)
BIG_FILE = 21 << 20  # over the default REVERIE_MAX_RESOURCE_BYTES (20 MiB)

PATH_TRICK_IDS = [
    "trail\n",
    "CON",
    "nul",
    "com1",
    "LPT9.log",
    "aux.txt",
    "../../etc/passwd",
    "a/b",
    "a\\b",
    "/abs",
    "C:x",
    "~root",
    ".hidden",
    "x..y",
    "",
    " sp",
    "sp ",
    "café",
    "a b",
    "x\u0000y",
    "x\u202ey",
    "-dash",
    "dot.",
    "a" * 5000,
    "tab\there",
    "[[link]]",
    "x#y",
    "x|y",
    "q?",
    "st*r",
    "<lt>",
    "colon:x",
]
WRONG_TYPES = [5, None, True, 1.5, [], {}, ["a"], {"a": 1}]
NON_OBJECT_LINES = [b"[1, 2, 3]", b'"just a string"', b"42", b"null", b"true", b"[]"]


@dataclass
class Corpus:
    day: str
    good_episodes: list[str] = field(default_factory=list)  # texts that must be stored
    bad_episodes: list[str] = field(default_factory=list)  # "file.jsonl[:line]" reported
    duplicate_episodes: int = 0
    good_turns: dict[str, list[str]] = field(default_factory=dict)  # session id -> contents stored in its dialog
    bad_turns: list[str] = field(default_factory=list)  # "file.jsonl[:line]" reported
    good_resources: list[str] = field(default_factory=list)  # resource/... noted
    bad_resources: list[str] = field(default_factory=list)  # resource/... reported
    secrets: list[str] = field(default_factory=list)  # must never be read into memory


class _Writer:
    def __init__(self, corpus: Corpus) -> None:
        self.c = corpus
        self.n = 0

    def uid(self, what: str) -> str:
        self.n += 1
        return f"{what} number {self.n} about the invoice export"

    def episode(self, **over) -> dict:
        rec = {
            "cid": "acme",
            "agent_id": "ingester-1",
            "role_label": "ingester",
            "ts": f"{self.c.day}T10:{self.n % 60:02d}:00Z",
            "title": "Ingest",
            "text": self.uid("episode"),
            "outcome": "ok",
            "reward": 0.5,
            "metadata": {"attempt": 1},
        }
        rec.update(over)
        return rec

    def turn(self, **over) -> dict:
        rec = {
            "role": "user",
            "content": f"I prefer {self.uid('turn')} as PDF.",
            "created_at": f"{self.c.day}T09:{self.n % 60:02d}:00Z",
        }
        rec.update(over)
        return rec


def _dump(rec: object) -> bytes:
    return json.dumps(rec, ensure_ascii=False).encode("utf-8")


def _deep_json(depth: int) -> bytes:
    return b"[" * depth + b"]" * depth


def _lines_file(path: Path, lines: list[bytes], *, sep: bytes = b"\n", bom: bool = False, final: bool = True) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    data = sep.join(lines) + (sep if final else b"")
    path.write_bytes((b"\xef\xbb\xbf" if bom else b"") + data)


def _bad_json_lines(w: _Writer, make, good_keys: dict) -> list[bytes]:
    """Hostile lines for a JSONL surface; `make(**over)` builds a valid record."""
    lines: list[bytes] = []
    lines.append(_dump(make(**good_keys))[:-1] + b', "reward": NaN}')  # NaN (JSON has none)
    lines.append(_dump(make(**good_keys))[:-1] + b', "reward": Infinity}')
    lines.append(_dump(make(**good_keys))[:-1] + b', "reward": -Infinity}')
    lines.append(_dump(make(**good_keys))[:-1] + b', "reward": 1e999}')
    lines.append(_dump(make(**good_keys))[:-1] + b', "reward": ' + b"9" * 5000 + b"}")
    lines += NON_OBJECT_LINES
    lines.append(_deep_json(100_000))
    lines.append(_dump(make(**good_keys, metadata=json.loads("[" * 500 + "]" * 500))))
    lines.append(_dump(make(**good_keys))[:-1] + b', "content": ' + _deep_json(2000) + b"}")
    lines.append(b'{"cid": "ac\x00me", "text": "nul byte"}')
    lines.append(b'{"text": "\xff\xfe not utf-8 \xc3"}')
    lines.append(json.dumps(make(**good_keys)).replace("invoice", "caf\u00e9").encode("latin-1"))
    lines.append(json.dumps(make(**good_keys)).replace("number", "\\ud800number").encode())  # lone surrogate
    lines.append(b'{"x": "' + b"a" * BIG_LINE + b'"}')
    lines.append(json.dumps({f"k{i}": i for i in range(20_000)}).encode())
    lines.append(b'{"cid": "acme", "agent_id": ')  # truncated
    return lines


def _episodes(inbox: Path, outside: Path, w: _Writer) -> None:
    c = w.c
    inbox.mkdir(parents=True, exist_ok=True)

    good = [w.episode() for _ in range(5)]
    c.good_episodes += [g["text"] for g in good]
    _lines_file(inbox / "good.jsonl", [_dump(g) for g in good] + [_dump(good[0])])  # one duplicate line
    c.duplicate_episodes += 1

    bom = [w.episode() for _ in range(3)]
    c.good_episodes += [g["text"] for g in bom]
    _lines_file(inbox / "bom-crlf.jsonl", [_dump(g) for g in bom], sep=b"\r\n", bom=True)

    # mixed: good lines between hostile ones; every hostile line is reported as mixed.jsonl:<line>
    lines: list[bytes] = []
    bad_at: list[int] = []

    def add(line: bytes, bad: bool) -> None:
        lines.append(line)
        if bad:
            bad_at.append(len(lines))

    for line in _bad_json_lines(w, w.episode, {}):
        add(line, True)
        g = w.episode()
        c.good_episodes.append(g["text"])
        add(_dump(g), False)
    for key in ("cid", "agent_id", "role_label"):
        for bad_id in PATH_TRICK_IDS:
            add(_dump(w.episode(**{key: bad_id})), True)
    for key in ("text", "title", "ts", "reward", "metadata", "kind", "cid"):
        for value in WRONG_TYPES:
            rec = w.episode(**{key: value})
            ok = (
                (key == "title" and value is None)
                or (key == "metadata" and value in ({}, None, {"a": 1}))
                or (key == "reward" and value in (5, None, 1.5))
                or (key == "kind" and value is None)
            )
            elsewhere = key == "ts" and value in (5, 1.5)  # valid epoch seconds, but of 1970: not this day
            add(_dump(rec), not ok and not elsewhere)
            if ok:
                c.good_episodes.append(rec["text"])
    for ts in ("yesterday", 1e300, -1e300, "2026-02-30T00:00:00Z", "9" * 40):
        add(_dump(w.episode(ts=ts)), True)
    add(_dump(w.episode())[:40], True)  # a truncated last line, no newline
    _lines_file(inbox / "mixed.jsonl", lines, final=False)
    c.bad_episodes += [f"mixed.jsonl:{n}" for n in bad_at]

    (inbox / "empty.jsonl").write_bytes(b"")
    (inbox / "blank.jsonl").write_bytes(b"\r\n\n  \n")
    (inbox / "only-bom.jsonl").write_bytes(b"\xef\xbb\xbf")
    (inbox / "truncated.jsonl").write_bytes(_dump(w.episode())[:25])
    c.bad_episodes.append("truncated.jsonl:1")
    utf16 = w.episode()
    (inbox / "utf16.jsonl").write_bytes(_dump(utf16).decode().encode("utf-16"))
    c.bad_episodes.append("utf16.jsonl:1")

    secret = "SECRET-EPISODE outside the inbox must never be stored"
    c.secrets.append(secret)
    (outside / "secret.jsonl").write_bytes(_dump(w.episode(text=secret)) + b"\n")
    os.symlink(outside / "secret.jsonl", inbox / "link-out.jsonl")
    c.bad_episodes.append("link-out.jsonl")
    os.symlink(inbox / "loop.jsonl", inbox / "loop.jsonl")
    c.bad_episodes.append("loop.jsonl")
    os.mkfifo(inbox / "fifo.jsonl")
    c.bad_episodes.append("fifo.jsonl")


def _sessions(inbox: Path, outside: Path, w: _Writer) -> None:
    c = w.c
    inbox.mkdir(parents=True, exist_ok=True)
    sid = "s-good"
    good = [w.turn() for _ in range(4)] + [w.turn(role="assistant")]
    c.good_turns.setdefault(sid, []).extend(t["content"] for t in good)
    _lines_file(inbox / f"{sid}.jsonl", [_dump(t) for t in good])

    crlf = [w.turn() for _ in range(3)]
    c.good_turns.setdefault("s-crlf", []).extend(t["content"] for t in crlf)
    _lines_file(inbox / "s-crlf.jsonl", [_dump(t) for t in crlf], sep=b"\r\n", bom=True)

    lines: list[bytes] = []
    bad_at: list[int] = []

    def add(line: bytes, bad: bool) -> None:
        lines.append(line)
        if bad:
            bad_at.append(len(lines))

    def good_line() -> None:
        t = w.turn(session_id="s-batch")
        c.good_turns.setdefault("s-batch", []).append(t["content"])
        add(_dump(t), False)

    for line in _bad_json_lines(w, w.turn, {"session_id": "s-batch"})[5:]:  # NaN lines: created_at below
        add(line, True)
        good_line()
    for bad_id in PATH_TRICK_IDS + WRONG_TYPES:
        add(_dump(w.turn(session_id=bad_id)), True)
        good_line()
    for key, value in [
        ("role", 5),
        ("role", "wizard"),
        ("content", 5),
        ("content", True),
        ("tool_calls", 5),
        ("tool_calls", "abc"),
        ("tool_calls", [5, None]),
        ("date", "2026-13-45"),
        ("date", 5),
        ("date", ["x"]),
        ("created_at", "yesterday"),
        ("created_at", 1e300),
        ("created_at", {"a": 1}),
        ("name", ["x"] * 3),
        ("metadata", "x"),
        ("source", 7),
    ]:
        rec = w.turn(session_id="s-batch", **{key: value})
        ok = key in ("name", "metadata", "source") or (key == "tool_calls" and isinstance(value, list))
        add(_dump(rec), not ok)
        if ok:
            c.good_turns.setdefault("s-batch", []).append(rec["content"])
    for raw in (
        b'{"session_id": "s-batch", "role": "user", "content": "x", "created_at": NaN}',
        b'{"session_id": "s-batch", "role": "user", "content": "y", "created_at": Infinity}',
    ):
        add(raw, True)
    add(_dump(w.turn(session_id="s-batch"))[:30], True)  # truncated last line
    _lines_file(inbox / "batch.jsonl", lines, final=False)
    c.bad_turns += [f"batch.jsonl:{n}" for n in bad_at]

    for name in ("CON", "nul.txt", "x..y", "café"):  # the session id comes from the file name
        _lines_file(inbox / f"{name}.jsonl", [_dump(w.turn())])
        c.bad_turns.append(f"{name}.jsonl:1")
    (inbox / "empty.jsonl").write_bytes(b"")
    (inbox / "s-utf16.jsonl").write_bytes(_dump(w.turn()).decode().encode("utf-16"))
    c.bad_turns.append("s-utf16.jsonl:1")

    secret = "SECRET-TURN outside the workspace must never be stored"
    c.secrets.append(secret)
    (outside / "secret-session.jsonl").write_bytes(_dump(w.turn(content=secret)) + b"\n")
    os.symlink(outside / "secret-session.jsonl", inbox / "s-link.jsonl")
    c.bad_turns.append("s-link.jsonl")
    os.mkfifo(inbox / "s-fifo.jsonl")
    c.bad_turns.append("s-fifo.jsonl")


BILLION_LAUGHS = (
    "\n".join(
        ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
        + [f"{chr(98 + i)}: &{chr(98 + i)} [{','.join(['*' + chr(97 + i)] * 9)}]" for i in range(8)]
        + ["i: [*h,*h,*h,*h,*h,*h,*h,*h,*h]"]
    )
    + "\n"
)

GOOD_RESOURCES = {
    "meeting.md": "# Q3 planning\n\n## Decisions\n- We decided to move the export to a nightly job at 03:00 UTC.\n",
    "fm.md": "---\ntitle: Invoice runbook\ntags: [billing]\n---\n# Runbook\n\nRestart the exporter before retrying.\n",
    "plain.txt": "The SAP import rejects files with comma delimiters. Use semicolons for all exports.\n",
    "config.json": json.dumps(
        {"name": "exporter", "description": "Exports invoices every night to SAP over SFTP.", "limits": {"max_mb": 10}}
    ),
    "settings.yaml": "service: exporter\nnotes: The exporter must run after the nightly backup has finished.\n",
    "prices.csv": "sku,price,region\nA1,10,EU\nB2,12,EU\nC3,9,US\n",
    "page.html": "<html><head><title>Status page</title></head><body><h1>Status</h1><p>All exports ran "
    "on time this week without errors.</p></body></html>",
    "events.jsonl": '{"event": "export", "detail": "The export finished in four minutes today."}\n',
}


def _resources(resource: Path, outside: Path, w: _Writer) -> None:
    c = w.c
    day = resource / c.day
    day.mkdir(parents=True, exist_ok=True)

    def good(name: str, data: str | bytes) -> None:
        (day / name).write_bytes(data.encode() if isinstance(data, str) else data)
        c.good_resources.append(f"resource/{c.day}/{name}")

    def neutral(name: str, data: str | bytes) -> None:  # must neither crash nor hang anything; a note is optional
        (day / name).write_bytes(data.encode() if isinstance(data, str) else data)

    def bad(rel: str, data: str | bytes, *, under: Path | None = None) -> None:
        path = (under or day) / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data.encode() if isinstance(data, str) else data)
        place = f"resource/{path.relative_to(resource).as_posix()}"
        c.bad_resources.append(place if place.isprintable() else repr(place)[1:-1])  # reported escaped

    for name, text in GOOD_RESOURCES.items():
        good(name, text)
    good("bom-crlf.md", b"\xef\xbb\xbf# Windows note\r\n\r\nThe exporter needs a restart every Monday morning.\r\n")
    good("top-level-list.json", json.dumps(["The exporter runs nightly and takes four minutes.", 1, None]))

    bad("laughs.yaml", BILLION_LAUGHS)
    bad("laughs-fm.md", "---\n" + BILLION_LAUGHS + "---\n# Laughs\n\nBody text here for the note.\n")
    bad("laughs.md.yaml", BILLION_LAUGHS.replace('"lol"', '"' + "x" * 1000 + '"'))
    bad("deep.json", _deep_json(100_000))
    bad("deep-small.json", _deep_json(500))
    bad("deep.yaml", "[" * 5000 + "]" * 5000)
    bad("deep-block.yaml", "".join(" " * i + "a:\n" for i in range(3000)))
    bad("nan.json", '{"reward": NaN, "text": "not a number"}')
    bad("inf.json", '{"reward": 1e999}')
    bad("bigint.json", '{"n": ' + "9" * 5000 + "}")
    bad("surrogate.json", '{"text": "lone \\ud800 surrogate in a resource"}')
    bad("many-keys.json", json.dumps({f"k{i}": i for i in range(20_000)}))
    bad("many-keys.yaml", "".join(f"k{i}: {i}\n" for i in range(20_000)))
    bad("truncated.json", '{"name": "exporter", "description": "cut')
    bad("empty.json", "")
    bad("unterminated.md", "---\ntitle: never closed\n\n# Body\n\nSome text.\n")
    bad("list-fm.md", "---\n- a\n- b\n---\n# Body\n\nSome text here.\n")
    bad("tag-fm.md", "---\nx: !!python/object/apply:os.system ['touch /tmp/reverie-pwned']\n---\nBody text.\n")
    bad("tag.yaml", "x: !!python/object/apply:os.system ['touch /tmp/reverie-pwned']\n")
    bad("scalar-fm.md", "---\njust a string\n---\nBody text.\n")
    bad("latin1.md", "# Caf\u00e9 notes\n\nThe caf\u00e9 exports run nightly.\n".encode("latin-1"))
    bad("utf16.txt", "The exporter runs nightly.\n".encode("utf-16"))
    bad("mixed-enc.txt", b"ok line\n" + "caf\u00e9\n".encode("latin-1") + b"ok\n")
    bad("nul-byte.txt", b"text with a NUL\x00byte in it.\n")
    bad("huge-line.txt", b"word " * (BIG_LINE // 5 + 10))
    bad("huge-field.csv", b'a,b\n"' + b"x" * 200_000 + b'",2\n')
    neutral("nested.html", "<div>" * 100_000 + "The exporter runs nightly at three." + "</div>" * 100_000)
    neutral("empty.md", "")
    neutral("only-bom.txt", b"\xef\xbb\xbf")
    bad(
        "bad-lines.jsonl",
        b'{"ok": "The exporter finished today without any errors."}\n' + b'{"x": NaN}\n' + _deep_json(100_000) + b"\n",
    )
    bad("huge.txt", b"all work and no play. " * (BIG_FILE // 22 + 10))
    for name in (
        "CON.md",
        "aux.txt",
        "com1.json",
        "a:b.md",
        "x#y.md",
        "bad\nname.md",
        " lead.md",
        "[[x]].md",
        "q?.md",
        "dot..md.",
        "trail.md ",
    ):
        bad(name, "# Name trick\n\nThe exporter runs nightly at three.\n")
    bad("CON/inside.md", "# Reserved folder\n\nThe exporter runs nightly.\n")
    bad("sp /inside.md", "# Spaced folder\n\nThe exporter runs nightly.\n")

    secret = "SECRET-RESOURCE outside the workspace must never be noted"
    c.secrets.append(secret)
    (outside / "secret.md").write_text(f"# Secret\n\n{secret}.\n")
    (outside / "dir").mkdir(exist_ok=True)
    (outside / "dir" / "secret2.md").write_text(f"# Secret two\n\n{secret} either.\n")
    os.symlink(outside / "secret.md", day / "link-out.md")
    c.bad_resources.append(f"resource/{c.day}/link-out.md")
    os.symlink(outside / "dir", day / "linked-dir")
    c.bad_resources.append(f"resource/{c.day}/linked-dir")
    os.symlink(day / "loop.md", day / "loop.md")
    c.bad_resources.append(f"resource/{c.day}/loop.md")
    os.symlink(outside / "missing.md", day / "dangling.md")
    c.bad_resources.append(f"resource/{c.day}/dangling.md")
    os.mkfifo(day / "fifo.md")
    c.bad_resources.append(f"resource/{c.day}/fifo.md")


def _planted_links(workspace: Path, outside: Path, c: Corpus) -> None:
    """Links planted where Reverie writes (notes, digest, dialogs): never read, indexed or searched."""
    secret = "SECRET-NOTE outside the workspace must never be indexed"
    c.secrets.append(secret)
    (outside / "note.md").write_text(f"---\nname: leak\ndescription: {secret}\n---\n{secret}.\n")
    (outside / "notes").mkdir(exist_ok=True)
    (outside / "notes" / "inner.md").write_text(f"---\ndescription: {secret}\n---\n{secret}.\n")
    for folder in (workspace / "memory" / c.day, workspace / "digest" / "wiki"):
        folder.mkdir(parents=True, exist_ok=True)
        os.symlink(outside / "note.md", folder / "leak.md")
        os.symlink(outside / "notes", folder / "linked-notes")
    dialogs = workspace / "mem_session" / "dialog"
    dialogs.mkdir(parents=True, exist_ok=True)
    (outside / "dialog.jsonl").write_text(json.dumps({"role": "user", "content": secret, "day": c.day}) + "\n")
    os.symlink(outside / "dialog.jsonl", dialogs / "s-planted.jsonl")


def write_corpus(*, episode_inbox: Path, workspace: Path, outside: Path, day: str) -> Corpus:
    """Drop the hostile corpus into the three input surfaces; return what must happen to it."""
    corpus = Corpus(day=day)
    w = _Writer(corpus)
    outside.mkdir(parents=True, exist_ok=True)
    _episodes(episode_inbox, outside, w)
    _sessions(workspace / "mem_session" / "inbox", outside, w)
    _resources(workspace / "resource", outside, w)
    _planted_links(workspace, outside, corpus)
    return corpus

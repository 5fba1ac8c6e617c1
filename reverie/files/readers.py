"""Per-format readers of resource files: one function per format, and the table that picks one by suffix.

Each reader fills a `ResourceReading` (title, structure, key points, action
items, sentences, errors) deterministically from the file's UTF-8 text; a
malformed file is reported in `errors` with its line and read as far as it goes.
"""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Callable
from html.parser import HTMLParser
from pathlib import Path

import yaml

from reverie import frontmatter
from reverie.files.distil import ResourceReading
from reverie.files.procedures import extract_procedures
from reverie.limits import DEFAULT_LIMITS, InputLimitError, InputLimits, loads_json
from reverie.text import sentences

_HIDDEN_TAGS = frozenset({"script", "style", "noscript"})


class _HTMLText(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.title = ""
        self.headings: list[str] = []
        self.chunks: list[str] = []
        self._stack: list[str] = []
        self._hidden = 0  # open script/style/noscript elements: a counter, so 100,000 nested tags stay linear
        self._ol: list[int] = []  # item counters of the open <ol> lists: their items read as "1. ", "2. "

    def handle_starttag(self, tag: str, attrs: list) -> None:
        self._stack.append(tag)
        self._hidden += tag in _HIDDEN_TAGS
        if tag in ("p", "li", "br", "div", "tr", "h1", "h2", "h3", "h4"):
            self.chunks.append("\n")
        if tag == "ol":
            self._ol.append(0)
        elif tag == "li" and self._ol:
            self._ol[-1] += 1
            self.chunks.append(f"{self._ol[-1]}. ")
        elif tag in ("h2", "h3", "h4"):
            self.chunks.append("#" * int(tag[1]) + " ")

    def handle_endtag(self, tag: str) -> None:
        if tag == "ol" and self._ol and "ol" in self._stack:
            self._ol.pop()
        if tag in self._stack:  # an unmatched end tag closes nothing
            while self._stack:
                popped = self._stack.pop()
                self._hidden -= popped in _HIDDEN_TAGS
                if popped == tag:
                    break
        if tag in ("p", "li", "div", "tr", "h1", "h2", "h3", "h4"):
            self.chunks.append(".\n" if tag == "li" else "\n")

    def handle_data(self, data: str) -> None:
        if self._hidden:
            return
        current = self._stack[-1] if self._stack else ""
        text = " ".join(data.split())
        if not text:
            return
        if current == "title":
            self.title = (self.title + " " + text).strip()
            return
        if current in ("h1", "h2", "h3"):
            self.headings.append(f"{current}: {text}")
        self.chunks.append(text + " ")


def _scalar_lines(value: object, prefix: str = "", depth: int = 0, out: list[str] | None = None) -> list[str]:
    out = [] if out is None else out
    if len(out) >= 40 or depth > 3:
        return out
    if isinstance(value, dict):
        for k, v in value.items():
            key = f"{prefix}.{k}" if prefix else str(k)
            if isinstance(v, (dict, list)):
                kind = f"{len(v)} keys" if isinstance(v, dict) else f"{len(v)} items"
                out.append(f"{key}: ({kind})")
                _scalar_lines(v, key, depth + 1, out)
            else:
                out.append(f"{key}: {v}")
    elif isinstance(value, list) and value and isinstance(value[0], dict):
        keys = sorted({k for item in value if isinstance(item, dict) for k in item})
        out.append(f"{prefix or 'items'}: list of {len(value)} objects with keys {', '.join(keys[:15])}")
    elif isinstance(value, list):
        out.append(f"{prefix or 'items'}: " + ", ".join(str(v) for v in value[:15]))
    return out


def _prose(text: str) -> list[str]:
    """Sentences of running text (headings, code blocks and table rows left out)."""
    out, in_code = [], False
    for line in text.splitlines():
        s = line.strip()
        if s.startswith("```"):
            in_code = not in_code
            continue
        if in_code or not s or s.startswith(("#", "|", "<!--")):
            continue
        out += sentences(re.sub(r"^(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?", "", s))
    return out


def _strings(value: object, out: list[str] | None = None) -> list[str]:
    """Sentences of the longer string values in a JSON/YAML document (descriptions, notes, messages)."""
    out = [] if out is None else out
    if len(out) > 400:
        return out
    if isinstance(value, str) and len(value.split()) >= 4:
        out += sentences(value)
    elif isinstance(value, dict):
        for v in value.values():
            _strings(v, out)
    elif isinstance(value, list):
        for v in value[:200]:
            _strings(v, out)
    return out


def _read_csv(r: ResourceReading, text: str, limits: InputLimits) -> None:
    sample = text[:8192]
    try:
        dialect = csv.Sniffer().sniff(sample, delimiters=",;\t|")
    except csv.Error:
        dialect = csv.excel
    try:
        rows = list(csv.reader(io.StringIO(text), dialect))
    except csv.Error as exc:  # a field over csv.field_size_limit(), a NUL, ...: the file cannot be read as CSV
        raise ValueError(f"not readable as CSV ({exc})") from exc
    rows = [row for row in rows if any(cell.strip() for cell in row)]
    if not rows:
        r.structure = ["empty CSV"]
        return
    header, data = rows[0], rows[1:]
    delim = {",": "comma", ";": "semicolon", "\t": "tab", "|": "pipe"}.get(dialect.delimiter, dialect.delimiter)
    r.structure = [f"{len(data)} rows, {len(header)} columns ({delim}-separated): {', '.join(header[:20])}"]
    bad = [i + 2 for i, row in enumerate(data) if len(row) != len(header)]
    for line in bad[:20]:
        r.errors.append(f"{r.rel}:{line}: row has a different number of columns than the header ({len(header)})")
    for ci, name in enumerate(header[:20]):
        values = [row[ci].strip() for row in data if ci < len(row) and row[ci].strip()]
        numbers = []
        for v in values:
            try:
                numbers.append(float(v.replace(",", "")) if dialect.delimiter != "," else float(v))
            except ValueError:
                break
        else:
            if numbers:
                total = sum(numbers)
                r.key_points.append(
                    f"{name}: min {min(numbers):g}, max {max(numbers):g}, total {total:g} over {len(numbers)} rows"
                )
                continue
        distinct = list(dict.fromkeys(values))
        if 0 < len(distinct) <= 8 and len(values) > len(distinct):
            r.key_points.append(f"{name}: {len(distinct)} values ({', '.join(distinct)})")
    for row in data[:3]:
        r.structure.append("Row: " + ", ".join(f"{h}={v}" for h, v in zip(header, row, strict=False)))
    for row in data[:200]:
        for cell in row:
            if len(cell.split()) >= 6:
                r.sentences += sentences(cell)


def _read_text(r: ResourceReading, text: str, limits: InputLimits) -> None:
    """Markdown and plain text: title (frontmatter or first heading), sections, to-dos, prose."""
    body, rel, stem = text, r.rel, r.stem
    if r.suffix == ".md" and text.startswith("---"):
        try:
            meta, body = frontmatter.split(text, rel, limits)
            title = meta.get("title") or meta.get("name")
            if isinstance(title, str):
                r.title = title
        except frontmatter.FrontmatterError as exc:
            r.errors.append(str(exc))
    for line in body.splitlines():
        s = line.strip()
        m = re.match(r"^(#{1,3})\s+(.+)$", s) if r.suffix == ".md" else None
        if m:
            if len(m.group(1)) == 1 and r.title == stem:
                r.title = m.group(2).strip()
            else:
                r.structure.append(f"Section: {m.group(2).strip()}")
        if re.match(r"^[-*]\s+\[ \]\s+", s) or re.match(r"^(?:TODO|FIXME|ACTION)\b[:\s]", s, re.IGNORECASE):
            r.action_items.append(
                re.sub(r"^[-*]\s+\[ \]\s+|^(?:TODO|FIXME|ACTION)\b[:\s]*", "", s, flags=re.IGNORECASE)
            )
    procedures, rest = extract_procedures(body)  # step lists stay whole; the rest is read sentence by sentence
    r.procedures = [p.render() for p in procedures]
    r.sentences = _prose(rest)


def _read_html(r: ResourceReading, text: str, limits: InputLimits) -> None:
    """HTML: title, headings and visible text (scripts and styles left out)."""
    rel, stem = r.rel, r.stem
    parser = _HTMLText()
    try:
        parser.feed(text)
        parser.close()
    except Exception as exc:  # noqa: BLE001 - html.parser is lenient; anything left is reported, text kept
        r.errors.append(f"{rel}: HTML could not be fully parsed ({exc})")
    r.title = parser.title or next((h.split(": ", 1)[1] for h in parser.headings if h.startswith("h1")), stem)
    r.structure = [f"Section: {h.split(': ', 1)[1]}" for h in parser.headings if not h.startswith("h1")]
    procedures, rest = extract_procedures("".join(parser.chunks))
    r.procedures = [p.render() for p in procedures]
    r.sentences = _prose(rest)
    r.text = "".join(parser.chunks)


def _read_json(r: ResourceReading, text: str, limits: InputLimits) -> None:
    """JSON: its structure and longer strings; malformed JSON is read as text, JSON over the limits refused."""
    try:
        data = loads_json(text, limits)
        limits.check_json(text, data)
    except InputLimitError:
        raise
    except ValueError as exc:
        line = exc.__cause__.lineno if isinstance(exc.__cause__, json.JSONDecodeError) else 1
        r.errors.append(f"{r.rel}:{line}: {exc}; read as text")
        r.sentences = _prose(text)
    else:
        r.structure = _scalar_lines(data)
        r.sentences = _strings(data)


def _read_jsonl(r: ResourceReading, text: str, limits: InputLimits) -> None:
    """JSON Lines: record count, keys, strings; a malformed line (or one over the limits) is skipped and reported."""
    rel, lines = r.rel, text.splitlines()
    records = []
    for lineno, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            record = loads_json(line, limits)
            limits.check_json(line, record)
        except ValueError as exc:
            r.errors.append(f"{rel}:{lineno}: {exc}; line skipped")
            continue
        records.append(record)
    keys: dict[str, int] = {}
    for rec in records:
        if isinstance(rec, dict):
            for k in rec:
                keys[k] = keys.get(k, 0) + 1
    r.structure = [
        f"{len(records)} records"
        + ("; keys: " + ", ".join(f"{k} ({n})" for k, n in list(keys.items())[:15]) if keys else "")
    ]
    for rec in records[:200]:
        r.sentences += _strings(rec)


def _read_yaml(r: ResourceReading, text: str, limits: InputLimits) -> None:
    """YAML: its structure and longer strings; malformed YAML is read as text, alias bombs refused."""
    rel = r.rel
    try:
        data = frontmatter.load_yaml_document(text, limits)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = f":{mark.line + 1}" if mark is not None else ""
        r.errors.append(f"{rel}{line}: malformed YAML ({getattr(exc, 'problem', exc)}); read as text")
        r.sentences = _prose(text)
    else:
        r.structure = _scalar_lines(data)
        r.sentences = _strings(data)


# suffix -> (label, reader): the formats resource/ files are read in; anything else is skipped by the scan.
READERS: dict[str, tuple[str, Callable[[ResourceReading, str, InputLimits], None]]] = {
    ".md": ("Markdown", _read_text),
    ".txt": ("text", _read_text),
    ".json": ("JSON", _read_json),
    ".jsonl": ("JSON Lines", _read_jsonl),
    ".csv": ("CSV", _read_csv),
    ".yaml": ("YAML", _read_yaml),
    ".html": ("HTML", _read_html),
}
SUPPORTED = {suffix: label for suffix, (label, _) in READERS.items()}


def read_resource(rel: str, text: str, limits: InputLimits = DEFAULT_LIMITS) -> ResourceReading:
    """A deterministic reading of a resource's text: title, structure, key points, action items, errors.

    Problems a person can fix in place (a malformed line, broken frontmatter)
    are in `errors` and the rest is read. A file no note should be made of
    raises ValueError: NUL bytes (a binary file), a line over
    REVERIE_MAX_LINE_BYTES, or an InputLimitError (nesting, alias expansion,
    keys, extracted text) naming the limit and its setting.
    """
    suffix = Path(rel).suffix.lower()
    stem = Path(rel).stem
    if "\x00" in text:
        raise ValueError(f"contains NUL bytes at character {text.index(chr(0)) + 1} (a binary file?); no note written")
    lines = text.splitlines()
    # Only a text this long can hold a line over the limit; minified JSON and HTML are one line by nature.
    if len(text) > limits.max_line_bytes and suffix not in (".json", ".html"):
        longest = max(range(len(lines)), key=lambda i: len(lines[i]))
        limits.check_line(len(lines[longest].encode("utf-8")), f"line {longest + 1}")
    r = ResourceReading(rel=rel, stem=stem, suffix=suffix, label=SUPPORTED.get(suffix, "text"), title=stem, text=text)
    r.stats = f"{len(text.encode('utf-8'))} bytes, {len(lines)} lines"
    reader = READERS.get(suffix)
    if reader is not None:
        reader[1](r, text, limits)
    extracted = sum(sum(map(len, part)) for part in (r.sentences, r.structure, r.key_points, r.action_items))
    if extracted > limits.max_text_chars:
        raise InputLimitError(
            f"{extracted} characters of text extracted", limits.max_text_chars, "REVERIE_MAX_EXTRACTED_CHARS"
        )
    return r

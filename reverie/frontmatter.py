"""The one frontmatter reader/writer: YAML between `---` lines at the top of a Markdown file.

    ---
    name: pdf-ingest-limits
    description: Split PDFs over 10MB before ingesting them
    session_id: support-42
    source_conversation: '[[mem_session/dialog/support-42.jsonl]]'
    ---
    <body>

Values stay what a person typed: dates and times are kept as strings (no
YAML timestamp conversion), key order is preserved on write, Unicode is
written as is. A file without frontmatter has `{}` and its whole text as body.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from reverie.errors import ReverieError
from reverie.limits import DEFAULT_LIMITS, InputLimitError, InputLimits, load_yaml
from reverie.workspace import atomic_write_text

_DELIM = "---"


class FrontmatterError(ReverieError, ValueError):
    """Frontmatter that is not a YAML mapping; names the file and line when known."""


# libyaml's parser/emitter when PyYAML was built with it (10x faster on day indexes of many notes).
_BaseLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_BaseDumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


class _Loader(_BaseLoader):  # type: ignore[misc, valid-type]
    """Safe loading that leaves dates/timestamps as the strings a person wrote."""


_Loader.yaml_implicit_resolvers = {
    key: [(tag, rx) for tag, rx in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


class _Dumper(_BaseDumper):  # type: ignore[misc, valid-type]
    pass


def _str_presenter(dumper: yaml.BaseDumper, value: str) -> yaml.ScalarNode:
    style = "|" if "\n" in value else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_Dumper.add_representer(str, _str_presenter)


def split(text: str, where: str = "", limits: InputLimits = DEFAULT_LIMITS) -> tuple[dict[str, Any], str]:
    """(frontmatter mapping, body) of a Markdown text; FrontmatterError if the YAML block is broken."""
    text = text.lstrip("\ufeff")
    lines = text.split("\n")
    if not lines or lines[0].rstrip() != _DELIM:
        return {}, text
    for i in range(1, len(lines)):
        if lines[i].rstrip() in (_DELIM, "..."):
            block = "\n".join(lines[1:i])
            body = "\n".join(lines[i + 1 :])
            try:
                meta = load_yaml(block, _Loader, limits) if block.strip() else {}
            except InputLimitError as exc:  # an alias bomb or deep nesting: refused before anything walks it
                raise FrontmatterError(f"{where or '<text>'}:2: frontmatter refused: {exc}") from exc
            except yaml.YAMLError as exc:
                # The construct that broke (context) is where a person should look; else where parsing stopped.
                mark = getattr(exc, "context_mark", None) or getattr(exc, "problem_mark", None)
                line = f":{mark.line + 2}" if mark is not None else ""
                what = "; ".join(str(x) for x in (getattr(exc, "problem", None), getattr(exc, "context", None)) if x)
                raise FrontmatterError(
                    f"{where or '<text>'}{line}: frontmatter is not valid YAML ({what or exc})"
                ) from exc
            if meta is None:
                meta = {}
            if not isinstance(meta, dict):
                raise FrontmatterError(
                    f"{where or '<text>'}:2: frontmatter must be a YAML mapping, got {type(meta).__name__}"
                )
            return {str(k): v for k, v in meta.items()}, body
    raise FrontmatterError(f"{where or '<text>'}:1: frontmatter opened with '---' but never closed")


def load_yaml_document(text: str, limits: InputLimits = DEFAULT_LIMITS) -> Any:
    """A whole YAML document read the way frontmatter is (safe, dates kept as strings), within `limits`.

    yaml.YAMLError for malformed YAML; InputLimitError for alias bombs and deep nesting.
    """
    return load_yaml(text, _Loader, limits)


def render(meta: dict[str, Any], body: str) -> str:
    """Markdown text with `meta` as frontmatter (key order kept) followed by `body`."""
    body = body if body.endswith("\n") or not body else body + "\n"
    if not meta:
        return body
    block = yaml.dump(
        dict(meta), Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=100000, default_flow_style=False
    )
    return f"{_DELIM}\n{block}{_DELIM}\n{body}"


def read(path: Path, where: str | None = None) -> tuple[dict[str, Any], str]:
    """Frontmatter and body of a file (UTF-8); errors name `where` (say, a workspace-relative path)."""
    return split(Path(path).read_text(encoding="utf-8"), str(path) if where is None else where)


def write(path: Path, meta: dict[str, Any], body: str) -> str:
    """Write atomically; returns the text written."""
    text = render(meta, body)
    atomic_write_text(Path(path), text)
    return text

"""Role configuration: `roles/<role>/role.yaml`.

`memory_reflection` (default off): the role's episodes are reflected into
memory notes. `memory_retrieval` (default on): the role's prompts read memory
(the hot-cache notes and recent episodes); off, a role pays nothing for it.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Any

import yaml

from reverie.errors import ReverieError
from reverie.ids import safe_id


class RoleConfigError(ReverieError, ValueError):
    """A role.yaml that cannot be read; the message names the file."""


def load_role(roles_dir: Path, role: str) -> dict[str, Any]:
    """The parsed role.yaml of a role ({} when the role has none)."""
    path = Path(roles_dir) / safe_id(role, "role") / "role.yaml"
    if not path.is_file():
        return {}
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except (yaml.YAMLError, UnicodeDecodeError) as exc:
        raise RoleConfigError(f"{path}: not valid YAML/UTF-8: {exc}") from exc
    if not isinstance(data, dict):
        raise RoleConfigError(f"{path}: expected a mapping at the top level, got {type(data).__name__}")
    return data


def reflects(roles_dir: Path, role: str) -> bool:
    """True when the role's role.yaml sets `memory_reflection: true` (default off)."""
    return _flag(roles_dir, role, "memory_reflection", False)


def _flag(roles_dir: Path, role: str, name: str, default: bool) -> bool:
    value = load_role(roles_dir, role).get(name, default)
    if not isinstance(value, bool):
        raise RoleConfigError(f"{Path(roles_dir) / role / 'role.yaml'}: {name} must be true or false")
    return value


_retrieval_cache: dict[str, tuple[tuple[int, int], bool]] = {}


def retrieves_memory(roles_dir: Path, role: str) -> bool:
    """The role's `memory_retrieval` flag (default on), for the prompt path: never raises.

    Cached per file modification time, so the prompt path pays one stat() per
    call; a role.yaml that cannot be read counts as the default (on), logged
    once per version of the file.
    """
    try:
        path = Path(roles_dir) / safe_id(role, "role") / "role.yaml"
        try:
            st = os.stat(path)
            stamp = (st.st_mtime_ns, st.st_size)
        except OSError:
            return True
        hit = _retrieval_cache.get(str(path))
        if hit is not None and hit[0] == stamp:
            return hit[1]
        try:
            value = _flag(roles_dir, role, "memory_retrieval", True)
        except Exception as exc:  # noqa: BLE001 - the prompt path must never fail on configuration
            logging.getLogger(__name__).warning("memory_retrieval of role %r unreadable, left on: %s", role, exc)
            value = True
        _retrieval_cache[str(path)] = (stamp, value)
        return value
    except Exception as exc:  # noqa: BLE001 - e.g. a role name safe_id refuses
        logging.getLogger(__name__).warning("memory_retrieval of role %r unreadable, left on: %s", role, exc)
        return True

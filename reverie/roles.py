"""Role configuration: `roles/<role>/role.yaml`; a role reflects only if it opts in."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from reverie.ids import safe_id


class RoleConfigError(ValueError):
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
    value = load_role(roles_dir, role).get("memory_reflection", False)
    if not isinstance(value, bool):
        raise RoleConfigError(f"{Path(roles_dir) / role / 'role.yaml'}: memory_reflection must be true or false")
    return value

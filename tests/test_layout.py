"""The layers of docs/architecture.md, checked on the source: who may import whom, and no cycle."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("reverie", "resources", "assets", "pipelines")
# A layer may import the layers before it, never one after it (dagster: only the orchestration layers).
FORBIDDEN = {
    "reverie": {"dagster", "dagster_celery", "resources", "assets", "pipelines"},
    "resources": {"assets", "pipelines"},
    "assets": {"pipelines"},
}


def modules() -> dict[str, Path]:
    out = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            out[".".join(parts)] = path
    return out


def imports(path: Path, known: dict[str, Path]) -> set[str]:
    """Every module `path` imports, at any depth of the file (function-level imports count too)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found |= {f"{node.module}.{a.name}" for a in node.names if f"{node.module}.{a.name}" in known}
    return found


def test_each_layer_imports_only_the_layers_below_it():
    known = modules()
    wrong = []
    for name, path in known.items():
        banned = FORBIDDEN.get(name.split(".")[0], set())
        for imported in imports(path, known):
            if imported.split(".")[0] in banned:
                wrong.append(f"{path.relative_to(ROOT)} imports {imported}")
    assert not wrong, "\n".join(wrong)


def test_no_import_cycle():
    known = modules()
    graph = {name: {m for m in imports(path, known) if m in known and m != name} for name, path in known.items()}
    # A package's __init__ re-exporting its own modules is not a cycle between modules: drop parent edges.
    graph = {n: {m for m in deps if not n.startswith(m + ".")} for n, deps in graph.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[list[str]] = []

    def visit(node: str) -> None:  # Tarjan's strongly connected components
        index[node] = low[node] = len(index)
        stack.append(node)
        for dep in graph[node]:
            if dep not in index:
                visit(dep)
                low[node] = min(low[node], low[dep])
            elif dep in stack:
                low[node] = min(low[node], index[dep])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for name in graph:
        if name not in index:
            visit(name)
    assert not cycles, f"import cycles: {cycles}"


def test_every_materialisation_reports_its_settings():
    """Config the UI can show: each MaterializeResult in assets/ carries `settings_metadata` (resolved settings)."""
    missing = []
    for path in sorted((ROOT / "assets").glob("*.py")):
        text = path.read_text(encoding="utf-8")
        if text.count("settings_metadata(") - text.count("def settings_metadata(") < text.count("MaterializeResult("):
            missing.append(path.name)
    assert not missing, f"MaterializeResult without **settings_metadata(...): {missing}"


def test_dagster_internals_are_used_in_one_place():
    """Private Dagster APIs (`dagster._...`) only in pipelines/instance.py, each with a why-comment there."""
    elsewhere = []
    for folder in ("reverie", "resources", "assets", "pipelines", "tests", "bench", "deploy"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if path == ROOT / "pipelines" / "instance.py":
                continue
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                names = (
                    [a.name for a in node.names]
                    if isinstance(node, ast.Import)
                    else [node.module or ""]
                    if isinstance(node, ast.ImportFrom)
                    else []
                )
                elsewhere += [f"{path.relative_to(ROOT)}: {n}" for n in names if n.startswith("dagster._")]
    assert not elsewhere, "\n".join(elsewhere)

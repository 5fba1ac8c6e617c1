"""What the hostile-input guards cost on good input: ingestion throughput with the guards on vs off, one process.

Guards (issue 11): strict JSON (NaN/Infinity, surrogates, deep nesting), the tree walk that bounds
nesting, values after YAML alias expansion, keys and text, the input-file checks (links, pipes, size),
Windows-reserved ids, the NUL and line-length checks of resources. "Off" replaces each guard function
with the bare call it wraps (json.loads, yaml.load, no walk, no file check); the NUL/line-length
checks stay (two C-speed scans).
Runs alternate on/off (and which goes first) so drift hits both; each figure is the best CPU time of
the repeats (the machine is shared: wall time there measures the neighbours).

- episodes: parse and validate the JSONL files of the episode inbox (read_episode_file), the CPU-bound
  part of the `episodes` asset before embedding and LanceDB (so the guards' share is the largest); then
  the asset's whole ingestion with the hash embedder (all-MiniLM-L6-v2, the default, is ~100x slower
  than parsing here, which would hide the guards entirely);
- resources: read_resource on every good sample resource (md, txt, json, jsonl, csv, yaml, html), and
  the whole resource ingestion (scan, hash, read, offline distil, write notes, day index) from scratch.

Run: .venv/bin/python bench/bench_guards.py [--quick]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import re
import shutil
import sys
import tempfile
import time
from contextlib import contextmanager, nullcontext
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import yaml  # noqa: E402

import reverie.episodes  # noqa: E402
import reverie.files.readers  # noqa: E402
import reverie.files.sessions  # noqa: E402
import reverie.frontmatter  # noqa: E402
import reverie.ids  # noqa: E402
import reverie.limits  # noqa: E402
from reverie.episodes import iter_inbox_files, read_episode_file  # noqa: E402
from reverie.files import OfflineDistiller, Workspace, distil_resources  # noqa: E402
from reverie.files.readers import SUPPORTED, read_resource  # noqa: E402
from reverie.sample import SampleSpec, write_sample  # noqa: E402
from reverie.sample_files import _resources  # noqa: E402

END = date(2026, 3, 14)


def read_jsonl_before(path, errors, max_line_bytes=None, **_):
    """The JSONL line reader as it was before the guards (git d817c47:reverie/jsonl.py)."""
    with open(path, "rb") as f:
        for lineno, raw in enumerate(f, start=1):
            where = f"{path}:{lineno}"
            if max_line_bytes is not None and len(raw) > max_line_bytes:
                errors.append(f"{where}: line is {len(raw)} bytes, over {max_line_bytes}")
                continue
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                errors.append(f"{where}: invalid UTF-8 at byte {exc.start}")
                continue
            if not line.strip():
                continue
            try:
                yield json.loads(line), where
            except json.JSONDecodeError as exc:
                errors.append(f"{where}: malformed JSON ({exc.msg} at column {exc.colno})")


_SAFE_ID_BEFORE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.\-]{0,127}$")


def safe_id_before(value, what):
    """safe_id as it was before the guards (re.match with `$`, no Windows-reserved names)."""
    if not isinstance(value, str) or not _SAFE_ID_BEFORE.match(value) or ".." in value:
        raise reverie.ids.InvalidIdError(f"{what} {value!r} is not a safe id")
    return value


@contextmanager
def guards_off():
    """Swap every guard function for the bare call it wraps; restore them after."""
    saved = []

    def swap(owner, name, value):
        saved.append((owner, name, getattr(owner, name)))
        setattr(owner, name, value)

    swap(reverie.limits.InputLimits, "check_tree", lambda self, value, finite=True: 0)
    swap(reverie.limits.InputLimits, "check_json", lambda self, text, value: None)
    swap(reverie.episodes, "read_jsonl", read_jsonl_before)
    swap(reverie.files.sessions, "read_jsonl", read_jsonl_before)
    swap(reverie.files.readers, "loads_json", lambda text, limits=None: json.loads(text))
    swap(reverie.frontmatter, "load_yaml", lambda text, loader, limits=None: yaml.load(text, Loader=loader))
    swap(reverie.episodes, "input_file_problem", lambda *a, **k: "")
    swap(reverie.ids, "safe_id", safe_id_before)
    swap(reverie.episodes, "safe_id", safe_id_before)
    swap(reverie.files.sessions, "input_file_problem", lambda *a, **k: "")
    try:
        yield
    finally:
        for owner, name, value in reversed(saved):
            setattr(owner, name, value)


def measure(fn, repeats: int) -> tuple[float, float]:
    """(best CPU seconds guards on, best CPU seconds guards off); the order alternates every repeat.

    CPU time of this process (not wall time) and the best of the repeats: the machine is shared, and
    other processes' load would otherwise swamp a difference of a few percent.
    """
    on, off = [], []
    for i in range(repeats):
        for guarded in (True, False) if i % 2 == 0 else (False, True):
            with nullcontext() if guarded else guards_off():
                started = time.process_time()
                fn()
                (on if guarded else off).append(time.process_time() - started)
    return min(on), min(off)


def report(what: str, items: int, unit: str, on: float, off: float) -> None:
    print(
        f"{what:<44} {items / off:>10.0f} {unit}/s off  {items / on:>10.0f} {unit}/s on  "
        f"cost {on / off - 1:+.1%}  (on/off time ratio {on / off:.3f})"
    )


def resource_files(copies: int) -> dict[str, str]:
    """The good sample resources (every supported format), `copies` times with distinct content, dated folders."""
    out = {}
    for i in range(copies):
        rng = random.Random(i)
        for rel, data in _resources(rng, END, 3).items():
            name = rel.rsplit("/", 1)[-1]
            if "." + name.rsplit(".", 1)[-1] not in SUPPORTED or "support-events" in name:  # that one has a bad line
                continue
            text = data.decode("utf-8")
            out[f"resource/2026-03-{1 + i % 13:02d}/{i:04d}-{name}"] = text + ("\n" if not text.endswith("\n") else "")
    return out


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true", help="smaller inputs, fewer repeats")
    args = ap.parse_args()
    episodes, copies, repeats = (5_000, 20, 4) if args.quick else (30_000, 60, 10)
    print(f"CPU: {cpu_model()}, {os.cpu_count()} cores; Python {platform.python_version()}")
    root = Path(tempfile.mkdtemp(prefix="bench-guards-"))
    try:
        inbox = root / "inbox" / "episodes"
        write_sample(inbox, root / "roles", SampleSpec(episodes=episodes, days=14, end_day=END))
        files = list(iter_inbox_files(inbox))

        def parse_episodes() -> None:
            n = sum(len(read_episode_file(p, 1 << 30).episodes) for p in files)
            assert n == episodes, n

        on, off = measure(parse_episodes, repeats)
        report(f"episodes: parse + validate ({len(files)} files)", episodes, "episodes", on, off)

        from reverie.embedding.model import HashEmbedder
        from reverie.stores.lance import LanceStore

        embedder = HashEmbedder()

        def ingest_episodes() -> None:  # what the `episodes` asset does per run: parse, validate, embed, store
            eps = [ep for p in files for ep in read_episode_file(p, 1 << 30).episodes]
            store = LanceStore(str(root / f"lance-{time.perf_counter_ns()}"))
            assert (
                store.add_episodes(eps, embedder.embed([e.embedding_text for e in eps]), embedder.model_id) == episodes
            )

        on, off = measure(ingest_episodes, max(2, repeats // 2))
        report("episodes: parse, embed (hash), store in LanceDB", episodes, "episodes", on, off)

        texts = resource_files(copies)

        def read_all() -> None:
            for rel, text in texts.items():
                read_resource(rel, text)

        on, off = measure(read_all, repeats)
        report(f"resources: read_resource ({len(texts)} files)", len(texts), "files", on, off)

        def ingest() -> None:
            ws = Workspace(root / f"ws-{time.perf_counter_ns()}")
            for rel, text in texts.items():
                path = ws.root / rel
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text, encoding="utf-8")
            _, rep = distil_resources(ws, None, OfflineDistiller(), tz="UTC", max_bytes=20 << 20)
            assert not rep.errors and len(rep.notes) == len(texts), (rep.errors[:3], len(rep.notes))
            shutil.rmtree(ws.root)

        on, off = measure(ingest, max(2, repeats // 2))
        report("resources: whole ingestion, fresh workspace", len(texts), "files", on, off)
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()

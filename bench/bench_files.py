"""Memory-as-files benchmark: sessions -> daily notes, and rescanning an unchanged resource folder.

Every figure is printed next to a baseline measured in the same process:
- 1,000 sessions of 20 turns recorded (sanitised, deduplicated, appended) and distilled into notes (offline
  distiller), vs the bare I/O of writing each session's raw transcript as one Markdown file;
- a rescan of an unchanged resource folder of 10,000 files (walk, content-hash, diff with the catalog),
  vs plain hashing of the same files with the same hash function (the floor for change detection by content).
Run: .venv/bin/python bench/bench_files.py [--quick]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from reverie.files import OfflineDistiller, Workspace, distil_resources, distil_sessions, open_catalog  # noqa: E402
from reverie.files.resource_scan import scan_resources  # noqa: E402
from reverie.files.sessions import record_turns  # noqa: E402
from reverie.hashing import file_hash  # noqa: E402
from reverie.sample_files import FilesSampleSpec, generate_sessions  # noqa: E402
from reverie.workspace import atomic_write_text  # noqa: E402

END = date(2026, 3, 14)


def timed(fn, *args, **kwargs):
    started = time.perf_counter()
    out = fn(*args, **kwargs)
    return out, time.perf_counter() - started


def bench_sessions(root: Path, n_sessions: int, turns: int) -> None:
    sessions = generate_sessions(
        FilesSampleSpec(sessions=n_sessions, turns_per_session=turns, days=3, end_day=END, heartbeat_rate=0.05)
    )
    n_turns = sum(len(t) for _, t in sessions)

    def baseline() -> None:  # the floor: one plain Markdown file per session, no sanitising, catalog or extraction
        out = root / "baseline"
        out.mkdir(parents=True)
        for sid, records in sessions:
            text = "\n".join(
                f"- {r['role']}: {r['content'] if isinstance(r['content'], str) else json.dumps(r['content'])}"
                for r in records
            )
            (out / f"{sid}.md").write_text(f"# {sid}\n\n{text}\n", encoding="utf-8")

    _, base_s = timed(baseline)

    def durable_baseline() -> None:  # the same files written as Reverie writes notes: temp file, fsync, rename
        out = root / "baseline-durable"
        for sid, records in sessions:
            text = "\n".join(
                f"- {r['role']}: {r['content'] if isinstance(r['content'], str) else json.dumps(r['content'])}"
                for r in records
            )
            atomic_write_text(out / f"{sid}.md", f"# {sid}\n\n{text}\n")

    _, durable_s = timed(durable_baseline)
    ws = Workspace(root / "ws").ensure()

    def record_all() -> None:
        with open_catalog(ws.metadata_dir) as cat:
            for sid, records in sessions:
                record_turns(ws, sid, records, catalog=cat)

    _, record_s = timed(record_all)
    days = sorted({r["created_at"][:10] for _, recs in sessions for r in recs})
    run, distil_s = timed(
        distil_sessions, ws, days, OfflineDistiller(), tz="UTC", auto_memory_interval=5, max_inbox_bytes=1 << 30
    )
    notes = sum(1 for n in run.flush.notes if n.action == "created")
    rerun, rerun_s = timed(
        distil_sessions, ws, days, OfflineDistiller(), tz="UTC", auto_memory_interval=5, max_inbox_bytes=1 << 30
    )
    assert all(n.action in ("unchanged",) for n in rerun.flush.notes), "a rerun must not rewrite notes"
    total = record_s + distil_s
    print(
        f"sessions -> notes: {n_sessions:,} sessions x {turns} turns ({n_turns:,} turns) -> {notes:,} notes "
        f"over {len(days)} days"
    )
    print(f"  record (sanitise, dedupe, append): {record_s:6.2f} s  {n_sessions / record_s:8.0f} sessions/s")
    print(f"  distil + write notes + day index : {distil_s:6.2f} s  {n_sessions / distil_s:8.0f} sessions/s")
    print(f"  total                            : {total:6.2f} s  {n_sessions / total:8.0f} sessions/s")
    print(
        f"  baseline (raw transcript -> 1 md file each): {base_s:6.2f} s  {n_sessions / base_s:8.0f} files/s; "
        f"Reverie costs {total / base_s:5.1f}x the bare write"
    )
    print(
        f"  baseline (the same, written atomically + fsync, as notes are): {durable_s:6.2f} s  "
        f"{n_sessions / durable_s:8.0f} files/s; Reverie costs {total / durable_s:5.1f}x the durable write"
    )
    print(f"  rerun with nothing new: {rerun_s:6.2f} s ({rerun_s / total:5.2f}x of the first run)")


def _resource_text(rng: random.Random, i: int) -> tuple[str, str]:
    kind = i % 4
    words = " ".join(
        rng.choice(
            [
                "invoice",
                "export",
                "Globex",
                "pool",
                "latency",
                "semicolon",
                "renewal",
                "SAP",
                "runbook",
                "price",
                "team",
                "alert",
            ]
        )
        for _ in range(rng.randrange(150, 600))
    )
    if kind == 0:
        return "md", f"# Note {i}\n\nWe decided to keep the export at 0{i % 6}:00 UTC.\n\n{words}\n"
    if kind == 1:
        return "txt", f"Runbook {i}. When latency exceeds {1000 + i} ms, check the pool.\n{words}\n"
    if kind == 2:
        return "csv", "plan;seats;eur\n" + "\n".join(f"p{j};{j * 5};{j * 49}" for j in range(rng.randrange(20, 80)))
    return "json", json.dumps({"id": i, "owner": "payments", "note": words[:400]})


def bench_rescan(root: Path, n_files: int) -> None:
    ws = Workspace(root / "ws").ensure()
    rng = random.Random(11)
    paths = []
    per_day = max(1, n_files // 10)
    for i in range(n_files):
        suffix, text = _resource_text(rng, i)
        day = date.fromordinal(END.toordinal() - i // per_day).isoformat()
        path = ws.resource_dir / day / f"res-{i:05d}.{suffix}"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    size_mb = sum(p.stat().st_size for p in paths) / 1e6
    (scan, report), first_s = timed(
        distil_resources, ws, None, OfflineDistiller(), tz="UTC", max_bytes=1 << 24, today=END.isoformat()
    )
    assert len(report.notes) == n_files, (len(report.notes), report.errors[:3])

    def plain_hashing() -> None:
        for dirpath, _, names in os.walk(ws.resource_dir):
            for name in names:
                file_hash(os.path.join(dirpath, name))

    def rescan() -> None:
        with open_catalog(ws.metadata_dir) as cat:
            result = scan_resources(ws, cat.resources(), tz="UTC", max_bytes=1 << 24, today=END.isoformat())
        assert not result.changes and result.unchanged == n_files

    best_hash, best_rescan = float("inf"), float("inf")
    for _ in range(3):  # interleaved, best of three, both with a warm page cache
        best_hash = min(best_hash, timed(plain_hashing)[1])
        best_rescan = min(best_rescan, timed(rescan)[1])
    _, full_s = timed(
        distil_resources, ws, None, OfflineDistiller(), tz="UTC", max_bytes=1 << 24, today=END.isoformat()
    )
    print(f"resource folder: {n_files:,} files ({size_mb:.1f} MB) in {n_files // per_day} day folders")
    print(
        f"  first run (read, distil, write {n_files:,} notes + day indexes): {first_s:6.2f} s  "
        f"{n_files / first_s:8.0f} files/s"
    )
    print(
        f"  rescan, unchanged (walk + hash + catalog diff): {best_rescan:6.3f} s  {n_files / best_rescan:8.0f} files/s"
    )
    print(f"  baseline, plain hashing of the same files     : {best_hash:6.3f} s  {n_files / best_hash:8.0f} files/s")
    print(
        f"  rescan / plain hashing = {best_rescan / best_hash:4.2f}x  "
        f"(whole resource_notes run with nothing changed: {full_s:6.3f} s, {full_s / best_hash:4.2f}x)"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true", help="smaller sizes, for a smoke run")
    args = parser.parse_args()
    root = Path(tempfile.mkdtemp(prefix="reverie-bench-files-"))
    try:
        bench_sessions(root / "sessions", 200 if args.quick else 1000, 20)
        bench_rescan(root / "resources", 2000 if args.quick else 10_000)
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()

"""Dream benchmark: a no-change dream over 365 days of notes, and a dream over 30 changed days.

Every figure is printed next to a baseline measured in the same process:
- no-change: `dream()` over 365 days whose notes were all dreamed before (each day diffs its 2-day scan
  window with the catalog), vs plain content-hashing of the same notes (the floor for change detection by
  content). Target: under 1 s and 0 LLM calls. The 365 days are dreamed once first with the hash embedding
  (setup only: a no-change dream never embeds), so the setup takes seconds, not the minutes the real model
  would need on 2 cores.
- changed days: `dream()` over 30 days of new notes, offline, with all-MiniLM-L6-v2, in seconds per day, vs
  embedding every unit statement once (the floor: the integrator must embed each unit).
Notes: 4 per day, 5 facts each, drawn from 40 facts restated in other words with values that change now and
then, plus to-dos and small talk. The changed days' run is checked against the generator's own truth: joins onto a
node of another subject (the 40 facts are siblings of two shapes) and corrections against the host changes
written.
- quality: the dream suite (tests/dream_suite: every half its `__main__.HALVES` lists, tuned on and frozen
  holdouts alike), one line per half
  with issue 20's figures (one node per fact, false corrections, corrections / refinements applied, junk share,
  bucket accuracy, provenance), from the same process and model. `--no-quality` leaves it out.
Run: .venv/bin/python bench/bench_dream.py [--quick]
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import tempfile
import time
from datetime import date, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from reverie.dream import OfflineIntegrator, dream  # noqa: E402
from reverie.dream.units import extract_units  # noqa: E402
from reverie.embedding.model import make_embedder  # noqa: E402
from reverie.hashing import file_hash  # noqa: E402
from reverie.workspace import Workspace  # noqa: E402

SUBJECTS = [
    "billing export",
    "staging database",
    "release train",
    "on-call rotation",
    "VPN gateway",
    "backup job",
    "search cluster",
    "payments dashboard",
    "customer portal",
    "CI runner",
    "log retention",
    "API gateway",
    "data warehouse",
    "mail relay",
    "feature flags",
    "status report",
    "design review",
    "load balancer",
    "SSO provider",
    "metrics store",
]
TEMPLATES = [
    ("The {s} runs on host {h}.", "Our {s} is hosted on {h}."),
    ("The {s} is owned by the {t} team.", "The {t} team owns the {s}."),
]
TEAMS = ["platform", "data", "payments", "identity", "infra"]
NOISE = ["TODO: ask about the offsite agenda by Friday.", "Can you check why the report was late?", "thanks!"]


def write_days(ws: Workspace, first: date, n_days: int, seed: int = 7) -> int:
    rng = random.Random(seed)
    hosts = {s: f"{s.split()[0].lower()}-{rng.randrange(1, 9)}.internal" for s in SUBJECTS}
    notes = 0
    for d in range(n_days):
        day = (first + timedelta(days=d)).isoformat()
        folder = ws.memory_dir / day
        folder.mkdir(parents=True, exist_ok=True)
        for n in range(4):
            lines = []
            for _ in range(5):
                s = rng.choice(SUBJECTS)
                if rng.random() < 0.05:
                    hosts[s] = f"{s.split()[0].lower()}-{rng.randrange(10, 99)}.internal"  # a correction
                which = rng.randrange(len(TEMPLATES))
                text = rng.choice(TEMPLATES[which]).format(s=s, h=hosts[s], t=TEAMS[SUBJECTS.index(s) % len(TEAMS)])
                lines.append(text)
            lines.append(rng.choice(NOISE))
            body = "## Facts\n\n" + "".join(f"- {x}\n" for x in lines[:-1]) + f"\n## Open items\n\n- {lines[-1]}\n"
            (folder / f"note-{n}.md").write_text(f"---\nname: note-{n}\n---\n# Note {n}\n\n{body}", encoding="utf-8")
            notes += 1
    return notes


def subjects_in(text: str) -> set[str]:
    low = text.lower()
    return {s for s in SUBJECTS if s.lower() in low}


def against_truth(ws: Workspace, run) -> str:
    """What the run did against what the generator wrote: joins (corroborate, refine, correct) onto a node of
    another subject than the unit's, and corrections against the host changes the notes hold."""
    hosts_seen: dict[str, str] = {}
    changes = 0
    for p in sorted(ws.memory_dir.rglob("*.md")):
        for s, host in re.findall(r"(?:The|Our) (.+?) (?:runs on host|is hosted on) ([\w.-]+)\.", p.read_text()):
            s = s.lower()
            changes += s in hosts_seen and hosts_seen[s] != host
            hosts_seen[s] = host
    statement: dict[str, str] = {}  # node -> its statement as the run goes
    joins, across, right = 0, 0, 0
    for a in run.actions:
        if a.action in ("CORROBORATE", "REFINE", "CORRECT"):
            joins += 1
            own = subjects_in(a.unit) <= subjects_in(statement.get(a.node, a.statement))
            across += not own
            right += own and a.action == "CORRECT"
        if a.action in ("CREATE", "REFINE", "CORRECT"):
            statement[a.node] = a.statement
    return (
        f"against the generator's truth: {across} of {joins} joins onto another subject's node; "
        f"{right} corrections on their own subject for {changes} host changes written"
    )


def timed(fn, *args, **kwargs):
    started = time.perf_counter()
    out = fn(*args, **kwargs)
    return out, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true", help="60 days and 5 changed days")
    parser.add_argument("--no-quality", action="store_true", help="leave out the dream suite's quality table")
    args = parser.parse_args()
    n_year, n_changed = (60, 5) if args.quick else (365, 30)
    first = date(2025, 1, 1)
    days = [(first + timedelta(days=i)).isoformat() for i in range(n_year)]
    with tempfile.TemporaryDirectory() as tmp:
        ws = Workspace(Path(tmp) / "year").ensure()
        notes = write_days(ws, first, n_year)
        setup, setup_s = timed(dream, ws, days, OfflineIntegrator(), make_embedder("hash"))
        paths = sorted(ws.memory_dir.rglob("*.md"))
        _, hash_s = timed(lambda: [file_hash(p) for p in paths])
        report, nochange_s = timed(dream, ws, days, OfflineIntegrator(), make_embedder("hash"))
        assert report.writes == 0 and report.notes_changed == 0 and report.llm_calls == 0
        print(
            f"setup: {notes} notes over {n_year} days dreamed once (hash embedding) in {setup_s:.1f} s: "
            f"{setup.counts()}, {len({a.node for a in setup.actions})} nodes"
        )
        print(
            f"no-change dream over {n_year} days ({notes} notes, {2 * n_year} day-windows diffed): "
            f"{nochange_s:.3f} s, {report.writes} writes, {report.llm_calls} LLM calls "
            f"(target < 1 s); baseline content-hash of the {len(paths)} notes {hash_s:.3f} s; "
            f"ratio {nochange_s / hash_s:.1f}x"
        )

        model = make_embedder("sentence-transformers")
        model.embed(["warm up"])
        ws2 = Workspace(Path(tmp) / "month").ensure()
        write_days(ws2, first, n_changed, seed=11)
        changed_days = days[:n_changed]
        units = [
            u.statement
            for p in sorted(ws2.memory_dir.rglob("*.md"))
            for u in extract_units(f"memory/{p.parent.name}/{p.name}", p.parent.name, p.read_text(encoding="utf-8"))[0]
        ]
        _, embed_s = timed(model.embed, units)
        run, run_s = timed(dream, ws2, changed_days, OfflineIntegrator(), model)
        print(
            f"dream over {n_changed} changed days offline ({model.model_id}, {model.runtime}): {run_s:.2f} s, "
            f"{run_s / n_changed:.3f} s/day; {run.units_extracted} units: {run.counts()}; "
            f"baseline embedding the {len(units)} unit statements once {embed_s:.2f} s; "
            f"ratio {run_s / embed_s:.1f}x"
        )
        print(against_truth(ws2, run))
        if not args.no_quality:
            import importlib

            from tests.dream_suite import run_suite, summarise, table
            from tests.dream_suite.__main__ import HALVES

            print("dream suite quality (offline, all-MiniLM-L6-v2; holdout frozen before the integrator changed):")
            for name in HALVES:
                fams = importlib.import_module(f"tests.dream_suite.{name}").FAMILIES
                print("  " + table(name, summarise(run_suite(fams, model, Path(tmp) / f"suite-{name}"))))


if __name__ == "__main__":
    main()

"""Run the dream suite: `python -m tests.dream_suite [tuning|holdout|both] [--problems]`.

Prints one line of figures per half (pooled over its families). `--problems` lists what went wrong per family:
use it on the tuning half only (the holdout half is never tuned on).
"""

from __future__ import annotations

import argparse
import importlib
import tempfile

from tests.dream_suite import run_suite, summarise, table


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("half", nargs="?", default="both", choices=["tuning", "holdout", "both"])
    parser.add_argument("--problems", action="store_true", help="list the problems of each family (tuning only)")
    args = parser.parse_args()
    from reverie.embedding.model import make_embedder

    embedder = make_embedder("sentence-transformers")
    halves = ["tuning", "holdout"] if args.half == "both" else [args.half]
    for half in halves:
        families = importlib.import_module(f"tests.dream_suite.{half}").FAMILIES
        with tempfile.TemporaryDirectory() as tmp:
            rows = run_suite(families, embedder, tmp)
        print(table(half, summarise(rows)))
        if args.problems and half == "tuning":
            for r in rows:
                print(f"  {r['family']}: {r['one_node']}/{r['facts']} one-node, set aside {r['set_aside']}")
                for p in r["problems"]:
                    print(f"    - {p}")


if __name__ == "__main__":
    main()

"""Run the dream suite: `python -m tests.dream_suite [HALF|both|all] [--problems] [--llm]` (HALF: a name in HALVES).

`--llm` decides with the model of REVERIE_LLM_MODEL (REVERIE_LLM_API_BASE, REVERIE_LLM_API_KEY), through the
client and the integrator `reverie dream` uses, instead of offline; each line then ends with the calls and tokens
it cost. Offline is the default.

Prints one line of figures per half (pooled over its families). `--problems` lists what went wrong per family,
for the tuning halves only (the holdout halves are never tuned on). `both` is the first pair, `all` every half:
the second pair and `holdout3` were written blind to the engine, and split or frozen before anyone ran the dream on
them.
"""

from __future__ import annotations

import argparse
import importlib
import tempfile

from tests.dream_suite import run_suite, summarise, table

HALVES = [
    "tuning",
    "holdout",
    "tuning2",
    "holdout2",
    "holdout3",
    "tuning3",
    "holdout4",
    "tuning4",
    "holdout5",
    "tuning5",
    "holdout6",
    "tuning6",
    "holdout7",
    "tuning7",
    "holdout8",
    "tuning8",
    "holdout9",
    "holdout10",
    "tuning9",
    "holdout11",
    "tuning10",
    "holdout12",
    "tuning11",
    "holdout13",
    "tuning12",
    "holdout14",
    "tuning13",
    "holdout15",
    "tuning14",
    "holdout16",
    "tuning15",
    "holdout17",
    "tuning16",
    "holdout18",
    "tuning17",
    "holdout19",
    "tuning18",
    "holdout20",
    "tuning19",
    "tuning20",
    "holdout21",
    "tuning21",
    "holdout22",
    "tuning22",
    "holdout23",
    "tuning23",
]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("half", nargs="?", default="both", choices=[*HALVES, "both", "all"])
    parser.add_argument("--problems", action="store_true", help="list the problems of each family (tuning only)")
    parser.add_argument("--llm", action="store_true", help="decide with the model of REVERIE_LLM_MODEL, not offline")
    args = parser.parse_args()
    from reverie.dream import make_integrator
    from reverie.embedding.model import make_embedder

    factory = None
    if args.llm:
        from resources.llm import LLMResource  # (Dagster's: imported only when a model is asked for)

        client = LLMResource().client()
        if client is None:
            parser.error("--llm needs a model: set REVERIE_LLM_MODEL (and REVERIE_LLM_API_BASE for a local server)")
        factory = lambda: make_integrator(client)  # noqa: E731 - one integrator per family, one client for all
    embedder = make_embedder("sentence-transformers")
    halves = {"both": HALVES[:2], "all": HALVES}.get(args.half, [args.half])
    for half in halves:
        families = importlib.import_module(f"tests.dream_suite.{half}").FAMILIES
        with tempfile.TemporaryDirectory() as tmp:
            rows = run_suite(families, embedder, tmp, factory)
        outages = [f"{r['family']}: {r['llm_outage']}" for r in rows if r.get("llm_outage")]
        if outages:  # a line of zeros would read as the model's figures
            more = f" (and {len(outages) - 1} more families)" if len(outages) > 1 else ""
            parser.exit(1, f"{half}: the model could not be reached, no figures printed. {outages[0]}{more}\n")
        s = summarise(rows)
        print(table(half, s) + (f" | llm calls {s['llm_calls']}, tokens {s['llm_tokens']}" if args.llm else ""))
        if args.problems and half.startswith("tuning"):
            for r in rows:
                print(f"  {r['family']}: {r['one_node']}/{r['facts']} one-node, set aside {r['set_aside']}")
                for p in r["problems"]:
                    print(f"    - {p}")


if __name__ == "__main__":
    main()

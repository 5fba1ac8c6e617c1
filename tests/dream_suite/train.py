"""Fit the dream's learnt models on the suite's tuning halves: `python -m tests.dream_suite.train [--check]`.

The bucket model (reverie/dream/models/bucket.json) reads a statement's bucket from its meaning: each fact's first
statement in the tuning halves' notes and the older scenarios (the one that makes its node), labelled with the
fact's bucket. Its two settings, the regularisation `c` and the confidence under which the wording rules decide
instead, are chosen by leave-one-half-out cross-validation over that tuning data; the holdout halves are never
read here. `--check` fits and reports without writing the model.
"""

from __future__ import annotations

import argparse
import importlib
from pathlib import Path

import numpy as np

from reverie.dream.buckets import classify_bucket, hinted_bucket
from reverie.dream.learned import LinearModel, fit
from tests.dream_scenario import SCENARIOS
from tests.dream_suite.__main__ import HALVES

TUNING = [h for h in HALVES if h.startswith("tuning")]
GRID = (0.5, 1.0, 2.0, 4.0, 8.0)
FLOORS = (0.0, 0.4, 0.5, 0.6, 0.7)
MODEL_PATH = Path(__file__).resolve().parents[2] / "reverie" / "dream" / "models" / "bucket.json"


def scenario_examples() -> tuple[list[str], list[str], list[str], list[str]]:
    """(statements, buckets, group, hint) of the older scenarios: every fact's first line, under its section."""
    texts, labels, groups, hints = [], [], [], []
    for module, name in SCENARIOS:  # tuned on when their rules were written: tuning data
        scenario = getattr(importlib.import_module(f"tests.{module}"), name)
        bucket = {f.fid: f.bucket for f in scenario.facts}
        seen: set[str] = set()
        for day in sorted(scenario.notes):
            for sections in scenario.notes[day].values():
                for section, lines in sections.items():
                    for fid, _, text in lines:
                        if fid and fid not in seen:
                            seen.add(fid)
                            texts.append(text)
                            labels.append(bucket[fid])
                            groups.append("scenarios")
                            hints.append(section)
    return texts, labels, groups, hints


def bucket_examples(halves: list[str]) -> tuple[list[str], list[str], list[str], list[str]]:
    """(statements, buckets, half of each, hint): every fact's first line in its family's notes."""
    texts, labels, groups, hints = [], [], [], []
    for half in halves:
        for family in importlib.import_module(f"tests.dream_suite.{half}").FAMILIES:
            bucket = {f.fid: f.bucket for f in family.facts}
            seen: set[str] = set()
            for note in family.notes:
                for heading, lines in note.sections:
                    for fid, _, text in lines:
                        if fid and fid not in seen:
                            seen.add(fid)
                            texts.append(text)
                            labels.append(bucket[fid])
                            groups.append(half)
                            hints.append(heading)
    return texts, labels, groups, hints


def cross_validate(
    vectors: np.ndarray, labels: list[str], groups: list[str], hinted: list[str | None], rule: list[str], c: float
) -> dict[float, float]:
    """Accuracy over the tuning data, each half predicted by a model fitted on the others, for each confidence
    under which the wording rules decide instead (a heading that names the bucket decides first)."""
    y, g = np.array(labels), np.array(groups)
    predicted = np.empty(len(labels), dtype=object)
    confidence = np.zeros(len(labels))
    for half in sorted(set(groups)):
        held = g == half
        classes, w, b = fit(vectors[~held], list(y[~held]), c)
        p = LinearModel("cv", "", classes, w, b).probabilities(vectors[held])
        predicted[held] = [classes[i] for i in p.argmax(axis=1)]
        confidence[held] = p.max(axis=1)
    out = {}
    for floor in FLOORS:
        chosen = [
            h or (m if conf >= floor else r) for h, m, conf, r in zip(hinted, predicted, confidence, rule, strict=True)
        ]
        out[floor] = float(np.mean(np.array(chosen) == y))
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--check", action="store_true", help="fit and report, do not write the model")
    args = parser.parse_args()
    from reverie.embedding.model import make_embedder

    embedder = make_embedder("sentence-transformers")
    texts, labels, groups, hints = (a + b for a, b in zip(bucket_examples(TUNING), scenario_examples(), strict=True))
    vectors = embedder.embed(texts)
    hinted = [hinted_bucket(h) for h in hints]
    rule = [classify_bucket(t, h) for t, h in zip(texts, hints, strict=True)]
    scores = {
        (c, floor): acc for c in GRID for floor, acc in cross_validate(vectors, labels, groups, hinted, rule, c).items()
    }
    for (c, floor), acc in scores.items():
        print(f"bucket c={c:<5} rules under confidence {floor:.1f}: leave-one-half-out accuracy {acc:.3f}")
    # ties: the more regularised, then the fewer rule decisions
    c, floor = max(scores, key=lambda k: (round(scores[k], 3), -k[0], -k[1]))
    classes, w, b = fit(vectors, labels, c)
    about = (
        f"softmax regression on {len(texts)} first statements of the facts of {', '.join(TUNING)} and the older "
        f"scenarios; c={c}, the wording rules under confidence {floor}, chosen by leave-one-half-out accuracy "
        f"{scores[(c, floor)]:.3f} (python -m tests.dream_suite.train)"
    )
    model = LinearModel("bucket", str(embedder.model_id).split("@", 1)[0], classes, w, b, about, floor)
    print(about)
    if not args.check:
        MODEL_PATH.parent.mkdir(parents=True, exist_ok=True)
        model.save(MODEL_PATH)
        print(f"written {MODEL_PATH}")


if __name__ == "__main__":
    main()

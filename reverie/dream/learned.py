"""Decisions learnt from labelled statements: a linear model over the embedder's sentence vectors.

    model = LinearModel.load("bucket")          # reverie/dream/models/bucket.json, or None
    model.predict(vectors)                      # one class per row ("personal", "procedure", "wiki")

A model is a softmax regression (one weight vector and bias per class) fitted by `fit` on the dream suite's
tuning halves only (`python -m tests.dream_suite.train`), and measured on its holdout halves, which it never
saw. It reads meaning the way the embedder does, so it carries over to wordings no rule was written for; it
is tied to the embedder that produced its training vectors and is not used with another one (`fits`).
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

import numpy as np

MODELS = "models"


@dataclass(frozen=True)
class LinearModel:
    name: str
    embedder: str  # the model of the vectors it was fitted on ("all-MiniLM-L6-v2"), precision aside
    classes: tuple[str, ...]
    weights: np.ndarray  # (dim, classes)
    bias: np.ndarray  # (classes,)
    about: str = ""  # what it was fitted on, and how it was chosen
    floor: float = 0.0  # under this probability the model does not decide (its caller's rules do)

    @classmethod
    def load(cls, name: str) -> LinearModel | None:
        """The shipped model `name`, or None when it is missing (read once per process)."""
        return _load(name)

    @classmethod
    def from_json(cls, data: dict) -> LinearModel:
        weights = np.asarray(data["weights"], dtype=np.float32)
        bias = np.asarray(data["bias"], dtype=np.float32)
        classes = tuple(str(c) for c in data["classes"])
        if weights.ndim != 2 or weights.shape[1] != len(classes) or bias.shape != (len(classes),):
            raise ValueError(f"model {data.get('name')!r}: weights {weights.shape} do not fit {len(classes)} classes")
        return cls(
            str(data["name"]),
            str(data["embedder"]),
            classes,
            weights,
            bias,
            str(data.get("about", "")),
            float(data.get("floor", 0.0)),
        )

    def to_json(self) -> dict:
        return {
            "name": self.name,
            "embedder": self.embedder,
            "about": self.about,
            "floor": self.floor,
            "classes": list(self.classes),
            "bias": [round(float(b), 6) for b in self.bias],
            "weights": [[round(float(w), 6) for w in row] for row in self.weights],
        }

    def save(self, path: Path) -> None:
        path.write_text(json.dumps(self.to_json(), indent=0) + "\n", encoding="utf-8")

    def fits(self, model_id: str, dim: int) -> bool:
        """The vectors of embedder `model_id` ("all-MiniLM-L6-v2@bf16") are the kind it was fitted on."""
        return model_id.split("@", 1)[0] == self.embedder and dim == self.weights.shape[0]

    def probabilities(self, vectors: np.ndarray) -> np.ndarray:
        return softmax(np.asarray(vectors, dtype=np.float32) @ self.weights + self.bias)

    def predict(self, vectors: np.ndarray) -> list[str | None]:
        """The most likely class of each row, or None where its probability is under the model's floor."""
        if len(vectors) == 0:
            return []
        p = self.probabilities(vectors)
        return [self.classes[i] if p[r, i] >= self.floor else None for r, i in enumerate(p.argmax(axis=1))]


def model_file(name: str) -> Traversable:
    """Where the shipped model `name` lies (reverie/dream/models/<name>.json)."""
    return resources.files("reverie.dream").joinpath(MODELS, f"{name}.json")


@functools.cache
def _load(name: str) -> LinearModel | None:
    path = model_file(name)
    if not path.is_file():
        return None
    try:
        return LinearModel.from_json(json.loads(path.read_text(encoding="utf-8")))
    except (ValueError, KeyError, TypeError) as exc:  # a damaged install: say which file
        raise ValueError(f"learnt model {path}: unreadable ({exc}); reinstall or refit it") from exc


def softmax(z: np.ndarray) -> np.ndarray:
    z = z - z.max(axis=1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=1, keepdims=True)


def fit(
    vectors: np.ndarray, labels: list[str], c: float = 1.0, steps: int = 3000
) -> tuple[tuple[str, ...], np.ndarray, np.ndarray]:
    """(classes, weights, bias) of an L2-regularised softmax regression: the sum of the log losses times `c` plus
    half the squared weights (the bias unpenalised), minimised by Nesterov's accelerated gradient with the step of
    its Lipschitz bound. Deterministic: the same data give the same model."""
    x = np.asarray(vectors, dtype=np.float64)
    classes = tuple(sorted(set(labels)))
    y = np.zeros((len(labels), len(classes)))
    y[np.arange(len(labels)), [classes.index(label) for label in labels]] = 1.0
    xb = np.hstack([x, np.ones((len(x), 1))])
    lipschitz = c * 0.5 * np.linalg.norm(xb, 2) ** 2 + 1.0  # the softmax loss's curvature is at most 1/2 per row
    step = 1.0 / lipschitz
    penalty = np.ones((xb.shape[1], 1))
    penalty[-1] = 0.0  # no penalty on the bias
    w = np.zeros((xb.shape[1], len(classes)))
    prev = w.copy()
    for t in range(1, steps + 1):
        look = w + (t - 1) / (t + 2) * (w - prev)
        grad = c * xb.T @ (softmax(xb @ look) - y) + penalty * look
        prev, w = w, look - step * grad
    return classes, w[:-1].astype(np.float32), w[-1].astype(np.float32)

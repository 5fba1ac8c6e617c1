"""all-MiniLM-L6-v2 run by OpenVINO: the sentence-transformers model converted in memory.

Why: on a CPU without AMX, torch's bf16 autocast runs the matrix multiplies in
bf16 but everything around them (attention, GELU, LayerNorm, casts) op by op.
OpenVINO fuses the whole encoder into bf16 kernels; measured on 2 Zen 4 cores
(avx512_bf16), 2,000 texts of 5-200 words: fp32 1.9x and bf16 3.0x torch's fp32
encode, against 1.9x for torch bf16 autocast (bench/bench_embedding.py).

The converted graph is the transformer plus the mean pooling of the
sentence-transformers pipeline; L2 normalisation stays with the caller, in fp32.
Conversion takes about 2 s, so with a `cache_dir` the graph is saved there once
(OpenVINO IR, about 90 MB) under a key of the weights and library versions, and
each later process reads it back (about 0.2 s). Each precision is compiled once
per embedder for throughput (batches in flight on every core) and, with more
than one core, once more for latency (one batch over every core), each well
under a second.
"""

from __future__ import annotations

import logging
import os
import queue
import shutil
import threading
import uuid
import warnings
import weakref
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import numpy as np

from reverie.hashing import content_hash

log = logging.getLogger(__name__)
# Part of the cache key: bump when the converted graph changes shape or meaning.
GRAPH_VERSION = "mean-pooled-v1"

PRECISION_HINTS = {"fp32": "f32", "bf16": "bf16"}
_CONVERTED: weakref.WeakKeyDictionary[Any, Any] = weakref.WeakKeyDictionary()
_LOCK = threading.Lock()


def check_mean_pooled(st_model: Any) -> None:
    """Raise unless `st_model` is Transformer -> mean Pooling (-> Normalize), the pipeline the graph reproduces."""
    names = [type(module).__name__ for module in st_model]
    pooling = st_model[1] if len(names) > 1 else None
    mode = getattr(pooling, "pooling_mode", None) or (
        "mean" if getattr(pooling, "pooling_mode_mean_tokens", False) else None
    )
    if names[:2] != ["Transformer", "Pooling"] or names[2:] not in ([], ["Normalize"]) or mode != "mean":
        raise ValueError(
            f"OpenVINO path reproduces Transformer -> mean Pooling only; this model is "
            f"{' -> '.join(names)} with pooling {mode!r}"
        )


def converted_model(st_model: Any) -> Any:
    """The OpenVINO model of `st_model`'s transformer with mean pooling, converted once per loaded model."""
    with _LOCK:
        if st_model not in _CONVERTED:
            _CONVERTED[st_model] = _convert(st_model)
        return _CONVERTED[st_model]


def cached_model_path(st_model: Any, cache_dir: Path) -> Path:
    """`model.xml` of `st_model`'s converted graph in `cache_dir`, converting and saving it on first use.

    The key hashes every weight (names, shapes, bytes) and the torch,
    transformers and OpenVINO versions, so a changed model or library never
    reads a stale graph. The graph is written to a private directory and
    renamed into place, so a reader never sees half a graph and two
    processes converting at once both end with a whole one.
    """
    import openvino as ov
    import torch
    import transformers

    check_mean_pooled(st_model)
    weights = [
        (name, list(t.shape), memoryview(t.detach().contiguous().numpy()))
        for name, t in st_model[0].auto_model.state_dict().items()
    ]
    key = content_hash(
        GRAPH_VERSION,
        ov.__version__,
        torch.__version__,
        transformers.__version__,
        *[part for name, shape, data in weights for part in (name, shape, data)],
        length=24,
    )
    final = cache_dir / f"minilm-{key}"
    if (final / "model.xml").exists() and (final / "model.bin").exists():
        return final / "model.xml"
    cache_dir.mkdir(parents=True, exist_ok=True)
    staging = cache_dir / f".staging-{key}-{os.getpid()}-{uuid.uuid4().hex[:8]}"
    try:
        ov.save_model(converted_model(st_model), str(staging / "model.xml"), compress_to_fp16=False)
        try:
            os.rename(staging, final)
        except OSError:  # another process renamed its copy first: theirs is as good
            if not (final / "model.xml").exists():
                raise
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    log.info("converted %s to OpenVINO IR at %s", type(st_model[0].auto_model).__name__, final)
    return final / "model.xml"


def _convert(st_model: Any) -> Any:
    import openvino as ov
    import torch
    from transformers.utils import logging as hf_logging

    check_mean_pooled(st_model)
    transformer = st_model[0].auto_model

    class MeanPooled(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.transformer = transformer

        def forward(self, input_ids: Any, attention_mask: Any) -> Any:
            hidden = self.transformer(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state
            mask = attention_mask.unsqueeze(-1).to(hidden.dtype)
            return (hidden * mask).sum(1) / mask.sum(1).clamp(min=1e-9)

    example = st_model.tokenizer(["a short text", "and another, longer one"], padding=True, return_tensors="pt")
    verbosity = hf_logging.get_verbosity()
    # Tracing warns about Python control flow on shapes and touches transformers' unused
    # loss-function attribute (a "loss_type=None" warning): expected, and noise in run logs.
    hf_logging.set_verbosity_error()
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return ov.convert_model(
                MeanPooled().eval(),
                example_input=(example["input_ids"], example["attention_mask"]),
                input=[("input_ids", [-1, -1], ov.Type.i64), ("attention_mask", [-1, -1], ov.Type.i64)],
            )
    finally:
        hf_logging.set_verbosity(verbosity)


class OpenVINOEncoder:
    """Mean-pooled transformer outputs (not normalised) for batches of token ids, at one precision."""

    def __init__(self, st_model: Any, dtype: str, cache_dir: Path | None = None, streams: int | None = None) -> None:
        import openvino as ov

        self.pad_id = int(st_model.tokenizer.pad_token_id or 0)
        model: Any = None
        if cache_dir is not None:
            try:
                model = str(cached_model_path(st_model, cache_dir))
            except (OSError, RuntimeError) as exc:  # an unwritable cache costs time, not the embedder
                log.warning("OpenVINO graph cache %s unusable, converting in memory: %r", cache_dir, exc)
        # THROUGHPUT: one stream per core, each single-threaded, batches in flight on every stream.
        config: dict[str, Any] = {"INFERENCE_PRECISION_HINT": PRECISION_HINTS[dtype], "PERFORMANCE_HINT": "THROUGHPUT"}
        cores = os.cpu_count() or 1
        if streams is not None and streams < cores:
            # Capped (REVERIE_EMBED_THREADS): that many single-threaded streams, not pinned to cores, so that
            # capped processes side by side spread over the cores instead of all pinning to the first ones.
            config.update({"NUM_STREAMS": streams, "INFERENCE_NUM_THREADS": streams, "ENABLE_CPU_PINNING": False})
        source = model or converted_model(st_model)
        core = ov.Core()
        self._compiled = core.compile_model(source, "CPU", config)
        self.streams = int(self._compiled.get_property("OPTIMAL_NUMBER_OF_INFER_REQUESTS"))
        # One batch alone (a query) would run on one single-threaded stream while the other cores idle: it goes to
        # a second compilation that spreads one request over the same number of threads (LATENCY). Measured on
        # 2 Zen 4 cores, a 21-token query: 2.9 ms against 5.2 ms.
        self._latency: Any = None
        self._latency_requests: queue.SimpleQueue = queue.SimpleQueue()
        if self.streams > 1:
            self._latency = core.compile_model(
                source,
                "CPU",
                {
                    "INFERENCE_PRECISION_HINT": PRECISION_HINTS[dtype],
                    "PERFORMANCE_HINT": "LATENCY",
                    "INFERENCE_NUM_THREADS": self.streams,
                    "ENABLE_CPU_PINNING": False,
                },
            )

    def encode(self, token_ids: Sequence[Sequence[int]], batches: Sequence[Sequence[int]], dim: int) -> np.ndarray:
        """Vectors of `token_ids[i]` for every i in `batches`: shape (len(token_ids), dim), in `token_ids` order."""
        out = np.zeros((len(token_ids), dim), dtype=np.float32)
        if len(batches) == 1 and self._latency is not None:
            try:
                request = self._latency_requests.get_nowait()
            except queue.Empty:  # first use, or another thread holds the one made so far
                request = self._latency.create_infer_request()
            try:
                out[list(batches[0])] = request.infer(self._inputs(token_ids, batches[0]))[0]
            finally:
                self._latency_requests.put(request)
            return out
        workers = min(self.streams, len(batches))
        # Python threads calling the blocking infer() (it releases the GIL), one request each, so
        # every stream is busy. Not AsyncInferQueue: its Python callbacks run on OpenVINO's own
        # threads and deadlock against a compiled model being freed while they wait for the GIL.
        free: queue.SimpleQueue = queue.SimpleQueue()
        for _ in range(workers):
            free.put(self._compiled.create_infer_request())

        def run(batch: Sequence[int]) -> np.ndarray:
            request = free.get()
            try:
                return np.array(request.infer(self._inputs(token_ids, batch))[0], dtype=np.float32)
            finally:
                free.put(request)

        if workers == 1:
            for batch in batches:
                out[list(batch)] = run(batch)
            return out
        with ThreadPoolExecutor(workers) as pool:
            for batch, vectors in zip(batches, pool.map(run, batches), strict=False):
                out[list(batch)] = vectors
        return out

    def _inputs(self, token_ids: Sequence[Sequence[int]], batch: Sequence[int]) -> dict[str, np.ndarray]:
        width = max(len(token_ids[i]) for i in batch)
        ids = np.full((len(batch), width), self.pad_id, dtype=np.int64)
        mask = np.zeros((len(batch), width), dtype=np.int64)
        for row, i in enumerate(batch):
            ids[row, : len(token_ids[i])] = token_ids[i]
            mask[row, : len(token_ids[i])] = 1
        return {"input_ids": ids, "attention_mask": mask}

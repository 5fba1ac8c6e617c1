"""The embedder: precision choice, length-bucketed batches in caller order, and the content-hash cache.

The real all-MiniLM-L6-v2 is loaded once for the module; every cache test runs
against a real LanceDB database in a temporary directory.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import subprocess
import sys
import tempfile
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import reverie.embedding.model as embedding
from reverie.embedding.cache import CACHE_TABLE, CachedEmbedder, EmbeddingCache, cache_key
from reverie.embedding.model import HashEmbedder, SentenceEmbedder, length_batches

ROOT = Path(__file__).resolve().parent.parent
TEXTS = [
    "PDFs over 10MB reliably exhaust the ingester; split them into chunks of 50 pages first.",
    "ok",
    "The billing CSV parsed into a single column; the delimiter is a semicolon. " * 6,
    "Retry with backoff on HTTP 429.",
    "Customers on the legacy plan cannot use single sign-on; offer the migration guide instead. " * 3,
    "Scanned PDFs have no text layer.",
    "Tests failed on a missing table until the fixture ran the migrations, so run migrations first.",
]


@contextlib.contextmanager
def captured_stderr() -> Iterator[list[str]]:
    """Everything written to file descriptor 2 (tqdm bars included) while inside the block."""
    out: list[str] = []
    with tempfile.TemporaryFile(mode="w+b") as tmp:
        saved = os.dup(2)
        sys.stderr.flush()
        os.dup2(tmp.fileno(), 2)
        try:
            yield out
        finally:
            sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)
            tmp.seek(0)
            out.append(tmp.read().decode("utf-8", "replace"))


# Tests on the real model are marked slow: loading it, and each embedder built on it (a self-test, an OpenVINO
# conversion), costs seconds on 2 cores.
@pytest.fixture(scope="module")
def loaded() -> dict[str, Any]:
    """The real model, loaded once, with what its loading printed and warned."""
    with warnings.catch_warnings(record=True) as caught, captured_stderr() as err:
        warnings.simplefilter("always")
        model = embedding.load_sentence_transformer()
        SentenceEmbedder("fp32", model=model)  # constructing reads the dimension
    return {"model": model, "stderr": err[0], "warnings": [str(w.message) for w in caught]}


@pytest.fixture
def model(loaded: dict[str, Any]) -> Any:
    return loaded["model"]


@pytest.fixture
def shared_model(model: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    """Make every SentenceEmbedder built by code under test (make_embedder, the resource) reuse the loaded model."""
    monkeypatch.setattr(embedding, "load_sentence_transformer", lambda: model)
    return model


def cosines(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return np.sum(a * b, axis=1)


# -- batching and order -----------------------------------------------------


def test_length_batches_group_similar_lengths_within_the_token_budget() -> None:
    lengths = [5, 250, 12, 7, 250, 40, 41, 6, 100]
    batches = length_batches(lengths, token_budget=256, max_texts=3)
    assert sorted(i for b in batches for i in b) == list(range(len(lengths)))
    for batch in batches:
        assert len(batch) <= 3
        assert len(batch) * max(lengths[i] for i in batch) <= 256 or len(batch) == 1
    # Longest first, and each batch is a contiguous run of the sorted lengths (little padding).
    firsts = [lengths[b[0]] for b in batches]
    assert firsts == sorted(firsts, reverse=True)


@pytest.mark.slow
def test_embed_returns_vectors_in_caller_order_despite_length_bucketing(model: Any) -> None:
    embedder = SentenceEmbedder("fp32", model=model)
    embedder.token_budget, embedder.workers = 64, 2  # many small batches, two in flight at once
    one_by_one = np.vstack([embedder.embed([t]) for t in TEXTS])
    scrambled = [TEXTS[i] for i in (3, 0, 6, 2, 5, 1, 4)]
    vectors = embedder.embed(scrambled)
    assert vectors.shape == (len(TEXTS), embedding.EMBED_DIM) and vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    expected = one_by_one[[3, 0, 6, 2, 5, 1, 4]]
    assert cosines(vectors, expected).min() > 0.9999
    # Each row is closer to its own text's vector than to any other text's.
    assert list((vectors @ one_by_one.T).argmax(axis=1)) == [3, 0, 6, 2, 5, 1, 4]


@pytest.mark.slow
def test_a_thread_cap_limits_the_cores_one_process_embeds_on(
    shared_model: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """REVERIE_EMBED_THREADS caps OpenVINO streams and torch workers; the vectors stay the same."""
    from resources.embedder import EmbedderResource

    uncapped = SentenceEmbedder(model=shared_model)
    capped = SentenceEmbedder(model=shared_model, threads=1)
    assert capped.workers == 1 and uncapped.workers == min(os.cpu_count() or 1, uncapped._torch.get_num_threads())
    if capped.runtime == "openvino":
        assert capped._encoder(capped.dtype).streams == 1
    assert capped.model_id == uncapped.model_id
    assert cosines(capped.embed(TEXTS), uncapped.embed(TEXTS)).min() > 0.9999
    monkeypatch.setenv("REVERIE_EMBED_THREADS", "1")
    monkeypatch.setenv("REVERIE_DATA_DIR", str(tmp_path))
    assert EmbedderResource().describe()["embedding_threads"] == 1


@pytest.mark.slow
def test_identical_texts_in_one_call_are_embedded_once(model: Any) -> None:
    embedder = SentenceEmbedder("auto", model=model)
    vectors = embedder.embed([TEXTS[0], TEXTS[1], TEXTS[0], TEXTS[0], TEXTS[1]])
    assert embedder.texts_embedded == 2
    assert np.array_equal(vectors[0], vectors[2]) and np.array_equal(vectors[0], vectors[3])
    assert np.array_equal(vectors[1], vectors[4])
    assert embedder.embed([]).shape == (0, embedding.EMBED_DIM)


# -- precision choice -------------------------------------------------------


# The condition is a string so it is checked when the test runs: collecting the tests never imports torch.
@pytest.mark.skipif("not embedding.cpu_supports_bf16()", reason="this CPU has no native bf16")
@pytest.mark.slow
def test_auto_picks_bf16_via_openvino_on_a_bf16_cpu_and_stays_close_to_fp32(model: Any) -> None:
    fast, exact = SentenceEmbedder("auto", model=model), SentenceEmbedder("fp32", model=model, runtime="torch")
    assert (fast.dtype, fast.runtime, fast.model_id) == ("bf16", "openvino", "all-MiniLM-L6-v2@bf16")
    assert "self-test cosine" in fast.dtype_reason and "native bf16" in fast.dtype_reason
    assert cosines(fast.embed(TEXTS), exact.embed(TEXTS)).min() >= 0.999
    assert fast.self_test_cosine() >= 0.999
    # The shared fp32 model is left as it was: neither OpenVINO nor autocast changes its weights.
    import torch

    assert all(p.dtype == torch.float32 for p in model.parameters())


@pytest.mark.skipif("not embedding.cpu_supports_bf16()", reason="this CPU has no native bf16")
@pytest.mark.slow
def test_torch_runtime_uses_bf16_autocast_when_asked(model: Any) -> None:
    fast = SentenceEmbedder("auto", model=model, runtime="torch")
    assert (fast.dtype, fast.runtime) == ("bf16", "torch")
    assert "bf16 via torch: self-test cosine" in fast.dtype_reason
    exact = SentenceEmbedder("fp32", model=model, runtime="torch")
    assert cosines(fast.embed(TEXTS), exact.embed(TEXTS)).min() >= 0.999


@pytest.mark.slow
def test_openvino_fp32_matches_torch_fp32(model: Any) -> None:
    openvino = SentenceEmbedder("fp32", model=model, runtime="openvino")
    torch_ = SentenceEmbedder("fp32", model=model, runtime="torch")
    assert (openvino.runtime, torch_.runtime) == ("openvino", "torch")
    assert openvino.model_id == torch_.model_id == "all-MiniLM-L6-v2@fp32"
    assert cosines(openvino.embed(TEXTS), torch_.embed(TEXTS)).min() > 0.99999


@pytest.mark.slow
def test_fp32_when_requested(shared_model: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REVERIE_EMBED_DTYPE", "fp32")
    from reverie.config import Settings

    embedder = embedding.make_embedder("sentence-transformers", Settings().embed_dtype)
    assert (embedder.dtype, embedder.model_id) == ("fp32", "all-MiniLM-L6-v2@fp32")
    assert embedder.dtype_reason.startswith("fp32 requested; fp32 via openvino: self-test cosine 1.0000")


@pytest.mark.slow
def test_runtime_setting_picks_torch(shared_model: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REVERIE_EMBED_RUNTIME", "torch")
    monkeypatch.setenv("REVERIE_EMBED_DTYPE", "fp32")
    from reverie.config import Settings

    env = Settings()
    embedder = embedding.make_embedder("sentence-transformers", env.embed_dtype, env.embed_runtime)
    assert (embedder.dtype, embedder.runtime) == ("fp32", "torch")
    assert embedder.dtype_reason == "fp32 requested; fp32 via torch (the reference)"


@pytest.mark.slow
def test_fp32_when_the_cpu_has_no_native_bf16(model: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(embedding, "cpu_supports_bf16", lambda: False)
    embedder = SentenceEmbedder("auto", model=model)
    assert (embedder.model_id, embedder.runtime) == ("all-MiniLM-L6-v2@fp32", "openvino")
    assert "no native bf16" in embedder.dtype_reason


@pytest.mark.slow
def test_torch_when_openvino_cannot_run(model: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    import reverie.embedding.openvino as embed_openvino

    def refuse(*_args: Any) -> None:
        raise RuntimeError("Exception from src/inference/src/cpp/core.cpp: no CPU plugin")

    monkeypatch.setattr(embed_openvino, "OpenVINOEncoder", refuse)
    embedder = SentenceEmbedder("auto", model=model)
    assert embedder.runtime == "torch"
    assert "via openvino refused (RuntimeError: Exception from src/inference" in embedder.dtype_reason
    assert embedder.embed(TEXTS[:2]).shape == (2, embedding.EMBED_DIM)


@pytest.mark.slow
def test_openvino_graph_is_converted_once_and_read_back_from_the_cache_dir(
    model: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import copy

    import torch

    import reverie.embedding.openvino as embed_openvino

    first = SentenceEmbedder("fp32", model=model, cache_dir=tmp_path)
    saved = sorted(p.name for p in tmp_path.iterdir())
    assert len(saved) == 1 and saved[0].startswith("minilm-")
    assert (tmp_path / saved[0] / "model.xml").exists() and (tmp_path / saved[0] / "model.bin").exists()

    # Another process (here: another loaded copy of the model) reads the graph instead of converting it.
    def no_conversion(_st_model: Any) -> None:
        raise AssertionError("converted again although the cache holds the graph")

    monkeypatch.setattr(embed_openvino, "_convert", no_conversion)
    twin = copy.deepcopy(model)
    second = SentenceEmbedder("fp32", model=twin, cache_dir=tmp_path)
    assert second.runtime == "openvino"
    assert np.allclose(second.embed(TEXTS), first.embed(TEXTS), atol=1e-6)

    # Changed weights are another model: a new key, never the stale graph (conversion is attempted, here refused).
    with torch.no_grad():
        twin[0].auto_model.embeddings.word_embeddings.weight[0, 0] += 1.0
    third = SentenceEmbedder("fp32", model=twin, cache_dir=tmp_path)
    assert third.runtime == "torch" and "converted again" in third.dtype_reason
    assert sorted(p.name for p in tmp_path.iterdir()) == saved


@pytest.mark.slow
def test_an_unwritable_graph_cache_costs_time_not_the_embedder(model: Any, tmp_path: Path) -> None:
    blocker = tmp_path / "models"
    blocker.write_text("a file where the cache directory should be")
    embedder = SentenceEmbedder("fp32", model=model, cache_dir=blocker)
    assert embedder.runtime == "openvino"
    assert embedder.embed(TEXTS[:2]).shape == (2, embedding.EMBED_DIM)


class RefusingBf16Embedder(SentenceEmbedder):
    """The real model, where every bf16 path raises as a runtime does on a device without bf16 kernels."""

    def _forward(self, texts: Any, dtype: str, runtime: str) -> np.ndarray:
        if dtype == "bf16":
            raise RuntimeError("bf16 is not supported on this device")
        return super()._forward(texts, dtype, runtime)


@pytest.mark.slow
def test_fp32_when_every_runtime_refuses_bf16(model: Any) -> None:
    embedder = RefusingBf16Embedder("bf16", model=model)
    assert (embedder.dtype, embedder.runtime) == ("fp32", "openvino")
    assert "bf16 via openvino refused" in embedder.dtype_reason and "bf16 via torch refused" in embedder.dtype_reason
    assert "not supported" in embedder.dtype_reason
    assert embedder.embed(TEXTS[:2]).shape == (2, embedding.EMBED_DIM)


class DriftingBf16Embedder(SentenceEmbedder):
    """The real model, with bf16 output pushed off course by a fixed amount (a stand-in for a bad bf16 kernel)."""

    drift = 0.1

    def _forward(self, texts: Any, dtype: str, runtime: str) -> np.ndarray:
        vectors = super()._forward(texts, dtype, runtime)
        if dtype == "bf16":
            noise = np.random.default_rng(0).standard_normal(vectors.shape).astype(np.float32)
            vectors = vectors + self.drift * noise / np.sqrt(vectors.shape[1])
            vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
        return vectors


@pytest.mark.slow
def test_self_test_fails_closed_to_fp32_below_min_cosine(model: Any) -> None:
    # drift 0.1 gives cosine ~0.995: below 0.999, so bf16 must not be used even when asked for.
    embedder = DriftingBf16Embedder("bf16", model=model)
    assert embedder.model_id == "all-MiniLM-L6-v2@fp32"
    assert "bf16 via openvino self-test cosine" in embedder.dtype_reason and "< 0.999" in embedder.dtype_reason
    DriftingBf16Embedder.drift = 0.0
    try:
        assert DriftingBf16Embedder("bf16", model=model).dtype == "bf16"
    finally:
        DriftingBf16Embedder.drift = 0.1


@pytest.mark.slow
def test_unknown_dtype_or_runtime_is_an_actionable_error(model: Any) -> None:
    with pytest.raises(ValueError, match="fp16.*auto, fp32, bf16.*REVERIE_EMBED_DTYPE"):
        SentenceEmbedder("fp16", model=model)
    with pytest.raises(ValueError, match="onnx.*auto, openvino, torch.*REVERIE_EMBED_RUNTIME"):
        SentenceEmbedder("auto", model=model, runtime="onnx")


@pytest.mark.slow
def test_loading_shows_no_progress_bar_and_no_deprecation_warning(loaded: dict[str, Any]) -> None:
    assert "Loading weights" not in loaded["stderr"]
    assert not [w for w in loaded["warnings"] if "get_sentence_embedding_dimension" in w]


# -- the content-hash cache -------------------------------------------------


@pytest.mark.slow
def test_cache_returns_identical_vectors_and_skips_the_model(model: Any, tmp_path: Path) -> None:
    embedder = SentenceEmbedder("auto", model=model)
    uri = str(tmp_path / "lancedb")
    first_run = CachedEmbedder(embedder, EmbeddingCache(uri))
    cold = first_run.embed(TEXTS)
    assert first_run.stats() == {"embed_cache_hits": 0, "embed_cache_misses": len(TEXTS), "embed_cache_errors": 0}

    # A new run (new connection) over unchanged texts, in another order, with a repeat.
    again = [TEXTS[4], TEXTS[0], TEXTS[4]] + TEXTS
    next_run = CachedEmbedder(embedder, EmbeddingCache(uri))
    calls = embedder.model_calls
    warm = next_run.embed(again)
    assert embedder.model_calls == calls
    assert np.array_equal(warm, np.vstack([cold[4], cold[0], cold[4], cold]))
    assert next_run.stats()["embed_cache_hits"] == len(again)

    # Only the new text is embedded.
    texts = embedder.texts_embedded
    next_run.embed(TEXTS + ["a text nobody embedded before"])
    assert embedder.texts_embedded == texts + 1
    assert EmbeddingCache(uri).count() == len(TEXTS) + 1


@pytest.mark.slow
def test_cache_never_mixes_models_or_dtypes(model: Any, tmp_path: Path) -> None:
    uri = str(tmp_path / "lancedb")
    fp32 = CachedEmbedder(SentenceEmbedder("fp32", model=model), EmbeddingCache(uri))
    hashed = CachedEmbedder(HashEmbedder(), EmbeddingCache(uri))
    fp32.embed(TEXTS[:3])
    assert hashed.embed(TEXTS[:3]).shape == (3, embedding.EMBED_DIM)
    assert hashed.stats()["embed_cache_hits"] == 0  # same texts, other model: nothing reused
    import lancedb

    rows = lancedb.connect(uri).open_table(CACHE_TABLE).to_arrow()
    assert sorted(set(rows.column("embedding_model").to_pylist())) == ["all-MiniLM-L6-v2@fp32", "hash-384"]
    assert cache_key("x", "all-MiniLM-L6-v2@fp32") != cache_key("x", "all-MiniLM-L6-v2@bf16")


def write_cache_rows(uri: str, texts: list[str]) -> None:
    """Child process: embed with the hash embedder through the shared cache."""
    CachedEmbedder(HashEmbedder(), EmbeddingCache(uri)).embed(texts)


@pytest.mark.integration
@pytest.mark.slow  # several processes write one cache
def test_two_processes_writing_the_cache_at_once_lose_nothing(tmp_path: Path) -> None:
    uri = str(tmp_path / "lancedb")
    batches = [[f"writer {w} text {i}" for i in range(200)] + ["shared text"] for w in range(2)]
    ctx = multiprocessing.get_context("spawn")  # LanceDB is not fork-safe
    workers = [ctx.Process(target=write_cache_rows, args=(uri, texts)) for texts in batches]
    for w in workers:
        w.start()
    for w in workers:
        w.join(timeout=120)
    assert [w.exitcode for w in workers] == [0, 0]
    reader = CachedEmbedder(HashEmbedder(), EmbeddingCache(uri))
    everything = batches[0] + batches[1]
    vectors = reader.embed(everything)
    assert reader.stats()["embed_cache_misses"] == 0
    assert np.allclose(vectors, HashEmbedder().embed(everything))


def test_an_unusable_cache_is_bypassed_not_fatal(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-directory"
    blocker.write_text("a file where the database should be")
    cached = CachedEmbedder(HashEmbedder(), EmbeddingCache(str(blocker / "lancedb")))
    assert np.allclose(cached.embed(["a", "b"]), HashEmbedder().embed(["a", "b"]))
    assert cached.stats()["embed_cache_errors"] >= 1


# -- the Dagster resource ----------------------------------------------------


@pytest.mark.slow
def test_resource_reports_model_dtype_reason_and_cache_counts(
    shared_model: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from resources.embedder import EmbedderResource

    monkeypatch.setenv("REVERIE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("REVERIE_LANCEDB_URI", raising=False)
    monkeypatch.delenv("REVERIE_EMBED_CACHE", raising=False)
    resource = EmbedderResource(backend="sentence-transformers")
    resource.embed(TEXTS[:3])
    resource.embed(TEXTS[:4])
    d = resource.describe()
    assert d["embedding_model"] == resource.model_id and d["embedding_dtype"] in {"fp32", "bf16"}
    assert d["dtype_reason"]
    assert (d["embed_cache_hits"], d["embed_cache_misses"]) == (3, 4)
    assert str(tmp_path / "data" / "lancedb") in d["embed_cache"]
    assert (tmp_path / "data" / "lancedb" / f"{CACHE_TABLE}.lance").exists()


@pytest.mark.slow
def test_resource_cache_can_be_switched_off(shared_model: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from resources.embedder import EmbedderResource

    monkeypatch.setenv("REVERIE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("REVERIE_LANCEDB_URI", raising=False)
    monkeypatch.setenv("REVERIE_EMBED_CACHE", "off")
    resource = EmbedderResource(backend="sentence-transformers", dtype="fp32")
    resource.embed(TEXTS[:2])
    d = resource.describe()
    assert d["embed_cache"].startswith("off") and d["embed_cache_misses"] == 0
    assert not (tmp_path / "data" / "lancedb").exists()


@pytest.mark.integration  # starts another process
def test_importing_the_embedder_loads_no_heavy_library() -> None:
    code = (
        "import sys, reverie.embedding.model, reverie.embedding.cache, resources.embedder\n"
        "heavy = [m for m in ('torch', 'sentence_transformers', 'lancedb', 'transformers', 'openvino')\n"
        "         if m in sys.modules]\n"
        "print(','.join(heavy))"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def _share_in_child(run_config: dict, out) -> None:
    from resources.embedder import step_core_share

    out.put(step_core_share(run_config))


@pytest.mark.integration
@pytest.mark.slow  # a Dagster step process embeds in a child
def test_a_step_process_of_the_multiprocess_executor_embeds_on_its_share_of_the_cores() -> None:
    """Steps side by side (multiprocess executor) each take cores / max_concurrent; in-process runs every core."""
    import multiprocessing

    from resources.embedder import step_core_share

    cores = os.cpu_count() or 1
    assert step_core_share({}) is None  # this process runs steps one at a time: no cap
    ctx = multiprocessing.get_context("spawn")
    answers = []
    for run_config in (
        {},
        {"execution": {"config": {"multiprocess": {"max_concurrent": 1}}}},
        {"execution": {"config": {"in_process": {}}}},
    ):
        out = ctx.Queue()
        child = ctx.Process(target=_share_in_child, args=(run_config, out))
        child.start()
        answers.append(out.get(timeout=60))
        child.join(timeout=60)
    assert answers == [1, cores, None]

"""Shared fixtures: isolated stores per test, real Redis, and a loopback OpenAI-compatible LLM server."""

from __future__ import annotations

import json
import os
import threading
import time
from collections import deque
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
# Step retries wait REVERIE_STEP_RETRY_DELAY_S, read when a step runs: short waits in tests.
os.environ.setdefault("REVERIE_STEP_RETRY_DELAY_S", "0.1")
IN_CI = os.environ.get("CI", "").lower() in {"1", "true", "yes"}


def require_service(available: bool, reason: str) -> None:
    """Skip on a user's machine without the service; fail under CI so a test never silently stops running."""
    if available:
        return
    if IN_CI:
        pytest.fail(f"{reason} (CI=true: services must be running)")
    pytest.skip(reason)


@pytest.fixture
def reverie_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point every Reverie path at a temporary directory; hash embeddings and no LLM unless a test says so."""
    for name, sub in [
        ("REVERIE_DATA_DIR", "data"),
        ("REVERIE_INBOX_DIR", "inbox"),
        ("REVERIE_ROLES_DIR", "roles"),
        ("REVERIE_WORKSPACE", "workspace"),
    ]:
        monkeypatch.setenv(name, str(tmp_path / sub))
    monkeypatch.setenv("REVERIE_EMBED_BACKEND", "hash")
    for name in (
        "REVERIE_LLM_MODEL",
        "REVERIE_LLM_API_BASE",
        "REDIS_URL",
        "REVERIE_LANCEDB_URI",
        "REVERIE_REFLECTION_INTERVAL_S",
        "ACC_REFLECTION_INTERVAL_S",
        "REVERIE_DEFAULT_COLLECTIVE",
    ):
        monkeypatch.delenv(name, raising=False)
    return tmp_path


@pytest.fixture(scope="session")
def minilm():
    """The real all-MiniLM-L6-v2 embedder, built once per test session (building one costs seconds)."""
    from reverie.embedding.model import make_embedder

    return make_embedder("sentence-transformers")


@pytest.fixture
def redis_url() -> Iterator[str]:
    """A real Redis on 127.0.0.1:6379 (database 15, flushed before and after)."""
    import redis

    url = os.environ.get("REVERIE_TEST_REDIS_URL", "redis://127.0.0.1:6379/15")
    client = redis.Redis.from_url(url, socket_connect_timeout=0.5)
    try:
        client.ping()
        ok = True
    except redis.RedisError:
        ok = False
    require_service(ok, f"Redis is not reachable at {url}")
    client.flushdb()
    yield url
    client.flushdb()


class FakeOpenAIServer:
    """An OpenAI-compatible chat-completions endpoint on 127.0.0.1 that answers from a script.

    `answers` is a queue of replies; when it is empty, `default` is answered.
    A reply is a message content (a string, which may be malformed on
    purpose), an HTTP status (an int, e.g. 401 or 429: answered with an
    OpenAI-style error body), or `FakeOpenAIServer.DROP` (the connection is
    closed without an answer). Every request body is kept in `requests`.
    Each answer comes after `delay_s` seconds; subclasses change what is
    answered by overriding `answer`.
    """

    DROP = object()

    def __init__(self) -> None:
        self.answers: deque[str] = deque()
        self.default = '{"summary": "default answer", "confidence": 0.5}'
        self.requests: list[dict] = []
        self.delay_s = 0.0
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args) -> None:  # keep test output clean
                pass

            def do_POST(self) -> None:  # noqa: N802 - http.server API
                body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
                server.requests.append(body)
                time.sleep(server.delay_s)
                reply = server.answer(body)
                if reply is FakeOpenAIServer.DROP:
                    self.close_connection = True  # no status line at all: the client sees the connection drop
                    return
                status = 200
                if isinstance(reply, int):
                    status = reply
                    payload = json.dumps(
                        {
                            "error": {
                                "message": f"scripted HTTP {reply}",
                                "type": "invalid_request_error",
                                "code": "invalid_api_key" if reply == 401 else None,
                            }
                        }
                    ).encode()
                else:
                    payload = json.dumps(
                        {
                            "id": f"chatcmpl-{len(server.requests)}",
                            "object": "chat.completion",
                            "created": 0,
                            "model": body.get("model", "test-model"),
                            "choices": [
                                {
                                    "index": 0,
                                    "finish_reason": "stop",
                                    "message": {"role": "assistant", "content": reply},
                                }
                            ],
                            "usage": {"prompt_tokens": 10, "completion_tokens": 10, "total_tokens": 20},
                        }
                    ).encode()
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(payload)))
                    self.end_headers()
                    self.wfile.write(payload)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the asking process went away mid-call (a kill test does that on purpose)

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self._httpd.server_address[1]
        self.api_base = f"http://127.0.0.1:{self.port}/v1"
        # A short poll interval: close() (shutdown) returns within 0.05 s instead of the default 0.5 s.
        self._thread = threading.Thread(target=self._httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self._thread.start()

    def answer(self, body: dict) -> str | int | object:
        """The reply to one request: the next scripted one, else `default`."""
        return self.answers.popleft() if self.answers else self.default

    def close(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()


def serve_llm(server: FakeOpenAIServer, monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeOpenAIServer]:
    """Point Reverie's LLM settings at `server` (model openai/test-model) for one test; close it after."""
    monkeypatch.setenv("REVERIE_LLM_MODEL", "openai/test-model")
    monkeypatch.setenv("REVERIE_LLM_API_BASE", server.api_base)
    monkeypatch.setenv("REVERIE_LLM_API_KEY", "sk-test")
    monkeypatch.setenv("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # no price-list download (no network)
    monkeypatch.setenv("REVERIE_LLM_RETRY_BACKOFF_S", "0.05")  # transient failures retried, but quickly
    try:
        yield server
    finally:
        server.close()


@pytest.fixture
def llm_server(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeOpenAIServer]:
    """Loopback LLM server, with REVERIE_LLM_MODEL / REVERIE_LLM_API_BASE pointing at it."""
    yield from serve_llm(FakeOpenAIServer(), monkeypatch)

"""The hot cache of memory notes: one key per (collective, role), read in O(1) on the prompt path.

Writers (the `memory_notes_hot_cache` asset) and readers (any agent process)
share these classes. Redis when `REDIS_URL` is set, otherwise an embedded
SQLite file. The read side never raises: a miss, an expired key or an
unreachable cache all give an empty list.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any, Protocol

from reverie.config import DEFAULT_HOT_CACHE_KEY, Settings
from reverie.ids import safe_id

log = logging.getLogger(__name__)


class HotCache(Protocol):
    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str, ttl_s: int) -> None: ...
    def ttl(self, key: str) -> int | None: ...


def thread_connection(local: threading.local, path: Path, *ddl: str) -> sqlite3.Connection:
    """This thread's autocommit WAL connection to the hot cache's SQLite file, opened (and `ddl` run) once."""
    conn = getattr(local, "conn", None)
    if conn is None:
        path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(path, timeout=10, isolation_level=None)
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=NORMAL")
        for statement in ddl:
            conn.execute(statement)
        local.conn = conn
    return conn


class SQLiteHotCache:
    """Key-value pairs with expiry in one SQLite file (WAL, safe across processes)."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self._local = threading.local()

    def _conn(self) -> sqlite3.Connection:
        return thread_connection(
            self._local,
            self.path,
            "CREATE TABLE IF NOT EXISTS hot_cache (key TEXT PRIMARY KEY, value TEXT NOT NULL, expires_at REAL)",
        )

    def get(self, key: str) -> str | None:
        row = (
            self._conn()
            .execute(
                "SELECT value FROM hot_cache WHERE key = ? AND (expires_at IS NULL OR expires_at > ?)",
                (key, time.time()),
            )
            .fetchone()
        )
        return row[0] if row else None

    def set(self, key: str, value: str, ttl_s: int) -> None:
        expires = time.time() + ttl_s if ttl_s > 0 else None
        self._conn().execute(
            "INSERT INTO hot_cache (key, value, expires_at) VALUES (?, ?, ?) "
            "ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at",
            (key, value, expires),
        )

    def ttl(self, key: str) -> int | None:
        row = self._conn().execute("SELECT expires_at FROM hot_cache WHERE key = ?", (key,)).fetchone()
        if not row:
            return None
        return -1 if row[0] is None else max(0, int(row[0] - time.time()))


class RedisHotCache:
    """The production hot cache: plain Redis strings with EX."""

    def __init__(self, url: str, timeout_s: float = 0.25) -> None:
        import redis

        self.url = url
        self._client = redis.Redis.from_url(
            url, socket_timeout=timeout_s, socket_connect_timeout=timeout_s, decode_responses=True
        )

    def get(self, key: str) -> str | None:
        value = self._client.get(key)  # a str: the client decodes responses
        return value.decode() if isinstance(value, bytes) else value

    def set(self, key: str, value: str, ttl_s: int) -> None:
        self._client.set(key, value, ex=ttl_s if ttl_s > 0 else None)

    def ttl(self, key: str) -> int | None:
        value = self._client.ttl(key)
        return None if value == -2 else int(value)


def open_hot_cache(
    settings: Settings | None = None, *, timeout_s: float = 0.25, sqlite_path: Path | str | None = None
) -> HotCache:
    """Redis when REDIS_URL is set, otherwise the SQLite file under the data dir (or `sqlite_path`).

    `timeout_s` bounds each Redis call: short on the prompt path (a slow cache
    gives no notes, never a slow prompt), longer for the pipelines' writes.
    """
    settings = settings if settings is not None else Settings()
    if settings.redis_url:
        return RedisHotCache(settings.redis_url, timeout_s=timeout_s)
    return SQLiteHotCache(Path(sqlite_path) if sqlite_path else settings.hot_cache_sqlite_path)


def describe_hot_cache(settings: Settings, sqlite_path: Path | str | None = None) -> str:
    """Which cache `open_hot_cache` opens, for logs and metadata: `redis <url>` or `sqlite <path>`."""
    return (
        f"redis {settings.redis_url}"
        if settings.redis_url
        else f"sqlite {sqlite_path or settings.hot_cache_sqlite_path}"
    )


def memory_notes_key(cid: str, role: str, template: str = DEFAULT_HOT_CACHE_KEY) -> str:
    """The one hot-cache key builder: `template` filled with a checked (`safe_id`) collective and role."""
    return template.format(cid=safe_id(cid, "cid"), role=safe_id(role, "role"))


_default_cache: tuple[tuple[str, str], HotCache] | None = None
_default_lock = threading.Lock()


def _cache_for_env(settings: Settings | None = None) -> tuple[HotCache, str]:
    global _default_cache
    settings = settings if settings is not None else Settings()
    ident = (settings.redis_url, str(settings.hot_cache_sqlite_path))
    with _default_lock:
        if _default_cache is None or _default_cache[0] != ident:
            _default_cache = (ident, open_hot_cache(settings))
        return _default_cache[1], settings.hot_cache_key_template


def read_memory_notes(
    cid: str,
    role: str,
    cache: HotCache | None = None,
    key_template: str | None = None,
    settings: Settings | None = None,
) -> list[dict[str, Any]]:
    """The role's published memory notes: one key read; [] on a miss or any cache error.

    `settings` saves a caller that already built them a second read of the environment.
    """
    try:
        if cache is None:
            cache, default_template = _cache_for_env(settings)
            key_template = key_template or default_template
        raw = cache.get(memory_notes_key(cid, role, key_template or DEFAULT_HOT_CACHE_KEY))
        if not raw:
            return []
        notes = json.loads(raw).get("notes", [])
        return notes if isinstance(notes, list) else []
    except Exception as exc:  # noqa: BLE001 - the prompt path must never fail on memory
        log.debug("read_memory_notes(%s, %s) returned nothing: %r", cid, role, exc)
        return []


def publish_memory_notes(
    cache: HotCache,
    cid: str,
    role: str,
    notes: list[dict[str, Any]],
    as_of: str,
    ttl_s: int,
    key_template: str = DEFAULT_HOT_CACHE_KEY,
) -> bool:
    """Write the role's notes unless the cache already holds a newer day's; True when written."""
    key = memory_notes_key(cid, role, key_template)
    current = cache.get(key)
    if current:
        try:
            if json.loads(current).get("as_of", "") > as_of:
                return False
        except (ValueError, AttributeError):
            log.warning("hot cache key %s held unreadable JSON; replacing it", key)
    cache.set(key, json.dumps({"as_of": as_of, "cid": cid, "role": role, "notes": notes}, ensure_ascii=False), ttl_s)
    return True

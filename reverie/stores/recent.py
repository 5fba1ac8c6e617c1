"""Each agent's recent episodes, kept in the hot cache so a prompt ranks them without opening LanceDB.

One hash per (collective, role, agent), `acc:{cid}:recent_episodes:{role}:{agent}`, with one field per
day: a blob of that day's entries (id, when written, embedding model tag, an int8 vector with its scale, and
the clipped title/text/outcome the prompt shows). The prompt path reads the window's days of one key in one
round trip and scores them in process (`recent_relevant_episodes`); its cost depends on that agent's own
window, never on the rest of the fleet's history.

Writers keep it fresh: `remember_recent_episodes` (agents, via `LanceStore.record_episodes`, at once) adds
entries; `refresh_recent_days` (the `episodes` asset) rewrites whole days from LanceDB, so a backfill or a
rerun neither duplicates nor drops entries. `forget_recent_episodes` removes entries by id or agent.
Redis when the hot cache is Redis, else a table in the hot cache's SQLite file. Only keys of the asked
collective are ever read.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import struct
import threading
import time
import zlib
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from reverie.days import day_of
from reverie.embedding.model import EMBED_DIM
from reverie.ids import safe_id
from reverie.stores.hotcache import thread_connection

log = logging.getLogger(__name__)

RECENT_EPISODES_KEY = "acc:{cid}:recent_episodes:{role}:{agent}"
_COLLECTIVE_KEYS = "acc:{cid}:recent_episodes:keys"  # writers' index: the collective's agent keys
_DAY_KEYS = "acc:recent_episodes:day:{day}"  # writers' index: agent keys holding a day (never read by prompts)
_HEADER = struct.Struct("<32sqIfH")  # id, written (ms), model tag, vector scale, meta length
HEAD_CHARS, OUTCOME_CHARS = 120, 240  # what the prompt shows of an episode; stored clipped to that


def recent_key(cid: str, role: str, agent_id: str) -> str:
    """The hot-cache key of one agent's recent window (ids checked with `safe_id`)."""
    return RECENT_EPISODES_KEY.format(
        cid=safe_id(cid, "cid"), role=safe_id(role, "role"), agent=safe_id(agent_id, "agent_id")
    )


def model_tag(model_id: str) -> int:
    """A 32-bit tag of an embedding model id: vectors of two models are never compared."""
    return zlib.crc32(model_id.encode("utf-8"))


def window_first_day(days: int, now: datetime | None = None) -> str:
    """The first day of a window of `days` days ending today (or `now`), days as `reverie.days` assigns them."""
    today = date.fromisoformat(day_of(now or datetime.now(UTC)))
    return (today - timedelta(days=max(days, 1) - 1)).isoformat()


def window_day_list(days: int, now: datetime | None = None) -> list[str]:
    """The window's days, oldest first, plus tomorrow (an agent's clock may run a little ahead)."""
    first = date.fromisoformat(window_first_day(days, now))
    return [(first + timedelta(days=i)).isoformat() for i in range(max(days, 1) + 1)]


def _clip(text: Any, limit: int) -> str:
    text = " ".join(str(text or "").split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


# -- entries ----------------------------------------------------------------


@dataclass(frozen=True)
class RecentEntry:
    """One episode as the window holds it."""

    key: str
    cid: str
    day: str
    record: bytes  # the encoded entry (see `encode_entry`)

    @property
    def id(self) -> str:
        return self.record[:32].decode("ascii")


def encode_entry(
    episode_id: str, vector: np.ndarray, model_id: str, meta: dict[str, Any], written_ms: int | None = None
) -> bytes:
    """An entry's bytes: fixed header, the vector as int8 with its scale, then the shown fields as JSON."""
    raw = episode_id.encode("ascii")
    if len(raw) != 32:
        raise ValueError(f"episode id {episode_id!r} is not a 32-character content hash")
    v = np.asarray(vector, dtype=np.float32).ravel()
    peak = float(np.abs(v).max()) if v.size else 0.0
    scale = peak / 127.0 if peak > 0 else 1.0
    q = np.clip(np.rint(v / scale), -127, 127).astype(np.int8)
    body = json.dumps(meta, ensure_ascii=False, separators=(",", ":"), default=str).encode("utf-8")[:65535]
    written = int(time.time() * 1000) if written_ms is None else written_ms
    return _HEADER.pack(raw, written, model_tag(model_id), scale, len(body)) + q.tobytes() + body


def _shown(title: Any, text: Any, outcome: Any, reward: Any, ts: Any, kind: Any) -> dict[str, Any]:
    ts_s = ts.isoformat() if isinstance(ts, datetime) else str(ts or "")
    return {
        "ts": ts_s,
        "kind": kind or "TASK",
        "title": _clip(title, HEAD_CHARS),
        "text": _clip(text, HEAD_CHARS),
        "outcome": _clip(outcome, OUTCOME_CHARS),
        "reward": reward,
    }


def entries_from_episodes(episodes: Sequence[Any], vectors: np.ndarray, model_id: str) -> list[RecentEntry]:
    """Entries of `reverie.episodes.Episode`s and their vectors (MEMORY_NOTE episodes are not kept)."""
    out = []
    for ep, vec in zip(episodes, vectors, strict=False):
        if ep.kind == "MEMORY_NOTE":
            continue
        meta = _shown(ep.title, ep.text, ep.outcome, ep.reward, ep.ts, ep.kind)
        out.append(
            RecentEntry(
                recent_key(ep.cid, ep.role_label, ep.agent_id),
                ep.cid,
                day_of(ep.ts),
                encode_entry(ep.id, vec, model_id, meta),
            )
        )
    return out


def entries_from_rows(rows: Iterable[dict[str, Any]], dim: int) -> list[RecentEntry]:
    """Entries of LanceDB `episodes` rows (id, cid, agent_id, role_label, day, ts, kind, title, text, outcome,
    reward, embedding, embedding_model); rows without a vector or of kind MEMORY_NOTE are left out."""
    out = []
    for r in rows:
        if r.get("kind") == "MEMORY_NOTE" or r.get("embedding") is None:
            continue
        meta = _shown(r.get("title"), r.get("text"), r.get("outcome"), r.get("reward"), r.get("ts"), r.get("kind"))
        vec = np.asarray(r["embedding"], dtype=np.float32)
        if vec.shape != (dim,):
            continue
        out.append(
            RecentEntry(
                recent_key(r["cid"], r["role_label"], r["agent_id"]),
                r["cid"],
                r["day"],
                encode_entry(r["id"], vec, r.get("embedding_model") or "", meta),
            )
        )
    return out


# A day's blob is columnar, so a read decodes it with a few array views and no per-entry Python:
# magic, count, dim | ids (count x 32) | heads (written ms, model tag, scale) | int8 vectors | meta offsets | metas.
_MAGIC = b"RW1\0"
_COUNTS = struct.Struct("<4sII")
_HEADS = np.dtype([("written", "<i8"), ("tag", "<u4"), ("scale", "<f4")])


def pack_day(records: Sequence[bytes], dim: int) -> bytes:
    """One day's blob from entries (as `encode_entry` makes them)."""
    n = len(records)
    heads = np.zeros(n, dtype=_HEADS)
    ids, vecs, metas, offsets = [], [], [], np.zeros(n + 1, dtype="<u4")
    fixed = _HEADER.size + dim
    for i, rec in enumerate(records):
        raw, written, tag, scale, meta_len = _HEADER.unpack_from(rec)
        heads[i] = (written, tag, scale)
        ids.append(raw)
        vecs.append(rec[_HEADER.size : fixed])
        metas.append(rec[fixed : fixed + meta_len])
        offsets[i + 1] = offsets[i] + meta_len
    return b"".join([_COUNTS.pack(_MAGIC, n, dim), *ids, heads.tobytes(), *vecs, offsets.tobytes(), *metas])


@dataclass
class DayColumns:
    """A day's blob as arrays (views on the bytes)."""

    ids: bytes
    heads: np.ndarray
    vectors: np.ndarray
    offsets: np.ndarray
    metas: memoryview

    def __len__(self) -> int:
        return len(self.heads)

    def id(self, i: int) -> str:
        return self.ids[32 * i : 32 * i + 32].decode("ascii")

    def meta(self, i: int) -> bytes:
        return bytes(self.metas[int(self.offsets[i]) : int(self.offsets[i + 1])])

    def record(self, i: int) -> bytes:
        h = self.heads[i]
        meta = self.meta(i)
        return (
            _HEADER.pack(self.ids[32 * i : 32 * i + 32], int(h["written"]), int(h["tag"]), float(h["scale"]), len(meta))
            + self.vectors[i].tobytes()
            + meta
        )


def unpack_day(blob: bytes, dim: int) -> DayColumns | None:
    """The columns of a day's blob; None (logged) for a blob of another format or size."""
    if len(blob) < _COUNTS.size:
        return None
    magic, n, blob_dim = _COUNTS.unpack_from(blob)
    if magic != _MAGIC or blob_dim != dim:
        log.warning(
            "a recent-episodes blob (%s, dim %d) is not of this format or size (dim %d); ignored", magic, blob_dim, dim
        )
        return None
    view, pos = memoryview(blob), _COUNTS.size
    ids = bytes(view[pos : pos + 32 * n])
    pos += 32 * n
    heads = np.frombuffer(blob, dtype=_HEADS, count=n, offset=pos)
    pos += _HEADS.itemsize * n
    vectors = np.frombuffer(blob, dtype=np.int8, count=n * dim, offset=pos).reshape(n, dim)
    pos += n * dim
    offsets = np.frombuffer(blob, dtype="<u4", count=n + 1, offset=pos)
    pos += 4 * (n + 1)
    return DayColumns(ids, heads, vectors, offsets, view[pos:])


def split_records(blob: bytes | None, dim: int) -> list[bytes]:
    """The entries of one day's blob, in order."""
    cols = unpack_day(blob, dim) if blob else None
    return [cols.record(i) for i in range(len(cols))] if cols is not None else []


def _merge(
    existing: bytes | None,
    new: Sequence[bytes],
    dim: int,
    *,
    replace_day: bool,
    since_ms: int,
    drop_ids: frozenset[str] = frozenset(),
) -> bytes:
    """One day's blob after adding `new` (by id: no duplicates, the newer record wins).

    `replace_day`: `new` is the whole day as LanceDB holds it; an existing entry not in it is dropped unless it
    was written after `since_ms` (an agent recorded it after the rewriter read LanceDB).
    """
    by_id: dict[bytes, bytes] = {}
    for rec in split_records(existing, dim):
        if replace_day and _HEADER.unpack_from(rec)[1] <= since_ms:
            continue
        by_id[rec[:32]] = rec
    for rec in new:
        by_id[rec[:32]] = rec
    for i in drop_ids:
        by_id.pop(i.encode("ascii"), None)
    return pack_day(list(by_id.values()), dim) if by_id else b""


# -- backends -----------------------------------------------------------------


class WindowBackend(Protocol):
    def read_days(self, key: str, days: Sequence[str]) -> list[bytes]: ...
    def update(
        self,
        key: str,
        cid: str,
        days: Sequence[str] | None,
        fn: Callable[[dict[str, bytes]], dict[str, bytes | None]],
        first_day: str,
        ttl_s: int | None,
    ) -> None:
        """Apply `fn` ({day: blob} of `days`, or of every day when None -> changed days; None deletes a day)
        atomically; days before `first_day` are dropped; `ttl_s` renews the key's expiry (None leaves it)."""

    def keys_with_day(self, day: str) -> set[str]: ...
    def keys_of_collective(self, cid: str) -> set[str]: ...


class RedisWindow:
    """Windows as Redis hashes (field = day); writes in WATCH/MULTI transactions, so two writers never lose one."""

    def __init__(self, client) -> None:
        self.client = client

    def read_days(self, key: str, days: Sequence[str]) -> list[bytes]:
        return [b for b in self.client.hmget(key, list(days)) if b]

    def update(self, key, cid, days, fn, first_day, ttl_s) -> None:
        import redis

        with self.client.pipeline() as pipe:
            while True:
                try:
                    pipe.watch(key)
                    held = [k.decode() if isinstance(k, bytes) else k for k in pipe.hkeys(key)]
                    wanted = held if days is None else [d for d in days if d in held]
                    current = dict(zip(wanted, pipe.hmget(key, wanted), strict=False)) if wanted else {}
                    changes = fn(current)
                    stale = [d for d in held if d < first_day and d not in changes]
                    pipe.multi()
                    for day, blob in changes.items():
                        if blob:
                            pipe.hset(key, day, blob)
                            pipe.sadd(_DAY_KEYS.format(day=day), key)
                            if ttl_s:
                                pipe.expire(_DAY_KEYS.format(day=day), ttl_s)
                        else:
                            pipe.hdel(key, day)
                            pipe.srem(_DAY_KEYS.format(day=day), key)
                    if stale:
                        pipe.hdel(key, *stale)
                    pipe.sadd(_COLLECTIVE_KEYS.format(cid=cid), key)
                    if ttl_s:
                        pipe.expire(_COLLECTIVE_KEYS.format(cid=cid), ttl_s)
                        pipe.expire(key, ttl_s)
                    pipe.execute()
                    return
                except redis.WatchError:
                    continue

    def keys_with_day(self, day: str) -> set[str]:
        return {k.decode() if isinstance(k, bytes) else k for k in self.client.smembers(_DAY_KEYS.format(day=day))}

    def keys_of_collective(self, cid: str) -> set[str]:
        return {
            k.decode() if isinstance(k, bytes) else k
            for k in self.client.smembers(_COLLECTIVE_KEYS.format(cid=safe_id(cid, "cid")))
        }


_UPSERT_DAY = (
    "INSERT INTO recent_episodes (key, day, cid, entries, expires_at) VALUES (?, ?, ?, ?, ?) "
    "ON CONFLICT(key, day) DO UPDATE SET entries = excluded.entries, "
    "expires_at = COALESCE(excluded.expires_at, recent_episodes.expires_at)"
)


class SQLiteWindow:
    """Windows as rows (key, day) -> blob in the hot cache's SQLite file; writes in immediate transactions."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self._local = threading.local()

    def _conn(self) -> sqlite3.Connection:
        return thread_connection(
            self._local,
            self.path,
            "CREATE TABLE IF NOT EXISTS recent_episodes (key TEXT NOT NULL, day TEXT NOT NULL, "
            "cid TEXT NOT NULL, entries BLOB NOT NULL, expires_at REAL, PRIMARY KEY (key, day))",
            "CREATE INDEX IF NOT EXISTS recent_episodes_day ON recent_episodes (day)",
            "CREATE INDEX IF NOT EXISTS recent_episodes_cid ON recent_episodes (cid)",
        )

    def read_days(self, key: str, days: Sequence[str]) -> list[bytes]:
        rows = (
            self._conn()
            .execute(
                "SELECT entries FROM recent_episodes WHERE key = ? AND day >= ? AND day <= ? "
                "AND (expires_at IS NULL OR expires_at > ?)",
                (key, min(days), max(days), time.time()),
            )
            .fetchall()
        )
        return [r[0] for r in rows]

    def update(self, key, cid, days, fn, first_day, ttl_s) -> None:
        conn = self._conn()
        conn.execute("BEGIN IMMEDIATE")
        try:
            rows = conn.execute(
                "SELECT day, entries FROM recent_episodes WHERE key = ?"
                if days is None
                else "SELECT day, entries FROM recent_episodes WHERE key = ? AND day IN (SELECT value "
                "FROM json_each(?))",
                (key,) if days is None else (key, json.dumps(list(days))),
            )
            current = dict(rows.fetchall())
            expires = time.time() + ttl_s if ttl_s else None
            for day, blob in fn(current).items():
                if blob:
                    conn.execute(_UPSERT_DAY, (key, day, cid, blob, expires))
                else:
                    conn.execute("DELETE FROM recent_episodes WHERE key = ? AND day = ?", (key, day))
            conn.execute("DELETE FROM recent_episodes WHERE key = ? AND day < ?", (key, first_day))
            if ttl_s:
                conn.execute("UPDATE recent_episodes SET expires_at = ? WHERE key = ?", (expires, key))
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise

    def keys_with_day(self, day: str) -> set[str]:
        return {r[0] for r in self._conn().execute("SELECT key FROM recent_episodes WHERE day = ?", (day,))}

    def keys_of_collective(self, cid: str) -> set[str]:
        return {
            r[0]
            for r in self._conn().execute(
                "SELECT DISTINCT key FROM recent_episodes WHERE cid = ?", (safe_id(cid, "cid"),)
            )
        }


def window_backend(cache) -> WindowBackend:
    """The recent-episodes store beside a hot cache (`RedisHotCache` or `SQLiteHotCache`)."""
    from reverie.stores.hotcache import RedisHotCache, SQLiteHotCache

    if isinstance(cache, RedisHotCache):
        if getattr(cache, "_window", None) is None:
            import redis

            # a binary client on the same connection settings: the entries are bytes
            cache._window = RedisWindow(  # type: ignore[attr-defined]
                redis.Redis(
                    connection_pool=redis.ConnectionPool(
                        **{**cache._client.connection_pool.connection_kwargs, "decode_responses": False}
                    )
                )
            )
        return cache._window  # type: ignore[attr-defined]
    if isinstance(cache, SQLiteHotCache):
        if getattr(cache, "_window", None) is None:
            cache._window = SQLiteWindow(cache.path)  # type: ignore[attr-defined]
        return cache._window  # type: ignore[attr-defined]
    raise TypeError(f"no recent-episodes store beside a {type(cache).__name__} hot cache")


# -- writes -----------------------------------------------------------------


@dataclass
class WindowWrite:
    """What a write did: entries written, keys touched, entries outside the window left out."""

    entries: int = 0
    keys: int = 0
    outside_window: int = 0


def _ttl(days: int) -> int:
    return (max(days, 1) + 2) * 86400


def add_recent_entries(
    backend: WindowBackend, entries: Sequence[RecentEntry], days: int, dim: int, now: datetime | None = None
) -> WindowWrite:
    """Add entries to their agents' windows (by id: adding one twice keeps one); those older than the window
    are left out."""
    first = window_first_day(days, now)
    grouped: dict[tuple[str, str], dict[str, list[bytes]]] = defaultdict(lambda: defaultdict(list))
    result = WindowWrite()
    for e in entries:
        if e.day < first:
            result.outside_window += 1
            continue
        grouped[(e.key, e.cid)][e.day].append(e.record)
    for (key, cid), per_day in grouped.items():

        def merged(current: dict[str, bytes], per_day=per_day) -> dict[str, bytes | None]:
            return {d: _merge(current.get(d), recs, dim, replace_day=False, since_ms=0) for d, recs in per_day.items()}

        backend.update(key, cid, list(per_day), merged, first, _ttl(days))
        result.entries += sum(len(r) for r in per_day.values())
        result.keys += 1
    return result


def replace_recent_day(
    backend: WindowBackend,
    day: str,
    entries: Sequence[RecentEntry],
    days: int,
    dim: int,
    since_ms: int,
    now: datetime | None = None,
) -> WindowWrite:
    """Make `entries` (all of `day` as LanceDB holds it, read at `since_ms`) that day's window entries.

    Every key holding the day is rewritten: entries gone from LanceDB leave, nothing is doubled; an entry
    an agent added after `since_ms` stays. A day older than the window is left alone.
    """
    first = window_first_day(days, now)
    result = WindowWrite()
    if day < first:
        result.outside_window = len(entries)
        return result
    grouped: dict[str, list[bytes]] = defaultdict(list)
    cids: dict[str, str] = {}
    for e in entries:
        grouped[e.key].append(e.record)
        cids[e.key] = e.cid
    for key in set(grouped) | backend.keys_with_day(day):
        cid = cids.get(key) or key.split(":")[1]
        recs = grouped.get(key, [])

        def replaced(current: dict[str, bytes], recs=recs) -> dict[str, bytes | None]:
            return {day: _merge(current.get(day), recs, dim, replace_day=True, since_ms=since_ms) or None}

        backend.update(key, cid, [day], replaced, first, _ttl(days))
        result.entries += len(recs)
        result.keys += 1
    return result


def forget_recent_episodes(
    backend,
    cid: str,
    *,
    episode_ids: Iterable[str] = (),
    agent_id: str | None = None,
    role: str | None = None,
    dim: int = EMBED_DIM,
) -> int:
    """Remove entries of collective `cid` from the recent windows; return how many were removed.

    `backend` is a hot cache (`RedisHotCache`, `SQLiteHotCache`) or its `window_backend`.
    With `episode_ids`: those episodes (in every agent key of the collective, or only `agent_id`'s / `role`'s).
    Without ids: every entry of `agent_id` (optionally of one `role`). Only keys of `cid` are touched; the
    next prompt no longer sees them.
    """
    if not isinstance(backend, (RedisWindow, SQLiteWindow)):
        backend = window_backend(backend)
    ids = frozenset(episode_ids)
    if not ids and agent_id is None:
        raise ValueError("forget_recent_episodes needs episode_ids or an agent_id (refusing to clear a collective)")
    removed = 0
    for key in sorted(backend.keys_of_collective(cid)):
        _, _, _, key_role, key_agent = key.split(":", 4)
        if (agent_id is not None and key_agent != agent_id) or (role is not None and key_role != role):
            continue
        counted: list[int] = []

        def dropped(current: dict[str, bytes], counted=counted) -> dict[str, bytes | None]:
            out: dict[str, bytes | None] = {}
            for day, blob in current.items():
                recs = split_records(blob, dim)
                keep = [r for r in recs if r[:32].decode("ascii") not in ids] if ids else []
                if len(keep) != len(recs):
                    counted.append(len(recs) - len(keep))
                    out[day] = pack_day(keep, dim) if keep else None
            return out

        backend.update(key, cid, None, dropped, "", None)
        removed += sum(counted)
    return removed


# -- the prompt path ------------------------------------------------------------


def rank_window(
    blobs: Sequence[bytes], vector: np.ndarray, model_id: str, dim: int, k: int, min_similarity: float
) -> list[dict[str, Any]]:
    """The `k` entries most similar to `vector` (cosine, same embedding model, at least `min_similarity`)."""
    days = [c for c in (unpack_day(b, dim) for b in blobs) if c is not None and len(c)]
    if not days or k <= 0:
        return []
    q = np.asarray(vector, dtype=np.float32).ravel()
    q = q / (np.linalg.norm(q) or 1.0)
    tag = model_tag(model_id)
    heads = np.concatenate([c.heads for c in days])
    scores = (np.concatenate([c.vectors for c in days]).astype(np.float32) @ q) * heads["scale"]
    same_model = heads["tag"] == tag
    scores[~same_model] = -np.inf
    where = np.concatenate([np.full(len(c), d, dtype=np.int32) for d, c in enumerate(days)])
    local = np.concatenate([np.arange(len(c), dtype=np.int32) for c in days])
    top = np.argpartition(-scores, k - 1)[:k] if len(scores) > k else np.arange(len(scores))
    out = []
    for i in sorted(top.tolist(), key=lambda i: -scores[i]):
        if not scores[i] >= min_similarity:
            break
        day, j = days[where[i]], int(local[i])
        meta = json.loads(day.meta(j))
        meta.update(id=day.id(j), similarity=round(float(scores[i]), 4))
        out.append(meta)
    return out


def recent_relevant_episodes(
    backend: WindowBackend,
    vector: np.ndarray,
    *,
    cid: str,
    role: str,
    agent_id: str,
    model_id: str,
    days: int,
    min_similarity: float,
    k: int = 5,
    dim: int | None = None,
    now: datetime | None = None,
) -> list[dict[str, Any]]:
    """The agent's (and role's) episodes of the last `days` days most similar to `vector`: one read of one key."""
    dim = dim or len(np.asarray(vector).ravel())
    blobs = backend.read_days(recent_key(cid, role, agent_id), window_day_list(days, now))
    return rank_window(blobs, vector, model_id, dim, k, min_similarity)


# -- the writers' entry points ------------------------------------------------------

_ROW_COLUMNS = [
    "id",
    "cid",
    "agent_id",
    "role_label",
    "day",
    "ts",
    "kind",
    "title",
    "text",
    "outcome",
    "reward",
    "embedding",
    "embedding_model",
]


def remember_recent_episodes(
    episodes: Sequence[Any], vectors: np.ndarray, model_id: str, *, cache=None, settings=None
) -> WindowWrite | None:
    """The agent-side write: put just-recorded episodes in their agents' windows at once; never raises.

    `cache` defaults to the environment's hot cache. A failure is logged and returns None: the episodes are
    stored in LanceDB, and the `episodes` asset's next run of their day puts them in the window.
    """
    try:
        from reverie.config import Settings
        from reverie.stores.hotcache import _cache_for_env

        settings = settings if settings is not None else Settings()
        if cache is None:
            cache, _ = _cache_for_env(settings)
        entries = entries_from_episodes(episodes, vectors, model_id)
        return add_recent_entries(window_backend(cache), entries, settings.recent_episodes_days, vectors.shape[1])
    except Exception as exc:  # noqa: BLE001 - recording must not fail once LanceDB holds the episodes
        log.warning(
            "recent-episodes window not updated for %d recorded episodes (the episodes asset will add "
            "them on its next run of their day): %r",
            len(episodes),
            exc,
        )
        return None


def refresh_recent_days(
    store, cache, days: Iterable[str], window_days: int, now: datetime | None = None
) -> dict[str, WindowWrite]:
    """Rewrite the window entries of each of `days` inside the window from LanceDB `episodes` (`store` is a
    `LanceStore`); days older than the window are skipped. Returns what each day's rewrite did."""
    backend = window_backend(cache)
    first = window_first_day(window_days, now)
    out: dict[str, WindowWrite] = {}
    for day in sorted(set(days)):
        if day < first:
            out[day] = WindowWrite()
            continue
        since_ms = int(time.time() * 1000)
        rows = store.episodes_for_days(day, day, exclude_kinds=["MEMORY_NOTE"], columns=_ROW_COLUMNS).to_pylist()
        out[day] = replace_recent_day(
            backend, day, entries_from_rows(rows, store.dim), window_days, store.dim, since_ms, now
        )
    return out

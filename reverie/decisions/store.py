"""Where decision memory lives: the LanceDB connection, its three tables, upserts, and the in-memory fallback.

`open_location` decides once, when a `DecisionMemory` is made, whether its
path can hold the tables; when it cannot, the memory runs on an in-memory
LanceDB (`memory://`) with a loud warning and `persistent == False`, as the
original decision memory fell back to an ephemeral store.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Sequence
from datetime import timedelta
from pathlib import Path
from typing import Any

import numpy as np

from reverie.decisions.records import Feedback
from reverie.decisions.tables import SCHEMAS, TABLE_OF, record_rows
from reverie.stores.lance import sql_str

log = logging.getLogger(__name__)

IN_MEMORY_URI = "memory://"


def unusable_reason(uri: str) -> str:
    """Why a local LanceDB directory cannot be used ('' when it can); object-store URIs are tried on connect."""
    if "://" in uri:
        return ""
    path = Path(uri).expanduser()
    if path.exists() and not path.is_dir():
        return f"{path} is a file, not a directory"
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return f"{path} cannot be created ({exc.strerror or exc})"
    if not os.access(path, os.W_OK | os.X_OK):
        return f"{path} is not writable"
    return ""


def open_location(uri: str, *, allow_fallback: bool) -> tuple[Any, str, str]:
    """(LanceDB connection, the URI it is of, why it fell back or ''). Raises instead when `allow_fallback` is off."""
    import lancedb

    reason = unusable_reason(uri)
    if not reason:
        try:
            # Strong consistency: every read sees what other processes committed (hydration relies on it).
            return lancedb.connect(uri, read_consistency_interval=timedelta(0)), uri, ""
        except (OSError, ValueError, RuntimeError) as exc:
            reason = f"{uri} cannot be opened ({type(exc).__name__}: {exc})"
    if not allow_fallback:
        raise OSError(f"decision memory: {reason}; refusing the in-memory fallback (nothing would be kept)")
    log.warning(
        "DECISION MEMORY IS NOT PERSISTENT: %s; using an in-memory store instead. Everything stored "
        "is lost when this process ends (memory.persistent is False).",
        reason,
    )
    return lancedb.connect(IN_MEMORY_URI), IN_MEMORY_URI, reason


class TableStore:
    """The tables of one collective: opened (created empty) on first use, upserted by content id."""

    uri: str
    cid: str
    dim: int
    embedder: Any
    _db: Any
    _tables: dict[str, Any]

    @property
    def model_id(self) -> str:
        return self.embedder.model_id

    @property
    def persistent(self) -> bool:
        """False when the memory fell back to an in-memory store (see `fallback_reason`)."""
        return not self.uri.startswith(IN_MEMORY_URI)

    def table(self, name: str) -> Any:
        """A LanceDB table of decision memory, created empty on first use (never at import)."""
        if name not in self._tables:
            schema = SCHEMAS[name](self.dim)
            try:
                table = self._db.create_table(name, schema=schema, exist_ok=True)
            except (ValueError, OSError):
                table = self._db.open_table(name)  # another process created it meanwhile
            stored_dim = table.schema.field("embedding").type.list_size
            if stored_dim != self.dim:
                raise ValueError(
                    f"LanceDB table {name} in {self.uri} holds {stored_dim}-d vectors but the embedder "
                    f"{self.model_id} makes {self.dim}-d ones; use another path"
                )
            if "record" in schema.names and "record" not in table.schema.names:
                try:  # a table from before `record`: the column is added, null in its old rows
                    table.add_columns(schema.field("record"))
                except (ValueError, OSError, RuntimeError):  # e.g. another process added it meanwhile
                    table = self._db.open_table(name)
                    if "record" not in table.schema.names:
                        raise
            self._tables[name] = table
        return self._tables[name]

    def count(self, name: str, where: str | None = None) -> int:
        return int(self.table(name).count_rows(where) if where else self.table(name).count_rows())

    def _mine(self) -> str:
        return f"cid = {sql_str(self.cid)}"

    def _write(self, records: Sequence[Any]) -> int:
        """Embed and upsert records of one kind; a record with an id already stored is kept (feedback: replaced
        by a later one). Returns how many rows were inserted or replaced."""
        if not records:
            return 0
        kind = type(records[0])
        latest: dict[tuple[str, str], Any] = {}
        for r in records:
            key = (r.cid, r.id)
            if key not in latest or r.ts >= latest[key].ts:
                latest[key] = r
        records = list(latest.values())
        vectors = np.asarray(self.embedder.embed([r.text for r in records]), dtype=np.float32)
        rows = record_rows(records, vectors, self.model_id, self.dim)
        merge = self.table(TABLE_OF[kind]).merge_insert(["cid", "id"])
        if kind is Feedback:
            merge = merge.when_matched_update_all(where="target.ts <= source.ts")
        result = merge.when_not_matched_insert_all().execute(rows)
        return int(result.num_inserted_rows) + int(result.num_updated_rows)

    def store_records(self, records: Sequence[Any]) -> int:
        """Store validated Decision / Trajectory / Feedback records (any mix) in one go per table."""
        by_kind: dict[type, list[Any]] = {}
        for r in records:
            by_kind.setdefault(type(r), []).append(r)
        return sum(self._write(rs) for rs in by_kind.values())

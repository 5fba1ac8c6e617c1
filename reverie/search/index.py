"""The search index of one collective: chunks with their terms and vectors in LanceDB, loaded into memory to search.

Table `search__<cid>` in Reverie's LanceDB database holds one row per chunk
(path, heading, text, terms, day, links, the file's content hash, the vector).
`update_index` keeps it in step with the collective's `memory/` and `digest/`
Markdown by content hash: a file whose size and modification time (ns) are as
when it was indexed is not read; one whose stat moved is hashed, and only a
different content hash counts as a change (a touch re-indexes nothing); a changed file is
re-chunked and only its rows are replaced (vectors of unchanged chunk texts are
reused, new texts go through the embedder and its cache), a deleted file's rows
are deleted. A scan reads the stored hash and stat of every file from a
manifest (`search_files__<cid>.arrow` beside the tables, one row per file, see
MANIFEST_SCHEMA), not from every chunk row. `<cid>` is the id escaped by `reverie.ids.store_name`, and the table
and manifest record their collective (OWNER_KEY): one that does not is rebuilt, never read. One table per
collective: nothing one collective wrote can appear in another's results, whatever the filter.

`LoadedIndex` is the searchable in-memory form (a BM25 term matrix and the
vector matrix), cached per process; when the table's version moves it is
patched with the rows the update wrote.
"""

from __future__ import annotations

import gc
import json
import logging
import os
import re
import threading
import time
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import timedelta
from itertools import compress
from operator import attrgetter
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from reverie.embedding import Embedder
from reverie.files.links import Link, without_link_syntax
from reverie.frontmatter import FrontmatterError
from reverie.hashing import content_hash, file_hash
from reverie.ids import store_name
from reverie.search.chunks import Chunk, chunk_markdown, day_phrases
from reverie.search.config import DEFAULT_CONFIG, SearchConfig
from reverie.stores.lance import STRING, optional, required, sql_str, vector_type
from reverie.text import search_terms
from reverie.workspace import Workspace

log = logging.getLogger(__name__)

TABLE_PREFIX = "search__"
# Above this many chunks, vector recall first scores every chunk in a 128-dimension projection (the principal
# components of the index's own vectors: ~3x less memory to stream), then scores the best `REDUCED_POOL` exactly.
REDUCE_ABOVE = 20_000
REDUCED_DIM = 128
REDUCED_POOL = 2_000
# An index loaded in memory is patched with the rows an update wrote, until the rows patched since its full load
# reach this share of the table; then it is loaded whole again.
PATCH_LIMIT = 0.2
INDEXED_FOLDERS = ("memory", "digest")
_DAY_INDEX = re.compile(r"^memory/\d{4}-\d{2}-\d{2}\.md$")  # generated day indexes repeat their notes' descriptions
_DAY_INDEX_LENGTH = len("memory/2026-01-01.md")  # (only a path this long can be one: most skip the pattern)


def table_name(cid: str) -> str:
    """`search__<cid>` with the id escaped by `store_name`: two collectives never share a table, whatever the case
    or characters of their ids (`acme` keeps `search__acme`; `Acme.eu` is `search__.41cme.2eeu`)."""
    return TABLE_PREFIX + store_name(cid)


# The owner record: the collective a search table or manifest was built for, in its schema metadata. A table or
# manifest without the right one (of a version before the record, or of another id) is rebuilt, never read.
OWNER_KEY = b"reverie_collective"


def chunk_schema(dim: int) -> pa.Schema:
    return pa.schema(
        [
            *required(chunk_id=STRING, path=STRING, ordinal=pa.int32()),
            *optional(
                heading=STRING,
                text=STRING,
                title=STRING,
                anchor=STRING,
                day=STRING,
                terms=STRING,  # search terms of the paragraph, space-separated
                title_terms=STRING,  # of the note's name, description and heading
                # (the neighbouring paragraphs' terms are those of the rows before and after: see LoadedIndex._bm25)
                links=STRING,
            ),  # JSON [[predicate, target], ...]
            *required(file_hash=STRING),
            # with file_mtime_ns: when both are as stored, the hash is not recomputed
            *optional(file_size=pa.int64(), file_mtime_ns=pa.int64()),
            *required(embed_key=STRING),
            # batch: which update wrote the row (old rows of a changed file are deleted by it)
            *optional(batch=STRING, vector=vector_type(dim), embedding_model=STRING),
        ]
    )


# The file manifest: one row per indexed file, in an Arrow file beside the LanceDB tables (a local database only),
# replaced whole after each update and stamped with the chunk table version it describes. A scan reads these 10,000
# rows (about 1 ms) instead of 100,000 chunk rows; when the stamp is not the table's version (a crash, another
# writer in between, a table of a version before the manifest) the file state is read from the chunk rows again.
# (It was a LanceDB table: each overwrite cost 10 ms and kept a copy of the whole manifest per version.)
MANIFEST_SCHEMA = pa.schema(
    [
        *required(path=STRING, file_hash=STRING, file_size=pa.int64(), file_mtime_ns=pa.int64(), chunks=pa.int64()),
    ]
)


def embed_text(chunk: Chunk, config: SearchConfig) -> str:
    """What the embedder sees for a chunk: "heading: paragraph" (and the previous paragraph, if configured)."""
    text = without_link_syntax(chunk.text)
    head = chunk.heading or chunk.title
    out = f"{head}: {text}" if head else text
    if config.embed_context and chunk.before:
        out = f"{out}\n(after: {without_link_syntax(chunk.before)})"
    return out


def _terms(text: str, stem: bool) -> str:
    return " ".join(search_terms(without_link_syntax(text), stem))


@dataclass
class IndexReport:
    """What one `update_index` did."""

    collective: str
    files_scanned: int = 0
    files_changed: int = 0
    files_deleted: int = 0
    chunks_added: int = 0
    chunks_changed: int = 0
    chunks_removed: int = 0
    chunks_total: int = 0
    texts_embedded: int = 0  # chunk texts sent to the embedder (its cache may still answer them)
    errors: list[str] = field(default_factory=list)
    repaired: list[str] = field(default_factory=list)  # a damaged table or manifest rebuilt from the files (one line)
    seconds: float = 0.0

    def as_dict(self) -> dict[str, Any]:
        return {k: v for k, v in self.__dict__.items()}


def covered(rel: str) -> bool:
    """True for a workspace-relative path search indexes: Markdown under memory/ or digest/, no day index,
    nothing hidden."""
    return (
        rel.split("/", 1)[0] in INDEXED_FOLDERS
        and rel.endswith(".md")
        and not _DAY_INDEX.match(rel)
        and not any(p.startswith(".") for p in rel.split("/"))
    )


def workspace_files(ws: Workspace) -> dict[str, str]:
    """{workspace-relative path: absolute path} of the Markdown files search covers, in path order.

    One `os.scandir` walk (links to folders are not followed, as `rglob` does not); only an entry that is a
    link, or everything under a folder that is itself a link out, is resolved to check it stays in the workspace.
    """
    found: dict[str, str] = {}
    for folder in INDEXED_FOLDERS:
        base = ws.root / folder
        if base.is_dir():
            check_all = base.is_symlink() and not ws.contains(base)
            entries: list[tuple[str, str, bool]] = []
            _markdown_entries(str(base), folder, entries)
            for rel, path, is_link in entries:
                # (the walk gives what `covered` asks but the day-index rule: Markdown, nothing hidden)
                if (is_link or check_all) and not (os.path.isfile(path) and ws.contains(Path(path))):
                    continue  # never a link out of the workspace
                if len(rel) != _DAY_INDEX_LENGTH or not _DAY_INDEX.match(rel):
                    found[rel] = path
    return found


def _markdown_entries(folder: str, rel: str, out: list[tuple[str, str, bool]]) -> None:
    """Append (relative path, path, is a link) of the regular files and links named *.md under `folder` to `out`,
    hidden entries left out, links to folders not followed; each folder's entries in name order (so the whole in
    the order paths sort). File types come from the directory entries: no system call per file."""
    try:
        with os.scandir(folder) as it:
            entries = sorted(it, key=_NAME)
    except OSError:
        return
    for entry in entries:
        name = entry.name
        if name[0] == ".":
            continue
        try:
            if entry.is_dir(follow_symlinks=False):
                _markdown_entries(entry.path, f"{rel}/{name}", out)
            elif name.endswith(".md"):
                link = entry.is_symlink()
                if link or entry.is_file(follow_symlinks=False):
                    out.append((f"{rel}/{name}", entry.path, link))
        except OSError:
            continue


_NAME = attrgetter("name")


class StoredFile(NamedTuple):
    """What the table holds of one file: its content hash, size and mtime_ns when indexed, how many chunks."""

    file_hash: str
    size: int
    mtime_ns: int
    chunks: int


_CONNECTIONS: dict[str, Any] = {}
_CONNECTIONS_LOCK = threading.Lock()


def _connection(uri: str) -> Any:
    """One LanceDB connection per database and process: its caches of table metadata and index pages make a
    process's second update of a table cheaper than its first. Each read still sees the latest version."""
    with _CONNECTIONS_LOCK:
        if uri not in _CONNECTIONS:
            import lancedb

            _CONNECTIONS[uri] = lancedb.connect(uri, read_consistency_interval=timedelta(0))
        return _CONNECTIONS[uri]


class ChunkTable:
    """The `search__<cid>` table of one collective (opened on first use, never at import)."""

    def __init__(self, uri: str, cid: str, dim: int) -> None:
        self.uri, self.cid, self.dim = uri, cid, dim
        self.name = table_name(cid)
        self.manifest_name = "search_files__" + self.name[len(TABLE_PREFIX) :]
        local = "://" not in uri or uri.startswith("file://")
        self.manifest_path = (Path(uri.removeprefix("file://")) / f"{self.manifest_name}.arrow") if local else None
        self._db: Any = None
        self._table: Any = None

    def db(self) -> Any:
        if self._db is None:
            self._db = _connection(self.uri)
        return self._db

    def open(self, create: bool = False) -> Any:
        """The table (opened once; each read sees the latest version); None when it does not exist (and `create`
        is off). A table of an older layout is rebuilt: it only holds what the workspace files give again."""
        if self._table is not None:
            return self._table
        db = self.db()
        schema = chunk_schema(self.dim).with_metadata({OWNER_KEY: self.cid.encode()})
        try:
            table = db.open_table(self.name)
        except (ValueError, FileNotFoundError):
            if not create:
                return None
            table = db.create_table(self.name, schema=schema, exist_ok=True)
        owner = (table.schema.metadata or {}).get(OWNER_KEY)
        if set(table.schema.names) != set(schema.names) or owner != self.cid.encode():
            why = "has an older layout" if owner is None else f"was built for collective {owner.decode()!r}"
            log.warning(
                "search table %s %s; rebuilding it from the workspace files of collective %r", self.name, why, self.cid
            )
            db.drop_table(self.name)
            self.drop_manifest()
            if not create:
                return None
            table = db.create_table(self.name, schema=schema, exist_ok=True)
        self._table = table
        return table

    def stored_files(self, paths: Sequence[str] | None = None) -> dict[str, StoredFile]:
        """{path: StoredFile} of every file in the table (or of `paths` only): one columnar read and one
        group-by, so a scan of 100,000 chunks makes one Python object per file, not per chunk."""
        table = self.open()
        if table is None or (paths is not None and not paths):
            return {}
        query = table.search().select(["path", "file_hash", "file_size", "file_mtime_ns"]).limit(None)
        if paths is not None:
            query = query.where(_in_paths(paths))
        rows = query.to_arrow()
        if not rows.num_rows:
            return {}
        codes = pc.dictionary_encode(rows.column("path").combine_chunks())
        # Every row of a file is written by one update, so its first row's hash and stat are the file's.
        _, first, counts = np.unique(codes.indices.to_numpy(), return_index=True, return_counts=True)
        take = pa.array(first)
        return dict(
            zip(
                codes.dictionary.to_pylist(),
                map(
                    StoredFile,
                    *(rows.column(c).take(take).to_pylist() for c in ("file_hash", "file_size", "file_mtime_ns")),
                    counts.tolist(),
                ),
                strict=False,
            )
        )

    def manifest(self) -> tuple[dict[str, StoredFile], int] | None:
        """(the file state of the whole table, the table version it describes) from the manifest; None when it is
        missing, unreadable or not of the table's current version (then `stored_files()` reads the chunk rows)."""
        table = self.open()
        if table is None or self.manifest_path is None:
            return None
        try:
            with pa.memory_map(str(self.manifest_path)) as source:
                rows = pa.ipc.open_file(source).read_all()
        except (OSError, pa.ArrowInvalid):
            return None
        version = table.version
        stamp = (rows.schema.metadata or {}).get(b"chunk_table_version")
        owner = (rows.schema.metadata or {}).get(OWNER_KEY)
        if (
            rows.schema.remove_metadata() != MANIFEST_SCHEMA
            or stamp != str(version).encode()
            or owner != self.cid.encode()
        ):
            return None
        files = dict(
            zip(
                rows.column("path").to_pylist(),
                map(
                    StoredFile,
                    *(rows.column(c).to_pylist() for c in ("file_hash", "file_size", "file_mtime_ns", "chunks")),
                ),
                strict=False,
            )
        )
        return files, version

    def write_manifest(self, files: dict[str, StoredFile], version: int) -> None:
        """Replace the manifest by `files`, stamped with the chunk table `version` they describe (atomically: a
        reader sees the old manifest or the new one, and a torn file is unreadable, so it is rebuilt)."""
        if self.manifest_path is None:
            return
        if not files:
            self.drop_manifest()
            return
        columns = list(zip(*files.values(), strict=False))
        rows = pa.table(
            [list(files), *columns],
            schema=MANIFEST_SCHEMA.with_metadata({"chunk_table_version": str(version), OWNER_KEY: self.cid.encode()}),
        )
        tmp = self.manifest_path.with_name(f".{self.manifest_path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
        try:
            with pa.OSFile(str(tmp), "wb") as sink, pa.ipc.new_file(sink, rows.schema) as writer:
                writer.write_table(rows)
            os.replace(tmp, self.manifest_path)
        except OSError as exc:  # the manifest only saves reading the chunk rows; they are written
            log.warning("search manifest %s not written (%r); the next scan reads the chunk rows", tmp, exc)
            tmp.unlink(missing_ok=True)

    def drop_manifest(self) -> None:
        if self.manifest_path is not None:
            self.manifest_path.unlink(missing_ok=True)
        self.db().drop_table(self.manifest_name, ignore_missing=True)  # where a version before kept it

    def stored_chunks(
        self, paths: Sequence[str], model_id: str
    ) -> tuple[dict[str, dict[int, str]], dict[str, np.ndarray]]:
        """For those files: {path: {ordinal: chunk_id}} (to count added, changed and removed chunks) and
        {embed_key: vector} of their rows embedded by `model_id` (reused when a paragraph did not change)."""
        table = self.open()
        ids: dict[str, dict[int, str]] = {}
        vectors: dict[str, np.ndarray] = {}
        if table is None or not paths:
            return ids, vectors
        for start in range(0, len(paths), 500):
            rows = (
                table.search()
                .where(_in_paths(paths[start : start + 500]))
                .select(["path", "ordinal", "chunk_id", "embed_key", "embedding_model", "vector"])
                .limit(None)
                .to_arrow()
            )
            for path, ordinal, chunk_id in zip(
                *(rows.column(c).to_pylist() for c in ("path", "ordinal", "chunk_id")), strict=False
            ):
                ids.setdefault(path, {})[ordinal] = chunk_id
            rows = rows.filter(pc.fill_null(pc.equal(rows.column("embedding_model"), model_id), False))
            if rows.num_rows:
                vectors.update(
                    zip(
                        rows.column("embed_key").to_pylist(),
                        _vector_matrix(rows.column("vector"), self.dim),
                        strict=False,
                    )
                )
        return ids, vectors


def _vector_matrix(column: pa.ChunkedArray | pa.Array, dim: int) -> np.ndarray:
    arr = column.combine_chunks() if isinstance(column, pa.ChunkedArray) else column
    if len(arr) == 0:
        return np.zeros((0, dim), dtype=np.float32)
    flat = arr.flatten().to_numpy(zero_copy_only=False)
    return np.ascontiguousarray(flat.reshape(len(arr), dim), dtype=np.float32)


def _rows(
    chunks: Sequence[Chunk],
    file_digest: str,
    stat: tuple[int, int],
    vectors: np.ndarray,
    keys: Sequence[str],
    model_id: str,
    stem: bool,
) -> list[dict[str, Any]]:
    rows = []
    for c, vec, key in zip(chunks, vectors, keys, strict=False):
        rows.append(
            {
                "chunk_id": content_hash(
                    "chunk", c.path, c.ordinal, c.heading, c.text, c.title, c.before, c.after, c.near, c.day, c.anchor
                ),
                "path": c.path,
                "ordinal": c.ordinal,
                "heading": c.heading,
                "text": c.text,
                "title": c.title,
                "anchor": c.anchor,
                "day": c.day,
                "terms": _terms(c.text, stem),
                "title_terms": _terms(f"{c.title} {c.heading}", stem),
                "links": json.dumps([[lk.predicate, lk.target] for lk in c.links], ensure_ascii=False),
                "file_hash": file_digest,
                "file_size": stat[0],
                "file_mtime_ns": stat[1],
                "embed_key": key,
                "vector": vec,
                "embedding_model": model_id,
            }
        )
    return rows


def update_index(
    ws: Workspace,
    cid: str,
    lancedb_uri: str,
    embedder: Embedder,
    config: SearchConfig = DEFAULT_CONFIG,
    paths: Sequence[str] | None = None,
) -> IndexReport:
    """Bring collective `cid`'s search table in step with its workspace `ws`; see the module docstring.

    `paths` (workspace-relative) limits the update to those files, for a caller
    that knows what changed (a file that no longer exists is removed); by
    default every file under memory/ and digest/ is checked.
    A file that cannot be read (not UTF-8, broken frontmatter) is reported in
    `errors` and its previously indexed chunks are kept as they were.
    """
    with _gc_paused():
        return _update(ws, cid, lancedb_uri, embedder, config, paths)  # its objects are freed before GC resumes


def _update(
    ws: Workspace, cid: str, lancedb_uri: str, embedder: Embedder, config: SearchConfig, paths: Sequence[str] | None
) -> IndexReport:
    started = time.perf_counter()
    report = IndexReport(collective=cid)
    store = ChunkTable(lancedb_uri, cid, embedder.dim)
    state, base_version, manifest_read, files, known, changed = _scan(ws, store, paths, report)
    deleted = [rel for rel in known if rel not in files]
    report.files_changed, report.files_deleted = len(changed), len(deleted)
    version: int | None = base_version
    if changed or deleted:
        version = _write_changes(store, embedder, config, changed, deleted, known, base_version, report)
    if version is not None and (paths is None or manifest_read) and (not manifest_read or changed or deleted):
        for rel in deleted:
            del state[rel]
        for rel, (digest, stat, chunks) in changed.items():
            if chunks:
                state[rel] = StoredFile(digest, stat[0], stat[1], len(chunks))
            else:  # no rows, so the chunk table does not know it either
                state.pop(rel, None)
        store.write_manifest(state, version)
    table = store.open()
    report.chunks_total = int(table.count_rows()) if table is not None else 0  # cheap: from the table's metadata
    report.seconds = round(time.perf_counter() - started, 4)
    return report


@contextmanager
def _gc_paused() -> Iterator[None]:
    """No cyclic garbage collection inside: a scan makes tens of thousands of short-lived acyclic objects (paths,
    stats, manifest rows), and in a process holding the model each collection they trigger walks every object
    it has (measured: 50-100 ms spikes on a 50 ms scan). Reference counting still frees them; a cycle made
    meanwhile waits for the next collection after."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


Changes = dict[str, tuple[str, tuple[int, int], list[Chunk]]]


def _scan(
    ws: Workspace, store: ChunkTable, paths: Sequence[str] | None, report: IndexReport
) -> tuple[dict[str, StoredFile], int, bool, dict[str, str], dict[str, StoredFile], Changes]:
    """What is stored (whole table, the version it is of, whether it came from the manifest), the files to
    check, the stored state of those, and the changed files with their hash, stat and chunks."""
    wanted = None if paths is None else sorted({ws.rel(ws.resolve(p, "search path")) for p in paths})
    manifest = store.manifest()
    if manifest is not None:
        state, base_version = manifest
    else:
        table = store.open()
        base_version = table.version if table is not None else 0
        state = store.stored_files(wanted)
        if table is not None:  # the manifest table a version before kept (with a copy per update) goes
            store.db().drop_table(store.manifest_name, ignore_missing=True)
    if wanted is None:
        files = workspace_files(ws)
        known = state
    else:
        files = {rel: str(ws.root / rel) for rel in wanted if covered(rel) and (ws.root / rel).is_file()}
        known = {rel: state[rel] for rel in wanted if rel in state}
    report.files_scanned = len(files)
    changed: Changes = {}
    for rel, path in files.items():
        stored = known.get(rel)
        try:
            st = os.stat(path)
            if stored is not None and stored.size == st.st_size and stored.mtime_ns == st.st_mtime_ns:
                continue  # same size and modification time (ns) as when indexed: not read again
            digest = file_hash(path)
        except OSError as exc:
            report.errors.append(f"{rel}: unreadable, previous chunks kept: {exc}")
            continue
        if stored is not None and stored.file_hash == digest:
            continue  # touched, not changed
        try:
            chunks = chunk_markdown(rel, Path(path).read_text(encoding="utf-8"))
        except (UnicodeDecodeError, FrontmatterError, OSError) as exc:
            report.errors.append(f"{rel}: not indexed, previous chunks kept: {exc}")
            continue
        changed[rel] = (digest, (st.st_size, st.st_mtime_ns), chunks)
    return state, base_version, manifest is not None, files, known, changed


def _write_changes(
    store: ChunkTable,
    embedder: Embedder,
    config: SearchConfig,
    changed: Changes,
    deleted: list[str],
    known: dict[str, StoredFile],
    base_version: int,
    report: IndexReport,
) -> int | None:
    """Replace the rows of the changed files and delete those of the deleted ones; count what changed in
    `report`. Returns the table version the rows are now at, or None when another writer committed in between
    (then no manifest can say what the table holds)."""
    stored_ids, reuse = store.stored_chunks(sorted(set(changed) & set(known)), embedder.model_id)
    new_rows: list[dict[str, Any]] = []
    for rel, (digest, stat, chunks) in changed.items():
        texts = [embed_text(c, config) for c in chunks]
        keys = [content_hash("search-embed", embedder.model_id, t) for t in texts]
        missing = [i for i, k in enumerate(keys) if k not in reuse]
        vectors = np.zeros((len(chunks), embedder.dim), dtype=np.float32)
        for i, k in enumerate(keys):
            if k in reuse:
                vectors[i] = reuse[k]
        if missing:
            vectors[missing] = embedder.embed([texts[i] for i in missing])
            report.texts_embedded += len(missing)
        rows = _rows(chunks, digest, stat, vectors, keys, embedder.model_id, config.stemming)
        new_rows += rows
        before = stored_ids.get(rel, {})
        after = {r["ordinal"]: r["chunk_id"] for r in rows}
        report.chunks_added += sum(1 for o in after if o not in before)
        report.chunks_changed += sum(1 for o, c in after.items() if o in before and before[o] != c)
        report.chunks_removed += sum(1 for o in before if o not in after)
    for rel in deleted:
        report.chunks_removed += known[rel].chunks
    if store.open() is None:  # the first update: its commits start after the table's creation
        base_version = store.open(create=True).version
    table = store.open()
    gone = sorted(set(changed) & set(known)) + deleted
    batch = content_hash("search-batch", time.time_ns(), len(new_rows))
    for row in new_rows:
        row["batch"] = batch
    # New rows first, then the old rows of those files (any batch but this one): a search in between sees
    # a changed file twice for a moment, never missing. (A LanceDB merge_insert does the same in one commit
    # but joins the whole table: 220 ms at 100,000 chunks against 13 ms for add + delete.)
    versions = []
    if new_rows:
        versions.append(table.add(pa.Table.from_pylist(new_rows, schema=chunk_schema(embedder.dim))).version)
    for start in range(0, len(gone), 500):
        versions.append(table.delete(f"({_in_paths(gone[start : start + 500])}) AND batch != {sql_str(batch)}").version)
    # Each commit right after the one before: nobody else wrote between the state read and now.
    in_step = versions == list(range(base_version + 1, base_version + 1 + len(versions)))
    _ensure_path_index(table)
    _compact(table)
    return table.version if in_step else None  # housekeeping moves the version, not the rows


def _in_paths(paths: Iterable[str]) -> str:
    return "path IN (" + ", ".join(sql_str(p) for p in paths) + ")"


def _ensure_path_index(table: Any) -> None:
    """A B-tree index on `path`: finding one file's rows (to replace or delete them) reads a few pages."""
    try:
        if not any("path" in (getattr(ix, "columns", None) or []) for ix in table.list_indices()):
            from lancedb.index import BTree

            table.create_index("path", config=BTree())
    except Exception as exc:  # noqa: BLE001 - an index only makes updates faster; the rows are written
        log.warning("search table %s: no index on path (%r); updates scan the table", getattr(table, "name", "?"), exc)


def _compact(table: Any) -> None:
    try:
        if table.stats()["fragment_stats"]["num_fragments"] > 32:
            table.optimize(cleanup_older_than=timedelta(days=1))  # also brings new rows into the path index
    except Exception as exc:  # noqa: BLE001 - compaction is housekeeping; the rows are written
        log.warning("search table %s: compaction skipped: %r", getattr(table, "name", "?"), exc)


# --- the in-memory searchable form ------------------------------------------------------------------------------
_ROW_ATTRIBUTES = {
    "path": "path",
    "ordinal": "ordinal",
    "heading": "heading",
    "text": "text",
    "title": "title",
    "anchor": "anchor",
    "day": "day",
    "links": "link_json",
    "embedding_model": "embedding_model",
    "batch": "batch",
}  # column -> LoadedIndex attribute


def _kept_plus(old: np.ndarray, keep: np.ndarray, new: np.ndarray) -> np.ndarray:
    """The rows of `old` that `keep` marks, then `new`, in one new array (one allocation: on a VM, touching a
    fresh 150 MB costs more than copying into it)."""
    kept = int(keep.sum())
    out = np.empty((kept + len(new), old.shape[1]), dtype=old.dtype)
    np.compress(keep, old, axis=0, out=out[:kept])
    out[kept:] = new
    return out


def _row_lists(rows: pa.Table) -> dict[str, list[Any]]:
    return {name: rows.column(name).to_pylist() for name in _ROW_ATTRIBUTES}


def _neighbours(path: list[str], ordinal: list[int]) -> tuple[dict[str, list[int]], np.ndarray, np.ndarray]:
    """{path: its rows by ordinal}, and the row of each row's previous / next paragraph in the same file (the
    row itself at a file's edge)."""
    n = len(path)
    by_path: dict[str, list[int]] = {}
    for i, p in enumerate(path):
        by_path.setdefault(p, []).append(i)
    prev_row, next_row = np.arange(n), np.arange(n)
    for rows_of in by_path.values():
        rows_of.sort(key=ordinal.__getitem__)
        for first, second in zip(rows_of, rows_of[1:], strict=False):
            next_row[first], prev_row[second] = second, first
    return by_path, prev_row, next_row


def _term_counts(
    rows: pa.Table, day: list[str], prev_row: np.ndarray, next_row: np.ndarray, config: SearchConfig
) -> tuple[Any, list[str]]:
    """Weighted term counts (CSR, rows x terms) and the terms: tf = tf(paragraph) + w_title tf(title and
    heading) + w_day tf(day phrases) + w_before tf(previous paragraph) + w_after tf(next) + w_near tf(two away).

    The terms come from one Arrow dictionary encoding of the split term columns, and the neighbours' counts
    from shifting the paragraph matrix by a row, so 100,000 chunks cost no Python loop over tokens.
    """
    from scipy import sparse

    n = rows.num_rows
    day_terms = {d: " ".join(search_terms(day_phrases(d), config.stemming)) for d in set(day) if d}
    columns = [
        (rows.column("terms"), 1.0),
        (rows.column("title_terms"), config.title_weight),
        (pa.chunked_array([pa.array([day_terms.get(d or "", "") for d in day], pa.string())]), config.day_weight),
    ]
    tokens, row_ids, field_ids = [], [], []
    for f, (column, _) in enumerate(columns):
        lists = pc.split_pattern(pc.fill_null(column, ""), " ").combine_chunks()
        tokens.append(lists.flatten())
        row_ids.append(np.repeat(np.arange(n), np.diff(lists.offsets.to_numpy())))
        field_ids.append(np.full(len(tokens[-1]), f, np.int8))
    all_tokens = pa.concat_arrays(tokens)
    keep = pc.not_equal(all_tokens, "").to_numpy(zero_copy_only=False) if len(all_tokens) else np.zeros(0, bool)
    encoded = pc.dictionary_encode(all_tokens.filter(pa.array(keep)))
    terms = encoded.dictionary.to_pylist()
    cols = encoded.indices.to_numpy(zero_copy_only=False).astype(np.int64)
    rows_i, fields = np.concatenate(row_ids)[keep], np.concatenate(field_ids)[keep]
    shape = (n, max(len(terms), 1))

    def field(f: int) -> Any:
        sel = fields == f
        return sparse.csr_matrix((np.ones(int(sel.sum()), np.float32), (rows_i[sel], cols[sel])), shape=shape)

    body = field(0)
    tf = body + config.title_weight * field(1) + config.day_weight * field(2)
    rows_all = np.arange(n)
    prev2, next2 = prev_row[prev_row], next_row[next_row]
    for weight, source, present in (
        (config.before_weight, prev_row, prev_row != rows_all),
        (config.after_weight, next_row, next_row != rows_all),
        (config.near_weight, prev2, (prev_row != rows_all) & (prev2 != prev_row)),
        (config.near_weight, next2, (next_row != rows_all) & (next2 != next_row)),
    ):
        if weight > 0 and present.any():
            shift = sparse.csr_matrix(
                (np.full(int(present.sum()), weight, np.float32), (rows_all[present], source[present])), shape=(n, n)
            )
            tf = tf + shift @ body
    tf = sparse.csr_matrix(tf, dtype=np.float32)
    tf.eliminate_zeros()
    return tf, terms


def _bm25_weights(tf: Any, config: SearchConfig) -> Any:
    """BM25 weights (CSC, rows x terms) of the term counts: document frequency and lengths over these rows."""
    from scipy import sparse

    n = tf.shape[0]
    lengths = np.asarray(tf.sum(axis=1)).ravel()
    avg = float(lengths.mean()) if n else 1.0
    df = np.bincount(tf.indices, minlength=tf.shape[1]).astype(np.float32)
    idf = np.log(1.0 + (n - df + 0.5) / (df + 0.5)).astype(np.float32)
    k1, b = config.bm25_k1, config.bm25_b
    norm = (k1 * (1 - b + b * lengths / max(avg, 1e-9))).astype(np.float32)
    row_of = np.repeat(np.arange(n), np.diff(tf.indptr))
    data = (tf.data * (k1 + 1) / (tf.data + norm[row_of]) * idf[tf.indices]).astype(np.float32)
    return sparse.csr_matrix((data, tf.indices, tf.indptr), shape=tf.shape).tocsc()  # (the counts' structure)


class LoadedIndex:
    """One collective's chunks as arrays: a BM25 weight matrix (chunks x terms) and the vector matrix.

    Built from every row of the table, or by `patched` from the one loaded before and the rows an update
    wrote since: rows of the files it replaced or deleted are dropped, its new rows appended, and the BM25
    weights recomputed from the kept term counts, so the result ranks as a full load of the same rows would.
    """

    def __init__(self, rows: pa.Table, dim: int, config: SearchConfig) -> None:
        started = time.perf_counter()
        n = rows.num_rows
        vectors = _vector_matrix(rows.column("vector"), dim) if n else np.zeros((0, dim), np.float32)
        self._set_rows(config, _row_lists(rows), vectors)
        self.counts, terms = _term_counts(rows, self.day, self.prev_row, self.next_row, config)
        self.vocab = {t: j for j, t in enumerate(terms)}
        self.basis = self.reduced = None
        if n > REDUCE_ABOVE:
            # Principal directions from the covariance of a sample (an eigen-decomposition of 384 x 384; a full
            # SVD of the sample took 20 s on a busy 2-core machine).
            sample = self.vectors[np.random.default_rng(0).choice(n, size=min(n, 4096), replace=False)]
            centred = (sample - sample.mean(axis=0)).astype(np.float64)
            _, eigvecs = np.linalg.eigh(centred.T @ centred)
            self.basis = np.ascontiguousarray(eigvecs[:, ::-1][:, :REDUCED_DIM], dtype=np.float32)
            self.reduced = np.ascontiguousarray(self.vectors @ self.basis, dtype=np.float32)
        self.bm25 = _bm25_weights(self.counts, config)
        self.rows_since_full = 0
        self.load_seconds = time.perf_counter() - started

    def _set_rows(self, config: SearchConfig, col: dict[str, list[Any]], vectors: np.ndarray) -> None:
        """Every per-row attribute but the term matrices, from the rows' column lists and vectors."""
        self.config = config
        self.path, self.ordinal, self.heading = col["path"], col["ordinal"], col["heading"]
        self.text, self.title, self.anchor, self.day = col["text"], col["title"], col["anchor"], col["day"]
        self.batch, self.embedding_model, self.link_json = col["batch"], col["embedding_model"], col["links"]
        # {row: links} of the rows that have any (most have none)
        self.links = {
            i: [Link(p, t) for p, t in json.loads(x)] for i, x in enumerate(self.link_json) if x and x != "[]"
        }
        self.models = set(self.embedding_model)
        self.vectors = vectors
        self.day_arr = np.array([d or "" for d in self.day], dtype="U10")
        self.by_path, self.prev_row, self.next_row = _neighbours(self.path, self.ordinal)

    @classmethod
    def patched(cls, old: LoadedIndex, keep: np.ndarray, new_rows: pa.Table) -> LoadedIndex:
        """`old` without the rows `keep` leaves out, with `new_rows` (whole files) appended."""
        from scipy import sparse

        started = time.perf_counter()
        config, dim = old.config, old.vectors.shape[1]
        index = cls.__new__(cls)
        fresh = _row_lists(new_rows)
        kept = keep.tolist()
        col = {name: list(compress(getattr(old, attr), kept)) + fresh[name] for name, attr in _ROW_ATTRIBUTES.items()}
        new_vectors = _vector_matrix(new_rows.column("vector"), dim)
        index._set_rows(config, col, _kept_plus(old.vectors, keep, new_vectors))
        # The new rows' term counts, by their own neighbours (a file's rows are all new or all kept), with their
        # terms numbered after the vocabulary's.
        base = len(fresh["path"])
        _, prev_new, next_new = _neighbours(fresh["path"], fresh["ordinal"])
        counts, terms = _term_counts(new_rows, fresh["day"], prev_new, next_new, config)
        vocab = dict(old.vocab)
        for t in terms:
            vocab.setdefault(t, len(vocab))
        remap = np.array([vocab[t] for t in terms], dtype=np.int32)
        counts = sparse.csr_matrix((counts.data, remap[counts.indices], counts.indptr), shape=(base, len(vocab)))
        kept_counts = old.counts[keep]
        kept_counts = sparse.csr_matrix(
            (kept_counts.data, kept_counts.indices, kept_counts.indptr), shape=(kept_counts.shape[0], len(vocab))
        )
        index.counts, index.vocab = sparse.vstack([kept_counts, counts], format="csr"), vocab
        index.basis = old.basis
        index.reduced = (
            None if old.basis is None or old.reduced is None else _kept_plus(old.reduced, keep, new_vectors @ old.basis)
        )
        index.bm25 = _bm25_weights(index.counts, config)
        index.rows_since_full = old.rows_since_full + int((~keep).sum()) + base
        index.load_seconds = time.perf_counter() - started
        return index

    def __len__(self) -> int:
        return len(self.path)

    def vector_ranking(
        self, query_vector: np.ndarray, allowed: np.ndarray | None, n: int, context_weight: float = 0.0
    ) -> np.ndarray:
        """Rows of the `n` chunks closest to the query (cosine; plus `context_weight` x the mean of the
        neighbours' cosines), best first, among `allowed` rows (a boolean mask, None = all)."""
        # einsum, not BLAS: one query is a matrix-vector product, and BLAS threads only wait on a busy machine.
        if self.reduced is None:
            cos = np.einsum("ij,j->i", self.vectors, query_vector)
            among = None
        else:
            approx = np.einsum("ij,j->i", self.reduced, query_vector @ self.basis)
            if allowed is not None:
                approx[~allowed] = -np.inf
            among = top_rows(approx, REDUCED_POOL)
            cos = np.full(len(self), -np.inf, dtype=np.float32)
            cos[among] = np.einsum("ij,j->i", self.vectors[among], query_vector)  # exact, for the pool only
        if context_weight > 0:
            cos = cos + context_weight * 0.5 * (cos[self.prev_row] + cos[self.next_row])
        if among is None:
            among = np.arange(len(self)) if allowed is None else np.flatnonzero(allowed)
        return among[top_rows(cos[among], n)]

    def bm25_scores(self, query_terms: Sequence[str]) -> np.ndarray:
        scores = np.zeros(len(self), dtype=np.float32)
        for t in dict.fromkeys(query_terms):  # a repeated query word counts once
            j = self.vocab.get(t)
            if j is None:
                continue
            lo, hi = self.bm25.indptr[j], self.bm25.indptr[j + 1]
            scores[self.bm25.indices[lo:hi]] += self.bm25.data[lo:hi]
        return scores


def top_rows(scores: np.ndarray, n: int) -> np.ndarray:
    """Positions of the `n` highest finite scores, highest first (ties: lower position first)."""
    if n <= 0:
        return np.zeros(0, dtype=np.int64)
    if np.isfinite(scores).all():  # the common case: select in place, no copy of the scores
        rows = (
            np.argpartition(scores, len(scores) - n)[len(scores) - n :] if len(scores) > n else np.arange(len(scores))
        )
    else:
        rows = np.flatnonzero(np.isfinite(scores))
        if len(rows) > n:
            rows = rows[np.argpartition(-scores[rows], n - 1)[:n]]
    return rows[np.lexsort((rows, -scores[rows]))]


MAX_LOADED = 8
_LOADED: dict[tuple[str, str, tuple], tuple[int, LoadedIndex]] = {}  # (uri, table, ranking) -> (version, index)
_LOADED_LOCK = threading.Lock()


def forget_loaded(lancedb_uri: str, cid: str) -> None:
    """Drop this process's loaded index of `cid` (its table was dropped and is being rebuilt)."""
    name = table_name(cid)
    with _LOADED_LOCK:
        for key in [k for k in _LOADED if k[0] == lancedb_uri and k[1] == name]:
            del _LOADED[key]


def load_index(lancedb_uri: str, cid: str, dim: int, config: SearchConfig = DEFAULT_CONFIG) -> LoadedIndex | None:
    """The searchable form of `cid`'s table (None when it was never indexed), reused while the table is unchanged
    and patched with the files an update wrote (see `LoadedIndex.patched`) when it moved."""
    store = ChunkTable(lancedb_uri, cid, dim)
    table = store.open()
    if table is None:
        return None
    version = table.version
    ranking = (
        config.bm25_k1,
        config.bm25_b,
        config.title_weight,
        config.before_weight,
        config.after_weight,
        config.near_weight,
        config.day_weight,
    )
    key = (lancedb_uri, store.name, ranking)
    with _LOADED_LOCK:
        hit = _LOADED.get(key)
        if hit and hit[0] == version:
            return hit[1]
    pinned = store.db().open_table(store.name)
    pinned.checkout(version)  # every read below sees this one version, whatever is written meanwhile
    from threadpoolctl import threadpool_limits

    # One BLAS/LAPACK thread: on a machine whose cores are busy, waiting threads cost more than they give.
    with threadpool_limits(1), _gc_paused():  # (a load makes a few Python objects per row)
        loaded = _patch(hit[1], pinned) if hit else None
        if loaded is None:
            loaded = LoadedIndex(pinned.to_arrow(), dim, config)
    with _LOADED_LOCK:
        _LOADED.pop(key, None)
        _LOADED[key] = (version, loaded)
        while len(_LOADED) > MAX_LOADED:  # the least recently loaded goes (a process searching many collectives)
            _LOADED.pop(next(iter(_LOADED)))
    return loaded


def _patch(old: LoadedIndex, table: Any) -> LoadedIndex | None:
    """`old` brought up to `table` by the rows written since it was loaded (each file's rows are written by one
    update, under one batch id); None when a full load is due: changes over PATCH_LIMIT of the rows since the
    last full load (the vocabulary only grows, the vector projection was fitted then) or rows that do not add up.
    """
    current = table.search().select(["path", "batch"]).limit(None).to_arrow()
    groups = current.group_by(["path", "batch"]).aggregate([("path", "count")])
    counts = dict(
        zip(
            zip(groups.column("path").to_pylist(), groups.column("batch").to_pylist(), strict=False),
            groups.column("path_count").to_pylist(),
            strict=False,
        )
    )
    keep = np.fromiter(((p, b) in counts for p, b in zip(old.path, old.batch, strict=False)), bool, len(old))
    new_pairs = set(counts) - set(zip(old.path, old.batch, strict=False))
    added = sum(counts[pair] for pair in new_pairs)
    if old.rows_since_full + int((~keep).sum()) + added > PATCH_LIMIT * max(current.num_rows, len(old), 1):
        return None
    if not new_pairs and keep.all():
        return old if len(old) == current.num_rows else None  # compacted or re-indexed: the same rows
    paths = sorted({p for p, _ in new_pairs})
    parts = [
        table.search().where(_in_paths(paths[start : start + 500])).limit(None).to_arrow()
        for start in range(0, len(paths), 500)
    ]
    rows = pa.concat_tables(parts) if parts else table.schema.empty_table()
    if rows.num_rows:
        mine = [
            (p, b) in new_pairs
            for p, b in zip(rows.column("path").to_pylist(), rows.column("batch").to_pylist(), strict=False)
        ]
        rows = rows.filter(pa.array(mine))
    if int(keep.sum()) + rows.num_rows != current.num_rows:
        return None
    return LoadedIndex.patched(old, keep, rows)

"""The search index of one collective, by its former single module's name: every name callers import from
`reverie.search.index` is re-exported from the module that now holds it (see the map in `reverie.search`).

To change a setting of the loaded index in a test, patch the module that reads it: `reverie.search.loaded`
(REDUCE_ABOVE) or `reverie.search.cache` (PATCH_LIMIT); this module only re-exports.
"""

from __future__ import annotations

from reverie.search.cache import _LOADED, forget_loaded, load_index
from reverie.search.loaded import LoadedIndex, top_rows
from reverie.search.manifest import MANIFEST_SCHEMA, StoredFile
from reverie.search.rows import embed_text
from reverie.search.schema import OWNER_KEY, TABLE_PREFIX, chunk_schema, table_name
from reverie.search.table import _CONNECTIONS, ChunkTable
from reverie.search.update import IndexReport, update_index
from reverie.search.walk import covered, workspace_files

__all__ = [
    "MANIFEST_SCHEMA",
    "OWNER_KEY",
    "TABLE_PREFIX",
    "_CONNECTIONS",
    "_LOADED",
    "ChunkTable",
    "IndexReport",
    "LoadedIndex",
    "StoredFile",
    "chunk_schema",
    "covered",
    "embed_text",
    "forget_loaded",
    "load_index",
    "table_name",
    "top_rows",
    "update_index",
    "workspace_files",
]

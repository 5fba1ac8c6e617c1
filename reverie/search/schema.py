"""The search table's name, owner record and row layout.

Table `search__<cid>` in Reverie's LanceDB database holds one row per chunk (path, heading, text, terms, day,
links, the file's content hash, the vector). `<cid>` is the id escaped by `reverie.ids.store_name`, and the table
and its manifest record their collective (OWNER_KEY): one that does not is rebuilt, never read. One table per
collective: nothing one collective wrote can appear in another's results, whatever the filter.
"""

from __future__ import annotations

import pyarrow as pa

from reverie.ids import store_name
from reverie.stores.lance import STRING, optional, required, vector_type

TABLE_PREFIX = "search__"


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

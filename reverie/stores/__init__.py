"""The stores: where the engine keeps what it made.

Modules: `lance` (LanceDB tables: episodes, memory notes), `hotcache` (the
per-role hot cache, SQLite or Redis, and its keys), `catalog` (the files
layer's SQLite catalog under `mem_metadata/`). Nothing here opens a store at import.
"""

"""LanceDB resource: the `episodes` and `memory_notes` tables (and later ones) in one database."""

from __future__ import annotations

import dagster as dg
from pydantic import PrivateAttr

from reverie.config import Settings
from reverie.stores.lance import LanceStore


class LanceDBResource(dg.ConfigurableResource):
    """A LanceDB database: a directory (default `data/lancedb`) or an object-storage URI."""

    uri: str | None = None
    _store: LanceStore | None = PrivateAttr(default=None)

    @property
    def store(self) -> LanceStore:
        if self._store is None:
            self._store = LanceStore(self.uri or Settings().lancedb_path)
        return self._store

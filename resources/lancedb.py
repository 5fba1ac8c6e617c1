"""LanceDB resource: the `episodes` and `memory_notes` tables (and later ones) in one database."""

from __future__ import annotations

from typing import Optional

import dagster as dg
from pydantic import PrivateAttr

from reverie.config import Settings
from reverie.stores.lance import LanceStore


class LanceDBResource(dg.ConfigurableResource):
    """A LanceDB database: a directory (default `data/lancedb`) or an object-storage URI."""

    uri: Optional[str] = None
    _store: Optional[LanceStore] = PrivateAttr(default=None)

    @property
    def store(self) -> LanceStore:
        if self._store is None:
            self._store = LanceStore(self.uri or Settings().lancedb_path)
        return self._store

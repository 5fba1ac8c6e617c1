"""Hot-cache resource: Redis when a URL is configured (or REDIS_URL is set), else embedded SQLite."""

from __future__ import annotations

from dataclasses import replace
from typing import Optional

import dagster as dg
from pydantic import PrivateAttr

from reverie.config import Settings
from reverie.stores.hotcache import HotCache, describe_hot_cache, open_hot_cache


class HotCacheResource(dg.ConfigurableResource):
    """Where memory notes are published for O(1) reads on the prompt path."""

    redis_url: Optional[str] = None
    sqlite_path: Optional[str] = None
    key_template: Optional[str] = None
    ttl_s: Optional[int] = None
    top_n: Optional[int] = None
    _cache: Optional[HotCache] = PrivateAttr(default=None)

    def settings(self) -> Settings:
        env = Settings()
        return replace(
            env,
            redis_url=self.redis_url if self.redis_url is not None else env.redis_url,
            hot_cache_key_template=self.key_template or env.hot_cache_key_template,
            hot_cache_ttl_s=self.ttl_s if self.ttl_s is not None else env.hot_cache_ttl_s,
            hot_cache_top_n=self.top_n if self.top_n is not None else env.hot_cache_top_n,
        )

    @property
    def cache(self) -> HotCache:
        if self._cache is None:
            self._cache = open_hot_cache(self.settings(), timeout_s=5.0, sqlite_path=self.sqlite_path)
        return self._cache

    def describe(self) -> str:
        return describe_hot_cache(self.settings(), self.sqlite_path)

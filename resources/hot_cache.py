"""Hot-cache resource: Redis when a URL is configured (or REDIS_URL is set), else embedded SQLite."""

from __future__ import annotations

import dagster as dg
from pydantic import PrivateAttr

from reverie.config import Settings
from reverie.stores.hotcache import HotCache, describe_hot_cache, open_hot_cache


class HotCacheResource(dg.ConfigurableResource):
    """Where memory notes are published for O(1) reads on the prompt path."""

    redis_url: str | None = None
    sqlite_path: str | None = None
    key_template: str | None = None
    ttl_s: int | None = None
    top_n: int | None = None
    _cache: HotCache | None = PrivateAttr(default=None)

    def settings(self) -> Settings:
        """The environment's settings with this resource's fields (those set) on top."""
        overrides = {
            "redis_url": self.redis_url,
            "hot_cache_key_template": self.key_template or None,
            "hot_cache_ttl_s": self.ttl_s,
            "hot_cache_top_n": self.top_n,
        }
        settings = Settings(**{k: v for k, v in overrides.items() if v is not None})
        # redis_url="" chooses SQLite even when REDIS_URL is set (a blank value elsewhere means "the default")
        return settings.model_copy(update={"redis_url": ""}) if self.redis_url == "" else settings

    @property
    def cache(self) -> HotCache:
        if self._cache is None:
            self._cache = open_hot_cache(self.settings(), timeout_s=5.0, sqlite_path=self.sqlite_path)
        return self._cache

    def describe(self) -> str:
        return describe_hot_cache(self.settings(), self.sqlite_path)

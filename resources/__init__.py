"""Dagster resources over Reverie's real systems; each is usable without Dagster too."""

from resources.embedder import EmbedderResource
from resources.hot_cache import HotCacheResource
from resources.lancedb import LanceDBResource
from resources.llm import LLMResource
from resources.settings import ReverieSettings

__all__ = ["EmbedderResource", "HotCacheResource", "LanceDBResource", "LLMResource", "ReverieSettings"]

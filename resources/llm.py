"""LLM resource: litellm when a model is configured (REVERIE_LLM_MODEL), else offline summaries."""

from __future__ import annotations

import dagster as dg

from reverie.config import Settings
from reverie.llm import LLMClient
from reverie.reflection.summarise import ExtractiveSummariser, LLMSummariser, Summariser


class LLMResource(dg.ConfigurableResource):
    """`model` is any litellm model name; empty means the deterministic offline path."""

    model: str | None = None
    api_base: str | None = None
    timeout_s: float | None = None

    def client(self) -> LLMClient | None:
        """A new client (so an outage seen by an earlier step or attempt is tried again), or None offline."""
        env = Settings()
        model = self.model if self.model is not None else env.llm_model
        if not model:
            return None
        return LLMClient(
            model,
            api_base=self.api_base or env.llm_api_base,
            timeout_s=self.timeout_s if self.timeout_s is not None else env.llm_timeout_s,
            retries=env.llm_retries,
            backoff_s=env.llm_retry_backoff_s,
        )

    def summariser(self, embed=None) -> Summariser:
        """litellm summaries when a model is set; else extractive (centroid-aware when given `embed`)."""
        client = self.client()
        return LLMSummariser(client) if client else ExtractiveSummariser(embed)

"""The litellm client every LLM-calling step uses: asks for JSON, validates, retries once."""

from __future__ import annotations

import json
import logging
import os
import re
from typing import Callable, TypeVar

log = logging.getLogger(__name__)
T = TypeVar("T")
_FENCE = re.compile(r"^```(?:json)?\s*|\s*```$", re.IGNORECASE)


class LLMAnswerError(RuntimeError):
    """The model's answers were not the JSON asked for (after the retry)."""


class LLMClient:
    """A litellm model name (any provider, e.g. `openai/gpt-4o-mini`) and optional api_base."""

    def __init__(self, model: str, api_base: str = "", api_key: str = "", timeout_s: float = 60.0,
                 max_tokens: int = 400) -> None:
        if not model:
            raise ValueError("LLMClient needs a model name (REVERIE_LLM_MODEL)")
        self.model = model
        self.api_base = api_base or None
        self.api_key = api_key or os.environ.get("REVERIE_LLM_API_KEY") or None
        self.timeout_s = timeout_s
        self.max_tokens = max_tokens

    def complete(self, system: str, user: str) -> str:
        # litellm fetches a model price list over the network at import unless told to use its bundled copy.
        os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
        import litellm

        response = litellm.completion(
            model=self.model,
            messages=[{"role": "system", "content": system}, {"role": "user", "content": user}],
            api_base=self.api_base,
            api_key=self.api_key,
            timeout=self.timeout_s,
            max_tokens=self.max_tokens,
            temperature=0,
            num_retries=0,
        )
        return response.choices[0].message.content or ""

    def complete_json(self, system: str, user: str, validate: Callable[[object], T], attempts: int = 2) -> T:
        """Ask for JSON and return `validate(parsed)`; one retry, then LLMAnswerError."""
        problems: list[str] = []
        prompt = user
        for attempt in range(attempts):
            raw = self.complete(system, prompt)
            try:
                return validate(json.loads(_FENCE.sub("", raw.strip())))
            except (json.JSONDecodeError, ValueError) as exc:
                problems.append(f"attempt {attempt + 1}: {exc} (answer began {raw[:80]!r})")
                log.warning("LLM %s gave an invalid answer: %s", self.model, problems[-1])
                prompt = user + "\n\nYour previous answer was not valid: " + str(exc) + ". Reply with the JSON object only."
        raise LLMAnswerError(f"{self.model} did not return the JSON asked for: " + "; ".join(problems))

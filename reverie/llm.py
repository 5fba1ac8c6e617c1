"""The litellm client every LLM-calling step uses, and the two ways an LLM call fails.

- `LLMAnswerError` (a content failure): the model answered, but still not the
  JSON asked for after one retry (or it refused this one input). It is about
  one item: the caller skips that item, reports it, and goes on.
- `LLMUnavailableError` (an outage): authentication, connection, timeout, rate
  limit after retries, a model or provider that does not exist. It is not
  about one item: the caller stops, keeps every stored memory as it was, and
  fails the step with the cause and how many items it hit (`LLMOutage`); a
  retry policy runs the step again later.

After the first outage a client refuses further calls (raising the same
cause at once), so a step does not wait out one timeout per item on a dead
provider; the next step or retry makes a new client and tries again.
"""

from __future__ import annotations

import json
import logging
import os
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

from reverie.errors import ReverieError, ServiceOutage

log = logging.getLogger(__name__)
T = TypeVar("T")
_FENCE = re.compile(r"^```(?:json)?\s*|\s*```$", re.IGNORECASE)
_CREDENTIALS = re.compile(r"missing credentials|api[_ ]key|unauthori[sz]ed|invalid.{0,20}key", re.IGNORECASE)
# litellm reports some transport failures as InternalServerError; its message still says what happened.
_CONNECTION = re.compile(
    r"connection (?:error|refused|reset|aborted)|remote end closed|server disconnected|"
    r"name or service not known",
    re.IGNORECASE,
)
_TIMEOUT = re.compile(r"timed? ?out\b|timeout", re.IGNORECASE)

# Causes of an outage worth retrying inside one call; the others (authentication, unknown_model, bad_request)
# are configuration and fail at once.
TRANSIENT_CAUSES = ("connection", "timeout", "rate_limit", "provider_error")


class LLMError(ReverieError, RuntimeError):
    """Any failure of an LLM call."""


class LLMAnswerError(LLMError):
    """Content failure: the answers were not the JSON asked for (after the retry), or this input was refused."""


class LLMUnavailableError(LLMError):
    """Outage: the model could not be asked at all (`cause` says why); not tied to one item."""

    def __init__(self, model: str, cause: str, detail: str) -> None:
        self.model, self.cause, self.detail = model, cause, " ".join(str(detail).split())[:500]
        super().__init__(f"LLM {model} unavailable ({cause}): {self.detail}")


def classify_llm_exception(exc: BaseException) -> tuple[str, str]:
    """('answer' | 'unavailable', cause) for an exception raised by `litellm.completion`."""
    from litellm import exceptions as e

    text = str(exc)
    if isinstance(exc, (e.ContextWindowExceededError, e.ContentPolicyViolationError)):
        return "answer", "input refused"
    if isinstance(exc, (e.AuthenticationError, e.PermissionDeniedError)) or _CREDENTIALS.search(text):
        return "unavailable", "authentication"
    if isinstance(exc, e.NotFoundError) or "LLM Provider NOT provided" in text:
        return "unavailable", "unknown_model"
    if isinstance(exc, e.Timeout) or _TIMEOUT.search(text):
        return "unavailable", "timeout"
    if isinstance(exc, e.APIConnectionError) or _CONNECTION.search(text):
        return "unavailable", "connection"
    if isinstance(exc, e.RateLimitError):
        return "unavailable", "rate_limit"
    if isinstance(exc, e.BadRequestError):
        return "unavailable", "bad_request"  # the same request shape fails for every item: a configuration problem
    return "unavailable", "provider_error"


class LLMClient:
    """A litellm model name (any provider, e.g. `openai/gpt-4o-mini`) and optional api_base.

    Transient failures (connection, timeout, rate limit, provider 5xx) are
    retried `retries` times with exponential backoff from `backoff_s` before
    they become an `LLMUnavailableError`.
    """

    def __init__(
        self,
        model: str,
        api_base: str = "",
        api_key: str = "",
        timeout_s: float = 60.0,
        max_tokens: int = 400,
        retries: int = 2,
        backoff_s: float = 2.0,
    ) -> None:
        if not model:
            raise ValueError("LLMClient needs a model name (REVERIE_LLM_MODEL)")
        self.model = model
        self.api_base = api_base or None
        if not api_key:
            from reverie.config import Settings

            api_key = Settings().llm_api_key.get_secret_value()
        self.api_key = api_key or None
        self.timeout_s = timeout_s
        self.max_tokens = max_tokens
        self.retries = max(0, retries)
        self.backoff_s = max(0.0, backoff_s)
        self.outage: LLMUnavailableError | None = None
        self.tokens_used = 0  # prompt + completion tokens the provider reported, over every call of this client

    def complete(self, system: str, user: str) -> str:
        """The model's answer text. Raises LLMUnavailableError (outage) or LLMAnswerError (input refused)."""
        if self.outage is not None:
            raise LLMUnavailableError(self.model, self.outage.cause, f"not called again after: {self.outage.detail}")
        # litellm fetches a model price list over the network at import unless told to use its bundled copy.
        os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
        import litellm

        litellm.suppress_debug_info = True
        for attempt in range(self.retries + 1):
            try:
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
                usage = getattr(response, "usage", None)
                self.tokens_used += int(getattr(usage, "total_tokens", 0) or 0)
                return response.choices[0].message.content or ""
            except Exception as exc:  # noqa: BLE001 - every failure is classified below
                kind, cause = classify_llm_exception(exc)
                if kind == "answer":
                    raise LLMAnswerError(f"{self.model} refused this input ({cause}): {exc}") from exc
                if cause in TRANSIENT_CAUSES and attempt < self.retries:
                    delay = self.backoff_s * 2**attempt
                    log.warning(
                        "LLM %s: %s (%s); retry %d/%d in %.1f s",
                        self.model,
                        cause,
                        type(exc).__name__,
                        attempt + 1,
                        self.retries,
                        delay,
                    )
                    time.sleep(delay)
                    continue
                tries = f" after {attempt + 1} attempts" if attempt else ""
                self.outage = LLMUnavailableError(self.model, cause, f"{type(exc).__name__}{tries}: {exc}")
                raise self.outage from exc
        raise AssertionError("unreachable")

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
                prompt = (
                    user + "\n\nYour previous answer was not valid: " + str(exc) + ". Reply with the JSON object only."
                )
        raise LLMAnswerError(f"{self.model} did not return the JSON asked for: " + "; ".join(problems))


@dataclass
class LLMOutage:
    """What an LLM outage hit during one step: the first error and every item it stopped."""

    error: LLMUnavailableError | None = None
    items: list[str] = field(default_factory=list)

    def record(self, item: str, exc: LLMUnavailableError) -> None:
        if self.error is None:
            self.error = exc
        self.items.append(item)

    def extend(self, other: LLMOutage) -> None:
        if other.error is not None and self.error is None:
            self.error = other.error
        self.items += other.items

    @classmethod
    def across(cls, outages: dict[str, LLMOutage]) -> LLMOutage:
        """One outage of several collectives' (or other scopes'), items prefixed `<scope>/`."""
        total = cls()
        for scope, outage in outages.items():
            if outage:
                total.extend(cls(outage.error, [f"{scope}/{item}" for item in outage.items]))
        return total

    @property
    def hit(self) -> int:
        return len(self.items)

    @property
    def cause(self) -> str:
        return self.error.cause if self.error else ""

    def __bool__(self) -> bool:
        return self.error is not None

    def message(self, what: str, kept: str) -> str:
        """One sentence for the step's failure: cause, how many `what` it hit, what was kept."""
        if self.error is None:
            return ""
        shown = ", ".join(self.items[:5]) + (f", … {self.hit - 5} more" if self.hit > 5 else "")
        return (
            f"LLM {self.error.model} unavailable ({self.error.cause}): {self.error.detail} -- "
            f"{self.hit} {what} not processed ({shown}); {kept}"
        )

    def raise_if_any(self, what: str, kept: str, **figures: object) -> None:
        """Raise `ServiceOutage` if there was an outage: its `message` and, as metadata, the cause (`llm_cause`),
        how many `what` it hit (`<what>_hit`), the first 50 items it hit (`hit`) and `figures`."""
        if self.error is None:
            return
        raise ServiceOutage(
            self.message(what, kept) + ".",
            {"llm_cause": self.cause, f"{what.replace(' ', '_')}_hit": self.hit, "hit": self.items[:50], **figures},
        )

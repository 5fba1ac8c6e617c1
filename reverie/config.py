"""Settings read from the environment at call time (never at import time)."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from reverie.limits import InputLimits

from reverie.ids import safe_id

# The collective used when none is named, unless REVERIE_DEFAULT_COLLECTIVE says otherwise
# (re-exported as reverie.workspace.DEFAULT_COLLECTIVE; the configured one is Settings().default_collective).
DEFAULT_COLLECTIVE = "default"
# The hot-cache key of a (collective, role); REVERIE_HOT_CACHE_KEY overrides it.
DEFAULT_HOT_CACHE_KEY = "acc:{cid}:memory_notes:{role}"


def _env_number(name: str, default, kind: type, what: str):
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        return kind(raw)
    except ValueError as exc:
        raise ValueError(f"environment variable {name}={raw!r} is not {what}") from exc


def _env_int(name: str, default: int) -> int:
    return _env_number(name, default, int, "an integer")


def _env_float(name: str, default: float) -> float:
    return _env_number(name, default, float, "a number")


def _env_optional_int(name: str, default: int | None) -> int | None:
    """An integer, or None for `none`/`off`; unset means the default."""
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    if raw.lower() in {"none", "off", "null"}:
        return None
    return _env_int(name, default or 0)


def _env_bool(name: str, default: bool) -> bool:
    raw = os.environ.get(name, "").strip().lower()
    if not raw:
        return default
    if raw in {"1", "true", "yes", "on"}:
        return True
    if raw in {"0", "false", "no", "off"}:
        return False
    raise ValueError(f"environment variable {name}={raw!r} is not a boolean (use 1/0, true/false, on/off)")


def _env_collective(name: str, default: str) -> str:
    return safe_id(os.environ.get(name, "").strip() or default, f"collective id in environment variable {name}")


def _env_path(name: str, default: str) -> Path:
    return Path(os.environ.get(name, "").strip() or default).expanduser().resolve()


@dataclass(frozen=True)
class Settings:
    """Where Reverie keeps things and how it behaves; every field has an env var."""

    data_dir: Path = field(default_factory=lambda: _env_path("REVERIE_DATA_DIR", "data"))
    inbox_dir: Path = field(default_factory=lambda: _env_path("REVERIE_INBOX_DIR", "inbox"))
    roles_dir: Path = field(default_factory=lambda: _env_path("REVERIE_ROLES_DIR", "roles"))
    # The ROOT of all collectives' workspaces: collective `cid` lives in `<workspace_dir>/<cid>/`.
    workspace_dir: Path = field(default_factory=lambda: _env_path("REVERIE_WORKSPACE", "workspace"))
    # The collective used when none is named (single-tenant use; a legacy root workspace migrates into it).
    default_collective: str = field(
        default_factory=lambda: _env_collective("REVERIE_DEFAULT_COLLECTIVE", DEFAULT_COLLECTIVE)
    )
    lancedb_uri: str = field(default_factory=lambda: os.environ.get("REVERIE_LANCEDB_URI", "").strip())
    redis_url: str = field(default_factory=lambda: os.environ.get("REDIS_URL", "").strip())
    hot_cache_key_template: str = field(
        default_factory=lambda: os.environ.get("REVERIE_HOT_CACHE_KEY", "").strip() or DEFAULT_HOT_CACHE_KEY
    )
    hot_cache_ttl_s: int = field(default_factory=lambda: _env_int("REVERIE_HOT_CACHE_TTL_S", 7 * 86400))
    hot_cache_top_n: int = field(default_factory=lambda: _env_int("REVERIE_HOT_CACHE_TOP_N", 8))
    # Two notes whose summaries' embeddings are at least this close state one lesson: one hot-cache entry.
    hot_cache_same_lesson: float = field(default_factory=lambda: _env_float("REVERIE_HOT_CACHE_SAME_LESSON", 0.5))
    llm_model: str = field(default_factory=lambda: os.environ.get("REVERIE_LLM_MODEL", "").strip())
    llm_api_base: str = field(default_factory=lambda: os.environ.get("REVERIE_LLM_API_BASE", "").strip())
    # Transient LLM failures (connection, timeout, rate limit, 5xx) are retried inside a call this many
    # times, backing off from llm_retry_backoff_s; a step that still fails is retried by its RetryPolicy:
    # step_retries times, the first after step_retry_delay_s, doubling (read when the code location loads).
    llm_timeout_s: float = field(default_factory=lambda: _env_float("REVERIE_LLM_TIMEOUT_S", 60.0))
    llm_retries: int = field(default_factory=lambda: _env_int("REVERIE_LLM_RETRIES", 2))
    llm_retry_backoff_s: float = field(default_factory=lambda: _env_float("REVERIE_LLM_RETRY_BACKOFF_S", 2.0))
    step_retries: int = field(default_factory=lambda: _env_int("REVERIE_STEP_RETRIES", 3))
    step_retry_delay_s: float = field(default_factory=lambda: _env_float("REVERIE_STEP_RETRY_DELAY_S", 60.0))
    embed_backend: str = field(
        default_factory=lambda: os.environ.get("REVERIE_EMBED_BACKEND", "").strip() or "sentence-transformers"
    )
    embed_dtype: str = field(default_factory=lambda: os.environ.get("REVERIE_EMBED_DTYPE", "").strip() or "auto")
    embed_runtime: str = field(
        default_factory=lambda: os.environ.get("REVERIE_EMBED_RUNTIME", "").strip() or "auto"
    )
    embed_cache: bool = field(default_factory=lambda: _env_bool("REVERIE_EMBED_CACHE", True))
    # Cores one process embeds on at once (OpenVINO streams / torch batches in flight); 0 = unset: every core,
    # or a step's share of them under the multiprocess executor (resources.embedder.step_core_share).
    embed_threads: int = field(default_factory=lambda: _env_int("REVERIE_EMBED_THREADS", 0))
    # Converted model graphs (OpenVINO IR), derived from the packaged model: shared by every
    # data directory on the machine, like a download cache, and safe to delete.
    model_cache_dir: Path = field(default_factory=lambda: _env_path(
        "REVERIE_MODEL_CACHE_DIR",
        str(Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "reverie" / "models")))
    # REVERIE_REFLECTION_INTERVAL_S, or the seed design's name ACC_REFLECTION_INTERVAL_S; read on use, so that
    # a conflict between the two fails what reflects on a schedule, not every setting.
    reflection_interval_raw: tuple[str, str] = field(default_factory=lambda: (
        os.environ.get("REVERIE_REFLECTION_INTERVAL_S", "").strip(),
        os.environ.get("ACC_REFLECTION_INTERVAL_S", "").strip()))
    reflection_window_days: int = field(default_factory=lambda: _env_int("REVERIE_REFLECTION_WINDOW_DAYS", 1))
    cluster_threshold: float = field(default_factory=lambda: _env_float("REVERIE_CLUSTER_THRESHOLD", 0.6))
    min_cluster_size: int = field(default_factory=lambda: _env_int("REVERIE_MIN_CLUSTER_SIZE", 2))
    max_inbox_file_bytes: int = field(
        default_factory=lambda: _env_int("REVERIE_MAX_INBOX_FILE_BYTES", 256 * 1024 * 1024)
    )
    timezone: str = field(default_factory=lambda: os.environ.get("REVERIE_TIMEZONE", "").strip() or "UTC")
    # Pre-seeded decision memory (reverie.decisions.hydrate): a folder of JSON files; empty = the packaged set, "off" = none.
    decisions_seed_dir: str = field(default_factory=lambda: os.environ.get("REVERIE_DECISIONS_SEED_DIR", "").strip())

    # Memory as files: flush a session's daily note after this many new user turns (0/None/negative = never
    # automatically; explicit runs still flush), the size limit for resource files, and the file sensors.
    auto_memory_interval: int | None = field(
        default_factory=lambda: _env_optional_int("REVERIE_AUTO_MEMORY_INTERVAL", 5)
    )
    max_resource_bytes: int = field(
        default_factory=lambda: _env_int("REVERIE_MAX_RESOURCE_BYTES", 20 * 1024 * 1024)
    )
    # Bounds on the work one input file may cause (reverie/limits.py); a file over one is refused, naming it.
    max_line_bytes: int = field(default_factory=lambda: _env_int("REVERIE_MAX_LINE_BYTES", 4 << 20))
    max_nesting_depth: int = field(default_factory=lambda: _env_int("REVERIE_MAX_NESTING_DEPTH", 64))
    max_input_nodes: int = field(default_factory=lambda: _env_int("REVERIE_MAX_INPUT_NODES", 1_000_000))
    max_keys: int = field(default_factory=lambda: _env_int("REVERIE_MAX_KEYS", 10_000))
    max_extracted_chars: int = field(default_factory=lambda: _env_int("REVERIE_MAX_EXTRACTED_CHARS", 24_000_000))
    # On by default, as the original design's auto memory and auto resource (pipelines/automation.py).
    file_sensors: bool = field(default_factory=lambda: _env_bool("REVERIE_FILE_SENSORS", True))
    file_sensor_interval_s: int = field(default_factory=lambda: _env_int("REVERIE_FILE_SENSOR_INTERVAL_S", 60))

    # The dream (reverie/dream): the scan window, the units per integration batch (one LLM call's worth), the units
    # one run may integrate (0 = no limit; the rest stay pending for the next run), its schedule, interest topics.
    dream_scan_days: int = field(default_factory=lambda: _env_int("REVERIE_DREAM_SCAN_DAYS", 2))
    dream_max_units: int = field(default_factory=lambda: _env_int("REVERIE_DREAM_MAX_UNITS", 5))
    dream_run_budget: int = field(default_factory=lambda: _env_int("REVERIE_DREAM_RUN_BUDGET", 1000))
    dream_cron: str = field(default_factory=lambda: os.environ.get("REVERIE_DREAM_CRON", "").strip() or "0 23 * * *")
    dream_cron_enabled: bool = field(default_factory=lambda: _env_bool("REVERIE_DREAM_CRON_ENABLED", True))
    # A scheduled dream waits a random 0..REVERIE_DREAM_JITTER_S seconds (default 60) before it starts, so many
    # instances do not all start at the same second; a run started by hand or a backfill does not wait.
    dream_jitter_s: float = field(default_factory=lambda: _env_float("REVERIE_DREAM_JITTER_S", 60.0))
    topic_count: int = field(default_factory=lambda: _env_int("REVERIE_TOPIC_COUNT", 3))
    topic_diversity_days: int = field(default_factory=lambda: _env_int("REVERIE_TOPIC_DIVERSITY_DAYS", 7))

    @property
    def input_limits(self) -> "InputLimits":
        from reverie.limits import InputLimits
        return InputLimits.from_settings(self)

    @property
    def reflection_interval_s(self) -> int:
        """Seconds between reflection ticks (0 = off). ValueError naming both names when they disagree."""
        ours, seed = self.reflection_interval_raw
        values = {}
        for name, raw in (("REVERIE_REFLECTION_INTERVAL_S", ours), ("ACC_REFLECTION_INTERVAL_S", seed)):
            if raw:
                try:
                    values[name] = int(raw)
                except ValueError as exc:
                    raise ValueError(f"environment variable {name}={raw!r} is not an integer") from exc
        if len(set(values.values())) > 1:
            raise ValueError(f"REVERIE_REFLECTION_INTERVAL_S={ours} and ACC_REFLECTION_INTERVAL_S={seed} are both set "
                             "and differ; set one of them (ACC_REFLECTION_INTERVAL_S is an alias)")
        value = next(iter(values.values()), 0)
        if value < 0:
            raise ValueError(f"the reflection interval must be >= 0 seconds, got {value}")
        return value

    @property
    def lancedb_path(self) -> str:
        return self.lancedb_uri or str(self.data_dir / "lancedb")

    @property
    def episode_inbox(self) -> Path:
        """Where agents drop episode JSONL files: `<inbox_dir>/episodes/`."""
        return self.inbox_dir / "episodes"

    @property
    def hot_cache_sqlite_path(self) -> Path:
        return self.data_dir / "hotcache.db"

    def public_dict(self) -> dict[str, object]:
        """Every field as JSON-ready values, with any password in a URL masked: what a run was configured with."""
        out: dict[str, object] = {}
        for name in self.__dataclass_fields__:
            value = getattr(self, name)
            if isinstance(value, Path):
                value = str(value)
            elif isinstance(value, str) and "://" in value:
                value = re.sub(r"(://[^:/@]*:)[^@]+@", r"\1***@", value)
            out[name] = value
        return out


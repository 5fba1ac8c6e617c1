"""Settings: one typed model of every `REVERIE_*` variable, read from the environment when built (never at import).

`Settings()` reads the environment each time it is called; `Settings(field=value)` overrides a field (a
resource's configuration does this). A field is one declaration: its type, its default and a description;
its variable is `REVERIE_<FIELD>` unless `validation_alias` names another. `reverie settings --markdown`
prints the reference generated from this model (committed as docs/settings.md).
"""

from __future__ import annotations

import os
import re
import string
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

from pydantic import (
    AfterValidator,
    AliasChoices,
    BeforeValidator,
    Field,
    SecretStr,
    ValidationError,
    field_validator,
    model_validator,
)
from pydantic_settings import BaseSettings, SettingsConfigDict

from reverie.errors import ReverieError
from reverie.ids import safe_id

if TYPE_CHECKING:
    from reverie.limits import InputLimits

# The collective used when none is named, unless REVERIE_DEFAULT_COLLECTIVE says otherwise
# (re-exported as reverie.workspace.DEFAULT_COLLECTIVE; the configured one is Settings().default_collective).
DEFAULT_COLLECTIVE = "default"
# The hot-cache key of a (collective, role); REVERIE_HOT_CACHE_KEY overrides it.
DEFAULT_HOT_CACHE_KEY = "acc:{cid}:memory_notes:{role}"


class SettingsError(ReverieError, ValueError):
    """A setting's value is not valid: the message names the variable and the value, on one line."""


def _resolved_path(value: Path) -> Path:
    return Path(value).expanduser().resolve()


def _optional_int(value: Any) -> Any:
    """`none`/`off`/`null` mean no value."""
    if isinstance(value, str) and value.strip().lower() in {"none", "off", "null"}:
        return None
    return value


# A directory: `~` expanded and made absolute against the working directory when the settings are read.
DirPath = Annotated[Path, AfterValidator(_resolved_path)]
OptionalInt = Annotated[int | None, BeforeValidator(_optional_int)]


def _model_cache_default() -> Path:
    return _resolved_path(Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "reverie" / "models")


def _reflection_interval_from_env() -> tuple[str, str]:
    return (
        os.environ.get("REVERIE_REFLECTION_INTERVAL_S", "").strip(),
        os.environ.get("ACC_REFLECTION_INTERVAL_S", "").strip(),
    )


def _env(*names: str) -> Any:
    """The variable(s) a field reads instead of `REVERIE_<FIELD>` (the first one set wins)."""
    return AliasChoices(*names) if len(names) > 1 else names[0]


class Settings(BaseSettings):
    """Where Reverie keeps things and how it behaves; every field has an environment variable."""

    model_config = SettingsConfigDict(
        env_prefix="REVERIE_", frozen=True, extra="ignore", populate_by_name=True, env_ignore_empty=True
    )

    # -- where things live
    data_dir: DirPath = Field(
        Path("data"), validate_default=True, description="LanceDB, the SQLite hot cache, catalogs."
    )
    inbox_dir: DirPath = Field(
        Path("inbox"), validate_default=True, description="Where agents drop inputs: `<inbox_dir>/episodes/`."
    )
    roles_dir: DirPath = Field(Path("roles"), validate_default=True, description="Role configs: `<role>/role.yaml`.")
    workspace_dir: DirPath = Field(
        Path("workspace"),
        validate_default=True,
        validation_alias=_env("REVERIE_WORKSPACE"),
        description="Root of the memory-as-files workspaces, one folder per collective: `<workspace_dir>/<cid>/`.",
    )
    default_collective: str = Field(
        DEFAULT_COLLECTIVE,
        description="The collective used when none is named (single-tenant use; a legacy root workspace migrates "
        "into it).",
    )
    lancedb_uri: str = Field(
        "", description="A LanceDB directory or an object-store URI; empty = `<data_dir>/lancedb`."
    )

    # -- the hot cache
    redis_url: str = Field(
        "",
        validation_alias=_env("REDIS_URL"),
        description="Redis for the hot cache; empty = embedded SQLite at `<data_dir>/hotcache.db`.",
    )
    hot_cache_key_template: str = Field(
        DEFAULT_HOT_CACHE_KEY,
        validation_alias=_env("REVERIE_HOT_CACHE_KEY"),
        description="The hot-cache key of a (collective, role): `{cid}` and `{role}` are filled in; both must be "
        "there once each, apart (a template without `{cid}` would give every collective one key).",
    )
    hot_cache_ttl_s: int = Field(7 * 86400, description="Lifetime of a hot-cache entry, in seconds (7 days).")
    hot_cache_top_n: int = Field(8, description="Hot-cache entries (distinct lessons) per (collective, role) key.")
    hot_cache_same_lesson: float = Field(
        0.5,
        description="Two notes whose summaries' embeddings are at least this close state one lesson: one "
        "hot-cache entry.",
    )
    recent_episodes_days: int = Field(
        30,
        description="RECENT_RELEVANT_EPISODES in a prompt: the agent's episodes of the last this many days, kept "
        "per agent in the hot cache.",
    )
    recent_episodes_min_similarity: float = Field(
        0.25,
        description="Episodes less similar to the task than this (cosine) are left out of "
        "RECENT_RELEVANT_EPISODES; an empty block is left out of the message.",
    )
    prompt_memory_timeout_s: float = Field(
        0.25,
        description="Seconds the prompt path waits for memory reads (notes and recent episodes); past it the "
        "message is built from what was read by then, silently.",
    )

    # -- the LLM and step retries
    llm_model: str = Field(
        "", description="A litellm model name for summaries; empty = the deterministic offline path."
    )
    llm_api_base: str = Field(
        "", description="The LLM's API base URL (an OpenAI-compatible server); empty = the provider's default."
    )
    llm_api_key: SecretStr = Field(SecretStr(""), description="The LLM provider's API key (masked in run metadata).")
    llm_timeout_s: float = Field(60.0, description="Seconds one LLM call may take.")
    llm_retries: int = Field(
        2,
        description="Transient LLM failures (connection, timeout, rate limit, 5xx) are "
        "retried inside a call this many times.",
    )
    llm_retry_backoff_s: float = Field(2.0, description="The first back-off between those retries, in seconds.")
    step_retries: int = Field(
        3,
        description="Retries of LLM-calling and publishing steps (doubling, jittered), read each time such a "
        "step runs; it also bounds the retries of a step whose process died.",
    )
    step_retry_delay_s: float = Field(
        60.0,
        description="Seconds before the first step retry; each later one waits twice as long. A retry after a "
        "step's process died waits a fixed 10 s (doubling) instead, set when the code location loads.",
    )

    executor: str = Field(
        "",
        description="How runs execute steps: unset = one subprocess per step; `celery` = on "
        "Celery workers (docs/operations.md); read when the code location loads.",
    )

    # -- embeddings
    embed_backend: str = Field(
        "sentence-transformers",
        description="The embedder: `sentence-transformers` "
        "(all-MiniLM-L6-v2, offline); `hash` = deterministic fallback (explicit only).",
    )
    embed_dtype: str = Field(
        "auto", description="Precision: `auto` (bf16 where the CPU has it and a self-test passes), `fp32` or `bf16`."
    )
    embed_runtime: str = Field("auto", description="Runtime: `auto` (OpenVINO, else torch), `openvino` or `torch`.")
    embed_cache: bool = Field(
        True,
        description="Reuse vectors of texts already embedded by the same model and "
        "precision (the `embedding_cache` table).",
    )
    embed_threads: int = Field(
        0,
        description="Cores one process embeds on at once; 0 = every core, or a step's share of them under the "
        "multiprocess executor.",
    )
    model_cache_dir: DirPath = Field(
        default_factory=_model_cache_default,
        description="Converted model graphs (OpenVINO IR), shared by every data directory on the machine and safe "
        "to delete; default `$XDG_CACHE_HOME/reverie/models` (`~/.cache/reverie/models`).",
    )

    # -- reflection
    reflection_interval_raw: tuple[str, str] = Field(
        default_factory=_reflection_interval_from_env,
        description="REVERIE_REFLECTION_INTERVAL_S, or its alias ACC_REFLECTION_INTERVAL_S: seconds between "
        "reflection ticks (0 = off); read on use, so a conflict between the two fails what reflects on "
        "a schedule, not every setting.",
        json_schema_extra={"env": ["REVERIE_REFLECTION_INTERVAL_S", "ACC_REFLECTION_INTERVAL_S"], "default_doc": "0"},
    )
    reflection_window_days: int = Field(1, description="Days of episodes one reflection partition reads.")
    cluster_threshold: float = Field(0.6, description="Cosine at which greedy clustering puts two episodes together.")
    min_cluster_size: int = Field(2, description="Episodes a cluster needs to become a memory note.")
    max_inbox_file_bytes: int = Field(
        256 * 1024 * 1024, description="Larger episode/session inbox files are refused whole."
    )
    timezone: str = Field(
        "UTC", description='Time zone of note dates ("today", turns\' timestamps) and the dream schedule.'
    )
    decisions_seed_dir: str = Field(
        "",
        description="Pre-seeded decision memory (reverie.decisions.hydrate): a folder of JSON files; empty = the "
        "packaged set, `off` = none.",
    )

    # -- memory as files
    auto_memory_interval: OptionalInt = Field(
        5,
        description="Flush a session's daily note after this many new user turns (`none`/0/negative = never "
        "automatically; explicit runs still flush).",
    )
    max_resource_bytes: int = Field(20 * 1024 * 1024, description="Larger resource files are refused.")
    max_line_bytes: int = Field(4 << 20, description="Longer JSONL lines (and resource lines) are refused.")
    max_nesting_depth: int = Field(
        64, description="Lists/mappings nested deeper are refused (JSON, YAML, frontmatter)."
    )
    max_input_nodes: int = Field(1_000_000, description="Values in one document, YAML aliases counted each time used.")
    max_keys: int = Field(10_000, description="Keys in one mapping.")
    max_extracted_chars: int = Field(
        24_000_000, description="Text taken from one file (alias-expanded strings included)."
    )
    file_sensors: bool = Field(
        True, description="`0` starts resource_sensor and session_sensor STOPPED (auto memory and auto resource)."
    )
    file_sensor_interval_s: int = Field(60, description="Seconds between file sensor ticks.")
    search_sensor: bool = Field(
        True,
        description="search_sensor refreshes every collective's search index from "
        "changed memory/ and digest/ files each file-sensor tick; `0` "
        "starts it STOPPED.",
    )
    search_refresh: bool = Field(
        False,
        description="reverie.search.search() refreshes the collective's changed "
        "files before answering (`search(refresh=True)` per call; cost in "
        "docs/search.md).",
    )

    # -- the dream
    dream_scan_days: int = Field(2, description="The dream's scan window: day D and the days before it.")
    dream_max_units: int = Field(5, description="Units per integration batch (one LLM call's worth).")
    dream_run_budget: int = Field(
        1000, description="Units one dream run may integrate (0 = no limit; the rest stay pending for the next run)."
    )
    dream_cron: str = Field("0 23 * * *", description="dream_schedule's cron, in REVERIE_TIMEZONE.")
    dream_cron_enabled: bool = Field(True, description="`0` starts dream_schedule STOPPED.")
    dream_jitter_s: float = Field(
        60.0,
        description="A scheduled dream waits a random 0 to this many seconds before "
        "it starts, so many instances do not start at the same second; a "
        "run started by hand or a backfill does not wait.",
    )
    topic_count: int = Field(3, description="Interest topics written per day.")
    topic_diversity_days: int = Field(7, description="Days a topic is not chosen again.")

    def __init__(self, **values: Any) -> None:
        try:
            super().__init__(**values)
        except ValidationError as exc:
            raise SettingsError(_describe_errors(exc, values)) from None

    @model_validator(mode="before")
    @classmethod
    def _strip_strings(cls, data: Any) -> Any:
        """Values are stripped; a blank value means the default, as an unset variable does."""
        if not isinstance(data, dict):
            return data
        out = {}
        for key, value in data.items():
            if isinstance(value, str):
                value = value.strip()
                if not value:
                    continue
            out[key] = value
        return out

    @field_validator("default_collective")
    @classmethod
    def _collective_id(cls, value: str) -> str:
        return safe_id(value, "collective id")

    @field_validator("hot_cache_key_template")
    @classmethod
    def _key_template(cls, value: str) -> str:
        """`{cid}` and `{role}` once each, apart: one key per (collective, role), never one key for two."""
        try:
            parts = list(string.Formatter().parse(value))
        except ValueError as exc:
            raise ValueError(f"is not a key template ({exc})") from None
        fields = [f for _, f, _, _ in parts if f is not None]
        if sorted(fields) != ["cid", "role"] or any(spec or conv for _, f, spec, conv in parts if f is not None):
            raise ValueError(
                f"must contain {{cid}} and {{role}} once each and no other field (found "
                f"{fields or 'none'}), e.g. {DEFAULT_HOT_CACHE_KEY!r}"
            )
        between = parts[1][0] if len(parts) > 1 else ""
        if not re.search(r"[^A-Za-z0-9_.\-]", between):
            raise ValueError(
                "needs a separator that no id can contain (such as ':') between {cid} and {role}, or "
                "two collectives could share a key"
            )
        return value

    @property
    def input_limits(self) -> InputLimits:
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
                    raise SettingsError(f"environment variable {name}={raw!r} is not an integer") from exc
        if len(set(values.values())) > 1:
            raise SettingsError(
                f"REVERIE_REFLECTION_INTERVAL_S={ours} and ACC_REFLECTION_INTERVAL_S={seed} are both "
                "set and differ; set one of them (ACC_REFLECTION_INTERVAL_S is an alias)"
            )
        value = next(iter(values.values()), 0)
        if value < 0:
            raise SettingsError(f"the reflection interval must be >= 0 seconds, got {value}")
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
        for name in type(self).model_fields:
            value = getattr(self, name)
            if isinstance(value, SecretStr):
                value = "***" if value.get_secret_value() else ""
            elif isinstance(value, Path):
                value = str(value)
            elif isinstance(value, str) and "://" in value:
                value = re.sub(r"(://[^:/@]*:)[^@]+@", r"\1***@", value)
            out[name] = value
        return out


def env_names(name: str) -> list[str]:
    """The environment variable(s) field `name` of Settings reads, first one first."""
    info = Settings.model_fields[name]
    extra = info.json_schema_extra
    names = extra.get("env") if isinstance(extra, dict) else None
    if isinstance(names, list):
        return [str(v) for v in names]
    alias = info.validation_alias
    if isinstance(alias, AliasChoices):
        return [str(choice) for choice in alias.choices]
    if isinstance(alias, str):
        return [alias]
    return [f"REVERIE_{name.upper()}"]


_PLAIN = {
    "int_parsing": "is not an integer",
    "float_parsing": "is not a number",
    "bool_parsing": "is not a boolean (use 1/0, true/false, on/off)",
}


def _describe_errors(exc: ValidationError, given: dict[str, Any]) -> str:
    """One line per invalid value (joined by `; `): `environment variable NAME='value' is not an integer`."""
    by_key = {}
    for field_name in Settings.model_fields:
        for key in (field_name, *env_names(field_name)):
            by_key[key.lower()] = field_name
    parts = []
    for err in exc.errors():
        key = str(err["loc"][0]) if err["loc"] else ""
        field_name = by_key.get(key.lower(), key)
        names = env_names(field_name) if field_name in Settings.model_fields else [key]
        where = (
            f"setting {field_name}"
            if field_name in given
            else f"environment variable {next((n for n in names if os.environ.get(n)), names[0])}"
        )
        reason = _PLAIN.get(err["type"]) or str(err["msg"]).removeprefix("Value error, ")
        parts.append(
            f"{where}={err.get('input')!r} {reason}"
            if err["type"] in _PLAIN
            else f"{where}={err.get('input')!r}: {reason}"
        )
    return "; ".join(parts)


def settings_markdown() -> str:
    """The settings reference (docs/settings.md): one row per field, generated from the model."""
    lines = [
        "# Settings",
        "",
        "Every setting is an environment variable, read when a command, a run or an agent call builds",
        "`reverie.config.Settings()` (never at import time). A blank value means the default. This page is",
        "generated from the model: `reverie settings --markdown > docs/settings.md` (a test compares them).",
        "",
        "| Variable | Field | Type | Default | What it does |",
        "|---|---|---|---|---|",
    ]
    for name, info in Settings.model_fields.items():
        extra = info.json_schema_extra if isinstance(info.json_schema_extra, dict) else {}
        if "default_doc" in extra:
            default = str(extra["default_doc"])
        elif info.default_factory is not None:
            default = "see description"
        else:
            default = str(info.default) if info.default != "" else "(empty)"
        kind = _type_name(info.annotation)
        variables = " or ".join(f"`{n}`" for n in env_names(name))
        description = (info.description or "").replace("|", "\\|")
        kind = kind.replace("|", "or")
        lines.append(f"| {variables} | `{name}` | {kind} | `{default}` | {description} |".replace("``", "`(empty)`"))
    return "\n".join(lines) + "\n"


def _type_name(annotation: Any) -> str:
    text = getattr(annotation, "__name__", None) or str(annotation)
    text = re.sub(r"typing\.|pathlib\.|<class '([^']+)'>", r"\1", text)
    return {"Annotated": "path", "Path": "path", "SecretStr": "secret"}.get(text, text)

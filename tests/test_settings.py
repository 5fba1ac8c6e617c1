"""The settings model: read at call time, one-line errors naming the variable, a generated reference in docs/."""

from pathlib import Path

import dagster as dg
import pytest

from pipelines.cli import main
from pipelines.definitions import env_configured
from resources import HotCacheResource, ReverieSettings
from reverie.config import Settings, SettingsError, env_names, settings_markdown
from reverie.errors import ReverieError

ROOT = Path(__file__).resolve().parents[1]


def test_the_committed_settings_reference_is_the_models() -> None:
    committed = (ROOT / "docs" / "settings.md").read_text(encoding="utf-8")
    assert committed == settings_markdown(), (
        "docs/settings.md differs from reverie.config.Settings: run `reverie settings --markdown > docs/settings.md`"
    )


def test_every_setting_is_typed_described_and_listed() -> None:
    reference = settings_markdown()
    for name, info in Settings.model_fields.items():
        assert info.annotation is not None and info.description, f"Settings.{name} needs a type and a description"
        assert all(f"`{variable}`" in reference for variable in env_names(name))
    assert "`REVERIE_MIN_CLUSTER_SIZE`" in reference and "`ACC_REFLECTION_INTERVAL_S`" in reference


def test_settings_read_the_environment_when_built(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("REVERIE_WORKSPACE", f" {tmp_path} ")
    monkeypatch.setenv("REVERIE_HOT_CACHE_TTL_S", "60")
    monkeypatch.setenv("REVERIE_AUTO_MEMORY_INTERVAL", "off")
    monkeypatch.setenv("REVERIE_EMBED_BACKEND", "")
    s = Settings()
    assert (s.workspace_dir, s.hot_cache_ttl_s, s.auto_memory_interval) == (tmp_path.resolve(), 60, None)
    assert s.embed_backend == "sentence-transformers", "a blank variable means the default"
    monkeypatch.setenv("REVERIE_HOT_CACHE_TTL_S", "61")
    assert Settings().hot_cache_ttl_s == 61 and s.hot_cache_ttl_s == 60
    assert Settings(hot_cache_ttl_s=5).hot_cache_ttl_s == 5, "a keyword overrides the environment"
    with pytest.raises(Exception):  # frozen: # noqa: B017 (pydantic's own ValidationError)
        s.hot_cache_ttl_s = 1  # type: ignore[misc]


@pytest.mark.parametrize(
    ("variable", "value", "message"),
    [
        ("REVERIE_HOT_CACHE_TOP_N", "eight", "environment variable REVERIE_HOT_CACHE_TOP_N='eight' is not an integer"),
        ("REVERIE_CLUSTER_THRESHOLD", "high", "environment variable REVERIE_CLUSTER_THRESHOLD='high' is not a number"),
        ("REVERIE_FILE_SENSORS", "maybe", "environment variable REVERIE_FILE_SENSORS='maybe' is not a boolean"),
    ],
)
def test_a_bad_value_names_the_variable_and_the_value(
    monkeypatch: pytest.MonkeyPatch, variable: str, value: str, message: str
) -> None:
    monkeypatch.setenv(variable, value)
    with pytest.raises(SettingsError) as caught:
        Settings()
    assert message in str(caught.value) and "\n" not in str(caught.value)
    assert isinstance(caught.value, ValueError) and isinstance(caught.value, ReverieError)


def test_the_cli_prints_a_bad_setting_once(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture) -> None:
    monkeypatch.setenv("REVERIE_MAX_KEYS", "lots")
    assert main(["settings"]) == 2
    out = capsys.readouterr().out
    assert "REVERIE_MAX_KEYS='lots' is not an integer" in out and "Traceback" not in out


@pytest.mark.integration
def test_resources_name_the_variables_they_read(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("REVERIE_WORKSPACE", str(tmp_path))
    monkeypatch.setenv("REVERIE_HOT_CACHE_TTL_S", "90")
    monkeypatch.delenv("REVERIE_TIMEZONE", raising=False)
    settings = env_configured(ReverieSettings)
    assert isinstance(settings.workspace_dir, dg.EnvVar) and settings.workspace_dir.env_var_name == "REVERIE_WORKSPACE"
    assert settings.timezone is None, "an unset variable is left to the settings' default"

    @dg.asset
    def probe(settings: ReverieSettings, hot_cache: HotCacheResource) -> dg.MaterializeResult:
        return dg.MaterializeResult(
            metadata={"workspace": str(settings.resolved().workspace_dir), "ttl": hot_cache.settings().hot_cache_ttl_s}
        )

    result = dg.materialize([probe], resources={"settings": settings, "hot_cache": env_configured(HotCacheResource)})
    metadata = result.asset_materializations_for_node("probe")[0].metadata
    assert metadata["workspace"].value == str(tmp_path.resolve()) and metadata["ttl"].value == 90
    assert ReverieSettings(timezone="Europe/Paris").resolved().timezone == "Europe/Paris"

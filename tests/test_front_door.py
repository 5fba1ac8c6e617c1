"""`import reverie`: the agent's calls from one cheap import; every deliberate error shares ReverieError."""

import subprocess
import sys
from pathlib import Path

import pytest

import reverie
from reverie.errors import ReverieError

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.integration  # starts another process
def test_import_reverie_loads_nothing_heavy() -> None:
    code = (
        "import sys, reverie; heavy = [m for m in ('lancedb', 'torch', 'litellm', 'dagster', 'pyarrow') "
        "if m in sys.modules]; print(heavy)"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_the_front_door_gives_the_agent_calls() -> None:
    from reverie.agent import record_episodes
    from reverie.config import Settings
    from reverie.decisions import DecisionMemory
    from reverie.reflection.prompt import build_user_message
    from reverie.search import search
    from reverie.stores.hotcache import read_memory_notes

    assert reverie.record_episodes is record_episodes and reverie.build_user_message is build_user_message
    assert reverie.read_memory_notes is read_memory_notes and reverie.DecisionMemory is DecisionMemory
    assert reverie.Settings is Settings and callable(reverie.search) and reverie.search.search is search
    with pytest.raises(AttributeError, match="no attribute 'nothing_here'"):
        reverie.nothing_here  # noqa: B018 (the attribute access is the test)


def test_search_through_the_front_door_is_the_search_call(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REVERIE_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("REVERIE_EMBED_BACKEND", "hash")
    assert reverie.search("anything at all", collective="nobody") == [], "no index yet: no hits"
    with pytest.raises(ReverieError, match="query"):
        reverie.search("   ", collective="nobody")


def test_every_deliberate_error_is_a_reverie_error_and_keeps_its_base() -> None:
    from pipelines.graphql import GraphQLError
    from reverie.config import SettingsError
    from reverie.decisions.records import DecisionInputError
    from reverie.dream.integrate import UnitFailed
    from reverie.dream.nodes import NodeFormatError
    from reverie.dream.run import DreamBusyError
    from reverie.episodes import EpisodeError
    from reverie.files.sessions import TurnError
    from reverie.frontmatter import FrontmatterError
    from reverie.ids import InvalidIdError
    from reverie.limits import InputLimitError, NonFiniteNumberError
    from reverie.llm import LLMAnswerError, LLMError, LLMUnavailableError
    from reverie.roles import RoleConfigError
    from reverie.search.evaluate import EvalDataError
    from reverie.search.query import SearchQueryError
    from reverie.workspace import WorkspacePathError

    value_errors = [
        SettingsError,
        DecisionInputError,
        NodeFormatError,
        EpisodeError,
        TurnError,
        FrontmatterError,
        InvalidIdError,
        InputLimitError,
        NonFiniteNumberError,
        RoleConfigError,
        EvalDataError,
        SearchQueryError,
        WorkspacePathError,
    ]
    runtime_errors = [GraphQLError, DreamBusyError, LLMError, LLMAnswerError, LLMUnavailableError]
    for cls in [*value_errors, *runtime_errors, UnitFailed]:
        assert issubclass(cls, ReverieError), cls
    assert all(issubclass(cls, ValueError) for cls in value_errors)
    assert all(issubclass(cls, RuntimeError) for cls in runtime_errors)

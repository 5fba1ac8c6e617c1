"""Bugs the linter and the type checker found, pinned by what a user would see."""

import logging
import math

import pytest

from reverie.files.resource_scan import _walk


def test_a_folder_that_cannot_be_listed_is_logged_and_skipped(tmp_path, caplog: pytest.LogCaptureFixture) -> None:
    missing = tmp_path / "resource" / "gone"
    with caplog.at_level(logging.WARNING, logger="reverie.files.resource_scan"):
        assert list(_walk(str(missing), "resource/gone")) == []
    assert f"cannot list {missing}" in caplog.text


def test_an_episode_without_a_reward_number_is_judged_by_its_outcome() -> None:
    from reverie.reflection.reflect import has_lesson_signal

    assert not has_lesson_signal({"reward": math.nan, "outcome": "filed the report"})
    assert has_lesson_signal({"reward": math.nan, "outcome": "the upload timed out"})
    assert has_lesson_signal({"reward": 0.1, "outcome": "filed the report"})

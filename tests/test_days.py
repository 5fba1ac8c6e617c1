"""One day for one instant (reverie/days.py): sessions and episodes agree, days are zero-padded ISO dates, and
timestamps before 1970 or more than a day ahead are refused with the file and line named.

Through the real CLI (`reverie files record`) and the real episode store (LanceDB).
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from pipelines.cli import main
from reverie.config import Settings
from reverie.days import DayError, check_instant, day_of, iso_day
from reverie.embedding.model import HashEmbedder
from reverie.episodes import episode_from_dict, read_episode_file
from reverie.stores.lance import LanceStore

LATE_EVENING = "2026-11-28T23:30-05:00"  # 2026-11-29T04:30Z
EPISODE = {
    "cid": "acme",
    "agent_id": "ingester-1",
    "role_label": "ingester",
    "ts": LATE_EVENING,
    "title": "Ingest report.pdf",
    "text": "The ingester ran out of memory on a 40MB PDF.",
}


def record(tmp_path: Path, capsys, *turns: dict) -> tuple[int, str]:
    path = tmp_path / "turns.jsonl"
    path.write_text("".join(json.dumps(t) + "\n" for t in turns), encoding="utf-8")
    rc = main(["files", "record", "s1", str(path), "--collective", "acme"])
    return rc, " ".join(capsys.readouterr().out.split())


def dialog_days() -> list[str]:
    dialog = Settings().workspace_dir / "acme" / "mem_session" / "dialog" / "s1.jsonl"
    return [json.loads(line)["day"] for line in dialog.read_text(encoding="utf-8").splitlines() if line.strip()]


@pytest.mark.parametrize(
    "tz, day", [("America/New_York", "2026-11-28"), ("UTC", "2026-11-29"), ("Asia/Tokyo", "2026-11-29")]
)
def test_a_session_turn_and_an_episode_at_one_instant_get_one_day(
    reverie_env: Path, monkeypatch, capsys, tz: str, day: str
) -> None:
    monkeypatch.setenv("REVERIE_TIMEZONE", tz)
    rc, out = record(
        reverie_env,
        capsys,
        {"id": "m1", "role": "user", "content": "Split PDFs over 10MB.", "created_at": LATE_EVENING},
    )
    assert rc == 0, out
    assert dialog_days() == [day]
    store, embedder = LanceStore(Settings().lancedb_path), HashEmbedder()
    episode = episode_from_dict(EPISODE)
    assert store.add_episodes([episode], embedder.embed([episode.embedding_text]), embedder.model_id) == 1
    assert store.episodes_for_days(day, day).column("day").to_pylist() == [day]


def test_days_are_zero_padded_iso_dates() -> None:
    assert iso_day(datetime(1, 1, 1).date()) == "0001-01-01"
    assert day_of(datetime(1970, 1, 1, tzinfo=UTC), "UTC") == "1970-01-01"
    assert day_of(datetime(2026, 3, 8, 6, 59, tzinfo=UTC), "America/New_York") == "2026-03-08"  # DST day


@pytest.mark.parametrize(
    "ts", ["0001-01-01T00:00:00Z", "1969-12-31T23:59:59Z", "2286-11-20T17:46:40Z", -1, 9_999_999_999]
)
def test_timestamps_before_1970_or_in_the_future_are_refused_naming_the_file_and_line(
    reverie_env: Path, capsys, ts
) -> None:
    inbox = reverie_env / "episodes.jsonl"
    good = {**EPISODE, "ts": "2026-11-20T10:00:00Z"}
    inbox.write_text(json.dumps(good) + "\n" + json.dumps({**EPISODE, "ts": ts}) + "\n", encoding="utf-8")
    report = read_episode_file(inbox, 1 << 20)
    assert len(report.episodes) == 1 and len(report.errors) == 1
    assert f"{inbox}:2" in report.errors[0] or f"{inbox.name}:2" in report.errors[0], report.errors
    assert "1970" in report.errors[0] or "future" in report.errors[0]
    rc, out = record(reverie_env, capsys, {"id": "m1", "role": "user", "content": "ok", "created_at": ts})
    assert rc == 1 and "turns.jsonl:1: created_at" in out and ("1970" in out or "future" in out), out


def test_a_day_ahead_is_accepted_and_no_more() -> None:
    now = datetime(2026, 11, 28, 12, tzinfo=UTC)
    assert check_instant(now + timedelta(hours=23), now=now) == now + timedelta(hours=23)
    with pytest.raises(DayError, match="future"):
        check_instant(now + timedelta(days=1, seconds=1), now=now)


@pytest.mark.parametrize("tz", ["Pacific/Kiritimati", "UTC", "Pacific/Pago_Pago"])  # UTC+14 .. UTC-11
def test_todays_day_is_a_partition_in_every_timezone(tz: str) -> None:
    from assets.partitions import daily_partitions
    from reverie.days import today

    assert today(tz) in daily_partitions.get_partition_keys()

"""Behaviour the store shard's seeded mutation samples (issue 43, seeds 43, 2612, 2613, 2614 and
2615, and the training seed 2714) found unpinned."""

import json
import os
from datetime import UTC, datetime

import pytest
from pydantic import ValidationError
from test_store_statistics import ended_with

from everdell_desktop.store import (
    AchievementBook,
    AchievementStore,
    CampaignStore,
    SettingsStore,
    StatisticsStore,
    mode_of,
)
from everdell_desktop.store.saves import seat_labels
from everdell_desktop.store.settings import SeatDefault, Settings


def test_a_game_the_coach_helped_in_is_a_mode_of_its_own():
    assert mode_of({"players": 2}, assisted=True) == "2p+coach"
    assert mode_of({"solo": "koto", "difficulty": "hard"}, assisted=True) == "solo:koto:hard+coach"
    assert mode_of({"players": 2}) == "2p"


def test_a_first_start_has_not_offered_the_tutorial_yet(paths):
    """A new player's settings (no file): the guided first game is still to be offered, the AI
    waits the grace period rather than for End turn, and final moves are confirmed."""
    settings = SettingsStore(paths).load()
    assert settings.tutorial_offered is False
    assert settings.tutorial_steps == {}
    assert settings.confirm_end_of_turn is False
    assert settings.confirm_final_moves is True
    assert settings.grace_seconds == 2.0


def test_a_file_damaged_after_loading_is_kept_aside_when_the_settings_are_saved(paths):
    """Saving re-reads the file under the lock: one damaged since it was loaded (another
    process, a disk error) is moved to .bak before the new settings are written, not lost."""
    store = SettingsStore(paths)
    settings = store.load()
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_text("{ not json")
    settings.text_scale = 1.2
    store.save(settings)
    assert store.backup_path.read_text() == "{ not json"
    assert SettingsStore(paths).load().text_scale == 1.2
    assert "kept as settings.json.bak" in store.problem


def test_a_default_seat_name_is_at_most_40_characters():
    assert SeatDefault(name="x" * 40).name == "x" * 40
    with pytest.raises(ValidationError):
        SeatDefault(name="x" * 41)


# --- seed 2612 -------------------------------------------------------------------------------


def test_the_counted_games_keep_the_newest_2000_ids(paths):
    """A game is counted once by its id; the ids kept are bounded: the 2000 newest."""
    store = AchievementStore(paths)
    older = [f"game-{n}" for n in range(2000)]
    store.save(AchievementBook(counted=older))
    store.record("duo", [], 10, game_id="newest")
    assert store.load().counted == [*older[1:], "newest"]


def test_a_campaign_file_is_written_as_format_version_1(paths):
    CampaignStore(paths).record_attempt("journey", "ch1", won=True, score=12, game_id="g1")
    assert json.loads(paths.campaign.read_text(encoding="utf-8"))["schema_version"] == 1


def test_an_unreadable_save_is_listed_unfinished_with_its_error_at_the_files_time(saves, paths):
    paths.saves.mkdir(parents=True)
    damaged = paths.saves / "damaged.json"
    damaged.write_text("{ not a save")
    os.utime(damaged, (1_700_000_000, 1_700_000_000))
    [entry] = saves.entries()
    assert (entry.name, entry.game, entry.seats, entry.finished) == ("damaged", "?", (), False)
    assert entry.error and entry.summary == entry.error
    assert entry.saved_at == datetime(2023, 11, 14, 22, 13, 20, tzinfo=UTC)


@pytest.mark.skipif(os.name != "posix", reason="a symbolic link needs no privilege on POSIX")
def test_a_save_whose_time_cannot_be_read_is_dated_the_epoch(saves, paths):
    paths.saves.mkdir(parents=True)
    (paths.saves / "gone.json").symlink_to(paths.saves / "nowhere.json")
    [entry] = saves.entries()
    assert entry.error and entry.saved_at == datetime(1970, 1, 1, tzinfo=UTC)


def test_seats_with_no_names_and_no_agents_are_numbered_from_1(finished):
    record, _state = finished
    assert seat_labels(record.model_copy(update={"meta": {}})) == ("Player 1", "Player 2")


def test_a_default_seat_kind_is_at_most_40_characters():
    assert SeatDefault(name="Ana", kind="k" * 40).kind == "k" * 40
    with pytest.raises(ValidationError):
        SeatDefault(name="Ana", kind="k" * 41)


# --- seed 2613 -------------------------------------------------------------------------------


def test_a_campaign_keeps_the_newest_200_counted_game_ids(paths):
    """A campaign's game is counted once by its id; the ids kept are bounded: the 200 newest."""
    store = CampaignStore(paths)
    older = [f"game-{n}" for n in range(200)]
    store.set_data("journey", {"counted_games": older})
    store.record_attempt("journey", "ch1", won=False, score=3, game_id="newest")
    assert store.progress("journey").data["counted_games"] == [*older[1:], "newest"]


def test_a_statistics_file_is_written_as_format_version_1(paths):
    record, state = ended_with((12, 9), (0, 0))
    assert StatisticsStore(paths).record_game(record, state)
    assert json.loads(paths.statistics.read_text(encoding="utf-8"))["schema_version"] == 1


# --- seed 2614 -------------------------------------------------------------------------------


def test_a_game_with_the_coach_allowed_but_never_asked_counts_as_unassisted(paths):
    """Allowing the coach is not using it: with 0 hints the game joins the plain "2p" mode."""
    record, state = ended_with((12, 9), (0, 0))
    record.meta["coach"] = {"enabled": True, "hints": 0}
    store = StatisticsStore(paths)
    assert store.record_game(record, state)
    assert store.load().stats("tinygame", "2p").played == 1
    assert store.load().stats("tinygame", "2p+coach").played == 0


# --- seed 2615 (after its measurement) --------------------------------------------------------


@pytest.mark.parametrize(
    ("scale", "kept"), [(0.79, False), (0.8, True), (1.6, True), (1.61, False)]
)
def test_the_text_scale_goes_from_four_fifths_to_eight_fifths(scale, kept):
    """View > Text size offers 80 % to 160 %; a settings file asking for more or less is
    refused, not used."""
    if kept:
        assert Settings(text_scale=scale).text_scale == scale
    else:
        with pytest.raises(ValidationError):
            Settings(text_scale=scale)


# --- training seed 2714 -----------------------------------------------------------------------


def test_a_file_held_by_another_instance_is_waited_for_10_seconds(paths, monkeypatch):
    """Saving takes the file's cross-process lock, giving up (an OSError the window reports)
    after 10 seconds: long enough for another instance's write, short enough to tell."""
    taken = []

    class RecordingLock:
        def __init__(self, path, timeout):
            taken.append((path, timeout))

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return False

    monkeypatch.setattr("filelock.FileLock", RecordingLock)
    store = SettingsStore(paths)
    store.save(Settings(text_scale=1.2))
    assert taken == [(store.lock_path, 10.0)]
    assert SettingsStore(paths).load().text_scale == 1.2

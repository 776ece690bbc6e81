"""Behaviour the store shard's seeded mutation sample (issue 43, seed 43) found unpinned."""

import pytest
from pydantic import ValidationError

from everdell_desktop.store import SettingsStore, mode_of
from everdell_desktop.store.settings import SeatDefault


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

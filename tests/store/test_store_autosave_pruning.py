"""Issue 45, part 4: pruning the autosaves of old games never removes a folder it did not fill
(another instance may have just made it) nor a game saved since the one being autosaved began.
File times are set explicitly, so nothing depends on how fast the test runs."""

from __future__ import annotations

import os

import pytest
from store_support import play_tinygame, prefix

from everdell_desktop.store import SAVE_SUFFIX, write_record
from everdell_desktop.store import saves as saves_module

OWN_GAME_BEGAN = 1_000_000


@pytest.fixture(autouse=True)
def two_games_kept(monkeypatch):
    monkeypatch.setattr(saves_module, "AUTOSAVED_GAMES", 2)


def _age(folder, seconds: float) -> None:
    """Give every file in ``folder`` the modification time ``seconds``."""
    for path in folder.iterdir():
        os.utime(path, (seconds, seconds))


def _game(paths, game_id: str, at: float):
    """Another game's folder holding one autosave written at ``at`` (by another instance: this
    store does not prune while it is made)."""
    record, _ = play_tinygame(seed=1, game_id=game_id)
    folder = paths.autosave / game_id
    write_record(folder / f"000001{SAVE_SUFFIX}", prefix(record, 1))
    _age(folder, at)
    return folder


def _own_game(saves):
    """The game being played: its first autosave written at OWN_GAME_BEGAN."""
    record, _ = play_tinygame(seed=2, game_id="own")
    _age(saves.autosave(prefix(record, 1)).path.parent, OWN_GAME_BEGAN)
    return record


def test_older_games_beyond_the_limit_are_still_pruned(saves, paths):
    record = _own_game(saves)
    old = [_game(paths, f"old{n}", OWN_GAME_BEGAN - 100 + n) for n in range(3)]
    saves.autosave(prefix(record, 2))
    assert [folder.exists() for folder in old] == [False, False, True]


def test_the_games_kept_are_the_last_autosaved_whatever_their_names(saves, paths):
    """Training seed 2714: the games are ranked by their newest autosave, not by folder name."""
    record = _own_game(saves)
    old = [
        _game(paths, name, OWN_GAME_BEGAN - at) for name, at in (("a", 98), ("b", 99), ("c", 100))
    ]
    saves.autosave(prefix(record, 2))
    assert [folder.exists() for folder in old] == [True, False, False]


def test_an_empty_folder_another_instance_just_made_is_left(saves, paths):
    record = _own_game(saves)
    _game(paths, "old", OWN_GAME_BEGAN - 100)
    fresh = paths.autosave / "other-instance"
    fresh.mkdir()  # its first autosave is about to be written
    saves.autosave(prefix(record, 2))
    assert fresh.is_dir()


def test_games_saved_since_this_game_began_are_left(saves, paths):
    record = _own_game(saves)
    younger = [_game(paths, f"new{n}", OWN_GAME_BEGAN + 1 + n) for n in range(3)]
    saves.autosave(prefix(record, 2))
    assert all(folder.exists() for folder in younger)


def test_a_file_that_arrives_in_an_old_game_keeps_its_folder(saves, paths, monkeypatch):
    record = _own_game(saves)
    old = [_game(paths, f"old{n}", OWN_GAME_BEGAN - 100 + n) for n in range(2)]
    arriving = old[0] / f"000002{SAVE_SUFFIX}"
    listed = saves_module._autosave_files

    def listed_then_one_arrives(folder):
        files = listed(folder)
        if folder == old[0]:
            arriving.write_text("another instance's newest autosave")
        return files

    monkeypatch.setattr(saves_module, "_autosave_files", listed_then_one_arrives)
    saves.autosave(prefix(record, 2))
    assert sorted(path.name for path in old[0].iterdir()) == [arriving.name]

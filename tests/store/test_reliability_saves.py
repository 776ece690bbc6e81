"""Issue 14: deleting and pruning saves never follows a link or leaves the store's folders,
odd autosave folders never fail an autosave, and huge metadata lists quickly and briefly."""

import json
import os
import time
from pathlib import Path

import pytest
from store_support import play_tinygame, prefix, snapshot

from everdell_desktop.store import SaveStore, StorePaths
from everdell_desktop.store import saves as saves_module

pytestmark = pytest.mark.skipif(os.name != "posix", reason="symbolic links")


@pytest.fixture
def store_with_saves(saves, finished):
    record, _ = finished
    saves.save(prefix(record, 3), "first")
    saves.save(prefix(record, 5), "second")
    return saves


def _autosave_entry(saves):
    (entry,) = [e for e in saves.entries() if e.kind == saves_module.KIND_AUTO]
    return entry


def test_deleting_a_symlinked_autosave_removes_only_the_link(store_with_saves):
    saves = store_with_saves
    folder = saves.paths.autosave / "g1"
    folder.mkdir(parents=True)
    (folder / "000001.json").symlink_to(saves.find("first").path)
    before = snapshot(saves.paths.saves)
    saves.delete(_autosave_entry(saves))
    assert snapshot(saves.paths.saves) == before  # every named save is still there
    assert not folder.exists()


def test_deleting_an_autosave_folder_that_is_a_link_keeps_its_target(store_with_saves, tmp_path):
    saves = store_with_saves
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "000001.json").write_text(saves.find("first").path.read_text())
    (outside / "notes.txt").write_text("mine")
    saves.paths.autosave.mkdir(parents=True)
    (saves.paths.autosave / "g1").symlink_to(outside, target_is_directory=True)
    saves.delete(_autosave_entry(saves))
    assert sorted(p.name for p in outside.iterdir()) == ["000001.json", "notes.txt"]
    assert not (saves.paths.autosave / "g1").exists()


def test_deleting_a_symlinked_save_removes_the_link_not_the_target(store_with_saves, tmp_path):
    saves = store_with_saves
    outside = tmp_path / "precious.json"
    outside.write_text(saves.find("first").path.read_text())
    (saves.paths.saves / "linked.json").symlink_to(outside)
    (entry,) = [e for e in saves.entries() if e.path.name == "linked.json"]
    saves.delete(entry)
    assert outside.exists() and not (saves.paths.saves / "linked.json").is_symlink()


def test_an_entry_outside_the_store_is_refused(store_with_saves, tmp_path):
    saves = store_with_saves
    entry = saves.find("first")
    first = entry.path.name
    save, auto = saves_module.KIND_SAVE, saves_module.KIND_AUTO
    for path, kind in (
        (saves.paths.saves / ".." / "saves" / ".." / "settings.json", save),
        (saves.paths.saves / ".." / "saves" / ".." / "settings.json", auto),
        (tmp_path / "elsewhere" / "x.json", save),
        (tmp_path / "elsewhere" / "x.json", auto),
        (saves.paths.autosave / "g1" / ".." / ".." / "saves" / first, auto),
        (saves.paths.saves / first, auto),  # its folder would be saves/ itself
        (saves.paths.autosave / "g1" / "000001.json", save),
    ):
        moved = type(entry)(**{**_fields(entry), "path": path, "kind": kind})
        with pytest.raises(ValueError, match="not one of this store's"):
            saves.delete(moved)
    assert (saves.paths.saves / first).exists()


def _fields(entry):
    return {name: getattr(entry, name) for name in entry.__dataclass_fields__}


def test_a_dangling_link_in_an_old_autosave_folder_does_not_fail_the_autosave(saves, finished):
    record, _ = finished
    broken = saves.paths.autosave / "old-game"
    broken.mkdir(parents=True)
    (broken / "000001.json").symlink_to(broken / "missing.json")
    (saves.paths.autosave / "loop").symlink_to(saves.paths.autosave / "loop")
    entry = saves.autosave(prefix(record, 2))
    assert entry.path.exists()


def test_pruning_old_games_never_follows_a_linked_folder(saves, finished, tmp_path):
    record, _ = finished
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "keep.txt").write_text("mine")
    saves.paths.autosave.mkdir(parents=True)
    (saves.paths.autosave / "aaa-linked").symlink_to(outside, target_is_directory=True)
    os.utime(saves.paths.autosave / "aaa-linked", (1, 1), follow_symlinks=False)
    os.utime(outside / "keep.txt", (1, 1))
    for index in range(saves_module.AUTOSAVED_GAMES + 2):
        game = record.model_copy(update={"meta": {**record.meta, "game_id": f"game{index}"}})
        saves.autosave(prefix(game, 2))
    assert (outside / "keep.txt").read_text() == "mine"
    games = [folder for folder in saves.paths.autosave.iterdir() if not folder.is_symlink()]
    assert len(games) == saves_module.AUTOSAVED_GAMES  # the link is not a game folder: left


def test_an_autosave_folder_that_is_a_link_is_replaced_by_a_real_folder(saves, finished, tmp_path):
    record, _ = finished
    outside = tmp_path / "outside"
    outside.mkdir()
    for number in (1, 2, 3):
        (outside / f"{number:06d}.json").write_text("not ours")
    saves.paths.autosave.mkdir(parents=True)
    (saves.paths.autosave / "g1").symlink_to(outside, target_is_directory=True)
    entry = saves.autosave(prefix(record, 2))
    assert not entry.path.parent.is_symlink() and entry.path.parent.is_dir()
    assert sorted(p.read_text() for p in outside.iterdir()) == ["not ours"] * 3


def test_huge_metadata_is_listed_briefly_and_quickly(saves):
    record, _ = play_tinygame()
    document = json.loads(prefix(record, 3).model_dump_json())
    document["meta"] = {
        "save_name": "n" * 2_000_000,
        "summary": ["s"] * 300_000,
        "seats": [{"name": "x" * 1000, "agent": None}] * 5_000,
        "game_id": "g" * 1_000_000,
    }
    saves.paths.saves.mkdir(parents=True)
    (saves.paths.saves / "big.json").write_text(json.dumps(document))
    started = time.perf_counter()
    (entry,) = saves.entries()
    assert time.perf_counter() - started < 2
    assert entry.loadable and len(entry.name) <= 200 and len(entry.summary) <= 200
    assert len(entry.seats) <= 8 and all(len(seat) <= 60 for seat in entry.seats)
    assert len(entry.game_id) <= 64
    autosaved = saves.autosave(saves.load(entry).record)
    assert len(autosaved.path.parent.name) <= 64


def test_a_symlink_loop_named_like_a_save_is_listed_as_unreadable(saves):
    saves.paths.saves.mkdir(parents=True)
    (saves.paths.saves / "loop.json").symlink_to(saves.paths.saves / "loop.json")
    (entry,) = SaveStore(StorePaths(saves.paths.root)).entries()
    assert not entry.loadable and "cannot be opened" in entry.error


@pytest.mark.parametrize("name", ["².json", "٣.json", "1" * 200 + ".json"])
def test_odd_digit_names_in_an_autosave_folder_are_not_autosaves(saves, finished, name):
    record, _ = finished
    entry = saves.autosave(prefix(record, 2))
    (entry.path.parent / name).write_text("{}")
    again = saves.autosave(prefix(record, 3))
    assert again.path.name == f"000002{saves_module.SAVE_SUFFIX}"
    assert saves.continue_game().record.actions == record.actions[:3]


def test_a_folder_that_cannot_be_listed_lists_nothing(saves, finished, monkeypatch):
    record, _ = finished
    saves.autosave(prefix(record, 2))
    saves.save(prefix(record, 2), "named")
    real_iterdir, real_glob = Path.iterdir, Path.glob

    def refuse_iterdir(self):
        if self == saves.paths.autosave:
            raise PermissionError(13, "Permission denied", str(self))
        return real_iterdir(self)

    def refuse_glob(self, pattern):
        if self == saves.paths.saves:
            raise PermissionError(13, "Permission denied", str(self))
        return real_glob(self, pattern)

    monkeypatch.setattr(Path, "iterdir", refuse_iterdir)
    monkeypatch.setattr(Path, "glob", refuse_glob)
    assert saves.entries() == [] and saves.continue_entry() is None

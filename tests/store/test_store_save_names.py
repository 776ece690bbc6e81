"""Issue 45, part 1: every name a save is given is kept and listed under exactly that name
(Korean, emoji, names differing only in case or Unicode form, names with slashes), nothing is
written outside the saves folder, and saves an older version wrote still list, load and are
replaced by a save of the same name. New saves end in ``SAVE_SUFFIX``; JSON inside."""

from __future__ import annotations

import json
import unicodedata

import pytest
from store_support import play_tinygame, prefix

from everdell_desktop.store import SAVE_SUFFIX, SaveStore, write_record
from everdell_desktop.store import saves as saves_module

CAFE = "Café"
FIFTEEN_NAMES = [
    "첫 게임",
    "두 번째 게임",
    "🙂🎲",
    "🎲🙂",
    "game 1!",
    "Game 1",
    "game 1",
    "a/b",
    "a\\b",
    "..",
    "/etc/x",
    "CON",
    "nul\0name",
    unicodedata.normalize("NFC", CAFE),
    unicodedata.normalize("NFD", CAFE),
]


def _older_version_save(saves, record, file_name: str, save_name: str):
    """A named save as versions before ``SAVE_SUFFIX`` wrote it (``saves/<slug>.json``)."""
    meta = {**record.meta, "save_name": save_name}
    path = saves.paths.saves / file_name
    write_record(path, record.model_copy(update={"meta": meta}))
    return path


def test_fifteen_names_are_all_kept_and_listed_under_their_exact_names(saves, finished, tmp_path):
    record, _ = finished
    assert len(set(FIFTEEN_NAMES)) == 15
    for count, name in enumerate(FIFTEEN_NAMES, start=1):
        saves.save(prefix(record, count), name)
    listed = {entry.name: entry for entry in saves.entries()}
    assert sorted(listed) == sorted(FIFTEEN_NAMES)
    for count, name in enumerate(FIFTEEN_NAMES, start=1):
        assert saves.load(listed[name]).record.actions == record.actions[:count]
        assert saves.find(name).path == listed[name].path
    written = [path for path in tmp_path.rglob("*") if not path.is_dir()]
    assert len(written) == 15 and all(path.parent == saves.paths.saves for path in written)


def test_file_names_stay_distinct_where_a_file_system_folds_case_and_unicode(saves, finished):
    record, _ = finished
    for name in FIFTEEN_NAMES:
        saves.save(prefix(record, 1), name)
    names = [path.name for path in saves.paths.saves.iterdir()]
    folded = {unicodedata.normalize("NFD", name).casefold() for name in names}
    assert len(folded) == len(FIFTEEN_NAMES)


@pytest.mark.parametrize("name", ["CON", "nul", "a/b", "..", "/etc/x", "x" * 200, "🙂" * 200])
def test_a_save_file_name_is_short_plain_and_not_reserved(name):
    file_name = saves_module.save_file_name(name)
    stem = file_name.removesuffix(SAVE_SUFFIX)
    assert file_name.endswith(SAVE_SUFFIX) and len(file_name.encode()) < 200
    assert "/" not in file_name and "\\" not in file_name and not file_name.startswith((".", "_"))
    assert stem.split(".")[0].upper() not in {"CON", "PRN", "AUX", "NUL"}


def test_korean_names_keep_a_readable_file_name(saves, finished):
    record, _ = finished
    entry = saves.save(prefix(record, 2), "첫 게임")
    assert entry.path.name.startswith("첫-게임-") and entry.path.suffix == SAVE_SUFFIX
    assert json.loads(entry.path.read_text(encoding="utf-8"))["meta"]["save_name"] == "첫 게임"


def test_a_name_that_cannot_be_listed_as_given_is_refused_and_nothing_is_written(saves, finished):
    record, _ = finished
    for name in ("", "   ", "n" * (saves_module.MAX_SAVE_NAME_CHARS + 1), "\udc80"):
        with pytest.raises(ValueError):
            saves.save(prefix(record, 2), name)
    assert not saves.paths.root.exists()
    longest = "n" * saves_module.MAX_SAVE_NAME_CHARS
    assert saves.save(prefix(record, 2), longest).name == longest


def test_find_matches_the_exact_name_only(saves, finished):
    record, _ = finished
    saves.save(prefix(record, 2), "Game 1")
    assert saves.find("Game 1").name == "Game 1"
    for other in ("game 1", "Game 1 ", "Game"):
        assert saves.find(other) is None


def test_an_older_versions_saves_list_load_and_are_replaced_by_the_same_name(saves, finished):
    record, _ = finished
    first = _older_version_save(saves, prefix(record, 2), "save.json", "두 번째 게임")
    other = _older_version_save(saves, prefix(record, 3), "mine.json", "mine")
    assert sorted(entry.name for entry in saves.entries()) == ["mine", "두 번째 게임"]
    assert saves.find("두 번째 게임").path == first
    assert len(saves.load(saves.find("mine")).record.actions) == 3
    saves.save(prefix(record, 4), "첫 게임")  # "save.json" to the older version: kept
    saves.save(prefix(record, 5), "mine")  # the same name: replaces the older file
    listed = {entry.name: entry for entry in saves.entries()}
    assert sorted(listed) == ["mine", "두 번째 게임", "첫 게임"]
    assert first.exists() and not other.exists()
    assert listed["mine"].path.suffix == SAVE_SUFFIX
    assert len(saves.load(listed["mine"]).record.actions) == 5


def test_an_older_quick_save_loads_and_the_next_quick_save_replaces_it(saves, finished):
    record, _ = finished
    older = saves.paths.saves / f"{saves_module.QUICK_SLOT}.json"
    write_record(older, prefix(record, 2))
    assert len(saves.quick_load().record.actions) == 2
    saves.quick_save(prefix(record, 3))
    assert not older.exists() and len(saves.quick_load().record.actions) == 3
    assert [entry.kind for entry in saves.entries()] == ["quick"]


def test_older_autosaves_continue_and_are_rotated_out(saves, finished):
    record, _ = finished
    folder = saves.paths.autosave / "g1"
    write_record(folder / "000001.json", prefix(record, 1))
    write_record(folder / "000002.json", prefix(record, 2))
    assert len(saves.continue_game().record.actions) == 2
    for count in (3, 4, 5):
        saves.autosave(prefix(record, count))
    assert sorted(path.name for path in folder.iterdir()) == [
        f"{number:06d}{SAVE_SUFFIX}" for number in (3, 4, 5)
    ]
    assert len(saves.continue_game().record.actions) == 5


def test_every_new_save_has_the_suffix_and_is_json_inside(saves, finished):
    record, _ = finished
    written = [
        saves.save(prefix(record, 2), "named"),
        saves.quick_save(prefix(record, 2)),
        saves.autosave(prefix(record, 2)),
    ]
    for entry in written:
        assert entry.path.suffix == SAVE_SUFFIX
        assert json.loads(entry.path.read_text(encoding="utf-8"))["game"] == "tinygame"


def test_another_store_on_the_same_folder_lists_the_same_names(paths):
    record, _ = play_tinygame()
    SaveStore(paths).save(prefix(record, 2), "첫 게임")
    SaveStore(paths).save(prefix(record, 3), "두 번째 게임")
    assert sorted(e.name for e in SaveStore(paths).entries()) == ["두 번째 게임", "첫 게임"]


def test_a_save_is_found_where_the_folder_lists_its_file_spelled_otherwise(
    saves, finished, monkeypatch
):
    """macOS may list a file name in another Unicode form than it was written in."""
    record, _ = finished
    name = unicodedata.normalize("NFC", CAFE)
    saves.save(prefix(record, 2), name)
    listed = saves_module._save_files

    def listed_in_nfd(folder):
        return [path.with_name(unicodedata.normalize("NFD", path.name)) for path in listed(folder)]

    monkeypatch.setattr(saves_module, "_save_files", listed_in_nfd)
    assert saves.find(name).name == name

"""A crash while saving keeps the previous file intact and leaves no temporary file behind."""

import os
import re
import time
from pathlib import Path
from types import SimpleNamespace

import pytest
from store_support import play_tinygame, prefix, snapshot

from everdell_desktop.store import files, read_record
from everdell_desktop.store.files import atomic_write_text


class SimulatedCrash(Exception):
    pass


def _crash(*_args, **_kwargs):
    raise SimulatedCrash


def test_atomic_write_replaces_the_whole_file(tmp_path):
    path = tmp_path / "a" / "file.json"
    atomic_write_text(path, "first")
    atomic_write_text(path, "second, longer")
    assert path.read_text() == "second, longer"
    assert [p.name for p in path.parent.iterdir()] == ["file.json"]


@pytest.mark.parametrize("step", ["replace", "fsync"])
def test_a_crash_before_the_replace_keeps_the_old_file(step, tmp_path, monkeypatch):
    path = tmp_path / "file.json"
    atomic_write_text(path, "old contents")
    monkeypatch.setattr(os, step, _crash)
    with pytest.raises(SimulatedCrash):
        atomic_write_text(path, "new contents")
    assert path.read_text() == "old contents"
    assert [p.name for p in tmp_path.iterdir()] == ["file.json"]


def test_a_crash_while_writing_the_temporary_file_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "file.json"
    atomic_write_text(path, "old contents")
    real_fdopen = os.fdopen

    class FullDisk:
        def __init__(self, stream):
            self.stream = stream

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.stream.close()

        def write(self, text):
            self.stream.write(text[:3])
            raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fdopen", lambda *a, **k: FullDisk(real_fdopen(*a, **k)))
    with pytest.raises(OSError, match="No space"):
        atomic_write_text(path, "new contents")
    assert path.read_text() == "old contents"
    assert [p.name for p in tmp_path.iterdir()] == ["file.json"]


def test_a_crash_during_save_keeps_the_old_save(saves, finished, monkeypatch):
    record, _ = finished
    entry = saves.save(prefix(record, 3), "mine")
    before = snapshot(saves.paths.root)
    monkeypatch.setattr(os, "replace", _crash)
    with pytest.raises(SimulatedCrash):
        saves.save(prefix(record, 6), "mine")
    assert snapshot(saves.paths.root) == before
    assert len(saves.load(entry).record.actions) == 3


def test_a_crash_during_quick_save_keeps_the_old_quick_save(saves, finished, monkeypatch):
    record, _ = finished
    saves.quick_save(prefix(record, 2))
    monkeypatch.setattr(os, "replace", _crash)
    with pytest.raises(SimulatedCrash):
        saves.quick_save(prefix(record, 5))
    monkeypatch.undo()
    assert len(saves.quick_load().record.actions) == 2


def test_a_crash_during_autosave_keeps_every_earlier_autosave(saves, finished, monkeypatch):
    record, _ = finished
    for count in (1, 2, 3):
        saves.autosave(prefix(record, count))
    before = snapshot(saves.paths.root)
    monkeypatch.setattr(os, "replace", _crash)
    with pytest.raises(SimulatedCrash):
        saves.autosave(prefix(record, 4))
    monkeypatch.undo()
    assert snapshot(saves.paths.root) == before  # rotation only happens after a good write
    assert len(saves.continue_game().record.actions) == 3


def test_the_written_file_is_a_complete_record(saves, finished):
    record, state = finished
    entry = saves.save(record, "done", state=state)
    again = read_record(entry.path)
    assert again.actions == record.actions and again.final_hash == record.final_hash


def _aged_temporary(folder, name, seconds):
    path = folder / name
    path.write_text("partial")
    moment = time.time() - seconds
    os.utime(path, (moment, moment))
    return path


def test_a_temporary_file_is_an_orphan_after_fifteen_minutes(tmp_path):
    """A write may take a while on a slow disk: another process's temporary file is left alone
    for 15 minutes, and swept up after that."""
    young = _aged_temporary(tmp_path, ".settings.json.0badf00d.tmp", 15 * 60 - 8)
    old = _aged_temporary(tmp_path, ".settings.json.1a2b3c4d.tmp", 15 * 60 + 8)
    atomic_write_text(tmp_path / "settings.json", "{}")
    assert young.exists() and not old.exists()


def test_sweeping_counts_the_temporary_files_it_removed(tmp_path):
    assert files.remove_orphan_temporaries(tmp_path) == 0
    _aged_temporary(tmp_path, ".settings.json.1a2b3c4d.tmp", 20 * 60)
    _aged_temporary(tmp_path, ".000007.json.99aa00bb.tmp", 20 * 60)
    _aged_temporary(tmp_path, ".000008.json.99aa00bc.tmp", 60)
    assert files.remove_orphan_temporaries(tmp_path) == 2
    assert files.remove_orphan_temporaries(tmp_path) == 0


def test_a_temporary_name_already_taken_is_skipped_for_a_fresh_one(tmp_path, monkeypatch):
    """The temporary file is created exclusively: when its random name is taken (another write
    in progress), a new name is drawn and the other file is left untouched."""
    taken = tmp_path / ".file.json.00000000.tmp"
    taken.write_text("another write in progress")
    names = iter(["00000000", "00000000", "11111111"])
    monkeypatch.setattr(files.secrets, "token_hex", lambda _n: next(names))
    atomic_write_text(tmp_path / "file.json", "contents")
    assert (tmp_path / "file.json").read_text() == "contents"
    assert taken.read_text() == "another write in progress"
    assert sorted(p.name for p in tmp_path.iterdir()) == [taken.name, "file.json"]


def test_sweeping_a_folder_that_cannot_be_listed_removes_nothing(tmp_path, monkeypatch):
    def unlistable(self, pattern):
        raise OSError("input/output error")

    monkeypatch.setattr(files.Path, "glob", unlistable)
    assert files.remove_orphan_temporaries(tmp_path) == 0


def test_an_orphan_that_cannot_be_removed_is_left_and_the_sweep_goes_on(tmp_path, monkeypatch):
    names = [".settings.json.1a2b3c4d.tmp", ".000007.json.99aa00bb.tmp", ".000008.json.0.tmp"]
    for name in names:
        _aged_temporary(tmp_path, name, 20 * 60)
    real_unlink, stuck = files.Path.unlink, []

    def unlink(self, *args, **kwargs):
        if not stuck:  # the first one the sweep meets is in use
            stuck.append(self.name)
            raise PermissionError("in use")
        return real_unlink(self, *args, **kwargs)

    monkeypatch.setattr(files.Path, "unlink", unlink)
    assert files.remove_orphan_temporaries(tmp_path) == 2
    assert [p.name for p in tmp_path.iterdir()] == stuck


def test_a_temporary_file_exactly_at_the_age_limit_is_not_yet_an_orphan(tmp_path, monkeypatch):
    now = 1_000_000_000.0
    monkeypatch.setattr(files.time, "time", lambda: now)
    exactly = _aged_temporary(tmp_path, ".settings.json.1a2b3c4d.tmp", 0)
    os.utime(exactly, (now - 900, now - 900))
    assert files.remove_orphan_temporaries(tmp_path, older_than=900) == 0
    os.utime(exactly, (now - 901, now - 901))
    assert files.remove_orphan_temporaries(tmp_path, older_than=900) == 1


def test_no_folder_is_opened_for_syncing_off_posix(tmp_path, monkeypatch):
    """Windows cannot open a folder: the sync is skipped there rather than attempted."""
    opened = []
    windows = SimpleNamespace(
        name="nt",
        O_RDONLY=os.O_RDONLY,
        open=lambda *args, **kwargs: opened.append(args[0]) or os.open(*args, **kwargs),
        fsync=os.fsync,
        close=os.close,
    )
    monkeypatch.setattr(files, "os", windows)  # only the store's view of the platform
    files._sync_folder(tmp_path)
    assert opened == []


def test_the_temporary_file_is_named_and_created_exclusively_for_writing_in_binary_mode(
    tmp_path, monkeypatch
):
    """os.open gets write-only, create, exclusive and (on Windows, where the flag exists) binary
    mode, so newlines are written as they are and an existing file is never reused."""
    monkeypatch.setattr(files, "_O_BINARY", 0x8000)  # Windows' os.O_BINARY
    opened = []
    real_open = os.open

    def spy(path, flags, mode=0o777, *args, **kwargs):
        opened.append((str(path), flags, mode))
        return real_open(path, flags & ~0x8000, mode, *args, **kwargs)

    monkeypatch.setattr(os, "open", spy)
    atomic_write_text(tmp_path / "file.json", "{}")
    (temporary,) = [entry for entry in opened if entry[0].endswith(".tmp")]
    path, flags, mode = temporary
    assert re.fullmatch(r"\.file\.json\.[0-9a-f]{8}\.tmp", Path(path).name)
    assert (flags, mode) == (os.O_WRONLY | os.O_CREAT | os.O_EXCL | 0x8000, 0o666)


@pytest.mark.skipif(os.name != "posix", reason="folders are synced on POSIX only")
@pytest.mark.parametrize("failing", ["open", "fsync"])
def test_a_folder_that_cannot_be_synced_does_not_fail_the_save(failing, tmp_path, monkeypatch):
    """Syncing the folder after the rename is best effort: the file is already in place."""
    folder = str(tmp_path)
    real_open, real_fsync = os.open, os.fsync
    folder_descriptors = []

    def open_(target, flags, *args, **kwargs):
        if str(target) == folder and failing == "open":
            raise PermissionError("folders cannot be opened here")
        descriptor = real_open(target, flags, *args, **kwargs)
        if str(target) == folder:
            folder_descriptors.append(descriptor)
        return descriptor

    def fsync(descriptor):
        if descriptor in folder_descriptors:
            raise OSError("this file system cannot sync a folder")
        return real_fsync(descriptor)

    monkeypatch.setattr(os, "open", open_)
    monkeypatch.setattr(os, "fsync", fsync)
    atomic_write_text(tmp_path / "file.json", "contents")
    assert (tmp_path / "file.json").read_text() == "contents"
    assert len(folder_descriptors) == (failing == "fsync")


def test_a_record_is_written_as_json_indented_by_one_space(tmp_path):
    record = prefix(play_tinygame(seed=5)[0], 3)
    path = tmp_path / "save.json"
    files.write_record(path, record)
    assert path.read_text() == record.model_dump_json(indent=1)
    assert '\n "game": "tinygame",\n' in path.read_text()


def test_a_crash_just_after_the_replace_is_reported_as_itself(tmp_path, monkeypatch):
    """An interruption right after the rename (the temporary file is gone already) propagates
    as it is, not hidden behind a failure to remove a temporary file that no longer exists."""
    path = tmp_path / "file.json"
    real_replace = os.replace

    def replace_then_crash(source, target):
        real_replace(source, target)
        raise SimulatedCrash

    monkeypatch.setattr(os, "replace", replace_then_crash)
    with pytest.raises(SimulatedCrash):
        atomic_write_text(path, "new contents")
    assert path.read_text() == "new contents"

"""A crash while saving keeps the previous file intact and leaves no temporary file behind."""

import os

import pytest
from store_support import prefix, snapshot

from everdell_desktop.store import read_record
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

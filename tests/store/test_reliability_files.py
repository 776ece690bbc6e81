"""Issue 14, file level: what a file holds never escapes as an exception, and every write keeps
permissions, syncs its folder and sweeps up what interrupted writes left behind."""

import json
import os
import stat
import sys
import time

import pytest
from store_support import play_tinygame, prefix, snapshot

from everdell_desktop.cli import main
from everdell_desktop.core import datafiles
from everdell_desktop.store import (
    CampaignStore,
    LoadError,
    SaveStore,
    Settings,
    SettingsStore,
    StatisticsStore,
    StorePaths,
    files,
)
from everdell_desktop.store.files import atomic_write_text, read_json_object

LONG_INTEGER = "7" * 5000  # over CPython's 4,300-digit limit for int(str)
POSIX = os.name == "posix"


def _record_document(**changes):
    record, _ = play_tinygame(seed=4)
    document = json.loads(prefix(record, 3).model_dump_json())
    document.update(changes)
    return document


def _with_raw(document, key, raw):
    """The document as JSON text with ``key``'s value replaced by the raw text ``raw``."""
    marker = "__RAW__"
    return json.dumps({**document, key: marker}).replace(f'"{marker}"', raw)


HOSTILE_RECORDS = {
    "long_integer_seed": lambda: _with_raw(_record_document(), "seed", LONG_INTEGER),
    "long_integer_in_meta": lambda: _with_raw(
        _record_document(), "meta", '{"saved_at": ' + LONG_INTEGER + "}"
    ),
    "long_integer_in_config": lambda: _with_raw(
        _record_document(), "config", '{"players": ' + LONG_INTEGER + "}"
    ),
    "nan_seed": lambda: _with_raw(_record_document(), "seed", "NaN"),
    "infinite_in_meta": lambda: _with_raw(_record_document(), "meta", '{"x": -Infinity}'),
    "nested_meta": lambda: _with_raw(
        _record_document(), "meta", '{"summary": ' + "[" * 300 + "]" * 300 + "}"
    ),
}


@pytest.mark.parametrize("kind", sorted(HOSTILE_RECORDS))
def test_a_hostile_save_is_refused_by_the_store_and_by_replay_verify(kind, tmp_path, capsys):
    path = tmp_path / "saves" / f"{kind}.json"
    path.parent.mkdir()
    path.write_text(HOSTILE_RECORDS[kind]())
    before = snapshot(tmp_path)
    store = SaveStore(StorePaths(tmp_path))
    with pytest.raises(LoadError, match=kind):
        store.load(path)
    (entry,) = store.entries()
    assert entry.error and not entry.loadable
    assert main(["replay", str(path), "--verify", "--json"]) == 1
    captured = capsys.readouterr()
    assert json.loads(captured.out)["valid"] is False and "Traceback" not in captured.err
    assert snapshot(tmp_path) == before


def test_nesting_up_to_the_limit_is_read(tmp_path):
    path = tmp_path / "nested.json"
    depth = files.MAX_JSON_DEPTH - 1  # the outer object is one level
    path.write_text('{"x": ' + "[" * depth + "]" * depth + "}")
    assert "x" in read_json_object(path)
    path.write_text('{"x": ' + "[" * (depth + 1) + "]" * (depth + 1) + "}")
    with pytest.raises(LoadError, match="nested too deeply"):
        read_json_object(path)


@pytest.mark.parametrize(
    "store_class", [SettingsStore, StatisticsStore, CampaignStore], ids=lambda c: c.__name__
)
@pytest.mark.parametrize(
    ("raw", "phrase"),
    [(LONG_INTEGER, "not valid JSON"), ("NaN", "not valid JSON"), ("[" * 99 + "]" * 99, "nested")],
    ids=["long_integer", "nan", "nested"],
)
def test_a_model_file_with_hostile_values_loads_defaults_and_keeps_the_file(
    store_class, raw, phrase, paths
):
    store = store_class(paths)
    paths.root.mkdir(parents=True)
    content = ('{"schema_version": 1, "odd": ' + raw + "}").encode()
    store.path.write_bytes(content)
    assert store.load() == store.model()
    assert store.problem and phrase in store.problem
    assert store.backup_path.read_bytes() == content


def test_the_app_settings_with_a_long_integer_still_start(paths):
    paths.root.mkdir(parents=True)
    paths.settings.write_text('{"animation_speed": ' + LONG_INTEGER + "}")
    assert SettingsStore(paths).load() == Settings()


@pytest.mark.skipif(not POSIX or not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_is_refused_without_blocking(tmp_path):
    pipe = tmp_path / "saves" / "pipe.json"
    pipe.parent.mkdir()
    os.mkfifo(pipe)
    started = time.perf_counter()
    with pytest.raises(LoadError, match="not a file"):
        read_json_object(pipe)
    assert time.perf_counter() - started < 1


def test_a_folder_named_like_a_save_is_refused(tmp_path):
    folder = tmp_path / "folder.json"
    folder.mkdir()
    with pytest.raises(LoadError, match=r"folder\.json cannot be read"):
        read_json_object(folder)


def test_a_game_data_file_with_a_long_integer_is_a_data_error(tmp_path):
    """Players may edit the game data files; a bad edit is named, never a crash."""
    bad = tmp_path / "cards.json"
    for content in (b'{"cards": ' + LONG_INTEGER.encode() + b"}", b"\xff\xfe", b"[" * 100_000):
        bad.write_bytes(content)
        with pytest.raises(datafiles.DataError, match=r"cards\.json"):
            datafiles.read_json(bad)
    with pytest.raises(datafiles.DataError, match="cannot be read"):
        datafiles.read_json(tmp_path)


# --- writing ------------------------------------------------------------------------------
@pytest.mark.skipif(not POSIX, reason="POSIX permission bits")
def test_a_rewritten_file_keeps_its_permissions(tmp_path):
    path = tmp_path / "settings.json"
    atomic_write_text(path, "{}")
    os.chmod(path, 0o644)
    atomic_write_text(path, '{"again": 1}')
    assert stat.S_IMODE(path.stat().st_mode) == 0o644
    os.chmod(path, 0o640)
    atomic_write_text(path, '{"again": 2}')
    assert stat.S_IMODE(path.stat().st_mode) == 0o640


@pytest.mark.skipif(not POSIX, reason="POSIX permission bits")
def test_a_new_file_gets_the_permissions_of_the_umask(tmp_path):
    old = os.umask(0o022)
    try:
        atomic_write_text(tmp_path / "new.json", "{}")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "new.json").stat().st_mode) == 0o644


@pytest.mark.skipif(not POSIX, reason="folders are synced on POSIX only")
def test_the_folder_is_synced_after_the_replace(tmp_path, monkeypatch):
    synced = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(descriptor):
        synced.append(("fsync", stat.S_ISDIR(os.fstat(descriptor).st_mode)))
        real_fsync(descriptor)

    def replace(source, target):
        synced.append(("replace", None))
        real_replace(source, target)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    atomic_write_text(tmp_path / "file.json", "{}")
    assert synced == [("fsync", False), ("replace", None), ("fsync", True)]


def _age(path, seconds):
    moment = time.time() - seconds
    os.utime(path, (moment, moment), follow_symlinks=False)


def test_orphan_temporary_files_are_swept_by_the_next_write(tmp_path):
    old_orphan = tmp_path / ".statistics.json.1a2b3c4d.tmp"
    other_orphan = tmp_path / ".000007.json.99aa00bb.tmp"
    fresh = tmp_path / ".settings.json.0badf00d.tmp"  # another process may be writing it
    unrelated = tmp_path / "notes.tmp"
    for path in (old_orphan, other_orphan, fresh, unrelated):
        path.write_text("partial")
    for path in (old_orphan, other_orphan, unrelated):
        _age(path, files.ORPHAN_TMP_SECONDS + 60)
    atomic_write_text(tmp_path / "settings.json", "{}")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [fresh.name, unrelated.name, "settings.json"]
    )


def test_a_temporary_file_is_an_orphan_after_15_minutes(tmp_path):
    """A write takes far less than 15 minutes: an older temporary file was left by one that
    was interrupted; a younger one may still be another process's write."""
    younger, older = tmp_path / ".a.json.00000001.tmp", tmp_path / ".b.json.00000002.tmp"
    for path in (younger, older):
        path.write_text("partial")
    _age(younger, 14.5 * 60)
    _age(older, 15.5 * 60)
    atomic_write_text(tmp_path / "settings.json", "{}")
    assert sorted(p.name for p in tmp_path.iterdir()) == [younger.name, "settings.json"]


@pytest.mark.skipif(not POSIX, reason="symbolic links")
def test_sweeping_never_follows_a_link(tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    precious = outside / "precious.json"
    precious.write_text("keep me")
    _age(precious, files.ORPHAN_TMP_SECONDS + 60)
    home = tmp_path / "home"
    home.mkdir()
    link = home / ".trap.json.deadbeef.tmp"
    link.symlink_to(precious)
    _age(link, files.ORPHAN_TMP_SECONDS + 60)
    atomic_write_text(home / "settings.json", "{}")
    assert precious.read_text() == "keep me" and link.is_symlink()


def test_interpreter_limit_is_what_the_tests_assume():
    assert sys.get_int_max_str_digits() < len(LONG_INTEGER)

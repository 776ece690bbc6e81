"""A new game on a hostile disk (issue 45): a full disk, a read-only data folder, a broken link
where the autosave folder goes. The player is told what failed, where and why; the game plays
on without saving; nothing already on the disk changes; no error escapes to the crash dialog
(pytest-qt fails a test when an error escapes a Qt slot)."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from everdell_desktop.core import new_record, registry
from everdell_desktop.store import SaveStore, StorePaths

TINY = registry.get("tinygame")
POSIX = os.name == "posix"


@pytest.fixture
def paths(isolated_home):
    """A data folder holding a named save of an earlier game."""
    paths = StorePaths(isolated_home)
    record = new_record(TINY, TINY.make_config(players=2), 3, game_id="earlier-game")
    SaveStore(paths).save(record, "Before the trouble")
    return paths


def files_under(root: Path) -> dict[str, bytes | str]:
    """Every file's bytes and every link's target under ``root``."""
    found: dict[str, bytes | str] = {}
    for path in sorted(root.rglob("*")):
        name = path.relative_to(root).as_posix()
        if path.is_symlink():
            found[name] = f"-> {os.readlink(path)}"
        elif path.is_file():
            found[name] = path.read_bytes()
    return found


def failing(number: int, call, inside: Path, when=lambda *args: True):
    """``call``, raising ``OSError(number)`` for a path inside ``inside`` (when ``when``
    says so for the call's other arguments)."""

    def guarded(path, *args, **options):
        if str(os.fspath(path)).startswith(str(inside)) and when(*args):
            raise OSError(number, os.strerror(number), os.fspath(path))
        return call(path, *args, **options)

    return guarded


def full_disk(monkeypatch, paths: StorePaths) -> str:
    """Every file written is refused at its flush: no space left."""

    def no_space(_descriptor):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", no_space)
    return os.strerror(errno.ENOSPC)


def read_only(monkeypatch, paths: StorePaths) -> str:
    """The data folder is on a read-only file system (as root, permissions would not stop
    the tests: the system calls that write are refused instead)."""
    writes = os.O_WRONLY | os.O_RDWR | os.O_CREAT
    opening = failing(errno.EROFS, os.open, paths.root, lambda flags, *_: flags & writes)
    monkeypatch.setattr(os, "open", opening)
    for name in ("mkdir", "unlink", "rmdir", "replace", "rename"):
        monkeypatch.setattr(os, name, failing(errno.EROFS, getattr(os, name), paths.root))
    return os.strerror(errno.EROFS)


def broken_link(monkeypatch, paths: StorePaths) -> str:
    """A link to nothing where the autosave folder goes."""
    paths.autosave.symlink_to(paths.root / "gone", target_is_directory=True)
    return os.strerror(errno.EEXIST)


def start_campaign(window, game: str) -> None:
    window.campaign_dialog(game).accept()


def start_new_game(window, game: str) -> None:
    window.new_game_dialog().accept()


CASES = [
    pytest.param(full_disk, start_campaign, "duo", id="duo-campaign-on-a-full-disk"),
    pytest.param(read_only, start_campaign, "everdell", id="rugwort-campaign-read-only"),
    pytest.param(
        broken_link,
        start_new_game,
        None,
        id="new-game-with-a-broken-autosave-link",
        marks=pytest.mark.skipif(not POSIX, reason="a symbolic link"),
    ),
]


@pytest.mark.parametrize(("hostile", "start", "game"), CASES)
def test_a_new_game_on_a_hostile_disk_is_told_plays_on_and_changes_nothing(
    paths, window, qtbot, hostile, start, game
):
    before = files_under(paths.root)
    with pytest.MonkeyPatch.context() as disk:
        reason = hostile(disk, paths)
        start(window, game)
        box = window.autosave_error
        assert box is not None and box.isVisible()
        told = f"{box.text()} {box.informativeText()}"
        assert str(paths.autosave) in told and reason in told
        session = window.session
        assert session is not None and (game is None or session.game.name == game)
        qtbot.waitUntil(lambda: bool(session.human_legal_actions()))
        assert session.submit(session.human_legal_actions()[0])
        session.flush_saves()
        assert session.record.actions and not session.is_over()
    after = files_under(paths.root)
    before.pop(paths.settings.name, None)  # the game chosen is remembered where it can be
    assert {name: after.get(name) for name in before} == before
    assert [name for name in after if name.startswith("autosave/")] == []

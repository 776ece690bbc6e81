"""Issue 14: the window started on a damaged data folder starts, plays (a seeded monkey: moves,
clicks, keys, saves, loads, undo, dialogs, new games) and quits cleanly."""

from __future__ import annotations

import json
import logging
import os
import time
from collections import Counter
from logging.handlers import RotatingFileHandler

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from everdell_desktop import core
from everdell_desktop.core import Rng, registry
from everdell_desktop.session import SeatSpec
from everdell_desktop.store import SaveStore, StatisticsStore, StorePaths
from everdell_desktop.store.files import ORPHAN_TMP_SECONDS
from everdell_desktop.ui import crash
from everdell_desktop.ui.dialogs import NewGameSpec
from everdell_desktop.ui.main_window import MainWindow

TINY = registry.get("tinygame")
MONKEY_STEPS = 400
POSIX = os.name == "posix"


def _damage(paths: StorePaths) -> dict:
    """A data folder with something wrong in every file and folder; returns what to check."""
    paths.root.mkdir(parents=True)
    paths.settings.write_bytes(b"\x00\xff settings, but not JSON")
    paths.statistics.write_text(json.dumps({"games": {"tinygame": "lots"}, "counted": 5}))
    progress = {"chapters": {}, "data": {"counted_games": 5}}
    paths.campaign.write_text(json.dumps({"profiles": {"default": {"koto": progress}}}))
    (paths.root / "logs").write_text("a file where the log folder goes")
    paths.saves.mkdir()
    (paths.saves / "truncated.json").write_text('{"schema_version": 1, "game": "tiny')
    (paths.saves / "long-seed.json").write_text(
        '{"game": "tinygame", "config": {"players": 2}, "seed": ' + "7" * 5000 + "}"
    )
    (paths.saves / "folder.json").mkdir()
    (paths.saves / "hostile.json").write_text(
        json.dumps(
            {
                "game": "tinygame",
                "config": {"players": 2},
                "seed": 1,
                "actions": ["play(card=" + "[" * 100_000 + ")"],
            }
        )
    )
    orphan = paths.saves / ".old.json.0badc0de.tmp"
    orphan.write_text("half a save")
    past = time.time() - ORPHAN_TMP_SECONDS - 60
    os.utime(orphan, (past, past))
    garbage = paths.autosave / "garbage-game"
    garbage.mkdir(parents=True)
    (garbage / "000001.json").write_bytes(b"\xff\xfe\x00")
    # the newest unfinished game names an agent of the wrong type: Continue offers it
    config = TINY.make_config(players=2)
    seats = [{"name": "Ana", "agent": None}, {"name": "Bo", "agent": ["x"]}]
    record = core.new_record(TINY, config, 3, game_id="odd-seats", seats=seats)
    record = record.model_copy(update={"actions": ["roll()"]})
    SaveStore(paths).autosave(record)
    outside = paths.root.parent / "outside"
    outside.mkdir()
    (outside / "keep.txt").write_text("not the app's")
    if POSIX:
        (paths.saves / "loop.json").symlink_to(paths.saves / "loop.json")
        (paths.autosave / "linked").symlink_to(outside, target_is_directory=True)
    return {"orphan": orphan, "outside": outside / "keep.txt"}


def _monkey_step(window, qtbot, rng: Rng, names: list[str], done: Counter) -> None:
    """One random thing a player might do; ``done`` counts what was done."""
    session = window.session
    roll = rng.randrange(100)
    if window.handover.isVisible():
        qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
        done["handover"] += 1
    elif session.is_over():
        done["game over"] += 1
        names.append(_new_game(window, rng))
    elif roll < 45 and session.human_legal_actions():
        legal = session.human_legal_actions()
        done["move"] += window.submit(legal[rng.randrange(len(legal))])
    elif roll < 55:
        viewport = window.view.viewport()
        point = QPoint(rng.randrange(viewport.width()), rng.randrange(viewport.height()))
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)
    elif roll < 60:
        window.undo()
    elif roll < 65:
        window.quick_save()
    elif roll < 68:
        window.quick_load()
    elif roll < 72:
        window.save_as(f"monkey {rng.randrange(5)}")
    elif roll < 75:
        window.set_animation_speed([0.0, 1.0, 2.0][rng.randrange(3)])
        window.animator.set_speed(0.0)
    elif roll < 78:
        window.show_statistics().close()
    elif roll < 80:
        window.campaign_dialog().close()
    elif roll < 85:
        key = [Qt.Key.Key_F5, Qt.Key.Key_F9, Qt.Key.Key_Z][rng.randrange(3)]
        modifier = Qt.KeyboardModifier.ControlModifier if key == Qt.Key.Key_Z else Qt.NoModifier
        QTest.keyClick(window, key, modifier)
    elif roll < 87:
        names.append(_new_game(window, rng))
    done[f"roll {roll // 5 * 5}"] += 1
    qtbot.wait(1)  # let the event loop run: an agent is asked from a zero-delay timer
    qtbot.waitUntil(lambda: not window.session.is_thinking(), timeout=20_000)
    for widget in QApplication.topLevelWidgets():  # a stray message box must not pile up
        if widget is not window and widget.isVisible() and widget.isModal():
            widget.close()


def _new_game(window, rng: Rng) -> str:
    name = ["tinygame", "tinygame", "emerland", "everdell"][rng.randrange(4)]
    game = registry.get(name)
    seats = [SeatSpec("Ana"), SeatSpec("Bo", "random")]
    window.start_game(NewGameSpec(game, game.make_config(players=2), rng.randrange(1000), seats))
    return name


@pytest.fixture
def home(tmp_path, monkeypatch):
    paths = StorePaths(tmp_path / "home")
    monkeypatch.setenv("EVERDELL_DESKTOP_HOME", str(paths.root))
    return paths


def test_the_window_on_a_damaged_data_folder_starts_plays_and_quits(qtbot, home, monkeypatch):
    import everdell_desktop.ui.main_window as main_window

    checks = _damage(home)
    load_errors: list[str] = []
    monkeypatch.setattr(main_window, "show_load_error", lambda _p, text: load_errors.append(text))

    window = MainWindow(paths=home)
    qtbot.addWidget(window)
    handler = window.install_crash_hook()
    try:
        window.animator.set_speed(0.0)
        window.set_grace_seconds(0.0)
        window.ask = lambda _title, _question: True  # "abandon this game?": yes
        window.show()
        assert "settings.json.bak" in window.statusBar().currentMessage()
        box = window.show_start_choice()
        assert box is not None  # the odd-seats game is offered
        box.buttons()[0].click()  # Continue: refused with a reason, never a crash
        assert load_errors and "unknown AI" in load_errors[-1]

        rng = Rng(2024)
        games = [_new_game(window, rng)]
        done: Counter = Counter()
        for _ in range(MONKEY_STEPS):
            _monkey_step(window, qtbot, rng, games, done)
        window.start_game(
            NewGameSpec(
                TINY, TINY.make_config(players=2), 5, [SeatSpec("Ana"), SeatSpec("Bo", "random")]
            )
        )
        window.handover_enabled = False
        while not window.session.is_over():
            if window.session.human_legal_actions():
                window.submit(window.session.human_legal_actions()[0])
            qtbot.waitUntil(
                lambda: window.session.is_over() or bool(window.session.human_legal_actions()),
                timeout=20_000,
            )
        qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5_000)
        window.score_dialog.close()
        window.close()
    finally:
        handler.uninstall()
        logger = logging.getLogger(crash.APP_LOGGER)
        for extra in [h for h in logger.handlers if isinstance(h, RotatingFileHandler)]:
            logger.removeHandler(extra)

    assert handler.errors == 0 and handler.dialog is None  # nothing went uncaught
    assert not any("failed" in error for error in window.errors)
    assert StatisticsStore(home).load().stats("tinygame", "2p").played >= 1
    assert (home.root / "settings.json.bak").read_bytes().startswith(b"\x00\xff")
    assert not checks["orphan"].exists()  # swept by a later save into saves/
    assert checks["outside"].read_text() == "not the app's"
    assert {"emerland", "everdell"} & set(games), games
    assert done["move"] >= MONKEY_STEPS // 5 and len(done) >= 12, done

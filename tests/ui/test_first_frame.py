"""The app's first frame waits for nothing the player can wait for: the launch frame paints
before the rules are imported; the main window, the start choice, the welcome picture's game
and its rules come after it."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog

from everdell_desktop.store import StorePaths
from everdell_desktop.ui import i18n
from everdell_desktop.ui.app import open_main_window
from everdell_desktop.ui.main_window import MainWindow
from everdell_desktop.ui.table_view import TableView


def test_work_after_the_next_paint_runs_once_that_frame_is_painted(qtbot):
    view = TableView()
    qtbot.addWidget(view)
    view.frame_log = []
    frames_seen = []
    view.after_next_paint(lambda: frames_seen.append(len(view.frame_log)))
    view.show()
    qtbot.waitUntil(lambda: bool(frames_seen), timeout=3000)
    assert frames_seen[0] >= 1  # not before the frame
    view.viewport().repaint()
    QCoreApplication.processEvents()
    assert len(frames_seen) == 1  # once only


def test_work_after_the_next_paint_still_runs_when_no_frame_comes(qtbot):
    view = TableView()  # never shown: no frame will come
    qtbot.addWidget(view)
    view.frame_log = []
    ran = []
    view.after_next_paint(lambda: ran.append(True))
    qtbot.waitUntil(lambda: bool(ran), timeout=30_000)  # NO_FRAME_AFTER_MS of real time
    assert view.frame_log == []


def test_the_welcome_frame_opens_before_its_game_is_looked_up(qtbot, isolated_home):
    window = MainWindow(paths=StorePaths(isolated_home))
    qtbot.addWidget(window)
    window.settings.last_game = "everdell"
    window.show()
    picture = window.view.scene().title_picture
    assert picture.art is None and picture.title == ""  # the first frame does not wait
    suggested = window.suggested_game()
    qtbot.waitUntil(lambda: picture.title == i18n.game_title(suggested), timeout=3000)
    assert picture.art is not None
    qtbot.waitUntil(picture.is_painted, timeout=5000)


def test_the_app_still_offers_continue_or_new_game_after_its_first_frame(qtbot, isolated_home):
    window, handler = open_main_window()
    qtbot.addWidget(window)
    try:
        qtbot.waitUntil(lambda: bool(_open_dialogs(window)), timeout=5000)
    finally:
        handler.uninstall()
        for dialog in _open_dialogs(window):
            dialog.close()


def test_the_launch_measure_finds_no_rules_game_or_dialog_before_the_first_frames(tmp_path):
    """In a fresh process (this one has imported every game): the real start, measured."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", EVERDELL_DESKTOP_HOME=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "-m", "everdell_desktop.ui.perf", "--launch"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=True,
    )
    result = json.loads(done.stdout)
    assert result["rules_imported_before_launch_frame"] == []
    assert result["games_imported_before_first_frame"] == []
    assert result["dialogs_open_at_first_frame"] == 0
    assert 0 < result["launch_frame_seconds"] < result["window_first_frame_seconds"]


def _open_dialogs(window) -> list[QDialog]:
    return [dialog for dialog in window.findChildren(QDialog) if dialog.isVisible()]

"""GUI test fixtures: every window writes into a temporary home, animations take no time."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from everdell_desktop.store import StorePaths


@pytest.fixture(autouse=True)
def isolated_home(tmp_path, monkeypatch):
    monkeypatch.setenv("EVERDELL_DESKTOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def window(qtbot, isolated_home):
    from everdell_desktop.ui.main_window import MainWindow

    win = MainWindow(paths=StorePaths(isolated_home))
    win.animator.set_speed(0.0)
    win.set_grace_seconds(0.0)  # the AI answers at once unless a test asks for a grace period
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    yield win
    win.close()
    # a dialog left open (e.g. a window-modal score screen) would swallow the next test's
    # hover and mouse events
    for widget in QApplication.topLevelWidgets():
        if widget.isVisible():
            widget.close()

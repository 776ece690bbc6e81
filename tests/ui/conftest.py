"""GUI test fixtures: every window writes into a temporary home, animations take no time."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtWidgets import QApplication

from everdell_desktop.session import ManualClock
from everdell_desktop.store import StorePaths


@pytest.fixture(scope="session", autouse=True)
def freeze_what_the_imports_built():
    """Keep what is alive once the window's modules are loaded out of every later collection.

    ``gc.freeze()`` moves every object alive now (the modules, Qt's wrappers, the games'
    tables) to a generation the cycle collector never walks, so the collection before each
    test below walks only what tests have made since (the 530 window tests' setups took 101 s
    of CPU in all before, 59 s after)."""
    from everdell_desktop.ui import main_window  # noqa: F401 - what a window test loads

    gc.collect()
    gc.freeze()


@pytest.fixture(autouse=True)
def collect_earlier_windows(freeze_what_the_imports_built):
    """Collect the windows of earlier tests now, on the GUI thread.

    A closed window stays in reference cycles (its signal lambdas), so Python's cycle
    collector frees it at some later allocation, possibly on an agent's worker thread; Qt
    objects destroyed off their thread leave their timers registered and the process
    crashes when one fires (seen as a segfault in a later AI game)."""
    gc.collect()


@pytest.fixture(autouse=True)
def isolated_home(isolated_home):
    """The temporary home of tests/conftest.py, and the text size put back afterwards."""
    yield isolated_home
    from everdell_desktop.ui import theme

    theme.set_text_scale(1.0)  # the text size is app-wide: no test leaves it changed


@pytest.fixture
def window(qtbot, isolated_home):
    from everdell_desktop.ui.main_window import MainWindow

    win = MainWindow(paths=StorePaths(isolated_home), clock=ManualClock())  # tests advance it
    win.animator.set_speed(0.0)
    win.set_grace_seconds(0.0)  # the AI answers at once unless a test asks for a grace period
    win.questions = []  # what the window asked the player; the answer is yes
    win.ask = lambda title, question: win.questions.append(question) or True
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

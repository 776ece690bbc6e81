"""Starting the desktop app: ``everdell-desktop`` with no arguments lands here."""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from . import theme
from .crash import CrashHandler
from .main_window import MainWindow


def application() -> QApplication:
    """The QApplication (created once), with the bundled font as the default font and the
    app icon on every window (dialogs and message boxes included)."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Everdell Desktop")
    app.setWindowIcon(theme.app_icon())
    app.setFont(theme.font(10))
    return app


def open_main_window(language: str | None = None) -> tuple[MainWindow, CrashHandler]:
    """The main window as the app opens it: errors caught from here on, shown as last time,
    and the start choice (continue, or a new game) only once its first frame is on screen."""
    window = MainWindow(language=language)
    handler = window.install_crash_hook()
    window.show_on_screen()
    window.view.after_next_paint(window.show_start_choice)
    return window, handler


def run_app(quit_after_ms: int | None = None, language: str | None = None) -> int:
    """Open the main window: continue the last game in progress, or offer a new one.

    ``quit_after_ms`` closes the window after that delay (the smoke test of a clean start);
    ``language`` (``--lang``) overrides the language setting and the system's for this run.
    """
    app = application()
    window, handler = open_main_window(language)
    if quit_after_ms is not None:
        QTimer.singleShot(quit_after_ms, window.close)
    try:
        code = app.exec()
    finally:
        handler.uninstall()
    window.deleteLater()
    return code

"""Starting the desktop app: ``everdell-desktop`` with no arguments lands here.

This module imports Qt and the launch frame only: the main window, and with it the rules, is
imported once the launch frame is on screen (:mod:`.launch`).
"""

from __future__ import annotations

import sys
import traceback
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from everdell_desktop.store.paths import StorePaths

from . import theme
from .documents import DocumentInbox, hand_off, server_name
from .launch import APP_TITLE, LaunchFrame

if TYPE_CHECKING:
    from .crash import CrashHandler
    from .main_window import MainWindow

FAILED_TO_START = 1  # the exit status when the window could not be built


def application() -> QApplication:
    """The QApplication (created once), with the bundled font as the default font and the
    app icon on every window (dialogs and message boxes included)."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName(APP_TITLE)
    app.setWindowIcon(theme.app_icon())
    app.setFont(theme.font(10))
    return app


def open_main_window(
    language: str | None = None, document: Path | None = None
) -> tuple[MainWindow, CrashHandler]:
    """The main window as the app opens it: errors caught from here on, shown as last time,
    and once its first frame is on screen the saved game ``document`` opened, or without one
    the start choice (continue, or a new game)."""
    from .main_window import MainWindow

    window = MainWindow(language=language)
    handler = window.install_crash_hook()
    window.show_on_screen()
    if document is None:
        window.view.after_next_paint(lambda: _offer_start_choice(window))
    else:
        window.view.after_next_paint(lambda: window.open_document(document))
    return window, handler


def _offer_start_choice(window: MainWindow) -> None:
    """The start choice, unless the window was closed before its first frame (a smoke test's
    quick quit): a box over a closed window would keep the app running with nothing to see."""
    if window.isVisible():
        window.show_start_choice()


class Start:
    """The app's start: the launch frame at once, the main window built once the frame is on
    screen, and the frame closed once the window has painted over it."""

    def __init__(
        self,
        language: str | None = None,
        quit_after_ms: int | None = None,
        document: Path | None = None,
    ) -> None:
        self.language = language
        self.quit_after_ms = quit_after_ms
        self.document = document  # opened once the window is built
        self.frame = LaunchFrame()
        self.window: MainWindow | None = None
        self.handler: CrashHandler | None = None

    def open_document(self, path: Path) -> None:
        """A file handed to the running app: opened in the window, or, while the window is
        still being built, instead of the start choice."""
        if self.window is None:
            self.document = path
        else:
            self.window.open_document(path)

    def begin(self) -> None:
        self.frame.show_on_screen()
        self.frame.after_next_paint(self._open_window)

    def close(self) -> None:
        """Close what is on screen: the window if it is built, and the frame."""
        if self.window is not None:
            self.window.close()
        self.frame.close()

    def finish(self) -> None:
        """After the event loop: the crash hook off, the windows released."""
        if self.handler is not None:
            self.handler.uninstall()
        if self.window is not None:
            self.window.deleteLater()
        self.frame.deleteLater()

    def _open_window(self) -> None:
        try:
            self.window, self.handler = open_main_window(self.language, self.document)
        except Exception as error:  # anything: the player is told, not left waiting
            self._report_failure(error)
            return
        self.window.view.after_next_paint(self.frame.close)
        if self.quit_after_ms is not None:
            QTimer.singleShot(self.quit_after_ms, self.close)

    def _report_failure(self, error: Exception) -> None:
        """The window could not be built (a damaged install): say so; the app then exits with
        status ``FAILED_TO_START``. The crash hook is not installed yet, so the details go to
        the error stream; the message is in English, since the translations come with the
        window."""
        traceback.print_exception(error, file=sys.stderr)
        box = QMessageBox(
            QMessageBox.Icon.Critical,
            APP_TITLE,
            f"{APP_TITLE} could not open its window: {error}\n\n"
            "Reinstalling the app should mend this. Your games and settings are kept.",
            QMessageBox.StandardButton.Close,
            self.frame,
        )
        box.finished.connect(lambda _result: QApplication.exit(FAILED_TO_START))
        box.open()


def run_app(
    quit_after_ms: int | None = None,
    language: str | None = None,
    document: Path | None = None,
    inbox: DocumentInbox | None = None,
) -> int:
    """Open the main window: the saved game ``document``, else continue the last game in
    progress, or offer a new one.

    ``quit_after_ms`` closes the window that long after it was built (the smoke test of a
    clean start; counted from the window, not the launch frame, so a slow import on a busy
    machine cannot close the app before its window exists);
    ``language`` (``--lang``) overrides the language setting and the system's for this run;
    files arriving in ``inbox`` while the app runs (a second launch, macOS's open event) are
    opened in the window.
    """
    app = application()
    start = Start(language, quit_after_ms, document)
    if inbox is not None:
        app.installEventFilter(inbox)
        inbox.opened.connect(start.open_document)
    start.begin()
    try:
        code = app.exec()
    finally:
        start.finish()
        if inbox is not None:
            app.removeEventFilter(inbox)
    return code


def run_window(language: str | None = None, document: Path | None = None) -> int:
    """The app as a launch runs it: a ``document`` is handed to the app already running for
    this user (with the same data folder) when there is one, whose window opens the file, and
    this launch ends at once; otherwise this launch opens its window and answers later
    launches itself."""
    name = server_name(StorePaths.default().root)
    if document is not None and hand_off(document, name):
        print(f"{document}: opened in the {APP_TITLE} window already running")
        return 0
    application()
    inbox = DocumentInbox(name)
    inbox.listen()
    return run_app(language=language, document=document, inbox=inbox)


def report_unopenable(message: str) -> None:
    """A file that cannot be opened, told in a message box when the launch has no console to
    print to (the windowed executable on Windows, started by a double-click)."""
    if sys.stderr is not None:
        return
    application()
    QMessageBox.critical(None, APP_TITLE, f"{APP_TITLE} cannot open this file.\n\n{message}")

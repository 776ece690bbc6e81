"""The last line of defence: one hook for the errors nothing else caught.

Qt calls Python from its event loop (slots, paint and mouse events, timers). An exception
there goes to ``sys.excepthook`` and Qt carries on, so by default it is printed to a console the
player never sees. :class:`CrashHandler` replaces that hook for the main window: the traceback
goes to a rotating log file in the data folder, the game in progress is autosaved, and a dialog
names the log file and offers to continue or to quit. Nothing ends silently.

The session keeps a copy of the state until each move is made (see ``GameSession._apply``), so
an error in the rules never leaves a half-made move behind: continuing after the dialog is safe.
"""

from __future__ import annotations

import logging
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType
from typing import Protocol

from PySide6.QtWidgets import QMessageBox, QWidget

from everdell_desktop.store import StorePaths

from .i18n import tr

LOG_FILE = "everdell-desktop.log"
LOG_BYTES = 512 * 1024
LOG_BACKUPS = 3
APP_LOGGER = "everdell_desktop"

log = logging.getLogger(__name__)


def log_path(paths: StorePaths) -> Path:
    return paths.root / "logs" / LOG_FILE


def setup_logging(paths: StorePaths) -> Path | None:
    """Write the app's warnings and errors to the rotating log file in the data folder (once
    per file, however often it is called). None when the folder cannot be written: the
    records then go where Python sends them by default (stderr)."""
    path = log_path(paths)
    logger = logging.getLogger(APP_LOGGER)
    for handler in logger.handlers:
        if isinstance(handler, RotatingFileHandler) and Path(handler.baseFilename) == path:
            return path
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(
            path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
        )
    except OSError as error:
        log.warning("no log file in %s: %s", path.parent, error)
        return None
    handler.setLevel(logging.WARNING)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logger.addHandler(handler)
    return path


class Recoverable(Protocol):
    """What the handler needs of the window."""

    def emergency_autosave(self) -> Path | None: ...

    def close(self) -> bool: ...


class CrashHandler:
    """``sys.excepthook`` for the window; :meth:`install` and :meth:`uninstall` it.

    One dialog at a time: errors that follow while it is open are logged and counted.
    """

    def __init__(self, window: Recoverable, log_file: Path | None) -> None:
        self.window = window
        self.log_file = log_file
        self.errors = 0
        self.dialog: QMessageBox | None = None
        self._previous = sys.excepthook
        self._handling = False

    def install(self) -> None:
        self._previous = sys.excepthook
        sys.excepthook = self.handle

    def uninstall(self) -> None:
        if sys.excepthook == self.handle:
            sys.excepthook = self._previous

    def handle(
        self,
        kind: type[BaseException],
        error: BaseException,
        trace: TracebackType | None,
    ) -> None:
        if issubclass(kind, KeyboardInterrupt) or self._handling:
            self._previous(kind, error, trace)  # Ctrl+C, or an error while handling one
            return
        self._handling = True
        try:
            self.errors += 1
            log.critical("uncaught error", exc_info=(kind, error, trace))
            if self.dialog is not None and self.dialog.isVisible():
                return
            saved = self.window.emergency_autosave()
            self.dialog = self._dialog(error, saved)
            self.dialog.open()
        except Exception:
            self._previous(*sys.exc_info())
        finally:
            self._handling = False

    def _dialog(self, error: BaseException, saved: Path | None) -> QMessageBox:
        parent = self.window if isinstance(self.window, QWidget) else None
        box = QMessageBox(parent)
        box.setIcon(QMessageBox.Icon.Critical)
        box.setWindowTitle(tr("Something went wrong"))
        game = (
            tr("Your game was saved, and Game \u25b8 Load lists it.")
            if saved is not None
            else tr("The game in progress could not be saved.")
        )
        box.setText(tr("Everdell Desktop met an unexpected error. {game}").format(game=game))
        where = (
            tr("The details were written to {file}.").format(file=self.log_file)
            if self.log_file is not None
            else tr("The details could not be written to a log file.")
        )
        summary = f"{type(error).__name__}: {str(error)[:300]}"
        box.setInformativeText(
            tr("{where}\n\n{summary}\n\nYou can go on playing, or quit.").format(
                where=where, summary=summary
            )
        )
        box.addButton(tr("Continue"), QMessageBox.ButtonRole.AcceptRole)
        quit_button = box.addButton(tr("Quit"), QMessageBox.ButtonRole.DestructiveRole)
        box.buttonClicked.connect(
            lambda button: self.window.close() if button is quit_button else None
        )
        return box

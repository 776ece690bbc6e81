"""The main window's saving and loading: autosaves, named and quick saves, loading and
resuming a game."""

from __future__ import annotations

import logging
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QLineEdit, QMessageBox

from everdell_desktop.core import ReplayError
from everdell_desktop.session import GameSession
from everdell_desktop.store import LoadedGame, LoadError
from everdell_desktop.store.saves import MAX_SAVE_NAME_CHARS

from . import i18n
from .i18n import tr
from .load_dialog import LoadGameDialog

log = logging.getLogger(__name__)


class SavesMixin:
    """Saves the game on the table and resumes saved ones, telling the player what failed.
    Mixed into MainWindow."""

    # --- saving and loading -----------------------------------------------------------------
    def _first_autosave(self, session: GameSession) -> None:
        """Autosave a new game at once (the game "Continue" now offers); later autosaves are
        the session's, into the same store. On a hostile disk (full, read-only, something in
        the way of the autosave folder) the player is told and the game plays on unsaved; the
        session tries again after every turn."""
        try:
            self.saves.autosave(session.record, state=session.state)
        except OSError as error:
            self._show_autosave_error(error)

    def _show_autosave_error(self, error: OSError) -> None:
        """What failed, where and why, and what the player can do about it."""
        where = error.filename or self.saves.paths.autosave
        reason = error.strerror or str(error)
        log.warning("the new game could not be autosaved in %s: %s", where, reason)
        self.autosave_error = QMessageBox(
            QMessageBox.Icon.Warning,
            tr("Cannot autosave"),
            tr("The new game could not be autosaved in {folder}.").format(folder=where),
            QMessageBox.StandardButton.Ok,
            self,
        )
        advice = tr(
            "{reason}. The game goes on without saving. Free some space on the disk, or make "
            "that folder writable (or move away what is in its place): the game is then "
            "autosaved after the next turn, or save it with Game \u25b8 Save…"
        ).format(reason=reason)
        self.autosave_error.setInformativeText(advice)
        self.autosave_error.open()

    def save_game(self) -> None:
        if self.session is None:
            return
        title, label, suggested = self._save_dialog_words()
        name, ok = QInputDialog.getText(self, title, label, QLineEdit.EchoMode.Normal, suggested)
        if ok and name.strip():
            self.save_as(name.strip())

    def _save_dialog_words(self) -> tuple[str, str, str]:
        """The Save dialog's title, question and the name it offers."""
        return tr("Save game"), tr("Name of the save:"), self.suggested_save_name()

    def save_name_dialog(self) -> QInputDialog:
        """The Save dialog as :meth:`save_game` shows it, not yet shown (for the dialog
        audit, which measures it without waiting for an answer)."""
        title, label, suggested = self._save_dialog_words()
        dialog = QInputDialog(self)
        dialog.setWindowTitle(title)
        dialog.setLabelText(label)
        dialog.setTextValue(suggested)
        return dialog

    def suggested_save_name(self) -> str:
        """The name the Save dialog offers: the one this game was last saved under in this
        window, else its game's title and the date and time ("Emerge 2026-12-06 14:05")."""
        game_id = self.session.record.meta.get("game_id")
        if game_id in self.save_names:
            return self.save_names[game_id]
        when = datetime.now().strftime("%Y-%m-%d %H:%M")
        return f"{i18n.game_title(self.session.game)} {when}"

    def save_as(self, name: str):
        """Save under ``name``, after asking when a save of exactly that name would be
        replaced. None when nothing was saved: the player kept the other save, the store
        refused the name (blank or too long: the player is told) or writing failed (disk
        full, read-only folder: told, and the previous file of that name is intact)."""
        try:
            if not self._may_replace_save(name):
                kept = tr("Not saved: the save “{name}” is unchanged").format(name=name)
                self.statusBar().showMessage(kept, 8000)
                return None
            state = self.session.settled_state()  # during a grace period too: as it replays
            entry = self.saves.save(self.session.record, name, state=state)
        except ValueError:  # a name the store cannot keep as given
            self._refuse_save_name()
            return None
        except OSError as error:
            what = tr("The game could not be saved as “{name}”").format(name=name)
            self._show_save_error(what, error)
            return None
        self.statusBar().showMessage(tr("Saved as “{name}”").format(name=name), 4000)
        self.save_names[self.session.record.meta.get("game_id")] = name
        return entry

    def _may_replace_save(self, name: str) -> bool:
        """True unless a save of exactly ``name`` exists and the player wants to keep it."""
        if self.saves.find(name) is None:
            return True
        return self.ask(
            tr("Replace the save?"),
            tr("A save called “{name}” already exists. Replace it with this game?").format(
                name=name
            ),
        )

    def _refuse_save_name(self) -> None:
        limit = MAX_SAVE_NAME_CHARS
        text = tr("A save's name is 1 to {count} characters long.").format(count=limit)
        self.statusBar().showMessage(text, 15000)
        self.save_error = QMessageBox(
            QMessageBox.Icon.Warning, tr("Cannot save"), text, QMessageBox.StandardButton.Ok, self
        )
        self.save_error.open()

    def quick_save(self) -> None:
        if self.session is None:
            return
        try:
            self.saves.quick_save(self.session.record, state=self.session.settled_state())
        except OSError as error:
            self._show_save_error(tr("The game could not be quick-saved"), error)
            return
        self.statusBar().showMessage(tr("Quick-saved (F9 to load)"), 4000)

    def _show_save_error(self, what: str, error: OSError) -> None:
        reason = error.strerror or str(error)
        log.warning("%s: %s", what, reason)
        self.statusBar().showMessage(f"{what}: {reason}", 15000)
        self.save_error = QMessageBox(
            QMessageBox.Icon.Warning,
            tr("Cannot save"),
            f"{what}.",
            QMessageBox.StandardButton.Ok,
            self,
        )
        unchanged = tr("{reason}. The previous save is unchanged.").format(reason=reason)
        self.save_error.setInformativeText(unchanged)
        self.save_error.open()

    def quick_load(self) -> None:
        if not self.may_leave_game(tr("Load the quick save")):
            return
        try:
            loaded = self.saves.quick_load()
        except LoadError as error:
            self._show_load_error(str(error))
            return
        self.resume(loaded)

    def load_game_dialog(self) -> None:
        self._saves_on_disk()
        dialog = LoadGameDialog(self.saves, self)
        if dialog.exec() and dialog.loaded() is not None:
            self.resume(dialog.loaded())

    def load_path(self, path: Path) -> bool:
        try:
            loaded = self.saves.load(path)
        except LoadError as error:
            self._show_load_error(str(error))
            return False
        return self.resume(loaded)

    def open_document(self, path: Path) -> bool:
        """A saved game opened from outside (the command line, a double-click, a second
        launch): the window comes to the front and, once the player agrees to leave the game
        in progress, plays on from the file."""
        self.setWindowState(self.windowState() & ~Qt.WindowState.WindowMinimized)
        self.raise_()
        self.activateWindow()
        if not self.may_leave_game(tr("Open {file}").format(file=Path(path).name)):
            return False
        return self.load_path(path)

    def resume(self, loaded: LoadedGame) -> bool:
        """Continue a loaded game (replayed once, by the store)."""
        try:
            session = GameSession.from_record(loaded.record, loaded=(loaded.state, loaded.moves))
        except (ReplayError, ValueError) as error:
            self._show_load_error(str(error))
            return False
        except Exception as error:  # a rules bug met while replaying: say so, keep the game
            log.error("cannot resume the game", exc_info=error)
            self._show_load_error(f"the game cannot be replayed ({type(error).__name__})")
            return False
        self.start_session(session)
        self.statusBar().showMessage(tr("Game loaded"), 4000)
        return True

    def offer_continue(self) -> bool:
        """Continue the last unfinished game (from its autosaves); True when resumed."""
        self._saves_on_disk()
        try:
            loaded = self.saves.continue_game()
        except LoadError as error:
            self._show_load_error(str(error))
            return False
        return loaded is not None and self.resume(loaded)

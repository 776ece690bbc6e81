"""The Load game dialog and the one place that tells the player a game could not be loaded.

The dialog lists a :class:`SaveStore`'s entries (newest first) and loads the chosen one itself:
a file that turns out to be bad is explained in a message box and the dialog stays open, so the
caller only ever receives a game that replayed and checked (``loaded()``).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TR_NOOP, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHeaderView,
    QLabel,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from everdell_desktop.store import LoadedGame, LoadError, SaveEntry, SaveStore
from everdell_desktop.store.saves import SAVE_SUFFIXES

from .i18n import named_game_title, tr

# translated where they are shown
COLUMNS = (
    QT_TR_NOOP("Save"),
    QT_TR_NOOP("Game"),
    QT_TR_NOOP("Seats"),
    QT_TR_NOOP("Progress"),
    QT_TR_NOOP("Saved"),
    QT_TR_NOOP("Summary"),
)
KIND_LABELS = {"save": "", "quick": QT_TR_NOOP("Quick save"), "autosave": QT_TR_NOOP("Autosave")}
DAMAGED_COLOUR = QColor("#9a3b2e")


def show_load_error(parent: QWidget | None, message: str) -> QMessageBox:
    """Tell the player why a game could not be loaded (modal); returns the box once closed."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(tr("Cannot load game"))
    box.setText(tr("This game could not be loaded."))
    box.setInformativeText(message)
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.exec()
    return box


class LoadGameDialog(QDialog):
    """Pick a save to load, delete saves, or open a save file from elsewhere."""

    def __init__(self, store: SaveStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self._entries: list[SaveEntry] = []
        self._loaded: LoadedGame | None = None
        self.setWindowTitle(tr("Load game"))
        self.resize(900, 420)

        self.table = QTableWidget(0, len(COLUMNS), self)
        self.table.setHorizontalHeaderLabels([tr(column) for column in COLUMNS])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(len(COLUMNS) - 1, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.table.itemDoubleClicked.connect(lambda _item: self.load_selected())
        self.empty_label = QLabel(tr("No saved games yet."), self)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)

        buttons = QDialogButtonBox(self)
        self.load_button = buttons.addButton(tr("Load"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.delete_button = buttons.addButton(tr("Delete"), QDialogButtonBox.ButtonRole.ActionRole)
        self.open_button = buttons.addButton(
            tr("Open file…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.cancel_button = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        # the buttons are wired one by one; the box's accepted signal would close the dialog
        # before a bad file could be reported
        self.load_button.clicked.connect(self.load_selected)
        self.delete_button.clicked.connect(self.delete_selected)
        self.open_button.clicked.connect(self.open_file)
        self.cancel_button.clicked.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.empty_label)
        layout.addWidget(buttons)
        self.refresh()

    # --- what the caller reads ----------------------------------------------------------
    def selected_entry(self) -> SaveEntry | None:
        rows = self.table.selectionModel().selectedRows()
        return self._entries[rows[0].row()] if rows else None

    def loaded(self) -> LoadedGame | None:
        """The game loaded when the dialog was accepted (None if cancelled)."""
        return self._loaded

    # --- actions ------------------------------------------------------------------------
    def refresh(self) -> None:
        self._entries = self.store.entries()
        self.table.setRowCount(len(self._entries))
        for row, entry in enumerate(self._entries):
            for column, text in enumerate(_cells(entry)):
                item = QTableWidgetItem(text)
                item.setToolTip(str(entry.path) if column == 0 else text)
                if not entry.loadable:
                    item.setForeground(DAMAGED_COLOUR)
                self.table.setItem(row, column, item)
        self.table.setVisible(bool(self._entries))
        self.empty_label.setVisible(not self._entries)
        if self._entries:
            self.table.selectRow(0)
        self._update_buttons()

    def load_selected(self) -> bool:
        entry = self.selected_entry()
        return entry is not None and self._load(entry.path)

    def open_file(self) -> bool:
        patterns = " ".join(f"*{suffix}" for suffix in SAVE_SUFFIXES)
        name, _ = QFileDialog.getOpenFileName(
            self,
            tr("Open a saved game"),
            str(self.store.paths.saves),
            tr("Saved games ({patterns})").format(patterns=patterns),
        )
        return bool(name) and self._load(Path(name))

    def delete_selected(self) -> bool:
        entry = self.selected_entry()
        if entry is None or not self.confirm_delete(entry):
            return False
        try:
            self.store.delete(entry)
        except (OSError, ValueError) as error:
            QMessageBox.warning(self, tr("Cannot delete"), str(error))
            return False
        self.refresh()
        return True

    def confirm_delete(self, entry: SaveEntry) -> bool:
        if entry.kind == "autosave":
            question = tr("Delete all autosaves of this game? This cannot be undone.")
        else:
            question = tr("Delete “{name}”? This cannot be undone.").format(name=entry.name)
        answer = QMessageBox.question(self, tr("Delete save"), question)
        return answer == QMessageBox.StandardButton.Yes

    def _load(self, path: Path) -> bool:
        try:
            self._loaded = self.store.load(path)
        except LoadError as error:
            show_load_error(self, str(error))
            return False
        self.accept()
        return True

    def _update_buttons(self) -> None:
        selected = self.selected_entry() is not None
        self.load_button.setEnabled(selected)
        self.delete_button.setEnabled(selected)


def _cells(entry: SaveEntry) -> tuple[str, ...]:
    saved = entry.saved_at.astimezone().strftime("%Y-%m-%d %H:%M")
    if not entry.loadable:
        return (entry.name, tr("damaged file"), "", "", saved, entry.summary)
    name = tr(KIND_LABELS[entry.kind]) if KIND_LABELS[entry.kind] else entry.name
    title = named_game_title(entry.game, entry.game_title)
    return (name, title, ", ".join(entry.seats), entry.progress, saved, entry.summary)

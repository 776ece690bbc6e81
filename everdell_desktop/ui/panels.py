"""Side panels: the game log, the live scores, and the action list (the keyboard's way in)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QKeyEvent
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from everdell_desktop.core import Action, ScoreBreakdown
from everdell_desktop.core.words import Words

from . import theme
from .action_bar import final_move_words, warned_tooltip
from .glossary import Glossary
from .i18n import tr
from .messages import describe_event


def category_label(key: str, words: Words | None = None) -> str:
    """A score category in words: the games name them by English keys ("cards",
    "point_tokens"); a game's words name them in other languages (kind ``score``)."""
    english = key.replace("_", " ").capitalize()
    return words.name("score", key, english) if words is not None else english


class LogPanel(QListWidget):
    """One line per move and per notable event, newest at the bottom, told from the session's
    Moves: a taken-back move leaves the log, a loaded game's log is whole again."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.names: list[str] = []
        # the table words moves and its own events: (move, names) -> str, (event, names) -> str
        self.describe_move = lambda move, names: f"{names[move.seat]}: {move.label}"
        self.describe_event = describe_event
        self.glossary = Glossary([])  # the game's: a line's tooltip explains its terms

    def add_line(self, text: str, seat: int | None = None, move: int | None = None) -> None:
        item = QListWidgetItem(text)
        item.setToolTip(self.glossary.explain(text))
        if isinstance(seat, int) and 0 <= seat < len(theme.PLAYER_STYLES):
            item.setForeground(QBrush(theme.player_style(seat).colour.darker(170)))
        item.setData(Qt.ItemDataRole.UserRole, move)
        self.addItem(item)
        self.scrollToBottom()

    def add_move(self, move) -> None:
        """The move's line, then a line for each of its events worth one."""
        self.add_line(self.describe_move(move, self.names), move.seat, move.index)
        self.add_events(move, move.events)

    def add_events(self, move, events) -> None:
        """A line for each of ``events`` (of ``move``) worth one: a held move's turn end,
        told once its grace period is over."""
        for event in events:
            line = self.describe_event(event, self.names) or describe_event(event, self.names)
            if line:
                self.add_line(line, event.params.get("seat"), move.index)

    def show_moves(self, moves) -> None:
        """The whole log again, from every move played so far."""
        self.setUpdatesEnabled(False)
        self.clear()
        for move in moves:
            self.add_move(move)
        self.setUpdatesEnabled(True)
        self.scrollToBottom()

    def lines(self) -> list[str]:
        return [self.item(row).text() for row in range(self.count())]


class ScorePanel(QTableWidget):
    """Running score per seat and category; the seat to move is marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.words: Words | None = None  # the game's, which name its score categories

    def show_scores(self, names: list[str], scores: list[ScoreBreakdown], to_move: int | None):
        """One row per seat: name and total; the categories are in the row's tooltip (the
        end-of-game dialog shows them all as a table)."""
        self.setColumnCount(2)
        self.setHorizontalHeaderLabels([tr("Player"), tr("Points")])
        self.setRowCount(len(scores))
        for row, breakdown in enumerate(scores):
            seat = breakdown.seat
            name = names[seat] if seat < len(names) else tr("Target")
            marker = "\u25b6 " if seat == to_move else ""
            details = "\n".join(
                f"{category_label(key, self.words)}: {value}"
                for key, value in breakdown.categories.items()
            )
            for column, text in enumerate((marker + name, str(breakdown.total))):
                item = QTableWidgetItem(text)
                item.setToolTip(details)
                if column == 0 and seat < len(names):
                    item.setForeground(QBrush(theme.player_style(seat).colour.darker(170)))
                self.setItem(row, column, item)
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.setMinimumHeight(self.height_for_all_rows())

    def height_for_all_rows(self) -> int:
        """Tall enough to show every seat's row without scrolling (four players at 720p)."""
        rows = sum(self.rowHeight(row) for row in range(self.rowCount()))
        return self.horizontalHeader().height() + rows + 2 * self.frameWidth() + 2

    def total_of(self, row: int) -> int:
        return int(self.item(row, 1).text())


class ActionPanel(QWidget):
    """Every legal action as a list entry: type to filter, Enter or double-click to play.

    This is the keyboard route to every move; prompts (choose a card, keep an artifact ...)
    appear here with their question above the choices.
    """

    action_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setFont(theme.font(11, bold=True))
        self.filter = QLineEdit()
        self.retranslate()
        self.list = QListWidget()
        # long labels wrap onto more lines instead of being cut (the dock is narrow)
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setAlternatingRowColors(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.prompt)
        layout.addWidget(self.filter)
        layout.addWidget(self.list, 1)
        self.filter.textChanged.connect(self._apply_filter)
        self.filter.returnPressed.connect(self.play_selected)
        self.list.itemActivated.connect(lambda _item: self.play_selected())
        self._actions: list[Action] = []
        self.glossary = Glossary([])  # the game's: a move's tooltip explains its terms

    def retranslate(self) -> None:
        """The filter's hint, whole in its tooltip too: the narrow dock cuts it."""
        hint = tr("Type to filter the moves, Enter to play the selected one")
        self.filter.setPlaceholderText(hint)
        self.filter.setToolTip(hint)

    def set_actions(
        self,
        question: str,
        actions: list[Action],
        labels: list[str],
        warn: Callable[[Action], str | None] = lambda _action: None,
    ) -> None:
        """The moves to choose from. ``warn`` says why a move could not be undone (None: it
        could): its entry's tooltip says so above the glossary's words, as its button does."""
        self.prompt.setText(question)
        self._actions = list(actions)
        self.list.clear()
        for action, label in zip(actions, labels, strict=True):
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, action.encode())
            tooltip = self.glossary.explain(label)
            if warning := warn(action):
                tooltip = warned_tooltip(final_move_words(warning), tooltip)
            item.setToolTip(tooltip)
            self.list.addItem(item)
        self._apply_filter(self.filter.text())

    def _apply_filter(self, text: str) -> None:
        needle = text.strip().lower()
        first = None
        for row in range(self.list.count()):
            item = self.list.item(row)
            hidden = bool(needle) and needle not in item.text().lower()
            item.setHidden(hidden)
            if not hidden and first is None:
                first = item
        if first is not None:
            self.list.setCurrentItem(first)

    def play_selected(self) -> None:
        item = self.list.currentItem()
        if item is not None and not item.isHidden():
            self.action_chosen.emit(Action.parse(item.data(Qt.ItemDataRole.UserRole)))

    def labels(self) -> list[str]:
        return [self.list.item(row).text() for row in range(self.list.count())]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Down, Qt.Key.Key_Up) and self.filter.hasFocus():
            self.list.setFocus()
        super().keyPressEvent(event)

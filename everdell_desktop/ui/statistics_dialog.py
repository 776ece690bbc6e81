"""Game > Statistics: games played and won, and the best scores, per game and mode; the
achievements of the games that have some (Duo's Challenge), each with the date it was first
earned and its best score."""

from __future__ import annotations

from PySide6.QtCore import QT_TR_NOOP
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QListWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from everdell_desktop.core import registry
from everdell_desktop.store import AchievementStore, StatisticsStore, StorePaths
from everdell_desktop.store.statistics import ASSISTED_SUFFIX

from . import theme
from .i18n import named_game_title, tr
from .tables import table_class

# translated where they are shown
COLUMNS = (
    QT_TR_NOOP("Game"),
    QT_TR_NOOP("Mode"),
    QT_TR_NOOP("Played"),
    QT_TR_NOOP("Won"),
    QT_TR_NOOP("Best score"),
)
# the ways to play a game offers beside its first (store.mode_of "way:<way>:<level>")
WAYS = {"coop": QT_TR_NOOP("Cooperative"), "challenge": QT_TR_NOOP("Challenge")}
ACHIEVEMENT_COLUMNS = (
    QT_TR_NOOP("Game"),
    QT_TR_NOOP("Achievement"),
    QT_TR_NOOP("First achieved"),
    QT_TR_NOOP("Best score"),
)


def achievement_rows(paths: StorePaths | None) -> list[tuple[str, str, str, str]]:
    """Every achievement of every game that has some: (game, title, first achieved or "not
    yet", best score or "")."""
    book = AchievementStore(paths).load()
    rows = []
    for plugin in registry.listed():
        earned = book.earned(plugin.name)
        for key, title in table_class(plugin.definition).achievement_titles().items():
            found = earned.get(key)
            first = found.first_achieved[:10] if found else tr("not yet")
            best = str(found.best_score) if found else ""
            rows.append((named_game_title(plugin.name), title, first, best))
    return rows


def mode_title(mode: str) -> str:
    """ "3p" -> "3 players"; "solo:koto:hard" -> "Solo vs Koto (hard)"; "way:coop:easy" ->
    "Cooperative (easy)"; "2p+coach" -> "2 players, with the coach" (store.mode_of)."""
    if mode.endswith(ASSISTED_SUFFIX):
        return f"{mode_title(mode[: -len(ASSISTED_SUFFIX)])}, with the coach"
    if mode.startswith("solo:"):
        _, bot, difficulty = [*mode.split(":"), "", ""][:3]
        if difficulty and difficulty != "None":
            return tr("Solo vs {bot} ({level})").format(bot=bot.capitalize(), level=difficulty)
        return tr("Solo vs {bot}").format(bot=bot.capitalize())
    if mode.startswith("way:"):
        _, way, difficulty = [*mode.split(":"), "", ""][:3]
        words = WAYS.get(way)
        name = tr(words) if words else way
        if difficulty and difficulty != "None":
            return tr("{way} ({level})").format(way=name, level=difficulty)
        return name
    if mode.endswith("p") and mode[:-1].isdigit():
        return tr("{count} players").format(count=mode[:-1])
    return mode


class StatisticsDialog(QDialog):
    """One row per game and mode; the selected row's best scores below. A damaged statistics
    file is reported in ``problem_label`` (the store has already repaired it)."""

    def __init__(self, paths: StorePaths | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Statistics"))
        store = StatisticsStore(paths)
        statistics = store.load()
        problem = tr("Statistics: {problem}").format(problem=store.problem)
        self.problem_label = QLabel(problem if store.problem else "")
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #b00020")
        self.problem_label.setVisible(bool(store.problem))
        self.rows = [
            (game, mode, figures)
            for game, modes in sorted(
                statistics.games.items(), key=lambda kv: named_game_title(kv[0])
            )
            for mode, figures in sorted(modes.items())
        ]
        self.empty_label = QLabel(tr("No finished games yet: the figures appear after your first."))
        self.empty_label.setVisible(not self.rows)
        self.table = QTableWidget(len(self.rows), len(COLUMNS))
        self.table.setHorizontalHeaderLabels([tr(column) for column in COLUMNS])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for row, (game, mode, figures) in enumerate(self.rows):
            best = "" if figures.best is None else str(figures.best)
            cells = (named_game_title(game), mode_title(mode), figures.played, figures.won, best)
            for column, value in enumerate(cells):
                self.table.setItem(row, column, QTableWidgetItem(str(value)))
        self.best_title = QLabel(tr("Best scores"))
        self.best_title.setFont(theme.font(11, bold=True))
        self.best_list = QListWidget()
        self.achievements = self._achievement_table(achievement_rows(paths))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.problem_label)
        layout.addWidget(self.empty_label)
        layout.addWidget(self.table, 2)
        layout.addWidget(self.best_title)
        layout.addWidget(self.best_list, 1)
        if self.achievements.rowCount():
            title = QLabel(tr("Achievements"))
            title.setFont(theme.font(11, bold=True))
            layout.addWidget(title)
            layout.addWidget(self.achievements, 2)
        layout.addWidget(buttons)
        self.table.itemSelectionChanged.connect(self._show_best)
        if self.rows:
            self.table.selectRow(0)
        self.resize(680, 600)

    @staticmethod
    def _achievement_table(rows: list[tuple[str, str, str, str]]) -> QTableWidget:
        table = QTableWidget(len(rows), len(ACHIEVEMENT_COLUMNS))
        table.setHorizontalHeaderLabels([tr(column) for column in ACHIEVEMENT_COLUMNS])
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for row, cells in enumerate(rows):
            for column, value in enumerate(cells):
                table.setItem(row, column, QTableWidgetItem(value))
        return table

    def cell(self, row: int, column: str) -> str:
        return self.table.item(row, COLUMNS.index(column)).text()

    def _show_best(self) -> None:
        self.best_list.clear()
        row = self.table.currentRow()
        if not 0 <= row < len(self.rows):
            return
        game, mode, figures = self.rows[row]
        self.best_title.setText(
            tr("Best scores: {game}, {mode}").format(
                game=named_game_title(game), mode=mode_title(mode)
            )
        )
        for rank, best in enumerate(figures.best_scores, start=1):
            self.best_list.addItem(
                tr("{rank}. {score} points: {name} ({date})").format(
                    rank=rank, score=best.score, name=best.name, date=best.date
                )
            )

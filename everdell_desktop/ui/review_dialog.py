"""Game > Review the game (and "Review my moves" on the score screen): the human players' moves
that the AI judges clearly worse than its own choice, each with the AI's alternative and the
difference in expected final lead (``ai.coach.review_game``, run by ``session.GameReview``)."""

from __future__ import annotations

from collections.abc import Collection

from PySide6.QtCore import QT_TR_NOOP
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QProgressBar,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from everdell_desktop.ai.coach import CLEARLY_BETTER, GAINS_LISTED
from everdell_desktop.core import GameDefinition, GameRecord
from everdell_desktop.session.coach import GameReview

from . import theme
from .coach_words import item_name
from .i18n import game_words, tr
from .panels import category_label

COLUMNS = (
    QT_TR_NOOP("Move"),
    QT_TR_NOOP("Player"),
    QT_TR_NOOP("Your move"),
    QT_TR_NOOP("The AI's choice"),
    QT_TR_NOOP("Difference"),
)

WRAPPED_COLUMNS = (2, 3, 4)  # your move, the AI's choice and the difference share the width


def dialog_size(parent: QWidget | None) -> tuple[int, int]:
    """Four fifths of the window's width (at least 900 pixels, the texts are long) and three
    fifths of its height (at least 480)."""
    if parent is None:
        return 900, 480
    return max(900, parent.width() * 4 // 5), max(480, parent.height() * 3 // 5)


def gain_text(mistake, game: GameDefinition) -> str:
    """What the better move gains, in words: "Take 3 Twigs: about 2.4 points better", and
    where the review's search played the moves on, what it gains in (:func:`gain_sources`):
    "..., from Harvest Festival +3.0, Palace +1.2" or "..., from Events +3.0, Cards +1.2"."""
    move, points = mistake.better, f"{mistake.loss:.1f}"
    named = gain_sources(mistake, game)
    if not named:
        return tr("{move}: about {points} points better").format(move=move, points=points)
    sources = ", ".join(f"{name} +{gain:.1f}" for name, gain in named)
    return tr("{move}: about {points} points better, from {sources}").format(
        move=move, points=points, sources=sources
    )


def gain_sources(mistake, game: GameDefinition) -> list[tuple[str, float]]:
    """The named items the better move gains in (the game's Events, cards...) first, then the
    score categories (by the game's words) no listed item makes up, at most GAINS_LISTED in
    all: "School +1.0, Cards +2.0" (School's points are Prosperity's)."""
    explained = {item.group for item in mistake.items}
    words = game_words(game)
    named = [(item_name(item, game), item.points) for item in mistake.items]
    named += [
        (category_label(key, words), gain) for key, gain in mistake.gains if key not in explained
    ]
    return named[:GAINS_LISTED]


class ReviewDialog(QDialog):
    """Starts the review when opened and shows its progress, then the list (or that there is
    nothing to show); closing the dialog stops a review still running."""

    def __init__(
        self,
        record: GameRecord,
        seats: Collection[int],
        names: list[str],
        parent: QWidget | None = None,
        agent_name: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Review of the game"))
        self.names = names
        self.game = record.definition()
        self.status = QLabel(
            tr("The AI replays the game and looks at each of your decisions\u2026")
        )
        self.status.setWordWrap(True)
        self.status.setFont(theme.font(11, bold=True))
        self.bar = QProgressBar()
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels([tr(column) for column in COLUMNS])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        self._share_columns()
        note = QLabel(
            tr(
                "Difference: how many more points of final lead the AI expects from its choice"
                " (only moves at least {points} points worse are listed)."
            ).format(points=f"{CLEARLY_BETTER:g}")
        )
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (self.status, self.bar, self.table, note, buttons):
            layout.addWidget(widget)
        self.resize(*dialog_size(parent))
        self.mistakes: list | None = None  # the review's result, once it is in
        self.review = GameReview(self, agent_name)
        self.review.progress.connect(self._progressed)
        self.review.finished.connect(self._show)
        self.review.failed.connect(self._failed)
        self.finished.connect(lambda _result: self.review.close())
        self.review.start(record, seats)

    def _share_columns(self) -> None:
        """The move number and the player fit their contents; the three texts share the rest
        and wrap, so a long gain text cannot squeeze the moves (or cut their headers)."""
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for column in WRAPPED_COLUMNS:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(header.fontMetrics().horizontalAdvance("M") * 4)

    def _progressed(self, done: int, total: int) -> None:
        self.bar.setMaximum(total)
        self.bar.setValue(done)

    def _show(self, mistakes: list) -> None:
        self.mistakes = mistakes
        self.bar.hide()
        if not mistakes:
            self.status.setText(tr("No move was clearly worse than the AI's choice. Well played!"))
        else:
            self.status.setText(
                tr("{count} moves where the AI's choice looks clearly better:").format(
                    count=len(mistakes)
                )
            )
        self.table.setRowCount(len(mistakes))
        for row, mistake in enumerate(mistakes):
            name = self.names[mistake.seat] if mistake.seat < len(self.names) else ""
            cells = (
                str(mistake.index + 1),
                name,
                mistake.played,
                mistake.better,
                gain_text(mistake, self.game),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.table.setItem(row, column, item)
        self.table.resizeRowsToContents()

    def _failed(self, message: str) -> None:
        self.mistakes = []
        self.bar.hide()
        self.status.setText(message)

"""The campaign screen: pick a solo campaign, read its chapters, start or replay one."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TR_NOOP
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from everdell_desktop.core.campaign import Campaign
from everdell_desktop.session.campaigns import ChapterRow, campaigns, chapter_rows
from everdell_desktop.store import CampaignStore, StorePaths

from . import theme
from .campaign_words import worded
from .i18n import tr

COLUMNS = (  # translated where they are shown
    QT_TR_NOOP("Chapter"),
    QT_TR_NOOP("Status"),
    QT_TR_NOOP("Best score"),
    QT_TR_NOOP("Attempts"),
)

STATUS_WORDS = {
    "Won": QT_TR_NOOP("Won"),
    "Open": QT_TR_NOOP("Open"),
    "Locked": QT_TR_NOOP("Locked"),
}


@dataclass(frozen=True, slots=True)
class CampaignChoice:
    """What the dialog was accepted with: the chapter to play and the player's name."""

    campaign: Campaign
    chapter: ChapterRow
    player_name: str


class CampaignDialog(QDialog):
    """Lists a campaign's chapters (title, status, best score, attempts) with the selected
    chapter's story and goal; Start (or Replay for a won chapter) accepts. Locked chapters
    cannot be started. A damaged progress file is reported in ``problem_label`` and the
    dialog works from the repaired file."""

    def __init__(
        self,
        paths: StorePaths | None = None,
        parent: QWidget | None = None,
        player_name: str = "",
        default_game: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Campaign"))
        self.store = CampaignStore(paths)
        self.campaigns = list(campaigns())
        self.rows: list[ChapterRow] = []
        self.chosen: CampaignChoice | None = None

        self.problem_label = QLabel()
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #b00020")
        self.problem_label.hide()
        self.campaign_box = QComboBox()
        for camp in self.campaigns:
            self.campaign_box.addItem(worded(camp, "campaign", camp.id, camp.title), camp.id)
        self.name_edit = QLineEdit(player_name or tr("Player {number}").format(number=1))
        form = QFormLayout()
        form.addRow(tr("Campaign"), self.campaign_box)
        form.addRow(tr("Your name"), self.name_edit)

        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels([tr(column) for column in COLUMNS])
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, len(COLUMNS)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.title_label = QLabel()
        self.title_label.setFont(theme.font(13, bold=True))
        self.story_label = QLabel()
        self.story_label.setWordWrap(True)
        self.goal_label = QLabel()
        self.goal_label.setWordWrap(True)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start_button = QPushButton(tr("Start"))
        self.start_button.setDefault(True)
        buttons.addButton(self.start_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.problem_label)
        layout.addLayout(form)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.title_label)
        layout.addWidget(self.story_label)
        layout.addWidget(self.goal_label)
        layout.addWidget(buttons)
        self.resize(640, 560)

        self.campaign_box.currentIndexChanged.connect(self._campaign_changed)
        self.table.itemSelectionChanged.connect(self._chapter_changed)
        self.table.itemDoubleClicked.connect(lambda _item: self.accept())
        if default_game is not None:
            for index, camp in enumerate(self.campaigns):
                if camp.game == default_game:
                    self.campaign_box.setCurrentIndex(index)
                    break
        self._campaign_changed()

    # --- reading ------------------------------------------------------------------------------
    def campaign(self) -> Campaign:
        return self.campaigns[self.campaign_box.currentIndex()]

    def selected(self) -> ChapterRow | None:
        row = self.table.currentRow()
        return self.rows[row] if 0 <= row < len(self.rows) else None

    def select_chapter(self, chapter_id: str) -> None:
        for index, row in enumerate(self.rows):
            if row.id == chapter_id:
                self.table.selectRow(index)
                return
        raise KeyError(chapter_id)

    # --- reacting -----------------------------------------------------------------------------
    def _campaign_changed(self) -> None:
        camp = self.campaign()
        progress = self.store.progress(camp.id)
        if self.store.problem:
            self.problem_label.setText(
                tr("Campaign progress: {problem}").format(problem=self.store.problem)
            )
            self.problem_label.show()
        self.rows = chapter_rows(camp, progress)
        self.table.setRowCount(len(self.rows))
        for index, row in enumerate(self.rows):
            cells = (
                worded(camp, "chapter_title", row.id, row.title),
                tr(STATUS_WORDS[row.status]),
                "" if row.best_score is None else str(row.best_score),
                str(row.attempts),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if not row.unlocked:
                    item.setForeground(theme.INK.lighter(250))
                    item.setToolTip(tr("Opens once the one before it is won"))
                self.table.setItem(index, column, item)
        first_open = next((i for i, row in enumerate(self.rows) if row.unlocked and not row.won), 0)
        self.table.selectRow(first_open)
        self._chapter_changed()

    def _chapter_changed(self) -> None:
        row = self.selected()
        if row is None:
            self.start_button.setEnabled(False)
            return
        camp = self.campaign()
        self.title_label.setText(worded(camp, "chapter_title", row.id, row.title))
        self.story_label.setText(worded(camp, "chapter_story", row.id, row.story))
        goal = worded(camp, "chapter_goal", row.id, row.goal)
        self.goal_label.setText(tr("<b>Goal:</b> {goal}").format(goal=goal))
        self.start_button.setText(tr("Replay") if row.won else tr("Start"))
        self.start_button.setEnabled(row.unlocked)
        self.start_button.setToolTip("" if row.unlocked else tr("Win the one before it first"))

    def accept(self) -> None:
        """Close only on an open chapter; ``chosen`` then holds it."""
        row = self.selected()
        if row is None or not row.unlocked:
            return
        name = self.name_edit.text().strip()[:40] or tr("Player {number}").format(number=1)
        self.chosen = CampaignChoice(self.campaign(), row, name)
        super().accept()

"""Dialogs: new game, end-of-game score breakdown (table and chart), rules, about, hand-over."""

from __future__ import annotations

import platform
import re
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from html import escape, unescape

import PySide6
from PySide6.QtCore import QT_TR_NOOP, QRectF, Qt, Signal, qVersion
from PySide6.QtGui import QColor, QIntValidator, QPainter, QPen, QTextCursor
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from everdell_desktop import __version__
from everdell_desktop.ai import agent_names
from everdell_desktop.core import GameConfig, GameDefinition, ScoreBreakdown, registry, winners_of
from everdell_desktop.core.words import Words
from everdell_desktop.session import SeatSpec
from everdell_desktop.store import SeatDefault

from . import resources, theme
from .glossary import Glossary
from .i18n import game_title, game_words, tr
from .panels import category_label
from .table import points_text
from .tables import table_class

MAX_SEATS = 4
# the AI levels a player may pick, weakest first, in a player's words (translated when shown);
# the order is the ladder's: the 20-iteration search plays below the one-move look-ahead in
# every game (docs/ai.md, "The levels' order" and "The Beginner's budget")
AGENT_WORDS = {
    "mcts-easy": QT_TR_NOOP("Beginner"),
    "greedy": QT_TR_NOOP("Easy"),
    "mcts-normal": QT_TR_NOOP("Normal"),
    "mcts-hard": QT_TR_NOOP("Hard"),
}


def agent_label(agent: str) -> str:
    """How a seat's AI is called on screen: "AI \u2014 Normal"."""
    return tr("AI \u2014 {level}").format(level=tr(AGENT_WORDS.get(agent, agent)))


def player_label(seat: int) -> str:
    """A seat's default name: "Player 2"."""
    return tr("Player {number}").format(number=seat + 1)


def shown_name(name: str, seat: int) -> str:
    """A remembered seat name as the dialog shows it: the default English "Player 2" (the
    store's, which knows no language) in the current language; a chosen name as it is."""
    return player_label(seat) if name == stored_default(seat) else name


def stored_name(name: str, seat: int) -> str:
    """A seat name as the settings keep it: the default name of the current language ("플레이어
    2") as the store's "Player 2", so the next language shows its own; a chosen name as it is."""
    return stored_default(seat) if name == player_label(seat) else name


def stored_default(seat: int) -> str:
    """A seat's default name as the store keeps it, in no language: "Player 2"."""
    return f"Player {seat + 1}"


def listed_games() -> list[GameDefinition]:
    """The games the New game dialog offers: those their descriptors list (a developers'
    test game is not), in the order they give."""
    return [plugin.definition for plugin in registry.listed()]


@dataclass(frozen=True, slots=True)
class NewGameSpec:
    game: GameDefinition
    config: GameConfig
    seed: int
    seats: list[SeatSpec]


def preferred_agent(names: list[str]) -> str:
    for wanted in ("mcts-normal", "greedy"):
        if wanted in names:
            return wanted
    return names[0]


def offered_agents() -> list[str]:
    """The registered agents a player may seat, weakest first (test agents left out)."""
    return [name for name in AGENT_WORDS if name in agent_names()]


class NewGameDialog(QDialog):
    """Choose the game, 1-4 seats (human or AI with its level) and, optionally, the seed.
    The Campaign… button closes it and asks for the campaign screen (``campaign_requested``)."""

    campaign_requested = Signal()

    def __init__(
        self,
        parent: QWidget | None = None,
        default_game: str | None = None,
        seat_defaults: list[SeatDefault] | None = None,
        option_defaults: dict[str, dict[str, str | None]] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("New game"))
        self.seat_defaults = list(seat_defaults or [])
        self.option_defaults = dict(option_defaults or {})  # per game, its options last chosen
        self.games = listed_games()
        self.agents = offered_agents()
        self.game_box = QComboBox()
        for game in self.games:
            self.game_box.addItem(game_title(game), game.name)
        self.players = QSpinBox()
        self.solo_box = QComboBox()
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText(tr("random"))
        self.seed_edit.setValidator(QIntValidator(0, 2_000_000_000))
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020")
        form = QFormLayout()
        form.addRow(tr("Game"), self.game_box)
        form.addRow(tr("Players"), self.players)
        form.addRow(tr("Solo opponent"), self.solo_box)
        form.addRow(tr("Seed (optional)"), self.seed_edit)
        self.options_form = QFormLayout()  # the game's optional settings (an expansion ...)
        self.option_boxes: dict[str, QComboBox] = {}
        grid = QGridLayout()
        self.name_edits: list[QLineEdit] = []
        self.kind_boxes: list[QComboBox] = []
        self.badges: list[QLabel] = []
        for seat in range(MAX_SEATS):
            name = QLineEdit(player_label(seat))
            kind = QComboBox()
            kind.addItem(tr("Human"), None)
            for agent in self.agents:
                kind.addItem(agent_label(agent), agent)
            if seat < len(self.seat_defaults):
                name.setText(shown_name(self.seat_defaults[seat].name, seat))
                wanted = self.seat_defaults[seat].kind
                found = kind.findData(None if wanted == "human" else wanted)
                ai = kind.findData(preferred_agent(self.agents))
                kind.setCurrentIndex(found if found >= 0 else (0 if wanted == "human" else ai))
            elif seat > 0:
                kind.setCurrentIndex(1 + self.agents.index(preferred_agent(self.agents)))
            badge = QLabel(tr(theme.player_style(seat).name))
            badge.setStyleSheet(f"color: {theme.player_style(seat).colour.darker(150).name()}")
            grid.addWidget(badge, seat, 0)
            grid.addWidget(name, seat, 1)
            grid.addWidget(kind, seat, 2)
            self.name_edits.append(name)
            self.kind_boxes.append(kind)
            self.badges.append(badge)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("Start"))
        self.campaign_button = QPushButton(tr("Campaign…"))
        self.campaign_button.setToolTip(tr("Solo campaigns: chapters against the solo bots"))
        buttons.addButton(self.campaign_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.campaign_button.clicked.connect(self._to_campaign)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)  # no gap for hidden rows
        layout.addLayout(form)
        layout.addLayout(self.options_form)
        layout.addLayout(grid)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.chosen: NewGameSpec | None = None
        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.players.valueChanged.connect(self._players_changed)
        if default_game is not None and self.game_box.findData(default_game) >= 0:
            self.game_box.setCurrentIndex(self.game_box.findData(default_game))
        self._game_changed()

    def game(self) -> GameDefinition:
        return self.games[self.game_box.currentIndex()]

    def _to_campaign(self) -> None:
        self.reject()
        self.campaign_requested.emit()

    def _game_changed(self) -> None:
        game = self.game()
        self.players.setRange(1 if game.solo_bots else game.min_players, game.max_players)
        wanted = len(self.seat_defaults) or 2
        self.players.setValue(max(self.players.minimum(), min(wanted, game.max_players)))
        self.solo_box.clear()
        table, words = table_class(game), game_words(game)
        for bot, levels in game.solo_bots.items():
            name = words.name("bot", bot, bot) if words is not None else bot
            for level in levels:
                self.solo_box.addItem(table.solo_label(name, level), (bot, level))
        self._sync_options(game)
        self._players_changed()

    def _sync_options(self, game: GameDefinition) -> None:
        """One choice box per optional setting the game declares (``config_choices``)."""
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_boxes = {}
        words = game_words(game)
        in_words = words.text if words is not None else str
        chosen = self.option_defaults.get(game.name, {})
        for choice in game.config_choices:
            box = QComboBox()
            for value, label in choice.values:
                box.addItem(in_words(label), value)
            box.setCurrentIndex(max(0, box.findData(chosen.get(choice.field))))
            self.options_form.addRow(in_words(choice.label), box)
            self.option_boxes[choice.field] = box

    def chosen_options(self) -> dict[str, str | None]:
        """The game's options as chosen, to choose them again next time."""
        return {field: box.currentData() for field, box in self.option_boxes.items()}

    def _players_changed(self) -> None:
        count = self.players.value()
        for seat in range(MAX_SEATS):
            visible = seat < count
            self.name_edits[seat].setVisible(visible)
            self.kind_boxes[seat].setVisible(visible)
            self.badges[seat].setVisible(visible)
        self.solo_box.setEnabled(count == 1 and self.solo_box.count() > 0)

    def spec(self) -> NewGameSpec:
        """The chosen game; raises ValueError with a readable message when it is not valid."""
        game = self.game()
        count = self.players.value()
        solo, difficulty = (None, None)
        if count == 1:
            if self.solo_box.count() == 0:
                raise ValueError(tr("{game} has no solo mode").format(game=game_title(game)))
            solo, difficulty = self.solo_box.currentData()
        options = self.chosen_options()
        seed_text = self.seed_edit.text().strip()
        seed = int(seed_text) if seed_text else secrets.randbelow(2_000_000_000)
        seats = [
            SeatSpec(
                self.name_edits[s].text().strip() or player_label(s),
                self.kind_boxes[s].currentData(),
            )
            for s in range(count)
        ]
        shared = table_class(game).seats_for_one_person(options) if count == 1 else 1
        if shared > 1:  # one person at every seat (no solo bot: it sets the level only)
            count, solo, seats = shared, None, seats * shared
        config = game.make_config(players=count, solo=solo, difficulty=difficulty, **options)
        return NewGameSpec(game, config, seed, seats)

    def chosen_seat_defaults(self) -> list[SeatDefault]:
        """The seats as chosen, to prefill the dialog next time (as many as the Players box
        says: one person playing several characters is remembered as one player)."""
        seats = self.chosen.seats[: self.players.value()] if self.chosen else []
        return [
            SeatDefault(name=stored_name(seat.name, index)[:40], kind=seat.agent or "human")
            for index, seat in enumerate(seats)
        ]

    def accept(self) -> None:
        """Close only with a valid choice; ``chosen`` then holds it (its seed drawn once)."""
        try:
            self.chosen = self.spec()
        except ValueError as error:
            self.error.setText(str(error).splitlines()[0])
            return
        super().accept()


class ScoreChart(QWidget):
    """Stacked bars: one per player, one coloured band per scoring category."""

    BAND_COLOURS = (
        "#3f8f4f",
        "#7d4ea8",
        "#e2b33c",
        "#c4403a",
        "#2f7fa8",
        "#e08a1e",
        "#8c6d46",
        "#56b4e9",
        "#999999",
    )

    def __init__(
        self, names: list[str], scores: list[ScoreBreakdown], parent=None, words=None
    ) -> None:
        super().__init__(parent)
        self.names, self.scores, self.words = names, scores, words
        self.categories = list(dict.fromkeys(k for s in scores for k in s.categories))
        self.setMinimumSize(420, 260)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), theme.PARCHMENT)
        legend_w = 150
        area = QRectF(40, 20, self.width() - 60 - legend_w, self.height() - 60)
        top = max([s.total for s in self.scores] + [1])
        painter.setPen(QPen(theme.INK, 1))
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        bar_w = area.width() / max(1, len(self.scores)) * 0.6
        painter.setFont(theme.font(9))
        for index, breakdown in enumerate(self.scores):
            x = area.left() + (index + 0.2) * area.width() / len(self.scores)
            y = area.bottom()
            for band, key in enumerate(self.categories):
                value = max(0, breakdown.categories.get(key, 0))
                height = area.height() * value / top
                painter.setBrush(QColor(self.BAND_COLOURS[band % len(self.BAND_COLOURS)]))
                painter.setPen(QPen(theme.INK, 0.5))
                painter.drawRect(QRectF(x, y - height, bar_w, height))
                y -= height
            painter.setPen(theme.INK)
            painter.drawText(
                QRectF(x - 20, y - 20, bar_w + 40, 18),
                Qt.AlignmentFlag.AlignCenter,
                str(breakdown.total),
            )
            seat = breakdown.seat
            name = self.names[seat] if seat < len(self.names) else tr("Target")
            painter.drawText(
                QRectF(x - 30, area.bottom() + 4, bar_w + 60, 30),
                Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap,
                name,
            )
        for band, key in enumerate(self.categories):
            y = 20 + band * 20
            painter.setBrush(QColor(self.BAND_COLOURS[band % len(self.BAND_COLOURS)]))
            painter.drawRect(QRectF(self.width() - legend_w, y, 14, 14))
            painter.drawText(
                QRectF(self.width() - legend_w + 20, y - 2, legend_w - 20, 18),
                Qt.AlignmentFlag.AlignVCenter,
                category_label(key, self.words),
            )
        painter.end()


def join_names(names: list[str]) -> str:
    """'Ana', 'Ana and Ben', 'Ana, Ben and Cy'."""
    if len(names) == 1:
        return names[0]
    return tr("{some} and {last}").format(some=", ".join(names[:-1]), last=names[-1])


def tie_sentence(names: list[str], scores: list[ScoreBreakdown], words: list[str]) -> str:
    """Who won a tie on points and on what (``words`` name the tie-breakers in order), or ""
    when the best total is nobody else's."""
    best = max(b.total for b in scores)
    tied = [b for b in scores if b.total == best]
    if len(tied) < 2:
        return ""

    def name(seat: int) -> str:
        return names[seat] if seat < len(names) else tr("the target")

    who = join_names([name(b.seat) for b in tied])
    winners = winners_of(scores)
    if len(winners) > 1:
        return tr("{who} tie on {points} and on every tie-breaker: a shared victory.").format(
            who=who, points=points_text(best)
        )
    depth = max(len(b.tiebreak) for b in tied)
    for index in range(depth):
        if len({b.tiebreak[index] if index < len(b.tiebreak) else 0 for b in tied}) > 1:
            break
    word = (
        words[index] if index < len(words) else tr("tie-breaker {number}").format(number=index + 1)
    )
    return tr("{who} tie on {points}; {winner} wins on {what}.").format(
        who=who, points=points_text(best), winner=name(winners[0]), what=word
    )


class ScoreBreakdownDialog(QDialog):
    """End of game: who won (and on what, after a tie), a category-by-player table beside the
    stacked chart; sized to fit a 720p screen."""

    def __init__(
        self,
        names: list[str],
        scores: list[ScoreBreakdown],
        parent=None,
        note: str | None = None,
        note_good: bool = True,
        tiebreak_words: list[str] | None = None,
        words: Words | None = None,
        review: Callable[[], object] | None = None,
    ) -> None:
        """``note``: a line under the headline (a campaign game: was the goal met), green when
        ``note_good``, else red. ``tiebreak_words`` name the tie-breakers, in order; ``words``
        (the game's) name the score categories. ``review``: what the "Review my moves" button
        opens (no button without it)."""
        super().__init__(parent)
        self.setWindowTitle(tr("Final scores"))
        winners = winners_of(scores)
        winner_names = [names[s] if s < len(names) else tr("the target") for s in winners]
        headline = tr("{who} wins!") if len(winners) == 1 else tr("{who} share the victory!")
        self.headline = QLabel(headline.format(who=join_names(winner_names)))
        self.headline.setFont(theme.font(16, bold=True))
        self.tie = QLabel(tie_sentence(names, scores, tiebreak_words or []))
        self.tie.setWordWrap(True)
        self.tie.setFont(theme.font(11))
        self.tie.setVisible(bool(self.tie.text()))
        self.table = self._score_table(names, scores, words)
        self.chart = ScoreChart(names, scores, words=words)
        self.chart.setMinimumSize(360, 240)
        close = QPushButton(tr("Close"))
        close.clicked.connect(self.accept)
        self.review_button = QPushButton(tr("Review my moves"))
        self.review_button.setVisible(review is not None)
        if review is not None:
            self.review_button.clicked.connect(review)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addWidget(self.tie)
        self.note = QLabel(note or "")
        self.note.setWordWrap(True)
        self.note.setFont(theme.font(12, bold=True))
        self.note.setStyleSheet(f"color: {'#2e7d32' if note_good else '#b00020'}")
        self.note.setVisible(bool(note))
        layout.addWidget(self.note)
        body = QHBoxLayout()
        body.addWidget(self.table, 3)
        body.addWidget(self.chart, 4)
        layout.addLayout(body, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.review_button)
        buttons.addWidget(close)
        layout.addLayout(buttons)
        fit_screen(self, 900, 520)

    @staticmethod
    def _score_table(names: list[str], scores: list[ScoreBreakdown], words) -> QTableWidget:
        categories = list(dict.fromkeys(k for s in scores for k in s.categories))
        table = QTableWidget(len(categories) + 1, len(scores))
        table.setHorizontalHeaderLabels(
            [names[s.seat] if s.seat < len(names) else tr("Target") for s in scores]
        )
        table.setVerticalHeaderLabels(
            [category_label(k, words) for k in categories] + [tr("Total")]
        )
        for column, breakdown in enumerate(scores):
            for row, key in enumerate(categories):
                table.setItem(row, column, QTableWidgetItem(str(breakdown.categories.get(key, 0))))
            total = QTableWidgetItem(str(breakdown.total))
            total.setFont(theme.font(10, bold=True))
            table.setItem(len(categories), column, total)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.resizeRowsToContents()
        return table


SCREEN_MARGIN = (40, 100)  # room around a dialog for its frame, title bar and a desktop's panel


def fit_screen(dialog: QWidget, width: int, height: int) -> None:
    """Size ``dialog`` ``width`` x ``height``, but never wider or taller than its screen's
    room (a rules dialog of 700 px did not fit a 1280x720 screen)."""
    screen = dialog.screen().availableGeometry() if dialog.screen() else None
    if screen is not None:
        width = min(width, screen.width() - SCREEN_MARGIN[0])
        height = min(height, screen.height() - SCREEN_MARGIN[1])
    dialog.resize(width, height)


HEADING = re.compile(r"<h([23])>(.*?)</h\1>", re.S)


def indexed(html: str) -> tuple[str, list[tuple[str, str]]]:
    """``html`` with an anchor before each <h2>/<h3> heading, and the index: (anchor, heading
    text) per heading, in order (an <h3> is indented under its <h2>)."""
    index: list[tuple[str, str]] = []

    def anchor(match: re.Match) -> str:
        name = f"section{len(index)}"
        text = re.sub(r"<[^>]+>", "", match.group(2)).strip()
        index.append((name, ("    " if match.group(1) == "3" else "") + unescape(text)))
        return f'<a name="{name}"></a>{match.group(0)}'

    return HEADING.sub(anchor, html), index


def glossary_html(glossary: Glossary) -> str:
    """The game's glossary as a section of the rules reference."""
    if not glossary.terms:
        return ""
    rows = "".join(
        f"<dt><b>{escape(term.term)}</b></dt><dd>{escape(term.meaning)}</dd>"
        for term in sorted(glossary.terms.values(), key=lambda t: t.term.lower())
    )
    heading = tr("Glossary")
    return f"<h2>{escape(heading)}</h2><dl>{rows}</dl>"


class RulesDialog(QDialog):
    """A game's rules summary with an index of its sections and a search box (the glossary
    closes it); the window keeps one open at a time (``game`` names it)."""

    def __init__(
        self, game: str, title: str, html: str, parent=None, glossary: Glossary | None = None
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.setWindowTitle(tr("Rules reference: {game}").format(game=title))
        html, self.sections = indexed(html + glossary_html(glossary or Glossary([])))
        self.browser = QTextBrowser()
        self.browser.setHtml(html)
        self.index = QListWidget()
        for anchor, heading in self.sections:
            item = QListWidgetItem(heading)
            item.setData(Qt.ItemDataRole.UserRole, anchor)
            self.index.addItem(item)
        self.index.itemClicked.connect(self._go_to)
        self.index.itemActivated.connect(self._go_to)
        self.search = QLineEdit()
        self.search.setPlaceholderText(tr("Search the rules (Enter: next match)"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.find)
        self.search.returnPressed.connect(self.find_next)
        self.found = QLabel()
        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.found)
        body = QHBoxLayout()
        body.addWidget(self.index, 1)
        body.addWidget(self.browser, 3)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(body, 1)
        fit_screen(self, 860, 700)

    def _go_to(self, item: QListWidgetItem) -> None:
        self.browser.scrollToAnchor(item.data(Qt.ItemDataRole.UserRole))

    def find(self, text: str) -> int:
        """Mark every match of ``text`` and go to the first; the index keeps only the sections
        that contain it. Returns the number of matches."""
        text = text.strip()
        matches = self._matches(text)
        self.browser.setExtraSelections(matches)
        for row in range(len(self.sections)):
            self.index.item(row).setHidden(bool(text) and not self._section_has(row, text))
        if not text:
            self.found.clear()
        elif matches:
            self.found.setText(tr("{count} found").format(count=len(matches)))
            self.browser.setTextCursor(matches[0].cursor)
        else:
            self.found.setText(tr("Not found"))
        return len(matches)

    def find_next(self) -> bool:
        """Go to the next match after the cursor (wrapping round); False when there is none."""
        text = self.search.text().strip()
        if not text:
            return False
        if self.browser.find(text):
            return True
        self.browser.moveCursor(QTextCursor.MoveOperation.Start)
        return self.browser.find(text)

    def _matches(self, text: str) -> list[QTextEdit.ExtraSelection]:
        if not text:
            return []
        document, selections = self.browser.document(), []
        cursor = document.find(text)
        while not cursor.isNull():
            selection = QTextEdit.ExtraSelection()
            selection.cursor = cursor
            selection.format.setBackground(theme.HIGHLIGHT)
            selections.append(selection)
            cursor = document.find(text, cursor)
        return selections

    def _section_has(self, row: int, text: str) -> bool:
        """Whether the section under index row ``row`` (to the next heading) contains ``text``."""
        plain = self.browser.toPlainText()
        headings = [heading.strip() for _anchor, heading in self.sections]
        start = plain.find(headings[row])
        end = plain.find(headings[row + 1], start + 1) if row + 1 < len(headings) else -1
        section = plain[start : end if end >= 0 else len(plain)]
        return text.lower() in section.lower()


ABOUT_HTML = QT_TR_NOOP(
    """
<h2>Everdell Desktop {version}</h2>
<p>Play the Everdell family of board games offline on one computer: hot seat with friends,
against AI opponents, or solo.</p>
<p><b>About the Emerland components.</b> The Everdell: Emerland rulebook does not print its
Jungle cards, Realms, Artifacts, River Market dice or Lost City path. The cards, realms,
artifacts, dice faces and path values in this app are the project's own reconstruction,
designed to the rulebook's structure; they are not the published components. If you own the
printed game you can correct any card in its data file.</p>
<p>All artwork is generated by the app. Text is set in Cabin by Pablo Impallari and Igino
Marini, and Korean in NanumSquareRound by NAVER Corporation, under the SIL Open Font
License 1.1.</p>
<p>Everdell is a trademark of its owners; this is an unofficial fan project.</p>
<p>Free software under the MIT License. Built on Qt {qt} and PySide6 {pyside} (LGPL 3),
Python {python}, pydantic and platformdirs: <i>Show Details</i> lists every licence.</p>
"""
)


def show_about(parent: QWidget | None) -> QMessageBox:
    box = QMessageBox(parent)
    box.setWindowTitle(tr("About Everdell Desktop"))
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText(
        tr(ABOUT_HTML).format(
            version=__version__,
            qt=qVersion(),
            pyside=PySide6.__version__,
            python=platform.python_version(),
        )
    )
    notices = resources.path(":/legal/THIRD_PARTY_NOTICES.txt")
    box.setDetailedText(notices.read_text(encoding="utf-8"))
    box.open()
    return box


class HandOverScreen(QWidget):
    """Covers the table between two human turns so nobody sees the next player's hand."""

    ready = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(True)
        palette = self.palette()
        palette.setColor(self.backgroundRole(), theme.JUNGLE_DEEP)
        self.setPalette(palette)
        self.message = QLabel()
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setStyleSheet(f"color: {theme.GOLD.name()}")
        self.message.setFont(theme.font(22, bold=True))
        self.button = QPushButton()
        self.button.setFont(theme.font(14, bold=True))
        self.retranslate()
        self.button.setDefault(True)
        self.button.clicked.connect(self._ready)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.message)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        self.hide()

    def retranslate(self) -> None:
        self.button.setText(tr("I'm ready"))

    def show_for(self, name: str, seat: int) -> None:
        style = theme.player_style(seat)
        self.message.setText(
            tr("Pass the computer to {name}\n({colour}, {shape})").format(
                name=name, colour=tr(style.name), shape=tr(style.shape)
            )
        )
        self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()
        self.button.setFocus()

    def _ready(self) -> None:
        self.hide()
        self.ready.emit()

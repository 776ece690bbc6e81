"""The guided first game on the real table (issue 19).

A tutorial (``core.tutorial``: steps as data, one file per game) is played as a normal game
session whose opponent plays the script's moves first (:class:`ScriptedAgent`) and then plays
on as the agent the file names. While a step is shown, :class:`TutorialGuide` lets the player
make only the move it teaches (``GameSession.move_filter``), lights the items it talks about
and dims the rest of the table (:class:`Spotlight`), and tells it in a panel over the table
(:class:`StepPanel`) with Next, Skip step and Leave. Leaving keeps the game going as a normal
game and remembers the step (Help ▸ Tutorial resumes there, replaying the script up to it).
After the last step the game simply goes on.
"""

from __future__ import annotations

from collections import deque
from pathlib import Path

from PySide6.QtCore import QObject, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsObject,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from everdell_desktop.ai import create_agent
from everdell_desktop.core import Action, new_record
from everdell_desktop.core import tutorial as script
from everdell_desktop.session import GameSession, SeatSpec
from everdell_desktop.session.coach import mark_followed
from everdell_desktop.store import new_game_id

from . import i18n, theme
from .i18n import tr
from .table import OPTION_PREFIX
from .tables import TutorialFile

DIM = QColor(8, 16, 12, 150)
MARGIN = 8.0  # around a lit item


class ScriptedAgent:
    """Plays a tutorial's scripted opponent moves in order, then hands over to ``then``."""

    def __init__(self, moves: list[Action], then) -> None:
        self.moves = deque(moves)
        self.then = then
        self.name = then.name

    def choose(self, view, legal: list[Action], rng) -> Action:
        if self.moves and self.moves[0] in legal:
            return self.moves.popleft()
        self.moves.clear()  # the game left the script: the real opponent plays from here
        return self.then.choose(view, legal, rng)

    def cancel(self) -> None:
        self.then.cancel()

    def resume(self) -> None:
        self.then.resume()


class Spotlight(QGraphicsObject):
    """Dims the whole table but the lit items, each ringed in gold. It never takes a click:
    the items under it play as always."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self.rect = rect
        self.items: list = []
        self.setZValue(5000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        return self.rect

    def holes(self) -> list[QRectF]:
        return [
            item.sceneBoundingRect().adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
            for item in self.items
            if item.scene() is self.scene() and item.isVisible()
        ]

    def paint(self, painter: QPainter, option, widget=None) -> None:
        holes = QPainterPath()
        for hole in self.holes():
            holes.addRoundedRect(hole, 12, 12)
        shade = QPainterPath()
        shade.addRect(self.rect)
        painter.fillPath(shade.subtracted(holes), DIM)
        painter.setPen(QPen(theme.GOLD, 4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(holes)


class StepPanel(QFrame):
    """The step's words over the top of the table, with its buttons."""

    next_requested = Signal()
    skip_requested = Signal()
    leave_requested = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("StepPanel")
        self.setStyleSheet(
            f"#StepPanel {{ background: rgba(246, 236, 210, 245); border: 3px solid "
            f"{theme.GOLD.name()}; border-radius: 12px; }}"
            f"#StepPanel QLabel {{ color: {theme.INK.name()}; }}"
        )
        self.counter = QLabel()
        self.counter.setFont(theme.font(9, bold=True))
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setFont(theme.font(11))
        self.next_button = QPushButton()
        self.skip_button = QPushButton()
        self.leave_button = QPushButton()
        self.next_button.clicked.connect(self.next_requested.emit)
        self.skip_button.clicked.connect(self.skip_requested.emit)
        self.leave_button.clicked.connect(self.leave_requested.emit)
        buttons = QHBoxLayout()
        buttons.addWidget(self.counter, 1)
        for button in (self.leave_button, self.skip_button, self.next_button):
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 10, 16, 10)
        layout.addWidget(self.text)
        layout.addLayout(buttons)
        self.avoid: list = []  # rectangles (view coordinates) the panel should not hide
        self.keep_clear: list = []  # and those it must not: what the step's move is made with
        self.hide()

    def show_step(self, number: int, count: int, text: str, can_go_on: bool) -> None:
        """Step ``number`` of ``count``: ``can_go_on`` offers Next (a step that is only read);
        a step that waits for a move offers Skip step instead."""
        self.counter.setText(tr("Step {number} of {count}").format(number=number, count=count))
        self.text.setText(text)
        self.next_button.setText(tr("Next") if number < count else tr("Play on"))
        self.skip_button.setText(tr("Skip step"))
        self.leave_button.setText(tr("Leave tutorial"))
        self.next_button.setVisible(can_go_on)
        self.skip_button.setVisible(not can_go_on)
        self.next_button.setDefault(can_go_on)
        self.show()
        self.raise_()
        self.place()

    def place(self, avoid: list | None = None, keep_clear: list | None = None) -> None:
        """Where it hides none of ``keep_clear`` (what the step's move is made with) and as
        few of ``avoid`` (the other lit items) as it can, both rectangles in the view's
        coordinates: at the top or the foot of the table, else narrower at a side."""
        if avoid is not None:
            self.avoid, self.keep_clear = avoid, keep_clear or []
        parent = self.parentWidget()
        spots = [spot for width in self._widths(parent) for spot in self._spots(parent, width)]
        best = min(
            spots,
            key=lambda spot: (
                self._hidden_by(spot, self.keep_clear),
                self._hidden_by(spot, self.avoid),
                spots.index(spot),
            ),
        )
        self.setFixedWidth(best.width())
        self.adjustSize()
        self.move(best.topLeft())

    @staticmethod
    def _widths(parent: QWidget) -> tuple[int, int]:
        """The panel's width across the table, and at a side of it."""
        wide = min(760, parent.width() - 40)
        return wide, min(wide, max(360, parent.width() // 3))

    def _spots(self, parent: QWidget, width: int) -> list[QRect]:
        """The places a panel ``width`` wide may stand: centred at the top or above the action
        bar; a narrow one at either side, at the top, above the bar or in the middle."""
        self.setFixedWidth(width)
        self.adjustSize()
        height = self.height()
        tops = [12, parent.height() - height - 90]
        lefts = [(parent.width() - width) // 2]
        if width < self._widths(parent)[0]:
            tops.append((parent.height() - height) // 2)
            lefts = [20, parent.width() - width - 20]
        return [QRect(left, top, width, height) for top in tops for left in lefts]

    @staticmethod
    def _hidden_by(spot: QRect, rects: list) -> int:
        """How many of ``rects`` the panel would cover standing at ``spot``."""
        return sum(spot.intersects(rect) for rect in rects)


def tutorial_title(entry: TutorialFile) -> str:
    """The tutorial's name in menus: its game's title, and for an add-on the option it adds
    ("Everdell + Spirecrest")."""
    game, options = entry.game, script.load(entry.path).options
    words = i18n.game_words(game)
    in_words = words.text if words is not None else str
    added = [
        in_words(label)
        for choice in game.config_choices
        for value, label in choice.values
        if value is not None and options.get(choice.field) == value
    ]
    return " + ".join([i18n.game_title(game), *added])


def is_step_of(path: Path, step: int) -> bool:
    """Whether the tutorial in ``path`` has a step ``step`` (counted from 0)."""
    return 0 <= step < len(script.load(path).steps)


class TutorialGuide(QObject):
    """Runs one tutorial over a window's table (see the module docstring)."""

    ended = Signal(bool)  # True when the last step was reached, False when left

    def __init__(self, window, entry: TutorialFile, start: int = 0) -> None:
        super().__init__(window)
        self.window, self.key, self.game, self.path = window, entry.key, entry.game, entry.path
        self.tutorial = script.load(entry.path)
        self.step = start
        self.session: GameSession | None = None
        self.spotlight: Spotlight | None = None
        self.panel = StepPanel(window.view)
        self.panel.next_requested.connect(self.next)
        self.panel.skip_requested.connect(self.skip)
        self.panel.leave_requested.connect(lambda: self.leave(finished=False))

    # --- starting ---------------------------------------------------------------------------
    def start(self) -> GameSession:
        """The tutorial's game, replayed up to the step it starts at, on the window's table."""
        tutorial = self.tutorial
        config = tutorial.config(self.game)
        name = script.opponent_name(tutorial, self.path)
        opponent = SeatSpec(name, tutorial.opponent.agent)
        seats = [SeatSpec(self.window.player_name()), opponent]
        record = new_record(
            self.game,
            config,
            tutorial.seed,
            game_id=new_game_id(),
            seats=[seat.to_meta() for seat in seats],
        )
        record.actions = tutorial.actions_before(self.step)
        script_moves = tutorial.actions_before(len(tutorial.steps))
        mark_followed(record, dict(enumerate(script_moves)))  # never a mistake in the review
        session = GameSession(self.game, config, tutorial.seed, seats, record=record)
        moves = [Action.parse(move) for move in tutorial.opponent_moves(self.step)]
        agent = create_agent(tutorial.opponent.agent, self.game)
        session.set_agent(script.OPPONENT, ScriptedAgent(moves, agent))
        session.move_filter = self.allowed
        self.session = session
        self.window.start_session(session)
        session.state_changed.connect(self._changed)
        session.state_reset.connect(self._changed)
        session.turn_ended.connect(self.refresh)
        self.refresh()
        return session

    # --- where the script stands ------------------------------------------------------------
    def played(self) -> int:
        """Moves of the game so far (the script's, while the tutorial runs)."""
        return len(self.session.record.actions)

    def _bounds(self, index: int) -> tuple[int, int, int]:
        """(moves before step ``index``, after its opponent moves, after its own moves)."""
        step = self.tutorial.steps[index]
        before = len(self.tutorial.actions_before(index))
        return before, before + len(step.opponent), before + len(step.opponent) + len(step.do)

    def waiting_for_opponent(self) -> bool:
        _before, ready, _done = self._bounds(self.step)
        return self.played() < ready

    def expected(self) -> Action | None:
        """The move the current step waits for (None: a step that is only read)."""
        _before, ready, done = self._bounds(self.step)
        played = self.played()
        if ready <= played < done:
            return Action.parse(self.tutorial.steps[self.step].do[played - ready])
        return None

    def allowed(self, legal: list[Action]) -> list[Action]:
        """The move filter of the session: only the move the step teaches."""
        wanted = self.expected()
        return [action for action in legal if action == wanted]

    # --- moving on ----------------------------------------------------------------------------
    def _changed(self) -> None:
        """A move was made or taken back: follow the script to the step it stands at."""
        if self.session is None:
            return
        played = self.played()
        while self.step > 0 and played < self._bounds(self.step)[0]:
            self.step -= 1  # an undo went back before this step
        _before, _ready, done = self._bounds(self.step)
        step = self.tutorial.steps[self.step]
        if step.do and played >= done:
            self.step += 1
            if self.step >= len(self.tutorial.steps):
                self.leave(finished=True)
                return
        self.refresh()

    def next(self) -> None:
        """A step that is only read: on to the next one (after the last: the game goes on)."""
        if self.expected() is not None or self.waiting_for_opponent():
            return
        self.step += 1
        if self.step >= len(self.tutorial.steps):
            self.leave(finished=True)
            return
        self.refresh()

    def skip(self) -> None:
        """Make the step's moves for the player (a read step: just go on), and only this
        step's: the next step's moves wait for its words to be read."""
        wanted, step = self.expected(), self.step
        if wanted is None:
            self.next()
            return
        while wanted is not None and self.step == step and self.session.submit(wanted):
            wanted = self.expected()

    def leave(self, finished: bool) -> None:
        """End the guidance: the game goes on as a normal game against the real opponent."""
        if self.session is not None:
            self.session.move_filter = None
            self.session.set_agent(
                script.OPPONENT, create_agent(self.tutorial.opponent.agent, self.game)
            )
            self.session.state_changed.disconnect(self._changed)
            self.session.state_reset.disconnect(self._changed)
            self.session.turn_ended.disconnect(self.refresh)
        self._drop_spotlight()
        self.panel.hide()
        self.panel.deleteLater()
        step, self.session = self.step, None
        self.window.tutorial_ended(self.key, None if finished else step)
        self.ended.emit(finished)
        if self.window.scene is not None:
            self.window.refresh(animate=False)

    # --- showing ------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Show the current step on the current table (also after a change of language)."""
        if self.session is None:
            return
        step = self.tutorial.steps[self.step]
        count = len(self.tutorial.steps)
        if self.waiting_for_opponent():
            name = self.session.seat_name(script.OPPONENT)
            text = (
                tr("{name} plays once your turn ends")  # Undo may still take the turn back
                if self.session.in_grace()
                else tr("{name} is playing…")
            ).format(name=name)
            self.panel.show_step(self.step + 1, count, text, can_go_on=False)
            self.panel.skip_button.hide()
        else:
            text = script.texts(self.tutorial, self.path)[step.id]
            read_only = not step.do
            self.panel.show_step(self.step + 1, count, text, can_go_on=read_only)
        if self.window.scene is not None:
            self.window.refresh(animate=False)  # the table first: lit items are its items
        self._light(step)
        QTimer.singleShot(600, self._repaint_spotlight)  # once the pieces have slid home

    def _light(self, step: script.Step) -> None:
        scene = self.window.scene
        if self.spotlight is None or self.spotlight.scene() is not scene:
            self._drop_spotlight()
            self.spotlight = Spotlight(scene.sceneRect())
            scene.addItem(self.spotlight)
        refs = list(step.show)
        wanted = self.expected()
        if wanted is not None:  # the step's move: its pieces, or the button that makes it
            refs += [key for key in scene.action_keys(wanted) if key]
            refs.append(f"{OPTION_PREFIX}{wanted.encode()}")
        self.spotlight.items = lit_items(scene, refs)
        self.spotlight.update()
        view = self.window.view
        in_view = [view.mapFromScene(hole).boundingRect() for hole in self.spotlight.holes()]
        used = lit_items(scene, refs[len(step.show) :])
        self.panel.place(
            in_view, [view.mapFromScene(item.sceneBoundingRect()).boundingRect() for item in used]
        )

    def _repaint_spotlight(self) -> None:
        if self.spotlight is not None and self.spotlight.scene() is not None:
            self.spotlight.update()

    def _drop_spotlight(self) -> None:
        if self.spotlight is not None and self.spotlight.scene() is not None:
            self.spotlight.scene().removeItem(self.spotlight)
        self.spotlight = None


def lit_items(scene, refs: list[str]) -> list:
    """The table items named by ``refs``: an item's own key, or the key it is dragged,
    clicked or dropped by (``hand:12``, ``city:0``...)."""
    found = []
    for ref in refs:
        item = scene.by_key.get(ref)
        matches = (
            [item]
            if item is not None
            else [
                candidate
                for candidate in scene.by_key.values()
                if ref in (candidate.drag_key, candidate.click_key, candidate.drop_key)
            ]
        )
        found += [match for match in matches if match not in found]
    return found

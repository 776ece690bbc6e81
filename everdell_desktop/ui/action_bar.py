"""The action bar: a strip floating at the foot of the table.

It says what the selected piece or card can do, with a button per move ("Play Farm from the
hand"); when a human's turn is over, it offers "End turn now" and "Undo" while the next player
(an AI, a solo bot, the next human) waits, counting down or until asked when the "confirm end
of turn" setting is on; a move button that could not be undone says so; while a past
move is shown, it steps through the last round. A move is never
made by the bar by itself: every button is a click the player chose.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from everdell_desktop.core import Action
from everdell_desktop.session import Clock, QtClock, Timer

from . import theme
from .glossary import Glossary
from .i18n import tr

MAX_MOVE_BUTTONS = 4
COUNTDOWN_STEP_MS = 100  # how often the grace period's seconds left are shown again


def final_move_words(warning: str) -> str:
    """What a move's button, its entry in the Moves list and its drop target say before a move
    that cannot be undone is made (``warning``: ``GameSession.final_move_warning``)."""
    return tr("{warning}: it cannot be undone.").format(warning=warning)


def warned_tooltip(warning: str, tooltip: str) -> str:
    """``tooltip`` (plain, or the glossary's rich text) with ``warning`` above it, in bold."""
    if tooltip.startswith("<qt>") and tooltip.endswith("</qt>"):
        below = tooltip[len("<qt>") : -len("</qt>")]
    else:
        below = html.escape(tooltip)
    return f"<qt><b>{html.escape(warning)}</b>{'<hr>' + below if below else ''}</qt>"


class ActionBar(QFrame):
    action_chosen = Signal(object)  # Action
    cancel_requested = Signal()
    end_turn_requested = Signal()
    undo_requested = Signal()
    previous_requested = Signal()
    next_requested = Signal()
    back_requested = Signal()
    hint_closed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("ActionBar")
        self.setStyleSheet(
            f"#ActionBar {{ background: rgba(15, 40, 30, 230); border: 2px solid "
            f"{theme.GOLD.name()}; border-radius: 10px; }}"
            f"#ActionBar QLabel {{ color: {theme.PARCHMENT.name()}; }}"
        )
        self.text = QLabel()
        self.text.setFont(theme.font(11, bold=True))
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(12, 6, 12, 6)
        self._layout.addWidget(self.text, 1)
        self._buttons: list[QPushButton] = []
        self.mode = ""  # "moves", "turn end", "review" or "hint" while shown
        self._deadline = 0.0
        self._waiting_for = ""
        self.clock: Clock = QtClock(self)  # the countdown's (the window hands in its own)
        self._ticker: Timer | None = None
        self.glossary = Glossary([])  # the game's: a move button's tooltip explains its terms
        self.hide()

    # --- what it shows ---------------------------------------------------------------------
    def show_moves(
        self,
        title: str,
        moves: list[tuple[Action, str]],
        has_targets: bool,
        warn: Callable[[Action], str | None] = lambda _action: None,
    ) -> None:
        """A selection: its moves as buttons (a few), or how to make them (many). ``warn``
        says why a move could not be undone (None: it could): its button's tooltip tells."""
        self._stop_countdown()
        if moves and len(moves) <= MAX_MOVE_BUTTONS:
            hint = tr("{title}: drag it onto a lit place, or") if has_targets else "{title}:"
            buttons = [
                (label, lambda a=action: self.action_chosen.emit(a), True)
                for action, label in moves
            ]
        else:
            hint = tr("{title}: {count} moves \u2014 drag it onto a lit place or click one")
            buttons = []
        hint = hint.format(title=title, count=len(moves))
        self._show("moves", hint, [*buttons, (tr("Cancel"), self.cancel_requested.emit, False)])
        for button, (action, _label) in zip(self._buttons, moves[: len(buttons)], strict=False):
            if warning := warn(action):
                button.setToolTip(warned_tooltip(final_move_words(warning), button.toolTip()))

    def show_turn_end(self, waiting_for: str, ms: int) -> None:
        """A human's turn is done: ``waiting_for`` (who plays next; "" when the game ends then)
        moves in ``ms`` (-1: when asked)."""
        self._waiting_for = waiting_for
        buttons = [
            (tr("End turn now") if ms >= 0 else tr("End turn"), self.end_turn_requested.emit, True),
            (tr("Undo"), self.undo_requested.emit, False),
        ]
        self._show("turn end", "", buttons)
        if ms >= 0:
            self._stop_countdown()
            self._deadline = self.clock.now() + ms / 1000
            self._ticker = self.clock.call_every(COUNTDOWN_STEP_MS, self._tick)
        else:
            self._stop_countdown()
            self.text.setText(
                tr("Your turn is done. End it to let {name} play, or undo.").format(
                    name=waiting_for
                )
                if waiting_for
                else tr("Your turn is done. End it to end the game, or undo.")
            )
        self._tick()
        self.place()

    def show_review(self, text: str, earlier: bool, later: bool) -> None:
        """A past move on the table: step to the one before or after, or back to the game."""
        self._stop_countdown()
        previous = (tr("\u25c0 Previous move"), self.previous_requested.emit, True)
        following = (tr("Next move \u25b6"), self.next_requested.emit, True)
        buttons = ([previous] if earlier else []) + ([following] if later else [])
        back = (tr("Back to the game"), self.back_requested.emit, False)
        self._show("review", text, [*buttons, back])

    def show_hint(self, text: str, action: Action) -> None:
        """The coach's suggestion and its reason; "Play it" makes the move."""
        self._stop_countdown()
        play = (tr("Play it"), lambda: self.action_chosen.emit(action), True)
        self._show("hint", text, [play, (tr("Close"), self.hint_closed.emit, False)])

    def clear(self) -> None:
        self._stop_countdown()
        self.mode = ""
        self.hide()

    def grace_shown(self) -> bool:
        """A finished turn waits for the player's word (or the countdown)."""
        return self.mode == "turn end"

    def labels(self) -> list[str]:
        """The buttons' texts (for tests and the keyboard)."""
        return [button.text() for button in self._buttons]

    def press(self, label: str) -> None:
        """Click the button labelled ``label``."""
        next(b for b in self._buttons if b.text() == label).click()

    # --- building ---------------------------------------------------------------------------
    def _show(self, mode: str, text: str, buttons) -> None:
        """``buttons`` are (label, slot, bold): a button that makes no move is not bold."""
        self.mode = mode
        for button in self._buttons:
            self._layout.removeWidget(button)
            button.deleteLater()
        self._buttons = []
        self.text.setText(text)
        for label, slot, bold in buttons:
            button = QPushButton(label)
            button.setFont(theme.font(11, bold=bold))
            button.setToolTip(self.glossary.explain(label))
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(lambda _checked=False, slot=slot: slot())
            self._layout.addWidget(button)
            # A layout shows a new child of a visible widget only later (a queued call), and a
            # hidden child does not count in its size: shown now, the bar is sized to hold it.
            button.show()
            self._buttons.append(button)
        self.show()
        self.raise_()
        self.place()

    def place(self) -> None:
        """Centre the bar at the foot of its parent, as wide as its content allows. A text
        longer than the table is wide (a coach's line at 1280x720) wraps onto more lines
        rather than being cut."""
        parent = self.parentWidget()
        if parent is None:
            return
        self.text.setWordWrap(False)
        hint = self.sizeHint()  # the text on one line
        width = min(parent.width() - 24, max(360, hint.width()))
        height = hint.height()
        if hint.width() > width:
            self.text.setWordWrap(True)
            height = max(height, self._layout.totalHeightForWidth(width))
        self.resize(width, height)
        self.move((parent.width() - self.width()) // 2, parent.height() - self.height() - 14)

    def _tick(self) -> None:
        if self._ticker is None:
            return
        left = max(0.0, self._deadline - self.clock.now())
        text = (
            tr("Your turn is done. {name} plays in {seconds} s.")
            if self._waiting_for
            else tr("Your turn is done. The game ends in {seconds} s.")
        )
        self.text.setText(text.format(name=self._waiting_for, seconds=f"{left:.1f}"))
        if left <= 0:
            self._stop_countdown()

    def _stop_countdown(self) -> None:
        if self._ticker is not None:
            self._ticker.stop()
            self._ticker = None

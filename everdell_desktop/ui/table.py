"""The table scene skeleton every game's table stands on.

A game's table subclasses :class:`TableScene`: it sets its layout (the class attributes under
"layout") and card style, lays out its own zones in :meth:`TableScene.lay_out`, and maps items
to the engine's legal actions in :meth:`TableScene.action_keys`. Everything else is shared,
once, in three rooms: here item bookkeeping and syncing, lighting up the items that answer a
prompt, ringing what the other players' last moves touched (a game maps its engine events to
items in ``EVENT_ITEMS``), showing a past move (:class:`Review`), the card preview, banners,
and the hooks the window uses; in ``table_layout`` the building blocks of a layout (the hand
row, city panels with their supplies, hidden hands and empty slots, pieces standing on places,
the prompt area's turn buttons, question and answer buttons); in ``table_input`` selecting,
dragging and clicking. The window's hooks: :meth:`question`, :meth:`describe_event` (with a
game's ``EVENT_LINES``), :meth:`move_line`, :meth:`handle_event`, :meth:`show_preview`,
:attr:`card_hovered`, :attr:`selection_changed`.

A click never makes a move by itself (except on a button that names its move): it selects, and
a second click, a click on a lit target, a drag or the window's action bar plays. The scene
never decides legality itself: an item lights up as a target exactly when some legal action
matches it, and a drop anywhere else slides the item back.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import ClassVar

import shiboken6
from PySide6.QtCore import QT_TR_NOOP, QPointF, QRectF, Signal
from PySide6.QtGui import QBrush, QColor, QPixmap
from PySide6.QtWidgets import QGraphicsScene, QToolTip

from everdell_desktop.core import Action

from . import theme
from .animator import Animator
from .art import ArtRenderer
from .card_style import CardFace, CardStyle
from .cloth import leaf_cloth, paint_table_light
from .glossary import Glossary
from .i18n import game_words, tr
from .items import BannerItem, CardItem, TableItem
from .table_input import OPTION_PREFIX, TableInput, menu_chooser
from .table_layout import TableLayout

# answers (action kinds or picks) whose label does not say what they answer
BARE_ANSWERS = frozenset({"decline", "done", "skip"})
# The log line for one engine event: (table, event params, name of the event's seat) -> line.
EventWords = Callable[["TableScene", dict, str], str | None]
# The keys of the table items one engine event touched: (table, event params) -> keys.
EventItems = Callable[["TableScene", dict], list[str]]
# The items one move is about: (table, action, seat to move) -> (dragged, dropped on or
# clicked), or None when the move is a prompt's answer after all (see TableScene.action_keys).
MoveKeys = Callable[["TableScene", Action, int], tuple[str | None, str | None] | None]
# Chooses among several actions; returns None when the player cancels.
Chooser = Callable[[list[Action], list[str]], Action | None]


def button_keys(table: TableScene, action: Action, seat: int) -> tuple[None, str]:
    """The ``MOVE_KEYS`` entry of a move made by its turn button (``button:prepare`` ...)."""
    return None, f"button:{action.kind}"


def points_text(count: int) -> str:
    """'1 point', '7 points'."""
    return (tr("{count} point") if count == 1 else tr("{count} points")).format(count=count)


# a solo bot's level in a player's words, for the games whose bots have these three levels
LEVEL_WORDS = {
    "easy": QT_TR_NOOP("Easy"),
    "normal": QT_TR_NOOP("Normal"),
    "hard": QT_TR_NOOP("Hard"),
}


@dataclass(frozen=True, slots=True)
class Palette:
    """The colours a table's shared parts are drawn in."""

    accent: QColor  # titles; the border of the player to move
    text: QColor  # plain labels on the cloth
    city: QColor  # a city panel
    button: QColor  # Prepare / Pass
    option: QColor  # the buttons that answer a prompt
    slot: QColor  # the tint of an empty city space


JUNGLE_PALETTE = Palette(
    accent=theme.GOLD,
    text=theme.PARCHMENT,
    city=QColor("#1b4434"),
    button=QColor("#b5651d"),
    option=theme.RIVER,
    slot=QColor(255, 255, 255),
)


@dataclass(frozen=True, slots=True)
class Review:
    """A past move shown on the table: the viewer's ``view`` and the ``scores`` right after
    ``move``."""

    move: object
    view: object
    scores: list


class TableScene(TableLayout, TableInput, QGraphicsScene):
    action_chosen = Signal(object)  # Action: the table asks the window to submit it
    selection_changed = Signal(object)  # Selection | None
    # the card to show large (None: hide it) and the scene rectangle of the card it belongs to
    card_hovered = Signal(object, object)

    # --- layout (a game's table sets these) ------------------------------------------------
    WIDTH, HEIGHT = 2000.0, 1300.0
    PROMPT_RECT = QRectF()  # turn buttons, the question and its answer buttons
    HAND_RECT = QRectF()  # the viewer's hand
    CITY_TOP = 0.0  # the cities share the band from here to the bottom
    HAND_CARD_W, HAND_GAP = 160, 6
    OPTION_SIZE = (255.0, 46.0)  # an answer button
    QUESTION_BELOW_BUTTONS = False  # a narrow prompt area: the question under the buttons
    # (click key, label) of the buttons at the top right of the prompt area; the labels, the
    # questions and the hint are English marked with QT_TR_NOOP, translated when shown
    TURN_BUTTONS: tuple[tuple[str, str], ...] = (
        ("button:prepare", QT_TR_NOOP("Prepare for season")),
        ("button:pass", QT_TR_NOOP("Pass")),
    )
    PROMPT_QUESTIONS: ClassVar[Mapping[str, str]] = {}  # a prompt kind -> its question
    # a bare answer's log line names the question it answers; False for a game whose answers
    # all say what they do and whose questions tell how to use the table (Emerge's)
    LOG_QUESTIONS = True
    TURN_HINT = QT_TR_NOOP("your turn.")  # the question when nothing is pending
    # an engine event kind -> its log line, from (table, params, name of the event's seat)
    EVENT_LINES: ClassVar[Mapping[str, EventWords]] = {}
    # an engine event kind -> the keys of the items it touched, from (table, params)
    EVENT_ITEMS: ClassVar[Mapping[str, EventItems]] = {}
    # an action kind -> the items one such move is about (see action_keys)
    MOVE_KEYS: ClassVar[Mapping[str, MoveKeys]] = {}
    STYLE = CardStyle()
    PALETTE = JUNGLE_PALETTE
    HAND_DECK = ""  # the deck whose back the other players' hidden cards show

    def __init__(self, session, animator: Animator) -> None:
        super().__init__()
        self.session = session
        self.animator = animator
        self.renderer = ArtRenderer(self.STYLE)
        self.renderer.deferred = True  # the first frame never waits for the pictures
        self.renderer.painted = self._pictures_painted
        self.renderer.busy = lambda: not animator.is_idle()  # pictures wait for the motion
        self.words = game_words(session.game)  # the game's words (names, glossary)
        self.glossary = Glossary.of(self.words)
        self.chooser: Chooser = menu_chooser
        self.by_key: dict[str, TableItem] = {}
        self.view_state = session.view()
        self.place_count = session.table_size()  # cities shown, a solo bot's included
        self.can_act = False  # a human may act now (so pieces and cards may be picked up)
        self._touched: set[str] = set()
        self._static_keys: set[str] = set()
        self._piece_places: dict[str, str] = {}
        self._crowd: dict[str, int] = {}
        self._viewer = session.viewer_seat
        self._press: tuple[TableItem, QPointF, QPointF] | None = None
        self._dragging = False
        self._targets: dict[str, list[Action]] = {}  # lit targets of the drag or selection
        self._drop_said: tuple[str | None, str] = (None, "")  # the drag's target, its warning
        self.selected: TableItem | None = None
        self.review: Review | None = None  # a past move shown instead of the game
        self._hint: tuple[Action, int] | None = None  # the coach's move, at that many moves
        self._preview: tuple[CardFace, CardItem | None] | None = None
        self._pinned: tuple[CardFace, CardItem | None] | None = None
        self.setSceneRect(QRectF(0, 0, self.WIDTH, self.HEIGHT))
        self.setBackgroundBrush(QBrush(self.cloth()))

    def drawBackground(self, painter, rect: QRectF) -> None:
        """The cloth, under a lamp: lighter in the middle, darker towards the edges."""
        super().drawBackground(painter, rect)
        painter.save()
        painter.setClipRect(rect)
        paint_table_light(painter, self.sceneRect())
        painter.restore()

    def helpEvent(self, event) -> None:
        """The tooltip of the item under the pointer; an item without one says its own words
        (a panel's title and caption, a label's text), so that words cut short on the table
        are whole one hover away."""
        for item in self.items(event.scenePos()):
            if item.toolTip() or not isinstance(item, TableItem):
                break
            if item.hover_words():
                QToolTip.showText(event.screenPos(), item.hover_words())
                event.accept()
                return
        super().helpEvent(event)

    def _pictures_painted(self, keys: set[str]) -> None:
        """Pictures that were waiting are painted: the items showing them repaint."""
        if not shiboken6.isValid(self):
            return  # the renderer outlived its table
        for item in self.by_key.values():
            if not keys.isdisjoint(item.art_keys()):
                item.update()

    def dress_board(self, key: str, material: str, sunken=False, ornament=None, scenery=None):
        """Make the panel ``key`` a board of ``material`` (wood, stone, felt, moss, parchment,
        water, leather): ``sunken``, a tray; framed with an ``ornament`` (flowers, vines,
        gold); a picture from the art book (``scenery``) painted on it."""
        panel = self.by_key[key]
        panel.material, panel.sunken, panel.ornament = material, sunken, ornament
        if scenery:
            self.show_scenery(panel, scenery)

    def show_scenery(self, panel: TableItem, key: str) -> None:
        """Show the art book's picture ``key`` on ``panel`` (behind its words): a
        :class:`PanelItem`, or any item painting its ``scenery`` with its ``pictures``."""
        panel.pictures = self.renderer
        panel.scenery = key

    # --- hooks: what a game's table provides ------------------------------------------------
    def cloth(self) -> QPixmap:
        """The tile of the table cloth."""
        return leaf_cloth()

    def lay_out(self, view, animate: bool) -> None:
        """Place every item from ``view`` (between the bookkeeping that ``sync`` does)."""
        raise NotImplementedError

    def action_keys(self, action: Action) -> tuple[str | None, str | None]:
        """(what is dragged, where it is dropped) for a move; (None, key) for a click on the
        item an action is about; (None, None) when no item on the table stands for it. The
        game's ``MOVE_KEYS`` entry for the action's kind says it; without one (or when the
        entry answers None) the action is a prompt's answer, about :meth:`answer_key`."""
        keys = self.MOVE_KEYS.get(action.kind)
        found = keys(self, action, self.session.to_move()) if keys is not None else None
        return found if found is not None else (None, self.answer_key(action))

    def answer_key(self, action: Action) -> str | None:
        """The item a prompt's answer is about, when the table shows it."""
        return None

    def drop_keys(self, action: Action) -> set[str]:
        """Every item ``action``'s dragged thing may be dropped on (its own target by default)."""
        return {self.action_keys(action)[1]}

    def exit_position(self) -> QPointF | None:
        """Where cards leaving the table fly before they fade (None: they just vanish)."""
        return None

    @staticmethod
    def solo_label(bot: str, level: str) -> str:
        """A solo bot at a level, in a player's words ("Rugwort \u2014 Year One")."""
        return f"{bot.capitalize()} \u2014 {tr(level.replace('-', ' ').capitalize())}"

    @staticmethod
    def place_names(session, names: list[str]) -> list[str]:
        """The names of the places at the table for the scores and the log (the seats' names,
        then a solo bot's); a game may say more (Duo's cooperative characters)."""
        return names

    @staticmethod
    def achievement_titles() -> dict[str, str]:
        """The game's achievements, id -> title in the player's words, in their order (none
        for a game without achievements): the end screen and the statistics name them."""
        return {}

    @staticmethod
    def seats_for_one_person(options: dict) -> int:
        """How many seats one person takes with these game options (New game with 1 player):
        1, the solo game against a bot; more where one person plays several characters."""
        return 1

    def tiebreak_words(self) -> list[str]:
        """What each tie-breaker of the scores compares, in order ("the most Events" ...)."""
        return []

    def game_over_text(self) -> str:
        return tr("The game is over.")

    def describe_event(self, event, names: list[str]) -> str | None:
        """A log line for an engine event that no action label already tells, or None (the
        log's generic wording then applies). The wording is looked up by event kind in
        :attr:`EVENT_LINES`; ``who`` is the name of the event's seat."""
        words = self.EVENT_LINES.get(event.kind)
        if words is None:
            return None
        seat = event.params.get("seat")
        who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
        return words(self, event.params, who)

    def handle_event(self, event) -> None:
        """Extra animation for one engine event (banners, dice); the default does nothing."""

    def question(self) -> str:
        """What the table asks now: whose turn it is, and what a human must decide."""
        view = self.view_state
        seat = view.to_move()
        if seat is None:
            return self.game_over_text()
        name = self.session.seat_name(seat)
        if self.session.in_grace():  # nobody plays until the turn's end is confirmed or undone
            return tr("{name}: your turn is done \u2014 end it, or undo").format(name=name)
        if not self.session.is_human(seat):
            return tr("{name} (AI) is playing\u2026").format(name=name)
        if view.pending:
            return f"{name}: {self.prompt_question(view.pending[-1].kind)}"
        return f"{name}: {tr(self.TURN_HINT)}"

    def prompt_question(self, kind: str) -> str:
        """The question a prompt of ``kind`` asks, in words."""
        question = self.PROMPT_QUESTIONS.get(kind)
        return tr(question) if question else kind.replace("_", " ").capitalize()

    def move_line(self, move, names: list[str]) -> str:
        """The log line of a Move: who did what; an answer that only declines says to what."""
        name = names[move.seat] if 0 <= move.seat < len(names) else f"#{move.seat + 1}"
        action = move.action
        if self.LOG_QUESTIONS and move.asked and BARE_ANSWERS & {action.kind, action.get("pick")}:
            question = self.prompt_question(move.asked).split(" (")[0]  # no "(click it)"
            return f"{name}: {move.label} ({question})"
        return f"{name}: {move.label}"

    def show_preview(self, face: CardFace | None, owner: CardItem | None = None) -> None:
        """Show ``face`` large beside ``owner`` (None hides it, or goes back to the card pinned
        by a right-click). The window draws it, at a size readable whatever the zoom."""
        if face is None:
            if owner is not None and self._preview is not None and self._preview[1] is not owner:
                return  # a stale leave from a card that is no longer the one shown
            self._preview = self._pinned
        else:
            self._preview = (face, owner)
        if self._preview is None:
            self.card_hovered.emit(None, None)
            return
        face, owner = self._preview
        anchor = owner.sceneBoundingRect() if owner is not None else None
        self.card_hovered.emit(face, anchor)

    def pin_preview(self, item: CardItem | None) -> None:
        """Keep ``item``'s face shown until another pin (None unpins and hides)."""
        self._pinned = (item.face, item) if item is not None and item.face is not None else None
        self._preview = None
        self.show_preview(None)

    def preview_face(self) -> CardFace | None:
        """The face shown large now (None when none is)."""
        return self._preview[0] if self._preview else None

    # --- syncing ----------------------------------------------------------------------------
    def legal(self) -> list[Action]:
        """What a human may do now (nothing while a past move is shown)."""
        return [] if self.review is not None else self.session.human_legal_actions()

    def sync(self, animate: bool) -> None:
        """Lay out every item from the session's view; items the view no longer has go."""
        if self.session.viewer_seat != self._viewer:
            # another player took the screen: their hand is laid out, not dealt from the deck
            self._viewer = self.session.viewer_seat
            animate = False
        self.select(None)
        review = self.review
        self.view_state = review.view if review is not None else self.session.view()
        self.can_act = review is None and bool(self.legal())
        self.begin_sync()
        self._touched |= self._static_keys
        self.lay_out(self.view_state, animate)
        self._mark_choices()
        self.end_sync(self.exit_position() if animate else None)
        owner = self._preview[1] if self._preview is not None else None
        if owner is not None and owner.key not in self.by_key:
            self.pin_preview(None)  # the card shown large has left the table

    def begin_sync(self) -> None:
        self._touched = set()
        self._crowd = {}

    def ensure(self, key: str, factory: Callable[[], TableItem]) -> tuple[TableItem, bool]:
        """The item with ``key``, created by ``factory`` if missing; returns (item, is_new)."""
        self._touched.add(key)
        item = self.by_key.get(key)
        if item is not None:
            return item, False
        item = factory()
        self.by_key[key] = item
        self.addItem(item)
        if isinstance(item, CardItem):
            item.hovered.connect(lambda entered, item=item: self._card_hovered(item, entered))
        return item, True

    def put(self, item: TableItem, pos: QPointF, animate: bool, is_new: bool, delay: int = 0):
        if animate and not is_new:
            self.animator.move(item, pos, delay_ms=delay)
        else:
            item.setPos(pos)

    def end_sync(self, exit_pos: QPointF | None = None) -> None:
        """Remove the items the sync did not touch; with ``exit_pos`` cards fly there first."""
        for key in [key for key in self.by_key if key not in self._touched]:
            item = self.by_key.pop(key)
            if exit_pos is not None and isinstance(item, CardItem) and self.animator.speed > 0:
                item.drag_key = item.click_key = item.drop_key = None
                item.setZValue(400)
                self.animator.move(item, exit_pos)
                self.animator.fade(item, 0.0, delay_ms=200, on_done=lambda i=item: self._drop(i))
            else:
                self.removeItem(item)

    def _drop(self, item: TableItem) -> None:
        if item.scene() is self:
            self.removeItem(item)

    def freeze_static(self) -> None:
        """The items made since the last ``begin_sync`` are furniture: every sync keeps them."""
        self._static_keys = set(self._touched)

    def handle(self, key: str | None) -> str | None:
        """A drag or click key for a card or piece while a human may act; None otherwise."""
        return key if self.can_act else None

    def _mark_choices(self) -> None:
        """While a prompt waits for a human, the items that answer it are lit up; the items
        the other players' last moves touched are ringed, and those of the coach's move."""
        marked = self.marked_items()
        hinted = self.hinted_items()
        for key, item in self.by_key.items():
            item.set_highlight(self._rest_level(item))
            item.marked = key in marked
            item.hinted = key in hinted

    def show_hint(self, action: Action | None) -> set[str]:
        """Ring the items the coach's suggested ``action`` is about (None: no suggestion) until
        the game moves on; returns their keys (empty when no item stands for the move)."""
        self._hint = None if action is None else (action, len(self.session.moves))
        self._mark_choices()
        return self.hinted_items()

    def hint(self) -> Action | None:
        """The coach's suggested move, while the game has not moved on since it came."""
        if self._hint is None or self._hint[1] != len(self.session.moves):
            return None
        return self._hint[0]

    def hinted_items(self) -> set[str]:
        """Keys of the items of the coach's move: what it is about or moves, where it goes, or
        the answer button that names it (none while a past move is shown)."""
        action = self.hint()
        if action is None or self.review is not None:
            return set()
        drag = self.action_keys(action)[0]
        keys = self.click_keys(action)
        if drag:
            keys |= {drag} | self.drop_keys(action)
        wanted = OPTION_PREFIX + action.encode()
        keys |= {key for key, item in self.by_key.items() if item.click_key == wanted}
        return {key for key in keys if key in self.by_key}

    def marked_items(self) -> set[str]:
        """What the others did since the last human move: the agents' moves after it, and a
        solo bot's part of it (he moves inside the player's action). While a past move is
        reviewed, that move's items."""
        if self.review is not None:
            return self.move_items(self.review.move)
        keys: set[str] = set()
        for move in reversed(self.session.moves[self.session.round_start() :]):
            human = self.session.is_human(move.seat)
            keys |= self.move_items(move, everything=not human)
            if human:
                break
        return keys

    def scores(self):
        """The scores the table shows (those after the reviewed move while reviewing)."""
        return self.review.scores if self.review is not None else self.session.scores()

    def show_review(self, review: Review | None) -> None:
        """Lay out the table as it was after a past move (None: back to the game)."""
        self.review = review
        self.sync(animate=False)

    def move_items(self, move, everything: bool = True) -> set[str]:
        """Keys of the items ``move``'s events touched (all, or only those of seats that are
        not human: a solo bot's)."""
        keys: set[str] = set()
        for event in move.events:
            seat = event.params.get("seat")
            if everything or (isinstance(seat, int) and not self.session.is_human(seat)):
                items = self.EVENT_ITEMS.get(event.kind)
                keys.update(items(self, event.params) if items else ())
        return keys

    def restyle(self) -> None:
        """Repaint everything after a change of text size (cards are painted afresh)."""
        self.renderer.clear()
        for item in self.by_key.values():
            item.prepareGeometryChange()
            item.update()

    def show_banner(self, text: str) -> None:
        """A large message that fades away, across the middle of the prompt area (never over
        the cards the player is choosing among)."""
        if self.animator.speed <= 0:
            return
        prompt = self.PROMPT_RECT
        band = QRectF(prompt.left() + 10, prompt.center().y() - 60, prompt.width() - 20, 120)
        banner = BannerItem(text, band)
        banner.setOpacity(0.0)
        self.addItem(banner)
        self.animator.fade(banner, 1.0, duration_ms=250)
        self.animator.fade(
            banner, 0.0, delay_ms=1100, duration_ms=350, on_done=lambda: self.removeItem(banner)
        )

    def pulse(self, item: TableItem) -> None:
        """Blink an item's ring a few times (a card whose ability is being used)."""

        def step(progress: float) -> None:
            item.set_highlight(2 if int(progress * 6) % 2 == 0 else 0)

        self.animator.run(step, duration_ms=540, on_done=lambda: item.set_highlight(0))

"""The table scene skeleton every game's table stands on.

A game's table subclasses :class:`TableScene`: it sets its layout (the class attributes under
"layout") and card style, lays out its own zones in :meth:`TableScene.lay_out`, and maps items
to the engine's legal actions in :meth:`TableScene.action_keys`. Everything else is here, once:
item bookkeeping and syncing, the hand row, city panels with their supplies, hidden hands and
empty slots, pieces standing on places, the prompt area (turn buttons, the question, answer
buttons), lighting up the items that answer a prompt, ringing what the other players' last
moves touched (a game maps its engine events to items in ``EVENT_ITEMS``), showing a past move
(:class:`Review`), selecting, dragging and clicking, the card preview, banners, and the hooks
the window uses (:meth:`question`, :meth:`describe_event` with a game's ``EVENT_LINES``,
:meth:`move_line`, :meth:`handle_event`, :meth:`show_preview`, :attr:`card_hovered`,
:attr:`selection_changed`).

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
from PySide6.QtCore import QT_TR_NOOP, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QCursor, QPixmap
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent, QMenu

from everdell_desktop.core import Action

from . import theme
from .animator import Animator
from .art import ArtRenderer, CardFace, CardStyle
from .cloth import leaf_cloth, paint_table_light
from .glossary import Glossary
from .i18n import game_words, tr
from .items import BannerItem, CardItem, LabelItem, PanelItem, TableItem, TokenItem

DRAG_THRESHOLD = 6.0
COUNT_DELAY_MS = 250  # supplies count up once the piece or card that paid has arrived
OPTION_PREFIX = "option:"  # the click key of a button that names one legal action
# answers (action kinds or picks) whose label does not say what they answer
BARE_ANSWERS = frozenset({"decline", "done", "skip"})
# The log line for one engine event: (table, event params, name of the event's seat) -> line.
EventWords = Callable[["TableScene", dict, str], str | None]
# The keys of the table items one engine event touched: (table, event params) -> keys.
EventItems = Callable[["TableScene", dict], list[str]]
# Chooses among several actions; returns None when the player cancels.
Chooser = Callable[[list[Action], list[str]], Action | None]


def points_text(count: int) -> str:
    """'1 point', '7 points'."""
    return (tr("{count} point") if count == 1 else tr("{count} points")).format(count=count)


def assign_places(current: dict[str, str], prefix: str, places: list[str]) -> dict[str, str]:
    """Give the pieces whose keys start with ``prefix`` the places they must stand on now.

    Each piece keeps its place if that place is still needed (so only pieces that really moved
    animate); the remaining places go to the remaining pieces, new keys are made when there are
    more places than pieces. ``current`` (key -> place, for all pieces) is updated in place and
    the assignment for ``prefix`` is returned.
    """
    previous = {k: p for k, p in current.items() if k.startswith(prefix)}
    needed = list(places)
    result: dict[str, str] = {}
    for key, place in sorted(previous.items()):
        if place in needed:
            needed.remove(place)
            result[key] = place
    free = [k for k in sorted(previous) if k not in result]
    number = len(previous)
    for place in needed:
        if free:
            key = free.pop(0)
        else:
            key = f"{prefix}{number}"
            number += 1
        result[key] = place
    for key in previous:
        del current[key]
    current.update(result)
    return result


def menu_chooser(actions: list[Action], labels: list[str]) -> Action | None:
    """The default chooser: a small popup menu at the mouse cursor."""
    menu = QMenu()
    for action, label in zip(actions, labels, strict=True):
        menu.addAction(label).setData(action.encode())
    picked = menu.exec(QCursor.pos())
    if picked is None:
        return None
    return Action.parse(picked.data())


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
class PieceKind:
    """How :meth:`TableScene.sync_pieces` makes, dresses (drag key, tooltip ...) and places
    one kind of piece; a new piece comes on the table at ``origin``."""

    make: Callable[[str], TableItem]
    dress: Callable[[TableItem, str], None]
    position: Callable[[str, int], QPointF]
    origin: QPointF


@dataclass(frozen=True, slots=True)
class Review:
    """A past move shown on the table: the viewer's ``view`` and the ``scores`` right after
    ``move``."""

    move: object
    view: object
    scores: list


@dataclass(frozen=True, slots=True)
class Selection:
    """What the player selected, for the window's action bar: its ``title``, the ``actions``
    a second click on it may make, and whether it has lit targets to be dropped on."""

    title: str
    actions: list[Action]
    has_targets: bool


class TableScene(QGraphicsScene):
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
        item an action is about; (None, None) when no item on the table stands for it."""
        return None, None

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
        if not self.session.is_human(seat) and self.session.in_grace():
            return tr("{name} (AI) plays once your turn ends").format(name=name)  # Undo works
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

    # --- building blocks for a game's layout -------------------------------------------------
    def panel(self, key: str, rect: QRectF, fill: QColor, title: str = "", z: float = -10):
        """A zone's background panel (the board, the hand ...)."""
        size = QRectF(0, 0, rect.width(), rect.height())
        item, _ = self.ensure(key, lambda: PanelItem(key, size, fill, title))
        item.text_colour = self.PALETTE.accent
        item.title_pixels = 18
        item.setPos(rect.topLeft())
        item.setZValue(z)
        return item

    def label(self, key: str, pixels: int, colour: QColor, width: float, bold: bool = True):
        item, _ = self.ensure(key, lambda: LabelItem(key, "", pixels, colour, width, bold))
        return item

    def card(self, key: str, face: CardFace, width: int, start=None, tile=None):
        """The face-up card ``key`` at ``width`` (or as a ``tile`` of (width, height)), with
        nothing drawn on it yet; a new one appears at ``start``. Returns (item, is_new)."""

        def make() -> CardItem:
            item = CardItem(key, self.renderer, width, face)
            if start is not None:
                item.setPos(start)
            return item

        item, new = self.ensure(key, make)
        item.set_width(width)
        item.set_tile(tile)
        item.decorate()
        item.drag_key = item.click_key = item.drop_key = None
        item.setOpacity(1.0)
        return item, new

    def show_face(self, item: CardItem, face: CardFace, animate: bool) -> None:
        """Turn ``item`` to ``face``; a change of side flips it over when animating."""
        if animate and item.face is not None and item.face.upgraded != face.upgraded:
            self.animator.flip(item, lambda: item.set_face(face))
        else:
            item.set_face(face)

    def sync_hand(self, cards, title: str, animate: bool) -> None:
        """The viewer's hand as a row: ``cards`` are (card key, face, drag key) in order."""
        heading = self.label("hand_title", 20, self.PALETTE.accent, 700)
        heading.set_text(title)
        heading.setPos(self.HAND_RECT.left() + 12, self.HAND_RECT.top() + 4)
        room = self.HAND_RECT.width() - 16 - self.HAND_CARD_W
        step = self.HAND_CARD_W + self.HAND_GAP
        if len(cards) > 1:
            step = min(step, room / (len(cards) - 1))  # an over-full hand overlaps
        for index, (key, face, handle) in enumerate(cards):
            item, _ = self.card(key, face, self.HAND_CARD_W, self.exit_position())
            item.set_face(face)
            item.drag_key = item.click_key = self.handle(handle)
            item.setZValue(10 + index)
            pos = QPointF(self.HAND_RECT.left() + 8 + index * step, self.HAND_RECT.top() + 36)
            self.put(item, pos, animate, False)

    # --- cities -----------------------------------------------------------------------------
    def city_rect(self, seat: int) -> QRectF:
        width = (self.WIDTH - 20) / self.place_count
        return QRectF(
            10 + seat * width, self.CITY_TOP, width - 10, self.HEIGHT - self.CITY_TOP - 10
        )

    def sync_city_panel(
        self, seat: int, frame: QColor, header: str, details: str, details_line: bool = True
    ) -> QRectF:
        """A city's panel (lit for the player to move), its header and details: on a line of
        their own, or (``details_line`` False, to save room) in the header's tooltip."""
        rect = self.city_rect(seat)
        key = f"city:{seat}"
        panel, _ = self.ensure(
            key,
            lambda: PanelItem(key, QRectF(0, 0, rect.width(), rect.height()), self.PALETTE.city),
        )
        panel.setPos(rect.topLeft())
        panel.setZValue(-10)
        panel.material = "felt"
        panel.drop_key = key
        current = self.view_state.to_move() == seat
        panel.border = self.PALETTE.accent if current else frame.darker(125)
        name = self.label(f"city_name:{seat}", 21, frame, rect.width() - 20)
        name.set_text(header)
        name.width = rect.width() - 20
        name.setPos(rect.left() + 10, rect.top() + 4)
        name.setToolTip(details)
        if not details_line:
            return rect
        info = self.label(f"city_info:{seat}", 15, self.PALETTE.text, rect.width() - 20, False)
        info.set_text(details)
        info.setToolTip(details)
        info.width = rect.width() - 20
        info.setPos(rect.left() + 10, rect.top() + 34)
        return rect

    def seat_title(self, seat: int) -> str:
        """A seat's name as a city header shows it (an AI seat says so)."""
        who = self.session.seat_name(seat)
        if seat < len(self.session.seats) and not self.session.is_human(seat):
            who = tr("{name} (AI)").format(name=who)
        return who

    def sync_supply(self, seat: int, tokens, pos: QPointF, step: float, size: float, animate):
        """A row of resource counts: ``tokens`` are (kind, count, tooltip, click key)."""
        for index, (kind, value, tip, click_key) in enumerate(tokens):
            key = f"sup:{seat}:{kind}"
            token, new = self.ensure(key, lambda key=key, kind=kind: TokenItem(key, kind, 0, size))
            if animate and not new and token.get_count() != value:
                self.animator.count(
                    token.set_count, token.get_count(), value, delay_ms=COUNT_DELAY_MS
                )
            else:
                token.set_count(value)
            token.setToolTip(tip)
            token.click_key = click_key
            token.setPos(pos + QPointF(index * step, 0))

    def sync_hidden_hand(self, seat: int, count: int, corner: QPointF, width: int) -> None:
        """Another player's hand: its cards face down, fanned leftwards from ``corner``."""
        if seat == self.session.viewer_seat:
            return
        for index in range(count):
            key = f"back:{seat}:{index}"
            back, _ = self.ensure(key, lambda key=key: CardItem(key, self.renderer, width, None))
            back.deck = self.HAND_DECK
            back.setPos(corner + QPointF(-(count - 1 - index) * 12, 0))
            back.setRotation((index - (count - 1) / 2) * 6)
            back.setZValue(3 + index)
            hidden = tr("{count} card in hand (hidden)") if count == 1 else None
            hidden = hidden or tr("{count} cards in hand (hidden)")
            back.setToolTip(hidden.format(count=count))

    def sync_slots(self, seat: int, indices, size: tuple[float, float], position, title=None):
        """Dashed empty city spaces at ``position(seat, index)``; ``title(index)`` names one."""
        tint = self.PALETTE.slot
        for index in indices:
            key = f"slot:{seat}:{index}"
            slot, _ = self.ensure(
                key,
                lambda key=key: PanelItem(
                    key,
                    QRectF(0, 0, *size),
                    QColor(tint.red(), tint.green(), tint.blue(), 18),
                    radius=7,
                    border=QColor(tint.red(), tint.green(), tint.blue(), 60),
                ),
            )
            slot.dashed = True
            slot.title = title(index) if title else ""
            slot.title_pixels = 12
            slot.setPos(position(seat, index))
            slot.setZValue(-5)

    # --- pieces on places -------------------------------------------------------------------
    def sync_pieces(self, prefix: str, places: list[str], pieces: PieceKind, animate: bool):
        """Stand the pieces keyed ``prefix…`` on ``places`` (place keys such as ``loc:…`` or
        ``reserve:0``). A piece keeps its place when it can, so only the moved ones slide; the
        n-th piece on a place (whoever owns it) stands at ``pieces.position(place, n)``."""
        for key, place in sorted(assign_places(self._piece_places, prefix, places).items()):
            item, new = self.ensure(key, lambda key=key: pieces.make(key))
            n = self._crowd.get(place, 0)
            self._crowd[place] = n + 1
            if new:
                item.setPos(pieces.origin)
            pieces.dress(item, place)
            self.put(item, pieces.position(place, n), animate, False)

    def pieces_on(self, place: str) -> list[TableItem]:
        """The pieces standing on ``place`` now (where the table put them, for tests)."""
        return [self.by_key[key] for key, at in self._piece_places.items() if at == place]

    # --- the prompt area --------------------------------------------------------------------
    def sync_prompt(self, view, options_left: float) -> None:
        """Turn buttons (top right), the question (two lines), and a button per answer of an
        open prompt (as many as fit from ``options_left``; the Moves list has them all)."""
        rect = self.PROMPT_RECT
        for index, (key, text) in enumerate(self.TURN_BUTTONS):
            button, _ = self.ensure(key, lambda key=key: self._turn_button(key))
            button.title = tr(text)
            button.click_key = key
            button.setOpacity(1.0 if self.click_actions(key) else 0.35)
            button.setPos(rect.right() - (len(self.TURN_BUTTONS) - index) * 200, rect.top() + 8)
        answers = self.legal() if view.pending else []
        width, height = self.OPTION_SIZE
        top = rect.top() + (64 if self.QUESTION_BELOW_BUTTONS else 8)
        columns = max(1, int((rect.right() - options_left) // (width + 10)))
        rows = max(1, int((rect.bottom() - top - 64) // (height + 8)))
        shown = answers[: columns * rows]
        extra = len(answers) - len(shown)
        question = self.label("prompt_text", 18, self.PALETTE.text, rect.width() - 24)
        question.set_lines(2)
        question.width = rect.width() - (24 if self.QUESTION_BELOW_BUTTONS else 430)
        more = tr("  (+{count} more in the Moves list)").format(count=extra) if extra > 0 else ""
        question.set_text(self.question() + more)
        question.setToolTip(question.text)
        question.setPos(rect.left() + 12, top)
        for index, action in enumerate(shown):
            key = f"opt:{index}"
            button, _ = self.ensure(
                key,
                lambda key=key: PanelItem(key, QRectF(0, 0, width, height), self.PALETTE.option),
            )
            button.title = self.session.describe(action)
            button.title_pixels = 16
            button.click_key = OPTION_PREFIX + action.encode()
            button.setToolTip(self.glossary.explain(button.title))
            row, column = divmod(index, columns)
            pos = QPointF(options_left + column * (width + 10), top + 56 + row * (height + 8))
            button.setPos(pos)

    def _turn_button(self, key: str) -> PanelItem:
        button = PanelItem(key, QRectF(0, 0, 190, 48), self.PALETTE.button)
        button.border = self.PALETTE.accent
        button.title_pixels = 17
        return button

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

    # --- actions <-> items ------------------------------------------------------------------
    def drop_actions(self, drag_key: str, drop_key: str) -> list[Action]:
        """Legal actions meaning 'put the dragged thing there'."""
        return [
            action
            for action in self.legal()
            if self.action_keys(action)[0] == drag_key and drop_key in self.drop_keys(action)
        ]

    def click_actions(self, click_key: str) -> list[Action]:
        """Legal actions meaning 'click this': an answer button's own action, or every action
        that is about the clicked item."""
        if click_key.startswith(OPTION_PREFIX):
            wanted = click_key[len(OPTION_PREFIX) :]
            return [action for action in self.legal() if action.encode() == wanted]
        return [action for action in self.legal() if click_key in self.click_keys(action)]

    def click_keys(self, action: Action) -> set[str]:
        """Every item a click on which may mean ``action`` (those it is about, by default)."""
        return {key for key in self.action_keys(action) if key}

    def choose(self, actions: list[Action]) -> Action | None:
        if not actions:
            return None
        if len(actions) == 1:
            return actions[0]
        labels = [self.session.describe(action) for action in actions]
        return self.chooser(actions, labels)

    def commit(self, actions: list[Action]) -> bool:
        """Ask the window to play one of ``actions`` (the chooser picks among several)."""
        action = self.choose(actions)
        if action is None:
            return False
        self.select(None)
        self.action_chosen.emit(action)
        return True

    def click(self, item: TableItem) -> bool:
        """A click never commits a move by itself, except on a button that names its move:
        it selects the item and shows what it can do (its targets light up, a card shows
        large, the window offers its moves as buttons). A second click on the selected item,
        or a click on one of its lit targets, makes the move. True when a move was made."""
        if item.click_key and item.click_key.startswith(OPTION_PREFIX):
            return self.commit(self.click_actions(item.click_key))
        chosen = self.selected
        if chosen is not None and item.key in self._targets:
            return self.commit(self._targets[item.key])
        if item is chosen:
            return self.commit(self.item_actions(item))
        self.select(item)
        return False

    def item_actions(self, item: TableItem) -> list[Action]:
        """The moves a click on ``item`` may make: those about it, or that move it."""
        key = item.click_key or item.drag_key
        return self.click_actions(key) if key else []

    def select(self, item: TableItem | None) -> None:
        """Select ``item`` (None clears): it and its drop targets light up; a card is shown
        large until the selection ends; ``selection_changed`` tells the window."""
        previous, self.selected = self.selected, None
        for key in self._targets:
            if key in self.by_key:
                self.by_key[key].set_highlight(0)
        self._targets = {}
        if previous is not None and previous.scene() is self:
            previous.set_highlight(self._rest_level(previous))
            previous.lifted = False
        actions = self.item_actions(item) if item is not None else []
        targets = self.legal_targets(item) if item is not None and item.drag_key else {}
        if not actions and not targets:
            if previous is not None:
                self.pin_preview(None)
                self.selection_changed.emit(None)
            return
        self.selected, self._targets = item, targets
        item.set_highlight(2)
        item.lifted = True
        for key in targets:
            self.by_key[key].set_highlight(1)
        if isinstance(item, CardItem):
            self.pin_preview(item)
            self.show_preview(item.face, item)
        self.selection_changed.emit(Selection(self.item_title(item), actions, bool(targets)))

    def item_title(self, item: TableItem) -> str:
        """What the window calls a selected item: a card's name, a place's title ..."""
        if isinstance(item, CardItem) and item.face is not None:
            return item.face.name
        if isinstance(item, PanelItem) and item.title:
            return item.title
        return item.toolTip() or tr("Your selection")

    def _rest_level(self, item: TableItem) -> int:
        """The highlight an item has when nothing is selected (lit when it answers a prompt)."""
        pending = bool(self.view_state.pending) and self.can_act
        key = item.click_key
        lit = pending and key and not key.startswith(OPTION_PREFIX) and self.click_actions(key)
        return 1 if lit else 0

    def drop(self, item: TableItem, target: TableItem | None) -> bool:
        """Drop ``item`` on ``target``: submit the matching action, or slide the item back."""
        actions = []
        if target is not None and item.drag_key and target.drop_key:
            actions = self.drop_actions(item.drag_key, target.drop_key)
        action = self.choose(actions)
        if action is None:
            return False
        self.action_chosen.emit(action)
        return True

    def legal_targets(self, item: TableItem) -> dict[str, list[Action]]:
        targets: dict[str, list[Action]] = {}
        for key, candidate in self.by_key.items():
            if candidate is item or not candidate.drop_key:
                continue
            actions = self.drop_actions(item.drag_key, candidate.drop_key)
            if actions:
                targets[key] = actions
        return targets

    # --- mouse ------------------------------------------------------------------------------
    def _card_hovered(self, item: CardItem, entered: bool) -> None:
        if self._press is not None:
            return  # a card carried over others shows nothing
        self.show_preview(item.face if entered else None, item)

    def _top_item(self, pos: QPointF, wanted: Callable[[TableItem], bool]) -> TableItem | None:
        for candidate in self.items(pos):
            if isinstance(candidate, TableItem) and wanted(candidate):
                return candidate
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pos = event.scenePos()
        if event.button() == Qt.MouseButton.RightButton:
            card = self._top_item(pos, lambda i: isinstance(i, CardItem) and i.face is not None)
            self.pin_preview(card)
            if card is not None:
                self.show_preview(card.face, card)
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton:
            item = self._top_item(pos, lambda i: bool(i.drag_key or i.click_key))
            if item is not None:
                self._press = (item, pos, item.pos())
                self._dragging = False
                event.accept()
                return
            self.select(None)
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A second click in quick succession is another click: Qt sends it as a double-click
        (press, release, double-click, release), and no item handles that, so without this
        the second move would be lost."""
        self.mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            super().mouseMoveEvent(event)
            return
        item, start, home = self._press
        delta = event.scenePos() - start
        if not self._dragging:
            if not item.drag_key or delta.manhattanLength() < DRAG_THRESHOLD:
                return
            self._start_drag(item)
        item.setPos(home + delta)
        hovered = self._target_at(event.scenePos(), item)
        for key in self._targets:
            self.by_key[key].set_highlight(2 if hovered is self.by_key[key] else 1)
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            super().mouseReleaseEvent(event)
            return
        item, _start, home = self._press
        dragging, self._press, self._dragging = self._dragging, None, False
        event.accept()
        if not dragging:
            self.click(item)
            return
        target = self._target_at(event.scenePos(), item)
        self._end_drag(item)
        if not self.drop(item, target):
            self.animator.move(item, home)

    def _start_drag(self, item: TableItem) -> None:
        self.select(None)
        self._dragging = True
        self.pin_preview(None)
        self._targets = self.legal_targets(item)
        item.setZValue(item.zValue() + 500)
        item.lifted = True
        for key in self._targets:
            self.by_key[key].set_highlight(1)

    def _end_drag(self, item: TableItem) -> None:
        item.setZValue(item.zValue() - 500)
        item.lifted = False
        for key in self._targets:
            if key in self.by_key:
                self.by_key[key].set_highlight(0)
        self._targets = {}

    def _target_at(self, pos: QPointF, dragged: TableItem) -> TableItem | None:
        for candidate in self.items(pos):
            if (
                isinstance(candidate, TableItem)
                and candidate is not dragged
                and candidate.key in self._targets
            ):
                return candidate
        return None

    def dragging_targets(self) -> set[str]:
        """Keys of the items lit up as legal targets of the current drag (for tests)."""
        return set(self._targets)

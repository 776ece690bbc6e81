"""The building blocks a game's table lays itself out with, mixed into ``TableScene``: panels,
labels, cards and the hand row, city panels with their supplies, hidden hands and empty slots,
pieces standing on places (workers among them), and the prompt area. They work on the scene's
item bookkeeping (``ensure``, ``put``, ``by_key``), which ``table.TableScene`` owns."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor

from .card_style import CardFace
from .i18n import tr
from .items import CardItem, LabelItem, PanelItem, TableItem, TokenItem, button_words
from .table_input import OPTION_PREFIX

COUNT_DELAY_MS = 250  # supplies count up once the piece or card that paid has arrived


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


@dataclass(frozen=True, slots=True)
class PieceKind:
    """How :meth:`TableScene.sync_pieces` makes, dresses (drag key, tooltip ...) and places
    one kind of piece; a new piece comes on the table at ``origin``."""

    make: Callable[[str], TableItem]
    dress: Callable[[TableItem, str], None]
    position: Callable[[str, int], QPointF]
    origin: QPointF


class TableLayout:
    """The layout half of ``TableScene`` (see the module's docstring)."""

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

    def offered_card(self, key: str, face: CardFace, width: int, handle: str | None) -> CardItem:
        """A card on offer (in a meadow ...), picked up by ``handle``; a blocked one (None)
        stays put, faded."""
        item, _ = self.card(key, face, width, self.exit_position())
        item.drag_key = item.click_key = self.handle(handle)
        item.setZValue(5)
        item.setOpacity(1.0 if handle is not None else 0.55)
        return item

    def city_tile_position(
        self, seat: int, index: int, columns: int, tile: tuple[float, float], top: float
    ) -> QPointF:
        """Where the ``index``-th card tile of a seat's city stands: in rows of ``columns``
        tiles of ``tile`` (width, height), from ``top`` below the city panel's top."""
        rect = self.city_rect(seat)
        row, column = divmod(index, columns)
        width, height = tile
        return QPointF(
            rect.left() + 12 + column * (width + 8), rect.top() + top + row * (height + 6)
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

    # --- workers ----------------------------------------------------------------------------
    WORKER_ORIGIN = QPointF(300, 60)  # a new worker comes on here, from its city's corner

    def sync_workers(self, view, animate: bool) -> None:
        """Each seat's workers on the places :meth:`worker_places` names (``reserve:<seat>``
        for those at home), made by :meth:`make_worker`, standing at :meth:`worker_position`
        and named by :meth:`worker_tip`: a table with workers provides those four."""
        for seat in range(self.place_count):
            kind = PieceKind(
                make=partial(self.make_worker, seat),
                dress=partial(self.dress_worker, seat),
                position=partial(self.worker_position, seat),
                origin=self.city_rect(seat).topLeft() + self.WORKER_ORIGIN,
            )
            self.sync_pieces(f"w:{seat}:", self.worker_places(view, seat), kind, animate)

    def dress_worker(self, seat: int, item: TableItem, place: str) -> None:
        """A worker at home may be picked up by its seat when that seat is to act."""
        movable = place.startswith("reserve:") and self.can_act and seat == self.session.to_move()
        item.drag_key = item.click_key = f"worker:{seat}" if movable else None
        item.setToolTip(self.worker_tip(seat))

    def worker_places(self, view, seat: int) -> list[str]:
        raise NotImplementedError

    def make_worker(self, seat: int, key: str) -> TableItem:
        raise NotImplementedError

    def worker_position(self, seat: int, place: str, n: int) -> QPointF:
        raise NotImplementedError

    def worker_tip(self, seat: int) -> str:
        raise NotImplementedError

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
        top = rect.top() + (64 if self.QUESTION_BELOW_BUTTONS else 8)
        area = QRectF(options_left, top + 56, rect.right() - options_left, rect.bottom() - top - 64)
        columns, rows, width, height = option_grid(len(answers), area, self.OPTION_SIZE)
        shown = answers[: columns * rows]
        extra = len(answers) - len(shown)
        question = self.label("prompt_text", 18, self.PALETTE.text, rect.width() - 24)
        question.set_lines(2)
        question.width = rect.width() - (24 if self.QUESTION_BELOW_BUTTONS else 430)
        more = tr("  (+{count} more in the Moves list)").format(count=extra) if extra > 0 else ""
        question.set_text(self.question() + more)
        question.setToolTip(question.text)
        question.setPos(rect.left() + 12, top)
        labels = [self.session.describe(action) for action in shown]
        box = QRectF(0, 0, width, height)
        if width < self.OPTION_SIZE[0] or any(
            button_words(label, box, OPTION_PIXELS)[1] != label for label in labels
        ):  # narrowed for many answers, or a label cut short: only the words that differ
            labels = without_shared_words(labels)
        for index, action in enumerate(shown):
            key = f"opt:{index}"
            button, _ = self.ensure(
                key,
                lambda key=key: PanelItem(key, QRectF(0, 0, width, height), self.PALETTE.option),
            )
            if button.rect.size() != QSizeF(width, height):  # sized for fewer answers before
                button.prepareGeometryChange()
                button.rect = QRectF(0, 0, width, height)
            button.title = labels[index]
            button.title_pixels = OPTION_PIXELS
            button.click_key = OPTION_PREFIX + action.encode()
            button.setToolTip(self.glossary.explain(self.session.describe(action)))
            row, column = divmod(index, columns)
            pos = QPointF(options_left + column * (width + 10), top + 56 + row * (height + 8))
            button.setPos(pos)

    def _turn_button(self, key: str) -> PanelItem:
        button = PanelItem(key, QRectF(0, 0, 190, 48), self.PALETTE.button)
        button.border = self.PALETTE.accent
        button.title_pixels = 17
        return button


OPTION_LEAST = (160.0, 40.0)  # the least answer button that still holds a name on a line
OPTION_PIXELS = 16  # an answer button's words, at most


def option_grid(count: int, area: QRectF, size: tuple[float, float]):
    """Columns, rows and button size for ``count`` answer buttons in ``area``: buttons of
    ``size`` when they all fit, else smaller ones (down to :data:`OPTION_LEAST`) in the
    smallest grid that holds them all (the base game's eight Meadow cards, issue 41); when
    even that is too few, as many of the least size as fit."""
    gap_x, gap_y = 10, 8

    def grid(width: float, height: float) -> tuple[int, int]:
        columns = max(1, int(area.width() // (width + gap_x)))
        return columns, max(1, int(area.height() // (height + gap_y)))

    columns, rows = grid(*size)
    if count <= columns * rows:
        return columns, rows, *size
    most_columns, most_rows = grid(*OPTION_LEAST)
    fits = [
        (c * r, c, r)
        for c in range(columns, most_columns + 1)
        for r in range(rows, most_rows + 1)
        if c * r >= count
    ]
    columns, rows = min(fits)[1:] if fits else (most_columns, most_rows)
    width = min(size[0], area.width() // columns - gap_x)
    height = min(size[1], area.height() // rows - gap_y)
    return columns, rows, width, height


def without_shared_words(labels: list[str]) -> list[str]:
    """``labels`` without the leading or trailing words they all share ("Take Farm", "Take
    Judge" -> "Farm", "Judge"; "농장 가져오기" ... -> "농장"): the question above the buttons
    already says them."""
    split = [label.split(" ") for label in labels]
    lead = _shared_count(split)
    trail = _shared_count([words[lead:][::-1] for words in split])
    return [" ".join(words[lead : len(words) - trail]) for words in split]


def _shared_count(split: list[list[str]]) -> int:
    """How many first words all the word lists share, leaving each at least one of its own."""
    shared = 0
    while len(split) > 1 and all(len(words) > shared + 1 for words in split):
        if len({words[shared] for words in split}) > 1:
            break
        shared += 1
    return shared

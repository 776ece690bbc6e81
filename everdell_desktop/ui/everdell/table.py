"""The Everdell table: board locations, Forest, Haven, Journey, Events, Meadow, hands, cities.

Items carry ids (``c<uid>`` for a card wherever it lies, ``loc:<key>`` for a location,
``event:<key>``, ``city:<seat>`` ...) and are laid out from the session's view on every sync.
A drag or a click becomes an action only by matching the engine's legal actions
(:meth:`EverdellTable.action_keys` says which items an action is about); no rule is decided
here. In a solo game Rugwort is the second place at the table: his city is stacked by colour,
his workers stand on the board and on the Meadow cards they block.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor

from everdell_desktop.core import Action
from everdell_desktop.games.everdell.campaign import chapter_won
from everdell_desktop.games.everdell.data import COLORS, RESOURCES, game_data
from everdell_desktop.games.everdell.engine import spaces_used
from everdell_desktop.games.everdell.places import LOC_KEYS, forest_capacity
from everdell_desktop.games.everdell.rules import forest_cards_dealt
from everdell_desktop.games.everdell.state import (
    CITY_LIMIT,
    EMPTY,
    HAND_LIMIT,
    HIDDEN,
    LOC_FOREST,
    SEASONS,
    SPOT_CARD,
    SPOT_EVENT,
    SPOT_LOC,
)

from .. import art, theme
from ..items import CardItem, LabelItem, PanelItem
from ..table import TableScene, assign_places
from . import faces
from .faces import EverdellArt, SupplyToken, WorkerItem, card_face
from .pieces import CARD_W, PlaceItem, TableCard, felt_tile
from .words import PROMPT_QUESTIONS, SEASON_WORDS

DATA = game_data()
WIDTH, HEIGHT = 2000.0, 1420.0
PREVIEW_W = 420
WORKER = 44.0
RUGWORT = 1

BOARD_RECT = QRectF(10, 10, 1230, 450)
EVENTS_RECT = QRectF(1250, 10, 740, 450)
MEADOW_RECT = QRectF(10, 470, 1230, 250)
PROMPT_RECT = QRectF(1250, 470, 740, 250)
HAND_RECT = QRectF(10, 730, 1980, 230)
CITY_TOP = 970.0

LOCATION_GAINS = {  # what a location pays, drawn as icons along its foot
    spec.key: [RESOURCES[i] for i, n in enumerate(spec.gain) for _ in range(n)]
    + ["any"] * spec.any
    + ["card"] * spec.draw
    + ["point"] * spec.points
    for spec in (*DATA.basic, *DATA.journey, *DATA.forest)
}
CARD_PROMPTS_FROM_CITY = {"pick", "copy", "ruin", "place_beneath"}


def season_word(season: int) -> str:
    return SEASON_WORDS[SEASONS[season]]


class EverdellTable(TableScene):
    def __init__(self, session, animator, renderer) -> None:
        super().__init__(session, animator, EverdellArt())
        self.setSceneRect(QRectF(0, 0, WIDTH, HEIGHT))
        self.setBackgroundBrush(QBrush(felt_tile()))
        self.places = len(session.state.players)  # Rugwort's place included in a solo game
        self.solo = session.state.solo is not None
        self._worker_places: dict[str, str] = {}
        self._can_act = False
        self.view_state = session.view()
        self._build_static()
        self._preview = CardItem("preview", self.renderer, PREVIEW_W, None)
        self._preview.setAcceptHoverEvents(False)
        self._preview.setZValue(900)
        self._preview.hide()
        self.addItem(self._preview)
        self._preview_owner: CardItem | None = None

    # --- static furniture -------------------------------------------------------------------
    def _panel(self, key: str, rect: QRectF, fill: QColor, title: str = "", z: float = -10):
        item, _ = self.ensure(
            key,
            lambda: PanelItem(
                key,
                QRectF(0, 0, rect.width(), rect.height()),
                fill,
                title,
                border=faces.AMBER.darker(160),
            ),
        )
        item.title_pixels = 18
        item.text_colour = faces.AMBER_LIGHT
        item.setPos(rect.topLeft())
        item.setZValue(z)
        return item

    def _build_static(self) -> None:
        self.begin_sync()
        self._panel("zone:board", BOARD_RECT, QColor("#5a3d24"), "The valley of Everdell")
        self._panel("zone:events", EVENTS_RECT, QColor("#4d2f2a"), "Events")
        self._panel("zone:meadow", MEADOW_RECT, QColor("#5f6b2c"), "")
        self._panel("zone:prompt", PROMPT_RECT, QColor("#3d2818"), "")
        self._panel("zone:hand", HAND_RECT, QColor("#3a2616"), "")
        self._static_keys = set(self._touched)

    # --- sync -------------------------------------------------------------------------------
    def sync(self, animate: bool) -> None:
        view = self.session.view()
        self.view_state = view
        self._can_act = bool(self.legal())  # a human is to move: cards may be picked up
        self.begin_sync()
        self._touched |= self._static_keys
        self._sync_locations(view)
        self._sync_events(view)
        self._sync_meadow(view, animate)
        self._sync_hand(view, animate)
        self._sync_cities(view, animate)
        self._sync_workers(view, animate)
        self._sync_prompt(view, animate)
        self._mark_choices()
        self.end_sync()

    def _place(self, key: str, rect: QRectF, fill: QColor, title: str, subtitle: str):
        item, _ = self.ensure(
            key,
            lambda: PlaceItem(
                key, QRectF(0, 0, rect.width(), rect.height()), fill, title, subtitle
            ),
        )
        item.title, item.subtitle = title, subtitle
        item.title_pixels = 15
        item.drop_key = item.click_key = key
        item.setPos(rect.topLeft())
        item.update()
        return item

    def _sync_locations(self, view) -> None:
        left, top = BOARD_RECT.left() + 10, BOARD_RECT.top() + 36
        for index, spec in enumerate(DATA.basic):
            rect = QRectF(left + index * 151, top, 145, 118)
            item = self._place(
                f"loc:{spec.key}",
                rect,
                QColor("#7a5a32"),
                spec.name,
                "one worker" if spec.exclusive else "open to all",
            )
            item.gains = LOCATION_GAINS[spec.key]
        label = self._label("forest_title", 16, faces.AMBER_LIGHT, 400)
        label.set_text(f"The Forest ({forest_cards_dealt(self.places)} cards)")
        label.setPos(left, top + 124)
        for index, loc in enumerate(view.forest):
            spec = DATA.forest[loc - LOC_FOREST]
            rect = QRectF(left + index * 232, top + 150, 224, 118)
            item = self._place(f"loc:{spec.key}", rect, QColor("#3f5a2a"), spec.name, "")
            item.subtitle = "two workers, one each" if forest_capacity(view) > 1 else "one worker"
            item.gains = LOCATION_GAINS[spec.key]
        if len(view.forest) < 4:  # the spare fourth space holds the deck
            self._sync_deck(view, QPointF(left + 3 * 232 + 20, top + 146))
        else:
            self._sync_deck(view, QPointF(left + 4 * 232, top + 146))
        haven = QRectF(left, top + 282, 220, 118)
        item = self._place("loc:haven", haven, QColor("#6b4a6a"), "The Haven", "")
        item.subtitle = "discard cards: 1 resource of your choice per 2 discarded"
        for index, spec in enumerate(DATA.journey):
            rect = QRectF(left + 232 + index * 160, top + 282, 152, 118)
            item = self._place(
                f"loc:{spec.key}",
                rect,
                QColor("#8a3b2e"),
                spec.name,
                f"autumn; discard {spec.points} cards" + ("" if spec.exclusive else "; open"),
            )
            item.gains = LOCATION_GAINS[spec.key]

    def _sync_deck(self, view, pos: QPointF) -> None:
        deck, _ = self.ensure("deck", lambda: CardItem("deck", self.renderer, 84, None, "Deck"))
        deck.badge = str(len(view.deck))
        deck.setToolTip(f"Deck: {len(view.deck)} cards")
        deck.setPos(pos)
        label = self._label("discard_info", 14, theme.PARCHMENT, 220, bold=False)
        label.set_text(f"Deck {len(view.deck)} \u00b7 discard {len(view.discard)}")
        label.setPos(pos + QPointF(92, 40))

    def _handle(self, key: str | None) -> str | None:
        """A card's drag/click key while a human may act; none while an agent thinks."""
        return key if self._can_act else None

    def _label(self, key: str, pixels: int, colour: QColor, width: float, bold: bool = True):
        item, _ = self.ensure(key, lambda: LabelItem(key, "", pixels, colour, width, bold))
        return item

    # --- events -----------------------------------------------------------------------------
    def _sync_events(self, view) -> None:
        owners = {event: seat for seat, p in enumerate(view.players) for event in p.events}
        basics = [event.index for event in DATA.events if not event.special]
        left, top = EVENTS_RECT.left() + 10, EVENTS_RECT.top() + 36
        for row, indices in enumerate((basics, list(view.special))):
            for column, event in enumerate(indices):
                info = DATA.events[event]
                width = 175
                rect = QRectF(left + column * (width + 5), top + row * 205, width, 196)
                fill = QColor("#7c4a2c") if not info.special else QColor("#6e2f3c")
                item = self._place(f"event:{info.key}", rect, fill, info.name, "")
                owner = owners.get(event)
                item.subtitle = self._event_caption(info) + (
                    f"\n\u2714 {self.session.seat_name(owner)}" if owner is not None else ""
                )
                item.setOpacity(0.72 if owner is not None else 1.0)
                item.title_pixels = 17
                item.needs = self._event_needs(info)

    @staticmethod
    def _event_needs(info) -> list[QColor]:
        colours = [
            theme.card_type_colour(COLORS[i])
            for i, n in enumerate(info.needs_color)
            for _ in range(n)
        ]
        return colours + [
            theme.card_type_colour(COLORS[DATA.cards[c].color]) for c in info.needs_cards
        ]

    @staticmethod
    def _event_caption(info) -> str:
        if any(info.needs_color):
            needs = ", ".join(f"{n} {COLORS[i]}" for i, n in enumerate(info.needs_color) if n)
            need_text = f"needs {needs} cards"
        else:
            needs = " + ".join(DATA.cards[c].name for c in info.needs_cards)
            need_text = f"needs {needs}"
        worth = f"{info.points} points" if info.points else "points vary"
        return f"{need_text}\n{worth}"

    # --- cards ------------------------------------------------------------------------------
    def _card(self, uid: int, width: int, start: QPointF | None = None) -> tuple[CardItem, bool]:
        key = f"c{uid}"

        def make() -> CardItem:
            item = TableCard(key, self.renderer, card_face(DATA.uid_card[uid]))
            if start is not None:
                item.setPos(start)
            return item

        item, new = self.ensure(key, make)
        item.set_width(width)
        item.set_tile(None)
        item.badge = ""
        item.occupied, item.point_tokens, item.beneath, item.stored = False, 0, 0, []
        item.drop_key = None
        item.setOpacity(1.0)
        return item, new

    def deck_pos(self) -> QPointF:
        deck = self.by_key.get("deck")
        return deck.pos() if deck is not None else QPointF(0, 0)

    def _sync_meadow(self, view, animate: bool) -> None:
        title = self._label("meadow_title", 18, faces.AMBER_LIGHT, 800)
        title.set_text("The Meadow \u2014 drag a card into your city to play it")
        title.setPos(MEADOW_RECT.left() + 12, MEADOW_RECT.top() + 4)
        blocked = set(view.solo.blocked) if view.solo else set()
        for slot, uid in enumerate(view.meadow):
            if uid == EMPTY:
                continue
            item, _ = self._card(uid, CARD_W, self.deck_pos())
            key = DATA.cards[DATA.uid_card[uid]].key
            item.drag_key = item.click_key = self._handle(
                None if slot in blocked else f"meadow:{key}"
            )
            item.setZValue(5)
            item.setOpacity(0.55 if slot in blocked else 1.0)
            item.setToolTip("blocked by Rugwort's worker" if slot in blocked else "")
            pos = QPointF(MEADOW_RECT.left() + 14 + slot * 151, MEADOW_RECT.top() + 34)
            self.put(item, pos, animate, False)

    def _sync_hand(self, view, animate: bool) -> None:
        seat = self.session.viewer_seat
        hand = view.players[seat].hand
        title = self._label("hand_title", 18, faces.AMBER_LIGHT, 700)
        title.set_text(f"{self.session.seat_name(seat)}'s hand ({len(hand)}/{HAND_LIMIT})")
        title.setPos(HAND_RECT.left() + 12, HAND_RECT.top() + 4)
        for index, uid in enumerate(hand):
            item, _ = self._card(uid, CARD_W, self.deck_pos())
            key = DATA.cards[DATA.uid_card[uid]].key
            item.drag_key = item.click_key = self._handle(f"hand:{key}")
            item.setZValue(10 + index)
            pos = QPointF(HAND_RECT.left() + 14 + index * (CARD_W + 20), HAND_RECT.top() + 34)
            self.put(item, pos, animate, False)

    # --- cities -----------------------------------------------------------------------------
    def city_rect(self, seat: int) -> QRectF:
        width = (WIDTH - 20) / self.places
        return QRectF(10 + seat * width, CITY_TOP, width - 10, HEIGHT - CITY_TOP - 10)

    def tile_grid(self) -> tuple[int, int, int]:
        """(columns, tile width, tile height): 15 tiles as large as the city panel allows."""
        width = self.city_rect(0).width() - 24
        columns = max(3, min(5, int(width // 150)))
        rows = -(-(CITY_LIMIT + 1) // columns)  # room for one card that takes no space
        tile_h = min(62, int((HEIGHT - CITY_TOP - 160) / rows) - 8)
        return columns, int(width / columns) - 8, tile_h

    def tile_position(self, seat: int, index: int) -> QPointF:
        rect = self.city_rect(seat)
        columns, tile_w, tile_h = self.tile_grid()
        row, column = divmod(index, columns)
        return QPointF(
            rect.left() + 12 + column * (tile_w + 8), rect.top() + 150 + row * (tile_h + 8)
        )

    def _is_rugwort(self, seat: int) -> bool:
        return self.solo and seat == RUGWORT

    def _sync_cities(self, view, animate: bool) -> None:
        scores = {b.seat: b.total for b in self.session.scores()}
        for seat in range(self.places):
            rect = self.city_rect(seat)
            key = f"city:{seat}"
            panel, _ = self.ensure(
                key,
                lambda key=key, rect=rect: PanelItem(
                    key, QRectF(0, 0, rect.width(), rect.height()), QColor("#3b2a1a")
                ),
            )
            panel.setPos(rect.topLeft())
            panel.setZValue(-10)
            panel.drop_key = panel.click_key = key
            current = view.to_move() == seat
            style_colour = (
                faces.RUGWORT_COLOUR if self._is_rugwort(seat) else theme.player_style(seat).colour
            )
            panel.border = faces.AMBER_LIGHT if current else style_colour.darker(120)
            panel.update()
            self._sync_city_header(view, seat, rect, scores.get(seat, 0))
            if self._is_rugwort(seat):
                self._sync_rugwort_city(view, rect, animate)
            else:
                self._sync_city_cards(view, seat, animate)
                self._sync_supply(view, seat, rect, animate)
                self._sync_hidden_hand(view, seat, rect)

    def _sync_city_header(self, view, seat: int, rect: QRectF, score: int) -> None:
        player = view.players[seat]
        colour = QColor("#ddd3c4") if self._is_rugwort(seat) else None
        name = self._label(f"city_name:{seat}", 23, colour or theme.player_style(seat).colour, 480)
        who = self.session.seat_name(seat)
        if seat < len(self.session.seats) and not self.session.is_human(seat):
            who += " (AI)"
        if self._is_rugwort(seat):
            status = f"Year {view.solo.year}"
        else:
            status = "passed" if player.passed else season_word(player.season)
        name.set_text(f"{who} \u00b7 {status} \u00b7 {score} pts")
        name.width = rect.width() - 20
        name.setPos(rect.left() + 10, rect.top() + 4)
        details = self._label(f"city_info:{seat}", 16, theme.PARCHMENT, 480, bold=False)
        events = ", ".join(DATA.events[e].name for e in player.events) or "no Events yet"
        if self._is_rugwort(seat):
            city = f"{len(player.city)} cards"
        else:
            city = f"City {spaces_used(player)}/{CITY_LIMIT}"
        details.set_text(f"{city} \u00b7 Journey {player.journey} \u00b7 {events}")
        details.width = rect.width() - 20
        details.setPos(rect.left() + 10, rect.top() + 36)
        details.setToolTip(details.text)

    def _sync_city_cards(self, view, seat: int, animate: bool) -> None:
        rect = self.city_rect(seat)
        player = view.players[seat]
        entry = QPointF(rect.right() - 80, rect.top() + 10)
        _, tile_w, tile_h = self.tile_grid()
        for index, cc in enumerate(player.city):
            item, _ = self._card(cc.uid, CARD_W, entry)
            item.set_tile((tile_w, tile_h))
            item.occupied, item.point_tokens = cc.occupied, cc.tokens
            item.beneath = len(cc.under)
            item.stored = [RESOURCES[i] for i, n in enumerate(cc.stored) for _ in range(n)]
            item.drag_key = None
            item.click_key = item.drop_key = f"card:{cc.uid}"
            item.setZValue(5)
            item.setToolTip(self._tile_tooltip(cc))
            item.update()
            self.put(item, self.tile_position(seat, index), animate, False)
        free = CITY_LIMIT - spaces_used(player)
        for offset in range(max(0, free)):
            index = len(player.city) + offset
            key = f"slot:{seat}:{index}"
            slot, _ = self.ensure(
                key,
                lambda key=key: PanelItem(
                    key,
                    QRectF(0, 0, tile_w, tile_h),
                    QColor(255, 230, 180, 16),
                    radius=7,
                    border=QColor(255, 230, 180, 60),
                ),
            )
            slot.dashed = True
            slot.setPos(self.tile_position(seat, index))
            slot.setZValue(-5)

    @staticmethod
    def _tile_tooltip(cc) -> str:
        info = DATA.cards[cc.card]
        parts = [info.name, COLORS[info.color].capitalize(), f"{info.points} points"]
        if cc.occupied:
            parts.append("occupied (a Critter moved in for free)")
        if cc.tokens:
            parts.append(f"{cc.tokens} point tokens on it")
        if any(cc.stored):
            stored = ", ".join(f"{n} {RESOURCES[i]}" for i, n in enumerate(cc.stored) if n)
            parts.append(f"stored: {stored}")
        if cc.under:
            names = ", ".join(DATA.cards[DATA.uid_card[u]].name for u in cc.under)
            parts.append(f"beneath: {names}")
        return " \u00b7 ".join(parts)

    def _sync_rugwort_city(self, view, rect: QRectF, animate: bool) -> None:
        """Rugwort's cards in five stacks, one per colour, each card peeking below the last."""
        note = self._label("rugwort_note", 15, theme.PARCHMENT, rect.width() - 24, bold=False)
        blocked = len(view.solo.blocked)
        note.set_text(
            f"After each of your turns he plays a Meadow card (d8) for every card you played. "
            f"His workers block {blocked} Meadow card{'s' if blocked != 1 else ''}."
        )
        note.setPos(rect.left() + 12, rect.bottom() - 34)
        columns: dict[int, list] = {colour: [] for colour in range(len(COLORS))}
        for cc in view.players[RUGWORT].city:
            columns[DATA.cards[cc.card].color].append(cc)
        width = min(170, (rect.width() - 30) / len(COLORS) - 6)
        for colour, cards in columns.items():
            x = rect.left() + 12 + colour * (width + 6)
            label = self._label(
                f"stack:{colour}", 17, theme.card_type_colour(COLORS[colour]).lighter(125), width
            )
            label.set_text(f"{COLORS[colour].capitalize()}: {len(cards)}")
            label.setPos(x, rect.top() + 62)
            for depth, cc in enumerate(cards):
                item, _ = self._card(cc.uid, CARD_W, QPointF(x, rect.top() + 10))
                item.set_tile((round(width), 30))
                item.drag_key = None
                item.click_key = item.drop_key = f"card:{cc.uid}"
                item.setZValue(5 + depth)
                item.setToolTip(self._tile_tooltip(cc))
                step = min(33.0, 290 / max(1, len(cards)))  # squeeze a tall stack
                self.put(item, QPointF(x, rect.top() + 92 + depth * step), animate, False)

    def _sync_supply(self, view, seat: int, rect: QRectF, animate: bool) -> None:
        player = view.players[seat]
        values = [*player.res, player.tokens, len(player.hand)]
        kinds = [*RESOURCES, "point", "card"]
        for index, (kind, value) in enumerate(zip(kinds, values, strict=True)):
            key = f"sup:{seat}:{kind}"
            token, new = self.ensure(key, lambda key=key, kind=kind: SupplyToken(key, kind, 0, 30))
            if animate and not new and token.get_count() != value:
                self.animator.count(token.set_count, token.get_count(), value)
            else:
                token.set_count(value)
            token.text_colour = QColor("#ffffff")
            words = {"point": "point tokens", "card": "cards in hand"}
            token.setToolTip(words.get(kind, kind))
            token.click_key = f"supply:{kind}" if seat == view.to_move() else None
            token.setPos(rect.left() + 12 + index * 72, rect.top() + 62)

    def _sync_hidden_hand(self, view, seat: int, rect: QRectF) -> None:
        """Another player's hand: its cards face down, fanned in the city's corner."""
        if seat == self.session.viewer_seat:
            return
        hand = view.players[seat].hand
        for index in range(len(hand)):
            key = f"back:{seat}:{index}"
            back, _ = self.ensure(key, lambda key=key: CardItem(key, self.renderer, 36, None, ""))
            back.setPos(rect.right() - 46 - (len(hand) - 1 - index) * 12, rect.top() + 4)
            back.setRotation((index - (len(hand) - 1) / 2) * 6)
            back.setZValue(3 + index)
            back.setToolTip(f"{len(hand)} cards in hand (hidden)")

    # --- workers ----------------------------------------------------------------------------
    def _places_of(self, view, seat: int) -> list[str]:
        player = view.players[seat]
        if self._is_rugwort(seat):
            places = [
                f"loc:{LOC_KEYS[loc]}" for loc, workers in enumerate(view.occ) if RUGWORT in workers
            ]
            return places + [f"meadow_slot:{slot}" for slot in view.solo.blocked]
        places = []
        for spot in player.spots:
            if spot[0] == SPOT_LOC:
                places.append(f"loc:{LOC_KEYS[spot[1]]}")
            elif spot[0] == SPOT_CARD:
                places.append(f"card:{spot[2]}")
            elif spot[0] == SPOT_EVENT:
                places.append(f"event:{DATA.events[spot[1]].key}")
        return places + ["reserve"] * player.free

    def _sync_workers(self, view, animate: bool) -> None:
        crowd: dict[str, int] = {}
        for seat in range(self.places):
            prefix = f"w:{seat}:"
            assignment = assign_places(self._worker_places, prefix, self._places_of(view, seat))
            for key, place in sorted(assignment.items()):
                self._place_worker(view, seat, key, place, crowd, animate)

    def _place_worker(self, view, seat, key, place, crowd, animate) -> None:
        rugwort = self._is_rugwort(seat)
        item, new = self.ensure(key, lambda: WorkerItem(key, seat, WORKER, rugwort))
        movable = (
            place == "reserve" and seat == self.session.to_move() and self.session.is_human(seat)
        )
        item.drag_key = f"worker:{seat}" if movable else None
        item.click_key = item.drag_key
        owner = "Rugwort" if rugwort else self.session.seat_name(seat)
        item.setToolTip(f"{owner}'s worker")
        slot = place if place != "reserve" else f"reserve:{seat}"
        n = crowd.get(slot, 0)
        crowd[slot] = n + 1
        if new:
            item.setPos(self.city_rect(seat).topLeft() + QPointF(300, 60))
        self.put(item, self._worker_position(seat, place, n), animate, False)

    def _worker_position(self, seat: int, place: str, n: int) -> QPointF:
        if place == "reserve":
            rect = self.city_rect(seat)
            return QPointF(rect.left() + 12 + n * WORKER * 0.9, rect.top() + 100)
        if place.startswith("meadow_slot:"):
            slot = int(place.split(":")[1])
            return QPointF(
                MEADOW_RECT.left() + 14 + slot * 151 + CARD_W / 2 - WORKER / 2,
                MEADOW_RECT.top() + 100,
            )
        if place.startswith("card:"):
            item = self.by_key.get(f"c{place[5:]}")
            if item is None:
                return QPointF(0, 0)
            rect = item.card_rect()
            return item.pos() + QPointF(
                rect.width() - rect.height() * 0.75 - WORKER * 0.8 - n * 18, -WORKER * 0.45
            )
        item = self.by_key.get(place)
        if item is None:
            return QPointF(0, 0)
        rect = item.rect
        return item.pos() + QPointF(
            rect.right() - WORKER - 4 - (n % 4) * 26, rect.bottom() - WORKER - 2 - (n // 4) * 8
        )

    # --- prompt area and buttons ------------------------------------------------------------
    def _sync_prompt(self, view, animate: bool) -> None:
        for index, (key, label) in enumerate(
            (("button:prepare", "Prepare for season"), ("button:pass", "Pass (end my game)"))
        ):
            button, _ = self.ensure(
                key,
                lambda key=key, label=label: PanelItem(
                    key, QRectF(0, 0, 190, 46), faces.BERRY_RED, label, border=faces.AMBER
                ),
            )
            button.click_key = key
            button.setOpacity(1.0 if self.click_actions(key) else 0.35)
            button.setPos(PROMPT_RECT.right() - 400 + index * 200, PROMPT_RECT.top() + 10)
        turn = self._label("turn_text", 22, faces.AMBER_LIGHT, 310)
        turn.setPos(PROMPT_RECT.left() + 12, PROMPT_RECT.top() + 14)
        seat = view.to_move()
        turn.set_text("Game over" if seat is None else f"{self.session.seat_name(seat)}'s turn")
        question = self._label("prompt_text", 17, theme.PARCHMENT, PROMPT_RECT.width() - 24)
        question.setPos(PROMPT_RECT.left() + 12, PROMPT_RECT.top() + 62)
        for index, uid in enumerate(uid for uid in view.revealed if uid != HIDDEN):
            item, _ = self._card(uid, 84, self.deck_pos())
            key = DATA.cards[DATA.uid_card[uid]].key
            item.drag_key = item.click_key = self._handle(f"revealed:{key}")
            item.setZValue(30)
            pos = QPointF(PROMPT_RECT.left() + 12 + index * 90, PROMPT_RECT.top() + 96)
            self.put(item, pos, animate, False)
        revealed = len([u for u in view.revealed if u != HIDDEN])
        answers = self.legal() if view.pending else []
        left = PROMPT_RECT.left() + 12 + revealed * 90
        columns = max(1, int((PROMPT_RECT.right() - left) // 238))
        shown = columns * 3
        extra = len(answers) - shown
        more = f"  (+{extra} in the Moves list)" if extra > 0 else ""
        question.set_text(self.question() + more)
        question.setToolTip(question.text)
        for index, action in enumerate(answers[:shown]):
            key = f"opt:{index}"
            button, _ = self.ensure(
                key,
                lambda key=key: PanelItem(key, QRectF(0, 0, 230, 40), QColor("#7a5a32"), ""),
            )
            button.title = self.session.describe(action)
            button.title_pixels = 13
            button.click_key = f"option:{action.encode()}"
            button.setToolTip(button.title)
            row, column = divmod(index, columns)
            button.setPos(left + column * 238, PROMPT_RECT.top() + 96 + row * 48)
            button.update()

    def question(self) -> str:
        view = self.view_state
        seat = view.to_move()
        if seat is None:
            return "The year is over: see the scores." + self._solo_verdict()
        name = self.session.seat_name(seat)
        if view.pending:
            prompt = view.pending[-1]
            asked = PROMPT_QUESTIONS.get(prompt.kind, prompt.kind.replace("_", " ").capitalize())
            return f"{name}: {asked}"
        return f"{name}: place a worker, play a card, or prepare."

    def _solo_verdict(self) -> str:
        """Against Rugwort, whether the year is won (the campaign's rule decides)."""
        if not self.solo:
            return ""
        if chapter_won(self.session.scores()):
            return f" You beat Rugwort: Year {self.view_state.solo.year} is won!"
        return " Rugwort takes this year."

    def _mark_choices(self) -> None:
        """While a prompt waits for a human, the items that answer it are lit up."""
        pending = bool(self.view_state.pending) and bool(self.legal())
        for item in self.by_key.values():
            if item.click_key and not item.click_key.startswith("option:"):
                item.set_highlight(1 if pending and self.click_actions(item.click_key) else 0)

    # --- log and banners --------------------------------------------------------------------
    def describe_event(self, event, names: list[str]) -> str | None:
        """Log lines for the events no action label already tells (Rugwort's above all)."""
        params = event.params
        seat = params.get("seat")
        who = names[seat] if isinstance(seat, int) and seat < len(names) else ""
        kind = event.kind
        if kind == "season_changed":
            return f"{who} prepares for {SEASON_WORDS.get(params.get('season'), '')}."
        if kind == "dice_rolled":
            return f"Rugwort rolls the d8: Meadow card {params.get('faces', ('?',))[0]}."
        if kind == "card_moved" and params.get("to_zone") == "city" and seat == RUGWORT:
            name = DATA.cards[DATA.card_index[params["card"]]].name
            into = "his city" if params.get("owner") == RUGWORT else "your city"
            return f"Rugwort plays {name} into {into}."
        if kind == "event_achieved":
            return f"{who} achieves {DATA.events[DATA.event_index[params['event']]].name}."
        if kind == "meadow_blocked":
            return "Rugwort's workers block more Meadow cards."
        if kind == "passed":
            return f"{who} passes: their year is over."
        return None

    def handle_event(self, event) -> None:
        if event.kind == "season_changed":
            self.show_banner(SEASON_WORDS.get(event.params.get("season"), ""))
        elif event.kind == "game_over":
            self.show_banner("The year is over")

    # --- actions <-> items ------------------------------------------------------------------
    def action_keys(self, action: Action) -> tuple[str | None, str | None]:
        """(what is dragged, where it is dropped) for a move; (None, key) for a click."""
        seat = self.session.to_move()
        kind = action.kind
        spot = self._placement_target(action)
        if spot is not None:  # a worker goes there (dragged, or the place clicked)
            return f"worker:{seat}", spot
        if kind in ("prepare", "pass"):
            return None, f"button:{kind}"
        if kind == "play":
            into = action.get("into")
            return f"{action['src']}:{action['card']}", f"city:{seat if into is None else into}"
        return None, self._answer_key(action)

    @staticmethod
    def _placement_target(action: Action) -> str | None:
        if action.kind == "place" and action.get("loc") is not None:
            return f"loc:{action['loc']}"
        if action.kind == "claim":
            return f"event:{action['event']}"
        if action.kind == "visit":
            return f"card:{action['card']}"
        return None

    def _answer_key(self, action: Action) -> str | None:
        """The item a prompt's answer is about, when it is on the table."""
        prompt = self.view_state.pending[-1] if self.view_state.pending else None
        card, loc = action.get("card"), action.get("loc")
        if isinstance(card, int) and action.kind in (*CARD_PROMPTS_FROM_CITY, "recall"):
            return f"card:{card}"
        if isinstance(loc, str) and action.kind in ("copy", "clock_tower", "recall"):
            return f"loc:{loc}"
        if isinstance(card, str) and prompt is not None:
            if prompt.kind in ("take_from_meadow", "discard_from_meadow"):
                return f"meadow:{card}"
            if prompt.kind in ("discard", "place_beneath", "give_card"):
                return f"hand:{card}"
            if prompt.kind == "keep_card":
                return f"revealed:{card}"
        if action.kind in ("gain", "pay") and isinstance(action.get("res"), str):
            return f"supply:{action['res']}"  # the resource token in the player's supply
        if action.kind == "give" and isinstance(action.get("to"), int) and card is None:
            return f"city:{action['to']}"  # a rival chosen by clicking their city
        return None

    def drop_actions(self, drag_key: str, drop_key: str) -> list[Action]:
        return [a for a in self.legal() if self.action_keys(a) == (drag_key, drop_key)]

    def click_actions(self, click_key: str) -> list[Action]:
        if click_key.startswith("option:"):
            wanted = click_key[len("option:") :]
            return [a for a in self.legal() if a.encode() == wanted]
        return [a for a in self.legal() if click_key in self.action_keys(a)]

    # --- the card preview ---------------------------------------------------------------------
    def show_preview(self, face, owner: CardItem | None = None) -> None:
        """Show ``face`` large beside the card it belongs to (None hides it), in the table, so
        the player's eye stays near the card."""
        if face is None:
            if owner is None or owner is self._preview_owner:
                self._preview.hide()
                self._preview_owner = None
            return
        self._preview.set_face(face)
        self._preview_owner = owner
        anchor = owner.sceneBoundingRect() if owner is not None else QRectF(WIDTH / 2, 0, 0, 0)
        height = PREVIEW_W * art.CARD_RATIO
        x = (
            anchor.right() + 12
            if anchor.center().x() < WIDTH / 2
            else anchor.left() - PREVIEW_W - 12
        )
        y = min(max(10.0, anchor.center().y() - height / 2), HEIGHT - height - 10)
        self._preview.setPos(x, y)
        self._preview.show()

    def preview_face(self):
        """The face shown in the preview, or None when it is hidden (for tests)."""
        return self._preview.face if self._preview.isVisible() else None

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.RightButton:
            card = self._top_item(
                event.scenePos(), lambda i: isinstance(i, TableCard) and i.face is not None
            )
            if card is not None:
                self.show_preview(card.face, card)
                event.accept()
                return
        self.show_preview(None)
        super().mousePressEvent(event)

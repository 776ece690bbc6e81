"""The Everdell Duo table: the Events and the Journey, the Season tile track, the River, the
Meadow around the central path with the Sun and the Moon, the Farms, the hand and both cities.

Items carry ids (``c<card>`` for a card wherever it lies, ``loc:<space>`` for a Farm or River
space, ``event:<key>``, ``token:sun``, ``mslot:<n>`` for a Meadow space, ``city:<seat>`` ...)
and are laid out from the session's view on every sync. A drag or a click becomes an action only
by matching the engine's legal actions (:meth:`DuoTable.action_keys`); no rule is decided here:
the Meadow spaces that are lit are the ones the engine's touching table names for the tokens'
spaces. In the Skunk race the Skunk is the second place at the table (our own design, labelled
so); in a cooperative game (``coop`` set) the Hare's place holds the team's one city, the
Tortoise's place the Tortoise's supply and hand, and the Skunk sits at the third place
(``skunk.at``), as the engine keeps them.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QT_TR_NOOP, QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from everdell_desktop.core import Action
from everdell_desktop.games.duo import challenge
from everdell_desktop.games.duo.coop import COOP_MODES
from everdell_desktop.games.duo.data import COLORS, RESOURCES, SEASONS
from everdell_desktop.games.duo.engine import CARD, CARDS, DATA, END, EVENTS, FARMS, RIVER, touching
from everdell_desktop.games.duo.places import loc_key
from everdell_desktop.games.duo.rules import CLOSING_TRADE, board_side, season_tile_side
from everdell_desktop.games.duo.skunk import GOOD_NEWS, SKUNK, at, level
from everdell_desktop.games.duo.state import EMPTY, HIDDEN
from everdell_desktop.games.duo.text import (
    card_name,
    colour_name,
    effect_words,
    event_name,
    event_text,
    farm_name,
    gain_words,
    good_news_name,
    resource_name,
    river_name,
)

from .. import art, theme
from ..artkit import load_table_colours
from ..i18n import tr
from ..items import CardItem, MeepleItem, PanelItem, RoundSpaceItem
from ..pieces import meeple_path
from ..table import LEVEL_WORDS, Palette, TableScene, points_text
from . import faces, team
from .faces import RESOURCE_KINDS, STYLE, PlaceItem, TimerToken, card_face
from .words import (
    ANIMAL_WORDS,
    BOARD_WORDS,
    PROMPT_QUESTIONS,
    SEASON_SIDE_WORDS,
    SEASON_WORDS,
    STEP_WORDS,
)

CARD_W = 168  # Meadow and hand cards
GAP = 12
WORKER = 34.0
TOKEN = 58.0
EVENTS_RECT = QRectF(10, 10, 1290, 236)
SEASONS_RECT = QRectF(1310, 10, 680, 236)
RIVER_RECT = QRectF(10, 256, 290, 560)
MEADOW_RECT = QRectF(310, 256, 750, 560)
FARMS_RECT = QRectF(1070, 256, 290, 560)
PATH_Y = MEADOW_RECT.top() + 8 + CARD_W * art.CARD_RATIO + 4  # the band between the two rows
PATH_H = MEADOW_RECT.height() - 16 - 2 * CARD_W * art.CARD_RATIO - 8
TILES_TOP = 100  # a city's cards start below its header, supply and Events lines
TILE_COLUMNS = 5
GAIN_KINDS = (*RESOURCE_KINDS, "duo_any", "duo_card", "point", "duo_card")


def gain_icons(gain) -> list[str]:
    """What a gain pays, as icon kinds (Meadow cards drawn as cards too)."""
    if gain is None:
        return []
    amounts = (*gain.res, gain.any, gain.cards, gain.points, gain.meadow)
    return [kind for kind, n in zip(GAIN_KINDS, amounts, strict=True) for _ in range(n)]


def _seat_word(table: DuoTable, seat) -> str:
    if table.is_skunk(seat):
        return tr("The Skunk")
    if table.coop and seat == 0:
        return tr("The team")
    return table.session.seat_name(seat) if isinstance(seat, int) and seat >= 0 else ""


def _skunk_placed(table: DuoTable, params: dict, who: str) -> str | None:
    if not table.is_skunk(params.get("seat")):
        return None
    loc = params["loc"]
    if loc.startswith("meadow"):
        name = card_name(params["card"])
        return tr("The Skunk blocks {card} in the Meadow for the season.").format(card=name)
    return tr("The Skunk puts a worker on {place}.").format(place=table.space_title(loc))


def _skunk_took(table: DuoTable, params: dict, who: str) -> str | None:
    if params.get("to_zone") != "pile":
        return None
    return tr("The Skunk takes {card} into his pile.").format(card=card_name(params["card"]))


def _step_words(who: str, do: str) -> str:
    animal = tr(ANIMAL_WORDS[who]) if ANIMAL_WORDS[who] else ""
    return f"{animal} {tr(STEP_WORDS[do])}".strip()


# the log lines for the engine events that no action label already tells
EVENT_LINES = {
    "season_changed": lambda table, p, who: tr("{season} begins.").format(
        season=tr(SEASON_WORDS[p["season"]])
    ),
    "dice_rolled": lambda table, p, who: tr("The Skunk rolls a {face}.").format(face=p["faces"][0]),
    "meeple_placed": _skunk_placed,
    "card_moved": _skunk_took,
    "event_achieved": lambda table, p, who: tr("{who} achieves {event}.").format(
        who=_seat_word(table, p["seat"]), event=event_name(DATA.event_index[p["event"]])
    ),
    "journey_awarded": lambda table, p, who: tr("{who} wins the Journey.").format(
        who=_seat_word(table, p["seat"])
    ),
    "river_changed": lambda table, p, who: tr("New River tiles: {tiles}").format(
        tiles=", ".join(river_name(DATA.river_index[k]) for k in p["tiles"])
    ),
    "good_news_drawn": lambda table, p, who: tr("Good News for {who}: {card}.").format(
        who=who, card=good_news_name(p["card"])
    ),
    "skunk_rested": lambda table, p, who: tr("The Skunk has nothing to do and only moves a token."),
    "skunk_sent_home": lambda table, p, who: tr("A Skunk worker goes home for the season."),
}


def _card_item(table: DuoTable, params: dict) -> list[str]:
    card = params.get("card")
    return [f"c{CARD[card]}"] if isinstance(card, str) and card in CARD else []


# the items an engine event touched, ringed when another player's move caused it
EVENT_ITEMS = {
    "meeple_placed": lambda table, p: [table.place_item(p["loc"])],
    "card_moved": _card_item,
    "token_moved": lambda table, p: [f"token:{p['token']}"],
    "event_achieved": lambda table, p: [f"event:{p['event']}"],
    "occupied": _card_item,
}


def _taken(table: DuoTable, action: Action, seat: int):
    """A card taken on a turn is dragged to the hand; taken for a prompt, it is clicked."""
    if action.get("src") is None:
        return None
    return ("deck" if action["src"] == "deck" else f"meadow:{action['card']}"), "hand"


def _token(table: DuoTable, action: Action, seat: int):
    return None, f"token:{action['token']}"


MOVE_KEYS = {
    "place": lambda table, action, seat: (f"worker:{seat}", f"loc:{action['loc']}"),
    "claim": lambda table, action, seat: (f"worker:{seat}", f"event:{action['event']}"),
    "visit": lambda table, action, seat: (f"worker:{seat}", f"card:{action['card']}"),
    "play": lambda table, action, seat: (f"{action['src']}:{action['card']}", f"city:{seat}"),
    "take": _taken,
    "rest": _token,
    "move": _token,
    "trade": lambda table, action, seat: (None, f"trade:{action['res']}"),
    "good_news": lambda table, action, seat: (None, f"news:{action['card']}"),
    "share": lambda table, action, seat: (None, "team:share"),
    "pocket_watch": lambda table, action, seat: (None, "team:watch"),
}
# the cooperative team's free actions: a button each, above the trades (a click on the
# Sharing tile asks what to pass)
TEAM_BUTTONS = (
    (
        "team:share",
        QT_TR_NOOP("Sharing tile"),
        QT_TR_NOOP("Pass resources of one kind or a card to your partner (free)"),
    ),
    (
        "team:watch",
        QT_TR_NOOP("Pocket Watch"),
        QT_TR_NOOP("Call one of your placed workers home (free, once a token)"),
    ),
)


# moves whose card the log does not name: the line it shows instead
HIDDEN_MOVES = {
    "discard": QT_TR_NOOP("{who}: discards a card face down"),
    "share": QT_TR_NOOP("{who}: shares a card with the partner"),
}

TRADE_W = 295  # a trade button: two a row, wide enough for its label at any window size


class SkunkItem(MeepleItem):
    """One of the Skunk's workers: black with a white stripe down his tail."""

    def __init__(self, key: str, size: float) -> None:
        super().__init__(key, "duo_skunk", SKUNK, size)

    def paint(self, painter, option, widget=None) -> None:
        size = self.size
        path = meeple_path("duo_skunk", size)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#000000"), max(1.0, size / 16)))
        painter.setBrush(faces.SKUNK_BLACK)
        painter.drawPath(path)
        stripe = QPainterPath(QPointF(size * 0.5, size * 0.05))
        stripe.cubicTo(size * 0.7, size * 0.1, size * 0.95, size * 0.3, size * 0.85, size * 0.75)
        painter.setPen(QPen(QColor("#f4f4f4"), size / 9))
        painter.drawPath(stripe)
        self.paint_highlight(painter, QRectF(0, 0, size, size), size / 2)


class DuoTable(TableScene):
    HEIGHT, CITY_TOP, HAND_CARD_W = 1410.0, 1108.0, CARD_W
    HAND_RECT = QRectF(10, 826, 1980, 272)
    PROMPT_RECT = QRectF(1370, 256, 620, 560)
    QUESTION_BELOW_BUTTONS = True
    TURN_BUTTONS = ()  # Duo has no Prepare or Pass: the timer ends the seasons
    TURN_HINT = QT_TR_NOOP(
        "place a worker, play a card or take a card (trade 2 cards for 1 first if you like)."
    )
    PROMPT_QUESTIONS, EVENT_LINES, EVENT_ITEMS = PROMPT_QUESTIONS, EVENT_LINES, EVENT_ITEMS
    MOVE_KEYS = MOVE_KEYS
    STYLE = STYLE
    PALETTE = Palette(**load_table_colours(faces.PALETTE_FILE))

    def __init__(self, session, animator) -> None:
        super().__init__(session, animator)
        self.solo = session.state.solo is not None
        self.coop = session.state.coop is not None
        self.skunk_place = at(session.state) if self.solo else None
        self._build_static()

    def cloth(self):
        return faces.meadow_cloth()

    @staticmethod
    def solo_label(bot: str, level: str) -> str:
        return tr("The Skunk \u2014 {level} (our own design)").format(level=tr(LEVEL_WORDS[level]))

    @staticmethod
    def place_names(session, names: list[str]) -> list[str]:
        """Cooperatively each name says its character (one person may hold both), and the
        Skunk is named."""
        if session.state.coop is None:
            return names
        hare, tortoise, *_ = names
        return [
            tr("{name} (Hare)").format(name=hare),
            tr("{name} (Tortoise)").format(name=tortoise),
            tr("The Skunk"),
        ]

    @staticmethod
    def achievement_titles() -> dict[str, str]:
        """Challenge mode's 10 achievements (our own reconstruction)."""
        return {found.id: found.worded_title() for found in challenge.achievements()}

    @staticmethod
    def seats_for_one_person(options: dict) -> int:
        """Cooperatively one person plays both the Hare and the Tortoise (the solo game)."""
        return 2 if options.get("mode") in COOP_MODES else 1

    def tiebreak_words(self) -> list[str]:
        if self.coop:
            return [tr("the cooperative rule: the Skunk wins a tie with the team")]
        if self.solo:
            return [tr("the solo rule: the Skunk wins every tie")]
        return [
            tr("the most Events achieved"),
            tr("the most resources left"),
            tr("the most cards in the city"),
            tr("the most cards in hand"),
        ]

    # --- static furniture -------------------------------------------------------------------
    def _build_static(self) -> None:
        self.begin_sync()
        self.panel("zone:events", EVENTS_RECT, QColor("#4a3a22"))
        self.panel("zone:seasons", SEASONS_RECT, QColor("#2f3550"))
        self.panel("zone:river", RIVER_RECT, faces.RIVER_BLUE.darker(190))
        self.panel("zone:meadow", MEADOW_RECT, faces.MEADOW.darker(120))
        self.panel("zone:farms", FARMS_RECT, QColor("#5b4a2a"))
        self.panel("zone:prompt", self.PROMPT_RECT, QColor("#2e2a1c"))
        hand = self.panel("zone:hand", self.HAND_RECT, QColor("#2d3a24"))
        hand.drop_key = "hand"  # taking a card: drop it on the hand
        self._dress_boards()
        for space in range(DATA.path_length):
            left = self.path_x(space) - TOKEN / 2
            item, _ = self.ensure(f"path:{space}", partial(self._path_space, space))
            self.show_scenery(item, f"path/{space}")
            item.setPos(left, PATH_Y + (PATH_H - TOKEN) / 2)
            item.setZValue(2)
        self.freeze_static()

    @staticmethod
    def _path_space(space: int) -> RoundSpaceItem:
        """A space of the Sun and Moon's path, numbered from 1; the last one, "end", in gold."""
        if space == END:
            return RoundSpaceItem(f"path:{space}", TOKEN, tr("end"), faces.SUNNY.darker(140))
        return RoundSpaceItem(f"path:{space}", TOKEN, str(space + 1), faces.CREAM.darker(140))

    def _dress_boards(self) -> None:
        """The boards as materials: the Meadow a mossy board framed in flowers, the River
        running water, the Farms and Events planks, the Seasons slate, trays for the hand and
        the prompt."""
        self.dress_board("zone:meadow", "moss", ornament="flowers")
        self.dress_board("zone:river", "water")
        self.dress_board("zone:farms", "wood")
        self.dress_board("zone:events", "wood")
        self.dress_board("zone:seasons", "stone")
        self.dress_board("zone:prompt", "felt", sunken=True)
        self.dress_board("zone:hand", "leather", sunken=True)

    # --- geometry ---------------------------------------------------------------------------
    @staticmethod
    def column_x(column: int) -> float:
        return MEADOW_RECT.left() + 20 + column * (CARD_W + GAP)

    def path_x(self, space: int) -> float:
        """A path space's centre: under a column (even) or between two (odd)."""
        left, right = space // 2, (space + 1) // 2
        return (self.column_x(left) + self.column_x(right)) / 2 + CARD_W / 2

    @staticmethod
    def slot_pos(slot: int) -> QPointF:
        row, column = divmod(slot, DATA.meadow_columns)
        top = MEADOW_RECT.top() + 8 if row == 0 else PATH_Y + PATH_H + 4
        return QPointF(DuoTable.column_x(column), top)

    # --- sync -------------------------------------------------------------------------------
    def lay_out(self, view, animate: bool) -> None:
        self._sync_events(view)
        self._sync_seasons(view)
        self._sync_river(view)
        self._sync_farms()
        self._sync_meadow(view, animate)
        self._sync_tokens(view, animate)
        seat = self.session.viewer_seat
        hand = view.hands[seat]
        cards = [(f"c{c}", card_face(c), f"hand:{CARDS[c].key}") for c in hand if c != HIDDEN]
        self.sync_hand(cards, self._hand_title(seat, len(hand)), animate)
        self._sync_cities(view, animate)
        self.sync_workers(view, animate)
        self.sync_prompt(view, self.PROMPT_RECT.left() + 12)
        self._sync_free_actions(view)

    def _hand_title(self, seat: int, count: int) -> str:
        """Whose hand the table shows; cooperatively also which character's it is."""
        name = self.session.seat_name(seat)
        if self.coop:
            return tr("{name}'s hand as the {animal} ({count})").format(
                name=name, animal=self.character(seat), count=count
            )
        return tr("{name}'s hand ({count})").format(name=name, count=count)

    def _place(self, key: str, rect: QRectF, fill: QColor, title: str, subtitle: str, art_key=""):
        """A Farm, River, Event or Season place; ``art_key`` its picture (``places/<key>``)."""
        item, _ = self.ensure(
            key, lambda: PlaceItem(key, QRectF(0, 0, rect.width(), rect.height()), fill, title)
        )
        item.title, item.subtitle = title, subtitle
        item.title_pixels = 17
        if art_key:
            self.show_scenery(item, f"places/{art_key}")
        item.drop_key = item.click_key = key
        item.setPos(rect.topLeft())
        return item

    def space_title(self, loc: str) -> str:
        """The name of a worker space from its key in the engine's events."""
        item = self.by_key.get(self.place_item(loc))
        return item.title if isinstance(item, PanelItem) and item.title else loc

    def place_item(self, loc: str) -> str:
        """The item key of a worker space named as the engine's events name it."""
        if loc.startswith("card."):
            return f"card:{loc[5:]}"
        if loc.startswith("event") and loc[5:].isdigit():
            space = int(loc[5:])
            return f"event:{EVENTS[self.view_state.events[space]].key}"
        if loc.startswith("meadow"):
            return f"mslot:{loc[6:]}"
        return f"loc:{loc}"

    # --- Events and the Journey -------------------------------------------------------------
    def _sync_events(self, view) -> None:
        width = 176
        for space, event in enumerate([*view.events, view.journey]):
            info = EVENTS[event]
            rect = QRectF(
                EVENTS_RECT.left() + 8 + space * (width + 6),
                EVENTS_RECT.top() + 8,
                width,
                EVENTS_RECT.height() - 16,
            )
            journey = space == len(view.events)
            owner = view.journey_winner if journey else view.event_owner[space]
            caption = f"{event_text(event)} {points_text(info.points)}."
            if journey:
                caption += " " + tr("Awarded at the end, not on a tie.")
            if owner != EMPTY:
                caption += f"\n\u2714 {_seat_word(self, owner)}"
            fill = QColor("#6e4a2a") if not journey else QColor("#3c5a7a")
            item = self._place(
                f"event:{info.key}", rect, fill, event_name(event), caption, f"event.{info.key}"
            )
            item.gains = [] if journey else gain_icons(DATA.event_rewards[space])
            item.setOpacity(0.7 if owner != EMPTY else 1.0)
            reward = tr("none") if journey else gain_words(DATA.event_rewards[space])
            item.setToolTip(
                tr("{event}: {text} Reward below the space: {reward}").format(
                    event=event_name(event), text=caption, reward=reward
                )
            )

    # --- the Season tiles ---------------------------------------------------------------------
    def _sync_seasons(self, view) -> None:
        side = tr(SEASON_SIDE_WORDS[season_tile_side(view)])
        label = self.label("seasons_title", 16, faces.SUNNY, SEASONS_RECT.width() - 20)
        label.set_text(
            tr("Season tiles ({side}) \u00b7 board: the {board} side").format(
                side=side, board=tr(BOARD_WORDS[board_side(view)])
            )
        )
        label.setPos(SEASONS_RECT.left() + 10, SEASONS_RECT.top() + 4)
        for index, tile in enumerate(DATA.seasons):
            name = SEASONS[index]
            rect = QRectF(
                SEASONS_RECT.left() + 10 + index * 167,
                SEASONS_RECT.top() + 30,
                160,
                SEASONS_RECT.height() - 40,
            )
            steps = "; ".join(_step_words(who, do) for who, do in tile.steps)
            starter = tr("{animal} starts.").format(animal=tr(ANIMAL_WORDS[tile.starter]))
            caption = f"{steps}.\n{starter}"
            item = self._place(
                f"season:{name}",
                rect,
                QColor("#4b5a8a"),
                tr(SEASON_WORDS[name]),
                caption,
                f"season.{name}",
            )
            item.drop_key = item.click_key = None
            item.lit = index == view.season
            item.setOpacity(0.35 if index < view.season else 1.0)
            removed = tr("removed from the game")  # outside the f-string, where lupdate sees it
            item.setToolTip(f"{removed}\n{caption}" if index < view.season else caption)

    # --- the River and the deck ---------------------------------------------------------------
    def _sync_river(self, view) -> None:
        for space, tile in enumerate(view.river):
            info = RIVER[tile]
            rect = QRectF(RIVER_RECT.left() + 10, RIVER_RECT.top() + 10 + space * 190, 270, 180)
            key = f"loc:river{space + 1}"
            item = self._place(
                key,
                rect,
                faces.RIVER_BLUE,
                tr("River: {tile}").format(tile=river_name(tile)),
                effect_words(info.effect),
                f"river.{info.key}",
            )
            item.gains = gain_icons(info.effect.gain)
        deck, _ = self.ensure("deck", lambda: CardItem("deck", self.renderer, 84, None, tr("Deck")))
        deck.badge = str(len(view.deck))
        deck.drag_key = deck.click_key = self.handle("deck")
        deck.setToolTip(
            tr("Deck: {count} cards. Drag it onto your hand to draw.").format(count=len(view.deck))
        )
        deck.setPos(RIVER_RECT.left() + 14, RIVER_RECT.bottom() - 130)
        info = self.label("deck_info", 15, theme.PARCHMENT, 170, bold=False)
        info.set_lines(2)
        info.set_text(
            tr("Deck {deck}\nDiscards {discards} (face down)").format(
                deck=len(view.deck), discards=len(view.discard)
            )
        )
        info.setPos(RIVER_RECT.left() + 108, RIVER_RECT.bottom() - 100)

    def exit_position(self) -> QPointF:
        deck = self.by_key.get("deck")
        return deck.pos() if deck is not None else QPointF(0, 0)

    # --- the Farms ----------------------------------------------------------------------------
    def _sync_farms(self) -> None:
        for index, farm in enumerate(FARMS):
            rect = QRectF(FARMS_RECT.left() + 10, FARMS_RECT.top() + 10 + index * 136, 270, 128)
            name = farm_name(index)
            item = self._place(
                f"loc:{farm.key}",
                rect,
                QColor("#8a6a32"),
                name,
                effect_words(farm.effect),
                farm.key,
            )
            item.gains = gain_icons(farm.effect.gain)

    # --- the Meadow, the path, the Sun and the Moon ---------------------------------------------
    def _sync_meadow(self, view, animate: bool) -> None:
        lit = set(touching(view.sun, view.moon))
        blocked = set(view.solo.blocked) if view.solo is not None else set()
        for slot, card in enumerate(view.meadow):
            pos = self.slot_pos(slot)
            frame = self._meadow_frame(slot, pos, slot in lit)
            if card == EMPTY:
                continue
            handle = None if slot in blocked else f"meadow:{CARDS[card].key}"
            item = self.offered_card(f"c{card}", card_face(card), CARD_W, handle)
            where = (
                tr("touches the Sun or the Moon: playable") if slot in lit else tr("not by a token")
            )
            item.setToolTip(tr("blocked by a Skunk worker") if slot in blocked else where)
            frame.setToolTip(item.toolTip())
            self.put(item, pos, animate, False)

    def _meadow_frame(self, slot: int, pos: QPointF, lit: bool) -> PanelItem:
        key = f"mslot:{slot}"
        rect = QRectF(0, 0, CARD_W + 8, CARD_W * art.CARD_RATIO + 8)
        frame, _ = self.ensure(key, lambda: PanelItem(key, rect, faces.MEADOW, radius=12))
        frame.title, frame.icon = tr("Meadow"), "duo_card"  # seen while the space is empty
        self.show_scenery(frame, f"meadow/{slot}")
        frame.border = faces.SUNNY if lit else faces.MEADOW.darker(140)
        frame.fill = faces.SUNNY.darker(150) if lit else faces.MEADOW.darker(130)
        frame.click_key = key
        frame.setPos(pos - QPointF(4, 4))
        frame.setZValue(1)
        frame.update()
        return frame

    def _sync_tokens(self, view, animate: bool) -> None:
        for token, space, lift in (("sun", view.sun, -10.0), ("moon", view.moon, 10.0)):
            key = f"token:{token}"
            item, new = self.ensure(key, lambda key=key, token=token: TimerToken(key, token, TOKEN))
            item.drop_key = item.click_key = key
            where = (
                tr("end of the path")
                if space == END
                else tr("space {number} of {count}").format(number=space + 1, count=END + 1)
            )
            token_name = tr("The Sun") if token == "sun" else tr("The Moon")
            item.setToolTip(f"{token_name}: {where}")
            same = view.sun == view.moon
            pos = QPointF(
                self.path_x(space) - TOKEN / 2 + (lift * 1.6 if same else 0),
                PATH_Y + (PATH_H - TOKEN) / 2 + (lift if same else 0),
            )
            self.put(item, pos, animate, new)

    # --- cities -------------------------------------------------------------------------------
    def tile_size(self, count: int) -> tuple[int, int]:
        width = self.city_rect(0).width() - 24
        rows = max(3, -(-count // TILE_COLUMNS))
        height = self.HEIGHT - self.CITY_TOP - TILES_TOP - 12
        return int(width / TILE_COLUMNS) - 8, min(56, int(height / rows) - 6)

    def tile_position(self, seat: int, index: int, count: int = 15) -> QPointF:
        return self.city_tile_position(seat, index, TILE_COLUMNS, self.tile_size(count), TILES_TOP)

    def is_skunk(self, seat) -> bool:
        """Whether ``seat`` is the Skunk's place (the second in the race, the third together)."""
        return self.skunk_place is not None and seat == self.skunk_place

    def _sync_cities(self, view, animate: bool) -> None:
        scores = {b.seat: b.total for b in self.scores()}
        for seat in range(self.place_count):
            score = points_text(scores.get(seat, 0))
            events = [
                event_name(e) for s, e in enumerate(view.events) if view.event_owner[s] == seat
            ]
            header, frame = self._city_header(view, seat, score)
            details = tr("Events: {events}").format(events=", ".join(events) or tr("none yet"))
            rect = self.sync_city_panel(seat, frame, header, details, details_line=False)
            self.by_key[f"city:{seat}"].click_key = f"city:{seat}"
            note = self.label(f"city_events:{seat}", 15, theme.PARCHMENT, rect.width() - 24, False)
            note.set_lines(self._note_lines(seat))
            note.set_text(self._city_note(view, seat, details))
            note.setToolTip(note.text)
            note.setPos(rect.left() + 12, rect.top() + 72)
            if not self.is_skunk(seat):
                self._sync_supply(view, seat, rect, animate)
                self.sync_hidden_hand(
                    seat, len(view.hands[seat]), QPointF(rect.right() - 60, rect.top() + 30), 40
                )
            self._sync_city_cards(view, seat, animate)

    def character(self, seat: int) -> str:
        """The animal a player's seat plays: the Hare or (the Turtle, cooperatively named the
        Tortoise as the cooperative game's box does)."""
        if seat == 0:
            return tr("Hare")
        return tr("Tortoise") if self.coop else tr("Turtle")

    def _city_header(self, view, seat: int, score: str) -> tuple[str, QColor]:
        if self.is_skunk(seat):
            level = tr(LEVEL_WORDS[view.solo.level])
            header = tr("The Skunk \u00b7 {level} \u00b7 {score} \u00b7 {count} cards").format(
                level=level, score=score, count=len(view.cities[seat])
            )
            return header, QColor("#d8d8d8")
        who = f"{self.seat_title(seat)} ({self.character(seat)})"
        if self.coop and seat == 1:
            header = tr("{who} \u00b7 builds the team's city").format(who=who)
        elif self.coop:
            header = tr("{who} \u00b7 the team's city {count} \u00b7 {score}").format(
                who=who, count=len(view.cities[seat]), score=score
            )
        else:
            city = tr("city {count}").format(count=len(view.cities[seat]))
            header = f"{who} \u00b7 {score} \u00b7 {city}"
        return header, theme.player_style(seat).colour

    def _note_lines(self, seat: int) -> int:
        """The Tortoise's place in a cooperative game has no city of its own: its note has
        room for the team's supplies, the chapter's requirements and the reconstruction note."""
        return 8 if self.coop and seat == 1 else 1

    def _city_note(self, view, seat: int, details: str) -> str:
        if self.is_skunk(seat):
            return self._skunk_note(view, details)
        if self.coop and seat == 1:
            return "\n".join(team.team_lines(self, view))
        unused = [colour_name(c) for c in range(len(COLORS)) if not view.occupied[seat] >> c & 1]
        tokens = ", ".join(unused) if unused else tr("none")
        return tr("{details} \u00b7 Occupied tokens left: {tokens}").format(
            details=details, tokens=tokens
        )

    def _skunk_note(self, view, details: str) -> str:
        rules = level(view)
        design = tr("Our own reconstruction.") if self.coop else tr("Our own solo design.")
        text = tr(
            "{design} {details}. Bonus {bonus} per card + {start} to start. "
            "He rolls a die each turn."
        ).format(design=design, details=details, bonus=rules.card_bonus, start=rules.start_points)
        blocked = [card_name(view.meadow[slot]) for slot in view.solo.blocked]
        if blocked:
            text += " " + tr("Blocks: {cards}.").format(cards=", ".join(blocked))
        return text

    def _sync_city_cards(self, view, seat: int, animate: bool) -> None:
        rect = self.city_rect(seat)
        cards = view.cities[seat]
        tile = self.tile_size(len(cards))
        entry = QPointF(rect.right() - 80, rect.top() + 10)
        for index, card in enumerate(cards):
            item, _ = self.card(f"c{card}", card_face(card), CARD_W, entry, tile)
            item.decorate(occupied=bool(view.hosting >> card & 1))
            item.click_key = item.drop_key = f"card:{CARDS[card].key}"
            item.setZValue(5)
            info = CARDS[card]
            held = " \u00b7 " + tr("holds an Occupied token") if item.occupied else ""
            item.setToolTip(
                f"{card_name(card)} \u00b7 {colour_name(info.color)} \u00b7 "
                f"{points_text(info.points)}{held}"
            )
            self.put(item, self.tile_position(seat, index, len(cards)), animate, False)

    def _sync_supply(self, view, seat: int, rect: QRectF, animate: bool) -> None:
        values = [*view.res[seat], view.tokens[seat], len(view.hands[seat])]
        kinds = [*RESOURCE_KINDS, "point", "duo_card"]
        names = [*RESOURCES, "point tokens", "cards in hand"]
        tips = [*map(resource_name, RESOURCES), tr("point tokens"), tr("cards in hand")]
        clickable = seat == view.to_move()
        tokens = [
            (kind, value, tip, f"supply:{name}" if clickable and name in RESOURCES else None)
            for kind, value, name, tip in zip(kinds, values, names, tips, strict=True)
        ]
        self.sync_supply(seat, tokens, rect.topLeft() + QPointF(12, 38), 58, 26, animate)

    # --- workers ------------------------------------------------------------------------------
    WORKER_ORIGIN = QPointF(380, 40)  # a new worker comes on here, from its city's corner

    def worker_places(self, view, seat: int) -> list[str]:
        places = [self.place_item(loc_key(loc)) for loc, who in enumerate(view.occ) if who == seat]
        if self.is_skunk(seat):
            places += [f"mslot:{slot}" for slot in view.solo.blocked]
        return places + [f"reserve:{seat}"] * view.free[seat]

    def make_worker(self, seat: int, key: str) -> MeepleItem:
        if self.is_skunk(seat):
            return SkunkItem(key, WORKER)
        return MeepleItem(key, faces.SPECIES[seat], seat, WORKER)

    def worker_tip(self, seat: int) -> str:
        owner = tr("The Skunk") if self.is_skunk(seat) else self.session.seat_name(seat)
        animal = tr("Skunk") if self.is_skunk(seat) else self.character(seat)
        return tr("{owner}'s {animal} worker").format(owner=owner, animal=animal)

    def worker_position(self, seat: int, place: str, n: int) -> QPointF:
        if place.startswith("reserve:"):
            rect = self.city_rect(seat)
            return QPointF(rect.left() + 12 + 6 * 58 + 8 + n * (WORKER + 4), rect.top() + 36)
        if place.startswith("mslot:"):
            slot = int(place.split(":")[1])
            return self.slot_pos(slot) + QPointF(CARD_W / 2 - WORKER / 2, CARD_W * 0.6)
        item = self.by_key.get(place)
        if item is None:
            return QPointF(0, 0)
        if isinstance(item, CardItem):
            rect = item.card_rect()
            return item.pos() + QPointF(rect.width() - WORKER - 30 - n * 18, -WORKER * 0.4)
        rect = item.rect
        return item.pos() + QPointF(rect.right() - WORKER - 6 - n * 26, rect.bottom() - WORKER - 6)

    # --- free actions: trades and Good News ----------------------------------------------------
    def _sync_free_actions(self, view) -> None:
        """The trade buttons and (solo) the Good News cards, below the question, while the
        player is deciding their turn's action; after the action only the trade buttons, while
        the last turn's trades are offered (no other prompt)."""
        closing = bool(view.pending) and view.pending[-1].kind == CLOSING_TRADE
        if view.over or (view.pending and not closing):
            return
        rect = self.PROMPT_RECT
        for index, name in enumerate(RESOURCES):
            key = f"trade:{name}"
            button, _ = self.ensure(
                key, lambda key=key: PanelItem(key, QRectF(0, 0, TRADE_W, 48), faces.MEADOW)
            )
            button.title = tr("2 cards \u2192 1 {resource}").format(resource=resource_name(name))
            button.title_pixels = 15
            button.border = faces.SUNNY.darker(130)
            button.click_key = key
            button.setOpacity(1.0 if self.click_actions(key) else 0.35)
            button.setToolTip(
                tr("Trade 2 cards from your hand for 1 resource (free, before your action)")
            )
            row, column = divmod(index, 2)  # two by two: a whole label even at 1280x720
            button.setPos(rect.left() + 10 + column * (TRADE_W + 5), rect.bottom() - 112 + row * 54)
        if view.solo is None or closing:
            return
        if self.coop:
            self._sync_team_buttons(rect)
        self._sync_good_news(view, rect)

    def _sync_team_buttons(self, rect: QRectF) -> None:
        """The Sharing tile and the Pocket Watch (free, cooperatively), above the Good News."""
        for index, (key, words, tip) in enumerate(TEAM_BUTTONS):
            button, _ = self.ensure(
                key, lambda key=key: PanelItem(key, QRectF(0, 0, TRADE_W, 48), faces.MEADOW)
            )
            button.title = tr(words)
            button.title_pixels = 15
            button.border = faces.SUNNY.darker(130)
            button.click_key = key
            button.setOpacity(1.0 if self.click_actions(key) else 0.35)
            button.setToolTip(tr("{what} \u2014 our own reconstruction").format(what=tr(tip)))
            button.setPos(rect.left() + 10 + index * (TRADE_W + 5), rect.bottom() - 230)

    def _sync_good_news(self, view, rect: QRectF) -> None:
        title = self.label("news_title", 15, faces.SUNNY, 300)
        news_title = tr("Good News (click to use, free):")
        title.set_text(news_title if view.solo.good_news_hand else "")
        title.setPos(rect.left() + 12, rect.bottom() - 172)
        for index, news in enumerate(view.solo.good_news_hand):
            key = f"goodnews:{GOOD_NEWS[news].key}"  # one item a card: a used one goes away
            item, _ = self.card(key, faces.good_news_face(news), CARD_W, None, (196, 34))
            item.click_key = self.handle(f"news:{GOOD_NEWS[news].key}")
            item.setPos(rect.left() + 10 + index * 202, rect.bottom() - 148)

    # --- the end --------------------------------------------------------------------------------
    def game_over_text(self) -> str:
        text = tr("Both tokens reached the end in autumn: see the scores.")
        if not self.solo:
            return text
        won = 0 in self.session.game.winners(self.session.state)
        if self.coop:
            beaten = tr("The team beats the Skunk!") if won else tr("The Skunk wins this time.")
            return " ".join([text, beaten, *team.chapter_verdict(self)])
        return text + " " + (tr("You beat the Skunk!") if won else tr("The Skunk wins this time."))

    def move_line(self, move, names: list[str]) -> str:
        """A card discarded from a hand goes face down (the rulebook's discard pile), and a card
        passed on the Sharing tile goes hand to hand, so the log names neither: a hot-seat
        rival or partner reading the log learns no more than at the table."""
        hidden = HIDDEN_MOVES.get(move.action.kind)
        if hidden is None or move.action.get("card") is None:
            return super().move_line(move, names)
        name = names[move.seat] if 0 <= move.seat < len(names) else f"#{move.seat + 1}"
        return tr(hidden).format(who=name)

    def handle_event(self, event) -> None:
        if event.kind == "season_changed":
            season = SEASON_WORDS.get(event.params.get("season"))
            self.show_banner(tr(season) if season else "")
        elif event.kind == "game_over":
            self.show_banner(tr("The year is over"))

    # --- actions <-> items ----------------------------------------------------------------------
    def answer_key(self, action: Action) -> str | None:
        """The item a prompt's answer is about, when it is on the table."""
        kind = action.kind
        if kind in ("gain", "pay") and isinstance(action.get("res"), str):
            return f"supply:{action['res']}"
        if kind == "take":
            return f"meadow:{action['card']}"
        if kind == "discard":
            return f"hand:{action['card']}"
        if kind == "activate":
            return f"card:{action['card']}"
        if kind in ("worker", "river") or (kind == "skunk" and action.get("loc")):
            return self.place_item(action["loc"])
        if kind == "skunk":
            return f"mslot:{action['slot']}"
        return None

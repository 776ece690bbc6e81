"""The Everdell table: board locations, Forest, Haven, Journey, Events, Meadow, hands, cities.

Items carry ids (``c<uid>`` for a card wherever it lies, ``loc:<key>`` for a location,
``event:<key>``, ``city:<seat>`` ...) and are laid out from the session's view on every sync.
A drag or a click becomes an action only by matching the engine's legal actions
(:meth:`EverdellTable.action_keys` says which items an action is about); no rule is decided
here. In a solo game Rugwort is the second place at the table: his city is stacked by colour,
his workers stand on the board and on the Meadow cards they block. The shared parts (hand,
cities, pieces, prompt area) are the base scene's; this module holds the base game's layout
and its own zones.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TR_NOOP, QPointF, QRectF
from PySide6.QtGui import QColor

from everdell_desktop.core import Action
from everdell_desktop.games.everdell import wording
from everdell_desktop.games.everdell.campaign import chapter_won
from everdell_desktop.games.everdell.data import COLORS, RESOURCES, game_data
from everdell_desktop.games.everdell.engine import spaces_used
from everdell_desktop.games.everdell.places import LOC_KEYS, forest_capacity, meeple_of
from everdell_desktop.games.everdell.rules import LOC_NAMES, forest_cards_dealt
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

from .. import theme
from ..artkit import load_table_colours
from ..i18n import tr
from ..items import CardItem, MeepleItem
from ..table import Palette, TableScene, button_keys, points_text
from . import faces, mountain
from .faces import STYLE, felt_cloth, uid_face
from .mountain import MountainParts
from .pieces import CARD_W, PlaceItem, RugwortItem
from .words import PROMPT_QUESTIONS, SEASON_WORDS, SOURCE_QUESTIONS

DATA = game_data()
WORKER = 36.0
TILES_TOP = 82  # below a city's header and supply row
RUGWORT = 1

CARD_GAP = TableScene.HAND_GAP


@dataclass(frozen=True, slots=True)
class Layout:
    """The table's bands: board and Events (and Spirecrest's Mountain); the Meadow and the
    prompt; the hand and the cards turned up for a choice; cities. Meadow and hand cards are
    as wide as 8 allow; a Spirecrest table keeps every card as large as the base game's (the
    view fits the whole table) and makes room with lower board rows and smaller Events."""

    width: float
    height: float
    board: QRectF
    row: float  # height of a row of board locations
    events: QRectF
    event_size: tuple[float, float]
    event_captions: bool  # a caption under each Event's name (else in its tooltip)
    meadow: QRectF
    prompt: QRectF
    hand: QRectF
    revealed: QRectF
    city_top: float
    revealed_card: int = 156  # cards turned up for a choice (3 side by side)
    mountain: QRectF | None = None


BASE_LAYOUT = Layout(
    width=2000,
    height=1400,
    board=QRectF(10, 10, 1230, 410),
    row=110,
    events=QRectF(1250, 10, 740, 410),
    event_size=(175, 180),
    event_captions=True,
    meadow=QRectF(10, 430, 1420, 280),
    prompt=QRectF(1440, 430, 550, 280),
    hand=QRectF(10, 720, 1420, 280),
    revealed=QRectF(1440, 720, 550, 280),
    city_top=1010,
)
SPIRE_LAYOUT = Layout(
    width=2140,
    height=1430,
    board=QRectF(10, 10, 1230, 372),
    row=98,
    events=QRectF(1250, 10, 880, 150),
    event_size=(214, 64),
    event_captions=False,
    meadow=QRectF(10, 392, 1420, 280),
    prompt=QRectF(1440, 392, 690, 280),
    hand=QRectF(10, 682, 1420, 280),
    revealed=QRectF(1440, 682, 690, 280),
    city_top=972,
    revealed_card=CARD_W,  # the view scales a wider table down: as large as the Meadow's
    mountain=QRectF(1250, 168, 880, 214),
)

LOCATION_GAINS = {  # what a location pays, drawn as icons along its foot
    spec.key: [RESOURCES[i] for i, n in enumerate(spec.gain) for _ in range(n)]
    + ["any"] * spec.any
    + ["card"] * spec.draw
    + ["point"] * spec.points
    for spec in (*DATA.basic, *DATA.journey, *DATA.forest)
}
CARD_PROMPTS_FROM_CITY = {"pick", "copy", "ruin", "place_beneath"}


def season_word(season: int) -> str:
    key = SEASONS[season]
    return wording.name("season", key, SEASON_WORDS[key])


def season_key_word(key: str) -> str:
    """A season named by its key (an event's parameter) in words."""
    return season_word(SEASONS.index(key)) if key in SEASONS else ""


def card_name(index: int) -> str:
    info = DATA.cards[index]
    return wording.name("card", info.key, info.name)


def event_name(index: int) -> str:
    info = DATA.events[index]
    return wording.name("event", info.key, info.name)


def loc_name(key: str) -> str:
    return wording.name("location", key, LOC_NAMES.get(key, key))


def colour_word(index: int) -> str:
    return wording.name("colour", COLORS[index], COLORS[index].capitalize())


def _rugwort_play(table: EverdellTable, params: dict, who: str) -> str | None:
    """Rugwort's plays are logged here (they have no action of their own)."""
    if params.get("seat") != RUGWORT or params.get("to_zone") != "city" or not table.solo:
        return None
    name = card_name(DATA.card_index[params["card"]])
    if params.get("owner") == RUGWORT:
        return tr("Rugwort plays {card} into his city.").format(card=name)
    return tr("Rugwort plays {card} into your city.").format(card=name)


# the log lines for the engine events that no action label already tells (Rugwort's above all)
EVENT_LINES = {
    "season_changed": lambda table, p, who: tr("{who} prepares for {season}.").format(
        who=who, season=season_key_word(p.get("season"))
    ),
    "dice_rolled": lambda table, p, who: tr("Rugwort rolls the d8: Meadow card {face}.").format(
        face=p.get("faces", ("?",))[0]
    ),
    "card_moved": _rugwort_play,
    "event_achieved": lambda table, p, who: tr("{who} achieves {event}.").format(
        who=who, event=event_name(DATA.event_index[p["event"]])
    ),
    "meadow_blocked": lambda table, p, who: tr("Rugwort's workers block more Meadow cards."),
    "rugwort_moved": lambda table, p, who: tr(
        "Rugwort's worker moves from {start} to {end}."
    ).format(start=loc_name(LOC_KEYS[p["from"]]), end=loc_name(LOC_KEYS[p["to"]])),
    "passed": lambda table, p, who: tr("{who} passes: their year is over.").format(who=who),
    **mountain.EVENT_LINES,
}


def _city_card(table: EverdellTable, seat: int, key: str) -> list[str]:
    """The newest card titled ``key`` in ``seat``'s city, as an item key."""
    for cc in reversed(table.view_state.players[seat].city):
        if DATA.cards[cc.card].key == key:
            return [f"c{cc.uid}"]
    return []


def _worker_spot(table: EverdellTable, params: dict) -> list[str]:
    """A worker placed on a location, or on a card in a city (``loc`` = ``card.<uid>``)."""
    if "owner" in params:
        return _city_card(table, params["owner"], params["card"])
    return [f"loc:{params['loc']}"]


def _card_played(table: EverdellTable, params: dict) -> list[str]:
    if params.get("to_zone") != "city":
        return []
    return _city_card(table, params["owner"], params["card"])


# the items an engine event touched, ringed when another player's move caused it
EVENT_ITEMS = {
    "meeple_placed": _worker_spot,
    "card_moved": _card_played,
    "occupied": lambda table, p: _city_card(table, p["seat"], p["card"]),
    "event_achieved": lambda table, p: [f"event:{p['event']}"],
    "season_changed": lambda table, p: [f"city_name:{p['seat']}"],
    "passed": lambda table, p: [f"city_name:{p['seat']}"],
    "rugwort_moved": lambda table, p: [f"loc:{LOC_KEYS[p['to']]}"],
    **mountain.EVENT_ITEMS,
}


def _placed(table: EverdellTable, action: Action, seat: int):
    """A worker goes where the move puts it (dragged there, or the place clicked)."""
    spot = table.placement_target(action)
    return (f"worker:{seat}", spot) if spot is not None else None


def _played(table: EverdellTable, action: Action, seat: int):
    into = action.get("into")
    return f"{action['src']}:{action['card']}", f"city:{seat if into is None else into}"


MOVE_KEYS = {
    "place": _placed,
    "claim": _placed,
    "visit": _placed,
    "play": _played,
    "prepare": button_keys,
    "pass": button_keys,
}


class EverdellTable(TableScene):
    HEIGHT, CITY_TOP, HAND_CARD_W = BASE_LAYOUT.height, BASE_LAYOUT.city_top, CARD_W
    HAND_RECT, PROMPT_RECT = BASE_LAYOUT.hand, BASE_LAYOUT.prompt
    QUESTION_BELOW_BUTTONS = True  # the prompt area is narrow
    TURN_BUTTONS = (TableScene.TURN_BUTTONS[0], ("button:pass", QT_TR_NOOP("Pass (end my game)")))
    TURN_HINT = QT_TR_NOOP("place a worker, play a card, or prepare.")
    PROMPT_QUESTIONS, EVENT_LINES, EVENT_ITEMS = PROMPT_QUESTIONS, EVENT_LINES, EVENT_ITEMS
    MOVE_KEYS = MOVE_KEYS
    STYLE = STYLE
    HAND_DECK = "deck"
    PALETTE = Palette(**load_table_colours(faces.PALETTE_FILE))

    def __init__(self, session, animator) -> None:
        super().__init__(session, animator)
        self.solo = session.state.solo is not None
        spire = session.state.spire is not None
        self.layout = layout = SPIRE_LAYOUT if spire else BASE_LAYOUT
        self.WIDTH, self.HEIGHT, self.CITY_TOP = layout.width, layout.height, layout.city_top
        self.HAND_RECT, self.PROMPT_RECT = layout.hand, layout.prompt
        self.setSceneRect(QRectF(0, 0, self.WIDTH, self.HEIGHT))
        self.mountain = MountainParts(self) if spire else None
        self._build_static()

    def cloth(self):
        return felt_cloth()

    @staticmethod
    def solo_label(bot: str, level: str) -> str:
        years = {"year1": tr("Year One"), "year2": tr("Year Two"), "year3": tr("Year Three")}
        return f"{bot.capitalize()} \u2014 {years.get(level, level)}"

    def tiebreak_words(self) -> list[str]:
        if self.solo:
            return [tr("the solo rule: Rugwort wins every tie")]
        return [tr("the most Events achieved"), tr("the most leftover resources")]

    # --- static furniture -------------------------------------------------------------------
    def _build_static(self) -> None:
        self.begin_sync()
        layout = self.layout
        self.panel("zone:board", layout.board, QColor("#5a3d24"), tr("The valley of Everdell"))
        events_title = tr("Events") if layout.event_captions else ""
        self.panel("zone:events", layout.events, QColor("#4d2f2a"), events_title)
        self.panel("zone:meadow", layout.meadow, QColor("#5f6b2c"))
        self.panel("zone:prompt", self.PROMPT_RECT, QColor("#3d2818"))
        self.panel("zone:hand", self.HAND_RECT, QColor("#3a2616"))
        self.panel("zone:revealed", layout.revealed, QColor("#3a2616"))
        self._dress_boards()
        if self.mountain is not None:
            self.mountain.build_static()
        self.freeze_static()

    def _dress_boards(self) -> None:
        """The boards as materials: a wooden valley board and Events board, the Meadow a
        mossy board framed in autumn blossoms, trays for the hand, prompt and turned-up cards."""
        self.dress_board("zone:board", "wood")
        self.dress_board("zone:events", "wood")
        self.dress_board("zone:meadow", "moss", ornament="flowers")
        self.dress_board("zone:prompt", "felt", sunken=True)
        self.dress_board("zone:hand", "leather", sunken=True)
        self.dress_board("zone:revealed", "leather", sunken=True)

    # --- sync -------------------------------------------------------------------------------
    def lay_out(self, view, animate: bool) -> None:
        self._sync_locations(view)
        self._sync_events(view)
        self._sync_meadow(view, animate)
        seat = self.session.viewer_seat
        hand = view.players[seat].hand
        cards = [(f"c{uid}", uid_face(uid), f"hand:{self._card_key(uid)}") for uid in hand]
        title = tr("{name}'s hand ({count}/{limit})").format(
            name=self.session.seat_name(seat), count=len(hand), limit=HAND_LIMIT
        )
        self.sync_hand(cards, title, animate)
        self._sync_cities(view, animate)
        if self.mountain is not None:
            self.mountain.sync(view, animate)
        self.sync_workers(view, animate)
        if self.mountain is None or not self.mountain.sync_turned_up(view, animate):
            self._sync_revealed(view, animate)
        self.sync_prompt(view, self.PROMPT_RECT.left() + 12)

    @staticmethod
    def _card_key(uid: int) -> str:
        return DATA.cards[DATA.uid_card[uid]].key

    def _place(self, key: str, rect: QRectF, fill: QColor, title: str, subtitle: str):
        item, _ = self.ensure(
            key, lambda: PlaceItem(key, QRectF(0, 0, rect.width(), rect.height()), fill, title)
        )
        item.title, item.subtitle = title, subtitle
        item.title_pixels = 15
        self.show_scenery(item, "places/" + key.split(":", 1)[1])
        item.drop_key = item.click_key = key
        item.setPos(rect.topLeft())
        return item

    def _sync_locations(self, view) -> None:
        board, row = self.layout.board, self.layout.row
        left, top = board.left() + 10, board.top() + 36
        for index, spec in enumerate(DATA.basic):
            rect = QRectF(left + index * 151, top, 145, row)
            reach = tr("one worker") if spec.exclusive else tr("open to all")
            name = loc_name(spec.key)
            item = self._place(f"loc:{spec.key}", rect, QColor("#7a5a32"), name, reach)
            item.gains = LOCATION_GAINS[spec.key]
        label = self.label("forest_title", 16, faces.AMBER_LIGHT, 400)
        count = forest_cards_dealt(self.place_count)
        label.set_text(tr("The Forest ({count} cards)").format(count=count))
        label.setPos(left, top + row + 2)
        reach = tr("two workers, one each") if forest_capacity(view) > 1 else tr("one worker")
        forest_top = top + row + 28
        for index, loc in enumerate(view.forest):
            spec = DATA.forest[loc - LOC_FOREST]
            rect = QRectF(left + index * 232, forest_top, 224, row - 2)
            name = loc_name(spec.key)
            item = self._place(f"loc:{spec.key}", rect, QColor("#3f5a2a"), name, reach)
            item.gains = LOCATION_GAINS[spec.key]
        spare = 3 if len(view.forest) < 4 else 4  # the spare fourth space holds the deck
        deck_left = left + spare * 232 + (20 if spare == 3 else 0)
        self._sync_deck(view, QPointF(deck_left, forest_top - 10))
        last_row = forest_top + row + 6
        haven = QRectF(left, last_row, 220, row)
        caption = tr("discard cards: 1 resource of your choice per 2 discarded")
        self._place("loc:haven", haven, QColor("#6b4a6a"), tr("The Haven"), caption)
        for index, spec in enumerate(DATA.journey):
            rect = QRectF(left + 232 + index * 160, last_row, 152, row)
            caption = tr("autumn; discard {count} cards").format(count=spec.points)
            caption += "" if spec.exclusive else tr("; open")
            name = loc_name(spec.key)
            item = self._place(f"loc:{spec.key}", rect, QColor("#8a3b2e"), name, caption)
            item.gains = LOCATION_GAINS[spec.key]

    def _sync_deck(self, view, pos: QPointF) -> None:
        deck, _ = self.ensure("deck", lambda: CardItem("deck", self.renderer, 84, None, tr("Deck")))
        deck.deck = "deck"
        deck.badge = str(len(view.deck))
        deck.setToolTip(tr("Deck: {count} cards").format(count=len(view.deck)))
        deck.drop_key = "pile:deck" if self.mountain is not None else None
        deck.setPos(pos)
        label = self.label("discard_info", 14, theme.PARCHMENT, 220, bold=False)
        label.set_text(
            tr("Deck {deck} \u00b7 discard {discard}").format(
                deck=len(view.deck), discard=len(view.discard)
            )
        )
        label.setPos(pos + QPointF(92, 40))

    def exit_position(self) -> QPointF:
        """The deck: cards come from it and leave the table there."""
        deck = self.by_key.get("deck")
        return deck.pos() if deck is not None else QPointF(0, 0)

    # --- events -----------------------------------------------------------------------------
    def _sync_events(self, view) -> None:
        owners = {event: seat for seat, p in enumerate(view.players) for event in p.events}
        basics = [event.index for event in DATA.events if not event.special]
        layout = self.layout
        width, height = layout.event_size
        left = layout.events.left() + 10
        top = layout.events.top() + (36 if layout.event_captions else 8)
        for row, indices in enumerate((basics, list(view.special))):
            for column, event in enumerate(indices):
                info = DATA.events[event]
                rect = QRectF(left + column * (width + 5), top + row * (height + 6), width, height)
                fill = QColor("#7c4a2c") if not info.special else QColor("#6e2f3c")
                owner = owners.get(event)
                caption = self._event_caption(info) + (
                    f"\n\u2714 {self.session.seat_name(owner)}" if owner is not None else ""
                )
                name = event_name(event)
                shown = caption if layout.event_captions else ""
                item = self._place(f"event:{info.key}", rect, fill, name, shown)
                item.setToolTip(f"{name}: {caption}")
                item.setOpacity(0.72 if owner is not None else 1.0)
                item.title_pixels = 17 if layout.event_captions else 15
                item.needs = self._event_needs(info)
                # no room for a caption: what it needs and its points along its foot instead
                item.points = None if layout.event_captions or not info.points else info.points

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
            needs = ", ".join(
                tr("{count} {colour}").format(count=n, colour=colour_word(i).lower())
                for i, n in enumerate(info.needs_color)
                if n
            )
            need_text = tr("needs {cards} cards").format(cards=needs)
        else:
            needs = " + ".join(card_name(c) for c in info.needs_cards)
            need_text = tr("needs {cards}").format(cards=needs)
        worth = points_text(info.points) if info.points else tr("points vary")
        return f"{need_text}\n{worth}"

    # --- the Meadow and revealed cards --------------------------------------------------------
    def _sync_meadow(self, view, animate: bool) -> None:
        title = self.label("meadow_title", 18, faces.AMBER_LIGHT, 800)
        title.set_text(tr("The Meadow \u2014 drag a card into your city to play it"))
        meadow = self.layout.meadow
        title.setPos(meadow.left() + 12, meadow.top() + 4)
        blocked = set(view.solo.blocked) if view.solo else set()
        for slot, uid in enumerate(view.meadow):
            if uid == EMPTY:
                continue
            handle = None if slot in blocked else f"meadow:{self._card_key(uid)}"
            item = self.offered_card(f"c{uid}", uid_face(uid), CARD_W, handle)
            item.setToolTip(tr("blocked by Rugwort's worker") if slot in blocked else "")
            left = meadow.left() + 8 + slot * (CARD_W + CARD_GAP)
            pos = QPointF(left, meadow.top() + 36)
            self.put(item, pos, animate, False)

    def _sync_revealed(self, view, animate: bool) -> None:
        """Cards turned up for a choice (Postal Pigeon ...), beside the hand."""
        shown = [uid for uid in view.revealed if uid != HIDDEN]
        area = self.layout.revealed
        title = self.label("revealed_title", 18, faces.AMBER_LIGHT, area.width() - 24)
        title.set_text(tr("Cards turned up for a choice") if shown else "")
        title.setPos(area.left() + 12, area.top() + 4)
        width = self.layout.revealed_card  # 3 side by side; a 4th overlaps
        room = area.width() - 16 - width
        step = min(width + CARD_GAP, room / max(1, len(shown) - 1))
        for index, uid in enumerate(shown):
            item, _ = self.card(f"c{uid}", uid_face(uid), width, self.exit_position())
            item.drag_key = item.click_key = self.handle(f"revealed:{self._card_key(uid)}")
            item.setZValue(30 + index)
            left = area.left() + 8 + index * step
            self.put(item, QPointF(left, area.top() + 36), animate, False)

    # --- cities -----------------------------------------------------------------------------
    def tile_grid(self) -> tuple[int, int, int]:
        """(columns, tile width, tile height): 15 tiles as large as the city panel allows."""
        width = self.city_rect(0).width() - 24
        columns = max(3, min(5, int(width // 150)))
        rows = -(-(CITY_LIMIT + 1) // columns)  # room for one card that takes no space
        strip = self.mountain.strip_height() if self.mountain is not None else 0
        room = self.HEIGHT - self.CITY_TOP - TILES_TOP - 10 - strip
        tile_h = min(62, int(room / rows) - 6)
        return columns, int(width / columns) - 8, tile_h

    def tile_position(self, seat: int, index: int) -> QPointF:
        columns, tile_w, tile_h = self.tile_grid()
        return self.city_tile_position(seat, index, columns, (tile_w, tile_h), TILES_TOP)

    def _is_rugwort(self, seat: int) -> bool:
        return self.solo and seat == RUGWORT

    def _sync_cities(self, view, animate: bool) -> None:
        scores = {b.seat: b.total for b in self.scores()}
        for seat in range(self.place_count):
            player = view.players[seat]
            events = ", ".join(event_name(e) for e in player.events) or tr("no Events yet")
            if self._is_rugwort(seat):
                frame = faces.RUGWORT_COLOUR.lighter(250)
                status = tr("Year {number}").format(number=view.solo.year)
                city = tr("{count} cards").format(count=len(player.city))
            else:
                frame = theme.player_style(seat).colour
                status = tr("passed") if player.passed else season_word(player.season)
                city = tr("city {count}/{limit}").format(
                    count=spaces_used(player), limit=CITY_LIMIT
                )
            score = points_text(scores.get(seat, 0))
            header = f"{self.seat_title(seat)} \u00b7 {status} \u00b7 {score} \u00b7 {city}"
            journey = tr("Journey {points}").format(points=player.journey)
            details = f"{city} \u00b7 {journey} \u00b7 {events}"
            rect = self.sync_city_panel(seat, frame, header, details, details_line=False)
            self.by_key[f"city:{seat}"].click_key = f"city:{seat}"
            if self._is_rugwort(seat):
                self._sync_rugwort_city(view, rect, animate)
                continue
            self._sync_city_cards(view, seat, animate)
            self._sync_supply(view, seat, rect, animate)  # its card count stands for the hand

    def _sync_city_cards(self, view, seat: int, animate: bool) -> None:
        rect = self.city_rect(seat)
        player = view.players[seat]
        entry = QPointF(rect.right() - 80, rect.top() + 10)
        _, tile_w, tile_h = self.tile_grid()
        for index, cc in enumerate(player.city):
            item, _ = self.card(f"c{cc.uid}", uid_face(cc.uid), CARD_W, entry, (tile_w, tile_h))
            item.decorate(
                tags=([f"+{cc.tokens}"] if cc.tokens else [])
                + ([f"\u25bc{len(cc.under)}"] if cc.under else []),
                tokens=[RESOURCES[i] for i, n in enumerate(cc.stored) for _ in range(n)],
                occupied=cc.occupied,
            )
            item.click_key = item.drop_key = f"card:{cc.uid}"
            item.setZValue(5)
            item.setToolTip(self._tile_tooltip(cc))
            self.put(item, self.tile_position(seat, index), animate, False)
        used = len(player.city)
        free = range(used, used + max(0, CITY_LIMIT - spaces_used(player)))
        self.sync_slots(seat, free, (tile_w, tile_h), self.tile_position)

    @staticmethod
    def _tile_tooltip(cc) -> str:
        info = DATA.cards[cc.card]
        parts = [card_name(cc.card), colour_word(info.color), points_text(info.points)]
        if cc.occupied:
            parts.append(tr("occupied (a Critter moved in for free)"))
        if cc.tokens:
            parts.append(tr("{count} point tokens on it").format(count=cc.tokens))
        if any(cc.stored):
            stored = ", ".join(
                wording.resource_amount(n, RESOURCES[i]) for i, n in enumerate(cc.stored) if n
            )
            parts.append(tr("stored: {resources}").format(resources=stored))
        if cc.under:
            names = ", ".join(card_name(DATA.uid_card[u]) for u in cc.under)
            parts.append(tr("beneath: {cards}").format(cards=names))
        return " \u00b7 ".join(parts)

    def _sync_rugwort_city(self, view, rect: QRectF, animate: bool) -> None:
        """Rugwort's cards in five stacks, one per colour, each card peeking below the last."""
        note = self.label("rugwort_note", 15, theme.PARCHMENT, rect.width() - 24, bold=False)
        blocked = len(view.solo.blocked)
        blocks = tr("His workers block {count} Meadow card.") if blocked == 1 else None
        blocks = (blocks or tr("His workers block {count} Meadow cards.")).format(count=blocked)
        note.set_text(
            tr("After each of your turns he plays a Meadow card (d8) for every card you played.")
            + " "
            + blocks
        )
        strip = self.mountain.strip_height() if self.mountain is not None else 0
        note.setPos(rect.left() + 12, rect.bottom() - 34 - strip)
        columns: dict[int, list] = {colour: [] for colour in range(len(COLORS))}
        for cc in view.players[RUGWORT].city:
            columns[DATA.cards[cc.card].color].append(cc)
        width = min(170, (rect.width() - 30) / len(COLORS) - 6)
        for colour, cards in columns.items():
            x = rect.left() + 12 + colour * (width + 6)
            tint = theme.card_type_colour(COLORS[colour]).lighter(125)
            label = self.label(f"stack:{colour}", 17, tint, width)
            label.set_text(f"{colour_word(colour)}: {len(cards)}")
            label.setPos(x, rect.top() + 62)
            step = min(33.0, 290 / max(1, len(cards)))  # squeeze a tall stack
            for depth, cc in enumerate(cards):
                start = QPointF(x, rect.top() + 10)
                item, _ = self.card(
                    f"c{cc.uid}", uid_face(cc.uid), CARD_W, start, (round(width), 30)
                )
                item.click_key = item.drop_key = f"card:{cc.uid}"
                item.setZValue(5 + depth)
                item.setToolTip(self._tile_tooltip(cc))
                self.put(item, QPointF(x, rect.top() + 92 + depth * step), animate, False)

    def _sync_supply(self, view, seat: int, rect: QRectF, animate: bool) -> None:
        player = view.players[seat]
        values = [*player.res, player.tokens, len(player.hand)]
        words = {"point": tr("point tokens"), "card": tr("cards in hand")}
        words.update({kind: wording.resource(kind, 2) for kind in RESOURCES})
        clickable = seat == view.to_move()
        tokens = [
            (kind, value, words[kind], f"supply:{kind}" if clickable else None)
            for kind, value in zip([*RESOURCES, "point", "card"], values, strict=True)
        ]
        self.sync_supply(seat, tokens, rect.topLeft() + QPointF(12, 40), 58, 26, animate)

    # --- workers ----------------------------------------------------------------------------
    def worker_places(self, view, seat: int) -> list[str]:
        if self._is_rugwort(seat):
            places = [
                f"loc:{LOC_KEYS[loc]}" for loc, workers in enumerate(view.occ) if RUGWORT in workers
            ]
            return places + [f"meadow_slot:{slot}" for slot in view.solo.blocked]
        player = view.players[seat]
        places = [self.spot_place(seat, spot) for spot in player.spots if not meeple_of(spot)]
        home = player.free
        if self.mountain is not None:  # Big Critters at home are pieces of their own
            home -= self.mountain.critters_home(view, seat)
        return places + [f"reserve:{seat}"] * home

    def spot_place(self, seat: int, spot: tuple) -> str:
        """The table place of a worker's spot (``loc:…``, ``card:…``, ``event:…`` …)."""
        if spot[0] == SPOT_LOC:
            return f"loc:{LOC_KEYS[spot[1]]}"
        if spot[0] == SPOT_CARD:
            return f"card:{spot[2]}"
        if spot[0] == SPOT_EVENT:
            return f"event:{DATA.events[spot[1]].key}"
        return self.mountain.worker_place(spot)

    def make_worker(self, seat: int, key: str) -> MeepleItem:
        if self._is_rugwort(seat):
            return RugwortItem(key, seat, WORKER)
        return MeepleItem(key, "worker", seat, WORKER)

    def worker_tip(self, seat: int) -> str:
        owner = wording.name("bot", "rugwort", "Rugwort") if self._is_rugwort(seat) else None
        return tr("{name}'s worker").format(name=owner or self.session.seat_name(seat))

    def worker_position(self, seat: int, place: str, n: int) -> QPointF:
        if place.startswith("reserve:"):  # beside the supply, squeezed when there are many
            rect = self.city_rect(seat)
            left = rect.left() + 12 + 6 * 58
            free = self.view_state.players[seat].free
            step = min(WORKER * 0.85, (rect.right() - 8 - WORKER - left) / max(1, free - 1))
            return QPointF(left + n * step, rect.top() + 34)
        if place.startswith("meadow_slot:"):
            slot = int(place.split(":")[1])
            meadow = self.layout.meadow
            return QPointF(
                meadow.left() + 8 + slot * (CARD_W + CARD_GAP) + CARD_W / 2 - WORKER / 2,
                meadow.top() + 110,
            )
        if place.startswith(("card:", "disc:", "pile:", "weather:")):
            key = f"c{place[5:]}" if place.startswith("card:") else place
            item = self.by_key.get("deck" if place == "pile:deck" else key)
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

    def question(self) -> str:
        """The base scene's question, worded by what asked where the prompt's kind alone says
        too little (a discard the Weather forces ...)."""
        view = self.view_state
        top = view.pending[-1] if view.pending else None
        seat = view.to_move()
        if top is not None and seat is not None and self.session.is_human(seat):
            words = SOURCE_QUESTIONS.get((top.kind, top.source))
            if words is not None:
                return f"{self.session.seat_name(seat)}: {words}"
        return super().question()

    # --- the question at the end --------------------------------------------------------------
    def game_over_text(self) -> str:
        return tr("The year is over: see the scores.") + self._solo_verdict()

    def _solo_verdict(self) -> str:
        """Against Rugwort, whether the year is won (the campaign's rule decides)."""
        if not self.solo:
            return ""
        if chapter_won(self.session.scores()):
            return " " + tr("You beat Rugwort: Year {number} is won!").format(
                number=self.view_state.solo.year
            )
        return " " + tr("Rugwort takes this year.")

    # --- the log and banners: engine events ---------------------------------------------------
    def handle_event(self, event) -> None:
        if event.kind == "season_changed":
            self.show_banner(season_key_word(event.params.get("season")))
        elif event.kind == "game_over":
            self.show_banner(tr("The year is over"))

    # --- actions <-> items ------------------------------------------------------------------
    def action_keys(self, action: Action) -> tuple[str | None, str | None]:
        """Spirecrest's moves first (when it is in play), then the base game's."""
        if self.mountain is not None:
            keys = self.mountain.action_keys(action, self.session.to_move())
            if keys is not None:
                return keys
        return super().action_keys(action)

    @staticmethod
    def placement_target(action: Action) -> str | None:
        """Where a base-game placement puts its worker (None for any other move)."""
        if action.kind == "place" and action.get("loc") is not None:
            return f"loc:{action['loc']}"
        if action.kind == "claim":
            return f"event:{action['event']}"
        if action.kind == "visit":
            return f"card:{action['card']}"
        return None

    def answer_key(self, action: Action) -> str | None:
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

"""Spirecrest on the Everdell table: the Mountain board beside the valley (this season's
Weather cards, the three Discovery decks and their trails of map tiles, each player's
Traveler), the cards of a Discover with their cost slots, the cards Discovery cards hold,
each player's Expedition and Discovery cards at the foot of their city, and the Big Critters
as meeples of their own that drag like workers.

Only what the engine's view holds is drawn, and only its legal actions are offered: the items
here carry keys (``trail:<tile>``, ``offer:<card>``, ``disc:<card>``, ``stop:<seat>:<stop>``,
``critter:<seat>:<name>`` ...) that :meth:`MountainParts.action_keys` matches to actions.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QT_TR_NOOP, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen

from everdell_desktop.core import Action
from everdell_desktop.games.everdell.data import RESOURCES
from everdell_desktop.games.everdell.places import meeple_of
from everdell_desktop.games.everdell.spirecrest import expedition
from everdell_desktop.games.everdell.spirecrest import wording as spire_words
from everdell_desktop.games.everdell.spirecrest.common import (
    DISCOVERIES,
    SPIRE,
    TILES,
)
from everdell_desktop.games.everdell.spirecrest.state import EXPEDITION
from everdell_desktop.games.everdell.state import (
    HIDDEN,
    SPOT_DECK,
    SPOT_DISCOVERY,
    SPOT_PERCH,
    SPOT_WEATHER,
)
from everdell_desktop.games.everdell.wording import resource_amount

from .. import pieces, text_fit, theme
from ..i18n import tr
from ..items import CardItem, MeepleItem
from ..table_layout import PieceKind
from . import faces, spire_faces
from .faces import card_key, uid_face
from .pieces import RugwortItem
from .spire_faces import (
    AREA_WORDS,
    SEASON_WORDS,
    discovery_face,
    everdell_face,
    stop_face,
    tile_face,
)

CRITTER_SIZE = 46.0
TRAVELER_SIZE = 30.0
CHIP_H = 40
SLOT_WORDS = (
    QT_TR_NOOP("free"),
    QT_TR_NOOP("1 card or resource"),
    QT_TR_NOOP("2 cards or resources"),
)
HELD_SOURCES = ("archeologist", "trail_guide", "stormvale")


class ChipItem(CardItem):
    """A small Mountain chip that still shows its card large on hover: a map tile (points
    shield, cost icons, name) or a Weather card (season, name)."""

    def __init__(self, key: str, renderer, size: tuple[int, int], face) -> None:
        super().__init__(key, renderer, size[0], face)
        self.tile = size  # a compact tile, never a card at full size
        self.caption = ""
        self.dim = False

    def paint(self, painter: QPainter, option, widget=None) -> None:
        rect = self.card_rect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        face = self.face
        colour = theme.card_type_colour(face.card_type if face else spire_faces.MAP)
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0, colour.lighter(125))
        gradient.setColorAt(1, colour.darker(115))
        painter.setPen(QPen(colour.darker(190), 1.5))
        painter.setBrush(QBrush(gradient))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 7, 7)
        h = rect.height()
        if face is None:  # face down
            painter.setPen(QColor("#ffffff"))
            painter.setFont(theme.pixel_font(round(h * 0.5), bold=True))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.caption or "?")
        else:
            self._paint_face(painter, face, rect)
        if self.dim:
            painter.setBrush(QColor(0, 0, 0, 90))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 7, 7)
        self.paint_highlight(painter, rect, 7)

    @staticmethod
    def _caption_fits(h: float) -> bool:
        """Room for the caption above the name at the table's least size (else the tooltip
        says it)."""
        caption = theme.pixel_font(round(h * 0.3)).pixelSize()
        name = theme.pixel_font(round(h * 0.4)).pixelSize()
        return caption + name <= h * 1.05

    def _paint_face(self, painter: QPainter, face, rect: QRectF) -> None:
        h = rect.height()
        left = rect.left() + 4
        if face.points:
            shield = QRectF(left, rect.top() + h * 0.12, h * 0.7, h * 0.76)
            pieces.paint_points(painter, face.points, shield, faces.AMBER_LIGHT)
            left = shield.right() + 4
        icons = [kind for kind, count in face.cost for _ in range(count)]
        size = min(h * 0.42, 16.0)
        name_rect = QRectF(left, rect.top() + 1, rect.right() - left - 4, h * 0.55)
        if self.caption and self._caption_fits(h):
            painter.setPen(faces.CREAM)
            painter.setFont(theme.pixel_font(round(h * 0.3), bold=False))
            painter.drawText(
                name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, self.caption
            )
            name_rect = QRectF(left, rect.top() + h * 0.3, rect.right() - left - 4, h * 0.66)
        elif not icons:
            name_rect = QRectF(left, rect.top(), rect.right() - left - 4, h)
        text_fit.paint_name(
            painter,
            face.name,
            name_rect,
            round(h * 0.4),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
        )
        for index, kind in enumerate(icons[:7]):
            spot = QRectF(left + index * (size + 1), rect.bottom() - size - 3, size, size)
            pieces.draw_resource(painter, kind, spot)


class MountainParts:
    """What a Spirecrest game adds to an :class:`~.table.EverdellTable` (``table.mountain``)."""

    def __init__(self, table) -> None:
        self.table = table
        self.rect: QRectF = table.layout.mountain

    # --- furniture --------------------------------------------------------------------------
    def build_static(self) -> None:
        self.table.panel("zone:mountain", self.rect, QColor("#34485a"))

    def strip_height(self) -> float:
        """The room a city keeps at its foot: one row (wide cities) or two."""
        return 2 * (CHIP_H + 6) if self.table.city_rect(0).width() < 800 else CHIP_H + 8

    # --- syncing ----------------------------------------------------------------------------
    def sync(self, view, animate: bool) -> None:
        self._sync_weather(view)
        for area in range(3):
            self._sync_area(view, area)
        for seat in range(self.table.place_count):
            self._sync_strip(view, seat, animate)
        self._sync_travelers(view, animate)
        self._sync_critters(view, animate)

    def _sync_weather(self, view) -> None:
        """The four seasons' Weather spots: the card turned over, or face down."""
        spire = view.spire
        width = (self.rect.width() - 20 - 3 * 8) / 4
        for season, card in enumerate(spire.weather):
            key = f"weather:{season}"
            shown = card != HIDDEN and spire.weather_shown[season]
            face = spire_faces.weather_face(card) if shown else None
            chip = self._chip(key, (round(width), 38), face)
            chip.caption = tr(SEASON_WORDS[season])
            if face is None:
                chip.caption = tr("{season}: face down").format(season=chip.caption)
            tip = (
                spire_words.weather_text(card)
                if shown
                else tr("Turned over when a Traveler arrives")
            )
            chip.setToolTip(f"{chip.caption}: {tip}")
            chip.drop_key = key
            chip.setPos(self.rect.left() + 10 + season * (width + 8), self.rect.top() + 8)

    def _chip(self, key: str, size: tuple[int, int], face) -> ChipItem:
        table = self.table
        chip, _ = table.ensure(key, lambda: ChipItem(key, table.renderer, size, face))
        chip.set_tile(size)
        chip.set_face(face)
        chip.dim = False
        chip.drag_key = chip.click_key = chip.drop_key = None
        chip.setZValue(6)
        return chip

    def area_rect(self, area: int) -> QRectF:
        width = (self.rect.width() - 20) / 3
        top = self.rect.top() + 54
        return QRectF(
            self.rect.left() + 10 + area * width, top, width - 8, self.rect.bottom() - top - 6
        )

    def _sync_area(self, view, area: int) -> None:
        """An area of the trail: its name and season, its Discovery deck, its map tiles."""
        table, spire = self.table, view.spire
        rect = self.area_rect(area)
        panel = table.panel(f"area:{area}", rect, QColor("#44607a"), z=-8)
        panel.drop_key = None
        title = table.label(f"area_title:{area}", 15, faces.CREAM, rect.width() - 16)
        title.set_text(f"{tr(AREA_WORDS[area])} \u00b7 {tr(SEASON_WORDS[area])}")
        title.setPos(rect.left() + 8, rect.top() + 2)
        deck_key = f"ddeck:{area}"
        deck, _ = table.ensure(
            deck_key, lambda: CardItem(deck_key, table.renderer, 44, None, tr(AREA_WORDS[area]))
        )
        deck.badge = str(len(spire.decks[area]))
        deck.setToolTip(
            tr("{area} Discovery deck: {count} cards").format(
                area=tr(AREA_WORDS[area]), count=len(spire.decks[area])
            )
        )
        deck.setPos(rect.left() + 8, rect.top() + 26)
        trail = spire.trails[area]
        tile_w = round((rect.width() - 66) / 2)
        rows = max(2, -(-len(trail) // 2))
        tile_h = min(48, int((rect.height() - 30) / rows) - 4)  # as tall as the rows allow
        for index, tile in enumerate(trail):
            shown = tile != HIDDEN and spire.trails_shown[area]
            key = f"trail:{TILES[tile].key}" if shown else f"trail_back:{area}:{index}"
            chip = self._chip(key, (tile_w, tile_h), tile_face(tile) if shown else None)
            chip.click_key = key if shown else None
            chip.setToolTip(self._tile_tip(tile) if shown else tr("A map tile, face down"))
            row, column = divmod(index, 2)
            top = rect.top() + 26 + row * (tile_h + 4)
            chip.setPos(rect.left() + 60 + column * (tile_w + 4), top)

    @staticmethod
    def _tile_tip(tile: int) -> str:
        info = TILES[tile]
        cost = ", ".join(resource_amount(n, RESOURCES[i]) for i, n in enumerate(info.cost) if n)
        return tr("{name}: {points} points, costs {cost} to travel onto").format(
            name=spire_words.tile_name(tile), points=info.points, cost=cost
        )

    # --- each city's foot: its Expedition and Discovery cards -----------------------------------
    def strip_rect(self, seat: int) -> QRectF:
        rect = self.table.city_rect(seat)
        height = self.strip_height()
        return QRectF(rect.left() + 8, rect.bottom() - height - 2, rect.width() - 16, height)

    def _sync_strip(self, view, seat: int, animate: bool) -> None:
        table = self.table
        strip = self.strip_rect(seat)
        ex = view.spire.explorers[seat]
        stops = expedition.route(view, seat)
        two_rows = strip.height() > CHIP_H + 10
        start = self._chip(f"stop:{seat}:start", (54, CHIP_H), everdell_face())
        start.caption = ""
        start.setToolTip(tr("Everdell Valley: where the Expedition starts"))
        start.setPos(strip.topLeft())
        room = (strip.width() if two_rows else strip.width() * 0.55) - 58
        width = min(110, round(room / max(1, len(stops))) - 4)
        reached = len(stops) if table._is_rugwort(seat) else ex.reached
        for index, stop in enumerate(stops):
            key = f"stop:{seat}:{stop}"
            chip = self._chip(key, (width, CHIP_H), stop_face(stop))
            chip.caption = ""
            chip.dim = index >= reached and view.players[seat].passed  # never reached
            chip.click_key = key
            paid = tr("reached") if index < reached else tr("not reached yet")
            chip.setToolTip(f"{self._stop_words(stop)} ({paid})")
            chip.setPos(strip.left() + 58 + index * (width + 4), strip.top())
        top = strip.top() + (CHIP_H + 6 if two_rows else 0)
        left = strip.left() if two_rows else strip.left() + strip.width() * 0.55
        found_w = min(170, round((strip.right() - left) / 3) - 4)
        for index, found in enumerate(ex.found):
            info = DISCOVERIES[found.card]
            key = f"disc:{info.key}"
            item, _ = table.card(key, discovery_face(found.card), 168, None, (found_w, CHIP_H))
            item.click_key = item.drop_key = key
            held = len(found.under)
            item.decorate(tags=[f"\u25bc{held}"] if held else [])
            item.setZValue(6)
            item.setToolTip(self._stop_words(info.key))
            table.put(item, QPointF(left + index * (found_w + 4), top), animate, False)

    @staticmethod
    def _stop_words(stop: str) -> str:
        if stop in SPIRE.tile_index:
            return MountainParts._tile_tip(SPIRE.tile_index[stop])
        name, text = spire_words.discovery_name(stop), spire_words.discovery_text(stop)
        return f"{name}: {text}"

    # --- the cards of a Discover, and the cards Discovery cards hold --------------------------
    def sync_turned_up(self, view, animate: bool) -> bool:
        """Show the Discover's three cards under their cost slots, or (when nothing is turned
        up) the cards the viewer's Discovery cards hold and Stormvale's; False: neither."""
        spire = view.spire
        if spire.offer:
            cards = [(f"offer:{DISCOVERIES[c].key}", discovery_face(c), None) for c in spire.offer]
            title = tr("Discover: play one (each slot's cost is above its card)")
            self._turned_up(title, cards, animate, True)
            return True
        if [uid for uid in view.revealed if uid != HIDDEN]:
            return False
        cards = self._held_cards(view)
        if not cards:
            self._clear_slot_labels()
            return False
        title = tr("Cards your Discovery cards hold, and Stormvale's")
        self._turned_up(title, cards, animate, False)
        return True

    def _held_cards(self, view) -> list[tuple[str, object, str]]:
        viewer = self.table.session.viewer_seat
        cards = []
        for seat, ex in enumerate(view.spire.explorers):
            for found in ex.found:
                key = DISCOVERIES[found.card].key
                if key not in HELD_SOURCES or (key != "stormvale" and seat != viewer):
                    continue
                for uid in found.under:
                    cards.append((f"c{uid}", uid_face(uid), f"{key}:{card_key(uid)}"))
        return cards

    def _turned_up(self, title: str, cards, animate: bool, slots: bool) -> None:
        table = self.table
        area = table.layout.revealed
        heading = table.label("revealed_title", 18, faces.AMBER_LIGHT, area.width() - 24)
        heading.set_text(title)
        heading.setPos(area.left() + 12, area.top() + 4)
        width = table.layout.revealed_card
        room = area.width() - 16 - width
        step = min(width + 12, room / max(1, len(cards) - 1))
        for index, (key, face, handle) in enumerate(cards):
            item, _ = table.card(key, face, width, table.exit_position())
            item.set_face(face)
            item.click_key = table.handle(key) if handle is None else None
            item.drag_key = table.handle(handle) if handle is not None else None
            if handle is not None:
                item.click_key = item.drag_key
            item.setZValue(30 + index)
            top = area.top() + (42 if slots else 32)
            table.put(item, QPointF(area.left() + 8 + index * step, top), animate, False)
            label = table.label(f"slot_words:{index}", 16, faces.AMBER_LIGHT, width)
            label.set_text(tr(SLOT_WORDS[index]) if slots and index < 3 else "")
            label.setPos(area.left() + 8 + index * step, area.top() + 22)

    def _clear_slot_labels(self) -> None:
        for index in range(3):
            label = self.table.label(f"slot_words:{index}", 16, faces.AMBER_LIGHT, 150)
            label.set_text("")

    # --- pieces: Travelers, Big Critters, workers on Mountain spots ------------------------------
    def worker_place(self, spot: tuple) -> str | None:
        """The table place of a worker on one of Spirecrest's spots."""
        if spot[0] == SPOT_DISCOVERY:
            return f"disc:{DISCOVERIES[spot[2]].key}"
        if spot[0] == SPOT_PERCH:
            return f"card:{spot[1]}"
        if spot[0] == SPOT_DECK:
            return "pile:deck"
        if spot[0] == SPOT_WEATHER:
            return "weather:3"
        return None

    def _sync_travelers(self, view, animate: bool) -> None:
        table = self.table
        for seat in range(table.place_count):
            ex = view.spire.explorers[seat]
            if ex.area < EXPEDITION:
                place = f"area:{ex.area}"
            else:
                stops = expedition.route(view, seat)
                reached = len(stops) if table._is_rugwort(seat) else ex.reached
                place = f"stop:{seat}:{stops[reached - 1]}" if reached else f"stop:{seat}:start"
            kind = PieceKind(
                make=partial(self._make_traveler, seat),
                dress=partial(self._dress_traveler, seat),
                position=self._traveler_position,
                origin=self.area_rect(0).topLeft(),
            )
            table.sync_pieces(f"tr:{seat}:", [place], kind, animate)

    def _make_traveler(self, seat: int, key: str) -> MeepleItem:
        if self.table._is_rugwort(seat):
            return RugwortItem(key, seat, TRAVELER_SIZE)
        return MeepleItem(key, "traveler", seat, TRAVELER_SIZE)

    def _dress_traveler(self, seat: int, item, place: str) -> None:
        seat_name = self.table.session.seat_name
        who = _rugwort() if self.table._is_rugwort(seat) else seat_name(seat)
        item.setToolTip(tr("{who}'s Traveler").format(who=who))
        item.setZValue(25)

    def _traveler_position(self, place: str, n: int) -> QPointF:
        if place.startswith("area:"):
            rect = self.area_rect(int(place[5:]))
            return QPointF(
                rect.right() - TRAVELER_SIZE - 4 - n * (TRAVELER_SIZE * 0.7), rect.top() - 8
            )
        item = self.table.by_key.get(place)
        if item is None:
            return QPointF(0, 0)
        rect = item.card_rect()
        return item.pos() + QPointF(
            rect.width() - TRAVELER_SIZE * 0.8 - n * 8, -TRAVELER_SIZE * 0.5
        )

    def _sync_critters(self, view, animate: bool) -> None:
        table = self.table
        for seat in range(table.place_count):
            player = view.players[seat]
            out = {meeple_of(spot): spot for spot in player.spots if meeple_of(spot)}
            for critter in view.spire.explorers[seat].critters:
                spot = out.get(critter)
                place = f"reserve:{seat}" if spot is None else table.spot_place(seat, spot)
                kind = PieceKind(
                    make=partial(self._make_critter, seat, critter),
                    dress=partial(self._dress_critter, seat, critter),
                    position=partial(table.worker_position, seat),
                    origin=self.rect.center(),
                )
                table.sync_pieces(f"bc:{seat}:{critter}:", [place], kind, animate)

    @staticmethod
    def _make_critter(seat: int, critter: str, key: str) -> MeepleItem:
        return MeepleItem(key, critter, seat, CRITTER_SIZE)

    def _dress_critter(self, seat: int, critter: str, item, place: str) -> None:
        table = self.table
        movable = place.startswith("reserve:") and table.can_act and seat == table.session.to_move()
        item.drag_key = item.click_key = f"critter:{seat}:{critter}" if movable else None
        name, text = spire_words.critter_name(critter), spire_words.critter_text(critter)
        item.setToolTip(tr("{name} (Big Critter): {text}").format(name=name, text=text))
        item.setZValue(22)

    def critters_home(self, view, seat: int) -> int:
        out = {meeple_of(spot) for spot in view.players[seat].spots}
        return sum(1 for critter in view.spire.explorers[seat].critters if critter not in out)

    # --- actions <-> items --------------------------------------------------------------------
    def action_keys(self, action: Action, seat: int) -> tuple[str | None, str | None] | None:
        """(dragged, target) for Spirecrest's moves; None when the action is not one of them."""
        kind = action.kind
        meeple = action.get("meeple")
        target = self.placement_target(action)
        if target is not None and kind in ("place", "claim", "visit", "perch"):
            dragged = f"critter:{seat}:{meeple}" if meeple else f"worker:{seat}"
            return dragged, target
        if kind == "hideout":
            return None, "disc:grey_cloaks_hideout"
        if kind == "chart":
            return None, f"trail:{action['tile']}"
        if kind == "discover":
            return None, f"offer:{action['card']}"
        if kind == "travel" and action.get("to") is not None:
            return None, f"stop:{seat}:{action['to']}"
        if kind == "beneath":
            return None, f"{action['src']}:{action['card']}"
        if kind == "recall" and target is not None:
            return None, target
        return None

    def placement_target(self, action: Action) -> str | None:
        """Where a placement of Spirecrest's puts its meeple (a Big Critter anywhere too)."""
        if action.get("discovery") is not None:
            return f"disc:{action['discovery']}"
        if action.kind == "perch":
            return "pile:deck" if action.get("pile") == "deck" else f"card:{action['card']}"
        if action.get("perch") is not None:
            return f"card:{action['perch']}"
        if action.get("pile") == "deck":
            return "pile:deck"
        if action.kind in ("place", "claim", "visit") and action.get("meeple"):
            return self.table.placement_target(action)
        return None


# --- the log and the rings: Spirecrest's engine events ----------------------------------------
def _rugwort() -> str:
    return tr("Rugwort")


def _traveled(table, params: dict, who: str) -> str:
    if "to" in params:
        return tr("{who}'s Traveler reaches {stop}.").format(
            who=who, stop=spire_words.stop_name(params["to"])
        )
    return tr("{who}'s Traveler moves on to the {area}.").format(
        who=who, area=tr(AREA_WORDS[params["area"]])
    )


def _who(table, params: dict, who: str) -> str:
    """The event's seat by name; Rugwort by his (a solo bot's place has no seat name)."""
    return who or _rugwort()


def _weather_line(table, p: dict, who: str) -> str:
    return tr("The {season} Weather turns over: {card}.").format(
        season=tr(SEASON_WORDS[p["season"]]), card=spire_words.weather_name(p["card"])
    )


def _discovered(table, p: dict, who: str) -> str:
    return tr("{who} discovers {card}.").format(who=who, card=spire_words.discovery_name(p["card"]))


def _critter_joined(table, p: dict, who: str) -> str:
    return tr("{critter} joins {who} in place of a worker.").format(
        critter=spire_words.critter_name(p["critter"]), who=who
    )


def _charted(table, p: dict, who: str) -> str:
    return tr("{who} charts {tile}.").format(
        who=_who(table, p, who), tile=spire_words.tile_name(p["tile"])
    )


def _maps_revealed(table, p: dict, who: str) -> str:
    return tr("The map tiles of the {area} turn over.").format(area=tr(AREA_WORDS[p["area"]]))


def _offered(table, p: dict, who: str) -> str:
    cards = ", ".join(spire_words.discovery_name(key) for key in p["cards"])
    return tr("Turned up to discover: {cards}.").format(cards=cards)


EVENT_LINES = {
    "weather_revealed": _weather_line,
    "discovered": _discovered,
    "critter_joined": _critter_joined,
    "map_charted": _charted,
    "traveler_moved": _traveled,
    "maps_revealed": _maps_revealed,
    "discoveries_revealed": _offered,
}

EVENT_ITEMS = {
    "weather_revealed": lambda table, p: [f"weather:{p['season']}"],
    "discovered": lambda table, p: [f"disc:{p['card']}"],
    "map_charted": lambda table, p: [f"stop:{p['seat']}:{p['tile']}"],
    "traveler_moved": lambda table, p: (
        [f"stop:{p['seat']}:{p['to']}"] if "to" in p else [f"area:{p['area']}"]
    ),
}

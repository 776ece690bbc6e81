"""The Emerge table: the ocean map (mainland, vents, islands, the ship's track), the research
market, the goals, the Modifier Tile supply, and each player's board with its six Discovery
spaces, their tiles and dice.

Items carry ids (``isl:<island>``, ``vent:<vent>``, ``space:<seat>:<face>``, ``d:<seat>:<n>``
for a die ...) and are laid out from the session's view on every sync. A drag or a click
becomes an action only by matching the engine's legal actions (:meth:`EmergeTable.action_keys`
says which items an action is about); no rule is decided here. A Discovery is a die dragged
onto an island or a vent; a tile is dragged from the supply onto a space; a kept die, a tile
or a token is clicked; every other answer is a button in the prompt area.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QT_TR_NOOP, QPointF, QRectF
from PySide6.QtGui import QColor

from everdell_desktop.core import Action
from everdell_desktop.games.emerge.data import SIZES, TYPES, tables
from everdell_desktop.games.emerge.dice import tile_supply
from everdell_desktop.games.emerge.discoveries import KIND_OF
from everdell_desktop.games.emerge.state import (
    BIRD_ON,
    CRAB_ON,
    HEIGHT,
    HIDDEN,
    OWNER,
    PLANTS,
    SEAL_ON,
    TURTLE_ON,
    VENT,
)
from everdell_desktop.games.emerge.text import (
    goal_name,
    goal_text,
    rival_card_name,
    rival_card_text,
    size_name,
    tile_name,
    tile_text,
    token_name,
    token_text,
    type_name,
    vent_name,
)

from .. import theme
from ..artkit import load_table_colours
from ..i18n import tr
from ..items import RoundSpaceItem, TableItem
from ..table import LEVEL_WORDS, Palette, TableScene, button_keys, points_text
from ..table_layout import PieceKind
from . import faces
from .faces import STYLE, goal_face, ocean_cloth, tile_face, token_face
from .pieces import (
    NAME_PX,
    TEXT_PX,
    DieItem,
    GoalItem,
    IslandItem,
    OceanItem,
    ShipItem,
    SpaceItem,
    TileItem,
    TokenItem,
    VentItem,
)
from .words import PROMPT_QUESTIONS

T = tables()
OCEAN_RECT = QRectF(10, 10, 1330, 710)
MARKET_RECT = QRectF(1350, 10, 640, 160)
GOALS_RECT = QRectF(1350, 180, 640, 312)
SUPPLY_TOP = OCEAN_RECT.bottom() - 74  # the Modifier Tile supply, along the ocean's foot
BOARD_X, BOARD_Y = 12.3, 10.0  # scene pixels per board unit
SPACES_TOP, SPACE_H = 66.0, 300.0  # a player board's six spaces, below its header
DICE_TOP, DICE_AREA = 92.0, 180.0  # where a space's dice lie, under its tile


def board_point(x: float, y: float) -> QPointF:
    """Board units (data/board.json) -> scene coordinates on the ocean."""
    return QPointF(OCEAN_RECT.left() + 70 + x * BOARD_X, OCEAN_RECT.top() + 36 + y * BOARD_Y)


def _track_space(space: int) -> RoundSpaceItem:
    """A space of the ship's track: START, then the rounds 1 to 8."""
    if space == 0:
        item = RoundSpaceItem("track:0", 60, tr("START"), faces.SAND)
        item.label_pixels = 13
    else:
        item = RoundSpaceItem(f"track:{space}", 48, str(space), faces.FOAM)
        item.label_pixels = TEXT_PX
    return item


def token_group(token: int) -> str:
    return T.token_types[T.token_of[token]].group


def token_key(token: int) -> str:
    return T.token_types[T.token_of[token]].key


def _island_of_event(table: EmergeTable, params: dict) -> list[str]:
    island = params.get("island", params.get("loc"))
    return [f"isl:{island}"] if isinstance(island, int) else []


def _goal_slot(table: EmergeTable, params: dict) -> list[str]:
    goals = table.view_state.goals
    keys = [T.goals[g].key for g in goals]
    return [f"goal:{keys.index(params['goal'])}"] if params.get("goal") in keys else []


def _token_moved(table: EmergeTable, params: dict) -> list[str]:
    if params.get("from_zone") == "market" and isinstance(params.get("slot"), int):
        return [f"mkt:{params['slot']}"]
    return []


# the items an engine event touched, ringed when another player's move caused it
EVENT_ITEMS = {
    "island_placed": _island_of_event,
    "island_grown": _island_of_event,
    "meeple_placed": _island_of_event,
    "bird_moved": _island_of_event,
    "goal_claimed": _goal_slot,
    "card_moved": _token_moved,
    "tile_placed": lambda table, p: [f"tile:{p['seat']}:{p['tile']}"],
    "round_passed": lambda table, p: [f"city_name:{p['seat']}"],
    "rival_card": lambda table, p: [f"city_name:{p['seat']}"],
}


def _discovered(table: EmergeTable, action: Action, seat: int):
    """The die of the discovery's kind dragged onto the vent or the island it builds on."""
    what = action["what"]
    drag = f"dice:{TYPES[KIND_OF[what]]}"
    if what == "island":
        return drag, f"vent:{action['vent']}"
    if what == "crab_pair":
        return drag, f"island:{action['islands'][0]}"
    return drag, f"island:{action['island']}"


def _removed(table: EmergeTable, action: Action, seat: int):
    tile = table.view_state.tiles[seat][action["space"] - 1]
    return None, f"tile:{seat}:{TYPES[tile]}" if tile >= 0 else None


def _used(table: EmergeTable, action: Action, seat: int):
    island = action.get("island")
    return None, f"island:{island}" if island is not None else f"held:{seat}:{action['token']}"


MOVE_KEYS = {
    "discover": _discovered,
    "take_tile": lambda table, a, seat: (f"stack:{a['tile']}", f"space:{seat}:{a['space']}"),
    "place_tile": lambda table, a, seat: (None, f"space:{seat}:{a['space']}"),
    "remove_tile": _removed,
    "power": lambda table, a, seat: (None, f"tile:{seat}:{a['tile']}"),
    "buy": lambda table, a, seat: (None, f"market:{a['token']}"),
    "use": _used,
    "reroll": lambda table, a, seat: (None, f"die:{seat}:{a['face']}"),
    "pass": button_keys,
}


def _rival_line(text):
    """A line for the Rival's own doings (a player's are told by the move's label)."""

    def line(table: EmergeTable, params: dict, who: str) -> str | None:
        if not table.is_rival(params.get("seat")):
            return None
        return text(table, params)

    return line


def _island_words(table: EmergeTable, index: int) -> str:
    return vent_name(table.view_state.islands[index][VENT])


EVENT_LINES = {
    "round_started": lambda table, p, who: tr(
        "Round {round} of {rounds}: the ship sails to space {round}."
    ).format(round=p["round"], rounds=T.rounds),
    "dice_added": lambda table, p, who: tr("{who} gets another die ({total} in all).").format(
        who=who, total=p["total"]
    ),
    "dice_rolled": lambda table, p, who: tr("{who} rolls {faces}.").format(
        who=who, faces=", ".join(str(face) for face in p.get("faces", ()))
    ),
    "token_revealed": lambda table, p, who: tr("The ship turns up {token} at {vent}.").format(
        token=token_name(T.token_index[p["token"]]), vent=vent_name(p["vent"])
    ),
    "goal_claimed": lambda table, p, who: tr("{who} completes {goal} for {points}.").format(
        who=who, goal=goal_name(T.goal_index[p["goal"]]), points=points_text(p["value"])
    ),
    "round_passed": lambda table, p, who: tr("{who} passes for the rest of the round.").format(
        who=who
    ),
    "anchor_passed": lambda table, p, who: tr("{who} takes the First Player Anchor.").format(
        who=who
    ),
    "rival_card": lambda table, p, who: tr("The Rival turns over {card} and rolls a {die}.").format(
        card=rival_card_name(p["card"]), die=p["die"]
    ),
    "island_placed": _rival_line(
        lambda table, p: tr("The Rival raises an island at {vent}.").format(
            vent=vent_name(p["vent"])
        )
    ),
    "island_grown": _rival_line(
        lambda table, p: tr("The Rival's island at {vent} grows.").format(
            vent=_island_words(table, p["island"])
        )
    ),
    "meeple_placed": _rival_line(
        lambda table, p: tr("The Rival places a {meeple} on its island at {vent}.").format(
            meeple=type_name(p["meeple"]), vent=_island_words(table, p["loc"])
        )
    ),
    "bird_moved": _rival_line(
        lambda table, p: (
            tr("The Rival steals a Bird.")
            if p.get("stolen")
            else tr("The Rival takes a Bird from the mainland.")
        )
    ),
}


class EmergeTable(TableScene):
    STYLE = STYLE
    PALETTE = Palette(**load_table_colours(faces.PALETTE_FILE))
    WIDTH, HEIGHT = 2000.0, 1320.0
    CITY_TOP = 730.0
    PROMPT_RECT = QRectF(1350, 502, 640, 218)
    OPTION_SIZE = (198.0, 46.0)
    QUESTION_BELOW_BUTTONS = True
    TURN_BUTTONS = (("button:pass", QT_TR_NOOP("Pass for this round")),)
    TURN_HINT = QT_TR_NOOP(
        "drag a die onto an island or a vent, click a market token to buy it, or pass."
    )
    PROMPT_QUESTIONS, EVENT_LINES, EVENT_ITEMS = PROMPT_QUESTIONS, EVENT_LINES, EVENT_ITEMS
    LOG_QUESTIONS = False  # "Roll the other dice" needs no "(Click each kept die…)"
    MOVE_KEYS = MOVE_KEYS

    def __init__(self, session, animator) -> None:
        super().__init__(session, animator)
        self.solo = session.state.rival is not None
        self._rolling: set[int] = set()
        self._build_static()

    def cloth(self):
        return ocean_cloth()

    @staticmethod
    def solo_label(bot: str, level: str) -> str:
        words = LEVEL_WORDS.get(level)
        return tr("The Rival \u2014 {level}").format(level=tr(words) if words else level)

    def tiebreak_words(self) -> list[str]:
        words = [
            tr("the most goal points"),
            tr("the most meeples on islands"),
            tr("the most large islands"),
        ]
        return [*words, tr("then the Rival wins the tie")] if self.solo else words

    def is_rival(self, place) -> bool:
        return self.solo and place == self.view_state.num_seats

    def place_name(self, place: int) -> str:
        return tr("The Rival") if self.is_rival(place) else self.session.seat_name(place)

    def game_over_text(self) -> str:
        text = tr("The ship has reached the research station: see the scores.")
        if not self.solo:
            return text
        won = self.session.game.winners(self.session.state) == [0]
        return text + " " + (tr("You beat the Rival!") if won else tr("The Rival wins this time."))

    # --- static furniture -------------------------------------------------------------------
    def _build_static(self) -> None:
        self.begin_sync()
        track = T.ship_spaces
        self.ensure(
            "ocean",
            lambda: OceanItem(
                "ocean",
                OCEAN_RECT,
                board_point,
                track,
                T.add_die_icons,
                T.mainland,
                T.station,
            ),
        )
        ocean = self.by_key["ocean"]
        self.show_scenery(ocean, "boards/mainland")
        ocean.station_scenery = "boards/station"  # painted by the same renderer, ``pictures``
        for space, (x, y) in enumerate(track):
            item, _ = self.ensure(f"track:{space}", partial(_track_space, space))
            self.show_scenery(item, f"track/{space or 'start'}")
            item.setPos(board_point(x, y) - QPointF(item.size / 2, item.size / 2))
            item.setZValue(-10)
        self.panel("zone:market", MARKET_RECT, faces.BOARD, "")
        self.panel("zone:goals", GOALS_RECT, faces.BOARD, "")
        self.panel("zone:prompt", self.PROMPT_RECT, QColor("#10283a"))
        self.dress_board("zone:market", "stone")  # the research station's slate boards
        self.dress_board("zone:goals", "stone")
        self.dress_board("zone:prompt", "felt", sunken=True)
        for key, rect, text in (
            (
                "market_title",
                MARKET_RECT,
                tr("Research market \u2014 click a token to buy it ({count} dice)").format(
                    count=T.token_cost
                ),
            ),
            ("goals_title", GOALS_RECT, tr("Goals \u2014 5 / 3 / 2 / 1 points, once each")),
        ):
            label = self.label(key, NAME_PX, theme.GOLD, rect.width() - 20)
            label.set_text(text)
            label.setPos(rect.left() + 12, rect.top() + 6)
        self.freeze_static()

    # --- sync -------------------------------------------------------------------------------
    def lay_out(self, view, animate: bool) -> None:
        legal = self.legal()
        self._sync_vents(view)
        self._sync_islands(view, animate)
        self._sync_ship(view, animate)
        self._sync_mainland(view)
        self._sync_tile_supply(view, legal)
        self._sync_market(view)
        self._sync_goals(view)
        for place in range(self.place_count):
            if self.is_rival(place):
                self._sync_rival(view, place)
            else:
                self._sync_player(view, place, animate)
        self.sync_prompt(view, self.PROMPT_RECT.left() + 12)
        self._rolling = set()

    def _ensure_zoomable(
        self, key: str, factory: Callable[[], TableItem]
    ) -> tuple[TableItem, bool]:
        """``ensure`` for an item that shows its face large while the pointer is over it
        (connected once, when the item is made)."""
        item, new = self.ensure(key, factory)
        if new:
            item.hovered.connect(lambda entered, item=item: self._card_hovered(item, entered))
        return item, new

    # --- the ocean ----------------------------------------------------------------------------
    def _sync_vents(self, view) -> None:
        for vent in T.vents:
            key = f"vent:{vent.index}"
            item, _ = self._ensure_zoomable(key, lambda key=key: VentItem(key, 26))
            item.pictures, item.scenery = self.renderer, f"vents/{vent.id}"
            token = view.vent_token[vent.index]
            empty = view.vent_island[vent.index] < 0
            item.token = (
                None if token == -1 else "hidden" if token == HIDDEN else token_group(token)
            )
            item.face = token_face(T.token_of[token]) if token >= 0 else None
            item.drop_key = key if empty else None
            item.click_key = None
            words = (
                tr("no token")
                if token == -1
                else tr("a face-down token")
                if token == HIDDEN
                else token_name(T.token_of[token])
            )
            tip = tr("Vent {vent}: {token}").format(vent=vent_name(vent.index), token=words)
            item.setToolTip(tip if empty else "")
            item.setPos(board_point(vent.x, vent.y))

    def _sync_islands(self, view, animate: bool) -> None:
        for index, island in enumerate(view.islands):
            key = f"isl:{index}"
            owner = island[OWNER]
            colour = (
                faces.RIVAL_COLOUR if self.is_rival(owner) else theme.player_style(owner).colour
            )
            item, new = self.ensure(
                key,
                lambda key=key, colour=colour, owner=owner: IslandItem(
                    key, colour, theme.player_style(owner).shape
                ),
            )
            item.height = island[HEIGHT]
            self.show_scenery(item, f"islands/{T.vents[island[VENT]].id}")  # its own
            item.contents = (
                island[PLANTS],
                island[CRAB_ON],
                island[TURTLE_ON],
                island[SEAL_ON],
                island[BIRD_ON],
            )
            item.drop_key = item.click_key = f"island:{index}"
            item.setToolTip(self._island_tip(view, index))
            vent = T.vents[island[VENT]]
            item.setPos(board_point(vent.x, vent.y))
            if new and animate:
                item.setScale(0.2)
                self.animator.run(lambda p, item=item: item.setScale(0.2 + 0.8 * p), 420)

    def _island_tip(self, view, index: int) -> str:
        island = view.islands[index]
        plants = island[PLANTS]
        held = [(tr("{count} Plant") if plants == 1 else tr("{count} Plants")).format(count=plants)]
        held += [
            type_name(name)
            for name, field in (
                ("crab", CRAB_ON),
                ("turtle", TURTLE_ON),
                ("seal", SEAL_ON),
                ("bird", BIRD_ON),
            )
            if island[field]
        ]
        meeples = view.meeples_on(index)
        return tr("{owner}'s {size} island at {vent}: {held} \u2014 {sum}").format(
            owner=self.place_name(island[OWNER]),
            size=size_name(island[HEIGHT] - 1),
            vent=vent_name(island[VENT]),
            held=", ".join(held),
            sum=f"{meeples} \u00d7 {island[HEIGHT]} = {points_text(meeples * island[HEIGHT])}",
        )

    def _sync_ship(self, view, animate: bool) -> None:
        ship, new = self.ensure("ship", lambda: ShipItem("ship", 58))
        x, y = T.ship_spaces[view.round]
        self.put(ship, board_point(x, y) + QPointF(0, -10), animate, new)
        ship.setToolTip(tr("Round {round} of {rounds}").format(round=view.round, rounds=T.rounds))

    def _sync_mainland(self, view) -> None:
        for k in range(T.birds):
            key = f"mainland_bird:{k}"
            bird, _ = self.ensure(key, lambda key=key: TokenItem(key, 40))
            bird.group = "bird"
            bird.setVisible(k < view.mainland)
            bird.setToolTip(tr("{count} Bird(s) on the mainland").format(count=view.mainland))
            bird.setPos(OCEAN_RECT.left() + 22, OCEAN_RECT.top() + 150 + k * 56)

    def _sync_tile_supply(self, view, legal: list[Action]) -> None:
        label = self.label("supply_title", TEXT_PX, faces.CREAM, 160, bold=True)
        label.set_text(tr("Modifier Tiles"))
        label.setPos(OCEAN_RECT.left() + 100, SUPPLY_TOP + 20)
        takeable = {a["tile"] for a in legal if a.kind == "take_tile"}
        for tile, name in enumerate(TYPES):
            key = f"stack:{name}"
            item, _ = self._ensure_zoomable(key, lambda key=key, tile=tile: TileItem(key, tile, 54))
            item.face = tile_face(tile)
            item.count = tile_supply(view, tile)
            item.drag_key = item.click_key = self.handle(key) if name in takeable else None
            item.setPos(OCEAN_RECT.left() + 250 + tile * 74, SUPPLY_TOP + 6)

    # --- market and goals -------------------------------------------------------------------
    def _sync_market(self, view) -> None:
        empty = self.label("market_empty", TEXT_PX, faces.CREAM, MARKET_RECT.width() - 40)
        empty.set_text("" if any(t >= 0 for t in view.market) else tr("The market is empty."))
        empty.setPos(MARKET_RECT.left() + 20, MARKET_RECT.top() + 70)
        for slot, token in enumerate(view.market):
            key = f"mkt:{slot}"
            item, _ = self._ensure_zoomable(key, lambda key=key: TokenItem(key, 86))
            item.setVisible(token >= 0)
            if token < 0:
                continue
            item.group = token_group(token)
            item.caption = token_name(T.token_of[token])
            item.face = token_face(T.token_of[token])
            item.click_key = f"market:{token_key(token)}"
            item.setToolTip(token_text(T.token_of[token]))
            item.setPos(MARKET_RECT.left() + 40 + slot * 152, MARKET_RECT.top() + 38)

    def _sync_goals(self, view) -> None:
        width, height = 306.0, 128.0
        for slot, goal in enumerate(view.goals):
            spec = T.goals[goal]
            key = f"goal:{slot}"
            rect = QRectF(0, 0, width, height)
            item, _ = self._ensure_zoomable(
                key, lambda key=key, rect=rect, spec=spec: GoalItem(key, rect, spec.type)
            )
            claims = view.claims[slot]
            item.title, item.subtitle = goal_name(goal), goal_text(goal)
            item.values = T.goal_values
            item.claims = list(claims)
            value = T.goal_values[len(claims)] if len(claims) < len(T.goal_values) else 0
            item.face = goal_face(goal, value)
            who = ", ".join(self.place_name(p) for p in claims) or tr("nobody yet")
            item.setToolTip(
                tr("{goal}: {text} Completed by {who}.").format(
                    goal=goal_name(goal), text=goal_text(goal), who=who
                )
            )
            row, column = divmod(slot, 2)
            item.setPos(
                GOALS_RECT.left() + 10 + column * (width + 8),
                GOALS_RECT.top() + 38 + row * (height + 8),
            )

    # --- player boards ------------------------------------------------------------------------
    def _header(self, view, place: int) -> QRectF:
        scores = {b.seat: b.total for b in self.scores()}
        if self.is_rival(place):
            status = tr("{count} actions left this round").format(count=view.rival.actions_left)
            frame = faces.RIVAL_COLOUR
            who = self.solo_label("rival", view.rival.level)
        else:
            frame = theme.player_style(place).colour
            status = (
                tr("passed")
                if view.passed[place]
                else tr("buying tokens")
                if view.buying[place]
                else ""
            )
            who = self.seat_title(place)
            if view.anchor == place:
                who += " \u2693"
        parts = [who, points_text(scores.get(place, 0))] + ([status] if status else [])
        held = len(view.tokens[place])
        template = tr("{held} token held, {used} used") if held == 1 else None
        details = (template or tr("{held} tokens held, {used} used")).format(
            held=held, used=len(view.spent[place])
        )
        if not self.is_rival(place):
            dice = tr("{count} dice").format(count=view.dice_total[place])
            details = f"{dice} \u00b7 {details}"
        return self.sync_city_panel(place, frame, " \u00b7 ".join(parts), details)

    def _space_rect(self, place: int, space: int) -> QRectF:
        rect = self.city_rect(place)
        width = (rect.width() - 24 - 5 * 6) / 6
        return QRectF(
            rect.left() + 12 + space * (width + 6), rect.top() + SPACES_TOP, width, SPACE_H
        )

    def _die_size(self, place: int) -> float:
        """The largest die for which ten dice on one space still fit under its tile."""
        width = self._space_rect(place, 0).width()
        for size in (40, 34, 30, 26, 22):
            columns = max(1, int((width - 8) // (size + 4)))
            if -(-T.dice_per_colour // columns) * (size + 4) <= DICE_AREA:
                return float(size)
        return 18.0

    def _sync_player(self, view, seat: int, animate: bool) -> None:
        rect = self._header(view, seat)
        tiles = view.tiles[seat]
        for space in range(6):
            key = f"space:{seat}:{space + 1}"
            area = self._space_rect(seat, space)
            item, _ = self.ensure(
                key,
                lambda key=key, area=area, space=space: SpaceItem(
                    key, QRectF(0, 0, area.width(), area.height()), space
                ),
            )
            item.rect = QRectF(0, 0, area.width(), area.height())
            item.drop_key = item.click_key = key
            kind = view.space_type(seat, space)
            item.setToolTip(
                tr("Space {number}: dice showing {number} count as {kind}").format(
                    number=space + 1, kind=type_name(kind)
                )
            )
            item.setPos(area.topLeft())
            item.covered = tiles[space] >= 0
            if tiles[space] >= 0:
                self._sync_tile(view, seat, space, tiles[space], area, animate)
        self._sync_dice(view, seat, animate)
        self._sync_held_tokens(view, seat, rect)

    def _sync_tile(self, view, seat: int, space: int, tile: int, area: QRectF, animate) -> None:
        name = TYPES[tile]
        key = f"tile:{seat}:{name}"
        size = min(46.0, area.width() - 14)
        item, new = self._ensure_zoomable(key, lambda key=key, size=size: TileItem(key, tile, size))
        item.face = tile_face(tile)
        item.used = view.tiles_used[seat][tile]
        item.click_key = self.handle(key)
        tip = tr("{tile} tile ({kind}): {text}").format(
            tile=tile_name(tile), kind=type_name(tile), text=tile_text(tile)
        )
        item.setToolTip(tip + (" " + tr("(used this round)") if item.used else ""))
        if new:
            item.setPos(
                QPointF(OCEAN_RECT.left() + 250 + tile * 74, SUPPLY_TOP + 6)
            )  # from the supply
        self.put(item, QPointF(area.center().x() - size / 2, area.top() + 36), animate, False)

    def _sync_dice(self, view, seat: int, animate: bool) -> None:
        board = view.dice[seat]
        places = [f"space:{seat}:{face}" for face in range(1, 7) for _ in range(board[face - 1])]
        places += [f"pool:{seat}"] * (view.dice_total[seat] - sum(board))
        size = self._die_size(seat)
        colour = theme.player_style(seat).colour
        kind = PieceKind(
            make=lambda key: DieItem(key, size, colour),
            dress=partial(self._dress_die, view, seat, animate),
            position=partial(self._die_position, seat),
            origin=self.city_rect(seat).topLeft() + QPointF(20, SPACES_TOP + SPACE_H + 20),
        )
        self.sync_pieces(f"d:{seat}:", places, kind, animate)

    def _dress_die(self, view, seat: int, animate: bool, item: DieItem, place: str) -> None:
        face = int(place.rsplit(":", 1)[1]) if place.startswith("space:") else 0
        prompt = view.pending[-1] if view.pending else None
        if face and prompt is not None and prompt.seat == seat:
            item.drag_key, item.click_key = None, self.handle(f"die:{seat}:{face}")
        elif face and prompt is None and view.current == seat:
            item.drag_key, item.click_key = (
                self.handle(f"dice:{TYPES[view.space_type(seat, face - 1)]}"),
                None,
            )
        else:
            item.drag_key = item.click_key = None
        item.setToolTip(
            tr("A {face}").format(face=face)
            if face
            else tr("A die off the board (rolled next round)")
        )
        if animate and seat in self._rolling and face and item.face != face:
            salt = sum(ord(ch) for ch in item.key)
            self.animator.run(
                lambda p, item=item, face=face, salt=salt: item.tumble(p, face, salt), 520
            )
        else:
            item.face = face

    def _die_position(self, seat: int, place: str, n: int) -> QPointF:
        size = self._die_size(seat) + 4
        if place.startswith("pool:"):
            rect = self.city_rect(seat)
            return QPointF(rect.left() + 150 + n * size, rect.top() + SPACES_TOP + SPACE_H + 10)
        area = self._space_rect(seat, int(place.rsplit(":", 1)[1]) - 1)
        columns = max(1, int((area.width() - 8) // size))
        row, column = divmod(n, columns)
        left = area.left() + (area.width() - columns * size) / 2 + 2
        return QPointF(left + column * size, area.top() + DICE_TOP + row * size)

    def _sync_held_tokens(self, view, place: int, rect: QRectF) -> None:
        """The dice off the board (a seat's), the tokens held, and the island pieces left."""
        below = rect.top() + SPACES_TOP + SPACE_H
        label = self.label(f"pool_title:{place}", TEXT_PX, faces.CREAM, 140, bold=False)
        label.set_text("" if self.is_rival(place) else tr("Off board:"))
        label.setPos(rect.left() + 12, below + 12)
        top = below + 54
        title = self.label(f"tokens_title:{place}", TEXT_PX, faces.CREAM, 140, bold=False)
        title.set_text(tr("Tokens:") if view.tokens[place] else tr("No tokens"))
        title.setPos(rect.left() + 12, top + 12)
        fresh = set(view.fresh[place]) if place < view.num_seats else set()
        tokens = view.tokens[place]
        room = rect.width() - 160 - 50
        step = min(86.0, room / max(1, len(tokens) - 1)) if len(tokens) > 1 else 86.0
        for index, token in enumerate(tokens):
            spec = T.token_types[T.token_of[token]]
            key = f"held:{place}:{token}"
            item, _ = self._ensure_zoomable(key, lambda key=key: TokenItem(key, 50))
            item.group = spec.group
            item.face = token_face(spec.index)
            item.click_key = self.handle(f"held:{place}:{spec.key}")
            wait = " " + tr("(bought this round: usable next round)") if token in fresh else ""
            item.setToolTip(f"{token_name(spec.index)}: {token_text(spec.index)}{wait}")
            item.setOpacity(0.55 if token in fresh else 1.0)
            item.setZValue(15 + index)
            item.setPos(rect.left() + 150 + index * step, top)
        pieces = view.pieces[place]
        info = self.label(f"pieces:{place}", TEXT_PX, faces.CREAM, rect.width() - 24, bold=False)
        sizes = ", ".join(
            tr("{count} {size}").format(count=left, size=size_name(size))
            for left, size in zip(pieces, SIZES, strict=True)
        )
        info.set_text(tr("Island pieces left: {sizes}").format(sizes=sizes))
        info.setPos(rect.left() + 12, top + 84)

    def _sync_rival(self, view, place: int) -> None:
        rect = self._header(view, place)
        note = self.label("rival_note", TEXT_PX, faces.CREAM, rect.width() - 24, bold=False)
        note.set_lines(4)
        card = next(
            (m for m in reversed(self.session.moves) for e in m.events if e.kind == "rival_card"),
            None,
        )
        last = ""
        if card is not None:
            event = next(e for e in reversed(card.events) if e.kind == "rival_card")
            key = event.params["card"]
            last = tr("Last card: {name}, die {die} \u2014 {text}").format(
                name=rival_card_name(key), die=event.params["die"], text=rival_card_text(key)
            )
        note.set_text(
            tr(
                "After each of your turns the Rival turns over a card and rolls a die; once you"
                " pass it takes the rest of its actions."
            )
            + f" {last}"
        )
        note.setPos(rect.left() + 12, rect.top() + SPACES_TOP + 10)
        self._sync_held_tokens(view, place, rect)

    # --- the log and banners --------------------------------------------------------------------
    def handle_event(self, event) -> None:
        if event.kind == "round_started":
            self.show_banner(tr("Round {round}").format(round=event.params["round"]))
        elif event.kind == "dice_rolled" and isinstance(event.params.get("seat"), int):
            self._rolling.add(event.params["seat"])
        elif event.kind == "game_over":
            self.show_banner(tr("Final scores"))

    # --- actions <-> items ------------------------------------------------------------------
    def drop_keys(self, action: Action) -> set[str]:
        """Two Crabs with one token may be dropped on either island."""
        if action.kind == "discover" and action["what"] == "crab_pair":
            return {f"island:{island}" for island in action["islands"]}
        return super().drop_keys(action)

"""The Emerland table: board, River Market, Realms, Plateau, Lost City path, cities and hands.

Items carry ids (``c<cid>`` for a card wherever it lies, ``loc:<id>`` for a location ...) and are
laid out from the session's view on every sync. Drags and clicks become actions only by matching
the engine's legal actions (:meth:`EmerlandTable.action_keys` says which items an action is
about); no rule is decided here. The shared parts (hand, cities, pieces, prompt area) are the
base scene's; this module holds Emerland's layout and its own zones.
"""

from __future__ import annotations

import math
from functools import partial

from PySide6.QtCore import QT_TR_NOOP, QPointF, QRectF
from PySide6.QtGui import QColor

from everdell_desktop.core import Action
from everdell_desktop.games.emerland import text as wording
from everdell_desktop.games.emerland.board import LOCATION_KIND, LOCATIONS, in_play
from everdell_desktop.games.emerland.data import SUPPLY, tables
from everdell_desktop.games.emerland.rules import CARD_PICK_VERBS, DIE_PICK_KINDS
from everdell_desktop.games.emerland.state import HIDDEN, KOTO, SPACE_HELPER, SPACE_WORKER

from .. import theme
from ..i18n import tr
from ..items import CardItem, DieItem, MedallionItem, MeepleItem, PanelItem, TokenItem
from ..table import TableScene, button_keys, points_text
from ..table_layout import PieceKind
from . import koto_card, text
from .faces import HELPER_SPECIES, STYLE, WORKER_SPECIES

T = tables()
LOCATION_FILL = {
    "green": QColor("#3f8f4f"),
    "fountain": QColor("#2f7fa8"),
    "brown": QColor("#8c6d46"),
}
LOCATION_ICONS = {
    "green.emerald": "emerald",
    "green.bamboo": "bamboo",
    "green.leaf": "leaf",
    "green.fig": "fig",
    "green.marble": "marble",
    "fountain.song": "harp",
    "fountain.overlay4_relic": "point",
    "brown.upgrade": "point",
}
LOCATION_KINDS = {  # translated when shown
    "green": QT_TR_NOOP("green"),
    "fountain": QT_TR_NOOP("fountain"),
    "brown": QT_TR_NOOP("brown"),
}
MEEPLE = 34.0
HELPER = 28.0
RESERVE_SHOWN = 5  # meeples side by side in a city's reserve; more stack, with a count
# a face-up card on the Plateau or in the hand: 6 + 6 of them share one row of the table
CARD_W, CARD_GAP = 156, TableScene.HAND_GAP
TILE_W, TILE_H = 152, 40
KOTO_CARD_LEFT, KOTO_CARD_W = 440, 230  # right of the reserve's Workers, Helpers and counts
PATH_STEP_W = 118.0

# bands of the layout (2000 x 1290): path and realms; board, prompt and deck; Plateau and
# hand; cities. The face-up cards are as wide as the width allows, for their text to be read.
PATH_RECT = QRectF(10, 10, 1180, 190)
REALM_RECT = QRectF(1200, 10, 790, 190)
BOARD_RECT = QRectF(10, 210, 1030, 430)
DECK_RECT = QRectF(1860, 210, 130, 430)
PLATEAU_RECT = QRectF(10, 650, 985, 262)


season_name = wording.season_name
KOTO_DECKS = {  # translated when shown
    "expedition": QT_TR_NOOP("Expedition"),
    "excavation": QT_TR_NOOP("Excavation"),
    "tricks": QT_TR_NOOP("Trick"),
}


def _koto_card(params: dict) -> str:
    deck = params.get("deck", "")
    name = wording.W.name(f"koto_{deck}", params.get("card"), params.get("name", ""))
    return tr("{who} turns over his {deck} card: {name}.").format(
        who="{who}", deck=tr(KOTO_DECKS.get(deck, deck)), name=name
    )


def _bot_places(params: dict) -> str:
    if params.get("meeple") == "helper":
        template = tr("{who} places a helper on {place}.")
    else:
        template = tr("{who} places a worker on {place}.")
    return template.format(who="{who}", place=_place_name(params["loc"]))


# the log lines for the engine events that no action label already tells
EVENT_LINES = {
    "season_changed": lambda table, p, who: tr("{who} prepares for {season}.").format(
        who=who, season=season_name(p.get("season", 0))
    ),
    "dice_rolled": lambda table, p, who: tr("The River Market dice are rolled: {faces}.").format(
        faces=" | ".join(text.amounts(T.die_faces[f]) for f in p.get("faces", []))
    ),
    "artifacts_drawn": lambda table, p, who: tr("{who} draws artifacts: {artifacts}.").format(
        who=who, artifacts=", ".join(text.artifact_name(a) for a in p.get("artifacts", []))
    ),
    "realm_gained": lambda table, p, who: tr("{who} gains the Realm {realm}.").format(
        who=who, realm=text.realm_name(p.get("realm", 0))
    ),
    "passed": lambda table, p, who: tr("{who} has finished the game.").format(who=who),
    # Professor Koto moves inside the player's action: his events are his log
    "koto_card_revealed": lambda table, p, who: _koto_card(p).replace("{who}", who),
    "meeple_placed": lambda table, p, who: _by_the_bot(
        table, p, _bot_places(p).replace("{who}", who)
    ),
    "card_moved": lambda table, p, who: _by_the_bot(
        table,
        p,
        tr("{who} plays {card} into his city.").format(who=who, card=text.card_name(p["card"]))
        if p.get("to_zone") == "city"
        else None,
    ),
    "archaeologist_moved": lambda table, p, who: _by_the_bot(
        table, p, tr("{who}'s Archaeologist moves one step along the path.").format(who=who)
    ),
    "artifact_kept": lambda table, p, who: _by_the_bot(
        table,
        p,
        tr("{who} keeps the artifact {artifact}.").format(
            who=who, artifact=text.artifact_name(p["artifact"])
        ),
    ),
}


def _meeple_spot(params: dict) -> list[str]:
    kind, _, number = params["loc"].partition(".")
    return [f"c{number}"] if kind in ("card", "community") else [f"loc:{params['loc']}"]


# the items an engine event touched, ringed when another player's move caused it
EVENT_ITEMS = {
    "meeple_placed": lambda table, p: _meeple_spot(p),
    "card_moved": lambda table, p: [f"c{p['card']}"] if p.get("to_zone") == "city" else [],
    "archaeologist_moved": lambda table, p: [f"a:{p['seat']}"],
    "card_upgraded": lambda table, p: [f"c{p['card']}"],
    "card_activated": lambda table, p: [f"c{p['card']}"],
    "harp_placed": lambda table, p: [f"c{p['card']}"],
    "realm_gained": lambda table, p: [f"city_info:{p['seat']}"],
    "artifact_kept": lambda table, p: [f"artifact:{p['seat']}:{p['artifact']}"],
    "season_changed": lambda table, p: [f"city_name:{p['seat']}"],
    "passed": lambda table, p: [f"city_name:{p['seat']}"],
    "prompt_answered": lambda table, p: _answered_item(p),
}


def _placed(table: EmerlandTable, action: Action, seat: int):
    """A worker or a helper dragged to a location or onto a card."""
    mover = f"{'worker' if action.kind == 'place_worker' else 'helper'}:{seat}"
    loc = action["loc"]
    if loc.startswith(("card.", "community.")):
        return mover, f"card:{loc.split('.', 1)[1]}"
    return mover, f"loc:{loc}"


def _played(table: EmerlandTable, action: Action, seat: int):
    """A card from the hand or the Plateau, into the city or onto a Harp."""
    cid, harp = action["card"], action["harp"]
    zone = "hand" if cid in table.view_state.hands[seat] else "plateau"
    return f"{zone}:{cid}", (f"card:{harp}" if harp >= 0 else f"city:{seat}")


def _excavated(table: EmerlandTable, action: Action, seat: int):
    return f"arch:{seat}", f"path:{table.view_state.path_pos[seat] + 1}"


MOVE_KEYS = {
    "place_worker": _placed,
    "place_helper": _placed,
    "play_card": _played,
    "use_artisan": lambda table, a, seat: (f"hand:{a['discard']}", f"card:{a['card']}"),
    "excavate": _excavated,
    "prepare": button_keys,
    "pass": button_keys,
}


def _answered_item(params: dict) -> list[str]:
    """The die or card a prompt's answer picked."""
    pick = params.get("pick")
    if not isinstance(pick, int):
        return []
    if params.get("kind") in DIE_PICK_KINDS:
        return [f"die:{pick}"]
    return [f"c{pick}"] if params.get("kind") in CARD_PICK_VERBS else []


def _by_the_bot(table: TableScene, params: dict, line: str | None) -> str | None:
    """``line`` for a solo bot's event; a player's own move is told by its action label."""
    seat = params.get("seat")
    return line if isinstance(seat, int) and seat >= len(table.session.seats) else None


def _place_name(loc: str) -> str:
    """A location's name, or the card (or its Community space) a meeple went to."""
    kind, _, number = loc.partition(".")
    if kind == "card":
        return text.card_name(int(number))
    if kind == "community":
        return tr("the Community space of {card}").format(card=text.card_name(int(number)))
    return text.location_name(loc)


class EmerlandTable(TableScene):
    STYLE, EVENT_LINES, EVENT_ITEMS = STYLE, EVENT_LINES, EVENT_ITEMS
    MOVE_KEYS = MOVE_KEYS
    PROMPT_QUESTIONS = text.PROMPT_QUESTIONS
    TURN_HINT = QT_TR_NOOP("your turn. Drag a Worker, a Helper or a card, or click.")
    TURN_BUTTONS = (TableScene.TURN_BUTTONS[0], ("button:pass", QT_TR_NOOP("Finish (pass)")))
    HEIGHT, CITY_TOP = 1290.0, 922.0
    PROMPT_RECT, HAND_RECT = QRectF(1050, 210, 800, 430), QRectF(1005, 650, 985, 262)
    HAND_CARD_W = CARD_W
    HAND_DECK = "jungle"

    def __init__(self, session, animator) -> None:
        super().__init__(session, animator)
        self._build_static()

    @staticmethod
    def solo_label(bot: str, level: str) -> str:
        difficulty, _, tricks = level.partition("-")
        words = tr(difficulty.capitalize())
        if tricks:
            words = tr("{level}, with Trick cards").format(level=words)
        return tr("Professor {bot} \u2014 {level}").format(bot=bot.capitalize(), level=words)

    def tiebreak_words(self) -> list[str]:
        return [
            tr("the most upgraded cards"),
            tr("the Archaeologist furthest along the path"),
            tr("the most Realms"),
            tr("the most leftover resources"),
        ]

    # --- static furniture -------------------------------------------------------------------
    def _build_static(self) -> None:
        self.begin_sync()
        self.panel("zone:path", PATH_RECT, QColor("#6b5a43"), tr("Path to the Lost City"))
        self.panel("zone:realms", REALM_RECT, QColor("#3d6b4f"), tr("Realms and artifacts"))
        self.panel("zone:board", BOARD_RECT, QColor("#24583f"), z=-20)
        self.panel("zone:plateau", PLATEAU_RECT, QColor("#5b7d3a"))
        self.panel("zone:hand", self.HAND_RECT, QColor("#27493a"))
        self.panel("zone:prompt", self.PROMPT_RECT, QColor("#27493a"))
        self.panel("zone:deck", DECK_RECT, QColor("#27493a"))
        river_rect = QRectF(470, 218, 105, 416)
        river = self.panel("zone:river", river_rect, theme.RIVER, tr("River"), z=-15)
        river.text_colour = QColor("#ffffff")
        self._dress_boards()
        self.freeze_static()

    def _dress_boards(self) -> None:
        """The boards as materials: a jungle-green board, a trail to the Lost City, a stone
        Plateau framed in creepers, the River Market's water, trays for the hand and prompt."""
        self.dress_board("zone:board", "moss")
        self.dress_board("zone:path", "moss", scenery="boards/path")
        self.dress_board("zone:realms", "stone")
        self.dress_board("zone:plateau", "stone", ornament="vines")
        self.dress_board("zone:hand", "leather", sunken=True)
        self.dress_board("zone:prompt", "felt", sunken=True)
        self.dress_board("zone:deck", "wood")
        self.dress_board("zone:river", "water")

    # --- sync -------------------------------------------------------------------------------
    def lay_out(self, view, animate: bool) -> None:
        self._sync_locations(view)
        self._sync_dice(view, animate)
        self._sync_path(view, animate)
        self._sync_realms(view)
        self._sync_plateau(view, animate)
        seat = self.session.viewer_seat
        hand = [(f"c{cid}", text.card_face(cid, False), f"hand:{cid}") for cid in view.hands[seat]]
        title = tr("{name}'s hand ({count}/6)").format(
            name=self.session.seat_name(seat), count=len(hand)
        )
        self.sync_hand(hand, title, animate)
        self._sync_cities(view, animate)
        self._sync_koto_expedition(view)
        self._sync_meeples(view, animate)
        self.sync_prompt(view, self.PROMPT_RECT.left() + 12)

    def exit_position(self) -> QPointF:
        """The deck: cards come from it and leave the table there."""
        return QPointF(DECK_RECT.left() + 11, DECK_RECT.top() + 12)

    def _sync_locations(self, view) -> None:
        columns = {"green": 0, "fountain": 0, "brown": 0}
        for index, loc_id in enumerate(LOCATIONS):
            if not in_play(index, self.place_count):
                continue
            kind = LOCATION_KIND[index]
            slot = columns[kind]
            columns[kind] += 1
            top = BOARD_RECT.top() + 10
            if kind == "green":
                x = 20 + (slot % 3) * 148
                y = top + (slot // 3) * 207
                w, h = 140, 200
            elif kind == "fountain":
                x = 585 + (slot % 2) * 148
                y = top + (slot // 2) * 138
                w, h = 140, 131
            else:
                x, y, w, h = 885, top + slot * 138, 145, 131
            key = f"loc:{loc_id}"
            name, caption = text.location_name(loc_id), text.location_caption(loc_id)
            panel, _ = self.ensure(
                key,
                lambda key=key, kind=kind, w=w, h=h, name=name, caption=caption: PanelItem(
                    key, QRectF(0, 0, w, h), LOCATION_FILL[kind], name, caption
                ),
            )
            panel.title_pixels = 16
            panel.icon = LOCATION_ICONS.get(loc_id)
            self.show_scenery(panel, f"places/{loc_id}")
            panel.setToolTip(
                tr("{name} ({kind} location): {caption}").format(
                    name=name, kind=tr(LOCATION_KINDS[kind]), caption=caption
                )
            )
            panel.drop_key = panel.click_key = key
            panel.setPos(x, y)

    def _sync_dice(self, view, animate: bool) -> None:
        for index, face_index in enumerate(view.dice):
            key = f"die:{index}"
            die, new = self.ensure(key, lambda key=key: DieItem(key, 64))
            die.click_key = key
            die.setPos(490, BOARD_RECT.top() + 48 + index * 92)
            face = text.die_face(face_index)
            if die.face != face:
                if animate and not new:
                    self._tumble(die, face, index)
                else:
                    die.set_face(face)

    def _tumble(self, die: DieItem, final, index: int) -> None:
        faces = [text.die_face(i) for i in range(len(T.die_faces))]

        def step(progress: float) -> None:
            die.set_face(faces[int(progress * 11 + index) % len(faces)])
            die.setRotation(360 * progress)
            die.setScale(1.0 + 0.18 * math.sin(math.pi * progress))  # it hops as it rolls

        def done() -> None:
            die.setRotation(0)
            die.setScale(1.0)
            die.set_face(final)

        self.animator.run(step, duration_ms=650, delay_ms=index * 60, on_done=done)

    # --- path -------------------------------------------------------------------------------
    def path_position(self, k: int) -> QPointF:
        return QPointF(PATH_RECT.left() + 20 + k * (PATH_STEP_W + 8), PATH_RECT.top() + 36)

    def _path_step_words(self, view, k: int) -> tuple[str, str, QColor]:
        """(title, caption, colour) of path step ``k`` (0: the start, last: the Lost City)."""
        steps = len(T.path_steps)
        if k == 0:
            return tr("Start"), "", QColor("#8c7a5e")
        if k <= steps:
            step = T.path_steps[k - 1]
            pay = tr("pay {amounts}").format(amounts=text.amounts(step.cost))
            return f"{k}. {season_name(step.season)}", pay, QColor("#a08a66")
        taken = set(view.lost_city_space)
        spaces = ", ".join(
            f"{points}{'*' if index in taken else ''}"
            for index, points in enumerate(T.lost_city_spaces)
        )
        caption = tr("{season}; pay {amounts}\nspaces: {spaces}").format(
            season=season_name(T.lost_city_season),
            amounts=text.amounts(T.lost_city_cost),
            spaces=spaces,
        )
        return tr("Lost City"), caption, QColor("#c9a227")

    def _sync_path(self, view, animate: bool) -> None:
        steps = len(T.path_steps)
        for k in range(steps + 2):
            key = f"path:{k}"
            pos = self.path_position(k)
            title, subtitle, fill = self._path_step_words(view, k)
            if 0 < k <= steps:
                self._sync_stacks(k, view.path_stacks[k - 1], pos)
            width = PATH_STEP_W * (1.6 if k == steps + 1 else 1)
            step, _ = self.ensure(
                key,
                lambda key=key, width=width, fill=fill: PanelItem(
                    key, QRectF(0, 0, width, 146), fill
                ),
            )
            step.title, step.subtitle = title, subtitle
            step.title_pixels = 16
            step.text_colour = theme.PARCHMENT
            self.show_scenery(step, f"path/{_path_art(k, steps)}")
            step.drop_key = step.click_key = key
            step.setToolTip(
                tr(
                    "{title}. {subtitle}. Drag your Archaeologist here to excavate (discard at"
                    " least 1 card; 1 artifact drawn per card, keep 1)."
                ).format(title=title, subtitle=subtitle)
                if k
                else tr("Every Archaeologist starts here.")
            )
            step.setPos(pos)
        for seat in range(self.place_count):
            key = f"a:{seat}"
            arch, new = self.ensure(
                key, lambda key=key, seat=seat: MeepleItem(key, WORKER_SPECIES[seat], seat, 34)
            )
            pos = self.path_position(view.path_pos[seat]) + QPointF(8 + seat * 26, 108)
            arch.drag_key = self.handle(f"arch:{seat}")
            arch.setToolTip(tr("{name}'s Archaeologist").format(name=self.session.seat_name(seat)))
            self.put(arch, pos, animate, new)

    def _sync_stacks(self, k: int, stacks: list[int], pos: QPointF) -> None:
        """The point-token stacks lying on step ``k``, as gold tokens with their values."""
        for index, value in enumerate(stacks):
            key = f"stack:{k}:{index}"
            token, _ = self.ensure(key, lambda key=key: TokenItem(key, "point", 0, 24))
            token.set_count(value)
            token.text_colour = theme.INK
            token.setToolTip(tr("a stack of {count} point tokens").format(count=value))
            token.setPos(pos + QPointF(8 + index * 36, 76))
            token.setZValue(2)

    # --- realms and the Plateau -------------------------------------------------------------
    def _sync_realms(self, view) -> None:
        for index, realm in enumerate(view.realm_row):
            key = f"realm:{realm}"
            card, _ = self.ensure(
                key,
                lambda key=key: PanelItem(
                    key, QRectF(0, 0, 176, 146), QColor("#1f6f5c"), border=theme.GOLD
                ),
            )
            card.title, card.subtitle = text.realm_name(realm), text.realm_text(realm)
            card.title_pixels = 17
            self.show_scenery(card, f"realms/{T.realms[realm].id}")
            card.click_key = key
            card.setToolTip(f"{card.title}: {card.subtitle}")
            card.setPos(REALM_RECT.left() + 12 + index * 184, REALM_RECT.top() + 36)
        deck = self._heap("realmdeck", 564, 118, theme.JUNGLE_DEEP, tr("Realm deck"))
        deck.subtitle = tr("{count} face down").format(count=len(view.realm_deck))
        self.show_scenery(deck, "backs/realm")
        deck.click_key = "realmdeck"
        deck.setToolTip(
            tr(
                "The Realm deck: at the Realm Gate you may draw its top card instead "
                "(a Realm: +1 city space and end-game points)"
            )
        )
        bag = self._heap("bag", 690, 90, QColor("#6d4c2f"), tr("Artifact bag"))
        bag.subtitle = tr("{count} inside").format(count=len(view.bag))
        self.show_scenery(bag, "misc/artifact_bag")

    def _heap(self, key: str, x: float, width: float, fill: QColor, title: str) -> PanelItem:
        heap, _ = self.ensure(key, lambda: PanelItem(key, QRectF(0, 0, width, 146), fill, title))
        heap.title_pixels = 16
        heap.setPos(REALM_RECT.left() + x, REALM_RECT.top() + 36)
        return heap

    def _sync_plateau(self, view, animate: bool) -> None:
        title = self.label("plateau_title", 20, theme.GOLD, PLATEAU_RECT.width() - 24)
        title.set_text(tr("The Plateau \u2014 drag a card into your city to play it"))
        title.setPos(PLATEAU_RECT.left() + 12, PLATEAU_RECT.top() + 4)
        for slot, cards in enumerate(view.plateau):
            if not cards:
                continue
            cid = cards[-1]
            item, _ = self.card(f"c{cid}", text.card_face(cid, False), CARD_W)
            item.set_face(text.card_face(cid, False))
            item.badge = f"x{len(cards)}" if len(cards) > 1 else ""
            item.drag_key = item.click_key = self.handle(f"plateau:{cid}")
            item.setZValue(5)
            left = PLATEAU_RECT.left() + 8 + slot * (CARD_W + CARD_GAP)
            self.put(item, QPointF(left, PLATEAU_RECT.top() + 36), animate, False)
        self._sync_deck(view)

    def _sync_deck(self, view) -> None:
        """The Jungle deck, the discard pile and (when it is face up) the deck's top card."""
        deck, _ = self.ensure(
            "deck", lambda: CardItem("deck", self.renderer, 108, None, tr("Jungle"))
        )
        deck.deck = "jungle"
        deck.badge = str(len(view.deck))
        top = view.deck[-1] if view.deck and view.deck[-1] != HIDDEN else None
        tip = tr("Deck: {count} cards").format(count=len(view.deck))
        if top is not None:
            tip += tr("; the top card is {card}").format(card=text.card_name(top))
        deck.setToolTip(tip)
        deck.setPos(self.exit_position())
        label = self.label("discard_label", 16, theme.PARCHMENT, DECK_RECT.width() - 20, False)
        label.set_lines(5)
        piles = tr("Deck: {deck}\nDiscard: {discard}").format(
            deck=len(view.deck), discard=len(view.discard)
        )
        if top is not None:
            piles += tr("\nTop of the deck: {card}").format(card=text.card_name(top))
        label.set_text(piles)
        label.setPos(DECK_RECT.left() + 10, DECK_RECT.top() + 172)

    # --- cities -----------------------------------------------------------------------------
    def tile_position(self, seat: int, index: int) -> QPointF:
        rect = self.city_rect(seat)
        columns = max(3, int((rect.width() - 20) // (TILE_W + 6)))
        row, column = divmod(index, columns)
        return QPointF(rect.left() + 10 + column * (TILE_W + 6), rect.top() + 132 + row * 44)

    def _sync_cities(self, view, animate: bool) -> None:
        scores = {b.seat: b.total for b in self.scores()}
        for seat in range(self.place_count):
            status = tr("finished") if view.passed[seat] else season_name(view.season[seat])
            score = points_text(scores.get(seat, 0))
            header = f"{self.seat_title(seat)} \u00b7 {status} \u00b7 {score}"
            details, whole = _city_details(view, seat)
            rect = self.sync_city_panel(seat, theme.player_style(seat).colour, header, details)
            self.by_key[f"city_info:{seat}"].setToolTip(whole)
            self._sync_city_cards(view, seat, animate)
            tokens = [
                (
                    "point" if kind == "points" else kind,
                    view.amount(seat, kind),
                    wording.resource_name(kind, 2),
                    None,
                )
                for kind in SUPPLY
            ]
            self.sync_supply(seat, tokens, rect.topLeft() + QPointF(10, 60), 60, 26, animate)
            hand = len(view.hands[seat])
            self.sync_hidden_hand(seat, hand, rect.topRight() + QPointF(-40, 8), 26)
            self._sync_artifacts(view, seat, rect)

    def _sync_city_cards(self, view, seat: int, animate: bool) -> None:
        rect = self.city_rect(seat)
        entry = QPointF(rect.right() - 60, rect.top() + 10)
        for index, cid in enumerate(view.cities[seat]):
            face = text.card_face(cid, view.upgraded[cid])
            item, new = self.card(f"c{cid}", face, self.HAND_CARD_W, entry, (TILE_W, TILE_H))
            self.show_face(item, face, animate and not new)
            beneath = len(view.beneath.get(cid, ()))
            capacity = face.capacity
            item.decorate(
                tags=[f"\u25bc{beneath}/{capacity}"] if capacity else [],
                tokens=["harp"] if view.harp_on[cid] else [],
                tucked=beneath,
            )
            item.click_key = item.drop_key = f"card:{cid}"
            item.setZValue(5)
            item.setToolTip(self._city_tooltip(view, cid))
            self.put(item, self.tile_position(seat, index), animate, new)
        free = range(len(view.cities[seat]), view.city_limit(seat))
        self.sync_slots(seat, free, (TILE_W, TILE_H), self.tile_position, _realm_space_title)

    def _city_tooltip(self, view, cid: int) -> str:
        colour = wording.colour_name(T.designs[T.card_design[cid]].color).lower()
        parts = [text.card_name(cid), colour]
        if view.upgraded[cid]:
            parts.append(tr("upgraded"))
        if view.harp_on[cid]:
            parts.append(tr("a Harp sits here"))
        beneath = view.beneath.get(cid, ())
        if beneath:
            names = ", ".join(text.card_name(c) for c in beneath)
            parts.append(tr("beneath: {cards}").format(cards=names))
        return " \u00b7 ".join(parts)

    def _sync_artifacts(self, view, seat: int, rect: QRectF) -> None:
        """Kept artifacts as medallions with their points, right of the reserve row."""
        kept = view.artifacts[seat]
        for index, artifact in enumerate(kept):
            key = f"artifact:{seat}:{artifact}"
            medal, _ = self.ensure(key, lambda key=key: MedallionItem(key, "artifact", 30))
            medal.label = str(text.artifact_points(artifact))
            medal.setToolTip(text.artifact_text(artifact))
            medal.setPos(rect.right() - 40 - (len(kept) - 1 - index) * 32, rect.top() + 92)

    def _sync_koto_expedition(self, view) -> None:
        """In a solo game, Professor Koto's last Expedition card lies face up in his area, on
        his reserve row (its zoom on hover says where it sends him in every season)."""
        if view.solo is None or not view.solo.expedition_discard:
            return
        card = view.solo.expedition_discard[-1]
        face = koto_card.expedition_face(card)
        rect = self.city_rect(KOTO)
        pos = QPointF(rect.left() + KOTO_CARD_LEFT, rect.top() + 90)
        item, new = self.card(
            f"koto_expedition:{card}", face, self.HAND_CARD_W, pos, (KOTO_CARD_W, TILE_H)
        )
        item.set_face(face)
        item.setToolTip(f"{face.tag}: {face.name}")
        item.setZValue(5)
        self.put(item, pos, False, new)

    # --- meeples ----------------------------------------------------------------------------
    def _places_of(self, view, seat: int, helper: bool) -> list[str]:
        places: list[str] = []
        counts = view.loc_helpers if helper else view.loc_workers
        for index, loc_id in enumerate(LOCATIONS):
            places += [f"loc:{loc_id}"] * counts[index][seat]
        for city_seat, city in enumerate(view.cities):
            for cid in city:
                own = view.owner_space[cid]
                if city_seat == seat and own == (SPACE_HELPER if helper else SPACE_WORKER):
                    places.append(f"card:{cid}")
                if not helper and view.community_space[cid] == seat:
                    places.append(f"card:{cid}")
        reserve = view.helpers[seat] if helper else view.workers[seat]
        return places + [_reserve(seat, helper)] * reserve

    def _sync_meeples(self, view, animate: bool) -> None:
        for seat in range(self.place_count):
            for helper in (False, True):
                kind = PieceKind(
                    make=partial(self._make_meeple, seat, helper),
                    dress=partial(self._dress_meeple, seat, helper),
                    position=partial(self._meeple_position, seat, helper),
                    origin=self.city_rect(seat).topLeft() + QPointF(300, 50),
                )
                places = self._places_of(view, seat, helper)
                self.sync_pieces(f"{'h' if helper else 'w'}:{seat}:", places, kind, animate)
                self._sync_reserve_count(seat, helper, places.count(_reserve(seat, helper)))

    def _make_meeple(self, seat: int, helper: bool, key: str) -> MeepleItem:
        species = (HELPER_SPECIES if helper else WORKER_SPECIES)[seat]
        return MeepleItem(key, species, seat, HELPER if helper else MEEPLE)

    def _dress_meeple(self, seat: int, helper: bool, item: MeepleItem, place: str) -> None:
        movable = place.startswith("reserve:") and self._seat_is_active_human(seat)
        item.drag_key = (f"helper:{seat}" if helper else f"worker:{seat}") if movable else None
        name = self.session.seat_name(seat)
        tip = tr("{name}'s Helper") if helper else tr("{name}'s Worker")
        item.setToolTip(tip.format(name=name))
        item.setScale(0.8 if place.startswith("card:") else 1.0)

    def _sync_reserve_count(self, seat: int, helper: bool, count: int) -> None:
        """A "×N" beside a reserve too large to lay out side by side."""
        key = f"reserve_count:{seat}:{'h' if helper else 'w'}"
        label = self.label(key, 18, theme.PARCHMENT, 60)
        label.set_text(f"\u00d7{count}" if count > RESERVE_SHOWN else "")
        size = HELPER if helper else MEEPLE
        last = self._meeple_position(seat, helper, _reserve(seat, helper), RESERVE_SHOWN - 1)
        label.setPos(last + QPointF(size + 4, size * 0.2))
        label.setZValue(40)

    def _meeple_position(self, seat: int, helper: bool, place: str, n: int) -> QPointF:
        if place.startswith("reserve:"):
            rect = self.city_rect(seat)
            base = QPointF(rect.left() + 12 + (200 if helper else 0), rect.top() + 93)
            shown = min(n, RESERVE_SHOWN - 1)  # the rest stack on the last one shown
            return base + QPointF(shown * (HELPER if helper else MEEPLE) * 1.1, 0)
        if place.startswith("card:"):
            return self._tile_of(int(place[5:])) + QPointF(-10 + n * 14, -4)  # on the cost strip
        item = self.by_key[place]
        rect = item.boundingRect()
        return item.pos() + QPointF(12 + (n % 4) * 33, rect.height() - 50 - (n // 4) * 30)

    def _tile_of(self, cid: int) -> QPointF:
        """Where a city card's tile lies (or is heading), from the view, not the item."""
        for owner, city in enumerate(self.view_state.cities):
            if cid in city:
                return self.tile_position(owner, city.index(cid))
        raise KeyError(f"card {cid} is in no city")

    def _seat_is_active_human(self, seat: int) -> bool:
        return self.can_act and seat == self.session.to_move()

    # --- the log and banners: engine events ---------------------------------------------------
    def handle_event(self, event) -> None:
        if event.kind == "season_changed":
            seat = event.params.get("seat", 0)
            name = self.session.seat_name(seat) if seat < len(self.session.seats) else ""
            self.show_banner(f"{name}: {season_name(event.params.get('season', 0))}")
        elif event.kind == "game_over":
            self.show_banner(tr("The game is over"))
        elif event.kind == "card_activated":
            item = self.by_key.get(f"c{event.params.get('card')}")
            if item is not None:
                self.pulse(item)

    # --- actions <-> items ------------------------------------------------------------------
    def drop_keys(self, action: Action) -> set[str]:
        """A card played with a Harp may also be dropped anywhere on the player's city."""
        keys = super().drop_keys(action)
        if action.kind == "play_card":
            keys.add(f"city:{self.session.to_move()}")
        return keys

    def click_keys(self, action: Action) -> set[str]:
        """Identical River Market dice are one choice: the engine offers the first of them,
        and a click on any of them means it."""
        keys = super().click_keys(action)
        pick = action.get("pick")
        if action.kind in DIE_PICK_KINDS and isinstance(pick, int):
            dice = self.view_state.dice
            keys |= {f"die:{index}" for index, face in enumerate(dice) if face == dice[pick]}
        return keys

    def answer_key(self, action: Action) -> str | None:
        pick = action.get("pick")
        view = self.view_state
        if action.kind in CARD_PICK_VERBS and isinstance(pick, int):
            if any(pick in city for city in view.cities):
                return f"card:{pick}"
            if any(slot and slot[-1] == pick for slot in view.plateau):
                return f"plateau:{pick}"
            return f"hand:{pick}"
        if action.kind in DIE_PICK_KINDS and isinstance(pick, int):
            return f"die:{pick}"
        if action.kind == "realm":
            return "realmdeck" if pick == "deck" else f"realm:{pick}"
        return None


def _path_art(k: int, steps: int) -> str:
    """The picture of path step ``k`` (0: the camp at the start, last: the Lost City)."""
    return "start" if k == 0 else str(k) if k <= steps else "lost_city"


def _reserve(seat: int, helper: bool) -> str:
    return f"reserve:{seat}:{'h' if helper else 'w'}"


def _city_details(view, seat: int) -> tuple[str, str]:
    """A city's details line (its size, its Realms and the names of its kept Artifacts) and
    the line's tooltip, which says each Realm and Artifact whole."""
    realms, kept = view.realms[seat], view.artifacts[seat]
    city = tr("City {count}/{limit}").format(
        count=len(view.cities[seat]), limit=view.city_limit(seat)
    )
    names = ", ".join(text.realm_name(r) for r in realms) or tr("no realms")
    details = f"{city} \u00b7 {names}"
    if kept:
        artifacts = ", ".join(text.artifact_name(a) for a in kept)
        details += " \u00b7 " + tr("Artifacts: {names}").format(names=artifacts)
    lines = [f"{text.realm_name(r)} ({text.realm_text(r)})" for r in realms] or [
        tr("No realms yet")
    ]
    return details, "\n".join(lines + [text.artifact_text(a) for a in kept])


def _realm_space_title(index: int) -> str:
    return tr("Realm space") if index >= 12 else ""

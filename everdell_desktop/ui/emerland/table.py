"""The Emerland table: board, River Market, Realms, Plateau, Lost City path, cities and hands.

Items carry ids (``c<cid>`` for a card wherever it lies, ``loc:<id>`` for a location ...) and are
laid out from the session's view on every sync. Drags and clicks become actions only by matching
the engine's legal actions (:meth:`action_keys` says which items an action is about); no rule is
decided here.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from everdell_desktop.core import Action
from everdell_desktop.games.emerland.board import LOCATION_KIND, LOCATIONS, in_play
from everdell_desktop.games.emerland.data import COLORS, SEASONS, SUPPLY, tables
from everdell_desktop.games.emerland.rules import CARD_PICK_VERBS, DIE_PICK_KINDS
from everdell_desktop.games.emerland.state import HIDDEN

from .. import theme
from ..items import (
    CardItem,
    DieItem,
    LabelItem,
    MedallionItem,
    MeepleItem,
    PanelItem,
    TableItem,
    TokenItem,
)
from ..table import TableScene, assign_places
from . import text

T = tables()
WIDTH, HEIGHT = 2000.0, 1340.0
WORKER_SPECIES = ("capybara", "frog", "chameleon", "monkey")
HELPER_SPECIES = ("beetle", "caterpillar", "dragonfly", "ant")
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
MAX_OPTION_BUTTONS = 12
COUNT_DELAY_MS = 250  # supplies count up once the meeple or card that paid has arrived
MEEPLE = 34.0
HELPER = 28.0
RESERVE_SHOWN = 5  # meeples side by side in a city's reserve; more stack, with a count
HAND_W = 142
PLATEAU_W = 142
TILE_W, TILE_H = 152, 40
PATH_STEP_W = 118.0

# bands of the layout
PATH_RECT = QRectF(10, 10, 1180, 240)
REALM_RECT = QRectF(1200, 10, 790, 240)
BOARD_RECT = QRectF(10, 260, 1030, 430)
PLATEAU_RECT = QRectF(1050, 260, 940, 430)
HAND_RECT = QRectF(10, 700, 1030, 240)
PROMPT_RECT = QRectF(1050, 700, 940, 240)
CITY_TOP = 950.0


def season_name(index: int) -> str:
    return SEASONS[index].capitalize()


class EmerlandTable(TableScene):
    def __init__(self, session, animator, renderer) -> None:
        super().__init__(session, animator, renderer)
        self.setSceneRect(QRectF(0, 0, WIDTH, HEIGHT))
        self.players = len(session.state.cities)  # a solo bot's city included
        self._meeple_places: dict[str, str] = {}
        self.view_state = None
        self._viewer = session.viewer_seat
        self._build_static()

    # --- static furniture -------------------------------------------------------------------
    def _panel(self, key: str, rect: QRectF, fill: QColor, title: str, subtitle: str = ""):
        item, _ = self.ensure(
            key,
            lambda: PanelItem(
                key, QRectF(0, 0, rect.width(), rect.height()), fill, title, subtitle
            ),
        )
        item.setPos(rect.topLeft())
        item.setZValue(-10)
        return item

    def _build_static(self) -> None:
        self.begin_sync()
        self._panel("zone:path", PATH_RECT, QColor("#6b5a43"), "Path to the Lost City")
        self._panel("zone:realms", REALM_RECT, QColor("#3d6b4f"), "Realms and artifacts")
        board = self._panel("zone:board", BOARD_RECT, QColor("#24583f"), "")
        board.setZValue(-20)
        self._panel("zone:plateau", PLATEAU_RECT, QColor("#5b7d3a"), "The Plateau")
        self._panel("zone:hand", HAND_RECT, QColor("#27493a"), "")
        self._panel("zone:prompt", PROMPT_RECT, QColor("#27493a"), "")
        river = self._panel("zone:river", QRectF(470, 270, 105, 410), theme.RIVER, "River")
        river.setZValue(-15)
        self._static_keys = set(self._touched)

    # --- sync -------------------------------------------------------------------------------
    def sync(self, animate: bool) -> None:
        if self.session.viewer_seat != self._viewer:
            # another player took the screen: their hand is laid out, not dealt from the deck
            self._viewer = self.session.viewer_seat
            animate = False
        view = self.session.view()
        self.view_state = view
        self.begin_sync()
        self._touched |= self._static_keys
        self._sync_locations(view)
        self._sync_dice(view, animate)
        self._sync_path(view, animate)
        self._sync_realms(view)
        self._sync_plateau(view, animate)
        self._sync_hand(view, animate)
        self._sync_cities(view, animate)
        self._sync_meeples(view, animate)
        self._sync_buttons_and_prompt(view)
        self._mark_choices()
        self.end_sync(self.deck_position() if animate else None)

    def _sync_locations(self, view) -> None:
        columns = {"green": 0, "fountain": 0, "brown": 0}
        for index, loc_id in enumerate(LOCATIONS):
            if not in_play(index, self.players):
                continue
            kind = LOCATION_KIND[index]
            slot = columns[kind]
            columns[kind] += 1
            if kind == "green":
                x = 20 + (slot % 3) * 148
                y = 275 + (slot // 3) * 205
                w, h = 140, 195
            elif kind == "fountain":
                x = 585 + (slot % 2) * 148
                y = 275 + (slot // 2) * 138
                w, h = 140, 128
            else:
                x, y, w, h = 885, 275 + slot * 138, 145, 128
            key = f"loc:{loc_id}"
            panel, _ = self.ensure(
                key,
                lambda key=key, loc_id=loc_id, kind=kind, w=w, h=h: PanelItem(
                    key,
                    QRectF(0, 0, w, h),
                    LOCATION_FILL[kind],
                    text.location_name(loc_id),
                    text.location_caption(loc_id),
                ),
            )
            panel.title_pixels = 16
            panel.icon = LOCATION_ICONS.get(loc_id)
            name = text.location_name(loc_id)
            panel.setToolTip(f"{name} ({kind} location): {text.location_caption(loc_id)}")
            panel.drop_key = panel.click_key = key
            panel.setPos(x, y)

    def _sync_dice(self, view, animate: bool) -> None:
        for index, face_index in enumerate(view.dice):
            key = f"die:{index}"
            die, new = self.ensure(key, lambda key=key: DieItem(key, 64))
            die.click_key = key
            die.setPos(490, 310 + index * 92)
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

        def done() -> None:
            die.setRotation(0)
            die.set_face(final)

        self.animator.run(step, duration_ms=650, delay_ms=index * 60, on_done=done)

    # --- path -------------------------------------------------------------------------------
    def path_position(self, k: int) -> QPointF:
        return QPointF(PATH_RECT.left() + 20 + k * (PATH_STEP_W + 8), PATH_RECT.top() + 40)

    def _sync_path(self, view, animate: bool) -> None:
        steps = len(T.path_steps)
        for k in range(steps + 2):
            key = f"path:{k}"
            pos = self.path_position(k)
            if k == 0:
                title, subtitle, fill = "Start", "", QColor("#8c7a5e")
            elif k <= steps:
                season, cost, _stacks = T.path_steps[k - 1]
                stacks = view.path_stacks[k - 1]
                title = f"{k}. {season_name(season)}"
                subtitle = f"pay {text.amounts(cost)}"
                fill = QColor("#a08a66")
                self._sync_stacks(k, stacks, pos)
            else:
                title = "Lost City"
                spaces = ", ".join(
                    f"{p}{'*' if taken else ''}"
                    for p, taken in zip(
                        T.lost_city_spaces, self._taken_city_spaces(view), strict=True
                    )
                )
                subtitle = (
                    f"{season_name(T.lost_city_season)}; pay "
                    f"{text.amounts(T.lost_city_cost)}\nspaces: {spaces}"
                )
                fill = QColor("#c9a227")
            width = PATH_STEP_W * (1.6 if k == steps + 1 else 1)
            step, _ = self.ensure(
                key,
                lambda key=key, width=width, fill=fill: PanelItem(
                    key, QRectF(0, 0, width, 185), fill, "", ""
                ),
            )
            step.title, step.subtitle = title, subtitle
            step.title_pixels = 14
            step.text_colour = theme.INK
            step.drop_key = step.click_key = key
            step.setToolTip(
                f"{title}. {subtitle}. Drag your Archaeologist here to excavate (discard at"
                " least 1 card; 1 artifact drawn per card, keep 1)."
                if k
                else "Every Archaeologist starts here."
            )
            step.setPos(pos)
            step.update()
        for seat in range(self.players):
            key = f"a:{seat}"
            arch, new = self.ensure(
                key, lambda key=key, seat=seat: MeepleItem(key, WORKER_SPECIES[seat], seat, 34)
            )
            pos = self.path_position(view.path_pos[seat]) + QPointF(8 + seat * 26, 130)
            arch.drag_key = f"arch:{seat}"
            arch.setToolTip(f"{self.session.seat_name(seat)}'s Archaeologist")
            self.put(arch, pos, animate, new)

    def _sync_stacks(self, k: int, stacks: list[int], pos: QPointF) -> None:
        """The point-token stacks lying on step ``k``, as gold tokens with their values."""
        for index, value in enumerate(stacks):
            key = f"stack:{k}:{index}"
            token, _ = self.ensure(key, lambda key=key: TokenItem(key, "point", 0, 24))
            token.set_count(value)
            token.text_colour = theme.INK
            token.setToolTip(f"a stack of {value} point tokens")
            token.setPos(pos + QPointF(8 + index * 36, 82))
            token.setZValue(2)

    def _taken_city_spaces(self, view) -> list[bool]:
        taken = set(view.lost_city_space)
        return [index in taken for index in range(len(T.lost_city_spaces))]

    # --- realms, plateau, hand --------------------------------------------------------------
    def _sync_realms(self, view) -> None:
        for index, realm in enumerate(view.realm_row):
            key = f"realm:{realm}"
            card, _ = self.ensure(
                key,
                lambda key=key: PanelItem(
                    key, QRectF(0, 0, 170, 120), QColor("#1f6f5c"), "", "", border=theme.GOLD
                ),
            )
            card.title, card.subtitle = text.realm_name(realm), text.realm_text(realm)
            card.click_key = key
            card.setToolTip(f"{card.title}: {card.subtitle}")
            card.setPos(REALM_RECT.left() + 15 + index * 182, REALM_RECT.top() + 40)
        deck, _ = self.ensure(
            "realmdeck",
            lambda: PanelItem(
                "realmdeck", QRectF(0, 0, 130, 120), theme.JUNGLE_DEEP, "Realm deck", ""
            ),
        )
        deck.subtitle = f"{len(view.realm_deck)} face down"
        deck.click_key = "realmdeck"
        deck.setToolTip("The Realm deck: at the Realm location you may draw its top card instead")
        deck.setPos(REALM_RECT.left() + 565, REALM_RECT.top() + 40)
        bag, _ = self.ensure(
            "bag",
            lambda: PanelItem("bag", QRectF(0, 0, 90, 120), QColor("#6d4c2f"), "Artifact bag", ""),
        )
        bag.subtitle = f"{len(view.bag)} inside"
        bag.setPos(REALM_RECT.left() + 700, REALM_RECT.top() + 40)
        info, _ = self.ensure(
            "realm_info", lambda: LabelItem("realm_info", "", 15, theme.PARCHMENT, 760, bold=False)
        )
        info.set_text("Realm Gate: pay 2 emeralds for a Realm (+1 city space, end-game points)")
        info.setPos(REALM_RECT.left() + 15, REALM_RECT.top() + 175)

    def _card_item(self, cid: int, animate_from: QPointF | None):
        key = f"c{cid}"

        def make() -> CardItem:
            item = CardItem(key, self.renderer, HAND_W, text.card_face(cid, False))
            if animate_from is not None:
                item.setPos(animate_from)
            return item

        return self.ensure(key, make)

    def deck_position(self) -> QPointF:
        return QPointF(PLATEAU_RECT.left() + 14, PLATEAU_RECT.top() + 262)

    def _sync_plateau(self, view, animate: bool) -> None:
        for slot, cards in enumerate(view.plateau):
            if not cards:
                continue
            cid = cards[-1]
            item, new = self._card_item(cid, self.deck_position())
            self._show_card(item, cid, False, PLATEAU_W, None, animate and not new)
            item.badge = f"x{len(cards)}" if len(cards) > 1 else ""
            item.drag_key = item.click_key = f"plateau:{cid}"
            item.drop_key = None
            item.setZValue(5)
            self.put(
                item,
                QPointF(PLATEAU_RECT.left() + 14 + slot * 153, PLATEAU_RECT.top() + 40),
                animate,
                False,
            )
        deck, _ = self.ensure("deck", lambda: CardItem("deck", self.renderer, 108, None, "Jungle"))
        deck.badge = str(len(view.deck))
        top = view.deck[-1] if view.deck and view.deck[-1] != HIDDEN else None
        deck.setToolTip(
            f"Deck: {len(view.deck)} cards"
            + (f"; the top card is {text.card_name(top)}" if top is not None else "")
        )
        deck.setPos(self.deck_position())
        label, _ = self.ensure(
            "discard_label",
            lambda: LabelItem("discard_label", "", 18, theme.PARCHMENT, 780, bold=False),
        )
        top_text = f"   Top of the deck: {text.card_name(top)}" if top is not None else ""
        label.set_text(f"Discard pile: {len(view.discard)} cards{top_text}")
        label.setPos(PLATEAU_RECT.left() + 140, PLATEAU_RECT.top() + 270)
        hint, _ = self.ensure(
            "plateau_hint",
            lambda: LabelItem("plateau_hint", "", 16, theme.PARCHMENT, 780, bold=False),
        )
        hint.set_text("Drag a card into your city to play it; duplicates stack (x2).")
        hint.setPos(PLATEAU_RECT.left() + 140, PLATEAU_RECT.top() + 300)

    def _show_card(self, item: CardItem, cid: int, upgraded: bool, width: int, tile, animate):
        face = text.card_face(cid, upgraded)
        item.set_width(width)
        item.set_tile(tile)
        if item.face is not None and item.face.upgraded != upgraded and animate:
            self.animator.flip(item, lambda: item.set_face(face))
        else:
            item.set_face(face)

    def _sync_hand(self, view, animate: bool) -> None:
        seat = self.session.viewer_seat
        name = self.session.seat_name(seat)
        title, _ = self.ensure(
            "hand_title", lambda: LabelItem("hand_title", "", 20, theme.GOLD, 700)
        )
        title.set_text(f"{name}'s hand ({len(view.hands[seat])}/6)")
        title.setPos(HAND_RECT.left() + 12, HAND_RECT.top() + 4)
        for index, cid in enumerate(view.hands[seat]):
            item, _ = self._card_item(cid, self.deck_position())
            self._show_card(item, cid, False, HAND_W, None, False)
            item.badge = ""
            item.tokens = []
            item.tucked = 0
            item.drag_key = item.click_key = f"hand:{cid}"
            item.drop_key = None
            item.setZValue(10 + index)
            self.put(
                item,
                QPointF(HAND_RECT.left() + 12 + index * (HAND_W + 28), HAND_RECT.top() + 36),
                animate,
                False,
            )

    # --- cities -----------------------------------------------------------------------------
    def city_rect(self, seat: int) -> QRectF:
        width = (WIDTH - 20) / self.players
        return QRectF(10 + seat * width, CITY_TOP, width - 10, HEIGHT - CITY_TOP - 10)

    def tile_position(self, seat: int, index: int) -> QPointF:
        rect = self.city_rect(seat)
        columns = max(3, int((rect.width() - 20) // (TILE_W + 6)))
        row, column = divmod(index, columns)
        return QPointF(rect.left() + 10 + column * (TILE_W + 6), rect.top() + 124 + row * 44)

    def _sync_cities(self, view, animate: bool) -> None:
        scores = {b.seat: b.total for b in self.session.scores()}
        for seat in range(self.players):
            rect = self.city_rect(seat)
            style = theme.player_style(seat)
            key = f"city:{seat}"
            panel, _ = self.ensure(
                key,
                lambda key=key, rect=rect: PanelItem(
                    key, QRectF(0, 0, rect.width(), rect.height()), QColor("#1b4434")
                ),
            )
            panel.setPos(rect.topLeft())
            panel.setZValue(-10)
            panel.drop_key = key
            current = view.to_move() == seat
            panel.border = theme.GOLD if current else style.colour.darker(130)
            panel.update()
            self._sync_city_header(view, seat, rect, scores.get(seat, 0))
            self._sync_city_cards(view, seat, animate)
            self._sync_supply(view, seat, rect, animate)
            self._sync_hidden_hand(view, seat, rect)
            self._sync_artifacts(view, seat, rect)

    def _sync_city_header(self, view, seat: int, rect: QRectF, score: int) -> None:
        name, _ = self.ensure(
            f"city_name:{seat}",
            lambda seat=seat: LabelItem(
                f"city_name:{seat}", "", 19, theme.player_style(seat).colour, 480
            ),
        )
        status = "finished" if view.passed[seat] else season_name(view.season[seat])
        who = self.session.seat_name(seat)
        if seat < len(self.session.seats) and not self.session.is_human(seat):
            who += " (AI)"
        name.set_text(f"{who} \u00b7 {status} \u00b7 {score} pts")
        name.width = rect.width() - 20
        name.setPos(rect.left() + 10, rect.top() + 4)
        details, _ = self.ensure(
            f"city_info:{seat}",
            lambda seat=seat: LabelItem(
                f"city_info:{seat}", "", 14, theme.PARCHMENT, 480, bold=False
            ),
        )
        realms = view.realms[seat]
        owned = ", ".join(f"{text.realm_name(r)} ({text.realm_text(r)})" for r in realms)
        details.set_text(
            f"City {len(view.cities[seat])}/{view.city_limit(seat)} \u00b7 "
            + (", ".join(text.realm_name(r) for r in realms) or "no realms")
        )
        details.setToolTip(owned or "No realms yet")
        details.width = rect.width() - 20
        details.setPos(rect.left() + 10, rect.top() + 32)

    def _sync_city_cards(self, view, seat: int, animate: bool) -> None:
        rect = self.city_rect(seat)
        entry = QPointF(rect.right() - 60, rect.top() + 10)
        for index, cid in enumerate(view.cities[seat]):
            item, new = self._card_item(cid, entry)
            upgraded = view.upgraded[cid]
            self._show_card(item, cid, upgraded, HAND_W, (TILE_W, TILE_H), animate and not new)
            beneath = len(view.beneath.get(cid, ()))
            capacity = item.face.capacity
            item.badge = f"\u25bc{beneath}/{capacity}" if capacity else ""
            item.tucked = beneath
            item.tokens = ["harp"] if view.harp_on[cid] else []
            item.drag_key = None
            item.click_key = item.drop_key = f"card:{cid}"
            item.setZValue(5)
            item.setToolTip(self._city_tooltip(view, cid))
            self.put(item, self.tile_position(seat, index), animate, new)
        for index in range(len(view.cities[seat]), view.city_limit(seat)):
            key = f"slot:{seat}:{index}"
            slot, _ = self.ensure(
                key,
                lambda key=key: PanelItem(
                    key,
                    QRectF(0, 0, TILE_W, TILE_H),
                    QColor(255, 255, 255, 18),
                    radius=7,
                    border=QColor(255, 255, 255, 60),
                ),
            )
            slot.dashed = True
            slot.title = "Realm space" if index >= 12 else ""
            slot.title_pixels = 12
            slot.setPos(self.tile_position(seat, index))
            slot.setZValue(-5)

    def _city_tooltip(self, view, cid: int) -> str:
        parts = [text.card_name(cid), COLORS[T.designs[T.card_design[cid]].color]]
        if view.upgraded[cid]:
            parts.append("upgraded")
        if view.harp_on[cid]:
            parts.append("a Harp sits here")
        beneath = view.beneath.get(cid, ())
        if beneath:
            parts.append("beneath: " + ", ".join(text.card_name(c) for c in beneath))
        return " \u00b7 ".join(parts)

    def _sync_supply(self, view, seat: int, rect: QRectF, animate: bool) -> None:
        for index, kind in enumerate(SUPPLY):
            key = f"sup:{seat}:{index}"
            icon = "point" if kind == "points" else kind
            token, new = self.ensure(key, lambda key=key, icon=icon: TokenItem(key, icon, 0, 22))
            value = view.supply[seat][index]
            if animate and not new and token.get_count() != value:
                self.animator.count(
                    token.set_count, token.get_count(), value, delay_ms=COUNT_DELAY_MS
                )
            else:
                token.set_count(value)
            token.setToolTip(kind)
            token.setPos(rect.left() + 10 + index * 50, rect.top() + 60)

    def _sync_artifacts(self, view, seat: int, rect: QRectF) -> None:
        """Kept artifacts as medallions with their points, right of the reserve row."""
        kept = view.artifacts[seat]
        for index, artifact in enumerate(kept):
            key = f"artifact:{seat}:{artifact}"
            medal, _ = self.ensure(key, lambda key=key: MedallionItem(key, "artifact", 30))
            medal.label = str(text.artifact_points(artifact))
            medal.setToolTip(text.artifact_text(artifact))
            medal.setPos(rect.right() - 40 - (len(kept) - 1 - index) * 32, rect.top() + 86)

    def _sync_hidden_hand(self, view, seat: int, rect: QRectF) -> None:
        """Another player's hand: its cards face down, fanned in the city's corner."""
        if seat == self.session.viewer_seat:
            return
        hand = view.hands[seat]
        for index in range(len(hand)):
            key = f"back:{seat}:{index}"
            back, _ = self.ensure(key, lambda key=key: CardItem(key, self.renderer, 26, None, ""))
            back.setPos(rect.right() - 40 - (len(hand) - 1 - index) * 12, rect.top() + 8)
            back.setRotation((index - (len(hand) - 1) / 2) * 6)
            back.setZValue(3 + index)
            back.setToolTip(f"{len(hand)} cards in hand (hidden)")

    # --- meeples ----------------------------------------------------------------------------
    def _places_of(self, view, seat: int, helper: bool) -> list[str]:
        places: list[str] = []
        counts = view.loc_helpers if helper else view.loc_workers
        for index, loc_id in enumerate(LOCATIONS):
            places += [f"loc:{loc_id}"] * counts[index][seat]
        for city_seat, city in enumerate(view.cities):
            for cid in city:
                own = view.owner_space[cid]
                if city_seat == seat and own == (1 if helper else 0):
                    places.append(f"card:{cid}")
                if not helper and view.community_space[cid] == seat:
                    places.append(f"card:{cid}")
        places += ["reserve"] * (view.helpers[seat] if helper else view.workers[seat])
        return places

    def _sync_meeples(self, view, animate: bool) -> None:
        crowd: dict[str, int] = {}
        for seat in range(self.players):
            for helper in (False, True):
                prefix = f"{'h' if helper else 'w'}:{seat}:"
                places = self._places_of(view, seat, helper)
                assignment = assign_places(self._meeple_places, prefix, places)
                for key, place in sorted(assignment.items()):
                    self._place_meeple(seat, helper, key, place, crowd, animate)
                self._sync_reserve_count(seat, helper, places.count("reserve"))

    def _sync_reserve_count(self, seat: int, helper: bool, count: int) -> None:
        """A "×N" beside a reserve too large to lay out side by side."""
        key = f"reserve_count:{seat}:{'h' if helper else 'w'}"
        label, _ = self.ensure(key, lambda: LabelItem(key, "", 18, theme.PARCHMENT, 60))
        label.set_text(f"\u00d7{count}" if count > RESERVE_SHOWN else "")
        size = HELPER if helper else MEEPLE
        last = self._meeple_position(seat, helper, "reserve", RESERVE_SHOWN - 1)
        label.setPos(last + QPointF(size + 4, size * 0.2))
        label.setZValue(40)

    def _place_meeple(self, seat, helper, key, place, crowd, animate) -> None:
        species = (HELPER_SPECIES if helper else WORKER_SPECIES)[seat]
        size = HELPER if helper else MEEPLE
        item, new = self.ensure(key, lambda: MeepleItem(key, species, seat, size))
        movable = place == "reserve" and self._seat_is_active_human(seat)
        item.drag_key = (f"helper:{seat}" if helper else f"worker:{seat}") if movable else None
        item.click_key = None
        item.setToolTip(f"{self.session.seat_name(seat)}'s {'Helper' if helper else 'Worker'}")
        n = crowd.get(place if place != "reserve" else f"reserve:{seat}:{helper}", 0)
        crowd[place if place != "reserve" else f"reserve:{seat}:{helper}"] = n + 1
        pos = self._meeple_position(seat, helper, place, n)
        item.setScale(0.8 if place.startswith("card:") else 1.0)
        if new:
            item.setPos(self.city_rect(seat).topLeft() + QPointF(300, 50))
        self.put(item, pos, animate, False)

    def _meeple_position(self, seat: int, helper: bool, place: str, n: int) -> QPointF:
        if place == "reserve":
            rect = self.city_rect(seat)
            base = QPointF(rect.left() + 12 + (200 if helper else 0), rect.top() + 88)
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
        return seat == self.session.to_move() and self.session.is_human(seat)

    # --- buttons and prompts ----------------------------------------------------------------
    def _sync_buttons_and_prompt(self, view) -> None:
        for index, (key, label) in enumerate(
            (("button:prepare", "Prepare for season"), ("button:pass", "Finish (pass)"))
        ):
            button, _ = self.ensure(
                key,
                lambda key=key, label=label: PanelItem(
                    key, QRectF(0, 0, 170, 52), QColor("#b5651d"), label
                ),
            )
            button.click_key = key
            enabled = bool(self.click_actions(key))
            button.setOpacity(1.0 if enabled else 0.35)
            button.setPos(PROMPT_RECT.right() - 370 + index * 182, PROMPT_RECT.top() + 8)
        question, _ = self.ensure(
            "prompt_text", lambda: LabelItem("prompt_text", "", 19, theme.GOLD, 560)
        )
        question.setPos(PROMPT_RECT.left() + 12, PROMPT_RECT.top() + 6)
        question.set_text(self.question())
        answers = self.legal() if view.pending else []
        for index, action in enumerate(answers[:MAX_OPTION_BUTTONS]):
            key = f"opt:{index}"
            button, _ = self.ensure(
                key, lambda key=key: PanelItem(key, QRectF(0, 0, 295, 44), theme.RIVER, "")
            )
            button.title = self.session.describe(action)
            button.title_pixels = 14
            button.click_key = f"option:{action.encode()}"
            row, column = divmod(index, 3)
            button.setPos(PROMPT_RECT.left() + 12 + column * 305, PROMPT_RECT.top() + 70 + row * 50)
            button.update()

    def question(self) -> str:
        view = self.view_state or self.session.view()
        seat = view.to_move()
        if seat is None:
            return "The game is over."
        name = self.session.seat_name(seat)
        if not self.session.is_human(seat):
            return f"{name} (AI) is playing\u2026"
        if view.pending:
            prompt = view.pending[-1]
            asked = text.PROMPT_QUESTIONS.get(prompt.kind, prompt.kind.replace("_", " "))
            more = len(self.legal()) > MAX_OPTION_BUTTONS
            return f"{name}: {asked}" + (" (all choices are in the Moves list)" if more else "")
        return f"{name}: your turn. Drag a Worker, a Helper or a card, or click."

    def _mark_choices(self) -> None:
        """While a prompt waits for a human, the items that answer it are lit up."""
        pending = bool(self.view_state.pending) and bool(self.legal())
        for item in self.by_key.values():
            if item.click_key and not item.click_key.startswith("option:"):
                level = 1 if pending and self.click_actions(item.click_key) else 0
                item.set_highlight(level)

    def describe_event(self, event, names: list[str]) -> str | None:
        """Log lines for the events that no action label already tells."""
        params = event.params
        who = names[params["seat"]] if isinstance(params.get("seat"), int) else ""
        if event.kind == "season_changed":
            return f"{who} prepares for {season_name(params.get('season', 0))}."
        if event.kind == "dice_rolled":
            faces = [text.amounts(T.die_faces[f]) for f in params.get("faces", [])]
            return "The River Market dice are rolled: " + " | ".join(faces) + "."
        if event.kind == "artifacts_drawn":
            drawn = ", ".join(text.artifact_name(a) for a in params.get("artifacts", []))
            return f"{who} draws artifacts: {drawn}."
        if event.kind == "realm_gained":
            return f"{who} gains the Realm {text.realm_name(params.get('realm', 0))}."
        if event.kind == "card_upgraded":
            return f"{who} upgrades {text.card_name(params.get('card', 0))}."
        if event.kind == "passed":
            return f"{who} has finished the game."
        return None

    def handle_event(self, event) -> None:
        if event.kind == "season_changed":
            seat = event.params.get("seat", 0)
            name = self.session.seat_name(seat) if seat < len(self.session.seats) else ""
            self.show_banner(f"{name}: {season_name(event.params.get('season', 0))}")
        elif event.kind == "game_over":
            self.show_banner("The game is over")
        elif event.kind == "card_activated":
            item = self.by_key.get(f"c{event.params.get('card')}")
            if item is not None:
                self.pulse(item)

    def pulse(self, item: TableItem) -> None:
        """Blink an item's ring a few times (a card whose ability is being used)."""

        def step(progress: float) -> None:
            item.set_highlight(2 if int(progress * 6) % 2 == 0 else 0)

        self.animator.run(step, duration_ms=540, on_done=lambda: item.set_highlight(0))

    # --- actions <-> items ------------------------------------------------------------------
    def action_keys(self, action: Action) -> tuple[str | None, str | None]:
        """(what is dragged, where it is dropped) for a turn action; (None, key) for a click."""
        seat = self.session.to_move()
        kind = action.kind
        if kind in ("place_worker", "place_helper"):
            mover = f"{'worker' if kind == 'place_worker' else 'helper'}:{seat}"
            loc = action["loc"]
            if loc.startswith(("card.", "community.")):
                return mover, f"card:{loc.split('.', 1)[1]}"
            return mover, f"loc:{loc}"
        if kind == "play_card":
            cid, harp = action["card"], action["harp"]
            zone = "hand" if cid in self.view_state.hands[seat] else "plateau"
            return f"{zone}:{cid}", (f"card:{harp}" if harp >= 0 else f"city:{seat}")
        if kind == "use_artisan":
            return f"hand:{action['discard']}", f"card:{action['card']}"
        if kind == "excavate":
            return f"arch:{seat}", f"path:{self.view_state.path_pos[seat] + 1}"
        if kind in ("prepare", "pass"):
            return None, f"button:{kind}"
        return None, self._answer_key(action)

    def _answer_key(self, action: Action) -> str | None:
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

    def drop_actions(self, drag_key: str, drop_key: str) -> list[Action]:
        matches = []
        for action in self.legal():
            drag, drop = self.action_keys(action)
            if drag != drag_key:
                continue
            harp_play = action.kind == "play_card" and drop_key.startswith("city:")
            if drop == drop_key or (harp_play and drop_key == f"city:{self.session.to_move()}"):
                matches.append(action)
        return matches

    def click_actions(self, click_key: str) -> list[Action]:
        if click_key.startswith("option:"):
            wanted = click_key[len("option:") :]
            return [a for a in self.legal() if a.encode() == wanted]
        return [a for a in self.legal() if click_key in self.action_keys(a)]

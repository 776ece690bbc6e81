"""The Discovery cards: entering a player's area, their When Played abilities, their
locations (a worker spot kind), the cards they hold (played later from beneath an
Archeologist or a Trail Guide, or from beside a Stormvale) and the Forager.

Discovery cards lie beside the city: they are not city cards (no colour, no space, nothing
counts them but their own scoring) and their abilities are card-playing abilities that never
combine with the Innkeeper or the Crane (rulings.md).
"""

from __future__ import annotations

from collections.abc import Callable

from everdell_desktop.core import Action, Event
from everdell_desktop.core import events as ev
from everdell_desktop.core.kernel import DONE, Task

from .. import engine, play
from ..data import RESOURCES
from ..engine import (
    CARD,
    CARDS,
    UID_CARD,
    act,
    add_tokens,
    answer,
    ask,
    ask_again,
    ask_any,
    card_of,
    deck_pop,
    discard_from_hand,
    draw,
    drew,
    gain,
    gain_one,
    hand_take,
    hand_titles,
    meadow_take,
    meadow_titles,
    push,
    task,
)
from ..places import (
    SPOT_OF,
    SPOTS,
    SpotKind,
    placed_event,
    take_into_hand,
)
from ..play import affordable, discounted_options, play_extra, play_options, targets
from ..state import EMPTY, HAND_LIMIT, SPOT_DISCOVERY, EverdellState
from .common import (
    CRITTERS,
    DISCOVERIES,
    DISCOVERY,
    discovery_owner,
    explorer,
    found_card,
    plain_workers_home,
)
from .state import Found

ON_DISCOVER: dict[str, Callable] = {}  # When Played: key -> handler(state, seat, found, events)
VISIT: dict[str, Callable] = {}  # locations: key -> handler(state, seat, owner, found, events)
BENEATH = {"archeologist": False, "trail_guide": True}  # holds Critters?
PLAYED_FROM = ("archeologist", "trail_guide", "stormvale")
ARCHEOLOGIST_CUT = 1  # 1 resource of your choice less
TRAIL_GUIDE_BERRIES = 2  # 2 berries less
HELD = 3  # cards beneath an Archeologist or a Trail Guide, beside a Stormvale
CLOUDRIM_POINTS = 8
COLORS = 5


def enter(state: EverdellState, seat: int, card: int, events: list[Event]) -> None:
    """A Discovery card is played beside ``seat``'s city; a Big Critter joins, a When Played
    ability acts."""
    info = DISCOVERIES[card]
    found = Found(card)
    ex = explorer(state, seat)
    ex.found.append(found)
    events.append(Event("discovered", {"seat": seat, "card": info.key}))
    if info.kind == "big_critter":
        _join(state, seat, info.critter, events)
    handler = ON_DISCOVER.get(info.key)
    if handler is not None:
        handler(state, seat, found, events)


def _join(state: EverdellState, seat: int, critter: int, events: list[Event]) -> None:
    """The Big Critter replaces a worker at home; with none at home it stays on the Mountain
    (rulings.md)."""
    if plain_workers_home(state, seat) < 1:
        return
    key = CRITTERS[critter].key
    ex = explorer(state, seat)
    ex.critters = (*ex.critters, key)
    events.append(Event("critter_joined", {"seat": seat, "critter": key}))


def implemented(key: str) -> bool:
    info = DISCOVERIES[DISCOVERY[key]]
    if info.kind == "when_played":
        return key in ON_DISCOVER
    if info.kind == "location":
        return key in VISIT or key == HIDEOUT
    return True


# --- Discovery locations as worker spots -------------------------------------------------
HIDEOUT = "grey_cloaks_hideout"


def _found_of(state: EverdellState, spot: tuple) -> Found:
    for found in explorer(state, spot[1]).found:
        if found.card == spot[2]:
            return found
    raise AssertionError("no such Discovery card")


def _occupy(state: EverdellState, seat: int, spot: tuple, events: list[Event]) -> None:
    found = _found_of(state, spot)
    found.workers = (*found.workers, seat)
    key = DISCOVERIES[found.card].key
    events.append(placed_event(seat, spot, f"discovery.{key}", card=key, owner=spot[1]))


def _release(state: EverdellState, seat: int, spot: tuple) -> None:
    found = _found_of(state, spot)
    workers = list(found.workers)
    workers.remove(seat)
    found.workers = tuple(workers)


def _act(state: EverdellState, seat: int, spot: tuple, events: list[Event], placed: bool):
    owner = spot[1]
    found = _found_of(state, spot)
    info = DISCOVERIES[found.card]
    if placed and owner != seat and info.owner_token:
        add_tokens(state, owner, 1, events)
    handler = VISIT.get(info.key)
    if handler is not None:
        handler(state, seat, owner, found, events)


def _spot(state: EverdellState, action: Action) -> tuple:
    owner, found = discovery_owner(state, action["discovery"])
    return (SPOT_DISCOVERY, owner, found.card)


SPOTS[SPOT_DISCOVERY] = SpotKind(
    3,
    _occupy,
    _release,
    _act,
    movable=lambda state, seat, spot: True,
    stays=lambda state, seat, spot: False,
    name=lambda spot: {"discovery": DISCOVERIES[spot[2]].key},
)
SPOT_OF[("visit", "discovery")] = _spot


def visitable(state: EverdellState, seat: int, owner: int, found: Found, taken_ok: bool) -> bool:
    info = DISCOVERIES[found.card]
    if info.kind != "location" or info.key == HIDEOUT:
        return False
    if owner != seat and not info.open:
        return False
    if not taken_ok:
        full = seat in found.workers if info.per_player else bool(found.workers)
        if full:
            return False
    return requirement_met(state, seat, found.card)


def requirement_met(state: EverdellState, seat: int, card: int) -> bool:
    """Cloudrim Peak needs a card of each colour in hand; the others need nothing."""
    return DISCOVERIES[card].key != "cloudrim_peak" or all(color_counts_in_hand(state, seat))


def color_counts_in_hand(state: EverdellState, seat: int) -> list[int]:
    counts = [0] * COLORS
    for uid in state.players[seat].hand:
        counts[card_of(uid).color] += 1
    return counts


def placements(
    state: EverdellState, seat: int, exclude: tuple | None, meeple: str | None
) -> list[Action]:
    """Visits to Discovery locations (a hook of ``places.placement_actions``)."""
    from ..places import PASSES_TAKEN

    taken_ok = meeple in PASSES_TAKEN
    found_actions = []
    for owner, ex in enumerate(state.spire.explorers):
        for found in ex.found:
            if exclude == (SPOT_DISCOVERY, owner, found.card):
                continue
            if visitable(state, seat, owner, found, taken_ok):
                found_actions.append(act("visit", discovery=DISCOVERIES[found.card].key))
    return found_actions


# --- the locations -----------------------------------------------------------------------
def _visit(key: str):
    def register(function):
        VISIT[key] = function
        return function

    return register


@_visit("ancient_orchard")
def _orchard(state, seat, owner, found, events):
    gain(state, seat, DISCOVERIES[found.card].gain, events)


@_visit("cartographers_caravan")
def _caravan(state, seat, owner, found, events):
    draw(state, seat, 3, events)
    ask_any(state, seat, len(found.workers), "cartographers_caravan")


SPIRE_RESOURCES = RESOURCES[:3]  # twig, resin, pebble


@_visit("ruins_of_spire")
def _ruins_of_spire(state, seat, owner, found, events):
    push(state, "ruins_of_spire", seat, 3)


@task("ruins_of_spire")
def _ruins_task(state, task: Task, events):
    if task.args[0] > 0:
        options = [act("gain", res=name) for name in SPIRE_RESOURCES]
        ask_again(state, task, "gain_resource", options, events, "ruins_of_spire")


@answer("ruins_of_spire")
def _ruins_answer(state, prompt, action, events):
    gain_one(state, prompt.seat, engine.RES_INDEX[action["res"]], events)
    push(state, "ruins_of_spire", prompt.seat, prompt.ctx[0] - 1)


@_visit("cloudrim_peak")
def _cloudrim(state, seat, owner, found, events):
    push(state, "cloudrim", seat, 0)


@task("cloudrim")
def _cloudrim_task(state, task: Task, events):
    """Discard one card of each colour, colour by colour, then 8 points."""
    seat, (color,) = task.seat, task.args
    if color == COLORS:
        add_tokens(state, seat, CLOUDRIM_POINTS, events)
        return
    titles = [card for card in hand_titles(state.players[seat]) if CARDS[card].color == color]
    options = [act("discard", card=CARDS[card].key) for card in titles]
    ask_again(state, task, "discard", options, events, "cloudrim_peak")


@answer("cloudrim")
def _cloudrim_answer(state, prompt, action, events):
    discard_from_hand(state, prompt.seat, CARD[action["card"]], events)
    push(state, "cloudrim", prompt.seat, prompt.ctx[0] + 1)


@_visit("map_seller")
def _map_seller(state, seat, owner, found, events):
    push(state, "refill_meadow", seat)
    push(state, "map_seller", seat)


@task("map_seller")
def _map_seller_task(state, task: Task, events):
    seat = task.seat
    if len(state.players[seat].hand) >= HAND_LIMIT:
        return
    options = [act("take", card=CARDS[card].key) for card in meadow_titles(state)]
    if state.discard:
        options.append(act("take", pile="discard"))
    if options:
        ask_again(state, task, "take_card", [*options, DONE], events, "map_seller")


@answer("map_seller")
def _map_seller_answer(state, prompt, action, events):
    seat = prompt.seat
    if action.kind == "done":
        return
    if action.get("pile") == "discard":
        uid = state.discard.pop()
        state.players[seat].hand.append(uid)
        params = {"card": card_of(uid).key, "from_zone": "discard", "to_zone": "hand"}
        events.append(Event(ev.CARD_MOVED, {**params, "seat": seat}))
    else:
        take_into_hand(state, seat, action["card"], events)
    push(state, "map_seller", seat)


@_visit("moleia_mines")
def _moleia(state, seat, owner, found, events):
    push(state, "moleia", seat, 0)


@task("moleia")
def _moleia_task(state, task: Task, events):
    """Reveal one more card (the first at once): a card matching a Meadow card by title
    ends it with nothing; else the player may stop and take them."""
    seat, (shown,) = task.seat, task.args
    room = HAND_LIMIT - len(state.players[seat].hand)
    if shown >= room:
        _moleia_take(state, seat, shown, events)
        return
    uid = deck_pop(state, events)
    if uid == EMPTY:
        _moleia_take(state, seat, shown, events)
        return
    state.revealed.append(uid)
    events.append(Event("cards_revealed", {"cards": (uid,), "reveals": True}))
    meadow = {UID_CARD[other] for other in state.meadow if other != EMPTY}
    if UID_CARD[uid] in meadow:
        lost = state.revealed[-(shown + 1) :]
        del state.revealed[-(shown + 1) :]
        state.discard.extend(lost)
        events.append(Event("cards_discarded", {"cards": tuple(lost)}))
        return
    if shown + 1 >= room:
        _moleia_take(state, seat, shown + 1, events)
        return
    options = [act("reveal"), DONE]
    ask(state, seat, "reveal_more", options, events, "moleia", (shown + 1,), "moleia_mines")


@answer("moleia")
def _moleia_answer(state, prompt, action, events):
    (shown,) = prompt.ctx
    if action.kind == "done":
        _moleia_take(state, prompt.seat, shown, events)
    else:
        push(state, "moleia", prompt.seat, shown)


def _moleia_take(state: EverdellState, seat: int, shown: int, events: list[Event]) -> None:
    if not shown:
        return
    taken = state.revealed[-shown:]
    del state.revealed[-shown:]
    state.players[seat].hand.extend(taken)
    events.append(Event("cards_drawn", {"seat": seat, "count": shown}))
    add_tokens(state, seat, shown, events)
    drew(state, seat, shown, events)


# --- When Played -------------------------------------------------------------------------
def _on_discover(key: str):
    def register(function):
        ON_DISCOVER[key] = function
        return function

    return register


def _beneath(key: str):
    def start(state, seat, found, events):
        push(state, "refill_meadow", seat)
        push(state, "beneath", seat, key, HELD)

    ON_DISCOVER[key] = start


_beneath("archeologist")
_beneath("trail_guide")


@task("beneath")
def _beneath_task(state, task: Task, events):
    """Put up to 3 Constructions (Critters for the Trail Guide) from the hand or the Meadow
    beneath the card, one at a time; the Meadow refills after the last."""
    seat, (key, left) = task.seat, task.args
    critters = BENEATH[key]
    if left <= 0:
        return
    options = [
        act("beneath", card=CARDS[card].key, src="hand")
        for card in hand_titles(state.players[seat])
        if CARDS[card].critter == critters
    ]
    options += [
        act("beneath", card=CARDS[card].key, src="meadow")
        for card in meadow_titles(state)
        if CARDS[card].critter == critters
    ]
    if options:
        ask_again(state, task, "place_beneath", [*options, DONE], events, key)


@answer("beneath")
def _beneath_answer(state, prompt, action, events):
    if action.kind == "done":
        return
    seat, (key, left) = prompt.seat, prompt.ctx
    card = CARD[action["card"]]
    src = action["src"]
    uid = hand_take(state.players[seat], card) if src == "hand" else meadow_take(state, card)
    found = found_card(state, seat, key)
    found.under = (*found.under, uid)
    params = {"card": action["card"], "from_zone": src, "to_zone": key}
    events.append(Event(ev.CARD_MOVED, {**params, "seat": seat}))
    push(state, "beneath", seat, key, left - 1)


@_on_discover("stormvale")
def _stormvale(state, seat, found, events):
    _refill_stormvale(state, found, events)


def _refill_stormvale(state: EverdellState, found: Found, events: list[Event]) -> None:
    while len(found.under) < HELD:
        uid = deck_pop(state, events)
        if uid == EMPTY:
            return
        found.under = (*found.under, uid)
        params = {"card": card_of(uid).key, "from_zone": "deck", "to_zone": "stormvale"}
        events.append(Event(ev.CARD_MOVED, {**params, "reveals": True}))


def _search(critters: bool):
    def start(state, seat, found, events):
        titles = [card.key for card in CARDS if card.critter == critters]
        options = [act("name", card=key) for key in titles]
        source = DISCOVERIES[found.card].key
        ask(state, seat, "name_card", options, events, "search_deck", (), source)

    return start


ON_DISCOVER["bounty_hunter"] = _search(True)
ON_DISCOVER["cloudsong"] = _search(False)


@answer("search_deck")
def _search_answer(state, prompt, action, events):
    """The named card, if the deck holds it, goes into the hand (even a full one); then the
    deck is shuffled."""
    card = CARD[action["card"]]
    for position, uid in enumerate(state.deck):
        if UID_CARD[uid] == card:
            state.players[prompt.seat].hand.append(state.deck.pop(position))
            params = {"card": action["card"], "from_zone": "deck", "to_zone": "hand"}
            events.append(Event(ev.CARD_MOVED, {**params, "seat": prompt.seat, "reveals": True}))
            drew(state, prompt.seat, 1, events)
            break
    state.rng.shuffle(state.deck)
    events.append(Event(ev.DECK_RESHUFFLED, {"cards": len(state.deck), "reveals": True}))


# --- playing the cards they hold ---------------------------------------------------------
def _take_beneath(key: str):
    def take(state: EverdellState, seat: int, card: int, events: list[Event]) -> int:
        found = found_card(state, seat, key)
        uid = next(uid for uid in found.under if UID_CARD[uid] == card)
        found.under = tuple(other for other in found.under if other != uid)
        return uid

    return take


def _take_stormvale(state: EverdellState, seat: int, card: int, events: list[Event]) -> int:
    """Play a Stormvale card: the deck refills its place, and its owner gains 1 point when an
    opponent plays it."""
    owner, found = discovery_owner(state, "stormvale")
    uid = next(uid for uid in found.under if UID_CARD[uid] == card)
    found.under = tuple(other for other in found.under if other != uid)
    if owner != seat:
        add_tokens(state, owner, 1, events)
    _refill_stormvale(state, found, events)
    return uid


play.PLAY_FROM["archeologist"] = _take_beneath("archeologist")
play.PLAY_FROM["trail_guide"] = _take_beneath("trail_guide")
play.PLAY_FROM["stormvale"] = _take_stormvale


def held_titles(found: Found | None) -> list[int]:
    return list(dict.fromkeys(UID_CARD[uid] for uid in found.under)) if found else []


def play_actions(state: EverdellState, seat: int) -> list[Action]:
    """Plays of the cards Discovery cards hold: beneath an Archeologist for 1 resource less,
    beneath a Trail Guide for 2 berries less, beside a Stormvale as Meadow cards."""
    options: list[Action] = []
    for card in held_titles(found_card(state, seat, "archeologist")):
        options.extend(discounted_options(state, seat, card, "archeologist", ARCHEOLOGIST_CUT))
    for card in held_titles(found_card(state, seat, "trail_guide")):
        options.extend(_trail_guide_options(state, seat, card))
    stormvale = discovery_owner(state, "stormvale")
    if stormvale is not None:
        for card in held_titles(stormvale[1]):
            options.extend(play_options(state, seat, card, "stormvale"))
    return options


def _trail_guide_options(state: EverdellState, seat: int, card: int) -> list[Action]:
    cost = CARDS[card].cost
    cut = (0, 0, 0, min(TRAIL_GUIDE_BERRIES, cost[3]))
    extra = play_extra(state, seat, card, "trail_guide")
    paid = play.minus(cost, cut)
    if extra == play.BANNED or not affordable(state.players[seat].res, paid, extra):
        return []
    return [
        play.play_action(card, "trail_guide", into, cut=cut) for into in targets(state, seat, card)
    ]


def meadow_like(state: EverdellState) -> list[tuple[int, str]]:
    """Stormvale's cards, played as if in the Meadow (by the Inn and the Queen too)."""
    stormvale = discovery_owner(state, "stormvale")
    return [(card, "stormvale") for card in held_titles(stormvale[1])] if stormvale else []


# --- the Forager -------------------------------------------------------------------------
def forager(state: EverdellState, seat: int, vector, events: list[Event]) -> None:
    """Berries your own action gains draw a card each."""
    if vector[3] > 0 and seat == state.current and found_card(state, seat, "forager"):
        draw(state, seat, vector[3], events)

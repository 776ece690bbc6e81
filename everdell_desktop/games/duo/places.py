"""Placing a worker: the 4 Farms, the 2 River spaces, red Destinations in either city, and the
Events. One worker per space; workers come home when the season ends.

Actions: ``place(loc=<farm key>|river1|river2)``, ``visit(card=<red card>)``,
``claim(event=<event key>)``.
"""

from __future__ import annotations

from everdell_desktop.core import Action, Event
from everdell_desktop.core import events as ev
from everdell_desktop.core.kernel import is_bot

from .data import EffectInfo
from .effects import EFFECTS, SPECIALS, after_place, apply_gain, can_pay, run_effect
from .engine import (
    CARD,
    CARDS,
    DATA,
    END,
    EVENTS,
    FARMS,
    RIVER,
    act,
    add_tokens,
    answer,
    ask,
    count,
    owner_of,
    red_space,
    rival,
    team,
)
from .play import free_candidates
from .state import (
    EMPTY,
    EVENT_SPACES,
    LOC_CARD,
    LOC_EVENT,
    LOC_FARM,
    LOC_RIVER,
    RIVER_SPACES,
    DuoState,
)

FARM_KEYS = tuple(farm.key for farm in FARMS)
RIVER_KEYS = tuple(f"river{space + 1}" for space in range(RIVER_SPACES))
LOC_OF = {key: LOC_FARM + i for i, key in enumerate(FARM_KEYS)}
LOC_OF.update({key: LOC_RIVER + i for i, key in enumerate(RIVER_KEYS)})
RED = 2


def loc_key(loc: int) -> str:
    """The text a worker space has in actions: a Farm's key, river1/2, an Event's or a card's
    key."""
    if loc < LOC_RIVER:
        return FARM_KEYS[loc - LOC_FARM]
    if loc < LOC_EVENT:
        return RIVER_KEYS[loc - LOC_RIVER]
    return "card." + CARDS[loc - LOC_CARD].key if loc >= LOC_CARD else f"event{loc - LOC_EVENT}"


def effect_key(state: DuoState, loc: int) -> str:
    """The ability a Farm or River space runs (a River space runs the tile lying on it)."""
    if loc < LOC_RIVER:
        return FARM_EFFECT_KEYS[loc - LOC_FARM]
    return RIVER_EFFECT_KEYS[state.river[loc - LOC_RIVER]]


FARM_EFFECT_KEYS = tuple(f"farm.{key}" for key in FARM_KEYS)
RIVER_EFFECT_KEYS = tuple(f"river.{tile.key}" for tile in RIVER)
# every placement as a ready-made action (legal_actions builds these thousands of times)
PLACE_ACTIONS = tuple(act("place", loc=key) for key in (*FARM_KEYS, *RIVER_KEYS))
CLAIM_ACTIONS = tuple(act("claim", event=event.key) for event in EVENTS)
VISIT_ACTIONS = tuple(act("visit", card=card.key) for card in CARDS)


def useful(state: DuoState, seat: int, effect: EffectInfo) -> bool:
    """Whether an ability can do anything: a space that only trades needs the price, one that
    only plays a free card needs a card to play (rulings.md)."""
    if effect.gain is not None or effect.per is not None or effect.special is not None:
        return True
    if effect.trade is not None and can_pay(state, seat, effect.trade):
        return True
    return bool(effect.play_free and free_candidates(state, seat, effect.play_free))


# --- Events --------------------------------------------------------------------------------
def event_ready(state: DuoState, seat: int, event: int, counts=None) -> bool:
    """Whether ``seat`` meets an Event's requirement now (checked, never paid); ``counts``
    caches what has been counted already."""
    info = EVENTS[event]
    counts = {} if counts is None else counts
    for what, need in info.needs:
        if _counted(state, seat, what, counts) < need:
            return False
    more = info.more
    if more is not None and _counted(state, seat, more, counts) <= _counted(
        state, rival(state, seat), more, counts
    ):
        return False
    bank = state.res[seat]
    hold = info.hold
    return bank[0] >= hold[0] and bank[1] >= hold[1] and bank[2] >= hold[2] and bank[3] >= hold[3]


def _counted(state: DuoState, seat: int, what: str, counts: dict) -> int:
    found = counts.get((seat, what))
    if found is None:
        found = counts[seat, what] = count(state, seat, what)
    return found


def open_event_spaces(state: DuoState) -> list[int]:
    return [
        space
        for space in range(EVENT_SPACES)
        if state.event_owner[space] == EMPTY and state.occ[LOC_EVENT + space] == EMPTY
    ]


# --- what may be placed --------------------------------------------------------------------
def can_place_now(state: DuoState, seat: int) -> bool:
    """A worker may be placed while one is unplaced and the Sun can still move."""
    return state.free[seat] > 0 and state.sun < END


def placement_actions(state: DuoState, seat: int) -> list[Action]:
    """Every open space ``seat`` could put a worker on (ignoring the Sun and the supply). A
    Farm or River space must be of use; "any unoccupied red Destination card" may be visited
    even when its ability is out of reach, which blocks it (rulings.md D5)."""
    found = []
    occ = state.occ
    for loc in range(LOC_FARM, LOC_EVENT):
        if occ[loc] == EMPTY and useful(state, seat, EFFECTS[effect_key(state, loc)]):
            found.append(PLACE_ACTIONS[loc - LOC_FARM])
    counts: dict = {}
    for space in open_event_spaces(state):
        event = state.events[space]
        if event_ready(state, seat, event, counts):
            found.append(CLAIM_ACTIONS[event])
    for place in range(len(state.cities)):
        if is_bot(state, place):
            continue  # the Skunk's pile is not a city
        for card in state.cities[place]:
            info = CARDS[card]
            if info.color == RED and occ[LOC_CARD + card] == EMPTY:
                found.append(VISIT_ACTIONS[card])
    return found


def space_of(state: DuoState, action: Action) -> int:
    if action.kind == "place":
        return LOC_OF[action["loc"]]
    if action.kind == "claim":
        return LOC_EVENT + state.events.index(DATA.event_index[action["event"]])
    return red_space(CARD[action["card"]])


def do_place(state: DuoState, seat: int, action: Action, events: list[Event]) -> None:
    """Put a worker on the space the action names and queue what the space does, then the
    blue cards that react to the placement."""
    loc = space_of(state, action)
    state.free[seat] -= 1
    state.occ[loc] = seat
    events.append(Event(ev.MEEPLE_PLACED, {"seat": seat, "meeple": "worker", "loc": loc_key(loc)}))
    if loc < LOC_RIVER:
        after_place(state, seat, "farm")
        run_effect(state, seat, effect_key(state, loc), events)
    elif loc < LOC_EVENT:
        after_place(state, seat, "river")
        run_effect(state, seat, effect_key(state, loc), events)
    elif loc < LOC_CARD:
        after_place(state, seat, "event")
        claim_event(state, seat, loc - LOC_EVENT, events)
    else:
        after_place(state, seat, "red")
        visit_card(state, seat, loc - LOC_CARD, events)


def claim_event(state: DuoState, seat: int, space: int, events: list[Event]) -> None:
    """The Event tile goes to ``seat``'s city; the reward printed below the space is gained."""
    state.event_owner[space] = team(state, seat)
    event = EVENTS[state.events[space]]
    events.append(Event("event_achieved", {"seat": seat, "event": event.key, "space": space}))
    apply_gain(state, seat, DATA.event_rewards[space], f"event.{event.key}", events)


def visit_card(state: DuoState, seat: int, card: int, events: list[Event]) -> None:
    """A red Destination: its owner gains 1 point token when the visitor is the opponent."""
    owner = owner_of(state, card)
    if owner != team(state, seat):
        add_tokens(state, owner, 1, events)
    run_effect(state, seat, f"card.{CARDS[card].key}", events)


# --- abilities that move workers -----------------------------------------------------------
def own_movable_workers(state: DuoState, seat: int) -> list[int]:
    """Spaces holding one of ``seat``'s workers that may move (not on an Event: the Event is
    celebrated, rulings.md)."""
    return [
        loc for loc, who in enumerate(state.occ) if who == seat and not LOC_EVENT <= loc < LOC_CARD
    ]


def worker_action(loc: int) -> Action:
    return act("worker", loc=loc_key(loc))


def loc_from_key(key: str) -> int:
    """The worker space :func:`loc_key` names."""
    if key.startswith("card."):
        return red_space(CARD[key[5:]])
    if key.startswith("event"):
        return LOC_EVENT + int(key[5:])
    return LOC_OF[key]


def ranger(state: DuoState, seat: int, source: str, events: list[Event]) -> None:
    """Move one of your placed workers to another open space and use that space."""
    if not placement_actions(state, seat):
        return
    options = [worker_action(loc) for loc in own_movable_workers(state, seat)]
    if options:
        ask(state, seat, "move_worker", options, events, "ranger_from", source=source)


@answer("ranger_from")
def _ranger_from(state: DuoState, prompt, action: Action, events: list[Event]) -> None:
    destinations = placement_actions(state, prompt.seat)
    lift_worker(state, prompt.seat, loc_from_key(action["loc"]), events)
    ask(state, prompt.seat, "place_worker", destinations, events, "ranger_to", source=prompt.source)


@answer("ranger_to")
def _ranger_to(state: DuoState, prompt, action: Action, events: list[Event]) -> None:
    do_place(state, prompt.seat, action, events)


def lift_worker(state: DuoState, seat: int, loc: int, events: list[Event]) -> None:
    """A placed worker goes back to its owner's supply; its space opens."""
    state.occ[loc] = EMPTY
    state.free[seat] += 1
    events.append(Event(ev.MEEPLE_RETURNED, {"seat": seat, "loc": loc_key(loc), "workers": 1}))


def locomotive(state: DuoState, seat: int, source: str, events: list[Event]) -> None:
    """Use either River space, even one already occupied, and gain 1 point token."""
    add_tokens(state, seat, 1, events)
    options = [
        act("river", loc=RIVER_KEYS[space])
        for space in range(RIVER_SPACES)
        if useful(state, seat, EFFECTS[effect_key(state, LOC_RIVER + space)])
    ]
    if options:
        ask(state, seat, "use_river", options, events, "locomotive", source=source)


@answer("locomotive")
def _locomotive_answer(state: DuoState, prompt, action: Action, events: list[Event]) -> None:
    run_effect(state, prompt.seat, effect_key(state, LOC_OF[action["loc"]]), events)


def recall_worker(state: DuoState, seat: int, source: str, events: list[Event]) -> None:
    """Good News: take one of your placed workers back to place it again this season."""
    options = [worker_action(loc) for loc in own_movable_workers(state, seat)]
    if options:
        ask(state, seat, "recall_worker", options, events, "recall_worker", source=source)


@answer("recall_worker")
def _recall_answer(state: DuoState, prompt, action: Action, events: list[Event]) -> None:
    lift_worker(state, prompt.seat, loc_from_key(action["loc"]), events)


SPECIALS["ranger"] = ranger
SPECIALS["locomotive"] = locomotive
SPECIALS["recall_worker"] = recall_worker


def return_workers(state: DuoState, events: list[Event]) -> None:
    """Season's end: every worker (the Skunk's too) comes home."""
    blocked = len(state.solo.blocked) if state.solo is not None else 0
    for place in range(len(state.free)):
        placed = sum(1 for who in state.occ if who == place)
        placed += blocked if is_bot(state, place) else 0
        if placed:
            events.append(Event(ev.MEEPLE_RETURNED, {"seat": place, "workers": placed}))
        state.free[place] = DATA.workers
    state.occ = [EMPTY] * len(state.occ)
    if state.solo is not None:
        state.solo.blocked = ()

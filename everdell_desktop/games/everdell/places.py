"""Worker placement: the board's locations, Destination cards, Events, and Prepare for Season."""

from __future__ import annotations

from collections.abc import Callable

from everdell_desktop.core import Action, Event
from everdell_desktop.core import events as ev
from everdell_desktop.core.kernel import DECLINE, DONE, Task

from .engine import (
    CARD,
    CARDS,
    DATA,
    EVENTS,
    UID_CARD,
    act,
    add_tokens,
    answer,
    ask_again,
    ask_any,
    city_find,
    color_counts,
    discard_from_hand,
    draw,
    gain,
    hand_titles,
    meadow_slots_open,
    meadow_take,
    push,
    task,
)
from .play import CLOCK_TOWER, activate
from .state import (
    AUTUMN,
    HAND_LIMIT,
    LOC_COUNT,
    LOC_FOREST,
    LOC_HAVEN,
    LOC_JOURNEY,
    SEASONS,
    SPOT_CARD,
    SPOT_EVENT,
    SPOT_LOC,
    SPRING,
    SUMMER,
    EverdellState,
    Player,
)

BASIC = DATA.basic
JOURNEY = DATA.journey
FOREST = DATA.forest
LOC_KEYS: list[str] = [spec.key for spec in BASIC] + ["haven"]
LOC_KEYS += [spec.key for spec in JOURNEY] + [spec.key for spec in FOREST]
assert len(LOC_KEYS) == LOC_COUNT
LOC_INDEX = {key: index for index, key in enumerate(LOC_KEYS)}
EVENT_INDEX = DATA.event_index
WORKERS_GAINED = {SPRING: 1, SUMMER: 1, AUTUMN: 2}
SUMMER_MEADOW_CARDS = 2

# Registries filled by abilities.py.
VisitCheck = Callable[[EverdellState, int, int, object], bool]
VISIT: dict[int, Callable] = {}  # card -> handler(state, seat, owner, city_card, events)
VISIT_CAN: dict[int, VisitCheck] = {}  # card -> extra requirement to visit
VISIT_SLOTS: dict[int, int] = {}  # card -> Critter that opens its second space
PERMANENT: set[int] = set()  # Destination cards whose workers never come back
EVENT_CLAIM: dict[int, Callable] = {}  # event -> handler(state, seat, event, events)
EVENT_CAN: dict[int, Callable[[EverdellState, int], bool]] = {}
FOREST_SPECIAL: dict[str, Callable] = {}  # special key -> handler(state, seat, events)
DISCARD_DONE: dict[str, Callable] = {}  # purpose -> handler(state, seat, count, events)
SEASON_HOOKS: list[Callable] = []  # (state, seat) -> queue work after a Prepare for Season


def is_forest(loc: int) -> bool:
    return loc >= LOC_FOREST


def is_journey(loc: int) -> bool:
    return LOC_JOURNEY <= loc < LOC_FOREST


def forest_capacity(state: EverdellState) -> int:
    """One worker per Forest card; a second space is used in a 4-player game."""
    return 2 if len(state.players) == 4 else 1


def can_place(state: EverdellState, seat: int, loc: int) -> bool:
    workers = state.occ[loc]
    if loc < LOC_HAVEN:
        return not (workers and BASIC[loc].exclusive)
    if loc == LOC_HAVEN:
        return True
    if loc < LOC_FOREST:
        player = state.players[seat]
        spec = JOURNEY[loc - LOC_JOURNEY]
        return (
            player.season == AUTUMN
            and len(player.hand) >= spec.points
            and not (workers and spec.exclusive)
        )
    return loc in state.forest and seat not in workers and len(workers) < forest_capacity(state)


def event_ready(state: EverdellState, seat: int, event: int) -> bool:
    info = EVENTS[event]
    player = state.players[seat]
    if any(info.needs_color):
        counts = color_counts(player)
        if any(have < need for have, need in zip(counts, info.needs_color, strict=True)):
            return False
    cards = {cc.card for cc in player.city}
    if any(card not in cards for card in info.needs_cards):
        return False
    check = EVENT_CAN.get(event)
    return check is None or check(state, seat)


def visit_capacity(player: Player, card: int) -> int:
    opener = VISIT_SLOTS.get(card)
    if opener is not None and any(cc.card == opener for cc in player.city):
        return 2
    return 1


def visitable(state: EverdellState, seat: int, owner: int, cc) -> bool:
    card = cc.card
    if card not in VISIT:
        return False
    if owner != seat and not CARDS[card].open:
        return False
    if len(cc.workers) >= visit_capacity(state.players[owner], card):
        return False
    check = VISIT_CAN.get(card)
    return check is None or check(state, seat, owner, cc)


def placement_actions(
    state: EverdellState, seat: int, exclude: tuple | None = None
) -> list[Action]:
    """Every worker placement open to ``seat`` (``exclude``: the spot a Ranger leaves)."""
    found = []
    for loc in range(LOC_FOREST):
        if can_place(state, seat, loc) and exclude != (SPOT_LOC, loc):
            found.append(act("place", loc=LOC_KEYS[loc]))
    for loc in state.forest:
        if can_place(state, seat, loc) and exclude != (SPOT_LOC, loc):
            found.append(act("place", loc=LOC_KEYS[loc]))
    for event in state.events_open:
        if event_ready(state, seat, event):
            found.append(act("claim", event=EVENTS[event].key))
    for owner, player in enumerate(state.players):
        for cc in player.city:
            left = exclude is not None and exclude[0] == SPOT_CARD and exclude[2] == cc.uid
            if cc.card in VISIT and not left and visitable(state, seat, owner, cc):
                found.append(act("visit", card=cc.uid))
    return found


def owner_of(state: EverdellState, uid: int) -> tuple[int, object]:
    for owner, player in enumerate(state.players):
        for cc in player.city:
            if cc.uid == uid:
                return owner, cc
    raise AssertionError("card not in any city")


def do_place(state: EverdellState, seat: int, action: Action, events: list[Event]) -> None:
    """Put a worker down (place / claim / visit) and resolve what the spot does."""
    player = state.players[seat]
    player.free -= 1
    if action.kind == "place":
        loc = LOC_INDEX[action["loc"]]
        player.spots.append((SPOT_LOC, loc))
        state.occ[loc] = (*state.occ[loc], seat)
        events.append(
            Event(ev.MEEPLE_PLACED, {"seat": seat, "meeple": "worker", "loc": LOC_KEYS[loc]})
        )
        _location_effect(state, seat, loc, events)
    elif action.kind == "claim":
        event = EVENT_INDEX[action["event"]]
        player.spots.append((SPOT_EVENT, event))
        state.events_open.remove(event)
        player.events.append(event)
        player.event_points[event] = EVENTS[event].points
        events.append(Event("event_achieved", {"seat": seat, "event": EVENTS[event].key}))
        handler = EVENT_CLAIM.get(event)
        if handler is not None:
            handler(state, seat, event, events)
    else:
        owner, cc = owner_of(state, action["card"])
        player.spots.append((SPOT_CARD, owner, cc.uid))
        cc.workers = (*cc.workers, seat)
        params = {"seat": seat, "meeple": "worker", "loc": f"card.{cc.uid}"}
        events.append(
            Event(ev.MEEPLE_PLACED, {**params, "card": CARDS[cc.card].key, "owner": owner})
        )
        if owner != seat:
            add_tokens(state, owner, 1, events)
        VISIT[cc.card](state, seat, owner, cc, events)


def _location_effect(state: EverdellState, seat: int, loc: int, events: list[Event]) -> None:
    if loc == LOC_HAVEN:
        start_discard(state, seat, "haven", HAND_LIMIT)
    elif is_journey(loc):
        spec = JOURNEY[loc - LOC_JOURNEY]
        state.players[seat].journey += spec.points
        start_discard(state, seat, "journey", spec.points, exact=True)
    else:
        activate_location(state, seat, loc, events)


def activate_location(state: EverdellState, seat: int, loc: int, events: list[Event]) -> None:
    """The action of a basic or Forest location (also used by Lookout and Clock Tower)."""
    spec = BASIC[loc] if loc < LOC_HAVEN else FOREST[loc - LOC_FOREST]
    if any(spec.gain):
        gain(state, seat, spec.gain, events)
    if spec.draw:
        draw(state, seat, spec.draw, events)
    add_tokens(state, seat, spec.points, events)
    ask_any(state, seat, spec.any, spec.key)
    if spec.special is not None:
        FOREST_SPECIAL[spec.special](state, seat, events)


# --- discarding from hand, one card per decision -----------------------------------------
def start_discard(
    state: EverdellState, seat: int, purpose: str, limit: int, exact: bool = False
) -> None:
    push(state, "discard_seq", seat, purpose, 0, limit, exact)


@task("discard_seq")
def _discard_task(state: EverdellState, task: Task, events: list[Event]) -> None:
    seat = task.seat
    purpose, count, limit, exact = task.args
    hand = state.players[seat].hand
    if count >= limit or not hand:
        done = DISCARD_DONE.get(purpose)
        if done is not None:
            done(state, seat, count, events)
        return
    options = [act("discard", card=CARDS[card].key) for card in hand_titles(state.players[seat])]
    if not exact:
        options.append(DONE)
    ask_again(state, task, "discard", options, events, purpose)


@answer("discard_seq")
def _discard_answer(state: EverdellState, prompt, action: Action, events) -> None:
    seat = prompt.seat
    purpose, count, limit, exact = prompt.ctx
    if action.kind == "done":
        push(state, "discard_seq", seat, purpose, count, count, exact)
        return
    discard_from_hand(state, seat, CARD[action["card"]], events)
    push(state, "discard_seq", seat, purpose, count + 1, limit, exact)


DISCARD_DONE["haven"] = lambda state, seat, count, events: ask_any(state, seat, count // 2, "haven")


# --- taking Meadow cards into the hand ---------------------------------------------------
def start_meadow_take(state: EverdellState, seat: int, count: int, purpose: str) -> None:
    """Queue ``count`` picks from the Meadow into the hand; the Meadow refills after all."""
    push(state, "refill_meadow", seat)
    push(state, "meadow_take", seat, count, purpose)


@task("meadow_take")
def _meadow_task(state: EverdellState, task: Task, events: list[Event]) -> None:
    seat = task.seat
    count, purpose = task.args
    player = state.players[seat]
    slots = meadow_slots_open(state)
    if count <= 0 or not slots or len(player.hand) >= HAND_LIMIT:
        return
    titles: list[int] = []
    for slot in slots:
        card = UID_CARD[state.meadow[slot]]
        if card not in titles:
            titles.append(card)
    options = [act("take", card=CARDS[card].key) for card in titles]
    ask_again(state, task, "take_from_meadow", options, events, purpose)


@answer("meadow_take")
def _meadow_answer(state: EverdellState, prompt, action: Action, events) -> None:
    seat = prompt.seat
    count, purpose = prompt.ctx
    take_into_hand(state, seat, action["card"], events)
    push(state, "meadow_take", seat, count - 1, purpose)


def take_into_hand(state: EverdellState, seat: int, key: str, events: list[Event]) -> None:
    """Take a Meadow card (by title) into the hand; the Meadow refills later."""
    state.players[seat].hand.append(meadow_take(state, CARD[key]))
    params = {"card": key, "from_zone": "meadow", "to_zone": "hand"}
    events.append(Event(ev.CARD_MOVED, {**params, "seat": seat}))


# --- Prepare for Season ------------------------------------------------------------------
def worker_locations(state: EverdellState, seat: int) -> list[int]:
    """Basic and Forest locations where ``seat`` has a worker (for the Clock Tower)."""
    found = []
    for spot in state.players[seat].spots:
        loc = spot[1] if spot[0] == SPOT_LOC else LOC_HAVEN
        if (loc < LOC_HAVEN or is_forest(loc)) and loc not in found:
            found.append(loc)
    return found


def start_prepare(state: EverdellState, seat: int, events: list[Event]) -> None:
    push(state, "prepare", seat)
    player = state.players[seat]
    for cc in player.city:
        if cc.card == CLOCK_TOWER and cc.tokens > 0 and worker_locations(state, seat):
            push(state, "clock_tower", seat, cc.uid)
            return


@task("clock_tower")
def _clock_tower_task(state: EverdellState, task: Task, events: list[Event]) -> None:
    locations = worker_locations(state, task.seat)
    options = [act("clock_tower", loc=LOC_KEYS[loc]) for loc in locations]
    ask_again(state, task, "clock_tower", [*options, DECLINE], events, "clock_tower")


@answer("clock_tower")
def _clock_tower_answer(state: EverdellState, prompt, action: Action, events) -> None:
    if action.kind == "decline":
        return
    seat, (uid,) = prompt.seat, prompt.ctx
    city_find(state.players[seat], uid).tokens -= 1
    activate_location(state, seat, LOC_INDEX[action["loc"]], events)


def recall_workers(state: EverdellState, seat: int, events: list[Event]) -> None:
    """Bring placed workers home, except those a Destination keeps for the whole game."""
    player = state.players[seat]
    kept = []
    for spot in player.spots:
        if spot[0] == SPOT_LOC:
            workers = list(state.occ[spot[1]])
            workers.remove(seat)
            state.occ[spot[1]] = tuple(workers)
        elif spot[0] == SPOT_CARD:
            cc = city_find(state.players[spot[1]], spot[2])
            if cc is None:
                continue
            if cc.card in PERMANENT:
                kept.append(spot)
                continue
            workers = list(cc.workers)
            workers.remove(seat)
            cc.workers = tuple(workers)
    returned = len(player.spots) - len(kept)
    player.spots = kept
    player.free = player.workers - len(kept)
    events.append(Event(ev.MEEPLE_RETURNED, {"seat": seat, "workers": returned}))


@task("prepare")
def _prepare_task(state: EverdellState, task: Task, events: list[Event]) -> None:
    seat = task.seat
    player = state.players[seat]
    recall_workers(state, seat, events)
    player.season += 1
    gained = WORKERS_GAINED[player.season]
    for hook in SEASON_HOOKS:
        gained = hook(state, seat, gained, events)
    player.workers += gained
    player.free += gained
    params = {"seat": seat, "season": SEASONS[player.season], "workers": gained}
    events.append(Event(ev.SEASON_CHANGED, params))
    if player.season == SUMMER:
        room = HAND_LIMIT - len(player.hand)
        start_meadow_take(state, seat, min(SUMMER_MEADOW_CARDS, room), "summer")
    else:
        start_production(state, seat)


def start_production(state: EverdellState, seat: int) -> None:
    """Queue every green Production card of the city, in city order."""
    for cc in reversed(state.players[seat].city):
        if CARDS[cc.card].color == 0:
            push(state, "produce", seat, cc.uid)


@task("produce")
def _produce_task(state: EverdellState, task: Task, events: list[Event]) -> None:
    cc = city_find(state.players[task.seat], task.args[0])
    if cc is not None:
        activate(state, task.seat, cc, events)


# --- moving a deployed worker (Ranger, A Well Run City) ----------------------------------
def movable_spots(state: EverdellState, seat: int) -> list[tuple]:
    """Deployed workers that may be moved or taken back: never one on an Event, on the
    Journey (its points belong to the worker on the space) or on a permanent spot."""
    found = []
    for spot in state.players[seat].spots:
        if spot[0] == SPOT_LOC:
            if not is_journey(spot[1]):
                found.append(spot)
        elif spot[0] == SPOT_CARD:
            cc = city_find(state.players[spot[1]], spot[2])
            if cc is not None and cc.card not in PERMANENT:
                found.append(spot)
    return found


def spot_action(spot: tuple) -> Action:
    if spot[0] == SPOT_LOC:
        return act("recall", loc=LOC_KEYS[spot[1]])
    return act("recall", card=spot[2])


def lift_worker(state: EverdellState, seat: int, spot: tuple, events: list[Event]) -> None:
    """Take one worker off ``spot`` back into the player's supply."""
    player = state.players[seat]
    player.spots.remove(spot)
    player.free += 1
    if spot[0] == SPOT_LOC:
        workers = list(state.occ[spot[1]])
        workers.remove(seat)
        state.occ[spot[1]] = tuple(workers)
    else:
        cc = city_find(state.players[spot[1]], spot[2])
        workers = list(cc.workers)
        workers.remove(seat)
        cc.workers = tuple(workers)
    events.append(Event(ev.MEEPLE_RETURNED, {"seat": seat, "workers": 1}))


def spot_from_action(state: EverdellState, seat: int, action: Action) -> tuple:
    for spot in movable_spots(state, seat):
        if spot_action(spot) == action:
            return spot
    raise AssertionError("no such worker")

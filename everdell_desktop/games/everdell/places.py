"""Worker placement: the board's locations, Destination cards, Events, and Prepare for Season."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from everdell_desktop.core import Action, Event
from everdell_desktop.core import events as ev
from everdell_desktop.core.kernel import DECLINE, DONE, Task

from .data import RESOURCES
from .engine import (
    CARD,
    CARDS,
    DATA,
    EVENTS,
    RES_INDEX,
    UID_CARD,
    act,
    add_tokens,
    answer,
    ask,
    ask_again,
    ask_any,
    city_find,
    colors_and_cards,
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
PLACE_ACTIONS = tuple(act("place", loc=key) for key in LOC_KEYS)  # by location, ready-made
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
FOREST_SPECIAL: dict[str, Callable] = {}  # special key -> handler(state, seat, events, lessen)
DISCARD_DONE: dict[str, Callable] = {}  # purpose -> handler(state, seat, count, events)
SEASON_HOOKS: list[Callable] = []  # (state, seat, gained, events) -> workers gained at a Prepare

# What an expansion adds (spirecrest/rules.py); run only when the state plays with it.
PLACEMENTS: list[Callable] = []  # (state, seat, exclude, meeple) -> more placements
PLACING: list[Callable] = []  # (state, seat, spot, events): a worker was just put down
FOREST_CLOSED: list[Callable[[EverdellState, int], bool]] = []  # no Forest for this seat
VISIT_WEATHER: list[Callable] = []  # (state, seat, loc) -> what a visit there gains less of
PREPARING: list[Callable] = []  # (state, seat): queue work before the workers come home
STAYING: list[Callable] = []  # (state, seat, spot) -> the worker stays out at Prepare
PASSES_TAKEN: set[str] = set()  # meeples that may go where a worker already is


@dataclass(frozen=True, slots=True)
class SpotKind:
    """What one kind of worker spot does. A spot is a tuple: its kind, ``size - 1`` items
    naming the place, then the meeple when it is not a plain worker (a Big Critter).

    ``occupy`` puts the worker there (and tells it), ``release`` takes it off, ``act`` runs
    the place's action for the seat (``placed``: a worker was just put there, so owners'
    point tokens and the Weather apply), ``movable``: the Ranger and its kind may take the
    worker off, ``stays``: it stays out at Prepare for Season, ``name``: the action
    arguments that name the place (``recall(loc=...)``)."""

    size: int
    occupy: Callable[[EverdellState, int, tuple, list[Event]], None]
    release: Callable[[EverdellState, int, tuple], None]
    act: Callable[[EverdellState, int, tuple, list[Event], bool], None]
    movable: Callable[[EverdellState, int, tuple], bool]
    stays: Callable[[EverdellState, int, tuple], bool]
    name: Callable[[tuple], dict]


SPOTS: dict[int, SpotKind] = {}  # spot kind -> its rules
SPOT_OF: dict[tuple[str, str], Callable[[EverdellState, Action], tuple]] = {}  # (kind, arg)


def meeple_of(spot: tuple) -> str | None:
    """The Big Critter standing on ``spot`` (None: a plain worker)."""
    size = SPOTS[spot[0]].size
    return spot[size] if len(spot) > size else None


def place_of(spot: tuple) -> tuple:
    """``spot`` without its meeple: where the worker stands."""
    return spot[: SPOTS[spot[0]].size]


def is_forest(loc: int) -> bool:
    return loc >= LOC_FOREST


def is_journey(loc: int) -> bool:
    return LOC_JOURNEY <= loc < LOC_FOREST


def forest_capacity(state: EverdellState) -> int:
    """One worker per Forest card; a second space is used in a 4-player game."""
    return 2 if len(state.players) == 4 else 1


def can_place(state: EverdellState, seat: int, loc: int, taken_ok: bool = False) -> bool:
    """Whether a worker may go to board location ``loc`` (``taken_ok``: a meeple that
    ignores whether the location is already taken)."""
    workers = state.occ[loc]
    if loc < LOC_HAVEN:
        return taken_ok or not (workers and BASIC[loc].exclusive)
    if loc == LOC_HAVEN:
        return True
    if loc < LOC_FOREST:
        player = state.players[seat]
        spec = JOURNEY[loc - LOC_JOURNEY]
        return (
            player.season == AUTUMN
            and len(player.hand) >= spec.points
            and (taken_ok or not (workers and spec.exclusive))
        )
    return loc in state.forest and (
        taken_ok or (seat not in workers and len(workers) < forest_capacity(state))
    )


def events_ready(state: EverdellState, seat: int) -> list[int]:
    """The open Events ``seat`` may claim (its city's colours and cards counted once for all)."""
    counts, cards = colors_and_cards(state.players[seat])
    return [
        event
        for event in state.events_open
        if city_meets(EVENTS[event], counts, cards) and _event_allows(state, seat, event)
    ]


def city_meets(info, counts: list[int], cards: set[int]) -> bool:
    """Whether a city of these colour ``counts`` and ``cards`` has what the Event needs."""
    for color, need in info.color_needs:
        if counts[color] < need:
            return False
    return cards.issuperset(info.needs_cards)


def _event_allows(state: EverdellState, seat: int, event: int) -> bool:
    """An Event's own condition beyond colours and cards, if it has one."""
    check = EVENT_CAN.get(event)
    return check is None or check(state, seat)


def visit_capacity(player: Player, card: int) -> int:
    opener = VISIT_SLOTS.get(card)
    if opener is not None and any(cc.card == opener for cc in player.city):
        return 2
    return 1


def visitable(state: EverdellState, seat: int, owner: int, cc, taken_ok: bool = False) -> bool:
    card = cc.card
    if card not in VISIT:
        return False
    if owner != seat and not CARDS[card].open:
        return False
    if not taken_ok and len(cc.workers) >= visit_capacity(state.players[owner], card):
        return False
    check = VISIT_CAN.get(card)
    if check is None:
        return True
    # The card's ability acts with the worker already on it (a card holding a worker cannot
    # be removed: no Ruins on the Inn it came through), so it is judged that way.
    workers = cc.workers
    cc.workers = (*workers, seat)
    try:
        return check(state, seat, owner, cc)
    finally:
        cc.workers = workers


def placement_actions(
    state: EverdellState, seat: int, exclude: tuple | None = None, meeple: str | None = None
) -> list[Action]:
    """Every placement open to ``seat``'s worker (``meeple``: a Big Critter instead),
    ``exclude``: the place a Ranger's worker leaves."""
    taken_ok = meeple in PASSES_TAKEN
    left_loc = exclude[1] if exclude is not None and exclude[0] == SPOT_LOC else None
    left_card = exclude[2] if exclude is not None and exclude[0] == SPOT_CARD else None
    found = []
    for loc in range(LOC_FOREST):
        if loc != left_loc and can_place(state, seat, loc, taken_ok):
            found.append(PLACE_ACTIONS[loc])
    if state.spire is None or not any(closed(state, seat) for closed in FOREST_CLOSED):
        for loc in state.forest:
            if loc != left_loc and can_place(state, seat, loc, taken_ok):
                found.append(PLACE_ACTIONS[loc])
    for event in events_ready(state, seat):
        found.append(act("claim", event=EVENTS[event].key))
    for owner, player in enumerate(state.players):
        for cc in player.city:
            if (
                cc.card in VISIT
                and cc.uid != left_card
                and visitable(state, seat, owner, cc, taken_ok)
            ):
                found.append(act("visit", card=cc.uid))
    if state.spire is not None:
        for more in PLACEMENTS:
            found.extend(more(state, seat, exclude, meeple))
    if meeple is not None:
        found = [act(a.kind, **dict(a.args), meeple=meeple) for a in found]
    return found


def owner_of(state: EverdellState, uid: int) -> tuple[int, object]:
    for owner, player in enumerate(state.players):
        for cc in player.city:
            if cc.uid == uid:
                return owner, cc
    raise AssertionError("card not in any city")


def spot_of(state: EverdellState, action: Action) -> tuple:
    """The spot a placement action names (``meeple=`` adds the Big Critter)."""
    named = next(key for key, _value in action.args if key != "meeple")
    place = SPOT_OF[(action.kind, named)](state, action)
    meeple = action.get("meeple")
    return place if meeple is None else (*place, meeple)


def do_place(state: EverdellState, seat: int, action: Action, events: list[Event]) -> None:
    """Put a worker down (place / claim / visit...) and resolve what the spot does."""
    spot = spot_of(state, action)
    put_worker(state, seat, spot, events)
    SPOTS[spot[0]].act(state, seat, spot, events, True)


def put_worker(state: EverdellState, seat: int, spot: tuple, events: list[Event]) -> None:
    player = state.players[seat]
    player.free -= 1
    player.spots.append(spot)
    SPOTS[spot[0]].occupy(state, seat, spot, events)
    if state.spire is not None:
        for hook in PLACING:
            hook(state, seat, spot, events)


def placed_event(seat: int, spot: tuple, where: str, **params) -> Event:
    """``meeple_placed`` for a worker (or a Big Critter) put on ``spot``."""
    meeple = meeple_of(spot) or "worker"
    return Event(ev.MEEPLE_PLACED, {"seat": seat, "meeple": meeple, "loc": where, **params})


# --- board locations ---------------------------------------------------------------------
def _occupy_loc(state: EverdellState, seat: int, spot: tuple, events: list[Event]) -> None:
    loc = spot[1]
    state.occ[loc] = (*state.occ[loc], seat)
    events.append(placed_event(seat, spot, LOC_KEYS[loc]))


def _release_loc(state: EverdellState, seat: int, spot: tuple) -> None:
    workers = list(state.occ[spot[1]])
    workers.remove(seat)
    state.occ[spot[1]] = tuple(workers)


def _act_loc(state: EverdellState, seat: int, spot: tuple, events: list[Event], placed: bool):
    loc = spot[1]
    if loc == LOC_HAVEN:
        start_discard(state, seat, "haven", HAND_LIMIT)
    elif is_journey(loc):
        spec = JOURNEY[loc - LOC_JOURNEY]
        state.players[seat].journey += spec.points
        start_discard(state, seat, "journey", spec.points, exact=True)
    else:
        lessen = None
        if placed and state.spire is not None:
            for weather in VISIT_WEATHER:
                lessen = weather(state, seat, loc) or lessen
        activate_location(state, seat, loc, events, lessen)


SPOTS[SPOT_LOC] = SpotKind(
    2,
    _occupy_loc,
    _release_loc,
    _act_loc,
    movable=lambda state, seat, spot: not is_journey(spot[1]),
    stays=lambda state, seat, spot: False,
    name=lambda spot: {"loc": LOC_KEYS[spot[1]]},
)
SPOT_OF[("place", "loc")] = lambda state, action: (SPOT_LOC, LOC_INDEX[action["loc"]])


# --- Events ------------------------------------------------------------------------------
def _occupy_event(state: EverdellState, seat: int, spot: tuple, events: list[Event]) -> None:
    event = spot[1]
    player = state.players[seat]
    state.events_open.remove(event)
    player.events.append(event)
    player.event_points[event] = EVENTS[event].points
    events.append(Event("event_achieved", {"seat": seat, "event": EVENTS[event].key}))


def _act_event(state: EverdellState, seat: int, spot: tuple, events: list[Event], placed: bool):
    handler = EVENT_CLAIM.get(spot[1])
    if handler is not None:
        handler(state, seat, spot[1], events)


SPOTS[SPOT_EVENT] = SpotKind(
    2,
    _occupy_event,
    release=lambda state, seat, spot: None,  # the Event stays achieved
    act=_act_event,
    movable=lambda state, seat, spot: False,
    stays=lambda state, seat, spot: False,
    name=lambda spot: {"event": EVENTS[spot[1]].key},
)
SPOT_OF[("claim", "event")] = lambda state, action: (SPOT_EVENT, EVENT_INDEX[action["event"]])


# --- Destination cards (and the Storehouse's worker space) -------------------------------
def _occupy_card(state: EverdellState, seat: int, spot: tuple, events: list[Event]) -> None:
    owner, uid = spot[1], spot[2]
    cc = city_find(state.players[owner], uid)
    cc.workers = (*cc.workers, seat)
    key = CARDS[cc.card].key
    events.append(placed_event(seat, spot, f"card.{uid}", card=key, owner=owner))


def _release_card(state: EverdellState, seat: int, spot: tuple) -> None:
    cc = city_find(state.players[spot[1]], spot[2])
    if cc is not None:
        workers = list(cc.workers)
        workers.remove(seat)
        cc.workers = tuple(workers)


def _act_card(state: EverdellState, seat: int, spot: tuple, events: list[Event], placed: bool):
    owner = spot[1]
    cc = city_find(state.players[owner], spot[2])
    if placed and owner != seat:
        add_tokens(state, owner, 1, events)
    VISIT[cc.card](state, seat, owner, cc, events)


def _kept_card(state: EverdellState, spot: tuple) -> bool:
    cc = city_find(state.players[spot[1]], spot[2])
    return cc is not None and cc.card in PERMANENT


def _card_spot(state: EverdellState, action: Action) -> tuple:
    owner, cc = owner_of(state, action["card"])
    return (SPOT_CARD, owner, cc.uid)


SPOTS[SPOT_CARD] = SpotKind(
    3,
    _occupy_card,
    _release_card,
    _act_card,
    movable=lambda state, seat, spot: (
        city_find(state.players[spot[1]], spot[2]) is not None and not _kept_card(state, spot)
    ),
    stays=lambda state, seat, spot: _kept_card(state, spot),
    name=lambda spot: {"card": spot[2]},
)
SPOT_OF[("visit", "card")] = _card_spot


def activate_location(
    state: EverdellState,
    seat: int,
    loc: int,
    events: list[Event],
    lessen: str | None = None,
    forgo: str | None = None,
) -> None:
    """The action of a basic or Forest location (also used by Lookout and Clock Tower).

    ``lessen`` (a Weather at the visit): ``resources`` or ``resources_or_cards``, of which
    the visit gains 1 fewer; the player chooses which (``forgo``) when there is a choice."""
    spec = BASIC[loc] if loc < LOC_HAVEN else FOREST[loc - LOC_FOREST]
    gained, drawn, chosen = spec.gain, spec.draw, spec.any
    if lessen is not None and spec.special is None:
        if forgo is None:
            choices = forgo_choices(spec, lessen)
            if len(choices) > 1:
                options = [act("forgo", what=what) for what in choices]
                ctx = (loc, lessen)
                ask(state, seat, "forgo", options, events, "forgo", ctx, spec.key)
                return
            forgo = choices[0] if choices else None
        if forgo == "card":
            drawn -= 1
        elif forgo == "any":
            chosen -= 1
        elif forgo is not None:
            gained = minus_one(gained, RES_INDEX[forgo])
    if any(gained):
        gain(state, seat, gained, events)
    if drawn:
        draw(state, seat, drawn, events)
    add_tokens(state, seat, spec.points, events)
    ask_any(state, seat, chosen, spec.key)
    if spec.special is not None:
        FOREST_SPECIAL[spec.special](state, seat, events, lessen)


def forgo_choices(spec, lessen: str) -> list[str]:
    """What a lessened visit may gain 1 fewer of: a resource it gives, its resource of
    choice, or (``resources_or_cards``) a card."""
    choices = [RESOURCES[index] for index, amount in enumerate(spec.gain) if amount]
    if spec.any:
        choices.append("any")
    if lessen == "resources_or_cards" and spec.draw:
        choices.append("card")
    return choices


def minus_one(vector, index: int) -> tuple[int, int, int, int]:
    values = list(vector)
    values[index] -= 1
    return tuple(values)


@answer("forgo")
def _forgo_answer(state: EverdellState, prompt, action: Action, events) -> None:
    loc, lessen = prompt.ctx
    activate_location(state, prompt.seat, loc, events, lessen, action["what"])


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
    if state.spire is not None:
        for hook in PREPARING:
            hook(state, seat)
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
        if stays_out(state, seat, spot):
            kept.append(spot)
        else:
            SPOTS[spot[0]].release(state, seat, spot)
    returned = len(player.spots) - len(kept)
    player.spots = kept
    player.free = player.workers - len(kept)
    events.append(Event(ev.MEEPLE_RETURNED, {"seat": seat, "workers": returned}))


def stays_out(state: EverdellState, seat: int, spot: tuple) -> bool:
    if SPOTS[spot[0]].stays(state, seat, spot):
        return True
    return state.spire is not None and any(hook(state, seat, spot) for hook in STAYING)


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
    return [spot for spot in state.players[seat].spots if SPOTS[spot[0]].movable(state, seat, spot)]


def spot_action(spot: tuple, kind: str = "recall") -> Action:
    """The action naming the worker on ``spot`` (``recall(loc=...)``, with its meeple)."""
    meeple = meeple_of(spot)
    names = SPOTS[spot[0]].name(spot)
    return act(kind, **names) if meeple is None else act(kind, **names, meeple=meeple)


def lift_worker(state: EverdellState, seat: int, spot: tuple, events: list[Event]) -> None:
    """Take one worker off ``spot`` back into the player's supply."""
    player = state.players[seat]
    player.spots.remove(spot)
    player.free += 1
    SPOTS[spot[0]].release(state, seat, spot)
    events.append(Event(ev.MEEPLE_RETURNED, {"seat": seat, "workers": 1}))


def spot_from_action(state: EverdellState, seat: int, action: Action, kind: str = "recall"):
    for spot in movable_spots(state, seat):
        if spot_action(spot, kind) == action:
            return spot
    raise AssertionError("no such worker")

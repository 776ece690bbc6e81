"""What changes the islands: a new island on a vent, growth, Plants, animals and Birds.

Every function here is one thing the rulebook lets happen on the board, with its limits (the
supply of meeples, 4 Plants at most, one Bird per island) and its consequences: the goals of
the place that acted are checked at once, and a research token that fires on it ("when you
place a Turtle...") is offered through a ``trigger`` task (``tokens.py`` resolves it).
"""

from __future__ import annotations

from everdell_desktop.core import Event
from everdell_desktop.core import events as ev
from everdell_desktop.core.kernel import Task

from . import goals
from .data import ANIMALS, CRAB, PLANT, SEAL, TURTLE, TYPES
from .engine import BIRD_MOVED, ISLAND_GROWN, ISLAND_PLACED, KERNEL, T, event
from .state import (
    BIRD_ON,
    HEIGHT,
    LARGE,
    NEW_ANIMALS,
    NEW_PLANTS,
    OWNER,
    PLANTS,
    EmergeState,
)

ANIMAL_TRIGGERS = {TURTLE: "turtle_placed", SEAL: "seal_placed"}


def settle(state: EmergeState, place: int, events: list[Event]) -> None:
    """After a change made by ``place``: claim the goals it completed (a seat's; the solo
    Rival claims goals by its cards only)."""
    if place < state.num_seats:
        goals.check(state, place, events)


def trigger(state: EmergeState, place: int, when: str, island: int) -> None:
    """Queue the offer of ``place``'s tokens that fire on ``when`` on ``island`` (if it holds
    one, and unless that offer is already queued)."""
    if place >= state.num_seats:
        return
    task = Task("trigger", place, (when, island, ()))
    if task in state.tasks:
        return
    for token in state.usable_tokens(place):
        if T.token_types[T.token_of[token]].when == when:
            KERNEL.push(state, task)
            return


def new_island(state: EmergeState, place: int, vent: int) -> int:
    """A small island of ``place`` on ``vent`` (no events: setup and ``place_island``)."""
    state.islands.append([place, vent, 1, 0, 0, 0, 0, 0, 0, 0])
    state.pieces[place][0] -= 1
    index = len(state.islands) - 1
    state.vent_island[vent] = index
    return index


def place_island(state: EmergeState, place: int, vent: int, events: list[Event]) -> int:
    """Tectonic: a small island on an empty vent; the token lying there is the placer's."""
    index = new_island(state, place, vent)
    events.append(event(ISLAND_PLACED, seat=place, island=index, vent=vent))
    token = state.vent_token[vent]
    if token >= 0:
        state.vent_token[vent] = -1
        state.tokens[place].append(token)
        events.append(
            ev_token_moved(token, "vent", "tokens", place, reveals=not state.vent_open[vent])
        )
        state.vent_open[vent] = False
    settle(state, place, events)
    return index


def ev_token_moved(token: int, source: str, to: str, place: int, reveals: bool) -> Event:
    return Event(
        ev.CARD_MOVED,
        {
            "card": T.token_types[T.token_of[token]].key,
            "token": token,
            "from_zone": source,
            "to_zone": to,
            "seat": place,
            "reveals": reveals,
        },
    )


def can_grow(state: EmergeState, index: int) -> bool:
    """The island is not large yet and its owner has the next piece."""
    island = state.islands[index]
    height = island[HEIGHT]
    return height < LARGE and state.pieces[island[OWNER]][height] > 0


def grow(state: EmergeState, index: int, events: list[Event]) -> None:
    """Slide the next larger piece beneath the island (its height rises by one)."""
    island = state.islands[index]
    owner, height = island[OWNER], island[HEIGHT]
    state.pieces[owner][height] -= 1
    island[HEIGHT] = height + 1
    events.append(event(ISLAND_GROWN, seat=owner, island=index, height=height + 1))
    settle(state, owner, events)


def plant_room(state: EmergeState, index: int) -> int:
    """Plants the island can still take (4 at most, and the supply's)."""
    return min(T.max_plants - state.islands[index][PLANTS], state.supply[PLANT])


def add_plants(state: EmergeState, index: int, count: int, events: list[Event]) -> None:
    """Up to ``count`` Plants on the island, as many as fit. The 4th Plant fires the owner's
    "4th tree" tokens."""
    placed = min(count, plant_room(state, index))
    if placed <= 0:
        return
    island = state.islands[index]
    island[PLANTS] += placed
    island[NEW_PLANTS] += placed
    state.supply[PLANT] -= placed
    owner = island[OWNER]
    events.append(
        Event(ev.MEEPLE_PLACED, {"seat": owner, "meeple": "plant", "loc": index, "count": placed})
    )
    if island[PLANTS] == T.max_plants:
        trigger(state, owner, "fourth_tree", index)
    settle(state, owner, events)


def next_animal(state: EmergeState, index: int) -> int:
    """The animal the island may receive next (Crab, then Turtle, then Seal; needs a Plant),
    or -1 when it has all three or no Plant yet."""
    island = state.islands[index]
    if not island[PLANTS]:
        return -1
    for kind in ANIMALS:
        if not island[PLANTS + kind]:
            return kind
    return -1


def place_animal(state: EmergeState, index: int, kind: int, events: list[Event]) -> None:
    """A Crab, Turtle or Seal on the island (the caller checked the order and the supply)."""
    island = state.islands[index]
    owner = island[OWNER]
    island[PLANTS + kind] = 1
    island[NEW_ANIMALS] |= 1 << kind
    state.supply[kind] -= 1
    if kind == TURTLE and island[HEIGHT] == LARGE:
        state.turtle_on_large[owner] = True
    events.append(Event(ev.MEEPLE_PLACED, {"seat": owner, "meeple": TYPES[kind], "loc": index}))
    if kind in ANIMAL_TRIGGERS:
        trigger(state, owner, ANIMAL_TRIGGERS[kind], index)
    elif goals.placed_this_round(state, owner, CRAB) >= 2:
        trigger(state, owner, "second_crab", -1)  # the token picks among this round's Crabs
    settle(state, owner, events)


def move_bird(state: EmergeState, place: int, source: int, dest: int, events: list[Event]) -> None:
    """A Bird flies from the mainland (``source`` -1) or an island to ``place``'s island
    ``dest``, carrying a Plant. Taking it from another place's island is a steal."""
    if source < 0:
        state.mainland -= 1
        stolen = False
    else:
        state.islands[source][BIRD_ON] = 0
        stolen = state.islands[source][OWNER] != place
    state.islands[dest][BIRD_ON] = 1
    events.append(event(BIRD_MOVED, seat=place, source=source, island=dest, stolen=stolen))
    if stolen:
        state.steals_round[place] += 1
        trigger(state, place, "bird_stolen", dest)
    add_plants(state, dest, 1, events)
    settle(state, place, events)

"""The Big Critters: a kind of worker with a power each.

A Big Critter stands where a worker stands (its name is the last item of the worker's spot)
and goes everywhere a worker goes; the Ranger and its kind move it. Whisper ignores whether a
place is taken; King Rhun may stand on a Prosperity card of his owner's city; Windlore may
perch on the deck; Honeypaw turns a berry-less placement's resources into berries; Stubblehoof
may stay out at Prepare for Season to act again.
"""

from __future__ import annotations

from everdell_desktop.core import Action, Event
from everdell_desktop.core.kernel import DECLINE, Task

from .. import engine, places
from ..engine import (
    CARD,
    CARDS,
    act,
    answer,
    ask,
    ask_again,
    ask_any,
    city_find,
    discard_from_hand,
    draw,
    gain,
    hand_titles,
    push,
    task,
)
from ..places import SPOT_OF, SPOTS, SpotKind, meeple_of, placed_event
from ..state import (
    HAND_LIMIT,
    SPOT_CARD,
    SPOT_DECK,
    SPOT_DISCOVERY,
    SPOT_LOC,
    SPOT_PERCH,
    EverdellState,
)
from . import discoveries
from .common import explorer

WHISPER, KING_RHUN, WINDLORE, HONEYPAW, STUBBLEHOOF = (
    "whisper",
    "king_rhun",
    "windlore",
    "honeypaw",
    "stubblehoof",
)
PROSPERITY = 4
WINDLORE_DRAW = 3
WINDLORE_ECHO = 2  # cards its owner may draw when an opponent draws
HONEYPAW_MOST = 3
NO_LIMIT = 99

places.PASSES_TAKEN.add(WHISPER)


def critter_spot(state: EverdellState, seat: int, critter: str) -> tuple | None:
    for spot in state.players[seat].spots:
        if meeple_of(spot) == critter:
            return spot
    return None


def placements(
    state: EverdellState, seat: int, exclude: tuple | None, meeple: str | None
) -> list[Action]:
    """King Rhun on a Prosperity card of his city, Windlore on the deck (a hook of
    ``places.placement_actions``, which adds the meeple)."""
    if meeple == KING_RHUN:
        return [
            act("perch", card=cc.uid)
            for cc in state.players[seat].city
            if CARDS[cc.card].color == PROSPERITY and exclude != (SPOT_PERCH, cc.uid)
        ]
    if meeple == WINDLORE and exclude != (SPOT_DECK,):
        return [act("perch", pile="deck")]
    return []


# --- King Rhun on a Prosperity card ------------------------------------------------------
def _perch_act(state: EverdellState, seat: int, spot: tuple, events: list[Event], placed: bool):
    cc = city_find(state.players[seat], spot[1])
    if cc is not None:
        ask_any(state, seat, CARDS[cc.card].points, KING_RHUN)


def _perch_occupy(state: EverdellState, seat: int, spot: tuple, events: list[Event]) -> None:
    """King Rhun holds the card he stands on as a worker holds a Destination (it cannot
    leave the city under him: rulings.md)."""
    cc = city_find(state.players[seat], spot[1])
    cc.workers = (*cc.workers, seat)
    events.append(placed_event(seat, spot, f"card.{spot[1]}", card=CARDS[cc.card].key))


def _perch_release(state: EverdellState, seat: int, spot: tuple) -> None:
    cc = city_find(state.players[seat], spot[1])
    if cc is not None:
        cc.workers = tuple(worker for worker in cc.workers if worker != seat)


SPOTS[SPOT_PERCH] = SpotKind(
    2,
    occupy=_perch_occupy,
    release=_perch_release,
    act=_perch_act,
    movable=lambda state, seat, spot: True,
    stays=lambda state, seat, spot: False,
    name=lambda spot: {"perch": spot[1]},
)
SPOT_OF[("perch", "card")] = lambda state, action: (SPOT_PERCH, action["card"])


# --- Windlore on the deck ----------------------------------------------------------------
def _deck_act(state: EverdellState, seat: int, spot: tuple, events: list[Event], placed: bool):
    draw(state, seat, WINDLORE_DRAW, events)


SPOTS[SPOT_DECK] = SpotKind(
    1,
    occupy=lambda state, seat, spot, events: events.append(placed_event(seat, spot, "deck")),
    release=lambda state, seat, spot: None,
    act=_deck_act,
    movable=lambda state, seat, spot: True,
    stays=lambda state, seat, spot: False,
    name=lambda spot: {"pile": "deck"},
)
SPOT_OF[("perch", "pile")] = lambda state, action: (SPOT_DECK,)


def windlore_owner(state: EverdellState) -> int | None:
    for seat, player in enumerate(state.players):
        if (SPOT_DECK, WINDLORE) in player.spots:
            return seat
    return None


def _hand_limit(state: EverdellState, seat: int, limit: int) -> int:
    """While Windlore is on the deck its owner draws past the limit (then discards down)."""
    return NO_LIMIT if windlore_owner(state) == seat else limit


def _drew(state: EverdellState, seat: int, count: int, events: list[Event]) -> None:
    """An opponent drew: Windlore's owner "may draw 2 cards". Its owner over the limit
    discards down at once."""
    owner = windlore_owner(state)
    if owner is None:
        return
    if owner != seat and not state.players[owner].passed:
        push(state, "windlore_echo", owner)
    elif owner == seat and len(state.players[seat].hand) > HAND_LIMIT:
        push(state, "discard_down", seat)


@task("windlore_echo")
def _windlore_echo_task(state: EverdellState, task: Task, events: list[Event]) -> None:
    if state.deck or state.discard:
        options = [act("draw"), DECLINE]
        ask(state, task.seat, "windlore_draw", options, events, "windlore_echo", source=WINDLORE)


@answer("windlore_echo")
def _windlore_echo_answer(state: EverdellState, prompt, action: Action, events) -> None:
    if action.kind != "decline":
        draw(state, prompt.seat, WINDLORE_ECHO, events)


@task("discard_down")
def _discard_down_task(state: EverdellState, task: Task, events: list[Event]) -> None:
    player = state.players[task.seat]
    if len(player.hand) > HAND_LIMIT:
        options = [act("discard", card=CARDS[card].key) for card in hand_titles(player)]
        ask_again(state, task, "discard", options, events, WINDLORE)


@answer("discard_down")
def _discard_down_answer(state: EverdellState, prompt, action: Action, events) -> None:
    discard_from_hand(state, prompt.seat, CARD[action["card"]], events)
    push(state, "discard_down", prompt.seat)


# --- Honeypaw ----------------------------------------------------------------------------
def _tally(state: EverdellState, seat: int, vector, events: list[Event]) -> None:
    """Each place's running total of resources gained (what Honeypaw measures)."""
    gained = state.spire.gained
    gained[seat] = tuple(a + b for a, b in zip(gained[seat], vector, strict=True))


def _placing(state: EverdellState, seat: int, spot: tuple, events: list[Event]) -> None:
    """Placing Honeypaw: measure what the placement gains once it has fully resolved."""
    if meeple_of(spot) == HONEYPAW:
        push(state, "honeypaw", seat, state.spire.gained[seat])


@task("honeypaw")
def _honeypaw(state: EverdellState, task: Task, events: list[Event]) -> None:
    (before,) = task.args
    now = state.spire.gained[task.seat]
    delta = [after - earlier for after, earlier in zip(now, before, strict=True)]
    if delta[3] == 0:
        berries = min(HONEYPAW_MOST, sum(delta[:3]))
        if berries:
            gain(state, task.seat, (0, 0, 0, berries), events)


# --- Stubblehoof -------------------------------------------------------------------------
ACTS_AGAIN = (SPOT_LOC, SPOT_CARD, SPOT_DISCOVERY)


def acts_again(state: EverdellState, seat: int, spot: tuple) -> bool:
    """Whether the place of a deployed worker can act for it again now (Stubblehoof, Grey
    Cloak's Hideout): a location, a Destination or a Discovery location whose requirement is
    met, never the Journey, an Event or a spot the worker never leaves."""
    if spot[0] not in ACTS_AGAIN:
        return False
    kind = SPOTS[spot[0]]
    if not kind.movable(state, seat, spot) or kind.stays(state, seat, spot):
        return False
    if spot[0] == SPOT_CARD:
        owner = spot[1]
        cc = city_find(state.players[owner], spot[2])
        check = places.VISIT_CAN.get(cc.card)
        return check is None or check(state, seat, owner, cc)
    if spot[0] == SPOT_DISCOVERY:
        return discoveries.requirement_met(state, seat, spot[2])
    return True


def _stubblehoof_may_stay(state: EverdellState, seat: int) -> tuple | None:
    """Stubblehoof's spot when it may stay out and act again."""
    spot = critter_spot(state, seat, STUBBLEHOOF)
    return spot if spot is not None and acts_again(state, seat, spot) else None


def _preparing(state: EverdellState, seat: int) -> None:
    if _stubblehoof_may_stay(state, seat) is not None:
        push(state, "stubblehoof", seat)


@task("stubblehoof")
def _stubblehoof_task(state: EverdellState, task: Task, events: list[Event]) -> None:
    options = [act("stay"), DECLINE]
    ask(state, task.seat, "stubblehoof", options, events, "stubblehoof", source=STUBBLEHOOF)


@answer("stubblehoof")
def _stubblehoof_answer(state: EverdellState, prompt, action: Action, events) -> None:
    """Staying out: its place acts again, then 1 card and 1 resource of choice."""
    if action.kind == "decline":
        return
    seat = prompt.seat
    spot = _stubblehoof_may_stay(state, seat)
    explorer(state, seat).staying = True
    ask_any(state, seat, 1, STUBBLEHOOF)
    push(state, "stubblehoof_draw", seat)
    SPOTS[spot[0]].act(state, seat, spot, events, False)


@task("stubblehoof_draw")
def _stubblehoof_draw(state: EverdellState, task: Task, events: list[Event]) -> None:
    draw(state, task.seat, 1, events)


def _staying(state: EverdellState, seat: int, spot: tuple) -> bool:
    return explorer(state, seat).staying and meeple_of(spot) == STUBBLEHOOF


def _season(state: EverdellState, seat: int, gained: int, events: list[Event]) -> int:
    if state.spire is not None:
        explorer(state, seat).staying = False
    return gained


places.PLACEMENTS.append(placements)
places.PLACING.append(_placing)
places.PREPARING.append(_preparing)
places.STAYING.append(_staying)
places.SEASON_HOOKS.append(_season)
engine.GAINED.append(_tally)
engine.HAND_LIMITS.append(_hand_limit)
engine.DREW.append(_drew)

"""The Sun and Moon timer and the Season tiles.

Every main action moves one token one space right: placing a worker moves the Sun, playing a
card the Moon, taking a card either (the other when one cannot move). A season ends when both
stand on the last space; then every worker comes home, the tokens go back to the start and the
next Season tile's steps run in order (the Winter tile's at setup). The game ends when both
reach the end in autumn.
"""

from __future__ import annotations

from everdell_desktop.core import Event
from everdell_desktop.core import events as ev
from everdell_desktop.core.kernel import Task, is_bot

from .data import SEASONS
from .effects import start_production, take_meadow_cards
from .engine import (
    DATA,
    END,
    OPEN_SEASON,
    RIVER,
    act,
    answer,
    ask,
    draw,
    push,
    refill_meadow,
    task,
)
from .places import return_workers
from .state import EMPTY, HARE, MOON, SUN, TURTLE, DuoState

ANIMALS = {"hare": HARE, "turtle": TURTLE}


def season_over(state: DuoState) -> bool:
    return state.sun == END and state.moon == END


def tokens_movable(state: DuoState) -> list[str]:
    return [token for token, at in ((SUN, state.sun), (MOON, state.moon)) if at < END]


@task("move_token")
def _move_token(state: DuoState, task: Task, events: list[Event]) -> None:
    move_token(state, task.args[0], events)


MOVES = {token: act("move", token=token) for token in (SUN, MOON)}


@task("choose_token")
def _choose_token(state: DuoState, task: Task, events: list[Event]) -> None:
    """After taking a card: the token of the player's choice, the other if one cannot move."""
    tokens = tokens_movable(state)
    if len(tokens) == 1:
        move_token(state, tokens[0], events)
    else:
        options = [MOVES[token] for token in tokens]
        ask(state, task.seat, "move_token", options, events, "chosen_token", source="take")


@answer("chosen_token")
def _chosen_token(state: DuoState, prompt, action, events: list[Event]) -> None:
    move_token(state, action["token"], events)


def move_token(state: DuoState, token: str, events: list[Event]) -> None:
    if token == SUN:
        state.sun += 1
        at = state.sun
    else:
        state.moon += 1
        at = state.moon
    events.append(Event("token_moved", {"token": token, "to": at}))


def starter(state: DuoState) -> int:
    """The place the current Season tile names as starting player."""
    return ANIMALS[DATA.seasons[state.season].starter]


def begin_season(state: DuoState, events: list[Event]) -> None:
    """Queue the current Season tile's steps, in the tile's order."""
    tile = DATA.seasons[state.season]
    source = f"season.{SEASONS[state.season]}"
    push(state, OPEN_SEASON, HARE, source=source)  # under the steps: it resolves last
    for who, do in reversed(tile.steps):
        push(state, "season_step", ANIMALS.get(who, HARE), do, source=source)


def next_season(state: DuoState, events: list[Event]) -> None:
    """Workers home, the tile removed, the tokens back to the start, the next tile's steps."""
    return_workers(state, events)
    state.season += 1
    state.sun = state.moon = 0
    events.append(Event(ev.SEASON_CHANGED, {"seat": EMPTY, "season": SEASONS[state.season]}))
    begin_season(state, events)


@task("season_step")
def _season_step(state: DuoState, task: Task, events: list[Event]) -> None:
    do = task.args[0]
    place = task.seat
    if do == "refill":
        refill_meadow(state, events)
    elif do == "river":
        refresh_river(state, events)
    elif is_bot(state, place):
        return  # the Skunk skips the Turtle's steps (rulings.md)
    elif do == "draw":
        draw(state, place, 1, events)
    elif do == "meadow":
        take_meadow_cards(state, place, 1, task.source, refill=False)
    elif do == "any":
        push(state, "gain_any", place, 1, source=task.source)
    else:  # greens
        start_production(state, place)


def refresh_river(state: DuoState, events: list[Event]) -> None:
    """Discard both River tiles and lay out the next two (the discarded tiles are shuffled
    into a new pile if it runs out)."""
    state.river_out.extend(state.river)
    state.river = []
    for _ in range(2):
        if not state.river_pile:
            state.river_pile = state.river_out
            state.river_out = []
            state.rng.shuffle(state.river_pile)
        state.river.append(state.river_pile.pop())
    keys = [RIVER[tile].key for tile in state.river]
    events.append(Event("river_changed", {"tiles": keys, "reveals": True}))

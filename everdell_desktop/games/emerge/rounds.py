"""The round: Ship phase, Modifier phase, the roll, and the Discovery phase's turns.

A round starts with the ``start_round`` task: the ship moves one space (turning the tokens on
its vents face up and, past an Add Die icon, giving every seat a die), the tiles refresh, and
then each seat in turn from the anchor's holder decides its Modifier Tiles (``modify``) and
which kept dice to roll again (``keep``); the ``roll`` task rolls them all. The Discovery phase
is a sequence of turns from the anchor: one Discovery, one token purchase, or passing, with
tile powers and instant tokens as free actions before it. The round ends when every seat has
passed (the kernel asks :func:`round_over` when a turn ends, and calls :func:`end_turn` or
:func:`end_round`); the anchor moves on; after round 8 the game is scored.
"""

from __future__ import annotations

from everdell_desktop.core import Action, Event
from everdell_desktop.core.kernel import Task, end_game, next_in_order, start_turn

from . import dice, discoveries, rival, scoring, tokens
from .data import TYPES
from .engine import (
    ANCHOR_PASSED,
    DICE_ADDED,
    FIRST_TURN,
    KERNEL,
    PASS,
    ROUND_PASSED,
    ROUND_STARTED,
    SHIP_MOVED,
    TOKEN_REVEALED,
    T,
    event,
)
from .state import NEW_ANIMALS, NEW_PLANTS, EmergeState


@KERNEL.task("start_round")
def _start_round(state: EmergeState, task: Task, events: list[Event]) -> None:
    state.round += 1
    events.append(event(ROUND_STARTED, round=state.round))
    _ship_phase(state, events)
    _reset_round(state)
    if state.rival is not None:
        rival.new_round(state)
    order = [(state.anchor + step) % state.num_seats for step in range(state.num_seats)]
    work = [Task(kind, seat) for seat in order for kind in ("modify", "keep")]
    KERNEL.push_all(state, [*work, Task("roll", state.anchor)])


def _ship_phase(state: EmergeState, events: list[Event]) -> None:
    """The ship moves one space: tokens beside it turn face up; an Add Die icon passed gives
    every seat one more die."""
    space = state.round
    events.append(event(SHIP_MOVED, space=space))
    for vent in T.reveals[space]:
        token = state.vent_token[vent]
        if token >= 0 and not state.vent_open[vent]:
            state.vent_open[vent] = True
            key = T.token_types[T.token_of[token]].key
            events.append(event(TOKEN_REVEALED, vent=vent, token=key, id=token, reveals=True))
    if space in T.add_die_rounds:
        for seat in range(state.num_seats):
            state.dice_total[seat] += 1
            events.append(event(DICE_ADDED, seat=seat, total=state.dice_total[seat]))


def _reset_round(state: EmergeState) -> None:
    """Tiles refresh; nobody has passed or bought; the round's marks are cleared."""
    for seat in range(state.num_seats):
        state.tiles_used[seat] = [False] * 6
        state.passed[seat] = False
        state.buying[seat] = False
        state.fresh[seat] = []
    for place in range(state.places):
        state.steals_round[place] = 0
        state.tokens_round[place] = 0
    for island in state.islands:
        island[NEW_PLANTS] = 0
        island[NEW_ANIMALS] = 0


# --- turns ------------------------------------------------------------------------------------
def turn_actions(state: EmergeState, seat: int) -> list[Action]:
    """A Discovery (until the seat buys a token), a token purchase, a tile power or an instant
    token (free), or passing."""
    actions = [] if state.buying[seat] else discoveries.discovery_actions(state, seat)
    actions += tokens.buy_actions(state, seat)
    actions += dice.power_actions(state, seat)
    if state.tokens[seat]:
        actions += tokens.instant_actions(state, seat)
    actions.append(PASS)
    return actions


def main_action(state: EmergeState, action: Action, events: list[Event]) -> None:
    seat = state.current
    kind = action.kind
    if kind == "discover":
        discoveries.start(state, seat, action, events)
    elif kind == "buy":
        tokens.start_buying(state, seat, action, events)
    elif kind == "power":
        dice.use_power(state, seat, TYPES.index(action["tile"]), events)
    elif kind == "use":
        tokens.use_instant(state, seat, action["token"], events)
    else:  # pass: done for this round
        state.passed[seat] = True
        events.append(event(ROUND_PASSED, seat=seat))


def begin_turn(state: EmergeState, seat: int, events: list[Event]) -> None:
    state.tokens_turn[seat] = 0
    start_turn(state, seat, events)


@KERNEL.task(FIRST_TURN)
def _first_turn(state: EmergeState, task: Task, events: list[Event]) -> None:
    """The roll opens the Discovery phase: the anchor's holder takes the round's first turn."""
    begin_turn(state, state.anchor, events)


def round_over(state: EmergeState) -> bool:
    """Every seat has passed and the Rival, in a solo game, has played out its actions."""
    return all(state.passed[: state.num_seats]) and not rival.action_due(state)


def end_turn(state: EmergeState, events: list[Event]) -> None:
    """The kernel's turn-end hook while the round goes on (free actions, a tile power or a
    token, do not end the turn: ``FREE_ACTIONS``): the next seat that has not passed moves,
    the Rival acting in between in a solo game."""
    if rival.queue_action(state):
        return
    seat = next_in_order(state.current, state.num_seats, lambda s: state.passed[s])
    begin_turn(state, seat, events)  # a seat has not passed, else the round would be over


def end_round(state: EmergeState, events: list[Event]) -> None:
    """The kernel says the round is over (:func:`round_over`): after the last one the game is
    scored, else the anchor moves on and the next round starts."""
    if state.round >= T.rounds:
        end_game(state, events, scoring.winners(state))
        return
    state.anchor = (state.anchor + 1) % state.num_seats
    events.append(event(ANCHOR_PASSED, seat=state.anchor))
    KERNEL.push(state, Task("start_round", state.anchor))  # the kernel resolves it next

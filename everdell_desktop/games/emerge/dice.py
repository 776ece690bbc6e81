"""Dice and the player board: Modifier Tiles, the roll, tile powers and paying with dice.

Dice are a multiset: a seat's board is six counts (``state.dice[seat]``, by face), so two dice
showing the same face are one choice, never two. Every choice about dice is a single prompt
whose options are distinct multisets: which dice to reroll (one face at a time), which dice pay
for a Discovery (only when the type sits on two spaces and more than one mix is possible),
which die a tile power changes.
"""

from __future__ import annotations

from collections.abc import Iterator

from everdell_desktop.core import Action, Event, Prompt
from everdell_desktop.core import events as ev
from everdell_desktop.core.kernel import DECLINE, DONE, Task

from .data import TYPES
from .engine import (
    DICE_SPENT,
    DIE_CHANGED,
    FIRST_TURN,
    KERNEL,
    REARRANGE,
    REROLL_ALL,
    TILE_PLACED,
    TILE_REMOVED,
    TILE_USED,
    TILES_REFRESHED,
    T,
    act,
    event,
)
from .state import EmergeState

ANY = -1  # a payment in dice of any type (a research token)
FACES = range(1, 7)
REROLL = (None, *(act("reroll", face=face) for face in FACES))  # by face
REMOVE = tuple(act("remove_tile", space=s + 1) for s in range(6))
TAKE = tuple(tuple(act("take_tile", tile=name, space=s + 1) for s in range(6)) for name in TYPES)
CHANGE = {(f, to): act("change", face=f, to=to) for f in FACES for to in FACES if to != f}


# --- rolling ----------------------------------------------------------------------------------
def roll(state: EmergeState, seat: int, count: int, events: list[Event]) -> list[int]:
    """Roll ``count`` of the seat's dice; each lands on the space of its face."""
    if count <= 0:
        return []
    rng, board = state.rng, state.dice[seat]
    faces = [rng.randint(1, 6) for _ in range(count)]
    for face in faces:
        board[face - 1] += 1
    events.append(Event(ev.DICE_ROLLED, {"seat": seat, "faces": faces}))
    return faces


@KERNEL.task("roll")
def _roll_everyone(state: EmergeState, task: Task, events: list[Event]) -> None:
    """The Discovery phase's roll: every die not kept on a board, all seats at once."""
    for seat in range(state.num_seats):
        roll(state, seat, state.dice_total[seat] - sum(state.dice[seat]), events)
    KERNEL.push(state, Task(FIRST_TURN, state.anchor))


# --- which dice to keep -------------------------------------------------------------------
@KERNEL.task("keep")
def _ask_keep(state: EmergeState, task: Task, events: list[Event]) -> None:
    """A seat with dice kept from earlier rounds picks the ones to roll again."""
    if sum(state.dice[task.seat]):
        KERNEL.ask(state, task.seat, "keep", keep_options(state, task.seat), events)


def keep_options(state: EmergeState, seat: int) -> list[Action]:
    board = state.dice[seat]
    options = [REROLL[face] for face in FACES if board[face - 1]]
    if sum(board) > 1:
        options.append(REROLL_ALL)
    options.append(DONE)
    return options


@KERNEL.answer("keep")
def _kept(state: EmergeState, prompt: Prompt, action: Action, events: list[Event]) -> None:
    board = state.dice[prompt.seat]
    if action == REROLL_ALL:
        board[:] = [0] * 6
    elif action != DONE:
        board[action["face"] - 1] -= 1  # off the board: it joins this round's roll
        if sum(board):
            KERNEL.ask(state, prompt.seat, "keep", keep_options(state, prompt.seat), events)


# --- the Modifier phase -------------------------------------------------------------------
def tile_supply(state: EmergeState, tile: int) -> int:
    """Tiles of type ``tile`` left in the supply."""
    return T.tile_copies - sum(tile in row for row in state.tiles)


@KERNEL.task("modify")
def _ask_modify(state: EmergeState, task: Task, events: list[Event]) -> None:
    KERNEL.ask(state, task.seat, "modify", modify_options(state, task.seat), events)


def modify_options(state: EmergeState, seat: int) -> list[Action]:
    """Remove a tile (free, then asked again), or ONE of: take a tile from the supply onto an
    uncovered space, or rearrange the tiles on the board; or leave the board as it is."""
    tiles = state.tiles[seat]
    options = [REMOVE[s] for s in range(6) if tiles[s] >= 0]
    free = [s for s in range(6) if tiles[s] < 0]
    for tile in range(6):
        if tile not in tiles and tile_supply(state, tile) > 0:
            options.extend(TAKE[tile][s] for s in free)
    if len(free) < 6:
        options.append(REARRANGE)
    options.append(DONE)
    return options


@KERNEL.answer("modify")
def _modified(state: EmergeState, prompt: Prompt, action: Action, events: list[Event]) -> None:
    seat, tiles = prompt.seat, state.tiles[prompt.seat]
    if action.kind == "remove_tile":
        space = action["space"] - 1
        events.append(event(TILE_REMOVED, seat=seat, tile=TYPES[tiles[space]], space=space + 1))
        tiles[space] = -1
        KERNEL.ask(state, seat, "modify", modify_options(state, seat), events)
    elif action.kind == "take_tile":
        place_tile(state, seat, TYPES.index(action["tile"]), action["space"] - 1, events)
    elif action == REARRANGE:
        lifted = tuple(tile for tile in tiles if tile >= 0)
        tiles[:] = [-1] * 6
        _ask_move(state, seat, lifted, events)


def place_tile(state: EmergeState, seat: int, tile: int, space: int, events: list[Event]) -> None:
    state.tiles[seat][space] = tile
    events.append(event(TILE_PLACED, seat=seat, tile=TYPES[tile], space=space + 1))


def _ask_move(state: EmergeState, seat: int, lifted: tuple[int, ...], events: list[Event]) -> None:
    """Rearranging: the next lifted tile goes onto any space not yet taken."""
    tiles, tile = state.tiles[seat], lifted[0]
    options = [act("place_tile", tile=TYPES[tile], space=s + 1) for s in range(6) if tiles[s] < 0]
    KERNEL.ask(state, seat, "move_tile", options, events, ctx=lifted[1:])


@KERNEL.answer("move_tile")
def _moved(state: EmergeState, prompt: Prompt, action: Action, events: list[Event]) -> None:
    place_tile(state, prompt.seat, TYPES.index(action["tile"]), action["space"] - 1, events)
    if prompt.ctx:
        _ask_move(state, prompt.seat, prompt.ctx, events)


def refresh_tiles(state: EmergeState, seat: int, events: list[Event]) -> None:
    state.tiles_used[seat] = [False] * 6
    events.append(event(TILES_REFRESHED, seat=seat))


# --- tile powers ------------------------------------------------------------------------------
def power_options(state: EmergeState, seat: int, tile: int) -> list[Action]:
    """What the power of the seat's tile of type ``tile`` can do to its dice now."""
    spec = T.tiles[tile]
    board = state.dice[seat]
    faces = [face for face in FACES if board[face - 1]]
    power = spec.power
    if power in ("reroll_one", "reroll_face"):
        return [REROLL[face] for face in faces]
    targets: list[tuple[int, int]] = []
    for face in faces:
        if power == "nudge":
            targets += [
                (face, to) for to in (face - spec.amount, face + spec.amount) if 1 <= to <= 6
            ]
        elif power == "flip":
            targets.append((face, 7 - face))
        else:  # copy: the face of another die
            targets += [(face, to) for to in faces if to != face]
    return [CHANGE[target] for target in targets]


def power_actions(state: EmergeState, seat: int) -> list[Action]:
    """``power(tile=...)`` for each unused tile on the board whose power can change a die:
    with any die on the board every power can, except Mimic, which needs two faces."""
    board = state.dice[seat]
    faces = sum(1 for count in board if count)
    if not faces:
        return []
    used = state.tiles_used[seat]
    return [
        POWER[tile]
        for tile in state.tiles[seat]
        if tile >= 0 and not used[tile] and (faces > 1 or T.tiles[tile].power != "copy")
    ]


POWER = tuple(act("power", tile=name) for name in TYPES)


def use_power(state: EmergeState, seat: int, tile: int, events: list[Event]) -> None:
    """Flip the tile and ask what its power does."""
    state.tiles_used[seat][tile] = True
    events.append(event(TILE_USED, seat=seat, tile=TYPES[tile]))
    options = power_options(state, seat, tile)
    KERNEL.ask(state, seat, "power", options, events, then="powered", ctx=(tile,), source="tile")


@KERNEL.answer("powered")
def _powered(state: EmergeState, prompt: Prompt, action: Action, events: list[Event]) -> None:
    if action == DECLINE:  # the Crab's second reroll, not taken
        return
    seat, board = prompt.seat, state.dice[prompt.seat]
    spec = T.tiles[prompt.ctx[0]]
    face = action["face"]
    if action.kind == "change":
        board[face - 1] -= 1
        board[action["to"] - 1] += 1
        events.append(event(DIE_CHANGED, seat=seat, face=face, to=action["to"]))
    elif spec.power == "reroll_face":
        count, board[face - 1] = board[face - 1], 0
        roll(state, seat, count, events)
    else:  # reroll_one: one die, which may be rolled again while rerolls are left
        board[face - 1] -= 1
        (rolled,) = roll(state, seat, 1, events)
        left = (prompt.ctx[1] if len(prompt.ctx) > 1 else spec.amount) - 1
        if left > 0:
            options = [REROLL[rolled], DECLINE]
            ctx = (prompt.ctx[0], left)
            KERNEL.ask(
                state, seat, "reroll_again", options, events, then="powered", ctx=ctx, source="tile"
            )


# --- paying with dice -----------------------------------------------------------------------
def payments(state: EmergeState, seat: int, kind: int, cost: int) -> list[tuple[int, ...]]:
    """Every distinct way to pay ``cost`` dice of Discovery type ``kind`` (``ANY``: dice of
    any type), as sorted tuples of faces."""
    board = state.dice[seat]
    spaces = tuple(
        s for s in range(6) if board[s] and (kind == ANY or state.space_type(seat, s) == kind)
    )
    if len(spaces) == 1:
        return [(spaces[0] + 1,) * cost]
    key = (tuple(board[s] for s in spaces), spaces, cost)
    found = _PAYMENTS.get(key)
    if found is None:
        found = _PAYMENTS[key] = [tuple(faces) for faces in _mixes(board, list(spaces), cost)]
    return found


_PAYMENTS: dict[tuple, list[tuple[int, ...]]] = {}  # a few thousand boards at most


def _mixes(board: list[int], spaces: list[int], cost: int) -> Iterator[list[int]]:
    if cost == 0:
        yield []
        return
    if not spaces:
        return
    first, rest = spaces[0], spaces[1:]
    for take in range(min(board[first], cost), -1, -1):
        for tail in _mixes(board, rest, cost - take):
            yield [first + 1] * take + tail


def ask_payment(
    state: EmergeState,
    seat: int,
    kind: int,
    cost: int,
    events: list[Event],
    then: str,
    ctx: tuple,
) -> None:
    """Ask which dice pay (answered at once when there is only one way)."""
    options = [act("pay", dice=faces) for faces in payments(state, seat, kind, cost)]
    KERNEL.ask(state, seat, "pay", options, events, then=then, ctx=ctx)


def spend(state: EmergeState, seat: int, faces: tuple[int, ...], events: list[Event]) -> None:
    """Move the paid dice off the board (they are rolled again next round)."""
    board = state.dice[seat]
    for face in faces:
        board[face - 1] -= 1
    events.append(event(DICE_SPENT, seat=seat, faces=list(faces)))

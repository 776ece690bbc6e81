"""Builders for Emerge tests: a fresh game plus helpers that arrange exact situations."""

from __future__ import annotations

from everdell_desktop import core
from everdell_desktop.core import Action
from everdell_desktop.core.kernel import DONE
from everdell_desktop.games.emerge.data import TYPES, tables
from everdell_desktop.games.emerge.state import (
    BIRD_ON,
    CRAB_ON,
    HEIGHT,
    PLANTS,
    SEAL_ON,
    TURTLE_ON,
)

GAME = core.get("emerge")
T = tables()
START_PROMPTS = ("modify", "keep", "move_tile")


def new_game(players: int = 2, seed: int = 1, **solo):
    return GAME.new_game(GAME.make_config(players=players, **solo), seed)


def solo_game(level: str = "normal", seed: int = 1):
    return new_game(1, seed, solo="rival", difficulty=level)


def finish_start(state) -> None:
    """Answer every Modifier and keep prompt with 'leave it', up to the first turn."""
    while state.pending and state.pending[-1].kind in START_PROMPTS:
        GAME.apply(state, DONE)


def discovery(players: int = 2, seed: int = 1, **solo):
    """A game in round 1's Discovery phase, the anchor's holder (seat 0) to move."""
    state = new_game(players, seed, **solo)
    finish_start(state)
    return state


def play(state, text: str):
    """Apply one action given in its text form (checked for legality)."""
    return GAME.apply(state, Action.parse(text))


def legal(state) -> set[str]:
    return {action.encode() for action in GAME.legal_actions(state)}


def kinds(events) -> list[str]:
    return [event.kind for event in events]


def set_dice(state, seat: int, faces: str) -> None:
    """Put exactly these faces on the seat's board (e.g. "1135"); the seat owns at least as
    many dice."""
    board = [0] * 6
    for face in faces:
        board[int(face) - 1] += 1
    state.dice[seat] = board
    state.dice_total[seat] = max(state.dice_total[seat], len(faces))


def faces_on(state, seat: int) -> str:
    return "".join(str(face) * count for face, count in enumerate(state.dice[seat], start=1))


def cover(state, seat: int, space: int, tile: str) -> None:
    state.tiles[seat][space - 1] = TYPES.index(tile)


def token_ids(key: str) -> list[int]:
    index = T.token_index[key]
    return [token for token, kind in enumerate(T.token_of) if kind == index]


def _take_out(state, token: int) -> None:
    for zone in (state.stack, *state.tokens, *state.spent, *state.fresh):
        if token in zone:
            zone.remove(token)
    for slot, held in enumerate(state.market):
        if held == token:
            state.market[slot] = -1
    for vent, held in enumerate(state.vent_token):
        if held == token:
            state.vent_token[vent] = -1


def give(state, place: int, key: str) -> int:
    """A token of that type moves to ``place`` (usable at once)."""
    token = next(t for t in token_ids(key) if t not in state.tokens[place])
    _take_out(state, token)
    state.tokens[place].append(token)
    return token


def to_market(state, slot: int, key: str) -> int:
    token = token_ids(key)[0]
    _take_out(state, token)
    state.market[slot] = token
    return token


def home(state, place: int) -> int:
    """The place's first island (its starting island)."""
    return state.islands_of(place)[0]


def add_island(
    state,
    place: int,
    height: int = 1,
    plants: int = 0,
    crab: int = 0,
    turtle: int = 0,
    seal: int = 0,
    bird: int = 0,
    vent: int | None = None,
) -> int:
    """A new island of ``place`` set up directly (pieces and supply kept consistent)."""
    if vent is None:
        vent = next(v for v, island in enumerate(state.vent_island) if island < 0)
    state.vent_token[vent] = -1
    state.islands.append([place, vent, 1, 0, 0, 0, 0, 0, 0, 0])
    index = len(state.islands) - 1
    state.vent_island[vent] = index
    state.pieces[place][0] -= 1
    dress(state, index, height, plants, crab, turtle, seal, bird)
    return index


def dress(state, index, height=None, plants=None, crab=None, turtle=None, seal=None, bird=None):
    """Set what an island holds, taking meeples and pieces from the supplies."""
    island = state.islands[index]
    owner = island[0]
    if height is not None:
        for size in range(island[HEIGHT], height):
            state.pieces[owner][size] -= 1
        island[HEIGHT] = height
    for field, value, kind in (
        (PLANTS, plants, 0),
        (CRAB_ON, crab, 1),
        (TURTLE_ON, turtle, 2),
        (SEAL_ON, seal, 3),
    ):
        if value is not None:
            state.supply[kind] -= value - island[field]
            island[field] = value
    if bird is not None:
        state.mainland -= bird - island[BIRD_ON]
        island[BIRD_ON] = bird


def cover_now(state, seat: int, space: int, tile: str) -> None:
    """Cover a space while the seat's Modifier question is open (its options follow)."""
    from everdell_desktop.games.emerge.dice import modify_options

    cover(state, seat, space, tile)
    prompt = state.pending[-1]
    assert prompt.kind == "modify" and prompt.seat == seat
    prompt.options = tuple(modify_options(state, seat))


def put_goal(state, key: str) -> None:
    """Goals in play: ``key`` in slot 0 and three goals of other types."""
    chosen = [T.goal_index[key]]
    for goal in T.goals:
        if len(chosen) < 4 and all(T.goals[c].type != goal.type for c in chosen):
            chosen.append(goal.index)
    state.goals = chosen

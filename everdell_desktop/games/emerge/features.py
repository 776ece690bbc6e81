"""What a player would name about a seat's position in Emerge, as numbers for the learned
evaluation (``ai.value_model``): the running score by category and the hand-written estimate
(the model learns what to add to it), the islands by height with their meeples by kind, the
room left on them and how many can still grow, islands one kind short of the Biodiversity
Bonus, island pieces left, the dice (owned, on the board, by the Discovery type they count as),
Modifier Tiles placed and unused, research tokens, goals claimed and the progress on the open
ones that count what stands on the islands, the round, the share of the game left and whether
the seat has passed or holds the First Player Anchor.

Everything here is on the table for every seat to see (the face-down research tokens are never
read). ``NAMES`` and ``features`` must stay in step: a model file lists the names it was
trained on and is refused when they differ.
"""

from __future__ import annotations

from everdell_desktop.core import GameDefinition
from everdell_desktop.core.heuristics import ValueFeatures

from .data import SIZES, TYPES
from .engine import T
from .goals import STANDING_CHECKS, standing_count
from .heuristic import MAX_MEEPLES, estimate
from .scoring import breakdown
from .state import (
    BIRD_ON,
    CRAB_ON,
    HEIGHT,
    LARGE,
    PLANTS,
    SEAL_ON,
    TURTLE_ON,
    EmergeState,
)

KINDS = (PLANTS, CRAB_ON, TURTLE_ON, SEAL_ON)  # the four the Biodiversity Bonus asks for

NAMES: tuple[str, ...] = (
    "estimate",
    "score",
    "island_points",
    "biodiversity",
    "tokens",
    "goal_points",
    *(f"islands_{size}" for size in SIZES),
    "plants",
    "crabs",
    "turtles",
    "seals",
    "birds",
    "meeple_room",
    "islands_can_grow",
    "islands_one_kind_short",
    "pieces_left",
    "dice_owned",
    "dice_on_board",
    *(f"dice_{kind}" for kind in TYPES),
    "tiles_placed",
    "tiles_unused",
    "tokens_usable",
    "goals_claimed",
    "goal_progress_points",
    "round",
    "game_left",
    "passed",
    "anchor",
)


def features(game: GameDefinition, state: EmergeState, seat: int) -> list[float]:
    """The seat's position as ``NAMES`` lists it."""
    indices = state.islands_of(seat)
    own = [state.islands[index] for index in indices]
    score = breakdown(state, seat)
    tiles = [tile for tile in state.tiles[seat] if tile >= 0]
    return [
        estimate(state, seat),
        float(score.total),
        *(float(score.categories[key]) for key in ("islands", "biodiversity", "tokens", "goals")),
        *(float(sum(island[HEIGHT] == height for island in own)) for height in (1, 2, LARGE)),
        *(float(sum(island[field] for island in own)) for field in (*KINDS, BIRD_ON)),
        float(sum(MAX_MEEPLES - state.meeples_on(index) for index in indices)),
        float(sum(island[HEIGHT] < LARGE for island in own)),
        float(sum(_kinds_present(island) == len(KINDS) - 1 for island in own)),
        float(sum(state.pieces[seat])),
        float(state.dice_total[seat]),
        float(sum(state.dice[seat])),
        *(float(dice) for dice in state.dice_of_type(seat)),
        float(len(tiles)),
        float(sum(not state.tiles_used[seat][tile] for tile in tiles)),
        float(len(state.usable_tokens(seat))),
        float(sum(seat in claims for claims in state.claims)),
        _goal_progress(state, seat, own),
        float(state.round),
        _game_left(state),
        float(state.passed[seat]),
        float(state.anchor == seat),
    ]


def _kinds_present(island: list[int]) -> int:
    return sum(island[field] > 0 for field in KINDS)


def _game_left(state: EmergeState) -> float:
    """Share of the rounds still to come, the current one counted whole: 1 at the start."""
    return 0.0 if state.over else (T.rounds - state.round + 1) / T.rounds


def _goal_progress(state: EmergeState, seat: int, own: list[list[int]]) -> float:
    """For each open goal the seat has not claimed whose count stands on its islands: the
    points it would score now times the share of the count its islands meet."""
    total = 0.0
    for goal, claims in zip(state.goals, state.claims, strict=True):
        info = T.goals[goal]
        if seat in claims or len(claims) >= len(T.goal_values):
            continue
        if info.check in STANDING_CHECKS:
            met = min(standing_count(info, own), info.count)
            total += T.goal_values[len(claims)] * met / info.count
    return total


VALUE_FEATURES = ValueFeatures(NAMES, features, __package__)

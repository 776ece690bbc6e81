"""What a player would name about a seat's position in Everdell: Emerland, as numbers for the
learned evaluation (``ai.value_model``): the running score by category and the hand-written
estimate (the model learns what to add to it), the supply (resources, Emeralds, unplaced
Harps), the hand and the Plateau's top cards with their cost gaps, the city by colour, its
upgraded cards and the room left to its limit, Harp hosts, Workers and Helpers unplaced and
owned, the Lost City path, Artifacts and Realms, what the city's cards should still yield, the
share of the seat's game left, its season and whether it has passed.

A seat reads its own hand and the table only, never another hand. ``NAMES`` and ``features``
must stay in step: a model file lists the names it was trained on and is refused when they
differ.
"""

from __future__ import annotations

from everdell_desktop.core import GameDefinition
from everdell_desktop.core.heuristics import ValueFeatures, hand_and_market, hand_and_market_names

from .data import COLORS, HARP, SEASONS, SUPPLY
from .effects import design_of
from .heuristic import coming_yield, estimate, game_left, threshold_credit
from .rules import Emerland
from .scoring import CATEGORIES, breakdown, count
from .state import EmerlandState

NAMES: tuple[str, ...] = (
    "estimate",
    "score",
    *(f"score_{category}" for category in CATEGORIES),
    *SUPPLY[: HARP + 1],  # the four resources, Emeralds, Harps (point tokens: in the score)
    *hand_and_market_names("plateau"),
    *(f"city_{color}" for color in COLORS),
    "city_upgraded",
    "room",
    "harp_hosts",
    "workers_free",
    "helpers_free",
    "workers_owned",
    "helpers_owned",
    "path",
    "artifacts",
    "realms",
    "coming_yield",
    "threshold_credit",
    "game_left",
    *(f"season_{season}" for season in SEASONS),
    "passed",
)


def features(game: GameDefinition, state: EmerlandState, seat: int) -> list[float]:
    """The seat's position as ``NAMES`` lists it (the state may be a guess of hidden cards)."""
    supply = state.supply[seat]
    harp_hosts = Emerland.harp_targets(state, seat)
    free_critters = bool(supply[HARP] and harp_hosts)
    plateau = [slot[-1] for slot in state.plateau if slot]
    score = breakdown(state, seat)
    season = [0.0] * len(SEASONS)
    season[state.season[seat]] = 1.0
    return [
        estimate(state, seat),
        float(score.total),
        *(float(score.categories[category]) for category in CATEGORIES),
        *(float(have) for have in supply[: HARP + 1]),
        *hand_and_market(
            [_gap_and_points(supply, cid, free_critters) for cid in state.hands[seat]],
            [_gap_and_points(supply, cid, free_critters) for cid in plateau],
        ),
        *(float(count(state, seat, color)) for color in COLORS),
        float(count(state, seat, "upgraded")),
        float(state.city_limit(seat) - len(state.cities[seat])),
        float(len(harp_hosts)),
        float(state.workers[seat]),
        float(state.helpers[seat]),
        float(state.workers_total[seat]),
        float(state.helpers_total[seat]),
        float(count(state, seat, "path")),
        float(count(state, seat, "artifact")),
        float(count(state, seat, "realm")),
        coming_yield(state, seat),
        threshold_credit(state, seat),
        game_left(state, seat),
        *season,
        float(state.passed[seat]),
    ]


def _gap_and_points(supply: list[int], cid: int, free_critters: bool) -> tuple[int, int]:
    """The resources the seat still lacks to play the card (none for a Critter a Harp lets in
    for free) and the card's printed points."""
    design = design_of(cid)
    points = design.sides[0].points
    if design.critter and free_critters:
        return 0, points
    return sum(max(0, need - have) for need, have in zip(design.cost, supply, strict=False)), points


VALUE_FEATURES = ValueFeatures(NAMES, features, __package__)

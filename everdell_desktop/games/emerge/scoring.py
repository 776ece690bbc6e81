"""Final scoring: every island's meeples times its height, the Biodiversity Bonus, unused
research tokens and goals; ties go to the most goal points, then the most meeples on islands,
then the most large islands (and, in a solo game, to the Rival)."""

from __future__ import annotations

from everdell_desktop.core import ScoreBreakdown, winners_of

from . import goals
from .engine import T
from .state import CRAB_ON, HEIGHT, LARGE, OWNER, PLANTS, SEAL_ON, TURTLE_ON, EmergeState


def breakdown(state: EmergeState, place: int) -> ScoreBreakdown:
    island_points = biodiversity = meeples = large = 0
    for index, island in enumerate(state.islands):
        if island[OWNER] != place:
            continue
        on_it = state.meeples_on(index)
        meeples += on_it
        island_points += on_it * island[HEIGHT]
        large += island[HEIGHT] == LARGE
        if island[PLANTS] and island[CRAB_ON] and island[TURTLE_ON] and island[SEAL_ON]:
            biodiversity += T.biodiversity
    goal_points = goals.points(state, place)
    categories = {
        "islands": island_points,
        "biodiversity": biodiversity,
        "tokens": len(state.tokens[place]) * T.token_points,
        "goals": goal_points,
    }
    tiebreak = (goal_points, meeples, large)
    if state.rival is not None:  # a tie on every count goes to the Rival
        tiebreak += (int(place == state.num_seats),)
    return ScoreBreakdown(place, categories, tiebreak)


def scores(state: EmergeState) -> list[ScoreBreakdown]:
    return [breakdown(state, place) for place in range(state.places)]


def winners(state: EmergeState) -> list[int]:
    return winners_of(scores(state))

"""Final scoring ("Scoring") and the four tie-breakers ("End of Game").

Categories, in the rulebook's order: base points of the cards in the city, Prosperity bonus
points, point tokens, Artifacts, the Archaeologist's Lost City space, Realms, and one point per
two leftover resources (Emeralds included). Tie-breakers, in order: most upgraded cards, furthest
on the Lost City path, most Realms, most leftover resources (Emeralds included); a tie that
survives them all is a shared victory.
"""

from __future__ import annotations

from everdell_desktop.core import ScoreBreakdown

from .data import COLORS, EMERALD, HARP, POINTS, PROSPERITY, tables
from .effects import LOST_CITY, design_of, side_of
from .state import EmerlandState

T = tables()
CATEGORIES = (
    "cards",
    "prosperity",
    "point_tokens",
    "artifacts",
    "archaeologist",
    "realms",
    "resources",
)


def count(state: EmerlandState, seat: int, what: str) -> int:
    """How many of ``what`` a seat has — the thing Realms and Prosperity cards score per."""
    city = state.cities[seat]
    if what == "cards":
        return len(city)
    if what == "construction":
        return sum(not design_of(cid).critter for cid in city)
    if what == "critter":
        return sum(design_of(cid).critter for cid in city)
    if what == "upgraded":
        return sum(state.upgraded[cid] for cid in city)
    if what in COLORS:
        color = COLORS.index(what)
        return sum(design_of(cid).color == color for cid in city)
    if what == "colours":
        return len({design_of(cid).color for cid in city})
    if what == "artifact":
        return len(state.artifacts[seat])
    if what == "harps":
        return state.supply[seat][HARP] + sum(state.harp_on[cid] for cid in city)
    if what == "emerald":
        return state.supply[seat][EMERALD]
    if what == "point_tokens":
        return state.supply[seat][POINTS]
    if what == "realm":
        return len(state.realms[seat])
    if what == "beneath":
        return sum(len(state.beneath.get(cid, ())) for cid in city)
    if what == "path":
        return min(state.path_pos[seat], LOST_CITY - 1)
    if what == "resources":
        return sum(state.supply[seat][:4])
    raise ValueError(f"cannot count {what!r}")


def score_for(rule: tuple, have: int) -> int:
    """Points a Realm or Prosperity rule ``(what, points, each, max, at_least)`` gives for
    ``have`` counted items."""
    _what, points, each, cap, at_least = rule
    if at_least is not None:
        return points if have >= at_least else 0
    total = have // each * points
    return total if cap is None else min(total, cap)


def score_rule(state: EmerlandState, seat: int, rule: tuple) -> int:
    return score_for(rule, count(state, seat, rule[0]))


def leftover_resources(state: EmerlandState, seat: int) -> int:
    return sum(state.supply[seat][:4]) + state.supply[seat][EMERALD]


def path_progress(state: EmerlandState, seat: int) -> int:
    """Furthest on the path: the step reached, and within the Lost City the better space."""
    position = state.path_pos[seat] * 10
    space = state.lost_city_space[seat]
    if space >= 0:
        position += T.lost_city_spaces[space]
    return position


def breakdown(state: EmerlandState, seat: int) -> ScoreBreakdown:
    city = state.cities[seat]
    prosperity: dict[str, int] = {}
    for cid in city:
        if design_of(cid).color == PROSPERITY:
            name = design_of(cid).name
            bonus = score_rule(state, seat, side_of(state, cid).score)
            prosperity[name] = prosperity.get(name, 0) + bonus
    realms: dict[str, int] = {}
    for realm in state.realms[seat]:
        name, rule = T.realms[realm].name, T.realms[realm].score
        realms[name] = realms.get(name, 0) + score_rule(state, seat, rule)
    space = state.lost_city_space[seat]
    categories = {
        "cards": sum(side_of(state, cid).points for cid in city),
        "prosperity": sum(prosperity.values()),
        "point_tokens": state.supply[seat][POINTS],
        "artifacts": sum(T.artifacts[a].points for a in state.artifacts[seat]),
        "archaeologist": T.lost_city_spaces[space] if space >= 0 else 0,
        "realms": sum(realms.values()),
        "resources": leftover_resources(state, seat) // 2,
    }
    tiebreak = (
        count(state, seat, "upgraded"),
        path_progress(state, seat),
        len(state.realms[seat]),
        leftover_resources(state, seat),
    )
    return ScoreBreakdown(
        seat, categories, tiebreak, details={"prosperity": prosperity, "realms": realms}
    )


def scores(state: EmerlandState) -> list[ScoreBreakdown]:
    return [breakdown(state, seat) for seat in range(state.num_seats)]

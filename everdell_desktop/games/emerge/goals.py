"""Goal Cards: dealing four of different types, checking them, claiming 5/3/2/1.

A goal is checked for the place that acted, right after each thing it does (a meeple placed,
an island grown, a Bird moved, a token used), so a completed goal is claimed at once. Each goal
names a check from a small vocabulary (``data.GoalCheck``); what happened "this round" or "this
turn" is read from the per-round marks the rules keep on islands and places.
"""

from __future__ import annotations

from everdell_desktop.core import Event, Rng

from .data import PLANT, Goal
from .engine import GOAL_CLAIMED, T, event
from .state import BIRD_ON, HEIGHT, LARGE, NEW_ANIMALS, NEW_PLANTS, OWNER, PLANTS, EmergeState

CRAB_AND_TURTLE = (1 << 1) | (1 << 2)  # NEW_ANIMALS bits of a Crab and a Turtle


def deal(rng: Rng) -> list[int]:
    """Shuffle the goal deck and turn cards over, discarding a type already showing, until
    ``goals_in_play`` goals of different types lie face up (setup step 6)."""
    deck = list(range(len(T.goals)))
    rng.shuffle(deck)
    dealt: list[int] = []
    while len(dealt) < T.goals_in_play:
        card = deck.pop()
        if all(T.goals[card].type != T.goals[other].type for other in dealt):
            dealt.append(card)
    return dealt


def check(state: EmergeState, place: int, events: list[Event]) -> None:
    """Claim every goal in play that ``place`` has just completed."""
    own = None
    for slot, goal in enumerate(state.goals):
        claims = state.claims[slot]
        if place in claims or len(claims) >= len(T.goal_values):
            continue
        if own is None:
            own = [island for island in state.islands if island[OWNER] == place]
        if completed(state, place, T.goals[goal], own):
            claim(state, place, slot, events)


def claim(state: EmergeState, place: int, slot: int, events: list[Event]) -> None:
    """Put ``place``'s goal token on the highest open value of the goal in ``slot``."""
    claims = state.claims[slot]
    if place in claims or len(claims) >= len(T.goal_values):
        return
    value = T.goal_values[len(claims)]
    claims.append(place)
    goal = T.goals[state.goals[slot]]
    events.append(event(GOAL_CLAIMED, seat=place, goal=goal.key, value=value))


def points(state: EmergeState, place: int) -> int:
    """What ``place``'s goal tokens are worth."""
    return sum(T.goal_values[claims.index(place)] for claims in state.claims if place in claims)


def placed_this_round(state: EmergeState, place: int, kind: int) -> int:
    """Meeples of type ``kind`` that ``place`` put on its islands this round."""
    total = 0
    for island in state.islands:
        if island[OWNER] == place:
            if kind == PLANT:
                total += island[NEW_PLANTS]
            elif island[NEW_ANIMALS] >> kind & 1:
                total += 1
    return total


def completed(state: EmergeState, place: int, goal: Goal, own: list | None = None) -> bool:
    """Whether ``place`` meets ``goal`` now (``own``: its islands, when already at hand)."""
    check_kind, count = goal.check, goal.count
    if check_kind == "turtle_on_large":
        return state.turtle_on_large[place]
    if check_kind == "steals_in_round":
        return state.steals_round[place] >= count
    if check_kind == "tokens_in_turn":
        return state.tokens_turn[place] >= count
    if check_kind == "tokens_in_round":
        return state.tokens_round[place] >= count
    if check_kind == "placed_in_round":
        return placed_this_round(state, place, goal.meeple) >= count
    if own is None:
        own = [island for island in state.islands if island[OWNER] == place]
    if check_kind == "crab_and_turtle_in_round":
        return any(i[NEW_ANIMALS] & CRAB_AND_TURTLE == CRAB_AND_TURTLE for i in own)
    if check_kind == "plants_on_island_in_round":
        return any(island[NEW_PLANTS] >= count for island in own)
    if check_kind in STANDING_CHECKS:
        return standing_count(goal, own) >= count
    raise ValueError(f"goal {goal.key!r} has an unknown check {check_kind!r}")


# the checks that count what stands on a place's islands (the others count what it did in a
# round or a turn)
STANDING_CHECKS = frozenset({"islands_with", "islands_of_height", "large_islands_with_bird"})


def standing_count(goal: Goal, own: list) -> int:
    """How many of ``own`` (a place's islands) count towards a goal of ``STANDING_CHECKS``."""
    if goal.check == "islands_with":
        field = PLANTS + goal.meeple
        return sum(island[field] >= goal.amount for island in own)
    if goal.check == "islands_of_height":
        return sum(island[HEIGHT] >= goal.amount for island in own)
    return sum(i[HEIGHT] == LARGE and i[BIRD_ON] == 1 for i in own)

"""Scoring (rulebook, "Scoring Criteria"): points on cards, purple bonus points, point tokens,
Events (the Journey among them). Ties: more Events, more resources, more cards in the city,
more cards in hand (``ScoreBreakdown.tiebreak``, in that order)."""

from __future__ import annotations

from everdell_desktop.core import ScoreBreakdown

from .engine import CARDS, EVENTS, color_counts, count, events_achieved, rival, team
from .state import EMPTY, EVENT_SPACES, DuoState

PALACE_THRESHOLD = 3  # a colour with at least this many cards is worth 2 to the Palace
PALACE_POINTS = ARCHITECT_POINTS = 2
GOAL_COUNTS = ("green", "tan", "red", "blue", "purple", "critter", "construction", "city")


def purple_points(state: DuoState, place: int, card: int) -> int:
    """What a purple card adds at the end of the game."""
    what, points, per, cap, special = CARDS[card].score
    if special == "palace":
        return PALACE_POINTS * sum(
            1 for have in color_counts(state, place) if have >= PALACE_THRESHOLD
        )
    if special == "architect":
        banks = state.res[: state.num_seats] if state.coop is not None else [state.res[place]]
        return ARCHITECT_POINTS * sum(1 for kind in range(4) if any(b[kind] for b in banks))
    value = points * (count(state, place, what) // per)
    return value if cap is None else min(value, cap)


def event_points(state: DuoState, place: int) -> dict[str, int]:
    achieved = {
        EVENTS[state.events[space]].key: EVENTS[state.events[space]].points
        for space in range(EVENT_SPACES)
        if state.event_owner[space] == place
    }
    return achieved


def journey_award(state: DuoState) -> int:
    """Who wins the Journey: strictly more of its count than the other place (cooperatively:
    the team or the Skunk); a tie, nobody."""
    what = EVENTS[state.journey].more
    theirs_at = rival(state, 0)
    mine, theirs = count(state, 0, what), count(state, theirs_at, what)
    if mine == theirs:
        return EMPTY
    return 0 if mine > theirs else theirs_at


def player_breakdown(state: DuoState, place: int) -> ScoreBreakdown:
    """A place's score; a cooperative character's is the team's city (its tie-break keys
    count its own supply and hand)."""
    seat, place = place, team(state, place)
    city = state.cities[place]
    prosperity: dict[str, int] = {}
    for card in city:
        if CARDS[card].score is not None:
            prosperity[CARDS[card].key] = purple_points(state, place, card)
    events = event_points(state, place)
    journey = EVENTS[state.journey].points if state.journey_winner == place else 0
    goals = {what: count(state, place, what) for what in GOAL_COUNTS}
    goals["events"] = events_achieved(state, place)
    goals["journey"] = int(state.journey_winner == place)
    return ScoreBreakdown(
        seat,
        {
            "cards": sum(CARDS[card].points for card in city),
            "prosperity": sum(prosperity.values()),
            "tokens": state.tokens[place],
            "events": sum(events.values()),
            "journey": journey,
        },
        tiebreak=(
            events_achieved(state, place),
            sum(state.res[seat]),
            len(city),
            len(state.hands[seat]),
        ),
        details={"prosperity": prosperity, "events": events, "counts": goals},
    )

"""Scoring, the Journey and the four tie-breaks (rulebook, "End of Game and Scoring")."""

import pytest
from duo_kit import GAME, city, hand, new, res, take

from everdell_desktop.games.duo.engine import CARD, END, EVENTS, count, owner_of
from everdell_desktop.games.duo.scoring import journey_award
from everdell_desktop.games.duo.state import AUTUMN, EMPTY, HARE, TURTLE


def _tie(state):
    """Give both players the same total: an Event for the Hare, tokens for the Turtle."""
    state.event_owner[0] = HARE
    state.tokens[TURTLE] = EVENTS[state.events[0]].points
    state.journey_winner = EMPTY


def test_the_score_is_card_points_purple_bonuses_tokens_and_events():
    state = new()
    city(state, HARE, "castle", "barn", "miller")  # 3 + 1 + 1 points; Castle +2
    state.tokens[HARE] = 4
    state.event_owner[2] = HARE
    score = GAME.scores(state)[HARE]
    event = EVENTS[state.events[2]].points
    assert score.categories == {
        "cards": 5,
        "prosperity": 2,
        "tokens": 4,
        "events": event,
        "journey": 0,
    }
    assert score.total == 11 + event


def test_the_journey_goes_to_the_player_with_more_tan_cards():
    state = new()
    city(state, HARE, "wall", "scout")
    city(state, TURTLE, "bridge")
    assert journey_award(state) == HARE
    state.season = AUTUMN
    state.sun, state.moon = END, END - 1
    hand(state, HARE)  # no cards to trade after the last action
    take(state, "moon")
    assert state.journey_winner == HARE
    assert GAME.scores(state)[HARE].categories["journey"] == EVENTS[state.journey].points


def test_the_journey_is_not_awarded_on_a_tie():
    state = new()
    city(state, HARE, "wall")
    city(state, TURTLE, "bridge")
    assert journey_award(state) == EMPTY


def test_tie_break_one_more_events_achieved():
    state = new()
    _tie(state)
    assert GAME.winners(state) == [HARE]


def test_tie_break_two_more_resources_left():
    state = new()
    city(state, HARE, "old_ruins")  # worth 0: more city cards, but the resources come first
    res(state, TURTLE, berry=1)
    assert GAME.winners(state) == [TURTLE]


def test_tie_break_three_more_cards_in_the_city():
    state = new()
    city(state, HARE, "old_ruins")  # worth 0
    res(state, TURTLE, berry=1)
    res(state, HARE, twig=1)
    assert GAME.winners(state) == [HARE]


def test_tie_break_four_more_cards_in_hand():
    state = new()
    assert len(state.hands[TURTLE]) > len(state.hands[HARE])
    assert GAME.winners(state) == [TURTLE]


def test_a_tie_after_all_four_tie_breaks_is_shared():
    state = new()
    state.hands[TURTLE].pop()
    assert len(state.hands[TURTLE]) == len(state.hands[HARE])
    assert GAME.winners(state) == [HARE, TURTLE]


def test_palace_scores_two_per_colour_with_three_cards():
    state = new()
    city(state, HARE, "palace", "barn", "sawmill", "miller", "wall", "scout", "bridge")
    assert GAME.scores(state)[HARE].details["prosperity"]["palace"] == 4


def test_architect_scores_two_per_kind_of_resource_left():
    state = new()
    city(state, HARE, "architect")
    res(state, HARE, 3, 0, 1, 0)
    assert GAME.scores(state)[HARE].details["prosperity"]["architect"] == 4


def test_capped_and_halved_purple_counts():
    state = new()
    city(state, HARE, "old_oak", "barn", "sawmill", "miller", "farmer")  # 1 per 2 cards
    city(state, HARE, "treasury")  # 1 per resource left, up to 6
    res(state, HARE, 5, 5, 0, 0)
    prosperity = GAME.scores(state)[HARE].details["prosperity"]
    assert prosperity["old_oak"] == 3 and prosperity["treasury"] == 6


def test_the_journey_counts_as_an_event_for_the_tie_break_and_the_museum():
    state = new()
    city(state, HARE, "museum")
    state.journey_winner = HARE
    score = GAME.scores(state)[HARE]
    assert score.tiebreak[0] == 1 and score.details["prosperity"]["museum"] == 2


# One city counted by hand for every count a purple card, an Event or a chapter may name:
# Barn (green Construction), Farmer and Miller (green Critters), Wall (tan Construction), Inn
# (red Construction), Courthouse (blue Construction), Queen (purple Critter).
CITY_COUNTS = {
    "green": 3,
    "tan": 1,
    "red": 1,
    "blue": 1,
    "purple": 1,
    "critter": 3,
    "construction": 4,
    "green_critter": 2,
    "green_construction": 1,
    "city": 7,
    "colors": 5,
    "resources": 1 + 2 + 4,
    "events": 2,  # an Event and the Journey
    "tokens": 6,
}


@pytest.mark.parametrize(("what", "expected"), CITY_COUNTS.items())
def test_each_count_of_a_city_worked_out_by_hand(what, expected):
    state = new()
    city(state, HARE, "barn", "farmer", "miller", "wall", "inn", "courthouse", "queen")
    res(state, HARE, twig=1, pebble=2, berry=4)
    state.event_owner[3] = HARE
    state.journey_winner = HARE
    state.tokens[HARE] = 6
    assert count(state, HARE, what) == expected


def test_a_card_in_no_city_has_no_owner():
    state = new()
    city(state, TURTLE, "inn")
    assert owner_of(state, CARD["inn"]) == TURTLE
    assert owner_of(state, CARD["palace"]) == EMPTY

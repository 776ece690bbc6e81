"""Pebble Path's scoring with exact values (games/tinygame/rules.py docstring): a played card
scores its value, a traded card twice its value, one point per two pebbles; most pebbles breaks
a tie; solo, the squirrel's fixed target (easy 14, hard 20) is the score to beat."""

from __future__ import annotations

import pytest

from everdell_desktop import core
from everdell_desktop.core import Action
from everdell_desktop.core.engine import leads

GAME = core.get("tinygame")


def new(players=2, **options):
    return GAME.new_game(GAME.make_config(players=players, **options), 1)


@pytest.mark.parametrize(
    ("points", "pebbles", "categories"),
    [
        (0, 0, {"cards": 0, "pebbles": 0}),
        (7, 1, {"cards": 7, "pebbles": 0}),
        (7, 2, {"cards": 7, "pebbles": 1}),
        (12, 9, {"cards": 12, "pebbles": 4}),
    ],
)
def test_card_points_and_one_point_per_two_pebbles(points, pebbles, categories):
    state = new()
    state.points[0], state.pebbles[0] = points, pebbles
    result = GAME.scores(state)[0]
    assert result.categories == categories
    assert result.total == points + pebbles // 2
    assert result.tiebreak == (pebbles,)


def test_playing_a_card_scores_its_value_and_trading_twice_its_value():
    state = new()
    card = state.hands[0][0]
    GAME.apply(state, Action.of("play", card=card))
    assert GAME.scores(state)[0].categories["cards"] == card
    state.current = 0
    state.pebbles[0] = 3
    other = state.hands[0][0]
    GAME.apply(state, Action.of("trade"))
    GAME.apply(state, Action.of("double", card=other))
    assert GAME.scores(state)[0].categories == {"cards": card + 2 * other, "pebbles": 0}


def test_a_tie_on_points_goes_to_most_pebbles():
    state = new()
    state.points[:] = [10, 11]
    state.pebbles[:] = [3, 1]  # 10 + 1 = 11 + 0
    assert GAME.winners(state) == [0]
    state.pebbles[:] = [3, 3]  # 10 + 1 < 11 + 1
    assert GAME.winners(state) == [1]
    state.points[:] = [10, 10]
    assert GAME.winners(state) == [0, 1]


@pytest.mark.parametrize(("difficulty", "target"), [("easy", 14), ("hard", 20)])
def test_the_squirrels_target(difficulty, target):
    state = new(players=1, solo="squirrel", difficulty=difficulty)
    breakdowns = GAME.scores(state)
    assert [b.seat for b in breakdowns] == [0, 1]
    assert breakdowns[1].categories == {"target": target}
    state.points[0] = target + 1
    assert GAME.winners(state) == [0]
    state.points[0] = target - 1
    state.pebbles[0] = 1
    assert GAME.winners(state) == [1]


@pytest.mark.parametrize(("pebbles", "winners"), [(0, [0, 1]), (2, [0])])
def test_reaching_the_squirrels_target_exactly_wins_on_pebbles_or_shares_without_any(
    pebbles, winners
):
    """The squirrel's tie-breaker is 0 pebbles: a player level with the target wins with any
    pebble left over and shares the victory with none."""
    state = new(players=1, solo="squirrel", difficulty="easy")
    state.pebbles[0] = pebbles
    state.points[0] = 14 - pebbles // 2
    assert GAME.scores(state)[1].tiebreak == (0,)
    assert GAME.winners(state) == winners


def test_a_seats_final_lead_is_its_score_minus_the_best_other_score():
    """What the search and training learn from: each seat's margin over its best rival, the
    squirrel's target a rival of the solo player; a list of one entry has no rival."""
    state = new(players=3)
    state.points[:] = [10, 7, 4]  # no pebbles: the totals are the points
    assert GAME.final_leads(state) == [3, -3, -6]
    state.points[:] = [9, 9, 4]
    assert GAME.final_leads(state) == [0, 0, -5]
    solo = new(players=1, solo="squirrel", difficulty="easy")
    solo.points[0] = 10
    assert GAME.final_leads(solo) == [-4]  # 10 against the target of 14
    assert leads([2.5], 1) == [2.5]

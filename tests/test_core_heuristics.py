"""The shared shapes of a game's playout policy, and the hand and Meadow as value features."""

from __future__ import annotations

import pytest

from everdell_desktop.core import Action, Rng
from everdell_desktop.core.heuristics import (
    HAND_AND_MEADOW,
    GameHeuristic,
    WeightTable,
    hand_and_market,
    hand_and_market_names,
    kind_weights,
    weighted_pick,
)
from everdell_desktop.core.kernel import DECLINE
from everdell_desktop.core.plugin import LazyRef


def test_a_playout_weight_goes_by_kind_then_tells_an_answer_from_the_kernels_decline():
    weight = kind_weights({"play_card": 8.0, "pass": 0.1}, answer=1.0, decline=0.2)
    assert weight(Action.of("play_card", card=3)) == 8.0
    assert weight(Action.of("pass")) == 0.1
    assert weight(Action.of("choose", pick=2)) == 1.0
    assert weight(DECLINE) == 0.2


def test_weighted_pick_never_picks_an_action_of_weight_zero():
    first, second, third = Action.of("a"), Action.of("b"), Action.of("c")
    weights = {first: 1.0, second: 0.0, third: 0.0}
    picks = {weighted_pick([first, second, third], weights.get, Rng(seed)) for seed in range(50)}
    assert picks == {first}
    weights = {first: 0.0, second: 3.0, third: 1.0}  # b three times as often as c
    picks = [weighted_pick([first, second, third], weights.get, Rng(seed)) for seed in range(400)]
    assert first not in picks and 250 < picks.count(second) < 350


def test_the_hand_and_market_features_count_payable_cards_and_the_smallest_gap():
    hand = [(2, 3), (0, 1), (1, 4)]  # (cost gap, points)
    meadow = [(0, 2), (3, 5), (0, 1)]
    named = dict(zip(HAND_AND_MEADOW, hand_and_market(hand, meadow), strict=True))
    assert named == {
        "hand": 3,
        "hand_payable": 1,
        "hand_gap": 0,
        "hand_points": 8,
        "meadow_payable": 2,
        "meadow_best_payable_points": 2,  # the 5-point card lacks 3 resources
    }
    unpayable = dict(zip(HAND_AND_MEADOW, hand_and_market([(2, 3), (1, 4)], []), strict=True))
    assert (unpayable["hand_gap"], unpayable["meadow_best_payable_points"]) == (1, 0)


def test_a_weight_table_weighs_each_action_once_and_empties_itself_at_its_limit():
    weighed = []

    def weigh(action: Action) -> float:
        weighed.append(action)
        return float(len(action.kind))

    table = WeightTable(weigh, limit=2)
    pass_, place, play = Action.of("pass"), Action.of("place", loc=1), Action.of("play")
    assert [table[pass_], table[place], table[pass_], table[place]] == [4.0, 5.0, 4.0, 5.0]
    assert weighed == [pass_, place]
    assert table[play] == 4.0  # the third action: the table holds two at most
    assert set(table) == {play}
    assert table[pass_] == 4.0
    assert weighed == [pass_, place, play, pass_]


def test_a_weight_table_holds_4096_actions_before_it_empties_itself():
    table = WeightTable(lambda action: 1.0)
    for loc in range(4096):
        table[Action.of("place", loc=loc)]
    assert len(table) == 4096
    table[Action.of("pass")]
    assert list(table) == [Action.of("pass")]


def test_an_empty_hand_has_no_gap_and_the_market_is_named_by_the_game():
    assert hand_and_market([], [(0, 3)]) == [0.0, 0.0, 0.0, 0.0, 1.0, 3.0]
    assert hand_and_market_names("plateau")[4:] == (
        "plateau_payable",
        "plateau_best_payable_points",
    )


def no_values(game, state):
    return []


def no_rollout(game, state, legal, rng):
    return legal[0]


@pytest.mark.parametrize("level", ["hard_learned_seats", "normal_learned_seats"])
def test_a_level_judging_by_a_learned_model_needs_the_features_the_model_reads(level):
    with pytest.raises(ValueError, match="learned seats need value_features"):
        GameHeuristic(no_values, no_rollout, **{level: frozenset({2})})
    features = LazyRef("everdell_desktop.games.tinygame.features", "VALUE_FEATURES")
    heuristic = GameHeuristic(no_values, no_rollout, value_features=features, **{level: {2}})
    assert getattr(heuristic, level) == {2}

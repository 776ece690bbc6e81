"""Behaviour the core shard's seeded mutation sample (issue 43, seed 43) found unpinned."""

from __future__ import annotations

from dataclasses import dataclass

from everdell_desktop.core import ScoreBreakdown, registry
from everdell_desktop.core.cloning import Cloneable
from everdell_desktop.games.tinygame.features import features
from everdell_desktop.games.tinygame.rules import HIDDEN


@dataclass(slots=True)
class Tableaus(Cloneable):
    by_name: dict[str, list[int]]
    maybe_by_name: dict[str, list[int] | None]


def test_a_dict_of_lists_is_copied_down_to_each_list():
    original = Tableaus(by_name={"ana": [1, 2]}, maybe_by_name={"bo": [3], "cy": None})
    copy = original.clone()
    copy.by_name["ana"].append(9)
    copy.maybe_by_name["bo"].append(9)
    assert original.by_name == {"ana": [1, 2]}
    assert original.maybe_by_name == {"bo": [3], "cy": None}


class OneScore(type(registry.get("tinygame"))):
    """The test game's rules with a single score line (a game everyone plays together)."""

    def scores(self, state):
        return [ScoreBreakdown(0, {"points": 7, "pebbles": 2})]


def test_the_default_evaluation_of_a_lone_score_is_its_total():
    game = OneScore()
    state = game.new_game(game.config_model(players=2), seed=1)
    assert game.evaluate(state, 0) == 9.0


def test_the_test_games_learned_features_count_a_hidden_card_at_the_mean_card_value():
    game = registry.get("tinygame")
    state = game.new_game(game.config_model(players=2), seed=1)
    state.hands[1] = [HIDDEN, HIDDEN, 5]  # as seat 0's view shows seat 1's hand
    state.points[1], state.pebbles[1] = 4, 2
    assert features(game, state, 1)[:3] == [4.0, 2.0, 3.5 + 3.5 + 5]

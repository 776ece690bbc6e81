"""The test game's search heuristic, worked by hand: each seat's estimate is its points, half a
point per pebble and half of each card in hand (3.5 for a card it cannot see), less the best
rival's; a playout mostly takes the action that banks the most points at once."""

from __future__ import annotations

import pytest

from everdell_desktop.core import Action, registry
from everdell_desktop.games.tinygame.features import VALUE_FEATURES
from everdell_desktop.games.tinygame.heuristic import rollout_action, values
from everdell_desktop.games.tinygame.rules import HIDDEN

GAME = registry.get("tinygame")


def test_a_seats_estimate_counts_points_half_its_pebbles_and_half_its_hand():
    state = GAME.new_game(GAME.make_config(players=3), 1)
    state.points, state.pebbles = [4, 6, 1], [3, 0, 8]
    state.hands = [[2, HIDDEN], [5], []]
    # 4 + 1.5 + (2 + 3.5) / 2 = 8.25;  6 + 0 + 5 / 2 = 8.5;  1 + 4 + 0 = 5
    assert values(GAME, state) == [8.25 - 8.5, 8.5 - 8.25, 5 - 8.5]


def test_a_solo_seats_rival_is_the_target_score():
    state = GAME.new_game(GAME.make_config(players=1, solo="squirrel", difficulty="hard"), 1)
    state.points, state.pebbles, state.hands = [20], [5], [[4, 4]]
    state.solo_target = 25
    assert values(GAME, state) == [20 + 2.5 + 4 - 25]  # the target as the one rival


class NeverAtRandom:
    """A generator whose one-in-four draw never comes up: the playout takes its best action."""

    def randrange(self, stop):
        return stop - 1

    def choice(self, options):
        raise AssertionError("no action is drawn at random")


class AlwaysAtRandom:
    """A generator whose one-in-four draw always comes up and picks the last action."""

    def randrange(self, stop):
        return 0

    def choice(self, options):
        return options[-1]


@pytest.mark.parametrize(
    ("legal", "best"),
    [
        # a double banks twice its card: 2 x 2 = 4 beats playing a 3 and a roll's 3
        ([Action.of("play", card=3), Action.of("double", card=2), Action.of("roll")], 1),
        # a double of 1 (2) loses to a roll, which counts as an average card (3)
        ([Action.of("double", card=1), Action.of("roll"), Action.of("play", card=2)], 1),
        # playing a 5 beats a trade (3) and a double of 2 (4)
        ([Action.of("trade"), Action.of("double", card=2), Action.of("play", card=5)], 2),
        # playing a 4 beats a roll, whose average card is 3, not 4
        ([Action.of("roll"), Action.of("play", card=4)], 1),
    ],
)
def test_a_playout_takes_the_action_that_banks_the_most_points_at_once(legal, best):
    state = GAME.new_game(GAME.make_config(players=2), 1)
    assert rollout_action(GAME, state, legal, NeverAtRandom()) == legal[best]


def test_one_playout_step_in_four_takes_any_action():
    state = GAME.new_game(GAME.make_config(players=2), 1)
    legal = [Action.of("play", card=5), Action.of("roll")]
    assert rollout_action(GAME, state, legal, AlwaysAtRandom()) == legal[1]


def test_the_learned_features_of_a_seat_are_its_points_pebbles_hand_and_turns_left():
    state = GAME.new_game(GAME.make_config(players=2), 1)
    state.points, state.pebbles, state.turns_left = [4, 6], [3, 0], [2, 5]
    state.hands = [[2, HIDDEN], [5]]
    assert VALUE_FEATURES.names == ("points", "pebbles", "hand_points", "turns_left")
    assert VALUE_FEATURES.features(GAME, state, 0) == [4.0, 3.0, 5.5, 2.0]
    assert VALUE_FEATURES.features(GAME, state, 1) == [6.0, 0.0, 5.0, 5.0]

"""core.engine's shared rules worked by hand: who wins, each seat's lead, and what an action
that is not legal is called in its refusal."""

from __future__ import annotations

import pytest

from everdell_desktop.core import Action, IllegalAction, ScoreBreakdown, registry
from everdell_desktop.core.engine import find_legal, leads, require_legal, winners_of

GAME = registry.get("tinygame")


def test_a_score_is_its_categories_summed_and_ranks_by_total_then_tie_breakers():
    score = ScoreBreakdown(1, {"cards": 7, "pebbles": 2, "penalty": -1}, tiebreak=(4, 0))
    assert (score.total, score.rank_key()) == (8, (8, 4, 0))


@pytest.mark.parametrize(
    ("scores", "winners"),
    [
        ([], []),
        ([(10, ()), (9, ())], [0]),
        ([(10, (0,)), (9, (5,))], [0]),  # the total first: a tie-breaker only breaks ties
        ([(7, (1,)), (9, (2,)), (9, (3,))], [2]),
        ([(9, (3,)), (4, (9,)), (9, (3,))], [0, 2]),  # a shared victory
    ],
)
def test_the_winners_have_the_best_total_then_the_best_tie_breakers(scores, winners):
    breakdowns = [
        ScoreBreakdown(seat, {"points": total}, tiebreak)
        for seat, (total, tiebreak) in enumerate(scores)
    ]
    assert winners_of(breakdowns) == winners


def test_a_seats_lead_is_its_estimate_less_the_best_rival_a_bot_included():
    assert leads([5, 3, 8], 3) == [5 - 8, 3 - 8, 8 - 5]
    assert leads([5, 3, 8], 2) == [5 - 8, 3 - 8]  # the third entry is a bot's score
    assert leads([4.5], 1) == [4.5]  # no rival at all


@pytest.mark.parametrize(
    ("action", "named"),
    [
        (Action.of("play", card=9), "play(card=9)"),
        (Action.of("play", card=True), "play(card=true)"),  # equal to card=1, recorded otherwise
        (5, "int 5"),
        ([1] * 50, "list [1, 1, 1, 1, 1, 1, ...]"),
        (Action.of("x" * 78), "x" * 78 + "()"),  # 80 characters: whole
        (Action.of("x" * 90), "x" * 80 + "…"),
    ],
)
def test_an_action_not_legal_is_refused_naming_it_within_80_characters(action, named):
    state = GAME.new_game(GAME.make_config(players=2), 1)
    with pytest.raises(IllegalAction) as refused:
        require_legal(GAME, state, action)
    assert str(refused.value) == f"{named} is not legal now (seat 0 to move)"


def test_a_legal_action_is_found_as_the_game_offers_it_and_only_in_its_own_form():
    state = GAME.new_game(GAME.make_config(players=2), 1)
    legal = GAME.legal_actions(state)  # play a 1 or a 2, or roll
    assert find_legal(Action.of("play", card=2), legal) is legal[1]
    assert require_legal(GAME, state, Action.of("roll")) == Action.of("roll")
    assert find_legal(Action.of("play", card=1.0), legal) is None  # equal, written otherwise
    assert find_legal("roll()", legal) is None  # its text is not the action


def _reversed_keys(value):
    """``value`` with every mapping's keys written in the reverse order."""
    if isinstance(value, dict):
        return {key: _reversed_keys(value[key]) for key in reversed(value)}
    if isinstance(value, list):
        return [_reversed_keys(item) for item in value]
    return value


def test_a_state_hash_does_not_depend_on_the_order_its_encoding_names_its_fields():
    """A saved game's hash is checked when it is loaded, so the same state must hash alike
    however its encoding was built (seed 2616's survivor: ``sort_keys=False``)."""

    class ReversedEncoding(type(GAME)):
        def encode_state(self, state):
            return _reversed_keys(super().encode_state(state))

    state = GAME.new_game(GAME.make_config(players=2), 3)
    assert len(GAME.encode_state(state)) > 1
    assert ReversedEncoding().state_hash(state) == GAME.state_hash(state)

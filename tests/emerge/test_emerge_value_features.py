"""Emerge's value features (games/emerge/features.py) on a hand-built position, worked out by
hand from the rulebook's scoring (the shipped model that reads them:
tests/ai/test_value_model.py)."""

import pytest

from everdell_desktop.core import registry
from everdell_desktop.games.emerge import features as emerge_features
from everdell_desktop.games.emerge.engine import T

EMERGE = registry.get("emerge")


@pytest.fixture
def position():
    """Seat 1 in round 5, having passed; seat 0 holds the anchor."""
    state = EMERGE.new_game(EMERGE.make_config(players=2), 3)
    state.round, state.anchor, state.passed = 5, 0, [False, True]
    # owner, vent, height, Plants, Crab, Turtle, Seal, Bird, new Plants, new animals
    state.islands = [
        [1, 0, 3, 4, 1, 1, 0, 1, 0, 0],  # large: 7 meeples, every kind but the Seal
        [1, 2, 2, 2, 1, 0, 0, 0, 0, 0],  # medium: 3 meeples
        [0, 1, 1, 1, 0, 0, 0, 0, 0, 0],  # seat 0's
    ]
    state.pieces[1] = [2, 3, 4]
    state.dice_total[1] = 8
    state.dice[1] = [1, 0, 2, 0, 0, 1]  # faces 1, 3, 3, 6
    # a Tectonic tile (used this round) covers space 3, a Plant tile (unused) space 1
    state.tiles[1] = [0, -1, 4, -1, -1, -1]
    state.tiles_used[1] = [False, False, False, False, True, False]
    state.tokens[1], state.fresh[1] = [4, 8], [8]  # token 8 bought this round
    goals = ("forest_kingdom", "archipelago", "vantage_point", "mastermind")
    state.goals = [T.goal_index[key] for key in goals]
    state.claims = [[], [0], [], [1]]  # seat 1 claimed Mastermind first: 5 points
    return state


def _named(state, seat=1) -> dict[str, float]:
    values = emerge_features.features(EMERGE, state, seat)
    return dict(zip(emerge_features.NAMES, values, strict=True))


def test_emerge_features_say_what_a_player_would_count(position):
    named = _named(position)
    # islands 7 x 3 + 3 x 2, no Biodiversity (no Seal), 2 tokens, Mastermind's 5
    assert (named["island_points"], named["biodiversity"]) == (27, 0)
    assert (named["tokens"], named["goal_points"], named["score"]) == (2, 5, 34)
    sizes = [named[f"islands_{size}"] for size in ("small", "medium", "large")]
    assert sizes == [0, 1, 1]
    kinds = [named[kind] for kind in ("plants", "crabs", "turtles", "seals", "birds")]
    assert kinds == [6, 2, 1, 0, 1]
    assert named["meeple_room"] == (8 - 7) + (8 - 3)  # 4 Plants, 3 animals and a Bird each
    assert named["islands_can_grow"] == 1
    assert named["islands_one_kind_short"] == 1  # the large island lacks only the Seal
    assert named["pieces_left"] == 9
    assert (named["dice_owned"], named["dice_on_board"]) == (8, 4)
    by_type = [named[f"dice_{t}"] for t in ("plant", "crab", "turtle", "seal", "tectonic", "bird")]
    assert by_type == [1, 0, 0, 0, 2, 1]  # the two 3s count as Tectonic under the tile
    assert (named["tiles_placed"], named["tiles_unused"]) == (2, 1)
    assert named["tokens_usable"] == 1
    assert named["goals_claimed"] == 1
    # Forest Kingdom (2 islands with 4 Plants): 1 of 2 at 5 points; Archipelago (4 islands):
    # 2 of 4 at 3 points (seat 0 took the 5); Vantage Point (2 large islands with a Bird):
    # 1 of 2 at 5 points; Mastermind is seat 1's already
    assert named["goal_progress_points"] == pytest.approx(5 / 2 + 3 * 2 / 4 + 5 / 2)
    assert named["round"] == 5
    assert named["game_left"] == pytest.approx(4 / 8)  # rounds 5 to 8 of 8
    assert (named["passed"], named["anchor"]) == (1, 0)


def test_emerge_features_never_read_the_face_down_tokens(position):
    before = _named(position)
    position.stack.reverse()
    position.vent_token = [-1 if token < 0 else (token + 1) % 32 for token in position.vent_token]
    assert _named(position) == before


@pytest.mark.parametrize(
    ("rnd", "over", "left"), [(1, False, 1.0), (8, False, 1 / 8), (8, True, 0.0)]
)
def test_the_game_left_is_the_share_of_rounds_to_come_counting_this_one_and_none_when_over(
    position, rnd, over, left
):
    """Round 1 of 8: all of it; round 8: the last eighth; once the game is over, nothing."""
    position.round, position.over = rnd, over
    assert _named(position)["game_left"] == pytest.approx(left)

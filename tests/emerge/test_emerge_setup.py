"""Setup (rulebook steps 1-8), for every player count."""

from collections import Counter

import pytest
from emerge_kit import GAME, T, new_game

from everdell_desktop.games.emerge.state import HEIGHT, OWNER, PLANTS, VENT


def vent_ids(state, place):
    return {T.vents[state.islands[i][VENT]].id for i in state.islands_of(place)}


def test_setup_two_players_start_on_the_vents_beside_start():
    state = new_game(2)
    assert vent_ids(state, 0) | vent_ids(state, 1) == {"start_n", "start_s"}


@pytest.mark.parametrize("players", [3, 4])
def test_setup_three_and_four_players_start_near_the_mainland_or_the_station(players):
    state = new_game(players)
    corners = {"start_n", "start_s", "station_n", "station_s"}
    starts = [vent_ids(state, place) for place in range(players)]
    assert all(len(ids) == 1 and ids <= corners for ids in starts)
    assert len(set().union(*starts)) == players


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_each_player_has_one_small_island_with_one_plant(players):
    state = new_game(players)
    for place in range(players):
        (index,) = state.islands_of(place)
        island = state.islands[index]
        assert island[HEIGHT] == 1 and island[PLANTS] == 1 and state.meeples_on(index) == 1
    assert state.supply[0] == 42 - players


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_island_pieces_dice_and_goal_tokens_per_player(players):
    state = new_game(players)
    assert state.pieces == [[3, 4, 4]] * players  # 4 of each size, one small placed
    assert state.dice_total == [6] * players
    assert all(sum(board) == 0 for board in state.dice)  # nothing rolled before round 1
    assert state.claims == [[], [], [], []]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_market_of_four_and_a_face_down_token_on_every_unclaimed_vent(players):
    state = new_game(players)
    assert len([t for t in state.market if t >= 0]) == 4
    for vent, token in enumerate(state.vent_token):
        claimed = state.vent_island[vent] >= 0
        assert (token >= 0) != claimed
    placed = [t for t in (*state.market, *state.vent_token, *state.stack) if t >= 0]
    assert sorted(placed) == list(range(32))


def test_setup_tokens_on_vents_start_face_down_until_the_ship_passes():
    state = new_game(2, seed=4)
    # the ship is already on space 1 (round 1 began): only its two vents are face up
    face_up = {T.vents[v].id for v, up in enumerate(state.vent_open) if up}
    assert face_up == {"v1n", "v1s"}


@pytest.mark.parametrize("seed", range(12))
def test_setup_four_goals_of_four_different_types(seed):
    state = new_game(2, seed=seed)
    types = [T.goals[goal].type for goal in state.goals]
    assert len(types) == 4 and len(set(types)) == 4


def test_setup_discards_a_goal_of_a_type_already_showing():
    """Over many deals, both goals of every type turn up: the second of a type is not lost
    for good, it is skipped only when its type is already showing."""
    seen = Counter()
    for seed in range(80):
        for goal in new_game(2, seed=seed).goals:
            seen[goal] += 1
    assert set(seen) == set(range(14))


def test_setup_birds_on_the_mainland_and_tiles_in_six_stacks_of_four():
    state = new_game(4)
    assert state.mainland == 4
    assert T.tile_copies == 4 and len(T.tiles) == 6
    assert state.tiles == [[-1] * 6] * 4


def test_setup_the_ship_starts_on_start_and_the_anchor_with_the_first_player():
    state = new_game(3)
    assert state.round == 1  # the first Ship phase has moved it from START to space 1
    assert state.anchor == 0 and state.pending[-1].seat == 0


def test_setup_is_the_same_for_the_same_seed():
    assert GAME.state_hash(new_game(3, seed=9)) == GAME.state_hash(new_game(3, seed=9))
    assert GAME.state_hash(new_game(3, seed=9)) != GAME.state_hash(new_game(3, seed=10))


def test_setup_start_islands_belong_to_their_players():
    state = new_game(4)
    assert [state.islands[i][OWNER] for i in range(4)] == [0, 1, 2, 3]

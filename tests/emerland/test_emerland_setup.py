"""Game Setup and Player Setup, by player count."""

import pytest
from emerland_kit import GAME, T, new_game, placements

from everdell_desktop.games.emerland.board import LOCATION_INDEX
from everdell_desktop.games.emerland.data import EMERALD


def test_two_players_use_no_board_overlay():
    locations = placements(new_game(2))
    assert not any("overlay" in loc for loc in locations)


def test_three_players_add_the_3p_overlay_only():
    state = new_game(3)
    state.supply[0][EMERALD] = 5
    locations = placements(state)
    assert "fountain.overlay3" in locations
    assert not any("overlay4" in loc for loc in locations)


def test_four_players_add_the_3p_and_4p_overlays():
    state = new_game(4)
    state.supply[0][EMERALD] = 5
    locations = placements(state)
    assert {"fountain.overlay3", "fountain.overlay4_relic", "fountain.overlay4_market"} <= locations


@pytest.mark.parametrize("players", [3, 4])
def test_point_token_stacks_on_every_lost_city_path_space(players):
    state = new_game(players)
    assert state.path_stacks == [list(step[2]) for step in T.path_steps]


def test_two_players_make_a_single_point_stack_using_the_most_valuable():
    state = new_game(2)
    assert state.path_stacks == [[max(step[2])] for step in T.path_steps]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_starting_hands_are_3_4_5_6_cards_in_turn_order(players):
    state = new_game(players)
    assert [len(hand) for hand in state.hands] == [3, 4, 5, 6][:players]


@pytest.mark.parametrize("players", [2, 4])
def test_each_player_gains_one_emerald(players):
    state = new_game(players)
    assert [row[EMERALD] for row in state.supply] == [1] * players
    assert all(sum(row) == 1 for row in state.supply)


def test_each_player_starts_with_two_workers_two_helpers_and_an_archaeologist_at_the_start():
    state = new_game(3)
    assert state.workers == state.workers_total == [2, 2, 2]
    assert state.helpers == state.helpers_total == [2, 2, 2]
    assert state.path_pos == [0, 0, 0] and state.lost_city_space == [-1, -1, -1]


def test_plateau_shows_six_different_cards_with_duplicates_stacked():
    for seed in range(30):
        state = new_game(2, seed)
        designs = [T.card_design[slot[0]] for slot in state.plateau]
        assert len(designs) == 6 == len(set(designs))
        for slot in state.plateau:
            assert len({T.card_design[c] for c in slot}) == 1


def test_three_realms_are_revealed_from_a_shuffled_realm_deck():
    state = new_game(2)
    assert len(state.realm_row) == 3 and len(state.realm_deck) == 15
    assert sorted(state.realm_row + state.realm_deck) == list(range(18))


def test_the_four_river_market_dice_are_rolled():
    state = new_game(2)
    assert len(state.dice) == 4
    assert all(0 <= face < len(T.die_faces) for face in state.dice)


def test_game_starts_in_summer_with_the_first_player():
    state = new_game(4)
    assert state.season == [0, 0, 0, 0] and state.to_move() == 0


def test_every_card_starts_basic_side_up_and_in_exactly_one_place():
    state = new_game(4)
    places = state.deck + state.discard + [c for s in state.plateau for c in s]
    places += [c for h in state.hands for c in h]
    assert sorted(places) == list(range(100))
    assert not any(state.upgraded)


def test_same_seed_same_setup_and_registration():
    assert GAME.title == "Everdell: Emerland"
    assert (GAME.min_players, GAME.max_players) == (2, 4)
    assert GAME.state_hash(new_game(3, 9)) == GAME.state_hash(new_game(3, 9))
    assert GAME.state_hash(new_game(3, 9)) != GAME.state_hash(new_game(3, 10))


def test_player_counts_outside_two_to_four_are_refused():
    for players in (1, 5):
        with pytest.raises(ValueError, match="2-4 players"):
            GAME.make_config(players=players)


def test_board_location_table_knows_every_space():
    assert {
        "green.market",
        "fountain.realm",
        "fountain.song",
        "brown.upgrade",
        "brown.mooring",
    } <= set(LOCATION_INDEX)

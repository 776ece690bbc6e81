"""Spirecrest's setup and the Explore step (Chart, Discover, Travel), one test per rule."""

import pytest
from everdell_kit import GAME, do, hand, hand_keys, legal, play_random, prompt, res
from spirecrest_kit import (
    found_keys,
    in_season,
    offer,
    prepare,
    spire,
    tiles,
    trail,
)

from everdell_desktop.games.everdell.spirecrest.common import SPIRE, explorer
from everdell_desktop.games.everdell.spirecrest.state import EXPEDITION, FOOTHILLS, PEAKS, RIDGE
from everdell_desktop.games.everdell.state import SPRING, SUMMER


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_map_tiles_players_plus_one_per_area_foothills_face_up(players):
    state = spire(players)
    mountain = state.spire
    assert [len(trail) for trail in mountain.trails] == [players + 1] * 3
    assert mountain.trails_shown == [True, False, False]
    every = [tile for trail in mountain.trails for tile in trail]
    assert len(set(every)) == len(every) <= 24


def test_setup_one_weather_card_per_season_winter_turned_over():
    state = spire(calm=False)
    for season, card in enumerate(state.spire.weather):
        assert card in SPIRE.season_weather(season)
    assert state.spire.weather_shown == [True, False, False, False]


def test_setup_three_discovery_decks_of_eleven_shuffled_apart():
    state = spire()
    for region, deck in enumerate(state.spire.decks):
        assert sorted(deck) == sorted(SPIRE.region_cards(region)) and len(deck) == 11
    other = spire(seed=2)
    assert other.spire.decks != state.spire.decks


def test_setup_each_player_an_everdell_tile_and_a_traveler_on_the_foothills():
    state = spire(4)
    explorers = state.spire.explorers
    assert [ex.home for ex in explorers] == [0, 1, 2, 3]
    assert all(ex.area == FOOTHILLS and ex.tiles == [] for ex in explorers)


def test_the_base_game_has_no_mountain():
    state = GAME.new_game(GAME.make_config(players=2), 1)
    assert state.spire is None and "spire" not in GAME.encode_state(state)


def test_explore_follows_every_prepare_for_season_chart_first():
    state = spire()
    prepare(state)
    assert state.players[0].season == SPRING
    assert prompt(state).kind == "chart_map"
    keys = {a["tile"] for a in legal(state)}
    assert keys == {SPIRE.tiles[t].key for t in state.spire.trails[FOOTHILLS]}


def test_chart_puts_the_tile_at_the_end_of_the_expedition():
    state = spire()
    trail(state, FOOTHILLS, "the_bog", "littledell", "burrowdale")
    trail(state, PEAKS, "amber_caves", "mirror_lake", "twin_bridges")
    prepare(state)
    do(state, "chart", tile="littledell")
    assert tiles(state, 0) == ["littledell"]
    assert state.spire.trails[FOOTHILLS] == [
        SPIRE.tile_index["the_bog"],
        SPIRE.tile_index["burrowdale"],
    ]


def test_discover_reveals_three_and_the_slots_cost_nothing_one_and_two():
    state = spire()
    offer(state, FOOTHILLS, "forager", "everblossom_trail", "trail_guide")
    hand(state, 0, "farm")
    res(state, 0, twig=1)
    prepare(state)
    do(state, "chart", tile=legal(state)[0]["tile"])
    options = {(a["card"], a["cards"]) for a in legal(state)}
    assert options == {
        ("forager", 0),
        ("everblossom_trail", 0),  # pay 1 resource
        ("everblossom_trail", 1),  # or discard 1 card
        ("trail_guide", 1),  # 1 card + 1 resource (2 of either is more than the player has)
    }


def test_discover_slot_three_with_two_cards():
    state = spire()
    offer(state, FOOTHILLS, "forager", "everblossom_trail", "sunblaze_trail")
    hand(state, 0, "farm", "mine")
    prepare(state)
    do(state, "chart", tile=legal(state)[0]["tile"])
    do(state, "discover", card="sunblaze_trail", cards=2)
    do(state, "discard", card="farm")
    do(state, "discard", card="mine")
    assert found_keys(state, 0) == ["sunblaze_trail"] and hand_keys(state, 0) == []


def test_discover_pays_resources_of_your_choice():
    state = spire()
    offer(state, FOOTHILLS, "forager", "everblossom_trail", "sunblaze_trail")
    hand(state, 0)
    res(state, 0, twig=1, pebble=1)
    prepare(state)
    do(state, "chart", tile=legal(state)[0]["tile"])
    do(state, "discover", card="sunblaze_trail", cards=0)
    do(state, "pay", res="pebble")
    do(state, "pay", res="twig")
    assert state.players[0].res == [0, 0, 0, 0] and found_keys(state, 0) == ["sunblaze_trail"]


def test_the_two_cards_not_played_go_face_down_under_their_deck():
    state = spire()
    offer(state, FOOTHILLS, "forager", "everblossom_trail", "sunblaze_trail")
    prepare(state)
    do(state, "chart", tile=legal(state)[0]["tile"])
    do(state, "discover", card="forager", cards=0)
    bottom = state.spire.decks[FOOTHILLS][:2]
    names = {SPIRE.discoveries[card].key for card in bottom}
    assert names == {"everblossom_trail", "sunblaze_trail"} and state.spire.known[FOOTHILLS] == 2
    assert state.spire.offer == []


def test_travel_moves_on_and_turns_over_the_next_weather_and_map_tiles():
    state = spire(calm=False)
    offer(state, FOOTHILLS, "forager", "everblossom_trail", "sunblaze_trail")
    prepare(state)
    do(state, "chart", tile=legal(state)[0]["tile"])
    assert not state.spire.weather_shown[SPRING] and not state.spire.trails_shown[PEAKS]
    do(state, "discover", card="forager", cards=0)
    assert explorer(state, 0).area == PEAKS
    assert state.spire.weather_shown[SPRING] and state.spire.trails_shown[PEAKS]


def test_each_player_charts_three_tiles_and_discovers_three_cards_in_a_game():
    state = spire(3, seed=4)
    play_random(state, 4)
    for seat in range(3):
        assert len(explorer(state, seat).tiles) == 3
        assert len(explorer(state, seat).found) == 3
        assert explorer(state, seat).area == EXPEDITION


def test_the_autumn_prepare_explores_the_ridge_and_travels_to_the_expedition():
    state = spire()
    in_season(state, 0, SUMMER)
    explorer(state, 0).area = RIDGE
    prepare(state)
    assert prompt(state).kind == "chart_map"
    assert {a["tile"] for a in legal(state)} == {
        SPIRE.tiles[t].key for t in state.spire.trails[RIDGE]
    }

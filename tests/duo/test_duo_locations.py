"""Worker locations: Farms, River spaces, red Destinations in either city, Events (rulebook,
"Place a Worker")."""

import pytest
from duo_kit import (
    act,
    city,
    event_space,
    finish_turn,
    legal,
    new,
    play,
    res,
    river_tile,
    take,
)

from everdell_desktop.games.duo.engine import CARD, DATA, END, red_space
from everdell_desktop.games.duo.state import HARE, LOC_RIVER, TURTLE


@pytest.mark.parametrize(
    ("farm", "gained", "cards"),
    [
        ("farm_twigs", [3, 0, 0, 0], 0),
        ("farm_resin", [0, 2, 0, 0], 0),
        ("farm_berries", [0, 0, 0, 2], 0),
        ("farm_pebbles", [0, 0, 1, 0], 1),
    ],
)
def test_each_farm_gives_its_output(farm, gained, cards):
    state = new()
    before = len(state.hands[HARE])
    play(state, f"place(loc={farm})")
    assert state.res[HARE] == gained and len(state.hands[HARE]) == before + cards


def test_the_twig_farm_gives_three_twigs_as_the_rulebook_says():
    state = new()
    play(state, "place(loc=farm_twigs)")
    assert state.res[HARE][0] == 3


def test_a_river_space_trades_one_resource_for_three_of_any_type():
    state = new()
    river_tile(state, 0, "trading_post")
    res(state, HARE, twig=1)
    play(state, "place(loc=river1)")
    play(state, "accept()")
    play(state, "pay(res=twig)")
    for _ in range(3):
        play(state, "gain(res=pebble)")
    assert state.res[HARE] == [0, 0, 3, 0] and state.sun == 1


def test_a_river_space_that_only_trades_needs_the_price():
    state = new()
    river_tile(state, 0, "trading_post")
    river_tile(state, 1, "salmon_run")
    assert act("place(loc=river1)") not in legal(state)
    assert act("place(loc=river2)") in legal(state)
    res(state, HARE, berry=1)
    assert act("place(loc=river1)") in legal(state)


def test_river_tiles_are_discarded_and_replaced_at_the_next_season_tile():
    state = new()
    winter = list(state.river)
    state.sun, state.moon = END, END - 1
    take(state, "moon")
    assert state.season == 1
    assert set(state.river).isdisjoint(winter) and sorted(state.river_out) == sorted(winter)


def test_a_red_destination_in_your_own_city_may_be_visited():
    state = new()
    city(state, HARE, "market")
    play(state, "visit(card=market)")
    play(state, "gain(res=resin)")
    play(state, "gain(res=resin)")
    assert state.res[HARE] == [0, 2, 0, 0] and state.tokens == [0, 0]


def test_visiting_the_opponents_red_destination_gives_them_a_point_token():
    state = new()
    city(state, TURTLE, "chapel")
    play(state, "visit(card=chapel)")
    assert state.tokens == [2, 1]


def test_an_occupied_red_destination_cannot_be_visited():
    state = new()
    city(state, TURTLE, "chapel")
    play(state, "visit(card=chapel)")
    assert act("visit(card=chapel)") not in legal(state)


def test_a_red_destination_the_visitor_cannot_use_may_still_be_visited_to_block_it():
    """ "You can visit any unoccupied red Destination card": with no berry the Monk's trade is
    out of reach, yet the worker may go there, and the Monk's owner gains the point token."""
    state = new()
    city(state, TURTLE, "monk")
    res(state, HARE, 0, 0, 0, 0)
    assert act("visit(card=monk)") in legal(state)
    play(state, "visit(card=monk)")
    assert state.occ[red_space(CARD["monk"])] == HARE and state.tokens[TURTLE] == 1
    assert state.res[HARE] == [0, 0, 0, 0]


def test_only_red_cards_are_destinations():
    state = new()
    city(state, HARE, "barn", "wall", "crane", "castle", "market")
    visits = {a["card"] for a in legal(state) if a.kind == "visit"}
    assert visits == {"market"}


def test_an_event_can_be_achieved_only_while_its_requirement_is_met():
    state = new()
    event_space(state, "spring_planting")  # 3 green cards
    city(state, HARE, "barn", "sawmill")
    assert act("claim(event=spring_planting)") not in legal(state)
    city(state, HARE, "miller")
    assert act("claim(event=spring_planting)") in legal(state)


def test_achieving_an_event_gives_the_reward_below_its_space_and_the_tile():
    state = new()
    space = event_space(state, "full_coffers")
    res(state, HARE, 2, 2, 1, 0)
    play(state, "claim(event=full_coffers)")
    reward = DATA.event_rewards[space]
    assert state.res[HARE] == [2 + reward.res[0], 2, 1, 0]  # checked, never paid
    assert state.event_owner[space] == HARE and state.sun == 1


def test_each_event_is_achieved_by_one_player_only():
    state = new()
    event_space(state, "growing_town")
    city(state, HARE, "barn", "sawmill", "miller", "farmer", "wall", "inn")
    city(state, TURTLE, "orchard", "quarry", "baker", "scout", "bridge", "market")
    play(state, "claim(event=growing_town)")
    assert act("claim(event=growing_town)") not in legal(state)
    state.occ = [-1] * len(state.occ)  # even with the worker gone, the tile is taken
    assert act("claim(event=growing_town)") not in legal(state)


def test_a_comparative_event_needs_strictly_more_than_the_opponent():
    state = new()
    event_space(state, "greenest_garden")
    city(state, HARE, "barn", "sawmill")
    city(state, TURTLE, "orchard", "quarry")
    assert act("claim(event=greenest_garden)") not in legal(state)
    city(state, HARE, "miller")
    assert act("claim(event=greenest_garden)") in legal(state)


def test_the_locomotive_uses_a_river_space_even_if_occupied_and_gains_a_point_token():
    state = new()
    city(state, HARE, "locomotive")
    river_tile(state, 0, "mill_race")
    state.occ[LOC_RIVER] = TURTLE
    play(state, "visit(card=locomotive)")
    assert state.tokens[HARE] == 1
    assert set(legal(state)) == {act("river(loc=river1)"), act("river(loc=river2)")}
    play(state, "river(loc=river1)")
    assert state.res[HARE][:2] == [2, 1]


def test_the_locomotive_offers_only_a_river_space_that_can_do_something():
    """Pebble Ford asks 1 berry for 2 pebbles; the Hare has none, so only the Mill Race."""
    state = new()
    city(state, HARE, "locomotive")
    river_tile(state, 0, "mill_race")
    river_tile(state, 1, "pebble_ford")
    res(state, HARE)
    play(state, "visit(card=locomotive)")
    assert legal(state) == [act("river(loc=river1)")]


def test_blue_cards_react_to_a_placement_after_the_space_is_used():
    state = new()
    city(state, HARE, "lodge")  # after a Farm: 1 berry
    events = play(state, "place(loc=farm_twigs)")
    changes = [e.params["delta"] for e in events if e.kind == "resources_changed"]
    assert changes == [{"twig": 3}, {"berry": 1}]


def test_workers_are_limited_to_three_a_season():
    state = new()
    for farm in ("farm_twigs", "farm_resin", "farm_berries"):
        play(state, f"place(loc={farm})")
        finish_turn(state)
        take(state, "moon")
    assert state.free[HARE] == 0 and "place" not in {a.kind for a in legal(state)}

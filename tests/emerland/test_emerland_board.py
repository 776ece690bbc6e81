"""Place a Worker / Place a Helper: green, fountain and brown spaces, overlays, the market."""

import pytest
from emerland_kit import (
    GAME,
    T,
    act,
    answer,
    clear_hand,
    give,
    have,
    legal,
    new_game,
    offered,
    placements,
    set_plateau,
    to_city,
)

from everdell_desktop.core import IllegalAction
from everdell_desktop.games.emerland.board import LOCATION_INDEX, LOCATIONS


def worker(loc, guide=False, negotiator=False):
    return act("place_worker", loc=loc, guide=guide, negotiator=negotiator)


def occupy(state, loc, seat):
    state.loc_workers[LOCATION_INDEX[loc]][seat] += 1
    state.workers[seat] -= 1


def test_worker_alone_on_unoccupied_green_space_gains_its_resources():
    state = new_game()
    GAME.apply(state, worker("green.bamboo"))
    assert have(state, 0, "bamboo") == 3
    assert state.workers[0] == 1 and state.helpers[0] == 2


def test_helper_as_guide_activates_a_green_space_twice():
    state = new_game()
    GAME.apply(state, worker("green.leaf", guide=True))
    assert have(state, 0, "leaf") == 4
    assert state.helpers[0] == 1
    assert state.loc_helpers[LOCATION_INDEX["green.leaf"]][0] == 1


def test_occupied_green_space_needs_a_helper_as_negotiator():
    state = new_game()
    occupy(state, "green.fig", 1)
    options = [a for a in legal(state) if a.kind == "place_worker" and a["loc"] == "green.fig"]
    assert options == [worker("green.fig", False, True), worker("green.fig", True, True)]
    with pytest.raises(IllegalAction):
        GAME.apply(state, worker("green.fig"))
    GAME.apply(state, worker("green.fig", negotiator=True))
    assert have(state, 0, "fig") == 2  # a negotiator does not double the space


def test_negotiator_and_guide_together_activate_an_occupied_green_space_twice():
    state = new_game()
    occupy(state, "green.fig", 1)
    GAME.apply(state, worker("green.fig", guide=True, negotiator=True))
    assert have(state, 0, "fig") == 4 and state.helpers[0] == 0


def test_own_worker_on_a_green_space_also_requires_a_negotiator():
    state = new_game()
    occupy(state, "green.fig", 0)
    assert worker("green.fig") not in legal(state)
    assert worker("green.fig", negotiator=True) in legal(state)


def test_no_worker_placement_on_full_spaces_without_a_helper():
    state = new_game()
    state.helpers[0] = 0
    for loc in (
        "green.emerald",
        "green.bamboo",
        "green.leaf",
        "green.fig",
        "green.marble",
        "green.market",
        "fountain.realm",
        "fountain.song",
    ):
        state.loc_workers[LOCATION_INDEX[loc]][1] += 1
    give(state, 0, emerald=5)
    assert not [a for a in legal(state) if a.kind == "place_worker"]


def test_fountain_allows_one_worker_per_player():
    state = new_game()
    give(state, 0, emerald=5)
    occupy(state, "fountain.song", 0)
    song = [a for a in legal(state) if a.kind == "place_worker" and a["loc"] == "fountain.song"]
    assert song == []


def test_fountain_never_takes_a_guide():
    state = new_game()
    give(state, 0, emerald=5)
    song = [a for a in legal(state) if a.kind == "place_worker" and a["loc"] == "fountain.song"]
    assert song == [worker("fountain.song")]


def test_fountain_occupied_by_another_player_needs_a_negotiator():
    state = new_game()
    give(state, 0, emerald=5)
    occupy(state, "fountain.song", 1)
    song = [a for a in legal(state) if a.kind == "place_worker" and a["loc"] == "fountain.song"]
    assert song == [worker("fountain.song", negotiator=True)]


def test_river_market_gains_any_two_dice():
    state = new_game()
    state.dice = [0, 1, 2, 3]  # 2 bamboo, 2 leaf, 2 fig, 1 marble
    GAME.apply(state, worker("green.market"))
    assert state.pending[-1].kind == "market_die" and offered(state) == (0, 1, 2, 3)
    answer(state, 0)
    assert offered(state) == (1, 2, 3)  # a different die
    answer(state, 3)
    assert have(state, 0, "bamboo") == 2 and have(state, 0, "marble") == 1
    assert state.to_move() == 1


def test_river_market_with_a_guide_doubles_each_chosen_die():
    state = new_game()
    state.dice = [0, 1, 2, 3]
    GAME.apply(state, worker("green.market", guide=True))
    answer(state, 1)
    answer(state, 2)
    assert have(state, 0, "leaf") == 4 and have(state, 0, "fig") == 4
    assert have(state, 0, "bamboo") == 0


def test_marble_space_gives_a_marble_and_draws_a_card():
    state = new_game()
    hand = len(state.hands[0])
    GAME.apply(state, worker("green.marble"))
    assert have(state, 0, "marble") == 1 and len(state.hands[0]) == hand + 1


def test_emerald_space_gives_two_emeralds():
    state = new_game()
    GAME.apply(state, worker("green.emerald"))
    assert have(state, 0, "emerald") == 3


def test_realm_location_costs_two_emeralds_for_a_face_up_or_top_realm():
    state = new_game()
    assert worker("fountain.realm") not in legal(state)  # only 1 Emerald
    give(state, 0, emerald=1)
    row = list(state.realm_row)
    top = state.realm_deck[-1]
    GAME.apply(state, worker("fountain.realm"))
    assert state.pending[-1].kind == "realm"
    assert offered(state) == (*row, "deck")
    events = answer(state, row[1])
    assert state.realms[0] == [row[1]] and have(state, 0, "emerald") == 0
    assert state.realm_row == [row[0], row[2], top]
    # the table moves the taken Realm and shows the one laid in its place, the deck's top
    assert [(e.kind, e.params) for e in events if e.kind.startswith("realm_")] == [
        ("realm_gained", {"seat": 0, "realm": row[1], "from_zone": "row"}),
        ("realm_revealed", {"realm": top, "reveals": True}),
    ]


def test_realm_location_may_draw_the_top_of_the_realm_deck():
    state = new_game()
    give(state, 0, emerald=1)
    top = state.realm_deck[-1]
    GAME.apply(state, worker("fountain.realm"))
    row = list(state.realm_row)
    events = answer(state, "deck")
    assert state.realms[0] == [top] and state.realm_row == row
    assert [(e.kind, e.params) for e in events if e.kind.startswith("realm_")] == [
        ("realm_gained", {"seat": 0, "realm": top, "from_zone": "deck", "reveals": True}),
    ]


def test_song_location_pays_an_emerald_for_a_harp_and_draws_up_to_the_limit():
    state = new_game()
    GAME.apply(state, worker("fountain.song"))
    assert have(state, 0, "harp") == 1 and have(state, 0, "emerald") == 0
    assert len(state.hands[0]) == 6


def test_three_player_overlay_draws_two_plateau_cards_an_emerald_and_a_die():
    state = new_game(3)
    clear_hand(state, 0)
    state.dice = [3, 3, 3, 3]
    placed = set_plateau(
        state, ["banana_grove", "statue", "maestro", "sky_temple", "clay_potter", "rope_bridge"]
    )
    GAME.apply(state, worker("fountain.overlay3"))
    answer(state, placed[0])
    answer(state, placed[1])
    assert state.hands[0] == placed[:2]
    assert have(state, 0, "emerald") == 2 and have(state, 0, "marble") == 1
    assert all(state.plateau)  # replenished after both draws


def test_four_player_relic_overlay_gives_an_emerald_and_an_artifact():
    state = new_game(4)
    GAME.apply(state, worker("fountain.overlay4_relic"))
    assert have(state, 0, "emerald") == 2
    assert len(state.artifacts[0]) >= 1 and len(state.bag) <= 44


def test_four_player_market_overlay_pays_an_emerald_for_all_four_dice():
    state = new_game(4)
    state.dice = [0, 0, 1, 3]
    GAME.apply(state, worker("fountain.overlay4_market"))
    assert have(state, 0, "emerald") == 0
    assert (have(state, 0, "bamboo"), have(state, 0, "leaf"), have(state, 0, "marble")) == (4, 2, 1)


def test_helper_only_spaces_never_take_a_worker():
    state = new_game()
    to_city(state, 0, "banana_grove")
    give(state, 0, emerald=2)
    workers = placements(state)
    assert not {"brown.upgrade", "brown.mooring"} & workers
    helpers = placements(state, "place_helper")
    assert {"brown.upgrade", "brown.mooring"} <= helpers


def test_upgrade_space_helper_pays_an_emerald_to_upgrade_a_city_card():
    state = new_game()
    cid = to_city(state, 0, "bamboo_nursery")
    GAME.apply(state, act("place_helper", loc="brown.upgrade"))
    answer(state, cid)
    assert state.upgraded[cid] and have(state, 0, "emerald") == 0
    assert have(state, 0, "bamboo") == 2 and have(state, 0, "leaf") == 1  # upgraded Production


def test_upgrade_space_needs_an_emerald_and_a_card_to_upgrade():
    state = new_game()
    assert act("place_helper", loc="brown.upgrade") not in legal(state)  # empty city
    to_city(state, 0, "banana_grove")
    state.supply[0][4] = 0
    assert act("place_helper", loc="brown.upgrade") not in legal(state)


def test_brown_spaces_take_helpers_one_at_a_time_whether_occupied_or_not():
    state = new_game()
    state.loc_helpers[LOCATION_INDEX["brown.mooring"]][1] = 2
    state.loc_helpers[LOCATION_INDEX["brown.mooring"]][0] = 1
    mooring = [a for a in legal(state) if a.kind == "place_helper" and a["loc"] == "brown.mooring"]
    assert mooring == [act("place_helper", loc="brown.mooring")]


def test_mooring_draws_two_cards_or_copies_one_market_die():
    state = new_game()
    hand = len(state.hands[0])
    GAME.apply(state, act("place_helper", loc="brown.mooring"))
    assert state.pending[-1].kind == "choose_one"
    answer(state, 0)
    assert len(state.hands[0]) == hand + 2
    state = new_game()
    state.dice = [4, 4, 4, 4]
    GAME.apply(state, act("place_helper", loc="brown.mooring"))
    answer(state, 1)
    assert have(state, 0, "emerald") == 2


def test_location_ids_are_unique_and_cover_all_three_kinds():
    assert len(set(LOCATIONS)) == len(LOCATIONS) == len(T.locations)
    assert {loc.kind for loc in T.locations} == {"green", "fountain", "brown"}

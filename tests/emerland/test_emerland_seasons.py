"""Prepare for Season, passing and the end of the game."""

import pytest
from emerland_kit import (
    GAME,
    act,
    answer,
    give,
    have,
    legal,
    new_game,
    offered,
    picks,
    place_all_workers,
    play,
    to_city,
)

from everdell_desktop.core import IllegalAction
from everdell_desktop.games.emerland.board import LOCATION_INDEX

PREPARE = act("prepare")
PASS = act("pass")


def prepare(state, seat=0):
    state.current = seat
    place_all_workers(state, seat)
    events = GAME.apply(state, PREPARE)
    while state.pending:
        events += answer(state, offered(state)[0])
    return events


def test_prepare_for_season_requires_every_worker_placed():
    state = new_game()
    assert PREPARE not in legal(state)
    with pytest.raises(IllegalAction):
        GAME.apply(state, PREPARE)
    place_all_workers(state, 0)
    assert PREPARE in legal(state)


def test_prepare_does_not_require_every_helper_placed():
    state = new_game()
    place_all_workers(state, 0)
    assert state.helpers[0] == 2 and PREPARE in legal(state)


def test_prepare_brings_back_every_worker_and_helper_from_board_and_cards():
    state = new_game()
    lagoon = to_city(state, 0, "moonlit_lagoon")
    visited = to_city(state, 1, "jaguar_guide")
    play(state, "place_worker", loc="green.leaf", guide=True, negotiator=False)
    state.current = 0
    play(state, "place_worker", loc=f"card.{lagoon}", guide=False, negotiator=False)
    state.current = 0
    state.workers[0] = 1
    play(state, "place_worker", loc=f"community.{visited}", guide=False, negotiator=False)
    while state.pending:
        answer(state, offered(state)[0])
    prepare(state)
    assert state.owner_space[lagoon] == -1 and state.community_space[visited] == -1
    assert all(row[0] == 0 for row in state.loc_workers)
    assert all(row[0] == 0 for row in state.loc_helpers)
    assert state.workers[0] == state.workers_total[0]
    assert state.helpers[0] == state.helpers_total[0]


def test_prepare_for_autumn_gains_a_helper_and_activates_green_production_cards():
    state = new_game()
    to_city(state, 0, "banana_grove")
    to_city(state, 0, "bamboo_nursery")
    to_city(state, 0, "monkey_treasurer")  # blue: not production
    events = prepare(state)
    assert state.season[0] == 1
    assert state.helpers_total[0] == 3 and state.workers_total[0] == 2
    assert have(state, 0, "fig") == 1 and have(state, 0, "bamboo") == 2
    assert any(e.kind == "season_changed" and e.params["season"] == 1 for e in events)


def test_production_cards_activate_in_the_order_the_player_chooses():
    state = new_game()
    grove = to_city(state, 0, "banana_grove")
    nursery = to_city(state, 0, "bamboo_nursery")
    place_all_workers(state, 0)
    GAME.apply(state, PREPARE)
    prompt = state.pending[-1]
    assert prompt.kind == "production_order" and set(picks(prompt)) == {grove, nursery}
    events = answer(state, nursery)
    gains = [e.params["delta"] for e in events if e.kind == "resources_changed"]
    assert gains[0] == {"bamboo": 2} and gains[1] == {"fig": 1}  # bamboo first, then the figs


def test_prepare_for_winter_gains_a_worker_an_emerald_and_clears_the_plateau():
    state = new_game()
    prepare(state)
    before = [list(slot) for slot in state.plateau]
    prepare(state)
    assert state.season[0] == 2
    assert state.workers_total[0] == 3 and state.helpers_total[0] == 3
    assert have(state, 0, "emerald") == 2
    assert all(card in state.discard for slot in before for card in slot)
    assert all(state.plateau)


def test_prepare_for_spring_gains_two_workers_a_helper_and_activates_production():
    state = new_game()
    to_city(state, 0, "banana_grove")
    prepare(state)
    prepare(state)
    figs = have(state, 0, "fig")
    prepare(state)
    assert state.season[0] == 3
    assert state.workers_total[0] == 5 and state.helpers_total[0] == 4
    assert have(state, 0, "fig") == figs + 1


def test_each_prepare_announces_the_seasons_new_meeples():
    """Autumn brings a Helper, winter a Worker, spring two Workers and a Helper: the table
    adds the pieces the event names."""
    state = new_game()
    gained = []
    for _ in range(3):
        events = prepare(state)
        gained += [e.params for e in events if e.kind == "meeples_gained"]
    assert gained == [
        {"seat": 0, "workers": 0, "helpers": 1},
        {"seat": 0, "workers": 1, "helpers": 0},
        {"seat": 0, "workers": 2, "helpers": 1},
    ]


def test_spring_is_the_last_season_to_prepare_for():
    state = new_game()
    for _ in range(3):
        prepare(state)
    place_all_workers(state, 0)
    state.current = 0
    assert PREPARE not in legal(state) and PASS in legal(state)


def test_first_player_to_prepare_rerolls_the_river_market_dice():
    state = new_game(3)
    events = prepare(state, 0)
    assert [e.kind for e in events].count("dice_rolled") == 1
    rng_before = state.rng.state
    events = prepare(state, 1)
    assert "dice_rolled" not in [e.kind for e in events]
    assert state.rng.state == rng_before


def test_players_prepare_for_season_independently():
    state = new_game(3)
    prepare(state, 1)
    assert state.season == [0, 1, 0]
    assert state.to_move() == 2  # the others carry on with their turns


def test_a_seat_with_no_other_action_may_prepare_with_workers_unplaced():
    state = new_game()
    state.helpers[0] = 0
    state.hands[0].clear()
    state.supply[0] = [0] * 7
    for loc in LOCATION_INDEX.values():
        state.loc_workers[loc][1] = 1
    assert legal(state) == [PREPARE]


def test_pass_is_only_possible_in_spring():
    state = new_game()
    assert PASS not in legal(state)
    state.season[0] = 3
    assert PASS in legal(state)


def test_a_passed_players_workers_stay_on_the_board():
    state = new_game()
    state.season[0] = 3
    play(state, "place_worker", loc="green.fig", guide=False, negotiator=False)
    state.current = 0
    GAME.apply(state, PASS)
    assert state.passed[0] and state.to_move() == 1
    fig = LOCATION_INDEX["green.fig"]
    assert state.loc_workers[fig][0] == 1
    assert act("place_worker", loc="green.fig", guide=False, negotiator=False) not in legal(state)


def test_passed_players_are_skipped_and_cannot_come_back():
    state = new_game(3)
    state.season = [3, 3, 3]
    GAME.apply(state, PASS)
    assert state.to_move() == 1
    GAME.apply(state, PASS)
    assert state.to_move() == 2
    play(state, "place_worker", loc="green.fig", guide=False, negotiator=False)
    assert state.to_move() == 2  # seats 0 and 1 have passed


def test_game_ends_once_every_player_has_passed():
    state = new_game()
    state.season = [3, 3]
    GAME.apply(state, PASS)
    events = GAME.apply(state, PASS)
    assert state.to_move() is None and legal(state) == []
    assert events[-1].kind == "game_over"


def test_archaeologist_is_not_a_worker_for_prepare():
    state = new_game()
    place_all_workers(state, 0)
    give(state, 0, fig=1)
    assert PREPARE in legal(state)
    assert state.path_pos[0] == 0


def test_prepare_events_name_every_returned_meeple():
    state = new_game()
    play(state, "place_worker", loc="green.leaf", guide=True, negotiator=False)
    state.current = 0
    events = prepare(state)
    returned = [e.params for e in events if e.kind == "meeple_returned"]
    assert {"seat": 0, "loc": "green.leaf", "workers": 1, "helpers": 1} in returned


def test_prepare_names_a_worker_and_a_helper_on_own_cards_and_a_worker_on_anothers():
    """A Destination's owner space holds a Worker or a Helper, a visited card one Worker:
    each comes home as what it is."""
    state = new_game()
    lagoon = to_city(state, 0, "moonlit_lagoon")
    jaguar = to_city(state, 0, "jaguar_guide")
    visited = to_city(state, 1, "jaguar_guide")
    state.owner_space[lagoon], state.owner_space[jaguar] = 0, 1
    state.community_space[visited] = 0
    state.workers[0] = 0  # both out: one on the Lagoon, one visiting
    state.helpers[0] = 1  # of 2: one on the Jaguar Guide
    returned = [e.params for e in prepare(state) if e.kind == "meeple_returned"]
    assert returned == [
        {"seat": 0, "loc": f"card.{lagoon}", "workers": 1, "helpers": 0},
        {"seat": 0, "loc": f"card.{jaguar}", "workers": 0, "helpers": 1},
        {"seat": 0, "loc": f"community.{visited}", "workers": 1, "helpers": 0},
    ]


def test_the_first_to_prepare_for_each_season_rerolls_the_dice():
    state = new_game(2)
    rolls = []
    for seat in (0, 1, 0, 1, 0, 1):
        events = prepare(state, seat)
        rolls.append([e.kind for e in events].count("dice_rolled"))
    assert rolls == [1, 0, 1, 0, 1, 0]  # autumn, winter and spring: the first seat only
    assert state.season == [3, 3]

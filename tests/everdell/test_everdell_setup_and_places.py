"""Setup (게임 준비) and worker placement (일꾼 배치): one test per rule."""

import pytest
from everdell_kit import (
    GAME,
    city,
    do,
    hand,
    hand_keys,
    legal,
    loc,
    new,
    prompt,
    res,
)

from everdell_desktop.core import Action, IllegalAction
from everdell_desktop.games.everdell.engine import EVENTS
from everdell_desktop.games.everdell.state import AUTUMN, LOC_FOREST, SPRING, WINTER


# --- setup -------------------------------------------------------------------------------
def test_setup_meadow_has_eight_cards():
    state = new()
    assert len(state.meadow) == 8 and all(uid >= 0 for uid in state.meadow)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_starting_hands_5_6_7_8_by_seat(players):
    state = new(players)
    assert [len(p.hand) for p in state.players] == [5, 6, 7, 8][:players]


@pytest.mark.parametrize(("players", "forest"), [(2, 3), (3, 4), (4, 4)])
def test_setup_forest_cards_dealt_by_player_count(players, forest):
    assert len(new(players).forest) == forest


def test_setup_four_basic_and_four_of_sixteen_special_events():
    state = new()
    assert len(state.special) == 4
    assert sum(1 for e in state.events_open if not EVENTS[e].special) == 4
    assert set(state.special) <= set(state.events_open)


def test_setup_each_player_starts_in_winter_with_two_workers_and_no_resources():
    state = new(3)
    for player in state.players:
        assert player.season == WINTER and player.workers == player.free == 2
        assert player.res == [0, 0, 0, 0] and not player.city


def test_setup_deck_holds_the_rest_of_the_128_cards():
    state = new(4)
    assert len(state.deck) == 128 - 8 - (5 + 6 + 7 + 8)


def test_first_player_then_clockwise():
    state = new(3)
    assert state.to_move() == 0
    do(state, "place", loc="berry")
    assert state.to_move() == 1
    do(state, "place", loc="berry")
    do(state, "place", loc="berry")
    assert state.to_move() == 0


# --- basic locations ---------------------------------------------------------------------
@pytest.mark.parametrize(
    ("key", "gained", "drawn", "points"),
    [
        ("three_twigs", [3, 0, 0, 0], 0, 0),
        ("two_twigs_card", [2, 0, 0, 0], 1, 0),
        ("two_resin", [0, 2, 0, 0], 0, 0),
        ("resin_card", [0, 1, 0, 0], 1, 0),
        ("two_cards_point", [0, 0, 0, 0], 2, 1),
        ("pebble", [0, 0, 1, 0], 0, 0),
        ("berry_card", [0, 0, 0, 1], 1, 0),
        ("berry", [0, 0, 0, 1], 0, 0),
    ],
)
def test_basic_location_gives_its_resources_cards_and_points(key, gained, drawn, points):
    state = new()
    before = len(state.players[0].hand)
    do(state, "place", loc=key)
    player = state.players[0]
    assert player.res == gained and len(player.hand) == before + drawn
    assert player.tokens == points and player.free == 1


@pytest.mark.parametrize("key", ["three_twigs", "two_resin", "pebble", "berry_card"])
def test_exclusive_basic_location_takes_one_worker(key):
    state = new()
    do(state, "place", loc=key)
    assert Action.of("place", loc=key) not in legal(state)


@pytest.mark.parametrize("key", ["two_twigs_card", "resin_card", "two_cards_point", "berry"])
def test_shared_basic_location_takes_many_workers_even_of_one_colour(key):
    state = new()
    do(state, "place", loc=key)
    do(state, "place", loc=key)
    do(state, "place", loc=key)
    assert state.occ[loc(key)] == (0, 1, 0)


def test_illegal_placement_raises_and_changes_nothing():
    state = new()
    do(state, "place", loc="three_twigs")
    digest = GAME.state_hash(state)
    with pytest.raises(IllegalAction):
        GAME.apply(state, Action.of("place", loc="three_twigs"))
    assert GAME.state_hash(state) == digest


def test_worker_stays_until_prepare_for_season():
    state = new()
    do(state, "place", loc="berry")
    do(state, "place", loc="berry")
    do(state, "place", loc="berry")
    do(state, "place", loc="berry")
    assert state.players[0].free == 0 and state.occ[loc("berry")] == (0, 1, 0, 1)
    do(state, "prepare")
    assert state.players[0].free == 3 and state.occ[loc("berry")] == (1, 1)


# --- Forest ------------------------------------------------------------------------------
def test_forest_card_takes_one_worker_with_two_or_three_players():
    state = new(3)
    forest = state.forest[0]
    key = GAME_LOC(forest)
    do(state, "place", loc=key)
    assert Action.of("place", loc=key) not in legal(state)


def test_forest_second_space_in_four_player_game_but_not_same_colour():
    state = new(4)
    forest = state.forest[0]
    key = GAME_LOC(forest)
    state.current = 0
    do(state, "place", loc=key)
    _resolve_all(state, 0)
    # seat 0 may not put a second worker there, seat 1 may
    state.current = 0
    assert Action.of("place", loc=key) not in legal(state)
    state.current = 1
    do(state, "place", loc=key)
    _resolve_all(state, 1)
    state.current = 2
    assert Action.of("place", loc=key) not in legal(state)


def test_only_dealt_forest_cards_can_be_used():
    state = new(2)
    undealt = next(i for i in range(LOC_FOREST, LOC_FOREST + 11) if i not in state.forest)
    assert Action.of("place", loc=GAME_LOC(undealt)) not in legal(state)


def GAME_LOC(index):
    from everdell_desktop.games.everdell.places import LOC_KEYS

    return LOC_KEYS[index]


def _resolve_all(state, seat):
    """Answer any prompts of ``seat`` with their first option (tests of placement only)."""
    while state.pending and state.to_move() == seat:
        GAME.apply(state, legal(state)[0])


# --- Haven and Journey -------------------------------------------------------------------
def test_haven_is_shared_and_gives_one_resource_per_two_cards_discarded():
    state = new()
    hand(state, 0, "farm", "mine", "inn", "wife", "king")
    do(state, "place", loc="haven")
    for key in ("farm", "mine", "inn", "wife", "king"):
        do(state, "discard", card=key)
    assert prompt(state).kind == "gain_resource"
    do(state, "gain", res="pebble")
    do(state, "gain", res="resin")
    assert state.players[0].res == [0, 1, 1, 0] and state.players[0].hand == []
    assert Action.of("place", loc="haven") in legal(state)


def test_haven_may_stop_discarding_early():
    state = new()
    hand(state, 0, "farm", "mine", "inn")
    do(state, "place", loc="haven")
    do(state, "discard", card="farm")
    do(state, "done")
    assert state.players[0].res == [0, 0, 0, 0] and hand_keys(state, 0) == ["inn", "mine"]


def test_journey_only_in_autumn():
    state = new()
    assert not [a for a in legal(state, "place") if a["loc"].startswith("journey")]
    state.players[0].season = AUTUMN
    keys = {a["loc"] for a in legal(state, "place") if a["loc"].startswith("journey")}
    assert keys == {"journey2", "journey3", "journey4", "journey5"}


def test_journey_discards_its_value_in_cards_and_scores_it():
    state = new()
    state.players[0].season = AUTUMN
    hand(state, 0, "farm", "mine", "inn", "wife", "king", "fool")
    do(state, "place", loc="journey4")
    assert Action.of("done") not in legal(state)
    for key in ("farm", "mine", "inn", "wife"):
        do(state, "discard", card=key)
    assert state.players[0].journey == 4 and hand_keys(state, 0) == ["fool", "king"]
    assert GAME.scores(state)[0].categories["journey"] == 4


def test_journey_needs_enough_cards_and_5_4_3_are_exclusive_2_is_shared():
    state = new()
    for player in state.players:
        player.season = AUTUMN
    hand(state, 0, "farm", "mine")
    places = {a["loc"] for a in legal(state, "place")}
    assert "journey2" in places and "journey3" not in places
    hand(state, 0, "farm", "mine", "inn")
    do(state, "place", loc="journey3")
    for key in ("farm", "mine", "inn"):
        do(state, "discard", card=key)
    hand(state, 1, "farm", "mine", "inn", "wife", "king")
    places = {a["loc"] for a in legal(state, "place")}
    assert "journey3" not in places and {"journey2", "journey4", "journey5"} <= places


# --- Events ------------------------------------------------------------------------------
def test_basic_event_needs_its_colour_count_and_is_taken_once():
    state = new()
    city(state, 0, "farm", "mine", "twig_barge")
    assert Action.of("claim", event="event.harvest_festival") not in legal(state)
    city(state, 0, "resin_refinery")
    do(state, "claim", event="event.harvest_festival")
    assert GAME.scores(state)[0].categories["events"] == 3
    city(state, 1, "farm", "mine", "twig_barge", "resin_refinery")
    assert Action.of("claim", event="event.harvest_festival") not in legal(state)


@pytest.mark.parametrize(
    ("event", "cards"),
    [
        ("event.expedition", ("lookout", "inn", "chapel")),
        ("event.city_monument", ("crane", "historian", "judge")),
        ("event.grand_tour", ("ruins", "wanderer", "bard")),
    ],
)
def test_basic_events_for_red_blue_tan(event, cards):
    state = new()
    city(state, 0, *cards)
    do(state, "claim", event=event)
    assert GAME_EVENT(event) in state.players[0].events


def GAME_EVENT(key):
    from everdell_desktop.games.everdell.engine import DATA

    return DATA.event_index[key]


def test_event_worker_returns_at_prepare_but_event_is_kept():
    state = new()
    city(state, 0, "farm", "mine", "twig_barge", "resin_refinery")
    do(state, "claim", event="event.harvest_festival")
    do(state, "place", loc="berry")
    do(state, "place", loc="berry")
    do(state, "place", loc="berry")
    do(state, "prepare")
    while state.pending:
        GAME.apply(state, legal(state)[0])
    assert state.players[0].season == SPRING
    assert GAME_EVENT("event.harvest_festival") in state.players[0].events


# --- Destinations ------------------------------------------------------------------------
def test_open_destination_in_another_city_gives_its_owner_a_point():
    state = new()
    city(state, 1, "post_office")
    hand(state, 0, "farm", "mine", "wife")
    uid = state.players[1].city[0].uid
    do(state, "visit", card=uid)
    assert state.players[1].tokens == 1


def test_closed_destination_only_for_its_owner():
    state = new()
    cc = city(state, 1, "chapel")[0]
    assert Action.of("visit", card=cc.uid) not in legal(state)
    state.current = 1
    assert Action.of("visit", card=cc.uid) in legal(state)


def test_destination_takes_one_worker():
    state = new()
    cc = city(state, 0, "chapel")[0]
    do(state, "visit", card=cc.uid)
    state.current = 0
    assert Action.of("visit", card=cc.uid) not in legal(state)


def test_a_card_needs_its_full_cost():
    state = new()
    res(state, 0, berry=1)
    hand(state, 0, "wife")
    assert not [a for a in legal(state, "play") if a["card"] == "wife"]
    res(state, 0, berry=2)
    assert Action.of("play", card="wife", src="hand") in legal(state)

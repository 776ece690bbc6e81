"""Solo Mode, "Expedition Deck": where Professor Koto's Workers go."""

from emerland_kit import (
    GAME,
    answer,
    picks,
    to_city,
)
from koto_kit import (
    HUMAN,
    KOTO,
    blank,
    emeralds,
    koto_at,
    koto_turn,
    occupy,
    set_season,
    stack,
    tokens,
)

from everdell_desktop.games.emerland.board import LOCATION_INDEX
from everdell_desktop.games.emerland.data import AUTUMN, SPRING
from everdell_desktop.games.emerland.koto import bot


def unplaced(state) -> int:
    return state.workers[KOTO] + state.helpers[KOTO]


def test_expedition_places_the_workers_shown_for_the_current_season():
    state = blank()
    stack(state, "expedition", "river_blockade")  # summer: 2 on the River Market
    koto_turn(state)
    assert koto_at(state, "green.market") == 2
    assert unplaced(state) == 2


def test_expedition_reads_the_row_of_the_season_he_is_in():
    state = blank()
    set_season(state, AUTUMN)
    stack(state, "expedition", "river_blockade")  # autumn: 2 on the Fig space
    koto_turn(state)
    assert koto_at(state, "green.fig") == 2 and koto_at(state, "green.market") == 0


def test_expedition_places_only_the_workers_he_has_left():
    state = blank()
    state.workers[KOTO], state.helpers[KOTO] = 0, 1
    stack(state, "expedition", "river_blockade")
    koto_turn(state)
    assert koto_at(state, "green.market") == 1 and unplaced(state) == 0


def test_koto_uses_workers_and_helpers_interchangeably():
    state = blank()
    state.workers[KOTO] = 0
    stack(state, "expedition", "river_blockade")
    events = koto_turn(state)
    meeples = [e.params["meeple"] for e in events if e.kind == "meeple_placed"]
    assert meeples == ["helper", "helper"]
    # a Helper of his on a green space blocks it like a Worker
    offered = [
        a
        for a in GAME.legal_actions(state)
        if a.kind == "place_worker" and a["loc"] == "green.market"
    ]
    assert offered and all(a["negotiator"] for a in offered)


def test_koto_gains_no_resources_from_his_placements():
    state = blank()
    stack(state, "expedition", "river_blockade")
    koto_turn(state)
    assert state.supply[KOTO] == [0] * 7
    assert state.hands[KOTO] == []


def test_the_emerald_location_gives_him_two_emeralds_per_worker():
    state = blank()  # no card of his sends 2 there now, so the placement is made directly
    bot.place_on_board(state, LOCATION_INDEX["green.emerald"], 2, [])
    assert koto_at(state, "green.emerald") == 2
    assert emeralds(state) == 4


def test_one_worker_on_the_emerald_location_gives_him_two_emeralds():
    state = blank()
    set_season(state, 2)
    stack(state, "expedition", "fig_harvest")  # winter: 1 on the Emerald space
    koto_turn(state)
    assert emeralds(state) == 2


def test_occupied_location_means_new_plan_then_the_next_seasons_location():
    state = blank()
    occupy(state, "green.market")
    stack(state, "expedition", "river_blockade")  # New Plan: 1 point; autumn: 2 on figs
    events = koto_turn(state)
    assert [e.kind for e in events].count("koto_new_plan") == 1
    assert tokens(state) == 1
    assert koto_at(state, "green.fig") == 2 and koto_at(state, "green.market") == 0


def test_a_location_occupied_by_koto_himself_is_occupied_too():
    state = blank()
    occupy(state, "green.market", seat=KOTO)
    stack(state, "expedition", "river_blockade")
    koto_turn(state)
    assert koto_at(state, "green.market") == 1  # only the Worker that was already there
    assert koto_at(state, "green.fig") == 2


def test_new_plan_is_performed_once_even_when_more_locations_are_taken():
    state = blank()
    occupy(state, "green.market")
    occupy(state, "green.fig")
    stack(state, "expedition", "river_blockade")  # summer market, autumn fig, winter market
    events = koto_turn(state)
    assert [e.kind for e in events].count("koto_new_plan") == 1
    assert tokens(state) == 1
    # spring's location is the fig space again (taken): every location is unavailable
    assert koto_at(state, "brown.mooring") == 2


def test_in_spring_the_next_location_is_summers():
    state = blank()
    set_season(state, SPRING)
    occupy(state, "green.market")
    stack(state, "expedition", "emerald_prospecting")  # spring market, summer: emeralds
    koto_turn(state)
    # New Plan 1 Emerald, then the spring count (2) on summer's Emerald space
    assert koto_at(state, "green.emerald") == 2
    assert emeralds(state) == 1 + 4


def test_all_locations_unavailable_sends_the_workers_to_the_brown_fallback_area():
    state = blank()
    for loc in ("green.market", "green.fig"):
        occupy(state, loc)
    stack(state, "expedition", "river_blockade")  # summer: 2 Workers; fallback: the Mooring
    koto_turn(state)
    assert koto_at(state, "brown.mooring") == 2
    assert state.loc_helpers[LOCATION_INDEX["brown.mooring"]][KOTO] == 2
    assert tokens(state) == 1 and emeralds(state) == 0  # the New Plan only


def test_red_destination_first_visits_his_own_city():
    state = blank()
    own = to_city(state, KOTO, "moonlit_lagoon")
    mine = to_city(state, HUMAN, "sky_temple")
    stack(state, "expedition", "temple_raid")
    koto_turn(state)
    assert state.owner_space[own] == 0
    assert state.community_space[mine] == -1
    assert not state.pending


def test_red_destination_in_the_players_city_is_the_players_choice():
    state = blank()
    first = to_city(state, HUMAN, "sky_temple")
    second = to_city(state, HUMAN, "jaguar_guide")
    stack(state, "expedition", "temple_raid")
    koto_turn(state)
    prompt = state.pending[-1]
    assert prompt.kind == "koto_destination" and prompt.seat == HUMAN
    assert set(picks(prompt)) == {first, second}
    assert state.to_move() == HUMAN
    before = tokens(state, HUMAN)
    answer(state, first)
    assert state.community_space[first] == KOTO
    community = 2  # Sky Temple's Community space pays its owner 2 point tokens
    assert tokens(state, HUMAN) == before + community
    assert not state.pending and state.current == HUMAN  # his turn is over


def test_red_destination_with_none_free_counts_as_occupied():
    state = blank()
    theirs = to_city(state, HUMAN, "sky_temple")
    state.community_space[theirs] = HUMAN  # someone is already on its Community space
    stack(state, "expedition", "temple_raid")  # red every season; New Plan 1 point
    koto_turn(state)
    assert tokens(state) == 1
    assert koto_at(state, "brown.upgrade") == 1  # the fallback area


def test_a_player_needs_a_negotiator_where_koto_stands():
    state = blank()
    stack(state, "expedition", "river_blockade")
    koto_turn(state)
    options = [
        a
        for a in GAME.legal_actions(state)
        if a.kind == "place_worker" and a["loc"] == "green.market"
    ]
    assert options and all(a["negotiator"] for a in options)


def test_koto_reveals_expedition_cards_until_all_his_workers_are_placed():
    state = blank()
    turns = 0
    while state.workers[KOTO] + state.helpers[KOTO]:
        koto_turn(state)
        turns += 1
    assert 2 <= turns <= 4
    assert len(state.solo.expedition_discard) == turns
    stack(state, "excavation", "grove_cuttings")
    koto_turn(state)  # the next turn plays a card
    assert len(state.cities[KOTO]) == 1


def test_at_the_realm_location_he_buys_the_first_face_up_realm_for_two_emeralds():
    state = blank()
    state.supply[KOTO][4] = 3
    first = state.realm_row[0]
    stack(state, "expedition", "claim_the_realm")  # summer: 1 on the Realm location
    koto_turn(state)
    assert koto_at(state, "fountain.realm") == 1
    assert state.realms[KOTO] == [first] and emeralds(state) == 1
    assert len(state.realm_row) == 3  # the row is refilled as for a player


def test_at_the_realm_location_without_two_emeralds_he_gains_nothing():
    state = blank()
    state.supply[KOTO][4] = 1
    stack(state, "expedition", "claim_the_realm")
    koto_turn(state)
    assert koto_at(state, "fountain.realm") == 1
    assert state.realms[KOTO] == [] and emeralds(state) == 1


def test_at_the_realm_location_with_no_face_up_realm_he_buys_the_top_of_the_deck():
    state = blank()
    state.supply[KOTO][4] = 2
    state.realm_deck.extend(state.realm_row)
    state.realm_row.clear()
    top = state.realm_deck[-1]
    stack(state, "expedition", "claim_the_realm")
    koto_turn(state)
    assert state.realms[KOTO] == [top] and emeralds(state) == 0


def test_at_the_realm_location_with_no_realm_left_he_keeps_his_emeralds():
    state = blank()
    state.supply[KOTO][4] = 2
    state.realm_row.clear()
    state.realm_deck.clear()
    stack(state, "expedition", "claim_the_realm")
    koto_turn(state)
    assert koto_at(state, "fountain.realm") == 1
    assert state.realms[KOTO] == [] and emeralds(state) == 2


def test_the_player_may_visit_his_red_cards_and_pays_him_point_tokens():
    state = blank()
    red = to_city(state, KOTO, "sky_temple")
    visit = next(
        a
        for a in GAME.legal_actions(state)
        if a.kind == "place_worker" and a["loc"] == f"community.{red}"
    )
    GAME.apply(state, visit)
    assert state.community_space[red] == HUMAN
    assert tokens(state) == 2  # Sky Temple's Community tokens go to its owner, Koto

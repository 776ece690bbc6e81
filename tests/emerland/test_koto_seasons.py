"""Solo Mode, "Prepare for Season" and "End Game" for Professor Koto."""

import pytest
from emerland_kit import GAME, T, place_all_workers, set_plateau, to_city
from koto_kit import (
    HUMAN,
    KOTO,
    blank,
    emeralds,
    fill_city,
    koto_at,
    koto_turn,
    place_all_koto,
    play_out,
    set_season,
    tokens,
)

from everdell_desktop.core import Action
from everdell_desktop.games.emerland import effects as fx
from everdell_desktop.games.emerland.data import AUTUMN, SPRING, SUMMER, WINTER
from everdell_desktop.games.emerland.koto import bot


def test_koto_prepares_on_his_turn_after_the_player_prepares():
    state = blank()
    place_all_koto(state)
    set_season(state, AUTUMN, koto_season=SUMMER)
    events = koto_turn(state)
    assert state.season[KOTO] == AUTUMN
    assert koto_at(state, "green.bamboo") == 0  # retrieved
    assert ("season_changed", KOTO) in [(e.kind, e.params.get("seat")) for e in events]


def test_koto_does_not_prepare_before_the_player():
    state = blank()
    place_all_koto(state)
    koto_turn(state)
    assert state.season[KOTO] == SUMMER and len(state.cities[KOTO]) == 1


def test_with_workers_left_he_places_them_before_preparing():
    state = blank()
    set_season(state, AUTUMN, koto_season=SUMMER)
    assert bot.next_move(state) == "expedition"
    place_all_koto(state)
    assert bot.next_move(state) == "prepare"


def test_the_players_prepare_is_followed_by_his():
    state = blank()
    place_all_koto(state)
    place_all_workers(state, HUMAN)
    events = GAME.apply(state, Action.of("prepare"))
    seasons = [(e.params["seat"], e.params["season"]) for e in events if e.kind == "season_changed"]
    assert seasons == [(HUMAN, AUTUMN), (KOTO, AUTUMN)]


@pytest.mark.parametrize(
    ("season", "workers", "helpers"), [(AUTUMN, 2, 3), (WINTER, 3, 3), (SPRING, 5, 4)]
)
def test_he_gains_the_new_seasons_workers_and_helpers(season, workers, helpers):
    state = blank()
    for step in range(1, season + 1):
        place_all_koto(state)
        set_season(state, step, koto_season=step - 1)
        koto_turn(state)
    assert (state.workers_total[KOTO], state.helpers_total[KOTO]) == (workers, helpers)
    assert (state.workers[KOTO], state.helpers[KOTO]) == (workers, helpers)


def test_his_prepare_reshuffles_his_expedition_and_excavation_decks():
    state = blank()
    koto_turn(state)
    place_all_koto(state)
    koto_turn(state)
    assert state.solo.expedition_discard and state.solo.excavation_discard
    set_season(state, AUTUMN, koto_season=SUMMER)
    events = koto_turn(state)
    for deck in ("expedition", "excavation"):
        pile, discard = state.solo.pile(deck)
        assert discard == [] and sorted(pile) == list(range(9))
    shuffled = [e.params for e in events if e.kind == "koto_deck_shuffled"]
    assert shuffled == [
        {"seat": KOTO, "deck": "expedition"},
        {"seat": KOTO, "deck": "excavation"},
    ]


def test_he_gains_no_winter_emerald_and_his_production_does_not_fire():
    state = blank()
    to_city(state, KOTO, "banana_grove")
    plateau = set_plateau(
        state, ["statue", "rope_bridge", "maestro", "gem_grotto", "sky_temple", "clay_potter"]
    )
    set_season(state, WINTER, koto_season=AUTUMN)
    place_all_koto(state)
    koto_turn(state)
    assert state.season[KOTO] == WINTER
    assert state.supply[KOTO] == [0] * 7
    assert [c for slot in state.plateau for c in slot] == plateau  # no winter clearing for him


def test_fifteen_cards_end_his_card_play():
    state = blank()
    fill_city(state, 15)
    set_season(state, SPRING)
    place_all_koto(state)
    assert bot.next_move(state) == "finish"


def test_fifteen_cards_early_earn_him_one_emerald_per_player_turn():
    state = blank()
    fill_city(state, 15)
    place_all_koto(state)
    for turn in range(1, 4):
        koto_turn(state)
        assert emeralds(state) == turn and len(state.cities[KOTO]) == 15


def test_an_early_finisher_does_not_place_workers_before_the_final_season():
    state = blank()
    fill_city(state, 15)
    set_season(state, WINTER, koto_season=AUTUMN)
    place_all_koto(state)
    koto_turn(state)  # prepares for winter
    assert state.workers[KOTO] + state.helpers[KOTO] > 0
    koto_turn(state)  # waits: an Emerald, no Expedition
    assert state.season[KOTO] == WINTER and emeralds(state) == 1
    assert len(state.solo.expedition_discard) == 0


def test_after_preparing_for_spring_an_early_finisher_places_workers_but_plays_no_cards():
    state = blank()
    fill_city(state, 15)
    set_season(state, SPRING, koto_season=WINTER)
    place_all_koto(state)
    koto_turn(state)
    assert state.season[KOTO] == SPRING
    while state.workers[KOTO] + state.helpers[KOTO]:
        assert bot.next_move(state) == "expedition"
        koto_turn(state)
    assert len(state.cities[KOTO]) == 15
    assert bot.next_move(state) == "finish"


def test_his_last_turn_marches_to_the_best_lost_city_space_with_an_artifact_per_step():
    state = blank()
    fill_city(state, 15)
    set_season(state, SPRING)
    place_all_koto(state)
    state.path_pos[KOTO] = 2
    stacks_left = sum(sum(stacks) for stacks in state.path_stacks[2:])
    events = koto_turn(state)
    passed = [event.params for event in events if event.kind == "passed"]
    assert passed == [{"seat": KOTO}]  # the log says he has finished, once
    assert [event.kind for event in events[-2:]] == ["passed", "turn_changed"]  # after it all
    assert state.path_pos[KOTO] == fx.LOST_CITY
    best = max(range(len(T.lost_city_spaces)), key=T.lost_city_spaces.__getitem__)
    assert state.lost_city_space[KOTO] == best
    assert len(state.artifacts[KOTO]) == fx.LOST_CITY - 2  # steps 3, 4, 5 and the Lost City
    assert tokens(state) == stacks_left
    assert state.passed[KOTO]


def test_the_march_takes_the_best_space_still_open():
    state = blank()
    fill_city(state, 15)
    set_season(state, SPRING)
    place_all_koto(state)
    state.path_pos[HUMAN] = fx.LOST_CITY
    state.lost_city_space[HUMAN] = 0  # the 7-point space
    koto_turn(state)
    assert state.lost_city_space[KOTO] == 1


def test_after_finishing_he_takes_no_further_actions():
    state = blank()
    fill_city(state, 15)
    set_season(state, SPRING)
    place_all_koto(state)
    koto_turn(state)
    assert state.passed[KOTO]
    snapshot = GAME.encode_state(state)
    action = next(a for a in GAME.legal_actions(state) if a.kind == "place_worker")
    events = GAME.apply(state, action)
    assert all(e.params.get("seat") != KOTO for e in events)
    assert state.current == HUMAN
    assert GAME.encode_state(state)["solo"] == snapshot["solo"]


def test_the_game_ends_once_the_player_and_koto_have_both_finished():
    state = blank()
    set_season(state, SPRING, koto_season=WINTER)
    state.passed[HUMAN] = True
    events = koto_turn(state)  # the player has passed: Koto plays on alone to his end
    assert state.passed[KOTO] and state.over and state.to_move() is None
    assert len(state.cities[KOTO]) == 15 and state.season[KOTO] == SPRING
    over = [e for e in events if e.kind == "game_over"]
    assert over and over[0].params["winners"] == GAME.winners(state)


def test_a_whole_game_ends_with_his_fifteen_cards_and_his_archaeologist_in_the_lost_city():
    state = blank(difficulty="hard", tricks=True, seed=4)
    play_out(state, seed=4)
    assert len(state.cities[KOTO]) == 15
    assert state.path_pos[KOTO] == fx.LOST_CITY

"""Solo Mode, "Trick Cards": when Professor Koto reveals them at Normal and at Hard."""

from emerland_kit import (
    answer,
    offered,
    picks,
    set_plateau,
    to_city,
)
from koto_kit import (
    HUMAN,
    KOTO,
    blank,
    emeralds,
    fill_city,
    koto_turn,
    place_all_koto,
    run_task,
    set_season,
    stack,
    tokens,
)

from everdell_desktop.games.emerland import effects as fx
from everdell_desktop.games.emerland.data import AUTUMN, SPRING, SUMMER, WINTER


def tricks_revealed(events) -> list[str]:
    return [
        e.params["name"]
        for e in events
        if e.kind == "koto_card_revealed" and e.params["deck"] == "tricks"
    ]


def prepare_turn(state, ended: int) -> list:
    place_all_koto(state)
    set_season(state, ended + 1, koto_season=ended)
    return koto_turn(state)


def test_without_the_trick_deck_no_trick_is_revealed():
    state = blank(tricks=False)
    events = prepare_turn(state, SUMMER)
    assert tricks_revealed(events) == [] and tokens(state) == 0


def test_normal_reveals_a_trick_after_he_prepares_for_the_season_that_just_ended():
    state = blank(tricks=True)
    stack(state, "tricks", "forged_map")  # summer: 1 point, autumn: 2 points
    events = prepare_turn(state, SUMMER)
    assert tricks_revealed(events) == ["Forged Map"]
    assert tokens(state) == 1  # summer's action, not autumn's


def test_normal_reveals_a_trick_after_his_fifteenth_card():
    state = blank(tricks=True)
    fill_city(state, 14)
    set_season(state, AUTUMN)
    place_all_koto(state)
    stack(state, "tricks", "forged_map")
    events = koto_turn(state)
    assert len(state.cities[KOTO]) == 15
    assert tricks_revealed(events) == ["Forged Map"]
    assert tokens(state) == 2  # the season he is in when the 15th card lands


def test_normal_reveals_no_trick_when_his_archaeologist_moves():
    state = blank(tricks=True)
    to_city(state, KOTO, "moonlit_lagoon")
    stack(state, "expedition", "temple_raid")
    events = koto_turn(state)
    assert state.path_pos[KOTO] == 1 and tricks_revealed(events) == []


def test_hard_also_reveals_a_trick_each_time_his_archaeologist_moves():
    state = blank(difficulty="hard", tricks=True)
    set_season(state, AUTUMN)
    to_city(state, KOTO, "moonlit_lagoon")
    stack(state, "expedition", "temple_raid")
    stack(state, "tricks", "forged_map")  # autumn: 2 points
    events = koto_turn(state)
    assert tricks_revealed(events) == ["Forged Map"]
    step_tokens = 2  # the 2-player stack on the first step
    assert tokens(state) == step_tokens + 2


def test_hard_reveals_no_trick_when_his_archaeologist_cannot_move():
    state = blank(difficulty="hard", tricks=True)
    state.path_pos[KOTO] = 1
    to_city(state, KOTO, "moonlit_lagoon")
    stack(state, "expedition", "temple_raid")
    assert tricks_revealed(koto_turn(state)) == []


def test_hard_still_reveals_the_normal_tricks():
    state = blank(difficulty="hard", tricks=True)
    stack(state, "tricks", "hidden_cache")  # winter: 2 Emeralds
    events = prepare_turn(state, WINTER)
    assert tricks_revealed(events) == ["Hidden Cache"] and emeralds(state) == 2


def test_hard_march_to_the_lost_city_reveals_one_trick():
    state = blank(difficulty="hard", tricks=True)
    fill_city(state, 15)
    set_season(state, SPRING)
    place_all_koto(state)
    state.path_pos[KOTO] = 3
    events = koto_turn(state)
    while state.pending:  # a Trick's upgrade waits for the player's choice
        events += answer(state, offered(state)[0])
    assert len(tricks_revealed(events)) == 1 and state.passed[KOTO]


def test_hard_reveals_no_march_trick_when_he_already_stands_in_the_lost_city():
    """His last turn marches, and on Hard reveals a Trick, only while he is short of the Lost
    City; already there, he just finishes."""
    state = blank(difficulty="hard", tricks=True)
    fill_city(state, 15)
    set_season(state, SPRING)
    place_all_koto(state)
    state.path_pos[KOTO] = fx.LOST_CITY
    events = koto_turn(state)
    assert tricks_revealed(events) == [] and state.passed[KOTO]
    assert state.path_pos[KOTO] == fx.LOST_CITY and not state.pending


def test_a_trick_upgrade_is_the_players_choice():
    state = blank(tricks=True)
    first = to_city(state, KOTO, "banana_grove")
    second = to_city(state, KOTO, "statue")
    stack(state, "tricks", "restoration_crew")
    run_task(state, ("_koto_trick", SUMMER))
    prompt = state.pending[-1]
    assert prompt.kind == "koto_upgrade" and prompt.seat == HUMAN
    assert set(picks(prompt)) == {first, second}


def test_a_trick_realm_is_the_first_face_up_realm():
    state = blank(tricks=True)
    first = state.realm_row[0]
    stack(state, "tricks", "stolen_realm")  # autumn: a Realm
    run_task(state, ("_koto_trick", AUTUMN))
    assert state.realms[KOTO] == [first]


def test_a_trick_can_discard_the_first_plateau_card():
    state = blank(tricks=True)
    placed = set_plateau(
        state, ["statue", "rope_bridge", "maestro", "gem_grotto", "sky_temple", "clay_potter"]
    )
    stack(state, "tricks", "muddy_trail")  # summer: discard the first Plateau card
    run_task(state, ("_koto_trick", SUMMER))
    assert state.plateau[0] == [] and state.discard[-1] == placed[0]


def test_the_trick_deck_is_reshuffled_when_it_runs_out():
    state = blank(tricks=True)
    for _ in range(10):
        run_task(state, ("_koto_trick", SUMMER))
        while state.pending:
            answer(state, offered(state)[0])
    solo = state.solo
    assert len(solo.trick_discard) == 1 and len(solo.trick_deck) == 8


def test_an_upgrade_of_two_upgrades_two_of_his_cards_one_after_the_other():
    """A trick's or a plan's ``upgrade`` may count more than one ("n": 2 in koto_tricks.json
    passes validation): after the first card, a second of his cards is upgraded too."""
    state = blank(tricks=True)
    first = to_city(state, KOTO, "banana_grove")
    second = to_city(state, KOTO, "statue")
    run_task(state, ("_koto_upgrade", 2))
    assert state.pending[-1].kind == "koto_upgrade" and set(offered(state)) == {first, second}
    answer(state, first)  # the second, now his only card not upgraded, is answered for you
    assert state.upgraded[first] and state.upgraded[second]


def test_an_upgrade_of_two_stops_after_two_of_his_three_cards():
    """``"n": 2`` upgrades two cards however many he has: with three not yet upgraded, the
    player picks one of the three, then one of the other two, and the third stays as it is."""
    state = blank(tricks=True)
    first = to_city(state, KOTO, "banana_grove")
    second = to_city(state, KOTO, "statue")
    third = to_city(state, KOTO, "rope_bridge")
    run_task(state, ("_koto_upgrade", 2))
    assert set(offered(state)) == {first, second, third}
    answer(state, first)
    assert set(offered(state)) == {second, third}
    answer(state, second)
    assert not state.pending and not state.upgraded[third]

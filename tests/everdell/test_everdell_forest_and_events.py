"""The 11 Forest locations (숲 카드) and the 16 special Events (특별 행사), one test each."""

from pathlib import Path

import pytest
from everdell_kit import (
    GAME,
    city,
    city_keys,
    deck_top,
    do,
    hand,
    hand_keys,
    legal,
    meadow,
    new,
    prompt,
    res,
    uid_of,
)

from everdell_desktop.core import Action
from everdell_desktop.games.everdell.engine import DATA
from everdell_desktop.games.everdell.places import LOC_INDEX


def with_forest(key, players=2):
    state = new(players)
    state.forest = (LOC_INDEX[key], *state.forest[1:])
    return state


def forest(state, key):
    do(state, "place", loc=key)


@pytest.mark.parametrize(
    ("key", "gained", "drawn"),
    [
        ("forest.two_berries_card", [0, 0, 0, 2], 1),
        ("forest.pebble_three_cards", [0, 0, 1, 0], 3),
        ("forest.twig_resin_berry", [1, 1, 0, 1], 0),
        ("forest.three_berries", [0, 0, 0, 3], 0),
        ("forest.two_resin_twig", [1, 2, 0, 0], 0),
    ],
)
def test_forest_fixed_rewards(key, gained, drawn):
    state = with_forest(key)
    hand(state, 0)
    forest(state, key)
    assert state.players[0].res == gained and len(state.players[0].hand) == drawn


def test_forest_two_resources_of_choice():
    state = with_forest("forest.two_any")
    forest(state, "forest.two_any")
    do(state, "gain", res="pebble")
    do(state, "gain", res="resin")
    assert state.players[0].res == [0, 1, 1, 0]


def test_forest_two_cards_and_one_resource_of_choice():
    state = with_forest("forest.two_cards_any")
    hand(state, 0)
    forest(state, "forest.two_cards_any")
    do(state, "gain", res="twig")
    assert state.players[0].res == [1, 0, 0, 0] and len(state.players[0].hand) == 2


def test_forest_discard_any_draw_two_per_card():
    state = with_forest("forest.discard_draw_two_each")
    hand(state, 0, "farm", "mine")
    discarded = len(state.discard)
    forest(state, "forest.discard_draw_two_each")
    do(state, "discard", card="farm")
    do(state, "discard", card="mine")
    assert len(state.players[0].hand) == 4 and len(state.discard) == discarded + 2


def test_forest_copy_a_basic_location_and_draw_one():
    state = with_forest("forest.copy_basic_card")
    hand(state, 0)
    forest(state, "forest.copy_basic_card")
    do(state, "copy", loc="two_resin")
    assert state.players[0].res == [0, 2, 0, 0] and len(state.players[0].hand) == 1


def test_forest_discard_up_to_three_one_resource_each():
    state = with_forest("forest.discard_three_any_each")
    hand(state, 0, "farm", "mine", "inn", "king")
    forest(state, "forest.discard_three_any_each")
    for key in ("farm", "mine", "inn"):
        do(state, "discard", card=key)
    assert prompt(state).kind == "gain_resource"  # three is the most
    for _ in range(3):
        do(state, "gain", res="berry")
    assert state.players[0].res == [0, 0, 0, 3] and hand_keys(state, 0) == ["king"]


def test_forest_take_two_meadow_cards_and_play_one_for_one_less():
    state = with_forest("forest.meadow_two_play_one")
    meadow(state, "farm", "king")
    hand(state, 0)
    res(state, 0, twig=1, resin=1)
    forest(state, "forest.meadow_two_play_one")
    do(state, "take", card="farm")
    do(state, "take", card="king")
    assert all(uid >= 0 for uid in state.meadow)
    do(state, "play", card="farm", src="hand", cut=(1, 0, 0, 0))
    assert city_keys(state, 0) == ["farm"] and hand_keys(state, 0) == ["king"]


def test_every_forest_location_has_a_test():
    text = Path(__file__).read_text(encoding="utf-8")
    for spec in DATA.forest:
        assert spec.key in text, spec.key


# --- special events ----------------------------------------------------------------------
def with_event(key, players=2):
    state = new(players)
    event = DATA.event_index[key]
    state.special = (event, *[e for e in state.special if e != event][:3])
    state.events_open = [*range(4), *state.special]
    return state


def claim(state, key):
    do(state, "claim", event=key)


def event_score(state, seat=0):
    return GAME.scores(state)[seat].categories["events"]


def test_special_event_needs_both_named_cards():
    state = with_event("event.tax_relief")
    city(state, 0, "judge")
    assert Action.of("claim", event="event.tax_relief") not in legal(state)
    city(state, 0, "queen")
    assert Action.of("claim", event="event.tax_relief") in legal(state)


def test_graduation_of_scholars_up_to_three_critters_from_hand_two_points_each():
    state = with_event("event.graduation_of_scholars")
    city(state, 0, "teacher", "university")
    hand(state, 0, "wife", "king", "farm")
    claim(state, "event.graduation_of_scholars")
    assert {a.get("card") for a in legal(state)} == {"wife", "king", None}
    do(state, "place_beneath", card="wife")
    do(state, "place_beneath", card="king")
    assert event_score(state) == 4 and hand_keys(state, 0) == ["farm"]


def test_brilliant_marketing_plan_gives_resources_two_points_each():
    state = with_event("event.brilliant_marketing_plan")
    city(state, 0, "shopkeeper", "post_office")
    res(state, 0, twig=1, berry=3)
    claim(state, "event.brilliant_marketing_plan")
    do(state, "give", res="twig", to=1)
    do(state, "give", res="berry", to=1)
    do(state, "done")
    assert event_score(state) == 4 and state.players[1].res == [1, 0, 0, 1]


def test_performer_in_residence_up_to_three_berries_two_points_each():
    state = with_event("event.performer_in_residence")
    city(state, 0, "inn", "bard")
    res(state, 0, berry=5)
    claim(state, "event.performer_in_residence")
    do(state, "place", n=3)
    assert event_score(state) == 6 and state.players[0].res[3] == 2


def test_capture_of_the_acorn_thieves_up_to_two_critters_from_city_three_each():
    state = with_event("event.capture_of_the_acorn_thieves")
    city(state, 0, "courthouse", "ranger", "wife", "king")
    claim(state, "event.capture_of_the_acorn_thieves")
    do(state, "place_beneath", card=uid_of(state, 0, "wife"))
    do(state, "place_beneath", card=uid_of(state, 0, "king"))
    assert event_score(state) == 6 and city_keys(state, 0) == ["courthouse", "ranger"]


def test_ministering_to_miscreants_three_per_prisoner():
    state = with_event("event.ministering_to_miscreants")
    dungeon = city(state, 0, "monk", "dungeon")[1]
    dungeon.under = (1, 2)
    claim(state, "event.ministering_to_miscreants")
    assert event_score(state) == 6


def test_croak_wart_cure_pays_two_berries_and_two_city_cards_for_six():
    state = with_event("event.croak_wart_cure")
    city(state, 0, "undertaker", "barge_toad", "farm")
    res(state, 0, berry=1)
    assert Action.of("claim", event="event.croak_wart_cure") not in legal(state)
    res(state, 0, berry=2)
    claim(state, "event.croak_wart_cure")
    do(state, "pick", card=uid_of(state, 0, "farm"))
    do(state, "pick", card=uid_of(state, 0, "barge_toad"))
    assert event_score(state) == 6 and city_keys(state, 0) == ["undertaker"]
    assert state.players[0].res == [0, 0, 0, 0]


def test_evening_of_fireworks_up_to_three_twigs_two_points_each():
    state = with_event("event.evening_of_fireworks")
    city(state, 0, "lookout", "miner_mole")
    res(state, 0, twig=2)
    claim(state, "event.evening_of_fireworks")
    assert {a["n"] for a in legal(state)} == {0, 1, 2}
    do(state, "place", n=2)
    assert event_score(state) == 4


def test_well_run_city_four_points_and_a_worker_back():
    state = with_event("event.well_run_city")
    city(state, 0, "chip_sweep", "clock_tower")
    do(state, "place", loc="berry")
    do(state, "place", loc="berry")
    claim(state, "event.well_run_city")
    do(state, "recall", loc="berry")
    assert event_score(state) == 4 and state.players[0].free == 1


def test_tax_relief_three_points_and_production_now():
    state = with_event("event.tax_relief")
    city(state, 0, "judge", "queen", "mine")
    claim(state, "event.tax_relief")
    assert event_score(state) == 3 and state.players[0].res == [0, 0, 1, 0]


def test_under_new_management_resin_pebble_two_twig_berry_one():
    state = with_event("event.under_new_management")
    city(state, 0, "peddler", "general_store")
    res(state, 0, twig=1, resin=1, pebble=1)
    claim(state, "event.under_new_management")
    for name in ("twig", "resin", "pebble"):
        do(state, "place", res=name)
    assert event_score(state) == 5 and state.players[0].res == [0, 0, 0, 0]


def test_ancient_scrolls_reveal_five_keep_any_beneath_any_one_point_each():
    state = with_event("event.ancient_scrolls_discovered")
    city(state, 0, "historian", "ruins")
    hand(state, 0)
    deck_top(state, "king", "queen", "farm", "mine", "wife")
    claim(state, "event.ancient_scrolls_discovered")
    do(state, "keep")
    do(state, "place_beneath")
    do(state, "place_beneath")
    do(state, "discard")
    do(state, "keep")
    assert hand_keys(state, 0) == ["king", "wife"] and event_score(state) == 2
    assert not state.revealed


def test_flying_doctor_service_three_per_pair_in_all_cities():
    state = with_event("event.flying_doctor_service")
    city(state, 0, "doctor", "postal_pigeon", "husband", "wife")
    city(state, 1, "husband", "wife")
    claim(state, "event.flying_doctor_service")
    assert event_score(state) == 6


def test_path_of_the_pilgrims_three_per_worker_in_your_monastery():
    state = with_event("event.path_of_the_pilgrims")
    monastery = city(state, 0, "monastery", "wanderer")[0]
    monastery.workers = (0, 0)
    claim(state, "event.path_of_the_pilgrims")
    assert event_score(state) == 6


def test_remembering_the_fallen_three_per_worker_in_your_cemetery():
    state = with_event("event.remembering_the_fallen")
    cemetery = city(state, 0, "cemetery", "shepherd")[0]
    cemetery.workers = (0,)
    claim(state, "event.remembering_the_fallen")
    assert event_score(state) == 3


def test_pristine_chapel_ceiling_card_and_resource_per_token_two_points_each():
    state = with_event("event.pristine_chapel_ceiling")
    chapel = city(state, 0, "woodcarver", "chapel")[1]
    chapel.tokens = 2
    hand(state, 0)
    claim(state, "event.pristine_chapel_ceiling")
    do(state, "gain", res="resin")
    do(state, "gain", res="resin")
    assert len(state.players[0].hand) == 2 and state.players[0].res == [0, 2, 0, 0]
    assert event_score(state) == 4


def test_everdell_games_two_of_each_colour_nine_points():
    state = with_event("event.everdell_games")
    city(state, 0, "farm", "mine", "ruins", "wanderer", "inn", "chapel")
    city(state, 0, "crane", "historian", "wife")
    assert Action.of("claim", event="event.everdell_games") not in legal(state)
    city(state, 0, "school")
    claim(state, "event.everdell_games")
    assert event_score(state) == 9


def test_event_achieved_by_one_player_is_gone_for_the_others():
    state = with_event("event.tax_relief")
    city(state, 0, "judge", "queen")
    city(state, 1, "judge", "queen")
    claim(state, "event.tax_relief")
    assert Action.of("claim", event="event.tax_relief") not in legal(state)


def test_every_special_event_has_a_test():
    text = Path(__file__).read_text(encoding="utf-8")
    for event in DATA.events:
        if event.special:
            assert event.key in text, event.key

"""The 33 Discovery cards, one test (or more) per card, and the rules every kind follows."""

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
    prompt,
    res,
)
from spirecrest_kit import discover, found_keys, in_season, spire, spire_solo

from everdell_desktop.core import Action
from everdell_desktop.games.everdell.engine import CARDS, UID_CARD, color_counts, spaces_used
from everdell_desktop.games.everdell.spirecrest.common import SPIRE, explorer
from everdell_desktop.games.everdell.spirecrest.rules import unimplemented
from everdell_desktop.games.everdell.state import AUTUMN, SUMMER


def score(state, seat=0, category="discoveries"):
    return GAME.scores(state)[seat].categories[category]


def visit(state, key, seat=0):
    state.current = seat
    do(state, "visit", discovery=key)


FILLER = ["farm"] * 8 + ["mine"] * 3 + ["twig_barge"] * 3 + ["resin_refinery"] * 3


def test_every_discovery_card_has_its_ability():
    assert unimplemented() == []
    assert len(SPIRE.discoveries) == 33


# --- Trails -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("key", "cards", "enough"),
    [
        ("everblossom_trail", ["castle", "palace", "school"], 3),
        ("greensprout_trail", ["farm", "mine", "twig_barge", "resin_refinery"], 4),
        ("mistrise_trail", ["wanderer", "ranger", "bard"], 3),
        ("starfall_trail", ["judge", "crane", "historian"], 3),
        ("sunblaze_trail", ["inn", "lookout", "chapel"], 3),
    ],
)
def test_colour_trails_four_points_with_enough_cards_of_their_colour(key, cards, enough):
    state = spire()
    discover(state, 0, key)
    city(state, 0, *cards[: enough - 1])
    assert score(state) == 0
    city(state, 0, cards[enough - 1])
    assert score(state) == 4


def test_gatherwind_trail_four_points_for_at_least_two_events():
    state = spire()
    discover(state, 0, "gatherwind_trail")
    state.players[0].events = [0]
    assert score(state) == 0
    state.players[0].events = [0, 1]
    assert score(state) == 4
    state.players[0].events = [0, 1, 2]
    assert score(state) == 4


def test_hopewatch_trail_one_point_per_journey_point_up_to_seven():
    state = spire()
    discover(state, 0, "hopewatch_trail")
    state.players[0].journey = 5
    assert score(state) == 5
    state.players[0].journey = 9  # two workers on the Journey: 5 + 4
    assert score(state) == 7


def test_bellsong_trail_four_points_for_the_whole_expedition():
    state = spire()
    discover(state, 0, "bellsong_trail")
    ex = explorer(state, 0)
    ex.tiles = [0, 1, 2]
    ex.reached = 2
    assert score(state) == 0
    ex.reached = 3
    assert score(state) == 4


# --- Cities -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("key", "cards", "points"),
    [
        ("everblossom_city", ["castle", "palace"], 4),
        ("mistrise_city", ["wanderer"], 5),
        ("sunblaze_city", ["inn", "lookout", "chapel"], 3),
        ("starfall_city", [], 6),
        ("greensprout_city", ["farm", "mine", "twig_barge"], 5),
    ],
)
def test_cities_six_points_less_one_per_card_of_their_colour(key, cards, points):
    state = spire()
    discover(state, 0, key)
    city(state, 0, *cards)
    assert score(state) == points


def test_cities_never_score_below_zero():
    state = spire()
    discover(state, 0, "greensprout_city")
    city(state, 0, *FILLER[:15])
    assert score(state) == 0


def test_cities_are_only_found_on_the_ridge():
    cities = [info for info in SPIRE.discoveries if info.kind == "city"]
    assert len(cities) == 5 and {info.region for info in cities} == {2}


# --- Discovery cards are beside the city, not in it ---------------------------------------
def test_discovery_cards_take_no_city_space_and_have_no_colour():
    state = spire()
    city(state, 0, *FILLER[:15])
    counts = color_counts(state.players[0])
    discover(state, 0, "sunblaze_trail")
    discover(state, 0, "ancient_orchard")
    assert spaces_used(state.players[0]) == 15 and color_counts(state.players[0]) == counts
    assert found_keys(state, 0) == ["sunblaze_trail", "ancient_orchard"]


def test_a_full_city_still_discovers():
    state = spire()
    city(state, 0, *FILLER[:15])
    from spirecrest_kit import offer, prepare

    offer(state, 0, "forager", "everblossom_trail", "trail_guide")
    prepare(state)
    do(state, "chart", tile=legal(state)[0]["tile"])
    do(state, "discover", card="forager", cards=0)
    assert found_keys(state, 0) == ["forager"]


# --- Ongoing ------------------------------------------------------------------------------
def test_forager_draws_a_card_per_berry_your_action_gains():
    state = spire()
    discover(state, 0, "forager")
    hand(state, 0)
    do(state, "place", loc="berry_card")
    assert len(state.players[0].hand) == 2  # the location's card and the berry's


def test_forager_ignores_berries_given_on_another_players_turn():
    state = spire()
    discover(state, 0, "forager")
    hand(state, 0)
    state.current = 1
    res(state, 1, berry=3)
    hand(state, 1, "monk")
    do(state, "play", card="monk", src="hand")
    do(state, "give", n=2, to=0)
    assert state.players[0].res[3] == 2 and state.players[0].hand == []


# --- Locations ----------------------------------------------------------------------------
def test_ancient_orchard_five_berries_for_its_owner_only():
    state = spire()
    discover(state, 0, "ancient_orchard")
    visit(state, "ancient_orchard")
    assert state.players[0].res == [0, 0, 0, 5]
    state.current = 1
    assert Action.of("visit", discovery="ancient_orchard") not in legal(state)


def test_ruins_of_spire_three_twigs_resin_or_pebbles_in_any_mix():
    state = spire()
    discover(state, 0, "ruins_of_spire")
    visit(state, "ruins_of_spire")
    assert {a["res"] for a in legal(state)} == {"twig", "resin", "pebble"}
    for name in ("pebble", "pebble", "resin"):
        do(state, "gain", res=name)
    assert state.players[0].res == [0, 1, 2, 0]


def test_private_discovery_locations_take_one_worker():
    state = spire()
    discover(state, 0, "ancient_orchard")
    visit(state, "ancient_orchard")
    state.current = 0
    assert Action.of("visit", discovery="ancient_orchard") not in legal(state)


def test_cloudrim_peak_discard_one_card_of_each_colour_for_eight_points():
    state = spire()
    discover(state, 0, "cloudrim_peak")
    hand(state, 0, "farm", "wanderer", "inn", "judge")
    assert Action.of("visit", discovery="cloudrim_peak") not in legal(state)
    hand(state, 0, "castle", "mine", clear=False)
    visit(state, "cloudrim_peak")
    assert {a["card"] for a in legal(state)} == {"farm", "mine"}
    for key in ("mine", "wanderer", "inn", "judge", "castle"):
        do(state, "discard", card=key)
    assert hand_keys(state, 0) == ["farm"] and state.players[0].tokens == 8


def test_cartographers_caravan_three_cards_and_a_resource_per_worker_there():
    state = spire()
    found = discover(state, 0, "cartographers_caravan")
    hand(state, 0)
    hand(state, 1)
    visit(state, "cartographers_caravan")
    do(state, "gain", res="pebble")
    assert len(state.players[0].hand) == 3 and state.players[0].res == [0, 0, 1, 0]
    visit(state, "cartographers_caravan", seat=1)
    do(state, "gain", res="resin")
    do(state, "gain", res="resin")
    assert state.players[1].res == [0, 2, 0, 0] and found.workers == (0, 1)
    assert state.players[0].tokens == 1  # its owner's point for the opponent's visit


def test_open_discovery_locations_take_one_worker_per_player():
    state = spire()
    discover(state, 0, "cartographers_caravan")
    visit(state, "cartographers_caravan")
    do(state, "gain", res="twig")
    state.current = 0
    assert Action.of("visit", discovery="cartographers_caravan") not in legal(state)


def test_map_seller_takes_meadow_and_discard_cards_until_the_hand_is_full():
    state = spire()
    discover(state, 0, "map_seller")
    hand(state, 0, *["farm"] * 6)
    meadow(state, "king")
    state.discard.append(state.deck.pop())
    top = CARDS[UID_CARD[state.discard[-1]]].key
    visit(state, "map_seller")
    do(state, "take", card="king")
    assert state.meadow[0] == -1  # the Meadow refills only afterwards
    do(state, "take", pile="discard")
    assert prompt(state) is None and len(state.players[0].hand) == 8
    assert top in hand_keys(state, 0) and state.meadow[0] != -1


def test_moleia_mines_reveal_up_to_the_room_in_hand_stop_for_a_point_each():
    state = spire()
    discover(state, 0, "moleia_mines")
    hand(state, 0, *["farm"] * 5)
    meadow(state, "wife", "wife", "wife", "wife", "wanderer", "wanderer", "wanderer", "husband")
    deck_top(state, "king", "queen", "castle")
    visit(state, "moleia_mines")
    assert prompt(state).kind == "reveal_more"
    do(state, "reveal")
    do(state, "done")
    assert sorted(hand_keys(state, 0))[-2:] == ["king", "queen"] and state.players[0].tokens == 2


def test_moleia_mines_a_card_matching_the_meadow_loses_them_all():
    state = spire()
    discover(state, 0, "moleia_mines")
    hand(state, 0)
    meadow(state, "farm")
    deck_top(state, "king", "farm")
    visit(state, "moleia_mines")
    do(state, "reveal")
    assert hand_keys(state, 0) == [] and state.players[0].tokens == 0
    assert {CARDS[UID_CARD[uid]].key for uid in state.discard[-2:]} == {"king", "farm"}


def test_moleia_mines_owner_gains_a_point_when_an_opponent_comes():
    state = spire()
    discover(state, 1, "moleia_mines")
    hand(state, 0, *["farm"] * 7)
    visit(state, "moleia_mines")
    assert state.players[1].tokens == 1


def test_grey_cloaks_hideout_moves_a_worker_to_act_again():
    state = spire()
    discover(state, 0, "grey_cloaks_hideout")
    do(state, "place", loc="three_twigs")
    do(state, "place", loc="two_resin")
    assert Action.of("hideout", loc="three_twigs") in legal(state)
    do(state, "hideout", loc="three_twigs")
    assert state.players[0].res == [6, 0, 0, 0]
    assert state.occ[0] == () and state.current == 1  # the space is free, the turn is over
    state.current = 0
    assert [a for a in legal(state, "hideout")] == []  # one worker there at a time


def test_grey_cloaks_hideout_never_takes_a_journey_or_event_worker():
    state = spire()
    discover(state, 0, "grey_cloaks_hideout")
    in_season(state, 0, AUTUMN)
    hand(state, 0, *["farm"] * 5)
    do(state, "place", loc="journey5")
    for _ in range(5):
        do(state, "discard", card="farm")
    state.current = 0
    assert legal(state, "hideout") == []


# --- When Played --------------------------------------------------------------------------
def test_archeologist_holds_three_constructions_one_played_later_for_one_less():
    state = spire()
    hand(state, 0, "castle", "farm", "wanderer")
    meadow(state, "mine")
    discover(state, 0, "archeologist")
    offered = {(a["card"], a["src"]) for a in legal(state) if a.kind == "beneath"}
    assert {("castle", "hand"), ("farm", "hand"), ("mine", "meadow")} <= offered
    assert ("wanderer", "hand") not in offered
    do(state, "beneath", card="castle", src="hand")
    do(state, "beneath", card="mine", src="meadow")
    do(state, "done")
    assert hand_keys(state, 0) == ["farm", "wanderer"] and state.meadow[0] != -1
    res(state, 0, twig=2, resin=3, pebble=2)
    state.current = 0
    castle = [a for a in legal(state, "play") if a["card"] == "castle"]
    assert castle and all(a["src"] == "archeologist" and sum(a["cut"]) == 1 for a in castle)
    do(state, "play", card="castle", src="archeologist", cut=(0, 0, 1, 0))
    assert "castle" in city_keys(state, 0) and state.players[0].res == [0, 0, 0, 0]


def test_trail_guide_holds_three_critters_one_played_later_for_two_berries_less():
    state = spire()
    hand(state, 0, "king", "farm")
    discover(state, 0, "trail_guide")
    assert {a["card"] for a in legal(state) if a.kind == "beneath"} >= {"king"}
    do(state, "beneath", card="king", src="hand")
    do(state, "done")
    res(state, 0, berry=4)
    state.current = 0
    assert Action.of("play", card="king", cut=(0, 0, 0, 2), src="trail_guide") in legal(state)
    do(state, "play", card="king", cut=(0, 0, 0, 2), src="trail_guide")
    assert "king" in city_keys(state, 0) and state.players[0].res == [0, 0, 0, 0]


def test_cards_held_by_a_discovery_card_never_combine_with_innkeeper_or_crane():
    state = spire()
    city(state, 0, "innkeeper", "crane")
    hand(state, 0, "king", "castle")
    discover(state, 0, "trail_guide")
    do(state, "beneath", card="king", src="hand")
    do(state, "done")
    res(state, 0, berry=9)
    state.current = 0
    kings = [a for a in legal(state, "play") if a["card"] == "king"]
    assert kings and all(a.get("innkeeper") is None for a in kings)


def test_stormvale_three_cards_anyone_plays_as_meadow_cards_and_its_owner_scores():
    state = spire()
    deck_top(state, "wanderer", "farm", "mine", "inn")
    found = discover(state, 0, "stormvale")
    held = sorted(CARDS[UID_CARD[uid]].key for uid in found.under)
    assert held == ["farm", "mine", "wanderer"]
    state.current = 1
    res(state, 1, berry=2)
    hand(state, 1)
    do(state, "play", card="wanderer", src="stormvale")
    assert state.players[0].tokens == 1 and "wanderer" in city_keys(state, 1)
    assert sorted(CARDS[UID_CARD[uid]].key for uid in found.under) == ["farm", "inn", "mine"]


def test_stormvale_cards_obey_tornado_and_flooding():
    state = spire()
    found = discover(state, 0, "stormvale")
    key = CARDS[UID_CARD[found.under[0]]].key
    res(state, 0, twig=9, resin=9, pebble=9, berry=9)
    in_season(state, 0, SUMMER, "tornado")
    assert [a for a in legal(state, "play") if a["src"] == "stormvale"] == []
    in_season(state, 0, AUTUMN, "flooding")
    assert [a for a in legal(state, "play") if a["src"] == "stormvale" and a["card"] == key]


def test_stormvale_cards_are_meadow_cards_for_the_inn():
    state = spire()
    deck_top(state, "king", "farm", "mine")
    discover(state, 1, "stormvale")
    inn = city(state, 0, "inn")[0]
    res(state, 0, berry=3)
    do(state, "visit", card=inn.uid)
    assert Action.of("play", card="king", cut=(0, 0, 0, 3), src="stormvale") in legal(state)


def test_bounty_hunter_finds_a_named_critter_even_for_a_full_hand():
    state = spire()
    state.discard.extend(state.players[0].hand)
    state.players[0].hand = [state.deck.pop() for _ in range(8)]
    wanted = next(CARDS[UID_CARD[uid]].key for uid in state.deck if CARDS[UID_CARD[uid]].critter)
    discover(state, 0, "bounty_hunter")
    names = {a["card"] for a in legal(state)}
    assert wanted in names and "farm" not in names
    do(state, "name", card=wanted)
    assert len(state.players[0].hand) == 9 and wanted in hand_keys(state, 0)


def test_cloudsong_finds_a_named_construction_or_nothing():
    state = spire()
    hand(state, 0)
    deck = list(state.deck)
    discover(state, 0, "cloudsong")
    assert {a["card"] for a in legal(state)} >= {"castle", "farm"}
    for uid in list(state.deck):
        if CARDS[UID_CARD[uid]].key == "evertree":
            state.deck.remove(uid)
            state.discard.append(uid)
    do(state, "name", card="evertree")
    assert state.players[0].hand == [] and sorted(state.deck) != sorted(deck)


# --- Rugwort and Discovery cards ----------------------------------------------------------
def test_rugwort_plays_no_card_for_a_discovery_but_does_for_a_held_card():
    state = spire_solo()
    hand(state, 0, "farm")
    discover(state, 0, "archeologist")
    do(state, "beneath", card="farm", src="hand")
    do(state, "done")
    assert state.solo.owed == 0
    res(state, 0, twig=2, resin=1)
    state.current = 0
    rugwort_cards = len(state.players[1].city)
    do(state, "play", card="farm", src="archeologist", cut=(1, 0, 0, 0))
    assert len(state.players[1].city) == rugwort_cards + 1

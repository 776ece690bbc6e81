"""The 12 Weather cards, each a test named after its rule, and the rulebook's exceptions."""

from everdell_kit import (
    city,
    city_keys,
    deck_top,
    do,
    hand,
    hand_keys,
    legal,
    loc,
    meadow,
    prompt,
    res,
)
from spirecrest_kit import in_season, offer, prepare, spire, to_prepare, weather

from everdell_desktop.core import Action
from everdell_desktop.core.kernel import Task
from everdell_desktop.games.everdell import rules
from everdell_desktop.games.everdell.places import LOC_INDEX
from everdell_desktop.games.everdell.spirecrest.common import explorer, weather_effect
from everdell_desktop.games.everdell.spirecrest.state import FOOTHILLS, RIDGE
from everdell_desktop.games.everdell.state import AUTUMN, SPRING, SUMMER, WINTER


def with_forest(state, key):
    state.forest = (LOC_INDEX[key], *state.forest[1:])


def plays(state, card):
    return [a for a in legal(state, "play") if a["card"] == card]


# --- each player obeys the card of their own season --------------------------------------
def test_each_player_obeys_only_the_weather_of_their_own_season():
    state = spire()
    weather(state, WINTER, "freezing_rain")
    weather(state, SPRING, "heavy_rain")
    in_season(state, 1, SPRING)
    assert weather_effect(state, 0) == "no_forest"
    assert weather_effect(state, 1) == "basic_gain_less"


# --- winter --------------------------------------------------------------------------------
def test_blizzard_forest_location_gives_one_resource_fewer_you_choose():
    state = spire()
    weather(state, WINTER, "blizzard")
    with_forest(state, "forest.two_resin_twig")
    do(state, "place", loc="forest.two_resin_twig")
    assert {a["what"] for a in legal(state)} == {"twig", "resin"}
    do(state, "forgo", what="resin")
    assert state.players[0].res == [1, 1, 0, 0]


def test_blizzard_does_not_reduce_cards_drawn_at_a_forest_location():
    state = spire()
    weather(state, WINTER, "blizzard")
    with_forest(state, "forest.pebble_three_cards")
    hand(state, 0)
    do(state, "place", loc="forest.pebble_three_cards")
    assert state.players[0].res == [0, 0, 0, 0] and len(state.players[0].hand) == 3


def test_blizzard_leaves_basic_locations_alone():
    state = spire()
    weather(state, WINTER, "blizzard")
    do(state, "place", loc="three_twigs")
    assert state.players[0].res == [3, 0, 0, 0]


def test_dense_fog_one_more_resource_to_play_from_the_hand():
    state = spire()
    weather(state, WINTER, "dense_fog")
    hand(state, 0, "farm")
    res(state, 0, twig=2, resin=1)
    assert plays(state, "farm") == []
    res(state, 0, twig=2, resin=1, berry=1)
    do(state, "play", card="farm", src="hand")
    assert state.players[0].res == [0, 0, 0, 1]  # the berry paid the fog, the Farm gave one


def test_dense_fog_asks_which_resource_when_there_is_a_choice():
    state = spire()
    weather(state, WINTER, "dense_fog")
    hand(state, 0, "wanderer")
    res(state, 0, twig=1, berry=3)
    do(state, "play", card="wanderer", src="hand")
    assert prompt(state).kind == "weather_cost"
    assert {a["res"] for a in legal(state)} == {"twig", "berry"}
    do(state, "pay", res="twig")
    assert state.players[0].res == [0, 0, 0, 1]


def test_dense_fog_spares_a_critter_played_free_with_an_occupied_token():
    state = spire()
    weather(state, WINTER, "dense_fog")
    farm = city(state, 0, "farm")[0]
    hand(state, 0, "husband")
    do(state, "play", card="husband", src="hand", host=farm.uid)
    assert "husband" in city_keys(state, 0) and state.current == 1


def test_dense_fog_leaves_meadow_plays_alone():
    state = spire()
    weather(state, WINTER, "dense_fog")
    meadow(state, "farm")
    res(state, 0, twig=2, resin=1)
    assert plays(state, "farm")


def test_freezing_rain_closes_the_forest_locations():
    state = spire()
    weather(state, WINTER, "freezing_rain")
    forest_keys = [a["loc"] for a in legal(state, "place") if a["loc"].startswith("forest.")]
    assert forest_keys == []
    in_season(state, 1, SPRING)
    state.current = 1
    assert [a for a in legal(state, "place") if a["loc"].startswith("forest.")]


def test_lookout_still_copies_a_forest_location_in_freezing_rain():
    state = spire()
    weather(state, WINTER, "freezing_rain")
    with_forest(state, "forest.three_berries")
    lookout = city(state, 0, "lookout")[0]
    do(state, "visit", card=lookout.uid)
    do(state, "copy", loc="forest.three_berries")
    assert state.players[0].res == [0, 0, 0, 3]


# --- spring --------------------------------------------------------------------------------
def test_heavy_rain_basic_location_one_resource_or_one_card_fewer():
    state = spire()
    in_season(state, 0, SPRING, "heavy_rain")
    hand(state, 0)
    do(state, "place", loc="two_twigs_card")
    assert {a["what"] for a in legal(state)} == {"twig", "card"}
    do(state, "forgo", what="card")
    assert state.players[0].res == [2, 0, 0, 0] and state.players[0].hand == []


def test_heavy_rain_two_cards_and_a_point_draws_one_card():
    state = spire()
    in_season(state, 0, SPRING, "heavy_rain")
    hand(state, 0)
    do(state, "place", loc="two_cards_point")
    assert len(state.players[0].hand) == 1 and state.players[0].tokens == 1


def test_heavy_rain_spares_the_haven_and_the_forest():
    state = spire()
    in_season(state, 0, SPRING, "heavy_rain")
    with_forest(state, "forest.three_berries")
    do(state, "place", loc="forest.three_berries")
    assert state.players[0].res == [0, 0, 0, 3]


def test_lightning_storms_every_construction_one_more_resource_even_with_a_crane():
    state = spire()
    in_season(state, 0, SPRING, "lightning_storms")
    crane = city(state, 0, "crane")[0]
    hand(state, 0, "castle")
    res(state, 0, twig=2, resin=3)
    assert [a for a in plays(state, "castle") if a.get("crane") is not None] == []
    res(state, 0, twig=2, resin=3, berry=1)
    do(state, "play", card="castle", src="hand", crane=crane.uid, cut=(0, 0, 3, 0))
    assert state.players[0].res == [0, 0, 0, 0]


def test_lightning_storms_leaves_critters_alone():
    state = spire()
    in_season(state, 0, SPRING, "lightning_storms")
    hand(state, 0, "wanderer")
    res(state, 0, berry=2)
    assert plays(state, "wanderer")


def test_severe_wind_discard_one_card_per_card_played_at_the_end_of_the_turn():
    state = spire()
    in_season(state, 0, SPRING, "severe_wind")
    hand(state, 0, "wanderer", "farm", "mine")
    res(state, 0, berry=2)
    deck_top(state, "inn", "king", "queen")
    do(state, "play", card="wanderer", src="hand")
    assert prompt(state).kind == "discard" and prompt(state).source == "weather"
    assert len(state.players[0].hand) == 5  # the Wanderer's 3 cards came first
    do(state, "discard", card="farm")
    assert state.current == 1 and len(state.players[0].hand) == 4


def test_severe_wind_with_an_empty_hand_discards_nothing():
    state = spire()
    in_season(state, 0, SPRING, "severe_wind")
    hand(state, 0, "farm")
    res(state, 0, twig=2, resin=1)
    do(state, "play", card="farm", src="hand")
    assert state.current == 1 and state.spire.owed == 0


# --- summer --------------------------------------------------------------------------------
def test_drought_green_cards_do_not_activate_when_played():
    state = spire()
    in_season(state, 0, SUMMER, "drought")
    hand(state, 0, "farm")
    res(state, 0, twig=2, resin=1)
    do(state, "play", card="farm", src="hand")
    assert state.players[0].res == [0, 0, 0, 0]


def test_drought_production_still_activates_when_preparing():
    state = spire()
    in_season(state, 0, SUMMER, "drought")
    explorer(state, 0).area = RIDGE
    city(state, 0, "farm")
    prepare(state)
    assert state.players[0].season == AUTUMN and state.players[0].res[3] == 1


def test_heat_wave_every_critter_one_more_berry_even_with_an_innkeeper():
    state = spire()
    in_season(state, 0, SUMMER, "heat_wave")
    innkeeper = city(state, 0, "innkeeper")[0]
    hand(state, 0, "bard")
    res(state, 0, berry=3)
    assert [a.get("innkeeper") for a in plays(state, "bard")] == [innkeeper.uid]
    res(state, 0, twig=5)
    assert plays(state, "bard") == []  # the extra must be a berry


def test_heat_wave_spares_a_free_critter():
    state = spire()
    in_season(state, 0, SUMMER, "heat_wave")
    farm = city(state, 0, "farm")[0]
    hand(state, 0, "wife")
    do(state, "play", card="wife", src="hand", host=farm.uid)
    assert state.players[0].res == [0, 0, 0, 0]


def test_tornado_no_cards_played_from_the_meadow():
    state = spire()
    in_season(state, 0, SUMMER, "tornado")
    meadow(state, "wanderer")
    res(state, 0, berry=9)
    assert [a for a in legal(state, "play") if a["src"] == "meadow"] == []


def test_tornado_lets_meadow_cards_be_taken_into_the_hand_and_played_from_there():
    state = spire()
    in_season(state, 0, SUMMER, "tornado")
    with_forest(state, "forest.meadow_two_play_one")
    meadow(state, "wanderer", "farm")
    hand(state, 0)
    res(state, 0, berry=2)
    do(state, "place", loc="forest.meadow_two_play_one")
    do(state, "take", card="wanderer")
    do(state, "take", card="farm")
    assert Action.of("play", card="wanderer", cut=(0, 0, 0, 1), src="hand") in legal(state)


# --- autumn --------------------------------------------------------------------------------
def test_flooding_every_meadow_card_one_more_resource_even_with_the_innkeeper():
    state = spire()
    in_season(state, 0, AUTUMN, "flooding")
    innkeeper = city(state, 0, "innkeeper")[0]
    meadow(state, "bard")
    res(state, 0)
    assert plays(state, "bard") == []
    res(state, 0, twig=1)
    assert [a.get("innkeeper") for a in plays(state, "bard")] == [innkeeper.uid]


def test_flooding_leaves_cards_from_the_hand_alone():
    state = spire()
    in_season(state, 0, AUTUMN, "flooding")
    meadow(state, "wanderer")
    hand(state, 0, "wanderer")
    res(state, 0, berry=2)
    assert [a["src"] for a in plays(state, "wanderer")] == ["hand"]


def test_hail_discard_one_card_after_a_basic_or_forest_visit():
    state = spire()
    in_season(state, 0, AUTUMN, "hail")
    hand(state, 0, "farm", "mine")
    do(state, "place", loc="three_twigs")
    assert prompt(state).kind == "discard" and prompt(state).source == "weather"
    do(state, "discard", card="mine")
    assert hand_keys(state, 0) == ["farm"] and state.current == 1


def test_hail_spares_destinations_and_the_haven():
    state = spire()
    in_season(state, 0, AUTUMN, "hail")
    hand(state, 0, "farm", "mine")
    do(state, "place", loc="haven")
    do(state, "done")
    assert state.current == 1


def test_wild_fire_keeps_one_worker_from_the_autumn_prepare_on():
    state = spire()
    in_season(state, 0, SUMMER)
    explorer(state, 0).area = RIDGE
    weather(state, AUTUMN, "wild_fire")
    state.spire.weather_shown[AUTUMN] = False
    prepare(state)
    player = state.players[0]
    assert state.spire.weather_shown[AUTUMN]  # turned over first
    assert player.workers == 6 and player.free == 5 and (6,) in player.spots


def test_wild_fire_worker_never_moves():
    state = spire()
    in_season(state, 0, SUMMER)
    explorer(state, 0).area = RIDGE
    weather(state, AUTUMN, "wild_fire")
    prepare(state)
    from everdell_desktop.games.everdell.places import movable_spots

    assert movable_spots(state, 0) == []


# --- exceptions ----------------------------------------------------------------------------
def test_lookout_ignores_the_weather_of_basic_locations():
    state = spire()
    in_season(state, 0, SPRING, "heavy_rain")
    lookout = city(state, 0, "lookout")[0]
    do(state, "visit", card=lookout.uid)
    do(state, "copy", loc="three_twigs")
    assert state.players[0].res == [3, 0, 0, 0] and state.spire.owed == 0


def test_clock_tower_ignores_the_weather_of_basic_locations():
    state = spire()
    in_season(state, 0, SPRING, "heavy_rain")
    city(state, 0, "clock_tower")
    do(state, "place", loc="three_twigs")
    assert state.players[0].res == [2, 0, 0, 0]  # the visit: 1 fewer
    to_prepare(state)
    state.players[0].spots = [(0, loc("three_twigs"))]
    do(state, "prepare")
    do(state, "clock_tower", loc="three_twigs")
    assert state.players[0].res == [5, 0, 0, 0]  # the Clock Tower: all three


def test_forced_discards_wait_for_the_end_of_the_turn():
    state = spire()
    in_season(state, 0, AUTUMN, "hail")
    hand(state, 0, "farm")
    deck_top(state, "mine", "inn")
    do(state, "place", loc="two_cards_point")
    assert len(state.players[0].hand) == 3  # drawn first, discarded after
    do(state, "discard", card="inn")
    assert len(state.players[0].hand) == 2


def test_the_turn_end_queues_each_owed_discard_as_a_task_and_asks_nothing_itself():
    state = spire()
    in_season(state, 0, SPRING, "severe_wind")
    hand(state, 0, "farm", "mine")
    state.spire.owed = 2
    state.tasks.clear()
    events = []
    rules.end_turn(state, events)
    assert state.pending == [] and events == []  # the hook opened no decision
    assert state.tasks == [Task("weather_discard", 0)] and state.current == 0


def test_weather_never_affects_rugwort():
    from spirecrest_kit import spire_solo

    state = spire_solo()
    assert weather_effect(state, 1) is None


def test_the_winter_weather_governs_the_first_chart_and_discover_untouched():
    state = spire()
    weather(state, WINTER, "dense_fog")
    offer(state, FOOTHILLS, "forager", "everblossom_trail", "sunblaze_trail")
    hand(state, 0)
    res(state, 0, twig=1)
    prepare(state)
    do(state, "chart", tile=legal(state)[0]["tile"])
    assert ("everblossom_trail", 0) in {(a["card"], a["cards"]) for a in legal(state)}
    do(state, "discover", card="everblossom_trail", cards=0)
    do(state, "pay", res="twig")
    assert state.players[0].res == [0, 0, 0, 0] and state.spire.owed == 0


def test_a_discovery_is_no_card_played_for_severe_wind():
    state = spire()
    in_season(state, 0, WINTER)
    weather(state, SPRING, "severe_wind")
    offer(state, FOOTHILLS, "forager", "everblossom_trail", "sunblaze_trail")
    hand(state, 0, "farm")
    prepare(state)
    do(state, "chart", tile=legal(state)[0]["tile"])
    do(state, "discover", card="forager", cards=0)
    assert state.spire.owed == 0 and hand_keys(state, 0) == ["farm"]


def test_severe_wind_only_counts_cards_played_into_your_own_city():
    state = spire()
    in_season(state, 0, SPRING, "severe_wind")
    hand(state, 0, "fool", "farm")
    res(state, 0, berry=3)
    do(state, "play", card="fool", src="hand", into=1)
    assert state.current == 1 and hand_keys(state, 0) == ["farm"]


def test_heavy_rain_spares_the_haven():
    state = spire()
    in_season(state, 0, SPRING, "heavy_rain")
    hand(state, 0, "farm", "mine")
    do(state, "place", loc="haven")
    do(state, "discard", card="farm")
    do(state, "discard", card="mine")
    assert prompt(state).kind == "gain_resource"  # two cards, one resource: nothing less


def test_blizzard_on_the_copy_forest_card_lessens_the_copied_locations_resources():
    state = spire()
    weather(state, WINTER, "blizzard")
    with_forest(state, "forest.copy_basic_card")
    hand(state, 0)
    do(state, "place", loc="forest.copy_basic_card")
    do(state, "copy", loc="resin_card")
    assert state.players[0].res == [0, 0, 0, 0] and len(state.players[0].hand) == 2


def test_blizzard_on_the_discard_forest_card_gives_one_resource_fewer():
    state = spire()
    weather(state, WINTER, "blizzard")
    with_forest(state, "forest.discard_three_any_each")
    hand(state, 0, "farm", "mine")
    do(state, "place", loc="forest.discard_three_any_each")
    do(state, "discard", card="farm")
    do(state, "discard", card="mine")
    do(state, "gain", res="pebble")
    assert state.players[0].res == [0, 0, 1, 0] and state.current == 1


def test_wild_fire_takes_a_plain_worker_never_a_big_critter():
    from spirecrest_kit import discover

    from everdell_desktop.games.everdell.spirecrest.common import critters_home

    state = spire()
    in_season(state, 0, SUMMER)
    explorer(state, 0).area = RIDGE
    discover(state, 0, "whisper_card")
    weather(state, AUTUMN, "wild_fire")
    prepare(state)
    assert critters_home(state, 0) == ["whisper"] and (6,) in state.players[0].spots

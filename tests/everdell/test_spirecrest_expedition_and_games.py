"""The Expedition, scoring, the solo changes against Rugwort, and whole Spirecrest games."""

import pytest
from everdell_kit import GAME, city, do, hand, legal, play_random, prompt, res
from spirecrest_kit import RUGWORT, discover, found_keys, offer, prepare, spire, spire_solo, tiles

from everdell_desktop.core import GameRecord, Rng, verify
from everdell_desktop.games.everdell.spirecrest.common import SPIRE, TILE, explorer
from everdell_desktop.games.everdell.spirecrest.state import FOOTHILLS
from everdell_desktop.games.everdell.state import AUTUMN, HIDDEN


def expedition_of(state, seat, *keys):
    explorer(state, seat).tiles = [TILE[key] for key in keys]


def autumn(state, seat=0):
    state.players[seat].season = AUTUMN
    state.current = seat


def score(state, seat=0):
    return GAME.scores(state)[seat]


# --- the Expedition ----------------------------------------------------------------------
def test_expedition_right_after_passing_pays_tiles_in_order():
    state = spire()
    expedition_of(state, 0, "amber_caves", "badgers_teeth", "meeks_crossing")
    autumn(state)
    res(state, 0, resin=3, twig=1)
    do(state, "pass")
    assert prompt(state).kind == "expedition"
    assert [a.encode() for a in legal(state)] == ["travel(to=amber_caves)", "decline()"]
    do(state, "travel", to="amber_caves")
    assert prompt(state) is None  # 2 twigs and 2 pebbles for Badger's Teeth are not there
    assert score(state).categories["expedition"] == 4 and state.players[0].res == [1, 0, 0, 0]


def test_expedition_may_stop_anywhere_and_scores_every_tile_reached():
    state = spire()
    expedition_of(state, 0, "meeks_crossing", "littledell", "amber_caves")
    autumn(state)
    res(state, 0, twig=2, resin=3, berry=1)
    do(state, "pass")
    do(state, "travel", to="meeks_crossing")
    do(state, "travel", to="littledell")
    do(state, "decline")
    assert score(state).categories["expedition"] == 5 and state.players[0].res == [0, 3, 0, 0]


def test_the_rulebook_example_three_resin_for_four_points():
    assert SPIRE.tiles[TILE["amber_caves"]].cost == (0, 3, 0, 0)
    assert SPIRE.tiles[TILE["amber_caves"]].points == 4


def test_serpents_pass_is_the_first_stop_and_costs_six_resources_of_any_kind():
    state = spire()
    discover(state, 0, "serpents_pass")
    expedition_of(state, 0, "meeks_crossing")
    autumn(state)
    res(state, 0, twig=3, pebble=3)
    do(state, "pass")
    assert [a.encode() for a in legal(state)] == ["travel(to=serpents_pass)", "decline()"]
    do(state, "travel", to="serpents_pass")
    for name in ("pebble", "pebble", "pebble", "twig", "twig", "twig"):
        do(state, "pay", res=name)
    assert score(state).categories["expedition"] == 7


def test_the_distant_shore_is_the_last_stop_and_costs_six_cards():
    state = spire()
    discover(state, 0, "the_distant_shore")
    expedition_of(state, 0, "meeks_crossing")
    autumn(state)
    res(state, 0, twig=1)
    hand(state, 0, *["farm"] * 6)
    do(state, "pass")
    do(state, "travel", to="meeks_crossing")
    assert [a.encode() for a in legal(state)] == ["travel(to=the_distant_shore)", "decline()"]
    do(state, "travel", to="the_distant_shore")
    for _ in range(6):
        do(state, "discard", card="farm")
    assert score(state).categories["expedition"] == 9


def test_the_expedition_is_paid_before_the_tie_break_and_the_architect_count():
    state = spire()
    city(state, 0, "architect")
    expedition_of(state, 0, "amber_caves")
    autumn(state)
    res(state, 0, resin=3)
    do(state, "pass")
    do(state, "travel", to="amber_caves")
    breakdown = score(state)
    assert breakdown.categories["prosperity"] == 0 and breakdown.tiebreak == (0, 0)


def test_score_adds_discoveries_and_expedition_to_the_base_categories():
    state = spire()
    discover(state, 0, "starfall_city")
    expedition_of(state, 0, "meeks_crossing")
    explorer(state, 0).reached = 1
    categories = score(state).categories
    assert categories["discoveries"] == 6 and categories["expedition"] == 2
    assert score(state).total == sum(categories.values())


def test_ties_still_go_to_most_events_then_most_resources():
    state = spire()
    state.players[0].events = [0]
    first, second = GAME.scores(state)[:2]
    assert first.rank_key() > second.rank_key()


# --- solo against Rugwort ----------------------------------------------------------------
def test_solo_two_tiles_per_area_foothills_face_up():
    state = spire_solo()
    assert [len(trail) for trail in state.spire.trails] == [2, 2, 2]
    assert state.spire.trails_shown == [True, False, False]


def test_solo_rugwort_has_an_everdell_tile_and_a_traveler():
    state = spire_solo()
    assert len(state.spire.explorers) == 2 and explorer(state, RUGWORT).home == 1


def test_rugwort_takes_the_map_tile_you_leave():
    state = spire_solo()
    left, chosen = (SPIRE.tiles[t].key for t in state.spire.trails[FOOTHILLS])
    prepare(state)
    do(state, "chart", tile=chosen)
    assert tiles(state, 0) == [chosen] and tiles(state, RUGWORT) == [left]


@pytest.mark.parametrize(("slot", "points"), [(0, 3), (1, 2), (2, 1)])
def test_rugwort_gains_three_two_or_one_points_for_the_slot_you_discover_from(slot, points):
    state = spire_solo()
    keys = ("forager", "everblossom_trail", "sunblaze_trail")
    offer(state, FOOTHILLS, *keys)
    hand(state, 0, "farm", "mine")
    prepare(state)
    do(state, "chart", tile=legal(state)[0]["tile"])
    do(state, "discover", card=keys[slot], cards=slot)
    assert state.players[RUGWORT].tokens == points


def test_rugwort_scores_every_map_tile_without_paying():
    state = spire_solo()
    expedition_of(state, RUGWORT, "amber_caves", "meeks_crossing")
    assert GAME.scores(state)[RUGWORT].categories["expedition"] == 6


def test_solo_discover_is_offered_with_windlore_left_out():
    state = spire_solo()
    assert all(SPIRE.discoveries[c].key != "windlore_card" for d in state.spire.decks for c in d)
    assert found_keys(state, 0) == []


# --- hidden information ------------------------------------------------------------------
def test_view_hides_the_discovery_decks_weather_and_face_down_tiles():
    state = spire(calm=False)
    seen = GAME.view(state, 0)
    assert all(card == HIDDEN for deck in seen.spire.decks for card in deck)
    assert seen.spire.weather[0] == state.spire.weather[0]
    assert seen.spire.weather[1:] == [HIDDEN] * 3
    assert seen.spire.trails[0] == state.spire.trails[0]
    assert all(tile == HIDDEN for trail in seen.spire.trails[1:] for tile in trail)


def test_determinize_fills_the_mountain_consistently():
    state = spire(calm=False)
    guess = GAME.determinize(GAME.view(state, 0), Rng(3))
    for region, deck in enumerate(guess.spire.decks):
        assert sorted(deck) == sorted(SPIRE.region_cards(region))
    for season, card in enumerate(guess.spire.weather):
        assert card in SPIRE.season_weather(season)
    tiles_ = [tile for trail in guess.spire.trails for tile in trail]
    assert len(set(tiles_)) == len(tiles_) and guess.spire.trails[0] == state.spire.trails[0]


def test_the_bottom_cards_seen_going_under_a_deck_stay_known():
    state = spire()
    offer(state, FOOTHILLS, "forager", "everblossom_trail", "sunblaze_trail")
    prepare(state)
    do(state, "chart", tile=legal(state)[0]["tile"])
    do(state, "discover", card="forager", cards=0)
    seen = GAME.view(state, 1)
    assert seen.spire.decks[FOOTHILLS][:2] == state.spire.decks[FOOTHILLS][:2]


# --- whole games -------------------------------------------------------------------------
@pytest.mark.parametrize(
    "options",
    [
        {"players": 2},
        {"players": 3},
        {"players": 4},
        {"players": 1, "solo": "rugwort", "difficulty": "year1"},
        {"players": 1, "solo": "rugwort", "difficulty": "year3"},
    ],
)
def test_random_spirecrest_games_end_with_every_card_accounted_for(options):
    from everdell_kit import all_uids

    for seed in range(3):
        state = GAME.new_game(GAME.make_config(expansion="spirecrest", **options), seed)
        play_random(state, seed)
        held = [uid for ex in state.spire.explorers for f in ex.found for uid in f.under]
        assert sorted(all_uids(state) + held) == list(range(128))
        for seat in range(state.num_seats):
            assert len(explorer(state, seat).found) == 3


def test_a_saved_spirecrest_game_replays_and_verifies():
    config = GAME.make_config(players=2, expansion="spirecrest")
    state = GAME.new_game(config, 11)
    rng, actions = Rng(11), []
    while state.to_move() is not None:
        action = rng.choice(GAME.legal_actions(state))
        GAME.apply(state, action)
        actions.append(action.encode())
    record = GameRecord(
        game="everdell",
        config=config.model_dump(),
        seed=11,
        actions=actions,
        final_hash=GAME.state_hash(state),
    )
    assert record.config["expansion"] == "spirecrest"
    assert verify(record)["valid"]


def test_spirecrest_clone_is_independent():
    state = spire(3, seed=2, calm=False)
    play_random(state, 2, limit=80)
    copy = state.clone()
    digest = GAME.state_hash(copy)
    play_random(state, 3)
    assert GAME.state_hash(copy) == digest


def test_every_legal_action_of_a_spirecrest_game_has_an_english_label():
    state = spire(2, seed=5, calm=False)
    rng = Rng(5)
    while state.to_move() is not None:
        for action in GAME.legal_actions(state):
            label = GAME.describe_action(state, action)
            assert "(" not in label.split(" ")[0] and "_" not in label, label
        GAME.apply(state, rng.choice(GAME.legal_actions(state)))


def test_an_unknown_expansion_is_refused():
    with pytest.raises(ValueError, match="expansion"):
        GAME.make_config(players=2, expansion="pearlbrook")


def test_bellsong_trail_counts_serpents_pass_and_the_distant_shore():
    state = spire()
    discover(state, 0, "bellsong_trail")
    discover(state, 0, "serpents_pass")
    expedition_of(state, 0, "meeks_crossing")
    explorer(state, 0).reached = 1  # Serpent's Pass only
    assert score(state).categories["discoveries"] == 0
    explorer(state, 0).reached = 2
    assert score(state).categories["discoveries"] == 4
    discover(state, 0, "the_distant_shore")
    assert score(state).categories["discoveries"] == 0  # the Shore still ahead
    explorer(state, 0).reached = 3
    assert score(state).categories["discoveries"] == 4


def test_a_spirecrest_save_file_loads_and_verifies_through_the_store(tmp_path):
    from everdell_desktop.core import new_record
    from everdell_desktop.store.files import load_game, verify_record, write_record

    config = GAME.make_config(players=3, expansion="spirecrest")
    record = new_record(GAME, config, 8)
    state = GAME.new_game(config, 8)
    rng = Rng(8)
    for _ in range(150):
        action = rng.choice(GAME.legal_actions(state))
        GAME.apply(state, action)
        record.actions.append(action.encode())
    record.final_hash = GAME.state_hash(state)
    write_record(tmp_path / "spire.json", record)
    loaded = load_game(tmp_path / "spire.json")
    assert loaded.state.spire is not None and GAME.state_hash(loaded.state) == record.final_hash
    assert verify_record(record)["valid"]
    record.config["expansion"] = "bellfaire"
    assert "expansion" in verify_record(record)["error"]

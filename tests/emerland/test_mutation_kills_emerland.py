"""Behaviour the emerland shard's seeded mutation samples (issue 43) found unpinned,
grouped by the sample that found them."""

from __future__ import annotations

from dataclasses import FrozenInstanceError, fields

import pytest
from emerland_kit import (
    GAME,
    T,
    act,
    answer,
    broken_copy,
    clear_hand,
    give,
    have,
    new_game,
    offered,
    to_city,
    to_hand,
)
from koto_kit import KOTO, blank, koto_turn, run_task, set_season
from pydantic import ValidationError

from everdell_desktop.core.datafiles import DataError
from everdell_desktop.games.emerland import effects as fx
from everdell_desktop.games.emerland import heuristic
from everdell_desktop.games.emerland.data import (
    BAMBOO,
    EMERALD,
    FIG,
    HARP,
    LEAF,
    MARBLE,
    Dice,
    build_tables,
    load_components,
)
from everdell_desktop.games.emerland.koto.cards import load_decks


def test_the_dice_file_needs_at_least_one_die():
    faces = load_components().dice.model_dump()["faces"]
    assert Dice.model_validate({"dice": 1, "faces": faces}).dice == 1
    with pytest.raises(ValidationError):
        Dice.model_validate({"dice": 0, "faces": faces})


def test_koto_places_plain_meeples_never_a_guide_or_the_negotiator():
    """The table draws a placed meeple from the event: Koto has no guide and no negotiator."""
    placed = [e for e in koto_turn(blank()) if e.kind == "meeple_placed"]
    assert placed
    assert all(not e.params["guide"] and not e.params["negotiator"] for e in placed)


def test_a_seat_done_playing_values_each_leftover_resource_and_emerald_at_half_a_point():
    """Once a seat has passed, what it holds is only worth its end value: half a point per
    leftover resource, Emeralds included, not rounded down to whole pairs as the score does.
    Four resources and two more Emeralds on top of two: 3.0 more than the two Emeralds alone."""
    state = new_game()
    state.passed[0] = True
    state.supply[0][EMERALD] = 2
    before = heuristic.values(GAME, state)[0]
    for kind in (BAMBOO, LEAF, FIG, MARBLE):
        state.supply[0][kind] = 1
    state.supply[0][EMERALD] = 4
    assert heuristic.values(GAME, state)[0] - before == pytest.approx(3.0)


def test_at_the_start_resources_up_to_five_of_a_kind_and_harps_are_worth_more_than_at_the_end():
    """The whole game left (summer, no Worker placed): a resource is worth its end half point
    plus its weight while it can still be spent (Marble 0.9, at most 5 of a kind counted),
    a Harp 1.5. Two Marble: 2 x 0.5 + 2 x 0.9 = 2.8; seven: 7 x 0.5 + 5 x 0.9 = 8.0."""
    before = heuristic.values(GAME, new_game())[0]
    for what, count, worth in ((MARBLE, 2, 2.8), (MARBLE, 7, 8.0), (HARP, 1, 1.5)):
        state = new_game()
        state.supply[0][what] = count
        assert heuristic.values(GAME, state)[0] - before == pytest.approx(worth)


def test_a_governance_card_for_critters_ignores_a_construction_played():
    """Elders' Pavilion: "when you play a Critter: gain 1 fig"; a Construction gives nothing."""
    state = new_game()
    to_city(state, 0, "elders_pavilion")
    construction = to_hand(state, 0, "rope_bridge")
    give(state, 0, bamboo=2)
    GAME.apply(state, act("play_card", card=construction, harp=-1))
    assert have(state, 0, "fig") == 0 and have(state, 0, "bamboo") == 0


def test_koto_enters_the_lost_city_in_its_season_and_goes_no_further():
    state = blank()
    set_season(state, T.lost_city_season)
    state.path_pos[KOTO] = fx.LOST_CITY - 1
    run_task(state, ("_koto_advance", 1))
    assert state.path_pos[KOTO] == fx.LOST_CITY
    artifacts = list(state.artifacts[KOTO])
    run_task(state, ("_koto_advance", 1))
    assert state.path_pos[KOTO] == fx.LOST_CITY and state.artifacts[KOTO] == artifacts


def test_the_koto_decks_cards_are_read_only_tables():
    """Loaded once and shared by every solo game: a card can never be changed in place."""
    decks = load_decks()
    for table in (decks.expedition[0], decks.excavation[0], decks.tricks[0], decks):
        first = fields(table)[0].name
        with pytest.raises(FrozenInstanceError):
            setattr(table, first, getattr(table, first))


# --- seed 2613 -------------------------------------------------------------------------------


def test_discarding_three_cards_asks_for_three_one_at_a_time():
    state = new_game()
    clear_hand(state, 0)
    for design in ("banana_grove", "bamboo_nursery", "gem_grotto", "orchid_mantis"):
        to_hand(state, 0, design)
    pile = len(state.discard)
    fx.push(state, 0, (("discard", 3),), "test")
    fx.KERNEL.run(state, [])
    asked = 0
    while state.pending and state.pending[-1].kind == "discard":
        answer(state, offered(state)[0])
        asked += 1
    assert asked == 3
    assert len(state.hands[0]) == 1 and len(state.discard) == pile + 3


def test_a_card_that_may_choose_to_activate_a_green_card_may_not_itself_be_activated(tmp_path):
    """A green card whose ability offers "activate a green card" among its choices is kept
    out of green activation, like one that always activates (no endless chain)."""

    def mantis_chooses(raw):
        mantis = next(card for card in raw["cards"] if card["id"] == "orchid_mantis")
        choice = {
            "op": "choose_one",
            "options": [[{"op": "activate_green"}], [{"op": "draw", "n": 1}]],
        }
        mantis["basic"]["ability"]["effects"] = [choice]
        mantis["upgraded"]["ability"]["effects"] = [choice]

    components = load_components(broken_copy(tmp_path, "cards.json", mantis_chooses))
    mantis = next(d for d in build_tables(components).designs if d.id == "orchid_mantis")
    assert mantis.activates_green


def test_a_koto_deck_with_a_card_id_twice_is_refused_naming_its_file(tmp_path):
    def twin(data):
        data["cards"][1]["id"] = data["cards"][0]["id"]

    with pytest.raises(DataError, match=r"koto_excavation\.json: card ids must be unique"):
        load_decks(broken_copy(tmp_path, "koto_excavation.json", twin))


# --- training seed 2725 ---------------------------------------------------------------------
def test_a_card_in_no_city_has_no_owner():
    state = blank()
    in_hand = state.hands[0][0]
    assert state.owner_of(in_hand) == -1
    state.cities[KOTO].append(in_hand)
    assert state.owner_of(in_hand) == KOTO


def test_an_answer_of_no_known_kind_is_named_by_its_kind_and_pick_while_a_prompt_waits():
    """Only a reactivate prompt's answer names the card to activate again; an answer the
    game does not know is shown as it is, even while another prompt (discard 2) waits."""
    state = new_game()
    hand = state.hands[0]
    fx.ask(state, 0, "discard", sorted(set(hand)), (2,), [], "card.0")
    assert GAME.describe_action(state, act("mystery", pick=5)) == "mystery: 5"


# --- seed 2620 -------------------------------------------------------------------------------
def test_the_river_markets_second_die_is_asked_for_as_the_last_one_left():
    """After the first of the River Market's two dice, the prompt for the other carries one
    die left to choose (with the multiplier and the die already chosen). The context is part
    of the state's hash, which a save made while the prompt waits stores and checks when it
    is loaded: it must stay as saves wrote it."""
    state = new_game()
    state.dice = [0, 1, 2, 3]
    GAME.apply(state, act("place_worker", loc="green.market", guide=False, negotiator=False))
    assert state.pending[-1].ctx == (2, 1, ())
    answer(state, 2)
    assert (state.pending[-1].kind, state.pending[-1].ctx) == ("market_die", (1, 1, (2,)))

"""Solo Mode, "Excavation Deck": which card Professor Koto plays into his city."""

from emerland_kit import set_plateau, to_city
from koto_kit import (
    HUMAN,
    KOTO,
    blank,
    emeralds,
    koto_turn,
    place_all_koto,
    set_season,
    stack,
    tokens,
)

from everdell_desktop.games.emerland.data import AUTUMN, SPRING
from everdell_desktop.games.emerland.effects import design_of
from everdell_desktop.games.emerland.koto import bot


def ready(season: int = 0):
    """His Workers all placed, the player not yet prepared: his turn plays a card."""
    state = blank()
    set_season(state, season)
    place_all_koto(state)
    return state


def played(state) -> tuple[str, bool]:
    cid = state.cities[KOTO][-1]
    return design_of(cid).id, state.upgraded[cid]


MIXED = ["statue", "rope_bridge", "banana_grove", "weavers_loom", "gem_grotto", "maestro"]


def test_excavation_plays_the_first_matching_plateau_card_in_slot_order():
    state = ready()
    set_plateau(state, MIXED)
    stack(state, "excavation", "grove_cuttings")  # summer: a Production card
    koto_turn(state)
    assert played(state) == ("banana_grove", False)
    assert len(state.cities[KOTO]) == 1


def test_upgrade_symbol_plays_the_card_to_its_upgraded_side():
    state = ready(AUTUMN)
    set_plateau(state, MIXED)
    stack(state, "excavation", "grove_cuttings")  # autumn: a Production card, upgraded
    koto_turn(state)
    assert played(state) == ("banana_grove", True)


def test_no_match_means_new_plan_then_the_following_seasons():
    state = ready()
    set_plateau(
        state, ["statue", "rope_bridge", "weavers_loom", "maestro", "sky_temple", "clay_potter"]
    )
    stack(state, "excavation", "grove_cuttings")  # New Plan: 2 points; winter: a Construction
    events = koto_turn(state)
    assert [e.kind for e in events].count("koto_new_plan") == 1
    assert tokens(state) == 2
    assert played(state) == ("statue", False)


def test_a_later_seasons_match_uses_that_seasons_upgrade_symbol():
    state = ready()
    set_plateau(
        state,
        ["statue", "weavers_loom", "maestro", "banana_grove", "river_wharf", "elders_pavilion"],
    )
    stack(state, "excavation", "travel_journal")  # traveler, traveler, critter (upgraded)
    koto_turn(state)
    assert played(state) == ("maestro", True)
    assert tokens(state) == 2  # its New Plan


def test_in_spring_the_following_season_is_summer():
    state = ready(SPRING)
    set_plateau(
        state,
        ["rope_bridge", "weavers_loom", "banana_grove", "sky_temple", "clay_potter", "vine_ladder"],
    )
    stack(state, "excavation", "grove_cuttings")  # spring: Prosperity; summer: Production
    koto_turn(state)
    assert played(state) == ("banana_grove", False)


def test_last_resort_plays_the_first_plateau_card_upgraded_with_its_bonus():
    state = ready()
    set_plateau(
        state,
        [
            "banana_grove",
            "rope_bridge",
            "weavers_loom",
            "moonlit_lagoon",
            "bamboo_nursery",
            "drum_workshop",
        ],
    )
    stack(state, "excavation", "council_seal")  # NP 1 point; last resort +1 Emerald
    events = koto_turn(state)
    assert "koto_last_resort" in [e.kind for e in events]
    assert played(state) == ("banana_grove", True)
    assert tokens(state) == 1 and emeralds(state) == 1


def test_his_cards_have_no_effect_for_him():
    state = ready()
    set_plateau(state, MIXED)
    stack(state, "excavation", "grove_cuttings")  # Banana Grove would gain a fig
    koto_turn(state)
    assert state.supply[KOTO] == [0] * 7 and not state.tasks and not state.pending


def test_from_a_stack_of_twins_he_takes_one_and_the_other_stays():
    state = ready()
    set_plateau(
        state,
        [
            "statue",
            "banana_grove",
            "banana_grove",
            "rope_bridge",
            "weavers_loom",
            "maestro",
            "gem_grotto",
        ],
    )
    stack(state, "excavation", "grove_cuttings")
    koto_turn(state)
    assert played(state)[0] == "banana_grove"
    assert [design_of(c).id for c in state.plateau[1]] == ["banana_grove"]


def test_his_city_holds_fifteen_cards():
    state = ready()
    fillers = ["bamboo_nursery"] * 4 + ["cacao_terrace"] * 3 + ["elders_pavilion"] * 3
    for design_id in [*fillers, "sky_temple", "sky_temple", "sloth_storyteller", "vine_ladder"]:
        to_city(state, KOTO, design_id)
    assert len(state.cities[KOTO]) == 14  # beyond a player's 12
    set_plateau(state, MIXED)
    stack(state, "excavation", "grove_cuttings")
    koto_turn(state)
    assert len(state.cities[KOTO]) == 15


def test_he_plays_cards_only_once_all_his_workers_are_placed():
    state = blank()
    assert bot.next_move(state) == "expedition"
    place_all_koto(state)
    assert bot.next_move(state) == "excavation"


def test_he_plays_a_card_every_turn_while_the_player_has_not_prepared():
    state = ready()
    for turn in range(1, 4):
        koto_turn(state)
        assert len(state.cities[KOTO]) == turn
    assert state.season[KOTO] == state.season[HUMAN] == 0


def test_an_exhausted_excavation_deck_is_reshuffled():
    state = ready()
    for _ in range(10):
        koto_turn(state)
    solo = state.solo
    assert len(state.cities[KOTO]) == 10
    assert sorted(solo.excavation + solo.excavation_discard) == list(range(9))


def test_a_card_he_plays_from_any_plateau_space_is_told_as_from_the_plateau():
    """The third space's card moves "from the plateau", naming its space; a card off the
    deck moves "from the deck"."""
    state = ready()
    placed = set_plateau(state, MIXED)
    events = []
    bot.play_card(state, placed[2], True, events)
    (moved,) = [e.params for e in events if e.kind == "card_moved"]
    assert (moved["from_zone"], moved["slot"], moved["card"]) == ("plateau", 2, placed[2])
    top = state.deck[-1]
    events = []
    bot.play_card(state, top, False, events)
    (moved,) = [e.params for e in events if e.kind == "card_moved"]
    assert (moved["from_zone"], moved["slot"]) == ("deck", -1)

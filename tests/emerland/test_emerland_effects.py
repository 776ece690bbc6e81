"""The glossary's effect vocabulary and the general card rules (hand limit, reshuffle...)."""

from emerland_kit import (
    GAME,
    T,
    act,
    answer,
    clear_hand,
    give,
    have,
    new_game,
    offered,
    picks,
    set_plateau,
    to_city,
    to_deck_top,
    to_hand,
)

from everdell_desktop.games.emerland import effects as fx
from everdell_desktop.games.emerland.data import compile_effects, load_components


def run_effects(state, seat, effects):
    """Queue data-vocabulary effects for ``seat`` and resolve them up to the first prompt."""
    events = []
    fx.push(state, seat, effects, "test")
    fx.KERNEL.run(state, events)
    return events


def play_card(state, cid):
    return GAME.apply(state, act("play_card", card=cid, harp=-1))


def test_hand_limit_of_six_is_never_exceeded_when_drawing():
    state = new_game()
    run_effects(state, 0, (("draw", 10),))
    assert len(state.hands[0]) == 6


def test_draw_up_to_limit_fills_the_hand_to_six():
    state = new_game()
    run_effects(state, 0, (("draw_to_limit",),))
    assert len(state.hands[0]) == 6


def test_discard_pile_is_reshuffled_when_the_deck_runs_out():
    state = new_game()
    state.discard.extend(state.deck[:-1])
    del state.deck[:-1]
    clear_hand(state, 0)
    run_effects(state, 0, (("draw", 3),))
    assert len(state.hands[0]) == 3 and state.discard == []
    assert len(state.deck) == 100 - 3 - 4 - sum(len(s) for s in state.plateau)


def test_drawing_with_no_cards_anywhere_draws_nothing():
    state = new_game()
    state.hands[1].extend(state.deck)
    state.deck.clear()
    clear_hand(state, 0)
    state.hands[1].extend(state.discard)
    state.discard.clear()
    run_effects(state, 0, (("draw", 2),))
    assert state.hands[0] == []


def test_gain_any_resource_asks_which_resource():
    state = new_game()
    run_effects(state, 0, (("gain_any", 3),))
    assert offered(state) == ("bamboo", "leaf", "fig", "marble")
    for resource in ("marble", "leaf", "marble"):
        answer(state, resource)
    assert have(state, 0, "marble") == 2 and have(state, 0, "leaf") == 1
    assert not state.pending  # three resources, three questions


def _empty_hand_and_a_full_plateau():
    """A new game, seat 0's hand emptied, the Plateau's six slots set; the state and the
    Plateau's cards by slot."""
    state = new_game()
    clear_hand(state, 0)
    placed = set_plateau(
        state, ["statue", "maestro", "sky_temple", "clay_potter", "rope_bridge", "vine_ladder"]
    )
    return state, placed


def test_draw_card_from_plateau_takes_it_into_the_hand():
    state, placed = _empty_hand_and_a_full_plateau()
    run_effects(state, 0, (("draw_plateau", 1),))
    assert "decline" in offered(state)  # abilities are optional
    events = answer(state, placed[2])
    assert state.hands[0] == [placed[2]] and not state.pending  # one card, then done
    taken = [e.params for e in events if e.kind == "card_moved" and e.params["to_zone"] == "hand"]
    assert taken == [
        {"card": placed[2], "from_zone": "plateau", "to_zone": "hand", "seat": 0, "slot": 2}
    ]


def test_taking_three_cards_from_the_plateau_asks_three_times_then_stops():
    state, placed = _empty_hand_and_a_full_plateau()
    run_effects(state, 0, (("draw_plateau", 3),))
    for taken in (placed[0], placed[4]):
        answer(state, taken)
        assert state.pending[-1].kind == "draw_plateau" and taken not in offered(state)
    answer(state, placed[5])
    assert state.hands[0] == [placed[0], placed[4], placed[5]] and not state.pending


def test_play_top_card_of_the_deck_into_the_city_for_free():
    state = new_game()
    below = to_deck_top(state, "statue")
    top = to_deck_top(state, "banana_grove")
    run_effects(state, 0, (("play_top",),))
    assert offered(state) == (top, "decline")
    events = answer(state, top)
    assert state.cities[0] == [top] and have(state, 0, "fig") == 1
    # the card under it is the deck's new top, shown to everyone
    assert state.deck[-1] == below
    assert [e.params for e in events if e.kind == "deck_top_revealed"] == [
        {"card": below, "reveals": True}
    ]


def test_activate_one_green_card_in_the_city_or_in_the_plateau():
    state = new_game()
    grove = to_city(state, 0, "banana_grove", upgraded=True)
    placed = set_plateau(
        state, ["bamboo_nursery", "statue", "maestro", "sky_temple", "clay_potter", "orchid_mantis"]
    )
    run_effects(state, 0, (("activate_green",),))
    options = offered(state)
    assert grove in options and placed[0] in options and "decline" in options
    assert placed[5] not in options  # a card that itself activates green is excluded
    events = answer(state, placed[0])
    assert have(state, 0, "bamboo") == 2 and placed[0] in state.plateau[0]
    assert [e.params for e in events if e.kind == "card_activated"] == [
        {"card": placed[0], "seat": 0, "zone": "plateau"}
    ]
    run_effects(state, 0, (("activate_green",),))
    events = answer(state, grove)
    assert have(state, 0, "fig") == 2  # upgraded side
    assert [e.params for e in events if e.kind == "card_activated"] == [
        {"card": grove, "seat": 0, "zone": "city"}
    ]


def test_upgrade_a_card_is_optional_and_offers_basic_cards_only():
    state = new_game()
    done = to_city(state, 0, "statue", upgraded=True)
    basic = to_city(state, 0, "maestro")
    run_effects(state, 0, (("upgrade",),))
    assert offered(state) == (basic, "decline")
    assert done not in offered(state)
    events = answer(state, basic)
    assert state.upgraded[basic] and not state.pending
    assert [e.params for e in events if e.kind == "card_upgraded"] == [{"card": basic, "seat": 0}]


def test_receive_pays_to_gain_up_to_its_times():
    state = new_game()
    card = next(c for c in load_components().cards if c.id == "cacao_terrace")
    cacao = compile_effects(card.upgraded.ability.effects)
    give(state, 0, fig=3)
    run_effects(state, 0, cacao)
    answer(state, "yes")
    answer(state, "yes")
    assert have(state, 0, "fig") == 1 and have(state, 0, "points") == 4
    assert not state.pending


def test_receive_is_not_offered_when_you_cannot_pay():
    state = new_game()
    run_effects(state, 0, (("receive", (0, 0, 1, 0, 0, 0, 0), 0, (("gain_any", 1),), 1),))
    assert not state.pending and have(state, 0, "fig") == 0


def test_receive_may_pay_with_discards():
    state = new_game()
    hand = len(state.hands[0])
    run_effects(state, 0, (("receive", (0,) * 7, 1, (("gain", (0, 0, 0, 0, 0, 0, 2)),), 1),))
    answer(state, "yes")
    while state.pending:
        answer(state, offered(state)[0])
    assert len(state.hands[0]) == hand - 1 and have(state, 0, "points") == 2


def test_copy_market_die_gains_that_dies_result():
    state = new_game()
    state.dice = [4, 4, 0, 0]
    run_effects(state, 0, (("copy_die", 1),))
    assert offered(state) == (0, 2)  # equal faces are one choice
    answer(state, 0)
    assert have(state, 0, "emerald") == 2 and not state.pending


def test_copying_three_dice_asks_three_times():
    state = new_game()
    state.dice = [4, 4, 0, 0]
    run_effects(state, 0, (("copy_die", 3),))
    for die in (0, 2, 0):  # an Emerald face twice, 2 Bamboo once
        answer(state, die)
    assert have(state, 0, "emerald") == 1 + 2 and have(state, 0, "bamboo") == 2
    assert not state.pending


def test_draw_three_artifacts_keep_one():
    state = new_game()
    run_effects(state, 0, (("artifacts", 3),))
    assert state.pending[-1].kind == "keep_artifact"
    drawn = offered(state)
    assert len(drawn) == 3 and len(state.bag) == 42 and list(drawn) == sorted(drawn)
    first, kept, last = drawn
    events = answer(state, kept)
    # the two others go back into the bag, which stays sorted for the next random draw
    assert state.artifacts[0] == [kept] and len(state.bag) == 44
    assert state.bag == sorted(state.bag) and {first, last} <= set(state.bag)
    assert [e.params for e in events if e.kind == "artifact_kept"] == [
        {"seat": 0, "artifact": kept, "returned": [first, last]}
    ]


def test_realm_card_effect_gains_a_realm_for_free():
    state = new_game()
    run_effects(state, 0, (("realm",),))
    answer(state, "deck")
    assert len(state.realms[0]) == 1 and have(state, 0, "emerald") == 1


def test_gain_harp_emerald_and_point_tokens():
    state = new_game()
    run_effects(state, 0, (("gain", (0, 0, 0, 0, 2, 1, 3)),))
    assert (have(state, 0, "emerald"), have(state, 0, "harp"), have(state, 0, "points")) == (
        3,
        1,
        3,
    )


def test_excavate_effect_moves_the_archaeologist_for_free():
    state = new_game()
    run_effects(state, 0, (("excavate",),))
    assert state.path_pos[0] == 1 and have(state, 0, "fig") == 0


def test_code_registered_colour_census_counts_card_colours():
    state = new_game()
    broker = to_city(state, 0, "capuchin_broker")
    to_city(state, 0, "banana_grove")
    to_city(state, 0, "statue")
    GAME.apply(state, act("place_worker", loc=f"card.{broker}", guide=False, negotiator=False))
    assert have(state, 0, "points") == 3  # red, green, purple


def test_only_custom_abilities_need_code():
    custom = [d.id for d in T.designs for s in d.sides for e in s.effects if e[0] == "custom"]
    assert set(custom) == {"capuchin_broker"}
    assert set(fx.CUSTOM) == {"colour_census"}


def test_hand_limit_holds_for_plateau_draws():
    state = new_game(4)
    state.current = 3
    assert len(state.hands[3]) == 6
    run_effects(state, 3, (("draw_plateau", 2),))
    assert not state.pending and len(state.hands[3]) == 6


def test_every_card_ability_offers_a_decline_when_it_has_a_choice():
    state = new_game()
    to_hand(state, 0, "sloth_storyteller")
    to_city(state, 0, "statue")
    run_effects(state, 0, (("upgrade",),))
    answer(state, "decline")
    assert not any(state.upgraded)


def test_prompts_name_the_card_or_space_that_asked():
    state = new_game()
    cacao = to_hand(state, 0, "cacao_terrace")
    give(state, 0, bamboo=1, leaf=1, marble=1, fig=1)
    play_card(state, cacao)
    assert state.pending[-1].kind == "receive" and state.pending[-1].source == f"card.{cacao}"
    answer(state, "decline")
    GAME.apply(state, act("place_worker", loc="green.market", guide=False, negotiator=False))
    assert state.pending[-1].source == "green.market"


def test_views_of_other_seats_hide_a_prompt_that_shows_a_hand():
    state = new_game()
    run_effects(state, 0, (("receive", (0,) * 7, 2, (("gain", (0, 0, 0, 0, 0, 0, 1)),), 1),))
    answer(state, "yes")
    assert state.pending[-1].kind == "discard"
    assert set(picks(GAME.view(state, 1).pending[-1])) == {-1}
    assert picks(GAME.view(state, 0).pending[-1]) == offered(state)


def test_discard_effect_discards_from_hand():
    state = new_game()
    hand = len(state.hands[0])
    run_effects(state, 0, (("discard", 1),))
    if state.pending:
        assert state.pending[-1].kind == "discard" and "decline" not in offered(state)
        answer(state, offered(state)[0])
    assert len(state.hands[0]) == hand - 1 and len(state.discard) == 1
    clear_hand(state, 0)
    run_effects(state, 0, (("discard", 1),))
    assert not state.pending


def test_play_top_card_needs_a_free_city_space():
    state = new_game()
    for design in ["gem_grotto"] * 3 + ["banana_grove"] * 4 + ["bamboo_nursery"] * 4:
        to_city(state, 0, design)
    to_city(state, 0, "statue")
    deck = len(state.deck)
    run_effects(state, 0, (("play_top",),))
    assert not state.pending and len(state.deck) == deck

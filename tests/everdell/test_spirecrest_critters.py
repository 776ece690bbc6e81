"""The 5 Big Critters: a kind of worker, each with its power."""

import pytest
from everdell_kit import city, deck_top, do, hand, hand_keys, legal, loc, meadow, prompt, res
from spirecrest_kit import discover, in_season, spire, spire_solo

from everdell_desktop.core import Action
from everdell_desktop.games.everdell.engine import draw
from everdell_desktop.games.everdell.places import movable_spots
from everdell_desktop.games.everdell.spirecrest.common import DISCOVERY, critters_home, explorer
from everdell_desktop.games.everdell.state import AUTUMN, HAND_LIMIT, SPOT_DECK, SPOT_LOC, SPRING


def placements(state, meeple):
    return [a for a in legal(state) if a.get("meeple") == meeple]


def test_a_big_critter_replaces_one_of_your_workers():
    state = spire()
    discover(state, 0, "honeypaw_card")
    player = state.players[0]
    assert explorer(state, 0).critters == ("honeypaw",)
    assert player.workers == 2 and player.free == 2 and critters_home(state, 0) == ["honeypaw"]
    assert Action.of("place", loc="three_twigs") in legal(state)
    assert Action.of("place", loc="three_twigs", meeple="honeypaw") in legal(state)


def test_a_big_critter_with_no_worker_at_home_stays_on_the_mountain():
    state = spire()
    state.players[0].free = 0
    discover(state, 0, "whisper_card")
    assert explorer(state, 0).critters == ()


def test_big_critters_go_where_workers_go_and_come_home_at_prepare():
    state = spire()
    discover(state, 0, "honeypaw_card")
    do(state, "place", loc="resin_card", meeple="honeypaw")
    assert (SPOT_LOC, loc("resin_card"), "honeypaw") in state.players[0].spots
    assert placements(state, "honeypaw") == [] or state.current == 1
    state.current = 0
    do(state, "place", loc="pebble")
    state.current = 0
    do(state, "prepare")
    assert critters_home(state, 0) == ["honeypaw"]


def test_perched_critters_come_home_at_prepare_and_free_the_card_they_held():
    state = spire()
    discover(state, 0, "king_rhun_card")
    discover(state, 0, "windlore_card")
    castle = city(state, 0, "castle")[0]
    hand(state, 0)
    do(state, "perch", card=castle.uid, meeple="king_rhun")
    for name in ("pebble", "pebble", "resin", "twig"):
        do(state, "gain", res=name)
    state.current = 0
    do(state, "perch", pile="deck", meeple="windlore")
    state.current = 0
    assert castle.workers == (0,) and len(state.players[0].spots) == 2
    do(state, "prepare")
    assert state.players[0].spots == [] and castle.workers == ()
    assert sorted(critters_home(state, 0)) == ["king_rhun", "windlore"]


def test_a_player_with_only_a_big_critter_at_home_must_place_it_before_preparing():
    state = spire()
    discover(state, 0, "honeypaw_card")
    do(state, "place", loc="pebble")
    state.current = 0
    assert Action.of("prepare") not in legal(state)
    assert all(a.get("meeple") == "honeypaw" for a in legal(state) if a.kind == "place")


def test_the_ranger_moves_a_big_critter():
    state = spire()
    discover(state, 0, "whisper_card")
    do(state, "place", loc="berry", meeple="whisper")
    state.current = 0
    hand(state, 0, "ranger")
    res(state, 0, berry=2)
    do(state, "play", card="ranger", src="hand")
    do(state, "recall", loc="berry", meeple="whisper")
    assert all(a.get("meeple") == "whisper" for a in legal(state))
    do(state, "place", loc="three_twigs", meeple="whisper")
    assert state.players[0].res[0] == 3


def test_whisper_goes_where_a_worker_already_is():
    state = spire()
    discover(state, 0, "whisper_card")
    state.current = 1
    do(state, "place", loc="three_twigs")
    assert Action.of("place", loc="three_twigs") not in legal(state)
    assert Action.of("place", loc="three_twigs", meeple="whisper") in legal(state)
    do(state, "place", loc="three_twigs", meeple="whisper")
    assert state.occ[loc("three_twigs")] == (1, 0) and state.players[0].res[0] == 3


def test_whisper_on_a_taken_destination_and_journey_space():
    state = spire()
    discover(state, 0, "whisper_card")
    in_season(state, 0, AUTUMN)
    explorer(state, 0).critters = ("whisper",)
    lookout = city(state, 0, "lookout")[0]
    lookout.workers = (0,)
    state.occ[loc("journey5")] = (1,)
    hand(state, 0, *["farm"] * 5)
    assert Action.of("visit", card=lookout.uid, meeple="whisper") in legal(state)
    assert Action.of("place", loc="journey5", meeple="whisper") in legal(state)
    assert Action.of("place", loc="journey5") not in legal(state)


def test_whisper_never_achieves_an_event_already_achieved():
    state = spire()
    discover(state, 0, "whisper_card")
    city(state, 0, "farm", "mine", "twig_barge", "resin_refinery")
    city(state, 1, "farm", "mine", "twig_barge", "resin_refinery")
    state.current = 1
    do(state, "claim", event="event.harvest_festival")
    state.current = 0
    assert not [a for a in legal(state, "claim") if a["event"] == "event.harvest_festival"]


def test_king_rhun_on_a_prosperity_card_gains_its_points_in_resources():
    state = spire()
    discover(state, 0, "king_rhun_card")
    castle = city(state, 0, "castle", "farm")[0]
    perches = [a for a in legal(state) if a.kind == "perch"]
    assert perches == [Action.of("perch", card=castle.uid, meeple="king_rhun")]
    do(state, "perch", card=castle.uid, meeple="king_rhun")
    for name in ("pebble", "pebble", "resin", "twig"):
        do(state, "gain", res=name)
    assert state.players[0].res == [1, 1, 2, 0] and castle.workers == (0,)


def test_king_rhun_holds_the_card_he_stands_on():
    state = spire()
    discover(state, 0, "king_rhun_card")
    wife = city(state, 0, "wife", "dungeon")[0]
    do(state, "perch", card=wife.uid, meeple="king_rhun")
    do(state, "gain", res="twig")
    do(state, "gain", res="twig")
    state.current = 0
    hand(state, 0, "farm")
    assert not [a for a in legal(state, "play") if a.get("prisoner") == wife.uid]


def test_windlore_perches_on_the_deck_draws_three_past_the_limit_then_discards_down():
    state = spire()
    discover(state, 0, "windlore_card")
    hand(state, 0, *["farm"] * 7)
    deck_top(state, "king", "queen", "castle")
    do(state, "perch", pile="deck", meeple="windlore")
    assert len(state.players[0].hand) == 10 and prompt(state).kind == "discard"
    do(state, "discard", card="farm")
    do(state, "discard", card="farm")
    assert len(state.players[0].hand) == 8 and {"king", "queen", "castle"} <= set(
        hand_keys(state, 0)
    )


def test_windlore_owner_draws_two_whenever_an_opponent_draws():
    state = spire()
    discover(state, 0, "windlore_card")
    hand(state, 0)
    do(state, "perch", pile="deck", meeple="windlore")
    assert len(state.players[0].hand) == 3
    do(state, "place", loc="resin_card")  # seat 1 draws a card
    assert prompt(state).kind == "windlore_draw" and prompt(state).seat == 0
    do(state, "draw")
    assert len(state.players[0].hand) == 5


def test_windlore_is_never_in_a_solo_game():
    state = spire_solo()
    assert all(DISCOVERY["windlore_card"] not in deck for deck in state.spire.decks)
    assert len(state.spire.decks[1]) == 10


def test_honeypaw_turns_a_berryless_placements_resources_into_berries():
    state = spire()
    discover(state, 0, "honeypaw_card")
    do(state, "place", loc="two_twigs_card", meeple="honeypaw")
    assert state.players[0].res == [2, 0, 0, 2]


def test_honeypaw_gives_at_most_three_berries():
    state = spire()
    state.forest = (loc("forest.twig_resin_berry"), loc("forest.two_any"), *state.forest[2:])
    discover(state, 0, "honeypaw_card")
    do(state, "place", loc="forest.two_any", meeple="honeypaw")
    do(state, "gain", res="pebble")
    do(state, "gain", res="pebble")
    assert state.players[0].res == [0, 0, 2, 2]
    explorer(state, 0).critters = ("honeypaw",)
    state.players[0].spots = []
    state.players[0].free = 2
    state.occ[loc("forest.two_any")] = ()
    state.current = 0
    state.players[0].res = [0, 0, 0, 0]
    do(state, "place", loc="three_twigs", meeple="honeypaw")
    assert state.players[0].res == [3, 0, 0, 3]


def test_honeypaw_gives_nothing_after_a_placement_that_gained_berries():
    state = spire()
    discover(state, 0, "honeypaw_card")
    hand(state, 0)
    do(state, "place", loc="berry_card", meeple="honeypaw")
    assert state.players[0].res == [0, 0, 0, 1]


def test_stubblehoof_may_stay_out_at_prepare_and_act_again_with_a_card_and_a_resource():
    state = spire()
    discover(state, 0, "stubblehoof_card")
    hand(state, 0)
    do(state, "place", loc="three_twigs", meeple="stubblehoof")
    state.current = 0
    do(state, "place", loc="pebble")
    state.current = 0
    do(state, "prepare")
    assert prompt(state).kind == "stubblehoof"
    do(state, "stay")
    do(state, "gain", res="resin")
    player = state.players[0]
    assert player.res == [6, 1, 1, 0] and len(player.hand) == 1
    assert state.occ[loc("three_twigs")] == (0,)  # it still holds the space
    assert player.workers == 3 and player.free == 2


def test_stubblehoof_never_stays_on_an_event():
    state = spire()
    discover(state, 0, "stubblehoof_card")
    city(state, 0, "farm", "mine", "twig_barge", "resin_refinery")
    do(state, "claim", event="event.harvest_festival", meeple="stubblehoof")
    state.current = 0
    do(state, "place", loc="pebble")
    state.current = 0
    do(state, "prepare")
    assert prompt(state) is None or prompt(state).kind != "stubblehoof"


def test_stubblehoof_in_solo_acts_again_even_where_rugwort_moved():
    state = spire_solo()
    in_season(state, 0, SPRING)
    discover(state, 0, "stubblehoof_card")
    state.solo.basic_loc = loc("two_resin")
    state.occ[loc("three_twigs")] = ()
    state.occ[loc("two_resin")] = (1,)  # Rugwort's worker moved there in spring
    state.players[0].spots = [(SPOT_LOC, loc("two_resin"), "stubblehoof")]
    state.occ[loc("two_resin")] = (1, 0)
    state.players[0].free = 0
    do(state, "prepare")
    do(state, "stay")
    assert state.players[0].res[1] == 2


def test_moved_critters_keep_their_name():
    state = spire()
    discover(state, 0, "honeypaw_card")
    do(state, "place", loc="berry", meeple="honeypaw")
    assert movable_spots(state, 0) == [(SPOT_LOC, loc("berry"), "honeypaw")]


def test_windlore_owner_draws_two_for_every_draw_effect_of_an_opponent():
    state = spire()
    discover(state, 0, "windlore_card")
    hand(state, 0)
    do(state, "perch", pile="deck", meeple="windlore")
    state.current = 1
    state.forest = (loc("forest.pebble_three_cards"), *state.forest[1:])
    hand(state, 1, "historian")
    res(state, 1, berry=2)
    do(state, "play", card="historian", src="hand")  # no draw: the Historian's own play
    assert len(state.players[0].hand) == 3
    hand(state, 1, "wanderer", clear=False)
    state.current = 1
    res(state, 1, berry=2)
    do(state, "play", card="wanderer", src="hand")  # the Wanderer draws, the Historian draws
    do(state, "draw")
    do(state, "draw")
    assert len(state.players[0].hand) == 7


def test_windlore_does_not_lift_the_limit_of_filling_the_hand():
    state = spire()
    discover(state, 0, "windlore_card")
    hand(state, 0, *["farm"] * 5)
    state.players[0].spots = [(SPOT_DECK, "windlore")]
    draw(state, 0, HAND_LIMIT, [], to_limit=True)  # "draw up to your hand limit"
    assert len(state.players[0].hand) == HAND_LIMIT
    draw(state, 0, 3, [])  # "draw 3 cards"
    assert len(state.players[0].hand) == HAND_LIMIT + 3


def perch_windlore(state, owner):
    state.players[owner].spots = [(SPOT_DECK, "windlore")]


def test_windlore_owner_may_decline_the_two_cards():
    """ "if an opponent draws cards, you may draw 2 cards": a may, asked of the owner."""
    state = spire()
    hand(state, 0)
    perch_windlore(state, 0)
    state.current = 1
    do(state, "place", loc="resin_card")  # seat 1 draws a card
    assert prompt(state).seat == 0
    assert set(legal(state)) == {Action.of("draw"), Action.of("decline")}
    do(state, "decline")
    assert hand_keys(state, 0) == [] and prompt(state) is None


def test_an_opponents_teacher_draw_lets_windlores_owner_draw_two():
    state = spire()
    hand(state, 0)
    hand(state, 1, "teacher")
    res(state, 1, berry=2)
    perch_windlore(state, 0)
    state.current = 1
    deck_top(state, "king", "queen")
    do(state, "play", card="teacher", src="hand")
    do(state, "keep", card="queen")
    do(state, "give", to=0)
    assert prompt(state).kind == "windlore_draw" and prompt(state).seat == 0
    do(state, "draw")
    assert len(state.players[0].hand) == 3  # the Teacher's gift and 2 drawn


def test_an_opponents_moleia_mines_draw_lets_windlores_owner_draw_two():
    state = spire()
    discover(state, 1, "moleia_mines")
    hand(state, 0)
    hand(state, 1)
    perch_windlore(state, 0)
    meadow(state, "wife", "wife", "wife", "wife", "wanderer", "wanderer", "wanderer", "husband")
    deck_top(state, "king", "queen")
    state.current = 1
    do(state, "visit", discovery="moleia_mines")
    do(state, "done")
    assert hand_keys(state, 1) == ["king"]
    assert prompt(state).kind == "windlore_draw" and prompt(state).seat == 0
    do(state, "draw")
    assert len(state.players[0].hand) == 2


@pytest.mark.parametrize(("key", "named"), [("bounty_hunter", "wife"), ("cloudsong", "farm")])
def test_an_opponents_deck_search_lets_windlores_owner_draw_two(key, named):
    state = spire()
    hand(state, 0)
    hand(state, 1)
    perch_windlore(state, 0)
    deck_top(state, named)
    state.current = 1
    discover(state, 1, key)
    do(state, "name", card=named)
    assert hand_keys(state, 1) == [named]
    assert prompt(state).kind == "windlore_draw" and prompt(state).seat == 0
    do(state, "draw")
    assert len(state.players[0].hand) == 2


def test_windlores_owner_keeps_a_teacher_card_past_the_limit_then_discards_down():
    """ "you may draw cards beyond your hand limit, but then you must immediately choose which
    cards to discard": the owner's Teacher keeps its card at 8 cards."""
    state = spire()
    hand(state, 0, *["farm"] * 7, "teacher")
    res(state, 0, berry=2)
    perch_windlore(state, 0)
    deck_top(state, "king", "queen")
    do(state, "play", card="teacher", src="hand")
    assert len(state.players[0].hand) == HAND_LIMIT - 1
    hand(state, 0, *["farm"] * 7, "mine")  # a full hand when the card is kept
    do(state, "keep", card="queen")
    assert "queen" in hand_keys(state, 0) and len(state.players[0].hand) == HAND_LIMIT + 1
    do(state, "give", to=1)
    assert prompt(state).kind == "discard" and prompt(state).seat == 0
    do(state, "discard", card="farm")
    assert len(state.players[0].hand) == HAND_LIMIT and "queen" in hand_keys(state, 0)

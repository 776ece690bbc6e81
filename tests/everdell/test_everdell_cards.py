"""One test (or more) per card title: every card's ability as the card describes it."""

from everdell_kit import (
    GAME,
    city,
    city_keys,
    deck_top,
    do,
    hand,
    hand_keys,
    legal,
    loc,
    meadow,
    new,
    prompt,
    res,
    take_uid,
    uid_of,
)

from everdell_desktop.core import Action
from everdell_desktop.games.everdell.engine import CARD, CARDS, UID_CARD
from everdell_desktop.games.everdell.state import SPRING

RICH = {"twig": 9, "resin": 9, "pebble": 9, "berry": 9}


def play(state, key, seat=0, **extra):
    """Put ``key`` in the hand and play it (paying its cost) as seat's main action."""
    state.current = seat
    hand(state, seat, key, clear=False)
    return do(state, "play", card=key, src="hand", **extra)


def prosperity(state, seat=0):
    return GAME.scores(state)[seat].categories["prosperity"]


def visit(state, key, seat=0, owner=None):
    state.current = seat
    return do(state, "visit", card=uid_of(state, seat if owner is None else owner, key))


# --- Production --------------------------------------------------------------------------
def test_farm_gives_a_berry():
    state = new()
    res(state, 0, twig=2, resin=1)
    play(state, "farm")
    assert state.players[0].res == [0, 0, 0, 1]


def test_mine_gives_a_pebble():
    state = new()
    res(state, 0, twig=1, resin=1, pebble=1)
    play(state, "mine")
    assert state.players[0].res == [0, 0, 1, 0]


def test_resin_refinery_gives_a_resin():
    state = new()
    res(state, 0, resin=1, pebble=1)
    play(state, "resin_refinery")
    assert state.players[0].res == [0, 1, 0, 0]


def test_twig_barge_gives_two_twigs():
    state = new()
    res(state, 0, twig=1, pebble=1)
    play(state, "twig_barge")
    assert state.players[0].res == [2, 0, 0, 0]


def test_fairgrounds_draws_two_cards():
    state = new()
    hand(state, 0)
    res(state, 0, twig=1, resin=2, pebble=1)
    play(state, "fairgrounds")
    assert len(state.players[0].hand) == 2


def test_barge_toad_two_twigs_per_farm():
    state = new()
    city(state, 0, "farm", "farm")
    res(state, 0, berry=2)
    play(state, "barge_toad")
    assert state.players[0].res == [4, 0, 0, 0]


def test_general_store_one_berry_or_two_with_a_farm():
    state = new()
    res(state, 0, resin=1, pebble=1)
    play(state, "general_store")
    assert state.players[0].res == [0, 0, 0, 1]
    city(state, 1, "farm")
    res(state, 1, resin=1, pebble=1)
    play(state, "general_store", seat=1)
    assert state.players[1].res == [0, 0, 0, 2]


def test_husband_with_wife_and_farm_gains_one_resource_of_choice():
    state = new()
    city(state, 0, "wife", "farm")
    res(state, 0, berry=3)
    play(state, "husband")
    assert prompt(state).kind == "gain_resource"
    do(state, "gain", res="pebble")
    assert state.players[0].res == [0, 0, 1, 0]


def test_husband_without_a_wife_gains_nothing():
    state = new()
    city(state, 0, "farm")
    res(state, 0, berry=3)
    play(state, "husband")
    assert not state.pending and state.players[0].res == [0, 0, 0, 0]


def test_doctor_pays_up_to_three_berries_for_a_point_each():
    state = new()
    res(state, 0, berry=9)
    play(state, "doctor")
    assert {a["n"] for a in legal(state)} == {0, 1, 2, 3}
    do(state, "pay", n=3)
    assert state.players[0].res[3] == 2 and state.players[0].tokens == 3


def test_woodcarver_pays_up_to_three_twigs_for_a_point_each():
    state = new()
    res(state, 0, twig=2, berry=2)
    play(state, "woodcarver")
    assert {a["n"] for a in legal(state)} == {0, 1, 2}
    do(state, "pay", n=2)
    assert state.players[0].res == [0, 0, 0, 0] and state.players[0].tokens == 2


def test_woodcarver_and_monk_answers_name_the_resource_they_cost():
    state = new()
    res(state, 0, twig=2, berry=2)
    play(state, "woodcarver")
    labels = [GAME.describe_action(state, a) for a in legal(state)]
    assert labels == [
        "Pay no twigs (no points)",
        "Pay 1 twig for 1 point",
        "Pay 2 twigs for 2 points",
    ]
    do(state, "pay", n=0)
    # with no payment prompt open (e.g. a log line written later) the label stays generic
    assert GAME.describe_action(state, Action.of("pay", n=2)) == "Pay 2"
    res(state, 0, berry=4)
    play(state, "monk")
    labels = {GAME.describe_action(state, a) for a in legal(state)}
    assert {"Give 1 berry to player 2", "Give 2 berries to player 2"} <= labels


def test_chip_sweep_copies_another_production_card():
    state = new()
    city(state, 0, "mine")
    res(state, 0, berry=3)
    play(state, "chip_sweep")
    do(state, "copy", card=uid_of(state, 0, "mine"))
    assert state.players[0].res == [0, 0, 1, 0]


def test_miner_mole_copies_a_production_card_in_an_opponents_city():
    state = new()
    city(state, 1, "twig_barge")
    res(state, 0, berry=3)
    play(state, "miner_mole")
    assert [a["card"] for a in legal(state)] == [uid_of(state, 1, "twig_barge")]
    do(state, "copy", card=uid_of(state, 1, "twig_barge"))
    assert state.players[0].res == [2, 0, 0, 0] and state.players[1].res == [0, 0, 0, 0]


def test_monk_gives_up_to_two_berries_for_two_points_each():
    state = new()
    res(state, 0, berry=4)
    play(state, "monk")
    do(state, "give", to=1, n=2)
    assert state.players[0].res[3] == 1 and state.players[1].res[3] == 2
    assert state.players[0].tokens == 4


def test_peddler_trades_up_to_two_resources():
    state = new()
    res(state, 0, twig=2, berry=2)
    play(state, "peddler")
    do(state, "pay", res="twig")
    do(state, "pay", res="twig")
    do(state, "gain", res="pebble")
    do(state, "gain", res="pebble")
    assert state.players[0].res == [0, 0, 2, 0]


def test_storehouse_stocks_itself_and_its_worker_space_takes_the_stock():
    state = new()
    res(state, 0, twig=1, resin=1, pebble=1)
    play(state, "storehouse")
    assert {a["res"] for a in legal(state)} == {"twig", "resin", "pebble", "berry"}
    do(state, "stock", res="twig")
    store = state.players[0].city[0]
    assert store.stored == (3, 0, 0, 0) and state.players[0].res == [0, 0, 0, 0]
    state.current = 1
    assert Action.of("visit", card=store.uid) not in legal(state)
    visit(state, "storehouse")
    assert state.players[0].res == [3, 0, 0, 0] and store.stored == (0, 0, 0, 0)


def test_teacher_draws_two_keeps_one_gives_the_other():
    state = new()
    hand(state, 0)
    hand(state, 1)
    deck_top(state, "king", "queen")
    res(state, 0, berry=2)
    play(state, "teacher")
    do(state, "keep", card="queen")
    do(state, "give", to=1)
    assert hand_keys(state, 0) == ["queen"] and hand_keys(state, 1) == ["king"]


def test_production_cards_activate_again_in_spring_and_autumn():
    state = new()
    city(state, 0, "twig_barge", "farm")
    state.players[0].free = 0
    do(state, "prepare")
    assert state.players[0].season == SPRING and state.players[0].res == [2, 0, 0, 1]


# --- Traveler ----------------------------------------------------------------------------
def test_bard_discards_up_to_five_for_a_point_each():
    state = new()
    hand(state, 0, "farm", "mine", "inn")
    res(state, 0, berry=3)
    play(state, "bard")
    do(state, "discard", card="farm")
    do(state, "discard", card="inn")
    do(state, "done")
    assert state.players[0].tokens == 2 and hand_keys(state, 0) == ["mine"]


def test_wanderer_draws_three():
    state = new()
    hand(state, 0)
    res(state, 0, berry=2)
    play(state, "wanderer")
    assert len(state.players[0].hand) == 3


def test_postal_pigeon_reveals_two_plays_one_up_to_three_points_free():
    state = new()
    res(state, 0, berry=2)
    hand(state, 0)
    deck_top(state, "king", "farm")
    play(state, "postal_pigeon")
    options = legal(state)
    assert {a.get("card") for a in options} == {"farm", None}  # King (4) is too valuable
    do(state, "play", card="farm", src="revealed", free=True)
    assert "farm" in city_keys(state, 0) and UID_CARD[state.discard[-1]] == CARD["king"]
    assert state.players[0].res == [0, 0, 0, 1]


def test_ranger_moves_a_worker_and_takes_the_new_action():
    state = new()
    do(state, "place", loc="berry")
    state.current = 0
    res(state, 0, berry=2)
    play(state, "ranger")
    do(state, "recall", loc="berry")
    do(state, "place", loc="three_twigs")
    assert state.occ[loc("berry")] == () and state.occ[loc("three_twigs")] == (0,)
    assert state.players[0].res == [3, 0, 0, 0]  # the Ranger's 2 berries were paid


def test_ranger_cannot_return_to_the_same_location():
    state = new()
    do(state, "place", loc="berry")
    state.current = 0
    res(state, 0, berry=2)
    play(state, "ranger")
    do(state, "recall", loc="berry")
    assert Action.of("place", loc="berry") not in legal(state)


def test_ruins_replaces_a_construction_refunds_it_and_draws_two():
    state = new()
    city(state, 0, *["farm"] * 8, *["mine"] * 3, *["twig_barge"] * 3, "inn")
    hand(state, 0)
    play(state, "ruins")
    do(state, "ruin", card=state.players[0].city[0].uid)
    assert city_keys(state, 0).count("farm") == 7 and "ruins" in city_keys(state, 0)
    assert state.players[0].res == [2, 1, 0, 0] and len(state.players[0].hand) == 2


def test_ruins_needs_a_construction():
    state = new()
    hand(state, 0, "ruins")
    assert not [a for a in legal(state, "play") if a["card"] == "ruins"]


def test_shepherd_gains_berries_and_chapel_points_and_its_price_goes_to_an_opponent():
    state = new()
    chapel = city(state, 0, "chapel")[0]
    chapel.tokens = 2
    res(state, 0, berry=3)
    play(state, "shepherd")
    do(state, "give", to=1)
    assert state.players[0].res[3] == 3 and state.players[0].tokens == 2
    assert state.players[1].res[3] == 3


def test_undertaker_discards_three_meadow_cards_refills_then_takes_one():
    state = new()
    meadow(state, "king", "queen", "farm", "mine")
    hand(state, 0)
    res(state, 0, berry=2)
    play(state, "undertaker")
    for key in ("king", "queen", "farm"):
        do(state, "discard", card=key)
    assert prompt(state).kind == "take_from_meadow"
    assert all(uid >= 0 for uid in state.meadow)
    do(state, "take", card="mine")
    assert hand_keys(state, 0) == ["mine"] and all(uid >= 0 for uid in state.meadow)


def test_fool_scores_minus_two_in_the_city_it_sits_in():
    state = new()
    city(state, 1, "fool", "farm")
    assert GAME.scores(state)[1].categories["cards"] == -1


# --- Governance --------------------------------------------------------------------------
def test_historian_draws_a_card_whenever_another_card_is_played():
    state = new()
    city(state, 0, "historian")
    hand(state, 0)
    res(state, 0, twig=2, resin=1)
    play(state, "farm")
    assert len(state.players[0].hand) == 1


def test_shopkeeper_gives_a_berry_whenever_a_critter_is_played():
    state = new()
    city(state, 0, "shopkeeper")
    res(state, 0, berry=2)
    play(state, "wife")
    assert state.players[0].res == [0, 0, 0, 1]
    res(state, 0, twig=2, resin=1)
    play(state, "farm")
    assert state.players[0].res == [0, 0, 0, 1]  # the Farm's berry only


def test_shopkeeper_gives_nothing_for_its_own_play():
    """Its berry is for "another Critter": the Shopkeeper's own play (2 berries) brings none."""
    state = new()
    hand(state, 0, "shopkeeper")
    res(state, 0, berry=2)
    do(state, "play", card="shopkeeper", src="hand")
    assert city_keys(state, 0) == ["shopkeeper"] and state.players[0].res == [0, 0, 0, 0]


def test_courthouse_gives_twig_resin_or_pebble_after_a_construction():
    state = new()
    city(state, 0, "courthouse")
    res(state, 0, twig=1, resin=1, pebble=1)
    play(state, "mine")
    assert {a["res"] for a in legal(state)} == {"twig", "resin", "pebble"}
    do(state, "gain", res="resin")
    assert state.players[0].res == [0, 1, 1, 0]


def test_judge_swaps_one_resource_of_the_cost():
    state = new()
    city(state, 0, "judge")
    res(state, 0, twig=1, berry=1)
    play(state, "wife", swap=("berry", "twig"))
    assert "wife" in city_keys(state, 0) and state.players[0].res == [0, 0, 0, 0]


def test_innkeeper_is_discarded_to_take_three_berries_off_a_critter():
    state = new()
    keeper = city(state, 0, "innkeeper")[0]
    res(state, 0, berry=3)
    play(state, "king", innkeeper=keeper.uid)
    assert city_keys(state, 0) == ["king"] and state.players[0].res == [0, 0, 0, 0]


def test_crane_is_discarded_to_take_three_off_a_construction():
    state = new()
    crane = city(state, 0, "crane")[0]
    res(state, 0, twig=2, resin=3)
    play(state, "castle", crane=crane.uid, cut=(0, 0, 3, 0))
    assert city_keys(state, 0) == ["castle"] and state.players[0].res == [0, 0, 0, 0]


def test_dungeon_imprisons_a_critter_to_take_three_off():
    state = new()
    wife = city(state, 0, "dungeon", "wife")[1]
    res(state, 0, berry=3)
    play(state, "king", prisoner=wife.uid, cut=(0, 0, 0, 3))
    dungeon = state.players[0].city[0]
    assert dungeon.under == (wife.uid,) and city_keys(state, 0) == ["dungeon", "king"]
    assert GAME.scores(state)[0].categories["cards"] == 4


def test_dungeon_second_cell_needs_the_ranger_who_is_never_imprisoned():
    state = new()
    dungeon, wife, _ = city(state, 0, "dungeon", "wife", "ranger")
    dungeon.under = (999,)
    hand(state, 0, "farm")
    res(state, 0, twig=1)
    prisoners = {a["prisoner"] for a in legal(state, "play") if a.get("prisoner") is not None}
    assert prisoners == {wife.uid}
    state.players[0].city.pop()  # without the Ranger the one cell is full
    assert not [a for a in legal(state, "play") if a.get("prisoner") is not None]


def test_clock_tower_enters_with_three_points_and_spends_one_to_reuse_a_location():
    state = new()
    res(state, 0, twig=3, pebble=1)
    play(state, "clock_tower")
    assert GAME.scores(state)[0].categories["tokens"] == 3
    do(state, "place", loc="resin_card")  # seat 1
    do(state, "place", loc="three_twigs")
    do(state, "place", loc="berry")
    do(state, "place", loc="pebble")
    state.current = 0
    do(state, "prepare")
    assert {a.get("loc") for a in legal(state)} == {"three_twigs", "pebble", None}
    do(state, "clock_tower", loc="three_twigs")
    assert state.players[0].res == [6, 0, 1, 0]
    assert GAME.scores(state)[0].categories["tokens"] == 2


# --- Destination -------------------------------------------------------------------------
def test_chapel_adds_a_point_and_draws_two_per_point():
    state = new()
    city(state, 0, "chapel")
    hand(state, 0)
    visit(state, "chapel")
    assert len(state.players[0].hand) == 2
    state.players[0].city[0].workers = ()
    visit(state, "chapel")
    assert len(state.players[0].hand) == 6 and state.players[0].city[0].tokens == 2


def test_lookout_copies_any_basic_location_even_if_occupied():
    state = new()
    city(state, 1, "lookout")
    do(state, "place", loc="three_twigs")
    visit(state, "lookout", seat=1)
    assert Action.of("copy", loc="three_twigs") in legal(state)
    assert Action.of("copy", loc=GAME_LOC(state.forest[0])) in legal(state)
    do(state, "copy", loc="three_twigs")
    assert state.players[1].res == [3, 0, 0, 0]


def GAME_LOC(index):
    from everdell_desktop.games.everdell.places import LOC_KEYS

    return LOC_KEYS[index]


def test_university_removes_a_card_refunds_it_plus_a_resource_and_a_point():
    state = new()
    city(state, 0, "university", "mine")
    visit(state, "university")
    assert [a["card"] for a in legal(state)] == [uid_of(state, 0, "mine")]
    do(state, "pick", card=uid_of(state, 0, "mine"))
    do(state, "gain", res="berry")
    assert city_keys(state, 0) == ["university"]
    assert state.players[0].res == [1, 1, 1, 1] and state.players[0].tokens == 1


def test_queen_plays_a_card_worth_up_to_three_points_free():
    state = new()
    city(state, 0, "queen")
    hand(state, 0, "farm", "king")
    visit(state, "queen")
    cards = {a.get("card") for a in legal(state)}
    assert "farm" in cards and "king" not in cards
    do(state, "play", card="farm", src="hand", free=True)
    assert "farm" in city_keys(state, 0) and state.players[0].res == [0, 0, 0, 1]


def test_inn_plays_a_meadow_card_for_three_less_and_pays_its_owner_a_point():
    state = new()
    city(state, 1, "inn")
    meadow(state, "castle")
    res(state, 0, twig=2, resin=3)
    visit(state, "inn", seat=0, owner=1)
    do(state, "play", card="castle", src="meadow", cut=(0, 0, 3, 0))
    assert city_keys(state, 0) == ["castle"] and state.players[1].tokens == 1


def test_inn_is_not_offered_when_its_only_play_would_be_ruins_on_the_inn_itself():
    """The Inn's worker stands on it, so Ruins cannot replace it (ruling 10): a visit whose
    only play is that would leave the player a prompt without an answer."""
    dear = ("palace", "castle", "king", "evertree", "theatre", "school", "courthouse")
    for extra, offered in (((), False), (("farm",), True)):
        state = new()
        city(state, 0, "inn", *extra)
        meadow(state, "ruins", *dear)
        res(state, 0)
        visits = [a for a in legal(state, "visit") if a["card"] == uid_of(state, 0, "inn")]
        assert bool(visits) is offered
        if offered:
            visit(state, "inn")
            assert {a["card"] for a in legal(state, "play")} == {"ruins"}


def test_post_office_gives_two_cards_then_discards_and_refills_to_eight():
    state = new()
    city(state, 1, "post_office")
    hand(state, 0, "farm", "mine", "inn", "king")
    hand(state, 1)
    visit(state, "post_office", seat=0, owner=1)
    do(state, "give", to=1)
    do(state, "give", card="farm")
    do(state, "give", card="mine")
    do(state, "discard", card="inn")
    do(state, "done")
    assert hand_keys(state, 1) == ["farm", "mine"] and len(state.players[0].hand) == 8
    assert state.players[1].tokens == 1


def test_monastery_gives_two_resources_for_four_points_and_keeps_the_worker():
    state = new()
    city(state, 0, "monastery")
    res(state, 0, twig=1, berry=1)
    visit(state, "monastery")
    do(state, "pay", res="twig")
    do(state, "pay", res="berry")
    do(state, "give", to=1)
    assert state.players[0].tokens == 4 and state.players[1].res == [1, 0, 0, 1]
    state.players[0].free = 0
    state.current = 0
    do(state, "prepare")
    assert state.players[0].city[0].workers == (0,) and state.players[0].free == 2


def test_monastery_second_space_needs_the_monk():
    state = new()
    monastery = city(state, 0, "monastery")[0]
    monastery.workers = (0,)
    res(state, 0, twig=4)
    assert Action.of("visit", card=monastery.uid) not in legal(state)
    city(state, 0, "monk")
    assert Action.of("visit", card=monastery.uid) in legal(state)


def test_monastery_has_no_third_space_even_with_the_monk():
    state = new()
    monastery = city(state, 0, "monastery", "monk")[0]
    monastery.workers = (0, 1)
    res(state, 0, twig=4)
    assert Action.of("visit", card=monastery.uid) not in legal(state)


def test_cemetery_reveals_four_plays_one_free_and_keeps_the_worker():
    state = new()
    city(state, 0, "cemetery")
    deck_top(state, "king", "farm", "mine", "wife")
    visit(state, "cemetery")
    do(state, "reveal_from", pile="deck")
    do(state, "play", card="king", src="revealed", free=True)
    assert "king" in city_keys(state, 0) and len(state.discard) >= 3
    assert not state.revealed
    assert "cemetery" in PERMANENT_KEYS()


def PERMANENT_KEYS():
    from everdell_desktop.games.everdell.places import PERMANENT

    return {CARDS[card].key for card in PERMANENT}


def test_cemetery_second_space_needs_the_undertaker():
    state = new()
    cemetery = city(state, 0, "cemetery")[0]
    cemetery.workers = (0,)
    assert Action.of("visit", card=cemetery.uid) not in legal(state)
    city(state, 0, "undertaker")
    assert Action.of("visit", card=cemetery.uid) in legal(state)


# --- Prosperity --------------------------------------------------------------------------
def test_architect_one_per_resin_and_pebble_at_most_six():
    state = new()
    city(state, 0, "architect")
    res(state, 0, resin=2, pebble=1)
    assert prosperity(state) == 3
    res(state, 0, resin=5, pebble=5)
    assert prosperity(state) == 6


def test_castle_one_per_common_construction():
    state = new()
    city(state, 0, "castle", "farm", "farm", "mine", "palace")
    assert prosperity(state) == 3 + 2  # Castle: 3 Common; Palace: itself and the Castle


def test_palace_one_per_unique_construction():
    state = new()
    city(state, 0, "palace", "chapel", "farm")
    assert prosperity(state) == 2


def test_school_one_per_common_critter():
    state = new()
    city(state, 0, "school", "wife", "wanderer", "king")
    assert prosperity(state) == 2


def test_theatre_one_per_unique_critter():
    state = new()
    city(state, 0, "theatre", "wife", "king", "queen")
    assert prosperity(state) == 2


def test_evertree_one_per_prosperity_card_itself_included():
    state = new()
    city(state, 0, "evertree", "school", "farm")
    assert prosperity(state) == 2


def test_king_one_per_basic_event_two_per_special_event():
    state = new()
    city(state, 0, "king")
    state.players[0].events = [0, state.special[0]]
    assert prosperity(state) == 3


def test_wife_three_points_when_paired_with_a_husband():
    state = new()
    city(state, 0, "wife", "wife", "husband")
    assert prosperity(state) == 3


def test_every_card_has_a_test_here():
    names = {name for name in globals() if name.startswith("test_")}
    text = " ".join(names)
    missing = [card.key for card in CARDS if card.key not in text]
    assert not missing


# --- rulings -----------------------------------------------------------------------------
def test_teachers_cards_are_hidden_from_the_other_players():
    state = new()
    deck_top(state, "king", "queen")
    res(state, 0, berry=2)
    play(state, "teacher")
    assert GAME.view(state, 0).revealed == state.revealed
    other = GAME.view(state, 1)
    assert set(other.revealed) == {-1} and other.pending[-1].options == ()


def test_one_way_to_pay_per_card():
    state = new()
    city(state, 0, "judge", "crane", "innkeeper")
    hand(state, 0, "castle", "king")
    res(state, 0, **RICH)
    ways = ("swap", "host", "innkeeper", "crane", "prisoner")
    for action in legal(state, "play"):
        used = [key for key in ways if action.get(key) is not None]
        assert len(used) <= 1, action.encode()
    crane_plays = [a for a in legal(state, "play") if a.get("crane") is not None]
    assert crane_plays and all(sum(a["cut"]) == 3 for a in crane_plays)


def test_cemetery_can_reveal_the_top_four_of_the_discard_pile():
    state = new()
    city(state, 0, "cemetery")
    for key in ("farm", "mine", "wife", "king"):
        state.discard.append(take_uid(state, key))
    visit(state, "cemetery")
    do(state, "reveal_from", pile="discard")
    assert {a.get("card") for a in legal(state)} == {"farm", "mine", "wife", "king", None}
    do(state, "decline")
    assert len(state.discard) >= 4 and not state.revealed


def test_a_card_holding_a_worker_cannot_be_removed_from_the_city():
    state = new()
    chapel = city(state, 0, "university", "chapel", "farm")[1]
    chapel.workers = (0,)
    visit(state, "university")
    assert chapel.uid not in {a["card"] for a in legal(state)}


def test_production_runs_in_city_order():
    state = new()
    city(state, 0, "farm", "doctor")
    state.players[0].free = 0
    do(state, "prepare")
    assert {a["n"] for a in legal(state)} == {0, 1}  # the Farm's berry came first


def test_historian_and_shopkeeper_pay_before_the_cards_own_ability():
    state = new()
    city(state, 0, "shopkeeper")
    res(state, 0, berry=4)
    play(state, "doctor")
    assert {a["n"] for a in legal(state)} == {0, 1}

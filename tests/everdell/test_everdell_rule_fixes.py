"""Rules the audit of issue 16 found wrong or open in the base game, one test each."""

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
    new,
    prompt,
    res,
    solo,
    uid_of,
)

from everdell_desktop.core import Action
from everdell_desktop.games.everdell.engine import CARDS, DATA, UID_CARD, spaces_used
from everdell_desktop.games.everdell.places import LOC_INDEX
from everdell_desktop.games.everdell.rugwort import RUGWORT
from everdell_desktop.games.everdell.state import AUTUMN


def play(state, key, seat=0, **extra):
    state.current = seat
    hand(state, seat, key, clear=False)
    return do(state, "play", card=key, src="hand", **extra)


def autumn_on_the_journey(state, seat=0):
    """Seat in autumn with a worker on the 5-point Journey."""
    player = state.players[seat]
    player.season = AUTUMN
    player.workers = player.free = 6
    hand(state, seat, *["farm"] * 5)
    do(state, "place", loc="journey5")
    do(state, "discard", card="farm")
    for _ in range(4):
        do(state, "discard", card="farm")
    state.current = seat


def with_event(key, players=2):
    state = new(players)
    event = DATA.event_index[key]
    state.special = (event, *[e for e in state.special if e != event][:3])
    state.events_open = [*range(4), *state.special]
    return state


# --- Journey workers never move ----------------------------------------------------------
def test_ranger_never_moves_a_journey_worker():
    state = new()
    autumn_on_the_journey(state)
    res(state, 0, berry=2)
    play(state, "ranger")
    assert prompt(state) is None or Action.of("recall", loc="journey5") not in legal(state)
    assert state.players[0].journey == 5
    assert GAME.scores(state)[0].categories["journey"] == 5


def test_well_run_city_never_takes_back_a_journey_worker():
    state = with_event("event.well_run_city")
    city(state, 0, "chip_sweep", "clock_tower")
    autumn_on_the_journey(state)
    do(state, "place", loc="berry")
    state.current = 0
    do(state, "claim", event="event.well_run_city")
    assert {a.encode() for a in legal(state)} == {"recall(loc=berry)", "decline()"}


def test_journey_points_belong_to_the_worker_on_the_space():
    state = new()
    autumn_on_the_journey(state)
    hand(state, 0, *["farm"] * 4)
    do(state, "place", loc="journey4")
    for _ in range(4):
        do(state, "discard", card="farm")
    assert GAME.scores(state)[0].categories["journey"] == 9
    assert sorted(state.occ[loc("journey5")] + state.occ[loc("journey4")]) == [0, 0]


# --- Teacher gives one of its own two cards ----------------------------------------------
def test_teacher_gives_away_only_one_of_its_own_two_cards():
    state = new()
    hand(state, 0)
    hand(state, 1)
    hand(state, 0, "postal_pigeon")
    deck_top(state, "teacher", "king", "farm")
    state.deck = state.deck[-3:]  # only the Farm is left to draw, and no discard pile
    state.discard = []
    res(state, 0, berry=2)
    do(state, "play", card="postal_pigeon", src="hand")
    do(state, "play", card="teacher", src="revealed", free=True)
    assert {a.encode() for a in legal(state)} == {"keep(card=farm)"}
    do(state, "keep", card="farm")
    assert prompt(state) is None  # nothing of the Teacher's is left to give
    assert hand_keys(state, 0) == ["farm"] and state.players[1].hand == []
    assert [CARDS[UID_CARD[uid]].key for uid in state.discard] == ["king"]


def test_teacher_keeps_one_and_gives_the_other_of_its_two():
    state = new()
    hand(state, 0)
    hand(state, 1)
    res(state, 0, berry=2)
    deck_top(state, "mine", "farm")
    play(state, "teacher")
    do(state, "keep", card="farm")
    do(state, "give", to=1)
    assert hand_keys(state, 0) == ["farm"] and hand_keys(state, 1) == ["mine"]


# --- a full city may play a card whose payment frees a space -----------------------------
FILLER = ["farm"] * 6 + ["mine"] * 3 + ["twig_barge"] * 3 + ["resin_refinery"] * 3


def full_city(state, *extra):
    """Fifteen spaces used: ``extra`` cards plus common Constructions."""
    city(state, 0, *extra)
    for key in FILLER:
        if spaces_used(state.players[0]) == 15:
            return
        city(state, 0, key)


def test_full_city_plays_a_critter_by_discarding_the_innkeeper():
    state = new()
    full_city(state, "innkeeper")
    innkeeper = uid_of(state, 0, "innkeeper")
    res(state, 0, berry=3)
    play(state, "king", innkeeper=innkeeper)
    assert "king" in city_keys(state, 0) and "innkeeper" not in city_keys(state, 0)
    assert spaces_used(state.players[0]) == 15


def test_full_city_plays_a_construction_by_discarding_the_crane():
    state = new()
    full_city(state, "crane")
    res(state, 0, twig=2, resin=3)
    play(state, "castle", crane=uid_of(state, 0, "crane"), cut=(0, 0, 3, 0))
    assert "castle" in city_keys(state, 0) and "crane" not in city_keys(state, 0)


def test_full_city_plays_a_card_by_imprisoning_a_critter_in_the_dungeon():
    state = new()
    full_city(state, "dungeon", "queen")
    queen = uid_of(state, 0, "queen")
    res(state, 0, berry=3)
    play(state, "king", prisoner=queen, cut=(0, 0, 0, 3))
    assert "king" in city_keys(state, 0) and "queen" not in city_keys(state, 0)


def test_full_city_does_not_free_a_space_by_imprisoning_half_a_pair():
    state = new()
    full_city(state, "dungeon", "husband", "wife")
    res(state, 0, berry=3)
    hand(state, 0, "king")
    kings = [a for a in legal(state, "play") if a["card"] == "king"]
    assert kings == []  # a paired Husband or Wife leaves its space to the other


def test_full_city_still_refuses_a_card_paid_in_full():
    state = new()
    full_city(state, "innkeeper")
    res(state, 0, berry=9)
    hand(state, 0, "king")
    kings = [a for a in legal(state, "play") if a["card"] == "king"]
    assert [a.get("innkeeper") for a in kings] == [uid_of(state, 0, "innkeeper")]


# --- rulings the issue asked to decide ---------------------------------------------------
def test_chip_sweep_copying_your_storehouse_stocks_that_storehouse():
    state = new()
    storehouse = city(state, 0, "storehouse")[0]
    res(state, 0, berry=3)
    play(state, "chip_sweep")
    do(state, "copy", card=storehouse.uid)
    do(state, "stock", res="resin")
    assert storehouse.stored == (0, 2, 0, 0) and state.players[0].res == [0, 0, 0, 0]


def test_miner_mole_never_offers_an_opponents_storehouse():
    state = new()
    city(state, 1, "storehouse", "mine")
    res(state, 0, berry=3)
    play(state, "miner_mole")
    copies = {CARDS[UID_CARD[a["card"]]].key for a in legal(state)}
    assert copies == {"mine"}


def test_miner_mole_copy_reads_the_copiers_city():
    state = new()
    store = city(state, 1, "general_store", "farm")[0]
    res(state, 0, berry=3)
    play(state, "miner_mole")
    do(state, "copy", card=store.uid)
    assert state.players[0].res == [0, 0, 0, 1]  # the Farm is the opponent's, not yours
    city(state, 0, "farm")
    state.players[0].res = [0, 0, 0, 3]
    play(state, "miner_mole")
    do(state, "copy", card=store.uid)
    assert state.players[0].res == [0, 0, 0, 2]


def test_dungeon_never_imprisons_a_critter_holding_a_worker():
    state = new()
    queen = city(state, 0, "dungeon", "queen", "wife")[1]
    hand(state, 0, "farm")
    do(state, "visit", card=queen.uid)
    do(state, "decline")
    state.current = 0
    res(state, 0, twig=1)
    prisoners = {a["prisoner"] for a in legal(state, "play") if a.get("prisoner") is not None}
    assert prisoners == {uid_of(state, 0, "wife")}


def test_ranger_never_moves_a_worker_off_an_event():
    state = new()
    city(state, 0, "farm", "farm", "mine", "twig_barge")
    do(state, "claim", event=DATA.events[0].key)
    state.current = 0
    res(state, 0, berry=2)
    play(state, "ranger")
    assert prompt(state) is None  # the only deployed worker is on the Event


def test_cemetery_reveals_what_is_left_when_fewer_than_four():
    state = new()
    cemetery = city(state, 0, "cemetery")[0]
    deck_top(state, "farm", "mine")
    state.deck = state.deck[-2:]
    state.discard = []
    do(state, "visit", card=cemetery.uid)
    do(state, "reveal_from", pile="deck")
    assert sorted(CARDS[UID_CARD[uid]].key for uid in state.revealed) == ["farm", "mine"]
    do(state, "play", card="mine", src="revealed", free=True)
    assert "mine" in city_keys(state, 0) and len(state.discard) == 1


def test_haven_and_discard_forest_cards_take_a_worker_with_an_empty_hand():
    state = new()
    state.forest = (LOC_INDEX["forest.discard_draw_two_each"], *state.forest[1:])
    hand(state, 0)
    do(state, "place", loc="haven")
    assert prompt(state) is None and state.players[0].res == [0, 0, 0, 0]
    hand(state, 1)
    do(state, "place", loc="forest.discard_draw_two_each")
    assert prompt(state) is None and state.players[1].hand == []


def test_your_fool_against_rugwort_still_counts_for_historian_and_shopkeeper():
    state = solo()
    city(state, RUGWORT, "farm")
    city(state, 0, "historian", "shopkeeper")
    hand(state, 0)
    res(state, 0, berry=3)
    play(state, "fool", into=RUGWORT)
    assert len(state.players[0].hand) == 1 and state.players[0].res == [0, 0, 0, 1]
    assert prompt(state).kind == "remove_card"


def test_flying_doctor_service_counts_rugworts_pairs():
    state = solo()
    event = DATA.event_index["event.flying_doctor_service"]
    state.special = (event, *[e for e in state.special if e != event][:3])
    state.events_open = [*range(4), *state.special]
    city(state, 0, "doctor", "postal_pigeon", "husband", "wife")
    city(state, RUGWORT, "husband", "wife")
    do(state, "claim", event="event.flying_doctor_service")
    assert GAME.scores(state)[0].categories["events"] == 6


def test_forest_copy_basic_location_draws_its_card_before_the_choice():
    state = new()
    state.forest = (LOC_INDEX["forest.copy_basic_card"], *state.forest[1:])
    hand(state, 0)
    deck_top(state, "mine", "inn", "king")
    do(state, "place", loc="forest.copy_basic_card")
    assert prompt(state).kind == "copy_location" and hand_keys(state, 0) == ["mine"]
    do(state, "copy", loc="two_cards_point")
    assert hand_keys(state, 0) == ["inn", "king", "mine"] and state.players[0].tokens == 1

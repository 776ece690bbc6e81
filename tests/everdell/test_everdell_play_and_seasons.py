"""Playing cards (카드 내려놓기), the city, seasons (다음 계절 준비), passing and game end."""

from everdell_kit import (
    GAME,
    all_uids,
    city,
    city_keys,
    do,
    hand,
    legal,
    loc,
    meadow,
    new,
    play_random,
    prompt,
    res,
    uid_of,
)

from everdell_desktop.core import Action, Rng
from everdell_desktop.games.everdell.engine import CARD, UID_CARD, draw, spaces_used
from everdell_desktop.games.everdell.state import AUTUMN, EMPTY, SPRING, SUMMER


def _answer_first_until_turn_passes(state):
    while state.pending:
        GAME.apply(state, legal(state)[0])


# --- playing a card ----------------------------------------------------------------------
def test_play_from_hand_pays_the_cost_into_the_supply():
    state = new()
    hand(state, 0, "mine")
    res(state, 0, twig=1, resin=1, pebble=2)
    do(state, "play", card="mine", src="hand")
    assert city_keys(state, 0) == ["mine"]
    assert state.players[0].res == [0, 0, 2, 0]  # 1 pebble paid, then Mine's Production +1


def test_play_from_meadow_refills_it_at_once():
    state = new()
    meadow(state, "wife")
    res(state, 0, berry=2)
    deck_before = len(state.deck)
    do(state, "play", card="wife", src="meadow")
    assert all(uid >= 0 for uid in state.meadow) and len(state.deck) == deck_before - 1


def test_a_meadow_gap_waits_for_the_next_meadow_refill():
    """Ruling 4 (a gap no card could fill): playing from the hand leaves it empty, though
    the discard pile could now be shuffled into a new deck."""
    state = new()
    hand(state, 0, "farm")
    res(state, 0, twig=2, resin=1)
    gap_card = state.meadow[0]
    state.meadow[0] = EMPTY
    state.deck.clear()
    state.discard[:] = [gap_card]
    do(state, "play", card="farm", src="hand")
    assert city_keys(state, 0) == ["farm"]
    assert state.meadow[0] == EMPTY
    assert state.discard == [gap_card] and state.deck == []


def test_unique_card_only_once_per_city_common_many_times():
    state = new()
    city(state, 0, "king", "farm")
    hand(state, 0, "king", "farm")
    res(state, 0, twig=9, resin=9, pebble=9, berry=9)
    cards = {a["card"] for a in legal(state, "play") if a["src"] == "hand"}
    assert "farm" in cards and "king" not in cards


def test_city_holds_at_most_15_cards():
    state = new()
    city(state, 0, *["farm"] * 8, *["mine"] * 3, *["twig_barge"] * 3, "inn")
    assert spaces_used(state.players[0]) == 15
    hand(state, 0, "resin_refinery", "wanderer")
    res(state, 0, twig=9, resin=9, pebble=9, berry=9)
    cards = {a["card"] for a in legal(state, "play") if a["src"] == "hand"}
    assert "resin_refinery" not in cards
    assert "wanderer" in cards  # the Wanderer takes no space


def test_husband_and_wife_share_one_space():
    state = new()
    city(state, 0, "husband", "wife", "farm")
    assert spaces_used(state.players[0]) == 2


def test_wanderer_takes_no_space():
    state = new()
    city(state, 0, "wanderer", "farm")
    assert spaces_used(state.players[0]) == 1


def test_critter_free_through_its_construction_places_an_occupied_token_once():
    state = new()
    farm = city(state, 0, "farm")[0]
    hand(state, 0, "wife", "husband")
    res(state, 0)
    do(state, "play", card="wife", src="hand", host=farm.uid)
    assert farm.occupied and state.players[0].res == [0, 0, 0, 0]
    state.current = 0
    assert not [a for a in legal(state, "play") if a.get("host") is not None]


def test_evertree_hosts_any_critter():
    state = new()
    tree = city(state, 0, "evertree")[0]
    hand(state, 0, "king")
    do(state, "play", card="king", src="hand", host=tree.uid)
    assert tree.occupied and "king" in city_keys(state, 0)


def test_fool_goes_into_an_opponents_city_and_costs_them_two_points():
    state = new(3)
    hand(state, 0, "fool")
    res(state, 0, berry=3)
    targets = {a["into"] for a in legal(state, "play") if a["card"] == "fool"}
    assert targets == {1, 2}
    do(state, "play", card="fool", src="hand", into=2)
    assert city_keys(state, 2) == ["fool"] and not state.players[0].city
    assert GAME.scores(state)[2].categories["cards"] == -2


def test_fool_cannot_enter_a_city_that_has_one():
    state = new()
    city(state, 1, "fool")
    hand(state, 0, "fool")
    res(state, 0, berry=3)
    assert not [a for a in legal(state, "play") if a["card"] == "fool"]


# --- hand, Meadow, deck ------------------------------------------------------------------
def test_hand_limit_8_draws_stop_there():
    state = new()
    hand(state, 0, *["farm"] * 7)
    assert draw(state, 0, 3, []) == 1 and len(state.players[0].hand) == 8


def test_empty_deck_reshuffles_the_discard_pile():
    state = new()
    state.discard.extend(state.deck)
    state.deck.clear()
    hand(state, 0, clear=True)
    assert draw(state, 0, 2, []) == 2 and state.deck


def test_giving_a_card_to_a_full_hand_discards_it():
    state = new()
    city(state, 0, "post_office")
    hand(state, 0, "farm", "mine", "inn")
    hand(state, 1, *["wife"] * 4, *["farm"] * 4)
    do(state, "visit", card=uid_of(state, 0, "post_office"))
    do(state, "give", to=1)
    before = len(state.discard)
    do(state, "give", card="farm")
    assert len(state.players[1].hand) == 8 and len(state.discard) == before + 1


def test_card_count_stays_128_through_a_random_game():
    state = new(4, seed=3)
    play_random(state, 3)
    uids = all_uids(state)
    assert sorted(uids) == list(range(128))


# --- Prepare for Season ------------------------------------------------------------------
def test_prepare_only_when_all_workers_are_placed():
    state = new()
    assert Action.of("prepare") not in legal(state)
    state.players[0].free = 0
    assert Action.of("prepare") in legal(state)


def _prepare(state, seat=0):
    state.current = seat
    state.players[seat].free = 0
    do(state, "prepare")


def test_spring_brings_one_worker_and_production():
    state = new()
    city(state, 0, "farm", "mine", "wife")
    _prepare(state)
    player = state.players[0]
    assert player.season == SPRING and player.workers == 3 and player.free == 3
    assert player.res == [0, 0, 1, 1]


def test_summer_brings_one_worker_and_two_meadow_cards_without_production():
    state = new()
    city(state, 0, "farm")
    state.players[0].season = SPRING
    state.players[0].workers = 3
    hand(state, 0, "king")
    _prepare(state)
    assert prompt(state).kind == "take_from_meadow"
    do(state, "take", card=legal(state)[0]["card"])
    do(state, "take", card=legal(state)[0]["card"])
    player = state.players[0]
    assert player.season == SUMMER and player.workers == 4 and len(player.hand) == 3
    assert player.res == [0, 0, 0, 0] and all(uid >= 0 for uid in state.meadow)


def test_summer_meadow_draw_respects_the_hand_limit():
    state = new()
    state.players[0].season = SPRING
    hand(state, 0, *["farm"] * 7)
    _prepare(state)
    do(state, "take", card=legal(state)[0]["card"])
    assert not state.pending and len(state.players[0].hand) == 8


def test_autumn_brings_two_workers_and_production():
    state = new()
    city(state, 0, "mine")
    state.players[0].season = SUMMER
    state.players[0].workers = 4
    _prepare(state)
    assert state.players[0].season == AUTUMN and state.players[0].workers == 6
    assert state.players[0].res == [0, 0, 1, 0]


def test_prepare_returns_only_this_players_workers():
    state = new()
    do(state, "place", loc="berry")
    do(state, "place", loc="berry")
    do(state, "place", loc="resin_card")
    _prepare(state, 1)
    assert state.occ[loc("berry")] == (0,) and state.occ[loc("resin_card")] == (0,)
    assert state.players[1].free == 3


def test_seasons_are_individual():
    state = new()
    _prepare(state, 0)
    assert state.players[0].season == SPRING and state.players[1].season == 0


# --- passing and the end -----------------------------------------------------------------
def test_pass_only_in_autumn():
    state = new()
    assert Action.of("pass") not in legal(state)
    state.players[0].season = AUTUMN
    assert Action.of("pass") in legal(state)


def test_passed_player_is_skipped_and_gets_no_gifts():
    state = new(3)
    for player in state.players:
        player.season = AUTUMN
    do(state, "pass")
    assert state.to_move() == 1
    res(state, 1, berry=2)
    city(state, 1, "monk")
    from everdell_desktop.games.everdell.engine import give_resources

    give_resources(state, 1, 0, (0, 0, 0, 2), [])
    assert state.players[0].res == [0, 0, 0, 0]
    do(state, "place", loc="berry")
    assert state.to_move() == 2
    do(state, "place", loc="berry")
    assert state.to_move() == 1


def test_game_ends_when_everyone_has_passed():
    state = new()
    for player in state.players:
        player.season = AUTUMN
    do(state, "pass")
    assert state.to_move() == 1
    do(state, "pass")
    assert state.to_move() is None and legal(state) == []


def test_tie_break_most_events_then_most_resources():
    state = new()
    city(state, 0, "farm", "mine", "twig_barge", "resin_refinery")
    city(state, 1, "farm", "mine", "twig_barge", "resin_refinery")
    state.players[0].events.append(0)
    state.players[0].event_points[0] = 3
    state.players[1].tokens = 3
    assert [b.total for b in GAME.scores(state)] == [8, 8]
    assert GAME.winners(state) == [0]
    state.players[1].events.append(1)
    state.players[1].event_points[1] = 0
    res(state, 1, twig=1)
    assert GAME.winners(state) == [1]


def test_random_games_are_reproducible_from_seed_and_actions():
    first, second = new(3, seed=11), new(3, seed=11)
    play_random(first, 5)
    assert GAME.state_hash(first) != GAME.state_hash(second)
    play_random(second, 5)
    assert GAME.state_hash(first) == GAME.state_hash(second)


def test_view_hides_other_hands_and_deck_and_determinize_refills_them():
    from everdell_desktop.core import Rng

    state = new(3, seed=4)
    view = GAME.view(state, 1)
    assert view.players[1].hand == state.players[1].hand
    assert set(view.players[0].hand) == {-1} and set(view.deck) == {-1}
    full = GAME.determinize(view, Rng(9))
    assert sorted(all_uids(full)) == list(range(128))
    assert full.players[1].hand == state.players[1].hand
    assert len(full.players[2].hand) == 7


def test_describe_action_is_english():
    state = new()
    action = Action.of("play", card="farm", src="hand")
    assert GAME.describe_action(state, action) == "Play Farm from the hand"
    assert "3 Twigs" in GAME.describe_action(state, Action.of("place", loc="three_twigs"))


def test_the_prepare_label_names_the_season_coming_next():
    state = new()
    labels = []
    for current in ("winter", "spring", "summer"):
        state.players[0].season = ("winter", "spring", "summer").index(current)
        labels.append(GAME.describe_action(state, Action.of("prepare")))
    assert labels == ["Prepare for spring", "Prepare for summer", "Prepare for autumn"]
    state.players[0].season = SPRING
    state.current = 1  # the label is about the player whose turn it is
    assert GAME.describe_action(state, Action.of("prepare")) == "Prepare for spring"


def test_a_visit_to_an_inn_in_another_city_is_labelled_with_whose_city():
    """Two rivals' Inns are two moves: each label names the city (the Moves list and the
    coach tell them apart); an Inn of the mover's own city is labelled as before."""
    state = new(3)
    for seat in (0, 1, 2):
        city(state, seat, "inn")
    meadow(state, "farm")
    res(state, 0, twig=2, resin=1)
    labels = sorted(GAME.describe_action(state, a) for a in legal(state, "visit"))
    assert labels == [
        "Place a worker on Inn",
        "Place a worker on Inn in player 2's city",
        "Place a worker on Inn in player 3's city",
    ]


def test_a_fool_paid_with_the_innkeeper_names_the_city_it_goes_into():
    state = new(3)
    city(state, 0, "innkeeper")
    hand(state, 0, "fool")
    plays = [a for a in legal(state, "play") if a["card"] == "fool" and a.get("innkeeper")]
    labels = sorted(GAME.describe_action(state, a) for a in plays)
    assert labels == [
        "Play Fool from the hand into player 2's city discarding the Innkeeper",
        "Play Fool from the hand into player 3's city discarding the Innkeeper",
    ]


def test_a_card_label_names_the_card_by_key_or_by_copy_and_quotes_anything_else():
    state = new()
    farm_copy = UID_CARD.index(CARD["farm"])  # a numbered copy of the Farm
    assert GAME.describe_action(state, Action.of("discard", card=farm_copy)) == "Discard Farm"
    assert GAME.describe_action(state, Action.of("discard", card="farm")) == "Discard Farm"
    unknown = Action.of("discard", card="moonbeam")  # no such card: its value, as it is
    assert GAME.describe_action(state, unknown) == "Discard moonbeam"


def test_drawing_from_the_deck_is_marked_as_revealing():
    state = new()
    events = GAME.apply(state, Action.of("place", loc="two_cards_point"))
    assert any(e.params.get("reveals") for e in events)


def test_every_legal_action_of_a_game_has_an_english_label():
    state = new(4, seed=6)
    rng = Rng(6)
    while state.to_move() is not None:
        actions = legal(state)
        for action in actions:
            label = GAME.describe_action(state, action)
            assert label and "(" not in label.split(" ")[0]
        GAME.apply(state, rng.choice(actions))

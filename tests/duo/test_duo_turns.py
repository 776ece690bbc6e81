"""The three actions, the Sun and Moon timer, the Meadow and the free card trade (rulebook,
"Game Flow" and "Actions and How to Play")."""

from duo_kit import (
    GAME,
    act,
    finish_turn,
    hand,
    hand_keys,
    kinds,
    legal,
    meadow,
    new,
    play,
    res,
    take,
)

from everdell_desktop.core import Rng
from everdell_desktop.core.kernel import DECLINE
from everdell_desktop.games.duo.data import RESOURCES
from everdell_desktop.games.duo.engine import CARD, CARDS, DATA, END
from everdell_desktop.games.duo.state import AUTUMN, EMPTY, HARE, TURTLE

PLACING = {"place", "claim", "visit"}


def test_placing_a_worker_moves_the_sun():
    state = new()
    play(state, "place(loc=farm_twigs)")
    assert (state.sun, state.moon) == (1, 0)


def test_playing_a_card_moves_the_moon():
    state = new()
    hand(state, HARE, "miller")
    res(state, HARE, berry=2)
    play(state, "play(card=miller,src=hand)")
    assert (state.sun, state.moon) == (0, 1)


def test_taking_a_card_moves_the_token_of_your_choice():
    state = new()
    play(state, "take(src=deck)")
    assert legal(state) == [act("move(token=sun)"), act("move(token=moon)")]
    play(state, "move(token=moon)")
    take(state, "sun")
    assert (state.sun, state.moon) == (1, 1)


def test_taking_a_card_must_move_the_other_token_when_one_cannot_move():
    state = new()
    state.sun = END
    play(state, "take(src=deck)")
    assert not state.pending and (state.sun, state.moon) == (END, 1)


def test_no_worker_can_be_placed_once_the_sun_is_at_the_end():
    state = new()
    assert "place" in kinds(state)
    state.sun = END
    assert not kinds(state) & PLACING


def test_no_card_can_be_played_once_the_moon_is_at_the_end():
    state = new()
    hand(state, HARE, "miller")
    res(state, HARE, berry=5)
    assert "play" in kinds(state)
    state.moon = END
    assert "play" not in kinds(state)


def test_meadow_spaces_touching_each_path_space():
    # two rows of four cards with the path between them: a space under a column touches its two
    # cards, a space between two columns the four around it
    expected = [(0, 4), (0, 1, 4, 5), (1, 5), (1, 2, 5, 6), (2, 6), (2, 3, 6, 7), (3, 7)]
    assert [tuple(t) for t in DATA.touches] == expected
    assert DATA.path_length == 7 and DATA.meadow_size == 8


def _meadow_plays(state):
    return {a["card"] for a in legal(state) if a.kind == "play" and a["src"] == "meadow"}


def test_only_meadow_cards_touching_the_sun_or_the_moon_can_be_played():
    state = new()
    hand(state, HARE)
    res(state, HARE, 9, 9, 9, 9)
    cheap = ["miller", "farmer", "woodcutter", "beekeeper", "forager", "scout", "bard", "peddler"]
    for slot, key in enumerate(cheap):
        meadow(state, slot, key)
    assert _meadow_plays(state) == {"miller", "forager"}  # slots 0 and 4, both tokens at 0
    state.moon = 3
    assert _meadow_plays(state) == {"miller", "farmer", "woodcutter", "forager", "scout", "bard"}


def test_a_card_may_be_taken_from_any_meadow_space():
    state = new()
    taken = {a["card"] for a in legal(state) if a.kind == "take" and a["src"] == "meadow"}
    assert taken == {CARDS[card].key for card in state.meadow}


def test_the_meadow_is_replenished_at_once_after_a_card_is_taken():
    state = new()
    card = state.meadow[6]
    top = state.deck[-1]
    take(state, "sun", CARDS[card].key)
    assert state.meadow[6] == top and card in state.hands[HARE]


def test_a_meadow_card_resolves_fully_before_its_space_is_replenished():
    state = new()
    meadow(state, 0, "forager")  # Forager: take 1 Meadow card
    res(state, HARE, berry=1)
    play(state, "play(card=forager,src=meadow)")
    assert state.pending[-1].kind == "take_from_meadow"
    assert state.meadow[0] == EMPTY and len(state.pending[-1].options) == DATA.meadow_size - 1
    finish_turn(state)
    assert EMPTY not in state.meadow


def test_players_alternate_and_each_takes_six_turns_a_season():
    state = new()
    movers = []
    rng = Rng(3)
    while state.season == 0:
        movers.append(state.current)
        main = [a for a in legal(state) if a.kind != "trade"]
        GAME.apply(state, rng.choice(main))
        finish_turn(state)
    assert movers == [HARE, TURTLE] * 6
    assert (state.sun, state.moon) == (0, 0) and state.season == 1


def test_one_worker_per_location():
    state = new()
    play(state, "place(loc=farm_twigs)")
    assert state.current == TURTLE
    assert act("place(loc=farm_twigs)") not in legal(state)


def test_trading_two_cards_for_one_resource_is_free_and_may_be_repeated():
    state = new()
    hand(state, HARE, "miller", "farmer", "wall", "inn")
    play(state, "trade(res=pebble)")
    play(state, "discard(card=miller)")
    assert act("discard(card=miller)") not in legal(state)
    play(state, "discard(card=wall)")
    assert state.res[HARE] == [0, 0, 1, 0] and hand_keys(state, HARE) == ["farmer", "inn"]
    assert state.current == HARE and (state.sun, state.moon) == (0, 0)
    assert {CARD["miller"], CARD["wall"]} <= set(state.discard)
    play(state, "trade(res=berry)")
    finish_turn(state)
    assert state.res[HARE] == [0, 0, 1, 1] and "trade" not in kinds(state)


def test_on_a_seats_last_turn_cards_may_be_traded_after_the_action():
    """ "At any time on your turn": after the action too, when it can still count (the
    resources left are the second tie-break)."""
    state = new()
    state.season, state.sun, state.moon = AUTUMN, END, END - 1
    hand(state, HARE, "miller", "farmer", "wall")
    res(state, HARE)
    take(state, "moon")  # the last move of the game
    assert state.current == HARE and not state.over
    assert set(legal(state)) == {*(act(f"trade(res={name})") for name in RESOURCES), DECLINE}
    play(state, "trade(res=berry)")
    play(state, "discard(card=miller)")
    play(state, "discard(card=wall)")
    assert state.res[HARE] == [0, 0, 0, 1]
    play(state, "decline()")
    assert state.over and len(state.hands[HARE]) == 2


def test_the_seat_whose_last_turn_is_before_the_final_move_may_trade_after_it_too():
    state = new()
    state.season, state.sun, state.moon = AUTUMN, END, END - 2
    hand(state, HARE, "miller", "farmer")
    take(state, "moon")  # one move is left: the Turtle's
    assert state.current == HARE and state.pending[-1].kind == "closing_trade"
    play(state, "decline()")
    assert state.current == TURTLE


def test_before_a_seats_last_turn_no_trade_is_offered_after_the_action():
    """Then a trade after the action is the same as one before the next action."""
    state = new()
    state.season, state.sun, state.moon = AUTUMN, END, END - 3
    hand(state, HARE, "miller", "farmer")
    take(state, "moon")
    assert state.current == TURTLE and not state.pending


def test_trading_needs_two_cards_in_hand():
    state = new()
    hand(state, HARE, "miller")
    assert "trade" not in kinds(state)


def test_a_chosen_trade_is_made_without_a_way_back():
    state = new()
    play(state, "trade(res=twig)")
    assert {a.kind for a in legal(state)} == {"discard"}


def test_a_seat_with_no_main_action_rests_moving_a_token():
    state = new()
    hand(state, HARE)
    state.free[HARE] = 0
    state.moon = END
    state.deck, state.discard = [], []
    state.meadow = [EMPTY] * DATA.meadow_size
    assert legal(state) == [act("rest(token=sun)")]
    play(state, "rest(token=sun)")
    assert state.sun == 1 and state.current == TURTLE


def test_there_is_no_hand_limit():
    state = new()
    for _ in range(10):
        take(state, "sun" if state.sun < END else "moon")
    assert len(state.hands[HARE]) == 3 + 5 and len(state.hands[TURTLE]) == 4 + 5


def test_the_discard_pile_is_shuffled_into_a_new_deck_when_the_deck_runs_out():
    state = new()
    state.discard = state.deck[:-1]
    state.deck = state.deck[-1:]
    take(state, "sun")
    take(state, "sun")
    assert len(state.hands[TURTLE]) == 5 and state.discard == []

"""Setup (rulebook, "Preparation (Setup)", steps 1-7, and the Winter tile)."""

from duo_kit import GAME, RES, legal, new, solo

from everdell_desktop.core import Rng
from everdell_desktop.games.duo.engine import CARDS, DATA, EVENTS, refill_meadow
from everdell_desktop.games.duo.rules import board_side, season_tile_side
from everdell_desktop.games.duo.state import EMPTY, HARE, TURTLE


def test_board_side_journey_for_two_players_numbers_for_solo():
    assert board_side(new()) == "journey"
    assert board_side(solo()) == "numbers"
    assert season_tile_side(new()) == "plain" and season_tile_side(solo()) == "opossum"


def test_sun_and_moon_start_on_the_first_path_space():
    state = new(setup_answered=False)
    assert (state.sun, state.moon) == (0, 0)


def test_the_meadow_is_filled_from_the_deck_left_to_right_top_row_first():
    rng = Rng(5)
    deck = list(range(len(CARDS)))
    rng.shuffle(deck)
    dealt = [deck.pop() for _ in range(DATA.meadow_size)]
    state = GAME.new_game(GAME.make_config(players=2), 5)
    assert state.meadow == dealt  # the Turtle's winter pick is still open: nothing taken yet
    state.meadow[2] = state.meadow[5] = EMPTY
    top, second = state.deck[-1], state.deck[-2]
    refill_meadow(state, [])
    assert (state.meadow[2], state.meadow[5]) == (top, second)


def test_two_river_tiles_lie_face_up_and_the_rest_form_a_pile():
    state = new()
    assert len(state.river) == 2 and len(set(state.river)) == 2
    assert len(state.river_pile) == 18 and not set(state.river) & set(state.river_pile)


def test_one_event_from_each_lettered_set_and_the_faire_are_shuffled_into_six_spaces():
    faire_spaces = set()
    for seed in range(20):
        state = new(seed=seed)
        assert sorted(EVENTS[e].set for e in state.events) == ["A", "B", "C", "D", "E", "faire"]
        faire_spaces.add(next(i for i, e in enumerate(state.events) if EVENTS[e].set == "faire"))
    assert len(faire_spaces) > 2  # shuffled, not always in one space


def test_the_journey_tile_lies_in_its_own_space():
    state = new()
    assert EVENTS[state.journey].set == "journey" and state.journey not in state.events


def test_hare_and_turtle_each_have_three_workers():
    assert new().free == [3, 3]


def test_each_player_draws_two_then_the_winter_tile_hare_draws_one_turtle_one_and_a_meadow_card():
    state = new(setup_answered=False)
    assert len(state.hands[HARE]) == 3 and len(state.hands[TURTLE]) == 3
    prompt = state.pending[-1]
    assert (prompt.seat, prompt.kind) == (TURTLE, "take_from_meadow")
    assert len(prompt.options) == DATA.meadow_size
    taken = legal(state)[3]["card"]
    GAME.apply(state, legal(state)[3])
    assert len(state.hands[TURTLE]) == 4 and CARDS[state.hands[TURTLE][-1]].key == taken
    assert EMPTY not in state.meadow  # replenished after the picks


def test_the_hare_starts_winter():
    state = new()
    assert state.to_move() == HARE and state.current == HARE and not state.pending


def test_players_start_with_no_resources_tokens_or_city():
    state = new()
    assert state.res == [[0] * len(RES)] * 2 and state.tokens == [0, 0]
    assert state.cities == [[], []]

"""The round: Ship phase, Modifier phase, the roll, turns, passing, the end of a round."""

import pytest
from emerge_kit import (
    GAME,
    T,
    cover,
    cover_now,
    discovery,
    faces_on,
    finish_start,
    kinds,
    legal,
    new_game,
    play,
    set_dice,
)

from everdell_desktop.core import Rng
from everdell_desktop.core.kernel import DONE
from everdell_desktop.games.emerge.data import TYPES
from everdell_desktop.games.emerge.dice import tile_supply


def pass_round(state):
    """Every seat passes until the next round's first prompt (or the end)."""
    round_now = state.round
    while not state.over and state.round == round_now:
        GAME.apply(state, GAME.legal_actions(state)[-1] if not state.pending else DONE)


# --- Ship phase -------------------------------------------------------------------------------
def test_ship_moves_one_space_each_round_and_turns_the_tokens_beside_it_face_up():
    state = discovery(2, seed=3)
    assert state.round == 1
    pass_round(state)
    assert state.round == 2
    open_ids = {T.vents[v].id for v, up in enumerate(state.vent_open) if up}
    assert open_ids == {"v1n", "v1s", "v2n", "v2s"}


def test_ship_reveal_is_an_undo_barrier():
    state = discovery(2)
    events = []
    while state.round == 1:
        events = GAME.apply(state, GAME.legal_actions(state)[-1] if not state.pending else DONE)
    revealed = [e for e in events if e.kind == "token_revealed"]
    assert len(revealed) == 2 and all(e.params["reveals"] for e in revealed)


def test_ship_add_die_icons_take_players_from_six_to_ten_dice():
    state = discovery(2)
    totals = []
    while not state.over:
        totals.append(state.dice_total[0])
        pass_round(state)
        finish_start(state)
    assert totals == [6, 7, 7, 8, 8, 9, 9, 10]


def test_game_lasts_eight_rounds_then_scores():
    state = discovery(3)
    rounds = 0
    while not state.over:
        rounds += 1
        pass_round(state)
        finish_start(state)
    assert rounds == 8 and state.round == 8 and state.to_move() is None


# --- Modifier phase ---------------------------------------------------------------------------
def test_modifier_take_one_tile_and_cover_one_space():
    state = new_game(2)
    assert state.pending[-1].kind == "modify" and state.pending[-1].seat == 0
    events = play(state, "take_tile(space=4,tile=plant)")
    assert state.tiles[0][3] == 0 and "tile_placed" in kinds(events)
    assert state.pending[-1].kind == "keep" or state.pending[-1].seat == 1  # seat 0 is done


def test_modifier_remove_any_tiles_for_free_then_still_one_choice():
    state = new_game(2)
    cover_now(state, 0, 1, "crab")
    cover_now(state, 0, 2, "seal")
    play(state, "remove_tile(space=1)")
    assert state.tiles[0] == [-1, 3, -1, -1, -1, -1] and state.pending[-1].kind == "modify"
    play(state, "remove_tile(space=2)")
    assert "take_tile(space=6,tile=turtle)" in legal(state)
    play(state, "take_tile(space=6,tile=turtle)")
    assert state.tiles[0] == [-1, -1, -1, -1, -1, 2]
    assert state.pending[-1].seat == 1  # one take ends the seat's Modifier phase


def test_modifier_move_or_swap_tiles_instead_of_taking_one():
    state = new_game(2)
    cover_now(state, 0, 1, "crab")
    cover_now(state, 0, 5, "bird")
    play(state, "rearrange()")
    assert state.pending[-1].kind == "move_tile"
    assert not any(a.kind == "take_tile" for a in GAME.legal_actions(state))
    play(state, "place_tile(space=5,tile=crab)")  # swap: the Crab tile onto the bird's space
    play(state, "place_tile(space=1,tile=bird)")
    assert state.tiles[0] == [5, -1, -1, -1, 1, -1]
    assert state.pending[-1].seat == 1


def test_modifier_move_a_single_tile():
    state = new_game(2)
    cover_now(state, 0, 4, "plant")
    play(state, "rearrange()")  # one tile: it may go to any of the six spaces
    assert len(legal(state)) == 6
    play(state, "place_tile(space=3,tile=plant)")
    assert state.tiles[0] == [-1, -1, 0, -1, -1, -1]


def test_no_two_tiles_of_one_type_on_a_board():
    state = new_game(2)
    cover_now(state, 0, 4, "plant")
    assert not any("tile=plant" in a for a in legal(state) if a.startswith("take_tile"))
    assert any("tile=crab" in a for a in legal(state))


def test_tiles_only_cover_uncovered_spaces():
    state = new_game(2)
    cover_now(state, 0, 4, "plant")
    assert not any("space=4" in a for a in legal(state) if a.startswith("take_tile"))


def test_tiles_stay_on_the_board_round_after_round():
    state = new_game(2)
    play(state, "take_tile(space=4,tile=tectonic)")
    finish_start(state)
    pass_round(state)
    assert state.round == 2 and state.tiles[0][3] == 4


def test_covered_space_counts_as_the_tiles_type():
    state = discovery(2)
    cover(state, 0, 3, "tectonic")
    set_dice(state, 0, "35")
    assert state.dice_of_type(0)[4] == 2 and state.dice_of_type(0)[2] == 0
    assert "discover(island=0,what=grow)" not in legal(state)  # 3 dice needed, 2 count
    set_dice(state, 0, "335")
    assert "discover(island=0,what=grow)" in legal(state)


def test_modifier_phase_goes_round_the_table_from_the_anchor():
    state = discovery(3)
    pass_round(state)
    assert state.anchor == 1
    asked = []
    while state.pending:
        asked.append((state.pending[-1].seat, state.pending[-1].kind))
        GAME.apply(state, DONE)
    assert [seat for seat, kind in asked if kind == "modify"] == [1, 2, 0]


# --- the roll -------------------------------------------------------------------------------
def test_roll_puts_each_die_on_the_space_of_its_face():
    state = new_game(2, seed=8)
    finish_start(state)
    for seat in range(2):
        assert sum(state.dice[seat]) == 6
    events = []
    state = new_game(2, seed=8)
    while state.pending:
        events += GAME.apply(state, DONE)
    rolled = [e for e in events if e.kind == "dice_rolled"]
    for event in rolled:
        board = [0] * 6
        for face in event.params["faces"]:
            board[face - 1] += 1
        assert state.dice[event.params["seat"]] == board


def test_kept_dice_stay_unless_chosen_to_be_rolled_again():
    state = discovery(2)
    set_dice(state, 0, "66")
    state.dice_total[0] = 6
    play(state, "pass()")
    set_dice(state, 1, "")
    play(state, "pass()")  # round 2: seat 1 holds the anchor
    while state.pending[-1].kind != "keep" or state.pending[-1].seat != 0:
        GAME.apply(state, DONE)
    assert legal(state) == {"reroll(face=6)", "reroll_all()", "done()"}
    play(state, "reroll(face=6)")
    assert faces_on(state, 0) == "6"
    play(state, "done()")
    finish_start(state)
    assert state.dice[0][5] >= 1 and sum(state.dice[0]) == 7  # the kept 6 plus 6 rolled


def test_nothing_to_keep_means_no_question():
    state = new_game(2)
    play(state, "done()")  # seat 0's tiles; it has no dice on its board: no keep prompt
    assert state.pending[-1].kind == "modify" and state.pending[-1].seat == 1


# --- turns ------------------------------------------------------------------------------------
def test_turns_start_at_the_anchor_and_go_clockwise():
    state = discovery(3)
    order = [state.to_move()]
    for _ in range(2):
        play(state, "pass()")
        order.append(state.to_move())
    assert order == [0, 1, 2]


def test_one_discovery_per_turn():
    state = discovery(2)
    set_dice(state, 0, "1111")
    play(state, "discover(island=0,what=plant)")  # the 2nd Plant: 2 dice, 2 left
    assert state.to_move() == 1


def test_free_actions_do_not_end_the_turn():
    state = discovery(2)
    cover(state, 0, 1, "turtle")
    set_dice(state, 0, "12")
    play(state, "power(tile=turtle)")
    play(state, "change(face=1,to=6)")
    assert state.to_move() == 0 and faces_on(state, 0) == "26"


def test_a_passed_player_takes_no_more_turns_this_round():
    state = discovery(2)
    set_dice(state, 1, "2222")
    play(state, "pass()")
    play(state, "discover(island=1,what=crab)")
    assert state.to_move() == 1  # seat 0 has passed: seat 1 plays on
    play(state, "pass()")
    assert state.round == 2


def test_round_ends_when_all_have_passed_and_the_anchor_moves_clockwise():
    state = discovery(4)
    for _ in range(4):
        events = play(state, "pass()")
    assert "anchor_passed" in kinds(events) and state.anchor == 1 and state.round == 2


def test_unused_dice_stay_on_the_board_into_the_next_round():
    state = discovery(2)
    set_dice(state, 0, "3456")
    play(state, "pass()")
    play(state, "pass()")
    assert faces_on(state, 0) == "3456"  # still there at the next Modifier phase


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_end_after_eight_rounds(players):
    rng = Rng(players)
    state = new_game(players, seed=players)
    while state.to_move() is not None:
        GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    assert state.round == 8 and state.over


def test_the_tile_supply_counts_the_copies_no_board_holds():
    state = new_game(4)
    for seat in (0, 2):
        cover(state, seat, seat + 1, "crab")
    cover(state, 1, 6, "bird")
    supply = [tile_supply(state, TYPES.index(name)) for name in ("crab", "bird", "plant")]
    assert supply == [2, 3, 4]

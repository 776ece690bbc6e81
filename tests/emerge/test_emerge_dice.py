"""Dice as a multiset, and the Modifier Tile powers (once per tile per round)."""

from emerge_kit import (
    GAME,
    cover,
    discovery,
    faces_on,
    finish_start,
    kinds,
    legal,
    play,
    set_dice,
)

from everdell_desktop.core import Action
from everdell_desktop.core.kernel import DECLINE
from everdell_desktop.games.emerge.data import TURTLE
from everdell_desktop.games.emerge.dice import power_options


def test_identical_dice_are_one_choice():
    state = discovery(2)
    cover(state, 0, 1, "turtle")
    set_dice(state, 0, "333333")
    assert power_options(state, 0, TURTLE) == [Action.parse("change(face=3,to=4)")]
    events = play(state, "power(tile=turtle)")  # six 3s, one answer: taken without asking
    assert "prompt_opened" not in kinds(events) and faces_on(state, 0) == "333334"


def test_power_plant_tile_turns_a_die_up_or_down_by_one():
    """The rulebook's example: the Tree tile's power changes a 4 into a 5."""
    state = discovery(2)
    cover(state, 0, 4, "plant")
    set_dice(state, 0, "4556")
    play(state, "power(tile=plant)")
    assert legal(state) == {
        "change(face=4,to=3)",
        "change(face=4,to=5)",
        "change(face=5,to=4)",
        "change(face=5,to=6)",
        "change(face=6,to=5)",
    }
    events = play(state, "change(face=4,to=5)")
    assert faces_on(state, 0) == "5556" and "die_changed" in kinds(events)


def test_power_crab_tile_rerolls_one_die_and_may_reroll_it_again():
    """The rulebook's example: Mark rerolls one of his 3s twice and ends with a 5."""
    state = discovery(2)
    cover(state, 0, 2, "crab")
    set_dice(state, 0, "336")
    play(state, "power(tile=crab)")
    assert legal(state) == {"reroll(face=3)", "reroll(face=6)"}
    events = play(state, "reroll(face=3)")
    first = next(e for e in events if e.kind == "dice_rolled").params["faces"][0]
    assert state.pending[-1].kind == "reroll_again"
    assert legal(state) == {f"reroll(face={first})", "decline()"}
    play(state, f"reroll(face={first})")
    assert not state.pending and sum(state.dice[0]) == 3 and state.dice[0][2] >= 1
    assert "power(tile=crab)" not in legal(state)


def test_power_crab_second_reroll_may_be_declined():
    state = discovery(2)
    cover(state, 0, 2, "crab")
    set_dice(state, 0, "1")
    events = play(state, "power(tile=crab)")
    rolled = next(e for e in events if e.kind == "dice_rolled").params["faces"][0]
    GAME.apply(state, DECLINE)
    assert faces_on(state, 0) == str(rolled)


def test_power_turtle_tile_turns_a_die_to_its_opposite_face():
    state = discovery(2)
    cover(state, 0, 3, "turtle")
    set_dice(state, 0, "16")
    play(state, "power(tile=turtle)")
    assert legal(state) == {"change(face=1,to=6)", "change(face=6,to=1)"}
    play(state, "change(face=1,to=6)")
    assert faces_on(state, 0) == "66"


def test_power_seal_tile_copies_another_dies_face():
    state = discovery(2)
    cover(state, 0, 4, "seal")
    set_dice(state, 0, "25")
    play(state, "power(tile=seal)")
    assert legal(state) == {"change(face=2,to=5)", "change(face=5,to=2)"}
    play(state, "change(face=2,to=5)")
    assert faces_on(state, 0) == "55"


def test_power_seal_tile_needs_two_different_faces():
    state = discovery(2)
    cover(state, 0, 4, "seal")
    set_dice(state, 0, "555")
    assert "power(tile=seal)" not in legal(state)


def test_power_tectonic_tile_rerolls_every_die_of_one_face():
    state = discovery(2)
    cover(state, 0, 5, "tectonic")
    set_dice(state, 0, "1116")
    play(state, "power(tile=tectonic)")
    events = play(state, "reroll(face=1)")
    rolled = next(e for e in events if e.kind == "dice_rolled").params["faces"]
    assert len(rolled) == 3 and state.dice[0][5] >= 1 and sum(state.dice[0]) == 4


def test_power_bird_tile_turns_a_die_up_or_down_by_two():
    state = discovery(2)
    cover(state, 0, 6, "bird")
    set_dice(state, 0, "25")
    play(state, "power(tile=bird)")
    assert legal(state) == {"change(face=2,to=4)", "change(face=5,to=3)"}
    play(state, "change(face=5,to=3)")
    assert faces_on(state, 0) == "23"


def test_power_each_tile_once_per_round_and_refreshed_next_round():
    state = discovery(2)
    cover(state, 0, 6, "turtle")
    set_dice(state, 0, "12")
    events = play(state, "power(tile=turtle)")
    assert "tile_used" in kinds(events)
    play(state, "change(face=2,to=5)")
    assert "power(tile=turtle)" not in legal(state)
    play(state, "pass()")
    play(state, "pass()")
    finish_start(state)
    while state.to_move() != 0:
        play(state, "pass()")
    assert "power(tile=turtle)" in legal(state)


def test_powers_of_several_tiles_in_one_turn():
    state = discovery(2)
    cover(state, 0, 1, "turtle")
    cover(state, 0, 2, "plant")
    set_dice(state, 0, "12")
    play(state, "power(tile=turtle)")
    play(state, "change(face=1,to=6)")
    play(state, "power(tile=plant)")
    play(state, "change(face=2,to=3)")
    assert faces_on(state, 0) == "36" and state.to_move() == 0


def test_powers_need_dice_on_the_board():
    state = discovery(2)
    cover(state, 0, 1, "turtle")
    set_dice(state, 0, "")
    assert "power(tile=turtle)" not in legal(state)


def test_a_used_tile_still_changes_its_space():
    state = discovery(2)
    cover(state, 0, 3, "tectonic")
    set_dice(state, 0, "335")
    play(state, "power(tile=tectonic)")
    play(state, "reroll(face=5)")
    set_dice(state, 0, "333")
    assert "discover(island=0,what=grow)" in legal(state)


def test_the_rulebooks_tree_power_example_three_fives_grow_an_island():
    """Beth turns her 4 into a 5 with the Tree tile's power and grows her island with 5s."""
    state = discovery(2)
    cover(state, 0, 2, "plant")
    set_dice(state, 0, "455")
    assert "discover(island=0,what=grow)" not in legal(state)
    play(state, "power(tile=plant)")
    play(state, "change(face=4,to=5)")
    play(state, "discover(island=0,what=grow)")
    assert state.islands[0][2] == 2

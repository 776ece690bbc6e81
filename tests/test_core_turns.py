"""core.turns: a pending prompt's owner decides first, then the current seat, until the end."""

from types import SimpleNamespace

from everdell_desktop.core import Prompt
from everdell_desktop.core.turns import seat_to_move


def state(pending=(), over=False, current=1):
    return SimpleNamespace(pending=list(pending), over=over, current=current)


def test_the_current_seat_decides_when_nothing_is_pending():
    assert seat_to_move(state(current=2)) == 2


def test_the_owner_of_the_top_prompt_decides_first_even_after_the_end():
    prompts = [Prompt(1, 0, "a", ("x",)), Prompt(2, 3, "b", ("y",))]
    assert seat_to_move(state(prompts)) == 3
    assert seat_to_move(state(prompts, over=True)) == 3


def test_nobody_decides_once_the_game_is_over():
    assert seat_to_move(state(over=True)) is None

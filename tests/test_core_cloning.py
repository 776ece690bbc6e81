"""core/cloning.py: a state's clone copies each field as deep as its annotation says, shares
what is immutable, and refuses an annotation it cannot read; every game's state clones this
way, with no clone of its own."""

from __future__ import annotations

import inspect
from dataclasses import dataclass, field
from enum import Enum
from typing import NamedTuple

import pytest

from everdell_desktop.core import Prompt, Rng, registry
from everdell_desktop.core.cloning import Cloneable


class Colour(Enum):
    RED = 1


class Pair(NamedTuple):
    left: int
    right: int


@dataclass(slots=True)
class Leaf(Cloneable):
    cards: list[int]


@dataclass(slots=True)
class Sample(Cloneable):
    rng: Rng
    count: int
    name: str
    spots: tuple[int, ...]
    colour: Colour
    pair: Pair
    deck: list[int]
    hands: list[list[int]]
    beneath: dict[int, list[int]]
    points: dict[int, int]
    seen: set[int]
    leaves: list[Leaf]
    pending: list[Prompt]
    solo: Leaf | None = None
    label: str | None = None
    grid: list[list[list[int]]] = field(default_factory=list)


def sample() -> Sample:
    return Sample(
        rng=Rng(7),
        count=3,
        name="a",
        spots=(1, 2),
        colour=Colour.RED,
        pair=Pair(1, 2),
        deck=[1, 2],
        hands=[[1], [2]],
        beneath={5: [6]},
        points={1: 2},
        seen={4},
        leaves=[Leaf([9])],
        pending=[Prompt(1, 0, "ask", options=(1, 2))],
        solo=Leaf([8]),
        label="x",
        grid=[[[1]]],
    )


def mutate(state: Sample) -> None:
    """Change everything mutable a clone must not share."""
    state.rng.next_u64()
    state.deck.append(3)
    state.hands[0].append(3)
    state.beneath[5].append(7)
    state.beneath[6] = []
    state.points[1] = 9
    state.seen.add(5)
    state.leaves[0].cards.append(3)
    state.pending[0].options = ()
    state.solo.cards.append(3)
    state.grid[0][0].append(3)


def test_a_clone_is_equal_and_changing_the_original_leaves_it_alone():
    original = sample()
    copy = original.clone()
    assert copy == original
    mutate(original)
    assert copy == sample()


def test_changing_a_clone_leaves_the_original_alone():
    original = sample()
    mutate(original.clone())
    assert original == sample()


def test_immutable_fields_are_shared_not_copied():
    original = sample()
    copy = original.clone()
    assert copy.spots is original.spots and copy.pair is original.pair
    assert copy.deck is not original.deck


def test_an_absent_optional_stays_absent():
    original = sample()
    original.solo = None
    assert original.clone().solo is None


def test_the_clone_is_written_once_and_then_called_directly():
    first = Leaf([1]).clone()
    assert Leaf.clone is not Cloneable.clone
    assert Leaf([1]).clone() == first


def test_an_annotation_it_cannot_read_is_refused_with_the_field_name():
    @dataclass(slots=True)
    class Odd(Cloneable):
        things: frozenset[int]
        stuff: object

    with pytest.raises(TypeError, match=r"Odd\.stuff: no copy known for 'object'"):
        Odd(frozenset(), object()).clone()


def test_a_union_of_two_kinds_that_need_copying_is_refused():
    """Only ``X | None`` is an optional: ``list | dict`` names no one way to copy (seed 2616's
    survivor: ``len(kept) < 1`` copied it as its first side)."""

    @dataclass(slots=True)
    class Either(Cloneable):
        stuff: list[int] | dict[str, int]

    with pytest.raises(TypeError, match=r"Either\.stuff: no copy known for 'list\[int\] \| dict"):
        Either([1]).clone()


@pytest.mark.parametrize("name", registry.names())
def test_every_game_state_clones_from_its_annotations(name):
    """No game writes a clone by hand: its state class and the records in it inherit one."""
    game = registry.get(name)
    state = game.new_game(game.make_config(players=max(2, game.min_players)), 0)
    copy = state.clone()
    assert game.state_hash(copy) == game.state_hash(state)
    for cls in {type(state), *map(type, vars_of(state))}:
        if isinstance(cls, type) and hasattr(cls, "clone") and cls is not Rng:
            assert issubclass(cls, Cloneable), cls
            assert "def clone" not in inspect.getsource(cls), cls


def vars_of(state) -> list:
    """The values of a slotted state's fields and of the lists in them."""
    values = [getattr(state, name) for name in type(state).__slots__]
    return values + [item for value in values if isinstance(value, list) for item in value]

"""The Rng against the SplitMix64 reference, its derived draws exactly, and its guards.

SplitMix64 (Steele, Lea and Flood 2014; Vigna's reference splitmix64.c) seeded with 0 yields
0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F and seeded with 1234567 yields
6457827717110365317, 3203168211198807973, 9817491932198370423: published values, not this
code's output. Every saved game's replay depends on this stream staying the same.
"""

from __future__ import annotations

import pytest

from everdell_desktop.core import Rng

MASK = (1 << 64) - 1
SEED_0 = [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]  # the published stream


@pytest.mark.parametrize(
    ("seed", "stream"),
    [
        (0, SEED_0),
        (1234567, [6457827717110365317, 3203168211198807973, 9817491932198370423]),
    ],
)
def test_the_stream_is_the_splitmix64_reference(seed, stream):
    rng = Rng(seed)
    assert [rng.next_u64() for _ in stream] == stream


def test_seeds_are_taken_modulo_two_to_the_64():
    assert Rng(-1).state == MASK
    assert Rng((1 << 64) + 5).state == 5
    assert Rng((1 << 64) + 5) == Rng(5)


def test_randrange_is_the_next_word_modulo_the_bound():
    reference = Rng(0)
    rng = Rng(0)
    for bound in (1, 2, 6, 7, 100, 1 << 40):
        assert rng.randrange(bound) == reference.next_u64() % bound


def test_randint_includes_both_ends_and_nothing_outside():
    rng = Rng(5)
    seen = {rng.randint(3, 5) for _ in range(300)}
    assert seen == {3, 4, 5}
    assert {Rng(seed).randint(7, 7) for seed in range(20)} == {7}
    rng = Rng(0)  # the published words of seed 0, one per draw, taken modulo the range
    assert [rng.randint(1, 6), rng.randint(3, 5), rng.randint(-2, 2)] == [
        1 + SEED_0[0] % 6,
        3 + SEED_0[1] % 3,
        -2 + SEED_0[2] % 5,
    ]


def test_random_is_53_bits_of_the_next_word():
    rng = Rng(0)
    values = [rng.random() for _ in SEED_0]
    assert values == [(word >> 11) / (1 << 53) for word in SEED_0]
    assert 0.88 < values[0] < 0.89  # 0xE220A8397B1DCDAF / 2**64 = 0.8833...


def test_choice_picks_the_item_at_the_drawn_index():
    items = ["a", "b", "c", "d", "e"]
    index = Rng(0).next_u64() % 5  # 0xE220A8397B1DCDAF % 5
    assert Rng(0).choice(items) == items[index]
    assert Rng(3).choice(["only"]) == "only"


def test_shuffle_is_fisher_yates_from_the_top():
    """For i = n-1 down to 1, swap item i with item randrange(i + 1)."""
    items = list(range(8))
    Rng(11).shuffle(items)
    expected = list(range(8))
    draws = Rng(11)
    for i in range(7, 0, -1):
        j = draws.next_u64() % (i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    assert items == expected
    single = [42]
    rng = Rng(11)
    rng.shuffle(single)
    assert single == [42] and rng.state == Rng(11).state  # nothing to shuffle, nothing drawn


# --- the guards: an empty range is a ValueError, never a ZeroDivisionError ----------------------
@pytest.mark.parametrize("bound", [0, -1, -6])
def test_randrange_refuses_an_empty_range_without_drawing(bound):
    rng = Rng(4)
    with pytest.raises(ValueError, match="positive bound"):
        rng.randrange(bound)
    assert rng.state == Rng(4).state


def test_choice_of_nothing_is_a_value_error():
    rng = Rng(4)
    with pytest.raises(ValueError, match="positive bound"):
        rng.choice([])
    with pytest.raises(ValueError):
        rng.choice(())
    assert rng.state == Rng(4).state


def test_randint_with_high_below_low_is_a_value_error():
    with pytest.raises(ValueError):
        Rng(1).randint(5, 4)


def test_a_bound_of_one_is_fine_and_draws():
    rng = Rng(4)
    assert rng.randrange(1) == 0
    assert rng.state != Rng(4).state


# --- fork, clone, equality -----------------------------------------------------------------------
def test_fork_depends_on_the_state_and_the_salt_only():
    a, b = Rng(21), Rng(21)
    assert a.fork(3) == b.fork(3)
    assert a.fork(3) != a.fork(4)
    assert a.fork(3) != Rng(22).fork(3)
    before = a.state
    a.fork(3)
    assert a.state == before


def test_clone_is_equal_and_independent():
    rng = Rng(8)
    copy = rng.clone()
    assert copy == rng and copy is not rng
    copy.next_u64()
    assert copy != rng


def test_equality_is_by_state_and_type():
    assert Rng(2) == Rng(2)
    assert Rng(2) != Rng(3)
    assert Rng(2) != 2
    assert repr(Rng(255)) == "Rng(state=0xff)"


def test_the_default_seed_is_zero():
    assert Rng() == Rng(0)
    assert Rng().next_u64() == 0xE220A8397B1DCDAF


@pytest.mark.parametrize(("seed", "salt"), [(0, 1), (21, 3), (MASK, 7), (123456789, 0)])
def test_fork_is_the_documented_derivation(seed, salt):
    """fork(salt) seeds a new generator with (state XOR salt * golden) * 0xD1342543DE82EF95,
    all modulo 2**64 (the multiplier is Steele and Vigna's LCG constant). Every AI's
    determinizations and decision generators are forks, so `simulate --seed` and the mcts goldens
    reproduce only while this stays the same."""
    golden = 0x9E3779B97F4A7C15
    expected = ((seed ^ ((salt * golden) % 2**64)) * 0xD1342543DE82EF95) % 2**64
    assert Rng(seed).fork(salt).state == expected

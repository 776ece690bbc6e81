from everdell_desktop.core import Rng


def test_same_seed_same_stream():
    a, b = Rng(42), Rng(42)
    assert [a.next_u64() for _ in range(5)] == [b.next_u64() for _ in range(5)]


def test_different_seeds_differ():
    assert Rng(1).next_u64() != Rng(2).next_u64()


def test_clone_continues_identically_and_independently():
    rng = Rng(7)
    rng.next_u64()
    copy = rng.clone()
    assert copy.next_u64() == rng.next_u64()
    copy.next_u64()
    assert copy.state != rng.state


def test_randint_covers_die_faces_uniformly_enough():
    rng = Rng(3)
    counts = [0] * 6
    for _ in range(6000):
        counts[rng.randint(1, 6) - 1] += 1
    assert all(850 < c < 1150 for c in counts), counts


def test_shuffle_is_a_permutation_and_deterministic():
    items, again = list(range(30)), list(range(30))
    Rng(9).shuffle(items)
    Rng(9).shuffle(again)
    assert items == again
    assert sorted(items) == list(range(30))
    assert items != list(range(30))


def test_state_is_a_plain_int_for_saving():
    rng = Rng(11)
    rng.random()
    restored = Rng(0)
    restored.state = rng.state
    assert restored.random() == rng.random()


def test_fork_does_not_advance_parent():
    rng = Rng(5)
    before = rng.state
    child = rng.fork(1)
    assert rng.state == before
    assert child.next_u64() != rng.clone().next_u64()

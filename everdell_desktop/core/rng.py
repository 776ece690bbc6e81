"""A small, fast, serializable random number generator stored inside game states.

SplitMix64 keeps its whole state in one integer, so cloning a game state (which the AI does
millions of times) costs nothing, and a save file can record the generator exactly.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
T = TypeVar("T")


class Rng:
    """Seeded SplitMix64 generator; the same seed always yields the same stream."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next_u64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """A uniform integer in [0, n). The modulo bias is below 2**-50 for board-game sizes."""
        if n <= 0:
            raise ValueError("randrange needs a positive bound")
        return self.next_u64() % n

    def randint(self, low: int, high: int) -> int:
        """A uniform integer in [low, high], both ends included (a die: randint(1, 6))."""
        return low + self.randrange(high - low + 1)

    def random(self) -> float:
        return (self.next_u64() >> 11) * (1.0 / (1 << 53))

    def choice(self, items: Sequence[T]) -> T:
        return items[self.randrange(len(items))]

    def shuffle(self, items: MutableSequence) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.randrange(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self, salt: int) -> Rng:
        """An independent generator derived from this one's state and a salt (no draw consumed)."""
        return Rng((self.state ^ ((salt * _GOLDEN) & _MASK)) * 0xD1342543DE82EF95)

    def clone(self) -> Rng:
        return Rng(self.state)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __repr__(self) -> str:
        return f"Rng(state={self.state:#x})"

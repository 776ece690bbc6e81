"""What the games played in Everdell's valley (the base game and Duo) share in their data: the
four resources cards are priced in, and the fields that name a card before its game's own.

Each game still validates and compiles its own files; these are the pieces both write the same
way, kept once so a change to one (a fifth resource, a card's key) reaches both.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from pydantic import Field

from .datafiles import StrictModel

RESOURCES = ("twig", "resin", "pebble", "berry")


class Resources(StrictModel):
    twig: int = Field(0, ge=0)
    resin: int = Field(0, ge=0)
    pebble: int = Field(0, ge=0)
    berry: int = Field(0, ge=0)

    def vector(self) -> tuple[int, int, int, int]:
        return (self.twig, self.resin, self.pebble, self.berry)


class CardSpecLike(Protocol):
    """The fields of a game's validated card entry that :func:`card_basics` reads."""

    @property
    def key(self) -> str: ...

    @property
    def name(self) -> str: ...

    @property
    def kind(self) -> str: ...

    @property
    def color(self) -> str: ...

    @property
    def cost(self) -> Resources: ...


@dataclass(frozen=True, slots=True)
class CardBasics:
    """A compiled card's first fields; a game's ``CardInfo`` extends it with its own."""

    index: int
    key: str
    name: str
    critter: bool
    color: int  # index into the game's colours
    cost: tuple[int, int, int, int]  # in RESOURCES order


def card_basics(
    position: int, spec: CardSpecLike, colors: tuple[str, ...]
) -> tuple[int, str, str, bool, int, tuple[int, int, int, int]]:
    """The :class:`CardBasics` fields of the card entry at ``position``, in order, to open a
    game's ``CardInfo(...)`` call with."""
    return (
        position,
        spec.key,
        spec.name,
        spec.kind == "critter",
        colors.index(spec.color),
        spec.cost.vector(),
    )

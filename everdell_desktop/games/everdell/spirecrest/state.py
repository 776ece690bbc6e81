"""Spirecrest's part of the state: plain slotted classes, cloned as their annotations say
(``core.cloning``)."""

from __future__ import annotations

from dataclasses import dataclass, field

from everdell_desktop.core.cloning import Cloneable

FOOTHILLS, PEAKS, RIDGE, EXPEDITION = range(4)  # a Traveler's areas, one per season
AREAS = ("foothills", "peaks", "ridge", "expedition")


@dataclass(slots=True)
class Found(Cloneable):
    """A Discovery card beside a city, with the workers on it (a location) and the cards it
    holds (beneath an Archeologist or a Trail Guide, face up beside a Stormvale)."""

    card: int
    workers: tuple[int, ...] = ()
    under: tuple[int, ...] = ()


@dataclass(slots=True)
class Explorer(Cloneable):
    """One player's journey: the Traveler's area, the Expedition and what was discovered.

    ``critters`` names the Big Critters the player owns (where one stands is in the player's
    worker spots). ``reached`` counts the Expedition stops paid for after passing."""

    home: int  # the Everdell tile the Expedition starts from
    area: int = FOOTHILLS
    tiles: list[int] = field(default_factory=list)  # map tiles, in the order charted
    found: list[Found] = field(default_factory=list)
    critters: tuple[str, ...] = ()
    reached: int = 0
    staying: bool = False  # Stubblehoof stays out at this Prepare for Season


@dataclass(slots=True)
class Mountain(Cloneable):
    """The Mountain board and everyone's journey on it.

    Decks and trails list card or tile indices (-1 where a view hides one); the last card of a
    deck is its top, and its first ``known`` cards (the bottom) were seen by everyone when they
    went back under it. ``owed`` counts the cards the player on turn must discard at the end of
    the turn (Severe Wind, Hail); ``gained`` is each place's running total of resources gained
    (Honeypaw measures a placement by it)."""

    weather: list[int]  # the Weather card of each season
    weather_shown: list[bool]
    decks: list[list[int]]  # Foothills, Peaks, Ridge
    known: list[int]
    trails: list[list[int]]  # map tiles on the Foothills, Peaks and Ridge trails
    trails_shown: list[bool]
    explorers: list[Explorer]
    offer: list[int] = field(default_factory=list)  # the 3 Discovery cards being chosen from
    owed: int = 0
    gained: list[tuple[int, int, int, int]] = field(default_factory=list)

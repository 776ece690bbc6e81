"""Everdell Duo's state: one plain slotted class, cloned as its annotations say (core.cloning).

Cards are unique, so a card is its index in ``cards.json`` (0-79). Worker spaces are small
integers (``LOC_*``): the 4 Farms, the 2 River spaces, the 6 Event spaces, then one space per
card (a red Destination in a city is ``LOC_CARD + card``). ``occ[loc]`` is the place with a
worker there, or ``EMPTY``. Place 0 holds the Hare workers, place 1 the Turtle workers (in the
Skunk race place 1 is the Skunk, a bot's place, ``core.kernel.is_bot``). In a cooperative game
(``coop`` set) place 1 is the Tortoise and the Skunk sits at place 2; the team's one city, its
Occupied tokens, Events and point tokens are kept at place 0 (``engine.team``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from everdell_desktop.core import Prompt, Rng
from everdell_desktop.core.cloning import Cloneable
from everdell_desktop.core.kernel import Task
from everdell_desktop.core.turns import seat_to_move

HIDDEN = -1  # a card a view may not see
EMPTY = -1  # an empty Meadow space, worker space or "nobody"
HARE, TURTLE = 0, 1
PLACES = 2  # two places, but for a cooperative game's third (the Skunk's): engine.places
WINTER, SPRING, SUMMER, AUTUMN = range(4)
SUN, MOON = "sun", "moon"

FARMS = 4
RIVER_SPACES = 2
EVENT_SPACES = 6
LOC_FARM = 0
LOC_RIVER = LOC_FARM + FARMS
LOC_EVENT = LOC_RIVER + RIVER_SPACES
LOC_CARD = LOC_EVENT + EVENT_SPACES
LOC_COUNT = LOC_CARD + 80


@dataclass(slots=True)
class Skunk(Cloneable):
    """The solo opponent's side of the table (our own design, docs/duo_components.md)."""

    level: str
    good_news_deck: list[int]  # face down, last = top
    good_news_hand: list[int]  # the player's Good News cards, face up
    good_news_used: list[int]
    blocked: tuple[int, ...] = ()  # Meadow spaces under his workers
    rolls: int = 0  # dice rolled so far (for the log)


@dataclass(slots=True)
class Coop(Cloneable):
    """A cooperative game's team supplies (our own design, games/duo/data/coop.json)."""

    mode: str  # "coop" or "challenge"
    chapter: str | None  # the campaign chapter played (checked at the end, not by the engine)
    good_news: int  # Good News cards dealt at each season's start
    sharing_limit: int  # Sharing tile uses per season
    shares_left: int  # Sharing tile uses left this season
    shares_used: int = 0
    watches_left: int = 0  # Pocket Watch tokens not yet used
    watches_used: int = 0
    last_character: int = 0  # the character who moved last (the Skunk hands on to the other)


@dataclass(slots=True)
class DuoState(Cloneable):
    num_seats: int  # 2 (also cooperatively), or 1 in the Skunk race
    rng: Rng
    deck: list[int]  # last = top
    discard: list[int]  # face down
    meadow: list[int]  # card or EMPTY, filled left to right, top row first
    river: list[int]  # the 2 face-up River tiles, left to right
    river_pile: list[int]  # face down, last = top
    river_out: list[int]  # discarded River tiles
    events: list[int]  # the Event tile in each of the 6 Event spaces
    event_owner: list[int]  # who achieved the Event in each space, EMPTY if nobody yet
    journey: int  # the Journey tile
    journey_winner: int  # awarded at the end of the game; EMPTY until then (or on a tie)
    sun: int
    moon: int
    season: int
    hands: list[list[int]]
    res: list[list[int]]  # per place: twig, resin, pebble, berry
    tokens: list[int]  # point tokens per place
    cities: list[list[int]]  # cards in each city, in the order played (the Skunk's pile)
    occupied: list[int]  # per place: bit c set once its Occupied token of colour c is used
    hosting: int  # bit per card: a Construction holding an Occupied token
    free: list[int]  # unplaced workers per place
    occ: list[int]  # per worker space: the place with a worker there, or EMPTY
    current: int = HARE
    pending: list[Prompt] = field(default_factory=list)
    tasks: list[Task] = field(default_factory=list)
    next_prompt_id: int = 1
    over: bool = False
    turn: int = 0
    solo: Skunk | None = None
    coop: Coop | None = None

    def to_move(self) -> int | None:
        return seat_to_move(self)

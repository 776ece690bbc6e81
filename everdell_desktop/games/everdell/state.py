"""The engine's state: plain slotted classes, cloned as their annotations say (core.cloning).

Cards are identified by a *uid* (0..127, a position in the printed deck); ``data.uid_card``
maps a uid to its title. Locations on the board are small integers (see ``LOC_*``); worker
spots are tuples so that cloning a player only copies lists of immutable values.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from everdell_desktop.core import Prompt, Rng
from everdell_desktop.core.cloning import Cloneable
from everdell_desktop.core.kernel import Task
from everdell_desktop.core.turns import seat_to_move

from .spirecrest.state import Mountain

HAND_LIMIT = 8
CITY_LIMIT = 15
MEADOW_SIZE = 8
HIDDEN = -1
EMPTY = -1

WINTER, SPRING, SUMMER, AUTUMN = range(4)
SEASONS = ("winter", "spring", "summer", "autumn")

# Board locations: 8 basic, Haven, 4 Journey spaces, 11 Forest cards (only some dealt).
LOC_BASIC = 0
LOC_HAVEN = 8
LOC_JOURNEY = 9  # 9..12 are the 5, 4, 3 and 2 point spaces
LOC_FOREST = 13  # 13..23
LOC_COUNT = 24

# Worker spot kinds (first item of a spot tuple).
SPOT_LOC = 0  # (SPOT_LOC, location)
SPOT_CARD = 1  # (SPOT_CARD, owner, uid)
SPOT_EVENT = 2  # (SPOT_EVENT, event)
# Spirecrest's spots (the expansion's state is in spirecrest/state.py).
SPOT_DISCOVERY = 3  # (SPOT_DISCOVERY, owner, discovery card): a Discovery location
SPOT_DECK = 4  # (SPOT_DECK,): Windlore perched on the deck
SPOT_PERCH = 5  # (SPOT_PERCH, uid): King Rhun on a Prosperity card of his owner's city
SPOT_WEATHER = 6  # (SPOT_WEATHER,): the worker Wild Fire keeps


@dataclass(slots=True)
class CityCard(Cloneable):
    """A card in a city, with what it holds. Tuples keep clone() shallow."""

    uid: int
    card: int
    occupied: bool = False  # its Critter was played for free through it (Occupied token)
    tokens: int = 0  # point tokens on it (Chapel, Clock Tower)
    workers: tuple[int, ...] = ()  # seats with a worker on it
    stored: tuple[int, int, int, int] = (0, 0, 0, 0)  # Storehouse stock
    under: tuple[int, ...] = ()  # uids beneath it (Dungeon prisoners)


@dataclass(slots=True)
class Player(Cloneable):
    hand: list[int] = field(default_factory=list)
    res: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    tokens: int = 0  # point tokens held
    city: list[CityCard] = field(default_factory=list)
    season: int = WINTER
    workers: int = 2  # workers owned (placed or not), permanent ones included
    free: int = 2  # workers not placed
    spots: list[tuple] = field(default_factory=list)  # where placed workers stand
    passed: bool = False
    events: list[int] = field(default_factory=list)
    event_points: dict[int, int] = field(default_factory=dict)  # points fixed when claimed
    journey: int = 0


@dataclass(slots=True)
class Solo(Cloneable):
    """Rugwort's side of a solo game (he is player index 1, a bot's place: never a seat)."""

    year: int
    blocked: tuple[int, ...] = ()  # Meadow slots under his workers
    forest_step: int = 0  # index into the dealt Forest cards; 3 means he is on the Journey
    basic_loc: int = 0  # board location of his basic-space worker, -1 once removed
    owed: int = 0  # cards he must still play (one per card the player played this turn)


@dataclass(slots=True)
class EverdellState(Cloneable):
    num_seats: int
    rng: Rng
    players: list[Player]
    deck: list[int]
    discard: list[int]
    meadow: list[int]
    forest: tuple[int, ...]  # dealt Forest locations (board location numbers)
    occ: list[tuple[int, ...]]  # per board location: seats with a worker there
    events_open: list[int]  # events not yet achieved
    special: tuple[int, ...]  # the 4 special events dealt
    event_cards: dict[int, tuple[int, ...]]  # cards beneath an achieved event
    current: int = 0
    pending: list[Prompt] = field(default_factory=list)  # the kernel's decisions (core.kernel)
    tasks: list[Task] = field(default_factory=list)  # work still to do this turn (a stack)
    revealed: list[int] = field(default_factory=list)  # face-up cards being resolved
    next_prompt_id: int = 1
    solo: Solo | None = None
    over: bool = False
    turn: int = 1  # turns begun so far, the current one included (core.kernel.start_turn)
    spire: Mountain | None = None  # Spirecrest's board and journeys (None: the base game)

    def to_move(self) -> int | None:
        return seat_to_move(self)

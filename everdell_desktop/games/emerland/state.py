"""The state of a game of Everdell: Emerland — plain data, cheap to clone.

Read this before building a table view on it. Every field is public and plain (ints, bools,
lists); nothing here is computed, so a GUI may read any field at any time.

Cards
    Every Jungle card is an int *instance id* 0..99. ``tables().card_design[cid]`` gives its
    design index, and ``tables().designs[i]`` the design (name, critter?, color, cost, sides).
    Each instance is in exactly one place:
    ``deck`` (list, the LAST item is the top card; players may see the top card),
    ``discard`` (list, last = most recent), ``plateau`` (6 slots; each slot is a list of
    same-design ids, ``[]`` = empty slot; duplicates stack in one slot), ``hands[seat]``,
    ``cities[seat]`` (in play order), or ``beneath[artisan_cid]`` (cards discarded beneath an
    Artisan in a city). ``upgraded[cid]`` is True when the card lies upgraded-side up (only
    meaningful in a city). ``harp_on[cid]`` is True when a Harp sits on that Construction.

Supplies
    ``supply[seat]`` is a list of 7 ints in the order of ``data.SUPPLY``:
    bamboo, leaf, fig, marble, emerald, harp (unplaced Harps), points (point tokens).

Meeples
    ``workers[seat]`` / ``helpers[seat]``: meeples not yet placed this season.
    ``workers_total`` / ``helpers_total``: how many the seat owns (excluding the Archaeologist).
    Board locations are indexed as in ``board.LOCATIONS`` (ids like ``green.bamboo``):
    ``loc_workers[loc][seat]`` / ``loc_helpers[loc][seat]`` count meeples there (a Helper that
    came as guide or negotiator sits on the location with its Worker).
    Destination cards: ``owner_space[cid]`` is :data:`SPACE_EMPTY`, :data:`SPACE_WORKER` (the
    owner's Worker is on it) or :data:`SPACE_HELPER` (the owner's Helper, Critters only);
    ``community_space[cid]`` is the seat of the opponent whose Worker is on the card's Community
    space, or :data:`SPACE_EMPTY`.

Seasons and turns
    ``season[seat]`` is 0..3 (summer, autumn, winter, spring; each seat prepares on its own).
    ``passed[seat]``: finished the game. ``current``: seat whose turn it is. ``rerolled[s]``:
    somebody already prepared for season ``s`` (and so rerolled the dice).
    ``dice``: the River Market dice, each a face index into ``tables().die_faces``.

Lost City path
    ``path_pos[seat]``: 0 = start, k = step k (1..len(path_steps)), len(path_steps)+1 = the
    Lost City, where ``lost_city_space[seat]`` is the index of the space taken (else -1).
    ``path_stacks[k-1]`` lists the point-token stacks still lying on step k.
    ``moved_this_turn``: the current seat's Archaeologist already moved this turn.

Artifacts and Realms
    Artifacts are ints 0..44 (``tables().artifacts``). ``bag``: those in the draw bag (sorted;
    draws are random); ``artifacts[seat]``: kept ones. Realms are ints 0..17:
    ``realm_deck`` (last = top), ``realm_row`` (face-up realms), ``realms[seat]``.

Decisions
    ``pending`` holds at most one core ``Prompt`` (the decision being asked now); its
    ``kind`` names the question and ``options`` are its answers, the actions
    ``<kind>(pick=<option>)`` and, for an optional choice, ``decline()``. ``Prompt.source``
    names what asked: ``card.<cid>``, a board location id, ``artifact.<aid>``, ``path`` or
    ``prepare``; ``Prompt.ctx`` is the engine's private memo for it. In a view, a prompt of
    another seat whose options would show that seat's hand picks HIDDEN. ``tasks`` is the
    kernel's stack of effects still to resolve this turn (``core.kernel``).
    ``over`` is True once every seat has passed.

Views hide information with ``HIDDEN`` (-1): other seats' hands, the deck below its top card,
the artifact bag and the realm deck.
"""

from __future__ import annotations

from dataclasses import dataclass

from everdell_desktop.core import Prompt, Rng
from everdell_desktop.core.cloning import Cloneable
from everdell_desktop.core.kernel import Task
from everdell_desktop.core.turns import seat_to_move

from .data import SUPPLY

HIDDEN = -1
PLATEAU_SLOTS = 6
SPACE_EMPTY, SPACE_WORKER, SPACE_HELPER = -1, 0, 1  # what stands on a Destination's space
SUPPLY_INDEX = {name: index for index, name in enumerate(SUPPLY)}

# A solo game keeps two places at the table: the player (the only seat that ever decides) and
# Professor Koto, whose entry every per-place list holds at index KOTO; ``num_seats`` stays 1.
HUMAN = 0
KOTO = 1
TABLE_SIZE = 2  # a solo game is set up as a 2-player game


@dataclass(slots=True)
class KotoState(Cloneable):
    """Professor Koto's decks (indices into ``koto.cards.decks()``, last = top) and the options
    of the solo game (``koto/``)."""

    difficulty: str  # "normal" or "hard": his scoring and when Trick cards are revealed
    tricks: bool  # the optional Trick deck is in play
    expedition: list[int]
    expedition_discard: list[int]
    excavation: list[int]
    excavation_discard: list[int]
    trick_deck: list[int]
    trick_discard: list[int]

    @property
    def hard(self) -> bool:
        return self.difficulty == "hard"

    def pile(self, deck: str) -> tuple[list[int], list[int]]:
        """The draw pile and the discard pile of ``deck`` (expedition, excavation, tricks)."""
        if deck == "expedition":
            return self.expedition, self.expedition_discard
        if deck == "excavation":
            return self.excavation, self.excavation_discard
        return self.trick_deck, self.trick_discard


@dataclass(slots=True)
class EmerlandState(Cloneable):
    num_seats: int
    rng: Rng
    deck: list[int]
    discard: list[int]
    plateau: list[list[int]]
    hands: list[list[int]]
    cities: list[list[int]]
    beneath: dict[int, list[int]]
    upgraded: list[bool]
    harp_on: list[bool]
    supply: list[list[int]]
    workers: list[int]
    helpers: list[int]
    workers_total: list[int]
    helpers_total: list[int]
    loc_workers: list[list[int]]
    loc_helpers: list[list[int]]
    owner_space: list[int]
    community_space: list[int]
    season: list[int]
    passed: list[bool]
    rerolled: list[bool]
    dice: list[int]
    path_pos: list[int]
    lost_city_space: list[int]
    path_stacks: list[list[int]]
    bag: list[int]
    artifacts: list[list[int]]
    realm_deck: list[int]
    realm_row: list[int]
    realms: list[list[int]]
    current: int
    moved_this_turn: bool
    pending: list[Prompt]
    tasks: list[Task]
    next_prompt_id: int
    over: bool
    solo: KotoState | None = None  # Professor Koto's decks in a solo game (see koto/)
    turn: int = 1  # turns begun so far, the current one included (effects.start_turn)

    def to_move(self) -> int | None:
        return seat_to_move(self)

    def amount(self, seat: int, name: str) -> int:
        """How much of ``name`` (``data.SUPPLY``: bamboo... points) the place holds."""
        return self.supply[seat][SUPPLY_INDEX[name]]

    def city_limit(self, seat: int) -> int:
        """12 spaces plus one per Realm."""
        return 12 + len(self.realms[seat])

    def owner_of(self, cid: int) -> int:
        """The seat whose city holds ``cid``, or -1."""
        for seat, city in enumerate(self.cities):
            if cid in city:
                return seat
        return -1

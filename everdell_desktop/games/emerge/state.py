"""The state of a game of Emerge: plain data, cheap to clone.

Places and seats
    ``num_seats`` seats decide (humans or agents). In a solo game the Rival sits at place 1
    (``kernel.is_bot``); lists indexed by *place* (islands' owners, ``pieces``, ``tokens``,
    ``spent``, goal claims) include it, lists indexed by *seat* (dice, tiles) do not.

Dice and the player board
    ``dice[seat][f - 1]`` counts the seat's dice showing face ``f`` on its board (a die sits on
    the space of its face); ``dice_total[seat]`` is how many dice the seat owns (6 to 10); the
    rest are off the board (spent this round, or waiting for the next roll).
    ``tiles[seat][f - 1]`` is the Modifier Tile type covering space ``f`` (-1: uncovered); a
    covered space counts as the tile's type. ``tiles_used[seat][t]``: the power of the seat's
    tile of type ``t`` was used this round (the tile is flipped).

Islands
    ``islands`` lists every island in the order they emerged; island ``i`` is a list indexed by
    the constants below: owner place, vent, height (1 small, 2 medium, 3 large), Plants,
    Crab/Turtle/Seal/Bird (0 or 1), and what was placed on it this round (Plants, and a bitmask
    of animals by type). ``vent_island[v]`` is the island on vent ``v`` (-1: none).
    ``pieces[place]``: island pieces left (small, medium, large). ``supply``: Plant, Crab,
    Turtle, Seal meeples left; ``mainland``: Birds on the mainland.

Research tokens
    Token ids 0..31 (``tables().token_of[id]`` is the type). ``vent_token[v]`` (-1: none) and
    ``vent_open[v]`` (face up); ``market`` (slots, -1 empty); ``stack`` (face down, last = top);
    ``tokens[place]``: held and unused; ``fresh[seat]``: bought this round (not usable yet);
    ``spent[place]``: used (face down beside the board). In a view, hidden ids are ``HIDDEN``.

Goals
    ``goals``: the goal indices in play (``tables().goals``); ``claims[k]``: the places that
    completed goal ``k``, in order (the first scored ``goal_values[0]``...).

Rounds and turns
    ``round`` 1..8 (the ship's space); ``anchor``: the First Player Anchor's seat;
    ``passed``/``buying`` per seat this round; per-round counters for goals and triggers;
    ``pending``/``tasks``/``next_prompt_id``/``over``/``current``/``turn``: the kernel's.
"""

from __future__ import annotations

from dataclasses import dataclass

from everdell_desktop.core import Prompt, Rng
from everdell_desktop.core.cloning import Cloneable
from everdell_desktop.core.kernel import Task
from everdell_desktop.core.turns import seat_to_move

HIDDEN = -2  # an unknown token in a view (-1 is "no token")
OWNER, VENT, HEIGHT, PLANTS, CRAB_ON, TURTLE_ON, SEAL_ON, BIRD_ON, NEW_PLANTS, NEW_ANIMALS = range(
    10
)
LARGE = 3


@dataclass(slots=True)
class RivalState(Cloneable):
    """The solo Rival's die-driven deck (``rival.py``)."""

    level: str
    deck: list[int]  # card numbers into the level's deck, last = top
    discard: list[int]
    actions_left: int


@dataclass(slots=True)
class EmergeState(Cloneable):
    num_seats: int
    rng: Rng
    round: int
    anchor: int
    current: int
    dice_total: list[int]
    dice: list[list[int]]
    tiles: list[list[int]]
    tiles_used: list[list[bool]]
    islands: list[list[int]]
    vent_island: list[int]
    pieces: list[list[int]]
    supply: list[int]
    mainland: int
    vent_token: list[int]
    vent_open: list[bool]
    market: list[int]
    stack: list[int]
    tokens: list[list[int]]
    fresh: list[list[int]]
    spent: list[list[int]]
    goals: list[int]
    claims: list[list[int]]
    passed: list[bool]
    buying: list[bool]
    steals_round: list[int]
    tokens_round: list[int]
    tokens_turn: list[int]
    turtle_on_large: list[bool]
    pending: list[Prompt]
    tasks: list[Task]
    next_prompt_id: int = 1
    over: bool = False
    turn: int = 0
    rival: RivalState | None = None

    def to_move(self) -> int | None:
        return seat_to_move(self)

    @property
    def places(self) -> int:
        """Places at the table: the seats, and the Rival in a solo game."""
        return self.num_seats + (self.rival is not None)

    # --- small readings used everywhere -------------------------------------------------
    def islands_of(self, place: int) -> list[int]:
        """The indices of the islands ``place`` owns."""
        return [index for index, island in enumerate(self.islands) if island[OWNER] == place]

    def meeples_on(self, index: int) -> int:
        island = self.islands[index]
        return (
            island[PLANTS] + island[CRAB_ON] + island[TURTLE_ON] + island[SEAL_ON] + island[BIRD_ON]
        )

    def space_type(self, seat: int, space: int) -> int:
        """The Discovery type space ``space`` (0-5, face - 1) counts as for ``seat``."""
        tile = self.tiles[seat][space]
        return space if tile < 0 else tile

    def dice_of_type(self, seat: int) -> list[int]:
        """How many of the seat's dice on its board count for each Discovery type."""
        counts = [0] * 6
        tiles, dice = self.tiles[seat], self.dice[seat]
        for space in range(6):
            if dice[space]:
                tile = tiles[space]
                counts[space if tile < 0 else tile] += dice[space]
        return counts

    def usable_tokens(self, seat: int) -> list[int]:
        """The token ids ``seat`` may use now (held, not bought this round)."""
        fresh = self.fresh[seat]
        if not fresh:
            return self.tokens[seat]
        return [token for token in self.tokens[seat] if token not in fresh]

"""The engine contract every game implements (DESIGN.md section 2).

The UI, the AI, the CLI, the save files and the tests all speak to a game only through
:class:`GameDefinition` and the state object it creates.
"""

from __future__ import annotations

import hashlib
import json
import reprlib
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol

from pydantic import BaseModel, ConfigDict

from .actions import Action, Event, IllegalAction
from .rng import Rng


class GameState(Protocol):
    """What the kernel needs of every game's state class (``core.kernel.ResolvingState``
    lists what the turn-resolution kernel needs on top)."""

    rng: Rng
    num_seats: int
    pending: list  # the open decisions (core.actions.Prompt), the top one answered next

    def to_move(self) -> int | None:
        """Seat that must decide now; None once the game is over."""

    def clone(self) -> GameState: ...


class GameConfig(BaseModel):
    """Options chosen before a game starts. Games extend it with their own fields."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    players: int
    solo: str | None = None
    difficulty: str | None = None


@dataclass(frozen=True, slots=True)
class ConfigChoice:
    """An optional setting a game offers besides its seats and solo bot (an expansion, a
    variant): the config ``field`` it sets, a ``label`` for the New game dialog, and its
    ``values`` as (value, label) pairs, the first being the default."""

    field: str
    label: str
    values: tuple[tuple[str | None, str], ...]


@dataclass(frozen=True, slots=True)
class ScoredItems:
    """A group of :attr:`ScoreBreakdown.details` whose keys are things a player knows by name
    (the Events claimed, the Prosperity cards scored): the coach says which of them a better
    move gains in. ``group`` is both the details key and the score category its items' points
    make up (``details["events"]`` breaks down ``categories["events"]``). ``kind`` is what each
    item is, by the kinds the games' words file names under (``"event"``, ``"card"``,
    ``"realm"``...); ``name`` words an item's key in the player's language. A group that counts
    rather than names (a goal's tally) is no item."""

    group: str
    kind: str
    name: Callable[[str], str]


@dataclass(slots=True)
class ScoreBreakdown:
    """One seat's final (or running) score, by category, plus tie-break keys (higher wins)."""

    seat: int
    categories: dict[str, int]
    tiebreak: tuple[int, ...] = ()
    details: dict[str, dict[str, int]] = field(default_factory=dict)

    @property
    def total(self) -> int:
        return sum(self.categories.values())

    def rank_key(self) -> tuple[int, ...]:
        return (self.total, *self.tiebreak)


def leads(estimates: Sequence[float], seats: int) -> list[float]:
    """Each seat's estimate minus the best other entry (entries past ``seats``, such as a solo
    bot's score, count as rivals)."""
    result = []
    for seat in range(seats):
        rivals = [value for index, value in enumerate(estimates) if index != seat]
        result.append(estimates[seat] - (max(rivals) if rivals else 0.0))
    return result


def winners_of(breakdowns: list[ScoreBreakdown]) -> list[int]:
    """Seats with the best (total, tie-breakers); more than one seat is a shared victory."""
    if not breakdowns:
        return []
    best = max(b.rank_key() for b in breakdowns)
    return [b.seat for b in breakdowns if b.rank_key() == best]


def find_legal(action: object, legal: list[Action]) -> Action | None:
    """The action of ``legal`` that ``action`` names, or None.

    Equality alone is not enough: ``Action.of("x", n=1.0)`` and ``Action.of("x", n=True)``
    equal ``Action.of("x", n=1)`` in Python, but would be recorded differently (or not at
    all). The match must also have the same text form, which is what the record keeps.
    """
    text = _encoding(action)
    if text is None or action not in legal:
        return None
    match = legal[legal.index(action)]
    return match if match.encode() == text else None


def require_legal(game: GameDefinition, state: GameState, action: object) -> Action:
    """The legal action that ``action`` names (see :func:`find_legal`); IllegalAction with a
    short message for anything else. Nothing is changed either way."""
    legal = find_legal(action, game.legal_actions(state))
    if legal is None:
        seat = state.to_move()
        raise IllegalAction(f"{_shown(action)} is not legal now (seat {seat} to move)")
    return legal


def _encoding(action: object) -> str | None:
    """``action.encode()``, or None for anything that is not an Action with a text form."""
    if not isinstance(action, Action) or not isinstance(action.kind, str):
        return None
    try:
        return action.encode()
    except (ValueError, TypeError):
        return None


def _shown(action: object) -> str:
    """The action for a message, bounded: its text form, else a short repr."""
    text = _encoding(action) or f"{type(action).__name__} {reprlib.repr(action)}"
    return text if len(text) <= 80 else f"{text[:80]}…"


@dataclass(slots=True)
class DataReport:
    """Result of validating a game's data files."""

    valid: bool
    counts: dict[str, int] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)


class GameDefinition(ABC):
    """A rule set. Stateless: all game data lives in the state objects it creates."""

    name: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    solo_bots: ClassVar[dict[str, tuple[str, ...]]] = {}
    config_model: ClassVar[type[GameConfig]] = GameConfig
    config_choices: ClassVar[tuple[ConfigChoice, ...]] = ()  # optional settings (none)
    scored_items: ClassVar[tuple[ScoredItems, ...]] = ()  # named score details (none)

    def choice_values(self, field: str) -> tuple[str | None, ...]:
        """The values the game offers for the optional setting ``field`` (none: empty)."""
        for choice in self.config_choices:
            if choice.field == field:
                return tuple(value for value, _label in choice.values)
        return ()

    def make_config(self, **options: Any) -> GameConfig:
        """Validated config; raises ValueError with a readable message when options are wrong."""
        config = self.config_model(**options)
        self.check_config(config)
        return config

    def check_config(self, config: GameConfig) -> None:
        if config.solo is None:
            if not self.min_players <= config.players <= self.max_players:
                raise ValueError(
                    f"{self.title} is played by {self.min_players}-{self.max_players} players,"
                    f" not {config.players}"
                )
            if config.difficulty is not None:
                raise ValueError("--difficulty only applies to a solo bot (--solo)")
            return
        levels = self.solo_bots.get(config.solo)
        if levels is None:
            known = ", ".join(self.solo_bots) or "none"
            raise ValueError(f"{self.title} has no solo bot {config.solo!r} (known: {known})")
        if config.players != 1:
            raise ValueError("a solo game has exactly 1 player")
        if config.difficulty not in levels:
            raise ValueError(
                f"solo bot {config.solo!r} plays at difficulty {', '.join(levels)},"
                f" not {config.difficulty!r}"
            )

    # --- the contract -------------------------------------------------------------------
    @abstractmethod
    def new_game(self, config: GameConfig, seed: int) -> GameState: ...

    @abstractmethod
    def legal_actions(self, state: GameState) -> list[Action]:
        """Every action that may be applied now; empty once the game is over."""

    def apply(self, state: GameState, action: Action) -> list[Event]:
        """Apply a legal action. Anything else raises IllegalAction and changes nothing: an
        illegal action, one holding values with no text form ('', None, floats, lists), one
        equal to a legal action only by Python's ``1 == 1.0 == True``, or not an Action."""
        return self.apply_legal(state, require_legal(self, state, action))

    @abstractmethod
    def apply_legal(self, state: GameState, action: Action) -> list[Event]:
        """Apply an action already known to be in legal_actions (the AI's fast path)."""

    def apply_holding_turn_end(self, state: GameState, action: Action) -> tuple[list[Event], bool]:
        """:meth:`apply_legal` up to where the action's turn ends, and whether it stopped
        there: what follows the turn (a solo bot's reply, the next seat's turn) then waits for
        :meth:`end_held_turn`, so a player's own move can be told apart from the reply. A game
        that cannot stop there plays it all (False)."""
        return self.apply_legal(state, action), False

    def end_held_turn(self, state: GameState) -> list[Event]:
        """Go on after :meth:`apply_holding_turn_end` stopped: the same state and events as
        :meth:`apply_legal` would have made."""
        return []

    @abstractmethod
    def view(self, state: GameState, seat: int) -> GameState:
        """A copy of the state as ``seat`` may see it: hidden information hidden."""

    @abstractmethod
    def determinize(self, view: GameState, rng: Rng) -> GameState:
        """A full state consistent with a view, hidden information filled in at random."""

    @abstractmethod
    def scores(self, state: GameState) -> list[ScoreBreakdown]: ...

    @abstractmethod
    def encode_state(self, state: GameState) -> dict[str, Any]:
        """A canonical JSON-able description of the whole state (for hashing and debugging)."""

    # --- derived helpers ----------------------------------------------------------------
    def winners(self, state: GameState) -> list[int]:
        return winners_of(self.scores(state))

    def final_leads(self, state: GameState) -> list[float]:
        """Each seat's final lead over its strongest rival, for the search's reward. A game
        whose seats may play as one team (Duo's cooperative game) says who the rival is."""
        return leads([b.total for b in self.scores(state)], state.num_seats)

    def is_over(self, state: GameState) -> bool:
        return state.to_move() is None

    def state_hash(self, state: GameState) -> str:
        text = json.dumps(self.encode_state(state), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()

    def parse_action(self, text: str) -> Action:
        return Action.parse(text)

    def validate_data(self) -> DataReport:
        """Check the game's data files. Games without data files are trivially valid."""
        return DataReport(valid=True)

    def validate_data_for(self, config: GameConfig) -> DataReport:
        """:meth:`validate_data`, counting the components of the options ``config`` chooses
        (an expansion's) as well; games without optional components count the same."""
        return self.validate_data()

    def evaluate(self, state: GameState, seat: int) -> float:
        """A heuristic value of ``state`` for ``seat`` (higher is better), for the AI.

        The default is the score lead over the best other seat; games override it with an
        estimate that also values resources, cards and workers.
        """
        totals = [b.total for b in self.scores(state)]
        others = [t for index, t in enumerate(totals) if index != seat]
        return float(totals[seat] - (max(others) if others else 0))

    def undo_barrier(
        self, rng_state_before: int, state: GameState, events: list[Event]
    ) -> str | None:
        """Why an applied action may not be taken back (Board Game Arena's undo policy), or
        None when it may: ``"chance"`` when it used randomness (the state's rng moved: a die,
        a shuffle), ``"reveal"`` when it revealed hidden information, which games mark with
        an event parameter ``reveals=True`` (a card drawn, an artifact pulled from the bag)."""
        if state.rng.state != rng_state_before:
            return "chance"
        if any(event.params.get("reveals") for event in events):
            return "reveal"
        return None

    def describe_progress(self, state: GameState) -> str:
        """How far a game has gone, for a save list ("Autumn · turn 14"); "" lets the list say
        how many actions were played."""
        return ""

    def describe_action(self, state: GameState, action: Action) -> str:
        """A short English label for menus and logs; games override for nicer wording."""
        return action.encode()

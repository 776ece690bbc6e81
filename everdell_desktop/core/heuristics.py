"""A game's heuristic (:class:`GameHeuristic`, found through ``GamePlugin.heuristic``) and
the building blocks every game's heuristic shares."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from itertools import accumulate
from typing import Any

from .actions import Action
from .engine import GameDefinition, GameState, leads  # noqa: F401 (the games import it here)
from .kernel import DECLINE
from .plugin import LazyRef
from .rng import Rng

Values = Callable[[GameDefinition, GameState], list[float]]
RolloutAction = Callable[[GameDefinition, GameState, list[Action], Rng], Action]
# Where a level judges with learned models: a table size (every model there, the game's and
# its expansions'), or an (expansion, table size) for that expansion's own model alone.
LearnedSeat = int | tuple[str, int]


@dataclass(frozen=True, slots=True)
class GameHeuristic:
    """What a game tells the agents beyond its rules.

    ``values(game, state)``: for every seat, how good the state is for that seat, in points,
    relative to its best rival (the meaning of ``GameDefinition.evaluate``).
    ``rollout_action(game, state, legal, rng)``: the cheap policy that guides the search's
    playouts (``rng.choice(legal)`` is the simplest).
    ``budget_changes``: level name -> ``ai.ismcts.SearchBudget`` fields the game changes for
    that level, e.g. shorter playouts where they are dear (none: the levels as they are).
    ``value_features``: where the game's :class:`ValueFeatures` are, for a learned
    evaluation (``ai.value_model``); None: the game has none.
    ``hard_learned_seats``: the table sizes at which Hard judges with the game's learned model
    (short playouts, then the model). An explicit choice, made once a model measured as
    strong: a model file shipped for a table size changes Hard only once its game opts in.
    An entry (expansion, table size) opts in only that expansion's own model there.
    ``normal_learned_seats``: the same for Normal.
    ``expansion_of(state)``: the expansion ``state`` plays, by the name ``--expansion`` gives
    it (None: the game alone), for what an agent keeps apart by expansion (an expansion's own
    learned model, a budget's ``root_halving_seats``); None: the game has no expansion.
    """

    values: Values
    rollout_action: RolloutAction
    budget_changes: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    value_features: LazyRef | None = None
    hard_learned_seats: frozenset[LearnedSeat] = frozenset()
    normal_learned_seats: frozenset[LearnedSeat] = frozenset()
    expansion_of: Callable[[GameState], str | None] | None = None

    def __post_init__(self) -> None:
        if (self.hard_learned_seats or self.normal_learned_seats) and self.value_features is None:
            raise ValueError("a level's learned seats need value_features: a model reads them")


@dataclass(frozen=True, slots=True)
class ValueFeatures:
    """What a learned evaluation reads of one seat: ``features(game, state, seat)`` gives the
    numbers ``names`` lists, in that order (a model file names the features it was trained on,
    and a model whose names differ is refused); the trained models ship in ``package``'s
    ``data`` folder, as ``value_model.json`` or one per table size, ``value_model_3p.json``."""

    names: tuple[str, ...]
    features: Callable[[GameDefinition, GameState, int], list[float]]
    package: str
    # Whether the model judges this state at all (a game's mode it was not trained on, such as
    # Duo's cooperative game, is left to the hand-written heuristic); None: every state.
    applies: Callable[[GameState], bool] | None = None
    # An expansion's own features, by the name ``--expansion`` gives it: its models ship as
    # ``value_model_<name>_2p.json`` and judge the states the game's heuristic says play it
    # (``GameHeuristic.expansion_of``).
    expansions: Mapping[str, ValueFeatures] = field(default_factory=dict)

    def expansion(self, name: str | None) -> ValueFeatures:
        """The features read with expansion ``name`` (these for None); ValueError naming the
        expansions with features of their own otherwise."""
        if name is None:
            return self
        if name not in self.expansions:
            known = ", ".join(self.expansions) or "none"
            raise ValueError(f"no learned features for expansion {name!r} (known: {known})")
        return self.expansions[name]


def hand_and_market_names(market: str) -> tuple[str, ...]:
    """The names of ``hand_and_market``'s numbers, the market being the game's (the Meadow,
    Emerland's Plateau)."""
    return (
        "hand",
        "hand_payable",
        "hand_gap",
        "hand_points",
        f"{market}_payable",
        f"{market}_best_payable_points",
    )


# The cards a seat could play next, as the base game's and Duo's value features name them.
HAND_AND_MEADOW = hand_and_market_names("meadow")


def hand_and_market(hand: list[tuple[int, int]], market: list[tuple[int, int]]) -> list[float]:
    """The numbers ``hand_and_market_names`` names, from each card's (cost gap, printed points),
    the gap being the resources the seat still lacks to play it: the hand's size, its cards
    payable now, its smallest gap and its points; the market's cards payable now and the best
    one's points."""
    gaps = [gap for gap, _points in hand]
    payable = [points for gap, points in market if not gap]
    return [
        float(len(hand)),
        float(gaps.count(0)),
        float(min(gaps, default=0)),
        float(sum(points for _gap, points in hand)),
        float(len(payable)),
        float(max(payable, default=0)),
    ]


def weighted_pick(legal: list[Action], weight: Callable[[Action], float], rng: Rng) -> Action:
    """A random legal action, each chosen with probability proportional to ``weight(action)``:
    the shape of every game's cheap playout policy."""
    running = list(accumulate(map(weight, legal)))  # each action's weight and all before it
    pick = rng.random() * running[-1]
    return legal[min(bisect_right(running, pick), len(legal) - 1)]


class WeightTable(dict):
    """Each action's playout weight by ``weigh``, worked out once: the playouts ask for the
    same actions' weights again and again, and ``weighted_pick(legal, table.__getitem__,
    rng)`` then costs a dictionary look-up per action instead of a call. Emptied when it
    holds ``limit`` actions (an AI playing game after game meets new ones)."""

    __slots__ = ("limit", "weigh")

    def __init__(self, weigh: Callable[[Action], float], limit: int = 4096) -> None:
        super().__init__()
        self.weigh = weigh
        self.limit = limit

    def __missing__(self, action: Action) -> float:
        if len(self) >= self.limit:
            self.clear()
        weight = self[action] = self.weigh(action)
        return weight


def kind_weights(
    kinds: dict[str, float], answer: float, decline: float
) -> Callable[[Action], float]:
    """The usual shape of a playout weight for ``weighted_pick``: a turn action weighs what its
    kind weighs in ``kinds``; a prompt answer weighs ``answer``, or ``decline`` when it is the
    kernel's ``decline()`` of an optional choice."""

    def weight(action: Action) -> float:
        value = kinds.get(action.kind)
        if value is not None:
            return value
        return decline if action.kind == DECLINE.kind else answer

    return weight

"""A game's heuristic (:class:`GameHeuristic`, found through ``GamePlugin.heuristic``) and
the building blocks every game's heuristic shares."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .actions import Action
from .engine import GameDefinition, GameState, leads  # noqa: F401 (the games import it here)
from .kernel import DECLINE
from .plugin import LazyRef
from .rng import Rng

Values = Callable[[GameDefinition, GameState], list[float]]
RolloutAction = Callable[[GameDefinition, GameState, list[Action], Rng], Action]


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
    """

    values: Values
    rollout_action: RolloutAction
    budget_changes: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    value_features: LazyRef | None = None
    hard_learned_seats: frozenset[int] = frozenset()

    def __post_init__(self) -> None:
        if self.hard_learned_seats and self.value_features is None:
            raise ValueError("hard_learned_seats needs value_features: a model reads them")


@dataclass(frozen=True, slots=True)
class ValueFeatures:
    """What a learned evaluation reads of one seat: ``features(game, state, seat)`` gives the
    numbers ``names`` lists, in that order (a model file names the features it was trained on,
    and a model whose names differ is refused); the trained model ships as
    ``data/value_model.json`` in ``package``."""

    names: tuple[str, ...]
    features: Callable[[GameDefinition, GameState, int], list[float]]
    package: str


def weighted_pick(legal: list[Action], weight: Callable[[Action], float], rng: Rng) -> Action:
    """A random legal action, each chosen with probability proportional to ``weight(action)``:
    the shape of every game's cheap playout policy."""
    weights = [weight(action) for action in legal]
    pick = rng.random() * sum(weights)
    for action, value in zip(legal, weights, strict=True):
        pick -= value
        if pick < 0:
            return action
    return legal[-1]


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

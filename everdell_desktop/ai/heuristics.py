"""The heuristic an agent plays with: the game's own (its descriptor says where its
``core.heuristics.GameHeuristic`` is) or, for a game without one, ``game.evaluate`` and uniform
playouts."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from everdell_desktop.core import Action, GameDefinition, GameState, Rng, registry
from everdell_desktop.core.heuristics import GameHeuristic, LearnedSeat, ValueFeatures

RolloutPolicy = Callable[[GameState, list[Action], Rng], Action]
LEARNED_SUFFIX = "+learned"  # a learned heuristic's name: the hand-written one's, and this


@dataclass(frozen=True, slots=True)
class Heuristic:
    """The two game-specific pieces an agent needs, bound to one game."""

    name: str
    values: Callable[[GameState], list[float]]
    rollout_action: RolloutPolicy
    # The table sizes at which ``values`` is a learned model's (``ai.value_model``), a
    # judgement the search trusts after a short playout.
    learned_seats: frozenset[int] = frozenset()
    # Of the states at those table sizes, the ones the model judges (its features' ``applies``;
    # None: all). Duo's cooperative game has two seats, and the hand-written heuristic judges it.
    learned_applies: Callable[[GameState], bool] | None = None
    # The expansion a state plays (the game heuristic's ``expansion_of``); None: never one.
    expansion_of: Callable[[GameState], str | None] | None = None

    @property
    def hand_written(self) -> str:
        """The name of the hand-written heuristic this one is at the table sizes no learned
        model judges (its own name, if none ever does)."""
        return self.name.removesuffix(LEARNED_SUFFIX)

    def judges_learned(self, state: GameState) -> bool:
        """Whether the learned model judges ``state`` (else the hand-written heuristic does)."""
        if state.num_seats not in self.learned_seats:
            return False
        return self.learned_applies is None or self.learned_applies(state)

    def expansion_played(self, state: GameState) -> str | None:
        """The expansion ``state`` plays, by the name ``--expansion`` gives it; None: none."""
        return None if self.expansion_of is None else self.expansion_of(state)


def uniform_rollout(state: GameState, legal: list[Action], rng: Rng) -> Action:
    return rng.choice(legal)


def default_heuristic(game: GameDefinition) -> Heuristic:
    """``game.evaluate`` for every seat, uniform playouts."""

    def values(state: GameState) -> list[float]:
        return [game.evaluate(state, seat) for seat in range(state.num_seats)]

    return Heuristic("default", values, uniform_rollout)


def _game_heuristic(game: GameDefinition) -> GameHeuristic | None:
    """The heuristic its descriptor names, or None (also for a game that is not registered,
    such as a test's own)."""
    try:
        found = registry.plugin(game.name).heuristic
    except KeyError:
        return None
    return None if found is None else found.load(GameHeuristic)


def value_features(game: GameDefinition) -> ValueFeatures | None:
    """What a learned evaluation of the game reads (its heuristic's ``value_features``), or
    None."""
    found = _game_heuristic(game)
    if found is None or found.value_features is None:
        return None
    return found.value_features.load(ValueFeatures)


def budget_changes(game: GameDefinition, level: str) -> dict[str, Any]:
    """What the game's heuristic changes in a search level's budget for this game, e.g.
    shorter playouts where they are dear."""
    found = _game_heuristic(game)
    return dict(found.budget_changes.get(level, {})) if found is not None else {}


def hard_learned_seats(game: GameDefinition) -> frozenset[LearnedSeat]:
    """The table sizes at which the game opts Hard into its learned model (its heuristic's
    ``hard_learned_seats``; none for a game without a heuristic of its own)."""
    found = _game_heuristic(game)
    return found.hard_learned_seats if found is not None else frozenset()


def normal_learned_seats(game: GameDefinition) -> frozenset[LearnedSeat]:
    """The same for Normal (its heuristic's ``normal_learned_seats``)."""
    found = _game_heuristic(game)
    return found.normal_learned_seats if found is not None else frozenset()


def heuristic_for(game: GameDefinition) -> Heuristic:
    """The game's own heuristic if its descriptor names one, else the default."""
    found = _game_heuristic(game)
    if found is None:
        return default_heuristic(game)

    def values(state: GameState) -> list[float]:
        return found.values(game, state)

    def policy(state: GameState, legal: list[Action], rng: Rng) -> Action:
        return found.rollout_action(game, state, legal, rng)

    return Heuristic(game.name, values, policy, expansion_of=found.expansion_of)

"""The heuristic an agent plays with: the game's own (its descriptor names the module, see
``core.heuristics``) or, for a game without one, ``game.evaluate`` and uniform playouts."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from everdell_desktop.core import Action, GameDefinition, GameState, Rng, registry

RolloutPolicy = Callable[[GameState, list[Action], Rng], Action]


@dataclass(frozen=True, slots=True)
class Heuristic:
    """The two game-specific pieces an agent needs, bound to one game."""

    name: str
    values: Callable[[GameState], list[float]]
    rollout_action: RolloutPolicy
    # The table sizes at which ``values`` is a learned model's (``ai.value_model``), a
    # judgement the search trusts after a short playout.
    learned_seats: frozenset[int] = frozenset()


def uniform_rollout(state: GameState, legal: list[Action], rng: Rng) -> Action:
    return rng.choice(legal)


def default_heuristic(game: GameDefinition) -> Heuristic:
    """``game.evaluate`` for every seat, uniform playouts."""

    def values(state: GameState) -> list[float]:
        return [game.evaluate(state, seat) for seat in range(state.num_seats)]

    return Heuristic("default", values, uniform_rollout)


def heuristic_module(game: GameDefinition):
    """The module its descriptor names, or None (also for a game that is not registered, such
    as a test's own)."""
    try:
        module_name = registry.plugin(game.name).heuristic
    except KeyError:
        return None
    return None if module_name is None else importlib.import_module(module_name)


def budget_changes(game: GameDefinition, level: str) -> dict[str, Any]:
    """What the game's heuristic module changes in a search level's budget for this game
    (its ``BUDGET_CHANGES``: level name -> ``SearchBudget`` fields), e.g. shorter playouts
    where they are dear."""
    module = heuristic_module(game)
    return getattr(module, "BUDGET_CHANGES", {}).get(level, {})


def heuristic_for(game: GameDefinition) -> Heuristic:
    """The game's own heuristic if its descriptor names one, else the default."""
    module = heuristic_module(game)
    if module is None:
        return default_heuristic(game)

    def values(state: GameState) -> list[float]:
        return module.values(game, state)

    def policy(state: GameState, legal: list[Action], rng: Rng) -> Action:
        return module.rollout_action(game, state, legal, rng)

    return Heuristic(game.name, values, policy)

"""The heuristic an agent plays with: the game's own (its descriptor names the module, see
``core.heuristics``) or, for a game without one, ``game.evaluate`` and uniform playouts."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass

from everdell_desktop.core import Action, GameDefinition, GameState, Rng, registry

RolloutPolicy = Callable[[GameState, list[Action], Rng], Action]


@dataclass(frozen=True, slots=True)
class Heuristic:
    """The two game-specific pieces an agent needs, bound to one game."""

    name: str
    values: Callable[[GameState], list[float]]
    rollout_action: RolloutPolicy


def uniform_rollout(state: GameState, legal: list[Action], rng: Rng) -> Action:
    return rng.choice(legal)


def default_heuristic(game: GameDefinition) -> Heuristic:
    """``game.evaluate`` for every seat, uniform playouts."""

    def values(state: GameState) -> list[float]:
        return [game.evaluate(state, seat) for seat in range(state.num_seats)]

    return Heuristic("default", values, uniform_rollout)


def heuristic_for(game: GameDefinition) -> Heuristic:
    """The game's own heuristic if its descriptor names one, else the default (also for a
    game that is not registered, such as a test's own)."""
    try:
        module_name = registry.plugin(game.name).heuristic
    except KeyError:
        module_name = None
    if module_name is None:
        return default_heuristic(game)
    module = importlib.import_module(module_name)

    def values(state: GameState) -> list[float]:
        return module.values(game, state)

    def policy(state: GameState, legal: list[Action], rng: Rng) -> Action:
        return module.rollout_action(game, state, legal, rng)

    return Heuristic(game.name, values, policy)

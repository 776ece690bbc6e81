"""Game-specific heuristics for the agents, looked up by game name.

A heuristic module ``everdell_desktop.ai.heuristics.<game name>`` defines

- ``values(game, state) -> list[float]``: for every seat, how good the state is for that seat,
  in points, relative to its best rival (the meaning of ``GameDefinition.evaluate``);
- optionally ``rollout_action(game, state, legal, rng) -> Action``: the cheap policy that guides
  the search's playouts (default: uniform).

A game without a module is played with ``game.evaluate`` and uniform playouts.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from everdell_desktop.core import Action, GameDefinition, GameState, Rng

RolloutPolicy = Callable[[GameState, list[Action], Rng], Action]


@dataclass(frozen=True, slots=True)
class Heuristic:
    """The two game-specific pieces an agent needs, bound to one game."""

    name: str
    values: Callable[[GameState], list[float]]
    rollout_action: RolloutPolicy


def leads(estimates: Sequence[float], seats: int) -> list[float]:
    """Each seat's estimate minus the best other entry (entries past ``seats``, such as a solo
    bot's score, count as rivals)."""
    result = []
    for seat in range(seats):
        rivals = [value for index, value in enumerate(estimates) if index != seat]
        result.append(estimates[seat] - (max(rivals) if rivals else 0.0))
    return result


def uniform_rollout(state: GameState, legal: list[Action], rng: Rng) -> Action:
    return rng.choice(legal)


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
    kinds: dict[str, float],
    answer: float,
    decline: float,
    declines: Callable[[Action], bool],
) -> Callable[[Action], float]:
    """The usual shape of a playout weight for ``weighted_pick``: a turn action weighs what its
    kind weighs in ``kinds``; a prompt answer weighs ``answer``, or ``decline`` when it refuses."""

    def weight(action: Action) -> float:
        value = kinds.get(action.kind)
        if value is not None:
            return value
        return decline if declines(action) else answer

    return weight


def default_heuristic(game: GameDefinition) -> Heuristic:
    """``game.evaluate`` for every seat, uniform playouts."""

    def values(state: GameState) -> list[float]:
        return [game.evaluate(state, seat) for seat in range(state.num_seats)]

    return Heuristic("default", values, uniform_rollout)


def heuristic_for(game: GameDefinition) -> Heuristic:
    """The game's own heuristic if ``heuristics/<game.name>.py`` exists, else the default."""
    module_name = f"{__name__}.{game.name}"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as error:
        if error.name != module_name:
            raise
        return default_heuristic(game)

    def values(state: GameState) -> list[float]:
        return module.values(game, state)

    rollout = getattr(module, "rollout_action", None)
    if rollout is None:
        policy = uniform_rollout
    else:

        def policy(state: GameState, legal: list[Action], rng: Rng) -> Action:
            return rollout(game, state, legal, rng)

    return Heuristic(game.name, values, policy)

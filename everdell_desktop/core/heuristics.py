"""Building blocks of a game's heuristic module (named by ``GamePlugin.heuristic``).

A heuristic module defines

- ``values(game, state) -> list[float]``: for every seat, how good the state is for that seat,
  in points, relative to its best rival (the meaning of ``GameDefinition.evaluate``);
- ``rollout_action(game, state, legal, rng) -> Action``: the cheap policy that guides the
  search's playouts (``rng.choice(legal)`` is the simplest).

The helpers below are the shapes every game's heuristic shares.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .actions import Action
from .kernel import DECLINE
from .rng import Rng


def leads(estimates: Sequence[float], seats: int) -> list[float]:
    """Each seat's estimate minus the best other entry (entries past ``seats``, such as a solo
    bot's score, count as rivals)."""
    result = []
    for seat in range(seats):
        rivals = [value for index, value in enumerate(estimates) if index != seat]
        result.append(estimates[seat] - (max(rivals) if rivals else 0.0))
    return result


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

"""The named difficulty levels offered by the CLI and the GUI: search budget + heuristic."""

from __future__ import annotations

from dataclasses import replace

from everdell_desktop.core import GameDefinition, registry

from .greedy import GreedyAgent
from .heuristics import default_heuristic, heuristic_for
from .ismcts import ISMCTSAgent, SearchBudget

# Iterations make a level reproducible; the time cap keeps it responsive on a slow machine.
# Normal and Hard spend their iterations where they matter: a small choice gets a share of the
# budget per option, and a search ends once its answer cannot change (about half the budget).
# A game's descriptor may scale their iterations (``GamePlugin.search_effort``), never the cap;
# Easy, the beginners' level, stays as weak in every game.
MCTS_LEVELS: dict[str, SearchBudget] = {
    "mcts-easy": SearchBudget(iterations=60, seconds=0.25, rollout_depth=20),
    "mcts-normal": SearchBudget(
        iterations=500, seconds=0.45, iterations_per_option=25, stop_when_decided=True
    ),
    "mcts-hard": SearchBudget(
        iterations=1200, seconds=1.8, iterations_per_option=50, stop_when_decided=True
    ),
}
PLAIN_HEURISTIC_LEVELS = frozenset({"mcts-easy"})  # score lead only, uniform playouts


def make_greedy(game: GameDefinition) -> GreedyAgent:
    return GreedyAgent(game)


def search_effort(game: GameDefinition) -> float:
    """The game's descriptor's ``search_effort``; 1 for a game that is not registered."""
    try:
        return registry.plugin(game.name).search_effort
    except KeyError:
        return 1.0


def level_budget(level: str, game: GameDefinition) -> SearchBudget:
    """The level's budget in ``game``: its iteration counts scaled by the game's effort."""
    budget, effort = MCTS_LEVELS[level], search_effort(game)
    if effort == 1.0 or level in PLAIN_HEURISTIC_LEVELS:
        return budget
    return replace(
        budget,
        iterations=_scaled(budget.iterations, effort),
        iterations_per_option=_scaled(budget.iterations_per_option, effort),
    )


def _scaled(count: int | None, effort: float) -> int | None:
    return None if count is None else max(1, round(count * effort))


def make_mcts(level: str):
    """The factory for one level, for ``register_agent``."""

    def factory(game: GameDefinition) -> ISMCTSAgent:
        plain = level in PLAIN_HEURISTIC_LEVELS
        heuristic = default_heuristic(game) if plain else heuristic_for(game)
        return ISMCTSAgent(game, level_budget(level, game), heuristic, name=level)

    return factory

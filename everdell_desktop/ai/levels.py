"""The named difficulty levels offered by the CLI and the GUI: search budget + heuristic."""

from __future__ import annotations

from everdell_desktop.core import GameDefinition

from .greedy import GreedyAgent
from .heuristics import default_heuristic, heuristic_for
from .ismcts import ISMCTSAgent, SearchBudget

# Iterations make a level reproducible; the time cap keeps it responsive on a slow machine.
MCTS_LEVELS: dict[str, SearchBudget] = {
    "mcts-easy": SearchBudget(iterations=60, seconds=0.25, rollout_depth=20),
    "mcts-normal": SearchBudget(iterations=300, seconds=0.45),
    "mcts-hard": SearchBudget(iterations=1500, seconds=1.8),
}
PLAIN_HEURISTIC_LEVELS = frozenset({"mcts-easy"})  # score lead only, uniform playouts


def make_greedy(game: GameDefinition) -> GreedyAgent:
    return GreedyAgent(game)


def make_mcts(level: str):
    """The factory for one level, for ``register_agent``."""
    budget = MCTS_LEVELS[level]

    def factory(game: GameDefinition) -> ISMCTSAgent:
        plain = level in PLAIN_HEURISTIC_LEVELS
        heuristic = default_heuristic(game) if plain else heuristic_for(game)
        return ISMCTSAgent(game, budget, heuristic, name=level)

    return factory

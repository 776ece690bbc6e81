"""Agents that play through the engine contract only; they receive a seat's view, never more."""

from .base import Agent, agent_names, create_agent, register_agent
from .greedy import GreedyAgent
from .ismcts import ISMCTSAgent, SearchBudget
from .levels import MCTS_LEVELS, make_greedy, make_mcts
from .random_agent import RandomAgent

register_agent("random", RandomAgent)
register_agent("greedy", make_greedy)
for _level in MCTS_LEVELS:
    register_agent(_level, make_mcts(_level))

__all__ = [
    "Agent",
    "GreedyAgent",
    "ISMCTSAgent",
    "RandomAgent",
    "SearchBudget",
    "agent_names",
    "create_agent",
    "register_agent",
]

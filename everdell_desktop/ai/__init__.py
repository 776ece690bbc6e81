"""Agents that play through the engine contract only; they receive a seat's view, never more."""

from .base import Agent, agent_names, create_agent, register_agent
from .random_agent import RandomAgent

register_agent("random", RandomAgent)

__all__ = ["Agent", "RandomAgent", "agent_names", "create_agent", "register_agent"]

"""The agent interface and the registry of agent names used by the CLI and the GUI."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from everdell_desktop.core import Action, GameDefinition, GameState, Rng


class Agent(Protocol):
    """Chooses an action for the seat to move. It only ever sees that seat's view."""

    name: str

    def choose(self, view: GameState, legal: list[Action], rng: Rng) -> Action: ...


AgentFactory = Callable[[GameDefinition], Agent]
_FACTORIES: dict[str, AgentFactory] = {}


def register_agent(name: str, factory: AgentFactory) -> None:
    _FACTORIES[name] = factory


def create_agent(name: str, game: GameDefinition) -> Agent:
    """A new agent called ``name`` for ``game``; KeyError listing known names otherwise."""
    try:
        factory = _FACTORIES[name]
    except KeyError:
        known = ", ".join(sorted(_FACTORIES))
        raise KeyError(f"unknown agent {name!r} (known: {known})") from None
    return factory(game)


def agent_names() -> list[str]:
    return sorted(_FACTORIES)

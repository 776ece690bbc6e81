"""The agent interface and the registry of agent names used by the CLI and the GUI."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from everdell_desktop.core import Action, GameDefinition, GameState, Rng


class Agent(Protocol):
    """Chooses an action for the seat to move. It only ever sees that seat's view."""

    name: str

    def choose(self, view: GameState, legal: list[Action], rng: Rng) -> Action: ...

    def cancel(self) -> None:
        """Stop a decision running on another thread as soon as possible (from any thread);
        an agent that decides at once has nothing to stop."""

    def resume(self) -> None:
        """Decide normally again after :meth:`cancel` (an agent asked anew after a cancelled
        decision, such as the coach's); an agent that never stops has nothing to undo."""


AgentFactory = Callable[[GameDefinition], Agent]
DECISION_SALT = 0x5EED


def decision_rng(seed: int, actions_taken: int) -> Rng:
    """The random stream an agent decides with, from the game's seed and how many actions the
    game has taken: the one derivation shared by ``simulate``, the window and screenshots, so
    one seed plays one game wherever it is played (for agents bounded by iterations)."""
    return Rng(seed ^ DECISION_SALT).fork(actions_taken + 1)


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

"""The random agent: uniform over the legal actions, reproducible through the rng it is given."""

from __future__ import annotations

from everdell_desktop.core import Action, GameDefinition, GameState, Rng


class RandomAgent:
    name = "random"

    def __init__(self, game: GameDefinition) -> None:
        self.game = game

    def choose(self, view: GameState, legal: list[Action], rng: Rng) -> Action:
        return rng.choice(legal)

    def cancel(self) -> None:
        """Nothing to stop: a random choice is instant."""

    def resume(self) -> None:
        """Nothing to undo: :meth:`cancel` stops nothing."""

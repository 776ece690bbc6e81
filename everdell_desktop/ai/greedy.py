"""The greedy agent: one ply of look-ahead scored by the game's heuristic.

Each legal action is applied to a determinization of the view (hidden information filled in at
random, since the agent may not know it) and the resulting state is scored. When the action
opens a prompt for the same seat (a card asking what to pay or take), that choice is resolved
greedily too, so an action is judged by what it finally yields, not by its half-done state.
"""

from __future__ import annotations

from everdell_desktop.core import Action, GameDefinition, GameState, Rng

from .heuristics import Heuristic, heuristic_for

FOLLOW_UP_DEPTH = 2  # prompts of the same seat resolved after the action itself
FOLLOW_UP_BUDGET = 400  # states scored per decision at most; beyond it, no more follow-ups


class GreedyAgent:
    name = "greedy"

    def __init__(
        self,
        game: GameDefinition,
        heuristic: Heuristic | None = None,
        samples: int = 1,
    ) -> None:
        self.game = game
        self.heuristic = heuristic or heuristic_for(game)
        self.samples = samples

    def choose(self, view: GameState, legal: list[Action], rng: Rng) -> Action:
        if len(legal) == 1:
            return legal[0]
        seat = view.to_move()
        totals = [0.0] * len(legal)
        for _ in range(self.samples):
            world = self.game.determinize(view, rng)
            for index, value in enumerate(self.action_values(world, legal, seat)):
                totals[index] += value
        best = max(range(len(legal)), key=totals.__getitem__)
        return legal[best]

    def cancel(self) -> None:
        """Nothing to stop: one ply takes milliseconds."""

    def resume(self) -> None:
        """Nothing to undo: :meth:`cancel` stops nothing."""

    def action_values(self, world: GameState, legal: list[Action], seat: int) -> list[float]:
        """The heuristic value for ``seat`` after each action in ``world`` (a full state)."""
        budget = [FOLLOW_UP_BUDGET]
        return [self._action_value(world, a, seat, FOLLOW_UP_DEPTH, budget) for a in legal]

    def _action_value(
        self, world: GameState, action: Action, seat: int, depth: int, budget: list[int]
    ) -> float:
        after = world.clone()
        self.game.apply_legal(after, action)
        budget[0] -= 1
        if depth > 0 and budget[0] > 0 and _own_prompt(after, seat):
            follow_ups = self.game.legal_actions(after)
            return max(self._action_value(after, a, seat, depth - 1, budget) for a in follow_ups)
        return self.heuristic.values(after)[seat]


def _own_prompt(state: GameState, seat: int) -> bool:
    """True when ``seat`` must still answer a prompt (DESIGN.md: prompts live on
    ``state.pending``); a new turn of the same seat is not followed."""
    return state.to_move() == seat and bool(state.pending)

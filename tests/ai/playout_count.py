"""How long one playout of a search runs, for the tests of the budget's playout lengths."""

from dataclasses import replace

from everdell_desktop.ai import ISMCTSAgent
from everdell_desktop.ai.heuristics import heuristic_for
from everdell_desktop.core import Rng


def playout_length(game, budget, state, heuristic=None) -> int:
    """The actions one playout of an agent with ``budget`` and ``heuristic`` (default: the
    game's hand-written one) takes from ``state`` (played on it), its policy always taking the
    first legal action."""
    taken = []

    def first_action(state, legal, rng):
        taken.append(legal[0])
        return legal[0]

    heuristic = replace(heuristic or heuristic_for(game), rollout_action=first_action)
    ISMCTSAgent(game, budget, heuristic)._playout(state, Rng(1))
    return len(taken)

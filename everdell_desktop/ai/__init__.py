"""Agents that play through the engine contract only; they receive a seat's view, never more.

Names (``create_agent(name, game)``; also the CLI's ``--agents``): ``random``, ``greedy`` (one
ply scored by the game's heuristic, a few ms), ``mcts-easy``, ``mcts-normal``, ``mcts-hard``
(ISMCTS; budgets in :mod:`.levels`; Hard judges short playouts with the game's learned
evaluation, :mod:`.value_model`, where its game opts in), ``mcts-hard-learned`` (Hard with the
learned evaluation wherever a model ships; on trial), ``mcts-hard-heuristic`` (Hard with the
hand-written heuristic everywhere), ``mcts-hard-coach`` (the coach's: Hard bounded by
iterations only). Heuristics are per game in :mod:`.heuristics`.

For a GUI worker thread: ``agent.choose(game.view(state, seat), game.legal_actions(state), rng)``
returns one of the legal actions; the same rng seed gives the same choice when the search is
bounded by iterations only. An ISMCTS agent stops early and answers with its best action so far
when ``choose(..., should_stop=event.is_set)`` sees the event set, or when ``agent.cancel()`` is
called from any thread (it then stays cancelled until ``agent.resume()``). ``agent.last`` tells
how many iterations the last decision ran and whether it was cancelled. A level with
``reuse_tree`` (Normal) may start a decision from the tree of its previous one when it is that
decision's same-seat follow-up (the view tells), so a seed reproduces a whole game played by
the same agents, not a lone decision taken out of it; ``agent.reset()`` forgets the tree.
Hard (and a level whose game asks for it, such as Duo's Normal) gives half of each decision's
iterations to a helper process (:mod:`.helper`), started when the first such agent is built;
where none can start, and at a table size where a learned model judges, it searches alone.
"""

from .base import Agent, agent_names, create_agent, decision_rng, register_agent
from .greedy import GreedyAgent
from .ismcts import ISMCTSAgent, SearchBudget
from .levels import (
    COACH_LEVEL,
    LEARNED_LEVELS,
    MCTS_LEVELS,
    SEARCH_LEVELS,
    make_coach,
    make_greedy,
    make_mcts,
)
from .random_agent import RandomAgent

register_agent("random", RandomAgent)
register_agent("greedy", make_greedy)
for _level in SEARCH_LEVELS:
    register_agent(_level, make_mcts(_level))
register_agent(COACH_LEVEL, make_coach)

__all__ = [
    "LEARNED_LEVELS",
    "MCTS_LEVELS",
    "SEARCH_LEVELS",
    "Agent",
    "GreedyAgent",
    "ISMCTSAgent",
    "RandomAgent",
    "SearchBudget",
    "agent_names",
    "create_agent",
    "decision_rng",
    "register_agent",
]

"""The named difficulty levels offered by the CLI and the GUI: search budget + heuristic."""

from __future__ import annotations

from dataclasses import replace

from everdell_desktop.core import GameDefinition

from .greedy import GreedyAgent
from .heuristics import (
    Heuristic,
    budget_changes,
    default_heuristic,
    hard_learned_seats,
    heuristic_for,
    normal_learned_seats,
)
from .ismcts import ISMCTSAgent, SearchBudget
from .value_model import learned_heuristic

# Iterations make a level reproducible; the time cap keeps it responsive on a slow machine.
# Normal and Hard spend their iterations where they matter: a small choice gets a share of the
# budget per option, and a search ends once its answer cannot change (about half the budget).
# Both carry the subtree of a chosen action over to the same seat's next prompt (tree reuse):
# Normal 73 % against ``greedy`` in Emerland, up from 60-64 %; Hard no weaker on the same deals
# (15 of 24 against 13 at 3 players, 18 of 20 each at 2) in about the same time (docs/ai.md,
# "Tree reuse for Hard").
# Hard gives half of each decision's iterations to a helper process: the same search in about
# half the time (the base game's Hard 0.37-0.41 s a decision instead of 0.64-0.74 s, winning as
# often). Normal searches alone unless its game asks otherwise (Duo does): split in two, its
# base-game search of about 125 iterations won 19.5 of 40 deals against ``greedy`` where it had
# won 26 (docs/ai.md, "Two processes for Hard and for Duo's Normal").
# Easy is the window's Beginner, below ``greedy`` (Easy): 20 iterations put it 250-650 Elo under
# ``greedy`` and well above ``random`` in every game; at 60 it played Emerge as well as
# ``greedy`` (docs/ai.md, "The Beginner's budget").
# Hard judges with the game's learned model (``ai.value_model``) at the table sizes its game opts in
# to (``GameHeuristic.hard_learned_seats``; where the model applies, ``Heuristic.judges_learned``):
# 8-action playouts, then the model, and no helper process there (it rebuilds hand-written
# heuristics only). A game opts in when, on fresh deals, that is not weaker against ``greedy``
# than the hand-written judgement and costs less CPU in all (its helper's counted); each game's
# heuristic module gives its table sizes and the figures they were opted in on (docs/ai.md, "A
# learned evaluation" and the sections after it).
# Duo does not opt in: on 60 fresh deals its learned level won 52.5 where the hand-written Hard
# won 54; nor Emerge: 14 of 20 against 18.5.
# Normal judges with the model where its game opts Normal in (``normal_learned_seats``, by the
# same rule; docs/ai.md, "Emerland's Normal judges with its model").
MCTS_LEVELS: dict[str, SearchBudget] = {
    "mcts-easy": SearchBudget(iterations=20, seconds=0.25, rollout_depth=20),
    "mcts-normal": SearchBudget(
        iterations=500,
        seconds=0.45,
        iterations_per_option=25,
        stop_when_decided=True,
        reuse_tree=True,
        rollout_depth_learned=8,
    ),
    "mcts-hard": SearchBudget(
        iterations=1200,
        seconds=1.8,
        iterations_per_option=50,
        stop_when_decided=True,
        reuse_tree=True,
        processes=2,
        rollout_depth_learned=8,
    ),
}
PLAIN_HEURISTIC_LEVELS = frozenset({"mcts-easy"})  # score lead only, uniform playouts
# Levels for measuring, not offered in the window, each a level's budget with another
# judgement. ``mcts-hard-learned``, on trial: Hard with the game's learned model at every table
# size a model ships for, opted in or not, in one process (to ladder a new model before its
# game opts in). ``mcts-hard-heuristic``: Hard with the hand-written heuristic everywhere, as
# it shipped before the base game opted in (its rows in docs/ai.md stay reproducible).
LEARNED_LEVELS: dict[str, str] = {"mcts-hard-learned": "mcts-hard"}
HAND_WRITTEN_LEVELS: dict[str, str] = {"mcts-hard-heuristic": "mcts-hard"}
SEARCH_LEVELS = (*MCTS_LEVELS, *LEARNED_LEVELS, *HAND_WRITTEN_LEVELS)
# The coach's level (``ai.coach``): the level ``COACH_REFERENCE`` by its iterations
# (``by_iterations``), asked with the random stream an AI in the seat decides with, so a
# suggestion is the move Hard plays there and the review's re-check finds the very move
# suggested. A suggestion's p90 is 0.4-0.7 s of CPU in the base game, Spirecrest at 2 players
# and Emerland (their Hard judges with a model), 0.82-0.83 s in Emerge (its Hard's playouts cut
# at 30 actions) and 0.87-0.99 s in Duo, at the edge of a second (docs/ai.md, "A cheaper
# search for the coach", "Emerge's Hard: 30-action playouts").
COACH_LEVEL = "mcts-hard-coach"
COACH_REFERENCE = "mcts-hard"


def budget_for(level: str, game: GameDefinition) -> SearchBudget:
    """The budget ``level`` searches with in ``game``: the level's, with the changes the
    game's heuristic module asks for (see ``heuristics.budget_changes``)."""
    return replace(MCTS_LEVELS[level], **budget_changes(game, level))


def make_greedy(game: GameDefinition) -> GreedyAgent:
    return GreedyAgent(game)


def make_mcts(level: str):
    """The factory for one level of ``SEARCH_LEVELS``, for ``register_agent``."""

    def factory(game: GameDefinition) -> ISMCTSAgent:
        return _level_agent(level, game)

    return factory


def by_iterations(name: str, game: GameDefinition) -> ISMCTSAgent:
    """The level ``name`` (of ``SEARCH_LEVELS``) bounded by its iterations only, keeping no
    tree between decisions and sharing with a helper process only what leaves the answer as
    it is (a halved root's survivors): one answer per view, legal list and random stream
    whatever the machine and its load (the coach's, and ``ai.agreement``'s measurements)."""
    return _level_agent(name, game, seconds=None, root_parallel=False, reuse_tree=False)


def _level_agent(name: str, game: GameDefinition, **changes) -> ISMCTSAgent:
    """A new agent of the level ``name``, its budget with ``changes``."""
    if name in LEARNED_LEVELS:
        budget = replace(budget_for(LEARNED_LEVELS[name], game), processes=1)
        heuristic = learned_heuristic(game)
    elif name in HAND_WRITTEN_LEVELS:
        budget, heuristic = budget_for(HAND_WRITTEN_LEVELS[name], game), heuristic_for(game)
    else:
        budget, heuristic = budget_for(name, game), _level_heuristic(name, game)
    return ISMCTSAgent(game, replace(budget, **changes), heuristic, name=name)


def _level_heuristic(name: str, game: GameDefinition) -> Heuristic:
    """How the level ``name`` of ``MCTS_LEVELS`` judges a position in ``game``."""
    if name in PLAIN_HEURISTIC_LEVELS:
        return default_heuristic(game)
    if name == "mcts-hard":
        return learned_heuristic(game, seats=hard_learned_seats(game))
    return learned_heuristic(game, seats=normal_learned_seats(game))


def make_coach(game: GameDefinition) -> ISMCTSAgent:
    """The coach's agent (``COACH_LEVEL``), for ``register_agent``."""
    return by_iterations(COACH_REFERENCE, game)

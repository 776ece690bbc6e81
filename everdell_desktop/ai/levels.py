"""The named difficulty levels offered by the CLI and the GUI: search budget + heuristic."""

from __future__ import annotations

from dataclasses import replace

from everdell_desktop.core import GameDefinition

from .greedy import GreedyAgent
from .heuristics import budget_changes, default_heuristic, heuristic_for
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
MCTS_LEVELS: dict[str, SearchBudget] = {
    "mcts-easy": SearchBudget(iterations=20, seconds=0.25, rollout_depth=20),
    "mcts-normal": SearchBudget(
        iterations=500,
        seconds=0.45,
        iterations_per_option=25,
        stop_when_decided=True,
        reuse_tree=True,
    ),
    "mcts-hard": SearchBudget(
        iterations=1200,
        seconds=1.8,
        iterations_per_option=50,
        stop_when_decided=True,
        reuse_tree=True,
        processes=2,
    ),
}
PLAIN_HEURISTIC_LEVELS = frozenset({"mcts-easy"})  # score lead only, uniform playouts
# Levels on trial, not offered in the window: a level's budget and heuristic with the game's
# learned evaluation (``ai.value_model``) judging playouts cut to a few actions. In one process:
# the helper rebuilds only the hand-written heuristic. Where the game ships no model (or the
# table size is not the model's) it plays as its level does, in one process.
LEARNED_LEVELS: dict[str, tuple[str, int]] = {"mcts-hard-learned": ("mcts-hard", 8)}
# The coach's level (``ai.coach``): the strongest search each game has, Hard judging with the
# game's learned evaluation where one ships for the table size (the base game at 2 players,
# where it won as often as Hard on fresh deals, in less time) and as Hard elsewhere. Bounded by
# iterations only and searching alone with no tree kept between decisions, so one decision's
# random stream gives one answer: the review re-checks a suggestion and finds the same move.
# Hard's iterations fit the coach's second: a suggestion's median CPU time was 0.3-0.6 s in
# every game (docs/ai.md, "The coach and the review on Hard").
COACH_LEVEL = "mcts-hard-coach"


def budget_for(level: str, game: GameDefinition) -> SearchBudget:
    """The budget ``level`` searches with in ``game``: the level's, with the changes the
    game's heuristic module asks for (see ``heuristics.budget_changes``)."""
    return replace(MCTS_LEVELS[level], **budget_changes(game, level))


def make_greedy(game: GameDefinition) -> GreedyAgent:
    return GreedyAgent(game)


def make_mcts(level: str):
    """The factory for one level, for ``register_agent``."""

    def factory(game: GameDefinition) -> ISMCTSAgent:
        return _level_agent(level, game)

    return factory


def make_learned(name: str):
    """The factory for a learned level (``LEARNED_LEVELS``), for ``register_agent``."""

    def factory(game: GameDefinition) -> ISMCTSAgent:
        return _level_agent(name, game)

    return factory


def by_iterations(name: str, game: GameDefinition) -> ISMCTSAgent:
    """The level ``name`` (of ``MCTS_LEVELS`` or ``LEARNED_LEVELS``) bounded by its iterations
    only and searching alone: the same answers whatever the machine's load, for measurements
    that compare its choices (``ai.agreement``)."""
    return _level_agent(name, game, seconds=None, processes=1)


def _level_agent(name: str, game: GameDefinition, **changes) -> ISMCTSAgent:
    """A new agent of the level ``name``, its budget with ``changes``."""
    if name in LEARNED_LEVELS:
        level, depth = LEARNED_LEVELS[name]
        budget = replace(budget_for(level, game), rollout_depth_learned=depth, processes=1)
        heuristic = learned_heuristic(game)
    else:
        budget = budget_for(name, game)
        plain = name in PLAIN_HEURISTIC_LEVELS
        heuristic = default_heuristic(game) if plain else heuristic_for(game)
    return ISMCTSAgent(game, replace(budget, **changes), heuristic, name=name)


def make_coach(game: GameDefinition) -> ISMCTSAgent:
    """The coach's agent (``COACH_LEVEL``), for ``register_agent``."""
    return _level_agent("mcts-hard-learned", game, seconds=None, reuse_tree=False, processes=1)

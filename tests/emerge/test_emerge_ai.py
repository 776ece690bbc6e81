"""The search levels in Emerge: Normal judges a position after 20 playout actions, every other
limit its level's own; Hard and the Beginner search as their levels do (docs/ai.md, "Emerge's
playouts")."""

from dataclasses import replace

from emerge_kit import GAME

from everdell_desktop.ai import create_agent
from everdell_desktop.ai.levels import MCTS_LEVELS


def test_emerge_normal_judges_after_twenty_playout_actions_and_keeps_its_other_limits():
    budget = create_agent("mcts-normal", GAME).budget
    assert budget.rollout_depth == 20
    assert replace(budget, rollout_depth=40) == MCTS_LEVELS["mcts-normal"]


def test_emerge_hard_and_the_beginner_keep_their_levels_budgets():
    for level in ("mcts-hard", "mcts-easy"):
        assert create_agent(level, GAME).budget == MCTS_LEVELS[level]

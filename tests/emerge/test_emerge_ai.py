"""The search levels in Emerge: Normal judges a position after 20 playout actions and Hard
after 30, every other limit their levels' own; the Beginner searches as its level does
(docs/ai.md, "Emerge's playouts" and "Emerge's Hard: 30-action playouts"). The greedy agent,
which plays by the heuristic alone, still plays its goldens."""

import json
from dataclasses import replace
from pathlib import Path

import pytest
from emerge_kit import GAME, T, discovery, give

from everdell_desktop.ai import create_agent, goldens
from everdell_desktop.ai.levels import MCTS_LEVELS
from everdell_desktop.ai.match import play_match
from everdell_desktop.games.emerge.heuristic import values

GOLDENS = Path(__file__).parents[1] / "goldens"


def test_emerge_normal_judges_after_twenty_playout_actions_and_keeps_its_other_limits():
    budget = create_agent("mcts-normal", GAME).budget
    assert budget.rollout_depth == 20
    assert replace(budget, rollout_depth=40) == MCTS_LEVELS["mcts-normal"]


def test_emerge_hard_judges_after_thirty_playout_actions_and_keeps_its_other_limits():
    """Thirty, not forty: the coach (Hard's own search) then answers within its second."""
    budget = create_agent("mcts-hard", GAME).budget
    assert budget.rollout_depth == 30
    level = MCTS_LEVELS["mcts-hard"]
    assert replace(budget, rollout_depth=level.rollout_depth) == level


def test_emerge_the_beginner_keeps_its_levels_budget():
    assert create_agent("mcts-easy", GAME).budget == MCTS_LEVELS["mcts-easy"]


@pytest.mark.parametrize("name", ["emerge-2p-greedy", "emerge-rival-hard-greedy"])
def test_the_greedy_agent_plays_its_golden_again_move_for_move(name):
    """The goldens replay their records; this plays them again with their agents, so a change
    to the heuristic's judgement (which the greedy agent's every choice rests on) shows here."""
    spec = next(spec for spec in goldens.load_manifest(GOLDENS) if spec.name == name)
    config = GAME.make_config(players=spec.players, solo=spec.solo, difficulty=spec.difficulty)
    agents = [create_agent(agent, GAME) for agent in spec.agents]
    played = play_match(GAME, config, agents, spec.seed).record
    golden = json.loads((GOLDENS / f"{name}.json").read_text(encoding="utf-8"))
    assert played.actions == golden["record"]["actions"]


def test_a_usable_token_in_the_last_round_is_worth_its_point_and_a_quarter_of_its_use():
    """With half a round left (round 8, not passed) a usable token adds its end point and
    TOKEN_USE_VALUE 0.8 x min(1, 0.5 / 2) = 0.2 to the seat's lead: 1.2 in all."""
    state = discovery(2)
    state.round = T.rounds
    before = values(GAME, state)[0]
    give(state, 0, "crab_cheap")
    assert values(GAME, state)[0] - before == pytest.approx(1.2)


def test_the_islands_future_in_the_last_half_round_worked_by_hand():
    """Round 8, seat 0 still playing (half a round left), seat 1 passed (its score alone). Seat
    0's home island, small with one Plant: 2.2 x 0.5 = 1.1 meeples to come, all of which fit,
    x height 1 = 1.1; growth 0.5 x 0.5 = 0.25 of a step, x 0.7 x (1 + 1.1) meeples = 0.3675;
    one of four kinds present: 3 x 0.5 x (1/4)^2 = 0.09375. No dice, no tokens. Both score 1
    (one Plant on a small island), so the lead is 1.1 + 0.3675 + 0.09375 = 1.56125."""
    state = discovery(2)
    state.round = T.rounds
    state.passed[1] = True
    state.dice[0], state.dice_total[0] = [0] * 6, 0
    state.tokens = [[], []]
    assert [island[:4] for island in state.islands] == [[0, 0, 1, 1], [1, 1, 1, 1]]
    assert values(GAME, state)[0] == pytest.approx(1.56125)

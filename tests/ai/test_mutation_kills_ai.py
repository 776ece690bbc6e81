"""Behaviour the ai shard's seeded mutation sample (issue 43, seed 43) found unpinned."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from everdell_desktop.ai import ISMCTSAgent, SearchBudget, bench, create_agent, goldens
from everdell_desktop.ai.greedy import GreedyAgent
from everdell_desktop.ai.levels import budget_for
from everdell_desktop.ai.value_model import Head, ValueModel
from everdell_desktop.core import Rng, registry

GOLDENS = Path(__file__).parents[1] / "goldens"


def test_a_written_golden_is_one_json_document_and_a_final_newline_that_checks_clean(tmp_path):
    spec = goldens.GoldenSpec("pebbles", "tinygame", 2, ("random", "random"), seed=5)
    written = goldens.write(tmp_path, spec)
    text = (tmp_path / "pebbles.json").read_text(encoding="utf-8")
    assert text.endswith("}\n") and not text.endswith("\n\n")
    assert json.loads(text) == written
    assert goldens.check(tmp_path, "pebbles") == []


class HalfDone:
    """A stub state: an action opens a prompt of the same seat, which one answer closes."""

    def __init__(self, answered=False):
        self.answered = answered
        self.pending = [] if answered else ["what to pay"]

    def clone(self):
        return HalfDone(self.answered)

    def to_move(self):
        return 0


class OneAnswerGame:
    def apply_legal(self, state, action):
        if action == "answer":
            state.answered, state.pending = True, []

    def legal_actions(self, state):
        return ["answer"]


class AnsweredIsWorthOne:
    def values(self, state):
        return [1.0 if state.answered else 0.0]


def test_the_greedy_agent_follows_up_prompts_until_400_states_are_scored():
    """400 actions, each opening a prompt of the same seat with one answer: an action followed
    up costs 2 of the budget of 400 (itself and its answer), so the first 200 are judged by
    their answer (worth 1) and the other 200 as they stand (worth 0)."""
    agent = GreedyAgent(OneAnswerGame(), heuristic=AnsweredIsWorthOne())
    values = agent.action_values(HalfDone(), [f"play {n}" for n in range(400)], seat=0)
    assert values == [1.0] * 200 + [0.0] * 200


def test_a_value_model_standardizes_each_feature_by_its_mean_and_scale():
    head = Head(weights=(1.0, 1.0), bias=0.0)
    model = ValueModel("tinygame", ("points", "pebbles"), (2,), (1.0, 0.0), (2.0, 4.0), head, head)
    assert model.standardize([4.0, 1.0]) == [1.5, 0.25]  # (4 - 1) / 2, (1 - 0) / 4


def test_the_learned_level_is_hards_budget_in_one_process_with_playouts_cut_after_8_actions():
    """docs/ai.md: `mcts-hard-learned` is Hard's budget in one process, its playouts cut after
    8 actions."""
    game = registry.get("everdell")
    agent = create_agent("mcts-hard-learned", game)
    hard = budget_for("mcts-hard", game)
    assert agent.budget == replace(hard, rollout_depth_learned=8, processes=1)


def test_a_timed_search_among_few_options_stops_at_its_cap_per_option():
    """With no iteration budget, only a time limit (60 s, far more than needed: never reached),
    the cap per root action alone ends the search: 10 iterations for each option."""
    game = registry.get("tinygame")
    state = game.new_game(game.make_config(players=2), 1)
    legal = game.legal_actions(state)
    agent = ISMCTSAgent(game, SearchBudget(seconds=60.0, iterations_per_option=10))
    agent.choose(game.view(state, state.to_move()), legal, Rng(3))
    assert agent.last.iterations == 10 * len(legal)


def test_the_bench_times_each_per_call_figure_for_a_quarter_of_its_seconds(
    monkeypatch, bench_clock
):
    """`bench --seconds 2`: the clone, legal-actions and clone+legal+apply figures are each
    averaged over 0.5 s of calls (the random games then get the 2 s at each player count)."""
    budgets = []

    def timed(function, inputs, budget):
        budgets.append(budget)
        return 1.0

    monkeypatch.setattr(bench, "_per_call_us", timed)
    bench.run_bench(registry.get("tinygame"), 2.0, seed=1)
    assert budgets == [0.5, 0.5, 0.5]


def test_a_seed_plays_the_game_its_golden_recorded_when_agents_decide_at_random(tmp_path):
    """The goldens replay their records; this plays one again with its random agents, whose
    every choice comes from `decision_rng` (the one derivation simulate, the window and
    screenshots share): a change to how a seed's decisions are drawn would make each seeded
    game another one. duo-2p-random-a was recorded with today's derivation; the goldens written
    before it are older (docs/testing.md, "All eight shards")."""
    spec = next(s for s in goldens.load_manifest(GOLDENS) if s.name == "duo-2p-random-a")
    played = goldens.write(tmp_path, spec)
    recorded = json.loads((GOLDENS / "duo-2p-random-a.json").read_text(encoding="utf-8"))
    assert played["record"]["actions"] == recorded["record"]["actions"]

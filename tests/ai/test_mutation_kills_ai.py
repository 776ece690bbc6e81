"""Behaviour the ai shard's seeded mutation samples (issue 43, seeds 43, 2612, 2613, 2614, 2618 and
2619, and the training seed 2701) found unpinned."""

from __future__ import annotations

import json
import statistics
import time
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

import pytest

import everdell_desktop.ai.match as matches
import everdell_desktop.ai.train as training
from everdell_desktop.ai import (
    ISMCTSAgent,
    SearchBudget,
    agreement,
    balance,
    bench,
    coach,
    create_agent,
    goldens,
    ismcts,
    ladder,
)
from everdell_desktop.ai.greedy import GreedyAgent
from everdell_desktop.ai.heuristics import Heuristic, uniform_rollout
from everdell_desktop.ai.ladder import GameResult, LadderSpec, comparisons, schedule, summarize
from everdell_desktop.ai.levels import budget_for
from everdell_desktop.ai.match import play_match
from everdell_desktop.ai.train import Position, TrainSpec, evaluate
from everdell_desktop.ai.value_model import Head, ValueModel
from everdell_desktop.core import Action, Rng, ScoreBreakdown, new_record, registry

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


# --- seed 2612 -------------------------------------------------------------------------------


def test_a_decision_reports_the_seconds_between_its_start_and_its_end(monkeypatch):
    """The search's stopwatch made to read 500 s at the start and 502.75 s at the end."""
    readings = iter([500.0, 502.75])
    clock = SimpleNamespace(perf_counter=lambda: next(readings), time=time.time)
    monkeypatch.setattr(ismcts, "time", clock)
    game = registry.get("tinygame")
    state = game.new_game(game.make_config(players=2), 1)
    agent = ISMCTSAgent(game, SearchBudget(iterations=20))
    agent.choose(game.view(state, state.to_move()), game.legal_actions(state), Rng(3))
    assert agent.last.seconds == 2.75


def test_the_balance_report_averages_each_detail_over_every_seat(monkeypatch):
    """Two games of two seats: a detail a seat lacks counts as 0 in the mean."""
    breakdowns = [
        ScoreBreakdown(0, {"cards": 5}, details={"cards": {"castle": 5}}),
        ScoreBreakdown(1, {"cards": 5}, details={"cards": {"castle": 2, "farm": 3}}),
    ]
    monkeypatch.setattr(balance, "final_breakdowns", lambda *args: (breakdowns, [0, 1]))
    report = balance.balance_report(registry.get("tinygame"), 2, ["random"], 2, seed=1)
    assert report["all_mean_details"] == {"cards": {"castle": 3.5, "farm": 1.5}}


def test_hard_thinks_at_most_1_8_seconds_a_decision():
    """docs/ai.md: Hard searches up to 1200 iterations with a 1.8 s cap."""
    hard = budget_for("mcts-hard", registry.get("tinygame"))
    assert (hard.iterations, hard.seconds) == (1200, 1.8)


def test_every_fifth_game_is_held_out_of_training(monkeypatch):
    """Of 10 self-played games, games 0 and 5 are held out: the report counts their positions
    apart from the other eight games'."""
    played = []
    real_self_play = training.self_play

    def self_play(*args):
        played.extend(real_self_play(*args))
        return played

    monkeypatch.setattr(training, "self_play", self_play)
    spec = TrainSpec("tinygame", 2, games=10, seed=3)
    _model, report = training.train(registry.get("tinygame"), spec)
    held_out = [p for p in played if p.game_index in (0, 5)]
    assert {p.game_index for p in played} == set(range(10))
    assert report["positions"] == {
        "train": len(played) - len(held_out),
        "held_out": len(held_out),
    }


def test_the_coach_agreement_reports_the_median_90th_percentile_and_slowest_cpu_time():
    """Five decisions' CPU seconds, in milliseconds: 1, 2, 3, 4 and 10."""
    spread = agreement._spread([0.004, 0.001, 0.010, 0.002, 0.003])
    assert spread == {"median": 3.0, "p90": 4.0, "max": 10.0}


# --- seed 2613 -------------------------------------------------------------------------------


def test_a_ladders_win_rate_is_how_often_the_first_named_agent_won():
    """Greedy wins two games of three against random, and the third is a shared win: 5/6."""
    spec = LadderSpec("tinygame", 2, ("greedy", "random"), 3, seed=1)
    scores = ([20, 10], [10, 20], [15, 15])
    results = [
        GameResult(n, ["greedy", "random"] if n != 1 else ["random", "greedy"], list(s), {})
        for n, s in enumerate(scores)
    ]
    rates = summarize(spec, results)["win_rates"]
    assert rates == {"greedy vs random": {"games": 3, "win_rate": round(5 / 6, 4)}}


def test_a_result_whose_names_and_scores_disagree_is_refused_not_compared_short():
    """A hand-edited results file with a score missing raises, instead of leaving the
    unscored agent out of the ratings without a word."""
    with pytest.raises(ValueError):
        comparisons(GameResult(0, ["greedy", "random", "random"], [20, 10], {}))


def test_a_golden_whose_first_actions_words_changed_names_that_action():
    pinned = goldens.Told(None, [("Take 2 twigs",), ("Pass",), ("Pass",)]).words()
    now = goldens.Told(None, [("Take 3 twigs",), ("Pass",), ("Pass",)])
    (message,) = goldens._words_differences("g", now, pinned, ["take", "pass", "pass"])
    assert message.startswith("g: the words of action 1 (take) changed")
    assert message.endswith("now 'Take 3 twigs'")


def test_the_coach_agreement_is_a_percentage_of_the_positions_to_one_decimal():
    assert agreement._percent(1, 3) == 33.3
    assert agreement._percent(24, 24) == 100.0


# --- training seed 2701 -----------------------------------------------------------------------
PEBBLES = registry.get("tinygame")
LEFT, RIGHT = (Action.of("pick", n=n) for n in range(2))


def _child(visits: int, total: float, avail: int) -> ismcts._Node:
    built = ismcts._Node(0)
    built.visits, built.total, built.avail = visits, total, avail
    return built


def test_the_root_priors_bonus_fades_with_each_visit():
    """No exploration, prior weight 1, equal means of 0.5: LEFT (prior 1.0, 3 visits) gets
    1.0 / (3 + 1) = 0.25, RIGHT (prior 0.6, 1 visit) 0.6 / (1 + 1) = 0.3: RIGHT is chosen,
    though its prior is the smaller."""
    root, chosen = _select_with_right_prior(0.6)
    assert chosen == (root.children[RIGHT], RIGHT)


def _select_with_right_prior(right_prior: float):
    """The root the two prior tests share (LEFT: prior 1.0, 3 visits; RIGHT: 1 visit, both
    means 0.5), searched with no exploration and prior weight 1: the root and its pick."""
    root = ismcts._Node(-1)
    root.children = {LEFT: _child(3, 1.5, 4), RIGHT: _child(1, 0.5, 4)}
    root.priors = {LEFT: 1.0, RIGHT: right_prior}
    budget = SearchBudget(iterations=10, exploration=0.0, prior_weight=1.0)
    return root, ISMCTSAgent(PEBBLES, budget)._select(root, [LEFT, RIGHT], 0, Rng(1))


class Warmed:
    """A stand-in for the helper process: the games it was asked to warm up."""

    def __init__(self):
        self.games = []

    def warm(self, game_name):
        self.games.append(game_name)


def test_only_a_search_in_two_processes_warms_the_helper_up(monkeypatch):
    warmed = Warmed()
    monkeypatch.setattr(ismcts, "HELPER", warmed)
    ISMCTSAgent(PEBBLES, SearchBudget(iterations=10, processes=1))
    assert warmed.games == []
    ISMCTSAgent(PEBBLES, SearchBudget(iterations=10, processes=2))
    assert warmed.games == ["tinygame"]


def test_the_search_judges_a_finished_game_by_its_final_leads_and_others_by_its_heuristic():
    """A heuristic that says 42 for every seat: it judges the game in play, never the end."""
    judge = Heuristic("forty-two", lambda state: [42.0] * state.num_seats, uniform_rollout)
    agent = ISMCTSAgent(PEBBLES, SearchBudget(iterations=10), judge)
    state = PEBBLES.new_game(PEBBLES.make_config(players=2), 4)
    assert agent.judged_leads(state) == [42.0, 42.0]
    agent.play_on(state, Rng(2))
    while state.to_move() is not None:
        PEBBLES.apply_legal(state, PEBBLES.legal_actions(state)[0])
    assert agent.judged_leads(state) == list(PEBBLES.final_leads(state)) != [42.0, 42.0]


def test_a_decision_with_one_legal_action_runs_no_iteration():
    state = PEBBLES.new_game(PEBBLES.make_config(players=2), 1)
    agent = ISMCTSAgent(PEBBLES, SearchBudget(iterations=50))
    only = PEBBLES.legal_actions(state)[:1]
    assert agent.choose(PEBBLES.view(state, state.to_move()), only, Rng(3)) == only[0]
    assert (agent.last.iterations, agent.last.visits) == (0, {})


def test_a_ladder_with_one_game_left_plays_it_here_without_a_process_pool(monkeypatch):
    def no_pool(method):
        raise AssertionError("a pool was started for one game")

    monkeypatch.setattr(ladder.multiprocessing, "get_context", no_pool)
    monkeypatch.setattr(ladder, "play_fixture", lambda spec, fixture: fixture.index)
    spec = LadderSpec("tinygame", 2, ("greedy", "random"), 1, seed=1)
    only = ladder.Fixture(7, ("greedy", "random"), 11)
    assert list(ladder._play_all(spec, [only], jobs=2)) == [7]


def test_a_ladders_table_names_its_expansion_and_only_when_it_has_one():
    spec = LadderSpec("everdell", 2, ("greedy", "random"), 0, seed=1, expansion="spirecrest")
    assert summarize(spec, [])["expansion"] == "spirecrest"
    assert "expansion" not in summarize(replace(spec, expansion=None), [])


def test_normal_searches_at_most_500_iterations_in_at_most_0_45_seconds():
    """docs/ai.md's table of levels: Normal, up to 500 iterations (0.45 s cap)."""
    normal = budget_for("mcts-normal", PEBBLES)
    assert (normal.iterations, normal.seconds) == (500, 0.45)


def test_training_deals_its_games_from_the_seed_apart_from_other_streams(monkeypatch):
    """Seed 3: the first game is dealt from Rng(3 ^ TRAIN_SALT), the training's own stream
    (the salt keeps training's deals apart from the ladder's and simulate's)."""
    dealt = []
    new_game = type(PEBBLES).new_game

    def dealing(self, config, seed):
        dealt.append(seed)
        return new_game(self, config, seed)

    monkeypatch.setattr(type(PEBBLES), "new_game", dealing)
    training.self_play(PEBBLES, TrainSpec("tinygame", 2, games=1, seed=3), lambda *a: [0.0])
    assert dealt == [Rng(3 ^ 0x7A1_2E55).next_u64() >> 1]


def test_the_rating_fit_gives_up_after_500_rounds_when_it_does_not_settle(monkeypatch):
    """Four agents in a strict order, 200 times over: the fit moves on past 500 rounds
    (unbeaten agents drift apart), so its cost is bounded by the cap; each round takes one mean
    of the log strengths."""
    rounds = []

    def fmean(values):
        rounds.append(1)
        return statistics.fmean(values)

    monkeypatch.setattr(ladder, "statistics", SimpleNamespace(fmean=fmean))
    order = [("a", "b"), ("a", "c"), ("a", "d"), ("b", "c"), ("b", "d"), ("c", "d")]
    ladder.bradley_terry(list("abcd"), [[(x, y, 1.0) for x, y in order]] * 200)
    assert len(rounds) == 500
    rounds.clear()
    ladder.bradley_terry(["a", "b"], [[("a", "b", 1.0)]] * 20)
    assert len(rounds) < 500  # settled early


# --- seed 2614 -------------------------------------------------------------------------------


class SettleOrOpen(OneAnswerGame):
    """``settle`` ends the turn with nothing more to answer (worth 0); any other action opens
    the prompt that ``answer`` closes."""

    def apply_legal(self, state, action):
        if action == "settle":
            state.pending = []
        super().apply_legal(state, action)


def test_the_greedy_agent_follows_nothing_up_once_the_last_of_its_budget_is_spent():
    """One action with no prompt costs 1 of the 400, each followed one 2: after "settle",
    199 plays are followed up (1 + 199 * 2 = 399); the 200th uses the last unit and is judged
    as it stands."""
    agent = GreedyAgent(SettleOrOpen(), heuristic=AnsweredIsWorthOne())
    legal = ["settle"] + [f"play {n}" for n in range(200)]
    values = agent.action_values(HalfDone(), legal, seat=0)
    assert values == [0.0] + [1.0] * 199 + [0.0]


def _match_on_a_stepped_clock(monkeypatch, stepped: str):
    """A 3-game random match on the test game with one of the match's clocks (``perf_counter``
    or ``process_cpu``, its CPU in all) made to read 1, 4, 7, ... seconds."""
    readings = iter(range(1, 10_000, 3))
    clocks = {"perf_counter": time.perf_counter, "process_cpu": matches.process_cpu}
    clocks[stepped] = lambda: float(next(readings))
    monkeypatch.setattr(matches, "time", SimpleNamespace(perf_counter=clocks["perf_counter"]))
    monkeypatch.setattr(matches, "process_cpu", clocks["process_cpu"])
    game = registry.get("tinygame")
    return play_match(game, game.make_config(players=2), [create_agent("random", game)], 3)


def test_a_matchs_decision_times_are_the_seconds_from_asking_to_the_answer(monkeypatch):
    """The match's stopwatch made to read 1, 4, 7, ... seconds: every decision took 3."""
    times = _match_on_a_stepped_clock(monkeypatch, "perf_counter").decision_times["random"]
    assert len(times) > 2 and set(times) == {3.0}


def test_a_ladders_deals_are_63_bit_seeds_as_every_tools_are():
    """The command line's simulate, training, balance, the bench and the coach agreement all
    deal games from seeds below 2**63 (a signed 64-bit number wherever they are written); so
    do a ladder's two-player deals, each played from both seats."""
    spec = LadderSpec("tinygame", 2, ("random", "greedy"), games=40, seed=11)
    seeds = [fixture.seed for fixture in schedule(spec)]
    assert seeds[0::2] == seeds[1::2] and len(set(seeds)) == 20
    assert all(0 <= seed < 2**63 for seed in seeds)


def test_the_heuristics_calibration_line_is_fitted_without_shrinking():
    """Training positions whose final lead is exactly twice the heuristic's value: the fitted
    line is that line, so held-out positions on it are rescaled without error."""
    on_the_line = [
        Position(0, [[0.0], [0.0]], [3.0, -3.0], [10.0, 4.0]),
        Position(1, [[0.0], [0.0]], [-1.0, 1.0], [5.0, 7.0]),
        Position(2, [[0.0], [0.0]], [0.5, -0.5], [6.0, 5.0]),
    ]
    head = Head(weights=(0.0,), bias=0.0)
    model = ValueModel("tinygame", ("points",), (2,), (0.0,), (1.0,), head, head)
    report = evaluate(model, on_the_line, on_the_line)
    assert report["held_out"]["lead_heuristic_rescaled"] == {"rmse": 0.0, "mae": 0.0}
    assert report["held_out"]["lead_heuristic"]["rmse"] > 0


# --- training seed 2710 -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("level", "iterations", "seconds", "playout"),
    [("mcts-easy", 20, 0.25, 20), ("mcts-hard", 1200, 1.8, 40)],
)
def test_each_level_searches_its_iterations_within_its_seconds(level, iterations, seconds, playout):
    """docs/ai.md's table of levels: Easy (the Beginner) 20 iterations of short, 20-action
    playouts, answering within a quarter of a second; Hard up to 1200 iterations, 1.8 s cap,
    the usual 40-action playouts (Normal: the test above)."""
    budget = budget_for(level, PEBBLES)
    assert (budget.iterations, budget.seconds, budget.rollout_depth) == (
        iterations,
        seconds,
        playout,
    )


class FirstLegal:
    """A stand-in for the training agent: plays the first legal action, counting its calls."""

    def __init__(self):
        self.asked = 0

    def choose(self, view, legal, rng):
        self.asked += 1
        return legal[0]


@pytest.mark.parametrize(("explore", "least", "most"), [(None, 0.05, 0.15), (0.0, 0.0, 0.0)])
def test_training_plays_one_move_in_ten_at_random_unless_told_otherwise(
    monkeypatch, explore, least, most
):
    """TrainSpec's default ``explore`` 0.1: of some 400 moves of 40 games, about one in ten is a
    random one the agent is not asked about (5-15 %); with ``explore`` 0, none."""
    agent, moves = FirstLegal(), []
    apply_legal = type(PEBBLES).apply_legal

    def applying(self, state, action):
        moves.append(action)
        return apply_legal(self, state, action)

    monkeypatch.setattr(training, "create_agent", lambda name, game: agent)
    monkeypatch.setattr(type(PEBBLES), "apply_legal", applying)
    spec = TrainSpec("tinygame", 2, games=40, seed=5)
    if explore is not None:
        spec = replace(spec, explore=explore)
    training.self_play(PEBBLES, spec, lambda *a: [0.0])
    explored = len(moves) - agent.asked
    assert len(moves) > 200
    assert least * len(moves) <= explored <= most * len(moves)


def test_the_root_priors_bonus_is_divided_by_the_visits_not_reduced_by_them():
    """No exploration, prior weight 1, equal means of 0.5: LEFT (prior 1.0, 3 visits) gets
    1.0 / (3 + 1) = 0.25, RIGHT (prior 0.2, 1 visit) 0.2 / (1 + 1) = 0.1: LEFT is chosen,
    though it was visited the more (a bonus of prior - (visits + 1) would choose RIGHT)."""
    root, chosen = _select_with_right_prior(0.2)
    assert chosen == (root.children[LEFT], LEFT)


# --- the root prior's samples are averaged, as SearchBudget says --------------------------------


def test_the_root_priors_values_are_averaged_over_their_samples_not_summed(monkeypatch):
    """Two guesses of a world with nothing hidden give each root action the value one guess
    does: the prior's temperature means the same whatever ``prior_samples`` is."""
    game = registry.get("tinygame")
    state = game.new_game(game.make_config(players=2), 3)
    view, legal = game.view(state, state.to_move()), game.legal_actions(state)
    monkeypatch.setattr(game, "determinize", lambda view, rng: state.clone())
    values = {}
    for samples in (1, 2):
        budget = SearchBudget(iterations=8, prior_weight=1.0, prior_samples=samples)
        values[samples] = ISMCTSAgent(game, budget)._root_values(view, legal, Rng(1))
    assert values[2] == values[1] and any(values[1])


# --- seed 2615 (after its measurement) --------------------------------------------------------


@pytest.mark.parametrize(
    "changes",
    [{"players": 3}, {"players": 1, "solo": "squirrel", "difficulty": "easy"}],
    ids=["a_lone_agent_among_a_field", "alone_against_a_solo_bot"],
)
def test_every_ladders_deals_are_63_bit_seeds_a_new_one_each_game(changes):
    """A lone agent among a field, and an agent alone against a solo bot, get a new 63-bit
    deal every game, as the two-player pairs do (``next_u64() - 1`` instead of ``>> 1`` would
    reach 2**63 about every second game)."""
    values = {"agents": ("random", "greedy"), "games": 20, "seed": 11, **changes}
    seeds = [fixture.seed for fixture in schedule(LadderSpec("tinygame", **values))]
    assert len(seeds) == 2 * 20 and len(set(seeds)) == 2 * 20
    assert all(0 <= seed < 2**63 for seed in seeds)


# --- training seed 2716 -----------------------------------------------------------------------


def test_a_golden_check_names_each_pinned_outcome_the_replay_no_longer_gives(tmp_path):
    """A golden whose action count, scores and final hash all differ from its replay is
    reported on each of the three, pinned value first (the agents, unnamed, are not asked)."""
    spec = goldens.GoldenSpec("pebbles", "tinygame", 2, ("random", "random"), seed=5)
    written = goldens.write(tmp_path, spec)
    pinned = {**written, "actions": 999, "scores": [], "final_hash": "0" * 64}
    (tmp_path / "pebbles.json").write_text(json.dumps(pinned), encoding="utf-8")
    assert goldens.check(tmp_path, "pebbles") == [
        f"pebbles: actions was 999, now {written['actions']!r}",
        f"pebbles: scores was [], now {written['scores']!r}",
        f"pebbles: final_hash was {'0' * 64!r}, now {written['final_hash']!r}",
    ]


def test_the_searchs_sigmoid_is_one_over_one_plus_e_to_minus_x_down_to_minus_30_then_0():
    """1 / (1 + e**30) = 9.3576e-14 at -30 itself; just below it the value is taken as 0 (no
    ``exp`` of a large number); 0.5 at 0, and 1 / (1 + e**-2) = 0.8808 at 2."""
    assert ismcts._sigmoid(-30.0) == pytest.approx(9.3576e-14, rel=1e-4, abs=0)
    assert ismcts._sigmoid(-29.5) == pytest.approx(1.5428e-13, rel=1e-4, abs=0)
    assert ismcts._sigmoid(-30.001) == 0.0
    assert (ismcts._sigmoid(0.0), round(ismcts._sigmoid(2.0), 4)) == (0.5, 0.8808)


def test_a_golden_check_says_when_its_record_stops_before_the_game_is_over(tmp_path):
    """A record cut after its first three actions replays to a game still going: besides the
    outcome it no longer gives, the check says so."""
    spec = goldens.GoldenSpec("pebbles", "tinygame", 2, ("random", "random"), seed=5)
    cut = goldens.write(tmp_path, spec)
    cut["record"]["actions"] = cut["record"]["actions"][:3]
    (tmp_path / "pebbles.json").write_text(json.dumps(cut), encoding="utf-8")
    differences = goldens.check(tmp_path, "pebbles")
    assert "pebbles: the replayed game is not over" in differences
    assert differences[0] == f"pebbles: actions was {cut['actions']!r}, now 3"


# --- seed 2617 (after its measurement) --------------------------------------------------------
def test_equal_scores_at_a_node_go_to_the_first_legal_action():
    """Two children alike in every count, no exploration and no priors: the first of the
    legal actions is followed, in either order (a later one never displaces an equal score)."""
    root = ismcts._Node(-1)
    root.children = {LEFT: _child(2, 1.0, 3), RIGHT: _child(2, 1.0, 3)}
    agent = ISMCTSAgent(PEBBLES, SearchBudget(iterations=10, exploration=0.0))
    assert agent._select(root, [LEFT, RIGHT], 0, Rng(1))[1] == LEFT
    assert agent._select(root, [RIGHT, LEFT], 0, Rng(1))[1] == RIGHT


def test_root_priors_fall_off_by_the_temperature_from_the_best_look_ahead():
    """Priors exp((value - best) / temperature): with look-ahead values 3 and 1 and a
    temperature of 4, the better action's prior is 1 and the other's exp(-0.5)."""
    budget = SearchBudget(iterations=10, prior_weight=1.0, prior_temperature=4.0)
    agent = ISMCTSAgent(PEBBLES, budget)
    agent._root_values = lambda view, legal, rng: [1.0, 3.0]
    root = ismcts._Node(-1)
    state = PEBBLES.new_game(PEBBLES.make_config(players=2), 1)
    assert agent._shortlist(state, [LEFT, RIGHT], Rng(1), root) == [RIGHT, LEFT]  # best first
    assert root.priors == {LEFT: pytest.approx(0.6065306597), RIGHT: 1.0}


def test_the_search_judge_values_a_move_at_the_mean_of_its_judged_leads():
    """A heuristic that gives the seat a lead of 3 wherever the playout stops: every move is
    worth exactly 3, whatever the number of guesses."""
    judge = Heuristic("three", lambda state: [3.0, -3.0], uniform_rollout)
    agent = ISMCTSAgent(PEBBLES, SearchBudget(iterations=10, rollout_depth=1), judge)
    state = PEBBLES.new_game(PEBBLES.make_config(players=2), 4)
    legal = PEBBLES.legal_actions(state)
    for guesses in (1, 3):
        values = coach.SearchJudge(agent, guesses).values(state, legal, 0, Rng(5))
        assert values == [3.0] * len(legal)


def test_a_timed_loop_stops_once_its_budget_is_used_up_exactly(bench_clock):
    """The stopwatch ticks a quarter second a reading: a half-second budget is used up after
    the second round (0.5 s for 2 calls: 250,000 µs a call), not a round later."""
    calls = []
    assert bench._per_call_us(calls.append, ["a"], 0.5) == 250_000.0
    assert calls == ["a", "a"]


# --- training seed 2724 -----------------------------------------------------------------------
class Endless:
    """A stand-in game that never ends: seat 0 always has one action, waiting."""

    name = "tinygame"
    WAIT = Action.of("wait")

    def new_game(self, config, seed):
        return SimpleNamespace(num_seats=1, to_move=lambda: 0)

    def legal_actions(self, state):
        return [self.WAIT]

    def view(self, state, seat):
        return state

    def apply_legal(self, state, action):
        pass


def test_a_game_still_going_after_20000_actions_is_stopped_as_a_runaway_with_them_recorded():
    """docs: a game longer than 20,000 actions is a rules bug, reported as an error; the
    record the caller holds keeps every action taken, 20,000 of them."""
    wait = SimpleNamespace(name="wait", choose=lambda view, legal, rng: legal[0])
    record = new_record(PEBBLES, PEBBLES.make_config(players=2), 1)
    with pytest.raises(matches.RunawayGame, match="within 20000 actions"):
        play_match(Endless(), PEBBLES.make_config(players=2), [wait], 1, record)
    assert len(record.actions) == 20_000 and set(record.actions) == {Endless.WAIT.encode()}


# --- seed 2618 (taken up after its measurement) ------------------------------------------------


def test_a_matchs_decision_cpu_times_are_the_cpu_seconds_from_asking_to_the_answer(monkeypatch):
    """The match's CPU clock made to read 1, 4, 7, ... seconds: every decision took 3 of CPU."""
    cpu = _match_on_a_stepped_clock(monkeypatch, "process_cpu").decision_cpu["random"]
    assert len(cpu) > 2 and set(cpu) == {3.0}


def test_training_keeps_one_position_in_every_four_moves_of_each_game(monkeypatch):
    """TrainSpec's ``sample_every`` 4: a game of n moves keeps the positions before the moves
    at one offset in every 4, so between n // 4 and -(-n // 4) of them, never more."""
    moves_per_game: list[int] = []
    new_game, apply_legal = type(PEBBLES).new_game, type(PEBBLES).apply_legal

    def dealing(self, config, seed):
        moves_per_game.append(0)
        return new_game(self, config, seed)

    def applying(self, state, action):
        moves_per_game[-1] += 1
        return apply_legal(self, state, action)

    monkeypatch.setattr(type(PEBBLES), "new_game", dealing)
    monkeypatch.setattr(type(PEBBLES), "apply_legal", applying)
    monkeypatch.setattr(training, "create_agent", lambda name, game: FirstLegal())
    kept = training.self_play(PEBBLES, TrainSpec("tinygame", 2, games=20, seed=7), lambda *a: [0.0])
    per_game = [sum(p.game_index == index for p in kept) for index in range(20)]
    assert min(moves_per_game) >= 8  # long enough for a wrong offset to keep too many
    for moves, positions in zip(moves_per_game, per_game, strict=True):
        assert moves // 4 <= positions <= -(-moves // 4)


# --- fresh sample 2619 ------------------------------------------------------------------------
class CountingDraws:
    """The bench's generator made plain: its n-th ``randrange(k)`` (from 0) is ``n % k``, its
    ``choice`` the first item, and every deal's seed ``2 >> 1`` = 1."""

    def __init__(self, seed):
        self.draws = 0

    def next_u64(self):
        return 2

    def randrange(self, n):
        self.draws += 1
        return (self.draws - 1) % n

    def choice(self, items):
        return items[0]


def test_the_bench_keeps_the_position_before_every_fourth_move_of_its_random_games(monkeypatch):
    """A position is kept when ``randrange(4)`` draws 0, one draw a move: with draws 0, 1, 2, ...
    the three kept are those before the 1st, 5th and 9th moves of the game dealt from seed 1
    and played by first legal actions."""
    monkeypatch.setattr(bench, "Rng", CountingDraws)
    kept = bench._midgame_states(PEBBLES, 2, 0, 3, {})
    state = PEBBLES.new_game(PEBBLES.make_config(players=2), 1)
    expected = []
    for move in range(9):
        if move in (0, 4, 8):
            expected.append(PEBBLES.state_hash(state))
        PEBBLES.apply_legal(state, PEBBLES.legal_actions(state)[0])
    assert state.to_move() is not None  # one game: none was dealt again
    assert [PEBBLES.state_hash(found) for found in kept] == expected

"""The AI tools' figures on tiny inputs, each worked out by hand (issue 43): the ladder's
comparisons, ratings, intervals, win rates, mean scores, decision times and progress line, the
coach agreement's review bar, shares and CPU times, the balance report's means and shared
wins, and training's leads, ridge fit, solver, spreads and errors. Their other tests check the
shape of a real run."""

from __future__ import annotations

import io
import math
from types import SimpleNamespace

import pytest

import everdell_desktop.ai.train as training
from everdell_desktop.ai import agreement, balance, ladder
from everdell_desktop.ai.coach import CLEARLY_BETTER
from everdell_desktop.ai.ladder import GameResult, LadderSpec
from everdell_desktop.core import Rng, ScoreBreakdown, registry


def _result(names, scores, index=0):
    return GameResult(index, list(names), list(scores), {})


def test_comparisons_pair_each_two_different_agents_by_score_and_skip_an_agent_with_itself():
    """Seats a, b, a scoring 10, 10, 7: a ties b (0.5), a meets a (no comparison), b beats the
    second a (1.0, from b's side)."""
    found = ladder.comparisons(_result(["a", "b", "a"], [10, 10, 7]))
    assert found == [("a", "b", 0.5), ("b", "a", 1.0)]
    assert ladder.comparisons(_result(["a", "b"], [3, 9])) == [("a", "b", 0.0)]


def test_bradley_terry_with_one_virtual_draw_rates_3_wins_of_4_at_200_log10_of_7_over_3():
    """a beat b 3 times in 4; the prior adds one virtual draw: a has 3.5 wins, b 1.5. For two
    agents the fit's odds are 3.5 / 1.5 = 7/3, split evenly around 0: a at 200 log10(7/3) =
    73.60 Elo, b at -73.60."""
    games = [[("a", "b", 1.0)]] * 3 + [[("b", "a", 1.0)]]
    ratings = ladder.bradley_terry(["a", "b"], games)
    assert ratings["a"] == pytest.approx(200 * math.log10(7 / 3), abs=1e-4)
    assert ratings["b"] == pytest.approx(-200 * math.log10(7 / 3), abs=1e-4)
    assert round(ratings["a"], 2) == 73.60


def test_bradley_terry_leaves_an_agent_that_met_no_one_at_the_centre():
    ratings = ladder.bradley_terry(["a", "b", "c"], [[("a", "b", 0.5)]])
    assert ratings == pytest.approx({"a": 0.0, "b": 0.0, "c": 0.0}, abs=1e-9)


def test_the_interval_is_the_2_5th_and_97_5th_percentiles_of_the_resampled_ratings():
    """41 ratings 0..40: the 2.5th percentile is the value at index int(1.0) = 1, the 97.5th at
    index ceil(39.0) = 39; no games, no interval."""
    assert ladder._percentiles([float(v) for v in reversed(range(41))]) == (1.0, 39.0)
    assert ladder._percentiles([5.0, 1.0, 3.0]) == (1.0, 5.0)  # int(0.05) = 0, ceil(1.95) = 2
    assert ladder._percentiles([]) == (0.0, 0.0)


def test_mean_scores_are_each_agents_mean_over_its_seats_to_two_decimals():
    results = [_result(["a", "b"], [10, 3]), _result(["b", "a"], [4, 11]), _result(["a"], [1])]
    assert ladder._mean_scores(results) == {"a": round(22 / 3, 2), "b": 3.5}
    assert ladder._mean_scores(results) == {"a": 7.33, "b": 3.5}


def test_mean_scores_refuse_a_result_whose_names_and_scores_disagree():
    """A hand-edited results file with a score missing raises, instead of averaging the agents
    it still has scores for and leaving the last one out without a word."""
    with pytest.raises(ValueError):
        ladder._mean_scores([_result(["a", "b", "b"], [10, 3])])


def test_decision_times_pool_every_games_and_give_median_95th_percentile_and_count():
    """a decided in 0.1, 0.3 and 0.2 ms over two games: median 0.2, the 95th percentile the
    value at index ceil(0.95 * 2) = 2 of the sorted three, 0.3; b once, 5.0."""
    times = ladder._decision_times([{"a": [0.1, 0.3]}, {"a": [0.2], "b": [5.0]}])
    assert times == {
        "a": {"median": 0.2, "p95": 0.3, "decisions": 3},
        "b": {"median": 5.0, "p95": 5.0, "decisions": 1},
    }
    assert ladder._decision_times([]) == {}
    twenty_one = ladder._decision_times([{"c": [float(ms) for ms in range(21)]}])
    assert twenty_one["c"]["p95"] == 19.0  # index ceil(0.95 * 20) = 19


def test_a_win_rate_with_more_than_two_players_is_the_lone_agents_share_of_wins():
    """Three seats: greedy alone against two randoms. It wins the first game, shares the
    second's win with one random (1/2), loses the third: (1 + 0.5 + 0) / 3 = 0.5."""
    spec = LadderSpec("tinygame", 3, ("greedy", "random"), 3, seed=1)
    names = ["greedy", "random", "random"]
    results = [
        _result(names, [9, 3, 3], 0),
        _result(["random", "greedy", "random"], [9, 9, 1], 1),
        _result(names, [1, 5, 2], 2),
    ]
    assert ladder._win_rates(spec, results) == {"greedy vs random": {"games": 3, "win_rate": 0.5}}


def test_a_win_rate_against_a_solo_bot_names_the_agent_first():
    spec = LadderSpec("tinygame", 1, ("greedy",), 2, seed=1, solo="squirrel", difficulty="easy")
    results = [
        _result(["greedy", "squirrel-easy"], [8, 2]),
        _result(["greedy", "squirrel-easy"], [1, 2]),
    ]
    assert ladder._win_rates(spec, results) == {
        "greedy vs squirrel-easy": {"games": 2, "win_rate": 0.5}
    }


def test_the_progress_line_fills_its_bar_and_tells_the_time_left_at_the_mean_pace(monkeypatch):
    """4 games, 1 already played when resumed: a bar of 30 * 1 // 4 = 7 marks. One more game
    in 65 s: 2 left at 65 s each, 2:10."""
    clock = iter([1000.0, 1065.0])
    monkeypatch.setattr(ladder, "time", SimpleNamespace(monotonic=lambda: next(clock)))
    stream = io.StringIO()
    progress = ladder._Progress(4, 1, stream)
    assert stream.getvalue() == "\r[" + "#" * 7 + "." * 23 + "] 1/4 games"
    progress.step()
    assert stream.getvalue().split("\r")[-1] == "[" + "#" * 15 + "." * 15 + "] 2/4 games, 2:10 left"
    progress.close()
    assert stream.getvalue().endswith("left\n")


def test_the_progress_line_of_an_empty_ladder_draws_nothing():
    stream = io.StringIO()
    ladder._Progress(0, 0, stream).step()
    assert stream.getvalue() == ""


class Judged:
    """A stand-in for Hard's re-check: the leads it gives the two moves asked about."""

    def __init__(self, leads):
        self.leads = leads

    def __call__(self, reference):
        return SimpleNamespace(values=lambda view, moves, seat, check: self.leads)


@pytest.mark.parametrize(
    ("other_lead", "within"),
    [(5.0 - CLEARLY_BETTER, False), (5.0 - CLEARLY_BETTER + 0.01, True), (5.0, True)],
)
def test_another_move_is_within_the_review_bar_when_hards_is_less_than_clearly_better(
    monkeypatch, other_lead, within
):
    """Hard's move leads by 5.0; the other by exactly CLEARLY_BETTER less is a mistake the
    review would list, by a hair less it is not."""
    monkeypatch.setattr(agreement, "SearchJudge", Judged([other_lead, 5.0]))
    assert agreement._within_bar(None, None, 0, "hard", "other", None) is within


def test_hards_own_move_is_within_the_bar_without_a_re_check(monkeypatch):
    monkeypatch.setattr(agreement, "SearchJudge", None)  # not asked
    assert agreement._within_bar(None, None, 0, "same", "same", None) is True


def test_cpu_times_spread_as_median_90th_percentile_and_max_in_milliseconds_to_one_decimal():
    """Five times: the median is the third, 3.4 ms; the 90th percentile is entry
    int(0.9 * 4) = 3 of the sorted list, 4.5 ms; the max 10.1 ms. Four times: the median is
    the mean of the middle two, (2.2 + 4.6) / 2 = 3.4 ms; the 90th percentile entry
    int(0.9 * 3) = 2, 4.6 ms."""
    five = [0.0101, 0.0012, 0.0045, 0.0021, 0.0034]
    assert agreement._spread(five) == {"median": 3.4, "p90": 4.5, "max": 10.1}
    four = [0.0081, 0.0011, 0.0046, 0.0022]
    assert agreement._spread(four) == {"median": 3.4, "p90": 4.6, "max": 8.1}


def test_an_agreement_share_is_a_percentage_to_one_decimal():
    """2 of 3 is 66.67 %, shown 66.7; 1 of 8 is 12.5."""
    assert (agreement._percent(2, 3), agreement._percent(1, 8)) == (66.7, 12.5)


class Choices:
    """A stand-in game whose state counts the actions taken; after n actions the seat to move
    has ``choices[n]`` legal actions."""

    def __init__(self, choices):
        self.choices = choices

    def new_game(self, config, deal):
        return [0]

    def legal_actions(self, state):
        return ["move"] * self.choices[state[0]]

    def apply_legal(self, state, action):
        state[0] += 1


@pytest.mark.parametrize(("start", "taken"), [(0, 1), (1, 1), (2, 2), (3, 4), (5, None)])
def test_a_coach_position_is_the_first_from_its_start_with_two_legal_actions_or_more(start, taken):
    """After 0..5 actions the seat to move has 1, 2, 3, 1, 2, 1 legal actions: a single legal
    action is no choice to ask about, two are. From action 0 or 1 the first choice is after 1
    action, from 2 after 2, from 3 after 4; from 5 on there is none."""
    game, actions = Choices([1, 2, 3, 1, 2, 1]), ["move"] * 6
    position = agreement._first_choice(game, None, 7, actions, start)
    expected = None if taken is None else agreement.Position([taken], 7, taken)
    assert position == expected


@pytest.mark.parametrize(("length", "lowest", "highest"), [(100, 25, 74), (2, 0, 0)])
def test_coach_positions_are_drawn_from_the_middle_half_of_each_greedy_game(
    monkeypatch, length, lowest, highest
):
    """Greedy games of 100 actions with a choice at every step: 200 positions start from
    actions 25 to 74 (int(0.25 * 100) up to, not including, int(0.75 * 100)), reaching both
    ends' neighbourhood; games of 2 actions: from action 0 alone (int(0.5) = 0, int(1.5) = 1)."""
    monkeypatch.setattr(agreement, "GreedyAgent", lambda game: None)
    monkeypatch.setattr(agreement, "_greedy_game", lambda *args: ["move"] * length)
    positions = agreement.mid_game_positions(Choices([2] * (length + 1)), None, 200, seed=3)
    taken = [position.taken for position in positions]
    assert len(taken) == 200 and lowest <= min(taken) and max(taken) <= highest
    assert min(taken) <= lowest + 2 and max(taken) >= highest - 2


# --- training ---------------------------------------------------------------------------------


def test_a_final_lead_is_the_score_minus_the_best_other_score():
    assert training.final_leads([10, 7, 4]) == [3, -3, -6]
    assert training.final_leads([5, 5]) == [0, 0]


def test_ridge_shrinks_a_one_feature_fit_by_its_penalty():
    """Feature 0 and 2 for targets 0 and 2: centred, x = (-1, 1), y = (-1, 1). Sum x*y = 2,
    sum x*x = 2, plus the penalty 1: the weight 2/3; the bias 1 - 2/3 * 1 = 1/3."""
    head = training.ridge([[0.0], [2.0]], [0.0, 2.0], 1.0)
    assert head.weights == pytest.approx((2 / 3,))
    assert head.bias == pytest.approx(1 / 3)
    assert training.ridge([[0.0], [2.0]], [0.0, 2.0], 0.0).weights == pytest.approx((1.0,))


def test_solve_pivots_past_a_zero_on_the_diagonal():
    """(0 1; 1 0) x = (2, 3): x = (3, 2), which needs the rows swapped first."""
    assert training.solve([[0.0, 1.0], [1.0, 0.0]], [2.0, 3.0]) == [3.0, 2.0]
    assert training.solve([[2.0, 1.0], [1.0, 3.0]], [3.0, 5.0]) == pytest.approx([0.8, 1.4])


def test_a_features_spread_is_its_standard_deviation_or_1_when_it_never_changes():
    assert training._spread([0.0, 4.0]) == 2.0
    assert training._spread([3.0, 3.0, 3.0]) == 1.0


def test_errors_are_the_root_mean_square_and_mean_absolute_misses_to_3_decimals():
    """Misses 1 and -3: root mean square sqrt((1 + 9) / 2) = 2.236, mean absolute 2.0."""
    assert training._errors([1.0, 0.0], [0.0, 3.0]) == {"rmse": 2.236, "mae": 2.0}
    # misses 0.5 and -0.126: sqrt((0.25 + 0.015876) / 2) = 0.36461, (0.5 + 0.126) / 2 = 0.313
    assert training._errors([0.5, 0.0], [0.0, 0.126]) == {"rmse": 0.365, "mae": 0.313}


# --- balance ----------------------------------------------------------------------------------


def test_the_balance_report_means_and_shares_a_tied_win(monkeypatch):
    """Two games of two seats. Game 1: seat 0 wins 12 (cards 10, pebbles 2) to 6 (cards 6).
    Game 2: both score 8 (cards 8 / cards 5, pebbles 3), a shared win. Winners: 12, 8, 8, mean
    9.33; all seats: 12, 6, 8, 8, mean 8.5; seat 0 won 1.5 games, seat 1 0.5."""
    games = iter(
        [
            (
                [ScoreBreakdown(0, {"cards": 10, "pebbles": 2}), ScoreBreakdown(1, {"cards": 6})],
                [0],
            ),
            (
                [ScoreBreakdown(0, {"cards": 8}), ScoreBreakdown(1, {"cards": 5, "pebbles": 3})],
                [0, 1],
            ),
        ]
    )
    monkeypatch.setattr(balance, "final_breakdowns", lambda *args: next(games))
    report = balance.balance_report(registry.get("tinygame"), 2, ["random"], 2, seed=1)
    assert report["winner_mean_total"] == 9.33
    assert report["winner_totals"] == [8, 8, 12]
    assert report["all_mean_total"] == 8.5
    assert report["winner_mean_categories"] == {"cards": round(23 / 3, 2), "pebbles": 1.67}
    assert report["all_mean_categories"] == {"cards": 7.25, "pebbles": 1.25}
    assert report["wins_by_seat"] == [1.5, 0.5]


def test_a_balance_report_of_no_games_has_zero_means():
    report = balance.balance_report(registry.get("tinygame"), 2, ["random"], 0, seed=1)
    assert (report["winner_mean_total"], report["all_mean_total"]) == (0.0, 0.0)
    assert report["wins_by_seat"] == [0.0, 0.0]


def test_coach_positions_are_dealt_from_the_seed_apart_from_other_streams(monkeypatch):
    """Seed 3: the first position's game is dealt from Rng(3 ^ 0xA9EE), the agreement's own
    stream (the salt keeps its deals apart from the ladder's and training's), as a 63-bit
    seed."""
    dealt = []

    def greedy_game(game, config, deal, greedy):
        dealt.append(deal)
        return ["move"] * 4

    monkeypatch.setattr(agreement, "GreedyAgent", lambda game: None)
    monkeypatch.setattr(agreement, "_greedy_game", greedy_game)
    positions = agreement.mid_game_positions(Choices([2] * 5), None, 1, seed=3)
    assert dealt == [Rng(3 ^ 0xA9EE).next_u64() >> 1]
    assert [position.deal for position in positions] == dealt


def test_hard_is_asked_again_on_its_deals_stream_salted_apart(monkeypatch):
    """A position of deal 9 after 4 actions: Hard and the coach decide with
    decision_rng(9, 4), the stream that game gives the seat; Hard is asked again with
    decision_rng(9 ^ 0xA6A1, 4), another stream of the same position."""
    streams = []

    def decision_rng(deal, taken):
        streams.append((deal, taken))
        return Rng(deal + taken)

    first = SimpleNamespace(choose=lambda view, legal, rng: legal[0])
    game = SimpleNamespace(view=lambda state, seat: state, legal_actions=lambda state: ["a", "b"])
    state = SimpleNamespace(to_move=lambda: 0)
    monkeypatch.setattr(agreement, "decision_rng", decision_rng)
    monkeypatch.setattr(agreement, "by_iterations", lambda name, game: first)
    monkeypatch.setattr(agreement, "create_agent", lambda name, game: first)
    monkeypatch.setattr(agreement, "suggest", lambda *args: SimpleNamespace(action="a"))
    position = agreement.Position(state, 9, 4)
    monkeypatch.setattr(agreement, "mid_game_positions", lambda *args: [position])
    spec = agreement.AgreementSpec("tinygame", 2, positions=1, seed=5)
    measured = agreement.measure_agreement(game, None, spec)
    assert streams == [(9, 4), (9, 4), (9 ^ 0xA6A1, 4)]
    assert (measured["agreed"], measured["reference_again_agreed"]) == (1, 1)


def test_the_interval_resamples_the_games_200_times_each_time_as_many_as_were_played(
    monkeypatch,
):
    """Three games: 200 resamples of three games each, drawn from Rng(seed ^ 0xB007); the
    interval is taken over the 200 fitted ratings."""
    games = [[("a", "b", 1.0)], [("b", "a", 1.0)], [("a", "b", 0.5)]]
    fits = []

    def fit(names, drawn):
        fits.append(drawn)
        return {name: float(len(fits)) for name in names}

    monkeypatch.setattr(ladder, "bradley_terry", fit)
    interval = ladder._bootstrap(["a", "b"], games, seed=4)
    assert len(fits) == 200 and {len(drawn) for drawn in fits} == {3}
    rng = Rng(4 ^ 0xB007)
    assert fits[0] == [games[rng.randrange(3)] for _ in range(3)]
    # ratings 1..200: index int(0.025 * 199) = 4 holds 5, index ceil(0.975 * 199) = 195 holds 196
    assert interval == {"a": (5.0, 196.0), "b": (5.0, 196.0)}

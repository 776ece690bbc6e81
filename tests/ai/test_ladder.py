"""The ladder: fixtures with seat rotation, Bradley–Terry ratings, resuming, parallel games."""

from __future__ import annotations

import io
import json
from collections import Counter

import pytest

from everdell_desktop.ai.ladder import (
    GameResult,
    LadderError,
    LadderSpec,
    bradley_terry,
    comparisons,
    read_results,
    run_ladder,
    schedule,
    summarize,
)
from everdell_desktop.cli import main


def spec(**changes) -> LadderSpec:
    values = {
        "game": "tinygame",
        "players": 2,
        "agents": ("random", "greedy"),
        "games": 6,
        "seed": 5,
    }
    return LadderSpec(**{**values, **changes})


def test_two_player_pairs_play_each_deal_from_both_seats():
    fixtures = schedule(spec(agents=("random", "greedy", "mcts-easy"), games=4))
    assert len(fixtures) == 3 * 4
    pairs = Counter(frozenset(f.seats) for f in fixtures)
    assert set(pairs.values()) == {4}
    for first, mirror in zip(fixtures[::2], fixtures[1::2], strict=True):
        assert mirror.seats == first.seats[::-1] and mirror.seed == first.seed


def test_with_more_players_each_agent_sits_alone_in_every_seat_among_a_field():
    fixtures = schedule(spec(players=3, agents=("random", "greedy"), games=3))
    lone_random = [f for f in fixtures if f.seats.count("random") == 1]
    assert len(fixtures) == 6 and len(lone_random) == 3
    assert sorted(f.seats.index("random") for f in lone_random) == [0, 1, 2]


def test_versus_plays_only_the_pairings_with_that_agent():
    two = schedule(spec(agents=("random", "greedy", "mcts-easy"), games=2, versus="greedy"))
    assert {frozenset(f.seats) for f in two} == {
        frozenset({"random", "greedy"}),
        frozenset({"mcts-easy", "greedy"}),
    }
    four = schedule(
        spec(players=4, agents=("random", "greedy", "mcts-easy"), games=4, versus="greedy")
    )
    assert len(four) == 2 * 4
    assert all(f.seats.count("greedy") == 3 for f in four)


def test_the_cli_refuses_a_versus_agent_that_does_not_play(capsys):
    args = ["--players", "2", "--agents", "random,greedy", "--games", "1", "--quiet"]
    assert main(["ladder", "--game", "tinygame", *args, "--versus", "mcts-hard"]) == 2
    assert "--versus" in capsys.readouterr().err


def test_solo_fixtures_seat_each_agent_alone():
    fixtures = schedule(spec(players=1, solo="squirrel", difficulty="easy", games=2))
    assert [f.seats for f in fixtures] == [("random",)] * 2 + [("greedy",)] * 2


def test_comparisons_pair_different_agents_by_final_score():
    result = GameResult(0, ["a", "b", "b"], [10, 12, 10], {})
    assert comparisons(result) == [("a", "b", 0.0), ("a", "b", 0.5)]


def test_bradley_terry_orders_agents_by_their_results_and_centres_them():
    games = [[("strong", "weak", 1.0)]] * 8 + [[("strong", "weak", 0.0)]] * 2
    games += [[("mid", "weak", 1.0)]] * 5 + [[("mid", "weak", 0.0)]] * 5
    ratings = bradley_terry(["strong", "mid", "weak"], games)
    assert ratings["strong"] > ratings["mid"] > ratings["weak"]
    assert sum(ratings.values()) == pytest.approx(0.0, abs=1e-6)


def test_bradley_terry_keeps_an_unbeaten_agent_finite():
    ratings = bradley_terry(["a", "b"], [[("a", "b", 1.0)]] * 20)
    assert 0 < ratings["a"] < 1000


def test_a_ladder_rates_greedy_above_random_with_intervals(tmp_path):
    ladder = spec(games=20)
    results = run_ladder(ladder, tmp_path / "l.jsonl")
    summary = summarize(ladder, results)
    greedy, rnd = summary["ratings"]["greedy"], summary["ratings"]["random"]
    assert summary["games"] == 20 and greedy["elo"] > rnd["elo"]
    assert greedy["ci95"][0] <= greedy["elo"] <= greedy["ci95"][1]
    assert summary["win_rates"]["random vs greedy"]["games"] == 20
    assert summary["decision_ms"]["greedy"]["decisions"] > 0


def test_an_interrupted_ladder_resumes_and_ends_as_an_uninterrupted_one(tmp_path):
    whole = run_ladder(spec(), tmp_path / "whole.jsonl")
    cut = tmp_path / "cut.jsonl"
    run_ladder(spec(), cut)
    lines = cut.read_text().splitlines()
    cut.write_text("\n".join(lines[:3]) + "\n" + lines[3][:20])  # two games, then a torn line
    assert len(read_results(spec(), cut)) == 2
    stream = io.StringIO()
    resumed = run_ladder(spec(), cut, progress=stream)
    assert [r.scores for r in resumed] == [r.scores for r in whole]
    assert "6/6 games" in stream.getvalue()


def test_a_results_file_of_another_ladder_is_refused(tmp_path):
    path = tmp_path / "l.jsonl"
    run_ladder(spec(games=2), path)
    with pytest.raises(LadderError, match="another ladder"):
        run_ladder(spec(games=2, seed=6), path)


@pytest.mark.slow
def test_parallel_games_give_the_same_results(tmp_path):
    one = run_ladder(spec(), tmp_path / "one.jsonl", jobs=1)
    two = run_ladder(spec(), tmp_path / "two.jsonl", jobs=2)
    assert [(r.fixture, r.scores) for r in one] == [(r.fixture, r.scores) for r in two]


def test_the_ladder_command_prints_ratings_and_keeps_its_results(tmp_path, capsys):
    path = tmp_path / "cli.jsonl"
    code = main(
        [
            "ladder",
            "--game",
            "tinygame",
            "--players",
            "1",
            "--solo",
            "squirrel",
            "--difficulty",
            "hard",
            "--agents",
            "greedy",
            "--games",
            "3",
            "--results",
            str(path),
            "--quiet",
            "--json",
        ]
    )
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and set(out["ratings"]) == {"greedy", "squirrel-hard"}
    assert len(path.read_text().splitlines()) == 1 + 3


@pytest.mark.parametrize(
    "args",
    [
        ["--agents", "greedy,nobody"],
        ["--agents", "greedy"],
        ["--games", "0"],
        ["--agents", "random,random"],
    ],
)
def test_bad_ladder_options_are_usage_errors(args, capsys):
    base = ["ladder", "--game", "tinygame", "--players", "2", "--games", "2", "--quiet"]
    assert main([*base, *args]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


def test_a_ladder_reports_each_agents_cpu_time_and_still_reads_older_files(tmp_path):
    path = tmp_path / "l.jsonl"
    results = run_ladder(spec(agents=("greedy", "mcts-easy"), games=2), path)
    summary = summarize(spec(agents=("greedy", "mcts-easy"), games=2), results)
    for name in ("greedy", "mcts-easy"):
        cpu, wall = summary["decision_cpu_ms"][name], summary["decision_ms"][name]
        assert cpu["decisions"] == wall["decisions"] > 0
    assert summary["decision_cpu_ms"]["mcts-easy"]["median"] > 0  # a search takes processor time
    header, *games = path.read_text(encoding="utf-8").splitlines()
    older = [json.loads(line) for line in games]
    for game in older:
        del game["decision_cpu_ms"]  # written before CPU time was recorded
    path.write_text("\n".join([header, *map(json.dumps, older)]) + "\n", encoding="utf-8")
    reread = read_results(spec(agents=("greedy", "mcts-easy"), games=2), path)
    assert len(reread) == 2 and all(not r.decision_cpu_ms for r in reread.values())


def test_a_team_ladder_seats_one_agent_at_every_seat_against_the_game_s_opponent(tmp_path):
    """Duo's cooperative game: each agent plays the Hare and the Tortoise together against the
    Skunk; the result keeps the team's one score and the Skunk's, as the game scores them."""
    from everdell_desktop.ai import create_agent
    from everdell_desktop.ai.match import play_match
    from everdell_desktop.core import registry

    team = spec(game="duo", agents=("greedy",), games=2, mode="coop", difficulty="easy")
    fixtures = schedule(team)
    assert [f.seats for f in fixtures] == [("greedy", "greedy")] * 2
    results = run_ladder(team, tmp_path / "team.jsonl", jobs=1)
    game = registry.get("duo")
    for fixture, result in zip(fixtures, results, strict=True):
        agents = [create_agent("greedy", game) for _ in range(2)]
        direct = play_match(game, team.config(), agents, fixture.seed).scores
        assert result.names == ["greedy", "skunk-easy"]
        assert result.scores == [direct[0], direct[2]] and direct[0] == direct[1]
    assert list(summarize(team, results)["win_rates"]) == ["greedy vs skunk-easy"]


def test_with_more_players_versus_keeps_that_agent_as_the_field_whatever_its_name():
    """Three players, versus mcts-easy (a name between the other two): random, then greedy,
    sit alone in seats 0, 1 and 2 among two mcts-easy; no other field plays."""
    easy = "mcts-easy"
    three = schedule(spec(players=3, agents=("random", "greedy", easy), games=3, versus=easy))
    assert [f.seats for f in three] == [
        ("random", easy, easy),
        (easy, "random", easy),
        (easy, easy, "random"),
        ("greedy", easy, easy),
        (easy, "greedy", easy),
        (easy, easy, "greedy"),
    ]

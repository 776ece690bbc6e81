"""CLI round trips: exact JSON keys, exit status 2 on bad arguments, 1 on failed checks."""

import json
import subprocess
import sys

import pytest

from everdell_desktop.cli import main

SIMULATE_KEYS = {
    "game",
    "players",
    "games",
    "completed",
    "errors",
    "seconds",
    "games_per_second",
    "actions_per_game",
    "mean_scores",
    "win_rate",
    "mean_decision_ms",
}


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_simulate_prints_the_summary_json(capsys):
    code, out, _ = run(
        capsys,
        "simulate",
        "--game",
        "tinygame",
        "--players",
        "3",
        "--agents",
        "random",
        "--games",
        "20",
        "--seed",
        "1",
        "--json",
    )
    assert code == 0
    summary = json.loads(out)
    assert summary.keys() >= SIMULATE_KEYS
    assert summary["completed"] == 20 and summary["errors"] == 0
    assert len(summary["mean_scores"]) == 3
    assert summary["win_rate"]["random"] == pytest.approx(1.0)


def test_simulate_is_reproducible_for_a_seed(capsys):
    argv = (
        "simulate",
        "--game",
        "tinygame",
        "--players",
        "2",
        "--agents",
        "random,random",
        "--games",
        "10",
        "--seed",
        "9",
        "--json",
    )
    first = json.loads(run(capsys, *argv)[1])
    second = json.loads(run(capsys, *argv)[1])
    assert first["mean_scores"] == second["mean_scores"]


def test_simulate_splits_wins_between_agent_names(capsys):
    from everdell_desktop.ai import register_agent
    from everdell_desktop.ai.random_agent import RandomAgent

    class OtherRandom(RandomAgent):
        name = "random-b"

    register_agent("random-b", OtherRandom)
    summary = json.loads(
        run(
            capsys,
            "simulate",
            "--game",
            "tinygame",
            "--players",
            "2",
            "--agents",
            "random,random-b",
            "--games",
            "40",
            "--json",
        )[1]
    )
    assert sum(summary["win_rate"].values()) == pytest.approx(1.0)
    assert set(summary["mean_decision_ms"]) == {"random", "random-b"}


def test_simulate_solo_includes_the_bot_seat(capsys):
    summary = json.loads(
        run(
            capsys,
            "simulate",
            "--game",
            "tinygame",
            "--players",
            "1",
            "--solo",
            "squirrel",
            "--difficulty",
            "easy",
            "--agents",
            "random",
            "--games",
            "5",
            "--json",
        )[1]
    )
    assert summary["mean_scores"][1] == 14


def test_simulate_counts_a_crashing_game_and_goes_on(capsys, monkeypatch):
    from everdell_desktop.ai import match

    real, calls = match.play_match, []

    def flaky(*args, **kwargs):
        calls.append(1)
        if len(calls) == 2:
            raise RuntimeError("boom")
        return real(*args, **kwargs)

    monkeypatch.setattr(match, "play_match", flaky)
    summary = json.loads(
        run(
            capsys,
            "simulate",
            "--game",
            "tinygame",
            "--players",
            "2",
            "--agents",
            "random",
            "--games",
            "4",
            "--json",
        )[1]
    )
    assert summary["errors"] == 1 and summary["completed"] == 3


@pytest.mark.parametrize(
    "argv, message",
    [
        (
            ["simulate", "--game", "nope", "--players", "2", "--agents", "random", "--games", "1"],
            "unknown game",
        ),
        (
            [
                "simulate",
                "--game",
                "tinygame",
                "--players",
                "9",
                "--agents",
                "random",
                "--games",
                "1",
            ],
            "players",
        ),
        (
            [
                "simulate",
                "--game",
                "tinygame",
                "--players",
                "2",
                "--agents",
                "wizard",
                "--games",
                "1",
            ],
            "unknown agent",
        ),
        (
            [
                "simulate",
                "--game",
                "tinygame",
                "--players",
                "2",
                "--agents",
                "random",
                "--games",
                "0",
            ],
            "at least 1",
        ),
        (
            [
                "screenshot",
                "--game",
                "tinygame",
                "--players",
                "2",
                "--out",
                "x.png",
                "--size",
                "big",
            ],
            "--size",
        ),
        (["cards", "--game", "nope", "--validate"], "unknown game"),
        (
            ["cards", "--game", "tinygame", "--validate", "--expansion", "spirecrest"],
            "has no expansion 'spirecrest'",
        ),
        (
            [
                "simulate",
                "--game",
                "tinygame",
                "--players",
                "2",
                "--agents",
                "random",
                "--games",
                "1",
                "--expansion",
                "anything",
            ],
            "has no expansion 'anything' (known: none)",
        ),
        (["bench", "--game", "tinygame", "--expansion", "x"], "has no expansion 'x'"),
        (
            ["ladder", "--game", "tinygame", "--players", "2", "--games", "1", "--expansion", "x"],
            "has no expansion 'x'",
        ),
    ],
)
def test_bad_arguments_exit_2_with_a_clear_message(capsys, argv, message):
    code, _, err = run(capsys, *argv)
    assert code == 2
    assert message in err


def test_argparse_errors_also_exit_2(capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["simulate", "--game", "tinygame"])
    assert exit_info.value.code == 2


def test_replay_verify_round_trip(capsys, tmp_path):
    run(
        capsys,
        "simulate",
        "--game",
        "tinygame",
        "--players",
        "2",
        "--agents",
        "random",
        "--games",
        "2",
        "--seed",
        "4",
        "--save-dir",
        str(tmp_path),
        "--json",
    )
    saves = sorted(tmp_path.glob("*.json"))
    assert len(saves) == 2
    code, out, _ = run(capsys, "replay", str(saves[0]), "--verify", "--json")
    result = json.loads(out)
    assert code == 0 and result["valid"] is True and len(result["state_hash"]) == 64


def test_replay_of_a_broken_file_exits_1(capsys, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    code, out, _ = run(capsys, "replay", str(bad), "--verify", "--json")
    assert code == 1 and json.loads(out)["valid"] is False


def test_cards_validate_reports_counts(capsys):
    code, out, _ = run(capsys, "cards", "--game", "tinygame", "--validate", "--json")
    assert code == 0 and json.loads(out)["valid"] is True


def test_bench_reports_engine_figures(capsys, bench_clock):
    """With a stopwatch that moves 0.25 s per reading and a 1 s budget, each per-call timing
    takes one round over the 200 sampled states: 0.25 s / 200 = 1250 us. The random games are
    timed from readings 0.25, 0.5 and 0.75 s in (a game each) to 1.0 s (over), and the elapsed
    time is read once more: 3 games in 1.25 s."""
    code, out, _ = run(capsys, "bench", "--game", "tinygame", "--seconds", "1", "--json")
    figures = json.loads(out)
    assert code == 0
    assert (figures["clone_us"], figures["legal_actions_us"], figures["apply_us"]) == (
        1250.0,
        1250.0,
        0.0,  # clone+legal+apply minus clone and legal, never below 0
    )
    assert figures["random_games_per_second"] == {"2": 2.4, "3": 2.4, "4": 2.4}
    assert all(actions >= 10 for actions in figures["actions_per_random_game"].values())


def test_entry_module_runs_as_a_subprocess():
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "everdell_desktop",
            "simulate",
            "--game",
            "tinygame",
            "--players",
            "2",
            "--agents",
            "random",
            "--games",
            "3",
            "--json",
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["completed"] == 3

"""The balance report adds up the score categories of real games."""

import pytest

from everdell_desktop import core
from everdell_desktop.ai import balance
from everdell_desktop.ai.balance import balance_report, main

GAME = core.get("tinygame")


def test_report_means_add_up_to_the_mean_totals():
    report = balance_report(GAME, 3, ["greedy", "random"], games=4, seed=2)
    assert sum(report["wins_by_seat"]) == 4
    assert len(report["winner_totals"]) >= 4  # a shared win lists every winner
    assert abs(sum(report["winner_mean_categories"].values()) - report["winner_mean_total"]) < 0.05
    assert abs(sum(report["all_mean_categories"].values()) - report["all_mean_total"]) < 0.05
    assert report["winner_mean_total"] >= report["all_mean_total"]


def test_command_line_prints_json(capsys):
    assert main(["--game", "tinygame", "--players", "2", "--agents", "greedy", "--games", "2"]) == 0
    assert '"winner_mean_categories"' in capsys.readouterr().out


@pytest.mark.parametrize("needed", ["--game", "--players", "--agents"])
def test_command_line_refuses_to_run_without_each_required_option(needed, capsys):
    argv = {"--game": "tinygame", "--players": "2", "--agents": "greedy", "--games": "1"}
    del argv[needed]
    with pytest.raises(SystemExit) as refused:
        main([word for pair in argv.items() for word in pair])
    assert refused.value.code == 2
    out, err = capsys.readouterr()
    assert out == "" and f"the following arguments are required: {needed}" in err


def test_command_line_plays_5_games_from_seed_0_unless_told(monkeypatch, capsys):
    """The agents are split at commas, blanks dropped; without --games and --seed the report
    is of 5 games dealt from seed 0, as ``--help``'s defaults say."""
    asked = []

    def report(game, players, names, games, seed):
        asked.append((game.name, players, names, games, seed))
        return {}

    monkeypatch.setattr(balance, "balance_report", report)
    assert main(["--game", "tinygame", "--players", "3", "--agents", " greedy, random,,"]) == 0
    argv = ["--game", "tinygame", "--players", "2", "--agents", "random"]
    assert main([*argv, "--games", "7", "--seed", "9"]) == 0
    assert asked == [
        ("tinygame", 3, ["greedy", "random"], 5, 0),
        ("tinygame", 2, ["random"], 7, 9),
    ]
    assert capsys.readouterr().out == "{}\n{}\n"

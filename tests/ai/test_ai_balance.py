"""The balance report adds up the score categories of real games."""

from everdell_desktop import core
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

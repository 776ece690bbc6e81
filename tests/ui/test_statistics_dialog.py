"""Game > Statistics: finished games are counted once and shown per game and mode."""

from __future__ import annotations

from test_main_window import start

from everdell_desktop.store import StatisticsStore, StorePaths
from everdell_desktop.ui.statistics_dialog import StatisticsDialog, mode_title


def finish(session, qtbot) -> None:
    qtbot.waitUntil(session.is_over, timeout=15_000)


def test_a_finished_game_is_counted_once_and_shown_in_the_dialog(window, qtbot, isolated_home):
    session = start(window, agents=("random", "random"))
    finish(session, qtbot)
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=2000)
    window.quick_save()
    window.quick_load()  # the finished game again: counted already
    figures = StatisticsStore(StorePaths(isolated_home)).load().stats("tinygame", "2p")
    assert figures.played == 1
    dialog = window.show_statistics()
    assert isinstance(dialog, StatisticsDialog) and dialog.isVisible()
    assert not dialog.empty_label.isVisible()
    assert [dialog.cell(0, c) for c in ("Mode", "Played", "Won")] == ["2 players", "1", "0"]


def test_human_wins_and_best_scores_are_listed(window, qtbot, isolated_home):
    session = start(window, agents=(None, "random"))
    while not session.is_over():
        if window.handover.isVisible():
            window.handover.button.click()
        legal = session.human_legal_actions()
        if legal:
            session.submit(legal[0])
        else:
            qtbot.waitUntil(lambda: session.is_over() or bool(session.human_legal_actions()))
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=2000)
    dialog = window.show_statistics()
    human_total = session.scores()[0].total
    won = 0 in session.game.winners(session.state)
    assert dialog.cell(0, "Won") == str(int(won))
    assert dialog.cell(0, "Best score") == str(human_total)
    assert dialog.best_list.count() == 1
    assert dialog.best_list.item(0).text().startswith(f"1. {human_total} points: P1")


def test_no_games_yet_and_a_damaged_file_are_said_plainly(window, isolated_home):
    dialog = window.show_statistics()
    assert dialog.empty_label.isVisible() and dialog.table.rowCount() == 0
    dialog.close()
    paths = StorePaths(isolated_home)
    paths.statistics.parent.mkdir(parents=True, exist_ok=True)
    paths.statistics.write_text("[1, 2", encoding="utf-8")
    damaged = window.show_statistics()
    assert damaged.problem_label.isVisible() and damaged.table.rowCount() == 0


def test_modes_read_as_words():
    assert mode_title("3p") == "3 players"
    assert mode_title("solo:koto:hard") == "Solo vs Koto (hard)"
    assert mode_title("solo:rugwort:year2") == "Solo vs Rugwort (year2)"

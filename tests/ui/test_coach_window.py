"""The coach in the window: "Suggest a move" (H) rings the AI's move with its reason, can be
turned off for a game, is kept in the save and sets an assisted game apart in the statistics;
"Review" after a game lists the human's clearly worse moves. The AI here is the greedy agent
(fast); the window asks the same way whatever the agent."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest

import everdell_desktop.ai.coach as ai_coach
import everdell_desktop.session.coach as session_coach
from everdell_desktop.ai import create_agent, decision_rng
from everdell_desktop.ai.levels import by_iterations
from everdell_desktop.core import Action, Rng, registry
from everdell_desktop.session import SeatSpec
from everdell_desktop.store import StatisticsStore, StorePaths
from everdell_desktop.ui.dialogs import NewGameSpec
from everdell_desktop.ui.statistics_dialog import mode_title

GAME = registry.get("tinygame")


@pytest.fixture(autouse=True)
def greedy_coach(monkeypatch):
    monkeypatch.setattr(session_coach, "COACH_AGENT", "greedy")


def start(window, agents=(None, "greedy"), seed=4):
    seats = [SeatSpec(f"P{i + 1}", agent) for i, agent in enumerate(agents)]
    spec = NewGameSpec(GAME, GAME.make_config(players=len(seats)), seed, seats)
    return window.start_game(spec)


def ask_hint(window, qtbot):
    with qtbot.waitSignal(window.coach.hint_ready, timeout=10_000) as hint:
        QTest.keyClick(window, Qt.Key.Key_H)
    return hint.args[0]


def test_h_rings_the_suggested_move_and_says_why(window, qtbot):
    session = start(window)
    suggestion = ask_hint(window, qtbot)
    assert suggestion.action in session.legal_actions()
    hinted = [key for key, item in window.scene.by_key.items() if item.hinted]
    assert hinted and all(
        window.scene.by_key[key].click_key.endswith(suggestion.action.encode()) for key in hinted
    )
    assert window.view.bar.mode == "hint"
    assert "expected final lead" in window.view.bar.text.text()
    assert session.record.meta["coach"] == {"enabled": True, "hints": 1}


def test_play_it_makes_the_move_and_the_ring_goes(window, qtbot):
    session = start(window, agents=(None, None))
    suggestion = ask_hint(window, qtbot)
    window.view.bar.press("Play it")
    assert session.record.actions == [suggestion.action.encode()]
    assert not any(item.hinted for item in window.scene.by_key.values())
    assert window.view.bar.mode != "hint"


def test_close_drops_the_suggestion(window, qtbot):
    start(window)
    ask_hint(window, qtbot)
    window.view.bar.press("Close")
    assert not any(item.hinted for item in window.scene.by_key.values())
    assert not window.view.bar.isVisible()


def test_a_suggestion_that_arrives_after_the_move_is_dropped(window, qtbot, monkeypatch):
    release = threading.Event()
    real = session_coach.suggest

    def slow(*args, **kwargs):
        release.wait(5)
        return real(*args, **kwargs)

    monkeypatch.setattr(session_coach, "suggest", slow)
    start(window, agents=(None, None))
    assert window.suggest_move()
    assert not window.suggest_move()  # one question at a time
    window.submit(Action.of("roll"))
    shown = []
    window.coach.hint_ready.connect(shown.append)
    release.set()
    window.coach._worker.wait()
    QCoreApplication.processEvents()  # the worker's answer was queued before it ended
    assert shown == [] and window.coach.hints_given() == 0
    assert window.view.bar.mode != "hint"


def test_turned_off_the_coach_suggests_nothing_and_the_save_keeps_it(window, qtbot):
    session = start(window)
    window.coach_allowed_action.setChecked(False)
    assert not window.suggest_action.isEnabled()
    QTest.keyClick(window, Qt.Key.Key_H)
    assert not window.suggest_move() and not window.coach.is_thinking()
    assert session.record.meta["coach"]["enabled"] is False
    window.save_as("no coach")
    entry = next(e for e in window.saves.entries() if e.name == "no coach")
    window.resume(window.saves.load(entry))
    assert window.coach.enabled() is False
    assert not window.coach_allowed_action.isChecked()


def test_the_coach_answers_only_a_human_on_turn(window, qtbot):
    start(window, agents=("greedy", "greedy"))
    assert not window.suggest_move()


def test_a_coach_that_fails_on_the_worker_thread_is_reported_not_raised(window, qtbot, monkeypatch):
    def broken(*_args, **_kwargs):
        raise RuntimeError("no idea")

    monkeypatch.setattr(session_coach, "suggest", broken)
    session = start(window)
    with qtbot.waitSignal(window.coach.hint_failed, timeout=10_000):
        window.suggest_move()
    assert any("coach could not suggest" in error for error in window.errors)
    assert session.record.meta.get("coach", {}).get("hints", 0) == 0
    assert window.coach.request()  # it may be asked again


def play_out(window, qtbot, session, moves=None):
    """Play the human seat with ``moves`` (default: the first legal move) to the end."""
    rng = Rng(3)
    while not session.is_over():
        legal = session.human_legal_actions()
        if legal:
            window.submit(moves(legal, rng) if moves else legal[0])
        else:
            qtbot.waitUntil(lambda: session.is_over() or bool(session.human_legal_actions()))


def test_an_assisted_game_is_counted_apart_in_the_statistics(window, qtbot, isolated_home):
    session = start(window)
    ask_hint(window, qtbot)
    play_out(window, qtbot, session)
    qtbot.waitUntil(lambda: window.score_dialog is not None)
    games = StatisticsStore(StorePaths(isolated_home)).load().games["tinygame"]
    assert list(games) == ["2p+coach"]
    assert mode_title("2p+coach") == "2 players, with the coach"


def test_review_from_the_score_screen_lists_the_human_blunders(window, qtbot):
    session = start(window, seed=0)
    play_out(window, qtbot, session, moves=lambda legal, rng: rng.choice(legal))
    qtbot.waitUntil(lambda: window.score_dialog is not None)
    assert window.review_action.isEnabled()
    window.score_dialog.review_button.click()
    dialog = window.review_dialog
    qtbot.waitUntil(lambda: dialog.mistakes is not None, timeout=20_000)
    assert dialog.table.rowCount() == len(dialog.mistakes)
    for row, mistake in enumerate(dialog.mistakes):
        assert mistake.seat == 0
        assert dialog.table.item(row, 2).text() == mistake.played
        assert dialog.table.item(row, 3).text() == mistake.better
        assert dialog.table.item(row, 4).text() == (
            f"{mistake.better}: about {mistake.loss:.1f} points better"
        )
    expected = session_coach.review_game(session.record, {0}, create_agent("greedy", GAME))
    assert dialog.mistakes == expected and expected  # a random player blunders


def test_review_waits_for_the_end_of_the_game(window, qtbot):
    start(window)
    assert not window.review_action.isEnabled()
    assert window.review_game() is None


def test_a_review_that_fails_says_so(window, qtbot, monkeypatch):
    def broken(*_args, **_kwargs):
        raise ValueError("bad record")

    monkeypatch.setattr(session_coach, "review_game", broken)
    session = start(window)
    play_out(window, qtbot, session)
    qtbot.waitUntil(lambda: window.score_dialog is not None)
    dialog = window.review_game()
    qtbot.waitUntil(lambda: dialog.mistakes is not None, timeout=10_000)
    assert "could not be made" in dialog.status.text()


def test_a_game_played_by_the_coach_leaves_nothing_to_review(window, qtbot):
    """The coach here is the random agent and the review's search the greedy one: they differ,
    as a search cut by the clock can. Every move the player took from the coach is still never
    listed (before the review skipped them, this game's review listed several)."""
    session = start(window, seed=0)
    window.coach._agent_name = "random"
    while not session.is_over():
        if not session.human_legal_actions():
            qtbot.waitUntil(lambda: session.is_over() or bool(session.human_legal_actions()))
            continue
        suggestion = ask_hint(window, qtbot)
        window.view.bar.press("Play it")
        assert session.record.actions[-1] == suggestion.action.encode()
    qtbot.waitUntil(lambda: window.score_dialog is not None)
    dialog = window.review_game()
    qtbot.waitUntil(lambda: dialog.mistakes is not None, timeout=20_000)
    assert dialog.mistakes == [] and dialog.table.rowCount() == 0
    assert "No move was clearly worse" in dialog.status.text()


def test_a_listed_move_says_which_score_categories_it_gains_in_english_and_korean(window):
    """The review's last column names the categories by the game's words, in either language."""
    from everdell_desktop.ai.coach import Mistake
    from everdell_desktop.ui.review_dialog import gain_text

    game = registry.get("everdell")
    mistake = Mistake(3, 0, "Take 1 Twig", "Play Farm", 3.44, (("events", 3.0), ("cards", 1.2)))
    english = gain_text(mistake, game)
    window.set_language("ko")
    try:
        korean = gain_text(mistake, game)
    finally:
        window.set_language("en")
    assert english == "Play Farm: about 3.4 points better, from Events +3.0, Cards +1.2"
    assert korean == "Play Farm: 약 3.4점 더 좋은 수 (얻는 점수: 행사 +3.0, 카드 +1.2)"


def test_the_window_suggests_the_move_hard_would_play_in_the_seat(window, qtbot):
    """With the real coach (Hard by its iterations), each suggestion of a whole game is the
    move Hard asked with the seat's own decision stream plays: what an AI in that seat would
    choose."""
    session = start(window, seed=2)
    window.coach._agent_name = ai_coach.COACH_AGENT
    while not session.is_over():
        if not session.human_legal_actions():
            qtbot.waitUntil(lambda: session.is_over() or bool(session.human_legal_actions()))
            continue
        taken = len(session.record.actions)
        view = GAME.view(session.state, session.to_move())
        legal = list(session.legal_actions())
        hard = by_iterations("mcts-hard", GAME).choose(
            view, legal, decision_rng(session.seed, taken)
        )
        assert ask_hint(window, qtbot).action == hard
        window.view.bar.press("Play it")
    assert window.coach.hints_given() >= 5  # every decision of the human's game


def test_a_long_reason_leaves_every_review_column_its_header(window, qtbot):
    """A listed move's gain text can run to a hundred characters: it wraps in its column
    instead of squeezing "Your move" and "The AI's choice" until their headers are cut."""
    from everdell_desktop.ai.coach import Mistake

    session = start(window)
    play_out(window, qtbot, session)
    qtbot.waitUntil(lambda: window.score_dialog is not None)
    dialog = window.review_game()
    qtbot.waitUntil(lambda: dialog.mistakes is not None, timeout=20_000)
    gains = tuple((key, 2.5) for key in ("events", "cards", "prosperity", "journey", "tokens"))
    better = "Play Queen from the Meadow, paying 5 Berries"
    long = Mistake(12, 0, "Place a worker on the Forest: 1 Twig, 1 Resin", better, 7.5, gains)
    dialog._show([long, long])
    dialog.resize(900, 480)
    dialog.show()
    header = dialog.table.horizontalHeader()
    qtbot.waitUntil(lambda: header.sectionSize(4) < header.length())
    for column in range(header.count()):
        assert header.sectionSize(column) >= header.sectionSizeHint(column), column
    assert dialog.table.horizontalScrollBar().maximum() == 0
    one_line = dialog.table.fontMetrics().height()
    assert dialog.table.rowHeight(0) > 2 * one_line  # the gain text wraps

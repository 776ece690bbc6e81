"""The coach works out the next suggestion ahead once it has been asked for in a game (issue 44:
a suggestion within a second, where Hard's search at four players takes longer): what asking
then shows is what asking would have worked out, it comes without a second search, and a game
that never asked, or turned the coach off, has nothing worked out for it."""

from __future__ import annotations

import threading
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QCoreApplication

from everdell_desktop.ai import create_agent, decision_rng
from everdell_desktop.ai.coach import COACH_AGENT, judge_for, suggest
from everdell_desktop.core import registry
from everdell_desktop.session import GameSession, SeatSpec
from everdell_desktop.session import coach as session_coach
from everdell_desktop.session.coach import SessionCoach

GAME = registry.get("tinygame")


class CountedSuggest:
    """The coach's ``suggest``, counted, and held at ``gate`` while the gate is closed."""

    def __init__(self, monkeypatch) -> None:
        self.calls = 0
        self.gate = threading.Event()
        self.gate.set()
        self._real = session_coach.suggest
        monkeypatch.setattr(session_coach, "suggest", self)

    def __call__(self, *args):
        self.calls += 1
        self.gate.wait(10)
        return self._real(*args)


@pytest.fixture
def table(monkeypatch):
    """Two people at the test game, their coach, and its searches counted."""
    counted = CountedSuggest(monkeypatch)
    seats = [SeatSpec("Ana"), SeatSpec("Bo")]
    session = GameSession(GAME, GAME.make_config(players=2), 5, seats)
    coach = SessionCoach(session)
    yield SimpleNamespace(counted=counted, session=session, coach=coach)
    counted.gate.set()
    coach.close()


def settle(coach: SessionCoach) -> None:
    """Let the coach's worker finish and its queued answer arrive."""
    coach._worker.wait()
    QCoreApplication.processEvents()


def ask(qtbot, coach: SessionCoach):
    with qtbot.waitSignal(coach.hint_ready, timeout=10_000) as hint:
        assert coach.request()
    return hint.args[0]


def move_on(session: GameSession) -> None:
    assert session.submit(session.legal_actions()[0])


def asked_fresh(session: GameSession):
    """What a new coach, asking now, suggests for the human to move."""
    agent = create_agent(COACH_AGENT, GAME)
    seat = session.to_move()
    return suggest(
        GAME,
        GAME.view(session.state, seat),
        list(session.legal_actions()),
        decision_rng(session.seed, len(session.record.actions)),
        agent,
        judge_for(agent, GAME),
    )


def test_a_game_that_never_asked_the_coach_has_nothing_worked_out_ahead(qtbot, table):
    counted, session, coach = table.counted, table.session, table.coach
    for _ in range(4):
        move_on(session)
    settle(coach)
    assert counted.calls == 0 and not coach.is_thinking()


def test_after_one_suggestion_the_next_is_worked_out_before_it_is_asked(qtbot, table):
    counted, session, coach = table.counted, table.session, table.coach
    ask(qtbot, coach)
    move_on(session)
    settle(coach)
    assert counted.calls == 2  # the question, then the next turn's worked out unasked
    expected = asked_fresh(session)
    shown = []
    coach.hint_ready.connect(shown.append)
    assert coach.request()
    assert shown == []  # after the window's "thinking" message, on a later turn of the loop
    qtbot.waitUntil(lambda: bool(shown), timeout=10_000)
    assert counted.calls == 2  # the coach searched no more
    assert shown[0] == expected and coach.hints_given() == 2


def test_asked_again_in_the_same_position_the_coach_shows_its_answer_without_a_search(qtbot, table):
    counted, coach = table.counted, table.coach
    first = ask(qtbot, coach)
    assert ask(qtbot, coach) == first
    assert counted.calls == 1 and coach.hints_given() == 2


def test_a_suggestion_worked_out_ahead_is_forgotten_when_the_game_moves_on(qtbot, table):
    counted, session, coach = table.counted, table.session, table.coach
    ask(qtbot, coach)
    move_on(session)
    settle(coach)
    move_on(session)
    settle(coach)
    assert counted.calls == 3
    expected = asked_fresh(session)
    assert ask(qtbot, coach) == expected
    assert counted.calls == 3


def test_asked_while_working_ahead_the_answer_comes_without_a_second_search(qtbot, table):
    counted, session, coach = table.counted, table.session, table.coach
    ask(qtbot, coach)
    counted.gate.clear()
    move_on(session)
    assert coach.request() and coach.is_thinking()
    assert not coach.request()  # one question at a time
    counted.gate.set()
    with qtbot.waitSignal(coach.hint_ready, timeout=10_000) as hint:
        pass
    assert counted.calls == 2 and not coach.is_thinking()
    assert hint.args[0].action in session.legal_actions()


def test_work_dropped_before_its_turn_in_the_queue_never_runs(qtbot, table):
    """One suggestion is worked out at a time: a position left while its work waited behind
    the running one is never searched."""
    counted, session, coach = table.counted, table.session, table.coach
    ask(qtbot, coach)
    counted.gate.clear()
    move_on(session)  # worked out ahead, held at the gate
    qtbot.waitUntil(lambda: counted.calls == 2, timeout=10_000)
    move_on(session)  # queued behind it
    move_on(session)  # queued too; the one before is dropped unrun
    counted.gate.set()
    settle(coach)
    assert counted.calls == 3


def test_turned_off_the_coach_works_nothing_out_ahead(qtbot, table):
    counted, session, coach = table.counted, table.session, table.coach
    ask(qtbot, coach)
    coach.set_enabled(False)
    move_on(session)
    settle(coach)
    assert counted.calls == 1
    coach.set_enabled(True)  # allowed again: the position on the table is worked out
    settle(coach)
    assert counted.calls == 2

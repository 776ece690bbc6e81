"""Behaviour the session shard's seeded mutation samples (issue 43) found unpinned,
grouped by the sample that found them."""

from __future__ import annotations

import gc
from dataclasses import FrozenInstanceError, fields

import pytest

from everdell_desktop.ai import create_agent
from everdell_desktop.ai.coach import Suggestion
from everdell_desktop.ai.match import play_match
from everdell_desktop.core import new_record, registry
from everdell_desktop.session import GameSession, SeatSpec, undo_words
from everdell_desktop.session import coach as session_coach
from everdell_desktop.session.achievements import AchievementOutcome
from everdell_desktop.session.campaigns import ChapterRow, Outcome
from everdell_desktop.session.clock import ManualClock
from everdell_desktop.session.coach import GameReview, SessionCoach, followed_moves
from everdell_desktop.session.game_session import _CollectorHold

GAME = registry.get("tinygame")


def test_each_seat_is_named_by_its_own_spec_the_first_included(qtbot):
    seats = [SeatSpec("Ana", None), SeatSpec("Bo", None)]
    session = GameSession(GAME, GAME.make_config(players=2), 5, seats)
    assert [session.seat_name(0), session.seat_name(1)] == ["Ana", "Bo"]


def people(*names: str) -> GameSession:
    """The test game for people at one screen (no AI, no hand-over between them)."""
    seats = [SeatSpec(name) for name in names]
    return GameSession(GAME, GAME.make_config(players=len(seats)), 5, seats)


def test_before_a_seats_first_turn_the_last_round_is_every_move_so_far(qtbot):
    """The window marks and steps back through the last round: for the third seat, before
    its first turn, that is the whole game from the first seat's first move."""
    session = people("Ana", "Bo", "Cy")
    while session.to_move() != 2:
        assert session.submit(session.legal_actions()[0])
    assert {move.seat for move in session.moves} == {0, 1}
    assert session.moves[session.round_start() :] == session.moves


def test_once_the_game_is_over_the_last_round_is_its_last_move(qtbot):
    session = people("Ana", "Bo")
    while session.to_move() is not None:
        assert session.submit(session.legal_actions()[0])
    assert session.moves[session.round_start() :] == session.moves[-1:]


def test_a_move_undo_can_take_back_has_no_warning_before_it_nor_refusal_after_it(qtbot):
    assert undo_words.warning_before(None) is None and undo_words.refusal_after(None) is None
    revealed, chanced = undo_words.refusal_after("reveal")(), undo_words.refusal_after("chance")()
    assert "revealed something hidden" in revealed and "left something to chance" in chanced


def test_closing_a_review_before_its_answer_arrives_lets_the_collector_run_again(qtbot):
    """The review holds Python's cycle collector off while it thinks (GameSession's
    _CollectorHold); closed before its answer reaches the window, it must still let go."""
    assert gc.isenabled()
    review = GameReview(agent_name="random")
    try:
        review.start(new_record(GAME, GAME.make_config(players=2), 1), seats=[0])
        review.close()  # its answer is still queued for the GUI thread
        assert gc.isenabled() and _CollectorHold.holds == 0
    finally:
        while _CollectorHold.holds:
            _CollectorHold.release()


def handovers_in_the_first_two_turns(*names: str) -> list[int]:
    """The seats the screen is handed over to as the first and the second turn end."""
    session, asked = people(*names), []
    session.handover_requested.connect(asked.append)
    for seat in (0, 1):
        while session.to_move() == seat:
            assert session.submit(session.legal_actions()[0])
    return asked


def test_the_screen_is_handed_over_between_two_people_but_never_to_oneself(qtbot):
    """Two people at one screen: Bo is asked to take it after Ana's turn, then Ana after Bo's.
    One person playing both seats under one name (Duo's cooperative game played alone) is
    never asked."""
    assert handovers_in_the_first_two_turns("Ana", "Bo") == [1, 0]
    assert handovers_in_the_first_two_turns("Ana", "Ana") == []


# --- seed 2612 -------------------------------------------------------------------------------


def test_a_game_of_agents_alone_is_shown_as_the_first_seat_sees_it(qtbot):
    seats = [SeatSpec("Robo", "random"), SeatSpec("Bot", "random")]
    session = GameSession(GAME, GAME.make_config(players=2), 5, seats)
    assert session.viewer_seat == 0
    session.close()


def test_a_review_runs_from_its_start_until_it_finishes(qtbot):
    config = GAME.make_config(players=2)
    agents = [create_agent("random", GAME)]
    record = play_match(GAME, config, agents, 3, new_record(GAME, config, 3)).record
    review = GameReview(agent_name="greedy")
    assert review.running is False
    with qtbot.waitSignal(review.finished, timeout=60_000):
        review.start(record, seats=[0])
        assert review.running is True
    assert review.running is False
    review.close()


# --- seed 2614 -------------------------------------------------------------------------------


def test_a_call_after_no_delay_runs_without_the_clock_moving():
    """Like a zero-delay Qt timer: the callback runs at the next turn of the clock, even one
    that moves no time; so does one asked for a negative delay."""
    clock, ran = ManualClock(), []
    clock.call_after(0, lambda: ran.append("now"))
    clock.call_after(-5, lambda: ran.append("past"))
    clock.advance(0)
    assert ran == ["now", "past"] and clock.now() == 0


def hinted_game(qtbot, monkeypatch):
    """Two people at the test game and a coach whose suggestion is the first legal move."""
    session = people("Ana", "Bo")
    first = session.legal_actions()[0]
    monkeypatch.setattr(session_coach, "COACH_AGENT", "greedy")
    monkeypatch.setattr(session_coach, "suggest", lambda *args: Suggestion(first, "", 0.0, None))
    coach = SessionCoach(session)
    with qtbot.waitSignal(coach.hint_ready, timeout=10_000):
        assert coach.request()
    return session, coach


def test_only_the_move_the_coach_suggested_is_noted_as_followed(qtbot, monkeypatch):
    """The first legal move is "play" (suggested); "roll" was not suggested, so it is not
    noted, whatever the order of their names."""
    session, coach = hinted_game(qtbot, monkeypatch)
    roll = next(action for action in session.legal_actions() if action.kind == "roll")
    assert session.submit(roll)
    assert followed_moves(session.record) == {}
    coach.close()
    session, coach = hinted_game(qtbot, monkeypatch)
    suggested = session.legal_actions()[0]
    assert session.submit(suggested)
    assert followed_moves(session.record) == {0: suggested.encode()}
    coach.close()


def test_a_solo_bot_of_a_game_without_words_is_named_from_its_key(qtbot):
    """The test game has no words file: its Squirrel is still "Squirrel (solo bot)"."""
    config = GAME.make_config(players=1, solo="squirrel", difficulty="easy")
    session = GameSession(GAME, config, 5, [SeatSpec("Ana")])
    assert registry.find("tinygame").words is None
    assert session.seat_name(1) == "Squirrel (solo bot)"


# --- training seed 2708 -----------------------------------------------------------------------

SESSION_VALUES = [
    SeatSpec("Ana", "random"),
    ChapterRow("one", "One", "A story", "Win", True, False, None, 0),
    Outcome("One", True, 30, "Score 25", "Two", False),
    AchievementOutcome(("first_win",), ()),
]


@pytest.mark.parametrize("value", SESSION_VALUES, ids=lambda value: type(value).__name__)
def test_a_value_the_session_hands_to_a_window_cannot_be_rewritten_by_it(value):
    """A seat, a campaign screen's line and a finished game's outcomes are read by more than
    one window (the table, the log, the end screen): assigning any field fails."""
    for field in fields(value):
        with pytest.raises(FrozenInstanceError):
            setattr(value, field.name, getattr(value, field.name))


# --- seed 2620 -------------------------------------------------------------------------------


def test_the_last_round_starts_at_the_last_turn_of_the_seat_to_move(qtbot):
    """With the first seat to move again, the last round is its own last turn and what the
    others did after it, not only the move just before."""
    session = people("Ana", "Bo")
    assert session.submit(session.legal_actions()[0])
    while session.to_move() != 0:
        assert session.submit(session.legal_actions()[0])
    last_round = session.moves[session.round_start() :]
    assert [move.seat for move in last_round][:1] == [0]
    assert {move.seat for move in last_round} == {0, 1}

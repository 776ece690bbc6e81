"""Behaviour the session shard's seeded mutation samples (issue 43, seeds 43 and 2612) found
unpinned."""

from __future__ import annotations

from everdell_desktop.ai import create_agent
from everdell_desktop.ai.match import play_match
from everdell_desktop.core import new_record, registry
from everdell_desktop.session import GameSession, SeatSpec
from everdell_desktop.session.coach import GameReview


def test_each_seat_is_named_by_its_own_spec_the_first_included(qtbot):
    game = registry.get("tinygame")
    seats = [SeatSpec("Ana", None), SeatSpec("Bo", None)]
    session = GameSession(game, game.make_config(players=2), 5, seats)
    assert [session.seat_name(0), session.seat_name(1)] == ["Ana", "Bo"]


# --- seed 2612 -------------------------------------------------------------------------------


def test_a_game_of_agents_alone_is_shown_as_the_first_seat_sees_it(qtbot):
    game = registry.get("tinygame")
    seats = [SeatSpec("Robo", "random"), SeatSpec("Bot", "random")]
    session = GameSession(game, game.make_config(players=2), 5, seats)
    assert session.viewer_seat == 0
    session.close()


def test_a_review_runs_from_its_start_until_it_finishes(qtbot):
    game = registry.get("tinygame")
    config = game.make_config(players=2)
    agents = [create_agent("random", game)]
    record = play_match(game, config, agents, 3, new_record(game, config, 3)).record
    review = GameReview(agent_name="greedy")
    assert review.running is False
    with qtbot.waitSignal(review.finished, timeout=60_000):
        review.start(record, seats=[0])
        assert review.running is True
    assert review.running is False
    review.close()

"""Behaviour the session shard's seeded mutation sample (issue 43, seed 43) found unpinned."""

from __future__ import annotations

from everdell_desktop.core import registry
from everdell_desktop.session import GameSession, SeatSpec


def test_each_seat_is_named_by_its_own_spec_the_first_included(qtbot):
    game = registry.get("tinygame")
    seats = [SeatSpec("Ana", None), SeatSpec("Bo", None)]
    session = GameSession(game, game.make_config(players=2), 5, seats)
    assert [session.seat_name(0), session.seat_name(1)] == ["Ana", "Bo"]

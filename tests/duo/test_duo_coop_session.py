"""The cooperative game through the session: one person with an AI partner, and one person
playing both characters (the solo game), each played to its end and replayed from the record."""

from __future__ import annotations

from everdell_desktop.core import GameRecord, Rng, registry, replay
from everdell_desktop.session import GameSession, ManualClock, SeatSpec

GAME = registry.get("duo")
HARE, TORTOISE, SKUNK = 0, 1, 2


def _session(seats, seed=7):
    session = GameSession(GAME, GAME.make_config(players=2, mode="coop"), seed, seats)
    session.grace_ms = 0
    session.clock = ManualClock()
    return session


def _play_humans(qtbot, session, moved: set[int], limit=3000):
    """The human seats play random legal moves; the AI partner plays by itself."""
    rng = Rng(3)
    session.start()
    for _ in range(limit):
        if session.is_over():
            break
        legal = session.human_legal_actions()
        if legal:
            moved.add(session.to_move())
            assert session.submit(legal[rng.randrange(len(legal))])
            session.end_turn()
        else:
            qtbot.wait(5)
    qtbot.waitUntil(session.is_over, timeout=60_000)


def _replayed_hash(session) -> str:
    record = GameRecord.model_validate(session.record.model_dump())
    return GAME.state_hash(replay(record))


def test_one_person_with_an_ai_partner_plays_the_cooperative_game_to_its_end(qtbot):
    session = _session([SeatSpec("Ana"), SeatSpec("Partner", "greedy")])
    moved: set[int] = set()
    _play_humans(qtbot, session, moved)
    session.close()
    assert moved == {HARE}  # the Tortoise's turns were the AI partner's
    assert GAME.winners(session.state) in ([HARE, TORTOISE], [SKUNK])
    assert GAME.state_hash(session.state) == _replayed_hash(session)


def test_one_person_plays_both_characters(qtbot):
    session = _session([SeatSpec("Ana"), SeatSpec("Ana")])
    moved: set[int] = set()
    _play_humans(qtbot, session, moved)
    session.close()
    assert moved == {HARE, TORTOISE}
    assert GAME.state_hash(session.state) == _replayed_hash(session)

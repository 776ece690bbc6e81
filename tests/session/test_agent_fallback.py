"""Issue 14: a game never stalls. An agent that raises or answers illegally is logged, the
player told, asked once more, then replaced by the greedy agent for that move; a save's seats
are checked before a session is built from them."""

from __future__ import annotations

import logging

import pytest

from everdell_desktop.core import Action, GameRecord, registry
from everdell_desktop.session import GameSession, SeatSpec
from everdell_desktop.session import game_session as session_module

GAME = registry.get("tinygame")


class Broken:
    """An agent that fails its first ``failures`` answers in the way given, then plays."""

    name = "broken"

    def __init__(self, how: str, failures: int = 10**9) -> None:
        self.how, self.failures, self.calls = how, failures, 0

    def cancel(self) -> None:
        pass

    def choose(self, view, legal, rng):
        self.calls += 1
        if self.calls > self.failures:
            return legal[rng.randrange(len(legal))]
        if self.how == "raise":
            raise RuntimeError("the agent's own bug")
        if self.how == "illegal":
            return Action.of("teleport", to="moon")
        if self.how == "float":  # equal to a legal action in Python, but not recordable
            action = next((a for a in legal if a.args), legal[0])
            return Action(action.kind, tuple((k, float(v)) for k, v in action.args))
        return "not an action"


def _session(qtbot, agent, seed=5):
    config = GAME.make_config(players=2)
    session = GameSession(GAME, config, seed, [SeatSpec("Ana", "random"), SeatSpec("Bo", "random")])
    session._agents[0] = agent  # seat 0's agent misbehaves; seat 1 plays normally
    messages: list[str] = []
    session.error_raised.connect(messages.append)
    return session, messages


@pytest.mark.parametrize("how", ["raise", "illegal", "float", "garbage"])
def test_an_agent_that_always_fails_does_not_stall_the_game(qtbot, how, caplog):
    agent = Broken(how)
    session, messages = _session(qtbot, agent)
    with caplog.at_level(logging.WARNING, logger=session_module.__name__):
        session.start()
        qtbot.waitUntil(session.is_over, timeout=20_000)
    session.close()
    decisions = sum(1 for m in messages if "asked again" in m)
    assert decisions >= 1 and agent.calls == (session_module.AGENT_RETRIES + 1) * decisions
    assert sum(1 for m in messages if "greedy move is played" in m) == decisions
    assert all("Ana (AI random)" in m for m in messages)
    assert len(caplog.records) == 2 * decisions
    if how == "raise":
        assert caplog.records[0].exc_info and "the agent's own bug" in caplog.text
    assert GAME.state_hash(session.state) == GAME.state_hash(_replayed(session))


def test_an_agent_that_fails_once_gets_a_second_chance(qtbot):
    agent = Broken("raise", failures=1)
    session, messages = _session(qtbot, agent)
    session.start()
    qtbot.waitUntil(session.is_over, timeout=20_000)
    session.close()
    assert len(messages) == 1 and "asked again" in messages[0]
    assert not any("greedy" in m for m in messages)


def test_when_the_fallback_fails_too_the_first_legal_move_is_played(qtbot):
    session, messages = _session(qtbot, Broken("raise"))
    session._fallback = Broken("illegal")
    session.start()
    qtbot.waitUntil(session.is_over, timeout=20_000)
    session.close()
    assert any("first legal move is played" in m for m in messages)


def test_a_human_move_equal_only_as_a_float_is_rejected_and_changes_nothing(qtbot):
    config = GAME.make_config(players=2)
    session = GameSession(GAME, config, 5, [SeatSpec("Ana"), SeatSpec("Bo")])
    session.start()
    action = next(a for a in session.legal_actions() if a.args)
    before = GAME.state_hash(session.state)
    as_float = Action(action.kind, tuple((k, float(v)) for k, v in action.args))
    rejected: list[str] = []
    session.action_rejected.connect(rejected.append)
    assert not session.submit(as_float)
    assert rejected and session.record.actions == []
    assert GAME.state_hash(session.state) == before
    assert session.submit(action) and session.record.actions == [action.encode()]


def _replayed(session):
    from everdell_desktop.core import replay

    return replay(session.record)


# --- seats from a save --------------------------------------------------------------------
def _record(seats) -> GameRecord:
    config = GAME.make_config(players=2)
    return GameRecord(game="tinygame", config=config.model_dump(), seed=3, meta={"seats": seats})


@pytest.mark.parametrize(
    "agent",
    [["x"], {"name": "greedy"}, 3, True, "skynet"],
    ids=["list", "dict", "int", "bool", "unknown"],
)
def test_a_seat_with_an_agent_this_version_lacks_is_a_value_error(qtbot, agent):
    record = _record([{"name": "Ana", "agent": None}, {"name": "Bo", "agent": agent}])
    with pytest.raises(ValueError, match="unknown AI"):
        GameSession.from_record(record)


@pytest.mark.parametrize("seats", [5, "Ana,Bo", {"Ana": None}, [1, 2], None, [{}] * 3])
def test_seats_of_the_wrong_shape_become_human_seats(qtbot, seats):
    session = GameSession.from_record(_record(seats))
    assert [seat.name for seat in session.seats] == ["Player 1", "Player 2"]
    assert all(seat.is_human for seat in session.seats)


def test_seat_names_that_are_not_text_get_a_default(qtbot):
    seats = [{"name": ["A"], "agent": None}, {"name": "B" * 500, "agent": "greedy"}]
    session = GameSession.from_record(_record(seats))
    assert session.seats[0].name == "Player 1"
    assert session.seats[1].name == "B" * session_module.MAX_NAME_CHARS
    assert session.seats[1].agent == "greedy"


# --- errors inside the rules and the autosave ---------------------------------------------
def _failing_rules(monkeypatch, fails):
    """Make ``apply_legal`` (and its form that holds the turn's end, which a human's move
    takes) change the state and then raise for actions ``fails`` accepts."""
    for name in ("apply_legal", "apply_holding_turn_end"):
        monkeypatch.setattr(GAME, name, _failing(getattr(GAME, name), fails))


def _failing(real, fails):
    def apply(state, action):
        if fails(action):
            state.rng.next_u64()  # half a move: the state was already changed
            raise KeyError("a rules bug")
        return real(state, action)

    return apply


def test_a_rules_error_on_a_human_move_changes_nothing_and_is_reported(qtbot, monkeypatch, caplog):
    config = GAME.make_config(players=2)
    session = GameSession(GAME, config, 5, [SeatSpec("Ana"), SeatSpec("Bo")])
    messages: list[str] = []
    session.error_raised.connect(messages.append)
    session.start()
    action = session.legal_actions()[0]
    before = (GAME.state_hash(session.state), session.state.rng.state)
    _failing_rules(monkeypatch, lambda _action: True)
    assert not session.submit(action)
    assert (GAME.state_hash(session.state), session.state.rng.state) == before
    assert session.record.actions == [] and messages and "a rules bug" in caplog.text
    monkeypatch.undo()
    assert session.submit(action)


def test_a_rules_error_on_an_agent_move_falls_back_to_another_move(qtbot, monkeypatch):
    session, messages = _session(qtbot, Broken("raise", failures=0))
    first = session.legal_actions()[0]
    _failing_rules(monkeypatch, lambda action: action == first)
    stubborn = {"choose": lambda self, v, legal, r: first, "cancel": lambda self: None}
    session._agents[0] = type("Stubborn", (), stubborn)()
    session._fallback = session._agents[0]
    session.start()
    qtbot.waitUntil(session.is_over, timeout=20_000)
    session.close()
    assert any("could not play" in m for m in messages)
    assert any("first legal move is played" in m for m in messages)
    assert first.encode() not in session.record.actions[:1]


def test_a_failing_autosave_is_reported_and_the_game_goes_on(qtbot):
    session, messages = _session(qtbot, Broken("raise", failures=0))

    class FullDisk:
        def autosave(self, _record, state=None):
            raise OSError(28, "No space left on device")

    session.saves = FullDisk()
    session.start()
    qtbot.waitUntil(session.is_over, timeout=20_000)
    session.close()
    assert messages and all("Autosave failed" in m for m in messages)


class Rambling(Broken):
    """Raises once with a 300-character message, then plays."""

    def choose(self, view, legal, rng):
        self.calls += 1
        if self.calls == 1:
            raise RuntimeError("x" * 300)
        return legal[0]


def test_the_player_is_shown_the_first_200_characters_of_an_agents_error(qtbot):
    session, messages = _session(qtbot, Rambling("raise"))
    session.start()
    qtbot.waitUntil(lambda: len(session.record.actions) >= 1, timeout=20_000)
    session.close()
    assert messages[0] == f"Ana (AI random) failed (RuntimeError: {'x' * 200}); it is asked again"

"""Issue 14 (a sibling found while testing): Python's cycle collector never runs on an agent's
worker thread, where collecting a cycle that holds a Qt object destroys it off its thread and
crashes the process later (seen as a segfault when a window from an earlier game was freed)."""

from __future__ import annotations

import gc
import threading

from everdell_desktop.core import registry
from everdell_desktop.session import GameSession, SeatSpec

GAME = registry.get("tinygame")


class CycleMaker:
    """A random agent that leaves plenty of cyclic garbage behind, as a search might."""

    name = "cycles"

    def __init__(self) -> None:
        self.enabled_while_thinking: list[bool] = []

    def cancel(self) -> None:
        pass

    def choose(self, view, legal, rng):
        self.enabled_while_thinking.append(gc.isenabled())
        for _ in range(3000):
            node: dict = {}
            node["self"] = node
        return legal[rng.randrange(len(legal))]


def _game(qtbot, seed=5):
    config = GAME.make_config(players=2)
    session = GameSession(GAME, config, seed, [SeatSpec("A", "random"), SeatSpec("B", "random")])
    agent = CycleMaker()
    session._agents = {0: agent, 1: agent}
    return session, agent


def test_no_collection_happens_on_the_worker_thread(qtbot):
    gui = threading.get_ident()
    threads: list[int] = []

    def seen(phase, _info):
        if phase == "start":
            threads.append(threading.get_ident())

    session, agent = _game(qtbot)
    gc.callbacks.append(seen)
    try:
        session.start()
        qtbot.waitUntil(session.is_over, timeout=20_000)
    finally:
        gc.callbacks.remove(seen)
    session.close()
    assert threads and set(threads) == {gui}  # collections happened, all on the GUI thread
    assert len(agent.enabled_while_thinking) > 10
    assert not any(agent.enabled_while_thinking)
    assert gc.isenabled()


def test_closing_in_the_middle_of_a_decision_turns_the_collector_back_on(qtbot):
    release = threading.Event()

    class Slow(CycleMaker):
        def choose(self, view, legal, rng):
            release.wait(5)
            return super().choose(view, legal, rng)

    session, _ = _game(qtbot)
    session._agents = {0: Slow(), 1: Slow()}
    session.start()
    qtbot.waitUntil(session.is_thinking, timeout=5_000)
    assert not gc.isenabled()
    release.set()
    session.close()
    assert gc.isenabled()


def test_a_collector_turned_off_by_someone_else_stays_off(qtbot):
    gc.disable()
    try:
        session, _ = _game(qtbot)
        session.start()
        qtbot.waitUntil(session.is_over, timeout=20_000)
        session.close()
        assert not gc.isenabled()
    finally:
        gc.enable()

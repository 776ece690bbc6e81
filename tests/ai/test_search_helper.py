"""Root parallelism: a helper process searches half of a decision beside the agent."""

import concurrent.futures
import multiprocessing.connection
import os
import pickle
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from everdell_desktop import core
from everdell_desktop.ai import ISMCTSAgent, SearchBudget, helper, ismcts
from everdell_desktop.ai.heuristics import Heuristic, heuristic_for
from everdell_desktop.ai.levels import MCTS_LEVELS
from everdell_desktop.ai.match import play_match
from everdell_desktop.core import Rng

GAME = core.get("tinygame")


def two_process_agent(iterations=40, **options):
    budget = SearchBudget(iterations=iterations, processes=2, **options)
    return ISMCTSAgent(GAME, budget)


def decide(agent, seed=3):
    state = GAME.new_game(GAME.make_config(players=2), 5)
    seat = state.to_move()
    legal = GAME.legal_actions(state)
    return agent.choose(GAME.view(state, seat), legal, Rng(seed)), legal


def test_a_two_process_search_gives_the_helper_half_of_the_iterations():
    agent = two_process_agent(iterations=40)
    action, legal = decide(agent)
    assert action in legal
    assert agent.last.iterations == 40
    assert agent.last.helped == 20


def test_a_two_process_search_with_an_iteration_budget_is_reproducible_from_its_seed():
    first = decide(two_process_agent(iterations=60), seed=8)[0]
    agent = two_process_agent(iterations=60)
    assert decide(agent, seed=8)[0] == first
    assert agent.last.helped == 30


def test_two_process_agents_finish_games_with_legal_actions_only():
    agents = [two_process_agent(iterations=20), two_process_agent(iterations=20)]
    result = play_match(GAME, GAME.make_config(players=3), agents, seed=2)
    assert result.finished


def test_without_a_helper_the_agent_searches_the_whole_budget_itself(monkeypatch):
    unusable = helper.SearchHelper()

    def no_child_process():
        raise AssertionError("daemonic processes are not allowed to have children")

    monkeypatch.setattr(unusable, "_start", no_child_process)
    monkeypatch.setattr(ismcts, "HELPER", unusable)
    agent = two_process_agent(iterations=40)
    action, legal = decide(agent)
    assert action in legal
    assert agent.last.iterations == 40 and agent.last.helped == 0
    share = ismcts.Share("tinygame", "tinygame", agent.budget, None, [], 1, 1, None)
    assert unusable.search(ismcts._search_share, share) is None


def test_an_agent_with_a_heuristic_of_its_own_searches_alone():
    plain = heuristic_for(GAME)
    own = Heuristic("a test's own", plain.values, plain.rollout_action)
    budget = SearchBudget(iterations=40, processes=2)
    agent = ISMCTSAgent(GAME, budget, own)
    decide(agent)
    assert agent.last.iterations == 40 and agent.last.helped == 0


def test_the_helpers_part_stops_once_a_newer_decision_started(monkeypatch):
    class Shared:
        value = 7  # the agent's process is on decision 7 already

    monkeypatch.setattr(helper, "_current_decision", Shared())
    state = GAME.new_game(GAME.make_config(players=2), 5)
    legal = GAME.legal_actions(state)
    view = GAME.view(state, state.to_move())
    budget = SearchBudget(iterations=40)
    share = ismcts.Share("tinygame", "tinygame", budget, view, legal, 1, 40, None)
    stale = ismcts._search_share(share, 6)
    assert stale == [(0, 0.0)] * len(legal)
    current = ismcts._search_share(share, 7)
    assert sum(visits for visits, _total in current) == 40


@pytest.mark.parametrize(
    ("level", "processes"), [("mcts-easy", 1), ("mcts-normal", 1), ("mcts-hard", 2)]
)
def test_hard_searches_in_two_processes_and_the_smaller_levels_alone(level, processes):
    assert MCTS_LEVELS[level].processes == processes


def test_a_cancelled_decision_stops_the_helpers_part_too():
    """The helper's part of an endless search ends with the agent's: the helper is free at
    once for what comes next (were it still searching, it would never be)."""
    agent = two_process_agent(iterations=10**9)
    checks = iter(range(200))
    state = GAME.new_game(GAME.make_config(players=2), 5)
    view, legal = GAME.view(state, state.to_move()), GAME.legal_actions(state)
    agent.choose(view, legal, Rng(1), should_stop=lambda: next(checks, None) is None)
    assert agent.last.cancelled and agent.last.helped == 0
    assert ismcts.HELPER.warm("tinygame").result(timeout=120)


def configs_of_every_game():
    for name in core.names():
        game = core.get(name)
        yield pytest.param(game, game.make_config(players=max(2, game.min_players)), id=name)
        for bot, levels in game.solo_bots.items():
            solo = game.make_config(players=1, solo=bot, difficulty=levels[-1])
            yield pytest.param(game, solo, id=f"{name}-{bot}")


@pytest.mark.parametrize(("game", "config"), list(configs_of_every_game()))
def test_every_games_views_and_moves_cross_to_the_helper_unchanged(game, config):
    state = game.new_game(config, 3)
    rng = Rng(1)
    for _ in range(60):
        seat = state.to_move()
        if seat is None:
            break
        view, legal = game.view(state, seat), game.legal_actions(state)
        copy, legal_copy = pickle.loads(pickle.dumps((view, legal)))
        assert game.state_hash(copy) == game.state_hash(view) and legal_copy == legal
        game.apply_legal(state, rng.choice(legal))


def test_a_helper_that_failed_or_is_late_leaves_the_agents_own_search_standing():
    failed = concurrent.futures.Future()
    failed.set_exception(pickle.PicklingError("a view that does not cross"))
    assert helper.joined(failed, None) is None
    late = concurrent.futures.Future()  # never answers
    assert helper.joined(late, time.time()) is None
    answered = concurrent.futures.Future()
    answered.set_result(([(3, 1.5)], 0.01))  # the part's answer and its CPU seconds
    assert helper.joined(answered, None) == [(3, 1.5)]


KILLED_MID_SEARCH = """
import os, signal, sys, threading
from everdell_desktop import core
from everdell_desktop.ai import ismcts
from everdell_desktop.ai.ismcts import ISMCTSAgent, SearchBudget
from everdell_desktop.core import Rng

if __name__ == "__main__":
    game = core.get("tinygame")
    agent = ISMCTSAgent(game, SearchBudget(iterations=10**9, processes=2))
    print(ismcts.HELPER.warm("tinygame") and list(ismcts.HELPER._pool._processes)[0], flush=True)
    state = game.new_game(game.make_config(players=2), 5)
    threading.Timer(1.0, os.kill, (os.getpid(), signal.SIGKILL)).start()
    agent.choose(game.view(state, state.to_move()), game.legal_actions(state), Rng(1))
"""


def running(pid):
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:
        return False
    return "State:\\tZ" not in status  # a zombie has ended; only its parent did not reap it


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads /proc (Linux)")
def test_the_helper_leaves_when_the_apps_process_is_killed_mid_search(tmp_path):
    script = tmp_path / "killed.py"
    script.write_text(KILLED_MID_SEARCH)
    # the helper holds this output open while it lives: a helper that stays times out here
    run = [sys.executable, str(script)]
    done = subprocess.run(run, capture_output=True, text=True, timeout=60)
    assert done.returncode == -signal.SIGKILL
    helper_pid = int(done.stdout.split()[0])
    for _ in range(200):
        if not running(helper_pid):
            break
        time.sleep(0.05)
    assert not running(helper_pid)


def ended(process):
    """Whether ``process`` has ended (its sentinel is ready: ``is_alive`` may be wrong for a
    moment while the pool's own thread reaps it)."""
    return multiprocessing.connection.wait([process.sentinel], timeout=0) != []


def helper_process(search_helper):
    assert search_helper.warm("tinygame").result(timeout=120)
    return next(iter(search_helper._pool._processes.values()))


def upset(process, how, search_helper):
    """Make the helper ``hung`` (busy with work that never checks the stop), ``stopped``
    (SIGSTOP) or ``killed`` (SIGKILL)."""
    if how == "hung":
        search_helper._submit(time.sleep, 10**6)
    else:
        os.kill(process.pid, signal.SIGSTOP if how == "stopped" else signal.SIGKILL)


@pytest.mark.parametrize("how", ["hung", "stopped", "killed"])
def test_closing_the_helper_ends_its_process_whatever_the_process_does(how):
    search_helper = helper.SearchHelper()
    process = helper_process(search_helper)
    upset(process, how, search_helper)
    search_helper.close(grace=0.1)
    assert ended(process)


class StoppedClock:
    """helper's wall clock, moved on only by the waits for the helper's answer."""

    def __init__(self, now):
        self.now = now
        self.waits = []

    def time(self):
        return self.now

    def wait(self, futures, timeout):
        self.waits.append(timeout)
        self.now += timeout


@pytest.mark.parametrize(("deadline", "waited"), [(100.0, 0.2), (101.0, 1.2), (99.0, 0.2)])
def test_a_late_helper_is_awaited_until_0_2_seconds_past_the_deadline_then_left(
    monkeypatch, deadline, waited
):
    """At 100.0 s a helper that never answers is awaited until the deadline (or now, if that
    has passed) plus JOIN_GRACE, 0.2 s, looking at the stop checks every 0.05 s."""
    clock = StoppedClock(100.0)
    monkeypatch.setattr(helper, "time", clock)
    monkeypatch.setattr(concurrent.futures, "wait", clock.wait)
    assert helper.joined(concurrent.futures.Future(), deadline) is None
    assert sum(clock.waits) == pytest.approx(waited)
    assert max(clock.waits) == pytest.approx(0.05)


def test_an_agent_stopped_while_it_waits_for_the_helper_stops_waiting():
    never = concurrent.futures.Future()  # a hung helper never answers
    asked = iter([False, False, True])
    assert helper.joined(never, None, lambda: next(asked)) is None
    assert next(asked, "all asked") == "all asked"


# Ctrl-C as a player's terminal delivers it. A suite started as a background job of a
# non-interactive shell runs with SIGINT ignored (POSIX shells ignore it for such jobs), and
# every process it starts inherits that: without this line the CLI could never be interrupted.
UPSET_HELPER = """
import os, signal, sys, time
from multiprocessing import resource_tracker
from everdell_desktop.ai import ismcts
signal.signal(signal.SIGINT, signal.default_int_handler)

def upset_helper(how, game):
    assert ismcts.HELPER.warm(game).result(timeout=120)
    helper = list(ismcts.HELPER._pool._processes)[0]
    if how == "hung":
        ismcts.HELPER._submit(time.sleep, 10**6)
    else:
        os.kill(helper, signal.SIGSTOP if how == "stopped" else signal.SIGKILL)
    print(helper, resource_tracker._resource_tracker._pid, flush=True)
"""
THE_CLI = """
from everdell_desktop.cli import main

if __name__ == "__main__":
    upset_helper(sys.argv[1], "tinygame")
    main(["simulate", "--game", "tinygame", "--players", "2", "--games", "1000",
          "--agents", "mcts-hard,mcts-hard"])
"""
THE_WINDOW = """
from PySide6.QtCore import QTimer
from everdell_desktop.core import registry
from everdell_desktop.session import SeatSpec
from everdell_desktop.ui.app import application
from everdell_desktop.ui.dialogs import NewGameSpec
from everdell_desktop.ui.main_window import MainWindow

if __name__ == "__main__":
    app = application()
    window = MainWindow()
    window.show()
    duo = registry.get("duo")
    seats = [SeatSpec("Ana", "mcts-hard"), SeatSpec("Bo", "mcts-hard")]
    window.start_game(NewGameSpec(duo, duo.make_config(players=2), 5, seats))
    upset_helper(sys.argv[1], "duo")
    QTimer.singleShot(1000, window.close)  # the AI is thinking: the player quits
    app.exec()
"""


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads /proc (Linux)")
@pytest.mark.parametrize("how", ["hung", "stopped", "killed"])
@pytest.mark.parametrize("front", ["cli", "window"])
def test_the_app_quits_and_leaves_no_process_behind_whatever_its_helper_does(
    tmp_path, monkeypatch, front, how
):
    """Interrupted (Ctrl-C) mid-run, the CLI quits, and so does the window closed while a
    Duo AI thinks, although the helper hangs, is stopped or was killed; neither the helper
    nor the resource tracker outlives the app. The bound is generous (a busy machine); an
    app that waited for its helper would never quit."""
    script = tmp_path / "upset.py"
    script.write_text(UPSET_HELPER + (THE_CLI if front == "cli" else THE_WINDOW))
    monkeypatch.setenv("EVERDELL_DESKTOP_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    run = subprocess.Popen(
        [sys.executable, str(script), how], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
    )
    children = [int(pid) for pid in run.stdout.readline().split()]
    try:
        if front == "cli":
            run.send_signal(signal.SIGINT)
        run.wait(timeout=60)
        left = [pid for pid in children if not ended_soon(pid)]
    finally:
        run.kill()
        for pid in children:
            if running(pid):
                os.kill(pid, signal.SIGKILL)
    assert left == []


def ended_soon(pid):
    """Whether ``pid`` is gone or goes within a generous while (it may be a moment behind
    the process that held it)."""
    for _ in range(200):
        if not running(pid):
            return True
        time.sleep(0.05)
    return False


@pytest.mark.parametrize("how", ["hung", "stopped"])
def test_a_decision_waiting_for_an_upset_helper_ends_when_cancelled(monkeypatch, how):
    """What a closing window asks of an agent: cancelled, it answers although its helper
    never will (an iteration budget alone: no deadline would end the wait)."""
    search_helper = helper.SearchHelper()
    monkeypatch.setattr(ismcts, "HELPER", search_helper)
    process = helper_process(search_helper)
    upset(process, how, search_helper)
    waiting = threading.Event()

    def joined(*args):
        waiting.set()
        return helper.joined(*args)

    monkeypatch.setattr(ismcts, "joined", joined)
    agent = two_process_agent(iterations=40)
    answers = []
    thinking = threading.Thread(target=lambda: answers.append(decide(agent)), daemon=True)
    thinking.start()
    try:
        assert waiting.wait(timeout=60)  # its own half is done: it waits for the helper
        agent.cancel()
        thinking.join(timeout=60)
        assert answers and answers[0][0] in answers[0][1]
    finally:
        search_helper.close(grace=0.1)


def test_no_helper_starts_once_closed():
    """An agent still deciding while the app exits searches alone: a helper started then
    would outlive the exit's clean-up."""
    search_helper = helper.SearchHelper()
    process = helper_process(search_helper)
    search_helper.close(grace=0.1)
    assert search_helper.warm("tinygame") is None
    assert search_helper._pool is None and ended(process)

"""A second process that searches beside the agent (root parallelism over processes).

Python runs one search per process at a time, and a desktop computer has cores to spare while
the AI thinks. A level with ``processes`` 2 hands half of each decision's iterations to a
helper process: it grows its own tree over the same root actions, from its own guesses of the
hidden information, and sends back the visits and rewards of each root action, which the agent
adds to its own before choosing (Chaslot et al. 2008, "root parallelization"). Half the
iterations in each process: the same search in about half the time. A search that halves its
root hands the helper every other survivor of each round instead (``ismcts``): the very
search of one process, in about half the time. Each part reports the CPU it took
(``process_cpu``), so a decision's CPU in all can be measured.

One helper serves every agent of the process (they decide one at a time), started when the
first agent that wants it is built, so its start-up (importing the rules) is over before the
first decision. A decision the helper cannot join (no process can be started here, e.g.
inside a daemonic ladder worker, or the helper died) is searched whole by the agent: the
helper only ever saves time. The helper's work stops when the agent's decision ends early
(cancelled), when a newer decision starts, or at the decision's deadline; the helper itself
ends with the agent's process, however that ends. The agent's process never waits for its
helper: a cancelled decision stops waiting for the helper's answer, and at exit a helper that
does not leave at once (it hangs, or a signal stopped it) is killed (:meth:`SearchHelper.close`).
The search hands its own work to the helper (:meth:`SearchHelper.search`): this module knows
processes and decisions, not the search.
"""

from __future__ import annotations

import concurrent.futures
import multiprocessing
import multiprocessing.connection
import os
import threading
import time
from collections.abc import Callable
from typing import Any

from everdell_desktop.core import registry

from .heuristics import heuristic_for

RootStats = list[tuple[int, float]]  # (visits, total reward) of each root action, in order
CLOSE_GRACE = 0.5  # seconds a closing helper gets to leave by itself before it is killed
# seconds a killed helper may take to be gone: milliseconds, unless the machine is very busy
# (a process stuck in the kernel, on a hung disk, would take for ever: quitting does not wait)
KILLED_WAIT = 2.0
JOIN_GRACE = 0.2  # seconds: one helper iteration and the trip back
JOIN_LOOK = 0.05  # seconds between looks at the agent's stop checks while the helper is awaited

# In the helper process: the number of the decision the agent's process is on (0: none).
_current_decision = None


def _start_helper(current) -> None:
    global _current_decision
    _current_decision = current
    threading.Thread(target=_end_with_parent, daemon=True).start()


def _end_with_parent() -> None:
    """Leave when the agent's process is gone, however it ended: a helper killed with it
    would otherwise wait for work for ever (it holds its own end of the work queue)."""
    parent = multiprocessing.parent_process()
    if parent is not None:
        parent.join()
        os._exit(0)


def _load(game_name: str) -> bool:
    """Import the rules and the heuristic before the first decision needs them."""
    heuristic_for(registry.get(game_name))
    return True


def _timed(work, *args):
    """In the helper process: ``work(*args)`` and the CPU seconds it took there."""
    began = time.process_time()
    result = work(*args)
    return result, time.process_time() - began


def superseded(decision: int):
    """In the helper process: a stop check for the part of decision ``decision``, true once
    the agent's process has moved on (a newer decision, or the agent stopped it)."""

    def check() -> bool:
        return _current_decision is not None and _current_decision.value != decision

    return check


class SearchHelper:
    """The agent process's side of the helper: one worker process, started on demand."""

    def __init__(self) -> None:
        self._pool: concurrent.futures.ProcessPoolExecutor | None = None
        self._decision = None  # shared with the helper: the decision it should work on
        self._count = 0
        self._usable = True
        self._lock = threading.Lock()  # the coach's thread and the game's may both ask
        # CPU seconds the helper spent on the parts it finished, late or abandoned ones too
        self.cpu_seconds = 0.0

    def warm(self, game_name: str) -> concurrent.futures.Future | None:
        """Start the helper and load ``game_name``'s rules in it, without waiting."""
        with self._lock:
            return self._submit(_load, game_name)

    def search(self, work, *args) -> concurrent.futures.Future | None:
        """Start the helper's part of a decision, ``work(*args, decision)`` in the helper
        process (any part still running stops; ``work`` stops too once
        ``superseded(decision)`` turns true); None when there is no helper to ask. The
        searcher hands its own ``work`` in, so this module never imports the search."""
        with self._lock:
            self._count += 1
            if self._decision is not None:
                self._decision.value = self._count
            part = self._submit(_timed, work, *args, self._count)
        if part is not None:
            part.add_done_callback(self._count_cpu)
        return part

    def _count_cpu(self, part: concurrent.futures.Future) -> None:
        if not part.cancelled() and part.exception() is None:
            with self._lock:
                self.cpu_seconds += part.result()[1]

    def stop(self) -> None:
        """End the helper's current part at once (the agent's decision ended early)."""
        if self._decision is not None:
            self._decision.value = 0

    def close(self, grace: float = CLOSE_GRACE) -> None:
        """End the helper process: its work stops, it gets ``grace`` seconds to leave by
        itself, and is then killed. A hung helper, or one stopped by a signal (SIGSTOP),
        never leaves by itself, and the exit of this process would wait for it for ever
        (``concurrent.futures`` joins its workers at exit); once it is gone, the resource
        tracker it shares with this process ends with this process too. No helper starts
        after this (an agent still deciding at exit searches alone)."""
        with self._lock:
            pool, self._pool = self._pool, None
            self._usable = False
        if pool is None:
            return
        self.stop()
        processes = list((pool._processes or {}).values())  # the pool names them nowhere else
        pool.shutdown(wait=False, cancel_futures=True)
        for process in _still_running(processes, grace):
            process.kill()  # SIGKILL: it ends a stopped process too
        _still_running(processes, KILLED_WAIT)

    def _submit(self, function, *args) -> concurrent.futures.Future | None:
        if not self._usable:
            return None
        try:
            if self._pool is None:
                self._pool = self._start()
            return self._pool.submit(function, *args)
        except (OSError, RuntimeError, AssertionError, concurrent.futures.BrokenExecutor):
            # No child process here (a daemonic ladder worker raises AssertionError), or the
            # helper died: this process searches alone from now on.
            self._usable = False
            self._pool = None
            return None

    def _start(self) -> concurrent.futures.ProcessPoolExecutor:
        context = multiprocessing.get_context("spawn")  # no fork of a process running Qt
        self._decision = context.Value("q", self._count, lock=False)
        pool = concurrent.futures.ProcessPoolExecutor(
            max_workers=1,
            mp_context=context,
            initializer=_start_helper,
            initargs=(self._decision,),
        )
        # At exit the pool's own hook joins the helper, and it runs before any ``atexit``
        # function: registered after it this way, ``close`` runs first and the join finds
        # the helper gone whatever it was doing.
        threading._register_atexit(self.close)
        return pool


def _still_running(processes: list, timeout: float) -> list:
    """Those of ``processes`` still running after at most ``timeout`` seconds. A process's
    sentinel is ready once it has ended, whichever thread reaps it (the pool's own thread
    may, and then ``is_alive`` can be wrong for a moment)."""
    running = {process.sentinel: process for process in processes}
    ends = time.monotonic() + timeout
    while running and (left := ends - time.monotonic()) > 0:
        for ended in multiprocessing.connection.wait(list(running), left):
            running.pop(ended)
    return list(running.values())


HELPER = SearchHelper()


def joined(
    future: concurrent.futures.Future | None, deadline: float | None, *stops: Callable[[], bool]
) -> RootStats | None:
    """The helper's root statistics, waiting at most until the wall-clock ``deadline`` (a
    little after: the helper checks the clock between iterations) or until a stop check
    turns true (then the helper's part stops too); None when it has none.

    Whatever went wrong in the helper (it died, it was late, it hangs, the view did not
    cross), the agent's own half of the search stands: the helper only ever saves time.
    """
    if future is None:
        return None
    ends = None if deadline is None else max(deadline, time.time()) + JOIN_GRACE
    while not future.done():
        if any(stop() for stop in stops):
            HELPER.stop()
            return None
        left = JOIN_LOOK if ends is None else min(JOIN_LOOK, ends - time.time())
        if left <= 0:
            return None
        concurrent.futures.wait([future], timeout=left)
    return answer(future)


def answer(part: concurrent.futures.Future) -> Any:
    """A finished part's answer; None while it runs, and if it failed or was cancelled."""
    if not part.done() or part.cancelled() or part.exception() is not None:
        return None
    return part.result()[0]


def process_cpu() -> float:
    """CPU seconds of this process and of the helper's finished parts: a decision's CPU in
    all is the difference of two readings (a part abandoned by one decision may be counted
    by the next)."""
    return time.process_time() + HELPER.cpu_seconds

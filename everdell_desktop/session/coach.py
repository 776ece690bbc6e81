"""The coach in a game session: move suggestions and the review of a finished game, as Qt
signals, computed on worker threads (``ai.coach`` does the thinking).

A suggestion is for the human to move; it is dropped if the game moves on before it arrives.
Suggestions can be turned off for a game, and every one shown is counted in the record's meta
(``store.COACH_META``), so a save tells an assisted game apart and the statistics keep it apart.
A suggestion the player then plays, like a move a tutorial requires, is noted there too
(:func:`mark_followed`): the review never lists such a move as a mistake.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Collection
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from everdell_desktop.ai import create_agent, decision_rng
from everdell_desktop.ai.coach import COACH_AGENT, Suggestion, judge_for, review_game, suggest
from everdell_desktop.core import GameRecord
from everdell_desktop.store import COACH_META

from .game_session import GameSession, _CollectorHold

log = logging.getLogger(__name__)


class _Bridge(QObject):
    """Lives on the GUI thread; a worker emits, Qt queues the call to the GUI thread."""

    done = Signal(int, object)  # token, result (or the exception raised)
    progress = Signal(int, int, int)  # token, done, total


class _Job(QRunnable):
    """Runs ``work(progress)`` on a pool thread and reports its result or its exception; a job
    whose answer is already stale when its turn comes reports None without running."""

    def __init__(self, worker: _Worker, token: int, work: Callable[[Callable], Any]) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._worker, self._token, self._work = worker, token, work

    def run(self) -> None:
        bridge = self._worker.bridge

        def progress(done: int, total: int) -> None:
            bridge.progress.emit(self._token, done, total)

        result: object = None
        try:
            if self._token == self._worker.token:
                result = self._work(progress)
        except Exception as error:  # reported on the GUI thread, never swallowed
            result = error
        bridge.done.emit(self._token, result)


class _Worker(QObject):
    """One background job at a time; a newer job (or :meth:`stop`) makes older answers stale."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self.bridge = _Bridge(self)
        self.bridge.done.connect(self._finished)
        self.token = 0
        self._holds = 0

    def start(self, work: Callable[[Callable], Any]) -> int:
        self.token += 1
        _CollectorHold.take()  # see GameSession: no cycle collection while a search runs
        self._holds += 1
        self._pool.start(_Job(self, self.token, work))
        return self.token

    def stop(self) -> None:
        """Forget the running job's answer."""
        self.token += 1

    def wait(self) -> None:
        self._pool.waitForDone(5000)
        while self._holds:
            self._release()

    def _finished(self, _token: int, _result: object) -> None:
        if self._holds:
            self._release()

    def _release(self) -> None:
        self._holds -= 1
        _CollectorHold.release()


def coach_meta(record: GameRecord) -> dict[str, Any]:
    """The record's coach entry: ``{"enabled": bool, "hints": int}`` (defaults when absent)."""
    entry = record.meta.get(COACH_META)
    entry = entry if isinstance(entry, dict) else {}
    hints = entry.get("hints")
    return {
        "enabled": entry.get("enabled", True) is not False,
        "hints": hints if isinstance(hints, int) and hints >= 0 else 0,
    }


def followed_moves(record: GameRecord) -> dict[int, str]:
    """The moves the coach suggested or a tutorial required, by their index in the record."""
    entry = record.meta.get(COACH_META)
    noted = entry.get("followed") if isinstance(entry, dict) else None
    if not isinstance(noted, dict):
        return {}
    return {
        int(key): text for key, text in noted.items() if key.isdigit() and isinstance(text, str)
    }


def mark_followed(record: GameRecord, moves: dict[int, str]) -> None:
    """Note ``moves`` (the move at each index) as given by the coach or a tutorial (kept in
    the save; the keys are text, as JSON wants)."""
    entry = record.meta.get(COACH_META)
    entry = dict(entry) if isinstance(entry, dict) else {}
    noted = {**followed_moves(record), **moves}
    entry["followed"] = {str(index): move for index, move in noted.items()}
    record.meta[COACH_META] = entry


class SessionCoach(QObject):
    """Suggests moves to the humans of one session (``hint_ready`` carries an
    ``ai.coach.Suggestion``; ``hint_failed`` a message when the AI could not answer).

    Once a suggestion has been asked for in a game, the coach works out the next one as soon
    as a human is to move, before it is asked for: its search takes up to a second and a half
    at four players, which the player would otherwise wait through after pressing Suggest. The
    coach keeps no tree between decisions and decides with the seat's own random stream, so a
    suggestion worked out ahead is the one asking would have given."""

    hint_ready = Signal(object)
    hint_failed = Signal(str)

    def __init__(self, session: GameSession, agent_name: str | None = None) -> None:
        super().__init__(session)
        self.session = session
        self._agent_name = agent_name or COACH_AGENT
        self._agent = None
        self._judge = None
        self._worker = _Worker(self)
        self._worker.bridge.done.connect(self._answered)
        self._asked_index = 0  # the record's length when the hint was asked
        self._asked_at: int | None = None  # the number of moves when the hint was asked
        self._working = False  # a suggestion for the position on the table is being worked out
        self._ready: Suggestion | None = None  # worked out for it (shown or ahead)
        self._offered: tuple[int, str] | None = None  # the record's index and the move hinted
        session.state_changed.connect(self._note_followed)
        for moved_on in (session.state_changed, session.state_reset, session.turn_ended):
            moved_on.connect(self.drop)
            moved_on.connect(self._prepare)

    # --- the record's entry -----------------------------------------------------------------
    def enabled(self) -> bool:
        return coach_meta(self.session.record)["enabled"]

    def set_enabled(self, enabled: bool) -> None:
        """Allow or refuse suggestions for the rest of this game (kept in the save)."""
        self._write(enabled=enabled)
        if not enabled:
            self.drop()
        self._prepare()

    def hints_given(self) -> int:
        return coach_meta(self.session.record)["hints"]

    def _write(self, **changes: Any) -> None:
        record = self.session.record
        entry = record.meta.get(COACH_META)
        kept = entry if isinstance(entry, dict) else {}
        record.meta[COACH_META] = {**kept, **coach_meta(record), **changes}

    def _note_followed(self) -> None:
        """The player made a move: if it is the one just suggested, note it as followed."""
        if self._offered is None:
            return
        index, move = self._offered
        actions = self.session.record.actions
        if len(actions) > index:
            self._offered = None
            if actions[index] == move:
                mark_followed(self.session.record, {index: move})

    # --- suggestions ------------------------------------------------------------------------
    def can_suggest(self) -> bool:
        """A human is to move, no AI is thinking and suggestions are allowed."""
        session = self.session
        return self.enabled() and bool(session.human_legal_actions()) and not session.in_grace()

    def is_thinking(self) -> bool:
        """A suggestion the player asked for is on its way."""
        return self._asked_at is not None

    def request(self) -> bool:
        """Ask the AI for the human to move; the answer comes as ``hint_ready`` (or
        ``hint_failed``), on a later turn of the event loop even when it was worked out ahead.
        False when no suggestion can be asked for now."""
        if not self.can_suggest() or self.is_thinking():
            return False
        self._asked_at = len(self.session.moves)
        self._asked_index = len(self.session.record.actions)
        if self._ready is not None:
            ready = self._ready
            QTimer.singleShot(0, lambda: self._show(ready))
        elif not self._working:
            self._start()
        return True

    def _prepare(self) -> None:
        """Work out the suggestion for the position on the table before it is asked for, once
        the player has asked for one in this game (see the class's docstring)."""
        if self._working or self._ready is not None or not self.hints_given():
            return
        if self.can_suggest():
            self._start()

    def _start(self) -> None:
        session = self.session
        game, seat = session.game, session.to_move()
        view = game.view(session.state, seat)
        legal = list(session.legal_actions())
        rng = decision_rng(session.seed, len(session.record.actions))  # an AI seat's stream
        agent, judge = self._tools()

        def work(_progress):
            agent.resume()  # here, not when queued: a cancelled search may still be ending
            return suggest(game, view, legal, rng, agent, judge)

        self._working = True
        self._worker.start(work)

    def drop(self) -> None:
        """Forget a suggestion being worked out or kept (the game moved on, or the coach was
        turned off)."""
        self._asked_at = None
        self._ready = None
        if self._working:
            self._working = False
            self._worker.stop()
            if self._agent is not None:
                self._agent.cancel()

    def close(self) -> None:
        self.drop()
        self._worker.wait()

    def _tools(self):
        if self._agent is None:
            self._agent = create_agent(self._agent_name, self.session.game)
            self._judge = judge_for(self._agent, self.session.game)
        return self._agent, self._judge

    def _answered(self, token: int, result: object) -> None:
        if token != self._worker.token or not self._working:
            return  # worked out for a position that is gone
        self._working = False
        if self._asked_at is not None:
            self._show(result)
        elif isinstance(result, Suggestion):
            self._ready = result  # a failure ahead is reported if the player asks

    def _show(self, result: object) -> None:
        """The answer to the player's question, if the game has not moved on since."""
        if self._asked_at is None:
            return
        still = self._asked_at == len(self.session.moves)
        self._asked_at = None
        if not still:
            return
        if isinstance(result, Exception):
            log.warning("the coach failed", exc_info=result)
            self.hint_failed.emit(f"The coach could not suggest a move ({type(result).__name__})")
            return
        self._write(hints=self.hints_given() + 1)
        self._offered = (self._asked_index, result.action.encode())
        self._ready = result  # asked again here, it is shown again without a search
        self.hint_ready.emit(result)


class GameReview(QObject):
    """Reviews a finished game on a worker thread: ``progress(done, total)`` as decisions are
    judged, then ``finished`` with the ``ai.coach.Mistake`` list, or ``failed`` with a
    message. :meth:`cancel` stops it (``finished`` then carries what was found so far)."""

    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None, agent_name: str | None = None) -> None:
        super().__init__(parent)
        self._agent_name = agent_name or COACH_AGENT
        self._worker = _Worker(self)
        self._worker.bridge.done.connect(self._answered)
        self._worker.bridge.progress.connect(self._moved_on)
        self._stop = threading.Event()
        self._agent = None
        self.running = False

    def start(self, record: GameRecord, seats: Collection[int]) -> None:
        """Review ``record``'s decisions of ``seats`` (the humans)."""
        record = record.model_copy(deep=True)  # the window's record may change meanwhile
        game = record.definition()
        agent = self._agent = create_agent(self._agent_name, game)
        self._stop.clear()
        self.running = True

        followed = followed_moves(record)

        def work(progress):
            return review_game(
                record,
                seats,
                agent,
                progress=progress,
                should_stop=self._stop.is_set,
                followed=followed,
            )

        self._worker.start(work)

    def cancel(self) -> None:
        self._stop.set()
        if self._agent is not None:
            self._agent.cancel()  # the decision being judged ends at once

    def close(self) -> None:
        self.cancel()
        self._worker.stop()
        self._worker.wait()
        self.running = False

    def _moved_on(self, token: int, done: int, total: int) -> None:
        if token == self._worker.token:
            self.progress.emit(done, total)

    def _answered(self, token: int, result: object) -> None:
        if token != self._worker.token:
            return
        self.running = False
        if isinstance(result, Exception):
            log.warning("the game review failed", exc_info=result)
            self.failed.emit(f"The review could not be made ({type(result).__name__})")
            return
        self.finished.emit(result)

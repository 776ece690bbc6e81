"""The time the session and the window wait on: grace periods and their countdown.

Everything that waits asks a :class:`Clock` instead of Qt's timers or ``time`` directly, so a
test hands in a :class:`ManualClock` and advances it instead of waiting: no test depends on how
fast the machine is. The app uses :class:`QtClock`, Qt's timers on the GUI thread.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, QTimer
from shiboken6 import isValid


class Timer(Protocol):
    """A started wait; dropping the last reference to it does not stop it."""

    def stop(self) -> None: ...

    def is_active(self) -> bool: ...


class Clock(Protocol):
    def now(self) -> float:
        """Seconds since some fixed moment (only differences mean anything)."""
        ...

    def call_after(self, ms: int, callback: Callable[[], None]) -> Timer:
        """``callback`` once, ``ms`` milliseconds from now, unless stopped first."""
        ...

    def call_every(self, ms: int, callback: Callable[[], None]) -> Timer:
        """``callback`` every ``ms`` milliseconds until stopped."""
        ...


class _QtTimer:
    def __init__(self, ms: int, callback: Callable[[], None], single_shot: bool) -> None:
        self._timer = QTimer()
        self._timer.setSingleShot(single_shot)
        self._timer.timeout.connect(callback)
        self._timer.start(ms)

    def stop(self) -> None:
        self._timer.stop()

    def is_active(self) -> bool:
        return self._timer.isActive()


class QtClock:
    """Real time: ``time.monotonic`` and QTimers. The clock keeps each timer it started until
    it has fired or been stopped, so a caller may drop the handle it got. With an ``owner``
    (the window or session whose clock it is), a timer that falls due after the owner was
    deleted does nothing: its callback would reach a deleted Qt object."""

    def __init__(self, owner: QObject | None = None) -> None:
        self._owner = owner
        self._timers: list[_QtTimer] = []

    def now(self) -> float:
        return time.monotonic()

    def call_after(self, ms: int, callback: Callable[[], None]) -> Timer:
        return self._keep(_QtTimer(ms, self._guarded(callback), single_shot=True))

    def call_every(self, ms: int, callback: Callable[[], None]) -> Timer:
        return self._keep(_QtTimer(ms, self._guarded(callback), single_shot=False))

    def _guarded(self, callback: Callable[[], None]) -> Callable[[], None]:
        owner = self._owner
        if owner is None:
            return callback
        return lambda: isValid(owner) and callback()

    def _keep(self, timer: _QtTimer) -> _QtTimer:
        self._timers = [kept for kept in self._timers if kept.is_active()]
        self._timers.append(timer)
        return timer


class _ManualTimer:
    def __init__(self, due_ms: int, every_ms: int | None, callback: Callable[[], None]) -> None:
        self.due_ms, self.every_ms, self.callback = due_ms, every_ms, callback
        self.active = True

    def stop(self) -> None:
        self.active = False

    def is_active(self) -> bool:
        return self.active


class ManualClock:
    """A clock that moves only when told (:meth:`advance`): timers fire in the order they are
    due, each seeing :meth:`now` at its own moment."""

    def __init__(self) -> None:
        self._now_ms = 0
        self._timers: list[_ManualTimer] = []

    def now(self) -> float:
        return self._now_ms / 1000

    def call_after(self, ms: int, callback: Callable[[], None]) -> Timer:
        return self._add(_ManualTimer(self._now_ms + max(0, ms), None, callback))

    def call_every(self, ms: int, callback: Callable[[], None]) -> Timer:
        every = max(1, ms)
        return self._add(_ManualTimer(self._now_ms + every, every, callback))

    def advance(self, ms: int) -> None:
        """Move time on by ``ms``, firing every timer that falls due on the way."""
        end = self._now_ms + ms
        while (timer := self._next_due(end)) is not None:
            self._now_ms = timer.due_ms
            if timer.every_ms is None:
                timer.active = False
            else:
                timer.due_ms += timer.every_ms
            timer.callback()
        self._now_ms = end

    def pending(self) -> int:
        """How many timers are still waiting."""
        self._timers = [timer for timer in self._timers if timer.active]
        return len(self._timers)

    def _add(self, timer: _ManualTimer) -> _ManualTimer:
        self._timers.append(timer)
        return timer

    def _next_due(self, end: int) -> _ManualTimer | None:
        due = [timer for timer in self._timers if timer.active and timer.due_ms <= end]
        return min(due, key=lambda timer: timer.due_ms, default=None)

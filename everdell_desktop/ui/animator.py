"""The animator: moves, flips, fades, counters and tickers for scene items.

Every animation goes through here so that one speed setting (a multiplier: 2 is twice as
fast, 0 is off) governs them all and the session
can wait until the table is at rest (``is_idle`` / ``idle``) before an agent moves. Speed 0 (the
tests' setting) applies every end value at once, runs the callbacks, and starts no timer.

Animations run on Qt's animation timer, unless the animator is given a clock
(:mod:`everdell_desktop.session.clock`): then it moves them frame by frame as that clock says,
so a test advances a ManualClock instead of waiting for the motion to end.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QT_TR_NOOP,
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QGraphicsObject

from everdell_desktop.session import Clock, Timer

# as Settings.animation_speed; the labels are translated where they are shown (ui.i18n)
SPEEDS = {
    QT_TR_NOOP("Off"): 0.0,
    QT_TR_NOOP("Slow"): 0.6,
    QT_TR_NOOP("Normal"): 1.0,
    QT_TR_NOOP("Fast"): 2.0,
}
MOVE_MS = 380
FLIP_MS = 420
FADE_MS = 300
FRAME_MS = 16  # how often a clock-driven animator moves its animations on


class Animator(QObject):
    idle = Signal()

    def __init__(
        self, speed: float = 1.0, parent: QObject | None = None, clock: Clock | None = None
    ) -> None:
        super().__init__(parent)
        self.speed = speed
        self._clock = clock  # None: Qt's animation timer drives the animations
        self._frames: Timer | None = None
        self._last_frame = 0.0
        self._running: list[QAbstractAnimation] = []
        self._spent: list[QAbstractAnimation] = []
        self.started_count = 0  # total animations started, for tests and frame measurements

    # --- state ------------------------------------------------------------------------------
    def is_idle(self) -> bool:
        return not self._running

    def is_moving(self) -> bool:
        """Whether something is in motion now: an animation under way, not one still waiting
        out its delay (a counter waiting for its piece, the next die of a roll)."""
        return any(not _waiting(animation) for animation in self._running)

    def set_speed(self, speed: float) -> None:
        self.speed = max(0.0, speed)

    def finish_all(self) -> None:
        """Jump every running animation to its end (before a full resync)."""
        for animation in list(self._running):
            animation.setCurrentTime(animation.totalDuration())
            animation.stop()
        self._running.clear()

    def _duration(self, base_ms: int) -> int:
        """Durations shrink as the speed grows; speed 0 means no animation at all."""
        return 0 if self.speed <= 0 else round(base_ms / self.speed)

    # --- animations -------------------------------------------------------------------------
    def move(
        self,
        item: QGraphicsObject,
        pos: QPointF,
        delay_ms: int = 0,
        duration_ms: int = MOVE_MS,
        on_done: Callable[[], None] | None = None,
    ) -> None:
        """Slide ``item`` to ``pos`` (scene or parent coordinates, as ``item.pos()``). A slide
        still under way for the item is dropped: the item heads for its newest place."""
        self._stop_moves_of(item)
        duration = self._duration(duration_ms)
        if duration <= 0 or item.pos() == pos:
            item.setPos(pos)
            if on_done:
                on_done()
            return
        animation = QPropertyAnimation(item, b"pos")
        animation.setDuration(duration)
        animation.setStartValue(item.pos())
        animation.setEndValue(pos)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._start(animation, delay_ms, on_done)

    def fade(
        self,
        item: QGraphicsObject,
        opacity: float,
        delay_ms: int = 0,
        duration_ms: int = FADE_MS,
        on_done: Callable[[], None] | None = None,
    ) -> None:
        duration = self._duration(duration_ms)
        if duration <= 0:
            item.setOpacity(opacity)
            if on_done:
                on_done()
            return
        animation = QPropertyAnimation(item, b"opacity")
        animation.setDuration(duration)
        animation.setStartValue(item.opacity())
        animation.setEndValue(opacity)
        self._start(animation, delay_ms, on_done)

    def flip(self, item: QGraphicsObject, swap: Callable[[], None], delay_ms: int = 0) -> None:
        """Turn ``item`` over: it narrows to an edge, ``swap`` changes its face, it widens."""
        duration = self._duration(FLIP_MS)
        if duration <= 0:
            swap()
            return
        centre = item.boundingRect().center()
        swapped = [False]

        def step(value: float) -> None:
            if value >= 0.5 and not swapped[0]:
                swapped[0] = True
                swap()
            sx = max(0.02, abs(1.0 - 2.0 * value))
            item.setTransform(
                QTransform.fromTranslate(centre.x(), centre.y())
                .scale(sx, 1.0)
                .translate(-centre.x(), -centre.y())
            )

        def done() -> None:
            if not swapped[0]:
                swap()
            item.setTransform(QTransform())

        self.run(step, duration_ms=FLIP_MS, delay_ms=delay_ms, on_done=done)

    def count(
        self,
        setter: Callable[[int], None],
        start: int,
        end: int,
        delay_ms: int = 0,
        duration_ms: int = MOVE_MS,
    ) -> None:
        """Count a displayed number from ``start`` to ``end``."""
        if self._duration(duration_ms) <= 0 or start == end:
            setter(end)
            return
        self.run(
            lambda v: setter(round(start + (end - start) * v)),
            duration_ms,
            delay_ms,
            on_done=lambda: setter(end),
        )

    def run(
        self,
        step: Callable[[float], None],
        duration_ms: int,
        delay_ms: int = 0,
        on_done: Callable[[], None] | None = None,
    ) -> None:
        """Call ``step`` with progress 0..1 over the duration (dice tumbling, flips, banners)."""
        duration = self._duration(duration_ms)
        if duration <= 0:
            step(1.0)
            if on_done:
                on_done()
            return
        animation = QVariantAnimation()
        animation.setDuration(duration)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.valueChanged.connect(lambda value: step(float(value)))
        self._start(animation, delay_ms, on_done)

    # --- bookkeeping ------------------------------------------------------------------------
    def _stop_moves_of(self, item: QGraphicsObject) -> None:
        for animation in list(self._running):
            inner = animation
            if isinstance(animation, QSequentialAnimationGroup):
                inner = animation.animationAt(animation.animationCount() - 1)
            if (
                isinstance(inner, QPropertyAnimation)
                and inner.propertyName() == b"pos"
                and inner.targetObject() is item
            ):
                animation.stop()

    def _reap(self) -> None:
        """Free finished animations. Not from their own ``finished`` signal, and not with
        deleteLater: a deferred delete that outlives the animator crashes PySide6."""
        for animation in self._spent:
            animation.setParent(None)
        self._spent.clear()

    def _start(
        self,
        animation: QAbstractAnimation,
        delay_ms: int,
        on_done: Callable[[], None] | None,
    ) -> None:
        self._reap()
        delay = self._duration(delay_ms)
        if delay > 0:
            group = QSequentialAnimationGroup()
            group.addPause(delay)
            group.addAnimation(animation)
            animation = group
        animation.setParent(self)
        self._running.append(animation)
        self.started_count += 1

        def state_changed(new_state, _old_state) -> None:
            # stateChanged, not finished: an animation whose item was deleted mid-flight is
            # stopped without finishing, and must not leave the animator busy forever.
            if new_state != QAbstractAnimation.State.Stopped or animation not in self._running:
                return
            if on_done and animation.currentTime() >= animation.totalDuration():
                on_done()
            self._running.remove(animation)
            self._spent.append(animation)
            if not self._running:
                self.idle.emit()

        animation.stateChanged.connect(state_changed)
        animation.start()
        if self._clock is not None:
            animation.pause()  # off Qt's timer: _next_frame moves it on
            self._run_frames(self._clock)

    # --- a clock's frames ---------------------------------------------------------------------
    def _run_frames(self, clock: Clock) -> None:
        if self._frames is None:
            self._last_frame = clock.now()
            self._frames = clock.call_every(FRAME_MS, self._next_frame)

    def _next_frame(self) -> None:
        """Move every running animation on by the clock's time since the last frame."""
        now = self._clock.now()
        elapsed = round((now - self._last_frame) * 1000)
        self._last_frame = now
        for animation in list(self._running):
            if animation in self._running:  # an earlier one's end may have stopped it
                end = animation.totalDuration()
                animation.setCurrentTime(min(animation.currentTime() + elapsed, end))
        if not self._running and self._frames is not None:
            self._frames.stop()
            self._frames = None


def _waiting(animation: QAbstractAnimation) -> bool:
    """An animation started with a delay is a group whose current part is that pause."""
    return isinstance(animation, QSequentialAnimationGroup) and isinstance(
        animation.currentAnimation(), QPauseAnimation
    )

"""The clocks that grace periods and countdowns wait on: the manual one fires exactly what
falls due, in order; the Qt one really fires and keeps a dropped timer alive."""

from __future__ import annotations

from everdell_desktop.session import ManualClock, QtClock


def test_manual_timers_fire_in_due_order_each_at_its_own_moment():
    clock = ManualClock()
    seen: list[tuple[str, float]] = []
    clock.call_after(300, lambda: seen.append(("late", clock.now())))
    clock.call_after(100, lambda: seen.append(("early", clock.now())))
    clock.advance(99)
    assert seen == [] and clock.now() == 0.099
    clock.advance(200)
    assert seen == [("early", 0.1)] and clock.now() == 0.299
    clock.advance(1)
    assert seen == [("early", 0.1), ("late", 0.3)] and clock.pending() == 0


def test_a_repeating_timer_fires_once_per_period_until_stopped():
    clock = ManualClock()
    ticks: list[float] = []
    timer = clock.call_every(100, lambda: ticks.append(clock.now()))
    clock.advance(350)
    assert ticks == [0.1, 0.2, 0.3] and timer.is_active()
    timer.stop()
    clock.advance(1000)
    assert ticks == [0.1, 0.2, 0.3] and not timer.is_active() and clock.pending() == 0


def test_a_timer_started_by_a_callback_fires_within_the_same_advance():
    clock = ManualClock()
    seen: list[float] = []
    clock.call_after(50, lambda: clock.call_after(50, lambda: seen.append(clock.now())))
    clock.advance(100)
    assert seen == [0.1]


def test_a_stopped_manual_timer_never_fires():
    clock = ManualClock()
    fired: list[bool] = []
    timer = clock.call_after(10, lambda: fired.append(True))
    timer.stop()
    clock.advance(100)
    assert fired == [] and not timer.is_active()


def test_the_qt_clock_fires_a_timer_whose_handle_was_dropped(qtbot):
    clock = QtClock()
    fired: list[bool] = []
    clock.call_after(0, lambda: fired.append(True))  # the handle is not kept
    qtbot.waitUntil(lambda: fired == [True], timeout=10_000)
    repeating = clock.call_every(0, lambda: fired.append(True))
    qtbot.waitUntil(lambda: len(fired) >= 3, timeout=10_000)
    repeating.stop()
    assert not repeating.is_active() and clock.now() > 0


def test_a_qt_timer_due_after_its_owner_was_deleted_does_nothing(qtbot):
    from PySide6.QtCore import QObject
    from shiboken6 import delete

    owner = QObject()
    fired: list[str] = []
    owned, plain = QtClock(owner), QtClock()
    owned.call_after(0, lambda: fired.append("owner's"))
    plain.call_after(1, lambda: fired.append("later"))
    delete(owner)  # a window closed and deleted before its message's time was up
    qtbot.waitUntil(lambda: fired == ["later"], timeout=10_000)
    assert fired == ["later"]

"""The animator: instant at speed 0, asynchronous otherwise, and it reports when at rest.

Most tests drive it with a ManualClock and advance that: nothing waits for real time. One runs
on Qt's own animation timer, the app's."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from everdell_desktop.session import ManualClock
from everdell_desktop.ui.animator import MOVE_MS, Animator
from everdell_desktop.ui.items import PanelItem
from everdell_desktop.ui.theme import LEAF


def make_item() -> PanelItem:
    return PanelItem("p", QRectF(0, 0, 20, 20), LEAF)


def test_speed_zero_applies_the_end_state_at_once(qapp):
    animator = Animator(speed=0.0)
    item = make_item()
    done: list[bool] = []
    animator.move(item, QPointF(50, 60), on_done=lambda: done.append(True))
    swapped: list[bool] = []
    animator.flip(item, lambda: swapped.append(True))
    assert item.pos() == QPointF(50, 60) and done == [True] and swapped == [True]
    assert animator.is_idle()


def test_animations_run_and_the_animator_reports_idle(qtbot):
    clock = ManualClock()
    animator = Animator(speed=8.0, clock=clock)
    item = make_item()
    counts: list[int] = []
    idle: list[bool] = []
    animator.idle.connect(lambda: idle.append(True))
    animator.move(item, QPointF(100, 0))
    animator.count(counts.append, 0, 5)
    swapped: list[bool] = []
    animator.flip(item, lambda: swapped.append(True), delay_ms=40)
    assert not animator.is_idle()
    clock.advance(MOVE_MS // 8 // 2)  # half way through the move
    assert 0 < item.pos().x() < 100 and idle == [] and animator.is_moving()
    clock.advance(1000)
    assert idle == [True] and animator.is_idle() and clock.pending() == 0
    assert item.pos() == QPointF(100, 0)
    assert counts[-1] == 5 and swapped == [True]
    assert item.transform().isIdentity()


def test_on_qt_s_own_timer_the_animations_end_too(qtbot):
    animator = Animator(speed=8.0)
    item = make_item()
    done: list[bool] = []
    animator.move(item, QPointF(100, 0), on_done=lambda: done.append(True))
    with qtbot.waitSignal(animator.idle, timeout=30_000):
        pass
    assert item.pos() == QPointF(100, 0) and done == [True]


def test_finish_all_jumps_to_the_end(qtbot):
    animator = Animator(speed=0.1)
    item = make_item()
    animator.move(item, QPointF(30, 30))
    animator.finish_all()
    assert animator.is_idle() and item.pos() == QPointF(30, 30)


def test_an_item_deleted_in_flight_does_not_keep_the_animator_busy(qtbot):
    import gc

    from PySide6.QtWidgets import QGraphicsScene

    scene = QGraphicsScene()
    clock = ManualClock()
    animator = Animator(speed=0.05, clock=clock)  # slow: still running when the item goes
    item = make_item()
    scene.addItem(item)
    done: list[bool] = []
    animator.move(item, QPointF(300, 0), on_done=lambda: done.append(True))
    clock.advance(20)
    scene.removeItem(item)
    del item
    gc.collect()
    clock.advance(20)
    assert animator.is_idle()
    assert done == []  # it never arrived, so nothing claims it did


def test_a_new_move_replaces_the_one_under_way(qtbot):
    clock = ManualClock()
    animator = Animator(speed=0.2, clock=clock)
    item = make_item()
    animator.move(item, QPointF(500, 0))
    clock.advance(32)
    assert item.pos().x() > 0  # under way
    animator.move(item, QPointF(0, 80), duration_ms=20)  # ends first: the old slide must not win
    clock.advance(MOVE_MS * 5 + 100)  # long past the old slide's end
    assert animator.is_idle() and item.pos() == QPointF(0, 80)


def test_an_animation_waiting_out_its_delay_is_not_in_motion(qtbot):
    clock = ManualClock()
    animator = Animator(speed=1.0, clock=clock)
    item = make_item()
    animator.move(item, QPointF(100, 0), delay_ms=300)
    assert not animator.is_idle() and not animator.is_moving()
    clock.advance(288)
    assert not animator.is_moving() and item.pos() == QPointF(0, 0)  # still waiting
    clock.advance(32)
    assert animator.is_moving()  # the delay is over: it moves
    clock.advance(MOVE_MS)
    assert animator.is_idle() and not animator.is_moving() and item.pos() == QPointF(100, 0)

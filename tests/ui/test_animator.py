"""The animator: instant at speed 0, asynchronous otherwise, and it reports when at rest."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from everdell_desktop.ui.animator import Animator
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
    animator = Animator(speed=8.0)
    item = make_item()
    counts: list[int] = []
    animator.move(item, QPointF(100, 0))
    animator.count(counts.append, 0, 5)
    swapped: list[bool] = []
    animator.flip(item, lambda: swapped.append(True), delay_ms=40)
    assert not animator.is_idle()
    with qtbot.waitSignal(animator.idle, timeout=3000):
        pass
    assert item.pos() == QPointF(100, 0)
    assert counts[-1] == 5 and swapped == [True]
    assert item.transform().isIdentity()


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
    animator = Animator(speed=0.05)  # slow: still running when the item goes
    item = make_item()
    scene.addItem(item)
    done: list[bool] = []
    animator.move(item, QPointF(300, 0), on_done=lambda: done.append(True))
    qtbot.wait(20)
    scene.removeItem(item)
    del item
    gc.collect()
    qtbot.waitUntil(animator.is_idle, timeout=2000)
    assert done == []  # it never arrived, so nothing claims it did


def test_a_new_move_replaces_the_one_under_way(qtbot):
    animator = Animator(speed=0.2)
    item = make_item()
    animator.move(item, QPointF(500, 0))
    qtbot.wait(30)
    animator.move(item, QPointF(0, 80), duration_ms=20)  # ends first: the old slide must not win
    qtbot.waitUntil(animator.is_idle, timeout=5000)
    assert item.pos() == QPointF(0, 80)


def test_an_animation_waiting_out_its_delay_is_not_in_motion(qtbot):
    animator = Animator(speed=1.0)
    item = make_item()
    animator.move(item, QPointF(100, 0), delay_ms=300)
    assert not animator.is_idle() and not animator.is_moving()
    qtbot.waitUntil(animator.is_moving, timeout=2000)  # the delay is over: it moves
    qtbot.waitUntil(animator.is_idle, timeout=3000)
    assert not animator.is_moving()

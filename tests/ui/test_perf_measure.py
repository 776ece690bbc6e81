"""The window's speed measure counts only frames of motion."""

from __future__ import annotations

from everdell_desktop.ui.perf import _full_repaint_ms, _intervals_ms, _settle


def test_frame_intervals_count_only_frames_painted_in_motion():
    frames = [
        (0.000, 0.002, True),
        (0.016, 0.002, True),
        (0.040, 0.002, False),  # the next die waits out its delay
        (0.070, 0.002, True),
        (0.086, 0.002, True),
        (0.300, 0.002, True),  # a slow frame in mid-motion counts, however long
    ]
    assert [round(ms) for ms in _intervals_ms(frames)] == [16, 16, 214]


def test_a_move_with_one_frame_has_no_interval():
    assert _intervals_ms([(1.0, 0.003, True)]) == []


class _Loop:
    """An event loop whose every turn paints one waiting picture."""

    def __init__(self, waiting: int) -> None:
        self.left = waiting
        self.turns = 0

    def processEvents(self) -> None:  # Qt's name
        self.turns += 1
        self.left = max(0, self.left - 1)

    def waiting(self) -> int:
        return self.left


def test_settling_runs_the_event_loop_until_no_picture_waits():
    loop = _Loop(waiting=5)
    _settle(loop, loop)
    assert loop.waiting() == 0
    assert loop.turns == 5


def test_settling_gives_up_at_its_time_limit():
    loop = _Loop(waiting=10**9)
    _settle(loop, loop, limit_s=0.01)
    assert loop.waiting() > 0


class _Viewport:
    def __init__(self) -> None:
        self.repaints = 0

    def repaint(self) -> None:
        self.repaints += 1
        sum(range(20000))  # some processor time


def test_a_full_repaint_is_timed_as_the_least_of_seven_runs_of_ten():
    viewport = _Viewport()
    cost = _full_repaint_ms(viewport)
    assert viewport.repaints == 70
    assert cost > 0

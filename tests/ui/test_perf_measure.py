"""The window's speed measure counts only frames of motion."""

from __future__ import annotations

from everdell_desktop.ui.perf import _intervals_ms


def test_frame_intervals_skip_a_pause_within_a_move():
    frames = [(0.000, 0.002), (0.016, 0.002), (0.040, 0.002), (0.300, 0.002), (0.316, 0.002)]
    assert [round(ms) for ms in _intervals_ms(frames)] == [16, 24, 16]


def test_a_move_with_one_frame_has_no_interval():
    assert _intervals_ms([(1.0, 0.003)]) == []

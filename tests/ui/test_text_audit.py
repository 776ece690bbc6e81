"""Issue 41 §4: text that fits. The text audit lays out a mid-game table of each game in a
window of each size and measures every text drawn (``ui.text_audit``)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt

from everdell_desktop.ui import theme
from everdell_desktop.ui.text_audit import KINDS, TextRecorder, run

LARGE = (1600, 1000)


def audited(game: str, size: tuple[int, int]) -> dict:
    return run(game, size, seed=3, moves=40)


def test_the_recorder_notes_the_size_and_the_cut_of_each_text(qapp):
    recorder = TextRecorder()
    try:
        recorder.setFont(theme.pixel_font(14))
        recorder.drawText(QRectF(0, 0, 400, 40), Qt.AlignmentFlag.AlignCenter, "fits")
        recorder.drawText(QRectF(0, 0, 30, 20), Qt.AlignmentFlag.AlignLeft, "far too long here")
    finally:
        recorder.end()
    (fits, size, cut_fits, _), (_, _, cut_long, _) = recorder.texts
    assert (fits, size, cut_fits, cut_long) == ("fits", theme.scaled(14), False, True)


def test_the_audit_reports_every_kind_for_a_card_game(qapp):
    result = audited("everdell", LARGE)
    assert set(result["min_px"]) == set(KINDS), result

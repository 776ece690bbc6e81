"""The table's text items: a label never paints a line cut in half."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from everdell_desktop.ui import theme
from everdell_desktop.ui.items import fitted_text

LONG = (
    "Player 1: Modifier phase: remove tiles if you like, then drag ONE tile from the supply "
    "onto a space, or rearrange your tiles, or leave them  (+34 more in the Moves list)"
)


def lines_of(text: str, metrics: QFontMetricsF, width: float) -> float:
    box = metrics.boundingRect(QRectF(0, 0, width, 1e6), int(Qt.TextFlag.TextWordWrap), text)
    return box.height() / metrics.lineSpacing()


def test_a_question_too_long_for_two_lines_ends_in_an_ellipsis_at_a_word(qapp):
    metrics = QFontMetricsF(theme.pixel_font(18, True))
    shown = fitted_text(LONG, metrics, 560, 2)
    assert shown.endswith("\u2026") and LONG.startswith(shown[:-1])
    assert LONG[len(shown) - 1] == " "  # cut between words
    assert lines_of(shown, metrics, 560) <= 2.01
    assert lines_of(LONG, metrics, 560) > 2  # the question itself needs more room


def test_a_question_that_fits_is_shown_whole(qapp):
    metrics = QFontMetricsF(theme.pixel_font(18, True))
    assert fitted_text("Player 1: pass or play", metrics, 560, 2) == "Player 1: pass or play"

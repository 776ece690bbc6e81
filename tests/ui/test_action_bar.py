"""The bar at the foot of the table (``ui/action_bar.py``): sized to hold its text and buttons."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from everdell_desktop.core import Action


def test_the_bar_holds_its_new_buttons_when_its_content_changes_while_it_is_shown(window):
    """A bar already on screen that is given new content (a short hint, then a longer one) is
    at once as wide as its text and buttons need, not sized without its new buttons."""
    bar = window.view.bar
    bar.show_hint("A short hint", Action.of("x"))
    QApplication.processEvents()
    bar.show_hint("A somewhat longer hint, with a few more words in it", Action.of("x"))
    width = bar.width()
    QApplication.processEvents()
    assert bar.isVisible() and width >= bar.sizeHint().width()
    assert bar.labels() and width < window.view.width()


def test_a_line_longer_than_the_table_is_wide_wraps_and_shows_whole(window):
    """A coach's line at 1280x720 can be wider than the table: it wraps onto more lines, the bar
    as tall as they need, instead of being cut; a line that fits stays on one line."""
    bar = window.view.bar
    line = "Place a worker on Inn in player 3's city \u2014 expected final lead +2.3 points"
    bar.show_hint(" ".join([line] * 4), Action.of("x"))
    QApplication.processEvents()
    label = bar.text
    assert bar.width() <= window.view.width() - 24
    assert label.wordWrap() and label.height() >= label.heightForWidth(label.width())
    assert label.heightForWidth(label.width()) > label.fontMetrics().height()  # several lines
    bar.show_hint("A short hint", Action.of("x"))
    QApplication.processEvents()
    assert not bar.text.wordWrap()

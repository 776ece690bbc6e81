"""The side panels: the Moves list shows every label whole."""

from __future__ import annotations

from everdell_desktop.core import Action
from everdell_desktop.ui.panels import ActionPanel

LONG = (
    "Play Chameleon Magistrate upgraded, placing a Harp on Cacao Terrace, and pay with"
    " 2 Bamboo, 1 Leaf and 1 Fig from the River Market"
)


def test_a_long_move_label_wraps_in_a_narrow_moves_list_and_has_a_tooltip(qtbot):
    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.resize(240, 400)
    panel.show()
    panel.set_actions("Your move:", [Action.of("pass"), Action.of("roll")], [LONG, "Pass"])
    qtbot.waitExposed(panel)
    long_item, short_item = panel.list.item(0), panel.list.item(1)
    assert long_item.text() == LONG and long_item.toolTip() == LONG
    long_rect = panel.list.visualItemRect(long_item)
    short_rect = panel.list.visualItemRect(short_item)
    assert long_rect.height() >= 2 * short_rect.height()  # wrapped, not cut
    assert long_rect.width() <= panel.list.viewport().width()

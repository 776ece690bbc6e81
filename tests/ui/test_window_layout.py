"""Issue 15 §2 and §1: zoom and pan, side panels, layout memory, text size, and asking before
an unfinished game is replaced."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsView

from everdell_desktop.core import Action, registry
from everdell_desktop.session import SeatSpec
from everdell_desktop.store import SettingsStore, StorePaths
from everdell_desktop.ui.dialogs import NewGameSpec, RulesDialog
from everdell_desktop.ui.main_window import MainWindow

EMERLAND = registry.get("emerland")
TINY = registry.get("tinygame")


def start(window, game=EMERLAND, seed=5):
    seats = [SeatSpec("Ana"), SeatSpec("Ben")]
    return window.start_game(NewGameSpec(game, game.make_config(players=2), seed, seats))


def wheel(view, dy: int, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    centre = QPointF(view.viewport().rect().center())
    event = QWheelEvent(
        centre,
        QPointF(view.viewport().mapToGlobal(centre.toPoint())),
        QPoint(0, 0),
        QPoint(0, dy),
        Qt.MouseButton.NoButton,
        modifiers,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(view.viewport(), event)


def test_zoom_keys_and_ctrl_wheel_change_the_view_scale(window):
    start(window)
    view = window.view
    fitted = view.view_scale()
    window.zoom_in_action.trigger()
    assert view.view_scale() > fitted * 1.1
    assert view.dragMode() == QGraphicsView.DragMode.ScrollHandDrag  # zoomed in: drag pans
    window.zoom_out_action.trigger()
    assert abs(view.view_scale() - fitted) < 1e-6
    window.zoom_out_action.trigger()  # never smaller than the whole table
    assert abs(view.view_scale() - fitted) < 1e-6
    wheel(view, 240, Qt.KeyboardModifier.ControlModifier)
    assert view.view_scale() > fitted * 1.3
    window.fit_action.trigger()
    assert abs(view.view_scale() - fitted) < 1e-6
    keys = {seq.toString() for seq in window.zoom_in_action.shortcuts()}
    assert "Ctrl++" in keys and window.fit_action.shortcut().toString() == "Ctrl+0"


def test_a_trackpad_pinch_zooms_the_table(window):
    from PySide6.QtGui import QNativeGestureEvent, QPointingDevice

    start(window)
    view = window.view
    fitted = view.view_scale()
    centre = QPointF(view.viewport().rect().center())
    pinch = QNativeGestureEvent(
        Qt.NativeGestureType.ZoomNativeGesture,
        QPointingDevice.primaryPointingDevice(),
        2,
        centre,
        centre,
        centre,
        0.5,
        QPointF(0, 0),
    )
    QApplication.sendEvent(view.viewport(), pinch)
    assert abs(view.view_scale() - fitted * 1.5) < 1e-6


def test_a_zoomed_table_pans_with_the_wheel(window):
    start(window)
    view = window.view
    view.zoom_by(2.5)
    before = view.verticalScrollBar().value()
    wheel(view, -240)
    assert view.verticalScrollBar().value() > before


def test_the_side_panels_fold_away_and_the_table_grows(window):
    start(window)
    width = window.view.width()
    window.panels_action.trigger()
    assert not any(dock.isVisible() for dock in window.docks)
    QApplication.processEvents()
    assert window.view.width() > width + 150
    window.panels_action.trigger()
    assert all(dock.isVisible() for dock in window.docks)


def test_reset_layout_docks_and_shows_every_panel(window):
    start(window)
    window.docks[0].setFloating(True)
    window.docks[1].hide()
    window.view.zoom_by(2.0)
    window.reset_layout_action.trigger()
    assert all(dock.isVisible() and not dock.isFloating() for dock in window.docks)
    assert window.view.zoom_level == 1.0


def test_the_window_remembers_its_size_and_panels(qtbot, isolated_home):
    first = MainWindow(paths=StorePaths(isolated_home))
    qtbot.addWidget(first)
    first.show()
    first.resize(730, 540)  # the offscreen screen is small
    first.docks[1].hide()
    size = first.size()
    first.close()
    second = MainWindow(paths=StorePaths(isolated_home))
    qtbot.addWidget(second)
    second.show()
    assert second.size() == size
    assert not second.docks[1].isVisible() and second.docks[0].isVisible()
    second.close()


def test_the_welcome_table_opens_whole_in_a_window_sized_before_it_shows(qtbot, isolated_home):
    """The welcome table comes when the window first shows, after its view was laid out: it
    is fitted all the same, not shown at scale 1 and cut in a small window."""
    window = MainWindow(paths=StorePaths(isolated_home))
    qtbot.addWidget(window)
    window.resize(720, 520)  # the offscreen screen is small
    window.show()
    qtbot.waitExposed(window)
    view = window.view
    assert view.scene() is not None
    assert view.transform().m11() == pytest.approx(view.fitted_scale())
    whole = view.mapFromScene(view.scene().sceneRect()).boundingRect()
    assert view.viewport().rect().adjusted(-1, -1, 1, 1).contains(whole)
    window.close()


def test_a_first_window_on_a_small_screen_opens_maximised(qtbot, isolated_home):
    window = MainWindow(paths=StorePaths(isolated_home))
    qtbot.addWidget(window)
    screen = window.screen().availableGeometry()
    window.show_on_screen()
    small = screen.width() < 1500 or screen.height() < 900
    assert window.isMaximized() == small
    window.close()
    again = MainWindow(paths=StorePaths(isolated_home))
    qtbot.addWidget(again)
    again.show_on_screen()  # it remembers its geometry: as it was left
    assert again.isVisible()
    again.close()


def test_the_text_size_setting_enlarges_table_and_panel_text(window, isolated_home):
    start(window)
    label = window.scene.by_key["hand_title"]
    height = label.boundingRect().height()
    card = next(i for i in window.scene.by_key.values() if (i.drag_key or "").startswith("hand"))
    normal = card.pixmap().toImage()
    point = QApplication.font().pointSizeF()
    window.text_actions["Larger"].trigger()
    assert label.boundingRect().height() > height * 1.2
    assert card.pixmap().toImage() != normal
    assert QApplication.font().pointSizeF() > point
    assert SettingsStore(StorePaths(isolated_home)).load().text_scale == 1.3
    window.text_actions["Normal"].trigger()


def test_quick_load_over_an_unfinished_game_asks_first(window):
    session = start(window, TINY)
    session.submit(Action.of("roll"))
    window.quick_save()
    window.handover.hide()
    session.submit(session.legal_actions()[0])
    window.ask = lambda title, question: window.questions.append(question) or False
    window.quick_load()
    assert window.session is session and len(window.questions) == 1  # kept: the player said no
    window.ask = lambda title, question: True
    window.quick_load()
    assert window.session is not session and window.session.record.actions == ["roll()"]


def test_a_new_game_over_an_unfinished_one_asks_first(window):
    session = start(window)
    session.submit(session.legal_actions()[0])
    dialog = window.new_game_dialog()
    window.ask = lambda title, question: window.questions.append(question) or False
    dialog.accept()
    assert window.session is session and "autosaves" in window.questions[-1]


def test_f1_opens_one_rules_window(window):
    start(window)
    first = window.show_rules()
    second = window.show_rules()
    assert first is second and first.isVisible()
    shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, RulesDialog)]
    assert sum(w.isVisible() for w in shown) == 1


def test_the_moves_filter_is_cleared_after_a_move(window):
    session = start(window, TINY)
    panel = window.actions_panel
    window.find_move_action.trigger()
    QTest.keyClicks(panel.filter, "roll")
    QTest.keyClick(panel.filter, Qt.Key.Key_Return)
    assert session.record.actions == ["roll()"]
    window.handover.hide()
    window.refresh(animate=False)
    assert panel.filter.text() == ""
    assert any(not panel.list.item(row).isHidden() for row in range(panel.list.count()))

"""Undo in the window follows one rule for every opponent (issue 41, part 1): against a solo
bot, the grace period holds the bot's reply and Ctrl+Z takes the player's move back; once the
turn is over the status bar names the true reason; a move that will reveal something is asked
about before it is made, unless the player switched the question off (a remembered setting).
The window's clock is a ManualClock: nothing waits on the wall clock."""

from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QToolTip
from scene_helpers import drop_point, items_for, viewport_point

from everdell_desktop.core import registry, verify
from everdell_desktop.session import ManualClock, SeatSpec
from everdell_desktop.store import StorePaths
from everdell_desktop.ui.dialogs import NewGameSpec

KOTO_GAME = registry.get("emerland")


def start_against_koto(window):
    config = KOTO_GAME.make_config(players=1, solo="koto", difficulty="normal")
    return window.start_game(NewGameSpec(KOTO_GAME, config, 5, [SeatSpec("Ana")]))


def quiet_worker(session):
    """A worker on a place that reveals nothing and ends the turn (Koto's reply would)."""
    return next(
        action
        for action in session.human_legal_actions()
        if action.kind == "place_worker" and session.final_move_warning(action) is None
    )


def press_undo(window):
    window.view.setFocus()
    QTest.keySequence(window.view, QKeySequence(QKeySequence.StandardKey.Undo))


def test_ctrl_z_takes_back_a_move_against_koto_until_his_reply(window, qtbot):
    window.set_grace_seconds(2.0)
    session = start_against_koto(window)
    before = KOTO_GAME.state_hash(session.state)
    lines = len(window.log_panel.lines())
    move = quiet_worker(session)
    assert window.submit(move) and window.questions == []  # nothing to warn of
    assert window.undo_action.isEnabled() and window.view.bar.mode == "turn end"
    assert "Koto" in window.view.bar.text.text()  # who plays once the turn ends
    press_undo(window)
    assert KOTO_GAME.state_hash(session.state) == before and not session.in_grace()
    assert window.submit(move)
    window.clock.advance(2000)  # the grace period is over: Koto replies
    assert not session.in_grace() and session.to_move() == 0
    assert len(window.log_panel.lines()) > lines + 1  # his reply is in the log too
    assert not window.undo_action.isEnabled()
    press_undo(window)
    message = window.statusBar().currentMessage()
    assert message.startswith("Your turn is over and Koto")
    assert "revealed" not in message  # the player's own move revealed nothing


def test_a_move_that_reveals_is_asked_about_before_and_no_changes_nothing(window, qtbot):
    session = start_against_koto(window)
    revealing = next(
        (a for a in session.human_legal_actions() if session.final_move_warning(a)), None
    )
    assert revealing is not None, "a move that reveals something is legal at the start"
    before = KOTO_GAME.state_hash(session.state)
    window.ask = lambda title, question: window.questions.append(question) or False
    assert not window.submit(revealing)
    assert len(window.questions) == 1 and "cannot be undone" in window.questions[0]
    assert KOTO_GAME.state_hash(session.state) == before and session.record.actions == []
    window.ask = lambda title, question: window.questions.append(question) or True
    assert window.submit(revealing) and len(window.questions) == 2
    assert session.record.actions == [revealing.encode()]


def test_the_question_can_be_switched_off_and_stays_off(window, qtbot, isolated_home):
    session = start_against_koto(window)
    revealing = next(a for a in session.human_legal_actions() if session.final_move_warning(a))
    window.confirm_final_action.trigger()  # Game ▸ Ask before moves that cannot be undone
    assert not window.settings.confirm_final_moves
    assert window.submit(revealing) and window.questions == []
    from everdell_desktop.ui.main_window import MainWindow

    again = MainWindow(paths=StorePaths(isolated_home), clock=ManualClock())
    qtbot.addWidget(again)
    assert not again.settings.confirm_final_moves
    assert not again.confirm_final_action.isChecked()
    again.close()


def test_the_button_of_a_move_that_cannot_be_undone_says_so(window, qtbot):
    session = start_against_koto(window)
    revealing = next(a for a in session.human_legal_actions() if session.final_move_warning(a))
    quiet = quiet_worker(session)
    selection = SimpleNamespace(title="Test", actions=[revealing, quiet], has_targets=False)
    window._on_selection(selection)  # what the table reports when a piece is selected
    tips = [button.toolTip() for button in window.view.bar._buttons]
    assert len(tips) == 3  # the two moves and Cancel
    assert tips[0].startswith(f"<qt><b>{session.final_move_warning(revealing)}: it cannot")
    assert "<hr>" in tips[0]  # the glossary's words stay below it
    assert "cannot be undone" not in tips[1] and "cannot be undone" not in tips[2]


def test_the_moves_list_entry_of_a_move_that_cannot_be_undone_says_so(window, qtbot):
    session = start_against_koto(window)
    revealing = next(a for a in session.human_legal_actions() if session.final_move_warning(a))
    quiet = quiet_worker(session)
    entries = window.actions_panel.list
    tips = {
        entries.item(row).data(Qt.ItemDataRole.UserRole): entries.item(row).toolTip()
        for row in range(entries.count())
    }
    warned = f"<qt><b>{session.final_move_warning(revealing)}: it cannot be undone.</b>"
    assert tips[revealing.encode()].startswith(warned)
    assert "cannot be undone" not in tips[quiet.encode()]


def test_a_drag_over_a_target_that_cannot_be_undone_says_so_at_the_pointer(window, qtbot):
    session = start_against_koto(window)
    revealing = next(
        a
        for a in session.human_legal_actions()
        if session.final_move_warning(a) and window.scene.action_keys(a)[0] is not None
    )
    quiet = next(
        a
        for a in session.human_legal_actions()
        if a.kind == "place_worker"
        and session.final_move_warning(a) is None
        and window.scene.action_keys(a)[0] == window.scene.action_keys(revealing)[0]
    )
    piece, final_target = items_for(window.scene, revealing)
    _, quiet_target = items_for(window.scene, quiet)
    viewport, start = window.view.viewport(), viewport_point(window.view, piece)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for target in (final_target, quiet_target, final_target):
        QTest.mouseMove(viewport, start + QPoint(8, 8))  # a drag, still over nothing lit
        QTest.mouseMove(viewport, drop_point(window.view, target))
        if target is final_target:
            words = f"{session.final_move_warning(revealing)}: it cannot be undone."
            assert QToolTip.isVisible() and QToolTip.text() == words
            assert window.scene.pointer_words() == words
        else:
            assert window.scene.pointer_words() == ""
    QTest.mouseMove(viewport, start)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    assert session.record.actions == [] and window.scene.pointer_words() == ""  # nothing played


def test_a_hot_seat_hand_over_waits_for_the_confirmed_end_of_turn(window, qtbot):
    window.set_confirm_end_of_turn(True)
    seats = [SeatSpec("Ana"), SeatSpec("Ben")]
    spec = NewGameSpec(KOTO_GAME, KOTO_GAME.make_config(players=2), 5, seats)
    session = window.start_game(spec)
    move = quiet_worker(session)
    assert window.submit(move)
    assert not window.handover.isVisible() and window.undo_action.isEnabled()
    assert window.view.bar.mode == "turn end" and "Ben" in window.view.bar.text.text()
    window.undo_action.trigger()
    assert session.moves == [] and session.to_move() == 0
    assert window.submit(move) and window.end_turn()
    assert window.handover.isVisible() and not window.undo_action.isEnabled()


def test_a_game_saved_during_the_grace_period_loads_as_it_replays(window, qtbot):
    window.set_grace_seconds(2.0)
    session = start_against_koto(window)
    assert window.submit(quiet_worker(session)) and session.in_grace()
    window.quick_save()
    assert window.statusBar().currentMessage() == "Quick-saved (F9 to load)"
    saved = window.saves.quick_load().record
    assert verify(saved)["valid"]  # its hash is the replayed game's, Koto's reply included
    assert session.in_grace() and session.can_undo()  # saving ended nothing

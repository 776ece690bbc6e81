"""The main window on the kernel's test game: menus, hot seat, undo, saves, final scores."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent
from scene_helpers import click

from everdell_desktop.core import Action, registry
from everdell_desktop.core.record import replay
from everdell_desktop.session import SeatSpec
from everdell_desktop.ui import main_window
from everdell_desktop.ui.dialogs import NewGameDialog, NewGameSpec

GAME = registry.get("tinygame")


def start(window, agents=(None, None), seed=4):
    seats = [SeatSpec(f"P{i + 1}", agent) for i, agent in enumerate(agents)]
    spec = NewGameSpec(GAME, GAME.make_config(players=len(seats)), seed, seats)
    return window.start_game(spec)


def test_a_hot_seat_game_is_played_by_clicks_to_the_score_screen(window, qtbot):
    session = start(window)
    handovers = 0
    while not session.is_over():
        if window.handover.isVisible():
            handovers += 1
            qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
        tiles = [item for item in window.scene.by_key.values() if item.click_key]
        assert tiles, "a human to move always has a tile to click"
        tile = tiles[-1] if len(tiles) > 1 else tiles[0]
        click(window.view, tile)
    assert handovers >= 5
    assert window.score_dialog is not None and window.score_dialog.isVisible()
    assert window.score_dialog.table.rowCount() == 3  # cards, pebbles, total
    assert window.errors == []
    assert any("roll" in line or "play" in line for line in window.log_panel.lines())


def test_the_moves_list_plays_with_the_keyboard(window, qtbot):
    session = start(window)
    panel = window.actions_panel
    labels = panel.labels()
    assert labels == [session.describe(a) for a in session.legal_actions()]
    panel.filter.setFocus()
    QTest.keyClicks(panel.filter, "roll")
    QTest.keyClick(panel.filter, Qt.Key.Key_Return)
    assert session.record.actions == ["roll()"]


def test_undo_from_the_menu_within_a_turn(window, qtbot):
    session = start(window, seed=11)
    # roll until the seat to move may trade (rolls are final: no undo past them)
    while Action.of("trade") not in session.legal_actions():
        if window.handover.isVisible():
            window.handover.button.click()
        session.submit(Action.of("roll"))
    if window.handover.isVisible():
        window.handover.button.click()
    before = GAME.state_hash(session.state)
    assert window.submit(Action.of("trade"))
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert GAME.state_hash(session.state) == before
    assert not window.undo_action.isEnabled()
    assert window.undo_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Undo)


def test_the_undo_key_says_why_when_undo_is_refused(window, qtbot):
    session = start(window)
    assert window.submit(Action.of("roll"))  # a die roll cannot be taken back
    if window.handover.isVisible():
        window.handover.button.click()
    assert not window.undo_action.isEnabled()
    before = GAME.state_hash(session.state)
    window.view.setFocus()
    QTest.keySequence(window.view, QKeySequence(QKeySequence.StandardKey.Undo))
    assert GAME.state_hash(session.state) == before
    assert window.statusBar().currentMessage() == session.undo_refusal() != ""


def test_the_reason_stays_in_view_while_the_ai_starts_thinking_then_gives_way(
    window, qtbot, monkeypatch
):
    monkeypatch.setattr(main_window, "UNDO_REFUSAL_MS", 300)
    session = start(window)
    assert window.submit(Action.of("roll"))
    assert not window.undo()
    why = session.undo_refusal()
    session.agent_thinking.emit(1)  # what the session says as an AI seat starts its search
    assert window.statusBar().currentMessage() == why
    window.clock.advance(299)
    assert window.statusBar().currentMessage() == why
    window.clock.advance(1)
    assert window.statusBar().currentMessage() == "P2 is thinking…"


def test_a_second_refusal_does_not_stay_behind_once_its_time_is_up(window, qtbot, monkeypatch):
    monkeypatch.setattr(main_window, "UNDO_REFUSAL_MS", 300)
    session = start(window)
    assert window.submit(Action.of("roll"))
    turn = window.statusBar().currentMessage()
    assert not window.undo()
    window.clock.advance(200)
    assert not window.undo()  # the key pressed again: the reason gets its full time again
    why = session.undo_refusal()
    window.clock.advance(299)
    assert window.statusBar().currentMessage() == why
    window.clock.advance(1)
    assert window.statusBar().currentMessage() == turn


def test_ai_seats_play_to_the_end_without_errors(window, qtbot):
    session = start(window, agents=("random", "random", "random", "random"))
    qtbot.waitUntil(session.is_over, timeout=15_000)
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=2000)
    assert window.errors == []
    replayed = replay(session.record)  # every move the AIs made passes the legality gate
    assert GAME.state_hash(replayed) == GAME.state_hash(session.state)
    table, dialog = window.score_dialog.table, window.score_dialog
    assert [table.horizontalHeaderItem(c).text() for c in range(4)] == ["P1", "P2", "P3", "P4"]
    cards, pebbles, totals = ([int(table.item(r, c).text()) for c in range(4)] for r in range(3))
    assert [a + b for a, b in zip(cards, pebbles, strict=True)] == totals
    assert totals == [breakdown.total for breakdown in GAME.scores(replayed)]
    winner = GAME.winners(replayed)[0]
    assert max(totals) == totals[winner] and f"P{winner + 1}" in dialog.headline.text()


def test_quick_save_and_quick_load_restore_the_game(window, qtbot):
    session = start(window)
    session.submit(Action.of("roll"))
    window.quick_save()
    window.handover.hide()
    session.submit(Action.of("roll"))
    window.quick_load()
    assert window.session is not session
    assert window.session.record.actions == ["roll()"]


def test_autosave_after_a_turn_offers_continue(window, qtbot):
    session = start(window)
    session.submit(Action.of("roll"))
    assert window.saves.continue_entry() is not None
    box = window.show_start_choice()
    assert box is not None and "Pebble" in box.informativeText()
    box.buttons()[0].click()  # Continue
    assert window.session is not session
    assert window.session.record.actions == ["roll()"]


def test_continue_names_the_game_in_the_language_of_the_window(window):
    """The autosave keeps the title in English; the Continue question shows it translated,
    as the Load dialog does."""
    everdell = registry.get("everdell")
    seats = [SeatSpec("P1", None), SeatSpec("P2", None)]
    spec = NewGameSpec(everdell, everdell.make_config(players=2), 4, seats)
    session = window.start_game(spec)
    session.submit(Action.of("place", loc="three_twigs"))
    window.set_language("ko")
    try:
        box = window.show_start_choice()
        shown = box.informativeText()
    finally:
        window.set_language("en")
    assert shown.startswith("에버델 \u2014 ")


def test_the_session_autosaves_into_the_window_store_and_holds_no_window_callback(window):
    session = start(window)
    assert session.saves is window.saves
    window_methods = [
        name for name, value in vars(session).items() if getattr(value, "__self__", None) is window
    ]
    assert window_methods == []  # the session calls nothing of the window: it emits signals
    session.submit(Action.of("roll"))
    assert session.flush_saves()
    assert window.saves.continue_game().record.actions == ["roll()"]


def test_a_failed_quick_load_says_why_and_keeps_the_game(window, qtbot, monkeypatch):
    import everdell_desktop.ui.main_window as main_window

    shown: list[str] = []
    monkeypatch.setattr(
        main_window, "show_load_error", lambda parent, message: shown.append(message)
    )
    session = start(window)
    session.submit(Action.of("roll"))
    window.quick_load()  # nothing was quick-saved
    assert shown and window.session is session and session.record.actions == ["roll()"]


def test_new_game_dialog_builds_a_valid_game(qtbot):
    dialog = NewGameDialog(default_game="emerland")
    qtbot.addWidget(dialog)
    dialog.players.setValue(3)
    dialog.seed_edit.setText("42")
    dialog.kind_boxes[1].setCurrentIndex(0)  # human
    spec = dialog.spec()
    assert spec.game.name == "emerland" and spec.config.players == 3 and spec.seed == 42
    assert [seat.is_human for seat in spec.seats] == [True, True, False]
    dialog.players.setValue(1)
    assert dialog.spec().config.solo == "koto"


def test_the_new_game_dialog_speaks_a_players_words(qtbot):
    dialog = NewGameDialog(default_game="emerland")
    qtbot.addWidget(dialog)
    games = [dialog.game_box.itemText(i) for i in range(dialog.game_box.count())]
    offered = [found.definition.title for found in registry.listed()]
    assert "Pebble Path" not in games and games == offered  # the test game is not offered
    kinds = [dialog.kind_boxes[1].itemText(i) for i in range(dialog.kind_boxes[1].count())]
    assert kinds == [
        "Human",
        "AI \u2014 Beginner",
        "AI \u2014 Easy",
        "AI \u2014 Normal",
        "AI \u2014 Hard",
    ]
    dialog.players.setValue(1)
    solos = [dialog.solo_box.itemText(i) for i in range(dialog.solo_box.count())]
    assert solos[0] == "Professor Koto \u2014 Normal" and "with Trick cards" in solos[-1]
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("everdell"))
    dialog.players.setValue(1)
    assert dialog.solo_box.itemText(0) == "Rugwort \u2014 Year One"


def test_on_first_run_seat_two_is_an_ai_so_start_just_works(window):
    dialog = window.new_game_dialog()
    assert dialog.players.value() == 2
    assert dialog.kind_boxes[0].currentData() is None
    assert dialog.kind_boxes[1].currentText() == "AI \u2014 Normal"
    dialog.accept()
    assert window.session is not None and window.session.human_count() == 1
    window.session.close()


def test_accepting_the_new_game_dialog_starts_that_game(window, qtbot):
    dialog = window.new_game_dialog()
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("everdell"))
    dialog.players.setValue(2)
    dialog.seed_edit.setText("17")
    dialog.kind_boxes[1].setCurrentIndex(0)
    dialog.accept()
    assert window.session is not None and window.session.seed == 17
    assert window.session.game.name == "everdell" and window.session.human_count() == 2
    again = window.new_game_dialog()  # remembers the seats for next time
    assert again.players.value() == 2 and again.kind_boxes[1].currentData() is None


def test_continue_offers_the_game_last_played(window):
    older = start(window)
    older.submit(Action.of("roll"))
    newer = start(window, seed=9)  # a new game, not a move played yet
    box = window.show_start_choice()
    box.buttons()[0].click()  # Continue
    assert window.session.record.meta["game_id"] == newer.record.meta["game_id"]


def test_menus_have_the_standard_shortcuts(window):
    assert window.new_action.shortcut() == QKeySequence(QKeySequence.StandardKey.New)
    assert window.save_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Save)
    assert window.load_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Open)
    assert window.quit_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Quit)


def test_about_names_the_emerland_reconstruction_and_rules_open(window, qtbot):
    from everdell_desktop.ui.dialogs import show_about

    box = show_about(window)
    assert "reconstruction" in box.text() and "Emerland" in box.text()
    box.close()
    start(window)
    rules = window.show_rules()
    assert len(rules.browser.toPlainText()) > 100
    rules.close()


def test_run_app_starts_and_closes_cleanly(qtbot):
    from everdell_desktop.ui.app import run_app

    assert run_app(quit_after_ms=300) == 0


def test_the_animation_speed_is_a_remembered_setting(window, isolated_home):
    from everdell_desktop.store import SettingsStore, StorePaths

    window.speed_actions["Fast"].trigger()
    assert window.animator.speed == 2.0
    assert SettingsStore(StorePaths(isolated_home)).load().animation_speed == 2.0
    window.speed_actions["Off"].trigger()
    assert window.animator.speed == 0.0


def test_the_new_game_dialog_opens_on_the_game_last_started(qtbot, isolated_home):
    """A player of Duo finds Duo chosen the next time the app opens (a remembered setting)."""
    from everdell_desktop.store import SettingsStore, StorePaths
    from everdell_desktop.ui.main_window import MainWindow

    first = MainWindow(paths=StorePaths(isolated_home))
    qtbot.addWidget(first)
    dialog = first.new_game_dialog()
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("duo"))
    dialog.accept()
    assert first.session.game.name == "duo"
    assert SettingsStore(StorePaths(isolated_home)).load().last_game == "duo"
    first.close()
    again = MainWindow(paths=StorePaths(isolated_home))
    qtbot.addWidget(again)
    assert again.new_game_dialog().game().name == "duo"


def scene_mouse(scene, kind, pos) -> None:
    event = QGraphicsSceneMouseEvent(kind)
    event.setScenePos(pos)
    event.setButton(Qt.MouseButton.LeftButton)
    event.setButtons(Qt.MouseButton.LeftButton)
    QApplication.sendEvent(scene, event)


def test_a_quick_second_click_is_a_click_too(window, monkeypatch):
    """Qt turns a quick second press into a double-click event; the table treats it as a
    press, so the second click reaches the item as well."""
    start(window)
    activated = []
    monkeypatch.setattr(window.scene, "click", lambda item: activated.append(item.key))
    tile = next(item for item in window.scene.by_key.values() if item.click_key)
    click(window.view, tile)
    pos = tile.sceneBoundingRect().center()
    scene_mouse(window.scene, QEvent.Type.GraphicsSceneMouseDoubleClick, pos)
    scene_mouse(window.scene, QEvent.Type.GraphicsSceneMouseRelease, pos)
    assert activated == [tile.key, tile.key]


def test_the_window_and_its_dialogs_show_the_app_icon(window):
    assert not window.windowIcon().isNull()
    assert not window.windowIcon().pixmap(32, 32).isNull()  # Qt's SVG icon engine draws it
    dialog = window.new_game_dialog()
    assert not dialog.windowIcon().isNull()
    dialog.reject()


def test_the_application_icon_is_set_for_windows_without_a_parent(qapp):
    from PySide6.QtGui import QIcon

    from everdell_desktop.ui.app import application

    before = qapp.windowIcon()
    qapp.setWindowIcon(QIcon())
    try:
        assert not application().windowIcon().isNull()
    finally:
        qapp.setWindowIcon(before)

"""Issue 14, the window: saving errors are told, a finished game always shows its scores, a bad
save never crashes resuming, and one hook turns any other uncaught error into a log entry, an
autosave and a dialog that offers to continue."""

from __future__ import annotations

import logging
import sys
from logging.handlers import RotatingFileHandler

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox

from everdell_desktop.core import Action, registry
from everdell_desktop.session import GameSession, SeatSpec
from everdell_desktop.store import LoadedGame, SaveStore, StatisticsStore, StorePaths
from everdell_desktop.ui import crash
from everdell_desktop.ui.dialogs import NewGameSpec

GAME = registry.get("tinygame")


@pytest.fixture(autouse=True)
def no_log_file_left_behind():
    """The hook adds a file handler to the app's logger; later tests must not write there."""
    yield
    logger = logging.getLogger(crash.APP_LOGGER)
    for handler in [h for h in logger.handlers if isinstance(h, RotatingFileHandler)]:
        logger.removeHandler(handler)
        handler.close()


def start(window, agents=(None, None), seed=4):
    seats = [SeatSpec(f"P{i + 1}", agent) for i, agent in enumerate(agents)]
    return window.start_game(NewGameSpec(GAME, GAME.make_config(players=2), seed, seats))


def _full_disk(*_args, **_kwargs):
    raise OSError(28, "No space left on device")


@pytest.mark.parametrize("how", ["save_as", "quick_save"])
def test_a_failed_save_is_told_and_raises_nothing(window, monkeypatch, how):
    start(window)
    window.submit(Action.of("roll"))
    monkeypatch.setattr(window.saves, "save", _full_disk)
    monkeypatch.setattr(window.saves, "quick_save", _full_disk)
    result = window.save_as("mine") if how == "save_as" else window.quick_save()
    assert result is None
    assert "No space left on device" in window.statusBar().currentMessage()
    assert window.save_error.isVisible() and "previous save" in window.save_error.informativeText()
    window.save_error.close()


def test_a_finished_game_shows_its_scores_when_the_statistics_fail(window, qtbot, monkeypatch):
    def broken(*_args, **_kwargs):
        raise ValueError("a statistics bug")

    monkeypatch.setattr(StatisticsStore, "record_game", broken)
    session = start(window, agents=("random", "random"))
    qtbot.waitUntil(session.is_over, timeout=15_000)
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=2000)
    assert window.score_dialog.isVisible()
    assert any("statistics not saved" in error for error in window.errors)


def test_resuming_a_save_with_a_wrong_typed_agent_says_why(window, monkeypatch):
    import everdell_desktop.ui.main_window as main_window

    shown: list[str] = []
    monkeypatch.setattr(main_window, "show_load_error", lambda _parent, text: shown.append(text))
    session = start(window)
    window.submit(Action.of("roll"))
    seats = [{"name": "P1", "agent": None}, {"name": "P2", "agent": ["x"]}]
    record = session.record.model_copy(update={"meta": {**session.record.meta, "seats": seats}})
    loaded = LoadedGame(record, GAME, session.state.clone(), list(session.moves))
    assert window.resume(loaded) is False
    assert shown and "unknown AI" in shown[0]
    assert window.session is session


def test_an_unexpected_error_while_resuming_is_told_not_raised(window, monkeypatch):
    import everdell_desktop.ui.main_window as main_window

    shown: list[str] = []
    monkeypatch.setattr(main_window, "show_load_error", lambda _parent, text: shown.append(text))
    session = start(window)
    window.submit(Action.of("roll"))

    def broken(*_args, **_kwargs):
        raise KeyError("a rules bug")

    monkeypatch.setattr(GameSession, "from_record", broken)
    loaded = LoadedGame(session.record, GAME, session.state.clone(), list(session.moves))
    assert window.resume(loaded) is False
    assert shown and "KeyError" in shown[0] and window.session is session


# --- the hook -----------------------------------------------------------------------------
def _raise_and_hook(error: BaseException) -> None:
    """What PySide does with an exception escaping a slot: hand it to sys.excepthook."""
    try:
        raise error
    except BaseException:
        sys.excepthook(*sys.exc_info())


def test_an_uncaught_error_is_logged_autosaved_and_shown(window, isolated_home):
    handler = window.install_crash_hook()
    try:
        session = start(window)
        window.submit(Action.of("roll"))
        session.flush_saves()  # the move's autosave lands before the count (a disk thread)
        saves = SaveStore(StorePaths(isolated_home))
        before = len(saves.entries(all_autosaves=True))
        _raise_and_hook(RuntimeError("something odd"))
        log_file = isolated_home / "logs" / crash.LOG_FILE
        text = log_file.read_text()
        assert "Traceback" in text and "RuntimeError: something odd" in text
        assert len(saves.entries(all_autosaves=True)) == before + 1
        assert saves.continue_game().record.actions == session.record.actions
        dialog = handler.dialog
        assert dialog.isVisible() and str(log_file) in dialog.informativeText()
        assert "saved" in dialog.text()
        _raise_and_hook(ValueError("and another"))  # while the dialog is open: no second one
        assert handler.dialog is dialog and handler.errors == 2
        assert "ValueError: and another" in log_file.read_text()
        continue_button = next(
            b for b in dialog.buttons() if dialog.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole
        )
        continue_button.click()
        assert not dialog.isVisible() and window.isVisible()
        if window.handover.isVisible():
            window.handover.button.click()
        assert window.submit(window.session.legal_actions()[0])  # the game goes on
    finally:
        handler.uninstall()


def test_quit_in_the_dialog_closes_the_window(window):
    handler = window.install_crash_hook()
    try:
        _raise_and_hook(RuntimeError("boom"))
        quit_button = next(
            b
            for b in handler.dialog.buttons()
            if handler.dialog.buttonRole(b) == QMessageBox.ButtonRole.DestructiveRole
        )
        quit_button.click()
        assert not window.isVisible()
        assert handler.dialog.text().endswith("could not be saved.")  # no game was running
    finally:
        handler.uninstall()
    assert sys.excepthook != handler.handle


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_reaches_the_hook(window, qtbot):
    handler = window.install_crash_hook()
    try:

        def slot():
            raise LookupError("raised inside Qt's event loop")

        QTimer.singleShot(0, slot)
        qtbot.waitUntil(lambda: handler.errors == 1, timeout=3000)
        assert handler.dialog is not None and handler.dialog.isVisible()
        assert "LookupError" in handler.dialog.informativeText()
        handler.dialog.close()
    finally:
        handler.uninstall()


def test_an_error_inside_the_hook_falls_back_to_the_previous_hook(window, monkeypatch):
    seen = []
    monkeypatch.setattr(sys, "excepthook", lambda *info: seen.append(info[0]))
    handler = window.install_crash_hook()
    try:

        def broken_autosave():
            raise OSError("even this fails")

        monkeypatch.setattr(window, "emergency_autosave", broken_autosave)
        _raise_and_hook(RuntimeError("first"))
        assert seen == [OSError]  # the handler's own failure, reported the old way
        _raise_and_hook(KeyboardInterrupt())
        assert seen == [OSError, KeyboardInterrupt]
    finally:
        handler.uninstall()


def test_the_log_handler_is_added_once(tmp_path):
    paths = StorePaths(tmp_path)
    first, second = crash.setup_logging(paths), crash.setup_logging(paths)
    assert first == second == tmp_path / "logs" / crash.LOG_FILE
    logger = logging.getLogger(crash.APP_LOGGER)
    assert sum(isinstance(h, RotatingFileHandler) for h in logger.handlers) == 1


def test_run_app_installs_the_hook_and_removes_it_on_exit(qtbot):
    from everdell_desktop.ui.app import run_app

    before = sys.excepthook
    assert run_app(quit_after_ms=300) == 0
    assert sys.excepthook is before

"""Saves as documents: ``everdell-desktop FILE`` opens the game in FILE, macOS's file-open
event reaches the window, and a second launch hands its file to the window already open."""

from __future__ import annotations

import socket
import sys

import pytest
from PySide6.QtCore import QDir
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

from everdell_desktop import cli, core
from everdell_desktop.ai import create_agent
from everdell_desktop.ai.match import play_match
from everdell_desktop.store.files import write_record
from everdell_desktop.ui import app as app_module
from everdell_desktop.ui.documents import DocumentInbox, hand_off, server_name

GAME = core.get("tinygame")
SEATS = [{"name": "Ana", "agent": None}, {"name": "Bo", "agent": "random"}]


def _save(path, seed=3, upto=4):
    """A game in progress, written where a player's save would be."""
    config = GAME.make_config(players=2)
    record = core.new_record(GAME, config, seed, game_id=f"doc{seed}", seats=SEATS)
    record = play_match(GAME, config, [create_agent("random", GAME)], seed, record).record
    record = record.model_copy(update={"actions": record.actions[:upto], "final_hash": None})
    write_record(path, record)
    return path


@pytest.fixture
def inbox(qtbot, tmp_path):
    """A listening inbox under a name of this test's own (not the player's running app)."""
    box = DocumentInbox(server_name(tmp_path))
    assert box.listen()
    yield box
    box.server.close()


# --- the hand-off between two launches ------------------------------------------------------
def test_a_file_is_handed_to_the_running_app(qtbot, inbox, tmp_path):
    path = tmp_path / "evening.everdell"
    with qtbot.waitSignal(inbox.opened, timeout=10_000) as opened:
        assert hand_off(path, inbox.name) is True
    assert opened.args == [path.resolve()]


def test_without_a_running_app_nothing_is_handed_off(qtbot, tmp_path):
    assert hand_off(tmp_path / "evening.everdell", server_name(tmp_path)) is False


def test_each_data_folder_has_its_own_server_name(tmp_path):
    assert server_name(tmp_path / "ana") != server_name(tmp_path / "bo")
    assert server_name(tmp_path / "ana") == server_name(tmp_path / "ana" / ".." / "ana")


def test_a_launch_asks_the_app_of_its_own_data_folder(monkeypatch, qtbot, tmp_path):
    """EVERDELL_DESKTOP_HOME (a portable copy, a smoke test) is an app of its own."""
    monkeypatch.setenv("EVERDELL_DESKTOP_HOME", str(tmp_path / "portable"))
    box = DocumentInbox(server_name(tmp_path / "portable"))
    assert box.listen()
    try:
        monkeypatch.setattr(app_module, "run_app", lambda **kwargs: pytest.fail("second window"))
        with qtbot.waitSignal(box.opened, timeout=10_000):
            assert app_module.run_window(document=tmp_path / "a.everdell") == 0
    finally:
        box.server.close()


def test_a_second_app_does_not_take_over_the_running_apps_server(qtbot, inbox):
    second = DocumentInbox(inbox.name)
    assert second.listen() is False
    assert inbox.server.isListening()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="socket files are Unix's")
def test_a_socket_left_by_a_crashed_app_is_replaced(qtbot, tmp_path):
    name = server_name(tmp_path)
    stale = socket.socket(socket.AF_UNIX)
    stale.bind(f"{QDir.tempPath()}/{name}")  # bound, never listening: like a crashed app's
    stale.close()
    box = DocumentInbox(name)
    try:
        assert box.listen() is True
        with qtbot.waitSignal(box.opened, timeout=10_000):
            assert hand_off(tmp_path / "a.everdell", name)
    finally:
        box.server.close()


def test_the_macos_file_open_event_reaches_the_inbox(qtbot, inbox, tmp_path):
    app = QApplication.instance()
    app.installEventFilter(inbox)
    try:
        with qtbot.waitSignal(inbox.opened, timeout=5_000) as opened:
            QApplication.sendEvent(app, QFileOpenEvent(str(tmp_path / "from-finder.everdell")))
    finally:
        app.removeEventFilter(inbox)
    assert opened.args == [tmp_path / "from-finder.everdell"]


# --- the window opens the file --------------------------------------------------------------
@pytest.mark.parametrize("suffix", [".everdell", ".json"])
def test_the_window_plays_on_from_an_opened_file(window, tmp_path, suffix):
    path = _save(tmp_path / f"evening{suffix}", upto=4)
    assert window.open_document(path) is True
    assert window.session.record.meta["game_id"] == "doc3"
    assert len(window.session.record.actions) == 4


def test_opening_a_file_over_a_game_in_progress_asks_first(window, tmp_path):
    window.open_document(_save(tmp_path / "first.everdell", seed=3))
    window.ask = lambda title, question: window.questions.append(question) or False
    assert window.open_document(_save(tmp_path / "second.everdell", seed=4)) is False
    assert window.session.record.meta["game_id"] == "doc3"
    assert "second.everdell" in window.questions[-1]


def test_a_file_handed_over_before_the_window_exists_replaces_the_start_choice(qtbot, tmp_path):
    start = app_module.Start()
    qtbot.addWidget(start.frame)
    start.open_document(tmp_path / "early.everdell")
    assert start.document == tmp_path / "early.everdell"


# --- the command line -----------------------------------------------------------------------
@pytest.mark.parametrize("suffix", [".everdell", ".json"])
def test_the_command_line_opens_a_save_in_the_window(monkeypatch, tmp_path, suffix):
    path = _save(tmp_path / f"evening{suffix}")
    opened = []
    monkeypatch.setattr(app_module, "run_window", lambda **kwargs: opened.append(kwargs) or 0)
    assert cli.main([str(path)]) == 0
    assert opened == [{"language": None, "document": path}]


def test_the_command_line_refuses_a_file_that_is_not_a_save(monkeypatch, tmp_path, capsys):
    path = tmp_path / "notes.everdell"
    path.write_text('{"shopping": ["bread"]}', encoding="utf-8")
    monkeypatch.setattr(app_module, "run_window", lambda **kwargs: pytest.fail("window opened"))
    assert cli.main([str(path)]) == 1
    assert "notes.everdell is not a saved game" in capsys.readouterr().err


def test_the_command_line_names_a_missing_file_and_the_commands(monkeypatch, capsys):
    monkeypatch.setattr(app_module, "run_window", lambda **kwargs: pytest.fail("window opened"))
    assert cli.main(["simulat"]) == 2  # a usage error, like any unknown command
    error = capsys.readouterr().err
    assert "simulat is neither a command (simulate, " in error and "nor a saved game" in error


def test_a_launch_with_a_file_hands_it_to_the_running_window(monkeypatch, qtbot, inbox, tmp_path):
    path = _save(tmp_path / "evening.everdell")
    monkeypatch.setattr(app_module, "server_name", lambda data_folder: inbox.name)
    monkeypatch.setattr(app_module, "run_app", lambda **kwargs: pytest.fail("second window"))
    with qtbot.waitSignal(inbox.opened, timeout=10_000) as opened:
        assert cli.main([str(path), "--lang", "en"]) == 0
    assert opened.args == [path.resolve()]


def test_a_windowed_launch_without_a_console_shows_why_a_file_cannot_open(monkeypatch, qtbot):
    shown = []
    monkeypatch.setattr(
        app_module.QMessageBox, "critical", lambda parent, title, text: shown.append(text)
    )
    app_module.report_unopenable("notes.everdell is not a saved game")
    assert shown == []  # a terminal: the message went to stderr
    monkeypatch.setattr(sys, "stderr", None)  # Windows' windowed executable: no console
    app_module.report_unopenable("notes.everdell is not a saved game")
    assert len(shown) == 1 and "notes.everdell is not a saved game" in shown[0]

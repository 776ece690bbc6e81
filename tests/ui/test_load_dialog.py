"""The Load game dialog lists saves, loads good ones, and shows every load error in a dialog."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from everdell_desktop import core
from everdell_desktop.ai import create_agent
from everdell_desktop.ai.match import play_match
from everdell_desktop.store import SaveStore, StorePaths
from everdell_desktop.store.files import MAX_SAVE_BYTES
from everdell_desktop.ui.load_dialog import COLUMNS, LoadGameDialog, show_load_error

GAME = core.get("tinygame")
SEATS = [{"name": "Ana", "agent": None}, {"name": "Bo", "agent": "random"}]


def _record(seed=3, upto=None):
    config = GAME.make_config(players=2)
    record = core.new_record(GAME, config, seed, game_id=f"g{seed}", seats=SEATS)
    record = play_match(GAME, config, [create_agent("random", GAME)], seed, record).record
    if upto is not None:
        record = record.model_copy(update={"actions": record.actions[:upto], "final_hash": None})
    return record


def _bad_bytes(kind):
    record = _record(seed=5)
    text = record.model_dump_json()
    data = json.loads(text)
    if kind == "truncated":
        return text[: len(text) // 2].encode()
    if kind == "empty":
        return b""
    if kind == "not_json":
        return b"\x89PNG\r\n\x1a\n not a save"
    if kind == "future_version":
        data["schema_version"] = core.SCHEMA_VERSION + 5
    elif kind == "wrong_game":
        data["game"] = "chess"
    elif kind == "tampered":
        data["actions"][1] = "play(card=42)"
    return json.dumps(data).encode()


BAD_KINDS = {
    "truncated": "not valid JSON",
    "empty": "is empty",
    "not_json": "not valid JSON",
    "future_version": "newer version",
    "wrong_game": "unknown game 'chess'",
    "tampered": "action 2",
}


@pytest.fixture
def store(tmp_path):
    return SaveStore(StorePaths(tmp_path / "saves-home"))


@pytest.fixture
def shown_boxes(monkeypatch):
    """Message boxes the code under test opened, closed at once instead of waiting."""
    shown = []

    def record_and_close(box):
        shown.append((box.windowTitle(), box.text(), box.informativeText(), box.parent()))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "exec", record_and_close)
    return shown


@pytest.fixture
def dialog(qtbot, store):
    def make():
        widget = LoadGameDialog(store)
        qtbot.addWidget(widget)
        return widget

    return make


def _row_texts(widget, row):
    return [widget.table.item(row, column).text() for column in range(len(COLUMNS))]


def test_the_list_shows_game_seats_progress_date_and_summary(dialog, store):
    store.save(_record(upto=4), "Evening game")
    store.autosave(_record(seed=8, upto=2))
    widget = dialog()
    assert widget.table.rowCount() == 2
    rows = {_row_texts(widget, row)[0]: _row_texts(widget, row) for row in range(2)}
    _, game, seats, progress, saved, summary = rows["Evening game"]
    assert game == GAME.title and seats == "Ana (human), Bo (random)"
    assert progress == "4 actions played" and "Ana to move" in summary
    assert len(saved) == len("2026-05-01 12:00")
    assert "Autosave" in rows
    assert widget.empty_label.isHidden()


def test_an_empty_store_says_there_is_nothing(dialog):
    widget = dialog()
    assert widget.table.rowCount() == 0 and not widget.empty_label.isHidden()
    assert not widget.load_button.isEnabled() and widget.selected_entry() is None


def test_loading_a_good_save_accepts_with_the_loaded_game(dialog, store, shown_boxes):
    store.save(_record(upto=5), "good")
    widget = dialog()
    assert widget.selected_entry().name == "good"
    widget.load_button.click()
    assert widget.result() == LoadGameDialog.DialogCode.Accepted
    assert widget.loaded().record.actions == _record().actions[:5]
    assert shown_boxes == []


@pytest.mark.parametrize("kind", sorted(BAD_KINDS))
def test_a_bad_save_shows_an_error_dialog_and_stays_open(kind, dialog, store, shown_boxes):
    store.save(_record(upto=3), "good")
    path = store.paths.saves / f"{kind}.json"
    path.write_bytes(_bad_bytes(kind))
    content = path.read_bytes()
    widget = dialog()
    widget.show()
    row = next(r for r, entry in enumerate(widget._entries) if entry.path == path)
    widget.table.selectRow(row)
    widget.load_button.click()
    ((title, text, detail, parent),) = shown_boxes
    assert title == "Cannot load game" and "could not be loaded" in text
    assert BAD_KINDS[kind] in detail and path.name in detail
    assert parent is widget
    assert widget.isVisible() and widget.loaded() is None
    assert path.read_bytes() == content


def test_a_damaged_file_is_marked_in_the_list(dialog, store):
    store.paths.saves.mkdir(parents=True)
    (store.paths.saves / "broken.json").write_bytes(b"{")
    widget = dialog()
    assert _row_texts(widget, 0)[1] == "damaged file"
    assert "not valid JSON" in _row_texts(widget, 0)[5]


def test_opening_a_huge_file_from_elsewhere_shows_an_error(
    dialog, tmp_path, shown_boxes, monkeypatch
):
    huge = tmp_path / "huge.json"
    with huge.open("wb") as stream:
        stream.truncate(MAX_SAVE_BYTES + 1)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(huge), ""))
    widget = dialog()
    assert widget.open_button.isEnabled()
    widget.open_button.click()
    assert len(shown_boxes) == 1 and "too large" in shown_boxes[0][2]
    assert widget.loaded() is None


def test_opening_a_good_file_from_elsewhere_loads_it(dialog, tmp_path, monkeypatch):
    path = tmp_path / "friend.json"
    path.write_text(_record(upto=6).model_dump_json())
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    widget = dialog()
    widget.open_button.click()
    assert widget.result() == LoadGameDialog.DialogCode.Accepted
    assert len(widget.loaded().record.actions) == 6


@pytest.mark.parametrize("confirmed", [True, False])
def test_delete_asks_first(confirmed, dialog, store, monkeypatch):
    store.save(_record(upto=2), "keep")
    doomed = store.save(_record(seed=4, upto=2), "doomed")
    widget = dialog()
    asked = []
    monkeypatch.setattr(widget, "confirm_delete", lambda entry: asked.append(entry) or confirmed)
    widget.table.selectRow(next(r for r, e in enumerate(widget._entries) if e.name == "doomed"))
    widget.delete_button.click()
    assert [entry.name for entry in asked] == ["doomed"]
    assert doomed.path.exists() is not confirmed
    assert widget.table.rowCount() == (1 if confirmed else 2)


def test_cancel_loads_nothing(dialog, store):
    store.save(_record(upto=2), "x")
    widget = dialog()
    widget.cancel_button.click()
    assert widget.result() == LoadGameDialog.DialogCode.Rejected and widget.loaded() is None


def test_show_load_error_opens_a_real_modal_warning(qtbot):
    seen = []

    def close_the_box():
        box = QApplication.activeModalWidget()
        seen.append((type(box), box.informativeText(), box.icon()))
        box.accept()

    QTimer.singleShot(50, close_the_box)
    box = show_load_error(None, "old.json is empty")
    assert seen == [(QMessageBox, "old.json is empty", QMessageBox.Icon.Warning)]
    assert box.informativeText() == "old.json is empty"


# --- the main window's load paths use the same error dialog ---------------------------------
def test_quick_load_of_a_damaged_quick_save_shows_the_error(window, shown_boxes):
    window.saves.quick_save(_record(upto=3))
    window.saves.quick_entry().path.write_bytes(b'{"schema_version": 1, "game": "tinygame", "se')
    window.quick_load()
    ((title, _, detail, parent),) = shown_boxes
    name = window.saves.quick_entry().path.name
    assert title == "Cannot load game" and name in detail and parent is window


@pytest.mark.parametrize("kind", ["future_version", "tampered"])
def test_opening_a_bad_file_in_the_main_window_shows_the_error(kind, window, shown_boxes, tmp_path):
    path = tmp_path / f"{kind}.json"
    path.write_bytes(_bad_bytes(kind))
    assert window.load_path(path) is False
    ((_, _, detail, _),) = shown_boxes
    assert BAD_KINDS[kind] in detail

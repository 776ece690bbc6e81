"""The launch frame: on screen where the window will open before the app's rules and screens
are imported, then replaced by the main window; a window that cannot be built is reported."""

from __future__ import annotations

import base64
import json

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from everdell_desktop.store import SettingsStore, StorePaths
from everdell_desktop.ui import app as app_module
from everdell_desktop.ui.launch import DEFAULT_SIZE, LaunchFrame, saved_geometry


def _settings_with(home, **fields) -> None:
    home.mkdir(parents=True, exist_ok=True)
    (home / "settings.json").write_text(json.dumps(fields), encoding="utf-8")


def test_the_launch_frame_opens_where_the_window_was_left(qtbot, isolated_home):
    placed = LaunchFrame(StorePaths(isolated_home))
    qtbot.addWidget(placed)
    placed.setGeometry(60, 40, 700, 500)
    _settings_with(isolated_home, window_geometry=bytes(placed.saveGeometry().toBase64()).decode())
    frame = LaunchFrame(StorePaths(isolated_home))
    qtbot.addWidget(frame)
    assert (frame.width(), frame.height()) == (700, 500)


def test_the_launch_frame_and_the_window_read_the_same_geometry(qtbot, isolated_home):
    """The frame's plain reading of the settings agrees with the settings' own model."""
    geometry = base64.b64encode(b"any bytes Qt wrote").decode()
    _settings_with(isolated_home, window_geometry=geometry, animation_speed=1.0)
    assert saved_geometry(StorePaths(isolated_home)) == geometry
    assert SettingsStore(StorePaths(isolated_home)).load().window_geometry == geometry


@pytest.mark.parametrize(
    "content",
    [b"", b"{not json", b"[1, 2]", b'{"window_geometry": 12}', b"\xff\xfe"],
    ids=["empty", "not-json", "a-list", "a-number", "not-utf8"],
)
def test_a_damaged_settings_file_gives_the_launch_frame_the_default_size(
    qtbot, isolated_home, content
):
    isolated_home.mkdir(parents=True)
    (isolated_home / "settings.json").write_bytes(content)
    assert saved_geometry(StorePaths(isolated_home)) is None
    frame = LaunchFrame(StorePaths(isolated_home))
    qtbot.addWidget(frame)
    assert frame.size() == DEFAULT_SIZE
    assert (isolated_home / "settings.json").read_bytes() == content  # left for the window


def test_the_launch_frame_shows_the_welcome_table_without_a_game(qtbot, isolated_home):
    frame = LaunchFrame(StorePaths(isolated_home))
    qtbot.addWidget(frame)
    frame.resize(1280, 720)
    frame.show()
    qtbot.waitExposed(frame)
    texts = [item.text() for item in frame.scene().items() if hasattr(item, "text")]
    assert texts == ["Everdell Desktop"]
    scale = frame.transform().m11()
    assert scale == pytest.approx(min(1280 / 1200, 720 / 800), rel=0.02)  # fitted, not cut


def test_the_window_replaces_the_launch_frame_after_its_first_frame(qtbot, isolated_home):
    start = app_module.Start()
    start.begin()
    try:
        assert start.window is None  # nothing but the frame until it is on screen
        qtbot.waitUntil(lambda: start.window is not None, timeout=5000)
        assert start.window.isVisible()
        qtbot.waitUntil(lambda: not start.frame.isVisible(), timeout=5000)
        assert start.window.isVisible()
    finally:
        start.close()
        start.finish()


def test_a_window_that_cannot_be_built_is_reported_and_the_app_exits(
    qtbot, isolated_home, monkeypatch, capsys
):
    def broken(language=None):
        raise ImportError("cannot import name 'MainWindow'")

    monkeypatch.setattr(app_module, "open_main_window", broken)
    messages = []

    def answer_the_message() -> None:
        boxes = [
            widget
            for widget in QApplication.topLevelWidgets()
            if isinstance(widget, QMessageBox) and widget.isVisible()
        ]
        if not boxes:
            QTimer.singleShot(50, answer_the_message)
            return
        messages.append(boxes[0].text())
        boxes[0].done(0)

    QTimer.singleShot(50, answer_the_message)
    QTimer.singleShot(10_000, QApplication.quit)  # had nothing been reported: exit 0, a failure
    assert app_module.run_app() == app_module.FAILED_TO_START
    assert "could not open its window" in messages[0]
    assert "cannot import name 'MainWindow'" in messages[0]
    assert "ImportError" in capsys.readouterr().err  # the details, for a bug report


def test_the_smoke_tests_quit_delay_counts_from_the_window_not_the_frame(
    qtbot, isolated_home, monkeypatch
):
    """``run_app(quit_after_ms=...)``: however short the delay (a busy machine imports the
    window slowly), the window is built before the app closes."""
    real_open = app_module.open_main_window
    opened = []

    def recorded_open(language=None):
        window, handler = real_open(language)
        opened.append(window)
        return window, handler

    monkeypatch.setattr(app_module, "open_main_window", recorded_open)
    assert app_module.run_app(quit_after_ms=0) == 0
    assert len(opened) == 1

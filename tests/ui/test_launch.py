"""The launch frame: on screen where the window will open before the app's rules and screens
are imported, then replaced by the main window; a window that cannot be built is reported."""

from __future__ import annotations

import base64
import json

import pytest
from PySide6.QtCore import QMargins, QPoint, QRect, QSize, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from everdell_desktop.store import SettingsStore, StorePaths
from everdell_desktop.ui import app as app_module
from everdell_desktop.ui.launch import (
    DEFAULT_SIZE,
    PICTURE,
    LaunchFrame,
    first_layout,
    saved_geometry,
    saved_table_margins,
    table_area,
)
from everdell_desktop.ui.main_window import MainWindow


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
    area = table_area(frame.viewport().size())
    scale = frame.transform().m11()
    fitted = min(area.width() / 1200, area.height() / 800)  # beside the panels, not cut
    assert scale == pytest.approx(fitted, rel=0.02)


def _picture_on(view, window) -> QRect:
    """Where the welcome table's picture frame is drawn, in ``window``'s pixels."""
    rect = view.mapFromScene(PICTURE).boundingRect()
    return rect.translated(view.viewport().mapTo(window, QPoint(0, 0)))


def _shown(qtbot, widget, size: QSize | None = None):
    size = size or QSize(1400, 900)
    qtbot.addWidget(widget)
    widget.show()
    widget.resize(size)
    qtbot.waitExposed(widget)
    qtbot.waitUntil(lambda: widget.size() == size)
    return widget


def _assert_same_place(frame_rect: QRect, window_rect: QRect) -> None:
    for edge in ("left", "top", "right", "bottom"):
        assert abs(getattr(frame_rect, edge)() - getattr(window_rect, edge)()) <= 2, edge


def test_the_launch_frame_paints_the_picture_where_the_window_will_on_a_first_start(
    qtbot, isolated_home
):
    """No settings yet: the frame leaves room for the menu, the panels and the status bar as
    the window first lays them out, so the picture does not jump when the window appears."""
    window = _shown(qtbot, MainWindow(paths=StorePaths(isolated_home)))
    qtbot.waitUntil(lambda: hasattr(window.view.scene(), "title_picture"))
    frame = _shown(qtbot, LaunchFrame(StorePaths(isolated_home)))
    _assert_same_place(_picture_on(frame, frame), _picture_on(window.view, window))
    assert _picture_on(frame, frame).center().x() < frame.width() / 2 - 100  # left of centre
    first = first_layout()
    assert window._table_margins() == (first.left(), first.top(), first.right(), first.bottom())


def test_the_launch_frame_follows_the_panels_as_they_were_left(qtbot, isolated_home):
    """Panels hidden when the app closed: the next launch frame centres the picture in the
    whole width, as the window will."""
    window = _shown(qtbot, MainWindow(paths=StorePaths(isolated_home)))
    window.set_panels_visible(False)
    qtbot.waitUntil(lambda: window.view.width() == window.width())
    in_window = _picture_on(window.view, window)
    window.close()
    first = first_layout()
    saved = SettingsStore(StorePaths(isolated_home)).load().table_margins
    assert saved == (0, first.top(), 0, first.bottom())
    frame = _shown(qtbot, LaunchFrame(StorePaths(isolated_home)))
    _assert_same_place(_picture_on(frame, frame), in_window)


@pytest.mark.parametrize(
    "value",
    [[0, 21, 266], [0, -21, 266, 22], [0, 21.5, 266, 22], "0,21,266,22", [0, True, 266, 22]],
    ids=["three", "negative", "fraction", "text", "boolean"],
)
def test_damaged_table_margins_give_the_launch_frame_the_first_layout(qtbot, isolated_home, value):
    _settings_with(isolated_home, table_margins=value)
    assert saved_table_margins(StorePaths(isolated_home)) is None
    frame = _shown(qtbot, LaunchFrame(StorePaths(isolated_home)), QSize(1000, 700))
    first = first_layout()
    assert _picture_on(frame, frame).center().x() == pytest.approx(
        (1000 - first.right()) / 2, abs=2
    )


def test_margins_that_leave_no_table_fall_back_to_the_first_layout(qtbot):
    squeezed = table_area(QSize(800, 600), QMargins(0, 21, 900, 22))
    assert squeezed.width() == 800 - first_layout().right()


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


HUNG = 99  # run_app's exit code when the guard had to end it


@pytest.fixture
def exit_guard():
    """Ends a run_app that would otherwise never return, with a code no test expects. Stopped
    afterwards: a quit left pending would end some later test's event loop."""
    guard = QTimer()
    guard.setSingleShot(True)
    guard.timeout.connect(lambda: QApplication.exit(HUNG))
    guard.start(60_000)
    yield
    guard.stop()


@pytest.mark.usefixtures("exit_guard")
def test_a_window_that_cannot_be_built_is_reported_and_the_app_exits(
    qtbot, isolated_home, monkeypatch, capsys
):
    def broken(language=None, document=None):
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
    assert app_module.run_app() == app_module.FAILED_TO_START
    assert "could not open its window" in messages[0]
    assert "cannot import name 'MainWindow'" in messages[0]
    assert "ImportError" in capsys.readouterr().err  # the details, for a bug report


@pytest.mark.usefixtures("exit_guard")
def test_the_smoke_tests_quit_delay_counts_from_the_window_not_the_frame(
    qtbot, isolated_home, monkeypatch
):
    """``run_app(quit_after_ms=...)``: however short the delay (a busy machine imports the
    window slowly), the window is built before the app closes, and the app does close, the
    first start's welcome box included."""
    real_open = app_module.open_main_window
    opened = []

    def recorded_open(language=None, document=None):
        window, handler = real_open(language, document)
        opened.append(window)
        return window, handler

    monkeypatch.setattr(app_module, "open_main_window", recorded_open)
    assert app_module.run_app(quit_after_ms=0) == 0
    assert len(opened) == 1

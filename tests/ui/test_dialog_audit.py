"""Issue 41 §4: every dialog fits a 1280x720 and a 1600x1000 screen, in English and Korean,
and cuts no word (``ui.dialog_audit``). Each screen size is its own process: Qt's screen is
fixed when the application is made."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from everdell_desktop.ui.dialog_audit import cut_texts

SCREENS = ["1280x720", "1600x1000"]


def dialog_audit(size: str, language: str, home) -> dict[str, list[str]]:
    command = [sys.executable, "-m", "everdell_desktop.ui.perf", "--dialog-audit"]
    env = {**os.environ, "EVERDELL_DESKTOP_HOME": str(home)}
    done = subprocess.run(
        [*command, "--size", size, "--lang", language],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=True,
    )
    return json.loads(done.stdout)


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", SCREENS)
def test_every_dialog_fits_the_screen_and_cuts_no_word(size, language, tmp_path):
    found = dialog_audit(size, language, tmp_path)
    assert "first start" in found and "final scores" in found and "rules" in found
    assert {name: problems for name, problems in found.items() if problems} == {}


def test_a_squeezed_button_and_a_narrow_label_are_cut_and_a_wrapped_label_is_not(qtbot):
    dialog = QWidget()
    qtbot.addWidget(dialog)
    layout = QVBoxLayout(dialog)
    button = QPushButton("Learn Everdell + Spirecrest")
    narrow = QLabel("New to the game? Learn it in a guided first game.")
    wrapped = QLabel("New to the game? Learn it in a guided first game.")
    wrapped.setWordWrap(True)
    for widget in (button, narrow, wrapped):
        widget.setFixedWidth(60)
        layout.addWidget(widget)
    dialog.show()
    assert cut_texts(dialog) == [
        "QPushButton: Learn Everdell + Spirecrest",
        "QLabel: New to the game? Learn it in a guided first game.",
    ]
    for widget in (button, narrow):
        widget.setFixedWidth(400)
    assert cut_texts(dialog) == []

"""Issue 45, part 1, through the window's Save: Korean, emoji, case-only and slash names each
make a save of their own, saving under a name that exists asks before replacing (No keeps the
old save), a name the store cannot keep is told, and Open file offers the new suffix."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFileDialog, QInputDialog

from everdell_desktop.core import Action, registry
from everdell_desktop.session import SeatSpec
from everdell_desktop.store import SAVE_SUFFIX
from everdell_desktop.store.saves import MAX_SAVE_NAME_CHARS
from everdell_desktop.ui.dialogs import NewGameSpec
from everdell_desktop.ui.load_dialog import LoadGameDialog

GAME = registry.get("tinygame")
NAMES = ["첫 게임", "두 번째 게임", "🙂🎲", "game 1!", "Game 1", "a/b"]


def start(window):
    seats = [SeatSpec("P1"), SeatSpec("P2")]
    session = window.start_game(NewGameSpec(GAME, GAME.make_config(players=2), 4, seats))
    window.set_confirm_final_moves(False)  # the roll is not asked about: only saves are
    window.submit(Action.of("roll"))
    return session


def saved_names(window) -> list[str]:
    return sorted(entry.name for entry in window.saves.entries() if entry.kind == "save")


def type_name(monkeypatch, name: str) -> None:
    """The player types ``name`` in the Save dialog and presses OK."""
    monkeypatch.setattr(QInputDialog, "getText", lambda *_args, **_kwargs: (name, True))


def test_every_name_typed_in_the_save_dialog_is_a_save_of_its_own(window, monkeypatch):
    start(window)
    for name in NAMES:
        type_name(monkeypatch, name)
        window.save_game()
        assert window.statusBar().currentMessage() == f"Saved as “{name}”"
    assert saved_names(window) == sorted(NAMES)
    assert window.questions == []  # no name replaced another


@pytest.mark.parametrize("answer", [True, False])
def test_saving_under_an_existing_name_asks_first(window, monkeypatch, answer):
    session = start(window)
    window.save_as("첫 게임")
    before = window.saves.find("첫 게임").path.read_bytes()
    window.submit(session.legal_actions()[0])
    window.ask = lambda _title, question: window.questions.append(question) or answer
    type_name(monkeypatch, "첫 게임")
    window.save_game()
    assert len(window.questions) == 1 and "첫 게임" in window.questions[0]
    after = window.saves.find("첫 게임").path.read_bytes()
    assert (after != before) is answer
    assert saved_names(window) == ["첫 게임"]
    if not answer:
        assert "unchanged" in window.statusBar().currentMessage()


def test_a_name_differing_only_in_case_is_not_asked_about(window):
    start(window)
    window.save_as("Game 1")
    window.save_as("game 1")
    assert window.questions == [] and saved_names(window) == ["Game 1", "game 1"]


def test_a_name_too_long_to_list_is_told_and_nothing_is_saved(window):
    start(window)
    assert window.save_as("n" * (MAX_SAVE_NAME_CHARS + 1)) is None
    assert str(MAX_SAVE_NAME_CHARS) in window.save_error.text()
    assert window.save_error.isVisible() and saved_names(window) == []
    window.save_error.close()


def test_open_file_offers_saves_of_this_and_older_versions(window, monkeypatch):
    offered = []

    def choose(_parent, _title, _folder, patterns):
        offered.append(patterns)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", choose)
    dialog = LoadGameDialog(window.saves, window)
    dialog.open_file()
    assert f"*{SAVE_SUFFIX}" in offered[0] and "*.json" in offered[0]
    dialog.close()


def test_the_save_dialog_offers_a_name(window, monkeypatch):
    """Issue 41, part 5: the Save dialog's field was empty. It offers the game's title and the
    time, and once the game is saved, the name it was saved under."""
    start(window)
    offered = []

    def answer(_parent, _title, _label, _echo, text):
        offered.append(text)
        return text, True

    monkeypatch.setattr(QInputDialog, "getText", answer)
    window.save_game()
    assert offered[0].startswith(f"{GAME.title} 20") and saved_names(window) == [offered[0]]
    window.save_as("첫 게임")
    window.save_game()
    assert offered[1] == "첫 게임" and window.questions  # the same name: replacing it is asked

"""Which table scene, rules reference, tutorial and art each game uses in the window: the
:class:`~.game_ui.GameUi` its descriptor names (``GamePlugin.ui``), or the generic table and the
rules module's docstring. Beside a game's window parts, ``tutorial.json`` is its guided first
game (``ui.tutorial``) and ``tutorial_<name>.json`` an add-on's (Spirecrest's)."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from html import escape
from pathlib import Path

from everdell_desktop.core import GameDefinition, registry, words

from .game_ui import GameUi
from .generic_table import GenericTable
from .proof import ArtSet
from .table import TableScene


def game_ui(game: GameDefinition) -> GameUi | None:
    """The game's own window parts, or None (an unregistered or table-less game)."""
    try:
        found = registry.plugin(game.name).ui
    except KeyError:
        return None
    return found.load(GameUi) if found is not None else None


def default_game() -> GameDefinition:
    """The game the window offers first: the first game a player may choose."""
    return registry.listed()[0].definition


def table_class(game: GameDefinition) -> type[TableScene]:
    parts = game_ui(game)
    return parts.table if parts is not None else GenericTable


def rules_html(game: GameDefinition) -> str:
    """The game's rules reference in the current language (English when it has none)."""
    parts = game_ui(game)
    if parts is not None:
        translated = parts.folder / f"rules.{words.language()}.html"
        if words.language() != words.ENGLISH and translated.is_file():
            return translated.read_text(encoding="utf-8")
        return parts.rules_html
    summary = importlib.import_module(type(game).__module__).__doc__
    text = escape(summary or "No rules summary is available for this game yet.")
    return f"<h2>{escape(game.title)}</h2><p>{text.replace(chr(10) * 2, '</p><p>')}</p>"


def art_set(game: GameDefinition) -> ArtSet | None:
    """The game's card style and faces (None for a game drawn by the generic table)."""
    parts = game_ui(game)
    return parts.art if parts is not None else None


@dataclass(frozen=True)
class TutorialFile:
    """A guided first game: ``key`` names it in Help ▸ Tutorial and in the settings (the
    game's name, or an add-on's own name such as ``spirecrest``)."""

    key: str
    game: GameDefinition
    path: Path


def tutorial_files(game: GameDefinition) -> list[TutorialFile]:
    """The game's tutorials: its ``tutorial.json``, then each add-on's ``tutorial_<key>.json``
    (which teaches what an option such as an expansion adds)."""
    parts = game_ui(game)
    if parts is None:
        return []
    folder = parts.folder
    paths = [folder / "tutorial.json", *sorted(folder.glob("tutorial_*.json"))]
    return [
        TutorialFile(
            path.stem.removeprefix("tutorial_") if "_" in path.stem else game.name, game, path
        )
        for path in paths
        if path.is_file() and "." not in path.stem  # not a language file
    ]

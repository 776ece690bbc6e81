"""The window's half of a game's plug-in contract (the other half is ``core.plugin.GamePlugin``).

A game's ui package declares one :class:`GameUi` named ``GAME_UI``; its descriptor points at it
with ``ui=LazyRef("everdell_desktop.ui.<name>", "GAME_UI")``, so the Qt-free layers never import
it and the window imports it only when the game's table is shown."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .proof import ArtSet
from .table import TableScene


@dataclass(frozen=True, slots=True)
class GameUi:
    """``table``: the game's scene (a :class:`TableScene` subclass).
    ``rules_html``: the rules reference in English, in our own words.
    ``art``: the game's card style and faces (a listed game needs one: the art tests, the
    welcome screen's title picture and ``cards --render`` read it).
    ``folder``: the ui package's folder, where ``rules.<language>.html`` (the rules in another
    language) and ``tutorial.json`` (the guided first game) are found when present."""

    table: type[TableScene]
    rules_html: str
    art: ArtSet | None
    folder: Path

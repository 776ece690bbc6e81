"""Which table scene and which rules reference each game uses in the window."""

from __future__ import annotations

import importlib
from html import escape

from everdell_desktop.core import GameDefinition

from .generic_table import GenericTable
from .table import TableScene

# game name -> module under everdell_desktop.ui offering TABLE (a TableScene class) and RULES_HTML
_DEDICATED = {
    "emerland": "everdell_desktop.ui.emerland",
    "everdell": "everdell_desktop.ui.everdell",
}


def _module(game: GameDefinition):
    name = _DEDICATED.get(game.name)
    return importlib.import_module(name) if name else None


def table_class(game: GameDefinition) -> type[TableScene]:
    module = _module(game)
    return module.TABLE if module is not None else GenericTable


def rules_html(game: GameDefinition) -> str:
    module = _module(game)
    if module is not None:
        return module.RULES_HTML
    summary = type(game).__module__ and importlib.import_module(type(game).__module__).__doc__
    text = escape(summary or "No rules summary is available for this game yet.")
    return f"<h2>{escape(game.title)}</h2><p>{text.replace(chr(10) * 2, '</p><p>')}</p>"

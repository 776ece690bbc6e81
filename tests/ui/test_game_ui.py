"""The window's half of the plug-in contract: each descriptor's ``ui`` loads as a ``GameUi``."""

import pytest

from everdell_desktop.core import registry
from everdell_desktop.ui.game_ui import GameUi
from everdell_desktop.ui.generic_table import GenericTable
from everdell_desktop.ui.table import TableScene
from everdell_desktop.ui.tables import art_set, game_ui, rules_html, table_class, tutorial_files

WITH_TABLES = [plugin.name for plugin in registry.plugins() if plugin.ui is not None]


@pytest.mark.parametrize("name", WITH_TABLES)
def test_a_game_s_ui_reference_loads_its_declared_parts(name):
    game = registry.get(name)
    parts = registry.plugin(name).ui.load(GameUi)
    assert issubclass(parts.table, TableScene)  # its own, or the generic table for a start
    assert table_class(game) is parts.table and art_set(game) is parts.art
    assert rules_html(game) == parts.rules_html and (parts.folder / "__init__.py").is_file()


def test_every_listed_game_has_a_table_and_art():
    bare = [p.name for p in registry.listed() if p.ui is None or p.ui.load(GameUi).art is None]
    assert bare == []


def test_a_game_without_a_ui_gets_the_generic_table_and_its_docstring():
    game = registry.get("tinygame")
    assert game_ui(game) is None and table_class(game) is GenericTable
    assert art_set(game) is None and tutorial_files(game) == []
    assert "Pebble Path" in rules_html(game)

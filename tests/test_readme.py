"""README's *How to play* names what the window offers (issue 41, part 5: it still said New
game offered "Emerland or the Everdell base game" after Duo and Emerge were added)."""

from __future__ import annotations

from pathlib import Path

from everdell_desktop.core import registry

README = Path(__file__).resolve().parents[1] / "README.md"


def new_game_entry() -> str:
    """The *How to play* bullet about Game > New game, joined into one line."""
    how_to_play = README.read_text(encoding="utf-8").split("## How to play", 1)[1]
    bullet = how_to_play.split("- **Game > New game", 1)[1].split("\n- ", 1)[0]
    return " ".join(bullet.split())


def test_the_new_game_entry_names_every_game_and_expansion():
    entry = new_game_entry()
    for plugin in registry.listed():
        game = plugin.definition
        assert game.title in entry, f"README's New game entry does not name {game.title}"
        for choice in game.config_choices:
            for value, label in choice.values:
                assert value is None or label in entry, f"{label} is not named"

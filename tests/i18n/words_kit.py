"""What a game asks its words for: the English templates its code spells out (found in the
source) and those it builds at run time (recorded while games are played and every component
is worded), and the components it names (from its data)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from everdell_desktop.core import Rng, registry
from everdell_desktop.core.words import Words

PACKAGE = Path(__file__).resolve().parents[2] / "everdell_desktop"
LOOKUPS = {"text": 0, "plural": 2}  # method -> the position of the key among its arguments


def source_templates(game: str) -> set[str]:
    """The string literals a game's code passes as keys to ``…text(...)``/``…plural(...)``
    (the plural key is the third argument) and marks with ``N_``."""
    found: set[str] = set()
    for path in sorted((PACKAGE / "games" / game).rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            position = LOOKUPS.get(name)
            if name == "N_":
                position = 0
            if position is None or len(node.args) <= position:
                continue
            argument = node.args[position]
            if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                found.add(argument.value)
    return found


@contextmanager
def recording(words: Words) -> Iterator[set[str]]:
    """Every key ``words`` is asked for while the block runs."""
    asked: set[str] = set()
    text, plural = words.text, words.plural

    def record_text(english, /, **params):
        asked.add(english)
        return text(english, **params)

    def record_plural(count, singular, many, /, **params):
        asked.add(many)
        return plural(count, singular, many, **params)

    words.text, words.plural = record_text, record_plural
    try:
        yield asked
    finally:
        del words.text, words.plural


def play_and_describe(game_name: str, games: int = 3, seed: int = 7) -> None:
    """Random games of every mode, every legal move described at every step."""
    game = registry.get(game_name)
    rng = Rng(seed)
    configs = every_mode(game)
    for index in range(games):
        for config in configs:
            state = game.new_game(config, seed + index)
            while not game.is_over(state):
                legal = game.legal_actions(state)
                for action in legal:
                    game.describe_action(state, action)
                game.describe_progress(state)
                game.apply(state, rng.choice(legal))
            game.describe_progress(state)


def every_mode(game) -> list:
    """A config of every player count and solo level, and of every option's other values
    (an expansion: with two players and against each solo bot; a combination the game
    refuses, such as Duo's cooperative game against a solo bot, is left out)."""
    counts = range(game.min_players, game.max_players + 1)
    configs = [game.make_config(players=n) for n in counts]
    solos = [
        {"players": 1, "solo": bot, "difficulty": level}
        for bot, levels in game.solo_bots.items()
        for level in levels
    ]
    configs += [game.make_config(**solo) for solo in solos]
    for choice in game.config_choices:
        for value, _label in choice.values[1:]:
            for seats in [{"players": game.min_players}, *solos[:1]]:
                try:
                    configs.append(game.make_config(**seats, **{choice.field: value}))
                except ValueError:
                    continue
    return configs

"""A player's move applied up to where its turn ends, then the rest (a solo bot's reply, the
next seat's turn) after a pause, is the same game as the move applied at once: the same state
hash and the same events in the same order. The session holds the reply behind its grace period
on this (core/kernel.py, ``apply_holding_turn_end``), so replays and saves stay byte-identical."""

from __future__ import annotations

import pytest

from everdell_desktop.core import registry
from everdell_desktop.core.rng import Rng

SOLO_GAMES = [
    ("emerland", "koto", "normal"),
    ("everdell", "rugwort", "year1"),
    ("duo", "skunk", "normal"),
    ("emerge", "rival", "hard"),
    ("tinygame", "squirrel", None),
]


def _config(game, bot, level):
    if bot is None:
        return game.make_config(players=2)
    level = level or next(iter(game.solo_bots[bot]))
    return game.make_config(players=1, solo=bot, difficulty=level)


@pytest.mark.parametrize(("name", "bot", "level"), [*SOLO_GAMES, ("everdell", None, None)])
def test_a_held_turn_end_makes_the_same_game_as_applying_the_move_at_once(name, bot, level):
    game = registry.get(name)
    config = _config(game, bot, level)
    at_once, held = game.new_game(config, 7), game.new_game(config, 7)
    choices = Rng(11)
    holds = 0
    for _ in range(60):
        legal = game.legal_actions(at_once)
        if not legal:
            break
        action = legal[choices.randrange(len(legal))]
        expected = game.apply_legal(at_once, action)
        events, stopped = game.apply_holding_turn_end(held, action)
        if stopped:
            holds += 1
            events += game.end_held_turn(held)
        assert events == expected
        assert game.state_hash(held) == game.state_hash(at_once)
    assert holds > 0  # turns really ended on the way, and were held

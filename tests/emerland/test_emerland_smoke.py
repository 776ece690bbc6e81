"""Random games of Emerland run to the end for every player count."""

import pytest

from everdell_desktop import core
from everdell_desktop.core import Rng

GAME = core.get("emerland")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_complete(players):
    for seed in range(3):
        state = GAME.new_game(GAME.make_config(players=players), seed)
        rng = Rng(seed)
        for _ in range(5000):
            if state.to_move() is None:
                break
            GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        assert state.to_move() is None
        assert len(GAME.scores(state)) == players

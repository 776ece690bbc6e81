"""The Emerland heuristic's playout policy answers prompts as a player would."""

from collections import Counter

from emerland_kit import GAME, legal, new_game

from everdell_desktop.core import Rng
from everdell_desktop.core.kernel import DECLINE
from everdell_desktop.games.emerland import heuristic

DRAWS = 3000


def test_playouts_rarely_decline_an_optional_ability():
    state, rng = new_game(seed=5), Rng(5)
    while not (state.pending and DECLINE in state.pending[-1].options):
        GAME.apply(state, rng.choice(legal(state)))
    options = legal(state)
    picks, counts = Rng(3), Counter()
    for _ in range(DRAWS):
        counts[heuristic.rollout_action(GAME, state, options, picks)] += 1
    assert counts[DECLINE] / DRAWS < 0.5 / len(options)  # an even pick gives 1 / len(options)

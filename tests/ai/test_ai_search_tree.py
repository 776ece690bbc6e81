"""ISMCTS credits every choice to the seat that made it, even when another seat answers a prompt
in the middle of a turn."""

from dare_game import DARE, DARE_GAME, GIVE, SAFE, TAKE

from everdell_desktop.ai import GreedyAgent, ISMCTSAgent, SearchBudget
from everdell_desktop.ai.heuristics import heuristic_for
from everdell_desktop.core import Rng


def test_the_search_expects_the_other_seat_to_answer_in_its_own_interest():
    agent = ISMCTSAgent(DARE_GAME, SearchBudget(iterations=200))
    state = DARE_GAME.new_game(None, 1)
    assert agent.choose(state, [SAFE, DARE], Rng(2)) == SAFE
    state.asked = True
    assert agent.choose(state, [GIVE, TAKE], Rng(2)) == TAKE


def test_a_game_without_a_heuristic_module_is_judged_by_its_evaluate():
    heuristic = heuristic_for(DARE_GAME)
    state = DARE_GAME.new_game(None, 1)
    assert heuristic.name == "default"
    assert GreedyAgent(DARE_GAME).choose(state, [SAFE, DARE], Rng(1)) == SAFE  # 1 point beats 0
    state.points = (3, 0)
    assert heuristic.values(state) == [3.0, -3.0]

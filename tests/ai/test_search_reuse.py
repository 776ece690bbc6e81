"""Tree reuse between decisions (``SearchBudget.reuse_tree``, ai/ismcts.py): a same-seat
follow-up prompt starts from the subtree the previous search grew under the chosen action, and
only then: never after another seat moved, after an undo or on a different position, after a
reset or a cancel. The test game's "trade" is followed by a "double" prompt for the same seat.
"""

from __future__ import annotations

import pytest

from everdell_desktop import core
from everdell_desktop.ai import ISMCTSAgent, SearchBudget
from everdell_desktop.ai.levels import MCTS_LEVELS
from everdell_desktop.ai.match import play_match
from everdell_desktop.core import Action, Rng

GAME = core.get("tinygame")
TRADE = Action.of("trade")
DOUBLE_1, DOUBLE_6 = Action.of("double", card=1), Action.of("double", card=6)


def reusing(iterations=200, **options) -> ISMCTSAgent:
    options.setdefault("reuse_tree", True)
    return ISMCTSAgent(GAME, SearchBudget(iterations=iterations, **options))


def trade_position(points=0):
    """Seat 0's last turn with [1, 6] and 3 pebbles: trading, then doubling the 6, wins."""
    state = GAME.new_game(GAME.make_config(players=2), 4)
    state.hands[0] = [1, 6]
    state.points = [points, 10]
    state.pebbles = [3, 0]
    state.turns_left = [1, 0]
    state.current = 0
    return state


def decide(agent, state, seed=3):
    seat = state.to_move()
    return agent.choose(GAME.view(state, seat), GAME.legal_actions(state), Rng(seed))


def traded(agent, points=0):
    """The agent decides the trade position (it trades); the state after its choice."""
    state = trade_position(points)
    assert decide(agent, state) == TRADE
    GAME.apply_legal(state, TRADE)
    assert state.to_move() == 0 and GAME.legal_actions(state) == [DOUBLE_1, DOUBLE_6]
    return state


def test_a_same_seat_follow_up_starts_from_the_chosen_actions_subtree():
    agent = reusing()
    state = traded(agent)
    kept = agent._kept.node
    inherited = sum(child.visits for child in kept.children.values())
    assert inherited > 0
    assert decide(agent, state) == DOUBLE_6
    assert agent.last.reused == inherited
    assert agent.last.iterations == 200  # new iterations: the reused visits come on top
    assert sum(child.visits for child in kept.children.values()) == inherited + 200


def test_without_the_flag_every_decision_starts_afresh():
    agent = reusing(reuse_tree=False)
    state = traded(agent)
    assert agent._kept is None
    decide(agent, state)
    assert agent.last.reused == 0


def test_a_different_position_with_the_same_prompt_starts_afresh():
    """As after an undo that led elsewhere: the same prompt and the same legal actions, but
    one point more, so the view is not the one the kept tree expects."""
    agent = reusing()
    traded(agent)
    other = trade_position(points=1)
    GAME.apply_legal(other, TRADE)
    assert GAME.legal_actions(other) == [DOUBLE_1, DOUBLE_6]
    decide(agent, other)
    assert agent.last.reused == 0


def test_another_seat_to_move_starts_afresh():
    """One agent playing both seats: after seat 0's move, seat 1's decision does not inherit
    the subtree of seat 0's search (it holds seat 1's moves, but as seat 0 guessed them)."""
    agent = reusing(iterations=100)
    state = GAME.new_game(GAME.make_config(players=2), 1)
    GAME.apply_legal(state, decide(agent, state))
    assert state.to_move() == 1
    decide(agent, state)
    assert agent.last.reused == 0


@pytest.mark.parametrize("forget", ["reset", "cancel"])
def test_a_reset_or_cancelled_agent_drops_its_tree(forget):
    agent = reusing()
    state = traded(agent)
    getattr(agent, forget)()
    agent.resume()
    decide(agent, state)
    assert agent.last.reused == 0 and agent.last.iterations == 200


def test_a_search_stopped_half_way_keeps_nothing():
    checks = iter(range(1000))
    agent = ISMCTSAgent(
        GAME, SearchBudget(iterations=200, reuse_tree=True), should_stop=lambda: next(checks) > 100
    )
    decide(agent, trade_position())
    assert agent.last.cancelled and agent.last.iterations == 101 and agent._kept is None


def test_a_forced_move_passes_the_kept_tree_on_only_along_its_action():
    agent = reusing()
    state = traded(agent)
    kept = agent._kept.node
    view = GAME.view(state, 0)
    assert agent.choose(view, [DOUBLE_6], Rng(3)) == DOUBLE_6  # a single legal action
    assert agent._kept is None or agent._kept.node is kept.children[DOUBLE_6]


def test_a_reused_search_is_reproducible_from_its_seed():
    def follow_up():
        agent = reusing(iterations=60)
        state = traded(agent)
        root = agent._kept.node
        action = decide(agent, state, seed=8)
        children = root.children.items()
        return action, agent.last.reused, [(a, c.visits, c.total) for a, c in children]

    first = follow_up()
    assert first[1] > 0
    assert follow_up() == first


def test_games_with_reuse_are_reproducible():
    config = GAME.make_config(players=2)

    def agents():
        return [reusing(iterations=60) for _ in range(2)]

    first = play_match(GAME, config, agents(), seed=11)
    assert play_match(GAME, config, agents(), seed=11).record.actions == first.record.actions
    one_agent = reusing(iterations=60)  # for both seats, and for two games in a row
    results = [play_match(GAME, config, [one_agent], seed) for seed in (11, 11)]
    assert results[0].record.actions == results[1].record.actions == first.record.actions


def test_a_new_game_does_not_inherit_the_last_games_tree():
    agent = reusing(iterations=60)
    play_match(GAME, GAME.make_config(players=2), [agent, reusing(iterations=60)], seed=5)
    state = GAME.new_game(GAME.make_config(players=2), 6)
    decide(agent, state)
    assert agent.last.reused == 0


def test_the_normal_and_hard_levels_reuse_their_trees_and_the_beginner_does_not():
    assert MCTS_LEVELS["mcts-normal"].reuse_tree
    assert MCTS_LEVELS["mcts-hard"].reuse_tree
    assert not MCTS_LEVELS["mcts-easy"].reuse_tree

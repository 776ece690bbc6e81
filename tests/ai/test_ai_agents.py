"""Greedy and ISMCTS agents on the test game: legality, seeds, budgets, cancellation, views."""

import threading
from dataclasses import replace

import pytest
from playout_count import playout_length

from everdell_desktop import core
from everdell_desktop.ai import GreedyAgent, ISMCTSAgent, SearchBudget, agent_names, create_agent
from everdell_desktop.ai.heuristics import heuristic_for
from everdell_desktop.ai.levels import MCTS_LEVELS
from everdell_desktop.ai.match import play_match
from everdell_desktop.core import Action, Rng

GAME = core.get("tinygame")
PLAY_6 = Action.of("play", card=6)


def new(players=2, seed=1):
    return GAME.new_game(GAME.make_config(players=players), seed)


def mcts(iterations=40, seconds=None, **options):
    return ISMCTSAgent(GAME, SearchBudget(iterations=iterations, seconds=seconds), **options)


def decide(agent, state, seed=3, **options):
    seat = state.to_move()
    return agent.choose(GAME.view(state, seat), GAME.legal_actions(state), Rng(seed), **options)


def last_turn_position(hand, points, pebbles=0):
    """Seat 0 holds ``hand`` on the last turn of the game; seat 1 is done with 10 points."""
    state = new(seed=4)
    state.hands[0] = list(hand)
    state.points = [points, 10]
    state.pebbles = [pebbles, 0]
    state.turns_left = [1, 0]
    state.current = 0
    return state


def test_the_cli_levels_are_registered():
    assert {"greedy", "mcts-easy", "mcts-normal", "mcts-hard"} <= set(agent_names())


@pytest.mark.parametrize("name", ["greedy", "mcts-easy"])
@pytest.mark.parametrize("players", [2, 3])
def test_agents_finish_games_with_legal_actions_only(name, players):
    agents = [create_agent(name, GAME), create_agent("random", GAME)]
    config = GAME.make_config(players=players)
    for seed in range(3):
        result = play_match(GAME, config, agents, seed)  # raises on an illegal choice
        assert result.finished


def test_a_search_with_an_iteration_budget_is_reproducible_from_its_seed():
    config = GAME.make_config(players=2)
    first = play_match(GAME, config, [mcts(), mcts()], seed=11)
    second = play_match(GAME, config, [mcts(), mcts()], seed=11)
    assert first.record.actions == second.record.actions


def test_the_search_runs_exactly_its_iteration_budget():
    agent = mcts(iterations=37)
    decide(agent, new())
    assert agent.last.iterations == 37 and not agent.last.cancelled


def test_a_choice_among_few_options_gets_fewer_iterations():
    budget = SearchBudget(iterations=500, iterations_per_option=10)
    agent = ISMCTSAgent(GAME, budget)
    state = new()
    options = len(GAME.legal_actions(state))
    decide(agent, state)
    assert agent.last.iterations == 10 * options < 500


@pytest.mark.parametrize(("players", "per_option"), [(2, 10), (3, 25), (4, 25)])
def test_two_or_more_rivals_give_each_root_action_its_own_iteration_cap(players, per_option):
    budget = SearchBudget(
        iterations=500, iterations_per_option=10, iterations_per_option_with_rivals=25
    )
    agent = ISMCTSAgent(GAME, budget)
    state = new(players=players)
    options = len(GAME.legal_actions(state))
    decide(agent, state)
    assert agent.last.iterations == per_option * options < 500


@pytest.mark.parametrize(("players", "depth"), [(2, 3), (3, 7), (4, 7)])
def test_two_or_more_rivals_give_playouts_their_own_length(players, depth):
    """A playout cut off before the game ends takes exactly the length set for the table."""
    budget = SearchBudget(iterations=1, rollout_depth=3, rollout_depth_with_rivals=7)
    state = new(players=players)
    assert playout_length(GAME, budget, state) == depth and state.to_move() is not None


def test_stopping_once_decided_saves_iterations_but_not_the_answer():
    """The early stop only ends a search whose most visited root action can no longer be
    overtaken, so over many positions the answers match the full search exactly."""
    full = ISMCTSAgent(GAME, SearchBudget(iterations=400))
    early = ISMCTSAgent(GAME, SearchBudget(iterations=400, stop_when_decided=True))
    saved = 0
    for seed in range(12):
        state = new(seed=seed)
        assert decide(early, state, seed=seed) == decide(full, state, seed=seed)
        assert early.last.iterations <= full.last.iterations == 400
        saved += full.last.iterations - early.last.iterations
    assert saved > 0


@pytest.mark.parametrize("level", ["mcts-normal", "mcts-hard"])
def test_normal_and_hard_stop_a_search_whose_choice_is_decided(level):
    """Their budgets end a search once its most visited move can no longer be overtaken:
    the iterations saved are CPU time a player waits for, spent on nothing."""
    early = ISMCTSAgent(GAME, replace(MCTS_LEVELS[level], processes=1, seconds=None))
    full = ISMCTSAgent(GAME, replace(early.budget, stop_when_decided=False))
    saved = 0
    for seed in range(6):
        state = new(seed=seed)
        assert decide(early, state, seed=seed) == decide(full, state, seed=seed)
        saved += full.last.iterations - early.last.iterations
    assert saved > 0


def test_a_time_budget_ends_the_search():
    agent = mcts(iterations=None, seconds=0.05)
    decide(agent, new())
    assert agent.last.iterations >= 1 and not agent.last.cancelled


def test_should_stop_ends_the_search_between_iterations():
    calls = []

    def stop_after_five():
        calls.append(1)
        return len(calls) > 5

    agent = mcts(iterations=1000)
    action = decide(agent, new(), should_stop=stop_after_five)
    assert agent.last.iterations == 5 and agent.last.cancelled
    assert action in GAME.legal_actions(new())


def test_cancel_from_another_thread_stops_an_unbounded_search():
    agent = mcts(iterations=None, seconds=600)
    state = new()
    timer = threading.Timer(0.05, agent.cancel)
    timer.start()
    action = decide(agent, state)
    timer.join()
    assert agent.last.cancelled and action in GAME.legal_actions(state)
    decide(agent, state)
    assert agent.last.iterations == 0  # cancelled until resumed
    agent.budget = SearchBudget(iterations=40)
    agent.resume()
    decide(agent, state)
    assert agent.last.iterations == 40 and not agent.last.cancelled


@pytest.mark.parametrize("name", agent_names())
def test_every_agent_decides_again_after_a_cancel_and_a_resume(name):
    """The coach cancels a suggestion the game moved past and resumes the same agent for the
    next one: every agent offers both (the ``Agent`` protocol), not only the searching one."""
    agent = create_agent(name, GAME)
    state = new()
    agent.cancel()
    agent.resume()
    assert decide(agent, state) in GAME.legal_actions(state)


def test_cancelled_before_searching_still_answers_with_a_legal_action():
    agent = mcts(should_stop=lambda: True)
    state = new()
    assert decide(agent, state) in GAME.legal_actions(state)
    assert agent.last.iterations == 0


@pytest.mark.parametrize("agent", [GreedyAgent(GAME), mcts(iterations=200)], ids=["greedy", "mcts"])
def test_agents_play_the_card_that_wins(agent):
    state = last_turn_position(hand=[1, 6], points=5)  # 6 wins; 1 or a roll (at most 3) loses
    assert decide(agent, state) == PLAY_6


@pytest.mark.parametrize("agent", [GreedyAgent(GAME), mcts(iterations=200)], ids=["greedy", "mcts"])
def test_agents_see_through_a_prompt_to_the_winning_answer(agent):
    # Trading 3 pebbles, then doubling the 6, scores 12 and wins; playing the 6 scores 6 and loses.
    state = last_turn_position(hand=[1, 6], points=0, pebbles=3)
    assert decide(agent, state) == Action.of("trade")


def shuffled_hidden_information(state, seat, seed):
    """The same position as ``seat`` sees it, with everything hidden from it reshuffled: the
    other hands and the deck swap cards, and the die's future changes."""
    other = state.clone()
    hidden = list(other.deck)
    for index, hand in enumerate(other.hands):
        if index != seat:
            hidden.extend(hand)
    rng = Rng(seed)
    rng.shuffle(hidden)
    for index, hand in enumerate(other.hands):
        if index != seat:
            other.hands[index] = [hidden.pop() for _ in hand]
    other.deck = hidden
    other.rng = Rng(seed + 1000)
    return other


@pytest.mark.parametrize("make", [lambda: GreedyAgent(GAME), lambda: mcts(iterations=60)])
def test_choice_does_not_depend_on_hidden_information(make):
    state = new(players=3, seed=21)
    seat = state.to_move()
    legal = GAME.legal_actions(state)
    reference = make().choose(GAME.view(state, seat), legal, Rng(9))
    others = [shuffled_hidden_information(state, seat, seed) for seed in range(5)]
    assert any(other.hands != state.hands for other in others)
    for other in others:
        assert other.hands[seat] == state.hands[seat]
        assert make().choose(GAME.view(other, seat), legal, Rng(9)) == reference


def test_the_test_game_has_its_own_heuristic():
    heuristic = heuristic_for(GAME)
    state = last_turn_position(hand=[1, 6], points=5, pebbles=4)
    rival = 10 + 0.5 * sum(state.hands[1])
    assert heuristic.name == "tinygame"
    assert heuristic.values(state)[0] == pytest.approx(5 + 4 / 2 + 0.5 * 7 - rival)
    seen = GAME.view(state, 0)  # a hand the seat cannot see counts as average cards
    assert heuristic.values(seen)[0] == pytest.approx(5 + 4 / 2 + 0.5 * 7 - (10 + 0.5 * 7))


def test_a_root_width_searches_only_the_greedy_shortlist():
    state = last_turn_position(hand=[1, 6], points=0, pebbles=3)
    narrow = ISMCTSAgent(GAME, SearchBudget(iterations=30, root_width=1))
    assert decide(narrow, state) == decide(GreedyAgent(GAME), state) == Action.of("trade")
    stopped = ISMCTSAgent(GAME, SearchBudget(iterations=30, root_width=2), should_stop=lambda: True)
    assert decide(stopped, state) == Action.of("trade")  # no search: the shortlist's best

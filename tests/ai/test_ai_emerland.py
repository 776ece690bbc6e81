"""The agents on Everdell: Emerland: legal play, the heuristic, and blindness to hidden
information (other hands, deck order below the visible top card, the Artifact bag, Realms)."""

import pytest

from everdell_desktop import core
from everdell_desktop.ai import GreedyAgent, ISMCTSAgent, SearchBudget, create_agent
from everdell_desktop.ai.heuristics import heuristic_for
from everdell_desktop.ai.match import play_match
from everdell_desktop.core import Rng
from everdell_desktop.games.emerland.data import BAMBOO

GAME = core.get("emerland")
TINY = SearchBudget(iterations=6, rollout_depth=6)


def midgame(players=2, seed=7, actions=24):
    """A position reached by greedy play, so hands, cities and supplies are varied."""
    state = GAME.new_game(GAME.make_config(players=players), seed)
    agent, rng = GreedyAgent(GAME), Rng(seed)
    for _ in range(actions):
        view = GAME.view(state, state.to_move())
        GAME.apply_legal(state, agent.choose(view, GAME.legal_actions(state), rng))
    return state


def reshuffled(state, seat, seed):
    """Everything ``seat`` cannot see, dealt differently: other hands and the deck below its top
    card swap cards, the Realm deck and the Artifact bag change order, the future draws of the
    bag (the state's rng) change."""
    other = state.clone()
    rng = Rng(seed)
    pool = other.deck[:-1]
    for index, hand in enumerate(other.hands):
        if index != seat:
            pool.extend(hand)
    rng.shuffle(pool)
    for index, hand in enumerate(other.hands):
        if index != seat:
            other.hands[index] = [pool.pop() for _ in hand]
    other.deck = pool + other.deck[-1:]
    rng.shuffle(other.realm_deck)
    rng.shuffle(other.bag)
    other.rng = Rng(seed * 7919 + 1)
    return other


@pytest.mark.parametrize(
    "make",
    [lambda: GreedyAgent(GAME), lambda: ISMCTSAgent(GAME, SearchBudget(iterations=30))],
    ids=["greedy", "ismcts"],
)
def test_choice_does_not_change_when_hidden_information_is_reshuffled(make):
    state = midgame(players=3)
    seat = state.to_move()
    legal = GAME.legal_actions(state)
    reference = make().choose(GAME.view(state, seat), legal, Rng(4))
    others = [reshuffled(state, seat, seed) for seed in range(1, 4)]
    assert all(o.hands != state.hands and o.deck != state.deck for o in others)
    for other in others:
        assert GAME.legal_actions(other) == legal
        assert make().choose(GAME.view(other, seat), legal, Rng(4)) == reference


@pytest.mark.parametrize("name", ["greedy", "mcts-easy"])
def test_agents_play_whole_games_legally(name):
    agent = create_agent(name, GAME)
    if isinstance(agent, ISMCTSAgent):
        agent.budget = TINY
    result = play_match(GAME, GAME.make_config(players=3), [agent, create_agent("random", GAME)], 3)
    assert result.finished and len(result.scores) == 3


def test_emerland_has_its_own_heuristic_and_it_is_zero_sum_between_two_seats():
    heuristic = heuristic_for(GAME)
    state = midgame()
    first, second = heuristic.values(state)
    assert heuristic.name == "emerland"
    assert first == pytest.approx(-second)


def test_a_resource_is_worth_more_early_than_at_the_end():
    heuristic = heuristic_for(GAME)
    early = GAME.new_game(GAME.make_config(players=2), 1)
    late = early.clone()
    late.season = [3, 3]
    late.workers = [0, 0]
    gains = []
    for state in (early, late):
        before = heuristic.values(state)[0]
        richer = state.clone()
        richer.supply[0][BAMBOO] += 2
        gains.append(heuristic.values(richer)[0] - before)
    assert gains[0] > gains[1] >= 1.0  # two leftover resources still score a point


def test_greedy_does_not_pass_in_spring_while_it_can_still_act():
    state = midgame()
    seat = state.to_move()
    state.season[seat] = 3  # spring: passing is legal
    legal = GAME.legal_actions(state)
    choice = GreedyAgent(GAME).choose(GAME.view(state, seat), legal, Rng(1))
    assert choice.kind != "pass"

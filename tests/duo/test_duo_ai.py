"""The agents on Duo: the heuristic prefers better positions, the playout policy favours
Events and good cards, the agents play whole games legally, and greedy play beats random play."""

from dataclasses import replace

import pytest
from duo_kit import GAME, city, event_space, hand, new, res, solo

from everdell_desktop.ai import GreedyAgent, ISMCTSAgent, SearchBudget, create_agent
from everdell_desktop.ai.heuristics import heuristic_for
from everdell_desktop.ai.levels import MCTS_LEVELS
from everdell_desktop.ai.match import play_match
from everdell_desktop.core import Action, Rng
from everdell_desktop.games.duo import heuristic
from everdell_desktop.games.duo.engine import END
from everdell_desktop.games.duo.state import AUTUMN, HARE

TINY = SearchBudget(iterations=6, rollout_depth=6)


def lead(state, seat=HARE):
    return heuristic_for(GAME).values(state)[seat]


def test_duo_has_its_own_heuristic_and_it_is_zero_sum_between_the_two_seats():
    found = heuristic_for(GAME)
    first, second = found.values(new())
    assert found.name == "duo" and first == pytest.approx(-second)


def test_a_city_with_more_points_is_better():
    plain, richer = new(), new()
    city(richer, HARE, "castle")
    assert lead(richer) > lead(plain) + 3


def test_a_resource_is_worth_more_early_than_late_and_nothing_at_the_end():
    gains = []
    for season, sun, moon in ((0, 0, 0), (AUTUMN, 3, 3), (AUTUMN, END, END)):
        state = new()
        state.season, state.sun, state.moon = season, sun, moon
        state.over = sun == END
        richer = state.clone()
        richer.res[HARE][2] += 2
        gains.append(lead(richer) - lead(state))
    assert gains[0] > gains[1] > gains[2] == pytest.approx(0.0)


def test_a_green_card_played_early_counts_its_coming_firings():
    early, late = new(), new()
    late.season = AUTUMN
    for state in (early, late):
        city(state, HARE, "woodcutter")
    assert lead(early) - lead(new()) > lead(late) - lead(new()) + 2


def test_a_city_close_to_an_open_event_is_better_than_when_the_event_is_gone():
    state = new()
    event_space(state, "spring_planting")
    city(state, HARE, "barn", "sawmill")
    claimed = state.clone()
    claimed.event_owner[0] = 1
    assert lead(state) > lead(claimed)


def test_the_playout_policy_prefers_an_event_and_a_valuable_card_to_a_trade():
    weight = heuristic._turn_weight
    claim = Action.parse("claim(event=grand_tour)")
    palace = Action.parse("play(card=palace,src=hand)")
    assert (
        weight(claim, False)
        > weight(palace, False)
        > weight(Action.parse("trade(res=twig)"), False)
    )


@pytest.mark.parametrize("name", ["greedy", "mcts-easy"])
def test_agents_play_whole_duo_games_with_legal_actions_only(name):
    agent = create_agent(name, GAME)
    if isinstance(agent, ISMCTSAgent):
        agent.budget = TINY
    result = play_match(GAME, GAME.make_config(players=2), [agent, create_agent("random", GAME)], 3)
    assert result.finished and len(result.scores) == 2


def test_greedy_beats_random_in_at_least_9_of_10_seeded_games():
    greedy, random = create_agent("greedy", GAME), create_agent("random", GAME)
    wins = 0
    for seed in range(10):
        seat = seed % 2
        agents = [greedy, random] if seat == 0 else [random, greedy]
        result = play_match(GAME, GAME.make_config(players=2), agents, seed)
        wins += result.winners == [seat]
    assert wins >= 9


def test_in_a_solo_game_the_heuristic_measures_the_lead_over_the_skunk():
    state = solo("easy", seed=2)
    ahead = state.clone()
    city(ahead, 1, "castle")  # into his pile
    gained = GAME.scores(ahead)[1].total - GAME.scores(state)[1].total
    (before,), (after,) = heuristic_for(GAME).values(state), heuristic_for(GAME).values(ahead)
    assert gained > 0 and after == pytest.approx(before - gained)


def test_greedy_does_not_trade_away_cards_it_could_play():
    state = new()
    hand(state, HARE, "farmer", "miller")
    res(state, HARE, berry=2)
    choice = GreedyAgent(GAME).choose(GAME.view(state, HARE), GAME.legal_actions(state), Rng(1))
    assert choice.kind != "trade"


@pytest.mark.parametrize("level, iterations", [("mcts-normal", 250), ("mcts-hard", 1000)])
def test_duo_levels_judge_after_twenty_actions_with_their_own_iteration_limits_in_two_processes(
    level, iterations
):
    budget = create_agent(level, GAME).budget
    assert (budget.rollout_depth, budget.iterations, budget.processes) == (20, iterations, 2)
    shipped = MCTS_LEVELS[level]
    back = replace(budget, rollout_depth=20, iterations=iterations, processes=shipped.processes)
    assert back == replace(shipped, rollout_depth=20, iterations=iterations)


def test_duo_hard_searches_four_times_the_iterations_of_normal_and_the_beginner_keeps_its_budget():
    normal, hard = (create_agent(level, GAME).budget for level in ("mcts-normal", "mcts-hard"))
    assert hard.iterations == 4 * normal.iterations
    assert hard.seconds > normal.seconds
    assert create_agent("mcts-easy", GAME).budget == MCTS_LEVELS["mcts-easy"]

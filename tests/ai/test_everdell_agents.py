"""The agents on Everdell (base game): the heuristic prefers better positions, the agents play
whole games legally, and greedy play beats random play."""

from dataclasses import replace

import pytest
from playout_count import playout_length

from everdell_desktop import core
from everdell_desktop.ai import GreedyAgent, ISMCTSAgent, SearchBudget, create_agent
from everdell_desktop.ai.heuristics import heuristic_for
from everdell_desktop.ai.levels import MCTS_LEVELS
from everdell_desktop.ai.match import play_match
from everdell_desktop.core import Rng
from everdell_desktop.core.record import replay
from everdell_desktop.games.everdell.engine import CARD, EVENTS, UID_CARD
from everdell_desktop.games.everdell.state import AUTUMN, CityCard

GAME = core.get("everdell")
TINY = SearchBudget(iterations=6, rollout_depth=6)
TWIG, RESIN, PEBBLE, BERRY = range(4)


def fresh(seed=1):
    return GAME.new_game(GAME.make_config(players=2), seed)


def midgame(seed=7, actions=20):
    """A turn's start reached by greedy play, so hands, cities and resources are varied."""
    state = fresh(seed)
    agent, rng = GreedyAgent(GAME), Rng(seed)
    for count in range(1000):
        if count >= actions and not state.pending:
            break
        view = GAME.view(state, state.to_move())
        GAME.apply_legal(state, agent.choose(view, GAME.legal_actions(state), rng))
    return state


def build(state, seat, key):
    """Put an unused copy of card ``key`` straight into ``seat``'s city."""
    used = {cc.uid for player in state.players for cc in player.city}
    uid = next(u for u, card in enumerate(UID_CARD) if card == CARD[key] and u not in used)
    state.players[seat].city.append(CityCard(uid, CARD[key]))


def lead(state, seat=0):
    return heuristic_for(GAME).values(state)[seat]


def test_everdell_has_its_own_heuristic_and_it_is_zero_sum_between_two_seats():
    heuristic = heuristic_for(GAME)
    first, second = heuristic.values(midgame())
    assert heuristic.name == "everdell"
    assert first == pytest.approx(-second)


def test_a_city_with_more_points_is_better():
    plain, richer = fresh(), fresh()
    build(richer, 0, "castle")
    assert lead(richer) > lead(plain) + 3  # the Castle's 4 points, less the space it takes


def test_a_resource_is_worth_something_early_and_nothing_once_the_seat_has_passed():
    early = fresh()
    late = fresh()
    late.players[0].season = AUTUMN
    late.players[0].free = 0
    gone = fresh()
    gone.players[0].season = AUTUMN
    gone.players[0].passed = True
    gains = []
    for state in (early, late, gone):
        richer = state.clone()
        richer.players[0].res[PEBBLE] += 2
        gains.append(lead(richer) - lead(state))
    assert gains[0] > gains[1] > gains[2] == pytest.approx(0.0)


def test_a_production_card_built_in_winter_counts_its_coming_harvests():
    early, late = fresh(), fresh()
    late.players[0].season = AUTUMN
    for state in (early, late):
        build(state, 0, "mine")
    bare_early, bare_late = fresh(), fresh()
    bare_late.players[0].season = AUTUMN
    assert lead(early) - lead(bare_early) > lead(late) - lead(bare_late) + 2


def test_a_city_close_to_an_open_event_is_better_than_after_the_event_is_gone():
    open_event = fresh()
    for key in ("farm", "farm", "mine"):  # three of the Harvest Festival's four Production cards
        build(open_event, 0, key)
    harvest = next(e for e in open_event.events_open if EVENTS[e].key == "event.harvest_festival")
    claimed = open_event.clone()
    claimed.events_open.remove(harvest)
    assert lead(open_event) > lead(claimed)


def test_greedy_does_not_pass_in_autumn_while_it_can_still_place_a_worker():
    positions = (midgame(actions=count) for count in range(20, 40))
    state = next(state for state in positions if state.players[state.to_move()].free)
    seat = state.to_move()
    state.players[seat].season = AUTUMN
    legal = GAME.legal_actions(state)
    assert any(action.kind == "pass" for action in legal)
    assert any(action.kind == "place" for action in legal)
    choice = GreedyAgent(GAME).choose(GAME.view(state, seat), legal, Rng(1))
    assert choice.kind != "pass"


def assert_a_real_finished_game(result, seats):
    """The match's record replays, every action passing the legality gate, to a finished game
    with the reported final state, scores and winners; every seat took turns."""
    state = replay(result.record)
    assert result.finished and state.to_move() is None
    assert GAME.state_hash(state) == result.record.final_hash
    assert result.scores == [b.total for b in GAME.scores(state)] and len(result.scores) == seats
    assert result.winners == GAME.winners(state) and result.winners
    assert len(result.record.actions) > 40  # a base game takes four seasons of turns


@pytest.mark.parametrize("name", ["greedy", "mcts-easy"])
def test_agents_play_whole_base_games_with_legal_actions_only(name):
    agent = create_agent(name, GAME)
    if isinstance(agent, ISMCTSAgent):
        agent.budget = TINY
    result = play_match(GAME, GAME.make_config(players=2), [agent, create_agent("random", GAME)], 3)
    assert_a_real_finished_game(result, seats=2)


def test_greedy_beats_random_in_at_least_8_of_10_seeded_games():
    greedy, random = create_agent("greedy", GAME), create_agent("random", GAME)
    wins = 0
    for seed in range(10):
        greedy_seat = seed % 2
        agents = [greedy, random] if greedy_seat == 0 else [random, greedy]
        result = play_match(GAME, GAME.make_config(players=2), agents, seed)
        wins += result.winners == [greedy_seat]
    assert wins >= 8


def test_in_a_solo_game_the_heuristic_measures_the_lead_over_rugwort():
    state = GAME.new_game(GAME.make_config(players=1, solo="rugwort", difficulty="year1"), 2)
    rugwort_ahead = state.clone()
    build(rugwort_ahead, 1, "castle")  # Rugwort's city: player index 1, never a seat
    (before,), (after,) = (
        heuristic_for(GAME).values(state),
        heuristic_for(GAME).values(rugwort_ahead),
    )
    gained = GAME.scores(rugwort_ahead)[1].total - GAME.scores(state)[1].total
    assert gained > 0
    assert after == pytest.approx(before - gained)  # his score, however he counts it


def test_greedy_finishes_a_solo_game_against_rugwort_legally():
    config = GAME.make_config(players=1, solo="rugwort", difficulty="year1")
    result = play_match(GAME, config, [create_agent("greedy", GAME)], 5)
    assert_a_real_finished_game(result, seats=2)  # the player and Rugwort


@pytest.mark.parametrize(("players", "depth"), [(1, 5), (2, 3)])
def test_a_solo_game_gives_playouts_their_own_length(players, depth):
    """Against Rugwort a playout cut off before the game ends takes the solo length."""
    budget = SearchBudget(iterations=1, rollout_depth=3, rollout_depth_alone=5)
    solo = {"solo": "rugwort", "difficulty": "year3"} if players == 1 else {}
    state = GAME.new_game(GAME.make_config(players=players, **solo), 4)
    assert playout_length(GAME, budget, state) == depth and state.to_move() is not None


def test_base_game_normal_has_shorter_playouts_a_narrow_root_and_other_limits_unchanged():
    budget = create_agent("mcts-normal", GAME).budget
    assert budget.rollout_depth == 20
    assert budget.root_width == 5
    assert budget.root_halving_seats == frozenset({(None, 2)})
    unchanged = replace(budget, rollout_depth=40, root_width=None, root_halving_seats=frozenset())
    assert unchanged == MCTS_LEVELS["mcts-normal"]


def test_base_game_hard_plays_longer_playouts_at_two_players_shorter_alone_on_a_narrow_root():
    budget = create_agent("mcts-hard", GAME).budget
    level = MCTS_LEVELS["mcts-hard"]
    assert budget.rollout_depth == 60 > budget.rollout_depth_with_rivals == level.rollout_depth
    assert budget.rollout_depth_alone == 20  # against Rugwort
    assert budget.root_width == 8
    assert budget.iterations_per_option_with_rivals == 2 * budget.iterations_per_option == 100
    assert budget.root_halving_seats == frozenset({2, (None, 4)})
    unchanged = replace(
        budget,
        rollout_depth=level.rollout_depth,
        rollout_depth_with_rivals=None,
        rollout_depth_alone=None,
        root_width=None,
        iterations_per_option_with_rivals=None,
        root_halving_seats=frozenset(),
    )
    assert unchanged == level


def test_emerland_keeps_the_level_budgets_and_so_does_the_base_games_easy():
    emerland = core.get("emerland")
    for level in ("mcts-normal", "mcts-hard"):
        assert create_agent(level, emerland).budget == MCTS_LEVELS[level]
    assert create_agent("mcts-easy", GAME).budget == MCTS_LEVELS["mcts-easy"]

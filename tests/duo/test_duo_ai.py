"""The agents on Duo: the heuristic prefers better positions, the playout policy favours
Events and good cards, the agents play whole games legally, and greedy play beats random play."""

from dataclasses import replace

import pytest
from duo_kit import GAME, city, cooperative, event_space, hand, new, res, solo

from everdell_desktop.ai import GreedyAgent, ISMCTSAgent, SearchBudget, create_agent
from everdell_desktop.ai.heuristics import heuristic_for
from everdell_desktop.ai.levels import MCTS_LEVELS
from everdell_desktop.ai.match import play_match
from everdell_desktop.core import Action, Rng
from everdell_desktop.core.kernel import DECLINE
from everdell_desktop.games.duo import heuristic
from everdell_desktop.games.duo.data import EventInfo
from everdell_desktop.games.duo.engine import DATA, END, EVENTS
from everdell_desktop.games.duo.state import AUTUMN, HARE, TURTLE

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


# --- the heuristic's credits, worked out by hand from its weights (heuristic.WEIGHTS) ----------
# The game has 4 seasons of 2 x END = 12 token moves (48); at the start all are to come.
def _supply(state):
    return heuristic.supply_credit(state, HARE)


def test_a_seats_supply_is_credited_by_resource_hand_card_and_unplaced_worker():
    """At the start: 1 twig, 2 pebbles, 7 berries (only 6 count) are 0.55 + 2 x 0.85 + 6 x 0.65
    = 6.15; 9 cards in hand (only 8 count) 8 x 0.45 = 3.6; 2 unplaced workers 2 x 1.2 = 2.4."""
    state = new()
    res(state, HARE, twig=1, pebble=2, berry=7)
    hand(state, HARE, "barn", "farmer", "miller", "wall", "castle", "palace", "inn", "queen")
    hand(state, HARE, "ranger", clear=False)
    state.free[HARE] = 2
    assert _supply(state) == pytest.approx(6.15 + 3.6 + 2.4)


def test_resources_and_cards_count_by_the_game_left_and_workers_by_the_season_left():
    """The Sun halfway (3 of END 6) in winter: 45 of 48 moves left (0.9375) for the 9.75 of
    resources and cards, half the season for the workers (2 x 1.2 x 3/6); the Sun at the end:
    42 of 48 (0.875), and no worker can be placed any more."""
    state = new()
    res(state, HARE, twig=1, pebble=2, berry=7)
    hand(state, HARE, "barn", "farmer", "miller", "wall", "castle", "palace", "inn", "queen")
    state.free[HARE] = 2
    state.sun = 3
    assert _supply(state) == pytest.approx(9.75 * 0.9375 + 1.2)
    state.sun = END
    assert _supply(state) == pytest.approx(9.75 * 0.875)


@pytest.mark.parametrize(("season", "firings"), [(0, 2), (1, 1), (2, 1), (AUTUMN, 0)])
def test_a_green_card_fires_again_at_spring_and_autumn_still_to_come(season, firings):
    state = new()
    state.season = season
    city(state, HARE, "barn", "farmer", "castle")  # two green cards
    assert heuristic.firings_to_come(state, HARE) == 2 * firings


def _share(state, event):
    return heuristic.event_share(state, HARE, EVENTS[DATA.event_index[event]])


def test_an_events_share_met_counts_each_thing_up_to_its_need():
    """Harvest Walk needs 2 green and 2 tan cards: 3 green and 1 tan meet 2 + 1 of 4."""
    state = new()
    city(state, HARE, "barn", "farmer", "miller", "wall")
    assert _share(state, "harvest_walk") == 0.75


def test_an_events_share_met_counts_resources_held_up_to_its_need():
    """Full Coffers: hold 2 twigs, 2 resin, 1 pebble; 1 twig and 2 resin (5 berries do not
    help) meet 3 of 5."""
    state = new()
    res(state, HARE, twig=1, resin=2, berry=5)
    assert _share(state, "full_coffers") == 0.6
    res(state, HARE, twig=3, resin=3, pebble=3)
    assert _share(state, "full_coffers") == 1.0


def test_having_more_than_the_rival_is_one_more_part_of_an_events_need():
    """Greenest Garden: 2 green cards and more than the rival; one green card against none
    meets 1 + 1 of 3, against one only 1 of 3."""
    state = new()
    city(state, HARE, "barn")
    assert _share(state, "greenest_garden") == pytest.approx(2 / 3)
    city(state, TURTLE, "farmer")
    assert _share(state, "greenest_garden") == pytest.approx(1 / 3)


def test_an_event_asking_for_nothing_is_not_begun():
    nothing = EventInfo(0, "none", "None", "A", 3, (), None, (0, 0, 0, 0))
    assert heuristic.event_share(new(), HARE, nothing) == 0.0


TANS = ("wall", "crossroads", "lighthouse", "bridge", "waystation", "signpost")


@pytest.mark.parametrize(
    ("tans", "rival_tans", "left", "credit"),
    [
        (0, 0, 1.0, 4 * 0.5),  # level: an even chance while the whole game is ahead
        (0, 0, 0.25, 4 * 0.25 * 0.5),  # in autumn: a quarter of that hope, nothing won yet
        (1, 0, 1.0, 4 * 0.7),  # one ahead: 0.5 + 0.2
        (1, 0, 0.25, 4 * (0.25 * 0.7 + 0.75)),  # and three quarters of it won already
        (3, 0, 1.0, 4 * 1.0),  # 0.5 + 0.6 is capped at certain
        (0, 3, 1.0, 0.0),  # 0.5 - 0.6 is no hope at all
    ],
)
def test_the_journey_is_credited_by_the_lead_in_tan_cards_and_the_game_left(
    tans, rival_tans, left, credit
):
    """The Journey (4 points, more tan cards than the rival): a hope of 0.5 + 0.2 per card of
    lead, between 0 and 1, for the game left; for the game gone, all of it when ahead."""
    state = new()
    city(state, HARE, *TANS[:tans])
    city(state, TURTLE, *TANS[3 : 3 + rival_tans])
    assert heuristic._journey_credit(state, HARE, left) == pytest.approx(credit)


def test_only_purple_cards_counting_cards_or_events_grow_with_the_city():
    """The Castle (Constructions) and the Queen (Critters) grow; the Treasury counts resources,
    the Palace and the Architect are their own rules: none of those three."""
    state = new()
    city(state, HARE, "castle", "queen", "treasury", "palace", "architect", "barn")
    assert heuristic._counting_purples(state, HARE) == 2


def test_a_cooperative_value_credits_the_partners_supply_too():
    """The Tortoise's one pebble at the start is worth 0.85 to the team while the game goes on,
    and nothing once it is over."""
    state = cooperative()
    richer = state.clone()
    richer.res[1][2] += 1
    assert heuristic.values(GAME, richer)[0] - heuristic.values(GAME, state)[0] == pytest.approx(
        0.85
    )


@pytest.mark.parametrize(
    ("action", "late", "weight"),
    [
        ("play(card=barn,src=hand)", False, 4 + 2 * 1 + 3),  # green, before autumn
        ("play(card=barn,src=hand)", True, 4 + 2 * 1),
        ("play(card=palace,src=hand)", False, 4 + 2 * 4 + 2),  # purple, scored at the end
        ("play(card=barn,src=meadow,occupy=inn)", True, 4 + 2 * 1 + 3),
        ("claim(event=grand_tour)", False, 12 + 2 * 5),
        ("place(loc=farm_twigs)", False, 3.0),
        ("visit(card=inn)", False, 3.0),
        ("take(src=deck)", False, 0.3),
        ("take(card=palace,src=meadow)", False, 0.15 + 0.1 * 4),
        ("trade(res=twig)", False, 0.05),
        ("share(n=1,res=twig)", False, 0.05),
        ("move(token=sun)", False, 1.0),
    ],
)
def test_a_playouts_weight_for_each_kind_of_turn(action, late, weight):
    assert heuristic._turn_weight(Action.parse(action), late) == pytest.approx(weight)


def test_a_playout_answers_a_prompt_at_random_but_declines_rarely():
    assert heuristic._answer_weight(DECLINE) == 0.2
    assert heuristic._answer_weight(Action("accept")) == 1.0

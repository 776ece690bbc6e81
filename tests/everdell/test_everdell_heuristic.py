"""The base game's heuristic judges like a competent player: a card the seat can pay for is
worth more than one it cannot, playing it gains more, a Critter goes in free on its own
Construction rather than for berries, the Journey takes the hand late in the game, the Fool
harms the city it lands in, and in a solo game a special Event is worth what it takes from
Rugwort too."""

import pytest
from everdell_kit import GAME, city, hand, meadow, new, res, solo

from everdell_desktop.ai import GreedyAgent
from everdell_desktop.ai.heuristics import heuristic_for
from everdell_desktop.core import Action, Rng
from everdell_desktop.games.everdell import heuristic
from everdell_desktop.games.everdell.engine import EVENTS
from everdell_desktop.games.everdell.state import AUTUMN

# Cards no seat of these tests can pay for, to keep the Meadow out of the judgement.
DEAR_MEADOW = ("palace", "evertree", "king", "queen", "doctor", "architect", "theatre", "castle")


def lead(state, seat=0):
    return heuristic_for(GAME).values(state)[seat]


def greedy_choice(state):
    seat = state.to_move()
    return GreedyAgent(GAME).choose(GAME.view(state, seat), GAME.legal_actions(state), Rng(1))


def winter(card, **resources):
    """Seat 0 to move at the start, holding only ``card`` and ``resources``."""
    state = new()
    meadow(state, *DEAR_MEADOW)
    hand(state, 0, card)
    res(state, 0, **resources)
    return state


def test_a_card_the_seat_can_pay_for_is_worth_more_than_one_it_cannot():
    payable = winter("farm", twig=2, resin=1)
    too_dear = winter("castle", twig=2, resin=1)
    assert lead(payable) > lead(too_dear) + 0.5


def test_resources_that_pay_for_a_card_in_hand_are_worth_more_than_the_same_resources_idle():
    short = winter("farm", twig=2)
    paid = winter("farm", twig=2, resin=1)
    idle_short, idle = winter("castle", twig=2), winter("castle", twig=2, resin=1)
    assert lead(paid) - lead(short) > lead(idle) - lead(idle_short) + 0.5


def test_playing_a_payable_card_gains_more_than_holding_it_and_the_resources():
    state = winter("farm", twig=2, resin=1)
    before = lead(state)
    GAME.apply(state, Action.of("play", card="farm", src="hand"))
    assert lead(state) > before


def test_greedy_lets_a_critter_in_free_on_its_construction_rather_than_pay_berries():
    state = winter("husband", berry=3)
    (farm,) = city(state, 0, "farm")
    paid = Action.of("play", card="husband", src="hand")
    free = Action.of("play", card="husband", host=farm.uid, src="hand")
    assert {paid, free} <= set(GAME.legal_actions(state))
    paid_value, free_value = GreedyAgent(GAME).action_values(state, [paid, free], 0)
    assert free_value > paid_value + 1  # the berries stay for another Critter


def test_greedy_sends_a_worker_on_the_journey_with_a_hand_it_cannot_pay_for_in_autumn():
    state = new()
    meadow(state, *DEAR_MEADOW[:6])
    hand(state, 0, "castle", "palace", "evertree", "king", "queen")
    player = state.players[0]
    player.season, player.workers, player.free = AUTUMN, 6, 3
    assert greedy_choice(state) == Action.of("place", loc="journey5")


def test_the_fool_is_a_loss_for_the_city_it_lands_in_and_a_gain_for_its_player():
    """The Fool goes into a rival's city for -2 points there: an asset of nobody's city."""
    state = winter("fool", berry=3)
    bare = state.clone()
    city(bare, 1, "fool")
    assert lead(bare, 1) < lead(state, 1)
    before = lead(state)
    GAME.apply(state, Action.of("play", card="fool", into=1, src="hand"))
    assert lead(state) > before


# Constructions no seat of these tests can pay for (no Critter could come in free).
NOTHING_TO_PLAY = ("evertree", "theatre", "school", "university") * 2
EVERDELL_GAMES_CITY = (
    *("farm", "mine", "wanderer", "ranger", "inn", "post_office"),
    *("crane", "historian", "castle", "palace"),
)


@pytest.mark.parametrize("year", ["year2", "year3"])
@pytest.mark.parametrize(
    ("event_key", "cards"),
    [
        ("event.croak_wart_cure", ("undertaker", "barge_toad")),
        ("event.everdell_games", EVERDELL_GAMES_CITY),  # asks for colours, not cards
    ],
)
def test_in_a_solo_game_a_special_event_in_reach_counts_rugworts_missed_points(
    year, event_key, cards
):
    """Everything an open special Event asks for built: worth more against Rugwort, who scores
    the Event if it is missed, than against a player."""
    special = next(event.index for event in EVENTS if event.key == event_key)
    gains = []
    for state in (new(), solo(year)):
        basic = [event for event in state.events_open if not EVENTS[event].special]
        state.events_open = [*basic, special]
        hand(state, 0)  # nothing to play, so the city's room does not matter
        meadow(state, *NOTHING_TO_PLAY)
        bare = state.clone()
        city(state, 0, *cards)
        gains.append(lead(state) - lead(bare))
    assert gains[1] > gains[0] + 2


def test_playouts_favour_events_and_free_or_valuable_plays_and_rarely_pass():
    state = winter("husband", berry=3)
    state.players[0].season = AUTUMN
    picks = {
        action: 0
        for action in (
            Action.of("claim", event="event.grand_tour"),
            Action.of("play", card="husband", host=1, src="hand"),
            Action.of("play", card="castle", src="meadow"),
            Action.of("play", card="husband", src="hand"),
            Action.of("place", loc="three_twigs"),
            Action.of("pass"),
        )
    }
    legal, rng = list(picks), Rng(3)
    for _ in range(2000):
        picks[heuristic.rollout_action(GAME, state, legal, rng)] += 1
    counts = list(picks.values())
    assert counts == sorted(counts, reverse=True)
    assert counts[-1] < 20


def test_paying_a_card_takes_its_cost_only_when_all_of_it_is_there():
    from everdell_desktop.games.everdell.heuristic import _pay

    res = [2, 1, 0, 3]
    assert not _pay(res, (1, 1, 1, 0)) and res == [2, 1, 0, 3]  # a pebble short: nothing taken
    assert _pay(res, (2, 0, 0, 1)) and res == [0, 1, 0, 2]

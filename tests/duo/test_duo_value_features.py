"""Duo's value features (games/duo/features.py) on a hand-built position, worked out by hand
from the card list (the shipped model that reads them: tests/ai/test_value_model.py)."""

import pytest

from everdell_desktop.ai.heuristics import heuristic_for
from everdell_desktop.ai.value_model import learned_heuristic
from everdell_desktop.core import registry
from everdell_desktop.games.duo import features as duo_features
from everdell_desktop.games.duo.engine import CARD, DATA
from everdell_desktop.games.duo.state import EMPTY, LOC_EVENT, SPRING

DUO = registry.get("duo")


def _event(key: str) -> int:
    return next(info.index for info in DATA.events if info.key == key)


@pytest.fixture
def position():
    """The Turtle (seat 1) in spring, the Sun on space 2 and the Moon on space 5."""
    state = DUO.new_game(DUO.make_config(players=2), 3)
    state.season, state.sun, state.moon = SPRING, 2, 5
    state.res[1] = [2, 1, 0, 3]
    state.tokens[1] = 3
    state.free[1] = 2
    # Orchard (green Construction, 1 point), Wanderer (tan Critter, 1), Chapel (red
    # Construction, 2); the red Occupied token is used, the green one is not
    state.cities = [[], [CARD["orchard"], CARD["wanderer"], CARD["chapel"]]]
    state.occupied = [0, 1 << 2]
    # Barn costs 2 twigs 1 resin (payable), Palace 2/3/3 (lacks 2 resin and 3 pebbles),
    # Farmer 2 berries (a green Critter: free by the green Occupied token), Queen 4 berries
    # (purple: no token, lacks 1 berry); printed points 1 + 4 + 1 + 2
    state.hands[1] = [CARD[key] for key in ("barn", "palace", "farmer", "queen")]
    # the Sun on 2 and the Moon on 5 touch spaces 1, 2, 3, 5, 6 and 7: the Inn (2 twigs 1
    # resin, 2 points) is playable and payable, the Castle (2/2/2) lacks 1 resin and 2
    # pebbles, the Forager on space 0 touches neither token
    state.meadow = [EMPTY] * 8
    state.meadow[0], state.meadow[1], state.meadow[5] = (
        CARD["forager"],
        CARD["inn"],
        CARD["castle"],
    )
    state.events = [
        _event(key)
        for key in (
            "harvest_walk",  # A: the Turtle's (3 points)
            "spring_planting",  # B: the Hare's
            "greenest_garden",  # C: 1 of 2 green cards, and more green than the Hare: 2/3
            "full_coffers",  # D: holds 2 twigs 1 resin 0 pebbles of 2/2/1: 3/5
            "rainbow_fair",  # E: 3 of 5 colours
            "faire",  # a worker stands on it: not open
        )
    ]
    state.event_owner = [1, 0, EMPTY, EMPTY, EMPTY, EMPTY]
    state.occ[LOC_EVENT + 5] = 0
    return state


def _named(state, seat=1) -> dict[str, float]:
    values = duo_features.features(DUO, state, seat)
    return dict(zip(duo_features.NAMES, values, strict=True))


def test_duo_features_say_what_a_player_would_count(position):
    named = _named(position)
    assert named["score"] == 1 + 1 + 2 + 3 + 3  # three cards, 3 tokens, Harvest Walk
    assert named["tokens"] == 3
    assert [named[r] for r in ("twig", "resin", "pebble", "berry")] == [2, 1, 0, 3]
    assert (named["hand"], named["hand_payable"], named["hand_points"]) == (4, 2, 8)
    assert named["hand_gap"] == 0  # the smallest gap: a payable card
    assert (named["meadow_payable"], named["meadow_best_payable_points"]) == (1, 2)
    colours = [named[f"city_{c}"] for c in ("green", "tan", "red", "blue", "purple")]
    assert colours == [1, 1, 1, 0, 0]
    assert (named["city"], named["critters"]) == (3, 1)
    assert named["occupied_tokens_usable"] == 1  # green: the Orchard; red is used
    assert named["green_firings_left"] == 1  # the Orchard fires once more, in autumn
    assert named["workers_free"] == 2
    assert (named["sun_steps_left"], named["moon_steps_left"]) == (4, 1)
    # two seasons of 12 steps after this one, 4 + 1 steps left in it, of 48 in the game
    assert named["game_left"] == pytest.approx(29 / 48)
    assert named["season_spring"] == 1 and named["season_winter"] == 0
    assert named["events_achieved"] == 1
    progress = [named[f"event_{space}"] for space in ("A", "B", "C", "D", "E", "faire")]
    assert progress == pytest.approx([1, 0, 2 / 3, 3 / 5, 3 / 5, 0])
    assert named["journey_lead"] == 1  # the Journey counts tan cards: 1 against none


def test_a_critter_costs_no_berries_only_while_its_colours_token_is_free(position):
    position.res[1] = [2, 1, 0, 1]  # one berry: the Farmer (2 berries) needs the green token
    free = _named(position)
    assert (free["hand_payable"], free["hand_gap"]) == (2, 0)  # the Barn and the Farmer
    position.occupied[1] |= 1 << 0  # the green token is used too
    used = _named(position)
    assert used["occupied_tokens_usable"] == 0
    assert used["hand_payable"] == 1  # only the Barn
    position.hands[1].remove(CARD["barn"])
    assert _named(position)["hand_gap"] == 1  # the Farmer lacks 1 berry, the Queen 3


def test_duo_features_never_read_the_rivals_hand(position):
    before = _named(position)
    position.hands[0] = [CARD["palace"], CARD["queen"], CARD["inn"]]
    assert _named(position) == before


def test_duos_cooperative_game_is_judged_by_the_hand_written_heuristic():
    """The model learned from rivals; in the cooperative game both characters are one team."""
    config = DUO.make_config(players=2, mode="coop")
    state = DUO.new_game(config, 5)
    state.res[0] = [4, 0, 0, 0]
    learned = learned_heuristic(DUO).values(state)
    assert learned == heuristic_for(DUO).values(state)
    rivals = DUO.new_game(DUO.make_config(players=2), 5)
    assert learned_heuristic(DUO).values(rivals) != heuristic_for(DUO).values(rivals)

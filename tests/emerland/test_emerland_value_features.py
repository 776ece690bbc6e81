"""Emerland's value features (games/emerland/features.py) on a hand-built position, worked out
by hand from the card list and the rulebook's scoring (the shipped model that reads them:
tests/ai/test_value_model.py)."""

from dataclasses import replace

import pytest

from everdell_desktop.core import registry
from everdell_desktop.games.emerland import features as emerland_features
from everdell_desktop.games.emerland import heuristic
from everdell_desktop.games.emerland.data import SPRING

EMERLAND = registry.get("emerland")
# card instances (cards.json): 0 Banana Grove (1 bamboo 1 leaf, 1 point), 8 Leafcutter Tapir
# (a Critter, 2 figs, 1 point), 11 Waterfall Quarry (3 bamboo 2 leaves, 2 points), 25 Cacao
# Terrace (a Production Construction, 3 points upgraded), 41 Glass Frog Wanderer (a Traveler
# Critter, 1 point), 45 Rope Bridge (2 bamboo, 1 point), 81 Jade Carver (a Critter, 3 figs, 3
# points)
BANANA_GROVE, TAPIR, QUARRY, CACAO, GLASS_FROG, ROPE_BRIDGE, JADE_CARVER = 0, 8, 11, 25, 41, 45, 81


@pytest.fixture
def position():
    """Seat 1 in autumn with one of its three Workers unplaced."""
    state = EMERLAND.new_game(EMERLAND.make_config(players=2), 3)
    state.supply[1] = [2, 1, 1, 0, 3, 1, 4]  # bamboo leaf fig marble, Emeralds, Harps, points
    state.hands[1] = [BANANA_GROVE, QUARRY, TAPIR]
    state.cities[1] = [CACAO, GLASS_FROG]
    state.upgraded[CACAO] = True  # an upgraded Construction: a Harp may go on it
    state.plateau = [[ROPE_BRIDGE], [JADE_CARVER], [], [], [], []]
    state.artifacts[1], state.realms[1] = [], []
    state.workers[1], state.workers_total[1] = 1, 3
    state.helpers[1], state.helpers_total[1] = 0, 2
    state.path_pos[1], state.season[1], state.passed[1] = 2, 1, False
    return state


def _named(state, seat=1) -> dict[str, float]:
    values = emerland_features.features(EMERLAND, state, seat)
    return dict(zip(emerland_features.NAMES, values, strict=True))


def test_emerland_features_say_what_a_player_would_count(position):
    named = _named(position)
    # cards 3 + 1, 4 point tokens, 7 leftover resources and Emeralds: 3 points
    assert (named["score_cards"], named["score_point_tokens"]) == (4, 4)
    assert (named["score_resources"], named["score"]) == (3, 11)
    supply = [named[key] for key in ("bamboo", "leaf", "fig", "marble", "emerald", "harp")]
    assert supply == [2, 1, 1, 0, 3, 1]
    # the Harp lets the Tapir in for free; the Quarry lacks 1 bamboo and 1 leaf
    assert (named["hand"], named["hand_payable"], named["hand_gap"]) == (3, 2, 0)
    assert named["hand_points"] == 1 + 2 + 1
    assert (named["plateau_payable"], named["plateau_best_payable_points"]) == (2, 3)
    assert (named["city_production"], named["city_traveler"], named["city_artisan"]) == (1, 1, 0)
    assert (named["city_upgraded"], named["room"], named["harp_hosts"]) == (1, 10, 1)
    assert (named["workers_free"], named["workers_owned"]) == (1, 3)
    assert (named["helpers_free"], named["helpers_owned"]) == (0, 2)
    assert (named["path"], named["artifacts"], named["realms"]) == (2, 0, 0)
    assert named["coming_yield"] == pytest.approx(1.5)  # the Cacao Terrace fires once more
    assert named["threshold_credit"] == 0
    # autumn of four seasons, a third of the Workers unplaced
    assert named["game_left"] == pytest.approx((2 + 1 / 3) / 4)
    assert named["season_autumn"] == 1 and named["season_summer"] == 0
    assert named["passed"] == 0


def test_without_a_harp_a_critter_costs_its_figs(position):
    position.supply[1][5] = 0  # no Harp left
    named = _named(position)
    assert (named["hand_payable"], named["hand_gap"]) == (1, 0)  # only the Banana Grove
    assert (named["plateau_payable"], named["plateau_best_payable_points"]) == (1, 1)
    position.hands[1].remove(BANANA_GROVE)
    assert _named(position)["hand_gap"] == 1  # the Tapir lacks 1 fig, the Quarry 2


def test_emerland_features_never_read_another_hand(position):
    before = _named(position)
    position.hands[0] = [QUARRY, JADE_CARVER]
    assert _named(position) == before


def test_only_an_ability_triggered_by_preparing_counts_seasons_to_come(position, monkeypatch):
    """Seasons named by another ability (a corrected data file may name them) bring no yield:
    the Glass Frog's when-played ability with spring added leaves the Cacao Terrace's 1.5."""

    printed = heuristic.side_of

    def spring_on_the_frog(state, cid):
        side = printed(state, cid)
        return replace(side, seasons=frozenset({SPRING})) if cid == GLASS_FROG else side

    monkeypatch.setattr(heuristic, "side_of", spring_on_the_frog)
    assert printed(position, GLASS_FROG).trigger == "when_played"
    assert heuristic.coming_yield(position, 1) == pytest.approx(1.5)

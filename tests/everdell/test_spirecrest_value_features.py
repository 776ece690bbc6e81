"""Spirecrest's own value features (games/everdell/spirecrest/features.py): read on a hand-built
position, after the base game's, and only for a game that plays the expansion."""

from everdell_kit import GAME, res
from spirecrest_kit import discover, spire

from everdell_desktop.games.everdell import features as everdell_features
from everdell_desktop.games.everdell.heuristic import expansion_of
from everdell_desktop.games.everdell.spirecrest import features as spirecrest_features
from everdell_desktop.games.everdell.spirecrest.common import TILE, explorer
from everdell_desktop.games.everdell.spirecrest.state import PEAKS

READ = everdell_features.VALUE_FEATURES


def _journey():
    """Seat 0 on the Peaks with two map tiles charted (Amber Caves, 4 points, reached; Meek's
    Crossing, 2 points for a twig, payable), Starfall City (6 points with no Governance card)
    holding two cards, Ancient Orchard, and two cards owed to the Weather on its turn."""
    state = spire()
    journey = explorer(state, 0)
    journey.area = PEAKS
    journey.tiles = [TILE["amber_caves"], TILE["meeks_crossing"]]
    journey.reached = 1
    discover(state, 0, "starfall_city").under = (5, 6)
    discover(state, 0, "ancient_orchard")
    res(state, 0, twig=1)
    state.current = 0
    state.spire.owed = 2
    return state


def test_spirecrest_features_read_the_journey_the_discoveries_and_the_weather():
    named = dict(
        zip(spirecrest_features.NAMES, spirecrest_features.features(_journey(), 0), strict=True)
    )
    assert named == {
        "spire_area": 1,
        "spire_tiles": 2,
        "spire_route_points": 6,
        "spire_expedition_points": 4,
        "spire_expedition_payable": 2,
        "spire_discoveries": 2,
        "spire_discovery_points": 6,
        "spire_locations": 1,
        "spire_big_critters": 0,
        "spire_cards_held": 2,
        "spire_owed": 2,
    }


def test_the_other_seat_owes_nothing_and_has_set_out_on_nothing():
    named = dict(
        zip(spirecrest_features.NAMES, spirecrest_features.features(_journey(), 1), strict=True)
    )
    assert named["spire_owed"] == 0 and named["spire_discoveries"] == 0
    assert named["spire_route_points"] == named["spire_expedition_points"] == 0


def test_a_spirecrest_model_reads_the_base_games_features_then_spirecrests():
    state = _journey()
    read = READ.expansion("spirecrest")
    assert read.names == (*everdell_features.NAMES, *spirecrest_features.NAMES)
    assert read.features(GAME, state, 0) == [
        *everdell_features.features(GAME, state, 0),
        *spirecrest_features.features(state, 0),
    ]


def test_only_a_spirecrest_game_plays_the_expansion():
    assert expansion_of(_journey()) == "spirecrest"
    assert expansion_of(GAME.new_game(GAME.make_config(players=2), 1)) is None

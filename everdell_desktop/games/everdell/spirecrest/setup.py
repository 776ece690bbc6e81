"""Setting up the Mountain board on top of the base game's setup."""

from __future__ import annotations

from everdell_desktop.core import Rng

from .common import DISCOVERIES, SPIRE, TILES
from .state import Explorer, Mountain

TRAIL_AREAS = 3
SOLO_TILES_PER_AREA = 2


def new_mountain(rng: Rng, places: int, solo: bool) -> Mountain:
    """One face-down Weather card per season (winter's turned over), the three Discovery
    decks (no Windlore in a solo game), map tiles on the trails (players + 1 per area, 2 in a
    solo game; the Foothills' face up) and an Everdell tile and a Traveler for every place."""
    weather = []
    for season in range(4):
        cards = list(SPIRE.season_weather(season))
        rng.shuffle(cards)
        weather.append(cards[0])
    decks = []
    for region in range(TRAIL_AREAS):
        cards = [c for c in SPIRE.region_cards(region) if DISCOVERIES[c].solo or not solo]
        rng.shuffle(cards)
        decks.append(cards)
    tiles = list(range(len(TILES)))
    rng.shuffle(tiles)
    per_area = SOLO_TILES_PER_AREA if solo else places + 1
    trails = [tiles[area * per_area : (area + 1) * per_area] for area in range(TRAIL_AREAS)]
    return Mountain(
        weather=weather,
        weather_shown=[True, False, False, False],
        decks=decks,
        known=[0] * TRAIL_AREAS,
        trails=trails,
        trails_shown=[True, False, False],
        explorers=[Explorer(home=place) for place in range(places)],
        gained=[(0, 0, 0, 0)] * places,
    )

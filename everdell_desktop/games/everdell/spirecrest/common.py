"""Small queries every Spirecrest module shares: the data tables, a seat's Explorer and
Weather, its Big Critters and Discovery cards."""

from __future__ import annotations

from everdell_desktop.core.kernel import is_bot

from ..places import meeple_of
from ..state import EverdellState
from .data import spire_data
from .state import Explorer, Found

SPIRE = spire_data()
DISCOVERIES = SPIRE.discoveries
DISCOVERY = SPIRE.discovery_index  # key -> Discovery card
CRITTERS = SPIRE.critters
WEATHER = SPIRE.weather
TILES = SPIRE.tiles
TILE = SPIRE.tile_index
HIDDEN = -1


def explorer(state: EverdellState, seat: int) -> Explorer:
    return state.spire.explorers[seat]


def weather_effect(state: EverdellState, seat: int) -> str | None:
    """The effect of the Weather ``seat`` obeys: its own season's card (Rugwort ignores the
    Weather; a card a view still hides has no effect there)."""
    if is_bot(state, seat):
        return None
    card = state.spire.weather[state.players[seat].season]
    return None if card == HIDDEN else WEATHER[card].effect


def found_card(state: EverdellState, seat: int, key: str) -> Found | None:
    """``seat``'s Discovery card ``key``, if it has played it."""
    card = DISCOVERY[key]
    for found in explorer(state, seat).found:
        if found.card == card:
            return found
    return None


def discovery_owner(state: EverdellState, key: str) -> tuple[int, Found] | None:
    """Who has played the Discovery card ``key`` (each exists once), and the card."""
    for seat in range(len(state.players)):
        found = found_card(state, seat, key)
        if found is not None:
            return seat, found
    return None


def critters_home(state: EverdellState, seat: int) -> list[str]:
    """The Big Critters ``seat`` owns that are not deployed."""
    out = {meeple_of(spot) for spot in state.players[seat].spots}
    return [critter for critter in explorer(state, seat).critters if critter not in out]


def plain_workers_home(state: EverdellState, seat: int) -> int:
    """Workers at home that are not Big Critters."""
    return state.players[seat].free - len(critters_home(state, seat))

"""What a player would name about a seat's Spirecrest position, as numbers for its learned
evaluation (``games/everdell/features.py`` adds them to the base game's): how far the Traveler
has come, the Expedition charted, reached and payable, the Discovery cards by kind and what the
scoring ones are worth now, and what the Weather still takes.

``NAMES`` and ``features`` must stay in step (a model file lists the names it was trained on).
"""

from __future__ import annotations

from ..state import EverdellState
from . import expedition
from .common import DISCOVERIES, explorer
from .heuristic import expedition_potential
from .scoring import discovery_points
from .weather import cards_owed

NAMES: tuple[str, ...] = (
    "spire_area",
    "spire_tiles",
    "spire_route_points",
    "spire_expedition_points",
    "spire_expedition_payable",
    "spire_discoveries",
    "spire_discovery_points",
    "spire_locations",
    "spire_big_critters",
    "spire_cards_held",
    "spire_owed",
)


def features(state: EverdellState, seat: int) -> list[float]:
    """The seat's Spirecrest position as ``NAMES`` lists it."""
    journey = explorer(state, seat)
    kinds = [DISCOVERIES[found.card].kind for found in journey.found]
    route = expedition.route(state, seat)
    return [
        float(journey.area),
        float(len(journey.tiles)),
        float(sum(expedition.stop_points(stop) for stop in route)),
        float(expedition.points(state, seat)),
        expedition_potential(state, seat),
        float(len(journey.found)),
        float(sum(discovery_points(state, seat).values())),
        float(kinds.count("location")),
        float(len(journey.critters)),
        float(sum(len(found.under) for found in journey.found)),
        float(cards_owed(state, seat)),
    ]

"""The board's locations and who may go where (occupancy rules), as fast static tables.

Location kinds (rulebook, "Main Board Location Types"):

* green — a Worker on an unoccupied space; a Helper as *guide* activates it twice; a Helper
  as *negotiator* lets a Worker onto a space already occupied by anybody (yourself included),
  and a second Helper may then still be the guide.
* fountain — one Worker per player; a negotiator lets you in when another player is there;
  never a guide. The board overlays add fountain spaces in 3- and 4-player games.
* brown — Helpers only, one at a time, whether occupied or not.

Destination cards in cities are addressed as ``card.<cid>`` (the owner's space) and
``community.<cid>`` (the opponents' space); see :mod:`.rules`.
"""

from __future__ import annotations

from .data import tables
from .state import EmerlandState

_T = tables()
LOCATIONS = tuple(loc.id for loc in _T.locations)
LOCATION_INDEX = {loc_id: index for index, loc_id in enumerate(LOCATIONS)}
LOCATION_KIND = tuple(loc.kind for loc in _T.locations)
LOCATION_EFFECTS = tuple(loc.effects for loc in _T.locations)
LOCATION_COST = tuple(loc.cost for loc in _T.locations)
LOCATION_MIN_PLAYERS = tuple(loc.min_players for loc in _T.locations)
WORKER_LOCATIONS = tuple(i for i, kind in enumerate(LOCATION_KIND) if kind != "brown")
HELPER_LOCATIONS = tuple(i for i, kind in enumerate(LOCATION_KIND) if kind == "brown")
UPGRADE_LOCATION = LOCATION_INDEX["brown.upgrade"]


def in_play(loc: int, players: int) -> bool:
    """Overlay spaces exist only with enough players."""
    return players >= LOCATION_MIN_PLAYERS[loc]


def worker_placements(state: EmerlandState, seat: int, loc: int) -> list[tuple[bool, bool]]:
    """The legal (guide, negotiator) combinations for one of ``seat``'s Workers at ``loc``."""
    helpers = state.helpers[seat]
    here = state.loc_workers[loc]
    occupied = any(here)
    if LOCATION_KIND[loc] == "green":
        if not occupied:
            return [(False, False), (True, False)] if helpers else [(False, False)]
        if helpers >= 2:
            return [(False, True), (True, True)]
        return [(False, True)] if helpers else []
    # fountain: one Worker per player, never a guide
    if here[seat]:
        return []
    if not occupied:
        return [(False, False)]
    return [(False, True)] if helpers else []


LOCATION_FREE = tuple(not any(cost) for cost in LOCATION_COST)


def affordable(state: EmerlandState, seat: int, loc: int) -> bool:
    """Whether ``seat`` can pay what the space asks before it may be used."""
    if LOCATION_FREE[loc]:
        return True
    for have, need in zip(state.supply[seat], LOCATION_COST[loc], strict=False):
        if have < need:
            return False
    return True

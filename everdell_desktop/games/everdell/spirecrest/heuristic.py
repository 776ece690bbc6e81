"""What Spirecrest adds to the base game's estimate (``games/everdell/heuristic.py``): the
Expedition the seat's resources and cards can pay for, Trails on their way to scoring, the
Discovery cards still to be used (locations, Big Critters, the Forager, cards held beneath an
Archeologist or a Trail Guide) and what the Weather still takes (a worker to Wild Fire, cards
owed to Severe Wind or Hail).

Leftover resources score nothing in the base game, but here they pay for map tiles: late in the
game a payable stop counts in full, earlier it shares the resources with the cards they could
still buy.
"""

from __future__ import annotations

from ..engine import color_counts
from ..state import AUTUMN, EverdellState
from . import expedition
from .common import DISCOVERIES, DISCOVERY, TILE, TILES, WEATHER, explorer
from .data import COLOR_INDEX
from .weather import cards_owed

EXPEDITION_EARLY_SHARE = 0.5  # of a payable stop's points at the start of the game
TRAIL_CREDIT = 0.5  # share of a Trail's points, by how much of its need the city meets
LOCATION_VALUE = 4.0  # a Discovery location (for the whole game still ahead)
CRITTER_VALUE = 3.0  # a Big Critter's power
FORAGER_VALUE = 3.0
HELD_CARD_VALUE = 0.9  # a card beneath an Archeologist or a Trail Guide: a cheaper play
HAND_CARD_VALUE = 0.6
PLACEMENT_VALUE = 0.6


def estimate(state: EverdellState, seat: int, left: float) -> float:
    value = expedition_potential(state, seat) * (1 - (1 - EXPEDITION_EARLY_SHARE) * left)
    value += _trail_credit(state, seat)
    for found in explorer(state, seat).found:
        info = DISCOVERIES[found.card]
        if info.kind == "location":
            value += left * LOCATION_VALUE
        elif info.kind == "big_critter":
            value += left * CRITTER_VALUE
        elif info.key == "forager":
            value += left * FORAGER_VALUE
        if info.key in ("archeologist", "trail_guide"):
            value += left * HELD_CARD_VALUE * len(found.under)
    value -= _weather_losses(state, seat, left)
    return value


def expedition_potential(state: EverdellState, seat: int) -> float:
    """Points of the stops still ahead that the seat could pay for now, in order; the first
    it cannot pay counts for the share of its cost the seat already holds."""
    player = state.players[seat]
    res = list(player.res)
    cards = len(player.hand)
    points = 0.0
    stops = expedition.route(state, seat)
    for stop in stops[explorer(state, seat).reached :]:
        worth = expedition.stop_points(stop)
        if stop in TILE:
            cost = TILES[TILE[stop]].cost
            covered = sum(min(have, need) for have, need in zip(res, cost, strict=True))
            need = sum(cost)
            if covered < need:
                return points + worth * covered / need
            res = [have - pay for have, pay in zip(res, cost, strict=True)]
        else:
            info = DISCOVERIES[DISCOVERY[stop]]
            if info.cost_any:
                if sum(res) < info.cost_any:
                    return points + worth * sum(res) / info.cost_any
                res = _spend_any(res, info.cost_any)
            if info.cost_cards:
                if cards < info.cost_cards:
                    return points + worth * cards / info.cost_cards
                cards -= info.cost_cards
        points += worth
    return points


def _spend_any(res: list[int], count: int) -> list[int]:
    """Pay ``count`` resources of any kind, the most plentiful first."""
    res = list(res)
    for _ in range(count):
        most = max(range(4), key=res.__getitem__)
        res[most] -= 1
    return res


def _trail_credit(state: EverdellState, seat: int) -> float:
    """Trails not yet met, credited by the share of their need the city meets."""
    colors = color_counts(state.players[seat])
    credit = 0.0
    for found in explorer(state, seat).found:
        scoring = DISCOVERIES[found.card].scoring
        if scoring is None or scoring.rule != "color_at_least":
            continue
        have = colors[COLOR_INDEX[scoring.color]]
        if have < scoring.count:
            credit += TRAIL_CREDIT * scoring.points * (have / scoring.count) ** 2
    return credit


def _weather_losses(state: EverdellState, seat: int, left: float) -> float:
    """A worker Wild Fire will take (when its card is known), cards owed to the Weather."""
    spire = state.spire
    player = state.players[seat]
    loss = 0.0
    autumn = spire.weather[AUTUMN]
    if (
        player.season < AUTUMN
        and spire.weather_shown[AUTUMN]
        and WEATHER[autumn].effect == "worker_lost"
    ):
        loss += PLACEMENT_VALUE
    return loss + cards_owed(state, seat) * HAND_CARD_VALUE * max(left, 0.2)

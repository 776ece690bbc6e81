"""Spirecrest's end-game points: Trails and Cities beside the city, and the Expedition."""

from __future__ import annotations

from ..engine import color_counts
from ..state import EverdellState
from . import expedition
from .common import DISCOVERIES, explorer
from .data import COLOR_INDEX, Scoring


def discovery_points(state: EverdellState, seat: int) -> dict[str, int]:
    """Each scoring Discovery card of ``seat`` with its points."""
    found = {}
    for card in explorer(state, seat).found:
        info = DISCOVERIES[card.card]
        if info.scoring is not None:
            found[info.key] = rule_points(state, seat, info.scoring)
    return found


def rule_points(state: EverdellState, seat: int, scoring: Scoring) -> int:
    player = state.players[seat]
    rule = scoring.rule
    if rule == "color_at_least":
        have = color_counts(player)[COLOR_INDEX[scoring.color]]
        return scoring.points if have >= scoring.count else 0
    if rule == "events_at_least":
        return scoring.points if len(player.events) >= scoring.count else 0
    if rule == "expedition_complete":
        return scoring.points if expedition.complete(state, seat) else 0
    if rule == "journey_points":
        return min(scoring.cap, player.journey)
    # city_less_per_color: never below 0 (rulings.md)
    have = color_counts(player)[COLOR_INDEX[scoring.color]]
    return max(0, scoring.base - have // scoring.per)


def categories(state: EverdellState, seat: int) -> dict[str, int]:
    return {
        "discoveries": sum(discovery_points(state, seat).values()),
        "expedition": expedition.points(state, seat),
    }

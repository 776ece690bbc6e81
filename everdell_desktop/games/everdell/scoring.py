"""Final scoring: card points, point tokens, Prosperity bonuses, Journey and Events.

Ties are broken by the number of Events achieved, then by resources left (rulebook, 승자 결정).
"""

from __future__ import annotations

from collections.abc import Callable

from everdell_desktop.core import ScoreBreakdown

from .engine import CARD, CARDS, EVENTS, first_of, pairs
from .spirecrest import scoring as spire_scoring
from .state import EverdellState, Player

PROSPERITY = 4
END_BONUS: dict[int, Callable[[EverdellState, Player], int]] = {}
WIFE_PAIR_BONUS = 3
ARCHITECT_CAP = 6


def bonus(key: str):
    def register(function):
        END_BONUS[CARD[key]] = function
        return function

    return register


@bonus("architect")
def _architect(state, player):
    return min(ARCHITECT_CAP, player.res[1] + player.res[2])


@bonus("castle")
def _castle(state, player):
    return sum(1 for cc in player.city if not CARDS[cc.card].critter and not CARDS[cc.card].unique)


@bonus("palace")
def _palace(state, player):
    return sum(1 for cc in player.city if not CARDS[cc.card].critter and CARDS[cc.card].unique)


@bonus("school")
def _school(state, player):
    return sum(1 for cc in player.city if CARDS[cc.card].critter and not CARDS[cc.card].unique)


@bonus("theatre")
def _theatre(state, player):
    return sum(1 for cc in player.city if CARDS[cc.card].critter and CARDS[cc.card].unique)


@bonus("evertree")
def _evertree(state, player):
    return sum(1 for cc in player.city if CARDS[cc.card].color == PROSPERITY)


@bonus("king")
def _king(state, player):
    return sum(2 if EVENTS[event].special else 1 for event in player.events)


def wife_bonus(player: Player) -> int:
    """Each Wife that shares her space with a Husband is worth 3 more."""
    return WIFE_PAIR_BONUS * pairs(player)


END_BONUS[CARD["wife"]] = lambda state, player: 0  # scored once per pair by wife_bonus


def _workers_on(player: Player, seat: int, key: str) -> int:
    cc = first_of(player, CARD[key])
    return sum(1 for worker in cc.workers if worker == seat) if cc else 0


def event_points(state: EverdellState, seat: int, event: int) -> int:
    """An achieved event's worth; some depend on the final city (rulings.md)."""
    player = state.players[seat]
    key = EVENTS[event].key
    points = player.event_points.get(event, 0)
    if key == "event.ministering_to_miscreants":
        dungeon = first_of(player, CARD["dungeon"])
        points += 3 * (len(dungeon.under) if dungeon else 0)
    elif key == "event.flying_doctor_service":
        points += 3 * sum(pairs(other) for other in state.players)
    elif key == "event.path_of_the_pilgrims":
        points += 3 * _workers_on(player, seat, "monastery")
    elif key == "event.remembering_the_fallen":
        points += 3 * _workers_on(player, seat, "cemetery")
    elif key == "event.pristine_chapel_ceiling":
        chapel = first_of(player, CARD["chapel"])
        points += 2 * (chapel.tokens if chapel else 0)
    return points


def player_breakdown(state: EverdellState, seat: int) -> ScoreBreakdown:
    player = state.players[seat]
    base = sum(CARDS[cc.card].points for cc in player.city)
    tokens = player.tokens + sum(cc.tokens for cc in player.city)
    prosperity = wife_bonus(player)
    details: dict[str, dict[str, int]] = {"prosperity": {}, "events": {}}
    for cc in player.city:
        function = END_BONUS.get(cc.card)
        if function is not None:
            value = function(state, player)
            prosperity += value
            if value:
                key = CARDS[cc.card].key
                details["prosperity"][key] = details["prosperity"].get(key, 0) + value
    if pairs(player):
        details["prosperity"]["wife"] = wife_bonus(player)
    event_total = 0
    for event in player.events:
        value = event_points(state, seat, event)
        details["events"][EVENTS[event].key] = value
        event_total += value
    categories = {
        "cards": base,
        "tokens": tokens,
        "prosperity": prosperity,
        "journey": player.journey,
        "events": event_total,
    }
    if state.spire is not None:
        categories.update(spire_scoring.categories(state, seat))
        details["discoveries"] = spire_scoring.discovery_points(state, seat)
    return ScoreBreakdown(
        seat,
        categories,
        tiebreak=(len(player.events), sum(player.res)),
        details=details,
    )

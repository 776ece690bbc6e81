"""Heuristic for Everdell (base game): the running score plus what each seat's assets should
still turn into before the game ends.

The running score (``game.scores``: card points, tokens, Prosperity bonuses, Journey, Events)
is the backbone. Leftover resources and cards in hand score nothing at the end, so they are
credited in proportion to the share of the seat's game still to play (its remaining worker
placements): early on they become cards, late they are dead weight. On top of that come the
city's engine (Production cards that will fire again at the coming spring or autumn), the worker
placements still to come, Events that the city is getting close to, free city space, and the
growth still expected from Prosperity cards that count other cards.
"""

from __future__ import annotations

from everdell_desktop.core import Action, GameDefinition, Rng
from everdell_desktop.core.heuristics import kind_weights, leads, weighted_pick
from everdell_desktop.games.everdell.engine import (
    CARD,
    CARDS,
    EVENTS,
    color_counts,
    spaces_used,
)
from everdell_desktop.games.everdell.scoring import player_breakdown
from everdell_desktop.games.everdell.spirecrest import heuristic as spire_heuristic
from everdell_desktop.games.everdell.state import (
    AUTUMN,
    CITY_LIMIT,
    HAND_LIMIT,
    SPRING,
    EverdellState,
    Player,
)

PRODUCTION = 0
# Workers available in winter, spring, summer and autumn (2, +1, +1, +2): 15 placements a game.
WORKERS_BY_SEASON = (2, 3, 4, 6)
PLACEMENTS = sum(WORKERS_BY_SEASON)
# Early in the game a resource is worth about this much (twig, resin, pebble, berry): it becomes
# card points. A hoard beyond what a seat can sensibly spend counts only up to SPENDABLE.
RESOURCE_WEIGHT = (0.55, 0.75, 0.85, 0.6)
SPENDABLE = 6
HAND_CARD_VALUE = 0.6  # a card in hand early in the game (options, a cheaper play later)
PLACEMENT_VALUE = 0.6  # a worker placement still to come, beyond what the resources reflect
YIELD_PER_FIRING = 1.5  # what a Production card gives each time it fires
EVENT_CREDIT = 0.4  # share of an open Event's points, by how much of its need the city meets
SPECIAL_EVENT_POINTS = 4  # a special Event's usual worth when its points depend on the city
SPACE_VALUE = 0.3  # a free city space while there is game left to fill it
GROWTH_PER_CARD = 0.25  # how much a counting Prosperity card gains per card still to be played
CARDS_LEFT_TO_PLAY = 8  # cards a seat still plays from the start of the game, roughly
COUNTING_PROSPERITY = tuple(
    CARD[key] for key in ("castle", "palace", "school", "theatre", "evertree", "king")
)


def values(game: GameDefinition, state: EverdellState) -> list[float]:
    estimates = [_estimate(state, seat) for seat in range(state.num_seats)]
    if len(state.players) > state.num_seats:  # solo: Rugwort's score is the rival
        estimates.extend(b.total for b in game.scores(state)[state.num_seats :])
    return leads(estimates, state.num_seats)


def _estimate(state: EverdellState, seat: int) -> float:
    player = state.players[seat]
    estimate = float(player_breakdown(state, seat).total)
    if state.over or player.passed:
        return estimate
    left = game_left(player)
    estimate += left * sum(
        weight * min(have, SPENDABLE)
        for weight, have in zip(RESOURCE_WEIGHT, player.res, strict=True)
    )
    estimate += left * HAND_CARD_VALUE * min(len(player.hand), HAND_LIMIT)
    estimate += PLACEMENT_VALUE * _placements_left(player)
    estimate += YIELD_PER_FIRING * _coming_firings(player)
    estimate += _event_credit(state, player)
    estimate += left * SPACE_VALUE * (CITY_LIMIT - spaces_used(player))
    estimate += left * GROWTH_PER_CARD * CARDS_LEFT_TO_PLAY * _counting_cards(player)
    if state.spire is not None:
        estimate += spire_heuristic.estimate(state, seat, left)
    return estimate


def game_left(player: Player) -> float:
    """Share of the seat's game still to play, by worker placements to come: 1 at the start, 0
    once passed. A seat without placements left can still play cards, hence the one extra."""
    if player.passed:
        return 0.0
    return (_placements_left(player) + 1) / (PLACEMENTS + 1)


def _placements_left(player: Player) -> int:
    if player.passed:
        return 0
    return player.free + sum(WORKERS_BY_SEASON[player.season + 1 :])


def _coming_firings(player: Player) -> int:
    """Production cards fire again when the seat prepares for spring and for autumn."""
    rounds = (player.season < SPRING) + (player.season < AUTUMN)
    if not rounds:
        return 0
    return rounds * sum(1 for cc in player.city if CARDS[cc.card].color == PRODUCTION)


def _event_needs(event) -> tuple[tuple[tuple[int, int], ...], tuple[int, ...], int, float]:
    """(colour, count) pairs needed, cards needed, how many needs in all, the points credited."""
    colors = tuple((color, need) for color, need in enumerate(event.needs_color) if need)
    needed = sum(need for _color, need in colors) + len(event.needs_cards)
    points = event.points or (SPECIAL_EVENT_POINTS if event.special else 0)
    return colors, event.needs_cards, needed, EVENT_CREDIT * points


EVENT_NEEDS = tuple(_event_needs(event) for event in EVENTS)


def _event_credit(state: EverdellState, player: Player) -> float:
    """Partial points for open Events, by the share of their needs the city already meets."""
    colors = color_counts(player)
    built = {cc.card for cc in player.city}
    credit = 0.0
    for event in state.events_open:
        color_needs, card_needs, needed, worth = EVENT_NEEDS[event]
        if not needed:
            continue
        met = sum(min(colors[color], need) for color, need in color_needs)
        met += sum(1 for card in card_needs if card in built)
        credit += worth * (met / needed) ** 2
    return credit


def _counting_cards(player: Player) -> int:
    return sum(1 for cc in player.city if cc.card in COUNTING_PROSPERITY)


# --- the playout policy ------------------------------------------------------------------------
KIND_WEIGHT = {
    "play": 8.0,
    "claim": 8.0,
    "place": 3.0,
    "perch": 3.0,
    "hideout": 3.0,
    "prepare": 1.0,
    "pass": 0.1,  # passing ends the seat's game: a playout should rarely do it while it can act
}
ANSWER_WEIGHT = 1.0
DECLINE_WEIGHT = 0.2


def rollout_action(
    game: GameDefinition, state: EverdellState, legal: list[Action], rng: Rng
) -> Action:
    """A weighted random pick: playing cards and claiming Events first, placing workers next,
    passing last; a prompt is answered at random but rarely declined."""
    return weighted_pick(legal, _weight, rng)


_weight = kind_weights(KIND_WEIGHT, ANSWER_WEIGHT, DECLINE_WEIGHT, lambda a: a.kind == "decline")

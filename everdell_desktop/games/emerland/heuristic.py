"""Heuristic for Everdell: Emerland: the running score plus what the seat's assets should still
turn into before the game ends.

The running score (``game.scores``: cards, Prosperity, tokens, Artifacts, Archaeologist, Realms,
leftover resources) is the backbone. On top of it, resources, Harps and cards in hand are worth
more the more of the game a seat has left (they become cards later; at the end a resource is
half a point and a card in hand nothing; a hoard beyond what can be spent is only worth its end
value), Production and Governance cards that will fire at a
coming season are credited with their expected yield, and a Prosperity card whose threshold is
not met yet gets partial credit.
"""

from __future__ import annotations

from everdell_desktop.core import Action, GameDefinition, Rng
from everdell_desktop.core.heuristics import GameHeuristic, kind_weights, leads, weighted_pick
from everdell_desktop.core.plugin import LazyRef
from everdell_desktop.games.emerland.data import (
    AUTUMN,
    EMERALD,
    HARP,
    PRODUCTION,
    PROSPERITY,
    SPRING,
)
from everdell_desktop.games.emerland.effects import HAND_LIMIT, design_of, side_of
from everdell_desktop.games.emerland.scoring import breakdown, count
from everdell_desktop.games.emerland.state import EmerlandState

SEASONS_IN_GAME = 4
RESOURCE_END = 0.5  # a leftover resource (or Emerald) scores half a point
# Early on a resource is worth more: it becomes card points. How much more depends on how scarce
# it is (Marble most, Bamboo least) and stops at what a seat can sensibly spend.
RESOURCE_WEIGHT = (0.3, 0.5, 0.5, 0.9, 0.6)  # bamboo, leaf, fig, marble, emerald
SPENDABLE = 5
HARP_VALUE = 1.5  # a Harp lets a Critter in for free
HAND_CARD_VALUE = 0.7  # a card in hand early in the game (options, Artisan fodder, excavation)
YIELD_PER_FIRING = 1.5  # what a Production or Governance card gives each time it fires
THRESHOLD_CREDIT = 0.6  # share of an unmet Prosperity threshold's points, pro rata


def values(game: GameDefinition, state: EmerlandState) -> list[float]:
    estimates = [estimate(state, seat) for seat in range(state.num_seats)]
    estimates.extend(b.total for b in game.scores(state)[state.num_seats :])
    return leads(estimates, state.num_seats)


def estimate(state: EmerlandState, seat: int) -> float:
    """The seat's score now plus what its supply, hand and cards should still turn into."""
    score = breakdown(state, seat)
    left = game_left(state, seat)
    supply = state.supply[seat]
    resources = sum(supply[:4]) + supply[EMERALD]
    value = score.total - score.categories["resources"]
    value += resources * RESOURCE_END
    value += left * sum(
        weight * min(have, SPENDABLE)
        for weight, have in zip(RESOURCE_WEIGHT, supply[: EMERALD + 1], strict=True)
    )
    value += supply[HARP] * HARP_VALUE * left
    value += min(len(state.hands[seat]), HAND_LIMIT) * HAND_CARD_VALUE * left
    value += coming_yield(state, seat)
    value += threshold_credit(state, seat)
    return value


def game_left(state: EmerlandState, seat: int) -> float:
    """Share of the seat's game still to play, from 1 (summer, no Worker placed) to 0."""
    if state.passed[seat]:
        return 0.0
    total = state.workers_total[seat]
    unplaced = state.workers[seat] / total if total else 0.0
    return (SEASONS_IN_GAME - 1 - state.season[seat] + unplaced) / SEASONS_IN_GAME


def coming_yield(state: EmerlandState, seat: int) -> float:
    """Production cards fire again when preparing for autumn and spring; Governance cards with
    a season trigger fire when preparing for those seasons."""
    season = state.season[seat]
    production_rounds = (season < AUTUMN) + (season < SPRING)
    total = 0.0
    for cid in state.cities[seat]:
        if design_of(cid).color == PRODUCTION:
            total += production_rounds * YIELD_PER_FIRING
        else:
            side = side_of(state, cid)
            if side.trigger == "on_prepare":
                total += sum(1 for s in side.seasons if s > season) * YIELD_PER_FIRING
    return total


def threshold_credit(state: EmerlandState, seat: int) -> float:
    """Partial points for a Prosperity card that pays only from a threshold on."""
    if state.passed[seat]:
        return 0.0
    credit = 0.0
    for cid in state.cities[seat]:
        if design_of(cid).color != PROSPERITY:
            continue
        what, points, _each, _cap, at_least = side_of(state, cid).score
        if at_least is not None:
            have = count(state, seat, what)
            if have < at_least:
                credit += THRESHOLD_CREDIT * points * have / at_least
    return credit


# --- the playout policy ------------------------------------------------------------------------
KIND_WEIGHT = {
    "play_card": 8.0,
    "place_worker": 4.0,
    "place_helper": 3.0,
    "use_artisan": 3.0,
    "excavate": 2.0,
    "prepare": 1.0,
    "pass": 0.1,  # passing ends the seat's game: a playout should rarely do it while it can act
}
DECLINE_WEIGHT = 0.2  # an optional ability is rarely refused
ANSWER_WEIGHT = 1.0


def rollout_action(
    game: GameDefinition, state: EmerlandState, legal: list[Action], rng: Rng
) -> Action:
    """A weighted random pick: playing cards and placing meeples first, passing last; a
    prompt is answered at random but rarely declined."""
    return weighted_pick(legal, _weight, rng)


_weight = kind_weights(KIND_WEIGHT, ANSWER_WEIGHT, DECLINE_WEIGHT)


# The features a learned evaluation reads, and where its model ships (``ai.value_model``).
FEATURES = LazyRef(f"{__package__}.features", "VALUE_FEATURES")
# Hard judges with the learned model at 2 players (the solo game against Koto has one seat, and
# keeps the hand-written Hard): on 40 fresh deals it beat ``greedy`` in 37 where the hand-written
# judgement won 29, in one process at a mean 218 ms of CPU a decision against 356 ms for Hard's
# own process and its helper (docs/ai.md, "Hard's learned judgement in Emerland and Duo").
# At 3 and 4 players by a model of each table size (``value_model_3p.json``, ``_4p``): alone
# among ``greedy`` on 24 fresh deals each (two seeds) it won 21.5 at 3 players where the
# hand-written judgement won 17, at 222-228 ms of CPU in all a decision against 475-535 ms with
# the helper, and 17 against 11 at 4 players, at 293-300 ms against 483-503 ms (docs/ai.md,
# "Emerland at 4 players: a model of its own").
HARD_LEARNED_SEATS = frozenset({2, 3, 4})
# Normal judges with it at 2 players as well: on 20 fresh deals it beat ``greedy`` in 15 where
# the hand-written Normal won 11 of the same deals, at a median of 48 ms of CPU a decision
# against 85 ms (docs/ai.md, "Emerland's Normal judges with its model").
NORMAL_LEARNED_SEATS = frozenset({2})
HEURISTIC = GameHeuristic(
    values,
    rollout_action,
    value_features=FEATURES,
    hard_learned_seats=HARD_LEARNED_SEATS,
    normal_learned_seats=NORMAL_LEARNED_SEATS,
)

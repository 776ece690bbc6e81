"""Heuristic for Everdell Duo: the running score plus what each seat's assets should still turn
into before the game ends.

The running score (cards, purple bonuses counted on the city as it stands, tokens, Events) is
the backbone. Resources and cards in hand score nothing at the end (beyond the tie-breaks), so
they are credited in proportion to the share of the game still to play, as are unplaced workers
of the current season; green cards are credited with the Spring and Autumn firings still to
come; open Events by how much of their requirement the city meets; the Journey by who leads in
its count; and purple cards that count things by the growth still to come.
"""

from __future__ import annotations

from typing import NamedTuple

from everdell_desktop.core import Action, GameDefinition, Rng
from everdell_desktop.core.heuristics import GameHeuristic, WeightTable, leads, weighted_pick
from everdell_desktop.core.plugin import LazyRef

from .data import EventInfo
from .engine import CARD, CARDS, DATA, END, EVENTS, count, rival, team
from .places import open_event_spaces
from .scoring import player_breakdown
from .state import AUTUMN, SPRING, DuoState

SEASONS_IN_GAME = 4
ACTIONS_PER_SEASON = 2 * END  # the Sun and the Moon each move END spaces
GAME_ACTIONS = SEASONS_IN_GAME * ACTIONS_PER_SEASON
SPENDABLE = 6  # beyond this many of one resource a hoard is worth little more
HAND_USEFUL = 8  # beyond this many cards in hand more are worth little


class Weights(NamedTuple):
    """What each asset is worth, in final points (fitted to greedy self-play, see
    docs/duo_components.md, "Balance")."""

    resources: tuple[float, float, float, float]  # twig, resin, pebble, berry, at the start
    hand_card: float  # a card in hand at the start
    worker: float  # an unplaced worker at the start of a season
    firing: float  # one firing of a green card still to come
    event: float  # share of an open Event's points, by how much of its need is met (squared)
    journey: float  # share of the Journey's points, by the lead in its count
    purple_growth: float  # what a counting purple card still gains, at the start


WEIGHTS = Weights((0.55, 0.7, 0.85, 0.65), 0.45, 1.2, 1.6, 0.45, 1.0, 1.5)


def values(game: GameDefinition, state: DuoState, weights: Weights = WEIGHTS) -> list[float]:
    if state.coop is not None:
        return team_values(game, state, weights)
    estimates = [estimate(state, seat, weights) for seat in range(state.num_seats)]
    if state.solo is not None:
        estimates.extend(b.total for b in game.scores(state)[state.num_seats :])
    return leads(estimates, state.num_seats)


def team_values(game: GameDefinition, state: DuoState, weights: Weights = WEIGHTS) -> list[float]:
    """Cooperatively both characters play for the team: each one's value is the team's
    estimate (the shared city once, both supplies) less the Skunk's score."""
    team = estimate(state, 0, weights)
    team += supply_credit(state, 1, weights) if not state.over else 0.0
    margin = team - game.scores(state)[-1].total
    return [margin] * state.num_seats


def game_left(state: DuoState) -> float:
    """Share of the game's actions still to come: 1 at the start, 0 at the end."""
    if state.over:
        return 0.0
    in_season = 2 * END - state.sun - state.moon
    later = (AUTUMN - state.season) * ACTIONS_PER_SEASON
    return (later + in_season) / GAME_ACTIONS


def estimate(state: DuoState, seat: int, weights: Weights = WEIGHTS) -> float:
    value = float(player_breakdown(state, seat).total)
    if state.over:
        return value
    left = game_left(state)
    value += supply_credit(state, seat, weights)
    value += weights.firing * firings_to_come(state, seat)
    value += weights.event * _event_need(state, seat)
    value += weights.journey * _journey_credit(state, seat, left)
    value += left * weights.purple_growth * _counting_purples(state, seat)
    return value


def supply_credit(state: DuoState, seat: int, weights: Weights = WEIGHTS) -> float:
    """What a seat's own resources, hand and unplaced workers are still worth."""
    left = game_left(state)
    bank = state.res[seat]
    value = left * sum(
        w * min(have, SPENDABLE) for w, have in zip(weights.resources, bank, strict=True)
    )
    value += left * weights.hand_card * min(len(state.hands[seat]), HAND_USEFUL)
    if state.sun < END:
        value += weights.worker * state.free[seat] * (END - state.sun) / END
    return value


def firings_to_come(state: DuoState, seat: int) -> int:
    rounds = (state.season < SPRING) + (state.season < AUTUMN)
    if not rounds:
        return 0
    return rounds * count(state, seat, "green")


def _event_need(state: DuoState, seat: int) -> float:
    """Open Events' points, each by the share of its requirement met, squared."""
    credit = 0.0
    for space in open_event_spaces(state):
        info = EVENTS[state.events[space]]
        credit += info.points * event_share(state, seat, info) ** 2
    return credit


def event_share(state: DuoState, seat: int, info: EventInfo) -> float:
    """The share of an Event's requirement (cards, resources held, more than the rival) the
    seat meets now: 1 when it could claim it; 0 for an Event that asks for nothing."""
    need = met = 0
    for what, wanted in info.needs:
        need += wanted
        met += min(count(state, seat, what), wanted)
    for have, wanted in zip(state.res[seat], info.hold, strict=True):
        need += wanted
        met += min(have, wanted)
    if info.more is not None:
        need += 1
        met += count(state, seat, info.more) > count(state, rival(state, seat), info.more)
    return met / need if need else 0.0


def _journey_credit(state: DuoState, seat: int, left: float) -> float:
    info = EVENTS[state.journey]
    lead = journey_lead(state, seat)
    now = 1.0 if lead > 0 else 0.0
    hope = min(max(0.5 + 0.2 * lead, 0.0), 1.0)
    return info.points * (left * hope + (1 - left) * now)


def journey_lead(state: DuoState, seat: int) -> int:
    """How many more of the Journey's count (tan cards) the seat has than its rival."""
    what = EVENTS[state.journey].more
    return count(state, seat, what) - count(state, rival(state, seat), what)


def _counting_purples(state: DuoState, seat: int) -> int:
    return sum(
        1
        for card in state.cities[team(state, seat)]
        if CARDS[card].score is not None and CARDS[card].score[0] not in (None, "resources")
    )


# --- the search's budget -------------------------------------------------------------------
# Playouts of 40 actions run most of a Duo game on to its end at random, and blurred the search:
# Normal won 7 of 20 against ``greedy`` at its 0.45 s cap, and Hard needed 1.4 s a decision.
# Judged after 20 actions, fewer iterations do better in less time: Normal (250) won 16 of the
# same 20 deals at a median 0.31 s, Hard (500) won more than before at about 0.6 s (docs/ai.md,
# "Duo's search: shorter playouts, fewer iterations"). Searching in two processes, Normal won 18
# of the 20 in 0.21 s, and Hard spends its time on 1,000 iterations: 12 of 20 against Normal
# (was 11), at a median 0.52 s (docs/ai.md, "Two processes for Hard and for Duo's Normal"). Read by
# ``ai.levels.budget_for``.
BUDGET_CHANGES = {
    "mcts-normal": {"rollout_depth": 20, "iterations": 250, "processes": 2},
    "mcts-hard": {"rollout_depth": 20, "iterations": 1000},
}


# --- the playout policy --------------------------------------------------------------------
ANSWER_WEIGHT = 1.0
DECLINE_WEIGHT = 0.2
TRADE_WEIGHT = 0.05  # a playout trades (or shares) cards away only now and then
WORKER_WEIGHT = 3.0
DECK_WEIGHT = 0.3
REST_WEIGHT = 1.0


def rollout_action(game: GameDefinition, state: DuoState, legal: list[Action], rng: Rng) -> Action:
    """A cheap, sensible playout: Events and valuable cards first (green ones early, free
    plays by an Occupied token gladly), workers next, a taken card by its points, a trade
    rarely; a prompt is answered at random but rarely declined."""
    if state.pending:
        return weighted_pick(legal, _answer_weight, rng)
    late = state.season >= AUTUMN
    return weighted_pick(legal, _TURN_WEIGHTS[late].__getitem__, rng)


def _answer_weight(action: Action) -> float:
    return DECLINE_WEIGHT if action.kind == "decline" else ANSWER_WEIGHT


def _turn_weight(action: Action, late: bool) -> float:
    """How gladly a playout takes a turn's action (``late``: in autumn, when a green card no
    longer fires again)."""
    kind = action.kind
    if kind == "play":
        info = CARDS[CARD[action["card"]]]
        weight = 4.0 + 2.0 * info.points
        if info.color == 0 and not late:
            weight += 3.0
        if info.score is not None:
            weight += 2.0
        if action.get("occupy") is not None:
            weight += 3.0
        return weight
    if kind == "claim":
        return 12.0 + 2.0 * EVENTS[DATA.event_index[action["event"]]].points
    if kind in ("place", "visit"):
        return WORKER_WEIGHT
    if kind == "take":
        if action["src"] == "deck":
            return DECK_WEIGHT
        return 0.15 + 0.1 * CARDS[CARD[action["card"]]].points
    if kind in ("trade", "share"):
        return TRADE_WEIGHT
    return REST_WEIGHT


# ``_turn_weight`` before autumn and in autumn, worked out once per action.
_TURN_WEIGHTS = (
    WeightTable(lambda action: _turn_weight(action, False)),
    WeightTable(lambda action: _turn_weight(action, True)),
)


# The features a learned evaluation reads, and where its model ships (``ai.value_model``).
FEATURES = LazyRef(f"{__package__}.features", "VALUE_FEATURES")
HEURISTIC = GameHeuristic(values, rollout_action, BUDGET_CHANGES, FEATURES)

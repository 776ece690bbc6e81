"""Heuristic for Pebble Path, the test game: points banked, pebbles, and the cards in hand."""

from __future__ import annotations

from everdell_desktop.core import Action, GameDefinition, Rng
from everdell_desktop.core.heuristics import GameHeuristic, leads
from everdell_desktop.core.plugin import LazyRef
from everdell_desktop.games.tinygame.rules import HIDDEN, PebbleState

HAND_CARD_WEIGHT = 0.5  # a card in hand is worth about half its face: it costs a turn to play
UNKNOWN_CARD = 3.5  # mean card value, for a hand the seat cannot see


def values(game: GameDefinition, state: PebbleState) -> list[float]:
    estimates = []
    for seat in range(state.num_seats):
        hand = sum(UNKNOWN_CARD if card == HIDDEN else card for card in state.hands[seat])
        estimates.append(
            state.points[seat] + state.pebbles[seat] / 2 + HAND_CARD_WEIGHT * hand,
        )
    estimates.extend(b.total for b in game.scores(state)[state.num_seats :])
    return leads(estimates, state.num_seats)


def rollout_action(game: GameDefinition, state: PebbleState, legal: list[Action], rng: Rng):
    """Mostly play the best card on offer; sometimes anything, so playouts stay varied."""
    if rng.randrange(4) == 0:
        return rng.choice(legal)
    return max(legal, key=_points_now)


def _points_now(action: Action) -> int:
    """Points the action banks at once; a roll or a trade counts as an average card (3)."""
    return action.get("card", 3) * (2 if action.kind == "double" else 1)


# The features a learned evaluation reads (``ai.value_model``; no model shipped).
FEATURES = LazyRef(f"{__package__}.features", "VALUE_FEATURES")
HEURISTIC = GameHeuristic(values, rollout_action, value_features=FEATURES)

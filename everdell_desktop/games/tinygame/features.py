"""A seat's position in Pebble Path as numbers, for the learned evaluation (``ai.value_model``):
points banked, pebbles, the cards in hand and the turns left. The test game ships no model: its
tests train one."""

from __future__ import annotations

from everdell_desktop.core import GameDefinition
from everdell_desktop.core.heuristics import ValueFeatures
from everdell_desktop.games.tinygame.heuristic import UNKNOWN_CARD
from everdell_desktop.games.tinygame.rules import HIDDEN, PebbleState

NAMES: tuple[str, ...] = ("points", "pebbles", "hand_points", "turns_left")


def features(game: GameDefinition, state: PebbleState, seat: int) -> list[float]:
    hand = sum(UNKNOWN_CARD if card == HIDDEN else card for card in state.hands[seat])
    return [
        float(state.points[seat]),
        float(state.pebbles[seat]),
        float(hand),
        float(state.turns_left[seat]),
    ]


VALUE_FEATURES = ValueFeatures(NAMES, features, __package__)

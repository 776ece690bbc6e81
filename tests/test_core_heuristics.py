"""The shared shapes of a game's playout policy."""

from __future__ import annotations

from everdell_desktop.core import Action
from everdell_desktop.core.heuristics import kind_weights
from everdell_desktop.core.kernel import DECLINE


def test_a_playout_weight_goes_by_kind_then_tells_an_answer_from_the_kernels_decline():
    weight = kind_weights({"play_card": 8.0, "pass": 0.1}, answer=1.0, decline=0.2)
    assert weight(Action.of("play_card", card=3)) == 8.0
    assert weight(Action.of("pass")) == 0.1
    assert weight(Action.of("choose", pick=2)) == 1.0
    assert weight(DECLINE) == 0.2

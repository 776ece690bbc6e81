"""Behaviour the emerland shard's seeded mutation sample (issue 43, seed 43) found unpinned."""

from __future__ import annotations

import pytest
from emerland_kit import GAME, new_game
from koto_kit import blank, koto_turn
from pydantic import ValidationError

from everdell_desktop.games.emerland import heuristic
from everdell_desktop.games.emerland.data import (
    BAMBOO,
    EMERALD,
    FIG,
    LEAF,
    MARBLE,
    Dice,
    load_components,
)


def test_the_dice_file_needs_at_least_one_die():
    faces = load_components().dice.model_dump()["faces"]
    assert Dice.model_validate({"dice": 1, "faces": faces}).dice == 1
    with pytest.raises(ValidationError):
        Dice.model_validate({"dice": 0, "faces": faces})


def test_koto_places_plain_meeples_never_a_guide_or_the_negotiator():
    """The table draws a placed meeple from the event: Koto has no guide and no negotiator."""
    placed = [e for e in koto_turn(blank()) if e.kind == "meeple_placed"]
    assert placed
    assert all(not e.params["guide"] and not e.params["negotiator"] for e in placed)


def test_a_seat_done_playing_values_each_leftover_resource_and_emerald_at_half_a_point():
    """Once a seat has passed, what it holds is only worth its end value: half a point per
    leftover resource, Emeralds included, not rounded down to whole pairs as the score does.
    Four resources and two more Emeralds on top of two: 3.0 more than the two Emeralds alone."""
    state = new_game()
    state.passed[0] = True
    state.supply[0][EMERALD] = 2
    before = heuristic.values(GAME, state)[0]
    for kind in (BAMBOO, LEAF, FIG, MARBLE):
        state.supply[0][kind] = 1
    state.supply[0][EMERALD] = 4
    assert heuristic.values(GAME, state)[0] - before == pytest.approx(3.0)

"""Behaviour the emerland shard's seeded mutation sample (issue 43, seed 43) found unpinned."""

from __future__ import annotations

import pytest
from koto_kit import blank, koto_turn
from pydantic import ValidationError

from everdell_desktop.games.emerland.data import Dice, load_components


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

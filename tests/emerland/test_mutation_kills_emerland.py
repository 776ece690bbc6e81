"""Behaviour the emerland shard's seeded mutation sample (issue 43, seed 43) found unpinned."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from everdell_desktop.games.emerland.data import Dice, load_components


def test_the_dice_file_needs_at_least_one_die():
    faces = load_components().dice.model_dump()["faces"]
    assert Dice.model_validate({"dice": 1, "faces": faces}).dice == 1
    with pytest.raises(ValidationError):
        Dice.model_validate({"dice": 0, "faces": faces})

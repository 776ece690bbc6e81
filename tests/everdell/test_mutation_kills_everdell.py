"""Behaviour the everdell shard's seeded mutation sample (issue 43, seed 43) found unpinned."""

from __future__ import annotations

import pytest
from spirecrest_kit import spire

from everdell_desktop.games.everdell.features import _gap
from everdell_desktop.games.everdell.spirecrest import heuristic


def test_the_resources_a_seat_still_lacks_are_counted_per_kind():
    # twig 3 for 1 held, resin 1 for 2, pebble 4 for 2, berry 5 for 5: lacking 2 + 0 + 2 + 0
    assert _gap([1, 2, 2, 5], (3, 1, 4, 5)) == 4


@pytest.mark.parametrize(("left", "expected"), [(1.0, 4.0), (0.5, 6.0), (0.0, 8.0)])
def test_an_expedition_is_worth_half_its_points_at_the_start_and_all_at_the_end(
    monkeypatch, left, expected
):
    """The estimate weighs the payable Expedition stops (8 points here) from half their
    points with the whole game left to all of them with none left; nothing else counts."""
    monkeypatch.setattr(heuristic, "expedition_potential", lambda state, seat: 8.0)
    monkeypatch.setattr(heuristic, "_trail_credit", lambda state, seat: 0.0)
    monkeypatch.setattr(heuristic, "_weather_losses", lambda state, seat, left: 0.0)
    assert heuristic.estimate(spire(), 0, left) == expected

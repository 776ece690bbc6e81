"""Meeples keep their place across syncs, so only pieces that really moved are animated."""

from everdell_desktop.ui.table_layout import assign_places


def test_a_piece_whose_place_is_still_needed_stays_put():
    current = {"w:0:0": "green.bamboo", "w:0:1": "reserve", "w:1:0": "reserve"}
    result = assign_places(current, "w:0:", ["reserve", "green.bamboo"])
    assert result == {"w:0:0": "green.bamboo", "w:0:1": "reserve"}
    assert current["w:1:0"] == "reserve"


def test_a_freed_piece_takes_the_new_place_and_extra_places_get_new_keys():
    current = {"w:0:0": "green.bamboo", "w:0:1": "reserve"}
    result = assign_places(current, "w:0:", ["reserve", "green.fig", "green.leaf"])
    assert result["w:0:1"] == "reserve"
    assert result["w:0:0"] == "green.fig"
    assert result["w:0:2"] == "green.leaf"
    assert current == result


def test_pieces_no_longer_needed_are_dropped():
    current = {"w:0:0": "green.bamboo", "w:0:1": "reserve"}
    assert assign_places(current, "w:0:", ["reserve"]) == {"w:0:1": "reserve"}
    assert current == {"w:0:1": "reserve"}

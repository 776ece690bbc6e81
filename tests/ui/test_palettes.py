"""Palettes as data: each game's palette.json and the default one a new game starts from."""

import json
from pathlib import Path

import pytest

from everdell_desktop.core.datafiles import DataError
from everdell_desktop.ui.artkit import DEFAULT_PALETTE, check_pictures, load_palette
from everdell_desktop.ui.emerland.faces import ART_BOOK

DEFAULT_FILE = Path(__file__).parents[2] / "everdell_desktop/ui/artkit/default_palette.json"


def written(tmp_path, **changes):
    data = json.loads(DEFAULT_FILE.read_text(encoding="utf-8"))
    data.update(changes)
    path = tmp_path / "palette.json"
    path.write_text(json.dumps({k: v for k, v in data.items() if v is not None}))
    return path


def test_a_palette_file_reads_into_the_colours_it_names(tmp_path):
    palette = load_palette(written(tmp_path, grass="#123456", roles={"moss": "#0a0b0c"}))
    assert palette.grass.name() == "#123456" and palette.role("moss").name() == "#0a0b0c"
    assert palette.skies["day"][1].name() == DEFAULT_PALETTE.skies["day"][1].name()


@pytest.mark.parametrize(
    ("changes", "named"),
    [({"grass": "green"}, "grass"), ({"soil": None}, "soil"), ({"far": ["#000000"]}, "far")],
)
def test_a_bad_palette_file_is_refused_naming_the_file_and_the_colour(tmp_path, changes, named):
    with pytest.raises(DataError, match=rf"palette\.json.*{named}"):
        load_palette(written(tmp_path, **changes))


def test_the_default_palette_paints_another_game_s_pictures():
    """A new game may borrow any picture of the kit: the default palette knows every role."""
    assert check_pictures(ART_BOOK.pictures, DEFAULT_PALETTE) == []

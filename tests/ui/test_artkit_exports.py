"""The art kit's names are imported when first used; the first use registers every part, so a
fresh process sees the same parts whichever name it asks for first."""

from __future__ import annotations

import subprocess
import sys

import pytest

from everdell_desktop.ui import artkit


@pytest.mark.parametrize("first", ["PARTS", "part", "ArtPalette"])
def test_the_first_name_used_in_a_fresh_process_brings_every_part(first):
    script = (
        "import sys\n"
        "import everdell_desktop.ui.artkit.surfaces\n"
        "assert 'everdell_desktop.ui.artkit.critters' not in sys.modules\n"
        f"from everdell_desktop.ui.artkit import {first}\n"
        "from everdell_desktop.ui.artkit import PARTS\n"
        "print(len(PARTS))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=True
    )
    assert int(done.stdout) == len(artkit.PARTS) > 0


def test_an_unknown_art_kit_name_is_an_attribute_error():
    with pytest.raises(AttributeError, match="Pictur"):
        artkit.Pictur  # noqa: B018  (the misspelt name is the point)

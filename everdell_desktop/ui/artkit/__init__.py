"""The art kit: a library of drawn parts and the art data that composes them into pictures.

Any game's pictures are made from the same parts (``docs/art.md`` tells the data format):

* :mod:`.ink` — the drawing context and the palette a game paints its pictures in;
* :mod:`.critters` — animals from bodies, heads, ears, tails and markings, :mod:`.gear` the
  clothes they wear and the tools they hold;
* :mod:`.buildings` — walls, roofs, doors and windows making houses, halls, towers, temples,
  bridges ...; :mod:`.nature` — trees, plants, stone, water and the props lying about;
* :mod:`.backdrops` — skies, far land, the ground and the light;
* :mod:`.surfaces` — noise, materials (wood, stone, cloth ...), shadows and lighting;
* :mod:`.book` — a game's art book (JSON), checked against the registries, and painted.

Importing this package registers every part.
"""

from . import backdrops, buildings, critters, gear, nature  # noqa: F401  (they register parts)
from .book import ArtBook, Figure, Picture, check_pictures, load_book, paint_picture, seed_of
from .ink import ArtPalette, Ink
from .parts import GARMENTS, PARTS, TOOLS, garment, part, tool

__all__ = [
    "GARMENTS",
    "PARTS",
    "TOOLS",
    "ArtBook",
    "ArtPalette",
    "Figure",
    "Ink",
    "Picture",
    "check_pictures",
    "garment",
    "load_book",
    "paint_picture",
    "part",
    "seed_of",
    "tool",
]

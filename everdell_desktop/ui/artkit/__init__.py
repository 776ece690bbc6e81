"""The art kit: a library of drawn parts and the art data that composes them into pictures.

Any game's pictures are made from the same parts (``docs/art.md`` tells the data format):

* :mod:`.ink` — the drawing context and the palette a game paints its pictures in,
  :mod:`.palettes` the palette read from a game's ``palette.json`` (and the default one);
* :mod:`.critters` — animals from bodies, heads, ears, tails and markings, :mod:`.species` the
  animals so made, :mod:`.gear` the clothes they wear and :mod:`.tools` the tools they hold;
* :mod:`.buildings` — walls, roofs, doors and windows, :mod:`.building_forms` the houses, halls,
  towers, temples, bridges ... made of them; :mod:`.nature` — trees, plants, stone and water,
  :mod:`.props` the things lying about;
* :mod:`.backdrops` — skies, far land, the ground and the light;
* :mod:`.surfaces` — noise, materials (wood, stone, cloth ...), shadows and lighting;
* :mod:`.book` — a game's art book (JSON), checked against the registries, and painted.

The package imports nothing itself (PEP 562): its names are imported when first used, and any of
them registers every part first (through :mod:`.book`, which paints pictures from them). So the
launch frame paints its cloth with :mod:`.surfaces` before the parts, pydantic and the rules'
data files are loaded.
"""

from everdell_desktop.lazy_names import lazy_names

_EXPORTS = {
    "book": (
        "ArtBook",
        "Figure",
        "Picture",
        "check_pictures",
        "load_book",
        "paint_picture",
        "seed_of",
    ),
    "ink": ("ArtPalette", "Ink"),
    "palettes": ("DEFAULT_PALETTE", "load_palette", "load_table_colours"),
    "parts": ("GARMENTS", "PARTS", "TOOLS", "garment", "part", "tool"),
}
__getattr__, __all__ = lazy_names(__name__, _EXPORTS, first="book")

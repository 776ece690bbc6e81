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

The package imports nothing itself (PEP 562): its names are imported when first used, and any of
them registers every part first (through :mod:`.book`, which paints pictures from them). So the
launch frame paints its cloth with :mod:`.surfaces` before the parts, pydantic and the rules'
data files are loaded.
"""

import importlib

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
    "parts": ("GARMENTS", "PARTS", "TOOLS", "garment", "part", "tool"),
}
_MODULE_OF = {name: module for module, names in _EXPORTS.items() for name in names}
__all__ = sorted(_MODULE_OF)


def __getattr__(name: str):
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    importlib.import_module(".book", __name__)
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value

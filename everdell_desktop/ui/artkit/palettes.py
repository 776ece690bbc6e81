"""A game's palette as data: ``palette.json`` beside its art book, checked when it is read.

The file names every colour of :class:`~.ink.ArtPalette` as ``#rrggbb`` (pairs and triples as
lists, ``skies`` by kind, a game's own ``roles`` by name). ``DEFAULT_PALETTE`` (the
``default_palette.json`` here) is the palette a new game paints with until it has its own.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Annotated

from pydantic import Field, StringConstraints, ValidationError
from PySide6.QtGui import QColor

from everdell_desktop.core.datafiles import DataError, StrictModel, explain, read_json

from .ink import ArtPalette

Hex = Annotated[str, StringConstraints(pattern=r"^#[0-9a-fA-F]{6}$")]
SINGLES = ("grass", "soil", "wood", "bark", "sand", "gold", "ink", "light")


class TableColours(StrictModel):
    """The colours of a table's shared parts (the fields of ``ui.table.Palette``)."""

    accent: Hex
    text: Hex
    city: Hex
    button: Hex
    option: Hex
    slot: Hex


class PaletteFile(StrictModel):
    """The colours of :class:`ArtPalette`, as written in the file."""

    skies: dict[str, tuple[Hex, Hex]]
    far: tuple[Hex, Hex]
    foliage: tuple[Hex, Hex, Hex]
    grass: Hex
    soil: Hex
    water: tuple[Hex, Hex]
    stone: tuple[Hex, Hex]
    wood: Hex
    bark: Hex
    sand: Hex
    gold: Hex
    ink: Hex
    light: Hex
    blossoms: tuple[Hex, ...] = Field(min_length=1)
    roles: dict[str, Hex] = Field(default_factory=dict)
    table: TableColours | None = None  # a table without them uses the default table colours


def _colours(names) -> tuple[QColor, ...]:
    return tuple(QColor(name) for name in names)


@cache
def _read(path: Path) -> PaletteFile:
    """Read and check a palette file; a bad one raises DataError naming the file and field."""
    raw = read_json(path)
    try:
        return PaletteFile.model_validate(raw)
    except ValidationError as error:
        raise DataError(explain(path, raw, error)) from None


def load_table_colours(path: Path) -> dict[str, QColor]:
    """The palette file's ``table`` colours by field (``ui.table.Palette(**them)``)."""
    colours = _read(path).table
    if colours is None:
        raise DataError(f"{path}: no table colours")
    return {name: QColor(value) for name, value in colours.model_dump().items()}


def load_palette(path: Path) -> ArtPalette:
    """The pictures' palette of a palette file."""
    data = _read(path)
    return ArtPalette(
        skies={kind: _colours(pair) for kind, pair in data.skies.items()},
        far=_colours(data.far),
        foliage=_colours(data.foliage),
        water=_colours(data.water),
        stone=_colours(data.stone),
        blossoms=_colours(data.blossoms),
        roles={name: QColor(value) for name, value in data.roles.items()},
        **{name: QColor(getattr(data, name)) for name in SINGLES},
    )


DEFAULT_PALETTE = load_palette(Path(__file__).with_name("default_palette.json"))

"""Art data: the picture of every card and place as a few lines of JSON, checked and painted.

A game's *art book* is one JSON file of groups of pictures (``{"cards": {"<id>": {...}}}``);
a picture is known by ``"<group>/<id>"``. The format is documented in ``docs/art.md``; in
short, a picture is a backdrop (``sky``, ``far``, ``land``, ``light``) and a list of
``figures`` drawn back to front, each a registered part placed on the picture's *stage*::

    "capybara_forager": {"sky": "dawn", "far": "palms", "land": "riverbank",
      "figures": [{"part": "fig_tree", "x": 0.82, "size": 0.9},
                  {"part": "capybara", "x": 0.4, "holds": "basket", "wears": ["satchel"]}]}
"""

from __future__ import annotations

import zlib
from pathlib import Path

from pydantic import Field, RootModel, ValidationError
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QRadialGradient

from everdell_desktop.core.datafiles import DataError, StrictModel, explain, read_json

from . import (  # noqa: F401  (they register parts)
    backdrops,
    building_forms,
    buildings,
    critters,
    gear,
    nature,
    props,
    species,
    surfaces,
    tools,
)
from .ink import ArtPalette, Ink, colour_of
from .parts import FARS, GARMENTS, LANDS, LIGHTS, PARTS, POSES, SKIES, TOOLS

Colour = str  # "#rrggbb" or "@role"
COLOUR_PATTERN = r"^(#[0-9a-fA-F]{6}|@[a-z_]+[23]?)$"
SHADOW_WIDTH = {"building": 0.55, "plant": 0.35, "critter": 0.3, "prop": 0.4}


class Figure(StrictModel):
    """One part placed on the stage: ``x`` across it (0 left, 1 right), ``y`` where its foot
    stands (0 top, 1 bottom), ``size`` its height as a share of the stage's height."""

    part: str
    x: float = Field(0.5, ge=-0.5, le=1.5)
    y: float = Field(0.97, ge=-0.5, le=1.5)
    size: float = Field(0.8, gt=0, le=3)
    flip: bool = False
    tilt: float = Field(0.0, ge=-180, le=180)
    colour: Colour | None = Field(None, pattern=COLOUR_PATTERN)
    colour2: Colour | None = Field(None, pattern=COLOUR_PATTERN)
    accent: Colour | None = Field(None, pattern=COLOUR_PATTERN)
    variant: str | None = None
    extras: tuple[str, ...] = ()
    wears: tuple[str, ...] = ()
    holds: str | None = None
    pose: str | None = None


class Picture(StrictModel):
    """A backdrop and the figures on it."""

    sky: str = "day"
    far: str = "hills"
    land: str = "meadow"
    light: str = "soft"
    figures: tuple[Figure, ...] = ()


class BookFile(RootModel[dict[str, dict[str, Picture]]]):
    """The file: groups of pictures by id."""


class ArtBook:
    """A game's pictures by ``"<group>/<id>"``."""

    def __init__(self, pictures: dict[str, Picture]) -> None:
        self.pictures = pictures

    def get(self, key: str) -> Picture | None:
        return self.pictures.get(key)

    def keys(self, group: str = "") -> list[str]:
        """Every picture's key (of ``group`` only, when given)."""
        prefix = f"{group}/" if group else ""
        return [key for key in self.pictures if key.startswith(prefix)]

    def __contains__(self, key: str) -> bool:
        return key in self.pictures


def load_book(path: Path, palette: ArtPalette) -> ArtBook:
    """Read and check an art book; a bad one raises DataError naming the picture and field."""
    raw = read_json(path)
    try:
        groups = BookFile.model_validate(raw).root
    except ValidationError as error:
        raise DataError(explain(path, raw, error)) from None
    pictures = {
        f"{group}/{key}": picture
        for group, entries in groups.items()
        for key, picture in entries.items()
    }
    problems = [f"{path}: {problem}" for problem in check_pictures(pictures, palette)]
    if problems:
        raise DataError(
            problems[0] + (f" (and {len(problems) - 1} more)" if len(problems) > 1 else "")
        )
    return ArtBook(pictures)


def check_pictures(pictures: dict[str, Picture], palette: ArtPalette) -> list[str]:
    """Every word a picture uses that no registry knows, as 'key: what is wrong'."""
    problems = []
    for key, picture in pictures.items():
        for registry, word, what in (
            (SKIES, picture.sky, "sky"),
            (FARS, picture.far, "far"),
            (LANDS, picture.land, "land"),
            (LIGHTS, picture.light, "light"),
        ):
            if word not in registry:
                problems.append(
                    f"{key}: unknown {what} {word!r} (known: {', '.join(sorted(registry))})"
                )
        for index, figure in enumerate(picture.figures):
            problems += [
                f"{key}: figure {index + 1} ({figure.part}): {p}"
                for p in check_figure(figure, palette)
            ]
    return problems


def check_figure(figure: Figure, palette: ArtPalette) -> list[str]:
    part = PARTS.get(figure.part)
    if part is None:
        return [f"unknown part (known: {', '.join(sorted(PARTS))})"]
    problems = []
    if figure.variant is not None and figure.variant not in part.variants:
        problems.append(f"unknown variant {figure.variant!r} (known: {', '.join(part.variants)})")
    problems += [
        f"unknown extra {extra!r} (known: {', '.join(part.extras)})"
        for extra in figure.extras
        if extra not in part.extras
    ]
    if part.kind != "critter" and (figure.wears or figure.holds or figure.pose):
        problems.append("only a critter wears, holds or poses")
    problems += [f"unknown garment {name!r}" for name in figure.wears if name not in GARMENTS]
    if figure.holds is not None and figure.holds not in TOOLS:
        problems.append(f"unknown tool {figure.holds!r} (known: {', '.join(sorted(TOOLS))})")
    if figure.pose is not None and figure.pose not in POSES:
        problems.append(f"unknown pose {figure.pose!r} (known: {', '.join(POSES)})")
    for value in (figure.colour, figure.colour2, figure.accent):
        if value and value.startswith("@") and not palette.knows(value[1:]):
            problems.append(f"unknown colour role {value!r}")
    return problems


# --- painting -------------------------------------------------------------------------------
def device_scale(painter: QPainter) -> float:
    """Device pixels per unit of the painter's current coordinates."""
    return painter.device().devicePixelRatioF() * painter.worldTransform().m11()


def seed_of(key: str) -> int:
    return zlib.crc32(key.encode("utf-8"))


def paint_picture(
    painter: QPainter,
    picture: Picture,
    rect: QRectF,
    palette: ArtPalette,
    stage: QRectF | None = None,
    seed: int = 0,
) -> None:
    """Paint ``picture`` filling ``rect``; its figures stand on ``stage`` (a part of ``rect``
    clear of anything drawn over the picture; the whole picture by default)."""
    stage = QRectF(stage if stage is not None else rect)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setClipRect(rect, Qt.ClipOperation.IntersectClip)
    scale = device_scale(painter)
    ink = Ink(painter, palette, rect.height() * scale, seed=seed)
    for registry, word in ((SKIES, picture.sky), (FARS, picture.far), (LANDS, picture.land)):
        painter.save()
        registry[word](ink, rect)
        painter.restore()
    for figure in picture.figures:
        paint_figure(ink, figure, stage, scale)
    painter.save()
    LIGHTS[picture.light](ink, rect)
    painter.restore()
    finish(painter, rect)
    painter.restore()


def paint_figure(ink: Ink, figure: Figure, stage: QRectF, scale: float) -> None:
    part = PARTS[figure.part]
    height = figure.size * stage.height()
    foot = QPointF(stage.left() + figure.x * stage.width(), stage.top() + figure.y * stage.height())
    painter = ink.painter
    painter.save()
    painter.translate(foot)
    if part.grounded:
        contact_shadow(painter, height * SHADOW_WIDTH.get(part.kind, 0.4), height)
    painter.rotate(figure.tilt)
    painter.scale(-height if figure.flip else height, height)
    main, second, accent = (
        colour_of(value or default, ink.palette)
        for value, default in zip(
            (figure.colour, figure.colour2, figure.accent), part.colours, strict=True
        )
    )
    dressed = Ink(
        painter, ink.palette, height * scale, main, second, accent, ink.seed + seed_of(figure.part)
    )
    part.draw(dressed, figure)
    painter.restore()


def contact_shadow(painter: QPainter, half_width: float, height: float) -> None:
    """A soft dark ellipse where a figure meets the ground."""
    gradient = QRadialGradient(QPointF(0, 0), half_width)
    gradient.setColorAt(0.0, QColor(0, 0, 0, 90))
    gradient.setColorAt(1.0, QColor(0, 0, 0, 0))
    painter.save()
    painter.scale(1.0, 0.22)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(gradient)
    painter.drawEllipse(QPointF(0, 0), half_width, half_width)
    painter.restore()


def finish(painter: QPainter, rect: QRectF) -> None:
    """Grain and a vignette over the whole picture: the soft light of a painted card."""
    painter.save()
    surfaces.grain(painter, rect, 0.3)
    radius = max(rect.width(), rect.height()) * 0.75
    vignette = QRadialGradient(rect.center(), radius)
    vignette.setColorAt(0.55, QColor(0, 0, 0, 0))
    vignette.setColorAt(1.0, QColor(20, 10, 0, 90))
    path = QPainterPath()
    path.addRect(rect)
    painter.fillPath(path, vignette)
    painter.restore()

"""The registries of drawn parts a picture is composed of.

* :data:`PARTS` — what a picture's figures name: critters, buildings, plants, props. Each part
  draws itself at the origin, 1 unit tall, facing right (see :class:`~.ink.Ink`).
* :data:`GARMENTS` — what a critter ``wears`` (a robe, a crown ...), drawn on its body.
* :data:`TOOLS` — what a critter ``holds``, drawn at its front hand; each tool has the pose
  it is usually held in.
* :data:`SKIES`, :data:`FARS`, :data:`LANDS`, :data:`LIGHTS` — the layers of a backdrop.

A game adds parts of its own with the same decorators; a picture's data is checked against
these registries when its book is loaded.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRectF

from .ink import Ink

DrawPart = Callable[[Ink, Any], None]  # (ink, figure)
DrawLayer = Callable[[Ink, QRectF], None]  # (ink in picture coordinates, the picture)


@dataclass(frozen=True)
class Part:
    """A drawable part. ``colours`` are the defaults of the figure's main, second and accent
    colours (``#rrggbb`` or ``@role``); ``variants`` and ``extras`` are the words its data may
    use; a ``grounded`` part stands on the ground and casts a contact shadow."""

    name: str
    kind: str
    draw: DrawPart
    colours: tuple[str, str, str]
    variants: tuple[str, ...] = ()
    extras: tuple[str, ...] = ()
    grounded: bool = True


@dataclass(frozen=True)
class Tool:
    """Something held: drawn with the hand at the origin, in the holder's units."""

    name: str
    draw: Callable[[Ink], None]
    pose: str = "hold"  # hold (in front) | low (at the side) | raise (up high)
    colour: str = "@wood"


@dataclass(frozen=True)
class Garment:
    """Something worn. ``layer`` "back" is drawn behind the body (a cape), "body" over the
    torso, "head" on the head."""

    name: str
    draw: Callable[[Ink, Any], None]  # (ink, the critter's build)
    layer: str = "body"


PARTS: dict[str, Part] = {}
TOOLS: dict[str, Tool] = {}
GARMENTS: dict[str, Garment] = {}
SKIES: dict[str, DrawLayer] = {}
FARS: dict[str, DrawLayer] = {}
LANDS: dict[str, DrawLayer] = {}
LIGHTS: dict[str, DrawLayer] = {}
POSES = ("hold", "low", "raise")


def part(
    name: str,
    kind: str,
    colours: tuple[str, str, str] = ("#8a7a66", "#5a4a3a", "#e8d9b0"),
    variants: tuple[str, ...] = (),
    extras: tuple[str, ...] = (),
    grounded: bool = True,
):
    """Register the decorated function as the part ``name``."""

    def register(draw: DrawPart) -> DrawPart:
        PARTS[name] = Part(name, kind, draw, colours, variants, extras, grounded)
        return draw

    return register


def tool(name: str, pose: str = "hold", colour: str = "@wood"):
    def register(draw: Callable[[Ink], None]) -> Callable[[Ink], None]:
        TOOLS[name] = Tool(name, draw, pose, colour)
        return draw

    return register


def garment(name: str, layer: str = "body"):
    def register(draw):
        GARMENTS[name] = Garment(name, draw, layer)
        return draw

    return register


def layer(registry: dict[str, DrawLayer], name: str):
    def register(draw: DrawLayer) -> DrawLayer:
        registry[name] = draw
        return draw

    return register

"""Building forms from the walls, roofs, doors, windows and features of ``buildings.py``: each
a part 1 unit tall standing on the origin, its ``variant`` its roof and its ``extras`` wall
textures and features.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from .buildings import DOOR, FEATURES, ROOFS, door, features, roof, texture, walls, window
from .critters import Anatomy, draw_critter
from .ink import Ink, closed, ellipse, polygon, rect
from .parts import part
from .species import SPECIES


def _house(ink: Ink, figure, width: float, wall: float, roof_kind: str, stilts=0.0) -> tuple:
    """Walls ``width`` wide and ``wall`` tall (on stilts when asked) under a roof, with a door
    and windows; returns (left, right, wall top, roof top)."""
    extras = set(figure.extras)
    base = -stilts
    if stilts:
        for x in (-width * 0.4, width * 0.4, 0.0):
            ink.limb([(x, 0.0), (x, base)], ink.palette.bark, 0.035)
    left, right, top = -width / 2, width / 2, base - wall
    height = 1.0 - wall - stilts
    roof(ink, figure.variant or roof_kind, left, right, top, height)
    walls(ink, left, top, width, base, extras)
    lit = "glow" in extras
    door(ink, 0.0, base, min(0.14, width * 0.22), wall * 0.55)
    for x in (left + width * 0.2, right - width * 0.2):
        window(ink, x, top + wall * 0.38, min(0.055, width * 0.08), lit)
    features(ink, extras, left, right, top, top - height)
    return left, right, top, top - height


@part("cottage", "building", ("#d8b98a", "#a8452e", "#5a3a22"), ROOFS, FEATURES)
def _cottage(ink: Ink, figure) -> None:
    _house(ink, figure, 0.9, 0.5, "gable")


@part("hut", "building", ("#b8915a", "#c9a75a", "#5a3a22"), ROOFS, FEATURES)
def _hut(ink: Ink, figure) -> None:
    stilts = 0.22 if "stilts" in figure.extras else 0.0
    _house(ink, figure, 0.75, 0.36, "cone", stilts)


@part("barn", "building", ("#a8452e", "#5a3a2a", "#f0e6d0"), ROOFS, FEATURES)
def _barn(ink: Ink, figure) -> None:
    _house(ink, figure, 1.3, 0.55, "gable")
    ink.shade(rect(-0.18, -0.36, 0.36, 0.36), DOOR)
    ink.stroke([(-0.18, -0.36), (0.18, 0.0)], ink.accent, 0.02)
    ink.stroke([(0.18, -0.36), (-0.18, 0.0)], ink.accent, 0.02)


@part("hall", "building", ("#e6d8bc", "#3d6fa8", "#8a6a4a"), ROOFS, FEATURES)
def _hall(ink: Ink, figure) -> None:
    extras = set(figure.extras)
    width, wall = 1.5, 0.45
    left, right, top = -width / 2, width / 2, -wall
    roof(ink, figure.variant or "gable", left, right, top, 1 - wall)
    walls(ink, left, top, width, 0.0, extras)
    door(ink, 0.0, 0.0, 0.18, 0.3)
    for k in range(4):
        window(
            ink,
            left + width * (0.12 + k * 0.25) + (0.1 if k > 1 else 0),
            top + 0.16,
            0.05,
            "glow" in extras,
            round_=False,
        )
    if "columns" in extras:
        for k in range(6):
            x = left + 0.06 + k * (width - 0.12) / 5
            ink.shade(rect(x - 0.03, top + 0.02, 0.06, wall - 0.02), QColor("#f4efe4"), width=0.012)
    features(ink, extras, left, right, top, top - (1 - wall))


@part("tower", "building", ("#b8b0a0", "#3d6fa8", "#5a3a22"), ROOFS, FEATURES)
def _tower(ink: Ink, figure) -> None:
    extras = set(figure.extras)
    width, wall = 0.38, 0.68
    left, right, top = -width / 2, width / 2, -wall
    roof(ink, figure.variant or "spire", left, right, top, (1 - wall) * 0.75)
    walls(ink, left, top, width, 0.0, extras)
    door(ink, 0.0, 0.0, 0.12, 0.2)
    window(ink, 0.0, top + 0.15, 0.045, "glow" in extras)
    features(ink, extras, left, right, top, top - (1 - wall))


@part("chapel", "building", ("#efe6d0", "#7a3a2e", "#5a3a22"), ROOFS, FEATURES)
def _chapel(ink: Ink, figure) -> None:
    extras = set(figure.extras)
    ink.painter.save()
    ink.painter.translate(0.22, 0)
    ink.painter.scale(0.5, 1.0)
    _steeple(ink, extras)
    ink.painter.restore()
    _house(
        ink,
        figure.model_copy(update={"extras": tuple(e for e in figure.extras if e != "bell")}),
        0.8,
        0.42,
        "gable",
    )
    window(ink, 0.0, -0.6, 0.06, "glow" in extras)


def _steeple(ink: Ink, extras) -> None:
    walls(ink, -0.16, -0.7, 0.32, 0.0, extras)
    roof(ink, "spire", -0.16, 0.16, -0.7, 0.22)
    if "bell" in extras:
        ink.shade(
            closed((-0.06, -0.55), (-0.06, -0.66, 0.06, -0.66, 0.06, -0.55)), QColor("#e2b33c")
        )


@part("temple", "building", ("#e8e0cc", "#c9a227", "#8a7a5a"), ROOFS, FEATURES)
def _temple(ink: Ink, figure) -> None:
    extras = set(figure.extras)
    for k in range(3):
        ink.shade(
            rect(-0.75 + k * 0.05, -0.06 * (k + 1), 1.5 - k * 0.1, 0.06), ink.palette.stone[1]
        )
    top = -0.62
    for k in range(5):
        x = -0.55 + k * 0.275
        ink.shade(rect(x - 0.045, top, 0.09, 0.44), ink.main, width=0.015)
    ink.shade(rect(-0.65, top - 0.06, 1.3, 0.06), ink.main.darker(105))
    roof(ink, figure.variant or "gable", -0.58, 0.58, top - 0.06, 0.32)
    features(ink, extras, -0.6, 0.6, top, top - 0.38)


@part("ziggurat", "building", ("#c9a46b", "#c9a227", "#e2b33c"), ROOFS, FEATURES)
def _ziggurat(ink: Ink, figure) -> None:
    extras = set(figure.extras)
    tiers = 4
    for k in range(tiers):
        width = 1.4 - k * 0.3
        y = -0.18 * (k + 1)
        walls(ink, -width / 2, y, width, y + 0.18, extras | {"stonework"})
    ink.shade(
        polygon((-0.06, 0.0), (0.06, 0.0), (0.05, -0.72), (-0.05, -0.72)),
        ink.main.darker(120),
        width=0.01,
    )
    shrine_top = -0.18 * tiers
    walls(ink, -0.14, shrine_top - 0.14, 0.28, shrine_top, extras)
    roof(ink, figure.variant or "flat", -0.14, 0.14, shrine_top - 0.14, 0.12)
    door(ink, 0.0, shrine_top, 0.09, 0.1)
    features(ink, extras, -0.14, 0.14, shrine_top - 0.14, shrine_top - 0.26)


@part("pavilion", "building", ("#8a5a33", "#2e8b57", "#e2b33c"), ROOFS, FEATURES)
def _pavilion(ink: Ink, figure) -> None:
    extras = set(figure.extras)
    ink.shade(rect(-0.7, -0.08, 1.4, 0.08), ink.palette.stone[1])
    for x in (-0.6, -0.2, 0.2, 0.6):
        ink.limb([(x, -0.08), (x, -0.5)], ink.main, 0.05)
    roof(ink, figure.variant or "tiered", -0.62, 0.62, -0.5, 0.5)
    features(ink, extras, -0.6, 0.6, -0.5, -1.0)


@part("stall", "building", ("#b8864a", "#d9332b", "#f4ead0"), ROOFS, FEATURES)
def _stall(ink: Ink, figure) -> None:
    for x in (-0.45, 0.45):
        ink.limb([(x, 0.0), (x, -0.75)], ink.main.darker(110), 0.04)
    ink.shade(rect(-0.5, -0.38, 1.0, 0.38, 0.02), ink.main)
    ink.shade(rect(-0.55, -0.42, 1.1, 0.06), ink.main.darker(115))
    _awning(ink, -0.58, 0.58, -0.95, -0.72)
    features(ink, set(figure.extras), -0.5, 0.5, -0.72, -0.95)


def _awning(ink: Ink, left: float, right: float, top: float, bottom: float) -> None:
    stripes = 6
    width = (right - left) / stripes
    for k in range(stripes):
        x = left + k * width
        tone = ink.second if k % 2 == 0 else ink.accent
        ink.shade(
            closed(
                (x, top),
                (x + width, top),
                (x + width, bottom),
                (x + width / 2, bottom + 0.06, x, bottom),
            ),
            tone,
            width=0.012,
        )


@part("castle", "building", ("#b8b0a0", "#3d6fa8", "#d9332b"), ROOFS, FEATURES)
def _castle(ink: Ink, figure) -> None:
    extras = set(figure.extras) | {"stonework"}
    walls(ink, -0.55, -0.5, 1.1, 0.0, extras)
    for k in range(6):
        ink.shade(rect(-0.55 + k * 0.2, -0.58, 0.1, 0.08), ink.main)
    for x in (-0.62, 0.42):
        walls(ink, x, -0.75, 0.2, 0.0, extras)
        roof(ink, figure.variant or "cone", x, x + 0.2, -0.75, 0.25)
        ink.stroke([(x + 0.1, -1.0), (x + 0.1, -1.12)], DOOR, 0.012)
        ink.shade(
            polygon((x + 0.1, -1.12), (x + 0.2, -1.09), (x + 0.1, -1.06)), ink.accent, width=0.008
        )
    door(ink, 0.0, 0.0, 0.22, 0.3)
    features(ink, set(figure.extras) - {"flag"}, -0.55, 0.55, -0.5, -0.58)


@part("palace", "building", ("#efe2c0", "#7d4ea8", "#e2b33c"), ROOFS, FEATURES)
def _palace(ink: Ink, figure) -> None:
    extras = set(figure.extras)
    walls(ink, -0.75, -0.42, 1.5, 0.0, extras)
    for x in (-0.7, 0.5):
        walls(ink, x, -0.6, 0.2, 0.0, extras)
        roof(ink, figure.variant or "onion", x, x + 0.2, -0.6, 0.3)
    walls(ink, -0.22, -0.58, 0.44, -0.42, extras)
    roof(ink, figure.variant or "onion", -0.22, 0.22, -0.58, 0.42)
    door(ink, 0.0, 0.0, 0.18, 0.28)
    for x in (-0.45, -0.25, 0.25, 0.45):
        window(ink, x, -0.25, 0.045, "glow" in extras, round_=False)
    features(ink, extras, -0.75, 0.75, -0.42, -1.0)


@part("observatory", "building", ("#d8ccb0", "#c9a227", "#3a3a4a"), ROOFS, FEATURES)
def _observatory(ink: Ink, figure) -> None:
    extras = set(figure.extras)
    walls(ink, -0.32, -0.55, 0.64, 0.0, extras)
    roof(ink, figure.variant or "dome", -0.32, 0.32, -0.55, 0.32)
    ink.flat(
        polygon((-0.03, -0.55), (0.03, -0.55), (0.04, -0.95), (-0.02, -0.95)), QColor("#2a2a3a")
    )
    ink.limb([(0.0, -0.75), (0.3, -1.0)], ink.accent, 0.05)
    door(ink, 0.0, 0.0, 0.13, 0.22)
    features(ink, extras, -0.32, 0.32, -0.55, -0.95)


@part("dome", "building", ("#efe6d0", "#3d6fa8", "#c9a227"), ROOFS, FEATURES)
def _dome(ink: Ink, figure) -> None:
    extras = set(figure.extras)
    walls(ink, -0.6, -0.42, 1.2, 0.0, extras)
    roof(ink, figure.variant or "dome", -0.42, 0.42, -0.42, 0.42)
    for k in range(5):
        x = -0.48 + k * 0.24
        ink.shade(rect(x - 0.03, -0.4, 0.06, 0.38), QColor("#f7f1e4"), width=0.012)
    door(ink, 0.0, 0.0, 0.14, 0.24)
    features(ink, extras, -0.6, 0.6, -0.42, -0.95)


@part("lookout", "building", ("#b8b0a0", "#3d6fa8", "#5a3a22"), ROOFS, FEATURES)
def _lookout(ink: Ink, figure) -> None:
    """A lookout: a platform high on legs, with a rail and a roof."""
    extras = set(figure.extras)
    for x1, x2 in ((-0.35, -0.18), (0.35, 0.18)):
        ink.limb([(x1, 0.0), (x2, -0.6)], ink.main, 0.04)
    ink.stroke([(-0.3, -0.2), (0.3, -0.4)], ink.main.darker(115), 0.025)
    ink.stroke([(0.3, -0.2), (-0.3, -0.4)], ink.main.darker(115), 0.025)
    ink.shade(rect(-0.28, -0.66, 0.56, 0.06), ink.main)
    ink.stroke(
        [(-0.26, -0.66), (-0.26, -0.78), (0.26, -0.78), (0.26, -0.66)], ink.main.darker(110), 0.02
    )
    roof(ink, figure.variant or "cone", -0.24, 0.24, -0.8, 0.2)
    features(ink, extras, -0.24, 0.24, -0.8, -1.0)


@part("mill", "building", ("#d8b98a", "#7a4a2e", "#5a3a22"), ROOFS, FEATURES)
def _mill(ink: Ink, figure) -> None:
    _house(ink, figure, 0.8, 0.5, "gable")
    _wheel(ink, -0.45, -0.25, 0.26)


def _wheel(ink: Ink, cx: float, cy: float, radius: float) -> None:
    ink.painter.setPen(ink.outline(ink.palette.wood, 0.03))
    ink.painter.setBrush(QColor(0, 0, 0, 0))
    ink.painter.drawEllipse(QPointF(cx, cy), radius, radius)
    for k in range(8):
        angle = k * math.pi / 4
        ink.stroke(
            [(cx, cy), (cx + radius * math.cos(angle), cy + radius * math.sin(angle))],
            ink.palette.wood,
            0.02,
        )
    ink.shade(ellipse(cx, cy, 0.04, 0.04), ink.palette.wood.darker(120))


@part("mine", "building", ("#8a7a6a", "#6a4a2a", "#3a2a1a"), ROOFS, FEATURES)
def _mine(ink: Ink, figure) -> None:
    hill = closed((-0.8, 0.0), (-0.7, -0.9, 0.7, -0.9, 0.8, 0.0))
    ink.shade(hill, ink.palette.stone[0])
    ink.flat(closed((-0.2, 0.0), (-0.2, -0.4, 0.2, -0.4, 0.2, 0.0)), QColor("#1a1410"))
    for x in (-0.22, 0.22):
        ink.limb([(x, 0.0), (x, -0.38)], ink.second, 0.05)
    ink.limb([(-0.28, -0.4), (0.28, -0.4)], ink.second, 0.06)
    ink.stroke([(-0.12, 0.0), (-0.35, 0.1)], QColor("#5a5a5a"), 0.015)
    ink.stroke([(0.12, 0.0), (0.35, 0.1)], QColor("#5a5a5a"), 0.015)
    features(ink, set(figure.extras), -0.22, 0.22, -0.4, -0.55)


@part("tent", "building", ("#e8dcc0", "#b0302a", "#5a3a22"), ROOFS, FEATURES)
def _tent(ink: Ink, figure) -> None:
    tent = polygon((-0.55, 0.0), (0.0, -0.8), (0.55, 0.0))
    ink.shade(tent, ink.main)
    painter = ink.painter
    painter.save()
    painter.setClipPath(tent)
    for k in range(-4, 5, 2):
        ink.flat(polygon((0.0, -0.8), (k * 0.14, 0.0), ((k + 1) * 0.14, 0.0)), ink.second, 220)
    painter.restore()
    ink.flat(polygon((-0.1, 0.0), (0.0, -0.3), (0.1, 0.0)), QColor("#2a1a10"))
    ink.stroke([(0.0, -0.8), (0.0, -1.0)], DOOR, 0.015)
    ink.shade(polygon((0.0, -1.0), (0.12, -0.96), (0.0, -0.92)), ink.accent, width=0.008)


@part("theatre", "building", ("#8a3a3a", "#c9a227", "#d9332b"), ROOFS, FEATURES)
def _theatre(ink: Ink, figure) -> None:
    ink.shade(rect(-0.75, -0.18, 1.5, 0.18), ink.palette.wood)
    arch = closed(
        (-0.7, -0.18),
        (-0.7, -0.72),
        (-0.7, -1.0, 0.7, -1.0, 0.7, -0.72),
        (0.7, -0.18),
        (0.55, -0.18),
        (0.55, -0.7),
        (0.55, -0.88, -0.55, -0.88, -0.55, -0.7),
        (-0.55, -0.18),
    )
    ink.shade(arch, ink.second)
    ink.flat(
        closed(
            (-0.55, -0.18), (-0.55, -0.7), (-0.55, -0.88, 0.55, -0.88, 0.55, -0.7), (0.55, -0.18)
        ),
        QColor("#2a1a20"),
    )
    for side in (-1, 1):
        curtain = closed(
            (side * 0.55, -0.82),
            (side * 0.2, -0.7, side * 0.3, -0.35, side * 0.45, -0.18),
            (side * 0.55, -0.18),
        )
        ink.shade(curtain, ink.main)
    features(ink, set(figure.extras), -0.7, 0.7, -0.88, -1.0)


@part("well", "building", ("#a8a090", "#7a4a2e", "#5a3a22"), ROOFS, FEATURES)
def _well(ink: Ink, figure) -> None:
    for x in (-0.3, 0.3):
        ink.limb([(x, -0.2), (x, -0.7)], ink.palette.wood, 0.04)
    roof(ink, figure.variant or "gable", -0.34, 0.34, -0.7, 0.28)
    ink.stroke([(0.0, -0.62), (0.0, -0.38)], QColor("#8a7a5a"), 0.01)
    ink.shade(rect(-0.06, -0.4, 0.12, 0.09, 0.02), ink.palette.wood)
    walls(ink, -0.38, -0.24, 0.76, 0.0, set(figure.extras) | {"stonework"})


@part("gate", "building", ("#b8b0a0", "#6a4a2a", "#e2b33c"), ROOFS, FEATURES)
def _gate(ink: Ink, figure) -> None:
    arch = closed(
        (-0.5, 0.0),
        (-0.5, -0.8),
        (0.5, -0.8),
        (0.5, 0.0),
        (0.28, 0.0),
        (0.28, -0.45),
        (0.28, -0.65, -0.28, -0.65, -0.28, -0.45),
        (-0.28, 0.0),
    )
    ink.shade(arch, ink.main)
    texture(ink, -0.5, -0.8, 1.0, 0.0, set(figure.extras))
    ink.shade(rect(-0.55, -0.9, 1.1, 0.1), ink.main.darker(110))
    features(ink, set(figure.extras), -0.5, 0.5, -0.8, -0.95)


@part("arch", "building", ("#a8a090", "#6a4a2a", "#e2b33c"), ROOFS, FEATURES)
def _arch(ink: Ink, figure) -> None:
    """A ruined arch: one pillar whole, the other broken, stones fallen about."""
    ink.shade(rect(-0.5, -0.75, 0.18, 0.75), ink.main)
    ink.shade(rect(0.32, -0.45, 0.18, 0.45), ink.main)
    ink.shade(
        closed(
            (-0.5, -0.75),
            (-0.45, -1.0, 0.2, -1.0, 0.3, -0.82),
            (0.1, -0.85, -0.3, -0.85, -0.32, -0.75),
        ),
        ink.main.darker(105),
    )
    for x, y, r in ((0.15, -0.05, 0.07), (0.5, -0.5, 0.05), (0.62, -0.04, 0.06)):
        ink.shade(rect(x - r, y - r, r * 2, r * 1.6, 0.01), ink.main.darker(110))
    if "vines" in figure.extras or "moss" in figure.extras:
        features(ink, {"vines"}, -0.5, 0.5, -0.9, -1.0)


@part("bridge", "building", ("#a8a090", "#6a4a2a", "#e2b33c"), ROOFS, FEATURES)
def _bridge(ink: Ink, figure) -> None:
    span = closed(
        (-1.2, -0.5),
        (-0.4, -0.75, 0.4, -0.75, 1.2, -0.5),
        (1.2, 0.0),
        (0.7, 0.0),
        (0.6, -0.4, -0.6, -0.4, -0.7, 0.0),
        (-1.2, 0.0),
    )
    ink.shade(span, ink.main)
    texture(ink, -1.2, -0.75, 2.4, 0.0, set(figure.extras))
    ink.stroke([(-1.2, -0.55), (-0.4, -0.8), (0.4, -0.8), (1.2, -0.55)], ink.main.darker(120), 0.03)


@part("ropebridge", "building", ("#a8703a", "#6a4a2a", "#d8c090"), ROOFS, FEATURES)
def _ropebridge(ink: Ink, figure) -> None:
    for x in (-1.1, 1.1):
        ink.limb([(x, 0.0), (x, -0.9)], ink.palette.wood, 0.06)
    rope = ink.accent
    sag = [(-1.1 + k * 0.22, -0.35 + 0.25 * math.sin(math.pi * k / 10)) for k in range(11)]
    for x, y in sag[:-1]:
        ink.shade(rect(x, y - 0.02, 0.18, 0.05, 0.01), ink.main, width=0.012)
    ink.stroke([(x, y - 0.3) for x, y in [(-1.1, -0.3), *sag[1:-1], (1.1, -0.3)]], rope, 0.015)
    ink.stroke(sag, rope.darker(120), 0.012)
    for x, y in sag[1:-1:2]:
        ink.stroke([(x, y), (x, y - 0.3)], rope, 0.008)


@part("ladder", "building", ("#5a8a3a", "#3a6a2a", "#7fb069"), ROOFS, FEATURES, grounded=False)
def _ladder(ink: Ink, figure) -> None:
    for x in (-0.12, 0.12):
        ink.stroke(
            [(x + 0.02 * math.sin(k * 1.3), -1.0 + k * 0.1) for k in range(11)], ink.main, 0.03
        )
    for k in range(1, 10):
        y = -1.0 + k * 0.1
        ink.limb([(-0.12, y), (0.12, y + 0.01)], ink.second, 0.022)
    for k in range(0, 10, 2):
        ink.flat(ellipse(0.16, -0.95 + k * 0.1, 0.05, 0.025), ink.accent)


@part("statue", "building", ("#b8b0a0", "#8a8270", "#e2b33c"), tuple(SPECIES), FEATURES)
def _statue(ink: Ink, figure) -> None:
    """A critter carved in stone on a plinth; the ``variant`` names the species."""
    ink.shade(rect(-0.3, -0.22, 0.6, 0.22, 0.02), ink.second)
    ink.shade(rect(-0.36, -0.26, 0.72, 0.05), ink.second.lighter(110))
    carved = SPECIES[figure.variant or "mouse"]
    stone = Anatomy(
        carved.body,
        carved.head,
        carved.ears,
        carved.tail,
        "dot",
        carved.beak,
        (),
        ink.main.name(),
        ink.main.lighter(110).name(),
        ink.main.darker(130).name(),
        ink.main.name(),
    )
    painter = ink.painter
    painter.save()
    painter.translate(0, -0.26)
    painter.scale(0.74, 0.74)
    draw_critter(
        ink,
        figure.model_copy(update={"wears": (), "holds": "staff", "pose": None, "extras": ()}),
        stone,
    )
    painter.restore()


@part("boat", "building", ("#8a5a33", "#f4ead0", "#d9332b"), ROOFS, FEATURES, grounded=False)
def _boat(ink: Ink, figure) -> None:
    hull = closed((-0.7, -0.3), (0.75, -0.3), (0.55, 0.0, -0.5, 0.0, -0.7, -0.3))
    ink.shade(hull, ink.main)
    ink.stroke([(-0.62, -0.22), (0.68, -0.22)], ink.accent, 0.02)
    ink.limb([(0.0, -0.3), (0.0, -1.0)], ink.main.darker(110), 0.03)
    ink.shade(closed((0.02, -0.95), (0.45, -0.6, 0.4, -0.4), (0.02, -0.38)), ink.second)


@part("barge", "building", ("#8a5a33", "#c9a75a", "#5a3a22"), ROOFS, FEATURES, grounded=False)
def _barge(ink: Ink, figure) -> None:
    hull = closed((-0.9, -0.25), (0.9, -0.25), (0.8, 0.0, -0.8, 0.0, -0.9, -0.25))
    ink.shade(hull, ink.main)
    for x in (-0.5, -0.2, 0.1):
        ink.shade(rect(x, -0.45, 0.26, 0.2, 0.02), ink.palette.wood.lighter(115))
    for x in (-0.05, 0.5):
        ink.limb([(x, -0.25), (x, -0.65)], ink.main.darker(110), 0.025)
    ink.shade(closed((-0.12, -0.65), (0.15, -0.8, 0.45, -0.8, 0.6, -0.65)), ink.second)
    features(ink, set(figure.extras), -0.1, 0.55, -0.65, -0.8)


@part("wharf", "building", ("#8a5a33", "#6a4a2a", "#e2b33c"), ROOFS, FEATURES)
def _wharf(ink: Ink, figure) -> None:
    for x in (-0.8, -0.4, 0.0, 0.4, 0.8):
        ink.limb([(x, 0.05), (x, -0.38)], ink.main.darker(120), 0.05)
    ink.shade(rect(-0.9, -0.42, 1.8, 0.07), ink.main)
    texture(ink, -0.9, -0.42, 1.8, -0.35, {"planks"})
    ink.shade(rect(-0.7, -0.62, 0.22, 0.2, 0.02), ink.palette.wood.lighter(110))
    ink.shade(ellipse(-0.3, -0.52, 0.1, 0.1), QColor("#a8703a"))
    ink.limb([(0.6, -0.42), (0.6, -0.95)], ink.main.darker(110), 0.035)
    ink.limb([(0.6, -0.9), (0.25, -0.9)], ink.main.darker(110), 0.025)
    ink.stroke([(0.3, -0.9), (0.3, -0.7)], QColor("#8a7a5a"), 0.01)
    ink.shade(rect(0.22, -0.7, 0.16, 0.12, 0.01), ink.accent)


@part("crane", "building", ("#8a5a33", "#6a4a2a", "#8a8f98"), ROOFS, FEATURES)
def _crane(ink: Ink, figure) -> None:
    ink.shade(rect(-0.3, -0.1, 0.6, 0.1), ink.main.darker(110))
    ink.limb([(-0.15, -0.1), (-0.05, -0.95)], ink.main, 0.05)
    ink.limb([(0.15, -0.1), (-0.05, -0.95)], ink.main, 0.04)
    ink.limb([(-0.3, -0.85), (0.75, -0.95)], ink.main, 0.045)
    ink.stroke([(0.7, -0.94), (0.7, -0.45)], QColor("#6a5a4a"), 0.012)
    ink.shade(rect(0.58, -0.45, 0.24, 0.2, 0.02), ink.palette.stone[1])
    _wheel(ink, -0.05, -0.3, 0.12)


@part("loom", "building", ("#a8703a", "#c94a6a", "#3d6fa8"), ROOFS, FEATURES)
def _loom(ink: Ink, figure) -> None:
    for x in (-0.45, 0.45):
        ink.limb([(x, 0.0), (x, -0.9)], ink.main, 0.05)
    ink.limb([(-0.5, -0.85), (0.5, -0.85)], ink.main, 0.05)
    ink.limb([(-0.5, -0.25), (0.5, -0.25)], ink.main, 0.05)
    cloth = rect(-0.38, -0.82, 0.76, 0.52)
    ink.shade(cloth, ink.second)
    for k in range(5):
        y = -0.76 + k * 0.1
        ink.stroke([(-0.38, y), (0.38, y)], ink.accent, 0.025)
    for k in range(8):
        x = -0.35 + k * 0.1
        ink.stroke([(x, -0.3), (x, -0.25)], QColor("#f4ead0"), 0.008)


@part("kiln", "building", ("#b8704a", "#8a4a2a", "#ffb02e"), ROOFS, FEATURES)
def _kiln(ink: Ink, figure) -> None:
    ink.shade(closed((-0.5, 0.0), (-0.5, -0.9, 0.5, -0.9, 0.5, 0.0)), ink.main)
    ink.flat(closed((-0.16, 0.0), (-0.16, -0.3, 0.16, -0.3, 0.16, 0.0)), QColor("#3a1a0a"))
    ink.flat(ellipse(0.0, -0.08, 0.12, 0.08), ink.accent)
    ink.flat(ellipse(0.0, -0.1, 0.35, 0.3), QColor("#ffb02e"), 50)
    ink.shade(rect(-0.06, -0.85, 0.12, 0.15), ink.second)
    features(ink, set(figure.extras), -0.3, 0.3, -0.7, -0.95)


@part("dungeon", "building", ("#6a6a72", "#3a3a44", "#8a8f98"), ROOFS, FEATURES)
def _dungeon(ink: Ink, figure) -> None:
    extras = set(figure.extras) | {"stonework"}
    walls(ink, -0.45, -0.8, 0.9, 0.0, extras)
    for k in range(5):
        ink.shade(rect(-0.45 + k * 0.2, -0.9, 0.1, 0.1), ink.main)
    ink.flat(closed((-0.15, 0.0), (-0.15, -0.35, 0.15, -0.35, 0.15, 0.0)), QColor("#1a1418"))
    for k in range(4):
        x = -0.11 + k * 0.075
        ink.stroke([(x, -0.32), (x, 0.0)], ink.accent, 0.02)
    window(ink, 0.0, -0.6, 0.06, False, round_=False)
    ink.stroke([(0.0, -0.66), (0.0, -0.54)], ink.accent, 0.015)


@part("evertree", "building", ("#6e4a2e", "#c9562a", "#f2c36b"), ROOFS, FEATURES)
def _evertree(ink: Ink, figure) -> None:
    """A giant tree with a town in it: doors, windows and a crown of leaves."""
    trunk = closed(
        (-0.3, 0.0),
        (-0.18, -0.3, -0.2, -0.5, -0.15, -0.62),
        (0.15, -0.62),
        (0.2, -0.5, 0.18, -0.3, 0.3, 0.0),
    )
    ink.shade(trunk, ink.main)
    for x, y, r in (
        (-0.45, -0.75, 0.3),
        (0.42, -0.78, 0.3),
        (0.0, -0.92, 0.34),
        (-0.2, -0.62, 0.22),
        (0.22, -0.62, 0.22),
    ):
        ink.shade(ellipse(x, y, r, r * 0.8), ink.second)
    for x, y, r in ((-0.3, -0.82, 0.12), (0.25, -0.9, 0.1), (0.05, -1.05, 0.1)):
        ink.flat(ellipse(x, y, r, r * 0.7), ink.second.lighter(125), 200)
    door(ink, 0.0, 0.0, 0.12, 0.2)
    window(ink, -0.08, -0.38, 0.035, True)
    window(ink, 0.09, -0.5, 0.03, True)
    for x, y in ((-0.5, -0.55), (0.5, -0.6), (0.15, -0.72)):
        ink.flat(ellipse(x, y, 0.035, 0.035), ink.accent)


@part("fountain", "building", ("#b8b0a0", "#2f7fa8", "#7cc4e0"), ROOFS, FEATURES)
def _fountain(ink: Ink, figure) -> None:
    ink.shade(closed((-0.6, -0.25), (0.6, -0.25), (0.55, 0.0, -0.55, 0.0, -0.6, -0.25)), ink.main)
    ink.flat(ellipse(0.0, -0.25, 0.55, 0.07), ink.second)
    ink.shade(rect(-0.06, -0.6, 0.12, 0.35), ink.main)
    ink.shade(ellipse(0.0, -0.6, 0.25, 0.05), ink.main)
    for side in (-1, 1):
        ink.stroke(
            [(0.0, -0.7), (side * 0.2, -0.85), (side * 0.35, -0.62), (side * 0.45, -0.3)],
            ink.accent,
            0.02,
        )
    ink.stroke([(0.0, -0.62), (0.0, -0.95)], ink.accent, 0.025)
    features(ink, set(figure.extras), -0.5, 0.5, -0.6, -0.9)


@part("gravestones", "building", ("#a8a4a0", "#6a5a4a", "#5a8a3a"), ROOFS, FEATURES)
def _gravestones(ink: Ink, figure) -> None:
    for x, h in ((-0.55, 0.45), (0.0, 0.6), (0.5, 0.4)):
        stone = closed(
            (x - 0.15, 0.0),
            (x - 0.15, -h + 0.12),
            (x - 0.15, -h, x + 0.15, -h, x + 0.15, -h + 0.12),
            (x + 0.15, 0.0),
        )
        ink.shade(stone, ink.main)
        ink.stroke([(x, -h + 0.1), (x, -h + 0.28)], ink.main.darker(140), 0.02)
        ink.stroke([(x - 0.06, -h + 0.16), (x + 0.06, -h + 0.16)], ink.main.darker(140), 0.02)
    for k in range(9):
        x = -0.85 + k * 0.21
        ink.limb([(x, 0.05), (x, -0.25)], ink.second, 0.025)
    ink.stroke([(-0.9, -0.18), (0.9, -0.18)], ink.second, 0.02)
    ink.flat(ellipse(0.0, 0.02, 0.9, 0.04), ink.accent, 180)


@part("store", "building", ("#d8c09a", "#3d6fa8", "#d9332b"), ROOFS, FEATURES)
def _store(ink: Ink, figure) -> None:
    left, right, top, _ = _house(ink, figure, 1.0, 0.55, "gable")
    _awning(ink, left - 0.05, right + 0.05, top + 0.12, top + 0.28)
    for x in (left - 0.2, right + 0.05):
        ink.shade(rect(x, -0.16, 0.16, 0.16, 0.01), ink.palette.wood.lighter(115))

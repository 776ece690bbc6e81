"""Plants, stone and water: each a part 1 unit tall on the origin (the props lying about are in
``props.py``).

Leaves take the palette's foliage by default (``@foliage``), so the same tree is emerald in a
jungle and red and amber in an autumn wood; a figure's colours override that.
"""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPainterPath

from .ink import Ink, closed, ellipse, minus, polygon, rect, union
from .parts import part

LEAVES = ("@foliage2", "@foliage", "@foliage3")
FRUIT_EXTRAS = ("fruit", "blossom", "resin", "lanterns", "vines", "nest")


def _rng(ink: Ink) -> random.Random:
    return random.Random(ink.seed)


def _crown(ink: Ink, cx: float, cy: float, rx: float, ry: float, tone: QColor, puffs: int = 5):
    """A leafy crown: overlapping puffs, a lighter one where the light falls."""
    rng = _rng(ink)
    crown = QPainterPath()
    crown.addEllipse(QPointF(cx, cy), rx * 0.8, ry * 0.8)
    for k in range(puffs):
        angle = k * 2 * math.pi / puffs + rng.random() * 0.5
        crown.addEllipse(
            QPointF(cx + rx * 0.55 * math.cos(angle), cy + ry * 0.5 * math.sin(angle)),
            rx * 0.5,
            ry * 0.5,
        )
    crown = union(crown)
    ink.shade(crown, tone)
    ink.flat(ellipse(cx - rx * 0.3, cy - ry * 0.35, rx * 0.35, ry * 0.25), tone.lighter(135), 150)
    return crown


def _fruit_on(ink: Ink, crown_box, colour: QColor, count: int = 6) -> None:
    rng = _rng(ink)
    for _ in range(count):
        x = crown_box[0] + (rng.random() - 0.5) * crown_box[2] * 1.4
        y = crown_box[1] + (rng.random() - 0.3) * crown_box[3] * 1.2
        ink.shade(ellipse(x, y, 0.035, 0.035), colour, width=0.008)


def _extras_on_crown(ink: Ink, figure, box) -> None:
    extras = set(figure.extras)
    if "fruit" in extras:
        _fruit_on(ink, box, ink.accent)
    if "blossom" in extras:
        _fruit_on(ink, box, ink.role("blossom"), 8)
    if "lanterns" in extras:
        for k in range(4):
            x = box[0] - box[2] * 0.8 + k * box[2] * 0.55
            y = box[1] + box[3] * 0.7
            ink.shade(ellipse(x, y, 0.03, 0.04), QColor("#ffc24a"), width=0.008)
            ink.flat(ellipse(x, y, 0.08, 0.08), QColor("#ffd97a"), 60)


# --- trees ----------------------------------------------------------------------------------
@part("oak", "plant", ("@foliage2", "@bark", "#c0392b"), extras=FRUIT_EXTRAS)
def _oak(ink: Ink, figure) -> None:
    trunk = closed(
        (-0.09, 0.0), (-0.05, -0.3, -0.06, -0.45), (0.06, -0.45), (0.05, -0.3, 0.09, 0.0)
    )
    ink.shade(trunk, ink.second)
    _crown(ink, 0.0, -0.68, 0.38, 0.3, ink.main, 6)
    _extras_on_crown(ink, figure, (0.0, -0.68, 0.3, 0.25))
    if "resin" in figure.extras:
        for y in (-0.2, -0.33):
            ink.shade(
                closed((0.05, y), (0.09, y + 0.05, 0.05, y + 0.07, 0.03, y + 0.04)),
                QColor("#e8a22c"),
                width=0.008,
            )


@part("pine", "plant", ("@foliage", "@bark", "#f0f0f0"), extras=FRUIT_EXTRAS)
def _pine(ink: Ink, figure) -> None:
    ink.shade(rect(-0.04, -0.2, 0.08, 0.2), ink.second)
    for k in range(3):
        y = -0.18 - k * 0.25
        width = 0.34 - k * 0.08
        ink.shade(
            polygon((-width, y), (0.0, y - 0.38), (width, y)),
            ink.main if k % 2 == 0 else ink.main.lighter(112),
        )
    _extras_on_crown(ink, figure, (0.0, -0.55, 0.2, 0.3))


@part("palm", "plant", ("@foliage2", "#9a7a4a", "#8a5a2a"), extras=FRUIT_EXTRAS)
def _palm(ink: Ink, figure) -> None:
    ink.limb([(0.0, 0.0), (0.04, -0.4), (0.1, -0.78)], ink.second, 0.06)
    if ink.fine:
        for k in range(6):
            y = -0.1 - k * 0.12
            ink.stroke(
                [(0.01 + k * 0.015 - 0.03, y), (0.01 + k * 0.015 + 0.03, y)],
                ink.second.darker(130),
                0.008,
            )
    top = (0.1, -0.8)
    for angle, length in (
        (-170, 0.45),
        (-140, 0.4),
        (-100, 0.32),
        (-60, 0.4),
        (-20, 0.45),
        (10, 0.38),
        (170, 0.38),
    ):
        _frond(ink, top, angle, length, ink.main)
    if "fruit" in figure.extras:
        for dx in (-0.03, 0.03, 0.0):
            ink.shade(ellipse(top[0] + dx, top[1] + 0.05, 0.03, 0.03), ink.accent, width=0.008)


def _frond(ink: Ink, top, angle: float, length: float, tone: QColor) -> None:
    rad = math.radians(angle)
    tip = (top[0] + math.cos(rad) * length, top[1] + math.sin(rad) * length * 0.6 + length * 0.25)
    mid = ((top[0] + tip[0]) / 2, min(top[1], tip[1]) - length * 0.18)
    leaf = closed(
        top, (mid[0], mid[1] - 0.04, tip[0], tip[1]), (mid[0], mid[1] + 0.06, top[0], top[1])
    )
    ink.shade(leaf, tone)


@part("banana", "plant", ("@foliage3", "#7a8a3a", "#f1d04a"), extras=FRUIT_EXTRAS)
def _banana(ink: Ink, figure) -> None:
    ink.limb([(0.0, 0.0), (0.0, -0.5)], ink.second, 0.07)
    for angle, length in ((-160, 0.5), (-120, 0.5), (-70, 0.45), (-30, 0.5), (0, 0.45)):
        rad = math.radians(angle)
        tip = (math.cos(rad) * length, -0.5 + math.sin(rad) * length * 0.7 + 0.1)
        leaf = closed(
            (0.0, -0.5),
            (tip[0] * 0.5, tip[1] - 0.15, tip[0], tip[1]),
            (tip[0] * 0.5, tip[1] + 0.05, 0.0, -0.5),
        )
        ink.shade(leaf, ink.main)
        ink.stroke([(0.0, -0.5), (tip[0] * 0.5, tip[1] - 0.05), tip], ink.main.darker(140), 0.01)
    for k in range(4):
        ink.shade(
            closed(
                (0.05, -0.42 + k * 0.045),
                (0.18, -0.5 + k * 0.045, 0.2, -0.38 + k * 0.045),
                (0.12, -0.38 + k * 0.045, 0.05, -0.4 + k * 0.045),
            ),
            ink.accent,
            width=0.008,
        )


@part("kapok", "plant", ("@foliage", "@bark", "#c0392b"), extras=FRUIT_EXTRAS)
def _kapok(ink: Ink, figure) -> None:
    """A giant of the jungle: buttress roots, a tall trunk, a flat wide crown."""
    trunk = closed(
        (-0.35, 0.0),
        (-0.1, -0.1, -0.08, -0.4),
        (-0.06, -0.7),
        (0.06, -0.7),
        (0.08, -0.4, 0.1, -0.1, 0.35, 0.0),
    )
    ink.shade(trunk, ink.second)
    for x in (-0.5, 0.0, 0.5):
        _crown(ink, x, -0.82, 0.3, 0.15, ink.main, 4)
    _extras_on_crown(ink, figure, (0.0, -0.82, 0.45, 0.12))


@part("willow", "plant", ("@foliage3", "@bark", "#e8d890"), extras=FRUIT_EXTRAS)
def _willow(ink: Ink, figure) -> None:
    ink.limb([(0.0, 0.0), (0.02, -0.55)], ink.second, 0.08)
    _crown(ink, 0.0, -0.72, 0.32, 0.22, ink.main, 5)
    for k in range(9):
        x = -0.3 + k * 0.075
        ink.stroke([(x, -0.62), (x - 0.02, -0.25 - (k % 3) * 0.06)], ink.main, 0.02)


@part("birch", "plant", ("@foliage3", "#efe8dc", "#c0392b"), extras=FRUIT_EXTRAS)
def _birch(ink: Ink, figure) -> None:
    ink.limb([(0.0, 0.0), (0.01, -0.6)], ink.second, 0.05)
    for y in (-0.1, -0.25, -0.4):
        ink.stroke([(-0.015, y), (0.02, y)], QColor("#3a3a3a"), 0.012)
    _crown(ink, 0.0, -0.72, 0.24, 0.26, ink.main, 5)
    _extras_on_crown(ink, figure, (0.0, -0.72, 0.2, 0.2))


@part("bamboo", "plant", ("#8fc43a", "#5a8a2a", "#b8e06a"))
def _bamboo(ink: Ink, figure) -> None:
    for x, height in ((-0.15, 0.85), (-0.03, 1.0), (0.1, 0.9), (0.2, 0.7)):
        ink.limb([(x, 0.0), (x + 0.02, -height)], ink.main, 0.045)
        for k in range(1, int(height / 0.17)):
            y = -k * 0.17
            ink.stroke([(x - 0.02, y), (x + 0.03, y)], ink.second, 0.012)
        ink.shade(
            closed((x + 0.02, -height * 0.7), (x + 0.15, -height * 0.78, x + 0.2, -height * 0.72)),
            ink.accent,
            width=0.008,
        )


@part("cacao_tree", "plant", ("@foliage", "@bark", "#c8742a"), extras=FRUIT_EXTRAS)
def _cacao_tree(ink: Ink, figure) -> None:
    ink.limb([(0.0, 0.0), (0.02, -0.55)], ink.second, 0.07)
    _crown(ink, 0.0, -0.7, 0.34, 0.24, ink.main, 6)
    for x, y in ((-0.05, -0.3), (0.06, -0.38), (-0.02, -0.46)):
        ink.shade(ellipse(x, y, 0.035, 0.065), ink.accent, width=0.008)


@part("fig_tree", "plant", ("@foliage2", "@bark", "#8e4585"), extras=FRUIT_EXTRAS)
def _fig_tree(ink: Ink, figure) -> None:
    trunk = closed((-0.12, 0.0), (-0.04, -0.2, -0.1, -0.45), (0.1, -0.45), (0.04, -0.2, 0.12, 0.0))
    ink.shade(trunk, ink.second)
    _crown(ink, 0.0, -0.66, 0.36, 0.28, ink.main, 7)
    _fruit_on(ink, (0.0, -0.66, 0.28, 0.24), ink.accent, 7)


# --- low plants -----------------------------------------------------------------------------
@part("bush", "plant", ("@foliage2", "@foliage", "#c0392b"), extras=FRUIT_EXTRAS)
def _bush(ink: Ink, figure) -> None:
    _crown(ink, 0.0, -0.45, 0.5, 0.42, ink.main, 6)
    _extras_on_crown(ink, figure, (0.0, -0.45, 0.4, 0.35))


@part("berry_bush", "plant", ("@foliage", "@foliage2", "#8e2a5c"), extras=FRUIT_EXTRAS)
def _berry_bush(ink: Ink, figure) -> None:
    _crown(ink, 0.0, -0.45, 0.5, 0.42, ink.main, 6)
    rng = _rng(ink)
    for _ in range(9):
        x, y = (rng.random() - 0.5) * 0.75, -0.45 + (rng.random() - 0.5) * 0.55
        for dx in (-0.03, 0.03):
            ink.shade(ellipse(x + dx, y, 0.04, 0.04), ink.accent, width=0.008)


@part("fern", "plant", ("@foliage3", "@foliage", "#ffffff"))
def _fern(ink: Ink, figure) -> None:
    for angle in (-150, -120, -90, -60, -30):
        rad = math.radians(angle)
        tip = (math.cos(rad) * 0.55, math.sin(rad) * 0.9)
        ink.stroke([(0.0, 0.0), (tip[0] * 0.6, tip[1] * 0.7), tip], ink.main.darker(120), 0.02)
        for k in range(1, 6):
            t = k / 6
            x, y = tip[0] * t, tip[1] * t
            ink.flat(ellipse(x, y, 0.07 * (1 - t * 0.5), 0.03), ink.main)


@part("reeds", "plant", ("#8a9a4a", "#6a4a2a", "#b0803a"))
def _reeds(ink: Ink, figure) -> None:
    for k in range(7):
        x = -0.3 + k * 0.1
        height = 0.7 + 0.25 * math.sin(k * 1.7)
        ink.stroke([(x, 0.0), (x + 0.05 * math.sin(k), -height)], ink.main, 0.025)
        if k % 2:
            ink.shade(
                ellipse(x + 0.05 * math.sin(k), -height + 0.1, 0.03, 0.09), ink.accent, width=0.008
            )


@part("flowers", "plant", ("@foliage2", "@blossom", "@blossom2"))
def _flowers(ink: Ink, figure) -> None:
    for k in range(6):
        x = -0.45 + k * 0.18
        height = 0.45 + 0.3 * abs(math.sin(k * 1.3))
        ink.stroke([(x, 0.0), (x + 0.03, -height)], ink.main, 0.02)
        tone = ink.second if k % 2 else ink.accent
        for j in range(5):
            angle = j * 2 * math.pi / 5
            ink.flat(
                ellipse(
                    x + 0.03 + 0.05 * math.cos(angle),
                    -height + 0.05 * math.sin(angle),
                    0.045,
                    0.045,
                ),
                tone,
            )
        ink.flat(ellipse(x + 0.03, -height, 0.03, 0.03), QColor("#f2c14e"))


@part("orchids", "plant", ("@foliage", "#e07ab8", "#f6e3f0"))
def _orchids(ink: Ink, figure) -> None:
    ink.stroke([(0.0, 0.0), (0.05, -0.5), (0.25, -0.8)], ink.main, 0.025)
    for k, (x, y) in enumerate(((0.05, -0.45), (0.12, -0.62), (0.22, -0.76))):
        for j in range(5):
            angle = j * 2 * math.pi / 5 + k
            ink.shade(
                ellipse(x + 0.07 * math.cos(angle), y + 0.07 * math.sin(angle), 0.065, 0.05),
                ink.second,
                width=0.008,
            )
        ink.flat(ellipse(x, y, 0.035, 0.035), ink.accent)
    for side in (-1, 1):
        ink.shade(ellipse(side * 0.15, -0.06, 0.18, 0.05), ink.main)


@part("vines", "plant", ("@foliage2", "@foliage3", "@blossom"), grounded=False)
def _vines(ink: Ink, figure) -> None:
    """Vines hanging down from the top of the figure's box (its foot is where they end)."""
    for k in range(4):
        x = -0.3 + k * 0.2
        length = 0.6 + 0.35 * abs(math.sin(k * 2.1))
        points = [(x + 0.04 * math.sin(j), -1.0 + j * length / 6) for j in range(7)]
        ink.stroke(points, ink.main.darker(115), 0.02)
        for px, py in points[1:]:
            ink.flat(ellipse(px + 0.03, py, 0.05, 0.025), ink.second)
        ink.flat(ellipse(points[-1][0], points[-1][1], 0.03, 0.03), ink.accent)


@part("mushrooms", "plant", ("#c0392b", "#f4ead0", "#ffffff"))
def _mushrooms(ink: Ink, figure) -> None:
    for x, size in ((-0.25, 0.7), (0.15, 1.0), (0.42, 0.55)):
        ink.shade(rect(x - 0.05 * size, -0.45 * size, 0.1 * size, 0.45 * size, 0.02), ink.second)
        ink.shade(
            closed(
                (x - 0.25 * size, -0.42 * size),
                (
                    x - 0.22 * size,
                    -0.8 * size,
                    x + 0.22 * size,
                    -0.8 * size,
                    x + 0.25 * size,
                    -0.42 * size,
                ),
            ),
            ink.main,
        )
        for dx in (-0.1, 0.08):
            ink.flat(ellipse(x + dx * size, -0.58 * size, 0.035 * size, 0.03 * size), ink.accent)


@part("lilypads", "plant", ("#4f9a3a", "#f6c8d8", "#f2c14e"), grounded=False)
def _lilypads(ink: Ink, figure) -> None:
    for x, y, r in ((-0.35, -0.05, 0.22), (0.2, -0.12, 0.18), (0.5, 0.0, 0.14)):
        pad = minus(
            ellipse(x, y, r, r * 0.35), polygon((x, y), (x + r, y - r * 0.2), (x + r, y + r * 0.1))
        )
        ink.shade(pad, ink.main)
    ink.shade(ellipse(0.2, -0.2, 0.07, 0.06), ink.second, width=0.01)


@part("sapling", "plant", ("@foliage3", "@bark", "#c0693a"))
def _sapling(ink: Ink, figure) -> None:
    ink.stroke([(0.0, 0.0), (0.02, -0.6)], ink.second, 0.03)
    for k, side in enumerate((-1, 1, -1, 1)):
        y = -0.25 - k * 0.1
        ink.shade(ellipse(side * 0.1, y, 0.1, 0.045), ink.main)


@part("hedge", "plant", ("@foliage", "@foliage2", "@blossom"))
def _hedge(ink: Ink, figure) -> None:
    for k in range(5):
        _crown(ink, -0.8 + k * 0.4, -0.35, 0.28, 0.35, ink.main if k % 2 else ink.second, 4)


@part("stump", "plant", ("@bark", "#d8b98a", "@foliage3"))
def _stump(ink: Ink, figure) -> None:
    ink.shade(
        closed((-0.35, 0.0), (-0.25, -0.1, -0.25, -0.45), (0.25, -0.45), (0.25, -0.1, 0.35, 0.0)),
        ink.main,
    )
    ink.shade(ellipse(0.0, -0.45, 0.25, 0.08), ink.second)
    ink.stroke([(0.0, -0.45), (0.08, -0.47)], ink.second.darker(140), 0.01)
    ink.flat(ellipse(-0.2, -0.05, 0.1, 0.04), ink.accent)


# --- stone and water ------------------------------------------------------------------------
@part("rock", "prop", ("@stone2", "@stone", "@foliage3"), extras=("moss",))
def _rock(ink: Ink, figure) -> None:
    rock = closed(
        (-0.5, 0.0), (-0.55, -0.5, -0.2, -0.9, 0.1, -0.85), (0.45, -0.75, 0.6, -0.3, 0.5, 0.0)
    )
    ink.shade(rock, ink.main)
    ink.stroke([(-0.1, -0.8), (0.0, -0.45), (0.2, -0.3)], ink.main.darker(130), 0.02)
    if "moss" in figure.extras:
        ink.flat(ellipse(-0.15, -0.8, 0.25, 0.08), ink.accent)


@part("boulders", "prop", ("@stone2", "@stone", "@foliage3"), extras=("moss",))
def _boulders(ink: Ink, figure) -> None:
    for x, w, h in ((-0.45, 0.35, 0.55), (0.15, 0.5, 0.8), (0.6, 0.25, 0.35)):
        ink.shade(
            closed((x - w, 0.0), (x - w, -h, x + w, -h, x + w, 0.0)), ink.main if x else ink.second
        )
    if "moss" in figure.extras:
        ink.flat(ellipse(0.1, -0.72, 0.3, 0.07), ink.accent)


@part("crystals", "prop", ("#19c37d", "#7fe0b8", "#ffffff"))
def _crystals(ink: Ink, figure) -> None:
    ink.flat(ellipse(0.0, -0.4, 0.6, 0.45), ink.main, 60)
    for x, h, lean in (
        (-0.3, 0.55, -0.15),
        (-0.05, 0.95, 0.0),
        (0.22, 0.7, 0.12),
        (0.42, 0.4, 0.2),
    ):
        shard = polygon(
            (x - 0.09, 0.0),
            (x - 0.09 + lean * 0.5, -h * 0.8),
            (x + lean * 0.6, -h),
            (x + 0.09 + lean * 0.5, -h * 0.8),
            (x + 0.09, 0.0),
        )
        ink.shade(shard, ink.main)
        ink.flat(
            polygon((x - 0.03, -0.05), (x + lean * 0.5, -h * 0.9), (x + 0.01, -0.05)),
            ink.second,
            180,
        )


@part("waterfall", "prop", ("@stone", "@water2", "#ffffff"))
def _waterfall(ink: Ink, figure) -> None:
    for side in (-1, 1):
        cliff = polygon(
            (side * 0.25, 0.0), (side * 0.25, -0.95), (side * 0.7, -1.0), (side * 0.75, 0.0)
        )
        ink.shade(cliff, ink.main)
    fall = rect(-0.25, -1.0, 0.5, 1.0)
    ink.shade(fall, ink.second, outline=False)
    for k in range(5):
        x = -0.2 + k * 0.1
        ink.stroke([(x, -0.95), (x + 0.01, -0.05)], QColor(255, 255, 255, 140), 0.015)
    for k in range(5):
        ink.flat(ellipse(-0.3 + k * 0.15, -0.02, 0.12, 0.07), ink.accent, 200)


@part("pond", "prop", ("@water2", "@water", "#ffffff"), grounded=False)
def _pond(ink: Ink, figure) -> None:
    ink.shade(ellipse(0.0, -0.15, 0.9, 0.15), ink.main, width=0.02)
    for k in range(3):
        ink.stroke(
            [(-0.5 + k * 0.35, -0.17), (-0.35 + k * 0.35, -0.17)], QColor(255, 255, 255, 150), 0.015
        )


@part("cliff", "prop", ("@stone", "@stone2", "@foliage2"), extras=("moss", "vines"))
def _cliff(ink: Ink, figure) -> None:
    face = polygon((-0.6, 0.0), (-0.5, -0.7), (-0.2, -1.0), (0.4, -0.95), (0.6, -0.5), (0.55, 0.0))
    ink.shade(face, ink.main)
    for y in (-0.3, -0.6):
        ink.stroke([(-0.45, y), (0.45, y - 0.05)], ink.main.darker(130), 0.02)
    if "moss" in figure.extras or "vines" in figure.extras:
        ink.flat(ellipse(0.0, -0.97, 0.35, 0.06), ink.accent)
        for x in (-0.3, 0.1, 0.35):
            ink.stroke([(x, -0.95), (x + 0.02, -0.55)], ink.accent, 0.02)


@part("cave_mouth", "prop", ("@stone", "#1a1410", "@foliage2"), extras=("moss", "vines"))
def _cave_mouth(ink: Ink, figure) -> None:
    hill = closed((-0.9, 0.0), (-0.8, -1.0, 0.8, -1.0, 0.9, 0.0))
    ink.shade(hill, ink.main)
    ink.flat(closed((-0.35, 0.0), (-0.35, -0.6, 0.35, -0.6, 0.35, 0.0)), ink.second)
    if "vines" in figure.extras:
        for x in (-0.25, 0.0, 0.22):
            ink.stroke([(x, -0.5), (x + 0.02, -0.25)], ink.accent, 0.02)


@part("campfire", "prop", ("#ffb02e", "@bark", "#ff6a2a"))
def _campfire(ink: Ink, figure) -> None:
    ink.flat(ellipse(0.0, -0.3, 0.6, 0.5), QColor("#ffd56b"), 50)
    for angle in (-0.4, 0.4):
        ink.limb(
            [
                (-0.35 * math.cos(angle) * 1.2, 0.0),
                (0.35 * math.cos(angle) * 1.2, -0.12 * (1 + angle)),
            ],
            ink.second,
            0.07,
        )
    ink.shade(
        closed(
            (-0.22, -0.08),
            (-0.3, -0.4, -0.05, -0.5, 0.0, -0.8),
            (0.1, -0.5, 0.3, -0.4, 0.22, -0.08),
        ),
        ink.main,
    )
    ink.flat(
        closed(
            (-0.1, -0.1), (-0.12, -0.3, 0.0, -0.4, 0.02, -0.5), (0.06, -0.35, 0.12, -0.3, 0.1, -0.1)
        ),
        ink.accent,
    )

"""Buildings from parts: walls of a material, a roof of a kind, doors, windows and features.

Every building form (``building_forms.py``) is a part 1 unit tall standing on the origin; its
``variant`` is its roof (gable, thatch, dome, spire, cone, flat, tiered, leaf, onion) and its
``extras`` are wall textures (stonework, planks, poles, logs) and features (chimney, smoke,
flag, bell, clock, lanterns, vines, stilts, steps, columns, awning, wheel, sign, glow, moss,
banner). The main colour is the walls', the second the roof's, the accent the trims'.
"""

from __future__ import annotations

import math

from PySide6.QtGui import QColor, QPainterPath

from .ink import Ink, closed, ellipse, polygon, rect

ROOFS = ("gable", "thatch", "dome", "spire", "cone", "flat", "tiered", "leaf", "onion")
FEATURES = (
    "stonework",
    "planks",
    "poles",
    "logs",
    "chimney",
    "smoke",
    "flag",
    "bell",
    "clock",
    "lanterns",
    "vines",
    "stilts",
    "steps",
    "columns",
    "awning",
    "wheel",
    "sign",
    "glow",
    "moss",
    "banner",
)
DOOR = QColor("#5a3a22")
GLASS = QColor("#ffd97a")
DARK_GLASS = QColor("#3a4a5a")


# --- walls, roofs, openings -----------------------------------------------------------------
def walls(ink: Ink, left: float, top: float, width: float, bottom: float, extras) -> QPainterPath:
    """A block of walls in the main colour, textured as ``extras`` say."""
    path = rect(left, top, width, bottom - top)
    ink.shade(path, ink.main)
    painter = ink.painter
    painter.save()
    painter.setClipPath(path)
    texture(ink, left, top, width, bottom, extras)
    painter.restore()
    return path


def texture(ink: Ink, left: float, top: float, width: float, bottom: float, extras) -> None:
    line = ink.main.darker(135)
    if "stonework" in extras:
        rows = max(2, round((bottom - top) / 0.08))
        for k in range(rows):
            y = top + (bottom - top) * k / rows
            ink.stroke([(left, y), (left + width, y)], line, 0.01)
            offset = 0.06 if k % 2 else 0.0
            x = left + offset
            while x < left + width:
                ink.stroke([(x, y), (x, y + (bottom - top) / rows)], line, 0.01)
                x += 0.12
    if "planks" in extras:
        x = left + 0.06
        while x < left + width:
            ink.stroke([(x, top), (x, bottom)], line, 0.01)
            x += 0.07
    if "poles" in extras:
        x = left + 0.03
        while x < left + width + 0.03:
            ink.limb([(x, top), (x, bottom)], ink.main, 0.04)
            x += 0.06
    if "logs" in extras:
        y = top + 0.04
        while y < bottom:
            ink.limb([(left, y), (left + width, y)], ink.main, 0.05)
            y += 0.065
    if "moss" in extras:
        ink.flat(
            ellipse(left + width * 0.2, bottom - 0.02, width * 0.3, 0.06), ink.role("foliage2"), 200
        )


def roof(ink: Ink, kind: str, left: float, right: float, base: float, height: float) -> None:
    """A roof of ``kind`` over the walls from ``left`` to ``right`` whose top is ``base``."""
    colour = ink.second
    mid = (left + right) / 2
    eave = (right - left) * 0.12
    if kind in ("gable", "thatch"):
        shape = polygon((left - eave, base), (mid, base - height), (right + eave, base))
        ink.shade(shape, colour)
        if kind == "thatch":
            for k in range(1, 5):
                y = base - height * k / 5
                half = (right - left + 2 * eave) / 2 * (1 - k / 5)
                ink.stroke(
                    [(mid - half, y + 0.01), (mid + half, y + 0.01)], colour.darker(130), 0.012
                )
        else:
            ink.stroke(
                [(left - eave, base), (mid, base - height), (right + eave, base)],
                colour.darker(140),
                0.025,
            )
    elif kind == "spire":
        ink.shade(
            polygon(
                (left - eave * 0.5, base), (mid, base - height * 1.4), (right + eave * 0.5, base)
            ),
            colour,
        )
    elif kind == "cone":
        ink.shade(
            closed(
                (left - eave, base),
                (mid - (right - left) * 0.1, base - height * 0.7, mid, base - height),
                (mid + (right - left) * 0.1, base - height * 0.7, right + eave, base),
            ),
            colour,
        )
    elif kind == "dome":
        ink.shade(
            closed(
                (left, base), (left, base - height * 1.3, right, base - height * 1.3, right, base)
            ),
            colour,
        )
        ink.shade(ellipse(mid, base - height * 0.98, 0.02, 0.03), ink.accent)
    elif kind == "onion":
        ink.shade(
            closed(
                (left, base),
                (
                    left - eave,
                    base - height * 0.6,
                    mid - 0.02,
                    base - height * 0.8,
                    mid,
                    base - height * 1.3,
                ),
                (mid + 0.02, base - height * 0.8, right + eave, base - height * 0.6, right, base),
            ),
            colour,
        )
    elif kind == "flat":
        ink.shade(
            rect(left - eave * 0.5, base - height * 0.25, right - left + eave, height * 0.25),
            colour,
        )
    elif kind == "tiered":
        ink.shade(
            polygon(
                (left - eave * 1.5, base), (mid, base - height * 0.55), (right + eave * 1.5, base)
            ),
            colour,
        )
        ink.shade(
            polygon(
                (left + eave, base - height * 0.45),
                (mid, base - height * 1.1),
                (right - eave, base - height * 0.45),
            ),
            colour.darker(108),
        )
    elif kind == "leaf":
        _leaf_roof(ink, left - eave, right + eave, base, height)


def _leaf_roof(ink: Ink, left: float, right: float, base: float, height: float) -> None:
    mid = (left + right) / 2
    for k, tone in enumerate((ink.role("foliage"), ink.role("foliage2"), ink.role("foliage3"))):
        lift = height * k * 0.3
        width = (right - left) * (1 - k * 0.2) / 2
        leaf = closed(
            (mid - width, base - lift),
            (
                mid - width * 0.6,
                base - lift - height * 0.6,
                mid + width * 0.6,
                base - lift - height * 0.6,
                mid + width,
                base - lift,
            ),
        )
        ink.shade(leaf, tone)
        ink.stroke([(mid, base - lift - height * 0.4), (mid, base - lift)], tone.darker(140), 0.01)


def door(ink: Ink, cx: float, bottom: float, width: float, height: float) -> None:
    shape = closed(
        (cx - width / 2, bottom),
        (cx - width / 2, bottom - height + width / 2),
        (
            cx - width / 2,
            bottom - height,
            cx + width / 2,
            bottom - height,
            cx + width / 2,
            bottom - height + width / 2,
        ),
        (cx + width / 2, bottom),
    )
    ink.shade(shape, DOOR)
    ink.flat(ellipse(cx + width * 0.25, bottom - height * 0.45, 0.012, 0.012), QColor("#e2b33c"))


def window(ink: Ink, cx: float, cy: float, size: float, lit: bool, round_: bool = True) -> None:
    glass = GLASS if lit else DARK_GLASS
    shape = (
        ellipse(cx, cy, size, size)
        if round_
        else rect(cx - size, cy - size, size * 2, size * 2, size * 0.3)
    )
    ink.painter.setPen(ink.outline(ink.accent, 0.015))
    ink.painter.setBrush(glass)
    ink.painter.drawPath(shape)
    if ink.fine:
        ink.stroke([(cx - size, cy), (cx + size, cy)], ink.accent, 0.008)
        ink.stroke([(cx, cy - size), (cx, cy + size)], ink.accent, 0.008)
    if lit:
        ink.flat(ellipse(cx, cy, size * 2.2, size * 2.2), GLASS, 45)


def features(ink: Ink, extras, left: float, right: float, top: float, roof_top: float) -> None:
    """The features a building's ``extras`` ask for, placed about its walls and roof."""
    mid = (left + right) / 2
    if "chimney" in extras or "smoke" in extras:
        ink.shade(
            rect(right - 0.14, roof_top + (top - roof_top) * 0.35, 0.07, (top - roof_top) * 0.5),
            QColor("#8a6a5a"),
        )
        if "smoke" in extras:
            for k in range(3):
                ink.flat(
                    ellipse(
                        right - 0.1 + k * 0.05,
                        roof_top + 0.05 - k * 0.08,
                        0.04 + k * 0.015,
                        0.03 + k * 0.01,
                    ),
                    QColor(230, 230, 235),
                    150 - k * 30,
                )
    if "flag" in extras:
        ink.stroke([(mid, roof_top + 0.02), (mid, roof_top - 0.16)], QColor("#5a3a22"), 0.015)
        ink.shade(
            polygon((mid, roof_top - 0.16), (mid + 0.12, roof_top - 0.13), (mid, roof_top - 0.09)),
            ink.accent,
            width=0.01,
        )
    if "banner" in extras:
        for x in (left + 0.06, right - 0.12):
            ink.shade(
                polygon(
                    (x, top + 0.02),
                    (x + 0.06, top + 0.02),
                    (x + 0.06, top + 0.22),
                    (x + 0.03, top + 0.18),
                    (x, top + 0.22),
                ),
                ink.accent,
                width=0.008,
            )
    if "bell" in extras:
        ink.shade(
            closed(
                (mid - 0.04, top - 0.02),
                (mid - 0.04, top - 0.11, mid + 0.04, top - 0.11, mid + 0.04, top - 0.02),
            ),
            QColor("#e2b33c"),
        )
    if "clock" in extras:
        cy = top + (roof_top - top) * 0.35
        ink.shade(ellipse(mid, cy, 0.07, 0.07), QColor("#f6ecd2"))
        ink.stroke([(mid, cy), (mid, cy - 0.05)], QColor("#2a2a2a"), 0.012)
        ink.stroke([(mid, cy), (mid + 0.035, cy)], QColor("#2a2a2a"), 0.012)
    if "lanterns" in extras:
        ink.stroke(
            [(left - 0.05, top + 0.02), (mid, top + 0.07), (right + 0.05, top + 0.02)],
            QColor("#4a3a2a"),
            0.008,
        )
        for k in range(4):
            x = left + (right - left) * (k + 0.5) / 4
            ink.shade(ellipse(x, top + 0.09, 0.025, 0.03), ink.accent, width=0.008)
            ink.flat(ellipse(x, top + 0.09, 0.06, 0.06), GLASS, 50)
    if "vines" in extras:
        for x in (left + 0.03, right - 0.05):
            points = [(x + 0.02 * math.sin(k), top + k * 0.06) for k in range(6)]
            ink.stroke(points, ink.role("foliage2"), 0.015)
            for px, py in points[1::2]:
                ink.flat(ellipse(px + 0.02, py, 0.025, 0.015), ink.role("foliage3"))
    if "sign" in extras:
        ink.stroke([(right, top + 0.1), (right + 0.12, top + 0.1)], QColor("#4a3a2a"), 0.015)
        ink.shade(rect(right + 0.04, top + 0.12, 0.12, 0.09, 0.015), ink.accent)

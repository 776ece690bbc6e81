"""What critters wear (what they hold is in ``tools.py``).

A garment draws on a critter's :class:`~.critters.Build` in the figure's second colour (its
clothes) trimmed in its accent colour.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainterPath

from .critters import Build, torso_path
from .ink import Ink, closed, ellipse, meet, minus, polygon, rect
from .parts import garment

GOLD = QColor("#e2b33c")
PAPER = QColor("#f4ead0")
IRON = QColor("#8a8f98")
CLAY = QColor("#c0693a")
FLAME = QColor("#ffb02e")


def _band(build: Build, top: float, bottom: float) -> QPainterPath:
    """The part of the torso between ``top`` and ``bottom``."""
    box = QPainterPath()
    box.addRect(QRectF(-1, top, 2, bottom - top))
    return meet(torso_path(build), box)


# --- garments: body -------------------------------------------------------------------------
@garment("tunic")
def _tunic(ink: Ink, build: Build) -> None:
    ink.shade(_band(build, build.shoulder - 0.1, build.hip + 0.1), ink.second)
    y = build.hip - 0.1
    ink.stroke([(-build.half * 0.95, y), (build.half * 0.95, y)], ink.accent, 0.035)


@garment("coat")
def _coat(ink: Ink, build: Build) -> None:
    h = build.half
    coat = closed(
        (0, build.shoulder - 0.04),
        (h * 1.05, build.shoulder, h * 1.3, -0.25, h * 1.1, -0.08),
        (0, -0.04, -h * 1.1, -0.08),
        (-h * 1.3, -0.25, -h * 1.05, build.shoulder, 0, build.shoulder - 0.04),
    )
    ink.shade(coat, ink.second)
    for k in range(3):
        ink.flat(ellipse(h * 0.25, build.shoulder + 0.1 + k * 0.1, 0.018, 0.018), ink.accent)


@garment("robe")
def _robe(ink: Ink, build: Build) -> None:
    h = build.half
    robe = closed(
        (0, build.shoulder - 0.05),
        (h * 1.1, build.shoulder, h * 1.05, -0.2, h * 1.35, -0.01),
        (0, 0.01, -h * 1.35, -0.01),
        (-h * 1.05, -0.2, -h * 1.1, build.shoulder, 0, build.shoulder - 0.05),
    )
    ink.shade(robe, ink.second)
    ink.stroke([(-h * 1.3, -0.03), (h * 1.3, -0.03)], ink.accent, 0.04)
    ink.stroke([(h * 0.15, build.shoulder), (h * 0.3, -0.04)], ink.accent, 0.03)


@garment("apron")
def _apron(ink: Ink, build: Build) -> None:
    h = build.half
    apron = rect(-h * 0.45, build.shoulder + 0.1, h * 1.2, -0.06 - build.shoulder - 0.1, 0.04)
    ink.shade(apron, ink.second)
    ink.shade(rect(-h * 0.1, -0.25, h * 0.55, 0.08, 0.02), ink.second.darker(112))
    ink.stroke(
        [
            (-h * 0.4, build.shoulder + 0.1),
            (0.0, build.shoulder - 0.04),
            (h * 0.7, build.shoulder + 0.1),
        ],
        ink.second.darker(120),
        0.02,
    )


@garment("vest")
def _vest(ink: Ink, build: Build) -> None:
    h = build.half
    for side in (-1, 1):
        panel = closed(
            (side * h * 0.15, build.shoulder - 0.02),
            (
                side * h * 1.1,
                build.shoulder + 0.02,
                side * h * 1.1,
                build.hip - 0.05,
                side * h * 0.85,
                build.hip - 0.02,
            ),
            (
                side * h * 0.4,
                build.hip - 0.05,
                side * h * 0.2,
                build.shoulder + 0.2,
                side * h * 0.15,
                build.shoulder - 0.02,
            ),
        )
        ink.shade(panel, ink.second)
    ink.flat(ellipse(h * 0.3, build.shoulder + 0.2, 0.015, 0.015), ink.accent)


@garment("sash")
def _sash(ink: Ink, build: Build) -> None:
    h = build.half
    sash = polygon(
        (-h * 0.9, build.shoulder + 0.02),
        (-h * 0.55, build.shoulder - 0.02),
        (h * 1.0, build.hip - 0.12),
        (h * 0.75, build.hip - 0.02),
    )
    ink.shade(meet(sash, torso_path(build)), ink.accent)


@garment("satchel")
def _satchel(ink: Ink, build: Build) -> None:
    h = build.half
    ink.stroke(
        [(h * 0.7, build.shoulder + 0.02), (-h * 0.8, build.hip - 0.12)],
        ink.accent.darker(130),
        0.03,
    )
    ink.shade(rect(-h * 1.25, build.hip - 0.2, 0.17, 0.14, 0.03), ink.accent.darker(115))
    ink.stroke(
        [(-h * 1.25, build.hip - 0.15), (-h * 1.25 + 0.17, build.hip - 0.15)],
        ink.accent.darker(160),
        0.015,
    )


@garment("scarf")
def _scarf(ink: Ink, build: Build) -> None:
    h, y = build.half, build.shoulder
    ink.shade(ellipse(0.02, y, h * 0.85, 0.05), ink.accent)
    ink.shade(
        closed(
            (h * 0.3, y),
            (h * 0.6, y + 0.1, h * 0.45, y + 0.22),
            (h * 0.25, y + 0.24, h * 0.15, y + 0.05),
        ),
        ink.accent.darker(110),
    )


@garment("collar")
def _collar(ink: Ink, build: Build) -> None:
    h, y = build.half, build.shoulder
    for k in range(5):
        x = -h * 0.8 + k * h * 0.42
        ink.shade(ellipse(x, y + 0.01, 0.06, 0.045), QColor("#fbf6ea"), width=0.012)


@garment("necklace")
def _necklace(ink: Ink, build: Build) -> None:
    h, y = build.half, build.shoulder
    for k in range(7):
        angle = math.pi * (0.15 + k * 0.7 / 6)
        ink.shade(
            ellipse(
                h * 0.7 * math.cos(angle) * -1, y + 0.02 + 0.09 * math.sin(angle), 0.022, 0.022
            ),
            ink.accent,
            width=0.008,
        )


@garment("bowtie")
def _bowtie(ink: Ink, build: Build) -> None:
    y = build.shoulder + 0.02
    ink.shade(polygon((0.02, y), (-0.07, y - 0.04), (-0.07, y + 0.04)), ink.accent)
    ink.shade(polygon((0.02, y), (0.11, y - 0.04), (0.11, y + 0.04)), ink.accent)


@garment("shawl")
def _shawl(ink: Ink, build: Build) -> None:
    h, y = build.half, build.shoulder
    shawl = closed(
        (-h * 1.15, y + 0.06),
        (-h * 0.6, y - 0.08, h * 0.6, y - 0.08, h * 1.15, y + 0.06),
        (h * 0.6, y + 0.3, -h * 0.6, y + 0.3, -h * 1.15, y + 0.06),
    )
    ink.shade(shawl, ink.accent)
    for k in range(6):
        x = -h * 0.7 + k * h * 0.28
        ink.stroke([(x, y + 0.24), (x, y + 0.3)], ink.accent.darker(130), 0.012)


# --- garments: back -------------------------------------------------------------------------
@garment("cape", layer="back")
def _cape(ink: Ink, build: Build) -> None:
    h = build.half
    cape = closed(
        (-h * 0.6, build.shoulder - 0.02),
        (-h * 1.7, -0.3, -h * 1.8, -0.05, -h * 1.5, -0.02),
        (0, 0.0, h * 0.7, -0.04),
        (h * 0.9, -0.3, h * 0.6, build.shoulder, -h * 0.6, build.shoulder - 0.02),
    )
    ink.shade(cape, ink.accent)


@garment("backpack", layer="back")
def _backpack(ink: Ink, build: Build) -> None:
    h = build.half
    ink.shade(rect(-h * 1.6, build.shoulder - 0.02, h * 1.1, 0.32, 0.05), ink.accent.darker(110))
    ink.shade(ellipse(-h * 1.05, build.shoulder - 0.06, h * 0.75, 0.05), QColor("#b0493a"))


# --- garments: head -------------------------------------------------------------------------
def _head_top(build: Build) -> tuple[float, float, float]:
    return build.head.x(), build.head.y() - build.radius, build.radius


@garment("crown", layer="head")
def _crown(ink: Ink, build: Build) -> None:
    x, top, r = _head_top(build)
    crown = polygon(
        (x - r * 0.7, top + r * 0.25),
        (x - r * 0.8, top - r * 0.45),
        (x - r * 0.35, top - r * 0.1),
        (x, top - r * 0.6),
        (x + r * 0.35, top - r * 0.1),
        (x + r * 0.8, top - r * 0.45),
        (x + r * 0.7, top + r * 0.25),
    )
    ink.shade(crown, GOLD)
    ink.flat(ellipse(x, top - r * 0.02, r * 0.12, r * 0.12), ink.accent)


@garment("hat", layer="head")
def _hat(ink: Ink, build: Build) -> None:
    """A wide-brimmed explorer's hat."""
    x, top, r = _head_top(build)
    ink.shade(ellipse(x, top + r * 0.3, r * 1.5, r * 0.28), ink.second.darker(105))
    ink.shade(
        closed(
            (x - r * 0.75, top + r * 0.3),
            (x - r * 0.7, top - r * 0.6, x + r * 0.7, top - r * 0.6, x + r * 0.75, top + r * 0.3),
        ),
        ink.second,
    )
    ink.stroke(
        [(x - r * 0.72, top + r * 0.12), (x + r * 0.72, top + r * 0.12)], ink.accent, r * 0.16
    )


@garment("strawhat", layer="head")
def _strawhat(ink: Ink, build: Build) -> None:
    x, top, r = _head_top(build)
    straw = QColor("#e8c66a")
    ink.shade(ellipse(x, top + r * 0.28, r * 1.6, r * 0.3), straw)
    ink.shade(ellipse(x, top, r * 0.7, r * 0.45), straw.darker(105))
    ink.stroke(
        [(x - r * 0.65, top + r * 0.15), (x + r * 0.65, top + r * 0.15)], ink.accent, r * 0.12
    )


@garment("tophat", layer="head")
def _tophat(ink: Ink, build: Build) -> None:
    x, top, r = _head_top(build)
    ink.shade(ellipse(x, top + r * 0.25, r * 1.05, r * 0.2), QColor("#2a2630"))
    ink.shade(rect(x - r * 0.6, top - r * 1.0, r * 1.2, r * 1.25, r * 0.08), QColor("#2a2630"))
    ink.stroke([(x - r * 0.6, top + r * 0.05), (x + r * 0.6, top + r * 0.05)], ink.accent, r * 0.18)


@garment("hood", layer="head")
def _hood(ink: Ink, build: Build) -> None:
    c, r = build.head, build.radius
    hood = minus(
        ellipse(c.x() - r * 0.15, c.y() - r * 0.05, r * 1.2, r * 1.2),
        ellipse(c.x() + r * 0.35, c.y() + r * 0.15, r * 0.9, r * 0.85),
    )
    ink.shade(hood, ink.second)


@garment("beret", layer="head")
def _beret(ink: Ink, build: Build) -> None:
    x, top, r = _head_top(build)
    ink.shade(ellipse(x - r * 0.15, top + r * 0.05, r * 1.0, r * 0.38), ink.accent)
    ink.stroke(
        [(x - r * 0.15, top - r * 0.32), (x - r * 0.1, top - r * 0.45)],
        ink.accent.darker(150),
        r * 0.12,
    )


@garment("jester", layer="head")
def _jester(ink: Ink, build: Build) -> None:
    x, top, r = _head_top(build)
    for side, tone in ((-1, ink.second), (1, ink.accent)):
        point = closed(
            (x, top + r * 0.35),
            (
                x + side * r * 0.3,
                top - r * 0.4,
                x + side * r * 1.1,
                top - r * 0.5,
                x + side * r * 1.3,
                top + r * 0.1,
            ),
            (x + side * r * 0.8, top, x + side * r * 0.4, top + r * 0.2, x, top + r * 0.35),
        )
        ink.shade(point, tone)
        ink.shade(ellipse(x + side * r * 1.3, top + r * 0.15, r * 0.15, r * 0.15), GOLD, width=0.01)


@garment("glasses", layer="head")
def _glasses(ink: Ink, build: Build) -> None:
    c, r = build.head, build.radius
    for ex, scale in ((c.x() + r * 0.45, 1.0), (c.x() - r * 0.08, 0.8)):
        lens = ellipse(ex, c.y() - r * 0.12, r * 0.24 * scale, r * 0.24 * scale)
        ink.painter.setPen(ink.outline(QColor("#6a5030"), 0.015))
        ink.painter.setBrush(QColor(255, 255, 255, 50))
        ink.painter.drawPath(lens)
    ink.stroke(
        [(c.x() + r * 0.04, c.y() - r * 0.14), (c.x() + r * 0.22, c.y() - r * 0.14)],
        QColor("#6a5030"),
        0.012,
    )


@garment("helmet", layer="head")
def _helmet(ink: Ink, build: Build) -> None:
    """A miner's helmet with its lamp."""
    x, top, r = _head_top(build)
    ink.shade(
        closed(
            (x - r * 1.0, top + r * 0.45),
            (
                x - r * 0.95,
                top - r * 0.45,
                x + r * 0.95,
                top - r * 0.45,
                x + r * 1.0,
                top + r * 0.45,
            ),
        ),
        QColor("#d9a63a"),
    )
    ink.shade(
        ellipse(x + r * 0.55, top + r * 0.05, r * 0.22, r * 0.2), QColor("#fff2a8"), width=0.01
    )


@garment("wreath", layer="head")
def _wreath(ink: Ink, build: Build) -> None:
    x, top, r = _head_top(build)
    for k in range(7):
        angle = math.pi * (1.05 + k * 0.9 / 6)
        lx, ly = x + r * 0.95 * math.cos(angle), top + r + r * 0.95 * math.sin(angle)
        ink.shade(ellipse(lx, ly, r * 0.2, r * 0.12), ink.accent, width=0.008)


@garment("flower", layer="head")
def _flower(ink: Ink, build: Build) -> None:
    x, top, r = _head_top(build)
    fx, fy = x - r * 0.55, top + r * 0.3
    for k in range(5):
        angle = k * 2 * math.pi / 5
        ink.shade(
            ellipse(
                fx + r * 0.18 * math.cos(angle), fy + r * 0.18 * math.sin(angle), r * 0.16, r * 0.16
            ),
            ink.accent,
            width=0.008,
        )
    ink.flat(ellipse(fx, fy, r * 0.1, r * 0.1), GOLD)


@garment("mortarboard", layer="head")
def _mortarboard(ink: Ink, build: Build) -> None:
    x, top, r = _head_top(build)
    ink.shade(rect(x - r * 0.55, top - r * 0.05, r * 1.1, r * 0.35), QColor("#2a2a34"))
    ink.shade(
        polygon(
            (x - r * 1.1, top - r * 0.1),
            (x, top - r * 0.45),
            (x + r * 1.1, top - r * 0.1),
            (x, top + r * 0.2),
        ),
        QColor("#2a2a34"),
    )
    ink.stroke(
        [(x, top - r * 0.1), (x + r * 0.9, top + r * 0.1), (x + r * 0.9, top + r * 0.5)],
        GOLD,
        r * 0.08,
    )


@garment("cap", layer="head")
def _cap(ink: Ink, build: Build) -> None:
    """A courier's peaked cap."""
    x, top, r = _head_top(build)
    ink.shade(
        closed(
            (x - r * 0.8, top + r * 0.35),
            (x - r * 0.8, top - r * 0.35, x + r * 0.8, top - r * 0.35, x + r * 0.8, top + r * 0.35),
        ),
        ink.second,
    )
    ink.shade(ellipse(x + r * 0.95, top + r * 0.35, r * 0.45, r * 0.1), ink.second.darker(130))
    ink.flat(ellipse(x, top + r * 0.05, r * 0.12, r * 0.12), ink.accent)


@garment("headband", layer="head")
def _headband(ink: Ink, build: Build) -> None:
    c, r = build.head, build.radius
    ink.stroke(
        [(c.x() - r * 0.95, c.y() - r * 0.45), (c.x() + r * 0.9, c.y() - r * 0.5)],
        ink.accent,
        r * 0.2,
    )
    ink.shade(
        closed(
            (c.x() - r * 0.9, c.y() - r * 0.4),
            (c.x() - r * 1.4, c.y() - r * 0.2, c.x() - r * 1.35, c.y() + r * 0.1),
        ),
        ink.accent.darker(110),
    )

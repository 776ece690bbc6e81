"""What critters hold: each tool draws with the holding hand at the origin, in the holder's
units (a critter is 1 unit tall), in the tool's own colour (``ink.main``); the figure's
accent colour fills what a tool carries (a basket's fruit, a gem's glow). What they wear is in
``gear.py``.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from .gear import FLAME, GOLD, IRON, PAPER
from .ink import Ink, closed, ellipse, polygon, rect
from .parts import tool


def _pole(ink: Ink, bottom: float, top: float, lean: float = 0.03, width: float = 0.035) -> None:
    ink.limb([(-lean * bottom, bottom), (lean * -top, top)], ink.main, width)


@tool("staff", pose="low")
def _staff(ink: Ink) -> None:
    _pole(ink, 0.25, -0.62)
    ink.shade(ellipse(0.02, -0.64, 0.045, 0.045), ink.main.darker(110))


@tool("crook", pose="low")
def _crook(ink: Ink) -> None:
    _pole(ink, 0.25, -0.5)
    ink.stroke(
        [(0.015, -0.5), (0.03, -0.62), (0.12, -0.66), (0.16, -0.58)], ink.main.darker(140), 0.05
    )
    ink.stroke([(0.015, -0.5), (0.03, -0.62), (0.12, -0.66), (0.16, -0.58)], ink.main, 0.03)


@tool("sceptre", pose="low", colour="@gold")
def _sceptre(ink: Ink) -> None:
    _pole(ink, 0.1, -0.4, width=0.03)
    ink.shade(ellipse(0.012, -0.44, 0.05, 0.05), ink.accent)


@tool("lantern", pose="low", colour="#3a3430")
def _lantern(ink: Ink) -> None:
    ink.stroke([(0, 0), (0, 0.06)], ink.main, 0.015)
    body = rect(-0.055, 0.06, 0.11, 0.14, 0.02)
    ink.shade(body, ink.main)
    ink.flat(rect(-0.035, 0.085, 0.07, 0.09, 0.01), QColor("#ffd56b"))
    ink.flat(ellipse(0, 0.13, 0.15, 0.15), QColor("#ffd56b"), 60)


@tool("torch", pose="raise")
def _torch(ink: Ink) -> None:
    _pole(ink, 0.15, -0.08)
    ink.shade(
        closed(
            (0.0, -0.06),
            (-0.09, -0.12, -0.03, -0.24, 0.01, -0.3),
            (0.06, -0.22, 0.09, -0.12, 0.0, -0.06),
        ),
        FLAME,
    )
    ink.flat(ellipse(0, -0.16, 0.2, 0.2), QColor("#ffd56b"), 60)


@tool("book", colour="#7a2e2e")
def _book(ink: Ink) -> None:
    ink.shade(rect(-0.05, -0.1, 0.16, 0.2, 0.015), ink.main)
    ink.flat(rect(0.09, -0.09, 0.02, 0.18), PAPER)
    ink.stroke([(-0.02, -0.05), (0.07, -0.05)], GOLD, 0.012)


@tool("openbook", colour="#7a2e2e")
def _openbook(ink: Ink) -> None:
    ink.shade(
        polygon(
            (-0.12, -0.1), (0.0, -0.06), (0.12, -0.1), (0.12, 0.04), (0.0, 0.08), (-0.12, 0.04)
        ),
        ink.main,
    )
    ink.shade(
        polygon((-0.105, -0.09), (-0.005, -0.055), (-0.005, 0.06), (-0.105, 0.03)),
        PAPER,
        width=0.008,
    )
    ink.shade(
        polygon((0.105, -0.09), (0.005, -0.055), (0.005, 0.06), (0.105, 0.03)), PAPER, width=0.008
    )


@tool("scroll", colour="#f4ead0")
def _scroll(ink: Ink) -> None:
    ink.shade(rect(-0.02, -0.14, 0.14, 0.22, 0.01), ink.main)
    for y in (-0.14, 0.08):
        ink.shade(ellipse(0.05, y, 0.09, 0.025), ink.main.darker(115))
    for k in range(3):
        ink.stroke([(0.01, -0.08 + k * 0.05), (0.09, -0.08 + k * 0.05)], QColor("#9a8a6a"), 0.008)


@tool("plans", colour="#3d6fa8")
def _plans(ink: Ink) -> None:
    ink.shade(rect(-0.04, -0.12, 0.2, 0.16, 0.01), ink.main)
    ink.stroke(
        [(0.0, -0.02), (0.04, -0.09), (0.12, -0.09), (0.12, -0.02), (0.0, -0.02)],
        QColor("#dfeaf6"),
        0.008,
    )
    ink.shade(ellipse(-0.04, -0.04, 0.025, 0.09), ink.main.darker(115))


@tool("quill", colour="#f4f0e4")
def _quill(ink: Ink) -> None:
    ink.shade(
        closed(
            (0, 0.02), (0.02, -0.1, 0.1, -0.22, 0.14, -0.26), (0.1, -0.14, 0.06, -0.04, 0, 0.02)
        ),
        ink.main,
    )


@tool("hammer", pose="low")
def _hammer(ink: Ink) -> None:
    _pole(ink, 0.08, -0.22)
    ink.shade(rect(-0.06, -0.28, 0.14, 0.07, 0.01), IRON)


@tool("mallet")
def _mallet(ink: Ink) -> None:
    ink.limb([(0, 0.04), (0.08, -0.14)], ink.main, 0.03)
    ink.shade(rect(0.02, -0.24, 0.14, 0.09, 0.02), ink.main.darker(115))


@tool("chisel", colour="#8a8f98")
def _chisel(ink: Ink) -> None:
    ink.limb([(-0.02, 0.03), (0.1, -0.1)], QColor("#8a5a33"), 0.03)
    ink.limb([(0.1, -0.1), (0.16, -0.17)], ink.main, 0.02)


@tool("pickaxe", pose="raise")
def _pickaxe(ink: Ink) -> None:
    _pole(ink, 0.12, -0.2)
    head = closed(
        (-0.18, -0.14),
        (-0.05, -0.26, 0.1, -0.26, 0.2, -0.12),
        (0.08, -0.2, -0.06, -0.2, -0.18, -0.14),
    )
    ink.shade(head, IRON)


@tool("shovel", pose="low")
def _shovel(ink: Ink) -> None:
    _pole(ink, 0.1, -0.45)
    ink.shade(closed((-0.06, 0.1), (-0.07, 0.22, 0.07, 0.22, 0.06, 0.1)), IRON)


@tool("hoe", pose="low")
def _hoe(ink: Ink) -> None:
    _pole(ink, 0.22, -0.5)
    ink.shade(polygon((-0.02, 0.2), (0.12, 0.2), (0.12, 0.26), (-0.02, 0.24)), IRON)


@tool("broom", pose="low")
def _broom(ink: Ink) -> None:
    _pole(ink, 0.12, -0.48)
    ink.shade(closed((-0.04, 0.1), (-0.12, 0.24, 0.12, 0.24, 0.04, 0.1)), QColor("#d8b35a"))


@tool("sweepbrush", pose="raise")
def _sweepbrush(ink: Ink) -> None:
    _pole(ink, 0.2, -0.28)
    for k in range(9):
        angle = k * math.pi / 4.5
        ink.stroke(
            [(0.01, -0.33), (0.01 + 0.09 * math.cos(angle), -0.33 + 0.09 * math.sin(angle))],
            QColor("#2a2420"),
            0.02,
        )


@tool("saw", pose="low", colour="#8a8f98")
def _saw(ink: Ink) -> None:
    ink.shade(polygon((0.0, 0.02), (0.28, 0.1), (0.28, 0.16), (0.0, 0.1)), ink.main)
    ink.shade(rect(-0.06, -0.02, 0.08, 0.12, 0.02), QColor("#8a5a33"))


@tool("basket", colour="#b8864a")
def _basket(ink: Ink) -> None:
    ink.stroke([(-0.1, 0.08), (0, -0.02), (0.1, 0.08)], ink.main.darker(120), 0.02)
    for x in (-0.06, 0.0, 0.06):
        ink.shade(ellipse(x, 0.06, 0.04, 0.04), ink.accent, width=0.01)
    body = closed((-0.12, 0.06), (0.12, 0.06), (0.1, 0.18, -0.1, 0.18, -0.12, 0.06))
    ink.shade(body, ink.main)
    for y in (0.1, 0.14):
        ink.stroke([(-0.11, y), (0.11, y)], ink.main.darker(130), 0.008)


@tool("pot", colour="#c0693a")
def _pot(ink: Ink) -> None:
    ink.shade(
        closed(
            (-0.05, -0.08),
            (-0.16, -0.02, -0.14, 0.13, 0.0, 0.13),
            (0.14, 0.13, 0.16, -0.02, 0.05, -0.08),
        ),
        ink.main,
    )
    ink.shade(ellipse(0, -0.08, 0.06, 0.02), ink.main.darker(115))
    ink.stroke([(-0.12, 0.03), (0.12, 0.03)], ink.accent, 0.015)


@tool("bowl", colour="#b07a4a")
def _bowl(ink: Ink) -> None:
    ink.shade(closed((-0.13, -0.02), (0.13, -0.02), (0.1, 0.1, -0.1, 0.1, -0.13, -0.02)), ink.main)
    ink.shade(ellipse(0, -0.03, 0.1, 0.03), ink.accent)


@tool("drum", colour="#b5552e")
def _drum(ink: Ink) -> None:
    ink.shade(rect(-0.1, -0.02, 0.2, 0.2, 0.03), ink.main)
    ink.shade(ellipse(0, -0.02, 0.1, 0.035), PAPER)
    for x in (-0.06, 0.0, 0.06):
        ink.stroke([(x, 0.0), (x + 0.03, 0.17)], GOLD, 0.008)


@tool("flute", colour="#c89a5a")
def _flute(ink: Ink) -> None:
    ink.limb([(0.04, 0.05), (-0.12, -0.34)], ink.main, 0.025)


@tool("horn", colour="#e2b33c")
def _horn(ink: Ink) -> None:
    ink.limb([(-0.12, -0.32), (0.14, -0.36)], ink.main, 0.02)
    ink.shade(polygon((0.12, -0.36), (0.24, -0.44), (0.24, -0.28)), ink.main)
    ink.shade(
        polygon((0.0, -0.33), (0.12, -0.35), (0.11, -0.2), (0.06, -0.24), (0.01, -0.2)), ink.accent
    )


@tool("lute", colour="#a8703a")
def _lute(ink: Ink) -> None:
    ink.limb([(0.02, 0.0), (-0.18, -0.3)], ink.main.darker(120), 0.03)
    ink.shade(ellipse(0.06, 0.06, 0.1, 0.08), ink.main)
    ink.flat(ellipse(0.05, 0.05, 0.025, 0.025), QColor("#3a2010"))


@tool("harp", colour="#e2b33c")
def _harp(ink: Ink) -> None:
    frame = closed((-0.02, 0.12), (-0.02, -0.14), (0.2, -0.16, 0.16, 0.1, 0.12, 0.12))
    ink.painter.setPen(ink.outline(ink.main, 0.03))
    ink.painter.setBrush(QColor(0, 0, 0, 0))
    ink.painter.drawPath(frame)
    for k in range(4):
        x = 0.02 + k * 0.03
        ink.stroke([(x, -0.1 + k * 0.01), (x, 0.11)], PAPER, 0.006)


@tool("baton", pose="raise", colour="#f4f0e4")
def _baton(ink: Ink) -> None:
    ink.limb([(0, 0.02), (0.1, -0.2)], ink.main, 0.015)


@tool("coins", colour="#a88a5a")
def _coins(ink: Ink) -> None:
    ink.shade(
        closed(
            (-0.04, -0.02),
            (-0.14, 0.04, -0.12, 0.17, 0.0, 0.17),
            (0.12, 0.17, 0.14, 0.04, 0.04, -0.02),
        ),
        ink.main,
    )
    ink.stroke([(-0.04, -0.02), (0.04, -0.02)], ink.main.darker(150), 0.02)
    ink.shade(ellipse(0.0, 0.09, 0.045, 0.045), GOLD, width=0.01)


@tool("key", colour="#e2b33c")
def _key(ink: Ink) -> None:
    ink.limb([(0, 0), (0.14, -0.14)], ink.main, 0.02)
    ink.painter.setPen(ink.outline(ink.main, 0.02))
    ink.painter.setBrush(ink.main)
    ink.painter.drawEllipse(QPointF(0.16, -0.16), 0.04, 0.04)


@tool("spyglass", colour="#b08840")
def _spyglass(ink: Ink) -> None:
    ink.limb([(-0.1, -0.38), (0.06, -0.44)], ink.main, 0.035)
    ink.limb([(0.06, -0.44), (0.2, -0.5)], ink.main.darker(115), 0.05)


@tool("map", colour="#efe0b8")
def _map(ink: Ink) -> None:
    ink.shade(
        polygon(
            (-0.06, -0.14), (0.08, -0.1), (0.22, -0.14), (0.22, 0.06), (0.08, 0.1), (-0.06, 0.06)
        ),
        ink.main,
    )
    ink.stroke([(-0.02, 0.0), (0.05, -0.05), (0.12, 0.0), (0.18, -0.08)], QColor("#b03a2e"), 0.012)


@tool("letter", colour="#f4ead0")
def _letter(ink: Ink) -> None:
    ink.shade(rect(-0.04, -0.08, 0.18, 0.12, 0.01), ink.main)
    ink.stroke([(-0.04, -0.08), (0.05, -0.02), (0.14, -0.08)], QColor("#9a8a6a"), 0.01)
    ink.flat(ellipse(0.05, -0.02, 0.02, 0.02), QColor("#b0302a"))


@tool("leaf", pose="raise", colour="@foliage2")
def _leaf_umbrella(ink: Ink) -> None:
    ink.limb([(0, 0.05), (-0.02, -0.25)], QColor("#6a8a3a"), 0.02)
    leaf = closed(
        (-0.4, -0.2), (-0.3, -0.55, 0.25, -0.55, 0.35, -0.22), (0.0, -0.28, -0.2, -0.28, -0.4, -0.2)
    )
    ink.shade(leaf, ink.main)
    ink.stroke([(-0.38, -0.22), (0.0, -0.42), (0.33, -0.24)], ink.main.darker(140), 0.012)


@tool("fig", colour="#8e4585")
def _fig(ink: Ink) -> None:
    ink.shade(
        closed(
            (0.05, -0.1),
            (0.14, -0.02, 0.12, 0.08, 0.05, 0.08),
            (-0.02, 0.08, -0.04, -0.02, 0.05, -0.1),
        ),
        ink.main,
    )
    ink.flat(ellipse(0.05, -0.1, 0.02, 0.015), QColor("#4f8a3a"))


@tool("gem")
def _gem(ink: Ink) -> None:
    ink.flat(ellipse(0.06, -0.06, 0.14, 0.14), ink.accent, 70)
    ink.shade(polygon((0.0, -0.06), (0.06, -0.14), (0.12, -0.06), (0.06, 0.04)), ink.accent)


@tool("orchid", colour="#5a8a3a")
def _orchid(ink: Ink) -> None:
    ink.stroke([(0, 0.04), (0.04, -0.18)], ink.main, 0.015)
    for k in range(5):
        angle = k * 2 * math.pi / 5
        ink.shade(
            ellipse(0.05 + 0.05 * math.cos(angle), -0.22 + 0.05 * math.sin(angle), 0.045, 0.035),
            ink.accent,
            width=0.008,
        )
    ink.flat(ellipse(0.05, -0.22, 0.02, 0.02), GOLD)


@tool("cacao", colour="#b5652a")
def _cacao(ink: Ink) -> None:
    ink.shade(ellipse(0.05, -0.02, 0.06, 0.11), ink.main)
    for x in (0.03, 0.07):
        ink.stroke([(x, -0.1), (x, 0.06)], ink.main.darker(140), 0.008)


@tool("idol", colour="@gold")
def _idol(ink: Ink) -> None:
    ink.shade(rect(-0.02, -0.04, 0.14, 0.08, 0.01), ink.main.darker(110))
    ink.shade(ellipse(0.05, -0.12, 0.06, 0.08), ink.main)
    ink.flat(ellipse(0.03, -0.13, 0.012, 0.012), ink.accent)
    ink.flat(ellipse(0.07, -0.13, 0.012, 0.012), ink.accent)


@tool("chest", colour="#8a5a2e")
def _chest(ink: Ink) -> None:
    ink.shade(rect(-0.1, -0.02, 0.24, 0.15, 0.02), ink.main)
    ink.shade(closed((-0.1, -0.02), (-0.1, -0.1, 0.14, -0.1, 0.14, -0.02)), ink.main.lighter(110))
    ink.stroke([(0.02, -0.08), (0.02, 0.12)], GOLD, 0.02)


@tool("seedling", colour="#c0693a")
def _seedling(ink: Ink) -> None:
    ink.shade(polygon((-0.06, -0.04), (0.1, -0.04), (0.08, 0.08), (-0.04, 0.08)), ink.main)
    ink.stroke([(0.02, -0.04), (0.02, -0.16)], QColor("#4f8a3a"), 0.015)
    ink.shade(ellipse(-0.02, -0.16, 0.04, 0.02), QColor("#6fb04a"), width=0.006)
    ink.shade(ellipse(0.06, -0.18, 0.04, 0.02), QColor("#6fb04a"), width=0.006)


@tool("candle", colour="#f4ead0")
def _candle(ink: Ink) -> None:
    ink.shade(rect(-0.02, -0.14, 0.06, 0.16, 0.01), ink.main)
    ink.shade(ellipse(0.01, -0.18, 0.02, 0.04), FLAME, width=0.006)
    ink.flat(ellipse(0.01, -0.17, 0.1, 0.1), QColor("#ffd56b"), 60)


@tool("compass", colour="@gold")
def _compass(ink: Ink) -> None:
    ink.shade(ellipse(0.05, -0.05, 0.08, 0.08), ink.main)
    ink.flat(ellipse(0.05, -0.05, 0.06, 0.06), PAPER)
    ink.flat(polygon((0.05, -0.1), (0.065, -0.05), (0.05, 0.0), (0.035, -0.05)), QColor("#b0302a"))


@tool("hourglass", colour="#8a5a2e")
def _hourglass(ink: Ink) -> None:
    ink.shade(rect(-0.04, -0.18, 0.16, 0.03), ink.main)
    ink.shade(rect(-0.04, 0.02, 0.16, 0.03), ink.main)
    ink.shade(
        polygon(
            (-0.02, -0.15), (0.1, -0.15), (0.04, -0.06), (0.1, 0.02), (-0.02, 0.02), (0.04, -0.06)
        ),
        QColor(220, 235, 245, 200),
        width=0.01,
    )
    ink.flat(polygon((0.0, 0.02), (0.08, 0.02), (0.04, -0.03)), QColor("#e0b060"))


@tool("slate", colour="#3a4a44")
def _slate(ink: Ink) -> None:
    ink.shade(rect(-0.06, -0.14, 0.2, 0.16, 0.01), QColor("#a07040"))
    ink.flat(rect(-0.045, -0.125, 0.17, 0.13), ink.main)
    ink.stroke(
        [(-0.02, -0.08), (0.03, -0.08), (0.0, -0.04), (0.06, -0.04)], QColor("#f0f0e8"), 0.008
    )


@tool("scales", colour="@gold")
def _scales(ink: Ink) -> None:
    ink.stroke([(0.03, 0.02), (0.03, -0.22)], ink.main, 0.02)
    ink.stroke([(-0.1, -0.2), (0.16, -0.2)], ink.main, 0.02)
    for x in (-0.1, 0.16):
        ink.stroke(
            [(x, -0.2), (x - 0.04, -0.1), (x + 0.04, -0.1), (x, -0.2)], ink.main.darker(130), 0.008
        )
        ink.shade(
            closed(
                (x - 0.06, -0.1),
                (x + 0.06, -0.1),
                (x + 0.04, -0.06, x - 0.04, -0.06, x - 0.06, -0.1),
            ),
            ink.main,
        )


@tool("gavel", pose="raise")
def _gavel(ink: Ink) -> None:
    ink.limb([(0, 0.03), (0.04, -0.16)], ink.main, 0.025)
    ink.shade(rect(-0.04, -0.24, 0.16, 0.08, 0.02), ink.main.darker(120))


@tool("bell", pose="raise", colour="@gold")
def _bell(ink: Ink) -> None:
    ink.limb([(0, 0.03), (0, -0.06)], QColor("#6a4a2a"), 0.025)
    ink.shade(closed((-0.06, 0.0), (-0.06, -0.16, 0.06, -0.16, 0.06, 0.0)), ink.main)
    ink.flat(ellipse(0, 0.02, 0.02, 0.02), ink.main.darker(150))


@tool("flag", pose="raise")
def _flag(ink: Ink) -> None:
    _pole(ink, 0.22, -0.3)
    ink.shade(
        closed(
            (0.01, -0.3),
            (0.12, -0.34, 0.2, -0.24, 0.3, -0.28),
            (0.24, -0.2, 0.28, -0.12),
            (0.18, -0.12, 0.1, -0.2, 0.01, -0.16),
        ),
        ink.accent,
    )


@tool("paddle", pose="low")
def _paddle(ink: Ink) -> None:
    _pole(ink, 0.1, -0.45)
    ink.shade(ellipse(0.0, 0.18, 0.045, 0.1), ink.main)


@tool("net", pose="low")
def _net(ink: Ink) -> None:
    _pole(ink, 0.1, -0.35)
    hoop = ellipse(0.02, -0.45, 0.1, 0.1)
    ink.painter.setPen(ink.outline(ink.main, 0.015))
    ink.painter.setBrush(QColor(255, 255, 255, 60))
    ink.painter.drawPath(hoop)


@tool("rod", pose="raise")
def _rod(ink: Ink) -> None:
    ink.limb([(0, 0.1), (0.3, -0.3)], ink.main, 0.018)
    ink.stroke([(0.3, -0.3), (0.38, 0.1)], QColor(240, 240, 240, 200), 0.005)


@tool("juggle", pose="raise")
def _juggle(ink: Ink) -> None:
    for (x, y), tone in zip(
        ((-0.08, -0.18), (0.06, -0.28), (0.16, -0.14)),
        (QColor("#d62b2b"), GOLD, QColor("#3d6fa8")),
        strict=True,
    ):
        ink.shade(ellipse(x, y, 0.04, 0.04), tone, width=0.01)


@tool("mug", colour="#8a5a2e")
def _mug(ink: Ink) -> None:
    ink.shade(rect(-0.02, -0.1, 0.1, 0.13, 0.02), ink.main)
    ink.flat(ellipse(0.03, -0.11, 0.055, 0.02), QColor("#f6ecd2"))
    ink.stroke([(0.08, -0.07), (0.12, -0.05), (0.08, -0.01)], ink.main.darker(120), 0.015)


@tool("brush", colour="#8a5a2e")
def _brush(ink: Ink) -> None:
    ink.limb([(0, 0.04), (0.1, -0.14)], ink.main, 0.018)
    ink.shade(ellipse(0.115, -0.17, 0.02, 0.035), ink.accent, width=0.008)


@tool("medkit", pose="low", colour="#5a2e22")
def _medkit(ink: Ink) -> None:
    ink.stroke(
        [(-0.03, 0.0), (-0.03, 0.05), (0.05, 0.05), (0.05, 0.0)], ink.main.darker(130), 0.015
    )
    ink.shade(rect(-0.09, 0.04, 0.2, 0.14, 0.03), ink.main)
    ink.flat(rect(0.0, 0.07, 0.02, 0.08), PAPER)
    ink.flat(rect(-0.03, 0.1, 0.08, 0.02), PAPER)


@tool("ladle", colour="#8a8f98")
def _ladle(ink: Ink) -> None:
    ink.limb([(0, 0.02), (0.08, -0.2)], ink.main, 0.015)
    ink.shade(ellipse(0.0, 0.06, 0.05, 0.035), ink.main)


@tool("bindle", pose="hold")
def _bindle(ink: Ink) -> None:
    ink.limb([(0.02, 0.05), (-0.34, -0.38)], ink.main, 0.025)
    ink.shade(ellipse(-0.36, -0.32, 0.09, 0.08), ink.accent)


@tool("jewel", colour="#19c37d")
def _jewel(ink: Ink) -> None:
    ink.flat(ellipse(0.05, -0.05, 0.13, 0.13), ink.main, 80)
    ink.shade(
        polygon((-0.01, -0.06), (0.03, -0.12), (0.09, -0.12), (0.12, -0.06), (0.05, 0.03)), ink.main
    )


@tool("banana", colour="#f1d04a")
def _banana(ink: Ink) -> None:
    for k in range(3):
        ink.shade(
            closed(
                (0.0, -0.02 + k * 0.03),
                (0.1, -0.08 + k * 0.03, 0.16, 0.02 + k * 0.03),
                (0.08, 0.02 + k * 0.03, 0.02, 0.02 + k * 0.03, 0.0, -0.02 + k * 0.03),
            ),
            ink.main,
            width=0.01,
        )


@tool("bamboo", pose="low", colour="#9acd32")
def _bamboo(ink: Ink) -> None:
    ink.limb([(-0.02, 0.22), (0.02, -0.5)], ink.main, 0.045)
    for y in (0.05, -0.15, -0.35):
        ink.stroke([(-0.03, y), (0.04, y)], ink.main.darker(150), 0.012)
    ink.shade(ellipse(0.08, -0.5, 0.07, 0.025), ink.main.darker(110), width=0.008)

"""Critters built from parts: a body, a head with its ears and eyes, a tail, markings, and the
clothes they wear and the tools they hold (``gear.py``).

Every species is an :class:`Anatomy`: a choice of body, head, ears, tail and markings and its
colours. A critter stands 1 unit tall with its feet at the origin and faces right, seen three
quarters on; :class:`Build` is where its shoulders, hands and head fall, which clothes and tools
use. Registering a species makes it a part a picture may place (``"part": "capybara"``); the
species are in ``species.py``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPainterPath

from .ink import Ink, closed, ellipse, minus, polygon, union
from .parts import GARMENTS, TOOLS

MARKS = (
    "belly",
    "spots",
    "stripes",
    "legstripes",
    "mask",
    "cheeks",
    "whiskers",
    "crest",
    "horns",
    "antennae",
    "wings",
    "buzz",
    "shell",
    "bands",
    "spines",
    "mane",
    "wool",
    "glass",
    "tuft",
    "trunk",
)


@dataclass(frozen=True)
class Anatomy:
    """A species: its body (pear, stout, slim, round, bird, tall), head (round, snout, box,
    long, beak, flat, cat, bug), ears (none, round, tiny, pointed, long, tall, tufts), tail (none,
    bushy, curl, thin, stub, fan, flat, ringed, long), eyes (dot, big), beak (short, hook,
    needle, big) and markings, in its coat, belly and marking colours."""

    body: str = "pear"
    head: str = "round"
    ears: str = "round"
    tail: str = "none"
    eyes: str = "dot"
    beak: str = "short"
    marks: tuple[str, ...] = ("belly",)
    coat: str = "#8a6a4a"
    belly: str = "#e8d4b0"
    markings: str = "#3a2a1a"
    beak_colour: str = "#f0a030"


@dataclass(frozen=True)
class Build:
    """Where a critter's parts fall (figure units)."""

    half: float  # half the width of the torso at the hips
    shoulder: float  # y of the shoulders
    head: QPointF
    radius: float  # of the head
    front_hand: QPointF
    back_hand: QPointF
    anatomy: Anatomy = field(default_factory=Anatomy)

    @property
    def hip(self) -> float:
        return -0.1


BODIES = {  # half width, shoulder y, head centre, head radius
    "pear": (0.19, -0.56, (0.03, -0.74), 0.17),
    "stout": (0.25, -0.5, (0.07, -0.69), 0.18),
    "slim": (0.14, -0.58, (0.03, -0.78), 0.15),
    "round": (0.23, -0.44, (0.03, -0.62), 0.2),
    "bird": (0.18, -0.58, (0.05, -0.76), 0.16),
    "tall": (0.16, -0.62, (0.1, -0.84), 0.14),
}


def build_of(anatomy: Anatomy, pose: str) -> Build:
    half, shoulder, (hx, hy), radius = BODIES[anatomy.body]
    hands = {
        "low": QPointF(half + 0.07, -0.26),
        "hold": QPointF(half * 0.55 + 0.1, shoulder + 0.2),
        "raise": QPointF(half + 0.1, shoulder - 0.28),
    }
    return Build(
        half=half,
        shoulder=shoulder,
        head=QPointF(hx, hy),
        radius=radius,
        front_hand=hands[pose],
        back_hand=QPointF(-half - 0.04, -0.24),
        anatomy=anatomy,
    )


# --- the whole critter ----------------------------------------------------------------------
def draw_critter(ink: Ink, figure, anatomy: Anatomy) -> None:
    """Tail, cape, back arm, legs, body, clothes, head, hat, tool and front arm, back to front."""
    tool = TOOLS.get(figure.holds) if figure.holds else None
    pose = figure.pose or (tool.pose if tool else "low")
    build = build_of(anatomy, pose)
    marks = set(anatomy.marks) | set(figure.extras)
    coat = ink.main
    worn = [GARMENTS[name] for name in figure.wears]
    if "buzz" in marks:
        _buzz_wings(ink)
    _tail(ink, build, anatomy.tail, coat, QColor(anatomy.markings))
    for garment in worn:
        if garment.layer == "back":
            garment.draw(ink, build)
    if "shell" in marks:
        _shell(ink, build)
    _arm(ink, build, build.back_hand, _sleeve(ink, figure, coat), back=True)
    _legs(ink, build, coat)
    if anatomy.body == "tall":
        ink.limb([(0.0, build.shoulder), (build.head.x() - 0.02, build.head.y())], coat, 0.09)
    _torso(ink, build, coat, anatomy, marks)
    for garment in worn:
        if garment.layer == "body":
            garment.draw(ink, build)
    _head(ink, build, coat, anatomy, marks)
    for garment in worn:
        if garment.layer == "head":
            garment.draw(ink, build)
    _arm(ink, build, build.front_hand, _sleeve(ink, figure, coat), back=False)
    if tool is not None:
        _held(ink, build, tool)
    _paw(ink, build.front_hand, coat)


def _sleeve(ink: Ink, figure, coat: QColor) -> QColor:
    """Arms take the colour of a garment with sleeves."""
    sleeved = {"tunic", "robe", "coat", "jacket"}
    return ink.second if sleeved & set(figure.wears) else coat


def _held(ink: Ink, build: Build, tool) -> None:
    painter = ink.painter
    painter.save()
    painter.translate(build.front_hand)
    tool.draw(ink.with_colours(main=_tool_colour(ink, tool)))
    painter.restore()


def _tool_colour(ink: Ink, tool) -> QColor:
    value = tool.colour
    return ink.role(value[1:]) if value.startswith("@") else QColor(value)


# --- body -----------------------------------------------------------------------------------
def torso_path(build: Build) -> QPainterPath:
    h, top, base = build.half, build.shoulder, build.hip
    if build.anatomy.body == "bird":
        return ellipse(0, (top + base) / 2, h * 1.05, (base - top) / 2 + 0.04)
    return closed(
        (0, top - 0.03),
        (h * 0.95, top - 0.03, h * 1.2, base - 0.14, h * 0.88, base),
        (0, base + 0.05, -h * 0.88, base),
        (-h * 1.2, base - 0.14, -h * 0.95, top - 0.03, 0, top - 0.03),
    )


def _torso(ink: Ink, build: Build, coat: QColor, anatomy: Anatomy, marks: set[str]) -> None:
    body = torso_path(build)
    if "wool" in marks:
        _fluff(ink, body, QColor(anatomy.belly))
    ink.shade(body, coat)
    painter = ink.painter
    painter.save()
    painter.setClipPath(body)
    h, top, base = build.half, build.shoulder, build.hip
    if "belly" in marks or "glass" in marks:
        belly = QColor(anatomy.belly)
        ink.flat(
            ellipse(h * 0.3, (top + base) / 2 + 0.05, h * 0.62, (base - top) * 0.42),
            belly,
            150 if "glass" in marks else 255,
        )
        if "glass" in marks:
            ink.flat(ellipse(h * 0.25, top + 0.12, 0.035, 0.03), QColor("#d6455a"))
    if "spots" in marks:
        _spots(
            ink,
            [
                (-h * 0.5, top + 0.12),
                (h * 0.1, top + 0.2),
                (-h * 0.3, top + 0.3),
                (h * 0.5, top + 0.33),
                (-h * 0.6, base - 0.08),
            ],
            anatomy,
        )
    if "stripes" in marks:
        for k in range(3):
            y = top + 0.08 + k * 0.1
            ink.stroke([(-h * 1.1, y), (-h * 0.3, y + 0.03)], QColor(anatomy.markings), 0.035)
    if "bands" in marks:
        for k in range(4):
            y = top + 0.06 + k * 0.09
            ink.stroke([(-h * 1.1, y + 0.05), (0, y), (h * 1.1, y + 0.05)], coat.darker(140), 0.018)
    if "wings" in marks:
        wing = closed(
            (-h * 0.7, top + 0.03),
            (h * 0.4, top + 0.02, h * 0.35, base - 0.05, -h * 0.25, base + 0.05),
            (-h * 0.9, base - 0.1, -h * 1.1, top + 0.1, -h * 0.7, top + 0.03),
        )
        ink.shade(wing, coat.darker(125))
    painter.restore()


def _spots(ink: Ink, spots, anatomy: Anatomy) -> None:
    dark = QColor(anatomy.markings)
    for x, y in spots:
        ring = minus(ellipse(x, y, 0.032, 0.026), ellipse(x, y, 0.013, 0.01))
        ink.flat(ring, dark)


def _fluff(ink: Ink, body: QPainterPath, colour: QColor) -> None:
    """A woolly outline: puffs all round ``body``."""
    box = body.boundingRect()
    puffs = QPainterPath()
    steps = 10
    for k in range(steps):
        t = k / steps
        for x, y in (
            (box.left() + box.width() * t, box.top()),
            (box.left() + box.width() * t, box.bottom()),
        ):
            puffs.addEllipse(QPointF(x, y), 0.06, 0.06)
        for x in (box.left(), box.right()):
            puffs.addEllipse(QPointF(x, box.top() + box.height() * t), 0.06, 0.06)
    ink.shade(union(puffs, body), colour)


def _legs(ink: Ink, build: Build, coat: QColor) -> None:
    h, base = build.half, build.hip
    for x in (-h * 0.45, h * 0.45):
        ink.limb([(x, base - 0.02), (x, -0.04)], coat.darker(108), 0.09)
        foot = ellipse(x + 0.04, -0.025, 0.075, 0.035)
        ink.shade(foot, coat.darker(115))
    if "legstripes" in build.anatomy.marks:
        for x in (-h * 0.45, h * 0.45):
            for k in range(3):
                y = base + 0.005 + k * 0.025
                ink.stroke([(x - 0.04, y), (x + 0.04, y)], QColor(build.anatomy.belly), 0.012)


def _arm(ink: Ink, build: Build, hand: QPointF, colour: QColor, back: bool) -> None:
    side = -1 if back else 1
    shoulder = QPointF(side * build.half * 0.78, build.shoulder + 0.07)
    elbow = QPointF(
        (shoulder.x() + hand.x()) / 2 + side * 0.05, (shoulder.y() + hand.y()) / 2 + 0.03
    )
    tone = colour.darker(112) if back else colour
    ink.limb(
        [(shoulder.x(), shoulder.y()), (elbow.x(), elbow.y()), (hand.x(), hand.y())], tone, 0.075
    )
    if back:
        _paw(ink, hand, ink.main.darker(112))


def _paw(ink: Ink, hand: QPointF, coat: QColor) -> None:
    """The hand, drawn over what it holds."""
    ink.shade(ellipse(hand.x(), hand.y(), 0.045, 0.045), coat)


def _tail(ink: Ink, build: Build, kind: str, coat: QColor, markings: QColor) -> None:
    h = build.half
    x, y = -h * 0.85, -0.2
    if kind == "bushy":
        tail = closed(
            (x, y),
            (-h - 0.35, y - 0.05, -h - 0.35, -0.75, -h - 0.1, -0.95),
            (-h - 0.02, -0.78, -h - 0.12, -0.45, x + 0.06, y - 0.12),
        )
        ink.shade(tail, coat.lighter(108))
    elif kind == "ringed":
        tail = closed(
            (x, y),
            (-h - 0.3, y, -h - 0.32, -0.6, -h - 0.18, -0.78),
            (-h - 0.1, -0.58, -h - 0.15, -0.35, x + 0.05, y - 0.1),
        )
        ink.shade(tail, coat)
        for k in range(3):
            ty = -0.35 - k * 0.15
            ink.stroke([(-h - 0.32, ty), (-h - 0.08, ty - 0.05)], markings, 0.04)
    elif kind == "curl":
        ink.limb(
            [
                (x, y),
                (-h - 0.25, -0.12),
                (-h - 0.38, -0.32),
                (-h - 0.28, -0.48),
                (-h - 0.18, -0.4),
                (-h - 0.24, -0.32),
            ],
            coat,
            0.04,
        )
    elif kind == "long":
        ink.limb([(x, y), (-h - 0.25, -0.15), (-h - 0.35, -0.35), (-h - 0.3, -0.5)], coat, 0.055)
        ink.stroke([(-h - 0.32, -0.44), (-h - 0.3, -0.5)], markings, 0.05)
    elif kind == "thin":
        ink.stroke([(x, y), (-h - 0.3, -0.06), (-h - 0.45, -0.22)], coat.lighter(120), 0.025)
    elif kind == "stub":
        ink.shade(ellipse(x - 0.04, y + 0.02, 0.07, 0.06), coat.lighter(115))
    elif kind == "fan":
        for angle, length in ((0.15, 0.28), (0.35, 0.3), (0.55, 0.26)):
            tip = QPointF(x - length, y + angle * 0.4)
            ink.shade(
                closed(
                    (x, y - 0.06),
                    (tip.x(), tip.y() - 0.05, tip.x(), tip.y()),
                    (tip.x() + 0.05, tip.y() + 0.05, x + 0.02, y + 0.02),
                ),
                coat.darker(115),
            )
    elif kind == "flat":
        ink.shade(ellipse(x - 0.15, -0.05, 0.16, 0.06), QColor("#5a3a22"))


def _buzz_wings(ink: Ink) -> None:
    for dx, dy, r in ((-0.28, -0.62, 0.2), (-0.22, -0.42, 0.15)):
        wing = ellipse(dx, dy, r, r * 0.45)
        ink.flat(wing, QColor(220, 240, 255), 140)
        ink.painter.setPen(ink.outline(QColor(170, 200, 230), 0.01))
        ink.painter.setBrush(QColor(0, 0, 0, 0))
        ink.painter.drawPath(wing)


def _shell(ink: Ink, build: Build) -> None:
    h, top = build.half, build.shoulder
    shell = closed(
        (-h * 1.3, build.hip),
        (-h * 1.5, top - 0.1, h * 0.3, top - 0.12, h * 0.5, top + 0.1),
        (0, build.hip + 0.04, -h * 1.3, build.hip),
    )
    ink.shade(shell, QColor("#6f8a3a"))
    for x, y in ((-h * 0.7, top + 0.12), (-h * 0.15, top + 0.05), (-h * 0.55, top + 0.3)):
        ink.flat(ellipse(x, y, 0.06, 0.05), QColor("#4d6628"))


# --- head -----------------------------------------------------------------------------------
def _head(ink: Ink, build: Build, coat: QColor, anatomy: Anatomy, marks: set[str]) -> None:
    c, r = build.head, build.radius
    if "spines" in marks:
        _spines(ink, build)
    if "mane" in marks:
        ink.shade(ellipse(c.x() - r * 0.2, c.y(), r * 1.45, r * 1.4), QColor(anatomy.markings))
    _ears(ink, c, r, anatomy.ears, coat)
    if "horns" in marks:
        for side in (-1, 1):
            ink.limb(
                [
                    (c.x() + side * r * 0.45, c.y() - r * 0.7),
                    (c.x() + side * r * 0.8, c.y() - r * 1.2),
                    (c.x() + side * r * 0.55, c.y() - r * 1.35),
                ],
                QColor("#d9c7a0"),
                0.04,
            )
    skull = _skull(c, r, anatomy.head)
    ink.shade(skull, coat)
    _face(ink, c, r, anatomy, marks)
    if "tuft" in marks:
        ink.shade(
            closed(
                (c.x() - r * 0.2, c.y() - r * 0.85),
                (c.x() - r * 0.1, c.y() - r * 1.45, c.x() + r * 0.3, c.y() - r * 1.35),
                (c.x() + r * 0.05, c.y() - r * 1.1, c.x() + r * 0.2, c.y() - r * 0.9),
            ),
            coat.darker(110),
        )
    if "crest" in marks:
        for k, tone in enumerate(
            (QColor(anatomy.markings), QColor(anatomy.beak_colour), QColor(anatomy.markings))
        ):
            ink.limb(
                [
                    (c.x() - r * 0.1, c.y() - r * 0.85),
                    (c.x() - r * (0.5 + k * 0.25), c.y() - r * (1.5 - k * 0.15)),
                ],
                tone,
                0.035,
            )
    if "antennae" in marks:
        for side in (-0.3, 0.3):
            tip = (c.x() + side * r * 2 + r * 0.4, c.y() - r * 1.9)
            ink.stroke([(c.x() + side * r, c.y() - r * 0.7), tip], ink.palette.ink, 0.015)
            ink.flat(ellipse(*tip, 0.025, 0.025), QColor(anatomy.markings))


def _skull(c: QPointF, r: float, kind: str) -> QPainterPath:
    x, y = c.x(), c.y()
    if kind == "flat":
        head = ellipse(x, y, r * 1.25, r * 0.8)
        left_eye = ellipse(x - r * 0.45, y - r * 0.7, r * 0.38, r * 0.38)
        return union(head, left_eye, ellipse(x + r * 0.5, y - r * 0.7, r * 0.38, r * 0.38))
    if kind == "bug":
        return polygon(
            (x - r * 1.05, y - r * 0.5), (x + r * 1.05, y - r * 0.5), (x + r * 0.1, y + r * 0.9)
        )
    head = ellipse(x, y, r, r)
    if kind == "snout":
        head = union(head, ellipse(x + r * 0.85, y + r * 0.3, r * 0.62, r * 0.42))
    elif kind == "long":
        head = union(
            ellipse(x, y - r * 0.05, r * 0.85, r),
            ellipse(x + r * 0.8, y + r * 0.5, r * 0.6, r * 0.4),
        )
    elif kind == "box":
        head = union(
            ellipse(x, y, r * 0.95, r * 0.9), ellipse(x + r * 0.8, y + r * 0.15, r * 0.85, r * 0.66)
        )
    elif kind == "cat":
        head = union(head, ellipse(x + r * 0.55, y + r * 0.35, r * 0.45, r * 0.35))
    return head


def _face(ink: Ink, c: QPointF, r: float, anatomy: Anatomy, marks: set[str]) -> None:
    coat = ink.main
    kind, x, y = anatomy.head, c.x(), c.y()
    belly = QColor(anatomy.belly)
    muzzle = {
        "round": (0.62, 0.3, 0.42, 0.3),
        "snout": (1.0, 0.32, 0.5, 0.3),
        "long": (0.95, 0.5, 0.5, 0.32),
        "cat": (0.6, 0.38, 0.42, 0.3),
        "box": (1.25, 0.22, 0.42, 0.42),
    }
    if kind in muzzle:
        mx, my, rx, ry = muzzle[kind]
        ink.flat(ellipse(x + r * mx, y + r * my, r * rx, r * ry), belly)
        nose = (x + r * (mx + rx * 0.85), y + r * (my - ry * 0.3))
        ink.flat(ellipse(*nose, r * 0.13, r * 0.1), ink.palette.ink)
    if kind == "beak":
        _beak(ink, c, r, anatomy)
    if "trunk" in marks:
        tip = (x + r * 1.55, y + r * 0.55)
        ink.limb([(x + r * 1.2, y + r * 0.2), (x + r * 1.55, y + r * 0.25), tip], coat, r * 0.32)
    if "mask" in marks:
        ink.flat(ellipse(x + r * 0.2, y - r * 0.1, r * 0.75, r * 0.28), QColor(anatomy.markings))
    _eyes(ink, c, r, anatomy)
    if "cheeks" in marks:
        ink.flat(ellipse(x + r * 0.35, y + r * 0.35, r * 0.2, r * 0.13), QColor("#e88a8a"), 170)
    if "whiskers" in marks and ink.fine:
        for dy in (-0.05, 0.08):
            ink.stroke(
                [(x + r * 1.1, y + r * (0.3 + dy)), (x + r * 1.6, y + r * (0.2 + dy * 2))],
                ink.palette.ink,
                0.006,
            )
    if "spots" in marks:
        _spots(ink, [(x - r * 0.4, y - r * 0.3), (x - r * 0.1, y - r * 0.65)], anatomy)


def _eyes(ink: Ink, c: QPointF, r: float, anatomy: Anatomy) -> None:
    x, y = c.x(), c.y()
    if anatomy.head == "flat":
        spots = ((x - r * 0.45, y - r * 0.72, 1.0), (x + r * 0.5, y - r * 0.72, 1.0))
    elif anatomy.head == "bug":
        spots = ((x - r * 0.75, y - r * 0.35, 1.2), (x + r * 0.75, y - r * 0.35, 1.2))
    else:
        spots = ((x + r * 0.45, y - r * 0.12, 1.0), (x - r * 0.08, y - r * 0.15, 0.8))
    big = anatomy.eyes == "big"
    for ex, ey, scale in spots:
        if big:
            ink.shade(
                ellipse(ex, ey, r * 0.3 * scale, r * 0.3 * scale), QColor("#fff8e0"), width=0.012
            )
            ink.flat(
                ellipse(ex + r * 0.06, ey, r * 0.15 * scale, r * 0.17 * scale), ink.palette.ink
            )
        else:
            ink.flat(ellipse(ex, ey, r * 0.12 * scale, r * 0.14 * scale), ink.palette.ink)
        ink.flat(
            ellipse(ex + r * 0.04, ey - r * 0.05, r * 0.05 * scale, r * 0.05 * scale),
            QColor("#ffffff"),
            230,
        )


def _beak(ink: Ink, c: QPointF, r: float, anatomy: Anatomy) -> None:
    x, y = c.x() + r * 0.85, c.y() + r * 0.05
    colour = QColor(anatomy.beak_colour)
    shapes = {
        "short": closed(
            (x - r * 0.1, y - r * 0.25), (x + r * 0.45, y), (x - r * 0.1, y + r * 0.25)
        ),
        "hook": closed(
            (x - r * 0.15, y - r * 0.35),
            (x + r * 0.55, y - r * 0.4, x + r * 0.7, y + r * 0.2, x + r * 0.35, y + r * 0.45),
            (x + r * 0.3, y + r * 0.1, x, y + r * 0.3, x - r * 0.15, y + r * 0.25),
        ),
        "needle": polygon(
            (x - r * 0.1, y - r * 0.1), (x + r * 1.9, y + r * 0.2), (x - r * 0.1, y + r * 0.12)
        ),
        "big": closed(
            (x - r * 0.2, y - r * 0.45),
            (x + r * 1.2, y - r * 0.65, x + r * 1.6, y + r * 0.1, x + r * 1.4, y + r * 0.4),
            (x + r * 0.8, y + r * 0.5, x, y + r * 0.45, x - r * 0.2, y + r * 0.35),
        ),
    }
    ink.shade(shapes[anatomy.beak], colour)
    if anatomy.beak == "big":
        ink.flat(ellipse(x + r * 1.3, y + r * 0.05, r * 0.28, r * 0.3), QColor("#d8452b"))


def _ears(ink: Ink, c: QPointF, r: float, kind: str, coat: QColor) -> None:
    x, y = c.x(), c.y()
    inner = QColor("#e9a9a0")
    if kind in ("round", "tiny"):
        size = r * (0.38 if kind == "round" else 0.22)
        for ex in (x - r * 0.55, x + r * 0.25):
            ink.shade(ellipse(ex, y - r * 0.82, size, size), coat)
            ink.flat(ellipse(ex, y - r * 0.8, size * 0.55, size * 0.55), inner)
    elif kind in ("pointed", "tufts"):
        for ex in (x - r * 0.6, x + r * 0.2):
            ear = polygon(
                (ex - r * 0.3, y - r * 0.55),
                (ex + r * 0.05, y - r * (1.45 if kind == "tufts" else 1.25)),
                (ex + r * 0.35, y - r * 0.6),
            )
            ink.shade(ear, coat)
            ink.flat(
                polygon(
                    (ex - r * 0.12, y - r * 0.65),
                    (ex + r * 0.04, y - r * 1.05),
                    (ex + r * 0.18, y - r * 0.68),
                ),
                inner,
            )
    elif kind == "long":
        for ex, lean in ((x - r * 0.4, -0.15), (x + r * 0.1, 0.1)):
            ear = ellipse(ex + lean * r, y - r * 1.35, r * 0.26, r * 0.75)
            ink.shade(ear, coat)
            ink.flat(ellipse(ex + lean * r, y - r * 1.3, r * 0.12, r * 0.55), inner)
    elif kind == "tall":
        for ex, side in ((x - r * 0.7, -1), (x + r * 0.3, 1)):
            ear = ellipse(ex + side * r * 0.35, y - r * 0.75, r * 0.5, r * 0.22)
            ink.shade(ear, coat)


def _spines(ink: Ink, build: Build) -> None:
    c, r, h = build.head, build.radius, build.half
    spines = QPainterPath()
    for k in range(9):
        t = k / 8
        bx = c.x() + r * 0.2 - t * (r * 0.9 + h * 0.9)
        by = c.y() - r * 0.8 + t * (build.hip - c.y() + r * 0.6)
        spines.addPolygon(
            polygon(
                (bx, by - 0.04), (bx - 0.16, by - 0.08 + t * 0.1), (bx - 0.02, by + 0.06)
            ).toFillPolygon()
        )
    spines.addPath(
        ellipse(c.x() - r * 0.5, (c.y() + build.hip) / 2, h * 1.1, (build.hip - c.y()) * 0.55)
    )
    ink.shade(union(spines), QColor("#5b4634"))

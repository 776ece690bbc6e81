"""Props lying about, each a part 1 unit tall on the origin: crates, barrels, sacks, carts,
woodpiles and the rest of what stands about a scene (plants, stone and water are in
``nature.py``).
"""

from __future__ import annotations

import math

from PySide6.QtGui import QColor

from .ink import Ink, closed, ellipse, polygon, rect
from .parts import part


@part("crate", "prop", ("#b8864a", "#8a5a2a", "#ffffff"))
def _crate(ink: Ink, figure) -> None:
    ink.shade(rect(-0.4, -0.8, 0.8, 0.8, 0.03), ink.main)
    ink.stroke([(-0.4, -0.8), (0.4, 0.0)], ink.second, 0.05)
    ink.painter.setPen(ink.outline(ink.second, 0.06))
    ink.painter.setBrush(QColor(0, 0, 0, 0))
    ink.painter.drawRect(rect(-0.36, -0.76, 0.72, 0.72).boundingRect())


@part("barrel", "prop", ("#a8703a", "#6a6a72", "#ffffff"))
def _barrel(ink: Ink, figure) -> None:
    ink.shade(
        closed((-0.3, 0.0), (-0.4, -0.45, -0.3, -0.9), (0.3, -0.9), (0.4, -0.45, 0.3, 0.0)),
        ink.main,
    )
    for y in (-0.15, -0.75):
        ink.stroke([(-0.33, y), (0.33, y)], ink.second, 0.04)
    ink.shade(ellipse(0.0, -0.9, 0.3, 0.06), ink.main.darker(110))


@part("sacks", "prop", ("#d8c090", "#8a6a3a", "#9acd32"))
def _sacks(ink: Ink, figure) -> None:
    for x, size in ((-0.35, 0.8), (0.3, 1.0)):
        sack = closed(
            (x - 0.3 * size, 0.0),
            (x - 0.4 * size, -0.5 * size, x - 0.15 * size, -0.75 * size, x, -0.8 * size),
            (x + 0.15 * size, -0.75 * size, x + 0.4 * size, -0.5 * size, x + 0.3 * size, 0.0),
        )
        ink.shade(sack, ink.main)
        ink.stroke(
            [(x - 0.1 * size, -0.72 * size), (x + 0.1 * size, -0.72 * size)], ink.second, 0.03
        )
    ink.shade(ellipse(0.3, -0.82, 0.12, 0.05), ink.accent)


@part("cart", "prop", ("#a8703a", "#6a4a2a", "@foliage3"))
def _cart(ink: Ink, figure) -> None:
    ink.shade(rect(-0.55, -0.65, 1.1, 0.4, 0.03), ink.main)
    for k in range(4):
        ink.shade(ellipse(-0.35 + k * 0.23, -0.7, 0.13, 0.1), ink.accent, width=0.01)
    for x in (-0.32, 0.32):
        ink.shade(ellipse(x, -0.2, 0.2, 0.2), ink.second)
        ink.flat(ellipse(x, -0.2, 0.05, 0.05), ink.second.darker(140))
    ink.limb([(0.55, -0.45), (0.9, -0.35)], ink.second, 0.03)


@part("woodpile", "prop", ("#9a6a3a", "#d8b98a", "#5a3a22"))
def _woodpile(ink: Ink, figure) -> None:
    rows = ((3, -0.17), (2, -0.48), (1, -0.79))
    for count, y in rows:
        for k in range(count):
            x = (k - (count - 1) / 2) * 0.34
            ink.shade(ellipse(x, y, 0.16, 0.16), ink.main)
            ink.flat(ellipse(x, y, 0.1, 0.1), ink.second)
            ink.flat(ellipse(x, y, 0.04, 0.04), ink.main.darker(120))


@part("twigs", "prop", ("#9a6a3a", "#b0403a", "@foliage3"))
def _twigs(ink: Ink, figure) -> None:
    for k in range(5):
        angle = -0.25 + k * 0.12
        ink.limb([(-0.6, -0.1 - k * 0.06), (0.6, -0.2 - k * 0.06 + angle * 0.3)], ink.main, 0.05)
    ink.stroke([(0.0, -0.05), (0.0, -0.5)], ink.second, 0.06)
    ink.flat(ellipse(0.5, -0.5, 0.08, 0.04), ink.accent)


@part("coins", "prop", ("@gold", "#b8862a", "#ffffff"))
def _coins(ink: Ink, figure) -> None:
    for x, count in ((-0.35, 4), (0.05, 6), (0.42, 3)):
        for k in range(count):
            ink.shade(ellipse(x, -0.06 - k * 0.09, 0.2, 0.07), ink.main, width=0.015)
    ink.shade(ellipse(0.05, -0.6, 0.12, 0.12), ink.main)
    ink.flat(ellipse(0.02, -0.63, 0.04, 0.04), ink.accent, 200)


@part("gems", "prop", ("#19c37d", "#e2b33c", "#c0392b"))
def _gems(ink: Ink, figure) -> None:
    for (x, y), tone in zip(
        ((-0.3, -0.15), (0.0, -0.3), (0.3, -0.12), (-0.1, -0.05), (0.2, -0.35)),
        (ink.main, ink.accent, ink.main, ink.second, ink.main),
        strict=True,
    ):
        ink.shade(
            polygon(
                (x - 0.12, y),
                (x - 0.06, y - 0.12),
                (x + 0.06, y - 0.12),
                (x + 0.12, y),
                (x, y + 0.1),
            ),
            tone,
        )


@part("books", "prop", ("#7a2e2e", "#2e4a7a", "#e2b33c"))
def _books(ink: Ink, figure) -> None:
    for k, tone in enumerate((ink.main, ink.second, ink.main.darker(120), ink.second.lighter(120))):
        y = -0.15 - k * 0.15
        ink.shade(rect(-0.4 + (k % 2) * 0.06, y, 0.78, 0.14, 0.02), tone)
        ink.stroke([(-0.3, y + 0.07), (0.2, y + 0.07)], ink.accent, 0.015)


@part("scrolls", "prop", ("#f4ead0", "#b0302a", "#9a8a6a"))
def _scrolls(ink: Ink, figure) -> None:
    for x, y in ((-0.3, -0.12), (0.2, -0.12), (-0.05, -0.32)):
        ink.shade(rect(x - 0.25, y - 0.1, 0.5, 0.2, 0.1), ink.main)
        ink.flat(ellipse(x + 0.25, y, 0.05, 0.1), ink.accent)
        ink.stroke([(x, y - 0.1), (x, y + 0.1)], ink.second, 0.03)


@part("pots", "prop", ("#c0693a", "#a85a2e", "#f0e0b0"))
def _pots(ink: Ink, figure) -> None:
    for x, size, tone in (
        (-0.4, 0.6, ink.main),
        (0.05, 1.0, ink.second),
        (0.45, 0.75, ink.main.lighter(110)),
    ):
        pot = closed(
            (x - 0.1 * size, -0.75 * size),
            (x - 0.35 * size, -0.55 * size, x - 0.3 * size, 0.0, x, 0.0),
            (x + 0.3 * size, 0.0, x + 0.35 * size, -0.55 * size, x + 0.1 * size, -0.75 * size),
        )
        ink.shade(pot, tone)
        ink.stroke(
            [(x - 0.28 * size, -0.4 * size), (x + 0.28 * size, -0.4 * size)], ink.accent, 0.02
        )


@part("anvil", "prop", ("#5a5a62", "#8a5a33", "#ffb02e"))
def _anvil(ink: Ink, figure) -> None:
    ink.shade(rect(-0.2, -0.3, 0.4, 0.3), ink.second)
    ink.shade(
        closed(
            (-0.5, -0.55),
            (0.35, -0.55),
            (0.6, -0.5, 0.35, -0.42),
            (0.15, -0.42),
            (0.15, -0.3),
            (-0.15, -0.3),
            (-0.15, -0.42),
            (-0.5, -0.42),
        ),
        ink.main,
    )
    for k in range(5):
        ink.flat(ellipse(0.3 + k * 0.05, -0.7 - (k % 2) * 0.06, 0.015, 0.015), ink.accent)


@part("drums", "prop", ("#b5552e", "#f4ead0", "@gold"))
def _drums(ink: Ink, figure) -> None:
    for x, size in ((-0.3, 0.7), (0.25, 1.0)):
        ink.shade(rect(x - 0.25 * size, -0.75 * size, 0.5 * size, 0.75 * size, 0.04), ink.main)
        ink.shade(ellipse(x, -0.75 * size, 0.25 * size, 0.07 * size), ink.second)
        for k in range(4):
            dx = (k - 1.5) * 0.12 * size
            ink.stroke([(x + dx, -0.7 * size), (x + dx * 0.6, -0.05 * size)], ink.accent, 0.015)


@part("notes", "prop", ("#2a2a3a", "@gold", "#ffffff"), grounded=False)
def _notes(ink: Ink, figure) -> None:
    """Music in the air: a few notes drifting upwards."""
    for k, (x, y) in enumerate(((-0.4, -0.2), (0.0, -0.55), (0.35, -0.3), (0.2, -0.85))):
        tone = ink.main if k % 2 == 0 else ink.second
        ink.shade(ellipse(x, y, 0.08, 0.06), tone, width=0.01)
        ink.stroke([(x + 0.07, y), (x + 0.07, y - 0.25)], tone, 0.025)
        ink.stroke([(x + 0.07, y - 0.25), (x + 0.16, y - 0.18)], tone, 0.025)


@part("fireworks", "prop", ("#ffd56b", "#f48fb1", "#7fe0ff"), grounded=False)
def _fireworks(ink: Ink, figure) -> None:
    for (cx, cy, r), tone in zip(
        ((-0.3, -0.7, 0.25), (0.3, -0.5, 0.2), (0.05, -0.25, 0.15)),
        (ink.main, ink.second, ink.accent),
        strict=True,
    ):
        for k in range(12):
            angle = k * math.pi / 6
            ink.stroke(
                [
                    (cx + r * 0.3 * math.cos(angle), cy + r * 0.3 * math.sin(angle)),
                    (cx + r * math.cos(angle), cy + r * math.sin(angle)),
                ],
                tone,
                0.02,
            )


@part("signpost", "prop", ("#8a5a33", "#d8b98a", "#5a3a22"))
def _signpost(ink: Ink, figure) -> None:
    ink.limb([(0.0, 0.0), (0.0, -0.95)], ink.main, 0.06)
    for y, direction in ((-0.8, 1), (-0.55, -1)):
        tip = direction * 0.45
        ink.shade(
            polygon(
                (0.0, y - 0.08),
                (tip - direction * 0.1, y - 0.08),
                (tip, y),
                (tip - direction * 0.1, y + 0.08),
                (0.0, y + 0.08),
            ),
            ink.second,
        )


@part("fence", "prop", ("#a8703a", "#8a5a33", "#ffffff"))
def _fence(ink: Ink, figure) -> None:
    for k in range(6):
        x = -0.9 + k * 0.36
        ink.shade(
            polygon(
                (x - 0.05, 0.0), (x - 0.05, -0.55), (x, -0.65), (x + 0.05, -0.55), (x + 0.05, 0.0)
            ),
            ink.main,
        )
    for y in (-0.45, -0.2):
        ink.limb([(-0.95, y), (0.95, y)], ink.second, 0.04)


@part("table", "prop", ("#a8703a", "#f4ead0", "#c0392b"))
def _table(ink: Ink, figure) -> None:
    ink.shade(rect(-0.6, -0.55, 1.2, 0.08, 0.02), ink.main)
    for x in (-0.5, 0.5):
        ink.limb([(x, -0.5), (x, 0.0)], ink.main.darker(115), 0.05)
    ink.shade(closed((-0.55, -0.56), (0.55, -0.56), (0.5, -0.4), (-0.5, -0.4)), ink.second)
    ink.shade(ellipse(-0.2, -0.62, 0.1, 0.05), ink.accent)
    ink.shade(rect(0.1, -0.72, 0.1, 0.14, 0.02), ink.accent.darker(120))


@part("lantern_string", "prop", ("#4a3a2a", "#ffc24a", "#d9332b"), grounded=False)
def _lantern_string(ink: Ink, figure) -> None:
    """A string of lanterns hanging across the top of the figure's box."""
    sag = [(-1.0 + k * 0.25, -1.0 + 0.15 * math.sin(math.pi * k / 8)) for k in range(9)]
    ink.stroke(sag, ink.main, 0.015)
    for k, (x, y) in enumerate(sag[1:-1]):
        tone = ink.second if k % 2 == 0 else ink.accent
        ink.flat(ellipse(x, y + 0.1, 0.12, 0.12), QColor("#ffd97a"), 60)
        ink.shade(ellipse(x, y + 0.1, 0.05, 0.065), tone, width=0.01)


@part("bunting", "prop", ("#4a3a2a", "#d9332b", "#e2b33c"), grounded=False)
def _bunting(ink: Ink, figure) -> None:
    sag = [(-1.0 + k * 0.2, -1.0 + 0.12 * math.sin(math.pi * k / 10)) for k in range(11)]
    ink.stroke(sag, ink.main, 0.012)
    for k, (x, y) in enumerate(sag[:-1]):
        tone = (ink.second, ink.accent, ink.role("blossom"))[k % 3]
        ink.shade(polygon((x, y), (x + 0.2, y + 0.01), (x + 0.1, y + 0.2)), tone, width=0.008)


@part("mask", "prop", ("@gold", "#19c37d", "#2a1a10"))
def _mask(ink: Ink, figure) -> None:
    face = closed(
        (-0.35, -0.9),
        (0.35, -0.9),
        (0.4, -0.3, 0.0, 0.0, 0.0, 0.0),
        (0.0, 0.0, -0.4, -0.3, -0.35, -0.9),
    )
    ink.shade(face, ink.main)
    for x in (-0.16, 0.16):
        ink.flat(ellipse(x, -0.6, 0.09, 0.06), ink.accent)
    ink.flat(ellipse(0.0, -0.3, 0.1, 0.04), ink.second)
    ink.shade(
        polygon((-0.35, -0.9), (-0.2, -1.0), (0.0, -0.92), (0.2, -1.0), (0.35, -0.9)), ink.accent
    )


@part("idol", "prop", ("@gold", "#19c37d", "#2a1a10"))
def _idol(ink: Ink, figure) -> None:
    ink.shade(rect(-0.35, -0.25, 0.7, 0.25, 0.03), ink.main.darker(120))
    ink.shade(
        closed(
            (-0.25, -0.25),
            (-0.3, -0.7, -0.2, -0.95, 0.0, -0.95),
            (0.2, -0.95, 0.3, -0.7, 0.25, -0.25),
        ),
        ink.main,
    )
    for x in (-0.1, 0.1):
        ink.flat(ellipse(x, -0.7, 0.05, 0.04), ink.second)
    ink.flat(rect(-0.1, -0.5, 0.2, 0.04), ink.accent)


@part("chest", "prop", ("#8a5a2e", "@gold", "#19c37d"))
def _chest(ink: Ink, figure) -> None:
    ink.flat(ellipse(0.0, -0.6, 0.6, 0.3), ink.second, 70)
    ink.shade(rect(-0.5, -0.5, 1.0, 0.5, 0.04), ink.main)
    ink.shade(closed((-0.5, -0.5), (-0.5, -0.85, 0.5, -0.85, 0.5, -0.5)), ink.main.lighter(110))
    for x in (-0.3, 0.3):
        ink.stroke([(x, -0.82), (x, 0.0)], ink.second, 0.05)
    ink.shade(rect(-0.07, -0.55, 0.14, 0.14, 0.02), ink.second)
    ink.shade(ellipse(0.0, -0.88, 0.1, 0.06), ink.accent)


@part("telescope", "prop", ("#b08840", "#5a3a22", "#ffffff"))
def _telescope(ink: Ink, figure) -> None:
    for x in (-0.3, 0.0, 0.3):
        ink.limb([(x, 0.0), (0.0, -0.45)], ink.second, 0.035)
    ink.limb([(-0.35, -0.3), (0.25, -0.75)], ink.main, 0.1)
    ink.limb([(0.25, -0.75), (0.45, -0.9)], ink.main.darker(115), 0.14)


@part("throne", "prop", ("@gold", "#7d4ea8", "#e2b33c"))
def _throne(ink: Ink, figure) -> None:
    ink.shade(
        closed((-0.35, 0.0), (-0.35, -0.9), (-0.2, -1.0, 0.2, -1.0, 0.35, -0.9), (0.35, 0.0)),
        ink.main,
    )
    ink.shade(rect(-0.25, -0.85, 0.5, 0.45, 0.06), ink.second)
    ink.shade(rect(-0.42, -0.45, 0.84, 0.12, 0.03), ink.second.lighter(110))


@part("cauldron", "prop", ("#3a3a42", "#e8a22c", "#ff6a2a"))
def _cauldron(ink: Ink, figure) -> None:
    ink.flat(ellipse(0.0, -0.1, 0.3, 0.1), ink.accent, 200)
    ink.shade(closed((-0.5, -0.75), (-0.55, -0.1, 0.55, -0.1, 0.5, -0.75)), ink.main)
    ink.shade(ellipse(0.0, -0.75, 0.5, 0.1), ink.second)
    for k in range(3):
        ink.flat(ellipse(-0.15 + k * 0.15, -0.9 - k * 0.08, 0.08, 0.06), QColor(240, 235, 225), 140)


@part("beehive", "prop", ("#e2b33c", "#8a5a2e", "#2a2a2a"))
def _beehive(ink: Ink, figure) -> None:
    for k in range(4):
        width = 0.45 - k * 0.08
        ink.shade(ellipse(0.0, -0.15 - k * 0.2, width, 0.13), ink.main)
    ink.flat(ellipse(0.0, -0.12, 0.08, 0.06), ink.accent)


@part("mailbox", "prop", ("#b0302a", "#8a5a33", "#f4ead0"))
def _mailbox(ink: Ink, figure) -> None:
    ink.limb([(0.0, 0.0), (0.0, -0.5)], ink.second, 0.06)
    ink.shade(closed((-0.3, -0.5), (-0.3, -0.9, 0.3, -0.9, 0.3, -0.5)), ink.main)
    ink.shade(rect(-0.2, -0.8, 0.32, 0.2, 0.02), ink.accent)
    ink.stroke([(0.3, -0.75), (0.3, -0.95)], ink.second, 0.02)


@part("easel", "prop", ("#a8703a", "#f4ead0", "@blossom"))
def _easel(ink: Ink, figure) -> None:
    for x1, x2 in ((-0.3, -0.1), (0.3, 0.1)):
        ink.limb([(x1, 0.0), (x2, -0.95)], ink.main, 0.03)
    ink.shade(rect(-0.3, -0.85, 0.6, 0.45, 0.01), ink.second)
    ink.flat(ellipse(-0.05, -0.62, 0.15, 0.1), ink.accent)


@part("scales", "prop", ("@gold", "#8a5a33", "#f4ead0"))
def _scales_prop(ink: Ink, figure) -> None:
    ink.shade(rect(-0.2, -0.08, 0.4, 0.08), ink.second)
    ink.limb([(0.0, -0.08), (0.0, -0.85)], ink.main, 0.04)
    ink.limb([(-0.5, -0.78), (0.5, -0.85)], ink.main, 0.035)
    for x, y in ((-0.5, -0.78), (0.5, -0.85)):
        ink.stroke(
            [(x, y), (x - 0.12, y + 0.35), (x + 0.12, y + 0.35), (x, y)],
            ink.main.darker(130),
            0.012,
        )
        ink.shade(
            closed(
                (x - 0.18, y + 0.35),
                (x + 0.18, y + 0.35),
                (x + 0.12, y + 0.45, x - 0.12, y + 0.45, x - 0.18, y + 0.35),
            ),
            ink.main,
        )


@part("bell", "prop", ("@gold", "#5a3a22", "#ffffff"))
def _bell(ink: Ink, figure) -> None:
    for x in (-0.4, 0.4):
        ink.limb([(x, 0.0), (x, -0.95)], ink.second, 0.05)
    ink.limb([(-0.45, -0.92), (0.45, -0.92)], ink.second, 0.05)
    ink.shade(closed((-0.25, -0.3), (-0.25, -0.85, 0.25, -0.85, 0.25, -0.3)), ink.main)
    ink.shade(ellipse(0.0, -0.26, 0.06, 0.06), ink.main.darker(140))


@part("clock", "prop", ("#8a5a33", "#f6ecd2", "#2a2a2a"))
def _clock(ink: Ink, figure) -> None:
    ink.shade(rect(-0.25, -1.0, 0.5, 1.0, 0.04), ink.main)
    ink.shade(ellipse(0.0, -0.75, 0.19, 0.19), ink.second)
    ink.stroke([(0.0, -0.75), (0.0, -0.88)], ink.accent, 0.025)
    ink.stroke([(0.0, -0.75), (0.09, -0.72)], ink.accent, 0.025)
    ink.stroke([(0.0, -0.5), (0.05, -0.25)], ink.accent, 0.015)
    ink.shade(ellipse(0.05, -0.22, 0.05, 0.05), QColor("#e2b33c"))


@part("letters", "prop", ("#f4ead0", "#b0302a", "#9a8a6a"))
def _letters(ink: Ink, figure) -> None:
    for x, y, angle in ((-0.3, -0.1, -10), (0.15, -0.12, 12), (-0.05, -0.35, 4)):
        painter = ink.painter
        painter.save()
        painter.translate(x, y)
        painter.rotate(angle)
        ink.shade(rect(-0.25, -0.16, 0.5, 0.32, 0.02), ink.main)
        ink.stroke([(-0.25, -0.16), (0.0, 0.02), (0.25, -0.16)], ink.accent, 0.015)
        ink.flat(ellipse(0.0, 0.02, 0.05, 0.05), ink.second)
        painter.restore()


@part("banner", "prop", ("#8a5a33", "#d9332b", "@gold"))
def _banner(ink: Ink, figure) -> None:
    ink.limb([(0.0, 0.0), (0.0, -1.0)], ink.main, 0.04)
    ink.shade(
        polygon((0.02, -0.95), (0.5, -0.95), (0.5, -0.45), (0.26, -0.55), (0.02, -0.45)), ink.second
    )
    ink.shade(ellipse(0.26, -0.74, 0.09, 0.09), ink.accent)


@part("ruin_column", "prop", ("@stone2", "@stone", "@foliage2"), extras=("moss", "vines"))
def _ruin_column(ink: Ink, figure) -> None:
    ink.shade(rect(-0.25, -0.08, 0.5, 0.08), ink.second)
    ink.shade(
        polygon(
            (-0.16, -0.08),
            (-0.16, -0.85),
            (-0.05, -0.9),
            (0.05, -0.8),
            (0.16, -0.88),
            (0.16, -0.08),
        ),
        ink.main,
    )
    for x in (-0.08, 0.0, 0.08):
        ink.stroke([(x, -0.1), (x, -0.78)], ink.main.darker(125), 0.012)
    if figure.extras:
        ink.stroke(
            [(-0.16, -0.7), (0.0, -0.5), (0.16, -0.6), (0.0, -0.3), (-0.14, -0.2)],
            ink.accent,
            0.025,
        )


@part("rope", "prop", ("#c8a870", "#8a6a3a", "#ffffff"))
def _rope(ink: Ink, figure) -> None:
    for k in range(3):
        ink.shade(ellipse(0.0, -0.12 - k * 0.1, 0.45 - k * 0.08, 0.12), ink.main, width=0.02)
    ink.flat(ellipse(0.0, -0.35, 0.12, 0.04), ink.second)


@part("berries", "prop", ("#8e2a5c", "#4f8a3a", "#ffffff"))
def _berries(ink: Ink, figure) -> None:
    ink.shade(
        closed((-0.5, -0.3), (0.5, -0.3), (0.4, 0.0, -0.4, 0.0, -0.5, -0.3)), QColor("#b8864a")
    )
    for k in range(7):
        x, y = -0.36 + k * 0.12, -0.38 - (k % 2) * 0.08
        ink.shade(ellipse(x, y, 0.08, 0.08), ink.main, width=0.01)
    ink.flat(ellipse(0.2, -0.55, 0.1, 0.04), ink.second)


@part("pebbles", "prop", ("@stone2", "@stone", "#ffffff"))
def _pebbles(ink: Ink, figure) -> None:
    for x, y, r in (
        (-0.4, -0.12, 0.18),
        (0.0, -0.15, 0.22),
        (0.35, -0.1, 0.15),
        (-0.15, -0.38, 0.15),
        (0.2, -0.4, 0.13),
    ):
        ink.shade(ellipse(x, y, r, r * 0.72), ink.main if x < 0 else ink.second)


@part("amber", "prop", ("#e8a22c", "#b06a10", "#fff2c0"))
def _amber(ink: Ink, figure) -> None:
    for x, y, r in ((-0.25, -0.2, 0.2), (0.15, -0.25, 0.25), (0.0, -0.55, 0.18)):
        drop = closed(
            (x, y - r * 1.5),
            (x + r, y - r * 0.3, x + r, y + r, x, y + r),
            (x - r, y + r, x - r, y - r * 0.3, x, y - r * 1.5),
        )
        ink.shade(drop, ink.main)
        ink.flat(ellipse(x - r * 0.3, y - r * 0.2, r * 0.2, r * 0.3), ink.accent, 200)

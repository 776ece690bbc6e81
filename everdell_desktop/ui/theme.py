"""Colours, player identities and fonts: the one place the look of the app is decided.

Palette (DESIGN.md section 5): a jungle of emerald greens, river blues, warm ruin stone and
gold. Card types keep the Everdell family's colours. Player colours come from the Okabe-Ito
palette, which stays distinguishable for the common forms of colour blindness, and every
player also has a shape and a stripe pattern so colour is never the only cue.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtCore import QT_TR_NOOP
from PySide6.QtGui import QColor, QFont, QFontDatabase, QIcon

from . import resources

JUNGLE_DEEP = QColor("#0f3b2e")
JUNGLE = QColor("#1d5c43")
LEAF = QColor("#3f8f4f")
MOSS = QColor("#7fb069")
RIVER = QColor("#2f7fa8")
RIVER_LIGHT = QColor("#7cc4e0")
STONE = QColor("#b9a383")
STONE_DARK = QColor("#7d6a52")
GOLD = QColor("#e2b33c")
PARCHMENT = QColor("#f6ecd2")
INK = QColor("#1e1a16")
HIGHLIGHT = QColor("#ffe066")
LAST_MOVE = QColor("#7fe0ff")  # dashed: told from the solid yellow of a legal target
HINT = QColor("#7dff8a")  # dotted: the coach's suggested move
DANGER = QColor("#d1495b")

CARD_TYPE_COLOURS = {
    "production": QColor("#4f9d3a"),
    "governance": QColor("#2f6db5"),
    "traveler": QColor("#c9a46b"),
    "destination": QColor("#c4403a"),
    "prosperity": QColor("#7d4ea8"),
    "artisan": QColor("#e08a1e"),
}


@dataclass(frozen=True, slots=True)
class PlayerStyle:
    name: str
    colour: QColor
    shape: str  # circle | square | triangle | diamond
    pattern: str  # plain | stripes | dots | cross


# The names and shapes are translated where they are shown (ui.i18n).
PLAYER_STYLES = (
    PlayerStyle(QT_TR_NOOP("Yellow"), QColor("#f0e442"), QT_TR_NOOP("circle"), "plain"),
    PlayerStyle(QT_TR_NOOP("Sky"), QColor("#56b4e9"), QT_TR_NOOP("square"), "stripes"),
    PlayerStyle(QT_TR_NOOP("Vermilion"), QColor("#d55e00"), QT_TR_NOOP("triangle"), "dots"),
    PlayerStyle(QT_TR_NOOP("Violet"), QColor("#cc79a7"), QT_TR_NOOP("diamond"), "cross"),
)


def player_style(seat: int) -> PlayerStyle:
    return PLAYER_STYLES[seat % len(PLAYER_STYLES)]


def card_type_colour(card_type: str) -> QColor:
    return CARD_TYPE_COLOURS.get(card_type.lower(), STONE)


def register_card_type(card_type: str, colour: QColor) -> None:
    """A game's own kind of card (beside the family's five colours) and its colour; a kind
    already known keeps its colour."""
    CARD_TYPE_COLOURS.setdefault(card_type.lower(), QColor(colour))


APP_ICON = ":/icons/app_icon.svg"  # in resources.qrc; packaging/icons.py renders the same file


def app_icon() -> QIcon:
    """The window icon: the app icon's SVG, drawn by Qt's SVG icon engine at each size asked
    (the installers' icons are rendered from it at build time)."""
    return QIcon(str(resources.path(APP_ICON)))


FONT_FILES = (":/fonts/Cabin-Regular.otf", ":/fonts/Cabin-Bold.otf")  # in resources.qrc
# Hangul, which Cabin lacks: the fallback for every glyph Cabin has not, so Korean renders
# the same on a machine without any CJK font (issue 19).
FALLBACK_FONT_FILES = (":/fonts/nanum/NanumSquareRoundR.ttf", ":/fonts/nanum/NanumSquareRoundB.ttf")
_families: list[str] = []


def _register(names: tuple[str, ...]) -> str:
    found: list[str] = []
    for name in names:
        path = str(resources.path(name))
        font_id = QFontDatabase.addApplicationFont(path)
        if font_id < 0:
            raise RuntimeError(f"the bundled font {path} could not be loaded")
        found += QFontDatabase.applicationFontFamilies(font_id)
    return found[0]


def load_fonts() -> str:
    """Register the bundled fonts (once) and return the main family's name."""
    if not _families:
        _families.extend((_register(FONT_FILES), _register(FALLBACK_FONT_FILES)))
    return _families[0]


def families() -> list[str]:
    """The bundled families in the order glyphs are looked for: Cabin, then the Hangul one."""
    load_fonts()
    return list(_families)


# Settings.text_scale; the labels are translated where they are shown (ui.i18n)
TEXT_SCALES = {
    QT_TR_NOOP("Small"): 0.9,
    QT_TR_NOOP("Normal"): 1.0,
    QT_TR_NOOP("Large"): 1.15,
    QT_TR_NOOP("Larger"): 1.3,
}
_text_scale = 1.0


def set_text_scale(scale: float) -> None:
    """Every font made from now on is ``scale`` times its size (the text-size setting)."""
    global _text_scale
    _text_scale = scale


def text_scale() -> float:
    return _text_scale


READABLE_PX = 11  # the least height on screen of any text on the table (issue 41)
_least_pixels = 0  # in scene units, while the table is painted at a known scale


@contextmanager
def readable_at(screen_scale: float) -> Iterator[None]:
    """Meanwhile no font made by :func:`pixel_font` is smaller than ``READABLE_PX`` on a
    screen showing one scene unit as ``screen_scale`` pixels: the table's view paints in
    this, whatever the window's size. Outside it (the zoomed card, a dialog) sizes are as
    asked."""
    global _least_pixels
    before, _least_pixels = _least_pixels, math.ceil(READABLE_PX / screen_scale - 0.05)
    try:
        yield
    finally:
        _least_pixels = before


def least_pixels() -> int:
    """The least font size in scene units while the table is painted (0: no least)."""
    return _least_pixels


def scaled(pixels: float) -> int:
    """``pixels`` at the chosen text size."""
    return max(1, round(pixels * _text_scale))


def font(point_size: float, bold: bool = False) -> QFont:
    result = QFont()
    result.setFamilies(families())
    result.setPointSizeF(point_size * _text_scale)
    result.setBold(bold)
    return result


def pixel_font(pixels: int, bold: bool = False) -> QFont:
    """A font sized in scene pixels (the table is drawn in scene units, not points), at the
    chosen text size, and never below the least of :func:`readable_at`."""
    result = QFont()
    result.setFamilies(families())
    result.setPixelSize(max(scaled(pixels), _least_pixels))
    result.setBold(bold)
    return result

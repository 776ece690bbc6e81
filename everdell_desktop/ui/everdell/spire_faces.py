"""Spirecrest's look on the base game's table: Discovery cards, Weather cards and map tiles
as card faces (so a hover shows them large like any card), their pictures, and the meeples of
the Travelers and the five Big Critters.

Importing this module registers the three card kinds' colours and the six meeple silhouettes
with the shared painter; the woodland style draws the mountain pictures (``faces.py``).
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QT_TR_NOOP, QPointF, QRectF
from PySide6.QtGui import QColor, QPainterPath, QPolygonF

from everdell_desktop.games.everdell.data import RESOURCES
from everdell_desktop.games.everdell.spirecrest.common import DISCOVERIES, TILES, WEATHER
from everdell_desktop.games.everdell.spirecrest.data import REGIONS, SEASON_NAMES, spire_data

from .. import theme
from ..art import CardFace, add_body, add_limbs, register_species

DISCOVERY, WEATHER_KIND, MAP = "discovery", "weather", "map"
SLATE = QColor("#4f6f86")  # the mountains' blue-grey
STORM = QColor("#6b6a8c")
MAP_BROWN = QColor("#9a7846")
SNOW = QColor("#eef3f6")
theme.register_card_type(DISCOVERY, SLATE)
theme.register_card_type(WEATHER_KIND, STORM)
theme.register_card_type(MAP, MAP_BROWN)

KIND_WORDS = {
    "trail": "Trail",
    "city": "City",
    "ongoing": "Ongoing",
    "location": "Location",
    "when_played": "When played",
    "big_critter": "Big Critter",
    "expedition": "Expedition",
}
AREA_WORDS = (
    QT_TR_NOOP("Foothills"),
    QT_TR_NOOP("Peaks"),
    QT_TR_NOOP("Ridge"),
    QT_TR_NOOP("Expedition"),
)
SPIRE = spire_data()


@cache
def discovery_face(card: int) -> CardFace:
    """A Discovery card: its kind on the tag line, its region at the foot."""
    info = DISCOVERIES[card]
    tag = KIND_WORDS[info.kind]
    if info.kind == "location":
        tag += " \u00b7 open to all" if info.open else " \u00b7 yours only"
    points = info.points or (info.scoring.points or info.scoring.base if info.scoring else 0)
    cost = ()
    if info.cost_any:
        cost = (("any", info.cost_any),)
    elif info.cost_cards:
        cost = (("card", info.cost_cards),)
    return CardFace(
        name=info.name,
        card_type=DISCOVERY,
        is_critter=info.kind == "big_critter",
        cost=cost,
        points=points,
        text=info.text,
        footer=f"Discovery \u00b7 {REGIONS[info.region].capitalize()}",
        tag=tag,
        art=f"discoveries/{info.key}",
    )


@cache
def weather_face(card: int) -> CardFace:
    info = WEATHER[card]
    season = SEASON_NAMES[info.season].capitalize()
    return CardFace(
        name=info.name,
        card_type=WEATHER_KIND,
        text=info.text,
        footer=f"{season} Weather",
        tag=f"Weather \u00b7 {season}",
        art=f"weather/{info.key}",
    )


@cache
def tile_face(tile: int) -> CardFace:
    info = TILES[tile]
    cost = tuple((RESOURCES[i], n) for i, n in enumerate(info.cost) if n)
    return CardFace(
        name=info.name,
        card_type=MAP,
        cost=cost,
        points=info.points,
        text=f"An Expedition stop: pay its cost after passing to travel on; worth "
        f"{info.points} points.",
        footer="Map tile",
        tag="Map tile",
        art=f"tiles/{info.key}",
    )


@cache
def everdell_face() -> CardFace:
    return CardFace(
        name="Everdell Valley",
        card_type=MAP,
        text="Where every Expedition starts. Your Traveler waits here from autumn on.",
        footer="Map tile",
        tag="Map tile",
        art="tiles/everdell_valley",
    )


def all_faces() -> list[CardFace]:
    """Every Discovery, Weather and map tile face."""
    return [
        *(discovery_face(card) for card in range(len(DISCOVERIES))),
        *(weather_face(card) for card in range(len(WEATHER))),
        *(tile_face(tile) for tile in range(len(TILES))),
        everdell_face(),
    ]


def stop_face(stop: str) -> CardFace:
    """An Expedition stop: a map tile, Serpent's Pass or The Distant Shore."""
    if stop in SPIRE.tile_index:
        return tile_face(SPIRE.tile_index[stop])
    return discovery_face(SPIRE.discovery_index[stop])


# --- meeples ----------------------------------------------------------------------------------
def _traveler(path: QPainterPath, s: float) -> None:
    """A rabbit: two long ears over the family's body."""
    add_body(path, s, 0.3, neck=0.34)
    path.addEllipse(QRectF(s * 0.32, -s * 0.02, s * 0.12, s * 0.3))
    path.addEllipse(QRectF(s * 0.56, -s * 0.02, s * 0.12, s * 0.3))


def _boar(path: QPainterPath, s: float) -> None:
    """Stubblehoof: a broad, low body with tusks."""
    path.addEllipse(QRectF(s * 0.05, s * 0.3, s * 0.9, s * 0.55))
    path.addEllipse(QRectF(s * 0.0, s * 0.22, s * 0.38, s * 0.38))
    add_limbs(
        path, s, ((0.2, 0.8, 0.2, 0.98), (0.75, 0.8, 0.75, 0.98), (0.05, 0.45, 0.0, 0.3)), 0.1
    )


def _bear(path: QPainterPath, s: float) -> None:
    """Honeypaw: a big round bear with round ears."""
    add_body(path, s, 0.42, neck=0.36)
    path.addEllipse(QRectF(s * 0.24, s * 0.0, s * 0.16, s * 0.16))
    path.addEllipse(QRectF(s * 0.6, s * 0.0, s * 0.16, s * 0.16))


def _elk(path: QPainterPath, s: float) -> None:
    """King Rhun: a crowned head of antlers."""
    add_body(path, s, 0.3, neck=0.4)
    add_limbs(
        path,
        s,
        (
            (0.4, 0.12, 0.2, -0.02),
            (0.6, 0.12, 0.8, -0.02),
            (0.28, 0.05, 0.18, 0.14),
            (0.72, 0.05, 0.82, 0.14),
        ),
        0.07,
    )


def _wolf(path: QPainterPath, s: float) -> None:
    """Whisper: a lean wolf, pointed ears and a long tail."""
    add_body(path, s, 0.3, neck=0.34)
    path.addPolygon(
        QPolygonF(
            [QPointF(s * 0.34, s * 0.12), QPointF(s * 0.36, -s * 0.06), QPointF(s * 0.46, s * 0.06)]
        )
    )
    path.addPolygon(
        QPolygonF(
            [QPointF(s * 0.66, s * 0.12), QPointF(s * 0.64, -s * 0.06), QPointF(s * 0.54, s * 0.06)]
        )
    )
    add_limbs(path, s, ((0.85, 0.85, 1.05, 0.55),), 0.1)


def _eagle(path: QPainterPath, s: float) -> None:
    """Windlore: spread wings."""
    add_body(path, s, 0.28, neck=0.32)
    path.addPolygon(
        QPolygonF(
            [QPointF(s * 0.5, s * 0.45), QPointF(-s * 0.05, s * 0.2), QPointF(s * 0.1, s * 0.6)]
        )
    )
    path.addPolygon(
        QPolygonF(
            [QPointF(s * 0.5, s * 0.45), QPointF(s * 1.05, s * 0.2), QPointF(s * 0.9, s * 0.6)]
        )
    )


SPECIES = ("stubblehoof", "honeypaw", "king_rhun", "whisper", "windlore")
register_species("traveler", _traveler, badge=0.26)
for _name, _build in (
    ("stubblehoof", _boar),
    ("honeypaw", _bear),
    ("king_rhun", _elk),
    ("whisper", _wolf),
    ("windlore", _eagle),
):
    register_species(_name, _build, badge=0.3)

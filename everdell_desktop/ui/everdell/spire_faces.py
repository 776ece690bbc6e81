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

from everdell_desktop.core.words import language
from everdell_desktop.games.everdell.data import RESOURCES
from everdell_desktop.games.everdell.spirecrest import wording
from everdell_desktop.games.everdell.spirecrest.common import DISCOVERIES, TILES, WEATHER
from everdell_desktop.games.everdell.spirecrest.data import spire_data

from .. import theme
from ..card_style import CardFace
from ..i18n import tr
from ..pieces import add_body, add_limbs, register_species

DISCOVERY, WEATHER_KIND, MAP = "discovery", "weather", "map"
SLATE = QColor("#4f6f86")  # the mountains' blue-grey
STORM = QColor("#6b6a8c")
MAP_BROWN = QColor("#9a7846")
SNOW = QColor("#eef3f6")
theme.register_card_type(DISCOVERY, SLATE)
theme.register_card_type(WEATHER_KIND, STORM)
theme.register_card_type(MAP, MAP_BROWN)

KIND_WORDS = {
    "trail": QT_TR_NOOP("Trail"),
    "city": QT_TR_NOOP("City"),
    "ongoing": QT_TR_NOOP("Ongoing"),
    "location": QT_TR_NOOP("Location"),
    "when_played": QT_TR_NOOP("When played"),
    "big_critter": QT_TR_NOOP("Big Critter"),
    "expedition": QT_TR_NOOP("Expedition"),
}
REGION_WORDS = (QT_TR_NOOP("Foothills"), QT_TR_NOOP("Peaks"), QT_TR_NOOP("Ridge"))
SEASON_WORDS = (
    QT_TR_NOOP("Winter"),
    QT_TR_NOOP("Spring"),
    QT_TR_NOOP("Summer"),
    QT_TR_NOOP("Autumn"),
)
AREA_WORDS = (
    QT_TR_NOOP("Foothills"),
    QT_TR_NOOP("Peaks"),
    QT_TR_NOOP("Ridge"),
    QT_TR_NOOP("Expedition"),
)
SPIRE = spire_data()


def discovery_face(card: int) -> CardFace:
    """A Discovery card: its kind on the tag line, its region at the foot (in the current
    language)."""
    return _discovery_face(card, language())


@cache
def _discovery_face(card: int, _language: str) -> CardFace:
    info = DISCOVERIES[card]
    tag = tr(KIND_WORDS[info.kind])
    if info.kind == "location":
        tag += " \u00b7 " + (tr("open to all") if info.open else tr("yours only"))
    points = info.points or (info.scoring.points or info.scoring.base if info.scoring else 0)
    cost = ()
    if info.cost_any:
        cost = (("any", info.cost_any),)
    elif info.cost_cards:
        cost = (("card", info.cost_cards),)
    name = wording.discovery_name(card)
    return CardFace(
        name=name,
        card_type=DISCOVERY,
        is_critter=info.kind == "big_critter",
        cost=cost,
        points=points,
        text=wording.discovery_text(card),
        footer=tr("Discovery \u00b7 {region}").format(region=tr(REGION_WORDS[info.region])),
        tag=tag,
        art=f"discoveries/{info.key}",
    )


def weather_face(card: int) -> CardFace:
    return _weather_face(card, language())


@cache
def _weather_face(card: int, _language: str) -> CardFace:
    season = tr(SEASON_WORDS[WEATHER[card].season])
    return CardFace(
        name=wording.weather_name(card),
        card_type=WEATHER_KIND,
        text=wording.weather_text(card),
        footer=tr("{season} Weather").format(season=season),
        tag=tr("Weather \u00b7 {season}").format(season=season),
        art=f"weather/{WEATHER[card].key}",
    )


def tile_face(tile: int) -> CardFace:
    return _tile_face(tile, language())


@cache
def _tile_face(tile: int, _language: str) -> CardFace:
    info = TILES[tile]
    cost = tuple((RESOURCES[i], n) for i, n in enumerate(info.cost) if n)
    text = tr("An Expedition stop: pay its cost after passing to travel on; worth {points} points.")
    return CardFace(
        name=wording.tile_name(tile),
        card_type=MAP,
        cost=cost,
        points=info.points,
        text=text.format(points=info.points),
        footer=tr("Map tile"),
        tag=tr("Map tile"),
        art=f"tiles/{info.key}",
    )


def everdell_face() -> CardFace:
    return _everdell_face(language())


@cache
def _everdell_face(_language: str) -> CardFace:
    return CardFace(
        name=wording.valley_name(),
        card_type=MAP,
        text=tr("Where every Expedition starts. Your Traveler waits here from autumn on."),
        footer=tr("Map tile"),
        tag=tr("Map tile"),
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

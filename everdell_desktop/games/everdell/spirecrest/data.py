"""Spirecrest's components as data: Discovery cards, Weather, Big Critters and map tiles.

The rulebook prints the Discovery cards and the Weather; the map tiles' costs are not
published, so ``map_tiles.json`` holds this project's own cost table
(``docs/spirecrest_components.md``): a player who owns the box may correct it, and the
validator checks that a tile worth more never costs fewer resources than one worth less.
A broken file raises ``DataError`` naming the file, the entry and the field.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import Field

from everdell_desktop.core.datafiles import DataError, StrictModel, load_model

from ..data import COLORS, Resources

DATA_DIR = Path(__file__).parent / "data"
REGIONS = ("foothills", "peaks", "ridge")
SEASON_NAMES = ("winter", "spring", "summer", "autumn")
CARDS_PER_REGION = 11
WEATHER_PER_SEASON = 3
MAP_TILES = 24
EVERDELL_TILES = 6
BIG_CRITTERS = 5

Color = Literal["production", "traveler", "destination", "governance", "prosperity"]
Effect = Literal[
    "forest_gain_less",
    "hand_surcharge",
    "no_forest",
    "basic_gain_less",
    "construction_surcharge",
    "discard_after_play",
    "no_green_on_play",
    "critter_surcharge",
    "no_meadow_play",
    "meadow_surcharge",
    "discard_after_visit",
    "worker_lost",
]


class Scoring(StrictModel):
    """How a Trail or a City scores at the end (a small vocabulary)."""

    rule: Literal[
        "color_at_least",
        "events_at_least",
        "expedition_complete",
        "journey_points",
        "city_less_per_color",
    ]
    color: Color | None = None
    count: int = Field(0, ge=0)
    points: int = Field(0, ge=0)
    per: int = Field(1, ge=1)
    base: int = Field(0, ge=0)
    cap: int = Field(0, ge=0)


class RouteCost(StrictModel):
    any: int = Field(0, ge=0)
    cards: int = Field(0, ge=0)


class DiscoverySpec(StrictModel):
    key: str = Field(pattern=r"^[a-z_]+$")
    name: str
    kind: Literal[
        "trail", "city", "ongoing", "location", "when_played", "big_critter", "expedition"
    ]
    text: str = Field(min_length=1)
    scoring: Scoring | None = None
    open: bool = False
    limit: Literal["one", "one_per_player"] | None = None
    owner_token: bool = False
    gain: Resources | None = None
    critter: str | None = None
    solo: bool = True
    route: Literal["first", "last"] | None = None
    points: int = Field(0, ge=0)
    cost: RouteCost | None = None


class DiscoveryFile(StrictModel):
    foothills: list[DiscoverySpec]
    peaks: list[DiscoverySpec]
    ridge: list[DiscoverySpec]


class WeatherSpec(StrictModel):
    key: str = Field(pattern=r"^[a-z_]+$")
    name: str
    effect: Effect
    text: str = Field(min_length=1)


class WeatherFile(StrictModel):
    winter: list[WeatherSpec]
    spring: list[WeatherSpec]
    summer: list[WeatherSpec]
    autumn: list[WeatherSpec]


class CritterSpec(StrictModel):
    key: str = Field(pattern=r"^[a-z_]+$")
    name: str
    animal: str
    text: str = Field(min_length=1)


class CritterFile(StrictModel):
    big_critters: list[CritterSpec]


class EverdellTileSpec(StrictModel):
    key: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str


class TileSpec(StrictModel):
    key: str = Field(pattern=r"^[a-z_]+$")
    name: str
    points: int = Field(ge=1)
    cost: Resources


class TileFile(StrictModel):
    everdell: list[EverdellTileSpec]
    tiles: list[TileSpec]


# --- compiled tables used by the engine --------------------------------------------------
@dataclass(frozen=True, slots=True)
class DiscoveryInfo:
    index: int
    key: str
    name: str
    region: int
    kind: str
    text: str
    scoring: Scoring | None
    open: bool
    per_player: bool  # one worker per player (else one worker in all)
    owner_token: bool
    gain: tuple[int, int, int, int] | None
    critter: int  # the Big Critter it brings, -1 for none
    solo: bool
    route: str | None
    points: int
    cost_any: int
    cost_cards: int


@dataclass(frozen=True, slots=True)
class WeatherInfo:
    index: int
    key: str
    name: str
    season: int
    effect: str
    text: str


@dataclass(frozen=True, slots=True)
class CritterInfo:
    index: int
    key: str
    name: str
    animal: str
    text: str


@dataclass(frozen=True, slots=True)
class TileInfo:
    index: int
    key: str
    name: str
    points: int
    cost: tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class SpireData:
    discoveries: tuple[DiscoveryInfo, ...]
    discovery_index: dict[str, int]
    weather: tuple[WeatherInfo, ...]
    weather_index: dict[str, int]
    critters: tuple[CritterInfo, ...]
    critter_index: dict[str, int]
    tiles: tuple[TileInfo, ...]
    tile_index: dict[str, int]
    everdell_tiles: tuple[EverdellTileSpec, ...]

    def region_cards(self, region: int) -> tuple[int, ...]:
        return tuple(info.index for info in self.discoveries if info.region == region)

    def season_weather(self, season: int) -> tuple[int, ...]:
        return tuple(info.index for info in self.weather if info.season == season)


def _check_counts(name: str, found: int, wanted: int, what: str) -> None:
    if found != wanted:
        raise DataError(f"{name}: {found} {what}, not {wanted}")


def _unique(name: str, keys: list[str]) -> None:
    seen: set[str] = set()
    for key in keys:
        if key in seen:
            raise DataError(f"{name}: entry {key!r}: field key: duplicate {key!r}")
        seen.add(key)


def _check_discovery(spec: DiscoverySpec, critter_keys: set[str]) -> None:
    """Each kind has the fields it needs (and the Cities are only found on the Ridge)."""
    where = f"discovery.json: card {spec.name!r}"
    if spec.kind in ("trail", "city") and spec.scoring is None:
        raise DataError(f"{where}: field scoring: a {spec.kind} needs its scoring")
    if spec.kind == "location" and spec.limit is None:
        raise DataError(f"{where}: field limit: a location needs its worker limit")
    if spec.kind == "big_critter" and spec.critter not in critter_keys:
        raise DataError(f"{where}: field critter: no Big Critter {spec.critter!r}")
    if spec.kind == "expedition" and (spec.route is None or spec.cost is None or not spec.points):
        raise DataError(f"{where}: field route: an Expedition card needs route, cost and points")
    scoring = spec.scoring
    colored = scoring is not None and scoring.rule in ("color_at_least", "city_less_per_color")
    if colored and scoring.color is None:
        raise DataError(f"{where}: field scoring.color: missing")


def _check_tile_costs(tiles: list[TileSpec]) -> None:
    """A tile worth more points never costs fewer resources than one worth fewer."""
    for tile in tiles:
        if not sum(tile.cost.vector()):
            raise DataError(
                f"map_tiles.json: tile {tile.name!r}: field cost: a tile costs something"
            )
    for cheap in tiles:
        for dear in tiles:
            if dear.points > cheap.points and sum(dear.cost.vector()) < sum(cheap.cost.vector()):
                raise DataError(
                    f"map_tiles.json: tile {dear.name!r}: field cost: worth {dear.points} points"
                    f" but costs fewer resources than {cheap.name!r} ({cheap.points} points)"
                )


def load_spire(folder: Path = DATA_DIR) -> SpireData:
    """Read and check Spirecrest's data files; raises DataError naming what is wrong."""
    critter_file = load_model(folder / "big_critters.json", CritterFile)
    _check_counts("big_critters.json", len(critter_file.big_critters), BIG_CRITTERS, "Big Critters")
    _unique("big_critters.json", [spec.key for spec in critter_file.big_critters])
    critters = tuple(
        CritterInfo(i, spec.key, spec.name, spec.animal, spec.text)
        for i, spec in enumerate(critter_file.big_critters)
    )
    critter_index = {info.key: info.index for info in critters}

    discovery_file = load_model(folder / "discovery.json", DiscoveryFile)
    specs: list[tuple[int, DiscoverySpec]] = []
    for region, name in enumerate(REGIONS):
        cards = getattr(discovery_file, name)
        _check_counts("discovery.json", len(cards), CARDS_PER_REGION, f"{name} cards")
        specs += [(region, spec) for spec in cards]
    _unique("discovery.json", [spec.key for _, spec in specs])
    for region, spec in specs:
        _check_discovery(spec, set(critter_index))
        if spec.kind == "city" and REGIONS[region] != "ridge":
            raise DataError(
                f"discovery.json: card {spec.name!r}: field kind: Cities are Ridge cards"
            )
    discoveries = tuple(
        _discovery(i, region, spec, critter_index) for i, (region, spec) in enumerate(specs)
    )

    weather_file = load_model(folder / "weather.json", WeatherFile)
    weather: list[WeatherInfo] = []
    for season, name in enumerate(SEASON_NAMES):
        cards = getattr(weather_file, name)
        _check_counts("weather.json", len(cards), WEATHER_PER_SEASON, f"{name} cards")
        weather += [
            WeatherInfo(len(weather) + i, spec.key, spec.name, season, spec.effect, spec.text)
            for i, spec in enumerate(cards)
        ]
    _unique("weather.json", [info.key for info in weather])

    tile_file = load_model(folder / "map_tiles.json", TileFile)
    _check_counts("map_tiles.json", len(tile_file.tiles), MAP_TILES, "map tiles")
    _check_counts("map_tiles.json", len(tile_file.everdell), EVERDELL_TILES, "Everdell tiles")
    _unique("map_tiles.json", [spec.key for spec in (*tile_file.tiles, *tile_file.everdell)])
    _check_tile_costs(tile_file.tiles)
    tiles = tuple(
        TileInfo(i, spec.key, spec.name, spec.points, spec.cost.vector())
        for i, spec in enumerate(tile_file.tiles)
    )
    return SpireData(
        discoveries=discoveries,
        discovery_index={info.key: info.index for info in discoveries},
        weather=tuple(weather),
        weather_index={info.key: info.index for info in weather},
        critters=critters,
        critter_index=critter_index,
        tiles=tiles,
        tile_index={info.key: info.index for info in tiles},
        everdell_tiles=tuple(tile_file.everdell),
    )


def _discovery(
    index: int, region: int, spec: DiscoverySpec, critter_index: dict[str, int]
) -> DiscoveryInfo:
    cost = spec.cost or RouteCost()
    return DiscoveryInfo(
        index=index,
        key=spec.key,
        name=spec.name,
        region=region,
        kind=spec.kind,
        text=spec.text,
        scoring=spec.scoring,
        open=spec.open,
        per_player=spec.limit == "one_per_player",
        owner_token=spec.owner_token,
        gain=spec.gain.vector() if spec.gain is not None else None,
        critter=critter_index[spec.critter] if spec.critter else -1,
        solo=spec.solo,
        route=spec.route,
        points=spec.points,
        cost_any=cost.any,
        cost_cards=cost.cards,
    )


COLOR_INDEX = {name: index for index, name in enumerate(COLORS)}


@cache
def spire_data() -> SpireData:
    """The shipped data, loaded once per process."""
    return load_spire(DATA_DIR)

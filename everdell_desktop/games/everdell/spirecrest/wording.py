"""Spirecrest's components by name and text in the player's language (the base game's words
file, ``games/everdell/words/<language>.json``): Discovery cards, Weather cards, map tiles and
Big Critters, each keyed by its data id; their English is in the data files."""

from __future__ import annotations

from ..wording import W
from .common import CRITTERS, DISCOVERIES, SPIRE, TILES, WEATHER

EVERDELL_VALLEY = "everdell_valley"  # the start of every Expedition (six alike tiles)


def discovery_name(card: int | str) -> str:
    info = DISCOVERIES[_index(card, SPIRE.discovery_index)]
    return W.name("discovery", info.key, info.name)


def discovery_text(card: int | str) -> str:
    info = DISCOVERIES[_index(card, SPIRE.discovery_index)]
    return W.name("discovery_text", info.key, info.text)


def weather_name(card: int | str) -> str:
    info = WEATHER[_index(card, SPIRE.weather_index)]
    return W.name("weather", info.key, info.name)


def weather_text(card: int | str) -> str:
    info = WEATHER[_index(card, SPIRE.weather_index)]
    return W.name("weather_text", info.key, info.text)


def tile_name(tile: int | str) -> str:
    info = TILES[_index(tile, SPIRE.tile_index)]
    return W.name("tile", info.key, info.name)


def valley_name() -> str:
    return W.name("tile", EVERDELL_VALLEY, "Everdell Valley")


def critter_name(critter: int | str) -> str:
    info = CRITTERS[_index(critter, SPIRE.critter_index)]
    return W.name("big_critter", info.key, info.name)


def critter_text(critter: int | str) -> str:
    info = CRITTERS[_index(critter, SPIRE.critter_index)]
    return W.name("big_critter_text", info.key, info.text)


def stop_name(stop: str) -> str:
    """An Expedition stop: a map tile, Serpent's Pass or The Distant Shore."""
    return tile_name(stop) if stop in SPIRE.tile_index else discovery_name(stop)


def _index(ref: int | str, index: dict[str, int]) -> int:
    return index[ref] if isinstance(ref, str) else ref

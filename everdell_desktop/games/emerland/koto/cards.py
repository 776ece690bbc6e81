"""Professor Koto's three decks as data: 9 Expedition, 9 Excavation and 9 Trick cards.

The rulebook describes the cards' shape but prints none of them, so ``data/koto_*.json`` hold
the project's own cards, shaped as the solo rules describe them:

* Expedition: for each season, how many Workers and where (a board location id or
  ``red_destination``); a New Plan (red area); a brown fallback area (tan area).
* Excavation: for each season, which card he plays (a colour and/or a kind) and whether he
  plays it to its upgraded side; a New Plan; a last resort that always plays an upgraded card
  and may add an Emerald or a point.
* Trick: for each season, what he does.

Koto's own vocabulary (New Plans, last resorts, Tricks): ``emeralds n``, ``points n`` (point
tokens), ``artifact`` (one random Artifact), ``upgrade`` (one card in his city, the player's
choice), ``realm`` (the first face-up Realm), ``advance`` (his Archaeologist, one step) and
``discard_plateau`` (the first Plateau card goes to the discard pile).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import Field, field_validator, model_validator

from everdell_desktop.core.datafiles import DataError, StrictModel, load_entries

from ..board import LOCATION_INDEX, LOCATION_KIND, LOCATION_MIN_PLAYERS
from ..data import COLORS, DATA_DIR, SEASONS, Color

RED_DESTINATION = "red_destination"
DECK_SIZE = 9
FILES = {
    "expedition": "koto_expedition.json",
    "excavation": "koto_excavation.json",
    "tricks": "koto_tricks.json",
}


class KotoEffect(StrictModel):
    op: Literal["emeralds", "points", "artifact", "upgrade", "realm", "advance", "discard_plateau"]
    n: int = Field(1, ge=1)


class Placement(StrictModel):
    workers: int = Field(ge=1, le=3)
    to: str

    @field_validator("to")
    @classmethod
    def _known(cls, to: str) -> str:
        if to == RED_DESTINATION:
            return to
        if to not in LOCATION_INDEX:
            raise ValueError(f"unknown location {to!r}")
        if LOCATION_MIN_PLAYERS[LOCATION_INDEX[to]] > 2:
            raise ValueError(f"{to!r} is not on the 2-player board")
        return to

    @model_validator(mode="after")
    def _one_for_red(self) -> Placement:
        if self.to == RED_DESTINATION and self.workers != 1:
            raise ValueError("a Red Destination takes exactly 1 Worker")
        return self


class ExpeditionSeasons(StrictModel):
    summer: Placement
    autumn: Placement
    winter: Placement
    spring: Placement


class Wanted(StrictModel):
    """The card he plays: a colour and/or a kind; ``upgrade`` is the Upgrade symbol."""

    color: Color | None = None
    kind: Literal["critter", "construction"] | None = None
    upgrade: bool = False

    @model_validator(mode="after")
    def _something(self) -> Wanted:
        if self.color is None and self.kind is None:
            raise ValueError("name a 'color' and/or a 'kind'")
        return self


class ExcavationSeasons(StrictModel):
    summer: Wanted
    autumn: Wanted
    winter: Wanted
    spring: Wanted


class TrickSeasons(StrictModel):
    summer: list[KotoEffect] = Field(min_length=1)
    autumn: list[KotoEffect] = Field(min_length=1)
    winter: list[KotoEffect] = Field(min_length=1)
    spring: list[KotoEffect] = Field(min_length=1)


class ExpeditionCard(StrictModel):
    id: str
    name: str
    seasons: ExpeditionSeasons
    new_plan: list[KotoEffect] = Field(min_length=1)
    fallback: str

    @model_validator(mode="after")
    def _brown(self) -> ExpeditionCard:
        index = LOCATION_INDEX.get(self.fallback)
        if index is None or LOCATION_KIND[index] != "brown":
            raise ValueError(f"the fallback {self.fallback!r} must be a brown Helper area")
        return self


class ExcavationCard(StrictModel):
    id: str
    name: str
    seasons: ExcavationSeasons
    new_plan: list[KotoEffect] = Field(min_length=1)
    last_resort: list[KotoEffect] = Field(default_factory=list, max_length=1)

    @model_validator(mode="after")
    def _last_resort(self) -> ExcavationCard:
        if any(effect.op not in ("emeralds", "points") for effect in self.last_resort):
            raise ValueError("a last resort may only add Emeralds or a point")
        return self


class TrickCard(StrictModel):
    id: str
    name: str
    seasons: TrickSeasons


# --- compiled, plain tables ------------------------------------------------------------------
def compile_koto(effects: list[KotoEffect]) -> tuple:
    """Koto effects as engine tasks ``("_koto_<op>", n)``; see ``koto/bot.py``."""
    return tuple((f"_koto_{effect.op}", effect.n) for effect in effects)


@dataclass(frozen=True, slots=True)
class Expedition:
    id: str
    name: str
    places: tuple[tuple[int, str], ...]  # per season: (workers, location id or red_destination)
    new_plan: tuple
    fallback: int  # board location index


@dataclass(frozen=True, slots=True)
class Excavation:
    id: str
    name: str
    wants: tuple[tuple[int | None, bool | None, bool], ...]  # per season: color, critter?, up
    new_plan: tuple
    last_resort: tuple


@dataclass(frozen=True, slots=True)
class Trick:
    id: str
    name: str
    actions: tuple[tuple, ...]  # per season


@dataclass(frozen=True, slots=True)
class KotoDecks:
    expedition: tuple[Expedition, ...]
    excavation: tuple[Excavation, ...]
    tricks: tuple[Trick, ...]


def _seasons(model: StrictModel) -> list:
    return [getattr(model, season) for season in SEASONS]


def _wanted(wanted: Wanted) -> tuple[int | None, bool | None, bool]:
    color = COLORS.index(wanted.color) if wanted.color else None
    critter = None if wanted.kind is None else wanted.kind == "critter"
    return (color, critter, wanted.upgrade)


def load_decks(directory: Path | None = None) -> KotoDecks:
    """Read and check the three decks; a broken file raises DataError naming file, card, field."""
    directory = Path(directory) if directory is not None else DATA_DIR
    expedition = load_entries(directory / FILES["expedition"], "cards", ExpeditionCard)
    excavation = load_entries(directory / FILES["excavation"], "cards", ExcavationCard)
    tricks = load_entries(directory / FILES["tricks"], "cards", TrickCard)
    for key, cards in (("expedition", expedition), ("excavation", excavation), ("tricks", tricks)):
        if len(cards) != DECK_SIZE:
            raise DataError(f"{directory / FILES[key]}: there must be {DECK_SIZE} cards")
        ids = [card.id for card in cards]
        if len(set(ids)) != len(ids):
            raise DataError(f"{directory / FILES[key]}: card ids must be unique")
    return KotoDecks(
        expedition=tuple(
            Expedition(
                card.id,
                card.name,
                tuple((p.workers, p.to) for p in _seasons(card.seasons)),
                compile_koto(card.new_plan),
                LOCATION_INDEX[card.fallback],
            )
            for card in expedition
        ),
        excavation=tuple(
            Excavation(
                card.id,
                card.name,
                tuple(_wanted(w) for w in _seasons(card.seasons)),
                compile_koto(card.new_plan),
                compile_koto(card.last_resort),
            )
            for card in excavation
        ),
        tricks=tuple(
            Trick(card.id, card.name, tuple(compile_koto(a) for a in _seasons(card.seasons)))
            for card in tricks
        ),
    )


def index_of(deck: str, card_id: str) -> int:
    """The index of a card in one of his decks (expedition, excavation, tricks) by its id."""
    cards = getattr(decks(), deck)
    for index, card in enumerate(cards):
        if card.id == card_id:
            return index
    raise KeyError(f"no {deck} card {card_id!r}")


@cache
def decks() -> KotoDecks:
    """The shipped decks, loaded once per process."""
    return load_decks()

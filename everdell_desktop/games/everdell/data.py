"""Loading and validating the base game's data files (cards, locations, events, campaign).

The JSON files are checked by pydantic models once, at the edge; the engine then works on the
compact, integer-indexed tables built here (:class:`GameData`). A broken file raises
:class:`DataError` whose message names the file, the entry and the field.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import Field

from everdell_desktop.core.datafiles import DataError, StrictModel, load_model
from everdell_desktop.core.valley import (
    RESOURCES,  # noqa: F401 (the game's modules read it here)
    CardBasics,
    Resources,
    card_basics,
)

DATA_DIR = Path(__file__).parent / "data"
COLORS = ("production", "traveler", "destination", "governance", "prosperity")
DECK_SIZE = 128


class SimpleEffect(StrictModel):
    """The small vocabulary for plain abilities: gain fixed resources and/or draw cards."""

    gain: Resources = Resources()
    draw: int = Field(0, ge=0)


class CardSpec(StrictModel):
    key: str = Field(pattern=r"^[a-z_]+$")
    name: str
    kind: Literal["critter", "construction"]
    color: Literal["production", "traveler", "destination", "governance", "prosperity"]
    cost: Resources
    points: int
    copies: int = Field(ge=1)
    unique: bool
    free_via: str | None = None
    hosts_any: bool = False
    open: bool = False
    takes_space: bool = True
    effect: SimpleEffect | None = None


class CardFile(StrictModel):
    cards: list[CardSpec]


class LocationSpec(StrictModel):
    key: str = Field(pattern=r"^[a-z0-9_.]+$")
    name: str
    exclusive: bool = True
    gain: Resources = Resources()
    draw: int = Field(0, ge=0)
    points: int = 0
    any: int = Field(0, ge=0)
    special: (
        Literal["discard_draw_two_each", "copy_basic_draw", "discard_three_any_each"]
        | Literal["meadow_two_play_one"]
        | None
    ) = None


class LocationFile(StrictModel):
    basic: list[LocationSpec] = Field(min_length=8, max_length=8)
    journey: list[LocationSpec] = Field(min_length=4, max_length=4)
    forest: list[LocationSpec] = Field(min_length=11, max_length=11)


class EventSpec(StrictModel):
    key: str = Field(pattern=r"^event\.[a-z_]+$")
    name: str
    points: int = 0
    needs_color: dict[
        Literal["production", "traveler", "destination", "governance", "prosperity"], int
    ] = Field(default_factory=dict)
    needs_cards: list[str] = Field(default_factory=list)


class EventFile(StrictModel):
    basic: list[EventSpec] = Field(min_length=4, max_length=4)
    special: list[EventSpec] = Field(min_length=16, max_length=16)


class ChapterSpec(StrictModel):
    id: str = Field(pattern=r"^[a-z0-9_]+$")
    title: str
    story: str
    goal: str
    difficulty: Literal["year1", "year2", "year3"]


class CampaignFile(StrictModel):
    chapters: list[ChapterSpec] = Field(min_length=1)


# --- compiled tables used by the engine --------------------------------------------------
@dataclass(frozen=True, slots=True)
class CardInfo(CardBasics):
    points: int
    copies: int
    unique: bool
    host: int  # index of the Construction that lets this Critter in for free, -1 for none
    hosts_any: bool
    open: bool
    takes_space: bool
    gain: tuple[int, int, int, int] | None
    draw: int


@dataclass(frozen=True, slots=True)
class LocationInfo:
    index: int
    key: str
    name: str
    exclusive: bool
    gain: tuple[int, int, int, int]
    draw: int
    points: int
    any: int
    special: str | None


@dataclass(frozen=True, slots=True)
class EventInfo:
    index: int
    key: str
    name: str
    special: bool
    points: int
    needs_color: tuple[int, int, int, int, int]
    needs_cards: tuple[int, ...]
    # The colours it needs, with how many, leaving out the others (most Events need one
    # colour or none): what the placement check and the heuristic walk, at every turn.
    color_needs: tuple[tuple[int, int], ...] = field(init=False)

    def __post_init__(self) -> None:
        needs = tuple((color, need) for color, need in enumerate(self.needs_color) if need)
        object.__setattr__(self, "color_needs", needs)


@dataclass(frozen=True, slots=True)
class GameData:
    cards: tuple[CardInfo, ...]
    card_index: dict[str, int]
    uid_card: tuple[int, ...]  # the deck: uid -> card index, 128 entries
    basic: tuple[LocationInfo, ...]
    journey: tuple[LocationInfo, ...]
    forest: tuple[LocationInfo, ...]
    events: tuple[EventInfo, ...]
    event_index: dict[str, int]
    chapters: tuple[ChapterSpec, ...]


def _compile_cards(specs: list[CardSpec]) -> tuple[tuple[CardInfo, ...], dict[str, int]]:
    index = {}
    for position, spec in enumerate(specs):
        if spec.key in index:
            raise DataError(f"cards.json: card {spec.name!r}: field key: duplicate {spec.key!r}")
        index[spec.key] = position
    cards = []
    for position, spec in enumerate(specs):
        host = -1
        if spec.free_via is not None:
            if spec.kind != "critter":
                raise DataError(f"cards.json: card {spec.name!r}: field free_via: only Critters")
            host = index.get(spec.free_via, -1)
            if host < 0 or specs[host].kind != "construction":
                raise DataError(
                    f"cards.json: card {spec.name!r}: field free_via: {spec.free_via!r}"
                    " is not a Construction"
                )
        effect = spec.effect
        cards.append(
            CardInfo(
                *card_basics(position, spec, COLORS),
                spec.points,
                spec.copies,
                spec.unique,
                host,
                spec.hosts_any,
                spec.open,
                spec.takes_space,
                effect.gain.vector() if effect and any(effect.gain.vector()) else None,
                effect.draw if effect else 0,
            )
        )
    return tuple(cards), index


def _location(position: int, spec: LocationSpec) -> LocationInfo:
    return LocationInfo(
        position,
        spec.key,
        spec.name,
        spec.exclusive,
        spec.gain.vector(),
        spec.draw,
        spec.points,
        spec.any,
        spec.special,
    )


def _event(position: int, spec: EventSpec, special: bool, card_index: dict[str, int]) -> EventInfo:
    for key in spec.needs_cards:
        if key not in card_index:
            raise DataError(f"events.json: event {spec.name!r}: field needs_cards: no card {key!r}")
    colors = tuple(spec.needs_color.get(color, 0) for color in COLORS)
    return EventInfo(
        position,
        spec.key,
        spec.name,
        special,
        spec.points,
        colors,
        tuple(card_index[key] for key in spec.needs_cards),
    )


def load_data(folder: Path = DATA_DIR) -> GameData:
    """Read and check every data file in ``folder``; raises DataError naming what is wrong."""
    card_file = load_model(folder / "cards.json", CardFile)
    cards, card_index = _compile_cards(card_file.cards)
    total = sum(card.copies for card in cards)
    if total != DECK_SIZE:
        raise DataError(f"cards.json: the copies add up to {total} cards, not {DECK_SIZE}")
    places = load_model(folder / "locations.json", LocationFile)
    event_file = load_model(folder / "events.json", EventFile)
    events = [_event(i, spec, False, card_index) for i, spec in enumerate(event_file.basic)]
    offset = len(events)
    events += [
        _event(offset + i, spec, True, card_index) for i, spec in enumerate(event_file.special)
    ]
    campaign = load_model(folder / "campaign.json", CampaignFile)
    uid_card = tuple(card.index for card in cards for _ in range(card.copies))
    return GameData(
        cards=cards,
        card_index=card_index,
        uid_card=uid_card,
        basic=tuple(_location(i, spec) for i, spec in enumerate(places.basic)),
        journey=tuple(_location(i, spec) for i, spec in enumerate(places.journey)),
        forest=tuple(_location(i, spec) for i, spec in enumerate(places.forest)),
        events=tuple(events),
        event_index={event.key: event.index for event in events},
        chapters=tuple(campaign.chapters),
    )


@cache
def game_data() -> GameData:
    """The shipped data, loaded once per process."""
    return load_data(DATA_DIR)

"""Everdell Duo's data files, validated once at the edge and compiled into plain tables.

The rulebook prints almost none of the components; the files under ``data/`` are our own
reconstruction (``docs/duo_components.md``). Each file is checked by strict pydantic models: an
error names the file, the entry and the field. The engine then works on the small frozen records
built here (:class:`GameData`), never on pydantic objects.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import Field, model_validator

from everdell_desktop.core.datafiles import DataError, StrictModel, load_model
from everdell_desktop.core.valley import (
    RESOURCES,  # noqa: F401 (the game's modules read it here)
    CardBasics,
    Resources,
    card_basics,
)

DATA_DIR = Path(__file__).parent / "data"
COLORS = ("green", "tan", "red", "blue", "purple")
GREEN, TAN, RED, BLUE, PURPLE = range(5)
KINDS = ("critter", "construction")
SEASONS = ("winter", "spring", "summer", "autumn")
CARD_COUNT = 80
RIVER_TILES = 20
EVENT_SETS = ("A", "B", "C", "D", "E")
EVENTS_PER_SET = 6

Color = Literal["green", "tan", "red", "blue", "purple"]
Kind = Literal["critter", "construction"]
# What an ability or an Event may count in a city (games/duo/engine.count explains each).
Counter = Literal[
    "green",
    "tan",
    "red",
    "blue",
    "purple",
    "critter",
    "construction",
    "green_critter",
    "green_construction",
    "city",
    "colors",
    "events",
    "tokens",
    "resources",
]
Special = Literal["ranger", "magpie", "locomotive", "send_skunk_home", "recall_worker"]
COUNTERS: tuple[str, ...] = Counter.__args__  # type: ignore[attr-defined]


class Cost(Resources):
    """A card's price: resources, or ``cards`` to discard from the hand instead."""

    cards: int = Field(0, ge=0, le=3)


class Price(Cost):
    """What a trade asks: fixed resources, ``any`` resources of the payer's choice, cards."""

    any: int = Field(0, ge=0, le=3)


class Gain(Resources):
    """What an ability gives: resources, ``any`` resources of the player's choice, ``cards``
    drawn from the deck, point ``points`` tokens, ``meadow`` cards taken from the Meadow."""

    any: int = Field(0, ge=0, le=4)
    cards: int = Field(0, ge=0, le=4)
    points: int = Field(0, ge=0, le=6)
    meadow: int = Field(0, ge=0, le=3)


class Per(StrictModel):
    """Gain ``each`` once for every thing counted, up to ``max`` times."""

    count: Counter
    each: Gain
    max: int = Field(ge=1, le=8)


class Trade(StrictModel):
    """An optional exchange: pay ``pay`` to gain ``gain``, up to ``times`` times."""

    pay: Price
    gain: Gain
    times: int = Field(1, ge=1, le=4)


class Effect(StrictModel):
    """One ability in the shared vocabulary, resolved in this order: ``gain``, ``per``,
    ``trade``, ``play_free`` (play a card whose resource cost totals at most N, for nothing),
    ``special`` (the few abilities written in Python, games/duo/effects.SPECIALS)."""

    gain: Gain = Gain()
    per: Per | None = None
    trade: Trade | None = None
    play_free: int | None = Field(None, ge=1, le=6)
    special: (
        Literal["ranger", "magpie", "locomotive", "send_skunk_home", "recall_worker"] | None
    ) = None
    activate_green: bool = False  # activate one green card of your city (Good News)


SkunkFace = Literal["farm", "river", "event", "meadow", "take"]


SKUNK_LEVELS = ("easy", "normal", "hard")


def require_every_level(path: Path, levels: dict) -> None:
    """A Skunk file (skunk.json, coop.json) must set every one of his levels."""
    if set(levels) != set(SKUNK_LEVELS):
        raise DataError(f"{path}: field 'levels': easy, normal and hard are all needed")


class SkunkLevel(StrictModel):
    """One level of the Skunk (skunk.json for the Skunk race, coop.json cooperatively): the six
    faces of his die, his points beyond his pile's printed ones, the Good News dealt a season."""

    die: list[SkunkFace] = Field(min_length=6, max_length=6)
    card_bonus: int = Field(ge=0, le=3)
    start_points: int = Field(ge=0, le=20)
    good_news: int = Field(ge=0, le=3)


class Star(StrictModel):
    """☆: a discount on playing a card of ``color`` or ``kind`` (one ☆ per play)."""

    color: Color | None = None
    kind: Kind | None = None
    off: Resources


class WhenPlay(StrictModel):
    """After you play another card of ``color`` or ``kind``, gain ``gain``."""

    color: Color | None = None
    kind: Kind | None = None
    gain: Gain


class WhenPlace(StrictModel):
    """After you place a worker on a location of this sort, gain ``gain``."""

    where: Literal["farm", "river", "event", "red"]
    gain: Gain


class WhenTake(StrictModel):
    """After you take a card (the Take a card action), gain ``gain``."""

    gain: Gain


class Score(StrictModel):
    """Purple: ``points`` for every ``per`` things counted, up to ``max`` points, or a
    ``special`` rule (palace, architect)."""

    count: Counter | None = None
    points: int = Field(0, ge=0, le=3)
    per: int = Field(1, ge=1, le=3)
    max: int | None = Field(None, ge=1)
    special: Literal["palace", "architect"] | None = None

    @model_validator(mode="after")
    def _one_rule(self) -> Score:
        if (self.special is None) == (self.count is None):
            raise ValueError("a score names either a count or a special rule")
        if self.count is not None and self.points < 1:
            raise ValueError("a counted score is worth at least 1 point")
        return self


class CardSpec(StrictModel):
    key: str = Field(pattern=r"^[a-z_]+$")
    name: str = Field(min_length=2)
    kind: Kind
    color: Color
    cost: Cost
    points: int = Field(ge=0, le=5)
    effect: Effect | None = None  # green (on play and in spring/autumn) and tan (on play)
    visit: Effect | None = None  # red: when a worker is placed on it
    star: Star | None = None  # blue
    when_play: WhenPlay | None = None  # blue
    when_place: WhenPlace | None = None  # blue
    when_take: WhenTake | None = None  # blue
    score: Score | None = None  # purple

    @model_validator(mode="after")
    def _colour_fits_ability(self) -> CardSpec:
        blue = (self.star, self.when_play, self.when_place, self.when_take)
        wanted = {
            "green": self.effect is not None,
            "tan": self.effect is not None,
            "red": self.visit is not None,
            "blue": sum(part is not None for part in blue) == 1,
            "purple": self.score is not None,
        }
        if not wanted[self.color]:
            raise ValueError(f"a {self.color} card needs its colour's ability")
        given = {
            "effect": self.effect,
            "visit": self.visit,
            "blue": any(part is not None for part in blue),
            "score": self.score,
        }
        allowed = {
            "green": "effect",
            "tan": "effect",
            "red": "visit",
            "blue": "blue",
            "purple": "score",
        }[self.color]
        extra = [name for name, part in given.items() if part and name != allowed]
        if extra:
            raise ValueError(f"a {self.color} card has no {extra[0]} ability")
        resources = sum(self.cost.vector())
        if self.kind == "critter" and (self.cost.twig or self.cost.resin or self.cost.pebble):
            raise ValueError("Critters cost berries only")
        if self.kind == "construction" and self.cost.berry:
            raise ValueError("Constructions cost twigs, resin and pebbles, never berries")
        if not resources and not self.cost.cards:
            raise ValueError("every card has a cost")
        return self


class CardFile(StrictModel):
    about: str = ""
    cards: list[CardSpec]


class EventSpec(StrictModel):
    key: str = Field(pattern=r"^[a-z_]+$")
    name: str
    set: Literal["A", "B", "C", "D", "E", "faire", "journey"]
    points: int = Field(ge=1, le=8)
    needs: dict[Counter, int] = Field(default_factory=dict)  # at least this many of each
    more: Counter | None = None  # strictly more of this than the opponent
    hold: Resources = Resources()  # resources held (checked, never paid)

    @model_validator(mode="after")
    def _has_requirement(self) -> EventSpec:
        if not self.needs and self.more is None and not any(self.hold.vector()):
            raise ValueError("an Event needs a requirement")
        if self.set == "journey" and (self.needs or self.more is None):
            raise ValueError("the Journey names one thing to have more of ('more')")
        if any(value < 1 for value in self.needs.values()):
            raise ValueError("a requirement asks for at least 1")
        return self


class EventFile(StrictModel):
    about: str = ""
    events: list[EventSpec]


class RiverSpec(StrictModel):
    key: str = Field(pattern=r"^[a-z_]+$")
    name: str
    effect: Effect


class RiverFile(StrictModel):
    about: str = ""
    tiles: list[RiverSpec]


class FarmSpec(StrictModel):
    key: str = Field(pattern=r"^farm_[a-z]+$")
    name: str
    effect: Effect


class BoardFile(StrictModel):
    about: str = ""
    path_length: int = Field(ge=3, le=12)
    meadow_rows: int = Field(ge=1, le=3)
    meadow_columns: int = Field(ge=2, le=6)
    touches: list[list[int]]
    workers: int = Field(ge=1, le=6)
    starting_hand: int = Field(ge=0, le=8)
    farms: list[FarmSpec] = Field(min_length=4, max_length=4)
    event_rewards: list[Gain] = Field(min_length=6, max_length=6)

    @model_validator(mode="after")
    def _touches_fit(self) -> BoardFile:
        slots = self.meadow_rows * self.meadow_columns
        if len(self.touches) != self.path_length:
            raise ValueError("'touches' needs one list of Meadow spaces per path space")
        for space, touched in enumerate(self.touches):
            if not touched or any(not 0 <= slot < slots for slot in touched):
                raise ValueError(f"path space {space} must touch Meadow spaces 0-{slots - 1}")
        if {slot for touched in self.touches for slot in touched} != set(range(slots)):
            raise ValueError("every Meadow space must touch some path space")
        return self


class StepSpec(StrictModel):
    who: Literal["hare", "turtle", "all"]
    do: Literal["draw", "meadow", "any", "greens", "river", "refill"]


class SeasonSpec(StrictModel):
    season: Literal["winter", "spring", "summer", "autumn"]
    starter: Literal["hare", "turtle"]
    steps: list[StepSpec] = Field(min_length=1)


class SeasonFile(StrictModel):
    about: str = ""
    tiles: list[SeasonSpec]


# --- compiled tables used by the engine ----------------------------------------------------
@dataclass(frozen=True, slots=True)
class GainInfo:
    res: tuple[int, int, int, int]
    any: int
    cards: int
    points: int
    meadow: int


@dataclass(frozen=True, slots=True)
class TradeInfo:
    pay: tuple[int, int, int, int]
    pay_any: int
    pay_cards: int
    gain: GainInfo
    times: int


@dataclass(frozen=True, slots=True)
class EffectInfo:
    gain: GainInfo | None
    per: tuple[str, GainInfo, int] | None  # (counter, each, max)
    trade: TradeInfo | None
    play_free: int
    special: str | None
    activate_green: bool


@dataclass(frozen=True, slots=True)
class CardInfo(CardBasics):
    discard: int  # cards to discard instead of (or besides) resources
    points: int
    effect: EffectInfo | None  # green/tan on play; red when visited
    star: tuple[int, int, tuple[int, int, int, int]] | None  # (colour or -1, kind or -1, off)
    when_play: tuple[int, int, GainInfo] | None  # (colour or -1, kind or -1, gain)
    when_place: tuple[str, GainInfo] | None
    when_take: GainInfo | None
    score: tuple[str | None, int, int, int | None, str | None] | None  # count, pts, per, max, sp

    @property
    def total_cost(self) -> int:
        return sum(self.cost)


@dataclass(frozen=True, slots=True)
class EventInfo:
    index: int
    key: str
    name: str
    set: str
    points: int
    needs: tuple[tuple[str, int], ...]
    more: str | None
    hold: tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class PlaceInfo:
    """A Farm or a River tile: a location with an action."""

    index: int
    key: str
    name: str
    effect: EffectInfo


@dataclass(frozen=True, slots=True)
class SeasonInfo:
    season: int
    starter: str
    steps: tuple[tuple[str, str], ...]  # (who, do)


@dataclass(frozen=True, slots=True)
class GameData:
    cards: tuple[CardInfo, ...]
    card_index: dict[str, int]
    events: tuple[EventInfo, ...]
    event_index: dict[str, int]
    river: tuple[PlaceInfo, ...]
    river_index: dict[str, int]
    farms: tuple[PlaceInfo, ...]
    path_length: int
    meadow_rows: int
    meadow_columns: int
    touches: tuple[tuple[int, ...], ...]
    workers: int
    starting_hand: int
    event_rewards: tuple[GainInfo, ...]
    seasons: tuple[SeasonInfo, ...]

    @property
    def meadow_size(self) -> int:
        return self.meadow_rows * self.meadow_columns

    def lettered_events(self, letter: str) -> tuple[int, ...]:
        return tuple(event.index for event in self.events if event.set == letter)

    def event_of_set(self, name: str) -> int:
        return next(event.index for event in self.events if event.set == name)


def gain_info(gain: Gain) -> GainInfo | None:
    info = GainInfo(gain.vector(), gain.any, gain.cards, gain.points, gain.meadow)
    return info if (any(info.res) or info.any or info.cards or info.points or info.meadow) else None


EMPTY_GAIN = GainInfo((0, 0, 0, 0), 0, 0, 0, 0)


def effect_info(effect: Effect) -> EffectInfo:
    per = None
    if effect.per is not None:
        per = (effect.per.count, gain_info(effect.per.each) or EMPTY_GAIN, effect.per.max)
    trade = None
    if effect.trade is not None:
        pay = effect.trade.pay
        trade = TradeInfo(
            pay.vector(),
            pay.any,
            pay.cards,
            gain_info(effect.trade.gain) or EMPTY_GAIN,
            effect.trade.times,
        )
    return EffectInfo(
        gain_info(effect.gain),
        per,
        trade,
        effect.play_free or 0,
        effect.special,
        effect.activate_green,
    )


def _index(value: str | None, names: tuple[str, ...]) -> int:
    return -1 if value is None else names.index(value)


def _card(position: int, spec: CardSpec) -> CardInfo:
    ability = spec.effect or spec.visit
    star = None
    if spec.star is not None:
        star = (
            _index(spec.star.color, COLORS),
            _index(spec.star.kind, KINDS),
            spec.star.off.vector(),
        )
    when_play = None
    if spec.when_play is not None:
        w = spec.when_play
        when_play = (
            _index(w.color, COLORS),
            _index(w.kind, KINDS),
            gain_info(w.gain) or EMPTY_GAIN,
        )
    when_place = None
    if spec.when_place is not None:
        when_place = (spec.when_place.where, gain_info(spec.when_place.gain) or EMPTY_GAIN)
    score = None
    if spec.score is not None:
        s = spec.score
        score = (s.count, s.points, s.per, s.max, s.special)
    return CardInfo(
        *card_basics(position, spec, COLORS),
        spec.cost.cards,
        spec.points,
        effect_info(ability) if ability is not None else None,
        star,
        when_play,
        when_place,
        gain_info(spec.when_take.gain) if spec.when_take else None,
        score,
    )


def _unique(path: Path, what: str, keys: list[str]) -> dict[str, int]:
    index: dict[str, int] = {}
    for position, key in enumerate(keys):
        if key in index:
            raise DataError(f"{path}: {what} '{key}': field 'key': used twice")
        index[key] = position
    return index


def load_cards(folder: Path) -> tuple[tuple[CardInfo, ...], dict[str, int]]:
    path = folder / "cards.json"
    specs = load_model(path, CardFile).cards
    index = _unique(path, "card", [spec.key for spec in specs])
    if len(specs) != CARD_COUNT:
        raise DataError(f"{path}: {len(specs)} cards, the game has {CARD_COUNT} unique cards")
    return tuple(_card(i, spec) for i, spec in enumerate(specs)), index


def load_events(folder: Path) -> tuple[tuple[EventInfo, ...], dict[str, int]]:
    path = folder / "events.json"
    specs = load_model(path, EventFile).events
    index = _unique(path, "event", [spec.key for spec in specs])
    for letter in EVENT_SETS:
        found = sum(1 for spec in specs if spec.set == letter)
        if found < 1:
            raise DataError(f"{path}: set {letter} needs at least 1 Event tile")
    for single in ("faire", "journey"):
        if sum(1 for spec in specs if spec.set == single) != 1:
            raise DataError(f"{path}: exactly one Event tile of set '{single}' is needed")
    events = tuple(
        EventInfo(
            i,
            spec.key,
            spec.name,
            spec.set,
            spec.points,
            tuple(sorted(spec.needs.items())),
            spec.more,
            spec.hold.vector(),
        )
        for i, spec in enumerate(specs)
    )
    return events, index


def _place(position: int, key: str, name: str, effect: Effect) -> PlaceInfo:
    return PlaceInfo(position, key, name, effect_info(effect))


def load_data(folder: Path = DATA_DIR) -> GameData:
    """Read and check every data file in ``folder``; raises DataError naming what is wrong."""
    cards, card_index = load_cards(folder)
    events, event_index = load_events(folder)
    river_path = folder / "river.json"
    river_specs = load_model(river_path, RiverFile).tiles
    river_index = _unique(river_path, "tile", [spec.key for spec in river_specs])
    if len(river_specs) != RIVER_TILES:
        raise DataError(f"{river_path}: {len(river_specs)} River tiles, the game has {RIVER_TILES}")
    board = load_model(folder / "board.json", BoardFile)
    season_path = folder / "seasons.json"
    season_specs = load_model(season_path, SeasonFile).tiles
    if [spec.season for spec in season_specs] != list(SEASONS):
        raise DataError(f"{season_path}: the tiles must be winter, spring, summer, autumn")
    return GameData(
        cards=cards,
        card_index=card_index,
        events=events,
        event_index=event_index,
        river=tuple(_place(i, s.key, s.name, s.effect) for i, s in enumerate(river_specs)),
        river_index=river_index,
        farms=tuple(_place(i, s.key, s.name, s.effect) for i, s in enumerate(board.farms)),
        path_length=board.path_length,
        meadow_rows=board.meadow_rows,
        meadow_columns=board.meadow_columns,
        touches=tuple(tuple(sorted(set(t))) for t in board.touches),
        workers=board.workers,
        starting_hand=board.starting_hand,
        event_rewards=tuple(gain_info(r) or EMPTY_GAIN for r in board.event_rewards),
        seasons=tuple(
            SeasonInfo(SEASONS.index(s.season), s.starter, tuple((p.who, p.do) for p in s.steps))
            for s in season_specs
        ),
    )


@cache
def game_data() -> GameData:
    """The shipped data, loaded once per process."""
    return load_data(DATA_DIR)

"""Emerland's components as data: pydantic models, the loader, and the compiled runtime tables.

The rulebook does not print its cards, so ``data/*.json`` hold the project's own
reconstruction (see docs/emerland_components.md). Abilities are written in the rulebook
glossary's vocabulary of effects; :func:`compile_effects` turns them into plain tuples that
the effect interpreter (``effects.py``) runs without touching pydantic.

A broken file raises :class:`DataError` whose message names the file, the entry and the field.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal, NamedTuple

from pydantic import Field, model_validator

from everdell_desktop.core.datafiles import DataError, StrictModel, load_entries, load_model

DATA_DIR = Path(__file__).parent / "data"

RESOURCES = ("bamboo", "leaf", "fig", "marble")
SUPPLY = (*RESOURCES, "emerald", "harp", "points")  # index order of a seat's supply list
BAMBOO, LEAF, FIG, MARBLE, EMERALD, HARP, POINTS = range(7)
COLORS = ("production", "governance", "traveler", "destination", "artisan", "prosperity")
PRODUCTION, GOVERNANCE, TRAVELER, DESTINATION, ARTISAN, PROSPERITY = range(6)
SEASONS = ("summer", "autumn", "winter", "spring")
SUMMER, AUTUMN, WINTER, SPRING = range(4)
JUNGLE_CARD_COUNT = 100
REALM_COUNT = 18
ARTIFACT_COUNT = 45
NAMED_PROSPERITY = ("River Wharf", "Statue", "Maestro")
NAMED_REALMS = ("Cavern", "Ruins")

Color = Literal["production", "governance", "traveler", "destination", "artisan", "prosperity"]
Counted = Literal[
    "cards",
    "construction",
    "critter",
    "upgraded",
    *COLORS,
    "artifact",
    "harps",
    "emerald",
    "point_tokens",
    "realm",
    "beneath",
    "path",
    "resources",
    "colours",
]
EffectOp = Literal[
    "gain",
    "gain_any",
    "draw",
    "draw_to_limit",
    "draw_plateau",
    "discard",
    "play_top",
    "activate_green",
    "upgrade",
    "receive",
    "excavate",
    "copy_die",
    "artifacts",
    "realm",
    "choose_one",
    "market_dice",
    "all_dice",
    "custom",
]
TRIGGER_OF_COLOR = {
    "production": {"when_played"},
    "traveler": {"when_played"},
    "governance": {"on_play", "on_prepare"},
    "destination": {"when_visited"},
    "artisan": {"artisan"},
    "prosperity": {"end_game"},
}


class Supply(StrictModel):
    bamboo: int = Field(0, ge=0)
    leaf: int = Field(0, ge=0)
    fig: int = Field(0, ge=0)
    marble: int = Field(0, ge=0)
    emerald: int = Field(0, ge=0)
    harp: int = Field(0, ge=0)
    points: int = Field(0, ge=0)

    def vector(self) -> tuple[int, ...]:
        return tuple(getattr(self, name) for name in SUPPLY)


class Payment(Supply):
    cards: int = Field(0, ge=0)


class Effect(StrictModel):
    op: EffectOp
    gain: Supply | None = None
    n: int = Field(1, ge=1)
    pay: Payment | None = None
    effects: list[Effect] = Field(default_factory=list)
    times: int = Field(1, ge=1)
    options: list[list[Effect]] = Field(default_factory=list)
    code: str | None = None

    @model_validator(mode="after")
    def _needs(self) -> Effect:
        if self.op == "gain" and (self.gain is None or not any(self.gain.vector())):
            raise ValueError("a 'gain' effect needs a non-empty 'gain'")
        if self.op == "receive" and (self.pay is None or not self.effects):
            raise ValueError("a 'receive' effect needs 'pay' and 'effects'")
        if self.op == "choose_one" and len(self.options) < 2:
            raise ValueError("a 'choose_one' effect needs at least two 'options'")
        if self.op == "custom" and self.code not in CUSTOM_CODES:
            raise ValueError(f"unknown custom code {self.code!r} (known: {sorted(CUSTOM_CODES)})")
        return self


class Score(StrictModel):
    """End-of-game points: ``points`` per ``each`` counted items (capped at ``max``), or a
    flat ``points`` once the count reaches ``at_least``."""

    what: Counted
    points: int = Field(ge=0)
    each: int = Field(1, ge=1)
    max: int | None = Field(None, ge=0)
    at_least: int | None = Field(None, ge=1)


class Ability(StrictModel):
    trigger: Literal["when_played", "on_play", "on_prepare", "when_visited", "artisan", "end_game"]
    effects: list[Effect] = Field(default_factory=list)
    card_kind: Literal["critter", "construction"] | None = None
    card_color: Color | None = None
    seasons: list[Literal["autumn", "winter", "spring"]] = Field(default_factory=list)
    capacity: int | None = Field(None, ge=1)
    community_points: int | None = Field(None, ge=0)
    score: Score | None = None

    @model_validator(mode="after")
    def _shape(self) -> Ability:
        if self.trigger == "end_game" and self.score is None:
            raise ValueError("an 'end_game' ability needs a 'score'")
        if self.trigger != "end_game" and not self.effects:
            raise ValueError(f"a '{self.trigger}' ability needs 'effects'")
        if self.trigger == "artisan" and self.capacity is None:
            raise ValueError("an 'artisan' ability needs a 'capacity'")
        if self.trigger == "when_visited" and self.community_points is None:
            raise ValueError("a 'when_visited' ability needs 'community_points'")
        if self.trigger == "on_prepare" and not self.seasons:
            raise ValueError("an 'on_prepare' ability needs 'seasons'")
        return self


class Side(StrictModel):
    points: int = Field(ge=0)
    ability: Ability
    on_upgrade: list[Effect] = Field(default_factory=list)


class Card(StrictModel):
    id: str
    name: str
    kind: Literal["critter", "construction"]
    color: Color
    quantity: int = Field(ge=1)
    cost: Supply
    basic: Side
    upgraded: Side

    @model_validator(mode="after")
    def _rules(self) -> Card:
        cost = self.cost
        if cost.emerald or cost.harp or cost.points:
            raise ValueError("'cost' may only use bamboo, leaf, fig and marble")
        if self.kind == "critter" and (cost.bamboo or cost.leaf or cost.marble or not cost.fig):
            raise ValueError("'cost' of a critter must be figs only")
        if self.kind == "construction" and (cost.fig or not any(cost.vector())):
            raise ValueError("'cost' of a construction must be bamboo, leaf and/or marble")
        if self.upgraded.points != self.basic.points + 1:
            raise ValueError("'upgraded.points' must be 'basic.points' + 1")
        for label, side in (("basic", self.basic), ("upgraded", self.upgraded)):
            if side.ability.trigger not in TRIGGER_OF_COLOR[self.color]:
                allowed = sorted(TRIGGER_OF_COLOR[self.color])
                raise ValueError(
                    f"'{label}.ability.trigger' of a {self.color} card must be one of {allowed}"
                )
        if self.basic.on_upgrade:
            raise ValueError("'basic.on_upgrade' is not allowed (only the upgraded side has it)")
        return self


class Realm(StrictModel):
    id: str
    name: str
    score: Score


class Artifact(StrictModel):
    id: str
    name: str
    points: int = Field(ge=0, le=7)
    reward: list[Effect] = Field(default_factory=list)
    treasure_chest: bool = False


class Dice(StrictModel):
    dice: int = Field(ge=1)
    faces: list[Supply] = Field(min_length=2)


class PathStep(StrictModel):
    season: Literal["summer", "autumn", "winter", "spring"]
    cost: Supply
    stacks: list[int] = Field(min_length=1)


class LostCity(StrictModel):
    season: Literal["summer", "autumn", "winter", "spring"]
    cost: Supply
    spaces: list[int] = Field(min_length=1)


class Path_(StrictModel):
    steps: list[PathStep] = Field(min_length=1)
    lost_city: LostCity


class Location(StrictModel):
    id: str
    name: str = Field(min_length=3)  # what the players read on the board and in move labels
    kind: Literal["green", "fountain", "brown"]
    effects: list[Effect] = Field(min_length=1)
    cost: Supply = Supply()
    min_players: int = Field(2, ge=2, le=4)


CUSTOM_CODES = {"colour_census"}


# --- loading (core.datafiles: errors name the file, entry and field) ------------------------------
@dataclass(frozen=True, slots=True)
class Components:
    cards: list[Card]
    realms: list[Realm]
    artifacts: list[Artifact]
    dice: Dice
    path: Path_
    locations: list[Location]


def load_components(directory: Path | None = None) -> Components:
    """Read and validate every data file; raises DataError naming file, entry and field."""
    directory = Path(directory) if directory is not None else DATA_DIR
    components = Components(
        cards=load_entries(directory / "cards.json", "cards", Card),
        realms=load_entries(directory / "realms.json", "realms", Realm),
        artifacts=load_entries(directory / "artifacts.json", "artifacts", Artifact),
        dice=load_model(directory / "dice.json", Dice),
        path=load_model(directory / "path.json", Path_),
        locations=load_entries(directory / "board.json", "locations", Location),
    )
    _check_whole(directory, components)
    return components


def _check_whole(directory: Path, c: Components) -> None:
    """Rules that span a whole file: counts, unique ids, the rulebook's named components."""

    def fail(name: str, message: str) -> None:
        raise DataError(f"{directory / name}: {message}")

    for name, entries in (
        ("cards.json", c.cards),
        ("realms.json", c.realms),
        ("artifacts.json", c.artifacts),
        ("board.json", c.locations),
    ):
        ids = [entry.id for entry in entries]
        duplicates = sorted({i for i in ids if ids.count(i) > 1})
        if duplicates:
            fail(name, f"duplicate id {duplicates[0]!r}")
    total = sum(card.quantity for card in c.cards)
    if total != JUNGLE_CARD_COUNT:
        fail("cards.json", f"field 'quantity': the quantities add up to {total}, not 100")
    by_name = {card.name: card for card in c.cards}
    for name in NAMED_PROSPERITY:
        if by_name.get(name) is None or by_name[name].color != "prosperity":
            fail("cards.json", f"card {name!r} must exist and be a prosperity card")
    if len(c.realms) != REALM_COUNT:
        fail("realms.json", f"there must be {REALM_COUNT} realms, not {len(c.realms)}")
    realm_names = {realm.name for realm in c.realms}
    for name in NAMED_REALMS:
        if name not in realm_names:
            fail("realms.json", f"realm {name!r} is missing")
    if len(c.artifacts) != ARTIFACT_COUNT:
        fail("artifacts.json", f"there must be {ARTIFACT_COUNT} artifacts, not {len(c.artifacts)}")
    if max(artifact.points for artifact in c.artifacts) != 7:
        fail("artifacts.json", "field 'points': the highest artifact must be worth 7")
    if sum(artifact.treasure_chest for artifact in c.artifacts) != 1:
        fail("artifacts.json", "field 'treasure_chest': exactly one artifact is the treasure chest")
    if 3 not in c.path.lost_city.spaces:
        fail("path.json", "field 'lost_city.spaces': one Lost City space must be worth 3")
    seasons = [SEASONS.index(step.season) for step in c.path.steps]
    seasons.append(SEASONS.index(c.path.lost_city.season))
    if seasons != sorted(seasons):
        fail("path.json", "field 'season': the path's seasons must never go backwards")
    if any(stacks != sorted(stacks, reverse=True) for stacks in (s.stacks for s in c.path.steps)):
        fail("path.json", "field 'stacks': list each space's stacks from most to least valuable")


# --- runtime tables (plain tuples; no pydantic in the inner loop) ----------------------------
def compile_effects(effects: list[Effect]) -> tuple:
    """Effects as nested tuples: ``(op, *args)``; see effects.py for their meaning."""
    return tuple(_compile(effect) for effect in effects)


def _compile(e: Effect) -> tuple:
    if e.op == "gain":
        return ("gain", e.gain.vector())
    if e.op == "receive":
        pay = e.pay
        return ("receive", pay.vector(), pay.cards, compile_effects(e.effects), e.times)
    if e.op == "choose_one":
        return ("choose_one", tuple(compile_effects(option) for option in e.options))
    if e.op == "custom":
        return ("custom", e.code, e.n)
    if e.op in ("draw_to_limit", "play_top", "activate_green", "upgrade", "excavate", "realm"):
        return (e.op,)
    if e.op == "all_dice":
        return ("all_dice",)
    return (e.op, e.n)


def _score_tuple(score: Score | None) -> tuple | None:
    if score is None:
        return None
    return (score.what, score.points, score.each, score.max, score.at_least)


@dataclass(frozen=True, slots=True)
class SideRule:
    points: int
    trigger: str
    effects: tuple
    card_kind: str | None
    card_color: int | None
    seasons: frozenset[int]
    capacity: int
    community_points: int
    score: tuple | None
    on_upgrade: tuple


@dataclass(frozen=True, slots=True)
class Design:
    """One card design (a name with a quantity); instances are the ints 0..99."""

    index: int
    id: str
    name: str
    critter: bool
    color: int
    cost: tuple[int, int, int, int]
    sides: tuple[SideRule, SideRule]  # (basic, upgraded)
    activates_green: bool  # its ability activates a green card, so it may not be activated so


def _side(side: Side) -> SideRule:
    ability = side.ability
    return SideRule(
        points=side.points,
        trigger=ability.trigger,
        effects=compile_effects(ability.effects),
        card_kind=ability.card_kind,
        card_color=COLORS.index(ability.card_color) if ability.card_color else None,
        seasons=frozenset(SEASONS.index(s) for s in ability.seasons),
        capacity=ability.capacity or 0,
        community_points=ability.community_points or 0,
        score=_score_tuple(ability.score),
        on_upgrade=compile_effects(side.on_upgrade),
    )


def _mentions(effects: tuple, op: str) -> bool:
    for effect in effects:
        if effect[0] == op:
            return True
        if effect[0] == "receive" and _mentions(effect[3], op):
            return True
        if effect[0] == "choose_one" and any(_mentions(o, op) for o in effect[1]):
            return True
    return False


@dataclass(frozen=True, slots=True)
class Tables:
    """Everything the engine needs, precomputed once."""

    designs: tuple[Design, ...]
    card_design: tuple[int, ...]  # instance id -> design index
    realms: tuple[RealmRule, ...]
    artifacts: tuple[ArtifactRule, ...]
    die_faces: tuple[tuple[int, ...], ...]
    dice_count: int
    path_steps: tuple[PathStepRule, ...]
    lost_city_season: int
    lost_city_cost: tuple[int, ...]
    lost_city_spaces: tuple[int, ...]
    locations: tuple[LocationRule, ...]


class RealmRule(NamedTuple):
    id: str
    name: str
    score: tuple  # see _score_tuple


class ArtifactRule(NamedTuple):
    id: str
    name: str
    points: int
    reward: tuple  # compiled effects
    chest: bool  # the treasure chest: keep another Artifact


class PathStepRule(NamedTuple):
    season: int  # the first season in which an Archaeologist may step here
    cost: tuple[int, ...]  # a supply vector
    stacks: tuple[int, ...]  # point-token stacks lying on the step


class LocationRule(NamedTuple):
    id: str
    kind: str  # green, fountain or brown
    effects: tuple  # compiled effects
    cost: tuple[int, ...]  # a supply vector, paid before the space is used
    min_players: int  # overlay spaces exist only with this many players
    name: str


def build_tables(c: Components) -> Tables:
    designs = []
    card_design: list[int] = []
    for index, card in enumerate(c.cards):
        sides = (_side(card.basic), _side(card.upgraded))
        cost = card.cost.vector()[:4]
        designs.append(
            Design(
                index=index,
                id=card.id,
                name=card.name,
                critter=card.kind == "critter",
                color=COLORS.index(card.color),
                cost=cost,
                sides=sides,
                activates_green=any(_mentions(s.effects, "activate_green") for s in sides),
            )
        )
        card_design.extend([index] * card.quantity)
    lost = c.path.lost_city
    return Tables(
        designs=tuple(designs),
        card_design=tuple(card_design),
        realms=tuple(RealmRule(r.id, r.name, _score_tuple(r.score)) for r in c.realms),
        artifacts=tuple(
            ArtifactRule(a.id, a.name, a.points, compile_effects(a.reward), a.treasure_chest)
            for a in c.artifacts
        ),
        die_faces=tuple(face.vector() for face in c.dice.faces),
        dice_count=c.dice.dice,
        path_steps=tuple(
            PathStepRule(SEASONS.index(s.season), s.cost.vector(), tuple(s.stacks))
            for s in c.path.steps
        ),
        lost_city_season=SEASONS.index(lost.season),
        lost_city_cost=lost.cost.vector(),
        lost_city_spaces=tuple(lost.spaces),
        locations=tuple(
            LocationRule(
                loc.id,
                loc.kind,
                compile_effects(loc.effects),
                loc.cost.vector(),
                loc.min_players,
                loc.name,
            )
            for loc in c.locations
        ),
    )


@cache
def tables() -> Tables:
    """The shipped data, loaded and compiled once per process."""
    return build_tables(load_components())


def counts(c: Components) -> dict[str, int]:
    return {
        "jungle_cards": sum(card.quantity for card in c.cards),
        "distinct_jungle_cards": len(c.cards),
        "realms": len(c.realms),
        "artifacts": len(c.artifacts),
        "die_faces": len(c.dice.faces),
        "dice": c.dice.dice,
        "path_steps": len(c.path.steps),
        "lost_city_spaces": len(c.path.lost_city.spaces),
        "board_locations": len(c.locations),
    }

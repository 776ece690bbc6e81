"""Emerge's components: the data files, their pydantic models, and the tables the engine uses.

The files under ``data/`` are read once and checked by the models below (a broken file raises
:class:`DataError` naming the file, the entry and the field); whole-file rules (counts, one tile
per type, tokens that save exactly one die...) are checked by :func:`check`. The engine then
works on :class:`Tables`: plain tuples indexed by small integers.

Indices used everywhere: the six Discovery *types* are ``PLANT, CRAB, TURTLE, SEAL, TECTONIC,
BIRD`` (0-5); a die showing face ``f`` sits on space ``f - 1``, whose printed type is the same
index. Vents are numbered in the order of ``board.json``.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import Field

from everdell_desktop.core.datafiles import DataError, StrictModel, load_model

DATA_DIR = Path(__file__).parent / "data"
TYPES = ("plant", "crab", "turtle", "seal", "tectonic", "bird")
PLANT, CRAB, TURTLE, SEAL, TECTONIC, BIRD = range(6)
ANIMALS = (CRAB, TURTLE, SEAL)  # the order they must arrive on an island
SIZES = ("small", "medium", "large")
TypeName = Literal["plant", "crab", "turtle", "seal", "tectonic", "bird"]


# --- the files ------------------------------------------------------------------------------
class Point(StrictModel):
    x: float = Field(ge=0, le=100)
    y: float = Field(ge=0, le=64)


class ShipSpace(Point):
    space: int = Field(ge=0, le=8)


class VentSpec(Point):
    id: str = Field(pattern=r"^[a-z0-9_]+$")
    revealed_by: int | None = Field(ge=1, le=8)


class BoardFile(StrictModel):
    about: str
    width: int
    height: int
    mainland: Point
    station: Point
    ship_spaces: list[ShipSpace] = Field(min_length=9, max_length=9)
    add_die_between: list[tuple[int, int]]
    vents: list[VentSpec] = Field(min_length=8)
    start_vents: dict[Literal["1", "2", "3", "4"], list[str]]


class Costs(StrictModel):
    plant: list[int] = Field(min_length=1)
    crab: int = Field(ge=1)
    turtle: int = Field(ge=1)
    seal: int = Field(ge=1)
    island: int = Field(ge=1)
    grow: tuple[int, int]
    bird_from_mainland: int = Field(ge=1)
    bird_from_island: int = Field(ge=1)
    research_token: int = Field(ge=1)


class ComponentsFile(StrictModel):
    about: str
    rounds: int = Field(ge=1)
    colours: list[str] = Field(min_length=4, max_length=4)
    dice_per_colour: int = Field(ge=1)
    starting_dice: int = Field(ge=1)
    island_pieces_per_size: dict[Literal["small", "medium", "large"], int]
    meeples: dict[Literal["plant", "crab", "turtle", "seal", "bird"], int]
    birds_on_mainland: int = Field(ge=0)
    market_size: int = Field(ge=1)
    goals_in_play: int = Field(ge=1)
    goal_values: list[int] = Field(min_length=4, max_length=4)
    max_plants: int = Field(ge=1)
    plant_dice_up_to: int = Field(ge=1)
    biodiversity_bonus: int = Field(ge=0)
    unused_token_points: int = Field(ge=0)
    faces: list[TypeName] = Field(min_length=6, max_length=6)
    costs: Costs
    designed: list[str]


class TileSpec(StrictModel):
    type: TypeName
    name: str
    copies: int = Field(ge=1)
    power: Literal["nudge", "reroll_one", "flip", "copy", "reroll_face"]
    amount: int = Field(ge=0, le=5)
    text: str
    designed: bool


class ModifiersFile(StrictModel):
    about: str
    tiles: list[TileSpec]


Discovery = Literal["turtle", "crab", "crab_pair", "seal", "grow_medium", "grow_large", "steal"]
Trigger = Literal["turtle_placed", "second_crab", "seal_placed", "bird_stolen", "fourth_tree"]


class TokenSpec(StrictModel):
    key: str = Field(pattern=r"^[a-z_]+$")
    name: str
    group: Literal["turtle", "crab", "seal", "dice", "modifier", "tectonic", "bird", "plant"]
    copies: int = Field(ge=1)
    kind: Literal["discount", "trigger", "instant"]
    discovery: Discovery | None = None
    dice: int | None = Field(None, ge=1)
    when: Trigger | None = None
    effect: Literal["grow", "trees", "reroll", "refresh_tiles"] | None = None
    amount: int = Field(0, ge=0)
    text: str


class TokensFile(StrictModel):
    about: str
    tokens: list[TokenSpec]


GoalCheck = Literal[
    "turtle_on_large",
    "crab_and_turtle_in_round",
    "islands_with",
    "plants_on_island_in_round",
    "placed_in_round",
    "islands_of_height",
    "steals_in_round",
    "large_islands_with_bird",
    "tokens_in_turn",
    "tokens_in_round",
]


class GoalSpec(StrictModel):
    key: str = Field(pattern=r"^[a-z_]+$")
    name: str
    type: Literal["plant", "crab", "turtle", "seal", "tectonic", "bird", "research"]
    check: GoalCheck
    meeple: Literal["plant", "crab", "turtle", "seal"] | None = None
    amount: int = Field(1, ge=1)
    count: int = Field(ge=1)
    text: str


class GoalsFile(StrictModel):
    about: str
    goals: list[GoalSpec]


RivalAction = Literal["island", "grow", "plant", "animal", "bird", "goal", "token"]


class RivalCardSpec(StrictModel):
    key: RivalAction
    name: str
    text: str


class RivalLevel(StrictModel):
    actions_per_round: list[int]
    deck: dict[RivalAction, int]


class RivalFile(StrictModel):
    about: str
    cards: list[RivalCardSpec]
    levels: dict[Literal["easy", "normal", "hard"], RivalLevel]


# --- compiled tables ------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class TokenType:
    index: int
    key: str
    name: str
    group: str
    kind: str  # discount | trigger | instant
    discovery: str | None
    dice: int
    when: str | None
    effect: str | None
    amount: int
    text: str


@dataclass(frozen=True, slots=True)
class TileType:
    index: int  # the Discovery type it turns a space into
    key: str
    name: str
    power: str
    amount: int
    text: str
    designed: bool


@dataclass(frozen=True, slots=True)
class Goal:
    index: int
    key: str
    name: str
    type: str
    check: str
    meeple: int  # a type index, -1 when the check names none
    amount: int
    count: int
    text: str


@dataclass(frozen=True, slots=True)
class Vent:
    index: int
    id: str
    x: float
    y: float
    revealed_by: int  # the ship space that turns its token face up; 0: never


@dataclass(frozen=True, slots=True)
class RivalLevelTable:
    actions_per_round: tuple[int, ...]
    deck: tuple[str, ...]  # card keys, one per card, in a fixed order (shuffled at setup)


@dataclass(frozen=True, slots=True)
class Tables:
    rounds: int
    colours: tuple[str, ...]
    dice_per_colour: int
    starting_dice: int
    pieces: tuple[int, int, int]  # small, medium, large per colour
    supply: tuple[int, int, int, int]  # plant, crab, turtle, seal meeples
    birds: int
    market_size: int
    goals_in_play: int
    goal_values: tuple[int, ...]
    max_plants: int
    plant_cost: tuple[int, ...]  # dice for the 1st, 2nd, 3rd... Plant of an island
    animal_cost: tuple[int, int, int]  # Crab, Turtle, Seal
    island_cost: int
    grow_cost: tuple[int, int]  # small -> medium, medium -> large
    bird_cost: tuple[int, int]  # from the mainland, from an island
    token_cost: int
    biodiversity: int
    token_points: int
    vents: tuple[Vent, ...]
    vent_index: dict[str, int]
    reveals: tuple[tuple[int, ...], ...]  # ship space -> vents it turns face up
    add_die_rounds: frozenset[int]  # rounds whose ship move passes an Add Die icon
    start_vents: dict[int, tuple[int, ...]]  # places at the table -> vent of each place
    ship_spaces: tuple[tuple[float, float], ...]
    mainland: tuple[float, float]
    station: tuple[float, float]
    add_die_icons: tuple[tuple[int, int], ...]
    token_types: tuple[TokenType, ...]
    token_index: dict[str, int]
    token_of: tuple[int, ...]  # token id -> token type index
    tiles: tuple[TileType, ...]
    tile_copies: int
    goals: tuple[Goal, ...]
    goal_index: dict[str, int]
    rival_cards: dict[str, tuple[str, str]]  # key -> (name, text)
    rival_levels: dict[str, RivalLevelTable]


@dataclass(frozen=True, slots=True)
class Files:
    board: BoardFile
    components: ComponentsFile
    modifiers: ModifiersFile
    tokens: TokensFile
    goals: GoalsFile
    rival: RivalFile


def load_files(directory: Path | None = None) -> Files:
    """Every data file, validated one by one and then as a whole."""
    folder = directory or DATA_DIR
    files = Files(
        load_model(folder / "board.json", BoardFile),
        load_model(folder / "components.json", ComponentsFile),
        load_model(folder / "modifiers.json", ModifiersFile),
        load_model(folder / "tokens.json", TokensFile),
        load_model(folder / "goals.json", GoalsFile),
        load_model(folder / "rival.json", RivalFile),
    )
    problems = check(files)
    if problems:
        raise DataError(f"{folder}: {problems[0]}")
    return files


def check(files: Files) -> list[str]:
    """The rules that span entries or files; each problem names the file and the entry."""
    return [
        *_check_board(files.board, files.components),
        *_check_components(files.components),
        *_check_tiles(files.modifiers),
        *_check_tokens(files.tokens, files.components.costs),
        *_check_goals(files.goals),
        *_check_rival(files.rival, files.components.rounds),
    ]


def _check_board(board: BoardFile, components: ComponentsFile) -> list[str]:
    problems = []
    ids = [vent.id for vent in board.vents]
    problems += [f"board.json: vent {v!r} appears twice" for v, n in Counter(ids).items() if n > 1]
    spaces = [space.space for space in board.ship_spaces]
    if spaces != list(range(9)):
        problems.append("board.json: ship_spaces must be START (0) and spaces 1-8 in order")
    icons = components.dice_per_colour - components.starting_dice
    if len(board.add_die_between) != icons:
        problems.append(
            f"board.json: add_die_between needs {icons} icons (dice grow from"
            f" {components.starting_dice} to {components.dice_per_colour})"
        )
    for before, after in board.add_die_between:
        if not (before >= 1 and after == before + 1 <= components.rounds):
            problems.append(f"board.json: add_die_between [{before}, {after}] is not a step")
    for places, vents in board.start_vents.items():
        wanted = max(2, int(places))
        if len(vents) != wanted or len(set(vents)) != wanted:
            problems.append(f"board.json: start_vents {places!r} needs {wanted} different vents")
        problems += [
            f"board.json: start_vents {places!r} names unknown vent {v!r}"
            for v in vents
            if v not in ids
        ]
    pieces = components.island_pieces_per_size["small"]
    if len(ids) < 4 * pieces:
        problems.append(f"board.json: {len(ids)} vents cannot take 4 colours' islands")
    return problems


def _check_components(components: ComponentsFile) -> list[str]:
    problems = []
    if tuple(components.faces) != TYPES:
        problems.append(f"components.json: faces must be {', '.join(TYPES)} (die faces 1-6)")
    costs = components.costs
    if len(costs.plant) != components.plant_dice_up_to:
        problems.append("components.json: costs.plant needs one cost per Plant bought with dice")
    if components.plant_dice_up_to >= components.max_plants:
        problems.append("components.json: plant_dice_up_to must stay below max_plants")
    if list(costs.plant) != sorted(set(costs.plant)) or costs.grow[0] >= costs.grow[1]:
        problems.append("components.json: Plant and growth costs must rise")
    if not costs.crab < costs.turtle < costs.seal:
        problems.append("components.json: animals must cost more the larger they are")
    if components.goal_values != sorted(components.goal_values, reverse=True):
        problems.append("components.json: goal_values must fall (first claim worth most)")
    return problems


def _check_tiles(modifiers: ModifiersFile) -> list[str]:
    problems = []
    types = [tile.type for tile in modifiers.tiles]
    if sorted(types) != sorted(TYPES):
        problems.append("modifiers.json: exactly one tile type per Discovery type")
    if len({tile.copies for tile in modifiers.tiles}) > 1:
        problems.append("modifiers.json: every tile type has the same number of copies")
    return problems


def _normal_cost(discovery: str, costs: Costs) -> int:
    return {
        "turtle": costs.turtle,
        "crab": costs.crab,
        "crab_pair": 2 * costs.crab,
        "seal": costs.seal,
        "grow_medium": costs.grow[0],
        "grow_large": costs.grow[1],
        "steal": costs.bird_from_island,
    }[discovery]


def _check_tokens(tokens: TokensFile, costs: Costs) -> list[str]:
    problems = []
    keys = [token.key for token in tokens.tokens]
    problems += [
        f"tokens.json: token {k!r} appears twice" for k, n in Counter(keys).items() if n > 1
    ]
    for token in tokens.tokens:
        where = f"tokens.json: token {token.key!r}"
        if token.kind == "discount":
            if token.discovery is None or token.dice is None or token.when or token.effect:
                problems.append(f"{where}: a discount names a discovery and dice, nothing else")
            elif token.dice >= _normal_cost(token.discovery, costs):
                problems.append(f"{where}: a discount must cost fewer dice than the Discovery")
        elif token.kind == "trigger":
            if token.when is None or token.effect not in ("grow", "trees") or token.discovery:
                problems.append(f"{where}: a trigger names when and a grow/trees effect")
            elif token.effect == "trees" and token.amount < 1:
                problems.append(f"{where}: a trees effect places at least 1 Plant")
        elif token.effect not in ("reroll", "refresh_tiles") or token.discovery or token.when:
            problems.append(f"{where}: an instant token rerolls dice or refreshes tiles")
    return problems


def _check_goals(goals: GoalsFile) -> list[str]:
    problems = []
    keys = [goal.key for goal in goals.goals]
    problems += [f"goals.json: goal {k!r} appears twice" for k, n in Counter(keys).items() if n > 1]
    for goal in goals.goals:
        needs_meeple = goal.check in ("islands_with", "placed_in_round")
        if needs_meeple != (goal.meeple is not None):
            problems.append(f"goals.json: goal {goal.key!r}: 'meeple' goes with {goal.check}")
    types = Counter(goal.type for goal in goals.goals)
    if len(types) < 4:
        problems.append("goals.json: at least 4 goal types are needed to deal 4 different ones")
    return problems


def _check_rival(rival: RivalFile, rounds: int) -> list[str]:
    problems = []
    known = {card.key for card in rival.cards}
    for name, level in rival.levels.items():
        if len(level.actions_per_round) != rounds:
            problems.append(f"rival.json: level {name!r}: one action count per round")
        missing = set(level.deck) - known
        if missing:
            problems.append(f"rival.json: level {name!r}: unknown cards {sorted(missing)}")
        if sum(level.deck.values()) < 1:
            problems.append(f"rival.json: level {name!r}: the deck is empty")
    return problems


def counts(files: Files) -> dict[str, int]:
    """What ``everdell-desktop cards --game emerge --validate`` reports."""
    components = files.components
    colours = len(components.colours)
    return {
        "research_tokens": sum(token.copies for token in files.tokens.tokens),
        "token_types": len(files.tokens.tokens),
        "modifier_tiles": sum(tile.copies for tile in files.modifiers.tiles),
        "goals": len(files.goals.goals),
        "dice": components.dice_per_colour * colours,
        "island_pieces": sum(components.island_pieces_per_size.values()) * colours,
        "meeples": sum(components.meeples.values()),
        "vents": len(files.board.vents),
        "ship_spaces": len(files.board.ship_spaces) - 1,
        "add_die_icons": len(files.board.add_die_between),
        "rival_cards": len(files.rival.cards),
        "rival_levels": len(files.rival.levels),
    }


def compile_tables(files: Files) -> Tables:
    board, components = files.board, files.components
    vents = tuple(
        Vent(index, spec.id, spec.x, spec.y, spec.revealed_by or 0)
        for index, spec in enumerate(board.vents)
    )
    vent_index = {vent.id: vent.index for vent in vents}
    reveals = tuple(
        tuple(vent.index for vent in vents if vent.revealed_by == space) for space in range(9)
    )
    token_types = tuple(
        TokenType(
            index,
            spec.key,
            spec.name,
            spec.group,
            spec.kind,
            spec.discovery,
            spec.dice or 0,
            spec.when,
            spec.effect,
            spec.amount,
            spec.text,
        )
        for index, spec in enumerate(files.tokens.tokens)
    )
    token_of = tuple(
        t.index for t in token_types for _ in range(files.tokens.tokens[t.index].copies)
    )
    by_type = {spec.type: spec for spec in files.modifiers.tiles}
    tiles = tuple(
        TileType(
            index,
            name,
            by_type[name].name,
            by_type[name].power,
            by_type[name].amount,
            by_type[name].text,
            by_type[name].designed,
        )
        for index, name in enumerate(TYPES)
    )
    goals = tuple(
        Goal(
            index,
            spec.key,
            spec.name,
            spec.type,
            spec.check,
            TYPES.index(spec.meeple) if spec.meeple else -1,
            spec.amount,
            spec.count,
            spec.text,
        )
        for index, spec in enumerate(files.goals.goals)
    )
    costs = components.costs
    pieces = components.island_pieces_per_size
    meeples = components.meeples
    rival_levels = {
        name: RivalLevelTable(
            tuple(level.actions_per_round),
            tuple(key for key, copies in level.deck.items() for _ in range(copies)),
        )
        for name, level in files.rival.levels.items()
    }
    return Tables(
        rounds=components.rounds,
        colours=tuple(components.colours),
        dice_per_colour=components.dice_per_colour,
        starting_dice=components.starting_dice,
        pieces=(pieces["small"], pieces["medium"], pieces["large"]),
        supply=(meeples["plant"], meeples["crab"], meeples["turtle"], meeples["seal"]),
        birds=components.birds_on_mainland,
        market_size=components.market_size,
        goals_in_play=components.goals_in_play,
        goal_values=tuple(components.goal_values),
        max_plants=components.max_plants,
        plant_cost=tuple(costs.plant),
        animal_cost=(costs.crab, costs.turtle, costs.seal),
        island_cost=costs.island,
        grow_cost=costs.grow,
        bird_cost=(costs.bird_from_mainland, costs.bird_from_island),
        token_cost=costs.research_token,
        biodiversity=components.biodiversity_bonus,
        token_points=components.unused_token_points,
        vents=vents,
        vent_index=vent_index,
        reveals=reveals,
        add_die_rounds=frozenset(after for _before, after in board.add_die_between),
        start_vents={
            int(places): tuple(vent_index[v] for v in ids)
            for places, ids in board.start_vents.items()
        },
        ship_spaces=tuple((space.x, space.y) for space in board.ship_spaces),
        mainland=(board.mainland.x, board.mainland.y),
        station=(board.station.x, board.station.y),
        add_die_icons=tuple(board.add_die_between),
        token_types=token_types,
        token_index={t.key: t.index for t in token_types},
        token_of=token_of,
        tiles=tiles,
        tile_copies=files.modifiers.tiles[0].copies,
        goals=goals,
        goal_index={goal.key: goal.index for goal in goals},
        rival_cards={card.key: (card.name, card.text) for card in files.rival.cards},
        rival_levels=rival_levels,
    )


@cache
def tables() -> Tables:
    """The shipped data, compiled once."""
    return compile_tables(load_files())

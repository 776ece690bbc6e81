"""A learned evaluation: a linear value model over the features a game's heuristic names (its
``value_features``: a ``core.heuristics.ValueFeatures``), trained by self-play (``ai.train``)
and shipped in the ``data`` folder of the package the features name: ``value_model.json``
for the table sizes it names, and ``value_model_3p.json`` and the like for one table size each
(a game ships one model per table size it has trained one for; ``shipped_models``). An
expansion whose features are its own (``ValueFeatures.expansions``) ships its models as
``value_model_spirecrest_2p.json`` and the like; they judge the games that play it, where the
game's own models judge only what their ``applies`` allows.

The model has two heads over the standardized features ``z`` of a seat:

- *score*: the seat's own final score, ``w . z + b``;
- *lead*: its final lead over the best rival, ``w . (z_seat - z_rival) + b``, the rival being the
  other seat whose predicted score is highest. At two seats the lead of one seat is minus the
  other's (up to the bias), as it should be.

The search judges a cut playout with the lead head, in points like the hand-written heuristic,
on the table sizes the model was trained for; elsewhere (other table sizes, a solo game) the
hand-written heuristic judges as before. A linear model over some forty features costs a few
microseconds on top of the features, in pure Python (no numpy in the bundle).
"""

from __future__ import annotations

import json
import math
from collections.abc import Collection
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from everdell_desktop.core import GameDefinition, GameState
from everdell_desktop.core.heuristics import LearnedSeat, ValueFeatures

from .heuristics import LEARNED_SUFFIX, Heuristic, heuristic_for, value_features

FORMAT = "everdell-desktop value model"
VERSION = 1
MODEL_FILE = "value_model.json"  # in the ``data`` folder of the features' package


class ModelError(ValueError):
    """A model file that cannot be used, with what is wrong with it."""


@dataclass(frozen=True, slots=True)
class Head:
    """One linear output over standardized features."""

    weights: tuple[float, ...]
    bias: float

    def predict(self, z: list[float]) -> float:
        total = self.bias
        for weight, value in zip(self.weights, z, strict=True):
            total += weight * value
        return total


@dataclass(frozen=True, slots=True)
class ValueModel:
    game: str
    names: tuple[str, ...]
    seats: tuple[int, ...]  # the table sizes it was trained on
    mean: tuple[float, ...]
    scale: tuple[float, ...]
    score: Head
    lead: Head
    training: dict[str, Any] = field(default_factory=dict)  # how it was made (for the report)
    expansion: str | None = None  # the expansion it was trained with (None: the game alone)
    # Where its features ``names`` sit among those the game computes, when the game computes
    # more or in another order (None: all of them, in order). A game may gain features for
    # one table size's model without every other model being trained again.
    columns: tuple[int, ...] | None = None

    def standardize(self, features: list[float]) -> list[float]:
        """The model's features, standardized, from all those the game computes."""
        if self.columns is not None:
            features = [features[column] for column in self.columns]
        return [
            (value - mean) / scale
            for value, mean, scale in zip(features, self.mean, self.scale, strict=True)
        ]

    def scores(self, zs: list[list[float]]) -> list[float]:
        """Each seat's predicted final score, from its standardized features."""
        return [self.score.predict(z) for z in zs]

    def leads(self, zs: list[list[float]]) -> list[float]:
        """Each seat's predicted final lead over its strongest rival."""
        rivals = strongest_rivals(self.scores(zs))
        return [
            self.lead.predict([own - other for own, other in zip(z, zs[rival], strict=True)])
            for z, rival in zip(zs, rivals, strict=True)
        ]

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "names": list(self.names),
            "seats": list(self.seats),
            "mean": list(self.mean),
            "scale": list(self.scale),
            "score": {"weights": list(self.score.weights), "bias": self.score.bias},
            "lead": {"weights": list(self.lead.weights), "bias": self.lead.bias},
            "training": self.training,
            **({"expansion": self.expansion} if self.expansion else {}),
        }


def strongest_rivals(scores: list[float]) -> list[int]:
    """For each seat, the other seat with the highest score (the first such)."""
    rivals = []
    for seat in range(len(scores)):
        others = [other for other in range(len(scores)) if other != seat]
        rivals.append(max(others, key=scores.__getitem__))
    return rivals


# --- loading and checking -------------------------------------------------------------------
def parse_model(
    text: str, game: str, names: tuple[str, ...], source: str, expansion: str | None = None
) -> ValueModel:
    """The model in ``text``, checked against the game, the expansion and its feature names;
    ModelError naming ``source`` and what is wrong otherwise."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise ModelError(
            f"value model {source}: not JSON ({error.msg}, line {error.lineno})"
        ) from None
    try:
        return _checked(data, game, names, expansion)
    except ModelError as error:
        raise ModelError(f"value model {source}: {error}") from None


def _checked(data: Any, game: str, names: tuple[str, ...], expansion: str | None) -> ValueModel:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ModelError(f"not a value model (format is not {FORMAT!r})")
    if data.get("version") != VERSION:
        raise ModelError(f"version {data.get('version')!r}, this program reads {VERSION}")
    if data.get("game") != game:
        raise ModelError(f"made for game {data.get('game')!r}, not {game!r}")
    if data.get("expansion") != expansion:
        made, wanted = (_played(name) for name in (data.get("expansion"), expansion))
        raise ModelError(f"made for {made}, not {wanted}")
    read = _read_names(data, names)
    seats = data.get("seats")
    if not isinstance(seats, list) or not seats or not all(_is_int(s) and s >= 2 for s in seats):
        raise ModelError("'seats' must list table sizes of at least 2")
    scale = _numbers(data, "scale", len(read))
    if any(value <= 0 for value in scale):
        raise ModelError("'scale' must be positive")
    training = data.get("training", {})
    if not isinstance(training, dict):
        raise ModelError("'training' must be an object")
    return ValueModel(
        game,
        read,
        tuple(seats),
        _numbers(data, "mean", len(read)),
        scale,
        _head(data, "score", len(read)),
        _head(data, "lead", len(read)),
        training,
        expansion,
        None if read == names else tuple(names.index(name) for name in read),
    )


def _read_names(data: dict[str, Any], names: tuple[str, ...]) -> tuple[str, ...]:
    """The features the model reads (its ``names``): each one of those the game computes,
    ``names``, and none twice."""
    read = data.get("names")
    if not isinstance(read, list) or not read or not all(isinstance(n, str) for n in read):
        raise ModelError("'names' must list the features it reads")
    unknown = [name for name in read if name not in names]
    if unknown:
        listed = ", ".join(repr(name) for name in unknown[:3])
        raise ModelError(f"it reads features this game does not compute ({listed}): train it again")
    if len(set(read)) != len(read):
        raise ModelError("'names' lists a feature twice")
    return tuple(read)


def _played(expansion: Any) -> str:
    return "the game without an expansion" if expansion is None else f"expansion {expansion!r}"


def _head(data: dict[str, Any], key: str, size: int) -> Head:
    head = data.get(key)
    if not isinstance(head, dict):
        raise ModelError(f"{key!r} must be an object with weights and a bias")
    bias = head.get("bias")
    if not _is_number(bias):
        raise ModelError(f"{key!r}: the bias must be a finite number")
    return Head(_numbers(head, "weights", size, key), float(bias))


def _numbers(data: dict[str, Any], key: str, size: int, within: str = "") -> tuple[float, ...]:
    values = data.get(key)
    where = f"{within}.{key}" if within else key
    if not isinstance(values, list) or len(values) != size:
        raise ModelError(f"{where!r} must list {size} numbers, one per feature")
    if not all(_is_number(value) for value in values):
        raise ModelError(f"{where!r} must hold finite numbers only")
    return tuple(float(value) for value in values)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value: Any) -> bool:
    return (_is_int(value) or isinstance(value, float)) and math.isfinite(value)


def model_file(players: int | None = None, expansion: str | None = None) -> str:
    """The shipped file's name: ``value_model.json``, for one table size
    ``value_model_3p.json`` and the like, for an expansion ``value_model_spirecrest_2p.json``."""
    tags = "".join(f"_{tag}" for tag in (expansion, players and f"{players}p") if tag)
    return MODEL_FILE.replace(".json", f"{tags}.json")


def expansion_features(game: GameDefinition, expansion: str | None) -> ValueFeatures | None:
    """The features a model of ``game`` with ``expansion`` reads (None: the game has none);
    ModelError for an expansion without features of its own."""
    features = value_features(game)
    if features is None:
        return None
    try:
        return features.expansion(expansion)
    except ValueError as error:
        raise ModelError(f"{game.name}: {error}") from None


def load_model(
    game: GameDefinition,
    path: Path | None = None,
    players: int | None = None,
    expansion: str | None = None,
) -> ValueModel | None:
    """The model at ``path``, or the one shipped with the game for ``players`` and
    ``expansion`` (its ``model_file``; None if it ships none, or has no features). A file that
    is there but wrong, made for another expansion, or trained for other table sizes than
    ``players``, raises ModelError."""
    features = expansion_features(game, expansion)
    if features is None:
        return None
    if path is None:
        source = model_file(players, expansion)
        shipped = resources.files(features.package) / "data" / source
        if not shipped.is_file():
            return None
        text = shipped.read_text(encoding="utf-8")
    else:
        try:
            text, source = path.read_text(encoding="utf-8"), str(path)
        except OSError as error:
            raise ModelError(f"value model {path}: cannot be read ({error.strerror})") from None
    model = parse_model(text, game.name, features.names, source, expansion)
    if players is not None and model.seats != (players,):
        raise ModelError(
            f"value model {source}: trained for {_table_sizes(model.seats)}, not {players}"
        )
    return model


def _table_sizes(seats: tuple[int, ...]) -> str:
    return f"{' and '.join(str(size) for size in seats)} players"


def shipped_models(game: GameDefinition, expansion: str | None = None) -> dict[int, ValueModel]:
    """Each table size the game (with ``expansion``) ships a model for, to that model: its own
    file (``value_model_3p.json``) where there is one, else ``value_model.json`` if it names
    the size."""
    general = load_model(game, expansion=expansion)
    models = dict.fromkeys(general.seats, general) if general is not None else {}
    for players in range(max(game.min_players, 2), game.max_players + 1):
        sized = load_model(game, players=players, expansion=expansion)
        if sized is not None:
            models[players] = sized
    return models


# --- the evaluation ---------------------------------------------------------------------------
def learned_heuristic(
    game: GameDefinition,
    model: ValueModel | None = None,
    seats: Collection[LearnedSeat] | None = None,
) -> Heuristic:
    """The game's heuristic with its position values from ``model`` (default: the shipped
    ones, each on its table size and expansion) on the table sizes a model knows (of ``seats``
    only, when given: a table size for every model, an (expansion, table size) for that
    expansion's model alone); the hand-written heuristic as it is when there is no model or no
    such table size. A state playing an expansion is judged by the expansion's model where it
    ships one, else by the game's where the game's features apply."""
    base = heuristic_for(game)
    read = value_features(game)
    if read is None:
        return base
    judges = _judges(game, read, model, seats)
    if not judges:
        return base

    def judge_of(state: GameState) -> tuple[ValueModel, ValueFeatures] | None:
        expansion = base.expansion_played(state)
        found = judges.get((expansion, state.num_seats))
        if found is None and expansion is not None:
            found = judges.get((None, state.num_seats))
        if found is None or (found[1] is read and read.applies and not read.applies(state)):
            return None
        return found

    def values(state: GameState) -> list[float]:
        found = judge_of(state)
        if found is None:
            return base.values(state)
        judge, features = found
        zs = [
            judge.standardize(features.features(game, state, seat))
            for seat in range(state.num_seats)
        ]
        return judge.leads(zs)

    name = f"{base.name}{LEARNED_SUFFIX}"
    sizes = frozenset(size for _expansion, size in judges)

    def judged(state: GameState) -> bool:
        return judge_of(state) is not None

    return Heuristic(name, values, base.rollout_action, sizes, judged, base.expansion_of)


def _judges(
    game: GameDefinition,
    read: ValueFeatures,
    model: ValueModel | None,
    seats: Collection[LearnedSeat] | None,
) -> dict[tuple[str | None, int], tuple[ValueModel, ValueFeatures]]:
    """(expansion, table size) to the model judging there and the features it reads: ``model``
    alone, or every shipped one; of the table sizes in ``seats`` only, when given."""
    if model is not None:
        found = {(model.expansion, size): model for size in model.seats}
    else:
        found = {(None, size): shipped for size, shipped in shipped_models(game).items()}
        for expansion in read.expansions:
            for size, shipped in shipped_models(game, expansion).items():
                found[expansion, size] = shipped
    return {
        (expansion, size): (judge, read.expansion(expansion))
        for (expansion, size), judge in found.items()
        if seats is None or size in seats or (expansion, size) in seats
    }

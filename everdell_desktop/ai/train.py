"""Training a value model (``ai.value_model``) by self-play: the ``train`` command.

1. *Self-play*: ``games`` games of ``agent`` against itself at ``players`` seats (with
   ``expansion``, whose own features the model then reads), each dealt from
   the run's seed (salted, so no training deal is a ladder's), every decision with the agent's
   usual random stream; with probability ``explore`` a seat plays a random legal action
   instead, so the positions are varied. Every ``sample_every``-th position (from a seeded
   offset) is kept: each seat's features, the hand-written heuristic's value for each seat,
   and, once the game ends, the final scores.
2. *Fitting*: every fifth game is held out; on the others, ridge regression (exact, by solving
   the normal equations) for the score head and then the lead head (see ``ai.value_model``).
3. *Report*: on the held-out games, the error of the model's lead against the hand-written
   heuristic's (as it is, and rescaled by the least-squares line fitted on the training games),
   and the score head's against a constant.

The same spec gives the same model, bit for bit: everything is seeded and nothing is timed,
as long as ``agent`` is bounded by iterations only (``greedy``; for expert iteration, training
on the strongest search's own games, ``mcts-hard-coach``, which is Hard without its time
cap: a level with one plays differently on a loaded machine).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from everdell_desktop.core import GameDefinition, Rng, registry

from .base import create_agent, decision_rng
from .heuristics import heuristic_for
from .value_model import Head, ModelError, ValueModel, expansion_features, strongest_rivals

TRAIN_SALT = 0x7A1_2E55  # keeps training deals apart from the ladder's and simulate's seeds
HOLDOUT_EVERY = 5  # every fifth game is held out for the report
MAX_ACTIONS = 20_000


@dataclass(frozen=True, slots=True)
class TrainSpec:
    game: str
    players: int
    games: int
    seed: int
    agent: str = "greedy"
    explore: float = 0.1
    sample_every: int = 4
    ridge: float = 1.0
    expansion: str | None = None  # played in every game; the model reads its features


@dataclass(slots=True)
class Position:
    """One kept position: per seat its features and the heuristic's value; the final scores
    once the game is over."""

    game_index: int
    features: list[list[float]]
    heuristic: list[float]
    finals: list[float] = field(default_factory=list)


Progress = Callable[[int, int], None]  # (games played, games in all)


def train(
    game: GameDefinition, spec: TrainSpec, progress: Progress | None = None
) -> tuple[ValueModel, dict[str, Any]]:
    """Self-play, fit and report: (the model, the report)."""
    read = expansion_features(game, spec.expansion)
    if read is None:
        raise ModelError(f"game {game.name!r} names no features for a learned evaluation")
    positions = self_play(game, spec, read.features, progress)
    train_set = [p for p in positions if p.game_index % HOLDOUT_EVERY]
    held_out = [p for p in positions if not p.game_index % HOLDOUT_EVERY]
    if not train_set or not held_out:
        raise ModelError(f"too few games to train on ({spec.games}): at least {HOLDOUT_EVERY}")
    model = fit(game.name, read.names, spec, train_set)
    report = {"spec": asdict(spec), **evaluate(model, train_set, held_out)}
    return _with_training(model, report), report


def _with_training(model: ValueModel, report: dict[str, Any]) -> ValueModel:
    return ValueModel(
        model.game,
        model.names,
        model.seats,
        model.mean,
        model.scale,
        model.score,
        model.lead,
        {"spec": report["spec"], "held_out": report["held_out"]},
        model.expansion,
    )


# --- self-play --------------------------------------------------------------------------------
def self_play(
    game: GameDefinition,
    spec: TrainSpec,
    features: Callable,
    progress: Progress | None = None,
) -> list[Position]:
    """The positions kept from ``spec.games`` self-play games (see the module docstring)."""
    options = registry.plugin(game.name).expansion_options(spec.expansion)
    config = game.make_config(players=spec.players, **options)
    heuristic = heuristic_for(game)
    agent = create_agent(spec.agent, game)
    seeds = Rng(spec.seed ^ TRAIN_SALT)
    positions: list[Position] = []
    for index in range(spec.games):
        deal = seeds.next_u64() >> 1
        chance = Rng(seeds.next_u64())
        state = game.new_game(config, deal)
        kept: list[Position] = []
        offset = chance.randrange(spec.sample_every)
        for taken in range(MAX_ACTIONS):
            seat = state.to_move()
            if seat is None:
                break
            if taken % spec.sample_every == offset:
                kept.append(_position(game, state, index, features, heuristic.values))
            legal = game.legal_actions(state)
            if chance.random() < spec.explore:
                action = chance.choice(legal)
            else:
                action = agent.choose(game.view(state, seat), legal, decision_rng(deal, taken))
            game.apply_legal(state, action)
        finals = [float(b.total) for b in game.scores(state)[: spec.players]]
        for position in kept:
            position.finals = finals
        positions.extend(kept)
        if progress is not None:
            progress(index + 1, spec.games)
    return positions


def _position(game, state, index: int, features: Callable, values: Callable) -> Position:
    seats = range(state.num_seats)
    return Position(index, [features(game, state, s) for s in seats], list(values(state)))


def final_leads(finals: Sequence[float]) -> list[float]:
    """Each seat's final score minus the best other seat's."""
    rivals = strongest_rivals(list(finals))
    return [score - finals[rival] for score, rival in zip(finals, rivals, strict=True)]


# --- fitting ----------------------------------------------------------------------------------
def fit(
    game: str, names: tuple[str, ...], spec: TrainSpec, positions: list[Position]
) -> ValueModel:
    """The score head, then the lead head over the seat's features minus its strongest rival's
    (by the score head, as the search will pick it)."""
    rows = [row for p in positions for row in p.features]
    mean = tuple(statistics.fmean(column) for column in zip(*rows, strict=True))
    scale = tuple(_spread(column) for column in zip(*rows, strict=True))
    blank = Head((0.0,) * len(names), 0.0)
    model = ValueModel(game, names, (spec.players,), mean, scale, blank, blank)
    zs = [[model.standardize(row) for row in p.features] for p in positions]
    score = ridge(
        [z for seats in zs for z in seats], [s for p in positions for s in p.finals], spec.ridge
    )
    model = ValueModel(game, names, (spec.players,), mean, scale, score, blank)
    differences, leads = [], []
    for seats, position in zip(zs, positions, strict=True):
        rivals = strongest_rivals(model.scores(seats))
        for seat, rival in enumerate(rivals):
            differences.append([a - b for a, b in zip(seats[seat], seats[rival], strict=True)])
        leads.extend(final_leads(position.finals))
    lead = ridge(differences, leads, spec.ridge)
    return ValueModel(game, names, (spec.players,), mean, scale, score, lead, {}, spec.expansion)


def _spread(column: Sequence[float]) -> float:
    """The column's standard deviation, 1 for a constant one (it then stays 0 once centred)."""
    spread = statistics.pstdev(column)
    return spread if spread > 1e-9 else 1.0


def ridge(rows: list[list[float]], targets: list[float], penalty: float) -> Head:
    """Least squares with an L2 penalty on the weights (not the bias), solved exactly."""
    size = len(rows[0])
    centre = [statistics.fmean(column) for column in zip(*rows, strict=True)]
    target_mean = statistics.fmean(targets)
    gram = [[0.0] * size for _ in range(size)]
    moment = [0.0] * size
    for row, target in zip(rows, targets, strict=True):
        x = [value - c for value, c in zip(row, centre, strict=True)]
        y = target - target_mean
        for i, xi in enumerate(x):
            if not xi:
                continue
            moment[i] += xi * y
            line = gram[i]
            for j in range(i, size):
                line[j] += xi * x[j]
    for i in range(size):
        gram[i][i] += penalty
        for j in range(i):
            gram[i][j] = gram[j][i]
    weights = solve(gram, moment)
    bias = target_mean - sum(w * c for w, c in zip(weights, centre, strict=True))
    return Head(tuple(weights), bias)


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """``matrix`` x = ``vector`` by Gaussian elimination with partial pivoting (the matrix is
    symmetric positive definite here, thanks to the ridge penalty)."""
    size = len(vector)
    a = [[*line, value] for line, value in zip(matrix, vector, strict=True)]
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(col + 1, size):
            factor = a[r][col] / a[col][col]
            if factor:
                for c in range(col, size + 1):
                    a[r][c] -= factor * a[col][c]
    x = [0.0] * size
    for r in reversed(range(size)):
        x[r] = (a[r][size] - sum(a[r][c] * x[c] for c in range(r + 1, size))) / a[r][r]
    return x


# --- the report -------------------------------------------------------------------------------
def evaluate(
    model: ValueModel, train_set: list[Position], held_out: list[Position]
) -> dict[str, Any]:
    """Positions and games used, and the held-out errors (root mean square and mean absolute,
    in points) of the model and the heuristic."""
    calibration = _calibration(train_set)
    truth, learned, heuristic, rescaled, scores, own = [], [], [], [], [], []
    for position in held_out:
        zs = [model.standardize(row) for row in position.features]
        truth.extend(final_leads(position.finals))
        learned.extend(model.leads(zs))
        heuristic.extend(position.heuristic)
        rescaled.extend(calibration.predict([value]) for value in position.heuristic)
        scores.extend(model.scores(zs))
        own.extend(position.finals)
    mean_score = statistics.fmean(s for p in train_set for s in p.finals)
    return {
        "positions": {"train": len(train_set), "held_out": len(held_out)},
        "held_out": {
            "lead_model": _errors(learned, truth),
            "lead_heuristic": _errors(heuristic, truth),
            "lead_heuristic_rescaled": _errors(rescaled, truth),
            "lead_zero": _errors([0.0] * len(truth), truth),
            "score_model": _errors(scores, own),
            "score_constant": _errors([mean_score] * len(own), own),
        },
    }


def _calibration(positions: list[Position]) -> Head:
    """The least-squares line from the heuristic's value to the final lead (training games)."""
    values = [[v] for p in positions for v in p.heuristic]
    leads = [lead for p in positions for lead in final_leads(p.finals)]
    return ridge(values, leads, 0.0)


def _errors(predicted: list[float], truth: list[float]) -> dict[str, float]:
    misses = [p - t for p, t in zip(predicted, truth, strict=True)]
    return {
        "rmse": round(math.sqrt(statistics.fmean(m * m for m in misses)), 3),
        "mae": round(statistics.fmean(abs(m) for m in misses), 3),
    }

"""The ladder: agents play each other round-robin with seat rotation; ratings with intervals.

Every game is a *fixture*: the agents by seat and a seed. With 2 players each pair of agents
plays ``games`` fixtures, swapping seats each time on the same deal (a game and its mirror); with
more players each agent in turn sits once among a field of one other agent, its seat rotating
through every position. Against a solo bot each agent plays ``games`` games alone, and the bot
is rated like an agent. With ``versus`` (one of the agents) only the pairings with that agent
are played: every other agent against it at 2 players, alone among a field of it at 3-4 —
the headline pairings, at a fraction of a full round-robin's cost (the ratings stay connected
through that agent).

Results are appended to a JSON-lines file as games end (the first line names the ladder), so an
interrupted ladder resumes where it stopped; ``jobs`` plays games in parallel processes.
Ratings are Bradley–Terry strengths fitted to every pairwise comparison of final scores within
a game (two agents at one table: the higher total wins the comparison, equal totals split it),
shown on the Elo scale (400 points = 10:1 odds) with 95% intervals from resampling whole games.
"""

from __future__ import annotations

import json
import math
import multiprocessing
import statistics
import time
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass, field
from itertools import combinations, permutations
from pathlib import Path
from typing import Any, TextIO

from everdell_desktop.core import GameConfig, GameDefinition, Rng, registry

from .base import create_agent
from .match import play_match

ELO_SCALE = 400 / math.log(10)
BOOTSTRAP_SAMPLES = 200
PRIOR_GAMES = 1.0  # a virtual draw against every rated opponent keeps an unbeaten rating finite


class LadderError(ValueError):
    """Options that do not make a ladder, or a results file of another ladder."""


@dataclass(frozen=True, slots=True)
class LadderSpec:
    """What a ladder plays: the same spec always schedules the same fixtures."""

    game: str
    players: int
    agents: tuple[str, ...]
    games: int
    seed: int
    solo: str | None = None
    difficulty: str | None = None
    expansion: str | None = None
    versus: str | None = None
    mode: str | None = None  # a way to play where the seats are one team (Duo's "coop")

    @property
    def bot(self) -> str | None:
        """The solo bot's name in the ratings (e.g. ``koto-hard``), or None. A team game's
        opponent is the game's solo bot (Duo's Skunk), named the same way."""
        if self.solo:
            return f"{self.solo}-{self.difficulty}"
        if self.mode:
            opponent = next(iter(registry.get(self.game).solo_bots), "opponent")
            return f"{opponent}-{self.difficulty or 'default'}"
        return None

    def config(self) -> GameConfig:
        plugin = registry.plugin(self.game)
        options = plugin.expansion_options(self.expansion)
        if self.mode:
            options["mode"] = self.mode
        return plugin.definition.make_config(
            players=self.players, solo=self.solo, difficulty=self.difficulty, **options
        )


@dataclass(frozen=True, slots=True)
class Fixture:
    index: int
    seats: tuple[str, ...]  # agent names by seat
    seed: int


@dataclass(slots=True)
class GameResult:
    """One finished fixture: names by place (the seats, then a solo bot's place), totals."""

    fixture: int
    names: list[str]
    scores: list[int]
    decision_ms: dict[str, list[float]]
    # CPU time of the playing process and its helper's finished parts (files written before 8
    # December 2026: the playing process's only; before that, none)
    decision_cpu_ms: dict[str, list[float]] = field(default_factory=dict)


# --- schedule -------------------------------------------------------------------------------
def schedule(spec: LadderSpec) -> list[Fixture]:
    """Every fixture of the ladder, in a fixed order."""
    seeds = Rng(spec.seed)
    fixtures: list[Fixture] = []

    def add(seats: tuple[str, ...], seed: int) -> None:
        fixtures.append(Fixture(len(fixtures), seats, seed))

    if spec.solo or spec.mode:  # alone against the bot, or one agent as the whole team
        for name in spec.agents:
            for _ in range(spec.games):
                add((name,) * (spec.players if spec.mode else 1), seeds.next_u64() >> 1)
    elif spec.players == 2:
        for first, second in combinations(spec.agents, 2):
            if spec.versus is not None and spec.versus not in (first, second):
                continue
            for game in range(spec.games):
                if game % 2 == 0:
                    deal = seeds.next_u64() >> 1  # one deal, played from both seats
                add((first, second) if game % 2 == 0 else (second, first), deal)
    else:
        for lone, field in permutations(spec.agents, 2):
            if spec.versus is not None and field != spec.versus:
                continue
            for game in range(spec.games):
                seat = game % spec.players
                seats = tuple(lone if s == seat else field for s in range(spec.players))
                add(seats, seeds.next_u64() >> 1)
    return fixtures


# --- playing --------------------------------------------------------------------------------
_AGENTS: dict[tuple[str, str], Any] = {}  # per process: agents are built once


def _agent(game: GameDefinition, name: str):
    key = (game.name, name)
    if key not in _AGENTS:
        _AGENTS[key] = create_agent(name, game)
    return _AGENTS[key]


def play_fixture(spec: LadderSpec, fixture: Fixture) -> GameResult:
    """Play one fixture (in this process) and report it."""
    game = registry.get(spec.game)
    agents = [_agent(game, name) for name in fixture.seats]
    result = play_match(game, spec.config(), agents, fixture.seed)
    if spec.mode:  # the team's seats share one score: the team, then its opponent
        names, scores = [fixture.seats[0], spec.bot], [result.scores[0], result.scores[-1]]
    else:
        names = list(fixture.seats) + ([spec.bot] if spec.bot else [])
        scores = result.scores[: len(names)]
    return GameResult(
        fixture.index,
        names,
        scores,
        _milliseconds(result.decision_times),
        _milliseconds(result.decision_cpu),
    )


def _milliseconds(times: dict[str, list[float]]) -> dict[str, list[float]]:
    return {
        name: [round(1000 * seconds, 3) for seconds in values] for name, values in times.items()
    }


def _play_indexed(job: tuple[LadderSpec, Fixture]) -> GameResult:
    return play_fixture(*job)


def run_ladder(
    spec: LadderSpec,
    results_path: Path,
    jobs: int = 1,
    progress: TextIO | None = None,
) -> list[GameResult]:
    """Play every fixture not yet in ``results_path`` (appending each result as it ends) and
    return all results, the earlier ones included."""
    fixtures = schedule(spec)
    done = read_results(spec, results_path)
    todo = [fixture for fixture in fixtures if fixture.index not in done]
    if not results_path.exists():
        _append(results_path, {"ladder": asdict(spec)})
    bar = _Progress(len(fixtures), len(done), progress)
    for result in _play_all(spec, todo, jobs):
        done[result.fixture] = result
        _append(results_path, asdict(result))
        bar.step()
    bar.close()
    return [done[index] for index in sorted(done)]


def _play_all(spec: LadderSpec, todo: list[Fixture], jobs: int) -> Iterator[GameResult]:
    if jobs <= 1 or len(todo) <= 1:
        yield from (play_fixture(spec, fixture) for fixture in todo)
        return
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap_unordered(_play_indexed, [(spec, fixture) for fixture in todo])


def read_results(spec: LadderSpec, path: Path) -> dict[int, GameResult]:
    """The results already in ``path`` (empty when it does not exist); a file that belongs to
    another ladder raises LadderError."""
    if not path.exists():
        return {}
    lines = path.read_text(encoding="utf-8").splitlines()
    try:
        header = json.loads(lines[0])["ladder"] if lines else None
    except (ValueError, KeyError, TypeError):
        header = None
    if header is None or _spec_from(header) != spec:
        raise LadderError(f"{path} holds the results of another ladder (or is not a ladder file)")
    results: dict[int, GameResult] = {}
    for line in lines[1:]:
        try:
            result = GameResult(**json.loads(line))
        except (ValueError, TypeError):
            continue  # a line cut short by an interruption: that game is played again
        results[result.fixture] = result
    return results


def _spec_from(header: dict[str, Any]) -> LadderSpec | None:
    try:
        return LadderSpec(**{**header, "agents": tuple(header["agents"])})
    except (TypeError, KeyError):
        return None


def _append(path: Path, data: dict[str, Any]) -> None:
    with path.open("a", encoding="utf-8") as handle:
        handle.write(json.dumps(data, separators=(",", ":")) + "\n")
        handle.flush()


class _Progress:
    """``[#####.....] 12/40 games, 3:05 left`` on stderr, redrawn in place."""

    WIDTH = 30

    def __init__(self, total: int, done: int, stream: TextIO | None) -> None:
        self.total, self.done, self.stream = total, done, stream
        self.started, self.start_count = time.monotonic(), done
        self._draw()

    def step(self) -> None:
        self.done += 1
        self._draw()

    def _draw(self) -> None:
        if self.stream is None or not self.total:
            return
        filled = self.WIDTH * self.done // self.total
        played = self.done - self.start_count
        left = ""
        if played:
            rate = (time.monotonic() - self.started) / played
            seconds = int(rate * (self.total - self.done))
            left = f", {seconds // 60}:{seconds % 60:02d} left"
        bar = "#" * filled + "." * (self.WIDTH - filled)
        self.stream.write(f"\r[{bar}] {self.done}/{self.total} games{left}")
        self.stream.flush()

    def close(self) -> None:
        if self.stream is not None:
            self.stream.write("\n")


# --- ratings --------------------------------------------------------------------------------
Comparison = tuple[str, str, float]  # (a, b, a's share: 1 win, 0.5 split, 0 loss)


def comparisons(result: GameResult) -> list[Comparison]:
    """Every pair of different agents at the table, compared by final score."""
    found = []
    entries = list(zip(result.names, result.scores, strict=True))
    for (a, score_a), (b, score_b) in combinations(entries, 2):
        if a != b:
            found.append((a, b, 1.0 if score_a > score_b else 0.5 if score_a == score_b else 0.0))
    return found


def bradley_terry(names: list[str], games: Iterable[list[Comparison]]) -> dict[str, float]:
    """Elo-scale ratings (mean 0) fitted to the comparisons by the MM algorithm."""
    wins = dict.fromkeys(names, 0.0)
    meetings: dict[tuple[str, str], float] = {}
    for game in games:
        for a, b, share in game:
            wins[a] += share
            wins[b] += 1.0 - share
            key = (a, b) if a < b else (b, a)
            meetings[key] = meetings.get(key, 0.0) + 1.0
    for a, b in combinations(sorted(names), 2):
        if (a, b) in meetings:  # the prior: one virtual draw per pair that met
            meetings[(a, b)] += PRIOR_GAMES
            wins[a] += PRIOR_GAMES / 2
            wins[b] += PRIOR_GAMES / 2
    strength = dict.fromkeys(names, 1.0)
    for _ in range(500):
        updated = {}
        for name in names:
            denominator = sum(
                count / (strength[a] + strength[b])
                for (a, b), count in meetings.items()
                if name in (a, b)
            )
            updated[name] = wins[name] / denominator if denominator else strength[name]
        scale = math.exp(statistics.fmean(math.log(value) for value in updated.values()))
        updated = {name: value / scale for name, value in updated.items()}
        converged = all(abs(updated[n] - strength[n]) < 1e-9 for n in names)
        strength = updated
        if converged:
            break
    return {name: ELO_SCALE * math.log(value) for name, value in strength.items()}


def summarize(spec: LadderSpec, results: list[GameResult]) -> dict[str, Any]:
    """The ladder's table: ratings with 95% intervals, pair win rates, mean scores, decision
    times (median and 95th percentile, in ms), wall and the playing process's CPU."""
    names = list(spec.agents) + ([spec.bot] if spec.bot else [])
    games = [comparisons(result) for result in results]
    ratings = bradley_terry(names, games)
    interval = _bootstrap(names, games, spec.seed)
    variant = {"expansion": spec.expansion} if spec.expansion else {}
    if spec.mode:
        variant["mode"] = spec.mode
    return {
        "game": spec.game,
        **variant,
        "players": spec.players,
        "solo": spec.bot,
        "games": len(results),
        "ratings": {
            name: {
                "elo": round(ratings[name], 1),
                "ci95": [round(interval[name][0], 1), round(interval[name][1], 1)],
            }
            for name in sorted(names, key=lambda n: -ratings[n])
        },
        "win_rates": _win_rates(spec, results),
        "mean_scores": _mean_scores(results),
        "decision_ms": _decision_times([result.decision_ms for result in results]),
        "decision_cpu_ms": _decision_times([result.decision_cpu_ms for result in results]),
    }


def _bootstrap(
    names: list[str], games: list[list[Comparison]], seed: int
) -> dict[str, tuple[float, float]]:
    rng = Rng(seed ^ 0xB007)
    samples: dict[str, list[float]] = {name: [] for name in names}
    for _ in range(BOOTSTRAP_SAMPLES if games else 0):
        drawn = [games[rng.randrange(len(games))] for _ in games]
        for name, rating in bradley_terry(names, drawn).items():
            samples[name].append(rating)
    return {name: _percentiles(values) for name, values in samples.items()}


def _percentiles(values: list[float]) -> tuple[float, float]:
    if not values:
        return (0.0, 0.0)
    ordered = sorted(values)
    low = ordered[int(0.025 * (len(ordered) - 1))]
    high = ordered[math.ceil(0.975 * (len(ordered) - 1))]
    return (low, high)


def _win_rates(spec: LadderSpec, results: list[GameResult]) -> dict[str, dict[str, float]]:
    """Per pairing, how often the first-named agent won the game outright (a shared win
    counts as a share). With more than 2 players the first-named agent sat alone among a
    field of the second (a fair share is 1/players)."""
    order = {name: index for index, name in enumerate((*spec.agents, spec.bot))}
    tally: dict[str, list[float]] = {}
    for result in results:
        best = max(result.scores)
        winners = [n for n, score in zip(result.names, result.scores, strict=True) if score == best]
        counts = {name: result.names.count(name) for name in set(result.names)}
        lone = min(counts, key=lambda name: (counts[name], order[name]))
        others = sorted(set(result.names) - {lone})
        key = f"{lone} vs {' & '.join(others)}"
        tally.setdefault(key, []).append(winners.count(lone) / len(winners))
    return {
        key: {"games": len(shares), "win_rate": round(statistics.fmean(shares), 4)}
        for key, shares in sorted(tally.items())
    }


def _mean_scores(results: list[GameResult]) -> dict[str, float]:
    scores: dict[str, list[int]] = {}
    for result in results:
        for name, score in zip(result.names, result.scores, strict=True):
            scores.setdefault(name, []).append(score)
    return {name: round(statistics.fmean(values), 2) for name, values in sorted(scores.items())}


def _decision_times(by_game: list[dict[str, list[float]]]) -> dict[str, dict[str, float]]:
    times: dict[str, list[float]] = {}
    for game in by_game:
        for name, values in game.items():
            times.setdefault(name, []).extend(values)
    summary = {}
    for name, values in sorted(times.items()):
        ordered = sorted(values)
        summary[name] = {
            "median": round(statistics.median(ordered), 3),
            "p95": round(ordered[math.ceil(0.95 * (len(ordered) - 1))], 3),
            "decisions": len(ordered),
        }
    return summary

"""Search fingerprints: what the search judges at a few pinned positions of every game.

The goldens (``ai.goldens``) pin whole games, played by ``random``, ``greedy`` and Easy; no
golden plays Normal or Hard, so a changed heuristic weight, playout weight or budget setting
passed every test. A fingerprint pins those judgements cheaply. Each line of
``fingerprints/manifest.json`` (a game's settings, a seed and action counts ``at``) gives
positions reached by ``random`` playing from the seed: the first position at or after each
count where the seat to move has ``FEWEST_CHOICES`` legal actions or more. At each position
the fingerprint holds

- ``values``: the hand-written heuristic's value for every seat; ``features``: every seat's
  value features (where the game has them); ``learned``: the shipped learned model's values
  (where one ships for the table size), each rounded to ``DIGITS`` decimals;
- ``playout``: the legal action (its index) the playout policy picks in ``PLAYOUT_DRAWS``
  draws from one seeded stream, which pins its weights and its randomness;
- for Normal and Hard (``levels.by_iterations``, capped at ``ITERATIONS``), asked with the
  seat's ``decision_rng``: the choice, the iterations run and each root action's visits.

:func:`check` computes them again and names the first item of each position that differs;
:func:`write` records them, for a deliberate change (``everdell-desktop goldens --fingerprints
--update``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from everdell_desktop.core import GameDefinition, GameState, Rng, registry

from .base import create_agent, decision_rng
from .goldens import table_config, table_fields
from .heuristics import Heuristic, heuristic_for, value_features
from .levels import by_iterations
from .value_model import learned_heuristic

FOLDER = "fingerprints"  # the fingerprints' folder inside the goldens'
DIGITS = 6
PLAYOUT_DRAWS = 24
PLAYOUT_SALT = 0xF1A6
LEVELS = ("mcts-normal", "mcts-hard")
ITERATIONS = 64  # each level's iterations at a fingerprinted position: enough to spread visits
FEWEST_CHOICES = 3  # a position with fewer legal actions tells little of a search


@dataclass(frozen=True, slots=True)
class FingerprintSpec:
    """One line of the fingerprints' manifest."""

    name: str
    game: str
    players: int
    seed: int
    at: tuple[int, ...]
    solo: str | None = None
    difficulty: str | None = None
    options: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> FingerprintSpec:
        return cls(**table_fields(data), at=tuple(data["at"]))


def load_manifest(folder: Path) -> list[FingerprintSpec]:
    """The fingerprints listed in ``folder``'s manifest (the goldens' ``FOLDER``; none if it
    has none)."""
    path = folder / "manifest.json"
    if not path.is_file():
        return []
    data = json.loads(path.read_text(encoding="utf-8"))
    return [FingerprintSpec.from_json(entry) for entry in data["fingerprints"]]


def fingerprint(spec: FingerprintSpec) -> list[dict[str, Any]]:
    """The fingerprint of each position ``spec`` names, in order."""
    game = registry.get(spec.game)
    state = game.new_game(table_config(game, spec), spec.seed)
    walker = create_agent("random", game)
    judges = _Judges(game)
    found: list[dict[str, Any]] = []
    wanted = list(spec.at)
    taken = 0
    while wanted and (seat := state.to_move()) is not None:
        legal = game.legal_actions(state)
        if taken >= wanted[0] and len(legal) >= FEWEST_CHOICES:
            found.append(judges.position(state, spec.seed, taken))
            wanted.pop(0)
        action = walker.choose(game.view(state, seat), legal, decision_rng(spec.seed, taken))
        game.apply_legal(state, action)
        taken += 1
    return found


class _Judges:
    """A game's judgements the fingerprint reads: its heuristic, learned model and levels."""

    def __init__(self, game: GameDefinition) -> None:
        self.game = game
        self.hand_written = heuristic_for(game)
        self.learned: Heuristic = learned_heuristic(game)
        self.features = value_features(game)

    def position(self, state: GameState, seed: int, taken: int) -> dict[str, Any]:
        game, seat = self.game, state.to_move()
        legal = game.legal_actions(state)
        found: dict[str, Any] = {
            "action": taken,
            "seat": seat,
            "hash": game.state_hash(state),
            "values": _rounded(self.hand_written.values(state)),
        }
        if self.features is not None:
            names = self.features.names
            found["features"] = [
                dict(zip(names, _rounded(self.features.features(game, state, each)), strict=True))
                for each in range(state.num_seats)
            ]
        if state.num_seats in self.learned.learned_seats:
            found["learned"] = _rounded(self.learned.values(state))
        rng = Rng(seed ^ PLAYOUT_SALT).fork(taken + 1)
        policy = self.hand_written.rollout_action
        found["playout"] = [legal.index(policy(state, legal, rng)) for _ in range(PLAYOUT_DRAWS)]
        for level in LEVELS:
            found[level] = self._searched(level, state, legal, decision_rng(seed, taken))
        return found

    def _searched(self, level: str, state: GameState, legal: list, rng: Rng) -> dict[str, Any]:
        agent = by_iterations(level, self.game)
        agent.budget = replace(agent.budget, iterations=ITERATIONS)
        view = self.game.view(state, state.to_move())
        choice = agent.choose(view, legal, rng)
        return {
            "choice": choice.encode(),
            "iterations": agent.last.iterations,
            "visits": {action.encode(): visits for action, visits in agent.last.visits.items()},
        }


def _rounded(numbers: list[float]) -> list[float]:
    return [round(number, DIGITS) for number in numbers]


def write(folder: Path, spec: FingerprintSpec) -> list[dict[str, Any]]:
    """Record ``spec``'s fingerprint as ``<name>.json`` in ``folder``."""
    found = fingerprint(spec)
    path = folder / f"{spec.name}.json"
    path.write_text(json.dumps(found, indent=1) + "\n", encoding="utf-8")
    return found


def check(folder: Path, spec: FingerprintSpec) -> list[str]:
    """How ``spec``'s fingerprint now differs from the one recorded in ``folder``: for each
    position that differs, its first differing item in words (empty: the same)."""
    path = folder / f"{spec.name}.json"
    recorded = json.loads(path.read_text(encoding="utf-8"))
    now = fingerprint(spec)
    if len(now) != len(recorded):
        return [f"{spec.name}: {len(recorded)} positions were recorded, now {len(now)}"]
    differences = []
    for was, got in zip(recorded, now, strict=True):
        where = f"{spec.name} at action {was['action']}"
        first = first_difference(was, got)
        if first is not None:
            differences.append(f"{where}: {first}")
    return differences


def first_difference(was: Any, now: Any, item: str = "") -> str | None:
    """The first place where ``now`` differs from ``was`` (nested dicts and lists, the
    recorded order), told as "<item> was <old>, now <new>", or by the keys a dict gained and
    lost; None when they are equal."""
    if was == now:
        return None
    if isinstance(was, dict) and isinstance(now, dict) and was.keys() != now.keys():
        return _keys_changed(item or "the position", was, now)
    if isinstance(was, dict) and isinstance(now, dict):
        for key in was:
            found = first_difference(was[key], now[key], f"{item} {key}".strip())
            if found is not None:
                return found
    if isinstance(was, list) and isinstance(now, list) and len(was) == len(now):
        for index, (old, new) in enumerate(zip(was, now, strict=True)):
            found = first_difference(old, new, f"{item}[{index}]")
            if found is not None:
                return found
    return f"{item or 'the position'} was {was!r}, now {now!r}"


def _keys_changed(item: str, was: dict, now: dict) -> str:
    """``item``'s keys gained and lost, in words: "x now has learned and no longer has y"."""
    told = []
    if added := sorted(now.keys() - was.keys()):
        told.append(f"now has {', '.join(added)}")
    if gone := sorted(was.keys() - now.keys()):
        told.append(f"no longer has {', '.join(gone)}")
    return f"{item} {' and '.join(told)}"

"""Golden replays: seeded games whose outcome is pinned, the net under every rules refactor.

A folder of goldens holds ``manifest.json`` (the list of games: name, game, players, optional
solo bot, difficulty and extra options, the agents by seat, the seed) and one
``<name>.json`` per game with its record and what replaying it must give: the final state hash,
the score breakdown and the number of actions. :func:`check` replays a golden through the full
legality gate (``game.apply``) and lists every difference; :func:`write` plays the game again
with its agents and rewrites the file — only for a deliberate rules change, which its commit
message and ``docs/rulings.md`` then name.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from everdell_desktop.core import GameRecord, GameState, registry, replay

from . import create_agent
from .match import play_match


@dataclass(frozen=True, slots=True)
class GoldenSpec:
    """One line of the manifest."""

    name: str
    game: str
    players: int
    agents: tuple[str, ...]
    seed: int
    solo: str | None = None
    difficulty: str | None = None
    options: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GoldenSpec:
        return cls(
            name=data["name"],
            game=data["game"],
            players=data["players"],
            agents=tuple(data["agents"]),
            seed=data["seed"],
            solo=data.get("solo"),
            difficulty=data.get("difficulty"),
            options=dict(data.get("options", {})),
        )


def load_manifest(folder: Path) -> list[GoldenSpec]:
    data = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    return [GoldenSpec.from_json(entry) for entry in data["games"]]


def outcome(game_name: str, state: GameState, actions: int) -> dict[str, Any]:
    """What a golden pins about a finished (or stopped) game."""
    game = registry.get(game_name)
    return {
        "final_hash": game.state_hash(state),
        "actions": actions,
        "scores": [
            {"seat": b.seat, "categories": b.categories, "tiebreak": list(b.tiebreak)}
            for b in game.scores(state)
        ],
    }


def write(folder: Path, spec: GoldenSpec) -> dict[str, Any]:
    """Play ``spec`` with its agents and write ``<name>.json``; returns what was written."""
    game = registry.get(spec.game)
    config = game.make_config(
        players=spec.players, solo=spec.solo, difficulty=spec.difficulty, **spec.options
    )
    agents = [create_agent(name, game) for name in spec.agents]
    result = play_match(game, config, agents, spec.seed)
    state = replay(result.record)
    golden = {
        "record": result.record.model_dump(exclude={"final_hash", "meta"}),
        **outcome(spec.game, state, len(result.record.actions)),
    }
    path = folder / f"{spec.name}.json"
    path.write_text(json.dumps(golden, indent=1) + "\n", encoding="utf-8")
    return golden


def check(folder: Path, name: str) -> list[str]:
    """Replay ``<name>.json`` and list how the result differs from what it pins (empty: same)."""
    golden = json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))
    record = GameRecord.model_validate(golden["record"])
    state = replay(record)
    got = outcome(record.game, state, len(record.actions))
    differences = []
    for key in ("actions", "scores", "final_hash"):
        if got[key] != golden[key]:
            differences.append(f"{name}: {key} was {golden[key]!r}, now {got[key]!r}")
    if state.to_move() is not None:
        differences.append(f"{name}: the replayed game is not over")
    return differences

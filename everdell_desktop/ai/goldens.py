"""Golden replays: seeded games whose outcome is pinned, the net under every rules refactor.

A folder of goldens holds ``manifest.json`` (the list of games: name, game, players, optional
solo bot, difficulty and extra options, the agents by seat, the seed) and one
``<name>.json`` per game with its record and what replaying it must give: the final state hash,
the score breakdown, the number of actions and a digest of the words each action is told in
(``words``). :func:`check` replays a golden through the full legality gate (``game.apply``'s)
and lists every difference: in the outcome, in the words of any action in any language the
game speaks, and, given the golden's agents, the first action they would now choose otherwise.
:func:`write` plays the game again with its agents and rewrites the file — only for a
deliberate change, which its commit message (and ``docs/rulings.md`` for a rule) then names.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from everdell_desktop.core import (
    Action,
    GameConfig,
    GameDefinition,
    GameRecord,
    GameState,
    registry,
    replay,
    words,
)

from .base import Agent, create_agent, decision_rng
from .levels import MCTS_LEVELS, by_iterations
from .match import play_match, seat_agents

ACTION_DIGEST = 4  # hex digits of each action's words kept, enough to find the first changed


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
        return cls(**table_fields(data), agents=tuple(data["agents"]))


def table_fields(data: dict[str, Any]) -> dict[str, Any]:
    """The fields a manifest line names for its table, a golden's or a fingerprint's: its
    name, game, table size, seed, solo bot and options."""
    return {
        "name": data["name"],
        "game": data["game"],
        "players": data["players"],
        "seed": data["seed"],
        "solo": data.get("solo"),
        "difficulty": data.get("difficulty"),
        "options": dict(data.get("options", {})),
    }


class TableSpec(Protocol):
    """The table a golden or a fingerprint (``ai.fingerprints``) plays."""

    players: int
    solo: str | None
    difficulty: str | None
    options: dict[str, Any]


def table_config(game: GameDefinition, spec: TableSpec) -> GameConfig:
    """The settings ``spec`` plays ``game`` with."""
    return game.make_config(
        players=spec.players, solo=spec.solo, difficulty=spec.difficulty, **spec.options
    )


def load_manifest(folder: Path) -> list[GoldenSpec]:
    data = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    return [GoldenSpec.from_json(entry) for entry in data["games"]]


def golden_agents(game: GameDefinition, names: Sequence[str]) -> list[Agent]:
    """The agents a golden is played with: a search level bounded by its iterations only and
    searching alone (no time cap), so one seed plays one game however loaded the machine."""
    return [
        by_iterations(name, game) if name in MCTS_LEVELS else create_agent(name, game)
        for name in names
    ]


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


@dataclass(slots=True)
class Told:
    """A record replayed through the legality gate: the final state, each action's words in
    every language of the game (the labels the Moves list and the log show), and the first
    action the golden's agents would now choose otherwise (None: they chose every one)."""

    state: GameState
    labels: list[tuple[str, ...]]
    agents_differ: str | None = None

    def words(self) -> dict[str, str]:
        """What a golden pins of the words: one digest of them all, and a short digest of each
        action's, which finds the first action told otherwise."""
        lines = ["\t".join(labels) for labels in self.labels]
        return {
            "sha256": _digest("\n".join(lines)),
            "by_action": "".join(_digest(line)[:ACTION_DIGEST] for line in lines),
        }


def write(folder: Path, spec: GoldenSpec) -> dict[str, Any]:
    """Play ``spec`` with its agents and write ``<name>.json``; returns what was written."""
    game = registry.get(spec.game)
    result = play_match(game, table_config(game, spec), golden_agents(game, spec.agents), spec.seed)
    told = tell(result.record)
    golden = {
        "record": result.record.model_dump(exclude={"final_hash", "meta"}),
        **outcome(spec.game, told.state, len(result.record.actions)),
        "words": told.words(),
    }
    path = folder / f"{spec.name}.json"
    path.write_text(json.dumps(golden, indent=1) + "\n", encoding="utf-8")
    return golden


def check(folder: Path, name: str, agents: Sequence[str] = ()) -> list[str]:
    """Replay ``<name>.json`` and list how the result differs from what it pins (empty: same).
    With ``agents`` (its manifest's), they also choose each action again, seeded as
    :func:`write` seeds them."""
    golden = json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))
    record = GameRecord.model_validate(golden["record"])
    told = tell(record, agents)
    got = outcome(record.game, told.state, len(record.actions))
    differences = []
    for key in ("actions", "scores", "final_hash"):
        if got[key] != golden[key]:
            differences.append(f"{name}: {key} was {golden[key]!r}, now {got[key]!r}")
    if told.state.to_move() is not None:
        differences.append(f"{name}: the replayed game is not over")
    differences += _words_differences(name, told, golden.get("words"), record.actions)
    if told.agents_differ is not None:
        differences.append(f"{name}: {told.agents_differ}")
    return differences


def tell(record: GameRecord, agents: Sequence[str] = ()) -> Told:
    """Replay ``record`` through the legality gate (``core.replay``), wording each action in
    every language of its game; with ``agents``, ask them for each action too, until one would
    choose otherwise."""
    game = record.definition()
    languages = registry.plugin(game.name).languages
    chosen = golden_agents(game, agents)
    labels: list[tuple[str, ...]] = []
    differ: list[str] = []

    def before(index: int, state: GameState, action: Action) -> None:
        labels.append(tuple(_label(game, state, action, code) for code in languages))
        if chosen and not differ:
            by_seat = seat_agents(chosen, state.num_seats)
            found = _other_choice(by_seat, game, state, action, record.seed, index)
            if found is not None:
                differ.append(found)

    state = replay(record, before=before)
    return Told(state, labels, differ[0] if differ else None)


def _other_choice(
    by_seat: list[Agent],
    game: GameDefinition,
    state: GameState,
    recorded: Action,
    seed: int,
    index: int,
) -> str | None:
    """The choice of the seat's agent at action ``index`` (as :func:`write`'s match asks it)
    when it is not the record's action, told as a difference; None when it is."""
    seat = state.to_move()
    view, legal = game.view(state, seat), game.legal_actions(state)
    chosen = by_seat[seat].choose(view, legal, decision_rng(seed, index)).encode()
    if chosen == recorded.encode():
        return None
    return (
        f"action {index + 1} (seat {seat}): its agent now chooses {chosen}, "
        f"the record has {recorded.encode()}"
    )


def _words_differences(
    name: str, told: Told, pinned: dict[str, str] | None, actions: list[str]
) -> list[str]:
    """How the words now differ from the digests the golden pins: the first action worded
    otherwise, with its words now (the golden keeps digests, not the old words)."""
    now = told.words()
    if pinned is None:
        return [f"{name}: pins no words (write it again with goldens --update)"]
    if now == pinned:
        return []
    old, new = _each_action(pinned["by_action"]), _each_action(now["by_action"])
    pairs = enumerate(zip(old, new, strict=False))  # a file edited by hand may differ in length
    index = next((i for i, (was, digest) in pairs if was != digest), None)
    if index is None:  # the short digests agree; the whole one does not
        return [f"{name}: the words' sha256 was {pinned['sha256']}, now {now['sha256']}"]
    return [
        f"{name}: the words of action {index + 1} ({actions[index]}) changed (digest "
        f"{old[index]}, now {new[index]}); now {' / '.join(map(repr, told.labels[index]))}"
    ]


def _each_action(by_action: str) -> list[str]:
    return [by_action[i : i + ACTION_DIGEST] for i in range(0, len(by_action), ACTION_DIGEST)]


def _label(game: GameDefinition, state: GameState, action: Action, code: str) -> str:
    with _language(code):
        return game.describe_action(state, action)


@contextmanager
def _language(code: str) -> Iterator[None]:
    """The words answer in ``code`` meanwhile; the app's language is set back afterwards."""
    before = words.language()
    words.set_language(code)
    try:
        yield
    finally:
        words.set_language(before)


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()

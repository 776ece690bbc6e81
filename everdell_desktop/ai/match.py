"""Play whole games between agents: the engine of the ``simulate`` command and of AI tests."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from everdell_desktop.core import (
    GameConfig,
    GameDefinition,
    GameRecord,
    IllegalAction,
    new_record,
)

from .base import Agent, decision_rng
from .helper import process_cpu

MAX_ACTIONS = 20_000  # a game longer than this is a rules bug, reported as an error


class RunawayGame(RuntimeError):
    """A game that did not end within MAX_ACTIONS actions."""


@dataclass(slots=True)
class MatchResult:
    record: GameRecord
    scores: list[int]
    winners: list[int]
    finished: bool
    decision_times: dict[str, list[float]] = field(default_factory=dict)  # seconds, by agent
    # CPU seconds by agent, of this process and its helper process (``helper.process_cpu``)
    decision_cpu: dict[str, list[float]] = field(default_factory=dict)


def seat_agents(agents: list[Agent], seats: int) -> list[Agent]:
    """Agents assigned to seats in order, cycling through the list."""
    return [agents[seat % len(agents)] for seat in range(seats)]


def play_match(
    game: GameDefinition,
    config: GameConfig,
    agents: list[Agent],
    seed: int,
    record: GameRecord | None = None,
) -> MatchResult:
    """Play one game to the end. ``record`` collects actions as they are taken, so a caller
    that catches an exception still holds the unfinished game."""
    state = game.new_game(config, seed)
    record = record or new_record(game, config, seed)
    by_seat = seat_agents(agents, state.num_seats)
    result = MatchResult(record, [], [], False)
    for _ in range(MAX_ACTIONS):
        seat = state.to_move()
        if seat is None:
            break
        agent = by_seat[seat]
        legal = game.legal_actions(state)
        started, cpu_started = time.perf_counter(), process_cpu()
        rng = decision_rng(seed, len(record.actions))
        action = agent.choose(game.view(state, seat), legal, rng)
        result.decision_times.setdefault(agent.name, []).append(time.perf_counter() - started)
        result.decision_cpu.setdefault(agent.name, []).append(process_cpu() - cpu_started)
        if action not in legal:
            raise IllegalAction(f"agent {agent.name} chose {action.encode()}, which is not legal")
        game.apply_legal(state, action)
        record.actions.append(action.encode())
    else:
        raise RunawayGame(f"game did not end within {MAX_ACTIONS} actions")
    record.final_hash = game.state_hash(state)
    breakdowns = game.scores(state)
    result.scores = [b.total for b in breakdowns]
    result.winners = game.winners(state)
    result.finished = True
    return result

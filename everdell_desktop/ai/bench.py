"""Engine speed figures for the ``bench`` command: the costs the AI search pays per step."""

from __future__ import annotations

import time
from typing import Any

from everdell_desktop.core import GameDefinition, GameState, Rng

from .match import MAX_ACTIONS


def _random_game(game: GameDefinition, players: int, seed: int, options: dict[str, Any]) -> int:
    """Play one uniformly random game; return the number of actions taken."""
    state = game.new_game(game.make_config(players=players, **options), seed)
    rng = Rng(seed ^ 0xBE7C)
    for count in range(MAX_ACTIONS):
        if state.to_move() is None:
            return count
        game.apply_legal(state, rng.choice(game.legal_actions(state)))
    raise RuntimeError(f"random game with seed {seed} did not end")


def _midgame_states(
    game: GameDefinition, players: int, seed: int, count: int, options: dict[str, Any]
) -> list[GameState]:
    """States sampled along random games, the inputs for the per-call timings."""
    states: list[GameState] = []
    rng = Rng(seed)
    while len(states) < count:
        config = game.make_config(players=players, **options)
        state = game.new_game(config, rng.next_u64() >> 1)
        while state.to_move() is not None and len(states) < count:
            if rng.randrange(4) == 0:
                states.append(state.clone())
            game.apply_legal(state, rng.choice(game.legal_actions(state)))
    return states


def _per_call_us(function, inputs: list, budget: float) -> float:
    calls, started = 0, time.perf_counter()
    while True:
        for item in inputs:
            function(item)
        calls += len(inputs)
        elapsed = time.perf_counter() - started
        if elapsed >= budget:
            return round(1e6 * elapsed / calls, 2)


def run_bench(
    game: GameDefinition, seconds: float, seed: int, options: dict[str, Any] | None = None
) -> dict[str, Any]:
    """Speed figures for ``game`` (with ``options``, e.g. an expansion, in every config)."""
    options = options or {}
    players = max(2, game.min_players)
    states = _midgame_states(game, players, seed, 200, options)
    rng = Rng(seed)

    def apply_one(state: GameState) -> None:
        copy = state.clone()
        game.apply_legal(copy, rng.choice(game.legal_actions(copy)))

    clone_us = _per_call_us(lambda s: s.clone(), states, seconds / 4)
    legal_us = _per_call_us(game.legal_actions, states, seconds / 4)
    clone_legal_apply_us = _per_call_us(apply_one, states, seconds / 4)
    result: dict[str, Any] = {
        "game": game.name,
        **options,
        "clone_us": clone_us,
        "legal_actions_us": legal_us,
        "apply_us": round(max(clone_legal_apply_us - clone_us - legal_us, 0.0), 2),
        "random_games_per_second": {},
        "actions_per_random_game": {},
    }
    for count in range(players, game.max_players + 1):
        games = actions = 0
        started = time.perf_counter()
        while time.perf_counter() - started < seconds or games == 0:
            actions += _random_game(game, count, seed + games, options)
            games += 1
        elapsed = time.perf_counter() - started
        result["random_games_per_second"][str(count)] = round(games / elapsed, 2)
        result["actions_per_random_game"][str(count)] = round(actions / games, 1)
    return result

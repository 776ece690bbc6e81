"""Score breakdowns of agent games, for balance work on a game's card data.

``python -m everdell_desktop.ai.balance --game emerland --players 3 --agents mcts-normal
--games 5`` plays the games and prints, as JSON, the mean of every score category
(``ScoreBreakdown.categories``) for the winners and for all seats, the mean of every named detail
(e.g. each Prosperity card's or Realm's points), the winner's mean total and the wins per seat.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from typing import Any

from everdell_desktop.core import GameDefinition, Rng, ScoreBreakdown, registry, replay

from .base import create_agent
from .match import play_match


def final_breakdowns(game: GameDefinition, players: int, names: list[str], seed: int):
    """Play one game; return the final score breakdowns of the real seats and the winners."""
    config = game.make_config(players=players)
    agents = [create_agent(name, game) for name in names]
    result = play_match(game, config, agents, seed)
    state = replay(result.record)
    return game.scores(state)[:players], result.winners


def balance_report(
    game: GameDefinition, players: int, names: list[str], games: int, seed: int
) -> dict[str, Any]:
    seeds = Rng(seed)
    winner_rows: list[ScoreBreakdown] = []
    all_rows: list[ScoreBreakdown] = []
    wins_by_seat = [0.0] * players
    for _ in range(games):
        breakdowns, winners = final_breakdowns(game, players, names, seeds.next_u64() >> 1)
        all_rows.extend(breakdowns)
        for seat in winners:
            wins_by_seat[seat] += 1 / len(winners)
            winner_rows.append(breakdowns[seat])
    return {
        "game": game.name,
        "players": players,
        "agents": names,
        "games": games,
        "winner_mean_total": _mean([b.total for b in winner_rows]),
        "winner_totals": sorted(b.total for b in winner_rows),
        "all_mean_total": _mean([b.total for b in all_rows]),
        "winner_mean_categories": _mean_categories(winner_rows),
        "all_mean_categories": _mean_categories(all_rows),
        "all_mean_details": _mean_details(all_rows),
        "wins_by_seat": wins_by_seat,
    }


def _mean(values: list[float]) -> float:
    return round(sum(values) / len(values), 2) if values else 0.0


def _mean_categories(rows: list[ScoreBreakdown]) -> dict[str, float]:
    sums: dict[str, float] = defaultdict(float)
    for row in rows:
        for name, points in row.categories.items():
            sums[name] += points
    return {name: round(total / len(rows), 2) for name, total in sums.items()}


def _mean_details(rows: list[ScoreBreakdown]) -> dict[str, dict[str, float]]:
    """Mean points per named detail over all seats (a detail a seat lacks counts as 0)."""
    sums: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    for row in rows:
        for group, entries in row.details.items():
            for name, points in entries.items():
                sums[group][name] += points
    return {
        group: {name: round(total / len(rows), 2) for name, total in sorted(entries.items())}
        for group, entries in sums.items()
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m everdell_desktop.ai.balance")
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--agents", required=True, help="comma-separated, seats in turn")
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    game = registry.get(args.game)
    names = [name.strip() for name in args.agents.split(",") if name.strip()]
    report = balance_report(game, args.players, names, args.games, args.seed)
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())

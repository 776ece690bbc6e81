"""How often the coach suggests Hard's move: the ``coach-agreement`` command.

Positions: one per deal of the run's seed, taken from a game ``greedy`` plays against itself
(with its usual decision streams) at a seeded point in the middle half of the game where the
seat to move has a choice. At each, Hard (the reference level, by its iterations only, sharing
with its helper process only work that leaves the answer as it is, so neither the machine nor
its load changes anything) chooses with the random stream it would
play with in that game (``decision_rng``), and the coach suggests with that same stream: they
agree when they name the same move (the coach is Hard by its iterations, so with the reference
``mcts-hard`` it does by construction). Where they differ, Hard's re-check (its search's
playouts and judgement, ``ai.coach.SearchJudge``) says whether its move is at least
``CLEARLY_BETTER`` points better than the coach's, as the review would list a mistake. The
reference level asked again with another stream (``AGAIN_SALT``) tells how stable Hard's own
choice is: how often it names the same move, and how often its re-check rates the first move
less than ``CLEARLY_BETTER`` points better than the second. The coach's CPU time per suggestion
(search and judge, its helper's included) and the wall time a player waits for it are
measured too; nothing is timed against a wall clock, and the same spec gives the same
agreement.
"""

from __future__ import annotations

import statistics
import time
from dataclasses import asdict, dataclass
from typing import Any

from everdell_desktop.core import GameDefinition, GameState, Rng

from .base import create_agent, decision_rng
from .coach import CLEARLY_BETTER, COACH_AGENT, SearchJudge, suggest
from .greedy import GreedyAgent
from .helper import process_cpu
from .levels import COACH_REFERENCE, by_iterations

AGREEMENT_SALT = 0xA9EE  # keeps the positions' deals apart from the ladder's and training's
AGAIN_SALT = 0xA6A1  # Hard asked again: a stream other than the one it plays with
MIDDLE = (0.25, 0.75)  # the share of a game's actions where positions are taken
MAX_ACTIONS = 20_000


@dataclass(frozen=True, slots=True)
class AgreementSpec:
    game: str
    players: int
    positions: int
    seed: int
    reference: str = COACH_REFERENCE
    coach: str = COACH_AGENT
    expansion: str | None = None


@dataclass(frozen=True, slots=True)
class Position:
    """A position to ask about: the game state, its deal and how many actions it took."""

    state: GameState
    deal: int
    taken: int


def mid_game_positions(game: GameDefinition, config, count: int, seed: int) -> list[Position]:
    """``count`` seeded positions, one per deal, each in the middle half of a ``greedy``
    game and with a choice for the seat to move."""
    greedy = GreedyAgent(game)
    deals = Rng(seed ^ AGREEMENT_SALT)
    found = []
    while len(found) < count:
        deal = deals.next_u64() >> 1
        actions = _greedy_game(game, config, deal, greedy)
        low, high = (int(len(actions) * share) for share in MIDDLE)
        position = _first_choice(
            game, config, deal, actions, low + deals.randrange(max(1, high - low))
        )
        if position is not None:
            found.append(position)
    return found


def _greedy_game(game: GameDefinition, config, deal: int, greedy: GreedyAgent) -> list:
    state = game.new_game(config, deal)
    actions = []
    for taken in range(MAX_ACTIONS):
        seat = state.to_move()
        if seat is None:
            break
        view, legal = game.view(state, seat), game.legal_actions(state)
        action = greedy.choose(view, legal, decision_rng(deal, taken))
        game.apply_legal(state, action)
        actions.append(action)
    return actions


def _first_choice(
    game: GameDefinition, config, deal: int, actions: list, start: int
) -> Position | None:
    """The first position from action ``start`` on where the seat to move has a choice."""
    state = game.new_game(config, deal)
    for taken, action in enumerate(actions):
        if taken >= start and len(game.legal_actions(state)) > 1:
            return Position(state, deal, taken)
        game.apply_legal(state, action)
    return None


def measure_agreement(game: GameDefinition, config, spec: AgreementSpec) -> dict[str, Any]:
    """The coach's agreement with the reference level on ``spec.positions`` positions, and
    the reference level's with itself asked with another stream."""
    positions = mid_game_positions(game, config, spec.positions, spec.seed)
    agreed = within = steady = steady_within = 0
    coach_cpu, coach_wall, reference_cpu = [], [], []
    for position in positions:
        state, seat = position.state, position.state.to_move()
        view, legal = game.view(state, seat), game.legal_actions(state)
        reference = by_iterations(spec.reference, game)
        started = process_cpu()
        hard = reference.choose(view, legal, decision_rng(position.deal, position.taken))
        reference_cpu.append(process_cpu() - started)
        coach = create_agent(spec.coach, game)
        started, began = process_cpu(), time.perf_counter()
        hint = suggest(game, view, legal, decision_rng(position.deal, position.taken), coach)
        coach_cpu.append(process_cpu() - started)
        coach_wall.append(time.perf_counter() - began)
        again_rng = decision_rng(position.deal ^ AGAIN_SALT, position.taken)
        again = by_iterations(spec.reference, game).choose(view, legal, again_rng)
        check = Rng(again_rng.next_u64())  # the re-checks' guesses, one stream per position
        agreed += hint.action == hard
        within += _within_bar(reference, view, seat, hard, hint.action, check.clone())
        steady += again == hard
        steady_within += _within_bar(reference, view, seat, hard, again, check)
    count = len(positions)
    return {
        "spec": asdict(spec),
        "positions": count,
        "agreed": agreed,
        "agreement_percent": _percent(agreed, count),
        "within_review_bar": within,
        "within_review_bar_percent": _percent(within, count),
        "reference_again_agreed": steady,
        "reference_again_percent": _percent(steady, count),
        "reference_again_within_bar": steady_within,
        "reference_again_within_bar_percent": _percent(steady_within, count),
        "coach_cpu_ms": _spread(coach_cpu),  # its helper's included
        "coach_wall_ms": _spread(coach_wall),
        "reference_cpu_ms": _spread(reference_cpu),
    }


def _within_bar(reference, view: GameState, seat: int, hard, other, check: Rng) -> bool:
    """Whether ``other`` is Hard's move ``hard``, or Hard's re-check rates ``hard`` less than
    ``CLEARLY_BETTER`` points better (the review would not list ``other``)."""
    if other == hard:
        return True
    other_lead, hard_lead = SearchJudge(reference).values(view, [other, hard], seat, check)
    return hard_lead - other_lead < CLEARLY_BETTER


def _percent(part: int, whole: int) -> float:
    return round(100 * part / whole, 1)


def _spread(seconds: list[float]) -> dict[str, float]:
    ordered = sorted(seconds)
    return {
        "median": round(1000 * statistics.median(ordered), 1),
        "p90": round(1000 * ordered[int(0.9 * (len(ordered) - 1))], 1),
        "max": round(1000 * ordered[-1], 1),
    }

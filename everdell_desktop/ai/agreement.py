"""How often the coach suggests Hard's move: the ``coach-agreement`` command.

Positions: one per deal of the run's seed, taken from a game ``greedy`` plays against itself
(with its usual decision streams) at a seeded point in the middle half of the game where the
seat to move has a choice. At each, Hard (the reference level, by its iterations only and in
one process, so a load on the machine changes nothing) chooses with the random stream it would
play with in that game, and the coach suggests with its own stream (``ai.coach.coach_rng``):
they agree when they name the same move. Where they differ, Hard's re-check (its search's
playouts and judgement, ``ai.coach.SearchJudge``) says whether its move is at least
``CLEARLY_BETTER`` points better than the coach's, as the review would list a mistake. The
coach's CPU time per suggestion (search and judge, one process) is measured too; nothing is
timed against a wall clock, and the same spec gives the same agreement. The reference level
asked again with the coach's stream tells how often Hard agrees with itself: the most any
coach can agree with it (the rest are decisions between moves its search barely tells apart).
"""

from __future__ import annotations

import statistics
import time
from dataclasses import asdict, dataclass
from typing import Any

from everdell_desktop.core import GameDefinition, GameState, Rng

from .base import create_agent, decision_rng
from .coach import CLEARLY_BETTER, COACH_AGENT, SearchJudge, coach_rng, suggest
from .greedy import GreedyAgent
from .levels import by_iterations

AGREEMENT_SALT = 0xA9EE  # keeps the positions' deals apart from the ladder's and training's
MIDDLE = (0.25, 0.75)  # the share of a game's actions where positions are taken
MAX_ACTIONS = 20_000


@dataclass(frozen=True, slots=True)
class AgreementSpec:
    game: str
    players: int
    positions: int
    seed: int
    reference: str = "mcts-hard"
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
    """The coach's agreement with the reference level on ``spec.positions`` positions."""
    positions = mid_game_positions(game, config, spec.positions, spec.seed)
    agreed = within = steady = 0
    coach_cpu, reference_cpu = [], []
    for position in positions:
        state, seat = position.state, position.state.to_move()
        view, legal = game.view(state, seat), game.legal_actions(state)
        reference = by_iterations(spec.reference, game)
        started = time.process_time()
        hard = reference.choose(view, legal, decision_rng(position.deal, position.taken))
        reference_cpu.append(time.process_time() - started)
        coach = create_agent(spec.coach, game)
        rng = coach_rng(position.deal, position.taken)
        stream = rng.clone().next_u64()  # the coach's search draws this first
        started = time.process_time()
        hint = suggest(game, view, legal, rng, coach)
        coach_cpu.append(time.process_time() - started)
        again = by_iterations(spec.reference, game).choose(view, legal, Rng(stream))
        steady += again == hard
        if hint.action == hard:
            agreed += 1
            within += 1
            continue
        check = Rng(rng.next_u64())
        hint_lead, hard_lead = SearchJudge(reference).values(view, [hint.action, hard], seat, check)
        within += hard_lead - hint_lead < CLEARLY_BETTER
    return {
        "spec": asdict(spec),
        "positions": len(positions),
        "agreed": agreed,
        "agreement_percent": round(100 * agreed / len(positions), 1),
        "reference_again_agreed": steady,
        "reference_again_percent": round(100 * steady / len(positions), 1),
        "within_review_bar": within,
        "within_review_bar_percent": round(100 * within / len(positions), 1),
        "coach_cpu_ms": _spread(coach_cpu),
        "reference_cpu_ms": _spread(reference_cpu),
    }


def _spread(seconds: list[float]) -> dict[str, float]:
    ordered = sorted(seconds)
    return {
        "median": round(1000 * statistics.median(ordered), 1),
        "p90": round(1000 * ordered[int(0.9 * (len(ordered) - 1))], 1),
        "max": round(1000 * ordered[-1], 1),
    }

"""The coach: a suggested move with its expected score effect, and a review of a finished game.

Both judge moves the same way (:class:`MoveJudge`): a move is applied to a few guesses of the
hidden information (the same guesses for every move compared, so the luck of a guess cancels
out), the prompts it opens for the same player are answered greedily, and the position is
valued by the game's heuristic for that player: the final lead over the best rival the AI
expects, in points. The suggestion is the Normal AI's move (its search decides, the judge only
explains it); the review asks the same AI at every decision a human made and keeps those where
the AI's choice is judged clearly better than the human's. Both ask through :func:`coach_choice`
(one agent level, one budget, one random stream per decision: :func:`coach_rng`), so the review
re-checks a move with the very search that would have suggested it; a move the player took from
the coach or a tutorial (``followed``) is never judged at all.

Everything here speaks to a game through the engine contract and its heuristic: no game is
named, and nothing here imports Qt (the window runs it on a worker thread).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass

from everdell_desktop.core import Action, GameDefinition, GameRecord, GameState, Rng

from .base import create_agent, decision_rng
from .greedy import GreedyAgent
from .heuristics import heuristic_for

COACH_AGENT = "mcts-normal"
SAMPLES = 4  # guesses of the hidden information each comparison averages over
CLEARLY_BETTER = 2.0  # points: a smaller gap is within the judge's own error
REVIEW_LIMIT = 8  # the review lists at most this many moves, the costliest ones
COACH_SALT = 0xC0AC4  # the coach's random stream differs from the AI players'

Progress = Callable[[int, int], None]  # (decisions reviewed, decisions in all)
StopCheck = Callable[[], bool]


class MoveJudge:
    """Values moves for the player making them: the expected final lead after each, in points."""

    def __init__(self, game: GameDefinition, samples: int = SAMPLES) -> None:
        self.game = game
        self.samples = samples
        self._greedy = GreedyAgent(game, heuristic_for(game))

    def values(self, view: GameState, actions: list[Action], seat: int, rng: Rng) -> list[float]:
        """Each action's expected lead for ``seat``, averaged over the same guesses."""
        totals = [0.0] * len(actions)
        for _ in range(self.samples):
            world = self.game.determinize(view, rng)
            for index, value in enumerate(self._greedy.action_values(world, actions, seat)):
                totals[index] += value
        return [total / self.samples for total in totals]


@dataclass(frozen=True, slots=True)
class Suggestion:
    """The coach's move: ``lead`` is the final lead the AI expects after it, ``margin`` how
    much more that is than after the best other move (None when there is no other)."""

    action: Action
    label: str
    lead: float
    margin: float | None

    def reason(self) -> str:
        """The one line the window shows beside the highlighted move. The search looks further
        ahead than the judge, so the judge may rate another move higher; the line then names no
        gain, since a negative one would read as advice against the move it suggests."""
        text = f"{self.label} \u2014 expected final lead {self.lead:+.1f} points"
        if self.margin is None or self.margin < 0:
            return text
        return text + f" ({self.margin:+.1f} against your next best move)"


def coach_choice(agent, view: GameState, legal: list[Action], rng: Rng) -> tuple[Action, Rng]:
    """The coach's one way to decide: ``agent``'s move for the player to move in ``view``, and
    the stream the judge then draws its guesses from. The suggestion and the review both
    decide through here, with the decision's :func:`coach_rng` stream."""
    choice = agent.choose(view, legal, Rng(rng.next_u64()))
    return choice, Rng(rng.next_u64())


def suggest(
    game: GameDefinition,
    view: GameState,
    legal: list[Action],
    rng: Rng,
    agent=None,
    judge: MoveJudge | None = None,
) -> Suggestion:
    """The Normal AI's move for the player to move in ``view``, with its expected effect.
    ``agent`` (any agent; default a new Normal AI) and ``judge`` may be passed in to reuse."""
    agent = agent if agent is not None else create_agent(COACH_AGENT, game)
    judge = judge or MoveJudge(game)
    choice, judge_rng = coach_choice(agent, view, legal, rng)
    others = [action for action in legal if action != choice]
    values = judge.values(view, [choice, *others], view.to_move(), judge_rng)
    margin = values[0] - max(values[1:]) if others else None
    return Suggestion(choice, game.describe_action(view, choice), values[0], margin)


def coach_rng(seed: int, actions_taken: int) -> Rng:
    """The coach's random stream at a decision: reproducible, and not the AI players' own."""
    return decision_rng(seed ^ COACH_SALT, actions_taken)


@dataclass(frozen=True, slots=True)
class Mistake:
    """A human decision the AI would have made otherwise, and how much better its choice is
    judged (``loss``, in points of expected final lead)."""

    index: int  # the move's place in the record
    seat: int
    played: str
    better: str
    loss: float


def review_game(
    record: GameRecord,
    seats: Collection[int],
    agent=None,
    judge: MoveJudge | None = None,
    progress: Progress | None = None,
    should_stop: StopCheck | None = None,
    followed: Mapping[int, str] | None = None,
) -> list[Mistake]:
    """Replay ``record`` and compare every decision of ``seats`` (the humans) that had a choice
    with the AI's; the costliest clearly worse ones (at most REVIEW_LIMIT), in game order.
    ``followed`` maps a move's index to the move the coach suggested or a tutorial required
    there: when the record holds that very move it is not judged.
    Stops early (returning what it found) when ``should_stop()`` turns true."""
    game = record.definition()
    agent = agent if agent is not None else create_agent(COACH_AGENT, game)
    judge = judge or MoveJudge(game)
    state = game.new_game(game.make_config(**record.config), record.seed)
    actions = [game.parse_action(text) for text in record.actions]
    decisions = _decisions(game, record, seats) - _followed(record, followed or {})
    found: list[Mistake] = []
    done = 0
    for index, action in enumerate(actions):
        if should_stop is not None and should_stop():
            break
        if index in decisions:
            mistake = _judge_decision(game, state, index, action, record.seed, agent, judge)
            if mistake is not None:
                found.append(mistake)
            done += 1
            if progress is not None:
                progress(done, len(decisions))
        game.apply_legal(state, action)
    worst = sorted(found, key=lambda mistake: -mistake.loss)[:REVIEW_LIMIT]
    return sorted(worst, key=lambda mistake: mistake.index)


def _decisions(game: GameDefinition, record: GameRecord, seats: Collection[int]) -> set[int]:
    """The record's indices where one of ``seats`` chose among more than one action."""
    state = game.new_game(game.make_config(**record.config), record.seed)
    found = set()
    for index, text in enumerate(record.actions):
        if state.to_move() in seats and len(game.legal_actions(state)) > 1:
            found.add(index)
        game.apply_legal(state, game.parse_action(text))
    return found


def _followed(record: GameRecord, followed: Mapping[int, str]) -> set[int]:
    """The record's indices that hold the move the coach or a tutorial gave for them."""
    actions = record.actions
    return {i for i, text in followed.items() if 0 <= i < len(actions) and actions[i] == text}


def _judge_decision(
    game: GameDefinition,
    state: GameState,
    index: int,
    played: Action,
    seed: int,
    agent,
    judge: MoveJudge,
) -> Mistake | None:
    seat = state.to_move()
    view = game.view(state, seat)
    legal = game.legal_actions(state)
    choice, judge_rng = coach_choice(agent, view, legal, coach_rng(seed, index))
    if choice == played:
        return None
    played_value, choice_value = judge.values(view, [played, choice], seat, judge_rng)
    loss = choice_value - played_value
    if loss < CLEARLY_BETTER:
        return None
    return Mistake(
        index,
        seat,
        game.describe_action(state, played),
        game.describe_action(state, choice),
        loss,
    )

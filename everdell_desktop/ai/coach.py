"""The coach: a suggested move with its expected score effect, and a review of a finished game.

The coach is Hard (``ai.levels.COACH_LEVEL``: Hard bounded by its iterations only, alone, with
no tree kept between decisions) asked with the random stream an AI in the seat decides with
(``ai.base.decision_rng``), so a suggestion is the move Hard plays there and a re-check of it
finds the same move. Suggestion and review both ask through :func:`coach_choice` (one agent
level, one budget, one random stream per decision); a move the player took from the coach or a
tutorial (``followed``) is never judged at all.

Moves are valued by a judge, in points of expected final lead for the player making them, on
the same guesses of the hidden information for every move compared (so the luck of a guess
cancels out). A searching coach is judged by its own search (:class:`SearchJudge`): each move
played on as the search's playouts are and judged as they are. The review lists a human's move
only when the search chose another and that re-check rates the other at least
``CLEARLY_BETTER`` points higher, with what the better move gains: the named items (the
Events, the cards a game declares in ``GameDefinition.scored_items``) it gains most in, else
the score categories. A suggestion carries the one item its move gains most in against the
search's runner-up: the window says it in words ("claims the Event more often"). Any
other agent (the tests' ``greedy``) is judged by :class:`MoveJudge`: the prompts a move opens
for the same player are answered greedily and the game's heuristic values the position.

Everything here speaks to a game through the engine contract and its heuristic: no game is
named, and nothing here imports Qt (the window runs it on a worker thread).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field

from everdell_desktop.core import (
    Action,
    GameDefinition,
    GameRecord,
    GameState,
    Rng,
    ScoreBreakdown,
)

from .base import create_agent, decision_rng
from .greedy import GreedyAgent
from .heuristics import heuristic_for
from .ismcts import ISMCTSAgent
from .levels import COACH_LEVEL

COACH_AGENT = COACH_LEVEL
SAMPLES = 4  # guesses of the hidden information each greedy comparison averages over
RECHECK_GUESSES = 24  # guesses (one playout each per move) a search's re-check averages over
GAIN_SHOWN = 0.5  # points: a score category or item the better move gains less in goes unnamed
GAINS_LISTED = 3  # the review names at most this many categories (or items) per move
CLEARLY_BETTER = 2.0  # points: a smaller gap is within the judge's own error
REVIEW_LIMIT = 8  # the review lists at most this many moves, the costliest ones

Progress = Callable[[int, int], None]  # (decisions reviewed, decisions in all)
StopCheck = Callable[[], bool]
Item = tuple[str, str]  # a named item: (its group in ScoreBreakdown.details, its key there)


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a judge sees one move: the expected final lead after it, in points, and where a
    search played it on, the player's score at the playouts' end, averaged: by category, by
    named item (``items``: the game's ``scored_items`` groups) and how often each item
    scored at all (``shares``: the fraction of the playouts)."""

    lead: float
    categories: Mapping[str, float]
    items: Mapping[Item, float] = field(default_factory=dict)
    shares: Mapping[Item, float] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class ItemGain:
    """A named item a move gains in against another: ``points`` more on average, and
    ``share`` the change in how often it scores (0.25: in a quarter more of the playouts)."""

    group: str
    key: str
    points: float
    share: float


class MoveJudge:
    """Values moves for the player making them: the expected final lead after each, in points,
    by a greedy look-ahead scored with the game's heuristic."""

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

    def outcomes(
        self, view: GameState, actions: list[Action], seat: int, rng: Rng
    ) -> list[Outcome]:
        """:meth:`values`, with no score categories (a look-ahead plays nothing on)."""
        return [Outcome(value, {}) for value in self.values(view, actions, seat, rng)]


class _Tally:
    """One move's playouts added up: its lead, its categories and its named items."""

    def __init__(self, groups: tuple[str, ...]) -> None:
        self.groups = groups
        self.lead = 0.0
        self.categories: dict[str, float] = {}
        self.items: dict[Item, float] = {}
        self.scored: dict[Item, int] = {}

    def add(self, lead: float, score: ScoreBreakdown) -> None:
        self.lead += lead
        for key, points in score.categories.items():
            self.categories[key] = self.categories.get(key, 0.0) + points
        for group in self.groups:
            for key, points in score.details.get(group, {}).items():
                item = (group, key)
                self.items[item] = self.items.get(item, 0.0) + points
                self.scored[item] = self.scored.get(item, 0) + 1

    def outcome(self, count: int) -> Outcome:
        def mean(totals: Mapping) -> dict:
            return {key: total / count for key, total in totals.items()}

        return Outcome(
            self.lead / count, mean(self.categories), mean(self.items), mean(self.scored)
        )


class SearchJudge:
    """Values moves as ``agent``'s search judges its playouts: on each guess of the hidden
    information every move is applied to the same world and played on with the same random
    stream (the search's playout policy and length), then judged by the search's heuristic
    (or the final score): the lead in points, averaged over ``guesses`` guesses."""

    def __init__(self, agent: ISMCTSAgent, guesses: int = RECHECK_GUESSES) -> None:
        self.agent = agent
        self.guesses = guesses

    def values(self, view: GameState, actions: list[Action], seat: int, rng: Rng) -> list[float]:
        return [outcome.lead for outcome in self.outcomes(view, actions, seat, rng)]

    def outcomes(
        self, view: GameState, actions: list[Action], seat: int, rng: Rng
    ) -> list[Outcome]:
        game = self.agent.game
        groups = tuple(declared.group for declared in game.scored_items)
        tallies = [_Tally(groups) for _ in actions]
        for _ in range(self.guesses):
            world = game.determinize(view, rng)
            stream = rng.next_u64()
            for action, tally in zip(actions, tallies, strict=True):
                after = world.clone()
                game.apply_legal(after, action)
                self.agent.play_on(after, Rng(stream))
                tally.add(self.agent.judged_leads(after)[seat], game.scores(after)[seat])
        return [tally.outcome(self.guesses) for tally in tallies]


def judge_for(agent, game: GameDefinition) -> MoveJudge | SearchJudge:
    """The judge of ``agent``'s choices: its own search's if it searches, else the greedy one."""
    return SearchJudge(agent) if isinstance(agent, ISMCTSAgent) else MoveJudge(game)


class SuggestionCancelled(Exception):
    """The coach's search was cancelled before it decided: its move is not Hard's, so it is
    neither judged nor suggested."""


@dataclass(frozen=True, slots=True)
class Suggestion:
    """The coach's move: ``lead`` is the final lead the AI expects after it, ``margin`` how
    much more that is than after the best other move (None when there is no other), and
    ``item`` the named item it gains most in against that move (None when none gains
    ``GAIN_SHOWN`` points). The window words it (``ui.coach_words``)."""

    action: Action
    label: str
    lead: float
    margin: float | None
    item: ItemGain | None = None


def coach_choice(agent, view: GameState, legal: list[Action], rng: Rng) -> tuple[Action, Rng]:
    """The coach's one way to decide: ``agent``'s move for the player to move in ``view``, and
    the stream the judge then draws its guesses from. The suggestion and the review both
    decide through here, with the decision's stream (``decision_rng``), which the agent
    decides with as it would in the seat; the judge's stream is drawn from it afterwards."""
    choice = agent.choose(view, legal, rng)
    return choice, Rng(rng.next_u64())


def suggest(
    game: GameDefinition,
    view: GameState,
    legal: list[Action],
    rng: Rng,
    agent=None,
    judge: MoveJudge | SearchJudge | None = None,
) -> Suggestion:
    """The coach's move for the player to move in ``view``, with its expected effect; ``rng``
    is the decision's stream, ``decision_rng(seed, actions taken)``, as an AI seat's.
    ``agent`` (any agent; default a new coach, ``COACH_AGENT``) and ``judge`` (default
    :func:`judge_for` the agent) may be passed in to reuse. A search's move is compared with
    the move its search ranked second, any other agent's with every other legal move. A
    search cancelled meanwhile (``agent.cancel()``) raises :class:`SuggestionCancelled`."""
    agent = agent if agent is not None else create_agent(COACH_AGENT, game)
    judge = judge or judge_for(agent, game)
    choice, judge_rng = coach_choice(agent, view, legal, rng)
    if isinstance(agent, ISMCTSAgent) and agent.last.cancelled:
        raise SuggestionCancelled  # nobody waits for it, and an AI seat may be searching now
    others = _alternatives(agent, legal, choice)
    chosen, *rest = judge.outcomes(view, [choice, *others], view.to_move(), judge_rng)
    label = game.describe_action(view, choice)
    if not rest:
        return Suggestion(choice, label, chosen.lead, None)
    runner_up = max(rest, key=lambda outcome: outcome.lead)
    gained = item_gains(runner_up, chosen)
    item = gained[0] if gained else None
    return Suggestion(choice, label, chosen.lead, chosen.lead - runner_up.lead, item)


def _alternatives(agent, legal: list[Action], choice: Action) -> list[Action]:
    """The moves a suggestion is compared with: the search's runner-up (judging every legal
    move by playouts would not fit a suggestion's time), else every other legal move."""
    if isinstance(agent, ISMCTSAgent):
        runner_up = agent.last.runner_up
        return [] if runner_up is None or runner_up == choice else [runner_up]
    return [action for action in legal if action != choice]


@dataclass(frozen=True, slots=True)
class Mistake:
    """A human decision the AI would have made otherwise, and how much better its choice is
    judged (``loss``, in points of expected final lead)."""

    index: int  # the move's place in the record
    seat: int
    played: str
    better: str
    loss: float
    # The score categories the better move gains in, most first, with the points gained
    # (where the judge played the moves on: see :class:`Outcome`).
    gains: tuple[tuple[str, float], ...] = ()
    items: tuple[ItemGain, ...] = ()  # the named items it gains in, most first


def review_game(
    record: GameRecord,
    seats: Collection[int],
    agent=None,
    judge: MoveJudge | SearchJudge | None = None,
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
    judge = judge or judge_for(agent, game)
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
    judge: MoveJudge | SearchJudge,
) -> Mistake | None:
    seat = state.to_move()
    view = game.view(state, seat)
    legal = game.legal_actions(state)
    choice, judge_rng = coach_choice(agent, view, legal, decision_rng(seed, index))
    if choice == played:
        return None
    was, better = judge.outcomes(view, [played, choice], seat, judge_rng)
    loss = better.lead - was.lead
    if loss < CLEARLY_BETTER:
        return None
    return Mistake(
        index,
        seat,
        game.describe_action(state, played),
        game.describe_action(state, choice),
        loss,
        gains(was, better),
        item_gains(was, better),
    )


def gains(was: Outcome, better: Outcome) -> tuple[tuple[str, float], ...]:
    """The score categories ``better`` ends ahead in, by at least ``GAIN_SHOWN`` points, the
    largest gains first (at most ``GAINS_LISTED``)."""
    return tuple((key, round(gain, 1)) for key, gain in _ahead(was.categories, better.categories))


def item_gains(was: Outcome, better: Outcome) -> tuple[ItemGain, ...]:
    """The named items ``better`` ends ahead in, by at least ``GAIN_SHOWN`` points, the
    largest gains first (at most ``GAINS_LISTED``), each with how much more often it scores."""
    return tuple(
        ItemGain(*item, round(gain, 1), better.shares.get(item, 0.0) - was.shares.get(item, 0.0))
        for item, gain in _ahead(was.items, better.items)
    )


def _ahead(was: Mapping, better: Mapping) -> list[tuple]:
    """The keys ``better`` has at least ``GAIN_SHOWN`` more of, with the gain, most first."""
    found = [(key, points - was.get(key, 0.0)) for key, points in better.items()]
    found = [(key, gain) for key, gain in found if gain >= GAIN_SHOWN]
    found.sort(key=lambda entry: -entry[1])
    return found[:GAINS_LISTED]

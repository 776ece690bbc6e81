"""The turn-resolution kernel: one way for every game to resolve a turn.

A turn is a main action followed by the work it causes. Work waits on the state's task stack
(``state.tasks``: :class:`Task` records, the last one resolves next); a decision waits on the
prompt stack (``state.pending``: ``Prompt`` records, the top one is answered next). While a
prompt is pending, the legal actions are exactly its options, and its answer goes to the
handler it names (``Prompt.then``) together with what that handler saved (``Prompt.ctx``).
The game's one turn-end hook runs when neither work nor a decision is left; work it queues (a
solo bot's turn, a season's steps) is resolved in turn, and when that runs out the hook is
called again. No hook or setup runs the kernel itself::

    KERNEL = Kernel()

    @KERNEL.task("draw")
    def _draw(state, task, events):          # task.kind, task.seat, task.args, task.source
        ...
        KERNEL.ask(state, task.seat, "discard", options, events, then="discarded", ctx=(n,))

    @KERNEL.answer("discarded")
    def _discarded(state, prompt, action, events):
        ...

    KERNEL.turn(turn_actions, main_action, end_turn)   # the game's turn (see Kernel.turn)

    class MyGame(KernelGame):                # legal_actions and apply_legal come from here
        kernel = KERNEL

Seats and places: ``state.num_seats`` seats decide (humans or agents); a solo game seats its
bot at the places after them (:func:`is_bot`). The kernel never asks a bot: an optional choice
offered to a bot is declined (event ``bot_declined``); a mandatory one is a rules bug.

Every optional choice offers :data:`DECLINE`; a repeated choice that may stop early offers
:data:`DONE`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar, NamedTuple, Protocol

from . import events as ev
from .actions import Action, Event, Prompt
from .engine import GameDefinition

DECLINE = Action.of("decline")  # "no thanks" to an optional choice (one for every game)
DONE = Action.of("done")  # stop a repeated choice early (discard up to N...)
TURN_GOES_ON = "turn_goes_on"  # the task kind under a free action's work (Kernel.turn)


class Task(NamedTuple):
    """Work waiting on the stack: what to do (``kind``, a handler name), for whom (``seat``,
    a place at the table), with what (``args``), and what caused it (``source``, which the
    prompts it opens carry)."""

    kind: str
    seat: int
    args: tuple = ()
    source: str | None = None


class ResolvingState(Protocol):
    """What the kernel needs of a game's state."""

    num_seats: int
    pending: list[Prompt]
    tasks: list[Task]
    next_prompt_id: int
    over: bool
    current: int
    turn: int


TaskHandler = Callable[[Any, Task, list[Event]], None]
AnswerHandler = Callable[[Any, Prompt, Action, list[Event]], None]
TurnActions = Callable[[Any, int], list[Action]]
MainAction = Callable[[Any, Action, list[Event]], None]
TurnEnd = Callable[[Any, list[Event]], None]
RoundOver = Callable[[Any], bool]


def is_bot(state: ResolvingState, place: int) -> bool:
    """Whether a place at the table is run by a solo bot (the places after the seats)."""
    return place >= state.num_seats


class Kernel:
    """One game's handlers and policies over the shared resolution loop.

    With ``answer_single_at_once``, a choice with exactly one answer that is not
    :data:`DECLINE` is taken without asking. It is recorded as an event, not as an action: a
    ``prompt_answered`` event with ``auto=True`` tells the log what was answered, while the
    game record keeps only decisions (a replay takes the same lone answer again). See
    docs/kernel.md, "A prompt with one answer".
    """

    def __init__(self, answer_single_at_once: bool = False) -> None:
        self.task_handlers: dict[str, TaskHandler] = {}
        self.answer_handlers: dict[str, AnswerHandler] = {}
        self.answer_single_at_once = answer_single_at_once
        self.turn_actions: TurnActions = _unregistered("turn_actions")
        self.main_action: MainAction = _unregistered("main_action")
        self.turn_end: TurnEnd = _unregistered("turn_end")
        self.free_actions: frozenset[str] = frozenset()
        self.round_over: RoundOver | None = None
        self.round_end: TurnEnd = _unregistered("round_end")

    # --- registering handlers ---------------------------------------------------------------
    def task(self, kind: str) -> Callable[[TaskHandler], TaskHandler]:
        """Decorator: the handler of tasks of ``kind``."""

        def register(handler: TaskHandler) -> TaskHandler:
            self.register({kind: handler}, {})
            return handler

        return register

    def answer(self, then: str) -> Callable[[AnswerHandler], AnswerHandler]:
        """Decorator: the handler of answers to prompts whose ``then`` is ``then``."""

        def register(handler: AnswerHandler) -> AnswerHandler:
            self.register({}, {then: handler})
            return handler

        return register

    def turn(
        self,
        turn_actions: TurnActions,
        main_action: MainAction,
        turn_end: TurnEnd,
        free_actions: Sequence[str] = (),
        round_over: RoundOver | None = None,
        round_end: TurnEnd | None = None,
    ) -> None:
        """Register the game's turn: ``turn_actions(state, seat)`` lists what ``seat`` may do
        when no prompt is open, ``main_action(state, action, events)`` carries one of those out
        and ``turn_end(state, events)``, the one turn-end hook, hands the turn on (or ends the
        game) once neither work nor a decision is left. A main action whose kind is one of
        ``free_actions`` (a trade, a tile power) does not end the turn: once its work is done
        the same seat acts again. A game played in rounds (or seasons) names when one is over,
        ``round_over(state)``, and what then happens, ``round_end(state, events)``: when a turn
        ends the kernel asks, and calls ``round_end`` instead of ``turn_end`` once it is."""
        self.turn_actions, self.main_action, self.turn_end = turn_actions, main_action, turn_end
        self.free_actions = frozenset(free_actions)
        if (round_over is None) != (round_end is None):
            raise ValueError("round_over and round_end are registered together")
        self.round_over = round_over
        if round_end is not None:
            self.round_end = round_end

    def register(self, tasks: dict[str, TaskHandler], answers: dict[str, AnswerHandler]) -> None:
        """Add handlers; replacing one already registered is refused (a solo bot or an
        expansion adds to a game, it never rewrites it behind its back)."""
        for table, added in ((self.task_handlers, tasks), (self.answer_handlers, answers)):
            clash = [name for name in added if name in table and table[name] is not added[name]]
            if clash:
                raise ValueError(f"{', '.join(sorted(clash))} already registered")
            table.update(added)

    # --- the stacks -------------------------------------------------------------------------
    @staticmethod
    def push(state: ResolvingState, task: Task) -> None:
        """Queue one task; it resolves before everything queued earlier."""
        state.tasks.append(task)

    @staticmethod
    def push_all(state: ResolvingState, tasks: Sequence[Task]) -> None:
        """Queue tasks so that the first of them resolves first."""
        state.tasks.extend(reversed(tasks))

    def ask(
        self,
        state: ResolvingState,
        seat: int,
        kind: str,
        options: Sequence[Action],
        events: list[Event],
        then: str | None = None,
        ctx: tuple = (),
        source: str | None = None,
    ) -> None:
        """Open a decision for ``seat``: ``kind`` names the question, ``options`` are its
        answers; the answer goes to the handler ``then`` (default: ``kind``) with ``ctx``."""
        then = then or kind
        if is_bot(state, seat):
            if DECLINE not in options:
                raise RuntimeError(f"a bot at place {seat} may not be asked {kind!r}")
            events.append(Event(ev.BOT_DECLINED, {"seat": seat, "kind": kind, "source": source}))
            return
        if self.answer_single_at_once and len(options) == 1 and options[0] != DECLINE:
            prompt = Prompt(0, seat, kind, tuple(options), source, then, ctx)
            answer = {"seat": seat, "kind": kind, "answer": options[0], "auto": True}
            events.append(Event(ev.PROMPT_ANSWERED, answer))
            self.answer_handlers[then](state, prompt, options[0], events)
            return
        prompt = Prompt(state.next_prompt_id, seat, kind, tuple(options), source, then, ctx)
        state.next_prompt_id += 1
        state.pending.append(prompt)
        events.append(Event(ev.PROMPT_OPENED, {"seat": seat, "kind": kind, "source": source}))

    def run(self, state: ResolvingState, events: list[Event]) -> bool:
        """Resolve queued tasks until a prompt waits for an answer or nothing is left. True
        when it stopped because a free action's work is done (the turn goes on)."""
        tasks, handlers = state.tasks, self.task_handlers
        while tasks and not state.pending:
            task = tasks.pop()
            if task.kind == TURN_GOES_ON:
                return True
            handlers[task.kind](state, task, events)
        return False

    # --- one action -------------------------------------------------------------------------
    def apply(self, state: ResolvingState, action: Action) -> list[Event]:
        """Apply a legal action: the answer to the open prompt, or a main action; then resolve
        what it caused and, once nothing is left, call the game's turn-end hook."""
        return self.apply_holding_turn_end(state, action, hold=False)[0]

    def apply_holding_turn_end(
        self, state: ResolvingState, action: Action, hold: bool = True
    ) -> tuple[list[Event], bool]:
        """:meth:`apply`, but with ``hold`` the settling stops where the turn-end hook would
        first be called: the action's own work is done, and what follows the turn (a solo bot's
        reply, the next seat's turn) waits for :meth:`end_held_turn`. The events so far, and
        whether it stopped there."""
        events: list[Event] = []
        if state.pending:
            prompt = state.pending.pop()
            events.append(
                Event(
                    ev.PROMPT_ANSWERED,
                    {"seat": prompt.seat, "kind": prompt.kind, "answer": action},
                )
            )
            self.answer_handlers[prompt.then](state, prompt, action, events)
        else:
            if action.kind in self.free_actions:
                self.push(state, Task(TURN_GOES_ON, state.current))  # under the action's work
            self.main_action(state, action, events)
        return events, self._settle(state, events, hold)

    def end_held_turn(self, state: ResolvingState) -> list[Event]:
        """Go on from where a held action stopped, exactly as an action applied without
        ``hold`` would have: the same state and the same events, so records replay alike."""
        events: list[Event] = []
        self._turn_ended(state, events)
        if state.tasks:
            self._settle(state, events)
        return events

    def begin(self, state: ResolvingState, events: list[Event]) -> None:
        """Resolve what a new game's setup queued (the first season's steps, a solo bot's first
        turn) as the end of a turn resolves it; a setup that queued nothing is left alone."""
        if state.tasks:
            self._settle(state, events)

    def _settle(self, state: ResolvingState, events: list[Event], hold: bool = False) -> bool:
        """Resolve queued work until a prompt waits, the game is over or nothing is left. Each
        time the work runs out the turn has ended and the turn-end hook is called; what it
        queues (a bot's turn, a season's steps) resolves the same way, so no hook ever runs the
        kernel itself. The turn has not ended when the work was a free action's, or when the
        work itself began a seat's turn (a new season's or round's steps end by handing the
        first turn to a seat): that seat acts next. With ``hold`` it stops before the first
        call of the hook, and returns True, unless the turn ending is a solo bot's (a seat
        answered a question inside it): nobody may move at a bot's place, so its turn ends at
        once and the seat's own turn is what comes next."""
        turn = state.turn
        goes_on = self.run(state, events)
        while not (state.pending or state.over or goes_on):
            at_a_seat = not is_bot(state, state.current)
            if state.turn != turn and at_a_seat:
                return False
            if hold and at_a_seat:
                return True
            self._turn_ended(state, events)
            if not state.tasks:
                return False
            turn = state.turn
            goes_on = self.run(state, events)
        return False

    def _turn_ended(self, state: ResolvingState, events: list[Event]) -> None:
        """Say that a turn has ended: to the round-end hook when the round is over with it,
        else to the turn-end hook."""
        if self.round_over is not None and self.round_over(state):
            self.round_end(state, events)
        else:
            self.turn_end(state, events)


class KernelGame(GameDefinition):
    """A game whose turns resolve on its :attr:`kernel`: the legal actions are the open
    prompt's options, else the current seat's turn actions; an action goes to the kernel."""

    kernel: ClassVar[Kernel]

    def legal_actions(self, state: Any) -> list[Action]:
        if state.pending:
            return list(state.pending[-1].options)
        if state.over:
            return []
        return self.kernel.turn_actions(state, state.current)

    def apply_legal(self, state: Any, action: Action) -> list[Event]:
        return self.kernel.apply(state, action)

    def apply_holding_turn_end(self, state: Any, action: Action) -> tuple[list[Event], bool]:
        return self.kernel.apply_holding_turn_end(state, action)

    def end_held_turn(self, state: Any) -> list[Event]:
        return self.kernel.end_held_turn(state)


def _unregistered(name: str) -> Callable[..., Any]:
    def missing(*_args: Any) -> Any:
        raise RuntimeError(f"the game registered no {name} (Kernel.turn)")

    return missing


# --- turn order -----------------------------------------------------------------------------
def start_turn(state: Any, seat: int, events: list[Event]) -> None:
    """Hand the turn to ``seat`` (a seat or a bot's place): the one place a turn begins.
    ``state.turn`` counts the turns begun, the current one included."""
    state.current = seat
    state.turn += 1
    events.append(Event(ev.TURN_CHANGED, {"seat": seat}))


def next_in_order(current: int, places: int, finished: Callable[[int], bool]) -> int | None:
    """The first place after ``current`` (in seating order, wrapping round, ``current``
    itself last) that has not finished; None once every place has."""
    for step in range(1, places + 1):
        candidate = (current + step) % places
        if not finished(candidate):
            return candidate
    return None


def end_game(state: Any, events: list[Event], winners: list[int]) -> None:
    state.over = True
    events.append(Event(ev.GAME_OVER, {"winners": winners}))


# --- shared primitives ----------------------------------------------------------------------
def refill_deck(state: Any, events: list[Event]) -> bool:
    """When the deck (``state.deck``, last = top) is empty, shuffle the discard pile into a
    new deck. False when there is no card left in either."""
    if not state.deck and state.discard:
        state.deck = state.discard
        state.discard = []
        state.rng.shuffle(state.deck)
        events.append(Event(ev.DECK_RESHUFFLED, {"cards": len(state.deck), "reveals": True}))
    return bool(state.deck)


def draw_top(state: Any, events: list[Event]) -> Any:
    """The deck's top card (reshuffling the discard pile first when needed), or None."""
    return state.deck.pop() if refill_deck(state, events) else None


def gain(
    bank: list[int],
    vector: Sequence[int],
    names: Sequence[str],
    seat: int,
    events: list[Event],
    times: int = 1,
) -> None:
    """Add ``vector`` (``times`` over) to ``bank``, amounts in the order of ``names``."""
    for index, amount in enumerate(vector):
        if amount:
            bank[index] += amount * times
    delta = vector if times == 1 else [amount * times for amount in vector]
    events.append(ev.resources_changed(seat, names, delta))


def pay(
    bank: list[int], vector: Sequence[int], names: Sequence[str], seat: int, events: list[Event]
) -> None:
    """Take ``vector`` from ``bank``; paying more than it holds is a rules bug (checked before
    anything changes)."""
    if not any(vector):
        return
    for have, need in zip(bank, vector, strict=False):
        if have < need:
            raise AssertionError(f"place {seat} cannot pay {list(vector)} from {bank}")
    for index, amount in enumerate(vector):
        bank[index] -= amount
    events.append(ev.resources_changed(seat, names, [-amount for amount in vector]))


def discard_card(
    hand: list, card: Any, discard: list, seat: int, events: list[Event], label: Any = None
) -> None:
    """Move ``card`` from ``hand`` onto the ``discard`` pile; the event names it ``label``
    (default: the card itself)."""
    hand.remove(card)
    discard.append(card)
    events.append(
        Event(
            ev.CARD_MOVED,
            {
                "card": card if label is None else label,
                "from_zone": "hand",
                "to_zone": "discard",
                "seat": seat,
            },
        )
    )

"""GameSession: one game between humans and agents, as Qt signals.

The session owns the full state, its record and the seats' agents. Humans submit actions from
the UI; agents choose on a worker thread (a private QThreadPool) and their choice comes back
through a queued signal, so the worker never touches the session or any widget. Every applied
action emits the engine's events in order, one signal per event, then ``state_changed``.

Undo follows Board Game Arena's policy: a human may take back their own actions within their
turn, but never past an action that revealed hidden information or used randomness, nor past a
change of seat. Undo rebuilds the state by replaying the record's actions from the last such
barrier (a checkpoint clone), so an undone game is exactly the game that was never played.

When a human's action ends their turn and could still be taken back, whatever answers it
waits a grace period first (``grace_ms``; None waits for :meth:`GameSession.end_turn`): an
agent's move, the hand-over to another human, and a solo bot's reply alike. The engine resolves
the action up to where its turn ends (``apply_holding_turn_end``) and the rest of it, the bot's
turn and the next seat's, is resolved when the grace period ends (``end_held_turn``): the record
holds the same action either way, so replays and saves do not change. ``turn_ending``
announces the grace period, Undo works through it, and the turn is final once it ends
(``turn_ended``). Every applied action is kept as a :class:`Move` (``moves``): the log and the
table tell the game from them, a loaded game's included.
"""

from __future__ import annotations

import gc
import logging
import reprlib
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, QTimer, Signal

from everdell_desktop.ai import agent_names, create_agent, decision_rng
from everdell_desktop.core import (
    Action,
    GameConfig,
    GameDefinition,
    GameRecord,
    GameState,
    Move,
    Rng,
    ScoreBreakdown,
    new_record,
    registry,
    replay,
)
from everdell_desktop.core.engine import find_legal
from everdell_desktop.core.events import TURN_CHANGED
from everdell_desktop.core.record import play_move, play_move_holding_turn_end
from everdell_desktop.session import undo_words
from everdell_desktop.session.clock import Clock, QtClock, Timer
from everdell_desktop.store import SaveStore, new_game_id

AGENT_RETRIES = 1  # a seat's agent that fails is asked once more, then FALLBACK_AGENT moves
FALLBACK_AGENT = "greedy"
MAX_NAME_CHARS = 40

log = logging.getLogger(__name__)


class _CollectorHold:
    """Keeps Python's cycle collector off while agents think on a worker thread.

    The collector runs on whichever thread happens to allocate, and an agent's search
    allocates a lot. Collected there, a cycle holding a Qt object (a closed window, a spent
    animation and its connected closures) would destroy that object off its thread, which
    leaves its timers registered and crashes the process later. Agent searches make no
    cycles (their trees have no parent links), so pausing the collector costs little; it
    runs again, on the GUI thread, once no agent is thinking. GUI thread only.
    """

    holds = 0
    paused = False

    @classmethod
    def take(cls) -> None:
        if cls.holds == 0 and gc.isenabled():
            gc.disable()
            cls.paused = True
        cls.holds += 1

    @classmethod
    def release(cls) -> None:
        cls.holds = max(0, cls.holds - 1)
        if cls.holds == 0 and cls.paused:
            cls.paused = False
            gc.enable()


def tr(text: str) -> str:
    """The window's language for the session's few words (``QCoreApplication.translate``)."""
    return QCoreApplication.translate("", text)


@dataclass(frozen=True, slots=True)
class SeatSpec:
    """Who sits at a seat: a human (``agent is None``) or an agent by registry name."""

    name: str
    agent: str | None = None

    @property
    def is_human(self) -> bool:
        return self.agent is None

    def to_meta(self) -> dict[str, Any]:
        return {"name": self.name, "agent": self.agent}

    @classmethod
    def from_meta(cls, data: dict[str, Any], default_name: str = "Player") -> SeatSpec:
        """The seat a save's ``meta["seats"]`` entry describes; ValueError when it names no
        player this version has (a save's meta is free-form, so anything may be there)."""
        name = data.get("name")
        name = name[:MAX_NAME_CHARS] if isinstance(name, str) and name.strip() else default_name
        agent = data.get("agent")
        if agent is not None and (not isinstance(agent, str) or agent not in agent_names()):
            shown = agent if isinstance(agent, str) else type(agent).__name__
            raise ValueError(f"the saved seat {name!r} is played by an unknown AI {shown!r:.60}")
        return cls(name, agent)


class _AgentBridge(QObject):
    """Lives on the GUI thread; a worker emits ``chosen`` and Qt queues it to the GUI thread."""

    chosen = Signal(int, object)
    saved = Signal(object)  # None, or the exception an autosave raised


class _SaveTask(QRunnable):
    """Writes one autosave into the store on a pool thread, from snapshots the GUI thread no
    longer touches; the outcome goes back through the bridge."""

    def __init__(self, bridge: _AgentBridge, saves: SaveStore, record: GameRecord, state) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._bridge, self._saves, self._record, self._state = bridge, saves, record, state

    def run(self) -> None:
        try:
            self._saves.autosave(self._record, state=self._state)
            result: object = None
        except Exception as error:  # reported on the GUI thread, never lost
            result = error
        self._bridge.saved.emit(result)


class _AgentTask(QRunnable):
    """Runs one agent decision on a pool thread. Touches nothing but its own inputs."""

    def __init__(self, bridge: _AgentBridge, token: int, agent, view, legal, rng: Rng) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._bridge, self._token = bridge, token
        self._agent, self._view, self._legal, self._rng = agent, view, legal, rng

    def run(self) -> None:
        try:
            result: object = self._agent.choose(self._view, self._legal, self._rng)
        except Exception as error:  # reported on the GUI thread, never swallowed
            result = error
        self._bridge.chosen.emit(self._token, result)


class GameSession(QObject):
    event_emitted = Signal(object)  # every engine event (core.events), in order
    action_applied = Signal(int, object, str)  # seat, Action, label
    move_applied = Signal(object)  # the Move just applied, after its events
    move_completed = Signal(object, object)  # a held Move now whole, and the events it gained
    action_rejected = Signal(str)
    state_changed = Signal()  # after an action's events: panels and the table resync
    state_reset = Signal()  # new game, undo or load: resync without animation
    handover_requested = Signal(int)  # a different human must take the seat
    agent_thinking = Signal(int)
    undo_available = Signal(bool)
    turn_ending = Signal(int)  # a human's turn is done: ms until the agent moves (-1: on request)
    turn_ended = Signal()  # the grace period is over (or the move was taken back)
    game_finished = Signal(object)  # list[ScoreBreakdown]
    error_raised = Signal(str)

    def __init__(
        self,
        game: GameDefinition,
        config: GameConfig,
        seed: int,
        seats: list[SeatSpec],
        parent: QObject | None = None,
        record: GameRecord | None = None,
        meta: dict[str, Any] | None = None,
        loaded: tuple[GameState, list[Move]] | None = None,
    ) -> None:
        """``meta`` adds to a new record's meta (e.g. ``{"campaign": ...}``: a campaign game);
        ``loaded`` is ``record`` already replayed, with its moves (a save the store loaded),
        so it is not replayed twice."""
        super().__init__(parent)
        if len(seats) != config.players:
            raise ValueError(f"{config.players} seats expected, {len(seats)} given")
        self.game, self.config, self.seed, self.seats = game, config, seed, list(seats)
        self.record = record or new_record(
            game,
            config,
            seed,
            game_id=new_game_id(),
            seats=[seat.to_meta() for seat in seats],
            **(meta or {}),
        )
        if loaded is not None:
            self.state, self.moves = loaded
        else:
            self.moves = []
            self.state = (
                replay(self.record, moves=self.moves) if record else game.new_game(config, seed)
            )
        self._legal: list[Action] | None = None
        self._undo_floor = len(self.record.actions)
        self._floor_state = self.state.clone()
        # why Undo stops at the floor, worded when asked (in the language of the moment)
        self._floor_reason: Callable[[], str] | None = None
        self._floor_seat: int | None = None
        self._viewer = self._first_viewer()
        self._agents = {
            index: create_agent(seat.agent, game)
            for index, seat in enumerate(seats)
            if not seat.is_human
        }
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._bridge = _AgentBridge(self)
        self._bridge.chosen.connect(self._on_agent_chosen)
        self._token = 0
        self._failures = 0  # failed answers to the current agent decision
        self._collector_holds = 0  # agent tasks started and not yet answered
        self._fallback: Any = None  # the FALLBACK_AGENT, created when first needed
        self._thinking: int | None = None
        self._animator = None
        self._waiting_for_animations = False
        self._finished_emitted = False
        self._closed = False
        # Where the game is autosaved after every turn (None: nowhere). The session writes
        # snapshots of the record and the state on its disk thread (writes with fsync stay off
        # the GUI thread); a failed write is told through error_raised.
        self.saves: SaveStore | None = None
        self._disk = QThreadPool(self)
        self._disk.setMaxThreadCount(1)  # autosaves are written one after another, in order
        self._saves_pending = 0
        # A plain function, so the queued outcome is posted to the bridge (see flush_saves).
        self._bridge.saved.connect(lambda result: self._on_saved(result))
        # narrows what a human may do (a tutorial allows only the move it teaches)
        self.move_filter: Callable[[list[Action]], list[Action]] | None = None
        self.grace_ms: int | None = 0  # before an agent answers a human's turn; None: on request
        self._in_grace = False
        self._held = False  # the last move stopped where its turn ends; the rest waits
        self.clock: Clock = QtClock(self)  # what the grace period waits on (tests: their own)
        self._grace_timer: Timer | None = None

    @classmethod
    def from_record(
        cls,
        record: GameRecord,
        parent: QObject | None = None,
        loaded: tuple[GameState, list[Move]] | None = None,
    ) -> GameSession:
        """A session continuing a saved game; raises ReplayError for a record that won't replay
        and ValueError for options or seats this version cannot play. ``loaded``: the record
        already replayed with its moves (by the store's load)."""
        game = record.definition()
        config = game.make_config(**record.config)
        metas = record.meta.get("seats")
        metas = metas if isinstance(metas, list) and len(metas) == config.players else []
        seats = [
            SeatSpec.from_meta(meta, f"Player {index + 1}")
            for index, meta in enumerate(metas)
            if isinstance(meta, dict)
        ]
        if len(seats) != config.players:
            seats = [SeatSpec(f"Player {index + 1}") for index in range(config.players)]
        return cls(game, config, record.seed, seats, parent, record=record, loaded=loaded)

    # --- reading -----------------------------------------------------------------------------
    def to_move(self) -> int | None:
        return self.state.to_move()

    def is_over(self) -> bool:
        return self.state.to_move() is None

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = self.game.legal_actions(self.state)
        return self._legal

    def human_legal_actions(self) -> list[Action]:
        """Legal actions when a human is to move, else nothing (the UI offers only these)."""
        seat = self.to_move()
        if seat is None or not self.seats[seat].is_human or self._thinking is not None:
            return []
        if self._in_grace:  # the turn is done: only Undo or its end
            return []
        legal = self.legal_actions()
        return self.move_filter(legal) if self.move_filter is not None else legal

    @property
    def viewer_seat(self) -> int:
        """The seat whose private information the table shows (the human at the screen)."""
        return self._viewer

    def view(self) -> GameState:
        return self.game.view(self.state, self._viewer)

    def scores(self) -> list[ScoreBreakdown]:
        return self.game.scores(self.state)

    def describe(self, action: Action) -> str:
        return self.game.describe_action(self.state, action)

    def seat_name(self, seat: int) -> str:
        """A seat's name; a solo bot's places at the table (beyond the seats) are named for it."""
        if 0 <= seat < len(self.seats):
            return self.seats[seat].name
        bot = (self.config.solo or "opponent").capitalize()
        found = registry.find(self.game.name)
        words = found.words if found is not None else None
        if words is not None and self.config.solo:
            bot = words.name("bot", self.config.solo, bot)
        return tr("{bot} (solo bot)").format(bot=bot)

    def set_agent(self, seat: int, agent) -> None:
        """Let ``agent`` play an AI seat from now on (a tutorial's scripted opponent)."""
        if seat not in self._agents:
            raise ValueError(f"seat {seat} is not played by an agent")
        self._agents[seat].cancel()
        self._agents[seat] = agent

    def reword_moves(self) -> None:
        """Word the moves played so far again (the labels follow the language: a change of
        language rewrites the log). The record is replayed; the state is not touched."""
        moves: list[Move] = []
        replay(self.record, moves=moves)
        if self._held:  # the last move's turn end is still to come: its events too
            moves[-1] = replace(moves[-1], events=self.moves[-1].events)
        self.moves = moves

    def table_size(self) -> int:
        """Places that score, a solo bot's included (it may have no seat of its own)."""
        return max(self.state.num_seats, len(self.scores()))

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].is_human

    def human_count(self) -> int:
        return sum(seat.is_human for seat in self.seats)

    def is_thinking(self) -> bool:
        return self._thinking is not None

    def round_start(self) -> int:
        """Where the last round of moves starts: the previous move of the seat to move (its
        last turn), or the game's start."""
        seat = self.to_move()
        if seat is None:
            return max(0, len(self.moves) - 1)  # the game is over: its last move
        for move in reversed(self.moves):
            if move.seat == seat and move.asked is None:
                return move.index
        return 0

    def state_after(self, index: int) -> GameState:
        """The full state right after move ``index`` (replayed from the record)."""
        return replay(self.record, upto=index + 1)

    def in_grace(self) -> bool:
        """A human's turn is done but not yet final: the agent waits, Undo still works."""
        return self._in_grace

    # --- lifecycle ---------------------------------------------------------------------------
    def attach_animator(self, animator) -> None:
        """``animator`` has ``is_idle()`` and an ``idle`` signal; agents wait for it."""
        self._animator = animator
        animator.idle.connect(self._on_animations_idle)

    def start(self) -> None:
        """Announce the state and, if an agent is to move, let it think."""
        self.state_reset.emit()
        self.undo_available.emit(self.can_undo())
        self._advance(previous_viewer=None)

    def close(self) -> None:
        """Stop listening to agents and wait for a running decision to end."""
        self._closed = True
        self._stop_grace_timer()
        self._token += 1
        self._cancel_agents()
        self._pool.waitForDone(5000)
        self.flush_saves()  # nothing the player did is lost on quit
        while self._saves_pending:  # their outcomes will never be read
            self._saves_pending -= 1
            _CollectorHold.release()
        while self._collector_holds:  # their answers will never be read
            self._collector_holds -= 1
            _CollectorHold.release()

    # --- human actions -----------------------------------------------------------------------
    def submit(self, action: Action) -> bool:
        """Apply a human's action. An illegal one (or one out of turn) changes nothing."""
        seat = self.to_move()
        if seat is None or not self.seats[seat].is_human or self._thinking is not None:
            self.action_rejected.emit(tr("it is not a human player's turn"))
            return False
        legal = find_legal(action, self.human_legal_actions())
        if legal is None:
            self.action_rejected.emit(tr("that move is not legal now"))
            return False
        if not self._apply(seat, legal):
            self.action_rejected.emit(tr("that move could not be played"))
            self.error_raised.emit(
                tr("That move could not be played (an error in the rules was logged)")
            )
            return False
        return True

    def can_undo(self) -> bool:
        if len(self.record.actions) <= self._undo_floor or self._thinking is not None:
            return False
        seat = self.to_move()
        return self._in_grace or (seat is not None and self.seats[seat].is_human)

    def undo_refusal(self) -> str | None:
        """Why Undo cannot be used now, in the player's words; None when it can."""
        if self.can_undo():
            return None
        seat = self.to_move()
        told = seat == self._floor_seat or seat is None or not self.is_human(seat)
        if self._floor_reason is not None and told:
            return self._floor_reason()
        if seat is None or not self.seats[seat].is_human or self._thinking is not None:
            return tr("Undo takes back your own moves, while it is your turn")
        return tr("There is no move of this turn to take back")

    def final_move_warning(self, action: Action) -> str | None:
        """Why ``action`` could not be taken back once made (it reveals something hidden or
        leaves something to chance), said before it is made; None when Undo could take it
        back. The action is tried on a copy of the state, so nothing is shown."""
        legal = find_legal(action, self.human_legal_actions())
        if legal is None:
            return None
        state = self.state.clone()
        rng_before = state.rng.state
        events, _held = self.game.apply_holding_turn_end(state, legal)
        return undo_words.warning_before(self.game.undo_barrier(rng_before, state, events))

    def settled_state(self) -> GameState:
        """A copy of the state as the record replays to: during a grace period, with the held
        turn's end resolved. Saves are made from it, so their hash matches a replay."""
        state = self.state.clone()
        if self._held:
            self.game.end_held_turn(state)
        return state

    def waiting_for(self) -> int | None:
        """During a grace period: the place (a seat or a solo bot's) whose turn comes once it
        ends; None when the game would end. Worked out on a copy, so nothing is shown."""
        if not self._held:
            return self.to_move()
        state = self.state.clone()
        events = self.game.end_held_turn(state)
        starts = [event.params["seat"] for event in events if event.kind == TURN_CHANGED]
        return starts[0] if starts else state.to_move()

    def undo(self) -> bool:
        """Take back the last action of the current human turn (during the grace period too,
        which it ends); False when not allowed."""
        if not self.can_undo():
            return False
        ended_turn = self._in_grace
        self._stop_grace()
        self._held = False
        self.record.actions.pop()
        self.moves.pop()
        state = self._floor_state.clone()
        for text in self.record.actions[self._undo_floor :]:
            self.game.apply_legal(state, self.game.parse_action(text))
        self.state = state
        self._legal = None
        self.state_reset.emit()
        self.undo_available.emit(self.can_undo())
        if ended_turn:
            self._autosave()  # the autosave must not keep the move taken back
        return True

    def end_turn(self) -> bool:
        """End the grace period now: the turn is final and the agent moves."""
        if not self._in_grace:
            return False
        self._stop_grace()
        seat = self.moves[-1].seat
        if not self._held:
            self._set_floor()
            self.undo_available.emit(self.can_undo())
            self._advance(previous_viewer=None)
            return True
        previous_viewer = self._viewer
        self._held = False
        events = self.game.end_held_turn(self.state)
        self._legal = None
        move = self.moves[-1]
        self.moves[-1] = replace(move, events=(*move.events, *events))
        self._set_floor(reason=self._turn_over_reason(events), seat=seat)
        for event in events:
            self.event_emitted.emit(event)
        self.move_completed.emit(self.moves[-1], tuple(events))
        self._update_viewer()
        self.state_changed.emit()
        self.undo_available.emit(self.can_undo())
        self._autosave()
        self._advance(previous_viewer)
        return True

    def _turn_over_reason(self, events: list) -> Callable[[], str]:
        """Why Undo no longer takes back a turn that has ended: who has played since."""
        movers = [event.params["seat"] for event in events if event.kind == TURN_CHANGED]
        others = [place for place in movers if not self.is_human(place)]
        bot = others[0] if others else None
        return undo_words.turn_over(None if bot is None else lambda: self.seat_name(bot))

    def _stop_grace(self) -> None:
        if self._in_grace:
            self._in_grace = False
            self._stop_grace_timer()
            self.turn_ended.emit()

    def _stop_grace_timer(self) -> None:
        if self._grace_timer is not None:
            self._grace_timer.stop()
            self._grace_timer = None

    # --- applying ----------------------------------------------------------------------------
    def _apply(self, seat: int, action: Action) -> bool:
        """Apply a legal action; False, logged and with the game unchanged, if the rules raise.

        A copy of the state is kept until the move is made, so an error inside the rules never
        leaves a half-made move behind (nor an action in the record that was not applied). A
        human's move that ends the turn stops there (see the module's docstring) unless it
        cannot be taken back anyway, or there is no grace period: then it is played whole.
        """
        before = self.state.clone()
        human = self.seats[seat].is_human
        try:
            rng_before = self.state.rng.state
            index = len(self.record.actions)
            if human:
                move, held = play_move_holding_turn_end(self.game, self.state, index, action)
            else:
                move, held = play_move(self.game, self.state, index, action), False
            events = list(move.events)
            why = self.game.undo_barrier(rng_before, self.state, events)
            ended: list | None = None  # what the turn's end did, when it is not held
            if held and (why is not None or self.grace_ms == 0):
                ended = self.game.end_held_turn(self.state)
                events += ended
                move, held = replace(move, events=tuple(events)), False
        except Exception:
            log.exception("the rules could not apply %s", action.encode())
            self.state = before
            return False
        self.moves.append(move)
        self.record.actions.append(action.encode())
        self._legal = None
        self._failures = 0
        turn_passed = held or ended is not None or self.state.to_move() != seat
        if why is not None or not human:
            # the reason a refused Undo gives, while this seat (or an AI after it) is to move
            told = human and (self.state.to_move() == seat or self._hands_to_agent())
            self._set_floor(undo_words.refusal_after(why) if told else None, seat)
        elif ended is not None:
            self._set_floor(self._turn_over_reason(ended), seat)
        elif held or (turn_passed and self._hands_to_agent()):
            self._in_grace = True  # the floor stays: Undo may take the turn back until it ends
            self._held = held
        elif turn_passed:
            self._set_floor()
        previous_viewer = self._viewer
        self.action_applied.emit(seat, action, move.label)
        for event in events:
            self.event_emitted.emit(event)
        self.move_applied.emit(move)
        self._update_viewer()
        self.state_changed.emit()
        self.undo_available.emit(self.can_undo())
        if turn_passed:
            self._autosave()
        self._advance(previous_viewer)
        return True

    def _autosave(self) -> None:
        """Autosave into the store on the disk thread; a failure is reported, never a stalled
        game."""
        if self.saves is None or self._closed:
            return
        record, state = self.record.model_copy(deep=True), self.settled_state()
        _CollectorHold.take()  # the writer allocates off the GUI thread (see _CollectorHold)
        self._saves_pending += 1
        self._disk.start(_SaveTask(self._bridge, self.saves, record, state))

    def _on_saved(self, result: object) -> None:
        if self._saves_pending:
            self._saves_pending -= 1
            _CollectorHold.release()
        if isinstance(result, Exception):
            log.error("autosave failed", exc_info=result)
            self.error_raised.emit(tr("Autosave failed: {error}").format(error=result))

    def flush_saves(self, timeout_ms: int = 10_000) -> bool:
        """Wait until every autosave asked for is on disk (True) or the timeout passed, and
        take in their outcomes (failures reported, the collector released) at once."""
        done = self._disk.waitForDone(timeout_ms)
        QCoreApplication.sendPostedEvents(self._bridge)
        return done

    def _hands_to_agent(self) -> bool:
        seat = self.state.to_move()
        return seat is not None and not self.seats[seat].is_human

    def _set_floor(self, reason: Callable[[], str] | None = None, seat: int | None = None) -> None:
        """Undo stops here from now on; ``reason`` is what a refusal says to ``seat``."""
        self._undo_floor = len(self.record.actions)
        self._floor_state = self.state.clone()
        self._floor_reason, self._floor_seat = reason, seat

    def _first_viewer(self) -> int:
        seat = self.state.to_move()
        if seat is not None and self.seats[seat].is_human:
            return seat
        humans = [index for index, spec in enumerate(self.seats) if spec.is_human]
        return humans[0] if humans else 0

    def _update_viewer(self) -> None:
        seat = self.state.to_move()
        if seat is not None and self.seats[seat].is_human:
            self._viewer = seat

    def _advance(self, previous_viewer: int | None) -> None:
        """After a change: finish the game, hand the screen over, or let an agent move."""
        seat = self.to_move()
        if seat is None:
            if not self._finished_emitted:
                self._finished_emitted = True
                self._autosave()
                self.game_finished.emit(self.scores())
            return
        if self._in_grace:
            self._start_grace()
            return
        if self.seats[seat].is_human:
            if previous_viewer is not None and not one_person_at(self.seats, seat, previous_viewer):
                self.handover_requested.emit(seat)
            return
        if self._animator is not None and not self._animator.is_idle():
            self._waiting_for_animations = True
            return
        QTimer.singleShot(0, self._ask_agent)

    def _start_grace(self) -> None:
        """Announce the grace period; with ``grace_ms`` 0 it ends at once, with None only on
        request (the "confirm end of turn" setting)."""
        if self.grace_ms == 0:
            self.end_turn()
            return
        self.turn_ending.emit(-1 if self.grace_ms is None else self.grace_ms)
        if self.grace_ms is not None:
            self._stop_grace_timer()
            self._grace_timer = self.clock.call_after(self.grace_ms, self.end_turn)

    def _on_animations_idle(self) -> None:
        if self._waiting_for_animations:
            self._waiting_for_animations = False
            QTimer.singleShot(0, self._ask_agent)

    def _ask_agent(self) -> None:
        seat = self.to_move()
        if self._closed or seat is None or self.seats[seat].is_human or self._thinking is not None:
            return
        self._token += 1
        self._thinking = seat
        rng = decision_rng(self.seed, len(self.record.actions))
        if self._failures:  # another try gets other random numbers
            rng = rng.fork(self._failures)
        task = _AgentTask(
            self._bridge,
            self._token,
            self._agents[seat] if self._failures <= AGENT_RETRIES else self._fallback_agent(),
            self.game.view(self.state, seat),
            list(self.legal_actions()),
            rng,
        )
        self.agent_thinking.emit(seat)
        _CollectorHold.take()
        self._collector_holds += 1
        self._pool.start(task)

    def _on_agent_chosen(self, token: int, result: object) -> None:
        if self._collector_holds:  # this task is done: the collector may run again
            self._collector_holds -= 1
            _CollectorHold.release()
        if token != self._token or self._closed:
            return  # a decision for a state that no longer exists
        seat, self._thinking = self._thinking, None
        if isinstance(result, Exception):
            what = f"failed ({type(result).__name__}: {str(result)[:200]})"
            log.warning("%s %s", self._agent_label(seat), what, exc_info=result)
        elif (legal := find_legal(result, self.legal_actions())) is None or seat != self.to_move():
            what = f"chose an illegal move ({reprlib.repr(result)})"  # str() may itself fail
            log.warning("%s %s", self._agent_label(seat), what)
        elif self._apply(seat, legal):
            return
        else:
            what = f"chose a move the rules could not play ({legal.encode()})"
        self._agent_failed(seat, what)

    def _agent_failed(self, seat: int, what: str) -> None:
        """An agent raised or answered something unplayable: the game must not stall.

        It has been logged; the player is told (``error_raised``); the seat's agent is asked
        once more (AGENT_RETRIES), then the FALLBACK_AGENT chooses, and if even that fails the
        first legal action that the rules can play is played, so the game always goes on.
        """
        name = self._agent_label(seat)
        self._failures += 1
        if self._failures <= AGENT_RETRIES:
            self.error_raised.emit(
                tr("{name} {what}; it is asked again").format(name=name, what=what)
            )
        elif self._failures == AGENT_RETRIES + 1:
            self.error_raised.emit(
                tr("{name} {what} again; a {agent} move is played").format(
                    name=name, what=what, agent=FALLBACK_AGENT
                )
            )
        else:
            self.error_raised.emit(
                tr("{name} {what}; the first legal move is played").format(name=name, what=what)
            )
            current = self.to_move()
            for action in self.legal_actions() if current is not None else []:
                if self._apply(current, action):
                    return
            self.error_raised.emit(tr("The game cannot go on: no legal move can be played"))
            return
        QTimer.singleShot(0, self._ask_agent)

    def _agent_label(self, seat: int) -> str:
        return f"{self.seats[seat].name} (AI {self.seats[seat].agent})"

    def _fallback_agent(self) -> Any:
        if self._fallback is None:
            self._fallback = create_agent(FALLBACK_AGENT, self.game)
        return self._fallback

    def _cancel_agents(self) -> None:
        for agent in self._agents.values():
            agent.cancel()


def one_person_at(seats: list[SeatSpec], seat: int, other: int) -> bool:
    """Whether one person plays both seats: the same seat, or two human seats under one name
    (Duo's cooperative game played by one person as both characters). No hand-over screen
    hides one from the other."""
    if seat == other:
        return True
    both = (seats[seat], seats[other])
    return all(spec.is_human for spec in both) and both[0].name == both[1].name

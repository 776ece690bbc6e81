"""GameSession on the kernel's test game: signals, agents off the GUI thread, undo, hand-over."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QCoreApplication, QObject, Signal

from everdell_desktop.core import Action, Event, Rng, registry, replay, words
from everdell_desktop.session import GameSession, ManualClock, SeatSpec
from everdell_desktop.store import SaveStore, StorePaths

GAME = registry.get("tinygame")


def make_session(qtbot, agents=(None, None), seed=5):
    config = GAME.make_config(players=len(agents))
    seats = [SeatSpec(f"P{index + 1}", agent) for index, agent in enumerate(agents)]
    session = GameSession(GAME, config, seed, seats)
    errors: list[str] = []
    session.error_raised.connect(errors.append)
    session.errors = errors
    return session


def play_randomly_until(session, predicate, seed=1, limit=200):
    rng = Rng(seed)
    for _ in range(limit):
        if predicate():
            return
        session.submit(rng.choice(session.legal_actions()))
    raise AssertionError("predicate never became true")


def test_a_human_game_runs_to_the_end_and_emits_every_event_in_order(qtbot):
    session = make_session(qtbot)
    kinds: list[str] = []
    finished: list[object] = []
    session.event_emitted.connect(lambda event: kinds.append(event.kind))
    session.game_finished.connect(finished.append)
    session.start()
    play_randomly_until(session, session.is_over)
    assert kinds[-1] == "game_over"
    assert kinds.count("turn_changed") > 0
    assert len(finished) == 1 and len(finished[0]) == 2
    assert session.record.actions and session.errors == []


def test_an_illegal_action_is_rejected_and_changes_nothing(qtbot):
    session = make_session(qtbot)
    session.start()
    before = GAME.state_hash(session.state)
    rejected: list[str] = []
    session.action_rejected.connect(rejected.append)
    assert not session.submit(Action.of("play", card=99))
    assert rejected and GAME.state_hash(session.state) == before
    assert session.record.actions == []


def test_undo_takes_back_an_action_within_the_turn(qtbot):
    session = make_session(qtbot)
    session.start()
    # rolls until seat to move can trade (3 pebbles); the roll itself is random: a barrier
    play_randomly_until(
        session, lambda: Action.of("trade") in session.legal_actions(), seed=3, limit=400
    )
    assert not session.can_undo()
    before = GAME.state_hash(session.state)
    seat = session.to_move()
    resets: list[bool] = []
    session.state_reset.connect(lambda: resets.append(True))
    assert session.submit(Action.of("trade"))
    assert session.to_move() == seat and session.state.pending  # still the same turn
    assert session.can_undo()
    assert session.undo()
    assert GAME.state_hash(session.state) == before and resets == [True]
    assert not session.can_undo()


def test_no_undo_past_randomness_or_revealed_cards(qtbot):
    session = make_session(qtbot)
    session.start()
    session.submit(Action.of("roll"))  # random die: final
    assert not session.undo()
    session.submit(session.legal_actions()[0])  # a played card draws a hidden card: final
    assert not session.can_undo()


def test_a_refused_undo_says_why(qtbot):
    against_ai = make_session(qtbot, agents=(None, "random"))
    against_ai.start()
    assert "no move of this turn" in against_ai.undo_refusal()
    against_ai.submit(Action.of("roll"))  # the die shows something new: final; the AI is next
    assert not against_ai.can_undo()
    assert "left something to chance" in against_ai.undo_refusal()  # the roll, not a card
    against_ai.close()
    session = make_session(qtbot)
    session.start()
    play_randomly_until(
        session, lambda: Action.of("trade") in session.legal_actions(), seed=3, limit=400
    )
    session.submit(Action.of("trade"))  # nothing hidden: Undo may take it back
    assert session.can_undo() and session.undo_refusal() is None


def test_the_next_player_at_a_hot_seat_is_not_told_of_the_last_players_reveal(qtbot):
    session = make_session(qtbot)
    session.start()
    rng, passes = Rng(2), 0
    while passes < 20 and not session.is_over():
        seat = session.to_move()
        session.submit(rng.choice(session.legal_actions()))
        if session.to_move() not in (seat, None):
            passes += 1
            assert "no move of this turn" in session.undo_refusal()
    assert passes >= 5


def test_undo_is_refused_past_a_change_of_seat(qtbot):
    session = make_session(qtbot)
    session.start()
    play_randomly_until(
        session, lambda: Action.of("trade") in session.legal_actions(), seed=3, limit=400
    )
    session.submit(Action.of("trade"))
    session.submit(session.legal_actions()[0])  # answers the prompt; the turn passes
    assert not session.can_undo()


class FakeAnimator(QObject):
    idle = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.busy = False

    def is_idle(self) -> bool:
        return not self.busy


def test_agents_play_on_a_worker_thread_to_the_end(qtbot):
    session = make_session(qtbot, agents=("random", "random", "random"))
    threads: set[str] = set()
    agent = session._agents[0]
    original = agent.choose

    def spy(view, legal, rng):
        threads.add(threading.current_thread().name)
        return original(view, legal, rng)

    agent.choose = spy
    finished: list[object] = []
    session.game_finished.connect(finished.append)
    session.start()
    qtbot.waitUntil(lambda: bool(finished), timeout=10_000)
    assert threading.main_thread().name not in threads and threads
    assert session.errors == []
    session.close()


def test_the_next_agent_waits_for_the_animations(qtbot):
    session = make_session(qtbot, agents=(None, "random"))
    animator = FakeAnimator()
    session.attach_animator(animator)
    session.start()
    animator.busy = True
    session.submit(Action.of("roll"))
    assert session.to_move() == 1
    QCoreApplication.processEvents()  # a call to the agent would have been posted by now
    assert session.to_move() == 1 and not session.is_thinking()
    animator.busy = False
    animator.idle.emit()
    qtbot.waitUntil(lambda: session.to_move() == 0, timeout=5000)
    session.close()


def test_humans_are_asked_to_hand_over_and_the_viewer_follows(qtbot):
    session = make_session(qtbot)
    handovers: list[int] = []
    session.handover_requested.connect(handovers.append)
    session.start()
    assert session.viewer_seat == 0
    session.submit(Action.of("roll"))
    assert handovers == [1] and session.viewer_seat == 1


class Disk:
    """A store that hands each autosave to ``write``: a disk the test controls."""

    def __init__(self, write) -> None:
        self.write = write

    def autosave(self, record, state=None) -> None:
        self.write(record, state)


def test_autosave_after_each_turn_and_resume_from_the_record(qtbot):
    session = make_session(qtbot)
    saved: list[int] = []
    session.saves = Disk(lambda record, state: saved.append(len(record.actions)))
    session.start()
    session.submit(Action.of("roll"))
    session.submit(Action.of("roll"))
    assert session.flush_saves() and saved == [1, 2]
    resumed = GameSession.from_record(session.record.model_copy(deep=True))
    assert GAME.state_hash(resumed.state) == GAME.state_hash(session.state)
    assert [seat.name for seat in resumed.seats] == ["P1", "P2"]


def test_the_session_writes_its_autosaves_into_the_store_it_is_given(qtbot, tmp_path):
    saves = SaveStore(StorePaths(tmp_path))
    session = make_session(qtbot)
    session.saves = saves
    session.start()
    session.submit(Action.of("roll"))
    session.submit(Action.of("roll"))
    assert session.flush_saves()
    latest = saves.continue_game()
    assert latest is not None and latest.record.actions == session.record.actions
    assert GAME.state_hash(latest.state) == GAME.state_hash(session.state)


def test_seat_count_must_match_the_config():
    with pytest.raises(ValueError):
        GameSession(GAME, GAME.make_config(players=2), 1, [SeatSpec("solo")])


def test_closing_cancels_a_thinking_agent_and_ignores_its_answer(qtbot):
    game = registry.get("emerland")
    session = GameSession(
        game, game.make_config(players=2), 3, [SeatSpec("Ana"), SeatSpec("Bot", "mcts-hard")]
    )
    session.start()
    session.submit(session.legal_actions()[0])
    qtbot.waitUntil(session.is_thinking, timeout=5000)
    taken = len(session.record.actions)
    session.close()  # waits for the agent's task: its answer is queued by now
    QCoreApplication.processEvents()
    assert len(session.record.actions) == taken and session.to_move() == 1


def emerland_against_an_agent(qtbot, grace_ms):
    game = registry.get("emerland")
    session = GameSession(
        game, game.make_config(players=2), 3, [SeatSpec("Ana"), SeatSpec("Bot", "random")]
    )
    session.grace_ms = grace_ms
    session.clock = ManualClock()
    announced: list[int] = []
    session.turn_ending.connect(announced.append)
    session.start()
    place = next(
        a
        for a in session.legal_actions()
        if a.kind == "place_worker" and a["loc"] == "green.bamboo" and not a["guide"]
    )
    return session, place, announced


def test_the_agent_waits_a_grace_period_and_undo_works_through_it(qtbot):
    session, place, announced = emerland_against_an_agent(qtbot, grace_ms=400)
    before = session.game.state_hash(session.state)
    assert session.submit(place)
    assert announced == [400] and session.in_grace() and session.waiting_for() == 1
    session.clock.advance(399)
    assert session.in_grace() and not session.is_thinking() and len(session.record.actions) == 1
    assert session.can_undo() and session.undo()
    assert session.game.state_hash(session.state) == before and not session.in_grace()
    assert session.moves == [] and session.to_move() == 0
    session.clock.advance(60_000)  # the cancelled grace period never lets the agent move
    assert session.record.actions == [] and session.clock.pending() == 0
    assert session.submit(place)
    session.clock.advance(399)
    assert session.in_grace() and not session.is_thinking()
    session.clock.advance(1)  # the full grace period: the turn is final, the agent moves
    assert not session.in_grace() and not session.can_undo()
    qtbot.waitUntil(lambda: len(session.record.actions) > 1, timeout=10_000)
    assert not session.can_undo()  # never back past the agent's move
    session.close()


def test_confirm_end_of_turn_waits_for_the_player(qtbot):
    session, place, announced = emerland_against_an_agent(qtbot, grace_ms=None)
    session.submit(place)
    assert announced == [-1]
    session.clock.advance(600_000)
    assert session.in_grace() and len(session.record.actions) == 1
    assert session.clock.pending() == 0  # nothing but the player ends this turn
    assert session.end_turn() and not session.can_undo()
    qtbot.waitUntil(lambda: len(session.record.actions) > 1, timeout=10_000)
    session.close()


def test_no_grace_period_after_a_move_that_cannot_be_taken_back(qtbot):
    session = make_session(qtbot, agents=(None, "random"))
    session.grace_ms = 5000
    announced: list[int] = []
    session.turn_ending.connect(announced.append)
    session.start()
    session.submit(Action.of("roll"))  # random: final, so the agent need not wait
    assert announced == [] and not session.in_grace()
    qtbot.waitUntil(lambda: session.to_move() == 0, timeout=5000)
    session.close()


def test_moves_are_kept_for_the_log_and_rebuilt_from_a_record(qtbot):
    session = make_session(qtbot)
    session.start()
    play_randomly_until(session, lambda: len(session.record.actions) >= 6, seed=2)
    assert [m.action.encode() for m in session.moves] == session.record.actions
    assert [m.index for m in session.moves] == list(range(6))
    resumed = GameSession.from_record(session.record.model_copy(deep=True))
    assert [(m.seat, m.label, m.asked, m.events) for m in resumed.moves] == [
        (m.seat, m.label, m.asked, m.events) for m in session.moves
    ]


def test_autosaves_are_written_off_the_gui_thread_and_closing_waits_for_them(qtbot):
    session = make_session(qtbot)
    written: list[tuple[int, bool]] = []
    gui = threading.get_ident()
    disk_ready = threading.Event()

    def slow_writer(record, state):
        disk_ready.wait(timeout=60)  # a disk that answers only when the test lets it
        written.append((len(record.actions), threading.get_ident() != gui))

    session.saves = Disk(slow_writer)
    session.start()
    session.submit(Action.of("roll"))
    assert written == []  # the move did not wait for the disk
    session.submit(Action.of("roll"))
    disk_ready.set()
    session.close()  # quitting waits until every autosave is on disk
    assert written == [(1, True), (2, True)]


def test_the_state_after_a_move_is_the_state_the_game_had_right_then(qtbot):
    session = make_session(qtbot)
    session.start()
    hashes = []
    for _ in range(4):
        session.submit(session.legal_actions()[0])
        hashes.append(GAME.state_hash(session.state))
    assert [GAME.state_hash(session.state_after(index)) for index in range(4)] == hashes


def test_more_seats_than_players_are_refused_too():
    with pytest.raises(ValueError, match="2 seats expected, 3 given"):
        GameSession(GAME, GAME.make_config(players=2), 1, [SeatSpec(name) for name in "ABC"])


def test_is_human_knows_every_seat_and_nothing_beyond_them(qtbot):
    session = make_session(qtbot, agents=(None, None, "random"))
    assert [session.is_human(seat) for seat in (-1, 0, 1, 2, 3)] == [
        False,
        True,
        True,
        False,  # the AI seat
        False,  # no such seat
    ]


def a_trade_answered_in_a_grace_period(qtbot):
    """People at one screen with a grace period: a seat trades (the turn goes on), then picks
    the card to double, which ends its turn; that end is held for the grace period. Returns
    the session, the state hash after the trade and the double."""
    session = make_session(qtbot)
    session.start()
    play_randomly_until(
        session, lambda: Action.of("trade") in session.legal_actions(), seed=3, limit=400
    )
    session.grace_ms = 400
    session.clock = ManualClock()
    assert session.submit(Action.of("trade"))
    after_trade = GAME.state_hash(session.state)
    double = session.legal_actions()[0]
    assert double.kind == "double" and session.submit(double)
    assert session.in_grace() and session.record.actions[-2:] == ["trade()", double.encode()]
    return session, after_trade, double


def test_undo_in_a_grace_period_takes_back_the_last_action_and_keeps_the_one_before(qtbot):
    session, after_trade, _double = a_trade_answered_in_a_grace_period(qtbot)
    assert session.undo()
    assert GAME.state_hash(session.state) == after_trade and not session.in_grace()
    assert session.record.actions[-1] == "trade()" and session.moves[-1].action == Action.of(
        "trade"
    )
    assert session.legal_actions()[0].kind == "double"  # the trade's question is open again


def test_the_end_of_a_held_turn_completes_its_own_move(qtbot):
    """The log adds what the turn's end did (the next seat's turn) to the move that ended it."""
    session, _after_trade, double = a_trade_answered_in_a_grace_period(qtbot)
    seat = session.moves[-1].seat
    held_events = session.moves[-1].events
    assert "turn_changed" not in [event.kind for event in held_events]
    completed: list[tuple] = []
    session.move_completed.connect(lambda move, events: completed.append((move, events)))
    assert session.end_turn()
    [(move, events)] = completed
    assert (move.action, move.seat) == (double, seat) and move is session.moves[-1]
    assert move.events == (*held_events, *events)
    assert [event.kind for event in events if event.kind == "turn_changed"] == ["turn_changed"]
    assert session.to_move() == 1 - seat


def test_rewording_the_log_in_a_grace_period_keeps_the_held_move_as_it_was(qtbot):
    """A change of language rewords every move; the held move keeps its events so far (its
    turn's end has not happened yet), and every move before it stays what it was."""
    session, _after_trade, _double = a_trade_answered_in_a_grace_period(qtbot)
    before = [
        (move.index, move.seat, move.label, move.asked, move.events) for move in session.moves
    ]
    session.reword_moves()
    after = [(move.index, move.seat, move.label, move.asked, move.events) for move in session.moves]
    assert after == before


def test_an_agent_asked_for_just_before_the_window_closes_never_starts(qtbot):
    """The move that hands the turn to an agent posts the call to it; a window closed before
    that call runs must not start a decision for a session nobody shows."""
    session = make_session(qtbot, agents=(None, "random"))
    thinking: list[int] = []
    session.agent_thinking.connect(thinking.append)
    session.start()
    assert session.submit(Action.of("roll")) and session.to_move() == 1
    session.close()
    QCoreApplication.processEvents()  # the posted call to the agent runs now
    assert thinking == [] and not session.is_thinking() and len(session.record.actions) == 1


def test_a_save_made_in_a_grace_period_holds_the_state_its_record_replays_to(qtbot):
    """The held turn's end is resolved on a copy for the save, so a resumed save matches its
    record; the table keeps showing the turn not yet ended."""
    session, _after_trade, _double = a_trade_answered_in_a_grace_period(qtbot)
    shown = GAME.state_hash(session.state)
    settled = GAME.state_hash(session.settled_state())
    assert settled == GAME.state_hash(replay(session.record)) and settled != shown
    assert GAME.state_hash(session.state) == shown


def test_a_warning_before_a_final_move_names_what_makes_it_final(qtbot):
    session = make_session(qtbot)
    session.start()
    before = GAME.state_hash(session.state)
    play = next(action for action in session.legal_actions() if action.kind == "play")
    assert session.final_move_warning(Action.of("roll")) == (
        "This move leaves something to chance (a die or a shuffle)"
    )
    assert session.final_move_warning(play) == (
        "This move reveals something hidden (a card drawn, a tile from the bag)"
    )
    assert session.final_move_warning(Action.of("play", card=99)) is None  # not legal
    assert GAME.state_hash(session.state) == before  # each was tried on a copy
    play_randomly_until(
        session, lambda: Action.of("trade") in session.legal_actions(), seed=3, limit=400
    )
    assert session.final_move_warning(Action.of("trade")) is None  # Undo takes a trade back


def test_once_a_grace_period_ends_undo_names_the_agent_that_plays_next(qtbot):
    session, place, _announced = emerland_against_an_agent(qtbot, grace_ms=400)
    assert session.submit(place) and session.undo_refusal() is None
    session.clock.advance(400)
    assert session.undo_refusal() == (
        "Your turn is over and Bot has played since, so it cannot be taken back"
    )
    session.close()


def test_a_human_is_offered_moves_on_their_own_turn_only_and_none_in_a_grace_period(qtbot):
    session = make_session(qtbot)
    session.start()
    hand = sorted(set(session.state.hands[0]))
    offered = [Action.of("play", card=card) for card in hand] + [Action.of("roll")]
    assert session.human_legal_actions() == offered  # no pebbles yet: no trade
    session.move_filter = lambda legal: [action for action in legal if action.kind == "roll"]
    assert session.human_legal_actions() == [Action.of("roll")]  # a tutorial's one move
    grace, _after_trade, _double = a_trade_answered_in_a_grace_period(qtbot)
    assert grace.human_legal_actions() == [] and grace.legal_actions() != []
    against_ai = make_session(qtbot, agents=(None, "random"))
    against_ai.start()
    assert against_ai.submit(Action.of("roll")) and against_ai.to_move() == 1
    assert against_ai.human_legal_actions() == []  # the agent's turn
    against_ai.close()


def test_a_new_games_record_names_its_seats_and_keeps_the_meta_it_was_given(qtbot):
    seats = [SeatSpec("Ana"), SeatSpec("Bot", "random")]
    campaign = {"id": "koto", "chapter": "one"}
    session = GameSession(GAME, GAME.make_config(players=2), 7, seats, meta={"campaign": campaign})
    meta = session.record.meta
    assert meta["seats"] == [{"name": "Ana", "agent": None}, {"name": "Bot", "agent": "random"}]
    assert meta["campaign"] == campaign and meta["game_id"]
    resumed = GameSession.from_record(session.record.model_copy(deep=True))
    assert resumed.seats == seats and resumed.record.meta == meta
    session.close()
    resumed.close()


def test_without_a_grace_period_a_move_that_ends_the_turn_is_played_whole_at_once(qtbot):
    """The default (no grace period): the log gets the double with the turn's end in it, and
    nothing is held, so nothing is completed or ended later."""
    session = make_session(qtbot)
    session.start()
    play_randomly_until(
        session, lambda: Action.of("trade") in session.legal_actions(), seed=3, limit=400
    )
    seat = session.to_move()
    applied, later = [], []
    session.move_applied.connect(applied.append)
    session.move_completed.connect(lambda move, events: later.append("completed"))
    session.turn_ending.connect(lambda ms: later.append("ending"))
    session.turn_ended.connect(lambda: later.append("ended"))
    assert session.submit(Action.of("trade")) and session.submit(session.legal_actions()[0])
    assert [move.action.kind for move in applied] == ["trade", "double"]
    assert "turn_changed" in [event.kind for event in applied[1].events]
    assert later == [] and not session.in_grace() and session.to_move() == 1 - seat


@pytest.mark.parametrize(
    ("name", "options", "language", "bot"),
    [
        ("tinygame", {"solo": "squirrel", "difficulty": "easy"}, "en", "Squirrel"),  # no words
        ("emerland", {"solo": "koto", "difficulty": "normal"}, "en", "Koto"),
        ("emerland", {"solo": "koto", "difficulty": "normal"}, "ko", "코토"),  # its Korean words
    ],
)
def test_a_solo_bots_place_at_the_table_is_named_for_its_bot(qtbot, name, options, language, bot):
    game = registry.get(name)
    session = GameSession(game, game.make_config(players=1, **options), 1, [SeatSpec("Ana")])
    words.set_language(language)
    try:
        assert [session.seat_name(0), session.seat_name(1)] == ["Ana", f"{bot} (solo bot)"]
    finally:
        words.set_language(words.ENGLISH)
    assert session.table_size() == 2


def test_who_has_played_since_a_turn_ended_is_read_from_its_turn_changes_only(qtbot):
    """A turn's end may emit events with seats in them (Rugwort's workers_removed names
    ``seats``, and no ``seat``); only a turn change says who moves next."""
    session = make_session(qtbot, agents=(None, "random"))
    rugwort_leaves = Event("workers_removed", {"seats": (0, 1)})
    seat_named = Event("workers_removed", {"seat": 1})
    to_the_agent = Event("turn_changed", {"seat": 1})
    reason = session._turn_over_reason([rugwort_leaves, seat_named, to_the_agent])
    assert reason() == "Your turn is over and P2 has played since, so it cannot be taken back"
    assert session._turn_over_reason([seat_named])() == (
        "Your turn is over, so it cannot be taken back"
    )

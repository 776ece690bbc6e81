"""The turn-resolution kernel (core/kernel.py) and core/turns.py on a bare state: the task and
prompt stacks, the order of resolution, bots, single answers, the turn-end hook, turn order and
the shared primitives (deck refill, draw, gain, pay, discard), each with exact results."""

from __future__ import annotations

import ast
from pathlib import Path
from types import SimpleNamespace

import pytest

from everdell_desktop.core import Action, Prompt, Rng
from everdell_desktop.core import events as ev
from everdell_desktop.core import kernel as kn
from everdell_desktop.core.kernel import DECLINE, DONE, Kernel, KernelGame, Task
from everdell_desktop.core.turns import seat_to_move

YES, NO = Action.of("yes"), Action.of("no")


def bare(num_seats: int = 2, **extra):
    return SimpleNamespace(
        num_seats=num_seats,
        pending=[],
        tasks=[],
        next_prompt_id=1,
        over=False,
        current=0,
        turn=1,
        **extra,
    )


def no_actions(state, seat):
    return []


def no_main_action(state, action, events):
    raise AssertionError("no main action expected")


def kinds(events) -> list[str]:
    return [event.kind for event in events]


# --- turns.seat_to_move -------------------------------------------------------------------------
def test_the_top_of_a_deeper_prompt_stack_decides():
    prompts = [Prompt(1, 0, "a"), Prompt(2, 2, "b"), Prompt(3, 1, "c")]
    assert seat_to_move(SimpleNamespace(pending=prompts, over=False, current=0)) == 1
    assert seat_to_move(SimpleNamespace(pending=prompts[:1], over=True, current=2)) == 0
    assert seat_to_move(SimpleNamespace(pending=[], over=False, current=2)) == 2


# --- registering --------------------------------------------------------------------------------
def test_replacing_a_registered_handler_is_refused_but_registering_it_again_is_fine():
    kernel = Kernel()

    def first(state, task, events):
        pass

    kernel.register({"x": first}, {})
    kernel.register({"x": first}, {})  # the same handler again: harmless
    with pytest.raises(ValueError, match="x already registered"):
        kernel.register({"x": lambda *a: None}, {})
    kernel.answer("y")(first)
    with pytest.raises(ValueError, match="y already registered"):
        kernel.register({}, {"y": lambda *a: None})


# --- the stacks ---------------------------------------------------------------------------------
def test_tasks_resolve_last_pushed_first_and_push_all_keeps_its_order():
    kernel, log = Kernel(), []
    kernel.task("note")(lambda state, task, events: log.append(task.args[0]))
    state = bare()
    kernel.push(state, Task("note", 0, ("a",)))
    kernel.push_all(state, [Task("note", 0, ("b",)), Task("note", 0, ("c",))])
    kernel.push(state, Task("note", 0, ("d",)))
    kernel.run(state, [])
    assert log == ["d", "b", "c", "a"]
    assert state.tasks == []


def test_run_stops_at_a_prompt_and_resumes_after_its_answer():
    kernel, log = Kernel(), []

    @kernel.task("ask")
    def _ask(state, task, events):
        log.append("ask")
        kernel.ask(state, task.seat, "choose", [YES, NO], events, then="chosen", ctx=(7,))

    @kernel.task("note")
    def _note(state, task, events):
        log.append("note")

    @kernel.answer("chosen")
    def _chosen(state, prompt, action, events):
        log.append((action.kind, prompt.ctx))

    state = bare()
    kernel.push_all(state, [Task("ask", 1), Task("note", 0)])
    events: list = []
    kernel.run(state, events)
    assert log == ["ask"] and len(state.tasks) == 1
    prompt = state.pending[-1]
    assert (prompt.id, prompt.seat, prompt.kind, prompt.options, prompt.then, prompt.ctx) == (
        1,
        1,
        "choose",
        (YES, NO),
        "chosen",
        (7,),
    )
    assert state.next_prompt_id == 2
    assert events[-1].kind == ev.PROMPT_OPENED
    assert events[-1].params == {"seat": 1, "kind": "choose", "source": None}
    turn_ends = []
    kernel.turn(no_actions, no_main_action, lambda s, e: turn_ends.append(len(s.tasks)))
    events = kernel.apply(state, NO)
    assert log == ["ask", ("no", (7,)), "note"]
    assert kinds(events) == [ev.PROMPT_ANSWERED]
    assert events[0].params == {"seat": 1, "kind": "choose", "answer": NO}
    assert turn_ends == [0]  # the turn ended once, with nothing left


def test_the_answer_goes_to_the_handler_named_by_kind_when_no_then_is_given():
    kernel, got = Kernel(), []
    kernel.answer("pick")(lambda state, prompt, action, events: got.append(action))
    state = bare()
    kernel.ask(state, 0, "pick", [YES, NO], [])
    assert state.pending[-1].then == "pick"
    kernel.turn(no_actions, no_main_action, lambda s, e: None)
    kernel.apply(state, YES)
    assert got == [YES]


def test_the_turn_does_not_end_while_work_or_a_decision_is_left_or_after_the_game():
    kernel, ends = Kernel(), []

    def main(state, action, events):
        if action == YES:
            kernel.ask(state, 0, "more", [YES, NO], events, then="more")

    kernel.answer("more")(lambda state, prompt, action, events: None)
    end = lambda state, events: ends.append(state.turn)  # noqa: E731
    kernel.turn(no_actions, main, end)
    state = bare()
    kernel.apply(state, YES)
    assert ends == [] and state.pending
    kernel.apply(state, NO)
    assert ends == [1]
    state.over = True
    kernel.apply(state, NO)
    assert ends == [1]


def bot_turn_kernel(log: list):
    """A kernel whose turn-end hook hands over to a bot at place 1 by queueing its turn; the
    bot's turn asks the player (seat 0) one question for it."""
    kernel = Kernel()

    @kernel.task("bot_turn")
    def _bot_turn(state, task, events):
        log.append("bot acts")
        kernel.ask(state, 0, "for_the_bot", [YES, NO], events)

    @kernel.answer("for_the_bot")
    def _answered(state, prompt, action, events):
        log.append(f"player chose {action.kind}")

    def end_turn(state, events):
        log.append(f"turn {state.turn} of place {state.current} ends")
        if state.turn == 3:
            state.over = True
            return
        kn.start_turn(state, 1 - state.current, events)
        if state.current == 1:
            kernel.push(state, Task("bot_turn", 1))

    kernel.turn(no_actions, lambda state, action, events: log.append("player acts"), end_turn)
    return kernel


def test_work_the_turn_end_hook_queues_is_resolved_and_then_the_turn_ends_again():
    log: list = []
    kernel, state = bot_turn_kernel(log), bare(num_seats=1)
    kernel.apply(state, YES)
    assert log == ["player acts", "turn 1 of place 0 ends", "bot acts"]
    assert state.pending[-1].kind == "for_the_bot" and state.current == 1
    kernel.apply(state, NO)
    assert log[3:] == ["player chose no", "turn 2 of place 1 ends"]
    assert (state.current, state.turn, state.pending, state.tasks) == (0, 3, [], [])


def test_begin_resolves_what_a_setup_queued_and_leaves_an_empty_setup_alone():
    log: list = []
    kernel, state = bot_turn_kernel(log), bare(num_seats=1)
    kernel.begin(state, [])
    assert log == [] and state.turn == 1
    kernel.push(state, Task("bot_turn", 1))
    kernel.begin(state, [])
    assert log == ["bot acts"] and state.pending


def counting_kernel(ends: list, free_actions=()):
    """A kernel whose main action ``ask`` opens a prompt, ``begin`` begins seat 1's turn as
    work and ``bot`` begins the bot's (place 2) turn as work; its hook counts turn ends."""
    kernel = Kernel()
    kernel.answer("more")(lambda state, prompt, action, events: None)

    @kernel.task("begin_turn")
    def _begin(state, task, events):
        kn.start_turn(state, task.seat, events)

    def main(state, action, events):
        if action.kind == "ask":
            kernel.ask(state, state.current, "more", [YES, NO], events)
        elif action.kind in ("begin", "bot"):
            kernel.push(state, Task("begin_turn", 1 if action.kind == "begin" else 2))

    kernel.turn(no_actions, main, lambda state, events: ends.append(state.current), free_actions)
    return kernel


def test_a_free_action_does_not_end_the_turn_even_after_its_decision():
    ends: list = []
    kernel, state = counting_kernel(ends, free_actions=("ask",)), bare()
    kernel.apply(state, Action.of("ask"))
    assert ends == [] and [task.kind for task in state.tasks] == [kn.TURN_GOES_ON]
    kernel.apply(state, YES)
    assert ends == [] and state.tasks == [] and state.pending == []
    kernel.apply(state, Action.of("other"))
    assert ends == [0]


def test_work_that_begins_a_seats_turn_waits_for_that_seat_but_a_bots_turn_ends():
    ends: list = []
    kernel, state = counting_kernel(ends), bare()
    kernel.apply(state, Action.of("begin"))
    assert (state.current, state.turn, ends) == (1, 2, [])
    kernel.apply(state, Action.of("bot"))
    assert (state.current, state.turn, ends) == (2, 3, [2])


def round_kernel(log: list, turns_a_round: int = 2):
    """A kernel of rounds of ``turns_a_round`` turns: the round-end hook opens the next round
    by queueing its first turn as work; every hook writes to ``log``."""
    kernel = Kernel()

    @kernel.task("open_round")
    def _open_round(state, task, events):
        log.append(f"round {state.round} opens")
        kn.start_turn(state, 0, events)

    def end_turn(state, events):
        log.append(f"turn {state.turn} ends")
        kn.start_turn(state, 1 - state.current, events)

    def end_round(state, events):
        log.append(f"round {state.round} ends after turn {state.turn}")
        state.round += 1
        kernel.push(state, Task("open_round", 0))

    kernel.turn(
        no_actions,
        lambda state, action, events: None,
        end_turn,
        round_over=lambda state: state.turn % turns_a_round == 0,
        round_end=end_round,
    )
    return kernel


def test_the_kernel_calls_the_round_end_hook_instead_of_the_turn_end_hook_once_a_round_is_over():
    log: list = []
    kernel, state = round_kernel(log), bare(round=1)
    kernel.apply(state, YES)
    assert log == ["turn 1 ends"] and state.current == 1
    kernel.apply(state, YES)
    assert log[1:] == ["round 1 ends after turn 2", "round 2 opens"]
    assert (state.round, state.current, state.turn, state.tasks) == (2, 0, 3, [])


def test_a_held_turn_that_ends_the_round_goes_on_to_the_round_end_hook():
    log: list = []
    kernel, state = round_kernel(log, turns_a_round=1), bare(round=1)
    _events, held = kernel.apply_holding_turn_end(state, YES)
    assert held and log == []
    kernel.end_held_turn(state)
    assert log == ["round 1 ends after turn 1", "round 2 opens"] and state.round == 2


def test_round_over_and_round_end_are_registered_together():
    with pytest.raises(ValueError, match="together"):
        Kernel().turn(no_actions, no_main_action, no_main_action, round_over=lambda state: True)


def game_nodes():
    """(place, node) for every syntax node of every module under games/."""
    games = Path(__file__).resolve().parents[1] / "everdell_desktop" / "games"
    for path in sorted(games.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            yield f"{path.relative_to(games)}:{getattr(node, 'lineno', 0)}", node


def test_no_game_runs_the_kernel_itself():
    """Hooks and setups queue work; only the kernel resolves it (Kernel.apply, Kernel.begin)."""
    offenders = [
        place
        for place, node in game_nodes()
        if isinstance(node, ast.Attribute) and node.attr in ("run", "_settle")
    ]
    assert offenders == []


def test_games_queue_work_through_the_kernel_only():
    """Work is queued with KERNEL.push / push_all, never by touching the task stack."""
    offenders = [
        place
        for place, node in game_nodes()
        if isinstance(node, ast.Attribute)
        and node.attr in ("append", "extend", "insert", "pop")
        and isinstance(node.value, ast.Attribute)
        and node.value.attr == "tasks"
    ]
    assert offenders == []


def test_a_kernel_game_offers_the_open_prompt_else_the_turn_actions_else_nothing():
    kernel = Kernel()
    kernel.turn(lambda state, seat: [Action.of("move", seat=seat)], no_main_action, None)
    game = SimpleNamespace(kernel=kernel)  # what KernelGame.legal_actions reads of its game
    state = bare()
    state.current = 1
    assert KernelGame.legal_actions(game, state) == [Action.of("move", seat=1)]
    state.pending.append(Prompt(1, 0, "pick", (YES, NO)))
    assert KernelGame.legal_actions(game, state) == [YES, NO]
    state.pending.clear()
    state.over = True
    assert KernelGame.legal_actions(game, state) == []


def test_a_kernel_without_its_turn_says_so():
    with pytest.raises(RuntimeError, match="registered no main_action"):
        Kernel().apply(bare(), YES)


def test_a_bot_is_never_asked_an_optional_choice_is_declined_for_it():
    kernel = Kernel()
    state = bare(num_seats=1)
    events: list = []
    kernel.ask(state, 1, "maybe", [YES, DECLINE], events, source="card.3")
    assert state.pending == [] and state.next_prompt_id == 1
    assert [(e.kind, e.params) for e in events] == [
        (ev.BOT_DECLINED, {"seat": 1, "kind": "maybe", "source": "card.3"})
    ]
    with pytest.raises(RuntimeError, match="bot at place 1"):
        kernel.ask(state, 1, "must", [YES, NO], events)
    kernel.ask(state, 0, "seat", [YES, DECLINE], events)  # seat 0 is a seat, not the bot
    assert len(state.pending) == 1


def test_a_single_answer_is_taken_at_once_only_when_the_kernel_says_so():
    eager, taken = Kernel(answer_single_at_once=True), []
    eager.answer("only")(lambda state, prompt, action, events: taken.append((action, prompt.id)))
    state = bare()
    events: list = []
    eager.ask(state, 0, "only", [YES], events)
    assert taken == [(YES, 0)] and state.pending == []
    assert state.next_prompt_id == 1
    assert [(event.kind, event.params) for event in events] == [
        (ev.PROMPT_ANSWERED, {"seat": 0, "kind": "only", "answer": YES, "auto": True})
    ]  # recorded as what happened, though nobody was asked
    events.clear()
    eager.ask(state, 0, "only", [DECLINE], events)  # a lone decline is still asked
    eager.ask(state, 0, "only", [YES, NO], events)  # and so are two answers
    assert len(state.pending) == 2 and taken == [(YES, 0)]
    patient = Kernel()
    patient.answer("only")(lambda *a: taken.append("no"))
    patient.ask(state, 0, "only", [YES], [])
    assert len(state.pending) == 3


def test_decline_and_done_are_fixed_actions():
    assert (DECLINE.encode(), DONE.encode()) == ("decline()", "done()")


# --- turn order ---------------------------------------------------------------------------------
def test_start_turn_hands_over_and_counts():
    state = bare()
    events: list = []
    kn.start_turn(state, 1, events)
    kn.start_turn(state, 0, events)
    assert (state.current, state.turn) == (0, 3)
    assert [(e.kind, e.params) for e in events] == [
        (ev.TURN_CHANGED, {"seat": 1}),
        (ev.TURN_CHANGED, {"seat": 0}),
    ]


@pytest.mark.parametrize(
    ("current", "places", "finished", "expected"),
    [
        (0, 3, set(), 1),
        (2, 3, set(), 0),  # wraps round
        (0, 3, {1}, 2),
        (1, 3, {2, 0}, 1),  # the current place itself comes last
        (1, 3, {0, 1, 2}, None),
        (0, 1, set(), 0),
    ],
)
def test_next_in_order(current, places, finished, expected):
    assert kn.next_in_order(current, places, lambda seat: seat in finished) == expected


def test_end_game_marks_the_state_over_and_names_the_winners():
    state = bare()
    events: list = []
    kn.end_game(state, events, [1])
    assert state.over is True
    assert [(e.kind, e.params) for e in events] == [(ev.GAME_OVER, {"winners": [1]})]


def test_end_game_names_every_winner_of_a_shared_win():
    """A tie, or a cooperative team, wins together: the event names them all, in order."""
    state = bare(num_seats=3)
    events: list = []
    kn.end_game(state, events, [0, 2])
    assert [(e.kind, e.params) for e in events] == [(ev.GAME_OVER, {"winners": [0, 2]})]


# --- shared primitives --------------------------------------------------------------------------
def deck_state(deck, discard, seed=3):
    return SimpleNamespace(deck=list(deck), discard=list(discard), rng=Rng(seed))


def test_an_empty_deck_is_refilled_from_the_shuffled_discard_pile():
    state = deck_state([], [1, 2, 3, 4])
    events: list = []
    assert kn.refill_deck(state, events) is True
    expected = [1, 2, 3, 4]
    Rng(3).shuffle(expected)
    assert state.deck == expected and state.discard == []
    assert [(e.kind, e.params) for e in events] == [
        (ev.DECK_RESHUFFLED, {"cards": 4, "reveals": True})
    ]


def test_a_deck_with_cards_is_not_refilled_and_an_empty_table_has_nothing():
    state = deck_state([9], [1, 2])
    events: list = []
    assert kn.refill_deck(state, events) is True
    assert (state.deck, state.discard, events) == ([9], [1, 2], [])
    empty = deck_state([], [])
    assert kn.refill_deck(empty, events) is False and events == []
    assert kn.draw_top(empty, events) is None


def test_draw_top_takes_the_last_card_refilling_first():
    state = deck_state([5, 6], [])
    assert kn.draw_top(state, []) == 6 and state.deck == [5]
    state = deck_state([], [7])
    events: list = []
    assert kn.draw_top(state, events) == 7
    assert state.deck == [] and kinds(events) == [ev.DECK_RESHUFFLED]


NAMES = ("twig", "resin", "pebble")


def test_gain_adds_the_vector_times_over_and_reports_only_what_changed():
    bank = [1, 0, 2]
    events: list = []
    kn.gain(bank, (2, 0, 1), NAMES, 1, events)
    kn.gain(bank, (1, 0, 3), NAMES, 1, events, times=2)
    assert bank == [1 + 2 + 2, 0, 2 + 1 + 6]
    assert [e.params for e in events] == [
        {"seat": 1, "delta": {"twig": 2, "pebble": 1}},
        {"seat": 1, "delta": {"twig": 2, "pebble": 6}},
    ]
    assert kinds(events) == [ev.RESOURCES_CHANGED] * 2


def test_a_gain_zero_times_over_changes_nothing_and_reports_nothing_changed():
    """The event reports what the bank gained, not the vector it was asked to add."""
    bank = [1, 0, 2]
    events: list = []
    kn.gain(bank, (2, 0, 1), NAMES, 1, events, times=0)
    assert bank == [1, 0, 2]
    assert [e.params for e in events] == [{"seat": 1, "delta": {}}]


def test_pay_takes_the_vector_or_refuses_without_touching_the_bank():
    bank = [3, 1, 2]
    events: list = []
    kn.pay(bank, (2, 1, 0), NAMES, 0, events)
    assert bank == [1, 0, 2]
    assert events[0].params == {"seat": 0, "delta": {"twig": -2, "resin": -1}}
    kn.pay(bank, (1, 0, 2), NAMES, 0, events)  # exactly all of it
    assert bank == [0, 0, 0]
    with pytest.raises(AssertionError, match="cannot pay"):
        kn.pay(bank, (0, 0, 1), NAMES, 0, events)
    assert bank == [0, 0, 0] and len(events) == 2
    kn.pay(bank, (0, 0, 0), NAMES, 0, events)  # nothing to pay: no event
    assert len(events) == 2


def test_a_vector_shorter_than_the_bank_leaves_the_rest_alone():
    """Emerland's supply holds 7 amounts (resources, Emeralds, Harps, point tokens) and a card's
    cost only the first 4."""
    bank = [2, 2, 2, 2, 1, 1, 5]
    events: list = []
    kn.pay(bank, (1, 0, 2, 0), (*NAMES, "marble"), 0, events)
    kn.gain(bank, (0, 1), NAMES, 0, events)
    assert bank == [1, 3, 0, 2, 1, 1, 5]


def test_discard_card_moves_it_and_names_it():
    hand, discard = [4, 5, 6], [1]
    events: list = []
    kn.discard_card(hand, 5, discard, 1, events)
    kn.discard_card(hand, 4, discard, 1, events, label="card.4")
    assert hand == [6] and discard == [1, 5, 4]
    assert [e.params for e in events] == [
        {"card": 5, "from_zone": "hand", "to_zone": "discard", "seat": 1},
        {"card": "card.4", "from_zone": "hand", "to_zone": "discard", "seat": 1},
    ]
    assert kinds(events) == [ev.CARD_MOVED] * 2


def test_is_bot_is_any_place_after_the_seats():
    state = bare(num_seats=2)
    assert [kn.is_bot(state, place) for place in range(4)] == [False, False, True, True]


def test_a_resources_event_names_only_the_amounts_that_changed():
    event = ev.resources_changed(2, ("twig", "resin", "pebble", "berry"), [1, 0, -2, 0])
    assert (event.kind, event.params) == (
        "resources_changed",
        {"seat": 2, "delta": {"twig": 1, "pebble": -2}},
    )

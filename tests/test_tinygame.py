"""The test game proves the kernel plumbing: hidden cards, a prompt, a die, views, replay."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from everdell_desktop import core
from everdell_desktop.core import Action, IllegalAction, Rng
from everdell_desktop.games.tinygame.rules import HIDDEN, TURNS_PER_SEAT

GAME = core.get("tinygame")


def new(players=2, seed=1, **options):
    return GAME.new_game(GAME.make_config(players=players, **options), seed)


def play_random(state, seed, limit=None):
    rng = Rng(seed)
    taken = []
    while state.to_move() is not None and (limit is None or len(taken) < limit):
        action = rng.choice(GAME.legal_actions(state))
        GAME.apply(state, action)
        taken.append(action)
    return taken


def test_registered_under_its_name():
    assert "tinygame" in core.names()


def test_each_seat_gets_a_hand_of_two_hidden_from_others():
    state = new(players=3)
    assert [len(h) for h in state.hands] == [2, 2, 2]
    view = GAME.view(state, 1)
    assert view.hands[1] == state.hands[1]
    assert view.hands[0] == [HIDDEN, HIDDEN]
    assert set(view.deck) == {HIDDEN}


def test_trade_opens_a_prompt_whose_answers_are_the_only_legal_actions():
    state = new()
    state.pebbles[0] = 3
    GAME.apply(state, Action.of("trade"))
    assert state.pending and state.to_move() == 0
    legal = GAME.legal_actions(state)
    assert {a.kind for a in legal} == {"double"}
    value = legal[0]["card"]
    before = state.points[0]
    GAME.apply(state, legal[0])
    assert state.points[0] == before + 2 * value
    assert state.to_move() == 1


def test_illegal_action_raises_and_leaves_state_unchanged():
    state = new()
    snapshot = GAME.state_hash(state)
    with pytest.raises(IllegalAction):
        GAME.apply(state, Action.of("trade"))
    with pytest.raises(IllegalAction):
        GAME.apply(state, Action.of("play", card=99))
    assert GAME.state_hash(state) == snapshot


def test_game_ends_after_every_seat_used_its_turns():
    state = new(players=4, seed=5)
    assert not GAME.is_over(state)
    taken = play_random(state, 5)
    assert state.to_move() is None and GAME.is_over(state)
    assert GAME.legal_actions(state) == []
    assert len([a for a in taken if a.kind != "trade"]) == 4 * TURNS_PER_SEAT


def test_same_seed_same_actions_same_game():
    first, second = new(seed=8), new(seed=8)
    actions = play_random(first, 2)
    for action in actions:
        GAME.apply(second, action)
    assert GAME.state_hash(first) == GAME.state_hash(second)


def test_clone_is_independent():
    state = new()
    copy = state.clone()
    play_random(copy, 3)
    assert GAME.state_hash(state) == GAME.state_hash(new())


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32), seat=st.integers(0, 2), salt=st.integers(0, 2**32))
def test_determinize_is_consistent_with_the_view(seed, seat, salt):
    state = new(players=3, seed=seed)
    play_random(state, seed, limit=4)
    view = GAME.view(state, seat)
    full = GAME.determinize(view, Rng(salt))
    assert full.hands[seat] == state.hands[seat]
    assert len(full.deck) == len(state.deck)
    everything = sorted(
        full.deck + [c for h in full.hands for c in h] + [c for p in full.played for c in p]
    )
    assert everything == sorted(v for v in range(1, 7) for _ in range(3))


def test_solo_scores_include_the_bot_target():
    state = new(players=1, solo="squirrel", difficulty="hard")
    play_random(state, 4)
    scores = GAME.scores(state)
    assert len(scores) == 2 and scores[1].total == 20


@pytest.mark.parametrize(
    "options, message",
    [
        ({"players": 5}, "Pebble Path (test game) is played by 2-4 players, not 5"),
        ({"players": 1}, "Pebble Path (test game) is played by 2-4 players, not 1"),
        ({"players": 2, "difficulty": "easy"}, "--difficulty only applies to a solo bot (--solo)"),
        (
            {"players": 1, "solo": "owl", "difficulty": "easy"},
            "Pebble Path (test game) has no solo bot 'owl' (known: squirrel)",
        ),
        (
            {"players": 1, "solo": "squirrel", "difficulty": "brutal"},
            "solo bot 'squirrel' plays at difficulty easy, hard, not 'brutal'",
        ),
        (
            {"players": 2, "solo": "squirrel", "difficulty": "easy"},
            "a solo game has exactly 1 player",
        ),
    ],
)
def test_bad_config_is_refused_with_a_reason(options, message):
    with pytest.raises(ValueError) as refused:
        GAME.make_config(**options)
    assert str(refused.value) == message


@pytest.mark.parametrize(
    "options",
    [{"players": 2}, {"players": 4}, {"players": 1, "solo": "squirrel", "difficulty": "hard"}],
)
def test_the_edges_of_a_good_config_are_accepted(options):
    assert GAME.make_config(**options).model_dump(exclude_defaults=True) == options


def test_a_die_roll_or_a_draw_is_an_undo_barrier_but_a_prompt_is_not():
    state = new()
    before = state.rng.state
    events = GAME.apply(state, Action.of("roll"))
    assert GAME.undo_barrier(before, state, events) == "chance"
    state = new()
    state.pebbles[0] = 3
    before = state.rng.state
    events = GAME.apply(state, Action.of("trade"))
    assert GAME.undo_barrier(before, state, events) is None
    card = state.hands[0][0]
    events = GAME.apply(state, Action.of("double", card=card))
    assert GAME.undo_barrier(before, state, events) is None
    events = GAME.apply(state, Action.of("play", card=state.hands[1][0]))
    assert GAME.undo_barrier(state.rng.state, state, events) == "reveal"


def test_a_trade_needs_and_costs_three_pebbles():
    state = new()
    state.pebbles[0] = 2
    assert Action.of("trade") not in GAME.legal_actions(state)
    state.pebbles[0] = 3
    assert Action.of("trade") in GAME.legal_actions(state)
    state.pebbles[0] = 5
    GAME.apply(state, Action.of("trade"))
    assert state.pebbles[0] == 2


def test_turns_are_counted_from_one_and_each_handover_begins_the_next():
    state = new()
    assert state.turn == 1
    GAME.apply(state, Action.of("roll"))
    assert state.turn == 2
    state.pebbles[1] = 3
    GAME.apply(state, Action.of("trade"))
    assert state.turn == 2  # a decision inside a turn does not begin another
    GAME.apply(state, GAME.legal_actions(state)[0])
    assert state.turn == 3


def test_prompts_are_numbered_from_one_in_the_order_they_open():
    state = new()
    ids = []
    for _ in range(2):
        state.pebbles[state.current] = 3
        GAME.apply(state, Action.of("trade"))
        ids.append(state.pending[-1].id)
        GAME.apply(state, GAME.legal_actions(state)[0])
    assert ids == [1, 2]
    assert GAME.encode_state(new())["pending"] == []


def test_the_die_has_six_faces_and_its_roll_is_the_pebbles_gained():
    faces = set()
    for seed in range(60):
        state = new(seed=seed)
        events = GAME.apply(state, Action.of("roll"))
        (rolled,) = [e for e in events if e.kind == "dice_rolled"]
        (face,) = rolled.params["faces"]
        assert state.pebbles[0] == face
        faces.add(face)
    assert faces == {1, 2, 3, 4, 5, 6}


def test_each_seat_starts_with_nothing_and_has_five_turns():
    state = new(players=3)
    assert (state.points, state.pebbles, state.played) == ([0, 0, 0], [0, 0, 0], [[], [], []])
    assert state.turns_left == [5, 5, 5]
    rolls = 0
    while state.to_move() is not None:
        GAME.apply(state, Action.of("roll"))
        rolls += 1
    assert rolls == 15


def test_a_state_refuses_a_misspelt_field():
    """The state is a slotted dataclass (cheap to clone millions of times in a search): setting
    a field that does not exist is an error, not a silent new attribute."""
    state = new()
    with pytest.raises(AttributeError):
        state.pebble = [9, 9]

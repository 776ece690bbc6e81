"""Undo follows one rule for every kind of opponent (issue 41, part 1): a player's turn can be
taken back until something hidden is really revealed. The grace period (or the confirm click)
holds every answer to it, a solo bot's reply and a hot seat's hand-over included; a refused
Undo names the true reason; a move that will reveal something says so before it is made.

Grace periods run on a ManualClock: no test waits on the wall clock."""

from __future__ import annotations

import pytest
from koto_lines import UP_TO_KOTOS_UPGRADE, play_to_kotos_upgrade

from everdell_desktop.core import GameRecord, Rng, registry, replay
from everdell_desktop.session import GameSession, ManualClock, SeatSpec

GRACE_MS = 1500

# game, bot, level, and whether the bot replies to the player's every turn (Rugwort plays only
# when a Meadow card is owed to him)
SOLO_BOTS = [
    ("emerland", "koto", "normal", True),
    ("everdell", "rugwort", "year1", False),
    ("duo", "skunk", "normal", True),
    ("emerge", "rival", "hard", True),
]


def held_session(qtbot, game, config, seats, grace_ms=GRACE_MS, seed=5):
    session = GameSession(game, config, seed, seats)
    session.grace_ms = grace_ms
    session.clock = ManualClock()
    session.start()
    return session


def quiet_turn_end(session, limit=50):
    """Play on (the first legal move) until a move that ends the player's turn and reveals
    nothing by itself is legal; return that move. Judged on a copy, with the rules alone."""
    game = session.game
    for _ in range(limit):
        for action in session.human_legal_actions():
            state = session.state.clone()
            rng_before = state.rng.state
            events, held = game.apply_holding_turn_end(state, action)
            if held and game.undo_barrier(rng_before, state, events) is None:
                return action
        session.end_turn()
        assert session.submit(session.human_legal_actions()[0])
        session.end_turn()
    raise AssertionError("no quiet move that ends the turn came up")


def replayed_moves(session):
    moves = []
    state = replay(GameRecord.model_validate(session.record.model_dump()), moves=moves)
    return state, moves


@pytest.mark.parametrize(("name", "bot", "level", "replies"), SOLO_BOTS)
def test_a_solo_players_last_move_is_undone_before_the_bot_replies(
    qtbot, name, bot, level, replies
):
    game = registry.get(name)
    config = game.make_config(players=1, solo=bot, difficulty=level)
    session = held_session(qtbot, game, config, [SeatSpec("Ana")])
    move = quiet_turn_end(session)
    before = game.state_hash(session.state)
    bot_events = []
    session.event_emitted.connect(
        lambda event: (
            event.params.get("seat", -1) >= session.state.num_seats and bot_events.append(event)
        )
    )
    assert session.submit(move)
    assert session.in_grace() and session.can_undo() and session.undo_refusal() is None
    assert bot_events == []  # the bot's reply waits behind the grace period
    assert session.undo()
    assert game.state_hash(session.state) == before and not session.in_grace()
    assert session.submit(move)
    session.clock.advance(GRACE_MS - 1)
    assert session.in_grace() and bot_events == []
    session.clock.advance(1)
    assert not session.in_grace() and session.to_move() == 0
    assert (bot_events != []) == replies
    state, moves = replayed_moves(session)  # the held move is the record's move, events and all
    assert game.state_hash(state) == game.state_hash(session.state)
    assert moves[-1].events == session.moves[-1].events
    assert not session.can_undo()
    why = session.undo_refusal()
    assert "Your turn is over" in why and ("has played since" in why) == replies
    session.close()


def test_a_hot_seat_players_last_move_is_undone_before_the_hand_over(qtbot):
    game = registry.get("emerland")
    seats = [SeatSpec("Ana"), SeatSpec("Ben")]
    session = held_session(qtbot, game, game.make_config(players=2), seats, grace_ms=None)
    handovers = []
    session.handover_requested.connect(handovers.append)
    move = quiet_turn_end(session)
    assert session.submit(move)
    assert session.in_grace() and session.can_undo() and handovers == []
    session.clock.advance(600_000)  # "Confirm end of turn": only the player ends it
    assert session.in_grace() and handovers == [] and session.waiting_for() == 1
    assert session.undo() and session.to_move() == 0 and session.moves == []
    assert session.submit(move)
    assert session.end_turn()
    assert handovers == [1] and session.to_move() == 1 and not session.can_undo()
    assert session.undo_refusal() == "There is no move of this turn to take back"
    session.close()


def test_an_undone_turn_end_is_held_no_more(qtbot):
    """Undo takes the held turn end back with the move: the player is waited for again, and
    the state an autosave writes (the settled one) is the one on the table, not one whose
    turn has gone on to the next player."""
    game = registry.get("emerland")
    seats = [SeatSpec("Ana"), SeatSpec("Ben")]
    session = held_session(qtbot, game, game.make_config(players=2), seats, grace_ms=None)
    move = quiet_turn_end(session)
    assert session.submit(move) and session.waiting_for() == 1
    assert session.undo()
    assert session.waiting_for() == 0
    assert game.state_hash(session.settled_state()) == game.state_hash(session.state)
    session.close()


def test_choosing_which_of_kotos_cards_he_upgrades_ends_his_turn_at_once(qtbot):
    """The player's answer to a question inside Koto's turn holds no turn end: nobody moves
    at his place, so his turn ends with the answer and the player's own turn begins (held,
    the session was left with his place to move, which is no seat, and failed)."""
    game = registry.get("emerland")
    config = game.make_config(players=1, solo="koto", difficulty="normal")
    session = held_session(qtbot, game, config, [SeatSpec("Ana")], grace_ms=300, seed=0)
    assert play_to_kotos_upgrade(session) == UP_TO_KOTOS_UPGRADE.count("end")
    assert session.state.pending[-1].kind == "koto_upgrade"
    assert session.submit(game.parse_action("koto_upgrade(pick=1)"))
    assert session.to_move() == 0 and not session.in_grace()
    assert session.state.pending == [] and session.human_legal_actions()
    session.close()


@pytest.mark.parametrize(("name", "bot", "level", "_replies"), SOLO_BOTS)
@pytest.mark.parametrize("seed", range(1, 7))
def test_a_solo_game_with_a_grace_period_plays_to_its_end(qtbot, name, bot, level, _replies, seed):
    """Random moves, each turn ended before its grace period: every move is taken, and the
    one to move is always the player until the game ends (a bot's place is never waited on)."""
    game = registry.get(name)
    config = game.make_config(players=1, solo=bot, difficulty=level)
    session = held_session(qtbot, game, config, [SeatSpec("Ana")], seed=seed)
    choices = Rng(seed)
    for _ in range(1000):
        if session.is_over():
            break
        assert session.to_move() == 0
        legal = session.human_legal_actions()
        if legal:
            assert session.submit(legal[choices.randrange(len(legal))])
        else:
            assert session.end_turn()
    assert session.is_over()
    session.close()


def test_a_move_that_reveals_is_announced_before_and_its_refusal_names_it(qtbot):
    game = registry.get("duo")
    config = game.make_config(players=1, solo="skunk", difficulty="normal")
    session = held_session(qtbot, game, config, [SeatSpec("Ana")])
    quiet = quiet_turn_end(session)
    before = game.state_hash(session.state)
    assert session.final_move_warning(quiet) is None
    draws = [
        action
        for action in session.human_legal_actions()
        if session.final_move_warning(action) is not None
    ]
    assert draws, "a move that reveals something is legal at the start"
    warning = session.final_move_warning(draws[0])
    assert game.state_hash(session.state) == before  # the warnings were worked out on a copy
    assert session.submit(draws[0]) and not session.can_undo()
    refusal = session.undo_refusal()
    if "chance" in warning:
        assert refusal.startswith("Your last move left something to chance")
    else:
        assert refusal.startswith("Your last move revealed something hidden")
    session.close()

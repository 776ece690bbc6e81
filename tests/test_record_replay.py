import json

import pytest

from everdell_desktop import core
from everdell_desktop.ai import create_agent
from everdell_desktop.ai.match import play_match
from everdell_desktop.core import GameRecord, ReplayError, replay, verify

GAME = core.get("tinygame")


def finished_record(seed=3, players=3):
    config = GAME.make_config(players=players)
    agents = [create_agent("random", GAME)]
    return play_match(GAME, config, agents, seed).record


def test_replay_reproduces_the_final_state_hash():
    record = finished_record()
    state = replay(record)
    assert state.to_move() is None
    assert GAME.state_hash(state) == record.final_hash
    assert verify(record)["valid"] is True


def test_record_survives_json_round_trip():
    record = finished_record(seed=4)
    again = GameRecord.model_validate(json.loads(record.model_dump_json()))
    assert verify(again) == verify(record)


def test_tampered_action_is_reported_with_its_position():
    record = finished_record()
    record.actions[2] = "play(card=99)"
    with pytest.raises(ReplayError, match="action 3"):
        replay(record)
    assert verify(record)["valid"] is False


def test_changed_final_hash_is_detected():
    record = finished_record()
    record.final_hash = "0" * 64
    result = verify(record)
    assert result["valid"] is False and "does not match" in result["error"]


def test_unknown_game_is_a_replay_error_not_a_crash():
    record = finished_record().model_copy(update={"game": "chess"})
    assert verify(record)["valid"] is False


def test_partial_replay_stops_where_asked():
    record = finished_record()
    state = replay(record, upto=3)
    assert state.to_move() is not None


def test_a_verified_record_reports_its_actions_and_hash_whole():
    record = finished_record()
    assert verify(record) == {
        "valid": True,
        "actions": len(record.actions),
        "state_hash": record.final_hash,
        "error": None,
    }
    record.final_hash = None  # a record saved before its end hash: replayable is enough
    assert verify(record)["valid"] is True


def test_a_record_that_does_not_replay_or_match_is_reported_whole():
    record = finished_record()
    replayed_hash = record.final_hash
    record.final_hash = "0" * 64
    assert verify(record) == {
        "valid": False,
        "actions": len(record.actions),
        "state_hash": replayed_hash,
        "error": "the replayed game does not match the saved final state",
    }
    record.actions[2] = "play(card=99)"
    result = verify(record)
    assert (result["valid"], result["actions"], result["state_hash"]) == (
        False,
        len(record.actions),
        None,
    )
    assert result["error"].startswith("action 3 (play(card=99)) cannot be replayed: ")


def test_saved_options_the_game_refuses_are_named():
    record = finished_record().model_copy(update={"config": {"players": 9}})
    with pytest.raises(ReplayError) as refused:
        replay(record)
    assert str(refused.value) == (
        "the saved game options are invalid: Pebble Path (test game) is played by 2-4 players,"
        " not 9"
    )


def test_a_partial_replay_shows_each_action_before_it_is_played_and_tells_its_moves():
    record = finished_record()
    seen, moves = [], []
    replay(
        record,
        upto=3,
        moves=moves,
        before=lambda index, state, action: seen.append((index, action.encode(), len(moves))),
    )
    assert seen == [(index, record.actions[index], index) for index in range(3)]
    assert [(move.index, move.action.encode()) for move in moves] == [
        (index, record.actions[index]) for index in range(3)
    ]

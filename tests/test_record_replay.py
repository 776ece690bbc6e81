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

"""Saves, autosave, replay and statistics for Emerge, through the engine contract."""

import json

from emerge_kit import GAME

from everdell_desktop.cli import main
from everdell_desktop.core import Rng, new_record, replay
from everdell_desktop.store import SaveStore, StatisticsStore, StorePaths, new_game_id
from everdell_desktop.store.statistics import mode_of

SEATS = [{"name": "Ana", "agent": None}, {"name": "Bo", "agent": "random"}]


def played(actions: int | None = None, seed: int = 6, solo: bool = False, asking: bool = False):
    """A game of random moves (``actions`` of them, or to the end; with ``asking``, on until a
    question is open) and its record."""
    config = (
        GAME.make_config(players=1, solo="rival", difficulty="hard")
        if solo
        else GAME.make_config(players=2)
    )
    seats = SEATS[:1] if solo else SEATS
    record = new_record(GAME, config, seed, game_id=new_game_id(), seats=seats)
    state = GAME.new_game(config, seed)
    rng = Rng(seed)
    while state.to_move() is not None and (
        actions is None or len(record.actions) < actions or (asking and not state.pending)
    ):
        action = rng.choice(GAME.legal_actions(state))
        GAME.apply(state, action)
        record.actions.append(action.encode())
    return record, state


def test_a_save_made_mid_prompt_loads_to_the_same_state(tmp_path):
    saves = SaveStore(StorePaths(tmp_path))
    record, state = played(actions=57, asking=True)
    assert state.pending
    saves.save(record, "island hopping", state=state)
    (entry,) = [e for e in saves.entries() if e.kind == "save"]
    assert entry.progress.startswith("Round ") and entry.loadable
    loaded = saves.load(entry)
    assert GAME.state_hash(loaded.state) == GAME.state_hash(state)
    assert loaded.state.pending == state.pending  # the open question comes back


def test_autosave_then_continue(tmp_path):
    saves = SaveStore(StorePaths(tmp_path))
    record, state = played(actions=120)
    saves.autosave(record, state=state)
    loaded = saves.continue_game()
    assert loaded is not None and GAME.state_hash(loaded.state) == GAME.state_hash(state)


def test_a_finished_game_replays_and_verifies_from_the_command_line(tmp_path, capsys):
    record, state = played()
    record.final_hash = GAME.state_hash(state)
    path = tmp_path / "game.json"
    path.write_text(record.model_dump_json())
    assert main(["replay", str(path), "--verify", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["valid"] is True
    assert GAME.state_hash(replay(record)) == record.final_hash


def test_statistics_count_an_emerge_game_once(tmp_path):
    store = StatisticsStore(StorePaths(tmp_path))
    record, state = played()
    store.record_game(record, state)
    store.record_game(record, state)
    stats = store.load().stats("emerge", mode_of(record.config))
    assert stats.played == 1
    assert stats.won == (GAME.winners(state) == [0])


def test_statistics_of_a_solo_game_against_the_rival(tmp_path):
    store = StatisticsStore(StorePaths(tmp_path))
    record, state = played(solo=True, seed=3)
    store.record_game(record, state)
    mode = mode_of(record.config)
    assert "rival" in mode
    assert store.load().stats("emerge", mode).played == 1

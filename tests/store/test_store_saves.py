"""SaveStore: named saves, quick save, rotating autosaves, listing, Continue, delete."""

import json
from datetime import UTC, datetime, timedelta

import pytest
from store_support import GAME, play_tinygame, prefix

from everdell_desktop import core
from everdell_desktop.cli import main
from everdell_desktop.store import SAVE_SUFFIX, LoadError, SaveStore, load_game
from everdell_desktop.store import saves as saves_module


class Clock:
    """Each call is one minute later than the last, so save order is explicit."""

    def __init__(self):
        self.moment = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)

    def __call__(self):
        self.moment += timedelta(minutes=1)
        return self.moment


@pytest.fixture
def clocked(paths):
    return SaveStore(paths, now=Clock())


def test_a_save_lists_game_seats_progress_date_and_summary(saves, finished):
    record, _ = finished
    entry = saves.save(prefix(record, 4), "Evening game")
    (listed,) = saves.entries()
    assert listed == entry
    assert listed.name == "Evening game" and listed.kind == "save"
    assert listed.game == "tinygame" and listed.game_title == GAME.title
    assert listed.seats == ("Ana (human)", "Bo (random)")
    assert listed.progress == "4 actions played"
    assert listed.summary.startswith("score ") and "Ana to move" in listed.summary
    assert not listed.finished and listed.game_id == "g1"
    assert abs(listed.saved_at - datetime.now(UTC)) < timedelta(minutes=1)


def test_a_finished_game_is_listed_with_its_result(saves, finished):
    record, state = finished
    entry = saves.save(record, "done", state=state)
    totals = "–".join(str(b.total) for b in GAME.scores(state))
    winners = ", ".join(["Ana", "Bo"][seat] for seat in GAME.winners(state))
    assert entry.finished
    assert entry.summary == f"final score {totals}; won by {winners}"
    assert entry.progress == f"finished after {len(record.actions)} actions"


def test_a_saved_record_carries_the_final_hash_of_its_state(saves, finished):
    record, _ = finished
    entry = saves.save(prefix(record, 5), "x")
    saved = json.loads(entry.path.read_text())
    assert saved["final_hash"] == GAME.state_hash(core.replay(prefix(record, 5)))


def test_saving_with_the_live_state_does_not_replay(saves, finished, monkeypatch):
    record, state = finished

    def no_replay(*_args):
        raise AssertionError("replayed")

    monkeypatch.setattr(saves_module, "replay", no_replay)
    entry = saves.save(record, "live", state=state)
    assert json.loads(entry.path.read_text())["final_hash"] == record.final_hash


def test_saving_in_the_middle_of_a_prompt_restores_the_prompt(saves):
    record = next(
        record for seed in range(40) if "trade()" in (record := play_tinygame(seed=seed)[0]).actions
    )
    upto = record.actions.index("trade()") + 1  # a trade opens a prompt
    state = core.replay(record, upto=upto)
    assert state.pending
    saves.save(prefix(record, upto), "mid prompt", state=state)
    loaded = saves.load(saves.entries()[0])
    assert loaded.state.pending == state.pending
    assert GAME.legal_actions(loaded.state) == GAME.legal_actions(state)


def test_the_same_name_replaces_a_save_and_other_names_coexist(saves, finished):
    record, _ = finished
    saves.save(prefix(record, 2), "Mine")
    saves.save(prefix(record, 3), "Mine")
    saves.save(prefix(record, 4), "Other")
    by_name = {entry.name: entry for entry in saves.entries()}
    assert set(by_name) == {"Mine", "Other"}
    assert len(saves.load(by_name["Mine"]).record.actions) == 3


@pytest.mark.parametrize("name", ["../../outside", "/etc/passwd", "_quicksave", "a:b*c?"])
def test_any_save_name_stays_inside_the_saves_folder(name, saves, finished):
    record, _ = finished
    saves.quick_save(prefix(record, 1))
    entry = saves.save(prefix(record, 2), name)
    assert entry.path.parent == saves.paths.saves
    assert entry.kind == "save" and entry.name == name
    assert len(saves.quick_load().record.actions) == 1  # the quick slot was not overwritten


def test_quick_save_then_quick_load(saves, finished):
    record, _ = finished
    saves.quick_save(prefix(record, 3))
    saves.quick_save(prefix(record, 5))
    assert len(saves.quick_load().record.actions) == 5
    assert saves.quick_entry().kind == "quick"


def test_quick_load_without_a_quick_save_says_so(saves):
    with pytest.raises(LoadError, match="no quick save"):
        saves.quick_load()


def test_entries_are_newest_first_with_one_autosave_per_game(clocked):
    first, _ = play_tinygame(seed=1, game_id="first")
    second, _ = play_tinygame(seed=2, game_id="second")
    clocked.autosave(prefix(first, 1))
    clocked.save(prefix(first, 1), "named")
    clocked.autosave(prefix(first, 2))
    clocked.autosave(prefix(second, 1))
    clocked.quick_save(prefix(second, 2))
    listed = [(entry.kind, entry.game_id) for entry in clocked.entries()]
    assert listed == [
        ("quick", "second"),
        ("autosave", "second"),
        ("autosave", "first"),
        ("save", "first"),
    ]
    assert len(clocked.entries(all_autosaves=True)) == 5


def test_unreadable_files_are_listed_last(clocked, finished):
    record, _ = finished
    clocked.save(prefix(record, 2), "older")
    (clocked.paths.saves / "broken.json").write_text("{")  # its file time is the newest
    clocked.save(prefix(record, 3), "newer")
    assert [entry.name for entry in clocked.entries()] == ["newer", "older", "broken"]


def test_autosave_keeps_the_last_three_of_a_game(saves, finished):
    record, _ = finished
    for count in range(1, 7):
        saves.autosave(prefix(record, count))
    folder = saves.paths.autosave / "g1"
    assert sorted(path.name for path in folder.iterdir()) == [
        f"000004{SAVE_SUFFIX}",
        f"000005{SAVE_SUFFIX}",
        f"000006{SAVE_SUFFIX}",
    ]
    counts = [len(saves.load(e).record.actions) for e in saves.autosaves_in(folder)]
    assert counts == [6, 5, 4]


def test_autosave_keeps_only_the_most_recent_games(saves, monkeypatch):
    monkeypatch.setattr(saves_module, "AUTOSAVED_GAMES", 3)
    for number in range(5):
        record, _ = play_tinygame(seed=number, game_id=f"game{number}")
        saves.autosave(prefix(record, 2))
    folders = sorted(path.name for path in saves.paths.autosave.iterdir())
    assert len(folders) == 3 and "game4" in folders


def test_continue_offers_the_most_recent_unfinished_game(clocked):
    older, _ = play_tinygame(seed=1, game_id="older")
    newer, _ = play_tinygame(seed=2, game_id="newer")
    clocked.autosave(prefix(older, 3))
    clocked.autosave(prefix(newer, 2))
    clocked.autosave(prefix(newer, 4))
    entry = clocked.continue_entry()
    assert entry.game_id == "newer"
    loaded = clocked.continue_game()
    assert loaded.record.actions == newer.actions[:4]
    assert GAME.state_hash(loaded.state) == GAME.state_hash(core.replay(prefix(newer, 4)))


def test_continue_offers_the_game_last_played_not_an_older_one(clocked):
    older, _ = play_tinygame(seed=1, game_id="older")
    done, done_state = play_tinygame(seed=2, game_id="done")
    clocked.autosave(prefix(older, 3))
    clocked.autosave(prefix(done, 3))
    assert clocked.continue_entry().game_id == "done"
    clocked.autosave(done, state=done_state)  # the last game played is over: nothing to continue
    assert clocked.continue_entry() is None and clocked.continue_game() is None
    clocked.autosave(prefix(older, 4))  # playing the older game again makes it the last one
    assert clocked.continue_entry().game_id == "older"


def test_nothing_to_continue(saves, finished):
    record, state = finished
    assert saves.continue_entry() is None and saves.continue_game() is None
    saves.autosave(record, state=state)
    assert saves.continue_entry() is None and saves.continue_game() is None


@pytest.mark.parametrize("damage", ["garbage", "tampered"])
def test_continue_falls_back_to_the_previous_autosave(damage, saves, finished):
    record, _ = finished
    for count in (2, 3, 4):
        saves.autosave(prefix(record, count))
    newest = saves.autosaves_in(saves.paths.autosave / "g1")[0].path
    if damage == "garbage":
        newest.write_bytes(b"\x00\x17 power cut")
    else:
        data = json.loads(newest.read_text())
        data["actions"][1] = "play(card=99)"
        newest.write_text(json.dumps(data))
    assert len(saves.continue_game().record.actions) == 3


def test_continue_reports_when_no_autosave_of_the_game_loads(saves, finished):
    record, _ = finished
    saves.autosave(prefix(record, 2))
    path = saves.autosaves_in(saves.paths.autosave / "g1")[0].path
    data = json.loads(path.read_text())
    data["actions"][0] = "double(card=1)"
    path.write_text(json.dumps(data))
    with pytest.raises(LoadError, match="action 1"):
        saves.continue_game()


def test_listing_reads_metadata_without_replaying(saves, finished, monkeypatch):
    record, state = finished
    saves.save(record, "one", state=state)
    saves.autosave(record, state=state)

    def no_replay(*_args, **_kwargs):
        raise AssertionError("listing replayed a game")

    monkeypatch.setattr(core.record, "replay", no_replay)
    monkeypatch.setattr(saves_module, "replay", no_replay)
    assert len(saves.entries()) == 2 and saves.continue_entry() is None


def test_delete_a_save_and_an_autosaved_game(saves, finished):
    record, _ = finished
    saves.save(prefix(record, 2), "keep")
    doomed = saves.save(prefix(record, 3), "doomed")
    saves.autosave(prefix(record, 1))
    saves.autosave(prefix(record, 2))
    saves.delete(doomed)
    (auto,) = [entry for entry in saves.entries() if entry.kind == "autosave"]
    saves.delete(auto)
    assert [entry.name for entry in saves.entries()] == ["keep"]
    assert not (saves.paths.autosave / "g1").exists()


def test_delete_refuses_a_file_outside_the_store(saves, finished, tmp_path):
    record, _ = finished
    outside = tmp_path / "elsewhere.json"
    outside.write_text(record.model_dump_json())
    entry = saves.save(record, "x")
    with pytest.raises(ValueError, match="not one of this store"):
        saves.delete(type(entry)(**{**_fields(entry), "path": outside}))
    assert outside.exists()


def _fields(entry):
    return {name: getattr(entry, name) for name in entry.__slots__}


def test_a_game_may_describe_its_progress(saves, finished, monkeypatch):
    record, _ = finished
    monkeypatch.setattr(GAME, "describe_progress", lambda state: "Spring, turn 2", raising=False)
    assert saves.save(prefix(record, 3), "x").progress == "Spring, turn 2"


def test_simulated_games_are_listed_by_their_agents(saves, capsys):
    code = main(
        [
            *("simulate", "--game", "tinygame", "--players", "3", "--agents", "random"),
            *("--games", "2", "--save-dir", str(saves.paths.saves), "--json"),
        ]
    )
    assert code == 0
    capsys.readouterr()
    entries = saves.entries()
    assert len(entries) == 2
    assert all(entry.seats == ("random (AI)",) * 3 for entry in entries)
    assert all(saves.load(entry).game.name == "tinygame" for entry in entries)


def test_simulate_save_dir_records_an_unfinished_game_that_loads(tmp_path, monkeypatch, capsys):
    from everdell_desktop.ai import match

    real = match.play_match

    def crash_midway(game, config, agents, seed, record):
        real(game, config, agents, seed, record)
        del record.actions[4:]
        record.final_hash = None
        raise RuntimeError("engine bug")

    monkeypatch.setattr(match, "play_match", crash_midway)
    args = ["--players", "2", "--agents", "random", "--games", "1"]
    main(["simulate", "--game", "tinygame", *args, "--save-dir", str(tmp_path), "--json"])
    capsys.readouterr()
    (path,) = tmp_path.glob("*.json")
    loaded = load_game(path)
    assert len(loaded.record.actions) == 4 and loaded.state.to_move() is not None

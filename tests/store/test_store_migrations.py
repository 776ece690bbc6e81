"""Older save formats load through the migration chain; the file itself is never rewritten."""

import json
import shutil
from pathlib import Path

import pytest
from store_support import GAME, snapshot

from everdell_desktop import core
from everdell_desktop.cli import main
from everdell_desktop.store import LoadError
from everdell_desktop.store.migrations import MIGRATIONS, MigrationError, migrate, version_of

V0_FILE = Path(__file__).parent / "data" / "v0_tinygame_mid_prompt.json"


@pytest.fixture
def v0_save(tmp_path):
    path = tmp_path / "old.json"
    shutil.copy(V0_FILE, path)
    return path


def test_every_old_version_has_a_migration_step():
    assert sorted(MIGRATIONS) == list(range(core.SCHEMA_VERSION))


def test_a_version_0_save_loads_mid_prompt_with_its_players(v0_save, saves):
    before = snapshot(v0_save.parent)
    loaded = saves.load(v0_save)
    assert loaded.record.schema_version == core.SCHEMA_VERSION
    assert len(loaded.record.actions) == 6
    assert loaded.state.pending and loaded.state.pending[-1].kind == "choose_card_to_double"
    assert [seat["name"] for seat in loaded.record.meta["seats"]] == ["Ana", "Bo"]
    assert loaded.record.meta["saved_at"] == "2025-03-14T09:26:53"
    assert GAME.legal_actions(loaded.state)  # the game can go on
    assert snapshot(v0_save.parent) == before


def test_a_version_0_save_verifies_with_replay(v0_save, capsys):
    assert main(["replay", str(v0_save), "--verify", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["valid"] is True and result["actions"] == 6


def test_a_version_0_save_is_listed_in_the_saves_folder(saves):
    saves.paths.saves.mkdir(parents=True)
    shutil.copy(V0_FILE, saves.paths.saves / "old.json")
    (entry,) = saves.entries()
    assert entry.loadable and entry.game == "tinygame"
    assert entry.seats == ("Ana (unknown)", "Bo (unknown)")
    assert entry.progress == "6 actions played"


def test_a_version_0_save_missing_its_moves_is_refused(tmp_path, saves):
    data = json.loads(V0_FILE.read_text())
    del data["moves"]
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data))
    with pytest.raises(LoadError, match="missing field 'moves'"):
        saves.load(path)


def test_a_version_0_save_with_an_illegal_move_is_refused(tmp_path, saves):
    data = json.loads(V0_FILE.read_text())
    data["moves"][1] = "double(card=4)"
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data))
    with pytest.raises(LoadError, match="action 2"):
        saves.load(path)


@pytest.mark.parametrize("version", [-1, "1", 1.5, True])
def test_a_version_that_is_not_a_known_number_is_refused(version, tmp_path, saves):
    data = json.loads(V0_FILE.read_text())
    data["version"] = version
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(data))
    with pytest.raises(LoadError, match="cannot be read"):
        saves.load(path)


def test_migrate_leaves_a_current_document_alone():
    document = {"schema_version": core.SCHEMA_VERSION, "game": "tinygame", "actions": []}
    assert migrate(dict(document)) == document


def test_migrate_raises_for_a_missing_step():
    with pytest.raises(MigrationError, match="not supported"):
        migrate({"schema_version": -3})


def test_a_version_1_save_made_mid_prompt_loads_checked_by_replay(tmp_path, saves):
    """Version 1 hashed open prompts in the engines' own shapes; such a save must still load
    (its actions replay legally) and is re-stamped when saved again."""
    record = core.new_record(GAME, GAME.make_config(players=2), 6)
    state = GAME.new_game(GAME.make_config(players=2), 6)
    while not state.pending:
        kinds = {a.kind: a for a in GAME.legal_actions(state)}
        action = kinds.get("trade", kinds["roll"])
        GAME.apply(state, action)
        record.actions.append(action.encode())
    document = record.model_dump() | {"schema_version": 1, "final_hash": "f" * 64}
    path = tmp_path / "v1.json"
    path.write_text(json.dumps(document))
    loaded = saves.load(path)
    assert loaded.state.pending and loaded.record.final_hash is None
    assert json.loads(path.read_text())["final_hash"] == "f" * 64  # the file is not rewritten


def test_a_version_2_save_with_a_wrong_hash_is_still_refused(tmp_path, saves):
    record = core.new_record(GAME, GAME.make_config(players=2), 6)
    document = record.model_dump() | {"final_hash": "f" * 64}
    path = tmp_path / "v2.json"
    path.write_text(json.dumps(document))
    with pytest.raises(LoadError, match="changed"):
        saves.load(path)


def test_each_step_turns_a_version_n_document_into_a_version_n_plus_1_one():
    document = json.loads(V0_FILE.read_text())
    for version in range(core.SCHEMA_VERSION):
        assert version_of(document) == version
        document = MIGRATIONS[version](document)
    assert version_of(document) == core.SCHEMA_VERSION


def test_a_version_0_document_missing_several_fields_names_the_first():
    with pytest.raises(MigrationError, match="missing field 'options' of the old save format"):
        migrate({"version": 0, "game": "tinygame", "players": []})


def test_migrate_leaves_a_newer_document_for_its_caller_to_refuse():
    document = {"schema_version": core.SCHEMA_VERSION + 1, "game": "tinygame"}
    assert migrate(dict(document)) == document

"""Every kind of bad save file gets a clear message, a non-zero ``replay --verify`` exit, no
crash, and leaves every file (itself included) exactly as it was."""

import json

import pytest
from store_support import play_tinygame, prefix, snapshot

from everdell_desktop import core
from everdell_desktop.cli import main
from everdell_desktop.store import LoadError, files, read_record
from everdell_desktop.store.files import MAX_SAVE_BYTES, read_json_object


def _record_text(record):
    return record.model_dump_json(indent=1)


def _corrupted(record):
    text = bytearray(_record_text(record).encode())
    text[len(text) // 3 : len(text) // 3 + 40] = bytes(range(200, 240))
    return bytes(text)


def _truncated(record):
    text = _record_text(record).encode()
    return text[: len(text) // 2]


def _wrong_types(record):
    data = json.loads(_record_text(record))
    data["seed"] = "twelve"
    return json.dumps(data).encode()


def _unknown_game(record):
    return _record_text(record.model_copy(update={"game": "chess"})).encode()


def _options_of_another_game(record):
    config = {**record.config, "river_tokens": 3}
    return _record_text(record.model_copy(update={"config": config})).encode()


def _too_many_players(record):
    return _record_text(record.model_copy(update={"config": {"players": 9}})).encode()


def _other_json(_record):
    return json.dumps({"schema_version": 1, "animation_speed": 1.0, "language": "en"}).encode()


def _illegal_action(record):
    actions = list(record.actions)
    actions[2] = "play(card=99)"
    return _record_text(record.model_copy(update={"actions": actions})).encode()


def _unknown_action(record):
    actions = [*record.actions[:4], "teleport(to=moon)"]
    return _record_text(record.model_copy(update={"actions": actions})).encode()


def _dropped_last_action(record):
    """Every remaining action is legal, but the game no longer ends in the saved state."""
    return _record_text(record.model_copy(update={"actions": record.actions[:-1]})).encode()


def _future_version(record):
    data = json.loads(_record_text(record))
    data["schema_version"] = core.SCHEMA_VERSION + 1
    data["new_field"] = {"from": "the future"}
    return json.dumps(data).encode()


# kind -> (file bytes from a finished record, a phrase the player's message must contain)
BAD_FILES = {
    "corrupted_bytes": (_corrupted, "not valid JSON"),
    "corrupted_field_types": (_wrong_types, "bad or missing field 'seed'"),
    "truncated": (_truncated, "not valid JSON"),
    "empty": (lambda _record: b"", "is empty"),
    "non_json": (lambda _record: b"Everdell is a lovely game\n", "not valid JSON"),
    "json_but_not_an_object": (lambda _record: b"[1, 2, 3]", "is not a saved game"),
    "wrong_game_unknown": (_unknown_game, "unknown game 'chess'"),
    "wrong_game_options": (_options_of_another_game, "river_tokens"),
    "wrong_player_count": (_too_many_players, "not 9"),
    "deeply_nested": (lambda _record: b"[" * 100_000, "not valid JSON"),
    "wrong_kind_of_file": (_other_json, "is not a saved game"),
    "tampered_illegal_action": (_illegal_action, "action 3"),
    "tampered_unknown_action": (_unknown_action, "action 5"),
    "tampered_log_cut_short": (_dropped_last_action, "does not match"),
    "future_version": (_future_version, "newer version"),
}


@pytest.fixture
def folder(tmp_path):
    """A folder with one good save next to where the bad one goes."""
    record, _ = play_tinygame(seed=11)
    (tmp_path / "good.json").write_text(_record_text(record))
    return tmp_path


def _write_bad(folder, kind):
    make, phrase = BAD_FILES[kind]
    record, _ = play_tinygame(seed=5)
    path = folder / f"{kind}.json"
    path.write_bytes(make(record))
    return path, phrase


def _write_huge(folder):
    path = folder / "huge.json"
    with path.open("wb") as stream:
        stream.truncate(MAX_SAVE_BYTES + 1)
    return path


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_replay_verify_exits_1_with_a_message_for_a_bad_file(kind, folder, capsys):
    path, phrase = _write_bad(folder, kind)
    before = snapshot(folder)
    code = main(["replay", str(path), "--verify", "--json"])
    result = json.loads(capsys.readouterr().out)
    assert code == 1
    assert result["valid"] is False and phrase in result["error"] and result["error"]
    assert snapshot(folder) == before


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_store_load_raises_load_error_for_a_bad_file(kind, folder, saves):
    path, phrase = _write_bad(folder, kind)
    before = snapshot(folder)
    with pytest.raises(LoadError) as caught:
        saves.load(path)
    assert phrase in str(caught.value) and path.name in str(caught.value)
    assert snapshot(folder) == before
    assert not saves.paths.root.exists()  # loading created nothing either


def test_replay_verify_refuses_a_huge_file_without_reading_it(folder, capsys):
    path = _write_huge(folder)
    before = snapshot(folder)
    assert main(["replay", str(path), "--verify", "--json"]) == 1
    assert "too large" in json.loads(capsys.readouterr().out)["error"]
    assert snapshot(folder) == before


def test_store_refuses_a_huge_file(folder, saves):
    with pytest.raises(LoadError, match="too large"):
        saves.load(_write_huge(folder))


def test_replay_verify_reports_a_missing_file(tmp_path, capsys):
    assert main(["replay", str(tmp_path / "nowhere.json"), "--verify", "--json"]) == 1
    assert "cannot be opened" in json.loads(capsys.readouterr().out)["error"]


def test_future_version_message_names_both_versions(folder, saves):
    path, _ = _write_bad(folder, "future_version")
    with pytest.raises(LoadError) as caught:
        saves.load(path)
    assert f"save format {core.SCHEMA_VERSION + 1}" in str(caught.value)
    assert f"reads up to {core.SCHEMA_VERSION}" in str(caught.value)


def test_an_unknown_option_is_named_in_one_sentence(folder, saves):
    path, _ = _write_bad(folder, "wrong_game_options")
    with pytest.raises(LoadError) as caught:
        saves.load(path)
    assert str(caught.value) == (
        "wrong_game_options.json cannot be loaded:"
        " its game option 'river_tokens' is invalid (Extra inputs are not permitted)"
    )
    assert "\n" not in str(caught.value)


def test_a_rules_exception_during_replay_is_reported_not_raised(folder, saves, monkeypatch, capsys):
    record, _ = play_tinygame(seed=5)
    path = folder / "save.json"
    path.write_text(_record_text(prefix(record, 4)))
    game = core.get("tinygame")

    def broken_apply(state, action):
        raise KeyError("a rules bug")

    monkeypatch.setattr(game, "apply_legal", broken_apply)  # where the rules are
    with pytest.raises(LoadError, match="KeyError"):
        saves.load(path)
    assert main(["replay", str(path), "--verify", "--json"]) == 1
    assert "KeyError" in json.loads(capsys.readouterr().out)["error"]


@pytest.mark.parametrize("kind", ["truncated", "tampered_illegal_action", "future_version"])
def test_a_bad_file_in_the_saves_folder_is_listed_with_its_problem(kind, saves, finished):
    record, _ = finished
    saves.save(prefix(record, 3), "good one")
    path, _ = _write_bad(saves.paths.saves, kind)
    entries = {entry.path.name: entry for entry in saves.entries()}
    assert saves.find("good one").loadable
    if kind == "tampered_illegal_action":  # listing reads metadata only; loading finds it
        assert entries[path.name].loadable
        with pytest.raises(LoadError, match="action 3"):
            saves.load(entries[path.name])
    else:
        assert not entries[path.name].loadable
        assert entries[path.name].error == entries[path.name].summary


def test_the_size_limit_is_ten_mebibytes_a_file_of_exactly_that_size_is_read(tmp_path):
    limit = 10 * 1024 * 1024
    body = b'{"padding": true}'
    exactly = tmp_path / "exactly.json"
    exactly.write_bytes(b" " * (limit - len(body)) + body)
    assert read_json_object(exactly) == {"padding": True}
    over = tmp_path / "over.json"
    over.write_bytes(b" " * (limit + 1 - len(body)) + body)
    with pytest.raises(LoadError, match=r"too large to be a saved game \(10240 KiB\)$"):
        read_json_object(over)


def test_a_newer_version_number_is_shown_cut_to_twenty_characters(tmp_path):
    record, _ = play_tinygame(seed=5)
    data = json.loads(_record_text(record))
    data["schema_version"] = int("9" * 50)
    path = tmp_path / "future.json"
    path.write_text(json.dumps(data))
    with pytest.raises(LoadError) as caught:
        read_record(path)
    assert f"(save format {'9' * 19}…; this version reads up to" in str(caught.value)
    data["schema_version"] = int("9" * 20)  # exactly twenty: shown whole
    path.write_text(json.dumps(data))
    with pytest.raises(LoadError) as caught:
        read_record(path)
    assert f"(save format {'9' * 20}; this version reads up to" in str(caught.value)
    data["schema_version"] = core.SCHEMA_VERSION + 1  # the usual case: a short number
    path.write_text(json.dumps(data))
    with pytest.raises(LoadError) as caught:
        read_record(path)
    assert f"(save format {core.SCHEMA_VERSION + 1}; this version reads up to" in str(caught.value)


def test_with_several_bad_fields_the_message_names_the_first(tmp_path):
    record, _ = play_tinygame(seed=5)
    data = json.loads(_record_text(record))
    data["seed"], data["actions"] = "twelve", 5
    path = tmp_path / "damaged.json"
    path.write_text(json.dumps(data))
    with pytest.raises(LoadError, match=r"bad or missing field 'seed'$"):
        read_record(path)


def _nested(depth):
    """A JSON object nested ``depth`` levels deep (the object itself is level 1)."""
    value = []
    for _ in range(depth - 2):
        value = [value]
    return {"meta": value}


def test_nesting_is_read_to_sixty_four_levels_and_refused_beyond(tmp_path):
    path = tmp_path / "nested.json"
    path.write_text(json.dumps(_nested(64)))
    assert read_json_object(path) == _nested(64)
    path.write_text(json.dumps(_nested(65)))
    with pytest.raises(LoadError, match="nested too deeply"):
        read_json_object(path)


def test_a_file_that_grows_past_the_limit_while_it_is_read_is_refused(tmp_path, monkeypatch):
    """The size is measured, then the file read: one that grew past the limit in between (another
    program still writing it) is refused, not read in part."""
    path = tmp_path / "growing.json"
    path.write_bytes(b'{"padding": true}')
    real_open = files.Path.open

    def growing_open(self, *args, **kwargs):
        with real_open(self, "ab") as stream:
            stream.write(b" " * (10 * 1024 * 1024 + 1 - self.stat().st_size))
        return real_open(self, *args, **kwargs)

    monkeypatch.setattr(files.Path, "open", growing_open)
    with pytest.raises(LoadError, match=r"too large to be a saved game$"):
        read_json_object(path)


def test_a_rule_message_quoting_a_huge_option_is_cut_to_two_hundred_characters():
    record, _ = play_tinygame(seed=5)
    record = record.model_copy(update={"config": {"players": 10**300}})
    with pytest.raises(LoadError) as caught:
        files.replay_checked(record, "the save")
    lead = "the save cannot be loaded: the saved game options are invalid: "
    message = str(caught.value)
    assert message.startswith(lead + "Pebble Path (test game) is played by 2-4 players, not 1000")
    assert len(message) == len(lead) + 200 and message.endswith("0…")


def test_a_loaded_game_refuses_a_misspelt_field():
    loaded = files.replay_checked(play_tinygame(seed=5)[0])
    with pytest.raises(AttributeError):
        loaded.stat = None


def test_with_several_invalid_options_the_message_names_the_first():
    record, _ = play_tinygame(seed=5)
    record = record.model_copy(update={"config": {"players": "many", "solo": 5}})
    with pytest.raises(LoadError, match="its game option 'players' is invalid"):
        files.replay_checked(record, "the save")

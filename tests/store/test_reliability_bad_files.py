"""Issue 14's reliability suite: a catalogue of bad files, every one refused cleanly.

Each kind of bad save is refused by ``everdell-desktop replay --verify`` (exit status 1, a
one-line reason, no traceback) and by the store API (LoadError; listed with its error), and no
file changes. Each kind of bad settings, statistics or campaign file loads defaults (never an
exception), keeps the bad file byte for byte (as a backup, or in place when it cannot be read)
and is reported once. The suite is bounded: about 90 save kinds and 17 model-file kinds, in a
few seconds.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from store_support import play_tinygame

from everdell_desktop import core
from everdell_desktop.cli import main
from everdell_desktop.store import (
    CampaignStore,
    LoadError,
    SaveStore,
    SettingsStore,
    StatisticsStore,
    StorePaths,
)
from everdell_desktop.store.files import MAX_SAVE_BYTES

RECORD, _ = play_tinygame(seed=6)
TEXT = RECORD.model_dump_json(indent=1)
DOC = json.loads(TEXT)
LONG = "9" * 5000
POSIX = os.name == "posix"
ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


def _json(document) -> bytes:
    return json.dumps(document).encode()


def _with(**changes) -> bytes:
    return _json({**DOC, **changes})


def _without(key) -> bytes:
    return _json({k: v for k, v in DOC.items() if k != key})


def _raw(key, raw: str) -> bytes:
    """The record with ``key``'s value replaced by raw JSON text (what json.dumps cannot say)."""
    marker = "__RAW_VALUE__"
    return json.dumps({**DOC, key: marker}).replace(f'"{marker}"', raw).encode()


def _actions(change: Callable[[list[str]], list[str]]) -> bytes:
    return _with(actions=change(list(DOC["actions"])))


def _replace_action(index: int, text: str) -> bytes:
    return _actions(lambda actions: [*actions[:index], text, *actions[index + 1 :]])


def _swap(actions: list[str]) -> list[str]:
    first = next(i for i in range(len(actions) - 1) if actions[i] != actions[i + 1])
    actions[first], actions[first + 1] = actions[first + 1], actions[first]
    return actions


def _corrupt(at: float, width: int = 16) -> bytes:
    data = bytearray(TEXT.encode())
    start = int(len(data) * at)
    data[start : start + width] = bytes(range(0x80, 0x80 + width))
    return bytes(data)


def _truncate(fraction: float) -> bytes:
    data = TEXT.encode()
    return data[: int(len(data) * fraction)]


def _near_limit(action: str) -> bytes:
    room = MAX_SAVE_BYTES - len(TEXT) - 1_000
    return _with(actions=[action * max(1, room // len(action))])


# kind -> the file's bytes. Grouped as in the issue: garbage, truncations, wrong types, future
# schema, illegal actions, tampered seed/hash, huge files, non-UTF-8.
BAD_SAVES: dict[str, Callable[[], bytes]] = {
    # garbage
    "empty": lambda: b"",
    "whitespace": lambda: b"   \n\t  \n",
    "text": lambda: b"Everdell is a lovely game\n",
    "binary": lambda: bytes(range(256)) * 8,
    "nul_bytes": lambda: b"\x00" * 512,
    "corrupted_start": lambda: _corrupt(0.05),
    "corrupted_middle": lambda: _corrupt(0.5),
    "corrupted_end": lambda: _corrupt(0.97, 4),
    "trailing_garbage": lambda: TEXT.encode() + b"\n}garbage",
    "two_documents": lambda: TEXT.encode() + TEXT.encode(),
    "json_array": lambda: b"[1, 2, 3]",
    "json_string": lambda: b'"a saved game"',
    "json_number": lambda: b"42",
    "json_null": lambda: b"null",
    "json_true": lambda: b"true",
    "json_empty_object": lambda: b"{}",
    "settings_file": lambda: _json({"schema_version": 1, "animation_speed": 1.0}),
    "statistics_file": lambda: _json({"schema_version": 1, "games": {}, "counted": []}),
    "deeply_nested_array": lambda: b"[" * 100_000,
    "deeply_nested_object": lambda: b'{"a":' * 50_000 + b"1" + b"}" * 50_000,
    "nested_meta_beyond_limit": lambda: _raw("meta", "[" * 200 + "]" * 200),
    # truncations
    "truncated_10": lambda: _truncate(0.1),
    "truncated_50": lambda: _truncate(0.5),
    "truncated_90": lambda: _truncate(0.9),
    "truncated_last_byte": lambda: TEXT.encode().rstrip()[:-1],
    # wrong types
    "seed_text": lambda: _with(seed="twelve"),
    "seed_fraction": lambda: _with(seed=1.5),
    "seed_list": lambda: _with(seed=[1]),
    "seed_null": lambda: _with(seed=None),
    "seed_missing": lambda: _without("seed"),
    "game_missing": lambda: _without("game"),
    "game_number": lambda: _with(game=7),
    "game_empty": lambda: _with(game=""),
    "game_unknown": lambda: _with(game="chess"),
    "config_missing": lambda: _without("config"),
    "config_list": lambda: _with(config=[2]),
    "config_text": lambda: _with(config="2 players"),
    "players_text": lambda: _with(config={"players": "two"}),
    "players_fraction": lambda: _with(config={"players": 2.5}),
    "players_zero": lambda: _with(config={"players": 0}),
    "players_negative": lambda: _with(config={"players": -3}),
    "players_nine": lambda: _with(config={"players": 9}),
    "players_missing": lambda: _with(config={}),
    "option_unknown": lambda: _with(config={**DOC["config"], "river_tokens": 3}),
    "option_named_self": lambda: _with(config={**DOC["config"], "self": 1}),
    "solo_unknown": lambda: _with(config={"players": 1, "solo": "koto", "difficulty": "hard"}),
    "actions_text": lambda: _with(actions="roll()"),
    "actions_object": lambda: _with(actions={"1": "roll()"}),
    "action_number": lambda: _replace_action(0, 7),
    "action_null": lambda: _replace_action(0, None),
    "action_list": lambda: _replace_action(0, ["roll()"]),
    "final_hash_number": lambda: _with(final_hash=12),
    "meta_list": lambda: _with(meta=["Ana"]),
    "meta_text": lambda: _with(meta="Ana vs Bo"),
    "unknown_field": lambda: _with(cheats={"pebbles": 99}),
    # future and odd schema versions
    "future_version": lambda: _with(schema_version=core.SCHEMA_VERSION + 1),
    "far_future_version": lambda: _with(schema_version=10**9),
    "version_text": lambda: _with(schema_version="1"),
    "version_fraction": lambda: _with(schema_version=1.5),
    "version_negative": lambda: _with(schema_version=-1),
    "version_true": lambda: _with(schema_version=True),
    "version_0_missing_moves": lambda: _json({"version": 0, "game": "tinygame", "seed": 1}),
    "version_0_players_text": lambda: _json(
        {"version": 0, "game": "tinygame", "options": {}, "seed": 1, "moves": [], "players": "A"}
    ),
    # hostile numbers
    "seed_long_integer": lambda: _raw("seed", LONG),
    "meta_long_integer": lambda: _raw("meta", '{"saved_at": ' + LONG + "}"),
    "config_long_integer": lambda: _raw("config", '{"players": ' + LONG + "}"),
    "players_4000_digits": lambda: _raw("config", '{"players": ' + "8" * 4000 + "}"),
    "version_4000_digits": lambda: _raw("schema_version", "8" * 4000),
    "seed_nan": lambda: _raw("seed", "NaN"),
    "meta_infinity": lambda: _raw("meta", '{"progress": Infinity}'),
    "meta_minus_infinity": lambda: _raw("meta", '{"progress": -Infinity}'),
    # illegal actions in the list
    "action_illegal": lambda: _replace_action(2, "play(card=99)"),
    "action_unknown_kind": lambda: _replace_action(1, "teleport(to=moon)"),
    "action_malformed": lambda: _replace_action(1, "roll("),
    "action_empty_text": lambda: _replace_action(1, ""),
    "action_float_value": lambda: _replace_action(1, "play(card=1.0)"),
    "action_bool_for_int": lambda: _replace_action(1, "play(card=true)"),
    "action_duplicate_argument": lambda: _replace_action(1, "play(card=1,card=1)"),
    "action_too_deep": lambda: _replace_action(1, "play(card=" + "[" * 50 + "]" * 50 + ")"),
    "action_too_long": lambda: _replace_action(1, "play(card=" + "x" * 5000 + ")"),
    "action_after_the_end": lambda: _actions(lambda actions: [*actions, actions[-1]]),
    "actions_swapped": lambda: _actions(_swap),
    # tampered seed, options or hash
    "log_cut_short": lambda: _actions(lambda actions: actions[:-1]),
    "seed_changed": lambda: _with(seed=DOC["seed"] + 1),
    "players_changed": lambda: _with(config={**DOC["config"], "players": 3}),
    "final_hash_changed": lambda: _with(final_hash="0" * 64),
    "final_hash_of_another_game": lambda: _with(final_hash=play_tinygame(seed=7)[0].final_hash),
    "game_changed": lambda: _with(game="everdell"),
    # huge files
    "just_over_the_limit": lambda: b" " * (MAX_SAVE_BYTES + 1 - len(TEXT)) + TEXT.encode(),
    "hostile_long_action": lambda: _near_limit("b,"),
    "hostile_many_actions": lambda: _with(
        actions=["roll()"] * ((MAX_SAVE_BYTES - len(TEXT)) // 10)
    ),
    # not UTF-8
    "latin1_text": lambda: TEXT.replace('"Ana"', '"Zo\u00e9"').encode("latin-1"),
    "utf16": lambda: TEXT.encode("utf-16"),
    "utf32": lambda: TEXT.encode("utf-32"),
    "lone_surrogate_escape": lambda: _raw("meta", '{"save_name": "\\ud800"}') + b"\xff",
}


def _make_special(kind: str, path: Path) -> None:
    """File-system kinds that are not bytes: a folder, links, a pipe."""
    if kind == "folder":
        path.mkdir()
        (path / "inside.json").write_text(TEXT)
    elif kind == "symlink_loop":
        path.symlink_to(path)
    elif kind == "dangling_symlink":
        path.symlink_to(path.with_name("nowhere.json"))
    elif kind == "named_pipe":
        os.mkfifo(path)


SPECIAL = ["folder"] + (["symlink_loop", "dangling_symlink", "named_pipe"] if POSIX else [])
ALL_KINDS = sorted(BAD_SAVES) + SPECIAL


@pytest.fixture
def home(tmp_path):
    """A data folder holding one good save, to show that nothing else changes either."""
    paths = StorePaths(tmp_path / "home")
    SaveStore(paths).save(RECORD, "good one")
    return paths


def _place(kind: str, paths: StorePaths) -> Path:
    path = paths.saves / f"{kind}.json"
    if kind in BAD_SAVES:
        path.write_bytes(BAD_SAVES[kind]())
    else:
        _make_special(kind, path)
    return path


def _tree(root: Path) -> dict:
    """Every entry under ``root`` (links not followed): files with bytes and times."""
    found = {}
    for path in sorted(root.rglob("*")):
        if path.is_symlink():
            found[path.relative_to(root)] = ("link", os.readlink(path))
        elif path.is_file():
            found[path.relative_to(root)] = (path.read_bytes(), path.stat().st_mtime_ns)
        elif path.is_dir():
            found[path.relative_to(root)] = "folder"
        else:
            found[path.relative_to(root)] = "special"
    return found


@pytest.mark.parametrize("kind", ALL_KINDS)
def test_replay_verify_refuses_it_with_exit_1_and_one_line(kind, home, capsys):
    path = _place(kind, home)
    before = _tree(home.root)
    code = main(["replay", str(path), "--verify", "--json"])
    captured = capsys.readouterr()
    result = json.loads(captured.out)
    assert code == 1 and result["valid"] is False
    assert result["error"] and "\n" not in result["error"] and len(result["error"]) < 500
    assert captured.err == ""
    assert _tree(home.root) == before


@pytest.mark.parametrize("kind", ALL_KINDS)
def test_the_store_refuses_it_and_changes_nothing(kind, home):
    path = _place(kind, home)
    before = _tree(home.root)
    store = SaveStore(home)
    with pytest.raises(LoadError) as caught:
        store.load(path)
    assert path.name in str(caught.value) and "\n" not in str(caught.value)
    # listing reads files without replaying them: it may miss a tampered log, never crash
    (good,) = [entry for entry in store.entries() if entry.name == "good one"]
    assert good.loadable
    assert store.load(good).record.actions == RECORD.actions
    assert _tree(home.root) == before


@pytest.mark.parametrize("kind", ["autosave_garbage", "autosave_tampered"])
def test_continue_skips_a_bad_newest_autosave(kind, home):
    store = SaveStore(home)
    store.autosave(RECORD.model_copy(update={"actions": RECORD.actions[:3], "final_hash": None}))
    newest = store.autosave(
        RECORD.model_copy(update={"actions": RECORD.actions[:5], "final_hash": None})
    )
    content = b"{garbage" if kind == "autosave_garbage" else BAD_SAVES["final_hash_changed"]()
    newest.path.write_bytes(content)
    before = _tree(home.root)
    loaded = store.continue_game()
    assert loaded is not None and len(loaded.record.actions) == 3
    assert _tree(home.root) == before


@pytest.mark.skipif(not POSIX or ROOT, reason="needs POSIX permissions, not root")
def test_an_unreadable_save_and_a_read_only_folder(home, capsys):
    path = _place("truncated_50", home)
    locked = home.saves / "locked.json"
    locked.write_text(TEXT)
    locked.chmod(0)
    home.saves.chmod(0o555)
    try:
        for bad in (path, locked):
            assert main(["replay", str(bad), "--verify", "--json"]) == 1
            assert json.loads(capsys.readouterr().out)["valid"] is False
            with pytest.raises(LoadError):
                SaveStore(home).load(bad)
    finally:
        home.saves.chmod(0o755)
        locked.chmod(0o644)


def test_a_byte_order_mark_is_tolerated(home):
    """Some editors start UTF-8 files with a byte-order mark; the file is still UTF-8."""
    path = home.saves / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + TEXT.encode())
    assert SaveStore(home).load(path).record.actions == RECORD.actions


def test_a_few_kinds_through_the_real_command(home):
    """In a process of its own: exit status 1, JSON on stdout, nothing on stderr."""
    for kind in ("long_integer_seed_in_subprocess", "deeply_nested_array", "utf16"):
        source = "seed_long_integer" if kind.startswith("long") else kind
        path = home.saves / f"{kind}.json"
        path.write_bytes(BAD_SAVES[source]())
        result = subprocess.run(
            [sys.executable, "-m", "everdell_desktop", "replay", str(path), "--verify", "--json"],
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert result.returncode == 1, result.stderr
        assert json.loads(result.stdout)["valid"] is False
        assert "Traceback" not in result.stderr and result.stderr == ""


# --- settings, statistics and campaign files ----------------------------------------------
BAD_MODEL_FILES: dict[str, Callable[[], bytes]] = {
    "empty": lambda: b"",
    "garbage": lambda: b"Everdell is a lovely game",
    "binary": lambda: bytes(range(256)),
    "truncated": lambda: b'{"schema_version": 1, "games": {"tinygame": {',
    "not_an_object": lambda: b"[1, 2, 3]",
    "long_integer": lambda: b'{"schema_version": ' + LONG.encode() + b"}",
    "nan": lambda: b'{"animation_speed": NaN}',
    "deeply_nested": lambda: b"[" * 100_000,
    "nested_beyond_limit": lambda: b'{"x": ' + b"[" * 100 + b"]" * 100 + b"}",
    "utf16": lambda: '{"language": "fr"}'.encode("utf-16"),
    "latin1": lambda: '{"language": "fr", "name": "Zoé"}'.encode("latin-1"),
    "huge": lambda: b" " * (MAX_SAVE_BYTES + 1),
    "wrong_types": lambda: _json(
        {
            "animation_speed": "fast",
            "games": "many",
            "profiles": [1],
            "counted": 5,
            "default_seats": "nobody",
        }
    ),
}
MODEL_SPECIAL = ["folder"] + (["symlink_loop"] if POSIX else [])
STORES = [SettingsStore, StatisticsStore, CampaignStore]


@pytest.mark.parametrize("store_class", STORES, ids=lambda c: c.__name__)
@pytest.mark.parametrize("kind", sorted(BAD_MODEL_FILES))
def test_a_bad_model_file_gives_defaults_and_is_kept(store_class, kind, tmp_path):
    paths = StorePaths(tmp_path)
    store = store_class(paths)
    content = BAD_MODEL_FILES[kind]()
    store.path.write_bytes(content)
    value = store.load()
    assert store.problem and "\n" not in store.problem
    assert value == store.model() or kind == "wrong_types"  # bad fields reset, others kept
    assert [p.read_bytes() for p in store.backup_paths] == [content]
    store.load()
    assert store.problem is None  # reported once: the file was repaired


@pytest.mark.parametrize("store_class", STORES, ids=lambda c: c.__name__)
@pytest.mark.parametrize("kind", MODEL_SPECIAL)
def test_a_model_file_that_is_not_a_file_is_left_alone(store_class, kind, tmp_path):
    paths = StorePaths(tmp_path)
    store = store_class(paths)
    _make_special(kind, store.path)
    before = _tree(tmp_path)
    assert store.load() == store.model()
    assert _tree(tmp_path) == before


def test_the_catalogue_is_as_large_as_the_issue_asks():
    assert len(ALL_KINDS) >= 74 + 10
    assert len(BAD_MODEL_FILES) + len(MODEL_SPECIAL) >= 14

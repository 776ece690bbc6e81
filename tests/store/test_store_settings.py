"""Settings persist; a damaged settings file is reported, set aside as .bak, and never fatal."""

import json

import pytest
from pydantic import ValidationError

from everdell_desktop.store import SeatDefault, Settings, SettingsStore, StorePaths
from everdell_desktop.store.files import MAX_SAVE_BYTES


@pytest.fixture
def store(paths):
    return SettingsStore(paths)


def test_missing_settings_give_the_defaults(store):
    settings = store.load()
    assert settings == Settings() and store.problem is None
    assert settings.animation_speed == 1.0 and settings.language is None
    assert [seat.kind for seat in settings.default_seats] == ["human", "mcts-normal"]
    assert not store.path.exists()


def test_settings_round_trip(store):
    chosen = Settings(
        animation_speed=0.5,
        default_seats=[SeatDefault(name="Ana"), SeatDefault(name="Koto", kind="greedy")],
        window_geometry="AdnQywADAAAAAAAA",
        window_state="AAAA/wAAAAD9",
        language="fr",
    )
    store.save(chosen)
    again = SettingsStore(StorePaths(store.path.parent))
    assert again.load() == chosen and again.problem is None


def test_invalid_values_are_refused_when_set():
    settings = Settings()
    with pytest.raises(ValidationError):
        settings.animation_speed = -1
    with pytest.raises(ValidationError):
        settings.language = "English; rm -rf"


@pytest.mark.parametrize(
    "content",
    [b"", b"{not json", b"\xff\xfe\x00garbage", b"[1, 2]", b'"just a string"'],
    ids=["empty", "truncated", "binary", "list", "string"],
)
def test_an_unreadable_settings_file_is_replaced_by_defaults_and_kept_aside(content, store):
    store.path.parent.mkdir(parents=True)
    store.path.write_bytes(content)
    assert store.load() == Settings()
    assert "defaults" in store.problem and "settings.json.bak" in store.problem
    assert store.backup_path.read_bytes() == content
    assert json.loads(store.path.read_text()) == json.loads(Settings().model_dump_json())
    assert store.load() == Settings() and store.problem is None  # reported once


def test_a_huge_settings_file_is_not_read(store):
    store.path.parent.mkdir(parents=True)
    with store.path.open("wb") as stream:
        stream.truncate(MAX_SAVE_BYTES + 1)
    assert store.load() == Settings() and "too large" in store.problem


def test_only_the_bad_fields_fall_back_to_their_defaults(store):
    store.path.parent.mkdir(parents=True)
    store.path.write_text(
        json.dumps({"animation_speed": "fast", "language": "de", "default_seats": "nobody"})
    )
    settings = store.load()
    assert settings.language == "de"
    assert settings.animation_speed == 1.0 and settings.default_seats == Settings().default_seats
    assert "animation_speed" in store.problem and "default_seats" in store.problem
    assert store.backup_path.exists()


def test_settings_from_a_newer_version_keep_what_this_version_knows(store):
    store.path.parent.mkdir(parents=True)
    store.path.write_text(json.dumps({"schema_version": 7, "language": "nl", "theme": "night"}))
    assert store.load().language == "nl" and store.problem is None


def test_settings_use_the_platform_user_data_folder(platformdirs_isolated, monkeypatch):
    monkeypatch.delenv("EVERDELL_DESKTOP_HOME", raising=False)
    store = SettingsStore()
    assert store.path.is_relative_to(platformdirs_isolated)
    assert "everdell-desktop" in store.path.parts
    store.save(Settings(language="it"))
    assert SettingsStore().load().language == "it"


def test_a_first_start_has_these_settings():
    """Every default, so none drifts unnoticed (the text scale's and the tutorial's are checked
    beside their own behaviour)."""
    settings = Settings()
    assert settings.schema_version == 1
    assert (settings.animation_speed, settings.grace_seconds) == (1.0, 2.0)
    assert [(seat.name, seat.kind) for seat in settings.default_seats] == [
        ("Player 1", "human"),
        ("Player 2", "mcts-normal"),
    ]
    assert (settings.window_geometry, settings.window_state, settings.table_margins) == (
        None,
        None,
        None,
    )
    assert (settings.language, settings.last_game) == (None, None)
    assert (settings.tutorial_steps, settings.game_options) == ({}, {})
    assert settings.text_scale == 1.0


def seats(count):
    return [SeatDefault(name=f"P{n}") for n in range(count)]


@pytest.mark.parametrize(
    ("field", "value", "kept"),
    [
        ("animation_speed", 0.0, True),
        ("animation_speed", -0.01, False),
        ("animation_speed", 4.0, True),
        ("animation_speed", 4.01, False),
        ("grace_seconds", 0.0, True),
        ("grace_seconds", -0.01, False),
        ("grace_seconds", 10.0, True),
        ("grace_seconds", 10.01, False),
        ("default_seats", seats(6), True),
        ("default_seats", seats(7), False),
        ("window_geometry", "A" * 10_000, True),
        ("window_geometry", "A" * 10_001, False),
        ("window_state", "A" * 10_000, True),
        ("window_state", "A" * 10_001, False),
        ("table_margins", (0, 0, 0, 100_000), True),
        ("table_margins", (-1, 0, 0, 0), False),
        ("table_margins", (0, 100_001, 0, 0), False),
        ("language", "en", True),
        ("language", "fil", True),
        ("language", "pt_BR", True),
        ("language", "e", False),
        ("language", "engl", False),
        ("language", "EN", False),
        ("language", "pt_br", False),
        ("language", "en_GB.UTF-8", False),
        ("tutorial_steps", {f"game{n}": n for n in range(20)}, True),
        ("tutorial_steps", {f"game{n}": n for n in range(21)}, False),
        ("last_game", "a", True),
        ("last_game", "emerland_2" + "x" * 30, True),  # 40 characters
        ("last_game", "emerland_2" + "x" * 31, False),
        ("last_game", "2emerland", False),
        ("last_game", "emer-land", False),
        ("game_options", {f"game{n}": {} for n in range(20)}, True),
        ("game_options", {f"game{n}": {} for n in range(21)}, False),
    ],
)
def test_a_setting_is_kept_within_its_bounds_and_refused_past_them(field, value, kept):
    """A hand-edited or damaged file cannot hand the window an absurd value: each bound is
    checked at its edge and one step past it."""
    if kept:
        assert getattr(Settings(**{field: value}), field) == value
    else:
        with pytest.raises(ValidationError):
            Settings(**{field: value})


@pytest.mark.parametrize(
    ("seat", "kept"),
    [
        ({"name": "x"}, True),
        ({"name": ""}, False),
        ({"name": "x" * 40, "kind": "y" * 40}, True),
        ({"name": "x", "kind": "z"}, True),
        ({"name": "x", "kind": ""}, False),
        ({"name": "x", "kind": "y" * 41}, False),
    ],
)
def test_a_default_seat_has_a_name_and_a_kind_of_1_to_40_characters(seat, kept):
    if kept:
        assert SeatDefault(**seat).kind == seat.get("kind", "human")
    else:
        with pytest.raises(ValidationError):
            SeatDefault(**seat)

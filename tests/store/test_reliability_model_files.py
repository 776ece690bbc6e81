"""Issue 14: settings, statistics and campaign progress keep every damaged file, keep what a
newer version wrote, merge concurrent changes, and never overwrite a file they cannot read."""

import json
import os

import filelock
import pytest
from store_support import play_tinygame

from everdell_desktop.games.emerland import campaign as koto_campaign
from everdell_desktop.session.campaigns import campaign_meta, chapter_of, record_finished
from everdell_desktop.store import (
    CampaignStore,
    SeatDefault,
    Settings,
    SettingsStore,
    Statistics,
    StatisticsStore,
)
from everdell_desktop.store import model_file as model_file_module

STORES = [SettingsStore, StatisticsStore, CampaignStore]
KOTO = koto_campaign.CAMPAIGN_ID
CHAPTERS = [chapter.id for chapter in koto_campaign.chapters()]


@pytest.fixture(params=STORES, ids=lambda c: c.__name__)
def store(request, paths):
    paths.root.mkdir(parents=True)
    return request.param(paths)


# --- backups ------------------------------------------------------------------------------
def test_a_second_damaged_file_does_not_overwrite_the_first_backup(store):
    store.path.write_bytes(b"{first damage")
    store.load()
    store.path.write_bytes(b"second damage}")
    store.load()
    kept = {path.name: path.read_bytes() for path in store.backup_paths}
    assert kept == {
        f"{store.path.name}.bak": b"{first damage",
        f"{store.path.name}.1.bak": b"second damage}",
    }
    assert f"{store.path.name}.1.bak" in store.problem


def test_backups_are_bounded_and_the_oldest_is_reused(store):
    kept = model_file_module.BACKUPS_KEPT
    for index in range(kept + 2):
        store.path.write_bytes(f"damage {index}".encode())
        store.load()
        backups = store.backup_paths
        for age, path in enumerate(sorted(backups, key=lambda p: p.stat().st_mtime)):
            os.utime(path, (1_000_000 + age, 1_000_000 + age))  # stable order, newest last
    contents = sorted(path.read_bytes() for path in store.backup_paths)
    assert len(contents) == kept
    assert b"damage 0" not in contents and b"damage 1" not in contents
    assert f"damage {kept + 1}".encode() in contents


def test_ten_damaged_files_are_kept_under_ten_names(paths):
    """settings.json.bak, then .1.bak to .9.bak; the eleventh damaged file reuses a name."""
    paths.root.mkdir(parents=True)
    store = SettingsStore(paths)
    names = ["settings.json.bak", *(f"settings.json.{n}.bak" for n in range(1, 10))]
    for index in range(11):
        store.path.write_bytes(f"damage {index}".encode())
        store.load()
        kept = [path.name for path in store.backup_paths]
        assert kept == names[: index + 1] if index < 10 else kept == names
    assert store.problem.endswith("the old file was kept as settings.json.bak")  # the oldest


# --- what a newer version wrote -----------------------------------------------------------
def test_settings_from_a_newer_version_keep_their_unknown_fields_on_save(paths):
    paths.root.mkdir(parents=True)
    newer = {
        "schema_version": 7,
        "language": "nl",
        "theme": {"name": "night", "contrast": 2},
        "default_seats": [{"name": "Ana", "kind": "human", "avatar": "fox"}],
    }
    paths.settings.write_text(json.dumps(newer))
    store = SettingsStore(paths)
    settings = store.load()
    assert store.problem is None and settings.language == "nl"
    settings.animation_speed = 2.0
    store.save(settings)
    written = json.loads(paths.settings.read_text())
    assert written["theme"] == newer["theme"] and written["schema_version"] == 7
    assert written["default_seats"][0]["avatar"] == "fox"
    assert written["animation_speed"] == 2.0 and written["language"] == "nl"


def test_statistics_and_campaign_keep_unknown_fields_when_they_record(paths, finished):
    paths.root.mkdir(parents=True)
    paths.statistics.write_text(
        json.dumps(
            {
                "schema_version": 3,
                "streaks": {"tinygame": 4},
                "games": {"tinygame": {"2p": {"played": 2, "won": 1, "median": 17}}},
            }
        )
    )
    paths.campaign.write_text(
        json.dumps({"profiles": {"default": {"koto": {"chapters": {}, "hints": [1]}}}, "x": 1})
    )
    record, state = finished
    assert StatisticsStore(paths).record_game(record, state)
    CampaignStore(paths).record_attempt("koto", "ch1", won=True, score=3)
    statistics = json.loads(paths.statistics.read_text())
    assert statistics["streaks"] == {"tinygame": 4} and statistics["schema_version"] == 3
    assert statistics["games"]["tinygame"]["2p"] == {
        **statistics["games"]["tinygame"]["2p"],
        "played": 3,
        "median": 17,
    }
    book = json.loads(paths.campaign.read_text())
    assert book["x"] == 1 and book["profiles"]["default"]["koto"]["hints"] == [1]


# --- merging concurrent changes -----------------------------------------------------------
def test_two_windows_changing_different_settings_keep_both_changes(paths):
    first, second = SettingsStore(paths), SettingsStore(paths)
    mine, theirs = first.load(), second.load()
    mine.animation_speed = 0.5
    first.save(mine)
    theirs.language = "fr"
    theirs.default_seats = [SeatDefault(name="Zoé")]
    second.save(theirs)
    final = SettingsStore(paths).load()
    assert final.animation_speed == 0.5 and final.language == "fr"
    assert [seat.name for seat in final.default_seats] == ["Zoé"]
    mine.window_geometry = "AAAA"  # the first window saves again: it keeps the second's
    first.save(mine)
    final = SettingsStore(paths).load()
    assert final.language == "fr" and final.window_geometry == "AAAA"


def test_statistics_recorded_by_a_stale_store_are_added_not_replaced(paths):
    stale = StatisticsStore(paths)
    stale.load()
    for game_id in ("a", "b"):
        record, state = play_tinygame(seed=3, game_id=game_id)
        StatisticsStore(paths).record_game(record, state)
    record, state = play_tinygame(seed=3, game_id="c")
    stale.record_game(record, state)
    assert StatisticsStore(paths).load().stats("tinygame", "2p").played == 3


# --- files that cannot be read ------------------------------------------------------------
def test_a_folder_in_place_of_the_file_is_left_alone_and_never_overwritten(store):
    store.path.mkdir()
    (store.path / "inside").write_text("keep")
    assert store.load() == store.model()
    assert "left as it is" in store.problem and store.backup_paths == []
    with pytest.raises(OSError):
        store.save(store.model())
    assert (store.path / "inside").read_text() == "keep"


def test_an_unreadable_file_is_not_replaced_by_defaults(store, monkeypatch):
    store.path.write_text('{"schema_version": 1}')
    real_open = type(store.path).open

    def refuse(self, *args, **kwargs):
        if self == store.path:
            raise PermissionError(13, "Permission denied", str(self))
        return real_open(self, *args, **kwargs)

    monkeypatch.setattr(type(store.path), "open", refuse)
    assert store.load() == store.model() and "Permission denied" in store.problem
    with pytest.raises(OSError, match="not overwritten"):
        store.save(store.model())
    monkeypatch.undo()
    assert store.path.read_text() == '{"schema_version": 1}' and store.backup_paths == []


def test_a_read_only_folder_still_loads_and_reports_a_failed_save(store, monkeypatch):
    """Simulated (the tests may run as root, whom permissions do not stop): no lock file can
    be created and no file replaced."""
    store.path.write_bytes(b"{damaged")

    def read_only(*_args, **_kwargs):
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(filelock, "FileLock", read_only)  # imported when a file is locked
    monkeypatch.setattr(os, "replace", read_only)
    assert store.load() == store.model()
    assert "could not be replaced" in store.problem
    assert store.path.read_bytes() == b"{damaged"
    with pytest.raises(OSError, match="Read-only"):
        store.save(store.model())


@pytest.mark.skipif(
    os.name != "posix" or os.geteuid() == 0, reason="needs POSIX permissions, not root"
)
def test_a_really_read_only_folder(store):
    store.path.write_bytes(b"{damaged")
    store.path.parent.chmod(0o555)
    try:
        assert store.load() == store.model() and "could not be replaced" in store.problem
        with pytest.raises(OSError):
            store.save(store.model())
    finally:
        store.path.parent.chmod(0o755)
    assert store.path.read_bytes() == b"{damaged"


# --- campaign files and campaign games ----------------------------------------------------
def _campaign_record(chapter, config, game="emerland", game_id="g1"):
    record, _ = play_tinygame()
    meta = {"game_id": game_id, "campaign": campaign_meta(KOTO, chapter)}
    return record.model_copy(update={"game": game, "config": config, "meta": meta})


def _koto_scores(player, koto):
    from everdell_desktop.core import ScoreBreakdown

    return [ScoreBreakdown(0, {"cards": player}), ScoreBreakdown(1, {"cards": koto})]


@pytest.mark.parametrize(
    "counted",
    [5, "g0", {"g0": 1}, None, [1, None, ["x"]]],
    ids=["int", "str", "dict", "null", "mixed"],
)
def test_a_wrong_typed_counted_games_field_does_not_stop_a_game_being_recorded(paths, counted):
    paths.root.mkdir(parents=True)
    progress = {"chapters": {}, "data": {"counted_games": counted}}
    paths.campaign.write_text(json.dumps({"profiles": {"default": {KOTO: progress}}}))
    store = CampaignStore(paths)
    config = koto_campaign.config_for(CHAPTERS[0]).model_dump()
    outcome = record_finished(_campaign_record(CHAPTERS[0], config), _koto_scores(90, 40), store)
    assert outcome is not None and outcome.won
    again = record_finished(_campaign_record(CHAPTERS[0], config), _koto_scores(90, 40), store)
    assert again is not None and again.next_title is None  # counted once
    assert store.progress(KOTO).chapter(CHAPTERS[0]).attempts == 1


@pytest.mark.parametrize(
    ("chapter", "config"),
    [
        (CHAPTERS[0], {"players": 2}),
        (CHAPTERS[0], {**koto_campaign.config_for(CHAPTERS[0]).model_dump(), "difficulty": "x"}),
        (CHAPTERS[0], {"players": 1, "solo": "koto", "difficulty": "hard", "tricks": True}),
        (CHAPTERS[2], koto_campaign.config_for(CHAPTERS[2], CHAPTERS).model_dump()),  # locked
    ],
    ids=["two_players", "bad_difficulty", "other_options", "locked_chapter"],
)
def test_a_game_that_does_not_play_its_chapter_is_not_recorded(paths, chapter, config):
    store = CampaignStore(paths)
    outcome = record_finished(_campaign_record(chapter, config), _koto_scores(200, 0), store)
    assert outcome is None
    assert store.progress(KOTO).chapters == {}


def test_a_campaign_mark_on_another_game_is_not_a_campaign_game():
    config = koto_campaign.config_for(CHAPTERS[0]).model_dump()
    assert chapter_of(_campaign_record(CHAPTERS[0], config)) is not None
    assert chapter_of(_campaign_record(CHAPTERS[0], config, game="everdell")) is None


def test_statistics_keep_short_game_ids(paths):
    record, state = play_tinygame(game_id="x" * 100_000)
    store = StatisticsStore(paths)
    assert store.record_game(record, state)
    (counted,) = store.load().counted
    assert len(counted) <= 64
    assert not store.record_game(record, state)  # the same game, still counted once
    assert Statistics.model_validate_json(paths.statistics.read_text()).counted == [counted]


def test_default_settings_round_trip_unchanged(paths):
    store = SettingsStore(paths)
    store.save(Settings())
    assert SettingsStore(paths).load() == Settings()

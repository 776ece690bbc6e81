"""Achievements kept across sessions: first date kept, best score raised, each game once, and a
damaged file reported and set aside, never lost."""

import json

from everdell_desktop.store import AchievementStore, StorePaths


def test_an_achievement_is_recorded_once_keeping_its_first_date_and_raising_its_best(tmp_path):
    store = AchievementStore(StorePaths(tmp_path))
    assert store.record("duo", ["ach_no_green"], 50, game_id="g1") == ["ach_no_green"]
    first = store.load().earned("duo")["ach_no_green"].first_achieved
    assert store.record("duo", ["ach_no_green"], 50, game_id="g1") == []  # the same game again
    book = store.load().earned("duo")["ach_no_green"]
    assert book.times == 1 and book.best_score == 50

    store.record("duo", ["ach_no_green"], 44, game_id="g2")
    assert store.load().earned("duo")["ach_no_green"].best_score == 50
    again = AchievementStore(StorePaths(tmp_path))  # the next session
    assert again.record("duo", ["ach_no_green", "ach_festive"], 61, game_id="g3") == ["ach_festive"]
    kept = again.load().earned("duo")["ach_no_green"]
    assert (kept.first_achieved, kept.best_score, kept.times) == (first, 61, 3)


def test_the_first_date_is_not_moved_by_a_later_game(tmp_path):
    store = AchievementStore(StorePaths(tmp_path))
    store.path.write_text(
        json.dumps(
            {
                "games": {
                    "duo": {"ach_festive": {"first_achieved": "2026-01-02", "best_score": 9}}
                },
                "counted": [],
            }
        )
    )
    store.record("duo", ["ach_festive"], 70, game_id="g9")
    kept = store.load().earned("duo")["ach_festive"]
    assert (kept.first_achieved, kept.best_score) == ("2026-01-02", 70)


def test_a_corrupt_achievements_file_is_reported_and_kept(tmp_path):
    store = AchievementStore(StorePaths(tmp_path))
    store.path.write_text('{"games": {"duo": {"ach_festive": ')
    assert store.load().earned("duo") == {}
    assert store.problem and "achievements.json.bak" in store.problem
    assert store.backup_path.read_text() == '{"games": {"duo": {"ach_festive": '
    assert store.record("duo", ["ach_festive"], 30, game_id="g1") == ["ach_festive"]


def test_a_newer_version_s_fields_are_kept_when_recording(tmp_path):
    store = AchievementStore(StorePaths(tmp_path))
    newer = {"first_achieved": "2026-03-04", "best_score": 40, "medal": "gold"}
    store.path.write_text(
        json.dumps({"schema_version": 2, "games": {"duo": {"ach_festive": newer}}})
    )
    store.record("duo", ["ach_festive"], 45, game_id="g1")
    kept = json.loads(store.path.read_text())
    assert kept["schema_version"] == 2
    assert kept["games"]["duo"]["ach_festive"]["medal"] == "gold"
    assert kept["games"]["duo"]["ach_festive"]["best_score"] == 45


def test_an_achievement_named_twice_by_one_game_counts_once(tmp_path):
    store = AchievementStore(StorePaths(tmp_path))
    assert store.record("duo", ["ach_festive", "ach_festive"], 30, game_id="g1") == ["ach_festive"]
    assert store.load().earned("duo")["ach_festive"].times == 1


def test_a_game_without_an_id_is_counted_each_time_it_is_reported(tmp_path):
    """Only an id tells one game from another: without one nothing is remembered as counted."""
    store = AchievementStore(StorePaths(tmp_path))
    store.record("duo", ["ach_festive"], 30)
    store.record("duo", ["ach_festive"], 35)
    assert json.loads(store.path.read_text())["counted"] == []
    assert store.load().earned("duo")["ach_festive"].times == 2


def test_a_game_that_earned_nothing_is_remembered_only_when_it_has_an_id(tmp_path):
    store = AchievementStore(StorePaths(tmp_path))
    assert store.record("duo", [], 30) == []
    assert not store.path.exists()  # nothing to remember: nothing written
    assert store.record("duo", [], 30, game_id="g1") == []
    assert json.loads(store.path.read_text())["counted"] == ["g1"]


def test_each_game_keeps_its_own_achievements(tmp_path):
    store = AchievementStore(StorePaths(tmp_path))
    store.record("duo", ["ach_festive"], 30, game_id="g1")
    assert store.record("emerland", ["ach_festive"], 12, game_id="g2") == ["ach_festive"]
    book = store.load()
    assert book.earned("duo")["ach_festive"].best_score == 30
    assert book.earned("emerland")["ach_festive"].best_score == 12
    assert book.earned("everdell") == {}


def test_an_achievements_file_is_written_as_format_version_1(tmp_path):
    """Training seed 2714: the version a later release reads to know what it migrates."""
    store = AchievementStore(StorePaths(tmp_path))
    store.record("duo", ["ach_festive"], 30, game_id="g1")
    assert json.loads(store.path.read_text(encoding="utf-8"))["schema_version"] == 1

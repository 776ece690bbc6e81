"""After a game ends, the window records the achievements its game says it earned."""

from everdell_desktop.core import GameRecord, ScoreBreakdown
from everdell_desktop.session.achievements import record_achievements
from everdell_desktop.store import AchievementStore, StorePaths


def _team(total, skunk, **counts):
    """A Challenge game's breakdowns by hand: both characters carry the team, the Skunk last."""
    counts = {"margin": total - skunk, **counts}
    return [
        ScoreBreakdown(0, {"cards": total}, (), {"counts": counts}),
        ScoreBreakdown(1, {"cards": total}, (), {"counts": counts}),
        ScoreBreakdown(2, {"cards": skunk}, ()),
    ]


def _record(game_id, mode="challenge", game="duo"):
    config = {"players": 2, "mode": mode, "difficulty": "normal"}
    return GameRecord(game=game, config=config, seed=1, meta={"game_id": game_id})


# A win that meets "no green Production card" and "win by at least 60" and nothing else.
PLAIN = {"city": 14, "events": 3, "critter": 9, "construction": 8, "green": 0, "points": 74}
PLAIN |= {"shares_used": 1, "pocket_watches_used": 1, "good_news_used": 1, "special_events": 0}


def test_the_window_records_a_challenge_game_once_and_hears_what_is_new(tmp_path):
    store = AchievementStore(StorePaths(tmp_path))
    scores = _team(110, 45, **PLAIN)
    outcome = record_achievements(_record("c1"), scores, store)
    assert outcome.earned == ("ach_no_green", "ach_landslide")
    assert outcome.new == outcome.earned
    assert record_achievements(_record("c1"), scores, store).new == ()
    assert record_achievements(_record("c2"), scores, store).new == ()
    assert store.load().earned("duo")["ach_landslide"].best_score == 110


def test_a_game_that_is_not_a_challenge_records_nothing(tmp_path):
    store = AchievementStore(StorePaths(tmp_path))
    assert record_achievements(_record("k1", mode="coop"), _team(75, 45, green=0), store) is None
    assert record_achievements(_record("e1", game="everdell"), _team(75, 45), store) is None
    assert not store.path.exists()

"""Campaign progress per profile, campaign and chapter; a damaged file is reported, not fatal."""

import re

import pytest

from everdell_desktop.store import CampaignBook, CampaignStore, ChapterProgress, StorePaths
from everdell_desktop.store.campaign import CampaignProgress, counted_games


@pytest.fixture
def store(paths):
    return CampaignStore(paths)


def test_an_unplayed_campaign_has_no_progress(store):
    progress = store.progress("emerland-solo")
    assert progress.chapters == {} and progress.chapter("1") == ChapterProgress()
    assert not store.path.exists()


def test_attempts_wins_and_best_scores_round_trip(store):
    store.record_attempt("emerland-solo", "1", won=False, score=31)
    store.record_attempt("emerland-solo", "1", won=True, score=45)
    store.record_attempt("emerland-solo", "1", won=False, score=40)
    store.record_attempt("emerland-solo", "2", won=False, score=None)
    again = CampaignStore(StorePaths(store.path.parent))
    progress = again.progress("emerland-solo")
    first, second = progress.chapter("1"), progress.chapter("2")
    assert (first.attempts, first.won, first.best_score) == (3, True, 45)
    assert (second.attempts, second.won, second.best_score) == (1, False, None)
    assert progress.won_chapters() == ["1"]
    assert first.last_played is not None


def test_profiles_and_campaigns_are_separate(store):
    store.record_attempt("rugwort", "ch1", won=True, score=60, profile="ana")
    store.record_attempt("rugwort", "ch1", won=False, score=20, profile="bo")
    store.record_attempt("emerland-solo", "ch1", won=False, score=10, profile="ana")
    assert store.progress("rugwort", "ana").chapter("ch1").won
    assert not store.progress("rugwort", "bo").chapter("ch1").won
    assert not store.progress("emerland-solo", "ana").chapter("ch1").won
    assert store.progress("rugwort").chapters == {}  # the default profile played nothing


def test_carried_data_and_reset(store):
    store.record_attempt("rugwort", "ch1", won=True, score=50)
    store.set_data("rugwort", {"unlocked": ["ch2"], "carry": {"berries": 2}})
    assert store.progress("rugwort").data == {"unlocked": ["ch2"], "carry": {"berries": 2}}
    store.reset("rugwort")
    assert store.progress("rugwort").chapters == {} and store.progress("rugwort").data == {}


@pytest.mark.parametrize(
    "content",
    [b"", b'{"profiles": {"default": {"rugwort": {"chapters": {"1": {"attempts": "x"}}}}}}'],
    ids=["empty", "bad-field"],
)
def test_a_damaged_progress_file_is_reported_not_fatal(content, store):
    store.path.parent.mkdir(parents=True)
    store.path.write_bytes(content)
    assert store.load() == CampaignBook()
    assert "campaign.json.bak" in store.problem
    assert store.backup_path.read_bytes() == content
    store.record_attempt("rugwort", "1", won=True, score=12)
    assert store.progress("rugwort").chapter("1").won


def test_a_game_is_counted_once_by_its_id_and_a_game_without_one_each_time(store):
    first = store.record_attempt("rugwort", "ch1", won=False, score=20, game_id="g1")
    assert (first.attempts, first.won, first.best_score) == (1, False, 20)
    assert store.record_attempt("rugwort", "ch1", won=True, score=90, game_id="g1") is None
    assert store.progress("rugwort").chapter("ch1") == first  # the second report changed nothing
    store.record_attempt("rugwort", "ch1", won=False, score=25)
    store.record_attempt("rugwort", "ch1", won=False, score=25)
    progress = store.progress("rugwort")
    assert (progress.chapter("ch1").attempts, progress.chapter("ch1").best_score) == (3, 25)
    assert progress.data == {"counted_games": ["g1"]}


@pytest.mark.parametrize(
    ("counted", "ids"),
    [
        (["g1", 5, None, "g2"], ["g1", "g2"]),
        ("g1", []),
        ({"g1": True}, []),
        (None, []),
    ],
)
def test_only_the_text_ids_of_a_hand_edited_counted_list_count(counted, ids):
    assert counted_games(CampaignProgress(data={"counted_games": counted})) == ids


def test_a_game_in_a_hand_edited_counted_list_is_still_counted_once(store):
    store.set_data("rugwort", {"counted_games": ["g1", 5, "g2"]})
    assert store.record_attempt("rugwort", "ch1", won=True, score=9, game_id="g2") is None
    store.record_attempt("rugwort", "ch1", won=True, score=9, game_id="g3")
    assert store.progress("rugwort").data["counted_games"] == ["g1", "g2", "g3"]


def test_a_chapter_is_dated_when_last_played_to_the_second_in_utc(store):
    chapter = store.record_attempt("rugwort", "ch1", won=False, score=None)
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00", chapter.last_played)


def test_resetting_a_campaign_never_played_writes_nothing(store):
    store.reset("rugwort")
    assert not store.path.exists()
    store.record_attempt("rugwort", "ch1", won=True, score=9, profile="ana")
    store.reset("rugwort")  # the default profile's: ana's progress stays
    assert store.progress("rugwort", "ana").won_chapters() == ["ch1"]

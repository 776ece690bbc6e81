"""The solo campaign against the Skunk (our own design): chapters, goals, progress."""

import pytest
from duo_kit import GAME, city, solo
from pydantic import ValidationError

from everdell_desktop.core import GameRecord, ScoreBreakdown, registry
from everdell_desktop.core.datafiles import DataError
from everdell_desktop.games.duo import campaign
from everdell_desktop.games.duo.state import HARE
from everdell_desktop.session.campaigns import campaign_meta, chapter_rows, record_finished
from everdell_desktop.store import CampaignStore, StorePaths

IDS = [chapter.id for chapter in campaign.chapters()]


def _scores(player, skunk, **counts):
    return [
        ScoreBreakdown(0, {"cards": player}, (0,), {"counts": counts}),
        ScoreBreakdown(1, {"cards": skunk}, (1,)),
    ]


def test_the_campaign_has_at_least_five_chapters_with_goals_and_is_listed():
    chapters = campaign.chapters()
    assert len(chapters) >= 5 and all(c.goal and c.story for c in chapters)
    listed = [camp.id for camp in registry.plugin("duo").campaigns()]
    assert campaign.CAMPAIGN_ID in listed
    assert {c.difficulty for c in chapters} == {"easy", "normal", "hard"}


def test_a_chapter_plays_its_level_against_the_skunk():
    config = campaign.config_for(IDS[0])
    assert (config.players, config.solo, config.difficulty) == (1, "skunk", "easy")
    state = GAME.new_game(config, 1)
    assert state.solo.level == "easy"


def test_chapters_open_one_after_another():
    with pytest.raises(ValueError):
        campaign.config_for(IDS[1])
    assert (
        campaign.config_for(IDS[1], won=[IDS[0]]).difficulty == campaign.chapter(IDS[1]).difficulty
    )


def test_a_chapter_is_won_by_beating_the_skunk_and_meeting_its_goal():
    festival = next(c for c in campaign.chapters() if c.needs.get("events"))
    assert campaign.chapter_won(IDS[0], _scores(50, 40))
    assert not campaign.chapter_won(IDS[0], _scores(40, 40))  # a tie is his
    assert not campaign.chapter_won(festival.id, _scores(50, 40, events=2))
    assert campaign.chapter_won(festival.id, _scores(50, 40, events=3))


def test_a_chapter_judges_the_player_against_the_last_place_of_the_scores():
    """The Skunk's place is the last of the scores, not the second. A hand-made save of a
    cooperative game (three places) marked as a chapter whose game id was already counted
    reaches the judge with three (session.campaigns.record_finished checks the options only of
    a game not yet counted)."""
    three = [*_scores(50, 60), ScoreBreakdown(2, {"cards": 40}, (1,))]
    assert campaign.chapter_won(IDS[0], three)


def test_a_tie_on_every_tie_breaker_too_is_still_the_skunks():
    """A chapter is won by beating him outright: equal totals and equal tie-breakers are not."""
    tied = [ScoreBreakdown(0, {"cards": 40}, (1,)), ScoreBreakdown(1, {"cards": 40}, (1,))]
    assert not campaign.chapter_won(IDS[0], tied)


def test_the_goal_counts_come_from_the_final_score_breakdown():
    state = solo("easy")
    city(state, HARE, "barn", "sawmill", "miller", "farmer")
    counts = GAME.scores(state)[HARE].details["counts"]
    assert counts["green"] == 4 and counts["city"] == 4 and counts["journey"] == 0
    green = next(c for c in campaign.chapters() if c.needs.get("green"))
    scores = GAME.scores(state)
    scores[0].categories["cards"] = 99
    assert campaign.chapter_won(green.id, scores)


def test_campaign_progress_is_kept_by_the_store(tmp_path):
    store = CampaignStore(StorePaths(tmp_path))
    meta = {"game_id": "g1", "campaign": campaign_meta(campaign.CAMPAIGN_ID, IDS[0])}
    config = campaign.config_for(IDS[0]).model_dump()
    record = GameRecord(game="duo", config=config, seed=1, meta=meta)
    outcome = record_finished(record, _scores(60, 40), store)
    assert outcome.won and outcome.next_title == campaign.chapter(IDS[1]).title
    rows = chapter_rows(campaign.campaign(), store.progress(campaign.CAMPAIGN_ID))
    assert [row.status for row in rows[:3]] == ["Won", "Open", "Locked"]


def test_a_broken_campaign_file_names_the_file_and_the_field(tmp_path):
    text = (campaign.DATA_DIR / campaign.FILE).read_text().replace('"easy"', '"trivial"', 1)
    (tmp_path / campaign.FILE).write_text(text)
    with pytest.raises(DataError, match=r"campaign.json.*difficulty"):
        campaign.load(tmp_path)


def test_a_chapter_needs_a_story_of_40_letters():
    """A shorter story is a placeholder left in the book, refused when it is read (the goal's
    10 letters: test_mutation_kills_duo.py)."""
    chapter = {"id": "edge", "title": "Edge", "difficulty": "easy", "goal": "g" * 10}
    assert campaign.Chapter.model_validate({**chapter, "story": "s" * 40}).story == "s" * 40
    with pytest.raises(ValidationError, match="story"):
        campaign.Chapter.model_validate({**chapter, "story": "s" * 39})

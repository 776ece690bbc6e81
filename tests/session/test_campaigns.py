"""session.campaigns: chapter rows, outcomes and recording a campaign game once."""

from __future__ import annotations

from everdell_desktop.core import GameRecord, ScoreBreakdown
from everdell_desktop.games.emerland import campaign as koto_campaign
from everdell_desktop.session.campaigns import (
    campaign,
    campaign_meta,
    chapter_of,
    chapter_rows,
    record_finished,
)
from everdell_desktop.store import CampaignStore, StorePaths

KOTO = koto_campaign.CAMPAIGN_ID
IDS = [c.id for c in koto_campaign.chapters()]


def scores(player: int, bot: int) -> list[ScoreBreakdown]:
    return [ScoreBreakdown(0, {"cards": player}), ScoreBreakdown(1, {"cards": bot})]


def record(chapter: str, game_id: str = "g1") -> GameRecord:
    """A campaign game's record as the campaign screen starts it (the chapter's options)."""
    meta = {"game_id": game_id, "campaign": campaign_meta(KOTO, chapter)}
    config = koto_campaign.config_for(chapter, IDS).model_dump() if chapter in IDS else {}
    return GameRecord(game="emerland", config=config, seed=1, meta=meta)


def test_a_win_is_recorded_once_and_says_what_opens_next(tmp_path):
    store = CampaignStore(StorePaths(tmp_path))
    outcome = record_finished(record(IDS[0]), scores(80, 60), store)
    assert outcome.won and outcome.score == 80
    assert outcome.next_title == koto_campaign.chapter(IDS[1]).title
    assert "is now open" in outcome.sentence()
    again = record_finished(record(IDS[0]), scores(80, 60), store)
    assert again.won and again.next_title is None
    progress = store.progress(KOTO)
    assert progress.chapter(IDS[0]).attempts == 1 and progress.won_chapters() == [IDS[0]]


def test_a_loss_opens_nothing_and_names_the_goal(tmp_path):
    store = CampaignStore(StorePaths(tmp_path))
    outcome = record_finished(record(IDS[0]), scores(50, 60), store)
    assert not outcome.won and outcome.next_title is None
    assert koto_campaign.chapter(IDS[0]).goal in outcome.sentence()
    rows = chapter_rows(campaign(KOTO), store.progress(KOTO))
    assert [r.status for r in rows[:2]] == ["Open", "Locked"] and rows[0].attempts == 1


def test_winning_the_last_chapter_completes_the_campaign(tmp_path):
    store = CampaignStore(StorePaths(tmp_path))
    for chapter in IDS[:-1]:
        store.record_attempt(KOTO, chapter, won=True, score=1)
    outcome = record_finished(record(IDS[-1]), scores(200, 10), store)
    assert outcome.complete and "whole campaign" in outcome.sentence()


def test_a_free_game_or_an_unknown_chapter_is_not_a_campaign_game(tmp_path):
    store = CampaignStore(StorePaths(tmp_path))
    free = GameRecord(game="emerland", config={"players": 1}, seed=1, meta={"game_id": "x"})
    assert chapter_of(free) is None and record_finished(free, scores(1, 0), store) is None
    assert chapter_of(record("no_such_chapter")) is None
    assert not store.path.exists()

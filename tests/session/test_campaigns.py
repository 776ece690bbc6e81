"""session.campaigns: chapter rows, outcomes and recording a campaign game once."""

from __future__ import annotations

import pytest

from everdell_desktop.core import GameRecord, ScoreBreakdown
from everdell_desktop.games.emerland import campaign as koto_campaign
from everdell_desktop.session.campaigns import (
    ChapterRow,
    Outcome,
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


@pytest.mark.parametrize(
    ("won", "next_title", "complete", "sentence"),
    [
        (False, None, False, "Spring: goal not met (Score 50). Try again!"),
        (True, "Summer", False, "Spring: goal met! Summer is now open."),
        (True, None, True, "Spring: goal met! You have won the whole campaign."),
        (True, None, False, "Spring: goal met!"),  # a won chapter won again
    ],
)
def test_the_end_screen_says_what_a_campaign_game_meant(won, next_title, complete, sentence):
    outcome = Outcome("Spring", won, 52 if won else 40, "Score 50", next_title, complete)
    assert outcome.sentence() == sentence


def test_after_a_win_the_screen_lists_it_won_the_next_open_and_the_rest_locked(tmp_path):
    store = CampaignStore(StorePaths(tmp_path))
    record_finished(record(IDS[0]), scores(80, 60), store)
    record_finished(record(IDS[1], game_id="g2"), scores(40, 60), store)
    rows = chapter_rows(campaign(KOTO), store.progress(KOTO))
    first, second, third = (koto_campaign.chapter(chapter) for chapter in IDS[:3])
    assert rows[:3] == [
        ChapterRow(first.id, first.title, first.story, first.goal, True, True, 80, 1),
        ChapterRow(second.id, second.title, second.story, second.goal, True, False, 40, 1),
        ChapterRow(third.id, third.title, third.story, third.goal, False, False, None, 0),
    ]
    assert [row.status for row in rows[:3]] == ["Won", "Open", "Locked"]


def test_a_game_whose_options_are_not_its_chapters_is_not_counted(tmp_path):
    """The campaign mark is only a note in the save: a 2-player game, or a chapter still
    locked, does not count."""
    store = CampaignStore(StorePaths(tmp_path))
    two_players = record(IDS[0])
    two_players.config["players"] = 2
    assert record_finished(two_players, scores(80, 60), store) is None
    assert record_finished(record(IDS[1]), scores(80, 60), store) is None  # still locked
    assert store.progress(KOTO).won_chapters() == []


def test_a_save_reusing_a_counted_game_id_with_other_options_gets_no_verdict(tmp_path):
    """A hand-made save of a 3-player game marked as a chapter whose game id was already
    counted: the end screen must not judge it as that chapter (the bot is not its last place)."""
    store = CampaignStore(StorePaths(tmp_path))
    record_finished(record(IDS[0]), scores(80, 60), store)
    three_players = record(IDS[0])
    three_players.config["players"] = 3
    three = [*scores(80, 60), ScoreBreakdown(2, {"cards": 10})]
    assert record_finished(three_players, three, store) is None
    assert store.progress(KOTO).chapter(IDS[0]).attempts == 1


def test_a_campaign_is_found_by_its_id_and_an_unknown_one_is_named():
    assert campaign(KOTO).game == "emerland"
    with pytest.raises(KeyError, match="no campaign 'nowhere'"):
        campaign("nowhere")


def test_a_record_of_another_game_marked_with_this_campaign_is_a_free_game():
    marked = record(IDS[0])
    assert chapter_of(marked) == (campaign(KOTO), IDS[0])
    assert chapter_of(marked.model_copy(update={"game": "duo"})) is None

"""The solo campaign against Professor Koto: chapters, unlocking, winning, saved progress."""

import json
import re
from dataclasses import FrozenInstanceError, fields

import pytest
from emerland_kit import GAME
from koto_kit import HUMAN, KOTO, play_out

from everdell_desktop.core import ScoreBreakdown
from everdell_desktop.games.emerland import campaign
from everdell_desktop.games.emerland.data import EMERALD, DataError
from everdell_desktop.session.campaigns import chapter_rows
from everdell_desktop.store import CampaignStore, StorePaths

IDS = [spec.id for spec in campaign.chapters()]


def scores(player: int, koto: int, player_upgrades: int = 0) -> list[ScoreBreakdown]:
    return [
        ScoreBreakdown(HUMAN, {"all": player}, (player_upgrades, 0, 0, 0)),
        ScoreBreakdown(KOTO, {"all": koto}, (0, 0, 0, 0)),
    ]


def test_the_campaign_has_at_least_six_chapters_of_rising_difficulty():
    chapters = campaign.chapters()
    assert len(chapters) >= 6
    rank = [
        (spec.difficulty == "hard", spec.tricks, spec.twist is not None or spec.margin > 0)
        for spec in chapters
    ]
    assert [r[0] for r in rank] == sorted(r[0] for r in rank)  # Normal chapters first
    assert {(s.difficulty, s.tricks) for s in chapters} == {
        ("normal", False),
        ("normal", True),
        ("hard", False),
        ("hard", True),
    }
    assert any(s.margin for s in chapters) and any(s.twist for s in chapters)


def test_every_chapter_has_a_story_and_a_clear_goal():
    for spec in campaign.chapters():
        assert len(spec.story) > 80 and spec.goal.endswith(".")
        assert ("Hard" if spec.difficulty == "hard" else "Normal") in spec.goal
        if spec.margin:
            assert str(spec.margin) in spec.goal


def test_only_the_first_chapter_is_open_at_the_start():
    assert campaign.unlocked([]) == IDS[:1]
    assert campaign.next_chapter([]).id == IDS[0]
    with pytest.raises(ValueError, match="opens once"):
        campaign.config_for(IDS[1])


def test_winning_a_chapter_opens_the_next_and_keeps_it_replayable():
    won = IDS[:2]
    assert campaign.unlocked(won) == IDS[:3]
    assert campaign.config_for(IDS[0], won).difficulty == "normal"  # replay a won chapter
    assert campaign.next_chapter(IDS) is None


def test_a_chapters_config_sets_difficulty_tricks_and_twist():
    everything = IDS
    for spec in campaign.chapters():
        config = campaign.config_for(spec.id, everything)
        assert (config.solo, config.players) == ("koto", 1)
        assert (config.difficulty, config.tricks, config.twist) == (
            spec.difficulty,
            spec.tricks,
            spec.twist,
        )
        GAME.new_game(config, 1)  # every chapter starts a valid game


def test_twist_no_emerald_starts_the_player_without_the_emerald():
    spec = next(s for s in campaign.chapters() if s.twist == "no_emerald")
    state = GAME.new_game(campaign.config_for(spec.id, IDS), 3)
    assert state.supply[HUMAN][EMERALD] == 0 and len(state.hands[HUMAN]) == 4


def test_twist_three_cards_starts_the_player_with_three_cards():
    spec = next(s for s in campaign.chapters() if s.twist == "three_cards")
    state = GAME.new_game(campaign.config_for(spec.id, IDS), 3)
    assert len(state.hands[HUMAN]) == 3 and state.supply[HUMAN][EMERALD] == 1


def test_a_chapter_is_won_by_outscoring_koto():
    first = IDS[0]
    assert campaign.result_of(first, scores(70, 69)).won
    assert not campaign.result_of(first, scores(69, 70)).won
    assert campaign.result_of(first, scores(70, 70, player_upgrades=1)).won  # tie-breaker
    assert not campaign.result_of(first, scores(70, 70)).won  # a shared victory is not enough


def test_a_chapter_judges_the_player_against_the_last_place_of_the_scores():
    """Koto's place is the last of the scores, not the second. A hand-made save of a 3-player
    game marked as a chapter whose game id was already counted reaches the judge with three
    (session.campaigns.record_finished checks the options only of a game not yet counted)."""
    three = [*scores(50, 60), ScoreBreakdown(2, {"all": 40}, (0, 0, 0, 0))]
    result = campaign.result_of(IDS[0], three)
    assert result == campaign.ChapterResult(won=True, score=50, koto_score=40, lead=10)


def test_a_tie_koto_wins_on_the_tie_breakers_loses_the_chapter():
    """Equal totals, Koto ahead on the first tie-breaker: the player did not win the game."""
    tie = [
        ScoreBreakdown(HUMAN, {"all": 70}, (0, 0, 0, 0)),
        ScoreBreakdown(KOTO, {"all": 70}, (1, 0, 0, 0)),
    ]
    assert campaign.chapter(IDS[0]).margin == 0
    assert not campaign.result_of(IDS[0], tie).won


def test_a_margin_chapter_needs_that_lead():
    spec = next(s for s in campaign.chapters() if s.margin)
    lead = campaign.result_of(spec.id, scores(80 + spec.margin, 80))
    assert lead.won and lead.lead == spec.margin and lead.score == 80 + spec.margin
    assert not campaign.result_of(spec.id, scores(80 + spec.margin - 1, 80)).won


def test_a_chapters_result_names_both_totals_and_the_lead_and_cannot_be_changed():
    """The end screen and the store read the result as it was decided; it stays that way."""
    result = campaign.result_of(IDS[0], scores(70, 65))
    assert result == campaign.ChapterResult(won=True, score=70, koto_score=65, lead=5)
    for field in fields(result):
        with pytest.raises(FrozenInstanceError):
            setattr(result, field.name, getattr(result, field.name))


def test_progress_round_trips_through_the_store_and_survives_a_restart(tmp_path):
    paths = StorePaths(tmp_path)
    state = GAME.new_game(campaign.config_for(IDS[0]), 5)
    play_out(state, seed=5)
    result = campaign.result_of(IDS[0], GAME.scores(state))
    store = CampaignStore(paths)
    store.record_attempt(campaign.CAMPAIGN_ID, IDS[0], won=False, score=50, profile="ana")
    store.record_attempt(campaign.CAMPAIGN_ID, IDS[0], won=True, score=61, profile="ana")
    store.record_attempt(
        campaign.CAMPAIGN_ID, IDS[0], won=result.won, score=result.score, profile="ana"
    )
    restarted = CampaignStore(paths)  # a new process reading the same folder
    progress = restarted.progress(campaign.CAMPAIGN_ID, "ana")
    assert restarted.problem is None
    rows = chapter_rows(campaign.campaign(), progress)
    assert (rows[0].won, rows[0].attempts) == (True, 3)
    assert rows[0].best_score == max(61, result.score)
    assert rows[1].unlocked and not rows[2].unlocked
    other = chapter_rows(campaign.campaign(), restarted.progress(campaign.CAMPAIGN_ID, "bo"))
    assert other[0].attempts == 0 and not other[1].unlocked  # per profile


def test_a_corrupted_progress_file_is_reported_not_fatal(tmp_path):
    paths = StorePaths(tmp_path)
    paths.campaign.write_text("{ this is not json", encoding="utf-8")
    store = CampaignStore(paths)
    progress = store.progress(campaign.CAMPAIGN_ID, "ana")
    assert store.problem and "campaign" in store.problem
    rows = chapter_rows(campaign.campaign(), progress)
    assert [row.unlocked for row in rows[:2]] == [True, False]
    store.record_attempt(campaign.CAMPAIGN_ID, IDS[0], won=True, score=70, profile="ana")
    assert chapter_rows(campaign.campaign(), store.progress(campaign.CAMPAIGN_ID, "ana"))[
        1
    ].unlocked


def test_a_broken_campaign_file_names_the_field(tmp_path):
    data = json.loads((campaign.DATA_DIR / campaign.FILE).read_text())
    data["chapters"][0]["difficulty"] = "impossible"
    (tmp_path / campaign.FILE).write_text(json.dumps(data))
    with pytest.raises(DataError, match=r"chapters\.0\.difficulty"):
        campaign.load(tmp_path)


def _edited_book(tmp_path, edit):
    data = json.loads((campaign.DATA_DIR / campaign.FILE).read_text())
    edit(data)
    (tmp_path / campaign.FILE).write_text(json.dumps(data))
    return campaign.load(tmp_path)


def _set_chapter(field: str, value):
    def edit(data):
        data["chapters"][0][field] = value

    return edit


def _keep_chapters(count: int):
    def edit(data):
        del data["chapters"][count:]

    return edit


@pytest.mark.parametrize(
    ("allowed", "refused", "message"),
    [
        (
            _set_chapter("margin", 0),
            _set_chapter("margin", -1),
            "chapter 'ch1_arrival': field 'margin'",
        ),
        (
            _set_chapter("story", "s" * 40),
            _set_chapter("story", "s" * 39),
            "chapter 'ch1_arrival': field 'story'",
        ),
        (
            _set_chapter("goal", "g" * 10),
            _set_chapter("goal", "g" * 9),
            "chapter 'ch1_arrival': field 'goal'",
        ),
        (_keep_chapters(6), _keep_chapters(5), "field 'chapters'"),
    ],
)
def test_a_campaign_file_is_allowed_at_its_edges_and_refused_beyond(
    tmp_path, allowed, refused, message
):
    """A margin of 0 or more, a story of 40 letters, a goal of 10, at least six chapters."""
    assert _edited_book(tmp_path, allowed).chapters
    with pytest.raises(DataError, match=re.escape(message)):
        _edited_book(tmp_path, refused)


def test_a_campaign_file_with_a_chapter_twice_or_of_another_game_is_refused(tmp_path):
    def twice(data):
        data["chapters"][1]["id"] = data["chapters"][0]["id"]

    with pytest.raises(DataError, match="chapter ids must be unique"):
        _edited_book(tmp_path, twice)
    with pytest.raises(DataError, match=re.escape("field 'campaign': expected")):
        _edited_book(tmp_path, lambda data: data.update(campaign="everdell.other"))


def test_an_unknown_chapter_is_named():
    with pytest.raises(KeyError, match="no campaign chapter"):
        campaign.chapter("chapter_99")

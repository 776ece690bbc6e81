"""Challenge mode's achievements (our own reconstruction): the data and which a game earns."""

import pytest
from duo_kit import changed_copy, team_scores
from pydantic import ValidationError

from everdell_desktop.core import words
from everdell_desktop.core.datafiles import DataError
from everdell_desktop.games.duo import challenge

IDS = [found.id for found in challenge.achievements()]


# An ordinary win: no requirement of any achievement met except the cheapest ones below.
PLAIN = {"city": 14, "events": 3, "critter": 9, "construction": 8, "green": 2, "points": 74}
PLAIN |= {"shares_used": 1, "pocket_watches_used": 1, "good_news_used": 1, "special_events": 0}


def test_there_are_exactly_ten_achievements_with_unique_ids_graded_easy_to_very_hard():
    assert len(IDS) == 10 and len(set(IDS)) == 10
    order = [challenge.DIFFICULTIES.index(found.difficulty) for found in challenge.achievements()]
    assert order == sorted(order)
    assert order[0] == 0 and order[-1] == 3


def test_an_ordinary_win_earns_nothing_and_a_loss_never_earns():
    assert challenge.achieved(team_scores(50, 45, **PLAIN)) == []
    everything = {**PLAIN, "city": 20, "events": 6, "critter": 10, "construction": 9}
    everything |= {"green": 0, "shares_used": 0, "pocket_watches_used": 0, "good_news_used": 0}
    everything |= {"points": 90, "special_events": 2}
    assert challenge.achieved(team_scores(90, 90, **everything)) == []
    assert len(challenge.achieved(team_scores(100, 40, **everything))) == 10


def test_no_green_production_card_is_earned_at_zero_only():
    assert "ach_no_green" in challenge.achieved(team_scores(50, 45, **{**PLAIN, "green": 0}))
    assert "ach_no_green" not in challenge.achieved(team_scores(50, 45, **{**PLAIN, "green": 1}))


def test_a_landslide_needs_a_lead_of_60():
    assert "ach_landslide" in challenge.achieved(team_scores(105, 45, **PLAIN))
    assert "ach_landslide" not in challenge.achieved(team_scores(104, 45, **PLAIN))


def test_an_unknown_count_is_refused_naming_the_field(tmp_path):
    def rename(book):
        book["achievements"][0]["requires"][0]["count"] = "acorns"

    with pytest.raises(DataError, match=r"achievements.json.*count"):
        challenge.load(changed_copy(tmp_path, challenge, rename))


def test_eleven_achievements_duplicate_ids_and_an_easier_last_one_are_refused(tmp_path):
    def add(book):
        book["achievements"].append({**book["achievements"][0], "id": "ach_more"})

    with pytest.raises(DataError, match="achievements"):
        challenge.load(changed_copy(tmp_path, challenge, add))

    def twice(book):
        book["achievements"][1]["id"] = book["achievements"][0]["id"]

    with pytest.raises(DataError, match="unique"):
        challenge.load(changed_copy(tmp_path, challenge, twice))

    def easier(book):
        book["achievements"][9]["difficulty"] = "easy"

    with pytest.raises(DataError, match="difficulty"):
        challenge.load(changed_copy(tmp_path, challenge, easier))


def test_only_a_challenge_game_earns_achievements():
    scores = team_scores(110, 45, **{**PLAIN, "green": 0})
    assert challenge.earned_in({"mode": "challenge"}, scores) == ["ach_no_green", "ach_landslide"]
    assert challenge.earned_in({"mode": "coop"}, scores) is None
    assert challenge.earned_in({}, scores) is None


@pytest.fixture
def korean():
    words.set_language("ko")
    yield
    words.set_language("en")


def test_an_achievement_is_worded_in_the_player_s_language(korean):
    found = next(a for a in challenge.achievements() if a.id == "ach_no_green")
    assert found.worded_title() == "아무것도 자라지 않는 곳"
    assert found.worded_goal() == "도시에 초록색 생산 카드 없이 이기세요."
    words.set_language("en")
    assert found.worded_title() == "Nothing Grows Here"


def _achievement(**changed):
    """An achievement entry with a 10-letter goal and one requirement, the least allowed."""
    entry = {"id": "ach_edge", "title": "Edge", "difficulty": "easy", "goal": "g" * 10}
    return {**entry, "requires": [{"count": "events", "at_least": 1}], **changed}


def test_an_achievement_needs_a_goal_of_10_letters_and_at_least_one_requirement():
    """An achievement asking nothing would be earned by every win."""
    achievement = challenge.Achievement.model_validate(_achievement())
    assert (len(achievement.goal), len(achievement.requires)) == (10, 1)
    for field, short in (("goal", "g" * 9), ("requires", [])):
        with pytest.raises(ValidationError, match=field):
            challenge.Achievement.model_validate(_achievement(**{field: short}))

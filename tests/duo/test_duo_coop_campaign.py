"""The cooperative campaign (our own reconstruction): 15 chapters, their data, setups,
requirements, verdicts and progress through the campaign store."""

import json
from pathlib import Path

import pytest
from duo_kit import changed_copy, team_scores
from pydantic import ValidationError

from everdell_desktop.core import Rng, registry, words
from everdell_desktop.core.datafiles import DataError
from everdell_desktop.games.duo import challenge, coop_campaign
from everdell_desktop.games.duo.requirements import Requirement, progress, won_with
from everdell_desktop.store import CampaignStore, StorePaths

IDS = [chapter.id for chapter in coop_campaign.chapters()]
FIRST, FESTIVAL, LEAN = "coop_new_neighbours", "coop_festival_town", "coop_lean_winter"


def test_there_are_exactly_fifteen_chapters_with_unique_ids_and_a_listing():
    assert len(IDS) == 15 and len(set(IDS)) == 15
    listed = [camp.id for camp in registry.plugin("duo").campaigns()]
    assert coop_campaign.CAMPAIGN_ID in listed


def test_chapters_grow_harder_in_order():
    chapters = coop_campaign.chapters()
    stars = [chapter.stars for chapter in chapters]
    levels = [("easy", "normal", "hard").index(chapter.difficulty) for chapter in chapters]
    assert stars == sorted(stars) and stars[0] < stars[-1]
    assert levels == sorted(levels) and levels[0] < levels[-1]


def _options(chapter_id, won):
    """A chapter's options (the Duo config model) as a dict of its fields."""
    return dict(coop_campaign.config_for(chapter_id, won))


def test_a_chapter_s_config_is_a_two_character_coop_game_with_its_setup():
    config = _options(LEAN, IDS[:6])
    assert config["mode"] == "coop" and config["chapter"] == LEAN and config["players"] == 2
    lean = json.loads((coop_campaign.DATA_DIR / coop_campaign.FILE).read_text())["chapters"][6]
    for field in ("difficulty", "pocket_watches", "good_news", "sharing_limit"):
        assert config[field] == lean["setup"][field]
    assert list(config["start_resources"]) == lean["setup"]["start_resources"]


def test_chapters_open_one_after_another_and_a_won_one_can_be_replayed():
    with pytest.raises(ValueError):
        coop_campaign.config_for(IDS[1])
    assert _options(IDS[1], won=[IDS[0]])["chapter"] == IDS[1]
    assert _options(IDS[0], won=IDS[:3])["chapter"] == IDS[0]


def test_a_chapter_needs_every_requirement_and_a_lead_over_the_skunk():
    # "achieve at least 5 Events and have at least 15 cards in the city"
    assert coop_campaign.chapter_won(FESTIVAL, team_scores(50, 40, events=5, city=15))
    assert not coop_campaign.chapter_won(FESTIVAL, team_scores(50, 40, events=4, city=15))
    assert not coop_campaign.chapter_won(FESTIVAL, team_scores(50, 40, events=5, city=14))
    assert not coop_campaign.chapter_won(FESTIVAL, team_scores(40, 40, events=5, city=15))
    assert not coop_campaign.chapter_won(FESTIVAL, team_scores(39, 40, events=9, city=20))


def test_a_chapter_without_requirements_is_won_by_any_lead_and_lost_by_a_tie():
    assert coop_campaign.chapter(FIRST).requires == []
    assert coop_campaign.chapter_won(FIRST, team_scores(41, 40))
    assert not coop_campaign.chapter_won(FIRST, team_scores(40, 40))


@pytest.mark.parametrize(
    ("bound", "value", "holds"),
    [("at_least", 3, False), ("at_least", 4, True), ("at_most", 2, True), ("at_most", 3, False)],
)
def test_each_kind_of_requirement_at_its_boundary(bound, value, holds):
    target = 4 if bound == "at_least" else 2
    requirement = Requirement(count="events", **{bound: target})
    assert requirement.holds({"events": value}) is holds
    assert won_with([requirement], {"events": value, "margin": 1}) is holds


def test_a_count_the_game_has_not_reported_counts_as_zero():
    assert Requirement(count="green", at_most=0).holds({})
    assert not Requirement(count="events", at_least=1).holds({})


def test_live_progress_words_each_requirement():
    lines = progress(
        [Requirement(count="events", at_least=4), Requirement(count="green", at_most=0)],
        {"events": 2, "green": 1},
    )
    assert [line.text for line in lines] == ["Events 2 / 4", "Green cards 1 / at most 0"]
    assert [line.met for line in lines] == [False, False]
    met = coop_campaign.live_progress(FESTIVAL, {"events": 5, "city": 13})
    assert [(line.count, line.value, line.target, line.met) for line in met] == [
        ("events", 5, 5, True),
        ("city", 13, 15, False),
    ]


@pytest.fixture
def korean():
    words.set_language("ko")
    yield
    words.set_language("en")


def test_live_progress_is_worded_in_korean(korean):
    line = progress([Requirement(count="green", at_most=0)], {"green": 1})[0]
    assert line.text == "초록색 카드 1 / 최대 0"


def test_an_unknown_count_is_refused_naming_the_field(tmp_path):
    def rename(book):
        book["chapters"][1]["requires"][0]["count"] = "gold"

    with pytest.raises(DataError, match=r"coop_campaign.json.*count"):
        coop_campaign.load(changed_copy(tmp_path, coop_campaign, rename))


def test_a_requirement_needs_exactly_one_bound(tmp_path):
    def both(book):
        book["chapters"][1]["requires"][0]["at_most"] = 9

    with pytest.raises(DataError, match=r"coop_campaign.json.*requires"):
        coop_campaign.load(changed_copy(tmp_path, coop_campaign, both))


def test_a_requirement_that_can_never_be_met_is_refused(tmp_path):
    def three_journeys(book):
        book["chapters"][7]["requires"] = [{"count": "journey", "at_least": 2}]

    with pytest.raises(DataError, match=r"coop_campaign.json.*requires.*journey is at most 1"):
        coop_campaign.load(changed_copy(tmp_path, coop_campaign, three_journeys))
    assert Requirement(count="journey", at_least=1).holds({"journey": 1})


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("pocket_watches", 3),
        ("good_news", -1),
        ("sharing_limit", -1),
        ("start_resources", [0, -1, 0, 0]),
        ("start_resources", [1, 1, 1]),
        ("difficulty", "nightmare"),
    ],
)
def test_a_broken_setup_names_the_field(tmp_path, field, value):
    def break_it(book):
        book["chapters"][0]["setup"][field] = value

    with pytest.raises(DataError, match=rf"coop_campaign.json.*setup\.{field}"):
        coop_campaign.load(changed_copy(tmp_path, coop_campaign, break_it))


def test_a_fourteenth_or_sixteenth_chapter_is_refused(tmp_path):
    with pytest.raises(DataError, match="chapters"):
        coop_campaign.load(
            changed_copy(tmp_path, coop_campaign, lambda book: book["chapters"].pop())
        )

    def add(book):
        book["chapters"].append({**book["chapters"][-1], "id": "coop_extra"})

    with pytest.raises(DataError, match="chapters"):
        coop_campaign.load(changed_copy(tmp_path, coop_campaign, add))


def test_duplicate_ids_and_a_dropping_grade_are_refused(tmp_path):
    def twice(book):
        book["chapters"][1]["id"] = book["chapters"][0]["id"]

    with pytest.raises(DataError, match="unique"):
        coop_campaign.load(changed_copy(tmp_path, coop_campaign, twice))

    def easier(book):
        book["chapters"][14]["stars"] = 1

    with pytest.raises(DataError, match="stars"):
        coop_campaign.load(changed_copy(tmp_path, coop_campaign, easier))

    def softer_skunk(book):
        book["chapters"][14]["setup"]["difficulty"] = "easy"

    with pytest.raises(DataError, match="difficulty"):
        coop_campaign.load(changed_copy(tmp_path, coop_campaign, softer_skunk))


def test_the_data_counts_for_validation():
    assert coop_campaign.data_counts() == {"chapters": 15, "achievements": 10}


def test_progress_is_kept_by_the_campaign_store_and_replays_count(tmp_path):
    store = CampaignStore(StorePaths(tmp_path))
    camp = coop_campaign.campaign()
    won = camp.judge(FIRST, team_scores(45, 40))
    store.record_attempt(camp.id, FIRST, won=won, score=45, game_id="g1")
    opened = camp.sequence.unlocked(store.progress(camp.id).won_chapters())
    assert opened == IDS[:2]
    store.record_attempt(camp.id, FIRST, won=camp.judge(FIRST, team_scores(30, 40)), score=30)
    replay = store.progress(camp.id).chapter(FIRST)
    assert replay.won and replay.attempts == 2 and replay.best_score == 45
    assert CampaignStore(StorePaths(tmp_path)).progress("duo.skunk_chapters").chapters == {}


def test_the_components_doc_lists_every_chapter_and_achievement():
    doc = (Path(__file__).resolve().parents[2] / "docs" / "duo_components.md").read_text("utf-8")
    for title in [chapter.title for chapter in coop_campaign.chapters()]:
        assert f"| {title} |" in doc, title
    for title in [found.title for found in challenge.achievements()]:
        assert f"| {title} |" in doc, title


def test_every_chapter_s_options_start_a_cooperative_game_played_to_its_verdict():
    game = registry.plugin("duo").definition
    book = json.loads((coop_campaign.DATA_DIR / coop_campaign.FILE).read_text())["chapters"]
    for number, chapter_id in enumerate(IDS):
        state = game.new_game(coop_campaign.config_for(chapter_id, IDS), seed=900 + number)
        assert state.num_seats == 2 and state.solo is not None
        assert (
            state.coop is not None
            and state.coop.watches_left == book[number]["setup"]["pocket_watches"]
        )
        rng = Rng(number)
        while not game.is_over(state):
            game.apply(state, rng.choice(game.legal_actions(state)))
        scores = game.scores(state)
        assert len(scores) == 3 and scores[0].total == scores[1].total
        if coop_campaign.chapter_won(chapter_id, scores):
            assert scores[0].details["counts"]["margin"] > 0


SETUP = {"difficulty": "easy", "pocket_watches": 2, "good_news": 3, "sharing_limit": None}
SETUP |= {"start_resources": [0, 0, 0, 0]}


@pytest.mark.parametrize(
    ("field", "least", "most"),
    [("pocket_watches", 0, 2), ("good_news", 0, 6), ("sharing_limit", 0, 8)],
)
def test_a_chapters_setup_is_allowed_at_its_edges_and_refused_beyond(field, least, most):
    for allowed in (least, most):
        setup = coop_campaign.Setup.model_validate({**SETUP, field: allowed})
        assert getattr(setup, field) == allowed
    for refused in (least - 1, most + 1):
        with pytest.raises(ValidationError, match=field):
            coop_campaign.Setup.model_validate({**SETUP, field: refused})


def _chapter(**changed):
    """A chapter entry at every lower edge: 1 star, a 40-letter story, a 10-letter goal."""
    entry = {"id": "coop_edge", "title": "Edge", "stars": 1, "setup": SETUP, "requires": []}
    return {**entry, "story": "s" * 40, "goal": "g" * 10, **changed}


def test_a_chapter_has_1_to_5_stars_a_story_of_40_letters_and_a_goal_of_10():
    for stars in (1, 5):
        assert coop_campaign.CoopChapter.model_validate(_chapter(stars=stars)).stars == stars
    chapter = coop_campaign.CoopChapter.model_validate(_chapter())
    assert (len(chapter.story), len(chapter.goal)) == (40, 10)
    for field, refused in (("stars", 0), ("stars", 6), ("story", "s" * 39), ("goal", "g" * 9)):
        with pytest.raises(ValidationError, match=field):
            coop_campaign.CoopChapter.model_validate(_chapter(**{field: refused}))

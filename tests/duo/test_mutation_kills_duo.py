"""Behaviour the duo shard's seeded mutation samples (issue 43, seeds 43, 2613, 2614, 2616, 2618
and 2619, and the training seeds 2703, 2717 and 2721) found unpinned."""

from __future__ import annotations

import json
import shutil
from types import SimpleNamespace

import pytest
from duo_kit import GAME, act, changed_copy, check_bound, city, new, play, res, take
from pydantic import ValidationError

from everdell_desktop.core.datafiles import DataError
from everdell_desktop.games.duo import campaign, challenge
from everdell_desktop.games.duo.campaign import Chapter
from everdell_desktop.games.duo.config import DuoConfig
from everdell_desktop.games.duo.coop import Sharing
from everdell_desktop.games.duo.data import (
    DATA_DIR,
    Gain,
    GainInfo,
    SkunkLevel,
    TradeInfo,
    load_data,
)
from everdell_desktop.games.duo.effects import can_pay
from everdell_desktop.games.duo.engine import CARD, CARDS, END, count, scaled
from everdell_desktop.games.duo.heuristic import _turn_weight, game_left
from everdell_desktop.games.duo.places import EFFECTS, loc_from_key, loc_key, useful
from everdell_desktop.games.duo.play import star_applies
from everdell_desktop.games.duo.requirements import Requirement, progress
from everdell_desktop.games.duo.rules import known_cards
from everdell_desktop.games.duo.scoring import purple_points
from everdell_desktop.games.duo.state import (
    AUTUMN,
    HARE,
    HIDDEN,
    LOC_CARD,
    LOC_EVENT,
    SUMMER,
    TURTLE,
)
from everdell_desktop.games.duo.text import (
    amount,
    card_text,
    effect_words,
    score_text,
    space_name,
)


def test_good_news_may_start_in_any_season_up_to_the_sixth():
    assert DuoConfig(players=2, mode="coop", good_news=6).good_news == 6
    with pytest.raises(ValidationError):
        DuoConfig(players=2, mode="coop", good_news=7)


def test_a_card_scoring_per_single_thing_says_each_and_per_several_says_every():
    assert score_text(CARDS[CARD["castle"]]) == "End: 1 point for each Construction."
    assert score_text(CARDS[CARD["old_oak"]]) == "End: 1 point for every 2 cards in your city."


def test_a_challenge_book_missing_a_difficulty_is_refused(tmp_path):
    """Every difficulty, easy to very hard, has its achievements: a book with no hard one is
    refused even though its difficulties still never drop."""

    def no_hard_one(book):
        for achievement in book["achievements"]:
            if achievement["difficulty"] == "hard":
                achievement["difficulty"] = "normal"

    with pytest.raises(DataError, match="difficulty"):
        challenge.load(changed_copy(tmp_path, challenge, no_hard_one))


def data_copy(tmp_path, name, change):
    """The shipped data folder copied, with ``change`` applied to ``name``'s parsed content."""
    folder = tmp_path / "data"
    shutil.copytree(DATA_DIR, folder)
    content = json.loads((folder / name).read_text(encoding="utf-8"))
    change(content)
    (folder / name).write_text(json.dumps(content), encoding="utf-8")
    return folder


def test_a_construction_costing_berries_is_refused(tmp_path):
    def barn_for_berries(cards):
        cards["cards"][CARD["barn"]]["cost"] = {"berry": 3}

    with pytest.raises(DataError, match=r"barn.*never berries"):
        load_data(data_copy(tmp_path, "cards.json", barn_for_berries))


def test_an_event_space_that_rewards_nothing_gives_nothing(tmp_path):
    def first_reward_empty(board):
        board["event_rewards"][0] = {}

    reward = load_data(data_copy(tmp_path, "board.json", first_reward_empty)).event_rewards[0]
    assert reward == GainInfo(res=(0, 0, 0, 0), any=0, cards=0, points=0, meadow=0)


def test_an_ability_gives_at_most_four_resources_of_the_players_choice():
    assert Gain(any=4).any == 4
    with pytest.raises(ValidationError):
        Gain(any=5)


def test_the_share_of_the_game_left_runs_from_one_at_the_start_to_a_quarter_in_autumn():
    """Four seasons of 2 x END token moves each: all of them to come at the start, one
    season's at autumn's start, half a season's halfway through autumn."""
    state = new()
    assert game_left(state) == 1.0
    state.season, state.sun, state.moon = AUTUMN, 0, 0
    assert game_left(state) == 0.25
    state.sun = state.moon = END // 2
    assert game_left(state) == 0.125


def test_at_a_seasons_end_the_table_is_told_how_many_workers_come_home():
    state = new()
    play(state, "place(loc=farm_twigs)")
    state.sun, state.moon, state.current = END, END - 1, TURTLE
    events = take(state, "moon")
    homes = {e.params["seat"]: e.params["workers"] for e in events if e.kind == "meeple_returned"}
    assert homes == {HARE: 1}


def test_one_resource_is_named_in_the_singular_and_more_in_the_plural():
    assert [amount(1, "berry"), amount(2, "berry")] == ["1 berry", "2 berries"]


# --- seed 2613 -------------------------------------------------------------------------------


def test_a_counter_the_game_does_not_know_is_refused_not_counted_as_events():
    """A need or score naming an unknown counter is a data error, never silently the
    number of Events achieved."""
    state = new()
    with pytest.raises(KeyError):
        count(state, HARE, "acorns")


def test_a_hidden_card_is_never_a_known_card():
    """The cards a player's view hides (deck, other hands) are left out of what is known, so
    determinizing deals the unseen cards in their place."""
    seen = GAME.view(new(), HARE)
    assert HIDDEN in seen.deck
    assert HIDDEN not in known_cards(seen)


def test_a_playout_may_take_a_pointless_meadow_card_and_takes_a_richer_one_more_gladly():
    """Taking from the Meadow keeps a chance even for a 0-point card (the Signpost), so a
    playout is not barred from it; each point makes it likelier (the Castle's 3)."""
    pointless = _turn_weight(act("take(card=signpost,src=meadow)"), False)
    rich = _turn_weight(act("take(card=castle,src=meadow)"), False)
    assert 0 < pointless < rich


# --- training seed 2703 -----------------------------------------------------------------------


def test_a_requirement_on_a_count_not_yet_made_shows_0_so_far():
    """No green card in the city yet: "Green cards 0 / 4", not yet met."""
    (shown,) = progress([Requirement(count="green", at_least=4)], {"events": 2})
    assert (shown.value, shown.met, shown.text) == (0, False, "Green cards 0 / 4")


@pytest.mark.parametrize(("uses", "valid"), [(-1, False), (0, True), (8, True), (9, False)])
def test_the_sharing_tile_allows_0_to_8_passes_a_season(uses, valid):
    data = {"uses_per_season": uses, "resources": 1}
    check_bound(Sharing, data, "uses_per_season", valid)


@pytest.mark.parametrize("faces", [5, 7])
def test_a_skunk_die_has_exactly_six_faces(faces):
    level = {"die": ["farm"] * faces, "card_bonus": 0, "start_points": 0, "good_news": 0}
    with pytest.raises(ValidationError, match="die"):
        SkunkLevel.model_validate(level)
    assert SkunkLevel.model_validate({**level, "die": ["farm"] * 6}).die == ["farm"] * 6


def test_a_red_cards_text_says_when_visited_before_its_effect_in_lower_case():
    """The Inn's effect alone reads "Gain 1 berry; ..."; on the card: "When visited: gain"."""
    inn = next(card for card in CARDS if card.key == "inn")
    assert effect_words(inn.effect).startswith("Gain 1 berry")
    assert card_text(inn) == "When visited: gain 1 berry; take 1 Meadow card into your hand."


# --- seed 2614 -------------------------------------------------------------------------------


def test_a_trade_asking_for_a_twig_and_one_resource_more_is_not_paid_by_one_twig():
    """What is left after the fixed price must cover the "any" part: a single twig pays the
    twig but leaves nothing for the extra resource; a second one does."""
    points = GainInfo(res=(0, 0, 0, 0), any=0, cards=0, points=3, meadow=0)
    trade = TradeInfo(pay=(1, 0, 0, 0), pay_any=1, pay_cards=0, gain=points, times=1)
    state = new()
    res(state, HARE, twig=1)
    assert not can_pay(state, HARE, trade)
    res(state, HARE, twig=2)
    assert can_pay(state, HARE, trade)


def test_the_old_oak_scores_whole_points_for_every_two_cards_only():
    """Three cards in the city make one pair: 1 point, not 1.5."""
    state = new()
    city(state, HARE, "old_oak", "castle", "barn")
    points = purple_points(state, HARE, CARD["old_oak"])
    assert points == 1 and isinstance(points, int)


def test_the_save_list_counts_the_sun_and_moon_spaces_from_one():
    state = new()
    state.season, state.sun, state.moon = SUMMER, 2, 4
    assert GAME.describe_progress(state) == "Summer: Sun 3, Moon 5"


def test_a_worker_on_a_late_red_card_is_named_by_that_card():
    """The Inn is far down the card list; its space is still called "Inn"."""
    assert CARD["inn"] > 12
    assert space_name(new(), "card.inn") == "Inn"


def test_a_chapter_goal_of_ten_characters_is_long_enough_and_nine_is_not():
    chapter = {"id": "short", "title": "Short", "difficulty": "easy", "story": "s" * 40}
    assert Chapter.model_validate({**chapter, "goal": "Win by ten"}).goal == "Win by ten"
    with pytest.raises(ValidationError, match="goal"):
        Chapter.model_validate({**chapter, "goal": "Win by 9!"})


def test_a_requirement_for_three_pocket_watches_is_refused_the_box_has_two():
    assert Requirement(count="pocket_watches_used", at_least=2).target == 2
    with pytest.raises(ValidationError, match="can never be met"):
        Requirement(count="pocket_watches_used", at_least=3)


# --- training seed 2717 -----------------------------------------------------------------------
FIRST_CARD_KEY = json.loads((DATA_DIR / "cards.json").read_text(encoding="utf-8"))["cards"][0][
    "key"
]


def test_an_event_space_is_named_by_its_number_from_0_and_a_card_space_by_its_card():
    assert loc_key(LOC_EVENT) == "event0"
    assert loc_key(LOC_EVENT + 2) == "event2"
    assert loc_key(LOC_CARD) == f"card.{FIRST_CARD_KEY}"


@pytest.mark.parametrize(
    ("kind", "critter", "applies"),
    [
        (-1, True, True),
        (-1, False, True),
        (0, True, True),
        (0, False, False),
        (1, False, True),
        (1, True, False),
    ],
)
def test_a_blue_cards_star_names_critters_constructions_or_either(kind, critter, applies):
    info = SimpleNamespace(color=2, critter=critter)
    assert star_applies((-1, kind, (0, 0, 0, 0)), info) is applies
    assert star_applies((2, kind, (0, 0, 0, 0)), info) is applies
    assert star_applies((3, kind, (0, 0, 0, 0)), info) is False


# --- seed 2616 (after its measurement) --------------------------------------------------------
@pytest.mark.parametrize(
    ("card", "text"),
    [
        ("peddler", "You may pay 2 resources to gain 3 point tokens."),
        ("monk", "When visited: you may pay 1 berry to gain 2 point tokens (up to 2 times)."),
    ],
)
def test_a_trade_says_how_many_times_only_when_it_may_be_made_more_than_once(card, text):
    assert card_text(CARDS[CARD[card]]) == text


def test_an_event_spaces_name_leads_back_to_its_space():
    assert loc_from_key("event0") == LOC_EVENT
    assert loc_from_key("event2") == LOC_EVENT + 2


# --- training seed 2721 -----------------------------------------------------------------------
@pytest.mark.parametrize("key", ["card.gardener", "card.wall", "card.ranger", "card.magpie"])
def test_an_ability_gaining_per_count_or_doing_something_special_is_always_of_use(key):
    """No Farm or River space has such an ability today; `useful` still says it is of use
    (it needs no price and no card), whichever of the two it has."""
    state = new()
    res(state, 0)
    effect = EFFECTS[key]
    assert effect.gain is None and (effect.per is None) != (effect.special is None)
    assert useful(state, 0, effect) is True


def test_a_space_that_only_trades_is_of_use_only_with_its_price():
    state = new()
    effect = EFFECTS["river.trading_post"]
    res(state, 0)
    assert useful(state, 0, effect) is False
    res(state, 0, twig=9, resin=9, pebble=9, berry=9)
    assert useful(state, 0, effect) is True


# --- seed 2618 (after its measurement) --------------------------------------------------------
def _campaign_with(tmp_path, chapters):
    """A copy of campaign.json in ``tmp_path`` keeping only its first ``chapters`` chapters."""
    return changed_copy(
        tmp_path, campaign, lambda raw: raw.update(chapters=raw["chapters"][:chapters])
    )


def test_a_campaign_file_of_five_chapters_loads_and_one_of_four_is_refused(tmp_path):
    assert len(campaign.load(_campaign_with(tmp_path, 5)).chapters) == 5
    with pytest.raises(DataError, match=r"campaign.json.*chapters"):
        campaign.load(_campaign_with(tmp_path, 4))


@pytest.mark.parametrize(("resources", "valid"), [(0, False), (1, True), (4, True), (5, False)])
def test_the_sharing_tile_passes_1_to_4_resources_at_a_time(resources, valid):
    data = {"uses_per_season": 3, "resources": resources}
    check_bound(Sharing, data, "resources", valid, match="resources")


def test_a_per_ability_gains_each_of_its_parts_once_for_every_thing_counted():
    """``per`` gains ``each`` times the count: 1 twig, 1 point token and 1 Meadow card each
    (a Gain may name up to 3 Meadow cards), counted 3 times, is 3 of each."""
    each = GainInfo(res=(1, 0, 0, 0), any=0, cards=0, points=1, meadow=1)
    assert scaled(each, 3) == GainInfo(res=(3, 0, 0, 0), any=0, cards=0, points=3, meadow=3)

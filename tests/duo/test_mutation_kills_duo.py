"""Behaviour the duo shard's seeded mutation samples (issue 43, seeds 43 and 2613)
found unpinned."""

from __future__ import annotations

import json
import shutil

import pytest
from duo_kit import GAME, act, changed_copy, new, play, take
from pydantic import ValidationError

from everdell_desktop.core.datafiles import DataError
from everdell_desktop.games.duo import challenge
from everdell_desktop.games.duo.config import DuoConfig
from everdell_desktop.games.duo.coop import Sharing
from everdell_desktop.games.duo.data import DATA_DIR, Gain, GainInfo, SkunkLevel, load_data
from everdell_desktop.games.duo.engine import CARD, CARDS, END, count
from everdell_desktop.games.duo.heuristic import _turn_weight, game_left
from everdell_desktop.games.duo.requirements import Requirement, progress
from everdell_desktop.games.duo.rules import known_cards
from everdell_desktop.games.duo.state import AUTUMN, HARE, HIDDEN, TURTLE
from everdell_desktop.games.duo.text import amount, card_text, effect_words, score_text


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
    if valid:
        assert Sharing.model_validate(data).uses_per_season == uses
    else:
        with pytest.raises(ValidationError):
            Sharing.model_validate(data)


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

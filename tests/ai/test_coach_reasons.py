"""The coach's reason in words (issue 44): the judge averages each named item a game declares
(``GameDefinition.scored_items``: the base game's Events and Prosperity cards...) over its
playouts, a suggestion carries the item its move gains most in against the runner-up, and a
reviewed move the items its better move gains in. A game that declares none keeps the score
categories; nothing here names a game."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from everdell_desktop.ai import coach, create_agent
from everdell_desktop.ai.coach import (
    GAIN_SHOWN,
    ItemGain,
    Outcome,
    SearchJudge,
    item_gains,
    review_game,
    suggest,
)
from everdell_desktop.ai.ismcts import ISMCTSAgent, SearchBudget
from everdell_desktop.ai.match import play_match
from everdell_desktop.core import Action, Rng, registry, words
from everdell_desktop.games.everdell.engine import CARD, UID_CARD
from everdell_desktop.games.everdell.state import CityCard

BASE = registry.get("everdell")
TINY = registry.get("tinygame")
HARVEST = "event.harvest_festival"


def judged_where_it_stands(game, guesses: int = 3) -> SearchJudge:
    """A judge whose playouts stop at once: the position right after each move is scored."""
    return SearchJudge(ISMCTSAgent(game, SearchBudget(iterations=1, rollout_depth=0)), guesses)


def build(state, seat: int, key: str) -> None:
    """Move a copy of card ``key`` from the deck straight into ``seat``'s city."""
    uid = next(uid for uid in state.deck if UID_CARD[uid] == CARD[key])
    state.deck.remove(uid)
    state.players[seat].city.append(CityCard(uid, CARD[key]))


def test_the_judge_names_the_event_the_better_move_claims():
    """Four Farms (green Production cards) in the city meet Harvest Festival; claiming it
    scores a basic Event's 3 points (rulebook: each basic Event is worth 3) in every playout,
    taking 3 Twigs scores no Event: the item gained is that Event, 3 points, always."""
    state = BASE.new_game(BASE.make_config(players=2), 1)
    for _ in range(4):
        build(state, 0, "farm")
    claim = Action.of("claim", event=HARVEST)
    twigs = Action.of("place", loc="three_twigs")
    legal = BASE.legal_actions(state)
    assert claim in legal and twigs in legal
    judge = judged_where_it_stands(BASE)
    took, claimed = judge.outcomes(BASE.view(state, 0), [twigs, claim], 0, Rng(2))
    assert claimed.items[("events", HARVEST)] == 3.0 and claimed.shares[("events", HARVEST)] == 1
    assert ("events", HARVEST) not in took.items
    assert item_gains(took, claimed) == (ItemGain("events", HARVEST, 3.0, 1.0),)


def test_both_declared_groups_of_the_base_game_are_items():
    """Harvest Festival claimed beside a Palace: an Event and a Prosperity card."""
    state = BASE.new_game(BASE.make_config(players=2), 1)
    for key in ("farm", "farm", "farm", "farm", "palace"):
        build(state, 0, key)
    claim = Action.of("claim", event=HARVEST)
    (outcome,) = judged_where_it_stands(BASE, guesses=1).outcomes(
        BASE.view(state, 0), [claim], 0, Rng(2)
    )
    assert set(outcome.items) == {("events", HARVEST), ("prosperity", "palace")}


def test_a_group_the_game_does_not_declare_is_no_item():
    """Duo's ``counts`` (a campaign's tallies) are in every score's details, never an item."""
    duo = registry.get("duo")
    state = duo.new_game(duo.make_config(players=2), 1)
    assert duo.scores(state)[0].details["counts"]
    outcomes = judged_where_it_stands(duo, guesses=2).outcomes(
        duo.view(state, 0), duo.legal_actions(state)[:3], 0, Rng(2)
    )
    declared = {entry.group for entry in duo.scored_items}
    assert "counts" not in declared
    assert all({group for group, _key in outcome.items} <= declared for outcome in outcomes)


def test_every_declared_group_is_a_score_category_of_its_game():
    """A group's points make up the category of its name (the review names the categories no
    listed item makes up), in one of the game's settings (an expansion's group in its own)."""
    for name in registry.names():
        game = registry.get(name)
        settings = [{}] + [
            {choice.field: value}
            for choice in game.config_choices
            for value in game.choice_values(choice.field)
        ]
        categories = set()
        for options in settings:
            state = game.new_game(game.make_config(players=2, **options), 1)
            categories |= set(game.scores(state)[0].categories)
        assert {entry.group for entry in game.scored_items} <= categories, name


EVENTS_AND_CARDS = {"events", "prosperity"}


@pytest.mark.parametrize(
    ("name", "options", "groups"),
    [
        ("everdell", {}, EVENTS_AND_CARDS),
        ("everdell", {"expansion": "spirecrest"}, EVENTS_AND_CARDS | {"discoveries"}),
        ("duo", {}, EVENTS_AND_CARDS),
        ("emerland", {}, {"prosperity", "realms"}),
    ],
)
def test_every_item_a_played_game_scores_has_its_korean_name(name, options, groups):
    """A finished game's Events, Prosperity cards, Discoveries or Realms are items, each named
    in Korean by the game's words file, none left in English (Emerland keys its details by the
    English names)."""
    game = registry.get(name)
    agents = [create_agent("greedy", game) for _ in range(2)]
    record = play_match(game, game.make_config(players=2, **options), agents, 3).record
    state = game.new_game(game.make_config(**record.config), record.seed)
    for text in record.actions:
        game.apply_legal(state, game.parse_action(text))
    named = [(entry, key) for score in game.scores(state) for entry in game.scored_items
             for key in score.details.get(entry.group, {})]  # fmt: skip
    assert {entry.group for entry, _key in named} == groups
    english = [entry.name(key) for entry, key in named]
    words.set_language("ko")
    try:
        korean = [entry.name(key) for entry, key in named]
    finally:
        words.set_language("en")
    untranslated = [word for word, was in zip(korean, english, strict=True) if word == was]
    assert untranslated == []


def test_a_game_without_declared_items_keeps_the_categories_alone():
    state = TINY.new_game(TINY.make_config(players=2), 3)
    legal = TINY.legal_actions(state)
    judge = SearchJudge(create_agent("mcts-easy", TINY), guesses=2)
    outcomes = judge.outcomes(TINY.view(state, 0), legal[:2], 0, Rng(1))
    assert TINY.scored_items == ()
    assert all(outcome.items == {} and outcome.categories for outcome in outcomes)


def test_items_gained_by_less_than_the_threshold_go_unnamed_and_the_largest_come_first():
    was = Outcome(0.0, {}, {("events", "a"): 1.0}, {("events", "a"): 0.5})
    better = Outcome(
        4.0,
        {},
        {("events", "a"): 1.0 + GAIN_SHOWN - 0.01, ("card", "b"): 2.0, ("events", "c"): 5.0},
        {("events", "a"): 0.5, ("card", "b"): 0.25, ("events", "c"): 1.0},
    )
    assert item_gains(was, better) == (
        ItemGain("events", "c", 5.0, 1.0),
        ItemGain("card", "b", 2.0, 0.25),
    )


class FixedJudge:
    """A judge that rates the n-th move it is shown with the n-th of ``outcomes``."""

    def __init__(self, outcomes: list[Outcome]) -> None:
        self._outcomes = outcomes

    def outcomes(self, _view, actions, _seat, _rng) -> list[Outcome]:
        return [self._outcomes[min(i, len(self._outcomes) - 1)] for i in range(len(actions))]


def item(key: str, points: float) -> dict:
    return {("events", key): points}


def test_a_suggestion_names_the_item_it_gains_most_in_against_the_runner_up():
    """The suggested move is compared with the best other move (here the second shown), not
    with a weaker one that lacks more."""
    state = TINY.new_game(TINY.make_config(players=2), 3)
    legal = TINY.legal_actions(state)
    assert len(legal) >= 3
    chosen = Outcome(5.0, {}, {**item("a", 4.0), **item("b", 3.5)}, {("events", "a"): 1.0})
    runner_up = Outcome(4.0, {}, item("a", 1.0), {("events", "a"): 0.5})
    weaker = Outcome(1.0, {}, {}, {})
    judge = FixedJudge([chosen, runner_up, weaker])
    hint = suggest(TINY, TINY.view(state, 0), legal, Rng(5), create_agent("greedy", TINY), judge)
    assert hint.margin == 1.0
    assert hint.item == ItemGain("events", "b", 3.5, 0.0)  # against the weaker one: a, 4.0


def test_a_suggestion_with_no_item_past_the_threshold_names_none():
    state = TINY.new_game(TINY.make_config(players=2), 3)
    legal = TINY.legal_actions(state)
    close = Outcome(2.0, {}, item("a", 1.0), {})
    judge = FixedJudge([close, Outcome(1.0, {}, item("a", 1.0 - GAIN_SHOWN / 2), {})])
    hint = suggest(TINY, TINY.view(state, 0), legal, Rng(5), create_agent("greedy", TINY), judge)
    assert hint.item is None and hint.margin == 1.0


def test_every_reviewed_move_carries_the_items_its_better_move_gains_in():
    record = play_match(
        TINY, TINY.make_config(players=2), [create_agent(a, TINY) for a in ("random", "greedy")], 0
    ).record
    was = Outcome(0.0, {"cards": 1.0}, item("a", 1.0), {("events", "a"): 0.25})
    better = Outcome(5.0, {"cards": 3.0}, item("a", 4.0), {("events", "a"): 0.75})
    mistakes = review_game(record, {0}, create_agent("greedy", TINY), FixedJudge([was, better]))
    assert mistakes
    for mistake in mistakes:
        assert mistake.items == (ItemGain("events", "a", 3.0, 0.5),)
        assert mistake.gains == (("cards", 2.0),)


def test_the_coach_names_no_game():
    """The coach speaks to every game through the engine contract: no game's name or title
    appears in its source (a game declares its named items itself)."""
    source = Path(coach.__file__).read_text(encoding="utf-8").lower()
    games = [registry.get(name) for name in registry.names()]
    named = {word.lower() for game in games for word in (game.name, game.title)}
    assert {"everdell", "emerland", "duo", "emerge", "tinygame"} <= named
    found = [word for word in named if re.search(rf"\b{re.escape(word)}\b", source)]
    assert found == []

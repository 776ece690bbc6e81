"""Behaviour the core shard's seeded mutation samples (issue 43) found unpinned,
grouped by the sample that found them."""

from __future__ import annotations

import json
from dataclasses import FrozenInstanceError, dataclass, fields, replace

import pytest
from pydantic import ValidationError

from everdell_desktop.core import Action, GameDefinition, Prompt, Rng, ScoreBreakdown, registry
from everdell_desktop.core import tutorial as script
from everdell_desktop.core.cloning import Cloneable
from everdell_desktop.core.datafiles import StrictModel, explain
from everdell_desktop.core.engine import DataReport, ScoredItems, find_legal
from everdell_desktop.core.heuristics import (
    GameHeuristic,
    ValueFeatures,
    kind_weights,
    weighted_pick,
)
from everdell_desktop.core.kernel import DECLINE
from everdell_desktop.core.plugin import LazyRef
from everdell_desktop.core.record import (
    ReplayError,
    new_record,
    play_move,
    play_move_holding_turn_end,
    replay,
)
from everdell_desktop.core.valley import CardBasics, Resources
from everdell_desktop.core.words import Term
from everdell_desktop.games.tinygame.features import features
from everdell_desktop.games.tinygame.rules import HIDDEN


@dataclass(slots=True)
class Tableaus(Cloneable):
    by_name: dict[str, list[int]]
    maybe_by_name: dict[str, list[int] | None]


def test_a_dict_of_lists_is_copied_down_to_each_list():
    original = Tableaus(by_name={"ana": [1, 2]}, maybe_by_name={"bo": [3], "cy": None})
    copy = original.clone()
    copy.by_name["ana"].append(9)
    copy.maybe_by_name["bo"].append(9)
    assert original.by_name == {"ana": [1, 2]}
    assert original.maybe_by_name == {"bo": [3], "cy": None}


class OneScore(type(registry.get("tinygame"))):
    """The test game's rules with a single score line (a game everyone plays together)."""

    def scores(self, state):
        return [ScoreBreakdown(0, {"points": 7, "pebbles": 2})]


def test_the_default_evaluation_of_a_lone_score_is_its_total():
    game = OneScore()
    state = game.new_game(game.config_model(players=2), seed=1)
    assert game.evaluate(state, 0) == 9.0


def test_the_test_games_learned_features_count_a_hidden_card_at_the_mean_card_value():
    game = registry.get("tinygame")
    state = game.new_game(game.config_model(players=2), seed=1)
    state.hands[1] = [HIDDEN, HIDDEN, 5]  # as seat 0's view shows seat 1's hand
    state.points[1], state.pebbles[1] = 4, 2
    assert features(game, state, 1)[:3] == [4.0, 2.0, 3.5 + 3.5 + 5]


# --- seed 2612 -------------------------------------------------------------------------------


def test_a_validation_error_outside_the_read_document_names_only_its_field(tmp_path):
    """The location of an error may name a list the document as read does not hold (a model
    filled it in): the message then names the field, and explaining never fails itself."""

    class Card(StrictModel):
        name: str

    class Deck(StrictModel):
        cards: list[Card]

    try:
        Deck.model_validate({"cards": [{"name": 5}]})
    except ValidationError as error:
        message = explain(tmp_path / "deck.json", {}, error)
    assert message.startswith(f"{tmp_path / 'deck.json'}: field 'cards.0.name': ")


# The rules' contract every game definition fills in (DESIGN.md's engine contract): without
# any one of these a game cannot be made. ``determinize``: the search samples hidden information
# with it; ``encode_state``: a state's hash and a save's check are built on it (training seed
# 2718's survivor: its @abstractmethod removed).
CONTRACT = (
    "new_game",
    "legal_actions",
    "apply_legal",
    "view",
    "scores",
    "encode_state",
    "determinize",
)


def _game_class(methods: tuple[str, ...]) -> type:
    return type("Game", (GameDefinition,), {name: lambda self, *args: None for name in methods})


def test_a_game_giving_the_whole_rules_contract_can_be_made():
    assert isinstance(_game_class(CONTRACT)(), GameDefinition)


@pytest.mark.parametrize("missing", CONTRACT)
def test_a_game_must_give_every_method_of_the_rules_contract(missing):
    with pytest.raises(TypeError, match=missing):
        _game_class(tuple(name for name in CONTRACT if name != missing))()


def test_a_playout_weighs_a_prompt_answer_as_an_answer_whatever_its_name():
    """Only the kernel's decline weighs ``decline``: an answer whose kind sorts before
    "decline" ("accept", "card") weighs ``answer``, a listed kind its own weight."""
    weight = kind_weights({"play": 5.0}, answer=2.0, decline=0.5)
    assert weight(Action.of("accept")) == 2.0
    assert weight(Action.of("card", id=3)) == 2.0
    assert weight(Action.of("yes")) == 2.0
    assert weight(DECLINE) == 0.5
    assert weight(Action.of("play", card=1)) == 5.0


class TwoPrompts:
    """A stub state: a prompt ("pay") opened inside another ("which_card"); the newest is
    the one being answered."""

    def __init__(self):
        self.pending = [
            Prompt(id=1, seat=0, kind="which_card"),
            Prompt(id=2, seat=0, kind="pay"),
        ]

    def to_move(self):
        return 0


class AnswersAnything:
    def describe_action(self, state, action):
        return "pays a berry"

    def apply_legal(self, state, action):
        state.pending.pop()
        return []


def test_a_move_names_the_prompt_it_answered_the_newest_one():
    move = play_move(AnswersAnything(), TwoPrompts(), 4, Action.of("berry"))
    assert (move.index, move.seat, move.label, move.asked) == (4, 0, "pays a berry", "pay")


def test_a_tutorial_without_a_file_for_a_language_is_told_in_english(tmp_path):
    path = tmp_path / "tutorial.json"  # and no tutorial.ko.json beside it
    steps = [{"id": "welcome", "text": "Welcome"}, {"id": "seeds", "text": "Plant a seed"}]
    tutorial_data = {"seed": 3, "opponent": {"name": "Ruby", "agent": "greedy"}, "steps": steps}
    path.write_text(json.dumps(tutorial_data), encoding="utf-8")
    tutorial = script.load(path)
    assert script.texts(tutorial, path, "ko") == {"welcome": "Welcome", "seeds": "Plant a seed"}


def test_a_card_may_cost_no_twig_but_never_a_negative_number():
    assert Resources(twig=0, resin=0, pebble=0, berry=0).vector() == (0, 0, 0, 0)
    for kind in ("twig", "resin", "pebble", "berry"):
        with pytest.raises(ValidationError):
            Resources(**{kind: -1})


# --- seed 2613 -------------------------------------------------------------------------------


def test_something_that_is_not_an_action_is_never_legal():
    """A command that sends text (or anything else) where an Action belongs finds no legal
    match instead of raising an AttributeError at the player."""
    legal = [Action.of("take")]
    assert find_legal("take", legal) is None
    assert find_legal(None, legal) is None


def test_a_playout_never_picks_an_action_of_weight_zero():
    never, always = Action.of("never"), Action.of("always")
    weights = {"never": 0.0, "always": 1.0}
    rng = Rng(7)
    picks = {weighted_pick([never, always], lambda a: weights[a.kind], rng) for _ in range(20)}
    assert picks == {always}


class AnswersHoldingTheTurnEnd(AnswersAnything):
    def apply_holding_turn_end(self, state, action):
        return self.apply_legal(state, action), True


def test_a_move_held_at_its_turn_end_names_the_newest_prompt_too():
    game = AnswersHoldingTheTurnEnd()
    move, held = play_move_holding_turn_end(game, TwoPrompts(), 4, Action.of("berry"))
    assert (move.index, move.seat, move.label, move.asked, held) == (
        4,
        0,
        "pays a berry",
        "pay",
        True,
    )


# --- training seed 2702 -----------------------------------------------------------------------


def test_a_told_move_cannot_be_rewritten_afterwards():
    """The log, the table and the review share each Move: none of them may change it for the
    others, and equal moves are interchangeable (hashable)."""
    move, _held = play_move_holding_turn_end(
        AnswersHoldingTheTurnEnd(), TwoPrompts(), 4, Action.of("berry")
    )
    with pytest.raises(FrozenInstanceError):
        move.label = "pays nothing"
    assert len({move, play_move(AnswersAnything(), TwoPrompts(), 4, Action.of("berry"))}) == 1


def test_a_games_optional_setting_cannot_be_changed_by_a_window_that_reads_it():
    """Every window and the command line read the same ConfigChoice of a game's rules."""
    choice = registry.get("everdell").config_choices[0]
    with pytest.raises(FrozenInstanceError):
        choice.label = "Something else"
    assert hash(choice) == hash(replace(choice))


# --- seed 2614 -------------------------------------------------------------------------------


def test_a_playout_whose_actions_all_weigh_nothing_still_picks_the_last_one():
    """A policy that sees nothing worth doing (every weight 0) still moves, and always the
    same way: the last legal action."""
    legal = [Action.of("first"), Action.of("second"), Action.of("third")]
    assert weighted_pick(legal, lambda action: 0.0, Rng(3)) == legal[2]


# --- training seed 2707 -----------------------------------------------------------------------


def value_objects_the_core_shares():
    """One of each frozen value the core hands to several readers (a window, the session, the
    search): a GamePlugin and its Campaign, a LazyRef, an Action, a glossary Term, the
    coach's ScoredItems, a GameHeuristic with its ValueFeatures, a card's CardBasics."""
    return [
        registry.plugin("tinygame"),
        registry.plugin("emerland").campaigns()[0],
        LazyRef("everdell_desktop.games.tinygame.heuristic", "HEURISTIC"),
        Action.of("play", card=3),
        Term("meadow", "Meadow", ("meadows",), "The shared cards"),
        ScoredItems("events", "event", str.upper),
        GameHeuristic(values=lambda game, state: [0.0], rollout_action=lambda *args: None),
        ValueFeatures(("points",), lambda game, state, seat: [0.0], "everdell_desktop"),
        CardBasics(0, "farm", "Farm", False, 2, (2, 1, 0, 0)),
    ]


@pytest.mark.parametrize("value", value_objects_the_core_shares(), ids=lambda v: type(v).__name__)
def test_a_value_the_core_shares_cannot_be_rewritten_by_one_of_its_readers(value):
    """Each reader sees what the others see: assigning any of its fields fails."""
    for field in fields(value):
        with pytest.raises(FrozenInstanceError):
            setattr(value, field.name, getattr(value, field.name))


def test_a_game_offers_values_only_for_a_setting_it_has():
    """The text audit asks every game for its "mode" values: the base game has none (its one
    setting is the expansion), Duo has its three modes."""
    everdell, duo = registry.get("everdell"), registry.get("duo")
    assert everdell.choice_values("mode") == ()
    assert everdell.choice_values("expansion") == (None, "spirecrest")
    assert duo.choice_values("mode") == ("competitive", "coop", "challenge")
    assert duo.choice_values("expansion") == () and duo.choice_values("zzz") == ()


# --- seed 2615 (after its measurement) --------------------------------------------------------


def test_a_games_default_judgement_is_its_score_lead_over_the_best_other_seat():
    """The Beginner judges by GameDefinition.evaluate's default: the seat's score less the best
    other seat's. The test game scores its cards' points and a point per two pebbles."""
    game = registry.get("tinygame")
    state = game.new_game(game.make_config(players=3), 1)
    state.points, state.pebbles = [7, 3, 9], [0, 4, 1]  # scores 7, 5 and 9
    assert [game.evaluate(state, seat) for seat in range(3)] == [-2.0, -4.0, 2.0]


@pytest.mark.parametrize(
    ("text", "shown"), [("zz", "zz"), ("z" * 80, "z" * 80), ("z" * 81, "z" * 80 + "…")]
)
def test_an_action_a_record_cannot_replay_is_named_whole_up_to_80_characters(text, shown):
    """A saved game's unreadable action is quoted in the message, cut after 80 characters (a
    hostile file's text may be huge)."""
    game = registry.get("tinygame")
    record = new_record(game, game.make_config(players=2), 4)
    record.actions.append(text)
    with pytest.raises(ReplayError, match=r"^action 1 \((.*)\) cannot be replayed") as raised:
        replay(record)
    assert str(raised.value).startswith(f"action 1 ({shown}) cannot be replayed")


# --- training seed 2713 -----------------------------------------------------------------------


class BareGame(GameDefinition):
    """A game that says nothing beyond its rules' contract: the defaults every game starts from."""

    name, title = "bare", "Bare"

    def new_game(self, config, seed): ...
    def legal_actions(self, state): ...
    def apply_legal(self, state, action): ...
    def view(self, state, seat): ...
    def scores(self, state): ...
    def encode_state(self, state): ...
    def determinize(self, state, seat, rng): ...


@pytest.mark.parametrize(
    ("options", "refusal"),
    [
        ({"players": 2}, None),
        ({"players": 4}, None),
        ({"players": 5}, "Bare is played by 2-4 players, not 5"),
        ({"players": 1}, "Bare is played by 2-4 players, not 1"),
        ({"players": 1, "solo": "koto"}, "Bare has no solo bot 'koto' (known: none)"),
    ],
)
def test_a_game_that_names_no_table_sizes_is_played_by_2_to_4_players_without_a_bot(
    options, refusal
):
    if refusal is None:
        assert BareGame().make_config(**options).players == options["players"]
    else:
        with pytest.raises(ValueError) as refused:
            BareGame().make_config(**options)
        assert str(refused.value) == refusal


def test_a_data_report_takes_no_field_it_does_not_have():
    """A misspelt field (``report.error = ...``) fails at once instead of being lost."""
    report = DataReport(valid=False, errors=["cards.json: missing"])
    with pytest.raises(AttributeError):
        report.error = ["x"]
    assert (report.valid, report.counts, report.errors) == (False, {}, ["cards.json: missing"])


# --- seed 2620 -------------------------------------------------------------------------------


def test_a_games_options_cannot_be_changed_once_chosen():
    """The session, its saves, the AI and the game itself read the one GameConfig chosen
    before the game; a game (a dropped-in one too) setting ``config.players = 3`` would change
    the options of the game in progress for all of them, so the change is refused."""
    config = BareGame().make_config(players=2)
    with pytest.raises(ValidationError):
        config.players = 3
    assert config.players == 2

"""The learned evaluation (ai.value_model), its training (ai.train, the ``train`` command) and
the search's short playouts where a model judges."""

import importlib
import json
import math
import sys
from dataclasses import FrozenInstanceError, replace

import pytest

from everdell_desktop.ai import ISMCTSAgent, SearchBudget, create_agent, value_model
from everdell_desktop.ai.heuristics import heuristic_for, value_features
from everdell_desktop.ai.match import play_match
from everdell_desktop.ai.train import TrainSpec, ridge, train
from everdell_desktop.ai.value_model import (
    ModelError,
    learned_heuristic,
    load_model,
    parse_model,
    shipped_models,
)
from everdell_desktop.cli import main
from everdell_desktop.core import Rng, registry

TINY = registry.get("tinygame")
NAMES = ("points", "pebbles", "hand_points", "turns_left")


@pytest.fixture(scope="module")
def tiny_model():
    model, _report = train(TINY, TrainSpec("tinygame", 2, games=40, seed=3))
    return model


def test_the_train_command_trains_a_tiny_model_end_to_end(tmp_path, capsys):
    out = tmp_path / "model.json"
    argv = ["train", "--game", "tinygame", "--games", "60", "--seed", "5", "--quiet"]
    assert main([*argv, "--out", str(out)]) == 0
    printed = json.loads(capsys.readouterr().out)
    report = json.loads((tmp_path / "model.json.report.json").read_text(encoding="utf-8"))
    assert printed["held_out"] == report["held_out"]
    errors = report["held_out"]
    # it learned something: better on unseen games than always guessing a level game
    assert errors["lead_model"]["rmse"] < errors["lead_zero"]["rmse"]
    assert errors["score_model"]["rmse"] < errors["score_constant"]["rmse"]
    model = load_model(TINY, out)
    assert model.seats == (2,) and model.names == NAMES
    agent = ISMCTSAgent(
        TINY, SearchBudget(iterations=30, rollout_depth_learned=2), learned_heuristic(TINY, model)
    )
    result = play_match(TINY, TINY.make_config(players=2), [agent, create_agent("greedy", TINY)], 1)
    assert result.finished


def test_training_is_reproducible_from_its_seed():
    spec = TrainSpec("tinygame", 2, games=15, seed=9)
    first, second = train(TINY, spec)[0], train(TINY, spec)[0]
    other = train(TINY, replace(spec, seed=10))[0]
    assert first.to_json() == second.to_json()
    assert first.to_json() != other.to_json()


def test_ridge_recovers_a_linear_rule_exactly():
    rows = [[x, y] for x in range(-3, 4) for y in (0.5, 2.0, -1.0)]
    head = ridge(rows, [2 * x - 3 * y + 5 for x, y in rows], penalty=0.0)
    assert head.weights == pytest.approx((2.0, -3.0))
    assert head.bias == pytest.approx(5.0)


def test_the_model_judges_in_points_of_lead(tiny_model):
    state = TINY.new_game(TINY.make_config(players=2), 1)
    state.points = [30, 0]
    values = learned_heuristic(TINY, tiny_model).values(state)
    assert values[0] > 10 > -10 > values[1]  # 30 points banked is a large lead


def test_the_search_cuts_its_playouts_only_where_a_model_judges(tiny_model):
    budget = SearchBudget(iterations=1, rollout_depth=6, rollout_depth_learned=2)
    two = TINY.new_game(TINY.make_config(players=2), 1)
    three = TINY.new_game(TINY.make_config(players=3), 1)
    learned = learned_heuristic(TINY, tiny_model)
    assert _playout_length(learned, budget, two) == 2
    assert _playout_length(learned, budget, three) == 6  # the model knows 2 seats only
    assert _playout_length(learned_heuristic(TINY), budget, two) == 6  # no model shipped


def _playout_length(heuristic, budget, state) -> int:
    taken = []

    def first_action(state, legal, rng):
        taken.append(legal[0])
        return legal[0]

    agent = ISMCTSAgent(TINY, budget, replace(heuristic, rollout_action=first_action))
    agent._playout(state, Rng(1))
    return len(taken)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda data: data.update(game="everdell"), "made for game 'everdell'"),
        (lambda data: data.update(names=["no_such_feature"]), "does not compute \\('no_such"),
        (lambda data: data.update(names=data["names"][:1] * 2), "lists a feature twice"),
        (lambda data: data.update(version=99), "version 99"),
        (lambda data: data["lead"].update(weights=[1.0]), "'lead.weights' must list 4 numbers"),
        (lambda data: data["score"].update(bias="x"), "the bias must be a finite number"),
        (lambda data: data.update(scale=[1.0, 0.0, 1.0, 1.0]), "'scale' must be positive"),
        (lambda data: data.update(seats=[1]), "'seats' must list table sizes"),
    ],
)
def test_a_broken_model_file_is_refused_with_a_clear_message(tiny_model, change, message):
    data = tiny_model.to_json()
    change(data)
    with pytest.raises(ModelError, match=message) as caught:
        parse_model(json.dumps(data), "tinygame", NAMES, "model.json")
    assert str(caught.value).startswith("value model model.json: ")


def test_a_model_reads_its_features_by_name_where_the_game_computes_them(tiny_model):
    """A game may compute features a model was not trained with (a later feature for another
    table size's model): the model reads its own by name, in its own order."""
    data = tiny_model.to_json()
    order = [3, 0, 1]  # "turns_left", "points", "pebbles"; "hand_points" not read
    for key in ("names", "mean", "scale"):
        data[key] = [data[key][index] for index in order]
    for head in ("score", "lead"):
        data[head]["weights"] = [data[head]["weights"][index] for index in order]
    reader = parse_model(json.dumps(data), "tinygame", NAMES, "fewer.json")
    assert reader.names == ("turns_left", "points", "pebbles")
    computed = [7.0, 2.0, 5.0, 3.0]  # by NAMES
    assert reader.standardize(computed) == [
        (computed[index] - tiny_model.mean[index]) / tiny_model.scale[index] for index in order
    ]
    assert tiny_model.standardize(computed)[3] == reader.standardize(computed)[0]


def test_a_model_file_with_a_nan_or_bad_json_is_refused(tiny_model, tmp_path):
    data = tiny_model.to_json()
    data["mean"][0] = math.nan
    with pytest.raises(ModelError, match="finite numbers only"):
        parse_model(json.dumps(data), "tinygame", NAMES, "m")
    broken = tmp_path / "broken.json"
    broken.write_text("{", encoding="utf-8")
    with pytest.raises(ModelError, match="not JSON"):
        load_model(TINY, broken)
    with pytest.raises(ModelError, match="cannot be read"):
        load_model(TINY, tmp_path / "missing.json")


@pytest.fixture(scope="module")
def tiny_model_3p():
    model, _report = train(TINY, TrainSpec("tinygame", 3, games=20, seed=3))
    return model


@pytest.fixture
def tiny_data(tmp_path, monkeypatch):
    """The test game as if its package's ``data`` folder were this empty folder (the real
    one ships no model), so each test puts the model files it needs there."""
    package = tmp_path / "tiny_models"
    (package / "data").mkdir(parents=True)
    (package / "__init__.py").write_text("", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "tiny_models", raising=False)  # another test's folder
    moved = replace(value_features(TINY), package="tiny_models")
    monkeypatch.setattr(value_model, "value_features", lambda game: moved)
    return package / "data"


def _ship(data, name: str, model) -> None:
    (data / name).write_text(json.dumps(model.to_json()), encoding="utf-8")


def _tiny_game(players: int):
    state = TINY.new_game(TINY.make_config(players=players), 1)
    state.points = [30, 0, 12, 5][:players]
    return state


def test_each_table_size_is_judged_by_its_own_shipped_model(tiny_data, tiny_model, tiny_model_3p):
    _ship(tiny_data, "value_model.json", tiny_model)
    _ship(tiny_data, "value_model_3p.json", tiny_model_3p)
    assert shipped_models(TINY) == {2: tiny_model, 3: tiny_model_3p}
    learned = learned_heuristic(TINY)
    assert learned.learned_seats == {2, 3}
    two, three, four = _tiny_game(2), _tiny_game(3), _tiny_game(4)
    assert learned.values(two) == learned_heuristic(TINY, tiny_model).values(two)
    assert learned.values(three) == learned_heuristic(TINY, tiny_model_3p).values(three)
    assert learned.values(three) != heuristic_for(TINY).values(three)
    # no model for 4 players: the hand-written heuristic, as it is
    assert learned.values(four) == heuristic_for(TINY).values(four)
    assert learned_heuristic(TINY, seats={2}).values(three) == heuristic_for(TINY).values(three)


def test_a_model_file_for_another_table_size_is_refused(tiny_data, tiny_model):
    _ship(tiny_data, "value_model_3p.json", tiny_model)  # trained for 2 players
    with pytest.raises(ModelError, match=r"value_model_3p\.json: trained for 2 players, not 3"):
        shipped_models(TINY)
    with pytest.raises(ModelError, match="trained for 2 players, not 3"):
        learned_heuristic(TINY)


def test_the_train_command_refuses_bad_arguments(tmp_path, capsys):
    out = str(tmp_path / "m.json")
    base = ["train", "--game", "tinygame", "--out", out, "--quiet"]
    assert main([*base, "--games", "1"]) == 2  # one game: nothing left to train on once held out
    assert main([*base, "--games", "10", "--agent", "nobody"]) == 2
    assert main([*base, "--games", "10", "--explore", "2"]) == 2
    assert "unknown agent 'nobody'" in capsys.readouterr().err
    assert not (tmp_path / "m.json").exists()


def test_the_train_command_passes_what_it_is_given_and_leaves_the_rest_to_the_defaults(
    tmp_path, monkeypatch
):
    """Left out, --agent, --explore, --sample-every and --ridge are greedy, 0.1, 4 and 1 (the
    training's own defaults); given, each reaches the training as it was given."""
    import everdell_desktop.ai.train as training

    specs = []

    def record(game, spec, progress):
        specs.append(spec)
        raise ModelError("stop here")

    monkeypatch.setattr(training, "train", record)
    base = ["train", "--game", "tinygame", "--games", "10", "--out", str(tmp_path / "m.json")]
    assert main(base) == 2
    given = ["--agent", "random", "--explore", "0.3", "--sample-every", "2", "--ridge", "5"]
    assert main([*base, *given]) == 2
    told = [(spec.agent, spec.explore, spec.sample_every, spec.ridge) for spec in specs]
    assert told == [("greedy", 0.1, 4, 1.0), ("random", 0.3, 2, 5)]


def test_the_base_games_features_say_what_their_names_say():
    from everdell_desktop.games.everdell import features as everdell_features

    game = registry.get("everdell")
    state = game.new_game(game.make_config(players=2), 4)
    player = state.players[1]
    player.res = [3, 1, 0, 2]
    player.free = 1
    named = dict(
        zip(
            everdell_features.NAMES,
            everdell_features.features(game, state, 1),
            strict=True,
        )
    )
    assert (named["twig"], named["resin"], named["pebble"], named["berry"]) == (3, 1, 0, 2)
    assert named["hand"] == len(player.hand)
    assert named["workers_free"] == 1
    assert named["season_winter"] == 1 and named["season_autumn"] == 0
    assert named["room"] == 15  # an empty city
    assert named["events_claimed"] == 0


def test_the_base_games_estimate_and_score_features_are_the_heuristics_and_the_scores():
    """The features read the running score once and hand it to the estimate: in a city with
    cards, Events open and resources, both equal what the heuristic and the scoring say, and
    each open Event's progress is the share of its needs the city meets."""
    from everdell_desktop.games.everdell import features as everdell_features
    from everdell_desktop.games.everdell.engine import EVENTS, color_counts
    from everdell_desktop.games.everdell.heuristic import estimate

    game = registry.get("everdell")
    state = game.new_game(game.make_config(players=2), 11)
    rng = Rng(11)
    while sum(len(player.city) for player in state.players) < 8:
        game.apply_legal(state, rng.choice(game.legal_actions(state)))
    for seat in range(2):
        named = dict(
            zip(
                everdell_features.NAMES,
                everdell_features.features(game, state, seat),
                strict=True,
            )
        )
        assert named["estimate"] == estimate(state, seat)
        assert named["score"] == game.scores(state)[seat].total
        player = state.players[seat]
        colors = color_counts(player)
        built = {cc.card for cc in player.city}
        for event in state.events_open:
            info = EVENTS[event]
            needs = [min(have, need) for have, need in zip(colors, info.needs_color, strict=True)]
            met = sum(needs) + sum(card in built for card in info.needs_cards)
            needed = sum(info.needs_color) + len(info.needs_cards)
            assert named[info.key] == met / needed


def test_the_base_games_shipped_models_load_for_its_learned_level():
    """A change to the features without training again is caught here, not in a game; the
    2-player model is ``value_model.json``, the 3- and 4-player ones have files of their own."""
    game = registry.get("everdell")
    model = load_model(game)
    assert model is not None and model.seats == (2,)
    models = shipped_models(game)
    assert models[2] == model
    assert models[3] == load_model(game, players=3) and models[4] == load_model(game, players=4)
    assert set(models) == {2, 3, 4}
    agent = create_agent("mcts-hard-learned", game)
    assert agent.heuristic.learned_seats == {2, 3, 4}
    assert agent.budget.rollout_depth_learned < agent.budget.rollout_depth


@pytest.mark.parametrize("name", ["duo", "emerge", "emerland"])
def test_a_games_shipped_model_reads_its_features(name):
    """A change to a game's features without training again is caught here, not in a game (which
    games opt Hard in: ``tests/ai/test_hard_learned.py``)."""
    game = registry.get(name)
    read = importlib.import_module(f"everdell_desktop.games.{name}.features")
    model = load_model(game)
    assert model is not None and model.seats == (2,)
    assert model.names == read.NAMES
    assert len(model.score.weights) == len(model.lead.weights) == len(read.NAMES)
    sized = {"emerland": {3, 4}}.get(name, set())  # models of their own table size
    assert set(shipped_models(game)) == {2} | sized
    for players in sized:
        assert load_model(game, players=players).names == read.NAMES
    assert create_agent("mcts-hard-learned", game).heuristic.learned_seats == {2} | sized


# --- the model's arithmetic, worked out by hand --------------------------------------------------
def _hand_model():
    """Two features, centred on (1, 0) and scaled by (2, 4); the score head 2 z1 - z2 + 10, the
    lead head 3 d1 + d2 + 0.5 over the difference d from the strongest rival."""
    score = value_model.Head(weights=(2.0, -1.0), bias=10.0)
    lead = value_model.Head(weights=(3.0, 1.0), bias=0.5)
    return value_model.ValueModel(
        "tinygame", ("points", "pebbles"), (3,), (1.0, 0.0), (2.0, 4.0), score, lead
    )


def test_a_head_predicts_its_bias_plus_each_weight_times_its_feature():
    head = value_model.Head(weights=(2.0, -1.0, 0.5), bias=10.0)
    assert head.predict([3.0, 4.0, -2.0]) == 10.0 + 6.0 - 4.0 - 1.0
    assert head.predict([0.0, 0.0, 0.0]) == 10.0


def test_the_strongest_rival_is_the_other_seat_predicted_highest_the_first_on_a_tie():
    assert value_model.strongest_rivals([13.0, 8.0, 12.0]) == [2, 0, 0]
    assert value_model.strongest_rivals([5.0, 7.0, 7.0]) == [1, 2, 1]
    assert value_model.strongest_rivals([7.0, 7.0, 7.0]) == [1, 0, 0]
    assert value_model.strongest_rivals([1.0, 2.0]) == [1, 0]


def test_a_seats_lead_is_the_lead_head_over_its_features_minus_its_strongest_rivals():
    """Features (5, 4), (1, 8), (3, 0) standardize to z = (2, 1), (0, 2), (1, 0); the score head
    gives 13, 8 and 12, so seat 0's rival is seat 2 and the others' is seat 0. Leads:
    seat 0: 3*(2-1) + (1-0) + 0.5 = 4.5; seat 1: 3*(0-2) + (2-1) + 0.5 = -4.5;
    seat 2: 3*(1-2) + (0-1) + 0.5 = -3.5."""
    model = _hand_model()
    zs = [model.standardize(row) for row in ([5.0, 4.0], [1.0, 8.0], [3.0, 0.0])]
    assert zs == [[2.0, 1.0], [0.0, 2.0], [1.0, 0.0]]
    assert model.scores(zs) == [13.0, 8.0, 12.0]
    assert model.leads(zs) == [4.5, -4.5, -3.5]


def test_a_learned_heuristic_judges_a_position_by_the_models_leads_of_its_features():
    """The test game's features of each seat are (points, pebbles, hand points, turns left);
    a model weighing the points alone, unscaled, with a lead bias of 1: seat 0 with 30 points
    against 12 leads by 30 - 12 + 1 = 19, seat 1 trails by 12 - 30 + 1 = -17."""
    names = value_features(TINY).names
    zero, ones = (0.0,) * len(names), (1.0,) * len(names)
    points = (1.0,) + (0.0,) * (len(names) - 1)
    model = value_model.ValueModel(
        "tinygame",
        names,
        (2,),
        zero,
        ones,
        value_model.Head(points, 0.0),
        value_model.Head(points, 1.0),
    )
    state = TINY.new_game(TINY.make_config(players=2), 1)
    state.points = [30, 12]
    assert learned_heuristic(TINY, model).values(state) == [19.0, -17.0]


def test_a_head_is_a_value_fixed_once_made_and_equal_heads_hash_alike():
    """A model's heads are what it learned: nothing changes their weights or bias after
    training or loading, and two heads of the same weights and bias are one value."""
    head = value_model.Head(weights=(3.0, 1.0), bias=0.5)
    with pytest.raises(FrozenInstanceError):
        head.bias = 0.0
    assert hash(head) == hash(value_model.Head(weights=(3.0, 1.0), bias=0.5))
    with pytest.raises(FrozenInstanceError):
        _hand_model().mean = (0.0, 0.0)

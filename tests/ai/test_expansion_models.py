"""An expansion's own learned model (ai.value_model with ``ValueFeatures.expansions``): trained
by ``train --expansion``, shipped as ``value_model_<expansion>_<N>p.json``, and chosen for the
games that play the expansion; a file made for another expansion is refused by name."""

import json
import shutil
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from everdell_desktop.ai import create_agent, value_model
from everdell_desktop.ai.heuristics import heuristic_for, value_features
from everdell_desktop.ai.value_model import (
    ModelError,
    learned_heuristic,
    load_model,
    model_file,
    shipped_models,
)
from everdell_desktop.cli import main
from everdell_desktop.core import registry
from everdell_desktop.games.everdell import features as everdell_features
from everdell_desktop.games.everdell.spirecrest import features as spirecrest_features

EVERDELL = registry.get("everdell")
SHIPPED_2P = Path(everdell_features.__file__).with_name("data") / "value_model.json"


@pytest.fixture(scope="module")
def trained(tmp_path_factory):
    """A tiny Spirecrest model from the command (five games), and what the command printed."""
    out = tmp_path_factory.mktemp("spire") / "spire.json"
    argv = ["train", "--game", "everdell", "--expansion", "spirecrest", "--games", "5"]
    argv += ["--seed", "5", "--sample-every", "12", "--quiet", "--out", str(out)]
    assert main(argv) == 0
    return out


def test_train_with_an_expansion_writes_a_model_of_the_expansions_features(trained):
    report = json.loads(trained.with_name("spire.json.report.json").read_text(encoding="utf-8"))
    assert report["spec"]["expansion"] == "spirecrest"
    model = load_model(EVERDELL, trained, expansion="spirecrest")
    assert model.expansion == "spirecrest" and model.seats == (2,)
    assert model.names == everdell_features.SPIRECREST_NAMES
    assert json.loads(trained.read_text(encoding="utf-8"))["expansion"] == "spirecrest"


def test_a_model_made_for_another_expansion_is_refused_by_name(trained):
    with pytest.raises(ModelError, match="made for expansion 'spirecrest', not the game without"):
        load_model(EVERDELL, trained)
    with pytest.raises(ModelError, match="made for the game without an expansion, not expansion"):
        load_model(EVERDELL, SHIPPED_2P, expansion="spirecrest")


def test_train_refuses_an_expansion_the_game_does_not_offer(tmp_path, capsys):
    out = tmp_path / "m.json"
    argv = ["train", "--game", "everdell", "--expansion", "nowhere", "--games", "5"]
    assert main([*argv, "--quiet", "--out", str(out)]) == 2
    assert "no expansion 'nowhere'" in capsys.readouterr().err
    assert not out.exists()


def test_an_expansions_file_is_named_for_it_and_the_table_size():
    assert model_file(2, "spirecrest") == "value_model_spirecrest_2p.json"
    assert model_file(3) == "value_model_3p.json" and model_file() == "value_model.json"


@pytest.fixture
def everdell_data(tmp_path, monkeypatch):
    """The base game as if its ``data`` folder held only the files a test puts there."""
    package = tmp_path / "everdell_models"
    (package / "data").mkdir(parents=True)
    (package / "__init__.py").write_text("", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "everdell_models", raising=False)
    read = value_features(EVERDELL)
    spire = replace(read.expansion("spirecrest"), package="everdell_models")
    moved = replace(read, package="everdell_models", expansions={"spirecrest": spire})
    monkeypatch.setattr(value_model, "value_features", lambda game: moved)
    return package / "data"


def _game(players, expansion=None):
    options = {"expansion": expansion} if expansion else {}
    return EVERDELL.new_game(EVERDELL.make_config(players=players, **options), 7)


def test_a_spirecrest_game_is_judged_by_spirecrests_model_where_it_ships_one(
    everdell_data, trained
):
    shutil.copy(SHIPPED_2P, everdell_data / "value_model.json")
    base_model = load_model(EVERDELL)
    spire_model = load_model(EVERDELL, trained, expansion="spirecrest")
    hand_written = heuristic_for(EVERDELL)
    spire2, base2, spire3 = _game(2, "spirecrest"), _game(2), _game(3, "spirecrest")
    # Without a file of its own, Spirecrest at 2 players is the base game's model's
    assert learned_heuristic(EVERDELL).values(spire2) == (
        learned_heuristic(EVERDELL, base_model).values(spire2)
    )
    shutil.copy(trained, everdell_data / "value_model_spirecrest_2p.json")
    assert shipped_models(EVERDELL, "spirecrest") == {2: spire_model}
    learned = learned_heuristic(EVERDELL)
    assert learned.values(spire2) == learned_heuristic(EVERDELL, spire_model).values(spire2)
    assert learned.values(spire2) != learned_heuristic(EVERDELL, base_model).values(spire2)
    assert learned.values(base2) == learned_heuristic(EVERDELL, base_model).values(base2)
    assert learned.judges_learned(spire2) and learned.judges_learned(base2)
    # at 3 players neither model judges Spirecrest: the hand-written heuristic does
    assert not learned.judges_learned(spire3)
    assert learned.values(spire3) == hand_written.values(spire3)
    # Hard's table sizes hold for the expansion's model as well
    only_three = learned_heuristic(EVERDELL, seats={3})
    assert only_three.values(spire2) == hand_written.values(spire2)


def test_an_expansions_model_is_never_used_for_the_game_without_it(trained):
    spire_model = load_model(EVERDELL, trained, expansion="spirecrest")
    learned = learned_heuristic(EVERDELL, spire_model)
    base2 = _game(2)
    assert not learned.judges_learned(base2)
    assert learned.values(base2) == heuristic_for(EVERDELL).values(base2)


def test_an_expansions_file_for_another_table_size_is_refused(everdell_data, trained):
    shutil.copy(trained, everdell_data / "value_model_spirecrest_3p.json")
    with pytest.raises(ModelError, match=r"spirecrest_3p\.json: trained for 2 players, not 3"):
        learned_heuristic(EVERDELL)


def reads_spirecrests_features(model) -> bool:
    """Spirecrest's own features all, and otherwise features the game computes (a shipped model
    may read fewer of the base game's than the game now computes)."""
    computed = set(everdell_features.SPIRECREST_NAMES)
    return set(spirecrest_features.NAMES) <= set(model.names) <= computed


def test_hard_judges_spirecrest_at_two_players_with_spirecrests_own_model():
    """Opted in on fresh deals (docs/ai.md, "Spirecrest: a model of its own"): as many wins as
    with the base game's model, a larger lead, less CPU a decision. At 3 players neither
    model judges Spirecrest (tests/ai/test_hard_learned.py)."""
    own = load_model(EVERDELL, players=2, expansion="spirecrest")
    assert own is not None and reads_spirecrests_features(own)
    assert shipped_models(EVERDELL, "spirecrest")[2] == own
    hard = create_agent("mcts-hard", EVERDELL).heuristic
    spire2 = _game(2, "spirecrest")
    assert hard.judges_learned(spire2)
    assert hard.values(spire2) == learned_heuristic(EVERDELL, own).values(spire2)
    assert hard.values(spire2) != learned_heuristic(EVERDELL, load_model(EVERDELL)).values(spire2)


def test_an_expansion_and_table_size_opts_in_that_expansions_model_alone():
    """(expansion, table size) in ``seats`` lets the expansion's own model judge there and
    leaves the game without the expansion, whose model ships for that size too, by hand."""
    spire4, base4 = _game(4, "spirecrest"), _game(4)
    hand_written = heuristic_for(EVERDELL)
    expansion_only = learned_heuristic(EVERDELL, seats={("spirecrest", 4)})
    assert expansion_only.judges_learned(spire4) and not expansion_only.judges_learned(base4)
    assert expansion_only.values(spire4) != hand_written.values(spire4)
    assert expansion_only.values(base4) == hand_written.values(base4)
    every_model = learned_heuristic(EVERDELL, seats={4})
    assert every_model.judges_learned(spire4) and every_model.judges_learned(base4)


def test_hard_judges_spirecrest_at_four_players_with_its_own_model_and_the_base_game_by_hand():
    """Opted in on the deals of seed 9457 (docs/ai.md, "Spirecrest: a model of its own", "At 4
    players"); the base game's 4-player model, which did no better than the hand-written Hard
    there, still judges only for the trial level."""
    own = load_model(EVERDELL, players=4, expansion="spirecrest")
    assert own is not None and reads_spirecrests_features(own)
    hard = create_agent("mcts-hard", EVERDELL).heuristic
    spire4, base4 = _game(4, "spirecrest"), _game(4)
    assert hard.judges_learned(spire4)
    assert hard.values(spire4) == learned_heuristic(EVERDELL, own).values(spire4)
    assert not hard.judges_learned(base4)
    assert hard.values(base4) == heuristic_for(EVERDELL).values(base4)

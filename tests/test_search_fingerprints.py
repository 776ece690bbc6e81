"""Search fingerprints: at pinned positions of every game, the heuristic's values, the value
features, the learned model's values, the playout policy's picks and Normal's and Hard's root
statistics are what was recorded (``ai/fingerprints.py``).

A failure names the first item that differs at each position. If the change was meant (a
heuristic tuned, a budget changed, a model retrained), record them again with
``everdell-desktop goldens --fingerprints --update`` and say so in the commit message
(docs/testing.md, "Search fingerprints and training samples (issue 43)").
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from everdell_desktop.ai import fingerprints
from everdell_desktop.cli import main
from everdell_desktop.core import registry
from everdell_desktop.games.tinygame import heuristic as pebbles

FOLDER = Path(__file__).parent / "goldens" / fingerprints.FOLDER
SPECS = fingerprints.load_manifest(FOLDER)
BY_NAME = {spec.name: spec for spec in SPECS}


@pytest.mark.parametrize("name", sorted(BY_NAME))
def test_the_search_judges_each_pinned_position_as_recorded(name):
    assert fingerprints.check(FOLDER, BY_NAME[name]) == []


def test_every_fingerprint_file_is_in_the_manifest():
    files = {path.stem for path in FOLDER.glob("*.json")} - {"manifest"}
    assert files == set(BY_NAME)


def test_fingerprints_cover_every_game_table_size_kind_and_setting():
    """Each game alone against a bot, at two seats and with two or more rivals (where it
    plays them: budgets and playout lengths differ there), and the settings the search judges
    otherwise (the Spirecrest expansion, Duo's cooperative game)."""
    tables = {(spec.game, min(spec.players, 3)) for spec in SPECS}
    for name in registry.names():
        game = registry.get(name)
        sizes = {min(players, 3) for players in range(game.min_players, game.max_players + 1)}
        assert {(name, size) for size in sizes} <= tables, name
    options = [spec.options for spec in SPECS]
    assert {"expansion": "spirecrest"} in options and {"mode": "coop"} in options


def test_each_fingerprint_pins_every_item_at_each_of_its_positions():
    for spec in SPECS:
        recorded = json.loads((FOLDER / f"{spec.name}.json").read_text())
        assert len(recorded) == len(spec.at), spec.name
        for position, wanted in zip(recorded, spec.at, strict=True):
            assert position["action"] >= wanted
            assert len(position["values"]) == spec.players
            assert len(position["playout"]) == fingerprints.PLAYOUT_DRAWS
            for level in fingerprints.LEVELS:
                searched = position[level]
                assert searched["iterations"] == sum(searched["visits"].values()) > 0
                assert searched["choice"] in searched["visits"]


def test_a_changed_heuristic_weight_is_named_as_the_first_value_that_differs(monkeypatch):
    spec = BY_NAME["tinygame-2p"]
    recorded = json.loads((FOLDER / "tinygame-2p.json").read_text())
    monkeypatch.setattr(pebbles, "HAND_CARD_WEIGHT", 0.25)
    differences = fingerprints.check(FOLDER, spec)
    first = recorded[0]
    assert differences[0].startswith(
        f"tinygame-2p at action {first['action']}: values[0] was {first['values'][0]!r}, now "
    )
    assert len(differences) == len(spec.at)


def test_a_changed_playout_weight_is_named_as_the_first_pick_that_differs(monkeypatch):
    """The test game's playout mostly plays the card banking the most points now; the least
    is another policy (the values stay as they were)."""
    points_now = pebbles._points_now
    monkeypatch.setattr(pebbles, "_points_now", lambda action: -points_now(action))
    differences = fingerprints.check(FOLDER, BY_NAME["tinygame-2p"])
    assert differences and all(": playout[" in line for line in differences)


def test_a_changed_search_budget_is_named_as_the_first_root_statistic_that_differs(
    monkeypatch,
):
    """More exploration at the root: the values and playouts stay, the visits move."""
    spec = BY_NAME["tinygame-2p"]
    level_agent = fingerprints.by_iterations

    def exploring(name, game):
        agent = level_agent(name, game)
        agent.budget = replace(agent.budget, exploration=5.0)
        return agent

    monkeypatch.setattr(fingerprints, "by_iterations", exploring)
    differences = fingerprints.check(FOLDER, spec)
    assert differences
    for line in differences:
        assert line.startswith("tinygame-2p at action ")
        assert line.split(": ")[1].split()[0] in fingerprints.LEVELS


def test_first_difference_names_the_item_by_its_keys_and_indexes():
    was = {"values": [1.0, -1.0], "mcts-hard": {"choice": "a", "visits": {"a": 5, "b": 3}}}
    now = {"values": [1.0, -1.0], "mcts-hard": {"choice": "a", "visits": {"a": 4, "b": 4}}}
    assert fingerprints.first_difference(was, now) == "mcts-hard visits a was 5, now 4"
    assert fingerprints.first_difference(was, was) is None
    assert fingerprints.first_difference([[1, 2]], [[1, 3]]) == "[0][1] was 2, now 3"
    assert fingerprints.first_difference({"a": 1}, {"b": 1}) == (
        "the position was {'a': 1}, now {'b': 1}"
    )
    assert fingerprints.first_difference({"x": [1]}, {"x": [1, 2]}) == "x was [1], now [1, 2]"


def test_a_fingerprint_with_another_number_of_positions_says_so(tmp_path):
    spec = BY_NAME["tinygame-2p"]
    recorded = json.loads((FOLDER / "tinygame-2p.json").read_text())
    (tmp_path / "tinygame-2p.json").write_text(json.dumps(recorded[:1]))
    assert fingerprints.check(tmp_path, spec) == [
        f"tinygame-2p: 1 positions were recorded, now {len(spec.at)}"
    ]


def _copied(tmp_path: Path, names: list[str]) -> Path:
    """A goldens folder in ``tmp_path`` holding only the fingerprints ``names``."""
    folder = tmp_path / fingerprints.FOLDER
    folder.mkdir(parents=True)
    (tmp_path / "manifest.json").write_text('{"games": []}')
    entries = json.loads((FOLDER / "manifest.json").read_text())["fingerprints"]
    chosen = [entry for entry in entries if entry["name"] in names]
    (folder / "manifest.json").write_text(json.dumps({"fingerprints": chosen}))
    for name in names:
        (folder / f"{name}.json").write_text((FOLDER / f"{name}.json").read_text())
    return folder


def test_the_goldens_command_checks_the_fingerprints_and_records_them_again(tmp_path, capsys):
    folder = _copied(tmp_path, ["tinygame-2p", "tinygame-3p"])
    changed = json.loads((folder / "tinygame-3p.json").read_text())
    changed[0]["values"][1] = 99.0
    (folder / "tinygame-3p.json").write_text(json.dumps(changed))
    argv = ["goldens", "--dir", str(tmp_path), "--fingerprints", "--json"]
    assert main(argv) == 1
    report = json.loads(capsys.readouterr().out)
    (difference,) = report["differences"]
    assert difference.startswith(
        f"tinygame-3p at action {changed[0]['action']}: values[1] was 99.0, now "
    )
    assert (report["goldens"], report["fingerprints"], report["updated"]) == (0, 2, 0)
    assert main([*argv, "--update", "--only", "tinygame-3p"]) == 0
    assert json.loads(capsys.readouterr().out)["updated"] == 1
    assert (folder / "tinygame-3p.json").read_text() == (FOLDER / "tinygame-3p.json").read_text()
    assert main(argv) == 0


def test_a_bad_fingerprints_manifest_is_a_usage_error_naming_it(tmp_path, capsys):
    folder = _copied(tmp_path, [])
    (folder / "manifest.json").write_text('{"fingerprints": [{"name": "x"}]}')
    assert main(["goldens", "--dir", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert f"{folder / 'manifest.json'} cannot be read (KeyError: 'game')" in err

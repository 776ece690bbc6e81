"""Board locations carry a name in board.json; move labels and the table read it from there."""

from __future__ import annotations

import json
import shutil

import pytest

from everdell_desktop.core import Action, registry
from everdell_desktop.core.datafiles import DataError
from everdell_desktop.games.emerland.board import LOCATIONS
from everdell_desktop.games.emerland.data import DATA_DIR, load_components, tables

GAME = registry.get("emerland")


def test_every_location_has_its_own_name_not_its_id():
    names = [entry.name for entry in tables().locations]
    assert len(set(names)) == len(names) == len(LOCATIONS)
    assert all(name[0].isupper() and "overlay" not in name.lower() for name in names)


def test_move_labels_name_the_location_from_the_data():
    state = GAME.new_game(GAME.make_config(players=2), 1)
    names = dict(zip(LOCATIONS, (entry.name for entry in tables().locations), strict=True))
    labels = {
        action["loc"]: GAME.describe_action(state, action)
        for action in GAME.legal_actions(state)
        if action.kind == "place_worker" and not action["guide"] and not action["negotiator"]
    }
    assert labels["green.bamboo"] == f"Place a Worker on {names['green.bamboo']}"
    assert all(names[loc] in label for loc, label in labels.items())
    assert not any("." in label or "(" in label for label in labels.values())
    helper = Action.of("place_helper", loc="brown.mooring")
    assert GAME.describe_action(state, helper) == f"Place a Helper on {names['brown.mooring']}"


def test_a_location_without_a_name_is_a_data_error(tmp_path):
    folder = tmp_path / "data"
    shutil.copytree(DATA_DIR, folder)
    board = json.loads((folder / "board.json").read_text(encoding="utf-8"))
    del board["locations"][0]["name"]
    (folder / "board.json").write_text(json.dumps(board), encoding="utf-8")
    with pytest.raises(DataError, match="name"):
        load_components(folder)

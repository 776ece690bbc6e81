"""The components as validated data: counts, the costs, and clear errors for a broken file."""

import json
import shutil

import pytest
from emerge_kit import GAME, T

from everdell_desktop.cli import main
from everdell_desktop.games.emerge.data import DATA_DIR


def test_cards_validate_counts_every_component(capsys):
    assert main(["cards", "--game", "emerge", "--validate", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["valid"] is True
    counts = report["counts"]
    expected = {
        "research_tokens": 32,
        "token_types": 16,
        "modifier_tiles": 24,
        "goals": 14,
        "dice": 40,
        "island_pieces": 48,
        "meeples": 82,
    }
    assert {key: counts[key] for key in expected} == expected


def test_the_rulebooks_costs():
    assert T.plant_cost == (1, 2, 3)
    assert T.animal_cost[0] == 2 and T.animal_cost[2] == 4
    assert T.island_cost == 1 and T.grow_cost[0] == 3
    assert T.bird_cost == (2, 3) and T.token_cost == 2


def test_the_designed_costs_turtle_three_and_medium_to_large_four():
    assert T.animal_cost[1] == 3 and T.grow_cost[1] == 4


def test_every_discount_token_saves_exactly_one_die():
    normal = {
        "turtle": T.animal_cost[1],
        "crab": T.animal_cost[0],
        "crab_pair": 2 * T.animal_cost[0],
        "seal": T.animal_cost[2],
        "grow_medium": T.grow_cost[0],
        "grow_large": T.grow_cost[1],
        "steal": T.bird_cost[1],
    }
    discounts = [t for t in T.token_types if t.kind == "discount"]
    assert len(discounts) == 7
    assert all(normal[t.discovery] - t.dice == 1 for t in discounts)


def test_the_board_twenty_vents_eight_spaces_four_add_die_icons():
    assert len(T.vents) == 20 and len(T.ship_spaces) == 9
    assert sorted(T.add_die_rounds) == [2, 4, 6, 8]
    assert [len(T.reveals[space]) for space in range(1, 9)] == [2] * 8


def test_goals_seven_types_two_each():
    types = sorted(goal.type for goal in T.goals)
    assert len(set(types)) == 7 and all(types.count(t) == 2 for t in set(types))


@pytest.fixture
def data_copy(tmp_path):
    folder = tmp_path / "data"
    shutil.copytree(DATA_DIR, folder)
    return folder


def edit(folder, name, change):
    path = folder / name
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


def test_a_broken_field_names_the_file_the_entry_and_the_field(data_copy):
    edit(data_copy, "tokens.json", lambda d: d["tokens"][4].update(dice=0))
    report = GAME.validate_data(data_copy)
    assert not report.valid
    assert "tokens.json" in report.errors[0] and "crab_cheap" in report.errors[0]
    assert "dice" in report.errors[0]


def test_a_discount_that_saves_nothing_is_refused(data_copy):
    edit(data_copy, "tokens.json", lambda d: d["tokens"][0].update(dice=3))
    report = GAME.validate_data(data_copy)
    assert not report.valid and "turtle_cheap" in report.errors[0]


def test_an_unknown_start_vent_is_refused(data_copy):
    edit(data_copy, "board.json", lambda d: d["start_vents"].update({"2": ["start_n", "nowhere"]}))
    report = GAME.validate_data(data_copy)
    assert not report.valid and "nowhere" in report.errors[0]


def test_a_missing_file_is_named(data_copy):
    (data_copy / "goals.json").unlink()
    report = GAME.validate_data(data_copy)
    assert not report.valid and "goals.json" in report.errors[0] and "missing" in report.errors[0]


def test_broken_json_is_reported_with_its_line(data_copy):
    (data_copy / "rival.json").write_text("{ not json")
    report = GAME.validate_data(data_copy)
    assert not report.valid and "rival.json" in report.errors[0] and "line 1" in report.errors[0]


def test_animal_costs_must_rise_with_size(data_copy):
    edit(data_copy, "components.json", lambda d: d["costs"].update(turtle=5))
    report = GAME.validate_data(data_copy)
    assert not report.valid and "animals" in report.errors[0]


@pytest.mark.parametrize(
    ("name", "change", "named"),
    [
        (
            "board.json",
            lambda d: d["start_vents"].update({"2": ["start_n", "start_s", "start_n"]}),
            "start_vents '2' needs 2 different vents",
        ),
        ("board.json", lambda d: d["vents"][0].update(y=-0.5), "y"),
        (
            "components.json",
            lambda d: d.update(max_plants=2),
            "plant_dice_up_to must stay below max_plants",
        ),
    ],
    ids=["a_start_vent_twice_too_many", "vent_above_the_board", "plants_bought_beyond_the_most"],
)
def test_a_file_past_its_limit_is_refused_by_name(data_copy, name, change, named):
    edit(data_copy, name, change)
    report = GAME.validate_data(data_copy)
    assert not report.valid
    assert name in report.errors[0] and named in report.errors[0]


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(biodiversity_bonus=0),
        lambda d: (d.update(plant_dice_up_to=1), d["costs"].update(plant=[1])),
    ],
    ids=["no_biodiversity_bonus", "one_plant_bought_with_dice"],
)
def test_a_components_file_at_its_limits_is_valid(data_copy, change):
    edit(data_copy, "components.json", change)
    assert GAME.validate_data(data_copy).errors == []


def test_a_board_with_too_few_vents_for_four_colours_says_so(data_copy):
    """Eight vents pass the file's shape; four colours' 16 small islands still need more."""
    keep = {"start_n", "start_s", "station_n", "station_s", "v1n", "v1s", "v2n", "v2s"}
    edit(
        data_copy,
        "board.json",
        lambda d: d.update(vents=[v for v in d["vents"] if v["id"] in keep]),
    )
    report = GAME.validate_data(data_copy)
    assert report.errors == [f"{data_copy}: board.json: 8 vents cannot take 4 colours' islands"]

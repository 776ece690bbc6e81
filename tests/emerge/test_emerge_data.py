"""The components as validated data: counts, the costs, and clear errors for a broken file."""

import json
import shutil

import pytest
from emerge_kit import GAME, T
from pydantic import ValidationError

from everdell_desktop.cli import main
from everdell_desktop.games.emerge.data import DATA_DIR, ComponentsFile, Point


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
            "board.json",
            lambda d: d["ship_spaces"][0].update(space=-1),
            "ship_space #0: field 'space'",
        ),
        (
            "components.json",
            lambda d: d.update(max_plants=2),
            "plant_dice_up_to must stay below max_plants",
        ),
    ],
    ids=[
        "a_start_vent_twice_too_many",
        "vent_above_the_board",
        "ship_space_below_start",
        "plants_bought_beyond_the_most",
    ],
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


DISCOUNT = "a discount names a discovery and dice, nothing else"
TRIGGER = "a trigger names when and a grow/trees effect"
INSTANT = "an instant token rerolls dice or refreshes tiles"


@pytest.mark.parametrize(
    ("index", "change", "token", "problem"),
    [
        (0, {"discovery": None}, "turtle_cheap", DISCOUNT),
        (0, {"dice": None}, "turtle_cheap", DISCOUNT),
        (0, {"when": "turtle_placed"}, "turtle_cheap", DISCOUNT),
        (0, {"effect": "grow"}, "turtle_cheap", DISCOUNT),
        (1, {"when": None}, "turtle_grows", TRIGGER),
        (1, {"effect": None}, "turtle_grows", TRIGGER),
        (1, {"effect": "reroll"}, "turtle_grows", TRIGGER),
        (1, {"discovery": "turtle"}, "turtle_grows", TRIGGER),
        (2, {"amount": 0}, "turtle_tree", "a trees effect places at least 1 Plant"),
        (8, {"effect": None}, "reroll", INSTANT),
        (8, {"effect": "grow"}, "reroll", INSTANT),
        (8, {"discovery": "turtle"}, "reroll", INSTANT),
        (9, {"when": "turtle_placed"}, "refresh", INSTANT),
    ],
    ids=[
        "discount_without_discovery",
        "discount_without_dice",
        "discount_with_a_when",
        "discount_with_an_effect",
        "trigger_without_when",
        "trigger_without_effect",
        "trigger_rerolling",
        "trigger_with_a_discovery",
        "trees_placing_no_plant",
        "instant_without_effect",
        "instant_growing",
        "instant_with_a_discovery",
        "instant_with_a_when",
    ],
)
def test_each_kind_of_token_names_its_own_fields_and_no_other(
    data_copy, index, change, token, problem
):
    """A discount names a Discovery and its dice; a trigger names when it fires and grows or
    places trees (at least 1 Plant); an instant token rerolls or refreshes: a field of another
    kind, or one missing, is refused naming the token and what its kind needs."""
    edit(data_copy, "tokens.json", lambda d: d["tokens"][index].update(change))
    report = GAME.validate_data(data_copy)
    assert report.errors == [f"{data_copy}: tokens.json: token {token!r}: {problem}"]


def test_a_token_key_used_twice_is_refused(data_copy):
    edit(data_copy, "tokens.json", lambda d: d["tokens"][1].update(key="turtle_cheap"))
    report = GAME.validate_data(data_copy)
    assert report.errors == [f"{data_copy}: tokens.json: token 'turtle_cheap' appears twice"]


def _swap_ship_spaces(board):
    spaces = board["ship_spaces"]
    spaces[1]["space"], spaces[2]["space"] = 2, 1


def _three_goal_types(goals):
    for goal, kind in zip(goals["goals"], ["plant", "crab", "turtle"] * 5, strict=False):
        goal["type"] = kind


def _add_die_icon(index, icon):
    def change(board):
        board["add_die_between"][index] = icon

    return change


@pytest.mark.parametrize(
    ("name", "change", "problems"),
    [
        (
            "board.json",
            lambda d: d["vents"][17].update(id="v8n"),
            ["board.json: vent 'v8n' appears twice"],
        ),
        (
            "board.json",
            _swap_ship_spaces,
            ["board.json: ship_spaces must be START (0) and spaces 1-8 in order"],
        ),
        (
            "board.json",
            lambda d: d["add_die_between"].pop(),
            ["board.json: add_die_between needs 4 icons (dice grow from 6 to 10)"],
        ),
        *[
            (
                "board.json",
                _add_die_icon(3, icon),
                [f"board.json: add_die_between {icon} is not a step"],
            )
            for icon in ([0, 1], [3, 5], [4, 4], [8, 9])
        ],
        (
            "board.json",
            lambda d: d["start_vents"].update({"1": ["start_n"]}),
            ["board.json: start_vents '1' needs 2 different vents"],
        ),
        (
            "board.json",
            lambda d: d["start_vents"].update({"3": ["start_n", "station_n"]}),
            ["board.json: start_vents '3' needs 3 different vents"],
        ),
        (
            "components.json",
            lambda d: d.update(faces=["crab", "plant", "turtle", "seal", "tectonic", "bird"]),
            [
                "components.json: faces must be plant, crab, turtle, seal, tectonic, bird"
                " (die faces 1-6)"
            ],
        ),
        (
            "components.json",
            lambda d: d.update(max_plants=3),
            ["components.json: plant_dice_up_to must stay below max_plants"],
        ),
        (
            "components.json",
            lambda d: d["costs"].update(plant=[1, 2]),
            ["components.json: costs.plant needs one cost per Plant bought with dice"],
        ),
        (
            "components.json",
            lambda d: d["costs"].update(plant=[1, 2, 2]),
            ["components.json: Plant and growth costs must rise"],
        ),
        (
            "components.json",
            lambda d: d["costs"].update(plant=[1, 3, 2]),
            ["components.json: Plant and growth costs must rise"],
        ),
        (
            "components.json",
            lambda d: d["costs"].update(grow=[4, 4]),
            ["components.json: Plant and growth costs must rise"],
        ),
        (
            "components.json",
            lambda d: d["costs"].update(crab=3),
            ["components.json: animals must cost more the larger they are"],
        ),
        (
            "components.json",
            lambda d: d["costs"].update(crab=4),
            ["components.json: animals must cost more the larger they are"],
        ),
        (
            "components.json",
            lambda d: d["costs"].update(seal=2),
            ["components.json: animals must cost more the larger they are"],
        ),
        (
            "components.json",
            lambda d: d["costs"].update(seal=3),
            ["components.json: animals must cost more the larger they are"],
        ),
        (
            "components.json",
            lambda d: d.update(goal_values=[3, 5, 2, 1]),
            ["components.json: goal_values must fall (first claim worth most)"],
        ),
        (
            "modifiers.json",
            lambda d: d["tiles"][0].update(type="crab"),
            ["modifiers.json: exactly one tile type per Discovery type"],
        ),
        (
            "modifiers.json",
            lambda d: d["tiles"][5].update(copies=5),
            ["modifiers.json: every tile type has the same number of copies"],
        ),
        (
            "goals.json",
            lambda d: d["goals"][1].update(key="ambitious_turtle"),
            ["goals.json: goal 'ambitious_turtle' appears twice"],
        ),
        (
            "goals.json",
            lambda d: d["goals"][2].update(meeple=None),
            ["goals.json: goal 'forest_kingdom': 'meeple' goes with islands_with"],
        ),
        (
            "goals.json",
            lambda d: d["goals"][4].update(meeple=None),
            ["goals.json: goal 'crabs_emerge': 'meeple' goes with placed_in_round"],
        ),
        (
            "goals.json",
            lambda d: d["goals"][0].update(meeple="turtle"),
            ["goals.json: goal 'ambitious_turtle': 'meeple' goes with turtle_on_large"],
        ),
        (
            "goals.json",
            _three_goal_types,
            ["goals.json: at least 4 goal types are needed to deal 4 different ones"],
        ),
        (
            "rival.json",
            lambda d: d["levels"]["normal"]["actions_per_round"].pop(),
            ["rival.json: level 'normal': one action count per round"],
        ),
        (
            "rival.json",
            lambda d: d.update(cards=d["cards"][:-1]),
            ["rival.json: level 'easy': unknown cards ['token']"],
        ),
        (
            "rival.json",
            lambda d: d["levels"]["hard"].update(
                deck=dict.fromkeys(d["levels"]["hard"]["deck"], 0)
            ),
            ["rival.json: level 'hard': the deck is empty"],
        ),
    ],
    ids=[
        "a_vent_twice",
        "ship_spaces_out_of_order",
        "an_add_die_icon_short",
        "an_add_die_icon_before_round_1",
        "an_add_die_icon_skipping_a_round",
        "an_add_die_icon_going_nowhere",
        "an_add_die_icon_after_the_last_round",
        "one_start_vent_alone",
        "two_start_vents_for_three",
        "faces_out_of_order",
        "plants_bought_up_to_the_most",
        "a_plant_cost_short",
        "plant_costs_level",
        "plant_costs_falling",
        "growth_costs_level",
        "a_crab_as_dear_as_a_turtle",
        "a_crab_dearer_than_a_turtle",
        "a_seal_cheaper_than_a_turtle",
        "a_seal_as_cheap_as_a_turtle",
        "goal_values_rising",
        "two_crab_tiles",
        "tiles_in_different_numbers",
        "a_goal_twice",
        "islands_with_no_meeple",
        "placed_in_round_with_no_meeple",
        "a_meeple_no_check_counts",
        "three_goal_types",
        "an_action_count_short",
        "an_unknown_rival_card",
        "empty_rival_decks",
    ],
)
def test_each_rule_across_entries_refuses_its_breach_by_file_and_entry(
    data_copy, name, change, problems
):
    """The checks no single field can make (docs/emerge_components.md): a breach is refused
    with the one problem it makes, naming its file and entry."""
    edit(data_copy, name, change)
    report = GAME.validate_data(data_copy)
    assert report.errors == [f"{data_copy}: {problem}" for problem in problems]


@pytest.mark.parametrize(
    ("name", "change"),
    [
        ("board.json", lambda d: d["start_vents"].update({"1": ["v1n", "v1s"]})),
        ("components.json", lambda d: d.update(goal_values=[3, 3, 2, 2])),
        (
            "goals.json",
            lambda d: [
                g.update(type=("plant", "crab")[i % 2]) for i, g in enumerate(d["goals"][:10])
            ],
        ),
    ],
    ids=["two_start_vents_alone", "goal_values_level", "four_goal_types"],
)
def test_the_rules_across_entries_allow_their_edges(data_copy, name, change):
    """Two start vents for a solo game, goal values that only never rise, four goal types
    (enough to deal four different goals) are all valid."""
    edit(data_copy, name, change)
    assert GAME.validate_data(data_copy).errors == []


@pytest.mark.parametrize(("x", "y", "valid"), [(0, 0, True), (100, 64, True), (0, -0.5, False),
                                             (-0.5, 0, False), (0, 64.5, False)])  # fmt: skip
def test_a_board_point_lies_on_the_100_by_64_drawing_edges_included(x, y, valid):
    """Board positions are given on a 100 × 64 drawing: its edges are on it, beyond is not."""
    if valid:
        assert Point.model_validate({"x": x, "y": y}) == Point(x=x, y=y)
    else:
        with pytest.raises(ValidationError):
            Point.model_validate({"x": x, "y": y})


def test_a_market_of_no_cards_is_refused():
    components = json.loads((DATA_DIR / "components.json").read_text(encoding="utf-8"))
    assert ComponentsFile.model_validate({**components, "market_size": 1}).market_size == 1
    with pytest.raises(ValidationError, match="market_size"):
        ComponentsFile.model_validate({**components, "market_size": 0})


COMPONENTS_LOWEST = {
    "rounds": 1,
    "dice_per_colour": 1,
    "starting_dice": 1,
    "birds_on_mainland": 0,
    "market_size": 1,
    "goals_in_play": 1,
    "max_plants": 1,
    "plant_dice_up_to": 1,
    "biodiversity_bonus": 0,
    "unused_token_points": 0,
}


@pytest.mark.parametrize(("name", "lowest"), sorted(COMPONENTS_LOWEST.items()))
def test_each_count_of_the_components_takes_its_lowest_value_and_refuses_one_below(name, lowest):
    """A count of rounds, dice, cards, goals or plants is at least 1 (a round, a market or an
    island holding plants needs one); the birds on the mainland and the two bonus points may be
    0. One below is refused, naming the field."""
    components = json.loads((DATA_DIR / "components.json").read_text(encoding="utf-8"))
    valid = ComponentsFile.model_validate({**components, name: lowest})
    assert getattr(valid, name) == lowest
    with pytest.raises(ValidationError, match=name):
        ComponentsFile.model_validate({**components, name: lowest - 1})


@pytest.mark.parametrize(("name", "length"), [("colours", 4), ("goal_values", 4), ("faces", 6)])
def test_the_colours_goal_values_and_faces_are_exactly_four_four_and_six(name, length):
    """Four colours of dice, a value for each of the four goals in play, six faces a die: one
    more or one fewer is refused, naming the field."""
    components = json.loads((DATA_DIR / "components.json").read_text(encoding="utf-8"))
    given = components[name]
    assert len(given) == length
    for wrong in (given[:-1], [*given, given[0]]):
        with pytest.raises(ValidationError, match=name):
            ComponentsFile.model_validate({**components, name: wrong})

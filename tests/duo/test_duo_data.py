"""The reconstructed components as validated data (docs/duo_components.md)."""

import json
import shutil
from dataclasses import FrozenInstanceError, fields

import pytest
from duo_kit import check_bound
from pydantic import ValidationError

from everdell_desktop.cli import main
from everdell_desktop.core.datafiles import DataError
from everdell_desktop.games.duo.data import (
    COLORS,
    DATA_DIR,
    BoardFile,
    CardSpec,
    Cost,
    Effect,
    EventSpec,
    Gain,
    Per,
    Price,
    Score,
    SkunkLevel,
    Trade,
    load_data,
)
from everdell_desktop.games.duo.engine import CARD, CARDS, DATA

# facts.md section 3: public Duo cards (name, colour, kind, points) from a scorer's registry
PUBLIC = {
    "teacher": ("red", True, 1),
    "locomotive": ("red", False, 2),
    "palace": ("purple", False, 4),
    "hall_of_records": ("purple", False, 3),
    "queen": ("purple", True, 2),
    "castle": ("purple", False, 3),
    "harvester": ("purple", True, 2),
    "architect": ("purple", True, 2),
    "theater": ("purple", False, 1),
    "harbor": ("green", False, 2),
    "baker": ("green", True, 2),
    "barn": ("green", False, 1),
    "miller": ("green", True, 1),
    "farmer": ("green", True, 1),
    "tea_house": ("green", False, 1),
    "clocktower": ("blue", False, 1),
    "diplomat": ("blue", True, 1),
    "judge": ("blue", True, 1),
    "courthouse": ("blue", False, 1),
    "wall": ("tan", False, 1),
    "ranger": ("tan", True, 1),
}


def test_cards_validate_json_shows_the_counts(capsys):
    assert main(["cards", "--game", "duo", "--validate", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["valid"] is True
    counts = result["counts"]
    assert counts["cards"] == 80 and counts["river_tiles"] == 20 and counts["season_tiles"] == 4
    assert counts["event_tiles"] == 32 and counts["farms"] == 4


def test_every_public_card_keeps_its_known_colour_kind_and_points():
    for key, (color, critter, points) in PUBLIC.items():
        card = CARDS[CARD[key]]
        assert (COLORS[card.color], card.critter, card.points) == (color, critter, points), key


def test_the_public_prosperity_rules_are_kept():
    assert CARDS[CARD["hall_of_records"]].score[:2] == ("blue", 1)
    assert CARDS[CARD["queen"]].score[:2] == ("critter", 1)
    assert CARDS[CARD["castle"]].score[:2] == ("construction", 1)
    assert CARDS[CARD["harvester"]].score[:2] == ("green", 1)
    assert CARDS[CARD["wall"]].effect.per[0] == "construction"
    assert CARDS[CARD["wall"]].effect.per[2] == 5


def test_events_have_six_tiles_per_lettered_set_plus_the_faire_and_the_journey():
    data = load_data()
    for letter in "ABCDE":
        assert len(data.lettered_events(letter)) == 6
    assert {event.set for event in data.events} == {*"ABCDE", "faire", "journey"}


def test_colours_follow_the_family_every_colour_has_critters_and_constructions():
    for color in range(len(COLORS)):
        kinds = {card.critter for card in CARDS if card.color == color}
        assert kinds == {True, False}


def _broken(tmp_path, name, old, new):
    folder = tmp_path / "data"
    shutil.copytree(DATA_DIR, folder)
    path = folder / name
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    return folder


@pytest.mark.parametrize(
    ("name", "old", "new", "message"),
    [
        ("cards.json", '"cost": {"twig": 2, "resin": 1}', '"cost": {"twig": -2}', r"barn.*cost"),
        ("cards.json", '"color": "green"', '"color": "orange"', r"barn.*color"),
        (
            "cards.json",
            '"kind": "critter", "color": "green", "cost": {"berry": 3}',
            '"kind": "critter", "color": "green", "cost": {"twig": 3}',
            r"baker.*berries",
        ),
        (
            "cards.json",
            '"kind": "critter", "color": "green", "cost": {"berry": 3}',
            '"kind": "critter", "color": "green", "cost": {"resin": 3}',
            r"baker.*berries",
        ),
        (
            "cards.json",
            '"kind": "critter", "color": "green", "cost": {"berry": 3}',
            '"kind": "critter", "color": "green", "cost": {"pebble": 3}',
            r"baker.*berries",
        ),
        ("events.json", '"needs": {"green": 2, "tan": 2}', '"needs": {"gold": 2}', r"harvest"),
        ("river.json", '"key": "eddy"', '"key": "mill_race"', r"used twice"),
        ("board.json", '"path_length": 7', '"path_length": 6', r"touches"),
        ("seasons.json", '"season": "spring"', '"season": "summer"', r"winter, spring"),
    ],
)
def test_a_broken_data_file_names_the_file_the_entry_and_the_field(
    tmp_path, name, old, new, message
):
    folder = _broken(tmp_path, name, old, new)
    with pytest.raises(DataError, match=message) as error:
        load_data(folder)
    assert name in str(error.value)


def test_a_data_file_with_a_card_too_many_is_refused(tmp_path):
    folder = tmp_path / "data"
    shutil.copytree(DATA_DIR, folder)
    cards = json.loads((folder / "cards.json").read_text())
    cards["cards"].append({**cards["cards"][0], "key": "second_barn"})
    (folder / "cards.json").write_text(json.dumps(cards))
    with pytest.raises(DataError, match="81 cards"):
        load_data(folder)


# The data files' bounds on each amount they name (data.py): the least and the most allowed
# load, one beyond either edge is refused naming the field. Each row: the model, a valid entry
# the amount is added to, the field, its least and its most.
GAIN = {"berry": 1}
PALACE = {"special": "palace"}
DIE = {"die": ["farm"] * 6, "card_bonus": 0, "start_points": 0, "good_news": 0}
BOARD = json.loads((DATA_DIR / "board.json").read_text(encoding="utf-8"))
BARN = json.loads((DATA_DIR / "cards.json").read_text(encoding="utf-8"))["cards"][0]
WALK = json.loads((DATA_DIR / "events.json").read_text(encoding="utf-8"))["events"][0]
BOUNDED_AMOUNTS = [
    (Cost, {}, "cards", 0, 3),
    (Price, {}, "cards", 0, 3),
    (Price, {}, "any", 0, 3),
    (Gain, {}, "any", 0, 4),
    (Gain, {}, "cards", 0, 4),
    (Gain, {}, "points", 0, 6),
    (Gain, {}, "meadow", 0, 3),
    (Per, {"count": "green", "each": GAIN}, "max", 1, 8),
    (Trade, {"pay": {"any": 1}, "gain": GAIN}, "times", 1, 4),
    (Effect, {}, "play_free", 1, 6),
    (SkunkLevel, DIE, "card_bonus", 0, 3),
    (SkunkLevel, DIE, "start_points", 0, 20),
    (SkunkLevel, DIE, "good_news", 0, 3),
    (Score, PALACE, "points", 0, 3),
    (Score, PALACE, "per", 1, 3),
    (BoardFile, BOARD, "workers", 1, 6),
    (BoardFile, BOARD, "starting_hand", 0, 8),
    (CardSpec, BARN, "points", 0, 5),
    (EventSpec, WALK, "points", 1, 8),
]


@pytest.mark.parametrize(("model", "entry", "field", "least", "most"), BOUNDED_AMOUNTS)
def test_an_amount_is_allowed_at_its_edges_and_refused_beyond(model, entry, field, least, most):
    for allowed in (least, most):
        assert getattr(model.model_validate({**entry, field: allowed}), field) == allowed
    for refused in (least - 1, most + 1):
        with pytest.raises(ValidationError, match=field):
            model.model_validate({**entry, field: refused})


# The board's shape (BoardFile): each path space needs its list of Meadow spaces and every
# Meadow space must touch the path, so each shape is tried with every path space touching the
# whole Meadow; the Meadow is one to three rows of two to six spaces.
BOARD_SHAPE = [("path_length", 3, 12), ("meadow_rows", 1, 3), ("meadow_columns", 2, 6)]


def _board_with(field: str, value: int) -> dict:
    board = {**BOARD, field: value}
    meadow = list(range(board["meadow_rows"] * board["meadow_columns"]))
    return {**board, "touches": [meadow] * board["path_length"]}


@pytest.mark.parametrize(("field", "least", "most"), BOARD_SHAPE)
def test_the_boards_shape_is_allowed_at_its_edges_and_refused_beyond(field, least, most):
    for allowed in (least, most):
        assert getattr(BoardFile.model_validate(_board_with(field, allowed)), field) == allowed
    for refused in (least - 1, most + 1):
        with pytest.raises(ValidationError, match=field):
            BoardFile.model_validate(_board_with(field, refused))


@pytest.mark.parametrize(("needed", "valid"), [(0, False), (1, True), (2, True)])
def test_an_events_requirement_asks_for_at_least_one_of_a_thing(needed, valid):
    event = {"key": "edge", "name": "Edge", "set": "A", "points": 3, "needs": {"green": needed}}
    check_bound(EventSpec, event, "needs", valid, match="at least 1")


@pytest.mark.parametrize(("points", "valid"), [(0, False), (1, True)])
def test_a_purple_score_per_counted_thing_is_worth_at_least_one_point(points, valid):
    score = {"count": "critter", "points": points}
    check_bound(Score, score, "points", valid, match="at least 1 point")


def test_a_card_costing_only_a_discarded_card_has_a_cost_and_one_costing_nothing_has_none():
    assert CardSpec.model_validate({**BARN, "cost": {"cards": 1}}).cost.cards == 1
    with pytest.raises(ValidationError, match="every card has a cost"):
        CardSpec.model_validate({**BARN, "cost": {}})


@pytest.mark.parametrize("slot", [-1, 8, 9])
def test_a_path_space_touching_a_meadow_space_the_board_lacks_is_refused(slot):
    """Two rows of four: Meadow spaces 0-7; a path space naming -1, 8 or 9 is refused,
    however far past the last space it points."""
    meadow = list(range(BOARD["meadow_rows"] * BOARD["meadow_columns"]))
    touches = [[*meadow, slot], *[meadow] * (BOARD["path_length"] - 1)]
    with pytest.raises(ValidationError, match="path space 0 must touch Meadow spaces 0-7"):
        BoardFile.model_validate({**BOARD, "touches": touches})


# Every table compiled from the data files (data.py), one of each kind: the loaded game data is
# shared by every game in the process, so none of it may be changed in place.
MARKET_STALL = CARDS[CARD["market_stall"]]
COMPILED = [
    DATA,
    CARDS[CARD["barn"]],
    CARDS[CARD["barn"]].effect,
    MARKET_STALL.effect.trade,
    DATA.event_rewards[0],
    DATA.events[0],
    DATA.farms[0],
    DATA.river[0],
    DATA.seasons[0],
]


@pytest.mark.parametrize("table", COMPILED, ids=lambda table: type(table).__name__)
def test_the_compiled_game_data_cannot_be_changed_in_place(table):
    first = fields(table)[0].name
    with pytest.raises(FrozenInstanceError):
        setattr(table, first, getattr(table, first))

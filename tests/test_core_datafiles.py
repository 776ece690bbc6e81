"""core.datafiles: strict models and JSON loading whose errors name file, entry and field."""

import json

import pytest
from pydantic import Field

from everdell_desktop.core.datafiles import (
    DataError,
    StrictModel,
    load_entries,
    load_model,
    read_json,
)


class Card(StrictModel):
    id: str
    name: str = ""
    cost: int = Field(0, ge=0)


class Deck(StrictModel):
    cards: list[Card]


def write(tmp_path, data, name="cards.json"):
    path = tmp_path / name
    path.write_text(json.dumps(data) if not isinstance(data, str) else data)
    return path


def test_a_missing_file_is_named(tmp_path):
    with pytest.raises(DataError, match=r"nope\.json: file is missing"):
        read_json(tmp_path / "nope.json")


def test_malformed_json_names_the_file_and_the_line(tmp_path):
    path = write(tmp_path, '{\n  "cards": [,]\n}')
    with pytest.raises(DataError, match=r"cards\.json: not valid JSON \(line 2, column 13\)"):
        read_json(path)


def test_a_bad_field_in_a_whole_file_names_the_entry_its_name_and_the_field(tmp_path):
    path = write(tmp_path, {"cards": [{"id": "a"}, {"id": "fort", "name": "Fort", "cost": -1}]})
    with pytest.raises(DataError) as caught:
        load_model(path, Deck)
    message = str(caught.value)
    assert message.startswith(f"{path}: card 'fort' named 'Fort': field 'cost': ")
    assert message.endswith("[at cards.1.cost]")


def test_entries_are_checked_one_by_one_with_the_same_message(tmp_path):
    path = write(tmp_path, {"cards": [{"id": "a"}, {"id": "b", "colour": "red"}]})
    with pytest.raises(DataError, match=r"card 'b': field 'colour': .*\[at cards\.1\.colour\]"):
        load_entries(path, "cards", Card)
    good = write(tmp_path, {"cards": [{"id": "a"}, {"id": "b", "cost": 2}]}, "good.json")
    assert [card.cost for card in load_entries(good, "cards", Card)] == [0, 2]


def test_an_entry_without_a_label_is_named_by_its_position(tmp_path):
    path = write(tmp_path, {"cards": [{"cost": 1}]})
    with pytest.raises(DataError, match=r"card #0: field 'id'"):
        load_entries(path, "cards", Card)


def test_a_file_without_the_expected_list_is_rejected(tmp_path):
    path = write(tmp_path, {"deck": []})
    with pytest.raises(DataError, match="expected an object with a list 'cards'"):
        load_entries(path, "cards", Card)


def test_a_field_outside_any_list_is_named_by_its_path(tmp_path):
    path = write(tmp_path, {"cards": "none"})
    with pytest.raises(DataError, match=r"field 'cards': "):
        load_model(path, Deck)


def test_strict_models_refuse_unknown_fields_and_changes():
    with pytest.raises(ValueError):
        Card(id="a", colour="red")
    card = Card(id="a")
    with pytest.raises(ValueError):
        card.cost = 3


class Shelf(StrictModel):
    """A list whose name is not a plural, and a mapping (not a list of entries)."""

    stock: list[Card] = Field(default_factory=list)
    prices: dict[str, int] = Field(default_factory=dict)


@pytest.mark.parametrize(
    ("data", "model", "where"),
    [
        ({"cards": [{"id": "fort", "cost": "x"}]}, Deck, "card 'fort': field 'cost'"),
        ({"cards": [{"name": "Fort", "cost": 1}]}, Deck, "card 'Fort': field 'id'"),
        ({"cards": [{"id": 5, "name": "Fort"}]}, Deck, "card 'Fort': field 'id'"),
        ({"cards": [{"id": "a"}, "fort"]}, Deck, "card #1: field '(whole entry)'"),
        ({"stock": [{"cost": 1}]}, Shelf, "stock #0: field 'id'"),
        (
            {"stock": [{"id": "a", "name": "A", "cost": "x"}]},
            Shelf,
            "stock 'a' named 'A': field 'cost'",
        ),
    ],
)
def test_an_entry_is_named_by_its_list_then_id_key_or_name_then_its_field(
    tmp_path, data, model, where
):
    """Only a text label names an entry; a list's name loses a final "s"; a value that is not
    an object is the whole entry."""
    path = write(tmp_path, data)
    with pytest.raises(DataError) as caught:
        load_model(path, model)
    assert str(caught.value).startswith(f"{path}: {where}: ")


def test_an_error_in_a_mapping_or_the_whole_file_is_named_by_its_path(tmp_path):
    """A mapping's key is not an entry's position: its error is named by the field's path,
    and an error in the file as a whole by "(file)"."""
    prices = write(tmp_path, {"prices": {"twig": "x"}})
    with pytest.raises(DataError) as caught:
        load_model(prices, Shelf)
    assert str(caught.value) == (
        f"{prices}: field 'prices.twig': "
        "Input should be a valid integer, unable to parse string as an integer"
    )
    whole = write(tmp_path, [], "whole.json")
    with pytest.raises(DataError) as caught:
        load_model(whole, Deck)
    assert str(caught.value) == (
        f"{whole}: field '(file)': Input should be a valid dictionary or instance of Deck"
    )


def test_a_bad_field_of_a_card_names_the_card_and_the_whole_message(tmp_path):
    path = write(tmp_path, {"cards": [{"id": "fort", "name": "Fort", "cost": -1}]})
    with pytest.raises(DataError) as caught:
        load_entries(path, "cards", Card)
    assert str(caught.value) == (
        f"{path}: card 'fort' named 'Fort': field 'cost': "
        "Input should be greater than or equal to 0 [at cards.0.cost]"
    )


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"\xff\xfe{}", "not valid JSON (the file is not UTF-8 text)"),
        (b"[1,\n2,", "not valid JSON (line 2, column 3): Expecting value"),
        (b"[" * 100_000, "not valid JSON (maximum recursion depth exceeded"),
        (b"1" * 5000, "not valid JSON (Exceeds the limit (4300 digits)"),
    ],
)
def test_a_file_that_is_not_json_text_is_named_with_what_is_wrong(tmp_path, content, problem):
    path = tmp_path / "cards.json"
    path.write_bytes(content)
    with pytest.raises(DataError) as caught:
        read_json(path)
    assert str(caught.value).startswith(f"{path}: {problem}")


def test_a_folder_where_a_file_should_be_is_named_as_unreadable_with_the_systems_reason(tmp_path):
    """The reason is the system's words alone ("Is a directory" here, "Permission denied" on
    Windows), not the error's number and path again."""
    with pytest.raises(OSError) as refused:
        tmp_path.read_text(encoding="utf-8")
    with pytest.raises(DataError) as caught:
        read_json(tmp_path)
    assert str(caught.value) == f"{tmp_path}: file cannot be read ({refused.value.strerror})"

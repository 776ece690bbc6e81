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

"""Data files: the 128-card deck, locations and events, and clear errors for broken files."""

import json

import pytest
from everdell_kit import GAME, edited_data_copy

from everdell_desktop.cli import main
from everdell_desktop.games.everdell.data import DataError, load_data
from everdell_desktop.games.everdell.engine import CARDS


def test_deck_has_128_cards_in_48_titles():
    data = load_data()
    assert len(data.uid_card) == 128
    assert len(data.cards) == 48


def test_24_critters_24_constructions_and_unique_common_split():
    critters = [c for c in CARDS if c.critter]
    assert len(critters) == 24
    assert sum(1 for c in CARDS if c.unique) == 29
    assert sum(1 for c in CARDS if not c.unique) == 19


def test_every_critter_names_a_construction_that_lets_it_in_free():
    for card in CARDS:
        if card.critter:
            assert card.host >= 0 and not CARDS[card.host].critter, card.key


def test_colours_sixteen_production_eight_of_each_other():
    counts = [sum(1 for c in CARDS if c.color == colour) for colour in range(5)]
    assert counts == [16, 8, 8, 8, 8]


def test_locations_and_events_counts():
    data = load_data()
    assert len(data.basic) == 8 and len(data.forest) == 11 and len(data.journey) == 4
    assert sum(1 for e in data.events if not e.special) == 4
    assert sum(1 for e in data.events if e.special) == 16


def test_validate_reports_128_cards_and_no_missing_abilities():
    report = GAME.validate_data()
    assert report.valid, report.errors
    assert report.counts["cards"] == 128


def test_cli_cards_validate_json(capsys):
    assert main(["cards", "--game", "everdell", "--validate", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["counts"]["cards"] == 128 and result["valid"]


def _broken_copy(tmp_path, edit):
    return edited_data_copy(tmp_path, "cards.json", edit)


def test_broken_card_field_names_file_card_and_field(tmp_path):
    def edit(raw):
        raw["cards"][3]["cost"]["twig"] = -1  # Castle

    with pytest.raises(DataError) as error:
        load_data(_broken_copy(tmp_path, edit))
    message = str(error.value)
    assert "cards.json" in message and "Castle" in message and "cost.twig" in message


def test_unknown_field_is_rejected(tmp_path):
    def edit(raw):
        raw["cards"][0]["colour"] = "purple"

    with pytest.raises(DataError, match=r"Architect.*colour"):
        load_data(_broken_copy(tmp_path, edit))


def test_wrong_copy_total_is_reported(tmp_path):
    def edit(raw):
        raw["cards"][0]["copies"] = 3

    with pytest.raises(DataError, match="129 cards, not 128"):
        load_data(_broken_copy(tmp_path, edit))


def test_free_play_link_to_a_missing_card_is_reported(tmp_path):
    def edit(raw):
        raw["cards"][0]["free_via"] = "skyscraper"

    with pytest.raises(DataError, match=r"Architect.*free_via"):
        load_data(_broken_copy(tmp_path, edit))


def test_not_json_and_missing_file(tmp_path):
    folder = _broken_copy(tmp_path, lambda raw: None)
    (folder / "events.json").write_text("{ not json")
    with pytest.raises(DataError, match=r"events\.json: not valid JSON"):
        load_data(folder)
    (folder / "events.json").unlink()
    with pytest.raises(DataError, match=r"events\.json: file is missing"):
        load_data(folder)

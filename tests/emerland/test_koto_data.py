"""Professor Koto's 9 Expedition, 9 Excavation and 9 Trick cards as data (DESIGN.md section 3)."""

import json
import re

import pytest
from emerland_kit import broken_copy

from everdell_desktop.games.emerland.board import LOCATION_INDEX, LOCATION_KIND
from everdell_desktop.games.emerland.data import SEASONS, DataError
from everdell_desktop.games.emerland.koto.cards import RED_DESTINATION, decks, load_decks


def test_each_of_his_decks_holds_nine_cards():
    shipped = decks()
    assert (len(shipped.expedition), len(shipped.excavation), len(shipped.tricks)) == (9, 9, 9)


def test_expedition_cards_show_workers_and_a_location_per_season_a_new_plan_and_a_brown_area():
    for card in decks().expedition:
        assert len(card.places) == len(SEASONS)
        for workers, to in card.places:
            assert workers >= 1
            assert to == RED_DESTINATION or LOCATION_KIND[LOCATION_INDEX[to]] != "brown"
        assert card.new_plan
        assert LOCATION_KIND[card.fallback] == "brown"
    assert any(RED_DESTINATION in [to for _, to in c.places] for c in decks().expedition)
    assert any(c.places[0][1] == "green.emerald" for c in decks().expedition)


def test_excavation_cards_name_a_card_per_season_a_new_plan_and_a_last_resort():
    cards = decks().excavation
    for card in cards:
        assert len(card.wants) == len(SEASONS)
        assert all(color is not None or critter is not None for color, critter, _ in card.wants)
        assert card.new_plan
        assert all(op in ("_koto_emeralds", "_koto_points") for op, _n in card.last_resort)
    assert any(up for card in cards for *_, up in card.wants)  # some show the Upgrade symbol
    assert any(card.last_resort for card in cards) and any(not c.last_resort for c in cards)


def test_trick_cards_have_an_action_for_every_season():
    for card in decks().tricks:
        assert len(card.actions) == len(SEASONS) and all(card.actions)


def test_a_broken_koto_file_names_the_file_the_card_and_the_field(tmp_path):
    def edit(data):
        data["cards"][1]["seasons"]["winter"]["to"] = "green.nowhere"

    folder = broken_copy(tmp_path, "koto_expedition.json", edit)
    with pytest.raises(DataError) as error:
        load_decks(folder)
    message = str(error.value)
    assert "koto_expedition.json" in message and "temple_raid" in message
    assert "seasons.winter.to" in message


def test_a_red_destination_takes_exactly_one_worker(tmp_path):
    def edit(data):
        data["cards"][1]["seasons"]["summer"]["workers"] = 2

    with pytest.raises(DataError, match="exactly 1 Worker"):
        load_decks(broken_copy(tmp_path, "koto_expedition.json", edit))


def test_a_deck_of_the_wrong_size_is_refused(tmp_path):
    with pytest.raises(DataError, match="9 cards"):
        load_decks(broken_copy(tmp_path, "koto_tricks.json", lambda data: data["cards"].pop()))


def test_the_fallback_must_be_a_brown_area(tmp_path):
    def edit(data):
        data["cards"][0]["fallback"] = "green.fig"

    with pytest.raises(DataError, match="brown Helper area"):
        load_decks(broken_copy(tmp_path, "koto_expedition.json", edit))


def test_cards_validate_checks_his_decks_too(capsys, tmp_path):
    from everdell_desktop.cli import main
    from everdell_desktop.core import get

    assert main(["cards", "--game", "emerland", "--validate", "--json"]) == 0
    counts = json.loads(capsys.readouterr().out)["counts"]
    assert (counts["koto_expedition"], counts["koto_excavation"], counts["koto_tricks"]) == (
        9,
        9,
        9,
    )

    def edit(data):
        data["cards"][0]["seasons"]["spring"] = [{"op": "teleport"}]

    report = get("emerland").validate_data(broken_copy(tmp_path, "koto_tricks.json", edit))
    assert not report.valid and "koto_tricks.json" in report.errors[0]


def _first_card(edit):
    return lambda data: edit(data["cards"][0])


KOTO_RULES = [
    (
        "koto_expedition.json",
        lambda c: c["seasons"]["summer"].update(workers=0),
        "'seasons.summer.workers'",
    ),
    (
        "koto_expedition.json",
        lambda c: c["seasons"]["summer"].update(workers=4),
        "'seasons.summer.workers'",
    ),
    (
        "koto_expedition.json",
        lambda c: c["seasons"]["summer"].update(to="fountain.overlay3"),
        "'fountain.overlay3' is not on the 2-player board",
    ),
    ("koto_expedition.json", lambda c: c.update(new_plan=[]), "'new_plan'"),
    (
        "koto_excavation.json",
        lambda c: c["seasons"]["summer"].pop("color"),
        "name a 'color' and/or a 'kind'",
    ),
    (
        "koto_excavation.json",
        lambda c: c.update(last_resort=[{"op": "artifact", "n": 1}]),
        "a last resort may only add Emeralds or a point",
    ),
    (
        "koto_excavation.json",
        lambda c: c.update(last_resort=[{"op": "points", "n": 1}, {"op": "emeralds", "n": 1}]),
        "'last_resort'",
    ),
    ("koto_tricks.json", lambda c: c["seasons"]["summer"][0].update(n=0), "'seasons.summer.0.n'"),
]


KOTO_RULES += [  # a Trick does something in every season
    ("koto_tricks.json", lambda c, s=season: c["seasons"].update({s: []}), f"'seasons.{season}'")
    for season in SEASONS
]


@pytest.mark.parametrize(("name", "edit", "message"), KOTO_RULES)
def test_each_rule_of_his_cards_is_refused_naming_the_file_and_the_rule(
    tmp_path, name, edit, message
):
    with pytest.raises(DataError, match=f"{re.escape(name)}: .*{re.escape(message)}"):
        load_decks(broken_copy(tmp_path, name, _first_card(edit)))


def test_his_cards_at_their_edges_are_allowed(tmp_path):
    """Three Workers to one place, one Emerald or one point as a last resort."""

    def three_workers(card):
        card["seasons"]["summer"]["workers"] = 3

    def emerald_last(card):
        card["last_resort"] = [{"op": "emeralds", "n": 1}]

    load_decks(broken_copy(tmp_path / "a", "koto_expedition.json", _first_card(three_workers)))
    decks_ = load_decks(
        broken_copy(tmp_path / "b", "koto_excavation.json", _first_card(emerald_last))
    )
    assert decks_.excavation[0].last_resort == (("_koto_emeralds", 1),)

"""The reconstructed components as data: counts, validation, clear errors for broken files."""

import json
import re

import pytest
from emerland_kit import GAME, T, broken_copy

from everdell_desktop.cli import main
from everdell_desktop.games.emerland.data import (
    COLORS,
    DataError,
    load_components,
)


def test_cards_validate_reports_the_component_counts(capsys):
    assert main(["cards", "--game", "emerland", "--validate", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["valid"] is True
    counts = result["counts"]
    assert counts["jungle_cards"] == 100
    assert counts["realms"] == 18
    assert counts["artifacts"] == 45
    assert 24 <= counts["distinct_jungle_cards"] <= 48


def test_exactly_100_jungle_cards_of_a_few_dozen_designs():
    assert len(T.card_design) == 100
    assert len(T.designs) == len(set(T.card_design))


def test_rulebook_named_cards_are_prosperity_cards():
    by_name = {d.name: d for d in T.designs}
    for name in ("River Wharf", "Statue", "Maestro"):
        assert COLORS[by_name[name].color] == "prosperity"


def test_all_six_card_types_appear_as_critters_and_constructions():
    kinds = {(COLORS[d.color], d.critter) for d in T.designs}
    for color in COLORS:
        assert (color, True) in kinds and (color, False) in kinds


def test_upgraded_side_is_worth_one_more_point():
    for design in T.designs:
        assert design.sides[1].points == design.sides[0].points + 1


def test_eighteen_realms_including_cavern_and_ruins():
    names = [realm[1] for realm in T.realms]
    assert len(names) == 18 and {"Cavern", "Ruins"} <= set(names)


def test_45_artifacts_the_best_worth_7_and_one_treasure_chest():
    assert len(T.artifacts) == 45
    assert max(a[2] for a in T.artifacts) == 7
    assert sum(a[4] for a in T.artifacts) == 1


def test_artisans_show_a_capacity_and_destinations_a_community_value():
    for design in T.designs:
        for side in design.sides:
            if COLORS[design.color] == "artisan":
                assert side.capacity >= 1
            if COLORS[design.color] == "destination":
                assert side.trigger == "when_visited"


def test_broken_card_gives_an_error_naming_file_card_and_field(tmp_path):
    def mutate(raw):
        raw["cards"][3]["basic"]["points"] = "lots"

    folder = broken_copy(tmp_path, "cards.json", mutate)
    with pytest.raises(DataError) as caught:
        load_components(folder)
    message = str(caught.value)
    assert "cards.json" in message and "waterfall_quarry" in message
    assert "basic.points" in message
    report = GAME.validate_data(folder)
    assert not report.valid and report.errors == [message]


def test_card_rule_violation_is_reported_with_its_field(tmp_path):
    def mutate(raw):
        raw["cards"][0]["cost"] = {"fig": 2}  # a construction paid in figs

    folder = broken_copy(tmp_path, "cards.json", mutate)
    with pytest.raises(DataError, match=r"cards.json: card 'banana_grove'.*cost"):
        load_components(folder)


def test_wrong_card_total_is_reported(tmp_path):
    def mutate(raw):
        raw["cards"][0]["quantity"] += 1

    folder = broken_copy(tmp_path, "cards.json", mutate)
    with pytest.raises(DataError, match="add up to 101"):
        load_components(folder)


def test_unknown_effect_is_reported(tmp_path):
    def mutate(raw):
        raw["artifacts"][2]["reward"] = [{"op": "teleport"}]

    folder = broken_copy(tmp_path, "artifacts.json", mutate)
    with pytest.raises(DataError, match=r"artifacts.json: artifact '.*': field 'reward.0.op'"):
        load_components(folder)


def test_missing_and_corrupt_files_are_reported(tmp_path):
    folder = broken_copy(tmp_path, "dice.json", lambda raw: None)
    (folder / "path.json").write_text("{not json")
    with pytest.raises(DataError, match=r"path\.json: not valid JSON"):
        load_components(folder)
    (folder / "path.json").unlink()
    with pytest.raises(DataError, match=r"path\.json: file is missing"):
        load_components(folder)


def test_lost_city_must_have_a_space_worth_three(tmp_path):
    def mutate(raw):
        raw["lost_city"]["spaces"] = [7, 5, 2]

    folder = broken_copy(tmp_path, "path.json", mutate)
    with pytest.raises(DataError, match="worth 3"):
        load_components(folder)


def _set(path: str, value):
    """An edit of a data file: set the entry at ``path`` (keys and list indexes, dotted)."""

    def edit(raw):
        *parents, last = (int(key) if key.isdigit() else key for key in path.split("."))
        for key in parents:
            raw = raw[key]
        raw[last] = value

    return edit


def _copy_id(entries: str):
    """Two ids each used twice: the message names the first in alphabetical order."""

    def edit(raw):
        raw[entries][1]["id"] = raw[entries][0]["id"]
        raw[entries][3]["id"] = raw[entries][2]["id"]

    return edit


def _drop_last(entries: str):
    return lambda raw: raw[entries].pop()


WHOLE_FILE_RULES = [
    ("cards.json", _copy_id("cards"), "cards.json: duplicate id 'banana_grove'"),
    ("realms.json", _copy_id("realms"), "realms.json: duplicate id 'cavern'"),
    ("artifacts.json", _copy_id("artifacts"), "artifacts.json: duplicate id 'obsidian_crown'"),
    ("board.json", _copy_id("locations"), "board.json: duplicate id 'green.emerald'"),
    ("realms.json", _drop_last("realms"), "realms.json: there must be 18 realms, not 17"),
    ("realms.json", _set("realms.0.name", "Cave"), "realms.json: realm 'Cavern' is missing"),
    ("artifacts.json", _drop_last("artifacts"), "there must be 45 artifacts, not 44"),
    ("artifacts.json", _set("artifacts.1.points", 6), "the highest artifact must be worth 7"),
    ("artifacts.json", _set("artifacts.0.treasure_chest", False), "exactly one artifact is"),
    ("path.json", _set("steps.0.season", "winter"), "the path's seasons must never go back"),
    ("path.json", _set("steps.0.stacks", [1, 2, 1]), "from most to least valuable"),
]


@pytest.mark.parametrize(("name", "edit", "message"), WHOLE_FILE_RULES)
def test_each_rule_over_a_whole_file_is_refused_naming_the_file(tmp_path, name, edit, message):
    with pytest.raises(DataError, match=re.escape(message)):
        load_components(broken_copy(tmp_path, name, edit))


def test_a_rulebook_named_card_must_be_a_prosperity_card(tmp_path):
    def statue_renamed(raw):
        next(card for card in raw["cards"] if card["name"] == "Statue")["name"] = "Statues"

    message = "cards.json: card 'Statue' must exist and be a prosperity card"
    with pytest.raises(DataError, match=re.escape(message)):
        load_components(broken_copy(tmp_path, "cards.json", statue_renamed))


def test_shipped_data_is_valid():
    report = GAME.validate_data()
    assert report.valid and report.errors == []


def test_upgraded_prosperity_goal_is_easier_to_reach_and_worth_more():
    from everdell_desktop.games.emerland.scoring import score_for

    for design in T.designs:
        if COLORS[design.color] != "prosperity":
            continue
        basic, upgraded = design.sides[0].score, design.sides[1].score
        assert basic[0] == upgraded[0], design.id
        pairs = [(score_for(basic, n), score_for(upgraded, n)) for n in range(25)]
        assert all(up >= low for low, up in pairs), design.id
        assert max(up for _, up in pairs) > max(low for low, _ in pairs), design.id
        first = next(n for n in range(25) if score_for(basic, n))
        assert score_for(upgraded, first - 1) > 0 or first == 1, design.id

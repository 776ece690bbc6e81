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


def _card_edit(card_id: str, edit):
    """An edit of one card of cards.json, found by its id."""

    def edit_cards(raw):
        edit(next(card for card in raw["cards"] if card["id"] == card_id))

    return edit_cards


def _basic(card):
    return card["basic"]["ability"]


CARD_RULES = [
    # an effect names what it needs
    ("banana_grove", lambda c: _basic(c)["effects"][0].update(gain={}), "non-empty 'gain'"),
    ("cacao_terrace", lambda c: _basic(c)["effects"][0].update(effects=[]), "'pay' and 'effects'"),
    ("cacao_terrace", lambda c: _basic(c)["effects"][0].pop("pay"), "'pay' and 'effects'"),
    (
        "banana_grove",
        lambda c: _basic(c)["effects"].append({"op": "choose_one", "options": [[]]}),
        "a 'choose_one' effect needs at least two 'options'",
    ),
    ("capuchin_broker", lambda c: _basic(c)["effects"][0].update(code="x"), "custom code 'x'"),
    (
        "banana_grove",
        lambda c: _basic(c)["effects"].append({"op": "draw", "n": 0}),
        "'basic.ability.effects.1.n'",
    ),
    (
        "cacao_terrace",
        lambda c: _basic(c)["effects"][0].update(times=0),
        "'basic.ability.effects.0.times'",
    ),
    # an ability names what its trigger needs
    ("statue", lambda c: _basic(c).pop("score"), "an 'end_game' ability needs a 'score'"),
    ("banana_grove", lambda c: _basic(c).update(effects=[]), "'when_played' ability needs"),
    ("weavers_loom", lambda c: _basic(c).pop("capacity"), "an 'artisan' ability needs"),
    ("weavers_loom", lambda c: _basic(c).update(capacity=0), "'basic.ability.capacity'"),
    ("moonlit_lagoon", lambda c: _basic(c).pop("community_points"), "'community_points'"),
    (
        "moonlit_lagoon",
        lambda c: _basic(c).update(community_points=-1),
        "'basic.ability.community_points'",
    ),
    ("monkey_treasurer", lambda c: _basic(c).update(seasons=[]), "needs 'seasons'"),
    ("statue", lambda c: _basic(c)["score"].update(at_least=0), "'basic.ability.score.at_least'"),
    ("statue", lambda c: _basic(c)["score"].update(points=-1), "'basic.ability.score.points'"),
    # a card's cost, points and triggers
    ("banana_grove", lambda c: c["cost"].update(emerald=1), "may only use bamboo, leaf, fig"),
    ("leafcutter_tapir", lambda c: c["cost"].update(bamboo=1), "a critter must be figs only"),
    ("leafcutter_tapir", lambda c: c.update(cost={}), "a critter must be figs only"),
    ("banana_grove", lambda c: c["cost"].update(fig=1), "bamboo, leaf and/or marble"),
    ("banana_grove", lambda c: c.update(cost={}), "bamboo, leaf and/or marble"),
    ("banana_grove", lambda c: c["cost"].update(leaf=-1), "'cost.leaf'"),
    ("banana_grove", lambda c: c["upgraded"].update(points=3), "'basic.points' + 1"),
    ("banana_grove", lambda c: c["upgraded"].update(points=1), "'basic.points' + 1"),
    ("banana_grove", lambda c: c["basic"].update(points=-1), "'basic.points': Input should be"),
    ("banana_grove", lambda c: c.update(quantity=0), "'quantity': Input should be"),
    (
        "banana_grove",
        lambda c: _basic(c).update(trigger="on_play"),
        "'basic.ability.trigger' of a production card must be one of ['when_played']",
    ),
    (
        "monkey_treasurer",
        lambda c: c["upgraded"]["ability"].update(trigger="when_played"),
        "'upgraded.ability.trigger' of a governance card must be one of ['on_play', 'on_prepare']",
    ),
    (
        "banana_grove",
        lambda c: c["basic"].update(on_upgrade=[{"op": "draw", "n": 1}]),
        "'basic.on_upgrade' is not allowed",
    ),
]


@pytest.mark.parametrize(("card_id", "edit", "message"), CARD_RULES)
def test_each_rule_of_a_card_is_refused_naming_the_card_and_the_rule(
    tmp_path, card_id, edit, message
):
    folder = broken_copy(tmp_path, "cards.json", _card_edit(card_id, edit))
    with pytest.raises(DataError, match=f"cards.json: card '{card_id}'.*{re.escape(message)}"):
        load_components(folder)


def test_the_rules_least_and_most_are_allowed(tmp_path):
    """The edges the rules above refuse beyond: an artifact of 0 and of 7 points, a board
    space for 4 players, a name of 3 letters, a capacity of 1, no community point, a cost of
    marble alone."""

    def edges(raw, name):
        if name == "artifacts.json":
            raw["artifacts"][2]["points"] = 0
        elif name == "board.json":
            raw["locations"][0].update(min_players=4, name="Pit")
        else:
            loom = next(card for card in raw["cards"] if card["id"] == "weavers_loom")
            loom["basic"]["ability"]["capacity"] = 1
            loom["cost"] = {"marble": 1}
            lagoon = next(card for card in raw["cards"] if card["id"] == "moonlit_lagoon")
            lagoon["basic"]["ability"]["community_points"] = 0

    for name in ("artifacts.json", "board.json", "cards.json"):
        folder = tmp_path / name.removesuffix(".json")
        load_components(broken_copy(folder, name, lambda raw, name=name: edges(raw, name)))


@pytest.mark.parametrize(
    ("name", "edit", "message"),
    [
        (
            "artifacts.json",
            _set("artifacts.1.points", 8),
            "'points': Input should be less than or equal to 7",
        ),
        (
            "artifacts.json",
            _set("artifacts.2.points", -1),
            "'points': Input should be greater than or equal to 0",
        ),
        ("board.json", _set("locations.0.min_players", 5), "'min_players'"),
        ("board.json", _set("locations.0.min_players", 1), "'min_players'"),
        ("board.json", _set("locations.0.name", "Pi"), "'name'"),
        ("board.json", _set("locations.0.effects", []), "'effects'"),
        ("dice.json", lambda raw: raw.update(faces=raw["faces"][:1]), "'faces'"),
        ("path.json", _set("steps", []), "'steps'"),
        ("path.json", _set("steps.0.stacks", []), "step #0: field 'stacks'"),
        (
            "path.json",
            _set("lost_city.spaces", []),
            "'lost_city.spaces': List should have at least 1 item",
        ),
        ("realms.json", _set("realms.0.score.each", 0), "'score.each'"),
        ("realms.json", _set("realms.0.score.max", -1), "'score.max'"),
    ],
)
def test_a_component_beyond_its_bounds_is_refused_naming_the_field(tmp_path, name, edit, message):
    with pytest.raises(DataError, match=f"{re.escape(name)}: .*{re.escape(message)}"):
        load_components(broken_copy(tmp_path, name, edit))

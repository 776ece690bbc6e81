"""The command line's --expansion with the base game: Spirecrest's components, simulations,
bench figures and goldens."""

import json
import re

import pytest

from everdell_desktop.cli import main
from everdell_desktop.games.everdell.spirecrest.data import DATA_DIR as SPIRE_DIR
from everdell_desktop.games.everdell.spirecrest.data import DataError, load_spire


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_cards_validate_counts_spirecrests_components(capsys):
    code, out, _ = run(
        capsys, "cards", "--game", "everdell", "--expansion", "spirecrest", "--validate", "--json"
    )
    counts = json.loads(out)["counts"]
    assert code == 0
    assert {key: counts[key] for key in ("discovery_cards", "weather_cards", "big_critters")} == {
        "discovery_cards": 33,
        "weather_cards": 12,
        "big_critters": 5,
    }
    assert counts["map_tiles"] == 24 and counts["everdell_tiles"] == 6 and counts["cards"] == 128


def test_cards_validate_without_the_expansion_leaves_its_counts_out(capsys):
    code, out, _ = run(capsys, "cards", "--game", "everdell", "--validate", "--json")
    assert code == 0 and "discovery_cards" not in json.loads(out)["counts"]


def test_simulate_plays_spirecrest_games(capsys):
    code, out, _ = run(
        capsys,
        *("simulate", "--game", "everdell", "--players", "2", "--agents", "random"),
        *("--games", "2", "--expansion", "spirecrest", "--json"),
    )
    summary = json.loads(out)
    assert code == 0 and summary["errors"] == 0 and summary["completed"] == 2


def test_bench_reports_spirecrest_figures(capsys, bench_clock):
    """The stopwatch of ``bench_clock``: the figures of tests/test_cli.py's bench test, for
    Spirecrest games of 2 to 4 players."""
    code, out, _ = run(
        capsys, "bench", "--game", "everdell", "--expansion", "spirecrest", "--seconds", "1"
    )
    lines = out.splitlines()
    assert code == 0
    assert lines[:5] == [
        "game: everdell",
        "expansion: spirecrest",
        "clone_us: 1250.0",
        "legal_actions_us: 1250.0",
        "apply_us: 0.0",
    ]
    assert lines[5] == "random_games_per_second: {'2': 2.4, '3': 2.4, '4': 2.4}"


def test_ladder_rates_agents_in_spirecrest_games(capsys, tmp_path):
    results = tmp_path / "ladder.jsonl"
    code, out, _ = run(
        capsys,
        *("ladder", "--game", "everdell", "--players", "2", "--agents", "random,greedy"),
        *("--games", "1", "--expansion", "spirecrest", "--results", str(results)),
        *("--quiet", "--json"),
    )
    summary = json.loads(out)
    assert code == 0 and summary["expansion"] == "spirecrest" and summary["games"] >= 1
    assert '"expansion":"spirecrest"' in results.read_text(encoding="utf-8").splitlines()[0]


def copy_data(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    for path in SPIRE_DIR.glob("*.json"):
        (folder / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    return folder


def edit(folder, name, change):
    path = folder / name
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")


def test_the_shipped_spirecrest_data_validates():
    data = load_spire()
    assert len(data.tiles) == 24 and len(data.discoveries) == 33


def test_a_map_tile_worth_more_may_not_cost_fewer_resources(tmp_path):
    folder = copy_data(tmp_path)
    edit(folder, "map_tiles.json", lambda d: d["tiles"][-1].update(cost={"twig": 1}))
    with pytest.raises(DataError, match=r"map_tiles.json: tile 'Mistfire Falls': field cost"):
        load_spire(folder)


def test_a_map_tile_must_cost_something(tmp_path):
    folder = copy_data(tmp_path)
    edit(folder, "map_tiles.json", lambda d: d["tiles"][0].update(cost={}))
    with pytest.raises(DataError, match="Meek's Crossing"):
        load_spire(folder)


def test_a_player_may_correct_a_tile_cost(tmp_path):
    folder = copy_data(tmp_path)
    edit(folder, "map_tiles.json", lambda d: d["tiles"][13].update(cost={"resin": 2, "berry": 1}))
    assert load_spire(folder).tiles[13].cost == (0, 2, 0, 1)


def test_a_region_needs_eleven_discovery_cards(tmp_path):
    folder = copy_data(tmp_path)
    edit(folder, "discovery.json", lambda d: d["peaks"].pop())
    with pytest.raises(DataError, match=r"discovery\.json: 10 peaks cards, not 11"):
        load_spire(folder)


def test_a_weather_card_needs_a_known_effect(tmp_path):
    folder = copy_data(tmp_path)
    edit(folder, "weather.json", lambda d: d["winter"][0].update(effect="snow"))
    with pytest.raises(DataError, match=r"weather\.json"):
        load_spire(folder)


@pytest.mark.parametrize(
    ("name", "cards"), [("big_critters.json", "big_critters"), ("weather.json", "winter")]
)
def test_a_big_critter_and_a_weather_card_need_their_text(tmp_path, name, cards):
    folder = copy_data(tmp_path)
    edit(folder, name, lambda d: d[cards][0].update(text=""))
    with pytest.raises(DataError, match=rf"{re.escape(name)}.*text"):
        load_spire(folder)

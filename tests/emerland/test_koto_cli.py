"""Solo difficulty levels from the command line: the Trick deck is reachable with
``simulate --solo koto --difficulty normal-tricks|hard-tricks``."""

import json

import pytest
from emerland_kit import GAME

from everdell_desktop.cli import main
from everdell_desktop.core import GameRecord, replay


def simulate(capsys, tmp_path, difficulty: str) -> tuple[dict, list[GameRecord]]:
    code = main(
        [
            "simulate",
            "--game",
            "emerland",
            "--players",
            "1",
            "--solo",
            "koto",
            "--difficulty",
            difficulty,
            "--agents",
            "random",
            "--games",
            "2",
            "--seed",
            "3",
            "--save-dir",
            str(tmp_path),
            "--json",
        ]
    )
    assert code == 0
    summary = json.loads(capsys.readouterr().out)
    records = [GameRecord.model_validate_json(p.read_text()) for p in sorted(tmp_path.iterdir())]
    return summary, records


@pytest.mark.parametrize(
    ("level", "difficulty", "tricks"),
    [
        ("normal", "normal", False),
        ("hard", "hard", False),
        ("normal-tricks", "normal", True),
        ("hard-tricks", "hard", True),
    ],
)
def test_each_level_sets_koto_s_difficulty_and_the_trick_deck(
    capsys, tmp_path, level, difficulty, tricks
):
    summary, records = simulate(capsys, tmp_path, level)
    assert summary["errors"] == 0 and summary["completed"] == 2
    for record in records:
        assert (record.config["difficulty"], record.config["tricks"]) == (difficulty, tricks)
        solo = replay(record).solo
        assert (solo.difficulty, solo.tricks) == (difficulty, tricks)
        assert bool(solo.trick_discard) == tricks  # Trick cards were revealed only with tricks


def test_every_level_is_offered_and_a_trick_level_is_stored_as_its_two_fields():
    assert GAME.solo_bots["koto"] == ("normal", "hard", "normal-tricks", "hard-tricks")
    config = GAME.make_config(players=1, solo="koto", difficulty="hard-tricks")
    assert (config.difficulty, config.tricks) == ("hard", True)
    assert GAME.make_config(**config.model_dump()) == config


def test_a_trick_level_cannot_be_combined_with_tricks_off():
    with pytest.raises(ValueError, match="Trick deck"):
        GAME.make_config(players=1, solo="koto", difficulty="normal-tricks", tricks=False)


def test_an_unknown_level_is_a_usage_error(capsys):
    args = ["simulate", "--game", "emerland", "--players", "1", "--solo", "koto"]
    code = main([*args, "--difficulty", "easy-tricks", "--agents", "random", "--games", "1"])
    assert code == 2
    assert "hard-tricks" in capsys.readouterr().err

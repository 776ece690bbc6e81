"""The tutorials are data (core.tutorial): each file is valid, its script plays, it teaches
in 15-25 steps (an add-on such as Spirecrest's in 8-14), and its Korean words cover every
step."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from everdell_desktop.core import registry
from everdell_desktop.core import tutorial as script
from everdell_desktop.core.datafiles import DataError

PACKAGE = Path(__file__).resolve().parents[2] / "everdell_desktop"
TUTORIALS = sorted(p for p in PACKAGE.glob("ui/*/tutorial*.json") if "." not in p.stem)


def game_of(path: Path):
    return registry.get(path.parent.name)


def test_every_game_has_a_tutorial_and_spirecrest_an_add_on():
    assert {path.parent.name for path in TUTORIALS} == {
        p.definition.name for p in registry.listed()
    }
    assert PACKAGE / "ui" / "everdell" / "tutorial_spirecrest.json" in TUTORIALS


@pytest.mark.parametrize("path", TUTORIALS, ids=lambda p: f"{p.parent.name}-{p.stem}")
def test_a_tutorial_s_script_plays_and_its_words_cover_it(path):
    tutorial = script.load(path)
    add_on = bool(tutorial.options)
    assert 8 <= len(tutorial.steps) <= 14 if add_on else 15 <= len(tutorial.steps) <= 25
    assert script.check(tutorial, game_of(path), path) == []
    tried = sum(bool(step.do) for step in tutorial.steps)
    assert tried >= (4 if add_on else 8)  # most ideas are tried, not read
    korean = script.texts(tutorial, path, "ko")
    assert all(korean[step.id] != step.text for step in tutorial.steps)


def test_a_move_the_script_cannot_make_is_named(tmp_path):
    source = PACKAGE / "ui" / "emerland" / "tutorial.json"
    data = json.loads(source.read_text(encoding="utf-8"))
    data["steps"][2]["do"] = ["play_card(card=999,harp=-1)"]
    broken = tmp_path / "tutorial.json"
    broken.write_text(json.dumps(data), encoding="utf-8")
    problems = script.check(script.load(broken), registry.get("emerland"))
    assert problems == ["step 'worker': play_card(card=999,harp=-1) is not legal there"]


def test_a_broken_tutorial_file_names_the_field(tmp_path):
    broken = tmp_path / "tutorial.json"
    broken.write_text('{"seed": 1, "opponent": {"name": "R", "agent": "greedy"}, "steps": [{}]}')
    with pytest.raises(DataError, match=r"tutorial\.json.*steps\.0"):
        script.load(broken)


def test_a_language_file_must_match_the_steps(tmp_path):
    source = PACKAGE / "ui" / "everdell" / "tutorial.json"
    copy = tmp_path / "tutorial.json"
    copy.write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "tutorial.ko.json").write_text(
        json.dumps({"language": "ko", "steps": {"welcome": "안녕", "nowhere": "?"}})
    )
    problems = script.check(script.load(copy), registry.get("everdell"), copy)
    assert any("unknown steps ['nowhere']" in problem for problem in problems)
    assert any("steps without words" in problem for problem in problems)


@pytest.mark.parametrize("path", TUTORIALS, ids=lambda path: path.parent.name)
def test_the_opponent_is_named_in_the_language_asked_for(path):
    tutorial = script.load(path)
    korean = json.loads(script.words_path(path, "ko").read_text(encoding="utf-8"))["opponent"]
    assert (script.opponent_name(tutorial, path, "en"), korean) == ("Ruby", "루비")
    assert script.opponent_name(tutorial, path, "ko") == "루비"
    assert script.opponent_name(tutorial, path, "fr") == "Ruby"  # no French words: English


def test_a_script_s_moves_are_read_in_step_order_before_and_from_a_step():
    """The window replays ``actions_before`` a step to rebuild its table and lets the opponent
    make ``opponent_moves`` from a step on; with no step named, that is the whole script."""
    steps = [
        {"id": "one", "text": "1", "opponent": ["a1"], "do": ["p1"]},
        {"id": "two", "text": "2", "do": ["p2"]},
        {"id": "three", "text": "3", "opponent": ["a3", "b3"], "do": ["p3"]},
    ]
    tutorial = script.Tutorial(seed=1, opponent={"name": "R", "agent": "greedy"}, steps=steps)
    assert tutorial.actions_before(0) == []
    assert tutorial.actions_before(2) == ["a1", "p1", "p2"]
    assert tutorial.actions_before(3) == ["a1", "p1", "p2", "a3", "b3", "p3"]
    assert tutorial.opponent_moves() == ["a1", "a3", "b3"]
    assert tutorial.opponent_moves(1) == ["a3", "b3"]
    assert tutorial.opponent_moves(3) == []

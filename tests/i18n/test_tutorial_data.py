"""The tutorials are data (core.tutorial): each file is valid, its script plays, it teaches
in 15-25 steps (an add-on such as Spirecrest's in 8-14), and its Korean words cover every
step."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from everdell_desktop.core import registry
from everdell_desktop.core import tutorial as script
from everdell_desktop.core import words as words_module
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


def tinygame_tutorial(tmp_path, *steps, name="tutorial.json"):
    """A tutorial of the test game (seed 1: the player may play a 1 or a 2, or roll)."""
    path = tmp_path / name
    data = {"seed": 1, "opponent": {"name": "Ruby", "agent": "random"}, "steps": list(steps)}
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("steps", "problem"),
    [
        ([{"id": "a", "text": "1", "do": ["play(card="]}], "bad value at '' in action"),
        (
            [{"id": "a", "text": "1", "opponent": ["roll()"]}],
            "roll() is scripted for the opponent, who is not to move there",
        ),
        (
            [
                {"id": "a", "text": "1", "do": ["roll()"]},
                {"id": "b", "text": "2", "do": ["roll()"]},
            ],
            "roll() is scripted for the player, who is not to move there",
        ),
        (
            [{"id": "a", "text": "1", "do": ["play(card=3)", "roll()"]}],
            "play(card=3) is not legal there",
        ),
    ],
)
def test_the_first_move_a_script_cannot_make_is_named_and_ends_the_check(tmp_path, steps, problem):
    path = tinygame_tutorial(tmp_path, *steps)
    problems = script.check(script.load(path), registry.get("tinygame"))
    assert problems == [f"step {steps[-1]['id']!r}: {problem}"]


def test_a_script_that_plays_has_no_problem_and_its_languages_are_checked_only_given_its_path(
    tmp_path,
):
    steps = [{"id": "a", "text": "1", "do": ["play(card=2)"]}, {"id": "b", "text": "2"}]
    path = tinygame_tutorial(tmp_path, *steps)
    words = {"language": "ko", "steps": {"a": "일", "z": "?"}}
    (tmp_path / "tutorial.ko.json").write_text(json.dumps(words), encoding="utf-8")
    tutorial, game = script.load(path), registry.get("tinygame")
    assert script.check(tutorial, game) == []
    assert script.check(tutorial, game, path) == [
        "tutorial.ko.json: unknown steps ['z']",
        "tutorial.ko.json: steps without words ['b']",
    ]
    words["steps"]["b"] = "이"  # every step has words, and one that is not a step
    (tmp_path / "tutorial.ko.json").write_text(json.dumps(words), encoding="utf-8")
    assert script.check(tutorial, game, path) == ["tutorial.ko.json: unknown steps ['z']"]


def test_the_step_ids_used_twice_are_refused_in_order(tmp_path):
    ids = ["f", "d", "b", "e", "c", "a", "g"]  # g once; the others twice
    steps = [{"id": step_id, "text": "?"} for step_id in [*ids, *reversed(ids[:-1])]]
    path = tinygame_tutorial(tmp_path, *steps)
    with pytest.raises(DataError) as caught:
        script.load(path)
    assert str(caught.value) == f"{path}: step ids used twice: a, b, c, d, e, f"


def test_a_steps_words_fall_back_to_english_and_follow_the_current_language(tmp_path):
    path = tinygame_tutorial(tmp_path, {"id": "a", "text": "One"}, {"id": "b", "text": "Two"})
    words = {"language": "ko", "steps": {"a": "하나"}}
    (tmp_path / "tutorial.ko.json").write_text(json.dumps(words), encoding="utf-8")
    tutorial = script.load(path)
    assert script.texts(tutorial, path, "ko") == {"a": "하나", "b": "Two"}
    assert script.texts(tutorial, path, "fr") == {"a": "One", "b": "Two"}
    assert script.texts(tutorial, path) == {"a": "One", "b": "Two"}  # the current: English
    assert script.opponent_name(tutorial, path, "ko") == "Ruby"  # no name in the Korean words
    script.words_path(path, "en").write_text(json.dumps({**words, "language": "en"}))
    assert script.texts(tutorial, path, "en") == {"a": "One", "b": "Two"}  # English is the file
    words_module.set_language("ko")
    assert script.texts(tutorial, path) == {"a": "하나", "b": "Two"}


def _tutorial(opponent_name: str = "Ruby", step_id: str = "welcome", steps: int = 1) -> dict:
    step = {"id": step_id, "text": "Welcome"}
    opponent = {"name": opponent_name, "agent": "greedy"}
    return {"seed": 3, "opponent": opponent, "steps": [step] * steps}


@pytest.mark.parametrize(
    ("name", "valid"), [("R", True), ("R" * 40, True), ("", False), ("R" * 41, False)]
)
def test_an_opponent_s_name_takes_1_to_40_characters(name, valid):
    data = _tutorial(opponent_name=name)
    if valid:
        assert script.Tutorial.model_validate(data).opponent.name == name
    else:
        with pytest.raises(ValueError, match=r"opponent\.name"):
            script.Tutorial.model_validate(data)


@pytest.mark.parametrize(
    ("step_id", "valid"),
    [
        ("a", True),
        ("seeds_2", True),
        ("", False),
        ("2seeds", False),
        ("Seeds", False),
        ("seeds!", False),
    ],
)
def test_a_step_id_is_a_lowercase_name_starting_with_a_letter(step_id, valid):
    data = _tutorial(step_id=step_id)
    if valid:
        assert script.Tutorial.model_validate(data).steps[0].id == step_id
    else:
        with pytest.raises(ValueError, match=r"steps\.0\.id"):
            script.Tutorial.model_validate(data)


def test_a_tutorial_has_at_least_one_step():
    assert len(script.Tutorial.model_validate(_tutorial(steps=1)).steps) == 1
    with pytest.raises(ValueError, match="steps"):
        script.Tutorial.model_validate(_tutorial(steps=0))


@pytest.mark.parametrize(("code", "valid"), [("ko", True), ("ain", True), ("k", False)])
def test_a_tutorial_language_file_names_a_two_or_three_letter_code(code, valid):
    data = {"language": code, "steps": {"welcome": "환영합니다"}}
    if valid:
        assert script.TutorialWords.model_validate(data).language == code
    else:
        with pytest.raises(ValueError, match="language"):
            script.TutorialWords.model_validate(data)

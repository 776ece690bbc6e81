"""A guided first game as data (issue 19): a seeded game whose first moves are scripted, in
steps that each teach one idea. No Qt here: the window's ``ui.tutorial`` shows the steps.

One file per tutorial (beside a game's table, ``ui/<game>/tutorial.json``)::

    {
      "seed": 3,
      "opponent": {"name": "Ruby", "agent": "greedy"},
      "steps": [
        {"id": "welcome", "text": "Welcome ...", "show": ["zone:board"]},
        {"id": "negotiator", "opponent": ["place_worker(...)"], "text": "...",
         "show": ["loc:green.bamboo"], "do": ["place_worker(...)"]}
      ]
    }

A step's ``opponent`` moves are played by the opponent (seat 2) before the step is shown; its
``do`` moves are the player's (seat 1), the only moves allowed while it is shown; a step with
neither is read and acknowledged. ``show`` names the table items the step is about. The text
is English; ``tutorial.<language>.json`` beside it gives other languages by step id
(``{"language": "ko", "steps": {"welcome": "..."}}``). :func:`check` plays the script and
names every move that is not legal where it stands.

An add-on tutorial teaches what an option adds to a game (``tutorial_spirecrest.json`` beside
the base game's): its ``options`` set up the game (``{"expansion": "spirecrest"}``).
"""

from __future__ import annotations

from pathlib import Path

from pydantic import Field

from .actions import Action
from .datafiles import DataError, StrictModel, load_model
from .engine import GameConfig, GameDefinition
from .words import ENGLISH, language

PLAYER, OPPONENT = 0, 1  # the seats of a tutorial game


class Opponent(StrictModel):
    name: str = Field(min_length=1, max_length=40)
    agent: str = Field(min_length=1)  # who plays the opponent once the script is over


class Step(StrictModel):
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    text: str = Field(min_length=1)
    show: tuple[str, ...] = ()
    opponent: tuple[str, ...] = ()
    do: tuple[str, ...] = ()


class Tutorial(StrictModel):
    seed: int
    opponent: Opponent
    steps: tuple[Step, ...] = Field(min_length=1)
    options: dict[str, str] = Field(default_factory=dict)  # besides two players: an expansion

    def config(self, game: GameDefinition) -> GameConfig:
        """The tutorial game's settings: two players, with the tutorial's options."""
        return game.make_config(players=2, **self.options)

    def actions_before(self, index: int) -> list[str]:
        """Every scripted move (both seats, in order) of the steps before step ``index``."""
        return [move for step in self.steps[:index] for move in (*step.opponent, *step.do)]

    def opponent_moves(self, start: int = 0) -> list[str]:
        """The opponent's scripted moves from step ``start`` on, in order."""
        return [move for step in self.steps[start:] for move in step.opponent]


class TutorialWords(StrictModel):
    language: str = Field(pattern=r"^[a-z]{2,3}$")
    opponent: str | None = None  # the opponent's name in the language
    steps: dict[str, str]


def load(path: Path) -> Tutorial:
    """The tutorial in ``path``; a broken file raises DataError naming the file and field."""
    tutorial = load_model(path, Tutorial)
    ids = [step.id for step in tutorial.steps]
    duplicates = sorted({step_id for step_id in ids if ids.count(step_id) > 1})
    if duplicates:
        raise DataError(f"{path}: step ids used twice: {', '.join(duplicates)}")
    return tutorial


def words_path(path: Path, code: str) -> Path:
    return path.with_name(f"{path.stem}.{code}.json")


def texts(tutorial: Tutorial, path: Path, code: str | None = None) -> dict[str, str]:
    """Each step's text in ``code`` (default: the current language), English where the
    language's file has none."""
    code = code or language()
    english = {step.id: step.text for step in tutorial.steps}
    translated = words_path(path, code)
    if code == ENGLISH or not translated.exists():
        return english
    return {**english, **load_model(translated, TutorialWords).steps}


def opponent_name(tutorial: Tutorial, path: Path, code: str | None = None) -> str:
    """The opponent's name in ``code`` (default: the current language)."""
    translated = words_path(path, code or language())
    if (code or language()) != ENGLISH and translated.exists():
        return load_model(translated, TutorialWords).opponent or tutorial.opponent.name
    return tutorial.opponent.name


def check(tutorial: Tutorial, game: GameDefinition, path: Path | None = None) -> list[str]:
    """What is wrong with the script: a move not legal where it stands (or by the wrong seat),
    and, with ``path``, step ids a language file has that the tutorial has not or lacks."""
    problems: list[str] = []
    state = game.new_game(tutorial.config(game), tutorial.seed)
    for step in tutorial.steps:
        for seat, moves in ((OPPONENT, step.opponent), (PLAYER, step.do)):
            for text in moves:
                problem = _play(game, state, seat, text)
                if problem:
                    problems.append(f"step {step.id!r}: {problem}")
                    return problems
    if path is not None:
        problems += _check_languages(tutorial, path)
    return problems


def _play(game: GameDefinition, state, seat: int, text: str) -> str | None:
    try:
        action = Action.parse(text)
    except ValueError as error:
        return str(error)
    if state.to_move() != seat:
        who = "the player" if seat == PLAYER else "the opponent"
        return f"{text} is scripted for {who}, who is not to move there"
    if action not in game.legal_actions(state):
        return f"{text} is not legal there"
    game.apply(state, action)
    return None


def _check_languages(tutorial: Tutorial, path: Path) -> list[str]:
    ids = {step.id for step in tutorial.steps}
    problems = []
    for translated in sorted(path.parent.glob(f"{path.stem}.*.json")):
        steps = set(load_model(translated, TutorialWords).steps)
        if steps - ids:
            problems.append(f"{translated.name}: unknown steps {sorted(steps - ids)}")
        if ids - steps:
            problems.append(f"{translated.name}: steps without words {sorted(ids - steps)}")
    return problems

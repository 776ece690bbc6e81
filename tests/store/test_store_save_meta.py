"""What the load list shows of a save, worked by hand: its seats, progress and summary, the
game id it is filed under, and which names a save may have."""

import hashlib

import pytest
from store_support import GAME, play_tinygame

from everdell_desktop import core
from everdell_desktop.store.saves import (
    describe_progress,
    describe_summary,
    game_id_of,
    save_name_problem,
    seat_labels,
)


@pytest.fixture
def record():
    """An unplayed two-player game of the test game, with no seats in its meta."""
    return core.new_record(GAME, GAME.make_config(players=2), 3, game_id="g1")


def test_a_seat_is_labelled_by_its_name_and_kind(record):
    record.meta["seats"] = [
        {"name": "Ana", "agent": None},
        {"name": "Bo", "agent": "random"},
        {"name": "", "kind": "mcts-easy"},
        {"name": "Di"},
        "Eve",
    ]
    assert seat_labels(record) == ("Ana (human)", "Bo (random)", "? (mcts-easy)", "Di", "Eve")


def test_at_most_8_seats_of_at_most_60_characters_are_listed(record):
    record.meta["seats"] = [{"name": f"P{n}", "kind": "human"} for n in range(9)]
    assert seat_labels(record) == tuple(f"P{n} (human)" for n in range(8))
    record.meta["seats"] = [{"name": "x" * 51, "kind": "human"}, {"name": "y" * 52, "kind": "h"}]
    assert seat_labels(record) == ("x" * 51 + " (human)", "y" * 52 + " (h)")  # 59 and 56
    record.meta["seats"] = [{"name": "x" * 52, "kind": "human"}]  # 60 characters: whole
    assert seat_labels(record) == ("x" * 52 + " (human)",)
    record.meta["seats"] = [{"name": "x" * 53, "kind": "human"}]
    assert seat_labels(record) == ("x" * 53 + " (huma…",)


def test_without_seats_a_simulated_games_agents_or_numbered_players_are_listed(record):
    record.config = {**record.config, "players": 4}
    record.meta["agents"] = ["greedy", "random", "mcts-easy"]
    assert seat_labels(record) == ("greedy (AI)", "random (AI)", "mcts-easy (AI)", "greedy (AI)")
    for seats in ([], "Ana, Bo"):  # no seats, or not a list of them
        record.meta["seats"] = seats
        assert seat_labels(record)[3] == "greedy (AI)"
    record.meta["agents"] = []
    assert seat_labels(record) == ("Player 1", "Player 2", "Player 3", "Player 4")


@pytest.mark.parametrize(("players", "listed"), [(99, 99), (100, 0), (0, 0), (-1, 0), ("2", 0)])
def test_a_damaged_player_count_lists_no_seats(record, players, listed):
    record.config = {**record.config, "players": players}
    assert len(seat_labels(record)) == listed


def test_a_games_progress_is_its_actions_until_it_is_finished():
    finished, state = play_tinygame()  # 11 actions, Ana 13 and Bo 16
    assert describe_progress(GAME, finished, state) == "finished after 11 actions"
    assert describe_summary(GAME, finished, state) == "final score 13–16; won by Bo"
    started = GAME.new_game(GAME.make_config(players=2), 1)  # seat 0 to move
    assert describe_progress(GAME, finished, started) == "11 actions played"
    assert describe_summary(GAME, finished, started) == "score 0–0; Ana to move"


def test_a_solo_opponent_has_no_seat_name():
    config = GAME.make_config(players=1, solo="squirrel", difficulty="hard")
    record = core.new_record(GAME, config, 4)
    state = GAME.new_game(config, 4)
    state.points, state.pebbles, state.solo_target = [20], [3], 25
    state.over, state.pending = True, []
    assert describe_summary(GAME, record, state) == "final score 21–25; won by the solo opponent"


@pytest.mark.parametrize(
    ("meta", "game_id"),
    [
        ({"game_id": "g1"}, "g1"),
        ({}, "tinygame-3"),
        ({"game_id": ""}, "tinygame-3"),
        ({"game_id": "x" * 64}, "x" * 64),
    ],
)
def test_a_game_is_filed_under_its_id_else_its_game_and_seed(record, meta, game_id):
    record.meta = meta
    assert game_id_of(record) == game_id


@pytest.mark.parametrize("value", ["x" * 65, ["g", 1]])
def test_an_id_that_is_not_short_text_is_replaced_by_its_digest(record, value):
    record.meta = {"game_id": value}
    assert game_id_of(record) == "id-" + hashlib.sha256(repr(value).encode()).hexdigest()[:16]


@pytest.mark.parametrize(
    ("name", "problem"),
    [
        ("Sunday", None),
        ("x" * 200, None),
        ("", "a save needs a name"),
        (" \t", "a save needs a name"),
        ("x" * 201, "a save's name can be at most 200 characters long"),
        ("half \ud800 a character", "a save's name must be text"),
    ],
)
def test_a_save_name_is_some_text_of_at_most_200_characters(name, problem):
    assert save_name_problem(name) == problem


def test_a_seats_name_with_a_bracket_of_its_own_is_kept_whole_in_the_summary(record):
    record.meta["seats"] = [{"name": "Ana (Jr) (2)", "agent": None}, {"name": "Bo", "kind": "h"}]
    started = GAME.new_game(GAME.make_config(players=2), 1)  # seat 0 to move
    assert describe_summary(GAME, record, started) == "score 0–0; Ana (Jr) (2) to move"


def test_an_autosave_is_numbered_by_at_most_12_ascii_digits(saves, paths):
    """Longer numbers, or digits int() cannot read ("²"), are not an autosave of the game."""
    folder = paths.autosave / "g1"
    folder.mkdir(parents=True)
    for stem in ("000000000007", "0000000000008", "²", "x1"):
        (folder / f"{stem}.everdell").write_text("{}")
    assert [entry.path.name for entry in saves.autosaves_in(folder)] == ["000000000007.everdell"]

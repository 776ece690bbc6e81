"""Statistics: games played and won per game and mode, best scores, counted once per game."""

import json

import pytest
from store_support import GAME, play_tinygame, prefix

from everdell_desktop import core
from everdell_desktop.ai import create_agent
from everdell_desktop.ai.match import play_match
from everdell_desktop.store import Statistics, StatisticsStore, StorePaths, mode_of
from everdell_desktop.store.statistics import assisted, human_seats


@pytest.fixture
def store(paths):
    return StatisticsStore(paths)


def ended_with(points, pebbles, seed=3, game_id="g1"):
    """A finished two-seat game (Ana, Bo) whose final cards' points and pebbles are set by hand:
    a seat scores its points plus one per two pebbles (the test game's rule)."""
    record, state = play_tinygame(seed=seed, game_id=game_id)
    state.points, state.pebbles = list(points), list(pebbles)
    return record, state


def test_a_finished_game_is_counted_per_game_and_mode(store):
    record, state = ended_with(points=[9, 10], pebbles=[5, 1])  # Ana 9 + 2 = 11, Bo 10 + 0
    assert store.record_game(record, state) is True
    figures = store.load().stats("tinygame", "2p")
    assert (figures.played, figures.won) == (1, 1)
    assert [(best.name, best.score) for best in figures.best_scores] == [("Ana", 11)]


def test_a_lost_game_counts_as_played_not_won(store):
    record, state = ended_with(points=[9, 10], pebbles=[1, 0])  # Ana 9, Bo 10
    store.record_game(record, state)
    figures = store.load().stats("tinygame", "2p")
    assert (figures.played, figures.won, figures.best) == (1, 0, 9)


def test_a_game_is_counted_only_once(store, finished):
    record, state = finished
    store.record_game(record, state)
    assert store.record_game(record, state) is False
    assert store.load().stats("tinygame", "2p").played == 1


def test_wins_and_best_scores_accumulate_over_games(store):
    ana = [3, 14, 7, 9, 1, 12, 5, 11, 8, 2, 13, 6]  # against Bo's 10: four wins
    for seed, points in enumerate(ana):
        store.record_game(*ended_with([points, 10], [0, 0], seed=seed, game_id=f"game{seed}"))
    figures = StatisticsStore(StorePaths(store.path.parent)).load().stats("tinygame", "2p")
    assert (figures.played, figures.won, figures.best) == (12, 4, 14)
    assert [best.score for best in figures.best_scores] == [14, 13, 12, 11, 9, 8, 7, 6, 5, 3]


def test_solo_games_are_a_mode_of_their_own(store):
    config = GAME.make_config(players=1, solo="squirrel", difficulty="hard")
    for game_id, points in (("solo1", 20), ("solo2", 30)):  # 21 and 31 against the target's 25
        record = core.new_record(GAME, config, 4, game_id=game_id)
        record = play_match(GAME, config, [create_agent("random", GAME)], 4, record).record
        state = core.replay(record)
        state.points, state.pebbles, state.solo_target = [points], [3], 25
        store.record_game(record, state)
    assert mode_of(record.config) == "solo:squirrel:hard"
    figures = store.load().stats("tinygame", "solo:squirrel:hard")
    assert (figures.played, figures.won, figures.best) == (2, 1, 31)
    assert figures.best_scores[0].name == "Player 1"  # no seats in meta: the player seat
    assert store.load().stats("tinygame", "2p").played == 0


def test_an_all_ai_game_counts_as_played_but_never_won(store):
    record, state = play_tinygame(seed=9, game_id="bots")
    record.meta["seats"] = [{"name": "A", "agent": "random"}, {"name": "B", "agent": "random"}]
    store.record_game(record, state)
    figures = store.load().stats("tinygame", "2p")
    assert figures.played == 1 and figures.won == 0 and figures.best_scores == []


def test_an_unfinished_game_is_not_counted(store, finished):
    record, _ = finished
    part = prefix(record, 3)
    with pytest.raises(ValueError, match="finished"):
        store.record_game(part, core.replay(part))
    assert not store.path.exists()


@pytest.mark.parametrize("content", [b"{oops", b'{"games": {"tinygame": {"2p": {"played": -4}}}}'])
def test_damaged_statistics_are_reported_and_set_aside(content, store, finished):
    store.path.parent.mkdir(parents=True)
    store.path.write_bytes(content)
    assert store.load() == Statistics()
    assert store.problem and "statistics.json.bak" in store.problem
    assert store.backup_path.read_bytes() == content
    record, state = finished
    assert store.record_game(record, state) is True  # and life goes on
    assert json.loads(store.path.read_text())["games"]["tinygame"]["2p"]["played"] == 1


def test_the_counted_games_keep_the_newest_2000_ids(store):
    """A game is counted once by its id; the ids kept are bounded: the 2000 newest, so the
    oldest is forgotten when the 2001st game is counted."""
    older = [f"game-{n}" for n in range(2000)]
    store.save(Statistics(counted=older))
    store.record_game(*ended_with([9, 10], [5, 1], game_id="newest"))
    assert store.load().counted == [*older[1:], "newest"]


@pytest.mark.parametrize(
    ("config", "mode"),
    [
        ({"players": 3}, "3p"),
        ({"players": 2, "mode": "competitive", "difficulty": "hard"}, "2p"),
        ({"players": 2, "mode": "coop", "difficulty": "hard"}, "way:coop:hard"),
        ({"players": 1, "mode": "challenge"}, "way:challenge:None"),
        (
            {"players": 1, "mode": "coop", "solo": "rugwort", "difficulty": "easy"},
            "solo:rugwort:easy",
        ),
    ],
)
def test_a_mode_is_the_solo_bot_else_a_way_other_than_the_first_else_the_players(config, mode):
    assert mode_of(config) == mode
    assert mode_of(config, assisted=True) == mode + "+coach"


@pytest.mark.parametrize(
    ("coach", "helped"),
    [
        ({"enabled": True, "hints": 1}, True),
        ({"enabled": True, "hints": 0}, False),
        ({"enabled": True, "hints": "3"}, False),
        ({"enabled": True}, False),
        (["hints", 3], False),
    ],
)
def test_a_game_is_assisted_only_when_the_coach_gave_at_least_one_hint(finished, coach, helped):
    record, _ = finished
    record.meta["coach"] = coach
    assert assisted(record) is helped


def test_the_human_seats_come_from_the_seats_else_every_player_is_human(finished):
    record, _ = finished
    assert human_seats(record) == [0]  # Ana; Bo is the random agent
    record.meta["seats"] = [{"name": "A", "kind": "easy"}, "?", {"name": "C", "kind": "human"}]
    assert human_seats(record) == [2]
    record.meta["seats"] = []
    assert human_seats(record) == [0, 1]  # from the config's two players
    record.config = {**record.config, "players": "two"}
    assert human_seats(record) == []


def test_a_best_score_is_named_by_its_seat_else_by_its_place(store):
    record, state = ended_with(points=[9, 10], pebbles=[0, 0])
    record.meta["seats"] = [{"name": "", "agent": None}, {"name": "Bo", "agent": None}]
    store.record_game(record, state)
    figures = store.load().stats("tinygame", "2p")
    assert [(best.name, best.score) for best in figures.best_scores] == [
        ("Bo", 10),
        ("Player 1", 9),
    ]
    assert (figures.played, figures.won) == (1, 1)  # a human seat won

"""Statistics: games played and won per game and mode, best scores, counted once per game."""

import json

import pytest
from store_support import GAME, play_tinygame, prefix

from everdell_desktop import core
from everdell_desktop.ai import create_agent
from everdell_desktop.ai.match import play_match
from everdell_desktop.store import Statistics, StatisticsStore, StorePaths, mode_of


@pytest.fixture
def store(paths):
    return StatisticsStore(paths)


def _human_won(record, state):
    return 0 in GAME.winners(state)


def test_a_finished_game_is_counted_per_game_and_mode(store, finished):
    record, state = finished
    assert store.record_game(record, state) is True
    figures = store.load().stats("tinygame", "2p")
    assert figures.played == 1
    assert figures.won == int(_human_won(record, state))
    ana = GAME.scores(state)[0].total
    assert [(best.name, best.score) for best in figures.best_scores] == [("Ana", ana)]


def test_a_game_is_counted_only_once(store, finished):
    record, state = finished
    store.record_game(record, state)
    assert store.record_game(record, state) is False
    assert store.load().stats("tinygame", "2p").played == 1


def test_wins_and_best_scores_accumulate_over_games(store):
    played = [play_tinygame(seed=seed, game_id=f"game{seed}") for seed in range(12)]
    for record, state in played:
        store.record_game(record, state)
    figures = StatisticsStore(StorePaths(store.path.parent)).load().stats("tinygame", "2p")
    ana_scores = sorted((GAME.scores(state)[0].total for _, state in played), reverse=True)
    assert figures.played == 12
    assert figures.won == sum(_human_won(record, state) for record, state in played)
    assert [best.score for best in figures.best_scores] == ana_scores[:10]
    assert figures.best == ana_scores[0]


def test_solo_games_are_a_mode_of_their_own(store):
    config = GAME.make_config(players=1, solo="squirrel", difficulty="hard")
    record = core.new_record(GAME, config, 4, game_id="solo1")
    record = play_match(GAME, config, [create_agent("random", GAME)], 4, record).record
    state = core.replay(record)
    store.record_game(record, state)
    assert mode_of(record.config) == "solo:squirrel:hard"
    figures = store.load().stats("tinygame", "solo:squirrel:hard")
    assert figures.played == 1 and figures.won == int(0 in GAME.winners(state))
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

"""Whole games: random and greedy games end cleanly, records replay, views hide what they
must, and saves, autosave, replay and statistics work for Duo."""

import pytest
from duo_kit import GAME, new, random_game

from everdell_desktop.ai import create_agent
from everdell_desktop.ai.match import play_match
from everdell_desktop.core import Action, GameRecord, IllegalAction, Rng, new_record, replay, verify
from everdell_desktop.games.duo.engine import CARDS
from everdell_desktop.games.duo.state import HARE, HIDDEN, TURTLE
from everdell_desktop.store import SaveStore, StatisticsStore, StorePaths, mode_of

CONFIGS = [
    {"players": 2},
    {"players": 1, "solo": "skunk", "difficulty": "easy"},
    {"players": 1, "solo": "skunk", "difficulty": "normal"},
    {"players": 1, "solo": "skunk", "difficulty": "hard"},
]


def _every_card(state):
    found = [*state.deck, *state.discard, *(c for c in state.meadow if c >= 0)]
    for hand in state.hands:
        found += hand
    for city in state.cities:
        found += city
    return sorted(found)


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: c.get("difficulty", "2p"))
def test_random_games_end_with_every_card_accounted_for(config):
    for seed in range(15):
        state = random_game(config, seed)
        assert state.over and state.season == 3
        assert _every_card(state) == list(range(len(CARDS)))


def test_a_game_lasts_four_seasons_of_twelve_actions():
    state = new()
    turns = []
    rng = Rng(1)
    while not state.over:
        if not state.pending:
            turns.append(state.season)
        GAME.apply(state, rng.choice([a for a in GAME.legal_actions(state) if a.kind != "trade"]))
    assert [turns.count(season) for season in range(4)] == [12, 12, 12, 12]


def _record(config, seed, agents=("random",)):
    game_config = GAME.make_config(**config)
    record = new_record(
        GAME,
        game_config,
        seed,
        game_id=f"duo-{config.get('difficulty', '2p')}-{seed}",
        seats=[{"name": "Ana", "agent": None}, {"name": "Bo", "agent": "random"}][
            : game_config.players
        ],
    )
    made = [create_agent(name, GAME) for name in agents]
    return play_match(GAME, game_config, made, seed, record).record


@pytest.mark.parametrize("config", CONFIGS[:2], ids=["2p", "solo"])
def test_a_recorded_game_replays_to_the_same_state(config):
    record = _record(config, 4)
    assert verify(record)
    halfway = len(record.actions) // 2
    assert GAME.state_hash(replay(record, upto=halfway)) != record.final_hash


def test_clone_is_independent():
    state = new()
    copy = state.clone()
    GAME.apply(copy, GAME.legal_actions(copy)[0])
    copy.hands[HARE].append(copy.deck.pop())
    copy.res[HARE][0] += 5
    assert GAME.state_hash(state) != GAME.state_hash(copy)
    assert GAME.state_hash(state) == GAME.state_hash(new())


def test_a_view_hides_the_deck_the_discard_pile_the_river_pile_and_the_other_hand():
    state = new()
    state.discard.append(state.deck.pop())
    seen = GAME.view(state, HARE)
    assert set(seen.deck) == {HIDDEN} and set(seen.discard) == {HIDDEN}
    assert set(seen.river_pile) == {HIDDEN} and set(seen.hands[TURTLE]) == {HIDDEN}
    assert seen.hands[HARE] == state.hands[HARE] and seen.meadow == state.meadow


def test_a_view_hides_the_options_of_the_other_players_discard_prompt():
    state = new()
    GAME.apply(state, _trade(state))
    assert GAME.view(state, TURTLE).pending[-1].options == ()
    assert GAME.view(state, HARE).pending[-1].options == state.pending[-1].options


def _trade(state):
    return next(a for a in GAME.legal_actions(state) if a.kind == "trade")


def test_determinize_fills_hidden_cards_consistently():
    state = new()
    filled = GAME.determinize(GAME.view(state, HARE), Rng(9))
    assert _every_card(filled) == list(range(len(CARDS)))
    assert filled.hands[HARE] == state.hands[HARE]
    assert len(filled.hands[TURTLE]) == len(state.hands[TURTLE])
    assert sorted(filled.river_pile) == sorted(state.river_pile)
    while filled.to_move() is not None:
        GAME.apply(filled, Rng(1).choice(GAME.legal_actions(filled)))


def test_an_illegal_action_is_refused_and_changes_nothing():
    state = new()
    before = GAME.state_hash(state)
    with pytest.raises(IllegalAction):
        GAME.apply(state, Action.parse("play(card=palace,src=hand)"))
    assert GAME.state_hash(state) == before


def test_saves_autosave_and_load_a_duo_game(tmp_path):
    saves = SaveStore(StorePaths(tmp_path))
    record = _record({"players": 2}, 6)
    unfinished = record.model_copy(update={"actions": record.actions[:40], "final_hash": None})
    state = replay(unfinished)
    saves.autosave(unfinished, state=state)
    assert saves.continue_entry() is not None
    loaded = saves.continue_game()
    assert GAME.state_hash(loaded.state) == GAME.state_hash(state)
    entry = saves.save(unfinished, "Duo evening", state=state)
    assert "Sun" in entry.progress or "Game over" in entry.progress
    assert GAME.state_hash(saves.load(entry).state) == GAME.state_hash(state)


def test_statistics_count_duo_games_per_mode(tmp_path):
    store = StatisticsStore(StorePaths(tmp_path))
    for config in CONFIGS[:2]:
        record = _record(config, 8)
        state = replay(record)
        assert store.record_game(record, state)
        figures = store.load().stats("duo", mode_of(record.config))
        assert figures.played == 1 and figures.best_scores[0].name == "Ana"
    assert mode_of(_record(CONFIGS[1], 8).config) == "solo:skunk:easy"


def test_greedy_plays_whole_games_in_every_mode():
    for config in CONFIGS:
        record = _record(config, 3, agents=("greedy",))
        assert isinstance(record, GameRecord) and record.final_hash

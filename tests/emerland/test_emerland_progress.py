"""``describe_progress``: the season and the turn of a saved game, as the load list shows it."""

from emerland_kit import GAME, new_game

from everdell_desktop.core import Rng, new_record
from everdell_desktop.games.emerland.data import AUTUMN, SPRING, SUMMER, WINTER
from everdell_desktop.store import SaveStore, StorePaths


def test_a_new_game_is_in_summer_on_turn_1():
    assert GAME.describe_progress(new_game(3)) == "Summer · turn 1"


def test_every_turn_handed_over_counts_once():
    state = new_game(2)
    rng = Rng(5)
    handovers = 0
    for _ in range(40):
        events = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        handovers += sum(event.kind == "turn_changed" for event in events)
    assert handovers > 3
    assert GAME.describe_progress(state).endswith(f" · turn {1 + handovers}")


def test_places_in_different_seasons_show_their_span():
    state = new_game(3)
    state.season[:] = [AUTUMN, WINTER, AUTUMN]
    assert GAME.describe_progress(state).startswith("Autumn–Winter · ")
    state.season[:] = [SPRING] * 3
    assert GAME.describe_progress(state).startswith("Spring · ")


def test_a_solo_game_counts_kotos_opening_turn_and_his_season():
    state = GAME.new_game(GAME.make_config(players=1, solo="koto", difficulty="normal"), 2)
    assert GAME.describe_progress(state) == "Summer · turn 2"  # he took turn 1
    state.season[1] = AUTUMN
    assert GAME.describe_progress(state) == "Summer–Autumn · turn 2"
    assert state.season[0] == SUMMER


def test_the_turn_survives_clone_and_does_not_change_the_state_hash():
    state = new_game(2)
    state.turn = 9
    assert state.clone().turn == 9
    assert GAME.state_hash(state) == GAME.state_hash(new_game(2))


def test_the_load_list_shows_season_and_turn(tmp_path):
    config = GAME.make_config(players=2)
    record = new_record(GAME, config, 11)
    state = GAME.new_game(config, 11)
    rng = Rng(11)
    for _ in range(25):
        action = rng.choice(GAME.legal_actions(state))
        GAME.apply(state, action)
        record.actions.append(action.encode())
    store = SaveStore(StorePaths(tmp_path))
    entry = store.save(record, "midgame")
    assert entry.progress == GAME.describe_progress(state)
    assert entry.progress.endswith(f" · turn {state.turn}") and state.turn > 1
    assert store.entries()[0].progress == entry.progress

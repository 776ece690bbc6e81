"""Emerge on the engine contract: hidden information, illegal moves, determinism, the action
space's size, and games played to the end at every table size."""

import pytest
from emerge_kit import GAME, T, discovery, dress, new_game, play, set_dice, solo_game

from everdell_desktop.core import Action, IllegalAction, Rng, new_record, replay, verify
from everdell_desktop.games.emerge.state import HIDDEN

CONFIGS = [
    {"players": 2},
    {"players": 3},
    {"players": 4},
    *({"players": 1, "solo": "rival", "difficulty": level} for level in ("easy", "normal", "hard")),
]


def test_view_hides_the_stack_and_face_down_vent_tokens():
    state = new_game(2)
    seen = GAME.view(state, 1)
    assert seen.stack == [HIDDEN] * len(state.stack)
    for vent, token in enumerate(state.vent_token):
        if token >= 0 and not state.vent_open[vent]:
            assert seen.vent_token[vent] == HIDDEN
        else:
            assert seen.vent_token[vent] == token
    assert seen.market == state.market and seen.rng.state != state.rng.state


def test_view_hides_the_rivals_deck_order():
    state = solo_game()
    seen = GAME.view(state, 0)
    assert seen.rival.deck == [HIDDEN] * len(state.rival.deck)
    assert seen.rival.discard == state.rival.discard


def test_determinize_fills_hidden_tokens_consistently():
    state = new_game(3, seed=5)
    world = GAME.determinize(GAME.view(state, 0), Rng(9))
    visible = [t for t in (*world.market, *world.vent_token, *world.stack) if t >= 0]
    held = [t for row in (*world.tokens, *world.spent) for t in row]
    assert sorted(visible + held) == list(range(32))
    assert world.market == state.market
    assert [v for v, t in enumerate(world.vent_token) if t >= 0] == [
        v for v, t in enumerate(state.vent_token) if t >= 0
    ]
    assert GAME.legal_actions(world) == GAME.legal_actions(state)


def test_determinize_rival_deck_holds_the_cards_not_yet_turned():
    state = solo_game("hard")
    world = GAME.determinize(GAME.view(state, 0), Rng(2))
    assert sorted(world.rival.deck + world.rival.discard) == list(
        range(len(T.rival_levels["hard"].deck))
    )


def test_an_illegal_action_is_refused_and_changes_nothing():
    state = discovery(2)
    set_dice(state, 0, "1")
    before = GAME.state_hash(state)
    for text in ("discover(island=1,what=plant)", "buy(token=nothing)", "pass(now=1)"):
        with pytest.raises(IllegalAction):
            play(state, text)
    assert GAME.state_hash(state) == before


def test_a_move_of_the_wrong_seat_is_refused():
    state = new_game(2)
    before = GAME.state_hash(state)
    with pytest.raises(IllegalAction):
        GAME.apply(state, Action.of("pass"))  # seat 0 is choosing tiles, nobody's turn yet
    assert GAME.state_hash(state) == before


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: str(c.get("difficulty", c["players"])))
def test_random_games_end_with_every_action_legal_and_replay_identically(config):
    for seed in range(3):
        state = GAME.new_game(GAME.make_config(**config), seed)
        record = new_record(GAME, GAME.make_config(**config), seed)
        rng = Rng(seed)
        while state.to_move() is not None:
            legal = GAME.legal_actions(state)
            assert legal and len(set(legal)) == len(legal)
            action = rng.choice(legal)
            assert GAME.parse_action(action.encode()) == action
            GAME.apply(state, action)
            record.actions.append(action.encode())
        record.final_hash = GAME.state_hash(state)
        assert GAME.state_hash(replay(record)) == record.final_hash and verify(record)


def test_the_action_space_stays_small():
    """Dice are a multiset and every choice is a single step: no decision of a random game
    offers more than a few dozen actions."""
    widest = 0
    for seed in range(5):
        state = new_game(4, seed=seed)
        rng = Rng(seed)
        while state.to_move() is not None:
            legal = GAME.legal_actions(state)
            widest = max(widest, len(legal))
            GAME.apply(state, rng.choice(legal))
    assert widest <= 60


def test_describe_every_action_of_a_game_in_words():
    state = new_game(2, seed=2)
    rng = Rng(2)
    seen = set()
    while state.to_move() is not None:
        for action in GAME.legal_actions(state):
            label = GAME.describe_action(state, action)
            assert label and "(" not in label.split(" ")[0] and "=" not in label
            seen.add(action.kind)
        GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    assert {"discover", "pass", "take_tile", "done"} <= seen
    assert GAME.describe_progress(state) == "Game over"


def test_discoveries_are_worded_with_whose_island_and_the_dice_they_cost():
    state = discovery(2, seed=1)
    dress(state, 1, bird=1)
    set_dice(state, 0, "11555666")
    labels = {a.encode(): GAME.describe_action(state, a) for a in GAME.legal_actions(state)}
    assert labels["discover(island=0,what=plant)"] == (
        "Discover a Plant on your island at North start (2 Plant dice)"
    )
    assert labels["discover(island=0,what=grow)"] == (
        "Grow your island at North start to medium (3 Tectonic dice)"
    )
    assert labels["discover(island=0,source=1,what=bird)"] == (
        "Steal the Bird on player 2's island at South start to your island at North start"
        " (3 Bird dice)"
    )

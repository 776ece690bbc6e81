"""Solo Mode, "Setup" and the turn order: a 2-player table, Koto starts, only the player
decides, and his moves are ordinary events with his seat."""

import pytest
from emerland_kit import GAME, T
from koto_kit import HUMAN, KOTO, blank, emeralds, koto_turn, play_out, solo_game

from everdell_desktop.core import GameRecord, new_record, replay
from everdell_desktop.games.emerland import koto
from everdell_desktop.games.emerland.board import LOCATION_INDEX, LOCATIONS, in_play
from everdell_desktop.games.emerland.data import EMERALD
from everdell_desktop.games.emerland.state import HIDDEN


def test_solo_setup_follows_the_two_player_setup():
    state = solo_game()
    assert state.num_seats == 1
    assert len(state.cities) == len(state.supply) == 2
    assert all(len(stacks) == 1 for stacks in state.path_stacks)  # single 2-player stacks
    offered = {a["loc"] for a in GAME.legal_actions(state) if a.kind == "place_worker"}
    overlays = [loc for loc in LOCATIONS if not in_play(LOCATION_INDEX[loc], 2)]
    assert overlays and not offered & set(overlays)


def test_player_draws_four_cards_and_gains_an_emerald():
    state = solo_game()
    assert len(state.hands[HUMAN]) == 4
    assert state.supply[HUMAN][EMERALD] == 1


def test_koto_receives_no_starting_cards_or_emerald():
    state = solo_game(seed=3)
    assert state.hands[KOTO] == []
    # his opening turn may already have earned Emeralds on the Emerald location, never more
    from_emerald_space = 2 * state.loc_workers[LOCATION_INDEX["green.emerald"]][KOTO]
    assert emeralds(state) == from_emerald_space


def test_koto_has_an_archaeologist_two_workers_and_two_helpers():
    state = blank()
    assert (state.workers_total[KOTO], state.helpers_total[KOTO]) == (2, 2)
    assert state.path_pos[KOTO] == 0


def test_koto_decks_are_shuffled_separately():
    state = solo_game(tricks=True)
    solo = state.solo
    for deck in koto.DECKS:
        pile, discard = solo.pile(deck)
        assert sorted(pile + discard) == list(range(9))
    assert solo.expedition_discard  # his opening turn revealed an Expedition card


def test_trick_deck_is_only_in_play_with_the_option():
    assert solo_game(tricks=False).solo.trick_deck == []
    assert len(solo_game(tricks=True).solo.trick_deck) == 9


def test_professor_koto_is_the_starting_player():
    state = solo_game()
    placed = state.workers_total[KOTO] + state.helpers_total[KOTO]
    assert state.workers[KOTO] + state.helpers[KOTO] < placed  # he has already placed
    assert state.to_move() == HUMAN
    assert state.workers[HUMAN] == 2 and state.helpers[HUMAN] == 2


def test_koto_takes_a_turn_after_each_player_turn():
    state = blank()
    before = len(state.solo.expedition_discard)
    action = next(a for a in GAME.legal_actions(state) if a.kind == "place_worker")
    events = GAME.apply(state, action)
    assert len(state.solo.expedition_discard) == before + 1
    turns = [e.params["seat"] for e in events if e.kind == "turn_changed"]
    assert turns == [KOTO, HUMAN]


def test_koto_moves_are_events_with_his_seat():
    state = blank()
    events = koto_turn(state)
    revealed = [e for e in events if e.kind == "koto_card_revealed"]
    placed = [e for e in events if e.kind == "meeple_placed"]
    assert revealed and revealed[0].params["seat"] == KOTO and revealed[0].params["reveals"]
    assert placed and all(e.params["seat"] == KOTO for e in placed)


@pytest.mark.parametrize("difficulty", ["normal", "hard"])
@pytest.mark.parametrize("tricks", [False, True])
def test_only_the_player_is_ever_asked_to_move(difficulty, tricks):
    for seed in range(4):
        state = solo_game(seed, difficulty, tricks)
        play_out(state, seed)  # asserts to_move() is the player at every step
        assert state.over and state.passed == [True, True]
        assert len(state.cities[KOTO]) == 15


def patient(rng):
    """A random player who only prepares or passes when nothing else is left: long games."""

    def choose(state, legal):
        busy = [a for a in legal if a.kind not in ("pass", "prepare")]
        return rng.choice(busy or legal)

    return choose


@pytest.mark.parametrize("difficulty", ["normal", "hard"])
def test_long_games_never_ask_koto_and_always_end(difficulty):
    from everdell_desktop.core import Rng

    for seed in range(3):
        state = solo_game(seed, difficulty, tricks=True)
        play_out(state, chooser=patient(Rng(seed)))
        # the random player builds a small city (3 to 13 cards over seeds 0-11)
        assert state.over and len(state.cities[HUMAN]) >= 3
        assert len(state.cities[KOTO]) == 15
        total = sum(b.total for b in GAME.scores(state))
        assert total > 0


def test_solo_config_is_checked():
    with pytest.raises(ValueError, match="difficulty"):
        GAME.make_config(players=1, solo="koto", difficulty="easy")
    with pytest.raises(ValueError, match="exactly 1 player"):
        GAME.make_config(players=2, solo="koto", difficulty="normal")
    with pytest.raises(ValueError, match="Professor Koto"):
        GAME.make_config(players=2, tricks=True)
    assert GAME.solo_bots == {"koto": ("normal", "hard", "normal-tricks", "hard-tricks")}


def test_view_hides_kotos_decks_and_determinize_refills_them():
    from everdell_desktop.core import Rng

    state = solo_game(tricks=True)
    seen = GAME.view(state, HUMAN)
    assert set(seen.solo.expedition) == {HIDDEN}
    assert seen.solo.expedition_discard == state.solo.expedition_discard
    world = GAME.determinize(seen, Rng(5))
    for deck in koto.DECKS:
        pile, discard = world.solo.pile(deck)
        assert sorted(pile + discard) == list(range(9))
    assert len(T.card_design) == sum(
        len(zone) for zone in (world.deck, world.discard, *world.hands, *world.cities)
    ) + sum(len(slot) for slot in world.plateau)


def test_a_solo_record_replays_to_the_same_state():
    state = solo_game(seed=9, difficulty="hard", tricks=True)
    record = new_record(
        GAME, GAME.make_config(players=1, solo="koto", difficulty="hard", tricks=True), 9
    )
    from everdell_desktop.core import Rng

    rng = Rng(2)
    for _ in range(40):
        if state.to_move() is None:
            break
        action = rng.choice(GAME.legal_actions(state))
        GAME.apply(state, action)
        record.actions.append(action.encode())
    again = replay(GameRecord.model_validate(record.model_dump()))
    assert GAME.state_hash(again) == GAME.state_hash(state)
    assert GAME.encode_state(state)["solo"]["difficulty"] == "hard"


def test_clone_copies_kotos_decks():
    state = solo_game(tricks=True)
    copy = state.clone()
    copy.solo.expedition.clear()
    assert state.solo.expedition

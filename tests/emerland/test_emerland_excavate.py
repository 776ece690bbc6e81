"""Excavate with your Archaeologist, Artifacts, the treasure chest and the Lost City."""

import pytest
from emerland_kit import (
    GAME,
    T,
    act,
    answer,
    clear_hand,
    give,
    have,
    legal,
    new_game,
    offered,
    picks,
    to_hand,
)

from everdell_desktop.core import IllegalAction
from everdell_desktop.games.emerland.effects import LOST_CITY

CHEST = next(i for i, a in enumerate(T.artifacts) if a[4])


def can_excavate(state):
    return any(a.kind == "excavate" for a in legal(state))


def excavate(state, cards):
    GAME.apply(state, act("excavate", cards=cards))
    while state.pending and state.pending[-1].kind == "excavate_discard":
        answer(state, offered(state)[0])


def test_excavate_pays_the_next_steps_cost_and_discards_at_least_one_card():
    state = new_game()
    cost = T.path_steps[0].cost
    assert not can_excavate(state)  # summer step costs a fig
    give(state, 0, fig=1)
    assert [a["cards"] for a in legal(state) if a.kind == "excavate"] == [1, 2, 3]
    hand = list(state.hands[0])
    excavate(state, 2)
    assert have(state, 0, "fig") == 1 - cost[2]
    assert len(state.hands[0]) == 1 and len(state.discard) == 2
    assert set(state.discard) <= set(hand)
    assert state.path_pos[0] == 1


def test_excavate_needs_a_card_to_discard():
    state = new_game()
    give(state, 0, fig=1)
    clear_hand(state, 0)
    assert not can_excavate(state)
    with pytest.raises(IllegalAction):
        GAME.apply(state, act("excavate", cards=0))


def test_one_artifact_drawn_per_discarded_card_and_only_one_kept():
    state = new_game()
    give(state, 0, fig=1)
    state.bag = [b for b in state.bag if b != CHEST]
    excavate(state, 3)
    prompt = state.pending[-1]
    assert prompt.kind == "keep_artifact" and len(picks(prompt)) == 3
    keep = picks(prompt)[1]
    answer(state, keep)
    while state.pending:
        answer(state, offered(state)[0])
    assert state.artifacts[0] == [keep]
    assert len(state.bag) == 43 and keep not in state.bag
    assert all(other in state.bag for other in picks(prompt) if other != keep)


def test_drawn_artifacts_are_revealed_to_everyone():
    state = new_game()
    give(state, 0, fig=1)
    GAME.apply(state, act("excavate", cards=1))
    events = []
    while state.pending:
        events += answer(state, offered(state)[0])
    drawn = [e for e in events if e.kind == "artifacts_drawn"]
    assert drawn and drawn[0].params["reveals"]


def test_keeping_the_treasure_chest_draws_and_keeps_another_artifact():
    state = new_game()
    give(state, 0, fig=1)
    state.bag = [CHEST, 5]
    excavate(state, 1)
    assert state.artifacts[0][0] == CHEST
    while state.pending:
        answer(state, offered(state)[0])
    assert state.artifacts[0] == [CHEST, 5] and state.bag == []


def test_point_token_stack_with_the_most_tokens_is_taken():
    state = new_game(3)
    give(state, 0, fig=1)
    excavate(state, 1)
    assert have(state, 0, "points") == T.path_steps[0].stacks[0]
    assert state.path_stacks[0] == list(T.path_steps[0].stacks[1:])


def test_two_player_single_stack_goes_to_the_first_arrival_only():
    state = new_game(2)
    state.path_pos = [0, 0]
    give(state, 0, fig=1)
    give(state, 1, fig=1)
    excavate(state, 1)
    while state.pending:
        answer(state, offered(state)[0])
    excavate(state, 1)
    while state.pending:
        answer(state, offered(state)[0])
    assert have(state, 0, "points") == max(T.path_steps[0].stacks) and have(state, 1, "points") == 0


def test_summer_allows_only_the_first_space():
    state = new_game()
    state.path_pos[0] = 1
    give(state, 0, fig=5, bamboo=5, leaf=5, marble=5)
    assert not can_excavate(state)


@pytest.mark.parametrize("season, reachable", [(0, 1), (1, 2), (2, 3), (3, LOST_CITY)])
def test_season_caps_how_far_the_archaeologist_may_go(season, reachable):
    state = new_game()
    state.season[0] = season
    state.path_pos[0] = reachable - 1
    give(state, 0, fig=5, bamboo=5, leaf=5, marble=5)
    assert can_excavate(state)
    if reachable < LOST_CITY:
        state.path_pos[0] = reachable
        assert not can_excavate(state)


def test_skipped_seasons_catch_up_but_only_one_space_per_turn():
    state = new_game()
    state.season[0] = 2  # winter, never moved: may reach space 3
    give(state, 0, fig=5, bamboo=5, leaf=5, marble=5)
    excavate(state, 1)
    while state.pending:
        answer(state, offered(state)[0])
    assert state.path_pos[0] == 1
    assert state.to_move() == 1  # excavating was the whole turn
    state.current = 0
    assert can_excavate(state)  # next turn: the next space


def test_excavate_effect_may_not_move_twice_in_one_turn():
    state = new_game()
    state.season[0] = 3
    state.moved_this_turn = True
    give(state, 0, bamboo=2)
    bridge = to_hand(state, 0, "rope_bridge")  # traveler: excavate (free)
    state.moved_this_turn = False
    GAME.apply(state, act("play_card", card=bridge, harp=-1))
    assert state.path_pos[0] == 1
    state.current = 0
    state.moved_this_turn = True
    bridge2 = to_hand(state, 0, "rope_bridge")
    give(state, 0, bamboo=2)
    GAME.apply(state, act("play_card", card=bridge2, harp=-1))
    assert state.path_pos[0] == 1


def test_entering_the_lost_city_takes_the_best_open_space():
    state = new_game(3)
    for seat in range(3):
        state.season[seat] = 3
        state.path_pos[seat] = LOST_CITY - 1
        give(state, seat, fig=5, bamboo=5, leaf=5, marble=5)
    order = sorted(range(len(T.lost_city_spaces)), key=lambda i: -T.lost_city_spaces[i])
    for seat in range(3):
        excavate(state, 1)
        while state.pending:
            answer(state, offered(state)[0])
        assert state.path_pos[seat] == LOST_CITY
        assert state.lost_city_space[seat] == order[seat]


def test_no_moves_beyond_the_lost_city():
    state = new_game()
    state.season[0] = 3
    state.path_pos[0] = LOST_CITY
    state.lost_city_space[0] = 0
    give(state, 0, fig=5, bamboo=5, leaf=5, marble=5)
    assert not can_excavate(state)


def test_one_lost_city_space_is_worth_three():
    assert 3 in T.lost_city_spaces


def test_a_nearly_empty_bag_yields_what_it_still_holds():
    state = new_game()
    give(state, 0, fig=1)
    state.bag = [7]
    excavate(state, 3)
    assert state.artifacts[0] == [7] and state.bag == [] and not state.pending

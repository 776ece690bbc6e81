"""The 14 Goal Cards, each claimed at once for 5/3/2/1, once per player."""

import pytest
from emerge_kit import (
    GAME,
    T,
    add_island,
    discovery,
    dress,
    give,
    kinds,
    play,
    put_goal,
    set_dice,
)

from everdell_desktop.games.emerge import goals


def with_goal(key, players=2):
    """A game in its first Discovery turn with ``key`` among the goals in play (slot 0)."""
    state = discovery(players)
    put_goal(state, key)
    return state


def claimed(state, place=0):
    return [T.goals[state.goals[s]].key for s, c in enumerate(state.claims) if place in c]


def claim_values(events):
    return [(e.params["goal"], e.params["value"]) for e in events if e.kind == "goal_claimed"]


def test_goal_ambitious_turtle_on_an_island_already_large():
    state = with_goal("ambitious_turtle")
    dress(state, 0, height=3, crab=1)
    set_dice(state, 0, "333")
    events = play(state, "discover(island=0,what=turtle)")
    assert claim_values(events) == [("ambitious_turtle", 5)]


def test_goal_ambitious_turtle_not_when_the_island_grows_after_the_turtle():
    state = with_goal("ambitious_turtle")
    give(state, 0, "turtle_grows")
    dress(state, 0, height=2, crab=1)
    set_dice(state, 0, "333")
    play(state, "discover(island=0,what=turtle)")
    play(state, "use(island=0,token=turtle_grows)")
    assert state.islands[0][2] == 3 and claimed(state) == []


def test_goal_cohabitate_crab_and_turtle_on_one_island_in_one_round():
    state = with_goal("cohabitate")
    set_dice(state, 0, "22")
    play(state, "discover(island=0,what=crab)")
    state.current = 0
    set_dice(state, 0, "333")
    events = play(state, "discover(island=0,what=turtle)")
    assert ("cohabitate", 5) in claim_values(events)


def test_goal_cohabitate_not_across_two_rounds():
    state = with_goal("cohabitate")
    dress(state, 0, crab=1)  # placed in an earlier round
    set_dice(state, 0, "333")
    play(state, "discover(island=0,what=turtle)")
    assert claimed(state) == []


def test_goal_forest_kingdom_four_plants_on_two_islands():
    state = with_goal("forest_kingdom")
    add_island(state, 0, plants=4)
    dress(state, 0, plants=3)
    set_dice(state, 0, "66")
    events = play(state, "discover(island=0,source=-1,what=bird)")
    assert ("forest_kingdom", 5) in claim_values(events)


def test_goal_overgrowth_three_plants_on_one_island_in_one_round():
    state = with_goal("overgrowth")
    give(state, 0, "steal_trees")
    dress(state, 1, bird=1)
    set_dice(state, 0, "666")
    play(state, "discover(island=0,source=1,what=bird)")  # the Bird's Plant: 1 this round
    assert claimed(state) == []
    events = play(state, "use(island=0,token=steal_trees)")  # 2 more: 3 this round
    assert ("overgrowth", 5) in claim_values(events)


def test_goal_crabs_emerge_two_crabs_in_one_round():
    state = with_goal("crabs_emerge")
    other = add_island(state, 0, plants=1)
    set_dice(state, 0, "22")
    play(state, "discover(island=0,what=crab)")
    assert claimed(state) == []
    state.current = 0
    set_dice(state, 0, "22")
    events = play(state, f"discover(island={other},what=crab)")
    assert ("crabs_emerge", 5) in claim_values(events)


def test_goal_age_of_crustaceans_crabs_on_four_of_your_islands():
    state = with_goal("age_of_crustaceans")
    for _ in range(3):
        add_island(state, 0, plants=1, crab=1)
    dress(state, 1, crab=1)  # another player's Crab does not count
    set_dice(state, 0, "22")
    events = play(state, "discover(island=0,what=crab)")
    assert ("age_of_crustaceans", 5) in claim_values(events)


def test_goal_archipelago_all_four_small_islands():
    state = with_goal("archipelago")
    add_island(state, 0)
    add_island(state, 0)
    set_dice(state, 0, "5")
    vent = next(v for v, island in enumerate(state.vent_island) if island < 0)
    events = play(state, f"discover(vent={vent},what=island)")
    assert ("archipelago", 5) in claim_values(events)


def test_goal_plate_convergence_three_medium_pieces_large_islands_count():
    state = with_goal("plate_convergence")
    add_island(state, 0, height=3)
    add_island(state, 0, height=2)
    set_dice(state, 0, "555")
    events = play(state, "discover(island=0,what=grow)")
    assert ("plate_convergence", 5) in claim_values(events)


def test_goal_opportunist_steal_two_birds_in_one_round():
    state = with_goal("opportunist")
    second = add_island(state, 0, plants=1)
    dress(state, 1, bird=1)
    theirs = add_island(state, 1, plants=1, bird=1)
    set_dice(state, 0, "666")
    play(state, "discover(island=0,source=1,what=bird)")
    assert claimed(state) == []
    state.current = 0
    set_dice(state, 0, "666")
    events = play(state, f"discover(island={second},source={theirs},what=bird)")
    assert ("opportunist", 5) in claim_values(events)


def test_goal_opportunist_moving_your_own_bird_is_not_stealing():
    state = with_goal("opportunist")
    mine = add_island(state, 0, plants=1, bird=1)
    set_dice(state, 0, "666")
    play(state, f"discover(island=0,source={mine},what=bird)")
    assert state.steals_round[0] == 0


def test_goal_vantage_point_birds_on_two_large_islands_at_once():
    state = with_goal("vantage_point")
    add_island(state, 0, height=3, bird=1)
    dress(state, 0, height=3)
    set_dice(state, 0, "66")
    events = play(state, "discover(island=0,source=-1,what=bird)")
    assert ("vantage_point", 5) in claim_values(events)


def test_goal_seals_emerge_place_a_seal():
    state = with_goal("seals_emerge")
    dress(state, 0, crab=1, turtle=1)
    set_dice(state, 0, "4444")
    events = play(state, "discover(island=0,what=seal)")
    assert ("seals_emerge", 5) in claim_values(events)


def test_goal_seal_paradise_seals_on_two_islands():
    state = with_goal("seal_paradise")
    add_island(state, 0, plants=1, crab=1, turtle=1, seal=1)
    dress(state, 0, crab=1, turtle=1)
    set_dice(state, 0, "4444")
    events = play(state, "discover(island=0,what=seal)")
    assert ("seal_paradise", 5) in claim_values(events)


def test_goal_strategist_two_tokens_in_one_turn():
    state = with_goal("strategist")
    give(state, 0, "turtle_cheap")
    give(state, 0, "turtle_grows")
    dress(state, 0, crab=1)
    set_dice(state, 0, "33")
    play(state, "discover(island=0,token=turtle_cheap,what=turtle)")
    assert claimed(state) == []
    events = play(state, "use(island=0,token=turtle_grows)")
    assert ("strategist", 5) in claim_values(events)


def test_goal_strategist_not_over_two_turns():
    state = with_goal("strategist")
    give(state, 0, "crab_cheap")
    give(state, 0, "reroll")
    set_dice(state, 0, "2")
    play(state, "discover(island=0,token=crab_cheap,what=crab)")
    play(state, "pass()")
    set_dice(state, 0, "5")
    play(state, "use(token=reroll)")
    play(state, "reroll(face=5)")
    assert state.tokens_round[0] == 2 and claimed(state) == []


def test_goal_mastermind_three_tokens_in_one_round():
    state = with_goal("mastermind")
    give(state, 0, "crab_cheap")
    give(state, 0, "reroll")
    give(state, 0, "refresh")
    set_dice(state, 0, "25")
    state.tiles_used[0][0] = True
    play(state, "use(token=refresh)")
    play(state, "use(token=reroll)")
    play(state, "reroll(face=5)")
    play(state, "done()")
    set_dice(state, 0, "2")
    events = play(state, "discover(island=0,token=crab_cheap,what=crab)")
    assert ("mastermind", 5) in claim_values(events)


def test_goals_pay_five_three_two_one_in_claim_order():
    state = with_goal("seals_emerge", players=4)
    for place in range(4):
        dress(state, place, crab=1, turtle=1, seal=1)
        goals.check(state, place, [])
    assert [goals.points(state, place) for place in range(4)] == [5, 3, 2, 1]


def test_goals_are_completed_once_per_player():
    state = with_goal("seals_emerge")
    dress(state, 0, crab=1, turtle=1, seal=1)
    goals.check(state, 0, [])
    add_island(state, 0, plants=1, crab=1, turtle=1, seal=1)
    events = []
    goals.check(state, 0, events)
    assert state.claims[0] == [0] and events == [] and goals.points(state, 0) == 5


@pytest.mark.parametrize("key", [goal.key for goal in T.goals])
def test_every_goal_has_a_check_that_a_fresh_board_does_not_meet(key):
    state = with_goal(key)
    assert not goals.completed(state, 0, T.goals[T.goal_index[key]])


def test_a_claim_is_an_event_the_table_shows():
    state = with_goal("seals_emerge")
    dress(state, 0, crab=1, turtle=1)
    set_dice(state, 0, "4444")
    assert "goal_claimed" in kinds(play(state, "discover(island=0,what=seal)"))
    assert GAME.scores(state)[0].categories["goals"] == 5

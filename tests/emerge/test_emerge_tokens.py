"""Research tokens: the market, buying, and each of the 16 token types."""

from emerge_kit import (
    GAME,
    T,
    add_island,
    cover,
    discovery,
    dress,
    faces_on,
    give,
    kinds,
    legal,
    play,
    set_dice,
    to_market,
)

from everdell_desktop.core.kernel import DECLINE
from everdell_desktop.games.emerge.state import BIRD_ON, CRAB_ON, HEIGHT, PLANTS, SEAL_ON, TURTLE_ON


def spent_keys(state, place):
    return [T.token_types[T.token_of[t]].key for t in state.spent[place]]


# --- the market -------------------------------------------------------------------------------
def test_buying_a_token_costs_any_two_dice_and_refills_the_market():
    state = discovery(2)
    token = to_market(state, 0, "reroll")
    set_dice(state, 0, "16")
    stack = len(state.stack)
    play(state, "buy(token=reroll)")
    assert token in state.tokens[0] and faces_on(state, 0) == ""
    assert state.market[0] >= 0 and len(state.stack) == stack - 1


def test_buying_asks_which_two_dice_when_there_is_a_choice():
    state = discovery(2)
    to_market(state, 0, "reroll")
    set_dice(state, 0, "116")
    play(state, "buy(token=reroll)")
    assert legal(state) == {"pay(dice=[1,1])", "pay(dice=[1,6])"}
    play(state, "pay(dice=[1,6])")
    assert faces_on(state, 0) == "1"


def test_buying_needs_two_dice():
    state = discovery(2)
    set_dice(state, 0, "3")
    assert not any(a.startswith("buy(") for a in legal(state))


def test_identical_market_tokens_are_one_choice():
    state = discovery(2)
    to_market(state, 0, "reroll")
    state.market[1] = [t for t, k in enumerate(T.token_of) if k == T.token_index["reroll"]][1]
    state.stack = [t for t in state.stack if t != state.market[1]]
    set_dice(state, 0, "12")
    assert sum(1 for a in legal(state) if a == "buy(token=reroll)") == 1


def test_after_buying_no_more_discoveries_this_round():
    state = discovery(2)
    to_market(state, 0, "reroll")
    set_dice(state, 0, "2222")
    play(state, "buy(token=reroll)")  # one way to pay: two 2s, taken at once
    play(state, "pass()")  # seat 1
    assert state.to_move() == 0 and faces_on(state, 0) == "22"
    assert not any(a.startswith("discover(") for a in legal(state))
    assert any(a.startswith("buy(") for a in legal(state))  # buying goes on, one per turn


def test_one_token_bought_per_turn():
    state = discovery(2)
    to_market(state, 0, "reroll")
    to_market(state, 1, "refresh")
    set_dice(state, 0, "1111")
    play(state, "buy(token=reroll)")
    assert state.to_move() == 1  # buying was the turn; the next token waits for the next turn


def test_tokens_cannot_be_used_in_the_round_they_were_bought():
    state = discovery(2)
    to_market(state, 0, "reroll")
    set_dice(state, 0, "1166")
    play(state, "buy(token=reroll)")
    play(state, "pay(dice=[1,1])")
    play(state, "pass()")  # seat 1
    assert state.to_move() == 0 and "use(token=reroll)" not in legal(state)
    play(state, "pass()")
    while state.pending:  # round 2: the tiles and kept dice of both seats
        GAME.apply(state, GAME.legal_actions(state)[-1])
    play(state, "pass()")  # seat 1 holds the anchor now
    assert state.to_move() == 0 and "use(token=reroll)" in legal(state)


def test_a_token_taken_from_a_vent_is_usable_at_once():
    state = discovery(2)
    vent = next(v for v in range(len(T.vents)) if state.vent_token[v] >= 0)
    state.vent_token[vent] = give(state, 1, "reroll")
    state.tokens[1].remove(state.vent_token[vent])
    set_dice(state, 0, "55")
    play(state, f"discover(vent={vent},what=island)")
    play(state, "pass()")
    set_dice(state, 1, "")
    play(state, "pass()")  # round 2: seat 1 first
    while state.pending:
        GAME.apply(state, GAME.legal_actions(state)[-1])
    play(state, "pass()")
    assert "use(token=reroll)" in legal(state)


def test_an_empty_stack_is_rebuilt_from_the_used_tokens():
    state = discovery(2)
    state.stack = []
    used = give(state, 1, "refresh")
    state.tokens[1].remove(used)
    state.spent[1].append(used)
    to_market(state, 0, "reroll")
    set_dice(state, 0, "12")
    events = play(state, "buy(token=reroll)")
    assert state.market[0] == used and state.spent[1] == []
    assert "deck_reshuffled" in kinds(events)


def test_a_market_slot_stays_empty_when_no_token_is_left():
    state = discovery(2)
    state.stack = []
    to_market(state, 0, "reroll")
    set_dice(state, 0, "12")
    play(state, "buy(token=reroll)")
    assert state.market[0] == -1


def test_research_tokens_are_single_use():
    state = discovery(2)
    token = give(state, 0, "crab_cheap")
    set_dice(state, 0, "2")
    play(state, "discover(island=0,token=crab_cheap,what=crab)")
    assert token not in state.tokens[0] and token in state.spent[0]


# --- the 16 types -------------------------------------------------------------------------
def test_token_turtle_for_two_dice():
    state = discovery(2)
    give(state, 0, "turtle_cheap")
    dress(state, 0, crab=1)
    set_dice(state, 0, "33")
    play(state, "discover(island=0,token=turtle_cheap,what=turtle)")
    assert state.islands[0][TURTLE_ON] == 1 and spent_keys(state, 0) == ["turtle_cheap"]


def test_token_when_you_place_a_turtle_grow_that_island():
    state = discovery(2)
    give(state, 0, "turtle_grows")
    dress(state, 0, crab=1)
    set_dice(state, 0, "333")
    play(state, "discover(island=0,what=turtle)")
    assert state.pending[-1].kind == "trigger"
    assert legal(state) == {"use(island=0,token=turtle_grows)", "decline()"}
    play(state, "use(island=0,token=turtle_grows)")
    assert state.islands[0][HEIGHT] == 2


def test_token_when_you_place_a_turtle_add_a_tree():
    state = discovery(2)
    give(state, 0, "turtle_tree")
    dress(state, 0, crab=1)
    set_dice(state, 0, "333")
    play(state, "discover(island=0,what=turtle)")
    play(state, "use(island=0,token=turtle_tree)")
    assert state.islands[0][PLANTS] == 2


def test_token_two_crabs_for_three_dice():
    state = discovery(2)
    give(state, 0, "crab_pair")
    other = add_island(state, 0, plants=1)
    set_dice(state, 0, "222")
    play(state, f"discover(islands=[0,{other}],token=crab_pair,what=crab_pair)")
    assert state.islands[0][CRAB_ON] == state.islands[other][CRAB_ON] == 1
    assert faces_on(state, 0) == "" and state.supply[1] == 14


def test_two_crabs_pair_only_islands_whose_next_animal_is_a_crab():
    state = discovery(2)
    give(state, 0, "crab_pair")
    ready = add_island(state, 0, plants=1)
    add_island(state, 0, plants=1, crab=1)  # its next animal is a Turtle
    add_island(state, 0)  # no Plant yet: no animal at all
    set_dice(state, 0, "222")
    pairs = {a for a in legal(state) if "what=crab_pair" in a}
    assert pairs == {f"discover(islands=[0,{ready}],token=crab_pair,what=crab_pair)"}


def test_token_one_crab_for_one_die():
    state = discovery(2)
    give(state, 0, "crab_cheap")
    set_dice(state, 0, "2")
    assert "discover(island=0,what=crab)" not in legal(state)
    play(state, "discover(island=0,token=crab_cheap,what=crab)")
    assert state.islands[0][CRAB_ON] == 1


def test_token_when_you_place_two_crabs_in_a_round_grow_one_of_those_islands():
    state = discovery(2)
    give(state, 0, "crab_pair_grows")
    other = add_island(state, 0, plants=1)
    set_dice(state, 0, "22")
    play(state, "discover(island=0,what=crab)")
    assert not state.pending  # one Crab so far: nothing fires
    state.current = 0
    set_dice(state, 0, "22")
    play(state, f"discover(island={other},what=crab)")
    assert legal(state) == {
        "use(island=0,token=crab_pair_grows)",
        f"use(island={other},token=crab_pair_grows)",
        "decline()",
    }
    play(state, "use(island=0,token=crab_pair_grows)")
    assert state.islands[0][HEIGHT] == 2


def test_the_second_crab_grows_only_an_island_of_its_seat_that_got_a_crab_this_round():
    """The token's choice is "one of their islands", the two Crabs': not the seat's island
    that got a Turtle this round, nor the other seat's island that got a Crab."""
    state = discovery(2)
    give(state, 0, "crab_pair_grows")
    turtles = add_island(state, 0, plants=1, crab=1)
    theirs = add_island(state, 1, plants=1)
    state.current = 1
    set_dice(state, 1, "22")
    play(state, f"discover(island={theirs},what=crab)")
    other = add_island(state, 0, plants=1)
    state.current = 0
    set_dice(state, 0, "333")
    play(state, f"discover(island={turtles},what=turtle)")
    for island in (0, other):
        state.current = 0
        set_dice(state, 0, "22")
        play(state, f"discover(island={island},what=crab)")
    assert legal(state) == {
        "use(island=0,token=crab_pair_grows)",
        f"use(island={other},token=crab_pair_grows)",
        "decline()",
    }


def test_a_third_crab_in_a_round_still_offers_growing_one_of_this_rounds_crab_islands():
    """Two Crabs placed this round is what the token asks; a third keeps that true, so a
    token got after the second is offered at the third."""
    state = discovery(2)
    second = add_island(state, 0, plants=1)
    third = add_island(state, 0, plants=1)
    for island in (0, second):
        state.current = 0
        set_dice(state, 0, "22")
        play(state, f"discover(island={island},what=crab)")
    give(state, 0, "crab_pair_grows")
    state.current = 0
    set_dice(state, 0, "22")
    play(state, f"discover(island={third},what=crab)")
    assert legal(state) == {
        "use(island=0,token=crab_pair_grows)",
        f"use(island={second},token=crab_pair_grows)",
        f"use(island={third},token=crab_pair_grows)",
        "decline()",
    }


def test_token_when_you_place_a_seal_add_a_tree():
    state = discovery(2)
    give(state, 0, "seal_tree")
    dress(state, 0, crab=1, turtle=1)
    set_dice(state, 0, "4444")
    play(state, "discover(island=0,what=seal)")
    play(state, "use(island=0,token=seal_tree)")
    assert state.islands[0][SEAL_ON] == 1 and state.islands[0][PLANTS] == 2


def test_token_one_seal_for_three_dice():
    state = discovery(2)
    give(state, 0, "seal_cheap")
    dress(state, 0, crab=1, turtle=1)
    set_dice(state, 0, "444")
    play(state, "discover(island=0,token=seal_cheap,what=seal)")
    assert state.islands[0][SEAL_ON] == 1


def test_token_reroll_any_number_of_dice():
    state = discovery(2)
    give(state, 0, "reroll")
    set_dice(state, 0, "1136")
    play(state, "use(token=reroll)")
    assert state.to_move() == 0 and state.pending[-1].kind == "reroll_dice"
    play(state, "reroll(face=1)")
    play(state, "reroll(face=1)")
    assert "reroll(face=1)" not in legal(state)
    events = play(state, "done()")
    rolled = next(e for e in events if e.kind == "dice_rolled")
    assert len(rolled.params["faces"]) == 2 and sum(state.dice[0]) == 4
    assert state.dice[0][2] >= 1 and state.dice[0][5] >= 1  # the 3 and the 6 were kept
    assert not state.pending and state.to_move() == 0  # a free action: the turn goes on


def test_token_refresh_all_your_modifier_tiles():
    state = discovery(2)
    give(state, 0, "refresh")
    cover(state, 0, 2, "turtle")
    set_dice(state, 0, "12")
    assert "use(token=refresh)" not in legal(state)  # nothing to refresh yet
    play(state, "power(tile=turtle)")
    play(state, "change(face=1,to=6)")
    assert "power(tile=turtle)" not in legal(state)
    play(state, "use(token=refresh)")
    assert "power(tile=turtle)" in legal(state)


def test_token_grow_medium_to_large_for_three_dice():
    state = discovery(2)
    give(state, 0, "grow_large_cheap")
    dress(state, 0, height=2)
    set_dice(state, 0, "555")
    play(state, "discover(island=0,token=grow_large_cheap,what=grow)")
    assert state.islands[0][HEIGHT] == 3


def test_token_grow_small_to_medium_for_two_dice():
    state = discovery(2)
    give(state, 0, "grow_medium_cheap")
    give(state, 0, "grow_large_cheap")
    set_dice(state, 0, "55")
    grows = {a for a in legal(state) if "what=grow" in a}
    assert grows == {"discover(island=0,token=grow_medium_cheap,what=grow)"}
    play(state, "discover(island=0,token=grow_medium_cheap,what=grow)")
    assert state.islands[0][HEIGHT] == 2


def test_token_steal_a_bird_for_two_dice():
    state = discovery(2)
    give(state, 0, "steal_cheap")
    dress(state, 1, bird=1)
    mine = add_island(state, 0, plants=1, bird=1)
    set_dice(state, 0, "66")
    birds = {a for a in legal(state) if "what=bird" in a}
    assert "discover(island=0,source=1,token=steal_cheap,what=bird)" in birds
    assert f"discover(island=0,source={mine},token=steal_cheap,what=bird)" not in birds  # own
    play(state, "discover(island=0,source=1,token=steal_cheap,what=bird)")
    assert state.islands[0][BIRD_ON] == 1 and state.islands[1][BIRD_ON] == 0


def test_token_when_you_steal_a_bird_grow_the_island_it_lands_on():
    state = discovery(2)
    give(state, 0, "steal_grows")
    dress(state, 1, bird=1)
    set_dice(state, 0, "666")
    play(state, "discover(island=0,source=1,what=bird)")
    play(state, "use(island=0,token=steal_grows)")
    assert state.islands[0][HEIGHT] == 2


def test_token_when_you_steal_a_bird_add_two_trees():
    state = discovery(2)
    give(state, 0, "steal_trees")
    dress(state, 1, bird=1)
    set_dice(state, 0, "666")
    play(state, "discover(island=0,source=1,what=bird)")
    assert state.islands[0][PLANTS] == 2  # the Bird's own Plant
    play(state, "use(island=0,token=steal_trees)")
    assert state.islands[0][PLANTS] == 4


def test_token_stealing_tokens_do_not_fire_on_a_mainland_bird():
    state = discovery(2)
    give(state, 0, "steal_grows")
    set_dice(state, 0, "66")
    play(state, "discover(island=0,source=-1,what=bird)")
    assert not state.pending and state.islands[0][HEIGHT] == 1


def test_token_when_the_fourth_tree_lands_grow_that_island():
    state = discovery(2)
    give(state, 0, "fourth_tree_grows")
    dress(state, 0, plants=3)
    set_dice(state, 0, "66")
    play(state, "discover(island=0,source=-1,what=bird)")
    assert legal(state) == {"use(island=0,token=fourth_tree_grows)", "decline()"}
    play(state, "use(island=0,token=fourth_tree_grows)")
    assert state.islands[0][HEIGHT] == 2


def test_token_tree_tokens_may_bring_the_fourth_tree_and_chain():
    state = discovery(2)
    give(state, 0, "turtle_tree")
    give(state, 0, "fourth_tree_grows")
    dress(state, 0, plants=3, crab=1)
    set_dice(state, 0, "333")
    play(state, "discover(island=0,what=turtle)")
    play(state, "use(island=0,token=turtle_tree)")
    assert state.islands[0][PLANTS] == 4
    play(state, "use(island=0,token=fourth_tree_grows)")
    assert state.islands[0][HEIGHT] == 2


def test_a_trigger_token_may_be_kept_for_later():
    state = discovery(2)
    token = give(state, 0, "turtle_grows")
    dress(state, 0, crab=1)
    set_dice(state, 0, "333")
    play(state, "discover(island=0,what=turtle)")
    GAME.apply(state, DECLINE)
    assert token in state.tokens[0] and state.islands[0][HEIGHT] == 1


def test_a_discount_token_discovery_is_the_turns_one_discovery():
    state = discovery(2)
    give(state, 0, "crab_cheap")
    other = add_island(state, 0, plants=1)
    set_dice(state, 0, "2222")
    play(state, "discover(island=0,token=crab_cheap,what=crab)")
    assert state.to_move() == 1 and state.islands[other][CRAB_ON] == 0


def test_a_discount_still_needs_dice_of_the_discoverys_type():
    state = discovery(2)
    give(state, 0, "crab_cheap")
    set_dice(state, 0, "13456")
    assert not any("what=crab" in a for a in legal(state))


def test_tokens_are_bought_only_on_a_discovery_turn():
    """The rulebook's second sample round shows a purchase before the Ship phase; we keep
    purchases to turns of the Discovery phase."""
    state = discovery(2)
    set_dice(state, 0, "1234")
    play(state, "pass()")
    play(state, "pass()")
    assert state.pending[-1].kind == "modify"
    assert not any(a.startswith("buy(") for a in legal(state))

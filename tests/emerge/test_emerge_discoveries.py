"""The six Discovery spaces: Tectonic, Plants, Crab -> Turtle -> Seal, Birds; and paying."""

import pytest
from emerge_kit import (
    GAME,
    T,
    add_island,
    cover,
    discovery,
    dress,
    faces_on,
    give,
    home,
    kinds,
    legal,
    play,
    set_dice,
)

from everdell_desktop.core import IllegalAction
from everdell_desktop.games.emerge.state import BIRD_ON, CRAB_ON, HEIGHT, PLANTS, SEAL_ON, TURTLE_ON


def _told(events, kind):
    """What each event of ``kind`` tells (the log and the window read these)."""
    return [e.params for e in events if e.kind == kind]


def discoveries(state):
    return {a for a in legal(state) if a.startswith("discover(")}


# --- Tectonic -------------------------------------------------------------------------------
def test_tectonic_small_island_on_any_empty_vent_for_one_die():
    state = discovery(2)
    set_dice(state, 0, "5")
    empty = [v for v, island in enumerate(state.vent_island) if island < 0]
    offered = {a for a in discoveries(state) if "what=island" in a}
    assert offered == {f"discover(vent={v},what=island)" for v in empty} and len(empty) == 18
    events = play(state, f"discover(vent={empty[5]},what=island)")
    index = state.vent_island[empty[5]]
    assert state.islands[index][HEIGHT] == 1 and state.islands[index][0] == 0
    assert _told(events, "island_placed") == [{"seat": 0, "island": index, "vent": empty[5]}]
    assert state.pieces[0] == [2, 4, 4] and faces_on(state, 0) == ""


def test_tectonic_no_island_on_a_vent_that_has_one():
    state = discovery(2)
    set_dice(state, 0, "5")
    taken = state.islands[home(state, 1)][1]
    assert f"discover(vent={taken},what=island)" not in legal(state)


def test_tectonic_island_takes_the_token_on_its_vent_even_face_down():
    state = discovery(2)
    set_dice(state, 0, "5")
    vent = next(
        v for v in range(len(T.vents)) if not state.vent_open[v] and state.vent_token[v] >= 0
    )
    token = state.vent_token[vent]
    events = play(state, f"discover(vent={vent},what=island)")
    assert token in state.tokens[0] and state.vent_token[vent] == -1
    moved = [e for e in events if e.kind == "card_moved"]
    assert moved[0].params["reveals"] is True  # it was face down: an undo barrier


def test_tectonic_no_fifth_small_island():
    state = discovery(2)
    for _ in range(3):
        add_island(state, 0)
    set_dice(state, 0, "5")
    assert not any("what=island" in a for a in discoveries(state))


def test_tectonic_grow_small_to_medium_for_three_dice():
    state = discovery(2)
    set_dice(state, 0, "55")
    assert "discover(island=0,what=grow)" not in legal(state)
    set_dice(state, 0, "555")
    events = play(state, "discover(island=0,what=grow)")
    assert state.islands[0][HEIGHT] == 2 and state.pieces[0][1] == 3
    assert _told(events, "island_grown") == [{"seat": 0, "island": 0, "height": 2}]


def test_tectonic_grow_medium_to_large_for_four_dice():
    state = discovery(2)
    dress(state, 0, height=2)
    set_dice(state, 0, "555")
    assert "discover(island=0,what=grow)" not in legal(state)
    set_dice(state, 0, "5555")
    events = play(state, "discover(island=0,what=grow)")
    assert state.islands[0][HEIGHT] == 3 and state.pieces[0][2] == 3
    assert _told(events, "island_grown") == [{"seat": 0, "island": 0, "height": 3}]


def test_tectonic_a_large_island_grows_no_more():
    state = discovery(2)
    dress(state, 0, height=3)
    set_dice(state, 0, "55555")
    assert "discover(island=0,what=grow)" not in legal(state)


def test_tectonic_only_your_own_islands_grow():
    state = discovery(2)
    set_dice(state, 0, "555")
    assert "discover(island=1,what=grow)" not in legal(state)


def test_tectonic_growth_needs_a_piece_of_the_next_size():
    state = discovery(2)
    state.pieces[0][1] = 0
    set_dice(state, 0, "555")
    assert "discover(island=0,what=grow)" not in legal(state)


# --- Plants ---------------------------------------------------------------------------------
def test_plants_first_second_third_cost_one_two_three_plant_dice():
    state = discovery(2)
    island = add_island(state, 0)
    set_dice(state, 0, "1")
    assert f"discover(island={island},what=plant)" in legal(state)
    assert "discover(island=0,what=plant)" not in legal(state)  # its 2nd Plant needs 2
    play(state, f"discover(island={island},what=plant)")
    assert state.islands[island][PLANTS] == 1
    state.current = 0
    set_dice(state, 0, "11")
    play(state, "discover(island=0,what=plant)")
    assert state.islands[0][PLANTS] == 2
    state.current = 0
    set_dice(state, 0, "11")
    assert "discover(island=0,what=plant)" not in legal(state)
    set_dice(state, 0, "111")
    play(state, "discover(island=0,what=plant)")
    assert state.islands[0][PLANTS] == 3


def test_plants_no_fourth_plant_by_dice():
    state = discovery(2)
    dress(state, 0, plants=3)
    set_dice(state, 0, "111111")
    assert "discover(island=0,what=plant)" not in legal(state)


def test_plants_only_on_your_own_islands():
    state = discovery(2)
    set_dice(state, 0, "111")
    assert "discover(island=1,what=plant)" not in legal(state)


# --- Land and sea animals -------------------------------------------------------------------
def test_animals_need_a_plant_on_the_island():
    state = discovery(2)
    bare = add_island(state, 0)
    set_dice(state, 0, "22")
    assert f"discover(island={bare},what=crab)" not in legal(state)
    assert "discover(island=0,what=crab)" in legal(state)


def test_animals_crab_for_two_dice():
    state = discovery(2)
    set_dice(state, 0, "2")
    assert "discover(island=0,what=crab)" not in legal(state)
    set_dice(state, 0, "22")
    events = play(state, "discover(island=0,what=crab)")
    assert state.islands[0][CRAB_ON] == 1 and state.supply[1] == 15
    assert "meeple_placed" in kinds(events)


def test_animals_turtle_for_three_dice():
    state = discovery(2)
    dress(state, 0, crab=1)
    set_dice(state, 0, "33")
    assert "discover(island=0,what=turtle)" not in legal(state)
    set_dice(state, 0, "333")
    play(state, "discover(island=0,what=turtle)")
    assert state.islands[0][TURTLE_ON] == 1


def test_animals_seal_for_four_dice():
    state = discovery(2)
    dress(state, 0, crab=1, turtle=1)
    set_dice(state, 0, "444")
    assert "discover(island=0,what=seal)" not in legal(state)
    set_dice(state, 0, "4444")
    play(state, "discover(island=0,what=seal)")
    assert state.islands[0][SEAL_ON] == 1


def test_animals_arrive_crab_then_turtle_then_seal():
    state = discovery(2)
    set_dice(state, 0, "2233334444")
    for placed, offered in (({}, "crab"), ({"crab": 1}, "turtle"), ({"turtle": 1}, "seal")):
        dress(state, 0, **placed)
        assert {a for a in discoveries(state) if "island=0" in a} == {
            f"discover(island=0,what={offered})"
        }


def test_animals_one_of_each_per_island():
    state = discovery(2)
    dress(state, 0, crab=1, turtle=1, seal=1)
    set_dice(state, 0, "2222333344445")
    assert not any("island=0" in a and "what=plant" not in a for a in discoveries(state))


def test_animals_only_on_your_own_islands():
    state = discovery(2)
    set_dice(state, 0, "2222")
    assert "discover(island=1,what=crab)" not in legal(state)


def test_a_discovery_with_two_spaces_of_its_type_asks_which_dice_pay():
    """Covering the Plant space with a Crab tile lets 1s and 2s discover Crabs (rulebook)."""
    state = discovery(2)
    cover(state, 0, 1, "crab")
    set_dice(state, 0, "112")
    play(state, "discover(island=0,what=crab)")
    assert state.pending[-1].kind == "pay"
    assert legal(state) == {"pay(dice=[1,1])", "pay(dice=[1,2])"}
    play(state, "pay(dice=[1,2])")
    assert faces_on(state, 0) == "1" and state.islands[0][CRAB_ON] == 1


def test_a_payment_with_only_one_mix_is_not_asked():
    state = discovery(2)
    cover(state, 0, 1, "crab")
    set_dice(state, 0, "11")
    events = play(state, "discover(island=0,what=crab)")
    assert "prompt_opened" not in kinds(events) and faces_on(state, 0) == ""


def test_the_rulebooks_seal_example_two_fours_and_two_ones_with_a_seal_tile():
    state = discovery(2)
    dress(state, 0, crab=1, turtle=1)
    cover(state, 0, 1, "seal")
    set_dice(state, 0, "1144")
    play(state, "discover(island=0,what=seal)")
    assert state.islands[0][SEAL_ON] == 1 and faces_on(state, 0) == ""


# --- Birds ----------------------------------------------------------------------------------
def test_birds_from_the_mainland_for_two_bird_dice_bring_a_plant():
    state = discovery(2)
    set_dice(state, 0, "6")
    assert "discover(island=0,source=-1,what=bird)" not in legal(state)
    set_dice(state, 0, "66")
    events = play(state, "discover(island=0,source=-1,what=bird)")
    assert state.mainland == 3 and state.islands[0][BIRD_ON] == 1
    assert state.islands[0][PLANTS] == 2 and "bird_moved" in kinds(events)


def test_birds_from_island_to_island_for_three_dice():
    state = discovery(2)
    perch = add_island(state, 0, plants=1, bird=1)
    set_dice(state, 0, "66")
    assert f"discover(island=0,source={perch},what=bird)" not in legal(state)
    set_dice(state, 0, "666")
    events = play(state, f"discover(island=0,source={perch},what=bird)")
    assert state.islands[perch][BIRD_ON] == 0 and state.islands[0][BIRD_ON] == 1
    assert _told(events, "bird_moved") == [
        {"seat": 0, "source": perch, "island": 0, "stolen": False}
    ]


def test_birds_can_be_stolen_from_an_opponents_island():
    state = discovery(2)
    dress(state, 1, bird=1)
    set_dice(state, 0, "666")
    events = play(state, "discover(island=0,source=1,what=bird)")
    assert state.islands[1][BIRD_ON] == 0 and state.islands[0][BIRD_ON] == 1
    assert _told(events, "bird_moved") == [{"seat": 0, "source": 1, "island": 0, "stolen": True}]
    assert state.steals_round[0] == 1


def test_birds_never_fly_to_an_island_that_has_a_bird():
    state = discovery(2)
    dress(state, 0, bird=1)
    dress(state, 1, bird=1)
    set_dice(state, 0, "666")
    assert not any("island=0" in a and "what=bird" in a for a in discoveries(state))


def test_birds_need_no_plant_or_animal_on_the_island():
    state = discovery(2)
    bare = add_island(state, 0)
    set_dice(state, 0, "66")
    play(state, f"discover(island={bare},source=-1,what=bird)")
    assert state.islands[bare][BIRD_ON] == 1 and state.islands[bare][PLANTS] == 1


def test_birds_bring_no_fifth_plant():
    state = discovery(2)
    dress(state, 0, plants=4)
    set_dice(state, 0, "66")
    play(state, "discover(island=0,source=-1,what=bird)")
    assert state.islands[0][PLANTS] == 4 and state.islands[0][BIRD_ON] == 1


def test_birds_are_the_way_to_a_fourth_plant():
    state = discovery(2)
    dress(state, 0, plants=3)
    set_dice(state, 0, "66")
    play(state, "discover(island=0,source=-1,what=bird)")
    assert state.islands[0][PLANTS] == 4


def test_birds_only_land_on_your_own_islands():
    state = discovery(2)
    set_dice(state, 0, "66")
    assert "discover(island=1,source=-1,what=bird)" not in legal(state)


def test_birds_none_left_on_the_mainland():
    state = discovery(2)
    state.mainland = 0
    set_dice(state, 0, "66")
    assert not any("source=-1" in a for a in discoveries(state))


# --- the supply -----------------------------------------------------------------------------
@pytest.mark.parametrize("kind,field", [("crab", 1), ("turtle", 2), ("seal", 3)])
def test_the_meeple_supply_is_a_hard_limit(kind, field):
    state = discovery(2)
    dress(state, 0, crab=int(field > 1), turtle=int(field > 2))
    state.supply[field] = 0
    set_dice(state, 0, str(field + 1) * 5)
    assert f"discover(island=0,what={kind})" not in legal(state)


def test_the_plant_supply_limits_plants_from_birds_too():
    state = discovery(2)
    state.supply[0] = 0
    set_dice(state, 0, "66")
    play(state, "discover(island=0,source=-1,what=bird)")
    assert state.islands[0][PLANTS] == 1 and state.islands[0][BIRD_ON] == 1


def test_an_illegal_discovery_changes_nothing():
    state = discovery(2)
    set_dice(state, 0, "2")
    before = GAME.state_hash(state)
    with pytest.raises(IllegalAction):
        play(state, "discover(island=0,what=crab)")
    assert GAME.state_hash(state) == before


def test_discount_and_full_price_are_both_offered():
    state = discovery(2)
    give(state, 0, "crab_cheap")
    set_dice(state, 0, "22")
    crab = {a for a in discoveries(state) if "what=crab" in a}
    assert crab == {"discover(island=0,what=crab)", "discover(island=0,token=crab_cheap,what=crab)"}

"""Play a Card, Harps, card types and timing, upgrades, Artisans, Destination cards."""

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
    place_all_workers,
    placements,
    play,
    set_plateau,
    to_city,
    to_deck_top,
    to_hand,
)

from everdell_desktop.core import IllegalAction
from everdell_desktop.games.emerland import scoring


def play_card(cid, harp=-1):
    return act("play_card", card=cid, harp=harp)


def moved_to_city(events) -> list[dict]:
    return [e.params for e in events if e.kind == "card_moved" and e.params["to_zone"] == "city"]


# --- paying and where cards come from --------------------------------------------------------
def test_play_card_pays_its_cost_into_the_city_basic_side_up():
    state = new_game()
    cid = to_hand(state, 0, "rope_bridge")
    assert play_card(cid) not in legal(state)
    give(state, 0, bamboo=3)
    events = GAME.apply(state, play_card(cid))
    assert state.cities[0] == [cid] and not state.upgraded[cid]
    assert have(state, 0, "bamboo") == 1 and cid not in state.hands[0]
    # from the hand, so from no Plateau slot (-1)
    assert moved_to_city(events) == [
        {
            "card": cid,
            "from_zone": "hand",
            "to_zone": "city",
            "seat": 0,
            "upgraded": False,
            "slot": -1,
        }
    ]


def test_critters_cost_figs_and_constructions_bamboo_leaf_marble():
    for design in T.designs:
        bamboo, leaf, fig, marble = design.cost
        if design.critter:
            assert fig and not (bamboo or leaf or marble), design.id
        else:
            assert not fig and (bamboo or leaf or marble), design.id


def test_play_card_from_the_plateau_refills_it_at_the_end_of_the_turn():
    state = new_game()
    placed = set_plateau(
        state, ["banana_grove", "statue", "maestro", "sky_temple", "clay_potter", "rope_bridge"]
    )
    give(state, 0, bamboo=2)
    events = GAME.apply(state, play_card(placed[5]))
    assert state.cities[0] == [placed[5]]
    assert moved_to_city(events) == [
        {
            "card": placed[5],
            "from_zone": "plateau",
            "to_zone": "city",
            "seat": 0,
            "upgraded": False,
            "slot": 5,
        }
    ]
    assert all(state.plateau) and state.to_move() == 1


def test_playing_from_a_stack_leaves_the_twin_in_the_plateau():
    state = new_game()
    placed = set_plateau(
        state,
        [
            "rope_bridge",
            "rope_bridge",
            "statue",
            "maestro",
            "sky_temple",
            "clay_potter",
            "banana_grove",
        ],
    )
    assert len(state.plateau[0]) == 2  # duplicates stacked on one spot
    give(state, 0, bamboo=2)
    GAME.apply(state, play_card(state.plateau[0][-1]))
    assert state.plateau[0] == [placed[0]]


def test_refill_stacks_duplicates_so_six_different_cards_show():
    state = new_game()
    set_plateau(state, ["statue", "maestro", "sky_temple", "clay_potter", "rope_bridge"])
    vine = to_deck_top(state, "vine_ladder")
    twin = to_deck_top(state, "statue")  # the deck's top (its last card) is drawn first
    GAME.apply(state, act("place_worker", loc="green.bamboo", guide=False, negotiator=False))
    designs = [T.card_design[slot[0]] for slot in state.plateau]
    assert len(set(designs)) == 6
    assert twin in state.plateau[0] and len(state.plateau[0]) == 2
    assert state.plateau[5] == [vine]


def test_city_limit_is_twelve_plus_one_per_realm():
    state = new_game()
    for _ in range(12):
        to_city(state, 0, "banana_grove") if len(state.cities[0]) < 4 else to_city(
            state,
            0,
            [
                "bamboo_nursery",
                "gem_grotto",
                "waterfall_quarry",
                "cacao_terrace",
                "sky_temple",
                "statue",
                "river_wharf",
                "elders_pavilion",
            ][len(state.cities[0]) - 4],
        )
    give(state, 0, fig=10, bamboo=10, leaf=10, marble=10)
    assert not [a for a in legal(state) if a.kind == "play_card"]
    state.realms[0].append(state.realm_deck.pop())
    assert [a for a in legal(state) if a.kind == "play_card"]


def test_harp_plays_a_critter_for_free_upgraded_side_up():
    state = new_game()
    construction = to_city(state, 0, "gem_grotto", upgraded=True)
    critter = to_hand(state, 0, "maestro")
    give(state, 0, harp=1)
    events = GAME.apply(state, play_card(critter, harp=construction))
    assert state.upgraded[critter] and state.harp_on[construction]
    assert have(state, 0, "harp") == 0 and have(state, 0, "fig") == 0
    assert [e.params for e in events if e.kind == "harp_placed"] == [
        {"seat": 0, "card": construction}
    ]
    assert moved_to_city(events)[0]["upgraded"] is True


def test_a_harp_on_the_construction_numbered_0_upgrades_the_critter_too():
    """Card numbers start at 0 and the action says "no Harp" with -1: the first Banana Grove,
    card 0, holds a Harp like any other Construction."""
    state = new_game()
    construction = to_city(state, 0, "banana_grove", upgraded=True)
    assert construction == 0
    critter = to_hand(state, 0, "maestro")
    give(state, 0, harp=1)
    assert GAME.describe_action(state, play_card(critter, harp=construction)) == (
        "Play Maestro upgraded, placing a Harp on Banana Grove"
    )
    GAME.apply(state, play_card(critter, harp=construction))
    assert state.upgraded[critter] and state.harp_on[0] and have(state, 0, "fig") == 0


def test_harp_needs_an_upgraded_construction():
    state = new_game()
    to_city(state, 0, "gem_grotto", upgraded=False)
    to_city(state, 0, "maestro", upgraded=True)  # an upgraded critter holds no Harp
    critter = to_hand(state, 0, "clay_potter")
    give(state, 0, harp=1)
    assert not [a for a in legal(state) if a.kind == "play_card" and a["card"] == critter]


def test_harp_only_plays_critters():
    state = new_game()
    construction = to_city(state, 0, "gem_grotto", upgraded=True)
    building = to_hand(state, 0, "rope_bridge")
    give(state, 0, harp=1)
    assert play_card(building, harp=construction) not in legal(state)


def test_only_one_harp_per_construction_colour():
    state = new_game()
    green = to_city(state, 0, "gem_grotto", upgraded=True)
    other_green = to_city(state, 0, "bamboo_nursery", upgraded=True)
    blue = to_city(state, 0, "elders_pavilion", upgraded=True)
    state.harp_on[green] = True
    critter = to_hand(state, 0, "clay_potter")
    give(state, 0, harp=1)
    targets = {a["harp"] for a in legal(state) if a.kind == "play_card" and a["card"] == critter}
    assert targets == {blue}
    assert other_green not in targets


def test_critter_played_with_a_harp_uses_its_upgraded_ability():
    state = new_game()
    construction = to_city(state, 0, "gem_grotto", upgraded=True)
    critter = to_hand(state, 0, "leafcutter_tapir")
    give(state, 0, harp=1)
    GAME.apply(state, play_card(critter, harp=construction))
    assert have(state, 0, "leaf") == 2  # upgraded: 2 leaves (basic gives 1)


# --- card types and timing -------------------------------------------------------------------
def test_production_activates_when_played():
    state = new_game()
    cid = to_hand(state, 0, "banana_grove")
    give(state, 0, bamboo=1, leaf=1)
    GAME.apply(state, play_card(cid))
    assert have(state, 0, "fig") == 1


def test_traveler_activates_once_when_played():
    state = new_game()
    cid = to_hand(state, 0, "glass_frog_wanderer")
    give(state, 0, fig=2)
    hand = len(state.hands[0])
    GAME.apply(state, play_card(cid))
    assert have(state, 0, "points") == 1 and len(state.hands[0]) == hand  # -1 played, +1 drawn


def test_destination_does_not_activate_when_played():
    state = new_game()
    cid = to_hand(state, 0, "moonlit_lagoon")
    give(state, 0, bamboo=2, leaf=1)
    GAME.apply(state, play_card(cid))
    assert have(state, 0, "emerald") == 1 and state.to_move() == 1


def test_governance_triggers_after_the_played_cards_own_effect():
    state = new_game()
    to_city(state, 0, "elders_pavilion")  # when you play a critter: gain 1 fig
    cid = to_hand(state, 0, "leafcutter_tapir")  # production: gain 1 leaf
    give(state, 0, fig=2)
    events = GAME.apply(state, play_card(cid))
    gains = [e.params["delta"] for e in events if e.kind == "resources_changed"]
    assert gains[1] == {"leaf": 1} and gains[2] == {"fig": 1}  # [0] is the payment
    assert have(state, 0, "fig") == 1 and have(state, 0, "leaf") == 1


def test_governance_does_not_trigger_itself_when_played():
    state = new_game()
    cid = to_hand(state, 0, "chameleon_magistrate")  # on construction: bamboo
    other = to_hand(state, 0, "rope_bridge")
    give(state, 0, fig=3, bamboo=2)
    GAME.apply(state, play_card(cid))
    assert have(state, 0, "bamboo") == 2
    state.current = 0
    GAME.apply(state, play_card(other))
    assert have(state, 0, "bamboo") == 1  # paid 2, gained 1


def test_governance_filters_by_card_colour():
    state = new_game()
    to_city(state, 0, "canopy_concert_hall")  # when you play a traveler: 1 point
    traveler = to_hand(state, 0, "vine_ladder")
    production = to_hand(state, 0, "banana_grove")
    give(state, 0, bamboo=5, leaf=5)
    GAME.apply(state, play_card(production))
    assert have(state, 0, "points") == 0
    state.current = 0
    GAME.apply(state, play_card(traveler))
    while state.pending:
        answer(state, offered(state)[0])
    assert have(state, 0, "points") == 1


def test_governance_on_prepare_triggers_for_its_seasons():
    state = new_game()
    to_city(state, 0, "monkey_treasurer")  # prepare for autumn/spring: 1 emerald
    place_all_workers(state, 0)
    GAME.apply(state, act("prepare"))
    assert have(state, 0, "emerald") == 2


# --- upgrading -------------------------------------------------------------------------------
def upgrade_via_space(state, cid):
    give(state, 0, emerald=1)
    GAME.apply(state, act("place_helper", loc="brown.upgrade"))
    answer(state, cid)


def test_upgrading_a_card_flips_it_and_makes_it_worth_one_more_point():
    state = new_game()
    cid = to_city(state, 0, "statue")
    before = scoring.breakdown(state, 0).categories["cards"]
    upgrade_via_space(state, cid)
    assert state.upgraded[cid]
    assert scoring.breakdown(state, 0).categories["cards"] == before + 1


def test_upgrading_a_traveler_activates_it():
    state = new_game()
    cid = to_city(state, 0, "glass_frog_wanderer")
    upgrade_via_space(state, cid)
    assert have(state, 0, "points") == 2


def test_upgrading_governance_gains_the_new_ability():
    state = new_game()
    cid = to_city(state, 0, "elders_pavilion")
    upgrade_via_space(state, cid)
    answer(state, "marble")  # its when-upgraded bonus: any 1 resource
    state.current = 0
    critter = to_hand(state, 0, "leafcutter_tapir")
    give(state, 0, fig=2)
    GAME.apply(state, play_card(critter))
    assert have(state, 0, "points") == 1 and have(state, 0, "fig") == 1


def test_when_upgraded_trigger_resolves_on_flip():
    state = new_game()
    cid = to_city(state, 0, "statue")
    upgrade_via_space(state, cid)
    assert have(state, 0, "emerald") == 2  # 1 start +1 given -1 paid +1 when upgraded


def test_upgrading_a_destination_activates_it_for_the_owner_then_the_visitor():
    state = new_game()
    lagoon = to_city(state, 0, "moonlit_lagoon")
    state.owner_space[lagoon] = 0
    state.workers[0] -= 1
    state.community_space[lagoon] = 1
    state.workers[1] -= 1
    upgrade_via_space(state, lagoon)
    # owner first: emerald + 2 cards + any resource
    assert state.pending[-1].kind == "gain_any" and state.pending[-1].seat == 0
    answer(state, "leaf")
    assert state.pending[-1].kind == "reactivate" and state.pending[-1].seat == 1
    assert have(state, 0, "points") == 0  # paid only if the visitor activates
    answer(state, "yes")
    answer(state, "fig")
    assert have(state, 0, "points") == 2 and have(state, 1, "fig") == 1
    assert state.owner_space[lagoon] == 0 and state.community_space[lagoon] == 1


def test_owner_gains_no_tokens_when_the_visitor_declines_the_upgrade_activation():
    state = new_game()
    lagoon = to_city(state, 0, "moonlit_lagoon")
    state.community_space[lagoon] = 1
    upgrade_via_space(state, lagoon)
    answer(state, "decline")
    assert have(state, 0, "points") == 0 and have(state, 1, "emerald") == 1


def test_upgrading_an_artisan_keeps_the_cards_beneath_and_raises_its_capacity():
    state = new_game()
    loom = to_city(state, 0, "weavers_loom")
    state.beneath[loom] = [state.deck.pop(), state.deck.pop()]
    clear_hand(state, 0)
    to_hand(state, 0, "statue")
    assert not [a for a in legal(state) if a.kind == "use_artisan"]
    upgrade_via_space(state, loom)
    state.current = 0
    assert len(state.beneath[loom]) == 2
    assert [a for a in legal(state) if a.kind == "use_artisan"]


# --- Artisans --------------------------------------------------------------------------------
def test_artisan_discards_a_hand_card_beneath_it_to_activate():
    state = new_game()
    potter = to_city(state, 0, "clay_potter")
    card = state.hands[0][0]
    GAME.apply(
        state,
        act(
            "use_artisan",
            card=potter,
            discard=min(c for c in state.hands[0] if T.card_design[c] == T.card_design[card]),
        ),
    )
    assert len(state.beneath[potter]) == 1 and have(state, 0, "points") == 2
    assert state.to_move() == 1  # it was the turn's action


def test_artisan_capacity_limits_how_many_cards_go_beneath():
    state = new_game()
    carver = to_city(state, 0, "jade_carver")  # capacity 1
    GAME.apply(state, next(a for a in legal(state) if a.kind == "use_artisan"))
    while state.pending:
        answer(state, "decline")
    state.current = 0
    assert not [a for a in legal(state) if a.kind == "use_artisan"]
    assert len(state.beneath[carver]) == 1


def test_artisan_needs_a_card_in_hand():
    state = new_game()
    to_city(state, 0, "clay_potter")
    clear_hand(state, 0)
    assert not [a for a in legal(state) if a.kind == "use_artisan"]


# --- Destination cards -----------------------------------------------------------------------
def test_owner_visits_a_destination_in_their_city_with_a_worker():
    state = new_game()
    lagoon = to_city(state, 0, "moonlit_lagoon")
    hand = len(state.hands[0])
    play(state, "place_worker", loc=f"card.{lagoon}", guide=False, negotiator=False)
    assert have(state, 0, "emerald") == 2 and len(state.hands[0]) == hand + 2
    assert state.owner_space[lagoon] == 0


def test_owner_may_only_use_the_center_space_of_their_own_destination():
    state = new_game()
    lagoon = to_city(state, 0, "moonlit_lagoon")
    locs = placements(state)
    assert f"card.{lagoon}" in locs and f"community.{lagoon}" not in locs


def test_only_one_of_your_workers_on_a_destination_card_at_a_time():
    state = new_game()
    lagoon = to_city(state, 0, "moonlit_lagoon")
    state.owner_space[lagoon] = 0
    locs = placements(state)
    assert f"card.{lagoon}" not in locs


def test_community_space_pays_the_owner_point_tokens():
    state = new_game()
    lagoon = to_city(state, 1, "moonlit_lagoon")
    play(state, "place_worker", loc=f"community.{lagoon}", guide=False, negotiator=False)
    assert have(state, 1, "points") == 1 and have(state, 0, "emerald") == 2
    assert state.community_space[lagoon] == 0


def test_a_destination_serves_its_owner_and_one_opponent_at_once():
    state = new_game(3)
    lagoon = to_city(state, 1, "moonlit_lagoon")
    state.owner_space[lagoon] = 0
    play(state, "place_worker", loc=f"community.{lagoon}", guide=False, negotiator=False)
    state.current = 2
    locs = placements(state)
    assert f"community.{lagoon}" not in locs


def test_helpers_may_not_be_used_on_construction_destinations_or_community_spaces():
    state = new_game()
    lagoon = to_city(state, 0, "moonlit_lagoon")
    opponents = to_city(state, 1, "jaguar_guide")
    helper_locs = placements(state, "place_helper")
    assert f"card.{lagoon}" not in helper_locs
    assert not any(str(opponents) in loc for loc in helper_locs)
    worker_moves = [
        a
        for a in legal(state)
        if a.kind == "place_worker"
        and "." in a["loc"]
        and a["loc"].split(".")[0] in ("card", "community")
    ]
    assert all(not a["guide"] and not a["negotiator"] for a in worker_moves)


def test_critter_destination_takes_a_worker_or_a_helper_one_at_a_time():
    state = new_game()
    jaguar = to_city(state, 0, "jaguar_guide")
    assert act("place_helper", loc=f"card.{jaguar}") in legal(state)
    GAME.apply(state, act("place_helper", loc=f"card.{jaguar}"))
    while state.pending:
        answer(state, offered(state)[0])
    assert state.owner_space[jaguar] == 1
    state.current = 0
    locs = placements(state, "place_worker", "place_helper")
    assert f"card.{jaguar}" not in locs


def test_red_critters_have_an_opponents_only_space():
    state = new_game()
    jaguar = to_city(state, 1, "jaguar_guide")
    locs = placements(state)
    assert f"community.{jaguar}" in locs and f"card.{jaguar}" not in locs


def test_illegal_destination_visit_raises():
    state = new_game()
    lagoon = to_city(state, 1, "moonlit_lagoon")
    with pytest.raises(IllegalAction):
        play(state, "place_worker", loc=f"card.{lagoon}", guide=False, negotiator=False)


def test_upgrading_a_prosperity_card_makes_its_goal_easier_and_worth_more():
    state = new_game()
    statue = to_city(state, 0, "statue")  # basic: 4 upgraded cards for 4 points
    for design in ("gem_grotto", "banana_grove", "maestro"):
        to_city(state, 0, design, upgraded=True)
    assert scoring.breakdown(state, 0).details["prosperity"]["Statue"] == 0
    upgrade_via_space(state, statue)
    assert scoring.breakdown(state, 0).details["prosperity"]["Statue"] == 5


def test_cards_beneath_an_artisan_take_no_city_space():
    state = new_game()
    loom = to_city(state, 0, "weavers_loom")
    for design in ["gem_grotto"] * 3 + ["banana_grove"] * 4 + ["bamboo_nursery"] * 4:
        to_city(state, 0, design)
    state.beneath[loom] = [state.deck.pop(), state.deck.pop()]
    assert len(state.cities[0]) == 12
    state.realms[0].append(state.realm_deck.pop())
    give(state, 0, fig=5)
    critter = to_hand(state, 0, "clay_potter")
    assert play_card(critter) in legal(state)  # 13 spaces: 12 cards, the 2 beneath not counted

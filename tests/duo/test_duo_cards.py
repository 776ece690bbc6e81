"""Playing cards: costs, Occupied tokens, ☆ discounts, discard costs, each colour's timing and
the abilities written in Python (rulebook, "Play a Card" and "Card Types")."""

from duo_kit import (
    GAME,
    act,
    city,
    city_keys,
    finish_turn,
    hand,
    hand_keys,
    legal,
    meadow,
    new,
    play,
    res,
    river_tile,
    take,
)

from everdell_desktop.games.duo.engine import CARD, CARDS, END
from everdell_desktop.games.duo.state import EMPTY, HARE, LOC_FARM, TURTLE


def _plays(state, key):
    return [a for a in legal(state) if a.kind == "play" and a["card"] == key]


def test_a_critter_is_paid_in_berries():
    state = new()
    hand(state, HARE, "miller")  # 2 berries: 1 twig, 1 resin
    res(state, HARE, berry=1)
    assert _plays(state, "miller") == []
    res(state, HARE, berry=2)
    play(state, "play(card=miller,src=hand)")
    assert state.res[HARE] == [1, 1, 0, 0] and city_keys(state, HARE) == ["miller"]


def test_a_construction_is_paid_in_twigs_resin_and_pebbles():
    state = new()
    hand(state, HARE, "crossroads")  # 1 twig, 1 resin: draw 2
    res(state, HARE, 1, 1, 0, 0)
    play(state, "play(card=crossroads,src=hand)")
    assert state.res[HARE] == [0, 0, 0, 0] and len(state.hands[HARE]) == 2


def test_an_occupied_token_on_a_same_colour_construction_plays_a_critter_for_free():
    state = new()
    city(state, HARE, "barn")
    hand(state, HARE, "miller")
    assert _plays(state, "miller") == [act("play(card=miller,occupy=barn,src=hand)")]
    play(state, "play(card=miller,occupy=barn,src=hand)")
    assert state.res[HARE] == [1, 1, 0, 0]  # nothing paid, the Miller's gain
    assert state.hosting >> CARD["barn"] & 1 and state.occupied[HARE] == 1 << 0


def test_the_occupied_token_goes_on_the_first_construction_of_its_colour():
    state = new()
    city(state, HARE, "orchard", "barn")
    hand(state, HARE, "miller")
    assert _plays(state, "miller") == [act("play(card=miller,occupy=orchard,src=hand)")]
    play(state, "play(card=miller,occupy=orchard,src=hand)")
    assert state.hosting >> CARD["orchard"] & 1 and not state.hosting >> CARD["barn"] & 1


def test_the_occupied_token_needs_a_construction_of_the_critters_colour():
    state = new()
    city(state, HARE, "crossroads", "courthouse")  # tan and blue Constructions
    hand(state, HARE, "miller")  # green
    assert _plays(state, "miller") == []


def test_a_player_has_one_occupied_token_of_each_colour_for_the_whole_game():
    state = new()
    city(state, HARE, "barn", "orchard", "crossroads")
    hand(state, HARE, "miller", "farmer", "scout")
    play(state, "play(card=miller,occupy=barn,src=hand)")
    finish_turn(state)
    take(state, "sun")
    assert _plays(state, "farmer") == []  # the green token is on the Barn
    assert act("play(card=scout,occupy=crossroads,src=hand)") in legal(state)


def test_occupied_tokens_come_from_a_shared_supply_that_never_runs_out_for_the_other_player():
    """The tokens lie "near the board to form a general supply": the Hare's green token does
    not take the Turtle's (rulings.md D8)."""
    state = new()
    city(state, HARE, "barn")
    city(state, TURTLE, "orchard")
    hand(state, HARE, "miller")
    hand(state, TURTLE, "farmer")
    play(state, "play(card=miller,occupy=barn,src=hand)")
    assert _plays(state, "farmer") == [act("play(card=farmer,occupy=orchard,src=hand)")]
    play(state, "play(card=farmer,occupy=orchard,src=hand)")
    assert state.occupied == [1 << 0, 1 << 0]


def test_a_star_discount_lowers_the_price():
    state = new()
    city(state, HARE, "innkeeper")  # ☆ Critters cost 2 berries less
    hand(state, HARE, "queen")  # 4 berries
    res(state, HARE, berry=2)
    assert _plays(state, "queen") == [act("play(card=queen,src=hand,star=innkeeper)")]
    play(state, "play(card=queen,src=hand,star=innkeeper)")
    assert state.res[HARE] == [0, 0, 0, 0] and "queen" in city_keys(state, HARE)


def test_star_discounts_never_combine():
    state = new()
    city(state, HARE, "crane", "judge")  # ☆ 1 twig + 1 resin off; ☆ 1 pebble off
    hand(state, HARE, "castle")  # 2 twigs, 2 resin, 2 pebbles
    res(state, HARE, 1, 1, 1, 0)  # enough only with both discounts at once
    assert _plays(state, "castle") == []
    res(state, HARE, 1, 1, 2, 0)
    assert _plays(state, "castle") == [act("play(card=castle,src=hand,star=crane)")]


def test_a_star_discount_only_applies_to_its_colour_or_kind():
    state = new()
    city(state, HARE, "innkeeper")  # Critters only
    hand(state, HARE, "castle")
    res(state, HARE, 2, 2, 2, 0)
    assert _plays(state, "castle") == [act("play(card=castle,src=hand)")]


def test_a_card_that_costs_a_discard():
    state = new()
    hand(state, HARE, "old_ruins", "wanderer")  # Old Ruins: discard 1 card
    play(state, "play(card=old_ruins,src=hand)")
    assert legal(state) == [act("discard(card=wanderer)")]
    play(state, "discard(card=wanderer)")
    assert CARD["wanderer"] in state.discard and "old_ruins" in city_keys(state, HARE)


def test_a_discard_cost_needs_another_card_in_hand_and_no_star_lowers_it():
    state = new()
    city(state, HARE, "steward")  # ☆ tan cards
    hand(state, HARE, "old_ruins")
    assert _plays(state, "old_ruins") == []
    hand(state, HARE, "signpost", clear=False)
    assert _plays(state, "old_ruins") == [act("play(card=old_ruins,src=hand)")]


def test_a_green_card_activates_when_played_and_at_the_spring_and_autumn_tiles():
    state = new()
    hand(state, HARE, "sawmill")  # 2 twigs
    res(state, HARE, 1, 1, 0, 0)
    play(state, "play(card=sawmill,src=hand)")
    assert state.res[HARE][0] == 2
    state.sun, state.moon, state.current = END, END - 1, HARE
    take(state, "moon")
    finish_turn(state)
    assert state.season == 1 and state.res[HARE][0] == 4


def test_a_tan_card_activates_once_when_played():
    state = new()
    hand(state, HARE, "crossroads")
    res(state, HARE, 1, 1, 0, 0)
    play(state, "play(card=crossroads,src=hand)")
    assert len(state.hands[HARE]) == 2
    state.sun, state.moon, state.current = END, END - 1, HARE
    take(state, "moon")
    finish_turn(state)
    assert len(state.hands[HARE]) == 2 + 1 + 1  # the take and the spring draw only


def test_a_red_card_does_nothing_when_played_only_when_visited():
    state = new()
    hand(state, HARE, "market")
    res(state, HARE, 2, 0, 1, 0)
    play(state, "play(card=market,src=hand)")
    assert not state.pending and state.res[HARE] == [0, 0, 0, 0]


def test_the_diplomat_rewards_a_worker_on_a_red_destination_and_not_on_the_farm():
    """Diplomat: a worker placed on a red Destination brings 1 point token and 1 resource of
    your choice; one on a Farm space brings none."""
    state = new()
    city(state, HARE, "diplomat", "monk")
    res(state, HARE)
    play(state, "visit(card=monk)")
    assert state.tokens[HARE] == 1
    assert state.pending[0].source == "card.diplomat" and len(legal(state)) == 4
    farm = new()
    city(farm, HARE, "diplomat")
    play(farm, "place(loc=farm_twigs)")
    assert farm.tokens[HARE] == 0 and not farm.pending


def test_a_blue_card_reacts_to_later_plays_after_the_cards_own_ability():
    state = new()
    city(state, HARE, "shopkeeper")  # after a Critter: 1 berry
    hand(state, HARE, "miller")
    res(state, HARE, berry=2)
    events = play(state, "play(card=miller,src=hand)")
    changes = [e.params["delta"] for e in events if e.kind == "resources_changed"]
    assert changes == [{"berry": -2}, {"twig": 1, "resin": 1}, {"berry": 1}]


def test_a_blue_card_does_not_react_to_itself():
    state = new()
    hand(state, HARE, "shopkeeper")
    res(state, HARE, berry=2)
    play(state, "play(card=shopkeeper,src=hand)")
    assert state.res[HARE] == [0, 0, 0, 0]


def test_a_purple_card_scores_at_the_end_from_the_city():
    state = new()
    city(state, HARE, "castle", "barn", "sawmill", "miller")
    castle = GAME.scores(state)[HARE].details["prosperity"]["castle"]
    assert castle == 3  # 3 Constructions, the Castle included


def test_cards_played_by_an_ability_are_free_and_do_not_move_the_moon():
    state = new()
    hand(state, HARE, "postal_pigeon", "crossroads", "castle")  # Crossroads costs 2, Castle 6
    res(state, HARE, berry=2)
    play(state, "play(card=postal_pigeon,src=hand)")
    options = {a["card"] for a in legal(state) if a.kind == "play"}
    assert "crossroads" in options and "castle" not in options
    assert act("decline()") in legal(state)
    play(state, "play(card=crossroads,free=true,src=hand)")
    finish_turn(state)
    assert state.moon == 1 and {"postal_pigeon", "crossroads"} <= set(city_keys(state, HARE))


def test_the_ranger_moves_a_placed_worker_to_another_space_and_uses_it():
    state = new()
    play(state, "place(loc=farm_twigs)")
    take(state, "sun")
    hand(state, HARE, "ranger")
    res(state, HARE, 3, 0, 0, 2)
    play(state, "play(card=ranger,src=hand)")
    assert legal(state) == [act("worker(loc=farm_twigs)")]
    play(state, "worker(loc=farm_twigs)")
    assert act("place(loc=farm_twigs)") not in legal(state)  # another space
    play(state, "place(loc=farm_resin)")
    assert state.occ[LOC_FARM] == EMPTY and state.occ[LOC_FARM + 1] == HARE
    assert state.res[HARE] == [3, 2, 0, 0] and state.sun == 2 and state.free[HARE] == 2


def test_the_ranger_cannot_move_a_worker_off_an_event():
    state = new()
    state.occ[6] = HARE
    hand(state, HARE, "ranger")
    res(state, HARE, berry=2)
    play(state, "play(card=ranger,src=hand)")
    assert not state.pending


def test_the_magpie_takes_a_resource_from_the_opponent():
    state = new()
    hand(state, HARE, "magpie")
    res(state, HARE, berry=2)
    res(state, TURTLE, 0, 1, 0, 0)
    play(state, "play(card=magpie,src=hand)")
    assert legal(state) == [act("steal(res=resin)")]
    play(state, "steal(res=resin)")
    assert state.res == [[0, 1, 0, 0], [0, 0, 0, 0]]


def test_a_trade_ability_may_be_declined_or_repeated_up_to_its_limit():
    state = new()
    city(state, HARE, "monk")  # pay 1 berry: 2 point tokens, up to 2 times
    res(state, HARE, berry=3)
    play(state, "visit(card=monk)")
    play(state, "accept()")
    play(state, "accept()")
    assert not state.pending and state.tokens[HARE] == 4 and state.res[HARE][3] == 1


def test_a_free_play_space_needs_a_card_it_can_play():
    state = new()
    river_tile(state, 0, "moonlit_shallows")
    hand(state, HARE, "castle")
    for slot in range(8):
        meadow(
            state,
            slot,
            [
                "palace",
                "old_oak",
                "hall_of_records",
                "museum",
                "treasury",
                "theater",
                "locomotive",
                "harbor",
            ][slot],
        )
    assert act("place(loc=river1)") not in legal(state)
    hand(state, HARE, "farmer", clear=False)
    assert act("place(loc=river1)") in legal(state)


def test_every_card_can_be_played_and_does_what_its_data_says():
    """Each card played from hand into an empty city with plenty of resources, every prompt
    answered with its first option: nothing raises, the card lands in the city."""
    for card in CARDS:
        state = new()
        hand(state, HARE, card.key, "farmer", "miller", "wall")
        res(state, HARE, 9, 9, 9, 9)
        GAME.apply(state, _plays(state, card.key)[0])
        finish_turn(state)
        assert card.index in state.cities[HARE], card.key
        assert hand_keys(state, HARE) != [] or card.discard or card.effect


def test_a_counted_gain_stops_at_its_cap():
    """The Wall: 1 point token per Construction, up to 5; six others and itself make 5."""
    state = new()
    city(state, HARE, "barn", "sawmill", "quarry", "castle", "palace", "crossroads")
    hand(state, HARE, "wall")
    res(state, HARE, twig=2, pebble=1)
    play(state, "play(card=wall,src=hand)")
    assert state.tokens[HARE] == 5


def test_an_abilitys_plain_gain_comes_before_its_counted_gain():
    """The Granary: gain 1 berry, then 1 resource of your choice per green Critter: the berry
    is in the supply when the choice is asked."""
    state = new()
    city(state, HARE, "farmer")  # a green Critter
    hand(state, HARE, "granary")
    res(state, HARE, twig=3, resin=1)
    play(state, "play(card=granary,src=hand)")
    assert state.pending[-1].source == "card.granary" and state.res[HARE] == [0, 0, 0, 1]


def test_a_trade_costing_a_card_may_be_made_with_exactly_one_card_in_hand():
    """The Market Stall: you may discard 1 card to gain 1 resource of your choice."""
    state = new()
    hand(state, HARE, "market_stall", "farmer")
    res(state, HARE, twig=2)
    play(state, "play(card=market_stall,src=hand)")
    assert legal(state) == [act("accept()"), act("decline()")]
    play(state, "accept()")
    assert legal(state) == [act("discard(card=farmer)")]
    play(state, "discard(card=farmer)")
    assert hand_keys(state, HARE) == [] and len(legal(state)) == 4  # a resource of your choice


def test_blue_cards_reacting_to_the_same_play_resolve_in_city_order():
    """The Historian (played first: draw 1 card after a Construction), then the Courthouse (1
    resource of your choice after a Construction): the card is drawn before the choice."""
    state = new()
    city(state, HARE, "historian", "courthouse")
    hand(state, HARE, "barn")
    res(state, HARE, twig=2, resin=1)
    play(state, "play(card=barn,src=hand)")
    assert state.pending[-1].source == "card.courthouse" and len(state.hands[HARE]) == 1


def test_the_ranger_with_no_open_space_to_go_to_moves_nothing():
    """Every Farm and River space taken (one by the Hare), no Event within reach, no red card
    to visit: the Hare's worker stays where it is and no question is asked."""
    state = new()
    state.occ[LOC_FARM : LOC_FARM + 6] = [HARE, TURTLE, TURTLE, TURTLE, TURTLE, TURTLE]
    state.free[HARE] -= 1
    hand(state, HARE, "ranger")
    res(state, HARE, berry=2)
    play(state, "play(card=ranger,src=hand)")
    assert not state.pending and state.occ[LOC_FARM] == HARE


def test_a_free_play_takes_a_card_costing_exactly_its_limit_but_never_one_costing_a_discard():
    """The Postal Pigeon plays a card costing up to 3 resources: the Sap Cellar (1 twig, 1
    resin, 1 pebble) is one; the Signpost, costing a discarded card, is not."""
    state = new()
    hand(state, HARE, "postal_pigeon", "sap_cellar", "signpost", "farmer")
    res(state, HARE, berry=2)
    play(state, "play(card=postal_pigeon,src=hand)")
    offered = {a["card"] for a in legal(state) if a.kind == "play" and a["src"] == "hand"}
    assert "sap_cellar" in offered and "signpost" not in offered


def test_a_star_that_takes_nothing_off_a_card_is_not_offered():
    """The Judge's ☆ takes 1 pebble off a Construction; the Barn costs no pebble."""
    state = new()
    city(state, HARE, "judge")
    hand(state, HARE, "barn")
    res(state, HARE, twig=2, resin=1)
    assert _plays(state, "barn") == [act("play(card=barn,src=hand)")]

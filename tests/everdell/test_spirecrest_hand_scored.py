"""A full base game with Spirecrest (3 players), scored by hand from its final position.

The game is the golden ``everdell-spirecrest-3p-greedy`` (seed 164, the greedy agent in every
seat), replayed from its record. The figures below were worked out by hand from the final cities
and Expeditions, the reference card table and map tile values
(``shared/reference/everdell_base_cards.md``), the base rulebook's scoring and the
Spirecrest rulebook's Discovery cards ("Worth 6 endgame points and -1 point for each ..."; a
Trail's 4 points need 3 cards of its colour) and Expedition (only the map tiles paid for score).
If the golden is rewritten, the position assertions fail first: score it by hand again.
"""

from __future__ import annotations

from hand_scored_kit import final_position, scores

from everdell_desktop.games.everdell.engine import EVENTS, card_of
from everdell_desktop.games.everdell.spirecrest.common import DISCOVERIES, TILES

GOLDEN = "everdell-spirecrest-3p-greedy"

# Seat 0 (14 cards):
#   Shopkeeper 1, Ruins 0, Ruins 0, Judge 2, Woodcarver 2, Wanderer 1, Historian 1, Theatre 3,
#   Bard 0, Barge Toad 1, Ruins 0, Peddler 1, University 3, Inn 2                 cards = 17
#   point tokens 10                                                              tokens = 10
#   Theatre: Unique Critters Shopkeeper, Judge, Historian, Bard = +4          prosperity = 4
#   Journey 9; no Event                                           journey = 9, events = 0
#   Sunblaze City: 6 - 2 red Destination cards (University, Inn) = 4; Forager and Cloudrim
#     Peak score nothing                                                    discoveries = 4
#   Expedition: paid for 1 of 3 tiles, Stompy Knoll 3                         expedition = 3
#   total 17 + 10 + 4 + 9 + 0 + 4 + 3 = 47
SEAT_0_CITY = [
    "shopkeeper",
    "ruins",
    "ruins",
    "judge",
    "woodcarver",
    "wanderer",
    "historian",
    "theatre",
    "bard",
    "barge_toad",
    "ruins",
    "peddler",
    "university",
    "inn",
]
SEAT_0 = {
    "cards": 17,
    "tokens": 10,
    "prosperity": 4,
    "journey": 9,
    "events": 0,
    "discoveries": 4,
    "expedition": 3,
}

# Seat 1 (4 cards):
#   University 3, Storehouse 2, Monk 0, Doctor 4                                  cards = 9
#   point tokens 4; no Prosperity card; Journey 7; no Event
#   Sunblaze Trail: 1 red Destination card (University), fewer than 3 = 0;
#   Everblossom City: 6 - 0 purple Prosperity cards = 6                     discoveries = 6
#   Expedition complete: Amber Caves 4 + Meerkat Canyon 2 + Longleg Forest 3  expedition = 9
#   total 9 + 4 + 0 + 7 + 0 + 6 + 9 = 35
SEAT_1_CITY = ["university", "storehouse", "monk", "doctor"]
SEAT_1 = {
    "cards": 9,
    "tokens": 4,
    "prosperity": 0,
    "journey": 7,
    "events": 0,
    "discoveries": 6,
    "expedition": 9,
}

# Seat 2 (12 cards, a Fool played into it by another seat):
#   Farm 1, Husband 2, Wife 2, Teacher 2, Miner Mole 1, Wife 2, Monk 0, Teacher 2, Farm 1,
#   Doctor 4, Ranger 1, Fool -2                                                  cards = 16
#   point tokens 2                                                               tokens = 2
#   2 Wives and 1 Husband: one pair = +3                                     prosperity = 3
#   Journey 6; Harvest Festival (basic) 3                         journey = 6, events = 3
#   Mistrise City: 6 - 2 tan Traveler cards (Ranger, Fool) = 4; Map Seller and Ancient
#     Orchard score nothing                                                 discoveries = 4
#   Expedition: paid for 2 of 3 tiles, Bubbling Springs 3 + Littledell 3      expedition = 6
#   total 16 + 2 + 3 + 6 + 3 + 4 + 6 = 40
SEAT_2_CITY = [
    "farm",
    "husband",
    "wife",
    "teacher",
    "miner_mole",
    "wife",
    "monk",
    "teacher",
    "farm",
    "doctor",
    "ranger",
    "fool",
]
SEAT_2 = {
    "cards": 16,
    "tokens": 2,
    "prosperity": 3,
    "journey": 6,
    "events": 3,
    "discoveries": 4,
    "expedition": 6,
}


def test_the_final_position_is_the_one_scored_by_hand():
    state = final_position(GOLDEN)
    cities = [[card_of(cc.uid).key for cc in player.city] for player in state.players]
    assert cities == [SEAT_0_CITY, SEAT_1_CITY, SEAT_2_CITY]
    assert [player.tokens for player in state.players] == [10, 4, 2]
    assert [sum(cc.tokens for cc in player.city) for player in state.players] == [0, 0, 0]
    assert [player.journey for player in state.players] == [9, 7, 6]
    events = [[EVENTS[event].key for event in player.events] for player in state.players]
    assert events == [[], [], ["event.harvest_festival"]]
    explorers = state.spire.explorers
    found = [[DISCOVERIES[f.card].key for f in ex.found] for ex in explorers]
    assert found == [
        ["forager", "cloudrim_peak", "sunblaze_city"],
        ["sunblaze_trail", "ruins_of_spire", "everblossom_city"],
        ["map_seller", "ancient_orchard", "mistrise_city"],
    ]
    tiles = [[TILES[tile].key for tile in ex.tiles] for ex in explorers]
    assert tiles == [
        ["stompy_knoll", "badgers_teeth", "kibblerill_ferry"],
        ["amber_caves", "meerkat_canyon", "longleg_forest"],
        ["bubbling_springs", "littledell", "shipwreck_shore"],
    ]
    assert [ex.reached for ex in explorers] == [1, 3, 2]


def test_each_seat_scores_what_the_rulebooks_give_by_hand():
    breakdowns = scores("everdell", final_position(GOLDEN))
    assert [b.categories for b in breakdowns] == [SEAT_0, SEAT_1, SEAT_2]
    assert [b.details["discoveries"] for b in breakdowns] == [
        {"sunblaze_city": 4},
        {"sunblaze_trail": 0, "everblossom_city": 6},
        {"mistrise_city": 4},
    ]
    assert [b.total for b in breakdowns] == [47, 35, 40]

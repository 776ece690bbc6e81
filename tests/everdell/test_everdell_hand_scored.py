"""Two full base games (2 players, and solo against Rugwort), each scored by hand.

The 2-player game is the golden ``everdell-2p-greedy`` (seed 57, the greedy agent in both
seats), replayed from its record. The figures below were worked out by hand from the final
cities, the reference card table (``shared/reference/everdell_base_cards.md``: printed
points, Common/Unique, Critter/Construction) and the rulebook's scoring (``점수 계산 방법``: card
points + point tokens + Prosperity bonuses + Journey + Events; basic events 3 each). If a golden
is rewritten, the position assertions fail first: score the new final position by hand again.
"""

from __future__ import annotations

from hand_scored_kit import final_position, scores

from everdell_desktop.games.everdell.engine import EVENTS, card_of

GOLDEN = "everdell-2p-greedy"

# Seat 0's city (13 cards):
#   Husband 2, Teacher 2, Wife 2, Barge Toad 1, Farm 1, Wife 2, King 4, Peddler 1, Wife 2,
#   Theatre 3, Bard 0, Fairgrounds 3, Ruins 0                                     cards = 23
#   point tokens held 9, none on cards                                           tokens = 9
#   Prosperity: 3 Wives and 1 Husband make one pair, +3 (the unpaired Wives score nothing);
#     King: 1 basic event (Harvest Festival) x 1 = +1;
#     Theatre: Unique Critters King and Bard = +2                              prosperity = 6
#   Journey 9 (as moved on the Journey spaces)                                  journey = 9
#   Events: Harvest Festival (basic) 3                                           events = 3
#   total 23 + 9 + 6 + 9 + 3 = 50
SEAT_0_CITY = [
    "husband",
    "teacher",
    "wife",
    "barge_toad",
    "farm",
    "wife",
    "king",
    "peddler",
    "wife",
    "theatre",
    "bard",
    "fairgrounds",
    "ruins",
]
SEAT_0 = {"cards": 23, "tokens": 9, "prosperity": 6, "journey": 9, "events": 3}

# Seat 1's city (5 cards; Monk and Ranger went beneath Capture of the Acorn Thieves):
#   Husband 2, School 2, Wanderer 1, Inn 2, Courthouse 2                          cards = 9
#   point tokens held 11                                                          tokens = 11
#   Prosperity: School, Common Critters Husband and Wanderer = +2 (no Wife: no pair)
#                                                                             prosperity = 2
#   Journey 11                                                                  journey = 11
#   Events: Capture of the Acorn Thieves, 2 Critters beneath x 3 = 6              events = 6
#   total 9 + 11 + 2 + 11 + 6 = 39
SEAT_1_CITY = ["husband", "school", "wanderer", "inn", "courthouse"]
SEAT_1 = {"cards": 9, "tokens": 11, "prosperity": 2, "journey": 11, "events": 6}


def test_the_final_position_is_the_one_scored_by_hand():
    state = final_position(GOLDEN)
    cities = [[card_of(cc.uid).key for cc in player.city] for player in state.players]
    assert cities == [SEAT_0_CITY, SEAT_1_CITY]
    assert [player.tokens for player in state.players] == [9, 11]
    assert [player.journey for player in state.players] == [9, 11]
    events = [[EVENTS[event].key for event in player.events] for player in state.players]
    assert events == [["event.harvest_festival"], ["event.capture_of_the_acorn_thieves"]]
    beneath = [card_of(uid).key for uid in state.event_cards[state.players[1].events[0]]]
    assert beneath == ["monk", "ranger"]


def test_each_seat_scores_what_the_rulebook_gives_by_hand():
    state = final_position(GOLDEN)
    breakdowns = scores("everdell", state)
    assert [b.categories for b in breakdowns] == [SEAT_0, SEAT_1]
    assert [b.details["prosperity"] for b in breakdowns] == [
        {"wife": 3, "king": 1, "theatre": 2},
        {"school": 2},
    ]
    assert [b.total for b in breakdowns] == [50, 39]


# Solo against Rugwort, Year One: the golden ``everdell-rugwort-year1-greedy`` (seed 72, the
# greedy agent). Rugwort's scoring is the solo rules' (``shared/reference/facts.md`` §2a):
# 2 per card in his city or 3 per purple one, 3 per basic Event he claimed, 3 (Year One) per
# special Event the player did not achieve, 3 for his Journey worker, tokens given to him.
SOLO_GOLDEN = "everdell-rugwort-year1-greedy"

# The player (4 cards):
#   Monk 0, Woodcarver 2, Peddler 1, Twig Barge 1                                  cards = 4
#   point tokens 15; no Prosperity card; Journey 9              tokens = 15, prosperity = 0
#   Harvest Festival (4 green cards: all four) 3                                   events = 3
#   total 4 + 15 + 0 + 9 + 3 = 31
SOLO_PLAYER_CITY = ["monk", "woodcarver", "peddler", "twig_barge"]
SOLO_PLAYER = {"cards": 4, "tokens": 15, "prosperity": 0, "journey": 9, "events": 3}

# Rugwort (5 cards; their own points and abilities are ignored):
#   Miner Mole 2, Crane 2, Architect (purple) 3, Shepherd 2, Historian 2             cards = 11
#   no tokens given to him; Journey worker on the 3 space               tokens = 0, journey = 3
#   basic Events: 1 green, 2 blue, 1 tan, 1 purple card qualify for none          events = 0
#   the player achieved none of the 4 special Events, 4 x 3          missed_special_events = 12
#   total 11 + 0 + 3 + 0 + 12 = 26
RUGWORT_CITY = ["miner_mole", "crane", "architect", "shepherd", "historian"]
RUGWORT = {"cards": 11, "tokens": 0, "journey": 3, "events": 0, "missed_special_events": 12}


def test_the_solo_final_position_is_the_one_scored_by_hand():
    state = final_position(SOLO_GOLDEN)
    cities = [[card_of(cc.uid).key for cc in player.city] for player in state.players]
    assert cities == [SOLO_PLAYER_CITY, RUGWORT_CITY]
    assert state.solo.year == 1
    assert [player.tokens for player in state.players] == [15, 0]
    assert state.players[0].journey == 9
    events = [[EVENTS[event].key for event in player.events] for player in state.players]
    assert events == [["event.harvest_festival"], []]
    assert len(state.special) == 4


def test_the_player_and_rugwort_score_what_the_solo_rules_give_by_hand():
    breakdowns = scores("everdell", final_position(SOLO_GOLDEN))
    assert [b.categories for b in breakdowns] == [SOLO_PLAYER, RUGWORT]
    assert [b.total for b in breakdowns] == [31, 26]

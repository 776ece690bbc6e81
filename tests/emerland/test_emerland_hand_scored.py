"""Two full Emerland games (2 players, and solo against Professor Koto), each scored by hand.

The 2-player game is the golden ``emerland-2p-greedy`` (seed 17, greedy in both seats), replayed
from its record. The figures below were worked out by hand from the final cities, the printed
points and end-of-game rules of the cards and Realms (``docs/emerland_components.md``: the
rulebook prints no cards, so the project's reconstruction is the card text; "basic/upgraded"
points), the Artifacts' points (``games/emerland/data/artifacts.json``) and the rulebook's
Scoring list (card points, Prosperity bonus, point tokens, Artifacts, the Archaeologist's Lost
City space, Realms, 1 point for every two leftover resources, Emeralds included). If the golden
is rewritten, the position assertions fail first: score it by hand again.
"""

from __future__ import annotations

from hand_scored_kit import final_position, scores

from everdell_desktop.games.emerland.data import PROSPERITY, SUPPLY, tables
from everdell_desktop.games.emerland.effects import design_of

GOLDEN = "emerland-2p-greedy"
T = tables()

# Seat 0 (14 cards; "+" marks an upgraded card):
#   Banana Grove 1, Waterfall Quarry 2, Glass Frog Wanderer+ 2, Sun Ziggurat 3, Cacao Terrace 2,
#   Orchid Mantis+ 3, Sloth Storyteller+ 2, Bamboo Nursery 1, River Wharf 3, Sloth Storyteller+ 2,
#   Statue 3, Banana Grove 1, Sunstone Observatory 3, Floating Bazaar 2            cards = 30
#   Prosperity: Sun Ziggurat 2 per Realm, 2 Realms = 4; River Wharf 4 at 6+ Constructions (10:
#     the two Groves, Quarry, Ziggurat, Terrace, Nursery, Wharf, Statue, Observatory, Bazaar) = 4;
#     Statue 4 at 4+ upgraded cards (Frog, Mantis, two Sloths: 4) = 4            prosperity = 12
#   point tokens 27                                                        point_tokens = 27
#   Artifacts: Amber Harp 0, Bronze Flute 2, Opal Chalice 0, Bronze Idol 0     artifacts = 2
#   Archaeologist on step 4 of the path, not in the Lost City               archaeologist = 0
#   Realms: Thunder Plateau 1 per 2 cards, 14 cards = 7, at most 5 = 5; Mangrove Delta 1 per
#     Production card (the two Groves, Quarry, Terrace, Mantis, Nursery: 6, at most 6) = 6
#                                                                               realms = 11
#   leftover 5 Bamboo + 9 Leaves + 1 Fig + 0 Marble + 2 Emeralds = 17, 17 // 2  resources = 8
#   total 30 + 12 + 27 + 2 + 0 + 11 + 8 = 90
SEAT_0_CITY = [
    ("Banana Grove", False),
    ("Waterfall Quarry", False),
    ("Glass Frog Wanderer", True),
    ("Sun Ziggurat", False),
    ("Cacao Terrace", False),
    ("Orchid Mantis", True),
    ("Sloth Storyteller", True),
    ("Bamboo Nursery", False),
    ("River Wharf", False),
    ("Sloth Storyteller", True),
    ("Statue", False),
    ("Banana Grove", False),
    ("Sunstone Observatory", False),
    ("Floating Bazaar", False),
]
SEAT_0 = {
    "cards": 30,
    "prosperity": 12,
    "point_tokens": 27,
    "artifacts": 2,
    "archaeologist": 0,
    "realms": 11,
    "resources": 8,
}

# Seat 1 (9 cards):
#   Macaw Matriarch 3, Clay Potter 2, Leafcutter Tapir+ 2, Cacao Terrace 2, Sun Ziggurat 3,
#   Capuchin Broker 2, Vine Ladder 1, Vine Ladder 1, Weavers' Loom 2                cards = 18
#   Prosperity: Macaw Matriarch 1 per Critter (Macaw, Potter, Tapir, Broker: 4, at most 4) = 4;
#     Sun Ziggurat 2 per Realm, 2 Realms = 4                                    prosperity = 8
#   point tokens 11                                                        point_tokens = 11
#   Artifacts: Amber Chalice 2, Coral Crown 0, Amber Amulet 0                  artifacts = 2
#   Archaeologist on step 1                                                 archaeologist = 0
#   Realms: Vine Bridges 1 per colour (prosperity, artisan, production, destination,
#     traveler: 5) = 5; Misty Falls 1 per Traveler card (two Vine Ladders) = 2     realms = 7
#   leftover 15 Bamboo + 13 Leaves + 5 Emeralds = 33, 33 // 2                  resources = 16
#   (the cards beneath the Clay Potter and the Loom score nothing)
#   total 18 + 8 + 11 + 2 + 0 + 7 + 16 = 62
SEAT_1_CITY = [
    ("Macaw Matriarch", False),
    ("Clay Potter", False),
    ("Leafcutter Tapir", True),
    ("Cacao Terrace", False),
    ("Sun Ziggurat", False),
    ("Capuchin Broker", False),
    ("Vine Ladder", False),
    ("Vine Ladder", False),
    ("Weavers' Loom", False),
]
SEAT_1 = {
    "cards": 18,
    "prosperity": 8,
    "point_tokens": 11,
    "artifacts": 2,
    "archaeologist": 0,
    "realms": 7,
    "resources": 16,
}


def test_the_final_position_is_the_one_scored_by_hand():
    state = final_position(GOLDEN)
    cities = [
        [(design_of(cid).name, bool(state.upgraded[cid])) for cid in city] for city in state.cities
    ]
    assert cities == [SEAT_0_CITY, SEAT_1_CITY]
    supplies = [dict(zip(SUPPLY, supply, strict=True)) for supply in state.supply]
    assert supplies == [
        {"bamboo": 5, "leaf": 9, "fig": 1, "marble": 0, "emerald": 2, "harp": 0, "points": 27},
        {"bamboo": 15, "leaf": 13, "fig": 0, "marble": 0, "emerald": 5, "harp": 0, "points": 11},
    ]
    artifacts = [[T.artifacts[a].name for a in owned] for owned in state.artifacts]
    assert artifacts == [
        ["Amber Harp", "Bronze Flute", "Opal Chalice", "Bronze Idol"],
        ["Amber Chalice", "Coral Crown", "Amber Amulet"],
    ]
    realms = [[T.realms[r].name for r in owned] for owned in state.realms]
    assert realms == [["Thunder Plateau", "Mangrove Delta"], ["Vine Bridges", "Misty Falls"]]
    assert list(state.path_pos) == [4, 1]
    assert list(state.lost_city_space) == [-1, -1]


def test_each_seat_scores_what_the_rulebook_gives_by_hand():
    breakdowns = scores("emerland", final_position(GOLDEN))
    assert [b.categories for b in breakdowns] == [SEAT_0, SEAT_1]
    assert [b.details for b in breakdowns] == [
        {
            "prosperity": {"Sun Ziggurat": 4, "River Wharf": 4, "Statue": 4},
            "realms": {"Thunder Plateau": 5, "Mangrove Delta": 6},
        },
        {
            "prosperity": {"Macaw Matriarch": 4, "Sun Ziggurat": 4},
            "realms": {"Vine Bridges": 5, "Misty Falls": 2},
        },
    ]
    assert [b.total for b in breakdowns] == [90, 62]


# Solo against Professor Koto on Hard: the golden ``emerland-koto-hard-greedy`` (seed 34, the
# greedy agent). Koto scores by the rulebook's "Scoring Professor Koto", Hard Difficulty: base 15,
# 4 per Prosperity card, 3 per upgraded card, point tokens, Artifacts' points, his Lost City
# space, 5 per Realm, 2 per Emerald; none of his cards' printed points.
SOLO_GOLDEN = "emerland-koto-hard-greedy"

# The player (13 cards; 8 upgraded):
#   Bamboo Nursery+ 2, Sloth Storyteller+ 2, Rope Bridge+ 2, Vine Ladder+ 2, Statue+ 4,
#   Jade Carver 3, Parrot Herald+ 3, Relic Hoarder+ 3, Cacao Terrace 2, Capybara Forager 1,
#   Sloth Storyteller+ 2, Cacao Terrace 2, Sky Temple 3                             cards = 31
#   Prosperity: Statue (upgraded) 5 at 3+ upgraded cards (8) = 5; Relic Hoarder (upgraded)
#     2 per Artifact, 5 Artifacts = 10, at most 8 = 8                        prosperity = 13
#   point tokens 27                                                        point_tokens = 27
#   Artifacts: Golden Amulet 1, Opal Seal 2, Amber Seal 1, Coral Bead 5, Obsidian Bead 1
#                                                                             artifacts = 10
#   Archaeologist on step 4                                                 archaeologist = 0
#   Vine Bridges: production, traveler, prosperity, artisan, destination = 5     realms = 5
#   leftover 8 Bamboo + 7 Leaves + 15 Figs + 1 Marble + 0 Emeralds = 31, 31 // 2 resources = 15
#   total 31 + 13 + 27 + 10 + 0 + 5 + 15 = 101
SOLO_PLAYER_CITY = [
    ("Bamboo Nursery", True),
    ("Sloth Storyteller", True),
    ("Rope Bridge", True),
    ("Vine Ladder", True),
    ("Statue", True),
    ("Jade Carver", False),
    ("Parrot Herald", True),
    ("Relic Hoarder", True),
    ("Cacao Terrace", False),
    ("Capybara Forager", False),
    ("Sloth Storyteller", True),
    ("Cacao Terrace", False),
    ("Sky Temple", False),
]
SOLO_PLAYER = {
    "cards": 31,
    "prosperity": 13,
    "point_tokens": 27,
    "artifacts": 10,
    "archaeologist": 0,
    "realms": 5,
    "resources": 15,
}

# Koto (15 cards): base 15; 1 Prosperity card (Sun Ziggurat) x 4 = 4; 3 upgraded cards (Okapi
#   Pilgrim, Capuchin Broker, Banana Grove) x 3 = 9; point tokens 27; Artifacts: Jade Mask 7,
#   Obsidian Crown 4, Jade Scarab 1, Moonstone Mirror 1 and six worth 0 = 13; Archaeologist on
#   the Lost City's best space = 7; 3 Realms x 5 = 15; 9 Emeralds x 2 = 18
#   total 15 + 4 + 9 + 27 + 13 + 7 + 15 + 18 = 108
KOTO = {
    "base": 15,
    "prosperity": 4,
    "upgraded": 9,
    "point_tokens": 27,
    "artifacts": 13,
    "archaeologist": 7,
    "realms": 15,
    "emeralds": 18,
}


def test_the_koto_final_position_is_the_one_scored_by_hand():
    state = final_position(SOLO_GOLDEN)
    assert state.solo.difficulty == "hard"
    player, koto = state.cities
    assert [(design_of(cid).name, bool(state.upgraded[cid])) for cid in player] == SOLO_PLAYER_CITY
    assert len(koto) == 15
    koto_prosperity = [design_of(cid).name for cid in koto if design_of(cid).color == PROSPERITY]
    assert koto_prosperity == ["Sun Ziggurat"]
    assert sorted(design_of(cid).name for cid in koto if state.upgraded[cid]) == [
        "Banana Grove",
        "Capuchin Broker",
        "Okapi Pilgrim",
    ]
    assert [dict(zip(SUPPLY, supply, strict=True)) for supply in state.supply] == [
        {"bamboo": 8, "leaf": 7, "fig": 15, "marble": 1, "emerald": 0, "harp": 0, "points": 27},
        {"bamboo": 0, "leaf": 0, "fig": 0, "marble": 0, "emerald": 9, "harp": 0, "points": 27},
    ]
    assert sorted(T.artifacts[a].points for a in state.artifacts[0]) == [1, 1, 1, 2, 5]
    assert sorted(T.artifacts[a].points for a in state.artifacts[1]) == [0] * 6 + [1, 1, 4, 7]
    realms = [[T.realms[r].name for r in owned] for owned in state.realms]
    assert realms == [["Vine Bridges"], ["Emerald Mesa", "Canopy Road", "Lost Causeway"]]
    assert list(state.path_pos) == [4, 6]
    assert list(state.lost_city_space) == [-1, 0]
    assert T.lost_city_spaces[0] == 7


def test_the_player_and_koto_score_what_the_rulebook_gives_by_hand():
    breakdowns = scores("emerland", final_position(SOLO_GOLDEN))
    assert [b.categories for b in breakdowns] == [SOLO_PLAYER, KOTO]
    assert breakdowns[0].details["prosperity"] == {"Statue": 5, "Relic Hoarder": 8}
    assert [b.total for b in breakdowns] == [101, 108]

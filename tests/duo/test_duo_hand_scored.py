"""A full competitive Everdell Duo game, scored by hand from its final position.

The game is the golden ``duo-2p-greedy`` (seed 303, the greedy agent in both places), replayed
from its record. The figures below were worked out by hand from the final cities, the card and
Event tables of ``docs/duo_components.md`` (printed points, purple rules, Event points) and the
rulebook's "Scoring Criteria" (points on cards, purple bonus points, point tokens, Events; the
Journey goes to whoever has more tan cards, and to nobody on a tie). If the golden is rewritten,
the position assertions fail first: score it by hand again.
"""

from __future__ import annotations

from hand_scored_kit import final_position, scores

from everdell_desktop.games.duo.engine import CARDS, EVENTS
from everdell_desktop.games.duo.state import EMPTY, HARE, TURTLE

GOLDEN = "duo-2p-greedy"

# The Hare (place 0), 10 cards:
#   Peddler 1, Old Ruins 0, Magpie 1, Library 2, Merchant 1, Castle 3, Elder 2, Courier 1,
#   Teacher 1, Tea House 1                                                        cards = 13
#   purple: Castle 1 per Construction (Old Ruins, Library, Castle, Tea House) = 4;
#     Elder 2 per red card (Library, Merchant, Teacher: 3) = 6, up to 6 = 6   prosperity = 10
#   point tokens 10                                                              tokens = 10
#   Events: Balanced Town 4 + Busy Streets 3                                      events = 7
#   Journey: 4 tan cards (Peddler, Old Ruins, Magpie, Courier) against the Turtle's 4, a tie:
#     nobody wins it                                                             journey = 0
#   total 13 + 10 + 10 + 7 + 0 = 40
HARE_CITY = [
    "peddler",
    "old_ruins",
    "magpie",
    "library",
    "merchant",
    "castle",
    "elder",
    "courier",
    "teacher",
    "tea_house",
]
HARE_SCORE = {"cards": 13, "prosperity": 10, "tokens": 10, "events": 7, "journey": 0}

# The Turtle (place 1), 8 cards:
#   Crossroads 1, Storyteller 1, Baker 2, Market 2, Minstrel 1, Architect 2, Watchtower 2,
#   Lighthouse 2                                                                  cards = 13
#   purple: Storyteller 1 per point token held (5), up to 5 = 5; Architect 2 per kind of
#     resource left (1 twig, 1 resin, 5 pebbles, 1 berry: 4 kinds) = 8       prosperity = 13
#   point tokens 5                                                                tokens = 5
#   Events: Everdell Faire 3                                                      events = 3
#   Journey: 4 tan cards (Crossroads, Minstrel, Watchtower, Lighthouse), a tie  journey = 0
#   total 13 + 13 + 5 + 3 + 0 = 34
TURTLE_CITY = [
    "crossroads",
    "storyteller",
    "baker",
    "market",
    "minstrel",
    "architect",
    "watchtower",
    "lighthouse",
]
TURTLE_SCORE = {"cards": 13, "prosperity": 13, "tokens": 5, "events": 3, "journey": 0}


def test_the_final_position_is_the_one_scored_by_hand():
    state = final_position(GOLDEN)
    cities = [[CARDS[card].key for card in city] for city in state.cities]
    assert cities == [HARE_CITY, TURTLE_CITY]
    assert state.tokens == [10, 5]
    assert state.res[TURTLE] == [1, 1, 5, 1]
    achieved = {
        EVENTS[event].key: owner
        for event, owner in zip(state.events, state.event_owner, strict=True)
        if owner != EMPTY
    }
    assert achieved == {"balanced_town": HARE, "busy_streets": HARE, "faire": TURTLE}
    assert EVENTS[state.journey].key == "journey"
    assert state.journey_winner == EMPTY


def test_each_place_scores_what_the_rulebook_gives_by_hand():
    breakdowns = scores("duo", final_position(GOLDEN))
    assert [b.categories for b in breakdowns] == [HARE_SCORE, TURTLE_SCORE]
    assert [b.details["prosperity"] for b in breakdowns] == [
        {"castle": 4, "elder": 6},
        {"storyteller": 5, "architect": 8},
    ]
    assert [b.details["events"] for b in breakdowns] == [
        {"balanced_town": 4, "busy_streets": 3},
        {"faire": 3},
    ]
    assert [b.total for b in breakdowns] == [40, 34]

"""A full game of Emerge (2 players), scored by hand from its final position.

The game is the golden ``emerge-2p-mcts-easy`` (seed 108, the search agent against the greedy
one), replayed from its record, so no search runs here. The figures
below were worked out by hand from the final islands and the rulebook's "Final Scoring": each
island's meeples (Plants, Crabs, Turtles, Seals, Birds) times its height, 3 for an island with a
Plant, Crab, Turtle and Seal, 1 per unused Research Token, and the goals at 5/3/2/1 in the order
completed; ties by goal points, then meeples, then large islands. If the golden is rewritten, the
position assertions fail first: score it by hand again.
"""

from __future__ import annotations

from hand_scored_kit import final_position, scores

from everdell_desktop.games.emerge.engine import T
from everdell_desktop.games.emerge.state import (
    BIRD_ON,
    CRAB_ON,
    HEIGHT,
    OWNER,
    PLANTS,
    SEAL_ON,
    TURTLE_ON,
)

GOLDEN = "emerge-2p-mcts-easy"

# Place 0's islands, (height; Plants, Crab, Turtle, Seal, Bird):
#   island 0: 3; 4 + 1 + 1 + 0 + 0 = 6 meeples, x3 = 18 (no Seal: no bonus)
#   island 5: 1; 2 + 1 = 3, x1 = 3
#   island 6: 3; 3 + 1 + 1 + 0 + 1 = 6, x3 = 18 (no Seal)
#   island 7: 2; 3 + 1 + 0 + 0 + 1 = 5, x2 = 10                              islands = 49
#   biodiversity 0; 6 unused Research Tokens                   biodiversity = 0, tokens = 6
#   goals: Archipelago second 3, Age of Crustaceans first 5, Cohabitate first 5   goals = 13
#   total 49 + 0 + 6 + 13 = 68; tie-breaks: goals 13, meeples 6+3+6+5 = 20, large islands 2
PLACE_0_ISLANDS = [(3, 4, 1, 1, 0, 0), (1, 2, 1, 0, 0, 0), (3, 3, 1, 1, 0, 1), (2, 3, 1, 0, 0, 1)]
PLACE_0 = {"islands": 49, "biodiversity": 0, "tokens": 6, "goals": 13}

# Place 1's islands:
#   island 1: 3; 4 + 1 + 1 + 1 + 0 = 7, x3 = 21, Plant, Crab, Turtle and Seal: +3
#   island 2: 2; 3 Plants, x2 = 6
#   island 3: 1; 1 Plant + 1 Bird = 2, x1 = 2
#   island 4: 2; 4 Plants + 1 Bird = 5, x2 = 10                              islands = 39
#   biodiversity 3; 4 unused Research Tokens                   biodiversity = 3, tokens = 4
#   goals: Archipelago first 5, Mastermind first 5                                 goals = 10
#   total 39 + 3 + 4 + 10 = 56; tie-breaks: goals 10, meeples 7+3+2+5 = 17, large islands 1
PLACE_1_ISLANDS = [(3, 4, 1, 1, 1, 0), (2, 3, 0, 0, 0, 0), (1, 1, 0, 0, 0, 1), (2, 4, 0, 0, 0, 1)]
PLACE_1 = {"islands": 39, "biodiversity": 3, "tokens": 4, "goals": 10}

FIELDS = (HEIGHT, PLANTS, CRAB_ON, TURTLE_ON, SEAL_ON, BIRD_ON)


def test_the_final_position_is_the_one_scored_by_hand():
    state = final_position(GOLDEN)
    islands = [
        [tuple(island[f] for f in FIELDS) for island in state.islands if island[OWNER] == place]
        for place in (0, 1)
    ]
    assert islands == [PLACE_0_ISLANDS, PLACE_1_ISLANDS]
    assert [len(held) for held in state.tokens] == [6, 4]
    goals = {
        T.goals[goal].key: claims for goal, claims in zip(state.goals, state.claims, strict=True)
    }
    assert goals == {
        "archipelago": [1, 0],
        "age_of_crustaceans": [0],
        "cohabitate": [0],
        "mastermind": [1],
    }


def test_each_place_scores_what_the_rulebook_gives_by_hand():
    breakdowns = scores("emerge", final_position(GOLDEN))
    assert [b.categories for b in breakdowns] == [PLACE_0, PLACE_1]
    assert [b.tiebreak for b in breakdowns] == [(13, 20, 2), (10, 17, 1)]
    assert [b.total for b in breakdowns] == [68, 56]

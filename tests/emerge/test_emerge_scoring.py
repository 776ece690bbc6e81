"""Final scoring: islands, Biodiversity Bonus, unused tokens, goals, and the tie-breaks."""

from emerge_kit import GAME, add_island, discovery, dress, give, new_game

from everdell_desktop.games.emerge import goals, scoring


def blank(players=2):
    """A game whose places own nothing yet (the start islands emptied)."""
    state = discovery(players)
    for index in range(players):
        dress(state, index, plants=0)
    return state


def test_scoring_each_island_is_its_meeples_times_its_height():
    """The rulebook's example: 1 x 3 + 2 x 2 + 3 x 4 = 19."""
    state = blank()
    dress(state, 0, height=1, plants=2, crab=1)
    add_island(state, 0, height=2, plants=1, bird=1)
    add_island(state, 0, height=3, plants=3, crab=1)
    assert GAME.scores(state)[0].categories["islands"] == 19


def test_scoring_biodiversity_bonus_for_plant_crab_turtle_and_seal():
    """The rulebook's example: 1 x 4 meeples + the bonus = 7."""
    state = blank()
    dress(state, 0, plants=1, crab=1, turtle=1, seal=1)
    breakdown = GAME.scores(state)[0]
    assert breakdown.categories["islands"] == 4 and breakdown.categories["biodiversity"] == 3
    assert breakdown.total == 7


def test_scoring_no_biodiversity_bonus_without_every_animal():
    state = blank()
    dress(state, 0, plants=4, crab=1, turtle=1, bird=1)
    assert GAME.scores(state)[0].categories["biodiversity"] == 0


def test_scoring_birds_are_meeples_but_not_needed_for_the_bonus():
    state = blank()
    dress(state, 0, height=2, plants=1, crab=1, turtle=1, seal=1, bird=1)
    categories = GAME.scores(state)[0].categories
    assert categories["islands"] == 10 and categories["biodiversity"] == 3


def test_scoring_unused_research_tokens_one_point_each():
    state = blank()
    give(state, 0, "reroll")
    give(state, 0, "crab_cheap")
    used = give(state, 0, "refresh")
    state.tokens[0].remove(used)
    state.spent[0].append(used)
    assert GAME.scores(state)[0].categories["tokens"] == 2


def test_scoring_goal_points_are_added():
    state = blank()
    goals.claim(state, 0, 0, [])
    goals.claim(state, 1, 0, [])
    goals.claim(state, 0, 1, [])
    assert [GAME.scores(state)[p].categories["goals"] for p in (0, 1)] == [10, 3]


def test_tie_break_most_goal_points_first():
    state = blank()
    dress(state, 0, plants=1)  # 1 + 5 = 6
    dress(state, 1, plants=3)
    give(state, 1, "reroll")
    give(state, 1, "refresh")
    give(state, 1, "crab_cheap")  # 3 + 3 = 6
    goals.claim(state, 0, 0, [])
    assert [b.total for b in GAME.scores(state)] == [6, 6]
    assert scoring.winners(state) == [0]


def test_tie_break_then_most_meeples_on_islands():
    state = blank()
    dress(state, 0, height=2, plants=2)  # 4 points, 2 meeples
    dress(state, 1, plants=3)  # 3 points, 3 meeples
    give(state, 1, "reroll")  # + 1 = 4
    assert [b.total for b in GAME.scores(state)] == [4, 4]
    assert scoring.winners(state) == [1]


def test_tie_break_then_most_large_islands():
    state = blank()
    dress(state, 0, height=3, plants=2)  # 6 points, 2 meeples, a large island
    dress(state, 1, height=2, plants=2)  # 4 points, 2 meeples
    give(state, 1, "reroll")
    give(state, 1, "refresh")  # 6 points
    assert [b.total for b in GAME.scores(state)] == [6, 6]
    assert [b.tiebreak for b in GAME.scores(state)] == [(0, 2, 1), (0, 2, 0)]
    assert scoring.winners(state) == [0]


def test_a_tie_on_every_count_is_shared():
    state = blank()
    dress(state, 0, plants=2)
    dress(state, 1, plants=2)
    assert scoring.winners(state) == [0, 1]


def test_scores_of_a_new_game_count_the_start_plants():
    state = new_game(3)
    assert [b.total for b in GAME.scores(state)] == [1, 1, 1]

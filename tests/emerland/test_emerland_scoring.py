"""Scoring, its breakdown, the rulebook's 77-point example, tie-breakers and shared victory."""

from emerland_kit import GAME, T, give, new_game, to_city

from everdell_desktop.games.emerland import scoring
from everdell_desktop.games.emerland.effects import LOST_CITY

REALM = {name: index for index, (_rid, name, _rule) in enumerate(T.realms)}


def artifact_worth(points):
    return next(i for i, a in enumerate(T.artifacts) if a[2] == points)


def rulebook_example_city(state, seat):
    """A city matching the rulebook's scoring example (section Scoring)."""
    for design, upgraded in [
        ("river_wharf", True),
        ("statue", True),
        ("maestro", False),
        ("gem_grotto", True),
        ("waterfall_quarry", True),
        ("sky_temple", False),
        ("chameleon_magistrate", True),
        ("jaguar_guide", False),
        ("jaguar_guide", False),
        ("parrot_herald", False),
        ("parrot_herald", False),
        ("orchid_mantis", False),
    ]:
        to_city(state, seat, design, upgraded)
    state.realms[seat] = [REALM["Cavern"], REALM["Ruins"]]
    give(state, seat, harp=3, points=7, emerald=1, fig=3)  # 4 leftover resources
    state.artifacts[seat] = [artifact_worth(7), artifact_worth(3)]
    state.path_pos[seat] = LOST_CITY
    state.lost_city_space[seat] = T.lost_city_spaces.index(3)


def test_scoring_reproduces_the_rulebook_example_of_77_points():
    state = new_game()
    state.supply[0] = [0] * 7
    rulebook_example_city(state, 0)
    result = scoring.breakdown(state, 0)
    assert result.categories == {
        "cards": 32,
        "prosperity": 13,
        "point_tokens": 7,
        "artifacts": 10,
        "archaeologist": 3,
        "realms": 10,
        "resources": 2,
    }
    assert result.details["prosperity"] == {"River Wharf": 5, "Statue": 5, "Maestro": 3}
    assert result.details["realms"] == {"Cavern": 5, "Ruins": 5}
    assert result.total == 77


def test_one_point_for_every_two_leftover_resources_including_emeralds():
    state = new_game()
    state.supply[0] = [1, 1, 1, 0, 2, 5, 0]  # 5 resources+emeralds; harps do not count
    assert scoring.breakdown(state, 0).categories["resources"] == 2


def test_archaeologist_scores_only_in_the_lost_city():
    state = new_game()
    state.path_pos[0] = LOST_CITY - 1
    assert scoring.breakdown(state, 0).categories["archaeologist"] == 0
    state.path_pos[0] = LOST_CITY
    state.lost_city_space[0] = 0
    assert scoring.breakdown(state, 0).categories["archaeologist"] == T.lost_city_spaces[0]


def test_prosperity_bonus_needs_its_requirement():
    state = new_game()
    to_city(state, 0, "river_wharf")  # basic: 6 constructions for 4 points
    assert scoring.breakdown(state, 0).categories["prosperity"] == 0
    for design in ("gem_grotto", "statue", "sky_temple", "banana_grove", "bamboo_nursery"):
        to_city(state, 0, design)
    assert scoring.breakdown(state, 0).details["prosperity"]["River Wharf"] == 4


def tied_pair():
    state = new_game()
    for seat in (0, 1):
        state.supply[seat] = [0] * 7
        to_city(state, seat, "statue")
    return state


def test_most_points_wins():
    state = tied_pair()
    give(state, 1, points=1)
    assert GAME.winners(state) == [1]


def test_tie_broken_first_by_most_upgraded_cards():
    state = tied_pair()
    to_city(state, 0, "maestro", upgraded=True)  # 3 points
    to_city(state, 1, "gem_grotto")  # 2 points
    give(state, 1, points=1)
    assert scoring.breakdown(state, 0).total == scoring.breakdown(state, 1).total
    assert GAME.winners(state) == [0]


def test_tie_broken_next_by_furthest_on_the_lost_city_path():
    state = tied_pair()
    state.path_pos = [1, 2]
    assert GAME.winners(state) == [1]


def test_tie_broken_next_by_most_realms():
    state = tied_pair()
    state.realms[0] = [REALM["Emerald Mesa"]]  # worth nothing without emeralds
    assert GAME.winners(state) == [0]


def test_tie_broken_last_by_most_leftover_resources_including_emeralds():
    state = tied_pair()
    give(state, 0, emerald=1)  # 1 leftover: 0 points, but breaks the tie
    assert scoring.breakdown(state, 0).total == scoring.breakdown(state, 1).total
    assert GAME.winners(state) == [0]


def test_players_still_tied_share_the_victory():
    state = tied_pair()
    assert GAME.winners(state) == [0, 1]


def test_breakdown_categories_are_the_rulebooks():
    state = new_game()
    assert tuple(scoring.breakdown(state, 0).categories) == scoring.CATEGORIES


def test_within_the_lost_city_the_better_space_is_further_along_the_path():
    state = tied_pair()
    state.path_pos = [LOST_CITY, LOST_CITY]
    best = max(range(len(T.lost_city_spaces)), key=lambda i: T.lost_city_spaces[i])
    second = sorted(range(len(T.lost_city_spaces)), key=lambda i: -T.lost_city_spaces[i])[1]
    state.lost_city_space = [second, best]
    give(state, 0, points=T.lost_city_spaces[best] - T.lost_city_spaces[second])
    assert scoring.breakdown(state, 0).total == scoring.breakdown(state, 1).total
    assert GAME.winners(state) == [1]

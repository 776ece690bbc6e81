"""Professor Koto's scoring, category by category, with exact values on both difficulties.

The rulebook ("Scoring Professor Koto"): Normal — base 10, Prosperity cards 3 each, upgraded
cards 2 each, point tokens 1 each, Artifacts at their printed points, the Archaeologist's
position, Realms 4 each, Emeralds 1 each; Hard — base 15, Prosperity 4, upgraded 3, tokens 1,
Artifacts, Archaeologist, Realms 5, Emeralds 2. His cards' printed points and any other leftover
resources score nothing. Each case starts from an empty Professor (koto_kit.blank) and gives him
one thing, so each figure is one rate times one count.
"""

from __future__ import annotations

import pytest
from emerland_kit import GAME, T, to_city
from koto_kit import HUMAN, KOTO, blank

from everdell_desktop.games.emerland.data import EMERALD, POINTS
from everdell_desktop.games.emerland.effects import LOST_CITY
from everdell_desktop.games.emerland.koto import scoring

ARTIFACT = {rule.id: index for index, rule in enumerate(T.artifacts)}
NOTHING = dict.fromkeys(scoring.CATEGORIES, 0)


def koto_score(state):
    return GAME.scores(state)[KOTO]


def with_city(state, basic=(), upgraded=()):
    for design_id in basic:
        to_city(state, KOTO, design_id)
    for design_id in upgraded:
        to_city(state, KOTO, design_id, upgraded=True)
    return state


@pytest.mark.parametrize(("difficulty", "base"), [("normal", 10), ("hard", 15)])
def test_an_empty_professor_scores_only_his_base(difficulty, base):
    result = koto_score(blank(difficulty))
    assert result.categories == {**NOTHING, "base": base}
    assert result.total == base
    assert result.tiebreak == (0, 0, 0, 0)


@pytest.mark.parametrize(("difficulty", "each"), [("normal", 3), ("hard", 4)])
def test_each_prosperity_card_scores_his_rate_and_other_cards_nothing(difficulty, each):
    # two basic Prosperity cards (printed 3 + 3) and two basic Production cards (1 + 1)
    state = with_city(blank(difficulty), basic=("statue", "maestro", "banana_grove", "gem_grotto"))
    result = koto_score(state)
    assert result.categories["prosperity"] == 2 * each
    assert result.categories["upgraded"] == 0
    assert result.total == result.categories["base"] + 2 * each  # printed points do not count


@pytest.mark.parametrize(("difficulty", "each"), [("normal", 2), ("hard", 3)])
def test_each_upgraded_card_scores_his_rate(difficulty, each):
    state = with_city(
        blank(difficulty),
        basic=("banana_grove",),
        upgraded=("bamboo_nursery", "gem_grotto", "leafcutter_tapir"),
    )
    assert koto_score(state).categories["upgraded"] == 3 * each


@pytest.mark.parametrize(
    ("difficulty", "prosperity", "upgrade"), [("normal", 3, 2), ("hard", 4, 3)]
)
def test_an_upgraded_prosperity_card_scores_both_rates(difficulty, prosperity, upgrade):
    state = with_city(blank(difficulty), upgraded=("river_wharf",))
    result = koto_score(state)
    assert (result.categories["prosperity"], result.categories["upgraded"]) == (
        prosperity,
        upgrade,
    )


@pytest.mark.parametrize(("difficulty", "each"), [("normal", 4), ("hard", 5)])
@pytest.mark.parametrize("count", [1, 3])
def test_each_realm_scores_his_rate_whatever_it_says(difficulty, each, count):
    state = blank(difficulty)
    state.realms[KOTO] = [state.realm_deck.pop() for _ in range(count)]
    assert koto_score(state).categories["realms"] == count * each


@pytest.mark.parametrize(("difficulty", "each"), [("normal", 1), ("hard", 2)])
@pytest.mark.parametrize("count", [1, 4])
def test_each_emerald_scores_his_rate(difficulty, each, count):
    state = blank(difficulty)
    state.supply[KOTO][EMERALD] = count
    assert koto_score(state).categories["emeralds"] == count * each


@pytest.mark.parametrize("difficulty", ["normal", "hard"])
def test_point_tokens_score_one_each_and_other_leftovers_nothing(difficulty):
    state = blank(difficulty)
    state.supply[KOTO][POINTS] = 6
    state.supply[KOTO][:4] = [2, 2, 2, 2]  # no resource of his scores
    result = koto_score(state)
    assert result.categories["point_tokens"] == 6
    assert result.total == result.categories["base"] + 6


@pytest.mark.parametrize("difficulty", ["normal", "hard"])
def test_artifacts_score_their_printed_points_on_both_levels(difficulty):
    state = blank(difficulty)
    for artifact_id in ("jade_mask", "opal_seal", "golden_dagger"):  # 7 + 2 + 0
        state.bag.remove(ARTIFACT[artifact_id])
        state.artifacts[KOTO].append(ARTIFACT[artifact_id])
    assert koto_score(state).categories["artifacts"] == 9


@pytest.mark.parametrize(("space", "points"), [(0, 7), (1, 5), (2, 3), (3, 2)])
def test_his_lost_city_space_scores_its_value(space, points):
    state = blank("hard")
    state.path_pos[KOTO], state.lost_city_space[KOTO] = LOST_CITY, space
    assert koto_score(state).categories["archaeologist"] == points


def test_the_players_cards_emeralds_and_realms_are_not_his():
    state = blank("normal")
    for design_id in ("statue", "maestro"):
        to_city(state, HUMAN, design_id, upgraded=True)
    state.supply[HUMAN][EMERALD] = 5
    state.realms[HUMAN] = [state.realm_deck.pop()]
    assert koto_score(state).categories == {**NOTHING, "base": 10}


def test_a_whole_hard_end_state():
    """Hard: 15 + 2 Prosperity x 4 + 3 upgraded x 3 + 4 tokens + Artifacts 5 + space 3
    + 2 Realms x 5 + 3 Emeralds x 2."""
    state = with_city(
        blank("hard"),
        basic=("sun_ziggurat", "banana_grove"),
        upgraded=("relic_hoarder", "gem_grotto", "rope_bridge"),
    )
    state.supply[KOTO][POINTS], state.supply[KOTO][EMERALD] = 4, 3
    state.bag.remove(ARTIFACT["coral_bead"])
    state.artifacts[KOTO].append(ARTIFACT["coral_bead"])
    state.path_pos[KOTO], state.lost_city_space[KOTO] = LOST_CITY, 2
    state.realms[KOTO] = [state.realm_deck.pop(), state.realm_deck.pop()]
    result = koto_score(state)
    assert result.categories == {
        "base": 15,
        "prosperity": 8,
        "upgraded": 9,
        "point_tokens": 4,
        "artifacts": 5,
        "archaeologist": 3,
        "realms": 10,
        "emeralds": 6,
    }
    assert result.total == 60
    # tie-breakers: upgraded cards, path (Lost City step * 10 + the space's 3), Realms, Emeralds
    assert result.tiebreak == (3, LOST_CITY * 10 + 3, 2, 3)
    assert result.seat == KOTO

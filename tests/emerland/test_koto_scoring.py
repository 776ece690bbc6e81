"""Solo Mode, "Scoring Professor Koto": Normal and Hard, on a constructed end state."""

from emerland_kit import GAME, T, to_city
from koto_kit import HUMAN, KOTO, blank, fill_city

from everdell_desktop.core import winners_of
from everdell_desktop.games.emerland import effects as fx
from everdell_desktop.games.emerland import scoring as player_scoring
from everdell_desktop.games.emerland.koto import scoring


def artifact(artifact_id: str) -> int:
    return next(i for i, a in enumerate(T.artifacts) if a[0] == artifact_id)


def end_state(difficulty: str):
    """15 cards (3 Prosperity, 5 upgraded), 4 point tokens, Artifacts worth 7 + 5, the
    7-point Lost City space, 2 Realms and 6 Emeralds."""
    state = blank(difficulty=difficulty)
    for design_id in ("statue", "river_wharf", "maestro"):
        to_city(state, KOTO, design_id)
    fill_city(state, 12)
    for cid in state.cities[KOTO][1:6]:
        state.upgraded[cid] = True
    state.supply[KOTO][6] = 4
    state.supply[KOTO][4] = 6
    for artifact_id in ("jade_mask", "coral_bead"):
        state.bag.remove(artifact(artifact_id))
        state.artifacts[KOTO].append(artifact(artifact_id))
    state.path_pos[KOTO] = fx.LOST_CITY
    state.lost_city_space[KOTO] = T.lost_city_spaces.index(7)
    state.realms[KOTO] = [state.realm_deck.pop(), state.realm_deck.pop()]
    return state


def test_normal_scoring_of_a_constructed_end_state():
    koto = GAME.scores(end_state("normal"))[-1]
    assert koto.categories == {
        "base": 10,
        "prosperity": 3 * 3,
        "upgraded": 5 * 2,
        "point_tokens": 4,
        "artifacts": 7 + 5,
        "archaeologist": 7,
        "realms": 2 * 4,
        "emeralds": 6 * 1,
    }
    assert koto.total == 66


def test_hard_scoring_of_a_constructed_end_state():
    koto = GAME.scores(end_state("hard"))[-1]
    assert koto.categories == {
        "base": 15,
        "prosperity": 3 * 4,
        "upgraded": 5 * 3,
        "point_tokens": 4,
        "artifacts": 7 + 5,
        "archaeologist": 7,
        "realms": 2 * 5,
        "emeralds": 6 * 2,
    }
    assert koto.total == 87


def test_his_categories_are_the_rulebooks_and_his_cards_printed_points_do_not_count():
    koto = GAME.scores(end_state("normal"))[-1]
    assert tuple(koto.categories) == scoring.CATEGORIES
    assert "cards" not in koto.categories


def test_his_archaeologist_scores_only_in_the_lost_city():
    state = end_state("normal")
    state.path_pos[KOTO], state.lost_city_space[KOTO] = 4, -1
    assert GAME.scores(state)[-1].categories["archaeologist"] == 0


def test_scores_list_the_player_then_koto():
    state = end_state("hard")
    breakdowns = GAME.scores(state)
    assert [b.seat for b in breakdowns] == [HUMAN, KOTO]
    assert "cards" in breakdowns[0].categories  # the player is scored as usual


def test_his_tie_breakers_are_the_rulebooks_with_emeralds_as_his_leftovers():
    state = end_state("normal")
    koto = GAME.scores(state)[-1]
    path = player_scoring.path_progress(state, KOTO)
    assert koto.tiebreak == (5, path, 2, 6)  # upgraded, path, Realms, leftover Emeralds


def test_a_tie_on_points_with_koto_goes_to_the_most_upgraded_cards():
    state = end_state("normal")
    player, koto = GAME.scores(state)
    player.categories = {"all": koto.total}
    player.tiebreak = (koto.tiebreak[0] + 1, 0, 0, 0)
    assert winners_of([player, koto]) == [HUMAN]
    player.tiebreak = koto.tiebreak
    assert winners_of([player, koto]) == [HUMAN, KOTO]  # a shared victory

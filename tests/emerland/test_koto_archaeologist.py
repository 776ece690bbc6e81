"""Solo Mode, "Moving the Professor's Archaeologist" and his Artifacts."""

from emerland_kit import (
    GAME,
    T,
    answer,
    picks,
    to_city,
)
from koto_kit import (
    HUMAN,
    KOTO,
    blank,
    emeralds,
    koto_turn,
    occupy,
    only_artifact,
    run_task,
    set_season,
    stack,
    tokens,
)

from everdell_desktop.core import Rng
from everdell_desktop.games.emerland import effects as fx
from everdell_desktop.games.emerland.data import SPRING


def temple_raid_with_own_red(state):
    red = to_city(state, KOTO, "moonlit_lagoon")
    stack(state, "expedition", "temple_raid")
    return red


def test_visiting_a_red_destination_moves_his_archaeologist_with_tokens_and_an_artifact():
    state = blank()
    temple_raid_with_own_red(state)
    events = koto_turn(state)
    assert state.path_pos[KOTO] == 1
    assert tokens(state) == T.path_steps[0].stacks[0]  # the single 2-player stack
    assert len(state.artifacts[KOTO]) == 1
    moved = [e for e in events if e.kind == "archaeologist_moved"]
    assert moved and moved[0].params["seat"] == KOTO


def test_his_archaeologist_goes_no_further_than_the_season_allows():
    state = blank()
    state.path_pos[KOTO] = 1  # summer allows step 1 only
    red = temple_raid_with_own_red(state)
    koto_turn(state)
    assert state.owner_space[red] == 0  # he still visits the card
    assert state.path_pos[KOTO] == 1


def test_no_artifact_when_he_cannot_move():
    state = blank()
    state.path_pos[KOTO] = 1
    temple_raid_with_own_red(state)
    koto_turn(state)
    assert state.artifacts[KOTO] == [] and tokens(state) == 0


def test_later_seasons_let_him_move_further():
    state = blank()
    set_season(state, 2)  # winter: up to step 3
    state.path_pos[KOTO] = 2
    temple_raid_with_own_red(state)
    koto_turn(state)
    assert state.path_pos[KOTO] == 3


def test_new_plan_advance_moves_his_archaeologist():
    state = blank()
    occupy(state, "green.marble")
    stack(state, "expedition", "quarry_survey")  # summer marble; New Plan: advance
    koto_turn(state)
    assert state.path_pos[KOTO] == 1 and len(state.artifacts[KOTO]) == 1


def test_an_artifacts_emerald_bonus_is_his():
    state = blank()
    only_artifact(state, "jade_comb")  # 2 Emeralds
    run_task(state, ("_koto_artifact", 1))
    assert emeralds(state) == 2


def test_other_artifact_bonuses_are_ignored():
    state = blank()
    for artifact in (
        "obsidian_bead",
        "golden_seal",
        "moonstone_comb",
        "coral_lantern",
        "bronze_idol",
    ):
        only_artifact(state, artifact)
        run_task(state, ("_koto_artifact", 1))
    assert state.supply[KOTO] == [0] * 7
    assert state.hands[KOTO] == [] and state.realms[KOTO] == []
    assert not state.pending and len(state.artifacts[KOTO]) == 5


def test_he_draws_as_many_artifacts_as_he_is_told():
    plain = [i for i, a in enumerate(T.artifacts) if not a.reward and not a.chest][:4]
    for count in (1, 2, 3):
        state = blank()
        state.bag[:] = plain
        run_task(state, ("_koto_artifact", count))
        assert len(state.artifacts[KOTO]) == count and len(state.bag) == 4 - count
        assert sorted(state.artifacts[KOTO] + state.bag) == plain


def test_he_advances_as_many_steps_as_he_is_told_with_an_artifact_each():
    """In spring the whole path is open to him: each step taken brings one Artifact."""
    for steps in (1, 2, 3):
        state = blank()
        set_season(state, SPRING)
        run_task(state, ("_koto_advance", steps))
        assert state.path_pos[KOTO] == steps and len(state.artifacts[KOTO]) == steps


def test_the_treasure_chest_gives_him_another_artifact():
    chest = next(i for i, a in enumerate(T.artifacts) if a[4])
    mask = next(i for i, a in enumerate(T.artifacts) if a[0] == "jade_mask")
    state = blank()
    state.bag[:] = sorted([chest, mask])
    # a seed whose first draw is the chest
    state.rng = next(Rng(k) for k in range(64) if Rng(k).randrange(2) == state.bag.index(chest))
    run_task(state, ("_koto_artifact", 1))
    assert sorted(state.artifacts[KOTO]) == sorted([chest, mask])


def test_an_artifact_upgrade_is_the_players_choice_in_his_city():
    state = blank()
    first = to_city(state, KOTO, "banana_grove")
    second = to_city(state, KOTO, "statue")
    to_city(state, KOTO, "maestro", upgraded=True)
    only_artifact(state, "coral_crown")
    run_task(state, ("_koto_artifact", 1))
    prompt = state.pending[-1]
    assert prompt.kind == "koto_upgrade" and prompt.seat == HUMAN
    assert set(picks(prompt)) == {first, second}
    assert GAME.describe_action(state, GAME.legal_actions(state)[0]).startswith("Professor Koto")
    answer(state, second)
    assert state.upgraded[second] and not state.upgraded[first]


def test_upgrading_his_destination_lets_the_visiting_player_activate_it_again():
    state = blank()
    red = to_city(state, KOTO, "sky_temple")
    state.community_space[red] = HUMAN
    run_task(state, ("_koto_upgrade", 1))
    assert state.upgraded[red]
    prompt = state.pending[-1]
    assert prompt.kind == "reactivate" and prompt.seat == HUMAN


def test_koto_declines_to_activate_a_destination_the_player_upgrades_under_him():
    state = blank()
    mine = to_city(state, HUMAN, "sky_temple")
    state.community_space[mine] = KOTO
    before = tokens(state, HUMAN)
    events: list = []
    fx.upgrade_card(state, HUMAN, mine, events)
    fx.KERNEL.run(state, events)
    assert not state.pending and tokens(state, HUMAN) == before
    assert "bot_declined" in [e.kind for e in events]

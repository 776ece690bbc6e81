"""The engine's extension points for a solo bot (effects module docstring): Koto is never
prompted, shares the engine's season steps, and cannot replace an engine op."""

import pytest
from emerland_kit import new_game, to_city
from koto_kit import HUMAN, KOTO, blank, tokens

from everdell_desktop.core.kernel import is_bot
from everdell_desktop.games.emerland import effects as fx
from everdell_desktop.games.emerland.data import AUTUMN, SPRING, WINTER


def test_only_the_places_past_the_deciding_seats_are_bots():
    solo = blank()
    assert not is_bot(solo, HUMAN) and is_bot(solo, KOTO)
    duel = new_game(players=2)
    assert not any(is_bot(duel, seat) for seat in range(2))


def test_a_bot_declines_an_optional_choice_instead_of_being_prompted():
    state = blank()
    events: list = []
    fx.ask(state, KOTO, "reactivate", ["yes"], (0,), events, "card.0", optional=True)
    assert not state.pending
    assert [(e.kind, e.params["seat"]) for e in events] == [("bot_declined", KOTO)]


def test_a_mandatory_choice_for_a_bot_is_an_error_not_a_prompt():
    state = blank()
    with pytest.raises(RuntimeError, match="keep_artifact"):
        fx.ask(state, KOTO, "keep_artifact", [1, 2], (1, 2), [])
    assert not state.pending


def test_the_player_is_still_asked_to_reactivate_on_koto_s_upgraded_destination():
    state = blank()
    red = to_city(state, KOTO, "sky_temple")
    state.community_space[red] = HUMAN
    before = tokens(state, HUMAN)
    fx.offer_reactivation(state, red)
    fx.KERNEL.run(state, [])
    assert state.pending[-1].kind == "reactivate" and state.pending[-1].seat == HUMAN
    assert tokens(state, HUMAN) == before


@pytest.mark.parametrize("seat", [HUMAN, KOTO])
def test_both_seats_gain_the_same_meeples_from_one_table(seat):
    state = blank()
    for season in (AUTUMN, WINTER, SPRING):
        before = (state.workers_total[seat], state.helpers_total[seat])
        assert fx.begin_next_season(state, seat, []) == season
        gained = (state.workers_total[seat] - before[0], state.helpers_total[seat] - before[1])
        assert gained == fx.NEW_MEEPLES[season]


def test_return_meeples_brings_every_meeple_home():
    state = blank()
    state.loc_workers[0][KOTO] = 1
    state.workers[KOTO] -= 1
    fx.return_meeples(state, KOTO, [])
    assert state.loc_workers[0][KOTO] == 0
    assert state.workers[KOTO] == state.workers_total[KOTO]


def test_a_bot_may_not_replace_an_engine_op():
    with pytest.raises(ValueError, match="_visitor_reactivate"):
        fx.KERNEL.register({"_visitor_reactivate": lambda *args: None}, {})
    assert fx.KERNEL.task_handlers["_visitor_reactivate"].__module__ == fx.__name__

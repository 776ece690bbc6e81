"""Every solo bot plays in one style: its turn is queued as kernel tasks by the turn-end hook
and resolved by the kernel, which then ends the turn again (core/kernel.py). Nothing of the
bot's turn happens inside the hook itself."""

from __future__ import annotations

from everdell_desktop.core import registry
from everdell_desktop.core.kernel import Task
from everdell_desktop.games.duo import rules as duo_rules
from everdell_desktop.games.emerge import rival
from everdell_desktop.games.emerland import koto
from everdell_desktop.games.emerland.koto import bot as koto_bot
from everdell_desktop.games.everdell import rugwort


def solo(name: str, bot: str, level: str, seed: int = 1):
    game = registry.get(name)
    state = game.new_game(game.make_config(players=1, solo=bot, difficulty=level), seed)
    while state.pending:  # a setup's opening choices (Emerge's Modifiers): leave them
        game.apply(state, game.legal_actions(state)[-1])
    return state


def test_rugwort_queues_one_meadow_play_per_card_owed():
    state = solo("everdell", "rugwort", "year1")
    state.tasks.clear()
    assert not rugwort.queue_owed_play(state) and state.tasks == []
    state.solo.owed = 2
    rolls_before = state.rng.state
    assert rugwort.queue_owed_play(state)
    assert state.tasks == [Task("rugwort_play", 1)]
    assert state.solo.owed == 2 and state.rng.state == rolls_before  # queued, not played


def test_the_rival_acts_once_after_the_players_turn_and_then_all_it_has_left_after_a_pass():
    state = solo("emerge", "rival", "hard")
    place = state.num_seats
    state.current = 0
    assert rival.queue_action(state) and state.tasks == [Task("rival_act", place)]
    state.tasks.clear()
    state.current = place  # it has just acted
    assert not rival.queue_action(state) and state.tasks == []
    state.passed[0] = True
    assert rival.queue_action(state)
    state.tasks.clear()
    state.rival.actions_left = 0
    assert not rival.queue_action(state) and state.tasks == []


def test_the_skunks_turn_is_queued_when_the_turn_passes_to_him():
    state = solo("duo", "skunk", "normal")
    rolls_before = state.solo.rolls
    duo_rules.hand_over(state, 1, [])
    assert state.current == 1 and state.tasks[-1] == Task("skunk_turn", 1)
    assert state.solo.rolls == rolls_before  # queued, not played


def test_professor_kotos_turn_is_queued_when_the_turn_passes_to_him():
    state = solo("emerland", koto.BOT, "normal")
    state.current = koto.HUMAN
    cities_before = [list(city) for city in state.cities]
    koto_bot.end_turn(state, [])
    assert state.current == koto.KOTO
    assert state.tasks == [Task("_koto_turn", koto.KOTO, (), koto_bot.SOURCE)]
    assert state.cities == cities_before

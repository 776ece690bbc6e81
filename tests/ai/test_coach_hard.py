"""The coach IS Hard (issue 44): the coach and the review ask Hard by its iterations only, with
the random stream an AI in the seat decides with, so a suggestion is the move Hard plays there
and a re-check finds it again; the review lists a move only when Hard's re-check rates Hard's
choice at least CLEARLY_BETTER points higher, and names the score categories the better move
gains in; ``coach-agreement`` measures how often the coach suggests Hard's move and how stable
Hard's own choice is."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from everdell_desktop.ai import create_agent, decision_rng
from everdell_desktop.ai.agreement import AgreementSpec, measure_agreement, mid_game_positions
from everdell_desktop.ai.coach import (
    CLEARLY_BETTER,
    COACH_AGENT,
    GAIN_SHOWN,
    SearchJudge,
    review_game,
    suggest,
)
from everdell_desktop.ai.levels import budget_for, by_iterations
from everdell_desktop.ai.match import play_match
from everdell_desktop.cli import main
from everdell_desktop.core import Action, Rng, registry

TINY = registry.get("tinygame")


@pytest.mark.parametrize(
    ("name", "learned"), [("everdell", {2, 3, 4}), ("emerland", {2, 3, 4}), ("emerge", set())]
)
def test_the_coach_is_hard_by_its_iterations_with_no_ucb_root_shared_and_hards_judgement(
    name, learned
):
    game = registry.get(name)
    coach = create_agent(COACH_AGENT, game)
    hard = create_agent("mcts-hard", game)
    assert coach.budget == replace(
        budget_for("mcts-hard", game), seconds=None, root_parallel=False, reuse_tree=False
    )
    assert coach.heuristic.learned_seats == hard.heuristic.learned_seats == learned


def positions(game, count: int, seed: int):
    config = game.make_config(players=2)
    for position in mid_game_positions(game, config, count, seed):
        state = position.state
        yield position, game.view(state, state.to_move()), game.legal_actions(state)


@pytest.mark.parametrize(("name", "count"), [("tinygame", 8), ("everdell", 2)])
def test_the_coach_suggests_the_move_hard_plays_in_the_seat(name, count):
    """Hard by its iterations, asked with the stream an AI in that seat decides with
    (``decision_rng(seed, actions taken)``), names the coach's move at every position."""
    game = registry.get(name)
    for position, view, legal in positions(game, count, seed=5):
        hard = by_iterations("mcts-hard", game).choose(
            view, legal, decision_rng(position.deal, position.taken)
        )
        hint = suggest(game, view, legal, decision_rng(position.deal, position.taken))
        assert hint.action == hard


def test_the_search_judge_compares_moves_on_the_same_guesses():
    state = TINY.new_game(TINY.make_config(players=2), 3)
    play = next(a for a in TINY.legal_actions(state) if a.kind == "play")
    judge = SearchJudge(create_agent(COACH_AGENT, TINY), guesses=3)
    first, second = judge.outcomes(TINY.view(state, 0), [play, play], 0, Rng(9))
    assert first == second


def random_game(seed: int = 0):
    agents = [create_agent("random", TINY), create_agent("greedy", TINY)]
    return play_match(TINY, TINY.make_config(players=2), agents, seed).record


def test_the_review_lists_what_its_own_search_rechecks_as_two_points_better():
    record = random_game()
    mistakes = review_game(record, {0})  # the coach's level, by default
    assert mistakes
    state = TINY.new_game(TINY.make_config(**record.config), record.seed)
    by_index = {mistake.index: mistake for mistake in mistakes}
    for index, text in enumerate(record.actions):
        if index in by_index:
            mistake = by_index[index]
            agent = create_agent(COACH_AGENT, TINY)
            view, legal = TINY.view(state, mistake.seat), TINY.legal_actions(state)
            rng = decision_rng(record.seed, index)
            choice = agent.choose(view, legal, rng)
            played = Action.parse(text)
            was, better = SearchJudge(agent).outcomes(
                view, [played, choice], mistake.seat, Rng(rng.next_u64())
            )
            assert mistake.better == TINY.describe_action(state, choice)
            assert mistake.loss == pytest.approx(better.lead - was.lead)
            assert mistake.loss >= CLEARLY_BETTER
        TINY.apply_legal(state, Action.parse(text))


def test_each_listed_move_names_the_score_categories_it_gains_in():
    mistakes = review_game(random_game(), {0})
    named = [mistake for mistake in mistakes if mistake.gains]
    assert named
    for mistake in named:
        points = [gain for _key, gain in mistake.gains]
        assert points == sorted(points, reverse=True) and min(points) >= GAIN_SHOWN
        assert {key for key, _gain in mistake.gains} <= {"cards", "pebbles"}


def test_a_game_played_by_the_coachs_suggestions_has_an_empty_review():
    """The re-check asks the same search with the same stream: it finds the very move the
    player was given, at every decision (no move is noted as followed here)."""
    state = TINY.new_game(TINY.make_config(players=2), 6)
    greedy = create_agent("greedy", TINY)
    actions = []
    while (seat := state.to_move()) is not None:
        view, legal = TINY.view(state, seat), TINY.legal_actions(state)
        if seat == 0:
            action = suggest(TINY, view, legal, decision_rng(6, len(actions))).action
        else:
            action = greedy.choose(view, legal, Rng(len(actions)))
        TINY.apply_legal(state, action)
        actions.append(action.encode())
    record = random_game(6).model_copy(update={"actions": actions})
    assert review_game(record, {0}) == []


def test_the_coach_names_hards_move_at_every_tinygame_position():
    spec = AgreementSpec("tinygame", 2, 12, seed=1)
    found = measure_agreement(TINY, TINY.make_config(players=2), spec)
    assert found["positions"] == 12
    assert found["agreed"] == found["within_review_bar"] == 12  # the coach is Hard
    assert found["reference_again_agreed"] <= found["reference_again_within_bar"] <= 12
    again = measure_agreement(TINY, TINY.make_config(players=2), spec)
    times = {"coach_cpu_ms", "coach_wall_ms", "reference_cpu_ms"}
    assert {k: v for k, v in found.items() if k not in times} == {
        k: v for k, v in again.items() if k not in times
    }


def test_the_agreement_measure_can_fail():
    """A coach that plays at random is not Hard: the agreement the test above holds is not
    one every coach reaches."""
    spec = AgreementSpec("tinygame", 2, 12, seed=1, coach="random")
    found = measure_agreement(TINY, TINY.make_config(players=2), spec)
    assert found["agreed"] < 12


def test_the_coach_agreement_command_prints_its_measure(capsys):
    code = main(["coach-agreement", "--game", "tinygame", "--positions", "2", "--seed", "3"])
    out, _err = capsys.readouterr()
    found = json.loads(out)
    assert code == 0 and found["positions"] == 2
    assert set(found["coach_cpu_ms"]) == set(found["coach_wall_ms"]) == {"median", "p90", "max"}


@pytest.mark.parametrize(
    "argv", [["--reference", "greedy"], ["--positions", "0"], ["--game", "nosuchgame"]]
)
def test_the_coach_agreement_command_refuses_bad_arguments(argv, capsys):
    base = {"--game": "tinygame", "--positions": "2"}
    for key, value in zip(argv[::2], argv[1::2], strict=True):
        base[key] = value
    code = main(["coach-agreement", *[part for pair in base.items() for part in pair]])
    assert code == 2 and "coach-agreement" in capsys.readouterr().err

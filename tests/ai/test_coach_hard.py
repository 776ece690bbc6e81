"""The coach on Hard (issue 44): the coach and the review decide with the strongest level each
game has, by iterations only (a re-check reproduces a suggestion); the review lists a move only
when its own search's re-check rates the search's choice at least CLEARLY_BETTER points higher,
and names the score categories the better move gains in; ``coach-agreement`` measures how often
the coach suggests Hard's move."""

from __future__ import annotations

import json

import pytest

from everdell_desktop.ai import create_agent
from everdell_desktop.ai.agreement import AgreementSpec, measure_agreement, mid_game_positions
from everdell_desktop.ai.coach import (
    CLEARLY_BETTER,
    COACH_AGENT,
    GAIN_SHOWN,
    SearchJudge,
    coach_rng,
    review_game,
    suggest,
)
from everdell_desktop.ai.levels import budget_for
from everdell_desktop.ai.match import play_match
from everdell_desktop.cli import main
from everdell_desktop.core import Action, Rng, registry

TINY = registry.get("tinygame")


@pytest.mark.parametrize(("name", "learned"), [("everdell", {2}), ("emerland", {2})])
def test_the_coach_searches_with_hards_iterations_alone_and_the_learned_model_where_one_ships(
    name, learned
):
    game = registry.get(name)
    coach = create_agent(COACH_AGENT, game)
    hard = budget_for("mcts-hard", game)
    assert coach.budget.seconds is None  # no wall-clock cap: the load changes no answer
    assert (coach.budget.iterations, coach.budget.iterations_per_option) == (
        hard.iterations,
        hard.iterations_per_option,
    )
    assert coach.budget.root_width == hard.root_width
    assert coach.budget.processes == 1 and not coach.budget.reuse_tree
    assert coach.heuristic.learned_seats == learned


def test_two_coaches_asked_at_one_base_game_position_suggest_the_same_move():
    game = registry.get("everdell")
    (position,) = mid_game_positions(game, game.make_config(players=2), 1, seed=5)
    state = position.state
    view, legal = game.view(state, state.to_move()), game.legal_actions(state)
    first, second = (
        suggest(game, view, legal, coach_rng(position.deal, position.taken)) for _ in range(2)
    )
    assert first.action == second.action and first.lead == second.lead


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
            rng = coach_rng(record.seed, index)
            choice = agent.choose(view, legal, Rng(rng.next_u64()))
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
            action = suggest(TINY, view, legal, coach_rng(6, len(actions))).action
        else:
            action = greedy.choose(view, legal, Rng(len(actions)))
        TINY.apply_legal(state, action)
        actions.append(action.encode())
    record = random_game(6).model_copy(update={"actions": actions})
    assert review_game(record, {0}) == []


def test_the_coach_agrees_with_hard_within_the_review_bar_on_tinygame():
    spec = AgreementSpec("tinygame", 2, 12, seed=1)
    found = measure_agreement(TINY, TINY.make_config(players=2), spec)
    assert found["positions"] == 12
    assert found["within_review_bar_percent"] >= 80
    assert found["agreed"] <= found["within_review_bar"]
    again = measure_agreement(TINY, TINY.make_config(players=2), spec)
    assert {k: v for k, v in found.items() if "cpu" not in k} == {
        k: v for k, v in again.items() if "cpu" not in k
    }


def test_the_agreement_measure_can_fail():
    """A coach that plays at random is far from Hard: the bar the test above holds is not
    one every coach passes."""
    spec = AgreementSpec("tinygame", 2, 12, seed=1, coach="random")
    found = measure_agreement(TINY, TINY.make_config(players=2), spec)
    assert found["within_review_bar_percent"] < 80


def test_the_coach_agreement_command_prints_its_measure(capsys):
    code = main(["coach-agreement", "--game", "tinygame", "--positions", "2", "--seed", "3"])
    out, _err = capsys.readouterr()
    found = json.loads(out)
    assert code == 0 and found["positions"] == 2
    assert set(found["coach_cpu_ms"]) == {"median", "p90", "max"}


@pytest.mark.parametrize(
    "argv", [["--reference", "greedy"], ["--positions", "0"], ["--game", "nosuchgame"]]
)
def test_the_coach_agreement_command_refuses_bad_arguments(argv, capsys):
    base = {"--game": "tinygame", "--positions": "2"}
    for key, value in zip(argv[::2], argv[1::2], strict=True):
        base[key] = value
    code = main(["coach-agreement", *[part for pair in base.items() for part in pair]])
    assert code == 2 and "coach-agreement" in capsys.readouterr().err

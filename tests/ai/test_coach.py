"""The coach (ai/coach.py) on the test game: a suggestion is a legal move with its expected
effect, the judge compares moves on the same guesses, and the review lists a human's clearly
worse decisions and nothing else."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from everdell_desktop.ai import create_agent
from everdell_desktop.ai.coach import (
    CLEARLY_BETTER,
    COACH_AGENT,
    REVIEW_LIMIT,
    MoveJudge,
    SuggestionCancelled,
    judge_for,
    review_game,
    suggest,
)
from everdell_desktop.ai.match import play_match
from everdell_desktop.core import Action, Rng, registry

GAME = registry.get("tinygame")


def fresh(seed=3, players=2):
    return GAME.new_game(GAME.make_config(players=players), seed)


def test_a_suggestion_is_a_legal_move_with_its_label_and_expected_effect():
    state = fresh()
    view = GAME.view(state, 0)
    legal = GAME.legal_actions(state)
    hint = suggest(GAME, view, legal, Rng(5), agent=create_agent("greedy", GAME))
    assert hint.action in legal
    assert hint.label == GAME.describe_action(state, hint.action)
    assert hint.margin is not None and hint.margin >= 0  # greedy's move is the judge's best


def test_a_cancelled_coach_search_is_neither_judged_nor_suggested(monkeypatch):
    """The session cancels the coach's search when the game moves on: the move it stopped at is
    not Hard's, and judging it would only take the CPU from an AI seat's search."""
    state = fresh()
    view, legal = GAME.view(state, 0), GAME.legal_actions(state)
    agent = create_agent(COACH_AGENT, GAME)
    judge = judge_for(agent, GAME)
    judged = []
    real = judge.outcomes
    monkeypatch.setattr(judge, "outcomes", lambda *args: judged.append(args) or real(*args))
    agent.cancel()
    with pytest.raises(SuggestionCancelled):
        suggest(GAME, view, legal, Rng(5), agent, judge)
    assert judged == []
    agent.resume()
    assert suggest(GAME, view, legal, Rng(5), agent, judge).action in legal
    assert len(judged) == 1


def test_the_judge_values_the_bigger_card_higher():
    """Playing the best card in hand banks the most points: the judge ranks it first."""
    state = fresh()
    plays = [a for a in GAME.legal_actions(state) if a.kind == "play"]
    assert len({a["card"] for a in plays}) > 1
    values = MoveJudge(GAME).values(GAME.view(state, 0), plays, 0, Rng(1))
    best = max(range(len(plays)), key=values.__getitem__)
    assert plays[best]["card"] == max(a["card"] for a in plays)


def test_the_judge_compares_moves_on_the_same_guesses():
    """The same move listed twice gets exactly the same value, whatever the guesses."""
    state = fresh()
    play = next(a for a in GAME.legal_actions(state) if a.kind == "play")
    first, second = MoveJudge(GAME, samples=3).values(GAME.view(state, 0), [play, play], 0, Rng(9))
    assert first == second


def played(seed: int, agents=("random", "greedy")):
    return play_match(
        GAME, GAME.make_config(players=2), [create_agent(a, GAME) for a in agents], seed
    ).record


def test_the_review_lists_a_random_players_clearly_worse_moves_in_game_order():
    record = played(0)
    mistakes = review_game(record, {0}, create_agent("greedy", GAME))
    assert mistakes
    assert len(mistakes) <= REVIEW_LIMIT
    assert [m.index for m in mistakes] == sorted(m.index for m in mistakes)
    state = fresh(record.seed)
    seats_at = []
    for text in record.actions:
        seats_at.append(state.to_move())
        GAME.apply_legal(state, Action.parse(text))
    for mistake in mistakes:
        assert mistake.seat == 0 == seats_at[mistake.index]
        assert mistake.loss >= CLEARLY_BETTER
        assert mistake.played != mistake.better


def test_the_review_finds_nothing_in_the_moves_the_reviewing_ai_would_make():
    record = played(0)
    assert review_game(record, {1}, create_agent("greedy", GAME)) == []


def test_the_review_keeps_the_costliest_when_there_are_too_many(monkeypatch):
    import everdell_desktop.ai.coach as coach

    record = played(0)
    everything = review_game(record, {0}, create_agent("greedy", GAME))
    monkeypatch.setattr(coach, "REVIEW_LIMIT", 1)
    (only,) = review_game(record, {0}, create_agent("greedy", GAME))
    assert only.loss == max(m.loss for m in everything)


def test_the_review_reports_progress_and_stops_when_asked():
    record = played(0)
    seen = []
    review_game(record, {0}, create_agent("greedy", GAME), progress=lambda d, t: seen.append(d))
    assert seen == list(range(1, len(seen) + 1)) and len(seen) >= 3
    assert review_game(record, {0}, create_agent("greedy", GAME), should_stop=lambda: True) == []


@pytest.mark.parametrize("name", ["everdell", "emerland"])
def test_a_suggestion_in_a_real_game_is_legal(name):
    game = registry.get(name)
    state = game.new_game(game.make_config(players=2), 2)
    seat = state.to_move()
    legal = game.legal_actions(state)
    hint = suggest(game, game.view(state, seat), legal, Rng(1), agent=create_agent("greedy", game))
    assert hint.action in legal and hint.margin is not None


def test_the_review_never_judges_a_move_taken_from_the_coach_or_a_tutorial():
    record = played(0)
    mistakes = review_game(record, {0}, create_agent("greedy", GAME))
    first = mistakes[0]
    followed = {first.index: record.actions[first.index]}
    again = review_game(record, {0}, create_agent("greedy", GAME), followed=followed)
    assert first.index not in [m.index for m in again]
    assert [m.index for m in again] == [m.index for m in mistakes[1:]]


def test_a_followed_entry_that_is_not_the_move_played_does_not_hide_it():
    """After an undo the player may have played something else at that place."""
    record = played(0)
    mistakes = review_game(record, {0}, create_agent("greedy", GAME))
    other = {m.index: "not-this-move" for m in mistakes}
    assert review_game(record, {0}, create_agent("greedy", GAME), followed=other) == mistakes


def test_the_judges_value_of_a_move_is_its_look_ahead_averaged_over_its_guesses():
    """Three guesses whose look-aheads value two moves at (1, 4), (2, 0) and (6, 8): the judge
    gives each move its mean, 3 and 4, every guess drawn from the one stream it is given."""
    guesses = iter([[1.0, 4.0], [2.0, 0.0], [6.0, 8.0]])
    drawn = []

    def determinize(view, rng):
        drawn.append(rng)
        return next(guesses)

    judge = MoveJudge(GAME, samples=3)
    judge.game = SimpleNamespace(determinize=determinize)
    judge._greedy = SimpleNamespace(action_values=lambda world, actions, seat: world)
    stream = Rng(4)
    assert judge.values(None, ["a", "b"], 0, stream) == [3.0, 4.0]
    assert len(drawn) == 3 and all(rng is stream for rng in drawn)

"""A halved root shares its survivors with the helper process (``ISMCTSAgent._play_round``):
every other survivor's subtree crosses to the helper, grows there on the round's worlds and
comes back. A survivor's subtree grows from its own iterations only, so the search is the one
a single process makes, whatever the helper does."""

from __future__ import annotations

import concurrent.futures
import pickle
import time

import pytest

from everdell_desktop import core
from everdell_desktop.ai import ISMCTSAgent, SearchBudget, helper, ismcts
from everdell_desktop.ai.match import play_match
from everdell_desktop.core import Rng

GAME = core.get("tinygame")


@pytest.fixture
def patient(monkeypatch):
    """The agent waits for the helper's answer as long as it takes (a busy machine may slow
    the helper past the agent's patience, which would leave the work to the agent)."""
    monkeypatch.setattr(ismcts, "LEAST_PATIENCE", 600.0)


def halving_agent(processes: int, iterations: int = 64) -> ISMCTSAgent:
    budget = SearchBudget(
        iterations=iterations, processes=processes, root_halving_seats=frozenset({2})
    )
    return ISMCTSAgent(GAME, budget)


def positions(count: int = 6, seed: int = 5):
    """Views and legal actions of a two-seat tiny game played on at random, where the seat to
    move has at least three moves (so a round has survivors for both processes)."""
    state, rng = GAME.new_game(GAME.make_config(players=2), seed), Rng(seed)
    found = []
    while len(found) < count and state.to_move() is not None:
        legal = GAME.legal_actions(state)
        if len(legal) >= 3:
            found.append((GAME.view(state, state.to_move()), legal))
        GAME.apply_legal(state, rng.choice(legal))
    assert len(found) == count
    return found


def searched(agent: ISMCTSAgent, view, legal, seed: int = 11):
    """What one decision chose and every root action's visits and total reward."""
    root = ismcts._Node(mover=-1)
    agent.search(root, view, legal, Rng(seed), 64, None)
    stats = {a: (node.visits, round(node.total, 9)) for a, node in root.children.items()}
    return agent._halved, stats


def test_a_halved_root_searched_with_the_helper_is_the_search_of_one_process(patient):
    alone, shared = halving_agent(processes=1), halving_agent(processes=2)
    for view, legal in positions():
        assert searched(shared, view, legal) == searched(alone, view, legal)
        assert shared._rounds_helped > 0 and alone._rounds_helped == 0


def test_a_decision_counts_the_helpers_iterations_among_its_own(patient):
    view, legal = positions(count=1)[0]
    agent = halving_agent(processes=2)
    action = agent.choose(view, legal, Rng(4))
    alone = halving_agent(processes=1)
    assert alone.choose(view, legal, Rng(4)) == action
    # three candidates, 64 iterations: 64 // (2 * 3) = 10 each, then one left, settled (no
    # tree is kept, so no last round): 30, the helper's share one candidate's 10
    assert len(legal) == 3
    assert agent.last.iterations == alone.last.iterations == 30
    assert agent.last.helped == 10 and alone.last.helped == 0
    assert agent.last.visits == alone.last.visits


def failed_part(*_args):
    part = concurrent.futures.Future()
    part.set_exception(pickle.PicklingError("a view that does not cross"))
    return part


def silent_part(*_args):
    return concurrent.futures.Future()  # never answers


@pytest.mark.parametrize("answer", [failed_part, silent_part, lambda *_args: None])
def test_survivors_the_helper_does_not_answer_for_are_played_here_alike(monkeypatch, answer):
    """A helper that failed, that never answers, or that cannot be started: its survivors
    are played by the agent's process, on the same worlds, for the same search."""
    view, legal = positions(count=1)[0]
    expected = searched(halving_agent(processes=1), view, legal)
    monkeypatch.setattr(ismcts.HELPER, "search", answer)
    monkeypatch.setattr(ismcts, "HELPER_PATIENCE", 0.0)
    agent = halving_agent(processes=2)
    assert searched(agent, view, legal) == expected
    assert agent._rounds_helped == 0


def test_an_answer_that_comes_once_the_agent_plays_the_helpers_survivors_is_taken(monkeypatch):
    """Past its patience the agent plays the helper's survivors itself, but an answer that
    comes meanwhile (here: at once) ends that and is taken: the same search."""
    view, legal = positions(count=1)[0]
    expected = searched(halving_agent(processes=1), view, legal)

    def answered_part(work, *args):
        part = concurrent.futures.Future()
        part.set_result((work(*args, 1), 0.0))
        return part

    monkeypatch.setattr(ismcts.HELPER, "search", answered_part)
    monkeypatch.setattr(ismcts, "joined", lambda *_args: None)  # as if its patience ran out
    agent = halving_agent(processes=2)
    assert searched(agent, view, legal) == expected
    assert agent._rounds_helped > 0


def test_a_round_played_in_the_helper_stops_once_a_newer_decision_started(monkeypatch):
    class Shared:
        value = 7  # the agent's process is on decision 7 already

    monkeypatch.setattr(helper, "_current_decision", Shared())
    view, legal = positions(count=1)[0]
    budget = halving_agent(processes=1).budget
    share = ismcts.RoundShare(
        "tinygame",
        "tinygame",
        budget,
        dict.fromkeys(legal[:2]),
        ismcts._Round(view, [1, 2, 3], None, (), started=False),
    )
    assert ismcts._play_share_round(share, 6) is None
    grown = ismcts._play_share_round(share, 7)
    assert sorted(node.visits for node in grown.values()) == [3, 3]


def test_a_search_that_answers_alike_everywhere_shares_no_ucb_root(patient):
    """Without ``root_parallel`` a UCB1 root stays in one process (a helper's tree beside it
    would make another search); a halved root still shares its survivors."""
    view, legal = positions(count=1)[0]
    budget = SearchBudget(iterations=40, processes=2, root_parallel=False)
    assert ISMCTSAgent(GAME, budget)._share_out(view, legal, Rng(1), 40, None) == (None, 40)
    exact = halving_agent(processes=2)
    exact.budget = SearchBudget(
        iterations=64, processes=2, root_parallel=False, root_halving_seats=frozenset({2})
    )
    searched(exact, view, legal)
    assert exact._rounds_helped > 0


def test_the_helpers_cpu_is_counted_in_a_decisions_cpu(patient):
    before = helper.process_cpu()
    helped_before = ismcts.HELPER.cpu_seconds
    agent = halving_agent(processes=2, iterations=400)
    view, legal = positions(count=1)[0]
    agent.choose(view, legal, Rng(2))
    assert agent.last.helped > 0
    ends = time.monotonic() + 10  # the part's CPU is counted as it ends, on the pool's thread
    while ismcts.HELPER.cpu_seconds == helped_before and time.monotonic() < ends:
        time.sleep(0.01)
    assert ismcts.HELPER.cpu_seconds > helped_before
    assert helper.process_cpu() - before >= ismcts.HELPER.cpu_seconds - helped_before


def test_two_process_halving_agents_finish_games_with_legal_actions_only():
    agents = [halving_agent(processes=2, iterations=24), halving_agent(processes=2, iterations=24)]
    assert play_match(GAME, GAME.make_config(players=2), agents, seed=3).finished

"""Unit tests of the ISMCTS search (ai/ismcts.py) on hand-built trees and tiny games defined
here: UCB1 selection with availability counts, the reward of a finished game and its backup to
the seat that chose each step, the early stop's soundness, the choice of the answer,
determinization on every iteration (never a view, never one fixed world), and small games whose
best move is known and must be found within the budget.

Formulas, from the module's docstring and Cowling, Powley and Whitehouse (2012), "Information
Set Monte Carlo Tree Search": a child's UCB value is ``mean + c * sqrt(ln(avail) / visits)``
where ``avail`` counts the iterations in which its action was legal; a finished game is worth
``0.8 * (1 / winners if a winner else 0) + 0.2 * sigmoid(lead / reward_scale)`` to a seat.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import ClassVar

import pytest
from dare_game import DARE, DARE_GAME, GIVE, SAFE, TAKE, DareState
from hypothesis import given, settings
from hypothesis import strategies as st

from everdell_desktop.ai import ISMCTSAgent, SearchBudget, ismcts
from everdell_desktop.ai.heuristics import heuristic_for
from everdell_desktop.ai.ismcts import DECIDED_CHECK_EVERY, _at_table, _Node
from everdell_desktop.core import Action, GameDefinition, Rng, ScoreBreakdown

HIDDEN = -1


def sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


def node(mover: int, visits: int, total: float, avail: int) -> _Node:
    built = _Node(mover)
    built.visits, built.total, built.avail = visits, total, avail
    return built


A, B, C, D = (Action.of("pick", n=n) for n in range(4))


def agent(game=DARE_GAME, **budget) -> ISMCTSAgent:
    budget.setdefault("iterations", 100)
    return ISMCTSAgent(game, SearchBudget(**budget))


# --- UCB1 selection -----------------------------------------------------------------------------
def test_ucb_prefers_the_rarely_tried_action_when_its_bonus_outweighs_the_mean():
    """After the availability counts grow by one (21, 22, 32):
    A: 6/10  + 0.7*sqrt(ln 21/10) = 0.600 + 0.386 = 0.986
    B: 0.8/2 + 0.7*sqrt(ln 22/2)  = 0.400 + 0.870 = 1.270   <- chosen
    C: 24/30 + 0.7*sqrt(ln 32/30) = 0.800 + 0.238 = 1.038"""
    root = _Node(-1)
    root.children = {A: node(0, 10, 6.0, 20), B: node(0, 2, 0.8, 21), C: node(0, 30, 24.0, 31)}
    chosen, action = agent()._select(root, [A, B, C], 0, Rng(1))
    assert action == B and chosen is root.children[B]
    assert [root.children[x].avail for x in (A, B, C)] == [21, 22, 32]


def test_without_exploration_ucb_takes_the_best_mean():
    root = _Node(-1)
    root.children = {A: node(0, 10, 6.0, 20), B: node(0, 2, 0.8, 21), C: node(0, 30, 24.0, 31)}
    assert agent(exploration=0.0)._select(root, [A, B, C], 0, Rng(1))[1] == C


def test_with_strong_exploration_ucb_takes_the_least_visited():
    """c = 5: A 0.6 + 5*0.552 = 3.36, B 0.4 + 5*1.243 = 6.62, C 0.8 + 5*0.340 = 2.50."""
    root = _Node(-1)
    root.children = {A: node(0, 10, 6.0, 20), B: node(0, 2, 0.8, 21), C: node(0, 30, 24.0, 31)}
    assert agent(exploration=5.0)._select(root, [A, B, C], 0, Rng(1))[1] == B


def test_the_availability_count_not_the_parents_visits_drives_exploration():
    """Two children with equal means and visits: the one whose action was legal in more
    iterations gets the larger bonus (ln 101 > ln 11)."""
    root = _Node(-1)
    root.children = {A: node(0, 10, 5.0, 10), B: node(0, 10, 5.0, 100)}
    assert agent()._select(root, [A, B], 0, Rng(1))[1] == B
    root.children = {A: node(0, 10, 5.0, 100), B: node(0, 10, 5.0, 10)}
    assert agent()._select(root, [A, B], 0, Rng(1))[1] == A


def test_only_the_actions_legal_now_are_counted_and_considered():
    root = _Node(-1)
    # B (not legal now) would win on its mean of 5; of A (0.1 + 0.39) and C (1 + 0.7 *
    # sqrt(ln 6 / 1) = 1.94), C is chosen.
    root.children = {A: node(0, 10, 1.0, 20), B: node(0, 1, 5.0, 20), C: node(0, 1, 1.0, 5)}
    _chosen, action = agent()._select(root, [A, C], 0, Rng(1))
    assert action == C
    assert root.children[B].avail == 20  # B was not legal: neither chosen nor counted
    assert (root.children[A].avail, root.children[C].avail) == (21, 6)


def test_an_untried_action_is_expanded_before_any_ucb_value_is_used():
    root = _Node(-1)
    root.children = {A: node(0, 50, 50.0, 50), B: node(0, 50, 50.0, 50)}
    chosen, action = agent()._select(root, [A, B, C], 1, Rng(1))
    assert action == C and root.children[C] is chosen
    assert (chosen.visits, chosen.total, chosen.avail, chosen.mover) == (0, 0.0, 1, 1)
    assert root.children[A].avail == 51  # the tried ones still count this iteration


def test_among_several_untried_actions_the_choice_is_random_but_seeded():
    picks = set()
    for seed in range(30):
        root = _Node(-1)
        picks.add(agent()._select(root, [A, B, C, D], 0, Rng(seed))[1])
        assert len(root.children) == 1
    assert picks == {A, B, C, D}


# --- rewards and their backup ------------------------------------------------------------------
def test_a_finished_game_is_mostly_the_result_and_partly_the_margin():
    state = DARE_GAME.new_game(None, 1)
    state.points, state.over = (0, 3), True
    low, high = 0.2 * sigmoid(-3 / 8), 0.8 + 0.2 * sigmoid(3 / 8)  # 0.0815 and 0.9185
    assert agent()._final_rewards(state) == pytest.approx([low, high])
    state.points = (2, 2)  # a shared win: half of 0.8 each, and a zero margin
    assert agent()._final_rewards(state) == pytest.approx([0.5, 0.5])
    assert agent(reward_scale=1.0)._final_rewards(DareState(Rng(1), points=(1, 0), over=True)) == (
        pytest.approx([0.8 + 0.2 * sigmoid(1.0), 0.2 * sigmoid(-1.0)])
    )


def test_a_cut_off_playout_is_judged_by_the_heuristic_through_a_sigmoid():
    """rollout_depth 0 on an unfinished game: the evaluate leads (3, -3) scaled by 8."""
    state = DARE_GAME.new_game(None, 1)
    state.points = (3, 0)
    rewards = agent(rollout_depth=0)._playout(state, Rng(1))
    assert rewards == pytest.approx([sigmoid(3 / 8), sigmoid(-3 / 8)])


def test_each_expanded_child_gets_the_reward_of_the_seat_that_chose_it():
    """Seat 1 answers a dare: two iterations expand GIVE and TAKE, each ending the game."""
    search = agent()
    state = DARE_GAME.new_game(None, 1)
    state.asked = True
    root = _Node(-1)
    search._iterate(root, state, [GIVE, TAKE], Rng(5))
    search._iterate(root, state, [GIVE, TAKE], Rng(6))
    give, take = root.children[GIVE], root.children[TAKE]
    assert (give.mover, take.mover) == (1, 1)
    assert (give.visits, take.visits) == (1, 1)
    assert give.total == pytest.approx(0.2 * sigmoid(-3 / 8))  # seat 1 lost 0-3
    assert take.total == pytest.approx(0.8 + 0.2 * sigmoid(3 / 8))  # seat 1 won 3-0
    assert root.visits == 0  # the root holds no action: nothing is credited to it


def test_backup_credits_every_node_on_the_path_to_its_own_mover():
    """The tree already holds SAFE and DARE; DARE's better mean sends the walk through it into
    seat 1's untried answer. DARE (chosen by seat 0) gets seat 0's reward, the answer seat 1's."""
    search = agent()
    state = DARE_GAME.new_game(None, 1)
    root = _Node(-1)
    root.children = {SAFE: node(0, 1, 0.0, 1), DARE: node(0, 1, 1.0, 1)}
    search._iterate(root, state, [SAFE, DARE], Rng(3))
    dare = root.children[DARE]
    assert root.children[SAFE].visits == 1
    ((answer, child),) = dare.children.items()
    assert child.mover == 1 and child.visits == 1 and dare.visits == 2
    win, loss = 0.8 + 0.2 * sigmoid(3 / 8), 0.2 * sigmoid(-3 / 8)
    seat0, seat1 = (win, loss) if answer == GIVE else (loss, win)
    assert dare.total == pytest.approx(1.0 + seat0)
    assert child.total == pytest.approx(seat1)


# --- the answer and the early stop ---------------------------------------------------------------
def test_the_answer_is_the_most_visited_action_ties_broken_by_mean():
    root = _Node(-1)
    root.children = {A: node(0, 9, 8.9, 30), B: node(0, 12, 3.0, 30), C: node(0, 12, 6.0, 30)}
    assert agent()._best(root, None, [A, B, C], Rng(1)) == C


def test_an_unvisited_or_illegal_child_is_never_the_answer():
    root = _Node(-1)
    root.children = {A: node(0, 0, 0.0, 3), B: node(0, 40, 40.0, 40), C: node(0, 2, 0.1, 3)}
    assert agent()._best(root, None, [A, C], Rng(1)) == C


def decided(first: int, second: int, done: int, limit: int, third: int = 0) -> bool:
    root = _Node(-1)
    root.children = {A: node(0, first, 0.0, 1), B: node(0, second, 0.0, 1)}
    if third:
        root.children[C] = node(0, third, 0.0, 1)
    return agent(iterations=limit, stop_when_decided=True)._decided(root, done, limit)


def test_the_early_stop_waits_until_the_leader_cannot_be_caught():
    # 48 done of 64: 16 left. A lead of 17 cannot be caught; a lead of 16 can be tied.
    assert decided(30, 13, 48, 64)
    assert not decided(29, 13, 48, 64)
    assert decided(13, 30, 48, 64)  # whichever child leads
    assert not decided(30, 13, 48, 64, third=14)  # the runner-up is the closest rival


def test_the_early_stop_is_only_checked_every_few_iterations_and_only_when_asked():
    assert not decided(40, 0, DECIDED_CHECK_EVERY * 3 - 1, 64)
    assert decided(40, 0, DECIDED_CHECK_EVERY * 3, 64)
    root = _Node(-1)
    root.children = {A: node(0, 40, 0.0, 1)}
    assert not agent(iterations=64)._decided(root, 48, 64)  # stop_when_decided is off
    assert not agent(seconds=1.0, stop_when_decided=True)._decided(root, 48, None)


@settings(max_examples=200, deadline=None)
@given(
    visits=st.lists(st.integers(0, 60), min_size=2, max_size=5),
    extra=st.integers(0, 80),
)
def test_the_early_stop_is_sound(visits, extra):
    """Whenever the search stops early, no way of spending the iterations left (all of them on
    any one rival) can tie or overtake the leader; when it does not stop at a check, some
    rival could still at least tie."""
    done = sum(visits) // DECIDED_CHECK_EVERY * DECIDED_CHECK_EVERY
    limit = done + extra
    root = _Node(-1)
    actions = [Action.of("pick", n=n) for n in range(len(visits))]
    root.children = {a: node(0, v, 0.0, 1) for a, v in zip(actions, visits, strict=True)}
    search = agent(iterations=limit, stop_when_decided=True)
    left = limit - done
    leader = max(visits)
    rivals = sorted(visits)[:-1]
    can_be_caught = leader == 0 or any(v + left >= leader for v in rivals)
    assert search._decided(root, done, limit) == (not can_be_caught)


def test_stopping_early_gives_the_same_answer_as_the_full_budget():
    for seed in range(6):
        state = DARE_GAME.new_game(None, seed)
        full = agent(iterations=400).choose(state, [SAFE, DARE], Rng(seed))
        quick = agent(iterations=400, stop_when_decided=True)
        assert quick.choose(state, [SAFE, DARE], Rng(seed)) == full == SAFE
        assert quick.last.iterations < 400


# --- determinization: every iteration, never the view itself ------------------------------------
GUESSES = [Action.of("guess", card=c) for c in range(3)]
PASS = Action.of("pass")


@dataclass(slots=True)
class GuessState:
    """Seat 1 holds one of the cards 0, 1, 2 face down; seat 0 guesses it or passes."""

    rng: Rng
    card: int
    num_seats: int = 2
    points: tuple = (0, 0)
    over: bool = False
    is_view: bool = False

    def to_move(self):
        return None if self.over else 0

    def clone(self):
        return GuessState(
            self.rng.clone(), self.card, self.num_seats, self.points, self.over, self.is_view
        )


@dataclass
class Guess(GameDefinition):
    """Guessing right: 2 points to 0; wrong: 2 points to seat 1; passing: 1 point to 0. Passing
    wins for sure; a guess wins one time in three, so passing is right unless the searcher
    knows the card."""

    name: ClassVar[str] = "guess_unit_game"
    title: ClassVar[str] = "Guess"
    worlds: list = field(default_factory=list)

    def new_game(self, config, seed):
        return GuessState(Rng(seed), card=seed % 3)

    def legal_actions(self, state):
        return [] if state.over else [*GUESSES, PASS]

    def apply_legal(self, state, action):
        assert not state.is_view, "the search played on a view: hidden information unfilled"
        if action == PASS:
            state.points = (1, 0)
        else:
            state.points = (2, 0) if action["card"] == state.card else (0, 2)
        state.over = True
        return []

    def view(self, state, seat):
        seen = state.clone()
        seen.is_view = True
        if seat != 1:
            seen.card = HIDDEN
        return seen

    def determinize(self, view, rng):
        world = view.clone()
        world.is_view = False
        if world.card == HIDDEN:
            world.card = rng.randrange(3)
        self.worlds.append(world.card)
        return world

    def scores(self, state):
        return [ScoreBreakdown(seat, {"points": state.points[seat]}) for seat in range(2)]

    def encode_state(self, state):
        return {"card": state.card, "points": list(state.points), "over": state.over}


@pytest.mark.parametrize("card", [0, 1, 2])
def test_the_search_does_not_guess_a_card_it_cannot_see(card):
    """Searching the true state it would guess right (2-0 beats 1-0); over determinizations
    the card is right one time in three, so it passes."""
    game = Guess()
    state = game.new_game(None, card)
    view = game.view(state, 0)
    choice = ISMCTSAgent(game, SearchBudget(iterations=300)).choose(
        view, game.legal_actions(state), Rng(card)
    )
    assert choice == PASS
    assert len(game.worlds) == 300  # one fresh world per iteration
    assert set(game.worlds) == {0, 1, 2}  # drawn over the whole information set
    assert all(game.worlds.count(c) > 60 for c in range(3))


def test_a_search_for_the_seat_that_sees_the_card_guesses_it():
    game = Guess()
    state = game.new_game(None, 2)
    view = game.view(state, 1)  # the holder's view shows the card
    view.is_view = True
    choice = ISMCTSAgent(game, SearchBudget(iterations=200)).choose(
        view, game.legal_actions(state), Rng(4)
    )
    assert choice == GUESSES[2]
    assert set(game.worlds) == {2}


def test_the_shortlist_and_a_cancelled_search_determinize_too():
    game = Guess()
    view = game.view(game.new_game(None, 1), 0)
    cancelled = ISMCTSAgent(game, SearchBudget(iterations=50), should_stop=lambda: True)
    assert cancelled.choose(view, game.legal_actions(view), Rng(2)) in game.legal_actions(view)
    assert game.worlds  # the fallback answer was chosen on a determinization, not the view
    game.worlds.clear()
    narrowed = ISMCTSAgent(game, SearchBudget(iterations=30, root_width=2))
    assert narrowed.choose(view, game.legal_actions(view), Rng(2)) in game.legal_actions(view)
    assert len(game.worlds) == 31  # one for the shortlist, one per iteration


# --- games with a known best move -----------------------------------------------------------------
@dataclass(slots=True)
class NimState:
    """Take 1 or 2 stones; whoever takes the last stone wins (1 point)."""

    rng: Rng
    stones: int
    current: int = 0
    num_seats: int = 2
    winner: int | None = None

    def to_move(self):
        return None if self.winner is not None else self.current

    def clone(self):
        return NimState(self.rng.clone(), self.stones, self.current, self.num_seats, self.winner)


TAKE_1, TAKE_2 = Action.of("take", n=1), Action.of("take", n=2)


class Nim(GameDefinition):
    name: ClassVar[str] = "nim_unit_game"
    title: ClassVar[str] = "Nim"

    def new_game(self, config, seed):
        return NimState(Rng(seed), stones=config)

    def legal_actions(self, state):
        if state.winner is not None:
            return []
        return [TAKE_1, TAKE_2] if state.stones >= 2 else [TAKE_1]

    def apply_legal(self, state, action):
        state.stones -= action["n"]
        if state.stones == 0:
            state.winner = state.current
        state.current = 1 - state.current
        return []

    def view(self, state, seat):
        return state.clone()

    def determinize(self, view, rng):
        return view.clone()

    def scores(self, state):
        return [
            ScoreBreakdown(seat, {"won": int(state.winner == seat)})
            for seat in range(state.num_seats)
        ]

    def encode_state(self, state):
        return {"stones": state.stones, "current": state.current, "winner": state.winner}


NIM = Nim()


@pytest.mark.parametrize(
    ("stones", "best"),
    [(2, TAKE_2), (4, TAKE_1), (5, TAKE_2), (7, TAKE_1), (8, TAKE_2)],
)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_search_leaves_its_rival_a_multiple_of_three(stones, best, seed):
    """Take-1-or-2 Nim: the player to move loses exactly when the stones are a multiple of 3,
    so the winning move leaves a multiple of 3."""
    state = NIM.new_game(stones, seed)
    search = ISMCTSAgent(NIM, SearchBudget(iterations=400))
    assert search.choose(state, NIM.legal_actions(state), Rng(seed)) == best
    assert search.last.iterations == 400


def test_the_search_expects_the_other_seat_to_answer_in_its_own_interest():
    """Daring gives seat 1 the choice, and seat 1 takes the 3 points: safe is right."""
    for seed in (1, 2, 3):
        state = DARE_GAME.new_game(None, seed)
        assert agent(iterations=150).choose(state, [SAFE, DARE], Rng(seed)) == SAFE


# --- the budget at a table, and the shortlist, worked out by hand --------------------------------
def test_a_table_setting_takes_its_solo_or_rivals_twin_only_where_one_is_set():
    """Ordinary 40, with rivals 60, alone 20: one seat 20, two 40, three or four 60; a twin
    left unset (None) falls back to the ordinary value."""
    assert [_at_table(seats, 40, 60, 20) for seats in (1, 2, 3, 4)] == [20, 40, 60, 60]
    assert [_at_table(seats, 40, None, None) for seats in (1, 2, 3)] == [40, 40, 40]
    assert _at_table(1, 40, 60) == 40  # no solo twin: a solo game is no rivals' table


def test_the_iteration_limit_is_the_budget_or_the_cap_per_option_at_the_table_if_smaller():
    """500 iterations, 25 per option (50 with rivals): 4 options at 2 seats cap it at 100, at 3
    seats at 200, 30 options leave the 500; without an iteration budget the cap is the limit,
    without a cap the budget is."""
    capped = agent(iterations=500, iterations_per_option=25, iterations_per_option_with_rivals=50)
    assert capped._iteration_limit(4, 2) == 100
    assert capped._iteration_limit(4, 3) == 200
    assert capped._iteration_limit(30, 2) == 500
    assert (
        agent(iterations=None, seconds=1.0, iterations_per_option=25)._iteration_limit(4, 3) == 100
    )
    assert agent(iterations=500)._iteration_limit(4, 2) == 500


def test_a_root_width_searches_the_best_actions_by_look_ahead_ties_in_legal_order():
    """Look-ahead values 1, 5, 3, 5 and a width of 3: B and D (5, in their legal order), then
    C (3); no priors without a prior weight."""
    search = agent(root_width=3)
    search._root_values = lambda view, legal, rng: [1.0, 5.0, 3.0, 5.0]
    root = _Node(-1)
    state = DARE_GAME.new_game(None, 1)
    assert search._shortlist(state, [A, B, C, D], Rng(1), root) == [B, D, C]
    assert root.priors is None


def test_without_a_width_or_priors_every_legal_action_is_searched_without_a_look_ahead():
    search = agent()

    def look_ahead(view, legal, rng):
        raise AssertionError("no look-ahead was asked for")

    search._root_values = look_ahead
    assert search._shortlist(DARE_GAME.new_game(None, 1), [A, B, C], Rng(1)) == [A, B, C]


def test_the_helpers_visits_and_rewards_are_added_to_each_root_action_before_ranking():
    """The agent's tree: A 5 visits (2.0), B 3 (2.5), C none; the helper's: A 1 (0.5), B 4
    (1.0), C 2 (1.8). Together A 6, B 7, C 2: B is the answer, A the runner-up, and the helper
    ran 7 iterations."""
    root = _Node(-1)
    root.children = {A: node(0, 5, 2.0, 8), B: node(0, 3, 2.5, 8)}
    helped = [(1, 0.5), (4, 1.0), (2, 1.8)]
    search = agent()
    assert search._tally(root, [A, B, C], helped) == [(6, 2.5), (7, 3.5), (2, 1.8)]
    assert search._ranked(root, [A, B, C], helped) == [B, A, C]
    assert search._best(root, None, [A, B, C], Rng(1), helped) == B
    assert ismcts._iterations(helped) == 7 and ismcts._iterations(None) == 0


def test_with_nothing_searched_the_answer_is_the_shortlists_best_or_the_playout_policys_pick():
    """No visits (a search cancelled at once): with a root width the shortlist's first (its
    best); without one, the playout policy's pick on a guess of the hidden information."""
    state = DARE_GAME.new_game(None, 1)
    assert agent(root_width=2)._best(_Node(-1), state, [B, A], Rng(1)) == B
    last = replace(heuristic_for(DARE_GAME), rollout_action=lambda state, legal, rng: legal[-1])
    search = ISMCTSAgent(DARE_GAME, SearchBudget(iterations=10), last)
    assert search._best(_Node(-1), state, [A, B, C], Rng(1)) == C

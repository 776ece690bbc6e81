"""Sequential halving at the root (``SearchBudget.root_halving_seats``, ``ISMCTSAgent._halve``):
the root's candidates share the iterations in log2(candidates) rounds, every survivor of a round
as many, the n-th iteration of each on the same guessed world; the better half by mean reward
goes on, and the last survivor is the answer whatever the visits say.

The game here: seat 0 picks one of four cards worth 0, 3, 1 and 2 points, and the world it is
played in adds a luck of 0-4 points that the search can only guess (``determinize`` draws it).
Seat 1 always has 2 points. Worked by hand for 40 iterations and four candidates: two rounds;
the first gives each card 40 // (2 * 4) = 5 iterations, the second gives the two best
(20 left) // (1 * 2) = 10 more each.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from typing import ClassVar

import pytest

from everdell_desktop.ai import ISMCTSAgent, SearchBudget
from everdell_desktop.ai import ismcts as ismcts_module
from everdell_desktop.ai.heuristics import default_heuristic
from everdell_desktop.ai.ismcts import _Node
from everdell_desktop.ai.levels import by_iterations
from everdell_desktop.core import Action, GameDefinition, Rng, ScoreBreakdown, registry

CARDS = [Action.of("pick", n=n) for n in range(4)]
WORTH = (0, 3, 1, 2)


@dataclass(slots=True)
class LuckState:
    rng: Rng
    num_seats: int = 2
    luck: int = -1  # -1 in a view: the seat cannot see it
    picked: int | None = None

    def to_move(self):
        return None if self.picked is not None else 0

    def clone(self):
        return LuckState(self.rng.clone(), self.num_seats, self.luck, self.picked)


@dataclass
class LuckGame(GameDefinition):
    name: ClassVar[str] = "luck_unit_game"
    title: ClassVar[str] = "Luck"
    lucks: list[int] = field(default_factory=list)  # the luck of every world guessed
    played_in: list[int] = field(default_factory=list)  # the luck of the world of every pick

    def new_game(self, config, seed):
        return LuckState(Rng(seed))

    def legal_actions(self, state):
        return [] if state.picked is not None else list(CARDS)

    def apply_legal(self, state, action):
        state.picked = action["n"]
        self.played_in.append(state.luck)
        return []

    def view(self, state, seat):
        return LuckState(state.rng.clone(), state.num_seats, -1, state.picked)

    def determinize(self, view, rng):
        world = view.clone()
        world.luck = rng.randrange(5)
        self.lucks.append(world.luck)
        return world

    def scores(self, state):
        mine = WORTH[state.picked] + state.luck
        return [ScoreBreakdown(0, {"points": mine}), ScoreBreakdown(1, {"points": 2})]

    def encode_state(self, state):
        return {"luck": state.luck, "picked": state.picked}


CONFIRM = Action.of("confirm")


@dataclass(slots=True)
class ConfirmState(LuckState):
    confirmed: bool = False

    def to_move(self):
        return None if self.confirmed else 0

    def clone(self):
        return ConfirmState(
            self.rng.clone(), self.num_seats, self.luck, self.picked, self.confirmed
        )


@dataclass
class ConfirmGame(LuckGame):
    """The luck game where the seat that picked a card then confirms it: the same seat
    decides next, so a search's tree under its pick is kept for that decision."""

    name: ClassVar[str] = "luck_confirm_unit_game"

    def new_game(self, config, seed):
        return ConfirmState(Rng(seed))

    def legal_actions(self, state):
        if state.picked is None:
            return list(CARDS)
        return [] if state.confirmed else [CONFIRM]

    def apply_legal(self, state, action):
        if action == CONFIRM:
            state.confirmed = True
            return []
        return super().apply_legal(state, action)

    def view(self, state, seat):
        return ConfirmState(state.rng.clone(), state.num_seats, -1, state.picked, state.confirmed)

    def encode_state(self, state):
        return {**super().encode_state(state), "confirmed": state.confirmed}


def halving_agent(game: LuckGame, **budget) -> ISMCTSAgent:
    budget.setdefault("iterations", 40)
    budget.setdefault("root_halving_seats", frozenset({2}))
    return ISMCTSAgent(game, SearchBudget(**budget))


def view_of(game: LuckGame):
    return game.view(game.new_game(None, 7), 0)


def test_each_round_gives_every_survivor_an_equal_share_and_the_better_half_goes_on():
    game = LuckGame()
    search = halving_agent(game)
    answer = search.choose(view_of(game), list(CARDS), Rng(3))
    assert answer == CARDS[1]
    assert search.last.iterations == 40
    assert search.last.visits == {CARDS[0]: 5, CARDS[1]: 15, CARDS[2]: 5, CARDS[3]: 15}


def test_every_survivor_of_a_round_is_tried_on_the_same_guessed_worlds():
    game = LuckGame()
    halving_agent(game).choose(view_of(game), list(CARDS), Rng(3))
    first, second = game.played_in[:20], game.played_in[20:]
    assert len(game.played_in) == 40
    assert all(len(set(first[i : i + 4])) == 1 for i in range(0, 20, 4))
    assert all(len(set(second[i : i + 2])) == 1 for i in range(0, 20, 2))
    assert len(set(first[::4] + second[::2])) > 1  # the worlds differ from one to the next


def test_a_round_guesses_each_world_once_for_all_its_survivors():
    """Guessing the hidden information costs more than copying a guessed world: 5 worlds for
    the first round's four survivors, 10 for the second's two, not one per iteration."""
    game = LuckGame()
    halving_agent(game).choose(view_of(game), list(CARDS), Rng(3))
    assert game.lucks == game.played_in[:20:4] + game.played_in[20::2]


def test_the_last_survivor_is_the_answer_even_where_another_action_has_more_visits():
    """A subtree kept from the last decision can give a poor action many visits: the halving's
    ranking, not the visits, answers."""
    game = LuckGame()
    search = halving_agent(game)
    root = _Node(mover=-1)
    inherited = root.children[CARDS[0]] = _Node(0)
    inherited.visits, inherited.total, inherited.avail = 1000, 0.0, 1000
    search.search(root, view_of(game), list(CARDS), Rng(3), 40, None)
    assert search._ranked(root, list(CARDS), None) == [CARDS[1], CARDS[3], CARDS[2], CARDS[0]]
    assert root.children[CARDS[0]].visits > root.children[CARDS[1]].visits


@pytest.mark.parametrize(
    ("game", "reuse_tree", "last_round"),
    [(LuckGame, True, False), (ConfirmGame, False, False), (ConfirmGame, True, True)],
    ids=["the game ends after the pick", "no tree kept", "the picker confirms next"],
)
def test_a_settled_answers_last_round_is_played_only_to_deepen_a_tree_kept(
    game, reuse_tree, last_round
):
    """Three candidates, 30 iterations: 5 each in the first round, then one survivor left, the
    answer settled; its 15 more iterations are worth playing only where its subtree is kept
    for the seat's next decision."""
    luck = game()
    search = halving_agent(luck, iterations=30, reuse_tree=reuse_tree)
    assert search.choose(view_of(luck), CARDS[:3], Rng(3)) == CARDS[1]
    assert sorted(search.last.visits.values()) == ([5, 5, 20] if last_round else [5, 5, 5])


def test_without_its_table_size_the_root_is_searched_by_ucb():
    game = LuckGame()
    search = halving_agent(game, root_halving_seats=frozenset({3}))
    search.choose(view_of(game), list(CARDS), Rng(3))
    assert sorted(search.last.visits.values()) != [5, 5, 15, 15]
    assert len(game.lucks) == 40 and len(set(game.lucks[:4])) > 1


def test_a_halving_past_its_deadline_ranks_what_it_has_tried():
    game = LuckGame()
    search = halving_agent(game)
    root = _Node(mover=-1)
    done, stopped = search.search(root, view_of(game), list(CARDS), Rng(3), 40, time.time() - 1)
    assert (done, stopped) == (4, False)  # one world for the four cards, then no more time
    assert search._ranked(root, list(CARDS), None)[0] == CARDS[1]


def test_a_halving_search_grows_no_tree_of_the_helpers_beside_its_own(monkeypatch):
    """The rounds compare the survivors on the same worlds: a second tree over them in
    another process would not (the survivors it shares instead: test_search_halving_helper);
    the same budget without halving does share its root."""
    game = LuckGame()
    shared = []
    monkeypatch.setattr(
        ismcts_module.HELPER, "search", lambda *args: shared.append(args) or "a share"
    )
    view = view_of(game)
    for seats, expected in ((frozenset({2}), (None, 40)), (frozenset(), ("a share", 20))):
        search = halving_agent(game, processes=2, root_halving_seats=seats)
        search.__dict__["_helper_rebuilds"] = True  # as a registered game's agent would
        assert search._share_out(view, list(CARDS), Rng(1), 40, None) == expected
    assert len(shared) == 1


def first_decisions_visits(level: str, players: int, **options) -> list[int]:
    """The root visits, fewest first, of ``level``'s first decision in a base game dealt by
    seed 5 (searched by its iterations, as the coach does)."""
    everdell = registry.get("everdell")
    state = everdell.new_game(everdell.make_config(players=players, **options), 5)
    agent = by_iterations(level, everdell)
    agent.choose(everdell.view(state, 0), everdell.legal_actions(state), Rng(5))
    return sorted(agent.last.visits.values())


# eight candidates, 400 iterations at 2 players: 16 each, then 34 more for four, then 68 more
# for two; 800 at 4 players (100 a candidate among rivals): 33 each, 67 more, 134 more
HARD_HALVED = {2: [16, 16, 16, 16, 50, 50, 118, 118], 4: [33, 33, 33, 33, 100, 100, 234, 234]}


@pytest.mark.parametrize(
    ("players", "options", "halves"),
    [(2, {}, True), (4, {}, True), (3, {}, False), (4, {"expansion": "spirecrest"}, False)],
)
def test_the_base_games_hard_halves_its_root_at_two_players_and_without_spirecrest_at_four(
    players, options, halves
):
    visits = first_decisions_visits("mcts-hard", players, **options)
    assert (visits == HARD_HALVED.get(players)) == halves


def playing(expansion: str | None):
    """An ``expansion_of`` that says every state plays ``expansion``."""

    def expansion_of(_state) -> str | None:
        return expansion

    return expansion_of


def test_a_table_named_with_its_expansion_halves_only_where_that_expansion_is_played():
    """(expansion, table size) names one game at that size: (None, 2) the game alone, and
    ("mountains", 2) the game with the mountains; the heuristic says which one a state plays."""
    for played in (None, "mountains"):
        for named in (None, "mountains"):
            game = LuckGame()
            judge = replace(default_heuristic(game), expansion_of=playing(played))
            search = ISMCTSAgent(
                game,
                SearchBudget(iterations=40, root_halving_seats=frozenset({(named, 2)})),
                judge,
            )
            search.choose(view_of(game), list(CARDS), Rng(3))
            halved = sorted(search.last.visits.values()) == [5, 5, 15, 15]
            assert halved == (played == named), (played, named)


def test_the_base_games_normal_halves_its_root_at_two_players_without_spirecrest_only():
    """Normal's halving won 40.5 of 60 fresh deals in the base game where UCB1 won 35.5, and 9
    of 20 with Spirecrest where UCB1 won 11.5 (docs/ai.md): it halves without Spirecrest."""
    for options, halves in (({}, True), ({"expansion": "spirecrest"}, False)):
        visits = first_decisions_visits("mcts-normal", 2, **options)
        # five candidates, 125 iterations in three rounds: 8 each; 21 more for the best two;
        # the last one settled (searched by its iterations no tree is kept: no third round)
        assert (visits == [8, 8, 8, 29, 29]) == halves, options

"""Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling et al. 2012).

Each iteration fills the hidden information of the view in at random (``game.determinize``),
walks down one shared tree choosing among the actions legal in that determinization (UCB1 with
availability counts), adds one node, plays the game on with a cheap policy for a bounded number
of actions, scores the result with the heuristic and credits every node on the path to the seat
that chose it. The seat to move may change at any node (prompts answered by other seats, turn
order changes), so each node remembers who chose it.

Budget: at most ``iterations`` iterations and ``seconds`` of wall time per decision, and the
search stops early when ``should_stop()`` turns true (the GUI's cancel button); it then returns
the best action found so far. With an iteration budget only, the same view, legal list and rng
give the same choice (with tree reuse: from the same previous decisions of the agent).

Root parallelism (``processes`` 2): a helper process (``ai.helper``) runs half the iterations
on a tree of its own over the same root actions and its visits are added to the agent's before
the most visited action is chosen; with an iteration budget the choice is still reproducible.
The helper rebuilds hand-written heuristics only: at a table size a learned model judges, the
search stays alone.

Sequential halving (``root_halving_seats``): at those table sizes the root's candidates share
the iterations in rounds instead of by UCB1 (the tree below the root grows as usual), every
survivor of a round tried on the same guessed worlds, the better half going on; the last one
left is the answer. With ``processes`` 2 the helper plays every other survivor of a round: a
survivor's subtree grows from its own iterations only, so the search is the one a single
process makes, in about half the time.

Tree reuse (``reuse_tree``): a turn is often several prompts in a row for the same seat (play a
card, then how to pay, then which target), and the search for the first already grew a subtree
under the action it chose. The agent keeps that subtree with the view its seat should see next
if nothing but its own action happens (the action applied to one determinization, then viewed
by the seat and hashed). The next decision starts from the kept subtree only when it is for the
same seat and its view hashes the same: the same information set, so every statistic in the
subtree was gathered from worlds consistent with it. Anything else (another seat moved, an
undo, a new game, an action that revealed a card to the seat) gives a different view and a
fresh tree; ``cancel()`` and ``reset()`` drop the kept tree.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import TypeVar

from everdell_desktop.core import Action, GameDefinition, GameState, Rng, registry, winners_of

from .greedy import GreedyAgent
from .helper import HELPER, RootStats, answer, joined, superseded
from .heuristics import Heuristic, default_heuristic, heuristic_for

StopCheck = Callable[[], bool]
DECIDED_CHECK_EVERY = 16
# A halving round waits for its helper's survivors at most this many times as long as its own
# share took (at least LEAST_PATIENCE seconds), then plays them itself: the same result either
# way, but a helper slowed by a busy machine usually still answers first.
HELPER_PATIENCE = 1.5
LEAST_PATIENCE = 0.1


@dataclass(frozen=True, slots=True)
class SearchBudget:
    """How hard one decision may think. ``None`` means unbounded in that dimension, but at least
    one of ``iterations`` and ``seconds`` must be set."""

    iterations: int | None = None
    seconds: float | None = None
    rollout_depth: int = 40  # playout actions before the heuristic judges the position
    exploration: float = 0.7  # UCB1 constant; rewards lie in [0, 1]
    reward_scale: float = 8.0  # a heuristic lead of this many points is worth ~73% of a win
    root_width: int | None = None  # search only the best N root actions by greedy look-ahead
    # A choice among few options (which resource, which die) is settled by far fewer iterations
    # than a full turn: cap the iterations at this many per root action.
    iterations_per_option: int | None = None
    # The cap per root action when two or more rivals move between the seat's turns (None: the
    # same as with one). Their moves make a playout's verdict on a root action noisier, so
    # telling the actions apart can take more playouts.
    iterations_per_option_with_rivals: int | None = None
    # The playout length when two or more rivals sit at the table (None: ``rollout_depth``).
    rollout_depth_with_rivals: int | None = None
    # The playout length in a solo game, the one seat against a bot (None: ``rollout_depth``).
    rollout_depth_alone: int | None = None
    # The playout length where the heuristic is a learned model (``Heuristic.learned_seats``;
    # None: as without one): a short playout, then the model judges.
    rollout_depth_learned: int | None = None
    # End the search once the most visited root action can no longer be overtaken within the
    # iteration limit: the answer is the same, the time is saved.
    stop_when_decided: bool = False
    # Progressive bias at the root: each root action's greedy look-ahead value (averaged over
    # ``prior_samples`` guesses of the hidden information, shared with ``root_width``) gives
    # it a prior in (0, 1], exp((value - best) / prior_temperature), which orders the first
    # expansions (best first) and adds prior_weight * prior / (visits + 1) to its UCB score:
    # a small budget is spent on the promising moves first, and the bias fades as visits come.
    prior_weight: float = 0.0
    prior_samples: int = 1
    prior_temperature: float = 4.0
    # Start a same-seat follow-up decision from the subtree the previous search grew under the
    # chosen action (see the module docstring). Its visits are a head start: the iteration
    # limits count new iterations only.
    reuse_tree: bool = False
    # Processes searching each decision: 2 gives half the iterations to a helper process
    # (``ai.helper``), for the same search in about half the time where a core is free.
    processes: int = 1
    # With ``processes`` 2, whether a UCB1 root is searched in parallel: the helper grows a
    # tree of its own beside the agent's and their root statistics are added, another search
    # than one process's (reproducible from its seed, but only where the helper answers). A
    # halved root hands the helper some of its survivors instead, which changes nothing
    # (``ISMCTSAgent._play_round``). False: a search that answers the same on any machine.
    root_parallel: bool = True
    # The tables at which a search with an iteration limit shares its root's iterations by
    # sequential halving instead of UCB1 (``ISMCTSAgent._halve``): in rounds, every survivor
    # as many iterations, each round on the same guessed worlds, then the better half goes on.
    # A table size (with any expansion or none), or (expansion, table size), the expansion
    # being None for the game played without one.
    root_halving_seats: frozenset[int | tuple[str | None, int]] = frozenset()

    def __post_init__(self) -> None:
        if self.iterations is None and self.seconds is None:
            raise ValueError("a search budget needs an iteration or a time limit")


Setting = TypeVar("Setting")  # a budget field's type (an int, or an int or None)


def _at_table(
    seats: int, ordinary: Setting, with_rivals: Setting | None, alone: Setting | None = None
) -> Setting:
    """A budget setting for a table of ``seats``: its ``..._with_rivals`` twin when two or more
    rivals sit at it, its ``..._alone`` twin in a solo game (one seat against a bot), each when
    set, else the ordinary value."""
    if seats == 1 and alone is not None:
        return alone
    return with_rivals if seats > 2 and with_rivals is not None else ordinary


class _Node:
    __slots__ = ("avail", "children", "mover", "priors", "total", "visits")

    def __init__(self, mover: int) -> None:
        self.mover = mover  # the seat whose choice led here; rewards are credited to it
        self.visits = 0
        self.avail = 0  # iterations in which this node's action was legal (ISMCTS)
        self.total = 0.0
        self.children: dict[Action, _Node] = {}
        self.priors: dict[Action, float] | None = None  # the root's progressive bias


@dataclass(slots=True)
class SearchStats:
    """What the last decision did, for tests, the bench and curious users."""

    iterations: int = 0  # new iterations run by this decision
    seconds: float = 0.0
    cancelled: bool = False
    reused: int = 0  # visits of the root actions inherited from the previous decision's tree
    helped: int = 0  # of ``iterations``, those the helper process ran
    runner_up: Action | None = None  # the second most visited root action, if any
    # Each searched root action's visits, the helper's included (the search fingerprints'
    # root statistics, ``ai.fingerprints``).
    visits: dict[Action, int] = field(default_factory=dict)


@dataclass(slots=True)
class _Kept:
    """The subtree under the action just chosen, and the hash of the view ``seat`` should be
    given next if nothing but that action happens."""

    seat: int
    node: _Node
    view_hash: str


class ISMCTSAgent:
    """Construct once per seat; ``choose`` may be called from a worker thread.

    Three ways to stop a search early, each making ``choose`` return its best action so far:
    ``should_stop`` per call to ``choose`` (e.g. ``threading.Event().is_set``, one event per
    decision), ``should_stop`` given to the constructor (checked on every decision), and
    ``cancel()``, which stops the running decision and answers every later one at once until
    ``resume()`` (what a closing game session wants).
    """

    def __init__(
        self,
        game: GameDefinition,
        budget: SearchBudget,
        heuristic: Heuristic | None = None,
        name: str = "ismcts",
        should_stop: StopCheck | None = None,
    ) -> None:
        self.game = game
        self.budget = budget
        self.heuristic = heuristic or heuristic_for(game)
        self._ranker = GreedyAgent(game, self.heuristic)
        self.name = name
        self.should_stop = should_stop
        self._cancelled = threading.Event()
        self._kept: _Kept | None = None
        self._halved: list[Action] | None = None  # the last search's root ranking, if halved
        self._rounds_helped = 0  # the last halved search's iterations run by the helper
        self.last = SearchStats()
        shares = budget.root_parallel or budget.root_halving_seats
        if budget.processes > 1 and shares and self._helper_rebuilds:
            HELPER.warm(game.name)

    def cancel(self) -> None:
        """Stop the decision in progress (thread-safe) and answer later ones without search."""
        self._cancelled.set()
        self._kept = None

    def reset(self) -> None:
        """Forget the tree kept for the next decision (the game was rewound or replaced; the
        view check would refuse it anyway)."""
        self._kept = None

    def resume(self) -> None:
        """Search normally again after :meth:`cancel`."""
        self._cancelled.clear()

    def choose(
        self,
        view: GameState,
        legal: list[Action],
        rng: Rng,
        should_stop: StopCheck | None = None,
    ) -> Action:
        seat = view.to_move()
        root = self._take_kept(view, seat)
        if len(legal) == 1:
            self.last = SearchStats()
            if root is not None:
                self._keep(root, legal[0], view, seat, rng)
            return legal[0]
        stops = [check for check in (should_stop, self.should_stop) if check is not None]
        stops.append(self._cancelled.is_set)
        if root is None:
            root = _Node(mover=-1)
        started = time.perf_counter()
        seconds = self.budget.seconds
        deadline = None if seconds is None else time.time() + seconds
        search_rng = Rng(rng.next_u64())
        candidates = self._shortlist(view, legal, search_rng, root)
        reused = sum(root.children[a].visits for a in candidates if a in root.children)
        limit = self._iteration_limit(len(candidates), view.num_seats)
        shared, limit = self._share_out(view, candidates, search_rng, limit, deadline)
        done, cancelled = self.search(root, view, candidates, search_rng, limit, deadline, *stops)
        if cancelled and shared is not None:
            HELPER.stop()
        helped = None if cancelled else joined(shared, deadline, *stops)
        shared_iterations = _iterations(helped)  # a halved search counts its helper's in ``done``
        self.last = SearchStats(
            done + shared_iterations,
            time.perf_counter() - started,
            cancelled,
            reused,
            shared_iterations + self._rounds_helped,
        )
        action = self._best(root, view, candidates, search_rng, helped)
        ranked = self._ranked(root, candidates, helped)
        self.last.runner_up = ranked[1] if len(ranked) > 1 else None
        tally = self._tally(root, candidates, helped)
        self.last.visits = {
            candidate: visits for candidate, (visits, _total) in zip(candidates, tally, strict=True)
        }
        if not cancelled:
            self._keep(root, action, view, seat, search_rng)
        return action

    def search(
        self,
        root: _Node,
        view: GameState,
        candidates: list[Action],
        rng: Rng,
        limit: int | None,
        deadline: float | None,
        *stops: StopCheck,
    ) -> tuple[int, bool]:
        """Grow ``root`` over the root actions ``candidates`` for at most ``limit`` iterations,
        until the wall-clock ``deadline`` (a ``time.time()``, shared with the helper process)
        or until a stop check turns true: (iterations run, whether stopped)."""
        self._halved, self._rounds_helped = None, 0
        if self._halves(view, candidates, limit):
            return self._halve(root, view, candidates, rng, limit, deadline, stops)
        done = 0
        while limit is None or done < limit:
            if any(check() for check in stops):
                return done, True
            if deadline is not None and done and time.time() >= deadline:
                break
            if self._decided(root, done, limit):
                break
            self._iterate(root, view, candidates, rng)
            done += 1
        return done, False

    def _share_out(
        self,
        view: GameState,
        candidates: list[Action],
        rng: Rng,
        limit: int | None,
        deadline: float | None,
    ) -> tuple[Future | None, int | None]:
        """Hand half the iterations to the helper process when the budget asks for it and
        there is one: (its part, the iterations left to this process)."""
        if not self.budget.root_parallel or len(candidates) < 2 or not self._may_share(view):
            return None, limit
        if self._halves(view, candidates, limit):
            return None, limit  # the rounds share their survivors instead (``_play_round``)
        half = None if limit is None else limit // 2
        seed = rng.next_u64()
        heuristic = self.heuristic.hand_written  # what a learned one is at this table size
        share = Share(
            self.game.name, heuristic, self.budget, view, candidates, seed, half, deadline
        )
        shared = HELPER.search(_search_share, share)
        if shared is None or limit is None:
            return shared, limit
        return shared, limit - half

    def _may_share(self, view: GameState) -> bool:
        """Whether a helper process may search part of a decision on ``view``: the budget
        asks for one, and it can rebuild this agent (it rebuilds no learned model, so where one
        judges the search is alone)."""
        if self.budget.processes < 2 or not self._helper_rebuilds:
            return False
        return not self.heuristic.judges_learned(view)

    @cached_property
    def _helper_rebuilds(self) -> bool:
        """Whether the helper can rebuild this agent from names: a registered game and its own
        heuristic (or the default one; a learned one is the game's own where no model judges,
        the only table sizes it shares out at). Asked once: the game and heuristic never
        change."""
        plugin = registry.find(self.game.name)
        if plugin is None or type(plugin.definition) is not type(self.game):
            return False
        return self.heuristic.hand_written in (self.game.name, "default")

    def _halves(self, view: GameState, candidates: list[Action], limit: int | None) -> bool:
        """Whether this search shares its root's iterations by halving (``_halve``)."""
        if limit is None or len(candidates) < 2:
            return False
        tables, seats = self.budget.root_halving_seats, view.num_seats
        return seats in tables or (self.heuristic.expansion_played(view), seats) in tables

    def _halve(
        self,
        root: _Node,
        view: GameState,
        candidates: list[Action],
        rng: Rng,
        limit: int,
        deadline: float | None,
        stops: tuple[StopCheck, ...],
    ) -> tuple[int, bool]:
        """Sequential halving at the root (Karnin, Koren and Somekh, 2013): ``limit``
        iterations in log2(candidates) rounds; each round gives every surviving candidate as
        many, the n-th of each on the same guessed world and random stream, and keeps the
        better half by mean reward. Below the root the tree grows as usual. UCB1 spends a
        search on the action it believes best, which suits the tree below; at the root only
        the final choice counts, and moves a fraction of a point apart are told apart more
        surely by equal, paired shares (docs/ai.md, "Sequential halving at the root").
        ``_halved`` keeps the ranking: the last survivor first, then the others by the round
        they fell in (the later first), each round's by mean reward. Where the candidates are
        not a power of two, the last round has one survivor left: the answer is settled, and
        the round's share deepens its subtree only where tree reuse will carry that to the
        seat's next decision (``_keep``); elsewhere (no tree kept, or another seat decides
        next) the round is not played."""
        survivors, fallen = list(candidates), []
        rounds = math.ceil(math.log2(len(survivors)))
        done = 0
        for round_left in range(rounds, 0, -1):
            each = max(1, (limit - done) // (round_left * len(survivors)))
            worlds = [rng.next_u64() for _ in range(each)]
            if len(survivors) == 1 and not self._kept_after(view, survivors[0], worlds[0]):
                break
            rnd = _Round(view, worlds, deadline, stops, started=done > 0)
            played, stopped = self._play_round(root, survivors, rnd)
            done += played
            if stopped:
                self._halved = _by_mean(root, survivors) + fallen
                return done, True
            survivors = _by_mean(root, survivors)
            keep = max(1, len(survivors) // 2)
            survivors, fallen = survivors[:keep], survivors[keep:] + fallen
        self._halved = survivors + fallen
        return done, False

    def _play_round(self, root: _Node, survivors: list[Action], rnd: _Round) -> tuple[int, bool]:
        """One round of halving: every survivor an iteration in each world of ``rnd``. A
        survivor's subtree grows from its own iterations only, so with a helper process every
        other survivor's subtree crosses to it, grows there on the same worlds and comes back:
        the very search, in about half the time. (iterations run, whether stopped)"""
        theirs = self._helper_survivors(rnd.view, survivors)
        part = self._send_round(root, theirs, rnd) if theirs else None
        mine = survivors if part is None else [a for a in survivors if a not in theirs]
        began = time.perf_counter()
        played, stopped = self._play_worlds(root, mine, rnd)
        if part is None or stopped:
            if part is not None:
                HELPER.stop()
            return played, stopped
        more, stopped = self._join_round(part, root, theirs, rnd, time.perf_counter() - began)
        return played + more, stopped

    def _join_round(
        self, part: Future, root: _Node, theirs: list[Action], rnd: _Round, took: float
    ) -> tuple[int, bool]:
        """The helper's survivors ``theirs`` grown: its answer if it comes within
        ``HELPER_PATIENCE`` times ``took`` (this process's own share's seconds); else this
        process plays them itself, still taking the helper's answer should it come first. A
        helper that is missing, failed or hangs leaves the same search, only slower.
        (iterations run, whether stopped)"""
        visits_before = _visits_of(root, theirs)
        patience = time.time() + max(HELPER_PATIENCE * took, LEAST_PATIENCE)
        wait_until = patience if rnd.deadline is None else min(rnd.deadline, patience)
        grown = joined(part, wait_until, *rnd.stops)
        if grown is None:
            if rnd.stopped():
                return 0, True  # ``joined`` stopped the helper's part too
            came = replace(rnd, stops=(*rnd.stops, lambda: answer(part) is not None), started=True)
            played, stopped = self._play_worlds(root, theirs, came)
            grown = answer(part) if stopped and not rnd.stopped() else None
            if grown is None:
                HELPER.stop()
                return played, stopped
        helped = sum(node.visits for node in grown.values()) - visits_before
        root.children.update(grown)
        self._rounds_helped += helped
        return helped, False

    def _helper_survivors(self, view: GameState, survivors: list[Action]) -> list[Action]:
        """The survivors a helper process plays this round: every other one, where there may
        be a helper (none for a single survivor)."""
        return survivors[1::2] if len(survivors) > 1 and self._may_share(view) else []

    def _send_round(self, root: _Node, theirs: list[Action], rnd: _Round) -> Future | None:
        subtrees = {action: root.children.get(action) for action in theirs}
        crossing = replace(rnd, stops=())  # a stop check stays in its process
        share = RoundShare(
            self.game.name, self.heuristic.hand_written, self.budget, subtrees, crossing
        )
        return HELPER.search(_play_share_round, share)

    def _play_worlds(self, root: _Node, survivors: list[Action], rnd: _Round) -> tuple[int, bool]:
        """Every one of ``survivors`` one iteration in each world of ``rnd`` (guessed once
        from its seed and copied for each survivor, which costs less than guessing it again),
        until the round's deadline once anything was played: (iterations run, whether a stop
        check turned true)."""
        played, deadline = 0, rnd.deadline
        for seed in rnd.worlds:
            if deadline is not None and (rnd.started or played) and time.time() >= deadline:
                break
            world_rng = Rng(seed)
            world = self.game.determinize(rnd.view, world_rng)
            for action in survivors:
                if rnd.stopped():
                    return played, True
                self._descend(root, world.clone(), [action], world_rng.clone())
                played += 1
        return played, False

    def _take_kept(self, view: GameState, seat: int | None) -> _Node | None:
        """The kept subtree if this decision is its follow-up (same seat, same view), else
        None; either way nothing stays kept."""
        kept, self._kept = self._kept, None
        if kept is None or not self.budget.reuse_tree or self._cancelled.is_set():
            return None
        if kept.seat != seat or self.game.state_hash(view) != kept.view_hash:
            return None
        return kept.node

    def _keep(self, root: _Node, action: Action, view: GameState, seat: int, rng: Rng) -> None:
        """Keep the subtree under ``action`` (if searched) for a follow-up decision of ``seat``."""
        node = root.children.get(action)
        if node is None or not self.budget.reuse_tree or self._cancelled.is_set():
            return
        world = self._follow_up(view, action, Rng(rng.next_u64()))
        if world is None:
            return  # another seat answers first (or the game ends): not this agent's follow-up
        self._kept = _Kept(seat, node, self.game.state_hash(self.game.view(world, seat)))

    def _kept_after(self, view: GameState, action: Action, seed: int) -> bool:
        """Whether ``_keep`` would keep the subtree under ``action`` for the seat's next
        decision, judged in the world ``seed`` guesses."""
        return self.budget.reuse_tree and self._follow_up(view, action, Rng(seed)) is not None

    def _follow_up(self, view: GameState, action: Action, world_rng: Rng) -> GameState | None:
        """A guessed world after ``action`` if the seat that takes it decides next there,
        else None."""
        world = self.game.determinize(view, world_rng)
        # The view's own random stream, not a guessed one: a game whose view shows it (the
        # test game's) would otherwise never match, and one that hides it matches as before.
        world.rng = view.rng.clone()
        self.game.apply_legal(world, action)
        return world if world.to_move() == view.to_move() else None

    def _iteration_limit(self, options: int, seats: int) -> int | None:
        limit = self.budget.iterations
        per_option = _at_table(
            seats,
            self.budget.iterations_per_option,
            self.budget.iterations_per_option_with_rivals,
        )
        if per_option is None:
            return limit
        if limit is None:
            return per_option * options
        return min(limit, per_option * options)

    def _decided(self, root: _Node, done: int, limit: int | None) -> bool:
        """True when the most visited root action leads the runner-up by more visits than
        the iterations left (checked every few iterations; it costs a pass over the root)."""
        if not self.budget.stop_when_decided or limit is None or done % DECIDED_CHECK_EVERY:
            return False
        first = second = 0
        for child in root.children.values():
            if child.visits > first:
                first, second = child.visits, first
            elif child.visits > second:
                second = child.visits
        return first - second > limit - done

    def _shortlist(
        self, view: GameState, legal: list[Action], rng: Rng, root: _Node | None = None
    ) -> list[Action]:
        """The root actions worth searching: all of them, or with a ``root_width`` the best
        ones by the greedy agent's look-ahead, best first. With a ``prior_weight`` the same
        look-ahead gives ``root`` its priors."""
        budget = self.budget
        if budget.root_width is None and not budget.prior_weight:
            return legal
        values = self._root_values(view, legal, rng)
        ranked = sorted(range(len(legal)), key=lambda index: -values[index])
        if budget.prior_weight and root is not None:
            best = values[ranked[0]]
            root.priors = {
                action: math.exp((value - best) / budget.prior_temperature)
                for action, value in zip(legal, values, strict=True)
            }
        width = len(legal) if budget.root_width is None else budget.root_width
        return [legal[index] for index in ranked[:width]]

    def _root_values(self, view: GameState, legal: list[Action], rng: Rng) -> list[float]:
        """The greedy look-ahead's value of each root action for the seat to move, averaged
        over ``prior_samples`` guesses of the hidden information."""
        seat = view.to_move()
        totals = [0.0] * len(legal)
        for _ in range(self.budget.prior_samples):
            world = self.game.determinize(view, rng)
            for index, value in enumerate(self._ranker.action_values(world, legal, seat)):
                totals[index] += value
        return [total / self.budget.prior_samples for total in totals]

    # --- one iteration ------------------------------------------------------------------
    def _iterate(self, root: _Node, view: GameState, root_legal: list[Action], rng: Rng) -> None:
        self._descend(root, self.game.determinize(view, rng), root_legal, rng)

    def _descend(self, root: _Node, state: GameState, root_legal: list[Action], rng: Rng) -> None:
        """One iteration in the guessed world ``state``: down the tree, one node added, a
        playout, the rewards credited along the path."""
        game = self.game
        node = root
        path: list[_Node] = []
        legal = root_legal
        while True:
            seat = state.to_move()
            if seat is None:
                break
            child, action = self._select(node, legal, seat, rng)
            game.apply_legal(state, action)
            path.append(child)
            if child.visits == 0:
                break
            node = child
            legal = game.legal_actions(state)
        rewards = self._playout(state, rng)
        for child in path:
            child.visits += 1
            child.total += rewards[child.mover]

    def _select(
        self, node: _Node, legal: list[Action], seat: int, rng: Rng
    ) -> tuple[_Node, Action]:
        """An untried action if there is one (a random one), else UCB1 over the
        children legal here; availability counts are updated for every legal child."""
        children = node.children
        untried = []
        for action in legal:
            child = children.get(action)
            if child is None:
                untried.append(action)
            else:
                child.avail += 1
        priors = node.priors
        if untried:
            if priors is not None:
                action = max(untried, key=priors.__getitem__)
            else:
                action = untried[0] if len(untried) == 1 else rng.choice(untried)
            child = children[action] = _Node(seat)
            child.avail = 1
            return child, action
        c = self.budget.exploration
        bias = self.budget.prior_weight if priors is not None else 0.0
        best_action, best_child, best_score = legal[0], children[legal[0]], -math.inf
        for action in legal:
            child = children[action]
            score = child.total / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
            if bias:
                score += bias * priors[action] / (child.visits + 1)
            if score > best_score:
                best_action, best_child, best_score = action, child, score
        return best_child, best_action

    def _playout(self, state: GameState, rng: Rng) -> list[float]:
        self.play_on(state, rng)
        if state.to_move() is None:
            return self._final_rewards(state)
        scale = self.budget.reward_scale
        return [_sigmoid(value / scale) for value in self.heuristic.values(state)]

    def play_on(self, state: GameState, rng: Rng) -> None:
        """Play ``state`` on as a playout does: the playout policy for the search's playout
        length, or to the game's end if that comes first."""
        game = self.game
        policy = self.heuristic.rollout_action
        for _ in range(self._rollout_depth(state)):
            if state.to_move() is None:
                return
            game.apply_legal(state, policy(state, game.legal_actions(state), rng))

    def judged_leads(self, state: GameState) -> list[float]:
        """Each seat's lead in points as the search judges a played-on ``state``: the final
        leads of a finished game, else the heuristic's."""
        if state.to_move() is None:
            return list(self.game.final_leads(state))
        return list(self.heuristic.values(state))

    def _rollout_depth(self, state: GameState) -> int:
        """How many actions a playout from ``state`` runs before the heuristic judges."""
        budget = self.budget
        if budget.rollout_depth_learned is not None and self.heuristic.judges_learned(state):
            return budget.rollout_depth_learned
        return _at_table(
            state.num_seats,
            budget.rollout_depth,
            budget.rollout_depth_with_rivals,
            budget.rollout_depth_alone,
        )

    def _final_rewards(self, state: GameState) -> list[float]:
        """A finished game: mostly the result (win 1, shared win split), partly the margin so
        that the search still prefers winning big and losing small."""
        breakdowns = self.game.scores(state)
        winners = winners_of(breakdowns)
        margins = self.game.final_leads(state)
        scale = self.budget.reward_scale
        return [
            0.8 * (1.0 / len(winners) if seat in winners else 0.0) + 0.2 * _sigmoid(margin / scale)
            for seat, margin in enumerate(margins)
        ]

    # --- the answer ---------------------------------------------------------------------
    def _ranked(self, root: _Node, legal: list[Action], helped: RootStats | None) -> list[Action]:
        """The searched root actions, most visited first (ties: best mean), counting the
        helper's visits of each; after a halved search, its ranking."""
        if self._halved is not None:
            return [action for action in self._halved if action in legal and _visited(root, action)]
        tally = [
            (visits, total / visits, index)
            for index, (visits, total) in enumerate(self._tally(root, legal, helped))
            if visits
        ]
        return [legal[item[2]] for item in sorted(tally, key=lambda item: item[:2], reverse=True)]

    @staticmethod
    def _tally(root: _Node, legal: list[Action], helped: RootStats | None) -> RootStats:
        """Each root action's visits and total reward, the helper's added."""
        tally = []
        for index, action in enumerate(legal):
            child = root.children.get(action)
            visits, total = (0, 0.0) if child is None else (child.visits, child.total)
            if helped is not None:
                visits += helped[index][0]
                total += helped[index][1]
            tally.append((visits, total))
        return tally

    def _best(
        self,
        root: _Node,
        view: GameState,
        legal: list[Action],
        rng: Rng,
        helped: RootStats | None = None,
    ) -> Action:
        """The most visited root action (see :meth:`_ranked`); with no search done, the
        shortlist's best or the playout policy's pick, so a cancel at once still answers
        sensibly."""
        ranked = self._ranked(root, legal, helped)
        if ranked:
            return ranked[0]
        if self.budget.root_width is not None or root.priors is not None:
            return legal[0]
        return self.heuristic.rollout_action(self.game.determinize(view, rng), legal, rng)


@dataclass(frozen=True, slots=True)
class Share:
    """The helper's part of one decision: ``iterations`` (or until the wall-clock
    ``deadline``, a ``time.time()``) over the root actions ``candidates`` of ``view``. The
    agent is rebuilt from names: a registered game and its own heuristic or the default."""

    game_name: str
    heuristic_name: str
    budget: SearchBudget
    view: GameState
    candidates: list[Action]
    seed: int
    iterations: int | None
    deadline: float | None


def _rebuilt(game_name: str, heuristic_name: str, budget: SearchBudget) -> ISMCTSAgent:
    """In the helper process: the agent a share names, searching alone."""
    game = registry.get(game_name)
    plain = heuristic_name != game.name
    heuristic = default_heuristic(game) if plain else heuristic_for(game)
    return ISMCTSAgent(game, replace(budget, processes=1, reuse_tree=False), heuristic)


def _search_share(share: Share, decision: int) -> RootStats:
    """In the helper process: search ``share`` on a tree of the helper's own until done or
    superseded."""
    agent = _rebuilt(share.game_name, share.heuristic_name, share.budget)
    root = _Node(mover=-1)
    rng = Rng(share.seed)
    stop = superseded(decision)
    agent.search(root, share.view, share.candidates, rng, share.iterations, share.deadline, stop)
    stats = [root.children.get(action) for action in share.candidates]
    return [(0, 0.0) if node is None else (node.visits, node.total) for node in stats]


@dataclass(frozen=True, slots=True)
class _Round:
    """What every survivor of a halving round is searched on: the view, the seeds of the
    round's worlds, the wall-clock deadline, the stop checks, and whether the search ran
    iterations before the round (a deadline ends a search only once it has run one)."""

    view: GameState
    worlds: list[int]
    deadline: float | None
    stops: tuple[StopCheck, ...]
    started: bool

    def stopped(self) -> bool:
        return any(check() for check in self.stops)


@dataclass(frozen=True, slots=True)
class RoundShare:
    """The helper's part of a halving round: its survivors with their subtrees so far (None:
    not yet visited), one iteration each in every world of ``round`` (its stop checks left
    behind: the helper's is ``superseded``)."""

    game_name: str
    heuristic_name: str
    budget: SearchBudget
    subtrees: dict[Action, _Node | None]
    round: _Round


def _play_share_round(share: RoundShare, decision: int) -> dict[Action, _Node] | None:
    """In the helper process: grow the survivors' subtrees of ``share``; None if superseded."""
    agent = _rebuilt(share.game_name, share.heuristic_name, share.budget)
    root = _Node(mover=-1)
    root.children = {action: node for action, node in share.subtrees.items() if node is not None}
    survivors = list(share.subtrees)
    rnd = replace(share.round, stops=(superseded(decision),))
    _played, stopped = agent._play_worlds(root, survivors, rnd)
    return None if stopped else {a: root.children[a] for a in survivors if a in root.children}


def _visits_of(root: _Node, actions: list[Action]) -> int:
    """The visits of ``actions``' root children, together."""
    return sum(root.children[a].visits for a in actions if a in root.children)


def _visited(root: _Node, action: Action) -> bool:
    child = root.children.get(action)
    return child is not None and child.visits > 0


def _by_mean(root: _Node, actions: list[Action]) -> list[Action]:
    """``actions`` by their root child's mean reward, best first (an unvisited one last; ties
    keep their order)."""

    def mean(action: Action) -> float:
        child = root.children.get(action)
        return child.total / child.visits if child is not None and child.visits else -math.inf

    return sorted(actions, key=mean, reverse=True)


def _iterations(helped: RootStats | None) -> int:
    """The helper's iterations: one root visit each."""
    return 0 if helped is None else sum(visits for visits, _total in helped)


def _sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))

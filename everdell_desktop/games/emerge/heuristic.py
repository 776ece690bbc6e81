"""Heuristic for Emerge: the running score plus what a place's islands, dice and tokens should
still turn into before the game ends.

* **Islands.** Each island is worth its meeples times its height now; with rounds left it will
  receive more meeples (up to what it can hold; the tallest islands first) and may grow, and
  growth multiplies everything on it. The credit falls as the game runs out.
* **Dice.** A die is worth what the best Discovery it can pay for would add, per die, for the
  dice of each type the seat has or will roll (a covered space rolls its tile's type); this is
  what makes the Modifier phase's choice of tiles matter to the agents.
* **Tokens** score 1 each and are worth a little more while they can still be used.

Goals count when they are claimed (the score has them). A credit for progress towards open
goals was tried and made the one-ply agent no stronger (47.5 % of 100 games against this
version), so it is left out.
"""

from __future__ import annotations

from everdell_desktop.core import Action, GameDefinition, Rng
from everdell_desktop.core.heuristics import GameHeuristic, leads
from everdell_desktop.core.plugin import LazyRef
from everdell_desktop.games.emerge.data import BIRD, PLANT, TECTONIC, tables
from everdell_desktop.games.emerge.scoring import breakdown
from everdell_desktop.games.emerge.state import (
    BIRD_ON,
    CRAB_ON,
    HEIGHT,
    LARGE,
    OWNER,
    PLANTS,
    SEAL_ON,
    TURTLE_ON,
    EmergeState,
)

T = tables()
MAX_MEEPLES = T.max_plants + 4  # Plants, three animals and a Bird
MEEPLES_PER_ROUND = 2.2  # what a seat places in a round, spread over its islands
GROWTH_PER_ROUND = 0.5  # island growths a seat makes per round, at most
GROWTH_CREDIT = 0.7  # a growth still to come multiplies what the island will hold
NEW_ISLAND_CREDIT = 0.6  # per meeple to come that no island has room for
DIE_WEIGHT = 0.5  # share of a die's best use credited before it is spent
TOKEN_USE_VALUE = 0.8  # a usable token, beyond its 1 end point, while rounds are left
BIODIVERSITY_CREDIT = 0.5  # share of the bonus for an island with all four kinds but one


def values(game: GameDefinition, state: EmergeState) -> list[float]:
    estimates = [estimate(state, place) for place in range(state.places)]
    return leads(estimates, state.num_seats)


def _rounds_left(state: EmergeState, place: int) -> float:
    """Rounds still to play, the current one counted half unless the seat has passed."""
    if state.over:
        return 0.0
    left = T.rounds - state.round
    if place < state.num_seats and not state.passed[place]:
        left += 0.5
    return left


def estimate(state: EmergeState, place: int) -> float:
    """A place's score now plus what its islands, dice and tokens should still add."""
    score = breakdown(state, place).total
    left = _rounds_left(state, place)
    if left <= 0:
        return float(score)
    own = [index for index, island in enumerate(state.islands) if island[OWNER] == place]
    value = score + _island_future(state, place, own, left)
    if place < state.num_seats:
        value += _dice_value(state, place, own, left)
        value += TOKEN_USE_VALUE * len(state.usable_tokens(place)) * min(1.0, left / 2)
    return value


def _island_future(state: EmergeState, seat: int, own: list[int], left: float) -> float:
    """Points the islands should still gain. Meeples to come go to the tallest islands with
    room first; growths to the tallest islands that can still grow, multiplying what they will
    hold; what finds no room goes to new islands (height 1) while pieces last."""
    meeples = MEEPLES_PER_ROUND * left
    growths = GROWTH_PER_ROUND * left
    total = 0.0
    ranked = sorted(own, key=lambda i: (-state.islands[i][HEIGHT], -state.meeples_on(i)))
    for index in ranked:
        island = state.islands[index]
        height, on_it = island[HEIGHT], state.meeples_on(index)
        take = min(MAX_MEEPLES - on_it, meeples)
        meeples -= take
        rise = min(LARGE - height, growths)
        growths -= rise
        total += take * height + GROWTH_CREDIT * rise * (on_it + take)
        present = (island[PLANTS] > 0) + island[CRAB_ON] + island[TURTLE_ON] + island[SEAL_ON]
        if present < 4:
            total += T.biodiversity * BIODIVERSITY_CREDIT * (present / 4) ** 2
    if state.pieces[seat][0]:
        total += NEW_ISLAND_CREDIT * meeples
    return total


def _dice_value(state: EmergeState, seat: int, own: list[int], left: float) -> float:
    """Each die on the board (and each die still to roll, spread over the types its spaces
    count as) times what one die of that type is worth to the seat now."""
    board = state.dice[seat]
    rolling = state.dice_total[seat] - sum(board)
    per_die = _die_worth(state, seat, own)
    total = 0.0
    for space in range(6):
        kind = state.space_type(seat, space)
        total += (board[space] + rolling / 6) * per_die[kind]
    return DIE_WEIGHT * total * min(1.0, left)


def _die_worth(state: EmergeState, seat: int, own: list[int]) -> list[float]:
    """Points per die of each type, by the best Discovery that type could make now."""
    worth = [0.0] * 6
    islands = state.islands
    for index in own:
        island = islands[index]
        height = island[HEIGHT]
        plants = island[PLANTS]
        if plants < len(T.plant_cost):
            worth[PLANT] = max(worth[PLANT], height / T.plant_cost[plants])
        if plants:
            for kind, field in ((1, CRAB_ON), (2, TURTLE_ON), (3, SEAL_ON)):
                if not island[field]:
                    bonus = T.biodiversity if kind == 3 else 0
                    worth[kind] = max(worth[kind], (height + bonus) / T.animal_cost[kind - 1])
                    break
        if height < LARGE:
            gain = state.meeples_on(index) + 1
            worth[TECTONIC] = max(worth[TECTONIC], gain / T.grow_cost[height - 1])
        if not island[BIRD_ON]:
            worth[BIRD] = max(worth[BIRD], 2 * height / T.bird_cost[0 if state.mainland else 1])
    if state.pieces[seat][0]:
        worth[TECTONIC] = max(worth[TECTONIC], 1.0)
    return worth


# --- the search's budget ---------------------------------------------------------------------
# Normal judges after 20 playout actions rather than 40: against ``greedy`` on the same 20 deals
# it won 17.5 where it won 15, at a median 166 ms instead of 266. Hard, tried the same way, won
# as often (19.5 of 20 each) with 3 points fewer a game, so it kept 40 (docs/ai.md, "Emerge's
# playouts"). Hard judges after 30: the coach (Hard's own search) took a p90 of 1.07-1.11 s of
# CPU a suggestion at 40, over issue 44's second, and 0.82-0.83 s at 30 (docs/ai.md, "Emerge's
# Hard: 30-action playouts"). Read by ``ai.levels.budget_for``.
BUDGET_CHANGES = {"mcts-normal": {"rollout_depth": 20}, "mcts-hard": {"rollout_depth": 30}}


# --- the playout policy ----------------------------------------------------------------------
KIND_WEIGHT = {"discover": 6.0, "buy": 1.5, "power": 0.7, "use": 0.7, "pass": 0.4}


def rollout_action(
    game: GameDefinition, state: EmergeState, legal: list[Action], rng: Rng
) -> Action:
    """Discoveries first (the taller the island, the likelier), buying and free actions now
    and then, passing last; a prompt is answered at random."""
    if state.pending:
        return legal[rng.randrange(len(legal))]
    islands = state.islands
    weights = []
    for action in legal:
        weight, island = _WEIGHED.get(action) or _weigh(action)
        if island is not None:
            weight *= islands[island][HEIGHT]
        weights.append(weight)
    pick = rng.random() * sum(weights)
    for action, weight in zip(legal, weights, strict=True):
        pick -= weight
        if pick < 0:
            return action
    return legal[-1]


_WEIGHED: dict[Action, tuple[float, int | None]] = {}  # bounded: the turn actions of the board


def _weigh(action: Action) -> tuple[float, int | None]:
    """A turn action's weight by its kind, and the island whose height multiplies it (a
    Discovery's), worked out once per action: the playouts ask for every legal action."""
    island = action.get("island") if action.kind == "discover" else None
    weighed = _WEIGHED[action] = (KIND_WEIGHT[action.kind], island)
    return weighed


# The features a learned evaluation reads, and where its model ships (``ai.value_model``).
FEATURES = LazyRef(f"{__package__}.features", "VALUE_FEATURES")
HEURISTIC = GameHeuristic(values, rollout_action, BUDGET_CHANGES, FEATURES)

"""The solo Rival (our own design; the rulebook has no solo mode): an automated expedition that
raises and grows islands, settles them, takes Birds, research tokens and goals, driven by a
deck and a die.

The Rival sits at place 1, after the player (``kernel.is_bot``). Each round it has a number of
actions (``rival.json``, by difficulty and round). After each of the player's turns it takes one
of them; once the player has passed, it takes the rest. An action turns over the next card of
its deck (reshuffled from its discard pile when empty) and rolls one die; the card says what to
do and the die picks among the candidates. A card that cannot be carried out falls back, in
order, to Plant, Fauna, Uplift, Landfall and Requisition; if none works the action is lost.
The Rival never uses tokens (each scores 1) and claims goals only through its Ambition cards.
Its score is counted like a player's.
"""

from __future__ import annotations

from collections.abc import Callable

from everdell_desktop.core import Event, Rng
from everdell_desktop.core.kernel import Task, start_turn

from . import goals, islands, tokens
from .data import CRAB, SEAL, TURTLE
from .engine import KERNEL, RIVAL_CARD, T, event
from .state import BIRD_ON, HEIGHT, OWNER, PLANTS, EmergeState, RivalState

BOT = "rival"
LEVELS = ("easy", "normal", "hard")
FALLBACK = ("plant", "animal", "grow", "island", "token")
TRACK_Y = 32.0  # vents above it lie north of the ship's track


def setup(state: EmergeState, level: str, rng: Rng) -> None:
    deck = list(range(len(T.rival_levels[level].deck)))
    rng.shuffle(deck)
    state.rival = RivalState(level, deck, [], 0)


def new_round(state: EmergeState) -> None:
    rival = state.rival
    rival.actions_left = T.rival_levels[rival.level].actions_per_round[state.round - 1]


def action_due(state: EmergeState) -> bool:
    """Whether the Rival acts now: after each of the player's turns while it has actions
    left, and, once the player has passed, until it has none left."""
    rival = state.rival
    if rival is None or not rival.actions_left:
        return False
    acted_last = state.current >= state.num_seats
    return not acted_last or all(state.passed[: state.num_seats])


def queue_action(state: EmergeState) -> bool:
    """Queue the Rival's next action when one is due (False when none is). The kernel
    resolves the action and ends the turn again."""
    if not action_due(state):
        return False
    KERNEL.push(state, Task("rival_act", state.num_seats))
    return True


@KERNEL.task("rival_act")
def _action_task(state: EmergeState, task: Task, events: list[Event]) -> None:
    _act(state, events)


def _act(state: EmergeState, events: list[Event]) -> None:
    rival, place = state.rival, state.num_seats
    start_turn(state, place, events)
    if not rival.deck:
        rival.deck, rival.discard = rival.discard, []
        state.rng.shuffle(rival.deck)
    card = rival.deck.pop()
    rival.discard.append(card)
    rival.actions_left -= 1
    key = T.rival_levels[rival.level].deck[card]
    die = state.rng.randint(1, 6)
    events.append(event(RIVAL_CARD, seat=place, card=key, die=die))
    for name in (key, *FALLBACK):
        if ACTIONS[name](state, place, die, events):
            return


def _pick(candidates: list[int], key: Callable[[int], tuple], die: int) -> int:
    """The best candidate by ``key``; the die picks among those tied for best."""
    best = max(key(c) for c in candidates)
    tied = [c for c in candidates if key(c) == best]
    return tied[(die - 1) % len(tied)]


def _island(state: EmergeState, place: int, die: int, events: list[Event]) -> bool:
    """Landfall: the empty vent nearest the ship, north of the track on an odd die."""
    empty = [v for v, island in enumerate(state.vent_island) if island < 0]
    if not state.pieces[place][0] or not empty:
        return False
    ship_x = T.ship_spaces[state.round][0]
    north = die % 2 == 1
    side = [v for v in empty if (T.vents[v].y < TRACK_Y) == north] or empty
    vent = min(side, key=lambda v: (abs(T.vents[v].x - ship_x), v))
    islands.place_island(state, place, vent, events)
    return True


def _grow(state: EmergeState, place: int, die: int, events: list[Event]) -> bool:
    candidates = [i for i in state.islands_of(place) if islands.can_grow(state, i)]
    if not candidates:
        return False
    islands.grow(state, _pick(candidates, lambda i: (state.meeples_on(i),), die), events)
    return True


def _plant(state: EmergeState, place: int, die: int, events: list[Event]) -> bool:
    candidates = [i for i in state.islands_of(place) if islands.plant_room(state, i) > 0]
    if not candidates:
        return False
    chosen = _pick(candidates, lambda i: (-state.islands[i][PLANTS],), die)
    islands.add_plants(state, chosen, 1, events)
    return True


def _animal(state: EmergeState, place: int, die: int, events: list[Event]) -> bool:
    candidates = [
        i
        for i in state.islands_of(place)
        if (kind := islands.next_animal(state, i)) >= 0 and state.supply[kind]
    ]
    if not candidates:
        return False
    chosen = _pick(candidates, lambda i: (islands.next_animal(state, i),), die)
    islands.place_animal(state, chosen, islands.next_animal(state, chosen), events)
    return True


def _bird(state: EmergeState, place: int, die: int, events: list[Event]) -> bool:
    """A Bird from the mainland (die 1-3) or stolen from the player's tallest island with one
    (die 4-6), onto the Rival's tallest island without a Bird."""
    perches = [i for i in state.islands_of(place) if not state.islands[i][BIRD_ON]]
    if not perches:
        return False
    prey = [
        i for i, island in enumerate(state.islands) if island[BIRD_ON] and island[OWNER] != place
    ]
    sources = [-1] if state.mainland else []
    if prey:
        best = max(prey, key=lambda i: (state.islands[i][HEIGHT], state.meeples_on(i), -i))
        sources = [*sources, best] if die <= 3 else [best, *sources]
    if not sources:
        return False
    dest = max(perches, key=lambda i: (state.islands[i][HEIGHT], state.meeples_on(i), -i))
    islands.move_bird(state, place, sources[0], dest, events)
    return True


QUALIFIES: dict[str, Callable[[EmergeState, int], bool]] = {
    "plant": lambda s, p: any(s.islands[i][PLANTS] >= 3 for i in s.islands_of(p)),
    "crab": lambda s, p: any(s.islands[i][PLANTS + CRAB] for i in s.islands_of(p)),
    "turtle": lambda s, p: any(s.islands[i][PLANTS + TURTLE] for i in s.islands_of(p)),
    "seal": lambda s, p: any(s.islands[i][PLANTS + SEAL] for i in s.islands_of(p)),
    "tectonic": lambda s, p: any(s.islands[i][HEIGHT] >= 2 for i in s.islands_of(p)),
    "bird": lambda s, p: any(s.islands[i][BIRD_ON] for i in s.islands_of(p)),
    "research": lambda s, p: bool(s.tokens[p]),
}


def _goal(state: EmergeState, place: int, die: int, events: list[Event]) -> bool:
    """Ambition: goal number 1-4 as the die shows (5-6: the one with the highest open value),
    if the Rival has discovered that goal's type and not claimed it yet."""
    open_slots = [
        slot
        for slot, goal in enumerate(state.goals)
        if place not in state.claims[slot]
        and len(state.claims[slot]) < len(T.goal_values)
        and QUALIFIES[T.goals[goal].type](state, place)
    ]
    if die <= len(state.goals):
        slot = die - 1
        if slot not in open_slots:
            return False
    elif open_slots:
        slot = min(open_slots, key=lambda s: (len(state.claims[s]), s))
    else:
        return False
    goals.claim(state, place, slot, events)
    return True


def _token(state: EmergeState, place: int, die: int, events: list[Event]) -> bool:
    """Requisition: the market token in slot 1-4 as the die shows (5-6: slots 1-2)."""
    filled = [slot for slot, token in enumerate(state.market) if token >= 0]
    if not filled:
        return False
    wanted = (die - 1) % len(state.market)
    slot = wanted if wanted in filled else filled[0]
    token = state.market[slot]
    state.tokens[place].append(token)
    moved = islands.ev_token_moved(token, "market", "tokens", place, reveals=False)
    moved.params["slot"] = slot
    events.append(moved)
    tokens.refill(state, slot, events)
    return True


ACTIONS = {
    "island": _island,
    "grow": _grow,
    "plant": _plant,
    "animal": _animal,
    "bird": _bird,
    "goal": _goal,
    "token": _token,
}

"""What a player would name about a seat's position in Everdell Duo, as numbers for the learned
evaluation (``ai.value_model``): the running score and the hand-written estimate (the model learns
what to add to it), resources, the hand and the playable Meadow cards with their cost gaps, the
city by colour, the Occupied tokens still usable, unplaced workers, the Sun's and the Moon's
steps left this season, the share of the game left, the season, progress on each Event space
(lettered A to E, then the Faire) and the lead in the Journey's count.

A seat reads its own hand and the table only, never the rival's hand. The model is trained on
the competitive game (``competitive``, the features' ``applies``): cooperatively both characters
build one city, and a lead between them means nothing, so there the hand-written heuristic
judges.

``NAMES`` and ``features`` must stay in step: a model file lists the names it was trained on
and is refused when they differ.
"""

from __future__ import annotations

from everdell_desktop.core import GameDefinition
from everdell_desktop.core.heuristics import HAND_AND_MEADOW, ValueFeatures, hand_and_market

from .data import COLORS, RESOURCES, CardInfo
from .engine import CARDS, END, EVENTS, color_counts, count, meadow_open, playable_slots
from .heuristic import estimate, event_share, firings_to_come, game_left, journey_lead
from .places import open_event_spaces
from .play import pay_ways
from .scoring import player_breakdown
from .state import DuoState

SEASONS = ("winter", "spring", "summer", "autumn")
EVENT_SPACE_NAMES = ("A", "B", "C", "D", "E", "faire")  # the Event spaces, left to right

NAMES: tuple[str, ...] = (
    "estimate",
    "score",
    "tokens",
    *RESOURCES,
    *HAND_AND_MEADOW,
    *(f"city_{color}" for color in COLORS),
    "city",
    "critters",
    "occupied_tokens_usable",
    "green_firings_left",
    "workers_free",
    "sun_steps_left",
    "moon_steps_left",
    "game_left",
    *(f"season_{season}" for season in SEASONS),
    "events_achieved",
    *(f"event_{space}" for space in EVENT_SPACE_NAMES),
    "journey_lead",
)


def features(game: GameDefinition, state: DuoState, seat: int) -> list[float]:
    """The seat's position as ``NAMES`` lists it (the state may be a guess of hidden cards)."""
    bank = state.res[seat]
    hosts = pay_ways(state, seat).hosts
    hand = [CARDS[card] for card in state.hands[seat]]
    meadow = [CARDS[state.meadow[slot]] for slot in _playable_meadow(state)]
    season = [0.0] * len(SEASONS)
    season[state.season] = 1.0
    return [
        estimate(state, seat),
        float(player_breakdown(state, seat).total),
        float(state.tokens[seat]),
        *(float(have) for have in bank),
        *hand_and_market(
            [(_gap(bank, info, hosts), info.points) for info in hand],
            [(_gap(bank, info, hosts), info.points) for info in meadow],
        ),
        *(float(have) for have in color_counts(state, seat)),
        float(count(state, seat, "city")),
        float(count(state, seat, "critter")),
        float(sum(1 for keys in hosts if keys)),
        float(firings_to_come(state, seat)),
        float(state.free[seat]),
        float(END - state.sun),
        float(END - state.moon),
        game_left(state),
        *season,
        float(count(state, seat, "events")),
        *_event_progress(state, seat),
        float(journey_lead(state, seat)),
    ]


def _playable_meadow(state: DuoState) -> list[int]:
    """Meadow spaces the Play a card action may use now (touching the Sun or the Moon)."""
    open_slots = meadow_open(state)
    return [slot for slot in playable_slots(state) if slot in open_slots]


def _gap(bank: list[int], info: CardInfo, hosts: tuple[tuple[str, ...], ...]) -> int:
    """Resources the seat still lacks to play the card: 0 when a free Occupied token of its
    colour lets a Critter in for no berries, else what its printed cost asks beyond the bank."""
    cost = info.cost
    if info.critter and hosts[info.color]:
        cost = (*cost[:3], 0)
    return sum(max(0, need - have) for need, have in zip(cost, bank, strict=True))


def _event_progress(state: DuoState, seat: int) -> list[float]:
    """For each Event space: 1 once the seat has achieved its Event, 0 when it is not open
    (the rival's, or a worker on it), else the share of its requirement the seat meets."""
    progress = [float(owner == seat) for owner in state.event_owner]
    for space in open_event_spaces(state):
        progress[space] = event_share(state, seat, EVENTS[state.events[space]])
    return progress


def competitive(state: DuoState) -> bool:
    """The games the model learns from: two rivals, not the cooperative game's team."""
    return state.coop is None


VALUE_FEATURES = ValueFeatures(NAMES, features, __package__, competitive)

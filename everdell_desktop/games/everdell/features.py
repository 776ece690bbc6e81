"""What a player would name about a seat's position, as numbers for the learned evaluation
(``ai.value_model``): resources, the hand and the Meadow with their cost gaps, the city by colour,
free Construction hosts, workers and placements left, progress on every Event, room left in
the city, the resources and the room again by the share of the game left (a twig saved is worth
something in spring and nothing once the seat has passed), the season, and the hand-written
estimate itself (the model learns what to add to it).

``NAMES`` and ``features`` must stay in step. A model file lists the names it was trained on
and reads those features by name, so a feature added here reaches only the models trained
again with it; a model naming one that is no longer here is refused.
"""

from __future__ import annotations

from everdell_desktop.core import GameDefinition
from everdell_desktop.core.heuristics import HAND_AND_MEADOW, ValueFeatures, hand_and_market
from everdell_desktop.games.everdell.data import COLORS, RESOURCES
from everdell_desktop.games.everdell.engine import (
    CARDS,
    EVENTS,
    UID_CARD,
    color_counts,
    meadow_slots_open,
    spaces_used,
)
from everdell_desktop.games.everdell.heuristic import (
    estimate_from,
    game_left,
    needs_share,
    placements_left,
)
from everdell_desktop.games.everdell.play import lacking
from everdell_desktop.games.everdell.scoring import player_breakdown
from everdell_desktop.games.everdell.spirecrest import features as spirecrest
from everdell_desktop.games.everdell.state import CITY_LIMIT, EverdellState, Player

PROSPERITY = COLORS.index("prosperity")
HOSTS = frozenset(info.host for info in CARDS if info.host >= 0)  # Constructions that host
SEASONS = ("winter", "spring", "summer", "autumn")

NAMES: tuple[str, ...] = (
    "estimate",
    "score",
    *RESOURCES,
    *HAND_AND_MEADOW,
    *(f"city_{color}" for color in COLORS),
    "room",
    "free_hosts",
    "prosperity_in_hand",
    "workers_free",
    "placements_left",
    "game_left",
    *(f"{resource}_times_left" for resource in RESOURCES),
    "room_times_left",
    *(f"season_{season}" for season in SEASONS),
    "passed",
    "events_claimed",
    *(event.key for event in EVENTS),  # "event.<name>"
)


def features(game: GameDefinition, state: EverdellState, seat: int) -> list[float]:
    """The seat's position as ``NAMES`` lists it (the state may be a guess of hidden cards)."""
    player = state.players[seat]
    score = player_breakdown(state, seat).total
    hand = [CARDS[UID_CARD[uid]] for uid in player.hand]
    meadow = [CARDS[UID_CARD[state.meadow[slot]]] for slot in meadow_slots_open(state)]
    res = player.res
    colors = color_counts(player)
    room = float(CITY_LIMIT - spaces_used(player))
    left = game_left(player)  # resources and room are worth less as the game runs out
    season = [0.0] * len(SEASONS)
    season[player.season] = 1.0
    return [
        estimate_from(state, seat, score),
        float(score),
        *(float(have) for have in res),
        *hand_and_market(
            [(lacking(res, info.cost), info.points) for info in hand],
            [(lacking(res, info.cost), info.points) for info in meadow],
        ),
        *(float(count) for count in colors),
        room,
        float(_free_hosts(player)),
        float(sum(info.color == PROSPERITY for info in hand)),
        float(player.free),
        float(placements_left(player)),
        left,
        *(float(have) * left for have in res),
        room * left,
        *season,
        float(player.passed),
        float(len(player.events)),
        *_event_progress(state, player, colors),
    ]


def _free_hosts(player: Player) -> int:
    """Constructions of the city whose Critter could still come in for free."""
    return sum(
        1
        for cc in player.city
        if not cc.occupied and not CARDS[cc.card].critter and _hosts_someone(cc.card)
    )


def _hosts_someone(card: int) -> bool:
    return CARDS[card].hosts_any or card in HOSTS


def _event_progress(state: EverdellState, player: Player, colors: list[int]) -> list[float]:
    """For every Event of the game: 1 once the seat has claimed it, 0 when it is not open
    (not dealt, or another seat's), else the share of its needs the city meets (``colors``:
    the city's cards by colour)."""
    built = {cc.card for cc in player.city}
    progress = [0.0] * len(EVENTS)
    for event in player.events:
        progress[event] = 1.0
    for event in state.events_open:
        progress[event] = needs_share(event, colors, built)
    return progress


def judged_by_models(state: EverdellState) -> bool:
    """The base game's models learn from games without Spirecrest, whose Mountain, Expedition
    and Discoveries their features do not read; they judge Spirecrest at 2 players only where
    Spirecrest ships no model of its own (``ai.value_model`` prefers the expansion's; it ships
    one for 2 players, which beat the base model's lead on fresh deals in less CPU: docs/ai.md,
    "Spirecrest: a model of its own"). At 3 players the base model won 2 of 12 deals alone
    among two ``greedy`` where the hand-written Hard won 7.5 of the same 12 (docs/ai.md,
    "Spirecrest judged by hand")."""
    return state.spire is None or state.num_seats == 2


def spirecrest_features(game: GameDefinition, state: EverdellState, seat: int) -> list[float]:
    """The base game's features, then Spirecrest's (``SPIRECREST_NAMES``)."""
    return [*features(game, state, seat), *spirecrest.features(state, seat)]


SPIRECREST_NAMES = (*NAMES, *spirecrest.NAMES)
SPIRECREST_FEATURES = ValueFeatures(SPIRECREST_NAMES, spirecrest_features, __package__)
VALUE_FEATURES = ValueFeatures(
    NAMES,
    features,
    __package__,
    judged_by_models,
    expansions={"spirecrest": SPIRECREST_FEATURES},
)

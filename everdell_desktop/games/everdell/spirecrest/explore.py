"""The Explore step after every Prepare for Season: Chart a map tile of the Traveler's area,
Discover one of the area's top 3 Discovery cards (slot costs 0, 1 and 2), Travel on (the new
area's Weather and map tiles turn over). In a solo game Rugwort takes the tile left over and
gains 3, 2 or 1 points for the slot the player chose."""

from __future__ import annotations

from everdell_desktop.core import Action, Event
from everdell_desktop.core.kernel import Task, is_bot

from .. import places
from ..data import RESOURCES
from ..engine import RES_INDEX, act, add_tokens, answer, ask, ask_again, pay, push, task
from ..places import start_discard
from ..state import EverdellState
from . import discoveries
from .common import DISCOVERIES, DISCOVERY, TILE, TILES, explorer
from .state import EXPEDITION, RIDGE
from .weather import reveal_weather

OFFERED = 3  # Discovery cards revealed at a time
RUGWORT_SLOT_POINTS = (3, 2, 1)  # for the slot the player plays from


def _season(state: EverdellState, seat: int, gained: int, events: list[Event]) -> int:
    """Explore after the Prepare for Season's own work (queued beneath it)."""
    if state.spire is not None:
        push(state, "explore", seat)
    return gained


@task("explore")
def _chart(state: EverdellState, task: Task, events: list[Event]) -> None:
    seat = task.seat
    push(state, "discover", seat)
    tiles = state.spire.trails[explorer(state, seat).area]
    if tiles:
        options = [act("chart", tile=TILES[tile].key) for tile in tiles]
        ask(state, seat, "chart_map", options, events, "chart", source="chart")


@answer("chart")
def _chart_answer(state: EverdellState, prompt, action: Action, events) -> None:
    seat = prompt.seat
    tile = TILE[action["tile"]]
    trail = state.spire.trails[explorer(state, seat).area]
    trail.remove(tile)
    explorer(state, seat).tiles.append(tile)
    events.append(Event("map_charted", {"seat": seat, "tile": action["tile"]}))
    if state.solo is not None:
        _rugwort_takes_the_rest(state, trail, events)


def _rugwort_takes_the_rest(state: EverdellState, trail: list[int], events: list[Event]) -> None:
    rugwort = len(state.players) - 1
    for tile in list(trail):
        trail.remove(tile)
        explorer(state, rugwort).tiles.append(tile)
        events.append(Event("map_charted", {"seat": rugwort, "tile": TILES[tile].key}))


@task("discover")
def _discover(state: EverdellState, task: Task, events: list[Event]) -> None:
    seat = task.seat
    spire = state.spire
    push(state, "travel", seat)
    area = explorer(state, seat).area
    deck = spire.decks[area]
    while deck and len(spire.offer) < OFFERED:
        spire.offer.append(deck.pop())
    spire.known[area] = min(spire.known[area], len(deck))
    if not spire.offer:
        return
    keys = tuple(DISCOVERIES[card].key for card in spire.offer)
    events.append(Event("discoveries_revealed", {"cards": keys, "reveals": True}))
    ask(state, seat, "discover", discover_options(state, seat), events, "discover", (), "discover")


def discover_options(state: EverdellState, seat: int) -> list[Action]:
    """Slot N costs N: any mix of cards discarded and resources paid."""
    player = state.players[seat]
    options = []
    for slot, card in enumerate(state.spire.offer):
        key = DISCOVERIES[card].key
        for cards in range(slot + 1):
            if len(player.hand) >= cards and sum(player.res) >= slot - cards:
                options.append(act("discover", card=key, cards=cards))
    return options


@answer("discover")
def _discover_answer(state: EverdellState, prompt, action: Action, events) -> None:
    seat = prompt.seat
    spire = state.spire
    area = explorer(state, seat).area
    card = DISCOVERY[action["card"]]
    slot = spire.offer.index(card)
    rest = [other for other in spire.offer if other != card]
    spire.offer = []
    spire.decks[area][:0] = rest  # face down under the deck, seen by everyone
    spire.known[area] += len(rest)
    if state.solo is not None:
        add_tokens(state, len(state.players) - 1, RUGWORT_SLOT_POINTS[slot], events)
    push(state, "discovery_enters", seat, card)
    push(state, "pay_any", seat, slot - action["cards"], source="discover")
    start_discard(state, seat, "discover", action["cards"], exact=True)


@task("discovery_enters")
def _enters(state: EverdellState, task: Task, events: list[Event]) -> None:
    discoveries.enter(state, task.seat, task.args[0], events)


@task("travel")
def _travel(state: EverdellState, task: Task, events: list[Event]) -> None:
    """On to the next area: its Weather and map tiles turn over if still hidden."""
    seat = task.seat
    spire = state.spire
    ex = explorer(state, seat)
    ex.area = min(ex.area + 1, EXPEDITION)
    if state.solo is not None:
        explorer(state, len(state.players) - 1).area = ex.area
    events.append(Event("traveler_moved", {"seat": seat, "area": ex.area}))
    reveal_weather(state, ex.area, events)
    if ex.area <= RIDGE and not spire.trails_shown[ex.area]:
        spire.trails_shown[ex.area] = True
        keys = tuple(TILES[tile].key for tile in spire.trails[ex.area])
        events.append(Event("maps_revealed", {"area": ex.area, "tiles": keys, "reveals": True}))


# --- paying resources of one's choice, one at a time -------------------------------------
@task("pay_any")
def _pay_any(state: EverdellState, task: Task, events: list[Event]) -> None:
    seat, (count,) = task.seat, task.args
    res = state.players[seat].res
    options = [act("pay", res=RESOURCES[i]) for i in range(4) if res[i]]
    if count > 0 and options and not is_bot(state, seat):
        ask_again(state, task, "pay_resource", options, events, task.source)


@answer("pay_any")
def _pay_any_answer(state: EverdellState, prompt, action: Action, events) -> None:
    vector = [0, 0, 0, 0]
    vector[RES_INDEX[action["res"]]] = 1
    pay(state, prompt.seat, vector, events)
    push(state, "pay_any", prompt.seat, prompt.ctx[0] - 1, source=prompt.source)


places.SEASON_HOOKS.append(_season)

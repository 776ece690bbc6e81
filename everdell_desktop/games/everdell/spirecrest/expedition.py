"""The Expedition: after passing, a player may pay their way along their map tiles, in the
order charted (Serpent's Pass always first, The Distant Shore always last), and scores every
stop reached. Rugwort scores all his tiles without paying."""

from __future__ import annotations

from everdell_desktop.core import Action, Event
from everdell_desktop.core.kernel import DECLINE, Task, is_bot

from ..engine import act, answer, ask, pay, push, task
from ..places import start_discard
from ..state import EverdellState
from .common import DISCOVERIES, DISCOVERY, TILE, TILES, explorer

SERPENTS_PASS, DISTANT_SHORE = "serpents_pass", "the_distant_shore"


def route(state: EverdellState, seat: int) -> list[str]:
    """The stops of ``seat``'s Expedition beyond its Everdell tile, in travelling order."""
    ex = explorer(state, seat)
    found = {DISCOVERIES[f.card].key for f in ex.found}
    stops = [TILES[tile].key for tile in ex.tiles]
    if SERPENTS_PASS in found:
        stops.insert(0, SERPENTS_PASS)
    if DISTANT_SHORE in found:
        stops.append(DISTANT_SHORE)
    return stops


def stop_points(stop: str) -> int:
    if stop in TILE:
        return TILES[TILE[stop]].points
    return DISCOVERIES[DISCOVERY[stop]].points


def points(state: EverdellState, seat: int) -> int:
    """The stops reached so far (Rugwort: every tile he holds)."""
    stops = route(state, seat)
    reached = len(stops) if is_bot(state, seat) else explorer(state, seat).reached
    return sum(stop_points(stop) for stop in stops[:reached])


def complete(state: EverdellState, seat: int) -> bool:
    return explorer(state, seat).reached >= len(route(state, seat))


def payable(state: EverdellState, seat: int, stop: str) -> bool:
    player = state.players[seat]
    if stop in TILE:
        cost = TILES[TILE[stop]].cost
        return all(have >= need for have, need in zip(player.res, cost, strict=True))
    info = DISCOVERIES[DISCOVERY[stop]]
    return sum(player.res) >= info.cost_any and len(player.hand) >= info.cost_cards


def start(state: EverdellState, seat: int) -> None:
    """Right after passing: the Traveler may set out."""
    push(state, "expedition", seat)


@task("expedition")
def _expedition_task(state: EverdellState, task: Task, events: list[Event]) -> None:
    seat = task.seat
    stops = route(state, seat)
    reached = explorer(state, seat).reached
    if reached < len(stops) and payable(state, seat, stops[reached]):
        options = [act("travel", to=stops[reached]), DECLINE]
        ask(state, seat, "expedition", options, events, "expedition", source="expedition")


@answer("expedition")
def _expedition_answer(state: EverdellState, prompt, action: Action, events) -> None:
    if action.kind == "decline":
        return
    seat, stop = prompt.seat, action["to"]
    explorer(state, seat).reached += 1
    events.append(Event("traveler_moved", {"seat": seat, "to": stop}))
    push(state, "expedition", seat)
    if stop in TILE:
        pay(state, seat, TILES[TILE[stop]].cost, events)
        return
    info = DISCOVERIES[DISCOVERY[stop]]
    if info.cost_any:
        push(state, "pay_any", seat, info.cost_any, source=stop)
    if info.cost_cards:
        start_discard(state, seat, stop, info.cost_cards, exact=True)

"""Rugwort, the solo opponent. He runs inside the engine and never asks for a decision.

He is player index 1 in a solo game, a bot's place after the one seat (``core.kernel.is_bot``).
After each of the
player's turns he plays one Meadow card (chosen by a d8) for every card the player played; after
each of the player's Prepare for Season he claims basic Events, blocks a Meadow card and moves
his two board workers. Years One to Three change his Journey, his special-Event bonus and his
autumn move (facts.md section 2a).
"""

from __future__ import annotations

from everdell_desktop.core import Event, ScoreBreakdown
from everdell_desktop.core import events as ev
from everdell_desktop.core.kernel import Task

from .engine import (
    CARD,
    CARDS,
    EVENTS,
    UID_CARD,
    act,
    answer,
    ask,
    can_enter,
    colors_and_cards,
    push,
    refill_meadow,
    remove_from_city,
    task,
)
from .places import LOC_INDEX, SEASON_HOOKS, city_meets
from .play import played
from .spirecrest import expedition
from .state import (
    AUTUMN,
    EMPTY,
    LOC_JOURNEY,
    MEADOW_SIZE,
    SPRING,
    SUMMER,
    CityCard,
    EverdellState,
    Solo,
)

RUGWORT = 1
YEARS = {"year1": 1, "year2": 2, "year3": 3}
JOURNEY_POINTS = {1: 3, 2: 4, 3: 5}
MISSED_SPECIAL_POINTS = {1: 3, 2: 6, 3: 6}
MEADOW_BLOCKS = {SPRING: (0,), SUMMER: (1,), AUTUMN: (2, 3)}
BASIC_PATH = {SPRING: "two_resin", SUMMER: "pebble", AUTUMN: "berry_card"}
CARD_POINTS, PROSPERITY_POINTS, BASIC_EVENT_POINTS = 2, 3, 3
PROSPERITY = 4
FOOL = CARD["fool"]


def setup(state: EverdellState, difficulty: str) -> None:
    """His two starting workers: the first Forest card and the 3-twig space."""
    state.solo = Solo(year=YEARS[difficulty], basic_loc=LOC_INDEX["three_twigs"])
    _occupy(state, state.forest[0])
    _occupy(state, state.solo.basic_loc)


def _occupy(state: EverdellState, loc: int) -> None:
    state.occ[loc] = (*state.occ[loc], RUGWORT)


def _leave(state: EverdellState, loc: int) -> None:
    workers = list(state.occ[loc])
    workers.remove(RUGWORT)
    state.occ[loc] = tuple(workers)


def _move(state: EverdellState, source: int, target: int, events: list[Event]) -> None:
    _leave(state, source)
    _occupy(state, target)
    events.append(Event("rugwort_moved", {"from": source, "to": target}))


# --- his card plays ----------------------------------------------------------------------
def queue_owed_play(state: EverdellState) -> bool:
    """After the player's turn he makes one d8 Meadow play per card the player played: queue
    the next one (False when he owes none). The kernel resolves it and ends the turn again."""
    solo = state.solo
    if solo is None or solo.owed <= 0:
        return False
    push(state, "rugwort_play", RUGWORT)
    return True


@task("rugwort_play")
def _play_owed(state: EverdellState, task: Task, events: list[Event]) -> None:
    state.solo.owed -= 1
    play_one(state, events)


def play_one(state: EverdellState, events: list[Event]) -> None:
    roll = state.rng.randint(1, MEADOW_SIZE)
    events.append(Event(ev.DICE_ROLLED, {"seat": RUGWORT, "faces": (roll,), "die": "d8"}))
    slot = roll - 1
    uid = state.meadow[slot]
    if uid == EMPTY:
        return
    state.meadow[slot] = EMPTY
    card = UID_CARD[uid]
    human = state.players[0]
    if card == FOOL and can_enter(human, card):
        human.city.append(CityCard(uid, card))
        owner = 0
    else:
        state.players[RUGWORT].city.append(CityCard(uid, card))
        owner = RUGWORT
    events.append(played(CARDS[card].key, "meadow", RUGWORT, owner))
    refill_meadow(state, events)


@task("fool_vs_rugwort")
def _fool_task(state: EverdellState, task: Task, events: list[Event]) -> None:
    """The player's Fool is discarded and removes one card of Rugwort's city instead."""
    city = state.players[RUGWORT].city
    if city:
        options = [act("pick", card=cc.uid) for cc in city]
        ask(state, task.seat, "remove_card", options, events, "fool_vs_rugwort", source="fool")


@answer("fool_vs_rugwort")
def _fool_answer(state, prompt, action, events):
    remove_from_city(state, RUGWORT, action["card"], events)


# --- his Prepare for Season --------------------------------------------------------------
def _season_hook(state: EverdellState, seat: int, gained: int, events: list[Event]) -> int:
    """Queue his Prepare for Season right after the player's; Year Three costs a worker."""
    solo = state.solo
    if solo is None:
        return gained
    season = state.players[seat].season
    push(state, "rugwort_prepare", RUGWORT, season)
    if season == AUTUMN and solo.year == 3:
        return gained - 1
    return gained


SEASON_HOOKS.append(_season_hook)


@task("rugwort_prepare")
def _prepare(state: EverdellState, task: Task, events: list[Event]) -> None:
    season = task.args[0]
    solo = state.solo
    _claim_basic_events(state, events)
    solo.blocked = (*solo.blocked, *MEADOW_BLOCKS[season])
    events.append(Event("meadow_blocked", {"slots": MEADOW_BLOCKS[season]}))
    forest_now = state.forest[solo.forest_step]
    if season == AUTUMN:
        journey = LOC_JOURNEY + (5 - JOURNEY_POINTS[solo.year])
        _move(state, forest_now, journey, events)
        state.players[RUGWORT].journey = JOURNEY_POINTS[solo.year]
        solo.forest_step = len(state.forest)
    else:
        solo.forest_step += 1
        _move(state, forest_now, state.forest[solo.forest_step], events)
    if season == AUTUMN and solo.year == 3:
        _leave(state, solo.basic_loc)
        solo.basic_loc = -1
        events.append(Event("workers_removed", {"seats": (0, RUGWORT)}))
    else:
        target = LOC_INDEX[BASIC_PATH[season]]
        _move(state, solo.basic_loc, target, events)
        solo.basic_loc = target


def _claim_basic_events(state: EverdellState, events: list[Event]) -> None:
    rugwort = state.players[RUGWORT]
    counts, cards = colors_and_cards(rugwort)
    for event in list(state.events_open):
        info = EVENTS[event]
        if info.special:
            continue
        if city_meets(info, counts, cards):
            state.events_open.remove(event)
            rugwort.events.append(event)
            events.append(Event("event_achieved", {"seat": RUGWORT, "event": info.key}))


# --- his score ---------------------------------------------------------------------------
def breakdown(state: EverdellState) -> ScoreBreakdown:
    rugwort = state.players[RUGWORT]
    solo = state.solo
    prosperity = sum(1 for cc in rugwort.city if CARDS[cc.card].color == PROSPERITY)
    cards = CARD_POINTS * (len(rugwort.city) - prosperity) + PROSPERITY_POINTS * prosperity
    achieved = set(state.players[0].events)
    missed = sum(1 for event in state.special if event not in achieved)
    categories = {
        "cards": cards,
        "tokens": rugwort.tokens,
        "journey": rugwort.journey,
        "events": BASIC_EVENT_POINTS * len(rugwort.events),
        "missed_special_events": MISSED_SPECIAL_POINTS[solo.year] * missed,
    }
    if state.spire is not None:  # every map tile he holds, unpaid
        categories["expedition"] = expedition.points(state, RUGWORT)
    return ScoreBreakdown(RUGWORT, categories, tiebreak=(1,))

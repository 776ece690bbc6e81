"""Mechanics every Duo rule uses: the tables, the resolution kernel, counting a city, resources,
drawing, the Meadow and its timer spaces.

A turn is a main action followed by the work it causes, resolved by the kernel
(``core.kernel``): work waits on ``state.tasks`` and decisions on ``state.pending``. Handlers
register with :data:`KERNEL` in the modules that own them (``effects``, ``play``, ``places``,
``seasons``, ``skunk``).
"""

from __future__ import annotations

from functools import cache

from everdell_desktop.core import Action, Event
from everdell_desktop.core import events as ev
from everdell_desktop.core import kernel as kn
from everdell_desktop.core.kernel import Kernel, Task, is_bot

from .data import COLORS, RESOURCES, GainInfo, game_data
from .state import EMPTY, LOC_CARD, DuoState

DATA = game_data()
CARDS = DATA.cards
CARD = DATA.card_index  # key -> card
EVENTS = DATA.events
RIVER = DATA.river
FARMS = DATA.farms
END = DATA.path_length - 1  # the last path space
MEADOW_SIZE = DATA.meadow_size
RES_INDEX = {name: index for index, name in enumerate(RESOURCES)}
COLOR_INDEX = {name: index for index, name in enumerate(COLORS)}
POINTS = ("points",)  # point tokens, as resources_changed names them

KERNEL = Kernel()
OPEN_SEASON = "open_season"  # a Season tile's last step: its starting player's first turn
# actions that do not end the turn (the last two only cooperatively: coop.team_actions)
FREE_ACTIONS = ("trade", "good_news", "share", "pocket_watch")
task = KERNEL.task
answer = KERNEL.answer


@cache
def act(kind: str, **args) -> Action:
    """Actions are immutable values; caching them keeps legal_actions cheap."""
    return Action.of(kind, **args)


def push(state: DuoState, kind: str, seat: int, *args, source: str | None = None) -> None:
    """Queue a task; it resolves before the work queued earlier."""
    KERNEL.push(state, Task(kind, seat, args, source))


def ask(state, seat, kind, options, events, then, ctx=(), source=None) -> None:
    KERNEL.ask(state, seat, kind, options, events, then=then, ctx=ctx, source=source)


# --- who builds which city: the one place that knows the cooperative game's table ----------
def team(state: DuoState, place: int) -> int:
    """The place whose city, Occupied tokens, Events and point tokens ``place`` uses: itself,
    but for a cooperative character, whose team keeps them all at place 0."""
    if state.coop is not None and place < state.num_seats:
        return 0
    return place


def rival(state: DuoState, place: int) -> int:
    """Who ``place`` is compared with ("more than your opponent", Magpie, the Journey): the
    other place, or cooperatively the Skunk for a character and the team for the Skunk."""
    if state.coop is None:
        return 1 - place
    return state.num_seats if place < state.num_seats else 0


def partner(state: DuoState, seat: int) -> int:
    """A cooperative character's partner (the Hare's is the Tortoise and back)."""
    return 1 - seat


def next_place(state: DuoState, place: int) -> int:
    """Who moves after ``place``: the other place; cooperatively the Skunk after each
    character (as in the Skunk race), and after him the partner of the one before him."""
    if state.coop is None:
        return 1 - place
    if place < state.num_seats:
        return state.num_seats
    return partner(state, state.coop.last_character)


# --- counting a city -----------------------------------------------------------------------
def color_counts(state: DuoState, place: int) -> list[int]:
    counts = [0, 0, 0, 0, 0]
    for card in state.cities[team(state, place)]:
        counts[CARDS[card].color] += 1
    return counts


def events_achieved(state: DuoState, place: int) -> int:
    """Events a place has achieved (the Journey counts once it is awarded)."""
    place = team(state, place)
    return state.event_owner.count(place) + (state.journey_winner == place)


def count(state: DuoState, place: int, what: str) -> int:
    """How many of ``what`` a place has (the counters of data.Counter); a cooperative
    character counts the team's city, and its own resources."""
    if what == "resources":
        return sum(state.res[place])
    place = team(state, place)
    city = state.cities[place]
    if what in COLOR_INDEX:
        return list(map(COLOR_OF.__getitem__, city)).count(COLOR_INDEX[what])
    if what == "critter":
        return sum(map(CRITTER_COUNTS.__getitem__, city))
    if what == "construction":
        return len(city) - sum(map(CRITTER_COUNTS.__getitem__, city))
    if what == "green_critter":
        return sum(map(GREEN_CRITTER_COUNTS.__getitem__, city))
    if what == "green_construction":
        return sum(map(GREEN_CONSTRUCTION_COUNTS.__getitem__, city))
    if what == "city":
        return len(city)
    if what == "colors":
        return len(set(map(COLOR_OF.__getitem__, city)))
    if what == "events":
        return events_achieved(state, place)
    if what == "tokens":
        return state.tokens[place]
    raise KeyError(what)


# Each card's colour, and 1 where it counts as a Critter, a green Critter, a green Construction:
# ``count`` asks them of every card of a city, at every turn of every playout.
COLOR_OF = tuple(info.color for info in CARDS)
CRITTER_COUNTS = tuple(int(info.critter) for info in CARDS)
GREEN_CRITTER_COUNTS = tuple(int(info.color == 0 and info.critter) for info in CARDS)
GREEN_CONSTRUCTION_COUNTS = tuple(int(info.color == 0 and not info.critter) for info in CARDS)


def owner_of(state: DuoState, card: int) -> int:
    """Whose city holds ``card`` (EMPTY if none)."""
    for place, city in enumerate(state.cities):
        if card in city:
            return place
    return EMPTY


# --- resources and points ------------------------------------------------------------------
def gain(state: DuoState, place: int, vector, events: list[Event]) -> None:
    if any(vector):
        kn.gain(state.res[place], vector, RESOURCES, place, events)


def pay(state: DuoState, place: int, vector, events: list[Event]) -> None:
    kn.pay(state.res[place], vector, RESOURCES, place, events)


def affordable(bank, cost) -> bool:
    return bank[0] >= cost[0] and bank[1] >= cost[1] and bank[2] >= cost[2] and bank[3] >= cost[3]


def add_tokens(state: DuoState, place: int, amount: int, events: list[Event]) -> None:
    if amount:
        state.tokens[team(state, place)] += amount
        events.append(ev.resources_changed(place, POINTS, (amount,)))


ONE = ((1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 1, 0), (0, 0, 0, 1))
RESOURCE_CHOICES = tuple(act("gain", res=name) for name in RESOURCES)


# --- cards ---------------------------------------------------------------------------------
def draw(state: DuoState, place: int, amount: int, events: list[Event]) -> int:
    """Draw up to ``amount`` cards from the deck (reshuffling the discard pile when it runs
    out; there is no hand limit). A bot's place draws nothing."""
    if is_bot(state, place):
        return 0
    hand = state.hands[place]
    drawn = 0
    while drawn < amount:
        card = kn.draw_top(state, events)
        if card is None:
            break
        hand.append(card)
        drawn += 1
    if drawn:
        events.append(Event("cards_drawn", {"seat": place, "count": drawn, "reveals": True}))
    return drawn


def discard_from_hand(state: DuoState, place: int, card: int, events: list[Event]) -> None:
    kn.discard_card(state.hands[place], card, state.discard, place, events, CARDS[card].key)


def meadow_open(state: DuoState) -> list[int]:
    """Meadow spaces holding a card that is not under a Skunk worker."""
    blocked = state.solo.blocked if state.solo is not None else ()
    return [s for s in range(MEADOW_SIZE) if state.meadow[s] != EMPTY and s not in blocked]


def playable_slots(state: DuoState) -> tuple[int, ...]:
    """Meadow spaces touching the Sun or the Moon (rulings.md: which spaces touch which)."""
    return touching(state.sun, state.moon)


@cache
def touching(sun: int, moon: int) -> tuple[int, ...]:
    return tuple(sorted(set(DATA.touches[sun]) | set(DATA.touches[moon])))


def take_from_meadow(state: DuoState, place: int, card: int, events: list[Event]) -> None:
    """A Meadow card goes into a hand; its space stays empty until the Meadow is refilled."""
    slot = state.meadow.index(card)
    state.meadow[slot] = EMPTY
    state.hands[place].append(card)
    params = {"card": CARDS[card].key, "from_zone": "meadow", "to_zone": "hand", "slot": slot}
    events.append(Event(ev.CARD_MOVED, {**params, "seat": place, "owner": place}))


def refill_meadow(state: DuoState, events: list[Event]) -> None:
    """Fill the empty Meadow spaces from the deck, left to right, top row first."""
    for slot in range(MEADOW_SIZE):
        if state.meadow[slot] == EMPTY:
            card = kn.draw_top(state, events)
            if card is None:
                return
            state.meadow[slot] = card
            params = {"card": CARDS[card].key, "from_zone": "deck", "to_zone": "meadow"}
            events.append(Event(ev.CARD_MOVED, {**params, "slot": slot, "reveals": True}))


@task("refill_meadow")
def _refill_task(state: DuoState, task: Task, events: list[Event]) -> None:
    refill_meadow(state, events)


def red_space(card: int) -> int:
    return LOC_CARD + card


def scaled(gain_: GainInfo, times: int) -> GainInfo:
    if times == 1:
        return gain_
    return GainInfo(
        tuple(amount * times for amount in gain_.res),
        gain_.any * times,
        gain_.cards * times,
        gain_.points * times,
        gain_.meadow * times,
    )

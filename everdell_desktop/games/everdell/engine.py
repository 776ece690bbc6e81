"""Mechanics shared by every rule: resources, cards, the Meadow, prompts and the task stack.

A turn is a main action followed by any work it causes, resolved by the kernel
(``core.kernel``): work waits on ``state.tasks`` (``Task`` records) and decisions on
``state.pending`` (one Prompt at a time, naming the handler of its answer). Card, location and
event abilities register their handlers with :data:`KERNEL` and in the tables below (see
``abilities.py``), so this module stays free of card names.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from everdell_desktop.core import Action, Event
from everdell_desktop.core import events as ev
from everdell_desktop.core import kernel as kn
from everdell_desktop.core.kernel import Kernel, Task, is_bot

from .data import RESOURCES, game_data
from .state import (
    CITY_LIMIT,
    EMPTY,
    HAND_LIMIT,
    MEADOW_SIZE,
    CityCard,
    EverdellState,
    Player,
)

DATA = game_data()
CARDS = DATA.cards
UID_CARD = DATA.uid_card
EVENTS = DATA.events
CARD = DATA.card_index  # key -> card index
CARD_COLOR = tuple(info.color for info in CARDS)  # by card index, for the hot paths
RES_INDEX = {name: index for index, name in enumerate(RESOURCES)}
HUSBAND, WIFE, RUINS = CARD["husband"], CARD["wife"], CARD["ruins"]

Handler = Callable[..., None]
ON_PLAY: dict[int, Handler] = {}  # card -> handler(state, seat, city_card, events, paid)
KERNEL = Kernel()
task = KERNEL.task  # decorator: the handler(state, task, events) of a task kind
answer = KERNEL.answer  # decorator: the handler(state, prompt, action, events) of an answer
POINTS = ("points",)  # point tokens, as the kernel's resources_changed names them

# What an expansion adds (spirecrest/rules.py); run only when the state plays with it.
GAINED: list[Callable] = []  # (state, seat, vector, events) after a seat gained resources
DREW: list[Callable] = []  # (state, seat, count, events) after a seat drew from the deck
HAND_LIMITS: list[Callable] = []  # (state, seat, limit) -> the limit of a draw of N cards
MEADOW_LIKE: list[Callable] = []  # (state) -> [(card, src)] played as if in the Meadow


@cache
def act(kind: str, **args) -> Action:
    """Actions are immutable values; caching them keeps legal_actions cheap."""
    return Action.of(kind, **args)


def amounts(kind: str, top: int, **extra) -> list[Action]:
    """One ``kind`` action per amount from 0 to ``top``."""
    return [act(kind, n=count, **extra) for count in range(top + 1)]


# --- small queries -----------------------------------------------------------------------
def card_of(uid: int):
    return CARDS[UID_CARD[uid]]


def city_has(player: Player, card: int) -> bool:
    # A loop, not any() over a generator, which costs a frame per card: asked at every turn.
    for cc in player.city:  # noqa: SIM110
        if cc.card == card:
            return True
    return False


def city_count(player: Player, card: int) -> int:
    return sum(1 for cc in player.city if cc.card == card)


def city_find(player: Player, uid: int) -> CityCard | None:
    for cc in player.city:
        if cc.uid == uid:
            return cc
    return None


def first_of(player: Player, card: int) -> CityCard | None:
    for cc in player.city:
        if cc.card == card:
            return cc
    return None


def color_counts(player: Player) -> list[int]:
    counts = [0, 0, 0, 0, 0]
    for cc in player.city:
        counts[CARD_COLOR[cc.card]] += 1
    return counts


def colors_and_cards(player: Player) -> tuple[list[int], set[int]]:
    """:func:`color_counts` and the cards in the city, in one walk over it (the Events' checks
    and the heuristic's Event credit ask both, at every turn of every playout)."""
    counts = [0, 0, 0, 0, 0]
    cards = set()
    for cc in player.city:
        card = cc.card
        counts[CARD_COLOR[card]] += 1
        cards.add(card)
    return counts, cards


def _pairs_in(city: list[CityCard]) -> int:
    husbands = wives = 0
    for cc in city:
        if cc.card == HUSBAND:
            husbands += 1
        elif cc.card == WIFE:
            wives += 1
    return min(husbands, wives)


def pairs(player: Player) -> int:
    """Husband and Wife pairs: each pair shares one city space."""
    return _pairs_in(player.city)


def spaces_used(player: Player) -> int:
    return city_room(player.city).spaces


@dataclass(slots=True)
class CityRoom:
    """What decides whether a card may enter a city, gathered in one walk over it: a turn asks
    it of every card in the hand and the Meadow (the search's hottest path)."""

    spaces: int  # spaces taken; a Husband and Wife pair shares one
    cards: set[int]
    husbands: int
    wives: int
    ruinable: bool  # a Construction without a worker, which the Ruins could ruin


def city_room(city: list[CityCard]) -> CityRoom:
    taking = husbands = wives = 0
    cards: set[int] = set()
    ruinable = False
    for cc in city:
        card = cc.card
        info = CARDS[card]
        cards.add(card)
        taking += info.takes_space
        if card == HUSBAND:
            husbands += 1
        elif card == WIFE:
            wives += 1
        if not info.critter and not cc.workers:
            ruinable = True
    return CityRoom(taking - min(husbands, wives), cards, husbands, wives, ruinable)


def room_admits(room: CityRoom, card: int) -> bool:
    """The city's rules besides its size: one copy of a Unique card, and the Ruins need a
    free Construction to ruin."""
    if CARDS[card].unique and card in room.cards:
        return False
    return card != RUINS or room.ruinable


def room_fits(room: CityRoom, card: int) -> bool:
    """Whether the city has a space for ``card`` (a Husband or Wife joins an unpaired
    partner's space; the Ruins take the place of what they ruin)."""
    if not CARDS[card].takes_space or card == RUINS:
        needed = False
    elif card == HUSBAND:
        needed = room.wives <= room.husbands
    elif card == WIFE:
        needed = room.husbands <= room.wives
    else:
        needed = True
    return room.spaces + needed <= CITY_LIMIT


def can_enter(player: Player, card: int, leaving: int | None = None) -> bool:
    """Whether ``card`` may be put into this city (uniqueness, space, Ruins' target); with
    ``leaving``, after the card of that uid has left it (paying by discarding the Innkeeper
    or the Crane, or imprisoning a Critter, frees its space first: rulings.md)."""
    if leaving is None and len(player.city) < CITY_LIMIT and card != RUINS:
        # Fewer cards than spaces leaves room for any card (none takes two spaces): only a
        # Unique card's copy keeps it out. Most of a game, without a walk over the city.
        return not (CARDS[card].unique and city_has(player, card))
    room = city_room(player.city)
    if not room_admits(room, card):
        return False
    if leaving is not None:
        room = city_room([cc for cc in player.city if cc.uid != leaving])
    return room_fits(room, card)


def receives(state: EverdellState, seat: int) -> bool:
    """Whether a player can still be given cards or resources (not once passed, never
    Rugwort)."""
    return not (state.players[seat].passed or is_bot(state, seat))


def others(state: EverdellState, seat: int) -> list[int]:
    """Every other player, Rugwort included in a solo game."""
    return [index for index in range(len(state.players)) if index != seat]


# --- prompts and the task stack ----------------------------------------------------------
def ask(
    state: EverdellState,
    seat: int,
    kind: str,
    options: list[Action],
    events: list[Event],
    then: str,
    ctx: tuple = (),
    source: str | None = None,
) -> None:
    """Open a decision for ``seat``; its answer goes to the handler ``then`` with ``ctx``."""
    KERNEL.ask(state, seat, kind, options, events, then=then, ctx=ctx, source=source)


def ask_again(
    state: EverdellState, task: Task, kind: str, options: list[Action], events, source=None
) -> None:
    """Open a decision whose answer goes to the handler named like ``task`` (a repeated
    choice's task and its answer share a name and the arguments)."""
    KERNEL.ask(state, task.seat, kind, options, events, task.kind, task.args, source)


def push(state: EverdellState, kind: str, seat: int, *args, source: str | None = None) -> None:
    """Queue a task; it resolves before the work queued earlier."""
    KERNEL.push(state, Task(kind, seat, args, source))


# --- resources ---------------------------------------------------------------------------
def gain(state: EverdellState, seat: int, vector, events: list[Event]) -> None:
    kn.gain(state.players[seat].res, vector, RESOURCES, seat, events)
    if state.spire is not None:
        for hook in GAINED:
            hook(state, seat, vector, events)


def gain_one(state: EverdellState, seat: int, resource: int, events: list[Event]) -> None:
    gain(state, seat, ONE[resource], events)


ONE = ((1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 1, 0), (0, 0, 0, 1))  # one of each resource


def pay(state: EverdellState, seat: int, vector, events: list[Event]) -> None:
    kn.pay(state.players[seat].res, vector, RESOURCES, seat, events)


def give_resources(
    state: EverdellState, giver: int, receiver: int, vector, events: list[Event]
) -> None:
    """Move resources to another player; a passed player or Rugwort cannot receive them."""
    pay(state, giver, vector, events)
    if receives(state, receiver):
        gain(state, receiver, vector, events)


def add_tokens(state: EverdellState, seat: int, count: int, events: list[Event]) -> None:
    if count:
        state.players[seat].tokens += count
        events.append(ev.resources_changed(seat, POINTS, (count,)))


# --- cards -------------------------------------------------------------------------------
def deck_pop(state: EverdellState, events: list[Event]) -> int:
    """The top card of the deck (reshuffling the discard pile when empty), or EMPTY."""
    uid = kn.draw_top(state, events)
    return EMPTY if uid is None else uid


def draw(
    state: EverdellState, seat: int, count: int, events: list[Event], to_limit: bool = False
) -> int:
    """Draw up to ``count`` cards from the deck, stopping at the hand limit (``to_limit``:
    an effect that fills the hand up to its limit, which no expansion lifts)."""
    hand = state.players[seat].hand
    limit = HAND_LIMIT if to_limit else hand_limit(state, seat)
    drawn = 0
    while drawn < count and len(hand) < limit:
        uid = deck_pop(state, events)
        if uid == EMPTY:
            break
        hand.append(uid)
        drawn += 1
    if drawn:
        events.append(Event("cards_drawn", {"seat": seat, "count": drawn, "reveals": True}))
        drew(state, seat, drawn, events)
    return drawn


def hand_limit(state: EverdellState, seat: int) -> int:
    """The hand limit a draw of cards stops at (an expansion may lift it for a seat)."""
    limit = HAND_LIMIT
    if state.spire is not None:
        for rule in HAND_LIMITS:
            limit = rule(state, seat, limit)
    return limit


def drew(state: EverdellState, seat: int, count: int, events: list[Event]) -> None:
    """``seat`` drew ``count`` cards from the deck into the hand, by ``draw`` or by an effect
    that takes them in its own way (the Teacher, Moleia Mines, Bounty Hunter, Cloudsong): what
    an expansion does then (Windlore)."""
    if count and state.spire is not None:
        for hook in DREW:
            hook(state, seat, count, events)


def reveal(state: EverdellState, count: int, events: list[Event]) -> list[int]:
    cards = []
    for _ in range(count):
        uid = deck_pop(state, events)
        if uid == EMPTY:
            break
        cards.append(uid)
    state.revealed.extend(cards)
    events.append(Event("cards_revealed", {"cards": tuple(cards), "reveals": True}))
    return cards


def discard_revealed(state: EverdellState, events: list[Event]) -> None:
    if state.revealed:
        state.discard.extend(state.revealed)
        events.append(Event("cards_discarded", {"cards": tuple(state.revealed)}))
        state.revealed = []


def give_card(
    state: EverdellState, giver: int, receiver: int, uid: int, events: list[Event]
) -> None:
    """Give a card; it is discarded when the receiver passed, is Rugwort or has a full hand."""
    target = state.players[receiver]
    if not receives(state, receiver) or len(target.hand) >= HAND_LIMIT:
        state.discard.append(uid)
        to_zone = "discard"
    else:
        target.hand.append(uid)
        to_zone = "hand"
    events.append(
        Event(
            ev.CARD_MOVED,
            # which card went is the giver's and the receiver's secret
            {
                "card": None,
                "from_zone": "hand",
                "to_zone": to_zone,
                "seat": giver,
                "owner": receiver,
            },
        )
    )


def hand_take(player: Player, card: int) -> int:
    """Remove one card of title ``card`` from the hand and return its uid."""
    for position, uid in enumerate(player.hand):
        if UID_CARD[uid] == card:
            return player.hand.pop(position)
    raise AssertionError("card not in hand")


def discard_from_hand(state: EverdellState, seat: int, card: int, events: list[Event]) -> None:
    player = state.players[seat]
    uid = next(uid for uid in player.hand if UID_CARD[uid] == card)
    kn.discard_card(player.hand, uid, state.discard, seat, events, CARDS[card].key)


def hand_titles(player: Player) -> list[int]:
    seen: list[int] = []
    for uid in player.hand:
        card = UID_CARD[uid]
        if card not in seen:
            seen.append(card)
    return seen


def meadow_slots_open(state: EverdellState) -> list[int]:
    """Meadow slots the player may use (Rugwort's workers block some in a solo game)."""
    blocked = state.solo.blocked if state.solo else ()
    return [
        slot for slot in range(MEADOW_SIZE) if state.meadow[slot] != EMPTY and slot not in blocked
    ]


def meadow_titles(state: EverdellState) -> list[int]:
    seen: list[int] = []
    for slot in meadow_slots_open(state):
        card = UID_CARD[state.meadow[slot]]
        if card not in seen:
            seen.append(card)
    return seen


def meadow_plays(state: EverdellState) -> list[tuple[int, str]]:
    """The cards a "play a Meadow card" effect may play, with where they come from."""
    found = [(card, "meadow") for card in meadow_titles(state)]
    if state.spire is not None:
        for more in MEADOW_LIKE:
            found.extend(more(state))
    return found


def meadow_take(state: EverdellState, card: int) -> int:
    """Take a card of title ``card`` from an open Meadow slot (refilled later)."""
    for slot in meadow_slots_open(state):
        if UID_CARD[state.meadow[slot]] == card:
            uid = state.meadow[slot]
            state.meadow[slot] = EMPTY
            return uid
    raise AssertionError("card not in the Meadow")


def refill_meadow(state: EverdellState, events: list[Event]) -> None:
    for slot in range(MEADOW_SIZE):
        if state.meadow[slot] == EMPTY:
            uid = deck_pop(state, events)
            if uid == EMPTY:
                return
            state.meadow[slot] = uid
            params = {"card": card_of(uid).key, "from_zone": "deck", "to_zone": "meadow"}
            events.append(Event(ev.CARD_MOVED, {**params, "slot": slot, "reveals": True}))


@task("refill_meadow")
def _refill_task(state: EverdellState, task: Task, events: list[Event]) -> None:
    refill_meadow(state, events)


def remove_from_city(state: EverdellState, owner: int, uid: int, events: list[Event]) -> CityCard:
    """Take a card out of a city onto the discard pile (with anything beneath it)."""
    player = state.players[owner]
    for position, cc in enumerate(player.city):
        if cc.uid == uid:
            player.city.pop(position)
            state.discard.append(uid)
            state.discard.extend(cc.under)
            params = {"card": CARDS[cc.card].key, "from_zone": "city", "to_zone": "discard"}
            events.append(Event(ev.CARD_MOVED, {**params, "seat": owner}))
            return cc
    raise AssertionError("card not in that city")


# --- choosing resources (a common prompt) ------------------------------------------------
RESOURCE_CHOICES = [act("gain", res=name) for name in RESOURCES]


def ask_any(state: EverdellState, seat: int, count: int, source: str | None = None) -> None:
    """Queue ``count`` single choices of 'gain 1 resource of your choice'."""
    if count > 0:
        push(state, "gain_any", seat, count, source=source)


@task("gain_any")
def _gain_any_task(state: EverdellState, task: Task, events: list[Event]) -> None:
    ask_again(state, task, "gain_resource", RESOURCE_CHOICES, events, task.source)


@answer("gain_any")
def _gain_any_answer(state: EverdellState, prompt, action: Action, events) -> None:
    gain_one(state, prompt.seat, RES_INDEX[action["res"]], events)
    ask_any(state, prompt.seat, prompt.ctx[0] - 1, prompt.source)

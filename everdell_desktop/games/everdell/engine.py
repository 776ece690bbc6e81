"""Mechanics shared by every rule: resources, cards, the Meadow, prompts and the task stack.

A turn is a main action followed by any work it causes. Work is kept on ``state.tasks`` (a stack
of small tuples) and decisions on ``state.pending`` (one Prompt at a time, with the matching
continuation on ``state.conts``). :func:`run` executes tasks until a prompt needs an answer or the
turn is complete. Card, location and event abilities register their handlers in the tables below
(see ``abilities.py``), so this module stays free of card names.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from everdell_desktop.core import Action, Event, Prompt

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
RES_INDEX = {name: index for index, name in enumerate(RESOURCES)}

Handler = Callable[..., None]
TASKS: dict[str, Handler] = {}  # task kind -> handler(state, task, events)
ANSWERS: dict[str, Handler] = {}  # continuation kind -> handler(state, cont, action, events)
ON_PLAY: dict[int, Handler] = {}  # card -> handler(state, seat, city_card, events, paid)
TURN_END_HOOKS: list[Handler] = []  # called with (state, events) before the next seat moves


def task(name: str) -> Callable[[Handler], Handler]:
    def register(function: Handler) -> Handler:
        TASKS[name] = function
        return function

    return register


def answer(name: str) -> Callable[[Handler], Handler]:
    def register(function: Handler) -> Handler:
        ANSWERS[name] = function
        return function

    return register


@cache
def act(kind: str, **args) -> Action:
    """Actions are immutable values; caching them keeps legal_actions cheap."""
    return Action.of(kind, **args)


DONE = act("done")
DECLINE = act("decline")


# --- small queries -----------------------------------------------------------------------
def card_of(uid: int):
    return CARDS[UID_CARD[uid]]


def city_has(player: Player, card: int) -> bool:
    return any(cc.card == card for cc in player.city)


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
        counts[CARDS[cc.card].color] += 1
    return counts


def pairs(player: Player) -> int:
    """Husband and Wife pairs: each pair shares one city space."""
    return min(city_count(player, CARD["husband"]), city_count(player, CARD["wife"]))


def spaces_used(player: Player) -> int:
    taken = sum(1 for cc in player.city if CARDS[cc.card].takes_space)
    return taken - pairs(player)


def space_needed(player: Player, card: int) -> int:
    info = CARDS[card]
    if not info.takes_space:
        return 0
    if card == CARD["husband"]:
        return 0 if city_count(player, CARD["wife"]) > city_count(player, card) else 1
    if card == CARD["wife"]:
        return 0 if city_count(player, CARD["husband"]) > city_count(player, card) else 1
    if card == CARD["ruins"]:
        return 0  # it takes the place of the Construction it ruins
    return 1


def can_enter(player: Player, card: int) -> bool:
    """Whether ``card`` may be put into this city (uniqueness, space, Ruins' target)."""
    info = CARDS[card]
    if info.unique and city_has(player, card):
        return False
    if card == CARD["ruins"] and not any(
        not CARDS[cc.card].critter and not cc.workers for cc in player.city
    ):
        return False
    return spaces_used(player) + space_needed(player, card) <= CITY_LIMIT


def others(state: EverdellState, seat: int) -> list[int]:
    """Every other player, Rugwort included in a solo game."""
    return [index for index in range(len(state.players)) if index != seat]


# --- prompts and the task stack ----------------------------------------------------------
def ask(
    state: EverdellState,
    seat: int,
    kind: str,
    options: list[Action],
    cont: tuple,
    source: str | None = None,
) -> None:
    """Open a decision for ``seat``; its answer goes to ``ANSWERS[cont[0]]``."""
    state.pending.append(Prompt(state.next_prompt_id, seat, kind, tuple(options), source=source))
    state.next_prompt_id += 1
    state.conts.append(cont)


def run(state: EverdellState, events: list[Event]) -> None:
    """Do queued work until a decision is needed; finish the turn when nothing is left."""
    while not state.pending and state.tasks:
        item = state.tasks.pop()
        TASKS[item[0]](state, item, events)
    if not state.pending and not state.tasks and not state.over:
        for hook in TURN_END_HOOKS:
            hook(state, events)
        next_seat(state, events)


def next_seat(state: EverdellState, events: list[Event]) -> None:
    for step in range(1, state.num_seats + 1):
        seat = (state.current + step) % state.num_seats
        if not state.players[seat].passed:
            state.current = seat
            events.append(Event("turn_changed", {"seat": seat}))
            return
    state.over = True
    events.append(Event("game_over", {}))


def answer_prompt(state: EverdellState, action: Action, events: list[Event]) -> None:
    state.pending.pop()
    cont = state.conts.pop()
    ANSWERS[cont[0]](state, cont, action, events)
    run(state, events)


# --- resources ---------------------------------------------------------------------------
def gain(state: EverdellState, seat: int, vector, events: list[Event]) -> None:
    res = state.players[seat].res
    for index in range(4):
        res[index] += vector[index]
    events.append(Event("resources_gained", {"seat": seat, "resources": tuple(vector)}))


def gain_one(state: EverdellState, seat: int, resource: int, events: list[Event]) -> None:
    state.players[seat].res[resource] += 1
    events.append(Event("resources_gained", {"seat": seat, "resource": RESOURCES[resource]}))


def pay(state: EverdellState, seat: int, vector) -> None:
    res = state.players[seat].res
    for index in range(4):
        res[index] -= vector[index]
        if res[index] < 0:
            raise AssertionError("paid more than the player holds")


def give_resources(
    state: EverdellState, giver: int, receiver: int, vector, events: list[Event]
) -> None:
    """Move resources to another player; a passed player or Rugwort cannot receive them."""
    pay(state, giver, vector)
    target = state.players[receiver]
    if not (target.passed or target.is_bot):
        for index in range(4):
            target.res[index] += vector[index]
    events.append(
        Event("resources_given", {"seat": giver, "to": receiver, "resources": tuple(vector)})
    )


def add_tokens(state: EverdellState, seat: int, count: int, events: list[Event]) -> None:
    if count:
        state.players[seat].tokens += count
        events.append(Event("points_gained", {"seat": seat, "points": count}))


# --- cards -------------------------------------------------------------------------------
def deck_pop(state: EverdellState) -> int:
    """The top card of the deck (reshuffling the discard pile when empty), or EMPTY."""
    if not state.deck:
        if not state.discard:
            return EMPTY
        state.deck = state.discard
        state.discard = []
        state.rng.shuffle(state.deck)
    return state.deck.pop()


def draw(state: EverdellState, seat: int, count: int, events: list[Event]) -> int:
    """Draw up to ``count`` cards from the deck, stopping at the hand limit."""
    hand = state.players[seat].hand
    drawn = 0
    while drawn < count and len(hand) < HAND_LIMIT:
        uid = deck_pop(state)
        if uid == EMPTY:
            break
        hand.append(uid)
        drawn += 1
    if drawn:
        events.append(Event("cards_drawn", {"seat": seat, "count": drawn, "reveals": True}))
    return drawn


def reveal(state: EverdellState, count: int, events: list[Event]) -> list[int]:
    cards = []
    for _ in range(count):
        uid = deck_pop(state)
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
    if target.passed or target.is_bot or len(target.hand) >= HAND_LIMIT:
        state.discard.append(uid)
        events.append(Event("card_given", {"seat": giver, "to": receiver, "discarded": True}))
    else:
        target.hand.append(uid)
        events.append(Event("card_given", {"seat": giver, "to": receiver, "discarded": False}))


def hand_take(player: Player, card: int) -> int:
    """Remove one card of title ``card`` from the hand and return its uid."""
    for position, uid in enumerate(player.hand):
        if UID_CARD[uid] == card:
            return player.hand.pop(position)
    raise AssertionError("card not in hand")


def discard_from_hand(state: EverdellState, seat: int, card: int, events: list[Event]) -> None:
    uid = hand_take(state.players[seat], card)
    state.discard.append(uid)
    events.append(Event("card_discarded", {"seat": seat, "card": CARDS[card].key}))


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
            uid = deck_pop(state)
            if uid == EMPTY:
                return
            state.meadow[slot] = uid
            events.append(
                Event("meadow_refilled", {"slot": slot, "card": card_of(uid).key, "reveals": True})
            )


@task("refill_meadow")
def _refill_task(state: EverdellState, item: tuple, events: list[Event]) -> None:
    refill_meadow(state, events)


def remove_from_city(state: EverdellState, owner: int, uid: int, events: list[Event]) -> CityCard:
    """Take a card out of a city onto the discard pile (with anything beneath it)."""
    player = state.players[owner]
    for position, cc in enumerate(player.city):
        if cc.uid == uid:
            player.city.pop(position)
            state.discard.append(uid)
            state.discard.extend(cc.under)
            events.append(Event("card_removed", {"seat": owner, "card": CARDS[cc.card].key}))
            return cc
    raise AssertionError("card not in that city")


# --- choosing resources (a common prompt) ------------------------------------------------
RESOURCE_CHOICES = [act("gain", res=name) for name in RESOURCES]


def ask_any(state: EverdellState, seat: int, count: int, source: str | None = None) -> None:
    """Queue ``count`` single choices of 'gain 1 resource of your choice'."""
    if count > 0:
        state.tasks.append(("gain_any", seat, count, source))


@task("gain_any")
def _gain_any_task(state: EverdellState, item: tuple, events: list[Event]) -> None:
    _, seat, count, source = item
    ask(state, seat, "gain_resource", RESOURCE_CHOICES, ("gain_any", seat, count, source), source)


@answer("gain_any")
def _gain_any_answer(state: EverdellState, cont: tuple, action: Action, events) -> None:
    _, seat, count, source = cont
    gain_one(state, seat, RES_INDEX[action["res"]], events)
    ask_any(state, seat, count - 1, source)

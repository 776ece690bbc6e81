"""Playing a card: where it may come from, the ways to pay, and the card entering a city.

A play names the card and its source (``src=hand|meadow``) and at most one way of paying less
than the printed cost (rulings.md, "one reduction per play"): ``occupy=<construction>`` (an
Occupied token on a Construction of the Critter's colour: 0 berries) or ``star=<blue card>``
(that card's ☆ discount). A card that costs discards asks which cards once it is chosen. Cards
played by an ability (``play_free``) carry ``free=true``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from everdell_desktop.core import Action, Event
from everdell_desktop.core import events as ev
from everdell_desktop.core.kernel import DECLINE, Task

from .data import COLORS, CardInfo
from .effects import after_play, run_effect
from .engine import (
    CARD,
    CARDS,
    act,
    affordable,
    answer,
    ask,
    meadow_open,
    pay,
    playable_slots,
    push,
    task,
    team,
)
from .state import EMPTY, DuoState

ZERO = (0, 0, 0, 0)


@cache
def reduced(cost, off) -> tuple[int, int, int, int]:
    return tuple(max(0, have - cut) for have, cut in zip(cost, off, strict=True))


def star_applies(star, info) -> bool:
    color, kind, _off = star
    return (color < 0 or color == info.color) and (kind < 0 or kind == (0 if info.critter else 1))


@dataclass(frozen=True, slots=True)
class PayWays:
    """What a seat's city offers besides the printed cost, worked out once per turn: per
    colour the Constructions that may take its Occupied token (none once it is used), and the
    ☆ cards."""

    hosts: tuple[tuple[str, ...], ...]
    stars: tuple[CardInfo, ...]


def pay_ways(state: DuoState, seat: int) -> PayWays:
    used = state.occupied[team(state, seat)]
    hosts: list[list[str]] = [[] for _ in COLORS]
    stars = []
    for card in state.cities[team(state, seat)]:
        info = CARDS[card]
        if not info.critter and not used >> info.color & 1:
            hosts[info.color].append(info.key)
        if info.star is not None:
            stars.append(info)
    return PayWays(tuple(tuple(keys) for keys in hosts), tuple(stars))


def play_sources(state: DuoState, seat: int) -> list[tuple[int, str]]:
    """Cards the Play a card action may use: the hand, and Meadow cards touching the Sun or
    the Moon (not under a Skunk worker)."""
    found = [(card, "hand") for card in state.hands[seat]]
    open_slots = meadow_open(state)
    for slot in playable_slots(state):
        if slot in open_slots:
            found.append((state.meadow[slot], "meadow"))
    return found


def discards_possible(state: DuoState, seat: int, card: int, src: str) -> bool:
    """Enough other cards in hand for a card that costs discards."""
    need = CARDS[card].discard
    if not need:
        return True
    return len(state.hands[seat]) - (src == "hand") >= need


def play_options(
    state: DuoState, seat: int, card: int, src: str, ways: PayWays | None = None
) -> list[Action]:
    """Every way to play ``card`` from ``src`` as a main action."""
    info = CARDS[card]
    if not discards_possible(state, seat, card, src):
        return []
    ways = ways or pay_ways(state, seat)
    bank = state.res[seat]
    key = info.key
    options = []
    if affordable(bank, info.cost):
        options.append(act("play", card=key, src=src))
    if info.critter and ways.hosts[info.color]:
        host = ways.hosts[info.color][0]  # which one holds the token changes nothing (D20)
        options.append(act("play", card=key, src=src, occupy=host))
    if ways.stars and any(info.cost):
        for blue in ways.stars:
            if not star_applies(blue.star, info):
                continue
            price = reduced(info.cost, blue.star[2])
            if price != info.cost and affordable(bank, price):
                options.append(act("play", card=key, src=src, star=blue.key))
    return options


def price_of(state: DuoState, seat: int, action: Action, events: list[Event]) -> tuple:
    """The resources the play costs; an Occupied token is placed here."""
    info = CARDS[CARD[action["card"]]]
    if action.get("free"):
        return ZERO
    host = action.get("occupy")
    if host is not None:
        state.occupied[team(state, seat)] |= 1 << info.color
        state.hosting |= 1 << CARD[host]
        events.append(Event("occupied", {"seat": seat, "card": host, "color": info.color}))
        return ZERO
    star = action.get("star")
    if star is not None:
        return reduced(info.cost, CARDS[CARD[star]].star[2])
    return info.cost


def take_card(state: DuoState, seat: int, card: int, src: str) -> None:
    if src == "hand":
        state.hands[seat].remove(card)
    else:
        state.meadow[state.meadow.index(card)] = EMPTY


def resolve_play(state: DuoState, seat: int, action: Action, events: list[Event]) -> None:
    """Carry out a ``play(...)``: take the card, pay, discard what it costs in cards, then it
    enters the city; a Meadow space is refilled once the card is fully resolved."""
    card = CARD[action["card"]]
    src = action["src"]
    take_card(state, seat, card, src)
    pay(state, seat, price_of(state, seat, action, events), events)
    if src == "meadow":
        push(state, "refill_meadow", seat)
    push(state, "enter_city", seat, card, src)
    if not action.get("free"):
        push(state, "pay_cards", seat, CARDS[card].discard, source=f"card.{CARDS[card].key}")


@task("enter_city")
def _enter_city(state: DuoState, task: Task, events: list[Event]) -> None:
    card, src = task.args
    enter_city(state, task.seat, card, src, events)


def enter_city(state: DuoState, seat: int, card: int, src: str, events: list[Event]) -> None:
    """A card arrives in a city: its own ability first (green and tan), then the blue cards
    that react to it, in city order (rulings.md)."""
    info = CARDS[card]
    state.cities[team(state, seat)].append(card)
    params = {"card": info.key, "from_zone": src, "to_zone": "city", "seat": seat, "owner": seat}
    events.append(Event(ev.CARD_MOVED, params))
    after_play(state, seat, card)
    if info.color in (0, 1) and info.effect is not None:
        run_effect(state, seat, f"card.{info.key}", events)


# --- playing a card for free (Postal Pigeon, Waystation, a River tile) ---------------------
def free_candidates(state: DuoState, seat: int, limit: int) -> list[Action]:
    return [
        act("play", card=CARDS[card].key, src=src, free=True)
        for card, src in play_sources(state, seat)
        if not CARDS[card].discard and CARDS[card].total_cost <= limit
    ]


@task("play_free")
def _play_free_task(state: DuoState, task: Task, events: list[Event]) -> None:
    options = free_candidates(state, task.seat, task.args[0])
    if options:
        ask(
            state,
            task.seat,
            "play_free",
            [*options, DECLINE],
            events,
            "play_free",
            source=task.source,
        )


@answer("play_free")
def _play_free_answer(state: DuoState, prompt, action: Action, events: list[Event]) -> None:
    if action != DECLINE:
        resolve_play(state, prompt.seat, action, events)

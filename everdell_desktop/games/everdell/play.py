"""Playing a card: the ways to pay, the action encodings, and putting the card into a city.

A play action names the card and where it comes from (``src=hand|meadow``) and at most one way
of paying besides the printed cost (rulings.md, "one way to pay"):
``swap=[out,in]`` (Judge), ``host=uid`` (occupy a Construction), ``innkeeper=uid``,
``crane=uid,cut=[t,r,p,b]``, ``prisoner=uid,cut=[...]`` (Dungeon); prompts add ``free=true`` (Queen,
Cemetery, Postal Pigeon) and a bare ``cut=[...]`` (Inn, a Forest discount). The Fool adds
``into=seat``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache

from everdell_desktop.core import Action, Event
from everdell_desktop.core import events as ev
from everdell_desktop.core.kernel import Task, is_bot

from .data import RESOURCES
from .engine import (
    CARD,
    CARDS,
    ON_PLAY,
    RES_INDEX,
    UID_CARD,
    CityRoom,
    act,
    answer,
    ask,
    can_enter,
    card_of,
    city_find,
    city_has,
    city_room,
    draw,
    first_of,
    gain,
    gain_one,
    hand_take,
    meadow_take,
    pay,
    push,
    refill_meadow,
    remove_from_city,
    room_admits,
    room_fits,
    task,
)
from .state import CityCard, EverdellState, Player

FOOL = CARD["fool"]
RANGER = CARD["ranger"]
JUDGE = CARD["judge"]
INNKEEPER = CARD["innkeeper"]
CRANE = CARD["crane"]
DUNGEON = CARD["dungeon"]
HISTORIAN = CARD["historian"]
SHOPKEEPER = CARD["shopkeeper"]
COURTHOUSE = CARD["courthouse"]
CLOCK_TOWER = CARD["clock_tower"]
CLOCK_TOKENS = 3
DISCOUNT = 3  # Innkeeper, Crane, Dungeon and Inn all take 3 off


@cache  # a few dozen printed costs and amounts: the playouts ask again and again
def cuts(cost: tuple[int, int, int, int], amount: int) -> tuple[tuple[int, int, int, int], ...]:
    """Every way to take ``amount`` resources (or the whole cost, if smaller) off ``cost``."""
    total = min(amount, sum(cost))
    found = []
    for t in range(min(cost[0], total) + 1):
        for r in range(min(cost[1], total - t) + 1):
            for p in range(min(cost[2], total - t - r) + 1):
                b = total - t - r - p
                if b <= cost[3]:
                    found.append((t, r, p, b))
    return tuple(found)


def minus(cost, cut) -> tuple[int, int, int, int]:
    return (cost[0] - cut[0], cost[1] - cut[1], cost[2] - cut[2], cost[3] - cut[3])


def affordable(res: list[int], cost, extra: int = 0) -> bool:
    """Whether ``res`` pays ``cost`` and then a Weather's ``extra`` (EXTRA_ANY: one more
    resource of any kind, EXTRA_BERRY: one more berry)."""
    if not (res[0] >= cost[0] and res[1] >= cost[1] and res[2] >= cost[2] and res[3] >= cost[3]):
        return False
    if extra == EXTRA_ANY:
        return sum(res) > sum(cost)
    return extra != EXTRA_BERRY or res[3] > cost[3]


def lacking(res: list[int], cost) -> int:
    """How many resources ``res`` lacks to pay ``cost`` (written out for the four resources,
    without ``max``, which costs a call each: the Inn's placement check and the learned
    features ask it of every Meadow card)."""
    return (
        (cost[0] - res[0] if cost[0] > res[0] else 0)
        + (cost[1] - res[1] if cost[1] > res[1] else 0)
        + (cost[2] - res[2] if cost[2] > res[2] else 0)
        + (cost[3] - res[3] if cost[3] > res[3] else 0)
    )


# A play's Weather (an expansion's hook, PLAY_WEATHER): banned, or what it costs extra.
BANNED, NO_EXTRA, EXTRA_ANY, EXTRA_BERRY = -1, 0, 1, 2
PLAY_WEATHER: list[Callable] = []  # (state, seat, card, src) -> BANNED / NO_EXTRA / EXTRA_*
PLAY_FROM: dict[str, Callable] = {}  # source -> take(state, seat, card, events) -> uid
SILENCED: list[Callable] = []  # (state, seat, card) -> its ability does not run when played
PLAYED: list[Callable] = []  # (state, seat, card, owner, events) after a card entered a city


def play_extra(state: EverdellState, seat: int, card: int, src: str) -> int:
    """What the Weather makes playing ``card`` from ``src`` cost (BANNED: not allowed)."""
    extra = NO_EXTRA
    if state.spire is not None:
        for weather in PLAY_WEATHER:
            extra = weather(state, seat, card, src) or extra
    return extra


def innkeeper_cost(cost) -> tuple[int, int, int, int]:
    """A Critter's cost with the Innkeeper given up: DISCOUNT fewer Berries (never below 0)."""
    return (cost[0], cost[1], cost[2], max(0, cost[3] - DISCOUNT))


def swapped(cost, out: int, into: int) -> tuple[int, int, int, int]:
    vector = list(cost)
    vector[out] -= 1
    vector[into] += 1
    return tuple(vector)


def dungeon_cells(state: EverdellState, seat: int, dungeon: CityCard) -> int:
    cells = 2 if city_has(state.players[seat], RANGER) else 1
    return cells - len(dungeon.under)


def targets(state: EverdellState, seat: int, card: int) -> list[int | None]:
    """Whose city the card goes into: the Fool into an opponent's, any other card into yours."""
    if card == FOOL:
        return [
            other
            for other in range(len(state.players))
            if other != seat and (is_bot(state, other) or can_enter(state.players[other], card))
        ]
    return [None] if can_enter(state.players[seat], card) else []


@cache  # a bounded set (card, source, city, way to pay), asked at every turn of every playout
def play_action(card: int, src: str, into: int | None, **extra) -> Action:
    if into is not None:
        extra["into"] = into
    return act("play", card=CARDS[card].key, src=src, **extra)


@dataclass(slots=True)
class PlayCity:
    """The player's city as :func:`play_options` asks it, gathered once for all the cards a
    turn could play."""

    room: CityRoom
    judge: bool
    innkeeper: CityCard | None
    crane: CityCard | None
    dungeon: CityCard | None
    open_hosts: list[CityCard]  # the first unoccupied host of each kind, in city order
    # A Judge, Innkeeper, Crane or Dungeon: a way to pay besides the printed cost (asked of
    # every card of the hand and the Meadow, so worked out once).
    pays_otherwise: bool = field(init=False)

    def __post_init__(self) -> None:
        self.pays_otherwise = self.judge or bool(self.innkeeper or self.crane or self.dungeon)


# The Constructions that let some Critter in for free.
HOSTS = frozenset(info.host for info in CARDS if info.host >= 0) | frozenset(
    card for card, info in enumerate(CARDS) if info.hosts_any
)


def play_city(player: Player) -> PlayCity:
    judge = False
    innkeeper = crane = dungeon = None
    open_hosts: list[CityCard] = []
    kinds_open: set[int] = set()
    for cc in player.city:
        other = cc.card
        if other == JUDGE:
            judge = True
        elif other == INNKEEPER:
            innkeeper = cc
        elif other == CRANE:
            crane = cc
        elif other == DUNGEON:
            dungeon = cc
        if other in HOSTS and not cc.occupied and other not in kinds_open:
            kinds_open.add(other)
            open_hosts.append(cc)
    return PlayCity(city_room(player.city), judge, innkeeper, crane, dungeon, open_hosts)


def play_options(
    state: EverdellState, seat: int, card: int, src: str, city: PlayCity | None = None
) -> list[Action]:
    """All ways to play ``card`` from ``src`` as a main action (``city``: the seat's
    :func:`play_city`, when the caller asks for many cards). A full city may still take a
    card paid for by discarding the Innkeeper or the Crane or by imprisoning a Critter: that
    payment frees a space first."""
    player = state.players[seat]
    if city is None:
        city = play_city(player)
    info = CARDS[card]
    # What the printed cost lacks: a Judge's swap, the Crane or the Dungeon may make it up.
    short = lacking(player.res, info.cost)
    if not _may_pay(short, info, city):
        return []  # most cards of a turn, whatever the rest allows
    if card == FOOL:
        places, fits = targets(state, seat, card), True
    else:
        places = [None] if room_admits(city.room, card) else []
        fits = bool(places) and room_fits(city.room, card)
    extra = play_extra(state, seat, card, src)
    if not places or extra == BANNED:
        return []
    res = player.res
    cost = info.cost
    judge, innkeeper, crane, dungeon = city.judge, city.innkeeper, city.crane, city.dungeon
    options: list[Action] = []
    for into in places:
        if fits and affordable(res, cost, extra):
            options.append(play_action(card, src, into))
        if fits and info.critter:
            for cc in city.open_hosts:
                if cc.card == info.host or CARDS[cc.card].hosts_any:
                    options.append(play_action(card, src, into, host=cc.uid))
        if judge and fits and short <= 1:  # a swap makes up one resource
            for out in range(4):
                if cost[out]:
                    for other_res in range(4):
                        if other_res == out:
                            continue
                        swap = swapped(cost, out, other_res)
                        if affordable(res, swap, extra):
                            options.append(
                                play_action(
                                    card, src, into, swap=(RESOURCES[out], RESOURCES[other_res])
                                )
                            )
        if (
            innkeeper is not None
            and info.critter
            and cost[3]
            and _room(player, card, fits, innkeeper)
            and affordable(res, innkeeper_cost(cost), extra)
        ):
            options.append(play_action(card, src, into, innkeeper=innkeeper.uid))
        if (
            crane is not None
            and not info.critter
            and sum(cost)
            and short <= DISCOUNT
            and _room(player, card, fits, crane)
        ):
            for cut in cuts(cost, DISCOUNT):
                if affordable(res, minus(cost, cut), extra):
                    options.append(play_action(card, src, into, crane=crane.uid, cut=cut))
        if (
            dungeon is not None
            and sum(cost)
            and short <= DISCOUNT
            and dungeon_cells(state, seat, dungeon) > 0
        ):
            options.extend(_dungeon_options(player, card, src, into, res, fits, extra))
    return options


def _may_pay(short: int, info, city: PlayCity) -> bool:
    """Whether any way of paying could cover the card, ``short`` resources lacking to its
    printed cost (the cost itself, a host for a Critter, a card of the city that pays
    otherwise, which makes up at most DISCOUNT resources): a cheap look before the exact
    ones."""
    return (
        not short
        or (info.critter and bool(city.open_hosts))
        or (city.pays_otherwise and short <= DISCOUNT)
    )


def _room(player, card: int, fits: bool, leaving: CityCard) -> bool:
    """Whether the city has room for ``card`` once ``leaving`` has left it."""
    return fits or can_enter(player, card, leaving.uid)


def _dungeon_options(player, card, src, into, res, fits, extra) -> list[Action]:
    """Imprisoning a Critter of the city: never the Ranger, never one holding a worker."""
    options = []
    seen: list[int] = []
    for cc in player.city:
        if (
            CARDS[cc.card].critter
            and cc.card != RANGER
            and not cc.workers
            and cc.card not in seen
            and _room(player, card, fits, cc)
        ):
            seen.append(cc.card)
            cost = CARDS[card].cost
            for cut in cuts(cost, DISCOUNT):
                if affordable(res, minus(cost, cut), extra):
                    options.append(play_action(card, src, into, prisoner=cc.uid, cut=cut))
    return options


def discounted_options(
    state: EverdellState, seat: int, card: int, src: str, amount: int
) -> list[Action]:
    """Ways to play ``card`` for ``amount`` fewer resources of the player's choice."""
    payable = _payable_cuts(state, seat, card, src, amount)
    if not payable:  # checked first: finding the cities the card may enter costs more
        return []
    return [
        play_action(card, src, into, cut=cut)
        for into in targets(state, seat, card)
        for cut in payable
    ]


def discount_playable(state: EverdellState, seat: int, card: int, src: str, amount: int) -> bool:
    """Whether :func:`discounted_options` offers a way, without building them (the Inn's
    placement check asks it of the Meadow at every turn of every playout).

    Without a Weather's extra cost no cut need be built either: :func:`cuts` takes every
    ``min(amount, sum(cost))`` resources off the cost, so one leaves a payable rest exactly
    when the resources the player lacks come to at most ``amount``."""
    extra = play_extra(state, seat, card, src)
    if extra == NO_EXTRA:
        payable = lacking(state.players[seat].res, CARDS[card].cost) <= amount
    else:
        payable = bool(_payable_cuts(state, seat, card, src, amount))
    return payable and bool(targets(state, seat, card))


def _payable_cuts(
    state: EverdellState, seat: int, card: int, src: str, amount: int
) -> list[tuple[int, int, int, int]]:
    """The cuts of ``amount`` resources off ``card``'s cost that the seat can pay the rest of
    (none where the Weather bans the play)."""
    extra = play_extra(state, seat, card, src)
    if extra == BANNED:
        return []
    cost, res = CARDS[card].cost, state.players[seat].res
    return [cut for cut in cuts(cost, amount) if affordable(res, minus(cost, cut), extra)]


def free_options(state: EverdellState, seat: int, card: int, src: str) -> list[Action]:
    if play_extra(state, seat, card, src) == BANNED:
        return []
    return [play_action(card, src, into, free=True) for into in targets(state, seat, card)]


# --- resolving a play --------------------------------------------------------------------
def take_card(state: EverdellState, seat: int, card: int, src: str, events: list[Event]) -> int:
    if src == "hand":
        return hand_take(state.players[seat], card)
    if src == "meadow":
        return meadow_take(state, card)
    if src in PLAY_FROM:
        return PLAY_FROM[src](state, seat, card, events)
    for position, uid in enumerate(state.revealed):
        if UID_CARD[uid] == card:
            return state.revealed.pop(position)
    raise AssertionError(f"no {CARDS[card].key} in {src}")


def price(state: EverdellState, seat: int, action: Action, events: list[Event]) -> tuple:
    """What the play costs after its discount; applies the discount's side effects."""
    card = CARD[action["card"]]
    cost = CARDS[card].cost
    player = state.players[seat]
    if action.get("free"):
        return (0, 0, 0, 0)
    host = action.get("host")
    if host is not None:
        city_find(player, host).occupied = True
        events.append(Event("occupied", {"seat": seat, "card": card_of(host).key}))
        return (0, 0, 0, 0)
    swap = action.get("swap")
    if swap is not None:
        return swapped(cost, RES_INDEX[swap[0]], RES_INDEX[swap[1]])
    if action.get("innkeeper") is not None:
        remove_from_city(state, seat, action["innkeeper"], events)
        return innkeeper_cost(cost)
    cut = action.get("cut")
    if action.get("crane") is not None:
        remove_from_city(state, seat, action["crane"], events)
    prisoner = action.get("prisoner")
    if prisoner is not None:
        _imprison(state, seat, prisoner, events)
    return cost if cut is None else minus(cost, cut)


def _imprison(state: EverdellState, seat: int, uid: int, events: list[Event]) -> None:
    player = state.players[seat]
    dungeon = first_of(player, DUNGEON)
    for position, cc in enumerate(player.city):
        if cc.uid == uid:
            player.city.pop(position)
            break
    dungeon.under = (*dungeon.under, uid)
    events.append(Event("imprisoned", {"seat": seat, "card": card_of(uid).key}))


def resolve_play(state: EverdellState, seat: int, action: Action, events: list[Event]) -> None:
    """Carry out any ``play(...)`` action: take the card, pay, put it into a city."""
    card = CARD[action["card"]]
    src = action["src"]
    uid = take_card(state, seat, card, src, events)
    paid = price(state, seat, action, events)
    pay(state, seat, paid, events)
    if src == "meadow":
        refill_meadow(state, events)
    free = action.get("free") or action.get("host") is not None
    extra = NO_EXTRA if free else play_extra(state, seat, card, src)
    into = action.get("into")
    if extra == NO_EXTRA:
        enter_city(state, seat, uid, events, src, paid, into)
        return
    res = state.players[seat].res
    kinds = [3] if extra == EXTRA_BERRY else [index for index in range(4) if res[index]]
    if len(kinds) == 1:
        _pay_extra(state, seat, kinds[0], (uid, src, paid, into), events)
        return
    options = [act("pay", res=RESOURCES[index]) for index in kinds]
    ctx = (uid, src, paid, into)
    ask(state, seat, "weather_cost", options, events, "weather_cost", ctx, "weather")


@answer("weather_cost")
def _weather_cost_answer(state: EverdellState, prompt, action: Action, events) -> None:
    _pay_extra(state, prompt.seat, RES_INDEX[action["res"]], prompt.ctx, events)


def _pay_extra(state: EverdellState, seat: int, resource: int, play: tuple, events) -> None:
    """Pay a Weather's extra resource, then the card enters the city (that is its price)."""
    uid, src, paid, into = play
    vector = [0, 0, 0, 0]
    vector[resource] = 1
    pay(state, seat, vector, events)
    paid = tuple(a + b for a, b in zip(paid, vector, strict=True))
    enter_city(state, seat, uid, events, src, paid, into)


def enter_city(
    state: EverdellState,
    seat: int,
    uid: int,
    events: list[Event],
    src: str,
    paid: tuple[int, int, int, int],
    into: int | None,
) -> None:
    """A card arrives in a city: Governance bonuses, then its own when-played ability."""
    card = UID_CARD[uid]
    info = CARDS[card]
    owner = seat if into is None else into
    if state.solo is not None:
        state.solo.owed += 1
    player = state.players[seat]
    if card == FOOL and is_bot(state, owner):  # discarded, it takes a card of his instead
        state.discard.append(uid)
        events.append(played(info.key, src, seat, owner, "discard"))
        push(state, "fool_vs_rugwort", seat)
    else:
        cc = CityCard(uid, card)
        if card == CLOCK_TOWER:
            cc.tokens = CLOCK_TOKENS
        state.players[owner].city.append(cc)
        events.append(played(info.key, src, seat, owner))
        if not info.critter and card != COURTHOUSE and city_has(player, COURTHOUSE):
            push(state, "courthouse", seat)
        silenced = state.spire is not None and any(hook(state, seat, card) for hook in SILENCED)
        if (info.gain is not None or info.draw or card in ON_PLAY) and not silenced:
            push(state, "on_play", seat, uid, paid)
        if state.spire is not None:
            for hook in PLAYED:
                hook(state, seat, card, owner, events)
    if card != HISTORIAN and city_has(player, HISTORIAN):
        draw(state, seat, 1, events)
    if info.critter and card != SHOPKEEPER and city_has(player, SHOPKEEPER):
        gain_one(state, seat, 3, events)


def activate(
    state: EverdellState,
    seat: int,
    cc: CityCard,
    events: list[Event],
    paid=(0, 0, 0, 0),
    copied: bool = False,
) -> None:
    """Run a card's ability for ``seat`` (when played, on Production, or when copied)."""
    info = CARDS[cc.card]
    if info.gain is not None:
        gain(state, seat, info.gain, events)
    if info.draw:
        draw(state, seat, info.draw, events)
    handler = ON_PLAY.get(cc.card)
    if handler is not None:
        handler(state, seat, cc, events, paid, copied)


def played(key: str, src: str, seat: int, owner: int, to_zone: str = "city") -> Event:
    """The event of ``seat`` playing a card from ``src`` into ``owner``'s city (the Fool
    against Rugwort goes to the discard pile instead)."""
    params = {"card": key, "from_zone": src, "to_zone": to_zone}
    return Event(ev.CARD_MOVED, {**params, "seat": seat, "owner": owner})


@task("on_play")
def _on_play(state: EverdellState, task: Task, events: list[Event]) -> None:
    uid, paid = task.args
    for player in state.players:
        cc = city_find(player, uid)
        if cc is not None:
            activate(state, task.seat, cc, events, paid)
            return


COURTHOUSE_CHOICES = [act("gain", res=name) for name in RESOURCES[:3]]


@task("courthouse")
def _courthouse(state: EverdellState, task: Task, events: list[Event]) -> None:
    ask(
        state,
        task.seat,
        "gain_resource",
        COURTHOUSE_CHOICES,
        events,
        "courthouse",
        source="courthouse",
    )


@answer("courthouse")
def _courthouse_answer(state: EverdellState, prompt, action: Action, events) -> None:
    gain_one(state, prompt.seat, RES_INDEX[action["res"]], events)

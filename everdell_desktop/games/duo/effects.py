"""The ability vocabulary (data.Effect) at work: gains, counted gains, trades, free plays, the
few Python abilities, and the blue cards' triggers.

Every ability has a key in :data:`EFFECTS` (``card.<key>``, ``farm.<key>``, ``river.<key>``,
``news.<key>``); :func:`run_effect` queues its parts in the vocabulary's order: ``gain``,
``per``, ``trade``, ``play_free``, ``special``, ``activate_green``. A part that needs a decision
opens one prompt at a time.
"""

from __future__ import annotations

from collections.abc import Callable

from everdell_desktop.core import Action, Event
from everdell_desktop.core.kernel import DECLINE, Task, is_bot

from .data import RESOURCES, EffectInfo, GainInfo, TradeInfo
from .engine import (
    CARD,
    CARDS,
    FARMS,
    ONE,
    RES_INDEX,
    RESOURCE_CHOICES,
    RIVER,
    act,
    add_tokens,
    affordable,
    answer,
    ask,
    count,
    discard_from_hand,
    draw,
    gain,
    meadow_open,
    pay,
    push,
    rival,
    scaled,
    take_from_meadow,
    task,
    team,
)
from .state import DuoState

EFFECTS: dict[str, EffectInfo] = {}
for _card in CARDS:
    if _card.effect is not None:
        EFFECTS[f"card.{_card.key}"] = _card.effect
for _place in FARMS:
    EFFECTS[f"farm.{_place.key}"] = _place.effect
for _place in RIVER:
    EFFECTS[f"river.{_place.key}"] = _place.effect

# name -> handler(state, seat, source, events); filled by the modules that own them
SPECIALS: dict[str, Callable[[DuoState, int, str, list[Event]], None]] = {}
ACCEPT = act("accept")


def run_effect(state: DuoState, seat: int, key: str, events: list[Event]) -> None:
    """Queue the ability ``key`` for ``seat``; its parts resolve in the vocabulary's order."""
    effect = EFFECTS[key]
    parts = []
    if effect.gain is not None:
        parts.append(("gain", (effect.gain,)))
    if effect.per is not None:
        parts.append(("per", effect.per))
    if effect.trade is not None:
        parts.append(("trade", (effect.trade, effect.trade.times)))
    if effect.play_free:
        parts.append(("play_free", (effect.play_free,)))
    if effect.special is not None:
        parts.append(("special", (effect.special,)))
    if effect.activate_green:
        parts.append(("activate_green", ()))
    for kind, args in reversed(parts):
        push(state, kind, seat, *args, source=key)


def apply_gain(state: DuoState, seat: int, what: GainInfo, source, events: list[Event]) -> None:
    """Gain at once what needs no choice; queue the choices (any resource, Meadow cards)."""
    gain(state, seat, what.res, events)
    add_tokens(state, seat, what.points, events)
    if what.cards:
        draw(state, seat, what.cards, events)
    if what.meadow:
        take_meadow_cards(state, seat, what.meadow, source, refill=True)
    if what.any:
        push(state, "gain_any", seat, what.any, source=source)


def take_meadow_cards(state: DuoState, seat: int, amount: int, source, refill: bool) -> None:
    """Queue ``amount`` picks of any Meadow card into the hand (then a refill, if asked)."""
    if refill:
        push(state, "refill_meadow", seat)
    push(state, "meadow_take", seat, amount, source=source)


@task("gain")
def _gain_task(state: DuoState, task: Task, events: list[Event]) -> None:
    apply_gain(state, task.seat, task.args[0], task.source, events)


@task("per")
def _per_task(state: DuoState, task: Task, events: list[Event]) -> None:
    what, each, cap = task.args
    times = min(count(state, task.seat, what), cap)
    if times:
        apply_gain(state, task.seat, scaled(each, times), task.source, events)


@task("gain_any")
def _gain_any_task(state: DuoState, task: Task, events: list[Event]) -> None:
    if task.args[0] > 0 and not is_bot(state, task.seat):
        ask(
            state,
            task.seat,
            "gain_resource",
            RESOURCE_CHOICES,
            events,
            "gain_any",
            task.args,
            task.source,
        )


@answer("gain_any")
def _gain_any_answer(state: DuoState, prompt, action: Action, events: list[Event]) -> None:
    gain(state, prompt.seat, ONE[RES_INDEX[action["res"]]], events)
    push(state, "gain_any", prompt.seat, prompt.ctx[0] - 1, source=prompt.source)


@task("meadow_take")
def _meadow_task(state: DuoState, task: Task, events: list[Event]) -> None:
    left = task.args[0]
    slots = meadow_open(state)
    if left <= 0 or not slots or is_bot(state, task.seat):
        return
    options = [act("take", card=CARDS[state.meadow[slot]].key) for slot in slots]
    ask(
        state, task.seat, "take_from_meadow", options, events, "meadow_take", task.args, task.source
    )


@answer("meadow_take")
def _meadow_answer(state: DuoState, prompt, action: Action, events: list[Event]) -> None:
    take_from_meadow(state, prompt.seat, CARD[action["card"]], events)
    push(state, "meadow_take", prompt.seat, prompt.ctx[0] - 1, source=prompt.source)


# --- trades: pay to gain, optional, up to N times ------------------------------------------
def can_pay(state: DuoState, seat: int, trade: TradeInfo) -> bool:
    bank = state.res[seat]
    if not affordable(bank, trade.pay):
        return False
    left = sum(bank) - sum(trade.pay)
    return left >= trade.pay_any and len(state.hands[seat]) >= trade.pay_cards


@task("trade")
def _trade_task(state: DuoState, task: Task, events: list[Event]) -> None:
    trade, times = task.args
    if times <= 0 or is_bot(state, task.seat) or not can_pay(state, task.seat, trade):
        return
    ask(state, task.seat, "trade", [ACCEPT, DECLINE], events, "trade", task.args, task.source)


@answer("trade")
def _trade_answer(state: DuoState, prompt, action: Action, events: list[Event]) -> None:
    if action == DECLINE:
        return
    trade, times = prompt.ctx
    seat, source = prompt.seat, prompt.source
    pay(state, seat, trade.pay, events)
    push(state, "trade", seat, trade, times - 1, source=source)
    push(state, "gain", seat, trade.gain, source=source)
    push(state, "pay_cards", seat, trade.pay_cards, source=source)
    push(state, "pay_any", seat, trade.pay_any, source=source)


@task("pay_any")
def _pay_any_task(state: DuoState, task: Task, events: list[Event]) -> None:
    if task.args[0] <= 0:
        return
    bank = state.res[task.seat]
    options = [act("pay", res=name) for index, name in enumerate(RESOURCES) if bank[index]]
    ask(state, task.seat, "pay_resource", options, events, "pay_any", task.args, task.source)


@answer("pay_any")
def _pay_any_answer(state: DuoState, prompt, action: Action, events: list[Event]) -> None:
    pay(state, prompt.seat, ONE[RES_INDEX[action["res"]]], events)
    push(state, "pay_any", prompt.seat, prompt.ctx[0] - 1, source=prompt.source)


def discard_options(state: DuoState, seat: int) -> list[Action]:
    return [act("discard", card=CARDS[card].key) for card in state.hands[seat]]


@task("pay_cards")
def _pay_cards_task(state: DuoState, task: Task, events: list[Event]) -> None:
    if task.args[0] <= 0 or not state.hands[task.seat]:
        return
    options = discard_options(state, task.seat)
    ask(state, task.seat, "discard", options, events, "pay_cards", task.args, task.source)


@answer("pay_cards")
def _pay_cards_answer(state: DuoState, prompt, action: Action, events: list[Event]) -> None:
    discard_from_hand(state, prompt.seat, CARD[action["card"]], events)
    push(state, "pay_cards", prompt.seat, prompt.ctx[0] - 1, source=prompt.source)


# --- Python abilities and activating a green card ------------------------------------------
@task("special")
def _special_task(state: DuoState, task: Task, events: list[Event]) -> None:
    SPECIALS[task.args[0]](state, task.seat, task.source, events)


def magpie(state: DuoState, seat: int, source: str, events: list[Event]) -> None:
    """Take 1 resource of your choice from your opponent (nothing from the Skunk, who keeps
    none)."""
    robbed = rival(state, seat)
    bank = state.res[robbed]
    options = [act("steal", res=name) for index, name in enumerate(RESOURCES) if bank[index]]
    if options and not is_bot(state, robbed):
        ask(state, seat, "steal_resource", options, events, "magpie", source=source)


@answer("magpie")
def _magpie_answer(state: DuoState, prompt, action: Action, events: list[Event]) -> None:
    vector = ONE[RES_INDEX[action["res"]]]
    pay(state, rival(state, prompt.seat), vector, events)
    gain(state, prompt.seat, vector, events)


SPECIALS["magpie"] = magpie


def green_cards(state: DuoState, seat: int) -> list[int]:
    return [card for card in state.cities[team(state, seat)] if CARDS[card].color == 0]


@task("activate_green")
def _activate_green_task(state: DuoState, task: Task, events: list[Event]) -> None:
    options = [act("activate", card=CARDS[card].key) for card in green_cards(state, task.seat)]
    if options:
        ask(
            state,
            task.seat,
            "activate_green",
            options,
            events,
            "activate_green",
            source=task.source,
        )


@answer("activate_green")
def _activate_green_answer(state: DuoState, prompt, action: Action, events: list[Event]) -> None:
    run_effect(state, prompt.seat, f"card.{action['card']}", events)


@task("produce")
def _produce_task(state: DuoState, task: Task, events: list[Event]) -> None:
    """One green card's ability at a Spring or Autumn tile (if it is still in the city)."""
    card = task.args[0]
    if card in state.cities[team(state, task.seat)]:
        run_effect(state, task.seat, f"card.{CARDS[card].key}", events)


def start_production(state: DuoState, seat: int) -> None:
    """Queue every green card of the city, in the order they were played (rulings.md)."""
    for card in reversed(green_cards(state, seat)):
        push(state, "produce", seat, card, source=f"card.{CARDS[card].key}")


# --- blue triggers -------------------------------------------------------------------------
def _blue(state: DuoState, seat: int):
    return (CARDS[card] for card in state.cities[team(state, seat)] if CARDS[card].color == 3)


def after_play(state: DuoState, seat: int, played: int) -> None:
    """Queue the gains of the blue cards that react to ``played`` (in city order)."""
    info = CARDS[played]
    kind = 0 if info.critter else 1
    gains = []
    for blue in _blue(state, seat):
        if blue.index == played or blue.when_play is None:
            continue
        color, wanted_kind, what = blue.when_play
        if (color < 0 or color == info.color) and (wanted_kind < 0 or wanted_kind == kind):
            gains.append((what, f"card.{blue.key}"))
    for what, source in reversed(gains):
        push(state, "gain", seat, what, source=source)


def after_place(state: DuoState, seat: int, where: str) -> None:
    """Queue the gains of the blue cards that react to a worker placed on ``where``."""
    gains = [
        (blue.when_place[1], f"card.{blue.key}")
        for blue in _blue(state, seat)
        if blue.when_place is not None and blue.when_place[0] == where
    ]
    for what, source in reversed(gains):
        push(state, "gain", seat, what, source=source)


def after_take(state: DuoState, seat: int) -> None:
    gains = [(b.when_take, f"card.{b.key}") for b in _blue(state, seat) if b.when_take]
    for what, source in reversed(gains):
        push(state, "gain", seat, what, source=source)

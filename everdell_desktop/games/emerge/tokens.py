"""Research tokens: the market, buying, and using the 16 token types.

Three kinds (``tokens.json``): a *discount* makes one Discovery cheaper and is used as part of
that Discovery (``discoveries.py``); a *trigger* fires when something happens ("when you place a
Turtle...") and is offered right then (the ``trigger`` task); an *instant* token is a free
action on your turn (reroll dice, refresh your tiles). Every use counts for the Strategist and
Mastermind goals. A token bought this round waits for the next (``state.fresh``).
"""

from __future__ import annotations

from everdell_desktop.core import Action, Event, Prompt
from everdell_desktop.core import events as ev
from everdell_desktop.core.kernel import DECLINE, DONE, Task

from . import dice, islands
from .data import CRAB, TokenType
from .engine import KERNEL, REROLL_ALL, TOKEN_USED, T, act, event
from .islands import ev_token_moved
from .state import NEW_ANIMALS, OWNER, EmergeState


def token_type(token: int) -> TokenType:
    return T.token_types[T.token_of[token]]


def usable_types(state: EmergeState, seat: int) -> set[int]:
    """The token types ``seat`` holds and may use now."""
    return {T.token_of[token] for token in state.usable_tokens(seat)}


def find_usable(state: EmergeState, seat: int, type_index: int) -> int:
    """A token of that type ``seat`` may use now (-1: none)."""
    for token in state.usable_tokens(seat):
        if T.token_of[token] == type_index:
            return token
    return -1


def use(state: EmergeState, seat: int, type_index: int, events: list[Event]) -> None:
    """Spend one of the seat's usable tokens of that type (face down beside its board)."""
    token = find_usable(state, seat, type_index)
    state.tokens[seat].remove(token)
    state.spent[seat].append(token)
    state.tokens_turn[seat] += 1
    state.tokens_round[seat] += 1
    events.append(event(TOKEN_USED, seat=seat, token=T.token_types[type_index].key, id=token))
    islands.settle(state, seat, events)


# --- the market -------------------------------------------------------------------------------
def refill(state: EmergeState, slot: int, events: list[Event]) -> None:
    """Turn the stack's top token face up into an empty market slot; an empty stack is first
    rebuilt from every place's used tokens, shuffled."""
    if not state.stack:
        for spent in state.spent:
            state.stack.extend(spent)
            spent.clear()
        if state.stack:
            state.rng.shuffle(state.stack)
            events.append(Event(ev.DECK_RESHUFFLED, {"cards": len(state.stack), "reveals": False}))
    if state.stack:
        token = state.stack.pop()
        state.market[slot] = token
        moved = ev_token_moved(token, "stack", "market", -1, reveals=True)
        moved.params["slot"] = slot
        events.append(moved)
    else:
        state.market[slot] = -1


def buy_actions(state: EmergeState, seat: int) -> list[Action]:
    """``buy(token=...)``: one per distinct token type in the market, with 2 dice to pay."""
    if sum(state.dice[seat]) < T.token_cost:
        return []
    actions: list[Action] = []
    for token in state.market:
        if token >= 0:
            action = BUY[T.token_of[token]]
            if action not in actions:
                actions.append(action)
    return actions


BUY = tuple(act("buy", token=spec.key) for spec in T.token_types)


def start_buying(state: EmergeState, seat: int, action: Action, events: list[Event]) -> None:
    dice.ask_payment(state, seat, dice.ANY, T.token_cost, events, then="bought", ctx=(action,))


@KERNEL.answer("bought")
def _bought(state: EmergeState, prompt: Prompt, action: Action, events: list[Event]) -> None:
    seat = prompt.seat
    dice.spend(state, seat, action["dice"], events)
    key = prompt.ctx[0]["token"]
    slot = next(s for s, t in enumerate(state.market) if t >= 0 and token_type(t).key == key)
    token = state.market[slot]
    state.tokens[seat].append(token)
    state.fresh[seat].append(token)
    state.buying[seat] = True
    moved = ev_token_moved(token, "market", "tokens", seat, reveals=False)
    moved.params["slot"] = slot
    events.append(moved)
    refill(state, slot, events)


# --- instant tokens ---------------------------------------------------------------------------
def instant_actions(state: EmergeState, seat: int) -> list[Action]:
    """``use(token=...)`` for each instant token the seat can put to use now."""
    actions: list[Action] = []
    for token in state.usable_tokens(seat):
        spec = token_type(token)
        if spec.kind == "instant" and USE[spec.index] not in actions and _useful(state, seat, spec):
            actions.append(USE[spec.index])
    return actions


def _useful(state: EmergeState, seat: int, spec: TokenType) -> bool:
    if spec.effect == "reroll":
        return sum(state.dice[seat]) > 0
    return any(state.tiles_used[seat])


USE = tuple(act("use", token=spec.key) for spec in T.token_types)


def use_instant(state: EmergeState, seat: int, key: str, events: list[Event]) -> None:
    type_index = T.token_index[key]
    use(state, seat, type_index, events)
    if T.token_types[type_index].effect == "refresh_tiles":
        dice.refresh_tiles(state, seat, events)
    else:
        _ask_reroll(state, seat, (0,) * 6, events)


def _ask_reroll(state: EmergeState, seat: int, picked: tuple[int, ...], events: list[Event]):
    """Pick the dice to reroll one face at a time (``picked`` counts them by face)."""
    board = state.dice[seat]
    options = [dice.REROLL[f] for f in range(1, 7) if board[f - 1] > picked[f - 1]]
    if not any(picked):
        options.append(REROLL_ALL)
    else:
        options.append(DONE)
    KERNEL.ask(state, seat, "reroll_dice", options, events, then="rerolled", ctx=picked)


@KERNEL.answer("rerolled")
def _rerolled(state: EmergeState, prompt: Prompt, action: Action, events: list[Event]) -> None:
    seat, board, picked = prompt.seat, state.dice[prompt.seat], list(prompt.ctx)
    if action == REROLL_ALL:
        picked = board[:]
    elif action != DONE:
        picked[action["face"] - 1] += 1
        if any(board[f] > picked[f] for f in range(6)):
            _ask_reroll(state, seat, tuple(picked), events)
            return
    for space in range(6):
        board[space] -= picked[space]
    dice.roll(state, seat, sum(picked), events)


# --- triggered tokens -------------------------------------------------------------------------
@KERNEL.task("trigger")
def _offer_trigger(state: EmergeState, task: Task, events: list[Event]) -> None:
    when, island, used = task.args
    options = trigger_options(state, task.seat, when, island, used)
    if options:
        options.append(DECLINE)
        KERNEL.ask(state, task.seat, "trigger", options, events, then="triggered", ctx=task.args)


def trigger_options(
    state: EmergeState, seat: int, when: str, island: int, used: tuple[int, ...]
) -> list[Action]:
    """``use(token=..., island=...)`` for each of the seat's tokens that fires on ``when`` (one
    of each type per occasion) and can do something now."""
    options = []
    for type_index in sorted(usable_types(state, seat)):
        spec = T.token_types[type_index]
        if spec.when != when or type_index in used:
            continue
        targets = _crab_islands(state, seat) if when == "second_crab" else [island]
        for target in targets:
            if _can_take(state, spec.effect, target):
                options.append(act("use", token=spec.key, island=target))
    return options


def _can_take(state: EmergeState, effect: str, island: int) -> bool:
    if effect == "grow":
        return islands.can_grow(state, island)
    return islands.plant_room(state, island) > 0


def _crab_islands(state: EmergeState, seat: int) -> list[int]:
    """The seat's islands that received a Crab this round."""
    crab = 1 << CRAB
    return [
        index
        for index, island in enumerate(state.islands)
        if island[OWNER] == seat and island[NEW_ANIMALS] & crab
    ]


@KERNEL.answer("triggered")
def _triggered(state: EmergeState, prompt: Prompt, action: Action, events: list[Event]) -> None:
    if action == DECLINE:
        return
    seat = prompt.seat
    when, island, used = prompt.ctx
    type_index = T.token_index[action["token"]]
    use(state, seat, type_index, events)
    KERNEL.push(state, Task("trigger", seat, (when, island, (*used, type_index))))
    spec, target = T.token_types[type_index], action["island"]
    if spec.effect == "grow":
        islands.grow(state, target, events)
    else:
        islands.add_plants(state, target, spec.amount, events)

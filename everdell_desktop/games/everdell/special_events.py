"""The special Events' abilities, registered by key (the basic Events are data): what
claiming one does, and the work and decisions that follow.
"""

from __future__ import annotations

from everdell_desktop.core import Event
from everdell_desktop.core.kernel import DECLINE, DONE

from .data import RESOURCES
from .engine import (
    CARD,
    CARDS,
    EVENTS,
    RES_INDEX,
    act,
    amounts,
    answer,
    ask,
    ask_again,
    ask_any,
    card_of,
    draw,
    first_of,
    give_resources,
    hand_take,
    hand_titles,
    others,
    pay,
    push,
    remove_from_city,
    reveal,
    task,
)
from .places import (
    EVENT_CAN,
    EVENT_CLAIM,
    lift_worker,
    movable_spots,
    spot_action,
    spot_from_action,
    start_production,
)
from .state import HAND_LIMIT


def on_claim(key: str, can=None):
    def register(function):
        event = EVENTS_BY_KEY[key]
        EVENT_CLAIM[event] = function
        if can is not None:
            EVENT_CAN[event] = can
        return function

    return register


EVENTS_BY_KEY = {event.key: event.index for event in EVENTS}


def _add_event_points(state, seat, event, points):
    state.players[seat].event_points[event] += points


@on_claim("event.graduation_of_scholars")
def _graduation(state, seat, event, events):
    push(state, "beneath_from_hand", seat, event, 3)


@task("beneath_from_hand")
def _beneath_hand_task(state, task, events):
    seat, (event, left) = task.seat, task.args
    critters = [c for c in hand_titles(state.players[seat]) if CARDS[c].critter]
    if left > 0 and critters:
        options = [act("place_beneath", card=CARDS[c].key) for c in critters]
        ask_again(state, task, "place_beneath", [*options, DONE], events, EVENTS[event].key)


@answer("beneath_from_hand")
def _beneath_hand_answer(state, prompt, action, events):
    if action.kind == "done":
        return
    seat, (event, left) = prompt.seat, prompt.ctx
    uid = hand_take(state.players[seat], CARD[action["card"]])
    state.event_cards[event] = (*state.event_cards.get(event, ()), uid)
    _add_event_points(state, seat, event, 2)
    push(state, "beneath_from_hand", seat, event, left - 1)


@on_claim("event.brilliant_marketing_plan")
def _marketing(state, seat, event, events):
    push(state, "marketing", seat, event, 3)


@task("marketing")
def _marketing_task(state, task, events):
    seat, (event, left) = task.seat, task.args
    res = state.players[seat].res
    options = [
        act("give", res=RESOURCES[i], to=other)
        for i in range(4)
        if res[i]
        for other in others(state, seat)
    ]
    if left > 0 and options:
        ask_again(state, task, "give_resource", [*options, DONE], events, EVENTS[event].key)


@answer("marketing")
def _marketing_answer(state, prompt, action, events):
    if action.kind == "done":
        return
    seat, (event, left) = prompt.seat, prompt.ctx
    give_resources(state, seat, action["to"], _one(action["res"]), events)
    _add_event_points(state, seat, event, 2)
    push(state, "marketing", seat, event, left - 1)


def _one(name: str) -> tuple[int, int, int, int]:
    vector = [0, 0, 0, 0]
    vector[RES_INDEX[name]] = 1
    return tuple(vector)


def _place_on_event(resource: int, points_each: int):
    def claim(state, seat, event, events):
        top = min(3, state.players[seat].res[resource])
        ctx = (event, resource, points_each)
        options = amounts("place", top)
        ask(
            state, seat, "place_on_event", options, events, "place_on_event", ctx, EVENTS[event].key
        )

    return claim


@answer("place_on_event")
def _place_on_event_answer(state, prompt, action, events):
    seat, (event, resource, points_each) = prompt.seat, prompt.ctx
    vector = [0, 0, 0, 0]
    vector[resource] = action["n"]
    pay(state, seat, vector, events)
    _add_event_points(state, seat, event, points_each * action["n"])


EVENT_CLAIM[EVENTS_BY_KEY["event.performer_in_residence"]] = _place_on_event(3, 2)
EVENT_CLAIM[EVENTS_BY_KEY["event.evening_of_fireworks"]] = _place_on_event(0, 2)


@on_claim("event.capture_of_the_acorn_thieves")
def _acorn_thieves(state, seat, event, events):
    push(state, "beneath_from_city", seat, event, 2)


@task("beneath_from_city")
def _beneath_city_task(state, task, events):
    seat, (event, left) = task.seat, task.args
    critters = [
        cc.uid for cc in state.players[seat].city if CARDS[cc.card].critter and not cc.workers
    ]
    if left > 0 and critters:
        options = [act("place_beneath", card=uid) for uid in critters]
        ask_again(state, task, "place_beneath", [*options, DONE], events, EVENTS[event].key)


@answer("beneath_from_city")
def _beneath_city_answer(state, prompt, action, events):
    if action.kind == "done":
        return
    seat, (event, left) = prompt.seat, prompt.ctx
    removed = remove_from_city(state, seat, action["card"], events)
    state.discard.remove(removed.uid)
    state.event_cards[event] = (*state.event_cards.get(event, ()), removed.uid)
    _add_event_points(state, seat, event, 3)
    push(state, "beneath_from_city", seat, event, left - 1)


def _croak_can(state, seat):
    player = state.players[seat]
    return player.res[3] >= 2 and len(player.city) >= 2


@on_claim("event.croak_wart_cure", can=_croak_can)
def _croak_wart_cure(state, seat, event, events):
    pay(state, seat, (0, 0, 0, 2), events)
    push(state, "croak_discard", seat, 2)


@task("croak_discard")
def _croak_task(state, task, events):
    cards = [cc.uid for cc in state.players[task.seat].city if not cc.workers]
    if task.args[0] > 0 and cards:
        options = [act("pick", card=uid) for uid in cards]
        ask_again(state, task, "remove_card", options, events, "event.croak_wart_cure")


@answer("croak_discard")
def _croak_answer(state, prompt, action, events):
    seat, (left,) = prompt.seat, prompt.ctx
    remove_from_city(state, seat, action["card"], events)
    push(state, "croak_discard", seat, left - 1)


@on_claim("event.well_run_city")
def _well_run_city(state, seat, event, events):
    spots = movable_spots(state, seat)
    if spots:
        options = [spot_action(spot) for spot in spots]
        ask(
            state, seat, "recall_worker", [*options, DECLINE], events, "well_run", source="well_run"
        )


@answer("well_run")
def _well_run_answer(state, prompt, action, events):
    if action.kind != "decline":
        lift_worker(state, prompt.seat, spot_from_action(state, prompt.seat, action), events)


@on_claim("event.tax_relief")
def _tax_relief(state, seat, event, events):
    start_production(state, seat)


@on_claim("event.under_new_management")
def _under_new_management(state, seat, event, events):
    push(state, "new_management", seat, event, 3)


@task("new_management")
def _management_task(state, task, events):
    seat, (event, left) = task.seat, task.args
    res = state.players[seat].res
    options = [act("place", res=RESOURCES[i]) for i in range(4) if res[i]]
    if left > 0 and options:
        ask_again(state, task, "place_on_event", [*options, DONE], events, EVENTS[event].key)


@answer("new_management")
def _management_answer(state, prompt, action, events):
    if action.kind == "done":
        return
    seat, (event, left) = prompt.seat, prompt.ctx
    resource = RES_INDEX[action["res"]]
    pay(state, seat, _one(action["res"]), events)
    _add_event_points(state, seat, event, 2 if resource in (1, 2) else 1)
    push(state, "new_management", seat, event, left - 1)


@on_claim("event.ancient_scrolls_discovered")
def _ancient_scrolls(state, seat, event, events):
    reveal(state, 5, events)
    push(state, "scrolls", seat, event)


SCROLL_CHOICES = (act("keep"), act("place_beneath"), act("discard"))


@task("scrolls")
def _scrolls_task(state, task, events):
    seat = task.seat
    if not state.revealed:
        return
    options = list(SCROLL_CHOICES)
    if len(state.players[seat].hand) >= HAND_LIMIT:
        options.remove(SCROLL_CHOICES[0])
    ask_again(state, task, "scroll_card", options, events, card_of(state.revealed[0]).key)


@answer("scrolls")
def _scrolls_answer(state, prompt, action, events):
    seat, (event,) = prompt.seat, prompt.ctx
    uid = state.revealed.pop(0)
    if action.kind == "keep":
        state.players[seat].hand.append(uid)
    elif action.kind == "place_beneath":
        state.event_cards[event] = (*state.event_cards.get(event, ()), uid)
        _add_event_points(state, seat, event, 1)
    else:
        state.discard.append(uid)
    events.append(Event("scroll_resolved", {"seat": seat, "choice": action.kind}))
    push(state, "scrolls", seat, event)


@on_claim("event.pristine_chapel_ceiling")
def _pristine_chapel(state, seat, event, events):
    chapel = first_of(state.players[seat], CARD["chapel"])
    tokens = chapel.tokens if chapel else 0
    draw(state, seat, tokens, events)
    ask_any(state, seat, tokens, "event.pristine_chapel_ceiling")

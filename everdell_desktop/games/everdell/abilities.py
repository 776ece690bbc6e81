"""Every card's and Forest location's ability, registered by key (the special Events' are in
``special_events.py``).

Plain "gain X / draw N" abilities are data (``effect`` in cards.json); everything else is here.
Each ability opens at most one decision at a time; follow-up work goes on the task stack.
"""

from __future__ import annotations

from everdell_desktop.core import Action, Event
from everdell_desktop.core import events as ev
from everdell_desktop.core.kernel import DECLINE, DONE

from .data import RESOURCES
from .engine import (
    CARD,
    CARDS,
    ON_PLAY,
    RES_INDEX,
    UID_CARD,
    act,
    add_tokens,
    amounts,
    answer,
    ask,
    ask_again,
    ask_any,
    card_of,
    city_count,
    city_find,
    city_has,
    deck_pop,
    discard_revealed,
    draw,
    drew,
    first_of,
    gain,
    give_card,
    give_resources,
    hand_limit,
    hand_take,
    hand_titles,
    meadow_plays,
    meadow_take,
    meadow_titles,
    others,
    pairs,
    pay,
    push,
    receives,
    remove_from_city,
    reveal,
    task,
)
from .places import (
    BASIC,
    DISCARD_DONE,
    FOREST_SPECIAL,
    LOC_INDEX,
    LOC_KEYS,
    PERMANENT,
    VISIT,
    VISIT_CAN,
    VISIT_SLOTS,
    activate_location,
    do_place,
    lift_worker,
    meeple_of,
    movable_spots,
    place_of,
    placement_actions,
    spot_action,
    spot_from_action,
    start_discard,
    start_meadow_take,
    take_into_hand,
)
from .play import activate, discount_playable, discounted_options, free_options, resolve_play
from .scoring import END_BONUS
from .state import HAND_LIMIT, EverdellState

PRODUCTION = 0
FREE_PLAY_POINTS = 3  # Queen and Postal Pigeon: cards worth up to 3 points
STOREHOUSE_STOCK = {"twig": 3, "resin": 2, "pebble": 1, "berry": 2}


def on_play(key: str):
    def register(function):
        ON_PLAY[CARD[key]] = function
        return function

    return register


def visit(key: str, can=None, permanent: bool = False, second_space_by: str | None = None):
    def register(function):
        card = CARD[key]
        VISIT[card] = function
        if can is not None:
            VISIT_CAN[card] = can
        if permanent:
            PERMANENT.add(card)
        if second_space_by is not None:
            VISIT_SLOTS[card] = CARD[second_space_by]
        return function

    return register


def opponents_choice(state: EverdellState, seat: int, **extra) -> list[Action]:
    return [act("give", to=other, **extra) for other in others(state, seat)]


# --- Production (green) ------------------------------------------------------------------
@on_play("barge_toad")
def _barge_toad(state, seat, cc, events, paid, copied):
    farms = city_count(state.players[seat], CARD["farm"])
    gain(state, seat, (2 * farms, 0, 0, 0), events)


@on_play("general_store")
def _general_store(state, seat, cc, events, paid, copied):
    extra = 1 if city_has(state.players[seat], CARD["farm"]) else 0
    gain(state, seat, (0, 0, 0, 1 + extra), events)


@on_play("husband")
def _husband(state, seat, cc, events, paid, copied):
    player = state.players[seat]
    if not city_has(player, CARD["farm"]):
        return
    husbands = [c.uid for c in player.city if c.card == CARD["husband"]]
    paired = pairs(player) >= (1 if copied else husbands.index(cc.uid) + 1)
    if paired:
        ask_any(state, seat, 1, "husband")


def _pay_for_points(state, seat, resource: int, limit: int, source: str, events):
    top = min(limit, state.players[seat].res[resource])
    options = amounts("pay", top)
    ask(state, seat, "pay_for_points", options, events, "pay_points", (resource,), source)


@answer("pay_points")
def _pay_points_answer(state, prompt, action, events):
    seat, (resource,) = prompt.seat, prompt.ctx
    vector = [0, 0, 0, 0]
    vector[resource] = action["n"]
    pay(state, seat, vector, events)
    add_tokens(state, seat, action["n"], events)


@on_play("doctor")
def _doctor(state, seat, cc, events, paid, copied):
    _pay_for_points(state, seat, 3, 3, "doctor", events)


@on_play("woodcarver")
def _woodcarver(state, seat, cc, events, paid, copied):
    _pay_for_points(state, seat, 0, 3, "woodcarver", events)


@on_play("chip_sweep")
def _chip_sweep(state, seat, cc, events, paid, copied):
    player = state.players[seat]
    options, seen = [], []
    for other in player.city:
        info = CARDS[other.card]
        if info.color == PRODUCTION and other.card not in (CARD["chip_sweep"], *seen):
            seen.append(other.card)
            options.append(act("copy", card=other.uid))
    if options:
        ask(state, seat, "copy_production", options, events, "copy_card", source="chip_sweep")


@on_play("miner_mole")
def _miner_mole(state, seat, cc, events, paid, copied):
    options = []
    # an opponent's Storehouse would only be stocked for its owner (rulings.md)
    excluded = (CARD["miner_mole"], CARD["chip_sweep"], CARD["storehouse"])
    for other in others(state, seat):
        seen = []
        for target in state.players[other].city:
            if CARDS[target.card].color == PRODUCTION and target.card not in (*excluded, *seen):
                seen.append(target.card)
                options.append(act("copy", card=target.uid))
    if options:
        ask(state, seat, "copy_production", options, events, "copy_card", source="miner_mole")


@answer("copy_card")
def _copy_answer(state, prompt, action, events):
    for player in state.players:
        target = city_find(player, action["card"])
        if target is not None:
            activate(state, prompt.seat, target, events, copied=True)
            return


@on_play("monk")
def _monk(state, seat, cc, events, paid, copied):
    top = min(2, state.players[seat].res[3])
    options = [
        act("give", to=other, n=count)
        for count in range(1, top + 1)
        for other in others(state, seat)
    ]
    ask(state, seat, "give_berries", [*options, DECLINE], events, "monk", source="monk")


@answer("monk")
def _monk_answer(state, prompt, action, events):
    if action.kind == "decline":
        return
    seat, count = prompt.seat, action["n"]
    give_resources(state, seat, action["to"], (0, 0, 0, count), events)
    add_tokens(state, seat, 2 * count, events)


@on_play("peddler")
def _peddler(state, seat, cc, events, paid, copied):
    push(state, "peddler", seat, 0)


@task("peddler")
def _peddler_task(state, task, events):
    seat, (count,) = task.seat, task.args
    res = state.players[seat].res
    options = [act("pay", res=RESOURCES[i]) for i in range(4) if res[i]]
    if count >= 2 or not options:
        ask_any(state, seat, count, "peddler")
        return
    ask_again(state, task, "pay_resource", [*options, DONE], events, "peddler")


@answer("peddler")
def _peddler_answer(state, prompt, action, events):
    seat, (count,) = prompt.seat, prompt.ctx
    if action.kind == "done":
        ask_any(state, seat, count, "peddler")
        return
    vector = [0, 0, 0, 0]
    vector[RES_INDEX[action["res"]]] = 1
    pay(state, seat, vector, events)
    push(state, "peddler", seat, count + 1)


@on_play("storehouse")
def _storehouse(state, seat, cc, events, paid, copied):
    """Stock this Storehouse (a Chip Sweep copying it stocks it too: rulings.md)."""
    options = [act("stock", res=name) for name in STOREHOUSE_STOCK]
    ask(state, seat, "storehouse", options, events, "storehouse", (cc.uid,), "storehouse")


@answer("storehouse")
def _storehouse_answer(state, prompt, action, events):
    seat, (uid,) = prompt.seat, prompt.ctx
    vector = [0, 0, 0, 0]
    vector[RES_INDEX[action["res"]]] = STOREHOUSE_STOCK[action["res"]]
    target = city_find(state.players[seat], uid)
    target.stored = tuple(a + b for a, b in zip(target.stored, vector, strict=True))
    events.append(Event("stored", {"seat": seat, "resources": tuple(vector)}))


@on_play("teacher")
def _teacher(state, seat, cc, events, paid, copied):
    drawn = []
    for _ in range(2):
        uid = deck_pop(state, events)
        if uid >= 0:
            drawn.append(uid)
    if not drawn:
        return
    state.revealed.extend(drawn)
    events.append(Event("cards_drawn", {"seat": seat, "count": len(drawn), "reveals": True}))
    options = [act("keep", card=card_of(uid).key) for uid in drawn]
    ask(state, seat, "keep_card", options, events, "teacher_keep", (len(drawn),), "teacher")


@answer("teacher_keep")
def _teacher_keep(state, prompt, action, events):
    """The Teacher's cards are the last ``count`` revealed ones (another effect may have
    revealed cards before them): keep one of those, give the other one away."""
    seat, (count,) = prompt.seat, prompt.ctx
    player = state.players[seat]
    own = len(state.revealed) - count
    card = CARD[action["card"]]
    position = next(
        i for i in range(own, len(state.revealed)) if UID_CARD[state.revealed[i]] == card
    )
    uid = state.revealed.pop(position)
    if len(player.hand) < hand_limit(state, seat):
        player.hand.append(uid)
    else:
        state.discard.append(uid)
    drew(state, seat, count, events)
    if count == 2:
        options = opponents_choice(state, seat)
        ask(state, seat, "give_card", options, events, "teacher_give", source="teacher")


@answer("teacher_give")
def _teacher_give(state, prompt, action, events):
    uid = state.revealed.pop()  # the Teacher's other card, the last one revealed
    give_card(state, prompt.seat, action["to"], uid, events)


# --- Traveler (tan) ----------------------------------------------------------------------
@on_play("bard")
def _bard(state, seat, cc, events, paid, copied):
    start_discard(state, seat, "bard", 5)


DISCARD_DONE["bard"] = lambda state, seat, count, events: add_tokens(state, seat, count, events)


@on_play("postal_pigeon")
def _postal_pigeon(state, seat, cc, events, paid, copied):
    push(state, "discard_revealed", seat)
    shown = reveal(state, 2, events)
    options = []
    for card in dict.fromkeys(UID_CARD[uid] for uid in shown):
        if CARDS[card].points <= FREE_PLAY_POINTS:
            options.extend(free_options(state, seat, card, "revealed"))
    if options:
        options.append(DECLINE)
        ask(state, seat, "free_play", options, events, "free_play", source="postal_pigeon")


@task("discard_revealed")
def _discard_revealed_task(state, task, events):
    discard_revealed(state, events)


@answer("free_play")
def _free_play_answer(state, prompt, action, events):
    if action.kind != "decline":
        resolve_play(state, prompt.seat, action, events)


@on_play("ranger")
def _ranger(state, seat, cc, events, paid, copied):
    spots = movable_spots(state, seat)
    if spots:
        options = [spot_action(spot) for spot in spots]
        ask(state, seat, "move_worker", [*options, DECLINE], events, "ranger", source="ranger")


@answer("ranger")
def _ranger_answer(state, prompt, action, events):
    if action.kind == "decline":
        return
    seat = prompt.seat
    spot = spot_from_action(state, seat, action)
    lift_worker(state, seat, spot, events)
    options = placement_actions(state, seat, exclude=place_of(spot), meeple=meeple_of(spot))
    ask(state, seat, "place_worker", options, events, "place_worker", source="ranger")


@answer("place_worker")
def _place_worker_answer(state, prompt, action, events):
    do_place(state, prompt.seat, action, events)


@on_play("ruins")
def _ruins(state, seat, cc, events, paid, copied):
    options = [
        act("ruin", card=other.uid)
        for other in state.players[seat].city
        if not CARDS[other.card].critter and other.uid != cc.uid and not other.workers
    ]
    if options:
        ask(state, seat, "ruin", options, events, "ruins", source="ruins")


@answer("ruins")
def _ruins_answer(state, prompt, action, events):
    seat = prompt.seat
    ruined = remove_from_city(state, seat, action["card"], events)
    gain(state, seat, CARDS[ruined.card].cost, events)
    draw(state, seat, 2, events)


@on_play("shepherd")
def _shepherd(state, seat, cc, events, paid, copied):
    gain(state, seat, (0, 0, 0, 3), events)
    chapel = first_of(state.players[seat], CARD["chapel"])
    add_tokens(state, seat, chapel.tokens if chapel else 0, events)
    if any(paid):
        ask(state, seat, "give_payment", opponents_choice(state, seat), events, "shepherd", (paid,))


@answer("shepherd")
def _shepherd_answer(state, prompt, action, events):
    """The Shepherd's payment goes to an opponent (nothing left to pay with: it was paid)."""
    (paid,) = prompt.ctx
    if receives(state, action["to"]):
        gain(state, action["to"], paid, events)


@on_play("undertaker")
def _undertaker(state, seat, cc, events, paid, copied):
    start_meadow_take(state, seat, 1, "undertaker")
    push(state, "refill_meadow", seat)
    push(state, "meadow_discard", seat, 3)


@task("meadow_discard")
def _meadow_discard_task(state, task, events):
    titles = meadow_titles(state)
    if task.args[0] > 0 and titles:
        options = [act("discard", card=CARDS[card].key) for card in titles]
        ask_again(state, task, "discard_from_meadow", options, events, "undertaker")


@answer("meadow_discard")
def _meadow_discard_answer(state, prompt, action, events):
    seat, (count,) = prompt.seat, prompt.ctx
    uid = meadow_take(state, CARD[action["card"]])
    state.discard.append(uid)
    params = {"card": action["card"], "from_zone": "meadow", "to_zone": "discard"}
    events.append(Event(ev.CARD_MOVED, {**params, "seat": seat}))
    push(state, "meadow_discard", seat, count - 1)


# --- Destinations (red) and the Storehouse's worker space ---------------------------------
@visit("chapel")
def _chapel(state, seat, owner, cc, events):
    cc.tokens += 1
    draw(state, seat, 2 * cc.tokens, events)


@visit("lookout")
def _lookout(state, seat, owner, cc, events):
    options = [act("copy", loc=LOC_KEYS[loc]) for loc in range(len(BASIC))]
    options += [act("copy", loc=LOC_KEYS[loc]) for loc in state.forest]
    ask(state, seat, "copy_location", options, events, "copy_location", source="lookout")


@answer("copy_location")
def _copy_location_answer(state, prompt, action, events):
    lessen = prompt.ctx[0] if prompt.ctx else None
    activate_location(state, prompt.seat, LOC_INDEX[action["loc"]], events, lessen)


def _university_targets(state, seat):
    return [
        other.uid
        for other in state.players[seat].city
        if other.card != CARD["university"] and not other.workers
    ]


@visit("university", can=lambda state, seat, owner, cc: bool(_university_targets(state, seat)))
def _university(state, seat, owner, cc, events):
    options = [act("pick", card=uid) for uid in _university_targets(state, seat)]
    ask(state, seat, "remove_card", options, events, "university", source="university")


@answer("university")
def _university_answer(state, prompt, action, events):
    seat = prompt.seat
    removed = remove_from_city(state, seat, action["card"], events)
    gain(state, seat, CARDS[removed.card].cost, events)
    add_tokens(state, seat, 1, events)
    ask_any(state, seat, 1, "university")


def _queen_options(state, seat):
    options = []
    for card in hand_titles(state.players[seat]):
        if CARDS[card].points <= FREE_PLAY_POINTS:
            options.extend(free_options(state, seat, card, "hand"))
    for card, src in meadow_plays(state):
        if CARDS[card].points <= FREE_PLAY_POINTS:
            options.extend(free_options(state, seat, card, src))
    return options


@visit("queen", can=lambda state, seat, owner, cc: bool(_queen_options(state, seat)))
def _queen(state, seat, owner, cc, events):
    options = [*_queen_options(state, seat), DECLINE]
    ask(state, seat, "free_play", options, events, "free_play", source="queen")


def _inn_options(state, seat):
    options = []
    for card, src in meadow_plays(state):
        options.extend(discounted_options(state, seat, card, src, 3))
    return options


def _inn_open(state, seat, owner, cc) -> bool:
    """Whether some Meadow card can be played at the Inn: stops at the first (the placement
    check runs at every turn of every playout)."""
    return any(discount_playable(state, seat, card, src, 3) for card, src in meadow_plays(state))


@visit("inn", can=_inn_open)
def _inn(state, seat, owner, cc, events):
    ask(state, seat, "play_card", _inn_options(state, seat), events, "play", source="inn")


@answer("play")
def _play_answer(state, prompt, action, events):
    if action.kind != "decline":
        resolve_play(state, prompt.seat, action, events)


@visit("post_office", can=lambda state, seat, owner, cc: len(state.players[seat].hand) >= 2)
def _post_office(state, seat, owner, cc, events):
    ask(state, seat, "choose_opponent", opponents_choice(state, seat), events, "post_office")


@answer("post_office")
def _post_office_answer(state, prompt, action, events):
    seat = prompt.seat
    push(state, "discard_seq", seat, "post_office", 0, HAND_LIMIT, False)
    push(state, "give_cards", seat, action["to"], 2)


@task("give_cards")
def _give_cards_task(state, task, events):
    titles = hand_titles(state.players[task.seat])
    if task.args[1] > 0 and titles:
        options = [act("give", card=CARDS[card].key) for card in titles]
        ask_again(state, task, "give_card", options, events, "post_office")


@answer("give_cards")
def _give_cards_answer(state, prompt, action, events):
    seat, (to, count) = prompt.seat, prompt.ctx
    uid = hand_take(state.players[seat], CARD[action["card"]])
    give_card(state, seat, to, uid, events)
    push(state, "give_cards", seat, to, count - 1)


DISCARD_DONE["post_office"] = lambda state, seat, count, events: draw(
    state, seat, HAND_LIMIT, events, to_limit=True
)


@visit(
    "monastery",
    can=lambda state, seat, owner, cc: sum(state.players[seat].res) >= 2,
    permanent=True,
    second_space_by="monk",
)
def _monastery(state, seat, owner, cc, events):
    push(state, "monastery", seat, (0, 0, 0, 0))


@task("monastery")
def _monastery_task(state, task, events):
    seat, (chosen,) = task.seat, task.args
    if sum(chosen) == 2:
        options = opponents_choice(state, seat)
        ask_again(state, task, "choose_opponent", options, events, "monastery")
        return
    res = state.players[seat].res
    options = [act("pay", res=RESOURCES[i]) for i in range(4) if res[i] > chosen[i]]
    ask_again(state, task, "pay_resource", options, events, "monastery")


@answer("monastery")
def _monastery_answer(state, prompt, action, events):
    seat, (chosen,) = prompt.seat, prompt.ctx
    if action.kind == "give":
        give_resources(state, seat, action["to"], chosen, events)
        add_tokens(state, seat, 4, events)
        return
    vector = list(chosen)
    vector[RES_INDEX[action["res"]]] += 1
    push(state, "monastery", seat, tuple(vector))


def _cemetery_piles(state):
    piles = []
    if state.deck or state.discard:
        piles.append(act("reveal_from", pile="deck"))
    if state.discard:
        piles.append(act("reveal_from", pile="discard"))
    return piles


@visit(
    "cemetery",
    can=lambda state, seat, owner, cc: bool(_cemetery_piles(state)),
    permanent=True,
    second_space_by="undertaker",
)
def _cemetery(state, seat, owner, cc, events):
    ask(state, seat, "choose_pile", _cemetery_piles(state), events, "cemetery", source="cemetery")


@answer("cemetery")
def _cemetery_answer(state, prompt, action, events):
    seat = prompt.seat
    push(state, "discard_revealed", seat)
    if action["pile"] == "deck":
        shown = reveal(state, 4, events)
    else:
        shown = state.discard[-4:]
        del state.discard[-4:]
        state.revealed.extend(shown)
        events.append(Event("cards_revealed", {"cards": tuple(shown)}))
    options = []
    for card in dict.fromkeys(UID_CARD[uid] for uid in shown):
        options.extend(free_options(state, seat, card, "revealed"))
    if options:
        options.append(DECLINE)
        ask(state, seat, "free_play", options, events, "free_play", source="cemetery")


@visit("storehouse", can=lambda state, seat, owner, cc: owner == seat and any(cc.stored))
def _storehouse_visit(state, seat, owner, cc, events):
    gain(state, seat, cc.stored, events)
    cc.stored = (0, 0, 0, 0)


# --- Forest locations with their own rules -----------------------------------------------
# Each takes ``lessen``: what a Weather makes the visit gain 1 fewer of (None: nothing).
def _forest_draw_two_each(state, seat, events, lessen):
    start_discard(state, seat, "forest_draw", HAND_LIMIT)


def _forest_discard_for_resources(state, seat, events, lessen):
    start_discard(state, seat, "forest_any" if lessen is None else "forest_any_less", 3)


DISCARD_DONE["forest_draw"] = lambda state, seat, count, events: draw(
    state, seat, 2 * count, events
)
DISCARD_DONE["forest_any"] = lambda state, seat, count, events: ask_any(
    state, seat, count, "forest"
)
DISCARD_DONE["forest_any_less"] = lambda state, seat, count, events: ask_any(
    state, seat, count - 1, "forest"
)
FOREST_SPECIAL["discard_draw_two_each"] = _forest_draw_two_each
FOREST_SPECIAL["discard_three_any_each"] = _forest_discard_for_resources


def _forest_copy_basic(state, seat, events, lessen):
    """The card is drawn first, so the player sees it before choosing (rulings.md); a
    Weather that lessens the Forest visit lessens the copied location's resources."""
    draw(state, seat, 1, events)
    options = [act("copy", loc=LOC_KEYS[loc]) for loc in range(len(BASIC))]
    ctx = () if lessen is None else ("resources",)
    ask(state, seat, "copy_location", options, events, "copy_location", ctx, "forest")


FOREST_SPECIAL["copy_basic_draw"] = _forest_copy_basic


def _forest_meadow_two(state, seat, events, lessen):
    push(state, "forest_take", seat, 2, ())


FOREST_SPECIAL["meadow_two_play_one"] = _forest_meadow_two


@task("forest_take")
def _forest_take_task(state, task, events):
    """Take up to two Meadow cards; then refill the Meadow and offer to play one of them."""
    seat, (count, taken) = task.seat, task.args
    titles = meadow_titles(state)
    if count <= 0 or not titles or len(state.players[seat].hand) >= HAND_LIMIT:
        push(state, "forest_play", seat, taken)
        push(state, "refill_meadow", seat)
        return
    options = [act("take", card=CARDS[card].key) for card in titles]
    ask_again(state, task, "take_from_meadow", options, events, "forest")


@answer("forest_take")
def _forest_take_answer(state, prompt, action, events):
    seat, (count, taken) = prompt.seat, prompt.ctx
    take_into_hand(state, seat, action["card"], events)
    push(state, "forest_take", seat, count - 1, (*taken, CARD[action["card"]]))


@task("forest_play")
def _forest_play_task(state, task, events):
    seat, (taken,) = task.seat, task.args
    options = []
    for card in dict.fromkeys(taken):
        options.extend(discounted_options(state, seat, card, "hand", 1))
    if options:
        options.append(DECLINE)
        ask(state, seat, "play_card", options, events, "play", source="forest")


def unimplemented_cards() -> list[str]:
    """Cards whose ability is neither data nor registered code (none should be listed)."""
    missing = []
    for info in CARDS:
        has = (
            info.gain is not None
            or info.draw
            or info.index in ON_PLAY
            or info.index in VISIT
            or info.index in END_BONUS
            or info.key in PASSIVE
        )
        if not has:
            missing.append(info.key)
    return missing


# Cards whose ability lives in the paying, city-entry or season rules (play.py, places.py).
PASSIVE = {
    "clock_tower",
    "courthouse",
    "crane",
    "dungeon",
    "fool",
    "historian",
    "innkeeper",
    "judge",
    "shopkeeper",
}

"""The effect interpreter: the glossary's vocabulary, run on the resolution kernel.

An effect is a compiled tuple ``(op, *args)`` from ``data.compile_effects`` or one of the
engine's own steps (ops starting with ``_``). :func:`push` queues effects as kernel tasks
(``core.kernel.Task``: ``kind`` = op, ``args`` = the rest, ``seat``, ``source`` — what caused
it, which ``Prompt.source`` repeats), so a turn can stop at a prompt and resume when the prompt
is answered. Answers are ``<prompt kind>(pick=<option>)``, or ``decline()`` for an optional
choice left alone.

Data vocabulary:

* ``gain vec`` resources, Emeralds, Harps, point tokens; ``gain_any n`` resources of choice
* ``draw n``, ``draw_to_limit``, ``draw_plateau n``, ``discard n``
* ``play_top`` play the deck's top card into your city for free
* ``activate_green`` a Production card in your city or in the Plateau
* ``upgrade`` a card in your city; ``excavate`` move the Archaeologist one step for free
* ``receive pay cards effects times`` pay resources and/or discards to gain, up to n times
* ``copy_die n``; ``artifacts n`` draw n keep 1; ``realm``; ``choose_one options``
* board only: ``market_dice n mult chosen`` (the River Market), ``all_dice``
* ``custom code n``: the abilities registered in :data:`CUSTOM`

Every choice is a Prompt; optional ones offer ``decline()`` ("All card abilities are
optional"). A prompt with one mandatory answer resolves at once.

Extension points for a solo bot (Professor Koto, ``koto/``), the only ones it uses:

* ``task`` and ``answer`` (the kernel's decorators) add its own ops and prompt kinds (at import
  time); it may not replace an engine op.
* the kernel never prompts a bot's place (``core.kernel.is_bot``): an optional choice offered
  to it is declined.
* :func:`begin_next_season`, :func:`return_meeples`, :data:`NEW_MEEPLES`, :func:`gain_realm` and
  :func:`offer_reactivation` are the shared steps of the rules that his turns reuse.
"""

from __future__ import annotations

from collections.abc import Callable

from everdell_desktop.core import Action, Event
from everdell_desktop.core import kernel as kn
from everdell_desktop.core.kernel import DECLINE, Kernel, Task

from .data import (
    AUTUMN,
    DESTINATION,
    PRODUCTION,
    RESOURCES,
    SPRING,
    SUPPLY,
    TRAVELER,
    WINTER,
    tables,
)
from .state import SPACE_EMPTY, EmerlandState

T = tables()
DESIGNS = T.designs
CARD_DESIGN = T.card_design
HAND_LIMIT = 6
LOST_CITY = len(T.path_steps) + 1

KERNEL = Kernel(answer_single_at_once=True)
task = KERNEL.task  # decorator: the handler(state, task, events) of an effect op
answer = KERNEL.answer  # decorator: the handler(state, prompt, action, events) of an answer


def emit(events: list[Event], kind: str, /, **params) -> None:
    events.append(Event(kind, params))


def design_of(cid: int):
    return DESIGNS[CARD_DESIGN[cid]]


def side_of(state: EmerlandState, cid: int):
    return DESIGNS[CARD_DESIGN[cid]].sides[state.upgraded[cid]]


def push(state: EmerlandState, seat: int, effects: tuple, source: str | None) -> None:
    """Queue effects so that the first one resolves next. ``source`` names what caused them
    (``card.<cid>``, a board location id, ``artifact.<id>``, ``path``, ``prepare``); prompts
    opened by these effects carry it."""
    KERNEL.push_all(state, [Task(effect[0], seat, effect[1:], source) for effect in effects])


# --- supply ---------------------------------------------------------------------------------
def gain(state: EmerlandState, seat: int, vec: tuple, events: list[Event], mult: int = 1) -> None:
    kn.gain(state.supply[seat], vec, SUPPLY, seat, events, mult)


def pay(state: EmerlandState, seat: int, vec: tuple, events: list[Event]) -> None:
    kn.pay(state.supply[seat], vec, SUPPLY, seat, events)


def can_pay(state: EmerlandState, seat: int, vec: tuple) -> bool:
    # A plain loop with an early exit: this is the hottest check in legal_actions.
    for have, need in zip(state.supply[seat], vec, strict=False):  # noqa: SIM110 (speed)
        if have < need:
            return False
    return True


# --- cards ----------------------------------------------------------------------------------
def ensure_deck(state: EmerlandState, events: list[Event]) -> bool:
    """When the deck is empty, shuffle the discard pile into a new deck. False: no cards."""
    return kn.refill_deck(state, events)


def pop_deck(state: EmerlandState, events: list[Event]) -> int | None:
    """Take the deck's top card (reshuffling the discard pile first when needed)."""
    return kn.draw_top(state, events)


def draw_cards(state: EmerlandState, seat: int, n: int, events: list[Event]) -> None:
    """Draw from the deck; the hand limit of 6 is never exceeded."""
    hand = state.hands[seat]
    for _ in range(min(n, HAND_LIMIT - len(hand))):
        cid = pop_deck(state, events)
        if cid is None:
            return
        hand.append(cid)
        emit(
            events,
            "card_moved",
            card=cid,
            from_zone="deck",
            to_zone="hand",
            seat=seat,
            reveals=True,
        )


def refill_plateau(state: EmerlandState, events: list[Event]) -> None:
    """Fill empty Plateau slots from the deck; a duplicate joins its twin's stack."""
    plateau = state.plateau
    while any(not slot for slot in plateau):
        cid = pop_deck(state, events)
        if cid is None:
            return
        design = CARD_DESIGN[cid]
        twins = [i for i, slot in enumerate(plateau) if slot and CARD_DESIGN[slot[0]] == design]
        index = twins[0] if twins else next(i for i, slot in enumerate(plateau) if not slot)
        plateau[index].append(cid)
        emit(
            events,
            "card_moved",
            card=cid,
            from_zone="deck",
            to_zone="plateau",
            slot=index,
            reveals=True,
        )


def plateau_slot(state: EmerlandState, cid: int) -> int:
    for index, slot in enumerate(state.plateau):
        if cid in slot:
            return index
    return -1


def discard_from_hand(state: EmerlandState, seat: int, cid: int, events: list[Event]) -> None:
    kn.discard_card(state.hands[seat], cid, state.discard, seat, events)


def distinct_cards(cards: list[int]) -> list[int]:
    """One instance per design (the lowest id): equal cards are equal choices."""
    seen: dict[int, int] = {}
    for cid in cards:
        design = CARD_DESIGN[cid]
        if design not in seen or cid < seen[design]:
            seen[design] = cid
    return sorted(seen.values())


def has_city_space(state: EmerlandState, seat: int) -> bool:
    return len(state.cities[seat]) < 12 + len(state.realms[seat])


def place_in_city(
    state: EmerlandState,
    seat: int,
    cid: int,
    upgraded: bool,
    from_zone: str,
    events: list[Event],
    slot: int = -1,
) -> None:
    """Put a card into a city and queue, in the rulebook's timing order, its own effect
    (Production and Traveler) and then the Governance triggers of cards already there."""
    city = state.cities[seat]
    state.upgraded[cid] = upgraded
    design = design_of(cid)
    triggered: list[int] = []
    kind = "critter" if design.critter else "construction"
    for other in city:
        side = side_of(state, other)
        if side.trigger != "on_play":
            continue
        if side.card_kind is not None and side.card_kind != kind:
            continue
        if side.card_color is not None and side.card_color != design.color:
            continue
        triggered.append(other)
    city.append(cid)
    emit(
        events,
        "card_moved",
        card=cid,
        from_zone=from_zone,
        to_zone="city",
        seat=seat,
        upgraded=upgraded,
        slot=slot,
    )
    for other in reversed(triggered):
        push(state, seat, side_of(state, other).effects, f"card.{other}")
    side = design.sides[upgraded]
    if side.trigger == "when_played":
        push(state, seat, side.effects, f"card.{cid}")


def upgrade_card(state: EmerlandState, seat: int, cid: int, events: list[Event]) -> None:
    """Flip a city card to its upgraded side and activate it as its type says."""
    state.upgraded[cid] = True
    emit(events, "card_upgraded", card=cid, seat=seat)
    design = design_of(cid)
    side = design.sides[1]
    source = f"card.{cid}"
    push(state, seat, side.on_upgrade, source)
    if design.color == DESTINATION:
        offer_reactivation(state, cid)
        if state.owner_space[cid] != SPACE_EMPTY:
            push(state, seat, side.effects, source)
    elif design.color in (PRODUCTION, TRAVELER):
        push(state, seat, side.effects, source)


def offer_reactivation(state: EmerlandState, cid: int) -> None:
    """An upgraded Destination: a Worker on its Community space may activate it again
    (rulebook, "Upgrading Cards"). A bot's Worker declines (see :func:`ask`)."""
    visitor = state.community_space[cid]
    if visitor >= 0:
        KERNEL.push(state, Task("_visitor_reactivate", visitor, (cid,), f"card.{cid}"))


# --- prompts --------------------------------------------------------------------------------
_PICKS: dict[tuple, Action] = {}


def pick(kind: str, option) -> Action:
    """The answer ``<kind>(pick=<option>)`` (cached: answers are compared often)."""
    action = _PICKS.get((kind, option))
    if action is None:
        action = _PICKS[(kind, option)] = Action.of(kind, pick=option)
    return action


def ask(
    state: EmerlandState,
    seat: int,
    kind: str,
    options: list,
    ctx: tuple,
    events: list[Event],
    source: str | None = None,
    optional: bool = False,
) -> None:
    """Ask ``seat`` to pick one of ``options`` (raw picks: card ids, die indexes, names);
    an ``optional`` choice may be declined. The answer goes to the handler named ``kind``."""
    answers = [pick(kind, option) for option in options]
    if optional:
        answers.append(DECLINE)
    KERNEL.ask(state, seat, kind, answers, events, ctx=ctx, source=source)


def picked(action: Action):
    """The option an answer picked; None for ``decline()``."""
    return None if action is DECLINE or action.kind == "decline" else action.args[0][1]


# --- effect handlers ------------------------------------------------------------------------
@task("gain")
def _gain(state, task, events):
    gain(state, task.seat, task.args[0], events)


@task("gain_any")
def _gain_any(state, task, events):
    ask(state, task.seat, "gain_any", list(RESOURCES), task.args, events, task.source)


@answer("gain_any")
def _answer_gain_any(state, prompt, action, events):
    vec = [0] * 7
    vec[RESOURCES.index(picked(action))] = 1
    gain(state, prompt.seat, tuple(vec), events)
    left = prompt.ctx[0]
    if left > 1:
        KERNEL.push(state, Task("gain_any", prompt.seat, (left - 1,), prompt.source))


@task("draw")
def _draw(state, task, events):
    draw_cards(state, task.seat, task.args[0], events)


@task("draw_to_limit")
def _draw_to_limit(state, task, events):
    draw_cards(state, task.seat, HAND_LIMIT, events)


@task("draw_plateau")
def _draw_plateau(state, task, events):
    if len(state.hands[task.seat]) >= HAND_LIMIT:
        return
    options = [slot[-1] for slot in state.plateau if slot]
    if options:
        ask(state, task.seat, "draw_plateau", options, task.args, events, task.source, True)


@answer("draw_plateau")
def _answer_draw_plateau(state, prompt, action, events):
    cid = picked(action)
    if cid is None:
        return
    seat = prompt.seat
    slot = plateau_slot(state, cid)
    state.plateau[slot].remove(cid)
    state.hands[seat].append(cid)
    emit(events, "card_moved", card=cid, from_zone="plateau", to_zone="hand", seat=seat, slot=slot)
    left = prompt.ctx[0]
    if left > 1:
        KERNEL.push(state, Task("draw_plateau", seat, (left - 1,), prompt.source))


@task("play_top")
def _play_top(state, task, events):
    if has_city_space(state, task.seat) and ensure_deck(state, events):
        ask(state, task.seat, "play_top", [state.deck[-1]], (), events, task.source, True)


@answer("play_top")
def _answer_play_top(state, prompt, action, events):
    if picked(action) is None:
        return
    cid = state.deck.pop()
    place_in_city(state, prompt.seat, cid, False, "deck", events)
    if state.deck:
        emit(events, "deck_top_revealed", card=state.deck[-1], reveals=True)


def green_targets(state: EmerlandState, seat: int) -> list[int]:
    """Production cards in ``seat``'s city or in the Plateau that 'activate 1 green' may pick
    (not ones that themselves activate a green card, which could loop forever)."""
    targets = []
    seen = set()
    for cid in state.cities[seat]:
        design = design_of(cid)
        key = (design.index, state.upgraded[cid])
        if design.color == PRODUCTION and not design.activates_green and key not in seen:
            seen.add(key)
            targets.append(cid)
    for slot in state.plateau:
        if slot:
            design = design_of(slot[-1])
            if design.color == PRODUCTION and not design.activates_green:
                targets.append(slot[-1])
    return targets


@task("activate_green")
def _activate_green(state, task, events):
    targets = green_targets(state, task.seat)
    if targets:
        ask(state, task.seat, "activate_green", targets, (), events, task.source, True)


@answer("activate_green")
def _answer_activate_green(state, prompt, action, events):
    cid = picked(action)
    if cid is None:
        return
    seat = prompt.seat
    in_city = cid in state.cities[seat]
    side = design_of(cid).sides[state.upgraded[cid] if in_city else 0]
    emit(events, "card_activated", card=cid, seat=seat, zone="city" if in_city else "plateau")
    push(state, seat, side.effects, f"card.{cid}")


def upgradable(state: EmerlandState, seat: int) -> list[int]:
    return [cid for cid in state.cities[seat] if not state.upgraded[cid]]


@task("upgrade")
def _upgrade(state, task, events):
    options = upgradable(state, task.seat)
    if options:
        ask(state, task.seat, "upgrade", options, (), events, task.source, True)


@answer("upgrade")
def _answer_upgrade(state, prompt, action, events):
    cid = picked(action)
    if cid is not None:
        upgrade_card(state, prompt.seat, cid, events)


@task("receive")
def _receive(state, task, events):
    cost, cards, _effects, _times = task.args
    seat = task.seat
    if can_pay(state, seat, cost) and len(state.hands[seat]) >= cards:
        ask(state, seat, "receive", ["yes"], (("receive", *task.args),), events, task.source, True)


@answer("receive")
def _answer_receive(state, prompt, action, events):
    if picked(action) is None:
        return
    seat, source = prompt.seat, prompt.source
    _, cost, cards, effects, times = prompt.ctx[0]
    pay(state, seat, cost, events)
    if times > 1:
        KERNEL.push(state, Task("receive", seat, (cost, cards, effects, times - 1), source))
    push(state, seat, effects, source)
    if cards:
        KERNEL.push(state, Task("discard", seat, (cards,), source))


@task("discard")
def _discard(state, task, events):
    """Discard n cards from hand (as many as the hand holds)."""
    hand = state.hands[task.seat]
    if hand:
        ask(state, task.seat, "discard", distinct_cards(hand), task.args, events, task.source)


@answer("discard")
def _answer_discard(state, prompt, action, events):
    discard_from_hand(state, prompt.seat, picked(action), events)
    left = prompt.ctx[0]
    if left > 1:
        KERNEL.push(state, Task("discard", prompt.seat, (left - 1,), prompt.source))


# --- the Lost City path ---------------------------------------------------------------------
def next_step_cost(state: EmerlandState, seat: int) -> tuple | None:
    """Cost of the Archaeologist's next step, or None when it may not move now (season cap,
    already moved this turn, already in the Lost City)."""
    target = state.path_pos[seat] + 1
    if target > LOST_CITY or state.moved_this_turn:
        return None
    if target == LOST_CITY:
        season, cost = T.lost_city_season, T.lost_city_cost
    else:
        season, cost = T.path_steps[target - 1].season, T.path_steps[target - 1].cost
    return cost if season <= state.season[seat] else None


def step_archaeologist(state: EmerlandState, seat: int, events: list[Event]) -> None:
    """Move one step; take the richest point-token stack, or the best open Lost City space."""
    state.moved_this_turn = True
    target = state.path_pos[seat] + 1
    state.path_pos[seat] = target
    params = {"seat": seat, "to": target}
    if target == LOST_CITY:
        taken = set(state.lost_city_space)
        free = [i for i in range(len(T.lost_city_spaces)) if i not in taken]
        best = max(free, key=lambda i: T.lost_city_spaces[i])
        state.lost_city_space[seat] = best
        params["lost_city_space"] = best
    emit(events, "archaeologist_moved", **params)
    if target < LOST_CITY:
        stacks = state.path_stacks[target - 1]
        if stacks:
            tokens = stacks.pop(0)
            gain(state, seat, (0, 0, 0, 0, 0, 0, tokens), events)


@task("excavate")
def _excavate(state, task, events):
    if next_step_cost(state, task.seat) is not None:
        step_archaeologist(state, task.seat, events)


@task("_excavate_discard")
def _excavate_discard(state, task, events):
    remaining, total = task.args
    seat = task.seat
    if remaining == 0:
        step_archaeologist(state, seat, events)
        draw_artifacts(state, seat, total, events, task.source)
        return
    hand = distinct_cards(state.hands[seat])
    ask(state, seat, "excavate_discard", hand, task.args, events, task.source)


@answer("excavate_discard")
def _answer_excavate_discard(state, prompt, action, events):
    discard_from_hand(state, prompt.seat, picked(action), events)
    remaining, total = prompt.ctx
    args = (remaining - 1, total)
    KERNEL.push(state, Task("_excavate_discard", prompt.seat, args, prompt.source))


# --- artifacts, dice, realms ----------------------------------------------------------------
def draw_artifacts(
    state: EmerlandState, seat: int, n: int, events: list[Event], source: str | None
) -> None:
    bag = state.bag
    drawn = [bag.pop(state.rng.randrange(len(bag))) for _ in range(min(n, len(bag)))]
    if not drawn:
        return
    drawn.sort()
    emit(events, "artifacts_drawn", seat=seat, artifacts=drawn, reveals=True)
    ask(state, seat, "keep_artifact", drawn, tuple(drawn), events, source)


@task("artifacts")
def _artifacts(state, task, events):
    draw_artifacts(state, task.seat, task.args[0], events, task.source)


@answer("keep_artifact")
def _answer_keep_artifact(state, prompt, action, events):
    kept, seat = picked(action), prompt.seat
    returned = [a for a in prompt.ctx if a != kept]
    state.bag.extend(returned)
    state.bag.sort()
    state.artifacts[seat].append(kept)
    emit(events, "artifact_kept", seat=seat, artifact=kept, returned=returned)
    reward, chest = T.artifacts[kept].reward, T.artifacts[kept].chest
    source = f"artifact.{kept}"
    if chest:
        KERNEL.push(state, Task("artifacts", seat, (1,), source))
    push(state, seat, reward, source)


def _die_options(state: EmerlandState, exclude: tuple = ()) -> list[int]:
    seen, options = set(), []
    for index, face in enumerate(state.dice):
        if index not in exclude and face not in seen:
            seen.add(face)
            options.append(index)
    return options


@task("copy_die")
def _copy_die(state, task, events):
    ask(state, task.seat, "copy_die", _die_options(state), task.args, events, task.source)


@answer("copy_die")
def _answer_copy_die(state, prompt, action, events):
    gain(state, prompt.seat, T.die_faces[state.dice[picked(action)]], events)
    left = prompt.ctx[0]
    if left > 1:
        KERNEL.push(state, Task("copy_die", prompt.seat, (left - 1,), prompt.source))


@task("market_dice")
def _market_dice(state, task, events):
    chosen = task.args[2]
    options = _die_options(state, chosen)
    ask(state, task.seat, "market_die", options, task.args, events, task.source)


@answer("market_die")
def _answer_market_die(state, prompt, action, events):
    n, mult, chosen = prompt.ctx
    die = picked(action)
    gain(state, prompt.seat, T.die_faces[state.dice[die]], events, mult)
    if n > 1:
        args = (n - 1, mult, (*chosen, die))
        KERNEL.push(state, Task("market_dice", prompt.seat, args, prompt.source))


@task("all_dice")
def _all_dice(state, task, events):
    for face in state.dice:
        gain(state, task.seat, T.die_faces[face], events)


def roll_dice(state: EmerlandState, events: list[Event]) -> None:
    faces = len(T.die_faces)
    state.dice = [state.rng.randrange(faces) for _ in range(T.dice_count)]
    emit(events, "dice_rolled", faces=list(state.dice))


@task("realm")
def _realm(state, task, events):
    options = list(state.realm_row)
    if state.realm_deck:
        options.append("deck")
    if options:
        ask(state, task.seat, "realm", options, (), events, task.source)


@answer("realm")
def _answer_realm(state, prompt, action, events):
    gain_realm(state, prompt.seat, picked(action), events)


def gain_realm(state: EmerlandState, seat: int, pick, events: list[Event]) -> None:
    """Take a face-up Realm (``pick``) or, with ``"deck"``, the top of the Realm deck; a taken
    face-up Realm is replaced from the deck."""
    if pick == "deck":
        realm = state.realm_deck.pop()
        emit(events, "realm_gained", seat=seat, realm=realm, from_zone="deck", reveals=True)
    else:
        realm = pick
        state.realm_row.remove(realm)
        emit(events, "realm_gained", seat=seat, realm=realm, from_zone="row")
        if state.realm_deck:
            state.realm_row.append(state.realm_deck.pop())
            emit(events, "realm_revealed", realm=state.realm_row[-1], reveals=True)
    state.realms[seat].append(realm)


@task("choose_one")
def _choose_one(state, task, events):
    choices = task.args[0]
    ask(state, task.seat, "choose_one", list(range(len(choices))), task.args, events, task.source)


@answer("choose_one")
def _answer_choose_one(state, prompt, action, events):
    push(state, prompt.seat, prompt.ctx[0][picked(action)], prompt.source)


# --- seasons --------------------------------------------------------------------------------
# Meeples gained when entering a season (rulebook, "Prepare for Season"): (Workers, Helpers).
NEW_MEEPLES = {AUTUMN: (0, 1), WINTER: (1, 0), SPRING: (2, 1)}


def begin_next_season(state: EmerlandState, seat: int, events: list[Event]) -> int:
    """The steps every seat's Prepare for Season starts with, a bot's too: bring every meeple
    home, advance the seat's season (the first seat to enter it rerolls the dice) and gain
    the season's new meeples. Returns the new season."""
    return_meeples(state, seat, events)
    season = state.season[seat] + 1
    state.season[seat] = season
    emit(events, "season_changed", seat=seat, season=season)
    if not state.rerolled[season]:
        state.rerolled[season] = True
        roll_dice(state, events)
    new_workers, new_helpers = NEW_MEEPLES[season]
    state.workers_total[seat] += new_workers
    state.workers[seat] += new_workers
    state.helpers_total[seat] += new_helpers
    state.helpers[seat] += new_helpers
    emit(events, "meeples_gained", seat=seat, workers=new_workers, helpers=new_helpers)
    return season


def prepare_for_season(state: EmerlandState, seat: int, events: list[Event]) -> None:
    """Bring every meeple home, advance this seat's season and do that season's steps."""
    season = begin_next_season(state, seat, events)
    if season == WINTER:
        gain(state, seat, (0, 0, 0, 0, 1, 0, 0), events)
        for index, slot in enumerate(state.plateau):
            for cid in slot:
                state.discard.append(cid)
                emit(
                    events,
                    "card_moved",
                    card=cid,
                    from_zone="plateau",
                    to_zone="discard",
                    slot=index,
                )
            slot.clear()
        refill_plateau(state, events)
    governance = [
        cid
        for cid in state.cities[seat]
        if side_of(state, cid).trigger == "on_prepare" and season in side_of(state, cid).seasons
    ]
    for cid in reversed(governance):
        push(state, seat, side_of(state, cid).effects, f"card.{cid}")
    if season in (AUTUMN, SPRING):
        productions = tuple(c for c in state.cities[seat] if design_of(c).color == PRODUCTION)
        KERNEL.push(state, Task("_production_round", seat, (productions,), "prepare"))


def return_meeples(state: EmerlandState, seat: int, events: list[Event]) -> None:
    """Bring home every Worker and Helper of ``seat``: board spaces, own and others' cards."""
    for loc in range(len(state.loc_workers)):
        workers, helpers = state.loc_workers[loc][seat], state.loc_helpers[loc][seat]
        if workers or helpers:
            state.loc_workers[loc][seat] = state.loc_helpers[loc][seat] = 0
            emit(
                events,
                "meeple_returned",
                seat=seat,
                loc=T.locations[loc].id,
                workers=workers,
                helpers=helpers,
            )
    for cid in state.cities[seat]:
        role = state.owner_space[cid]
        if role != SPACE_EMPTY:
            state.owner_space[cid] = SPACE_EMPTY
            emit(
                events,
                "meeple_returned",
                seat=seat,
                loc=f"card.{cid}",
                workers=int(role == 0),
                helpers=int(role == 1),
            )
    for cid, visitor in enumerate(state.community_space):
        if visitor == seat:
            state.community_space[cid] = -1
            emit(events, "meeple_returned", seat=seat, loc=f"community.{cid}", workers=1, helpers=0)
    state.workers[seat] = state.workers_total[seat]
    state.helpers[seat] = state.helpers_total[seat]


@task("_production_round")
def _production_round(state, task, events):
    remaining = task.args[0]
    if not remaining:
        return
    options = []
    seen = set()
    for cid in remaining:
        key = (CARD_DESIGN[cid], state.upgraded[cid])
        if key not in seen:
            seen.add(key)
            options.append(cid)
    ask(state, task.seat, "production_order", options, task.args, events, task.source)


@answer("production_order")
def _answer_production_order(state, prompt, action, events):
    cid, seat = picked(action), prompt.seat
    rest = tuple(c for c in prompt.ctx[0] if c != cid)
    KERNEL.push(state, Task("_production_round", seat, (rest,), prompt.source))
    emit(events, "card_activated", card=cid, seat=seat, zone="city")
    push(state, seat, side_of(state, cid).effects, f"card.{cid}")


@task("_visitor_reactivate")
def _visitor_reactivate(state, task, events):
    ask(state, task.seat, "reactivate", ["yes"], task.args, events, task.source, True)


@answer("reactivate")
def _answer_reactivate(state, prompt, action, events):
    if picked(action) is None:
        return
    cid = prompt.ctx[0]
    owner = state.owner_of(cid)
    side = side_of(state, cid)
    gain(state, owner, (0, 0, 0, 0, 0, 0, side.community_points), events)
    push(state, prompt.seat, side.effects, prompt.source)


# --- code-registered abilities (what no combination of primitives can say) ------------------
def _colour_census(state: EmerlandState, seat: int, cap: int, events: list[Event]) -> None:
    """One point token per different card colour in your city, up to ``cap``."""
    colours = {design_of(cid).color for cid in state.cities[seat]}
    tokens = min(len(colours), cap)
    if tokens:
        gain(state, seat, (0, 0, 0, 0, 0, 0, tokens), events)


CUSTOM: dict[str, Callable] = {"colour_census": _colour_census}


@task("custom")
def _custom(state, task, events):
    code, amount = task.args
    CUSTOM[code](state, task.seat, amount, events)


# the engine's own prompt kinds (a bot's come on top)
PROMPT_KINDS = frozenset(KERNEL.answer_handlers)

"""The effect interpreter: the glossary's vocabulary, run as a stack of tasks with prompts.

A task is ``(seat, effect, source)``: ``effect`` is a compiled tuple ``(op, *args)`` from
``data.compile_effects`` or one of the engine's own steps (ops starting with ``_``), and
``source`` names what caused it (it becomes ``Prompt.source``). Tasks live on ``state.tasks``
(last = next), so a turn can stop at a prompt and resume when the prompt is answered.

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

Every choice is a Prompt; optional ones offer ``"skip"`` ("All card abilities are optional").
A prompt with one mandatory answer resolves at once.

Extension points for a solo bot (Professor Koto, ``koto/``), the only ones it uses:

* :func:`register` adds its own ops and prompt kinds to :data:`HANDLERS` / :data:`ANSWERS` (at
  import time); it may not replace an engine op.
* :func:`is_bot` tells whether a place at the table is run by a bot; :func:`ask` consults it,
  so a bot is never prompted: an optional choice offered to it is declined.
* :func:`start_turn`, :func:`begin_next_season`, :func:`return_meeples`, :data:`NEW_MEEPLES`,
  :func:`gain_realm` and :func:`offer_reactivation` are the shared steps of the rules that his
  turns reuse.
"""

from __future__ import annotations

from collections.abc import Callable

from everdell_desktop.core import Event, Prompt

from .data import (
    AUTUMN,
    DESTINATION,
    PRODUCTION,
    RESOURCES,
    SPRING,
    TRAVELER,
    WINTER,
    tables,
)
from .state import EmerlandState

T = tables()
DESIGNS = T.designs
CARD_DESIGN = T.card_design
HAND_LIMIT = 6
SKIP = "skip"
LOST_CITY = len(T.path_steps) + 1


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
    tasks = state.tasks
    for effect in reversed(effects):
        tasks.append((seat, effect, source))


def run(state: EmerlandState, events: list[Event]) -> None:
    """Resolve queued tasks until a prompt waits for an answer or nothing is left."""
    tasks = state.tasks
    while tasks and not state.pending:
        seat, effect, source = tasks.pop()
        HANDLERS[effect[0]](state, seat, effect, events, source)


def start_turn(state: EmerlandState, seat: int, events: list[Event]) -> None:
    """Hand the turn to ``seat``: the one place a turn starts (``state.turn`` counts them)."""
    state.current = seat
    state.turn += 1
    emit(events, "turn_changed", seat=seat)


# --- supply ---------------------------------------------------------------------------------
def gain(state: EmerlandState, seat: int, vec: tuple, events: list[Event], mult: int = 1) -> None:
    supply = state.supply[seat]
    for index, amount in enumerate(vec):
        if amount:
            supply[index] += amount * mult
    emit(events, "resources_changed", seat=seat, delta=[amount * mult for amount in vec])


def pay(state: EmerlandState, seat: int, vec: tuple, events: list[Event]) -> None:
    if not any(vec):
        return
    supply = state.supply[seat]
    for index, amount in enumerate(vec):
        supply[index] -= amount
    emit(events, "resources_changed", seat=seat, delta=[-amount for amount in vec])


def can_pay(state: EmerlandState, seat: int, vec: tuple) -> bool:
    # A plain loop with an early exit: this is the hottest check in legal_actions.
    for have, need in zip(state.supply[seat], vec, strict=False):  # noqa: SIM110 (speed)
        if have < need:
            return False
    return True


# --- cards ----------------------------------------------------------------------------------
def ensure_deck(state: EmerlandState, events: list[Event]) -> bool:
    """When the deck is empty, shuffle the discard pile into a new deck. False: no cards."""
    if not state.deck and state.discard:
        state.deck = state.discard
        state.discard = []
        state.rng.shuffle(state.deck)
        emit(events, "deck_reshuffled", cards=len(state.deck), reveals=True)
    return bool(state.deck)


def pop_deck(state: EmerlandState, events: list[Event]) -> int | None:
    """Take the deck's top card (reshuffling the discard pile first when needed)."""
    return state.deck.pop() if ensure_deck(state, events) else None


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
    state.hands[seat].remove(cid)
    state.discard.append(cid)
    emit(events, "card_moved", card=cid, from_zone="hand", to_zone="discard", seat=seat)


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
        if state.owner_space[cid] >= 0:
            push(state, seat, side.effects, source)
    elif design.color in (PRODUCTION, TRAVELER):
        push(state, seat, side.effects, source)


def offer_reactivation(state: EmerlandState, cid: int) -> None:
    """An upgraded Destination: a Worker on its Community space may activate it again
    (rulebook, "Upgrading Cards"). A bot's Worker declines (see :func:`ask`)."""
    visitor = state.community_space[cid]
    if visitor >= 0:
        state.tasks.append((visitor, ("_visitor_reactivate", cid), f"card.{cid}"))


# --- prompts --------------------------------------------------------------------------------
BOT_DECLINED = "koto_declined"  # the event of a bot declining an optional choice


def is_bot(state: EmerlandState, seat: int) -> bool:
    """Whether ``seat`` is a place at the table that a solo bot runs, not an agent: a solo
    game seats its bot at the places past ``state.num_seats`` (the seats that decide)."""
    return seat >= state.num_seats


def ask(
    state: EmerlandState,
    seat: int,
    kind: str,
    options: list,
    ctx: tuple,
    events: list[Event],
    source: str | None = None,
) -> None:
    """Open a prompt, or answer it at once when there is exactly one mandatory answer.

    A bot's seat is never prompted: it declines what is optional (abilities do nothing for a
    bot); a mandatory choice for it is a bug in the bot's turn, not a question to ask."""
    if is_bot(state, seat):
        if SKIP not in options:
            raise RuntimeError(f"a bot at seat {seat} may not be asked {kind!r}")
        emit(events, BOT_DECLINED, seat=seat, kind=kind, source=source)
        return
    if len(options) == 1 and options[0] != SKIP:
        ANSWERS[kind](state, seat, options[0], ctx, events, source)
        return
    prompt = Prompt(state.next_prompt_id, seat, kind, tuple(options), source=source)
    state.next_prompt_id += 1
    state.pending.append(prompt)
    state.prompt_ctx = ctx
    emit(events, "prompt_opened", seat=seat, kind=kind, options=list(options), source=source)


def answer(state: EmerlandState, pick, events: list[Event]) -> None:
    prompt = state.pending.pop()
    ctx = state.prompt_ctx
    state.prompt_ctx = ()
    emit(events, "prompt_answered", seat=prompt.seat, kind=prompt.kind, pick=pick)
    ANSWERS[prompt.kind](state, prompt.seat, pick, ctx, events, prompt.source)
    run(state, events)


# --- effect handlers ------------------------------------------------------------------------
def _gain(state, seat, effect, events, source):
    gain(state, seat, effect[1], events)


def _gain_any(state, seat, effect, events, source):
    ask(state, seat, "gain_any", list(RESOURCES), (effect[1],), events, source)


def _answer_gain_any(state, seat, pick, ctx, events, source):
    vec = [0] * 7
    vec[RESOURCES.index(pick)] = 1
    gain(state, seat, tuple(vec), events)
    if ctx[0] > 1:
        state.tasks.append((seat, ("gain_any", ctx[0] - 1), source))


def _draw(state, seat, effect, events, source):
    draw_cards(state, seat, effect[1], events)


def _draw_to_limit(state, seat, effect, events, source):
    draw_cards(state, seat, HAND_LIMIT, events)


def _draw_plateau(state, seat, effect, events, source):
    if len(state.hands[seat]) >= HAND_LIMIT:
        return
    options = [slot[-1] for slot in state.plateau if slot]
    if options:
        ask(state, seat, "draw_plateau", [*options, SKIP], (effect[1],), events, source)


def _answer_draw_plateau(state, seat, pick, ctx, events, source):
    if pick == SKIP:
        return
    slot = plateau_slot(state, pick)
    state.plateau[slot].remove(pick)
    state.hands[seat].append(pick)
    emit(events, "card_moved", card=pick, from_zone="plateau", to_zone="hand", seat=seat, slot=slot)
    if ctx[0] > 1:
        state.tasks.append((seat, ("draw_plateau", ctx[0] - 1), source))


def _play_top(state, seat, effect, events, source):
    if has_city_space(state, seat) and ensure_deck(state, events):
        ask(state, seat, "play_top", [state.deck[-1], SKIP], (), events, source)


def _answer_play_top(state, seat, pick, ctx, events, source):
    if pick == SKIP:
        return
    cid = state.deck.pop()
    place_in_city(state, seat, cid, False, "deck", events)
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


def _activate_green(state, seat, effect, events, source):
    targets = green_targets(state, seat)
    if targets:
        ask(state, seat, "activate_green", [*targets, SKIP], (), events, source)


def _answer_activate_green(state, seat, pick, ctx, events, source):
    if pick == SKIP:
        return
    in_city = pick in state.cities[seat]
    side = design_of(pick).sides[state.upgraded[pick] if in_city else 0]
    emit(events, "card_activated", card=pick, seat=seat, zone="city" if in_city else "plateau")
    push(state, seat, side.effects, f"card.{pick}")


def upgradable(state: EmerlandState, seat: int) -> list[int]:
    return [cid for cid in state.cities[seat] if not state.upgraded[cid]]


def _upgrade(state, seat, effect, events, source):
    options = upgradable(state, seat)
    if options:
        ask(state, seat, "upgrade", [*options, SKIP], (), events, source)


def _answer_upgrade(state, seat, pick, ctx, events, source):
    if pick != SKIP:
        upgrade_card(state, seat, pick, events)


def _receive(state, seat, effect, events, source):
    _, cost, cards, _effects, _times = effect
    if can_pay(state, seat, cost) and len(state.hands[seat]) >= cards:
        ask(state, seat, "receive", ["yes", SKIP], (effect,), events, source)


def _answer_receive(state, seat, pick, ctx, events, source):
    if pick == SKIP:
        return
    effect = ctx[0]
    _, cost, cards, effects, times = effect
    pay(state, seat, cost, events)
    if times > 1:
        state.tasks.append((seat, ("receive", cost, cards, effects, times - 1), source))
    push(state, seat, effects, source)
    if cards:
        state.tasks.append((seat, ("discard", cards), source))


def _discard(state, seat, effect, events, source):
    """Discard n cards from hand (as many as the hand holds)."""
    if state.hands[seat]:
        ask(state, seat, "discard", distinct_cards(state.hands[seat]), (effect[1],), events, source)


def _answer_discard(state, seat, pick, ctx, events, source):
    discard_from_hand(state, seat, pick, events)
    if ctx[0] > 1:
        state.tasks.append((seat, ("discard", ctx[0] - 1), source))


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
        season, cost = T.path_steps[target - 1][0], T.path_steps[target - 1][1]
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


def _excavate(state, seat, effect, events, source):
    if next_step_cost(state, seat) is not None:
        step_archaeologist(state, seat, events)


def _excavate_discard(state, seat, effect, events, source):
    _, remaining, total = effect
    if remaining == 0:
        step_archaeologist(state, seat, events)
        draw_artifacts(state, seat, total, events, source)
        return
    ask(
        state,
        seat,
        "excavate_discard",
        distinct_cards(state.hands[seat]),
        (remaining, total),
        events,
    )


def _answer_excavate_discard(state, seat, pick, ctx, events, source):
    discard_from_hand(state, seat, pick, events)
    state.tasks.append((seat, ("_excavate_discard", ctx[0] - 1, ctx[1]), source))


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


def _artifacts(state, seat, effect, events, source):
    draw_artifacts(state, seat, effect[1], events, source)


def _answer_keep_artifact(state, seat, pick, ctx, events, source):
    returned = [a for a in ctx if a != pick]
    state.bag.extend(returned)
    state.bag.sort()
    state.artifacts[seat].append(pick)
    emit(events, "artifact_kept", seat=seat, artifact=pick, returned=returned)
    _aid, _name, _points, reward, chest = T.artifacts[pick]
    source = f"artifact.{pick}"
    if chest:
        state.tasks.append((seat, ("artifacts", 1), source))
    push(state, seat, reward, source)


def _die_options(state: EmerlandState, exclude: tuple = ()) -> list[int]:
    seen, options = set(), []
    for index, face in enumerate(state.dice):
        if index not in exclude and face not in seen:
            seen.add(face)
            options.append(index)
    return options


def _copy_die(state, seat, effect, events, source):
    ask(state, seat, "copy_die", _die_options(state), (effect[1],), events, source)


def _answer_copy_die(state, seat, pick, ctx, events, source):
    gain(state, seat, T.die_faces[state.dice[pick]], events)
    if ctx[0] > 1:
        state.tasks.append((seat, ("copy_die", ctx[0] - 1), source))


def _market_dice(state, seat, effect, events, source):
    _, n, mult, chosen = effect
    ask(state, seat, "market_die", _die_options(state, chosen), (n, mult, chosen), events, source)


def _answer_market_die(state, seat, pick, ctx, events, source):
    n, mult, chosen = ctx
    gain(state, seat, T.die_faces[state.dice[pick]], events, mult)
    if n > 1:
        state.tasks.append((seat, ("market_dice", n - 1, mult, (*chosen, pick)), source))


def _all_dice(state, seat, effect, events, source):
    for face in state.dice:
        gain(state, seat, T.die_faces[face], events)


def roll_dice(state: EmerlandState, events: list[Event]) -> None:
    faces = len(T.die_faces)
    state.dice = [state.rng.randrange(faces) for _ in range(T.dice_count)]
    emit(events, "dice_rolled", faces=list(state.dice))


def _realm(state, seat, effect, events, source):
    options = list(state.realm_row)
    if state.realm_deck:
        options.append("deck")
    if options:
        ask(state, seat, "realm", options, (), events, source)


def _answer_realm(state, seat, pick, ctx, events, source):
    gain_realm(state, seat, pick, events)


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


def _choose_one(state, seat, effect, events, source):
    ask(state, seat, "choose_one", list(range(len(effect[1]))), (effect[1],), events, source)


def _answer_choose_one(state, seat, pick, ctx, events, source):
    push(state, seat, ctx[0][pick], source)


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
        state.tasks.append((seat, ("_production_round", productions), "prepare"))


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
                loc=T.locations[loc][0],
                workers=workers,
                helpers=helpers,
            )
    for cid in state.cities[seat]:
        role = state.owner_space[cid]
        if role >= 0:
            state.owner_space[cid] = -1
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


def _production_round(state, seat, effect, events, source):
    remaining = effect[1]
    if not remaining:
        return
    options = []
    seen = set()
    for cid in remaining:
        key = (CARD_DESIGN[cid], state.upgraded[cid])
        if key not in seen:
            seen.add(key)
            options.append(cid)
    ask(state, seat, "production_order", options, (remaining,), events, source)


def _answer_production_order(state, seat, pick, ctx, events, source):
    rest = tuple(c for c in ctx[0] if c != pick)
    state.tasks.append((seat, ("_production_round", rest), source))
    emit(events, "card_activated", card=pick, seat=seat, zone="city")
    push(state, seat, side_of(state, pick).effects, f"card.{pick}")


def _visitor_reactivate(state, seat, effect, events, source):
    ask(state, seat, "reactivate", ["yes", SKIP], (effect[1],), events, source)


def _answer_reactivate(state, seat, pick, ctx, events, source):
    if pick == SKIP:
        return
    cid = ctx[0]
    owner = state.owner_of(cid)
    side = side_of(state, cid)
    gain(state, owner, (0, 0, 0, 0, 0, 0, side.community_points), events)
    push(state, seat, side.effects, source)


# --- code-registered abilities (what no combination of primitives can say) ------------------
def _colour_census(state: EmerlandState, seat: int, cap: int, events: list[Event]) -> None:
    """One point token per different card colour in your city, up to ``cap``."""
    colours = {design_of(cid).color for cid in state.cities[seat]}
    tokens = min(len(colours), cap)
    if tokens:
        gain(state, seat, (0, 0, 0, 0, 0, 0, tokens), events)


CUSTOM: dict[str, Callable] = {"colour_census": _colour_census}


def _custom(state, seat, effect, events, source):
    CUSTOM[effect[1]](state, seat, effect[2], events)


HANDLERS: dict[str, Callable] = {
    "gain": _gain,
    "gain_any": _gain_any,
    "draw": _draw,
    "draw_to_limit": _draw_to_limit,
    "draw_plateau": _draw_plateau,
    "play_top": _play_top,
    "activate_green": _activate_green,
    "upgrade": _upgrade,
    "receive": _receive,
    "excavate": _excavate,
    "copy_die": _copy_die,
    "artifacts": _artifacts,
    "realm": _realm,
    "choose_one": _choose_one,
    "market_dice": _market_dice,
    "all_dice": _all_dice,
    "custom": _custom,
    "discard": _discard,
    "_excavate_discard": _excavate_discard,
    "_production_round": _production_round,
    "_visitor_reactivate": _visitor_reactivate,
}
ANSWERS: dict[str, Callable] = {
    "gain_any": _answer_gain_any,
    "draw_plateau": _answer_draw_plateau,
    "play_top": _answer_play_top,
    "activate_green": _answer_activate_green,
    "upgrade": _answer_upgrade,
    "receive": _answer_receive,
    "discard": _answer_discard,
    "excavate_discard": _answer_excavate_discard,
    "keep_artifact": _answer_keep_artifact,
    "copy_die": _answer_copy_die,
    "market_die": _answer_market_die,
    "realm": _answer_realm,
    "choose_one": _answer_choose_one,
    "production_order": _answer_production_order,
    "reactivate": _answer_reactivate,
}
PROMPT_KINDS = frozenset(ANSWERS)  # the engine's own prompt kinds (a bot's come on top)


def register(handlers: dict[str, Callable], answers: dict[str, Callable]) -> None:
    """Add a solo bot's ops and prompt kinds (called once, when its module is imported). An
    engine op or prompt kind may not be replaced: a bot changes the game only through the
    extension points named in the module docstring."""
    for table, added in ((HANDLERS, handlers), (ANSWERS, answers)):
        clash = [name for name in added if name in table and table[name] is not added[name]]
        if clash:
            raise ValueError(f"{', '.join(sorted(clash))} already registered")
        table.update(added)

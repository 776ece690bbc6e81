"""Professor Koto's turns (rulebook, "Solo Mode"), run inside the engine.

He never asks an agent. After each of the player's turns the engine calls :func:`end_turn`,
which plays his turn as engine tasks (ops ``_koto_*``, registered with the kernel's ``task``
decorator), so a "your choice" for him — which of the player's Red Destinations he visits,
which of his cards an Artifact or a card upgrades — is a Prompt owned by the player that pauses
his turn like any other prompt. Every move emits the usual events with ``seat=KOTO``.

His turn, in the order the rules give it:

1. 15 cards played before the final season: prepare when the player has, else 1 Emerald.
2. Workers still unplaced: reveal an Expedition card and place them.
3. All placed and the player has prepared: Prepare for Season.
4. Fewer than 15 cards: reveal an Excavation card and play a Plateau card.
5. Otherwise (spring, all placed, 15 cards): march to the Lost City and finish.
"""

from __future__ import annotations

from everdell_desktop.core import Event, winners_of
from everdell_desktop.core.kernel import Task, end_game, start_turn

from .. import effects as fx
from ..board import LOCATION_INDEX, LOCATION_KIND, LOCATIONS
from ..data import DESTINATION, EMERALD, POINTS, SEASONS, SPRING, tables
from ..state import HUMAN, KOTO, SPACE_EMPTY, SPACE_HELPER, SPACE_WORKER
from .cards import RED_DESTINATION, decks
from .scoring import scores

T = tables()
FINAL_SEASON = SPRING
CARDS_TO_PLAY = 15
EMERALD_LOCATION = LOCATION_INDEX["green.emerald"]
REALM_LOCATION = LOCATION_INDEX["fountain.realm"]
REALM_PRICE = 2  # Emeralds, as the Realm location asks of every player


SOURCE = "koto"  # the source of his tasks and of the prompts they open


def _push(state, *effects: tuple) -> None:
    fx.push(state, KOTO, effects, SOURCE)


def _vec(index: int, amount: int) -> tuple:
    vec = [0] * 7
    vec[index] = amount
    return tuple(vec)


# --- turn order ------------------------------------------------------------------------------
def end_turn(state, events: list[Event]) -> None:
    """The solo game's hand-over: after the player's turn Koto takes his, then the player
    again; a seat that has finished is skipped; the game ends once both have finished. His
    turn is queued as tasks: the kernel resolves them (pausing at a choice the player makes
    for him) and then ends his turn here."""
    fx.refill_plateau(state, events)
    state.moved_this_turn = False
    seat = _next_seat(state)
    if seat is None:
        end_game(state, events, winners_of(scores(state)))
        return
    start_turn(state, seat, events)
    if seat == KOTO:
        fx.KERNEL.push(state, Task("_koto_turn", KOTO, (), SOURCE))


def _next_seat(state) -> int | None:
    order = (KOTO, HUMAN) if state.current == HUMAN else (HUMAN, KOTO)
    for seat in order:
        if not state.passed[seat]:
            return seat
    return None


def done_playing(state) -> bool:
    """He has played his 15 cards (or, never in practice, no card is left anywhere)."""
    if len(state.cities[KOTO]) >= CARDS_TO_PLAY:
        return True
    return not (any(state.plateau) or state.deck or state.discard)


def next_move(state) -> str:
    """Which of his five kinds of turn he takes now (see the module docstring)."""
    season = state.season[KOTO]
    behind = season < state.season[HUMAN]
    full = done_playing(state)
    if full and season < FINAL_SEASON:
        return "prepare" if behind else "wait"
    if state.workers[KOTO] + state.helpers[KOTO]:
        return "expedition"
    if behind:
        return "prepare"
    return "excavation" if not full else "finish"


_MOVES = {
    "prepare": ("_koto_prepare",),
    "wait": ("_koto_emeralds", 1),
    "expedition": ("_koto_expedition",),
    "excavation": ("_koto_excavation",),
    "finish": ("_koto_finish",),
}


@fx.task("_koto_turn")
def _turn(state, task, events):
    _push(state, _MOVES[next_move(state)])


# --- his decks -------------------------------------------------------------------------------
def reveal(state, deck: str, events: list[Event]) -> int:
    """Turn over the top card of one of his decks (an empty deck is reshuffled first)."""
    pile, discard = state.solo.pile(deck)
    if not pile:
        reshuffle(state, deck, events)
    card = pile.pop()
    discard.append(card)
    name = getattr(decks(), deck)[card].name
    fx.emit(events, "koto_card_revealed", seat=KOTO, deck=deck, card=card, name=name, reveals=True)
    return card


def reshuffle(state, deck: str, events: list[Event]) -> None:
    """Shuffle a deck's discards back into it."""
    pile, discard = state.solo.pile(deck)
    pile.extend(discard)
    discard.clear()
    state.rng.shuffle(pile)
    fx.emit(events, "koto_deck_shuffled", seat=KOTO, deck=deck)


def _new_plan(state, deck: str, card: int, events: list[Event]) -> tuple:
    fx.emit(events, "koto_new_plan", seat=KOTO, deck=deck, card=card)
    return getattr(decks(), deck)[card].new_plan


# --- Expedition ------------------------------------------------------------------------------
def available(state, to: str) -> bool:
    """He never goes where a Worker already is, his or the player's."""
    if to == RED_DESTINATION:
        return bool(own_red(state) or player_reds(state))
    loc = LOCATION_INDEX[to]
    return not any(state.loc_workers[loc]) and not any(state.loc_helpers[loc])


def own_red(state) -> list[int]:
    return [
        cid
        for cid in state.cities[KOTO]
        if fx.design_of(cid).color == DESTINATION and state.owner_space[cid] == SPACE_EMPTY
    ]


def player_reds(state) -> list[int]:
    return [
        cid
        for cid in state.cities[HUMAN]
        if fx.design_of(cid).color == DESTINATION and state.community_space[cid] < 0
    ]


@fx.task("_koto_expedition")
def _expedition(state, task, events):
    card = reveal(state, "expedition", events)
    season = state.season[KOTO]
    workers, to = decks().expedition[card].places[season]
    if available(state, to):
        _place(state, to, workers, events)
        return
    _push(
        state, *_new_plan(state, "expedition", card, events), ("_koto_try", card, season, workers)
    )


@fx.task("_koto_try")
def _try_later_seasons(state, task, events):
    """After a New Plan: the following seasons' locations (spring wraps to summer), then the
    card's brown fallback area."""
    card, season, workers = task.args
    spec = decks().expedition[card]
    for offset in range(1, len(SEASONS)):
        to = spec.places[(season + offset) % len(SEASONS)][1]
        if available(state, to):
            _place(state, to, workers, events)
            return
    place_on_board(state, spec.fallback, workers, events)


def _place(state, to: str, workers: int, events: list[Event]) -> None:
    if to == RED_DESTINATION:
        _push(state, ("_koto_red",), ("_koto_advance", 1))
    else:
        place_on_board(state, LOCATION_INDEX[to], workers, events)


def _take_meeple(state) -> str:
    """His Workers and Helpers are interchangeable; Workers go out first."""
    if state.workers[KOTO]:
        state.workers[KOTO] -= 1
        return "worker"
    state.helpers[KOTO] -= 1
    return "helper"


def place_on_board(state, loc: int, workers: int, events: list[Event]) -> None:
    """Put up to ``workers`` of his meeples on a board location. He gains nothing there but
    Emeralds (2 per Worker on the Emerald location) and, at the Realm location, a Realm for
    each Worker whose 2 Emeralds he can pay (docs/rulings.md)."""
    placed = min(workers, state.workers[KOTO] + state.helpers[KOTO])
    counts = state.loc_helpers if LOCATION_KIND[loc] == "brown" else state.loc_workers
    for _ in range(placed):
        meeple = _take_meeple(state)
        counts[loc][KOTO] += 1
        fx.emit(
            events,
            "meeple_placed",
            seat=KOTO,
            meeple=meeple,
            loc=LOCATIONS[loc],
            guide=False,
            negotiator=False,
        )
    if loc == EMERALD_LOCATION:
        fx.gain(state, KOTO, _vec(EMERALD, 2 * placed), events)
    elif loc == REALM_LOCATION:
        for _ in range(placed):
            if state.supply[KOTO][EMERALD] >= REALM_PRICE and take_realm(state, events):
                fx.pay(state, KOTO, _vec(EMERALD, REALM_PRICE), events)


def take_realm(state, events: list[Event]) -> bool:
    """He takes the first face-up Realm (the top of the Realm deck when none is face up)."""
    if state.realm_row:
        pick = state.realm_row[0]
    elif state.realm_deck:
        pick = "deck"
    else:
        return False
    fx.gain_realm(state, KOTO, pick, events)
    return True


@fx.task("_koto_red")
def _red(state, task, events):
    """A Red Destination: one in his own city if he can, else the player's choice of one in
    the player's city (the player gains its point tokens)."""
    own = own_red(state)
    if own:
        cid = own[0]
        meeple = _take_meeple(state)
        state.owner_space[cid] = SPACE_WORKER if meeple == "worker" else SPACE_HELPER
        fx.emit(events, "meeple_placed", seat=KOTO, meeple=meeple, loc=f"card.{cid}")
        return
    fx.ask(state, HUMAN, "koto_destination", player_reds(state), (), events, SOURCE)


@fx.answer("koto_destination")
def _answer_destination(state, prompt, action, events):
    pick = fx.picked(action)
    meeple = _take_meeple(state)
    state.community_space[pick] = KOTO
    fx.emit(events, "meeple_placed", seat=KOTO, meeple=meeple, loc=f"community.{pick}")
    points = fx.side_of(state, pick).community_points
    fx.gain(state, HUMAN, _vec(POINTS, points), events)


# --- Excavation ------------------------------------------------------------------------------
def matching_card(state, wanted: tuple) -> int | None:
    """The first Plateau card (slot by slot, the top card of a stack) that fits."""
    color, critter, _upgrade = wanted
    for slot in state.plateau:
        if not slot:
            continue
        design = fx.design_of(slot[-1])
        if (color is None or design.color == color) and (
            critter is None or design.critter == critter
        ):
            return slot[-1]
    return None


@fx.task("_koto_excavation")
def _excavation(state, task, events):
    card = reveal(state, "excavation", events)
    season = state.season[KOTO]
    wanted = decks().excavation[card].wants[season]
    cid = matching_card(state, wanted)
    if cid is not None:
        play_card(state, cid, wanted[2], events)
        return
    _push(state, *_new_plan(state, "excavation", card, events), ("_koto_dig_on", card, season))


@fx.task("_koto_dig_on")
def _dig_on(state, task, events):
    """After a New Plan: the following seasons' listings, then the last resort (the first
    Plateau card, upgraded, plus the card's Emerald or point if it shows one)."""
    card, season = task.args
    spec = decks().excavation[card]
    for offset in range(1, len(SEASONS)):
        wanted = spec.wants[(season + offset) % len(SEASONS)]
        cid = matching_card(state, wanted)
        if cid is not None:
            play_card(state, cid, wanted[2], events)
            return
    fx.emit(events, "koto_last_resort", seat=KOTO, card=card)
    cid = next((slot[-1] for slot in state.plateau if slot), None)
    if cid is None:
        cid = fx.pop_deck(state, events)
    if cid is not None:
        play_card(state, cid, True, events)
    _push(state, *spec.last_resort)


def play_card(state, cid: int, upgraded: bool, events: list[Event]) -> None:
    """Into his city, with no cost and no effect for him (his city has room for 15)."""
    slot = fx.plateau_slot(state, cid)
    if slot >= 0:
        state.plateau[slot].remove(cid)
    elif cid in state.deck:
        state.deck.remove(cid)
    state.cities[KOTO].append(cid)
    state.upgraded[cid] = upgraded
    from_zone = "plateau" if slot >= 0 else "deck"
    fx.emit(
        events,
        "card_moved",
        card=cid,
        from_zone=from_zone,
        to_zone="city",
        seat=KOTO,
        upgraded=upgraded,
        slot=slot,
    )
    if len(state.cities[KOTO]) == CARDS_TO_PLAY and state.solo.tricks:
        _push(state, ("_koto_trick", state.season[KOTO]))


# --- the Archaeologist and Artifacts ---------------------------------------------------------
def can_advance(state) -> bool:
    """One step, never beyond what his current season allows on the path."""
    target = state.path_pos[KOTO] + 1
    if target > fx.LOST_CITY:
        return False
    season = T.lost_city_season if target == fx.LOST_CITY else T.path_steps[target - 1].season
    return season <= state.season[KOTO]


@fx.task("_koto_advance")
def _advance(state, task, events):
    """Move one step, take the point tokens there and 1 random Artifact; no move, no
    Artifact. On Hard, each move also reveals a Trick card."""
    if not can_advance(state):
        return
    fx.step_archaeologist(state, KOTO, events)
    follow = [("_koto_artifact", 1)]
    if state.solo.tricks and state.solo.hard:
        follow.append(("_koto_trick", state.season[KOTO]))
    if task.args[0] > 1:
        follow.append(("_koto_advance", task.args[0] - 1))
    _push(state, *follow)


@fx.task("_koto_artifact")
def _artifact(state, task, events):
    """One random Artifact, kept. Of its bonuses he uses only Emeralds, another Artifact
    (the treasure chest too) and an upgrade in his city (the player's choice)."""
    bag = state.bag
    if not bag:
        return
    artifact = bag.pop(state.rng.randrange(len(bag)))
    state.artifacts[KOTO].append(artifact)
    fx.emit(events, "artifacts_drawn", seat=KOTO, artifacts=[artifact], reveals=True)
    fx.emit(events, "artifact_kept", seat=KOTO, artifact=artifact, returned=[])
    reward, chest = T.artifacts[artifact].reward, T.artifacts[artifact].chest
    follow = [("_koto_artifact", 1)] if chest else []
    for op in reward:
        if op[0] == "gain" and op[1][EMERALD]:
            follow.append(("_koto_emeralds", op[1][EMERALD]))
        elif op[0] == "upgrade":
            follow.append(("_koto_upgrade", 1))
        elif op[0] == "artifacts":
            follow.append(("_koto_artifact", op[1]))
    if task.args[0] > 1:
        follow.append(("_koto_artifact", task.args[0] - 1))
    _push(state, *follow)


@fx.task("_koto_upgrade")
def _upgrade(state, task, events):
    options = [cid for cid in state.cities[KOTO] if not state.upgraded[cid]]
    if options and task.args[0] > 1:
        _push(state, ("_koto_upgrade", task.args[0] - 1))
    if options:
        fx.ask(state, HUMAN, "koto_upgrade", options, (), events, SOURCE)


@fx.answer("koto_upgrade")
def _answer_upgrade(state, prompt, action, events):
    """Flip his card; it does nothing for him, but a player's Worker on its Community space
    may activate it again (rulebook, "Upgrading Cards": Destination)."""
    pick = fx.picked(action)
    state.upgraded[pick] = True
    fx.emit(events, "card_upgraded", card=pick, seat=KOTO)
    if fx.design_of(pick).color == DESTINATION:
        fx.offer_reactivation(state, pick)


# --- Prepare for Season and the end ----------------------------------------------------------
@fx.task("_koto_prepare")
def _prepare(state, task, events):
    """Retrieve his meeples, gain the season's new ones, reshuffle his Expedition and
    Excavation decks. No Emerald in winter, no Production, no Plateau clearing."""
    ended = state.season[KOTO]
    fx.begin_next_season(state, KOTO, events)
    for deck in ("expedition", "excavation"):
        reshuffle(state, deck, events)
    if state.solo.tricks:
        _push(state, ("_koto_trick", ended))


@fx.task("_koto_finish")
def _finish(state, task, events):
    """His last turn: march to the best open Lost City space, 1 Artifact and the point
    tokens for every step, then he takes no further actions."""
    follow = []
    if state.path_pos[KOTO] < fx.LOST_CITY:
        follow.append(("_koto_march",))
        if state.solo.tricks and state.solo.hard:
            follow.append(("_koto_trick", state.season[KOTO]))
    follow.append(("_koto_pass",))
    _push(state, *follow)


@fx.task("_koto_march")
def _march(state, task, events):
    if state.path_pos[KOTO] < fx.LOST_CITY:
        fx.step_archaeologist(state, KOTO, events)
        _push(state, ("_koto_artifact", 1), ("_koto_march",))


@fx.task("_koto_pass")
def _pass(state, task, events):
    state.passed[KOTO] = True
    fx.emit(events, "passed", seat=KOTO)


# --- small actions (New Plans, last resorts, Tricks) -----------------------------------------
@fx.task("_koto_trick")
def _trick(state, task, events):
    season = task.args[0]
    card = reveal(state, "tricks", events)
    _push(state, *decks().tricks[card].actions[season])


@fx.task("_koto_emeralds")
def _emeralds(state, task, events):
    fx.gain(state, KOTO, _vec(EMERALD, task.args[0]), events)


@fx.task("_koto_points")
def _points(state, task, events):
    fx.gain(state, KOTO, _vec(POINTS, task.args[0]), events)


@fx.task("_koto_realm")
def _realm(state, task, events):
    for _ in range(task.args[0]):
        take_realm(state, events)


@fx.task("_koto_discard_plateau")
def _discard_plateau(state, task, events):
    """The first Plateau card goes to the discard pile (refilled at the end of the turn)."""
    for _ in range(task.args[0]):
        index = next((i for i, slot in enumerate(state.plateau) if slot), None)
        if index is None:
            return
        cid = state.plateau[index].pop()
        state.discard.append(cid)
        fx.emit(events, "card_moved", card=cid, from_zone="plateau", to_zone="discard", slot=index)

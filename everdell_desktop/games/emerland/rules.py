"""Everdell: Emerland for 2-4 players: setup, the six turn actions, turn order, views.

Actions (text form in brackets):

* place a Worker — ``place_worker(guide=..,loc=..,negotiator=..)``; ``loc`` is a board
  location id, ``card.<cid>`` (the owner's space on a red card in your city) or
  ``community.<cid>`` (the Community space of a red card in an opponent's city);
* place a Helper — ``place_helper(loc=..)``: a brown space or ``card.<cid>`` of a red Critter;
* play a card — ``play_card(card=<cid>,harp=<construction cid or -1>)`` from hand or Plateau;
* use an Artisan — ``use_artisan(card=<artisan cid>,discard=<hand cid>)``;
* excavate — ``excavate(cards=<n>)``, then n ``excavate_discard`` prompts;
* prepare for season — ``prepare()``; finish the game in spring — ``pass()``;
* answer the pending prompt — ``<prompt kind>(pick=<option>)``, or ``decline()``.

Turns resolve on the kernel (``core.kernel``); a turn ends in one place, :func:`end_turn`,
which hands over to a solo bot when one plays.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

from everdell_desktop.core import (
    Action,
    DataReport,
    Event,
    GameConfig,
    Rng,
    ScoreBreakdown,
    ScoredItems,
    winners_of,
)
from everdell_desktop.core.kernel import (
    KernelGame,
    Task,
    end_game,
    next_in_order,
    start_turn,
)
from everdell_desktop.core.words import N_

from . import effects as fx
from . import koto, scoring, text
from .board import (
    HELPER_LOCATIONS,
    LOCATION_COST,
    LOCATION_EFFECTS,
    LOCATION_INDEX,
    LOCATIONS,
    UPGRADE_LOCATION,
    WORKER_LOCATIONS,
    affordable,
    in_play,
    worker_placements,
)
from .data import (
    ARTISAN,
    DESTINATION,
    HARP,
    SEASONS,
    SPRING,
    DataError,
    counts,
    load_components,
    tables,
)
from .state import (
    HIDDEN,
    PLATEAU_SLOTS,
    SPACE_EMPTY,
    SPACE_HELPER,
    SPACE_WORKER,
    EmerlandState,
)

T = tables()
STARTING_WORKERS = 2
STARTING_HELPERS = 2
STARTING_HAND = (3, 4, 5, 6)
REALM_ROW = 3
HAND_PROMPTS = frozenset({"discard", "excavate_discard"})  # their options show a hand

PREPARE = Action.of("prepare")
PASS = Action.of("pass")
_PLACE_WORKER = {
    (loc, guide, negotiator): Action.of(
        "place_worker", loc=LOCATIONS[loc], guide=guide, negotiator=negotiator
    )
    for loc in WORKER_LOCATIONS
    for guide in (False, True)
    for negotiator in (False, True)
}
_PLACE_HELPER = {loc: Action.of("place_helper", loc=LOCATIONS[loc]) for loc in HELPER_LOCATIONS}
_CACHE: dict[tuple, Action] = {}


def _cached(key: tuple, kind: str, **args: Any) -> Action:
    action = _CACHE.get(key)
    if action is None:
        action = _CACHE[key] = Action.of(kind, **args)
    return action


def _card_worker(cid: int) -> Action:
    return _cached(("cw", cid), "place_worker", loc=f"card.{cid}", guide=False, negotiator=False)


def _community_worker(cid: int) -> Action:
    return _cached(
        ("cc", cid), "place_worker", loc=f"community.{cid}", guide=False, negotiator=False
    )


def _card_helper(cid: int) -> Action:
    return _cached(("ch", cid), "place_helper", loc=f"card.{cid}")


def _play(cid: int, harp: int) -> Action:
    return _cached(("pc", cid, harp), "play_card", card=cid, harp=harp)


def _artisan(cid: int, discard: int) -> Action:
    return _cached(("ua", cid, discard), "use_artisan", card=cid, discard=discard)


def _excavate(cards: int) -> Action:
    return _cached(("ex", cards), "excavate", cards=cards)


class Emerland(KernelGame):
    name: ClassVar[str] = "emerland"
    title: ClassVar[str] = "Everdell: Emerland"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    config_model: ClassVar[type[GameConfig]] = koto.EmerlandConfig
    solo_bots: ClassVar[dict[str, tuple[str, ...]]] = {koto.BOT: koto.DIFFICULTIES}
    scored_items: ClassVar[tuple[ScoredItems, ...]] = (
        ScoredItems("prosperity", "card", text.named_card),
        ScoredItems("realms", "realm", text.named_realm),
    )
    kernel = fx.KERNEL

    # --- setup --------------------------------------------------------------------------
    def new_game(self, config: GameConfig, seed: int) -> EmerlandState:
        players = koto.table_size(config)
        rng = Rng(seed)
        deck = list(range(len(T.card_design)))
        rng.shuffle(deck)
        realm_deck = list(range(len(T.realms)))
        rng.shuffle(realm_deck)
        realm_row = [realm_deck.pop() for _ in range(REALM_ROW)]
        stacks = [list(step[2]) if players > 2 else [step[2][0]] for step in T.path_steps]
        state = EmerlandState(
            num_seats=players,
            rng=rng,
            deck=deck,
            discard=[],
            plateau=[[] for _ in range(PLATEAU_SLOTS)],
            hands=[[] for _ in range(players)],
            cities=[[] for _ in range(players)],
            beneath={},
            upgraded=[False] * len(T.card_design),
            harp_on=[False] * len(T.card_design),
            supply=[[0, 0, 0, 0, 1, 0, 0] for _ in range(players)],
            workers=[STARTING_WORKERS] * players,
            helpers=[STARTING_HELPERS] * players,
            workers_total=[STARTING_WORKERS] * players,
            helpers_total=[STARTING_HELPERS] * players,
            loc_workers=[[0] * players for _ in LOCATIONS],
            loc_helpers=[[0] * players for _ in LOCATIONS],
            owner_space=[SPACE_EMPTY] * len(T.card_design),
            community_space=[-1] * len(T.card_design),
            season=[0] * players,
            passed=[False] * players,
            rerolled=[False] * len(SEASONS),
            dice=[],
            path_pos=[0] * players,
            lost_city_space=[-1] * players,
            path_stacks=stacks,
            bag=list(range(len(T.artifacts))),
            artifacts=[[] for _ in range(players)],
            realm_deck=realm_deck,
            realm_row=realm_row,
            realms=[[] for _ in range(players)],
            current=0,
            moved_this_turn=False,
            pending=[],
            tasks=[],
            next_prompt_id=1,
            over=False,
        )
        events: list[Event] = []
        fx.refill_plateau(state, events)
        fx.roll_dice(state, events)
        for seat in range(players):
            fx.draw_cards(state, seat, STARTING_HAND[seat], events)
        if config.solo is not None:
            koto.setup(state, config, events)
        fx.KERNEL.begin(state, events)
        return state

    @staticmethod
    def harp_targets(state: EmerlandState, seat: int) -> list[int]:
        """Upgraded Constructions that may take a Harp: one Harp per Construction colour.
        Constructions of one colour are equivalent targets, so one per colour is offered."""
        city = state.cities[seat]
        used = {fx.design_of(cid).color for cid in city if state.harp_on[cid]}
        targets: dict[int, int] = {}
        for cid in city:
            design = fx.design_of(cid)
            if design.critter or not state.upgraded[cid] or design.color in used:
                continue
            targets.setdefault(design.color, cid)
        return sorted(targets.values())

    # --- hidden information -------------------------------------------------------------
    def view(self, state: EmerlandState, seat: int) -> EmerlandState:
        seen = state.clone()
        for other, hand in enumerate(seen.hands):
            if other != seat:
                seen.hands[other] = [HIDDEN] * len(hand)
        seen.deck = [HIDDEN] * (len(state.deck) - 1) + state.deck[-1:]
        seen.bag = [HIDDEN] * len(state.bag)
        seen.realm_deck = [HIDDEN] * len(state.realm_deck)
        seen.rng = Rng(0)
        koto.hide(seen)
        if seen.pending and seen.pending[-1].seat != seat:
            prompt = seen.pending[-1]
            if prompt.kind in HAND_PROMPTS:
                prompt.options = (fx.pick(prompt.kind, HIDDEN),) * len(prompt.options)
        return seen

    def determinize(self, view: EmerlandState, rng: Rng) -> EmerlandState:
        state = view.clone()
        visible = {c for c in state.deck if c != HIDDEN}
        visible.update(state.discard)
        for group in (state.plateau, state.hands, state.cities, state.beneath.values()):
            for cards in group:
                visible.update(c for c in cards if c != HIDDEN)
        unseen = [c for c in range(len(T.card_design)) if c not in visible]
        rng.shuffle(unseen)
        state.hands = [[unseen.pop() if c == HIDDEN else c for c in h] for h in state.hands]
        state.deck = [unseen.pop() if c == HIDDEN else c for c in state.deck]
        out_of_bag = {a for kept in state.artifacts for a in kept}
        if state.pending and state.pending[-1].kind == "keep_artifact":
            out_of_bag.update(state.pending[-1].ctx)
        state.bag = sorted(a for a in range(len(T.artifacts)) if a not in out_of_bag)
        known_realms = set(state.realm_row).union(*map(set, state.realms))
        realms = [r for r in range(len(T.realms)) if r not in known_realms]
        rng.shuffle(realms)
        state.realm_deck = realms
        state.rng = rng.fork(len(unseen) + 1)
        koto.fill(state, rng)
        if state.pending and state.pending[-1].kind in HAND_PROMPTS:
            prompt = state.pending[-1]
            cards = fx.distinct_cards(state.hands[prompt.seat])
            prompt.options = tuple(fx.pick(prompt.kind, cid) for cid in cards)
        return state

    def describe_progress(self, state: EmerlandState) -> str:
        """One line for the load list: the season and the turn, e.g. "Autumn · turn 14"; when
        the places at the table are in different seasons, their span ("Summer–Autumn")."""
        if state.over:
            return text.W.text("Game over")
        first, last = min(state.season), max(state.season)
        seasons = text.season_name(first)
        if last != first:
            seasons += f"–{text.season_name(last)}"
        return text.W.text("{seasons} · turn {turn}", seasons=seasons, turn=state.turn)

    # --- scoring and encoding -----------------------------------------------------------
    def scores(self, state: EmerlandState) -> list[ScoreBreakdown]:
        return koto.scores(state) if state.solo is not None else scoring.scores(state)

    def encode_state(self, state: EmerlandState) -> dict[str, Any]:
        fields = {
            name: getattr(state, name)
            for name in EmerlandState.__slots__
            if name not in ("rng", "beneath", "pending", "tasks", "solo", "turn")
        }  # ``turn`` only counts what the actions did: hashes of saves made before it stay valid
        fields["solo"] = koto.encode(state)
        fields["rng"] = state.rng.state
        fields["beneath"] = {str(cid): cards for cid, cards in sorted(state.beneath.items())}
        fields["pending"] = [
            [p.id, p.seat, p.kind, [a.encode() for a in p.options], p.source, p.then]
            for p in state.pending
        ]
        # the open prompt's memo and the task stack, under the keys saves have always hashed
        fields["prompt_ctx"] = repr(state.pending[-1].ctx if state.pending else ())
        fields["tasks"] = repr([tuple(task) for task in state.tasks])
        return fields

    def validate_data(self, directory: Path | None = None) -> DataReport:
        try:
            components = load_components(directory)
            solo_decks = koto.deck_counts(directory)
        except DataError as error:
            return DataReport(valid=False, errors=[str(error)])
        return DataReport(valid=True, counts={**counts(components), **solo_decks})

    # --- words for the GUI and the log --------------------------------------------------
    def describe_action(self, state: EmerlandState, action: Action) -> str:
        """A move's label in the player's language (``text.WORDS``)."""
        kind, W = action.kind, text.W
        if kind == "place_worker":
            place = _place_name(state, action["loc"])
            template = _WORKER_TEMPLATES[action["negotiator"], action["guide"]]
            return W.text(template, place=place)
        if kind == "place_helper":
            return W.text("Place a Helper on {place}", place=_place_name(state, action["loc"]))
        if kind == "play_card":
            name = _card(action["card"])
            if action["harp"] >= 0:
                return W.text(
                    "Play {card} upgraded, placing a Harp on {target}",
                    card=name,
                    target=_card(action["harp"]),
                )
            return W.text("Play {card}", card=name)
        if kind == "use_artisan":
            return W.text(
                "Use {card}, discarding {discard} beneath it",
                card=_card(action["card"]),
                discard=_card(action["discard"]),
            )
        if kind == "excavate":
            cards = action["cards"]
            return W.plural(
                cards, "Excavate, discarding {count} card", "Excavate, discarding {count} cards",
                count=cards,
            )  # fmt: skip
        if kind == "prepare":
            return W.text("Prepare for the next season")
        if kind == "pass":
            return W.text("Pass (finish the game)")
        return _describe_answer(state, kind, action.get("pick"))


# --- legal actions ------------------------------------------------------------------------
def turn_actions(state: EmerlandState, seat: int) -> list[Action]:
    actions: list[Action] = []
    if state.workers[seat]:
        _worker_actions(state, seat, actions)
    if state.helpers[seat]:
        _helper_actions(state, seat, actions)
    if fx.has_city_space(state, seat):
        _play_actions(state, seat, actions)
    hand = state.hands[seat]
    if hand:
        _artisan_actions(state, seat, actions)
        cost = fx.next_step_cost(state, seat)
        if cost is not None and fx.can_pay(state, seat, cost):
            actions.extend(_excavate(n) for n in range(1, len(hand) + 1))
    if state.season[seat] < SPRING:
        # Prepare needs every Worker placed; a seat that can do nothing else may prepare
        # anyway so the game cannot stall (docs/rulings.md).
        if not state.workers[seat] or not actions:
            actions.append(PREPARE)
    else:
        actions.append(PASS)
    return actions


def _worker_actions(state: EmerlandState, seat: int, actions: list[Action]) -> None:
    players = len(state.cities)  # places at the table, a solo bot's included
    for loc in WORKER_LOCATIONS:
        if in_play(loc, players) and affordable(state, seat, loc):
            for guide, negotiator in worker_placements(state, seat, loc):
                actions.append(_PLACE_WORKER[(loc, guide, negotiator)])
    for owner, city in enumerate(state.cities):
        for cid in city:
            if fx.design_of(cid).color != DESTINATION:
                continue
            if owner == seat:
                if state.owner_space[cid] == SPACE_EMPTY:
                    actions.append(_card_worker(cid))
            elif state.community_space[cid] < 0:
                actions.append(_community_worker(cid))


def _helper_actions(state: EmerlandState, seat: int, actions: list[Action]) -> None:
    for loc in HELPER_LOCATIONS:
        if not affordable(state, seat, loc):
            continue
        if loc == UPGRADE_LOCATION and not fx.upgradable(state, seat):
            continue
        actions.append(_PLACE_HELPER[loc])
    for cid in state.cities[seat]:
        design = fx.design_of(cid)
        empty = state.owner_space[cid] == SPACE_EMPTY
        if design.color == DESTINATION and design.critter and empty:
            actions.append(_card_helper(cid))


def _play_actions(state: EmerlandState, seat: int, actions: list[Action]) -> None:
    candidates = fx.distinct_cards(state.hands[seat])
    candidates.extend(slot[-1] for slot in state.plateau if slot)
    harps = Emerland.harp_targets(state, seat) if state.supply[seat][HARP] else []
    for cid in candidates:
        design = fx.design_of(cid)
        if fx.can_pay(state, seat, design.cost):
            actions.append(_play(cid, -1))
        if design.critter:
            actions.extend(_play(cid, target) for target in harps)


def _artisan_actions(state: EmerlandState, seat: int, actions: list[Action]) -> None:
    choices = None
    for cid in state.cities[seat]:
        if fx.design_of(cid).color != ARTISAN:
            continue
        if len(state.beneath.get(cid, ())) >= fx.side_of(state, cid).capacity:
            continue
        choices = choices or fx.distinct_cards(state.hands[seat])
        actions.extend(_artisan(cid, card) for card in choices)


# --- main actions -------------------------------------------------------------------------
def _place_worker(state, seat, action, events) -> None:
    loc_id = action["loc"]
    guide, negotiator = action["guide"], action["negotiator"]
    state.workers[seat] -= 1
    state.helpers[seat] -= guide + negotiator
    emit_params = {"seat": seat, "meeple": "worker", "loc": loc_id}
    if loc_id.startswith("card."):
        cid = int(loc_id[5:])
        state.owner_space[cid] = SPACE_WORKER
        fx.emit(events, "meeple_placed", **emit_params)
        fx.push(state, seat, fx.side_of(state, cid).effects, f"card.{cid}")
        return
    if loc_id.startswith("community."):
        cid = int(loc_id[10:])
        state.community_space[cid] = seat
        fx.emit(events, "meeple_placed", **emit_params)
        side = fx.side_of(state, cid)
        fx.gain(state, state.owner_of(cid), (0, 0, 0, 0, 0, 0, side.community_points), events)
        fx.push(state, seat, side.effects, f"card.{cid}")
        return
    loc = LOCATION_INDEX[loc_id]
    state.loc_workers[loc][seat] += 1
    state.loc_helpers[loc][seat] += guide + negotiator
    fx.emit(events, "meeple_placed", guide=guide, negotiator=negotiator, **emit_params)
    fx.pay(state, seat, LOCATION_COST[loc], events)
    location_effects = LOCATION_EFFECTS[loc]
    if location_effects[0][0] == "market_dice":
        # A guide doubles the River Market: each chosen die pays twice.
        market = (location_effects[0][1], 2 if guide else 1, ())
        fx.KERNEL.push(state, Task("market_dice", seat, market, loc_id))
    else:
        fx.push(state, seat, location_effects * (2 if guide else 1), loc_id)


def _place_helper(state, seat, action, events) -> None:
    loc_id = action["loc"]
    state.helpers[seat] -= 1
    fx.emit(events, "meeple_placed", seat=seat, meeple="helper", loc=loc_id)
    if loc_id.startswith("card."):
        cid = int(loc_id[5:])
        state.owner_space[cid] = SPACE_HELPER
        fx.push(state, seat, fx.side_of(state, cid).effects, loc_id)
        return
    loc = LOCATION_INDEX[loc_id]
    state.loc_helpers[loc][seat] += 1
    fx.pay(state, seat, LOCATION_COST[loc], events)
    fx.push(state, seat, LOCATION_EFFECTS[loc], loc_id)


def _play_card(state, seat, action, events) -> None:
    cid, harp = action["card"], action["harp"]
    slot = -1
    if cid in state.hands[seat]:
        state.hands[seat].remove(cid)
        from_zone = "hand"
    else:
        slot = fx.plateau_slot(state, cid)
        state.plateau[slot].remove(cid)
        from_zone = "plateau"
    if harp >= 0:
        state.supply[seat][HARP] -= 1
        state.harp_on[harp] = True
        fx.emit(events, "harp_placed", seat=seat, card=harp)
    else:
        fx.pay(state, seat, (*fx.design_of(cid).cost, 0, 0, 0), events)
    fx.place_in_city(state, seat, cid, harp >= 0, from_zone, events, slot)


def _use_artisan(state, seat, action, events) -> None:
    cid, card = action["card"], action["discard"]
    state.hands[seat].remove(card)
    state.beneath.setdefault(cid, []).append(card)
    fx.emit(
        events,
        "card_moved",
        card=card,
        from_zone="hand",
        to_zone="beneath",
        under=cid,
        seat=seat,
    )
    fx.push(state, seat, fx.side_of(state, cid).effects, f"card.{cid}")


def _excavate_action(state, seat, action, events) -> None:
    cards = action["cards"]
    fx.pay(state, seat, fx.next_step_cost(state, seat), events)
    fx.KERNEL.push(state, Task("_excavate_discard", seat, (cards, cards), "path"))


def _prepare(state, seat, action, events) -> None:
    fx.prepare_for_season(state, seat, events)


def _pass(state, seat, action, events) -> None:
    state.passed[seat] = True
    fx.emit(events, "passed", seat=seat)


def end_turn(state: EmerlandState, events: list[Event]) -> None:
    """The one place a turn ends: refill the Plateau, hand over to the next active seat (in a
    solo game, Professor Koto takes his turn first)."""
    if state.solo is not None:
        koto.end_turn(state, events)
        return
    fx.refill_plateau(state, events)
    state.moved_this_turn = False
    seat = next_in_order(state.current, state.num_seats, state.passed.__getitem__)
    if seat is None:
        end_game(state, events, winners_of(scoring.scores(state)))
    else:
        start_turn(state, seat, events)


MAIN_ACTIONS = {
    "place_worker": _place_worker,
    "place_helper": _place_helper,
    "play_card": _play_card,
    "use_artisan": _use_artisan,
    "excavate": _excavate_action,
    "prepare": _prepare,
    "pass": _pass,
}


def _main_action(state: EmerlandState, action: Action, events: list[Event]) -> None:
    MAIN_ACTIONS[action.kind](state, state.current, action, events)


fx.KERNEL.turn(turn_actions, _main_action, end_turn)


# (negotiator, guide) -> the label of placing a Worker
_WORKER_TEMPLATES = {
    (False, False): N_("Place a Worker on {place}"),
    (True, False): N_("Place a Worker on {place} with a negotiator"),
    (False, True): N_("Place a Worker on {place} with a guide"),
    (True, True): N_("Place a Worker on {place} with a negotiator and a guide"),
}


def _card(cid: int) -> str:
    """A Jungle card's name in words."""
    return text.card_name(fx.design_of(cid).index)


def _place_name(state: EmerlandState, loc_id: str) -> str:
    if loc_id.startswith(("card.", "community.")):
        prefix, _, cid = loc_id.partition(".")
        name = _card(int(cid))
        return text.W.text("{card}'s Community space", card=name) if prefix == "community" else name
    return text.location_name(loc_id)


# Prompt kinds whose answers name a Jungle card (with the label of such an answer) or a River
# Market die; the table uses them to light up the card or die an answer is about.
CARD_PICK_VERBS = {
    "draw_plateau": N_("Take {card}"),
    "play_top": N_("Play {card}"),
    "activate_green": N_("Activate {card}"),
    "upgrade": N_("Upgrade {card}"),
    "discard": N_("Discard {card}"),
    "excavate_discard": N_("Discard {card}"),
    "production_order": N_("Activate {card}"),
}
DIE_PICK_KINDS = frozenset({"copy_die", "market_die"})


def _describe_answer(state: EmerlandState, kind: str, pick) -> str:
    W = text.W
    if kind == "decline":
        return W.text("Decline")
    if kind in koto.ANSWER_KINDS:
        return koto.describe_answer(kind, pick)
    if kind in CARD_PICK_VERBS:
        return W.text(CARD_PICK_VERBS[kind], card=_card(pick))
    if kind == "keep_artifact":
        return W.text("Keep {artifact}", artifact=text.artifact_name(pick))
    if kind in DIE_PICK_KINDS:
        return W.text("Take {amounts}", amounts=text.amounts(T.die_faces[state.dice[pick]]))
    if kind == "realm":
        if pick == "deck":
            return W.text("Draw the top Realm")
        return W.text("Take {realm}", realm=text.realm_name(pick))
    if kind == "gain_any":
        return W.text("Take 1 {resource}", resource=text.resource_name(pick))
    ctx = state.pending[-1].ctx if state.pending else ()
    if kind == "choose_one" and ctx:
        return _sentence(text.effects_text(ctx[0][pick]))
    if kind == "receive" and ctx:
        return text.receive_answer(ctx[0])
    if kind == "reactivate" and ctx:
        return W.text("Activate {card} again (its owner gains point tokens)", card=_card(ctx[0]))
    return f"{kind}: {pick}"


def _sentence(words: str) -> str:
    return words[:1].upper() + words[1:]


# The events Emerland emits besides the kernel's own (core.events), Professor Koto's included.
EVENT_KINDS = frozenset(
    {
        "archaeologist_moved",
        "artifact_kept",
        "artifacts_drawn",
        "card_activated",
        "card_upgraded",
        "deck_top_revealed",
        "harp_placed",
        "koto_card_revealed",
        "koto_deck_shuffled",
        "koto_last_resort",
        "koto_new_plan",
        "meeples_gained",
        "realm_gained",
        "realm_revealed",
    }
)

"""The Everdell base game as a GameDefinition: setup, legal actions, views and scores."""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from everdell_desktop.core import (
    Action,
    ConfigChoice,
    DataReport,
    Event,
    GameConfig,
    Rng,
    ScoreBreakdown,
    ScoredItems,
    winners_of,
)
from everdell_desktop.core import events as ev
from everdell_desktop.core import kernel as kn
from everdell_desktop.core.words import N_

from . import (
    abilities,
    rugwort,
    special_events,  # noqa: F401  (registers the special Events' abilities)
)
from .data import RESOURCES, DataError, load_data
from .engine import (
    CARD,
    CARDS,
    DATA,
    EVENTS,
    KERNEL,
    UID_CARD,
    act,
    hand_titles,
    meadow_titles,
)
from .places import LOC_KEYS, do_place, owner_of, placement_actions, start_prepare
from .play import play_city, play_options, resolve_play
from .scoring import player_breakdown
from .spirecrest import rules as spire
from .state import (
    AUTUMN,
    HIDDEN,
    LOC_COUNT,
    LOC_FOREST,
    MEADOW_SIZE,
    SEASONS,
    EverdellState,
    Player,
)
from .wording import PLURALS, W, name, resource, resource_amount, season

STARTING_HANDS = (5, 6, 7, 8)
BASIC_EVENTS = tuple(event.index for event in EVENTS if not event.special)
SPECIAL_EVENTS = tuple(event.index for event in EVENTS if event.special)
SPECIALS_DEALT = 4
PREPARE = act("prepare")
PRIVATE_DRAWS = ("teacher",)  # cards drawn into a private choice, hidden from the others
PASS = act("pass")


class EverdellConfig(GameConfig):
    """The base game's options: the common ones plus the Spirecrest expansion."""

    expansion: Literal["spirecrest"] | None = None


SPIRECREST = ConfigChoice(
    "expansion", N_("Expansion"), ((None, N_("None")), ("spirecrest", N_("Spirecrest")))
)


def forest_cards_dealt(players: int) -> int:
    """3 Forest cards with 2 players (and solo), 4 with 3 or more."""
    return 3 if players <= 2 else 4


class Everdell(kn.KernelGame):
    name: ClassVar[str] = "everdell"
    title: ClassVar[str] = "Everdell"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    solo_bots: ClassVar[dict[str, tuple[str, ...]]] = {"rugwort": ("year1", "year2", "year3")}
    config_model: ClassVar[type[GameConfig]] = EverdellConfig
    kernel = KERNEL
    config_choices: ClassVar[tuple[ConfigChoice, ...]] = (SPIRECREST,)
    scored_items: ClassVar[tuple[ScoredItems, ...]] = (
        ScoredItems("events", "event", lambda key: _event_name(key)),
        ScoredItems("prosperity", "card", lambda key: _card_name(key)),
        ScoredItems("discoveries", "discovery", spire.discovery_name),  # with Spirecrest
    )  # the names are defined below the class

    # --- setup ---------------------------------------------------------------------------
    def new_game(self, config: GameConfig, seed: int) -> EverdellState:
        rng = Rng(seed)
        solo = config.solo is not None
        internal = 2 if solo else config.players
        deck = list(range(len(UID_CARD)))
        rng.shuffle(deck)
        forest = list(range(LOC_FOREST, LOC_COUNT))
        rng.shuffle(forest)
        specials = list(SPECIAL_EVENTS)
        rng.shuffle(specials)
        dealt = tuple(specials[:SPECIALS_DEALT])
        meadow = [deck.pop() for _ in range(MEADOW_SIZE)]
        players = []
        for index in range(internal):
            player = Player()
            if solo and index == rugwort.RUGWORT:
                player.passed = True
                player.workers = player.free = 0
            else:
                player.hand = [deck.pop() for _ in range(STARTING_HANDS[index])]
            players.append(player)
        state = EverdellState(
            num_seats=config.players,
            rng=rng,
            players=players,
            deck=deck,
            discard=[],
            meadow=meadow,
            forest=tuple(forest[: forest_cards_dealt(internal)]),
            occ=[()] * LOC_COUNT,
            events_open=[*BASIC_EVENTS, *dealt],
            special=dealt,
            event_cards={},
        )
        if solo:
            rugwort.setup(state, config.difficulty)
        if config.expansion == "spirecrest":
            state.spire = spire.new_mountain(rng, internal, solo)
        return state

    # --- hidden information --------------------------------------------------------------
    def view(self, state: EverdellState, seat: int) -> EverdellState:
        seen = state.clone()
        seen.deck = [HIDDEN] * len(state.deck)
        for other, player in enumerate(seen.players):
            if other != seat:
                player.hand = [HIDDEN] * len(player.hand)
        top = seen.pending[-1] if seen.pending else None
        if top is not None and top.source in PRIVATE_DRAWS and top.seat != seat:
            seen.revealed = [HIDDEN] * len(seen.revealed)
            top.options = ()
        if seen.spire is not None:
            spire.hide(seen.spire)
        return seen

    def determinize(self, view: EverdellState, rng: Rng) -> EverdellState:
        state = view.clone()
        unseen = sorted(set(range(len(UID_CARD))) - known_cards(state))
        rng.shuffle(unseen)
        state.deck = [unseen.pop() if uid == HIDDEN else uid for uid in state.deck]
        state.revealed = [unseen.pop() if uid == HIDDEN else uid for uid in state.revealed]
        for player in state.players:
            player.hand = [unseen.pop() if uid == HIDDEN else uid for uid in player.hand]
        if state.spire is not None:
            spire.fill(state.spire, rng)
        state.rng = rng.fork(len(unseen))
        return state

    # --- results -------------------------------------------------------------------------
    def scores(self, state: EverdellState) -> list[ScoreBreakdown]:
        return scores(state)

    def encode_state(self, state: EverdellState) -> dict[str, Any]:
        encoded = self._encode_base(state)
        if state.spire is not None:
            encoded["spire"] = spire.encode(state.spire)
        return encoded

    def _encode_base(self, state: EverdellState) -> dict[str, Any]:
        return {
            "rng": state.rng.state,
            "deck": state.deck,
            "discard": state.discard,
            "meadow": state.meadow,
            "forest": list(state.forest),
            "occ": [list(workers) for workers in state.occ],
            "events_open": state.events_open,
            "special": list(state.special),
            "event_cards": {str(k): list(v) for k, v in sorted(state.event_cards.items())},
            "current": state.current,
            "pending": [
                [p.id, p.seat, p.kind, [a.encode() for a in p.options]] for p in state.pending
            ],
            # what each open prompt's answer goes to, under the key saves have always hashed
            "conts": [repr((p.then, *p.ctx)) for p in state.pending],
            "tasks": [repr(tuple(task)) for task in state.tasks],
            "revealed": state.revealed,
            "solo": None
            if state.solo is None
            else [
                state.solo.year,
                list(state.solo.blocked),
                state.solo.forest_step,
                state.solo.basic_loc,
                state.solo.owed,
            ],
            "over": state.over,
            "players": [_encode_player(player) for player in state.players],
        }

    def validate_data(self) -> DataReport:
        return self.validate_data_for(EverdellConfig(players=self.min_players))

    def validate_data_for(self, config: EverdellConfig) -> DataReport:
        """Every data file, Spirecrest's included (a base game ships them too); the counts
        of the chosen expansion's components as well."""
        try:
            data = load_data()
            spire_counts = spire.counts_checked()
        except DataError as error:
            return DataReport(valid=False, errors=[str(error)])
        missing = abilities.unimplemented_cards()
        errors = [f"card {key!r} has no implemented ability" for key in missing]
        errors += [
            f"Discovery card {key!r} has no implemented ability" for key in spire.unimplemented()
        ]
        counts = spire_counts if config.expansion == "spirecrest" else {}
        return DataReport(
            valid=not errors,
            counts={
                **counts,
                "cards": len(data.uid_card),
                "titles": len(data.cards),
                "basic_locations": len(data.basic),
                "forest_locations": len(data.forest),
                "basic_events": sum(1 for e in data.events if not e.special),
                "special_events": sum(1 for e in data.events if e.special),
                "campaign_chapters": len(data.chapters),
            },
            errors=errors,
        )

    def describe_action(self, state: EverdellState, action: Action) -> str:
        return describe(state, action)

    def describe_progress(self, state: EverdellState) -> str:
        """One line for a save list, e.g. "Player 1: spring, player 2: winter"."""
        if state.over:
            return W.text("Game over")
        parts = [
            W.text(
                "player {number}: {season}",
                number=seat + 1,
                season=W.text("passed") if p.passed else season(SEASONS[p.season]),
            )
            for seat, p in enumerate(state.players[: state.num_seats])
        ]
        text = ", ".join(parts)
        return text[0].upper() + text[1:]


def main_action(state: EverdellState, action: Action, events: list[Event]) -> None:
    """Carry out a turn's main action (the kernel resolves what it causes)."""
    seat = state.current
    kind = action.kind
    if kind in ("place", "claim", "visit", "perch"):
        do_place(state, seat, action, events)
    elif kind == "play":
        resolve_play(state, seat, action, events)
    elif kind == "prepare":
        start_prepare(state, seat, events)
    elif kind == "hideout":
        spire.use_hideout(state, seat, action, events)
    else:  # pass
        state.players[seat].passed = True
        events.append(Event(ev.PASSED, {"seat": seat}))
        if state.spire is not None:
            spire.after_pass(state, seat)


def end_turn(state: EverdellState, events: list[Event]) -> None:
    """The one place a turn ends: the player discards the cards the Weather makes them
    discard, Rugwort plays the cards he is owed (each queued as a task, and the kernel calls
    this again once it is done), then the next seat that has not passed moves; when none is
    left, the game is over."""
    if state.spire is not None and spire.queue_turn_end_work(state):
        return
    if rugwort.queue_owed_play(state):
        return
    players = state.players
    seat = kn.next_in_order(state.current, state.num_seats, lambda s: players[s].passed)
    if seat is None:
        kn.end_game(state, events, winners_of(scores(state)))
    else:
        kn.start_turn(state, seat, events)


def scores(state: EverdellState) -> list[ScoreBreakdown]:
    result = [player_breakdown(state, seat) for seat in range(state.num_seats)]
    if state.solo is not None:
        result[0].tiebreak = (0,)
        result.append(rugwort.breakdown(state))
    return result


def main_actions(state: EverdellState, seat: int) -> list[Action]:
    """The choices at the start of a turn: place a worker, play a card, prepare, or pass."""
    player = state.players[seat]
    if state.spire is not None:
        actions = spire.main_actions(state, seat)
    else:
        actions = placement_actions(state, seat) if player.free > 0 else []
    city = play_city(player)
    for card in hand_titles(player):
        actions.extend(play_options(state, seat, card, "hand", city))
    for card in meadow_titles(state):
        actions.extend(play_options(state, seat, card, "meadow", city))
    if player.season == AUTUMN:
        actions.append(PASS)
    elif player.free == 0:
        actions.append(PREPARE)
    return actions


def known_cards(state: EverdellState) -> set[int]:
    """Every card uid visible in a view (everything except hidden hands and the deck)."""
    known = {uid for uid in state.deck if uid != HIDDEN}
    known.update(uid for uid in state.meadow if uid >= 0)
    known.update(state.discard)
    known.update(uid for uid in state.revealed if uid != HIDDEN)
    for cards in state.event_cards.values():
        known.update(cards)
    for player in state.players:
        known.update(uid for uid in player.hand if uid != HIDDEN)
        for cc in player.city:
            known.add(cc.uid)
            known.update(cc.under)
    if state.spire is not None:
        known.update(spire.held_cards(state.spire))
    return known


def _encode_player(player: Player) -> dict[str, Any]:
    return {
        "hand": player.hand,
        "res": player.res,
        "tokens": player.tokens,
        "city": [
            [cc.uid, cc.occupied, cc.tokens, list(cc.workers), list(cc.stored), list(cc.under)]
            for cc in player.city
        ],
        "season": player.season,
        "workers": player.workers,
        "free": player.free,
        "spots": [list(spot) for spot in player.spots],
        "passed": player.passed,
        "events": player.events,
        "event_points": {str(k): v for k, v in sorted(player.event_points.items())},
        "journey": player.journey,
    }


def _card_name(value) -> str:
    if isinstance(value, int):
        card = CARDS[UID_CARD[value]]
    elif value in CARD:
        card = CARDS[CARD[value]]
    else:
        return str(value)
    return name("card", card.key, card.name)


def _loc_name(key: str) -> str:
    return name("location", key, LOC_NAMES.get(key, key))


def _event_name(key: str) -> str:
    return name("event", key, EVENTS[DATA.event_index[key]].name)


def describe(state: EverdellState, action: Action) -> str:
    """A short label for a menu or the game log, in the player's language (``wording``)."""
    kind = action.kind
    label = spire.describe(state, action) if state.spire is not None else None
    if label is not None:
        return label
    if kind in ("place", "visit", "perch", "hideout") and _place_name(action) is not None:
        if kind == "hideout":
            return W.text(
                "Move {who} from {place} to Grey Cloak's Hideout",
                who=_meeple_name(action),
                place=_place_name(action),
            )
        place = _place_name(action)
        owner = _other_city_holding(state, action) if kind == "visit" else None
        if owner is not None:
            place = W.text("{place} in {player}'s city", place=place, player=_player(state, owner))
        if action.get("meeple") is None:
            return W.text("Place a worker on {place}", place=place)
        return W.text("Place {who} on {place}", who=_meeple_name(action), place=place)
    if kind == "claim":
        event = _event_name(action["event"])
        if action.get("meeple") is None:
            return W.text("Achieve {event}", event=event)
        return W.text("Achieve {event} with {who}", event=event, who=_meeple_name(action))
    if kind == "play":
        return _describe_play(state, action)
    if kind == "prepare":
        coming = SEASONS[min(state.players[state.current].season + 1, AUTUMN)]
        return W.text("Prepare for {season}", season=season(coming))
    if kind == "pass":
        return W.text("Pass (end your game)")
    if kind == "clock_tower":
        return W.text("Use the Clock Tower on {place}", place=_loc_name(action["loc"]))
    if kind == "gain" and action.get("res") is not None:
        return W.text("Gain 1 {resource}", resource=resource(action["res"]))
    if kind == "pay" and action.get("n") is not None and _open_cont(state) == "pay_points":
        paid = RESOURCES[state.pending[-1].ctx[0]]  # the continuation names the resource
        return _pay_for_points_label(action["n"], paid)
    if kind == "pay" and action.get("res") is not None:
        return W.text("Pay 1 {resource}", resource=resource(action["res"]))
    if kind == "stock":  # the Storehouse's harvest
        amount = resource_amount(abilities.STOREHOUSE_STOCK[action["res"]], action["res"])
        return W.text("Put {amount} on the Storehouse", amount=amount)
    if kind == "give" and action.get("n") is not None:  # the Monk's berries
        return W.text(
            "Give {amount} to {player}",
            amount=resource_amount(action["n"], "berry"),
            player=_player(state, action["to"]),
        )
    if kind == "recall" and _place_name(action) is not None:
        if action.get("meeple") is None:
            return W.text("Move the worker from {place}", place=_place_name(action))
        return W.text(
            "Move {who} from {place}", who=_meeple_name(action), place=_place_name(action)
        )
    parts = []
    for key, value in action.args:
        if key in ("card",):
            parts.append(_card_name(value))
        elif key == "loc":
            parts.append(_loc_name(value))
        elif key == "to":
            parts.append(W.text("to {player}", player=_player(state, value)))
        elif key == "res" and value in PLURALS:
            parts.append(resource(value))
        else:
            parts.append(W.name("value", value, f"{value}"))
    verb = W.name("answer", kind, kind.replace("_", " ").capitalize())
    return W.text("{verb} {things}", verb=verb, things=" ".join(parts)) if parts else verb


def _meeple_name(action: Action) -> str:
    meeple = action.get("meeple")
    return W.text("a worker") if meeple is None else spire.critter_name(meeple)


def _place_name(action: Action) -> str | None:
    """The place a placement (or a worker to move) names, in words."""
    if action.get("loc") is not None:
        return _loc_name(action["loc"])
    if action.get("card") is not None:
        return _card_name(action["card"])
    if action.get("perch") is not None:
        return _card_name(action["perch"])
    if action.get("discovery") is not None:
        return spire.discovery_name(action["discovery"])
    if action.get("pile") == "deck":
        return W.text("the deck")
    return None


def _open_cont(state: EverdellState) -> str | None:
    """The name of the handler waiting for the open prompt's answer, if any."""
    return state.pending[-1].then if state.pending else None


def _pay_for_points_label(count: int, paid: str) -> str:
    if count == 0:  # said in full: the log shows it without the question it answers
        return W.text("Pay no {resources} (no points)", resources=resource(paid, 0))
    return W.plural(
        count,
        "Pay {amount} for {count} point",
        "Pay {amount} for {count} points",
        amount=resource_amount(count, paid),
        count=count,
    )


def _other_city_holding(state: EverdellState, action: Action) -> int | None:
    """The other player whose city holds the card a worker is placed on (an Inn or a Post
    Office open to all); None for a card of the mover's own city. Two such cards in different
    cities would otherwise be told by the same label."""
    uid = action.get("card")
    if uid is None:
        return None  # a Spirecrest Discovery visited, in no city
    owner, _card = owner_of(state, uid)
    return None if owner == state.to_move() else owner


def _player(state: EverdellState, index: int) -> str:
    """Another player, as a label names them: by number, or Rugwort, who holds a player's
    place in a solo game's state but is no seat at the table, by his name."""
    if kn.is_bot(state, index):
        return name("bot", "rugwort", "Rugwort")
    return W.text("player {number}", number=index + 1)


def _describe_play(state: EverdellState, action: Action) -> str:
    """A card play's label: the card, where it comes from, the city a Fool goes into and how
    it is paid; against Rugwort a Fool's says what it does instead (it is discarded and a card
    of his city removed)."""
    text = W.text(SOURCES[action["src"]], card=_card_name(action["card"]))
    into = action.get("into")
    if into is None:
        return _with_payment(action, text)
    rival = _player(state, into)
    if not kn.is_bot(state, into):
        return _with_payment(action, W.text("{play} into {player}'s city", play=text, player=rival))
    removing = N_("{play}, discarding it to remove a card of {player}'s city")
    return W.text(removing, play=_with_payment(action, text), player=rival)


def _with_payment(action: Action, text: str) -> str:
    """``text``, a card play's label so far, with how the play is paid."""
    if action.get("free"):
        return W.text("{play} for free", play=text)
    if action.get("host") is not None:
        return W.text("{play} by occupying {card}", play=text, card=_card_name(action["host"]))
    if action.get("swap"):
        out, into = action["swap"]
        return W.text(
            "{play} (Judge: {into} instead of {out})",
            play=text,
            into=resource(into),
            out=resource(out),
        )
    if action.get("innkeeper") is not None:
        return W.text("{play} discarding the Innkeeper", play=text)
    cut = action.get("cut")
    saved = ""
    if cut is not None:
        names = ("twig", "resin", "pebble", "berry")
        saved = ", ".join(
            W.text("{count} {thing}", count=n, thing=resource(kind))
            for n, kind in zip(cut, names, strict=True)
            if n
        )
    if action.get("crane") is not None:
        return W.text("{play} discarding the Crane (saves {saved})", play=text, saved=saved)
    if action.get("prisoner") is not None:
        return W.text(
            "{play} imprisoning {card} (saves {saved})",
            play=text,
            card=_card_name(action["prisoner"]),
            saved=saved,
        )
    if cut is not None:
        return W.text("{play} (saves {saved})", play=text, saved=saved)
    return text


SOURCES = {
    "hand": N_("Play {card} from the hand"),
    "meadow": N_("Play {card} from the Meadow"),
    "revealed": N_("Play {card} from the revealed cards"),
    "archeologist": N_("Play {card} from the Archeologist"),
    "trail_guide": N_("Play {card} from the Trail Guide"),
    "stormvale": N_("Play {card} from Stormvale"),
}
LOC_NAMES = {key: key for key in LOC_KEYS}
LOC_NAMES.update({spec.key: spec.name for spec in (*DATA.basic, *DATA.journey, *DATA.forest)})
LOC_NAMES["haven"] = "the Haven"

# The events the base game emits besides the kernel's own (core.events), Rugwort's and
# Spirecrest's included.
EVENT_KINDS = frozenset(
    {
        "cards_discarded",
        "critter_joined",
        "discovered",
        "discoveries_revealed",
        "map_charted",
        "maps_revealed",
        "traveler_moved",
        "weather_revealed",
        "cards_drawn",
        "cards_revealed",
        "event_achieved",
        "imprisoned",
        "meadow_blocked",
        "occupied",
        "rugwort_moved",
        "scroll_resolved",
        "stored",
        "workers_removed",
    }
)


KERNEL.turn(main_actions, main_action, end_turn)

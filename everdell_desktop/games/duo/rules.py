"""Everdell Duo as a GameDefinition: setup, the three actions and the free card trade, the turn
order along the Sun and Moon timer, hidden information and scores.

A turn is one main action: ``place``/``claim``/``visit`` (a worker; the Sun moves), ``play``
(a card; the Moon moves) or ``take`` (a card from the deck or any Meadow space; then the
player moves the Sun or the Moon, answering ``move(token=...)`` when both can move). Before
it, any number of free ``trade(res=...)`` actions (2 cards from the hand for 1 resource) and,
solo, ``good_news(card=...)``; on a seat's last turn, trades after it too (the
``closing_trade`` prompt). Cooperatively (``DuoConfig.mode``, ``coop.py``) the Hare and the
Tortoise share one city against the Skunk, with the free ``share(...)`` and
``pocket_watch(...)``. ``rest(token=...)`` exists only for a seat that has no main action
at all (rulings.md).
"""

from __future__ import annotations

from typing import Any, ClassVar

from everdell_desktop.core import (
    Action,
    ConfigChoice,
    DataReport,
    Event,
    GameConfig,
    Prompt,
    Rng,
    ScoreBreakdown,
    ScoredItems,
    winners_of,
)
from everdell_desktop.core.kernel import (
    DECLINE,
    TURN_GOES_ON,
    KernelGame,
    Task,
    end_game,
    is_bot,
    start_turn,
)

from . import campaign, coop, coop_campaign, skunk
from .config import MODE, DuoConfig, skunk_level
from .data import EVENT_SETS, RESOURCES, SEASONS, DataError, load_data
from .effects import ONE, after_take, discard_options
from .engine import (
    CARD,
    CARDS,
    DATA,
    END,
    EVENTS,
    FREE_ACTIONS,
    KERNEL,
    OPEN_SEASON,
    RES_INDEX,
    RIVER,
    act,
    affordable,
    ask,
    discard_from_hand,
    draw,
    gain,
    meadow_open,
    next_place,
    push,
    refill_meadow,
    take_from_meadow,
)
from .places import can_place_now, do_place, placement_actions
from .play import pay_ways, play_options, play_sources, resolve_play
from .scoring import journey_award, player_breakdown
from .seasons import begin_season, next_season, season_over, starter, tokens_movable
from .state import (
    AUTUMN,
    EMPTY,
    EVENT_SPACES,
    HARE,
    HIDDEN,
    LOC_COUNT,
    MOON,
    PLACES,
    SUN,
    WINTER,
    Coop,
    DuoState,
)
from .text import card_name, describe, event_name
from .wording import W

TRADES = tuple(act("trade", res=name) for name in RESOURCES)
CLOSING_TRADE = "closing_trade"  # the trades offered after a turn's action
PRIVATE_PROMPTS = ("discard",)  # prompts whose options show the owner's hand
EVENT_KINDS = frozenset(
    {
        "cards_drawn",
        "event_achieved",
        "good_news_drawn",
        "good_news_played",
        "journey_awarded",
        "occupied",
        "pocket_watch_used",
        "river_changed",
        "shared",
        "skunk_rested",
        "skunk_sent_home",
        "token_moved",
    }
)


class EverdellDuo(KernelGame):
    name: ClassVar[str] = "duo"
    title: ClassVar[str] = "Everdell Duo"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    solo_bots: ClassVar[dict[str, tuple[str, ...]]] = {skunk.BOT: skunk.LEVELS}
    config_model: ClassVar[type[GameConfig]] = DuoConfig
    config_choices: ClassVar[tuple[ConfigChoice, ...]] = (MODE,)
    scored_items: ClassVar[tuple[ScoredItems, ...]] = (
        ScoredItems("events", "event", lambda key: event_name(DATA.event_index[key])),
        ScoredItems("prosperity", "card", card_name),
    )
    kernel = KERNEL

    def check_config(self, config: GameConfig) -> None:
        """A cooperative game seats 2 characters (one person may play both) against the
        Skunk, whose level is ``difficulty``."""
        if getattr(config, "mode", "competitive") == "competitive":
            super().check_config(config)
            return
        if config.solo is not None or config.players != 2:
            raise ValueError("a cooperative game seats the Hare and the Tortoise: 2 players")
        if config.difficulty not in (None, *skunk.LEVELS):
            raise ValueError(
                f"the Skunk plays at difficulty {', '.join(skunk.LEVELS)},"
                f" not {config.difficulty!r}"
            )

    # --- setup ---------------------------------------------------------------------------
    def new_game(self, config: GameConfig, seed: int) -> DuoState:
        state = deal(config, Rng(seed))
        events: list[Event] = []
        begin_season(state, events)
        skunk.deal_at_season_start(state)
        KERNEL.begin(state, events)
        return state

    # --- hidden information --------------------------------------------------------------
    def view(self, state: DuoState, seat: int) -> DuoState:
        seen = state.clone()
        seen.deck = [HIDDEN] * len(state.deck)
        seen.discard = [HIDDEN] * len(state.discard)
        seen.river_pile = [HIDDEN] * len(state.river_pile)
        for place, hand in enumerate(seen.hands):
            if place != seat:
                seen.hands[place] = [HIDDEN] * len(hand)
        for prompt in seen.pending:
            if prompt.seat != seat and prompt.kind in PRIVATE_PROMPTS:
                prompt.options = ()
        if seen.solo is not None:
            seen.solo.good_news_deck = [HIDDEN] * len(seen.solo.good_news_deck)
        return seen

    def determinize(self, view: DuoState, rng: Rng) -> DuoState:
        state = view.clone()
        unseen = sorted(set(range(len(CARDS))) - known_cards(state))
        rng.shuffle(unseen)
        state.deck = [unseen.pop() if card == HIDDEN else card for card in state.deck]
        state.discard = [unseen.pop() if card == HIDDEN else card for card in state.discard]
        state.hands = [[unseen.pop() if c == HIDDEN else c for c in hand] for hand in state.hands]
        if HIDDEN in state.river_pile:
            tiles = sorted(set(range(len(RIVER))) - {*state.river, *state.river_out})
            rng.shuffle(tiles)
            state.river_pile = tiles[: len(state.river_pile)]
        solo = state.solo
        if solo is not None and HIDDEN in solo.good_news_deck:
            used = {*solo.good_news_hand, *solo.good_news_used}
            left = sorted(set(skunk.good_news_pool(state)) - used)
            rng.shuffle(left)
            solo.good_news_deck = left[: len(solo.good_news_deck)]
        state.rng = rng.fork(len(unseen) + 1)
        return state

    # --- results -------------------------------------------------------------------------
    def scores(self, state: DuoState) -> list[ScoreBreakdown]:
        return scores(state)

    def final_leads(self, state: DuoState) -> list[float]:
        """Cooperatively each character's lead is the team's margin over the Skunk."""
        if state.coop is None:
            return super().final_leads(state)
        margin = scores(state)[0].details["counts"]["margin"]
        return [float(margin)] * state.num_seats

    def encode_state(self, state: DuoState) -> dict[str, Any]:
        return encode(state)

    def validate_data(self) -> DataReport:
        return validate()

    def describe_action(self, state: DuoState, action: Action) -> str:
        return describe(state, action)

    def describe_progress(self, state: DuoState) -> str:
        """One line for a save list, e.g. "Summer: Sun 3, Moon 5"."""
        if state.over:
            return W.text("Game over")
        season = W.name("season", SEASONS[state.season], SEASONS[state.season].capitalize())
        return W.text(
            "{season}: Sun {sun}, Moon {moon}",
            season=season,
            sun=state.sun + 1,
            moon=state.moon + 1,
        )


# --- setup ---------------------------------------------------------------------------------
def board_side(state: DuoState) -> str:
    """Setup step 1: the "Journey" side for a competitive game, the side with numbers solo or
    cooperatively (the Skunk plays in both)."""
    return "numbers" if state.solo is not None else "journey"


def season_tile_side(state: DuoState) -> str:
    """Setup step 5: the Season tiles show the opossum only solo or cooperatively."""
    return "opossum" if state.solo is not None else "plain"


def cooperative(config: GameConfig) -> bool:
    return getattr(config, "mode", "competitive") in coop.COOP_MODES


def deal(config: GameConfig, rng: Rng) -> DuoState:
    """Setup steps 2-7 up to the Winter tile: the deck, the Meadow, the River, the Events, the
    workers and two cards each (rulebook, Preparation); cooperatively the Skunk takes a third
    place and the team its supplies (``team_setup``)."""
    solo = config.solo is not None
    seats = 1 if solo else PLACES
    places = PLACES + cooperative(config)
    deck = list(range(len(CARDS)))
    rng.shuffle(deck)
    meadow = [deck.pop() for _ in range(DATA.meadow_size)]
    river_pile = list(range(len(RIVER)))
    rng.shuffle(river_pile)
    river = [river_pile.pop(), river_pile.pop()]
    chosen = [rng.choice(DATA.lettered_events(letter)) for letter in EVENT_SETS]
    spaces = [*chosen, DATA.event_of_set("faire")]
    rng.shuffle(spaces)
    hands: list[list[int]] = [[] for _ in range(places)]
    for place in range(seats):
        hands[place] = [deck.pop() for _ in range(DATA.starting_hand)]
    state = DuoState(
        num_seats=seats,
        rng=rng,
        deck=deck,
        discard=[],
        meadow=meadow,
        river=river,
        river_pile=river_pile,
        river_out=[],
        events=spaces,
        event_owner=[EMPTY] * EVENT_SPACES,
        journey=DATA.event_of_set("journey"),
        journey_winner=EMPTY,
        sun=0,
        moon=0,
        season=WINTER,
        hands=hands,
        res=[[0, 0, 0, 0] for _ in range(places)],
        tokens=[0] * places,
        cities=[[] for _ in range(places)],
        occupied=[0] * places,
        hosting=0,
        free=[DATA.workers] * places,
        occ=[EMPTY] * LOC_COUNT,
    )
    if cooperative(config):
        team_setup(state, config)
    if solo or cooperative(config):
        skunk.setup(state, skunk_level(config))
    return state


def team_setup(state: DuoState, config: DuoConfig) -> None:
    """The cooperative supplies: each character's starting resources, the Sharing tile's uses,
    the Pocket Watch tokens and the Good News dealt a season (coop.json, unless the config, a
    campaign chapter's setup, says otherwise)."""
    book = coop.book()
    level = book.levels[skunk_level(config)]
    limit = book.sharing.uses_per_season if config.sharing_limit is None else config.sharing_limit
    for seat in range(state.num_seats):
        state.res[seat] = list(config.start_resources)
    state.coop = Coop(
        mode=config.mode,
        chapter=config.chapter,
        good_news=level.good_news if config.good_news is None else config.good_news,
        sharing_limit=limit,
        shares_left=limit,
        watches_left=config.pocket_watches,
    )


# --- turns ---------------------------------------------------------------------------------
def turn_actions(state: DuoState, seat: int) -> list[Action]:
    """The choices at a turn: every main action, then the free trades."""
    actions = main_actions(state, seat)
    if not actions:
        actions = [act("rest", token=token) for token in tokens_movable(state)]
    if len(state.hands[seat]) >= 2:
        actions.extend(TRADES)
    if state.solo is not None:
        actions.extend(skunk.good_news_actions(state))
    actions.extend(coop.team_actions(state, seat))
    return actions


def main_actions(state: DuoState, seat: int) -> list[Action]:
    actions = placement_actions(state, seat) if can_place_now(state, seat) else []
    tokens = tokens_movable(state)
    if MOON in tokens:
        ways = pay_ways(state, seat)
        bank = state.res[seat]
        for card, src in play_sources(state, seat):
            info = CARDS[card]
            if (
                ways.stars
                or (info.critter and ways.hosts[info.color])
                or affordable(bank, info.cost)
            ):
                actions.extend(play_options(state, seat, card, src, ways))
    if state.deck or state.discard:
        actions.append(DECK_TAKE)
    actions.extend(MEADOW_TAKES[state.meadow[slot]] for slot in meadow_open(state))
    return actions


# the Take a card actions, ready-made: the deck's, and each card's from the Meadow
DECK_TAKE = act("take", src="deck")
MEADOW_TAKES = tuple(act("take", src="meadow", card=card.key) for card in CARDS)


def main_action(state: DuoState, action: Action, events: list[Event]) -> None:
    """Carry out a turn's action; the kernel resolves what it causes."""
    seat = state.current
    kind = action.kind
    if kind == "trade":
        start_card_trade(state, seat, action["res"], events)
        return
    if kind == "good_news":
        skunk.play_good_news(state, seat, action, events)
        return
    if kind == "share":
        coop.share(state, seat, action, events)
        return
    if kind == "pocket_watch":
        coop.use_watch(state, seat, events)
        return
    push(state, CLOSING_TRADE, seat)  # under the action's work: trades after it
    if kind == "take":
        push(state, "choose_token", seat)  # after the card is taken: the Sun or the Moon
    else:
        token = SUN if kind in ("place", "claim", "visit") else action.get("token", MOON)
        push(state, "move_token", seat, token)
    if kind in ("place", "claim", "visit"):
        do_place(state, seat, action, events)
    elif kind == "play":
        resolve_play(state, seat, action, events)
    elif kind == "take":
        take_card(state, seat, action, events)


def take_card(state: DuoState, seat: int, action: Action, events: list[Event]) -> None:
    """Take a card: the top of the deck, or any Meadow card (refilled at once)."""
    after_take(state, seat)
    if action["src"] == "deck":
        draw(state, seat, 1, events)
        return
    take_from_meadow(state, seat, CARD[action["card"]], events)
    refill_meadow(state, events)


def start_card_trade(state: DuoState, seat: int, resource: str, events: list[Event]) -> None:
    """A 2-cards-for-1 trade for ``resource``: the seat picks the 2 cards."""
    options = discard_options(state, seat)
    ask(state, seat, "discard", options, events, "card_trade", (resource,), "trade")


def last_turn(state: DuoState) -> bool:
    """Whether the seat whose action was just resolved has no turn left: in autumn, with at
    most one token move to go (every turn moves a token by one space)."""
    return state.season == AUTUMN and (END - state.sun) + (END - state.moon) <= 1


@KERNEL.task(CLOSING_TRADE)
def _closing_trade(state: DuoState, task: Task, events: list[Event]) -> None:
    """ "At any time on your turn": the trade after the action. Only on the seat's last turn is
    it offered, since before that a trade after the action is the same as one before the
    next action (rulings.md D9)."""
    seat = task.seat
    if last_turn(state) and len(state.hands[seat]) >= 2:
        options = [*TRADES, DECLINE]
        ask(state, seat, CLOSING_TRADE, options, events, CLOSING_TRADE, source="trade")


@KERNEL.answer(CLOSING_TRADE)
def _closing_trade_answer(
    state: DuoState, prompt: Prompt, action: Action, events: list[Event]
) -> None:
    if action.kind == "decline":
        return
    push(state, CLOSING_TRADE, prompt.seat)  # after this trade, another may follow
    start_card_trade(state, prompt.seat, action["res"], events)


@KERNEL.answer("card_trade")
def _card_trade(state: DuoState, prompt: Prompt, action: Action, events: list[Event]) -> None:
    """The first card of a 2-for-1 trade; then the second (a trade once chosen is made:
    undo takes it back, rulings.md)."""
    first = action["card"]
    options = [a for a in discard_options(state, prompt.seat) if a["card"] != first]
    ask(
        state,
        prompt.seat,
        "discard",
        options,
        events,
        "card_trade_2",
        (*prompt.ctx, first),
        "trade",
    )


@KERNEL.answer("card_trade_2")
def _card_trade_2(state: DuoState, prompt: Prompt, action: Action, events: list[Event]) -> None:
    resource, first = prompt.ctx
    for key in (first, action["card"]):
        discard_from_hand(state, prompt.seat, CARD[key], events)
    gain(state, prompt.seat, ONE[RES_INDEX[resource]], events)


def end_turn(state: DuoState, events: list[Event]) -> None:
    """A turn has ended (a trade or a Good News card is free and does not end it:
    ``FREE_ACTIONS``) and the season goes on: the other place moves."""
    hand_over(state, next_place(state, state.current), events)


def end_season(state: DuoState, events: list[Event]) -> None:
    """The kernel says the season is over (``season_over``): in autumn the game ends, else the
    next season's steps are queued; the last of them hands the first turn to the tile's
    starting player (``OPEN_SEASON``)."""
    if state.season == AUTUMN:
        finish(state, events)
    else:
        next_season(state, events)  # its steps are queued: the kernel resolves them next
        skunk.deal_at_season_start(state)
        coop.new_season(state)


@KERNEL.task(OPEN_SEASON)
def _open_season(state: DuoState, task: Task, events: list[Event]) -> None:
    """The Season tile's last step: its starting player takes the season's first turn."""
    hand_over(state, starter(state), events)


def hand_over(state: DuoState, place: int, events: list[Event]) -> None:
    start_turn(state, place, events)
    if state.coop is not None and not is_bot(state, place):
        state.coop.last_character = place
    if is_bot(state, place):
        push(state, "skunk_turn", place)


@KERNEL.task("skunk_turn")
def _skunk_turn(state: DuoState, task: Task, events: list[Event]) -> None:
    """The Skunk's whole turn, one task: when it is done the kernel ends the turn."""
    skunk.take_turn(state, events)


def finish(state: DuoState, events: list[Event]) -> None:
    """Both tokens at the end in autumn: the Journey is awarded (not on a tie), then scored."""
    state.journey_winner = journey_award(state)
    if state.journey_winner != EMPTY:
        params = {"seat": state.journey_winner, "event": EVENTS[state.journey].key}
        events.append(Event("journey_awarded", params))
    end_game(state, events, winners_of(scores(state)))


def scores(state: DuoState) -> list[ScoreBreakdown]:
    if state.solo is None:
        return [player_breakdown(state, place) for place in range(PLACES)]
    if state.coop is not None:
        return coop.team_breakdowns(state, skunk.breakdown(state))
    player = player_breakdown(state, HARE)
    player.tiebreak = (0,)  # a tie is the Skunk's (rulings.md)
    return [player, skunk.breakdown(state)]


def known_cards(state: DuoState) -> set[int]:
    """Every card a view shows (everything but the deck, the discard pile and hidden hands)."""
    known = {card for card in state.meadow if card != EMPTY}
    for city in state.cities:
        known.update(city)
    for hand in state.hands:
        known.update(card for card in hand if card != HIDDEN)
    known.update(card for card in (*state.deck, *state.discard) if card != HIDDEN)
    return known


def encode(state: DuoState) -> dict[str, Any]:
    solo = state.solo
    return {
        "rng": state.rng.state,
        "deck": state.deck,
        "discard": state.discard,
        "meadow": state.meadow,
        "river": state.river,
        "river_pile": state.river_pile,
        "river_out": state.river_out,
        "events": state.events,
        "event_owner": state.event_owner,
        "journey": [state.journey, state.journey_winner],
        "timer": [state.season, state.sun, state.moon],
        "hands": state.hands,
        "res": state.res,
        "tokens": state.tokens,
        "cities": state.cities,
        "occupied": [state.occupied, state.hosting],
        "free": state.free,
        "occ": [[loc, who] for loc, who in enumerate(state.occ) if who != EMPTY],
        "turn": [state.current, *_turn_marks(state), state.turn, state.over],
        "pending": [
            [p.id, p.seat, p.kind, [a.encode() for a in p.options], p.then, repr(p.ctx)]
            for p in state.pending
        ],
        "tasks": [repr(tuple(task)) for task in state.tasks if task.kind not in MARKS],
        "solo": None
        if solo is None
        else [
            solo.level,
            solo.good_news_deck,
            solo.good_news_hand,
            solo.good_news_used,
            list(solo.blocked),
            solo.rolls,
        ],
        **encode_coop(state),
    }


def encode_coop(state: DuoState) -> dict[str, Any]:
    """A cooperative game's team supplies; nothing for the other games, whose saves keep
    their hashes."""
    team = state.coop
    if team is None:
        return {}
    return {
        "coop": [
            team.mode,
            team.chapter,
            team.good_news,
            team.sharing_limit,
            team.shares_left,
            team.shares_used,
            team.watches_left,
            team.watches_used,
            team.last_character,
        ]
    }


def validate() -> DataReport:
    try:
        data = load_data()
        book = skunk.load()
        chapters = campaign.load()
        team = coop.load()
        coop_counts = coop_campaign.data_counts()
    except DataError as error:
        return DataReport(valid=False, errors=[str(error)])
    return DataReport(
        valid=True,
        counts={
            "cards": len(data.cards),
            "critters": sum(1 for card in data.cards if card.critter),
            "constructions": sum(1 for card in data.cards if not card.critter),
            "event_tiles": len(data.events),
            "river_tiles": len(data.river),
            "season_tiles": len(data.seasons),
            "farms": len(data.farms),
            "path_spaces": data.path_length,
            "meadow_spaces": data.meadow_size,
            "good_news": len(book.good_news),
            "pocket_watch": len(team.pocket_watches),
            "campaign_chapters": len(chapters.chapters),
            **coop_counts,
        },
    )


# What saves have always hashed as the turn's phase and whether the main action was taken; the
# kernel's tasks now carry both: a season's steps end with OPEN_SEASON, a free action's work
# sits on TURN_GOES_ON, and a decision open otherwise belongs to a main action.
PHASE_TURN, PHASE_SEASON = 0, 1
MARKS = (OPEN_SEASON, TURN_GOES_ON)


def _turn_marks(state: DuoState) -> tuple[int, bool]:
    kinds = {task.kind for task in state.tasks}
    if OPEN_SEASON in kinds:
        return PHASE_SEASON, False
    return PHASE_TURN, bool(state.pending) and TURN_GOES_ON not in kinds


KERNEL.turn(
    turn_actions,
    main_action,
    end_turn,
    FREE_ACTIONS,
    round_over=season_over,
    round_end=end_season,
)

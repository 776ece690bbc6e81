"""Heuristic for Everdell (base game): the running score plus what each seat's assets should
still turn into before the game ends.

The running score (``game.scores``: card points, tokens, Prosperity bonuses, Journey, Events)
is the backbone. What a seat holds scores nothing at the end, so it is credited by what it can
still become:

- the *prospects*: the cards of the hand and the Meadow the seat could play, best first, while
  its resources (or a free space on a Construction of its city, for a Critter) pay for them
  and its city has room. A card the seat can pay for now counts for most of its worth (its
  points, its coming Production firings, its Prosperity bonus, what its ability should still
  bring; the Fool, which goes into a rival's city, the points it costs that rival); the card
  is only realized when played, so playing it still gains the rest. In a solo game each play
  also costs what Rugwort's answering Meadow play scores;
- resources and cards left over once those plays are paid for count a little, in proportion
  to the share of the seat's game still to play (its remaining worker placements): early on
  they become cards, late they are dead weight;
- the city's engine (Production cards that will fire again at the coming spring or autumn, the
  abilities of the cards built), the worker placements still to come, Events that the city is
  getting close to (in a solo game a special Event also denies Rugwort its missed points),
  and the growth still expected from Prosperity cards that count other cards.
"""

from __future__ import annotations

from everdell_desktop.core import Action, GameDefinition, Rng
from everdell_desktop.core.heuristics import GameHeuristic, WeightTable, leads, weighted_pick
from everdell_desktop.core.plugin import LazyRef
from everdell_desktop.games.everdell import rugwort
from everdell_desktop.games.everdell.engine import (
    CARD,
    CARDS,
    DATA,
    EVENTS,
    UID_CARD,
    city_room,
    colors_and_cards,
    meadow_slots_open,
)
from everdell_desktop.games.everdell.scoring import END_BONUS, player_breakdown
from everdell_desktop.games.everdell.spirecrest import heuristic as spire_heuristic
from everdell_desktop.games.everdell.state import (
    AUTUMN,
    CITY_LIMIT,
    HAND_LIMIT,
    SPRING,
    EverdellState,
    Player,
)

PRODUCTION = 0
# Workers available in winter, spring, summer and autumn (2, +1, +1, +2): 15 placements a game.
WORKERS_BY_SEASON = (2, 3, 4, 6)
PLACEMENTS = sum(WORKERS_BY_SEASON)
# placements still to come from the seasons after each season (the heuristic's hot path)
PLACEMENTS_AFTER = tuple(sum(WORKERS_BY_SEASON[season + 1 :]) for season in range(4))
# A resource not needed by a play in view is worth about this much early in the game (twig,
# resin, pebble, berry): it may still become card points. Beyond SPENDABLE a hoard counts no more.
RESOURCE_WEIGHT = (0.8, 1.0, 1.1, 0.9)
SPENDABLE = 6
HAND_CARD_VALUE = 0.6  # a card in hand early in the game (options, a cheaper play later)
PAYABLE_SHARE = 0.75  # of a payable card's worth, before it is played
MEADOW_SHARE = 0.6  # a Meadow card may be taken by a rival first
# In a solo game every card played lets Rugwort play one from the Meadow: what it scores him on
# average over the deck (a Prosperity card more than the others).
PROSPERITY_SHARE = sum(CARDS[card].color == rugwort.PROSPERITY for card in UID_CARD) / len(UID_CARD)
RUGWORT_PLAY_POINTS = rugwort.CARD_POINTS + PROSPERITY_SHARE * (
    rugwort.PROSPERITY_POINTS - rugwort.CARD_POINTS
)
PLACEMENT_VALUE = 0.6  # a worker placement still to come, beyond what the resources reflect
YIELD_PER_FIRING = 1.5  # what a Production card gives each time it fires
EVENT_CREDIT = 0.4  # share of an open Event's points, by how much of its need the city meets
SPECIAL_EVENT_POINTS = 4  # a special Event's usual worth when its points depend on the city
GROWTH_PER_CARD = 0.25  # how much a counting Prosperity card gains per card still to be played
CARDS_LEFT_TO_PLAY = 8  # cards a seat still plays from the start of the game, roughly
EVENT_INDEX = DATA.event_index
COUNTING_PROSPERITY = tuple(
    CARD[key] for key in ("castle", "palace", "school", "theatre", "evertree", "king")
)
# What a card's ability should still bring, in points, when built at the start of the game
# (scaled by the game left); Production cards are credited by their firings instead.
ABILITY_VALUE = {
    "inn": 4.0,
    "post_office": 4.0,
    "lookout": 4.0,
    "monastery": 3.0,
    "cemetery": 3.0,
    "chapel": 4.0,
    "university": 3.0,
    "queen": 4.0,
    "historian": 5.0,
    "shopkeeper": 4.0,
    "courthouse": 4.0,
    "crane": 2.0,
    "innkeeper": 2.0,
    "judge": 3.0,
    "dungeon": 2.0,
    "ranger": 2.0,
    "wanderer": 3.0,
    "bard": 3.0,
    "postal_pigeon": 2.0,
    "undertaker": 2.0,
    "shepherd": 2.0,
    "ruins": 2.0,
}
ABILITY = tuple(ABILITY_VALUE.get(info.key, 0.0) for info in CARDS)
CLOCK_TOWER = CARD["clock_tower"]
CLOCK_TOKENS = 3
HUSBAND, WIFE = CARD["husband"], CARD["wife"]
PAIR_BONUS = 3
# The Fool goes into a rival's city: what it brings its player is the points it costs that
# rival, and in the city that holds it, it is no asset (its -2 points are in the score).
FOOL = CARD["fool"]


def values(game: GameDefinition, state: EverdellState) -> list[float]:
    estimates = [estimate(state, seat) for seat in range(state.num_seats)]
    if len(state.players) > state.num_seats:  # solo: Rugwort's score is the rival
        estimates.extend(b.total for b in game.scores(state)[state.num_seats :])
    return leads(estimates, state.num_seats)


def estimate(state: EverdellState, seat: int) -> float:
    """What the seat should score by the end: its running score plus its assets' prospects."""
    return estimate_from(state, seat, player_breakdown(state, seat).total)


def estimate_from(state: EverdellState, seat: int, score: int) -> float:
    """:func:`estimate` from the seat's running score (``player_breakdown``'s total), for a
    caller that has it already (the learned evaluation's features read both)."""
    player = state.players[seat]
    total = float(score)
    if state.over or player.passed:
        return total
    left = game_left(player)
    total += _prospects(state, player, left)
    total += left * sum(ABILITY[cc.card] for cc in player.city)
    total += PLACEMENT_VALUE * placements_left(player)
    total += YIELD_PER_FIRING * _coming_firings(player)
    total += _event_credit(state, player)
    total += left * GROWTH_PER_CARD * CARDS_LEFT_TO_PLAY * _counting_cards(player)
    if state.spire is not None:
        total += spire_heuristic.estimate(state, seat, left)
    return total


def game_left(player: Player) -> float:
    """Share of the seat's game still to play, by worker placements to come: 1 at the start, 0
    once passed. A seat without placements left can still play cards, hence the one extra."""
    if player.passed:
        return 0.0
    return (placements_left(player) + 1) / (PLACEMENTS + 1)


def placements_left(player: Player) -> int:
    if player.passed:
        return 0
    return player.free + PLACEMENTS_AFTER[player.season]


def _firing_rounds(player: Player) -> int:
    """Production cards fire again when the seat prepares for spring and for autumn."""
    return (player.season < SPRING) + (player.season < AUTUMN)


def _coming_firings(player: Player) -> int:
    rounds = _firing_rounds(player)
    if not rounds:
        return 0
    return rounds * sum(1 for cc in player.city if CARDS[cc.card].color == PRODUCTION)


# --- what the hand and the Meadow can still become ----------------------------------------
def _prospects(state: EverdellState, player: Player, left: float) -> float:
    """The cards in view the seat could play, best first, paid from its resources (a Critter
    for free on an unoccupied Construction of its city), while its city has room; then the
    resources and hand cards left over."""
    res = list(player.res)
    city = city_room(player.city)
    room = CITY_LIMIT - city.spaces
    built = city.cards  # a set of its own: the cards paid for below are added to it
    hosts = [cc.card for cc in player.city if not cc.occupied]
    rounds = _firing_rounds(player)
    tax = RUGWORT_PLAY_POINTS if state.solo is not None else 0.0
    seen = [(_worth(state, player, card, left, rounds) - tax, card, 1.0) for card in _hand(player)]
    for slot in meadow_slots_open(state):
        card = UID_CARD[state.meadow[slot]]
        worth = MEADOW_SHARE * _worth(state, player, card, left, rounds) - tax
        seen.append((worth, card, 0.0))
    seen.sort(reverse=True)
    value = 0.0
    spare_cards = 0
    for worth, card, in_hand in seen:
        info = CARDS[card]
        if room <= 0 or worth <= 0 or (info.unique and card in built):
            spare_cards += in_hand
            continue
        free = info.critter and _take_host(hosts, card)
        if not (free or _pay(res, info.cost)):
            spare_cards += in_hand
            continue
        value += PAYABLE_SHARE * worth
        room -= info.takes_space
        if info.unique:
            built.add(card)
    value += left * sum(
        weight * min(have, SPENDABLE) for weight, have in zip(RESOURCE_WEIGHT, res, strict=True)
    )
    return value + left * HAND_CARD_VALUE * min(spare_cards, HAND_LIMIT)


def _pay(res: list[int], cost: tuple[int, int, int, int]) -> bool:
    """Take ``cost`` out of ``res`` if it is all there (the heuristic's hottest loop: written
    out for the four resources rather than zipped)."""
    twigs, resin, pebbles, berries = cost
    if res[0] < twigs or res[1] < resin or res[2] < pebbles or res[3] < berries:
        return False
    res[0] -= twigs
    res[1] -= resin
    res[2] -= pebbles
    res[3] -= berries
    return True


def _hand(player: Player) -> list[int]:
    return [UID_CARD[uid] for uid in player.hand]


def _take_host(hosts: list[int], card: int) -> bool:
    """Use up an unoccupied Construction that lets ``card`` in for free, if the city has one."""
    host = CARDS[card].host
    for position, other in enumerate(hosts):
        if other == host or CARDS[other].hosts_any:
            hosts.pop(position)
            return True
    return False


def _worth(state: EverdellState, player: Player, card: int, left: float, rounds: int) -> float:
    """What ``card`` should bring the seat if built now: its points, its Production firings to
    come (this one included), its Prosperity bonus and what its ability still brings."""
    info = CARDS[card]
    if card == FOOL:
        return -info.points
    worth = info.points + left * ABILITY[card]
    if info.color == PRODUCTION:
        worth += YIELD_PER_FIRING * (1 + rounds)
    bonus = END_BONUS.get(card)
    if bonus is not None:
        worth += bonus(state, player) + left * GROWTH_PER_CARD * CARDS_LEFT_TO_PLAY
    if card == CLOCK_TOWER:
        worth += CLOCK_TOKENS
    elif card in (HUSBAND, WIFE):
        partner = WIFE if card == HUSBAND else HUSBAND
        if any(cc.card == partner for cc in player.city):
            worth += PAIR_BONUS
    return worth


# --- Events ------------------------------------------------------------------------------
def _event_needs(event) -> tuple[tuple[tuple[int, int], ...], tuple[int, ...], int, float]:
    """(colour, count) pairs needed, cards needed, how many needs in all, the points credited."""
    needed = sum(need for _color, need in event.color_needs) + len(event.needs_cards)
    points = event.points or (SPECIAL_EVENT_POINTS if event.special else 0)
    return event.color_needs, event.needs_cards, needed, points


EVENT_NEEDS = tuple(_event_needs(event) for event in EVENTS)


def needs_share(event: int, colors: list[int], built: set[int]) -> float:
    """The share of the Event's needs (``EVENT_NEEDS``) a city meets, from its cards by colour
    and the cards built in it; 0 for an Event that needs nothing (loops, not generators: this
    runs for every open Event at every estimate)."""
    color_needs, card_needs, needed, _points = EVENT_NEEDS[event]
    if not needed:
        return 0.0
    met = 0
    for color, need in color_needs:
        met += min(colors[color], need)
    for card in card_needs:
        met += card in built
    return met / needed


def _event_credit(state: EverdellState, player: Player) -> float:
    """Partial points for open Events, by the share of their needs the city already meets. In
    a solo game a special Event also takes from Rugwort the points he scores for it if missed."""
    colors, built = colors_and_cards(player)
    denied = 0.0
    if state.solo is not None:
        denied = rugwort.MISSED_SPECIAL_POINTS[state.solo.year]
    credit = 0.0
    for event in state.events_open:
        share = needs_share(event, colors, built)
        if not share:
            continue
        worth = EVENT_NEEDS[event][3]
        if EVENTS[event].special:
            worth += denied
        credit += worth * share**2
    return EVENT_CREDIT * credit


def _counting_cards(player: Player) -> int:
    return sum(1 for cc in player.city if cc.card in COUNTING_PROSPERITY)


# --- the playout policy ------------------------------------------------------------------------
# Playouts here are dear (each turn weighs every hand and Meadow card against a city of up to
# 15 cards): with 40-action playouts Normal decided at its 0.45 s cap, with 20 at a median of
# 0.23 s and no measured loss of strength (docs/ai.md, "The base game's Normal within its
# time"). The game's wide choice (many spaces, many card plays and ways to pay) spreads Normal's
# iterations thin: Normal searches only the 5 root actions the greedy look-ahead rates best,
# Hard, with twice the iterations per action, the best 8; each won more games against
# ``greedy`` than its whole root on the same deals, in less time (docs/ai.md, "A narrower root
# for the base game's Normal" and "... Hard"). At 3 and 4 players Hard gives each root action
# twice the iterations: alone among ``greedy`` opponents it won 33 % and 19 % of its games with
# 50 (a fair share, and less), 58 % and 40 % with 100, within its time (docs/ai.md, "The base
# game's Hard among several rivals"); at 2 players 100 won no more. Hard's playouts run 60
# actions at 2 players, not 40: as many wins against ``greedy`` (61.5 of 80 deals against 62)
# and 1.6 points more a game, within its time; 10, 20 and 100 actions won fewer. Among rivals
# they stay at 40: 60 won 26 of 60 games there where 40 had won 30.5 of the same deals, and
# took longer (docs/ai.md, "Longer playouts for the base game's Hard"). Against Rugwort they
# run 20: a solo game is short, so 60 (or 40) actions play it out at random to its end, where
# a loss is nearly certain and only the margin differs, and Hard stopped building (28-38
# points); with 20 the estimate judges, and Hard scored 46-51 and beat Years Two and Three in
# 10.5 of 40 games where 60 won 3, Year One a little less often (21 of 32 against 23.5 of 30;
# docs/ai.md, "Hard against Rugwort"). At 2 players Hard's root is searched by sequential
# halving (``ISMCTSAgent._halve``): on fresh deals it won 28 of 40 games against ``greedy``
# where the same Hard with UCB1 at the root won 23 of the same 40, in no more CPU (docs/ai.md,
# "Sequential halving at the root"); so is it at 4 players without Spirecrest: alone among
# three ``greedy`` it won 18 of 36 fresh deals where the shared UCB1 search won 10.5, in about
# as much CPU in all (docs/ai.md, "Sequential halving at 4 players"; its helper process plays
# every other survivor of a round, the same search sooner: "The halving's survivors shared").
# So is Normal's, in the base game without Spirecrest only: on fresh deals it won 40.5 of 60
# where UCB1 won 35.5, and with Spirecrest 9 of 20 where UCB1 won 11.5 (docs/ai.md, "The same
# for the base game's Normal"). Read by ``ai.levels.budget_for``.
BUDGET_CHANGES = {
    "mcts-normal": {
        "rollout_depth": 20,
        "root_width": 5,
        "root_halving_seats": frozenset({(None, 2)}),
    },
    "mcts-hard": {
        "rollout_depth": 60,
        "rollout_depth_with_rivals": 40,
        "rollout_depth_alone": 20,
        "root_width": 8,
        "iterations_per_option_with_rivals": 100,
        "root_halving_seats": frozenset({2, (None, 4)}),
    },
}
KIND_WEIGHT = {
    "place": 3.0,
    "visit": 3.0,
    "perch": 3.0,
    "hideout": 3.0,
    "prepare": 1.0,
    "pass": 0.1,  # passing ends the seat's game: a playout should rarely do it while it can act
}
OTHER_TURN_WEIGHT = 3.0  # any other turn action (an expansion's)
ANSWER_WEIGHT = 1.0
DECLINE_WEIGHT = 0.2
PLAY_WEIGHT = 4.0  # a card play, plus PLAY_POINT_WEIGHT per printed point
PLAY_POINT_WEIGHT = 1.5
FREE_PLAY_WEIGHT = 4.0  # a Critter let in by an Occupied token costs nothing
EARLY_PRODUCTION_WEIGHT = 3.0  # a Production card before autumn fires again
CLAIM_WEIGHT = 12.0  # claiming an Event, plus CLAIM_POINT_WEIGHT per point
CLAIM_POINT_WEIGHT = 2.0


def rollout_action(
    game: GameDefinition, state: EverdellState, legal: list[Action], rng: Rng
) -> Action:
    """A cheap, sensible playout: Events and valuable cards first (free Critters and, before
    autumn, Production cards gladly), workers next, passing last; a prompt is answered at
    random but rarely declined."""
    if state.pending:
        return weighted_pick(legal, _answer_weight, rng)
    late = state.players[state.current].season >= AUTUMN
    return weighted_pick(legal, _TURN_WEIGHTS[late].__getitem__, rng)


def _answer_weight(action: Action) -> float:
    return DECLINE_WEIGHT if action.kind == "decline" else ANSWER_WEIGHT


def _turn_weight(action: Action, late: bool) -> float:
    """How gladly a playout takes a turn's action (``late``: in autumn, when a Production card
    no longer fires again)."""
    kind = action.kind
    if kind == "play":
        info = CARDS[CARD[action["card"]]]
        weight = PLAY_WEIGHT + PLAY_POINT_WEIGHT * max(info.points, 0)
        if action.get("host") is not None:
            weight += FREE_PLAY_WEIGHT
        if info.color == PRODUCTION and not late:
            weight += EARLY_PRODUCTION_WEIGHT
        return weight
    if kind == "claim":
        event = EVENTS[EVENT_INDEX[action["event"]]]
        return CLAIM_WEIGHT + CLAIM_POINT_WEIGHT * (event.points or SPECIAL_EVENT_POINTS)
    return KIND_WEIGHT.get(kind, OTHER_TURN_WEIGHT)


# ``_turn_weight`` before autumn and in autumn, worked out once per action.
_TURN_WEIGHTS = (
    WeightTable(lambda action: _turn_weight(action, False)),
    WeightTable(lambda action: _turn_weight(action, True)),
)


# The features a learned evaluation reads, and where its model ships (``ai.value_model``).
FEATURES = LazyRef(f"{__package__}.features", "VALUE_FEATURES")
# Hard judges with the learned models at 2 and 3 players: as strong as the hand-written
# judgement on fresh deals, in less CPU and one process (docs/ai.md, "A learned evaluation"
# and "The base game at 3 and 4 players"); with Spirecrest at 2 players, with Spirecrest's own
# model (docs/ai.md, "Spirecrest: a model of its own"). At 4 players only Spirecrest's own
# model judges: alone among three ``greedy`` on the deals of seed 9457 it won 5.5 of 12 where
# the hand-written Hard won 3, in two thirds of its CPU (docs/ai.md, "At 4 players"); the base
# game's 4-player model did no better than by hand (1.5 of 12 against 2, seed 9303). With
# Spirecrest at 3 players no model ships, so Hard judges by hand there: Spirecrest's own
# 3-player model, tried, won 12.5 of 24 deals where the hand-written Hard won 15.5 (docs/ai.md,
# "At 3 players"); a file there would opt itself in through the table size 3.
HARD_LEARNED_SEATS = frozenset({2, 3, ("spirecrest", 4)})


def expansion_of(state: EverdellState) -> str | None:
    """The expansion ``state`` plays (the name ``--expansion`` gives it), or None."""
    return None if state.spire is None else "spirecrest"


HEURISTIC = GameHeuristic(
    values,
    rollout_action,
    BUDGET_CHANGES,
    FEATURES,
    HARD_LEARNED_SEATS,
    expansion_of=expansion_of,
)

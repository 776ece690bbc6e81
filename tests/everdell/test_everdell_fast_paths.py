"""The search's hot paths in the base game's rules were rewritten for speed (a city read once
per turn instead of once or more per card); these tests hold them to the plain versions they
replaced, kept here as the reference, on cities reached by random play and on cities given the
cards that open other ways to pay (Judge, Innkeeper, Crane, Dungeon, a Husband to pair)."""

import pytest
from everdell_kit import GAME, city, res

from everdell_desktop.core import Rng
from everdell_desktop.games.everdell import play
from everdell_desktop.games.everdell.engine import (
    CARD,
    CARDS,
    HUSBAND,
    RUINS,
    UID_CARD,
    WIFE,
    can_enter,
    city_has,
    color_counts,
    spaces_used,
)
from everdell_desktop.games.everdell.places import EVENT_CAN, EVENTS, events_ready
from everdell_desktop.games.everdell.state import CITY_LIMIT, CityCard

PAYING_CARDS = ("judge", "innkeeper", "crane", "dungeon", "husband")


# --- the reference: the plain versions, as they were --------------------------------------
def reference_may_enter(player, card):
    if CARDS[card].unique and city_has(player, card):
        return False
    return card != RUINS or any(not CARDS[cc.card].critter and not cc.workers for cc in player.city)


def reference_can_enter(player, card, leaving=None):
    if not reference_may_enter(player, card):
        return False
    city_cards = player.city if leaving is None else [cc for cc in player.city if cc.uid != leaving]
    husbands = sum(1 for cc in city_cards if cc.card == HUSBAND)
    wives = sum(1 for cc in city_cards if cc.card == WIFE)
    used = sum(1 for cc in city_cards if CARDS[cc.card].takes_space) - min(husbands, wives)
    needed = 1
    if not CARDS[card].takes_space or card == RUINS:
        needed = 0
    elif card == HUSBAND:
        needed = 0 if wives > husbands else 1
    elif card == WIFE:
        needed = 0 if husbands > wives else 1
    return used + needed <= CITY_LIMIT


def reference_play_options(state, seat, card, src):
    player = state.players[seat]
    info = CARDS[card]
    if card == play.FOOL:
        places, fits = play.targets(state, seat, card), True
    else:
        places = [None] if reference_may_enter(player, card) else []
        fits = bool(places) and reference_can_enter(player, card)
    extra = play.play_extra(state, seat, card, src)
    if not places or extra == play.BANNED:
        return []
    player_res, cost = player.res, info.cost
    options = []
    for into in places:
        if fits and play.affordable(player_res, cost, extra):
            options.append(play.play_action(card, src, into))
        hosts_seen = []
        judge = False
        innkeeper = crane = dungeon = None
        for cc in player.city:
            other = cc.card
            if other == play.JUDGE:
                judge = True
            elif other == play.INNKEEPER:
                innkeeper = cc
            elif other == play.CRANE:
                crane = cc
            elif other == play.DUNGEON:
                dungeon = cc
            if (
                fits
                and info.critter
                and not cc.occupied
                and (other == info.host or CARDS[other].hosts_any)
                and other not in hosts_seen
            ):
                hosts_seen.append(other)
                options.append(play.play_action(card, src, into, host=cc.uid))
        if judge and fits:
            for out in range(4):
                for other_res in range(4):
                    swap = play.swapped(cost, out, other_res)
                    if cost[out] and other_res != out and play.affordable(player_res, swap, extra):
                        names = (play.RESOURCES[out], play.RESOURCES[other_res])
                        options.append(play.play_action(card, src, into, swap=names))
        room = play._room
        if innkeeper and info.critter and cost[3] and room(player, card, fits, innkeeper):
            reduced = (cost[0], cost[1], cost[2], max(0, cost[3] - play.DISCOUNT))
            if play.affordable(player_res, reduced, extra):
                options.append(play.play_action(card, src, into, innkeeper=innkeeper.uid))
        if crane and not info.critter and sum(cost) and room(player, card, fits, crane):
            for cut in play.cuts(cost, play.DISCOUNT):
                if play.affordable(player_res, play.minus(cost, cut), extra):
                    options.append(play.play_action(card, src, into, crane=crane.uid, cut=cut))
        if dungeon and sum(cost) and play.dungeon_cells(state, seat, dungeon) > 0:
            options.extend(play._dungeon_options(player, card, src, into, player_res, fits, extra))
    return options


def reference_discounted_options(state, seat, card, src, amount):
    cost = CARDS[card].cost
    extra = play.play_extra(state, seat, card, src)
    if extra == play.BANNED:
        return []
    return [
        play.play_action(card, src, into, cut=cut)
        for into in play.targets(state, seat, card)
        for cut in play.cuts(cost, amount)
        if play.affordable(state.players[seat].res, play.minus(cost, cut), extra)
    ]


def reference_events_ready(state, seat):
    player = state.players[seat]
    counts = color_counts(player)
    cards = {cc.card for cc in player.city}
    ready = []
    for event in state.events_open:
        info = EVENTS[event]
        if any(have < need for have, need in zip(counts, info.needs_color, strict=True)):
            continue
        if any(card not in cards for card in info.needs_cards):
            continue
        check = EVENT_CAN.get(event)
        if check is None or check(state, seat):
            ready.append(event)
    return ready


# --- the positions ------------------------------------------------------------------------
def random_positions(count, seed):
    """Positions along random 2- to 4-player games, every few actions."""
    rng = Rng(seed)
    found = []
    while len(found) < count:
        state = GAME.new_game(GAME.make_config(players=2 + rng.randrange(3)), rng.next_u64() >> 1)
        while state.to_move() is not None and len(found) < count:
            if rng.randrange(6) == 0:
                found.append(state.clone())
            GAME.apply_legal(state, rng.choice(GAME.legal_actions(state)))
    return found


def with_paying_cards(state, rng):
    """The seat to move also holds the cards that open other ways to pay, and plenty to pay
    with; an occupied Construction and a worker on a card vary what the Ruins and the hosts
    find."""
    seat = state.to_move()
    for key in PAYING_CARDS:
        if not city_has(state.players[seat], CARD[key]):
            try:
                city(state, seat, key)
            except AssertionError:  # every copy is in play already
                continue
    res(state, seat, *(rng.randrange(6) for _ in range(4)))
    for cc in state.players[seat].city:
        cc.occupied = cc.occupied or rng.randrange(4) == 0
    return state


def nearly_full(state, rng):
    """The seat to move's city filled from the deck to one space short of the limit or to the
    limit (no second copy of a Unique card), where space and pairing decide."""
    player = state.players[state.to_move()]
    target = CITY_LIMIT - rng.randrange(2)
    for uid in list(state.deck):
        if spaces_used(player) >= target:
            break
        card = UID_CARD[uid]
        if not (CARDS[card].unique and city_has(player, card)):
            state.deck.remove(uid)
            player.city.append(CityCard(uid, card))
    return state


def positions():
    rng = Rng(5)
    plain = [state for state in random_positions(60, 11) if state.to_move() is not None]
    rich = [with_paying_cards(state.clone(), rng) for state in plain[::2]]
    full = [nearly_full(state.clone(), rng) for state in plain + rich]
    return plain + rich + full


POSITIONS = positions()


@pytest.mark.parametrize("index", range(0, len(POSITIONS), 10))
def test_can_enter_matches_the_reference_for_every_card_and_every_card_leaving(index):
    for player in POSITIONS[index].players:
        for card in range(len(CARDS)):
            for leaving in [None, *(cc.uid for cc in player.city)]:
                assert can_enter(player, card, leaving) == reference_can_enter(
                    player, card, leaving
                ), (CARDS[card].key, leaving)


def test_play_options_match_the_reference_for_every_card_from_hand_and_meadow():
    ways = set()
    for state in POSITIONS:
        seat = state.to_move()
        city_now = play.play_city(state.players[seat])
        for card in range(len(CARDS)):
            for src in ("hand", "meadow"):
                expected = reference_play_options(state, seat, card, src)
                assert play.play_options(state, seat, card, src) == expected
                assert play.play_options(state, seat, card, src, city_now) == expected
                ways.update(name for action in expected for name, _value in action.args)
    assert {"host", "swap", "innkeeper", "crane", "prisoner", "into"} <= ways  # all exercised


def test_discounted_options_match_the_reference():
    found = 0
    for state in POSITIONS:
        seat = state.to_move()
        for card in range(len(CARDS)):
            for amount in (1, 3):
                expected = reference_discounted_options(state, seat, card, "meadow", amount)
                assert play.discounted_options(state, seat, card, "meadow", amount) == expected
                found += bool(expected)
    assert found > 100


def test_a_discounted_play_is_found_exactly_where_the_reference_builds_one():
    """The Inn's check counts the resources lacking instead of building the cuts."""
    found = missing = 0
    for state in POSITIONS:
        seat = state.to_move()
        for card in range(len(CARDS)):
            for amount in (1, 2, 3):
                expected = bool(reference_discounted_options(state, seat, card, "meadow", amount))
                assert play.discount_playable(state, seat, card, "meadow", amount) == expected
                found += expected
                missing += not expected
    assert found > 100 and missing > 100


def test_the_events_ready_match_the_reference():
    ready = 0
    for state in POSITIONS:
        for seat in range(state.num_seats):
            expected = reference_events_ready(state, seat)
            assert events_ready(state, seat) == expected
            ready += len(expected)
    assert ready > 0

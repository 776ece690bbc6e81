"""Helpers for the Everdell tests: build exact positions and answer prompts by value."""

from __future__ import annotations

import json
import shutil

from everdell_desktop import core
from everdell_desktop.core import Action, Rng
from everdell_desktop.games.everdell.data import DATA_DIR
from everdell_desktop.games.everdell.engine import CARD, CARDS, UID_CARD
from everdell_desktop.games.everdell.places import LOC_INDEX
from everdell_desktop.games.everdell.state import CityCard

GAME = core.get("everdell")
RES = ("twig", "resin", "pebble", "berry")


def new(players=2, seed=1, **options):
    return GAME.new_game(GAME.make_config(players=players, **options), seed)


def solo(year="year1", seed=1):
    return new(players=1, seed=seed, solo="rugwort", difficulty=year)


def take_uid(state, key):
    """Pull a card of title ``key`` out of the deck (or discard/meadow) so it can be placed."""
    card = CARD[key]
    for zone in (state.deck, state.discard):
        for position, uid in enumerate(zone):
            if UID_CARD[uid] == card:
                return zone.pop(position)
    for player in state.players:
        for position, uid in enumerate(player.hand):
            if UID_CARD[uid] == card:
                return player.hand.pop(position)
    for slot, uid in enumerate(state.meadow):
        if uid >= 0 and UID_CARD[uid] == card:
            state.meadow[slot] = state.deck.pop()
            return uid
    raise AssertionError(f"no free copy of {key} left")


def city(state, seat, *keys):
    """Put cards straight into a city; returns their CityCards."""
    placed = []
    for key in keys:
        cc = CityCard(take_uid(state, key), CARD[key])
        if key == "clock_tower":
            cc.tokens = 3
        state.players[seat].city.append(cc)
        placed.append(cc)
    return placed


def hand(state, seat, *keys, clear=True):
    player = state.players[seat]
    if clear:
        state.discard.extend(player.hand)
        player.hand = []
    for key in keys:
        player.hand.append(take_uid(state, key))


def meadow(state, *keys):
    """Make the first Meadow slots show ``keys``."""
    for slot, key in enumerate(keys):
        state.deck.append(state.meadow[slot])
        state.meadow[slot] = -1
        state.meadow[slot] = take_uid(state, key)


def deck_top(state, *keys):
    """Make ``keys`` the next cards drawn (first key drawn first)."""
    uids = [take_uid(state, key) for key in keys]
    state.deck.extend(reversed(uids))


def res(state, seat, twig=0, resin=0, pebble=0, berry=0):
    state.players[seat].res = [twig, resin, pebble, berry]


def hand_keys(state, seat):
    return sorted(CARDS[UID_CARD[uid]].key for uid in state.players[seat].hand)


def city_keys(state, seat):
    return sorted(CARDS[cc.card].key for cc in state.players[seat].city)


def do(state, kind, **args):
    """Apply an action, which must be legal now."""
    action = Action.of(kind, **args)
    legal = GAME.legal_actions(state)
    assert action in legal, f"{action.encode()} not in {[a.encode() for a in legal]}"
    return GAME.apply(state, action)


def legal(state, kind=None):
    actions = GAME.legal_actions(state)
    return [a for a in actions if kind is None or a.kind == kind]


def prompt(state):
    return state.pending[-1] if state.pending else None


def uid_of(state, seat, key):
    for cc in state.players[seat].city:
        if cc.card == CARD[key]:
            return cc.uid
    raise AssertionError(f"{key} not in city {seat}")


def loc(key):
    return LOC_INDEX[key]


def all_uids(state):
    """Every card wherever it is; a correct engine never loses or duplicates one."""
    uids = list(state.deck) + list(state.discard) + list(state.revealed)
    uids += [uid for uid in state.meadow if uid >= 0]
    for cards in state.event_cards.values():
        uids += list(cards)
    for player in state.players:
        uids += player.hand
        for cc in player.city:
            uids.append(cc.uid)
            uids += list(cc.under)
    return uids


def play_random(state, seed, limit=100_000):
    rng = Rng(seed)
    count = 0
    while state.to_move() is not None and count < limit:
        GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        count += 1
    return count


def edited_data_copy(tmp_path, file, edit):
    """A copy of the base game's data folder in ``tmp_path``/data with ``edit`` applied to the
    parsed content of one of its files; returns the folder to load from."""
    folder = tmp_path / "data"
    shutil.copytree(DATA_DIR, folder)
    raw = json.loads((folder / file).read_text())
    edit(raw)
    (folder / file).write_text(json.dumps(raw))
    return folder

"""Helpers for the Spirecrest tests: a game with the expansion, a given Weather, a Discovery
card straight into a player's area, a seat brought to its Explore step."""

from __future__ import annotations

from everdell_kit import GAME, do

from everdell_desktop.games.everdell.engine import KERNEL
from everdell_desktop.games.everdell.spirecrest import discoveries
from everdell_desktop.games.everdell.spirecrest.common import (
    DISCOVERY,
    SPIRE,
    TILE,
    explorer,
    found_card,
)

RUGWORT = 1


NO_CARD = -1  # a season without a Weather card in play (as a view shows one not turned over)


def spire(players=2, seed=1, calm=True, **options):
    """A Spirecrest game; ``calm``: no Weather in play until a test sets one."""
    state = GAME.new_game(
        GAME.make_config(players=players, expansion="spirecrest", **options), seed
    )
    if calm:
        state.spire.weather = [NO_CARD] * 4
        state.spire.weather_shown = [False] * 4
    return state


def spire_solo(year="year1", seed=1, calm=True):
    return spire(players=1, seed=seed, calm=calm, solo="rugwort", difficulty=year)


def weather(state, season, key):
    """Make ``key`` the Weather card of ``season`` (turned over)."""
    state.spire.weather[season] = SPIRE.weather_index[key]
    state.spire.weather_shown[season] = True


def in_season(state, seat, season, key=None):
    """Put ``seat`` into ``season`` with its workers for it, under Weather ``key``."""
    player = state.players[seat]
    player.season = season
    player.workers = player.free = (2, 3, 4, 6)[season]
    if key is not None:
        weather(state, season, key)


def pull(state, key):
    """Take Discovery card ``key`` out of the decks (wherever it is)."""
    card = DISCOVERY[key]
    for deck in state.spire.decks:
        if card in deck:
            deck.remove(card)
            return card
    raise AssertionError(f"{key} is not in a deck")


def discover(state, seat, key):
    """Play Discovery card ``key`` into ``seat``'s area (its When Played acts)."""
    card = pull(state, key)
    events = []
    discoveries.enter(state, seat, card, events)
    KERNEL.run(state, events)
    return found_card(state, seat, key)


def offer(state, area, *keys):
    """Make ``keys`` the next Discovery cards of ``area`` (first key revealed first)."""
    deck = state.spire.decks[area]
    for key in reversed(keys):
        card = DISCOVERY[key]
        if card in deck:
            deck.remove(card)
        deck.append(card)


def trail(state, area, *keys):
    state.spire.trails[area] = [TILE[key] for key in keys]


def to_prepare(state, seat=0):
    """Place ``seat``'s workers wherever it can so that it may prepare (others pass turns)."""
    state.current = seat
    player = state.players[seat]
    player.free = 0
    player.spots = []


def prepare(state, seat=0):
    to_prepare(state, seat)
    do(state, "prepare")


def tiles(state, seat):
    return [SPIRE.tiles[tile].key for tile in explorer(state, seat).tiles]


def found_keys(state, seat):
    return [SPIRE.discoveries[found.card].key for found in explorer(state, seat).found]

"""Spirecrest joined to the base game: importing this module registers every hook (the order
of the Prepare for Season hooks matters: the autumn Weather turns over first, then the Big
Critters come home, then the Explore step is queued), and the functions below are what the
base game's rules call when ``state.spire`` is set."""

from __future__ import annotations

from typing import Any

from everdell_desktop.core import Action, Event, Rng
from everdell_desktop.core.words import N_

from .. import engine, places
from ..places import (
    SPOTS,
    meeple_of,
    placement_actions,
    spot_action,
    spot_from_action,
)
from ..state import HIDDEN, SPOT_DISCOVERY, EverdellState
from ..wording import PLURALS, W, name, resource
from . import critters, discoveries, expedition, explore, weather  # noqa: F401  (hooks)
from . import wording as words
from .common import (
    DISCOVERIES,
    SPIRE,
    TILES,
    critters_home,
    found_card,
    plain_workers_home,
)
from .data import load_spire
from .setup import new_mountain
from .state import Mountain

places.PLACEMENTS.append(discoveries.placements)
engine.GAINED.append(discoveries.forager)
engine.MEADOW_LIKE.append(discoveries.meadow_like)
HIDEOUT = discoveries.HIDEOUT

__all__ = ["new_mountain"]  # the base game's setup calls it through this module


# --- a turn ------------------------------------------------------------------------------
def main_actions(state: EverdellState, seat: int) -> list[Action]:
    """Placements of each meeple at home, plays of the cards Discovery cards hold, and Grey
    Cloak's Hideout."""
    actions = []
    if plain_workers_home(state, seat) > 0:
        actions.extend(placement_actions(state, seat))
    for critter in critters_home(state, seat):
        actions.extend(placement_actions(state, seat, meeple=critter))
    actions.extend(hideout_actions(state, seat))
    actions.extend(discoveries.play_actions(state, seat))
    return actions


def hideout_actions(state: EverdellState, seat: int) -> list[Action]:
    """Move a deployed worker into your empty Hideout (your turn's action)."""
    hideout = found_card(state, seat, HIDEOUT)
    if hideout is None or hideout.workers:
        return []
    return [
        spot_action(spot, "hideout")
        for spot in places.movable_spots(state, seat)
        if critters.acts_again(state, seat, spot)
    ]


def use_hideout(state: EverdellState, seat: int, action: Action, events: list[Event]) -> None:
    """The worker leaves its place for the Hideout; the place it left acts for it again."""
    old = spot_from_action(state, seat, action, "hideout")
    player = state.players[seat]
    player.spots.remove(old)
    SPOTS[old[0]].release(state, seat, old)
    new = (SPOT_DISCOVERY, seat, found_card(state, seat, HIDEOUT).card)
    meeple = meeple_of(old)
    new = new if meeple is None else (*new, meeple)
    player.spots.append(new)
    SPOTS[SPOT_DISCOVERY].occupy(state, seat, new, events)
    SPOTS[old[0]].act(state, seat, old, events, False)


def after_pass(state: EverdellState, seat: int) -> None:
    expedition.start(state, seat)


def queue_turn_end_work(state: EverdellState) -> bool:
    """When the turn ends: queue the next discard the player owes the Weather (False when
    none is owed)."""
    return weather.queue_owed_discard(state)


# --- hidden information ------------------------------------------------------------------
def hide(spire: Mountain) -> None:
    """What no player sees: the Discovery decks above their known bottom, the Weather and
    map tiles not yet turned over."""
    spire.decks = [
        deck[:known] + [HIDDEN] * (len(deck) - known)
        for deck, known in zip(spire.decks, spire.known, strict=True)
    ]
    spire.weather = [
        card if shown else HIDDEN
        for card, shown in zip(spire.weather, spire.weather_shown, strict=True)
    ]
    spire.trails = [
        trail if shown else [HIDDEN] * len(trail)
        for trail, shown in zip(spire.trails, spire.trails_shown, strict=True)
    ]


def fill(spire: Mountain, rng: Rng) -> None:
    """Fill what :func:`hide` hid with a consistent guess."""
    for season, card in enumerate(spire.weather):
        if card == HIDDEN:
            spire.weather[season] = rng.choice(list(SPIRE.season_weather(season)))
    seen = {card for deck in spire.decks for card in deck if card != HIDDEN}
    seen.update(spire.offer)
    for ex in spire.explorers:
        seen.update(found.card for found in ex.found)
    for region, deck in enumerate(spire.decks):
        unseen = [card for card in SPIRE.region_cards(region) if card not in seen]
        rng.shuffle(unseen)
        spire.decks[region] = [unseen.pop() if card == HIDDEN else card for card in deck]
    shown = {tile for trail in spire.trails for tile in trail if tile != HIDDEN}
    for ex in spire.explorers:
        shown.update(ex.tiles)
    unseen_tiles = [tile for tile in range(len(TILES)) if tile not in shown]
    rng.shuffle(unseen_tiles)
    spire.trails = [
        [unseen_tiles.pop() if tile == HIDDEN else tile for tile in trail] for trail in spire.trails
    ]


def held_cards(spire: Mountain) -> list[int]:
    """Base-game cards Discovery cards hold (beneath or beside them): in plain view."""
    return [uid for ex in spire.explorers for found in ex.found for uid in found.under]


def encode(spire: Mountain) -> dict[str, Any]:
    return {
        "weather": spire.weather,
        "weather_shown": spire.weather_shown,
        "decks": spire.decks,
        "known": spire.known,
        "trails": spire.trails,
        "trails_shown": spire.trails_shown,
        "offer": spire.offer,
        "owed": spire.owed,
        "gained": [list(total) for total in spire.gained],
        "explorers": [
            {
                "home": ex.home,
                "area": ex.area,
                "tiles": ex.tiles,
                "found": [[f.card, list(f.workers), list(f.under)] for f in ex.found],
                "critters": list(ex.critters),
                "reached": ex.reached,
                "staying": ex.staying,
            }
            for ex in spire.explorers
        ],
    }


def counts_checked() -> dict[str, int]:
    """Spirecrest's component counts, its data files read afresh (DataError if broken)."""
    data = load_spire()
    return {
        "discovery_cards": len(data.discoveries),
        "weather_cards": len(data.weather),
        "big_critters": len(data.critters),
        "map_tiles": len(data.tiles),
        "everdell_tiles": len(data.everdell_tiles),
    }


def unimplemented() -> list[str]:
    return [info.key for info in DISCOVERIES if not discoveries.implemented(info.key)]


def describe(state: EverdellState, action: Action) -> str | None:
    """Labels of Spirecrest's actions in the player's language (None: not one of them)."""
    kind = action.kind
    if kind == "chart":
        return W.text("Chart {tile}", tile=words.tile_name(action["tile"]))
    if kind == "discover":
        card = words.discovery_name(action["card"])
        return W.text("Discover {card} {cost}", card=card, cost=_discover_cost(state, action))
    if kind == "travel" and action.get("to") is not None:
        return W.text("Travel on to {stop}", stop=words.stop_name(action["to"]))
    if kind == "forgo":
        return W.text(FORGONE.get(action["what"], THING_LESS), thing=_forgone(action))
    if kind == "stay":
        return W.text("Leave {critter} out to act again", critter=critter_name("stubblehoof"))
    if kind == "beneath":
        card = _card_name(action["card"])
        return W.text(BENEATH[action["src"]], card=card)
    if kind == "name":
        return W.text("Search the deck for {card}", card=_card_name(action["card"]))
    if kind == "reveal":
        return W.text("Reveal another card")
    if kind == "take" and action.get("pile") == "discard":
        return W.text("Take the top card of the discard pile")
    return None


THING_LESS = N_("Gain 1 {thing} less")
FORGONE = {"card": N_("Gain 1 card less"), "any": N_("Gain 1 resource of your choice less")}
BENEATH = {
    "hand": N_("Put {card} beneath (from the hand)"),
    "meadow": N_("Put {card} beneath (from the Meadow)"),
}


def _forgone(action: Action) -> str:
    return resource(action["what"]) if action["what"] in PLURALS else str(action["what"])


def _discover_cost(state: EverdellState, action: Action) -> str:
    """Slot N of the offer costs N: cards discarded, the rest in resources."""
    card = SPIRE.discovery_index[action["card"]]
    offer = state.spire.offer if state.spire is not None else []
    slot = offer.index(card) if card in offer else action["cards"]
    cards, resources = action["cards"], slot - action["cards"]
    parts = []
    if cards:
        parts.append(W.plural(cards, "discard {count} card", "discard {count} cards", count=cards))
    if resources:
        parts.append(
            W.plural(resources, "pay {count} resource", "pay {count} resources", count=resources)
        )
    if not parts:
        return W.text("(free)")
    return W.text("({costs})", costs=", ".join(parts))


def _card_name(key: str) -> str:
    card = engine.CARDS[engine.CARD[key]]
    return name("card", card.key, card.name)


def expedition_stop_name(stop: str) -> str:
    return words.stop_name(stop)


def discovery_name(key: str) -> str:
    return words.discovery_name(key)


def critter_name(key: str) -> str:
    return words.critter_name(key)

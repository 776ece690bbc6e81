"""The Weather: each player obeys the card of their own season, and each card is one hook into
the base rules (what a play costs or whether it is allowed, what a visit gains, whether a
played card acts, cards to discard at the end of the turn, a worker lost to Wild Fire).

Cards like the Lookout, the Clock Tower, Grey Cloak's Hideout and Stubblehoof activate a
location without visiting it, so the Weather that applies to visits does not apply to them.
Discovery cards are not played from the hand, the Meadow or into the city: no Weather
touches them (rulings.md).
"""

from __future__ import annotations

from everdell_desktop.core import Event
from everdell_desktop.core import events as ev
from everdell_desktop.core.kernel import Task

from .. import engine, places, play
from ..engine import CARD, CARDS, act, answer, discard_from_hand, hand_titles, push, task
from ..places import SPOTS, SpotKind
from ..state import AUTUMN, LOC_HAVEN, SPOT_LOC, SPOT_WEATHER, EverdellState
from .common import HIDDEN, WEATHER, weather_effect

MEADOW_LIKE = ("meadow", "stormvale")  # Stormvale's cards are played as Meadow cards
PRODUCTION = 0


def _play_weather(state: EverdellState, seat: int, card: int, src: str) -> int:
    effect = weather_effect(state, seat)
    if effect is None:
        return play.NO_EXTRA
    critter = CARDS[card].critter
    if effect == "no_meadow_play" and src in MEADOW_LIKE:
        return play.BANNED
    if (
        (effect == "hand_surcharge" and src == "hand")
        or (effect == "construction_surcharge" and not critter)
        or (effect == "meadow_surcharge" and src in MEADOW_LIKE)
    ):
        return play.EXTRA_ANY
    if effect == "critter_surcharge" and critter:
        return play.EXTRA_BERRY
    return play.NO_EXTRA


def _silenced(state: EverdellState, seat: int, card: int) -> bool:
    """Drought: a green Production card does not activate when played."""
    return CARDS[card].color == PRODUCTION and weather_effect(state, seat) == "no_green_on_play"


def _played(state: EverdellState, seat: int, card: int, owner: int, events: list[Event]) -> None:
    """Severe Wind: one card to discard at the end of the turn per card played into your
    city."""
    if owner == seat and weather_effect(state, seat) == "discard_after_play":
        state.spire.owed += 1


def _forest_closed(state: EverdellState, seat: int) -> bool:
    return weather_effect(state, seat) == "no_forest"


def _visit_weather(state: EverdellState, seat: int, loc: int) -> str | None:
    """Blizzard lessens a Forest visit's resources, Heavy Rain a basic visit's resources or
    cards."""
    effect = weather_effect(state, seat)
    if effect == "forest_gain_less" and places.is_forest(loc):
        return "resources"
    if effect == "basic_gain_less" and loc < LOC_HAVEN:
        return "resources_or_cards"
    return None


def _placing(state: EverdellState, seat: int, spot: tuple, events: list[Event]) -> None:
    """Hail: one card to discard at the end of the turn per basic or Forest visit."""
    if spot[0] != SPOT_LOC or weather_effect(state, seat) != "discard_after_visit":
        return
    loc = spot[1]
    if loc < LOC_HAVEN or places.is_forest(loc):
        state.spire.owed += 1


def _season(state: EverdellState, seat: int, gained: int, events: list[Event]) -> int:
    """Preparing for autumn turns the autumn Weather over first; Wild Fire then keeps one of
    the player's workers on its card for the rest of the game."""
    if state.spire is None or state.players[seat].season != AUTUMN:
        return gained
    reveal_weather(state, AUTUMN, events)
    if weather_effect(state, seat) == "worker_lost":
        player = state.players[seat]
        player.spots.append((SPOT_WEATHER,))
        player.free -= 1
        events.append(Event(ev.MEEPLE_PLACED, {"seat": seat, "meeple": "worker", "loc": "weather"}))
    return gained


def reveal_weather(state: EverdellState, season: int, events: list[Event]) -> None:
    spire = state.spire
    if not spire.weather_shown[season] and spire.weather[season] != HIDDEN:
        spire.weather_shown[season] = True
        key = WEATHER[spire.weather[season]].key
        events.append(Event("weather_revealed", {"season": season, "card": key, "reveals": True}))


SPOTS[SPOT_WEATHER] = SpotKind(
    1,
    occupy=lambda state, seat, spot, events: None,
    release=lambda state, seat, spot: None,
    act=lambda state, seat, spot, events, placed: None,
    movable=lambda state, seat, spot: False,
    stays=lambda state, seat, spot: True,
    name=lambda spot: {"pile": "weather"},
)


# --- discards owed at the end of the turn ------------------------------------------------
def cards_owed(state: EverdellState, seat: int) -> int:
    """The cards ``seat`` must discard at the end of its turn: the player on turn owes them all,
    every other seat none."""
    return state.spire.owed if seat == state.current else 0


def queue_owed_discard(state: EverdellState) -> bool:
    """When the turn ends: queue the next card the Weather makes the player discard (False
    when none is owed, or the hand is empty: then nothing more is owed). The kernel resolves
    it and ends the turn again."""
    spire = state.spire
    if spire.owed and state.players[state.current].hand:
        push(state, "weather_discard", state.current)
        return True
    spire.owed = 0
    return False


@task("weather_discard")
def _ask_discard(state: EverdellState, owed: Task, events: list[Event]) -> None:
    cards = hand_titles(state.players[owed.seat])
    options = [act("discard", card=CARDS[card].key) for card in cards]
    engine.ask_again(state, owed, "discard", options, events, "weather")


@answer("weather_discard")
def _weather_discard(state: EverdellState, prompt, action, events) -> None:
    discard_from_hand(state, prompt.seat, CARD[action["card"]], events)
    state.spire.owed -= 1


play.PLAY_WEATHER.append(_play_weather)
play.SILENCED.append(_silenced)
play.PLAYED.append(_played)
places.FOREST_CLOSED.append(_forest_closed)
places.VISIT_WEATHER.append(_visit_weather)
places.PLACING.append(_placing)
places.SEASON_HOOKS.append(_season)

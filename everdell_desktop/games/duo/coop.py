"""The cooperative game's data and its end: the Hare and the Tortoise build one city against the
Skunk (our own design where the box is not public: data/coop.json, docs/duo_components.md,
"The cooperative game", and docs/rulings.md).

Cooperative play is a mode of the one Duo engine (``DuoConfig.mode`` "coop" or "challenge"):
``engine.team`` keeps the shared city at place 0, ``engine.rival`` names who a comparison is
made against, ``skunk`` plays the Skunk at place 2.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import Field

from everdell_desktop.core import Action, Event, ScoreBreakdown
from everdell_desktop.core.datafiles import DataError, StrictModel, load_model
from everdell_desktop.core.kernel import is_bot

from .data import DATA_DIR, RESOURCES, SkunkLevel, require_every_level
from .effects import SPECIALS
from .engine import (
    CARD,
    CARDS,
    EVENTS,
    ONE,
    RES_INDEX,
    act,
    count,
    events_achieved,
    gain,
    partner,
    pay,
)
from .places import FARM_KEYS, RIVER_KEYS, own_movable_workers
from .scoring import GOAL_COUNTS, player_breakdown
from .state import EVENT_SPACES, DuoState

MODES = ("competitive", "coop", "challenge")
COOP_MODES = ("coop", "challenge")
# What a team's score breakdown counts (details["counts"]): the campaign chapters and the
# Challenge achievements are checked against exactly these keys.
COOP_COUNTS = (
    "green",
    "tan",
    "red",
    "blue",
    "purple",
    "critter",
    "construction",
    "city",
    "events",
    "special_events",
    "journey",
    "points",
    "skunk_points",
    "margin",
    "good_news_used",
    "pocket_watches_used",
    "shares_used",
)


class Sharing(StrictModel):
    """The Sharing tile: ``uses_per_season`` passes a season for the team, each of up to
    ``resources`` resources of one kind, or one card, to the partner."""

    uses_per_season: int = Field(ge=0, le=8)
    resources: int = Field(ge=1, le=4)


class PocketWatch(StrictModel):
    key: str = Field(pattern=r"^[a-z_]+$")
    name: str
    power: Literal["recall_worker"]  # a free action: call one of your placed workers home


class CoopFile(StrictModel):
    about: str = ""
    levels: dict[Literal["easy", "normal", "hard"], SkunkLevel]
    numbered_spaces: dict[str, int]  # a Farm or River space's key: its number (1-6)
    sharing: Sharing
    pocket_watches: list[PocketWatch] = Field(min_length=2, max_length=2)


def load(folder: Path = DATA_DIR) -> CoopFile:
    path = folder / "coop.json"
    book = load_model(path, CoopFile)
    require_every_level(path, book.levels)
    unknown = sorted(set(book.numbered_spaces) - set(FARM_KEYS) - set(RIVER_KEYS))
    if unknown:
        raise DataError(f"{path}: field 'numbered_spaces': {unknown[0]} is no Farm or River space")
    if sorted(book.numbered_spaces.values()) != list(range(1, len(book.numbered_spaces) + 1)):
        raise DataError(f"{path}: field 'numbered_spaces': the numbers must be 1, 2, 3, ...")
    return book


@cache
def book() -> CoopFile:
    return load()


def numbered_space(face: int) -> str | None:
    """The Farm or River space printed with ``face`` on the numbered board side, if any."""
    return next((key for key, n in book().numbered_spaces.items() if n == face), None)


# --- the team's score ------------------------------------------------------------------------
def team_breakdowns(state: DuoState, skunk: ScoreBreakdown) -> list[ScoreBreakdown]:
    """One breakdown per character, both the team's categories and total, then the Skunk's.
    A tie is the Skunk's: the team wins when its margin is above 0 (rulings.md)."""
    team = player_breakdown(state, 0)
    counts = team_counts(state, team.total, skunk.total)
    team.details["counts"] = counts
    team.tiebreak = (0,)
    skunk.tiebreak = (1,)
    partner = ScoreBreakdown(1, dict(team.categories), (0,), dict(team.details))
    return [team, partner, skunk]


def team_counts(state: DuoState, points: int, skunk_points: int) -> dict[str, int]:
    """What a chapter's or an achievement's requirement may ask of the team (``COOP_COUNTS``)."""
    city = {what: count(state, 0, what) for what in GOAL_COUNTS}
    achieved = [EVENTS[state.events[s]] for s in range(EVENT_SPACES) if state.event_owner[s] == 0]
    found = {
        **city,
        "events": events_achieved(state, 0),
        "special_events": sum(1 for info in achieved if special_event(info)),
        "journey": int(state.journey_winner == 0),
        "points": points,
        "skunk_points": skunk_points,
        "margin": points - skunk_points,
        "good_news_used": len(state.solo.good_news_used),
        "pocket_watches_used": state.coop.watches_used,
        "shares_used": state.coop.shares_used,
    }
    return {key: found[key] for key in COOP_COUNTS}


def special_event(info) -> bool:
    """An Event asking more than the rival has, or resources held: not a plain count (our
    reading of "special" for the counts)."""
    return info.more is not None or any(info.hold)


# --- the Sharing tile and the Pocket Watch tokens: free actions of a character's turn -------
def team_actions(state: DuoState, seat: int) -> list[Action]:
    """The free team actions open to ``seat`` now (none outside a cooperative game)."""
    if state.coop is None or is_bot(state, seat):
        return []
    return [*share_actions(state, seat), *watch_actions(state, seat)]


def share_actions(state: DuoState, seat: int) -> list[Action]:
    """Up to the tile's resources of one kind, or one card, while the season's uses last."""
    if state.coop.shares_left <= 0:
        return []
    most = book().sharing.resources
    bank = state.res[seat]
    found = [
        act("share", res=name, n=n)
        for kind, name in enumerate(RESOURCES)
        for n in range(1, min(bank[kind], most) + 1)
    ]
    found.extend(act("share", card=CARDS[card].key) for card in sorted(set(state.hands[seat])))
    return found


def share(state: DuoState, seat: int, action: Action, events: list[Event]) -> None:
    """One use of the Sharing tile. A card passed is named only in the giver's action: the
    event says that a card went, not which (the partner's view shows it in their hand)."""
    to = partner(state, seat)
    state.coop.shares_left -= 1
    state.coop.shares_used += 1
    if action.get("card") is not None:
        card = CARD[action["card"]]
        state.hands[seat].remove(card)
        state.hands[to].append(card)
        events.append(Event("shared", {"seat": seat, "to": to, "cards": 1}))
        return
    vector = tuple(action["n"] * one for one in ONE[RES_INDEX[action["res"]]])
    pay(state, seat, vector, events)
    gain(state, to, vector, events)
    events.append(Event("shared", {"seat": seat, "to": to, "res": action["res"], "n": action["n"]}))


def watch_actions(state: DuoState, seat: int) -> list[Action]:
    """A Pocket Watch token is offered while one is left and a worker of yours could come home."""
    if state.coop.watches_left <= 0 or not own_movable_workers(state, seat):
        return []
    return [act("pocket_watch", watch=next_watch(state).key)]


def next_watch(state: DuoState) -> PocketWatch:
    watches = book().pocket_watches
    return watches[len(watches) - state.coop.watches_left]


def use_watch(state: DuoState, seat: int, events: list[Event]) -> None:
    """The token is turned over for good; its power (a worker called home) resolves."""
    watch = next_watch(state)
    state.coop.watches_left -= 1
    state.coop.watches_used += 1
    events.append(Event("pocket_watch_used", {"seat": seat, "watch": watch.key}))
    SPECIALS[watch.power](state, seat, f"watch.{watch.key}", events)


def new_season(state: DuoState) -> None:
    """The Sharing tile's uses come back at each season's start."""
    if state.coop is not None:
        state.coop.shares_left = state.coop.sharing_limit

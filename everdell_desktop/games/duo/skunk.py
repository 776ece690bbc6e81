"""Solo against the Skunk: our own design, in the spirit of the box (the rulebook prints no solo
rules; docs/duo_components.md explains the design, docs/rulings.md its decisions).

The player holds the Hare workers; the Skunk takes the Turtle's place at the table (place 1, a
bot's place: ``core.kernel.is_bot``) with 3 Skunk workers and takes his turns between the
player's, moving the Sun and the Moon like a player. On each turn he rolls a die; his level's
die face names what he tries first:

- ``farm`` / ``river``: a worker on the leftmost open Farm / River space (he gains nothing:
  he blocks it), moving the Sun;
- ``event``: a worker on the open Event worth most (leftmost on ties): he achieves it and
  scores it; the Sun moves;
- ``meadow``: a worker on the Meadow card worth most that is not blocked yet: nobody may play
  or take it until his workers come home; the Sun moves;
- ``take``: he takes the Meadow card worth most that touches the Moon (else the Sun, else any)
  into his pile, and the Moon moves.

What cannot be done falls through to ``take``, then to the worker actions in the order above;
if nothing at all can be done he only moves a token. He scores his pile's printed points plus
his level's bonus per card, his Events, the Journey when he has more tan cards, and his
level's starting points; a tie is his. The player draws Good News cards (one-off help, played
at any time on their turn like the card trade) at the start of each season.

Cooperatively (``coop.py``) he sits at a third place (:func:`at`), takes a turn after each
character's, and plays by coop.json's levels: a farm or river face sends him first to the space
numbered with his roll.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import Field

from everdell_desktop.core import Action, Event, ScoreBreakdown
from everdell_desktop.core import events as ev
from everdell_desktop.core.datafiles import DataError, StrictModel, load_model
from everdell_desktop.core.kernel import Task

from . import coop
from .data import DATA_DIR, SKUNK_LEVELS, Effect, SkunkLevel, effect_info, require_every_level
from .effects import EFFECTS, SPECIALS, run_effect
from .engine import (
    CARDS,
    DATA,
    END,
    EVENTS,
    act,
    answer,
    ask,
    count,
    playable_slots,
    push,
    refill_meadow,
    task,
)
from .places import loc_from_key, loc_key, open_event_spaces
from .seasons import move_token
from .state import EMPTY, EVENT_SPACES, LOC_EVENT, LOC_FARM, LOC_RIVER, MOON, SUN, DuoState, Skunk

BOT = "skunk"
SKUNK = 1  # his place in the Skunk race (in any game: at(state))
FALLBACKS: tuple[str, ...] = ("take", "farm", "river", "meadow", "event")


class GoodNews(StrictModel):
    key: str = Field(pattern=r"^[a-z_]+$")
    name: str
    effect: Effect
    coop: bool = False  # dealt only in a cooperative game


class SkunkFile(StrictModel):
    about: str = ""
    levels: dict[Literal["easy", "normal", "hard"], SkunkLevel]
    good_news: list[GoodNews] = Field(min_length=1)


def load(folder: Path = DATA_DIR) -> SkunkFile:
    path = folder / "skunk.json"
    book = load_model(path, SkunkFile)
    require_every_level(path, book.levels)
    keys = [card.key for card in book.good_news]
    if len(set(keys)) != len(keys):
        raise DataError(f"{path}: field 'good_news': keys must be unique")
    return book


@cache
def book() -> SkunkFile:
    return load()


LEVELS = SKUNK_LEVELS
GOOD_NEWS = tuple(book().good_news)
GOOD_NEWS_INDEX = {card.key: index for index, card in enumerate(GOOD_NEWS)}
for _card in GOOD_NEWS:
    EFFECTS[f"news.{_card.key}"] = effect_info(_card.effect)


def at(state: DuoState) -> int:
    """The Skunk's place: the one after the seats (the Turtle's in the Skunk race, the third
    cooperatively)."""
    return state.num_seats


def level(state: DuoState) -> SkunkLevel:
    """His level's rules: skunk.json's in the Skunk race, coop.json's cooperatively."""
    levels = book().levels if state.coop is None else coop.book().levels
    return levels[state.solo.level]


def setup(state: DuoState, difficulty: str) -> None:
    """The Skunk sits down; the Good News deck (the Skunk race leaves the cooperative cards
    out) is shuffled."""
    deck = good_news_pool(state)
    state.rng.shuffle(deck)
    state.solo = Skunk(difficulty, deck, [], [])


def good_news_pool(state: DuoState) -> list[int]:
    """The Good News cards in the game: all 25 cooperatively, the Skunk race's 12 otherwise."""
    cooperative = state.coop is not None
    return [index for index, card in enumerate(GOOD_NEWS) if cooperative or not card.coop]


# --- the player's Good News ----------------------------------------------------------------
@task("deal_good_news")
def _deal_good_news(state: DuoState, task: Task, events: list[Event]) -> None:
    solo = state.solo
    dealt = level(state).good_news if state.coop is None else state.coop.good_news
    for _ in range(dealt):
        if solo.good_news_deck:
            solo.good_news_hand.append(solo.good_news_deck.pop())
            card = GOOD_NEWS[solo.good_news_hand[-1]].key
            events.append(Event("good_news_drawn", {"seat": 0, "card": card, "reveals": True}))


def deal_at_season_start(state: DuoState) -> None:
    if state.solo is not None:
        push(state, "deal_good_news", 0)


def good_news_actions(state: DuoState) -> list[Action]:
    return [act("good_news", card=GOOD_NEWS[c].key) for c in sorted(set(state.solo.good_news_hand))]


def play_good_news(state: DuoState, seat: int, action: Action, events: list[Event]) -> None:
    """A free action: the card is used up and its help resolves."""
    index = GOOD_NEWS_INDEX[action["card"]]
    state.solo.good_news_hand.remove(index)
    state.solo.good_news_used.append(index)
    events.append(Event("good_news_played", {"seat": seat, "card": action["card"]}))
    run_effect(state, seat, f"news.{action['card']}", events)


def send_skunk_home(state: DuoState, seat: int, source: str, events: list[Event]) -> None:
    """Good News: one Skunk worker leaves a Farm, a River space or a Meadow card and sits out
    the rest of the season (his Events stay his)."""
    spaces = [loc for loc in range(LOC_FARM, LOC_EVENT) if state.occ[loc] == at(state)]
    options = [act("skunk", loc=loc_key(loc)) for loc in spaces]
    options += [act("skunk", slot=slot) for slot in state.solo.blocked]
    if options:
        ask(state, seat, "send_skunk_home", options, events, "skunk_home", source=source)


@answer("skunk_home")
def _skunk_home(state: DuoState, prompt, action: Action, events: list[Event]) -> None:
    if action.get("slot") is not None:
        state.solo.blocked = tuple(s for s in state.solo.blocked if s != action["slot"])
    else:
        state.occ[loc_from_key(action["loc"])] = EMPTY
    events.append(Event("skunk_sent_home", {"seat": at(state)}))


SPECIALS["send_skunk_home"] = send_skunk_home


# --- the Skunk's turn ----------------------------------------------------------------------
def take_turn(state: DuoState, events: list[Event]) -> None:
    """Roll, then do the first thing that can be done, starting with the rolled face."""
    state.solo.rolls += 1
    face = state.rng.randint(1, 6)
    events.append(Event(ev.DICE_ROLLED, {"seat": at(state), "faces": [face]}))
    wanted = level(state).die[face - 1]
    for action in (wanted, *FALLBACKS):
        if ACTIONS[action](state, events, face):
            return
    token = SUN if state.sun < END else MOON
    events.append(Event("skunk_rested", {"seat": at(state)}))
    move_token(state, token, events)


def _worker_ready(state: DuoState) -> bool:
    return state.free[at(state)] > 0 and state.sun < END


def _place(state: DuoState, loc: int, label: str, events: list[Event]) -> None:
    state.occ[loc] = at(state)
    state.free[at(state)] -= 1
    events.append(Event(ev.MEEPLE_PLACED, {"seat": at(state), "meeple": "skunk", "loc": label}))
    move_token(state, SUN, events)


def _first_open(state: DuoState, first: int, spaces: int, face: int) -> int:
    """The open space of these he takes: cooperatively the one numbered with his roll if it is
    among them and open (the numbered board side), else the leftmost open one."""
    numbered = coop.numbered_space(face) if state.coop is not None else None
    if numbered is not None:
        loc = loc_from_key(numbered)
        if first <= loc < first + spaces and state.occ[loc] == EMPTY:
            return loc
    return next((loc for loc in range(first, first + spaces) if state.occ[loc] == EMPTY), EMPTY)


def _farm(state: DuoState, events: list[Event], face: int) -> bool:
    loc = _first_open(state, LOC_FARM, LOC_RIVER - LOC_FARM, face)
    if not _worker_ready(state) or loc == EMPTY:
        return False
    _place(state, loc, loc_key(loc), events)
    return True


def _river(state: DuoState, events: list[Event], face: int) -> bool:
    loc = _first_open(state, LOC_RIVER, LOC_EVENT - LOC_RIVER, face)
    if not _worker_ready(state) or loc == EMPTY:
        return False
    _place(state, loc, loc_key(loc), events)
    return True


def _event(state: DuoState, events: list[Event], face: int) -> bool:
    spaces = open_event_spaces(state)
    if not _worker_ready(state) or not spaces:
        return False
    space = max(spaces, key=lambda s: (EVENTS[state.events[s]].points, -s))
    state.event_owner[space] = at(state)
    key = EVENTS[state.events[space]].key
    events.append(Event("event_achieved", {"seat": at(state), "event": key, "space": space}))
    _place(state, LOC_EVENT + space, loc_key(LOC_EVENT + space), events)
    return True


def _best_card(state: DuoState, slots) -> int:
    """The Meadow space (of ``slots``) whose card is worth most, leftmost on ties."""
    return max(slots, key=lambda s: (CARDS[state.meadow[s]].points, -s))


def _open_slots(state: DuoState) -> list[int]:
    blocked = state.solo.blocked
    return [s for s, card in enumerate(state.meadow) if card != EMPTY and s not in blocked]


def _meadow(state: DuoState, events: list[Event], face: int) -> bool:
    slots = _open_slots(state)
    if not _worker_ready(state) or not slots:
        return False
    slot = _best_card(state, slots)
    state.solo.blocked = (*state.solo.blocked, slot)
    state.free[at(state)] -= 1
    card = CARDS[state.meadow[slot]].key
    params = {"seat": at(state), "meeple": "skunk", "loc": f"meadow{slot}", "card": card}
    events.append(Event(ev.MEEPLE_PLACED, params))
    move_token(state, SUN, events)
    return True


def _take(state: DuoState, events: list[Event], face: int) -> bool:
    slots = _open_slots(state)
    if state.moon >= END or not slots:
        return False
    near_moon = [s for s in slots if s in DATA.touches[state.moon]]
    near_sun = [s for s in slots if s in playable_slots(state)]
    slot = _best_card(state, near_moon or near_sun or slots)
    card = state.meadow[slot]
    state.meadow[slot] = EMPTY
    state.cities[at(state)].append(card)
    params = {"card": CARDS[card].key, "from_zone": "meadow", "to_zone": "pile", "slot": slot}
    events.append(Event(ev.CARD_MOVED, {**params, "seat": at(state), "owner": at(state)}))
    refill_meadow(state, events)
    move_token(state, MOON, events)
    return True


# each is given his roll; only the Farm and River ones read it (the numbered spaces)
ACTIONS = {"farm": _farm, "river": _river, "event": _event, "meadow": _meadow, "take": _take}


# --- his score -----------------------------------------------------------------------------
def breakdown(state: DuoState) -> ScoreBreakdown:
    pile = state.cities[at(state)]
    rules = level(state)
    events = sum(
        EVENTS[state.events[s]].points
        for s in range(EVENT_SPACES)
        if state.event_owner[s] == at(state)
    )
    journey = EVENTS[state.journey].points if state.journey_winner == at(state) else 0
    return ScoreBreakdown(
        at(state),
        {
            "cards": sum(CARDS[card].points for card in pile),
            "bonus": rules.card_bonus * len(pile) + rules.start_points,
            "events": events,
            "journey": journey,
        },
        tiebreak=(1,),
        details={"counts": {"pile": len(pile), "tan": count(state, at(state), "tan")}},
    )

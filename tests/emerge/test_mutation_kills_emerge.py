"""Behaviour the emerge shard's seeded mutation samples (issue 43) found unpinned,
grouped by the sample that found them."""

from __future__ import annotations

import math

from emerge_kit import GAME, add_island, cover_now, discovery, give, new_game, play, set_dice

from everdell_desktop.core import Action
from everdell_desktop.core import events as ev
from everdell_desktop.games.emerge import heuristic, tokens


def test_the_second_crab_offer_carries_no_island_of_its_own():
    """After a second Crab in a round the token picks among this round's Crab islands, so the
    open offer carries no island (-1). Its context is part of the state's hash, which a save
    made during the offer stores and checks when loaded: it must stay as saves wrote it."""
    state = discovery(2)
    give(state, 0, "crab_pair_grows")
    other = add_island(state, 0, plants=1)
    for island in (0, other):
        state.current = 0
        set_dice(state, 0, "22")
        play(state, f"discover(island={island},what=crab)")
    offer = state.pending[-1]
    assert (offer.kind, offer.ctx) == ("trigger", ("second_crab", -1, ()))


# --- seed 2613 -------------------------------------------------------------------------------


def test_a_token_turned_face_up_into_the_market_is_nobodys_move():
    """Refilling the market from the stack is told with no seat (-1), so the log does not
    credit it to the first player."""
    state = discovery(2)
    state.market[0] = -1
    events = []
    tokens.refill(state, 0, events)
    moved = [e for e in events if e.kind == ev.CARD_MOVED]
    assert [(e.params["to_zone"], e.params["seat"], e.params["slot"]) for e in moved] == [
        ("market", -1, 0)
    ]


# --- seed 2619 (audit) -----------------------------------------------------------------------


def test_a_tile_placed_is_told_with_the_space_it_went_to_counted_from_1():
    """The `tile_placed` event names its space as the actions do, counted from 1 (the
    `take_tile(space=4,...)` action fills index 3 of the board and is told as space 4), both
    for a tile taken from the supply and for one moved by a rearrangement."""
    state = new_game(2)
    events = play(state, "take_tile(space=4,tile=plant)")
    placed = [e.params for e in events if e.kind == "tile_placed"]
    assert placed == [{"seat": 0, "tile": "plant", "space": 4}]

    state = new_game(2)
    cover_now(state, 0, 1, "crab")
    play(state, "rearrange()")
    events = play(state, "place_tile(space=6,tile=crab)")
    placed = [e.params for e in events if e.kind == "tile_placed"]
    assert placed == [{"seat": 0, "tile": "crab", "space": 6}]


# --- seed 2620 -------------------------------------------------------------------------------


class _TopOfTheRange:
    """A random source whose every draw is the largest number below 1."""

    def random(self) -> float:
        return math.nextafter(1.0, 0.0)


def test_a_playout_draw_at_the_top_of_the_range_takes_the_last_action():
    """A playout's weighted pick takes each action's weight off the draw in turn. Drawn at the
    top of the range over a buy (1.5), a power (0.7) and a use (0.7), the rounding leaves
    exactly nothing after the last weight, and the pick falls back to the last action, the one
    whose share the draw fell in (not the one before it)."""
    state = discovery(2)
    legal = [
        Action.of("buy", token="seal_cheap"),
        Action.of("power", token="seal_cheap"),
        Action.of("use", token="seal_cheap"),
    ]
    assert heuristic.rollout_action(GAME, state, legal, _TopOfTheRange()) == legal[-1]

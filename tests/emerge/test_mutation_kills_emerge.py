"""Behaviour the emerge shard's seeded mutation samples (issue 43, seeds 2612 and 2613)
found unpinned."""

from __future__ import annotations

from emerge_kit import add_island, discovery, give, play, set_dice

from everdell_desktop.core import events as ev
from everdell_desktop.games.emerge import tokens


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

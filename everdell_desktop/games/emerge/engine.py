"""What every Emerge rules module shares: the resolution kernel, the event kinds Emerge adds to
the kernel's vocabulary, and cached constructors for the actions (an Action is built once per
distinct value: the AI asks for legal actions millions of times)."""

from __future__ import annotations

from typing import Any

from everdell_desktop.core import Action, Event
from everdell_desktop.core.kernel import Kernel

from .data import tables

T = tables()
# Prompts with a single answer resolve at once: a payment that can only be made one way, a
# tile that has only one place left in a rearrangement.
KERNEL = Kernel(answer_single_at_once=True)
FIRST_TURN = "first_turn"  # the task the roll queues: the round's first turn begins
FREE_ACTIONS = ("power", "use")  # a tile power or an instant token does not end the turn

ROUND_STARTED = "round_started"  # round
SHIP_MOVED = "ship_moved"  # space
DICE_ADDED = "dice_added"  # seat, total
DICE_SPENT = "dice_spent"  # seat, faces
DIE_CHANGED = "die_changed"  # seat, face, to (a tile power)
TILE_PLACED = "tile_placed"  # seat, tile, space (taken from the supply or moved)
TILE_REMOVED = "tile_removed"  # seat, tile, space
TILE_USED = "tile_used"  # seat, tile
TILES_REFRESHED = "tiles_refreshed"  # seat
ISLAND_PLACED = "island_placed"  # seat, island, vent
ISLAND_GROWN = "island_grown"  # seat, island, height
BIRD_MOVED = "bird_moved"  # seat, source (island or -1: the mainland), island, stolen
TOKEN_USED = "token_used"  # seat, token (type key), id
TOKEN_REVEALED = "token_revealed"  # vent, token (type key), id: the ship turned it face up
GOAL_CLAIMED = "goal_claimed"  # seat, goal (key), value
ROUND_PASSED = "round_passed"  # seat: done for this round
ANCHOR_PASSED = "anchor_passed"  # seat: the new holder
RIVAL_CARD = "rival_card"  # card (key), die

EVENT_KINDS = frozenset(
    {
        ROUND_STARTED,
        SHIP_MOVED,
        DICE_ADDED,
        DICE_SPENT,
        DIE_CHANGED,
        TILE_PLACED,
        TILE_REMOVED,
        TILE_USED,
        TILES_REFRESHED,
        ISLAND_PLACED,
        ISLAND_GROWN,
        BIRD_MOVED,
        TOKEN_USED,
        TOKEN_REVEALED,
        GOAL_CLAIMED,
        ROUND_PASSED,
        ANCHOR_PASSED,
        RIVAL_CARD,
    }
)

_CACHE: dict[tuple, Action] = {}


def act(kind: str, **args: Any) -> Action:
    """The one Action object for this kind and these arguments (a call site always names its
    arguments in the same order, so the cache key needs no sorting)."""
    key = (kind, *args.items())
    action = _CACHE.get(key)
    if action is None:
        action = _CACHE[key] = Action.of(kind, **args)
    return action


def event(kind: str, **params: Any) -> Event:
    return Event(kind, params)


PASS = act("pass")
REARRANGE = act("rearrange")
REROLL_ALL = act("reroll_all")

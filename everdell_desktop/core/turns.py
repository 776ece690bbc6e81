"""Whose decision it is, for a game state in the engine contract's usual shape.

DESIGN.md section 2: while a prompt is pending, its owner decides (the turn passes only when
nothing is pending); otherwise the current seat does, until the game is over. A state with
``pending`` (a stack of Prompts, the last on top), ``over`` and ``current`` calls this from its
``to_move``.
"""

from __future__ import annotations


def seat_to_move(state) -> int | None:
    """The seat that must decide now, or None once the game is over."""
    if state.pending:
        return state.pending[-1].seat
    if state.over:
        return None
    return state.current

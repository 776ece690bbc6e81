"""The kernel's vocabulary of events: kinds every game uses with one meaning and one shape.

An event is a message key and plain parameters (``core.actions.Event``); the window animates
and logs them. A game adds kinds of its own (declared in ``GamePlugin.event_kinds``), but for
what the kinds below describe it uses these, with these parameters:

=====================  ==========================================================================
kind                   parameters
=====================  ==========================================================================
``turn_changed``       ``seat``: the seat (or a bot's place) whose turn begins
``prompt_opened``      ``seat``, ``kind`` (the question), ``source`` (what asked)
``prompt_answered``    ``seat``, ``kind``, ``answer`` (the Action); ``auto=True`` when the kernel
                       took a lone answer without asking (``Kernel.answer_single_at_once``)
``bot_declined``       ``seat`` (a bot's place), ``kind``, ``source``: an optional choice it skips
``game_over``          ``winners``: the winning places
``passed``             ``seat``: finished playing for the game
``season_changed``     ``seat``, ``season`` (the game's season name or number)
``dice_rolled``        ``faces``; optionally ``seat``, ``die``
``resources_changed``  ``seat``, ``delta``: ``{name: amount}`` of what changed (gains > 0)
``card_moved``         ``card``, ``from_zone``, ``to_zone``; optionally ``seat`` (who moved it),
                       ``owner`` (whose city or hand it went to), ``slot``, ``reveals``
``deck_reshuffled``    ``cards``: the discard pile became the deck
``meeple_placed``      ``seat``, ``meeple`` (``worker``, ``helper``...), ``loc``
``meeple_returned``    ``seat``, ``loc`` (where from, when one place), ``workers``
=====================  ==========================================================================

An event with ``reveals=True`` showed hidden information (a card drawn from the deck); the
window's undo stops there (``GameDefinition.undo_barrier``).
"""

from __future__ import annotations

from collections.abc import Sequence

from .actions import Event

TURN_CHANGED = "turn_changed"
PROMPT_OPENED = "prompt_opened"
PROMPT_ANSWERED = "prompt_answered"
BOT_DECLINED = "bot_declined"
GAME_OVER = "game_over"
PASSED = "passed"
SEASON_CHANGED = "season_changed"
DICE_ROLLED = "dice_rolled"
RESOURCES_CHANGED = "resources_changed"
CARD_MOVED = "card_moved"
DECK_RESHUFFLED = "deck_reshuffled"
MEEPLE_PLACED = "meeple_placed"
MEEPLE_RETURNED = "meeple_returned"

KERNEL_EVENTS = frozenset(
    {
        TURN_CHANGED,
        PROMPT_OPENED,
        PROMPT_ANSWERED,
        BOT_DECLINED,
        GAME_OVER,
        PASSED,
        SEASON_CHANGED,
        DICE_ROLLED,
        RESOURCES_CHANGED,
        CARD_MOVED,
        DECK_RESHUFFLED,
        MEEPLE_PLACED,
        MEEPLE_RETURNED,
    }
)


def resources_changed(seat: int, names: Sequence[str], vector: Sequence[int]) -> Event:
    """``resources_changed`` for a vector of amounts in the order of ``names``."""
    delta = {}
    for index, amount in enumerate(vector):  # a plain loop: this runs on every gain and payment
        if amount:
            delta[names[index]] = amount
    return Event(RESOURCES_CHANGED, {"seat": seat, "delta": delta})

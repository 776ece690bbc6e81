"""What the player is told about Undo: why a move is final, said before it is made and after.

The reasons come from ``GameDefinition.undo_barrier`` ("chance", "reveal") and from the turn's
end; the words are translated each time they are shown, so they follow a change of language.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)


def warning_before(why: str | None) -> str | None:
    """Said before a move ``undo_barrier`` rates final; None when Undo could take it back."""
    if why == "chance":
        return tr("This move leaves something to chance (a die or a shuffle)")
    if why == "reveal":
        return tr("This move reveals something hidden (a card drawn, a tile from the bag)")
    return None


def refusal_after(why: str | None) -> Callable[[], str] | None:
    """A refused Undo's words for ``undo_barrier``'s reason, or None."""
    if why == "chance":
        return lambda: tr("Your last move left something to chance, so it cannot be taken back")
    if why == "reveal":
        return lambda: tr("Your last move revealed something hidden, so it cannot be taken back")
    return None


def turn_over(played_since: Callable[[], str] | None) -> Callable[[], str]:
    """A refused Undo's words once the turn has ended: who has played since, if anybody."""
    if played_since is None:
        return lambda: tr("Your turn is over, so it cannot be taken back")
    return lambda: tr(
        "Your turn is over and {name} has played since, so it cannot be taken back"
    ).format(name=played_since())

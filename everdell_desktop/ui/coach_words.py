"""The coach's reasons in the player's words: the suggestion's line in the coach bar and the
named items a reviewed move gains in (``ai.coach`` finds them; each game names its items
through ``GameDefinition.scored_items``)."""

from __future__ import annotations

from everdell_desktop.ai.coach import ItemGain, Suggestion
from everdell_desktop.core import GameDefinition, ScoredItems

from .i18n import tr


def _declared(item: ItemGain, game: GameDefinition) -> ScoredItems | None:
    """The game's declaration of the item's group."""
    return next((entry for entry in game.scored_items if entry.group == item.group), None)


def item_name(item: ItemGain, game: GameDefinition) -> str:
    """The item's name in the player's language, by the game's declaration of its group."""
    declared = _declared(item, game)
    return declared.name(item.key) if declared is not None else item.key


def item_reason(item: ItemGain, game: GameDefinition) -> str:
    """Why the move is better, in words: "claims Harvest Festival more often" when the item
    scores in more of the playouts, else "scores more from Palace" (the same item, worth
    more)."""
    name = item_name(item, game)
    declared = _declared(item, game)
    kind = declared.kind if declared is not None else ""
    if item.share > 0 and kind == "event":
        return tr("claims {item} more often").format(item=name)
    if item.share > 0 and kind == "card":
        return tr("builds {item} more often").format(item=name)
    return tr("scores more from {item}").format(item=name)


def suggestion_text(suggestion: Suggestion, game: GameDefinition) -> str:
    """The one line the coach bar shows beside the highlighted move. The search looks further
    ahead than the judge, so the judge may rate another move higher; the line then names no
    margin, since a negative one would read as advice against the move it suggests."""
    move, lead = suggestion.label, f"{suggestion.lead:+.1f}"
    margin = suggestion.margin
    if margin is None or margin < 0:
        line = tr("{move} \u2014 expected final lead {lead} points").format(move=move, lead=lead)
    else:
        line = tr(
            "{move} \u2014 expected final lead {lead} points ({margin} against your next best move)"
        ).format(move=move, lead=lead, margin=f"{margin:+.1f}")
    if suggestion.item is None:
        return line
    return f"{line}: {item_reason(suggestion.item, game)}"

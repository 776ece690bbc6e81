"""English sentences for the game log, built from events' message keys and parameters.

Events carry keys and values, never sentences (DESIGN.md section 2); this module is where they
become words. Unknown keys fall back to a readable form of the key, so a new event kind never
breaks the log.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TR_NOOP

from everdell_desktop.core import Event

from .i18n import tr

# Events that the log shows on their own line (the others are visible on the table); English
# marked for translation, translated when a line is made.
TEMPLATES = {
    "season_changed": QT_TR_NOOP("{who} moves on to season {season}."),
    "dice_rolled": QT_TR_NOOP("The dice are rolled: {faces}."),
    "game_over": QT_TR_NOOP("The game is over."),
    "passed": QT_TR_NOOP("{who} has finished."),
}


def seat_name(names: list[str], seat) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return tr("Someone")


def describe_event(event: Event, names: list[str]) -> str | None:
    """A log line for ``event``, or None when the event is only animated."""
    template = TEMPLATES.get(event.kind)
    if template is None:
        return None
    params = {key: _plain(value) for key, value in event.params.items()}
    params["who"] = seat_name(names, event.params.get("seat"))
    try:
        return tr(template).format_map(_Default(params))
    except (ValueError, IndexError):
        return event.kind.replace("_", " ").capitalize()


def _plain(value) -> str:
    if isinstance(value, list | tuple):
        return ", ".join(_plain(item) for item in value)
    if isinstance(value, dict):
        return ", ".join(f"{amount} {key}" for key, amount in value.items())
    return str(value).replace("_", " ")


class _Default(dict):
    def __missing__(self, key: str) -> str:
        return "?"

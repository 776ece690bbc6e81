"""One descriptor per game: everything the app needs to know about it, registered in one call.

A game is one package under ``everdell_desktop/games/`` (its rules, data, heuristic and
campaigns) and optionally one under ``everdell_desktop/ui/`` (its table and rules text). Its
package's ``__init__`` registers a :class:`GamePlugin`; ``core.registry`` finds every game
package by itself, so adding a game touches no list anywhere else (``docs/adding_a_game.md``).

Modules of the upper layers are named by their dotted path, not imported, so the descriptor
stays in the Qt-free layers: ``ai`` imports :attr:`GamePlugin.heuristic` when an agent is made
and the window imports :attr:`GamePlugin.ui` when a table is shown.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .campaign import Campaign
from .engine import GameDefinition
from .words import ENGLISH, Words


def _no_campaigns() -> tuple[Campaign, ...]:
    return ()


@dataclass(frozen=True, slots=True)
class GamePlugin:
    """A game as the app sees it.

    ``ui``: module offering ``TABLE`` (a ``ui.table.TableScene`` subclass) and ``RULES_HTML``;
    None shows the generic table and the rules module's docstring.
    ``heuristic``: module offering ``values(game, state) -> list[float]`` and
    ``rollout_action(game, state, legal, rng)`` (see ``core.heuristics``); None plays with
    ``game.evaluate`` and uniform playouts.
    ``campaigns``: the game's solo campaigns, built on first use (their chapters are data).
    ``event_kinds``: every event kind the game emits besides the kernel's own
    (``core.events.KERNEL_EVENTS``): its vocabulary for the table and the log (a test plays
    games and checks that nothing else is emitted).
    ``listed``: offered in the New game dialog (a developers' test game is not).
    ``order``: position in game lists; the first listed game is the window's default.
    ``words``: the game's words in other languages than English and its glossary
    (``core.words``); None: English only, no glossary.
    ``languages``: the languages the game claims to be complete in (a test holds it to that
    claim); a game without a language falls back to English there.
    """

    definition: GameDefinition
    ui: str | None = None
    heuristic: str | None = None
    campaigns: Callable[[], tuple[Campaign, ...]] = _no_campaigns
    event_kinds: frozenset[str] = field(default_factory=frozenset)
    listed: bool = True
    order: int = 100
    words: Words | None = None
    languages: tuple[str, ...] = (ENGLISH,)

    @property
    def name(self) -> str:
        return self.definition.name

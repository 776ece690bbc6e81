"""One descriptor per game: everything the app needs to know about it, registered in one call.

A game is one package under ``everdell_desktop/games/`` (its rules, data, heuristic and
campaigns) and optionally one under ``everdell_desktop/ui/`` (its table and rules text). Its
package's ``__init__`` registers a :class:`GamePlugin`; ``core.registry`` finds every game
package by itself, so adding a game touches no list anywhere else (``docs/adding_a_game.md``).

The pieces that are dear to import (the heuristic) or that live in an upper layer (the table,
which needs Qt) are :class:`LazyRef`\\ s: declared here by module and attribute, imported on
first use, and checked against the type the user expects (``ai`` loads a
:class:`~.heuristics.GameHeuristic`, the window a ``ui.game_ui.GameUi``).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from .campaign import Campaign
from .engine import ConfigChoice, GameDefinition, ScoreBreakdown
from .words import ENGLISH, Words

T = TypeVar("T")


def _no_campaigns() -> tuple[Campaign, ...]:
    return ()


@dataclass(frozen=True, slots=True)
class LazyRef:
    """An object named by its module and attribute, imported when first asked for.

    The descriptor stays cheap to import and free of the upper layers; :meth:`load` checks
    that what it finds is what the caller expects, so a typo or a wrong object fails loudly
    at the first use (and in the plug-in tests), not deep inside a search or a paint."""

    module: str
    attribute: str

    def load(self, kind: type[T]) -> T:
        found = getattr(importlib.import_module(self.module), self.attribute, None)
        if not isinstance(found, kind):
            raise TypeError(
                f"{self.module}.{self.attribute} should be a {kind.__name__}, "
                f"found {type(found).__name__}"
            )
        return found


@dataclass(frozen=True, slots=True)
class GamePlugin:
    """A game as the app sees it.

    ``ui``: where the game's ``ui.game_ui.GameUi`` is (its table, rules text, art and
    folder); None shows the generic table and the rules module's docstring.
    ``heuristic``: where the game's :class:`~.heuristics.GameHeuristic` is (its estimate, its
    playout policy, its changes to the search budgets); None plays with ``game.evaluate``
    and uniform playouts.
    ``campaigns``: the game's solo campaigns, built on first use (their chapters are data).
    ``achievements``: which of the game's achievements a finished game earned,
    ``achievements(config, scores)`` -> their ids, or None for a game whose mode earns none
    (``session.achievements`` records them); None: the game has no achievements.
    ``event_kinds``: every event kind the game emits besides the kernel's own
    (``core.events.KERNEL_EVENTS``): its vocabulary for the table and the log (a test plays
    games and checks that nothing else is emitted).
    ``listed``: offered in the New game dialog (a developers' test game is not).
    ``order``: position in game lists; the first listed game is the window's default.
    ``words``: the game's words in other languages than English and its glossary
    (``core.words``); None: English only, no glossary.
    ``languages``: the languages the game claims to be complete in (a test holds it to that
    claim); a game without a language falls back to English there.
    ``expansions``: the optional setting (one of the definition's ``config_choices``) whose
    values the command line's ``--expansion NAME`` chooses from; None: the game has none.
    """

    definition: GameDefinition
    ui: LazyRef | None = None
    heuristic: LazyRef | None = None
    campaigns: Callable[[], tuple[Campaign, ...]] = _no_campaigns
    achievements: Callable[[dict[str, Any], list[ScoreBreakdown]], list[str] | None] | None = None
    event_kinds: frozenset[str] = field(default_factory=frozenset)
    listed: bool = True
    order: int = 100
    words: Words | None = None
    languages: tuple[str, ...] = (ENGLISH,)
    expansions: ConfigChoice | None = None

    def __post_init__(self) -> None:
        if self.expansions is not None and self.expansions not in self.definition.config_choices:
            raise ValueError(f"{self.name}: expansions must be one of the game's config_choices")

    @property
    def name(self) -> str:
        return self.definition.name

    def expansion_names(self) -> list[str]:
        """The expansions ``--expansion`` accepts (a setting's values but its "none")."""
        values = self.expansions.values if self.expansions is not None else ()
        return [value for value, _label in values if value is not None]

    def expansion_options(self, name: str | None) -> dict[str, str]:
        """The config options that play with expansion ``name`` (none for None); ValueError
        naming the known ones for an expansion the game does not offer."""
        if name is None:
            return {}
        offered = self.expansion_names()
        if self.expansions is None or name not in offered:
            known = ", ".join(offered) or "none"
            raise ValueError(f"{self.definition.title} has no expansion {name!r} (known: {known})")
        return {self.expansions.field: name}

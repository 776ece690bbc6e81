"""Chapter sequencing shared by every game's solo campaign (game-agnostic).

A campaign is an ordered list of chapters, each with an ``id`` and a ``title``; the first one
is open and each further one opens when every chapter before it is won. A won chapter stays
open and may be replayed. The games define what a chapter holds (the bot's difficulty, a
story, a score margin...) and how a finished game wins it; ``store.campaign`` remembers what
happened. A game builds one :class:`ChapterSequence` from a function returning its chapters,
so loading them can wait until they are first needed::

    SEQUENCE = ChapterSequence(lambda: load_book().chapters, unit="year")
    SEQUENCE.unlocked(progress.won_chapters())

A game whose chapters are one JSON file holds it as a :class:`CampaignBook`, which reads and
checks the file when it is first needed and builds the sequence over its chapters.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from .datafiles import DataError, StrictModel, load_model

if TYPE_CHECKING:
    from .engine import GameConfig, ScoreBreakdown


class ChapterLike(Protocol):
    @property
    def id(self) -> str: ...

    @property
    def title(self) -> str: ...


C = TypeVar("C", bound=ChapterLike)


def check_book(
    where: object, campaign: str, expected: str, chapters: Sequence[ChapterLike]
) -> None:
    """A campaign file's checks beyond its model: it is this game's campaign (not a file copied
    from another game's) and its chapter ids are unique; DataError names ``where``."""
    ids = [chapter.id for chapter in chapters]
    if len(set(ids)) != len(ids):
        raise DataError(f"{where}: chapter ids must be unique")
    if campaign != expected:
        raise DataError(f"{where}: field 'campaign': expected {expected!r}")


class ChapterSequence(Generic[C]):
    """The order of a campaign's chapters and which of them may be played."""

    def __init__(self, chapters: Callable[[], Sequence[C]], unit: str = "chapter") -> None:
        self._chapters = chapters
        self.unit = unit  # what the players call a chapter ("chapter", "year"), for messages

    def chapters(self) -> tuple[C, ...]:
        return tuple(self._chapters())

    def chapter(self, chapter_id: str) -> C:
        """The chapter with this id; an unknown id raises KeyError naming the known ones."""
        for spec in self._chapters():
            if spec.id == chapter_id:
                return spec
        known = ", ".join(spec.id for spec in self._chapters())
        raise KeyError(f"no campaign chapter {chapter_id!r} (known: {known})")

    def unlocked(self, won: Iterable[str]) -> list[str]:
        """Ids of the chapters that may be played: every won one plus the first not yet won."""
        done = set(won)
        open_ids = []
        for spec in self._chapters():
            open_ids.append(spec.id)
            if spec.id not in done:
                break
        return open_ids

    def next_chapter(self, won: Iterable[str]) -> C | None:
        """The first chapter not yet won, or None once the campaign is complete."""
        done = set(won)
        return next((spec for spec in self._chapters() if spec.id not in done), None)

    def playable(self, chapter_id: str, won: Iterable[str]) -> C:
        """The chapter, if it may be played now; a locked one raises ValueError."""
        spec = self.chapter(chapter_id)
        if spec.id not in self.unlocked(won):
            raise ValueError(f"{spec.title} opens once the {self.unit} before it is won")
        return spec


B = TypeVar("B", bound=StrictModel)


class CampaignBook(Generic[B]):
    """A game's campaign file (a ``model`` with ``campaign``, ``title`` and ``chapters``), read
    and checked when first needed, then kept; ``sequence`` orders its chapters."""

    def __init__(self, folder: Path, file: str, model: type[B], campaign_id: str) -> None:
        self.folder = folder
        self.file = file
        self.model = model
        self.campaign_id = campaign_id
        self._book: B | None = None
        self.sequence: ChapterSequence[Any] = ChapterSequence(lambda: self.book().chapters)

    def load(self, folder: Path | None = None) -> B:
        """Read the chapters from ``folder`` (the game's data folder unless given); a broken
        file raises DataError naming the file and the field."""
        path = Path(folder or self.folder) / self.file
        book = load_model(path, self.model)
        check_book(path, book.campaign, self.campaign_id, book.chapters)
        return book

    def book(self) -> B:
        """The game's own file, read once."""
        if self._book is None:
            self._book = self.load()
        return self._book


@dataclass(frozen=True, slots=True)
class Campaign:
    """A game's solo campaign as the app offers it (``GamePlugin.campaigns`` lists them).

    ``config_for(chapter_id, won)`` gives a chapter's game options (a locked chapter raises
    ValueError); ``judge(chapter_id, scores)`` tells whether a finished game won the chapter.
    Chapters (``sequence``) carry ``id``, ``title``, ``story`` and ``goal``.
    """

    id: str
    title: str
    game: str  # registry name of the game it is played in
    sequence: ChapterSequence[Any]
    config_for: Callable[[str, Iterable[str]], GameConfig]
    judge: Callable[[str, list[ScoreBreakdown]], bool]

    @property
    def unit(self) -> str:
        return self.sequence.unit

"""The solo campaigns as the GUI sees them: one shape over each game's own campaign module.

The rules of a campaign (its chapters, which one is open, how a chapter's game is configured,
whether a finished game wins it) live in the game's package, which lists its campaigns in its
descriptor (``core.plugin.GamePlugin.campaigns``); progress lives in
``store.CampaignStore``. This module only joins them: it lists the campaigns, builds the rows of
the campaign screen, marks a new game's record as a campaign game (``record.meta["campaign"]``)
and, when that game ends, records the attempt once per game id, even after a save and a load.
No Qt here.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from functools import cache

from everdell_desktop.core import GameRecord, ScoreBreakdown, registry
from everdell_desktop.core.campaign import Campaign
from everdell_desktop.store import CampaignProgress, CampaignStore
from everdell_desktop.store.campaign import counted_games
from everdell_desktop.store.saves import game_id_of

META_KEY = "campaign"
log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class ChapterRow:
    """One line of the campaign screen."""

    id: str
    title: str
    story: str
    goal: str
    unlocked: bool
    won: bool
    best_score: int | None
    attempts: int

    @property
    def status(self) -> str:
        """In English; the window translates it (ui.i18n)."""
        if self.won:
            return "Won"
        return "Open" if self.unlocked else "Locked"


@dataclass(frozen=True, slots=True)
class Outcome:
    """What a finished campaign game meant, for the end screen."""

    chapter_title: str
    won: bool
    score: int
    goal: str
    next_title: str | None  # the chapter that opens now (None: nothing new opens)
    complete: bool  # every chapter of the campaign is won

    def sentence(self) -> str:
        if not self.won:
            return f"{self.chapter_title}: goal not met ({self.goal}). Try again!"
        text = f"{self.chapter_title}: goal met!"
        if self.next_title:
            return f"{text} {self.next_title} is now open."
        if self.complete:
            return f"{text} You have won the whole campaign."
        return text


def chapter_rows(camp: Campaign, progress: CampaignProgress) -> list[ChapterRow]:
    """The campaign screen's lines for ``camp`` from the player's progress."""
    open_ids = set(camp.sequence.unlocked(progress.won_chapters()))
    rows = []
    for spec in camp.sequence.chapters():
        saved = progress.chapter(spec.id)
        rows.append(
            ChapterRow(
                spec.id,
                spec.title,
                spec.story,
                spec.goal,
                spec.id in open_ids,
                saved.won,
                saved.best_score,
                saved.attempts,
            )
        )
    return rows


def outcome_of(
    camp: Campaign, chapter_id: str, scores: list[ScoreBreakdown], won_before: set[str]
) -> Outcome:
    """Whether the game won the chapter, and what it opened."""
    sequence = camp.sequence
    spec = sequence.chapter(chapter_id)
    won = camp.judge(chapter_id, scores)
    after = won_before | {chapter_id} if won else won_before
    newly_open = [
        cid for cid in sequence.unlocked(after) if cid not in sequence.unlocked(won_before)
    ]
    next_title = sequence.chapter(newly_open[0]).title if newly_open else None
    complete = sequence.next_chapter(after) is None
    return Outcome(spec.title, won, scores[0].total, spec.goal, next_title, complete)


@cache
def campaigns() -> tuple[Campaign, ...]:
    """Every game's campaigns, in the order the games are listed."""
    return tuple(camp for game in registry.plugins() for camp in game.campaigns())


def campaign(campaign_id: str) -> Campaign:
    for found in campaigns():
        if found.id == campaign_id:
            return found
    raise KeyError(f"no campaign {campaign_id!r}")


def campaign_meta(campaign_id: str, chapter_id: str) -> dict[str, str]:
    """What a campaign game's record keeps in ``meta["campaign"]``."""
    return {"id": campaign_id, "chapter": chapter_id}


def chapter_of(record: GameRecord) -> tuple[Campaign, str] | None:
    """The campaign and chapter a record was started for, or None for a free game (or a
    record whose campaign mark names another game's campaign)."""
    meta = record.meta.get(META_KEY)
    if not isinstance(meta, dict):
        return None
    try:
        found = campaign(str(meta.get("id")))
        found.sequence.chapter(str(meta.get("chapter")))
    except KeyError:
        return None
    if found.game != record.game:
        return None
    return found, str(meta["chapter"])


def _plays_chapter(camp: Campaign, chapter_id: str, record: GameRecord, won: set[str]) -> bool:
    """Whether the record's options are exactly the chapter's, and the chapter is open.

    ``meta["campaign"]`` is only a mark in the save file: a game whose options differ from the
    chapter's (a 2-player game, another difficulty) or a chapter still locked must not count.
    """
    try:
        expected = camp.config_for(chapter_id, won)
        played = registry.get(camp.game).make_config(**record.config)
    except (ValueError, KeyError, TypeError):
        return False
    return played.model_dump() == expected.model_dump()


def record_finished(
    record: GameRecord, scores: list[ScoreBreakdown], store: CampaignStore
) -> Outcome | None:
    """Count a finished campaign game once (by game id) and say what it meant.

    Returns None for a game that is not a campaign game, or does not play its chapter as the
    campaign sets it up (see :func:`_plays_chapter`), even when its game id was counted before:
    a hand-made save may reuse a counted id. A game already counted (loaded again after its end)
    is not counted twice, but its outcome is still returned for the end screen.
    """
    found = chapter_of(record)
    if found is None:
        return None
    camp, chapter_id = found
    progress = store.progress(camp.id)
    game_id = game_id_of(record) if record.meta.get("game_id") else None
    already = game_id is not None and game_id in counted_games(progress)
    won_before = set(progress.won_chapters())
    if not _plays_chapter(camp, chapter_id, record, won_before):
        log.warning("not counted for %s: options do not match chapter %s", camp.id, chapter_id)
        return None
    outcome = outcome_of(camp, chapter_id, scores, won_before)
    counted = None
    if not already:
        counted = store.record_attempt(
            camp.id, chapter_id, won=outcome.won, score=outcome.score, game_id=game_id
        )
    if counted is None:  # counted before (here, or by another app instance meanwhile)
        return Outcome(outcome.chapter_title, outcome.won, outcome.score, outcome.goal, None, False)
    return outcome

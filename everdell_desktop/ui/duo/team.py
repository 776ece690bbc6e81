"""The cooperative game's words on the Duo table: the team's shared supplies, a campaign
chapter's requirements with their live progress, and a finished chapter's verdict.

The requirements and their progress are the engine's (``games.duo.coop_campaign``); this module
only words them. Both the live lines and the verdict read the same progress rows, so what the
table showed during the game and what it says at the end agree.
"""

from __future__ import annotations

from everdell_desktop.games.duo import coop_campaign
from everdell_desktop.games.duo.requirements import team_counts

from ..campaign_words import chapter_title
from ..i18n import tr

MARKS = {True: "\u2714", False: "\u2022"}  # a requirement met, one not (yet) met


def team_lines(table, view) -> list[str]:
    """A campaign chapter's requirements with their progress so far (first: the top of the
    place is what a 1280x720 window shows), the team's shared supplies, and the note that the
    cooperative rules are our reconstruction."""
    coop = view.coop
    supplies = tr("Sharing tile: {left} of {limit} left this season \u00b7 Pocket Watches: {count}")
    return [
        *requirement_lines(table, coop.chapter),
        supplies.format(left=coop.shares_left, limit=coop.sharing_limit, count=coop.watches_left),
        tr("Cooperative rules and components: our own reconstruction."),
    ]


def requirement_lines(table, chapter_id: str | None) -> list[str]:
    """A campaign chapter's requirements, each with the team's live progress (none outside a
    chapter)."""
    if chapter_id is None:
        return []
    chapter = coop_campaign.chapter(chapter_id)
    counts = team_counts(table.scores())
    rows = [
        f"{MARKS[row.met]} {row.text}" for row in coop_campaign.live_progress(chapter_id, counts)
    ]
    title = tr("Chapter: {title} \u2014 beat the Skunk and:").format(
        title=chapter_title(coop_campaign.campaign(), chapter.title)
    )
    return [title, *rows]


def chapter_verdict(table) -> list[str]:
    """A finished campaign chapter: won, or lost with the requirements not met (none outside
    a chapter)."""
    chapter_id = table.view_state.coop.chapter
    if chapter_id is None:
        return []
    scores = table.scores()
    if coop_campaign.chapter_won(chapter_id, scores):
        return [tr("Chapter won: every requirement met.")]
    rows = coop_campaign.live_progress(chapter_id, team_counts(scores))
    failed = [row.text for row in rows if not row.met]
    if not failed:
        return [tr("Chapter lost: the team did not outscore the Skunk.")]
    return [tr("Chapter lost. Not met: {rows}.").format(rows="; ".join(failed))]

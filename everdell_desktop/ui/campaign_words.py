"""A campaign's words in the window's language: its title, its chapters' titles, stories and
goals (the campaign's game names them in its words file, kinds ``campaign``,
``chapter_title``, ``chapter_story`` and ``chapter_goal``, by id), and the end screen's
sentence about a finished campaign game."""

from __future__ import annotations

from everdell_desktop.core import registry
from everdell_desktop.core.campaign import Campaign
from everdell_desktop.core.words import Words
from everdell_desktop.session.campaigns import Outcome

from .i18n import tr


def campaign_words(camp: Campaign) -> Words | None:
    """The words of the campaign's game: they name its campaign and chapters (kinds
    ``campaign``, ``chapter_title``, ``chapter_story``, ``chapter_goal``, by id)."""
    try:
        return registry.plugin(camp.game).words
    except KeyError:
        return None


def worded(camp: Campaign, kind: str, key: str, english: str) -> str:
    found = campaign_words(camp)
    return found.name(kind, key, english) if found is not None else english


def chapter_title(camp: Campaign, english_title: str) -> str:
    """A chapter's title (known by its English title, as an Outcome names it) in words."""
    for spec in camp.sequence.chapters():
        if spec.title == english_title:
            return worded(camp, "chapter_title", spec.id, english_title)
    return english_title


def outcome_sentence(camp: Campaign, outcome: Outcome) -> str:
    """What a finished campaign game meant, for the end screen."""
    title = chapter_title(camp, outcome.chapter_title)
    if not outcome.won:
        for spec in camp.sequence.chapters():
            if spec.title == outcome.chapter_title:
                goal = worded(camp, "chapter_goal", spec.id, outcome.goal)
                break
        else:
            goal = outcome.goal
        return tr("{chapter}: goal not met ({goal}). Try again!").format(chapter=title, goal=goal)
    if outcome.next_title:
        return tr("{chapter}: goal met! {next} is now open.").format(
            chapter=title, next=chapter_title(camp, outcome.next_title)
        )
    if outcome.complete:
        return tr("{chapter}: goal met! You have won the whole campaign.").format(chapter=title)
    return tr("{chapter}: goal met!").format(chapter=title)

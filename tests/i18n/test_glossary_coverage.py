"""The glossary covers every term the move labels use (issue 19): labels of every move offered
in random games of every mode, less the components' names and plain English, leave only words
some glossary term (or one of its forms) explains."""

from __future__ import annotations

import re

import pytest
from words_kit import every_mode

from everdell_desktop.core import Rng, registry

# Plain English in labels: function words, ordinary verbs, and nouns any reader knows.
PLAIN = {
    "a", "an", "and", "by", "for", "from", "his", "it", "of", "on", "the", "to", "up", "with",
    "your", "into", "instead", "per", "s", "next", "top", "end", "free", "nothing", "game",
    "space", "beneath", "use", "take", "keep", "place", "give", "gain", "pay", "draw", "copy",
    "send", "recall", "stock", "activate", "done", "ruin", "card", "cards", "player", "finish",
    "placing", "upgrades", "new", "store", "tokens", "token", "move", "pick", "reveal",
    "no", "yes", "thanks", "make", "less", "put", "search", "pile",
    "rest", "this", "are", "every", "at", "they", "again", "once", "leave", "turn",
    "chosen", "other", "as", "more", "onto", "all", "later", "bring", "remove", "buy", "off",
    "home", "in",
}  # fmt: skip


def labels(name: str, games: int = 2) -> set[str]:
    game = registry.get(name)
    found, rng = set(), Rng(5)
    for index in range(games):
        for config in every_mode(game):
            state = game.new_game(config, 11 + index)
            while not game.is_over(state):
                legal = game.legal_actions(state)
                found.update(game.describe_action(state, action) for action in legal)
                game.apply(state, rng.choice(legal))
    return found


def unexplained(labels: set[str], names: list[str], forms: list[str]) -> set[str]:
    """The words of ``labels`` that are no name, no plain English and no glossary form."""
    known = {word.lower() for form in forms for word in re.findall(r"[A-Za-z]+", form)}
    by_length = sorted(names, key=len, reverse=True)
    left = set()
    for label in labels:
        for name in by_length:
            label = label.replace(name, " ")
        left |= {word.lower() for word in re.findall(r"[A-Za-z]+", label)}
    return left - PLAIN - known


def english_names(name: str) -> list[str]:
    return NAMES[name]()


def _emerland() -> list[str]:
    from everdell_desktop.games.emerland import koto
    from everdell_desktop.games.emerland.data import tables

    data, decks = tables(), koto.decks()
    found = [d.name for d in data.designs] + [loc.name for loc in data.locations]
    found += [r.name for r in data.realms] + [a.name for a in data.artifacts]
    return found + [card.name for deck in koto.DECKS for card in getattr(decks, deck)]


def _everdell() -> list[str]:
    from everdell_desktop.games.everdell.data import game_data
    from everdell_desktop.games.everdell.rules import LOC_NAMES
    from everdell_desktop.games.everdell.spirecrest.data import spire_data

    data, spire = game_data(), spire_data()
    found = [c.name for c in data.cards] + list(LOC_NAMES.values()) + [e.name for e in data.events]
    found += [d.name for d in spire.discoveries] + [w.name for w in spire.weather]
    return found + [c.name for c in spire.critters] + [t.name for t in spire.tiles]


def _duo() -> list[str]:
    from everdell_desktop.games.duo.engine import CARDS, EVENTS, FARMS, RIVER
    from everdell_desktop.games.duo.skunk import GOOD_NEWS

    found = [c.name for c in CARDS] + [e.name for e in EVENTS] + [r.name for r in RIVER]
    return found + [f.name for f in FARMS] + [g.name for g in GOOD_NEWS]


def _emerge() -> list[str]:
    """Names, and the research tokens' and tiles' texts that labels quote in brackets."""
    from everdell_desktop.games.emerge.engine import T

    found = [spec.name for spec in (*T.token_types, *T.tiles, *T.goals)]
    return found + [spec.text.rstrip(".") for spec in (*T.token_types, *T.tiles)]


NAMES = {"emerland": _emerland, "everdell": _everdell, "duo": _duo, "emerge": _emerge}


@pytest.mark.parametrize("name", sorted(NAMES))
def test_every_term_in_the_move_labels_is_in_the_glossary(name):
    glossary = registry.plugin(name).words.english_glossary()
    forms = [form for term in glossary.values() for form in (term.term, *term.also)]
    assert unexplained(labels(name), english_names(name), forms) == set()


def test_the_coverage_check_finds_a_term_the_glossary_lacks():
    found = unexplained({"Place a Worker on Bamboo Grove with a ferryman"}, ["Bamboo Grove"],
                        ["Worker"])  # fmt: skip
    assert found == {"ferryman"}

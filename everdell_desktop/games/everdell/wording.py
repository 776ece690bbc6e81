"""The base game's words in the player's language (``core.words``): English is in the code and
the data files; other languages are in ``words/<language>.json`` (names by the data's keys,
labels by their English template) and the glossary in ``data/glossary.json``."""

from __future__ import annotations

from pathlib import Path

from everdell_desktop.core.words import Words

HERE = Path(__file__).parent
WORDS = Words(HERE / "words", glossary=HERE / "data" / "glossary.json")
W = WORDS
PLURALS = {"twig": "twigs", "resin": "resin", "pebble": "pebbles", "berry": "berries"}


def name(kind: str, key: str, english: str) -> str:
    """A component's name (``card``, ``location``, ``event``, ``season``, ``resource``...)."""
    return W.name(kind, key, english)


def resource(kind: str, count: int = 1) -> str:
    """'berry', 'berries', 'resin'; in another language its one name."""
    return W.name("resource", kind, kind if count == 1 else PLURALS[kind])


def resource_amount(count: int, kind: str) -> str:
    """'1 berry', '2 berries', '3 resin'."""
    return W.text("{count} {thing}", count=count, thing=resource(kind, count))


def season(key: str) -> str:
    return W.name("season", key, key)

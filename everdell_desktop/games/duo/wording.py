"""Duo's words in the player's language (``core.words``): English is in the code and the data
files; other languages are in ``words/<language>.json`` (names by the data's keys, labels by
their English template) and the glossary in ``data/glossary.json``."""

from __future__ import annotations

from pathlib import Path

from everdell_desktop.core.words import Words

HERE = Path(__file__).parent
WORDS = Words(HERE / "words", glossary=HERE / "data" / "glossary.json")
W = WORDS

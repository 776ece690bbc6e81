"""The language is app-wide: every test here leaves it as it found it (English)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))  # words_kit


@pytest.fixture(autouse=True)
def english_afterwards():
    from everdell_desktop.core import words

    yield
    words.set_language(words.ENGLISH)

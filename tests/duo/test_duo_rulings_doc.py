"""Every Duo ruling in docs/rulings.md names a test that exists, and the components doc lists
every component the data holds."""

import re
from pathlib import Path

from everdell_desktop.games.duo.engine import CARDS, EVENTS, RIVER

ROOT = Path(__file__).resolve().parents[2]


def duo_section() -> str:
    text = (ROOT / "docs" / "rulings.md").read_text(encoding="utf-8")
    start = text.index("## Everdell Duo")
    end = text.find("\n## ", start + 1)
    return text[start : end if end > 0 else None]


def test_every_duo_ruling_names_an_existing_test():
    named = set(re.findall(r"`(test_[a-z0-9_]+)`", duo_section()))
    assert len(named) >= 40
    defined = set()
    for path in (ROOT / "tests" / "duo").glob("test_*.py"):
        defined.update(re.findall(r"^def (test_[a-z0-9_]+)", path.read_text(), re.M))
    assert named <= defined, sorted(named - defined)


def test_every_ruling_names_the_tests_that_pin_it():
    rulings = re.split(r"\n(?=[DS]\d+\. )", duo_section())[1:]
    assert len(rulings) == 28
    for ruling in rulings:
        assert "Test" in ruling, ruling[:40]


def test_the_components_doc_lists_every_card_event_and_river_tile():
    doc = (ROOT / "docs" / "duo_components.md").read_text(encoding="utf-8")
    for name in [c.name for c in CARDS] + [e.name for e in EVENTS] + [r.name for r in RIVER]:
        assert f"| {name} |" in doc, name

"""Every Emerge ruling in docs/rulings.md names a test that exists."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _section() -> str:
    text = (ROOT / "docs" / "rulings.md").read_text(encoding="utf-8")
    return text.split("## Emerge", 1)[1]


def test_every_emerge_ruling_names_an_existing_test():
    section = _section()
    named = set(re.findall(r"`(test_[a-z0-9_]+)`", section))
    assert len(named) > 40
    sources = " ".join(p.read_text(encoding="utf-8") for p in Path(__file__).parent.glob("*.py"))
    defined = set(re.findall(r"def (test_[a-z0-9_]+)", sources))
    assert named <= defined, sorted(named - defined)


def test_every_emerge_ruling_quotes_or_names_its_source():
    rulings = re.split(r"\n\d+\. ", _section())[1:]
    assert len(rulings) >= 20
    for ruling in rulings:
        assert "Decision" in ruling or "our design" in ruling, ruling[:60]

"""Every Emerland ruling in docs/rulings.md names a test that exists."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def emerland_section() -> str:
    text = (ROOT / "docs" / "rulings.md").read_text(encoding="utf-8")
    start = text.index("## Everdell: Emerland")
    end = text.find("\n## ", start + 1)
    return text[start : end if end > 0 else None]


def test_every_emerland_ruling_names_an_existing_test():
    named = set(re.findall(r"`(test_[a-z0-9_]+)`", emerland_section()))
    assert len(named) >= 20
    defined = set()
    for path in (ROOT / "tests" / "emerland").glob("test_*.py"):
        defined.update(re.findall(r"^def (test_[a-z0-9_]+)", path.read_text(), re.M))
    assert named <= defined, sorted(named - defined)

"""Every Everdell ruling in docs/rulings.md names a test that exists."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _section() -> str:
    text = (ROOT / "docs" / "rulings.md").read_text(encoding="utf-8")
    start = text.index("## Everdell (base game)")
    end = text.find("\n## ", start + 1)  # the next game's section, if any
    return text[start : end if end > 0 else None]


def test_every_everdell_ruling_names_an_existing_test():
    section = _section()
    named = set(re.findall(r"`(test_[a-z0-9_]+)`", section))
    assert len(named) > 20
    sources = " ".join(p.read_text(encoding="utf-8") for p in Path(__file__).parent.glob("*.py"))
    defined = set(re.findall(r"def (test_[a-z0-9_]+)", sources))
    assert named <= defined, sorted(named - defined)


def test_korean_terms_are_mapped():
    section = _section()
    for term in ("초원", "숲", "낙원", "여행", "행사", "입주 토큰", "다음 계절 준비", "패스"):
        assert term in section


def test_every_spirecrest_ambiguity_has_a_ruling():
    text = (ROOT / "docs" / "rulings.md").read_text(encoding="utf-8")
    spirecrest = text.split("## Everdell: Spirecrest", 1)[1]
    numbers = set(re.findall(r"^S(\d+)\. \*\*", spirecrest, flags=re.MULTILINE))
    assert {str(n) for n in range(1, 16)} <= numbers  # wave2_games.md §1(d): 15 questions

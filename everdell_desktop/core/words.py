"""Words in the player's language for the layers that cannot use Qt (issue 19).

English is written where it always was: in the code (move labels, ability wording) and in the
data files (card, location and event names). Every other language lives in one file per
language beside a game's data, ``games/<game>/words/<language>.json``::

    {
      "language": "ko",
      "names": {"card": {"farm": "농장"}, "resource": {"berry": "베리"}},
      "texts": {"Place a worker on {place}": "{place}에 일꾼 놓기"},
      "glossary": {"worker": {"term": "일꾼", "meaning": "…"}}
    }

``names`` are keyed by the data's stable ids; ``texts`` by the English template itself (as
gettext does), so the code keeps reading as English and a missing translation falls back to
it. A template's ``{placeholders}`` are filled after the lookup; templates that are not passed
straight to :meth:`Words.text` are marked with :func:`N_` so that the completeness test finds
them. The language is app-wide (:func:`set_language`): the window sets it, the games read it.

Korean particles that depend on the word before them are written both ways, ``을(를)``,
``이(가)``, ``은(는)``, ``과(와)``, ``(으)로``, and resolved once the placeholders are filled
(:func:`korean_particles`), so "{card}을(를) 내기" reads right whatever the card is called.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from pydantic import Field

from .datafiles import DataError, StrictModel, load_model

ENGLISH = "en"
_language = ENGLISH


def set_language(code: str) -> None:
    """Make ``code`` (``"en"``, ``"ko"``...) the language every later lookup answers in."""
    global _language
    _language = code


def language() -> str:
    return _language


def N_(text: str) -> str:
    """Mark an English template kept in a table; it is looked up where it is used."""
    return text


class TermWords(StrictModel):
    """A glossary entry: the term, other forms it appears in, and one sentence of meaning."""

    term: str = Field(min_length=1)
    also: tuple[str, ...] = ()
    meaning: str = Field(min_length=1)


class GlossaryFile(StrictModel):
    """A game's glossary in English (``data/glossary.json``): every term by a stable id."""

    terms: dict[str, TermWords]


class WordsFile(StrictModel):
    """One language's words for one game."""

    language: str = Field(pattern=r"^[a-z]{2,3}$")
    names: dict[str, dict[str, str]] = Field(default_factory=dict)
    texts: dict[str, str] = Field(default_factory=dict)
    glossary: dict[str, TermWords] = Field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Term:
    """A glossary entry in the current language."""

    id: str
    term: str
    also: tuple[str, ...]
    meaning: str

    def forms(self) -> tuple[str, ...]:
        return (self.term, *self.also)


class Words:
    """One game's words: English from the code and data, other languages from ``folder``
    (``<language>.json``) and the English glossary from ``glossary`` (a GlossaryFile)."""

    def __init__(self, folder: Path, glossary: Path | None = None) -> None:
        self.folder = Path(folder)
        self.glossary_path = glossary
        self._files: dict[str, WordsFile | None] = {}

    def languages(self) -> tuple[str, ...]:
        """English and every language with a words file."""
        found = sorted(path.stem for path in self.folder.glob("*.json"))
        return (ENGLISH, *(code for code in found if code != ENGLISH))

    def file(self, code: str) -> WordsFile | None:
        """The words file of ``code`` (None for English or a language without one); a broken
        file raises DataError naming the file and the field."""
        if code == ENGLISH:
            return None
        if code not in self._files:
            path = self.folder / f"{code}.json"
            self._files[code] = load_model(path, WordsFile) if path.exists() else None
        return self._files[code]

    def text(self, english: str, /, **params: object) -> str:
        """``english`` in the current language, its ``{placeholders}`` filled."""
        found = self.file(_language)
        template = found.texts.get(english, english) if found else english
        return fill(template, params, _language if template is not english else ENGLISH)

    def plural(self, count: int, singular: str, plural: str, /, **params: object) -> str:
        """The singular or plural English template by ``count``; another language keys both
        forms by the plural one (Korean has a single form)."""
        found = self.file(_language)
        if found is not None and plural in found.texts:
            return fill(found.texts[plural], params, _language)
        return fill(singular if count == 1 else plural, params, ENGLISH)

    def name(self, kind: str, key: object, english: str) -> str:
        """The name of the component ``key`` of ``kind`` (card, location...), or ``english``."""
        found = self.file(_language)
        if found is None:
            return english
        return found.names.get(kind, {}).get(str(key), english)

    def english_glossary(self) -> dict[str, TermWords]:
        if self.glossary_path is None:
            return {}
        return load_model(self.glossary_path, GlossaryFile).terms

    def glossary(self) -> list[Term]:
        """Every term in the current language (an untranslated term stays in English)."""
        found = self.file(_language)
        entries = []
        for term_id, english in self.english_glossary().items():
            words = found.glossary.get(term_id, english) if found else english
            entries.append(Term(term_id, words.term, words.also, words.meaning))
        return entries


def fill(template: str, params: dict[str, object], code: str) -> str:
    """``template`` with its placeholders filled, finished for the language ``code``."""
    try:
        text = template.format(**params) if params else template
    except (KeyError, IndexError, ValueError) as error:
        raise DataError(f"template {template!r} does not fit its values: {error}") from None
    finish = FINISHERS.get(code)
    return finish(text) if finish else text


# --- Korean -------------------------------------------------------------------------------
_PARTICLES = {  # written form -> (after a final consonant, after a vowel)
    "을(를)": ("을", "를"),
    "이(가)": ("이", "가"),
    "은(는)": ("은", "는"),
    "과(와)": ("과", "와"),
    "(으)로": ("으로", "로"),
}
_PARTICLE = re.compile("|".join(re.escape(form) for form in _PARTICLES))
# The final sound of digits read in Sino-Korean (영 일 이 삼 사 오 육 칠 팔 구): True when it
# ends in a consonant; 'l' marks ㄹ, which takes 로 rather than 으로.
_DIGIT_ENDINGS = {
    "0": True,
    "1": "l",
    "2": False,
    "3": True,
    "4": False,
    "5": False,
    "6": True,
    "7": "l",
    "8": "l",
    "9": False,
}
_SKIPPED = set(" )]}\"'’”»」』*")


@cache
def _ending(char: str) -> bool | str:
    """Whether ``char`` ends in a consonant (``"l"``: in ㄹ); letters read as English do not,
    except the few whose names do (l, m, n, r)."""
    if "가" <= char <= "힣":
        final = (ord(char) - ord("가")) % 28
        return "l" if final == 8 else final != 0
    if char in _DIGIT_ENDINGS:
        return _DIGIT_ENDINGS[char]
    return "l" if char.lower() in "lr" else char.lower() in "mn"


def korean_particles(text: str) -> str:
    """Resolve ``을(를)``-style particles by the sound before each (brackets skipped)."""

    def choose(match: re.Match) -> str:
        form = match.group(0)
        before = text[: match.start()].rstrip("".join(_SKIPPED))
        if not before:
            return form
        ending = _ending(before[-1])
        consonant, vowel = _PARTICLES[form]
        if form == "(으)로":
            return vowel if ending in (False, "l") else consonant
        return consonant if ending else vowel

    return _PARTICLE.sub(choose, text)


FINISHERS: dict[str, Callable[[str], str]] = {"ko": korean_particles}


def placeholders(template: str) -> set[str]:
    """The ``{names}`` a template fills (for the completeness tests)."""
    return set(re.findall(r"{(\w+)}", template))


def check_file(words: Words, code: str) -> list[str]:
    """What is wrong with one words file: unknown glossary ids, and translations whose
    placeholders differ from their English template's."""
    found = words.file(code)
    if found is None:
        return [f"{words.folder / (code + '.json')}: missing"]
    problems = [
        f"{code}: {english!r} -> {text!r}: placeholders differ"
        for english, text in found.texts.items()
        if placeholders(english) != placeholders(text)
    ]
    known = words.english_glossary()
    problems += [
        f"{code}: glossary term {term!r} is unknown" for term in found.glossary if term not in known
    ]
    return problems

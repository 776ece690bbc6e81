"""core.words: the games' words in other languages, without Qt."""

from __future__ import annotations

import json

import pytest

from everdell_desktop.core import words
from everdell_desktop.core.datafiles import DataError
from everdell_desktop.core.words import Words, check_file, korean_particles


@pytest.fixture
def catalog(tmp_path):
    folder = tmp_path / "words"
    folder.mkdir()
    (folder / "ko.json").write_text(
        json.dumps(
            {
                "language": "ko",
                "names": {"card": {"farm": "농장", "inn": "여관"}},
                "texts": {
                    "Play {card}": "{card}을(를) 내려놓기",
                    "draw {count} cards": "카드 {count}장 뽑기",
                },
                "glossary": {"worker": {"term": "일꾼", "meaning": "말입니다."}},
            }
        ),
        encoding="utf-8",
    )
    glossary = tmp_path / "glossary.json"
    glossary.write_text(
        json.dumps({"terms": {"worker": {"term": "Worker", "meaning": "Your piece."}}})
    )
    return Words(folder, glossary)


def test_english_is_the_code_and_the_data(catalog):
    assert catalog.text("Play {card}", card="Farm") == "Play Farm"
    assert catalog.name("card", "farm", "Farm") == "Farm"
    assert catalog.plural(1, "draw {count} card", "draw {count} cards", count=1) == "draw 1 card"
    assert catalog.plural(2, "draw {count} card", "draw {count} cards", count=2) == "draw 2 cards"
    assert catalog.plural(0, "draw {count} card", "draw {count} cards", count=0) == "draw 0 cards"


def test_another_language_comes_from_its_file_with_particles_resolved(catalog):
    words.set_language("ko")
    farm, inn = catalog.name("card", "farm", "Farm"), catalog.name("card", "inn", "Inn")
    assert catalog.text("Play {card}", card=farm) == "농장을 내려놓기"
    assert catalog.text("Play {card}", card=inn) == "여관을 내려놓기"
    assert catalog.plural(1, "draw {count} card", "draw {count} cards", count=1) == "카드 1장 뽑기"
    assert [term.term for term in catalog.glossary()] == ["일꾼"]


def test_what_a_language_lacks_falls_back_to_english(catalog):
    words.set_language("ko")
    assert (
        catalog.text(
            "Pass",
        )
        == "Pass"
    )
    assert catalog.name("card", "castle", "Castle") == "Castle"
    words.set_language("fr")  # no file at all
    assert catalog.text("Play {card}", card="Ferme") == "Play Ferme"


def test_korean_particles_follow_the_sound_before_them():
    assert korean_particles("농장을(를)") == "농장을"
    assert korean_particles("여관이(가) 농장과(와) 바다은(는)") == "여관이 농장과 바다는"
    assert (
        korean_particles("바다을(를) 카드(으)로 길(으)로 집(으)로") == "바다를 카드로 길로 집으로"
    )
    assert (
        korean_particles("플레이어 2이(가) 플레이어 1이(가) 3을(를)")
        == "플레이어 2가 플레이어 1이 3을"
    )
    assert korean_particles("(Koto)을(를)") == "(Koto)를"


def test_a_broken_words_file_names_itself(tmp_path):
    folder = tmp_path / "words"
    folder.mkdir()
    (folder / "ko.json").write_text('{"language": "ko", "texts": {"a": 1}}')
    words.set_language("ko")
    with pytest.raises(DataError, match=r"ko\.json.*texts"):
        Words(folder).text("a")


def test_a_template_that_lost_a_placeholder_is_reported(catalog, tmp_path):
    path = catalog.folder / "ko.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["texts"]["Play {card}"] = "내려놓기"
    data["glossary"]["ghost"] = {"term": "유령", "meaning": "없는 용어."}
    path.write_text(json.dumps(data), encoding="utf-8")
    problems = check_file(Words(catalog.folder, catalog.glossary_path), "ko")
    assert any("Play {card}" in problem for problem in problems)
    assert any("ghost" in problem for problem in problems)


def test_korean_particles_after_each_digit_follow_its_sino_korean_reading():
    # 영 일 이 삼 사 오 육 칠 팔 구: a final consonant takes 을, a vowel 를; ㄹ and a vowel take 로
    objects = "".join(korean_particles(f"{digit}을(를)")[-1] for digit in "0123456789")
    towards = [korean_particles(f"{digit}(으)로")[1:] for digit in "0123456789"]
    assert objects == "을을를을를를을을을를"
    assert towards == ["으로", "로", "로", "으로", "로", "로", "으로", "로", "로", "로"]


def test_a_glossary_term_cannot_be_changed_once_made():
    from dataclasses import FrozenInstanceError

    term = words.Term("castle", "Castle", (), "a card")
    with pytest.raises(FrozenInstanceError):
        term.term = "Palace"


@pytest.mark.parametrize(
    ("text", "resolved"),
    [
        ("을(를)", "을(를)"),  # nothing before it: left as written
        (" *(으)로", " *(으)로"),  # nothing but skipped marks before it
        ("가을(를) 힣을(를)", "가를 힣을"),  # the first and last syllables of the block
        ("길을(를) 길과(와)", "길을 길과"),  # ㄹ is a final consonant too
        (
            "Team을(를) Koto을(를) Mail(으)로 HAL(으)로 Bar(으)로",
            "Team을 Koto를 Mail로 HAL로 Bar로",
        ),
        ("Fun은(는) Bee은(는) Rim(으)로", "Fun은 Bee는 Rim으로"),
        ("HAL을(를) TEAM을(를) KOTO을(를)", "HAL을 TEAM을 KOTO를"),  # capitals read the same
        (
            '"농장"을(를) [바다]을(를) *집*(으)로 「카드」이(가)',
            '"농장"을 [바다]를 *집*으로 「카드」가',
        ),
    ],
)
def test_a_korean_particle_follows_the_last_sound_read_before_it(text, resolved):
    """A Latin letter is read by its English name: l and r end in ㄹ, m and n in a consonant,
    every other letter in a vowel; quotes, brackets and stars are skipped."""
    assert korean_particles(text) == resolved


def test_the_languages_are_english_first_then_each_words_file_in_order(tmp_path):
    for code in ("ko", "en", "de"):
        (tmp_path / f"{code}.json").write_text(json.dumps({"language": code}))
    assert Words(tmp_path).languages() == ("en", "de", "ko")


def test_an_english_template_is_never_finished_as_korean(catalog):
    """A text the Korean file lacks stays English: its particles are not Korean ones."""
    words.set_language("ko")
    assert catalog.text("Koto을(를)") == "Koto을(를)"
    assert catalog.plural(1, "a {x}을(를)", "{x}s을(를)", x="Koto") == "a Koto을(를)"
    assert catalog.plural(2, "a {x}을(를)", "{x}s을(를)", x="Koto") == "Kotos을(를)"


def test_a_korean_plural_has_one_form_for_every_count(catalog):
    words.set_language("ko")
    assert catalog.plural(2, "draw {count} card", "draw {count} cards", count=2) == "카드 2장 뽑기"


def test_an_untranslated_glossary_term_stays_english(catalog):
    catalog.glossary_path.write_text(
        json.dumps(
            {
                "terms": {
                    "worker": {"term": "Worker", "meaning": "Your piece."},
                    "meadow": {"term": "Meadow", "also": ["meadows"], "meaning": "Cards."},
                }
            }
        )
    )
    words.set_language("ko")
    assert [(t.id, t.term, t.also, t.meaning) for t in catalog.glossary()] == [
        ("worker", "일꾼", (), "말입니다."),
        ("meadow", "Meadow", ("meadows",), "Cards."),
    ]
    assert Words(catalog.folder).glossary() == []  # no English glossary: no terms


def test_a_template_whose_values_do_not_fit_is_reported_whole(catalog):
    with pytest.raises(DataError) as caught:
        catalog.text("Play {card}", colour="red")
    assert str(caught.value) == "template 'Play {card}' does not fit its values: 'card'"


def test_a_language_whose_code_sorts_before_english_is_read_from_its_file(tmp_path):
    """Only English has no file: a code before "en" is looked up like any other (seed 2616's
    survivor: ``code < ENGLISH`` for ``==``)."""
    (tmp_path / "de.json").write_text(json.dumps({"language": "de", "texts": {"Pass": "Passen"}}))
    (tmp_path / "en.json").write_text(json.dumps({"language": "en", "texts": {"Pass": "No"}}))
    words = Words(tmp_path)
    assert words.file("de").texts == {"Pass": "Passen"}
    assert words.file("en") is None

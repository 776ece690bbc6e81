"""core.campaign: the chapter order every game's solo campaign shares."""

from dataclasses import dataclass

import pytest

from everdell_desktop.core.campaign import ChapterSequence


@dataclass(frozen=True)
class Chapter:
    id: str
    title: str


CHAPTERS = [Chapter("one", "One"), Chapter("two", "Two"), Chapter("three", "Three")]
BOOK = ChapterSequence(lambda: CHAPTERS)


def test_only_the_first_chapter_is_open_at_the_start():
    assert BOOK.unlocked([]) == ["one"]
    assert BOOK.next_chapter([]).id == "one"


def test_winning_a_chapter_opens_the_next_and_keeps_the_won_one_open():
    assert BOOK.unlocked(["one"]) == ["one", "two"]
    assert BOOK.next_chapter(["one"]).id == "two"


def test_a_complete_campaign_has_no_next_chapter_and_everything_open():
    won = ["one", "two", "three"]
    assert BOOK.next_chapter(won) is None
    assert BOOK.unlocked(won) == won


def test_a_locked_chapter_is_not_playable_and_the_message_uses_the_games_word():
    years = ChapterSequence(BOOK.chapters, unit="year")
    with pytest.raises(ValueError, match="Three opens once the year before it is won"):
        years.playable("three", ["one"])
    assert years.playable("two", ["one"]).title == "Two"


def test_an_unknown_chapter_names_the_known_ones():
    with pytest.raises(KeyError, match=r"no campaign chapter 'four' \(known: one, two, three\)"):
        BOOK.chapter("four")


def test_chapters_are_read_only_when_first_needed():
    calls = []

    def load():
        calls.append(1)
        return [Chapter("one", "One")]

    lazy = ChapterSequence(load)
    assert calls == []
    assert [c.id for c in lazy.chapters()] == ["one"] and calls == [1]


def test_a_campaign_file_with_a_repeated_chapter_or_another_games_campaign_is_refused():
    from types import SimpleNamespace

    from everdell_desktop.core.campaign import check_book
    from everdell_desktop.core.datafiles import DataError

    one, two = SimpleNamespace(id="one"), SimpleNamespace(id="two")
    check_book("c.json", "koto", "koto", [one, two])  # a sound file passes
    with pytest.raises(DataError, match=r"c\.json: chapter ids must be unique"):
        check_book("c.json", "koto", "koto", [one, one])
    with pytest.raises(DataError, match="field 'campaign': expected 'koto'"):
        check_book("c.json", "skunk", "koto", [one, two])


def test_a_campaign_book_reads_its_file_when_first_needed_and_keeps_it(tmp_path):
    import json

    from everdell_desktop.core.campaign import CampaignBook
    from everdell_desktop.core.datafiles import StrictModel

    class Entry(StrictModel):
        id: str
        title: str

    class File(StrictModel):
        campaign: str
        title: str
        chapters: list[Entry]

    path = tmp_path / "book.json"
    chapters = [{"id": "one", "title": "One"}, {"id": "two", "title": "Two"}]
    path.write_text(json.dumps({"campaign": "koto", "title": "Koto", "chapters": chapters}))
    book = CampaignBook(tmp_path, "book.json", File, "koto")
    assert book.sequence.unlocked(["one"]) == ["one", "two"]
    path.unlink()  # read once: the chapters stay without the file
    assert book.book().title == "Koto" and book.sequence.chapter("two").title == "Two"


def test_a_campaign_book_refuses_another_games_file(tmp_path):
    from everdell_desktop.core.campaign import CampaignBook
    from everdell_desktop.core.datafiles import DataError, StrictModel

    class File(StrictModel):
        campaign: str
        title: str
        chapters: list[dict]

    (tmp_path / "book.json").write_text('{"campaign": "skunk", "title": "S", "chapters": []}')
    with pytest.raises(DataError, match=r"book\.json: field 'campaign': expected 'koto'"):
        CampaignBook(tmp_path, "book.json", File, "koto").load()

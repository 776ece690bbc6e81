"""The coach's reason in words (issue 44), in English and Korean: the coach bar's line names
the Event or card the suggested move gains most in, and the review names the items each
listed move gains in before the score categories. Item names come from the game's own
declaration (``GameDefinition.scored_items``) and its words file."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

import everdell_desktop.session.coach as session_coach
from everdell_desktop.ai.coach import ItemGain, Mistake, Suggestion
from everdell_desktop.core import Action, new_record, registry
from everdell_desktop.session import SeatSpec
from everdell_desktop.ui.coach_words import suggestion_text
from everdell_desktop.ui.dialogs import NewGameSpec
from everdell_desktop.ui.review_dialog import ReviewDialog, gain_text

BASE = registry.get("everdell")
TINY = registry.get("tinygame")
HARVEST = ItemGain("events", "event.harvest_festival", 3.0, 0.5)
PALACE = ItemGain("prosperity", "palace", 1.2, 0.25)
TWIGS = "Place a worker on 3 Twigs"
LINE = f"{TWIGS} \u2014 expected final lead +0.8 points (+0.6 against your next best move)"
KOREAN_LINE = "잔가지 3개에 일꾼 놓기 \u2014 예상 최종 점수 차 +0.8점 (다음으로 좋은 수보다 +0.6점)"


@pytest.fixture
def korean(window):
    """Run the body in Korean, then back to English."""
    window.set_language("ko")
    yield
    window.set_language("en")


def hint(item, label=TWIGS, lead=0.8, margin=0.6):
    return Suggestion(Action.of("place", loc="three_twigs"), label, lead, margin, item)


def test_a_line_with_no_item_reads_as_before(window):
    assert suggestion_text(hint(None), BASE) == LINE
    assert suggestion_text(hint(None, margin=None), TINY) == (
        f"{TWIGS} \u2014 expected final lead +0.8 points"
    )
    behind = suggestion_text(hint(None, lead=1.3, margin=-0.7), TINY)
    assert behind == f"{TWIGS} \u2014 expected final lead +1.3 points"  # no negative gain


def test_the_line_says_which_event_or_card_the_move_gains(window):
    assert suggestion_text(hint(HARVEST), BASE) == f"{LINE}: claims Harvest Festival more often"
    assert suggestion_text(hint(PALACE), BASE) == f"{LINE}: builds Palace more often"
    same_share = ItemGain("prosperity", "palace", 1.2, 0.0)  # as often, but worth more
    assert suggestion_text(hint(same_share), BASE) == f"{LINE}: scores more from Palace"


def test_the_line_in_korean(window, korean):
    label = "잔가지 3개에 일꾼 놓기"
    assert suggestion_text(hint(HARVEST, label), BASE) == (
        f"{KOREAN_LINE}: 수확 축제 행사를 더 자주 개최합니다"
    )
    assert suggestion_text(hint(PALACE, label), BASE) == f"{KOREAN_LINE}: 궁전을 더 자주 짓습니다"


def test_the_coach_bar_shows_the_reason_in_english_and_korean(window, qtbot, monkeypatch):
    """A base game against the AI: the window's own line for the coach's answer."""
    monkeypatch.setattr(session_coach, "suggest", lambda *_args: hint(HARVEST))
    seats = [SeatSpec("P1", None), SeatSpec("P2", "greedy")]
    window.start_game(NewGameSpec(BASE, BASE.make_config(players=2), 4, seats))
    shown = []
    for language in ("en", "ko"):
        window.set_language(language)
        with qtbot.waitSignal(window.coach.hint_ready, timeout=10_000):
            QTest.keyClick(window, Qt.Key.Key_H)
        shown.append(window.view.bar.text.text())
        window.view.bar.press(window.view.bar.labels()[-1])  # Close
    window.set_language("en")
    assert shown == [
        f"{LINE}: claims Harvest Festival more often",
        f"{TWIGS} \u2014 예상 최종 점수 차 +0.8점 (다음으로 좋은 수보다 +0.6점): "
        "수확 축제 행사를 더 자주 개최합니다",
    ]


MISTAKE = Mistake(3, 0, "Take 1 Twig", "Play Farm", 3.44, (("events", 3.0),), (HARVEST, PALACE))


def test_a_reviewed_move_names_its_items_before_the_categories(window):
    assert gain_text(MISTAKE, BASE) == (
        "Play Farm: about 3.4 points better, from Harvest Festival +3.0, Palace +1.2"
    )


def test_a_reviewed_move_names_the_categories_its_items_do_not_make_up_after_them(window):
    """School's bonus is Prosperity's points: Prosperity is not named again, Cards is; three
    sources at most."""
    school = ItemGain("prosperity", "school", 1.0, 0.9)
    gains = (("cards", 2.0), ("prosperity", 1.0), ("tokens", 0.6))
    mistake = Mistake(64, 0, "Pass", "Play School", 3.4, gains, (school,))
    assert gain_text(mistake, BASE) == (
        "Play School: about 3.4 points better, from School +1.0, Cards +2.0, Tokens +0.6"
    )
    crowded = Mistake(64, 0, "Pass", "Play School", 3.4, gains, (school, HARVEST, PALACE))
    assert gain_text(crowded, BASE).endswith("from School +1.0, Harvest Festival +3.0, Palace +1.2")


def test_a_reviewed_move_without_items_names_the_categories(window):
    plain = Mistake(3, 0, "Take 1 Twig", "Play Farm", 3.44, (("events", 3.0), ("cards", 1.2)))
    assert gain_text(plain, BASE) == (
        "Play Farm: about 3.4 points better, from Events +3.0, Cards +1.2"
    )


def test_the_review_dialog_lists_the_items_in_english_and_korean(window, qtbot, monkeypatch):
    monkeypatch.setattr(session_coach, "review_game", lambda *_args, **_kwargs: [MISTAKE])
    record = new_record(BASE, BASE.make_config(players=2), 4)
    shown = []
    for language in ("en", "ko"):
        window.set_language(language)
        dialog = ReviewDialog(record, {0}, ["Ann", "Bo"], window)
        qtbot.waitUntil(lambda dialog=dialog: dialog.mistakes is not None, timeout=10_000)
        shown.append(dialog.table.item(0, 4).text())
        dialog.close()
    window.set_language("en")
    assert shown == [
        "Play Farm: about 3.4 points better, from Harvest Festival +3.0, Palace +1.2",
        "Play Farm: 약 3.4점 더 좋은 수 (얻는 점수: 수확 축제 +3.0, 궁전 +1.2)",
    ]

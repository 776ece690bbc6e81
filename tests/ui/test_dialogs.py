"""Issue 15 §2 and §4: the final scores fit a 720p screen and explain a tie."""

from __future__ import annotations

from everdell_desktop.core import ScoreBreakdown
from everdell_desktop.ui.dialogs import (
    ScoreBreakdownDialog,
    agent_label,
    offered_agents,
    tie_sentence,
)

WORDS = ["the most upgraded cards", "the Archaeologist furthest along the path"]


def breakdown(seat: int, total: int, *tiebreak: int) -> ScoreBreakdown:
    return ScoreBreakdown(seat, {"cards": total - 10, "point_tokens": 10}, tuple(tiebreak))


def test_a_tie_says_who_won_and_on_what():
    scores = [breakdown(0, 70, 3, 5), breakdown(1, 70, 3, 2), breakdown(2, 60, 9, 9)]
    assert tie_sentence(["Ana", "Ben", "Cy"], scores, WORDS) == (
        "Ana and Ben tie on 70 points; Ana wins on the Archaeologist furthest along the path."
    )
    scores[1] = breakdown(1, 70, 4, 0)
    assert tie_sentence(["Ana", "Ben", "Cy"], scores, WORDS).endswith(
        "Ben wins on the most upgraded cards."
    )


def test_no_tie_no_sentence_and_a_full_tie_is_shared():
    assert tie_sentence(["Ana", "Ben"], [breakdown(0, 70, 1), breakdown(1, 69, 9)], WORDS) == ""
    shared = tie_sentence(["Ana", "Ben"], [breakdown(0, 1, 2), breakdown(1, 1, 2)], WORDS)
    assert shared == "Ana and Ben tie on 1 point and on every tie-breaker: a shared victory."


def test_the_final_scores_fit_a_720p_screen_and_show_the_tie(qtbot):
    scores = [breakdown(seat, 70, seat) for seat in range(4)]
    dialog = ScoreBreakdownDialog(["A", "B", "C", "D"], scores, tiebreak_words=WORDS)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.height() <= 520 and dialog.width() <= 900
    assert dialog.minimumSizeHint().height() <= 680  # it can be that small on 720p
    assert dialog.tie.text() == (
        "A, B, C and D tie on 70 points; D wins on the most upgraded cards."
    )
    assert dialog.tie.isVisible()
    assert dialog.headline.text() == "D wins!"


def test_the_new_game_dialog_offers_each_games_optional_settings(qtbot):
    from everdell_desktop.core import registry
    from everdell_desktop.ui.dialogs import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    for index, plugin in enumerate(registry.listed()):
        dialog.game_box.setCurrentIndex(index)
        game = plugin.definition
        assert set(dialog.option_boxes) == {choice.field for choice in game.config_choices}
        assert dialog.options_form.rowCount() == len(game.config_choices)
        for choice in game.config_choices:
            box = dialog.option_boxes[choice.field]
            assert [box.itemText(i) for i in range(box.count())] == [v[1] for v in choice.values]
            box.setCurrentIndex(box.count() - 1)
            assert getattr(dialog.spec().config, choice.field) == choice.values[-1][0]


def test_the_ai_levels_are_offered_in_the_order_the_ladder_measured():
    """docs/ai.md, "The levels' order" and "The Beginner's budget": the 20-iteration search
    plays below the one-move look-ahead in every game, so it is the Beginner and the look-ahead
    is Easy."""
    assert offered_agents() == ["mcts-easy", "greedy", "mcts-normal", "mcts-hard"]
    assert agent_label("mcts-easy") == "AI \u2014 Beginner"
    assert agent_label("greedy") == "AI \u2014 Easy"


def test_default_names_chosen_in_korean_are_english_after_switching(window):
    """Issue 41, part 5: a game started in Korean with the default names remembered
    "플레이어 1", and the New game dialog kept offering it in English."""
    window.set_language("ko")
    dialog = window.new_game_dialog()
    assert dialog.name_edits[0].text() == "플레이어 1"
    dialog.chosen = dialog.spec()
    window.settings.default_seats = dialog.chosen_seat_defaults()
    dialog.reject()
    window.set_language("en")
    again = window.new_game_dialog()
    assert [edit.text() for edit in again.name_edits[:2]] == ["Player 1", "Player 2"]
    assert window.player_name() == "Player 1"
    again.reject()


def test_the_new_game_dialog_shows_whole_solo_labels_and_no_gaps(qtbot):
    """Issue 41, part 5: "The Skunk – Easy (our own s…" was cut, and seats hidden by a smaller
    number of players left their rows' room in the dialog."""
    from PySide6.QtGui import QFontMetrics

    from everdell_desktop.ui.dialogs import NewGameDialog

    dialog = NewGameDialog(default_game="emerland")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("duo"))
    dialog.players.setValue(1)
    box, metrics = dialog.solo_box, QFontMetrics(dialog.solo_box.font())
    qtbot.waitUntil(lambda: box.width() > max(metrics.horizontalAdvance(box.itemText(i))
                    for i in range(box.count())) + 20)  # fmt: skip
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("emerge"))
    dialog.players.setValue(4)
    qtbot.waitUntil(lambda: dialog.height() >= dialog.sizeHint().height())
    four = dialog.height()
    dialog.players.setValue(2)
    row = dialog.name_edits[0].sizeHint().height()
    qtbot.waitUntil(lambda: dialog.height() <= four - 2 * row)


def test_the_new_game_dialog_remembers_the_expansion(window):
    """Issue 41, part 5: Expansion: Spirecrest was forgotten by the next New game."""
    dialog = window.new_game_dialog()
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("everdell"))
    box = dialog.option_boxes["expansion"]
    box.setCurrentIndex(box.findData("spirecrest"))
    dialog.accept()
    assert window.session.config.expansion == "spirecrest"
    again = window.new_game_dialog()
    assert again.game().name == "everdell"
    assert again.option_boxes["expansion"].currentData() == "spirecrest"
    again.game_box.setCurrentIndex(again.game_box.findData("duo"))
    again.game_box.setCurrentIndex(again.game_box.findData("everdell"))
    assert again.option_boxes["expansion"].currentData() == "spirecrest"
    again.reject()


def test_the_skunk_s_levels_do_not_call_a_cooperative_game_solo(qtbot):
    """The level box serves the Skunk race and the cooperative game alike (one person at both
    characters): its words say our own design, not a solo design."""
    from everdell_desktop.ui.dialogs import NewGameDialog

    dialog = NewGameDialog(default_game="emerland")
    qtbot.addWidget(dialog)
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("duo"))
    mode = dialog.option_boxes["mode"]
    mode.setCurrentIndex(mode.findData("coop"))
    dialog.players.setValue(1)
    labels = [dialog.solo_box.itemText(i) for i in range(dialog.solo_box.count())]
    assert len(labels) == 3 and all("our own design" in label for label in labels)
    assert not any("solo" in label for label in labels)


def test_duo_s_ways_to_play_name_the_skunk_race(qtbot):
    """Issue 39: New game offers Duo's competitive game, the cooperative game, Challenge and,
    by name, the Skunk race (competitive alone against the Skunk)."""
    from everdell_desktop.ui.dialogs import NewGameDialog

    dialog = NewGameDialog(default_game="duo")
    qtbot.addWidget(dialog)
    mode = dialog.option_boxes["mode"]
    labels = {mode.itemData(i): mode.itemText(i) for i in range(mode.count())}
    assert set(labels) == {"competitive", "coop", "challenge"}
    assert "the Skunk race" in labels["competitive"]

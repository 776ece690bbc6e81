"""The campaign screen: chapters, locks, starting a chapter and recording its result."""

from __future__ import annotations

from PySide6.QtCore import Qt

from everdell_desktop.ai import create_agent
from everdell_desktop.core import Rng, registry
from everdell_desktop.games.emerland import campaign as koto_campaign
from everdell_desktop.games.everdell import campaign as rugwort_campaign
from everdell_desktop.session import SeatSpec
from everdell_desktop.store import CampaignStore, StorePaths
from everdell_desktop.ui.campaign_dialog import CampaignDialog
from everdell_desktop.ui.dialogs import NewGameDialog, NewGameSpec

KOTO = koto_campaign.CAMPAIGN_ID
FIRST = koto_campaign.chapters()[0].id
SECOND = koto_campaign.chapters()[1].id


def play_out(session, qtbot, stop_before_end: int = 0) -> None:
    """Play the human seat with the random agent's choices (the bot moves by itself)."""
    agent, rng = create_agent("random", session.game), Rng(7)
    while not session.is_over():
        legal = session.human_legal_actions()
        if not legal:
            qtbot.waitUntil(lambda: session.is_over() or bool(session.human_legal_actions()))
            continue
        if stop_before_end and _ends_with(session, legal):
            return
        assert session.submit(agent.choose(session.view(), legal, rng))


def _ends_with(session, legal) -> bool:
    """True when one of the legal moves would end the game (checked on a copy)."""
    for action in legal:
        state = session.state.clone()
        session.game.apply_legal(state, action)
        if state.to_move() is None:
            return True
    return False


def open_dialog(window) -> CampaignDialog:
    dialog = window.campaign_dialog("emerland")
    assert dialog.campaign().id == KOTO
    return dialog


def test_chapter_one_starts_from_the_dialog_and_its_result_is_recorded(
    window, qtbot, isolated_home
):
    dialog = open_dialog(window)
    assert dialog.selected().id == FIRST and dialog.start_button.isEnabled()
    assert dialog.start_button.text() == "Start"
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    session = window.session
    assert session is not None
    assert session.record.meta["campaign"] == {"id": KOTO, "chapter": FIRST}
    assert session.config == koto_campaign.config_for(FIRST)
    assert "Chapter 1" in window.windowTitle()
    play_out(session, qtbot)
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5000)
    progress = CampaignStore(StorePaths(isolated_home)).progress(KOTO)
    result = koto_campaign.result_of(FIRST, session.scores())
    chapter = progress.chapter(FIRST)
    assert chapter.attempts == 1 and chapter.won == result.won
    assert chapter.best_score == session.scores()[0].total
    note = window.score_dialog.note.text()
    assert window.score_dialog.note.isVisible()
    assert ("goal met" in note) == result.won and ("not met" in note) == (not result.won)
    # a new window (a restart) reads the same progress back
    again = CampaignDialog(StorePaths(isolated_home), window, default_game="emerland")
    assert again.rows[0].attempts == 1
    assert again.table.item(0, 3).text() == "1"


def test_a_saved_and_loaded_campaign_game_is_recorded_once_when_it_ends(
    window, qtbot, isolated_home
):
    dialog = open_dialog(window)
    dialog.accept()
    play_out(window.session, qtbot, stop_before_end=1)
    assert not window.session.is_over()
    window.quick_save()
    window.quick_load()
    session = window.session
    assert session.record.meta["campaign"]["chapter"] == FIRST
    play_out(session, qtbot)
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5000)
    window.quick_save()
    window.quick_load()  # the finished game, loaded again: not a second attempt
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5000)
    assert CampaignStore(StorePaths(isolated_home)).progress(KOTO).chapter(FIRST).attempts == 1


def test_a_locked_chapter_cannot_be_started(window, qtbot):
    dialog = open_dialog(window)
    dialog.select_chapter(SECOND)
    assert dialog.selected().status == "Locked"
    assert not dialog.start_button.isEnabled()
    dialog.accept()
    assert dialog.isVisible() and dialog.chosen is None
    assert window.session is None


def test_a_won_chapter_offers_replay_and_opens_the_next(window, isolated_home):
    CampaignStore(StorePaths(isolated_home)).record_attempt(KOTO, FIRST, won=True, score=70)
    dialog = open_dialog(window)
    assert dialog.selected().id == SECOND and dialog.start_button.text() == "Start"
    dialog.select_chapter(FIRST)
    assert dialog.start_button.text() == "Replay" and dialog.start_button.isEnabled()
    assert [dialog.table.item(0, c).text() for c in (1, 2, 3)] == ["Won", "70", "1"]
    dialog.select_chapter(SECOND)
    dialog.accept()
    assert window.session.record.meta["campaign"]["chapter"] == SECOND
    assert window.session.config.tricks


def test_starting_a_chapter_asks_before_it_replaces_a_game_in_progress(window, qtbot):
    """Issue 41, part 5: Campaign > Start replaced a game in progress without a word (New
    game asks); answered No, the game in progress stays."""
    tinygame = registry.get("tinygame")
    seats = [SeatSpec("P1"), SeatSpec("P2")]
    playing = window.start_game(NewGameSpec(tinygame, tinygame.make_config(players=2), 4, seats))
    playing.submit(playing.human_legal_actions()[0])
    window.ask = lambda title, question: window.questions.append(question) or False
    dialog = open_dialog(window)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert window.questions and "Start the chapter" in window.questions[-1]
    assert window.session is playing
    window.ask = lambda title, question: True
    dialog = open_dialog(window)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert window.session is not playing and "campaign" in window.session.record.meta


def test_a_corrupted_campaign_file_is_reported_and_the_dialog_still_works(window, isolated_home):
    paths = StorePaths(isolated_home)
    paths.campaign.parent.mkdir(parents=True, exist_ok=True)
    paths.campaign.write_text("{ not json", encoding="utf-8")
    dialog = open_dialog(window)
    assert dialog.problem_label.isVisible()
    assert "campaign" in dialog.problem_label.text().lower()
    assert dialog.rows[0].unlocked and dialog.start_button.isEnabled()
    dialog.accept()
    assert window.session is not None


def test_the_rugwort_campaign_is_listed_with_its_years(window):
    dialog = window.campaign_dialog("everdell")
    assert dialog.campaign().id == rugwort_campaign.CAMPAIGN_ID
    assert [row.id for row in dialog.rows] == [c.id for c in rugwort_campaign.chapters()]
    assert [row.status for row in dialog.rows] == ["Open", "Locked", "Locked"]
    assert dialog.story_label.text() == rugwort_campaign.chapters()[0].story
    dialog.accept()
    assert window.session.game.name == "everdell"
    assert window.session.config == rugwort_campaign.config_for("year1")


def test_new_game_and_the_game_menu_lead_to_the_campaign_screen(window, qtbot):
    new = window.new_game_dialog()
    assert isinstance(new, NewGameDialog)
    qtbot.mouseClick(new.campaign_button, Qt.MouseButton.LeftButton)
    assert not new.isVisible()
    dialogs = [w for w in window.findChildren(CampaignDialog) if w.isVisible()]
    assert len(dialogs) == 1
    dialogs[0].reject()
    window.campaign_action.trigger()
    assert len([w for w in window.findChildren(CampaignDialog) if w.isVisible()]) == 1

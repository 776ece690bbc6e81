"""The guided first games (issue 19), played to the end as a player would: each step's words
shown, its items lit and the rest dimmed, only its move allowed (made on the table: a drag, a
click or an answer button), read steps passed with Next; then the game goes on freely. Skip,
leave and resume; the offer on the first start."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QMessageBox
from scene_helpers import items_for, perform

from everdell_desktop.ai import create_agent
from everdell_desktop.ai.coach import review_game
from everdell_desktop.core import Action, registry
from everdell_desktop.core import tutorial as script
from everdell_desktop.session.coach import followed_moves
from everdell_desktop.store import SettingsStore
from everdell_desktop.ui.dialogs import NewGameDialog
from everdell_desktop.ui.main_window import tutorials
from everdell_desktop.ui.tutorial import lit_items

TUTORIALS = ("emerland", "everdell", "spirecrest", "duo", "emerge")


def settle(window, qtbot) -> None:
    """Wait while the scripted opponent plays."""
    qtbot.waitUntil(
        lambda: window.tutorial is None or not window.tutorial.waiting_for_opponent(),
        timeout=10_000,
    )


def follow(window, qtbot) -> list[str]:
    """Follow the tutorial to its end, checking each step; returns the steps seen, in order."""
    guide, seen = window.tutorial, []
    texts = script.texts(guide.tutorial, guide.path)
    while window.tutorial is not None:
        settle(window, qtbot)
        if window.tutorial is None:
            break
        step = guide.tutorial.steps[guide.step]
        if not seen or seen[-1] != step.id:
            seen.append(step.id)
        check_step(window, guide, step, texts[step.id])
        wanted = guide.expected()
        if wanted is None:
            guide.panel.next_button.click()
            continue
        assert window.session.human_legal_actions() == [wanted]
        assert_lit(guide, items_for(window.scene, wanted), step.id)
        assert_uncovered(window, guide, items_for(window.scene, wanted), step.id)
        others = [a for a in window.session.legal_actions() if a != wanted]
        assert not others or not window.session.submit(others[0])  # only the taught move
        played = len(window.session.record.actions)
        perform(window, wanted)
        qtbot.waitUntil(lambda n=played: len(window.session.record.actions) > n or
                        window.tutorial is None, timeout=5_000)  # fmt: skip
    return seen


def assert_lit(guide, items: list, step_id: str) -> None:
    """Issue 41, part 3: what the step asks the player to use is never dimmed."""
    holes = guide.spotlight.holes()
    for item in items:
        centre = item.sceneBoundingRect().center()
        assert any(hole.contains(centre) for hole in holes), f"step {step_id}: {item.key} dimmed"


def assert_uncovered(window, guide, items: list, step_id: str) -> None:
    """Issue 41, part 3: the step's words never lie over what it asks the player to use."""
    bubble = guide.panel.geometry()
    for item in items:
        target = window.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        assert not bubble.intersects(target), f"step {step_id}: the words cover {item.key}"


def check_step(window, guide, step, text: str) -> None:
    panel = guide.panel
    assert panel.isVisible() and panel.text.text() == text
    assert panel.next_button.isVisible() == (guide.expected() is None)
    for ref in step.show:
        assert lit_items(window.scene, [ref]), f"step {step.id}: nothing is {ref}"
    spotlight = guide.spotlight
    assert spotlight.scene() is window.scene and len(spotlight.holes()) >= len(step.show)


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("game", TUTORIALS)
def test_a_tutorial_is_played_to_its_end_and_the_game_goes_on(window, qtbot, game, language):
    window.set_language(language)
    window.resize(1280, 720)  # the smallest window the tables are made for
    window.start_tutorial(game)
    guide = window.tutorial
    ids = [step.id for step in guide.tutorial.steps]
    assert follow(window, qtbot) == ids
    session = window.session
    assert window.tutorial is None and session.move_filter is None
    assert game not in window.settings.tutorial_steps
    assert not any(isinstance(i, type(guide.spotlight)) for i in window.scene.items())
    qtbot.waitUntil(lambda: len(session.human_legal_actions()) > 1, timeout=10_000)
    played = len(session.record.actions)
    assert session.submit(session.human_legal_actions()[-1])  # any move: a free game now
    assert len(session.record.actions) > played


def test_a_step_is_skipped_left_and_resumed(window, qtbot):
    window.start_tutorial("emerland")
    guide = window.tutorial
    guide.panel.next_button.click()  # welcome
    guide.panel.next_button.click()  # the table
    assert guide.step == 2 and guide.expected() is not None
    guide.panel.skip_button.click()  # the guide places the Worker itself
    settle(window, qtbot)
    assert guide.step == 3 and window.session.record.actions[0].startswith("place_worker(")
    guide.panel.leave_button.click()
    assert window.tutorial is None and window.settings.tutorial_steps["emerland"] == 3
    assert window.session.move_filter is None and not guide.panel.isVisible()
    box = window.offer_tutorial("emerland")
    assert isinstance(box, QMessageBox) and "4" in box.text()
    box.buttons()[0].click()  # Resume
    resumed = window.tutorial
    assert resumed is not guide and resumed.step == 3
    settle(window, qtbot)
    expected = resumed.tutorial.actions_before(3) + list(resumed.tutorial.steps[3].opponent)
    assert window.session.record.actions == expected
    assert window.session.human_legal_actions() == [resumed.expected()]


def test_skip_step_makes_only_that_step_s_moves(window, qtbot):
    """Spirecrest's Explore step is followed by its Discover step without an opponent move
    between them: Skip step stops at the Discover, for its words to be read."""
    window.start_tutorial("spirecrest")
    guide = window.tutorial
    explore = [step.id for step in guide.tutorial.steps].index("explore")
    while guide.step < explore:
        settle(window, qtbot)
        (guide.panel.skip_button if guide.expected() else guide.panel.next_button).click()
    settle(window, qtbot)
    guide.panel.skip_button.click()
    assert guide.step == explore + 1
    assert window.session.record.actions[-1] == guide.tutorial.steps[explore].do[-1]
    assert guide.expected() == Action.parse(guide.tutorial.steps[explore + 1].do[0])


def test_an_undone_move_takes_the_tutorial_back_to_its_step(window, qtbot):
    window.start_tutorial("everdell")
    guide = window.tutorial
    guide.next()
    guide.next()
    forest = guide.tutorial.steps[3]
    settle(window, qtbot)
    window.set_grace_seconds(3.0)  # the turn may still be taken back
    perform(window, guide.expected())  # the worker step: its move ends the turn
    assert guide.step == 3
    assert window.undo()
    assert guide.step == 2 and window.session.human_legal_actions() == [guide.expected()]
    assert forest.opponent  # (the opponent waits for the turn to end)


def test_the_step_panel_says_the_opponent_waits_until_the_turn_ends(window, qtbot):
    """Issue 41, part 5, in the tutorial: "Ruby is playing…" while she waited for the turn."""
    window.start_tutorial("everdell")
    guide = window.tutorial
    guide.next()
    guide.next()
    window.set_grace_seconds(3.0)
    perform(window, guide.expected())  # the worker step: its move ends the turn
    assert guide.panel.text.text() == "Ruby plays once your turn ends"
    assert window.end_turn()
    assert guide.panel.text.text() == "Ruby is playing…"
    settle(window, qtbot)


def test_the_first_start_offers_the_tutorials(window):
    assert not window.settings.tutorial_offered
    box = window.show_start_choice()
    labels = [button.text() for button in box.buttons()]
    assert any("Emerland" in label for label in labels) and len(labels) == len(TUTORIALS) + 2
    assert any("Everdell + Spirecrest" in label for label in labels)
    learn = next(b for b in box.buttons() if "Emerland" in b.text())
    learn.click()
    assert window.tutorial is not None and window.tutorial.game.name == "emerland"
    assert window.settings.tutorial_offered
    window.tutorial.leave(finished=False)
    again = window.show_start_choice()  # once only: now the tutorial's game may be continued
    assert not any("Emerland" in button.text() for button in again.buttons())


def test_escape_on_the_first_start_box_opens_nothing(window, qtbot):
    """Issue 41, part 5: Escape on "New to the game?" opened the New game dialog."""
    box = window.show_start_choice()
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    assert not box.isVisible() and window.tutorial is None
    assert not window.findChildren(NewGameDialog)


def test_new_game_on_the_first_start_box_opens_the_dialog(window):
    box = window.show_start_choice()
    next(button for button in box.buttons() if button.text() == "New game").click()
    assert [dialog.isVisible() for dialog in window.findChildren(NewGameDialog)] == [True]


@pytest.mark.parametrize(
    ("language", "words"), [("en", "Help ▸ Tutorial"), ("ko", "도움말 ▸ 튜토리얼")]
)
def test_the_welcome_table_points_to_the_tutorials(window, language, words):
    window.set_language(language)
    window.show_welcome(registry.get("duo"))
    scene = window.view.scene()
    texts = [item.text() for item in scene.items() if isinstance(item, QGraphicsSimpleTextItem)]
    assert any(words in text for text in texts), texts


def test_the_help_menu_lists_a_tutorial_per_game(window):
    """Issue 41, part 3: every game, and Spirecrest as an add-on to the base game's."""
    actions = window.tutorial_actions()
    assert set(actions) == set(TUTORIALS)
    assert actions["spirecrest"].text() == "Everdell + Spirecrest"
    assert {entry.game.name for entry in tutorials().values()} == {
        plugin.definition.name for plugin in registry.listed()
    }


def test_the_spotlight_never_takes_a_click(window, qtbot):
    window.start_tutorial("emerland")
    guide = window.tutorial
    guide.next()
    guide.next()
    wanted = guide.expected()
    assert perform(window, wanted) == "drag"  # through the dimmed table
    settle(window, qtbot)
    assert window.session.record.actions[0] == wanted.encode()
    assert isinstance(wanted, Action)


def test_the_tutorial_speaks_korean(window, qtbot):
    window.set_language("ko")
    window.start_tutorial("everdell")
    guide = window.tutorial
    assert guide.panel.next_button.text() == "다음"
    assert "에버델" in guide.panel.text.text()
    assert window.session.seat_name(1) == "루비"
    window.set_language("en")  # the panel and the spotlight follow the change of language
    assert guide.panel.next_button.text() == "Next" and "Everdell" in guide.panel.text.text()
    assert guide.spotlight.scene() is window.scene


@pytest.mark.parametrize("where", ["negative", "minus one", "the end", "past the end", "huge"])
def test_a_step_the_tutorial_does_not_have_starts_it_over_with_a_word(window, where):
    """Issue 45, part 4: a damaged settings file, or a tutorial an update made shorter."""
    steps = len(script.load(tutorials()["emerland"].path).steps)
    left_at = {
        "negative": -3,
        "minus one": -1,
        "the end": steps,
        "past the end": steps + 5,
        "huge": 10**12,
    }[where]
    window.settings.tutorial_steps = {"emerland": left_at}
    guide = window.offer_tutorial("emerland")
    assert guide is window.tutorial and guide.step == 0 and guide.panel.isVisible()
    assert "from the beginning" in window.statusBar().currentMessage()
    assert "emerland" not in window.settings.tutorial_steps
    assert "emerland" not in SettingsStore(window.paths).load().tutorial_steps


def test_the_tutorial_s_moves_are_noted_so_the_review_never_lists_them(window, qtbot):
    """Issue 41, part 2: the review flagged the tutorial's forced moves as mistakes."""
    window.start_tutorial("emerland")
    guide = window.tutorial
    whole = guide.tutorial.actions_before(len(guide.tutorial.steps))
    assert followed_moves(window.session.record) == dict(enumerate(whole))
    while window.tutorial is not None:
        settle(window, qtbot)
        if window.tutorial is not None:
            (guide.panel.skip_button if guide.expected() else guide.panel.next_button).click()
    record = window.session.record
    assert record.actions[: len(whole)] == whole
    agent = create_agent("greedy", guide.game)
    assert review_game(record, {0}, agent, followed=followed_moves(record)) == []

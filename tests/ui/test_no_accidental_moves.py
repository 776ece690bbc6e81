"""Issue 15 §1: nothing irrevocable by accident. A click selects and shows what it can do; a
move takes a drag, a second click, the Moves list or a named button; after a human's turn the
AI waits a grace period during which Undo still works."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from scene_helpers import click, click_visible, item_with

from everdell_desktop.core import Rng, registry
from everdell_desktop.session import SeatSpec
from everdell_desktop.ui.dialogs import NewGameSpec

EVERDELL = registry.get("everdell")
EMERLAND = registry.get("emerland")


def everdell_with_a_playable_hand_card(window):
    """A 2-player hot-seat game played on until the player to move can pay for a hand card."""
    seats = [SeatSpec("Ana"), SeatSpec("Ben")]
    session = window.start_game(NewGameSpec(EVERDELL, EVERDELL.make_config(players=2), 11, seats))
    window.handover_enabled = False
    rng = Rng(1)
    for _ in range(80):
        plays = [a for a in session.legal_actions() if a.kind == "play" and a["src"] == "hand"]
        if plays:
            window.refresh(animate=False)
            return session, plays[0]
        legal = session.legal_actions()
        session.submit(rng.choice([a for a in legal if a.kind != "play"] or legal))
    raise AssertionError("no playable hand card came up")


def clicked_hand_card(window):
    """The game above, its playable hand card clicked once: (session, play, card, actions
    in the record before the click)."""
    session, play = everdell_with_a_playable_hand_card(window)
    card = item_with(window.scene, "drag_key", f"hand:{play['card']}")
    before = list(session.record.actions)
    click(window.view, card)
    return session, play, card, before


def test_a_click_on_a_paid_card_selects_it_and_a_second_click_on_its_target_plays_it(window):
    session, play, card, before = clicked_hand_card(window)
    scene, view = window.scene, window.view
    assert session.record.actions == before  # nothing is paid by a click
    assert scene.selected is card and card.highlight == 2
    city = scene.by_key[f"city:{session.to_move()}"]
    assert city.highlight == 1 and scene.preview_face() == card.face and view.zoom.isVisible()
    assert session.describe(play) in view.bar.labels() and view.bar.isVisible()
    scene.chooser = lambda actions, labels: play if play in actions else None
    click_visible(view, city)  # a click on the lit target makes the move
    assert session.record.actions == [*before, play.encode()]
    assert scene.selected is None and not view.bar.isVisible()


def test_a_selection_is_played_from_the_bar_or_cancelled(window):
    session, play, card, before = clicked_hand_card(window)
    scene, view = window.scene, window.view
    view.bar.press("Cancel")
    assert scene.selected is None and card.highlight == 0 and not view.bar.isVisible()
    assert scene.preview_face() is None and session.record.actions == before
    click(view, card)
    QTest.keyClick(window, Qt.Key.Key_Escape)  # Escape drops the selection too
    assert scene.selected is None and not view.bar.isVisible()
    click(view, card)
    view.bar.press(session.describe(play))
    assert session.record.actions[len(before) :] == [play.encode()]


def test_a_click_on_a_location_asks_for_a_second_click(window):
    seats = [SeatSpec("Ana"), SeatSpec("Ben")]
    session = window.start_game(NewGameSpec(EMERLAND, EMERLAND.make_config(players=2), 7, seats))
    bamboo = window.scene.by_key["loc:green.bamboo"]
    click_visible(window.view, bamboo)
    assert session.record.actions == [] and window.scene.selected is bamboo
    assert any("Bamboo Grove" in label for label in window.view.bar.labels())
    window.scene.chooser = lambda actions, labels: actions[0]
    click_visible(window.view, bamboo)
    assert len(session.record.actions) == 1 and "green.bamboo" in session.record.actions[0]


def test_prepare_and_pass_buttons_need_a_second_click_too(window):
    seats = [SeatSpec("Ana"), SeatSpec("Ben")]
    session = window.start_game(NewGameSpec(EVERDELL, EVERDELL.make_config(players=2), 4, seats))
    button = window.scene.by_key["button:pass"]
    state = session.state
    state.players[0].free = 0  # every worker is out: passing is legal once spring is over
    state.players[0].season = 3
    window.refresh(animate=False)
    if not window.scene.click_actions("button:pass"):
        return  # the engine does not offer passing here; nothing to check
    click_visible(window.view, button)
    assert session.record.actions == [] and window.scene.selected is button


def against_an_ai(window, seconds: float):
    window.set_grace_seconds(seconds)
    seats = [SeatSpec("Ana"), SeatSpec("Bot", "random")]
    session = window.start_game(NewGameSpec(EMERLAND, EMERLAND.make_config(players=2), 3, seats))
    place = next(
        a
        for a in session.legal_actions()
        if a.kind == "place_worker" and a["loc"] == "green.bamboo" and not a["guide"]
    )
    return session, place


def test_undo_works_through_the_grace_period_against_an_ai(window, qtbot):
    session, place = against_an_ai(window, 2.0)
    before = EMERLAND.state_hash(session.state)
    assert window.submit(place)
    bar = window.view.bar
    assert bar.isVisible() and bar.labels() == ["End turn now", "Undo"]
    assert "Bot plays in 2.0 s" in bar.text.text() and window.undo_action.isEnabled()
    window.clock.advance(1500)
    assert "Bot plays in 0.5 s" in bar.text.text()
    assert len(session.record.actions) == 1 and not session.is_thinking()
    window.undo_action.trigger()
    assert EMERLAND.state_hash(session.state) == before and session.record.actions == []
    assert not bar.isVisible() and window.log_panel.lines() == []
    assert window.submit(place)
    bar.press("End turn now")
    qtbot.waitUntil(lambda: session.to_move() == 0, timeout=10_000)
    assert not window.undo_action.isEnabled()  # the AI's move is final
    session.close()


def test_the_grace_period_ends_by_itself_when_its_seconds_are_up(window, qtbot):
    session, place = against_an_ai(window, 2.0)
    assert window.submit(place)
    window.clock.advance(1999)
    assert session.in_grace() and window.undo_action.isEnabled()
    window.clock.advance(1)
    assert not session.in_grace() and not window.view.bar.isVisible()
    qtbot.waitUntil(lambda: session.to_move() == 0, timeout=10_000)
    assert len(session.record.actions) > 1 and not window.undo_action.isEnabled()
    session.close()


def test_confirm_end_of_turn_waits_for_the_click(window, qtbot):
    session, place = against_an_ai(window, 0.0)
    window.confirm_turn_action.trigger()
    assert session.grace_ms is None and window.settings.confirm_end_of_turn
    window.submit(place)
    window.clock.advance(600_000)
    assert len(session.record.actions) == 1 and window.view.bar.labels() == ["End turn", "Undo"]
    window.view.bar.press("End turn")
    qtbot.waitUntil(lambda: session.to_move() == 0, timeout=10_000)
    session.close()


def test_the_table_does_not_say_the_ai_plays_while_it_waits_for_the_confirm(window, qtbot):
    """Issue 41, part 5: "Bob (AI) is playing…" was shown while the AI waited for End turn."""
    session, place = against_an_ai(window, 0.0)
    window.confirm_turn_action.trigger()
    window.submit(place)
    ai, human = session.seat_name(1), session.seat_name(0)
    assert window.scene.question() == f"{human}: your turn is done — end it, or undo"
    assert window.scene.by_key["prompt_text"].text == window.scene.question()
    window.view.bar.press("End turn")
    assert window.scene.by_key["prompt_text"].text == f"{ai} (AI) is playing…"  # the move is final
    qtbot.waitUntil(lambda: session.to_move() == 0, timeout=10_000)
    session.close()

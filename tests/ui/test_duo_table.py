"""The Everdell Duo table played like a person: drags and clicks on the view's viewport."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QApplication
from scene_helpers import drag, item_with, perform, play_out, right_click, shows_its_picture

from everdell_desktop.core import Action, Rng, registry
from everdell_desktop.games.duo import campaign
from everdell_desktop.games.duo.engine import CARDS, DATA, END, touching
from everdell_desktop.games.duo.skunk import GOOD_NEWS
from everdell_desktop.games.duo.state import AUTUMN
from everdell_desktop.session import SeatSpec
from everdell_desktop.store import CampaignStore, StorePaths
from everdell_desktop.ui.card_style import CARD_RATIO, card_layout
from everdell_desktop.ui.dialogs import NewGameSpec
from everdell_desktop.ui.duo import faces
from everdell_desktop.ui.duo.faces import card_face
from everdell_desktop.ui.items import CardItem
from everdell_desktop.ui.tables import rules_html, table_class

GAME = registry.get("duo")
MAX_STEPS = 1200


def start(window, seed: int = 3, solo=None, level=None, handover: bool = False):
    """A game in the window, the setup's Meadow pick made; the hot-seat hand-over screen only
    when asked for."""
    window.handover_enabled = handover
    players = 1 if solo else 2
    seats = [SeatSpec(f"P{i + 1}") for i in range(players)]
    config = GAME.make_config(players=players, solo=solo, difficulty=level)
    session = window.start_game(NewGameSpec(GAME, config, seed, seats))
    if session.state.pending:  # the Turtle's winter Meadow card, through the table
        assert perform(window, session.legal_actions()[0]) == "click"
    return session


def test_the_window_uses_the_duo_table_and_its_rules_in_our_words():
    from everdell_desktop.ui.duo import DuoTable

    assert table_class(GAME) is DuoTable
    html = rules_html(GAME)
    assert "Sun" in html and "Moon" in html and "our own design" in html


def test_a_two_player_hot_seat_game_by_drags_and_clicks_reaches_the_score_screen(window, qtbot):
    session = start(window, seed=3, handover=True)
    ways = play_out(window, qtbot, session, Rng(5), MAX_STEPS)
    assert session.is_over()
    assert window.score_dialog is not None and window.score_dialog.isVisible()
    assert window.score_dialog.table.columnCount() == 2
    assert ways.get("drag", 0) > 20 and ways.get("click", 0) > 5, ways
    assert window.errors == []


def test_a_solo_chapter_against_the_skunk_through_the_table_to_the_end(
    window, qtbot, isolated_home
):
    dialog = window.campaign_dialog("duo")
    assert dialog.campaign().id == campaign.CAMPAIGN_ID
    assert [row.status for row in dialog.rows][:2] == ["Open", "Locked"]
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    session = window.session
    assert session.game.name == "duo" and session.state.solo.level == "easy"
    scene = window.scene
    assert "our own solo design" in scene.by_key["city_events:1"].text.lower()
    rng = Rng(11)
    for _ in range(MAX_STEPS):
        if session.is_over():
            break
        action = rng.choice(session.legal_actions())
        before = len(session.record.actions)
        perform(window, action)
        assert session.record.actions[before:] == [action.encode()]
    assert session.is_over()
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5000)
    won = campaign.chapter_won(campaign.chapters()[0].id, session.scores())
    progress = CampaignStore(StorePaths(isolated_home)).progress(campaign.CAMPAIGN_ID)
    chapter = progress.chapter(campaign.chapters()[0].id)
    assert chapter.attempts == 1 and chapter.won == won
    assert ("beat the Skunk" in scene.by_key["prompt_text"].text) == (
        0 in session.game.winners(session.state)
    )
    assert window.errors == []


def test_the_sun_and_the_moon_move_along_the_path_and_light_the_meadow(window):
    session = start(window, seed=4)
    scene = window.scene

    def lit() -> set[int]:
        return {s for s in range(8) if scene.by_key[f"mslot:{s}"].border == faces.SUNNY}

    sun, moon = scene.by_key["token:sun"], scene.by_key["token:moon"]
    start_x = sun.pos().x()
    assert lit() == set(touching(0, 0)) == {0, 4}
    perform(window, Action.parse("place(loc=farm_twigs)"))
    assert session.state.sun == 1 and sun.pos().x() > start_x
    assert lit() == set(touching(1, 0)) == {0, 1, 4, 5}
    assert moon.toolTip().startswith("The Moon: space 1")
    session.state.sun = END
    window.refresh(animate=False)
    assert "end of the path" in sun.toolTip()


def test_every_meadow_space_and_path_space_shows_its_own_picture(window, qtbot):
    start(window)
    scene = window.scene
    spaces = [scene.by_key[f"mslot:{slot}"] for slot in range(DATA.meadow_size)]
    spaces += [scene.by_key[f"path:{space}"] for space in range(DATA.path_length)]
    keys = [space.scenery for space in spaces]
    assert len(set(keys)) == len(keys)
    assert all(faces.STYLE.picture(key) is not None for key in keys)
    qtbot.waitUntil(lambda: all(shows_its_picture(space) for space in spaces), timeout=10000)


def test_drops_on_illegal_targets_change_nothing(window):
    session = start(window)
    scene = window.scene
    worker = item_with(scene, "drag_key", "worker:0")
    before = GAME.state_hash(session.state)
    meadow = next(i for i in scene.by_key.values() if (i.drag_key or "").startswith("meadow:"))
    drag(window.view, worker, meadow)  # a Meadow card is no place for a worker
    hand = next(i for i in scene.by_key.values() if (i.drag_key or "").startswith("hand:"))
    drag(window.view, hand, scene.by_key["loc:farm_twigs"])  # a card onto a Farm
    drag(window.view, hand, scene.by_key["city:1"])  # a card into the rival's city
    assert GAME.state_hash(session.state) == before and window.errors == []


def test_a_card_taken_onto_the_hand_then_a_click_on_the_sun_moves_the_sun(window):
    session = start(window)
    scene = window.scene
    drag(window.view, scene.by_key["deck"], scene.by_key["zone:hand"])
    assert session.record.actions[-1] == "take(src=deck)"
    assert perform(window, Action.parse("move(token=sun)")) == "click"
    assert session.record.actions[-1] == "move(token=sun)" and session.state.sun == 1


def test_trades_and_good_news_are_clicks_on_the_table(window, qtbot):
    session = start(window, solo="skunk", level="easy")
    assert session.state.solo.good_news_hand
    news = session.state.solo.good_news_hand[0]
    action = Action.of("good_news", card=GOOD_NEWS[news].key)
    assert perform(window, action) == "click"
    assert session.record.actions[-1] == action.encode()
    while session.state.pending:
        perform(window, session.legal_actions()[0])
    assert perform(window, Action.parse("trade(res=berry)")) == "click"
    perform(window, session.legal_actions()[0])
    perform(window, session.legal_actions()[0])
    assert session.record.actions[-3] == "trade(res=berry)"
    assert window.errors == []


def test_the_last_turns_trades_after_the_action_are_the_trade_buttons(window):
    session = start(window, seed=4)
    state = session.state
    state.season, state.sun, state.moon = AUTUMN, END, END - 1
    window.refresh(animate=False)
    perform(window, Action.parse(f"take(src=meadow,card={CARDS[state.meadow[0]].key})"))
    assert session.state.pending[-1].kind == "closing_trade" and not session.is_over()
    assert perform(window, Action.parse("trade(res=berry)")) == "click"
    perform(window, session.legal_actions()[0])
    perform(window, session.legal_actions()[0])
    assert session.record.actions[-3] == "trade(res=berry)"
    while not session.is_over():
        perform(window, Action.parse("decline()"))
    assert window.errors == []


def test_hovering_or_right_clicking_a_card_shows_it_large(window):
    start(window)
    scene = window.scene
    card = next(i for i in scene.by_key.values() if (i.drag_key or "").startswith("hand:"))
    right_click(window.view, card)
    assert scene.preview_face() is card.face


@pytest.mark.parametrize(("size", "text"), [((1600, 1000), 11), ((1280, 720), None)])
def test_card_names_costs_points_and_text_are_readable(window, size, text):
    start(window)
    window.resize(*size)
    QApplication.processEvents()
    window.view.fit()
    scale = window.view.view_scale()
    widths = {
        item.width
        for item in window.scene.by_key.values()
        if isinstance(item, CardItem) and item.face is not None and item.tile is None
    }
    smallest: dict[str, float] = {}
    for width in widths:
        for card in range(len(CARDS)):
            rect = QRectF(0, 0, width, width * CARD_RATIO)
            for kind, pixels in card_layout(card_face(card), rect).text_pixels().items():
                if pixels:
                    smallest[kind] = min(smallest.get(kind, 99.0), pixels * scale)
    if text is not None:
        assert smallest["text"] >= text and smallest["name"] >= 11, smallest
    assert smallest["name"] >= 8.5 and smallest["cost"] >= 10 and smallest["points"] >= 10


def test_the_log_does_not_name_a_card_discarded_face_down(window):
    """The rulebook's discard pile is face down: trading 2 cards from the hand must not show
    them to the rival in the log."""
    session = start(window, seed=3)
    trade = next(a for a in session.human_legal_actions() if a.kind == "trade")
    session.submit(trade)
    hand = [CARDS[card].name for card in session.state.hands[0]]
    for _ in range(2):
        session.submit(next(a for a in session.human_legal_actions() if a.kind == "discard"))
    lines = window.log_panel.lines()
    assert sum("discards a card face down" in line for line in lines) == 2
    assert not any(name in line for name in hand for line in lines if "discard" in line.lower())

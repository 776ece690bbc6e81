"""The Emerland table played like a person: drags and clicks on the view's viewport."""

from __future__ import annotations

import pytest
from koto_lines import play_to_kotos_upgrade
from PySide6.QtCore import QPoint, Qt
from scene_helpers import (
    drag,
    item_with,
    perform,
    play_out,
    right_click,
    run_clock_until,
    viewport_point,
)

from everdell_desktop.core import Rng, registry
from everdell_desktop.session import SeatSpec
from everdell_desktop.ui.dialogs import NewGameSpec

GAME = registry.get("emerland")
MAX_STEPS = 2000


def start(window, agents, seed=7):
    seats = [SeatSpec(f"P{i + 1}", agent) for i, agent in enumerate(agents)]
    spec = NewGameSpec(GAME, GAME.make_config(players=len(seats)), seed, seats)
    return window.start_game(spec)


def no_errors_logged(caplog, qtlog) -> bool:
    """Neither Python logging nor Qt reported an error or a warning worth one."""
    from PySide6.QtCore import QtMsgType

    python = [r for r in caplog.records if r.levelname in ("ERROR", "CRITICAL")]
    qt = [r for r in qtlog.records if r.type in (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg)]
    return not python and not qt


def test_a_two_player_hot_seat_game_by_drags_and_clicks(window, qtbot, caplog, qtlog):
    session = start(window, (None, None))
    ways = play_out(window, qtbot, session, Rng(5), MAX_STEPS)
    assert session.is_over()
    assert window.score_dialog is not None and window.score_dialog.isVisible()
    assert ways.get("drag", 0) > 20 and ways.get("click", 0) > 5
    assert window.errors == [] and no_errors_logged(caplog, qtlog)


def test_a_four_player_game_of_ai_seats_reaches_the_score_screen(window, qtbot, caplog, qtlog):
    session = start(window, ("greedy", "random", "greedy", "random"), seed=3)
    qtbot.waitUntil(session.is_over, timeout=120_000)
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5000)
    assert window.score_dialog.table.columnCount() == 4
    assert window.errors == [] and no_errors_logged(caplog, qtlog)
    session.close()


def test_drops_on_illegal_targets_change_nothing(window, qtbot):
    session = start(window, (None, None))
    scene = window.scene
    worker = item_with(scene, "drag_key", "worker:0")
    home = worker.pos()
    before = GAME.state_hash(session.state)
    plateau_card = next(
        i for i in scene.by_key.values() if (i.drag_key or "").startswith("plateau")
    )
    drag(window.view, worker, plateau_card)  # a card on the Plateau is no place for a Worker
    hand_card = next(i for i in scene.by_key.values() if (i.drag_key or "").startswith("hand"))
    drag(window.view, hand_card, scene.by_key["loc:green.bamboo"])  # a card onto a location
    assert GAME.state_hash(session.state) == before and session.record.actions == []
    assert worker.pos() == home
    # the other player's Worker cannot be moved at all
    other = next(i for k, i in scene.by_key.items() if k.startswith("w:1:"))
    assert other.drag_key is None


def test_legal_targets_light_up_while_dragging(window, qtbot):
    from PySide6.QtTest import QTest

    session = start(window, (None, None))
    scene, view = window.scene, window.view
    worker = item_with(scene, "drag_key", "worker:0")
    expected = {
        scene.action_keys(a)[1] for a in session.legal_actions() if a.kind == "place_worker"
    }
    start_point = viewport_point(view, worker)
    QTest.mousePress(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start_point
    )
    QTest.mouseMove(view.viewport(), start_point + start_point * 0 + type(start_point)(30, 30))
    lit = {scene.by_key[key].drop_key for key in scene.dragging_targets()}
    assert lit == expected and all(scene.by_key[k].highlight for k in scene.dragging_targets())
    QTest.mouseRelease(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        start_point + type(start_point)(30, 30),
    )
    assert scene.dragging_targets() == set()
    assert session.record.actions == []


def test_undo_takes_back_a_placement_while_its_prompt_is_open(window, qtbot):
    session = start(window, (None, None))
    market = next(
        a
        for a in session.legal_actions()
        if a.kind == "place_worker" and a["loc"] == "green.market" and not a["guide"]
    )
    before = GAME.state_hash(session.state)
    assert perform(window, market) == "drag"
    assert session.state.pending and session.to_move() == 0
    options = [k for k in window.scene.by_key if k.startswith("opt:")]
    assert options, "the River Market choice is offered on the table"
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert GAME.state_hash(session.state) == before
    assert not window.undo_action.isEnabled()


@pytest.mark.parametrize(
    ("players", "present", "absent"),
    [
        (2, [], ["fountain.overlay3", "fountain.overlay4_relic", "fountain.overlay4_market"]),
        (3, ["fountain.overlay3"], ["fountain.overlay4_relic", "fountain.overlay4_market"]),
        (4, ["fountain.overlay3", "fountain.overlay4_relic", "fountain.overlay4_market"], []),
    ],
)
def test_overlay_spaces_are_drawn_only_in_their_games(window, players, present, absent):
    start(window, [None] * players)
    keys = set(window.scene.by_key)
    assert all(f"loc:{loc}" in keys for loc in present)
    assert not any(f"loc:{loc}" in keys for loc in absent)
    assert sum(k.startswith("die:") for k in keys) == 4
    assert sum(k.startswith("city:") for k in keys) == players


def test_upgraded_cards_harps_and_tucked_cards_show_in_the_city(window):
    session = start(window, (None, None))
    state = session.state
    hand = state.hands[0]
    cid, tucked = hand[0], hand[1]
    state.hands[0] = hand[2:]
    state.cities[0].append(cid)
    basic = window.scene.renderer.tile(window.scene.by_key.get(f"c{cid}").face, 152, 40)
    state.upgraded[cid] = True
    state.harp_on[cid] = True
    state.beneath[cid] = [tucked]
    window.refresh(animate=False)
    item = window.scene.by_key[f"c{cid}"]
    assert item.face.upgraded and item.tokens == ["harp"]
    assert item.pixmap().toImage() != basic.toImage()
    assert "beneath" in item.toolTip()


def test_hover_and_right_click_zoom_a_card(window):
    start(window, (None, None))
    card = next(i for i in window.scene.by_key.values() if (i.drag_key or "").startswith("hand"))
    right_click(window.view, card)
    assert window.view.zoom.isVisible() and window.scene.preview_face() == card.face
    window.scene.pin_preview(None)
    assert not window.view.zoom.isVisible()


def test_other_hands_are_face_down_and_the_log_names_moves(window):
    session = start(window, (None, None))
    backs = [k for k in window.scene.by_key if k.startswith("back:1:")]
    assert len(backs) == len(session.state.hands[1])
    assert all(window.scene.by_key[k].face is None for k in backs)
    action = next(a for a in session.legal_actions() if a.kind == "place_worker")
    perform(window, action)
    assert any(
        session.describe(action) in line or "Place a Worker" in line
        for line in window.log_panel.lines()
    )


def test_animations_run_for_a_move_and_the_table_comes_to_rest(window, qtbot):
    session = start(window, (None, "random"))
    window.animator.set_speed(6.0)
    started = window.animator.started_count
    action = next(a for a in session.legal_actions() if a.kind == "place_worker")
    perform(window, action)
    assert window.animator.started_count > started
    run_clock_until(
        window, qtbot, lambda: session.to_move() == 0 and window.animator.is_idle(), 20_000
    )
    assert window.errors == []
    session.close()


def test_a_solo_game_against_koto_shows_his_city(window, qtbot):
    seats = [SeatSpec("Solo")]
    config = GAME.make_config(players=1, solo="koto", difficulty=GAME.solo_bots["koto"][0])
    session = window.start_game(NewGameSpec(GAME, config, 4, seats))
    assert sum(k.startswith("city:") for k in window.scene.by_key) == 2
    header = window.scene.by_key["city_name:1"]
    koto_points = session.scores()[1].total
    assert koto_points != session.scores()[0].total  # the header shows his score, not ours
    assert header.text == f"Koto (solo bot) \u00b7 Summer \u00b7 {koto_points} points"
    rng = Rng(2)
    for _ in range(30):
        if session.is_over():
            break
        perform(window, rng.choice(session.legal_actions()))
    season = ("Summer", "Autumn", "Winter", "Spring")[session.state.season[1]]
    status = "finished" if session.state.passed[1] else season
    koto_points = session.scores()[1].total
    assert header.text == f"Koto (solo bot) \u00b7 {status} \u00b7 {koto_points} points"
    session.state.season[0], session.state.season[1] = 0, 2  # he is ahead: Winter
    window.refresh(animate=False)
    assert header.text.split(" \u00b7 ")[1] == "Winter"
    session.state.passed[1] = True
    window.refresh(animate=False)
    assert header.text.split(" \u00b7 ")[1] == "finished"
    assert window.errors == []


def test_a_new_player_at_the_screen_sees_their_hand_laid_out_not_dealt(window, qtbot):
    session = start(window, (None, None))
    window.animator.set_speed(6.0)
    action = next(a for a in session.legal_actions() if a.kind == "place_worker")
    perform(window, action)
    assert session.viewer_seat == 1
    hand = [window.scene.by_key[f"c{cid}"] for cid in session.state.hands[1]]
    row = window.scene.HAND_RECT
    assert all(row.contains(item.pos()) for item in hand)  # laid out in the hand, not in flight


def test_a_worker_on_a_destination_card_stands_on_its_tile(window):
    from everdell_desktop.games.emerland.data import DESTINATION, tables

    session = start(window, (None, None))
    state = session.state
    cid = next(
        c
        for c in range(len(tables().card_design))
        if tables().designs[tables().card_design[c]].color == DESTINATION
    )
    for zone in (state.deck, state.discard, *state.hands, *state.plateau):
        if cid in zone:
            zone.remove(cid)
    state.cities[0].append(cid)
    state.owner_space[cid] = 0
    state.workers[0] -= 1
    window.refresh(animate=False)
    scene = window.scene
    (worker,) = scene.pieces_on(f"card:{cid}")
    tile = scene.by_key[f"c{cid}"].sceneBoundingRect()
    assert tile.adjusted(-10, -20, 10, 10).contains(worker.sceneBoundingRect().center())


def test_every_move_is_in_the_keyboard_list_and_plays_from_it(window, qtbot):
    from PySide6.QtTest import QTest

    session = start(window, (None, None))
    panel = window.actions_panel
    assert panel.labels() == [session.describe(a) for a in session.legal_actions()]
    window.find_move_action.trigger()
    QTest.keyClicks(panel.filter, "bamboo")
    QTest.keyClick(panel.filter, Qt.Key.Key_Return)
    assert session.record.actions and "green.bamboo" in session.record.actions[0]


def test_hovering_a_card_zooms_it(window, qtbot):
    from PySide6.QtTest import QTest

    start(window, (None, None))
    card = next(i for i in window.scene.by_key.values() if (i.drag_key or "").startswith("plateau"))
    # from off the card, so that the move is an entry even where the cursor was left over it
    QTest.mouseMove(window.view.viewport(), QPoint(2, 2))
    QTest.mouseMove(window.view.viewport(), viewport_point(window.view, card))
    qtbot.waitUntil(window.view.zoom.isVisible, timeout=2000)


def test_kept_artifacts_show_as_medallions_with_their_points(window):
    from everdell_desktop.games.emerland.data import tables

    session = start(window, (None, None))
    artifact = session.state.bag.pop()
    session.state.artifacts[1].append(artifact)
    window.refresh(animate=False)
    medal = window.scene.by_key[f"artifact:1:{artifact}"]
    assert medal.label == str(tables().artifacts[artifact][2])
    assert tables().artifacts[artifact][1] in medal.toolTip()


def test_board_locations_are_titled_with_their_names_from_the_data(window):
    from everdell_desktop.games.emerland.data import tables

    start(window, (None, None, None, None))
    for loc_id, *_rest, name in tables().locations:
        panel = window.scene.by_key[f"loc:{loc_id}"]
        assert panel.title == name
        assert panel.toolTip().startswith(name)


def test_a_large_reserve_stacks_its_meeples_and_shows_a_count(window):
    from everdell_desktop.ui.emerland.table import RESERVE_SHOWN

    session = start(window, (None, None))
    session.state.helpers[1] = RESERVE_SHOWN + 3
    window.refresh(animate=False)
    label = window.scene.by_key["reserve_count:1:h"]
    assert label.text == f"\u00d7{RESERVE_SHOWN + 3}"
    reserve = [
        item
        for key, item in window.scene.by_key.items()
        if key.startswith("h:1:") and window.scene.city_rect(1).contains(item.pos())
    ]
    assert len(reserve) == RESERVE_SHOWN + 3
    assert len({round(item.pos().x()) for item in reserve}) == RESERVE_SHOWN
    assert all(item.pos().x() < label.pos().x() for item in reserve)
    assert window.scene.by_key["reserve_count:0:w"].text == ""  # a small reserve: no count


def test_any_of_two_identical_river_market_dice_can_be_clicked(window):
    from scene_helpers import click_visible

    session = start(window, (None, None))
    session.state.dice = [2, 2, 0, 1]  # the first two dice show the same face
    window.refresh(animate=False)
    market = next(
        a
        for a in session.legal_actions()
        if a.kind == "place_worker" and a["loc"] == "green.market" and not a["guide"]
    )
    perform(window, market)
    scene = window.scene
    offered = {a["pick"] for a in session.legal_actions() if a.get("pick") in (0, 1)}
    assert offered == {0}  # the engine offers one of the identical dice
    assert scene.by_key["die:0"].highlight == 1 and scene.by_key["die:1"].highlight == 1
    before = len(session.record.actions)
    second = scene.by_key["die:1"]
    click_visible(window.view, second)
    click_visible(window.view, second)
    assert len(session.record.actions) == before + 1
    assert "pick=0" in session.record.actions[-1]


def test_a_citys_details_line_names_its_kept_artifacts_and_its_tooltip_says_them_whole(window):
    from everdell_desktop.games.emerland.data import tables

    session = start(window, (None, None))
    artifact = session.state.bag.pop()
    session.state.artifacts[1].append(artifact)
    window.refresh(animate=False)
    _aid, name, points, *_rest = tables().artifacts[artifact]
    info = window.scene.by_key["city_info:1"]
    assert name in info.text
    assert name in info.toolTip() and str(points) in info.toolTip()
    assert name not in window.scene.by_key["city_info:0"].text


def test_kotos_last_expedition_card_lies_in_his_area_with_its_plan_for_every_season(window):
    from everdell_desktop.games.emerland.koto.cards import decks

    config = GAME.make_config(players=1, solo="koto", difficulty=GAME.solo_bots["koto"][0])
    session = window.start_game(NewGameSpec(GAME, config, 4, [SeatSpec("Solo")]))
    rng = Rng(2)
    while not session.state.solo.expedition_discard and not session.is_over():
        perform(window, rng.choice(session.legal_actions()))
    card = session.state.solo.expedition_discard[-1]
    item = window.scene.by_key[f"koto_expedition:{card}"]
    assert item.face.name == decks().expedition[card].name
    assert item.face.text.count("\n") >= 4  # a line per season, his New Plan, his last resort
    koto_area = window.scene.by_key["city:1"].sceneBoundingRect()
    assert koto_area.contains(item.sceneBoundingRect())
    assert not any(k.startswith("koto_expedition:") for k in _two_player_keys(window))


def _two_player_keys(window):
    start(window, (None, None))
    return list(window.scene.by_key)


def test_answers_too_long_for_their_buttons_show_the_words_that_differ(window):
    """Inside Koto's turn the player picks which of his cards he upgrades. "Professor Koto
    upgrades his ..." is too long for an answer button and was cut before the card's name,
    the one word that tells the answers apart; the buttons show the names whole."""
    config = GAME.make_config(players=1, solo="koto", difficulty="normal")
    session = window.start_game(NewGameSpec(GAME, config, 0, [SeatSpec("Solo")]))
    play_to_kotos_upgrade(session)
    answers = [session.describe(action) for action in session.legal_actions()]
    assert all(answer.startswith("Professor Koto upgrades his ") for answer in answers)
    names = [answer.removeprefix("Professor Koto upgrades his ") for answer in answers]
    titles = [window.scene.by_key[f"opt:{index}"].title for index in range(len(answers))]
    assert titles == names


def test_the_question_of_which_card_koto_upgrades_is_asked_in_words(window):
    """The prompt inside Koto's turn asks its question in words, not the prompt's name."""
    config = GAME.make_config(players=1, solo="koto", difficulty="normal")
    session = window.start_game(NewGameSpec(GAME, config, 0, [SeatSpec("Solo")]))
    play_to_kotos_upgrade(session)
    assert window.scene.question() == "Solo: Choose which of Professor Koto's cards he upgrades"

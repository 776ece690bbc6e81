"""The Everdell table played like a person: drags and clicks on the view's viewport."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from scene_helpers import (
    drag,
    item_with,
    keyboard,
    perform,
    play_out,
    right_click,
    run_clock_until,
    viewport_point,
)

from everdell_desktop.core import Action, Rng, registry
from everdell_desktop.games.everdell.data import game_data
from everdell_desktop.games.everdell.rules import forest_cards_dealt
from everdell_desktop.games.everdell.state import CITY_LIMIT, EMPTY, MEADOW_SIZE
from everdell_desktop.session import SeatSpec
from everdell_desktop.ui.art import ArtRenderer
from everdell_desktop.ui.dialogs import NewGameSpec
from everdell_desktop.ui.items import CardItem
from everdell_desktop.ui.main_window import ZOOM_WIDTH
from everdell_desktop.ui.tables import rules_html, table_class

GAME = registry.get("everdell")
DATA = game_data()
MAX_STEPS = 1500


def start(window, players: int, seed: int = 3, solo: str | None = None, level: str | None = None):
    seats = [SeatSpec(f"P{i + 1}") for i in range(players)]
    config = GAME.make_config(players=players, solo=solo, difficulty=level)
    return window.start_game(NewGameSpec(GAME, config, seed, seats))


def test_the_window_uses_the_everdell_table_and_its_rules():
    from everdell_desktop.ui.everdell import EverdellTable

    assert table_class(GAME) is EverdellTable
    html = rules_html(GAME)
    assert "Rugwort" in html and "15 cards" in html


def test_a_two_player_hot_seat_game_by_drags_and_clicks_reaches_the_score_screen(window, qtbot):
    session = start(window, 2, seed=3)
    ways = play_out(window, qtbot, session, Rng(5), MAX_STEPS)
    assert session.is_over()
    assert window.score_dialog is not None and window.score_dialog.isVisible()
    assert window.score_dialog.table.columnCount() == 2
    assert ways.get("drag", 0) > 20 and ways.get("click", 0) > 5, ways
    assert window.errors == []


def test_a_solo_game_against_rugwort_through_the_table_to_the_end(window, qtbot):
    session = start(window, 1, seed=4, solo="rugwort", level="year1")
    scene = window.scene
    assert "city:1" in scene.by_key and "Rugwort" in scene.by_key["city_name:1"].text
    blocked_seen = False
    rng = Rng(9)
    for _ in range(MAX_STEPS):
        if session.is_over():
            break
        blocked = session.state.solo.blocked
        for slot in blocked:
            uid = session.state.meadow[slot]
            if uid != EMPTY:  # a blocked Meadow card cannot be picked up
                blocked_seen = True
                assert scene.by_key[f"c{uid}"].drag_key is None
        legal = session.legal_actions()
        moves = [a for a in legal if a.kind not in ("prepare", "pass")] or legal
        action = rng.choice(moves)
        before = len(session.record.actions)
        perform(window, action)
        assert session.record.actions[before:] == [action.encode()]
    assert session.is_over() and blocked_seen
    rugwort = session.state.players[1]
    stacked = {key for key in scene.by_key if key.startswith("stack:")}
    assert len(stacked) == 5
    total = sum(int(scene.by_key[key].text.rsplit(" ", 1)[1]) for key in stacked)
    assert total == len(rugwort.city)
    assert all(f"c{cc.uid}" in scene.by_key for cc in rugwort.city)
    assert window.score_dialog is not None and window.score_dialog.table.columnCount() == 2
    assert any(line.startswith("Rugwort plays") for line in window.log_panel.lines())
    verdict = scene.by_key["prompt_text"].text
    player, bot = session.scores()[0].total, session.scores()[-1].total
    assert ("Year 1 is won" in verdict) == (player > bot) and "year" in verdict.lower()
    assert window.errors == []


def test_rugwort_workers_stand_on_his_board_spaces_and_blocked_meadow_cards(window):
    session = start(window, 1, seed=4, solo="rugwort", level="year2")
    state = session.state
    state.solo.blocked = (0, 3)
    window.refresh(animate=False)
    scene = window.scene
    rats = [item for key, item in scene.by_key.items() if key.startswith("w:1:")]
    on_board = sum(1 for workers in state.occ if 1 in workers)
    assert len(rats) == on_board + 2 and all(rat.drag_key is None for rat in rats)
    for slot in (0, 3):
        card = scene.by_key[f"c{state.meadow[slot]}"]
        assert any(
            card.sceneBoundingRect().contains(rat.sceneBoundingRect().center()) for rat in rats
        )


def test_drops_on_illegal_targets_change_nothing(window):
    session = start(window, 2)
    scene = window.scene
    worker = item_with(scene, "drag_key", "worker:0")
    home = worker.pos()
    before = GAME.state_hash(session.state)
    meadow = next(i for i in scene.by_key.values() if (i.drag_key or "").startswith("meadow:"))
    drag(window.view, worker, meadow)  # a Meadow card is no place for a worker
    hand = next(i for i in scene.by_key.values() if (i.drag_key or "").startswith("hand:"))
    drag(window.view, hand, scene.by_key["loc:three_twigs"])  # a card onto a location
    drag(window.view, hand, scene.by_key["city:1"])  # a card into the rival's city
    assert GAME.state_hash(session.state) == before and session.record.actions == []
    assert worker.pos() == home
    rival = next(i for k, i in scene.by_key.items() if k.startswith("w:1:"))
    assert rival.drag_key is None  # the other player's workers cannot be moved at all


def test_legal_targets_light_up_while_dragging_a_worker(window):
    session = start(window, 2)
    scene, view = window.scene, window.view
    worker = item_with(scene, "drag_key", "worker:0")
    expected = {
        scene.action_keys(a)[1]
        for a in session.legal_actions()
        if a.kind in ("place", "claim", "visit")
    }
    assert "loc:three_twigs" in expected
    point = viewport_point(view, worker)
    viewport = view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    QTest.mouseMove(viewport, point + type(point)(30, 30))
    lit = {scene.by_key[key].drop_key for key in scene.dragging_targets()}
    assert lit == expected and all(scene.by_key[k].highlight for k in scene.dragging_targets())
    QTest.mouseRelease(
        viewport,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        point + type(point)(30, 30),
    )
    assert scene.dragging_targets() == set() and session.record.actions == []


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_table_shows_meadow_forest_events_journey_haven_and_15_city_spaces(window, players):
    session = start(window, players)
    keys = set(window.scene.by_key)
    state = session.state
    assert sum(f"c{uid}" in keys for uid in state.meadow) == MEADOW_SIZE
    forest = {k for k in keys if k.startswith("loc:forest.")}
    assert len(forest) == forest_cards_dealt(players) == len(state.forest)
    assert {f"loc:{spec.key}" for spec in DATA.journey} <= keys and "loc:haven" in keys
    assert {f"loc:{spec.key}" for spec in DATA.basic} <= keys
    events = {k for k in keys if k.startswith("event:")}
    assert len(events) == 8
    assert {f"event:{DATA.events[e].key}" for e in state.special} <= events
    for seat in range(players):
        slots = sum(k.startswith(f"slot:{seat}:") for k in keys)
        assert slots + len(state.players[seat].city) == CITY_LIMIT
    assert sum(k.startswith("city:") for k in keys) == players


def test_a_card_played_from_the_hand_moves_into_the_city_and_pays(window):
    session = start(window, 2, seed=11)
    window.handover_enabled = False
    rng = Rng(1)
    for _ in range(60):  # gather resources until a card in hand can be paid for
        plays = [a for a in session.legal_actions() if a.kind == "play" and a["src"] == "hand"]
        if plays:
            break
        legal = session.legal_actions()
        session.submit(rng.choice([a for a in legal if a.kind != "play"] or legal))
    play = plays[0]
    seat = session.to_move()
    player = session.state.players[seat]
    city_before, wealth = len(player.city), sum(player.res)
    assert perform(window, play) == "drag"
    city = player.city
    assert len(city) == city_before + 1 and DATA.cards[city[-1].card].key == play["card"]
    tile = window.scene.by_key[f"c{city[-1].uid}"]
    assert tile.tile is not None and tile.click_key == f"card:{city[-1].uid}"
    assert sum(player.res) < wealth


def test_a_prompt_is_answered_by_clicking_the_hand_card_it_names(window):
    session = start(window, 2, seed=3)
    haven = next(a for a in session.legal_actions() if a.kind == "place" and a["loc"] == "haven")
    perform(window, haven)
    assert session.state.pending and session.state.pending[-1].kind == "discard"
    discard = next(a for a in session.legal_actions() if a.kind == "discard")
    hand_card = item_with(window.scene, "click_key", f"hand:{discard['card']}")
    assert hand_card.highlight == 1  # the cards that answer the prompt are lit
    assert perform(window, discard) == "click"
    assert session.record.actions[-1] == discard.encode()


def test_every_move_is_reachable_from_the_keyboard(window):
    session = start(window, 2)
    action = session.legal_actions()[3]
    keyboard(window, action)
    assert session.record.actions == [action.encode()]


def test_other_hands_are_face_down(window):
    session = start(window, 2)
    cards = window.scene.by_key["sup:1:card"]  # the rival's hand shows as a count
    assert cards.get_count() == len(session.state.players[1].hand)
    hidden = {f"c{uid}" for uid in session.state.players[1].hand}
    assert not hidden & set(window.scene.by_key)


def test_hovering_or_right_clicking_a_card_shows_it_large_beside_it(window):
    start(window, 2)
    scene, view = window.scene, window.view
    meadow = next(i for i in scene.by_key.values() if (i.drag_key or "").startswith("meadow:"))
    QTest.mouseMove(view.viewport(), viewport_point(view, meadow))
    assert scene.preview_face() == meadow.face and view.zoom.isVisible()
    card_box = view.mapFromScene(meadow.sceneBoundingRect()).boundingRect()
    assert not view.zoom.geometry().intersects(card_box)  # beside the card, not over it
    QTest.mouseMove(view.viewport(), viewport_point(view, scene.by_key["loc:haven"]))
    assert scene.preview_face() is None and not view.zoom.isVisible()
    hand = next(i for i in scene.by_key.values() if (i.drag_key or "").startswith("hand:"))
    right_click(view, hand)
    assert scene.preview_face() == hand.face and view.zoom.isVisible()


def test_card_faces_are_composed_from_the_engine_data():
    from everdell_desktop.games.everdell.data import RESOURCES
    from everdell_desktop.ui.everdell.faces import STYLE, card_face

    renderer = ArtRenderer(STYLE)
    images = set()
    for index, info in enumerate(DATA.cards):
        face = card_face(index)
        cost = {kind: n for kind, n in face.cost}
        assert cost == {RESOURCES[i]: n for i, n in enumerate(info.cost) if n}, info.key
        assert (face.is_critter, face.unique, face.points) == (
            info.critter,
            info.unique,
            info.points,
        )
        assert ("Unique" if info.unique else "Common") in face.tag
        assert face.text, f"{info.key} has no reminder text"
        if info.host >= 0:
            assert DATA.cards[info.host].name in face.footer
        image = renderer.card(face, 120).toImage()
        assert not image.isNull()
        images.add(image.constBits().tobytes())
    assert len(images) == len(DATA.cards)  # every title looks different


def test_an_achieved_event_names_its_owner_and_the_log_tells_rugworts_moves(window, qtbot):
    session = start(window, 1, seed=4, solo="rugwort", level="year1")
    state = session.state
    event = state.events_open[0]
    state.events_open.remove(event)
    state.players[0].events.append(event)
    window.refresh(animate=False)
    item = window.scene.by_key[f"event:{DATA.events[event].key}"]
    assert "P1" in item.subtitle and item.opacity() < 1.0
    play = next((a for a in session.legal_actions() if a.kind == "play"), None)
    rng = Rng(3)
    while play is None:  # gather until a card can be played; Rugwort answers a played card
        legal = [a for a in session.legal_actions() if a.kind not in ("prepare", "pass")]
        perform(window, rng.choice(legal or session.legal_actions()))
        play = next((a for a in session.legal_actions() if a.kind == "play"), None)
    perform(window, play)
    while session.state.pending:
        perform(window, session.legal_actions()[0])
    lines = window.log_panel.lines()
    assert any(line.startswith("Rugwort rolls the d8") for line in lines)
    assert any(line.startswith("Rugwort plays") for line in lines)


@pytest.mark.parametrize(("level", "year"), [("year1", 1), ("year2", 2), ("year3", 3)])
def test_each_rugwort_year_starts_from_the_new_game_dialog(window, level, year):
    from everdell_desktop.ui.dialogs import NewGameDialog

    dialog = NewGameDialog(window, "everdell")
    dialog.players.setValue(1)
    levels = [dialog.solo_box.itemData(i) for i in range(dialog.solo_box.count())]
    dialog.solo_box.setCurrentIndex(levels.index(("rugwort", level)))
    session = window.start_game(dialog.spec())
    assert session.state.solo.year == year
    assert f"Year {year}" in window.scene.by_key["city_name:1"].text
    dialog.deleteLater()


def test_a_game_against_an_ai_seat_waits_for_it_and_locks_the_table(window, qtbot):
    seats = [SeatSpec("Me"), SeatSpec("Bot", "random")]
    session = window.start_game(NewGameSpec(GAME, GAME.make_config(players=2), 6, seats))
    rng = Rng(2)
    for _ in range(MAX_STEPS):
        qtbot.waitUntil(lambda: session.is_over() or session.to_move() == 0, timeout=10_000)
        if session.is_over():
            break
        legal = session.legal_actions()
        moves = [a for a in legal if a.kind not in ("prepare", "pass")] or legal
        perform(window, rng.choice(moves))
        if not session.is_over() and session.to_move() == 1:
            assert all(item.drag_key is None for item in window.scene.by_key.values())
    assert session.is_over() and window.errors == []
    session.close()


def test_undo_takes_back_a_haven_placement_while_its_discard_prompt_is_open(window):
    session = start(window, 2, seed=3)
    before = GAME.state_hash(session.state)
    haven = next(a for a in session.legal_actions() if a.kind == "place" and a["loc"] == "haven")
    assert perform(window, haven) == "drag"
    assert session.state.pending and any(k.startswith("opt:") for k in window.scene.by_key)
    window.undo_action.trigger()
    assert GAME.state_hash(session.state) == before
    assert item_with(window.scene, "drag_key", "worker:0") is not None
    assert not any(k.startswith("opt:") for k in window.scene.by_key)


def test_animations_run_for_a_move_and_the_table_comes_to_rest(window, qtbot):
    seats = [SeatSpec("Me"), SeatSpec("Bot", "random")]
    session = window.start_game(NewGameSpec(GAME, GAME.make_config(players=2), 8, seats))
    window.animator.set_speed(6.0)
    started = window.animator.started_count
    action = next(a for a in session.legal_actions() if a.kind == "place")
    perform(window, action)
    assert window.animator.started_count > started
    run_clock_until(
        window, qtbot, lambda: session.to_move() == 0 and window.animator.is_idle(), 20_000
    )
    assert window.errors == []
    session.close()


@pytest.mark.parametrize(
    ("prompt_kind", "answer", "keys"),
    [
        ("gain_resource", "gain(res=berry)", (None, "supply:berry")),
        ("pay_resource", "pay(res=twig)", (None, "supply:twig")),
        ("take_from_meadow", "take(card=farm)", (None, "meadow:farm")),
        ("discard", "discard(card=farm)", (None, "hand:farm")),
        ("keep_card", "keep(card=farm)", (None, "revealed:farm")),
        ("remove_card", "pick(card=5)", (None, "card:5")),
        ("copy_location", "copy(loc=three_twigs)", (None, "loc:three_twigs")),
        ("move_worker", "recall(loc=two_resin)", (None, "loc:two_resin")),
        ("choose_opponent", "give(to=1)", (None, "city:1")),
        ("place_worker", "place(loc=haven)", ("worker:0", "loc:haven")),
        ("free_play", "play(card=farm,free=true,src=revealed)", ("revealed:farm", "city:0")),
    ],
)
def test_prompt_answers_are_about_the_items_they_name(window, prompt_kind, answer, keys):
    from everdell_desktop.core import Prompt

    session = start(window, 2)
    action = Action.parse(answer)
    session.state.pending.append(Prompt(99, 0, prompt_kind, (action,)))
    window.scene.view_state = session.view()
    assert window.scene.action_keys(action) == keys


def test_the_screenshot_command_renders_the_everdell_table(tmp_path, qapp, capsys):
    from PySide6.QtGui import QImage

    from everdell_desktop.cli import main

    out = tmp_path / "everdell.png"
    args = ["screenshot", "--game", "everdell", "--players", "4", "--seed", "3"]
    assert main([*args, "--turns", "30", "--out", str(out), "--size", "1200x800"]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1200, 800)
    colours = {image.pixel(x, y) for x in range(0, 1200, 37) for y in range(0, 800, 29)}
    assert len(colours) > 50  # a drawn table, not a blank window


def test_the_window_zoom_paints_a_base_game_card_with_the_table_renderer(window):
    start(window, 2)
    card = next(i for i in window.scene.by_key.values() if isinstance(i, CardItem) and i.face)
    shown = []
    window.view.show_zoom = lambda pixmap, anchor: shown.append(pixmap)
    window.zoom_card(card.face, card.sceneBoundingRect())
    painted = window.scene.renderer.card(card.face, ZOOM_WIDTH, detailed=True).toImage()
    image = shown[0].toImage().copy(0, 0, painted.width(), painted.height())  # notes to its right
    assert image == painted
    assert image != ArtRenderer().card(card.face, ZOOM_WIDTH, detailed=True).toImage()


def test_rugworts_rats_stand_out_on_the_dark_wood_of_the_board(qapp):
    """Issue 41 §4: a pale halo round the grey rat (it vanished on the dark board)."""
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from everdell_desktop.ui.everdell.pieces import RugwortItem

    image = QImage(60, 60, QImage.Format.Format_ARGB32)
    image.fill(QColor("#3a2a1c"))  # the board's dark wood
    painter = QPainter(image)
    painter.translate(8, 8)
    RugwortItem("rugwort", 4, 40).paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    pale = [
        (x, y) for x in range(60) for y in range(60) if QColor(image.pixel(x, y)).lightness() > 180
    ]
    assert len(pale) >= 120, len(pale)  # about 40 without the halo, about 200 with it


def test_every_meadow_card_a_prompt_offers_to_take_gets_a_button_in_the_prompt_area(window):
    session = start(window, 2, seed=0)
    rng = Rng(0)
    for _ in range(20):  # seed 0: the 21st choice is one of seven Meadow cards to take
        session.submit(rng.choice(session.legal_actions()))
    answers = session.legal_actions()
    assert len(answers) == 7 and all(a.kind == "take" for a in answers)
    scene = window.scene
    buttons = [scene.by_key[f"opt:{i}"] for i in range(len(answers))]
    assert "more in the Moves list" not in scene.by_key["prompt_text"].text
    area = scene.PROMPT_RECT
    places = [b.mapRectToScene(b.rect) for b in buttons]
    assert all(area.contains(place) for place in places)
    assert not any(a.intersects(b) for i, a in enumerate(places) for b in places[i + 1 :])
    labels = [session.describe(answer) for answer in answers]
    assert [b.title for b in buttons] == [label.removeprefix("Take ") for label in labels]
    assert all(label in b.toolTip() for label, b in zip(labels, buttons, strict=True))


def test_narrowed_answer_buttons_drop_only_the_words_every_answer_shares():
    from everdell_desktop.ui.table_layout import without_shared_words

    assert without_shared_words(["Take Farm", "Take Miner Mole"]) == ["Farm", "Miner Mole"]
    assert without_shared_words(["농장 가져오기", "광부 두더지 가져오기"]) == [
        "농장",
        "광부 두더지",
    ]
    assert without_shared_words(["Take Farm"]) == ["Take Farm"]
    assert without_shared_words(["Take Farm", "Decline"]) == ["Take Farm", "Decline"]

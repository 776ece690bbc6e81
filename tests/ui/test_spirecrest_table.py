"""Spirecrest on the Everdell table, played like a person: drags and clicks on the viewport."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from scene_helpers import item_with, perform, viewport_point

from everdell_desktop.core import Action, Rng, registry
from everdell_desktop.games.everdell.spirecrest.common import DISCOVERY, SPIRE
from everdell_desktop.games.everdell.spirecrest.data import DATA_DIR as SPIRE_DATA
from everdell_desktop.session import SeatSpec
from everdell_desktop.ui.card_style import CARD_RATIO, card_layout
from everdell_desktop.ui.dialogs import NewGameSpec
from everdell_desktop.ui.everdell.faces import card_face
from everdell_desktop.ui.everdell.spire_faces import discovery_face, tile_face, weather_face
from everdell_desktop.ui.items import CardItem, MeepleItem
from everdell_desktop.ui.tables import rules_html

GAME = registry.get("everdell")
MAX_STEPS = 2500
SPIRE_KINDS = ("chart", "discover", "travel", "perch", "hideout", "beneath")


def start(window, players: int, seed: int = 3, **solo):
    seats = [SeatSpec(f"P{i + 1}") for i in range(players)]
    config = GAME.make_config(players=players, expansion="spirecrest", **solo)
    return window.start_game(NewGameSpec(GAME, config, seed, seats))


def play_through(window, qtbot, session, rng) -> dict[str, dict[str, int]]:
    """Random legal moves through the table until the end; per action kind, how each was
    done (drag, click, option button, keyboard). Every move must reach the record exactly."""
    ways: dict[str, dict[str, int]] = {}
    for _ in range(MAX_STEPS):
        if session.is_over():
            break
        if window.handover.isVisible():
            from PySide6.QtCore import Qt

            qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
        legal = session.legal_actions()
        moves = [a for a in legal if a.kind not in ("prepare", "pass")] or legal
        action = rng.choice(moves)
        before = len(session.record.actions)
        way = perform(window, action)
        kind = ways.setdefault(action.kind, {})
        kind[way] = kind.get(way, 0) + 1
        assert session.record.actions[before:] == [action.encode()], (way, action.encode())
    return ways


def test_a_spirecrest_game_is_played_to_the_end_through_the_table(window, qtbot):
    session = start(window, 2, seed=3)
    ways = play_through(window, qtbot, session, Rng(7))
    assert session.is_over() and window.errors == []
    assert ways["chart"].get("click", 0) == 6 and ways["discover"].get("click", 0) == 6
    assert ways["place"].get("drag", 0) > 10 and ways["play"].get("drag", 0) > 5
    assert not any("keyboard" in done for kind, done in ways.items() if kind in SPIRE_KINDS)
    dialog = window.score_dialog
    assert dialog is not None and dialog.isVisible()
    rows = [dialog.table.verticalHeaderItem(r).text() for r in range(dialog.table.rowCount())]
    assert {"Discoveries", "Expedition"} <= set(rows)


@pytest.mark.slow
def test_a_solo_spirecrest_year_against_rugwort_through_the_table(window, qtbot):
    session = start(window, 1, seed=4, solo="rugwort", difficulty="year3")
    play_through(window, qtbot, session, Rng(2))
    assert session.is_over() and window.errors == []
    rugwort = session.scores()[-1]
    assert rugwort.categories["expedition"] > 0
    assert any("charts" in line for line in window.log_panel.lines())


def test_the_mountain_shows_weather_decks_trails_and_travelers(window):
    session = start(window, 3)
    scene, spire = window.scene, session.state.spire
    keys = set(scene.by_key)
    assert {f"weather:{season}" for season in range(4)} <= keys
    assert scene.by_key["weather:0"].face == weather_face(spire.weather[0])
    assert scene.by_key["weather:1"].face is None  # spring's card is still face down
    assert {f"ddeck:{area}" for area in range(3)} <= keys
    foothills = [key for key in keys if key.startswith("trail:")]
    assert len(foothills) == 4  # players + 1, face up
    assert sum(key.startswith("trail_back:") for key in keys) == 8
    travelers = [scene.by_key[k] for k in keys if k.startswith("tr:")]
    assert len(travelers) == 3 and all(t.species == "traveler" for t in travelers)


def advance(session, done, seed: int = 1, limit: int = 3000) -> None:
    """Submit random moves (preparing and passing only when nothing else is legal) until
    ``done(state)``; the record stays the game's own."""
    rng = Rng(seed)
    for _ in range(limit):
        if done(session.state):
            return
        legal = session.legal_actions()
        moves = [a for a in legal if a.kind not in ("prepare", "pass")] or legal
        session.submit(rng.choice(moves))
    raise AssertionError("never reached")


def prepare_ready(state) -> bool:
    return state.to_move() == 0 and not state.pending and state.players[0].free == 0


def rig_offer(state, area: int, *keys) -> None:
    """Make ``keys`` the next Discovery cards of ``area`` (still face down: nobody saw)."""
    deck = state.spire.decks[area]
    for key in reversed(keys):
        deck.remove(DISCOVERY[key])
        deck.append(DISCOVERY[key])


def test_chart_and_discover_are_clicks_on_the_mountain_and_the_offer(window):
    session = start(window, 2)
    window.handover_enabled = False
    state = session.state
    advance(session, prepare_ready)
    window.refresh(animate=False)
    perform(window, Action.of("prepare"))
    chart = session.legal_actions()[0]
    assert item_with(window.scene, "click_key", f"trail:{chart['tile']}").highlight == 1
    assert perform(window, chart) == "click"
    offer = [SPIRE.discoveries[card].key for card in state.spire.offer]
    shown = [window.scene.by_key[f"offer:{key}"] for key in offer]
    assert [item.face.name for item in shown] == [discovery_face(c).name for c in state.spire.offer]
    assert window.scene.by_key["slot_words:0"].text == "free"
    assert perform(window, Action.of("discover", card=offer[0], cards=0)) == "click"
    assert f"disc:{offer[0]}" in window.scene.by_key


def test_a_big_critter_is_a_meeple_of_its_own_that_drags_like_a_worker(window):
    session = start(window, 2)
    window.handover_enabled = False
    rig_offer(session.state, 0, "stubblehoof_card", "forager", "mistrise_trail")
    advance(session, prepare_ready)
    window.refresh(animate=False)
    for action in ("prepare()", None, "discover(card=stubblehoof_card,cards=0)"):
        perform(window, Action.parse(action) if action else session.legal_actions()[0])
    advance(session, lambda s: s.to_move() == 0 and not s.pending)
    window.refresh(animate=False)
    scene = window.scene
    boar = item_with(scene, "drag_key", "critter:0:stubblehoof")
    assert isinstance(boar, MeepleItem) and boar.species == "stubblehoof"
    assert boar.size > scene.by_key["w:0:0"].size
    place = next(a for a in session.legal_actions() if a.get("meeple") == "stubblehoof")
    assert perform(window, place) == "drag"
    assert session.record.actions[-1] == place.encode()
    assert boar in scene.pieces_on(f"loc:{place['loc']}") or place.kind != "place"


def test_the_expedition_is_paid_on_the_chips_at_the_city_foot(window):
    session = start(window, 2)
    window.handover_enabled = False
    state = session.state
    advance(session, lambda s: s.to_move() == 0 and not s.pending and s.players[0].season == 3)
    first = expedition_route(state)[0]
    state.players[0].res = [5, 5, 5, 5]  # enough for any first stop
    perform(window, Action.of("pass"))
    travel = Action.of("travel", to=first)
    assert perform(window, travel) == "click"
    while session.to_move() == 0 and session.legal_actions()[0].kind == "pay":
        session.submit(session.legal_actions()[0])
    traveler = next(i for k, i in window.scene.by_key.items() if k.startswith("tr:0:"))
    assert traveler in window.scene.pieces_on(f"stop:0:{first}")
    assert session.scores()[0].categories["expedition"] > 0


def expedition_route(state) -> list[str]:
    from everdell_desktop.games.everdell.spirecrest.expedition import route

    return route(state, 0)


def test_new_cards_show_large_on_hover(window):
    session = start(window, 2)
    scene, view = window.scene, window.view
    tile = next(i for k, i in scene.by_key.items() if k.startswith("trail:"))
    QTest.mouseMove(view.viewport(), viewport_point(view, tile))
    assert scene.preview_face() == tile.face and tile.face.card_type == "map"
    weather = scene.by_key["weather:0"]
    QTest.mouseMove(view.viewport(), viewport_point(view, weather))
    assert scene.preview_face() == weather.face and view.zoom.isVisible()
    winter = json.loads((SPIRE_DATA / "weather.json").read_text(encoding="utf-8"))["winter"]
    dealt = SPIRE.weather[session.state.spire.weather[0]]  # the Winter card the game dealt
    assert weather.face.name == dealt.name and dealt.name in {card["name"] for card in winter}


def test_faces_for_every_discovery_weather_and_map_tile_render_apart(window):
    from everdell_desktop.ui.art import ArtRenderer
    from everdell_desktop.ui.everdell.faces import STYLE

    renderer = ArtRenderer(STYLE)
    faces = [discovery_face(c) for c in range(33)]
    faces += [weather_face(c) for c in range(12)] + [tile_face(t) for t in range(24)]
    images = {renderer.card(face, 120).toImage().constBits().tobytes() for face in faces}
    assert len(images) == len(faces)


def test_the_rules_reference_explains_spirecrest():
    html = rules_html(GAME)
    for words in ("Spirecrest", "Weather", "Explore", "Discovery", "Expedition", "Big Critter"):
        assert words in html


@pytest.mark.parametrize(("size", "text"), [((1600, 1000), 11.0), ((1280, 720), 0.0)])
def test_cards_stay_readable_with_the_mountain_on_the_table(window, size, text):
    seats = [SeatSpec(f"Player {n + 1}") for n in range(4)]
    config = GAME.make_config(players=4, expansion="spirecrest")
    window.start_game(NewGameSpec(GAME, config, 3, seats))
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
        for index in range(48):
            sizes = card_layout(card_face(index), QRectF(0, 0, width, width * CARD_RATIO))
            for kind, pixels in sizes.text_pixels().items():
                if pixels:
                    smallest[kind] = min(smallest.get(kind, 99.0), pixels * scale)
    assert smallest["name"] >= (11 if text else 8.5), smallest
    assert smallest["cost"] >= (11 if text else 10) and smallest["points"] >= 10, smallest
    if text:
        assert smallest["text"] >= text, smallest


def test_the_new_game_dialog_offers_spirecrest(qtbot):
    from everdell_desktop.ui.dialogs import NewGameDialog

    dialog = NewGameDialog(default_game="everdell")
    qtbot.addWidget(dialog)
    box = dialog.option_boxes["expansion"]
    assert box.currentText() == "None" and dialog.spec().config.expansion is None
    box.setCurrentIndex(box.findText("Spirecrest"))
    dialog.players.setValue(1)
    chosen = dialog.spec()
    assert chosen.config.expansion == "spirecrest" and chosen.config.solo == "rugwort"


def test_the_screenshot_command_renders_a_spirecrest_table(tmp_path, qapp, capsys):
    from PySide6.QtGui import QImage

    from everdell_desktop.cli import main

    out = tmp_path / "spirecrest.png"
    args = ["screenshot", "--game", "everdell", "--players", "2", "--expansion", "spirecrest"]
    assert main([*args, "--turns", "40", "--out", str(out), "--size", "1280x720"]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 720)
    colours = {image.pixel(x, y) for x in range(0, 1280, 37) for y in range(0, 720, 29)}
    assert len(colours) > 50


def test_the_korean_rules_reference_explains_spirecrest():
    from everdell_desktop.core import words as game_words

    game_words.set_language("ko")
    try:
        html = rules_html(GAME)
    finally:
        game_words.set_language("en")
    for words in ("스파이어크레스트", "날씨", "탐험", "발견 카드", "원정", "큰 동물"):
        assert words in html


def test_an_event_without_room_for_a_caption_shows_what_it_needs_and_its_points(window):
    from everdell_desktop.games.everdell.data import game_data

    start(window, 2)
    for info in game_data().events:
        item = window.scene.by_key.get(f"event:{info.key}")
        if item is None:  # a special Event not dealt
            continue
        assert len(item.needs) == sum(info.needs_color) + len(info.needs_cards), info.key
        assert item.points == (info.points or None), info.key

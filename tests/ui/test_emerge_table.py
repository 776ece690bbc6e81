"""The Emerge table played like a person: drags and clicks on the view's viewport."""

from __future__ import annotations

from PySide6.QtCore import SIGNAL, Qt
from PySide6.QtTest import QTest
from scene_helpers import (
    drag,
    item_with,
    perform,
    play_out,
    run_clock_until,
    shows_its_picture,
    viewport_point,
)

from everdell_desktop.core import Action, Rng, registry
from everdell_desktop.games.emerge.data import TYPES
from everdell_desktop.session import SeatSpec
from everdell_desktop.ui.dialogs import NewGameSpec
from everdell_desktop.ui.emerge.faces import STYLE
from everdell_desktop.ui.tables import rules_html, table_class

GAME = registry.get("emerge")
MAX_STEPS = 1500


def start(window, players: int, seed: int = 3, agents=None, solo=None, level=None):
    agents = agents or (None,) * players
    seats = [SeatSpec(f"P{i + 1}", agent) for i, agent in enumerate(agents)]
    config = GAME.make_config(players=players, solo=solo, difficulty=level)
    return window.start_game(NewGameSpec(GAME, config, seed, seats))


def to_first_turn(window, qtbot, session):
    """Leave every tile where it is and roll, up to the first Discovery turn (handing the
    screen over between the players)."""
    while session.state.pending:
        if window.handover.isVisible():
            qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
        perform(window, Action.of("done"))
    if window.handover.isVisible():
        qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)


def test_the_window_uses_the_emerge_table_and_its_rules():
    from everdell_desktop.ui.emerge import EmergeTable

    assert table_class(GAME) is EmergeTable
    html = rules_html(GAME)
    assert "Rival" in html and "1 Plant, 2 Crab, 3 Turtle, 4 Seal, 5 Tectonic, 6 Bird" in html


def test_a_two_player_hot_seat_game_by_drags_and_clicks_reaches_the_score_screen(window, qtbot):
    session = start(window, 2, seed=3)
    ways = play_out(window, qtbot, session, Rng(5), MAX_STEPS)
    assert session.is_over()
    assert window.score_dialog is not None and window.score_dialog.isVisible()
    assert window.score_dialog.table.columnCount() == 2
    assert ways.get("drag", 0) > 20 and ways.get("click", 0) > 20, ways
    assert window.errors == []


def test_a_solo_game_against_the_rival_through_the_table_to_the_end(window, qtbot):
    session = start(window, 1, seed=4, solo="rival", level="hard")
    scene = window.scene
    assert "The Rival" in scene.by_key["city_name:1"].text
    ways = play_out(window, qtbot, session, Rng(9), MAX_STEPS)
    assert session.is_over() and ways.get("drag", 0) > 5
    assert any(m.seat == 0 for m in session.moves)
    assert window.errors == []


def test_each_island_track_space_and_the_mainland_shows_its_own_picture(window, qtbot):
    session = start(window, 3, seed=3)
    to_first_turn(window, qtbot, session)
    scene = window.scene
    islands = [scene.by_key[f"isl:{index}"] for index in range(len(session.state.islands))]
    assert len(islands) >= 3
    track = [scene.by_key[f"track:{space}"] for space in range(9)]
    shown = [*islands, *track, scene.by_key["ocean"]]
    keys = [item.scenery for item in shown]
    assert len(set(keys)) == len(keys)  # every island its own picture, whatever its size
    assert all(STYLE.picture(key) is not None for key in keys)
    qtbot.waitUntil(lambda: all(shows_its_picture(item) for item in shown), timeout=10000)


def test_the_ocean_paints_the_research_stations_own_picture_once_it_is_painted(window, qtbot):
    start(window, 2, seed=3)
    ocean = window.scene.by_key["ocean"]
    others = {item.scenery for item in window.scene.by_key.values() if hasattr(item, "scenery")}
    assert ocean.station_scenery not in others  # not the mainland's, an island's ...
    assert STYLE.picture(ocean.station_scenery) is not None
    qtbot.waitUntil(lambda: shows_its_picture(ocean, "station_scenery"), timeout=10000)


def test_the_ocean_repaints_when_only_the_stations_picture_has_been_painted(window, monkeypatch):
    """Pictures are painted a slice at a time: the station's may be ready after the
    mainland's, and the ocean (cached as a pixmap) must then be drawn again."""
    start(window, 2, seed=3)
    ocean = window.scene.by_key["ocean"]
    repaints = []
    monkeypatch.setattr(ocean, "update", lambda *rect: repaints.append(rect))
    window.scene.renderer.painted({"tiles/plant"})  # a picture the ocean does not show
    assert repaints == []
    window.scene.renderer.painted({ocean.station_scenery})
    assert repaints


def test_a_discovery_is_a_die_dragged_onto_an_island(window, qtbot):
    session = start(window, 2, seed=3)
    to_first_turn(window, qtbot, session)
    state = session.state
    state.dice[0] = [0, 2, 0, 0, 0, 0]  # two Crab dice
    window.refresh(animate=False)
    scene = window.scene
    die = item_with(scene, "drag_key", "dice:crab")
    home = (
        scene.by_key["island:0"]
        if "island:0" in scene.by_key
        else item_with(scene, "drop_key", "island:0")
    )
    drag(window.view, die, home)
    assert session.record.actions[-1] == "discover(island=0,what=crab)"
    assert session.state.islands[0][4] == 1


def test_a_tile_is_dragged_from_the_supply_onto_a_space(window):
    session = start(window, 2, seed=3)
    scene = window.scene
    stack = item_with(scene, "drag_key", "stack:plant")
    space = item_with(scene, "drop_key", "space:0:4")
    drag(window.view, stack, space)
    assert session.record.actions == ["take_tile(space=4,tile=plant)"]
    assert "tile:0:plant" in scene.by_key


def test_drops_on_illegal_targets_change_nothing(window, qtbot):
    session = start(window, 2, seed=3)
    to_first_turn(window, qtbot, session)
    scene = window.scene
    session.state.dice[0] = [0, 0, 0, 0, 0, 1]  # one Bird die: no Bird Discovery yet
    window.refresh(animate=False)
    die = item_with(scene, "drag_key", "dice:bird")
    before = GAME.state_hash(session.state)
    actions = list(session.record.actions)
    drag(window.view, die, item_with(scene, "drop_key", "island:0"))
    drag(window.view, die, item_with(scene, "drop_key", "island:1"))  # another's island
    assert GAME.state_hash(session.state) == before and session.record.actions == actions
    # the other player's dice cannot be picked up at all
    other = [i for k, i in scene.by_key.items() if k.startswith("d:1:")]
    assert other and all(i.drag_key is None for i in other)


def test_legal_targets_light_up_while_dragging_a_die(window, qtbot):
    session = start(window, 2, seed=3)
    to_first_turn(window, qtbot, session)
    session.state.dice[0] = [0, 0, 0, 0, 1, 0]  # a Tectonic die: any empty vent
    window.refresh(animate=False)
    scene, view = window.scene, window.view
    die = item_with(scene, "drag_key", "dice:tectonic")
    start_point = viewport_point(view, die)
    viewport = view.viewport()
    QTest.mousePress(
        viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start_point
    )
    QTest.mouseMove(viewport, start_point + start_point / 20)
    QTest.mouseMove(viewport, start_point + start_point / 10)
    lit = scene.dragging_targets()
    QTest.mouseRelease(
        viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start_point
    )
    empty = {f"vent:{v}" for v, island in enumerate(session.state.vent_island) if island < 0}
    assert lit == empty


def test_kept_dice_and_tiles_are_clicked(window):
    session = start(window, 2, seed=3)
    state = session.state
    state.dice[0] = [0, 0, 0, 0, 0, 2]
    state.tiles[0][0] = 2  # a Turtle tile on the Plant space
    perform(window, Action.of("done"))  # seat 0 keeps its tiles: now which dice to keep
    assert state.pending[-1].kind == "keep"
    way = perform(window, Action.of("reroll", face=6))
    assert way == "click" and session.record.actions[-1] == "reroll(face=6)"


def test_hovering_a_market_token_shows_it_large(window, qtbot):
    start(window, 2, seed=3)
    scene = window.scene
    token = scene.by_key["mkt:0"]
    QTest.mouseMove(window.view.viewport(), viewport_point(window.view, token))
    qtbot.waitUntil(lambda: scene.preview_face() is not None, timeout=2000)
    assert scene.preview_face().tag.startswith("Research token")


def test_an_item_shown_large_on_hover_is_wired_once_however_often_the_table_syncs(window):
    start(window, 2, seed=3)
    scene = window.scene
    for _ in range(3):
        scene.sync(animate=False)
    wired = [scene.by_key[key] for key in ("mkt:0", "vent:0", "stack:" + TYPES[0])]
    assert [item.receivers(SIGNAL("hovered(bool)")) for item in wired] == [1, 1, 1]


def test_an_ai_game_of_four_reaches_the_score_screen(window, qtbot):
    session = start(window, 4, seed=2, agents=("greedy", "random", "random", "random"))
    qtbot.waitUntil(session.is_over, timeout=120_000)
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=5000)
    assert window.score_dialog.table.columnCount() == 4
    assert window.errors == []
    session.close()


def table_scale(window, size, players=4):
    from PySide6.QtWidgets import QApplication

    start(window, players, seed=3)
    window.resize(*size)
    QApplication.processEvents()
    window.view.fit()
    return window.view.view_scale()


def test_words_on_the_table_are_readable_at_1600_by_1000(window):
    from everdell_desktop.ui.emerge.pieces import NAME_PX, SMALL_PX, TEXT_PX
    from everdell_desktop.ui.items import LabelItem

    scale = table_scale(window, (1600, 1000))
    labels = [
        item.pixels
        for key, item in window.scene.by_key.items()
        if isinstance(item, LabelItem) and item.text and not key.startswith("city_")
    ]
    assert labels and min(labels) * scale >= 11, (min(labels), scale)
    assert min(TEXT_PX, NAME_PX, SMALL_PX) * scale >= 10.5


def test_names_are_readable_at_1280_by_720(window):
    from everdell_desktop.ui.emerge.pieces import NAME_PX, TEXT_PX

    scale = table_scale(window, (1280, 720))
    assert NAME_PX * scale >= 8.5 and TEXT_PX * scale >= 8.5


def test_dice_roll_and_islands_grow_with_animations_on(window, qtbot):
    """With animations on, a roll tumbles the dice and the table comes to rest on the engine's
    faces."""
    window.animator.set_speed(4.0)
    session = start(window, 2, seed=5, agents=("greedy", "greedy"))
    run_clock_until(window, qtbot, lambda: session.state.round >= 2, 60_000)
    session.close()
    run_clock_until(window, qtbot, window.animator.is_idle, 5000)
    window.refresh(animate=False)
    scene = window.scene
    for seat in range(2):
        shown = sorted(
            item.face for key, item in scene.by_key.items() if key.startswith(f"d:{seat}:")
        )
        board = session.state.dice[seat]
        expected = sorted(
            [0] * (session.state.dice_total[seat] - sum(board))
            + [face for face in range(1, 7) for _ in range(board[face - 1])]
        )
        assert shown == expected
    assert window.errors == []

"""Issue 15 §5: the hover zoom does not linger after a drop; the season banner keeps clear of
the cards in play."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest
from scene_helpers import drag, item_with, viewport_point

from everdell_desktop.core import Event, registry
from everdell_desktop.session import SeatSpec
from everdell_desktop.ui.dialogs import NewGameSpec
from everdell_desktop.ui.items import BannerItem


def start(window, name: str):
    game = registry.get(name)
    seats = [SeatSpec("Ana"), SeatSpec("Ben")]
    return window.start_game(NewGameSpec(game, game.make_config(players=2), 5, seats))


def test_the_hover_zoom_is_gone_after_a_drop(window):
    session = start(window, "emerland")
    scene, view = window.scene, window.view
    play = next(a for a in session.legal_actions() if a.kind == "place_worker")
    card = next(i for i in scene.by_key.values() if (i.drag_key or "").startswith("hand"))
    QTest.mouseMove(view.viewport(), QPoint(2, 2))
    QTest.mouseMove(view.viewport(), viewport_point(view, card))
    assert view.zoom.isVisible()
    worker = item_with(scene, "drag_key", "worker:0")
    target = item_with(scene, "drop_key", scene.action_keys(play)[1])
    scene.chooser = lambda actions, labels: play if play in actions else actions[0]
    drag(view, worker, target)
    assert len(session.record.actions) == 1
    assert not view.zoom.isVisible() and scene.preview_face() is None


@pytest.mark.parametrize(
    ("name", "cards"), [("emerland", "zone:plateau"), ("everdell", "zone:meadow")]
)
def test_the_season_banner_keeps_clear_of_the_cards_in_play(window, name, cards):
    start(window, name)
    window.animator.set_speed(1.0)
    scene = window.scene
    scene.handle_event(Event("season_changed", {"seat": 0, "season": 1}))
    (banner,) = [item for item in scene.items() if isinstance(item, BannerItem)]
    box = banner.sceneBoundingRect()
    assert not box.intersects(scene.by_key[cards].sceneBoundingRect())
    assert not box.intersects(scene.by_key["zone:hand"].sceneBoundingRect())
    window.animator.finish_all()

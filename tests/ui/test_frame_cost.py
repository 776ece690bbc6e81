"""What a frame redraws: the cloth under its lamp is drawn once per zoom (boards, their frames
and card shadows once per size: test_surfaces); a frame then only copies them."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from everdell_desktop.core import registry
from everdell_desktop.session import SeatSpec
from everdell_desktop.ui.dialogs import NewGameSpec

GAME = registry.get("everdell")


def _cloth_draws(window, monkeypatch) -> list[QRectF]:
    """Start a game and count the times its scene draws its background from now on."""
    seats = [SeatSpec("P1"), SeatSpec("P2")]
    window.start_game(NewGameSpec(GAME, GAME.make_config(players=2), 3, seats))
    scene_class = type(window.scene)
    draws: list[QRectF] = []
    drawn = scene_class.drawBackground

    def counting(scene, painter, rect):
        draws.append(QRectF(rect))
        drawn(scene, painter, rect)

    monkeypatch.setattr(scene_class, "drawBackground", counting)
    window.view.viewport().repaint()  # the first paint after the count began
    draws.clear()
    return draws


def test_the_cloth_is_not_drawn_again_under_every_repaint(window, monkeypatch):
    draws = _cloth_draws(window, monkeypatch)
    for _ in range(3):
        window.view.viewport().repaint()
    assert draws == []


def test_zooming_draws_the_cloth_again_at_the_new_scale(window, monkeypatch):
    draws = _cloth_draws(window, monkeypatch)
    window.view.zoom_by(1.5)
    window.view.viewport().repaint()
    assert len(draws) == 1

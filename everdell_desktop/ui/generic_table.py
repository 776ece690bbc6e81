"""The table for a game without a dedicated one: seats with their scores, and every legal move
as a button to click. It knows nothing of any game's rules or state layout."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from . import theme
from .i18n import game_title, tr
from .items import LabelItem, MeepleItem, PanelItem
from .table import OPTION_PREFIX, TableScene, points_text

SEAT_W = 270.0
TILE_W, TILE_H = 220.0, 60.0


class GenericTable(TableScene):
    WIDTH, HEIGHT = 1200.0, 760.0

    def lay_out(self, view, animate: bool) -> None:
        session = self.session
        title, _ = self.ensure("title", lambda: LabelItem("title", "", 30, theme.GOLD, self.WIDTH))
        title.set_text(game_title(session.game))
        title.setPos(30, 20)
        to_move = session.to_move()
        scores = {b.seat: b.total for b in session.scores()}
        for seat in range(len(session.seats)):
            panel, _ = self.ensure(
                f"seat:{seat}",
                lambda seat=seat: PanelItem(
                    f"seat:{seat}", QRectF(0, 0, SEAT_W, 110), theme.JUNGLE
                ),
            )
            panel.title = self.seat_title(seat)
            panel.subtitle = points_text(scores.get(seat, 0)) + (
                tr("  \u2014 to move") if seat == to_move else ""
            )
            panel.border = theme.GOLD if seat == to_move else theme.JUNGLE.darker(160)
            panel.setPos(30 + seat * (SEAT_W + 20), 80)
            meeple, new = self.ensure(
                f"meeple:{seat}", lambda seat=seat: MeepleItem(f"meeple:{seat}", "meeple", seat, 40)
            )
            self.put(meeple, QPointF(40 + seat * (SEAT_W + 20), 140), animate, new)
        for index, action in enumerate(self.legal()):
            key = f"move:{action.encode()}"
            tile, _ = self.ensure(
                key,
                lambda key=key, action=action: PanelItem(
                    key, QRectF(0, 0, TILE_W, TILE_H), theme.RIVER, self.session.describe(action)
                ),
            )
            tile.click_key = OPTION_PREFIX + action.encode()
            row, column = divmod(index, 5)
            tile.setPos(30 + column * (TILE_W + 12), 240 + row * (TILE_H + 12))

"""Issue 15 §2: the table can be read without zooming. On-screen sizes are the painter's own
font sizes (``card_layout``) times the view's scale, for every face-up card of every game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from everdell_desktop.core import registry
from everdell_desktop.games.emerland.data import tables
from everdell_desktop.games.everdell.data import game_data
from everdell_desktop.session import SeatSpec
from everdell_desktop.ui.card_style import CARD_RATIO, card_layout
from everdell_desktop.ui.dialogs import NewGameSpec
from everdell_desktop.ui.emerland import text as jungle_text
from everdell_desktop.ui.everdell.faces import card_face
from everdell_desktop.ui.items import CardItem
from everdell_desktop.ui.text_fit import WRAP


def every_face(game: str):
    if game == "emerland":
        return [jungle_text.card_face(cid, False) for cid in range(len(tables().card_design))]
    return [card_face(index) for index in range(len(game_data().cards))]


def table_at(window, game: str, size: tuple[int, int]):
    definition = registry.get(game)
    seats = [SeatSpec(f"Player {n + 1}") for n in range(4)]
    window.start_game(NewGameSpec(definition, definition.make_config(players=4), 3, seats))
    window.resize(*size)
    QApplication.processEvents()
    window.view.fit()
    return window.view.view_scale()


def smallest_on_screen(window, game: str, scale: float) -> dict[str, float]:
    """The smallest size on screen of each kind of card text, over every card of the game at
    the width the table shows face-up cards."""
    widths = {
        item.width
        for item in window.scene.by_key.values()
        if isinstance(item, CardItem) and item.face is not None and item.tile is None
    }
    assert widths, "face-up cards are on the table"
    smallest: dict[str, float] = {}
    for width in widths:
        for face in every_face(game):
            sizes = card_layout(face, QRectF(0, 0, width, width * CARD_RATIO)).text_pixels()
            for kind, pixels in sizes.items():
                if pixels:
                    smallest[kind] = min(smallest.get(kind, 99.0), pixels * scale)
    return smallest


@pytest.mark.parametrize("game", ["emerland", "everdell"])
def test_card_names_costs_points_and_text_are_readable_at_1600_by_1000(window, game):
    scale = table_at(window, game, (1600, 1000))
    sizes = smallest_on_screen(window, game, scale)
    assert sizes["text"] >= 11 and sizes["name"] >= 11, sizes
    assert sizes["cost"] >= 11 and sizes["points"] >= 11, sizes


@pytest.mark.parametrize("game", ["emerland", "everdell"])
def test_names_costs_and_points_are_readable_at_1280_by_720(window, game):
    scale = table_at(window, game, (1280, 720))
    sizes = smallest_on_screen(window, game, scale)
    assert sizes["name"] >= 8.5 and sizes["cost"] >= 10 and sizes["points"] >= 10, sizes


def test_a_text_too_long_for_the_table_is_left_to_the_zoom_which_shows_it_whole():
    face = every_face("emerland")[0]
    long = type(face)(face.name, face.card_type, text="word " * 40)
    assert card_layout(long, QRectF(0, 0, 156, 156 * CARD_RATIO)).lines == []
    detailed = card_layout(long, QRectF(0, 0, 300, 420), detailed=True)
    assert " ".join(detailed.lines).split() == long.text.split()  # every word, none cut
    assert detailed.body_pixels < round(300 * 0.108)  # the zoomed card shrinks to show it all


def test_a_text_that_fits_keeps_the_tables_size():
    face = every_face("emerland")[0]
    short = type(face)(face.name, face.card_type, text="Gain 1 fig.")
    layout = card_layout(short, QRectF(0, 0, 156, 156 * CARD_RATIO))
    assert layout.lines == ["Gain 1 fig."] and layout.body_pixels >= round(156 * 0.108)


def test_a_long_card_name_is_never_cut():
    from PySide6.QtGui import QFontMetricsF

    face = every_face("everdell")[0]
    named = type(face)("Capture of the Acorn Thieves", face.card_type)
    layout = card_layout(named, QRectF(0, 0, 168, 168 * CARD_RATIO))
    bound = QFontMetricsF(layout.name_font).boundingRect(layout.name, WRAP, named.name)
    assert bound.width() <= layout.name.width() and bound.height() <= layout.name.height()


def test_scores_say_point_or_points(window):
    table_at(window, "emerland", (1600, 1000))
    headers = [window.scene.by_key[f"city_name:{seat}"].text for seat in range(4)]
    assert all(" pts" not in text and ("point" in text) for text in headers)
    from everdell_desktop.ui.table import points_text

    assert (points_text(1), points_text(0), points_text(7)) == ("1 point", "0 points", "7 points")


def test_a_footer_too_long_for_its_strip_takes_the_room_a_short_text_leaves(qapp):
    from everdell_desktop.ui import theme

    face = every_face("everdell")[0]
    footer = "Upgraded: gain 2 berries and 1 twig at each harvest"
    short = type(face)(face.name, face.card_type, text="Gain 1 berry.", footer=footer)
    with theme.readable_at(0.667):  # the table at 1600x1000
        layout = card_layout(short, QRectF(0, 0, 156, 156 * CARD_RATIO))
    assert layout.lines == ["Gain 1 berry."]
    assert layout.footer is not None and " ".join(layout.footer_lines).split() == footer.split()

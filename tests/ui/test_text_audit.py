"""Issue 41 §4: text that fits. The text audit lays out a mid-game table of each game in a
window of each size and measures every text drawn (``ui.text_audit``)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor

from everdell_desktop.ui import theme
from everdell_desktop.ui.text_audit import KINDS, TextRecorder, audited_tables, run

LARGE, SMALL = (1600, 1000), (1280, 720)
READABLE_PX = 11
KINDS_AT_SMALL = ("name", "cost", "points", "prompt")  # what must read at 720p without a hover


def audited(game: str, size: tuple[int, int]) -> dict:
    return run(game, size, seed=3, moves=40)


@pytest.mark.parametrize("game", audited_tables())
def test_every_kind_of_text_reads_at_1600_by_1000_and_nothing_is_cut(qapp, game):
    result = audited(game, LARGE)
    small = {kind: px for kind, px in result["min_px"].items() if px < READABLE_PX}
    assert not small, result
    assert result["elided"] == 0, result["cut"]


@pytest.mark.parametrize("game", audited_tables())
def test_names_costs_points_and_prompts_read_at_1280_by_720_and_nothing_is_cut(qapp, game):
    result = audited(game, SMALL)
    small = {
        kind: px
        for kind, px in result["min_px"].items()
        if kind in KINDS_AT_SMALL and px < READABLE_PX
    }
    assert not small, result
    assert result["elided"] == 0, result["cut"]


@pytest.mark.parametrize("game", audited_tables())
def test_in_korean_nothing_is_cut_at_1280_by_720_either(qapp, game):
    result = run(game, SMALL, seed=3, moves=40, language="ko")
    sizes = [px for kind, px in result["min_px"].items() if kind in KINDS_AT_SMALL]
    assert min(sizes) >= READABLE_PX, result
    assert result["elided"] == 0, result["cut"]


def test_the_audit_measures_every_game_a_player_can_choose_and_spirecrest():
    assert sorted(audited_tables()) == [
        "duo", "duo:challenge", "duo:coop", "duo@duo.coop_chapters", "duo@duo.skunk_chapters",
        "emerge", "emerland", "everdell", "everdell+spirecrest",
    ]  # fmt: skip


def test_a_cooperative_chapter_table_is_audited_with_its_requirements(qapp):
    from everdell_desktop.games.duo import coop_campaign
    from everdell_desktop.ui.text_audit import game_config

    _, config = game_config(f"duo@{coop_campaign.CAMPAIGN_ID}")
    assert config.mode == "coop" and config.chapter == coop_campaign.chapters()[-1].id
    _, config = game_config("duo:challenge")
    assert config.mode == "challenge" and config.players == 2


def test_the_recorder_notes_the_size_and_the_cut_of_each_text(qapp):
    recorder = TextRecorder()
    try:
        recorder.setFont(theme.pixel_font(14))
        recorder.drawText(QRectF(0, 0, 400, 40), Qt.AlignmentFlag.AlignCenter, "fits")
        recorder.drawText(QRectF(0, 0, 30, 20), Qt.AlignmentFlag.AlignLeft, "far too long here")
    finally:
        recorder.end()
    (fits, size, cut_fits, _), (_, _, cut_long, _) = recorder.texts
    assert (fits, size, cut_fits, cut_long) == ("fits", theme.scaled(14), False, True)


def test_the_audit_reports_every_kind_for_a_card_game(qapp):
    result = audited("everdell", LARGE)
    assert set(result["min_px"]) == set(KINDS), result


def test_the_table_paints_no_font_below_the_readable_size_and_the_zoom_keeps_its_own(qapp):
    asked = theme.pixel_font(12).pixelSize()
    with theme.readable_at(0.5):  # a scene unit is half a pixel: 11 px need 22 units
        assert theme.pixel_font(12).pixelSize() == 22
        assert theme.pixel_font(30).pixelSize() == theme.scaled(30)
    assert theme.pixel_font(12).pixelSize() == asked


def test_an_item_without_a_tooltip_says_its_own_words_on_hover(qapp):
    from everdell_desktop.ui.items import LabelItem, PanelItem

    panel = PanelItem("p", QRectF(0, 0, 80, 40), QColor("#335544"), "Journey (5)", "discard 5")
    label = LabelItem("l", "Deck: 66", 14, QColor("#ffffff"))
    assert (panel.hover_words(), label.hover_words()) == ("Journey (5)\ndiscard 5", "Deck: 66")
    panel.setToolTip("blocked")
    assert panel.hover_words() == "blocked"


def test_faces_laid_out_for_another_window_size_are_forgotten_and_the_zooms_kept(qapp):
    from everdell_desktop.ui.art import ArtRenderer
    from everdell_desktop.ui.card_style import CardFace

    renderer = ArtRenderer()
    face = CardFace("Farm", "production", text="Gain 1 berry.")
    renderer.card(face, 300, detailed=True)  # the zoom: no least size
    with theme.readable_at(0.5):
        renderer.card(face, 160)
    with theme.readable_at(0.6):
        renderer.card(face, 160)
    assert renderer.cached_count() == 2  # the zoom's and the table's at its size now


def test_a_clipped_text_is_cut_whatever_the_hover_says_and_an_ellipsis_only_without_it(qapp):
    from everdell_desktop.ui.items import PanelItem
    from everdell_desktop.ui.text_audit import counts_as_cut

    space = PanelItem("space", QRectF(0, 0, 60, 40), QColor("#335544"))
    space.setToolTip("Space 5: dice showing 5 count as Tectonic")
    assert counts_as_cut(space, "panel", "Tectonic", clipped=True)
    assert not counts_as_cut(space, "panel", "Tecto\u2026", clipped=False)
    assert counts_as_cut(space, "panel", "Crab\u2026", clipped=False)


def test_a_cut_hint_of_a_line_edit_counts_unless_its_tooltip_says_it_whole(qtbot):
    from PySide6.QtWidgets import QLineEdit

    from everdell_desktop.ui.text_audit import _cut_placeholder

    edit = QLineEdit()
    qtbot.addWidget(edit)
    edit.setPlaceholderText("Type to filter the moves, Enter to play the selected one")
    edit.setFixedWidth(120)
    assert _cut_placeholder(edit)
    edit.setToolTip(edit.placeholderText())
    assert not _cut_placeholder(edit)
    edit.setToolTip("")
    edit.setFixedWidth(800)
    assert not _cut_placeholder(edit)

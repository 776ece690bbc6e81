"""Terms explained where they are met (issue 19): a move, an answer button and a log line
explain the terms they use; a zoomed card explains its icons and its flower side; the rules
reference has an index, a search box and the glossary."""

from __future__ import annotations

from PySide6.QtGui import QImage

from everdell_desktop.core import Action, registry
from everdell_desktop.session import SeatSpec
from everdell_desktop.ui.dialogs import NewGameSpec
from everdell_desktop.ui.glossary import Glossary, card_notes, with_notes
from everdell_desktop.ui.items import CardItem

SEATS = [SeatSpec("Ana"), SeatSpec("Ben")]


def start(window, name: str, seed: int = 3):
    game = registry.get(name)
    return window.start_game(NewGameSpec(game, game.make_config(players=2), seed, SEATS))


def test_a_move_in_the_moves_list_explains_its_terms(window):
    start(window, "emerland")
    panel = window.actions_panel.list
    guided = next(
        panel.item(row) for row in range(panel.count()) if "with a guide" in panel.item(row).text()
    )
    tip = guided.toolTip()
    assert "<b>guide</b>" in tip and "twice" in tip and "<b>Worker</b>" in tip
    assert "<b>negotiator</b>" not in tip


def test_an_answer_button_and_a_log_line_explain_their_terms(window, qtbot):
    session = start(window, "emerland")
    assert session.submit(Action.parse("place_helper(loc=brown.mooring)"))  # asks: draw or copy
    buttons = [item for key, item in window.scene.by_key.items() if key.startswith("opt:")]
    copy = next(button for button in buttons if "River Market" in button.title)
    assert "<b>River Market</b>" in copy.toolTip()
    line = next(row for row in range(window.log_panel.count())
                if "Helper" in window.log_panel.item(row).text())  # fmt: skip
    assert "<b>Helper</b>" in window.log_panel.item(line).toolTip()


def test_a_zoomed_card_explains_its_icons_type_and_flower_side(window):
    start(window, "emerland")
    scene = window.scene
    cards = [item for item in scene.by_key.values() if isinstance(item, CardItem)]
    card = next(item for item in cards if item.face is not None and item.face.footer)
    notes = card_notes(card.face, scene.glossary)
    assert "Top left, the cost:" in notes and "The shield:" in notes
    assert "The flower strip at the foot is the upgraded side:" in notes
    assert f"<b>{card.face.card_type.capitalize()}</b>" in notes or "Artisan" in notes
    scene.show_preview(card.face, card)
    zoom = window.view.zoom.pixmap()
    plain = scene.renderer.card(card.face, zoom.height(), detailed=True)
    assert zoom.width() > plain.width() / plain.devicePixelRatio()  # the notes sit beside it


def test_notes_beside_a_card_are_drawn(qapp):
    from everdell_desktop.ui.art import ArtRenderer
    from everdell_desktop.ui.card_style import CardFace

    card = ArtRenderer().card(CardFace("Farm", "production", points=1), 200, detailed=True)
    image = with_notes(card, "<b>Farm</b><br>" + "words " * 40).toImage()
    assert image.width() > 200 and image.format() != QImage.Format.Format_Invalid
    panel = image.pixelColor(image.width() - 20, 20)
    assert panel.alpha() == 255  # the parchment panel is painted


def test_the_longest_form_of_a_term_wins_and_each_term_is_told_once():
    from everdell_desktop.core.words import Term

    glossary = Glossary([
        Term("city", "city", ("City",), "Your cards."),
        Term("lost", "Lost City", (), "The end of the path."),
    ])  # fmt: skip
    assert [t.id for t in glossary.terms_in("Reach the Lost City, then the city, city")] == [
        "lost",
        "city",
    ]
    assert glossary.explain("nothing here") == "nothing here"


def test_the_rules_reference_has_an_index_a_search_and_the_glossary(window, qtbot):
    start(window, "everdell")
    rules = window.show_rules()
    headings = [rules.index.item(row).text().strip() for row in range(rules.index.count())]
    assert headings[0].startswith("Everdell") and "Events" in headings and "Glossary" in headings
    assert "Meadow" in rules.browser.toPlainText()
    rules.search.setText("Meadow")  # typed into the search box
    found = rules.find("Meadow")
    assert found >= 3 and rules.found.text() == f"{found} found"
    hidden = [rules.index.item(row).isHidden() for row in range(rules.index.count())]
    assert any(hidden) and not all(hidden)  # only the sections that mention it
    assert rules.browser.textCursor().selectedText() == "Meadow"
    assert rules.find_next() and rules.browser.textCursor().selectedText() == "Meadow"
    rules.search.setText("zzzz")
    assert rules.found.text() == "Not found" and not rules.find_next()
    rules.search.clear()
    assert not any(rules.index.item(row).isHidden() for row in range(rules.index.count()))
    last = rules.index.item(rules.index.count() - 1)
    rules.browser.verticalScrollBar().setValue(0)
    rules.index.itemClicked.emit(last)
    assert rules.browser.verticalScrollBar().value() > 0  # jumped down to the glossary


def test_the_rules_reference_in_korean(window):
    window.set_language("ko")
    try:
        start(window, "emerland")
        rules = window.show_rules()
        headings = [rules.index.item(row).text().strip() for row in range(rules.index.count())]
        assert "용어집" in headings and "꽃 면(업그레이드)" in headings
        assert rules.find("고고학자") > 0
    finally:
        window.set_language("en")

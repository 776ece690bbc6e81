"""The whole window in Korean (issue 19): menus, panels, both tables, the dialogs and the final
scores show no English word; the language follows the system or --lang and changes without a
restart; Hangul is drawn with the bundled font and fits on the cards."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QLocale, QRectF
from PySide6.QtGui import QFontMetricsF, QImage, QTextLayout
from PySide6.QtWidgets import (
    QAbstractButton,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QTableWidget,
    QWidget,
)

from everdell_desktop.core import registry, words
from everdell_desktop.session import SeatSpec
from everdell_desktop.ui import i18n, theme
from everdell_desktop.ui.card_style import card_layout
from everdell_desktop.ui.dialogs import NewGameDialog, NewGameSpec, ScoreBreakdownDialog
from everdell_desktop.ui.items import CardItem, LabelItem, PanelItem

# Words that stay as they are in Korean: the app's name, the AI, key names, and "Language"
# beside its Korean name in the View menu (for whoever cannot read the language shown).
KEPT = {"everdell", "desktop", "ai", "ctrl", "alt", "shift", "esc", "enter", "language"}
SEATS = [SeatSpec("안나"), SeatSpec("벤")]


@pytest.fixture
def korean(window):
    window.set_language("ko")
    yield window
    window.set_language("en")


def english_in(texts) -> set[str]:
    """The English words among ``texts`` (Latin words of two letters or more)."""
    found = set()
    for text in texts:
        plain = re.sub(r"<[^>]+>", " ", text or "")
        found |= {w for w in re.findall(r"[A-Za-z]{2,}", plain) if w.lower() not in KEPT}
    return found


def widget_texts(root: QWidget) -> list[str]:
    texts = [root.windowTitle()]
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(root) and widget is not root:
            continue
        if isinstance(widget, QLabel | QAbstractButton):
            texts += [widget.text(), widget.toolTip()]
        elif isinstance(widget, QLineEdit):
            texts.append(widget.placeholderText())
        elif isinstance(widget, QListWidget):
            texts += [widget.item(r).text() for r in range(widget.count())]
            texts += [widget.item(r).toolTip() for r in range(widget.count())]
        elif isinstance(widget, QTableWidget):
            for header in (widget.horizontalHeaderItem, widget.verticalHeaderItem):
                texts += [header(i).text() for i in range(20) if header(i) is not None]
    return texts


def menu_texts(window) -> list[str]:
    texts = []
    for menu in window.menuBar().findChildren(QMenu):
        texts.append(menu.title())
        texts += [
            action.text()
            for action in menu.actions()
            if action.text() not in i18n.LANGUAGES.values()
        ]
    return texts


def scene_texts(scene) -> list[str]:
    texts = []
    for item in scene.by_key.values():
        texts.append(item.toolTip())
        if isinstance(item, PanelItem):
            texts += [item.title, item.subtitle]
        elif isinstance(item, LabelItem):
            texts.append(item.text)
        elif isinstance(item, CardItem) and item.face is not None:
            face = item.face
            texts += [face.name, face.text, face.tag, face.footer]
    return texts


def play(session, moves: int) -> None:
    for _ in range(moves):
        legal = session.human_legal_actions()
        if not legal:
            break
        session.submit(legal[len(legal) // 2])


# every game that speaks Korean, and the base game with its expansion
TABLES = {
    "emerland": {},
    "everdell": {},
    "spirecrest": {"expansion": "spirecrest"},
    "duo": {},
    "emerge": {},
}


def game_of(table: str):
    return registry.get("everdell" if table == "spirecrest" else table)


@pytest.mark.parametrize("table", TABLES)
def test_the_whole_window_and_the_table_are_in_korean(korean, table):
    definition = game_of(table)
    config = definition.make_config(players=2, **TABLES[table])
    session = korean.start_game(NewGameSpec(definition, config, 4, SEATS))
    play(session, 14)
    korean.refresh(animate=False)
    texts = menu_texts(korean) + widget_texts(korean) + scene_texts(korean.scene)
    texts += [dock.windowTitle() for dock in korean.docks] + [korean.statusBar().currentMessage()]
    assert english_in(texts) == set()
    assert any(re.search("[가-힣]", text or "") for text in scene_texts(korean.scene))


@pytest.mark.parametrize("table", TABLES)
def test_the_solo_game_and_its_bot_are_in_korean(korean, table):
    definition = game_of(table)
    bot, levels = next(iter(definition.solo_bots.items()))
    config = definition.make_config(players=1, solo=bot, difficulty=levels[-1], **TABLES[table])
    session = korean.start_game(NewGameSpec(definition, config, 6, [SEATS[0]]))
    play(session, 10)
    korean.refresh(animate=False)
    assert english_in(scene_texts(korean.scene) + korean.log_panel.lines()) == set()


def test_the_dialogs_and_the_final_scores_are_in_korean(korean, qtbot):
    dialog = NewGameDialog(korean)
    qtbot.addWidget(dialog)
    speaking = {plugin.name for plugin in registry.plugins() if "ko" in plugin.languages}
    for index in range(dialog.game_box.count()):
        if dialog.game_box.itemData(index) not in speaking:
            continue  # a game whose words have no Korean yet shows them in English
        dialog.game_box.setCurrentIndex(index)
        dialog.players.setValue(1)
        assert english_in([*widget_texts(dialog), dialog.solo_box.itemText(0)]) == set()
    from everdell_desktop.ui.load_dialog import LoadGameDialog
    from everdell_desktop.ui.statistics_dialog import StatisticsDialog

    for other in (LoadGameDialog(korean.saves, korean), StatisticsDialog(korean.paths, korean),
                  korean.campaign_dialog("everdell")):  # fmt: skip
        qtbot.addWidget(other)
        assert english_in(widget_texts(other)) == set(), type(other).__name__
    game = registry.get("emerland")
    session = korean.start_game(NewGameSpec(game, game.make_config(players=2), 4, SEATS))
    scores = session.scores()
    final = ScoreBreakdownDialog(["안나", "벤"], scores, korean, tiebreak_words=["x"],
                                 words=i18n.game_words(game))  # fmt: skip
    qtbot.addWidget(final)
    assert english_in(widget_texts(final)) == set()
    assert "승리" in final.headline.text()


def test_the_language_changes_without_a_restart(window):
    game = registry.get("everdell")
    session = window.start_game(NewGameSpec(game, game.make_config(players=2), 4, SEATS))
    play(session, 3)
    english_log = window.log_panel.lines()
    window.set_language("ko")
    assert window.menuBar().actions()[0].text() == "게임(&G)"
    assert [dock.windowTitle() for dock in window.docks] == ["점수", "게임 기록", "가능한 수"]
    assert window.session is session and len(window.log_panel.lines()) == len(english_log)
    assert window.log_panel.lines() != english_log and not english_in(window.log_panel.lines())
    assert window.settings.language == "ko" and words.language() == "ko"
    window.set_language("en")
    assert window.log_panel.lines() == english_log
    assert window.menuBar().actions()[0].text() == "&Game"


def test_the_language_follows_the_system_and_the_setting(window, monkeypatch):
    monkeypatch.setattr(i18n.QLocale, "system", staticmethod(lambda: QLocale("ko_KR")))
    assert i18n.system_language() == "ko"
    monkeypatch.setattr(i18n.QLocale, "system", staticmethod(lambda: QLocale("fr_FR")))
    assert i18n.system_language() == "en"  # a language the app does not speak: English


def test_lang_on_the_command_line(qtbot, capsys):
    from everdell_desktop.cli import main
    from everdell_desktop.ui.app import run_app

    with pytest.raises(SystemExit) as stopped:
        main(["--lang", "xx"])
    assert stopped.value.code == 2 and "invalid choice" in capsys.readouterr().err
    try:
        assert run_app(quit_after_ms=300, language="ko") == 0
        assert words.language() == "ko" and i18n.tr("Cancel") == "취소"
    finally:
        i18n.set_language("en")


def test_hangul_is_drawn_with_the_bundled_font(qapp):
    assert "NanumSquareRound" in theme.families()
    layout = QTextLayout("에버델 한글 Cabin", theme.pixel_font(20))
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    families = {run.rawFont().familyName() for run in layout.glyphRuns()}
    assert families == {"Cabin", "NanumSquareRound"}  # no system font: none has Hangul here


def korean_faces(game: str) -> set:
    """Every card face of ``game`` (both sides of Emerland's) in Korean."""
    words.set_language("ko")
    if game == "emerland":
        from everdell_desktop.games.emerland.data import tables
        from everdell_desktop.ui.emerland.text import card_face

        cards = range(len(tables().card_design))
        return {card_face(cid, upgraded) for cid in cards for upgraded in (False, True)}
    if game == "duo":
        from everdell_desktop.games.duo.engine import CARDS
        from everdell_desktop.games.duo.skunk import GOOD_NEWS
        from everdell_desktop.ui.duo.faces import card_face, good_news_face

        faces = {card_face(card) for card in range(len(CARDS))}
        return faces | {good_news_face(news) for news in range(len(GOOD_NEWS))}
    if game == "emerge":
        from everdell_desktop.games.emerge.engine import T
        from everdell_desktop.ui.emerge.faces import goal_face, tile_face, token_face

        faces = {token_face(token) for token in range(len(T.token_types))}
        faces |= {goal_face(goal, value) for goal in range(len(T.goals)) for value in (5, 1)}
        return faces | {tile_face(tile) for tile in range(len(T.tiles))}
    if game == "spirecrest":
        from everdell_desktop.games.everdell.spirecrest.common import SPIRE
        from everdell_desktop.ui.everdell import spire_faces

        faces = {spire_faces.discovery_face(card) for card in range(len(SPIRE.discoveries))}
        faces |= {spire_faces.weather_face(card) for card in range(len(SPIRE.weather))}
        faces |= {spire_faces.tile_face(tile) for tile in range(len(SPIRE.tiles))}
        return faces | {spire_faces.everdell_face()}
    from everdell_desktop.games.everdell.data import game_data
    from everdell_desktop.ui.everdell.faces import card_face

    return {card_face(index) for index in range(len(game_data().cards))}


@pytest.mark.parametrize("game", TABLES)
def test_korean_fits_on_every_card(qapp, game):
    """Names fit their band at a readable size; a zoomed card shows all its text, and no line
    of it is wider than the card (nothing is clipped)."""
    try:
        for face in korean_faces(game):
            table = card_layout(face, QRectF(0, 0, 156, 218), False)
            assert table.name_font.pixelSize() >= 11, face.name
            zoom = card_layout(face, QRectF(0, 0, 300, 420), True)
            assert not any(line.endswith("\u2026") for line in zoom.lines), face.name
            metrics = QFontMetricsF(theme.pixel_font(zoom.body_pixels))
            widest = max(metrics.horizontalAdvance(line) for line in zoom.lines)
            assert widest <= zoom.body.width() + 0.5, (face.name, zoom.lines)
    finally:
        words.set_language("en")


def test_a_korean_screenshot_of_each_table(qapp, tmp_path):
    from everdell_desktop.ui.screenshot import render_screenshot

    for name, options in TABLES.items():
        game = game_of(name)
        out = render_screenshot(game, game.make_config(players=2, **options), 3, 30,
                                tmp_path / f"{name}.png", (1280, 720), language="ko")  # fmt: skip
        image = QImage(str(out))
        assert (image.width(), image.height()) == (1280, 720)
        assert image.pixelColor(640, 360) != image.pixelColor(5, 5)  # a table, not a blank
    i18n.set_language("en")

"""The dialog audit (issue 41 §4): every dialog a player meets fits the screen and cuts no
word of its buttons and labels.

It runs on Qt's offscreen platform given one screen of the audited size
(:func:`offscreen_platform`), so each dialog sizes itself for that screen as on a desktop. A
main window filling the screen is opened on a mid-game table and each dialog is opened on
it as the player opens it: the first start's "New to the game?" box, New game (with each
game chosen), Save, the final scores, Campaign (with each campaign chosen), About and its
notices, Statistics and the rules reference. In each,
every visible button, label and list of choices is measured: a text is cut when its font
needs more width than the widget gives it (a label that wraps its words is never cut). A
dialog is too large when it and its title bar need more than the screen's available area
less a desktop's panel.
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Callable

from PySide6.QtCore import QSize
from PySide6.QtGui import Qt, QTextDocument  # QtGui's Qt: mightBeRichText too
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QLabel,
    QMessageBox,
    QPushButton,
    QWidget,
)

from . import i18n
from .dialogs import ScoreBreakdownDialog, show_about

TASKBAR_PX = 48  # what a desktop's panel takes of the screen's height
TITLE_BAR_PX = 32  # what the window manager adds above a dialog
BUTTON_PADDING_PX = 8  # the room a push button's frame keeps around its label
MAIN_CHOICES = ("game_box", "campaign_box")  # a dialog's list whose every choice is audited


def offscreen_platform(screen: tuple[int, int]) -> str:
    """The ``QT_QPA_PLATFORM`` value (set before the application is made) of a platform that
    draws nothing and has one screen of ``screen`` pixels at 96 dpi."""
    width, height = screen
    one_screen = {"name": "audit", "x": 0, "y": 0, "width": width, "height": height}
    config = {"screens": [{**one_screen, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}
    with tempfile.NamedTemporaryFile(
        "w", prefix="everdell-screen-", suffix=".json", delete=False
    ) as file:
        json.dump(config, file)
    return f"offscreen:configfile={file.name}"


def available_area(dialog: QWidget) -> QSize:
    """The room a dialog gets on its screen: what the screen offers less a desktop's panel."""
    room = dialog.screen().availableGeometry()
    return QSize(room.width(), room.height() - TASKBAR_PX)


def cut_texts(dialog: QWidget) -> list[str]:
    """The texts of ``dialog``'s visible widgets that their widget is too narrow for."""
    cut = []
    for widget in dialog.findChildren(QWidget):
        if widget.isVisibleTo(dialog) and needs_more_room(widget):
            cut.append(f"{type(widget).__name__}: {shown_text(widget)}")
    return cut


def shown_text(widget: QWidget) -> str:
    if isinstance(widget, QComboBox):
        return widget.currentText()
    return widget.text() if isinstance(widget, (QAbstractButton, QLabel)) else ""


def needs_more_room(widget: QWidget) -> bool:
    if isinstance(widget, QPushButton):
        room = widget.contentsRect().width() - BUTTON_PADDING_PX
        return _text_width(widget, _button_text(widget)) > room
    if isinstance(widget, (QAbstractButton, QComboBox)):
        return bool(shown_text(widget)) and widget.sizeHint().width() > widget.width()
    if isinstance(widget, QLabel) and widget.text() and not widget.wordWrap():
        return _label_width(widget) > widget.contentsRect().width()
    return False


def _text_width(widget: QWidget, text: str) -> int:
    """The width of a text's longest line in the widget's font."""
    lines = text.splitlines() or [""]
    return max(widget.fontMetrics().horizontalAdvance(line) for line in lines)


def _button_text(button: QAbstractButton) -> str:
    """A button's label as drawn: its shortcut's ampersand is not."""
    return button.text().replace("&&", "\0").replace("&", "").replace("\0", "&")


def _label_width(label: QLabel) -> float:
    """The width a label's text needs on one line, rich text laid out as the label does."""
    plain = label.textFormat() == Qt.TextFormat.PlainText
    if plain or not Qt.mightBeRichText(label.text()):
        return _text_width(label, label.text())
    document = QTextDocument()
    document.setDefaultFont(label.font())
    document.setHtml(label.text())
    return document.idealWidth()


def too_large(dialog: QWidget) -> bool:
    room = available_area(dialog)
    return dialog.width() > room.width() or dialog.height() + TITLE_BAR_PX > room.height()


def audit_dialog(dialog: QWidget) -> list[str]:
    """What does not fit in ``dialog``, on its screen."""
    problems = cut_texts(dialog)
    if too_large(dialog):
        size = f"{dialog.width()}x{dialog.height()}"
        problems.append(f"the dialog ({size}) is larger than the screen's room")
    return problems


def audit_each_choice(dialog: QWidget) -> list[str]:
    """:func:`audit_dialog` for each choice of the dialog's main list (New game's games,
    Campaign's campaigns: each lays the dialog out anew), the choice named before what it
    found."""
    problems = audit_dialog(dialog)
    chooser = next((getattr(dialog, name) for name in MAIN_CHOICES if hasattr(dialog, name)), None)
    if chooser is None:
        return problems
    for index in range(chooser.count()):
        chooser.setCurrentIndex(index)
        QApplication.processEvents()
        problems += [f"{chooser.currentText()}: {problem}" for problem in audit_dialog(dialog)]
    return problems


def dialog_openers(window) -> dict[str, Callable[[], QWidget]]:
    """How each audited dialog is opened on ``window`` (a game on its table)."""

    def final_scores() -> QWidget:
        session = window.session
        dialog = ScoreBreakdownDialog(
            window._names(),
            session.scores(),
            window,
            tiebreak_words=window.scene.tiebreak_words(),
            words=i18n.game_words(session.game),
            review=window.review_game,
        )
        dialog.open()
        return dialog

    def notices() -> QWidget:
        box = show_about(window)
        details = next(
            button
            for button in box.buttons()
            if box.buttonRole(button) == QMessageBox.ButtonRole.ActionRole
        )
        details.click()  # "Show Details...": the third-party notices
        return box

    def save() -> QWidget:
        dialog = window.save_name_dialog()
        dialog.open()
        return dialog

    return {
        "first start": window.offer_first_game,
        "new game": window.new_game_dialog,
        "save": save,
        "final scores": final_scores,
        "campaign": window.campaign_dialog,
        "about": lambda: show_about(window),
        "notices": notices,
        "statistics": window.show_statistics,
        "rules": window.show_rules,
    }


def run(screen: tuple[int, int], language: str | None = None) -> dict[str, list[str]]:
    """Each dialog's problems (empty when it fits), the main window of ``screen`` pixels (the
    screen's size: see :func:`offscreen_platform`) with a game of the most players the listed
    games allow (the first such in the listing: Emerland at four today), some moves in."""
    from everdell_desktop.core import registry

    from .screenshot import played_window

    game = max((p.definition for p in registry.listed()), key=lambda g: g.max_players)
    players = game.max_players
    window = played_window(game, game.make_config(players=players), 3, 8, screen, language)
    app = QApplication.instance()
    try:
        found = {}
        for name, opener in dialog_openers(window).items():
            dialog = opener()
            app.processEvents()
            found[name] = audit_each_choice(dialog)
            dialog.close()
        return found
    finally:
        window.close()
        window.deleteLater()
        app.processEvents()

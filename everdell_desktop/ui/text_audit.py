"""The text audit (issue 41 §4): how large every text of a mid-game table is on screen, and how
many texts are cut.

A seeded game is advanced some moves by a seeded random agent and laid out in a window of the
given size. Every text drawn is then measured where it is drawn: each scene item is painted
again with a :class:`TextRecorder` (a painter that notes every ``drawText``), card faces and
tiles through their style as the renderer paints them, and the window's widgets (the action
bar, the log, the side panels) are read. A text's size on screen is its font's pixel size
times the item's scale on screen. A text is cut when it ends in an ellipsis or overflows the
box it is drawn in, unless its item's tooltip holds it whole; each card on the table is also
painted as the zoom shows it, where nothing may be cut at all.
"""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontInfo, QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QApplication, QPushButton, QStyleOptionGraphicsItem

from . import card_style, theme
from .items import CardItem

KINDS = ("name", "cost", "points", "body", "footer", "prompt", "log", "panel")
ELLIPSIS = "\u2026"
MOST_PLAYERS = 4  # each table is audited at its fullest, up to four players
MODE_FIELD = "mode"  # a game's ways to play (Duo: competitive, coop, challenge)


@dataclass(slots=True)
class Audit:
    """The smallest on-screen size per kind of text, and the texts found cut."""

    min_px: dict[str, float] = field(default_factory=dict)
    cut: list[str] = field(default_factory=list)

    def note(self, kind: str, pixels: float) -> None:
        self.min_px[kind] = round(min(self.min_px.get(kind, math.inf), pixels), 1)

    def report(self) -> dict:
        return {
            "min_px": {kind: self.min_px[kind] for kind in KINDS if kind in self.min_px},
            "elided": len(self.cut),
            "cut": self.cut,
        }


def font_pixels(font) -> float:
    """A font's height in pixels (a point-sized widget font converted by the screen)."""
    return font.pixelSize() if font.pixelSize() > 0 else QFontInfo(font).pixelSize()


def overflows(font, rect: QRectF, flags: int, text: str) -> bool:
    """Does ``text`` need more room than ``rect`` (where drawText clips it)? A third of a
    line of height is tolerated: a single line centred in a tight box loses no glyph."""
    if flags & int(Qt.TextFlag.TextDontClip):
        return False
    bound = QFontMetricsF(font).boundingRect(rect, flags, text)
    too_tall = bound.height() - rect.height() > font_pixels(font) / 3
    return too_tall or bound.width() - rect.width() > 1


class TextRecorder(QPainter):
    """A painter that notes what each ``drawText`` writes and in which font and box; the
    drawing itself is skipped (nothing looks at the image)."""

    def __init__(self) -> None:
        self.image = QImage(8, 8, QImage.Format.Format_ARGB32_Premultiplied)
        super().__init__(self.image)
        self.texts: list[tuple[str, float, bool, tuple[str, ...]]] = []

    def drawText(self, *args) -> None:
        text, cut = _text_and_cut(self.font(), args)
        callers = tuple(_callers(sys._getframe(1)))
        self.texts.append((text, font_pixels(self.font()), cut, callers))


def _callers(frame, depth: int = 6):
    for _ in range(depth):
        if frame is None:
            return
        yield frame.f_code.co_name
        frame = frame.f_back


def _text_and_cut(font, args) -> tuple[str, bool]:
    """The text of a drawText call, and whether its box cuts it."""
    if isinstance(args[0], (QPointF, int, float)):
        return str(args[-1]), False
    rect = QRectF(args[0])
    if len(args) == 3 and isinstance(args[2], str):
        flags = int(args[1]) if not isinstance(args[1], str) else 0
        return args[2], overflows(font, rect, flags, args[2])
    text = args[1]
    return text, overflows(font, rect, 0, text)


def card_text_kind(text: str, face: card_style.CardFace, callers: tuple[str, ...]) -> str:
    """Which part of a card face a drawn text is, from the helper that drew it and the
    face's own words."""
    if "paint_cost" in callers:
        return "cost"
    if "paint_points" in callers or text == str(face.points):
        return "points"
    if "_paint_footer" in callers:
        return "footer"
    words = text.rstrip(ELLIPSIS).strip()
    if words and words in face.name:
        return "name"
    return "body"


def screen_scale(view, item) -> float:
    """Screen pixels per unit of the item's own coordinates."""
    transform = item.sceneTransform() * view.transform()
    return math.hypot(transform.m11(), transform.m12())


def is_seen(view, item) -> bool:
    """Drawn and inside the part of the table the window shows."""
    if not item.isVisible() or item.effectiveOpacity() <= 0.01:
        return False
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    return shown.intersects(item.sceneBoundingRect())


def item_kind(scene, item) -> str:
    """The audit's kind of a scene text that is not on a card face."""
    key = item.key
    if key.startswith("opt:") or key == "prompt_text":
        return "prompt"
    if any(key == turn_key for turn_key, _ in getattr(scene, "TURN_BUTTONS", ())):
        return "prompt"
    return "panel"


def audit_scene(view, scene, audit: Audit) -> None:
    for item in scene.items():
        if not hasattr(item, "key") or not is_seen(view, item):
            continue
        scale = screen_scale(view, item)
        kind_of = _kind_rule(scene, item)
        if isinstance(item, CardItem) and type(item).paint is CardItem.paint:
            audit_card(item, scale, audit)  # its face comes from the renderer
        recorder = TextRecorder()
        try:
            item.paint(recorder, QStyleOptionGraphicsItem(), None)
        finally:
            recorder.end()
        for text, pixels, cut, callers in recorder.texts:
            if not text.strip():
                continue
            kind = kind_of(text, callers)
            audit.note(kind, pixels * scale)
            if counts_as_cut(item, kind, text, cut):
                audit.cut.append(f"{item.key}: {text}")


def _kind_rule(scene, item):
    """How the texts an item paints itself are sorted into kinds: a card's decorations (its
    count badge, point tags) are points; a chip that paints its own face is read as a face."""
    if isinstance(item, CardItem):
        if type(item).paint is CardItem.paint or item.face is None:
            return lambda text, callers: "points"
        return lambda text, callers: card_text_kind(text, item.face, callers)
    kind = item_kind(scene, item)
    return lambda text, callers: kind


def _whole_one_hover_away(item, kind: str, text: str) -> bool:
    """Hovering the item says the text whole (its tooltip or its own words), or it is a
    card's name and the card's zoom shows it."""
    face = getattr(item, "face", None)
    if kind == "name" and isinstance(face, card_style.CardFace) and tooltip_holds(face.name, text):
        return True
    return tooltip_holds(item.hover_words(), text)


def counts_as_cut(item, kind: str, text: str, clipped: bool) -> bool:
    """A text its box clips (glyphs lost) is cut whatever the hover says; one that ends in an
    ellipsis is cut unless hovering its item says it whole."""
    if clipped:
        return True
    return text.endswith(ELLIPSIS) and not _whole_one_hover_away(item, kind, text)


def tooltip_holds(tooltip: str, text: str) -> bool:
    """The tooltip says the cut text whole: its words (those before an ellipsis) are in it."""
    return bool(tooltip) and " ".join(text.rstrip(ELLIPSIS).split()) in " ".join(tooltip.split())


def audit_card(item: CardItem, scale: float, audit: Audit) -> None:
    """The texts of a card's face (or its back's title) as its renderer paints them."""
    style = item.renderer.style
    rect = item.card_rect()
    recorder = TextRecorder()
    try:
        if item.face is None:
            style.paint_back(recorder, item.back, rect, item.deck)
        elif item.tile is not None:
            style.paint_tile(recorder, item.face, rect)
        else:
            style.paint_card(recorder, item.face, rect)
    finally:
        recorder.end()
    for text, pixels, cut, callers in recorder.texts:
        if not text.strip():
            continue
        kind = "name" if item.face is None else card_text_kind(text, item.face, callers)
        audit.note(kind, pixels * scale)
        if counts_as_cut(item, kind, text, cut):
            audit.cut.append(f"{item.key}: {text}")


def audit_zoom(scene, width: int, audit: Audit) -> None:
    """Every face on the table (a card, a tile that shows one on hover) as the zoom shows
    it: nothing may be cut there."""
    faces = {
        item.face
        for item in scene.items()
        if isinstance(getattr(item, "face", None), card_style.CardFace)
    }
    style = scene.renderer.style
    for face in faces:
        recorder = TextRecorder()
        try:
            style.paint_card(
                recorder, face, QRectF(0, 0, width, width * card_style.CARD_RATIO), True
            )
        finally:
            recorder.end()
        for text, _, cut, _ in recorder.texts:
            if cut or text.endswith(ELLIPSIS):
                audit.cut.append(f"zoom {face.name}: {text}")


def audit_widgets(window, audit: Audit) -> None:
    """The action bar's words and buttons (prompt), the log and the side panels."""
    bar = window.view.bar
    if bar.isVisible():
        for widget in [bar.text, *bar._buttons]:
            if widget.text():
                audit.note("prompt", font_pixels(widget.font()))
                if _cut_button(widget):
                    audit.cut.append(f"action bar: {widget.text()}")
    if window.log_panel.isVisible() and window.log_panel.count():
        audit.note("log", font_pixels(window.log_panel.font()))
    audit_score_panel(window.scores, audit)
    actions = window.actions_panel
    if actions.isVisible():
        audit.note("panel", font_pixels(actions.prompt.font()))
        if actions.list.count():
            audit.note("panel", font_pixels(actions.list.font()))
        if _cut_placeholder(actions.filter):
            audit.cut.append(f"moves filter: {actions.filter.placeholderText()}")


def _cut_button(widget) -> bool:
    if not isinstance(widget, QPushButton):
        return False  # the bar's words grow with the bar; a button may be too narrow
    room = widget.contentsRect().width() - 8
    return widget.fontMetrics().horizontalAdvance(widget.text()) > room


def _cut_placeholder(edit) -> bool:
    """A line edit's hint wider than its room, and not whole one hover away."""
    text = edit.placeholderText()
    room = edit.contentsRect().width() - 8  # the frame's and the text margins
    fits = edit.fontMetrics().horizontalAdvance(text) <= room
    return not fits and not tooltip_holds(edit.toolTip(), text)


def audit_score_panel(panel, audit: Audit) -> None:
    """Its rows' font; a row outside its visible area is cut (the player must scroll)."""
    if not panel.isVisible() or not panel.rowCount():
        return
    audit.note("panel", font_pixels(panel.font()))
    shown = panel.viewport().rect()
    for row in range(panel.rowCount()):
        place = panel.visualItemRect(panel.item(row, 0))
        if not shown.contains(place):
            audit.cut.append(f"scores row {row + 1}")


def audit_window(window, zoom_width: int) -> dict:
    audit = Audit()
    with theme.readable_at(window.view.view_scale()):  # as the view paints the table
        audit_scene(window.view, window.scene, audit)
    audit_zoom(window.scene, zoom_width, audit)
    audit_widgets(window, audit)
    return audit.report()


def audited_tables() -> list[str]:
    """Every game a player may choose: each with every expansion it offers (``game+expansion``),
    each other way to play it (``game:mode``, e.g. Duo's cooperative game) and the last chapter
    of each of its campaigns (``game@campaign``): the tables the audit measures."""
    from everdell_desktop.core import registry

    tables = []
    for plugin in registry.listed():
        tables.append(plugin.name)
        tables.extend(f"{plugin.name}+{expansion}" for expansion in plugin.expansion_names())
        modes = plugin.definition.choice_values(MODE_FIELD)[1:]
        tables.extend(f"{plugin.name}:{mode}" for mode in modes)
        campaigns = plugin.campaigns() if plugin.campaigns else ()
        tables.extend(f"{plugin.name}@{camp.id}" for camp in campaigns if modes)
    return tables


def game_config(table: str):
    """The registry's game and the config of an audited table (``game``, ``game+expansion``,
    ``game:mode`` or ``game@campaign``), at its fullest."""
    from everdell_desktop.core import registry

    table, _, campaign_id = table.partition("@")
    table, _, mode = table.partition(":")
    name, _, expansion = table.partition("+")
    game, plugin = registry.get(name), registry.plugin(name)
    if campaign_id:
        camp = next(camp for camp in plugin.campaigns() if camp.id == campaign_id)
        chapters = [chapter.id for chapter in camp.sequence.chapters()]
        return game, camp.config_for(chapters[-1], chapters)
    options = plugin.expansion_options(expansion or None)
    if mode:
        options[MODE_FIELD] = mode
    return game, game.make_config(players=min(MOST_PLAYERS, game.max_players), **options)


def run(table: str, size: tuple[int, int], seed: int, moves: int, language=None) -> dict:
    """The audit of ``table`` (see :func:`game_config`) after ``moves`` seeded random moves,
    at ``size``."""
    from .main_window import ZOOM_WIDTH
    from .screenshot import played_window

    game, config = game_config(table)
    window = played_window(game, config, seed, moves, size, language)
    try:
        return audit_window(window, theme.scaled(ZOOM_WIDTH))
    finally:
        window.close()
        window.deleteLater()
        QApplication.processEvents()

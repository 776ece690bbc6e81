"""Terms explained where they are met (issue 19): a game's glossary (``core.words``, data in
the game's package) found in any text the window shows — a move in the Moves list or the
action bar, an answer button, a log line — and told in that text's tooltip; and the notes
beside a zoomed card: what its icons mean, its type, and its upgraded (flower) side.
"""

from __future__ import annotations

import re
from html import escape

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen, QPixmap, QTextDocument

from everdell_desktop.core.words import Term, Words

from . import theme
from .card_style import CardFace
from .i18n import tr

HANGUL = re.compile("[\uac00-\ud7a3]")
NOTES_WIDTH = 290  # the notes beside a zoomed card, before the text-size setting
NOTES_PAD, NOTES_GAP = 10, 8


class Glossary:
    """A game's terms in the current language, found in texts by any of their forms."""

    def __init__(self, terms: list[Term]) -> None:
        self.terms = {term.id: term for term in terms}
        forms = sorted(
            ((form, term) for term in terms for form in term.forms()),
            key=lambda pair: -len(pair[0]),
        )
        self._forms = dict(forms)
        self._pattern = re.compile("|".join(_pattern(form) for form, _ in forms)) if forms else None

    @classmethod
    def of(cls, words: Words | None) -> Glossary:
        """The glossary a game's words hold (empty for a game without one)."""
        return cls(words.glossary() if words is not None else [])

    def terms_in(self, text: str) -> list[Term]:
        """The terms ``text`` uses, each once, in the order they appear (the longest form
        wins where forms overlap: "Lost City" before "city")."""
        if self._pattern is None or not text:
            return []
        found: list[Term] = []
        for match in self._pattern.finditer(text):
            term = self._forms[match.group(0)]
            if term not in found:
                found.append(term)
        return found

    def explain(self, text: str) -> str:
        """A tooltip for ``text``: the text, then the meaning of each term it uses (the text
        alone when it uses none)."""
        terms = self.terms_in(text)
        if not terms:
            return text
        lines = "".join(f"<br><b>{escape(t.term)}</b>: {escape(t.meaning)}" for t in terms)
        return f"<qt>{escape(text)}<hr>{lines[4:]}</qt>"

    def meaning(self, term_id: str) -> Term | None:
        return self.terms.get(term_id)


def _pattern(form: str) -> str:
    """A form as a regex: Hangul is matched inside words (particles attach to it), anything
    else as a whole word."""
    escaped = re.escape(form)
    return escaped if HANGUL.search(form) else rf"(?<![\w]){escaped}(?![\w])"


def card_notes(face: CardFace, glossary: Glossary) -> str:
    """What a zoomed card's parts mean, as HTML: its type, the cost icons, the points shield,
    an Artisan's capacity, the upgraded (flower) side, and the terms its text uses."""
    lines = [f"<b>{escape(face.name)}</b>"]
    for term_id in (face.card_type.lower(), "critter" if face.is_critter else "construction"):
        term = glossary.meaning(term_id)
        if term is not None:
            lines.append(f"<b>{escape(term.term)}</b>: {escape(term.meaning)}")
    lines.append(escape(_cost_line(face, glossary)))
    shield = tr("The shield: {points} at the end of the game.")
    lines.append(escape(shield.format(points=_points(face.points))))
    if face.capacity:
        beneath = tr("\u25bc on the card in a city: the cards beneath it, at most {count}.")
        lines.append(escape(beneath.format(count=face.capacity)))
    lines += _flower_lines(face, glossary)
    told = {face.card_type.lower(), "critter", "construction", "upgrade"}
    for term in glossary.terms_in(f"{face.text} {face.footer}"):
        if term.id not in told:
            lines.append(f"<b>{escape(term.term)}</b>: {escape(term.meaning)}")
    return "<br>".join(lines)


def _points(count: int) -> str:
    return (tr("{count} point") if count == 1 else tr("{count} points")).format(count=count)


def _cost_line(face: CardFace, glossary: Glossary) -> str:
    if not face.cost:
        return tr("Top left, the cost: nothing, it is free.")
    parts = []
    for kind, count in face.cost:
        term = glossary.meaning(kind)
        parts.append(f"{count} \u00d7 {term.term if term is not None else kind}")
    return tr("Top left, the cost: {items}.").format(items=", ".join(parts))


def _flower_lines(face: CardFace, glossary: Glossary) -> list[str]:
    upgrade = glossary.meaning("upgrade")
    if face.upgraded:
        line = tr("This card shows its upgraded (flower) side: 1 more point, a stronger ability.")
    elif face.footer_mark and face.footer:
        line = tr("The flower strip at the foot is the upgraded side: {ability}").format(
            ability=face.footer
        )
    else:
        return []
    lines = [escape(line)]
    if upgrade is not None:
        lines.append(f"<b>{escape(upgrade.term)}</b>: {escape(upgrade.meaning)}")
    return lines


def with_notes(card: QPixmap, html: str) -> QPixmap:
    """The zoomed ``card`` with its notes on a parchment panel to its right."""
    ratio = card.devicePixelRatio()
    width, height = card.width() / ratio, card.height() / ratio
    document = QTextDocument()
    document.setDefaultFont(theme.font(9))
    document.setHtml(html)
    panel_w = theme.scaled(NOTES_WIDTH)
    document.setTextWidth(panel_w - 2 * NOTES_PAD)
    panel_h = document.size().height() + 2 * NOTES_PAD
    total_w, total_h = width + NOTES_GAP + panel_w, max(height, panel_h)
    result = QPixmap(round(total_w * ratio), round(total_h * ratio))
    result.setDevicePixelRatio(ratio)
    result.fill(Qt.GlobalColor.transparent)
    painter = QPainter(result)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.drawPixmap(QPointF(0, 0), card)
    panel = QRectF(width + NOTES_GAP, 0, panel_w, panel_h)
    painter.setPen(QPen(theme.GOLD, 2))
    painter.setBrush(theme.PARCHMENT)
    painter.drawRoundedRect(panel.adjusted(1, 1, -1, -1), 8, 8)
    painter.translate(panel.left() + NOTES_PAD, NOTES_PAD)
    document.drawContents(painter)
    painter.end()
    return result

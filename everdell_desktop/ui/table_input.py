"""What the player does on a table, mixed into ``TableScene``: items mapped to the legal actions
they make (a drop, a click, a button that names its move), selecting, choosing among several
actions, dragging with lit targets, and the mouse. Legality is never decided here: an item
lights up as a target exactly when some legal action matches it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QGraphicsSceneMouseEvent, QMenu, QToolTip

from everdell_desktop.core import Action

from .action_bar import final_move_words
from .i18n import tr
from .items import CardItem, PanelItem, TableItem

DRAG_THRESHOLD = 6.0
OPTION_PREFIX = "option:"  # the click key of a button that names one legal action


def menu_chooser(actions: list[Action], labels: list[str]) -> Action | None:
    """The default chooser: a small popup menu at the mouse cursor."""
    menu = QMenu()
    for action, label in zip(actions, labels, strict=True):
        menu.addAction(label).setData(action.encode())
    picked = menu.exec(QCursor.pos())
    if picked is None:
        return None
    return Action.parse(picked.data())


@dataclass(frozen=True, slots=True)
class Selection:
    """What the player selected, for the window's action bar: its ``title``, the ``actions``
    a second click on it may make, and whether it has lit targets to be dropped on."""

    title: str
    actions: list[Action]
    has_targets: bool


class TableInput:
    """The input half of ``TableScene`` (see the module's docstring)."""

    # --- actions <-> items ------------------------------------------------------------------
    def drop_actions(self, drag_key: str, drop_key: str) -> list[Action]:
        """Legal actions meaning 'put the dragged thing there'."""
        return [
            action
            for action in self.legal()
            if self.action_keys(action)[0] == drag_key and drop_key in self.drop_keys(action)
        ]

    def click_actions(self, click_key: str) -> list[Action]:
        """Legal actions meaning 'click this': an answer button's own action, or every action
        that is about the clicked item."""
        if click_key.startswith(OPTION_PREFIX):
            wanted = click_key[len(OPTION_PREFIX) :]
            return [action for action in self.legal() if action.encode() == wanted]
        return [action for action in self.legal() if click_key in self.click_keys(action)]

    def click_keys(self, action: Action) -> set[str]:
        """Every item a click on which may mean ``action`` (those it is about, by default)."""
        return {key for key in self.action_keys(action) if key}

    def choose(self, actions: list[Action]) -> Action | None:
        if not actions:
            return None
        if len(actions) == 1:
            return actions[0]
        labels = [self.session.describe(action) for action in actions]
        return self.chooser(actions, labels)

    def commit(self, actions: list[Action]) -> bool:
        """Ask the window to play one of ``actions`` (the chooser picks among several)."""
        action = self.choose(actions)
        if action is None:
            return False
        self.select(None)
        self.action_chosen.emit(action)
        return True

    def click(self, item: TableItem) -> bool:
        """A click never commits a move by itself, except on a button that names its move:
        it selects the item and shows what it can do (its targets light up, a card shows
        large, the window offers its moves as buttons). A second click on the selected item,
        or a click on one of its lit targets, makes the move. True when a move was made."""
        if item.click_key and item.click_key.startswith(OPTION_PREFIX):
            return self.commit(self.click_actions(item.click_key))
        chosen = self.selected
        if chosen is not None and item.key in self._targets:
            return self.commit(self._targets[item.key])
        if item is chosen:
            return self.commit(self.item_actions(item))
        self.select(item)
        return False

    def item_actions(self, item: TableItem) -> list[Action]:
        """The moves a click on ``item`` may make: those about it, or that move it."""
        key = item.click_key or item.drag_key
        return self.click_actions(key) if key else []

    def select(self, item: TableItem | None) -> None:
        """Select ``item`` (None clears): it and its drop targets light up; a card is shown
        large until the selection ends; ``selection_changed`` tells the window."""
        previous, self.selected = self.selected, None
        for key in self._targets:
            if key in self.by_key:
                self.by_key[key].set_highlight(0)
        self._targets = {}
        if previous is not None and previous.scene() is self:
            previous.set_highlight(self._rest_level(previous))
            previous.lifted = False
        actions = self.item_actions(item) if item is not None else []
        targets = self.legal_targets(item) if item is not None and item.drag_key else {}
        if not actions and not targets:
            if previous is not None:
                self.pin_preview(None)
                self.selection_changed.emit(None)
            return
        self.selected, self._targets = item, targets
        item.set_highlight(2)
        item.lifted = True
        for key in targets:
            self.by_key[key].set_highlight(1)
        if isinstance(item, CardItem):
            self.pin_preview(item)
            self.show_preview(item.face, item)
        self.selection_changed.emit(Selection(self.item_title(item), actions, bool(targets)))

    def item_title(self, item: TableItem) -> str:
        """What the window calls a selected item: a card's name, a place's title ..."""
        if isinstance(item, CardItem) and item.face is not None:
            return item.face.name
        if isinstance(item, PanelItem) and item.title:
            return item.title
        return item.toolTip() or tr("Your selection")

    def _rest_level(self, item: TableItem) -> int:
        """The highlight an item has when nothing is selected (lit when it answers a prompt)."""
        pending = bool(self.view_state.pending) and self.can_act
        key = item.click_key
        lit = pending and key and not key.startswith(OPTION_PREFIX) and self.click_actions(key)
        return 1 if lit else 0

    def drop(self, item: TableItem, target: TableItem | None) -> bool:
        """Drop ``item`` on ``target``: submit the matching action, or slide the item back."""
        actions = []
        if target is not None and item.drag_key and target.drop_key:
            actions = self.drop_actions(item.drag_key, target.drop_key)
        action = self.choose(actions)
        if action is None:
            return False
        self.action_chosen.emit(action)
        return True

    def legal_targets(self, item: TableItem) -> dict[str, list[Action]]:
        targets: dict[str, list[Action]] = {}
        for key, candidate in self.by_key.items():
            if candidate is item or not candidate.drop_key:
                continue
            actions = self.drop_actions(item.drag_key, candidate.drop_key)
            if actions:
                targets[key] = actions
        return targets

    # --- mouse ------------------------------------------------------------------------------
    def _card_hovered(self, item: CardItem, entered: bool) -> None:
        if self._press is not None:
            return  # a card carried over others shows nothing
        self.show_preview(item.face if entered else None, item)

    def _top_item(self, pos: QPointF, wanted: Callable[[TableItem], bool]) -> TableItem | None:
        for candidate in self.items(pos):
            if isinstance(candidate, TableItem) and wanted(candidate):
                return candidate
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pos = event.scenePos()
        if event.button() == Qt.MouseButton.RightButton:
            card = self._top_item(pos, lambda i: isinstance(i, CardItem) and i.face is not None)
            self.pin_preview(card)
            if card is not None:
                self.show_preview(card.face, card)
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton:
            item = self._top_item(pos, lambda i: bool(i.drag_key or i.click_key))
            if item is not None:
                self._press = (item, pos, item.pos())
                self._dragging = False
                event.accept()
                return
            self.select(None)
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A second click in quick succession is another click: Qt sends it as a double-click
        (press, release, double-click, release), and no item handles that, so without this
        the second move would be lost."""
        self.mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            super().mouseMoveEvent(event)
            return
        item, start, home = self._press
        delta = event.scenePos() - start
        if not self._dragging:
            if not item.drag_key or delta.manhattanLength() < DRAG_THRESHOLD:
                return
            self._start_drag(item)
        item.setPos(home + delta)
        hovered = self._target_at(event.scenePos(), item)
        for key in self._targets:
            self.by_key[key].set_highlight(2 if hovered is self.by_key[key] else 1)
        self._say_if_final(hovered, event.screenPos())
        event.accept()

    def _say_if_final(self, target: TableItem | None, where: QPoint) -> None:
        """Over a lit target whose drop cannot be undone, say so at the pointer (as the move's
        button says in its tooltip); over anything else, say nothing. Worked out once per
        target the drag enters."""
        key = target.key if target is not None else None
        if key == self._drop_said[0]:
            return
        words = self.drop_warning(key) if key is not None else ""
        self._drop_said = (key, words)
        if words:
            QToolTip.showText(where, words)
        else:
            QToolTip.hideText()

    def drop_warning(self, target_key: str) -> str:
        """What dropping the dragged thing on the lit target ``target_key`` warns of before it
        is made ("... it cannot be undone."), or "" when Undo could take it back."""
        for action in self._targets.get(target_key, []):
            if warning := self.session.final_move_warning(action):
                return final_move_words(warning)
        return ""

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            super().mouseReleaseEvent(event)
            return
        item, _start, home = self._press
        dragging, self._press, self._dragging = self._dragging, None, False
        event.accept()
        if not dragging:
            self.click(item)
            return
        target = self._target_at(event.scenePos(), item)
        self._end_drag(item)
        if not self.drop(item, target):
            self.animator.move(item, home)

    def _start_drag(self, item: TableItem) -> None:
        self.select(None)
        self._dragging = True
        self.pin_preview(None)
        self._targets = self.legal_targets(item)
        item.setZValue(item.zValue() + 500)
        item.lifted = True
        for key in self._targets:
            self.by_key[key].set_highlight(1)

    def _end_drag(self, item: TableItem) -> None:
        if self._drop_said[1]:
            QToolTip.hideText()
        self._drop_said = (None, "")
        item.setZValue(item.zValue() - 500)
        item.lifted = False
        for key in self._targets:
            if key in self.by_key:
                self.by_key[key].set_highlight(0)
        self._targets = {}

    def _target_at(self, pos: QPointF, dragged: TableItem) -> TableItem | None:
        for candidate in self.items(pos):
            if (
                isinstance(candidate, TableItem)
                and candidate is not dragged
                and candidate.key in self._targets
            ):
                return candidate
        return None

    def pointer_words(self) -> str:
        """What the drag now says at the pointer ("": nothing; for tests: a hidden tooltip
        fades out on a timer)."""
        return self._drop_said[1]

    def dragging_targets(self) -> set[str]:
        """Keys of the items lit up as legal targets of the current drag (for tests)."""
        return set(self._targets)

"""The main window's menus, shortcuts, side panels and the preferences they set."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QApplication, QDockWidget, QMenu, QWidget

from . import i18n, launch, theme
from .animator import SPEEDS
from .dialogs import show_about
from .i18n import tr
from .table_view import ZOOM_STEP
from .tutorial import tutorial_title
from .window_flows import tutorials

GRACE_CHOICES = (0.0, 1.0, 2.0, 3.0, 5.0)  # seconds an AI may wait after a human's turn


def grace_label(seconds: float) -> str:
    return tr("{seconds} s").format(seconds=f"{seconds:g}") if seconds else tr("No wait")


class MenusMixin:
    """Builds the window's menus and docks and applies what the player chooses in them
    (language, text size, layout, coach, turn-end waits). Mixed into MainWindow."""

    # --- building ---------------------------------------------------------------------------
    def _dock(self, name: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        """A side panel; ``name`` (English) is its object name, which the saved layout uses."""
        dock = QDockWidget(self)
        dock.setObjectName(name.replace(" ", "_"))
        dock.setWidget(widget)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        self.addDockWidget(area, dock)
        return dock

    def _menu_action(self, menu, text: str, slot, shortcut=None) -> QAction:
        action = menu.addAction(text)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _name_docks(self) -> None:
        titles = (tr("Scores"), tr("Game log"), tr("Moves"))
        for dock, title in zip(self.docks, titles, strict=True):
            dock.setWindowTitle(title)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(tr("&Game"))
        self.new_action = self._menu_action(
            game, tr("&New game…"), self.new_game_dialog, QKeySequence.StandardKey.New
        )
        self.campaign_action = self._menu_action(game, tr("&Campaign…"), self.campaign_dialog)
        self.save_action = self._menu_action(
            game, tr("&Save…"), self.save_game, QKeySequence.StandardKey.Save
        )
        self.load_action = self._menu_action(
            game, tr("&Load…"), self.load_game_dialog, QKeySequence.StandardKey.Open
        )
        game.addSeparator()
        self._menu_action(game, tr("Quick-save"), self.quick_save, "F5")
        self._menu_action(game, tr("Quick-load"), self.quick_load, "F9")
        game.addSeparator()
        self.statistics_action = self._menu_action(game, tr("S&tatistics…"), self.show_statistics)
        game.addSeparator()
        self._build_coach_menu(game)
        game.addSeparator()
        self._build_turn_end_menu(game)
        game.addSeparator()
        self.quit_action = self._menu_action(
            game, tr("&Quit"), self.close, QKeySequence.StandardKey.Quit
        )
        edit = bar.addMenu(tr("&Edit"))
        self.undo_action = self._menu_action(
            edit, tr("&Undo"), self.undo, QKeySequence.StandardKey.Undo
        )
        self.undo_action.setEnabled(self.session is not None and self.session.can_undo())
        view = bar.addMenu(tr("&View"))
        speeds = {tr(label): value for label, value in SPEEDS.items()}
        self.speed_actions = self._choice_menu(
            view.addMenu(tr("Animation speed")),
            speeds,
            self.animator.speed,
            self.set_animation_speed,
        )
        self._build_layout_menu(view)
        self.language_actions = self._choice_menu(
            view.addMenu(tr("Language")),
            {name: code for code, name in i18n.LANGUAGES.items()},
            i18n.current(),
            self.set_language,
        )
        view.addSeparator()
        self.previous_move_action = self._menu_action(
            view, tr("Previous move of the round"), lambda: self.review_step(-1), "Alt+Left"
        )
        self._menu_action(
            view, tr("Next move of the round"), lambda: self.review_step(1), "Alt+Right"
        )
        self._menu_action(view, tr("Back to the game"), self.back_to_game, "Escape")
        self.find_move_action = self._menu_action(
            view, tr("Find a move (keyboard)"), self.focus_moves, QKeySequence.StandardKey.Find
        )
        help_menu = bar.addMenu(tr("&Help"))
        self._menu_action(help_menu, tr("&Rules reference"), self.show_rules, "F1")
        self._build_tutorial_menu(help_menu)
        self._menu_action(help_menu, tr("&About"), lambda: show_about(self))

    def _build_tutorial_menu(self, help_menu) -> None:
        """Help ▸ Tutorial: a guided first game per game that has one. Its entries are made when
        the menu first opens: listing the games imports every game, which the first frame of a
        table should not wait for."""
        self.tutorial_menu = help_menu.addMenu(tr("&Tutorial"))
        self._tutorial_actions: dict[str, QAction] = {}
        self.tutorial_menu.aboutToShow.connect(self.tutorial_actions)

    def tutorial_actions(self) -> dict[str, QAction]:
        """The Tutorial menu's entry per game, made on first use."""
        if not self._tutorial_actions:
            for key, entry in tutorials().items():
                self._tutorial_actions[key] = self._menu_action(
                    self.tutorial_menu,
                    tutorial_title(entry),
                    lambda _=False, k=key: self.offer_tutorial(k),
                )
        return self._tutorial_actions

    def _build_layout_menu(self, view) -> None:
        """Zoom, the side panels, the text size and the window's layout."""
        self.zoom_in_action = self._menu_action(
            view,
            tr("Zoom in"),
            lambda: self.view.zoom_by(ZOOM_STEP),
            QKeySequence.StandardKey.ZoomIn,
        )
        self.zoom_in_action.setShortcuts(
            [QKeySequence(QKeySequence.StandardKey.ZoomIn), QKeySequence("Ctrl+=")]
        )
        self.zoom_out_action = self._menu_action(
            view, tr("Zoom out"), lambda: self.view.zoom_by(1 / ZOOM_STEP), "Ctrl+-"
        )
        self.fit_action = self._menu_action(
            view, tr("Fit table to window"), self.view.fit, "Ctrl+0"
        )
        view.addSeparator()
        self.panels_action = self._menu_action(
            view, tr("Side panels"), self.set_panels_visible, "F8"
        )
        self.panels_action.setCheckable(True)
        self.panels_action.setChecked(any(not dock.isHidden() for dock in self.docks))
        panels = view.addMenu(tr("Panels"))
        for dock in self.docks:
            panels.addAction(dock.toggleViewAction())
        self.text_actions = self._choice_menu(
            view.addMenu(tr("Text size")),
            {tr(label): value for label, value in theme.TEXT_SCALES.items()},
            self.settings.text_scale,
            self.set_text_scale,
        )
        self._menu_action(view, tr("Full screen"), self.toggle_full_screen, "F11")
        self.reset_layout_action = self._menu_action(view, tr("Reset layout"), self.reset_layout)

    def set_language(self, code: str) -> None:
        """Switch the window to ``code`` now (no restart) and keep it as the setting."""
        self.settings.language = i18n.set_language(code)
        self._save_settings()
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Say everything shown again in the current language: menus, panels, the table (laid
        out afresh), the log (its moves worded again) and the title."""
        bar = self.menuBar()
        for menu in bar.findChildren(QMenu, options=Qt.FindChildOption.FindDirectChildrenOnly):
            menu.setParent(None)  # the old menus go (their submenus with them)
            menu.deleteLater()
        bar.clear()
        self._build_menus()
        self._name_docks()
        self.actions_panel.retranslate()
        self.handover.retranslate()
        if self.rules_dialog is not None:
            self.rules_dialog.close()
            self.rules_dialog = None
        if self.session is None:
            self.show_welcome()
            self.statusBar().showMessage(tr("Welcome to Everdell Desktop"))
            return
        self.session.reword_moves()
        self._show_table(self.session)
        self._on_reset()
        if self.tutorial is not None:
            self.tutorial.refresh()

    def set_panels_visible(self, visible: bool) -> None:
        """Show or hide every side panel (hidden, the table takes the whole window)."""
        for dock in self.docks:
            dock.setVisible(visible)
        self.panels_action.setChecked(visible)

    def toggle_full_screen(self) -> None:
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

    def reset_layout(self) -> None:
        """The panels docked where they started, all shown; the whole table in view."""
        for dock in self.docks:
            dock.setFloating(False)
        self.restoreState(self._default_layout)
        self.set_panels_visible(True)
        self._lay_out_docks()
        self.view.fit()
        self._save_settings()

    def _lay_out_docks(self) -> None:
        self.resizeDocks(self.docks, [launch.PANEL_WIDTH] * 3, Qt.Orientation.Horizontal)
        self.resizeDocks(self.docks, [185, 300, 415], Qt.Orientation.Vertical)  # 4 score rows

    def set_text_scale(self, scale: float) -> None:
        """Every text in the window and on the table at ``scale`` times its size."""
        self.settings.text_scale = scale
        theme.set_text_scale(scale)
        QApplication.instance().setFont(theme.font(10))
        if self.scene is not None:
            self.scene.restyle()
            self.refresh(animate=False)
        self._save_settings()

    def _build_coach_menu(self, menu) -> None:
        """The coach: a suggested move (H), suggestions allowed or not in this game, and the
        review of a finished game."""
        self.suggest_action = self._menu_action(menu, tr("Suggest a move"), self.suggest_move, "H")
        self.coach_allowed_action = menu.addAction(tr("Allow suggestions in this game"))
        self.coach_allowed_action.setCheckable(True)
        self.coach_allowed_action.setChecked(True)
        self.coach_allowed_action.toggled.connect(self.set_coach_allowed)
        self.review_action = self._menu_action(menu, tr("Review the game…"), self.review_game)
        self._coach_menu_changed()

    def _coach_menu_changed(self) -> None:
        coach, session = self.coach, self.session
        allowed = coach is not None and coach.enabled()
        self.coach_allowed_action.setEnabled(coach is not None)
        self.coach_allowed_action.setChecked(allowed)
        self.suggest_action.setEnabled(allowed)
        self.review_action.setEnabled(
            session is not None and session.is_over() and session.human_count() > 0
        )

    def _build_turn_end_menu(self, menu) -> None:
        """How an AI waits after a human's turn: a grace period, or until the turn is ended."""
        self.confirm_turn_action = menu.addAction(tr("Confirm end of turn"))
        self.confirm_turn_action.setCheckable(True)
        self.confirm_turn_action.setChecked(self.settings.confirm_end_of_turn)
        self.confirm_turn_action.toggled.connect(self.set_confirm_end_of_turn)
        self.confirm_final_action = menu.addAction(tr("Ask before moves that cannot be undone"))
        self.confirm_final_action.setCheckable(True)
        self.confirm_final_action.setChecked(self.settings.confirm_final_moves)
        self.confirm_final_action.toggled.connect(self.set_confirm_final_moves)
        choices = {grace_label(seconds): seconds for seconds in GRACE_CHOICES}
        self.grace_actions = self._choice_menu(
            menu.addMenu(tr("AI waits after your turn")),
            choices,
            self.settings.grace_seconds,
            self.set_grace_seconds,
        )

    def _choice_menu(self, menu, choices: dict, current, choose) -> dict[str, QAction]:
        """One checkable entry per choice (label -> value), the current one checked; picking
        one calls ``choose(value)``. Returns the entries by label."""
        group = QActionGroup(self)
        entries: dict[str, QAction] = {}
        for label, value in choices.items():
            action = menu.addAction(label)
            action.setCheckable(True)
            same = value == current if isinstance(value, str) else abs(value - current) < 1e-6
            action.setChecked(same)
            action.triggered.connect(lambda _=False, v=value: choose(v))
            group.addAction(action)
            entries[label] = action
        return entries

    def set_grace_seconds(self, seconds: float) -> None:
        self.settings.grace_seconds = seconds
        for label, action in self.grace_actions.items():
            action.setChecked(label == grace_label(seconds))
        self._turn_end_changed()

    def set_confirm_end_of_turn(self, confirm: bool) -> None:
        self.settings.confirm_end_of_turn = confirm
        self.confirm_turn_action.setChecked(confirm)
        self._turn_end_changed()

    def set_confirm_final_moves(self, confirm: bool) -> None:
        self.settings.confirm_final_moves = confirm
        self.confirm_final_action.setChecked(confirm)
        self._save_settings()

    def _turn_end_changed(self) -> None:
        self._save_settings()
        if self.session is not None:
            self.session.grace_ms = self._grace_ms()

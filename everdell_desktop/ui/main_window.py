"""The main window: the table view, the side panels, menus and shortcuts, saves."""

from __future__ import annotations

import logging
import secrets
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QPoint, QRectF, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QInputDialog,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from everdell_desktop.core import Action, ReplayError, registry
from everdell_desktop.session import Clock, GameSession, QtClock, SeatSpec, Timer
from everdell_desktop.session.campaigns import Outcome, campaign_meta, chapter_of, record_finished
from everdell_desktop.session.coach import SessionCoach
from everdell_desktop.store import (
    CampaignStore,
    LoadedGame,
    LoadError,
    SaveStore,
    Settings,
    SettingsStore,
    StatisticsStore,
    StorePaths,
)
from everdell_desktop.store.saves import MAX_SAVE_NAME_CHARS

from . import i18n, launch, theme
from .animator import SPEEDS, Animator
from .art import CardFace
from .campaign_words import outcome_sentence, worded
from .crash import CrashHandler, setup_logging
from .dialogs import (
    HandOverScreen,
    NewGameDialog,
    NewGameSpec,
    RulesDialog,
    ScoreBreakdownDialog,
    agent_label,
    player_label,
    show_about,
    shown_name,
)
from .glossary import Glossary, card_notes, with_notes
from .i18n import tr
from .load_dialog import LoadGameDialog, show_load_error
from .panels import ActionPanel, LogPanel, ScorePanel
from .table import Review, TableScene
from .table_view import ZOOM_STEP, TableView
from .tables import TutorialFile, default_game, rules_html, table_class, tutorial_files
from .tutorial import TutorialGuide, is_step_of, tutorial_title
from .welcome import welcome_scene

if TYPE_CHECKING:  # imported when first opened: the first frame needs none of them
    from .campaign_dialog import CampaignChoice, CampaignDialog
    from .review_dialog import ReviewDialog
    from .statistics_dialog import StatisticsDialog

log = logging.getLogger(__name__)
ZOOM_WIDTH = 300
GRACE_CHOICES = (0.0, 1.0, 2.0, 3.0, 5.0)  # seconds an AI may wait after a human's turn
UNDO_REFUSAL_MS = 6000  # how long the status bar says why Undo was refused


def grace_label(seconds: float) -> str:
    return tr("{seconds} s").format(seconds=f"{seconds:g}") if seconds else tr("No wait")


def tutorials() -> dict[str, TutorialFile]:
    """The guided first games of the games a player may choose, by key."""
    return {entry.key: entry for p in registry.listed() for entry in tutorial_files(p.definition)}


class MainWindow(QMainWindow):
    def __init__(
        self,
        paths: StorePaths | None = None,
        persist: bool = True,
        language: str | None = None,
        clock: Clock | None = None,
    ) -> None:
        """``language`` overrides the language setting (and the system's) for this window;
        ``clock`` is what grace periods wait on and, when given, what drives the animations
        (tests hand in a ManualClock; by default real time and Qt's animation timer)."""
        super().__init__()
        self.clock = clock or QtClock(self)
        theme.load_fonts()
        self.setWindowTitle(launch.APP_TITLE)
        self.setWindowIcon(theme.app_icon())  # its dialogs inherit it
        self.persist = persist
        self.paths = paths
        # one store for the window's life: its saves merge with other app instances' changes
        self.settings_store = SettingsStore(paths)
        self.settings = self.settings_store.load() if persist else Settings()
        i18n.set_language(language or self.settings.language or i18n.system_language())
        if self.settings.text_scale != theme.text_scale():
            theme.set_text_scale(self.settings.text_scale)
            QApplication.instance().setFont(theme.font(10))
        self.saves = SaveStore(paths)
        self.crash_handler: CrashHandler | None = None
        self.save_error: QMessageBox | None = None  # the last "cannot save" message
        self.autosave_error: QMessageBox | None = None  # the last "cannot autosave" message
        self.animator = Animator(self.settings.animation_speed, self, clock)
        self.session: GameSession | None = None
        self.coach: SessionCoach | None = None
        self.review_dialog: ReviewDialog | None = None
        self.scene: TableScene | None = None
        self.handover_enabled = True
        self.score_dialog: ScoreBreakdownDialog | None = None
        self.errors: list[str] = []
        self.last_outcome: Outcome | None = None  # of the last finished campaign game
        self.tutorial: TutorialGuide | None = None  # the guided first game being shown
        self.save_names: dict[str, str] = {}  # per game id, the name it was last saved under

        self.view = TableView()
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self.setCentralWidget(central)
        self.handover = HandOverScreen(central)
        self.handover.ready.connect(self._handover_done)

        self.scores = ScorePanel()
        self.log_panel = LogPanel()
        self.actions_panel = ActionPanel()
        self.actions_panel.action_chosen.connect(self.submit)
        bar = self.view.bar
        bar.clock = self.clock
        bar.action_chosen.connect(self.submit)
        bar.cancel_requested.connect(lambda: self.scene is not None and self.scene.select(None))
        bar.end_turn_requested.connect(self.end_turn)
        bar.undo_requested.connect(self.undo)
        bar.previous_requested.connect(lambda: self.review_step(-1))
        bar.next_requested.connect(lambda: self.review_step(1))
        bar.back_requested.connect(self.end_review)
        bar.hint_closed.connect(self.dismiss_hint)
        self.docks = [
            self._dock("Scores", self.scores, Qt.DockWidgetArea.RightDockWidgetArea),
            self._dock("Game log", self.log_panel, Qt.DockWidgetArea.RightDockWidgetArea),
            self._dock("Moves", self.actions_panel, Qt.DockWidgetArea.RightDockWidgetArea),
        ]
        self._name_docks()
        self.rules_dialog: RulesDialog | None = None
        self.ask = self._ask  # (title, question) -> bool; tests answer for the player
        self._build_menus()
        self._held_status = ""  # the turn's status, kept while a message to the player shows
        self._told = ""  # that message, while it shows
        self._told_until: Timer | None = None  # ends the message's time (on self.clock)
        self.statusBar().messageChanged.connect(self._after_message)
        self.statusBar().showMessage(tr("Welcome to Everdell Desktop"))
        if self.persist and self.settings_store.problem:
            log.warning("settings: %s", self.settings_store.problem)
            problem = tr("Settings: {problem}").format(problem=self.settings_store.problem)
            self.statusBar().showMessage(problem, 15000)
        self._lay_out_docks()
        self._default_layout = self.saveState()
        self._restore_geometry()

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

    # --- games ------------------------------------------------------------------------------
    def suggested_game(self):
        """The game the window suggests: the one on the table, else the last one started, else
        the first listed."""
        if self.session is not None:
            return self.session.game
        if self.settings.last_game:
            try:
                return registry.get(self.settings.last_game)
            except KeyError:
                pass  # a game this version no longer has
        return default_game()

    def showEvent(self, event) -> None:
        """The welcome table is made when the window first shows with no game on it, not at
        construction: a window opened straight onto a game (Continue, the command line) never
        needs it. Its title picture's game is found after the first frame: suggesting a game
        imports that game's rules (and with no game played yet, every game's)."""
        super().showEvent(event)
        if self.session is None and self.view.scene() is None:
            scene = welcome_scene(self)
            self.view.setScene(scene)
            self.view.after_next_paint(lambda: self._suggest_on_welcome(scene))

    def _suggest_on_welcome(self, scene) -> None:
        if self.view.scene() is scene:
            scene.title_picture.show_game(self.suggested_game())

    def show_welcome(self, game=None) -> None:
        """The table before any game, with ``game``'s title picture (default: the suggested
        game's)."""
        self.view.setScene(welcome_scene(self, game or self.suggested_game()))

    def new_game_dialog(self) -> NewGameDialog:
        game = self.suggested_game().name
        dialog = NewGameDialog(self, game, self.settings.default_seats, self.settings.game_options)
        if self.session is None:  # the welcome picture follows the game being chosen
            dialog.game_box.currentIndexChanged.connect(
                lambda _index: self.session is None and self.show_welcome(dialog.game())
            )
        dialog.accepted.connect(lambda: self._start_from_dialog(dialog))
        dialog.campaign_requested.connect(lambda: self.campaign_dialog(dialog.game().name))
        dialog.open()
        return dialog

    def campaign_dialog(self, game: str | None = None) -> CampaignDialog:
        """The campaign screen; accepting it starts the chosen chapter."""
        if game is None and self.session is not None:
            game = self.session.game.name
        name = self.player_name()
        from .campaign_dialog import CampaignDialog

        dialog = CampaignDialog(self.paths, self, name, game)
        dialog.accepted.connect(
            lambda: (
                self.may_leave_game(tr("Start the chapter")) and self.start_campaign(dialog.chosen)
            )
        )
        dialog.open()
        return dialog

    def start_campaign(self, choice: CampaignChoice, seed: int | None = None) -> GameSession:
        """Start a campaign chapter; a locked one raises ValueError (the dialog prevents it)."""
        camp = choice.campaign
        won = CampaignStore(self.paths).progress(camp.id).won_chapters()
        config = camp.config_for(choice.chapter.id, won)
        session = GameSession(
            registry.get(camp.game),
            config,
            secrets.randbelow(2_000_000_000) if seed is None else seed,
            [SeatSpec(choice.player_name)],
            meta={"campaign": campaign_meta(camp.id, choice.chapter.id)},
        )
        self.start_session(session)
        return session

    def _start_from_dialog(self, dialog: NewGameDialog) -> None:
        self.settings.default_seats = dialog.chosen_seat_defaults()
        self.settings.last_game = dialog.chosen.game.name
        options = {**self.settings.game_options, dialog.chosen.game.name: dialog.chosen_options()}
        self.settings.game_options = options
        self._save_settings()
        if self.may_leave_game(tr("Start a new game")):
            self.start_game(dialog.chosen)

    def may_leave_game(self, doing: str) -> bool:
        """Ask before ``doing`` replaces an unfinished game (it stays in its autosaves)."""
        if self.session is None or self.session.is_over() or not self.session.moves:
            return True
        return self.ask(
            doing,
            tr(
                "{doing}? The game in progress stays in its autosaves: "
                "Game \u25b8 Load… brings it back."
            ).format(doing=doing),
        )

    def _ask(self, title: str, question: str) -> bool:
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        answer = QMessageBox.question(self, title, question, buttons)
        return answer == QMessageBox.StandardButton.Yes

    def start_game(self, spec: NewGameSpec) -> GameSession:
        session = GameSession(spec.game, spec.config, spec.seed, spec.seats)
        self.start_session(session)
        return session

    def start_session(self, session: GameSession) -> None:
        if self.tutorial is not None and self.tutorial.session is not session:
            self.tutorial.leave(finished=False)  # another game replaces the tutorial's
        self._close_session()
        self.session = session
        session.setParent(self)
        session.attach_animator(self.animator)
        self._show_table(session)
        self.log_panel.clear()
        self.log_panel.names = self._names()
        session.move_applied.connect(self.log_panel.add_move)
        session.move_completed.connect(self.log_panel.add_events)
        session.state_changed.connect(lambda: self.refresh(animate=True))
        session.state_reset.connect(self._on_reset)
        session.handover_requested.connect(self._on_handover)
        session.game_finished.connect(self._on_finished)
        session.error_raised.connect(self._on_error)
        session.agent_thinking.connect(self._on_thinking)
        session.undo_available.connect(self.undo_action.setEnabled)
        session.turn_ending.connect(self._on_turn_ending)
        session.turn_ended.connect(self._on_turn_ended)
        session.grace_ms = self._grace_ms()
        session.clock = self.clock
        session.action_rejected.connect(lambda why: self.statusBar().showMessage(why, 4000))
        self.coach = SessionCoach(session)
        self.coach.hint_ready.connect(self._on_hint)
        self.coach.hint_failed.connect(self._on_error)
        self._coach_menu_changed()
        if self.persist:
            session.autosave = self._autosave
        self.handover.hide()
        session.start()
        if self.persist:
            self._first_autosave(session)

    def _show_table(self, session: GameSession) -> None:
        """A new table scene for ``session`` (a new game, or the same in another language),
        with the window's title saying the game."""
        scene = table_class(session.game)(session, self.animator)
        old_scene, self.scene = self.scene, scene
        self.view.setScene(scene)
        if old_scene is not None:
            if old_scene.session is session:
                session.event_emitted.disconnect(old_scene.handle_event)
            old_scene.deleteLater()
        self.log_panel.describe_move = scene.move_line
        self.log_panel.describe_event = scene.describe_event
        self.scores.words = i18n.game_words(session.game)
        for panel in (self.log_panel, self.actions_panel, self.view.bar):
            panel.glossary = scene.glossary
        session.event_emitted.connect(scene.handle_event)
        scene.action_chosen.connect(self.submit)
        scene.card_hovered.connect(self.zoom_card)
        scene.selection_changed.connect(self._on_selection)
        found = chapter_of(session.record)
        chapter = ""
        if found:
            english = found[0].sequence.chapter(found[1]).title
            chapter = f" \u2014 {worded(found[0], 'chapter_title', found[1], english)}"
        self.setWindowTitle(f"{i18n.game_title(session.game)}{chapter} \u2014 Everdell Desktop")

    def _close_session(self) -> None:
        if self.coach is not None:
            self.coach.close()
            self.coach = None
        if self.session is not None:
            self.session.close()
            self.session.deleteLater()
            self.session = None
        self.animator.finish_all()

    def submit(self, action: Action) -> bool:
        if self.session is None or self.handover.isVisible():
            return False
        if not self._may_make_final_move(action):
            return False
        self.end_review()
        return self.session.submit(action)

    def _may_make_final_move(self, action: Action) -> bool:
        """A move that Undo could not take back is announced before it is made, unless the
        player switched the question off (Game ▸ Ask before moves that cannot be undone)."""
        if not self.settings.confirm_final_moves:
            return True
        warning = self.session.final_move_warning(action)
        if warning is None:
            return True
        question = tr("{warning}: it cannot be undone. Make it?").format(warning=warning)
        return self.ask(tr("A move that cannot be undone"), question)

    # --- the coach ---------------------------------------------------------------------------
    def suggest_move(self) -> bool:
        """Ask the coach (the Normal AI, on a worker thread) for the human to move; its move is
        ringed on the table with its reason in the action bar when it comes."""
        coach = self.coach
        if coach is None or self.handover.isVisible() or not coach.enabled():
            return False
        if not coach.request():
            if not coach.is_thinking():
                self.statusBar().showMessage(tr("The coach suggests moves on your turn"), 4000)
            return False
        self.statusBar().showMessage(tr("The coach is thinking…"))
        return True

    def set_coach_allowed(self, allowed: bool) -> None:
        """Allow or refuse the coach's suggestions in this game (kept in the save)."""
        if self.coach is not None and allowed != self.coach.enabled():
            self.coach.set_enabled(allowed)
            if not allowed and self.view.bar.mode == "hint":
                self.dismiss_hint()
        self._coach_menu_changed()

    def _on_hint(self, suggestion) -> None:
        if self.scene is None:
            return
        self.end_review()
        self.scene.show_hint(suggestion.action)
        self.view.bar.show_hint(suggestion.reason(), suggestion.action)
        self.statusBar().showMessage(tr("Suggested: {move}").format(move=suggestion.label), 8000)

    def dismiss_hint(self) -> None:
        if self.scene is not None:
            self.scene.show_hint(None)
        if self.view.bar.mode == "hint":
            self.view.bar.clear()

    def review_game(self) -> ReviewDialog | None:
        """Open the review of the finished game: the humans' moves the AI would have bettered."""
        session = self.session
        if session is None or not session.is_over() or not session.human_count():
            return None
        if self.review_dialog is not None:
            self.review_dialog.close()
        from .review_dialog import ReviewDialog

        humans = [seat for seat in range(len(session.seats)) if session.is_human(seat)]
        self.review_dialog = ReviewDialog(session.record, humans, self._names(), self)
        self.review_dialog.open()
        return self.review_dialog

    def focus_moves(self) -> None:
        """Put the keyboard in the Moves filter: type part of a move, Enter plays it."""
        self.actions_panel.filter.setFocus()
        self.actions_panel.filter.selectAll()

    def undo(self) -> bool:
        """Take back the last move; when that is not allowed, say why in the status bar."""
        session = self.session
        if session is None:
            return False
        if session.undo():
            return True
        why = session.undo_refusal()
        if why:
            self._tell(why, UNDO_REFUSAL_MS)
        return False

    def _tell(self, message: str, ms: int) -> None:
        """A message to the player in the status bar for ``ms``: the turn's status (whose
        move, who is thinking) waits behind it instead of replacing it at once."""
        if not self._told:  # a message after a message: the turn's status is already held
            self._held_status = self.statusBar().currentMessage()
        self._told = message
        self.statusBar().showMessage(message)
        if self._told_until is not None:  # the same words again get their full time
            self._told_until.stop()
        self._told_until = self.clock.call_after(ms, lambda: self._message_time_up(message))

    def _message_time_up(self, message: str) -> None:
        """Clear ``message`` once its time is up, unless another has replaced it since."""
        self._told_until = None
        if self.statusBar().currentMessage() == message:
            self.statusBar().clearMessage()

    def _show_status(self, text: str) -> None:
        """The turn's status, unless a message to the player is showing: then after it."""
        if self._told:
            self._held_status = text
        else:
            self.statusBar().showMessage(text)

    def _after_message(self, text: str) -> None:
        """The status bar changed: once the message's time is up the turn's status returns;
        another message replacing it ends the wait as well."""
        if not self._told or text == self._told:
            return
        self._told = ""
        if not text:
            self.statusBar().showMessage(self._held_status)

    def keyPressEvent(self, event) -> None:
        """The Undo key while Undo is disabled (its shortcut then does not fire) still gets an
        answer: the reason, so a refused undo is never silent."""
        if event.matches(QKeySequence.StandardKey.Undo) and not self.undo_action.isEnabled():
            self.undo()
            event.accept()
            return
        super().keyPressEvent(event)

    def review_step(self, delta: int) -> bool:
        """Show the table after the previous (-1) or next (+1) move of the last round; past
        the newest move, back to the game. False when there is nothing to step to."""
        session, scene = self.session, self.scene
        if session is None or not session.moves or self.view.bar.grace_shown():
            return False
        first, last = session.round_start(), len(session.moves) - 1
        current = scene.review.move.index if scene.review is not None else last + 1
        index = current + delta
        if index > last:
            self.end_review()
            return scene.review is None and current <= last
        if index < first:
            return False
        move = session.moves[index]
        state = session.state_after(index)
        view = session.game.view(state, session.viewer_seat)
        scene.show_review(Review(move, view, session.game.scores(state)))
        line = scene.move_line(move, self._names())
        text = tr("Move {number} of {count} in this round — {line}").format(
            number=index - first + 1, count=last - first + 1, line=line
        )
        self.view.bar.show_review(text, index > first, True)
        return True

    def back_to_game(self) -> None:
        """Escape: out of a review of past moves, else drop the selection."""
        if self.scene is None:
            return
        if self.scene.review is not None:
            self.end_review()
        else:
            self.scene.select(None)

    def end_review(self) -> None:
        if self.scene is not None and self.scene.review is not None:
            self.scene.show_review(None)
            self.view.bar.clear()

    def end_turn(self) -> bool:
        """End a finished turn now instead of after the grace period."""
        return self.session is not None and self.session.end_turn()

    def _grace_ms(self) -> int | None:
        if self.settings.confirm_end_of_turn:
            return None
        return round(self.settings.grace_seconds * 1000)

    def _on_turn_ended(self) -> None:
        """The turn is final: the bar's countdown goes, the table says the AI is playing."""
        self.view.bar.clear()
        self.refresh(animate=False)

    def _on_turn_ending(self, ms: int) -> None:
        seat = self.session.waiting_for()  # the turn's end is held: who plays once it ends
        self.view.bar.show_turn_end(self.session.seat_name(seat) if seat is not None else "", ms)

    def _on_selection(self, selection) -> None:
        if selection is None:
            if self.view.bar.mode == "moves":
                self.view.bar.clear()
            return
        moves = [(action, self.session.describe(action)) for action in selection.actions]
        self.view.bar.show_moves(
            selection.title, moves, selection.has_targets, self.session.final_move_warning
        )

    # --- reacting to the session ------------------------------------------------------------
    def refresh(self, animate: bool) -> None:
        session, scene = self.session, self.scene
        if session is None or scene is None:
            return
        if scene.review is not None:  # a move came: the past gives way to the game
            scene.review = None
            self.view.bar.clear()
        if self.view.bar.mode == "hint" and scene.hint() is None:  # the game moved on
            self.view.bar.clear()
        scene.sync(animate)
        names = self._names()
        self.scores.show_scores(names, session.scores(), session.to_move())
        self._refresh_actions()
        self._show_turn()

    def _names(self) -> list[str]:
        session = self.session
        return [session.seat_name(seat) for seat in range(session.table_size())]

    def _refresh_actions(self) -> None:
        session = self.session
        if self.handover.isVisible():
            self.actions_panel.set_actions(tr("Waiting for the next player…"), [], [])
            return
        legal = session.human_legal_actions()
        self.actions_panel.filter.clear()  # a new choice: last move's filter would hide it
        question = self.scene.question()
        self.actions_panel.set_actions(
            question if legal else "", legal, [session.describe(a) for a in legal]
        )

    def _show_turn(self) -> None:
        seat = self.session.to_move()
        if seat is None:
            self._show_status(tr("The game is over."))
            return
        spec = self.session.seats[seat]
        who = spec.name if spec.is_human else f"{spec.name} ({agent_label(spec.agent)})"
        self._show_status(tr("{who} to move").format(who=who))

    def _on_reset(self) -> None:
        """A new, loaded or taken-back state: the table and the log are told it afresh."""
        self.animator.finish_all()
        self.view.bar.clear()
        self.log_panel.show_moves(self.session.moves)
        self.refresh(animate=False)

    def _on_handover(self, seat: int) -> None:
        if not self.handover_enabled:
            return
        self.handover.show_for(self.session.seats[seat].name, seat)
        self._refresh_actions()

    def _handover_done(self) -> None:
        self.refresh(animate=False)

    def _on_thinking(self, seat: int) -> None:
        self._show_status(tr("{name} is thinking…").format(name=self.session.seats[seat].name))

    def _on_error(self, message: str) -> None:
        self.errors.append(message)
        log.error("%s", message)
        self.statusBar().showMessage(message)

    def _on_finished(self, scores) -> None:
        """Record the game in the statistics and the campaign, then show the scores. Each
        record is tried on its own, and whatever goes wrong, the score screen still opens."""
        session = self.session
        outcome: Outcome | None = None
        if self.persist:
            try:
                StatisticsStore(self.paths).record_game(session.record, session.state)
            except Exception as error:
                self._not_recorded("statistics", error)
            try:
                outcome = record_finished(session.record, scores, CampaignStore(self.paths))
            except Exception as error:
                self._not_recorded("campaign progress", error)
        self.last_outcome = outcome
        found = chapter_of(session.record)
        note = outcome_sentence(found[0], outcome) if outcome and found else None
        self.score_dialog = ScoreBreakdownDialog(
            self._names(),
            scores,
            self,
            note=note,
            note_good=bool(outcome and outcome.won),
            tiebreak_words=self.scene.tiebreak_words(),
            words=i18n.game_words(session.game),
            review=self.review_game if session.human_count() else None,
        )
        self._coach_menu_changed()
        self.score_dialog.open()

    def _not_recorded(self, what: str, error: Exception) -> None:
        if isinstance(error, OSError):
            log.warning("%s not saved: %s", what, error)
        else:
            log.error("%s not saved", what, exc_info=error)
        self.errors.append(f"{what} not saved: {error}")
        message = tr("Not saved ({what}): {error}").format(what=what, error=error)
        self.statusBar().showMessage(message, 15000)

    def zoom_card(self, face: CardFace | None, anchor: QRectF | None = None) -> None:
        """Show ``face`` large beside the scene rectangle ``anchor`` (None hides it)."""
        if face is None or self.scene is None:
            self.view.show_zoom(None)
            return
        width = theme.scaled(ZOOM_WIDTH)
        card = self.scene.renderer.card(face, width, detailed=True)
        self.view.show_zoom(with_notes(card, card_notes(face, self.scene.glossary)), anchor)

    def show_statistics(self) -> StatisticsDialog:
        from .statistics_dialog import StatisticsDialog

        dialog = StatisticsDialog(self.paths, self)
        dialog.open()
        return dialog

    def set_animation_speed(self, speed: float) -> None:
        self.animator.set_speed(speed)
        self.settings.animation_speed = speed
        self._save_settings()

    def show_rules(self) -> RulesDialog:
        game = self.session.game if self.session else None
        if game is None:
            game = default_game()
        dialog = self.rules_dialog
        if dialog is None or dialog.game != game.name:
            if dialog is not None:
                dialog.close()
            dialog = self.rules_dialog = RulesDialog(
                game.name,
                i18n.game_title(game),
                rules_html(game),
                self,
                Glossary.of(i18n.game_words(game)),
            )
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    # --- saving and loading -----------------------------------------------------------------
    def _autosave(self, record, state) -> None:
        """The session's autosave writer: runs on its disk thread, so nothing here touches Qt;
        an error goes back to the session, which tells the player."""
        self.saves.autosave(record, state=state)

    def _first_autosave(self, session: GameSession) -> None:
        """Autosave a new game at once (the game "Continue" now offers). On a hostile disk
        (full, read-only, something in the way of the autosave folder) the player is told
        and the game plays on unsaved; the session tries again after every turn."""
        try:
            self._autosave(session.record, session.state)
        except OSError as error:
            self._show_autosave_error(error)

    def _show_autosave_error(self, error: OSError) -> None:
        """What failed, where and why, and what the player can do about it."""
        where = error.filename or self.saves.paths.autosave
        reason = error.strerror or str(error)
        log.warning("the new game could not be autosaved in %s: %s", where, reason)
        self.autosave_error = QMessageBox(
            QMessageBox.Icon.Warning,
            tr("Cannot autosave"),
            tr("The new game could not be autosaved in {folder}.").format(folder=where),
            QMessageBox.StandardButton.Ok,
            self,
        )
        advice = tr(
            "{reason}. The game goes on without saving. Free some space on the disk, or make "
            "that folder writable (or move away what is in its place): the game is then "
            "autosaved after the next turn, or save it with Game \u25b8 Save…"
        ).format(reason=reason)
        self.autosave_error.setInformativeText(advice)
        self.autosave_error.open()

    def save_game(self) -> None:
        if self.session is None:
            return
        name, ok = QInputDialog.getText(
            self,
            tr("Save game"),
            tr("Name of the save:"),
            QLineEdit.EchoMode.Normal,
            self.suggested_save_name(),
        )
        if ok and name.strip():
            self.save_as(name.strip())

    def suggested_save_name(self) -> str:
        """The name the Save dialog offers: the one this game was last saved under in this
        window, else its game's title and the date and time ("Emerge 2026-12-06 14:05")."""
        game_id = self.session.record.meta.get("game_id")
        if game_id in self.save_names:
            return self.save_names[game_id]
        when = datetime.now().strftime("%Y-%m-%d %H:%M")
        return f"{i18n.game_title(self.session.game)} {when}"

    def save_as(self, name: str):
        """Save under ``name``, after asking when a save of exactly that name would be
        replaced. None when nothing was saved: the player kept the other save, the store
        refused the name (blank or too long: the player is told) or writing failed (disk
        full, read-only folder: told, and the previous file of that name is intact)."""
        try:
            if not self._may_replace_save(name):
                kept = tr("Not saved: the save “{name}” is unchanged").format(name=name)
                self.statusBar().showMessage(kept, 8000)
                return None
            state = self.session.settled_state()  # during a grace period too: as it replays
            entry = self.saves.save(self.session.record, name, state=state)
        except ValueError:  # a name the store cannot keep as given
            self._refuse_save_name()
            return None
        except OSError as error:
            what = tr("The game could not be saved as “{name}”").format(name=name)
            self._show_save_error(what, error)
            return None
        self.statusBar().showMessage(tr("Saved as “{name}”").format(name=name), 4000)
        self.save_names[self.session.record.meta.get("game_id")] = name
        return entry

    def _may_replace_save(self, name: str) -> bool:
        """True unless a save of exactly ``name`` exists and the player wants to keep it."""
        if self.saves.find(name) is None:
            return True
        return self.ask(
            tr("Replace the save?"),
            tr("A save called “{name}” already exists. Replace it with this game?").format(
                name=name
            ),
        )

    def _refuse_save_name(self) -> None:
        limit = MAX_SAVE_NAME_CHARS
        text = tr("A save's name is 1 to {count} characters long.").format(count=limit)
        self.statusBar().showMessage(text, 15000)
        self.save_error = QMessageBox(
            QMessageBox.Icon.Warning, tr("Cannot save"), text, QMessageBox.StandardButton.Ok, self
        )
        self.save_error.open()

    def quick_save(self) -> None:
        if self.session is None:
            return
        try:
            self.saves.quick_save(self.session.record, state=self.session.settled_state())
        except OSError as error:
            self._show_save_error(tr("The game could not be quick-saved"), error)
            return
        self.statusBar().showMessage(tr("Quick-saved (F9 to load)"), 4000)

    def _show_save_error(self, what: str, error: OSError) -> None:
        reason = error.strerror or str(error)
        log.warning("%s: %s", what, reason)
        self.statusBar().showMessage(f"{what}: {reason}", 15000)
        self.save_error = QMessageBox(
            QMessageBox.Icon.Warning,
            tr("Cannot save"),
            f"{what}.",
            QMessageBox.StandardButton.Ok,
            self,
        )
        unchanged = tr("{reason}. The previous save is unchanged.").format(reason=reason)
        self.save_error.setInformativeText(unchanged)
        self.save_error.open()

    def quick_load(self) -> None:
        if not self.may_leave_game(tr("Load the quick save")):
            return
        try:
            loaded = self.saves.quick_load()
        except LoadError as error:
            self._show_load_error(str(error))
            return
        self.resume(loaded)

    def load_game_dialog(self) -> None:
        self._saves_on_disk()
        dialog = LoadGameDialog(self.saves, self)
        if dialog.exec() and dialog.loaded() is not None:
            self.resume(dialog.loaded())

    def load_path(self, path: Path) -> bool:
        try:
            loaded = self.saves.load(path)
        except LoadError as error:
            self._show_load_error(str(error))
            return False
        return self.resume(loaded)

    def open_document(self, path: Path) -> bool:
        """A saved game opened from outside (the command line, a double-click, a second
        launch): the window comes to the front and, once the player agrees to leave the game
        in progress, plays on from the file."""
        self.setWindowState(self.windowState() & ~Qt.WindowState.WindowMinimized)
        self.raise_()
        self.activateWindow()
        if not self.may_leave_game(tr("Open {file}").format(file=Path(path).name)):
            return False
        return self.load_path(path)

    def resume(self, loaded: LoadedGame) -> bool:
        """Continue a loaded game (replayed once, by the store)."""
        try:
            session = GameSession.from_record(loaded.record, loaded=(loaded.state, loaded.moves))
        except (ReplayError, ValueError) as error:
            self._show_load_error(str(error))
            return False
        except Exception as error:  # a rules bug met while replaying: say so, keep the game
            log.error("cannot resume the game", exc_info=error)
            self._show_load_error(f"the game cannot be replayed ({type(error).__name__})")
            return False
        self.start_session(session)
        self.statusBar().showMessage(tr("Game loaded"), 4000)
        return True

    def offer_continue(self) -> bool:
        """Continue the last unfinished game (from its autosaves); True when resumed."""
        self._saves_on_disk()
        try:
            loaded = self.saves.continue_game()
        except LoadError as error:
            self._show_load_error(str(error))
            return False
        return loaded is not None and self.resume(loaded)

    # --- the guided first game --------------------------------------------------------------
    def player_name(self) -> str:
        """The name the player last gave their seat (for a tutorial or a campaign)."""
        seats = self.settings.default_seats
        return shown_name(seats[0].name, 0) if seats else player_label(0)

    def offer_tutorial(self, key: str) -> QMessageBox | TutorialGuide:
        """Help ▸ Tutorial: start a tutorial (by its key: a game's name, or an add-on's), or
        ask to resume it where it was left."""
        left_at = self.settings.tutorial_steps.get(key, 0)
        entry = tutorials().get(key)
        if left_at and entry is not None and not is_step_of(entry.path, left_at):
            return self._restart_lost_tutorial(key, left_at)
        if not left_at:
            return self.start_tutorial(key)
        box = QMessageBox(self)
        box.setWindowTitle(tr("Tutorial"))
        box.setText(tr("Resume the tutorial at step {number}?").format(number=left_at + 1))
        resume = box.addButton(tr("Resume"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(tr("Start over"), QMessageBox.ButtonRole.RejectRole)
        box.buttonClicked.connect(
            lambda button: self.start_tutorial(key, left_at if button is resume else 0)
        )
        box.open()
        return box

    def _restart_lost_tutorial(self, key: str, left_at: int) -> TutorialGuide | None:
        """The tutorial was left at a step it does not have (a damaged settings file, a
        tutorial an update made shorter): forget it, start over and tell the player."""
        log.warning("tutorial of %s: no step %s to resume at", key, left_at)
        self._remember_tutorial_step(key, None)
        guide = self.start_tutorial(key)
        self.statusBar().showMessage(
            tr("The tutorial starts from the beginning: the step it was left at is not in it."),
            15000,
        )
        return guide

    def start_tutorial(self, key: str, step: int = 0) -> TutorialGuide | None:
        """Play the tutorial ``key`` (a game's, or an add-on's) from ``step`` (None: no
        such tutorial)."""
        entry = tutorials().get(key)
        if entry is None or not self.may_leave_game(tr("Start the tutorial")):
            return None
        if self.tutorial is not None:
            self.tutorial.leave(finished=False)
        self.tutorial = TutorialGuide(self, entry, step)
        self.tutorial.start()
        return self.tutorial

    def tutorial_ended(self, key: str, left_at: int | None) -> None:
        """The guidance is over: remember where it was left (None: it was finished)."""
        self.tutorial = None
        self._remember_tutorial_step(key, left_at)

    def _remember_tutorial_step(self, key: str, left_at: int | None) -> None:
        """Keep the step a tutorial resumes at in the settings (None: forget it)."""
        if left_at is None:
            self.settings.tutorial_steps.pop(key, None)
        else:
            self.settings.tutorial_steps[key] = left_at
        self.settings.tutorial_steps = dict(self.settings.tutorial_steps)  # validated again
        self._save_settings()

    def _saves_on_disk(self) -> None:
        """Let the game's autosaves still being written land first, so a list of saves or a
        Continue sees the latest one (they are written on a disk thread)."""
        if self.session is not None:
            self.session.flush_saves()

    def show_start_choice(self) -> QMessageBox | None:
        """On start: offer to continue the last unfinished game, else open New game."""
        self._saves_on_disk()
        entry = self.saves.continue_entry()
        if entry is None and not self.settings.tutorial_offered and tutorials():
            return self.offer_first_game()
        if entry is None:
            self.new_game_dialog()
            return None
        box = QMessageBox(self)
        box.setWindowTitle(tr("Welcome back"))
        box.setText(tr("Continue your last game?"))
        box.setInformativeText(f"{entry.game_title} \u2014 {entry.progress}")
        resume = box.addButton(tr("Continue"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(tr("New game"), QMessageBox.ButtonRole.RejectRole)
        box.buttonClicked.connect(
            lambda button: self.offer_continue() if button is resume else self.new_game_dialog()
        )
        box.open()
        return box

    def offer_first_game(self) -> QMessageBox:
        """The first start: learn a game with a guided first game, or start a new game."""
        self.settings.tutorial_offered = True
        self._save_settings()
        box = QMessageBox(self)
        box.setWindowTitle(tr("Welcome to Everdell Desktop"))
        box.setText(tr("New to the game? Learn it in a guided first game."))
        choices = {}
        for key, tutorial in tutorials().items():
            label = tr("Learn {game}").format(game=tutorial_title(tutorial))
            choices[box.addButton(label, QMessageBox.ButtonRole.AcceptRole)] = key
        choices[box.addButton(tr("New game"), QMessageBox.ButtonRole.ActionRole)] = None
        box.addButton(tr("Not now"), QMessageBox.ButtonRole.RejectRole)  # Escape: nothing opens
        box.buttonClicked.connect(lambda button: self._first_game_chosen(choices, button))
        box.open()
        return box

    def _first_game_chosen(self, choices: dict, button) -> None:
        """A tutorial's button starts it, New game opens its dialog, Not now does nothing."""
        if button not in choices:
            return
        if choices[button] is None:
            self.new_game_dialog()
        else:
            self.start_tutorial(choices[button])

    def _show_load_error(self, message: str) -> None:
        show_load_error(self, message)

    # --- window state -----------------------------------------------------------------------
    def _restore_geometry(self) -> None:
        """The size, place and panel layout the window had when it was last closed."""
        launch.restore_geometry(self, self.settings.window_geometry)
        if self.settings.window_state:
            self.restoreState(QByteArray.fromBase64(self.settings.window_state.encode()))
            self.panels_action.setChecked(any(dock.isVisible() for dock in self.docks))

    def show_on_screen(self) -> None:
        launch.show_on_screen(self, self.settings.window_geometry)

    def _save_settings(self) -> None:
        if not self.persist:
            return
        self.settings.window_geometry = bytes(self.saveGeometry().toBase64()).decode()
        self.settings.window_state = bytes(self.saveState().toBase64()).decode()
        self.settings.table_margins = self._table_margins()
        try:
            self.settings_store.save(self.settings)
        except OSError as error:
            log.warning("settings not saved: %s", error)

    def _table_margins(self) -> tuple[int, int, int, int]:
        """The window's edges to the table's (for the next start's launch frame)."""
        corner = self.view.mapTo(self, QPoint(0, 0))
        right = self.width() - corner.x() - self.view.width()
        bottom = self.height() - corner.y() - self.view.height()
        return (max(0, corner.x()), max(0, corner.y()), max(0, right), max(0, bottom))

    # --- errors nothing else caught ---------------------------------------------------------
    def install_crash_hook(self) -> CrashHandler:
        """Send every uncaught error to :class:`CrashHandler` (log file, autosave, dialog)
        until the window closes."""
        log_file = setup_logging(self.paths or StorePaths.default()) if self.persist else None
        if self.crash_handler is None:
            self.crash_handler = CrashHandler(self, log_file)
        self.crash_handler.install()
        return self.crash_handler

    def emergency_autosave(self) -> Path | None:
        """Autosave the game in progress after an unexpected error; None if there is none or
        it cannot be saved. The store replays the record rather than trusting the state."""
        if not self.persist or self.session is None:
            return None
        try:
            return self.saves.autosave(self.session.record).path
        except Exception as error:
            log.error("emergency autosave failed", exc_info=error)
            return None

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.handover.isVisible():
            self.handover.setGeometry(self.centralWidget().rect())
        if self.tutorial is not None:
            self.tutorial.panel.place()

    def closeEvent(self, event) -> None:
        self._save_settings()
        self._close_session()
        if self.crash_handler is not None:
            self.crash_handler.uninstall()
        super().closeEvent(event)

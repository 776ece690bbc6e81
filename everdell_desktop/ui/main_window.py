"""The main window: the table view, the side panels, menus and shortcuts, saves."""

from __future__ import annotations

import logging
import secrets
import time
from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QAction, QActionGroup, QBrush, QKeySequence, QPainter, QPixmap
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QGraphicsScene,
    QGraphicsView,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from everdell_desktop.core import Action, ReplayError, registry
from everdell_desktop.session import GameSession, SeatSpec
from everdell_desktop.session.campaigns import Outcome, campaign_meta, chapter_of, record_finished
from everdell_desktop.store import (
    CampaignStore,
    LoadError,
    SaveStore,
    Settings,
    SettingsStore,
    StatisticsStore,
    StorePaths,
)

from . import theme
from .animator import SPEEDS, Animator
from .art import ArtRenderer, CardFace
from .campaign_dialog import CampaignChoice, CampaignDialog
from .crash import CrashHandler, setup_logging
from .dialogs import (
    HandOverScreen,
    NewGameDialog,
    NewGameSpec,
    RulesDialog,
    ScoreBreakdownDialog,
    show_about,
)
from .panels import ActionPanel, LogPanel, ScorePanel
from .statistics_dialog import StatisticsDialog
from .table import TableScene, jungle_tile
from .tables import rules_html, table_class

log = logging.getLogger(__name__)
ZOOM_WIDTH = 300


class TableView(QGraphicsView):
    """Shows the whole table, scaled to fit; a zoomed card floats in the top-right corner."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.zoom = QLabel(self.viewport())
        self.zoom.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.zoom.hide()
        self.frame_log: list[tuple[float, float]] | None = None  # (start, seconds) per paint

    def paintEvent(self, event) -> None:
        if self.frame_log is None:
            super().paintEvent(event)
            return
        started = time.perf_counter()
        super().paintEvent(event)
        self.frame_log.append((started, time.perf_counter() - started))

    def fit(self) -> None:
        if self.scene() is not None:
            self.fitInView(self.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()

    def show_zoom(self, pixmap: QPixmap | None) -> None:
        if pixmap is None:
            self.zoom.hide()
            return
        self.zoom.setPixmap(pixmap)
        self.zoom.adjustSize()
        self.zoom.move(self.viewport().width() - self.zoom.width() - 12, 12)
        self.zoom.show()
        self.zoom.raise_()


def welcome_scene(parent: QWidget) -> QGraphicsScene:
    """What the table shows before any game: the cloth and where to start."""
    scene = QGraphicsScene(QRectF(0, 0, 1200, 800), parent)
    scene.setBackgroundBrush(QBrush(jungle_tile()))
    title = scene.addSimpleText("Everdell Desktop", theme.pixel_font(64, bold=True))
    title.setBrush(theme.GOLD)
    title.setPos(600 - title.boundingRect().width() / 2, 300)
    hint = scene.addSimpleText(
        "Game \u25b8 New game (Ctrl+N) or Load (Ctrl+O)", theme.pixel_font(28)
    )
    hint.setBrush(theme.PARCHMENT)
    hint.setPos(600 - hint.boundingRect().width() / 2, 400)
    return scene


class MainWindow(QMainWindow):
    def __init__(self, paths: StorePaths | None = None, persist: bool = True) -> None:
        super().__init__()
        theme.load_fonts()
        self.setWindowTitle("Everdell Desktop")
        self.persist = persist
        self.paths = paths
        # one store for the window's life: its saves merge with other app instances' changes
        self.settings_store = SettingsStore(paths)
        self.settings = self.settings_store.load() if persist else Settings()
        self.saves = SaveStore(paths)
        self.crash_handler: CrashHandler | None = None
        self.save_error: QMessageBox | None = None  # the last "cannot save" message
        self.renderer = ArtRenderer()
        self.animator = Animator(self.settings.animation_speed, self)
        self.session: GameSession | None = None
        self.scene: TableScene | None = None
        self.handover_enabled = True
        self.score_dialog: ScoreBreakdownDialog | None = None
        self.errors: list[str] = []
        self.last_outcome: Outcome | None = None  # of the last finished campaign game

        self.view = TableView()
        self.view.setScene(welcome_scene(self))
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
        docks = [
            self._dock("Scores", self.scores, Qt.DockWidgetArea.RightDockWidgetArea),
            self._dock("Game log", self.log_panel, Qt.DockWidgetArea.RightDockWidgetArea),
            self._dock("Moves", self.actions_panel, Qt.DockWidgetArea.RightDockWidgetArea),
        ]
        self.resizeDocks(docks, [250, 250, 250], Qt.Orientation.Horizontal)
        self.resizeDocks(docks, [185, 300, 415], Qt.Orientation.Vertical)  # 4 score rows
        self._build_menus()
        self.statusBar().showMessage("Welcome to Everdell Desktop")
        if self.persist and self.settings_store.problem:
            log.warning("settings: %s", self.settings_store.problem)
            self.statusBar().showMessage(f"Settings: {self.settings_store.problem}", 15000)
        self.resize(1500, 950)
        self._restore_geometry()

    # --- building ---------------------------------------------------------------------------
    def _dock(self, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(title.replace(" ", "_"))
        dock.setWidget(widget)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        self.addDockWidget(area, dock)
        return dock

    def _menu_action(self, menu, text: str, slot, shortcut=None) -> QAction:
        action = menu.addAction(text)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu("&Game")
        self.new_action = self._menu_action(
            game, "&New game…", self.new_game_dialog, QKeySequence.StandardKey.New
        )
        self.campaign_action = self._menu_action(game, "&Campaign…", self.campaign_dialog)
        self.save_action = self._menu_action(
            game, "&Save…", self.save_game, QKeySequence.StandardKey.Save
        )
        self.load_action = self._menu_action(
            game, "&Load…", self.load_game_dialog, QKeySequence.StandardKey.Open
        )
        game.addSeparator()
        self._menu_action(game, "Quick-save", self.quick_save, "F5")
        self._menu_action(game, "Quick-load", self.quick_load, "F9")
        game.addSeparator()
        self.statistics_action = self._menu_action(game, "S&tatistics…", self.show_statistics)
        game.addSeparator()
        self.quit_action = self._menu_action(
            game, "&Quit", self.close, QKeySequence.StandardKey.Quit
        )
        edit = bar.addMenu("&Edit")
        self.undo_action = self._menu_action(
            edit, "&Undo", self.undo, QKeySequence.StandardKey.Undo
        )
        self.undo_action.setEnabled(False)
        view = bar.addMenu("&View")
        speed_menu = view.addMenu("Animation speed")
        group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for name, speed in SPEEDS.items():
            action = speed_menu.addAction(name)
            action.setCheckable(True)
            action.setChecked(abs(speed - self.animator.speed) < 1e-6)
            action.triggered.connect(lambda _=False, s=speed: self.set_animation_speed(s))
            group.addAction(action)
            self.speed_actions[name] = action
        self._menu_action(view, "Fit table to window", self.view.fit, "Ctrl+0")
        self.find_move_action = self._menu_action(
            view, "Find a move (keyboard)", self.focus_moves, QKeySequence.StandardKey.Find
        )
        help_menu = bar.addMenu("&Help")
        self._menu_action(help_menu, "&Rules reference", self.show_rules, "F1")
        self._menu_action(help_menu, "&About", lambda: show_about(self))

    # --- games ------------------------------------------------------------------------------
    def new_game_dialog(self) -> NewGameDialog:
        game = self.session.game.name if self.session else "emerland"
        dialog = NewGameDialog(self, game, self.settings.default_seats)
        dialog.accepted.connect(lambda: self._start_from_dialog(dialog))
        dialog.campaign_requested.connect(lambda: self.campaign_dialog(dialog.game().name))
        dialog.open()
        return dialog

    def campaign_dialog(self, game: str | None = None) -> CampaignDialog:
        """The campaign screen; accepting it starts the chosen chapter."""
        if game is None and self.session is not None:
            game = self.session.game.name
        seats = self.settings.default_seats
        name = seats[0].name if seats else "Player 1"
        dialog = CampaignDialog(self.paths, self, name, game)
        dialog.accepted.connect(lambda: self.start_campaign(dialog.chosen))
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
        self._save_settings()
        self.start_game(dialog.chosen)

    def start_game(self, spec: NewGameSpec) -> GameSession:
        session = GameSession(spec.game, spec.config, spec.seed, spec.seats)
        self.start_session(session)
        return session

    def start_session(self, session: GameSession) -> None:
        self._close_session()
        self.session = session
        session.setParent(self)
        session.attach_animator(self.animator)
        scene = table_class(session.game)(session, self.animator, self.renderer)
        old_scene, self.scene = self.scene, scene
        self.view.setScene(scene)
        if old_scene is not None:
            old_scene.deleteLater()
        self.log_panel.clear()
        self.log_panel.names = self._names()
        self.log_panel.describer = getattr(scene, "describe_event", None)
        session.action_applied.connect(self.log_panel.on_action)
        session.event_emitted.connect(self.log_panel.on_event)
        session.event_emitted.connect(scene.handle_event)
        session.state_changed.connect(lambda: self.refresh(animate=True))
        session.state_reset.connect(self._on_reset)
        session.handover_requested.connect(self._on_handover)
        session.game_finished.connect(self._on_finished)
        session.error_raised.connect(self._on_error)
        session.agent_thinking.connect(self._on_thinking)
        session.undo_available.connect(self.undo_action.setEnabled)
        session.action_rejected.connect(lambda why: self.statusBar().showMessage(why, 4000))
        scene.action_chosen.connect(self.submit)
        scene.card_hovered.connect(self.zoom_card)
        scene.card_zoomed.connect(self.zoom_card)
        if self.persist:
            session.autosave = self._autosave
        found = chapter_of(session.record)
        chapter = f" \u2014 {found[0].sequence.chapter(found[1]).title}" if found else ""
        self.setWindowTitle(f"{session.game.title}{chapter} \u2014 Everdell Desktop")
        self.handover.hide()
        session.start()
        self.view.fit()

    def _close_session(self) -> None:
        if self.session is not None:
            self.session.close()
            self.session.deleteLater()
            self.session = None
        self.animator.finish_all()

    def submit(self, action: Action) -> bool:
        if self.session is None or self.handover.isVisible():
            return False
        return self.session.submit(action)

    def focus_moves(self) -> None:
        """Put the keyboard in the Moves filter: type part of a move, Enter plays it."""
        self.actions_panel.filter.setFocus()
        self.actions_panel.filter.selectAll()

    def undo(self) -> bool:
        return self.session is not None and self.session.undo()

    # --- reacting to the session ------------------------------------------------------------
    def refresh(self, animate: bool) -> None:
        session, scene = self.session, self.scene
        if session is None or scene is None:
            return
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
            self.actions_panel.set_actions("Waiting for the next player…", [], [])
            return
        legal = session.human_legal_actions()
        question = getattr(self.scene, "question", lambda: "")() or "Your move:"
        self.actions_panel.set_actions(
            question if legal else "", legal, [session.describe(a) for a in legal]
        )

    def _show_turn(self) -> None:
        seat = self.session.to_move()
        if seat is None:
            self.statusBar().showMessage("The game is over.")
            return
        spec = self.session.seats[seat]
        who = spec.name if spec.is_human else f"{spec.name} (AI {spec.agent})"
        self.statusBar().showMessage(f"{who} to move")

    def _on_reset(self) -> None:
        self.animator.finish_all()
        self.refresh(animate=False)

    def _on_handover(self, seat: int) -> None:
        if not self.handover_enabled:
            return
        self.handover.show_for(self.session.seats[seat].name, seat)
        self._refresh_actions()

    def _handover_done(self) -> None:
        self.refresh(animate=False)

    def _on_thinking(self, seat: int) -> None:
        self.statusBar().showMessage(f"{self.session.seats[seat].name} is thinking…")

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
        note = outcome.sentence() if outcome else None
        self.score_dialog = ScoreBreakdownDialog(
            self._names(), scores, self, note=note, note_good=bool(outcome and outcome.won)
        )
        self.score_dialog.open()

    def _not_recorded(self, what: str, error: Exception) -> None:
        if isinstance(error, OSError):
            log.warning("%s not saved: %s", what, error)
        else:
            log.error("%s not saved", what, exc_info=error)
        self.errors.append(f"{what} not saved: {error}")
        self.statusBar().showMessage(f"The {what} could not be saved: {error}", 15000)

    def zoom_card(self, face: CardFace | None) -> None:
        if face is None:
            self.view.show_zoom(None)
            return
        # the table's renderer knows its game's faces (the base game paints its own)
        renderer = self.scene.renderer if self.scene is not None else self.renderer
        self.view.show_zoom(renderer.card(face, ZOOM_WIDTH))

    def show_statistics(self) -> StatisticsDialog:
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
            from everdell_desktop.core import registry

            game = registry.get("emerland" if "emerland" in registry.names() else "tinygame")
        dialog = RulesDialog(game.title, rules_html(game), self)
        dialog.show()
        return dialog

    # --- saving and loading -----------------------------------------------------------------
    def _autosave(self, record) -> None:
        try:
            self.saves.autosave(record, state=self.session.state)
        except OSError as error:
            self.statusBar().showMessage(f"Autosave failed: {error}")

    def save_game(self) -> None:
        if self.session is None:
            return
        name, ok = QInputDialog.getText(self, "Save game", "Name of the save:")
        if ok and name.strip():
            self.save_as(name.strip())

    def save_as(self, name: str):
        """Save under ``name``; on a write error (disk full, read-only folder) the player is
        told and None returned (the previous file of that name is intact)."""
        try:
            entry = self.saves.save(self.session.record, name, state=self.session.state)
        except OSError as error:
            self._show_save_error(f"The game could not be saved as “{name}”", error)
            return None
        self.statusBar().showMessage(f"Saved as “{name}”", 4000)
        return entry

    def quick_save(self) -> None:
        if self.session is None:
            return
        try:
            self.saves.quick_save(self.session.record, state=self.session.state)
        except OSError as error:
            self._show_save_error("The game could not be quick-saved", error)
            return
        self.statusBar().showMessage("Quick-saved (F9 to load)", 4000)

    def _show_save_error(self, what: str, error: OSError) -> None:
        reason = error.strerror or str(error)
        log.warning("%s: %s", what, reason)
        self.statusBar().showMessage(f"{what}: {reason}", 15000)
        self.save_error = QMessageBox(
            QMessageBox.Icon.Warning, "Cannot save", f"{what}.", QMessageBox.StandardButton.Ok, self
        )
        self.save_error.setInformativeText(f"{reason}. The previous save is unchanged.")
        self.save_error.open()

    def quick_load(self) -> None:
        try:
            loaded = self.saves.quick_load()
        except LoadError as error:
            self._show_load_error(str(error))
            return
        self.resume(loaded.record)

    def load_game_dialog(self) -> None:
        try:
            from .load_dialog import LoadGameDialog
        except ImportError:
            path, _ = QFileDialog.getOpenFileName(self, "Load game", "", "Saved games (*.json)")
            if path:
                self.load_path(Path(path))
            return
        dialog = LoadGameDialog(self.saves, self)
        if dialog.exec() and dialog.loaded() is not None:
            self.resume(dialog.loaded().record)

    def load_path(self, path: Path) -> bool:
        try:
            loaded = self.saves.load(path)
        except LoadError as error:
            self._show_load_error(str(error))
            return False
        return self.resume(loaded.record)

    def resume(self, record) -> bool:
        try:
            session = GameSession.from_record(record)
        except (ReplayError, ValueError) as error:
            self._show_load_error(str(error))
            return False
        except Exception as error:  # a rules bug met while replaying: say so, keep the game
            log.error("cannot resume the game", exc_info=error)
            self._show_load_error(f"the game cannot be replayed ({type(error).__name__})")
            return False
        self.start_session(session)
        self.statusBar().showMessage("Game loaded", 4000)
        return True

    def offer_continue(self) -> bool:
        """Continue the last unfinished game (from its autosaves); True when resumed."""
        try:
            loaded = self.saves.continue_game()
        except LoadError as error:
            self._show_load_error(str(error))
            return False
        return loaded is not None and self.resume(loaded.record)

    def show_start_choice(self) -> QMessageBox | None:
        """On start: offer to continue the last unfinished game, else open New game."""
        entry = self.saves.continue_entry()
        if entry is None:
            self.new_game_dialog()
            return None
        box = QMessageBox(self)
        box.setWindowTitle("Welcome back")
        box.setText("Continue your last game?")
        box.setInformativeText(f"{entry.game_title} \u2014 {entry.progress}")
        resume = box.addButton("Continue", QMessageBox.ButtonRole.AcceptRole)
        box.addButton("New game", QMessageBox.ButtonRole.RejectRole)
        box.buttonClicked.connect(
            lambda button: self.offer_continue() if button is resume else self.new_game_dialog()
        )
        box.open()
        return box

    def _show_load_error(self, message: str) -> None:
        try:
            from .load_dialog import show_load_error
        except ImportError:
            QMessageBox.warning(self, "Cannot load", message)
            return
        show_load_error(self, message)

    # --- window state -----------------------------------------------------------------------
    def _restore_geometry(self) -> None:
        if self.settings.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(self.settings.window_geometry.encode()))

    def _save_settings(self) -> None:
        if not self.persist:
            return
        self.settings.window_geometry = bytes(self.saveGeometry().toBase64()).decode()
        try:
            self.settings_store.save(self.settings)
        except OSError as error:
            log.warning("settings not saved: %s", error)

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

    def closeEvent(self, event) -> None:
        self._save_settings()
        self._close_session()
        if self.crash_handler is not None:
            self.crash_handler.uninstall()
        super().closeEvent(event)

"""The main window: the table view and the session on it. Its menus, its ways into a game
and its saves are mixins from ``window_menus``, ``window_flows`` and ``window_saves``."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QPoint, QRectF, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from everdell_desktop.core import Action
from everdell_desktop.session import Clock, GameSession, QtClock, Timer
from everdell_desktop.session.achievements import record_achievements
from everdell_desktop.session.campaigns import Outcome, chapter_of, record_finished
from everdell_desktop.session.coach import SessionCoach
from everdell_desktop.store import (
    AchievementStore,
    CampaignStore,
    SaveStore,
    Settings,
    SettingsStore,
    StatisticsStore,
    StorePaths,
)

from . import i18n, launch, theme
from .animator import Animator
from .campaign_words import outcome_sentence, worded
from .card_style import CardFace
from .coach_words import suggestion_text
from .crash import CrashHandler, setup_logging
from .dialogs import (
    HandOverScreen,
    RulesDialog,
    ScoreBreakdownDialog,
    agent_label,
)
from .glossary import Glossary, card_notes, with_notes
from .i18n import tr
from .load_dialog import show_load_error
from .panels import ActionPanel, LogPanel, ScorePanel
from .table import Review, TableScene
from .table_view import TableView
from .tables import default_game, rules_html, table_class
from .tutorial import TutorialGuide
from .welcome import welcome_scene
from .window_flows import FlowsMixin, tutorials  # noqa: F401  (tutorials: a public name)
from .window_menus import MenusMixin
from .window_saves import SavesMixin

if TYPE_CHECKING:  # imported when first opened: the first frame needs none of them
    from .review_dialog import ReviewDialog
    from .statistics_dialog import StatisticsDialog

log = logging.getLogger(__name__)
ZOOM_WIDTH = 300
UNDO_REFUSAL_MS = 6000  # how long the status bar says why Undo was refused


class MainWindow(MenusMixin, FlowsMixin, SavesMixin, QMainWindow):
    """The window: composes the table, the side panels and the status and undo strip with
    the menus, the game-starting flows and the saves (the mixins), and reacts to the session."""

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

    # --- games ------------------------------------------------------------------------------
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
            session.saves = self.saves
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
        """Ask the coach (Hard's search, on a worker thread) for the human to move; its move is
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
        self.view.bar.show_hint(suggestion_text(suggestion, self.session.game), suggestion.action)
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
        names = [session.seat_name(seat) for seat in range(session.table_size())]
        return table_class(session.game).place_names(session, names)

    def _refresh_actions(self) -> None:
        session = self.session
        if self.handover.isVisible():
            self.actions_panel.set_actions(tr("Waiting for the next player…"), [], [])
            return
        legal = session.human_legal_actions()
        self.actions_panel.filter.clear()  # a new choice: last move's filter would hide it
        question = self.scene.question()
        self.actions_panel.set_actions(
            question if legal else "",
            legal,
            [session.describe(a) for a in legal],
            session.final_move_warning,
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
        """A new, loaded or taken-back state: the table and the log are told it afresh (the
        table first: a log line may name a place by the title the table gives it)."""
        self.animator.finish_all()
        self.view.bar.clear()
        self.refresh(animate=False)
        self.log_panel.show_moves(self.session.moves)

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
        note = " ".join(filter(None, [note, achievements_note(self, scores)])) or None
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


def achievements_note(window: MainWindow, scores) -> str | None:
    """Record what a finished game earned (Duo's Challenge) and name what it earned for the
    first time; None for a game that earns no achievements."""
    if not window.persist:
        return None
    try:
        found = record_achievements(window.session.record, scores, AchievementStore(window.paths))
    except Exception as error:
        window._not_recorded("achievements", error)
        return None
    if found is None:
        return None
    if not found.new:
        return tr("No new achievement this time.")
    titles = window.scene.achievement_titles()
    names = ", ".join(titles.get(key, key) for key in found.new)
    return tr("New achievements: {names}").format(names=names)

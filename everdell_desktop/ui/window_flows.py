"""The main window's ways into a game: new game, campaign, the first start's choice and
the guided first games."""

from __future__ import annotations

import logging
import secrets
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from everdell_desktop.core import registry
from everdell_desktop.session import GameSession, SeatSpec
from everdell_desktop.session.campaigns import campaign_meta
from everdell_desktop.store import CampaignStore

from .dialogs import NewGameDialog, NewGameSpec, player_label, shown_name
from .i18n import named_game_title, tr
from .tables import TutorialFile, default_game, tutorial_files
from .tutorial import TutorialGuide, is_step_of, tutorial_title
from .welcome import welcome_scene

if TYPE_CHECKING:  # imported when first opened: the first frame needs none of them
    from .campaign_dialog import CampaignChoice, CampaignDialog

log = logging.getLogger(__name__)


def tutorials() -> dict[str, TutorialFile]:
    """The guided first games of the games a player may choose, by key."""
    return {entry.key: entry for p in registry.listed() for entry in tutorial_files(p.definition)}


def stack_buttons(box: QMessageBox) -> None:
    """Lay a message box's buttons one under another: in a row, seven "Learn <game>" buttons
    need more than the width a message box takes at 1280x720 and their labels were cut."""
    buttons = box.findChild(QDialogButtonBox)
    buttons.setOrientation(Qt.Orientation.Vertical)


class FlowsMixin:
    """Opens the dialogs that start a game (new game, campaign, tutorial, the first start's
    choice) and starts what the player chose. Mixed into MainWindow."""

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
            [SeatSpec(choice.player_name)] * config.players,  # a cooperative chapter: both
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
        title = named_game_title(entry.game, entry.game_title)
        box.setInformativeText(f"{title} \u2014 {entry.progress}")
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
        stack_buttons(box)
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

"""App-wide settings: one pydantic model with defaults, kept in ``settings.json``."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

from .model_file import ModelFile
from .paths import StorePaths


class SeatDefault(BaseModel):
    """A seat the new-game dialog fills in: a name and who plays it ("human" or an agent name)."""

    model_config = ConfigDict(extra="allow")  # a newer version's fields are kept on save

    name: str = Field(min_length=1, max_length=40)
    kind: str = Field(default="human", min_length=1, max_length=40)


def _default_seats() -> list[SeatDefault]:
    """A first game: the player against a computer at the normal level (press Start)."""
    return [SeatDefault(name="Player 1"), SeatDefault(name="Player 2", kind="mcts-normal")]


Pixels = Annotated[int, Field(ge=0, le=100_000)]


class Settings(BaseModel):
    """Unknown keys (from a newer version) are kept: they load, and are written back unchanged
    on the next save, so running an older version never loses a newer version's settings."""

    model_config = ConfigDict(extra="allow", validate_assignment=True)

    schema_version: int = 1
    animation_speed: float = Field(default=1.0, ge=0.0, le=4.0)
    """Multiplier on animation durations' speed; 0 turns animations off."""
    default_seats: list[SeatDefault] = Field(default_factory=_default_seats, max_length=6)
    window_geometry: str | None = Field(default=None, max_length=10_000)
    """Base64 of ``QWidget.saveGeometry()``; the store does not interpret it."""
    window_state: str | None = Field(default=None, max_length=10_000)
    """Base64 of ``QMainWindow.saveState()`` (docks and toolbars)."""
    table_margins: tuple[Pixels, Pixels, Pixels, Pixels] | None = None
    """The window's edges to its table's when it closed (left, top, right, bottom): the
    panels, menu and status bars around it. The launch frame paints the welcome table in the
    same place, so it does not jump when the window replaces the frame."""
    language: str | None = Field(default=None, pattern=r"^[a-z]{2,3}(_[A-Z]{2})?$")
    """The window's language (``en``, ``ko``); None follows the system's."""
    grace_seconds: float = Field(default=2.0, ge=0.0, le=10.0)
    """How long what answers a human's turn (an AI, a solo bot, the hot seat's hand-over)
    waits after it ends, while Undo can still take it back."""
    confirm_end_of_turn: bool = False
    """Instead of the grace period, the AI waits until the player ends the turn."""
    confirm_final_moves: bool = True
    """Ask before a move that cannot be taken back (it reveals something or rolls a die)."""
    text_scale: float = Field(default=1.0, ge=0.8, le=1.6)
    """Multiplies every text size on the table and in the panels."""
    tutorial_offered: bool = False
    """The guided first game was offered once (on the first start)."""
    tutorial_steps: dict[str, int] = Field(default_factory=dict, max_length=20)
    """Per tutorial (a game's name, or an add-on's such as spirecrest), the step it resumes at."""
    last_game: str | None = Field(default=None, pattern=r"^[a-z][a-z0-9_]{0,39}$")
    """The game last started from the New game dialog: the dialog opens on it next time."""
    game_options: dict[str, dict[str, str | None]] = Field(default_factory=dict, max_length=20)
    """Per game, the options last chosen for it in the New game dialog (an expansion)."""


class SettingsStore(ModelFile[Settings]):
    """``SettingsStore(paths).load()`` never fails; check ``.problem`` afterwards."""

    def __init__(self, paths: StorePaths | None = None) -> None:
        paths = paths or StorePaths.default()
        super().__init__(paths.settings, Settings, "a settings file")

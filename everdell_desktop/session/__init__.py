"""The model layer between the engine and the widgets (DESIGN.md section 4). No widgets here."""

from everdell_desktop.core import Move

from .clock import Clock, ManualClock, QtClock, Timer
from .game_session import GameSession, SeatSpec

__all__ = ["Clock", "GameSession", "ManualClock", "Move", "QtClock", "SeatSpec", "Timer"]

"""The model layer between the engine and the widgets (DESIGN.md section 4). No widgets here."""

from .game_session import GameSession, SeatSpec

__all__ = ["GameSession", "SeatSpec"]

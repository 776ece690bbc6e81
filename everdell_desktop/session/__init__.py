"""The model layer between the engine and the widgets (DESIGN.md section 4). No widgets here."""

from .game_session import EVENT_SIGNALS, GameSession, Move, SeatSpec

__all__ = ["EVENT_SIGNALS", "GameSession", "Move", "SeatSpec"]

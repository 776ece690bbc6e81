"""The Everdell: Emerland table for the main window."""

from pathlib import Path

from ..game_ui import GameUi
from ..proof import ArtSet
from .faces import STYLE
from .table import EmerlandTable
from .text import RULES_HTML, all_faces

GAME_UI = GameUi(EmerlandTable, RULES_HTML, ArtSet(STYLE, all_faces), Path(__file__).parent)

__all__ = ["GAME_UI", "EmerlandTable"]

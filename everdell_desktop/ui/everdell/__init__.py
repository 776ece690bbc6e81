"""The Everdell (base game) table for the main window."""

from pathlib import Path

from ..game_ui import GameUi
from ..proof import ArtSet
from .faces import STYLE, all_faces
from .table import EverdellTable
from .words import RULES_HTML

GAME_UI = GameUi(EverdellTable, RULES_HTML, ArtSet(STYLE, all_faces), Path(__file__).parent)

__all__ = ["GAME_UI", "EverdellTable"]

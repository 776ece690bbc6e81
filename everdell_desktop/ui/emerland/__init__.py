"""The Everdell: Emerland table for the main window."""

from ..proof import ArtSet
from .faces import STYLE
from .table import EmerlandTable
from .text import RULES_HTML, all_faces

TABLE = EmerlandTable
ART = ArtSet(STYLE, all_faces)

__all__ = ["ART", "RULES_HTML", "TABLE", "EmerlandTable"]

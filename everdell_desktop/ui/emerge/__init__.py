"""The Emerge table for the main window."""

from ..proof import ArtSet
from .faces import STYLE, all_faces
from .table import EmergeTable
from .words import RULES_HTML

TABLE = EmergeTable
ART = ArtSet(STYLE, all_faces)

__all__ = ["ART", "RULES_HTML", "TABLE", "EmergeTable"]

"""The Everdell Duo table for the main window."""

from ..proof import ArtSet
from .faces import STYLE, all_faces
from .table import DuoTable
from .words import RULES_HTML

TABLE = DuoTable
ART = ArtSet(STYLE, all_faces)

__all__ = ["ART", "RULES_HTML", "TABLE", "DuoTable"]

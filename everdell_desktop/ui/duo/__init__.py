"""The Everdell Duo table for the main window."""

from .table import DuoTable
from .words import RULES_HTML

TABLE = DuoTable

__all__ = ["RULES_HTML", "TABLE", "DuoTable"]

"""The Everdell (base game) table for the main window."""

from .table import EverdellTable
from .words import RULES_HTML

TABLE = EverdellTable

__all__ = ["RULES_HTML", "TABLE", "EverdellTable"]

"""The Emerge table for the main window."""

from .table import EmergeTable
from .words import RULES_HTML

TABLE = EmergeTable

__all__ = ["RULES_HTML", "TABLE", "EmergeTable"]

"""The Everdell: Emerland table for the main window."""

from .table import EmerlandTable
from .text import RULES_HTML

TABLE = EmerlandTable

__all__ = ["RULES_HTML", "TABLE", "EmerlandTable"]

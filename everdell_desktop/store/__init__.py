"""Saves, settings, campaign progress and statistics on disk. No Qt here."""

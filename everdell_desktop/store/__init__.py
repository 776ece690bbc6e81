"""Saves, settings, campaign progress and statistics on disk. No Qt here.

Store API for the GUI
=====================

All stores take an optional ``StorePaths`` (default: ``StorePaths.default()``, the platformdirs
user data folder, or ``$EVERDELL_DESKTOP_HOME`` if set). Pass ``StorePaths(tmp_path)`` in tests.
Every message in a ``LoadError`` or a ``.problem`` is a sentence for the player.

Starting a game: give the record a game id and the seats, so the load list and the statistics
can name them::

    seats = [{"name": "Ana", "agent": None}, {"name": "Bo", "agent": "greedy"}]  # SeatSpec.to_meta
    record = new_record(game, config, seed, game_id=new_game_id(), seats=seats)

(``{"name", "kind"}`` seats with kind "human" or an agent name are understood as well.)

Saves (``saves = SaveStore()``); pass the live ``state`` when you have it (otherwise the store
replays the record to stamp its final hash). Saving mid-prompt is fine: the record is the
action log, and replay rebuilds the open prompt.

- ``saves.save(record, "My game", state=state)`` -> ``SaveEntry`` (the same exact name
  replaces; any other name, however close, is a save of its own; ValueError for a blank name or
  one over ``saves.MAX_SAVE_NAME_CHARS``); ``saves.find(name)`` -> the ``SaveEntry`` a save
  under ``name`` would replace, or None (ask the player first)
- every save file ends in ``SAVE_SUFFIX`` (".everdell", JSON inside); ``.json`` saves of older
  versions are still listed and loaded
- ``saves.quick_save(record, state=state)`` (F5); ``saves.quick_load()`` (F9) -> ``LoadedGame``
- ``saves.autosave(record, state=state)`` after every turn (keeps the last 3 per game)
- ``saves.continue_entry()`` -> ``SaveEntry | None``: show "Continue" on start if not None;
  ``saves.continue_game()`` -> ``LoadedGame | None`` loads it (older autosaves as fallback)
- ``saves.entries()`` -> newest-first ``SaveEntry`` list (``game_title``, ``seats``,
  ``progress``, ``saved_at``, ``summary``, ``error`` for an unreadable file); ``saves.delete(e)``
- ``saves.load(entry_or_path)`` -> ``LoadedGame(record, game, state)``; raises ``LoadError``
  for any bad file (empty, truncated, not JSON, too large, foreign, newer version, unknown game,
  edited so that it no longer replays). Nothing is ever written while loading.
- every write may raise ``OSError`` (disk full, no permission): the previous file is then intact
- ``GameDefinition.describe_progress(state)`` words how far a game has gone ("Autumn, turn 9");
  the list shows it (or "N actions played" when a game leaves it empty).

GUI side: ``ui.load_dialog.LoadGameDialog(saves, parent)``: ``exec()``, then ``loaded()`` (the
``LoadedGame``) and ``selected_entry()``; it shows load errors itself via
``ui.load_dialog.show_load_error(parent, message)``, which the quick-load / continue / open-file
paths should use too.

Settings, statistics, campaign (each ``load()`` never raises; afterwards ``.problem`` is None or
a message to show once; a damaged file is kept as ``<name>.bak`` (then ``<name>.1.bak`` ...) and
replaced by defaults; a file that cannot be read is left alone. Changes are made under a
cross-process lock and merged with the file on disk, and fields from a newer version are kept):

- ``SettingsStore().load()`` -> ``Settings`` (animation_speed, default_seats, window_geometry,
  window_state, language); ``SettingsStore().save(settings)``
- ``StatisticsStore().record_game(record, state)`` when a game ends (counted once per game id);
  ``StatisticsStore().load().stats(game, mode_of(record.config))`` -> played, won, best_scores
  (a game the coach helped in, ``record.meta[COACH_META]["hints"] > 0``, counts under
  ``mode_of(record.config, assisted=True)``)
- ``CampaignStore().record_attempt(campaign_id, chapter_id, won=..., score=..., profile=...,
  game_id=...)`` (with a game id: counted once, None when it was counted before);
  ``CampaignStore().progress(campaign_id, profile)`` -> chapters (won, best_score, attempts)
- ``AchievementStore().record(game, earned_ids, score, game_id=...)`` after a Challenge game
  -> the ids earned for the first time (``session.achievements.record_achievements`` asks the game);
  ``AchievementStore().load().earned(game)`` -> id -> first_achieved (a date), best_score
"""

from everdell_desktop.lazy_names import lazy_names

# Each module's names. They are imported when first used: most stores import pydantic and the
# rules' records, which the window's launcher must not wait for to read where the settings live
# (``store.paths``).
_EXPORTS = {
    "achievements": ("AchievementBook", "AchievementStore", "EarnedAchievement"),
    "campaign": ("CampaignBook", "CampaignProgress", "CampaignStore", "ChapterProgress"),
    "files": ("LoadedGame", "LoadError", "load_game", "read_record", "write_record"),
    "paths": ("StorePaths",),
    "saves": ("SAVE_SUFFIX", "SaveEntry", "SaveStore", "new_game_id"),
    "settings": ("SeatDefault", "Settings", "SettingsStore"),
    "statistics": ("COACH_META", "Statistics", "StatisticsStore", "mode_of"),
}
__getattr__, __all__ = lazy_names(__name__, _EXPORTS)
